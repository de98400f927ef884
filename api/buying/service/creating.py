"""New supplier quotes: a request for quotation (the same lines to several suppliers, one draft quote each, grouped
as one request), the same started from catalogue products, a quote received by phone or mail keyed in by staff,
and the suppliers to suggest for a set of products."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from datetime import date, timedelta
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.buying.models import (
    NUMBER_SEQUENCE,
    REQUEST_NUMBER_SEQUENCE,
    SUBJECT,
    SupplierQuote,
    SupplierQuoteCustomerQuote,
    SupplierQuoteStatus,
    SupplierQuoteVersion,
    SupplierRequest,
    VersionStatus,
)
from api.buying.schemas.lines import AskedLineIn, ChargesIn
from api.buying.schemas.requests import ConvertProductsIn, ReceivedQuoteIn, SupplierRequestIn
from api.buying.service import content as content_service
from api.buying.service import header as header_service
from api.buying.service import listing, quotes
from api.catalogue.models import Equivalent, Product
from api.core.errors import Conflict, FieldErrors
from api.crm import Contact, Kind, Organisation
from api.db import utcnow
from api.records.service import activity
from api.users.models import User

ASKABLE = (Kind.supplier.value, Kind.other.value)
DEFAULT_VALIDITY_DAYS = 30
# A supplier with a quote for the customer quote in one of these statuses (as read: a request past its reply-by
# date unanswered is expired) is asked already; one that declined, expired or was withdrawn may be asked again.
STILL_ASKED = (
    SupplierQuoteStatus.draft.value,
    SupplierQuoteStatus.requested.value,
    SupplierQuoteStatus.answered.value,
    SupplierQuoteStatus.ordered.value,
)


def new_quote(
    session: Session,
    *,
    values: dict[str, Any],
    contact_ids: list[int],
    customer_quote_ids: list[int],
    body: content_service.Content,
    actor: User,
    request: SupplierRequest | None = None,
    version_values: dict[str, Any] | None = None,
    party: Organisation | None = None,
) -> tuple[SupplierQuote, SupplierQuoteVersion]:
    """A draft supplier quote (version 1) with its header, contacts, customer-quote links and content. `party`: the
    supplier when the caller has it already."""
    number = session.execute(NUMBER_SEQUENCE.next_value()).scalar_one()
    quote = SupplierQuote(
        **values,
        number=f"SQ-{number:06d}",
        request_id=request.id if request else None,
        created_by_id=actor.id,
    )
    quote.search_text = quotes.search_text(session, quote, party)
    session.add(quote)
    session.flush()
    # A new quote has no contacts, links or lines yet: they are added, with nothing to replace.
    header_service.add_contacts(session, quote, contact_ids)
    header_service.add_customer_quotes(session, quote, customer_quote_ids, actor)
    version = SupplierQuoteVersion(
        supplier_quote_id=quote.id, version=1, created_by_id=actor.id, updated_by_id=actor.id, **(version_values or {})
    )
    session.add(version)
    content_service.write(session, version, body, new=True)
    return quote, version


def check_reply_by(data: SupplierRequestIn | ConvertProductsIn) -> None:
    """A new request asked of suppliers by staff must leave them a day to answer: a reply-by date already past would
    send a link that opens closed (422 on `response_deadline`). Quotes made by the system (the demo, the tests) may
    carry any date, so the routes check this before `create_request` and `convert_products`."""
    if header_service.reply_by_passed(data.response_deadline):
        raise FieldErrors({"response_deadline": header_service.REPLY_BY_PASSED})


def _check_parties(session: Session, ids: list[int], errors: dict[str, str]) -> dict[int, Organisation]:
    found = {o.id: o for o in session.scalars(select(Organisation).where(Organisation.id.in_(ids)))} if ids else {}
    seen: set[int] = set()
    for i, party_id in enumerate(ids):
        party = found.get(party_id)
        if party_id in seen:
            errors[f"supplier_ids.{i}"] = "This supplier is asked twice."
        elif party is None:
            errors[f"supplier_ids.{i}"] = "This supplier does not exist."
        elif party.kind not in ASKABLE:
            errors[f"supplier_ids.{i}"] = "This organisation is not a supplier or an other (haulier, crane hire)."
        elif party.archived:
            errors[f"supplier_ids.{i}"] = f"{party.name} is archived: restore it before asking it for prices."
        seen.add(party_id)
    return found


def refuse_asked_again(
    session: Session,
    customer_quote_id: int | None,
    party_ids: list[int],
    found: dict[int, Organisation],
    request: SupplierRequest | None = None,
) -> None:
    """409 naming each supplier already asked for this customer quote, or in this `request` (its quote still open,
    answered or ordered), by its place in `supplier_ids`: asking again would send a second request the supplier
    has already had."""
    query = select(SupplierQuote.supplier_id, func.min(SupplierQuote.number)).where(
        SupplierQuote.supplier_id.in_(party_ids), listing.status_expression().in_(STILL_ASKED)
    )
    if request is not None:
        query = query.where(SupplierQuote.request_id == request.id)
    if customer_quote_id is not None:
        query = query.join(
            SupplierQuoteCustomerQuote, SupplierQuoteCustomerQuote.supplier_quote_id == SupplierQuote.id
        ).where(SupplierQuoteCustomerQuote.quote_id == customer_quote_id)
    elif request is None:
        return
    asked = dict(session.execute(query.group_by(SupplierQuote.supplier_id)).all())
    if not asked:
        return
    what = "this customer quote" if customer_quote_id is not None or request is None else request.number
    messages = {
        f"supplier_ids.{i}": f"{found[party_id].name} was already asked for {what} ({asked[party_id]}): "
        "open that quote, or withdraw it to ask again."
        for i, party_id in enumerate(party_ids)
        if party_id in asked
    }
    errors = [{"field": field, "message": message} for field, message in messages.items()]
    raise Conflict(" ".join(dict.fromkeys(messages.values())), errors)


def _default_contacts(session: Session, party_ids: list[int]) -> dict[int, list[int]]:
    """Each party's contacts that have an email and are not archived (the people a request is mailed to)."""
    rows = session.execute(
        select(Contact.organisation_id, Contact.id)
        .where(Contact.organisation_id.in_(party_ids), Contact.email != "", Contact.archived.is_(False))
        .order_by(Contact.organisation_id, Contact.last_name, Contact.id)
    ).all()
    out: dict[int, list[int]] = defaultdict(list)
    for party_id, contact_id in rows:
        if len(out[party_id]) < 20:
            out[party_id].append(contact_id)
    return out


