"""Conversations: each user's own questions and the answers given, with what each question was understood to
ask, so a follow-up ("and for Acme?") can reuse it."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from sqlalchemy import ColumnElement, func, select
from sqlalchemy.orm import Session

from api.core.errors import NotFound
from api.core.pagination import Page, PageParams, paginate
from api.db import utcnow
from api.projects.models import Project
from api.quotes.models import Quote
from api.quotes.service.listing import status_expression
from api.users.models import User
from assistant.models import Conversation, Exchange
from assistant.schemas import AnswerOut, ConversationDetailOut, ConversationOut
from assistant.understanding import followups
from assistant.understanding.pointing import STATE_OF
from assistant.understanding.stored import reading_from_json, reading_to_json
from assistant.understanding.types import Attribute, Entities, Filters, Intent, Named, Understanding

CONVERSATION_MISSING = "This conversation does not exist."
TITLE_CHARS = 80
QUESTIONS = func.count(Exchange.id)
SORTS = {"updated_at": Conversation.updated_at, "created_at": Conversation.created_at, "title": Conversation.title}


def title_of(question: str) -> str:
    """The first question, on one line, cut at a word near TITLE_CHARS."""
    words = " ".join(question.split())
    if len(words) <= TITLE_CHARS:
        return words
    return words[: TITLE_CHARS - 1].rsplit(" ", 1)[0] + "…"


def own(session: Session, conversation_id: int, user: User) -> Conversation:
    """The user's own conversation; anyone else's is as missing as one that never existed."""
    conversation = session.get(Conversation, conversation_id)
    if conversation is None or conversation.user_id != user.id:
        raise NotFound(CONVERSATION_MISSING)
    return conversation


def open_for(session: Session, conversation_id: int | None, user: User, question: str) -> Conversation:
    """The conversation a question continues, or a new one titled by the question."""
    if conversation_id is not None:
        return own(session, conversation_id, user)
    conversation = Conversation(user_id=user.id, title=title_of(question))
    session.add(conversation)
    session.flush()
    return conversation


def understanding_of(exchange: Exchange) -> Understanding:
    """What the exchange's question was understood to ask: intent, records, the fact asked for and the filters."""
    return reading_from_json(exchange.intent, exchange.entities or {}, exchange.confidence)


def previous(session: Session, conversation: Conversation, question: str = "") -> Understanding | None:
    """What the conversation's last question was understood to ask; for "the other one" (`question`), the record of
    the kind it was about that its answer did not pick."""
    latest = session.scalars(
        select(Exchange)
        .where(Exchange.conversation_id == conversation.id)
        .order_by(Exchange.created_at.desc(), Exchange.id.desc())
        .limit(3)
    ).all()
    if not latest:
        return None
    if len(latest) > 1 and _aside(latest[0]):
        # "lbc common price", "is it going to rain tomorrow", then "and the 73mm": the conversation before the aside
        latest = latest[1:]
    understanding = _with_people_shown(understanding_of(latest[0]), latest[0])
    if len(latest) > 1 and followups.thing_not_person(question, understanding):
        # "q8", "whos the contact on it", then "when does it run out": the quote, not the person
        before = understanding_of(latest[1])
        if before.entities.quotes or before.entities.projects:
            return _with_people_shown(before, latest[1])
    e = understanding.entities
    if followups.THE_JOB.search(question.lower()) and not (e.projects or e.quotes):
        understanding.entities.quotes = _last_quote(latest)  # "any other quotes on that job" after its contact
    if OTHER_ONE.search(question.lower()):
        return _the_other(session, understanding, latest[0], latest[1] if len(latest) > 1 else None)
    if by_state := _one_by_state(session, understanding, question):
        understanding.entities.quotes = by_state  # "whats the accepted one worth ex vat" after a party's quotes
    elif followups.one_quote_meant(question, understanding) and len(quotes := _shown(latest[0], "quote")) == 1:
        # "which ones still open" after pennine's quotes, then "how much was that ex vat": the one quote it gave
        understanding.entities.quotes = [Named(quotes[0].id, _number(quotes[0].name))]
    return understanding


