"""A tenth round of development questions over the demo instance (tuned on), written on 27 Nov 2026 before any change
to the reader for it and committed before it was first asked (its writer had read neither the held-out parts nor
the reader's code that answers these kinds): what purchasing and delivery staff and a sales manager type about buying,
call-offs, the task pad and customer orders, with follow-ups over three turns and honest declines.

Kinds: buying (a works' price on one line of a request, which supplier is cheapest for a line, what a supplier quote
comes to, when a request's goods are needed on site, which customer quote a request is for, a haulier's rate and its
total); call-offs (what is left to call off on an order, which plots have not been called off, what went to a plot,
loads not yet booked with the works, loads delivered in a rolling span, a phase's loads); the task pad (what is
assigned to a colleague, by priority, the tasks the user is involved in, tasks on an order or a call-off, who a task
is assigned to); customer orders (a customer's or a job's orders, how many, what is on one, the quote it came from);
a sales manager's view of a colleague's quotes (how many open, what they are worth, which they look after); and
multi-turn chains: a works' price then "and the mastercrete" then "same for tarmac", a contact then "same for
ibstock" then "his email", a plot's load then "is it confirmed" then "what about plot 32", two quotes compared then
"the other one", a customer's orders then "the mytholm one" then "and the other one", and a switch of subject
from loads to a contact.

Declines: requests, supplier quotes, purchase orders, orders and call-offs the demo does not have (a second request,
a works never asked, a product the request does not hold, a supplier never quoting), plots no load has, a colleague
we do not have, a job with no tasks, and overtime (nobody records it).

Every value read from the demo data: api/buying/demo.py (one request from Q-000010 to Ibstock and Tarmac: Ibstock
answered every line at 97 % of our cost, rounded to the penny, 3 weeks, £285.00 haulage for one load; Dales Haulage
keyed in at £310.00 a load for two loads), api/schedules/demo.py (SO-000002, plots 31 to 36 of 6,000 Tradesman Red,
1,000 Ivanhoe Cream and 300 Thermalite Shield each; plot 36's load cancelled), api/tasks/demo.py, api/orders/demo.py,
api/quotes/demo.py (account managers: Tom has Q-000003, Q-000004, Q-000008, Q-000010; Priya Q-000005, Q-000006,
Q-000012), api/crm/demo.py, api/seed.py (the demo admin is Ada Brennan); the supplier quotes' totals and lines, the
orders' totals and the call-offs' states were read by SQL from a freshly seeded demo before the first run.

First run (27 Nov 2026, on main as it stood, 9a78426, before any change for it; no expectation changed): answerable
33 of 56 (a supplier quote's total or lead time asked by the works' name, a request's needed-on-site date, a haulier's
rate per load; which plots are still to call off, loads not booked with the works, loads delivered in a rolling span,
a phase's loads; tasks assigned to a colleague or by priority; customer orders by number, customer, job or count; a
colleague's quotes counted, summed and listed; "our rep at forterra" read as our account manager; "is it confirmed"
after a plot's load answered with another load; "the other one" after a customer's orders), declines 13 of 14
("orders for pennine" answered with Pennine's summary), unrelated 2 of 2, the lesson 1 of 1, its contamination pair
contaminated ("anything low priority on the pad" not read as tasks after a confirmed "anything urgent on the pad").
The whole demo-dev part with it (768 questions): exact 0.949 (504 of 531), declines 204 of 206, unrelated 31 of 31,
paraphrases 100 % (14 of 14), 1 contaminated pair, 0 invented.
After the changes by kind (branch asst4): answerable 56 of 56, declines 14 of 14, unrelated 2 of 2, the lesson 1 of
1, no contamination; the part exact 1.000 (531 of 531) with the other known misses fixed too (a colleague's open
quotes, the order a quote became, "what did keepmoat get it at", loads "booked for" a period, a job's suppliers at
low confidence), declines 206 of 206, paraphrases 100 %, 0 contaminated, 0 invented. What changed: a colleague
named in a count or list of quotes is the account manager of those quotes (assistant/understanding/parties.py,
lookups/selection.py); a converted quote names its order; our customer orders by number, customer, job or count
(lookups/orders.py, on the purchase-order intent, "orders" without a PO word); what is left to call off is the
orders' balance per product and the plots with one (lookups/balance.py); "not booked in yet" is requested or
rescheduled loads, "booked for the next 3 weeks" every load still to go in the period; "plots" is no plot "s"; "in
the last week" is rolling; a phase's loads by their plots' build phase; tasks by priority and what is "assigned" to
a colleague; a supplier quote asked as a works' "quote", a haulier's "rate", what a works "said"; a request named by
number claims the question's stray words ("the rfq 1 gear"); "our rep at forterra" is their person, not our account
manager; "same for ibstock" after a person is Ibstock's people; "is it confirmed" after a plot's load is that load's
state; "the other one" after a comparison or a pick from a list (assistant/conversations.py); staff pay and overtime
are read as nothing but a detail nobody records.
"""

