"""Fresh conversation turns over the demo instance (`d23b-`), written after the changes the fourth conversations
round (dev_convo4.py, branch asst13) prompted and asked once, to measure how the follow-up rules generalise to records
and wordings nobody tuned on: a supplier's person, their firm's phone and their cheapest brick; what we put on an
accepted quote, who signed it and her number; a customer's account number, what is open with them and who handles
it; a product's price then a quote for a customer by initials; a plot's load, the next plot's and why; a lintel's
lengths with one it does not come in; an architect's partner and their phone; a lost job's quotes and why; and
declines (a length, a quote and a first name nobody at the works has). Values read from the demo data (api/seed.py
and the demo modules it calls).

Not in demo-dev nor demo-convo: its own part, `demo-fresh-convo4`, held at its first run's floor (a regression guard,
never tuned). First run (28 Nov 2026, branch asst13 at aeaa440, where these turns were committed, asked once, nothing
changed for it since): answerable 19 of 21 (0.905), declines 2 of 3: 21 of 24 turns (88 %), intent 0.750, 0
invented. Missed: "who's gareth pryce" (a person by full name after "who's", read as a product: a single question's
reading) and so its follow-up "which company's he with"; "and kev's email there" after Tarmac's rep answered Kev
Lister of Dales Haulage (a first name another organisation's person has is found as that person; the rule declining
a first name nobody at the organisation has applies only when nobody anywhere is found). Left as they are.
"""

from __future__ import annotations

from tests.assistant.eval_set import (
    CHEAPEST_IN,
    CONTACT,
    CUSTOMER_Q,
    DECLINE,
    FACT,
    PRICE,
    PROJECT_Q,
    STATUS,
    UNRELATED,
    Case,
    Lesson,
    _case,
)
from tests.assistant_demo.facts import (
    CALDER,
    CELCON_STD,
    CROWTHER,
    ELLAND,
    HOLT,
    IBSTOCK,
    IVANHOE_CREAM,
    PENNINE,
    TRADESMAN_LIGHT,
    TRADESMAN_RED,
    WHITFIELD,
    in_days,
    q,
)

CALL_OFFS, DRAFT_QUOTE = "call_offs", "draft_quote"

# fmt: off
ALL: list[Case] = [
    # ---- a supplier's person, which firm, their cheapest brick
    _case("d23b-a1", "who's gareth pryce", CONTACT, values=(IBSTOCK, "Area sales manager")),
    _case("d23b-a2", "which company's he with", CONTACT, values=(IBSTOCK,), follows="d23b-a1"),
    _case("d23b-a3", "their cheapest brick?", CHEAPEST_IN, values=(TRADESMAN_LIGHT, "£690.00"), follows="d23b-a2"),
    # ---- an accepted quote's lines, who signed it, her number, a quote we lack
    _case("d23b-b1", "what did we put on q9", STATUS, quotes=(q(9),), values=(TRADESMAN_RED, IVANHOE_CREAM)),
    _case("d23b-b2", "who signed it", STATUS, values=(HOLT,), follows="d23b-b1"),
    _case("d23b-b3", "whats her number", CONTACT, values=("01422 555 010",), follows="d23b-b2"),
    _case("d23b-b4", "and q15", STATUS, expect=DECLINE, follows="d23b-b3"),
    # ---- an account number, what is open with them, who handles it
    _case("d23b-c1", "pennine account number?", FACT, values=("PEN207",)),
    _case("d23b-c2", "anything open with them", CUSTOMER_Q, customers=(PENNINE,), values=(q(8),), follows="d23b-c1"),
    _case("d23b-c3", "who's handling it", STATUS, values=("Tom Hughes",), follows="d23b-c2"),
    # ---- a product's price, a quote for a customer by initials
    _case("d23b-d1", "price on celcon standard", PRICE, values=("£2.35",)),
    _case("d23b-d2", "can you send cvh a quote for 3000 of those", DRAFT_QUOTE, values=(CALDER, CELCON_STD),
          follows="d23b-d1"),
    # ---- a plot's load, the next plot's, why
    _case("d23b-e1", "whens plot 35 due", CALL_OFFS, values=("CO-000005", in_days(14))),
    _case("d23b-e2", "and 36", CALL_OFFS, values=("cancelled",), follows="d23b-e1"),
    _case("d23b-e3", "why", CALL_OFFS, values=("delayed to spring",), follows="d23b-e2"),
    # ---- a lintel's lengths: one it does not come in, then another
    _case("d23b-f1", "price on the cx90 1800", PRICE, values=("£99.00",)),
    _case("d23b-f2", "and the 2100", PRICE, expect=DECLINE, follows="d23b-f1"),
    _case("d23b-f3", "ok the 1200 then", PRICE, values=("£67.50",), follows="d23b-f2"),
    # ---- an architect's partner, their phone
    _case("d23b-g1", "who's oliver whitfield", CONTACT, values=(WHITFIELD, "Partner")),
    _case("d23b-g2", "whats their phone", CONTACT, values=("0161 555 0199",), follows="d23b-g1"),
    # ---- a lost job's quotes, why we lost it
    _case("d23b-h1", "quotes for elland bridge", PROJECT_Q, projects=(ELLAND,), values=(q(3),)),
    _case("d23b-h2", "why did we lose it", FACT, values=("Bought direct from the manufacturer on price",),
          follows="d23b-h1"),
    # ---- a works' rep, then a first name nobody there has
    _case("d23b-i1", "who's the rep at tarmac", CONTACT, values=(CROWTHER,)),
    _case("d23b-i2", "and kev's email there", CONTACT, expect=DECLINE, follows="d23b-i1"),
]
# fmt: on

LESSONS: list[Lesson] = []
CONTAMINATION: list[Lesson] = []
CASES: list[Case] = [c for c in ALL if c.expect not in (DECLINE, UNRELATED)]
DECLINES: list[Case] = [c for c in ALL if c.expect == DECLINE]
UNRELATED_CASES: list[Case] = [c for c in ALL if c.expect == UNRELATED]
