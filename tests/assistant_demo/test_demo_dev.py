"""The development part of the evaluation over the demo instance (tests/assistant_demo/dev.py, tuned on): its
figures stay at or above the thresholds below, set just under what was measured.

`python -m tests.assistant.evaluate --part demo-dev` prints the report with every miss."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from fastapi import FastAPI
from sqlalchemy import Connection

from tests.assistant.eval_set import DECLINE, UNRELATED
from tests.assistant.metrics import Report
from tests.assistant.seeding import Seeded
from tests.assistant_demo import dev
from tests.assistant_demo.run import demo_report

# Measured on 26 Nov 2026 over the demo data (117 questions, 102 answerable, 4 lessons, 3 contamination pairs). First
# run, before any change for the demo: intent 0.932, exact 0.892 (91 of 102), declines 8 of 10, unrelated 5 of 5,
# paraphrases 100 % (4 of 4), 0 invented, 0 contaminated. After tuning on this part: intent 0.983, exact 1.000
# (102 of 102), declines 10 of 10, unrelated 5 of 5, paraphrases 100 %, 0 invented, 0 contaminated. Held just under.
EXACT_MATCH = 0.97
CORRECT_DECLINES = 10  # of 10
UNRELATED_HANDLED = 5  # of 5
PARAPHRASES_AFTER_FEEDBACK = 0.9
INVENTED_NUMBERS = 0  # at most
CONTAMINATED = 0  # at most


@pytest.fixture(scope="module")
def report(demo_connection: tuple[Connection, Seeded], app: FastAPI) -> Iterator[Report]:
    with demo_report(demo_connection, app, "demo-dev") as result:
        yield result


def test_the_part_covers_declines_unrelated_and_feedback() -> None:
    assert len(dev.ALL) >= 80
    assert sum(1 for case in dev.ALL if case.expect == DECLINE) >= 10
    assert sum(1 for case in dev.ALL if case.expect == UNRELATED) >= 5
    assert all(lesson.later.absent for lesson in dev.CONTAMINATION)


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
