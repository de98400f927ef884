"""The held-out part of the evaluation over HTTP (tests/assistant/heldout_set.py: written before the second version's
reader was tuned, never tuned on): its figures stay at or above the thresholds below.

The thresholds sit just under the last figures measured (below): a drop under them is a regression; they are raised
as the assistant improves and never lowered. The report with every miss prints with `make eval`
(or `pytest -s`); BRICKMATE_EVAL_DUMP=path writes every answer there (the development part's dump is separate).
"""

from __future__ import annotations

import json
import os
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi import FastAPI
from sqlalchemy import Connection

from assistant.understanding.types import Intent
from tests.assistant import heldout_buying, heldout_calloffs, heldout_set, heldout_tasks
from tests.assistant.eval_run import measured
from tests.assistant.eval_set import DECLINE, UNRELATED
from tests.assistant.metrics import Report
from tests.assistant.seeding import Seeded

DUMP = "BRICKMATE_EVAL_DUMP"
# Measured on 26 Nov 2026 (171 questions, 11 lessons, 10 contamination pairs). The first version's reader gave:
# intent 0.462, entities 0.752, exact 0.432 (63 of 146), Recall@5 0.787, MRR@10 0.711, declines 11 of 15, unrelated
# 9 of 9, paraphrases after feedback 27 % (3 of 11), 0 invented numbers, 0 contaminated. The second version (exemplar
# reader, new look-ups, tuned on the development part only) gave: intent 0.877, entities 0.832, exact 0.747
# (109 of 146), Recall@5 0.927, MRR@10 0.800, declines 13 of 15, unrelated 9 of 9, paraphrases after feedback 55 %
# (6 of 11), 0 invented, 0 contaminated. Its third session (short quote numbers, feedback by wording with records
# masked, follow-ups about people and suppliers, quotes still to expire, text-speak; tuned on the development part
# only, the held-out part run twice to measure) gives: intent 0.924, entities 0.973, exact 0.884 (129 of 146),
# Recall@5 0.993, MRR@10 0.892, declines 14 of 15, unrelated 9 of 9, paraphrases after feedback 82 % (9 of 11),
# 0 invented, 0 contaminated. The fourth session (tuned on the development part only, its new questions in
# tests/assistant/dev_more.py written before any change; the held-out part run once, at the end, 177 questions)
# gives: intent 0.944, entities 0.983, exact 0.908 (138 of 152), Recall@5 0.986, MRR@10 0.888, declines 14 of 15,
# unrelated 9 of 9, paraphrases after feedback 100 % (11 of 11), 0 invented, 0 contaminated. Held just under those
# figures (paraphrases at 0.90: one lesson of eleven is 9 points). Issue 14's aims: exact 0.90 and paraphrases 0.90
# met; declines 0.95 not (14 of 15). The fifth session added tests/assistant/heldout_declines.py (12 questions about
# records we do not have, 3 out of scope), written before any change for declines and run once, at the end: 198
# questions, intent 0.939 (the 183 earlier questions unchanged at 173 of 183; 2 of the new out-of-scope questions
# are read as another intent, though handled), exact 0.911 (144 of 158), declines 25 of 27 (11 of the 12 new, 14 of
# the 15 earlier), unrelated 12 of 12, paraphrases 100 %, 0 invented, 0 contaminated. Intent is held at 0.93 for
# the grown set (the earlier questions' share did not drop). With tests/assistant/heldout_tasks.py (4 task pad
# questions written before the tasks intent, run once at the end): 202 questions, intent 0.941, exact 0.914 (148 of
# 162, the 4 task questions right), declines 25 of 27, paraphrases 100 %, 0 invented, 0 contaminated.
INTENT_ACCURACY = 0.93
ENTITY_ACCURACY = 0.98
EXACT_MATCH = 0.90
RECALL_AT_5 = 0.98  # 0.986 once supplier quotes and purchase orders joined the index (0.993 before)
MRR_AT_10 = 0.88  # 0.888 (0.887 with the buying documents, 0.892 before them)
CORRECT_DECLINES = 25  # of 27 (14 of the 15 earlier)
UNRELATED_HANDLED = 12  # of 12
PARAPHRASES_AFTER_FEEDBACK = 0.90
INVENTED_NUMBERS = 0  # at most
CONTAMINATED = 0  # at most


@pytest.fixture(scope="module")
def report(seeded_connection: tuple[Connection, Seeded], app: FastAPI) -> Iterator[Report]:
    with measured(seeded_connection, app, "heldout") as result:
        print("\n" + result.format("Held-out part (never tuned on)"))
        if os.environ.get(DUMP):
            path = Path(os.environ[DUMP])
            path = path.with_name(f"{path.stem}.heldout{path.suffix}")
            path.write_text(json.dumps([{"case": s.case.id, **s.answer} for s in result.scored]))
        yield result


def test_the_held_out_part_covers_every_intent_declines_unrelated_and_feedback() -> None:
    intents = Counter(
        case.intent
        for case in [*heldout_set.CASES, *heldout_buying.CASES, *heldout_calloffs.CASES, *heldout_tasks.CASES]
    )
    assert len(heldout_set.CASES) >= 110
    assert set(intents) == {intent.value for intent in Intent}  # every intent, general included
    assert sum(1 for case in heldout_set.ALL if case.expect == DECLINE) >= 13
    assert sum(1 for case in heldout_set.ALL if case.expect == UNRELATED) >= 8
    assert len(heldout_set.LESSONS) >= 10 and len(heldout_set.CONTAMINATION) >= 8
    assert all(lesson.later.absent for lesson in heldout_set.CONTAMINATION)
    assert len(heldout_set.BY_ID) == len(heldout_set.ALL)  # ids are unique
    for case in heldout_set.ALL:
        assert case.follows is None or heldout_set.ALL.index(heldout_set.BY_ID[case.follows]) < heldout_set.ALL.index(
            case
        )


def test_every_question_was_answered(report: Report) -> None:
    failed = [(s.case.id, s.answer["intent"]) for s in report.scored if str(s.answer["intent"]).startswith("HTTP")]
    assert not failed


def test_scores_stay_at_or_above_their_thresholds(report: Report) -> None:
    assert report.intent_accuracy >= INTENT_ACCURACY, report.format()
    assert report.entity_accuracy >= ENTITY_ACCURACY, report.format()
    assert report.exact_match >= EXACT_MATCH, report.format()
    assert report.recall_at_5 >= RECALL_AT_5, report.format()
    assert report.mrr_at_10 >= MRR_AT_10, report.format()
    assert report.declines[0] >= CORRECT_DECLINES, report.format()
    assert report.unrelated[0] >= UNRELATED_HANDLED, report.format()
    assert report.paraphrases_after_feedback >= PARAPHRASES_AFTER_FEEDBACK, report.format()


def test_no_more_invented_numbers_or_contamination_than_allowed(report: Report) -> None:
    assert report.invented_numbers <= INVENTED_NUMBERS, report.format()
    assert report.contaminated <= CONTAMINATED, report.format()
