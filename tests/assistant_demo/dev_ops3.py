"""A twentieth round of development questions over the demo instance (`d30-`, tuned on): what buyers, transport
clerks and the office ask, written on 28 Nov 2026 before any change to the reader for it and committed before it was
first asked (its writer read the demo records, api/seed.py and what it seeds, and earlier rounds for the format; not
the reader's code, its exemplars or the held-out parts). It aims at shapes the earlier purchasing rounds (dev_ops.py,
dev_ops2.py) did not use: a supplier named by the person who rang or answered for it, two suppliers compared on one
request, "still waiting on", a works' and a haulier's figures asked as "how much per load", "all in", "delivered
price", a site's delivery rules asked as "when can we get a wagon into", a plot's house type and quantities, loads
by status words ("went wrong", "didn't get there", "knocked back", "moved", "pulled", "still to book"), by haulier,
by site and by day words ("day after tomorrow", "monday"), an order found by the customer's PO, the tasks on a load,
an order or a customer, and the demo admin's notifications asked in new words; 15 declines (purchase orders the demo
never raised, records past the last number, a supplier never asked, fields nobody records: a driver, a registration,
an invoice, demurrage, a rebate), 3 unrelated questions, a lesson with two rewordings and a contamination pair.

Every value read from the demo data (api/seed.py, api/buying/demo.py, api/schedules/demo.py, api/tasks/demo.py,
api/crm/demo.py, api/projects/demo.py, api/catalogue/demo_products.txt and demo_data.py): RFQ-000001 is Q-000010's
request for Aire & Wharfe (6,000 Staffordshire Blue Solid, 80 Mastercrete) to Ibstock (SQ-000001: cost less 3 %,
£669.30 and £6.01, 3 weeks, one load's haulage £285.00, total £4,781.60, valid 30 days, "Moffett offload included")
and Tarmac (SQ-000002, Neil Crowther's firm, not answered); reply by in 5 days, on site in 21, moffett, notes "Site
open 7.30 to 4". Dales Haulage's SQ-000003 keyed in from Kev Lister's call: 2 loads, artic with Moffett, £310.00 a
load (£620.00), valid 14 days. SO-000002 (Calder, Mytholm Meadows, CVH-PO-2502, plots 31 to 36: 6,000 Tradesman Red,
1,000 Ivanhoe Cream, 300 Shield blocks a plot; £34,020.00 ex VAT); SO-000001 is Brighouse Wharf Mews (CVH-PO-2291).
CO-000001 to CO-000006 are plots 31 to 36 (Holme, Holme, Wessenden, Holme, Wessenden, Wessenden; 3a, 3a, 3a, 3b, 3b,
3b): delivered 4 days ago (Gary Wood, 13 pallets), confirmed for tomorrow am, booked tomorrow pm, failed two days ago
("Lane blocked by a broken-down tractor", £185.00) and rescheduled to 8 days on, requested for 14 days on, cancelled
("Plot 36 build delayed to spring"); each from Ibstock, hauled by Dales, crane, rigid, Sarah Holt on site. Mytholm's
site: "Narrow lane: rigid vehicles only, offload by crane."; Station Parade's "Town centre: deliveries before 10am.".

First run (28 Nov 2026, on main as it stood, 0d64652, the round committed as 1b2fc99, before any change for it; the
round alone through BRICKMATE_EVAL_ONLY, so without its lesson): answerable 74 of 115 (64 %), declines 12 of 15
("invoice number for so2", "demurrage on the dales quote", "ibstocks settlement discount on sq1" gave the record),
unrelated 3 of 3, intent 0.789, 0 invented. Misses by kind: a works' figures on its quote asked by the works and a
product ("how long will ibstock take on the staffs blue", "ibstocks staffs blue rate", "what are ibstock charging for
delivery": read as the catalogue or call-offs), a haulier's priced loads ("how many loads has dales priced": its
call-offs), a supplier quote by the person ("neil crowthers quote", "what did kev lister quote per load"), "cheapest"
or "lowest" on a request, a request counted ("how many rfqs have we sent": our sent quotes), what was asked on it;
an order found by the customer's PO ("which order is po 2291") or its job ("mytholm order total", "the order number
for mytholm", "how many tradesman red on the mytholm order"), an order's line price; a plot's house type and phase;
loads by status words ("went wrong", "moved", "pulled", "still to book", "havent got a slot", "booked but not
confirmed", "loads delivered": read as the Loose Load products), a haulier's loads on a day, the works a site's loads
come from, "next weeks deliveries" (read as the next load); a site's delivery rules ("what time do we have to deliver
by at station parade", "how do we offload at mytholm"); tasks on "tomorrows load", "waiting on someone else", a
closed task's note; a haulage quote's validity, which quote runs out first, haulage asked after a works' quote.
After the changes by kind (branch asst20, in the whole demo-dev run on the final code, 8a0326e): answerable 105 of
115 (91 %), declines 15 of 15, unrelated 3 of 3, its lesson's two rewordings right, its contamination pair clean,
intent 0.940, 0 invented. Left: "lowest price back on the awc enquiry" ("enquiry" for a request), "when do awc need
the engineering bricks on site" (the request's on-site day asked by its customer: read as their quote), "how many
staffs blue did we ask prices for" (a request's quantity), "how many rfqs have we sent" (requests counted: our sent
quotes), "which supplier quote runs out first", "how much is haulage on it" after a works' quote (the follow-up
reads Dales Haulage's name), "what price is the red on so2" (an order line's price), "what date was the tractor
load moved to" (a load described by why it failed), "booked but not confirmed", and a closed task's note.
"""

