"""A planner setting changed for one statement and put back to what it was before, not to its default: an
administrator's `ALTER DATABASE … SET enable_nestloop = off`, or a caller's own local setting, survives the
statement (the same save-and-restore as the assistant's typo look-up, `assistant/understanding/names.py`)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from sqlalchemy import text
from sqlalchemy.orm import Session

SETTINGS = frozenset(
    {"enable_nestloop", "enable_seqscan", "enable_hashjoin", "enable_mergejoin", "max_parallel_workers_per_gather"}
)


@contextmanager
def planner_setting(session: Session, name: str, value: str) -> Iterator[None]:
    """`name` set to `value` for the transaction's statements inside the block, then set back to its value before.
    The previous value is read in the same statement that changes it (a subquery fenced by OFFSET 0 is evaluated
    first), so the setting costs one round trip before and one after, as a plain set_config pair did."""
    if name not in SETTINGS:
        raise ValueError(f"not a planner setting this helper changes: {name}")
    previous = session.execute(
        text(
            "SELECT prior.value, set_config(:name, :value, true) "
            "FROM (SELECT current_setting(:name) AS value OFFSET 0) AS prior"
        ),
        {"name": name, "value": value},
    ).scalar_one()
    try:
        yield
    finally:
        session.execute(text("SELECT set_config(:name, :value, true)"), {"name": name, "value": previous})
