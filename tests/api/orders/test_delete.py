"""DELETE /orders/{id}: managers and admins; never a delivered order; an order from a quote gives it back."""

from __future__ import annotations

from fastapi.testclient import TestClient
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.orders.models import Order, OrderLine, OrderPlot
from api.quotes.models import Quote, QuoteStatus
from api.records.models import Activity, Note
from api.users.models import Role, User
from tests.api.orders.factories import make_order
from tests.api.quotes.factories import make_accepted_quote
from tests.factories import headers_for, make_user

URL = "/api/orders"
Headers = dict[str, str]


def summaries(db: Session, subject: str, subject_id: int) -> list[str]:
    query = select(Activity.summary).where(Activity.subject_type == subject, Activity.subject_id == subject_id)
    return list(db.scalars(query.order_by(Activity.id)))


def test_staff_cannot_delete(client: TestClient, db: Session, headers: Headers) -> None:
    order = make_order(db)

    response = client.delete(f"{URL}/{order.id}", headers=headers)

    assert response.status_code == 403
    assert response.json()["detail"] == "Only a manager or an admin can delete an order."
    db.expire_all()
    assert db.get(Order, order.id) is not None


def test_a_manager_deletes_an_order_with_its_lines_plots_and_notes(
    client: TestClient, db: Session, manager_headers: Headers, manager: User
) -> None:
    order = make_order(db, plots=[{"plot_number": "1", "quantities": [{"line": 0, "quantity": "1"}]}])
    db.add(Note(subject_type="order", subject_id=order.id, author_id=manager.id, body="Customer will collect"))
    db.flush()
    order_id, number = order.id, order.number

    response = client.delete(f"{URL}/{order_id}", headers=manager_headers)

    assert response.status_code == 204, response.text
    db.expire_all()
    assert db.get(Order, order_id) is None
    assert db.scalar(select(func.count()).where(OrderLine.order_id == order_id)) == 0
    assert db.scalar(select(func.count()).where(OrderPlot.order_id == order_id)) == 0
    assert db.scalar(select(func.count()).where(Note.subject_type == "order", Note.subject_id == order_id)) == 0
    assert summaries(db, "order", order_id)[-1] == f"Deleted order {number}"
    assert client.get(f"{URL}/{order_id}", headers=manager_headers).status_code == 404


def test_an_admin_deletes_a_cancelled_order(client: TestClient, db: Session) -> None:
    admin = make_user(db, role=Role.admin)
    order = make_order(db, status="cancelled")

    assert client.delete(f"{URL}/{order.id}", headers=headers_for(db, admin)).status_code == 204


def test_a_delivered_order_stays(client: TestClient, db: Session, manager_headers: Headers) -> None:
    order = make_order(db, status="delivered")

    response = client.delete(f"{URL}/{order.id}", headers=manager_headers)

    assert response.status_code == 409
    assert response.json()["detail"] == f"Order {order.number} has been delivered and cannot be deleted."
    db.expire_all()
    assert db.get(Order, order.id) is not None


def test_deleting_a_converted_order_puts_the_quote_back_to_accepted(
    client: TestClient, db: Session, headers: Headers, manager_headers: Headers
) -> None:
    quote = make_accepted_quote(db)
    order = client.put("/api/quotes/convert", json={"quote_id": quote.id}, headers=headers).json()
    db.expire_all()
    converted_row_version = quote.row_version

    response = client.delete(f"{URL}/{order['order_id']}", headers=manager_headers)

    assert response.status_code == 204, response.text
    db.expire_all()
    back = db.get(Quote, quote.id)
    assert back is not None and back.status == QuoteStatus.accepted.value
    assert back.row_version == converted_row_version + 1
    assert summaries(db, "quote", quote.id)[-1] == (
        f"Order {order['number']} deleted: quote {quote.number} is accepted again"
    )
    assert summaries(db, "order", order["order_id"])[-1] == f"Deleted order {order['number']}"
    shown = client.get(f"/api/quotes/{quote.id}", headers=headers).json()
    assert shown["status"] == "accepted" and shown["order"] is None
    # ...and it can be converted again.
    again = client.put("/api/quotes/convert", json={"quote_id": quote.id}, headers=headers)
    assert again.status_code == 200 and again.json()["number"] != order["number"]


def test_unknown_and_bad_ids(client: TestClient, manager_headers: Headers) -> None:
    missing = client.delete(f"{URL}/999999", headers=manager_headers)
    bad = client.delete(f"{URL}/abc", headers=manager_headers)

    assert missing.status_code == 404 and missing.json()["detail"] == "This order does not exist."
    assert bad.status_code == 422 and bad.json()["errors"][0]["field"] == "id"
