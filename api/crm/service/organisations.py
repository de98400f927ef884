"""Customers, suppliers, others and companies: one table, one set of rules, told apart by `kind`."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sqlalchemy import bindparam, exists, func, select
from sqlalchemy.orm import Session
from sqlalchemy.sql.elements import ColumnElement

from api.core import figures, word_sample
from api.core.errors import Conflict, FieldErrors, NotFound
from api.core.pagination import COUNT_CAP, Page, PageParams
from api.crm.models import Address, AddressType, Contact, Kind, Organisation, Subject
from api.crm.schemas.organisations import OrganisationFields, OrganisationIn, OrganisationUpdate
from api.crm.service import listing
from api.crm.service.search import escape_like, indexed, search_match
from api.records.service import activity, owned
from api.records.service.rules import apply_changes, check_version, require_manager, set_archived
from api.records.service.subjects import SubjectKind
from api.users.models import User

LABEL = {Kind.customer: "customer", Kind.supplier: "supplier", Kind.other: "contact record", Kind.company: "company"}
SORTS = listing.SORTS
SUBJECT = Subject.organisation.value
SORT_COST = 5  # a match sorted costs about as much as this many rows walked along an index


# A search term this long has a trigram: the trigram indexes find its matches.
def get(session: Session, kind: Kind, org_id: int, *, for_update: bool = False) -> Organisation:
    org = session.get(Organisation, org_id, with_for_update=for_update)
    if org is None or org.kind != kind:
        raise NotFound(f"This {LABEL[kind]} does not exist.")
    return org


def subject(kind: Kind) -> SubjectKind:
    """Organisations of one kind as owners of notes, files and activity (a supplier's note is not a customer's)."""
    return SUBJECTS[kind]


def get_any(session: Session, org_id: int) -> Organisation:
    org = session.get(Organisation, org_id)
    if org is None:
        raise NotFound("This organisation does not exist.")
    return org


Match = Callable[[Any, str], Any]


def list_query(kind: Kind | None, params: PageParams, match: Match = search_match) -> Any:
    """The list's rows (`listing.ROWS`), the search written by `match` (as the indexes best answer it: the list's
    own statements are `listing.statements`, the same SQL); the CSV export reads it."""
    query = listing.ROWS
    if kind is not None:
        query = query.where(Organisation.kind == kind.value)
    query = query.where(Organisation.archived.is_(params.archived))
    if params.q:
        query = query.where(match(Organisation.search_text, params.q))
    return query


_READ = listing.ROWS.where(Organisation.__table__.c.id == bindparam("org_id"))


def read(session: Session, kind: Kind, org_id: int) -> Any:
    """The organisation as a row of `listing.ROWS`, in one statement (a lookup of the record, then of its account
    manager, were two)."""
    row = session.execute(_READ, {"org_id": org_id}).one_or_none()
    if row is None or row.kind != kind:
        raise NotFound(f"This {LABEL[kind]} does not exist.")
    return row


# A search term this long is looked up by its rarest trigram (`word_sample.Sample.key`): its trigrams' lists are
# many, some long ("huddersfield"'s "der", "eld"), and reading them was most of the search (5.4 → 3.1 ms of
# PostgreSQL's CPU at 120,000 organisations); a shorter term's few lists cost about what its key's does.
KEYED_LENGTH = 8


def list_organisations(session: Session, kind: Kind, params: PageParams) -> Page[Any]:
    """A page of the list, as rows of `listing.ROWS`. Without a search, every row counted. A search counts its
    matches up to COUNT_CAP; past it, the total is the planner's estimate (`Page.estimated`), and a page in name
    order is read along the name's index, up to the name of the page's last row among the first matches found: the
    page among all the matches ends no later (a town or a common word matches thousands, which a sort would read
    every one of). The statements are written once (`listing.statements`)."""
    q = params.q
    search = None if not q else "indexed" if indexed(q) else "unindexed"
    statements = listing.statements(params.archived, search)
    page_statement = statements.page(params.sort)  # refuses a bad sort (422) first
    offset, limit = (params.page - 1) * params.items_per_page, params.items_per_page
    values: dict[str, Any] = {"kind": kind.value, "limit": limit, "offset": offset}
    connection = session.connection()
    if q:
        term = q.lower()
        values.update(pattern=f"%{escape_like(term)}%", cap=COUNT_CAP + 1)
        keyed = search == "indexed" and len(term) >= KEYED_LENGTH
        key = word_sample.sample(session, "organisations").key(term) if keyed else term
        if key != term:  # the index looks up the term's rarest trigram; the term filters what it finds
            statements = listing.statements(params.archived, "keyed")
            page_statement = statements.page(params.sort)
            values["key"] = f"%{escape_like(key)}%"
    else:
        total = connection.execute(statements.count, values).scalar() or 0
        return Page(list(connection.execute(page_statement, values).all()), total, params.page, params.items_per_page)
    by_name = (params.sort or "name") == "name"
    found: list[Any] = []
    if by_name and statements.first is not None:  # the page of matches, with their count (a page's rows, not 1,001)
        found = list(connection.execute(statements.first, values).all())
    counted = found[0].counted if found else connection.execute(statements.count, values).scalar() or 0
    walked: int | None = None  # the rows a walk along the name's index would read, when it can give the page
    if counted > COUNT_CAP and by_name and len(found) == limit and statements.planned_walk is not None:
        values.update(last_key=found[-1].key, last_id=found[-1].id)  # the estimate and the walk, planned together
        planned, walked = statements.planned_walk(session, values)
        total, estimated = max(planned, counted), True  # as `capped_total`
    elif counted > COUNT_CAP and statements.planned is not None:
        total, estimated = max(statements.planned(session, values)[0], counted), True
    else:
        total, estimated = counted, False
    page = Page[Any]([], total, params.page, params.items_per_page, estimated)
    if by_name and not estimated:  # the page itself, out of every match
        page.items = found
    # Walking the name's index up to the page's last row found, when that reads fewer rows than sorting every match
    # costs (about SORT_COST rows walked a match): not when the matches' names sit together far along (those of a
    # firm whose name starts them all, "Calder Homes", "Calder Valley Builders").
    elif walked is not None and walked <= SORT_COST * total and statements.walk is not None:
        page.items = list(connection.execute(statements.walk, values).all())
    else:  # another sort, or a page past the matches the count found
        page.items = list(connection.execute(page_statement, values).all())
    return page


def manager_of(session: Session, org: Organisation) -> User | None:
    return session.get(User, org.account_manager_id) if org.account_manager_id else None


def _values(session: Session, kind: Kind, data: OrganisationFields, *, except_id: int | None = None) -> dict[str, Any]:
    schema = OrganisationIn if isinstance(data, OrganisationIn) else OrganisationFields
    values = data.model_dump(include=set(schema.model_fields))
    values["account_number"] = values["account_number"] or None
    if values["account_number"]:
        query = select(Organisation.id).where(
            Organisation.kind == kind.value,
            func.lower(Organisation.account_number) == values["account_number"].lower(),
        )
        if except_id is not None:
            query = query.where(Organisation.id != except_id)
        if session.scalar(query) is not None:
            raise Conflict(
                f"Another {LABEL[kind]} already has this account number.",
                [{"field": "account_number", "message": "This account number is in use"}],
            )
    _check_account_manager(session, values.get("account_manager_id"))
    return values


def _check_account_manager(session: Session, user_id: int | None, field: str = "account_manager_id") -> None:
    """`field`: the name the request gave the user's id (the customer's form, or accountManager/update's `user_id`)."""
    if user_id is None:
        return
    user = session.get(User, user_id)
    if user is None or not user.active:
        raise FieldErrors({field: "Choose an active member of staff"})


