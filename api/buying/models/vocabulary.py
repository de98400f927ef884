"""The words Buying stores (each kept by a CHECK constraint built from the enum)."""

from __future__ import annotations

from enum import StrEnum

from sqlalchemy import CheckConstraint


class OffloadMethod(StrEnum):
    crane = "crane"
    moffett = "moffett"
    tail_lift = "tail_lift"
    kerbside = "kerbside"


OFFLOAD_LABELS = {
    OffloadMethod.crane: "Crane offload",
    OffloadMethod.moffett: "Moffett (truck-mounted forklift)",
    OffloadMethod.tail_lift: "Tail-lift",
    OffloadMethod.kerbside: "Kerbside (tipped or hand-balled)",
}


class LoadPreference(StrEnum):
    full = "full"
    part = "part"
    either = "either"


class LeadTimeUnit(StrEnum):
    working_days = "working_days"
    weeks = "weeks"


class HaulageBasis(StrEnum):
    """How haulage is charged: an amount per load, per delivery (drop), or included in the prices."""

    per_load = "per_load"
    per_delivery = "per_delivery"
    included = "included"


def check_in(column: str, values: type[StrEnum], *, nullable: bool = False) -> CheckConstraint:
    """CHECK (column IN (...)) named after the column; `nullable` also lets NULL through (an unchosen value)."""
    allowed = ", ".join(f"'{v.value}'" for v in values)
    condition = f"{column} IN ({allowed})"
    if nullable:
        condition = f"{column} IS NULL OR {condition}"
    return CheckConstraint(condition, name=column)