# "the accepted one", "the draft quote", "the lost one": one of the quotes of the party or job before, by its state.
BY_STATE = re.compile(r"\bthe\s+(accepted|rejected|draft|open|expired|withdrawn|lost|won)\s+(?:one|quote)\b")


def _quotes_of(e: Entities) -> ColumnElement[bool] | None:
    """The condition on quotes of the job the entities name, else of their parties; None when they name neither."""
    if e.projects:
        return Quote.project_id.in_([n.id for n in e.projects])
    if parties := [n.id for n in (*e.customers, *e.companies)]:
        return Quote.customer_id.in_(parties)
    return None


def _one_by_state(session: Session, understanding: Understanding, question: str) -> list[Named]:
    """The one quote of the party's or job's quotes the answer before listed that a follow-up picks by its state."""
    e = understanding.entities
    picked = BY_STATE.search(question.lower())
    if picked is None or e.quotes or understanding.intent not in (Intent.customer_quotes, Intent.project_quotes):
        return []
    theirs = _quotes_of(e)
    if theirs is None:
        return []
    state = STATE_OF.get(picked.group(1), picked.group(1))
    rows = session.execute(select(Quote.id, Quote.number).where(theirs, status_expression() == state).limit(2)).all()
    return [Named(rows[0].id, rows[0].number)] if len(rows) == 1 else []


def _last_quote(latest: Sequence[Exchange]) -> list[Named]:
    """The one quote the conversation's newest exchanges were on (asked about, or the only one an answer listed)."""
    for row in latest:
        asked = understanding_of(row).entities.quotes
        quotes = asked or [Named(n.id, _number(n.name)) for n in _shown(row, "quote")]
        if quotes:
            return quotes[:1] if len(quotes) == 1 else []
    return []


def _aside(exchange: Exchange) -> bool:
    """A question about nothing of ours, answered as such (not about the business, nothing recognised in it)."""
    answer, stored = exchange.answer or {}, exchange.entities or {}
    named = stored.get("unknown") or any(stored.get(slot) for slot in SLOTS.values())
    return exchange.intent == Intent.general.value and answer.get("confidence_label") == "low" and not named


# "the other one": after a comparison of two, the one that lost ("q6 or q8, which is bigger", then "when does the
# other one run out": Q-000008); after an answer that picked one of the records listed before it ("calder valleys
# orders", "whats the po on the mytholm one", then "and the other one"), the one it left: of any kind listed two
# at a time (quotes, orders, loads, supplier quotes, purchase orders, tasks, jobs, products, organisations, people).
OTHER_ONE = re.compile(r"\bthe\s+other\s+(?:one|1|quote|order|load|drop|delivery|job|task|supplier|product)\b")
NUMBERED = re.compile(r"\b(?:Q|SO|CO|SQ|PO)-\d+\b")
# Records named by number in a look-up's filters (no entity of their own).
BY_NUMBER = ("order", "call_off", "supplier_quote", "purchase_order")
SLOTS = {
    "product": "products",
    "customer": "customers",
    "supplier": "suppliers",
    "project": "projects",
    "other": "others",
    "company": "companies",
    "contact": "contacts",
}
Shown = tuple[str, int, str]  # a card's kind, record id and title


def _records(exchange: Exchange | None) -> list[Shown]:
    """The records an exchange's answer showed as cards, in order (none for cards of figures over many records)."""
    answer = (exchange.answer if exchange is not None else None) or {}
    out: list[Shown] = []
    for card in answer.get("cards") or []:
        if not isinstance(card, dict) or not isinstance(card.get("record_id"), int) or card["record_id"] <= 0:
            continue
        shown = (str(card.get("kind", "")), card["record_id"], str(card.get("title", "")))
        if shown[:2] not in [r[:2] for r in out]:
            out.append(shown)
    return out


