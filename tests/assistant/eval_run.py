"""Asking an evaluation part over HTTP and scoring it (tests/assistant/metrics.py): the development part
(tests/assistant/eval_set.py, dev_set.py, dev_buying.py, dev_more.py and the decline rounds, the questions the assistant
may be tuned on) and the held-out part (tests/assistant/heldout_set.py, never tuned on). `measured` runs a part over the
seeded dataset in a savepoint rolled back after, with each feedback lesson in a savepoint of its own."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import AbstractContextManager, contextmanager, nullcontext
from dataclasses import dataclass
from typing import Any

from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import Connection
from sqlalchemy.orm import Session

from api.core.deps import get_session, get_streaming_session
from api.db import rollback, run_after_commit
from api.users.models import Role
from tests.assistant import (
    dev_buying,
    dev_calloffs,
    dev_declines,
    dev_declines2,
    dev_declines3,
    dev_more,
    dev_set,
    dev_tasks,
    heldout_buying,
    heldout_calloffs,
    heldout_declines,
    heldout_set,
    heldout_tasks,
)
from tests.assistant.eval_set import CASES, UNRELATED, Case, Lesson
from tests.assistant.metrics import Learned, Report, Scored, score
from tests.assistant.seeding import Seeded
from tests.factories import headers_for, make_user

ASK = "/api/brickmate/askQuestion"
FEEDBACK = "/api/brickmate/feedbackEmbedding"


@dataclass(frozen=True)
class Part:
    title: str
    cases: Sequence[Case]
    lessons: Sequence[Lesson]
    contamination: Sequence[Lesson]


PARTS = {
    "development": Part(
        "Development part (tuned on)",
        [
            *dev_set.DEVELOPMENT,
            *dev_buying.CASES,
            *dev_calloffs.CASES,
            *dev_more.ALL,
            *dev_declines.CASES,
            *dev_declines2.CASES,
            *dev_declines3.CASES,
            *dev_tasks.CASES,
        ],
        [*dev_set.LESSONS, *dev_more.LESSONS],
        [*dev_set.CONTAMINATION, *dev_more.CONTAMINATION],
    ),
    "heldout": Part(
        "Held-out part (never tuned on)",
        [
            *heldout_set.ALL,
            *heldout_buying.CASES,
            *heldout_calloffs.CASES,
            *heldout_declines.CASES,
            *heldout_tasks.CASES,
        ],
        heldout_set.LESSONS,
        heldout_set.CONTAMINATION,
    ),
}
Isolate = Callable[[], AbstractContextManager[object]]


@dataclass
class Asker:
    """Asks questions over HTTP as one user, timing each askQuestion call."""

    client: TestClient
    headers: dict[str, str]
    seeded: Seeded

    def ask(self, case: Case, conversation_id: int | None = None) -> Scored:
        body: dict[str, Any] = {"question": case.question}
        if conversation_id is not None:
            body["conversation_id"] = conversation_id
        started = time.perf_counter()
        response = self.client.post(ASK, json=body, headers=self.headers)
        elapsed = 1000 * (time.perf_counter() - started)
        if response.status_code == 200:
            answer = response.json()
        else:
            answer = {"intent": f"HTTP {response.status_code}", "text": response.text[:200], "cards": []}
        return score(case, answer, self.seeded, elapsed)

    def judge(self, lesson: Lesson, exchange_id: int | None) -> int:
        """Give the lesson's feedback on an answer; the response status (0: the question was not answered)."""
        if exchange_id is None:
            return 0
        body: dict[str, Any] = {"exchange_id": exchange_id, "helpful": lesson.helpful}
        if lesson.correction:
            body["correction"] = lesson.correction
        if lesson.corrected:
            kind, name = lesson.corrected
            body["corrected"] = {"kind": kind, "record_id": self.seeded.record_id(kind, name)}
        return self.client.post(FEEDBACK, json=body, headers=self.headers).status_code


def _teach(me: Asker, lesson: Lesson) -> int:
    first = me.ask(Case(lesson.id, lesson.question, ""))
    return me.judge(lesson, first.answer.get("exchange_id"))


