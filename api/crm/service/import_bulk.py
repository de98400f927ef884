"""Customers, suppliers and others imported a batch at a time (an import job's batches): each row gets the verdict
`OrganisationRows` gives it, from the same checks, and leaves what the services would (the record, its head
office address, the list columns and search text `refresh_derived` keeps, the activity entries), but a batch
is written with a few statements instead of a dozen per row.

The records' ids come from their sequences before the rows are written, so a row can be matched against the
records created by the rows before it, as the row-by-row import does. The records the file may update are read
once as plain rows (no ORM objects); those a batch changed are written with one UPDATE, which also checks that
nobody saved them meanwhile. A batch that the database refuses anyway (someone saved a clashing record
meanwhile) is imported again row by row through the services."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, cast

from pydantic import ValidationError
from sqlalchemy import Integer, Table, select, text, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from api.core import jobs
from api.core.imports import RowIn, RowResult, schema_errors
from api.crm.models import Address, AddressType, Organisation, Subject
from api.crm.schemas.addresses import AddressIn
from api.crm.schemas.organisations import OrganisationIn, OrganisationUpdate
from api.crm.service import addresses
from api.crm.service.import_rows import ORGANISATION_INPUT, OrganisationRows, _any, _email_key, read
from api.db import copy_rows, json_rows, utcnow
from api.records.models import Activity
from api.records.service.rules import apply_changes
from api.settings import get_settings

ORGANISATIONS: Table = Organisation.__table__  # type: ignore[assignment]
ADDRESSES: Table = Address.__table__  # type: ignore[assignment]
ACTIVITY: Table = Activity.__table__  # type: ignore[assignment]
FIELDS = tuple(OrganisationIn.model_fields)
INDEX_JOB = "ingest.records"  # re-embeds changed records for the assistant (what the ORM's change listener queues)
ID_CHUNK = 500


@dataclass
class Site:
    """One of a record's active addresses, as `refresh_derived` orders them (head office first, then by id)."""

    other_than_head_office: bool
    id: int
    postcode: str
    town: str


class Ids:
    """Ids taken from a table's sequence ahead of the inserts, ID_CHUNK at a time (a job may leave a few unused)."""

    def __init__(self, session: Session, table: str) -> None:
        self.session = session
        self.sequence = f"pg_get_serial_sequence('{table}', 'id')"
        self.free: Iterator[int] = iter(())

    def next(self) -> int:
        for found in self.free:
            return found
        query = text(f"SELECT nextval({self.sequence}) FROM generate_series(1, {ID_CHUNK})")
        self.free = iter([int(i) for i in self.session.scalars(query)])
        return next(self.free)


class Record:
    """A record as far as the import reads, changes and derives it (its id, version, fields and list columns): one
    it creates, or one it may update (read as a plain row, never an ORM object)."""

    def __init__(self, **values: Any) -> None:
        self.__dict__.update(values)


class Stale(Exception):
    """A record the batch updates was saved by someone else meanwhile."""


