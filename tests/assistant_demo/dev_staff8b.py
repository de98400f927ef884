"""A second, small round of fresh staff-talk questions over the demo instance (`d18b-`), written after the
changes the thirteenth round (dev_staff8.py) prompted and asked once, to measure how the reader generalises to
wordings nobody tuned on: prices with typos, a comparison, counts and sums by a colleague and a party, a period in
words, yes/no, "do we stock", contacts, a site's and a project's facts, VAT, the decision's day, buying, loads, the
task pad, an order's PO, and three declines. Values read from the demo data and checked by SQL on a seeded demo.

First run (27 Nov 2026, branch asst8 at 780dfd7, asked once, nothing changed for it since): answerable 18 of 22
(82 %), declines 3 of 3: 21 of 25 (84 %), intent 0.760, 0 invented. Missed: "value of awcs open quotes" (the
initials in the possessive are no customer), "quotes decided this month" ("decided" read as a customer's name),
"helen marsh email" (her surname read as the start of Marshalls), "whats booked for tomorrow" (loads booked, asked
without the word delivery). Left as they are: these questions measure generalisation, they are not tuned on.
"""

from __future__ import annotations

from datetime import date

from tests.assistant.eval_set import (
    COMPARE,
    CONTACT,
    COUNT,
    DECLINE,
    FACT,
    LIST,
    PRICE,
    SEARCH,
    STATUS,
    SUPPLIER,
    Case,
    Lesson,
    _case,
)
from tests.assistant_demo.dev_staff8 import _ACCEPTED, _days
from tests.assistant_demo.facts import CHASE_CALDER, PENNINE_SAMPLES, in_days, q, quote

SUPPLIER_QUOTES, PURCHASE_ORDERS, CALL_OFFS, TASKS = "supplier_quotes", "purchase_orders", "call_offs", "tasks"
_TODAY = date.today()
# Quotes decided this month: the accepted ones (the rejected were decided months ago).
DECIDED_THIS_MONTH = tuple(_days(_ACCEPTED, _TODAY.replace(day=1), _TODAY)[0])

# fmt: off
CASES: list[Case] = [
    _case("d18b-pr-tl73", "ibstock tradesman light 73 price", PRICE, values=("£745.00",)),
    _case("d18b-pr-ebony", "whats a thousand ivanhoe ebony", PRICE, values=("£815.00",)),
    _case("d18b-pr-dapple", "lbc dapple lite price", PRICE, values=("£590.00",)),
    _case("d18b-pr-lime", "hydrated lime price per bag", PRICE, values=("£9.20",)),
    _case("d18b-cmp-stock", "cottage red multi v leicester red multi - which is cheaper", COMPARE,
          values=("Cottage Red Multi Stock", "£735.00")),
    _case("d18b-cnt-ada", "how many quotes has ada got", COUNT, values=("5",)),
    _case("d18b-sum-awc", "value of awcs open quotes", COUNT, values=("£217,123.40",)),
    _case("d18b-ls-decided", "quotes decided this month", LIST, values=DECIDED_THIS_MONTH),
    _case("d18b-yn-q9", "is q9 accepted", STATUS, quotes=(q(9),), values=("Accepted",), records=(quote(9),)),
    _case("d18b-any-1500", "do we stock a 1500 lintel", SEARCH, values=("Catnic CG90/100 Cavity Lintel 1500mm",)),
    _case("d18b-ct-wiener", "who is the rep at wienerberger", CONTACT, values=("Lucy Barker",)),
    _case("d18b-ct-marsh", "helen marsh email", CONTACT, values=("helen.marsh@forterra.example",)),
    _case("d18b-ct-oliver", "oliver whitfield phone", CONTACT, values=("0161 555 0199",)),
    _case("d18b-org-pennine-pc", "pennine head office postcode", FACT, values=("HD1 2EN",)),
    _case("d18b-pj-kirkstall-plots", "plots on kirkstall", FACT, values=("64",)),
    _case("d18b-prd-celcon-who", "who makes the celcon blocks", SUPPLIER, values=("H+H UK",)),
    _case("d18b-qf-q7-vat", "q7 vat", FACT, quotes=(q(7),), values=("£7,753.21",)),
    _case("d18b-qf-q9-when", "when did calder accept q9", FACT, quotes=(q(9),), values=(in_days(-6),)),
    _case("d18b-b-ibstock-valid", "ibstock quote valid till", SUPPLIER_QUOTES, values=(in_days(30),)),
    _case("d18b-co-tomorrow", "whats booked for tomorrow", CALL_OFFS, values=("CO-000002", "CO-000003")),
    _case("d18b-t-tom", "whats on toms list", TASKS, values=(CHASE_CALDER, PENNINE_SAMPLES)),
    _case("d18b-or-mytholm", "mytholm order po", PURCHASE_ORDERS, values=("CVH-PO-2502",)),
]

DECLINES: list[Case] = [
    _case("d18b-no-yellow", "price of ibstock tradesman yellow", PRICE, expect=DECLINE),
    _case("d18b-no-keepmoat", "contact at keepmoat homes", CONTACT, expect=DECLINE),
    _case("d18b-no-q25", "q25 status", STATUS, expect=DECLINE),
]

LESSONS: list[Lesson] = []
CONTAMINATION: list[Lesson] = []
# fmt: on

ALL: list[Case] = [*CASES, *DECLINES]
