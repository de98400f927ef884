"""A nineteenth round of development questions over the demo instance (`d28-`, tuned on): what purchasing, transport
and office staff ask, written on 28 Nov 2026 before any change to the reader for it and committed before it was first
asked (its writer read the demo records, api/seed.py and what it seeds, and earlier rounds for the format; not the
reader's code, its exemplars or the held-out parts). Single questions and short follow-up chains typed in a hurry
(shorthand "po4", "rfq2", "co1", "sq3", "so2", "wk", "tmrw"; typos; missing apostrophes) over: the request for prices
(who has answered, what is outstanding, its reply-by day, required-on-site day, offload and notes), supplier quotes
(a line's price, the cheapest supplier for a line, lead times, validity, haulage, totals, who phoned one in),
customer orders (totals ex VAT, lines, plots, the customer's PO, the job), call-offs per plot and their loads (the
next load to a site, what is booked this week and next, what is not booked, which haulier, offload, vehicle, why one
failed or was cancelled), the task pad (my tasks, overdue, due today, who has the chase on Calder, messages) and the
demo admin's notifications; 18 declines (purchase orders the demo has never raised, requests, supplier quotes, orders
and call-offs past the last number, fields nobody records such as a driver, a vehicle registration, a rebate or a fuel
surcharge, people and jobs with no tasks), 3 unrelated questions, a lesson with two rewordings and a contamination
pair.

Every value read from the demo data (api/seed.py, api/buying/demo.py, api/schedules/demo.py, api/tasks/demo.py,
api/quotes/demo.py, api/crm/demo.py, api/catalogue/demo_products.txt): RFQ-000001 is Q-000010's request (Aire &
Wharfe, 6,000 Staffordshire Blue Solid and 80 Mastercrete) to Ibstock (SQ-000001, answered at cost less 3 %: £669.30
and £6.01, 3 weeks, one load's haulage at £285.00, total £4,781.60, valid 30 days) and Tarmac (SQ-000002, not
answered); Dales Haulage's SQ-000003 keyed in from Kev Lister's call (2 loads at £310.00, valid 14 days). SO-000002's
total ex VAT is its lines at list price: 36,000 Tradesman Red at £695.00, 6,000 Ivanhoe Cream at £780.00 and 1,800
Shield blocks at £2.40 = £34,020.00. The demo has raised no purchase orders of its own.

First run (28 Nov 2026, on main as it stood, 9b24a6e, before any change for it; the round alone through
BRICKMATE_EVAL_ONLY, so without its lesson): answerable 84 of 128 (66 %), declines 16 of 18 ("whats ibstocks rebate
on rfq1" and "fuel surcharge on the dales quote" gave the supplier quote), unrelated 3 of 3, intent 0.812, 0
invented. Misses by kind: loads asked by their day or phase ("tmrw pm loads", "tmrws drops", "loads in the next 7
days", "phase 3a loads", "dales loads this wk", "tmrw am load": read as the Loose Load products; "wk" unread; "whos
delivering tmrw"), "whats booked next week" (only loads booked with the works, not the rescheduled one), "arnt
booked"; an order's total ex VAT, account manager, notes and plots (the answer gave inc VAT only); a record's notes
by number ("any notes on rfq 1", "so2 notes": read as a notes search); the request itself (its customer, "any rfqs
still open"); supplier quotes counted ("how many supplier quotes have we got": our quotes counted), "which sqs have
come back" (the waiting one too); a task's details and a low priority, open tasks counted, "confirm load task
status"; notifications (no look-up read them); "co2 site contact" (read as a carbon figure); a plot's house type;
follow-ups naming nothing ("whos replied", "haulage?", "offload?", "when due").
After the changes by kind (branch asst18, in the whole demo-dev run): answerable 110 of 128 (86 %), declines 18 of
18, unrelated 3 of 3, its lesson's two rewordings right, its contamination pair clean, intent 0.893, 0 invented.
Left: the four notifications questions (the new look-up lists the admin's notifications as cards, but on the demo
the answer is given at low confidence, so it reads "I couldn't find a direct answer" before naming them: the cause
was not found in time; the API test with the test embedder answers at medium or high), the follow-ups naming
nothing, "who came in cheapest ... on rfq1" (read as the cheapest of a category), "any word from tarmac on the
cement", "how many loads on the dales quote" (read as call-offs), "did ibstock include the offload", "ibstocks lead
time on the staffs blue" (the catalogue's 10 days given, arguably right), "which order has calders po 2502 on it",
a plot's house type, "any task on the plot 33 load", "confirm load task status", "any failed drops this wk" (now
read as this week's failed loads: CO-000004 failed two days ago but is rescheduled, so none are listed).
The four notifications questions since (branch asst19): right at high confidence. The cause was grounding: the
answer stated the admin's notification count ("4 notifications"), a number no card held, so the found answer was
not grounded and was shown as the closest records at low confidence; the count is now on the first card.
"""

