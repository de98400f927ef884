"""A small round of fresh questions from purchasing, transport and the office over the demo instance (`d28b-`),
written after the changes the nineteenth round (dev_ops2.py) prompted and asked once, to measure how the reader
generalises to wordings nobody tuned on: the request for prices (who owes us prices, its customer, its on-site day),
supplier quotes (a works' line price, validity, haulage, a count), customer orders (value ex VAT, plots, the job),
call-offs (loads by day, a plot's haulier and offload, what failed, what is not booked), the task pad (mine, overdue,
a colleague's, one task's details) and the demo admin's notifications, and three declines (a purchase order the demo
never raised, a driver, a request past the last). Values read from the demo data as dev_ops2.py's were. Its own part,
`--part demo-fresh13`; not in demo-dev. Written after the round's first changes (3e3fa2e) and committed before it
was asked; asked once, after the last change (e219cf8).

First run (28 Nov 2026): 25 of 29: answerable 22 of 26 (85 %), declines 3 of 3, 0 invented. Missed: "kev listers
quote" (a haulier's person, not read as their quote), "which load failed" (read as the Loose Load products), "what
still needs booking in" (no load cue), "any new alerts for me" (the notifications are found and listed, at low
confidence: see dev_ops2.py). Left as they are: these questions measure generalisation, they are not tuned on.
Since (branch asst19, issue 14's leftovers, fixed as the notifications' kind in dev_ops2.py): "any new alerts for
me" right at high confidence.
"""

from __future__ import annotations

from tests.assistant.eval_set import DECLINE, Case, Lesson, _case
from tests.assistant_demo.dev_ops2 import THIS_WEEK
from tests.assistant_demo.facts import (
    AWC,
    CHASE_CALDER,
    CONFIRM_LOAD,
    DALES,
    IBSTOCK,
    PENNINE_SAMPLES,
    RAISE_POS,
    TARMAC,
    in_days,
)

SUPPLIER_QUOTES, PURCHASE_ORDERS, CALL_OFFS, TASKS = "supplier_quotes", "purchase_orders", "call_offs", "tasks"

# fmt: off
CASES: list[Case] = [
    _case("d28b-rfq-owe", "rfq 1 - who still owes us a price", SUPPLIER_QUOTES, values=(TARMAC,)),
    _case("d28b-rfq-customer", "rfq1 which customer", SUPPLIER_QUOTES, values=(AWC,)),
    _case("d28b-rfq-site", "rfq1 on site date", SUPPLIER_QUOTES, values=(in_days(21),)),
    _case("d28b-sq-staffs", "ibstock staffs blue price per thou on sq1", SUPPLIER_QUOTES, values=("£669.30",)),
    _case("d28b-sq-valid", "how long is sq1 good for", SUPPLIER_QUOTES, values=(in_days(30),)),
    _case("d28b-sq-haulage", "ibstocks delivery charge on sq1", SUPPLIER_QUOTES, values=("£285.00",)),
    _case("d28b-sq-count", "no. of supplier quotes", SUPPLIER_QUOTES, values=("3",)),
    _case("d28b-sq-dales", "kev listers quote", SUPPLIER_QUOTES, values=("£310.00",)),
    _case("d28b-or-so2-value", "so2 value ex vat", PURCHASE_ORDERS, values=("£34,020.00",)),
    _case("d28b-or-so2-plots", "so2 how many plots", PURCHASE_ORDERS, values=("6",)),
    _case("d28b-or-so1-job", "SO-000001 wot job is it", PURCHASE_ORDERS, values=("Brighouse Wharf Mews",)),
    _case("d28b-co-tmrw-morning", "tmrw morning loads", CALL_OFFS, values=("CO-000002",), absent=("CO-000003",)),
    _case("d28b-co-this-week", "loads this wk", CALL_OFFS, values=THIS_WEEK, absent=("CO-000005",)),
    _case("d28b-co-32-haulier", "plot 32 haulier", CALL_OFFS, values=(DALES,)),
    _case("d28b-co-33-offload", "plot 33 offload", CALL_OFFS, values=("crane",)),
    _case("d28b-co-failed", "which load failed", CALL_OFFS, values=("CO-000004",)),
    _case("d28b-co-unbooked", "what still needs booking in", CALL_OFFS, values=("CO-000005",)),
    _case("d28b-co-next-mytholm", "mytholm next delivery", CALL_OFFS, values=("CO-000002", in_days(1))),
    _case("d28b-co-works", "which works is plot 35 coming from", CALL_OFFS, values=(IBSTOCK,)),
    _case("d28b-t-mine", "whats on my list", TASKS, values=(CONFIRM_LOAD,)),
    _case("d28b-t-overdue", "anything overdue on the pad", TASKS, values=(RAISE_POS,)),
    _case("d28b-t-tom", "wot has tom got on", TASKS, values=(CHASE_CALDER, PENNINE_SAMPLES)),
    _case("d28b-t-chase", "details on the calder chase", TASKS, values=("after the site meeting",)),
    _case("d28b-n-alerts", "any new alerts for me", TASKS, values=("Priya Shah joined as a manager",)),
    _case("d28b-or-mytholm-po", "customer po on the mytholm order", PURCHASE_ORDERS, values=("CVH-PO-2502",),
          absent=("CVH-PO-2291",)),
    _case("d28b-co-mytholm-left", "how many mytholm loads left to go", CALL_OFFS, values=("4",),
          absent=("CO-000001",)),
]

DECLINES: list[Case] = [
    _case("d28b-no-po2", "po2 delivery date", PURCHASE_ORDERS, expect=DECLINE),
    _case("d28b-no-driver", "driver for tmrw am", CALL_OFFS, expect=DECLINE),
    _case("d28b-no-rfq3", "rfq 3 replies", SUPPLIER_QUOTES, expect=DECLINE),
]

LESSONS: list[Lesson] = []
CONTAMINATION: list[Lesson] = []
# fmt: on

ALL: list[Case] = [*CASES, *DECLINES]
