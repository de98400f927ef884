"""A version's priced content: lines, plots and shipping. Checked, written and copied as one."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from decimal import Decimal
from types import SimpleNamespace
from typing import Any

from sqlalchemy import bindparam, column, delete, select, table, text
from sqlalchemy.orm import Session
from sqlalchemy.orm.attributes import flag_modified
from sqlalchemy.orm.util import identity_key

from api.catalogue.models import Product, Status
from api.core.errors import FieldErrors
from api.core.fields import MAX_MONEY
from api.quotes import totals
from api.quotes.models import QuoteLine, QuotePlot, QuotePlotQuantity, QuoteVersion
from api.quotes.schemas import LineIn, PlotIn, ShippingIn

SHIPPING_FIELDS = ("loads", "price_per_load", "part_load_charge", "offloading_charge")
LINE_FIELDS = (
    "product_id",
    "code",
    "description",
    "quantity",
    "unit",
    "cost_price",
    "sell_price",
    "optional",
    "alternative_group",
    "selected",
    "lead_time_days",
    "supplier_quote_line_id",
)
# Buying's table, named here without importing Buying (quotes must not depend on it): a line's
# supplier_quote_line_id must name a row of it.
SUPPLIER_QUOTE_LINES = table("supplier_quote_lines", column("id"))


@dataclass
class Content:
    """What a version holds, as plain values: `lines` are dicts of LINE_FIELDS; plots refer to lines by index."""

    lines: list[dict[str, Any]]
    plots: list[dict[str, Any]]
    shipping: dict[str, Any]

    def key(self) -> tuple[Any, ...]:
        """Equal keys mean equal content (for clearing a check and for history)."""
        return (
            tuple(tuple(line[f] for f in LINE_FIELDS) for line in self.lines),
            tuple((p["plot_number"], p["house_type"], tuple(sorted(p["quantities"].items()))) for p in self.plots),
            tuple(self.shipping[f] for f in SHIPPING_FIELDS),
        )


def from_request(
    session: Session,
    lines: list[LineIn],
    plots: list[PlotIn],
    shipping: ShippingIn,
    held: Collection[int] | None = (),
) -> Content:
    """Check the lines and plots as sent and work out each line's price; 422 names the failing field. A line given
    a discontinued product the content did not hold before (`held`: the product ids of the version the save starts
    from; None: not checked, for an order taken directly) is refused unless it says `confirm_discontinued`."""
    errors: dict[str, str] = {}
    product_ids = {line.product_id for line in lines if line.product_id is not None}
    found = (
        {p.id: p for p in session.scalars(select(Product).where(Product.id.in_(product_ids)))} if product_ids else {}
    )
    linked = {line.supplier_quote_line_id for line in lines if line.supplier_quote_line_id is not None}
    known = (
        set(session.scalars(select(SUPPLIER_QUOTE_LINES.c.id).where(SUPPLIER_QUOTE_LINES.c.id.in_(linked))))
        if linked
        else set()
    )
    rows: list[dict[str, Any]] = []
    for i, line in enumerate(lines):
        if line.supplier_quote_line_id is not None and line.supplier_quote_line_id not in known:
            errors[f"{at_line(i)}.supplier_quote_line_id"] = "This supplier quote line does not exist."
        at = f"lines.{i}"
        product = found.get(line.product_id) if line.product_id is not None else None
        if line.product_id is not None and product is None:
            errors[f"{at}.product_id"] = "This product does not exist."
        elif product is not None and _refused(product, line, held):
            errors[f"{at}.product_id"] = (
                f"{product.code} {product.name} is discontinued: confirm to quote it anyway, or choose another product."
            )
        if line.quantity <= 0:
            errors[f"{at}.quantity"] = "Enter a quantity above 0"
        if line.sell_price is not None:
            sell = line.sell_price
        elif line.margin_percent is not None:
            sell = totals.sell_from_margin(line.cost_price, line.margin_percent)
        else:
            errors[f"{at}.sell_price"] = "Enter a sell price or a margin"
            sell = Decimal("0")
        if line.optional and line.alternative_group:
            errors[f"{at}.optional"] = "A line can be optional or part of an alternative group, not both"
        rows.append(
            {
                "product_id": line.product_id,
                "code": line.code or (product.code if product else ""),
                "description": line.description,
                "quantity": line.quantity,
                "unit": line.unit.value,
                "cost_price": line.cost_price,
                "sell_price": sell,
                "optional": line.optional,
                "alternative_group": line.alternative_group.upper(),
                "selected": line.selected if (line.optional or line.alternative_group) else True,
                "lead_time_days": line.lead_time_days,
                "supplier_quote_line_id": line.supplier_quote_line_id,
            }
        )
    _check_groups(rows, errors)
    plot_rows = plots_from_request(plots, len(rows), errors)
    if errors:
        raise FieldErrors(errors)
    return Content(rows, plot_rows, shipping.model_dump(include=set(SHIPPING_FIELDS)))


def at_line(i: int) -> str:
    return f"lines.{i}"


def _refused(product: Product, line: LineIn, held: Collection[int] | None) -> bool:
    return (
        held is not None
        and product.status == Status.discontinued.value
        and product.id not in held
        and not line.confirm_discontinued
    )


def held_products(session: Session, version_id: int) -> set[int]:
    """The products a version's lines hold: a save keeps them without confirming again."""
    ids = session.scalars(
        select(QuoteLine.product_id).where(QuoteLine.version_id == version_id, QuoteLine.product_id.is_not(None))
    )
    return {i for i in ids if i is not None}


