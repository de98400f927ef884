"""POST /orders/add: an order taken without a quote, checked as a quote is, with exact totals."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.crm import AddressType, Kind
from api.orders.models import Order, OrderLine, OrderPlot, OrderPlotQuantity
from api.records.models import Activity
from api.users.models import User
from tests.factories import make_address, make_organisation, make_product, make_project, make_user

URL = "/api/orders/add"
Headers = dict[str, str]


def order_count(db: Session) -> int:
    return db.scalar(select(func.count()).select_from(Order)) or 0


def test_add_an_order_with_lines_shipping_and_plots(
    client: TestClient, db: Session, headers: Headers, staff: User, manager: User
) -> None:
    customer = make_organisation(db, kind=Kind.customer, name="Harrogate Living Ltd")
    site = make_address(db, customer, address_type=AddressType.site, line1="1 Station Parade", postcode="HG1 1UF")
    project = make_project(db, customer=customer, name="Station Parade")
    product = make_product(db, code="IBC-CWR", cost_price="590.00", list_price="755.00")
    body = {
        "customer_id": customer.id,
        "project_id": project.id,
        "delivery_address_id": site.id,
        "account_manager_id": manager.id,
        "po_number": " HL-0042 ",
        "notes": "Town centre: deliveries before 10am.",
        "vat_rate": "20",
        "shipping": {"loads": 3, "price_per_load": "110.00", "offloading_charge": "25.00"},
        "lines": [
            {
                "product_id": product.id,
                "description": "Cheshire Weathered Red",
                "quantity": "3875",
                "unit": "per_1000",
                "cost_price": "590.00",
                "sell_price": "755.00",
                "lead_time_days": 10,
            },
            {"description": "Delivery pallet return", "quantity": "1", "sell_price": "0.00"},
        ],
        "plots": [
            {"plot_number": "A", "house_type": "Flat", "quantities": [{"line": 0, "quantity": "1500"}]},
            {"plot_number": "B", "quantities": [{"line": 0, "quantity": "2375"}, {"line": 1, "quantity": "1"}]},
        ],
    }

    response = client.post(URL, json=body, headers=headers)

    assert response.status_code == 201, response.text
    order = response.json()
    assert order["number"].startswith("SO-") and order["status"] == "open"
    assert order["customer"] == {"id": customer.id, "name": "Harrogate Living Ltd", "kind": "customer"}
    assert order["project"] == {"id": project.id, "name": "Station Parade"}
    assert order["delivery_address"]["id"] == site.id
    assert order["account_manager"] == {"id": manager.id, "name": manager.full_name}
    assert order["created_by"] == {"id": staff.id, "name": staff.full_name}
    assert (order["po_number"], order["notes"]) == ("HL-0042", "Town centre: deliveries before 10am.")
    assert order["quote"] is None and order["quote_version"] is None
    lines = order["lines"]
    assert [(line["code"], line["line_total"], line["lead_time_days"]) for line in lines] == [
        ("IBC-CWR", "2925.63", 10),  # 3.875 x 755.00 = 2925.625, half up
        ("", "0.00", None),
    ]
    assert order["subtotal"] == "2925.63"
    assert order["shipping"] == "355.00"
    assert order["vat"] == "656.13"  # 20 % of 3280.63 = 656.126
    assert order["total"] == "3936.76"
    assert order["cost_total"] == "2286.25"
    assert order["margin_percent"] == 21.9
    assert [(p["plot_number"], p["house_type"], len(p["quantities"])) for p in order["plots"]] == [
        ("A", "Flat", 1),
        ("B", "", 2),
    ]
    assert order["plots"][1]["quantities"][0] == {"line_id": lines[0]["line_id"], "quantity": "2375.000"}

    db.expire_all()
    saved = db.get(Order, order["order_id"])
    assert saved is not None
    assert (saved.total, saved.vat_rate, saved.created_by_id) == (Decimal("3936.76"), Decimal("20.00"), staff.id)
    assert saved.search_text == f"{order['number'].lower()} hl-0042 harrogate living ltd"
    assert db.scalar(select(func.count()).where(OrderLine.order_id == saved.id)) == 2
    assert db.scalar(select(func.count()).where(OrderPlot.order_id == saved.id)) == 2
    plot_ids = select(OrderPlot.id).where(OrderPlot.order_id == saved.id)
    assert db.scalar(select(func.count()).where(OrderPlotQuantity.plot_id.in_(plot_ids))) == 3
    summaries = db.scalars(
        select(Activity.summary).where(Activity.subject_type == "order", Activity.subject_id == saved.id)
    )
    assert list(summaries) == [f"Order {order['number']} created"]


def test_defaults_vat_rate_and_account_manager(client: TestClient, db: Session, headers: Headers, staff: User) -> None:
    customer = make_organisation(db, kind=Kind.company)
    body = {"customer_id": customer.id, "lines": [{"description": "Sand", "quantity": "2", "sell_price": "45.50"}]}

    order = client.post(URL, json=body, headers=headers).json()

    assert order["vat_rate"] == "20.00"
    assert order["account_manager"]["id"] == staff.id
    assert (order["subtotal"], order["shipping"], order["vat"], order["total"]) == ("91.00", "0.00", "18.20", "109.20")
    assert order["lines"][0]["unit"] == "each" and order["lines"][0]["cost_price"] == "0.00"


def test_numbers_follow_each_other(client: TestClient, db: Session, headers: Headers) -> None:
    customer = make_organisation(db, kind=Kind.customer)
    body = {"customer_id": customer.id, "lines": [{"description": "Sand", "quantity": "1", "sell_price": "1.00"}]}

    first = client.post(URL, json=body, headers=headers).json()["number"]
    second = client.post(URL, json=body, headers=headers).json()["number"]

    assert int(second[3:]) == int(first[3:]) + 1


LINE = {"description": "Sand", "quantity": "1", "sell_price": "1.00"}


def _header_cases(db: Session) -> list[tuple[dict[str, Any], str, str]]:
    customer = make_organisation(db, kind=Kind.customer)
    other = make_organisation(db, kind=Kind.customer)
    supplier = make_organisation(db, kind=Kind.supplier)
    return [
        ({"customer_id": 999_999}, "customer_id", "This customer does not exist."),
        ({"customer_id": supplier.id}, "customer_id", "This organisation is not a customer."),
        ({"customer_id": customer.id, "project_id": 999_999}, "project_id", "This project does not exist."),
        (
            {"customer_id": customer.id, "project_id": make_project(db, customer=other).id},
            "project_id",
            "This project belongs to another customer.",
        ),
        (
            {"customer_id": customer.id, "delivery_address_id": make_address(db, other).id},
            "delivery_address_id",
            "This address belongs to another organisation.",
        ),
        (
            {"customer_id": customer.id, "account_manager_id": make_user(db, active=False).id},
            "account_manager_id",
            "This user does not exist.",
        ),
        (
            {"customer_id": customer.id, "lines": [{**LINE, "product_id": 999_999}]},
            "lines.0.product_id",
            "This product does not exist.",
        ),
        (
            {"customer_id": customer.id, "plots": [{"plot_number": "1", "quantities": [{"line": 3, "quantity": "1"}]}]},
            "plots.0.quantities.0.line",
            "This line does not exist",
        ),
        (
            {"customer_id": customer.id, "plots": [{"plot_number": "7"}, {"plot_number": "7"}]},
            "plots.1.plot_number",
            "Each plot number can appear once",
        ),
    ]


def test_references_are_checked_with_a_message_per_field(client: TestClient, db: Session, headers: Headers) -> None:
    for fields, field, message in _header_cases(db):
        response = client.post(URL, json={"lines": [LINE], **fields}, headers=headers)

        assert response.status_code == 422, (fields, response.text)
        assert {"field": field, "message": message} in response.json()["errors"], response.text
    assert order_count(db) == 0


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"lines": []}, "lines"),
        ({"lines": [{**LINE, "quantity": "0"}]}, "lines.0.quantity"),
        ({"lines": [{**LINE, "quantity": "-2"}]}, "lines.0.quantity"),
        ({"lines": [{**LINE, "sell_price": "1.234"}]}, "lines.0.sell_price"),
        ({"lines": [{"quantity": "1", "sell_price": "1.00"}]}, "lines.0.description"),
        ({"lines": [{**LINE, "unit": "bucket"}]}, "lines.0.unit"),
        ({"lines": [LINE], "vat_rate": "120"}, "vat_rate"),
        ({"lines": [LINE], "shipping": {"loads": -1}}, "shipping.loads"),
        ({"lines": [LINE], "po_number": "x" * 101}, "po_number"),
    ],
    ids=["no lines", "zero", "negative", "fraction of a penny", "no description", "unit", "vat", "loads", "po"],
)
def test_bad_input_names_the_field(
    client: TestClient, db: Session, headers: Headers, body: dict[str, Any], field: str
) -> None:
    customer = make_organisation(db, kind=Kind.customer)

    response = client.post(URL, json={"customer_id": customer.id, **body}, headers=headers)

    assert response.status_code == 422, response.text
    assert field in [e["field"] for e in response.json()["errors"]], response.text
    assert all(e["message"] for e in response.json()["errors"])
    assert order_count(db) == 0
