"""Files and links of every kind of organisation: upload rules, storage under generated names, rename, delete
and the authenticated download."""

from __future__ import annotations

from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from httpx import Response
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.core import storage
from api.crm import Kind, Subject
from api.db import rollback, run_after_commit
from api.records.models import StoredFile
from api.records.service import files
from api.records.service.uploads import ALLOWED_LIST
from api.settings import Settings
from api.users.models import User
from tests.api.crm.helpers import CUSTOMERS, OTHERS, Headers, KindApi, activity_of, errors, every_kind, other_kind
from tests.factories import make_address, make_link, make_organisation, make_user

ORG = Subject.organisation.value
PDF = b"%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n"
PNG = b"\x89PNG\r\n\x1a\n" + b"\x00" * 32
DWG = b"AC1032" + b"\x00" * 64
HTML = b"<!doctype html><script>alert(1)</script>"


def upload(
    client: TestClient,
    api: KindApi,
    headers: Headers,
    org_id: int,
    filename: str,
    content: bytes,
    content_type: str = "application/octet-stream",
    **form: str,
) -> Response:
    files = {"file": (filename, content, content_type)}
    return client.post(api.url("/file/insert"), data={"related_id": str(org_id), **form}, files=files, headers=headers)


def link(client: TestClient, api: KindApi, headers: Headers, org_id: int, url: str, **form: str) -> Response:
    return client.post(api.url("/file/insert"), data={"related_id": str(org_id), "url": url, **form}, headers=headers)


def stored_files() -> set[Path]:
    return {p for p in storage.media_dir().rglob("*") if p.is_file()}


def row_of(db: Session, file_id: int) -> StoredFile | None:
    db.expire_all()
    return db.get(StoredFile, file_id)


@pytest.fixture
def media() -> set[Path]:
    """What storage held before the test."""
    return stored_files()


@every_kind
def test_upload_pdf_png_and_dwg_under_generated_names(
    client: TestClient, db: Session, headers: Headers, staff: User, api: KindApi, media: set[Path], settings: Settings
) -> None:
    org = make_organisation(db, kind=api.kind)
    sent = [("price-list.pdf", PDF, "application/pdf"), ("logo.PNG", PNG, "image/png"), ("plot-4.dwg", DWG, "")]

    responses = [
        upload(client, api, headers, org.id, name, data, kind or "application/octet-stream")
        for name, data, kind in sent
    ]

    assert [r.status_code for r in responses] == [201, 201, 201], [r.text for r in responses]
    first = responses[0].json()
    assert {k: v for k, v in first.items() if k != "created_at"} == {
        "file_id": first["file_id"],
        "related_id": org.id,
        "name": "price-list.pdf",
        "kind": "file",
        "url": None,
        "download_url": f"/api/files/{first['file_id']}/download",
        "content_type": "application/pdf",
        "size_bytes": len(PDF),
        "uploaded_by_name": "Sam Staff",
    }
    assert [r.json()["content_type"] for r in responses] == ["application/pdf", "image/png", "image/vnd.dwg"]
    new_files = stored_files() - media
    assert len(new_files) == 3
    for response, (name, data, _) in zip(responses, sent, strict=True):
        row = row_of(db, response.json()["file_id"])
        assert row is not None and row.storage_key and row.url is None
        path = storage.path_of(row.storage_key)
        assert path in new_files and path.read_bytes() == data
        assert path.name == row.storage_key != name
        assert path.is_relative_to(settings.data_dir.resolve())
        assert (row.subject_type, row.subject_id, row.uploaded_by_id) == (ORG, org.id, staff.id)
    assert not any(p.name in {n for n, _, _ in sent} for p in storage.media_dir().rglob("*"))
    listed = client.get(api.url(f"/file/{org.id}"), headers=headers).json()
    assert [f["name"] for f in listed] == ["plot-4.dwg", "logo.PNG", "price-list.pdf"]
    history = [(a.action, a.summary) for a in activity_of(db, ORG, org.id)]
    assert history == [("file_added", f"Added file {name}") for name, _, _ in sent]


@every_kind
def test_refused_uploads_store_nothing(
    client: TestClient, db: Session, headers: Headers, api: KindApi, media: set[Path]
) -> None:
    org = make_organisation(db, kind=api.kind)
    not_accepted = f"This type of file is not accepted. Upload one of: {ALLOWED_LIST}"
    cases = [
        ("setup.exe", b"MZ\x90\x00", "application/octet-stream", not_accepted),
        ("page.html", HTML, "text/html", not_accepted),
        ("no-extension", PDF, "application/pdf", not_accepted),
        ("invoice.pdf", HTML, "application/pdf", "The file's content is not a .pdf file"),
        ("invoice.pdf", PDF, "text/html", "The file says it is text/html, which does not match .pdf"),
        ("photo.png", PDF, "image/png", "The file's content is not a .png file"),
    ]

    for filename, content, content_type, message in cases:
        response = upload(client, api, headers, org.id, filename, content, content_type)
        assert errors(response) == [{"field": "file", "message": message}], filename

    assert stored_files() == media
    assert db.scalar(select(func.count()).select_from(StoredFile)) == 0
    assert activity_of(db, ORG, org.id) == []


