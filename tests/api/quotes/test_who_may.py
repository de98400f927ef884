"""Issue 13 part 2, point 7: who a quote is mailed to, who a decision is recorded as, and who may withdraw a sent
quote or delete a file (the author, the account manager, managers and admins; see the README)."""

from __future__ import annotations

from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from api.crm import Kind
from api.mail.models import OutboxMessage
from api.quotes.models import SUBJECT, Quote, QuoteStatus
from api.records.models import Activity, StoredFile
from api.users.models import Role, User
from tests.api.quotes.factories import edit_body, make_quote, make_sent_quote, mark_sent
from tests.factories import headers_for, make_contact, make_link, make_organisation, make_user

# ---- a contact moved to another customer ------------------------------------------------------------------


def test_a_contact_moved_to_another_customer_no_longer_receives_the_quote(
    client: TestClient, db: Session, headers: dict[str, str], staff: User
) -> None:
    customer = make_organisation(db, kind=Kind.customer, name="Harbour Homes Ltd")
    stays = make_contact(db, customer, first_name="Priya", email="priya@harbour.test")
    moves = make_contact(db, customer, first_name="Tom", email="tom@harbour.test")
    quote = make_quote(db, customer=customer, contacts=[stays, moves], actor=staff)
    moves.organisation_id = make_organisation(db, kind=Kind.customer, name="Rival Builds").id
    db.flush()

    preview = client.put("/api/quotes/send/preview", json={"quote_id": quote.id}, headers=headers)
    assert preview.status_code == 200, preview.text
    assert [r["email"] for r in preview.json()["recipients"]] == ["priya@harbour.test"]

    sent = client.get(f"/api/quotes/send/{quote.id}", headers=headers)
    assert sent.status_code == 200, sent.text
    assert [r["email"] for r in sent.json()["recipients"]] == ["priya@harbour.test"]
    assert db.scalars(select(OutboxMessage.to).where(OutboxMessage.to == "tom@harbour.test")).all() == []


def test_a_quote_whose_only_contact_moved_is_not_sent(
    client: TestClient, db: Session, headers: dict[str, str], staff: User
) -> None:
    customer = make_organisation(db, kind=Kind.customer)
    moves = make_contact(db, customer, email="gone@harbour.test")
    quote = make_quote(db, customer=customer, contacts=[moves], actor=staff)
    moves.organisation_id = make_organisation(db, kind=Kind.customer).id
    db.flush()

    r = client.get(f"/api/quotes/send/{quote.id}", headers=headers)
    assert r.status_code == 422, r.text
    assert r.json()["errors"][0]["field"] == "contact_ids"


# ---- a decision recorded with a staff token ---------------------------------------------------------------


def test_staff_accepting_with_is_internal_false_is_recorded_as_staff(
    client: TestClient, db: Session, staff: User, headers: dict[str, str]
) -> None:
    quote = make_sent_quote(db, actor=make_user(db))
    body = {"uuid": str(quote.uuid), "isInternal": False, "version": quote.sent_version, "name": "Pat Buyer"}
    r = client.put("/api/quotes/accept", json=body, headers=headers)
    assert r.status_code == 200, r.text
    row = db.scalars(
        select(Activity).where(Activity.subject_type == SUBJECT, Activity.subject_id == quote.id).order_by(Activity.id)
    ).all()[-1]
    assert row.actor_id == staff.id
    assert f"recorded by {staff.full_name}" in row.summary


def test_the_customer_without_a_token_is_still_the_customer(client: TestClient, db: Session) -> None:
    quote = make_sent_quote(db)
    body = {"uuid": str(quote.uuid), "isInternal": False, "version": quote.sent_version, "name": "Pat Buyer"}
    assert client.put("/api/quotes/reject", json=body).status_code == 200
    row = db.scalars(
        select(Activity).where(Activity.subject_type == SUBJECT, Activity.subject_id == quote.id).order_by(Activity.id)
    ).all()[-1]
    assert row.actor_id is None and "recorded by" not in row.summary


# ---- withdrawing a sent quote -----------------------------------------------------------------------------


def sent_quote(db: Session, author: User, manager: User) -> Quote:
    quote = make_quote(db, actor=author, account_manager_id=manager.id)
    mark_sent(db, quote)
    return quote


