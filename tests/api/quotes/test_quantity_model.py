"""One quantity model: a line counts what staff count (bricks), a product sold per 1,000 keeps its price per 1,000,
and the line total divides: 48,000 bricks at £698.50 per 1,000 are £33,528.00, on quotes and orders alike. The
migration that moved stored per-1,000 quantities from thousands to bricks keeps every total and real quantity."""

from __future__ import annotations

import importlib.util
from decimal import Decimal
from pathlib import Path
from typing import Any

from alembic.migration import MigrationContext
from alembic.operations import Operations
from fastapi.testclient import TestClient
from sqlalchemy import select, update
from sqlalchemy.orm import Session

from api.crm import Kind
from api.orders import service as orders
from api.orders.models import Order, OrderLine
from api.quotes import totals
from api.quotes.demo import QUOTES
from api.quotes.models import Quote, QuoteLine, QuotePlotQuantity, QuoteVersion
from api.seed import seed_demo
from tests.api.quotes.factories import make_quote, make_sent_quote, mark_decided
from tests.factories import make_organisation, make_product, make_user

MIGRATION = Path(__file__).parents[3] / "migrations" / "versions" / "0007_count_per_thousand_quantities.py"


def brick_line(**fields: Any) -> dict[str, Any]:
    return {
        "description": "Wienerberger Lymington Multi",
        "quantity": "48000",
        "unit": "per_1000",
        "cost_price": "550.00",
        "sell_price": "698.50",
        **fields,
    }


def test_a_per_thousand_line_counts_bricks_and_divides_its_total(
    client: TestClient, db: Session, headers: dict[str, str]
) -> None:
    customer = make_organisation(db, kind=Kind.customer)
    lines = [brick_line(), {"description": "Ties", "quantity": "3", "unit": "pack", "sell_price": "15.00"}]
    r = client.post("/api/quotes/add", json={"quote": {"customer_id": customer.id, "lines": lines}}, headers=headers)
    assert r.status_code == 201, r.text
    out = r.json()
    assert [(x["quantity"], x["unit"], x["line_total"]) for x in out["lines"]] == [
        ("48000.000", "per_1000", "33528.00"),
        ("3.000", "pack", "45.00"),
    ]
    assert (out["totals"]["subtotal"], out["totals"]["cost"]) == ("33573.00", "26400.00")
    stored = db.scalars(
        select(QuoteLine)
        .where(QuoteLine.version_id == QuoteVersion.id)
        .where(QuoteVersion.quote_id == out["quote_id"])
        .order_by(QuoteLine.position)
    ).all()
    assert [(line.quantity, line.line_total) for line in stored] == [
        (Decimal("48000.000"), Decimal("33528.00")),
        (Decimal("3.000"), Decimal("45.00")),
    ]


