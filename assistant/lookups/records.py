"""Record look-ups: a summary of a customer, supplier or project (with its counts), and notes that mention something.
A question about a quote or a product is answered by their own look-ups."""

from __future__ import annotations

import re
from datetime import date
from decimal import Decimal
from typing import Any

from sqlalchemy import and_, func, or_, select
from sqlalchemy.orm import Session

from api.catalogue.models import Product, Status
from api.crm import Contact, Kind, Organisation, Subject
from api.crm.service.search import escape_like
from api.orders.models import Order
from api.projects.models import STAGE_LABELS, Project, ProjectArchitect, ProjectSupplier, Stage
from api.projects.models import SUBJECT as PROJECT
from api.quotes.models import SUBJECT as QUOTE
from api.quotes.models import Quote
from api.records.models import Note
from api.users.models import User
from assistant.lookups import cards as c
from assistant.lookups import contacts, latest_quotes, products, project_stages, quotes
from assistant.lookups import format as fmt
from assistant.lookups.quote_notes import of_quote, quote_notes
from assistant.lookups.types import LookupResult, not_found
from assistant.schemas import CardOut
from assistant.understanding.types import Understanding
from ingest.documents.crm import note_subjects

# What an organisation of each kind is, in a sentence ("Acme is a customer"); one of kind "other" is what its category
# says ("Halden Mews is an organisation (Architect)"), never "an other organisation".
KIND_PHRASES = {
    Kind.customer: "a customer",
    Kind.supplier: "a supplier",
    Kind.other: "an organisation",
    Kind.company: "a company (a prospect)",
}
# Words asking what sort of organisation it is ("wot type of customer is awc"): its category is said.
TYPE_ASKED = re.compile(r"\b(?:type|kind|sort|category|categories)\b")
GLENIGAN_ASKED = re.compile(r"\bglen+[ai]gan\b")
NOTES = 5  # notes listed, newest first
JOBS_NAMED = 3  # a customer's projects named in its summary, when it has no more
SNIPPET = 160  # characters of a note shown around what it mentions
MIN_WORD = 2  # shorter words of the terms are not searched for


def _count(*where: Any) -> Any:
    return select(func.count()).where(*where).scalar_subquery()


def _manager(user: User | None) -> str | None:
    return user.full_name if user else None


def _quote_pairs(figures: dict[str, quotes.Figures]) -> list[tuple[str, str | None]]:
    """Quote figures as facts, with the win rate (accepted ÷ decided) when any was decided."""
    accepted, decided = figures["Accepted"].count, figures["Accepted"].count + figures["Rejected"].count
    rate = Decimal(accepted * 100) / decided if decided else None
    return [
        ("Quotes", f"{figures['All'].count:,}"),
        ("Open", f"{figures['Open'].count:,}"),
        ("Open value", fmt.money(figures["Open"].value)),
        ("Accepted", f"{figures['Accepted'].count:,}"),
        ("Accepted value", fmt.money(figures["Accepted"].value)),
        ("Win rate", fmt.percent(rate) if rate is not None else None),
    ]


def _quote_sentence(figures: dict[str, quotes.Figures]) -> str:
    counted = figures["All"].count
    if not counted:
        return "No quotes yet."
    open_, accepted = figures["Open"], figures["Accepted"]
    return (
        f"{fmt.count(counted, 'quote')}: {open_.count:,} open ({fmt.money(open_.value)}), "
        f"{accepted.count:,} accepted ({fmt.money(accepted.value)})."
    )


def designed(session: Session, orgs: list[Organisation]) -> tuple[list[str], list[CardOut]]:
    """The projects the organisations named are the architects of ("which jobs is Whitfield Architects on")."""
    rows = session.execute(
        select(ProjectArchitect.organisation_id, Project)
        .join(Project, Project.id == ProjectArchitect.project_id)
        .where(ProjectArchitect.organisation_id.in_([o.id for o in orgs]))
        .order_by(Project.name)
    ).all()
    said, cards = [], []
    for org in orgs:
        mine = [project for org_id, project in rows if org_id == org.id]
        if not mine:
            said.append(f"{org.name} is the architect of none of our projects.")
            continue
        listed = [f"{p.name} ({STAGE_LABELS[Stage(p.stage)].lower()})" for p in mine]
        said.append(f"{org.name} {'is' if len(mine) == 1 else 'are'} the architects on {fmt.listing(listed)}.")
        cards += [c.project_card(p, ("Architects", org.name)) for p in mine]
    return said, cards


