"""Issue 18's probes, part 3: the wrong role and another user's records. Admins alone manage users, the outbox, the
task board's columns and rules and the assistant's index; deletes are for managers and admins (or, for what one made
oneself, its author); a task, a notification, a conversation or a proposal of the assistant belong to their user.
Every delete and every admin call is tried by a staff user on records another user made: refused (403, or 404 where
the record's existence is not told), and the record is still there."""

from __future__ import annotations

import inspect
from collections.abc import Callable
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

import pytest
from fastapi import FastAPI
from fastapi.routing import APIRoute
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from api.buying.models import SupplierQuote
from api.catalogue.models import Product
from api.crm import Address, Contact, Kind, Organisation
from api.db import utcnow
from api.notifications.models import Notification
from api.orders.models import Order
from api.projects.models import Project
from api.quotes.models import Quote
from api.records.models import Note, StoredFile
from api.tasks.models import Task, TaskUser
from api.users.models import Role, User
from assistant.actions.models import Proposal, ProposalStatus
from assistant.models import Conversation, Exchange, Feedback
from tests.api.buying.factories import make_draft
from tests.api.probe_inputs import Document, concrete
from tests.api.quotes.factories import make_quote
from tests.api.schedule_factories import make_plotted_order
from tests.api.tasks.helpers import make_task
from tests.api.test_unstorable_input import DOC
from tests.factories import (
    headers_for,
    make_address,
    make_contact,
    make_link,
    make_note,
    make_notification,
    make_organisation,
    make_product,
    make_project,
    make_user,
)


@dataclass(frozen=True)
class Made:
    """A record another user made, and the call that would delete it."""

    model: type[Any]
    id: int
    path: str
    params: dict[str, Any]


def _org(kind: Kind, owner: User, db: Session) -> Organisation:
    return make_organisation(db, kind=kind, created_by=owner)


def _customer(db: Session, owner: User, caller: User) -> Made:
    org = _org(Kind.customer, owner, db)
    return Made(Organisation, org.id, "/api/customers/delete", {"customer_id": org.id, "user_id": caller.id})


def _kind(kind: Kind, prefix: str) -> Callable[[Session, User, User], Made]:
    def make(db: Session, owner: User, caller: User) -> Made:
        org = _org(kind, owner, db)
        return Made(Organisation, org.id, f"/api/{prefix}/delete/{org.id}", {})

    return make


def _contact(db: Session, owner: User, caller: User) -> Made:
    org = _org(Kind.customer, owner, db)
    contact = make_contact(db, org)
    params = {"contact_id": contact.id, "related_id": org.id, "user_id": caller.id}
    return Made(Contact, contact.id, "/api/contacts/customer", params)


def _address(db: Session, owner: User, caller: User) -> Made:
    address = make_address(db, _org(Kind.supplier, owner, db))
    params = {"related_type": "supplier", "address_id": address.id, "user_id": caller.id}
    return Made(Address, address.id, "/api/addresses", params)


def _note(db: Session, owner: User, caller: User) -> Made:
    note = make_note(db, _org(Kind.customer, owner, db).id, owner)
    return Made(Note, note.id, f"/api/customers/note/{note.id}", {})


def _file(db: Session, owner: User, caller: User) -> Made:
    link = make_link(db, _org(Kind.customer, owner, db).id, uploaded_by=owner)
    return Made(StoredFile, link.id, "/api/customers/file", {"customer_repo_links_id": link.id, "user_id": caller.id})


def _product(db: Session, owner: User, caller: User) -> Made:
    product = make_product(db)
    return Made(Product, product.id, f"/api/products/delete/{product.id}", {})


def _project(db: Session, owner: User, caller: User) -> Made:
    project = make_project(db)
    return Made(Project, project.id, f"/api/projects/delete/{project.id}", {})


def _order(db: Session, owner: User, caller: User) -> Made:
    order = make_plotted_order(db, actor=owner)
    return Made(Order, order.id, f"/api/orders/{order.id}", {})


def _draft_quote(db: Session, owner: User, caller: User) -> Made:
    quote = make_quote(db, actor=owner)
    return Made(Quote, quote.id, f"/api/quotes/{quote.id}", {})


def _draft_supplier_quote(db: Session, owner: User, caller: User) -> Made:
    quote = make_draft(db, actor=owner)
    return Made(SupplierQuote, quote.id, f"/api/suppliers/quote/{quote.id}", {})


