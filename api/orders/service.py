"""Customer orders: list, read, take one directly (without a quote), convert an accepted quote, delete.

An order's lines and plot breakdown are copies: later changes to the quote or the catalogue never alter it."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from typing import Any

from sqlalchemy import Date, Integer, bindparam, func, select
from sqlalchemy.orm import Session, aliased

from api.core.errors import Conflict, FieldErrors, NotFound
from api.core.pagination import FilteredList, Page, PageParams, Sortable
from api.crm import Address, Organisation
from api.orders import mappers
from api.orders.models import NUMBER_SEQUENCE, SUBJECT, Order, OrderLine, OrderPlot, OrderPlotQuantity, OrderStatus
from api.orders.schemas import OrderIn, OrderOut
from api.projects.models import Project
from api.quotes import totals
from api.quotes.models import Quote, QuoteLine, QuoteStatus
from api.quotes.schemas import LineIn, PlotIn, QuoteFields
from api.quotes.service import content as content_service
from api.quotes.service import header as quote_header
from api.quotes.service import ordering, quotes
from api.records.service import activity, owned
from api.records.service.rules import require_manager
from api.schedules.models import CallOff, CallOffStatus
from api.settings import get_settings
from api.users.models import User

SourceQuote = aliased(Quote)
# Call-offs whose goods have left the works: their order keeps its history.
ON_THE_ROAD = tuple(
    s.value
    for s in (
        CallOffStatus.dispatched,
        CallOffStatus.delivered,
        CallOffStatus.part_delivered,
        CallOffStatus.proof_received,
    )
)
LINE_FIELDS = (
    "product_id",
    "code",
    "description",
    "quantity",
    "unit",
    "cost_price",
    "sell_price",
    "lead_time_days",
)


@dataclass(frozen=True)
class Filters:
    statuses: tuple[OrderStatus, ...] = ()
    customer_id: int | None = None
    project_id: int | None = None
    created_from: date | None = None
    created_to: date | None = None


SORTS = {
    "number": Order.id,
    "created_at": Order.created_at,
    "customer": func.lower(Organisation.name),
    "total": Order.total,
    "status": Order.status,
}


# The list's filters by name, each on a bind parameter of its name (`FilteredList`).
_CONDITIONS = {
    "statuses": Order.status.in_(bindparam("statuses", expanding=True)),
    "customer_id": Order.customer_id == bindparam("customer_id", type_=Integer),
    "project_id": Order.project_id == bindparam("project_id", type_=Integer),
    "created_from": func.date(Order.created_at) >= bindparam("created_from", type_=Date),
    "created_to": func.date(Order.created_at) <= bindparam("created_to", type_=Date),
}
_ROWS: Any = (
    select(Order, Organisation.name, Organisation.kind, Project.name, SourceQuote.number)
    .join(Organisation, Organisation.id == Order.customer_id)
    .outerjoin(Project, Project.id == Order.project_id)
    .outerjoin(SourceQuote, SourceQuote.id == Order.quote_id)
)


def order_list(query: Any, sorts: Mapping[str, Sortable], conditions: Mapping[str, Any]) -> FilteredList:
    """A list of orders (rows of `query`, which selects from Order) searched in each order's number, PO number and
    customer (its `search_text`), newest first: this one and the schedules list."""
    return FilteredList(
        query,
        sorts,
        searched=lambda word: Order.search_text.contains(word, escape="/"),
        conditions=conditions,
        default_sort="-created_at",
        tiebreak=Order.id.desc(),
        rows=True,
    )


_LIST = order_list(_ROWS, SORTS, _CONDITIONS)


def list_orders(session: Session, params: PageParams, filters: Filters) -> Page[Any]:
    """Rows of (order, customer name and kind, project name, quote number)."""
    statuses = tuple(s.value for s in filters.statuses)
    return _LIST(session, params, {**{name: getattr(filters, name) for name in _CONDITIONS}, "statuses": statuses})


def get(session: Session, order_id: int, *, for_update: bool = False) -> Order:
    order = session.get(Order, order_id, with_for_update=for_update or None)
    if order is None:
        raise NotFound("This order does not exist.")
    return order


def lines_of(session: Session, order_id: int) -> list[OrderLine]:
    return list(session.scalars(select(OrderLine).where(OrderLine.order_id == order_id).order_by(OrderLine.position)))


# Written once: a statement's cache key costs more CPU than reading an order's few plots.
_PLOTS = select(OrderPlot).where(OrderPlot.order_id == bindparam("order_id")).order_by(OrderPlot.position)
_PLOT_QUANTITIES = (
    select(OrderPlotQuantity)
    .where(OrderPlotQuantity.plot_id.in_(bindparam("plot_ids", expanding=True)))
    .join(OrderLine, OrderLine.id == OrderPlotQuantity.line_id)
    .order_by(OrderLine.position)
)


def plots_of(session: Session, order_id: int) -> list[tuple[OrderPlot, list[OrderPlotQuantity]]]:
    return content_service.plots_with(session, _PLOTS, {"order_id": order_id}, _PLOT_QUANTITIES)


def _search_text(session: Session, order: Order) -> str:
    customer = session.get(Organisation, order.customer_id)
    parts = (order.number, order.po_number, customer.name if customer else "")
    return " ".join(p for p in parts if p).lower()


@dataclass
class _Priced:
    """A copied line as the totals see it: every order line is bought."""

    quantity: Decimal
    unit: str
    cost_price: Decimal
    sell_price: Decimal
    selected: bool = True


def _new_order(session: Session, actor: User, **values: Any) -> Order:
    number = session.execute(NUMBER_SEQUENCE.next_value()).scalar_one()
    order = Order(
        number=f"SO-{number:06d}",
        created_by_id=actor.id,
        status=OrderStatus.open.value,
        **{f: totals.ZERO for f in ("subtotal", "shipping", "vat", "total", "cost_total")},
        **values,
    )
    session.add(order)
    session.flush()
    order.search_text = _search_text(session, order)
    return order


def _write(
    session: Session,
    order: Order,
    lines: list[dict[str, Any]],
    plots: list[dict[str, Any]],
    charges: totals.Charges,
) -> None:
    """Add the order's lines (dicts of LINE_FIELDS) and plots (quantities by line index) and set its totals."""
    rows = [
        OrderLine(
            order_id=order.id,
            position=i,
            line_total=totals.line_total(line["quantity"], line["sell_price"], line["unit"]),
            **{f: line[f] for f in LINE_FIELDS},
        )
        for i, line in enumerate(lines)
    ]
    session.add_all(rows)
    plot_rows = [
        OrderPlot(
            order_id=order.id,
            position=i,
            plot_number=p["plot_number"],
            house_type=p["house_type"],
            phase=p.get("phase", ""),
        )
        for i, p in enumerate(plots)
    ]
    session.add_all(plot_rows)
    session.flush()
    session.add_all(
        OrderPlotQuantity(plot_id=plot.id, line_id=rows[index].id, quantity=quantity)
        for plot, p in zip(plot_rows, plots, strict=True)
        for index, quantity in p["quantities"].items()
    )
    result = totals.totals(
        [_Priced(r.quantity, r.unit, r.cost_price, r.sell_price) for r in rows], charges, order.vat_rate
    )
    order.subtotal = result.subtotal
    order.shipping = result.shipping
    order.vat = result.vat
    order.total = result.total
    order.cost_total = result.cost


