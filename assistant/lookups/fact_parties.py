"""One fact of an organisation or a project (assistant.lookups.facts): an organisation's account number, addresses
or account manager; a project's architects (with their first person), site address, or why it was lost."""

from __future__ import annotations

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.crm import Address, Contact, Kind, Organisation
from api.projects.models import STAGE_LABELS, Project, ProjectArchitect, Stage
from api.projects.models import SUBJECT as PROJECT
from api.quotes.models import Quote
from api.quotes.service.quotes import effective_status
from api.records.models import Note
from api.users.models import User
from assistant.lookups import cards as c
from assistant.lookups import contacts
from assistant.lookups import format as fmt
from assistant.lookups.fact_common import MAX_RECORDS, named_organisations, named_projects, result
from assistant.lookups.types import LookupResult, not_found
from assistant.schemas import CardOut
from assistant.understanding.types import Understanding
from ingest.documents.people import full_name

ADDRESS_ORDER = {"head_office": 0, "invoice": 1, "depot": 2, "site": 3}
ADDRESS_LABELS = {"head_office": "head office", "invoice": "invoice", "depot": "depot", "site": "site"}


def parties_jobs(session: Session, orgs: list[Organisation]) -> list[Project]:
    """The projects of the customers or prospects named, when every one named is one (an architect has none)."""
    if not orgs or any(o.kind not in (Kind.customer.value, Kind.company.value) for o in orgs):
        return []
    ids = [o.id for o in orgs]
    return list(session.scalars(select(Project).where(Project.customer_id.in_(ids)).order_by(Project.name)))


def _address(address: Address) -> str:
    parts = [address.line1, address.line2, address.town, address.postcode]
    return ", ".join(p for p in parts if p)


def account_number(orgs: list[Organisation]) -> tuple[list[str], list[CardOut]]:
    said = [
        f"{fmt.possessive(o.name)} account number is {o.account_number}."
        if o.account_number
        else f"No account number is recorded for {o.name}."
        for o in orgs
    ]
    return said, [c.organisation_card(o, ("Account number", o.account_number), ("Town", o.town)) for o in orgs]


def addresses(session: Session, orgs: list[Organisation]) -> tuple[list[str], list[CardOut]]:
    rows = session.scalars(
        select(Address).where(Address.organisation_id.in_([o.id for o in orgs]), Address.archived.is_(False))
    ).all()
    said, cards = [], []
    for org in orgs:
        mine = sorted(
            (a for a in rows if a.organisation_id == org.id), key=lambda a: (ADDRESS_ORDER[a.address_type], a.id)
        )
        listed = [f"{ADDRESS_LABELS[a.address_type]}: {_address(a)}" for a in mine]
        said.append(
            f"{fmt.possessive(org.name)} addresses: {'; '.join(listed)}."
            if mine
            else f"No address is recorded for {org.name}."
        )
        cards.append(
            c.organisation_card(org, *((ADDRESS_LABELS[a.address_type].capitalize(), _address(a)) for a in mine))
        )
    return said, cards


def _managers(session: Session, ids: list[int | None]) -> dict[int, str]:
    wanted = [i for i in ids if i is not None]
    rows = (
        session.execute(select(User.id, User.first_name, User.last_name).where(User.id.in_(wanted))).all()
        if wanted
        else []
    )
    return {row.id: f"{row.first_name} {row.last_name}".strip() for row in rows}


def _names(session: Session, ids: list[int | None]) -> dict[int, str]:
    wanted = [i for i in ids if i is not None]
    if not wanted:
        return {}
    rows = session.execute(select(Organisation.id, Organisation.name).where(Organisation.id.in_(wanted))).all()
    return {row_id: name for row_id, name in rows}


def _manager_sentence(name: str, manager: str | None) -> str:
    return (
        f"{fmt.possessive(name)} account manager is {manager}."
        if manager
        else f"No account manager is recorded for {name}."
    )


