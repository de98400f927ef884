"""The rules' admin calls: GET /tasks/rules (managers, admins), PUT /tasks/rules/edit and POST /tasks/rules/run
(admins): 401 without a token, 403 for staff, bad input with its message, the change in the database."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from api.tasks.rules.models import TaskRule
from api.users.models import Role, User
from tests.factories import headers_for, make_user

RULES = "/api/tasks/rules"
EDIT = "/api/tasks/rules/edit"
RUN = "/api/tasks/rules/run"


def _errors(response: Any) -> dict[str, str]:
    return {e["field"]: e["message"] for e in response.json()["errors"]}


def test_the_calls_need_a_token(client: TestClient) -> None:
    assert client.get(RULES).status_code == 401
    assert client.put(EDIT, json={"key": "quote_accepted", "enabled": False}).status_code == 401
    assert client.post(RUN).status_code == 401


def test_staff_may_not_read_or_change_the_rules(client: TestClient, headers: dict[str, str], db: Session) -> None:
    assert client.get(RULES, headers=headers).status_code == 403
    assert client.put(EDIT, headers=headers, json={"key": "quote_accepted", "enabled": False}).status_code == 403
    assert client.post(RUN, headers=headers).status_code == 403
    # A manager reads them but may not change them.
    manager = headers_for(db, make_user(db, role=Role.manager))
    assert client.get(RULES, headers=manager).status_code == 200
    assert client.put(EDIT, headers=manager, json={"key": "quote_accepted", "enabled": False}).status_code == 403
    assert db.get(TaskRule, "quote_accepted") is None


def test_list_shows_every_rule_with_its_defaults(client: TestClient, db: Session) -> None:
    admin = headers_for(db, make_user(db, role=Role.admin))
    r = client.get(RULES, headers=admin)
    assert r.status_code == 200
    rules = {rule["key"]: rule for rule in r.json()}
    assert list(rules) == [
        "quote_accepted",
        "quote_expiring",
        "rfq_overdue",
        "price_expiring",
        "po_unacknowledged",
        "calloff_unconfirmed",
        "proof_missing",
        "delivery_failed",
    ]
    accepted = rules["quote_accepted"]
    assert accepted["title"] == "Raise the purchase orders" and accepted["kind"] == "event"
    assert accepted["enabled"] is True and accepted["assignee"] is None and accepted["version"] == 0
    assert accepted["due_offset_days"] == accepted["default_due_offset_days"] == 1
    assert {r["title"] for r in rules.values()} == {
        "Raise the purchase orders",
        "Chase the customer",
        "Chase suppliers",
        "Re-confirm the price",
        "Chase the works",
        "Confirm with the works",
        "Get the proof of delivery",
        "Reschedule",
    }


def test_edit_turns_a_rule_off_and_sets_assignee_and_offset(client: TestClient, db: Session) -> None:
    admin_user = make_user(db, role=Role.admin)
    admin = headers_for(db, admin_user)
    chosen = make_user(db, first_name="Zoe", last_name="Yard")
    r = client.put(EDIT, headers=admin, json={"key": "calloff_unconfirmed", "enabled": False, "version": 0})
    assert r.status_code == 200, r.text
    assert r.json()["enabled"] is False and r.json()["version"] == 1
    r = client.put(
        EDIT,
        headers=admin,
        json={"key": "calloff_unconfirmed", "assignee_id": chosen.id, "due_offset_days": 2, "version": 1},
    )
    assert r.status_code == 200, r.text
    body = r.json()
    assert body["enabled"] is False  # left as it was
    assert body["assignee"] == {"id": chosen.id, "name": "Zoe Yard"}
    assert body["due_offset_days"] == 2 and body["version"] == 2
    db.expire_all()
    row = db.get(TaskRule, "calloff_unconfirmed")
    assert row is not None
    assert (row.enabled, row.assignee_id, row.due_offset_days, row.updated_by_id) == (
        False,
        chosen.id,
        2,
        admin_user.id,
    )
    # Back to the account manager.
    r = client.put(EDIT, headers=admin, json={"key": "calloff_unconfirmed", "assignee_id": None})
    assert r.status_code == 200 and r.json()["assignee"] is None
    db.expire_all()
    assert db.get(TaskRule, "calloff_unconfirmed").assignee_id is None  # type: ignore[union-attr]
    listed = {rule["key"]: rule for rule in client.get(RULES, headers=admin).json()}
    assert listed["calloff_unconfirmed"]["enabled"] is False


def test_edit_bad_input(client: TestClient, db: Session) -> None:
    admin = headers_for(db, make_user(db, role=Role.admin))
    gone = make_user(db, active=False)
    r = client.put(EDIT, headers=admin, json={"key": "no_such_rule", "enabled": False})
    assert r.status_code == 422 and _errors(r)["key"].startswith("There is no rule “no_such_rule”")
    r = client.put(EDIT, headers=admin, json={"key": "quote_accepted", "due_offset_days": 61})
    assert r.status_code == 422
    assert _errors(r) == {"due_offset_days": "Give a number of working days from 0 to 60."}
    r = client.put(EDIT, headers=admin, json={"key": "quote_accepted", "due_offset_days": "soon"})
    assert r.status_code == 422 and _errors(r)["due_offset_days"] == "This field can only contain integer values"
    r = client.put(EDIT, headers=admin, json={"key": "quote_accepted", "assignee_id": gone.id})
    assert r.status_code == 422 and _errors(r) == {"assignee_id": f"No active user has the id {gone.id}."}
    r = client.put(EDIT, headers=admin, json={"enabled": True})
    assert r.status_code == 422 and _errors(r)["key"] == "This field is required"
    r = client.put(EDIT, headers=admin, json={"key": "quote_accepted", "enabled": None})
    assert r.status_code == 422 and "enabled" in _errors(r)
    assert db.get(TaskRule, "quote_accepted") is None


def test_a_stale_edit_is_409(client: TestClient, db: Session) -> None:
    admin = headers_for(db, make_user(db, role=Role.admin))
    assert client.put(EDIT, headers=admin, json={"key": "rfq_overdue", "enabled": False}).status_code == 200
    r = client.put(EDIT, headers=admin, json={"key": "rfq_overdue", "enabled": True, "version": 0})
    assert r.status_code == 409 and "changed this rule meanwhile" in r.json()["detail"]
    db.expire_all()
    assert db.get(TaskRule, "rfq_overdue").enabled is False  # type: ignore[union-attr]


def test_run_now(client: TestClient, db: Session, staff: User) -> None:
    admin = headers_for(db, make_user(db, role=Role.admin))
    r = client.post(RUN, headers=admin)
    assert r.status_code == 200, r.text
    body = r.json()
    assert set(body["raised"]) <= set(body["closed"]) and body["total_closed"] == 0
