"""A seventh round of development questions over the demo instance (tuned on), written blind (without the assistant's
code or the held-out parts' questions) and committed before it was first asked: what transport, purchasing and sales
staff ask about deliveries, the task pad and buying, in their own words (typos, "tmrw", "wots", "whos", bare plot
numbers, follow-ups such as "which plot is that for" and "what did calder get it at").

Kinds: call-offs by plot (what is going, when, which haulier and works, its order, its site contact), by window
(tomorrow am, the next 10 days, this week, the next three weeks), by haulier or works, and follow-ups that carry the
plot or the call-off; tasks asked with their project or record ("was the mytholm visit done"), by stage, their
messages, owner, people, due day and priority; buying (a request's supplier quotes, a works' price, haulage,
validity, notes, who raises a job's purchase orders, a project's phase quotes); a customer's quoted price for the
product just asked about; and declines in this area (plots no call-off has, hauliers we never used, purchase orders
the demo has not raised, tasks and requests that do not exist, a customer we do not have).

Every value read from the demo data (api/schedules/demo.py, api/tasks/demo.py, api/buying/demo.py,
api/quotes/demo.py with api/quotes/totals.py's sell_from_margin, api/catalogue/demo_products.txt).

First run, before any change to the reader (main as it stood, adba46a, 27 Nov 2026, on a shared machine): 23 of 59
answerable right (haulier and site contact not given, "next 10 days" of loads, follow-ups "which plot is that for" /
"whos hauling it", tasks by stage or asked with their project's name, a request's haulage, validity and
notes, a job's phase quotes, "what did calder get it at" after a product), 10 of 13 declines, 2 of 2 unrelated, the
lesson 0 of 1, its contamination pair clean. The whole demo-dev part with it (563 questions): exact 0.875 (350 of
400), declines 133 of 139, unrelated 24 of 24, paraphrases after feedback 82 % (9 of 11), 0 invented, 0 contaminated.
After the changes by kind (branch asst2): 58 of 59 answerable, 13 of 13 declines, 2 of 2 unrelated, the lesson 1 of 1,
no contamination; the part 0.985 (394 of 400), declines 137 of 139, paraphrases 100 % (11 of 11). The one left:
"deliveries booked for the next 3 weeks" expects plot 35's load, which is requested, not booked with the works: the
answer keeps to booked loads, and the expectation, written blind, is left as it was. Since the twelfth session
(branch asst4) loads "booked for" a period are every load still to go in it, and it is answered.
"""

from __future__ import annotations

from datetime import date

from tests.assistant.eval_set import (
    DECLINE,
    GENERAL,
    LAST,
    PRICE,
    PROJECT_Q,
    UNRELATED,
    Case,
    Lesson,
    _case,
)
from tests.assistant_demo.facts import (
    AWC,
    CALDER,
    CHASE_CALDER,
    CHESHIRE,
    CONFIRM_LOAD,
    DALES,
    HARROGATE,
    HOLT,
    IBSTOCK,
    IVANHOE_CREAM,
    LONDON_YELLOW,
    MYTHOLM,
    PENNINE_SAMPLES,
    RAISE_POS,
    SHIELD_100,
    SITE_VISIT,
    STAFFS_SOLID,
    TARMAC,
    TRADESMAN_RED,
    in_days,
    product,
    q,
    quote,
)

SUPPLIER_QUOTES, PURCHASE_ORDERS, CALL_OFFS, TASKS = "supplier_quotes", "purchase_orders", "call_offs", "tasks"
CO, SQ = "call_off", "supplier_quote"
CLOSED = "Booked with the site manager for Tuesday"
# "this week" is Monday to Sunday: tomorrow's two loads are in it unless today is a Sunday.
THIS_WEEK = ("CO-000002", "CO-000003") if date.today().weekday() < 6 else ()


def co(n: int) -> tuple[str, str]:
    return (CO, f"CO-{n:06d}")


def sq(n: int) -> tuple[str, str]:
    return (SQ, f"SQ-{n:06d}")