def _check_groups(rows: list[dict[str, Any]], errors: dict[str, str]) -> None:
    groups: dict[str, list[int]] = defaultdict(list)
    for i, row in enumerate(rows):
        if row["alternative_group"]:
            groups[row["alternative_group"]].append(i)
    for name, members in groups.items():
        if len(members) < 2:
            errors[f"lines.{members[0]}.alternative_group"] = f"Alternative group {name} needs at least two lines"
            continue
        chosen = [i for i in members if rows[i]["selected"]]
        if not chosen:
            rows[members[0]]["selected"] = True
        for extra in chosen[1:]:
            errors[f"lines.{extra}.selected"] = f"Only one line of alternative group {name} can be selected"


def plots_from_request(plots: list[PlotIn], line_count: int, errors: dict[str, str]) -> list[dict[str, Any]]:
    seen: set[str] = set()
    out = []
    for i, plot in enumerate(plots):
        if plot.plot_number.lower() in seen:
            errors[f"plots.{i}.plot_number"] = "Each plot number can appear once"
        seen.add(plot.plot_number.lower())
        quantities: dict[int, Decimal] = {}
        for j, q in enumerate(plot.quantities):
            if q.line >= line_count:
                errors[f"plots.{i}.quantities.{j}.line"] = "This line does not exist"
            elif q.quantity > 0:
                quantities[q.line] = quantities.get(q.line, Decimal("0")) + q.quantity
        out.append({"plot_number": plot.plot_number, "house_type": plot.house_type, "quantities": quantities})
    return out


@dataclass
class Stored:
    """A version's content as stored, read for saving over it: its lines' ids and totals in order beside it."""

    ids: list[int]
    line_totals: list[Decimal]
    content: Content

    def changed(self, rows: Sequence[dict[str, Any]]) -> list[int]:
        """The indexes of `rows` (line rows to write, with their `line_total`, one per stored line) that differ."""
        before = self.content.lines
        return [
            i
            for i, row in enumerate(rows)
            if row["line_total"] != self.line_totals[i] or any(row[f] != before[i][f] for f in LINE_FIELDS)
        ]


_LINE_TABLE = QuoteLine.__table__
_STORED_COLUMNS = (_LINE_TABLE.c.id, _LINE_TABLE.c.line_total, *(_LINE_TABLE.c[f] for f in LINE_FIELDS))