class BulkOrganisationRows(OrganisationRows):
    fallback: OrganisationRows | None = None

    def preload(self, rows: list[RowIn]) -> None:
        self.stored: dict[int, tuple[Any, ...]] = {}  # a record's version and WRITTEN values as last written
        super().preload(rows)
        self.every_row = rows
        self.created: set[int] = set()
        self.touched: set[int] = set()  # existing records this batch may have changed
        self.sites: dict[int, list[Site]] = {}
        if self.records:
            for org_id, address_id, kind, postcode, town in self.session.execute(
                select(Address.organisation_id, Address.id, Address.address_type, Address.postcode, Address.town)
                .where(Address.organisation_id == _any(self.records, Integer), Address.archived.is_(False))
                .order_by(Address.id)
            ):
                site = Site(kind != AddressType.head_office.value, address_id, postcode, town)
                self.sites.setdefault(org_id, []).append(site)
        self.org_ids = Ids(self.session, "organisations")
        self.address_ids = Ids(self.session, "addresses")

    def _find(self, *where: Any) -> list[Organisation]:
        found = self.session.execute(select(*(ORGANISATIONS.c[name] for name in READ)).where(*where)).all()
        records = [cast(Organisation, Record(**row._mapping)) for row in found]
        for record in records:
            self.stored[record.id] = _stored(record)
        return records

    def apply_many(self, rows: list[RowIn]) -> list[RowResult]:
        if self.fallback is not None:
            return self.fallback.apply_many(rows)
        self.new_orgs: list[tuple[Organisation, dict[str, Any]]] = []
        self.new_addresses: list[dict[str, Any]] = []
        self.activity: list[dict[str, Any]] = []
        self.touched = set()
        self.now = utcnow()
        seen, written = dict(self.seen), dict(self.written)
        snapshot = {org_id: vars(self.records[org_id]).copy() for org_id in self._targets(rows)}
        savepoint = self.session.begin_nested()
        try:
            results = [self._apply(row) for row in rows]
            self._insert()
            updated = self._update_changed()
        except (IntegrityError, Stale):
            savepoint.rollback()
            self.seen, self.written = seen, written
            for org_id, values in snapshot.items():  # the records as they were before this batch
                vars(self.records[org_id]).update(values)
            return self._row_by_row(rows)
        savepoint.commit()
        changed = [org.id for org, _ in self.new_orgs] + updated
        if changed and get_settings().index_on_change and INDEX_JOB in jobs.JOBS:
            jobs.enqueue(self.session, INDEX_JOB, [["organisation", org_id] for org_id in changed])
        return results

    def _targets(self, rows: list[RowIn]) -> set[int]:
        """The stored records this batch's rows may change."""
        ids: set[int] = set()
        for row in rows:
            account = row.values.get("account_number", "").lower()
            if account in self.by_account:
                ids.add(self.by_account[account])
            elif email := _email_key(row.values.get("email")):
                ids.update(self.by_email.get(email, ()))
        return {org_id for org_id in ids if org_id in self.stored}

    def _update_changed(self) -> list[int]:
        """Write the stored records this batch changed (their fields or list columns), with one UPDATE that takes
        only records still at the version read (else Stale: the batch goes row by row through the services)."""
        rows = []
        for org_id in sorted(self.touched):
            record = self.records[org_id]
            now = _stored(record)
            if now != self.stored[org_id]:
                rows.append({"id": org_id, "old_version": self.stored[org_id][0], **vars(record)})
                self.stored[org_id] = now
        if not rows:
            return []
        source = json_rows(
            {"id": Integer(), "old_version": Integer(), **{n: ORGANISATIONS.c[n].type for n in WRITTEN}},
            [{name: row[name] for name in ("id", "old_version", *WRITTEN)} for row in rows],
        )
        done = self.session.execute(
            update(ORGANISATIONS)
            .where(ORGANISATIONS.c.id == source.c.id, ORGANISATIONS.c.version == source.c.old_version)
            .values({**{n: source.c[n] for n in WRITTEN}, "updated_at": self.now})
            .returning(ORGANISATIONS.c.id)
        ).all()
        if len(done) != len(rows):
            raise Stale
        return [row["id"] for row in rows]

    def _row_by_row(self, rows: list[RowIn]) -> list[RowResult]:
        """This batch and the rest through the services, matched against the records as they now are."""
        fallback = OrganisationRows(self.session, self.kind, self.actor)
        fallback.preload(self.every_row)
        fallback.seen, fallback.written = self.seen, self.written
        self.fallback = fallback
        return fallback.apply_many(rows)

    def _apply(self, row: RowIn) -> RowResult:
        values = row.values
        key = values.get("name") or values.get("account_number") or values.get("email") or ""
        judged = self.judge(row)
        if isinstance(judged, RowResult):
            return judged
        data, address, target = judged
        if target is None:
            org = self._create(data)
        else:
            before = self.records[target].version
            try:
                org = self._update(self.records[target], data, values)
            except ValidationError as exc:
                return RowResult(row.number, "reject", key, schema_errors(exc))
        new_address = address is not None and (address.line1.lower(), address.postcode) not in self.addresses.get(
            org.id, set()
        )
        if address is not None and new_address:
            self._add_address(org, address)
        self._remember(org)
        self.written[org.id] = row.number
        if address is not None:
            self.addresses.setdefault(org.id, set()).add((address.line1.lower(), address.postcode))
        if target is None:
            return RowResult(row.number, "create", data.name)
        changed = org.version != before or new_address
        return RowResult(row.number, "update" if changed else "unchanged", data.name)

    def _create(self, data: OrganisationIn) -> Organisation:
        values = {name: getattr(data, name) for name in FIELDS}
        values["account_number"] = values["account_number"] or None
        # What the import reads of a new record, without an ORM object (it is written by COPY, never flushed).
        org = cast(Organisation, Record(id=self.org_ids.next(), kind=self.kind.value, version=1, **values))
        self.created.add(org.id)
        self.sites[org.id] = []
        self._derive(org)
        self.new_orgs.append((org, values))
        self._log(org.id, "created", f"Created {self.label} {org.name}")
        return org

    def _update(self, existing: Organisation, data: OrganisationIn, given: dict[str, str]) -> Organisation:
        """As `organisations.update` with the row's filled-in columns over the record's (the schema checks the
        whole: a record whose stored phone it refuses cannot be updated)."""
        current = {f: getattr(existing, f) or "" for f in ORGANISATION_INPUT}
        changed = {f: getattr(data, f) for f in ORGANISATION_INPUT if f in given}
        if changed.get("account_number", "").lower() == current["account_number"].lower():
            changed.pop("account_number", None)  # matched by it: `c001` does not rewrite `C001`
        checked = read(OrganisationUpdate, {**current, **changed, "version": existing.version})
        values = {f: getattr(checked, f) for f in ORGANISATION_INPUT}
        values["account_number"] = values["account_number"] or None
        self.touched.add(existing.id)
        changes = apply_changes(existing, values)
        if changes:
            self._derive(existing)
            self._log(existing.id, "updated", f"Updated {', '.join(changes)}", changes)
        return existing

    def _add_address(self, org: Organisation, data: AddressIn) -> None:
        values = addresses._values(data) | {"organisation_id": org.id}
        address_id = self.address_ids.next()
        self.new_addresses.append(
            values
            | {"id": address_id, "created_by_id": self.actor.id, "search_text": addresses.search_text(values)}
            | {"archived": False, "archived_at": None, "version": 1, "created_at": self.now, "updated_at": self.now}
        )
        self.sites.setdefault(org.id, []).append(Site(False, address_id, values["postcode"], values["town"]))
        self._derive(org)
        described = addresses.description(values)
        self._log(address_id, "created", f"Created address {described}", subject=addresses.SUBJECT)
        self._log(org.id, "address_added", f"Added address {described}")

    def _derive(self, org: Organisation) -> None:
        """`organisations.refresh_derived` from the addresses known here (the record's, pre-loaded, and the new)."""
        sites = sorted(self.sites.get(org.id, []), key=lambda s: (s.other_than_head_office, s.id))
        main = sites[0] if sites else None
        town, postcode = (main.town, main.postcode) if main else ("", "")
        parts = [org.name, org.account_number or "", org.email, org.phone, org.category]
        parts += [value for s in sites for value in (s.postcode, s.town)]
        # A stored record is written below if this changed it (`_update_changed`); a new one is inserted from these.
        if org.id in self.stored:
            self.touched.add(org.id)
        org.town, org.postcode = town, postcode
        org.search_text = " ".join(p for p in parts if p).lower()

    def _log(
        self,
        subject_id: int,
        action: str,
        summary: str,
        changes: dict[str, list[Any]] | None = None,
        subject: str = Subject.organisation.value,
    ) -> None:
        """What `activity.record` adds, written below with the batch's other entries."""
        self.activity.append(
            {
                "subject_type": subject,
                "subject_id": subject_id,
                "actor_id": self.actor.id,
                "action": action,
                "summary": summary[:500],
                "changes": {f: {"old": _plain(old), "new": _plain(new)} for f, (old, new) in (changes or {}).items()},
                "created_at": self.now,
            }
        )

    def _insert(self) -> None:
        if self.new_orgs:
            rows = [
                values
                | {"id": org.id, "kind": org.kind, "town": org.town, "postcode": org.postcode}
                | {"search_text": org.search_text, "archived": False, "created_by_id": self.actor.id, "version": 1}
                | {"created_at": self.now, "updated_at": self.now}
                for org, values in self.new_orgs
            ]
            copy_rows(self.session, ORGANISATIONS, rows)
        copy_rows(self.session, ADDRESSES, self.new_addresses)
        copy_rows(self.session, ACTIVITY, self.activity)


def _plain(value: Any) -> Any:
    return value if value is None or isinstance(value, str | int | float | bool) else str(value)


# What the import reads of a stored record, and what it may write back of it (the version, fields, list columns).
WRITTEN = ("version", *ORGANISATION_INPUT, "town", "postcode", "search_text")
READ = ("id", *WRITTEN)


def _stored(record: Organisation) -> tuple[Any, ...]:
    return tuple(getattr(record, name) for name in WRITTEN)
