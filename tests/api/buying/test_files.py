"""Files of a supplier quote: the supplier attaches datasheets on the public page (by uuid, while the request is
open, logged), downloads them again; staff list them beside their own, add and delete."""

from __future__ import annotations

import uuid

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from api.buying.models import SupplierQuoteFile
from api.buying.service import supplier_files
from api.records.models import Activity, StoredFile
from tests.api.buying.factories import make_draft, make_sent
from tests.api.buying.test_requests import errors_of

PDF = b"%PDF-1.4\n% datasheet\n%%EOF\n"


def attach(client: TestClient, quote_uuid: object, name: str = "datasheet.pdf", data: bytes = PDF, **form: str):  # type: ignore[no-untyped-def]
    return client.post(
        f"/api/suppliers/quotes/public/{quote_uuid}/file",
        files={"file": (name, data, "application/pdf" if name.endswith(".pdf") else "application/octet-stream")},
        data=form,
    )


def test_staff_calls_need_a_token(client: TestClient) -> None:
    assert client.get("/api/suppliers/quote/file/1").status_code == 401
    assert client.post("/api/suppliers/quote/file/insert", data={"related_id": "1"}).status_code == 401
    assert client.delete("/api/suppliers/quote/file/1").status_code == 401


def test_the_supplier_attaches_a_datasheet_and_staff_see_it(
    client: TestClient, db: Session, headers: dict, manager_headers: dict
) -> None:
    quote = make_sent(db)
    r = client.post(
        f"/api/suppliers/quotes/public/{quote.uuid}/file",
        files={"file": ("Tradesman datasheet.pdf", PDF, "application/pdf")},
        data={"name": "Sally"},
    )
    assert r.status_code == 201, r.text
    listed = r.json()["files"]
    assert [f["name"] for f in listed] == ["Tradesman datasheet.pdf"] and listed[0]["size_bytes"] == len(PDF)
    file_id = listed[0]["file_id"]
    stored = db.get(StoredFile, file_id)
    mark = db.get(SupplierQuoteFile, file_id)
    assert stored is not None and stored.subject_type == "supplier_quote" and stored.subject_id == quote.id
    assert stored.uploaded_by_id is None and stored.content_type == "application/pdf"
    assert mark is not None and mark.author_name == "Sally" and mark.client_address == "testclient"
    assert mark.version == quote.sent_version
    logged = db.query(Activity).filter_by(subject_type="supplier_quote", subject_id=quote.id, action="supplier_file")
    assert "attached by Sally — from testclient" in logged.one().summary

    download = client.get(listed[0]["download_url"])
    assert download.status_code == 200 and download.content == PDF
    assert "attachment" in download.headers["content-disposition"]
    other = make_sent(db)
    assert client.get(f"/api/suppliers/quotes/public/{other.uuid}/file/{file_id}").status_code == 404

    # Staff see it beside their own; the supplier never sees ours.
    ours = client.post(
        "/api/suppliers/quote/file/insert",
        data={"related_id": str(quote.id)},
        files={"file": ("customer drawing.pdf", PDF, "application/pdf")},
        headers=headers,
    )
    assert ours.status_code == 201 and ours.json()["from_supplier"] is False
    staff_list = client.get(f"/api/suppliers/quote/file/{quote.id}", headers=headers).json()
    assert [(f["name"], f["from_supplier"]) for f in staff_list] == [
        ("customer drawing.pdf", False),
        ("Tradesman datasheet.pdf", True),
    ]
    assert staff_list[1]["uploaded_by_name"].startswith("Sally (") and staff_list[1]["version"] == quote.sent_version
    assert client.get(staff_list[1]["download_url"], headers=headers).content == PDF
    public_page = client.get(f"/api/suppliers/quotes/public/{quote.uuid}").json()
    assert [f["name"] for f in public_page["files"]] == ["Tradesman datasheet.pdf"]

    # A supplier's file is deleted by a manager, not by any staff member.
    assert client.delete(f"/api/suppliers/quote/file/{file_id}", headers=headers).status_code == 403
    assert client.delete(f"/api/suppliers/quote/file/{file_id}", headers=manager_headers).status_code == 204
    assert db.get(StoredFile, file_id) is None and db.get(SupplierQuoteFile, file_id) is None
    assert client.get("/api/suppliers/quote/file/999999", headers=headers).status_code == 404


def test_unknown_draft_and_closed_requests_take_no_file(client: TestClient, db: Session) -> None:
    assert attach(client, uuid.uuid4()).status_code == 404
    assert attach(client, "not-a-uuid").status_code == 404
    assert attach(client, make_draft(db).uuid).status_code == 404
    closed = make_sent(db)
    closed.status = "withdrawn"
    db.flush()
    r = attach(client, closed.uuid)
    assert r.status_code == 409 and "was withdrawn by the buyer" in r.json()["detail"]
    assert db.query(SupplierQuoteFile).count() == 0


def test_type_size_and_count_limits_say_what_is_wrong(
    client: TestClient, db: Session, monkeypatch: pytest.MonkeyPatch
) -> None:
    quote = make_sent(db)
    r = attach(client, quote.uuid, name="run.exe", data=b"MZ")
    assert r.status_code == 422 and errors_of(r)["file"].startswith("This type of file is not accepted.")
    r = attach(client, quote.uuid, name="fake.pdf", data=b"<html>")
    assert r.status_code == 422 and errors_of(r) == {"file": "The file's content is not a .pdf file"}
    monkeypatch.setattr(supplier_files, "SUPPLIER_MAX_BYTES", 1024 * 1024)
    r = attach(client, quote.uuid, data=PDF + b"0" * 1024 * 1024)
    assert r.status_code == 413 and r.json()["detail"] == "The file is larger than the 1 MB limit."
    monkeypatch.setattr(supplier_files, "SUPPLIER_MAX_FILES", 1)
    assert attach(client, quote.uuid).status_code == 201
    r = attach(client, quote.uuid)
    assert r.status_code == 422 and "the most one request takes" in errors_of(r)["file"]
    assert db.query(SupplierQuoteFile).count() == 1