def read_stored(session: Session, version: QuoteVersion) -> Stored:
    """The version's content in two plain reads (lines, then plots with their quantities); no ORM lines."""
    rows = session.execute(
        select(*_STORED_COLUMNS).where(_LINE_TABLE.c.version_id == version.id).order_by(_LINE_TABLE.c.position)
    ).all()
    index = {row[0]: i for i, row in enumerate(rows)}
    plots = []
    for plot, quantities in plots_of(session, version.id):
        plots.append(
            {
                "plot_number": plot.plot_number,
                "house_type": plot.house_type,
                "quantities": {index[q.line_id]: q.quantity for q in quantities if q.line_id in index},
            }
        )
    content = Content(
        [dict(zip(LINE_FIELDS, row[2:], strict=True)) for row in rows],
        plots,
        {f: getattr(version, f) for f in SHIPPING_FIELDS},
    )
    return Stored([row[0] for row in rows], [row[1] for row in rows], content)


def read(session: Session, version: QuoteVersion) -> Content:
    return read_stored(session, version).content


def check_range(content: Content, vat_rate: Decimal) -> None:
    """422 before anything is computed or stored when a total could pass what the money columns hold."""
    rows = [SimpleNamespace(**row) for row in content.lines]
    errors = totals.range_errors(rows, SimpleNamespace(**content.shipping), vat_rate, MAX_MONEY)  # type: ignore[arg-type]
    if errors:
        raise FieldErrors(errors)


def write(session: Session, version: QuoteVersion, content: Content, stored: Stored | None = None) -> None:
    """Replace the version's lines, plots and shipping, and work out its totals again. A few set-based statements
    whatever the number of lines (each column sent as one array): 300 lines as ORM objects took most of a save.

    `stored`: what the version holds (`read_stored`). With as many lines as before, the lines are updated in place
    (their ids stay) and only those that change are written, in one statement; the plots are rewritten only when
    they change. Otherwise every line and plot is replaced."""
    check_range(content, version.vat_rate)
    rows = [
        {**row, "line_total": totals.line_total(row["quantity"], row["sell_price"], row["unit"])}
        for row in content.lines
    ]
    in_place = stored is not None and stored.ids and len(stored.ids) == len(rows)
    if in_place:
        assert stored is not None
        changed = stored.changed(rows)
        if changed:
            ids = [stored.ids[i] for i in changed]
            session.execute(UPDATE_LINES, {"id": ids} | {n: [rows[i][n] for i in changed] for n in LINE_TYPES})
            _expire_loaded(session, ids)
        plots_changed = _plots_key(content) != _plots_key(stored.content)
        if plots_changed:
            session.execute(delete(QuotePlot).where(QuotePlot.version_id == version.id))
    else:
        session.execute(delete(QuotePlot).where(QuotePlot.version_id == version.id))
        session.execute(delete(QuoteLine).where(QuoteLine.version_id == version.id))
        if rows:
            session.execute(
                INSERT_LINES, {"version_id": version.id} | {n: [row[n] for row in rows] for n in LINE_TYPES}
            )
    for field in SHIPPING_FIELDS:
        setattr(version, field, content.shipping[field])
    if content.plots and (not in_place or plots_changed):
        plots = {name: [p[name] for p in content.plots] for name in ("plot_number", "house_type")}
        session.execute(INSERT_PLOTS, {"version_id": version.id, **plots})
        quantities = [(i, line, q) for i, p in enumerate(content.plots) for line, q in p["quantities"].items()]
        if quantities:
            plot, line, quantity = (list(column) for column in zip(*quantities, strict=True))
            session.execute(
                INSERT_PLOT_QUANTITIES, {"version_id": version.id, "plot": plot, "line": line, "quantity": quantity}
            )
    refresh_totals(version, [SimpleNamespace(**row) for row in rows])
    # The lines went by statements the ORM does not see: the version stays among the changes the session reports
    # (the assistant re-indexes the quote), whatever its totals.
    flag_modified(version, "subtotal")


def _expire_loaded(session: Session, line_ids: list[int]) -> None:
    """Lines of these ids held by the session read their saved values again when next used."""
    for line_id in line_ids:
        loaded = session.identity_map.get(identity_key(QuoteLine, line_id))
        if loaded is not None:
            session.expire(loaded)


def _plots_key(content: Content) -> tuple[Any, ...]:
    return tuple((p["plot_number"], p["house_type"], tuple(sorted(p["quantities"].items()))) for p in content.plots)


