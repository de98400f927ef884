"""The held-out part of the evaluation over the demo instance (tests/assistant_demo/heldout.py, never tuned on): its
figures stay at or above the thresholds below, set from its first run (before any change for the demo) and never
raised by tuning.

`python -m tests.assistant.evaluate --part demo-heldout` prints the report with every miss."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from fastapi import FastAPI
from sqlalchemy import Connection

from tests.assistant.eval_set import DECLINE, UNRELATED
from tests.assistant.metrics import Report
from tests.assistant.seeding import Seeded
from tests.assistant_demo import heldout
from tests.assistant_demo.run import demo_report

# Its first run, on 26 Nov 2026, before any change for the demo (57 questions, 49 answerable, 2 lessons, 2
# contamination pairs): intent 0.860, entities 0.923, exact 0.857 (42 of 49), declines 5 of 5, unrelated 3 of 3,
# paraphrases 100 % (2 of 2), 0 invented, 0 contaminated, Recall@5 1.000. The thresholds are those figures, just
# under, and are not raised by what tuning on the development part gives.
EXACT_MATCH = 0.85
CORRECT_DECLINES = 5  # of 5
UNRELATED_HANDLED = 3  # of 3
PARAPHRASES_AFTER_FEEDBACK = 0.9
INVENTED_NUMBERS = 0  # at most
CONTAMINATED = 0  # at most


@pytest.fixture(scope="module")
def report(demo_connection: tuple[Connection, Seeded], app: FastAPI) -> Iterator[Report]:
    with demo_report(demo_connection, app, "demo-heldout") as result:
        yield result


def test_the_part_covers_declines_unrelated_and_feedback() -> None:
    assert len(heldout.ALL) >= 40
    assert sum(1 for case in heldout.ALL if case.expect == DECLINE) >= 5
    assert sum(1 for case in heldout.ALL if case.expect == UNRELATED) >= 3
    assert all(lesson.later.absent for lesson in heldout.CONTAMINATION)


def test_every_question_was_answered(report: Report) -> None:
    assert not [s.case.id for s in report.scored if str(s.answer["intent"]).startswith("HTTP")]


def test_scores_stay_at_or_above_their_thresholds(report: Report) -> None:
    assert report.exact_match >= EXACT_MATCH, report.format()
    assert report.declines[0] >= CORRECT_DECLINES, report.format()
    assert report.unrelated[0] >= UNRELATED_HANDLED, report.format()
    assert report.paraphrases_after_feedback >= PARAPHRASES_AFTER_FEEDBACK, report.format()


def test_no_invented_numbers_or_contamination(report: Report) -> None:
    assert report.invented_numbers <= INVENTED_NUMBERS, report.format()
    assert report.contaminated <= CONTAMINATED, report.format()
