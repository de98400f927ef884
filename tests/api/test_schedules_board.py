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
from api.schedules.service import day, month
from api.schedules.service.listing import Filters
from api.users.models import User
from tests.api.schedule_factories import ids_of, make_call_off, make_plotted_order
from tests.conftest import QueryLog
from tests.factories import make_organisation, make_project, make_user


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
    # The haulier says its kind (a supplier or an other), so a screen can link to its record.
    assert r.json()["items"][0]["haulier"] == {"id": haulier.id, "name": "Board haulage", "kind": "other"}
    r = client.get(f"/api/schedules/order/{order.id}", headers=headers)
    hauled = next(c for c in r.json()["call_offs"] if c["schedule_id"] == amber.id)
    assert hauled["haulier"] == {"id": haulier.id, "name": "Board haulage", "kind": "other"}
    r = client.get(f"/api/schedules/{amber.id}", headers=headers)
    assert r.json()["haulier"] == {"id": haulier.id, "name": "Board haulage", "kind": "other"}
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


def test_month_summary_and_a_day_paged(
    client: TestClient, db: Session, headers: dict[str, str], query_log: QueryLog
) -> None:
    today = date.today()
    day = today + timedelta(days=100)
    order = make_plotted_order(db)
    _, plots = ids_of(db, order)
    works = make_organisation(db, kind=Kind.supplier, name="Month works")
    haulier = make_organisation(db, kind=Kind.other, name="Month haulage")
    lines, _ = ids_of(db, order)
    made = [
        make_call_off(
            db,
            order,
            items=[{"plot_id": plots[0], "line_id": lines[1], "quantity": "10"}],
            requested=day,
            supplier_id=works.id if n < 3 else None,
            haulier_id=haulier.id if n == 4 else None,
            window="pm" if n == 0 else "any",
        )
        for n in range(5)
    ]
    made[1].status = "cancelled"
    other = make_call_off(db, order, plots=[plots[1]], requested=day + timedelta(days=2), supplier_id=works.id)
    red = make_call_off(db, order, plots=[plots[0]], requested=today + timedelta(days=60))
    db.flush()
    start, end = day - timedelta(days=3), day + timedelta(days=27)
    r = client.get(f"/api/schedules/month?from={start}&to={end}", headers=headers)
    assert r.status_code == 200, r.text
    out = r.json()
    assert [d["date"] for d in out["days"]] == [str(day), str(day + timedelta(days=2))]
    first = out["days"][0]
    assert first["call_offs"] == 5
    assert {s["status"]: s["call_offs"] for s in first["statuses"]} == {"requested": 4, "cancelled": 1}
    # Three at most, PM before any time, then by number.
    assert [row["schedule_id"] for row in first["first"]] == [made[0].id, made[1].id, made[2].id]
    loads = {(x["supplier"] or {}).get("name"): (x["call_offs"], x["pallets"]) for x in first["loads"]}
    assert loads == {"Month works": (2, 0), None: (2, 0)}
    second = out["days"][1]
    assert second["loads"][0]["supplier"]["id"] == works.id
    assert (second["loads"][0]["pallets"], second["loads"][0]["weight_kg"]) == (13, "16250.0")
    assert second["first"][0]["number"] == other.number and second["first"][0]["plots"] == ["2"]
    assert red.id in out["red"] and [w["schedule_id"] for w in out["warned"]] == [red.id]
    filters = Filters(order_id=order.id)
    with query_log.recording() as statements:
        again = month.summary(db, start, end, filters)
    # The counts with the works' names, the items' weights, the first few's ids, the warnings, and the rows shown.
    assert len(statements) == 5, statements
    assert [row["schedule_id"] for row in again["days"][0]["first"]] == [made[0].id, made[1].id, made[2].id]
    assert [w["schedule_id"] for w in again["warned"]] == [red.id]
    r = client.get(f"/api/schedules/month?from={start}&to={end}&haulier_id={haulier.id}", headers=headers)
    assert [(d["date"], d["call_offs"]) for d in r.json()["days"]] == [(str(day), 1)]
    r = client.get(f"/api/schedules/month?from={end}&to={start}", headers=headers)
    assert r.status_code == 422 and r.json()["errors"][0]["field"] == "to"
    r = client.get(f"/api/schedules/month?from={start}&to={start + timedelta(days=120)}", headers=headers)
    assert r.status_code == 422 and "93 days" in r.json()["errors"][0]["message"]

    r = client.get(f"/api/schedules/day?date={day}&items_per_page=2", headers=headers)
    assert r.status_code == 200, r.text
    page = r.json()
    assert (page["total"], page["page"], page["items_per_page"]) == (5, 1, 2)
    assert [i["schedule_id"] for i in page["items"]] == [made[0].id, made[1].id]
    r = client.get(f"/api/schedules/day?date={day}&items_per_page=2&page=3", headers=headers)
    assert [i["schedule_id"] for i in r.json()["items"]] == [made[4].id]
    r = client.get(f"/api/schedules/day?date={day}&status=cancelled", headers=headers)
    assert [i["schedule_id"] for i in r.json()["items"]] == [made[1].id] and r.json()["total"] == 1
    r = client.get(f"/api/schedules/day?date={day}&page=0", headers=headers)
    assert r.status_code == 422 and r.json()["errors"][0]["field"] == "page"
    r = client.get("/api/schedules/day?date=tomorrow", headers=headers)
    assert r.status_code == 422 and r.json()["errors"][0]["field"] == "date"


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