@every_kind
def test_upload_to_another_kinds_record(client: TestClient, db: Session, headers: Headers, api: KindApi) -> None:
    stranger = make_organisation(db, kind=other_kind(api))

    response = upload(client, api, headers, stranger.id, "a.pdf", PDF)
    missing = client.post(api.url("/file/insert"), files={"file": ("a.pdf", PDF)}, headers=headers)

    assert response.status_code == 404
    assert errors(missing) == [{"field": "related_id", "message": "This field is required"}]


def test_a_file_over_25_mb_is_refused_with_413(
    client: TestClient, db: Session, headers: Headers, media: set[Path]
) -> None:
    org = make_organisation(db, kind=Kind.customer)
    content = b"%PDF" + b"\x00" * (25 * 1024 * 1024 - 3)

    response = upload(client, CUSTOMERS, headers, org.id, "huge.pdf", content, "application/pdf")

    assert response.status_code == 413
    assert response.json()["detail"] == "The file is larger than the 25 MB limit."
    assert stored_files() == media
    assert db.scalar(select(func.count()).select_from(StoredFile)) == 0


@every_kind
def test_record_a_link(client: TestClient, db: Session, headers: Headers, api: KindApi, media: set[Path]) -> None:
    org = make_organisation(db, kind=api.kind)

    named = link(client, api, headers, org.id, "https://drive.example.com/f/123", name="Site survey")
    unnamed = link(client, api, headers, org.id, "http://intranet.example/plans")

    assert named.status_code == unnamed.status_code == 201, named.text
    assert {k: named.json()[k] for k in ("name", "kind", "url", "download_url", "size_bytes")} == {
        "name": "Site survey",
        "kind": "link",
        "url": "https://drive.example.com/f/123",
        "download_url": None,
        "size_bytes": 0,
    }
    assert unnamed.json()["name"] == "http://intranet.example/plans"
    row = row_of(db, named.json()["file_id"])
    assert row is not None and (row.url, row.storage_key) == ("https://drive.example.com/f/123", None)
    assert [a.action for a in activity_of(db, ORG, org.id)] == ["link_added", "link_added"]
    assert stored_files() == media


@every_kind
def test_bad_links(client: TestClient, db: Session, headers: Headers, api: KindApi) -> None:
    org = make_organisation(db, kind=api.kind)
    web_only = "Please enter a web address starting with http:// or https://"

    for url in ("javascript:alert(1)", "ftp://files.example.com/plan.dwg", "drive.example.com/f/1"):
        assert errors(link(client, api, headers, org.id, url)) == [{"field": "url", "message": web_only}], url
    both = client.post(
        api.url("/file/insert"),
        data={"related_id": str(org.id), "url": "https://drive.example.com/f/1"},
        files={"file": ("a.pdf", PDF, "application/pdf")},
        headers=headers,
    )
    neither = client.post(api.url("/file/insert"), data={"related_id": str(org.id)}, headers=headers)

    assert errors(both) == [{"field": "file", "message": "Upload a file or give a link, not both"}]
    assert errors(neither) == [{"field": "file", "message": "Choose a file to upload or give a link"}]
    assert db.scalar(select(func.count()).select_from(StoredFile)) == 0


@every_kind
def test_rename(client: TestClient, db: Session, headers: Headers, staff: User, api: KindApi) -> None:
    org = make_organisation(db, kind=api.kind)
    row = make_link(db, org.id, name="Site plan", uploaded_by=staff)
    url = api.url("/file/update")

    response = client.post(url, json={"file_id": row.id, "name": " Site plan rev B "}, headers=headers)
    blank = client.post(url, json={"file_id": row.id, "name": " "}, headers=headers)
    unknown = client.post(url, json={"file_id": 999999, "name": "X"}, headers=headers)

    assert response.status_code == 200, response.text
    assert (response.json()["name"], response.json()["uploaded_by_name"]) == ("Site plan rev B", "Sam Staff")
    assert errors(blank) == [{"field": "name", "message": "This field is required"}]
    assert unknown.status_code == 404
    assert row_of(db, row.id).name == "Site plan rev B"  # type: ignore[union-attr]
    [renamed] = activity_of(db, ORG, org.id)
    assert (renamed.action, renamed.changes) == (
        "file_renamed",
        {"name": {"old": "Site plan", "new": "Site plan rev B"}},
    )


@every_kind
def test_delete_removes_the_stored_file_after_commit(
    client: TestClient, db: Session, headers: Headers, api: KindApi, media: set[Path], staff: User
) -> None:
    org = make_organisation(db, kind=api.kind)
    uploaded = upload(client, api, headers, org.id, "price-list.pdf", PDF).json()["file_id"]
    linked = make_link(db, org.id, uploaded_by=staff).id
    assert len(stored_files() - media) == 1

    assert api.delete_file(client, headers, uploaded).status_code == 204
    assert api.delete_file(client, headers, linked).status_code == 204

    assert stored_files() == media
    assert row_of(db, uploaded) is None and row_of(db, linked) is None
    assert [a.action for a in activity_of(db, ORG, org.id)] == ["file_added", "file_deleted", "link_deleted"]
    assert client.get(f"/api/files/{uploaded}/download", headers=headers).status_code == 404