# A line's columns as written, with their PostgreSQL types (each sent as one array of that type).
LINE_TYPES = {
    "product_id": "integer",
    "code": "text",
    "description": "text",
    "quantity": "numeric",
    "unit": "text",
    "cost_price": "numeric",
    "sell_price": "numeric",
    "line_total": "numeric",
    "optional": "boolean",
    "alternative_group": "text",
    "selected": "boolean",
    "lead_time_days": "integer",
    "supplier_quote_line_id": "integer",
}
INSERT_LINES = text(
    f"INSERT INTO quote_lines (version_id, position, {', '.join(LINE_TYPES)}) "
    f"SELECT :version_id, v.n - 1, {', '.join(f'v.{n}' for n in LINE_TYPES)} "
    f"FROM unnest({', '.join(f'CAST(:{n} AS {t}[])' for n, t in LINE_TYPES.items())}) "
    f"WITH ORDINALITY AS v({', '.join(LINE_TYPES)}, n)"
)
# Lines updated in place by id, each column sent as one array.
UPDATE_LINES = text(
    f"UPDATE quote_lines AS t SET {', '.join(f'{n} = v.{n}' for n in LINE_TYPES)} "
    f"FROM unnest(CAST(:id AS integer[]), {', '.join(f'CAST(:{n} AS {t}[])' for n, t in LINE_TYPES.items())}) "
    f"AS v(id, {', '.join(LINE_TYPES)}) WHERE t.id = v.id"
)
INSERT_PLOTS = text(
    "INSERT INTO quote_plots (version_id, position, plot_number, house_type) "
    "SELECT :version_id, v.n - 1, v.plot_number, v.house_type "
    "FROM unnest(CAST(:plot_number AS text[]), CAST(:house_type AS text[])) "
    "WITH ORDINALITY AS v(plot_number, house_type, n)"
)
# Plots and lines by position, as the content refers to them.
INSERT_PLOT_QUANTITIES = text(
    "INSERT INTO quote_plot_quantities (plot_id, line_id, quantity) "
    "SELECT p.id, l.id, v.quantity "
    "FROM unnest(CAST(:plot AS integer[]), CAST(:line AS integer[]), CAST(:quantity AS numeric[])) "
    "AS v(plot, line, quantity) "
    "JOIN quote_plots AS p ON p.version_id = :version_id AND p.position = v.plot "
    "JOIN quote_lines AS l ON l.version_id = :version_id AND l.position = v.line"
)


def refresh_totals(version: QuoteVersion, lines: Sequence[totals.PricedLine]) -> None:
    result = totals.totals(lines, version, version.vat_rate)
    version.subtotal = result.subtotal
    version.shipping = result.shipping
    version.vat = result.vat
    version.total = result.total
    version.cost_total = result.cost


def lines_of(session: Session, version_id: int) -> list[QuoteLine]:
    return list(
        session.scalars(select(QuoteLine).where(QuoteLine.version_id == version_id).order_by(QuoteLine.position))
    )


# Written once: a statement's cache key costs more CPU than reading a quote's few plots.
_PLOTS = select(QuotePlot).where(QuotePlot.version_id == bindparam("version_id")).order_by(QuotePlot.position)
_PLOT_QUANTITIES = select(QuotePlotQuantity).where(QuotePlotQuantity.plot_id.in_(bindparam("plot_ids", expanding=True)))


def plots_of(session: Session, version_id: int) -> list[tuple[QuotePlot, list[QuotePlotQuantity]]]:
    return plots_with(session, _PLOTS, {"version_id": version_id}, _PLOT_QUANTITIES)


def plots_with(session: Session, plots: Any, values: dict[str, Any], quantities: Any) -> list[tuple[Any, list[Any]]]:
    """Each plot `plots` reads (run with `values`), with its quantities (`quantities` of the plots' `:plot_ids`), in
    the order each statement gives: a quote's plots or an order's, statements written once."""
    found = list(session.scalars(plots, values))
    if not found:
        return []
    by_plot: dict[int, list[Any]] = {plot.id: [] for plot in found}
    for quantity in session.scalars(quantities, {"plot_ids": list(by_plot)}):
        by_plot[quantity.plot_id].append(quantity)
    return [(plot, by_plot[plot.id]) for plot in found]
