"""Names for the ids an activity row's changes hold ("Site address: (blank) → 21" reads "… → Site, 1 Elland Road,
Leeds"). The log keeps the ids it was written with; names are looked up when it is read, a page at a time, so a
renamed record shows its name now and a deleted one says so."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.records.models import Activity
from api.users.models import User


@dataclass(frozen=True)
class Reference:
    """A kind of record a change may hold the id of: its model, how it is named, and the noun for a deleted one."""

    model: Any
    name: Callable[[Any], str]
    noun: str


# Fields holding another record's id (`contacts` holds a list of them, "11, 12"). Users are named here; each domain
# adds its own records (`refer`) in api.wiring.wire, since the activity log imports no domain.
REFERENCES: dict[str, Reference] = {}


def refer(reference: Reference, *fields: str) -> None:
    """Name the records `fields` hold the ids of in every activity read."""
    for field in fields:
        REFERENCES[field] = reference


refer(Reference(User, lambda user: user.full_name, "user"), "account_manager_id", "checked_by_id")

Names = dict[tuple[str, int], str]


def _ids(value: Any) -> list[int]:
    """The ids a stored value holds: an id, or "11, 12"."""
    if isinstance(value, bool) or value is None:
        return []
    if isinstance(value, int):
        return [value]
    if isinstance(value, str):
        parts = [p.strip() for p in value.split(",") if p.strip()]
        return [int(p) for p in parts] if all(p.isdigit() for p in parts) else []
    return []


def lookup(session: Session, entries: Iterable[Activity]) -> Names:
    """(noun, id) → name for every id the entries' changes refer to, one query per kind of record."""
    wanted: dict[Reference, set[int]] = {}
    for entry in entries:
        for field, change in (entry.changes or {}).items():
            reference = REFERENCES.get(field)
            if reference is not None and isinstance(change, dict):
                for value in (change.get("old"), change.get("new")):
                    wanted.setdefault(reference, set()).update(_ids(value))
    names: Names = {}
    for reference, ids in wanted.items():
        if ids:
            for row in session.scalars(select(reference.model).where(reference.model.id.in_(ids))):
                names[(reference.noun, row.id)] = reference.name(row)
    return names


def name_of(field: str, value: Any, names: Names) -> str | None:
    """The value as people read it, or None when the field holds no reference (or nothing)."""
    reference = REFERENCES.get(field)
    ids = _ids(value) if reference is not None else []
    if reference is None or not ids:
        return None
    return ", ".join(names.get((reference.noun, i), f"a deleted {reference.noun}") for i in ids)


def named_changes(entry: Activity, names: Names) -> dict[str, dict[str, str | None]]:
    """{field: {old, new}} named, for the entry's changes that refer to records by id."""
    out: dict[str, dict[str, str | None]] = {}
    for field, change in (entry.changes or {}).items():
        if field in REFERENCES and isinstance(change, dict):
            out[field] = {side: name_of(field, change.get(side), names) for side in ("old", "new")}
    return out