def _main_contact(session: Session, org_id: int) -> Contact | None:
    """The organisation's first contact not archived (the one its summary names)."""
    return session.scalars(
        select(Contact)
        .where(Contact.organisation_id == org_id, Contact.archived.is_(False))
        .order_by(Contact.id)
        .limit(1)
    ).first()


def _organisation(
    session: Session, org_id: int, today: date, confidence: float, typed: bool = False, picture: bool = False
) -> LookupResult:
    """The organisation's summary; `typed`: its category asked for ("wot type of customer is awc"), said too."""
    row = session.execute(
        select(
            Organisation,
            User,
            _count(Contact.organisation_id == Organisation.id, Contact.archived.is_(False)),
            _count(Project.customer_id == Organisation.id),
            _count(Product.supplier_id == Organisation.id),
            _count(Product.supplier_id == Organisation.id, Product.status == Status.active.value),
            _count(ProjectSupplier.organisation_id == Organisation.id),
        )
        .outerjoin(User, User.id == Organisation.account_manager_id)
        .where(Organisation.id == org_id)
    ).first()
    if row is None:
        return not_found("I couldn't find that record.")
    org, manager, contacts, projects_, products_, active, supplied = row
    kind = Kind(org.kind)
    where = f" in {org.town}" if org.town else ""
    said_type = (kind == Kind.other or typed) and org.category and org.category.lower() not in KIND_PHRASES[kind]
    phrase = KIND_PHRASES[kind] + (f" ({org.category})" if said_type else "")
    text = f"{org.name} is {phrase}{where}"
    text += f"; account manager {manager.full_name}." if manager else "."
    pairs: list[tuple[str, str | None]] = [
        ("Account number", org.account_number),
        ("Town", org.town),
        ("Account manager", _manager(manager)),
        ("Contacts", f"{contacts:,}"),
    ]
    if kind in (Kind.supplier, Kind.other) and (person := _main_contact(session, org.id)):
        # a works, haulier or architect asked by its name alone ("marley"): who to ring there, first
        name = f"{person.first_name} {person.last_name}".strip()
        details = ", ".join(part for part in (person.job_title, person.phone) if part)
        text += f" Main contact: {name}" + (f" ({details})." if details else ".")
        pairs.append(("Main contact", name + (f", {details}" if details else "")))
    if kind == Kind.supplier:
        on = fmt.count(supplied, "project")
        text += f" {fmt.count(products_, 'product')} in the catalogue ({active:,} active); on {on}."
        pairs += [("Products", f"{products_:,}"), ("Active products", f"{active:,}"), ("Projects", f"{supplied:,}")]
    elif kind in (Kind.customer, Kind.company):
        figures = quotes.figures(session, Quote.customer_id == org.id, today)
        jobs = session.scalars(select(Project.name).where(Project.customer_id == org.id).order_by(Project.name))
        named = f" ({fmt.listing(list(jobs))})" if 0 < projects_ <= JOBS_NAMED else ""
        text += f" {fmt.count(projects_, 'project')}{named}. {_quote_sentence(figures)}"
        pairs += [("Projects", f"{projects_:,}{named}"), *_quote_pairs(figures)]  # the names' figures, grounded
    extra: list[CardOut] = []
    if kind in (Kind.customer, Kind.company) and picture:  # "where are we with calder": its latest quotes, orders
        latest, extra = latest_quotes.latest(session, Quote.customer_id == org.id, Order.customer_id == org.id, today)
        text += latest
    if kind == Kind.other:  # an architect's projects
        said, extra = designed(session, [org])
        text += " " + said[0] if extra else ""
    if org.archived:
        text += " It is archived."
        pairs.append(("Archived", "Yes"))
    return LookupResult(text, [c.organisation_card(org, *pairs), *extra], True, confidence)


