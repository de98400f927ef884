"""The public side: the schedule mailed to the site contact with its read-only link, a call-off to the works with
theirs (confirm, propose, dispatch, deliver with proof), links unknown, withdrawn or expired, every public call
logged with the address, and no public answer carrying a price, a cost or an internal note."""

from __future__ import annotations

import re
from datetime import date, timedelta
from typing import Any

from fastapi.testclient import TestClient
from httpx import Response
from sqlalchemy import select
from sqlalchemy.orm import Session

from api.crm import Kind, Organisation
from api.db import utcnow
from api.mail.models import OutboxMessage
from api.notifications.models import Notification
from api.records.models import Activity
from api.schedules.models import CallOff, ScheduleLink
from tests.api.conftest import keys
from tests.api.schedule_factories import ids_of, make_call_off, make_plotted_order
from tests.factories import make_contact, make_organisation

PNG = b"\x89PNG\r\n\x1a\n" + b"\x00" * 64
SEND = "/api/quotes/send/schedule"
PUBLIC = "/api/schedules/public"
# Our sell and cost prices of both lines, the order's totals, a failure charge and internal notes.
SECRETS = ("695", "545", "1.95", "1.45", "SECRET-NOTE", "SECRET-OVERRIDE", "180.00")
FORBIDDEN_KEYS = {
    "sell_price",
    "cost_price",
    "line_total",
    "total",
    "subtotal",
    "margin_percent",
    "notes",
    "override_reason",
    "failure_charge",
    "failure_reason",
    "cost_total",
    "account_manager",
}


# Tokens and moments hold digits by chance ("…:11.45…", a uuid's "695"): they are taken out before the search.
_BY_CHANCE = re.compile(
    r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})?"
)


def clean(response: Response) -> Response:
    text = _BY_CHANCE.sub("", response.text)
    for secret in SECRETS:
        assert secret not in text, (secret, response.text)
    if response.headers.get("content-type", "").startswith("application/json"):
        assert not keys(response.json()) & FORBIDDEN_KEYS, keys(response.json()) & FORBIDDEN_KEYS
    return response


def _setup(db: Session) -> tuple[Any, CallOff]:
    order = make_plotted_order(db)
    _, plots = ids_of(db, order)
    customer = db.get(Organisation, order.customer_id)
    assert customer is not None
    site = make_contact(db, customer, first_name="Jo", email="jo.site@example.com")
    works = make_organisation(db, kind=Kind.supplier, name="Ibstock works")
    make_contact(db, works, first_name="Dee", email="despatch@example.com")
    row = make_call_off(
        db,
        order,
        plots=[plots[0]],
        site_contact_id=site.id,
        supplier_id=works.id,
        notes="SECRET-NOTE",
        booked_date=date.today() + timedelta(days=10),
    )
    row.override_reason = "SECRET-OVERRIDE"
    db.flush()
    return order, row


