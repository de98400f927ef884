"""A third DEVELOPMENT round about things the seeded dataset does not have (tuned on), written on 27 Nov 2026
(thirteenth session, branch decl3) by systematic coverage rather than by shapes: every intent the reader has
(assistant/understanding/types.py Intent, and record_fact's attributes) crossed with every kind of record a question
can name (a product by code, by name, by maker and range; a customer; a supplier; a prospect; a contact; a job; a
customer quote in its short forms; a supplier quote; a request for prices; a purchase order; a customer order; a
call-off; a task; a user), each asked about a record that does NOT exist, typed the way staff type (lower case,
typos, no question mark), beside an answerable twin naming a real record, so declining everything cannot score.
Follow-ups ("it", "them", "that one") after a first question about a missing thing, and two records of which one is
missing ("compare X and Y", "is X cheaper than Y").

Written from the dataset's definitions (tests/assistant/dataset*.py) before any change for them and committed before
they were first asked. The made-up names are checked against the dataset: Bellway, Jewson, Michelmersh, Thornhill
Lees, Darren Lofthouse and Gemma Ridley name nothing in it.

A decline is right when the answer is low-confidence or says we do not have it (tests/assistant/metrics.py).

First run (27 Nov 2026, on the branch as committed, a24aa84: main 77b97c9 with these questions, before any change for
them; no expectation changed): answerable 38 of 39 ("whats on quote 6": its status, not its lines), declines 73 of
85, intent 0.815 (its labels guessed before reading the reader). The declines missed, by kind: one side of a
comparison we lack (a product code no product has beside one that has: the one we have priced alone; a quote number
no quote has beside one that has: the one we have given as its status; a party we lack beside one we have: the one we
have given its quotes); a count or a sum of quotes for a party or a colleague we lack (every quote counted, 4 cases);
a works we lack that "quoted" for a real job (the job's customer quotes); a product we lack asked with a real
customer's last quote (the customer's quotes), or with the cost price and a real maker (the maker's summary); a word
wedged into a real name ("skelton manor estates", "the station road depot job": the real record's quotes). The whole
development part with it (653 questions): intent 0.946, exact 0.988 (415 of 420), declines 197 of 209, unrelated 20
of 20, paraphrases after feedback 100 % (30 of 30), 0 invented, 0 contaminated.

Intent labels changed after that run (the expected answers untouched), where the reader's intent is as right as the
guess: a name that may be a customer's or a job's asked for its quotes is a customer's (customer_quotes), "who is"
someone we lack is a summary, what is on a quote number no quote has is declined as its status is (as
dev_declines2.py's "whats on quote 260024"), and two parties compared are their quotes (customer_quotes).

After the changes by kind (assistant/understanding/lacking.py; branch decl3): answerable 39 of 39, declines 85 of 85,
intent 0.960; the whole development part (653 questions) intent 0.977, exact 0.990 (416 of 420), declines 209 of 209,
unrelated 20 of 20, paraphrases 100 % (30 of 30), 0 invented, 0 contaminated.
"""

from __future__ import annotations

from tests.assistant.dataset import (
    CUSTOMER_ACME,
    CUSTOMER_CALDER,
    CUSTOMER_KIRKSTALL,
    CUSTOMER_MOORSIDE,
    CUSTOMER_PENNINE,
    PRODUCT_ATLAS_BLUE,
    PRODUCT_BIRTLEY,
    PRODUCT_FUNTON,
    PRODUCT_KASSANDRA,
    PRODUCT_KEYBLOK,
    PRODUCT_LEICESTER,
    PRODUCT_NORTHERN_BLUE,
    PRODUCT_PANTILE,
    PRODUCT_RED_MULTI,
    PROJECT_RIVERSIDE,
    PROJECT_STATION,
    SUPPLIER_FORTERRA,
    SUPPLIER_NORTHERN,
    SUPPLIER_WIENERBERGER,
)
from tests.assistant.dataset_more import COMPANY_SKELTON, CONTACT_AKHTAR, CONTACT_BOOTH
from tests.assistant.dataset_tasks import CHASE_CALDER, RAISE_POS
from tests.assistant.dev_declines2 import declined, priced
from tests.assistant.eval_set import (
    CHEAPEST,
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
    product,
    quote,
)

