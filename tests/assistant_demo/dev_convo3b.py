"""Fresh conversation turns over the demo instance (`d21b-`), written after the changes the third conversations round
(dev_convo3.py, branch asst11) prompted and asked once, to measure how the follow-up rules generalise to records and
wordings nobody tuned on: a load's state and the PO on its order, a colleague's tasks and one of them by a word of its
title, a quote's total, its job and its contact, a product's price then a quote for a named customer of it, a lintel's
lengths, a job's draft quote then "the other one", an aside inside a conversation, and declines (a length, a
colleague and a merchant we do not have). Values read from the demo data and checked by SQL on a seeded demo.

Not in demo-dev: its own part, `demo-fresh-convo3`, held at its first run's floor (a regression guard, never tuned).
First run (28 Nov 2026, branch asst11 at c648b61, where these turns were committed, asked once, nothing changed
for it since): answerable 17 of 18, declines 3 of 3, unrelated 1 of 1: 21 of 22 turns (95 %), intent 0.818, 0
invented. Missed: "quote awc for 3000 of it" after a product's price (the request names its customer by initials,
which the draft-quote action does not link: "I could not find a customer called awc"). Left as it is.
"""

from __future__ import annotations

from tests.assistant.eval_set import CONTACT, DECLINE, GENERAL, PRICE, PROJECT_Q, STATUS, UNRELATED, Case, Lesson, _case
from tests.assistant_demo.facts import AWC, CONFIRM_LOAD, HOLMFIRTH, KHAN, MYTHOLM, TURBO, in_days, q

CALL_OFFS, PURCHASE_ORDERS, TASKS, DRAFT_QUOTE = "call_offs", "purchase_orders", "tasks", "draft_quote"

# fmt: off
ALL: list[Case] = [
    # ---- a load: when, its state, the PO on its order
    _case("d21b-a1", "whens plot 32 going", CALL_OFFS, values=("CO-000002", in_days(1))),
    _case("d21b-a2", "is that one confirmed", CALL_OFFS, values=("confirmed",), follows="d21b-a1"),
    _case("d21b-a3", "whats the po on it", PURCHASE_ORDERS, values=("CVH-PO-2502",), follows="d21b-a2"),
    # ---- a colleague's tasks, one by a word of its title, a colleague we do not have
    _case("d21b-b1", "what has ada got on", TASKS, values=(CONFIRM_LOAD,)),
    _case("d21b-b2", "when's the pennine one due", TASKS, values=(in_days(3),), follows="d21b-b1"),
    _case("d21b-b3", "whats sam got on", TASKS, expect=DECLINE, follows="d21b-b2"),
    # ---- a quote's total, its job, its contact
    _case("d21b-c1", "whats the total on q8", STATUS, quotes=(q(8),), values=("£17,063.70",)),
    _case("d21b-c2", "what job is it for", STATUS, values=(HOLMFIRTH,), follows="d21b-c1"),
    _case("d21b-c3", "who's the contact on q8", CONTACT, values=(KHAN,), follows="d21b-c2"),
    # ---- a product's price, then a quote for a named customer of it
    _case("d21b-d1", "price of thermalite turbo", PRICE, values=("£2.65",)),
    _case("d21b-d2", "quote awc for 3000 of it", DRAFT_QUOTE, values=(AWC, TURBO), follows="d21b-d1"),
    # ---- a lintel's lengths, one it does not come in
    _case("d21b-e1", "catnic cn92 1200 price", PRICE, values=("£28.00",)),
    _case("d21b-e2", "and the 1800 one", PRICE, values=("£40.50",), absent=("£28.00",), follows="d21b-e1"),
    _case("d21b-e3", "and in 2400", PRICE, expect=DECLINE, follows="d21b-e2"),
    # ---- a job's draft quote, ex VAT, "and the other one"
    _case("d21b-g1", "whats the draft quote for mytholm", PROJECT_Q, projects=(MYTHOLM,), values=(q(11),)),
    _case("d21b-g2", "how much ex vat", STATUS, values=("£23,180.50",), follows="d21b-g1"),
    _case("d21b-g3", "and the other one", STATUS, values=(q(9), "£90,787.42"), absent=("£23,180.50",),
          follows="d21b-g2"),
    # ---- an aside inside a conversation
    _case("d21b-h1", "cheshire weathered red price", PRICE, values=("£755.00",)),
    _case("d21b-h2", "whats the weather like in harrogate", GENERAL, expect=UNRELATED, follows="d21b-h1"),
    _case("d21b-h3", "and the leicester red", PRICE, values=("£790.00",), follows="d21b-h2"),
    # ---- a supplier's rep, then a merchant we do not have
    _case("d21b-i1", "whos the rep at marley", CONTACT, values=("Zoe Fletcher",)),
    _case("d21b-i2", "and at wolseley", CONTACT, expect=DECLINE, follows="d21b-i1"),
]
# fmt: on

LESSONS: list[Lesson] = []
CONTAMINATION: list[Lesson] = []
CASES: list[Case] = [c for c in ALL if c.expect not in (DECLINE, UNRELATED)]
DECLINES: list[Case] = [c for c in ALL if c.expect == DECLINE]
UNRELATED_CASES: list[Case] = [c for c in ALL if c.expect == UNRELATED]