def _project(session: Session, project_id: int, today: date, confidence: float, picture: bool = False) -> LookupResult:
    row = session.execute(
        select(Project, Organisation.name, User)
        .outerjoin(Organisation, Organisation.id == Project.customer_id)
        .outerjoin(User, User.id == Project.account_manager_id)
        .where(Project.id == project_id)
    ).first()
    if row is None:
        return not_found("I couldn't find that project.")
    project, customer, manager = row
    card = c.project_card(project)
    stage = card.facts[0].value.lower()
    figures = quotes.figures(session, Quote.project_id == project.id, today)
    plots = f"{project.number_of_plots:,}" if project.number_of_plots is not None else None
    value = fmt.money(project.estimated_value) if project.estimated_value is not None else None
    text = f"{project.name} is at the {stage} stage" + (f" for {customer}" if customer else "") + "."
    details = [f"{plots} plots" if plots else "", f"estimated value {value}" if value else ""]
    details += [f"starting {fmt.day(project.start_date)}" if project.start_date else ""]
    details += [f"ending {fmt.day(project.end_date)}" if project.end_date else ""]
    if any(details):
        listed = fmt.listing([d for d in details if d])
        text += f" {listed[0].upper()}{listed[1:]}."
    if manager:
        text += f" Account manager {manager.full_name}."
    text += " " + _quote_sentence(figures)
    card.facts += c.facts(
        ("Reference", project.reference),
        ("Glenigan", project.glenigan_id or None),
        ("Customer", customer),
        ("Plots", plots),
        ("Estimated value", value),
        ("Start", fmt.day(project.start_date) if project.start_date else None),
        ("End", fmt.day(project.end_date) if project.end_date else None),
        ("Account manager", _manager(manager)),
        *_quote_pairs(figures),
    )
    if not picture:
        return LookupResult(text, [card], True, confidence)
    said, latest = latest_quotes.latest(session, Quote.project_id == project.id, Order.project_id == project.id, today)
    return LookupResult(text + said, [card, *latest], True, confidence)  # "where are we with mytholm"


def record_summary(session: Session, understanding: Understanding, today: date) -> LookupResult:
    entities, confidence = understanding.entities, understanding.confidence
    if entities.quotes:
        return quotes.quote_status(session, understanding, today)
    if entities.projects and GLENIGAN_ASKED.search(entities.terms):
        project = session.get(Project, entities.projects[0].id)
        if project is not None and not project.glenigan_id.strip():  # "glenigan ref for station parade": none kept
            said = f"No Glenigan number is recorded for {project.name}."
            return not_found(said, [c.project_card(project, ("Glenigan", "none recorded"))])
    if entities.projects:
        return _project(session, entities.projects[0].id, today, confidence, understanding.filters.picture)
    if understanding.filters.project_stages:  # "which jobs are at tender", "pennines jobs on site"
        return project_stages.by_stage(session, understanding)
    for named in (*entities.customers, *entities.suppliers, *entities.others, *entities.companies):
        typed = TYPE_ASKED.search(entities.terms) is not None
        return _organisation(session, named.id, today, confidence, typed, understanding.filters.picture)
    if entities.products:
        return products.product_price(session, understanding, today)
    if entities.contacts:  # a person: their role, organisation and details
        return contacts.contact_details(session, understanding, today)
    return not_found("I couldn't tell which record you mean.")


# --- notes ---------------------------------------------------------------------------------------------------------


