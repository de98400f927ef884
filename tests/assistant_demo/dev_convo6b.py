"""Fresh conversation turns over the demo instance (`d27b-`), written after the changes the sixth conversations
round (dev_convo6.py, branch asst17) prompted and asked once, to measure how the follow-up rules generalise to records
and wordings nobody tuned on: a block's maker, the rep over there and her email; an accepted quote's lines, who is
handling it and its PO; a developer's jobs, the stage and the architect; a job's quotes, the withdrawn one and what
was on it; a trench block in a size it does not come in; a paving range in a colour it does not come in; two works'
answers; two customers' postcodes; a lintel's maker, who we speak to there and his mobile; a developer's quote count
and the expired one; a colleague's tasks and someone who is no colleague. Values read from the demo data (api/seed.py
and the demo modules it calls).

Not in demo-dev nor demo-convo: its own part, `demo-fresh-convo6`, held at its first run's floor (a regression guard,
never tuned). First run (28 Nov 2026, branch asst17 at 02f1293, these turns committed at 41f6747, asked once, nothing
changed for it since): answerable 20 of 24 (0.833), declines 3 of 3: 23 of 27 turns (85 %), intent 0.667, 0 invented.
Missed: "what stage is that at" after a developer's jobs (their one job: the party's summary again); "has ibstock got
back to us" (read as Ibstock's account number, not their answer to our request) and so "and tarmac"; "and awcs" after
a customer's postcode (the possessive of a short name read as a firm we lack). Left as they are.
Since (branch asst19, issue 14's leftovers, by kind): "what stage is that at" right (a job's fact after a party's
summary or jobs is their one job, when they have exactly one), "has ibstock got back to us" and "and tarmac" right
(a works' answer in so many words is their supplier quote, not the record fact the exemplars lean to); "and awcs"
was already right on int before these changes (another branch of the session mended it).
"""

from __future__ import annotations

from tests.assistant.eval_set import (
    CONTACT,
    COUNT,
    CUSTOMER_Q,
    DECLINE,
    FACT,
    PRICE,
    PROJECT_Q,
    STATUS,
    SUPPLIER,
    UNRELATED,
    Case,
    Lesson,
    _case,
)
from tests.assistant_demo.facts import (
    CATNIC,
    HH,
    HOLMFIRTH,
    IVANHOE_CREAM,
    KIRKSTALL,
    LONDON_YELLOW,
    PENNINE,
    RAISE_POS,
    TRADESMAN_RED,
    TURNER,
    WHITFIELD,
    q,
)

SUPPLIER_QUOTES, TASKS = "supplier_quotes", "tasks"

# fmt: off
ALL: list[Case] = [
    # ---- a block's maker, the rep over there, her email
    _case("d27b-a1", "who makes the celcon standard", SUPPLIER, values=(HH,)),
    _case("d27b-a2", "who's the rep over there", CONTACT, values=(TURNER,), follows="d27b-a1"),
    _case("d27b-a3", "her email?", CONTACT, values=("rachel.turner@hhuk.example",), follows="d27b-a2"),
    # ---- an accepted quote's lines, who is handling it, its PO
    _case("d27b-b1", "what's on q9", STATUS, quotes=(q(9),), values=(TRADESMAN_RED, IVANHOE_CREAM)),
    _case("d27b-b2", "who's handling it", STATUS, values=("Ada Brennan",), follows="d27b-b1"),
    _case("d27b-b3", "what's the PO on it", STATUS, values=("CVH-PO-2417",), follows="d27b-b2"),
    # ---- a developer's jobs, the stage, the architect
    _case("d27b-c1", "pennine's jobs?", FACT, values=(HOLMFIRTH,)),
    _case("d27b-c2", "what stage is that at", FACT, values=("Lead",), follows="d27b-c1"),
    _case("d27b-c3", "who's the architect", FACT, values=(WHITFIELD,), follows="d27b-c2"),
    # ---- a job's quotes, the withdrawn one, what was on it
    _case("d27b-d1", "quotes for kirkstall forge", PROJECT_Q, projects=(KIRKSTALL,), values=(q(5), q(6))),
    _case("d27b-d2", "which one got withdrawn", STATUS, values=(q(5),), follows="d27b-d1"),
    _case("d27b-d3", "what was on it", STATUS, values=(LONDON_YELLOW,), follows="d27b-d2"),
    # ---- a trench block, a size it does not come in
    _case("d27b-e1", "price on thermalite trench block", PRICE, values=("£7.40",)),
    _case("d27b-e2", "do we get it in 100", PRICE, expect=DECLINE, follows="d27b-e1"),
    # ---- a paving colour, the range in a colour it does not come in
    _case("d27b-f1", "lead time on tegula pennant grey", PRICE, values=("7 days",)),
    _case("d27b-f2", "and the tegula charcoal", PRICE, expect=DECLINE, follows="d27b-f1"),
    # ---- two works' answers
    _case("d27b-g1", "has ibstock got back to us", SUPPLIER_QUOTES, values=("SQ-000001",)),
    _case("d27b-g2", "and tarmac", SUPPLIER_QUOTES, values=("SQ-000002",), follows="d27b-g1"),
    # ---- two customers' postcodes
    _case("d27b-h1", "whats calders postcode", FACT, values=("HX7 8AA",)),
    _case("d27b-h2", "and awcs", FACT, values=("LS5 3BT",), absent=("HX7 8AA",), follows="d27b-h1"),
    # ---- a lintel's maker, who we speak to there, his mobile
    _case("d27b-i1", "who supplies the cg90 lintels", SUPPLIER, values=(CATNIC,)),
    _case("d27b-i2", "who do we speak to there", CONTACT, values=("Owen Rhys",), follows="d27b-i1"),
    _case("d27b-i3", "his mobile", CONTACT, values=("029 2055 5370",), follows="d27b-i2"),
    # ---- a developer's quote count, the expired one
    _case("d27b-j1", "how many quotes has pennine had", COUNT, values=("2",)),
    _case("d27b-j2", "which one expired", CUSTOMER_Q, customers=(PENNINE,), values=(q(4),), follows="d27b-j1"),
    # ---- a colleague's tasks, someone who is no colleague
    _case("d27b-k1", "whats priya got on", TASKS, values=(RAISE_POS,)),
    _case("d27b-k2", "and whats gary got on", TASKS, expect=DECLINE, follows="d27b-k1"),
]
# fmt: on

LESSONS: list[Lesson] = []
CONTAMINATION: list[Lesson] = []
CASES: list[Case] = [c for c in ALL if c.expect not in (DECLINE, UNRELATED)]
DECLINES: list[Case] = [c for c in ALL if c.expect == DECLINE]
UNRELATED_CASES: list[Case] = [c for c in ALL if c.expect == UNRELATED]