def create(session: Session, kind: Kind, data: OrganisationIn, actor: User) -> Organisation:
    org = Organisation(kind=kind.value, created_by_id=actor.id, **_values(session, kind, data))
    session.add(org)
    session.flush()
    refresh_derived(session, org)
    activity.record(session, SUBJECT, org.id, actor, "created", f"Created {LABEL[kind]} {org.name}")
    return org


def update(session: Session, kind: Kind, org_id: int, data: OrganisationUpdate, actor: User) -> Organisation:
    org = get(session, kind, org_id, for_update=True)
    check_version(org, data.version, LABEL[kind])
    changes = apply_changes(org, _values(session, kind, data, except_id=org.id))
    if changes:
        refresh_derived(session, org)
        activity.record(session, SUBJECT, org.id, actor, "updated", f"Updated {', '.join(changes)}", changes)
    return org


def archive(
    session: Session, kind: Kind, org_id: int, archived: bool, actor: User, version: int | None = None
) -> Organisation:
    org = get(session, kind, org_id, for_update=True)
    check_version(org, version, LABEL[kind])
    if set_archived(org, archived):
        action = "archived" if archived else "restored"
        activity.record(session, SUBJECT, org.id, actor, action, f"{action.capitalize()} {org.name}")
    return org


def set_account_manager(
    session: Session, org_id: int, user_id: int | None, actor: User, version: int | None = None
) -> Organisation:
    org = get(session, Kind.customer, org_id, for_update=True)
    _check_account_manager(session, user_id, "user_id")
    check_version(org, version, LABEL[Kind.customer])
    before = manager_of(session, org)
    changes = apply_changes(org, {"account_manager_id": user_id})
    if changes:
        after = manager_of(session, org)
        names = {"account_manager": [before.full_name if before else None, after.full_name if after else None]}
        summary = f"Account manager: {after.full_name}" if after else "Account manager removed"
        activity.record(session, SUBJECT, org.id, actor, "account_manager_changed", summary, names)
    return org