def _existing_request(
    session: Session, request_id: int | None, customer_quote_id: int | None, errors: dict[str, str]
) -> SupplierRequest | None:
    """The request more suppliers are added to (`request_id`), checked: it exists and prices the same customer
    quote, if one is named."""
    if request_id is None:
        return None
    request = session.get(SupplierRequest, request_id)
    if request is None:
        errors["request_id"] = "This request does not exist."
    elif customer_quote_id is not None and customer_quote_id != request.customer_quote_id:
        errors["request_id"] = f"{request.number} does not price this customer quote."
    return request


@dataclass
class Created:
    request: SupplierRequest
    quotes: list[SupplierQuote]


def _request(
    session: Session,
    data: Any,
    groups: list[tuple[int, list[dict[str, Any]]]],
    contact_ids: list[int],
    actor: User,
    errors: dict[str, str],
    found: dict[int, Organisation],
) -> Created:
    """One request and a draft quote for each (party, lines) of `groups` (`found`: the parties, checked)."""
    shared = header_service.site_values(session, data, errors)
    existing = _existing_request(session, getattr(data, "request_id", None), data.customer_quote_id, errors)
    customer_quote_id = existing.customer_quote_id if existing else data.customer_quote_id
    parties = [party for party, _ in groups]
    owners = header_service.check_contacts(session, contact_ids, set(parties), errors)
    if errors:
        raise FieldErrors(errors)
    refuse_asked_again(session, customer_quote_id, parties, found, existing)
    if existing is not None:
        request = existing
    else:
        number = session.execute(REQUEST_NUMBER_SEQUENCE.next_value()).scalar_one()
        request = SupplierRequest(
            number=f"RFQ-{number:06d}", customer_quote_id=customer_quote_id, created_by_id=actor.id, **shared
        )
        session.add(request)
        session.flush()
    defaults = _default_contacts(session, parties)
    # Every quote of the request is made together: their numbers, quotes, contacts, links, versions, lines and
    # activity each in one statement, whatever the number of suppliers.
    numbers = sorted(
        session.scalars(select(NUMBER_SEQUENCE.next_value()).select_from(func.generate_series(1, len(groups))))
    )
    made = []
    for (party_id, _), number in zip(groups, numbers, strict=True):
        quote = SupplierQuote(
            **shared,
            supplier_id=party_id,
            number=f"SQ-{number:06d}",
            request_id=request.id,
            created_by_id=actor.id,
        )
        quote.search_text = quotes.search_text(session, quote, found.get(party_id))
        made.append(quote)
    session.add_all(made)
    session.flush()
    charges = content_service.charges_values(ChargesIn())
    contents = []
    for quote, (party_id, rows) in zip(made, groups, strict=True):
        chosen = [c for c in dict.fromkeys(contact_ids) if owners.get(c) == party_id] or defaults.get(party_id, [])
        header_service.add_contacts(session, quote, chosen)
        header_service.add_customer_quotes(session, quote, [customer_quote_id] if customer_quote_id else [], actor)
        version = SupplierQuoteVersion(
            supplier_quote_id=quote.id, version=1, created_by_id=actor.id, updated_by_id=actor.id
        )
        session.add(version)
        contents.append((version, content_service.Content([dict(row) for row in rows], dict(charges))))
        activity.record(
            session, SUBJECT, quote.id, actor, "create", f"Supplier quote {quote.number} drafted ({request.number})"
        )
    content_service.write_new(session, contents)
    return Created(request, made)


