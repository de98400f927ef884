"""Quote look-ups: what we last quoted a customer for a product; a customer's or a project's quotes by status with
their values; a quote's status and total by number. Statuses are as people read them (a sent quote past its date is
expired); a quote's value is its current version's total, inc VAT."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal
from typing import Any

from sqlalchemy import and_, func, or_, select
from sqlalchemy.orm import Session, aliased

from api.catalogue.models import Product
from api.crm import Organisation
from api.orders.models import Order
from api.projects.models import Project
from api.quotes.models import Quote, QuoteLine, QuoteStatus, QuoteVersion
from api.quotes.service.listing import status_expression
from api.quotes.service.quotes import effective_status
from assistant.lookups import cards as c
from assistant.lookups import format as fmt
from assistant.lookups import quote_margin, quote_plots
from assistant.lookups.types import LookupResult, not_found
from assistant.schemas import CardOut
from assistant.understanding.types import Understanding
from ingest.documents.crm import organisation_link

ZERO = Decimal("0.00")
LATEST = 5  # quotes listed under a customer's or project's figures
MAX_QUOTES = 3  # quote numbers answered in one question
Sent = aliased(QuoteVersion)

# The groups a customer's quotes are counted in, as (label, statuses), in the order the answer gives them.
GROUPS = (
    ("Open", (QuoteStatus.sent,)),
    ("Accepted", (QuoteStatus.accepted, QuoteStatus.converted)),
    ("Rejected", (QuoteStatus.rejected,)),
    ("Expired", (QuoteStatus.expired,)),
)
# Words of a question that ask for one group only ("open quotes for Acme").
GROUP_WORDS = {"open": "Open", "accepted": "Accepted", "won": "Accepted", "rejected": "Rejected", "lost": "Rejected"}
GROUP_WORDS |= {"expired": "Expired", "draft": "Draft", "drafts": "Draft", "withdrawn": "Withdrawn"}
# Groups a question may list the latest of without their own count in the figures ("which ones the draft").
LISTED_ONLY = {"Draft": (QuoteStatus.draft,), "Withdrawn": (QuoteStatus.withdrawn,)}
# A state a follow-up asked by its verb (assistant.understanding.followups.narrows), as its group.
STATE_GROUPS = {"open": "Open", "sent": "Open", "accepted": "Accepted", "rejected": "Rejected", "draft": "Draft"}
STATE_GROUPS |= {"expired": "Expired", "withdrawn": "Withdrawn"}


def _current() -> Any:
    return and_(QuoteVersion.quote_id == Quote.id, QuoteVersion.version == Quote.current_version)


def _sent() -> Any:
    return and_(Sent.quote_id == Quote.id, Sent.version == Quote.sent_version)


def _when(quote: Quote, sent_at: datetime | None) -> tuple[str, str]:
    """The date a quote is known by: sent, else created."""
    return ("Sent", fmt.day(sent_at)) if sent_at is not None else ("Created", fmt.day(quote.created_at))


# --- last quoted -------------------------------------------------------------------------------------------------


def _last_line(session: Session, product: Product, customer: Organisation | None) -> Any:
    """The newest line quoting the product (to the customer, when one is named), in the version the customer was
    sent (the draft of a quote never sent). For one customer, a line without a product but with its name counts too."""
    counted = and_(
        QuoteVersion.quote_id == Quote.id,
        QuoteVersion.version == func.coalesce(Quote.sent_version, Quote.current_version),
    )
    which = QuoteLine.product_id == product.id
    statement = (
        select(QuoteLine, Quote, QuoteVersion, Organisation.name)
        .join(QuoteVersion, QuoteVersion.id == QuoteLine.version_id)
        .join(Quote, counted)
        .join(Organisation, Organisation.id == Quote.customer_id)
    )
    if customer is not None:
        by_name = and_(QuoteLine.product_id.is_(None), func.lower(QuoteLine.description) == product.name.lower())
        statement = statement.where(Quote.customer_id == customer.id, which | by_name)
    else:
        statement = statement.where(which)
    newest = func.coalesce(QuoteVersion.sent_at, Quote.created_at)
    return session.execute(statement.order_by(newest.desc(), Quote.id.desc(), QuoteLine.position).limit(1)).first()


def last_quoted(session: Session, understanding: Understanding, today: date) -> LookupResult:
    entities = understanding.entities
    parties = [*entities.customers, *entities.companies]  # a company (a prospect) may have been quoted too
    customer = parties[0] if parties else None
    product = session.get(Product, entities.products[0].id) if entities.products else None
    org = session.get(Organisation, customer.id) if customer else None
    if customer is not None and org is None:
        return not_found("I couldn't find that customer.")
    shown = [c.organisation_card(org, ("Town", org.town))] if org else []
    if product is None:
        if org is None:
            return not_found("I couldn't tell which product and customer you mean.")
        return not_found(f"I couldn't tell which product you mean for {org.name}.", shown)
    found = _last_line(session, product, org)
    for other in entities.products[1:] if found is None and org is not None else ():
        # "the staffs blue" names the solid and the perforated: the one we quoted them is the one meant
        if (again := _last_line(session, session.get_one(Product, other.id), org)) is not None:
            product, found = session.get_one(Product, other.id), again
            break
    if found is None:
        supplier = session.get_one(Organisation, product.supplier_id)
        shown.insert(0, c.product_card(product, supplier.name, today))
        return not_found(f"I found no quote{f' to {org.name}' if org else ''} for {product.name}.", shown)
    line, quote, version, customer_name = found
    status = effective_status(quote, today)
    label, when = _when(quote, version.sent_at)
    quantity = fmt.quantity(line.quantity, line.unit)
    price = fmt.unit_price(line.sell_price, line.unit)
    text = (
        f"We last quoted {customer_name} for {product.name} on quote {quote.number} "
        f"({label.lower()} {when}): {quantity} at {price}. Its status: {c.quote_status_label(status)}."
    )
    card = c.quote_card(
        quote,
        status,
        ("Customer", customer_name),
        ("Product", line.description),
        ("Quantity", quantity),
        ("Unit price", price),
        ("Line total", fmt.money(line.line_total)),
        (label, when),
    )
    return LookupResult(text, [card], True, understanding.confidence)


# --- a customer's or a project's quotes ----------------------------------------------------------------------------


@dataclass
class Figures:
    count: int = 0
    value: Decimal = ZERO


def figures(session: Session, where: Any, today: date) -> dict[str, Figures]:
    """The quotes' counts and current-version values by group (GROUPS), and of every quote ("All", drafts and
    withdrawn ones too): one grouped query."""
    status = status_expression(today).label("status")
    rows = session.execute(
        select(status, func.count(), func.coalesce(func.sum(QuoteVersion.total), 0))
        .select_from(Quote)
        .join(QuoteVersion, _current())
        .where(where)
        .group_by(status)
    ).all()
    by_status = {QuoteStatus(s): (n, Decimal(v)) for s, n, v in rows}
    out = {"All": Figures(sum(n for n, _ in by_status.values()), sum((v for _, v in by_status.values()), ZERO))}
    for label, statuses in GROUPS:
        found = [by_status[s] for s in statuses if s in by_status]
        out[label] = Figures(sum(n for n, _ in found), sum((v for _, v in found), ZERO))
    return out


def _latest(session: Session, where: Any, today: date, group: str | None) -> list[CardOut]:
    statement = (
        select(Quote, QuoteVersion, Organisation.name, Sent.sent_at)
        .join(QuoteVersion, _current())
        .join(Organisation, Organisation.id == Quote.customer_id)
        .outerjoin(Sent, _sent())
        .where(where)
    )
    if group is not None:
        statuses = dict(GROUPS).get(group) or LISTED_ONLY[group]
        statement = statement.where(status_expression(today).in_([s.value for s in statuses]))
    rows = session.execute(statement.order_by(Quote.created_at.desc(), Quote.id.desc()).limit(LATEST)).all()
    return [
        c.quote_card(
            quote,
            effective_status(quote, today),
            ("Customer", customer),
            ("Total", fmt.money(version.total)),
            _when(quote, sent_at),
        )
        for quote, version, customer, sent_at in rows
    ]


def _group_asked(terms: str) -> str | None:
    asked = {GROUP_WORDS[w] for w in terms.lower().split() if w in GROUP_WORDS}
    return asked.pop() if len(asked) == 1 else None


def _quotes_of(
    session: Session, understanding: Understanding, today: date, name: str, where: Any, summary: CardOut
) -> LookupResult:
    """The quotes of a customer or project (`where`): counts and values by group as `summary`'s facts, then the
    latest quotes (of the group the question asks for, if it asks for one)."""
    groups = figures(session, where, today)
    group = _group_asked(understanding.entities.terms)
    states = {STATE_GROUPS[s] for s in understanding.filters.statuses if s in STATE_GROUPS}
    group = group or (states.pop() if len(states) == 1 else None)  # "which one did they accept"
    latest = _latest(session, where, today, group)
    shown = {label: groups[label] for label, _ in GROUPS}
    for label, f in shown.items():
        summary.facts += c.facts((label, f"{f.count:,}"), (f"{label} value", fmt.money(f.value)))
    if not latest and not any(f.count for f in shown.values()):
        text = f"{name} has no open, accepted, rejected or expired quotes."
        return LookupResult(text, [summary], True, understanding.confidence)
    parts = [f"{f.count:,} {label.lower()} ({fmt.money(f.value)})" for label, f in shown.items()]
    text = f"{name} has {fmt.listing(parts)} quotes."
    if latest:
        which = f"{group.lower()} " if group else ""
        text += f" The latest {which}quotes: " + ", ".join(_brief(q) for q in latest) + "."
    elif group:
        text += f" None is {group.lower()}."
    return LookupResult(text, [summary, *latest], True, understanding.confidence)


def _brief(card: CardOut) -> str:
    values = {f.label: f.value for f in card.facts}
    when = values.get("Sent") or values.get("Created", "")
    return f"{values['Number']} ({values['Status'].lower()}, {values['Total']}, {when})"


def customer_quotes(session: Session, understanding: Understanding, today: date) -> LookupResult:
    e = understanding.entities
    named = [*e.customers, *e.companies, *e.others]  # a company (a prospect) with quotes is a party to them too
    if not named:
        return not_found("I couldn't tell which customer you mean.")
    org = session.get(Organisation, named[0].id)
    if org is None:
        return not_found("I couldn't find that customer.")
    if e.projects:  # a customer's quotes on a job: the job's, narrowed to the customer
        return project_quotes(session, understanding, today)
    summary = c.summary_card(c.kind_of(org), org.id, f"Quotes for {org.name}", organisation_link(org.kind, org.id))
    return _quotes_of(session, understanding, today, org.name, Quote.customer_id == org.id, summary)


def project_quotes(session: Session, understanding: Understanding, today: date) -> LookupResult:
    if not understanding.entities.projects:
        return not_found("I couldn't tell which project you mean.")
    project = session.get(Project, understanding.entities.projects[0].id)
    if project is None:
        return not_found("I couldn't find that project.")
    phase = understanding.filters.phase
    if phase and re.search(rf"\bphase\s*{re.escape(phase)}\b", project.name, re.IGNORECASE):
        phase = ""  # "meadow view phase 2": the project's own name
    name = f"{project.name} phase {phase.upper()}" if phase else project.name
    summary = c.summary_card("project", project.id, f"Quotes for {name}", c.project_link(project.id))
    where = Quote.project_id == project.id
    parties = [*understanding.entities.customers, *understanding.entities.companies]
    if parties:  # "aire and wharfe's quotes on mytholm meadows": that customer's quotes on that job only
        where = and_(where, Quote.customer_id == parties[0].id)
        if not session.scalar(select(func.count()).select_from(Quote).where(where)):
            return not_found(f"I found no quotes to {parties[0].name} on {project.name}.", [summary])
        name = f"{parties[0].name} on {name}"
    if phase:  # "mytholm meadows phase 2 quotes": those whose notes name that phase
        said = rf"\mphase\s*{re.escape(phase)}\M"
        where = and_(where, or_(QuoteVersion.customer_notes.op("~*")(said), Quote.internal_notes.op("~*")(said)))
        if not session.scalar(select(func.count()).select_from(Quote).join(QuoteVersion, _current()).where(where)):
            return not_found(f"I found no quotes for phase {phase.upper()} of {project.name}.")
    return _quotes_of(session, understanding, today, name, where, summary)


# --- a quote by number ---------------------------------------------------------------------------------------------


def quote_status(session: Session, understanding: Understanding, today: date) -> LookupResult:
    ids = [n.id for n in understanding.entities.quotes[:MAX_QUOTES]]
    if not ids:
        return not_found("I couldn't tell which quote you mean: give its number, such as Q-000123.")
    rows = session.execute(
        select(Quote, QuoteVersion, Organisation.name, Project.name, Sent.sent_at, Order.number)
        .join(QuoteVersion, _current())
        .join(Organisation, Organisation.id == Quote.customer_id)
        .outerjoin(Project, Project.id == Quote.project_id)
        .outerjoin(Sent, _sent())
        .outerjoin(Order, Order.quote_id == Quote.id)
        .where(Quote.id.in_(ids))
    ).all()
    found = {row[0].id: row for row in rows}
    if not found:
        return not_found("I couldn't find that quote.")
    sentences, cards = [], []
    for quote, version, customer, project, sent_at, order in (found[i] for i in ids if i in found):
        status = effective_status(quote, today)
        total = fmt.money(version.total)
        valid = quote.valid_until or version.valid_until
        text = (
            f"Quote {quote.number} for {customer} is {c.quote_status_label(status).lower()}: "
            f"{total} inc VAT (version {quote.current_version})"
        )
        text += f", sent {fmt.day(sent_at)}" if sent_at else ", not sent yet"
        text += f", valid until {fmt.day(valid)}." if valid else "."
        text += _decision(quote)
        text += f" It became order {order}." if order else ""  # "which order did q1 turn into"
        plotted: list[tuple[str, str | None]] = []
        if quote_plots.asked(understanding.entities.terms):  # "q8 house types": its plots by house type
            said, plotted = quote_plots.plots(session, version.id)
            text += said
        if understanding.filters.margin:  # "q9 margin", "q9 cost total": its goods at cost against their sell value
            said, costed = quote_margin.margin(version)
            text, plotted = text + said, [*plotted, *costed]
        sentences.append(text)
        cards.append(
            c.quote_card(
                quote,
                status,
                ("Customer", customer),
                ("Project", project),
                ("Total inc VAT", total),
                ("Version", str(quote.current_version)),
                ("Sent", fmt.day(sent_at) if sent_at else None),
                ("Valid until", fmt.day(valid) if valid else None),
                ("Decided by", quote.decided_by_name or None),
                ("Decided", fmt.day(quote.decided_at) if quote.decided_at else None),
                ("Customer PO", quote.po_number or None),
                ("Reason given", quote.decision_reason or None),
                ("Order", order),
                *plotted,
            )
        )
    return LookupResult(" ".join(sentences), cards, True, understanding.confidence)


def _decision(quote: Quote) -> str:
    """The customer's decision as recorded: who, when, their purchase order number, the reason they gave."""
    if quote.decided_at is None or not quote.decided_by_name:
        return ""
    text = f" {quote.decided_by_name} decided on {fmt.day(quote.decided_at)}"
    if quote.po_number:
        text += f", their PO number {quote.po_number}"
    if quote.decision_reason:
        text += f": “{quote.decision_reason}”"
    return text + "."
