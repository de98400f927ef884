"""GET /orders (search, filters, sorts, pages) and GET /orders/{id}."""

from __future__ import annotations

from datetime import timedelta

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from api.crm import Kind
from api.db import utcnow
from api.orders.models import Order
from api.users.models import User
from tests.api.orders.factories import make_order
from tests.api.quotes.factories import make_accepted_quote
from tests.factories import make_organisation, make_project

URL = "/api/orders"
Headers = dict[str, str]


def numbers(response: object) -> list[str]:
    return [item["number"] for item in response.json()["items"]]  # type: ignore[attr-defined]


def aged(db: Session, order: Order, days: int) -> Order:
    order.created_at = utcnow() - timedelta(days=days)
    db.flush()
    return order


def test_list_newest_first_with_the_list_fields(client: TestClient, db: Session, headers: Headers) -> None:
    customer = make_organisation(db, kind=Kind.customer, name="Calder Valley Homes")
    project = make_project(db, customer=customer, name="Mytholm Meadows")
    older = aged(db, make_order(db, customer=customer, po_number="PO-1"), 3)
    newer = aged(db, make_order(db, customer=customer, project_id=project.id), 1)

    response = client.get(URL, headers=headers)

    assert response.status_code == 200, response.text
    body = response.json()
    assert (body["total"], body["page"], body["items_per_page"]) == (2, 1, 25)
    assert numbers(response) == [newer.number, older.number]
    assert body["items"][0] == {
        "order_id": newer.id,
        "number": newer.number,
        "status": "open",
        "quote": None,
        "customer": {"id": customer.id, "name": "Calder Valley Homes", "kind": "customer"},
        "project": {"id": project.id, "name": "Mytholm Meadows"},
        "po_number": "",
        "total": "11361.00",
        "created_at": newer.created_at.isoformat().replace("+00:00", "Z"),
    }
    assert body["items"][1]["po_number"] == "PO-1" and body["items"][1]["project"] is None


def test_an_order_from_a_quote_names_it(client: TestClient, db: Session, headers: Headers) -> None:
    quote = make_accepted_quote(db)
    order = client.put("/api/quotes/convert", json={"quote_id": quote.id}, headers=headers).json()

    item = client.get(URL, headers=headers).json()["items"][0]

    assert item["order_id"] == order["order_id"]
    assert item["quote"] == {"id": quote.id, "name": quote.number}


def test_search_by_number_po_number_and_customer_words(client: TestClient, db: Session, headers: Headers) -> None:
    calder = make_organisation(db, kind=Kind.customer, name="Calder Valley Homes")
    pennine = make_organisation(db, kind=Kind.customer, name="Pennine Developments")
    first = make_order(db, customer=calder, po_number="CVH-PO-2291")
    second = make_order(db, customer=pennine, po_number="PD/7781")

    def search(q: str) -> list[str]:
        return numbers(client.get(URL, params={"q": q}, headers=headers))

    assert search(first.number.lower()) == [first.number]
    assert search("cvh-po-2291") == [first.number]
    assert search("pd/778") == [second.number]
    assert search("homes CALDER") == [first.number]
    assert search("pennine homes") == []
    assert search("%") == []


def test_filters_status_customer_project_and_dates(client: TestClient, db: Session, headers: Headers) -> None:
    customer = make_organisation(db, kind=Kind.customer)
    project = make_project(db, customer=customer)
    open_order = aged(db, make_order(db, customer=customer, project_id=project.id), 10)
    delivered = aged(db, make_order(db, customer=customer, status="delivered"), 5)
    cancelled = aged(db, make_order(db, status="cancelled"), 1)
    today = utcnow().date()

    def listed(**params: object) -> list[str]:
        response = client.get(URL, params=params, headers=headers)
        assert response.status_code == 200, response.text
        return sorted(numbers(response))

    assert listed(status="open") == [open_order.number]
    assert listed(status=["delivered", "cancelled"]) == sorted([delivered.number, cancelled.number])
    assert listed(customer_id=customer.id) == sorted([open_order.number, delivered.number])
    assert listed(project_id=project.id) == [open_order.number]
    assert listed(created_from=str(today - timedelta(days=6))) == sorted([delivered.number, cancelled.number])
    assert listed(created_to=str(today - timedelta(days=5))) == sorted([open_order.number, delivered.number])
    assert listed(customer_id=customer.id, status="cancelled") == []