# fmt: off
CASES: list[Case] = [
    # ---- call-offs by plot: what, when, which haulier and works, its order, its site contact
    _case("d10-co-plot33-what", "whats going to plot 33", CALL_OFFS, values=("CO-000003", TRADESMAN_RED, SHIELD_100),
          records=(co(3),)),
    _case("d10-co-plot32-when", "when is plot 32 going", CALL_OFFS, values=("CO-000002", in_days(1)),
          records=(co(2),)),
    _case("d10-co-plot33-haulier", "which haulier is doing plot 33", CALL_OFFS, values=(DALES,), records=(co(3),)),
    _case("d10-co-plot34-haulier", "whos taking the plot 34 redelivery", CALL_OFFS, values=(DALES, in_days(8)),
          records=(co(4),)),
    _case("d10-co-5-haulier", "haulier on CO-000005?", CALL_OFFS, values=(DALES,), records=(co(5),)),
    _case("d10-co-plot35-when", "when's plot 35 due", CALL_OFFS, values=("CO-000005", in_days(14)), records=(co(5),)),
    _case("d10-co-plot35-haulier", "and whos hauling it", CALL_OFFS, values=(DALES,), records=(co(5),),
          follows="d10-co-plot35-when"),
    _case("d10-co-plot35-works", "which works is it coming out of", CALL_OFFS, values=(IBSTOCK,), records=(co(5),),
          follows="d10-co-plot35-haulier"),
    _case("d10-co-3-hauling", "CO-000003 - who's hauling it", CALL_OFFS, values=(DALES,), records=(co(3),)),
    _case("d10-co-plot32-confirmed", "is plot 32 confirmed", CALL_OFFS, values=("Confirmed",), records=(co(2),)),
    _case("d10-co-plot31-pallets", "how many pallets went to plot 31", CALL_OFFS, values=("13",), records=(co(1),)),
    _case("d10-co-2-load", "whats on CO-000002", CALL_OFFS, values=(TRADESMAN_RED, IVANHOE_CREAM, SHIELD_100),
          records=(co(2),)),
    _case("d10-co-4-plot", "which plot is CO-000004 for", CALL_OFFS, values=("34",), records=(co(4),)),
    _case("d10-co-plot33-order", "which order is plot 33 on", CALL_OFFS, values=("SO-000002",), records=(co(3),)),
    _case("d10-co-plot32-contact", "whos the site contact for the plot 32 drop", CALL_OFFS, values=(HOLT,),
          records=(co(2),)),
    # ---- call-offs by window, haulier and works; follow-ups that carry the plot or the load
    _case("d10-co-tmrw-am", "whats going out tmrw am", CALL_OFFS, values=("CO-000002",), absent=("CO-000003",),
          records=(co(2),)),
    _case("d10-co-tmrw-am-plot", "which plot is that for", CALL_OFFS, values=("32",), records=(co(2),),
          follows="d10-co-tmrw-am"),
    _case("d10-co-tmrw-am-haulier", "whos hauling it", CALL_OFFS, values=(DALES,), records=(co(2),),
          follows="d10-co-tmrw-am-plot"),
    _case("d10-co-next10", "whats due in over the next 10 days", CALL_OFFS,
          values=("CO-000002", "CO-000003", "CO-000004"), absent=("CO-000005",)),
    _case("d10-co-this-week", "anything going out this week", CALL_OFFS, values=THIS_WEEK, absent=("CO-000005",)),
    _case("d10-co-3-weeks", "deliveries booked for the next 3 weeks", CALL_OFFS,
          values=("CO-000002", "CO-000003", "CO-000004", "CO-000005")),
    _case("d10-co-next-mytholm", "when's the next drop to mytholm", CALL_OFFS, projects=(MYTHOLM,),
          values=("CO-000002", in_days(1)), records=(co(2),)),
    _case("d10-co-failed", "any failed deliveries", CALL_OFFS, values=("CO-000004",), records=(co(4),)),
    _case("d10-co-failed-plot", "which plot was that", CALL_OFFS, values=("34",), records=(co(4),),
          follows="d10-co-failed"),
    _case("d10-co-dales", "wot have dales got on for us", CALL_OFFS, others=(DALES,),
          values=("CO-000002", "CO-000003")),
    _case("d10-co-ibstock-tmrw", "whats coming from ibstock tmrw", CALL_OFFS, values=("CO-000002", "CO-000003")),
    # ---- the task pad (asked as the demo admin)
    _case("d10-t-mytholm-visit", "did the mytholm meadows site visit get done", TASKS, values=(CLOSED,)),
    _case("d10-t-brighouse-po", "wheres the brighouse po task at", TASKS, values=(RAISE_POS, "In progress")),
    _case("d10-t-in-progress", "which tasks are in progress", TASKS, values=(RAISE_POS,), absent=(CONFIRM_LOAD,)),
    _case("d10-t-waiting", "whats in the waiting column", TASKS, values=(CONFIRM_LOAD,), absent=(RAISE_POS,)),
    _case("d10-t-todo", "whats still in to do", TASKS, values=(CHASE_CALDER, PENNINE_SAMPLES), absent=(RAISE_POS,)),
    _case("d10-t-chase-msgs", "any messages on the calder chase task", TASKS, values=("Ibstock alternative",)),
    _case("d10-t-samples-owner", "who owns the pennine samples task", TASKS, values=("Tom",)),
    _case("d10-t-load-owner", "whose task is confirming tomorrows load", TASKS, values=("Ada",)),
    _case("d10-t-mytholm", "tasks on mytholm meadows", TASKS, projects=(MYTHOLM,), values=(SITE_VISIT,)),
    _case("d10-t-brighouse", "any tasks on the brighouse job", TASKS, values=(RAISE_POS,)),
    _case("d10-t-samples-due", "when's the pennine samples task due", TASKS, values=(in_days(3),)),
    _case("d10-t-po-priority", "how urgent is the brighouse purchase orders task", TASKS, values=("Urgent",)),
    _case("d10-t-chase-involved", "whos involved on chasing calder", TASKS, values=("Priya",)),
    _case("d10-t-brighouse-pos-who", "who's raising the POs for brighouse wharf", TASKS, values=("Priya",)),
    # ---- buying: a request's supplier quotes, a works' price, haulage, validity, notes; a project's phase quotes
    _case("d10-sq-rfq1", "supplier quotes for rfq 1", SUPPLIER_QUOTES, values=("SQ-000001", "SQ-000002"),
          records=(sq(1), sq(2))),
    _case("d10-sq-ibstock-staffs", "what did ibstock quote us on the staffs blue", SUPPLIER_QUOTES,
          suppliers=(IBSTOCK,), values=("£669.30",), records=(sq(1),)),
    _case("d10-sq-tarmac-rfq1", "has tarmac come back on rfq 1", SUPPLIER_QUOTES, suppliers=(TARMAC,),
          values=("SQ-000002",), records=(sq(2),)),
    _case("d10-sq-dales-valid", "dales haulage quote, how long is it good for", SUPPLIER_QUOTES, others=(DALES,),
          values=(in_days(14),), records=(sq(3),)),
    _case("d10-sq-ibstock-valid", "when does ibstocks price run out", SUPPLIER_QUOTES, suppliers=(IBSTOCK,),
          values=(in_days(30),), records=(sq(1),)),
    _case("d10-sq-1-haulage", "whats the haulage on SQ-000001", SUPPLIER_QUOTES, values=("£285.00",), records=(sq(1),)),
    _case("d10-sq-ibstock-notes", "did ibstock put any notes on their quote", SUPPLIER_QUOTES, suppliers=(IBSTOCK,),
          values=("Prices held for 30 days",), records=(sq(1),)),
    _case("d10-sq-waiting", "which supplier quotes are we still waiting on", SUPPLIER_QUOTES, values=("SQ-000002",),
          absent=("SQ-000003",)),
    _case("d10-pq-mytholm-ph2", "mytholm meadows phase 2 quotes", PROJECT_Q, projects=(MYTHOLM,), values=(q(9),),
          absent=(q(11),), records=(quote(9),)),
    _case("d10-pq-mytholm-ph1", "quotes for mytholm phase 1", PROJECT_Q, projects=(MYTHOLM,), values=(q(11),),
          absent=(q(9),), records=(quote(11),)),
    # ---- a customer's quoted price for the product just asked about
    _case("d10-p-trr", "tradesman red price", PRICE, products=(TRADESMAN_RED,), values=("£695.00",),
          records=(product(TRADESMAN_RED),)),
    _case("d10-last-trr-calder", "what did calder get it at", LAST, customers=(CALDER,), products=(TRADESMAN_RED,),
          values=("£707.79", q(9)), records=(quote(9),), follows="d10-p-trr"),
    _case("d10-p-cheshire", "cheshire weathered red price pls", PRICE, products=(CHESHIRE,), values=("£755.00",),
          records=(product(CHESHIRE),)),
    _case("d10-last-cheshire-harrogate", "what did harrogate get it at", LAST, companies=(HARROGATE,),
          products=(CHESHIRE,), values=("£776.32", q(7)), records=(quote(7),), follows="d10-p-cheshire"),
    _case("d10-p-lyms", "london yellow multi how much", PRICE, products=(LONDON_YELLOW,), values=("£880.00",),
          records=(product(LONDON_YELLOW),)),
    _case("d10-last-lyms-awc", "and what did awc get it at", LAST, customers=(AWC,), products=(LONDON_YELLOW,),
          values=("£831.33", q(6)), records=(quote(6),), follows="d10-p-lyms"),
    _case("d10-p-staffs", "staffs blue solid price", PRICE, products=(STAFFS_SOLID,), values=("£880.00",),
          records=(product(STAFFS_SOLID),)),
    _case("d10-last-staffs-awc", "what did we quote aire n wharfe for it", LAST, customers=(AWC,),
          products=(STAFFS_SOLID,), values=("£884.62", q(10)), records=(quote(10),), follows="d10-p-staffs"),
]