from __future__ import annotations

from tests.assistant.eval_set import (
    CHEAPEST,
    COMPARE,
    CONTACT,
    COUNT,
    DECLINE,
    GENERAL,
    LIST,
    STATUS,
    UNRELATED,
    Case,
    Lesson,
    _case,
)
from tests.assistant_demo.facts import (
    CALDER,
    CHASE_CALDER,
    CONFIRM_LOAD,
    DALES,
    FORTERRA,
    HOLT,
    IBSTOCK,
    IVANHOE_CREAM,
    MARSH,
    MYTHOLM,
    PENNINE,
    PENNINE_SAMPLES,
    PRYCE,
    RAISE_POS,
    SHIELD_100,
    SILO_M4,
    TARMAC,
    TEGULA,
    TRADESMAN_RED,
    in_days,
    q,
    quote,
    valid_until,
)

SUPPLIER_QUOTES, PURCHASE_ORDERS, CALL_OFFS, TASKS = "supplier_quotes", "purchase_orders", "call_offs", "tasks"
CO, SQ = "call_off", "supplier_quote"


def co(n: int) -> tuple[str, str]:
    return (CO, f"CO-{n:06d}")


def sq(n: int) -> tuple[str, str]:
    return (SQ, f"SQ-{n:06d}")


# fmt: off
CASES: list[Case] = [
    # ---- buying: a works' price on a line, the cheapest supplier for a line, what a quote comes to, the request
    _case("d13-sq-ibstock-mc", "what did ibstock price the mastercrete at", SUPPLIER_QUOTES, suppliers=(IBSTOCK,),
          values=("£6.01",), records=(sq(1),)),
    _case("d13-sq-cheapest-staffs", "whos cheapest on the staffs blue for rfq 1", CHEAPEST,
          values=(IBSTOCK, "£669.30"), records=(sq(1),)),
    _case("d13-sq-cheapest-mc", "cheapest price weve been quoted for mastercrete", CHEAPEST,
          values=(IBSTOCK, "£6.01"), records=(sq(1),)),
    _case("d13-sq-ibstock-total", "what does ibstocks quote come to", SUPPLIER_QUOTES, suppliers=(IBSTOCK,),
          values=("£4,781.60",), records=(sq(1),)),
    _case("d13-sq-needed", "when do we need the rfq 1 gear on site", SUPPLIER_QUOTES, values=(in_days(21),)),
    _case("d13-sq-for-quote", "which customer quote is rfq 1 for", SUPPLIER_QUOTES, values=(q(10),)),
    _case("d13-sq-dales-rate", "dales rate per load", SUPPLIER_QUOTES, others=(DALES,), values=("£310.00",),
          records=(sq(3),)),
    _case("d13-sq-dales-total", "whats the dales haulage quote total", SUPPLIER_QUOTES, others=(DALES,),
          values=("£620.00",), records=(sq(3),)),
    _case("d13-sq-ibstock-lead", "how long did ibstock say on the mastercrete", SUPPLIER_QUOTES, suppliers=(IBSTOCK,),
          values=("3 weeks",), records=(sq(1),)),
    # ---- call-offs: what is left, which plots, what went where, loads not booked, a rolling span, a phase
    _case("d13-co-left-trr", "how much tradesman red is left to call off on SO-000002", CALL_OFFS,
          values=(TRADESMAN_RED, "6,000")),
    _case("d13-co-plots-left", "which plots havent been called off yet at mytholm", CALL_OFFS, projects=(MYTHOLM,),
          values=("36",)),
    _case("d13-co-plot31-bricks", "how many bricks went to plot 31", CALL_OFFS, values=("6,000",), records=(co(1),)),
    _case("d13-co-plot33-shield", "how many shield blocks on the plot 33 load", CALL_OFFS, values=("300",),
          records=(co(3),)),
    _case("d13-co-not-booked", "any loads not booked in with the works yet", CALL_OFFS, values=("CO-000005",),
          absent=("CO-000002", "CO-000003"), records=(co(5),)),
    _case("d13-co-delivered-week", "whats been delivered in the last week", CALL_OFFS, values=("CO-000001",),
          absent=("CO-000002",), records=(co(1),)),
    _case("d13-co-phase3b", "phase 3b call offs", CALL_OFFS, values=("CO-000004", "CO-000005"),
          absent=("CO-000002",)),
    _case("d13-co-delivered-count", "how many loads have been delivered to mytholm so far", CALL_OFFS,
          projects=(MYTHOLM,), values=("CO-000001",)),
    _case("d13-co-calder-9", "anything going to calder in the next 9 days", CALL_OFFS, customers=(CALDER,),
          values=("CO-000002", "CO-000003", "CO-000004"), absent=("CO-000005",)),
    # ---- the task pad (asked as the demo admin, Ada Brennan)
    _case("d13-t-assigned-tom", "whats assigned to tom", TASKS, values=(RAISE_POS, CONFIRM_LOAD)),
    _case("d13-t-urgent", "anything urgent on the pad", TASKS, values=(RAISE_POS,), absent=(PENNINE_SAMPLES,)),
    _case("d13-t-high", "high priority tasks", TASKS, values=(CHASE_CALDER,), absent=(PENNINE_SAMPLES,)),
    _case("d13-t-involved", "which tasks am i involved in", TASKS, values=(PENNINE_SAMPLES,)),
    _case("d13-t-so1", "tasks on SO-000001", TASKS, values=(RAISE_POS,)),
    _case("d13-t-co3", "any tasks on CO-000003", TASKS, values=(CONFIRM_LOAD,)),
    _case("d13-t-po-assigned", "who's the brighouse po task assigned to", TASKS, values=("Tom",)),
    _case("d13-t-ada", "whats ada got on", TASKS, values=(CONFIRM_LOAD,), absent=(RAISE_POS,)),
    # ---- customer orders
    _case("d13-o-count", "how many orders have we got", PURCHASE_ORDERS, values=("2",)),
    _case("d13-o-so1-lines", "whats on SO-000001", PURCHASE_ORDERS, values=(IVANHOE_CREAM, TEGULA, SILO_M4)),
    _case("d13-o-so1-quote", "which quote did SO-000001 come from", PURCHASE_ORDERS, values=(q(1),)),
    _case("d13-o-mytholm", "orders on mytholm meadows", PURCHASE_ORDERS, projects=(MYTHOLM,), values=("SO-000002",),
          absent=("SO-000001",)),
    # ---- a sales manager on a colleague's quotes
    _case("d13-q-priya-open", "how many quotes has priya got open", COUNT, values=("1",)),
    _case("d13-q-tom-worth", "value of toms open quotes", COUNT, values=("£24,380.00",)),
    _case("d13-q-priya-list", "which quotes is priya looking after", LIST, values=(q(5), q(6), q(12)),
          absent=(q(8),)),
    # ---- chains: a works' price, "and the mastercrete", "same for tarmac"
    _case("d13-ch-ibstock-staffs", "what did ibstock quote us for the staffs blue", SUPPLIER_QUOTES,
          suppliers=(IBSTOCK,), values=("£669.30",), records=(sq(1),)),
    _case("d13-ch-ibstock-mc", "and the mastercrete", SUPPLIER_QUOTES, suppliers=(IBSTOCK,), values=("£6.01",),
          records=(sq(1),), follows="d13-ch-ibstock-staffs"),
    _case("d13-ch-tarmac-mc", "same for tarmac", SUPPLIER_QUOTES, suppliers=(TARMAC,), values=("SQ-000002",),
          absent=("£6.01",), records=(sq(2),), follows="d13-ch-ibstock-mc"),
    # ---- a contact, "same for ibstock", "his email"
    _case("d13-ch-forterra-rep", "whos our rep at forterra", CONTACT, suppliers=(FORTERRA,), values=(MARSH,)),
    _case("d13-ch-ibstock-rep", "same for ibstock", CONTACT, suppliers=(IBSTOCK,), values=(PRYCE,),
          follows="d13-ch-forterra-rep"),
    _case("d13-ch-pryce-email", "his email", CONTACT, values=("gareth.pryce@ibstock.example",),
          follows="d13-ch-ibstock-rep"),
    # ---- a plot's load, "is it confirmed", "what about plot 32"
    _case("d13-ch-plot33", "whats going to plot 33", CALL_OFFS, values=("CO-000003",), records=(co(3),)),
    _case("d13-ch-plot33-conf", "is it confirmed", CALL_OFFS, values=("Booked",), records=(co(3),),
          follows="d13-ch-plot33"),
    _case("d13-ch-plot32", "what about plot 32", CALL_OFFS, values=("CO-000002", "Confirmed"), records=(co(2),),
          follows="d13-ch-plot33-conf"),
    # ---- two quotes compared, then "the other one"
    _case("d13-ch-cmp", "q6 or q8 which is bigger", COMPARE, quotes=(q(6), q(8)), values=(q(6),),
          records=(quote(6), quote(8))),
    _case("d13-ch-other-expiry", "when does the other one run out", STATUS, quotes=(q(8),),
          values=(valid_until(12, 1),), records=(quote(8),), follows="d13-ch-cmp"),
    # ---- a customer's orders, "the mytholm one", "and the other one"
    _case("d13-ch-calder-orders", "calder valleys orders", PURCHASE_ORDERS, customers=(CALDER,),
          values=("SO-000001", "SO-000002")),
    _case("d13-ch-mytholm-po", "whats the po on the mytholm one", PURCHASE_ORDERS, values=("CVH-PO-2502",),
          follows="d13-ch-calder-orders"),
    _case("d13-ch-other-po", "and the other one", PURCHASE_ORDERS, values=("CVH-PO-2291",),
          follows="d13-ch-mytholm-po"),
    # ---- a supplier's quotes, "same for ibstock"
    _case("d13-ch-tarmac-sq", "supplier quotes from tarmac", SUPPLIER_QUOTES, suppliers=(TARMAC,),
          values=("SQ-000002",), records=(sq(2),)),
    _case("d13-ch-ibstock-sq", "same for ibstock", SUPPLIER_QUOTES, suppliers=(IBSTOCK,), values=("SQ-000001",),
          records=(sq(1),), follows="d13-ch-tarmac-sq"),
    # ---- a task, "when's it due", "who's on it"
    _case("d13-ch-pennine-task", "any tasks for pennine", TASKS, customers=(PENNINE,), values=(PENNINE_SAMPLES,)),
    _case("d13-ch-pennine-due", "when's it due", TASKS, values=(in_days(3),), follows="d13-ch-pennine-task"),
    _case("d13-ch-pennine-who", "who's on it", TASKS, values=("Tom",), follows="d13-ch-pennine-due"),
    # ---- switching subject: loads, then a contact, then her number
    _case("d13-sw-tmrw", "what loads are going out tmrw", CALL_OFFS, values=("CO-000002", "CO-000003")),
    _case("d13-sw-buyer", "whos the buyer at calder", CONTACT, customers=(CALDER,), values=(HOLT,),
          follows="d13-sw-tmrw"),
    _case("d13-sw-number", "her number", CONTACT, values=("01422 555 010",), follows="d13-sw-buyer"),
    # ---- a plot's load, its products by name
    _case("d13-co-plot35-what", "whats on the plot 35 drop", CALL_OFFS,
          values=(TRADESMAN_RED, IVANHOE_CREAM, SHIELD_100), records=(co(5),)),
]