def test_other_staff_cannot_withdraw_a_sent_quote(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    quote = sent_quote(db, make_user(db), make_user(db))
    r = client.delete(f"/api/quotes/{quote.id}", headers=headers)
    assert r.status_code == 403
    assert r.json()["detail"] == "Only the quote's author, its account manager, a manager or an admin can withdraw it."
    db.refresh(quote)
    assert quote.status == QuoteStatus.sent.value


def test_other_staff_are_refused_before_the_quotes_state_is_told(
    client: TestClient, db: Session, headers: dict[str, str]
) -> None:
    """An accepted quote: someone who may not withdraw it gets the 403, not the 409 that tells its state."""
    author = make_user(db)
    quote = sent_quote(db, author, make_user(db))
    quote.status = QuoteStatus.accepted.value
    db.flush()
    r = client.delete(f"/api/quotes/{quote.id}", headers=headers)
    assert r.status_code == 403
    assert r.json()["detail"] == "Only the quote's author, its account manager, a manager or an admin can withdraw it."
    r = client.delete(f"/api/quotes/{quote.id}", headers=headers_for(db, author))
    assert r.status_code == 409
    assert r.json()["detail"] == f"Quote {quote.number} is accepted and cannot be deleted or withdrawn."
    db.refresh(quote)
    assert quote.status == QuoteStatus.accepted.value


def test_the_author_the_account_manager_a_manager_and_an_admin_withdraw(client: TestClient, db: Session) -> None:
    author, account_manager = make_user(db), make_user(db)
    for who in (author, account_manager, make_user(db, role=Role.manager), make_user(db, role=Role.admin)):
        quote = sent_quote(db, author, account_manager)
        r = client.delete(f"/api/quotes/{quote.id}", headers=headers_for(db, who))
        assert r.status_code == 204, (who.role, r.text)
        db.refresh(quote)
        assert quote.status == QuoteStatus.withdrawn.value


# ---- deleting a file --------------------------------------------------------------------------------------


def test_other_staff_cannot_delete_someone_elses_file(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    org = make_organisation(db, kind=Kind.supplier)
    row = make_link(db, org.id, uploaded_by=make_user(db))
    r = client.delete(f"/api/suppliers/file/{row.id}", headers=headers)
    assert r.status_code == 403, r.text
    assert r.json()["detail"] == "Only whoever added this file, a manager or an admin can delete it."
    assert db.get(StoredFile, row.id) is not None


def test_the_uploader_a_manager_and_an_admin_delete_a_file(client: TestClient, db: Session) -> None:
    uploader = make_user(db)
    org = make_organisation(db, kind=Kind.supplier)
    for who in (uploader, make_user(db, role=Role.manager), make_user(db, role=Role.admin)):
        row = make_link(db, org.id, uploaded_by=uploader)
        r = client.delete(f"/api/suppliers/file/{row.id}", headers=headers_for(db, who))
        assert r.status_code == 204, (who.role, r.text)
        db.expire_all()
        assert db.get(StoredFile, row.id) is None


def test_other_staff_edit_a_draft_quote_but_never_over_a_newer_save(
    client: TestClient, db: Session, headers: dict[str, str]
) -> None:
    """Every staff user edits the shared records (README, "Who may change what someone else made"; ARCHITECTURE
    restricts deletes, not edits): another salesperson's draft is theirs to edit, as it always was. Two editors
    opened on the same row_version: the second save is a 409, never an overwrite of the first."""
    author = make_user(db)
    quote = make_quote(db, actor=author)
    opened = client.get(f"/api/quotes/{quote.id}", headers=headers).json()
    by_author = client.post(
        "/api/quotes/edit", json=edit_body(opened, customer_notes="Author's terms"), headers=headers_for(db, author)
    )
    assert by_author.status_code == 200, by_author.text

    stale = client.post("/api/quotes/edit", json=edit_body(opened, customer_notes="Mine"), headers=headers)
    assert stale.status_code == 409, stale.text
    fresh = client.post(
        "/api/quotes/edit", json=edit_body(by_author.json(), customer_notes="Mine, after theirs"), headers=headers
    )
    assert (fresh.status_code, fresh.json()["customer_notes"]) == (200, "Mine, after theirs")
