"""Buying questions: what suppliers quoted us (supplier quotes by supplier, project, customer quote or product) and
where our purchase orders stand (sent, acknowledged, a date proposed, declined), read from the database at answer
time; every figure of the text is written the same way on a card."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from datetime import date

from sqlalchemy import ColumnElement, func, or_, select
from sqlalchemy.orm import Session

from api.buying.models import (
    PurchaseOrder,
    PurchaseOrderLine,
    SupplierQuote,
    SupplierQuoteCustomerQuote,
    SupplierQuoteLine,
    SupplierQuoteVersion,
    SupplierRequest,
)
from api.crm import Organisation
from api.orders.models import Order
from api.projects.models import Project
from api.quotes.models import Quote
from assistant.lookups import cards as c
from assistant.lookups import customer_po, orders, requests
from assistant.lookups import format as fmt
from assistant.lookups.types import LookupResult, not_found
from assistant.schemas import CardOut
from assistant.understanding.types import Understanding

MOST = 6
SUPPLIER_QUOTE_LINK = "/supplier-quotes/editor/{id}"
PURCHASE_ORDER_LINK = "/supplier-quotes/orders/{id}"


def _wanted(u: Understanding) -> tuple[list[int], list[int], list[int], list[int]]:
    e = u.entities
    parties = [n.id for n in (*e.suppliers, *e.others)]
    return parties, [n.id for n in e.projects], [n.id for n in e.quotes], [n.id for n in e.products]


def _about(u: Understanding) -> str:
    e = u.entities
    names = [n.name for n in (*e.suppliers, *e.others)]
    where = [n.name for n in (*e.projects, *e.quotes, *e.products)]
    return " ".join(
        part
        for part in (f"from {fmt.listing(names)}" if names else "", f"for {fmt.listing(where)}" if where else "")
        if part
    )


def _conditions(u: Understanding) -> list[ColumnElement[bool]]:
    """The supplier quotes the question is about: from its suppliers, for its projects, linked to its customer
    quotes, pricing its products (or offering them as the alternative)."""
    parties, projects, quotes, products = _wanted(u)
    out: list[ColumnElement[bool]] = []
    if named := [n for n in u.filters.numbers if n.startswith("SQ-")]:
        return [SupplierQuote.number.in_(named)]  # named by its number: that one, whatever else the words matched
    if requests := [n for n in u.filters.numbers if n.startswith("RFQ-")]:
        out.append(SupplierQuote.request_id.in_(select(SupplierRequest.id).where(SupplierRequest.number.in_(requests))))
    if u.filters.waiting:  # "which suppliers haven't replied": asked for prices, no answer yet
        out.append(SupplierQuote.status == "requested")
    elif u.filters.answered:  # "which sqs have come back": those answered (or keyed in as received)
        out.append(SupplierQuote.status != "requested")
    if parties:
        out.append(SupplierQuote.supplier_id.in_(parties))
    if projects:
        out.append(SupplierQuote.project_id.in_(projects))
    if quotes:
        linked = select(SupplierQuoteCustomerQuote.supplier_quote_id).where(
            SupplierQuoteCustomerQuote.quote_id.in_(quotes)
        )
        out.append(SupplierQuote.id.in_(linked))
    if products:
        priced = (
            select(SupplierQuoteVersion.supplier_quote_id)
            .join(SupplierQuoteLine, SupplierQuoteLine.version_id == SupplierQuoteVersion.id)
            .where(
                or_(SupplierQuoteLine.product_id.in_(products), SupplierQuoteLine.alternative_product_id.in_(products))
            )
        )
        out.append(SupplierQuote.id.in_(priced))
    return out


def _shown_lines(
    session: Session, ids: Sequence[int]
) -> dict[int, tuple[SupplierQuoteVersion, list[SupplierQuoteLine]]]:
    """Per supplier quote, its newest answered version (else its newest) and that version's lines."""
    shown: dict[int, SupplierQuoteVersion] = {}
    for version in session.scalars(
        select(SupplierQuoteVersion)
        .where(SupplierQuoteVersion.supplier_quote_id.in_(ids))
        .order_by(SupplierQuoteVersion.supplier_quote_id, SupplierQuoteVersion.version)
    ):
        current = shown.get(version.supplier_quote_id)
        if current is None or version.status == "answered" or current.status != "answered":
            shown[version.supplier_quote_id] = version
    lines: dict[int, list[SupplierQuoteLine]] = defaultdict(list)
    by_version = {v.id: quote_id for quote_id, v in shown.items()}
    if by_version:
        for line in session.scalars(
            select(SupplierQuoteLine)
            .where(SupplierQuoteLine.version_id.in_(by_version))
            .order_by(SupplierQuoteLine.version_id, SupplierQuoteLine.position)
        ):
            lines[by_version[line.version_id]].append(line)
    return {quote_id: (version, lines[quote_id]) for quote_id, version in shown.items()}


