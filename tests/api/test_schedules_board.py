"""The board (call-offs one per row in a date range, filtered, with loads per day per works and the order-by
warnings), the list of orders with their balance, and the day's warnings on Home and from the beat job."""

from __future__ import annotations

from datetime import date, timedelta

from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from api.crm import Kind
from api.db import utcnow
from api.notifications.models import Notification
from api.schedules.service import day
from api.users.models import User
from tests.api.schedule_factories import ids_of, make_call_off, make_plotted_order
from tests.factories import make_organisation


def test_board_rows_loads_and_warnings(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    today = date.today()
    order = make_plotted_order(db)
    _, plots = ids_of(db, order)
    works = make_organisation(db, kind=Kind.supplier, name="Board works")
    haulier = make_organisation(db, kind=Kind.other, name="Board haulage")
    # Bricks take 70 days: requested in 60 days is past its order-by date (red), in 75 within 7 days (amber).
    red = make_call_off(db, order, plots=[plots[0]], requested=today + timedelta(days=60), supplier_id=works.id)
    amber = make_call_off(db, order, plots=[plots[1]], requested=today + timedelta(days=75), haulier_id=haulier.id)
    start, end = today + timedelta(days=50), today + timedelta(days=80)
    r = client.get(f"/api/schedules/flat?from={start}&to={end}", headers=headers)
    assert r.status_code == 200, r.text
    out = r.json()
    assert [i["number"] for i in out["items"]] == [red.number, amber.number]
    assert out["items"][0]["warning"] == "red" and out["items"][1]["warning"] == "amber"
    assert out["items"][0]["order_by_date"] == str(today - timedelta(days=10))
    assert red.id in out["red"] and amber.id in out["amber"]
    load = next(x for x in out["loads"] if x["supplier"] and x["supplier"]["id"] == works.id)
    assert (load["call_offs"], load["pallets"], load["weight_kg"]) == (1, 12, "15000.0")
    r = client.get(f"/api/schedules/flat?from={start}&to={end}&haulier_id={haulier.id}", headers=headers)
    assert [i["schedule_id"] for i in r.json()["items"]] == [amber.id] and r.json()["red"] == []
    r = client.get(f"/api/schedules/flat?from={start}&to={end}&status=booked", headers=headers)
    assert r.json()["items"] == []
    r = client.get(f"/api/schedules/flat?from={end}&to={start}", headers=headers)
    assert r.status_code == 422 and r.json()["errors"][0]["field"] == "to"
    r = client.get(f"/api/schedules/flat?from={start}&to={start + timedelta(days=200)}", headers=headers)
    assert r.status_code == 422 and "93 days" in r.json()["errors"][0]["message"]
    r = client.get(f"/api/schedules/flat?from=soon&to={end}", headers=headers)
    assert r.status_code == 422 and r.json()["errors"][0]["field"] == "from"

    r = client.get(f"/api/schedules?customer_id={order.customer_id}", headers=headers)
    assert r.status_code == 200 and r.json()["total"] == 1
    item = r.json()["items"][0]
    assert (item["ordered"], item["called_off"], item["remaining"]) == ("12900.000", "12900.000", "0.000")
    assert item["percent_called_off"] == 100.0 and item["call_offs_open"] == 2 and item["plots"] == 2
    assert item["next_delivery"]["number"] == red.number and item["warning"] == "red"
    r = client.get(f"/api/schedules?supplier_id={works.id}&q={order.number}", headers=headers)
    assert [i["order_id"] for i in r.json()["items"]] == [order.id]
    assert client.get("/api/schedules?sort=colour", headers=headers).status_code == 422


def test_home_and_the_daily_warning(client: TestClient, db: Session, staff: User, headers: dict[str, str]) -> None:
    today = date.today()
    order = make_plotted_order(db, account_manager_id=staff.id)
    other = make_plotted_order(db)
    _, plots = ids_of(db, order)
    _, other_plots = ids_of(db, other)
    due = make_call_off(db, order, plots=[plots[0]], requested=today + timedelta(days=1))
    make_call_off(db, other, plots=[other_plots[0]], requested=today + timedelta(days=1))
    quiet = make_call_off(db, order, plots=[plots[1]], requested=today + timedelta(days=1))
    quiet.status, quiet.confirmed_date = "confirmed", today + timedelta(days=1)
    delivered = make_call_off(db, other, plots=[other_plots[1]], requested=today - timedelta(days=3))
    delivered.status, delivered.delivered_at = "delivered", utcnow() - timedelta(days=3)
    db.flush()
    r = client.get(f"/api/users/myDay/{staff.id}/{today}", headers=headers)
    assert r.status_code == 200, r.text
    assert [(d["number"], d["reason"]) for d in r.json()["deliveries"]] == [(due.number, "due_unconfirmed")]
    assert "due tomorrow" in r.json()["deliveries"][0]["message"]
    told = day.warn(db, today)
    assert told == 3  # ours due tomorrow, the other manager's due tomorrow, the other's delivered without proof
    assert day.warn(db, today) == 0
    mine = db.scalars(select(Notification.message).where(Notification.user_id == staff.id)).all()
    assert mine == [f"{due.number} is due tomorrow and the works have not confirmed it."]
    no_proof = db.scalars(select(Notification.message).where(Notification.message.contains("no proof"))).all()
    assert no_proof == [
        f"{delivered.number} was delivered on {delivered.delivered_at:%d %b} and has no proof of delivery yet."
    ]