def _link_customer_lines(
    session: Session, data: SupplierRequestIn, rows: list[dict[str, Any]], errors: dict[str, str]
) -> None:
    """Each asked line that names its customer-quote line remembers it (as a request made from the quote does)."""
    named = [
        (i, line.customer_line_position) for i, line in enumerate(data.lines) if line.customer_line_position is not None
    ]
    if not named:
        return
    if data.customer_quote_id is None:
        for i, _ in named:
            errors[f"lines.{i}.customer_line_position"] = "Choose the customer quote this line comes from."
        return
    positions = content_service.customer_line_positions(session, data.customer_quote_id)
    for i, position in named:
        if position in positions:
            rows[i]["customer_line_position"] = position
        else:
            errors[f"lines.{i}.customer_line_position"] = "This line is not on the customer quote."


def create_request(session: Session, data: SupplierRequestIn, actor: User) -> Created:
    """The same lines to each supplier: one draft supplier quote each, grouped as one request. With no `lines`
    and a `customer_quote_id`, the customer quote's current lines are asked (each remembering its line)."""
    errors: dict[str, str] = {}
    parties = _check_parties(session, data.supplier_ids, errors)
    if data.lines:
        rows = content_service.from_request(session, data.lines, errors)
        if data.customer_quote_id is not None:
            header_service.check_customer_quotes(session, [data.customer_quote_id], errors, "customer_quote_id")
            for row in rows:
                row["customer_quote_id"] = data.customer_quote_id
        _link_customer_lines(session, data, rows, errors)
    elif data.customer_quote_id is not None:
        rows = content_service.from_customer_quote(session, data.customer_quote_id, errors, "customer_quote_id")
    else:
        rows = []
        errors["lines"] = "Add at least one line, or choose the customer quote to ask prices for."
    return _request(session, data, [(s, rows) for s in data.supplier_ids], data.contact_ids, actor, errors, parties)


