"""The evaluation dataset's task pad part: tasks linked to the other parts' records, seeded last (the other parts'
ids stay). Due dates are relative to the day the set runs (today, overdue, tomorrow)."""

from __future__ import annotations

from dataclasses import dataclass

from tests.assistant.dataset import (
    CUSTOMER_ACME,
    CUSTOMER_CALDER,
    PROJECT_RIVERSIDE,
    SUPPLIER_NORTHERN,
    USER_DANA,
    USER_TOM,
)

CHASE_CALDER = "Chase Calder Civils about Q-260014"
RAISE_POS = "Raise the purchase orders for Riverside Quarter"
CONFIRM_NORTHERN = "Confirm tomorrow's load with Northern"
ACME_LINTELS = "Send Acme the revised lintel prices"
RIVERSIDE_POD = "Get the proof of delivery for plot 11"


@dataclass(frozen=True)
class TaskSpec:
    title: str
    owner: str
    assigned: tuple[str, ...]
    due: int  # days from the day the set runs
    links: tuple[tuple[str, str], ...]  # (record type, name or number)
    status: str = "open"
    source: str = "manual"


TASKS = [
    TaskSpec(CHASE_CALDER, USER_DANA, (USER_TOM,), 0, (("customer", CUSTOMER_CALDER), ("quote", "Q-260014"))),
    TaskSpec(RAISE_POS, USER_TOM, (), -1, (("project", PROJECT_RIVERSIDE),), source="rule"),
    TaskSpec(CONFIRM_NORTHERN, USER_DANA, (), 1, (("supplier", SUPPLIER_NORTHERN), ("call_off", "CO-260105"))),
    TaskSpec(ACME_LINTELS, USER_TOM, (), 5, (("customer", CUSTOMER_ACME),), status="done"),
    TaskSpec(RIVERSIDE_POD, USER_DANA, (USER_TOM,), -2, (("project", PROJECT_RIVERSIDE), ("call_off", "CO-260101"))),
]
