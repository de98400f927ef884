"""A third DEVELOPMENT round about things the demo does not have (tuned on), written on 27 Nov 2026 (thirteenth
session, branch decl3) by systematic coverage, as tests/assistant/dev_declines3.py over the seeded dataset: every
intent the reader has crossed with every kind of record a question can name (a product by code, by name, by maker
and range; a customer; a supplier; a prospect; a contact; a job; a customer quote in its short forms; a supplier
quote; a request for prices; a customer's PO on a quote; a customer order; a call-off; a task; a user), each asked
about a record the demo does NOT have, typed the way staff type, beside an answerable twin naming a real record.
Follow-ups ("it", "them", "that one") after a first question about a missing thing, and two records of which one is
missing. Format of tests/assistant_demo/dev.py; the twins' values are those the earlier demo rounds checked against a
seeded demo.

Written from the demo definitions (api/catalogue/demo_products.txt, api/crm/demo.py, api/projects/demo.py,
api/quotes/demo.py, api/buying/demo.py, api/schedules/demo.py, api/orders/demo.py, api/tasks/demo.py, api/seed.py)
before any change for them, committed before they were first asked. The made-up names (Stonebridge Homes, Huws
Gray, Brackenholme Estates, Lindley Moor, Craig Sutcliffe, Jordan Walsh) name nothing in the demo or in the earlier
rounds.

First run (27 Nov 2026, on the branch as committed, a24aa84: main 77b97c9 with these questions, before any change for
them; no expectation changed): answerable 32 of 32, declines 42 of 51, intent 0.831. The declines missed, by kind:
one side of a comparison we lack (a range's word the product compared lacks, "celcon ultra", "tradesman purple"; a
quote number no quote has beside one that has; a party we lack beside one we have); a count of quotes for a party or a
colleague we lack (every quote counted); a works we lack that "quoted" on a real quote (the quote's status); a summary
of a name whose last word is a product's colour ("huws gray": grey products); a contact's first name with a surname
not theirs ("craig sutcliffe": Craig Haigh's email). The whole demo-dev part with it (894 questions): intent 0.944,
exact 1.000 (574 of 574), declines 278 of 287, unrelated 33 of 33, paraphrases after feedback 100 % (14 of 14), 0
invented, 0 contaminated.

Intent labels changed after that run (the expected answers untouched), where the reader's intent is as right as the
guess: a customer's PO on a quote is read on the purchase-order intent (2 cases), two parties compared are their
quotes (customer_quotes), and what is on a quote number no quote has is declined as its status is.

After the changes by kind (assistant/understanding/lacking.py; branch decl3): answerable 32 of 32, declines 50 of 51
("is tradesman red cheaper than tradesman purple" still answered with the Tradesman Light), intent 0.928; the whole
demo-dev part (894 questions) intent 0.954, exact 1.000 (574 of 574), declines 286 of 287, unrelated 33 of 33,
paraphrases 100 % (14 of 14), 0 invented, 0 contaminated.
"""

from __future__ import annotations

from tests.assistant.dev_declines2 import declined, priced
from tests.assistant.eval_set import (
    CHEAPEST_IN,
    COMPARE,
    CONTACT,
    COUNT,
    CUSTOMER_Q,
    FACT,
    LAST,
    LIST,
    NOTES,
    PRICE,
    PROJECT_Q,
    SEARCH,
    STATUS,
    SUMMARY,
    SUPPLIER,
    Case,
    _case,
)
from tests.assistant_demo.facts import (
    AWC,
    BRIGHOUSE,
    CALDER,
    CARR,
    CELCON_STD,
    CN92_1200,
    CONFIRM_LOAD,
    FORTERRA,
    HARROGATE,
    HOLT,
    IBSTOCK,
    IVANHOE_CREAM,
    MARSH,
    MYTHOLM,
    PENNINE,
    PENNINE_SAMPLES,
    RAISE_POS,
    SHIELD_100,
    SILO_M4,
    STAFFS_SOLID,
    STATION,
    TEGULA,
    TRADESMAN_RED,
    TRENCH,
    WHITFIELD,
    product,
    q,
    quote,
)

SUPPLIER_QUOTES, PURCHASE_ORDERS, CALL_OFFS, TASKS = "supplier_quotes", "purchase_orders", "call_offs", "tasks"
SQ, CO = "supplier_quote", "call_off"
HAMPTON, TRL73 = "Hampton Rural Blend", "Tradesman Light 73mm"