def create(session: Session, data: OrderIn, actor: User) -> Order:
    """An order taken directly: its customer, project, address, manager and lines are checked as a quote's are."""
    fields = QuoteFields(
        customer_id=data.customer_id,
        project_id=data.project_id,
        delivery_address_id=data.delivery_address_id,
        account_manager_id=data.account_manager_id,
    )
    header = quote_header.check(session, fields)
    lines = [LineIn(**line.model_dump()) for line in data.lines]
    body = content_service.from_request(session, lines, list[PlotIn](data.plots), data.shipping, held=None)
    content_service.check_range(body, data.vat_rate if data.vat_rate is not None else get_settings().default_vat_rate)
    order = _new_order(
        session,
        actor,
        customer_id=data.customer_id,
        project_id=data.project_id,
        delivery_address_id=header.delivery_address_id,
        account_manager_id=data.account_manager_id or actor.id,
        po_number=data.po_number,
        notes=data.notes,
        vat_rate=Decimal(data.vat_rate if data.vat_rate is not None else get_settings().default_vat_rate).quantize(
            totals.PENNY
        ),
    )
    plots = [{**plot, "phase": given.phase} for plot, given in zip(body.plots, data.plots, strict=True)]
    _write(session, order, body.lines, plots, data.shipping)
    activity.record(session, SUBJECT, order.id, actor, "create", f"Order {order.number} created")
    return order


def _short_date(value: date | None) -> str:
    return f"{value.day} {value:%b %Y}" if value else ""


