"""Head office, invoice, depot/works and site addresses; the organisation's list columns follow them."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sqlalchemy import case, select
from sqlalchemy.orm import Session

from api.core.errors import FieldErrors, NotFound
from api.core.pagination import Page, PageParams, paginate
from api.crm.models import Address, AddressType, Kind, Organisation, Subject
from api.crm.schemas.addresses import AddressIn, AddressUpdate
from api.crm.service.organisations import refresh_derived
from api.crm.service.search import search_match, search_sorts
from api.records.service import activity, owned
from api.records.service.rules import apply_changes, check_version, require_manager, set_archived
from api.records.service.subjects import SubjectKind
from api.users.models import User

SUBJECT = Subject.address.value
DEFAULT_SORT = "postcode"
SORTS = {
    "postcode": Address.postcode,
    "town": Address.town,
    "label": Address.label,
    "line1": Address.line1,
    "address_type": Address.address_type,
    "organisation": Organisation.name,
    "created_at": Address.created_at,
}


def _with_organisation() -> Any:
    return select(Address, Organisation).join(Organisation, Organisation.id == Address.organisation_id)


def get(session: Session, address_id: int, *, for_update: bool = False) -> Address:
    address = session.get(Address, address_id, with_for_update=for_update)
    if address is None:
        raise NotFound("This address does not exist.")
    return address


def get_typed(session: Session, related_type: Kind, address_id: int) -> Any:
    row = get_typed_any(session, address_id)
    if row.Organisation.kind != related_type:
        raise NotFound("This address does not exist.")
    return row


def get_typed_any(session: Session, address_id: int) -> Any:
    row = session.execute(_with_organisation().where(Address.id == address_id)).first()
    if row is None:
        raise NotFound("This address does not exist.")
    return row


def list_query(params: PageParams, address_type: AddressType | None = None, related_id: int | None = None) -> Any:
    """The addresses list's rows (address, organisation), filtered as asked; the CSV export reuses it."""
    # Every address has its organisation, so an outer join gives the same rows and lets PostgreSQL drop the join
    # from the count, which an index then answers.
    query = (
        select(Address, Organisation)
        .outerjoin(Organisation, Organisation.id == Address.organisation_id)
        .where(Address.archived.is_(params.archived))
    )
    if related_id is not None:
        query = query.where(Address.organisation_id == related_id)
    if address_type is not None:
        query = query.where(Address.address_type == address_type.value)
    if params.q:
        query = query.where(search_match(Address.search_text, params.q))
    return query


def list_addresses(
    session: Session, params: PageParams, address_type: AddressType | None = None, related_id: int | None = None
) -> Page[Any]:
    sorts = search_sorts(SORTS, params.q)
    query = list_query(params, address_type, related_id)
    return paginate(session, query, params, sorts, default_sort=DEFAULT_SORT, tiebreak=Address.id, rows=True)


def for_organisation(session: Session, kind: Kind, org_id: int, *, archived: bool = False) -> list[Any]:
    org = session.get(Organisation, org_id)
    if org is None or org.kind != kind:
        raise NotFound(f"This {kind.value} does not exist.")
    return list(
        session.execute(
            _with_organisation()
            .where(Address.organisation_id == org_id, Address.archived.is_(archived))
            .order_by(_TYPE_ORDER, Address.postcode, Address.id)
        ).all()
    )


# Head office first, then invoice, depot and site: the order a person reads an organisation's addresses in.
_TYPE_ORDER = case({t.value: i for i, t in enumerate(AddressType)}, value=Address.address_type)


def _organisation(session: Session, related_id: int) -> Organisation:
    org = session.get(Organisation, related_id, with_for_update=True)
    if org is None:
        raise FieldErrors({"related_id": "Choose the organisation this address belongs to"})
    return org


FIELDS = tuple(name for name in AddressIn.model_fields if name != "related_id")


def _values(data: AddressIn) -> dict[str, Any]:
    values = {name: getattr(data, name) for name in FIELDS}
    values["address_type"] = data.address_type.value
    values["organisation_id"] = data.related_id
    return values


SEARCHED = ("label", "line1", "line2", "town", "county", "postcode")
DESCRIBED = ("label", "line1", "town", "postcode")


def search_text(values: Mapping[str, Any]) -> str:
    """The list search's text of an address's values (a record's or a row's about to be written)."""
    return " ".join(p for f in SEARCHED if (p := values[f])).lower()


def description(values: Mapping[str, Any]) -> str:
    return ", ".join(p for f in DESCRIBED if (p := values[f]))


def _refresh(address: Address) -> None:
    address.search_text = search_text({f: getattr(address, f) for f in SEARCHED})


def describe(address: Address) -> str:
    return description({f: getattr(address, f) for f in DESCRIBED})


def create(session: Session, data: AddressIn, actor: User) -> Address:
    org = _organisation(session, data.related_id)
    address = Address(created_by_id=actor.id, **_values(data))
    _refresh(address)
    session.add(address)
    session.flush()
    refresh_derived(session, org)
    activity.record(session, SUBJECT, address.id, actor, "created", f"Created address {describe(address)}")
    activity.record(
        session, Subject.organisation.value, org.id, actor, "address_added", f"Added address {describe(address)}"
    )
    return address


def update(session: Session, data: AddressUpdate, actor: User) -> Address:
    address = get(session, data.address_id, for_update=True)
    check_version(address, data.version, "address")
    before = address.organisation_id
    org = _organisation(session, data.related_id)
    changes = apply_changes(address, _values(data))
    if changes:
        _refresh(address)
        session.flush()
        refresh_derived(session, org)
        if before != org.id:
            refresh_derived(session, _organisation(session, before))
        activity.record(session, SUBJECT, address.id, actor, "updated", f"Updated {', '.join(changes)}", changes)
    return address


def archive(session: Session, address_id: int, archived: bool, actor: User, version: int | None = None) -> Address:
    address = get(session, address_id, for_update=True)
    check_version(address, version, "address")
    if set_archived(address, archived):
        session.flush()
        refresh_derived(session, _organisation(session, address.organisation_id))
        action = "archived" if archived else "restored"
        activity.record(session, SUBJECT, address.id, actor, action, f"{action.capitalize()} {describe(address)}")
    return address


def delete(session: Session, related_type: Kind, address_id: int, actor: User) -> None:
    require_manager(actor, "delete an address")
    row = get_typed(session, related_type, address_id)
    address: Address = row.Address
    owned.delete_owned(session, SUBJECT, address.id)
    activity.record(session, SUBJECT, address.id, actor, "deleted", f"Deleted address {describe(address)}")
    activity.record(
        session,
        Subject.organisation.value,
        address.organisation_id,
        actor,
        "address_deleted",
        f"Deleted address {describe(address)}",
    )
    session.delete(address)
    session.flush()
    refresh_derived(session, _organisation(session, address.organisation_id))


SUBJECT_KIND = SubjectKind(SUBJECT, get)