def convert_products(session: Session, data: ConvertProductsIn, actor: User) -> Created:
    """Draft supplier quotes for products chosen in the catalogue: to the suppliers named (every line to each), or
    else each product's own supplier for its products."""
    errors: dict[str, str] = {}
    asked = [AskedLineIn(product_id=p.product_id, quantity=p.quantity) for p in data.products]
    rows = content_service.from_request(session, asked, errors, at="products")
    if data.customer_quote_id is not None:
        header_service.check_customer_quotes(session, [data.customer_quote_id], errors, "customer_quote_id")
    groups: list[tuple[int, list[dict[str, Any]]]]
    if data.supplier_ids:
        parties = _check_parties(session, data.supplier_ids, errors)
        groups = [(s, rows) for s in data.supplier_ids]
    else:
        ids = [p.product_id for p in data.products]
        owner = dict(session.execute(select(Product.id, Product.supplier_id).where(Product.id.in_(ids))).all())
        by_supplier: dict[int, list[dict[str, Any]]] = {}
        for row in rows:
            if row["product_id"] in owner:
                by_supplier.setdefault(owner[row["product_id"]], []).append(row)
        groups = list(by_supplier.items())
        parties = _check_parties(session, [s for s, _ in groups], errors)
    return _request(session, data, groups, [], actor, errors, parties)


def add_received(session: Session, data: ReceivedQuoteIn, kind: str, actor: User) -> SupplierQuote:
    """A quote received by phone or mail, keyed in by staff: stored as answered (version 1, submitted now by
    `received_from` or the staff member); every line priced or marked can't quote. `kind` is supplier or other."""
    fields = data.quote
    errors: dict[str, str] = {}
    header = header_service.check(session, fields, kind, errors=errors)
    rows = content_service.from_request(session, fields.lines, errors, answered=True)
    if not fields.lines:
        errors["lines"] = "Add at least one line with its price."
    if fields.valid_until is not None and fields.valid_until < date.today():
        errors["valid_until"] = "A quote keyed in must be valid today or later: check the date."
    if errors:
        raise FieldErrors(errors)
    now = utcnow()
    valid_until = fields.valid_until or date.today() + timedelta(days=DEFAULT_VALIDITY_DAYS)
    quote, version = new_quote(
        session,
        values={**header.values, "status": SupplierQuoteStatus.answered.value},
        contact_ids=header.contact_ids,
        customer_quote_ids=header.customer_quote_ids,
        body=content_service.Content(rows, content_service.charges_values(fields.charges)),
        actor=actor,
        version_values={
            "status": VersionStatus.answered.value,
            "valid_until": valid_until,
            "supplier_notes": fields.supplier_notes,
            "submitted_at": now,
            "submitted_by": data.received_from or actor.full_name,
        },
    )
    quote.sent_version = 1
    quote.answered_at = now
    quote.valid_until = valid_until
    activity.record(
        session,
        SUBJECT,
        quote.id,
        actor,
        "create",
        f"Supplier quote {quote.number} keyed in (received from {version.submitted_by})",
    )
    return quote


@dataclass
class Suggestion:
    supplier: Organisation
    product_ids: list[int]
    equivalent_product_ids: list[int]

    @property
    def covers(self) -> int:
        return len(set(self.product_ids) | set(self.equivalent_product_ids))


def suggest(session: Session, product_ids: list[int]) -> list[Suggestion]:
    """Suppliers to ask for these products: those who supply a product itself, or one of its equivalents (kept in
    both directions), most products covered first, then by name. Archived suppliers are left out."""
    ids = list(dict.fromkeys(product_ids))
    if not ids:
        return []
    own = session.execute(select(Product.id, Product.supplier_id).where(Product.id.in_(ids))).all()
    equivalents = session.execute(
        select(Equivalent.product_id, Product.supplier_id)
        .join(Product, Product.id == Equivalent.equivalent_id)
        .where(Equivalent.product_id.in_(ids))
    ).all()
    direct: dict[int, set[int]] = defaultdict(set)
    via: dict[int, set[int]] = defaultdict(set)
    for product_id, supplier_id in own:
        direct[supplier_id].add(product_id)
    for product_id, supplier_id in equivalents:
        via[supplier_id].add(product_id)
    supplier_ids = set(direct) | set(via)
    if not supplier_ids:
        return []
    suppliers = session.scalars(
        select(Organisation).where(Organisation.id.in_(supplier_ids), Organisation.archived.is_(False))
    )
    out = [Suggestion(s, sorted(direct[s.id]), sorted(via[s.id] - direct[s.id])) for s in suppliers]
    out.sort(key=lambda s: (-s.covers, -len(s.product_ids), s.supplier.name.lower(), s.supplier.id))
    return out