SUPPLIER_QUOTES, PURCHASE_ORDERS, CALL_OFFS, TASKS = "supplier_quotes", "purchase_orders", "call_offs", "tasks"
SQ, PO, CO = "supplier_quote", "purchase_order", "call_off"
HEATHER = "Ibstock Tradesman Heather"

# fmt: off
ANSWERABLE: list[Case] = [
    # ---- product_price / product_supplier / record_fact on a product: by code, by name, by maker and range
    priced("dz-ok-code", "price of ib-fsh65", PRODUCT_FUNTON, "£712.50"),
    priced("dz-ok-code-supplier", "who supplies it", PRODUCT_FUNTON, "Ibstock", intent=SUPPLIER, follows="dz-ok-code"),
    priced("dz-ok-name", "tradesman heather price pls", HEATHER, "£560.00"),
    priced("dz-ok-maker-range", "wienerberger kassandra how much", PRODUCT_KASSANDRA, "£642.00"),
    priced("dz-ok-lead", "leadtime on atlas blue", PRODUCT_ATLAS_BLUE, "28 days"),
    priced("dz-ok-lead-pallet", "how many on a pallet", PRODUCT_ATLAS_BLUE, "736", intent=FACT, follows="dz-ok-lead"),
    priced("dz-ok-supplier", "who do we get the kassandra from", PRODUCT_KASSANDRA, SUPPLIER_WIENERBERGER,
           intent=SUPPLIER),
    # ---- product_search, cheapest_price, cheapest_in_category, compare
    _case("dz-ok-search", "handmade red brick", SEARCH, values=("Wienerberger Olde Bulmer Red",),
          records=(product("Wienerberger Olde Bulmer Red"),)),
    _case("dz-ok-cheapest", "cheapest staffs blue", CHEAPEST, products=(PRODUCT_NORTHERN_BLUE,),
          values=(PRODUCT_NORTHERN_BLUE, "£799.00")),
    _case("dz-ok-cheapest-in", "cheapest roof tile we do", CHEAPEST_IN, values=(PRODUCT_PANTILE, "£2.35"),
          records=(product(PRODUCT_PANTILE),)),
    _case("dz-ok-compare", "compare leicester and birtley", COMPARE, products=(PRODUCT_LEICESTER, PRODUCT_BIRTLEY),
          values=("£598.00", "£655.00")),
    _case("dz-ok-cheaper", "is the kassandra cheaper than the cheshire red multi", COMPARE,
          products=(PRODUCT_KASSANDRA, PRODUCT_RED_MULTI), values=("£642.00", "£675.00")),
    _case("dz-ok-compare-quotes", "q12 v q13 which is bigger", COMPARE, quotes=("Q-260012", "Q-260013"),
          values=("£6,333.60", "£3,672.00")),
    # ---- last_quoted, customer_quotes, project_quotes, quote_count, quote_list, notes_search
    _case("dz-ok-last", "what did we last quote acme for keyblok", LAST, products=(PRODUCT_KEYBLOK,),
          customers=(CUSTOMER_ACME,), values=("£29.95", "Q-260001"), records=(quote("Q-260001"),)),
    _case("dz-ok-customer-q", "pennines quotes", CUSTOMER_Q, customers=(CUSTOMER_PENNINE,),
          values=("Q-260006", "Q-260007", "Q-260008"), records=(quote("Q-260007"),)),
    _case("dz-ok-customer-q-count", "how many of them are open", COUNT, customers=(CUSTOMER_PENNINE,), values=("1",),
          follows="dz-ok-customer-q"),
    _case("dz-ok-project-q", "quotes on station road", PROJECT_Q, projects=(PROJECT_STATION,),
          values=("Q-260014", "Q-260015"), records=(quote("Q-260014"), quote("Q-260015"))),
    _case("dz-ok-count", "how many quotes has calder got", COUNT, customers=(CUSTOMER_CALDER,), values=("2",)),
    _case("dz-ok-prospect-q", "skelton grange quotes", CUSTOMER_Q, companies=(COMPANY_SKELTON,),
          values=("Q-260017", "Q-260018"), records=(quote("Q-260017"),)),
    _case("dz-ok-list", "quotes raised in october", LIST, values=("Q-260007", "Q-260010", "Q-260017")),
    _case("dz-ok-notes", "any notes on the haul road", NOTES, values=(CUSTOMER_CALDER,)),
    # ---- quote_status and record_fact on a quote, in every short form
    _case("dz-ok-q-short", "q 19 status", STATUS, quotes=("Q-260019",), values=("Sent",), records=(quote("Q-260019"),)),
    _case("dz-ok-q-word", "whats on quote 6", FACT, quotes=("Q-260006",),
          values=("Marshalls Anglia Retaining Wall Block",), records=(quote("Q-260006"),)),
    _case("dz-ok-q-joined", "q260015 why rejected", FACT, quotes=("Q-260015",), values=("value-engineered",),
          records=(quote("Q-260015"),)),
    _case("dz-ok-q-exvat", "Q-260017 ex vat", FACT, quotes=("Q-260017",), values=("£20,041.20",),
          records=(quote("Q-260017"),)),
    # ---- record_summary, contact_details, record_fact on an organisation
    _case("dz-ok-summary", "tell me about moorside developments", SUMMARY, customers=(CUSTOMER_MOORSIDE,),
          values=("MOOR01",)),
    _case("dz-ok-supplier-summary", "forterra supplier info", SUMMARY, suppliers=(SUPPLIER_FORTERRA,),
          values=("SUP-FOR",)),
    _case("dz-ok-contact", "claire booth mobile", CONTACT, contacts=(CONTACT_BOOTH,), values=("07700 900301",),
          records=(("contact", CONTACT_BOOTH),)),
    _case("dz-ok-contact-org", "who do we deal with at kirkstall", CONTACT, customers=(CUSTOMER_KIRKSTALL,),
          values=(CONTACT_AKHTAR,)),
    _case("dz-ok-acct", "kirkstall account no", FACT, customers=(CUSTOMER_KIRKSTALL,), values=("KIRK01",)),
    _case("dz-ok-arch", "architect on riverside", FACT, projects=(PROJECT_RIVERSIDE,),
          values=("Halden Mews Architects",)),
    # ---- buying and delivering: supplier quotes, purchase orders, customer orders, call-offs
    _case("dz-ok-sq", "SQ-260002 price", SUPPLIER_QUOTES, values=("SQ-260002", "£585.00"),
          records=((SQ, "SQ-260002"),)),
    _case("dz-ok-sq-supplier", "has northern quoted for riverside", SUPPLIER_QUOTES, suppliers=(SUPPLIER_NORTHERN,),
          projects=(PROJECT_RIVERSIDE,), values=("SQ-260002",), records=((SQ, "SQ-260002"),)),
    _case("dz-ok-po", "po 260002 status", PURCHASE_ORDERS, values=("PO-260002",), records=((PO, "PO-260002"),)),
    _case("dz-ok-order", "whats on SO-260101", PURCHASE_ORDERS, values=("SO-260101", PRODUCT_FUNTON)),
    _case("dz-ok-co", "co-260102 status", CALL_OFFS, values=("CO-260102",), records=((CO, "CO-260102"),)),
    _case("dz-ok-plot", "plot 12 at riverside when is it going", CALL_OFFS, projects=(PROJECT_RIVERSIDE,),
          values=("CO-260102",), records=((CO, "CO-260102"),)),
    # ---- tasks by customer, job and colleague
    _case("dz-ok-tasks", "tasks for calder", TASKS, customers=(CUSTOMER_CALDER,), values=(CHASE_CALDER,)),
    _case("dz-ok-tasks-job", "anything on the pad for riverside", TASKS, projects=(PROJECT_RIVERSIDE,),
          values=(RAISE_POS,)),
]

