"""Which quotes a count, a sum or a list is about: the party the question names (a customer, a company or a
project), the states asked for (open = sent, unexpired and undecided), the period of one of their dates, and the
value bounds. Also how the selection reads in an answer ("open quotes expiring 1 Nov 2026 to 30 Nov 2026")."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, date, datetime, time, timedelta
from typing import Any

from sqlalchemy import and_, select, true
from sqlalchemy.orm import Session, aliased

from api.crm import Kind, Organisation
from api.projects.models import Project
from api.quotes.models import Quote, QuoteStatus, QuoteVersion
from api.quotes.service.listing import status_expression
from api.users.models import User
from assistant.lookups import cards as c
from assistant.lookups import format as fmt
from assistant.schemas import CardOut
from assistant.understanding.types import Filters, Understanding
from ingest.documents.crm import organisation_link

Sent = aliased(QuoteVersion)
OPEN = "open"
# A state as the question names it → the states (as people read them) it stands for.
STATES: dict[str, tuple[str, ...]] = {s.value: (s.value,) for s in QuoteStatus}
STATES[OPEN] = (QuoteStatus.sent.value,)
# Every quote that went out, whatever became of it since ("how many quotes have we sent them").
STATES["ever_sent"] = tuple(s.value for s in QuoteStatus if s != QuoteStatus.draft)
# Quotes the customer has decided on ("quotes decided this month"): accepted (and converted since) or rejected.
STATES["decided"] = (QuoteStatus.accepted.value, QuoteStatus.converted.value, QuoteStatus.rejected.value)
STATE_WORDS = {
    OPEN: "open",
    "ever_sent": "sent",
    QuoteStatus.sent.value: "sent",
    QuoteStatus.converted.value: "converted",
}
# How each date reads in an answer, and the word the period takes.
DATE_WORDS = {"created": "created", "sent": "sent", "valid_until": "expiring", "decided": "decided"}


@dataclass
class Party:
    """The record whose quotes are counted, with its card (for the figures), or everyone's."""

    name: str = ""
    where: Any = field(default_factory=true)
    card: CardOut | None = None
    of: str = ""  # how the selection reads after "quotes" (" for Acme" when empty and named)


def current() -> Any:
    return and_(QuoteVersion.quote_id == Quote.id, QuoteVersion.version == Quote.current_version)


def sent() -> Any:
    return and_(Sent.quote_id == Quote.id, Sent.version == Quote.sent_version)


def party(session: Session, understanding: Understanding, title: str) -> Party | None:
    """The project, else the customer or company (a prospect with quotes is a party too) the question names, else the
    colleagues named (the quotes they look after as account manager); an empty party (every customer's quotes) when
    it names none; None when the one named is gone."""
    e = understanding.entities
    if e.projects:
        project = session.get(Project, e.projects[0].id)
        if project is None:
            return None
        card = c.summary_card("project", project.id, f"{title} for {project.name}", c.project_link(project.id))
        return Party(project.name, Quote.project_id == project.id, card)
    named = [*e.customers, *e.companies, *e.others]
    if named:
        org = session.get(Organisation, named[0].id)
        if org is None:
            return None
        link = organisation_link(org.kind, org.id)
        card = c.summary_card(c.kind_of(org), org.id, f"{title} for {org.name}", link)
        return Party(org.name, Quote.customer_id == org.id, card)
    if people := understanding.filters.people:  # "how many open quotes has tom got": those a colleague looks after
        names = session.execute(
            select(User.first_name, User.last_name).where(User.id.in_(people)).order_by(User.first_name)
        ).all()
        who = fmt.listing([f"{first} {last}".strip() for first, last in names])
        return Party(where=Quote.account_manager_id.in_(people), of=f" looked after by {who}")
    return Party()


def states(filters: Filters) -> list[str]:
    """The states (as people read them) asked for; empty: every state."""
    out: list[str] = []
    for asked in filters.statuses:
        for state in STATES.get(asked.lower(), ()):
            if state not in out:
                out.append(state)
    return out


