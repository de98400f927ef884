"""A small round of fresh staff-talk questions over the demo instance (`d22b-`), written after the changes the
seventeenth round (dev_staff10.py) prompted and asked once, to measure how the reader generalises to wordings nobody
tuned on: prices in text-speak, cost to us, a product's colour, texture and weight, the cheapest and dearest of a
kind, counts of a category (of a maker too), a customer's quotes by a decision in other words, a colleague's open
quotes, decided quotes over a period, quote notes, a customer's quote described without the word quote, an order
named by its plots, the request for prices of a customer quote, a reply deadline, project facts, loads, and three
declines. Values read from the demo data (api/catalogue/demo_products.txt, api/crm/demo.py, api/projects/demo.py,
api/quotes/demo.py, api/buying/demo.py, api/schedules/demo.py); quote totals as earlier rounds checked them by SQL.
Its own part, `--part demo-fresh10`; not in demo-dev.

First run (28 Nov 2026, branch asst12 at 1045a7d, asked once, nothing changed for it before): 27 of 31 (87 %):
answerable 24 of 28 (86 %), declines 3 of 3, intent 0.645, 0 invented. Missed: "priciest roof tile" ("priciest" was
put right as a mistyped "prices": the dearest cue never saw it), "how many quotes did awc turn down" ("turn down" is no
rejection; "turned down" is), "who did we ask to price q10" (read as the quote's status), "anything not booked in yet"
(no load named: read as nothing). Left as they are: these questions measure generalisation, they are not tuned on (the
"priciest" misreading was found by the unit test of the dearest cue in the same hour and is mended after this run).
"""

from __future__ import annotations

from datetime import date, timedelta

from tests.assistant.eval_set import (
    CHEAPEST_IN,
    COMPARE,
    COUNT,
    DECLINE,
    FACT,
    LIST,
    PRICE,
    STATUS,
    Case,
    Lesson,
    _case,
)
from tests.assistant_demo.dev_staff8 import _ACCEPTED, _days
from tests.assistant_demo.facts import in_days, q

SUPPLIER_QUOTES, PURCHASE_ORDERS, CALL_OFFS = "supplier_quotes", "purchase_orders", "call_offs"
_TODAY = date.today()
# Accepted in the last 40 days: Q-000007 (30 days ago) and Q-000009 (6); the rejections were 88 and 119 days ago.
DECIDED_40, _ = _days(_ACCEPTED, _TODAY - timedelta(days=40), _TODAY)

# fmt: off
CASES: list[Case] = [
    _case("d22b-pr-birtley", "wats the price on birtley buff", PRICE, values=("£735.00",)),
    _case("d22b-pr-srm", "smooth red multi wienerberger px", PRICE, values=("£700.00",)),
    _case("d22b-cmp-blocks", "celcon solar v thermalite turbo - which is cheaper", COMPARE, values=("£2.55", "£2.65")),
    _case("d22b-chp-paver", "cheapest paver we list", CHEAPEST_IN, values=("£23.50",)),
    _case("d22b-chp-roof-dear", "priciest roof tile", CHEAPEST_IN, values=("£2.60",)),
    _case("d22b-chp-block-dear", "dearest block", CHEAPEST_IN, values=("£7.40",)),
    _case("d22b-cnt-blocks", "how many blocks do we list", COUNT, values=("10",)),
    _case("d22b-cnt-wb-facing", "how many wienerberger facing bricks have we got", COUNT, values=("7",)),
    _case("d22b-cost-warnham", "wot r we paying for warnham red", FACT, values=("£640.00",)),
    _case("d22b-prd-hampton-col", "colour of the hampton rural blend", FACT, values=("Red blend",)),
    _case("d22b-prd-heather-tex", "texture on lbc heather", FACT, values=("Rustic",)),
    _case("d22b-prd-trench-kg", "how heavy is a trench block", FACT, values=("22",)),
    _case("d22b-cnt-awc-rej", "how many quotes did awc turn down", COUNT, values=("1",)),
    _case("d22b-ls-priya-open", "whats priya got open", LIST, values=(q(6),)),
    _case("d22b-ls-decided", "quotes decided in the last 40 days", LIST, values=tuple(DECIDED_40),
          absent=(q(2), q(3))),
    _case("d22b-sum-pennine", "total value of pennines open quotes", COUNT, values=("£17,063.70",)),
    _case("d22b-ls-fortnight", "what went out in the last fortnight", LIST, values=(q(8), q(10)), absent=(q(7),)),
    _case("d22b-q-q4-internal", "internal notes on q4", FACT, values=("showhome may wait",)),
    _case("d22b-q-q9-customer", "customer notes on q9", FACT, values=("Phase 2 top-up",)),
    _case("d22b-qn-canal", "status of the canal side job for calder", STATUS, values=(q(1),)),
    _case("d22b-qn-drainage", "awc drainage chambers - accepted yet?", STATUS, values=(q(10), "Sent")),
    _case("d22b-or-plots-po", "po on the plots 31-36 order", PURCHASE_ORDERS, values=("CVH-PO-2502",)),
    _case("d22b-b-asked", "who did we ask to price q10", SUPPLIER_QUOTES, values=("Ibstock", "Tarmac")),
    _case("d22b-b-deadline", "tarmac reply deadline", SUPPLIER_QUOTES, values=(in_days(5),)),
    _case("d22b-pj-plots", "whats the plot count on holmfirth road", FACT, values=("18",)),
    _case("d22b-pj-glenigan", "glenigan ref for brighouse wharf", FACT, values=("20991542",)),
    _case("d22b-co-lorries", "lorries going out tmrw", CALL_OFFS, values=("CO-000002", "CO-000003")),
    _case("d22b-co-unbooked", "anything not booked in yet", CALL_OFFS, values=("CO-000005",)),
]

DECLINES: list[Case] = [
    _case("d22b-no-cream50", "ibstock ivanhoe cream 50mm price", PRICE, expect=DECLINE),
    _case("d22b-no-frost", "frost rating of tradesman red", FACT, expect=DECLINE),
    _case("d22b-no-q14", "internal notes on q14", STATUS, expect=DECLINE),
]

LESSONS: list[Lesson] = []
CONTAMINATION: list[Lesson] = []
# fmt: on

ALL: list[Case] = [*CASES, *DECLINES]
