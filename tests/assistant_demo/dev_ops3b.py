"""A small round of fresh questions from buyers, transport clerks and the office over the demo instance (`d30b-`),
written after the first changes the twentieth round (dev_ops3.py) prompted and asked once, to measure how the reader
generalises to wordings nobody tuned on: a request for prices (who it went to, who is still to answer, its reply-by
day), supplier quotes (a works' quoted rate and lead time for a product, its haulage, what a haulier's person
quoted, what was included), customer orders (by the customer's PO digits, by job), a plot's house type, loads by
their state in transport words, by haulier and day, a site's delivery rules, the task pad on a load and a stage, and
three declines (a purchase order the demo never raised, a field nobody records, a supplier never asked). Values read
from the demo data as dev_ops3.py's were. Its own part, `--part demo-fresh14`; not in demo-dev. Written after the
round's first changes (a8ac2cc) and committed (7725911) before it was asked; asked once, after the last change
(8a0326e).

First run (28 Nov 2026): 27 of 29: answerable 25 of 26 (96 %), declines 2 of 3, unrelated none asked, 0 invented.
Missed: "what loads are dales doing tomorrow" (a haulier's loads on a day, read as nothing sure: "I couldn't find a
direct answer"), and the decline "any standing time on the dales quote" (standing time, a haulier's waiting charge
nobody records, gave the haulier's quote). Left as they are: these questions measure generalisation, they are not
tuned on.
"""

from __future__ import annotations

from tests.assistant.eval_set import DECLINE, Case, Lesson, _case
from tests.assistant_demo.facts import (
    CONFIRM_LOAD,
    DALES,
    IBSTOCK,
    SITE_VISIT,
    TARMAC,
    in_days,
)

SUPPLIER_QUOTES, PURCHASE_ORDERS, CALL_OFFS, TASKS, FACT = (
    "supplier_quotes",
    "purchase_orders",
    "call_offs",
    "tasks",
    "record_fact",
)

# fmt: off
CASES: list[Case] = [
    _case("d30b-rfq-sent", "which suppliers got rfq 1", SUPPLIER_QUOTES, values=(IBSTOCK, TARMAC)),
    _case("d30b-rfq-owed", "whos not priced rfq1 yet", SUPPLIER_QUOTES, values=(TARMAC,)),
    _case("d30b-rfq-by", "when are prices due back on rfq1", SUPPLIER_QUOTES, values=(in_days(5),)),
    _case("d30b-sq-lead", "what lead time did ibstock give for the staffs blue", SUPPLIER_QUOTES,
          values=("3 weeks",)),
    _case("d30b-sq-rate", "ibstocks rate on the mastercrete", SUPPLIER_QUOTES, values=("£6.01",)),
    _case("d30b-sq-haul", "what are ibstock charging us for haulage", SUPPLIER_QUOTES, values=("£285.00",)),
    _case("d30b-sq-kev", "kev listers rate", SUPPLIER_QUOTES, values=("£310.00",)),
    _case("d30b-sq-moffett", "has ibstock included a moffett", SUPPLIER_QUOTES,
          values=("Moffett offload included",)),
    _case("d30b-sq-neil", "any word from neil at tarmac", SUPPLIER_QUOTES, values=("SQ-000002",)),
    _case("d30b-sq-dales-loads", "how many loads did dales quote for", SUPPLIER_QUOTES, values=("2",)),
    _case("d30b-or-po", "po 2502 which order", PURCHASE_ORDERS, values=("SO-000002",)),
    _case("d30b-or-job", "mytholm order value", PURCHASE_ORDERS, values=("£34,020.00",)),
    _case("d30b-plot-house", "house type for plot 34", CALL_OFFS, values=("Holme",)),
    _case("d30b-plot-phase", "plot 35 which phase", CALL_OFFS, values=("3b",)),
    _case("d30b-co-wrong", "which delivery went wrong", CALL_OFFS, values=("CO-000004",)),
    _case("d30b-co-pulled", "has any load been pulled", CALL_OFFS, values=("CO-000006",)),
    _case("d30b-co-to-book", "which deliveries still need booking", CALL_OFFS, values=("CO-000005",)),
    _case("d30b-co-moved", "any drops been moved", CALL_OFFS, values=("CO-000004",)),
    _case("d30b-co-signed", "who took the plot 31 delivery", CALL_OFFS, values=("Gary Wood",)),
    _case("d30b-co-dales", "what loads are dales doing tomorrow", CALL_OFFS, values=("CO-000002", "CO-000003")),
    _case("d30b-co-works", "where are the plot 32 bricks coming from", CALL_OFFS, values=(IBSTOCK,)),
    _case("d30b-co-haulier", "whos hauling plot 35", CALL_OFFS, values=(DALES,)),
    _case("d30b-site", "how can we offload at mytholm", FACT, values=("crane",)),
    _case("d30b-site-station", "when can we drop at station parade", FACT, values=("before 10am",)),
    _case("d30b-t-load", "is there a to-do for the plot 33 drop", TASKS, values=(CONFIRM_LOAD,)),
    _case("d30b-t-mytholm", "any tasks for mytholm meadows", TASKS, values=(SITE_VISIT,)),
]

DECLINES: list[Case] = [
    _case("d30b-no-po", "have we raised a po to tarmac", PURCHASE_ORDERS, expect=DECLINE),
    _case("d30b-no-standing", "any standing time on the dales quote", SUPPLIER_QUOTES, expect=DECLINE),
    _case("d30b-no-wienerberger", "what did wienerberger quote on rfq 1", SUPPLIER_QUOTES, expect=DECLINE),
]
# fmt: on

LESSONS: list[Lesson] = []
CONTAMINATION: list[Lesson] = []
ALL: list[Case] = [*CASES, *DECLINES]