def _line(line: SupplierQuoteLine) -> tuple[str, str]:
    """(what, its answer) as the text and the card write it."""
    what = f"{fmt.quantity(line.quantity, line.unit)} {line.description}"
    if line.cannot_quote:
        return what, "cannot quote" + (f" ({line.cannot_quote_reason})" if line.cannot_quote_reason else "")
    if line.price is None:
        return what, "not priced"
    answer = f"at {fmt.unit_price(line.price, line.unit)}"
    if line.lead_time:
        unit = "week" if line.lead_time_unit == "weeks" else "working day"
        answer += f", lead time {fmt.count(line.lead_time, unit)}"
    if line.alternative_description and line.alternative_price is not None:
        answer += f"; alternative {line.alternative_description} at {fmt.money(line.alternative_price)}"
    return what, answer


def _standing(quote: SupplierQuote, version: SupplierQuoteVersion | None, today: date, orders: list[str]) -> str:
    """Where the supplier quote stands: declined, withdrawn, waiting, answered (valid or expired), or ordered on its
    purchase orders (`orders`: their numbers)."""
    if quote.status == "declined":
        return "declined" + (f" ({quote.decline_reason})" if quote.decline_reason else "")
    if quote.status == "withdrawn":
        return "withdrawn"
    if version is None or version.status != "answered":
        due = f" (answers due by {fmt.day(quote.response_deadline)})" if quote.response_deadline else ""
        sent = f"sent {fmt.day(quote.sent_at)}, " if quote.sent_at else ""
        return f"{sent}not answered yet{due}"
    answered = f"answered {fmt.day(quote.answered_at)}" if quote.answered_at else "answered"
    if quote.status == "ordered":
        return f"{answered}, ordered" + (f" on {fmt.listing(orders)}" if orders else "")
    if quote.valid_until and quote.valid_until < today:
        return f"{answered}, expired on {fmt.day(quote.valid_until)}"
    if quote.valid_until:
        return f"{answered}, valid until {fmt.day(quote.valid_until)}"
    return answered


