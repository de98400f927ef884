"""HELD-OUT questions about the task pad, written on 2026-11-26 before the task questions were built into the reader
(and before tests/assistant/dev_tasks.py), never to be used for tuning and never weakened. Part of the held-out
part."""

from __future__ import annotations

from tests.assistant.dataset import CUSTOMER_CALDER, PROJECT_RIVERSIDE, USER_DANA
from tests.assistant.dataset_tasks import CHASE_CALDER, CONFIRM_NORTHERN, RAISE_POS, RIVERSIDE_POD
from tests.assistant.eval_set import Case, _case

TASKS = "tasks"

# fmt: off
CASES: list[Case] = [
    _case("ht-chasing-calder", "who's chasing the calder civils quote?", TASKS, customers=(CUSTOMER_CALDER,),
          values=(CHASE_CALDER, USER_DANA)),
    _case("ht-overdue", "which tasks are overdue", TASKS, values=(RAISE_POS, RIVERSIDE_POD), absent=(CHASE_CALDER,)),
    _case("ht-riverside", "any tasks on riverside quarter", TASKS, projects=(PROJECT_RIVERSIDE,),
          values=(RAISE_POS, RIVERSIDE_POD)),
    _case("ht-tomorrow", "what tasks are due tomorrow", TASKS, values=(CONFIRM_NORTHERN,), absent=(CHASE_CALDER,)),
]
# fmt: on
