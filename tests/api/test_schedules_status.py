"""The call-off's status machine: the whole road to proof of delivery with each move stamped, part deliveries
returning the shortfall, failures and rescheduling, illegal moves refused with why, and the order delivered once
every plot is."""

from __future__ import annotations

from decimal import Decimal

from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from api.orders.models import Order
from api.schedules.models import CallOff, CallOffEvent, CallOffItem
from tests.api.schedule_factories import ids_of, make_call_off, make_plotted_order

PDF = b"%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"
MOVE = "/api/schedules/status/delivery"


def test_from_requested_to_proof_received(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    order = make_plotted_order(db)
    _, plots = ids_of(db, order)
    first = make_call_off(db, order, plots=[plots[0]])
    second = make_call_off(db, order, plots=[plots[1]])
    steps = [
        ({"status": "booked", "date": "2030-04-01", "window": "pm"}, "booked"),
        ({"status": "confirmed"}, "confirmed"),
        ({"status": "dispatched"}, "dispatched"),
        ({"status": "delivered", "received_by": "Jo Site", "pallets_delivered": 12}, "delivered"),
    ]
    for body, expected in steps:
        r = client.put(MOVE, headers=headers, json={"schedule_id": first.id, **body})
        assert r.status_code == 200, r.text
        assert r.json()["status"] == expected
    out = r.json()
    assert (
        out["confirmed_date"] == "2030-04-01" and out["window"] == "pm" and out["next_statuses"] == ["proof_received"]
    )
    r = client.put(MOVE, headers=headers, json={"schedule_id": first.id, "status": "proof_received"})
    assert r.status_code == 409 and "no proof of delivery yet" in r.json()["detail"]
    early = client.post(
        "/api/schedules/proof",
        headers=headers,
        data={"schedule_id": str(second.id)},
        files={"file": ("docket.pdf", PDF, "application/pdf")},
    )
    assert early.status_code == 409 and "once it is delivered" in early.json()["detail"]
    wrong = client.post(
        "/api/schedules/proof",
        headers=headers,
        data={"schedule_id": str(first.id)},
        files={"file": ("docket.txt", b"signed", "text/plain")},
    )
    assert wrong.status_code == 422 and wrong.json()["errors"][0]["field"] == "file"
    r = client.post(
        "/api/schedules/proof",
        headers=headers,
        data={"schedule_id": str(first.id), "received_by": "Jo Site"},
        files={"file": ("docket.pdf", PDF, "application/pdf")},
    )
    assert r.status_code == 200, r.text
    assert r.json()["status"] == "proof_received" and len(r.json()["proofs"]) == 1
    file_id = r.json()["proofs"][0]["file_id"]
    download = client.get(f"/api/schedules/{first.id}/proof/{file_id}", headers=headers)
    assert download.status_code == 200 and download.content == PDF
    assert client.get(f"/api/schedules/{second.id}/proof/{file_id}", headers=headers).status_code == 404
    db.refresh(first)
    assert first.pallets_delivered == 12 and first.received_by == "Jo Site" and first.delivered_at is not None
    events = db.scalars(select(CallOffEvent).where(CallOffEvent.call_off_id == first.id).order_by(CallOffEvent.id))
    stamped = [(e.to_status, e.actor_name) for e in events]
    assert [s for s, _ in stamped] == [
        "requested",
        "booked",
        "confirmed",
        "dispatched",
        "delivered",
        "proof_received",
    ]
    assert all(name for _, name in stamped)
    # Plot 2 is still to come: the order stays open until it arrives too.
    assert db.get(Order, order.id).status == "open"  # type: ignore[union-attr]
    for body in ({"status": "booked", "date": "2030-04-08"}, {"status": "confirmed"}, {"status": "dispatched"}):
        client.put(MOVE, headers=headers, json={"schedule_id": second.id, **body})
    r = client.put(MOVE, headers=headers, json={"schedule_id": second.id, "status": "delivered"})
    assert r.status_code == 200
    db.expire_all()
    assert db.get(Order, order.id).status == "delivered"  # type: ignore[union-attr]


def test_illegal_moves_say_why(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    order = make_plotted_order(db)
    _, plots = ids_of(db, order)
    row = make_call_off(db, order, plots=[plots[0]])
    r = client.put(MOVE, headers=headers, json={"schedule_id": row.id, "status": "dispatched"})
    assert r.status_code == 409
    assert r.json()["detail"] == (
        f"Call-off {row.number} cannot become dispatched: it is requested, and it has not been booked with the "
        "works yet."
    )
    r = client.put(MOVE, headers=headers, json={"schedule_id": row.id, "status": "booked"})
    assert r.status_code == 422 and r.json()["errors"] == [
        {"field": "date", "message": "Give the date booked with the works."}
    ]
    r = client.put(MOVE, headers=headers, json={"schedule_id": row.id, "status": "teleported"})
    assert r.status_code == 422 and r.json()["errors"][0]["field"] == "status"
    for body in ({"status": "booked", "date": "2030-04-01"}, {"status": "confirmed"}, {"status": "dispatched"}):
        assert client.put(MOVE, headers=headers, json={"schedule_id": row.id, **body}).status_code == 200
    r = client.put(MOVE, headers=headers, json={"schedule_id": row.id, "status": "cancelled"})
    assert r.status_code == 409 and "it is on its way" in r.json()["detail"]
    r = client.put(MOVE, headers=headers, json={"schedule_id": row.id, "status": "failed"})
    assert r.status_code == 422 and r.json()["errors"][0]["field"] == "reason"
    r = client.put(MOVE, headers=headers, json={"schedule_id": row.id, "status": "booked", "version": 1})
    assert r.status_code == 409 and "changed by someone else" in r.json()["detail"]
    db.refresh(row)
    assert row.status == "dispatched"


def test_part_delivery_and_failure(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    order = make_plotted_order(db)
    lines, plots = ids_of(db, order)
    row = make_call_off(db, order, plots=[plots[0]])
    for body in ({"status": "booked", "date": "2030-04-01"}, {"status": "confirmed"}, {"status": "dispatched"}):
        client.put(MOVE, headers=headers, json={"schedule_id": row.id, **body})
    items = {i.line_id: i.id for i in db.scalars(select(CallOffItem).where(CallOffItem.call_off_id == row.id))}
    body = {
        "schedule_id": row.id,
        "status": "part_delivered",
        "delivered": [{"item_id": items[lines[0]], "quantity": "7000"}],
    }
    r = client.put(MOVE, headers=headers, json=body)
    assert r.status_code == 422 and r.json()["errors"][0]["field"] == "delivered.0.quantity"
    body["delivered"] = [
        {"item_id": items[lines[0]], "quantity": "5500"},
        {"item_id": items[lines[1]], "quantity": "200"},
    ]
    r = client.put(MOVE, headers=headers, json=body)
    assert r.status_code == 200, r.text
    schedule = client.get(f"/api/schedules/order/{order.id}", headers=headers).json()
    bricks = schedule["plots"][0]["cells"][0]
    # The 500 bricks short return to plot 1's balance.
    assert (bricks["called_off"], bricks["delivered"], bricks["remaining"]) == ("5500.000", "5500.000", "500.000")
    assert db.get(CallOffItem, items[lines[0]]).delivered_quantity == Decimal("5500")  # type: ignore[union-attr]

    again = make_call_off(db, order, plots=[plots[0]])
    for body in ({"status": "booked", "date": "2030-04-09"}, {"status": "confirmed"}, {"status": "dispatched"}):
        client.put(MOVE, headers=headers, json={"schedule_id": again.id, **body})
    failed = {"schedule_id": again.id, "status": "failed", "reason": "No access: road closed", "charge": "180.00"}
    r = client.put(MOVE, headers=headers, json=failed)
    assert r.status_code == 200 and r.json()["failure_reason"] == "No access: road closed"
    r = client.put(MOVE, headers=headers, json={"schedule_id": again.id, "status": "booked", "date": "2030-04-20"})
    assert r.status_code == 409 and "rescheduled" in r.json()["detail"]
    r = client.put(MOVE, headers=headers, json={"schedule_id": again.id, "status": "rescheduled", "date": "2030-04-21"})
    assert r.status_code == 200 and r.json()["requested_date"] == "2030-04-21" and r.json()["booked_date"] is None
    db.refresh(again)
    assert again.failure_charge == Decimal("180.00") and again.status == "rescheduled"
    assert db.scalar(select(CallOff.status).where(CallOff.id == row.id)) == "part_delivered"


def test_a_delivery_time_outside_the_calendar_we_keep_is_a_422(
    client: TestClient, db: Session, headers: dict[str, str]
) -> None:
    """delivered_at 0001-01-01T00:00:00+14:00 would be stored as a year-0 (BC) instant no later read can load."""
    order = make_plotted_order(db)
    _, plots = ids_of(db, order)
    row = make_call_off(db, order, plots=[plots[0]])
    for body in (
        {"status": "booked", "date": "2030-04-01", "window": "pm"},
        {"status": "confirmed"},
        {"status": "dispatched"},
    ):
        assert client.put(MOVE, headers=headers, json={"schedule_id": row.id, **body}).status_code == 200
    r = client.put(
        MOVE,
        headers=headers,
        json={
            "schedule_id": row.id,
            "status": "delivered",
            "received_by": "Jo",
            "delivered_at": "0001-01-01T00:00:00+14:00",
        },
    )
    assert r.status_code == 422 and [e["field"] for e in r.json()["errors"]] == ["delivered_at"]
    db.expire_all()
    assert db.get(CallOff, row.id).status == "dispatched"  # type: ignore[union-attr]
