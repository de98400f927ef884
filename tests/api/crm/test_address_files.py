"""Files and links of an address (site drawings, access plans): list, upload, rename and delete."""

from __future__ import annotations

from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.core import storage
from api.crm import Address, Subject
from api.records.models import StoredFile
from api.users.models import User
from tests.api.crm.helpers import Headers, activity_of, errors
from tests.factories import make_address, make_link, make_organisation

ADDRESS = Subject.address.value
PDF = b"%PDF-1.4\n%%EOF\n"


def stored_files() -> set[Path]:
    return {p for p in storage.media_dir().rglob("*") if p.is_file()}


@pytest.fixture
def address(db: Session) -> Address:
    return make_address(db, make_organisation(db), address_type="site")


def test_upload_list_rename_and_delete(
    client: TestClient, db: Session, headers: Headers, staff: User, address: Address
) -> None:
    before = stored_files()

    uploaded = client.post(
        "/api/addresses/file/insert",
        data={"address_id": str(address.id), "name": "Access plan"},
        files={"file": ("access.pdf", PDF, "application/pdf")},
        headers=headers,
    )
    linked = client.post(
        "/api/addresses/file/insert",
        data={"address_id": str(address.id), "url": "https://maps.example.com/site"},
        headers=headers,
    )

    assert uploaded.status_code == linked.status_code == 201, uploaded.text
    assert (uploaded.json()["name"], uploaded.json()["kind"], uploaded.json()["related_id"]) == (
        "Access plan",
        "file",
        address.id,
    )
    file_id, link_id = uploaded.json()["file_id"], linked.json()["file_id"]
    db.expire_all()
    row = db.get(StoredFile, file_id)
    assert row is not None and (row.subject_type, row.subject_id) == (ADDRESS, address.id)
    assert row.storage_key and storage.path_of(row.storage_key).read_bytes() == PDF
    assert len(stored_files() - before) == 1
    listed = client.put("/api/addresses/file/get", json={"address_id": address.id}, headers=headers)
    assert [f["file_id"] for f in listed.json()] == [link_id, file_id]
    download = client.get(f"/api/files/{file_id}/download", headers=headers)
    assert download.content == PDF

    renamed = client.post(
        "/api/addresses/file/update", json={"file_id": file_id, "name": "Gate codes"}, headers=headers
    )
    assert (renamed.status_code, renamed.json()["name"]) == (200, "Gate codes")

    for deleted_id in (file_id, link_id):
        response = client.put("/api/addresses/file/delete", json={"file_id": deleted_id}, headers=headers)
        assert response.status_code == 204
    assert stored_files() == before
    assert db.scalar(select(func.count()).select_from(StoredFile)) == 0
    rows = activity_of(db, ADDRESS, address.id)
    assert [r.action for r in rows] == ["file_added", "link_added", "file_renamed", "file_deleted", "link_deleted"]
    assert rows[2].changes == {"name": {"old": "Access plan", "new": "Gate codes"}}
    assert {r.actor_id for r in rows} == {staff.id}


def test_refusals(client: TestClient, db: Session, headers: Headers, address: Address) -> None:
    before = stored_files()
    insert = "/api/addresses/file/insert"

    exe = client.post(
        insert, data={"address_id": str(address.id)}, files={"file": ("run.exe", b"MZ", "")}, headers=headers
    )
    fake_pdf = client.post(
        insert,
        data={"address_id": str(address.id)},
        files={"file": ("plan.pdf", b"<html></html>", "application/pdf")},
        headers=headers,
    )
    ftp = client.post(insert, data={"address_id": str(address.id), "url": "ftp://x.example/a"}, headers=headers)
    unknown = client.post(insert, data={"address_id": "999999", "url": "https://x.example/a"}, headers=headers)
    missing = client.post(insert, data={"url": "https://x.example/a"}, headers=headers)

    assert errors(exe)[0]["field"] == "file"
    assert errors(exe)[0]["message"].startswith("This type of file is not accepted.")
    assert errors(fake_pdf) == [{"field": "file", "message": "The file's content is not a .pdf file"}]
    assert errors(ftp)[0]["field"] == "url"
    assert unknown.status_code == 404
    assert errors(missing) == [{"field": "address_id", "message": "This field is required"}]
    assert stored_files() == before
    assert db.scalar(select(func.count()).select_from(StoredFile)) == 0


def test_list_of_an_unknown_address(client: TestClient, headers: Headers) -> None:
    assert client.put("/api/addresses/file/get", json={"address_id": 999999}, headers=headers).status_code == 404
    assert errors(client.put("/api/addresses/file/get", json={}, headers=headers)) == [
        {"field": "address_id", "message": "This field is required"}
    ]


def test_an_organisations_file_is_not_an_address_file(
    client: TestClient, db: Session, headers: Headers, address: Address
) -> None:
    org_file = make_link(db, address.organisation_id, name="Price list")

    rename = client.post("/api/addresses/file/update", json={"file_id": org_file.id, "name": "X"}, headers=headers)
    delete = client.put("/api/addresses/file/delete", json={"file_id": org_file.id}, headers=headers)
    listed = client.put("/api/addresses/file/get", json={"address_id": address.id}, headers=headers)

    assert rename.status_code == delete.status_code == 404
    assert listed.json() == []
    blank = client.post("/api/addresses/file/update", json={"file_id": org_file.id, "name": ""}, headers=headers)
    no_file = client.put("/api/addresses/file/delete", json={}, headers=headers)
    assert errors(blank) == [{"field": "name", "message": "This field is required"}]
    assert errors(no_file) == [{"field": "file_id", "message": "This field is required"}]
    db.expire_all()
    assert db.get(StoredFile, org_file.id).name == "Price list"  # type: ignore[union-attr]