def _snippet(body: str, words: list[str]) -> str:
    """About SNIPPET characters of the note around the first word it mentions, cut at spaces."""
    body = " ".join(body.split())
    at = min((i for i in (body.lower().find(w) for w in words) if i >= 0), default=0)
    start = max(0, at - SNIPPET // 3)
    if start:
        start = body.find(" ", start) + 1 or start
    end = start + SNIPPET
    if end < len(body):
        end = body.rfind(" ", start, end) if body.rfind(" ", start, end) > at else end
    return ("…" if start else "") + body[start:end].strip() + ("…" if end < len(body) else "")


def _subject_filter(understanding: Understanding) -> Any:
    """Notes on the records the question names (customers, suppliers, projects, quotes), if it names any."""
    entities = understanding.entities
    orgs = [n.id for n in (*entities.customers, *entities.suppliers, *entities.others, *entities.companies)]
    on = [
        (Subject.organisation.value, orgs),
        (PROJECT, [n.id for n in entities.projects]),
        (QUOTE, [n.id for n in entities.quotes]),
    ]
    wanted = [and_(Note.subject_type == kind, Note.subject_id.in_(ids)) for kind, ids in on if ids]
    return or_(*wanted) if wanted else None


def _notes(session: Session, words: list[str], subject: Any, every: bool) -> list[tuple[Note, User | None]]:
    mentions = [Note.body.ilike(f"%{escape_like(w)}%", escape="\\") for w in words]
    where = [and_(*mentions) if every else or_(*mentions)] if mentions else []
    if subject is not None:
        where.append(subject)
    rows = session.execute(
        select(Note, User)
        .outerjoin(User, User.id == Note.author_id)
        .where(*where)
        .order_by(Note.created_at.desc(), Note.id.desc())
        .limit(NOTES)
    ).all()
    return [(note, author) for note, author in rows]


# Words of a kind of goods a note need not repeat to be about them ("spare bricks": "400 spare Ivanhoe Cream").
KIND_NOUNS = frozenset("brick bricks block blocks tile tiles paver pavers slab slabs lintel lintels stuff".split())  # noqa: SIM905


def notes_search(session: Session, understanding: Understanding, today: date) -> LookupResult:
    if understanding.entities.quotes and not understanding.entities.products and of_quote(understanding):
        return quote_notes(session, understanding, today)  # "internal notes on q11": the notes written on it
    terms = understanding.entities.terms
    words = [w for w in terms.lower().split() if len(w) >= MIN_WORD][:6]
    subject = _subject_filter(understanding)
    if not words and subject is None:
        return not_found("I couldn't tell what the notes should mention.")
    what = fmt.quoted(terms, "that") if words else "those records"
    found = _notes(session, words, subject, every=True)
    confidence = understanding.confidence
    telling = [w for w in words if w not in KIND_NOUNS]
    if not found and telling and len(telling) < len(words):  # "spare bricks": a note on "400 spare Ivanhoe Cream"
        found = _notes(session, telling, subject, every=True)
    if not found and len(words) > 1:
        found, confidence = _notes(session, words, subject, every=False), confidence / 2
    if not found:
        return not_found(f"I found no notes mentioning {what}." if words else "I found no notes on those records.")
    subjects = note_subjects(session, [note for note, _ in found])
    cards: list[CardOut] = []
    for note, author in found:
        about, link = subjects.get((note.subject_type, note.subject_id), (note.subject_type, ""))
        facts = c.facts(
            ("Author", author.full_name if author else "unknown"),
            ("Date", fmt.day(note.created_at)),
            ("About", about),
            ("Note", _snippet(note.body, words)),
        )
        cards.append(CardOut(kind="note", record_id=note.id, title=f"Note on {about}", link=link, facts=facts))
    first = {f.label: f.value for f in cards[0].facts}
    text = (
        f"The newest note {'mentioning ' + what if words else 'on ' + what} is by {first['Author']} on {first['Date']} "
        f"about {first['About']}: “{first['Note']}”"
    )
    if len(cards) > 1:
        others = [
            f"{v['Author']} on {v['Date']} about {v['About']}"
            for v in ({f.label: f.value for f in k.facts} for k in cards[1:])
        ]
        text += f" Also: {fmt.listing(others)}."
    return LookupResult(text, cards, True, confidence)
