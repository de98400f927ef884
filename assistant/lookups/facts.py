"""One fact of a named record (Understanding.attribute): an organisation's account number, address or account
manager; a project's architects or site address; a product's pallet or pack quantity, weight, lead time, or cost
beside its list price and the margin; a quote's total ex VAT beside the VAT and the total inc VAT; why a quote was
rejected; what is on a quote (assistant.lookups.quote_lines). Phone, email and role are the contacts' look-up's
(assistant.lookups.contacts)."""

from __future__ import annotations

import re
from datetime import date
from decimal import Decimal
from typing import Any

from sqlalchemy import func, select, true
from sqlalchemy.orm import Session

from api.catalogue.models import Product
from api.crm import Address, Contact, Kind, Organisation
from api.projects.models import STAGE_LABELS, Project, ProjectArchitect, Stage
from api.projects.models import SUBJECT as PROJECT
from api.quotes.models import Quote, QuoteLine, QuoteStatus, QuoteVersion
from api.quotes.service.quotes import effective_status
from api.records.models import Note
from api.users.models import User
from assistant.lookups import cards as c
from assistant.lookups import contacts, project_suppliers, records, sites
from assistant.lookups import format as fmt
from assistant.lookups.quote_lines import quote_lines
from assistant.lookups.selection import current
from assistant.lookups.types import LookupResult, not_found
from assistant.schemas import CardOut
from assistant.understanding.types import Attribute, Understanding
from ingest.documents.people import full_name

A = Attribute
MAX_RECORDS = 3
REJECTED_LISTED = 5
NOTHING = re.compile(r"No [\w ]+ is recorded for ")  # a fact the record does not hold
ADDRESS_ORDER = {"head_office": 0, "invoice": 1, "depot": 2, "site": 3}
ADDRESS_LABELS = {"head_office": "head office", "invoice": "invoice", "depot": "depot", "site": "site"}


def _result(understanding: Understanding, sentences: list[str], cards: list[CardOut]) -> LookupResult:
    if sentences and all(NOTHING.match(s) for s in sentences):  # no record holds the fact: said so, as a decline
        return not_found(" ".join(sentences), cards)
    return LookupResult(" ".join(sentences), cards, True, understanding.confidence)


def _organisations(session: Session, understanding: Understanding) -> list[Organisation]:
    e = understanding.entities
    ids = [n.id for n in (*e.customers, *e.suppliers, *e.companies, *e.others)][:MAX_RECORDS]
    if not ids and e.contacts:  # "their acc no" after a person: their organisation's
        people = [n.id for n in e.contacts]
        ids = list(dict.fromkeys(session.scalars(select(Contact.organisation_id).where(Contact.id.in_(people)))))
    found = {o.id: o for o in session.scalars(select(Organisation).where(Organisation.id.in_(ids)))} if ids else {}
    return [found[i] for i in ids if i in found]


def _parties_jobs(session: Session, orgs: list[Organisation]) -> list[Project]:
    """The projects of the customers or prospects named, when every one named is one (an architect has none)."""
    if not orgs or any(o.kind not in (Kind.customer.value, Kind.company.value) for o in orgs):
        return []
    ids = [o.id for o in orgs]
    return list(session.scalars(select(Project).where(Project.customer_id.in_(ids)).order_by(Project.name)))


def _address(address: Address) -> str:
    parts = [address.line1, address.line2, address.town, address.postcode]
    return ", ".join(p for p in parts if p)


# --- organisations -------------------------------------------------------------------------------------------------


def _account_number(orgs: list[Organisation]) -> tuple[list[str], list[CardOut]]:
    said = [
        f"{fmt.possessive(o.name)} account number is {o.account_number}."
        if o.account_number
        else f"No account number is recorded for {o.name}."
        for o in orgs
    ]
    return said, [c.organisation_card(o, ("Account number", o.account_number), ("Town", o.town)) for o in orgs]


def _addresses(session: Session, orgs: list[Organisation]) -> tuple[list[str], list[CardOut]]:
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


# --- projects ------------------------------------------------------------------------------------------------------


def _projects(session: Session, understanding: Understanding) -> list[Project]:
    ids = [n.id for n in understanding.entities.projects[:MAX_RECORDS]]
    found = {p.id: p for p in session.scalars(select(Project).where(Project.id.in_(ids)))} if ids else {}
    return [found[i] for i in ids if i in found]


def _architects(session: Session, projects: list[Project]) -> tuple[list[str], list[CardOut]]:
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


def _site(session: Session, projects: list[Project]) -> tuple[list[str], list[CardOut]]:
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


# --- products ------------------------------------------------------------------------------------------------------

PRODUCT_FACTS = (A.pallet_quantity, A.pack_quantity, A.weight, A.cost_price, A.lead_time)


def _margin(product: Product) -> tuple[str, str | None]:
    margin = product.list_price - product.cost_price
    share = fmt.percent(margin * 100 / product.list_price) if product.list_price else None
    return fmt.unit_price(margin, product.selling_unit), share