from __future__ import annotations

from tests.assistant.eval_set import (
    CHEAPEST,
    CONTACT,
    COUNT,
    DECLINE,
    FACT,
    GENERAL,
    UNRELATED,
    Case,
    Lesson,
    _case,
)
from tests.assistant_demo.dev_ops import co, sq
from tests.assistant_demo.dev_ops2 import NEXT_WEEK, THIS_WEEK
from tests.assistant_demo.facts import (
    CALDER,
    CHASE_CALDER,
    CONFIRM_LOAD,
    DALES,
    HOLT,
    IBSTOCK,
    IVANHOE_CREAM,
    MASTERCRETE,
    PENNINE_SAMPLES,
    RAISE_POS,
    SHIELD_100,
    SITE_VISIT,
    STAFFS_SOLID,
    TARMAC,
    TRADESMAN_RED,
    in_days,
)

SUPPLIER_QUOTES, PURCHASE_ORDERS, CALL_OFFS, TASKS = "supplier_quotes", "purchase_orders", "call_offs", "tasks"
NOTIFICATIONS = "notifications"

# fmt: off
CASES: list[Case] = [
    # ---- the request for prices: compared, waiting, its days and terms
    _case("d30-rfq-compare", "ibstock v tarmac on rfq1", SUPPLIER_QUOTES, values=(IBSTOCK, TARMAC, "£669.30")),
    _case("d30-rfq-cheapest", "cheapest supplier on rfq 1", CHEAPEST, values=(IBSTOCK,)),
    _case("d30-rfq-lowest", "lowest price back on the awc enquiry", CHEAPEST, values=(IBSTOCK, "£669.30")),
    _case("d30-rfq-waiting", "still waiting on anyone for rfq1?", SUPPLIER_QUOTES, values=(TARMAC,),
          absent=("£669.30",)),
    _case("d30-rfq-sent-to", "who did rfq1 go out to", SUPPLIER_QUOTES, values=(IBSTOCK, TARMAC)),
    _case("d30-rfq-deadline", "deadline for prices on rfq 1", SUPPLIER_QUOTES, values=(in_days(5),)),
    _case("d30-rfq-needed", "when do awc need the engineering bricks on site", SUPPLIER_QUOTES,
          values=(in_days(21),)),
    _case("d30-rfq-site-hours", "site hours on rfq1", SUPPLIER_QUOTES, values=("7.30 to 4",)),
    _case("d30-rfq-quote", "which customer quote is rfq1 for", SUPPLIER_QUOTES, values=("Q-000010",)),
    _case("d30-rfq-lines", "items on the rfq for awc", SUPPLIER_QUOTES, values=(STAFFS_SOLID, MASTERCRETE)),
    _case("d30-rfq-qty", "how many staffs blue did we ask prices for", SUPPLIER_QUOTES, values=("6,000",)),
    _case("d30-rfq-count", "how many rfqs have we sent", COUNT, values=("1",)),
    _case("d30-rfq-replies", "how many replies on rfq1", SUPPLIER_QUOTES, values=("1",)),
    # ---- supplier quotes: by the person, lead times, haulage, all-in figures, validity
    _case("d30-sq-neil", "neil crowthers quote", SUPPLIER_QUOTES, values=("SQ-000002",), records=(sq(2),)),
    _case("d30-sq-kev-price", "what did kev lister quote per load", SUPPLIER_QUOTES, values=("£310.00",),
          records=(sq(3),)),
    _case("d30-sq-tarmac-back", "has neil come back on the mastercrete", SUPPLIER_QUOTES, values=("SQ-000002",),
          records=(sq(2),)),
    _case("d30-sq-tarmac-heard", "heard anything from tarmac on rfq1", SUPPLIER_QUOTES, values=("SQ-000002",),
          records=(sq(2),)),
    _case("d30-sq-ibstock-lead", "how long will ibstock take on the staffs blue", SUPPLIER_QUOTES,
          values=("3 weeks",), records=(sq(1),)),
    _case("d30-sq-lead-cement", "lead time ibstock gave on the cement", SUPPLIER_QUOTES, values=("3 weeks",),
          records=(sq(1),)),
    _case("d30-sq-ibstock-haul", "what are ibstock charging for delivery", SUPPLIER_QUOTES, values=("£285.00",),
          records=(sq(1),)),
    _case("d30-sq-ibstock-allin", "ibstock all in price on rfq1", SUPPLIER_QUOTES, values=("£4,781.60",),
          records=(sq(1),)),
    _case("d30-sq-ibstock-loads", "how many loads did ibstock price", SUPPLIER_QUOTES, values=("1",),
          records=(sq(1),)),
    _case("d30-sq-ibstock-moffett", "is the moffett included in ibstocks price", SUPPLIER_QUOTES,
          values=("Moffett offload included",), records=(sq(1),)),
    _case("d30-sq-ibstock-notes", "ibstocks comments on sq1", SUPPLIER_QUOTES, values=("Prices held for 30 days",),
          records=(sq(1),)),
    _case("d30-sq-ibstock-valid", "how long are ibstocks prices held", SUPPLIER_QUOTES, values=(in_days(30),),
          records=(sq(1),)),
    _case("d30-sq-cement-price", "what did ibstock quote for the mastercrete", SUPPLIER_QUOTES, values=("£6.01",),
          records=(sq(1),)),
    _case("d30-sq-staffs-per-thou", "ibstocks staffs blue rate", SUPPLIER_QUOTES, values=("£669.30",),
          records=(sq(1),)),
    _case("d30-sq-dales-loads", "how many loads has dales priced", SUPPLIER_QUOTES, values=("2",),
          records=(sq(3),)),
    _case("d30-sq-dales-total", "dales quote total", SUPPLIER_QUOTES, values=("£620.00",), records=(sq(3),)),
    _case("d30-sq-dales-valid", "how long is the haulage price good for", SUPPLIER_QUOTES, values=(in_days(14),),
          records=(sq(3),)),
    _case("d30-sq-dales-vehicle", "what wagon did dales quote", SUPPLIER_QUOTES, values=("Artic",),
          records=(sq(3),)),
    _case("d30-sq-dales-who", "who at dales gave us the price", SUPPLIER_QUOTES, values=("Kev Lister",),
          records=(sq(3),)),
    _case("d30-sq-waiting", "which supplier quotes are still waiting", SUPPLIER_QUOTES, values=("SQ-000002",),
          absent=("SQ-000001",)),
    _case("d30-sq-ibstock-all", "ibstock supplier quotes", SUPPLIER_QUOTES, values=("SQ-000001",)),
    _case("d30-sq-expiring", "which supplier quote runs out first", SUPPLIER_QUOTES, values=("SQ-000003",)),
    _case("d30-sq-q10", "supplier prices for q10", SUPPLIER_QUOTES, values=("SQ-000001",)),
    # ---- a works' quote, then its lead time, then its haulage
    _case("d30-ch-ib", "ibstocks quote on rfq1", SUPPLIER_QUOTES, values=("SQ-000001",), records=(sq(1),)),
    _case("d30-ch-ib-lead", "and the lead time", SUPPLIER_QUOTES, values=("3 weeks",), records=(sq(1),),
          follows="d30-ch-ib"),
    _case("d30-ch-ib-haul", "how much is haulage on it", SUPPLIER_QUOTES, values=("£285.00",), records=(sq(1),),
          follows="d30-ch-ib-lead"),
    # ---- the haulier's quote, then his phone
    _case("d30-ch-kev", "whats kevs price", SUPPLIER_QUOTES, values=("£310.00",), records=(sq(3),)),
    _case("d30-ch-kev-phone", "whats his number", CONTACT, values=("01756 555 321",), follows="d30-ch-kev"),
    # ---- customer orders: found by the PO, its lines, per plot, the job, the account
    _case("d30-or-po2291", "which order is po 2291", PURCHASE_ORDERS, values=("SO-000001",)),
    _case("d30-or-po2502", "CVH-PO-2502 whats that for", PURCHASE_ORDERS, values=("SO-000002",)),
    _case("d30-or-po-so2", "calders po on so2", PURCHASE_ORDERS, values=("CVH-PO-2502",)),
    _case("d30-or-mytholm", "mytholm order total", PURCHASE_ORDERS, values=("£34,020.00",)),
    _case("d30-or-mytholm-no", "whats the order number for mytholm", PURCHASE_ORDERS, values=("SO-000002",)),
    _case("d30-or-red", "how many tradesman red on the mytholm order", PURCHASE_ORDERS, values=("36,000",)),
    _case("d30-or-calder", "calders orders", PURCHASE_ORDERS, values=("SO-000001", "SO-000002")),
    _case("d30-or-so2-customer", "whose order is so2", PURCHASE_ORDERS, values=(CALDER,)),
    _case("d30-or-so1-po", "so1 po number", PURCHASE_ORDERS, values=("CVH-PO-2291",)),
    _case("d30-or-so2-lines", "lines on the phase 3 order", PURCHASE_ORDERS,
          values=(TRADESMAN_RED, IVANHOE_CREAM, SHIELD_100)),
    _case("d30-or-so2-price-red", "what price is the red on so2", PURCHASE_ORDERS, values=("£695.00",)),
    _case("d30-or-so2-phase", "which plots are on so2", PURCHASE_ORDERS, values=("31", "36")),
    _case("d30-or-latest", "latest customer order", PURCHASE_ORDERS, values=("SO-000002",)),
    # ---- a plot: house type, quantities, phase
    _case("d30-plot-house35", "whats the house type on plot 35", CALL_OFFS, values=("Wessenden",)),
    _case("d30-plot-house31", "plot 31 - which house", CALL_OFFS, values=("Holme",)),
    _case("d30-plot-phase34", "which phase is plot 34", CALL_OFFS, values=("3b",)),
    _case("d30-plot-bricks32", "how many bricks going to plot 32", CALL_OFFS, values=("6,000",),
          records=(co(2),)),
    _case("d30-plot-blocks33", "shield blocks for plot 33", CALL_OFFS, values=("300",), records=(co(3),)),
    # ---- loads: by status words
    _case("d30-co-wrong", "which drop went wrong", CALL_OFFS, values=("CO-000004",)),
    _case("d30-co-didnt", "any loads that didnt get there", CALL_OFFS, values=("CO-000004",)),
    _case("d30-co-failed-why", "why did the failed load fail", CALL_OFFS, values=("broken-down tractor",)),
    _case("d30-co-failed-cost", "what did the failed delivery cost us", CALL_OFFS, values=("£185.00",)),
    _case("d30-co-moved", "which loads have been moved", CALL_OFFS, values=("CO-000004",)),
    _case("d30-co-moved-to", "what date was the tractor load moved to", CALL_OFFS, values=(in_days(8),)),
    _case("d30-co-pulled", "any drops pulled", CALL_OFFS, values=("CO-000006",)),
    _case("d30-co-cancelled-why", "reason plot 36 was called off", CALL_OFFS, values=("delayed to spring",)),
    _case("d30-co-to-book", "loads still to book", CALL_OFFS, values=("CO-000005",), absent=("CO-000002",)),
    _case("d30-co-not-slot", "which plots havent got a slot yet", CALL_OFFS, values=("35",)),
    _case("d30-co-book-in", "anything need booking in with dales", CALL_OFFS, values=("CO-000005",)),
    _case("d30-co-confirmed", "which loads are confirmed", CALL_OFFS, values=("CO-000002",),
          absent=("CO-000005",)),
    _case("d30-co-booked-not-conf", "booked but not confirmed", CALL_OFFS, values=("CO-000003",)),
    _case("d30-co-delivered", "loads delivered", CALL_OFFS, values=("CO-000001",), absent=("CO-000002",)),
    _case("d30-co-who-signed", "who signed for the plot 31 drop", CALL_OFFS, values=("Gary Wood",)),
    # ---- loads: by day, site, haulier, works
    _case("d30-co-tomorrow-count", "how many drops tomorrow", CALL_OFFS, values=("2",)),
    _case("d30-co-this-week", "deliveries this week", CALL_OFFS, values=THIS_WEEK, absent=("CO-000005",)),
    _case("d30-co-next-week", "next weeks deliveries", CALL_OFFS, values=NEXT_WEEK, absent=("CO-000001",)),
    _case("d30-co-mytholm", "all loads for mytholm", CALL_OFFS, values=("CO-000001", "CO-000005")),
    _case("d30-co-dales", "whats dales hauling for us", CALL_OFFS, values=("CO-000002", "CO-000003")),
    _case("d30-co-dales-tmrw", "is dales on tomorrow", CALL_OFFS, values=("CO-000002",)),
    _case("d30-co-works", "which works are the mytholm loads from", CALL_OFFS, values=(IBSTOCK,)),
    _case("d30-co-last", "when did we last deliver to mytholm", CALL_OFFS, values=(in_days(-4),)),
    _case("d30-co-next-calder", "next delivery for calder valley", CALL_OFFS, values=("CO-000002", in_days(1))),
    _case("d30-co-3b", "phase 3b deliveries", CALL_OFFS, values=("CO-000004", "CO-000005")),
    _case("d30-co-count-mytholm", "how many call offs for mytholm", CALL_OFFS, values=("6",)),
    # ---- a load's details
    _case("d30-co2-time", "what time is the plot 32 load", CALL_OFFS, values=("am",), records=(co(2),)),
    _case("d30-co3-contact", "site contact for tomorrows pm drop", CALL_OFFS, values=(HOLT,)),
    _case("d30-co4-when", "when is plot 34 going now", CALL_OFFS, values=(in_days(8),), records=(co(4),)),
    _case("d30-co5-vehicle", "co5 vehicle", CALL_OFFS, values=("rigid",), records=(co(5),)),
    _case("d30-co5-works", "who supplies the plot 35 load", CALL_OFFS, values=(IBSTOCK,), records=(co(5),)),
    _case("d30-co2-order", "which order is the plot 32 load off", CALL_OFFS, values=("SO-000002",)),
    # ---- a site's delivery rules
    _case("d30-site-mytholm", "can we get an artic into mytholm", FACT, values=("rigid vehicles only",)),
    _case("d30-site-station", "what time do we have to deliver by at station parade", FACT,
          values=("before 10am",)),
    _case("d30-site-mytholm-offload", "how do we offload at mytholm", FACT, values=("crane",)),
    # ---- a failed load, then its new day, then who hauls it
    _case("d30-ch-fail", "tell me about the failed drop", CALL_OFFS, values=("CO-000004",)),
    _case("d30-ch-fail-new", "whens it going now", CALL_OFFS, values=(in_days(8),), follows="d30-ch-fail"),
    _case("d30-ch-fail-haulier", "who's hauling it", CALL_OFFS, values=(DALES,), follows="d30-ch-fail-new"),
    # ---- the task pad: on a load, an order, a customer
    _case("d30-t-co3", "is there a task for co3", TASKS, values=(CONFIRM_LOAD,)),
    _case("d30-t-load-tmrw", "any to-do on tomorrows load", TASKS, values=(CONFIRM_LOAD,)),
    _case("d30-t-so1", "tasks on so1", TASKS, values=(RAISE_POS,)),
    _case("d30-t-calder", "open tasks for calder valley", TASKS, values=(CHASE_CALDER, RAISE_POS)),
    _case("d30-t-pennine", "whats on the pad for pennine", TASKS, values=(PENNINE_SAMPLES,)),
    _case("d30-t-urgent", "anything urgent on the pad", TASKS, values=(RAISE_POS,)),
    _case("d30-t-tom-assigned", "whats been given to tom", TASKS, values=(RAISE_POS,)),
    _case("d30-t-waiting", "tasks waiting on someone else", TASKS, values=(CONFIRM_LOAD,)),
    _case("d30-t-closed", "what tasks have been closed", TASKS, values=(SITE_VISIT,)),
    _case("d30-t-visit-note", "what was the note when the site visit was closed", TASKS, values=("Tuesday",)),
    _case("d30-t-pos-due", "when was the po task due", TASKS, values=(in_days(-1),)),
    _case("d30-t-mytholm", "tasks on mytholm meadows", TASKS, values=(SITE_VISIT,)),
    # ---- notifications
    _case("d30-n-new", "anything new in my alerts", NOTIFICATIONS, values=("Priya Shah joined as a manager",)),
    _case("d30-n-outbox", "did i get a notification about the outbox", NOTIFICATIONS, values=("outbox",)),
    _case("d30-n-profile", "check my notifications", NOTIFICATIONS, values=("Check your profile details",)),
    # ---- a fact and a contact
    _case("d30-fact-dales-email", "dales transport email", CONTACT, values=("transport@daleshaulage.example",)),
    _case("d30-fact-tarmac-contact", "whos our man at tarmac", CONTACT, values=("Neil Crowther",)),
    _case("d30-fact-ibstock-rep", "ibstock area sales manager", CONTACT, values=("Gareth Pryce",)),
]