def test_a_part_of_a_thousand_is_priced_to_the_penny(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    assert totals.line_total(Decimal("12500"), Decimal("512.35"), "per_1000") == Decimal("6404.38")
    assert totals.line_total(Decimal("1"), Decimal("698.50"), "per_1000") == Decimal("0.70")
    assert totals.line_total(Decimal("12.5"), Decimal("512.35"), "each") == Decimal("6404.38")


def test_an_order_keeps_the_bricks_and_the_total(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    quote = make_sent_quote(db, lines=[brick_line()])
    mark_decided(db, quote, po_number="PO-1")
    r = client.put("/api/quotes/convert", json={"quote_id": quote.id}, headers=headers)
    assert r.status_code == 200, r.text
    line = r.json()["lines"][0]
    assert (line["quantity"], line["unit"], line["line_total"]) == ("48000.000", "per_1000", "33528.00")
    assert r.json()["subtotal"] == "33528.00"

    product = make_product(db, selling_unit="per_1000")
    customer = make_organisation(db, kind=Kind.customer)
    body = {"customer_id": customer.id, "lines": [brick_line(product_id=product.id)]}
    r = client.post("/api/orders/add", json=body, headers=headers)
    assert r.status_code == 201, r.text
    assert db.scalar(select(Order.subtotal).where(Order.id == r.json()["order_id"])) == Decimal("33528.00")


# The demo quotes' versions (version, subtotal, total) and the converted order's, as seeded before the quantities
# of lines sold per 1,000 became bricks: the demo means the same and costs the same.
DEMO_FIGURES = [
    (1, "194360.90", "235057.08"),
    (1, "27000.00", "32796.00"),
    (1, "23565.30", "28716.36"),
    (1, "7962.02", "9698.42"),
    (1, "129375.00", "156510.00"),
    (1, "172725.90", "210115.08"),
    (2, "172469.25", "209807.10"),
    (1, "38266.04", "46519.25"),
    (1, "13914.75", "17063.70"),
    (1, "90027.42", "108944.90"),
    (1, "5986.92", "7316.30"),
    (1, "22705.50", "27816.60"),
    (1, "4600.25", "5706.30"),
]


def test_the_demo_quotes_keep_their_totals_and_count_bricks(db: Session) -> None:
    seed_demo(db)
    quotes = db.scalars(select(Quote).order_by(Quote.id)).all()
    assert len(quotes) == len(QUOTES)
    figures = [
        (v.version, str(v.subtotal), str(v.total))
        for q in quotes
        for v in db.scalars(select(QuoteVersion).where(QuoteVersion.quote_id == q.id).order_by(QuoteVersion.version))
    ]
    assert figures == DEMO_FIGURES
    order = db.scalars(select(Order).where(Order.quote_id.is_not(None))).one()  # the demo quote converted to an order
    assert (str(order.subtotal), str(order.total)) == ("194360.90", "235057.08")
    per_thousand = db.scalars(select(QuoteLine).where(QuoteLine.unit == "per_1000")).all()
    assert per_thousand and all(line.quantity >= 1000 for line in per_thousand)
    assert {(line.code, line.quantity) for line in per_thousand} >= {
        ("IBV-CRM", Decimal("210000.000")),
        ("FLB-C65", Decimal("15000.000")),
    }
    plots = db.execute(
        select(QuotePlotQuantity.quantity)
        .join(QuoteLine, QuoteLine.id == QuotePlotQuantity.line_id)
        .where(QuoteLine.code == "FLB-C65")
    ).scalars()
    assert sorted(set(plots)) == [Decimal("2250.000"), Decimal("3000.000")]


def _migration() -> Any:
    spec = importlib.util.spec_from_file_location("count_per_thousand", MIGRATION)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _run(db: Session, step: str) -> None:
    db.flush()
    context = MigrationContext.configure(db.connection())
    with Operations.context(context):
        getattr(_migration(), step)()
    db.expire_all()


def test_the_migration_turns_thousands_into_bricks_and_keeps_the_totals(db: Session) -> None:
    plots = [{"plot_number": "1", "quantities": [{"line": 0, "quantity": "6250"}, {"line": 1, "quantity": "2"}]}]
    quote = make_quote(db, lines=[brick_line(quantity="12500"), brick_line(unit="m2", quantity="4")], plots=plots)
    order_quote = make_sent_quote(db, lines=[brick_line()])
    mark_decided(db, order_quote)
    order = orders.convert_quote(db, order_quote.id, None, make_user(db))
    db.flush()
    # As the old model stored them: thousands.
    db.execute(update(QuoteLine).where(QuoteLine.unit == "per_1000").values(quantity=QuoteLine.quantity / 1000))
    db.execute(update(OrderLine).where(OrderLine.unit == "per_1000").values(quantity=OrderLine.quantity / 1000))
    db.execute(
        update(QuotePlotQuantity)
        .where(QuotePlotQuantity.line_id.in_(select(QuoteLine.id).where(QuoteLine.unit == "per_1000")))
        .values(quantity=QuotePlotQuantity.quantity / 1000)
    )
    version = db.scalars(select(QuoteVersion).where(QuoteVersion.quote_id == quote.id)).one()
    before = (version.subtotal, version.total, order.subtotal, order.total)

    _run(db, "upgrade")

    lines = db.scalars(select(QuoteLine).where(QuoteLine.version_id == version.id).order_by(QuoteLine.position)).all()
    assert [(line.quantity, line.unit, line.line_total) for line in lines] == [
        (Decimal("12500.000"), "per_1000", Decimal("8731.25")),
        (Decimal("4.000"), "m2", Decimal("2794.00")),
    ]
    assert all(totals.line_total(line.quantity, line.sell_price, line.unit) == line.line_total for line in lines)
    quantities = {q.line_id: q.quantity for q in db.scalars(select(QuotePlotQuantity))}
    assert [quantities[lines[0].id], quantities[lines[1].id]] == [Decimal("6250.000"), Decimal("2.000")]
    [order_line] = db.scalars(select(OrderLine).where(OrderLine.order_id == order.id)).all()
    assert (order_line.quantity, order_line.line_total) == (Decimal("48000.000"), Decimal("33528.00"))
    db.refresh(version)
    db.refresh(order)
    assert (version.subtotal, version.total, order.subtotal, order.total) == before

    _run(db, "downgrade")
    assert db.get(QuoteLine, lines[0].id).quantity == Decimal("12.500")  # type: ignore[union-attr]
