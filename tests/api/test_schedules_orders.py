"""An order and its call-offs: cancelled together by a manager (not while a load is on its way), never deleted
once goods have left the works; a call-off moved to another day by someone else tells the account manager."""

from __future__ import annotations

from datetime import date, timedelta

from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from api.crm import Kind
from api.notifications.models import Notification
from api.orders.models import Order
from api.schedules.models import CallOff, CallOffEvent
from api.schedules.service import status
from api.users.models import User
from tests.api.schedule_factories import ids_of, make_call_off, make_plotted_order
from tests.factories import make_organisation, make_user

CANCEL = "/api/schedules/order/cancel"


def test_cancel_an_order_with_its_call_offs(
    client: TestClient, db: Session, headers: dict[str, str], manager_headers: dict[str, str]
) -> None:
    order = make_plotted_order(db)
    _, plots = ids_of(db, order)
    waiting = make_call_off(db, order, plots=[plots[0]])
    on_road = make_call_off(db, order, plots=[plots[1]], booked_date=date.today())
    for target in (status.S.confirmed, status.S.dispatched):
        status.move(db, on_road, status.Move(target=target), actor=make_user(db))
    body = {"order_id": order.id, "reason": "Site sold"}
    r = client.put(CANCEL, headers=headers, json=body)
    assert r.status_code == 403 and "Only a manager" in r.json()["detail"]
    r = client.put(CANCEL, headers=manager_headers, json={"order_id": order.id, "reason": ""})
    assert r.status_code == 422 and r.json()["errors"][0]["field"] == "reason"
    r = client.put(CANCEL, headers=manager_headers, json=body)
    assert r.status_code == 409 and on_road.number in r.json()["detail"]
    r = client.delete(f"/api/orders/{order.id}", headers=manager_headers)
    assert r.status_code == 409 and "cancel it instead" in r.json()["detail"]
    on_road.status = "failed"
    db.flush()
    r = client.put(CANCEL, headers=manager_headers, json=body)
    assert r.status_code == 200, r.text
    assert r.json()["status"] == "cancelled"
    db.expire_all()
    assert db.get(Order, order.id).status == "cancelled"  # type: ignore[union-attr]
    assert {db.get(CallOff, i).status for i in (waiting.id, on_road.id)} == {"cancelled"}  # type: ignore[union-attr]
    notes = db.scalars(select(CallOffEvent.note).where(CallOffEvent.to_status == "cancelled")).all()
    assert notes == ["Site sold", "Site sold"]
    r = client.put(CANCEL, headers=manager_headers, json=body)
    assert r.status_code == 409 and "only an open order" in r.json()["detail"]


def test_moving_a_day_tells_the_account_manager(
    client: TestClient, db: Session, staff: User, headers: dict[str, str]
) -> None:
    manager = make_user(db, first_name="Acc")
    order = make_plotted_order(db, account_manager_id=manager.id)
    _, plots = ids_of(db, order)
    row = make_call_off(db, order, plots=[plots[0]])
    moved = date.today() + timedelta(days=20)
    r = client.post(f"/api/schedules/edit/{row.id}", headers=headers, json={"requested_date": str(moved), "version": 1})
    assert r.status_code == 200, r.text
    told = db.scalars(select(Notification.message).where(Notification.user_id == manager.id)).all()
    assert told == [f"Sam Staff moved {row.number} ({order.number}) to {moved:%a %d %b}."]


