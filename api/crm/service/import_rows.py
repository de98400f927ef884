"""Importing one row: validate it with the API's own input schemas, find the record it updates (from matches
pre-loaded for the whole file in a few queries), then create or update it through the organisation, address and
contact services, each row in its own savepoint so a row that fails leaves nothing behind."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, Literal, TypeVar, cast

from pydantic import BaseModel, ValidationError
from sqlalchemy import Integer, String, any_, func, literal, or_, select
from sqlalchemy.dialects.postgresql import ARRAY
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from api.core import messages
from api.core.errors import AppError
from api.core.fields import normalise_email
from api.core.imports import Errors, RowIn, RowResult, schema_errors
from api.core.quick import Quick
from api.crm.models import Address, AddressType, Contact, Kind, Organisation
from api.crm.schemas.addresses import AddressIn
from api.crm.schemas.contacts import ContactIn, ContactUpdate
from api.crm.schemas.organisations import OrganisationFields, OrganisationIn, OrganisationUpdate
from api.crm.service import addresses, contacts, organisations
from api.crm.service.import_fields import ADDRESS_FIELDS
from api.users.models import User

T = TypeVar("T")
M = TypeVar("M", bound=BaseModel)
ORGANISATION_INPUT = tuple(OrganisationFields.model_fields)
CONTACT_INPUT = ("first_name", "last_name", "job_title", "email", "phone", "mobile")
CLASHED = "This row clashes with a record saved meanwhile; import the file again"


def _any(values: Iterable[Any], item: Any = String) -> Any:
    """`= ANY(:array)`: one bind parameter however many values the file holds."""
    return any_(literal(sorted(set(values)), ARRAY(item)))


def _email_key(raw: str | None) -> str | None:
    return (normalise_email(raw) or raw.lower()) if raw else None


class Rows:
    """What every kind of row shares: duplicate keys within the file and the savepoint around each write."""

    def __init__(self, session: Session, actor: User) -> None:
        self.session = session
        self.actor = actor
        self.seen: dict[tuple[str, str], int] = {}

    def preload(self, rows: list[RowIn]) -> None:
        raise NotImplementedError

    def apply(self, row: RowIn) -> RowResult:
        raise NotImplementedError

    def apply_many(self, rows: list[RowIn]) -> list[RowResult]:
        """The rows in order (a job's batch)."""
        return [self.apply(row) for row in rows]

    def _duplicate(self, row: RowIn, field_name: str, value: str | None, what: str) -> Errors:
        """Reject a second row with the same account number or email (the first row keeps it, even if rejected)."""
        if not value:
            return []
        first = self.seen.setdefault((field_name, value), row.number)
        return [] if first == row.number else [{"field": field_name, "message": f"Row {first} has the same {what}"}]

    def _write(self, write: Callable[[], T]) -> tuple[T | None, Errors]:
        """Run one row's writes in a savepoint: a rule the services enforce (409, 422) rejects the row alone."""
        try:
            with self.session.begin_nested():
                result = write()
                self.session.flush()
        except AppError as exc:
            return None, exc.errors or [{"field": "row", "message": exc.detail}]
        except ValidationError as exc:
            return None, schema_errors(exc)
        except IntegrityError:
            return None, [{"field": "row", "message": CLASHED}]
        return result, []


QUICK: dict[type[BaseModel], Quick[Any]] = {}


def read(schema: type[M], values: dict[str, Any]) -> M:
    """`schema.model_validate(values)`, a plainly right row read without pydantic (api/core/quick.py)."""
    quick = QUICK.get(schema) or QUICK.setdefault(schema, Quick(schema))
    return cast(M, quick.model(values))


def _validate(schema: type[M], values: dict[str, Any], errors: Errors) -> M | None:
    try:
        return read(schema, values)
    except ValidationError as exc:
        errors.extend(schema_errors(exc))
        return None


class OrganisationRows(Rows):
    """Customers, suppliers or others: matched by account number within the kind, else by email."""

    def __init__(self, session: Session, kind: Kind, actor: User) -> None:
        super().__init__(session, actor)
        self.kind = kind
        self.label = organisations.LABEL[kind]
        self.records: dict[int, Organisation] = {}
        self.by_account: dict[str, int] = {}
        self.by_email: dict[str, set[int]] = {}
        self.keys: dict[int, tuple[str | None, str]] = {}
        self.addresses: dict[int, set[tuple[str, str]]] = {}
        self.written: dict[int, int] = {}  # organisation id → the row that created or updated it

    def preload(self, rows: list[RowIn]) -> None:
        accounts = {v.lower() for r in rows if (v := r.values.get("account_number"))}
        emails = {e for r in rows if (e := _email_key(r.values.get("email")))}
        if not accounts and not emails:
            return
        matching = (
            Organisation.kind == self.kind.value,
            or_(
                func.lower(Organisation.account_number) == _any(accounts),
                func.lower(Organisation.email) == _any(emails),
            ),
        )
        for org in self._find(*matching):
            self._remember(org)
        if self.records:
            for org_id, line1, postcode in self.session.execute(
                select(Address.organisation_id, Address.line1, Address.postcode).where(
                    Address.organisation_id == _any(self.records, Integer), Address.archived.is_(False)
                )
            ):
                self.addresses.setdefault(org_id, set()).add((line1.lower(), postcode))

    def _find(self, *where: Any) -> Iterable[Organisation]:
        """The records the file may update (the services update them: ORM objects)."""
        return self.session.scalars(select(Organisation).where(*where)).all()

    def _remember(self, org: Organisation) -> None:
        before = self.keys.get(org.id)
        if before is not None:
            if before[0]:
                self.by_account.pop(before[0], None)
            self.by_email.get(before[1], set()).discard(org.id)
        account = org.account_number.lower() if org.account_number else None
        email = org.email.lower()
        if account:
            self.by_account[account] = org.id
        if email:
            self.by_email.setdefault(email, set()).add(org.id)
        self.keys[org.id] = (account, email)
        self.records[org.id] = org

    def _match(self, account: str | None, email: str) -> tuple[int | None, str, Errors]:
        """The record the row updates (None: create one) and the field it was matched by."""
        if account and account in self.by_account:
            return self.by_account[account], "account_number", []
        # By email: any record when the row has no account number, else only records without one.
        found = [i for i in self.by_email.get(email, ()) if not account or self.keys[i][0] is None] if email else []
        if len(found) > 1:
            message = f"{len(found)} {self.label}s have this email; add their account number to say which"
            return None, "email", [{"field": "email", "message": message}]
        return (found[0] if found else None), "email", []

    def judge(self, row: RowIn) -> RowResult | tuple[OrganisationIn, AddressIn | None, int | None]:
        """The row rejected, or its values, address and the record it updates (None: it creates one)."""
        values = row.values
        key = values.get("name") or values.get("account_number") or values.get("email") or ""
        if row.problem:
            return RowResult(row.number, "reject", key, [{"field": "row", "message": row.problem}])
        errors: Errors = []
        data = _validate(OrganisationIn, {k: v for k, v in values.items() if k in ORGANISATION_INPUT}, errors)
        address: AddressIn | None = None
        if any(k in values for k in ADDRESS_FIELDS):
            parts = {k: values[k] for k in ADDRESS_FIELDS if k in values}
            address = _validate(AddressIn, {**parts, "related_id": 0, "address_type": AddressType.head_office}, errors)
        account = values.get("account_number", "").lower() or None
        if account:
            errors += self._duplicate(row, "account_number", account, "account number")
        else:
            errors += self._duplicate(row, "email", _email_key(values.get("email")), "email")
        if errors or data is None:
            return RowResult(row.number, "reject", key, errors)
        target, matched_by, errors = self._match(account, data.email)
        if target is not None and target in self.written:
            message = f"Row {self.written[target]} already imports this {self.label}"
            errors = [{"field": matched_by, "message": message}]
        if errors:
            return RowResult(row.number, "reject", key, errors)
        return data, address, target

    def apply(self, row: RowIn) -> RowResult:
        judged = self.judge(row)
        if isinstance(judged, RowResult):
            return judged
        data, address, target = judged
        values = row.values
        key = values.get("name") or values.get("account_number") or values.get("email") or ""
        version = self.records[target].version if target is not None else None
        saved, errors = self._write(lambda: self._save(target, data, address, values))
        if saved is None:
            return RowResult(row.number, "reject", key, errors)
        org, new_address = saved
        self._remember(org)
        self.written[org.id] = row.number
        if address is not None:
            self.addresses.setdefault(org.id, set()).add((address.line1.lower(), address.postcode))
        return RowResult(row.number, _action(version, org.version, new_address), data.name)

    def _save(
        self, target: int | None, data: OrganisationIn, address: AddressIn | None, given: dict[str, str]
    ) -> tuple[Organisation, bool]:
        """The organisation created or updated, and whether the row added its address."""
        if target is None:
            org = organisations.create(self.session, self.kind, data, self.actor)
        else:
            # Only the columns the row fills in change; the rest of the record stays as it is.
            existing = self.records[target]
            current = {f: getattr(existing, f) or "" for f in ORGANISATION_INPUT}
            changed = {f: v for f, v in data.model_dump(include=set(ORGANISATION_INPUT)).items() if f in given}
            if changed.get("account_number", "").lower() == current["account_number"].lower():
                changed.pop("account_number", None)  # matched by it: `c001` does not rewrite `C001`
            update = read(OrganisationUpdate, {**current, **changed, "version": existing.version})
            org = organisations.update(self.session, self.kind, target, update, self.actor)
        # The head office address, unless the record already has this one (an export imported back).
        new_address = address is not None and (address.line1.lower(), address.postcode) not in self.addresses.get(
            org.id, set()
        )
        if address is not None and new_address:
            addresses.create(self.session, address.model_copy(update={"related_id": org.id}), self.actor)
        return org, new_address


class ContactRows(Rows):
    """Contacts: their organisation found by account number or name across every kind, then matched by email."""

    def __init__(self, session: Session, actor: User, mapped: set[str]) -> None:
        super().__init__(session, actor)
        self.mapped = mapped
        self.by_account: dict[str, list[Organisation]] = {}
        self.by_name: dict[str, list[Organisation]] = {}
        self.existing: dict[tuple[int, str], Contact] = {}

    def preload(self, rows: list[RowIn]) -> None:
        accounts = {v.lower() for r in rows if (v := r.values.get("organisation_account_number"))}
        names = {v.lower() for r in rows if (v := r.values.get("organisation"))}
        if not accounts and not names:
            return
        found = self.session.scalars(
            select(Organisation).where(
                or_(
                    func.lower(Organisation.account_number) == _any(accounts),
                    func.lower(Organisation.name) == _any(names),
                )
            )
        ).all()
        for org in found:
            if org.account_number and org.account_number.lower() in accounts:
                self.by_account.setdefault(org.account_number.lower(), []).append(org)
            if org.name.lower() in names:
                self.by_name.setdefault(org.name.lower(), []).append(org)
        emails = {e for r in rows if (e := _email_key(r.values.get("email")))}
        if found and emails:
            for contact in self.session.scalars(
                select(Contact).where(
                    Contact.organisation_id == _any([org.id for org in found], Integer),
                    func.lower(Contact.email) == _any(emails),
                )
            ):
                self.existing[(contact.organisation_id, contact.email.lower())] = contact

    def _organisation(self, values: dict[str, str]) -> tuple[Organisation | None, Errors]:
        account, name = values.get("organisation_account_number"), values.get("organisation")
        if account:
            found = self.by_account.get(account.lower(), [])
            if len(found) > 1 and name:
                found = [org for org in found if org.name.lower() == name.lower()] or found
            return _one(found, "organisation_account_number", "this account number", "add the Organisation column")
        if name:
            return _one(
                self.by_name.get(name.lower(), []),
                "organisation",
                f"the name “{name}”",
                "add the Organisation account number column",
            )
        field_name = "organisation" if "organisation" in self.mapped else "organisation_account_number"
        return None, [{"field": field_name, "message": messages.REQUIRED}]

    def apply(self, row: RowIn) -> RowResult:
        values = row.values
        name = " ".join(values[k] for k in ("first_name", "last_name") if k in values)
        key = values.get("email") or name
        if row.problem:
            return RowResult(row.number, "reject", key, [{"field": "row", "message": row.problem}])
        errors: Errors = []
        given = {k: v for k, v in values.items() if k in CONTACT_INPUT}
        data = _validate(ContactIn, {**given, "related_id": 0}, errors)
        org, org_errors = self._organisation(values)
        errors += org_errors
        email = _email_key(values.get("email"))
        if org is not None and email:
            errors += self._duplicate(row, "email", f"{org.id} {email}", f"email at {org.name}")
        if errors or data is None or org is None:
            return RowResult(row.number, "reject", key, errors)
        existing = self.existing.get((org.id, data.email)) if data.email else None
        version = existing.version if existing is not None else None
        contact, errors = self._write(lambda: self._save(org, existing, data, given))
        if contact is None:
            return RowResult(row.number, "reject", key, errors)
        if contact.email:
            self.existing[(org.id, contact.email.lower())] = contact
        return RowResult(row.number, _action(version, contact.version, False), key)

    def _save(self, org: Organisation, existing: Contact | None, data: ContactIn, given: dict[str, str]) -> Contact:
        if existing is None:
            return contacts.create(self.session, data.model_copy(update={"related_id": org.id}), self.actor)
        current = {f: getattr(existing, f) for f in CONTACT_INPUT}
        changed = {f: v for f, v in data.model_dump(include=set(CONTACT_INPUT)).items() if f in given}
        ids = {"related_id": org.id, "contact_id": existing.id, "version": existing.version}
        return contacts.update(self.session, ContactUpdate.model_validate({**current, **changed, **ids}), self.actor)


def _action(before: int | None, after: int, added: bool) -> Literal["create", "update", "unchanged"]:
    """A row with no record before creates one; one whose record kept its version (and added nothing) changed
    nothing: an identical row is unchanged, not updated."""
    if before is None:
        return "create"
    return "update" if after != before or added else "unchanged"


def _one(found: list[Organisation], field_name: str, what: str, hint: str) -> tuple[Organisation | None, Errors]:
    """The one organisation a reference names; an archived namesake gives way to an active one."""
    if len(found) > 1:
        active = [org for org in found if not org.archived]
        found = active if len(active) == 1 else found
    if len(found) == 1:
        return found[0], []
    if not found:
        message = f"No customer, supplier, other or company has {what}"
    else:
        kinds = ", ".join(sorted({org.kind for org in found}))
        message = f"{len(found)} organisations have {what} ({kinds}); {hint} to say which"
    return None, [{"field": field_name, "message": message}]
