"""Text that shows as nothing: a zero-width space, a word joiner or a byte-order mark at the ends of a text is trimmed
as spaces are (api/core/fields.py `Trimmed`). A required name or note of only such characters looked blank but was
taken (201); now it is refused as empty, naming the field, and nothing is saved."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.crm import Kind, Organisation
from api.records.models import Note
from tests.factories import make_organisation

BLANKS = ["\u200b", " \u200b\ufeff ", "\u2060\u200d\u00ad"]


@pytest.mark.parametrize("blank", BLANKS, ids=["zwsp", "zwsp-bom-spaces", "joiners-soft-hyphen"])
def test_a_name_of_invisible_characters_is_refused(
    client: TestClient, db: Session, headers: dict[str, str], blank: str
) -> None:
    before = db.scalar(select(func.count()).select_from(Organisation))
    r = client.post("/api/customers/add", json={"name": blank}, headers=headers)
    assert r.status_code == 422, r.text
    assert [e["field"] for e in r.json()["errors"]] == ["name"]
    assert db.scalar(select(func.count()).select_from(Organisation)) == before


@pytest.mark.parametrize("blank", BLANKS, ids=["zwsp", "zwsp-bom-spaces", "joiners-soft-hyphen"])
def test_a_note_of_invisible_characters_is_refused(
    client: TestClient, db: Session, headers: dict[str, str], blank: str
) -> None:
    customer = make_organisation(db, kind=Kind.customer)
    r = client.post("/api/customers/note/add", json={"related_id": customer.id, "note": blank}, headers=headers)
    assert r.status_code == 422, r.text
    assert [e["field"] for e in r.json()["errors"]] == ["note"]
    assert db.scalar(select(Note).where(Note.subject_id == customer.id)) is None


def test_invisible_ends_are_trimmed_and_the_inside_kept(client: TestClient, headers: dict[str, str]) -> None:
    r = client.post("/api/customers/add", json={"name": "\ufeffHarbour\u200dHomes\u200b "}, headers=headers)
    assert r.status_code == 201, r.text
    assert r.json()["name"] == "Harbour\u200dHomes"