def test_sorts_and_pages(client: TestClient, db: Session, headers: Headers) -> None:
    small = make_order(
        db,
        customer=make_organisation(db, kind=Kind.customer, name="Beta Build"),
        lines=[{"description": "Sand", "quantity": "1", "unit": "tonne", "sell_price": "40.00"}],
    )
    large = make_order(db, customer=make_organisation(db, kind=Kind.customer, name="alpha homes"))
    delivered = make_order(db, customer=make_organisation(db, kind=Kind.customer, name="Gamma Ltd"), status="delivered")

    def sorted_by(sort: str) -> list[str]:
        return numbers(client.get(URL, params={"sort": sort}, headers=headers))

    assert sorted_by("number") == [small.number, large.number, delivered.number]
    assert sorted_by("-number") == [delivered.number, large.number, small.number]
    assert sorted_by("customer") == [large.number, small.number, delivered.number]
    assert sorted_by("total")[0] == small.number
    assert sorted_by("status")[0] == delivered.number
    assert sorted_by("created_at") == [small.number, large.number, delivered.number]
    page = client.get(URL, params={"sort": "number", "page": 2, "items_per_page": 2}, headers=headers).json()
    assert ([i["number"] for i in page["items"]], page["total"]) == ([delivered.number], 3)


def test_bad_list_parameters(client: TestClient, headers: Headers) -> None:
    bad_sort = client.get(URL, params={"sort": "margin"}, headers=headers)
    bad_status = client.get(URL, params={"status": "shipped"}, headers=headers)
    bad_date = client.get(URL, params={"created_from": "yesterday"}, headers=headers)
    bad_customer = client.get(URL, params={"customer_id": 0}, headers=headers)

    assert bad_sort.status_code == 422
    assert bad_sort.json()["errors"] == [
        {"field": "sort", "message": "Sort by one of: created_at, customer, number, status, total"}
    ]
    assert bad_status.status_code == 422 and bad_status.json()["errors"][0]["field"] == "status.0"
    assert bad_date.status_code == 422 and bad_date.json()["errors"][0]["field"] == "created_from"
    assert bad_customer.status_code == 422 and bad_customer.json()["errors"][0]["field"] == "customer_id"


def test_get_one_order(client: TestClient, db: Session, headers: Headers, staff: User) -> None:
    order = make_order(db, actor=staff, notes="Deliver after 8am", po_number="PO-5")

    response = client.get(f"{URL}/{order.id}", headers=headers)

    assert response.status_code == 200, response.text
    body = response.json()
    assert body["number"] == order.number and body["notes"] == "Deliver after 8am"
    assert body["account_manager"] == body["created_by"] == {"id": staff.id, "name": staff.full_name}
    assert [line["line_total"] for line in body["lines"]] == ["8687.50", "780.00"]
    assert (body["subtotal"], body["cost_total"], body["total"]) == ("9467.50", "7392.50", "11361.00")
    assert body["margin_percent"] == 21.9
    assert body["version"] == 1 and body["quote"] is None and body["quote_version"] is None


def test_get_unknown_or_bad_id(client: TestClient, headers: Headers) -> None:
    missing = client.get(f"{URL}/999999", headers=headers)
    bad = client.get(f"{URL}/0", headers=headers)

    assert missing.status_code == 404 and missing.json()["detail"] == "This order does not exist."
    assert bad.status_code == 422 and bad.json()["errors"][0]["field"] == "id"
