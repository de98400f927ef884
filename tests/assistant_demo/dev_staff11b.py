"""A small round of fresh staff-talk questions over the demo instance (`d24b-`), written after the changes the
eighteenth round (dev_staff11.py) prompted and asked once, to measure how the reader generalises to wordings nobody
tuned on: prices and our cost in shorthand, a product's weight and colour, counts of a maker's products and of a
colleague's quotes, a sum by state, the cheapest and dearest of a kind, a comparison, phone numbers and people,
projects by stage and their architect, a quote's lines, who decided it and its state, supplier quotes, an order's
PO, call-offs by plot and state, the task pad's column, and three declines. Values read from the demo data
(api/catalogue/demo_products.txt, api/crm/demo.py, api/projects/demo.py, api/quotes/demo.py, api/buying/demo.py,
api/schedules/demo.py, api/tasks/demo.py); quote totals as earlier rounds checked them by SQL. Its own part,
`--part demo-fresh11`; not in demo-dev.

First run (28 Nov 2026, branch asst14 at 895a1c6, asked once, nothing changed for it before): 31 of 32:
answerable 28 of 29 (97 %), declines 3 of 3, intent 0.844, 0 invented. Missed: "helen marshs number" (the possessive
"marshs" read as the start of Marshalls, so Helen Marsh "at Marshalls" was declined). Left as it is: these questions
measure generalisation, they are not tuned on.
"""

from __future__ import annotations

from tests.assistant.eval_set import (
    CHEAPEST_IN,
    COMPARE,
    CONTACT,
    COUNT,
    DECLINE,
    FACT,
    PRICE,
    STATUS,
    Case,
    Lesson,
    _case,
)
from tests.assistant_demo.facts import RAISE_POS, q

SUPPLIER_QUOTES, PURCHASE_ORDERS, CALL_OFFS, TASKS = "supplier_quotes", "purchase_orders", "call_offs", "tasks"

# fmt: off
CASES: list[Case] = [
    _case("d24b-pr-sahara", "price on ivanhoe sahara per 1000", PRICE, values=("£785.00",)),
    _case("d24b-pr-srm", "wots the smooth red multi selling at", PRICE, values=("£700.00",)),
    _case("d24b-pr-cg1200", "catnic cg90 1200 wot we charge", PRICE, values=("£49.50",)),
    _case("d24b-pr-conbloc", "conbloc 100 each", PRICE, values=("£1.95",)),
    _case("d24b-cost-lyms", "our cost on london yellow", FACT, values=("£690.00",)),
    _case("d24b-cost-hemelite", "how much do we pay for hemelite", FACT, values=("£1.60",)),
    _case("d24b-prd-trench-kg", "how heavy is a trench block", FACT, values=("22",)),
    _case("d24b-prd-bbb-col", "butterley buff colour", FACT, values=("Buff",)),
    _case("d24b-cnt-hh", "how many h+h blocks do we do", COUNT, values=("7",)),
    _case("d24b-cnt-marley", "count of marley products", COUNT, values=("8",)),
    _case("d24b-cnt-tom", "how many quotes has tom got", COUNT, values=("4",)),
    _case("d24b-sum-rejected", "rejected quotes total value", COUNT, values=("£61,512.36",)),
    _case("d24b-chp-pavers", "cheapest pavers", CHEAPEST_IN, values=("£23.50",)),
    _case("d24b-chp-tile-dear", "dearest roof tile", CHEAPEST_IN, values=("£2.60",)),
    _case("d24b-cmp-kas-war", "kassandra or warnham cheaper", COMPARE, values=("£735.00", "£820.00")),
    _case("d24b-org-pennine-tel", "pennine tel", CONTACT, values=("01484 555 207",)),
    _case("d24b-ct-ibstock", "whos at ibstock", CONTACT, values=("Gareth Pryce",)),
    _case("d24b-ct-helen-no", "helen marshs number", CONTACT, values=("01604 555 707",)),
    _case("d24b-pj-complete", "which jobs are complete", FACT, values=("Brighouse Wharf Mews",)),
    _case("d24b-pj-kirkstall-arch", "kirkstall forge architect", FACT, values=("Studio Kirkgate",)),
    _case("d24b-q-q12-lines", "q12 whats on it", STATUS, quotes=(q(12),), values=("Fairstone", "Saxon")),
    _case("d24b-q-q7-who", "who signed off q7", STATUS, quotes=(q(7),), values=("Emma Carr",)),
    _case("d24b-q-q11-status", "q11 status", STATUS, quotes=(q(11),), values=("Draft",)),
    _case("d24b-b-tarmac", "tarmac rfq still waiting", SUPPLIER_QUOTES, values=("SQ-000002",)),
    _case("d24b-b-dales-total", "dales quote total", SUPPLIER_QUOTES, values=("£620.00",)),
    _case("d24b-or-so2-po", "so2 customer po", PURCHASE_ORDERS, values=("CVH-PO-2502",)),
    _case("d24b-co-36", "plot 36 why cancelled", CALL_OFFS, values=("delayed to spring",)),
    _case("d24b-co-failed", "any loads failed", CALL_OFFS, values=("CO-000004",)),
    _case("d24b-t-progress", "tasks in progress", TASKS, values=(RAISE_POS,)),
]

DECLINES: list[Case] = [
    _case("d24b-no-sahara73", "ivanhoe sahara 73mm price", PRICE, expect=DECLINE),
    _case("d24b-no-jewson", "contact at jewson", CONTACT, expect=DECLINE),
    _case("d24b-no-q13", "q13 who for", STATUS, expect=DECLINE),
]

LESSONS: list[Lesson] = []
CONTAMINATION: list[Lesson] = []
# fmt: on

ALL: list[Case] = [*CASES, *DECLINES]
