"""The schedule of an order written compact (cells one per line with their zero figures left out, call-offs with
their defaults left out) and still valid against its schema; read in the same few statements whatever the number
of plots and call-offs; a status move that does not read the order back; the public link's call-offs a page at a
time."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from api.crm import Kind
from api.db import utcnow
from api.schedules.models import ScheduleLink
from api.schedules.schemas.out import ScheduleOut
from api.schedules.schemas.public import PublicScheduleOut
from api.schedules.service import public
from tests.api.orders.factories import make_order
from tests.api.schedule_factories import ids_of, make_call_off, make_plotted_order
from tests.conftest import QueryLog
from tests.factories import make_organisation

MOVE = "/api/schedules/status/delivery"


def _schedule(client: TestClient, headers: dict[str, str], order_id: int) -> dict[str, Any]:
    r = client.get(f"/api/schedules/order/{order_id}", headers=headers)
    assert r.status_code == 200, r.text
    return r.json()  # type: ignore[no-any-return]


def test_cells_and_call_offs_are_compact(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    order = make_plotted_order(db)
    lines, plots = ids_of(db, order)
    works = make_organisation(db, kind=Kind.supplier, name="Compact works")
    # Plot 1 called off whole, 14 days out: bricks take 70 days, so it is past its order-by date (red).
    whole = make_call_off(db, order, plots=[plots[0]])
    part = make_call_off(
        db,
        order,
        items=[{"plot_id": plots[1], "line_id": lines[0], "quantity": "1000"}],
        window="pm",
        supplier_id=works.id,
        booked_date=date.today() + timedelta(days=20),
    )
    out = _schedule(client, headers, order.id)
    parsed = ScheduleOut.model_validate(out)
    # One cell per line, in the lines' order, without their line ids; figures at zero left out.
    assert [line["line_id"] for line in out["lines"]] == lines
    assert out["plots"][0]["cells"] == [
        {"ordered": "6000.000", "called_off": "6000.000"},
        {"ordered": "200.000", "called_off": "200.000"},
    ]
    assert out["plots"][1]["cells"] == [
        {"ordered": "6500.000", "called_off": "1000.000", "remaining": "5500.000"},
        {"ordered": "200.000", "remaining": "200.000"},
    ]
    # A plot's own figures stay whole.
    assert (out["plots"][0]["remaining"], out["plots"][0]["delivered"]) == ("0.000", "0.000")
    assert (out["ordered"], out["called_off"], out["remaining"]) == ("12900.000", "7200.000", "5700.000")
    assert parsed.plots[1].cells[1].called_off == 0 and parsed.plots[1].cells[1].remaining == 200
    first, second = out["call_offs"]
    assert first["schedule_id"] == whole.id and first["plots"] == ["1"] and first["warning"] == "red"
    assert first["pallets"] == 12 and first["weight_kg"] == "15000.0"
    # The order, customer and project are the schedule's; nulls, empties and defaults are left out.
    for key in ("order", "customer", "project", "status_label", "booked_date", "supplier", "window", "vehicle"):
        assert key not in first, key
    assert second["schedule_id"] == part.id and second["window"] == "pm" and second["supplier"]["id"] == works.id
    assert second["booked_date"] == str(date.today() + timedelta(days=20)) and "warning" not in second
    assert parsed.call_offs[0].vehicle == "artic" and parsed.call_offs[0].booked_date is None


def test_an_order_without_plots_has_line_balances_only(
    client: TestClient, db: Session, headers: dict[str, str]
) -> None:
    order = make_order(db)
    lines = [line["line_id"] for line in _schedule(client, headers, order.id)["lines"]]
    make_call_off(db, order, items=[{"line_id": lines[0], "quantity": "500"}])
    out = _schedule(client, headers, order.id)
    ScheduleOut.model_validate(out)
    assert out["plots"] == [] and out["lines"][0]["remaining"] == "12000.000"
    # No plots: left out of the call-off too.
    assert "plots" not in out["call_offs"][0] and "pallets" not in out["call_offs"][0]


def test_the_schedule_reads_in_the_same_statements_whatever_its_size(
    client: TestClient, db: Session, headers: dict[str, str], query_log: QueryLog
) -> None:
    small = make_plotted_order(db)
    big = make_plotted_order(db)
    _, plots = ids_of(db, big)
    for plot in plots:
        make_call_off(db, big, plots=[plot])
    _schedule(client, headers, small.id)
    with query_log.recording() as few:
        _schedule(client, headers, small.id)
    with query_log.recording() as many:
        _schedule(client, headers, big.id)
    assert len(many) == len(few)


def test_a_status_move_does_not_read_the_order_back(
    client: TestClient, db: Session, headers: dict[str, str], query_log: QueryLog
) -> None:
    order = make_plotted_order(db)
    _, plots = ids_of(db, order)
    row = make_call_off(db, order, plots=[plots[0]])
    make_call_off(db, order, plots=[plots[1]])
    with query_log.recording() as statements:
        r = client.put(MOVE, headers=headers, json={"schedule_id": row.id, "status": "booked", "date": "2030-04-01"})
    assert r.status_code == 200 and r.json()["status"] == "booked"
    # Nothing reads the order's plots, lines or balances: only this call-off's own rows.
    assert not [s for s in statements if "FROM order_plots" in s or "order_plot_quantities" in s]
    assert len(statements) <= 14, statements


def test_the_site_link_pages_its_call_offs(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    order = make_plotted_order(db)
    lines, plots = ids_of(db, order)
    today = date.today()
    made = [
        make_call_off(
            db, order, items=[{"plot_id": plots[0], "line_id": lines[0], "quantity": "100"}], requested=today + day
        )
        for day in (timedelta(days=30), timedelta(days=10), timedelta(days=20))
    ]
    cancelled = make_call_off(db, order, items=[{"plot_id": plots[1], "line_id": lines[0], "quantity": "100"}])
    r = client.delete(f"/api/schedules/plot/{cancelled.id}", headers=headers)
    assert r.status_code == 200, r.text
    link = ScheduleLink(order_id=order.id, audience="site", email="", expires_at=utcnow() + timedelta(days=1))
    db.add(link)
    db.flush()
    by_date = [made[1].number, made[2].number, made[0].number]
    first = client.get(f"/api/schedules/public/{link.token}?items_per_page=2").json()
    PublicScheduleOut.model_validate(first)
    assert [c["number"] for c in first["call_offs"]] == by_date[:2]
    assert (first["call_offs_total"], first["page"], first["items_per_page"]) == (3, 1, 2)
    assert len(first["plots"]) == 2 and len(first["lines"]) == 2
    second = client.get(f"/api/schedules/public/{link.token}?items_per_page=2&page=2").json()
    assert [c["number"] for c in second["call_offs"]] == by_date[2:] and second["page"] == 2
    past = client.get(f"/api/schedules/public/{link.token}?items_per_page=2&page=3").json()
    assert past["call_offs"] == [] and past["call_offs_total"] == 3
    r = client.get(f"/api/schedules/public/{link.token}?items_per_page=101")
    assert r.status_code == 422


def test_the_site_link_opens_on_the_next_delivery(client: TestClient, db: Session) -> None:
    order = make_plotted_order(db)
    lines, plots = ids_of(db, order)
    today = date.today()
    made = [
        make_call_off(db, order, items=[{"plot_id": plots[0], "line_id": lines[0], "quantity": "10"}]) for _ in range(5)
    ]
    # Two deliveries already made (their dates passed), the next tomorrow.
    for row, days in zip(made, (-20, -10, 1, 5, 9), strict=True):
        row.requested_date = today + timedelta(days=days)
    link = ScheduleLink(order_id=order.id, audience="site", email="", expires_at=utcnow() + timedelta(days=1))
    db.add(link)
    db.flush()
    opened = client.get(f"/api/schedules/public/{link.token}?items_per_page=2").json()
    assert opened["page"] == 2
    assert [c["number"] for c in opened["call_offs"]] == [made[2].number, made[3].number]
    first = client.get(f"/api/schedules/public/{link.token}?items_per_page=2&page=1").json()
    assert first["page"] == 1 and [c["number"] for c in first["call_offs"]] == [made[0].number, made[1].number]


def test_the_page_of_the_next_delivery() -> None:
    today = date(2026, 11, 27)
    days = [today + timedelta(days=n) for n in (-9, -5, -1, 0, 3)]
    assert public.upcoming_page(days, 2, today) == 2  # the 4th, wanted today
    assert public.upcoming_page(days, 3, today) == 2
    assert public.upcoming_page(days, 10, today) == 1
    assert public.upcoming_page(days[:3], 2, today) == 2  # all past: the last page
    assert public.upcoming_page([], 25, today) == 1