# fmt: off
ANSWERABLE: list[Case] = [
    # ---- a product by code, by name, by maker and range; its supplier, pallet, cost
    priced("d14-ok-code", "ibs-sbs how much", STAFFS_SOLID, "£880.00"),
    priced("d14-ok-code-who", "who makes it", STAFFS_SOLID, IBSTOCK, intent=SUPPLIER, follows="d14-ok-code"),
    priced("d14-ok-name", "tradesman light 73 price pls", TRL73, "£745.00"),
    priced("d14-ok-maker-range", "wienerberger hampton rural how much", HAMPTON, "£765.00"),
    priced("d14-ok-pallet", "how many tradesman red to a pallet", TRADESMAN_RED, "500", intent=FACT),
    priced("d14-ok-cost", "what do we pay for the tradesman red", TRADESMAN_RED, "£545.00", intent=FACT),
    # ---- search, cheapest in a category, compare
    _case("d14-ok-search", "have we got a trench block", SEARCH, values=(TRENCH,), records=(product(TRENCH),)),
    _case("d14-ok-cheapest-in", "cheapest lintel we do", CHEAPEST_IN, values=(CN92_1200, "£28.00"),
          records=(product(CN92_1200),)),
    _case("d14-ok-compare", "compare shield 100 and celcon standard", COMPARE, products=(SHIELD_100, CELCON_STD),
          values=("£2.35", "£2.40")),
    _case("d14-ok-compare-quotes", "q6 v q9 which is bigger", COMPARE, quotes=(q(6), q(9)),
          values=("£209,807.10", "£108,944.90")),
    # ---- quotes: last quoted, a customer's, a job's, counted, listed, notes
    _case("d14-ok-last", "last price to calder on ivanhoe cream", LAST, customers=(CALDER,), products=(IVANHOE_CREAM,),
          values=("£813.33", q(9)), records=(quote(9),)),
    _case("d14-ok-customer-q", "pennines quotes", CUSTOMER_Q, customers=(PENNINE,), values=(q(4), q(8))),
    _case("d14-ok-project-q", "whats been quoted on station parade", PROJECT_Q, projects=(STATION,),
          values=(q(7), q(12))),
    _case("d14-ok-count", "how many quotes has aire and wharfe got", COUNT, customers=(AWC,), values=("4",)),
    _case("d14-ok-list", "rejected quotes", LIST, values=(q(2), q(3))),
    _case("d14-ok-notes", "notes about spare bricks", NOTES, values=(BRIGHOUSE,)),
    # ---- a quote by number in its short forms
    _case("d14-ok-q-short", "q 11 status", STATUS, quotes=(q(11),), values=("Draft",), records=(quote(11),)),
    _case("d14-ok-q-word", "quote 9 accepted?", STATUS, quotes=(q(9),), values=("Accepted",), records=(quote(9),)),
    _case("d14-ok-q-exvat", "q7 ex vat", FACT, quotes=(q(7),), values=("£38,766.04",), records=(quote(7),)),
    _case("d14-ok-q-po", "customers po on q9", PURCHASE_ORDERS, quotes=(q(9),), values=("CVH-PO-2417",)),
    # ---- organisations, people, jobs
    _case("d14-ok-summary", "pennine developments info", SUMMARY, customers=(PENNINE,), values=("PEN207",)),
    _case("d14-ok-contact", "sarah holt email", CONTACT, contacts=(HOLT,), values=("sarah.holt@caldervalley.example",)),
    _case("d14-ok-contact-supplier", "who do i talk to at forterra", CONTACT, suppliers=(FORTERRA,), values=(MARSH,)),
    _case("d14-ok-contact-prospect", "whos the contact at harrogate living", CONTACT, companies=(HARROGATE,),
          values=(CARR,)),
    _case("d14-ok-acct", "calder acct no", FACT, customers=(CALDER,), values=("CVH001",)),
    _case("d14-ok-arch", "mytholm architect", FACT, projects=(MYTHOLM,), values=(WHITFIELD,)),
    # ---- buying, orders, call-offs, tasks, colleagues
    _case("d14-ok-rfq", "who hasnt replied to RFQ-000001", SUPPLIER_QUOTES, values=("SQ-000002",)),
    _case("d14-ok-order", "whats on so-000001", PURCHASE_ORDERS, values=(IVANHOE_CREAM, TEGULA, SILO_M4)),
    _case("d14-ok-co", "did plot 31 get its bricks", CALL_OFFS, values=("CO-000001",), records=((CO, "CO-000001"),)),
    _case("d14-ok-tasks", "anything on the pad for pennine", TASKS, customers=(PENNINE,), values=(PENNINE_SAMPLES,)),
    _case("d14-ok-tasks-user", "what has tom been given", TASKS, values=(RAISE_POS, CONFIRM_LOAD)),
    _case("d14-ok-user-quotes", "how many quotes has priya got open", COUNT, values=("1",)),
]

