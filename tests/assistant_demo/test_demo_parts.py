"""The four parts of the evaluation over the demo instance, each held to its own thresholds:

- the development part (tests/assistant_demo/dev.py, tuned on): thresholds just under what was measured. Measured on
  26 Nov 2026 (117 questions, 102 answerable, 4 lessons, 3 contamination pairs). First run, before any change for
  the demo: intent 0.932, exact 0.892 (91 of 102), declines 8 of 10, unrelated 5 of 5, paraphrases 100 % (4 of 4),
  0 invented, 0 contaminated. After tuning on it: intent 0.983, exact 1.000 (102 of 102), declines 10 of 10,
  unrelated 5 of 5, paraphrases 100 %, 0 invented, 0 contaminated. On 27 Nov 2026 dev_kinds.py added 59 questions
  by kind (contacts many ways, buying status and POs, call-offs, the task pad, declines, unrelated): before the
  changes for them the part (176 questions) gave exact 0.839 (120 of 143), declines 22 of 24, 1 contaminated pair;
  after, exact 1.000 (143 of 143), declines 24 of 24, unrelated 9 of 9, 0 invented, 0 contaminated. Then
  dev_wordings.py (34 questions written after those changes, as a check on new wordings) was right on its first run
  for 19 of 24 answerable, 6 of 7 declines, 3 of 3 unrelated; after the changes it prompted the part (210 questions)
  gives exact 1.000 (167 of 167), declines 31 of 31, unrelated 12 of 12, 0 invented, 0 contaminated. A third
  round typed in a hurry (23 more in dev_wordings.py: typos, text-speak, a follow-up) was right on its first run for
  13 of 16 answerable, 4 of 4 declines, 3 of 3 unrelated; after, the part (233 questions) gives exact 1.000 (183 of
  183), declines 35 of 35, unrelated 15 of 15, 0 invented, 0 contaminated. A fourth round (3 contact questions, 8
  declines) was right on its first run, all 11: the part (244 questions) gives exact 1.000 (186 of 186), declines 43
  of 43, unrelated 15 of 15, 0 invented, 0 contaminated. A fifth round (dev_staff.py, 27 Nov 2026, by the kinds the
  outside evaluation still missed: people by first name, architects' jobs, lost jobs, bare quote numbers, orders'
  POs, supplier quotes by a described job or a works' person, call-offs by plot, colleagues' tasks, declines) was
  right on its first run for 28 of 62 answerable and 25 of 25 declines (feedback 6 of 7); after the changes, 60 of
  62, 25 of 25, 7 of 7. Its second round of fresh wordings, asked once before any change for it: 21 of 28 and 13 of
  14; after, 28 of 28 and 14 of 14. The part (373 questions) gives exact 0.993 (274 of 276), declines 82 of 82,
  unrelated 15 of 15, paraphrases 100 % (7 of 7), 0 invented, 0 contaminated. A sixth round (dev_staff2.py, 27 Nov
  2026, 90 questions in staff talk written blind and committed before it was first asked, every value checked against
  a seeded demo) was right on its first run, on main as it stood (f91d1e5), for 43 of 65 answerable (intent 68 of 90),
  17 of 18 declines, 7 of 7 unrelated, 2 of 3 lessons, with 1 of 3 contamination pairs contaminated; no expectation
  needed fixing. The thresholds were lowered to that run's floor: the part (463 questions) gives exact 0.930 (317 of
  341), declines 99 of 100, unrelated 22 of 22, paraphrases 90 % (9 of 10), 0 invented, 1 contaminated pair. The
  tenth session's 26 declines in new shapes (dev_declines.py, 18 of 26 on their first run) and its changes by kind
  then: the part (489 questions) exact 0.947 (323 of 341), declines 123 of 126, unrelated 22 of 22, paraphrases 90 %,
  0 invented, 0 contaminated; the thresholds held just under. The eleventh session's round (dev_staff3.py, 27 Nov
  2026, 67 questions written blind and committed before it was first asked: people by job title, their details, who
  looks after an account, account numbers, addresses, a site's delivery restrictions, a job's architect, customer and
  suppliers; 28 declines of many shapes) was right on its first run, on main as it stood (adba46a), for 20 of 36
  answerable, 20 of 28 declines, 3 of 3 unrelated, its lesson and both contamination pairs; the part (556 questions)
  then gave exact 0.920 (347 of 377), declines 143 of 154. After the changes by kind (a job title read and held
  against the contacts' titles, declined when nobody at the organisation holds it; details nobody records; opinions
  and forecasts; a site's delivery notes; a job's suppliers; the customer of "whose job"): 35 of 36 and 28 of 28, and
  the part gives exact 0.965 (363 of 376), declines 153 of 155, unrelated 25 of 25, paraphrases 91 % (10 of 11), 0
  invented, 0 contaminated. dev_wordings.py's "whos the estimator at pennine" became a decline (Aisha Khan is the
  commercial manager; nobody there is an estimator). A second round of 17 fresh wordings in the same file, asked
  once: 10 of 11 answerable, 6 of 6 declines; after one change by kind, 11 of 11. The part (573 questions): exact
  0.966 (374 of 387), declines 159 of 161, unrelated 25 of 25, paraphrases 91 % (10 of 11), 0 invented, 0
  contaminated. Thresholds raised to just under.
  Another round of the eleventh session (dev_ops.py, 74 questions on deliveries,
  the task pad and buying, written blind and committed before it was asked) was right on its first run for 23 of 59
  answerable and 10 of 13 declines (the part, 563 questions: exact 0.875, 350 of 400, declines 133 of 139); after the
  changes by kind, 58 of 59 and 13 of 13, the part exact 0.985 (394 of 400), declines 137 of 139, unrelated 24 of 24,
  paraphrases 100 % (11 of 11), 0 invented, 0 contaminated. Both rounds merged (647 questions): exact 0.989 (441 of
  446), declines 173 of 174, unrelated 27 of 27, paraphrases 100 % (12 of 12), 0 invented, 0 contaminated; the
  thresholds held just under.
  A ninth round (dev_staff4.py, 49 questions: sloppy prices and lead times, quotes by status and the day sent, ex-VAT
  totals, follow-ups, 18 declines of new shapes), written blind and committed before it was asked, was right on its
  first run for 25 of 29 answerable and 9 of 18 declines (the part, 696 questions: exact 0.981, 466 of 475, declines
  182 of 192); after the changes by kind, 29 of 29 and 18 of 18, the part exact 0.992 (471 of 475), declines 191 of
  192, unrelated 29 of 29, paraphrases 100 % (13 of 13), 0 invented, 0 contaminated. Thresholds raised to just under.
  A tenth round (dev_staff5.py, 72 questions: buying, call-offs, the task pad, customer orders, a colleague's quotes,
  three-turn chains; 14 declines), committed before it was asked, was right on its first run for 33 of 56 answerable
  and 13 of 14 declines, with its contamination pair contaminated (the part, 768 questions: exact 0.949, 504 of 531,
  declines 204 of 206, 1 contaminated pair); after the changes by kind, 56 of 56 and 14 of 14, the part exact 1.000
  (531 of 531), declines 206 of 206, unrelated 31 of 31, paraphrases 100 % (14 of 14), 0 invented, 0 contaminated.
  Thresholds raised to just under.
  The twelfth session's second decline round (dev_declines2.py, 43 questions written blind: 30 declines of new shapes,
  11 answerable neighbours, 2 unrelated) was right on its first run for 11 of 11, 25 of 30 and 2 of 2 (the part, 739
  questions: exact 0.992, 482 of 486, declines 216 of 222); after the changes by kind, 11 of 11, 30 of 30 and 2 of 2,
  the part exact 0.992 (482 of 486), declines 222 of 222, unrelated 31 of 31, paraphrases 100 % (13 of 13), 0
  invented, 0 contaminated, intent 0.945 (0.920 before). Thresholds raised to just under.
  The thirteenth session's round by systematic coverage (dev_declines3.py, 83 questions: every intent crossed with
  every kind of record, 51 declines beside 32 answerable twins, committed before it was asked) was right on its first
  run for 32 of 32 and 42 of 51 (the part, 894 questions: exact 1.000, declines 278 of 287); after the changes by kind,
  32 of 32 and 50 of 51, the part exact 1.000 (574 of 574), declines 286 of 287, unrelated 33 of 33, paraphrases 100 %
  (14 of 14), 0 invented, 0 contaminated, intent 0.954. Thresholds raised to just under.
  The thirteenth session's eleventh round (dev_staff6.py, 153 questions in staff talk written blind, committed before it
  was asked) was right on its first run for 92 of 129 answerable and 18 of 21 declines (the part, 964 questions: exact
  0.945, 634 of 671, declines 254 of 257); after the changes by kind, 114 of 129 and 21 of 21, the part exact 0.978
  (656 of 671), declines 257 of 257, unrelated 36 of 36, paraphrases 93 % (14 of 15), 0 invented, 0 contaminated.
  The exact threshold lowered to just under that (15 of the round's answerable questions still missed).
  The fourteenth session's twelfth round (dev_staff7.py, 152 questions in staff talk written blind over the demo
  records, committed before it was asked) was right on its first run for 100 of 127 answerable and 21 of 22 declines,
  its lesson missed (the part, 1,199 questions: exact 0.947, 786 of 830, declines 328 of 330, paraphrases 88 %); after
  the changes by kind (branch asst6), 124 of 127 and 22 of 22, its lesson learned, the part exact 0.995 (826 of 830),
  declines 330 of 330, unrelated 39 of 39, paraphrases 94 % (15 of 16), 0 invented, 0 contaminated. Thresholds raised
  to just under.
  The fourteenth session's thirteenth round (dev_convo.py, branch asst7, 80 questions with 8 lessons and 6
  contamination pairs: follow-ups after every kind of first question, follow-ups that change the subject or must be
  declined, corrections followed by rewordings, contamination probes; written blind and committed before it was
  asked) was right on its first run for 55 of 64 answerable, 6 of 14 declines and 5 of 8 paraphrases (the part,
  1126 questions: exact 0.966, 741 of 767, declines 313 of 322, paraphrases 83 %); after the changes by kind (and one
  question added, 1127), the part exact 0.977 (750 of 768), declines 321 of 322, unrelated 37 of 37, paraphrases 91 %
  (21 of 23), 0 invented, 0 contaminated, intent 0.932. The round is also its own part, `demo-convo`, held just
  under its figures after.
  The fifteenth session's fourteenth round (dev_staff8.py, branch asst8, 151 questions in staff talk written blind
  over the demo records, committed before it was asked: typos, dates in words, two records in one question, yes/no
  and "any" questions, orders, buying, loads, the task pad, 22 declines of new shapes) was right on its first run for
  108 of 126 answerable and 21 of 22 declines, one contamination pair wrong (the part, 1,430 questions: exact 0.977,
  998 of 1,021, declines 365 of 366, paraphrases 92 %); after the changes by kind, 119 of 126 and 21 of 22, the part
  exact 0.992 (1,013 of 1,021), declines 365 of 366, unrelated 43 of 43, paraphrases 100 % (25 of 25), 0 invented, 0
  contaminated. Its 25 fresh questions written after the changes (dev_staff8b.py) were right 21 of 25 on their one
  run. Thresholds raised to just under.
  The fourteenth session's fourteenth round (dev_convo2.py, branch asst9, 116 questions in conversations with 3
  lessons and 6 contamination pairs, written blind and committed before it was asked) was right on its first run for
  64 of 98 answerable and 9 of 17 declines, 1 pair contaminated; after the changes by kind, 81 of 98 and 16 of 17, 0
  contaminated, and 22 fresh turns written after the changes (d19b-) were right on their one run for 16 of 19 and 3
  of 3. The part with both (1,417 questions): exact 0.976 (988 of 1012; the earlier rounds' questions 891 of 895, 890
  before), declines 363 of 364, unrelated 41 of 41, paraphrases 93 % (28 of 30), 0 invented, 0 contaminated.
  Thresholds set just under; `demo-convo` holds both conversation rounds (tests/assistant_demo/convo.py).
  The sixteenth session's fifteenth round (dev_staff9.py, branch asst10, 151 questions in staff talk written blind
  over the demo records, committed before it was asked: other typos and abbreviations, quantities before the product,
  quotes named by their notes, a works' price on a product, contacts by surname and role, 22 declines) was right on
  its first run for 99 of 126 answerable and 20 of 22 declines (the part, 1,719 questions: exact 0.959, 1,211 of
  1,263, declines 404 of 408); after the changes by kind, 117 of 126 and 21 of 22, the part exact 0.979 (1,237 of
  1,263), declines 406 of 408, unrelated 47 of 47, paraphrases 97 % (30 of 31), 0 invented, 0 contaminated, no
  question right before wrong after. Its 26 fresh questions written after the changes (dev_staff9b.py, demo-fresh9)
  were right 23 of 26 on their one run (20 of 23 answerable, 3 of 3 declines): held at that floor. Thresholds raised
  to just under.
  The sixteenth session's third conversations round (dev_convo3.py, branch asst11, 103 turns in 2-7 turn
  conversations with 15 declines, 3 lessons and 5 contamination pairs, written blind and committed before it was
  asked) was right on its first run for 61 of 87 answerable and 12 of 15 declines, 0 contaminated; after the changes
  by kind, 81 of 87 and 13 of 15, 0 contaminated; its 22 fresh turns (dev_convo3b.py, their own part
  `demo-fresh-convo3`, not in this part) were right 21 of 22 on their one run. The part (1,671 questions): exact
  0.980 (1,200 of 1,224), declines 397 of 401, unrelated 45 of 45, paraphrases 92 % (34 of 37), 0 invented, 0
  contaminated. Thresholds set just under; `demo-convo` holds the three conversation rounds.
  The seventeenth session's seventeenth round (dev_staff10.py, branch asst12, 180 single questions in staff shorthand
  written blind over the demo records, committed before it was asked: 21 declines, 3 unrelated, a lesson and a
  contamination pair) was right on its first run for 127 of 156 answerable and 20 of 21 declines; after the changes
  by kind, 149 of 156 and 20 of 21. The part (2,002 questions): exact 0.982 (1,479 of 1,506), declines 439 of 444,
  unrelated 51 of 51, paraphrases 92 % (35 of 38), 0 invented, 0 contaminated. Its 31 fresh questions written after
  the changes (dev_staff10b.py, demo-fresh10) were right 27 of 31 on their one run (24 of 28 answerable, 3 of 3
  declines): held at that floor. Thresholds raised to just under. Merged with the conversations branch (asst13),
  the part gives exact 0.990 (1,491 of 1,506), declines 441 of 444, unrelated 51 of 51, paraphrases 97 % (37 of 38);
  thresholds just under that.
  The seventeenth session's fourth conversations round (dev_convo4.py, branch asst13, 121 turns in 2-5 turn chains
  with 16 declines, an aside, a lesson and a contamination pair, written blind and committed before it was asked;
  in `demo-convo` only, not in this part) was right on its first run for 72 of 104 answerable and 14 of 16 declines,
  its lesson missed (0 of 2 paraphrases); after the changes by kind, 99 of 104, 16 of 16 and 2 of 2. `demo-convo`
  (442 questions): exact 0.979 (365 of 373), declines 64 of 65, unrelated 4 of 4, paraphrases 95 % (21 of 22), 0
  invented, 0 contaminated; thresholds just under. Its 24 fresh turns (dev_convo4b.py, `demo-fresh-convo4`) were
  right 21 of 24 on their one run (19 of 21 answerable, 2 of 3 declines): held at that floor.
  The eighteenth session's eighteenth round (dev_staff11.py, branch asst14, 163 single questions in staff shorthand
  over every kind of demo record, written blind and committed before it was asked: 19 declines, 3 unrelated, a
  lesson and a contamination pair) was right on its first run for 124 of 141 answerable and 17 of 19 declines; after
  the changes by kind, 139 of 141 and 19 of 19. The part (2,165 questions): exact 0.995 (1,638 of 1,647), declines
  462 of 463, unrelated 54 of 54, paraphrases 97 % (38 of 39), 0 invented, 0 contaminated; the thresholds stay as
  they were (under that). Its 32 fresh questions (dev_staff11b.py, `demo-fresh11`, not in this part) were right 31 of
  32 on their one run (28 of 29 answerable, 3 of 3 declines): held just under.
  The nineteenth session's nineteenth round (dev_staff12.py, branch asst16, 194 single questions in staff shorthand
  over every kind of demo record, written blind and committed before it was asked: 20 declines, 3 unrelated, a
  lesson with two rewordings and a contamination pair) was right on its first run for 145 of 171 answerable and 20 of
  20 declines; after the changes by kind, 170 of 171 and 20 of 20. The part (2,479 questions, with asst15's round):
  exact 0.993 (1,910 of 1,923), declines 495 of 497, unrelated 58 of 58, paraphrases 95 % (41 of 43), 0 invented, 0
  contaminated; the thresholds stay as they were (under that). Its 31 fresh questions (dev_staff12b.py,
  `demo-fresh12`, not in this part) were right 30 of 31 on their one run (27 of 28 answerable, 3 of 3 declines): held
  at that floor.
  The eighteenth session's fifth conversations round (dev_convo5.py, branch asst15, 120 turns in 37 conversations with
  14 declines, an aside, a lesson and two contamination checks, written blind and committed before it was asked; in
  this part and `demo-convo`) was right on its first run for 84 of 105 answerable and 12 of 14 declines, 1 of 2
  rewordings; after the changes by kind, 100 of 105, 13 of 14 and 1 of 2. `demo-convo` (562 questions): exact 0.977
  (467 of 478), declines 77 of 79, unrelated 5 of 5, paraphrases 92 % (22 of 24), 0 invented, 0 contaminated;
  thresholds just under. Its 26 fresh turns (dev_convo5b.py, `demo-fresh-convo5`) were right 19 of 26 on their one
  run (17 of 23 answerable, 2 of 3 declines): held at that floor.
  The nineteenth session's sixth conversations round (dev_convo6.py, branch asst17, 127 turns in 39 conversations
  with 14 declines, two asides, a lesson and two contamination checks, written blind and committed before it was
  asked; in this part and `demo-convo`) was right on its first run for 82 of 111 answerable and 11 of 14 declines, 1
  of 2 rewordings; after the changes by kind, 106 of 111, 14 of 14 and 1 of 2. `demo-convo` (689 questions): exact
  0.975 (574 of 589), declines 92 of 93, unrelated 7 of 7, paraphrases 88 % (23 of 26), 0 invented, 0 contaminated;
  thresholds just under. Its 27 fresh turns (dev_convo6b.py, `demo-fresh-convo6`) were right 23 of 27 on their one
  run (20 of 24 answerable, 3 of 3 declines): held at that floor.
  The nineteenth session's learning round (dev_learn3.py, branch learn3, 15 lessons given once each with three
  rewordings asked by a colleague, 45 in all, and 30 contamination checks: the same wording about another record of
  the kind, another question about the same record; written blind and committed before it was asked) was right on
  its first run for 38 of 45 rewordings, 3 checks contaminated (2 of them expectations a card legitimately showed,
  put right); after the changes by kind 42 of 45, 0 contaminated. The part (2,285 questions): exact 0.992 (1,738 of
  1,752), declines 475 of 477, unrelated 55 of 55, paraphrases 94 % (81 of 86), 0 invented, 0 contaminated; the
  paraphrase threshold lowered to that (the round's three misses, asked by words no reader maps: "dense 4in",
  "4 inchers", a confirmation given on an answer that found nothing).
  The twentieth session's learning round (dev_learn4.py, branch learn4, 17 lessons in new shapes: corrections naming
  what a nickname or size means, of a unit, a role, which quote "the last one" is; confirmations asked again about
  other records; 51 rewordings, 34 checks; written blind and committed before it was asked) was right on its first run
  for 38 of 51, 3 checks contaminated; after the changes by kind 45 of 51, 0 contaminated. The part (2,755
  questions): exact 0.987 (2,133 of 2,162, as on main), declines 528 of 529, unrelated 63 of 63, paraphrases 94 %
  (135 of 143), 0 invented, 0 contaminated; thresholds unchanged.
- the held-out part (tests/assistant_demo/heldout.py, never tuned on): thresholds from its first run, before any
  change for the demo, and never raised by tuning. That run, on 26 Nov 2026 (57 questions, 49 answerable, 2 lessons,
  2 contamination pairs): intent 0.860, entities 0.923, exact 0.857 (42 of 49), declines 5 of 5, unrelated 3 of 3,
  paraphrases 100 % (2 of 2), 0 invented, 0 contaminated, Recall@5 1.000.
- the second held-out part (tests/assistant_demo/heldout2.py, written fresh by someone who had read neither the
  assistant's code nor the other parts' questions, committed before it was asked, never tuned on): its thresholds are
  the floor of its first, untuned run, a regression guard only, not an aim. That run, on 27 Nov 2026 on main as it
  stood (963a3fa; 65 questions, 52 answerable, 2 lessons, 2 contamination pairs): intent 0.692 (its labels were
  guessed without the assistant's code, e.g. record_fact where the reader says record_summary), entities 0.921,
  exact 0.731 (38 of 52), declines 8 of 8, unrelated 5 of 5, paraphrases 50 % (1 of 2), 0 invented, 0 contaminated,
  Recall@5 0.952.
- the third held-out part (tests/assistant_demo/heldout3.py, written blind on 27 Nov 2026 by someone who had read
  neither the assistant's code nor the other parts' questions, committed before it was asked, never tuned on): like the
  second, its thresholds are the floor of its first, untuned run, a regression guard only, not an aim. That run, on 27
  Nov 2026 on main as it stood (b4562b4; 66 questions, 51 answerable, 2 lessons, 2 contamination pairs): intent 0.803
  (the buying, delivering and task labels guessed), entities 0.921, exact 0.843 (43 of 51), declines 10 of 10,
  unrelated 5 of 5, paraphrases 100 % (2 of 2), 0 invented (of 75 answers), 0 contaminated, Recall@5 1.000, MRR@10
  0.925. No expectation needed fixing: every value had been checked against a seeded demo before that run.

`python -m tests.assistant.evaluate --part demo-dev` (or `demo-heldout`, `demo-heldout2`, `demo-heldout3`) prints a
part's report with every miss."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from types import ModuleType

import pytest
from fastapi import FastAPI
from sqlalchemy import Connection

from tests.assistant.eval_set import DECLINE, UNRELATED
from tests.assistant.metrics import Report
from tests.assistant.seeding import Seeded
from tests.assistant_demo import (
    convo,
    dev,
    dev_convo3b,
    dev_convo4b,
    dev_convo5b,
    dev_convo6b,
    dev_convo7b,
    dev_ops2b,
    dev_ops3b,
    dev_staff8b,
    dev_staff9b,
    dev_staff10b,
    dev_staff11b,
    dev_staff12b,
    dev_staff13b,
    heldout,
    heldout2,
    heldout3,
)
from tests.assistant_demo.run import demo_report


@dataclass(frozen=True)
class Part:
    name: str
    cases: ModuleType
    size: int  # questions at least
    declines: int  # of as many decline questions, all right
    unrelated: int  # of as many unrelated questions, all handled
    exact: float
    paraphrases: float = 0.9
    invented: int = 0  # at most
    contaminated: int = 0  # at most


PARTS = [
    # Just under the seventeenth session's merged run with both its branches (asst12, asst13; 2,002 questions: exact
    # 0.990, 1,491 of 1,506; declines 441 of 444; unrelated 51 of 51; paraphrases 97 %, 37 of 38). Paraphrases 0.93:
    # asst17's run (2,412 questions) has 40 of 43, the fifth and sixth conversations rounds' lessons one of two each;
    # learn3's run with its learning round 94 % (81 of 86).
    # The nineteenth session's purchasing and transport round (dev_ops2.py, asst18: 110 of its 128 answerable after
    # its changes) brought its run (2,434 questions) to exact 0.983 (1,848 of 1,880; the earlier questions 1,738 of
    # 1,752, as before it), declines 493 of 495: the exact threshold lowered to just under that.
    # The twentieth session's managers' round (dev_staff13.py, asst22: 91 of its 115 answerable after its changes)
    # brought the whole run (2,891 questions) to exact 0.974 (2,218 of 2,277) before the last fix and 2,224 after
    # it (0.977; the earlier questions 2,133 of 2,162 as on main), declines 546 of 547: the exact threshold now 0.97.
    Part("demo-dev", dev, size=80, declines=440, unrelated=50, exact=0.97, paraphrases=0.93, contaminated=0),
    # The conversations and feedback rounds (dev_convo.py to dev_convo3.py, dev_convo5.py and dev_convo6.py, in
    # demo-dev too; dev_convo4.py), just under asst17's run (689 questions: exact 0.975, 574 of 589; declines 92 of 93;
    # paraphrases 88 %, 23 of 26: the fifth and sixth rounds' lessons each have one rewording of two right). With the
    # seventh round (dev_convo7.py, asst21: 102 of its 109, the earlier rounds as before) the lead's run on the merge
    # (810 questions) gave exact 0.968 (676 of 698), declines 103 of 104, paraphrases 92 %: the exact threshold 0.96.
    Part("demo-convo", convo, size=685, declines=92, unrelated=7, exact=0.96, paraphrases=0.88, contaminated=0),
    # The fifteenth session's fresh questions, asked once after its changes: their first run's floor (21 of 25).
    Part("demo-fresh8", dev_staff8b, size=25, declines=3, unrelated=0, exact=0.81, paraphrases=0.0),
    # The sixteenth session's fresh questions (asst10), asked once after its changes: their first run's floor.
    Part("demo-fresh9", dev_staff9b, size=26, declines=3, unrelated=0, exact=0.86, paraphrases=0.0),
    # The seventeenth session's fresh questions (asst12), asked once after its changes: their first run's floor.
    Part("demo-fresh10", dev_staff10b, size=31, declines=3, unrelated=0, exact=0.85, paraphrases=0.0),
    # The eighteenth session's fresh questions (asst14), asked once after its changes: just under their one run
    # (answerable 28 of 29, exact 0.966; declines 3 of 3).
    Part("demo-fresh11", dev_staff11b, size=32, declines=3, unrelated=0, exact=0.96, paraphrases=0.0),
    # The third conversations round's fresh turns, asked once after its changes: their first run's floor.
    Part("demo-fresh-convo3", dev_convo3b, size=22, declines=3, unrelated=1, exact=0.94, paraphrases=0.0),
    Part("demo-heldout", heldout, size=40, declines=5, unrelated=3, exact=0.85),
    # The first, untuned run's floor (a regression guard, never raised by tuning): see the module's docstring.
    Part("demo-heldout2", heldout2, size=65, declines=8, unrelated=5, exact=0.73, paraphrases=0.5),
    # Likewise the third held-out part's first, untuned run's floor: exact 0.843 rounded down, all else as measured.
    Part("demo-heldout3", heldout3, size=66, declines=10, unrelated=5, exact=0.84, paraphrases=1.0),
    # The fourth conversations round's fresh turns (asst13), asked once after its changes: their first run's floor
    # (answerable 19 of 21, exact 0.905; declines 2 of 3).
    Part("demo-fresh-convo4", dev_convo4b, size=24, declines=2, unrelated=0, exact=0.9, paraphrases=0.0),
    # The fifth conversations round's fresh turns (asst15), asked once after its changes: their first run's floor
    # (answerable 17 of 23, exact 0.739; declines 2 of 3).
    Part("demo-fresh-convo5", dev_convo5b, size=26, declines=2, unrelated=0, exact=0.73, paraphrases=0.0),
    # The sixth conversations round's fresh turns (asst17), asked once after its changes: their first run's floor
    # (answerable 20 of 24, exact 0.833; declines 3 of 3).
    Part("demo-fresh-convo6", dev_convo6b, size=27, declines=3, unrelated=0, exact=0.83, paraphrases=0.0),
    # The nineteenth session's fresh questions (asst16), asked once after its changes: their first run's floor
    # (answerable 27 of 28, exact 0.964; declines 3 of 3).
    Part("demo-fresh12", dev_staff12b, size=31, declines=3, unrelated=0, exact=0.96, paraphrases=0.0),
    # The nineteenth session's fresh purchasing and transport questions (asst18), asked once after its changes: their
    # first run's floor (answerable 22 of 26, exact 0.846; declines 3 of 3).
    Part("demo-fresh13", dev_ops2b, size=29, declines=3, unrelated=0, exact=0.84, paraphrases=0.0),
    # The twentieth session's fresh managers' and estimators' questions (asst22), asked once after its changes: their
    # first run's floor (answerable 21 of 27, exact 0.778; declines 3 of 3).
    Part("demo-fresh15", dev_staff13b, size=30, declines=3, unrelated=0, exact=0.77, paraphrases=0.0),
    # The seventh conversations round's fresh turns (asst21), asked once after its changes: their first run's floor
    # (answerable 28 of 30, exact 0.933; declines 3 of 4).
    Part("demo-fresh-convo7", dev_convo7b, size=34, declines=3, unrelated=0, exact=0.93, paraphrases=0.0),
    # The twentieth session's fresh purchasing and transport questions (asst20), asked once after its changes: their
    # first run's floor (answerable 25 of 26, exact 0.962; declines 2 of 3).
    Part("demo-fresh14", dev_ops3b, size=29, declines=2, unrelated=0, exact=0.96, paraphrases=0.0),
]


# Each part's tests are named `[part_dev]`, `[part_heldout]`, `[part_second_heldout]` or `[part_third_heldout]`
# (tests/assistant/evaluate.py picks one with -k, which matches substrings: no id may contain another's).
@pytest.fixture(
    scope="module",
    params=PARTS,
    ids=[
        "part_dev",
        "part_convo",
        "part_fresh8",
        "part_fresh9",
        "part_fresh10",
        "part_fresh11",
        "part_fresh_convo3",
        "part_heldout",
        "part_second_heldout",
        "part_third_heldout",
        "part_fresh_convo4",
        "part_fresh_convo5",
        "part_fresh_convo6",
        "part_fresh12",
        "part_fresh13",
        "part_fresh15",
        "part_fresh_convo7",
        "part_fresh14",
    ],
)
def part(request: pytest.FixtureRequest) -> Part:
    chosen: Part = request.param
    return chosen


@pytest.fixture(scope="module")
def report(demo_connection: tuple[Connection, Seeded], app: FastAPI, part: Part) -> Iterator[Report]:
    with demo_report(demo_connection, app, part.name) as result:
        yield result


def test_the_part_covers_declines_unrelated_and_feedback(part: Part) -> None:
    cases = part.cases.ALL
    assert len(cases) >= part.size
    assert sum(1 for case in cases if case.expect == DECLINE) >= part.declines
    assert sum(1 for case in cases if case.expect == UNRELATED) >= part.unrelated
    assert all(lesson.later.absent for lesson in part.cases.CONTAMINATION)


def test_every_question_was_answered(report: Report) -> None:
    assert not [s.case.id for s in report.scored if str(s.answer["intent"]).startswith("HTTP")]


def test_scores_stay_at_or_above_their_thresholds(report: Report, part: Part) -> None:
    assert report.exact_match >= part.exact, report.format()
    assert report.declines[0] >= part.declines, report.format()
    assert report.unrelated[0] >= part.unrelated, report.format()
    assert report.paraphrases_after_feedback >= part.paraphrases, report.format()


def test_no_invented_numbers_or_contamination(report: Report, part: Part) -> None:
    assert report.invented_numbers <= part.invented, report.format()
    assert report.contaminated <= part.contaminated, report.format()