from __future__ import annotations

from datetime import date, timedelta

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
from tests.assistant_demo.facts import (
    AWC,
    BRIGHOUSE,
    CALDER,
    CHASE_CALDER,
    CONFIRM_LOAD,
    DALES,
    HOLT,
    IBSTOCK,
    IVANHOE_CREAM,
    MASTERCRETE,
    MYTHOLM,
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
# The loads still to go and their days from today (CO-000004 rescheduled, CO-000005 requested, not booked).
_TO_GO = {"CO-000002": 1, "CO-000003": 1, "CO-000004": 8, "CO-000005": 14}


def _week(offset: int) -> tuple[str, ...]:
    """The loads due in this week (offset 0) or the next (1), Monday to Sunday."""
    monday = date.today() - timedelta(days=date.today().weekday()) + timedelta(weeks=offset)
    return tuple(
        n for n, days in _TO_GO.items() if monday <= date.today() + timedelta(days=days) < monday + timedelta(7)
    )


THIS_WEEK, NEXT_WEEK = _week(0), _week(1)


# fmt: off
CASES: list[Case] = [
    # ---- the request for prices: who has answered, what is outstanding, its days, offload and notes
    _case("d28-rfq-answered", "rfq1 whos answered", SUPPLIER_QUOTES, values=(IBSTOCK, "SQ-000001"), records=(sq(1),)),
    _case("d28-rfq-outstanding", "whats still outstanding on rfq 1", SUPPLIER_QUOTES, values=(TARMAC,),
          records=(sq(2),)),
    _case("d28-rfq-awc-heard", "who havent we heard back from on the awc rfq", SUPPLIER_QUOTES, values=(TARMAC,)),
    _case("d28-rfq-reply-by", "rfq-000001 reply by date", SUPPLIER_QUOTES, values=(in_days(5),)),
    _case("d28-rfq-reply-by2", "when r suppliers meant to get back to us on rfq1", SUPPLIER_QUOTES,
          values=(in_days(5),)),
    _case("d28-rfq-offload", "rfq1 offload", SUPPLIER_QUOTES, values=("moffett",)),
    _case("d28-rfq-notes", "any notes on rfq 1", SUPPLIER_QUOTES, values=("no deliveries on Fridays after 12",)),
    _case("d28-rfq-customer", "whos the customer on rfq1", SUPPLIER_QUOTES, values=(AWC,)),
    _case("d28-rfq-on-site", "rfq1 required on site", SUPPLIER_QUOTES, values=(in_days(21),)),
    _case("d28-rfq-what", "whats on rfq1", SUPPLIER_QUOTES, values=(STAFFS_SOLID, MASTERCRETE)),
    _case("d28-rfq-open", "any rfqs still open", SUPPLIER_QUOTES, values=("RFQ-000001",)),
    # ---- supplier quotes: a line's price, the cheapest for a line, lead times, validity, haulage, totals
    _case("d28-sq-cheapest-eng", "who came in cheapest for the engineering bricks on rfq1", CHEAPEST,
          values=(IBSTOCK, "£669.30"), records=(sq(1),)),
    _case("d28-sq-best-cement", "best price weve had on the mastercrete", CHEAPEST, values=("£6.01",),
          records=(sq(1),)),
    _case("d28-sq1-lead", "lead time on sq1", SUPPLIER_QUOTES, values=("3 weeks",), records=(sq(1),)),
    _case("d28-sq1-valid", "sq1 valid til", SUPPLIER_QUOTES, values=(in_days(30),), records=(sq(1),)),
    _case("d28-sq-ibstock-expiry", "ibstock sq expiry", SUPPLIER_QUOTES, values=(in_days(30),), records=(sq(1),)),
    _case("d28-sq3-expiry", "when does sq3 run out", SUPPLIER_QUOTES, values=(in_days(14),), records=(sq(3),)),
    _case("d28-sq2-status", "sq2 status", SUPPLIER_QUOTES, values=("SQ-000002", "not answered"), records=(sq(2),)),
    _case("d28-sq1-haulage", "sq1 haulage per load", SUPPLIER_QUOTES, values=("£285.00",), records=(sq(1),)),
    _case("d28-sq3-who", "sq 3 whos it from", SUPPLIER_QUOTES, values=(DALES,), records=(sq(3),)),
    _case("d28-sq3-taken", "who gave us the dales price", SUPPLIER_QUOTES, values=("Kev Lister",), records=(sq(3),)),
    _case("d28-sq1-total", "sq1 total ex vat", SUPPLIER_QUOTES, values=("£4,781.60",), records=(sq(1),)),
    _case("d28-sq1-staffs", "staffs blue price on sq1", SUPPLIER_QUOTES, values=("£669.30",), records=(sq(1),)),
    _case("d28-sq1-cement", "mastercrete on SQ-000001", SUPPLIER_QUOTES, values=("£6.01",), records=(sq(1),)),
    _case("d28-sq-tarmac-cement", "any word from tarmac on the cement", SUPPLIER_QUOTES, values=("SQ-000002",),
          records=(sq(2),)),
    _case("d28-sq-tarmac-staffs", "what did tarmac give us for the staffs blue", SUPPLIER_QUOTES,
          values=("SQ-000002",), absent=("£669.30",)),
    _case("d28-sq-awc", "supplier quotes for awc", SUPPLIER_QUOTES, values=("SQ-000001", "SQ-000002")),
    _case("d28-sq-count", "how many supplier quotes have we got", SUPPLIER_QUOTES, values=("3",)),
    _case("d28-sq-answered", "which sqs have come back", SUPPLIER_QUOTES, values=("SQ-000001",),
          absent=("SQ-000002",)),
    _case("d28-sq-haulage", "haulage quotes weve got in", SUPPLIER_QUOTES, values=("SQ-000003", "£310.00")),
    _case("d28-sq-dales-artic", "dales artic price", SUPPLIER_QUOTES, values=("£310.00",), records=(sq(3),)),
    _case("d28-sq-dales-loads", "how many loads on the dales quote", SUPPLIER_QUOTES, values=("2",),
          records=(sq(3),)),
    _case("d28-sq-ibstock-offload", "did ibstock include the offload", SUPPLIER_QUOTES,
          values=("Moffett offload included",), records=(sq(1),)),
    _case("d28-sq-ibstock-lead-staffs", "ibstocks lead time on the staffs blue", SUPPLIER_QUOTES,
          values=("3 weeks",), records=(sq(1),)),
    # ---- chains: a request, who has replied, who has not
    _case("d28-ch-rfq", "whats on rfq 1", SUPPLIER_QUOTES, values=(STAFFS_SOLID,)),
    _case("d28-ch-rfq-who", "whos replied", SUPPLIER_QUOTES, values=(IBSTOCK,), follows="d28-ch-rfq"),
    _case("d28-ch-rfq-not", "and whos still to come back", SUPPLIER_QUOTES, values=(TARMAC,),
          follows="d28-ch-rfq-who"),
    # ---- a supplier quote's lead time, then its validity and haulage
    _case("d28-ch-sq1", "sq1 lead time", SUPPLIER_QUOTES, values=("3 weeks",), records=(sq(1),)),
    _case("d28-ch-sq1-valid", "and valid till", SUPPLIER_QUOTES, values=(in_days(30),), records=(sq(1),),
          follows="d28-ch-sq1"),
    _case("d28-ch-sq1-haul", "haulage?", SUPPLIER_QUOTES, values=("£285.00",), records=(sq(1),),
          follows="d28-ch-sq1-valid"),
    # ---- the haulier's quote, who phoned it in, his email
    _case("d28-ch-dales", "dales haulage quote", SUPPLIER_QUOTES, values=("SQ-000003",), records=(sq(3),)),
    _case("d28-ch-dales-who", "who rang it in", SUPPLIER_QUOTES, values=("Kev Lister",), follows="d28-ch-dales"),
    _case("d28-ch-dales-email", "his email", CONTACT, values=("transport@daleshaulage.example",),
          follows="d28-ch-dales-who"),
    # ---- customer orders: totals ex VAT, lines, plots, the customer's PO, the job
    _case("d28-or-so2-total", "so2 total ex vat", PURCHASE_ORDERS, values=("£34,020.00",)),
    _case("d28-or-so2-worth", "whats SO-000002 worth", PURCHASE_ORDERS, values=("£34,020.00",)),
    _case("d28-or-so2-manager", "whos the account manager on so2", PURCHASE_ORDERS, values=("Ada",)),
    _case("d28-or-so2-notes", "so2 notes", PURCHASE_ORDERS, values=("crane offload",)),
    _case("d28-or-so2-job", "which job is so2", PURCHASE_ORDERS, values=(MYTHOLM,)),
    _case("d28-or-so1-job", "so1 wot job", PURCHASE_ORDERS, values=(BRIGHOUSE,)),
    _case("d28-or-so2-plots", "how many plots on so2", PURCHASE_ORDERS, values=("6",)),
    _case("d28-or-so2-cream", "how much ivanhoe cream on so2", PURCHASE_ORDERS, values=("6,000",)),
    _case("d28-or-so2-shield", "shield block qty on so2", PURCHASE_ORDERS, values=("1,800",)),
    _case("d28-or-so1-customer", "who is so1 for", PURCHASE_ORDERS, values=(CALDER,)),
    _case("d28-or-po2291", "calders po number on the brighouse order", PURCHASE_ORDERS, values=("CVH-PO-2291",)),
    _case("d28-or-po2502", "which order has calders po 2502 on it", PURCHASE_ORDERS, values=("SO-000002",)),
    _case("d28-co1-order", "co1 which order", CALL_OFFS, values=("SO-000002",), records=(co(1),)),
    # ---- a customer order, then its PO, then its loads still to go
    _case("d28-ch-so2", "wots on so2", PURCHASE_ORDERS, values=(TRADESMAN_RED, IVANHOE_CREAM, SHIELD_100)),
    _case("d28-ch-so2-po", "whats the po on it", PURCHASE_ORDERS, values=("CVH-PO-2502",), follows="d28-ch-so2"),
    _case("d28-ch-so2-job", "and which job", PURCHASE_ORDERS, values=(MYTHOLM,), follows="d28-ch-so2-po"),
    # ---- call-offs: the next load to a site, this week and next, not booked, haulier, offload, vehicle
    _case("d28-co-next-mytholm", "next load to mytholm", CALL_OFFS, values=("CO-000002", in_days(1)),
          records=(co(2),)),
    _case("d28-co-next-calder", "whats the next drop for calder", CALL_OFFS, values=("CO-000002",),
          records=(co(2),)),
    _case("d28-co-this-wk", "wots booked this wk", CALL_OFFS, values=THIS_WEEK, absent=("CO-000005",)),
    _case("d28-co-next-wk", "whats booked next week", CALL_OFFS, values=NEXT_WEEK, absent=("CO-000001",)),
    _case("d28-co-not-booked", "which call offs arnt booked yet", CALL_OFFS, values=("CO-000005",),
          absent=("CO-000002",), records=(co(5),)),
    _case("d28-co5-haulier", "which haulier on co5", CALL_OFFS, values=(DALES,), records=(co(5),)),
    _case("d28-co-plot32-offload", "offload on plot 32", CALL_OFFS, values=("crane",), records=(co(2),)),
    _case("d28-co3-window", "co3 am or pm", CALL_OFFS, values=("pm",), records=(co(3),)),
    _case("d28-co-plot33-vehicle", "what wagon is going to plot 33", CALL_OFFS, values=("rigid",),
          records=(co(3),)),
    _case("d28-co2-contact", "co2 site contact", CALL_OFFS, values=(HOLT,), records=(co(2),)),
    _case("d28-co-tmrw-pm", "tmrw pm loads", CALL_OFFS, values=("CO-000003",), absent=("CO-000002",),
          records=(co(3),)),
    _case("d28-co-tmrw", "tmrws drops", CALL_OFFS, values=("CO-000002", "CO-000003")),
    _case("d28-co-plot34-wrong", "plot 34 what went wrong", CALL_OFFS, values=("broken-down tractor",),
          records=(co(4),)),
    _case("d28-co-plot34-charge", "failed delivery charge on plot 34", CALL_OFFS, values=("£185.00",),
          records=(co(4),)),
    _case("d28-co-plot34-rebooked", "when's plot 34 rebooked for", CALL_OFFS, values=(in_days(8),),
          records=(co(4),)),
    _case("d28-co-plot36-why", "why was plot 36 cancelled", CALL_OFFS, values=("delayed to spring",),
          records=(co(6),)),
    _case("d28-co6-status", "co6 status", CALL_OFFS, values=("Cancelled",), records=(co(6),)),
    _case("d28-co-plot31-done", "has plot 31 been delivered", CALL_OFFS, values=("Delivered",), records=(co(1),)),
    _case("d28-co1-pallets", "pallets on co1", CALL_OFFS, values=("13",), records=(co(1),)),
    _case("d28-co-plot31-when", "when did plot 31 go", CALL_OFFS, values=(in_days(-4),), records=(co(1),)),
    _case("d28-co-phase3a", "phase 3a loads", CALL_OFFS, values=("CO-000001", "CO-000002", "CO-000003"),
          absent=("CO-000005",)),
    _case("d28-co-tmrw-haulier", "whos delivering tmrw", CALL_OFFS, values=(DALES,)),
    _case("d28-co-7-days", "loads in the next 7 days", CALL_OFFS, values=("CO-000002", "CO-000003"),
          absent=("CO-000004", "CO-000005")),
    _case("d28-co-dales-wk", "dales loads this wk", CALL_OFFS, values=THIS_WEEK, absent=("CO-000005",)),
    _case("d28-co5-date", "co5 requested date", CALL_OFFS, values=(in_days(14),), records=(co(5),)),
    _case("d28-co-plot35-booked", "is plot 35 booked", CALL_OFFS, values=("Requested",), records=(co(5),)),
    _case("d28-co-so2-count", "how many call offs on so2", CALL_OFFS, values=("6",)),
    _case("d28-co-delivered", "whats been delivered so far at mytholm", CALL_OFFS, values=("CO-000001",),
          absent=("CO-000002",)),
    _case("d28-co-plot33-house", "plot 33 house type", CALL_OFFS, values=("Wessenden",)),
    _case("d28-co-failed-wk", "any failed drops this wk", CALL_OFFS, values=("CO-000004",)),
    # ---- a failed load: what is happening, why, the charge
    _case("d28-ch-co4", "co4 whats happening", CALL_OFFS, values=("CO-000004", in_days(8)), records=(co(4),)),
    _case("d28-ch-co4-why", "why did it fail", CALL_OFFS, values=("broken-down tractor",), records=(co(4),),
          follows="d28-ch-co4"),
    _case("d28-ch-co4-charge", "any charge", CALL_OFFS, values=("£185.00",), records=(co(4),),
          follows="d28-ch-co4-why"),
    # ---- tomorrow morning's load, what is on it, how it comes off
    _case("d28-ch-tmrw-am", "tmrw am load", CALL_OFFS, values=("CO-000002",), absent=("CO-000003",)),
    _case("d28-ch-tmrw-am-what", "whats on it", CALL_OFFS, values=(TRADESMAN_RED, IVANHOE_CREAM), records=(co(2),),
          follows="d28-ch-tmrw-am"),
    _case("d28-ch-tmrw-am-offload", "offload?", CALL_OFFS, values=("crane",), records=(co(2),),
          follows="d28-ch-tmrw-am-what"),
    # ---- the task pad (asked as the demo admin, Ada Brennan)
    _case("d28-t-mine", "my tasks", TASKS, values=(CONFIRM_LOAD, PENNINE_SAMPLES), absent=(RAISE_POS,)),
    _case("d28-t-overdue", "overdue tasks", TASKS, values=(RAISE_POS,), absent=(PENNINE_SAMPLES,)),
    _case("d28-t-chase-who", "whos got the chase on calder valley", TASKS, values=("Tom",)),
    _case("d28-t-chase-who2", "who's chasing calder", TASKS, values=("Tom",)),
    _case("d28-t-pos-owner", "who owns the brighouse po task", TASKS, values=("Priya",)),
    _case("d28-t-today", "tasks due today", TASKS, values=(CHASE_CALDER,), absent=(PENNINE_SAMPLES,)),
    _case("d28-t-tmrw", "whats due tmrw", TASKS, values=(CONFIRM_LOAD,), absent=(PENNINE_SAMPLES,)),
    _case("d28-t-tom", "toms tasks", TASKS, values=(CHASE_CALDER, PENNINE_SAMPLES)),
    _case("d28-t-priya", "priyas tasks", TASKS, values=(RAISE_POS,)),
    _case("d28-t-chase-msg", "what did priya say on the calder chase", TASKS, values=("Ibstock alternative",)),
    _case("d28-t-chase-desc", "calder chase task details", TASKS, values=("after the site meeting",)),
    _case("d28-t-done", "done tasks", TASKS, values=(SITE_VISIT,), absent=(CHASE_CALDER,)),
    _case("d28-t-waiting-works", "whats waiting on the works", TASKS, values=(CONFIRM_LOAD,)),
    _case("d28-t-plot33", "any task on the plot 33 load", TASKS, values=(CONFIRM_LOAD,)),
    _case("d28-t-q1", "tasks on q1", TASKS, values=(RAISE_POS,)),
    _case("d28-t-chase-due", "when's the calder chase due", TASKS, values=(in_days(0),)),
    _case("d28-t-samples-priority", "priority on pennine samples", TASKS, values=("Low",)),
    _case("d28-t-open-count", "how many open tasks", TASKS, values=("4",)),
    _case("d28-t-samples-involved", "whos involved in the samples task", TASKS, values=("Ada",)),
    _case("d28-t-load-stage", "confirm load task status", TASKS, values=("Waiting",)),
    # ---- a colleague's tasks, then which are overdue
    _case("d28-ch-tom", "tasks for tom", TASKS, values=(CHASE_CALDER,)),
    _case("d28-ch-tom-overdue", "which are overdue", TASKS, values=(RAISE_POS,), absent=(PENNINE_SAMPLES,),
          follows="d28-ch-tom"),
    # ---- the chase on Calder, who is on it, when it is due
    _case("d28-ch-chase", "the chase on calder", TASKS, values=(CHASE_CALDER,)),
    _case("d28-ch-chase-who", "whos on it", TASKS, values=("Tom",), follows="d28-ch-chase"),
    _case("d28-ch-chase-due", "when due", TASKS, values=(in_days(0),), follows="d28-ch-chase-who"),
    # ---- the demo admin's notifications
    _case("d28-n-any", "any notifications", NOTIFICATIONS, values=("Priya Shah joined as a manager",)),
    _case("d28-n-mine", "whats in my notifications", NOTIFICATIONS, values=("outbox",)),
    _case("d28-n-welcome", "my notifications pls", NOTIFICATIONS, values=("Check your profile details",)),
    _case("d28-n-priya", "did i get a notification about priya", NOTIFICATIONS, values=("joined as a manager",)),
    # ---- counts and a fact
    _case("d28-count-orders", "how many customer orders r there", PURCHASE_ORDERS, values=("2",)),
    _case("d28-count-loads-left", "how many loads still to go to mytholm", CALL_OFFS, values=("4",)),
    _case("d28-fact-dales-phone", "dales haulage phone no", FACT, values=("01756 555 321",)),
    _case("d28-count-sq-waiting", "how many supplier quotes r we waiting on", COUNT, values=("1",)),
]

DECLINES: list[Case] = [
    _case(f"d28-no-{i}", question, intent, expect=DECLINE)
    for i, (question, intent) in enumerate(
        [
            # purchase orders the demo has never raised
            ("po4 total ex vat", PURCHASE_ORDERS),
            ("whats on po1", PURCHASE_ORDERS),
            ("has po2 been received", PURCHASE_ORDERS),
            ("which customer order is PO-000003 against", PURCHASE_ORDERS),
            ("have we sent ibstock a po for the staffs blue", PURCHASE_ORDERS),
            # requests, supplier quotes, orders and call-offs past the last, a supplier never asked
            ("rfq2 whos replied", SUPPLIER_QUOTES),
            ("sq4 lead time", SUPPLIER_QUOTES),
            ("what did forterra quote on rfq1", SUPPLIER_QUOTES),
            ("so3 total", PURCHASE_ORDERS),
            ("co7 haulier", CALL_OFFS),
            ("whens plot 40 going", CALL_OFFS),
            ("loads to station parade this wk", CALL_OFFS),
            # fields nobody records
            ("whos driving the plot 32 load", CALL_OFFS),
            ("reg of the dales wagon tmrw", CALL_OFFS),
            ("whats ibstocks rebate on rfq1", SUPPLIER_QUOTES),
            ("fuel surcharge on the dales quote", SUPPLIER_QUOTES),
            # people and jobs with no tasks
            ("tasks for steve", TASKS),
            ("any tasks on kirkstall forge", TASKS),
        ]
    )
]

UNRELATED_CASES: list[Case] = [
    _case(f"d28-off-{i}", question, GENERAL, expect=UNRELATED)
    for i, question in enumerate(["whats the weather doing tmrw", "fancy a brew", "who won strictly last nite"])
]

LESSONS: list[Lesson] = [
    Lesson(f"dl28-owe-{i}", "whos still to reply on rfq1", True,
           _case(f"dl28-owe-{i}-p", later, SUPPLIER_QUOTES, values=(TARMAC,), absent=("£669.30",)))
    for i, later in enumerate(["which suppliers still owe us prices on rfq 1", "rfq1 - who havent we heard from"])
]
CONTAMINATION: list[Lesson] = [
    # a helpful answer about tomorrow morning's load, then the afternoon's
    Lesson("dc28-tmrw", "tmrw am load", True,
           _case("dc28-tmrw-b", "whats going tmrw afternoon", CALL_OFFS, values=("CO-000003",),
                 absent=("CO-000002",))),
]
# fmt: on

ALL: list[Case] = [*CASES, *DECLINES, *UNRELATED_CASES]
