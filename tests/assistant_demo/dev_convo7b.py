"""Fresh conversation turns for the seventh conversations round (`d31b-`), written on 28 Nov 2026 (branch asst21)
after the round's first batch of changes (26a4a40) and committed before they were first asked; asked once after
the last change, never tuned on. Their own part, `demo-fresh-convo7` (not in demo-dev nor demo-convo). Same style
and kinds as tests/assistant_demo/dev_convo7.py in new wordings: follow-ups naming nothing after a request for prices
or a supplier quote, a colleague's tasks after a name we do not have, corrections, "same for X", a declined first
turn then a real one, quantities with units in chat actions; values read from the demo's records (api/seed.py and
what it seeds).

Its one run (28 Nov 2026, on the final code, e835a57): answerable 28 of 30 (exact 0.933), declines 3 of 4, 0 invented;
31 of 34 turns (91 %). Missed: "any notes from them" after Ibstock's quote (read as a notes search: "them" and "from"
are not in the supplier-quote follow-up's words), "no sorry the rustic" after Tradesman Red Multi (answered with other
makers' rustic bricks, not the range's discontinued Tradesman Red Rustic), and the decline "quote harrogate 8k of the
tradesman purple" (proposed with the nearest Tradesman: purple is no colour word the check knows). Left as they are; the
part's thresholds are that run's floor.
"""

from __future__ import annotations

from tests.assistant.eval_set import (
    CONTACT,
    COUNT,
    DECLINE,
    FACT,
    PRICE,
    STATUS,
    UNRELATED,
    Case,
    Lesson,
    _case,
)
from tests.assistant_demo.facts import (
    AWC,
    CALDER,
    CHASE_CALDER,
    CONBLOC_100,
    CONFIRM_LOAD,
    DRIVELINE_CHA,
    HARROGATE,
    IBSTOCK,
    PENNINE,
    PENNINE_SAMPLES,
    TARMAC,
    TRADESMAN_LIGHT,
    WIENERBERGER,
    in_days,
    q,
)

SUPPLIER_QUOTES, CALL_OFFS, TASKS = "supplier_quotes", "call_offs", "tasks"
DRAFT_QUOTE, REQUEST_PRICES = "draft_quote", "request_prices"

# fmt: off
CONVERSATIONS: list[Case] = [
    # ---- the request: who has answered, their carriage, who has not, the reply-by day
    _case("d31b-a1", "is the awc rfq still out", SUPPLIER_QUOTES, values=("RFQ-000001",)),
    _case("d31b-a2", "who's answered", SUPPLIER_QUOTES, values=(IBSTOCK,), follows="d31b-a1"),
    _case("d31b-a3", "carriage?", SUPPLIER_QUOTES, values=("£285.00",), follows="d31b-a2"),
    _case("d31b-a4", "and who hasnt", SUPPLIER_QUOTES, values=(TARMAC,), follows="d31b-a3"),
    # ---- ibstock's answer named by its number: how long it holds, their notes
    _case("d31b-b1", "sq1 please", SUPPLIER_QUOTES, values=("SQ-000001",)),
    _case("d31b-b2", "expiry?", SUPPLIER_QUOTES, values=(in_days(30),), follows="d31b-b1"),
    _case("d31b-b3", "any notes from them", SUPPLIER_QUOTES, values=("Moffett offload included",), follows="d31b-b2"),
    # ---- the haulier's price: validity, who phoned it
    _case("d31b-c1", "whats the dales price", SUPPLIER_QUOTES, values=("£310.00",)),
    _case("d31b-c2", "how long's it valid", SUPPLIER_QUOTES, values=(in_days(14),), follows="d31b-c1"),
    _case("d31b-c3", "who phoned it through", SUPPLIER_QUOTES, values=("Kev Lister",), follows="d31b-c2"),
    # ---- a colleague we do not have, then one we do
    _case("d31b-d1", "what is gemma working on", TASKS, expect=DECLINE),
    _case("d31b-d2", "and what is tom working on", TASKS, values=(CHASE_CALDER, PENNINE_SAMPLES), follows="d31b-d1"),
    _case("d31b-e1", "whats ada got on", TASKS, values=(CONFIRM_LOAD,)),
    _case("d31b-e2", "when due", TASKS, values=(in_days(1),), follows="d31b-e1"),
    # ---- quantities in chat actions
    _case("d31b-f1", "quote pennine for 5 thousand tradesman light", DRAFT_QUOTE,
          values=(PENNINE, TRADESMAN_LIGHT, "5,000")),
    _case("d31b-f2", "quote calder 2 pallets of conbloc 100", DRAFT_QUOTE, values=(CALDER, CONBLOC_100, "200")),
    _case("d31b-f3", "quote awc 60m of driveline 50 charcoal", DRAFT_QUOTE, values=(AWC, DRIVELINE_CHA, "60")),
    _case("d31b-f4", "quote harrogate 8k of the tradesman purple", DRAFT_QUOTE, expect=DECLINE),
    _case("d31b-f5", "ask wienerberger to price 12k smooth red", REQUEST_PRICES, values=(WIENERBERGER, "12,000")),
    # ---- "same for" and corrections
    _case("d31b-g1", "how many quotes have harrogate had", COUNT, values=("2",)),
    _case("d31b-g2", "same for awc", COUNT, values=("4",), follows="d31b-g1"),
    _case("d31b-h1", "list price tradesman red multi", PRICE, values=("£715.00",)),
    _case("d31b-h2", "no sorry the rustic", PRICE, values=("£675.00",), absent=("£715.00",), follows="d31b-h1"),
    _case("d31b-i1", "phone number for pennine", FACT, values=("01484 555 207",)),
    _case("d31b-i2", "same for calder", FACT, values=("01422 555 010",), follows="d31b-i1"),
    # ---- a declined first turn then a real one
    _case("d31b-j1", "whats on q20", STATUS, expect=DECLINE),
    _case("d31b-j2", "ok q6 then", STATUS, quotes=(q(6),), values=(AWC,), follows="d31b-j1"),
    _case("d31b-k1", "whos our contact at jewson", CONTACT, expect=DECLINE),
    _case("d31b-k2", "and at harrogate living", CONTACT, values=("Emma Carr",), follows="d31b-k1"),
    # ---- a topic switch: a quote, then a plot's load
    _case("d31b-l1", "who accepted q9", STATUS, quotes=(q(9),), values=("Sarah Holt",)),
    _case("d31b-l2", "has plot 31 been delivered", CALL_OFFS, values=("Delivered",), follows="d31b-l1"),
    _case("d31b-m1", "who's aisha khan", CONTACT, values=(PENNINE,)),
    _case("d31b-m2", "her email", CONTACT, values=("aisha.khan@pennine.example",), follows="d31b-m1"),
    _case("d31b-n1", "whos q12 for", STATUS, quotes=(q(12),), values=(HARROGATE,)),
]
# fmt: on

LESSONS: list[Lesson] = []
CONTAMINATION: list[Lesson] = []

ALL: list[Case] = [*CONVERSATIONS]
CASES: list[Case] = [c for c in ALL if c.expect not in (DECLINE, UNRELATED)]
DECLINES: list[Case] = [c for c in ALL if c.expect == DECLINE]
UNRELATED_CASES: list[Case] = [c for c in ALL if c.expect == UNRELATED]
