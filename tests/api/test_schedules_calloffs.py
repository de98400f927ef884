"""Adding, editing, re-quantifying and cancelling call-offs: bad input named by field, over-calling refused unless
a manager gives a reason, stale versions refused, and the database as the API says."""

from __future__ import annotations

from decimal import Decimal

from fastapi.testclient import TestClient
from httpx import Response
from sqlalchemy import select
from sqlalchemy.orm import Session

from api.crm import Kind, Organisation
from api.orders.models import OrderPlot
from api.schedules.models import CallOff, CallOffEvent, CallOffItem
from tests.api.schedule_factories import ids_of, make_call_off, make_plotted_order
from tests.factories import make_address, make_contact, make_organisation


def fields(response: Response) -> dict[str, str]:
    return {e["field"]: e["message"] for e in response.json()["errors"]}


def test_add_a_call_off_for_plots(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    order = make_plotted_order(db)
    lines, plots = ids_of(db, order)
    customer = db.get(Organisation, order.customer_id)
    assert customer is not None
    contact = make_contact(db, customer, first_name="Pat")
    works = make_organisation(db, kind=Kind.supplier, name="Ibstock Lodge Lane works")
    body = {
        "order_id": order.id,
        "plot_ids": [plots[0]],
        "items": [{"plot_id": plots[1], "line_id": lines[0], "quantity": "1000"}],
        "requested_date": "2030-03-04",
        "window": "am",
        "site_contact_id": contact.id,
        "offload_method": "moffett",
        "vehicle": "rigid",
        "load_type": "part",
        "supplier_id": works.id,
        "access_notes": "Gate code 1234",
    }
    r = client.post("/api/schedules/plot/add", headers=headers, json=body)
    assert r.status_code == 201, r.text
    out = r.json()
    assert out["number"].startswith("CO-") and out["status"] == "requested"
    assert out["site_contact_name"].startswith("Pat") and out["supplier"]["name"] == "Ibstock Lodge Lane works"
    assert sorted(out["plots"]) == ["1", "2"]
    # 6,000 + 1,000 bricks on pallets of 500: 14 pallets, 17.5 t (blocks have no product, so no weight).
    assert out["pallets"] == 14 and Decimal(out["weight_kg"]) == Decimal("17500.0")
    row = db.get(CallOff, out["schedule_id"])
    assert row is not None and row.window == "am" and row.offload_method == "moffett"
    stored = {
        (i.plot_id, i.line_id): i.quantity
        for i in db.scalars(select(CallOffItem).where(CallOffItem.call_off_id == row.id))
    }
    assert stored == {
        (plots[0], lines[0]): Decimal("6000"),
        (plots[0], lines[1]): Decimal("200"),
        (plots[1], lines[0]): Decimal("1000"),
    }
    events = list(db.scalars(select(CallOffEvent).where(CallOffEvent.call_off_id == row.id)))
    assert [(e.from_status, e.to_status) for e in events] == [(None, "requested")]
    assert events[0].actor_name == "Sam Staff"
    # The schedule shows the balances.
    schedule = client.get(f"/api/schedules/order/{order.id}", headers=headers).json()
    assert [p["remaining"] for p in schedule["plots"]] == ["0.000", "5700.000"]
    assert schedule["lines"][0]["called_off"] == "7000.000" and schedule["lines"][0]["packs"] == "25.00"


def test_bad_input_names_the_field(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    order = make_plotted_order(db)
    other = make_plotted_order(db)
    lines, plots = ids_of(db, order)
    other_lines, other_plots = ids_of(db, other)
    stranger = make_contact(db, make_organisation(db))
    body = {
        "order_id": order.id,
        "requested_date": "2030-03-04",
        "site_contact_id": stranger.id,
        "supplier_id": order.customer_id,
        "items": [
            {"plot_id": other_plots[0], "line_id": lines[0], "quantity": "10"},
            {"plot_id": plots[0], "line_id": other_lines[0], "quantity": "10"},
            {"line_id": lines[0], "quantity": "10"},
        ],
    }
    r = client.post("/api/schedules/plot/add", headers=headers, json=body)
    assert r.status_code == 422, r.text
    assert fields(r) == {
        "site_contact_id": "This contact works for another organisation than the order's customer.",
        "supplier_id": "Choose a supplier (the works).",
    }
    del body["site_contact_id"], body["supplier_id"]
    r = client.post("/api/schedules/plot/add", headers=headers, json=body)
    assert fields(r) == {
        "items.0.plot_id": "This plot is not on this order.",
        "items.1.line_id": "This product is not on this order.",
        "items.2.plot_id": "Choose a plot: this order is called off plot by plot.",
    }
    r = client.post("/api/schedules/plot/add", headers=headers, json={"order_id": order.id, "plot_ids": [plots[0]]})
    assert r.status_code == 422 and "requested_date" in fields(r)
    r = client.post(
        "/api/schedules/plot/add", headers=headers, json={"order_id": order.id, "requested_date": "2030-01-01"}
    )
    assert fields(r) == {"items": "Call off at least one product (or pick plots with a balance)."}
    assert db.scalar(select(CallOff).where(CallOff.order_id == order.id)) is None


def test_over_calling_needs_a_manager_with_a_reason(
    client: TestClient, db: Session, headers: dict[str, str], manager_headers: dict[str, str]
) -> None:
    order = make_plotted_order(db)
    lines, plots = ids_of(db, order)
    make_call_off(db, order, items=[{"plot_id": plots[0], "line_id": lines[0], "quantity": "5000"}])
    body = {
        "order_id": order.id,
        "requested_date": "2030-03-04",
        "items": [{"plot_id": plots[0], "line_id": lines[0], "quantity": "1500"}],
    }
    r = client.post("/api/schedules/plot/add", headers=headers, json=body)
    assert r.status_code == 409
    assert "plot 1, Tradesman Red: 1,500 asked, 1,000 left" in r.json()["detail"]
    r = client.post("/api/schedules/plot/add", headers=headers, json={**body, "override_reason": "Breakages"})
    assert r.status_code == 403 and "Only a manager" in r.json()["detail"]
    r = client.post("/api/schedules/plot/add", headers=manager_headers, json={**body, "override_reason": "Breakages"})
    assert r.status_code == 201, r.text
    assert db.get(CallOff, r.json()["schedule_id"]).override_reason == "Breakages"  # type: ignore[union-attr]
    schedule = client.get(f"/api/schedules/order/{order.id}", headers=headers).json()
    assert schedule["plots"][0]["cells"][0]["remaining"] == "-500.000"
    # A plot with nothing left cannot be called off whole.
    r = client.post(
        "/api/schedules/plot/add",
        headers=manager_headers,
        json={"order_id": order.id, "requested_date": "2030-03-04", "plot_ids": [plots[0], plots[0] + 999]},
    )
    assert r.status_code == 422 and fields(r)["plot_ids.1"] == "This plot is not on this order."


def test_edit_with_version_and_quantities(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    order = make_plotted_order(db)
    lines, plots = ids_of(db, order)
    row = make_call_off(db, order, plots=[plots[0]])
    body = {"requested_date": "2030-05-06", "booked_date": "2030-05-05", "notes": "Crane booked", "version": 1}
    r = client.post(f"/api/schedules/edit/{row.id}", headers=headers, json=body)
    assert r.status_code == 200, r.text
    assert r.json()["status"] == "booked" and r.json()["version"] == 2
    db.refresh(row)
    assert str(row.booked_date) == "2030-05-05" and row.notes == "Crane booked" and row.status == "booked"
    r = client.post(f"/api/schedules/edit/{row.id}", headers=headers, json=body)
    assert r.status_code == 409 and "changed by someone else" in r.json()["detail"]
    items = [{"plot_id": plots[1], "line_id": lines[1], "quantity": "150"}]
    r = client.put(
        "/api/schedules/plot/edit", headers=headers, json={"schedule_id": row.id, "version": 2, "items": items}
    )
    assert r.status_code == 200, r.text
    stored = list(db.scalars(select(CallOffItem).where(CallOffItem.call_off_id == row.id)))
    assert [(i.plot_id, i.line_id, i.quantity) for i in stored] == [(plots[1], lines[1], Decimal("150"))]
    r = client.put("/api/schedules/plot/edit", headers=headers, json={"schedule_id": row.id, "version": 3, "items": []})
    assert r.status_code == 422 and "items" in fields(r)


def test_cancel_returns_the_balance_and_phases(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    order = make_plotted_order(db)
    _, plots = ids_of(db, order)
    row = make_call_off(db, order, plots=plots)
    r = client.delete(f"/api/schedules/plot/{row.id}?reason=Site closed", headers=headers)
    assert r.status_code == 200 and r.json()["status"] == "cancelled"
    assert r.json()["events"][-1]["note"] == "Site closed"
    r = client.delete(f"/api/schedules/plot/{row.id}", headers=headers)
    assert r.status_code == 409 and "already cancelled" in r.json()["detail"]
    schedule = client.get(f"/api/schedules/order/{order.id}", headers=headers).json()
    assert schedule["called_off"] == "0.000" and schedule["remaining"] == schedule["ordered"]
    r = client.put(
        "/api/schedules/plot/phase",
        headers=headers,
        json={"order_id": order.id, "plots": [{"plot_id": plots[0], "phase": "Phase 1"}]},
    )
    assert r.status_code == 200 and r.json()["plots"][0]["phase"] == "Phase 1"
    assert db.get(OrderPlot, plots[0]).phase == "Phase 1"  # type: ignore[union-attr]
    r = client.put(
        "/api/schedules/plot/phase",
        headers=headers,
        json={"order_id": order.id, "plots": [{"plot_id": plots[0] + 999, "phase": "Phase 1"}]},
    )
    assert r.status_code == 422 and fields(r) == {"plots.0.plot_id": "This plot is not on this order."}


def test_the_site_defaults_to_the_orders_delivery_address_without_its_postcode_twice(
    client: TestClient, db: Session, headers: dict[str, str]
) -> None:
    order = make_plotted_order(db)
    customer = db.get(Organisation, order.customer_id)
    assert customer is not None
    site = make_address(db, customer, address_type="site", line1="Wharf Street", town="Brighouse", postcode="HD6 1PP")
    order.delivery_address_id = site.id
    db.commit()
    _, plots = ids_of(db, order)
    body = {"order_id": order.id, "plot_ids": [plots[0]], "requested_date": "2030-03-04"}
    r = client.post("/api/schedules/plot/add", headers=headers, json=body)
    assert r.status_code == 201, r.text
    assert (r.json()["site_address"], r.json()["site_postcode"]) == ("Wharf Street, Brighouse", "HD6 1PP")
    row = db.get(CallOff, r.json()["schedule_id"])
    assert row is not None and row.site_address == "Wharf Street, Brighouse" and row.site_postcode == "HD6 1PP"