DECLINES: list[Case] = [
    _case(f"d13-no-{i}", question, intent, expect=DECLINE)
    for i, (question, intent) in enumerate(
        [
            # requests, supplier quotes and purchase orders the demo does not have
            ("whats on rfq 2", SUPPLIER_QUOTES),
            ("has wienerberger priced rfq 1", SUPPLIER_QUOTES),
            ("what did ibstock quote us for the ivanhoe cream", SUPPLIER_QUOTES),
            ("supplier quotes from marley", SUPPLIER_QUOTES),
            ("what did hanson quote for the lbc common", SUPPLIER_QUOTES),
            ("which po went to forterra", PURCHASE_ORDERS),
            # orders and call-offs the demo does not have
            ("SO-000003 status", PURCHASE_ORDERS),
            ("orders for pennine", PURCHASE_ORDERS),
            ("call offs for station parade", CALL_OFFS),
            ("whats going to plot 30", CALL_OFFS),
            ("CO-000008 whos hauling it", CALL_OFFS),
            # a colleague we do not have, a job with no tasks
            ("tasks assigned to dave", TASKS),
            ("any tasks on the elland bridge job", TASKS),
            # nobody records it
            ("how much overtime did tom do last month", GENERAL),
        ]
    )
]

UNRELATED_CASES: list[Case] = [
    _case(f"d13-off-{i}", question, GENERAL, expect=UNRELATED)
    for i, question in enumerate(["is the canteen open yet", "whats the score in the cricket"])
]

# A confirmed reading of a colleague's assigned tasks reaching a rewording; a confirmed reading by priority never
# answering another priority with its tasks.
LESSONS: list[Lesson] = [
    Lesson("dl13-assigned-tom", "whats assigned to tom", True,
           _case("dl13-assigned-tom-p", "tasks tom's been given", TASKS, values=(RAISE_POS, CONFIRM_LOAD))),
]

CONTAMINATION: list[Lesson] = [
    Lesson("dc13-urgent", "anything urgent on the pad", True,
           _case("dc13-urgent-b", "anything low priority on the pad", TASKS, values=(PENNINE_SAMPLES,),
                 absent=(RAISE_POS,))),
]
# fmt: on

ALL: list[Case] = [*CASES, *DECLINES, *UNRELATED_CASES]