def test_the_list_reads_in_the_same_statements_whatever_its_orders(
    client: TestClient, db: Session, headers: dict[str, str], query_log: QueryLog
) -> None:
    """Each order's customer, project, account manager, site, figures and open call-offs come with the page, not
    in statements of their own."""
    first = make_plotted_order(db)
    with query_log.recording() as few:
        r = client.get("/api/schedules", headers=headers)
    assert r.status_code == 200 and r.json()["total"] == 1
    managers = [make_user(db, first_name=f"Manager{n}", last_name="Lee") for n in range(3)]
    orders = [make_plotted_order(db, account_manager_id=m.id) for m in managers]
    for order in orders:
        _, plots = ids_of(db, order)
        make_call_off(db, order, plots=[plots[0]], requested=date.today() + timedelta(days=90))
        make_call_off(db, order, plots=[plots[1]], requested=date.today() + timedelta(days=30))
    with query_log.recording() as many:
        r = client.get("/api/schedules", headers=headers)
    assert len(many) == len(few), many
    items = {i["order_id"]: i for i in r.json()["items"]}
    assert set(items) == {first.id, *(o.id for o in orders)}
    for order, manager in zip(orders, managers, strict=True):
        item = items[order.id]
        assert item["account_manager"] == {"id": manager.id, "name": f"{manager.first_name} Lee"}
        assert item["customer"]["id"] == order.customer_id and item["customer"]["kind"] == "customer"
        assert (item["call_offs_open"], item["plots"], item["called_off"]) == (2, 2, "12900.000")
        # The sooner call-off is the next delivery; its order-by date (70 days' lead) has passed.
        assert item["next_delivery"]["date"] == str(date.today() + timedelta(days=30)) and item["warning"] == "red"
    assert items[first.id]["account_manager"]["id"] == first.account_manager_id
    assert items[first.id]["next_delivery"] is None and items[first.id]["warning"] is None
    assert items[first.id]["called_off"] == "0.000" and items[first.id]["percent_called_off"] == 0.0


BOARD = ("/api/schedules/flat", "/api/schedules/month", "/api/schedules/day")
BOARD_FILTERS = ("status", "supplier_id", "haulier_id", "customer_id", "project_id", "order_id", "account_manager_id")


def test_the_boards_three_calls_take_the_same_filters(
    client: TestClient, db: Session, headers: dict[str, str], staff: User
) -> None:
    """/flat, /month and /day read their seven filters through one dependency: each filter narrows each call the same
    way, and a bad one is a 422 naming it on each (a call without a token is a 401)."""
    day = date.today() + timedelta(days=100)
    works = make_organisation(db, kind=Kind.supplier, name="Filter works")
    haulier = make_organisation(db, kind=Kind.other, name="Filter haulage")
    mine = make_plotted_order(db, account_manager_id=staff.id)
    customer = make_organisation(db, kind=Kind.customer)
    project = make_project(db, customer=customer)
    theirs = make_plotted_order(db, customer=customer, project_id=project.id)
    ours = make_call_off(db, mine, plots=ids_of(db, mine)[1][:1], requested=day, supplier_id=works.id)
    other = make_call_off(db, theirs, plots=ids_of(db, theirs)[1][:1], requested=day, haulier_id=haulier.id)
    other.status = "booked"
    db.flush()
    span = {"from": str(day), "to": str(day), "date": str(day)}

    def found(path: str, **filters: object) -> list[int]:
        r = client.get(path, params={**span, **filters}, headers=headers)
        assert r.status_code == 200, r.text
        out = r.json()
        rows = out["items"] if "items" in out else [row for d in out["days"] for row in d["first"]]
        return sorted(row["schedule_id"] for row in rows if row["schedule_id"] in (ours.id, other.id))

    for path in BOARD:
        assert client.get(path, params=span).status_code == 401
        assert found(path) == sorted([ours.id, other.id])
        assert found(path, status="booked") == [other.id]
        assert found(path, supplier_id=works.id) == [ours.id]
        assert found(path, haulier_id=haulier.id) == [other.id]
        assert found(path, customer_id=mine.customer_id) == [ours.id]
        assert found(path, project_id=project.id) == [other.id]
        assert found(path, order_id=theirs.id) == [other.id]
        assert found(path, account_manager_id=staff.id) == [ours.id]
        assert found(path, order_id=theirs.id, supplier_id=works.id) == []
        for name, bad, field in (
            ("supplier_id", 0, "supplier_id"),
            ("order_id", 2**63, "order_id"),
            ("status", "lost", "status.0"),
        ):
            r = client.get(path, params={**span, name: bad}, headers=headers)
            assert r.status_code in (400, 422) and [e["field"] for e in r.json()["errors"]] == [field], r.text
    document = client.get("/api/openapi.json").json()["paths"]
    for path in BOARD:
        names = [p["name"] for p in document[path]["get"]["parameters"] if p["name"] in BOARD_FILTERS]
        assert names == list(BOARD_FILTERS), path
