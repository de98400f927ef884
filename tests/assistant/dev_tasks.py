"""Development questions about the task pad (the set the task reader may be tuned on), written after
tests/assistant/heldout_tasks.py and before the task questions were built."""

from __future__ import annotations

from tests.assistant.dataset import CUSTOMER_CALDER, PROJECT_RIVERSIDE, SUPPLIER_NORTHERN, USER_TOM
from tests.assistant.dataset_tasks import CHASE_CALDER, CONFIRM_NORTHERN, RAISE_POS, RIVERSIDE_POD
from tests.assistant.eval_set import Case, _case

TASKS = "tasks"

# fmt: off
CASES: list[Case] = [
    _case("dt-calder", "tasks for calder civils", TASKS, customers=(CUSTOMER_CALDER,), values=(CHASE_CALDER, USER_TOM)),
    _case("dt-overdue", "whats overdue on the task pad", TASKS, values=(RAISE_POS, RIVERSIDE_POD),
          absent=(CONFIRM_NORTHERN,)),
    _case("dt-riverside-open", "open tasks for riverside", TASKS, projects=(PROJECT_RIVERSIDE,),
          values=(RAISE_POS, RIVERSIDE_POD)),
    _case("dt-today", "tasks due today", TASKS, values=(CHASE_CALDER,), absent=(CONFIRM_NORTHERN,)),
    _case("dt-northern", "any tasks linked to northern", TASKS, suppliers=(SUPPLIER_NORTHERN,),
          values=(CONFIRM_NORTHERN,)),
]
# fmt: on
