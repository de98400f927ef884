"""POST /quotes/purchaseOrder: the customer's PO number and document against an accepted quote."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from api.core import storage
from api.quotes.models import SUBJECT, Quote, QuoteStatus
from api.records.models import Activity, StoredFile
from api.users.models import User
from tests.api.quotes.factories import make_quote, make_sent_quote, mark_decided

PATH = "/api/quotes/purchaseOrder"
PDF = b"%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"


def form(quote: Quote, po_number: str = "PO-2026-118") -> dict[str, Any]:
    return {"quote_id": str(quote.id), "po_number": po_number}


def test_number_and_document(client: TestClient, db: Session, staff: User, headers: dict[str, str]) -> None:
    quote = mark_decided(db, make_sent_quote(db), po_number="PO-FROM-PAGE")
    row_version = quote.row_version
    r = client.post(PATH, data=form(quote), files={"file": ("po.pdf", PDF, "application/pdf")}, headers=headers)
    assert r.status_code == 200, r.text
    out = r.json()
    assert out["po_number"] == "PO-2026-118"
    assert out["po_file"]["name"] == "Purchase order PO-2026-118 — po.pdf"
    assert out["quote_id"] == quote.id and "cost_price" in out["lines"][0]
    db.refresh(quote)
    assert quote.po_number == "PO-2026-118" and quote.row_version == row_version + 1
    stored = db.get(StoredFile, quote.po_file_id)
    assert stored is not None
    assert (stored.subject_type, stored.subject_id, stored.content_type, stored.uploaded_by_id) == (
        SUBJECT,
        quote.id,
        "application/pdf",
        staff.id,
    )
    assert stored.storage_key is not None and storage.path_of(stored.storage_key).read_bytes() == PDF
    actions = db.scalars(
        select(Activity.action).where(Activity.subject_type == SUBJECT, Activity.subject_id == quote.id)
    ).all()
    assert "purchase_order" in actions and "file_added" in actions
    summary = db.scalars(
        select(Activity.summary).where(
            Activity.subject_type == SUBJECT, Activity.subject_id == quote.id, Activity.action == "purchase_order"
        )
    ).one()
    assert summary == "Customer purchase order PO-2026-118 recorded"


def test_number_only_on_a_converted_quote(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    quote = mark_decided(db, make_sent_quote(db))
    quote.status = QuoteStatus.converted.value
    db.flush()
    r = client.post(PATH, data=form(quote, "  PO-9  "), headers=headers)
    assert r.status_code == 200, r.text
    assert (r.json()["po_number"], r.json()["po_file"]) == ("PO-9", None)
    db.refresh(quote)
    assert (quote.po_number, quote.po_file_id) == ("PO-9", None)


def test_only_once_accepted(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    sent = make_sent_quote(db)
    r = client.post(PATH, data=form(sent), headers=headers)
    assert r.status_code == 409
    assert r.json()["detail"] == (
        f"Quote {sent.number} is sent: a purchase order can be recorded once the customer has accepted it."
    )
    for quote in (make_quote(db), mark_decided(db, make_sent_quote(db), accepted=False)):
        r = client.post(PATH, data=form(quote), files={"file": ("po.pdf", PDF, "application/pdf")}, headers=headers)
        assert r.status_code == 409
        db.refresh(quote)
        assert (quote.po_number, quote.po_file_id) == ("", None)
    assert db.scalars(select(StoredFile).where(StoredFile.subject_type == SUBJECT)).all() == []
    r = client.post(PATH, data={"quote_id": "987654", "po_number": "PO-1"}, headers=headers)
    assert (r.status_code, r.json()["detail"]) == (404, "This quote does not exist.")


def test_bad_input(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    quote = mark_decided(db, make_sent_quote(db))
    r = client.post(PATH, data={"quote_id": str(quote.id)}, headers=headers)
    assert r.status_code == 422
    assert r.json()["errors"] == [{"field": "po_number", "message": "This field is required"}]
    r = client.post(PATH, data=form(quote, "   "), headers=headers)
    assert r.status_code == 422
    assert r.json()["errors"] == [{"field": "po_number", "message": "This field is required"}]
    r = client.post(PATH, data=form(quote, "P" * 101), headers=headers)
    assert r.status_code == 422
    assert r.json()["errors"] == [{"field": "po_number", "message": "You must enter a maximum of 100 characters"}]
    r = client.post(PATH, data={"quote_id": "abc", "po_number": "PO-1"}, headers=headers)
    assert r.status_code == 422 and r.json()["errors"][0]["field"] == "quote_id"
    r = client.post(PATH, data=form(quote), files={"file": ("run.exe", b"MZ", "")}, headers=headers)
    assert r.status_code == 422
    assert r.json()["errors"][0]["field"] == "file"
    assert r.json()["errors"][0]["message"].startswith("This type of file is not accepted.")
    r = client.post(
        PATH, data=form(quote), files={"file": ("po.pdf", b"<html></html>", "application/pdf")}, headers=headers
    )
    assert r.status_code == 422
    assert r.json()["errors"] == [{"field": "file", "message": "The file's content is not a .pdf file"}]
    db.refresh(quote)
    assert (quote.po_number, quote.po_file_id) == ("", None)