def supplier_quotes(session: Session, u: Understanding, today: date) -> LookupResult:
    query = (
        select(SupplierQuote, Organisation.name, Project.name)
        .join(Organisation, Organisation.id == SupplierQuote.supplier_id)
        .outerjoin(Project, Project.id == SupplierQuote.project_id)
        .where(SupplierQuote.status != "draft", *_conditions(u))
    )
    rows = session.execute(
        query.order_by(
            func.coalesce(SupplierQuote.answered_at, SupplierQuote.sent_at, SupplierQuote.created_at).desc(),
            SupplierQuote.id.desc(),
        ).limit(MOST + 1)
    ).all()
    about = _about(u)
    if not rows:
        still = " still waiting on an answer" if u.filters.waiting else ""
        return not_found(f"I found no supplier quotes{still} {about}.".replace("  ", " ").replace(" .", "."), [])
    shown = _shown_lines(session, [quote.id for quote, _, _ in rows[:MOST]])
    numbers = _customer_quote_numbers(session, [quote.id for quote, _, _ in rows[:MOST]])
    orders = _order_numbers(session, [quote.id for quote, _, _ in rows[:MOST] if quote.status == "ordered"])
    sentences: list[str] = []
    cards: list[CardOut] = []
    for quote, supplier, project in rows[:MOST]:
        version, lines = shown.get(quote.id, (None, []))
        standing = _standing(quote, version, today, orders.get(quote.id, []))
        pairs = [_line(line) for line in lines]
        head = f"{quote.number} from {supplier}" + (f" for {project}" if project else "") + f": {standing}"
        body = "; ".join(f"{what} {answer}" for what, answer in pairs)
        charges = ""
        total = ""
        if version is not None and version.status == "answered":
            if version.haulage_basis == "per_load" and version.haulage_amount:
                charges = f"haulage {fmt.money(version.haulage_amount)} per load for {fmt.count(version.loads, 'load')}"
            elif version.haulage_basis == "per_delivery" and version.haulage_amount:
                deliveries = fmt.count(version.loads, "delivery", "deliveries")
                charges = f"haulage {fmt.money(version.haulage_amount)} per delivery for {deliveries}"
            total = fmt.money(version.total)
        sentence = head + (f" — {body}" if body else "") + (f"; {charges}" if charges else "")
        sentence += f"; total {total}" if total else ""
        notes = version.supplier_notes.strip().rstrip(".") if version is not None else ""
        sentence += f" (their notes: “{notes}”)." if notes else "."
        sentences.append(sentence)
        cards.append(
            c.summary_card(
                "supplier_quote",
                quote.id,
                f"Supplier quote {quote.number}",
                SUPPLIER_QUOTE_LINK.format(id=quote.id),
                ("Number", quote.number),
                ("Supplier", supplier),
                ("Project", project),
                ("Customer quotes", ", ".join(numbers.get(quote.id, [])) or None),
                ("Status", standing),
                *[(f"Line {n}", f"{what} {answer}") for n, (what, answer) in enumerate(pairs, start=1)],
                ("Charges", charges or None),
                ("Total", total or None),
                ("Supplier notes", version.supplier_notes if version is not None else None),
                ("Answered by", version.submitted_by if version is not None and version.submitted_at else None),
                ("Needed on site", fmt.day(quote.required_on_site) if quote.required_on_site else None),
            )
        )
    intro = f"Supplier quotes {about}".strip()
    more = " There are more; the supplier quotes list has them all." if len(rows) > MOST else ""
    text = (sentences[0] if len(sentences) == 1 else f"{intro}: " + " ".join(sentences)) + more
    if u.filters.measure == "count":  # "how many supplier quotes have we got": their number first
        counted = session.scalar(
            select(func.count()).select_from(SupplierQuote).where(SupplierQuote.status != "draft", *_conditions(u))
        )
        still = " still waiting on an answer" if u.filters.waiting else ""
        text = f"{fmt.count(counted or 0, 'supplier quote')}{still}: {text}"
        heading = c.summary_card("supplier_quote", 0, "Supplier quotes", "/supplier-quotes", ("Count", str(counted)))
        cards.insert(0, heading)
    asked = sorted({quote.request_id for quote, _, _ in rows[:MOST] if quote.request_id}) if u.filters.requests else []
    if asked:  # "whos the customer on rfq1": the request's own facts first
        said, request_cards = requests.described(session, asked, u.filters.waiting, u.filters.answered)
        text, cards = " ".join(said) + " " + text, [*request_cards, *cards]
    return LookupResult(text, cards, True, u.confidence)


PO_STATES = {
    "draft": "not sent yet",
    "sent": "not been acknowledged yet",
    "acknowledged": "been acknowledged",
    "changes_proposed": "come back with changes",
    "declined": "been declined",
    "part_delivered": "been part delivered",
    "delivered": "been delivered",
    "closed": "been closed",
    "cancelled": "been cancelled",
}


def _order_sentence(order: PurchaseOrder, supplier: str, project: str | None, quote_numbers: list[str]) -> str:
    where = f" for {project}" if project else ""
    if quote_numbers:
        where += f" ({fmt.listing(quote_numbers)})"
    text = f"{order.number} to {supplier}{where} has {PO_STATES.get(order.status, order.status)}"
    if order.status == "acknowledged" and order.acknowledged_at:
        text += f": acknowledged on {fmt.day(order.acknowledged_at)}"
    elif order.status == "sent" and order.sent_at:
        text += f": sent on {fmt.day(order.sent_at)}"
    elif order.status == "changes_proposed" and order.proposed_date:
        text += f": they propose {fmt.day(order.proposed_date)}"
    elif order.status == "declined" and order.decline_reason:
        text += f": {order.decline_reason}"
    return text + f"; total {fmt.money(order.total)}."


