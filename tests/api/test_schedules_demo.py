"""The demo's call-offs: a phase-3 order for Mytholm Meadows called off across the status machine, on the demo
admin's Home; seeding again adds nothing."""

from __future__ import annotations

from datetime import date

from fastapi.testclient import TestClient
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.orders.models import Order
from api.schedules.demo import seed_call_offs
from api.schedules.models import CallOff
from api.seed import seed_demo
from tests.factories import headers_for


def test_demo_call_offs(client: TestClient, db: Session) -> None:
    admin = seed_demo(db)
    statuses = db.scalars(select(CallOff.status).order_by(CallOff.id)).all()
    assert statuses == ["delivered", "confirmed", "booked", "rescheduled", "requested", "cancelled"]
    order = db.scalar(select(Order).where(Order.po_number == "CVH-PO-2502"))
    assert order is not None and order.status == "open"
    assert seed_call_offs(db, admin) == []
    assert db.scalar(select(func.count()).select_from(CallOff)) == len(statuses)
    headers = headers_for(db, admin)
    schedule = client.get(f"/api/schedules/order/{order.id}", headers=headers).json()
    assert [p["phase"] for p in schedule["plots"]] == ["Phase 3a"] * 3 + ["Phase 3b"] * 3
    assert schedule["plots"][0]["delivered"] == schedule["plots"][0]["ordered"]
    day = client.get(f"/api/users/myDay/{admin.id}/{date.today()}", headers=headers).json()
    assert sorted(d["reason"] for d in day["deliveries"]) == ["due_unconfirmed", "no_proof"]