def test_site_link_reads_the_schedule_without_prices(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    order, row = _setup(db)
    preview = client.put(f"{SEND}/preview", headers=headers, json={"order_id": order.id})
    assert preview.status_code == 200 and preview.json()["recipients"][0]["email"] == "jo.site@example.com"
    assert db.scalar(select(ScheduleLink)) is None
    r = client.put(SEND, headers=headers, json={"order_id": order.id, "message": "Plot 1 first"})
    assert r.status_code == 200, r.text
    link = r.json()["links"][0]
    assert link["audience"] == "site" and link["active"] and "/call-offs/" in link["url"]
    mail = db.get(OutboxMessage, r.json()["outbox_ids"][0])
    assert mail is not None and mail.to == "jo.site@example.com" and link["url"] in mail.text_body
    assert "Plot 1 first" in mail.text_body and row.number in mail.text_body
    token = link["url"].rsplit("/", 1)[1]
    page = clean(client.get(f"{PUBLIC}/{token}"))
    assert page.status_code == 200, page.text
    out = page.json()
    assert out["audience"] == "site" and out["order_number"] == order.number
    assert [p["plot_number"] for p in out["plots"]] == ["1", "2"] and out["call_offs"][0]["number"] == row.number
    assert not any(v for k, v in out["actions"].items() if k.startswith("can_"))
    confirm = clean(client.put(f"{PUBLIC}/confirm", json={"token": token, "name": "Jo"}))
    assert confirm.status_code == 409
    views = db.scalars(select(Activity).where(Activity.action == "public_view", Activity.subject_id == order.id))
    assert any("testclient" in v.summary for v in views)
    # Withdrawn: 404 like a link that never was.
    assert (
        client.put("/api/schedules/links/revoke", headers=headers, json={"link_id": link["link_id"]}).json()["active"]
        is False
    )
    for bad in (token, "not-a-uuid", "6f1c5a9e-3d1b-4c38-9a55-0d2f7d3b9e11"):
        r = clean(client.get(f"{PUBLIC}/{bad}"))
        assert r.status_code == 404 and r.json()["detail"] == "This link does not exist, has expired or was withdrawn."


def test_works_link_confirms_dispatches_and_delivers_with_proof(
    client: TestClient, db: Session, headers: dict[str, str]
) -> None:
    order, row = _setup(db)
    r = client.put(SEND, headers=headers, json={"order_id": order.id, "audience": "works"})
    assert r.status_code == 422 and r.json()["errors"][0]["field"] == "schedule_id"
    r = client.put(SEND, headers=headers, json={"schedule_id": row.id, "audience": "works"})
    assert r.status_code == 200, r.text
    assert r.json()["recipients"][0]["email"] == "despatch@example.com"
    token = r.json()["links"][0]["url"].rsplit("/", 1)[1]
    out = clean(client.get(f"{PUBLIC}/{token}")).json()
    assert out["audience"] == "works" and out["actions"]["can_confirm"] and out["plots"] == []
    past = {"token": token, "name": "Dee", "proposed_date": str(date.today() - timedelta(days=1))}
    r = clean(client.put(f"{PUBLIC}/propose", json=past))
    assert r.status_code == 422 and r.json()["errors"][0]["field"] == "proposed_date"
    later = {**past, "proposed_date": str(date.today() + timedelta(days=12)), "notes": "Kiln down"}
    assert clean(client.put(f"{PUBLIC}/propose", json=later)).status_code == 200
    assert db.scalar(select(Notification).where(Notification.message.contains("proposed"))) is not None
    r = clean(client.put(f"{PUBLIC}/confirm", json={"token": token, "name": "Dee"}))
    assert r.status_code == 200 and r.json()["call_offs"][0]["status"] == "confirmed"
    r = clean(client.post(f"{PUBLIC}/delivered", data={"token": token, "name": "Jo"}))
    assert r.status_code == 409 and "not been dispatched" in r.json()["detail"]
    assert clean(client.put(f"{PUBLIC}/dispatched", json={"token": token, "name": "Dee"})).status_code == 200
    r = clean(
        client.post(
            f"{PUBLIC}/delivered",
            data={"token": token, "name": "Jo Site", "pallets_delivered": "12"},
            files={"file": ("docket.png", PNG, "image/png")},
        )
    )
    assert r.status_code == 200, r.text
    shown = r.json()["call_offs"][0]
    assert shown["status"] == "proof_received" and shown["received_by"] == "Jo Site"
    proof = clean(client.get(f"{PUBLIC}/{token}/proof/{shown['proofs'][0]['file_id']}"))
    assert proof.status_code == 200 and proof.content == PNG
    assert client.get(f"{PUBLIC}/{token}/proof/999999").status_code == 404
    db.refresh(row)
    assert row.status == "proof_received" and row.pallets_delivered == 12
    staff = client.get(f"/api/schedules/{row.id}", headers=headers).json()
    by_link = [e for e in staff["events"] if e["user_id"] is None]
    assert [e["to_status"] for e in by_link] == ["confirmed", "dispatched", "delivered", "proof_received"]
    assert all(e["client_address"] == "testclient" for e in by_link)
    assert by_link[0]["by"] == "Dee"
    # An expired link is gone.
    db.execute(ScheduleLink.__table__.update().values(expires_at=utcnow() - timedelta(minutes=1)))
    assert client.get(f"{PUBLIC}/{token}").status_code == 404
    assert client.put(f"{PUBLIC}/dispatched", json={"token": token, "name": "Dee"}).status_code == 404


def test_sending_refused_without_recipient(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    order = make_plotted_order(db)
    _, plots = ids_of(db, order)
    row = make_call_off(db, order, plots=[plots[0]])
    r = client.put(SEND, headers=headers, json={"schedule_id": row.id, "audience": "haulier"})
    assert r.status_code == 409 and "has no haulier" in r.json()["detail"]
    other = make_contact(db, make_organisation(db))
    r = client.put(SEND, headers=headers, json={"order_id": order.id, "contact_ids": [other.id]})
    assert r.status_code == 422 and r.json()["errors"][0]["field"] == "contact_ids.0"
    r = client.put(SEND, headers=headers, json={"order_id": order.id})
    assert r.status_code == 409 and "Nobody to send it to" in r.json()["detail"]
    assert db.scalar(select(OutboxMessage)) is None


def test_a_delivery_time_outside_the_calendar_we_keep_is_a_422_on_the_public_form(client: TestClient) -> None:
    """The haulier's form: 0001-01-01T00:00:00+14:00 would be stored as a year-0 (BC) instant that no later read of
    the call-off could load (the board and the order's schedule answered 400)."""
    form = {"token": "any", "name": "Jo Site", "delivered_at": "0001-01-01T00:00:00+14:00"}
    response = client.post("/api/schedules/public/delivered", data=form)
    assert response.status_code == 422
    assert [e["field"] for e in response.json()["errors"]] == ["delivered_at"]


def test_the_contacts_picked_are_checked_as_a_quotes_are(
    client: TestClient, db: Session, headers: dict[str, str]
) -> None:
    """The schedule's recipients are chosen by the same rule as a quote's and a request's (crm.service.recipients):
    an archived contact picked is a 422 on its place (it was dropped without a word), the picked ones go in the order
    picked, and a contact without an email is left out."""
    order = make_plotted_order(db)
    customer = db.get(Organisation, order.customer_id)
    assert customer is not None
    zed = make_contact(db, customer, first_name="Zoe", last_name="Zed", email="zoe.zed@example.com")
    abe = make_contact(db, customer, first_name="Abe", last_name="Able", email="abe.able@example.com")
    quiet = make_contact(db, customer, first_name="No", last_name="Mail", email="")
    gone = make_contact(db, customer, first_name="Old", last_name="Hand", archived=True)
    assert client.put(f"{SEND}/preview", json={"order_id": order.id, "contact_ids": [zed.id]}).status_code == 401
    r = client.put(f"{SEND}/preview", headers=headers, json={"order_id": order.id, "contact_ids": [zed.id, gone.id]})
    assert r.status_code == 422, r.text
    assert r.json()["errors"] == [{"field": "contact_ids.1", "message": "This contact is archived."}]
    picked = {"order_id": order.id, "contact_ids": [zed.id, quiet.id, abe.id]}
    r = client.put(f"{SEND}/preview", headers=headers, json=picked)
    assert r.status_code == 200, r.text
    assert [x["email"] for x in r.json()["recipients"]] == ["zoe.zed@example.com", "abe.able@example.com"]
    assert db.scalar(select(OutboxMessage)) is None