def convert(session: Session, company_id: int, to: Kind, account_number: str, actor: User) -> Organisation:
    """A company becomes a customer or supplier; its contacts, addresses, notes, files and activity stay."""
    if to not in (Kind.customer, Kind.supplier):
        raise FieldErrors({"to": "A company can become a customer or a supplier"})
    org = get(session, Kind.company, company_id, for_update=True)
    held = _described([counter(session, org.id) for counter in DEPENDANTS])
    if to == Kind.supplier and held:
        # What other domains hold for a company (quotes, orders, projects) is a customer's: it stays one.
        raise Conflict(f"{org.name} has {_listed(held)}: convert it into a customer, which keeps them.")
    # A blank account number keeps the one the company already has.
    data = OrganisationFields.model_validate(
        {**_fields(org), "account_number": account_number or org.account_number or ""}
    )
    values = _values(session, to, data, except_id=org.id)
    changes = apply_changes(org, {"kind": to.value, "account_number": values["account_number"]})
    refresh_derived(session, org)  # the search text carries the new account number
    activity.record(session, SUBJECT, org.id, actor, "converted", f"Converted into a {LABEL[to]}", changes)
    return org


def _fields(org: Organisation) -> dict[str, Any]:
    return {field: getattr(org, field) for field in OrganisationFields.model_fields}


def delete(session: Session, kind: Kind, org_id: int, actor: User) -> None:
    require_manager(actor, f"delete a {LABEL[kind]}")
    org = get(session, kind, org_id, for_update=True)
    blockers = dependants(session, org)
    if blockers:
        raise Conflict(
            f"{org.name} cannot be deleted while it has {_listed(blockers)}. Delete those first, or archive it instead."
        )
    owned.delete_owned(session, SUBJECT, org.id)
    activity.record(session, SUBJECT, org.id, actor, "deleted", f"Deleted {LABEL[kind]} {org.name}")
    session.delete(org)


# Records of other domains that point at an organisation (a supplier's products, a customer's projects): each
# domain registers a counter answering (how many, singular noun, plural noun), so a delete names them all.
DependantCounter = Callable[[Session, int], tuple[int, str, str]]
DEPENDANTS: list[DependantCounter] = []


def register_dependant(counter: DependantCounter) -> DependantCounter:
    DEPENDANTS.append(counter)
    return counter


def _own_records(session: Session, org_id: int) -> list[tuple[int, str, str]]:
    contacts = session.scalar(select(func.count()).where(Contact.organisation_id == org_id)) or 0
    addresses = session.scalar(select(func.count()).where(Address.organisation_id == org_id)) or 0
    return [(contacts, "contact", "contacts"), (addresses, "address", "addresses")]


def _described(counts: list[tuple[int, str, str]]) -> list[str]:
    return [f"{n} {one if n == 1 else many}" for n, one, many in counts if n]


def dependants(session: Session, org: Organisation) -> list[str]:
    return _described(_own_records(session, org.id) + [counter(session, org.id) for counter in DEPENDANTS])


def _listed(items: list[str]) -> str:
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} and {items[-1]}"


def refresh_derived(session: Session, org: Organisation) -> None:
    """Keep the list columns (town, postcode) and the search text in step with the record and its addresses."""
    addresses = session.scalars(
        select(Address)
        .where(Address.organisation_id == org.id, Address.archived.is_(False))
        .order_by((Address.address_type != AddressType.head_office.value), Address.id)
    ).all()
    main = addresses[0] if addresses else None
    org.town = main.town if main else ""
    org.postcode = main.postcode if main else ""
    parts = [org.name, org.account_number or "", org.email, org.phone, org.category]
    parts += [value for a in addresses for value in (a.postcode, a.town)]
    org.search_text = " ".join(p for p in parts if p).lower()


def stats(session: Session, kind: Kind, org_id: int) -> dict[str, Any]:
    org = get(session, kind, org_id)
    contacts = session.scalar(
        select(func.count()).where(Contact.organisation_id == org.id, Contact.archived.is_(False))
    )
    addresses = session.execute(
        select(func.count(), func.count().filter(Address.address_type == AddressType.site.value)).where(
            Address.organisation_id == org.id, Address.archived.is_(False)
        )
    ).one()
    return {
        "contacts": contacts or 0,
        "addresses": addresses[0],
        "site_addresses": addresses[1],
        **owned.counts(session, SUBJECT, org.id),
        "quotes": figures.quote_figures(session, "organisation", org.id),
    }


def _finder(kind: Kind) -> Callable[[Session, int], Organisation]:
    return lambda session, org_id: get(session, kind, org_id)


def _exists(kind: Kind) -> Callable[[Any], ColumnElement[bool]]:
    return lambda org_id: exists().where(Organisation.id == org_id, Organisation.kind == kind.value)


SUBJECTS = {kind: SubjectKind(SUBJECT, _finder(kind), _exists(kind)) for kind in Kind}