DECLINES: list[Case] = [
    # ---- product_price: a code, a name, a maker with a range it does not make
    declined("dz-no-code", "price of ib-fsh73", PRICE),
    declined("dz-no-code-supplier", "who supplies it", SUPPLIER, follows="dz-no-code"),
    declined("dz-no-code-2", "ft-vrm50 how much", PRICE),
    declined("dz-no-code-3", "nb-ig2400 price", PRICE),
    declined("dz-no-name", "tradesman lilac price pls", PRICE),
    declined("dz-no-name-lead", "and the leadtime on that one", PRICE, follows="dz-no-name"),
    declined("dz-no-maker-range", "wienerberger kassandra buff how much", PRICE),
    declined("dz-no-maker-range-2", "ibstock york handmade price", PRICE),
    declined("dz-no-maker-range-3", "forterra atlas blue price", PRICE),
    declined("dz-no-lead", "leadtime on the michelmersh freshfield lane", PRICE),
    declined("dz-no-pallet", "how many york handmade on a pallet", FACT),
    declined("dz-no-pallet-fu", "how many on a pallet", FACT, follows="dz-no-maker-range-2"),
    declined("dz-no-weight", "weight of a conbloc 215 block", FACT),
    declined("dz-no-cost", "what do we pay for the ibstock york handmade", FACT),
    # ---- product_supplier
    declined("dz-no-supplier", "who do we get the kassandra buff from", SUPPLIER),
    declined("dz-no-supplier-2", "who supplys the terca linen grey", SUPPLIER),
    # ---- product_search: a description nothing answers
    declined("dz-no-search", "glass blocks 190mm", SEARCH),
    declined("dz-no-search-2", "any reclaimed yorkstone setts", SEARCH),
    # ---- cheapest_price and cheapest_in_category
    declined("dz-no-cheapest", "cheapest price on the york handmade", CHEAPEST),
    declined("dz-no-cheapest-in", "cheapest natural slate roof tile we do", CHEAPEST_IN),
    declined("dz-no-cheapest-in-2", "cheapest clay chimney pot", CHEAPEST_IN),
    # ---- compare: one of the two is missing
    declined("dz-no-compare", "compare leicester and york handmade", COMPARE),
    declined("dz-no-compare-2", "is the kassandra cheaper than the wienerberger hampton rural", COMPARE),
    declined("dz-no-compare-3", "whats cheaper ib-lrs65 or ib-lrs73", COMPARE),
    declined("dz-no-compare-quotes", "which is bigger q9 or q27", COMPARE),
    declined("dz-no-compare-orgs", "who've we quoted more, pennine or bellway", CUSTOMER_Q),
    # ---- last_quoted: a missing customer, product, or both
    declined("dz-no-last-customer", "what did we last quote bellway for keyblok", LAST),
    declined("dz-no-last-product", "what did we last quote acme for the york handmade", LAST),
    declined("dz-no-last-both", "last price to bellway on the tradesman lilac", LAST),
    # ---- customer_quotes, and what follows
    declined("dz-no-customer-q", "bellways quotes", CUSTOMER_Q),
    declined("dz-no-customer-q-count", "how many of them are open", COUNT, follows="dz-no-customer-q"),
    declined("dz-no-customer-q-2", "open quotes for persimmon", CUSTOMER_Q),
    declined("dz-no-prospect-q", "skelton manor estates quotes", CUSTOMER_Q),
    # ---- project_quotes
    declined("dz-no-project-q", "quotes on thornhill lees", CUSTOMER_Q),
    declined("dz-no-project-q-2", "whats been quoted on the station road depot job", PROJECT_Q),
    declined("dz-no-project-q-fu", "and the architect on it", FACT, follows="dz-no-project-q"),
    # ---- quote_count and quote_list with a missing party
    declined("dz-no-count", "how many quotes has bellway got", COUNT),
    declined("dz-no-count-job", "how many quotes on thornhill lees", COUNT),
    declined("dz-no-count-value", "total value of jewsons quotes", COUNT),
    declined("dz-no-list", "accepted quotes for bellway", CUSTOMER_Q),
    declined("dz-no-list-2", "rejected quotes on riverside", PROJECT_Q),
    # ---- notes_search about a missing record
    declined("dz-no-notes", "any notes on thornhill lees", NOTES),
    declined("dz-no-notes-2", "notes about bellway", NOTES),
    # ---- quote_status and quote facts, in every short form
    declined("dz-no-q-full", "Q-260031 status", STATUS),
    declined("dz-no-q-lower", "q260025 status", STATUS),
    declined("dz-no-q-short", "q 23 status", STATUS),
    declined("dz-no-q-word", "whats on quote 27", STATUS),
    declined("dz-no-q-word-fu", "whos it for", STATUS, follows="dz-no-q-word"),
    declined("dz-no-q-joined", "q24 why rejected", FACT),
    declined("dz-no-q-exvat", "q 26 ex vat", FACT),
    declined("dz-no-q-accepted", "has quote 22 been accepted", STATUS),
    # ---- record_summary: every kind of organisation, a job, a person, a user
    declined("dz-no-summary", "tell me about bellway homes", SUMMARY),
    declined("dz-no-supplier-summary", "jewson supplier info", SUMMARY),
    declined("dz-no-prospect-summary", "tell me about the prospect hebden estates", SUMMARY),
    declined("dz-no-project-summary", "whats the thornhill lees job", SUMMARY),
    declined("dz-no-person-summary", "who is darren lofthouse", SUMMARY),
    # ---- contact_details: a missing person, a missing organisation, a real first name at the wrong firm
    declined("dz-no-contact", "darren lofthouse mobile", CONTACT),
    declined("dz-no-contact-org", "whos our contact at bellway", CONTACT),
    declined("dz-no-contact-org-fu", "their email", CONTACT, follows="dz-no-contact-org"),
    declined("dz-no-contact-supplier", "number for the jewson rep", CONTACT),
    declined("dz-no-contact-first", "gemma at wharfe valley her number", CONTACT),
    # ---- record_fact on an organisation or a job
    declined("dz-no-acct", "bellway account no", FACT),
    declined("dz-no-acct-supplier", "jewson account number", FACT),
    declined("dz-no-address", "address for thornhill lees site", FACT),
    declined("dz-no-arch", "architect on thornhill lees", FACT),
    # ---- supplier quotes and requests for prices
    declined("dz-no-sq", "SQ-260009 price", SUPPLIER_QUOTES),
    declined("dz-no-sq-short", "sq 7 status", SUPPLIER_QUOTES),
    declined("dz-no-sq-supplier", "has jewson quoted for riverside", SUPPLIER_QUOTES),
    declined("dz-no-sq-project", "supplier prices for thornhill lees", SUPPLIER_QUOTES),
    declined("dz-no-rfq", "who hasnt replied to rfq 12", SUPPLIER_QUOTES),
    # ---- purchase orders
    declined("dz-no-po", "po 260007 status", PURCHASE_ORDERS),
    declined("dz-no-po-short", "has po 9 been acknowledged", PURCHASE_ORDERS),
    declined("dz-no-po-supplier", "purchase orders to jewson", PURCHASE_ORDERS),
    declined("dz-no-po-project", "pos for thornhill lees", PURCHASE_ORDERS),
    # ---- customer orders
    declined("dz-no-order", "whats on SO-260108", PURCHASE_ORDERS),
    declined("dz-no-order-customer", "orders for bellway", PURCHASE_ORDERS),
    # ---- call-offs
    declined("dz-no-co", "co-260119 status", CALL_OFFS),
    declined("dz-no-co-fu", "is it confirmed", CALL_OFFS, follows="dz-no-co"),
    declined("dz-no-plot", "plot 27 at riverside when is it going", CALL_OFFS),
    declined("dz-no-co-project", "deliveries to thornhill lees this week", CALL_OFFS),
    declined("dz-no-co-customer", "call offs for bellway", CALL_OFFS),
    # ---- tasks: a missing customer, job, colleague
    declined("dz-no-tasks", "tasks for bellway", TASKS),
    declined("dz-no-tasks-job", "any tasks on thornhill lees", TASKS),
    declined("dz-no-tasks-user", "whats on darrens list", TASKS),
    # ---- a user (a colleague) we do not have
    declined("dz-no-user-quotes", "how many open quotes has gemma ridley got", COUNT),
]
# fmt: on

CASES: list[Case] = [*ANSWERABLE, *DECLINES]
BY_ID = {case.id: case for case in CASES}