def run(
    client: TestClient,
    headers: dict[str, str],
    seeded: Seeded,
    cases: Sequence[Case] = CASES,
    *,
    colleague: dict[str, str] | None = None,
    lessons: Sequence[Lesson] = (),
    contamination: Sequence[Lesson] = (),
    isolate: Isolate = nullcontext,
    together: Sequence[Lesson] | None = None,
    again: Sequence[Case] | None = None,
) -> Report:
    """Ask every question (a follow-up in the conversation of the question it follows) and score the answers.
    An answer that is not a 200 scores as a miss with its status as the intent. Then each lesson, in isolation
    (`isolate`: everything written inside is undone after): its question asked and judged, its later question asked
    by a colleague; and once more every lesson's feedback at once, then the unrelated questions again (`together`
    and `again`: those of a whole part, when `cases` and the lessons are only what is left of it to ask)."""
    me = Asker(client, headers, seeded)
    report = Report()
    conversations: dict[str, int] = {}
    for case in cases:
        scored = me.ask(case, conversations.get(case.follows) if case.follows else None)
        if "conversation_id" in scored.answer:
            conversations[case.id] = scored.answer["conversation_id"]
        report.scored.append(scored)
    them = Asker(client, colleague or headers, seeded)
    for kind, results in ((lessons, report.lessons), (contamination, report.contamination)):
        for lesson in kind:
            with isolate():
                status = _teach(me, lesson)
                results.append(Learned(lesson, status, them.ask(lesson.later)))
    taught = [*lessons, *contamination] if together is None else together
    if taught:
        with isolate():
            for lesson in taught:
                _teach(me, lesson)
            unrelated = [c for c in cases if c.expect == UNRELATED] if again is None else again
            report.after_feedback = [them.ask(c) for c in unrelated]
    return report


# Who asks: the headers of the user asking the part's questions and of the colleague asking lessons' later ones.
Askers = Callable[[Session], tuple[dict[str, str], dict[str, str]]]


def evaluators(session: Session) -> tuple[dict[str, str], dict[str, str]]:
    """Eve Evaluator (a manager) and her colleague Cole, made for the run."""
    me = make_user(session, role=Role.manager, first_name="Eve", last_name="Evaluator")
    return headers_for(session, me), headers_for(session, make_user(session, first_name="Cole", last_name="Colleague"))


@contextmanager
def measured(
    seeded_connection: tuple[Connection, Seeded],
    app: FastAPI,
    part: str | Part,
    askers: Askers = evaluators,
    together: Sequence[Lesson] | None = None,
    again: Sequence[Case] | None = None,
) -> Iterator[Report]:
    """The part (its name in PARTS, or a Part) asked by `askers` (by default Eve Evaluator, lessons' later questions
    by her colleague Cole) and scored, in a savepoint of the seeded dataset rolled back after, as
    tests/conftest.py's client fixture serves requests."""
    conn, seeded = seeded_connection
    savepoint = conn.begin_nested()
    session = Session(bind=conn, join_transaction_mode="create_savepoint")

    def test_session() -> Iterator[Session]:
        session.commit()
        try:
            yield session
            session.commit()
        except BaseException:
            rollback(session)
            raise
        run_after_commit(session)

    @contextmanager
    def isolate() -> Iterator[None]:
        session.commit()
        inner = conn.begin_nested()
        try:
            yield
        finally:
            session.commit()
            if inner.is_active:
                inner.rollback()
            session.expire_all()

    app.dependency_overrides[get_session] = app.dependency_overrides[get_streaming_session] = test_session
    try:
        headers, colleague = askers(session)
        chosen = PARTS[part] if isinstance(part, str) else part
        with TestClient(app, raise_server_exceptions=False) as client:
            yield run(
                client,
                headers,
                seeded,
                chosen.cases,
                colleague=colleague,
                lessons=chosen.lessons,
                contamination=chosen.contamination,
                isolate=isolate,
                together=together,
                again=again,
            )
    finally:
        app.dependency_overrides.clear()
        session.close()
        if savepoint.is_active:
            savepoint.rollback()