def _day_start(day: date) -> datetime:
    return datetime.combine(day, time(), tzinfo=UTC)


def date_column(filters: Filters) -> Any:
    return {
        "sent": Sent.sent_at,
        "valid_until": Quote.valid_until,
        "decided": Quote.decided_at,
    }.get(filters.date_field, Quote.created_at)


def conditions(filters: Filters, today: date) -> list[Any]:
    """The filters as conditions on quotes joined to their current version (QuoteVersion) and sent one (Sent)."""
    where: list[Any] = []
    wanted = states(filters)
    if not wanted and filters.date_field == "valid_until":  # only a quote sent and undecided expires
        wanted = [QuoteStatus.sent.value, QuoteStatus.expired.value]
    if wanted:
        where.append(status_expression(today).in_(wanted))
    column = date_column(filters)
    is_day = filters.date_field == "valid_until"
    if filters.date_from is not None:
        where.append(column >= (filters.date_from if is_day else _day_start(filters.date_from)))
    if filters.date_to is not None:
        end = filters.date_to
        where.append(column <= end if is_day else column < _day_start(end + timedelta(days=1)))
    if filters.prospects:  # quotes to companies not yet customers
        where.append(Quote.customer_id.in_(select(Organisation.id).where(Organisation.kind == Kind.company.value)))
    if filters.min_total is not None:
        where.append(QuoteVersion.total >= filters.min_total)
    if filters.max_total is not None:
        where.append(QuoteVersion.total <= filters.max_total)
    return where


def _expired_in(filters: Filters) -> bool:
    """Quotes that expired in a period: their validity ended in it ("expired this month")."""
    return filters.date_field == "valid_until" and [s.lower() for s in filters.statuses] == [QuoteStatus.expired.value]


def described(filters: Filters) -> str:
    """`open quotes`, `accepted or rejected quotes`, `quotes` — the states in words (`quotes` that expired in a
    period: the period says it)."""
    if _expired_in(filters) and (filters.date_from or filters.date_to):
        return "quotes"
    wanted = [STATE_WORDS.get(s.lower(), s.lower()) for s in filters.statuses if s.lower() in STATES]
    said = f"{' or '.join(dict.fromkeys(wanted))} quotes".strip() if wanted else "quotes"
    return f"{said} to prospects" if filters.prospects else said


def period(filters: Filters) -> tuple[str, str] | None:
    """The period as a card fact: (label, `1 Nov 2026 to 30 Nov 2026`), or None when the question names none."""
    if filters.date_from is None and filters.date_to is None:
        return None
    word = "Expired" if _expired_in(filters) else DATE_WORDS.get(filters.date_field, "created").capitalize()
    if filters.date_from is not None and filters.date_to is not None:
        if filters.date_from == filters.date_to:
            return word, fmt.day(filters.date_from)
        return word, f"{fmt.day(filters.date_from)} to {fmt.day(filters.date_to)}"
    if filters.date_from is not None:
        return word, f"from {fmt.day(filters.date_from)}"
    assert filters.date_to is not None
    return word, f"up to {fmt.day(filters.date_to)}"


def bounds(filters: Filters) -> tuple[str, str] | None:
    if filters.min_total is not None and filters.max_total is not None:
        return "Value", f"{fmt.money(filters.min_total)} to {fmt.money(filters.max_total)}"
    if filters.min_total is not None:
        return "Value", f"at least {fmt.money(filters.min_total)}"
    if filters.max_total is not None:
        return "Value", f"at most {fmt.money(filters.max_total)}"
    return None


def phrase(filters: Filters) -> str:
    """The selection in words after "quotes": ` expiring 1 Nov 2026 to 30 Nov 2026, value at least £10,000.00`."""
    parts = []
    when = period(filters)
    if when is not None:
        parts.append(f"{'that ' if _expired_in(filters) else ''}{when[0].lower()} {when[1]}")
    value = bounds(filters)
    if value is not None:
        parts.append(f"worth {value[1]}")
    return (" " + ", ".join(parts)) if parts else ""