@every_kind
def test_a_file_of_another_kind_or_of_an_address_is_not_found(
    client: TestClient, db: Session, headers: Headers, api: KindApi
) -> None:
    strangers = make_link(db, make_organisation(db, kind=other_kind(api)).id)
    address = make_address(db, make_organisation(db, kind=api.kind))
    address_file = make_link(db, address.id, subject_type=Subject.address)

    for row in (strangers, address_file):
        assert (
            client.post(api.url("/file/update"), json={"file_id": row.id, "name": "X"}, headers=headers).status_code
            == 404
        )
        assert api.delete_file(client, headers, row.id).status_code == 404
    assert db.scalar(select(func.count()).select_from(StoredFile)) == 2


def test_the_stored_file_goes_only_when_the_delete_commits(
    client: TestClient, db: Session, headers: Headers, staff: User
) -> None:
    org = make_organisation(db, kind=Kind.customer)
    file_id = upload(client, CUSTOMERS, headers, org.id, "a.pdf", PDF).json()["file_id"]
    row = row_of(db, file_id)
    assert row is not None and row.storage_key
    path = storage.path_of(row.storage_key)

    files.delete_file(db, row, staff)
    db.flush()
    rollback(db)

    assert path.exists() and row_of(db, file_id) is not None

    files.delete_file(db, row_of(db, file_id), staff)  # type: ignore[arg-type]
    db.commit()
    assert path.exists()
    run_after_commit(db)

    assert not path.exists() and row_of(db, file_id) is None


def test_customer_file_delete_checks_the_user_id(
    client: TestClient, db: Session, headers: Headers, staff: User
) -> None:
    org = make_organisation(db, kind=Kind.customer)
    row = make_link(db, org.id, uploaded_by=staff)
    url = "/api/customers/file"

    not_own = client.delete(
        url, params={"customer_repo_links_id": row.id, "user_id": make_user(db).id}, headers=headers
    )
    missing = client.delete(url, headers=headers)
    own = client.delete(url, params={"customer_repo_links_id": row.id, "user_id": staff.id}, headers=headers)

    assert not_own.status_code == 403
    assert errors(missing) == [{"field": "customer_repo_links_id", "message": "This field is required"}]
    assert own.status_code == 204
    assert row_of(db, row.id) is None


def test_deleting_the_organisation_removes_its_stored_files(
    client: TestClient, db: Session, headers: Headers, manager_headers: Headers, media: set[Path]
) -> None:
    org = make_organisation(db, kind=Kind.other)
    upload(client, OTHERS, headers, org.id, "drawing.dwg", DWG)
    assert len(stored_files() - media) == 1

    assert client.delete(f"/api/others/delete/{org.id}", headers=manager_headers).status_code == 204

    assert stored_files() == media
    assert db.scalar(select(func.count()).select_from(StoredFile)) == 0


class TestDownload:
    def test_returns_the_bytes_as_an_attachment(self, client: TestClient, db: Session, headers: Headers) -> None:
        org = make_organisation(db, kind=Kind.customer)
        file_id = upload(client, CUSTOMERS, headers, org.id, "price list.pdf", PDF).json()["file_id"]

        response = client.get(f"/api/files/{file_id}/download", headers=headers)
        anonymous = client.get(f"/api/files/{file_id}/download")

        assert response.status_code == 200
        assert response.content == PDF
        assert response.headers["content-type"] == "application/pdf"
        assert response.headers["content-disposition"].startswith("attachment;")
        assert "price%20list.pdf" in response.headers["content-disposition"]
        assert response.headers["x-content-type-options"] == "nosniff"
        assert anonymous.status_code == 401

    def test_a_link_or_an_unknown_file_has_nothing_to_download(
        self, client: TestClient, db: Session, headers: Headers
    ) -> None:
        row = make_link(db, make_organisation(db).id)

        as_link = client.get(f"/api/files/{row.id}/download", headers=headers)
        unknown = client.get("/api/files/999999/download", headers=headers)

        assert (as_link.status_code, as_link.json()["detail"]) == (404, "This is a link, not an uploaded file.")
        assert unknown.status_code == 404

    def test_a_stored_file_gone_missing(self, client: TestClient, db: Session, headers: Headers) -> None:
        org = make_organisation(db, kind=Kind.customer)
        file_id = upload(client, CUSTOMERS, headers, org.id, "a.pdf", PDF).json()["file_id"]
        row = row_of(db, file_id)
        assert row is not None and row.storage_key
        storage.remove(row.storage_key)

        response = client.get(f"/api/files/{file_id}/download", headers=headers)

        assert (response.status_code, response.json()["detail"]) == (404, "The stored file is missing.")
