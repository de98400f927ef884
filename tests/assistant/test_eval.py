"""The development part of the evaluation over HTTP: the assistant's scores stay above the thresholds measured when
they were set, and every figure in every answer comes from a record the answer cites.

The whole part (the first 88 questions of tests/assistant/eval_set.py, then tests/assistant/dev_set.py, dev_buying.py,
dev_calloffs.py, dev_more.py, dev_declines.py, dev_declines2.py, dev_declines3.py and dev_tasks.py with their feedback
lessons; dev_more.py's, dev_declines2.py's and dev_declines3.py's figures also print on their own) is asked once for
this module (tests/assistant/eval_run.py, in a savepoint of the seeded dataset, rolled back after). The report with
every miss prints with `make eval` (or `pytest -s`); BRICKMATE_EVAL_DUMP=path writes every answer there. Thresholds sit
just under what the assistant measured when they were set: a drop below them is a regression. The first 88 questions
keep their thresholds; the whole part has its own (tests/assistant/test_heldout.py holds the held-out part).
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
from tests.assistant import dev_buying, dev_calloffs, dev_declines2, dev_declines3, dev_more, dev_set, dev_tasks
from tests.assistant.eval_run import measured
from tests.assistant.eval_set import BY_ID, CASES, DECLINE, UNRELATED
from tests.assistant.metrics import Report
from tests.assistant.seeding import Seeded

DUMP = "BRICKMATE_EVAL_DUMP"  # a path: every answer written there as JSON, to read the misses in full
# Measured on 22 Nov 2026 over the 88 questions: intent 1.000, entities 1.000, exact match 1.000, Recall@5 0.997,
# MRR@10 0.958 (0.958 to 0.964 across runs). The thresholds leave room for about four misses of each kind.
INTENT_ACCURACY = 0.95
ENTITY_ACCURACY = 0.95
EXACT_MATCH = 0.95
RECALL_AT_5 = 0.95
MRR_AT_10 = 0.90
# The whole development part, measured on 26 Nov 2026. The first version's reader (263 questions): intent 0.658,
# entities 0.848, exact 0.669, Recall@5 0.876, MRR@10 0.818, declines 11 of 15, unrelated 8 of 8, paraphrases after
# feedback 10 %. The second version: intent 0.939, entities 0.924, exact 0.903, Recall@5 0.946, MRR@10 0.878, declines
# 15 of 15, unrelated 8 of 8, paraphrases 60 %. Its third session, with 29 more questions, 6 declines, 2 unrelated,
# 10 lessons and 4 contamination pairs (292 questions, 20 lessons, 12 pairs): intent 0.976, entities 1.000, exact
# 0.984 (253 of 257), Recall@5 0.999, MRR@10 0.932, declines 21 of 21, unrelated 10 of 10, paraphrases 100 % (20 of
# 20); 0 invented, 0 contaminated. The fourth session added tests/assistant/dev_more.py (83 questions in staff
# language, 10 lessons, 6 contamination pairs, written before tuning; on their own before the session: intent 0.880,
# entities 0.927, exact 0.871, declines 7 of 10, paraphrases 80 %; after: 0.988, 1.000, 1.000, 10 of 10, 100 %).
# The whole part (383 questions, 30 lessons, 18 pairs) then: intent 0.979, entities 1.000, exact 0.988 (331 of 335),
# Recall@5 0.998, MRR@10 0.918, declines 31 of 31, unrelated 13 of 13, paraphrases 100 % (30 of 30); 0 invented,
# 0 contaminated. The fifth session added tests/assistant/dev_declines.py (20 questions about records we do not have,
# 4 out of scope, written before any change: declines 11 of 20 before, 20 of 20 after); the whole part (419 questions)
# then: exact 0.988 (343 of 347), declines 51 of 51, unrelated 17 of 17, paraphrases 97 % (29 of 30: ml-school-0's
# paraphrase was missed before the session too); 0 invented, 0 contaminated.
# With tests/assistant/dev_tasks.py (5 task pad questions, written after the held-out ones and before the tasks
# intent): 424 questions, intent 0.974, exact 0.989 (348 of 352), declines 51 of 51, paraphrases 97 %. Held just under.
# The tenth session added 14 declines in new shapes to dev_declines.py and 2 questions on an ordered supplier quote to
# dev_buying.py (first run: declines 59 of 65, exact 0.983); after its changes (440 questions): intent 0.977, exact
# 0.989 (350 of 354), declines 65 of 65, paraphrases 97 %, 0 invented, 0 contaminated.
# The twelfth session added tests/assistant/dev_declines2.py (89 questions written blind: 59 declines, 27 answerable
# neighbours, 3 unrelated; first run 26 of 27, 51 of 59, 3 of 3, the part then intent 0.945, exact 0.987, declines
# 116 of 124, paraphrases 97 %); after its changes by kind (529 questions): intent 0.975, exact 0.990 (377 of 381),
# declines 124 of 124, unrelated 20 of 20, paraphrases 100 % (30 of 30), 0 invented, 0 contaminated. Held just under.
# The thirteenth session added tests/assistant/dev_declines3.py (124 questions by systematic coverage: 85 declines, 39
# answerable twins; first run 73 of 85 and 38 of 39, the part then intent 0.946, exact 0.988, declines 197 of 209);
# after its changes by kind (653 questions): intent 0.977, exact 0.990 (416 of 420), declines 209 of 209, unrelated 20
# of 20, paraphrases 100 % (30 of 30), 0 invented, 0 contaminated. Held just under.
PART_INTENT_ACCURACY = 0.97
PART_ENTITY_ACCURACY = 0.99
PART_EXACT_MATCH = 0.98
PART_RECALL_AT_5 = 0.99
PART_MRR_AT_10 = 0.91
PART_CORRECT_DECLINES = 209  # of 209
PART_UNRELATED_HANDLED = 20  # of 20
PART_PARAPHRASES_AFTER_FEEDBACK = 0.95
PART_INVENTED_NUMBERS = 0  # at most
PART_CONTAMINATED = 0  # at most


@pytest.fixture(scope="module")
def report(seeded_connection: tuple[Connection, Seeded], app: FastAPI) -> Iterator[Report]:
    with measured(seeded_connection, app, "development") as result:
        print("\n" + result.format("Development part (tuned on)"))
        more = result.subset(dev_more.ALL, dev_more.LESSONS, dev_more.CONTAMINATION)
        print("\n" + more.format("Of which tests/assistant/dev_more.py (fourth session)"))
        second = result.subset(dev_declines2.CASES)
        print("\n" + second.format("Of which tests/assistant/dev_declines2.py (twelfth session)"))
        third = result.subset(dev_declines3.CASES)
        print("\n" + third.format("Of which tests/assistant/dev_declines3.py (thirteenth session)"))
        if os.environ.get(DUMP):
            scored = [
                {"case": s.case.id, "expect": s.case.expect, "right": s.content_right, **s.answer}
                for s in result.scored
            ]
            Path(os.environ[DUMP]).write_text(json.dumps(scored))
        yield result


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


def test_the_development_part_covers_every_intent_declines_unrelated_and_feedback() -> None:
    cases = [*dev_set.DEVELOPMENT, *dev_buying.CASES, *dev_calloffs.CASES, *dev_tasks.CASES]
    intents = Counter(case.intent for case in cases)
    assert len(dev_set.DEVELOPMENT) >= 200
    assert set(intents) == {intent.value for intent in Intent}  # every intent, general included
    assert sum(1 for case in dev_set.DEVELOPMENT if case.expect == DECLINE) >= 13
    assert sum(1 for case in dev_set.DEVELOPMENT if case.expect == UNRELATED) >= 8
    assert len(dev_set.LESSONS) >= 10 and len(dev_set.CONTAMINATION) >= 8
    assert all(lesson.later.absent for lesson in dev_set.CONTAMINATION)
    assert len(dev_set.BY_ID) == len(dev_set.DEVELOPMENT)  # ids are unique
    for case in dev_set.DEVELOPMENT:
        follows = case.follows
        assert follows is None or dev_set.DEVELOPMENT.index(dev_set.BY_ID[follows]) < dev_set.DEVELOPMENT.index(case)


def test_every_question_was_answered(report: Report) -> None:
    failed = [(s.case.id, s.answer["intent"]) for s in report.scored if str(s.answer["intent"]).startswith("HTTP")]
    assert not failed


def test_scores_stay_above_their_thresholds(report: Report) -> None:
    first = report.subset(CASES)  # the first 88 questions, as when these thresholds were set
    assert len(first.scored) == len(CASES)
    assert first.intent_accuracy >= INTENT_ACCURACY, first.format()
    assert first.entity_accuracy >= ENTITY_ACCURACY, first.format()
    assert first.exact_match >= EXACT_MATCH, first.format()
    assert first.recall_at_5 >= RECALL_AT_5, first.format()
    assert first.mrr_at_10 >= MRR_AT_10, first.format()


def test_every_figure_in_every_answer_is_in_a_cited_record(report: Report) -> None:
    ungrounded = {s.case.id: s.ungrounded for s in report.scored if s.ungrounded}
    assert not ungrounded
    assert all(s.answer.get("text") for s in report.scored)


def test_the_whole_part_stays_at_or_above_its_thresholds(report: Report) -> None:
    assert report.intent_accuracy >= PART_INTENT_ACCURACY, report.format()
    assert report.entity_accuracy >= PART_ENTITY_ACCURACY, report.format()
    assert report.exact_match >= PART_EXACT_MATCH, report.format()
    assert report.recall_at_5 >= PART_RECALL_AT_5, report.format()
    assert report.mrr_at_10 >= PART_MRR_AT_10, report.format()
    assert report.declines[0] >= PART_CORRECT_DECLINES, report.format()
    assert report.unrelated[0] >= PART_UNRELATED_HANDLED, report.format()
    assert report.paraphrases_after_feedback >= PART_PARAPHRASES_AFTER_FEEDBACK, report.format()
    assert report.invented_numbers <= PART_INVENTED_NUMBERS, report.format()
    assert report.contaminated <= PART_CONTAMINATED, report.format()