def _task(db: Session, owner: User, caller: User) -> Made:
    task = make_task(db, owner)
    return Made(Task, task.id, f"/api/tasks/delete/{task.id}", {})


def _task_person(db: Session, owner: User, caller: User) -> Made:
    task = make_task(db, owner)
    person = TaskUser(task_id=task.id, user_id=make_user(db).id, role="assigned")
    db.add(person)
    db.flush()
    return Made(TaskUser, person.id, f"/api/tasks/users/remove/{person.id}", {})


def _notification(db: Session, owner: User, caller: User) -> Made:
    row = make_notification(db, owner)
    return Made(Notification, row.id, f"/api/notifications/{row.id}", {})


def _notifications(db: Session, owner: User, caller: User) -> Made:
    row = make_notification(db, owner)
    return Made(Notification, row.id, f"/api/notifications/user/{owner.id}", {})


def _user(db: Session, owner: User, caller: User) -> Made:
    return Made(User, owner.id, f"/api/users/{owner.id}", {})


# Who may delete: "manager" (managers and admins), "author" (whoever made it, managers and admins), "own" (its user
# only; an admin acts for anyone), "admin".
DELETES: dict[str, tuple[Callable[[Session, User, User], Made], str]] = {
    "customer": (_customer, "manager"),
    "company": (_kind(Kind.company, "companys"), "manager"),
    "supplier": (_kind(Kind.supplier, "suppliers"), "manager"),
    "other": (_kind(Kind.other, "others"), "manager"),
    "contact": (_contact, "manager"),
    "address": (_address, "manager"),
    "note": (_note, "author"),
    "file": (_file, "author"),
    "product": (_product, "manager"),
    "project": (_project, "manager"),
    "order": (_order, "manager"),
    "draft quote": (_draft_quote, "author"),
    "draft supplier quote": (_draft_supplier_quote, "author"),
    "task": (_task, "author"),
    "task's person": (_task_person, "author"),
    "notification": (_notification, "own"),
    "notifications": (_notifications, "own"),
    "user": (_user, "admin"),
}


@pytest.mark.parametrize("case", sorted(DELETES))
def test_a_staff_user_cannot_delete_what_another_made(client: TestClient, db: Session, case: str) -> None:
    make, _ = DELETES[case]
    owner, stranger = make_user(db), make_user(db)
    made = make(db, owner, stranger)
    response = client.delete(made.path, params=made.params, headers=headers_for(db, stranger))
    assert response.status_code in (403, 404), response.text
    db.expire_all()
    assert db.get(made.model, made.id) is not None


@pytest.mark.parametrize("case", sorted(DELETES))
def test_who_may_delete_does(client: TestClient, db: Session, case: str) -> None:
    """The refusals above are the rule, not a broken call: the role the rule names deletes (the author, for what is
    theirs; the user, for their own)."""
    make, who = DELETES[case]
    owner = make_user(db)
    caller = {"manager": make_user(db, role=Role.manager), "admin": make_user(db, role=Role.admin)}.get(who, owner)
    made = make(db, owner, caller)
    response = client.delete(made.path, params=made.params, headers=headers_for(db, caller))
    assert response.status_code in (200, 204), response.text
    db.expire_all()
    row = db.get(made.model, made.id)
    assert row is None or getattr(row, "status", None) in ("withdrawn", "cancelled") or not getattr(row, "active", True)


def _route_roles(app: FastAPI) -> dict[tuple[str, str], set[str]]:
    """The roles each operation's dependencies allow (`require_role`'s), for the operations that name any."""
    found: dict[tuple[str, str], set[str]] = {}
    for route in app.routes:
        if not isinstance(route, APIRoute):
            continue
        stack = list(route.dependant.dependencies)
        while stack:
            dep = stack.pop()
            allowed = (
                inspect.getclosurevars(dep.call).nonlocals.get("allowed") if inspect.isfunction(dep.call) else None
            )
            if isinstance(allowed, set):
                found.update({(method, route.path): allowed for method in route.methods})
            stack.extend(dep.dependencies)
    return found