def _product_fact(product: Product, supplier: str, attribute: Attribute, today: date) -> tuple[str, CardOut]:
    name, unit = product.name, product.selling_unit
    if attribute == A.cost_price:
        margin, share = _margin(product)
        cost = fmt.unit_price(product.cost_price, unit)
        card = c.product_card(product, supplier, today, ("Cost price", cost), ("Margin", margin), ("Margin %", share))
        text = (
            f"{name} costs us {cost} against a list price of {fmt.unit_price(product.list_price, unit)}: "
            f"a margin of {margin}" + (f" ({share} of the list price)." if share else ".")
        )
        return text, card
    if attribute == A.lead_time:
        days = fmt.days(product.lead_time_days) if product.lead_time_days is not None else None
        text = f"{fmt.possessive(name)} lead time is {days}." if days else f"No lead time is recorded for {name}."
        return text, c.product_card(product, supplier, today)
    label, value, what = {
        A.pallet_quantity: ("Per pallet", product.units_per_pallet, "units per pallet"),
        A.pack_quantity: ("Per pack", product.units_per_pack, "units per pack"),
        A.weight: ("Weight", product.weight_kg, "weight"),
    }[attribute]
    if value is None:
        return f"No {what} is recorded for {name}.", c.product_card(product, supplier, today)
    shown = f"{Decimal(value).normalize():,f} kg" if attribute == A.weight else f"{value:,}"
    card = c.product_card(product, supplier, today, (label, shown))
    if attribute == A.weight:
        return f"{name} weighs {shown} per unit.", card
    return f"{name} comes {shown} to a {'pallet' if attribute == A.pallet_quantity else 'pack'}.", card


def _product_facts(session: Session, understanding: Understanding, today: date) -> LookupResult:
    ids = [n.id for n in understanding.entities.products[:MAX_RECORDS]]
    rows = session.execute(
        select(Product, Organisation.name)
        .join(Organisation, Organisation.id == Product.supplier_id)
        .where(Product.id.in_(ids))
    ).all()
    found = {p.id: (p, supplier) for p, supplier in rows}
    ordered = [found[i] for i in ids if i in found]
    if not ordered:
        return not_found("I couldn't tell which product you mean.")
    assert understanding.attribute is not None
    pairs = [_product_fact(p, supplier, understanding.attribute, today) for p, supplier in ordered]
    return _result(understanding, [t for t, _ in pairs], [card for _, card in pairs])


# --- quotes --------------------------------------------------------------------------------------------------------


def _quote_rows(session: Session, where: Any, limit: int) -> list[Any]:
    return list(
        session.execute(
            select(Quote, QuoteVersion, Organisation.name)
            .join(QuoteVersion, current())
            .join(Organisation, Organisation.id == Quote.customer_id)
            .where(where)
            .order_by(Quote.created_at.desc(), Quote.id.desc())
            .limit(limit)
        ).all()
    )


def _ex_vat(understanding: Understanding, rows: list[Any], today: date) -> LookupResult:
    said, cards = [], []
    for quote, v, customer in rows:
        ex_vat = v.subtotal + v.shipping
        money = {k: fmt.money(x) for k, x in (("ex", ex_vat), ("goods", v.subtotal), ("ship", v.shipping))}
        money |= {"vat": fmt.money(v.vat), "inc": fmt.money(v.total)}
        said.append(
            f"Quote {quote.number} for {customer} is {money['ex']} ex VAT (goods {money['goods']}, delivery "
            f"{money['ship']}), VAT {money['vat']}, {money['inc']} inc VAT."
        )
        cards.append(
            c.quote_card(
                quote,
                effective_status(quote, today),
                ("Customer", customer),
                ("Total ex VAT", money["ex"]),
                ("Goods", money["goods"]),
                ("Delivery", money["ship"]),
                ("VAT", money["vat"]),
                ("Total inc VAT", money["inc"]),
            )
        )
    return _result(understanding, said, cards)


def _reasons(understanding: Understanding, rows: list[Any], today: date, of: str = "") -> LookupResult:
    said, cards = [], []
    for quote, v, customer in rows:
        status = effective_status(quote, today)
        decided = fmt.day(quote.decided_at) if quote.decided_at else None
        card = c.quote_card(
            quote,
            status,
            ("Customer", customer),
            ("Total", fmt.money(v.total)),
            ("Decided", decided),
            ("Decided by", quote.decided_by_name),
            ("Reason", quote.decision_reason),
            ("Internal note", quote.internal_notes if status == QuoteStatus.withdrawn else None),
        )
        cards.append(card)
        if status == QuoteStatus.withdrawn:  # no customer's reason: ours, in the quote's internal note
            note = quote.internal_notes.strip()
            said.append(
                f"Quote {quote.number} for {customer} was withdrawn"
                + (f"; its internal note says: “{note}”." if note else "; no reason is recorded.")
            )
        elif status != QuoteStatus.rejected:
            said.append(f"Quote {quote.number} was not rejected: it is {c.quote_status_label(status).lower()}.")
        elif quote.decision_reason:
            said.append(f"Quote {quote.number} for {customer} was rejected: “{quote.decision_reason}”.")
        else:
            said.append(f"Quote {quote.number} for {customer} was rejected; no reason is recorded.")
    if not rows:
        said.append(f"No quote{of} was {'withdrawn' if _withdrawn(understanding) else 'rejected'}.")
    return _result(understanding, said, cards)


