"""POST /quotes/duplicate and DELETE /quotes/{id}."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.crm import Kind, Organisation
from api.quotes.models import SUBJECT, Quote, QuoteLine, QuoteStatus, QuoteVersion
from api.quotes.service import quotes
from api.records.models import Activity, Note
from api.users.models import User
from tests.api.quotes.factories import edit_body, make_quote, mark_decided, mark_sent
from tests.factories import make_address, make_contact, make_organisation, make_project


def duplicate(client: TestClient, headers: dict[str, str], **body: Any) -> Any:
    return client.post("/api/quotes/duplicate", json=body, headers=headers)


def full_quote(db: Session, staff: User) -> Quote:
    customer = make_organisation(db, kind=Kind.customer, name="Acme Homes")
    quote = make_quote(
        db,
        customer=customer,
        actor=staff,
        contacts=[make_contact(db, customer), make_contact(db, customer)],
        project=make_project(db, customer=customer),
        address=make_address(db, customer, line1="Site 4"),
        shipping={"loads": 1, "price_per_load": "95.00"},
        plots=[{"plot_number": "1", "quantities": [{"line": 0, "quantity": "12500"}]}],
        notes="Keep the price",
        customer_notes="Prices held 30 days",
        file_repo_url="https://drive.example.com/acme",
        vat_rate="5",
    )
    lines = quotes.version_of(db, quote)
    db.execute(
        QuoteLine.__table__.update()
        .where(QuoteLine.version_id == lines.id, QuoteLine.optional.is_(True))
        .values(selected=True)
    )
    db.flush()
    return quote


def test_duplicate_for_the_same_customer_keeps_everything_but_the_dates(
    client: TestClient, db: Session, headers: dict[str, str], staff: User, manager: User
) -> None:
    source = full_quote(db, manager)
    mark_sent(db, source)
    original = client.get(f"/api/quotes/{source.id}", headers=headers).json()
    r = duplicate(client, headers, quote_id=source.id)
    assert r.status_code == 201, r.text
    copy = r.json()
    assert copy["quote_id"] != source.id and copy["number"] != source.number and copy["uuid"] != str(source.uuid)
    assert (copy["version"], copy["status"], copy["sent_version"], copy["valid_until"]) == (1, "draft", None, None)
    for field in ("customer", "contacts", "project", "delivery_address", "account_manager", "file_repo_url"):
        assert copy[field] == original[field], field
    assert copy["internal_notes"] == "Keep the price" and copy["customer_notes"] == "Prices held 30 days"
    assert copy["vat_rate"] == "5.00" and copy["shipping"] == original["shipping"]
    assert copy["created_by"]["id"] == staff.id
    same = ("description", "quantity", "sell_price", "cost_price", "alternative_group")
    assert [[x[f] for f in same] for x in copy["lines"]] == [[x[f] for f in same] for x in original["lines"]]
    # The optional line the customer had ticked starts unticked again.
    assert original["lines"][1]["selected"] is True and copy["lines"][1]["selected"] is False
    assert copy["plots"][0]["quantities"] == [{"line_id": copy["lines"][0]["line_id"], "quantity": "12500.000"}]
    assert copy["totals"]["subtotal"] == "6484.38"

    new = db.get(Quote, copy["quote_id"])
    assert new is not None and new.search_text == f"{new.number.lower()} acme homes"
    assert db.scalar(select(func.count()).select_from(QuoteVersion).where(QuoteVersion.quote_id == new.id)) == 1
    summaries = {
        row.subject_id: row.summary
        for row in db.scalars(select(Activity).where(Activity.subject_type == SUBJECT, Activity.action != "update"))
        if row.action in ("create", "duplicate") and row.subject_id in (source.id, new.id) and row.actor_id == staff.id
    }
    assert summaries == {
        new.id: f"Quote {new.number} created as a copy of {source.number}",
        source.id: f"Copied to {new.number} (version 1)",
    }


def test_duplicate_for_another_customer_drops_what_was_theirs(
    client: TestClient, db: Session, headers: dict[str, str], staff: User, manager: User
) -> None:
    source = full_quote(db, manager)
    other = make_organisation(db, kind=Kind.customer, name="Birch Homes")
    r = duplicate(client, headers, quote_id=source.id, customer_id=other.id)
    assert r.status_code == 201, r.text
    copy = r.json()
    assert copy["customer"] == {"id": other.id, "name": "Birch Homes", "kind": "customer"}
    assert copy["contacts"] == [] and copy["project"] is None and copy["delivery_address"] is None
    assert copy["file_repo_url"] == "" and copy["account_manager"]["id"] == staff.id
    assert len(copy["lines"]) == 4 and copy["vat_rate"] == "5.00"
    new = db.get(Quote, copy["quote_id"])
    assert new is not None and new.search_text.endswith("birch homes")


def test_duplicate_for_another_customer_and_their_project(
    client: TestClient, db: Session, headers: dict[str, str], staff: User
) -> None:
    source = full_quote(db, staff)
    other = make_organisation(db, kind=Kind.customer)
    project = make_project(db, customer=other)
    r = duplicate(client, headers, quote_id=source.id, customer_id=other.id, project_id=project.id)
    assert r.status_code == 201, r.text
    assert r.json()["project"]["id"] == project.id


def test_duplicate_for_another_project_of_the_same_customer_keeps_the_contacts(
    client: TestClient, db: Session, headers: dict[str, str], staff: User
) -> None:
    source = full_quote(db, staff)
    project = make_project(db, customer=db.get(Organisation, source.customer_id))
    r = duplicate(client, headers, quote_id=source.id, project_id=project.id, customer_id=source.customer_id)
    assert r.status_code == 201, r.text
    assert r.json()["project"]["id"] == project.id and len(r.json()["contacts"]) == 2


def test_duplicate_of_version_1(client: TestClient, db: Session, headers: dict[str, str], staff: User) -> None:
    source = make_quote(db, actor=staff)
    mark_sent(db, source)
    body = edit_body(client.get(f"/api/quotes/{source.id}", headers=headers).json())
    body["quote"]["lines"] = body["quote"]["lines"][:1]
    assert client.post("/api/quotes/edit", json=body, headers=headers).json()["version"] == 2
    assert len(duplicate(client, headers, quote_id=source.id).json()["lines"]) == 1
    r = duplicate(client, headers, quote_id=source.id, version=1)
    assert r.status_code == 201 and len(r.json()["lines"]) == 4
    r = duplicate(client, headers, quote_id=source.id, version=3)
    assert r.status_code == 404 and r.json()["detail"] == f"Quote {source.number} has no version 3."


def test_an_accepted_quote_can_be_duplicated(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    source = make_quote(db)
    mark_sent(db, source)
    mark_decided(db, source)
    assert duplicate(client, headers, quote_id=source.id).status_code == 201


def test_duplicate_refusals(client: TestClient, db: Session, headers: dict[str, str], staff: User) -> None:
    source = make_quote(db, actor=staff)
    r = duplicate(client, headers, quote_id=999999)
    assert r.status_code == 404 and r.json()["detail"] == "This quote does not exist."
    r = duplicate(client, headers, quote_id=source.id, customer_id=make_organisation(db, kind=Kind.supplier).id)
    assert r.status_code == 422
    assert r.json()["errors"] == [{"field": "customer_id", "message": "This organisation is not a customer."}]
    r = duplicate(client, headers, quote_id=source.id, customer_id=999999)
    assert r.json()["errors"] == [{"field": "customer_id", "message": "This customer does not exist."}]
    other = make_organisation(db, kind=Kind.customer)
    r = duplicate(client, headers, quote_id=source.id, project_id=make_project(db, customer=other).id)
    assert r.json()["errors"] == [{"field": "project_id", "message": "This project belongs to another customer."}]
    r = duplicate(client, headers, quote_id=source.id, project_id=999999)
    assert r.json()["errors"] == [{"field": "project_id", "message": "This project does not exist."}]
    r = duplicate(client, headers, quote_id=source.id, version=0)
    assert r.status_code == 422 and r.json()["errors"][0]["field"] == "version"
    assert db.scalar(select(func.count()).select_from(Quote)) == 1


# ---- delete -------------------------------------------------------------------------------------------


def test_the_author_deletes_a_draft_with_its_notes(
    client: TestClient, db: Session, headers: dict[str, str], staff: User
) -> None:
    quote = make_quote(db, actor=staff)
    db.add(Note(subject_type=SUBJECT, subject_id=quote.id, author_id=staff.id, body="Asked for a discount"))
    db.flush()
    r = client.delete(f"/api/quotes/{quote.id}", headers=headers)
    assert r.status_code == 204, r.text
    assert db.scalar(select(func.count()).select_from(Quote)) == 0
    assert db.scalar(select(func.count()).select_from(QuoteVersion)) == 0
    assert db.scalar(select(func.count()).select_from(QuoteLine)) == 0
    assert db.scalar(select(func.count()).select_from(Note).where(Note.subject_type == SUBJECT)) == 0
    assert client.get(f"/api/quotes/{quote.id}", headers=headers).status_code == 404


def test_a_manager_deletes_anyones_draft(
    client: TestClient, db: Session, manager_headers: dict[str, str], staff: User
) -> None:
    quote = make_quote(db, actor=staff)
    assert client.delete(f"/api/quotes/{quote.id}", headers=manager_headers).status_code == 204
    assert db.get(Quote, quote.id) is None


def test_other_staff_cannot_delete_a_draft(
    client: TestClient, db: Session, headers: dict[str, str], manager: User
) -> None:
    quote = make_quote(db, actor=manager)
    r = client.delete(f"/api/quotes/{quote.id}", headers=headers)
    assert r.status_code == 403
    assert r.json()["detail"] == "Only the quote's author, a manager or an admin can delete a draft quote."
    assert db.get(Quote, quote.id) is not None


def test_a_sent_quote_is_withdrawn_and_kept(
    client: TestClient, db: Session, headers: dict[str, str], manager: User, staff: User
) -> None:
    # Written by the manager, looked after by the staff user (its account manager), who may withdraw it.
    quote = make_quote(db, actor=manager, account_manager_id=staff.id)
    mark_sent(db, quote)
    row_version = quote.row_version
    r = client.delete(f"/api/quotes/{quote.id}", headers=headers)
    assert r.status_code == 204, r.text
    db.refresh(quote)
    assert quote.status == QuoteStatus.withdrawn.value and quote.row_version == row_version + 1
    assert db.scalar(select(func.count()).select_from(QuoteVersion).where(QuoteVersion.quote_id == quote.id)) == 1
    logged = db.scalar(select(Activity).where(Activity.subject_id == quote.id, Activity.action == "withdraw"))
    assert logged is not None and logged.actor_id == staff.id
    out = client.get(f"/api/quotes/{quote.id}", headers=headers).json()
    assert out["status"] == "withdrawn" and out["read_only"] is True
    r = client.delete(f"/api/quotes/{quote.id}", headers=headers)
    assert r.status_code == 409 and r.json()["detail"] == f"Quote {quote.number} is already withdrawn."


def test_a_sent_quote_with_a_draft_version_is_withdrawn(
    client: TestClient, db: Session, headers: dict[str, str], staff: User
) -> None:
    quote = make_quote(db, actor=staff)
    mark_sent(db, quote)
    body = edit_body(client.get(f"/api/quotes/{quote.id}", headers=headers).json())
    body["quote"]["lines"].pop()
    body["quote"]["lines"].pop()
    client.post("/api/quotes/edit", json=body, headers=headers)
    assert client.delete(f"/api/quotes/{quote.id}", headers=headers).status_code == 204
    db.refresh(quote)
    assert quote.status == "withdrawn" and quote.current_version == 2


def test_accepted_and_converted_quotes_stay(client: TestClient, db: Session, manager_headers: dict[str, str]) -> None:
    for converted in (False, True):
        quote = make_quote(db)
        mark_sent(db, quote)
        mark_decided(db, quote)
        if converted:
            quote.status = QuoteStatus.converted.value
            db.flush()
        r = client.delete(f"/api/quotes/{quote.id}", headers=manager_headers)
        assert r.status_code == 409
        assert r.json()["detail"] == f"Quote {quote.number} is {quote.status} and cannot be deleted or withdrawn."


def test_delete_of_an_unknown_quote(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    assert client.delete("/api/quotes/999999", headers=headers).status_code == 404
    assert client.delete("/api/quotes/0", headers=headers).status_code == 422


def test_no_copy_for_an_archived_customer(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    source = make_quote(db)
    customer = db.get(Organisation, source.customer_id)
    assert customer is not None
    customer.archived = True
    db.flush()
    r = duplicate(client, headers, quote_id=source.id)
    assert r.status_code == 422
    assert r.json()["errors"] == [
        {"field": "customer_id", "message": "This customer is archived: restore it before quoting to it."}
    ]