DECLINES: list[Case] = [
    # ---- a product by code, by name, by maker and range, and what follows it
    declined("d14-no-code", "ibs-sbs73 how much", PRICE),
    declined("d14-no-code-who", "who makes it", SUPPLIER, follows="d14-no-code"),
    declined("d14-no-code-2", "price of wb-hrb73", PRICE),
    declined("d14-no-name", "tradesman yellow 73 price pls", PRICE),
    declined("d14-no-name-lead", "and the lead time on that one", PRICE, follows="d14-no-name"),
    declined("d14-no-maker-range", "wienerberger hampton buff how much", PRICE),
    declined("d14-no-maker-range-2", "forterra ivanhoe cream price", PRICE),
    declined("d14-no-pallet", "how many tradesman purple to a pallet", FACT),
    declined("d14-no-cost", "what do we pay for the hampton buff", FACT),
    declined("d14-no-supplier", "who do we get the aldridge red blend from", SUPPLIER),
    # ---- search, cheapest in a category, compare with one missing
    declined("d14-no-search", "have we got a glass block", SEARCH),
    declined("d14-no-cheapest-in", "cheapest natural slate we do", CHEAPEST_IN),
    declined("d14-no-compare", "compare shield 100 and celcon ultra", COMPARE),
    declined("d14-no-compare-2", "is tradesman red cheaper than tradesman purple", COMPARE),
    declined("d14-no-compare-quotes", "q6 v q19 which is bigger", COMPARE),
    declined("d14-no-compare-orgs", "who have we quoted more pennine or stonebridge", CUSTOMER_Q),
    # ---- quotes of a missing customer, prospect or job
    declined("d14-no-last", "last price to stonebridge on ivanhoe cream", LAST),
    declined("d14-no-last-product", "last price to calder on the hampton buff", LAST),
    declined("d14-no-customer-q", "stonebridge homes quotes", CUSTOMER_Q),
    declined("d14-no-customer-q-count", "how many of them are open", COUNT, follows="d14-no-customer-q"),
    declined("d14-no-prospect-q", "what have we quoted brackenholme estates", CUSTOMER_Q),
    declined("d14-no-project-q", "whats been quoted on lindley moor", PROJECT_Q),
    declined("d14-no-project-q-fu", "whos the architect on it", FACT, follows="d14-no-project-q"),
    declined("d14-no-count", "how many quotes has stonebridge got", COUNT),
    declined("d14-no-list", "rejected quotes for stonebridge", CUSTOMER_Q),
    declined("d14-no-notes", "notes about lindley moor", NOTES),
    # ---- a quote by number in its short forms
    declined("d14-no-q-short", "q 17 status", STATUS),
    declined("d14-no-q-word", "quote 21 accepted?", STATUS),
    declined("d14-no-q-full", "Q-000024 whats on it", STATUS),
    declined("d14-no-q-joined", "q000018 ex vat", FACT),
    declined("d14-no-q-po", "customers po on q16", PURCHASE_ORDERS),
    declined("d14-no-q-fu", "whos it for", STATUS, follows="d14-no-q-short"),
    # ---- organisations, people, jobs we do not have
    declined("d14-no-summary", "stonebridge homes info", SUMMARY),
    declined("d14-no-supplier-summary", "tell me about huws gray", SUMMARY),
    declined("d14-no-project-summary", "tell me about the lindley moor job", SUMMARY),
    declined("d14-no-contact", "craig sutcliffe email", CONTACT),
    declined("d14-no-contact-supplier", "who do i talk to at huws gray", CONTACT),
    declined("d14-no-contact-prospect", "whos the contact at brackenholme", CONTACT),
    declined("d14-no-contact-fu", "their number", CONTACT, follows="d14-no-contact-prospect"),
    declined("d14-no-acct", "stonebridge acct no", FACT),
    declined("d14-no-arch", "lindley moor architect", FACT),
    # ---- buying, orders, call-offs, tasks, colleagues
    declined("d14-no-sq", "sq 6 status", SUPPLIER_QUOTES),
    declined("d14-no-sq-supplier", "has huws gray quoted on q10", SUPPLIER_QUOTES),
    declined("d14-no-rfq", "who hasnt replied to RFQ-000004", SUPPLIER_QUOTES),
    declined("d14-no-order", "whats on so-000005", PURCHASE_ORDERS),
    declined("d14-no-order-customer", "orders for stonebridge", PURCHASE_ORDERS),
    declined("d14-no-co", "co 12 status", CALL_OFFS),
    declined("d14-no-co-project", "loads going to lindley moor this week", CALL_OFFS),
    declined("d14-no-tasks", "anything on the pad for stonebridge", TASKS),
    declined("d14-no-tasks-user", "what has jordan been given", TASKS),
    declined("d14-no-user-quotes", "how many quotes has jordan walsh got open", COUNT),
]
# fmt: on

ALL: list[Case] = [*ANSWERABLE, *DECLINES]