def _withdrawn(understanding: Understanding) -> bool:
    """Why quotes were withdrawn is asked ("why was q5 pulled"), not why they were rejected."""
    return QuoteStatus.withdrawn.value in understanding.filters.statuses


def _quote_facts(session: Session, understanding: Understanding, today: date) -> LookupResult | None:
    e, attribute = understanding.entities, understanding.attribute
    if e.quotes:
        rows = _quote_rows(session, Quote.id.in_([n.id for n in e.quotes[:MAX_RECORDS]]), MAX_RECORDS)
        if not rows:
            return not_found("I couldn't find that quote.")
        if attribute == A.quote_lines:
            return quote_lines(session, understanding, rows, today)
        return (
            _ex_vat(understanding, rows, today) if attribute == A.ex_vat_total else _reasons(understanding, rows, today)
        )
    if attribute != A.rejection_reason:
        return None
    projects = _projects(session, understanding)
    orgs = _organisations(session, understanding)
    if projects:
        where, of = Quote.project_id == projects[0].id, f" for {projects[0].name}"
    elif orgs:
        where, of = Quote.customer_id == orgs[0].id, f" for {orgs[0].name}"
    elif e.products:  # "why did we lose the tradesman light quote": the quotes with that product on them
        lines = select(QuoteVersion.quote_id).join(QuoteLine, QuoteLine.version_id == QuoteVersion.id)
        where = Quote.id.in_(lines.where(QuoteLine.product_id.in_([n.id for n in e.products])))
        of = f" for {e.products[0].name}"
    elif e.suppliers or e.contacts:
        return None
    else:  # "reasons for the knock backs", "what did we lose and why": every rejected quote's
        where, of = true(), ""
    decided = QuoteStatus.withdrawn if _withdrawn(understanding) else QuoteStatus.rejected
    rejected = Quote.status == decided.value
    found = _reasons(understanding, _quote_rows(session, where & rejected, REJECTED_LISTED), today, of)
    if projects:  # why a job was lost: its stage and its last note beside its quotes' reasons
        said, card = _lost(session, projects[0])
        found.text, found.cards = f"{said} {found.text}", [card, *found.cards]
    return found


def _lost(session: Session, project: Project) -> tuple[str, CardOut]:
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


# --- the look-up ---------------------------------------------------------------------------------------------------


def record_fact(session: Session, understanding: Understanding, today: date) -> LookupResult:
    attribute, e = understanding.attribute, understanding.entities
    if attribute is None:
        return records.record_summary(session, understanding, today)
    if attribute in (A.phone, A.email, A.role):
        return contacts.contact_details(session, understanding, today)
    if attribute in PRODUCT_FACTS and e.products:
        return _product_facts(session, understanding, today)
    if attribute in (A.ex_vat_total, A.rejection_reason, A.quote_lines):
        found = _quote_facts(session, understanding, today)
        return found or not_found("I couldn't tell which quote you mean: give its number.")
    if attribute == A.account_manager:
        return _account_manager(session, understanding)
    if attribute == A.site_access:
        return sites.site_access(session, understanding, today)
    if attribute == A.project_suppliers:
        return project_suppliers.project_suppliers(session, understanding, today)
    projects = _projects(session, understanding)
    if attribute == A.architects:
        if not projects and (orgs := _organisations(session, understanding)):
            if jobs := _parties_jobs(session, orgs):  # "the architect for the harrogate job": the customer's jobs'
                return _result(understanding, *_architects(session, jobs))
            return _result(understanding, *records.designed(session, orgs))  # an architect's own projects
        if not projects:
            return not_found("I couldn't tell which project you mean.")
        return _result(understanding, *_architects(session, projects))
    if attribute == A.address and projects and not _organisations(session, understanding):
        return _result(understanding, *_site(session, projects))
    orgs = _organisations(session, understanding)
    if not orgs:
        return not_found("I couldn't tell which record you mean.")
    if attribute == A.account_number:
        return _result(understanding, *_account_number(orgs))
    if attribute == A.address:
        return _result(understanding, *_addresses(session, orgs))
    return records.record_summary(session, understanding, today)


def _account_manager(session: Session, understanding: Understanding) -> LookupResult:
    e = understanding.entities
    quotes = session.scalars(select(Quote).where(Quote.id.in_([n.id for n in e.quotes[:MAX_RECORDS]]))).all()
    projects = _projects(session, understanding)
    orgs = _organisations(session, understanding)
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
    return _result(understanding, said, cards)