def _not_convertible(session: Session, quote: Quote) -> str | None:
    """Why the quote cannot become an order, or None when it can."""
    status = quotes.effective_status(quote)
    name = f"Quote {quote.number}"
    if status == QuoteStatus.accepted and quote.sent_version is not None:
        return None
    if status == QuoteStatus.converted:
        number = session.scalar(select(Order.number).where(Order.quote_id == quote.id))
        return f"{name} was already converted to order {number}." if number else f"{name} was already converted."
    if status == QuoteStatus.draft:
        return f"{name} has not been sent to the customer yet: only an accepted quote can become an order."
    if status == QuoteStatus.sent:
        return f"{name} has not been accepted yet: record the customer's acceptance first."
    if status == QuoteStatus.expired:
        return f"{name} expired on {_short_date(quote.valid_until)} without being accepted."
    if status == QuoteStatus.rejected:
        return f"{name} was rejected by the customer: only an accepted quote can become an order."
    return f"{name} was withdrawn: only an accepted quote can become an order."


def convert_quote(
    session: Session, quote_id: int, po_number: str | None, actor: User, phases: dict[str, str] | None = None
) -> Order:
    """Turn an accepted quote into an order: the accepted (latest sent) version's selected lines with their cost
    and sell prices, its shipping, VAT, delivery address and the plot breakdown of those lines; `phases` gives
    plots their build phase by plot number (422 for a number the quote does not have)."""
    quote = quotes.get(session, quote_id, for_update=True)
    why = _not_convertible(session, quote)
    if why is not None:
        raise Conflict(why)
    assert quote.sent_version is not None
    version = quotes.version_of(session, quote, quote.sent_version)
    chosen: list[QuoteLine] = [line for line in content_service.lines_of(session, version.id) if line.selected]
    index = {line.id: i for i, line in enumerate(chosen)}
    plots = [
        {
            "plot_number": plot.plot_number,
            "house_type": plot.house_type,
            "phase": (phases or {}).get(plot.plot_number, ""),
            "quantities": {index[q.line_id]: q.quantity for q in quantities if q.line_id in index},
        }
        for plot, quantities in content_service.plots_of(session, version.id)
    ]
    numbers = {plot["plot_number"] for plot in plots}
    unknown = {
        f"phases.{i}.plot_number": "The quote has no plot with this number."
        for i, number in enumerate(phases or {})
        if number not in numbers
    }
    if unknown:
        raise FieldErrors(unknown)
    order = _new_order(
        session,
        actor,
        quote_id=quote.id,
        quote_version=version.version,
        customer_id=quote.customer_id,
        project_id=quote.project_id,
        delivery_address_id=version.delivery_address_id,
        account_manager_id=quote.account_manager_id,
        po_number=po_number or quote.po_number,
        vat_rate=version.vat_rate,
    )
    _write(session, order, [{f: getattr(line, f) for f in LINE_FIELDS} for line in chosen], plots, version)
    ordering.mark_converted(session, quote, order.number, actor)
    activity.record(
        session,
        SUBJECT,
        order.id,
        actor,
        "create",
        f"Order {order.number} created from quote {quote.number} version {version.version}",
    )
    return order


def delete_order(session: Session, order_id: int, actor: User) -> None:
    """Managers and admins only; a delivered order stays. An order from a quote puts the quote back to accepted."""
    require_manager(actor, "delete an order")
    order = get(session, order_id, for_update=True)
    if order.status == OrderStatus.delivered.value:
        raise Conflict(f"Order {order.number} has been delivered and cannot be deleted.")
    loads = session.scalars(
        select(CallOff.number).where(CallOff.order_id == order.id, CallOff.status.in_(ON_THE_ROAD)).order_by(CallOff.id)
    ).all()
    if loads:
        raise Conflict(
            f"Order {order.number} has loads dispatched or delivered ({', '.join(loads)}) and cannot be deleted: "
            "cancel it instead."
        )
    if order.quote_id is not None:
        ordering.reopen(session, order.quote_id, order.number, actor)
    activity.record(session, SUBJECT, order.id, actor, "deleted", f"Deleted order {order.number}")
    owned.delete_owned(session, SUBJECT, order.id)
    session.delete(order)
    session.flush()


def order_detail(session: Session, order: Order) -> OrderOut:
    """The order with its customer, project, quote, delivery address, people, lines and plots."""
    return mappers.order_out(
        order,
        customer=session.get(Organisation, order.customer_id),
        project=session.get(Project, order.project_id) if order.project_id else None,
        quote=session.get(Quote, order.quote_id) if order.quote_id else None,
        address=session.get(Address, order.delivery_address_id) if order.delivery_address_id else None,
        manager=session.get(User, order.account_manager_id) if order.account_manager_id else None,
        creator=session.get(User, order.created_by_id) if order.created_by_id else None,
        lines=lines_of(session, order.id),
        plots=plots_of(session, order.id),
    )


def count_for(session: Session, column: Any, value: int) -> int:
    return session.scalar(select(func.count()).select_from(Order).where(column == value)) or 0
