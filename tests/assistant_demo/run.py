"""The parts of the evaluation over the demo instance, asked over HTTP as the demo admin and scored as
tests/assistant/eval_run.py does (tests/assistant/metrics.py): exact facts shown, no invented numbers, declines,
unrelated questions, feedback lessons and contamination."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from fastapi import FastAPI
from sqlalchemy import Connection

from tests.assistant.eval_run import Part, measured
from tests.assistant.eval_set import UNRELATED
from tests.assistant.metrics import Report
from tests.assistant.seeding import Seeded
from tests.assistant_demo import (
    convo,
    dev,
    dev_convo,
    dev_convo2,
    dev_convo3,
    dev_convo3b,
    dev_convo4,
    dev_convo4b,
    dev_convo5,
    dev_convo5b,
    dev_convo6,
    dev_convo6b,
    dev_convo7,
    dev_convo7b,
    dev_learn3,
    dev_learn4,
    dev_ops2,
    dev_ops2b,
    dev_ops3,
    dev_ops3b,
    dev_staff8b,
    dev_staff9,
    dev_staff9b,
    dev_staff10,
    dev_staff10b,
    dev_staff11,
    dev_staff11b,
    dev_staff12,
    dev_staff12b,
    dev_staff13,
    dev_staff13b,
    heldout,
    heldout2,
    heldout3,
)
from tests.assistant_demo.conftest import demo_users

DUMP = "BRICKMATE_EVAL_DUMP"  # a path: every answer written beside it as JSON (.demo-dev, .demo-heldout2, ...)
ONLY = "BRICKMATE_EVAL_ONLY"  # comma-separated ids: those cases (and the cases they follow), lessons by id prefix
PARTS = {
    "demo-dev": Part("Demo, development part (tuned on)", dev.ALL, dev.LESSONS, dev.CONTAMINATION),
    # The conversations and feedback rounds alone (also in demo-dev), to report them on their own.
    "demo-convo": Part(
        "Demo, conversations and feedback rounds (dev_convo.py to dev_convo7.py, tuned on)",
        convo.ALL,
        convo.LESSONS,
        convo.CONTAMINATION,
    ),
    # Fresh questions written after the fifteenth session's changes and asked once (not in demo-dev: not tuned on).
    "demo-fresh8": Part(
        "Demo, fresh questions after the changes (dev_staff8b.py, asked once)",
        dev_staff8b.ALL,
        dev_staff8b.LESSONS,
        dev_staff8b.CONTAMINATION,
    ),
    # Fresh questions written after the sixteenth session's changes and asked once (not in demo-dev: not tuned on).
    "demo-fresh9": Part(
        "Demo, fresh questions after the changes (dev_staff9b.py, asked once)",
        dev_staff9b.ALL,
        dev_staff9b.LESSONS,
        dev_staff9b.CONTAMINATION,
    ),
    # Fresh questions written after the seventeenth session's changes and asked once (not in demo-dev: not tuned on).
    "demo-fresh10": Part(
        "Demo, fresh questions after the changes (dev_staff10b.py, asked once)",
        dev_staff10b.ALL,
        dev_staff10b.LESSONS,
        dev_staff10b.CONTAMINATION,
    ),
    # Fresh questions written after the eighteenth session's changes and asked once (not in demo-dev: not tuned on).
    "demo-fresh11": Part(
        "Demo, fresh questions after the changes (dev_staff11b.py, asked once)",
        dev_staff11b.ALL,
        dev_staff11b.LESSONS,
        dev_staff11b.CONTAMINATION,
    ),
    # Fresh questions written after the nineteenth session's changes and asked once (not in demo-dev: not tuned on).
    "demo-fresh12": Part(
        "Demo, fresh questions after the changes (dev_staff12b.py, asked once)",
        dev_staff12b.ALL,
        dev_staff12b.LESSONS,
        dev_staff12b.CONTAMINATION,
    ),
    # Fresh conversation turns written after the third conversations round's changes, asked once (not in demo-dev).
    "demo-fresh-convo3": Part(
        "Demo, fresh conversation turns after the changes (dev_convo3b.py, asked once)",
        dev_convo3b.ALL,
        dev_convo3b.LESSONS,
        dev_convo3b.CONTAMINATION,
    ),
    "demo-heldout": Part("Demo, held-out part (never tuned on)", heldout.ALL, heldout.LESSONS, heldout.CONTAMINATION),
    "demo-heldout2": Part(
        "Demo, second held-out part (written fresh, never tuned on)",
        heldout2.ALL,
        heldout2.LESSONS,
        heldout2.CONTAMINATION,
    ),
    "demo-heldout3": Part(
        "Demo, third held-out part (written blind, never tuned on)",
        heldout3.ALL,
        heldout3.LESSONS,
        heldout3.CONTAMINATION,
    ),
    # Fresh conversation turns written after the fourth conversations round's changes, asked once (not in demo-dev).
    "demo-fresh-convo4": Part(
        "Demo, fresh conversation turns after the changes (dev_convo4b.py, asked once)",
        dev_convo4b.ALL,
        dev_convo4b.LESSONS,
        dev_convo4b.CONTAMINATION,
    ),
    # Fresh conversation turns written after the fifth conversations round's changes, asked once (not in demo-dev).
    "demo-fresh-convo5": Part(
        "Demo, fresh conversation turns after the changes (dev_convo5b.py, asked once)",
        dev_convo5b.ALL,
        dev_convo5b.LESSONS,
        dev_convo5b.CONTAMINATION,
    ),
    # Fresh conversation turns written after the sixth conversations round's changes, asked once (not in demo-dev).
    "demo-fresh-convo6": Part(
        "Demo, fresh conversation turns after the changes (dev_convo6b.py, asked once)",
        dev_convo6b.ALL,
        dev_convo6b.LESSONS,
        dev_convo6b.CONTAMINATION,
    ),
    # Fresh purchasing and transport questions written after the nineteenth round's changes, asked once (not in
    # demo-dev).
    "demo-fresh13": Part(
        "Demo, fresh purchasing and transport questions after the changes (dev_ops2b.py, asked once)",
        dev_ops2b.ALL,
        dev_ops2b.LESSONS,
        dev_ops2b.CONTAMINATION,
    ),
    # Fresh managers' and estimators' questions written after the twentieth round's changes, asked once (not in
    # demo-dev).
    "demo-fresh15": Part(
        "Demo, fresh managers' and estimators' questions after the changes (dev_staff13b.py, asked once)",
        dev_staff13b.ALL,
        dev_staff13b.LESSONS,
        dev_staff13b.CONTAMINATION,
    ),
    # Fresh conversation turns written after the seventh conversations round's first changes, asked once (not in
    # demo-dev nor demo-convo).
    "demo-fresh-convo7": Part(
        "Demo, fresh conversation turns after the changes (dev_convo7b.py, asked once)",
        dev_convo7b.ALL,
        dev_convo7b.LESSONS,
        dev_convo7b.CONTAMINATION,
    ),
    # Fresh purchasing and transport questions written after the twentieth round's changes, asked once (not in
    # demo-dev).
    "demo-fresh14": Part(
        "Demo, fresh purchasing and transport questions after the changes (dev_ops3b.py, asked once)",
        dev_ops3b.ALL,
        dev_ops3b.LESSONS,
        dev_ops3b.CONTAMINATION,
    ),
}

# A part made of several rounds also reports each round alone (its first run is read from that).
ROUNDS = {
    "demo-dev": [
        ("Demo, the fifteenth staff round alone (dev_staff9.py)", dev_staff9),
        ("Demo, the seventeenth staff round alone (dev_staff10.py)", dev_staff10),
        ("Demo, the eighteenth staff round alone (dev_staff11.py)", dev_staff11),
        ("Demo, the nineteenth staff round alone (dev_staff12.py)", dev_staff12),
        ("Demo, conversations round 5 alone (dev_convo5.py)", dev_convo5),
        ("Demo, conversations round 6 alone (dev_convo6.py)", dev_convo6),
        ("Demo, conversations round 7 alone (dev_convo7.py)", dev_convo7),
        ("Demo, the nineteenth round alone, purchasing and transport (dev_ops2.py)", dev_ops2),
        ("Demo, the twentieth round alone, managers and estimators (dev_staff13.py)", dev_staff13),
        ("Demo, the twentieth round alone, purchasing and transport (dev_ops3.py)", dev_ops3),
        ("Demo, the learning round alone (dev_learn3.py)", dev_learn3),
        ("Demo, the fourth learning round alone (dev_learn4.py)", dev_learn4),
    ],
    "demo-convo": [
        ("Demo, conversations round 1 alone (dev_convo.py)", dev_convo),
        ("Demo, conversations round 2 alone (dev_convo2.py)", dev_convo2),
        ("Demo, conversations round 3 alone (dev_convo3.py)", dev_convo3),
        ("Demo, conversations round 4 alone (dev_convo4.py)", dev_convo4),
        ("Demo, conversations round 5 alone (dev_convo5.py)", dev_convo5),
        ("Demo, conversations round 6 alone (dev_convo6.py)", dev_convo6),
        ("Demo, conversations round 7 alone (dev_convo7.py)", dev_convo7),
    ],
}


# A part whose questions are mostly another part's: asked in the same run after it (as `make test` asks them, demo-dev
# before demo-convo), it is scored from that part's answers and asks only what that part did not.
WITHIN = {"demo-convo": "demo-dev"}
_ANSWERED: dict[str, Report] = {}  # the reports of the parts this process has asked, by name


@contextmanager
def _within(demo_connection: tuple[Connection, Seeded], app: FastAPI, part: Part, whole: Report) -> Iterator[Report]:
    """The part's report from `whole`'s answers (each question asked the same way, by the same users; each lesson
    and contamination pair in isolation) and from asking only the rest: its questions not in `whole` (with those they
    follow), its lessons and pairs not in `whole`; then, as for any part, all its lessons' feedback at once and its
    unrelated questions again."""
    asked = {s.case.id: s for s in whole.scored}
    learned = {x.lesson.id: x for x in [*whole.lessons, *whole.contamination]}
    fresh = {c.id for c in part.cases if c.id not in asked}
    by_id = {c.id: c for c in part.cases}
    for id_ in list(fresh):  # a follow-up is asked in the conversation of the question it follows
        while by_id[id_].follows and by_id[id_].follows not in fresh:
            id_ = by_id[id_].follows or ""
            fresh.add(id_)
    rest = Part(
        part.title,
        [c for c in part.cases if c.id in fresh],
        [x for x in part.lessons if x.id not in learned],
        [x for x in part.contamination if x.id not in learned],
    )
    together = [*part.lessons, *part.contamination]
    again = [c for c in part.cases if c.expect == UNRELATED]
    with measured(demo_connection, app, rest, demo_users, together=together, again=again) as new:
        answers = asked | {s.case.id: s for s in new.scored}
        taught = learned | {x.lesson.id: x for x in [*new.lessons, *new.contamination]}
        yield Report(
            [answers[c.id] for c in part.cases],
            [taught[x.id] for x in part.lessons],
            [taught[x.id] for x in part.contamination],
            new.after_feedback,
        )


def _only(part: Part, ids: list[str]) -> Part:
    """The part's cases with these ids and those they follow (a partial run, to look at a few answers), and its
    lessons and contamination pairs whose ids start with one of them ("d33" asks a learning round's alone)."""
    by_id = {case.id: case for case in part.cases}
    wanted = set()
    for id_ in ids:
        while id_ in by_id and id_ not in wanted:
            wanted.add(id_)
            id_ = by_id[id_].follows or ""
    lessons = [x for x in part.lessons if x.id.startswith(tuple(ids))]
    pairs = [x for x in part.contamination if x.id.startswith(tuple(ids))]
    return Part(part.title + " (partial)", [c for c in part.cases if c.id in wanted], lessons, pairs)


@contextmanager
def demo_report(demo_connection: tuple[Connection, Seeded], app: FastAPI, name: str) -> Iterator[Report]:
    part = PARTS[name]
    whole = _ANSWERED.get(WITHIN.get(name, ""))
    if os.environ.get(ONLY):
        part, whole = _only(part, os.environ[ONLY].split(",")), None
    asking = (
        measured(demo_connection, app, part, demo_users)
        if whole is None
        else _within(demo_connection, app, part, whole)
    )
    with asking as result:
        if not os.environ.get(ONLY):
            _ANSWERED[name] = result
        print("\n" + result.format(part.title))
        for title, round_ in ROUNDS.get(name, []):
            print("\n" + result.subset(round_.ALL, round_.LESSONS, round_.CONTAMINATION).format(title))
        if os.environ.get(DUMP):
            path = Path(os.environ[DUMP])
            rows = [{"case": s.case.id, "expect": s.case.expect, "right": s.right, **s.answer} for s in result.scored]
            path.with_name(f"{path.stem}.{name}{path.suffix}").write_text(json.dumps(rows))
        yield result