def _left(session: Session, understanding: Understanding, last: Exchange, before: Exchange | None) -> list[Shown]:
    """The records "the other one" can mean: of a comparison of two, the second (the answer shows the winner first);
    else, of the first kind the answer before listed and this answer picked from, those it did not pick."""
    shown = _records(last)
    if understanding.intent == Intent.compare:
        kinds = [kind for kind, _, _ in shown]
        return shown[1:2] if len(shown) >= 2 and kinds.count(kinds[0]) == 2 else []
    listed = _records(before)
    for kind in dict.fromkeys(k for k, _, _ in listed):
        picked = {i for k, i, _ in shown if k == kind}
        others = [r for r in listed if r[0] == kind and r[1] not in picked]
        if picked and others:
            return others
    return _other_job(session, shown, before) or _other_quote(session, shown, before)


def _other_quote(session: Session, shown: list[Shown], before: Exchange | None) -> list[Shown]:
    """After one of a job's (or a party's) quotes picked by its state and shown alone ("whats the draft quote on
    station parade", "whats it worth ex vat", then "and the other one"): the job's other quote, when it has exactly
    one more."""
    quotes = [r for r in shown if r[0] == "quote"]
    asked = understanding_of(before).entities if before is not None else None
    if len(quotes) != 1 or asked is None:
        return []
    theirs = _quotes_of(asked)
    if theirs is None:
        return []
    rows = session.execute(select(Quote.id, Quote.number).where(theirs, Quote.id != quotes[0][1]).limit(2)).all()
    return [("quote", row.id, f"Quote {row.number}") for row in rows] if len(rows) == 1 else []


def _other_job(session: Session, shown: list[Shown], before: Exchange | None) -> list[Shown]:
    """After a party's jobs (named in words, not cards) and then one of them ("what jobs with awc", "what stage is
    kirkstall at", then "and the other one?"): the party's other job, when it has exactly one more."""
    jobs = [r for r in shown if r[0] == "project"]
    party = understanding_of(before).entities if before is not None else None
    owners = {n.id for n in (*party.customers, *party.companies)} if party is not None else set()
    if len(jobs) != 1 or not owners:
        return []
    rows = session.execute(
        select(Project.id, Project.name).where(Project.customer_id.in_(owners), Project.id != jobs[0][1]).limit(2)
    ).all()
    return [("project", row.id, row.name) for row in rows] if len(rows) == 1 else []


def _the_other(
    session: Session, understanding: Understanding, last: Exchange, before: Exchange | None
) -> Understanding:
    others = _left(session, understanding, last, before)
    if len(others) != 1:
        return understanding
    kind, record_id, title = others[0]
    number = NUMBERED.search(title)
    understanding.entities = Entities()
    if kind == "quote" and number:
        understanding.entities.quotes = [Named(record_id, number.group())]
        understanding.filters.numbers = []
    elif kind in BY_NUMBER and number:
        understanding.filters = Filters(numbers=[number.group()], orders=understanding.filters.orders)
    elif kind == "task":  # by its title's words, whatever its priority, state or day
        understanding.filters = Filters(titled=re.findall(r"[a-z0-9]{3,}", title.lower()))
    elif kind in SLOTS:
        setattr(understanding.entities, SLOTS[kind], [Named(record_id, title)])
        understanding.filters.numbers = []
    return understanding


# A follow-up's "her", "him" or "them" after a question about an organisation's contacts means the people the answer
# named (at most this many), not the organisation.
PEOPLE_SHOWN = 3
# A follow-up after a call-offs answer ("which plot is that for") is about the loads it gave, when it gave so few.
LOADS_SHOWN = 3


def _shown(exchange: Exchange, kind: str) -> list[Named]:
    """The records of a kind the exchange's answer showed as cards (none when it was not sure of them)."""
    answer = exchange.answer or {}
    if answer.get("confidence_label") == "low":
        return []
    return [
        Named(int(card["record_id"]), str(card.get("title", "")))
        for card in answer.get("cards") or []
        if isinstance(card, dict) and card.get("kind") == kind and isinstance(card.get("record_id"), int)
    ]