DECLINES: list[Case] = [
    *[
        _case(f"d10-no-{i}", question, intent, expect=DECLINE)
        for i, (question, intent) in enumerate(
            [
                # plots no call-off has, call-offs past the last
                ("whats going to plot 37", CALL_OFFS),
                ("when is plot 12 at mytholm getting delivered", CALL_OFFS),
                ("whos hauling plot 20", CALL_OFFS),
                ("CO-000009 haulier", CALL_OFFS),
                # hauliers we never used
                ("has jones transport got any of our loads", CALL_OFFS),
                ("whats eddie stobart bringing tmrw", CALL_OFFS),
                # purchase orders the demo has not raised
                ("whats on PO-000001", PURCHASE_ORDERS),
                ("have we sent tarmac a PO yet", PURCHASE_ORDERS),
                # tasks and requests that do not exist
                ("was the kirkstall forge site visit done", TASKS),
                ("whos doing the pennine invoice task", TASKS),
                ("any messages on the holmfirth snagging task", TASKS),
                ("supplier quotes for rfq 3", SUPPLIER_QUOTES),
            ]
        )
    ],
    # a customer we do not have, after a product question
    _case("d10-no-keepmoat-p", "ivanhoe cream price", PRICE, products=(IVANHOE_CREAM,), values=("£780.00",),
          records=(product(IVANHOE_CREAM),)),
    _case("d10-no-keepmoat", "what did keepmoat get it at", LAST, expect=DECLINE, follows="d10-no-keepmoat-p"),
]

UNRELATED_CASES: list[Case] = [
    _case(f"d10-off-{i}", question, GENERAL, expect=UNRELATED)
    for i, question in enumerate(["whats the m62 like this morning", "whos making the brews"])
]

LESSONS: list[Lesson] = [
    Lesson("dl9-haulier", "which haulier is doing plot 33", True,
           _case("dl9-haulier-p", "plot 33 - who's the haulier", CALL_OFFS, values=(DALES,))),
]

CONTAMINATION: list[Lesson] = [
    Lesson("dc9-plot33", "whats going to plot 33", True,
           _case("dc9-plot33-b", "whats going to plot 35", CALL_OFFS, values=("CO-000005",), absent=("CO-000003",))),
]
# fmt: on

ALL: list[Case] = [*CASES, *DECLINES, *UNRELATED_CASES]
