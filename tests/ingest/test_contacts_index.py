"""Contacts in the assistant's index (issue 14): each contact is a document with its name, role, organisation, phone,
mobile and email; a change to a contact queues its document; a renamed organisation re-embeds its contacts'
documents, which name it; a deleted contact's document goes."""

from __future__ import annotations

from typing import Any

import pytest
from sqlalchemy import select
from sqlalchemy.orm import Session

from api.crm import Contact, Kind
from api.db import run_after_commit
from api.settings import get_settings
from ingest import tracking
from ingest.documents import BUILDERS, KINDS
from ingest.models import Document
from ingest.sync import reconcile, sync_records
from tests.factories import make_contact, make_organisation
from tests.jobs import recorded


def document(db: Session, record_id: int) -> Document | None:
    db.expire_all()
    return db.scalar(select(Document).where(Document.kind == "contact", Document.record_id == record_id))


def test_a_contact_document_names_the_person_role_organisation_and_details(db: Session) -> None:
    org = make_organisation(db, kind=Kind.customer, name="Harlow Homes Ltd")
    contact = make_contact(db, org, first_name="Jane", last_name="Hartley", email="jane@harlow.example",
                           job_title="Buyer", phone="01279 000111", mobile="07700 900111")  # fmt: skip
    [doc] = BUILDERS["contact"].build(db, [contact.id])
    assert "contact" in KINDS
    assert (doc.kind, doc.record_id, doc.link) == ("contact", contact.id, f"/contact?id={contact.id}")
    assert doc.content.split("\n") == [
        "Contact: Jane Hartley",
        "role: Buyer",
        "organisation: Harlow Homes Ltd",
        "organisation kind: customer",
        "phone: 01279 000111",
        "mobile: 07700 900111",
        "email: jane@harlow.example",
        "Jane Hartley works at Harlow Homes Ltd as Buyer.",
    ]
    bare = make_contact(db, org, first_name="Sam", last_name="", email="")
    [plain] = BUILDERS["contact"].build(db, [bare.id])
    assert plain.content.split("\n") == [
        "Contact: Sam",
        "organisation: Harlow Homes Ltd",
        "organisation kind: customer",
        "Sam works at Harlow Homes Ltd.",
    ]
    assert BUILDERS["contact"].build(db, [2_000_000_000]) == []


def test_contacts_are_reconciled_and_follow_their_organisation(db: Session) -> None:
    org = make_organisation(db, kind=Kind.supplier, name="Pennine Aggregates")
    contact = make_contact(db, org, first_name="Raj", last_name="Patel", job_title="Sales")
    reconcile(db, ["contact"])
    doc = document(db, contact.id)
    assert doc is not None and "organisation: Pennine Aggregates" in doc.content
    org.name = "Pennine Aggregates Group"
    db.flush()
    result = sync_records(db, [("organisation", org.id)])  # as ingest.tracking reports an organisation's change
    assert result.embedded >= 2  # the organisation's document and its contact's
    doc = document(db, contact.id)
    assert doc is not None and "organisation: Pennine Aggregates Group" in doc.content
    db.delete(db.get_one(Contact, contact.id))
    db.flush()
    sync_records(db, [("contact", contact.id)])
    assert document(db, contact.id) is None


@pytest.fixture
def dispatched(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, tuple[Any, ...]]]:
    sent: list[tuple[str, tuple[Any, ...]]] = []
    monkeypatch.setattr("api.core.jobs.enqueue", recorded(sent))
    on = get_settings().model_copy(update={"index_on_change": True})
    monkeypatch.setattr(tracking, "get_settings", lambda: on)
    return sent


def test_a_contact_change_is_queued_for_the_index(db: Session, dispatched: list[tuple[str, tuple[Any, ...]]]) -> None:
    org = make_organisation(db, kind=Kind.customer)
    contact = make_contact(db, org, first_name="Ann")
    db.commit()
    run_after_commit(db)
    [(name, (pairs,))] = dispatched
    assert name == "ingest.records" and ["contact", contact.id] in [list(p) for p in pairs]
    dispatched.clear()
    contact.phone = "0113 000 0000"
    db.commit()
    run_after_commit(db)
    [(_, (changed,))] = dispatched
    assert [list(p) for p in changed] == [["contact", contact.id]]