def _with_people_shown(understanding: Understanding, exchange: Exchange) -> Understanding:
    """The understanding of a question about an organisation's contacts, with the contacts its answer named ("contact
    at wharfe", then "whats her email": Claire Booth's); of who supplies a product, with its supplier ("supplier for
    tegula", then "whos our contact there": Marshalls'); of the cheapest of a kind, with the product it found."""
    e = understanding.entities
    if understanding.intent == Intent.contact_details and not e.contacts:
        e.contacts = _shown(exchange, "contact")[:PEOPLE_SHOWN]
    elif understanding.intent == Intent.record_fact and understanding.attribute == Attribute.architects:
        # "whos the architect on X", then "and their number?": the architect's
        e.others = e.others or _shown(exchange, "other")[:1]
    elif understanding.intent == Intent.product_supplier and not e.suppliers:
        e.suppliers = _shown(exchange, "supplier")[:1]
    elif understanding.intent == Intent.last_quoted and not e.quotes:  # "is it still open?": the quote it was on
        e.quotes = [Named(n.id, _number(n.name)) for n in _shown(exchange, "quote")[:1]]
    elif understanding.intent == Intent.cheapest_in_category and (cheapest := _shown(exchange, "product")[:1]):
        e.products = cheapest  # "cheapest roof tile", then "who makes it": the cheapest one the answer gave
    elif understanding.intent == Intent.call_offs and not understanding.filters.numbers:
        # "whats going out tmrw am", then "which plot is that for" or "whos hauling it": the loads the answer gave
        loads = [_call_off(n.name) for n in _shown(exchange, "call_off") if n.id]
        if 0 < len(loads) <= LOADS_SHOWN and all(loads):
            understanding.filters.numbers = loads
    return understanding


def _call_off(title: str) -> str:
    """A call-off card's number ("Call-off CO-000002": CO-000002); "" for any other card."""
    found = re.search(r"\bCO-\d+\b", title)
    return found.group() if found else ""


def _number(title: str) -> str:
    """A quote card's number ("Quote Q-260003 for Acme": Q-260003)."""
    found = re.search(r"\bQ-\d+\b", title)
    return found.group() if found else title


def add_exchange(session: Session, conversation: Conversation, question: str, understanding: Understanding) -> Exchange:
    """The exchange row (its id and time are part of the answer, stored on it once composed by `keep`)."""
    now = utcnow()
    exchange = Exchange(
        conversation_id=conversation.id,
        question=question,
        intent=understanding.intent.value,
        entities=reading_to_json(understanding),
        answer={},
        confidence=0.0,
        created_at=now,
    )
    session.add(exchange)
    conversation.updated_at = now
    session.flush()
    return exchange


def keep(exchange: Exchange, answer: AnswerOut) -> None:
    exchange.answer = answer.model_dump(mode="json")
    exchange.confidence = answer.confidence


def list_for(session: Session, user: User, params: PageParams) -> Page[Any]:
    """The user's conversations (newest activity first by default) with their question counts."""
    query = (
        select(Conversation, QUESTIONS.label("questions"))
        .outerjoin(Exchange, Exchange.conversation_id == Conversation.id)
        .where(Conversation.user_id == user.id)
        .group_by(Conversation.id)
    )
    if params.q:
        query = query.where(Conversation.title.ilike(f"%{_escape(params.q)}%", escape="\\"))
    return paginate(
        session, query, params, SORTS, default_sort="-updated_at", tiebreak=Conversation.id.desc(), rows=True
    )


def _escape(text: str) -> str:
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


def conversation_out(row: Any) -> ConversationOut:
    conversation, questions = row
    return ConversationOut(
        conversation_id=conversation.id,
        title=conversation.title,
        questions=questions,
        created_at=conversation.created_at,
        updated_at=conversation.updated_at,
    )


def detail(session: Session, conversation_id: int, user: User) -> ConversationDetailOut:
    """One of the user's conversations with its answers, oldest first."""
    conversation = own(session, conversation_id, user)
    exchanges = session.scalars(
        select(Exchange).where(Exchange.conversation_id == conversation.id).order_by(Exchange.created_at, Exchange.id)
    ).all()
    return ConversationDetailOut(
        conversation_id=conversation.id,
        title=conversation.title,
        questions=len(exchanges),
        created_at=conversation.created_at,
        updated_at=conversation.updated_at,
        exchanges=[AnswerOut.model_validate(e.answer) for e in exchanges if e.answer],
    )