def account_manager(session: Session, understanding: Understanding) -> LookupResult:
    e = understanding.entities
    quotes = session.scalars(select(Quote).where(Quote.id.in_([n.id for n in e.quotes[:MAX_RECORDS]]))).all()
    projects = named_projects(session, understanding)
    orgs = named_organisations(session, understanding)
    ids = [q.account_manager_id for q in quotes] + [p.account_manager_id for p in projects]
    managers = _managers(session, ids + [o.account_manager_id for o in orgs])
    said: list[str] = []
    cards: list[CardOut] = []
    for quote in quotes:
        name = managers.get(quote.account_manager_id or 0)
        said.append(_manager_sentence(f"Quote {quote.number}", name))
        cards.append(c.quote_card(quote, effective_status(quote), ("Account manager", name)))
    customers = _names(session, [p.customer_id for p in projects])
    for project in projects:
        name = managers.get(project.account_manager_id or 0)
        customer = customers.get(project.customer_id or 0)
        # "whose job is holmfirth road": the customer's, and who looks after it here
        said.append((f"{project.name} is {fmt.possessive(customer)} job. " if customer else "") +
                    _manager_sentence(project.name, name))  # fmt: skip
        cards.append(c.project_card(project, ("Customer", customer), ("Account manager", name)))
    for org in orgs:
        name = managers.get(org.account_manager_id or 0)
        said.append(_manager_sentence(org.name, name))
        cards.append(c.organisation_card(org, ("Account manager", name), ("Town", org.town)))
    if not said:
        return not_found("I couldn't tell which record you mean.")
    return result(understanding, said, cards)


def architects(session: Session, projects: list[Project]) -> tuple[list[str], list[CardOut]]:
    rows = session.execute(
        select(ProjectArchitect.project_id, Organisation)
        .join(Organisation, Organisation.id == ProjectArchitect.organisation_id)
        .where(ProjectArchitect.project_id.in_([p.id for p in projects]))
        .order_by(func.lower(Organisation.name))
    ).all()
    said: list[str] = []
    cards: list[CardOut] = []
    people = _people(session, [org.id for _, org in rows])
    for project in projects:
        mine = [org for project_id, org in rows if project_id == project.id]
        names = [org.name + (f" ({people[org.id][0][0]})" if people.get(org.id) else "") for org in mine]
        cards.append(c.project_card(project, ("Architects", ", ".join(org.name for org in mine) or None)))
        for org in mine:
            cards.append(c.organisation_card(org, ("Town", org.town), ("Phone", org.phone)))
            cards += [card for _, card in people.get(org.id, [])][:1]
        if not mine:
            said.append(f"No architects are recorded for {project.name}.")
        else:
            verb = "is" if len(mine) == 1 else "are"
            said.append(
                f"{fmt.possessive(project.name)} architect{'s' if len(mine) > 1 else ''} {verb} {fmt.listing(names)}."
            )
    return said, cards


def _people(session: Session, org_ids: list[int]) -> dict[int, list[tuple[str, CardOut]]]:
    """Each architect's first contact, as a sentence's words ("Oliver Whitfield, Partner: phone …") and a card."""
    rows = session.execute(
        select(Contact, Organisation.name)
        .join(Organisation, Organisation.id == Contact.organisation_id)
        .where(Contact.organisation_id.in_(org_ids), Contact.archived.is_(False))
        .order_by(Contact.organisation_id, Contact.id)
    ).all()
    out: dict[int, list[tuple[str, CardOut]]] = {}
    for contact, org in rows:
        role = f", {contact.job_title}" if contact.job_title else ""
        reach = ", ".join(f"{label} {value}" for label, value in (("phone", contact.phone), ("email", contact.email)))
        words = f"{full_name(contact)}{role}" + (f": {reach}" if reach else "")
        out.setdefault(contact.organisation_id, []).append((words, contacts.contact_card(contact, org)))
    return out


def site(session: Session, projects: list[Project]) -> tuple[list[str], list[CardOut]]:
    said, cards = [], []
    for project in projects:
        address = session.get(Address, project.site_address_id) if project.site_address_id else None
        text = _address(address) if address else None
        said.append(
            f"{fmt.possessive(project.name)} site address is {text}."
            if text
            else f"No site address is recorded for {project.name}."
        )
        cards.append(c.project_card(project, ("Site address", text)))
    return said, cards


def lost(session: Session, project: Project) -> tuple[str, CardOut]:
    """A project's stage and, when it was lost, its last note (where staff write why: "Lost on price: …")."""
    stage = STAGE_LABELS[Stage(project.stage)]
    note = session.scalar(
        select(Note.body)
        .where(Note.subject_type == PROJECT, Note.subject_id == project.id)
        .order_by(Note.created_at.desc(), Note.id.desc())
        .limit(1)
    )
    if project.stage != Stage.lost.value:
        return f"{project.name} was not lost: it is at {stage.lower()}.", c.project_card(project, ("Stage", stage))
    said = f"{project.name} was lost" + (f"; its last note says: “{note}”" if note else "; no reason is noted") + "."
    return said, c.project_card(project, ("Stage", stage), ("Last note", note))