ADMIN_ONLY = {
    ("GET", "/api/users/all"),
    ("POST", "/api/users/add"),
    ("POST", "/api/users/edit"),
    ("DELETE", "/api/users/{id}"),
    ("GET", "/api/outbox"),
    ("GET", "/api/outbox/{id}"),
    ("GET", "/api/outbox/{id}/attachments/{attachment_id}"),
    ("PUT", "/api/outbox/{id}/retry"),
    ("POST", "/api/tasks/stages/add"),
    ("PUT", "/api/tasks/stages/edit"),
    ("PUT", "/api/tasks/stages/arrange"),
    ("DELETE", "/api/tasks/stages/{id}"),
    ("PUT", "/api/tasks/rules/edit"),
    ("POST", "/api/tasks/rules/run"),
    ("POST", "/api/models/process"),
    ("GET", "/api/models/jobs/{id}"),
    ("GET", "/api/models/status"),
}
# Calls a manager may make and staff may not, by their route (deletes are checked in the services, above).
MANAGER_ONLY = {("GET", "/api/tasks/rules")}


@pytest.mark.parametrize(("method", "path"), sorted(ADMIN_ONLY))
def test_staff_and_managers_are_refused_the_admin_calls(
    client: TestClient, db: Session, method: str, path: str
) -> None:
    document = Document(DOC)
    operation = DOC["paths"][path][method.lower()]
    schema = operation.get("requestBody", {}).get("content", {}).get("application/json", {}).get("schema")
    body = document.sample(schema) if schema else None
    url = concrete(path, {p["name"]: "1" for p in operation.get("parameters", []) if p["in"] == "path"})
    for role in (Role.staff, Role.manager):
        response = client.request(method, url, json=body, headers=headers_for(db, make_user(db, role=role)))
        assert response.status_code == 403, (role, response.text)


def test_the_admin_calls_are_the_ones_the_rule_names(app: FastAPI) -> None:
    """A new admin-only call (or one that lost its role) shows here: the list above is the rule's."""
    roles = _route_roles(app)
    assert {op for op, allowed in roles.items() if allowed == {"admin"}} == ADMIN_ONLY
    assert {op for op, allowed in roles.items() if allowed == {"admin", "manager"}} == MANAGER_ONLY


def test_a_staff_user_cannot_reach_another_users_assistant_records(client: TestClient, db: Session) -> None:
    """A conversation, an answer's feedback and a proposal of the assistant are their user's: another user's are
    not found (their existence not told), and nothing of theirs changes."""
    owner, stranger = make_user(db), make_user(db)
    conversation = Conversation(user_id=owner.id, title="Price of Tradesman Red")
    db.add(conversation)
    db.flush()
    exchange = Exchange(conversation_id=conversation.id, question="Price of Tradesman Red?", intent="price")
    db.add(exchange)
    db.flush()
    proposal = Proposal(
        user_id=owner.id,
        exchange_id=exchange.id,
        kind="create_task",
        summary="Chase Calder",
        payload={},
        expires_at=utcnow() + timedelta(hours=1),
    )
    db.add(proposal)
    db.flush()
    h = headers_for(db, stranger)
    calls = [
        ("GET", f"/api/brickmate/conversations/{conversation.id}", None),
        ("POST", "/api/brickmate/feedbackEmbedding", {"exchange_id": exchange.id, "helpful": False}),
        ("POST", "/api/brickmate/actions/confirm", {"proposal_id": proposal.id}),
        ("POST", "/api/brickmate/actions/cancel", {"proposal_id": proposal.id}),
    ]
    for method, path, body in calls:
        response = client.request(method, path, json=body, headers=h)
        assert response.status_code == 404, (path, response.text)
    listed = client.get("/api/brickmate/conversations", headers=h).json()
    assert conversation.id not in [c["conversation_id"] for c in listed["items"]]
    db.expire_all()
    assert db.scalars(select(Feedback).where(Feedback.exchange_id == exchange.id)).first() is None
    assert db.get(Proposal, proposal.id).status == ProposalStatus.pending.value  # type: ignore[union-attr]


def test_a_staff_user_cannot_read_or_clear_another_users_notifications_or_day(client: TestClient, db: Session) -> None:
    owner, stranger = make_user(db), make_user(db)
    row = make_notification(db, owner)
    h = headers_for(db, stranger)
    assert client.get(f"/api/notifications/{owner.id}", headers=h).status_code == 403
    assert client.delete(f"/api/notifications/user/{owner.id}", headers=h).status_code == 403
    assert client.get(f"/api/users/myDay/{owner.id}/2026-03-02", headers=h).status_code == 403
    db.expire_all()
    assert db.get(Notification, row.id) is not None
