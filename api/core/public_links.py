"""What a public link reaches, for every kind of record sent out by one (a customer quote, a supplier quote, a
purchase order): its id read as a uuid, the record it names only once sent, and only the versions sent. A mistyped
link, a record never sent and a draft version are the same 404 for the public, in the kind's own words."""

from __future__ import annotations

import uuid as uuid_module
from collections.abc import Callable
from typing import Protocol, TypeVar

from api.core.errors import NotFound
from api.core.fields import exact_uuid


class Sent(Protocol):
    @property
    def sent_version(self) -> int | None: ...


class Version(Protocol):
    @property
    def status(self) -> str: ...


S = TypeVar("S", bound=Sent)
V = TypeVar("V", bound=Version)
DRAFT = "draft"


def link_uuid(value: str, not_found: str) -> uuid_module.UUID:
    """A public link's id; a mistyped one is simply a record that does not exist."""
    parsed = exact_uuid(value)
    if parsed is None:
        raise NotFound(not_found)
    return parsed


def sent_record(find: Callable[[], S], not_found: str) -> S:
    """The record `find` gives (its own NotFound put in the kind's words); one never sent does not exist."""
    try:
        record = find()
    except NotFound:
        raise NotFound(not_found) from None
    if record.sent_version is None:
        raise NotFound(not_found)
    return record


def sent_version(find: Callable[[int], V], record: Sent, number: int | None, no_version: str) -> V:
    """Version `number` of the record as `find` gives it, the newest sent by default; a draft version does not
    exist for the public (`no_version`, formatted with the number asked)."""
    wanted = number or record.sent_version
    row = None
    if wanted is not None:
        try:
            row = find(wanted)
        except NotFound:
            row = None
    if row is None or row.status == DRAFT:
        raise NotFound(no_version.format(wanted))
    return row