DECLINES: list[Case] = [
    _case(f"d30-no-{i}", question, intent, expect=DECLINE)
    for i, (question, intent) in enumerate(
        [
            # purchase orders the demo has never raised
            ("po for the mytholm bricks - has it gone to ibstock", PURCHASE_ORDERS),
            ("po 7 value", PURCHASE_ORDERS),
            ("which purchase orders are still open", PURCHASE_ORDERS),
            # records past the last, a supplier never asked
            ("rfq 4 deadline", SUPPLIER_QUOTES),
            ("sq 9 total", SUPPLIER_QUOTES),
            ("what did marshalls quote on rfq1", SUPPLIER_QUOTES),
            ("so5 customer", PURCHASE_ORDERS),
            ("co12 status", CALL_OFFS),
            ("plot 52 house type", CALL_OFFS),
            # fields nobody records
            ("drivers name for tomorrows drop", CALL_OFFS),
            ("registration of the wagon on co2", CALL_OFFS),
            ("invoice number for so2", PURCHASE_ORDERS),
            ("demurrage on the dales quote", SUPPLIER_QUOTES),
            ("ibstocks settlement discount on sq1", SUPPLIER_QUOTES),
            # a person with no tasks
            ("tasks for gareth pryce", TASKS),
        ]
    )
]

UNRELATED_CASES: list[Case] = [
    _case(f"d30-off-{i}", question, GENERAL, expect=UNRELATED)
    for i, question in enumerate(["is the m62 shut", "whats for dinner", "what time does the chippy open"])
]

LESSONS: list[Lesson] = [
    Lesson(f"dl30-fail-{i}", "which drop went wrong", True,
           _case(f"dl30-fail-{i}-p", later, CALL_OFFS, values=("CO-000004",)))
    for i, later in enumerate(["any deliveries fail", "which call off failed"])
]
CONTAMINATION: list[Lesson] = [
    # a helpful answer about the failed load, then the cancelled one
    Lesson("dc30-fail", "which drop went wrong", True,
           _case("dc30-fail-b", "which drop got cancelled", CALL_OFFS, values=("CO-000006",),
                 absent=("broken-down tractor",))),
]
# fmt: on

ALL: list[Case] = [*CASES, *DECLINES, *UNRELATED_CASES]
