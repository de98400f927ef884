"""The evaluation set over HTTP: the assistant's scores stay above the thresholds measured when they were set, and
every figure in every answer comes from a record the answer cites.

The whole set is asked once for this module (in a savepoint of the seeded dataset, rolled back after). The report
with every miss prints with `make eval` (or `pytest -s`); BRICKMATE_EVAL_DUMP=path writes every answer there.
Thresholds sit just under what the assistant measured when they were set: a drop below them is a regression.
"""

from __future__ import annotations

import json
import os
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import Connection
from sqlalchemy.orm import Session

from api.core.deps import get_session
from api.db import rollback, run_after_commit
from tests.assistant.eval_set import BY_ID, CASES
from tests.assistant.metrics import Report, run
from tests.assistant.seeding import Seeded
from tests.factories import headers_for, make_user

DUMP = "BRICKMATE_EVAL_DUMP"  # a path: every answer written there as JSON, to read the misses in full
# Measured on 22 Nov 2026 over the 88 questions: intent 1.000, entities 1.000, exact match 1.000, Recall@5 0.997,
# MRR@10 0.958 (0.958 to 0.964 across runs). The thresholds leave room for about four misses of each kind.
INTENT_ACCURACY = 0.95
ENTITY_ACCURACY = 0.95
EXACT_MATCH = 0.95
RECALL_AT_5 = 0.95
MRR_AT_10 = 0.90


@pytest.fixture(scope="module")
def report(seeded_connection: tuple[Connection, Seeded], app: FastAPI) -> Iterator[Report]:
    conn, seeded = seeded_connection
    savepoint = conn.begin_nested()
    session = Session(bind=conn, join_transaction_mode="create_savepoint")

    def test_session() -> Iterator[Session]:  # as tests/conftest.py's client fixture
        session.commit()
        try:
            yield session
            session.commit()
        except BaseException:
            rollback(session)
            raise
        run_after_commit(session)

    app.dependency_overrides[get_session] = test_session
    try:
        headers = headers_for(session, make_user(session, first_name="Eve", last_name="Evaluator"))
        with TestClient(app, raise_server_exceptions=False) as client:
            result = run(client, headers, seeded)
        print("\n" + result.format())
        if os.environ.get(DUMP):
            Path(os.environ[DUMP]).write_text(json.dumps([{"case": s.case.id, **s.answer} for s in result.scored]))
        yield result
    finally:
        app.dependency_overrides.clear()
        session.close()
        if savepoint.is_active:
            savepoint.rollback()


def test_the_set_covers_every_intent_with_paraphrases_and_follow_ups() -> None:
    intents = Counter(case.intent for case in CASES)
    assert len(CASES) >= 60
    assert set(intents) == {
        "product_price",
        "product_supplier",
        "product_search",
        "last_quoted",
        "customer_quotes",
        "project_quotes",
        "quote_status",
        "notes_search",
        "cheapest_price",
        "record_summary",
        "general",
    }
    assert sum(1 for case in CASES if case.paraphrase_of) >= 15
    follow_ups = [case for case in CASES if case.follows]
    assert len(follow_ups) >= 3
    assert all(case.question.lower().startswith(("and for", "what about")) for case in follow_ups)
    for case in CASES:
        assert case.paraphrase_of is None or BY_ID[case.paraphrase_of].intent == case.intent
        assert case.follows is None or CASES.index(BY_ID[case.follows]) < CASES.index(case)


def test_every_question_was_answered(report: Report) -> None:
    failed = [(s.case.id, s.answer["intent"]) for s in report.scored if str(s.answer["intent"]).startswith("HTTP")]
    assert not failed


def test_scores_stay_above_their_thresholds(report: Report) -> None:
    assert report.intent_accuracy >= INTENT_ACCURACY, report.format()
    assert report.entity_accuracy >= ENTITY_ACCURACY, report.format()
    assert report.exact_match >= EXACT_MATCH, report.format()
    assert report.recall_at_5 >= RECALL_AT_5, report.format()
    assert report.mrr_at_10 >= MRR_AT_10, report.format()


def test_every_figure_in_every_answer_is_in_a_cited_record(report: Report) -> None:
    ungrounded = {s.case.id: s.ungrounded for s in report.scored if s.ungrounded}
    assert not ungrounded
    assert all(s.answer.get("text") for s in report.scored)