def purchase_orders(session: Session, u: Understanding, today: date) -> LookupResult:
    if u.filters.orders:  # our customer orders themselves ("calder valleys orders", "whats on SO-000001")
        return orders.customer_orders(session, u, today)
    parties, projects, quotes, products = _wanted(u)
    query = (
        select(PurchaseOrder, Organisation.name, Project.name)
        .join(Organisation, Organisation.id == PurchaseOrder.supplier_id)
        .outerjoin(Project, Project.id == PurchaseOrder.project_id)
    )
    if named := [n for n in u.filters.numbers if n.startswith("PO-")]:
        query = query.where(PurchaseOrder.number.in_(named))
    if sales := [n for n in u.filters.numbers if n.startswith("SO-")]:  # ours for the customer's order
        query = query.where(PurchaseOrder.order_id.in_(select(Order.id).where(Order.number.in_(sales))))
    if parties:
        query = query.where(PurchaseOrder.supplier_id.in_(parties))
    if projects:
        query = query.where(PurchaseOrder.project_id.in_(projects))
    if quotes:
        linked = select(SupplierQuoteCustomerQuote.supplier_quote_id).where(
            SupplierQuoteCustomerQuote.quote_id.in_(quotes)
        )
        ordered = select(Order.id).where(Order.quote_id.in_(quotes))
        query = query.where(or_(PurchaseOrder.supplier_quote_id.in_(linked), PurchaseOrder.order_id.in_(ordered)))
    if customers := [n.id for n in (*u.entities.customers, *u.entities.companies)]:
        # A customer's job: the purchase orders for its orders and projects (none: the customer's own PO, below).
        theirs = select(Order.id).where(Order.customer_id.in_(customers))
        jobs = select(Project.id).where(Project.customer_id.in_(customers))
        query = query.where(or_(PurchaseOrder.order_id.in_(theirs), PurchaseOrder.project_id.in_(jobs)))
    if products:
        query = query.where(
            PurchaseOrder.id.in_(
                select(PurchaseOrderLine.purchase_order_id).where(PurchaseOrderLine.product_id.in_(products))
            )
        )
    rows = session.execute(
        query.order_by(PurchaseOrder.created_at.desc(), PurchaseOrder.id.desc()).limit(MOST + 1)
    ).all()
    about = _about(u)
    if not rows:
        return customer_po.instead(session, u, about, today)
    numbers = _customer_quote_numbers(session, [o.supplier_quote_id for o, _, _ in rows if o.supplier_quote_id])
    sentences, cards = [], []
    for order, supplier, project in rows[:MOST]:
        own = numbers.get(order.supplier_quote_id or 0, [])
        sentences.append(_order_sentence(order, supplier, project, own))
        cards.append(
            c.summary_card(
                "purchase_order",
                order.id,
                f"Purchase order {order.number}",
                PURCHASE_ORDER_LINK.format(id=order.id),
                ("Number", order.number),
                ("Supplier", supplier),
                ("Project", project),
                ("Customer quotes", ", ".join(own) or None),
                ("Status", order.status.replace("_", " ").capitalize()),
                ("Sent", fmt.day(order.sent_at) if order.sent_at else None),
                ("Acknowledged", fmt.day(order.acknowledged_at) if order.acknowledged_at else None),
                ("Proposed date", fmt.day(order.proposed_date) if order.proposed_date else None),
                ("Total", fmt.money(order.total)),
            )
        )
    intro = f"Purchase orders {about}".strip()
    more = " There are more; the purchase orders list has them all." if len(rows) > MOST else ""
    text = (sentences[0] if len(sentences) == 1 else f"{intro}: " + " ".join(sentences)) + more
    return LookupResult(text, cards, True, u.confidence)


def _order_numbers(session: Session, ids: Sequence[int]) -> dict[int, list[str]]:
    """The numbers of the purchase orders raised from these supplier quotes (cancelled ones aside), by quote."""
    out: dict[int, list[str]] = defaultdict(list)
    if ids:
        for supplier_quote_id, number in session.execute(
            select(PurchaseOrder.supplier_quote_id, PurchaseOrder.number)
            .where(PurchaseOrder.supplier_quote_id.in_(ids), PurchaseOrder.status != "cancelled")
            .order_by(PurchaseOrder.number)
        ):
            if supplier_quote_id is not None:
                out[supplier_quote_id].append(number)
    return out


def _customer_quote_numbers(session: Session, ids: Sequence[int]) -> dict[int, list[str]]:
    out: dict[int, list[str]] = defaultdict(list)
    if ids:
        for supplier_quote_id, number in session.execute(
            select(SupplierQuoteCustomerQuote.supplier_quote_id, Quote.number)
            .join(Quote, Quote.id == SupplierQuoteCustomerQuote.quote_id)
            .where(SupplierQuoteCustomerQuote.supplier_quote_id.in_(ids))
            .order_by(Quote.number)
        ):
            out[supplier_quote_id].append(number)
    return out