def test_plots_take_their_phase_when_the_order_is_made(
    client: TestClient, db: Session, headers: dict[str, str]
) -> None:
    from api.orders.models import OrderPlot
    from tests.api.quotes.factories import make_accepted_quote
    from tests.factories import make_organisation

    customer = make_organisation(db)
    body = {
        "customer_id": customer.id,
        "lines": [{"description": "Bricks", "quantity": "100", "unit": "each", "sell_price": "1.00"}],
        "plots": [
            {"plot_number": "1", "phase": " Phase 1 ", "quantities": [{"line": 0, "quantity": "60"}]},
            {"plot_number": "2", "quantities": [{"line": 0, "quantity": "40"}]},
        ],
    }
    r = client.post("/api/orders/add", json=body, headers=headers)
    assert r.status_code == 201, r.text
    assert [p["phase"] for p in r.json()["plots"]] == ["Phase 1", ""]
    stored = db.scalars(select(OrderPlot.phase).where(OrderPlot.order_id == r.json()["order_id"])).all()
    assert sorted(stored) == ["", "Phase 1"]
    body["plots"][0]["phase"] = "x" * 51
    r = client.post("/api/orders/add", json=body, headers=headers)
    assert r.status_code == 422 and r.json()["errors"][0]["field"] == "plots.0.phase"

    plots = [{"plot_number": "7", "quantities": [{"line": 0, "quantity": "5"}]}]
    quote = make_accepted_quote(db, plots=plots)
    wrong = {"quote_id": quote.id, "phases": [{"plot_number": "8", "phase": "Phase 2"}]}
    r = client.put("/api/quotes/convert", json=wrong, headers=headers)
    assert r.status_code == 422 and r.json()["errors"][0]["field"] == "phases.0.plot_number"
    right = {"quote_id": quote.id, "phases": [{"plot_number": "7", "phase": "Phase 2"}]}
    r = client.put("/api/quotes/convert", json=right, headers=headers)
    assert r.status_code == 200, r.text
    assert [p["phase"] for p in r.json()["plots"]] == ["Phase 2"]
    assert db.scalar(select(OrderPlot.phase).where(OrderPlot.order_id == r.json()["order_id"])) == "Phase 2"


def test_the_list_filters_by_call_off_status(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    order = make_plotted_order(db)
    other = make_plotted_order(db)
    _, plots = ids_of(db, order)
    _, other_plots = ids_of(db, other)
    booked = make_call_off(db, order, plots=[plots[0]], booked_date=date.today() + timedelta(days=20))
    make_call_off(db, other, plots=[other_plots[0]])
    assert booked.status == "booked"
    ours = f"customer_id={order.customer_id}"
    r = client.get(f"/api/schedules?{ours}&call_off_status=booked", headers=headers)
    assert r.status_code == 200 and [i["order_id"] for i in r.json()["items"]] == [order.id]
    r = client.get(f"/api/schedules?customer_id={other.customer_id}&call_off_status=booked", headers=headers)
    assert r.json()["items"] == []
    r = client.get(f"/api/schedules?{ours}&call_off_status=lost", headers=headers)
    assert r.status_code == 422 and r.json()["errors"][0]["field"] == "call_off_status.0"


def test_the_list_takes_each_requests_search_and_filters(
    client: TestClient, db: Session, headers: dict[str, str]
) -> None:
    """The list's statements are written once for each shape of search and filters: the same shape with other values
    finds other orders, and a search's % and _ are those characters, not any text."""
    manager = make_user(db)
    first = make_plotted_order(db, po_number="PO 50%_A", account_manager_id=manager.id)
    second = make_plotted_order(db, po_number="PO 50XXB")
    haulier = make_organisation(db, kind=Kind.other, name="List haulage")
    _, plots = ids_of(db, second)
    make_call_off(db, second, plots=[plots[0]], haulier_id=haulier.id)
    both = sorted([first.id, second.id])

    def found(**params: object) -> list[int]:
        r = client.get("/api/schedules", params=params, headers=headers)
        assert r.status_code == 200, r.text
        return sorted(i["order_id"] for i in r.json()["items"] if i["order_id"] in both)

    assert found(q=first.number) == [first.id]
    assert found(q=second.number) == [second.id]
    assert found(q="50%_a") == [first.id]
    assert found(q="50%") == [first.id]
    assert found(q="po 50") == both
    assert found(q="po 50xx") == [second.id]
    assert found(customer_id=first.customer_id) == [first.id]
    assert found(customer_id=second.customer_id) == [second.id]
    assert found(account_manager_id=manager.id) == [first.id]
    assert found(haulier_id=haulier.id) == [second.id]
    assert found(haulier_id=haulier.id, q=first.number) == []
    assert found(customer_id=first.customer_id, q="po 50") == [first.id]
