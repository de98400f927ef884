"""A small round of fresh staff-talk questions over the demo instance (`d26b-`), written after the changes the
nineteenth round (dev_staff12.py) prompted and asked once, to measure how the reader generalises to wordings nobody
tuned on: new wordings of the same kinds — our cost "per" a unit and against list, people by near spellings and
possessives, organisations of a kind counted, an abbreviation's possessive, the cheapest and dearest of a maker's
kind, sums ex VAT by state, who is on a quote, rejection reasons, a job's suppliers, a works' haulage and a haulier's
loads, the request's on-site date, a call-off's new date, an order's plots, a comparison of quotes, and three
declines. Values read from the demo data (api/catalogue/demo_products.txt, api/catalogue/demo_data.py,
api/crm/demo.py, api/projects/demo.py, api/quotes/demo.py, api/buying/demo.py, api/schedules/demo.py); quote totals
as earlier rounds read them by SQL, their sums worked out from those. Its own part, `--part demo-fresh12`; not in
demo-dev.

First run (28 Nov 2026, branch asst16 at its last change, asked once, nothing changed for it after): 30 of 31:
answerable 27 of 28 (96 %), declines 3 of 3, intent 0.839, 0 invented. Missed: "how many plots on the phase 3 order"
(an order named by its notes and its plots counted: read as nothing). Left as it is; held at that floor.
Since (branch asst19, issue 14's leftovers): right, "the phase 3 order" read as the customer order with plots of
that build phase (SO-000002, over 6 plots).
"""

from __future__ import annotations

from tests.assistant.eval_set import (
    CHEAPEST_IN,
    COMPARE,
    CONTACT,
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
from tests.assistant_demo.facts import in_days, q

SUPPLIER_QUOTES, PURCHASE_ORDERS, CALL_OFFS = "supplier_quotes", "purchase_orders", "call_offs"

# fmt: off
CASES: list[Case] = [
    _case("d26b-cost-tegula", "wot do we pay for tegula traditional", FACT, values=("£26.50",)),
    _case("d26b-cost-kas", "kassandra multi cost per thou", FACT, values=("£575.00",)),
    _case("d26b-cost-cx", "cost v list on the cx90 1800", FACT, values=("£77.00", "£99.00")),
    _case("d26b-ct-lucey", "lucey barker email", CONTACT, values=("lucy.barker@wienerberger.example",)),
    _case("d26b-ct-neal", "neal crowther number", CONTACT, values=("0121 555 0800",)),
    _case("d26b-ct-craig", "whos craig haigh", CONTACT, values=("Trade account manager",)),
    _case("d26b-ct-zoe", "zoe fletchers email", CONTACT, values=("zoe.fletcher@marley.example",)),
    _case("d26b-ct-olivr", "olivr whitfield email", CONTACT, values=("oliver@whitfield.example",)),
    _case("d26b-ct-carr", "emma carrs number", CONTACT, values=("01423 555 880",)),
    _case("d26b-cnt-customers", "how many customers have we got", COUNT, values=("3",)),
    _case("d26b-cnt-architects", "how many architects do we have", COUNT, values=("2",)),
    _case("d26b-cnt-awc-rej", "how many rejected quotes for awc", COUNT, values=("1",)),
    _case("d26b-org-cvh", "cvhs account number", FACT, values=("CVH001",)),
    _case("d26b-chp-forterra", "cheapest forterra block", CHEAPEST_IN, values=("£1.95",)),
    _case("d26b-chp-marshalls", "dearest marshalls paving", CHEAPEST_IN, values=("£41.50",)),
    _case("d26b-sum-sent-ex", "sent quotes total ex vat", COUNT, values=("£195,155.92",)),
    _case("d26b-sum-rej-ex", "rejected quotes value ex vat", COUNT, values=("£51,260.30",)),
    _case("d26b-q-q6-who", "who's on q6", STATUS, quotes=(q(6),), values=("Priya",)),
    _case("d26b-q-q3-why", "y did awc reject q3", STATUS, quotes=(q(3),), values=("direct",)),
    _case("d26b-q-q9-ex", "q9 total ex vat", FACT, quotes=(q(9),), values=("£90,787.42",)),
    _case("d26b-cmp-q7-q12", "compare q7 and q12", COMPARE, quotes=(q(7), q(12)), values=("£46,519.25", "£5,706.30")),
    _case("d26b-ls-acc", "quotes accepted in the last 10 days", LIST, values=(q(9),)),
    _case("d26b-pj-mytholm-sup", "suppliers on the mytholm job", FACT, values=("Ibstock", "H+H", "Catnic")),
    _case("d26b-b-ibstock-haul", "haulage per load on ibstocks quote", SUPPLIER_QUOTES, values=("£285.00",)),
    _case("d26b-b-dales-loads", "loads on the dales haulage quote", SUPPLIER_QUOTES, values=("2",)),
    _case("d26b-b-onsite", "when is the rfq stuff needed on site", SUPPLIER_QUOTES, values=(in_days(21),)),
    _case("d26b-co-34", "wen is plot 34 now due", CALL_OFFS, values=(in_days(8),)),
    _case("d26b-or-plots", "how many plots on the phase 3 order", PURCHASE_ORDERS, values=("6",)),
]

DECLINES: list[Case] = [
    _case("d26b-no-barry", "whos barry at marley", CONTACT, expect=DECLINE),
    _case("d26b-no-cg2400", "catnic cg90 2400 price", PRICE, expect=DECLINE),
    _case("d26b-no-credit", "credit limit for pennine", FACT, expect=DECLINE),
]

LESSONS: list[Lesson] = []
CONTAMINATION: list[Lesson] = []
# fmt: on

ALL: list[Case] = [*CASES, *DECLINES]
