"""PUT /projects/suggestedProduct/add and /remove: products the job may need, with a quantity and a note."""

from __future__ import annotations

from decimal import Decimal

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from api.crm import Kind
from api.projects.models import SuggestedProduct
from api.users.models import User
from tests.api.projects.helpers import Headers, activity_of, count, errors, url
from tests.factories import make_organisation, make_product, make_project


def suggestion(db: Session, project_id: int, product_id: int) -> SuggestedProduct | None:
    db.expire_all()
    return db.get(SuggestedProduct, (project_id, product_id))


def test_suggest_a_product(client: TestClient, db: Session, headers: Headers, staff: User) -> None:
    ibstock = make_organisation(db, kind=Kind.supplier, name="Ibstock")
    product = make_product(db, ibstock, code="IB-TR", name="Ibstock Tradesman Red", list_price="612.50")
    project = make_project(db)
    body = {"project_id": project.id, "product_id": product.id, "quantity": "45,000", "note": " for the houses "}

    response = client.put(url("/suggestedProduct/add"), json=body, headers=headers)

    assert response.status_code == 200, response.text
    [out] = response.json()["suggested_products"]
    assert {k: out[k] for k in out if k != "added_at"} == {
        "product_id": product.id,
        "code": "IB-TR",
        "name": "Ibstock Tradesman Red",
        "supplier_name": "Ibstock",
        "list_price": "612.50",
        "selling_unit": "per_1000",
        "quantity": "45000.00",
        "note": "for the houses",
    }
    row = suggestion(db, project.id, product.id)
    assert row is not None
    assert (row.quantity, row.note, row.added_by_id) == (Decimal("45000.00"), "for the houses", staff.id)
    [entry] = activity_of(db, project.id)
    assert (entry.action, entry.summary) == ("product_add", "Suggested product Ibstock Tradesman Red added")


def test_suggesting_it_again_keeps_what_was_typed(client: TestClient, db: Session, headers: Headers) -> None:
    """The spec's add ({product_id, project_id}) again, or the form with its fields empty, used to clear the
    quantity and note a colleague typed; figures other than the stored ones replaced them without a word."""
    product = make_product(db, name="Forterra LBC Common")
    project = make_project(db)
    first = {"project_id": project.id, "product_id": product.id, "quantity": "10", "note": "Phase 1"}
    client.put(url("/suggestedProduct/add"), json=first, headers=headers)

    bare = client.put(
        url("/suggestedProduct/add"), json={"project_id": project.id, "product_id": product.id}, headers=headers
    )
    empty = client.put(url("/suggestedProduct/add"), json={**first, "quantity": None, "note": ""}, headers=headers)
    same = client.put(url("/suggestedProduct/add"), json={**first, "quantity": "10.00"}, headers=headers)
    other = client.put(
        url("/suggestedProduct/add"), json={**first, "quantity": "12.5", "note": "Phase 1 and 2"}, headers=headers
    )

    for kept in (bare, empty, same):
        assert kept.status_code == 200, kept.text
        [out] = kept.json()["suggested_products"]
        assert (out["quantity"], out["note"]) == ("10.00", "Phase 1")
    assert other.status_code == 409
    assert other.json()["detail"] == (
        "Forterra LBC Common is already suggested for this project, with a quantity of 10.00 and the note “Phase 1”. "
        "Take it off the list first to suggest it with other figures."
    )
    row = suggestion(db, project.id, product.id)
    assert row is not None and (row.quantity, row.note) == (Decimal("10.00"), "Phase 1")
    assert count(db, SuggestedProduct, project.id) == 1
    assert [e.action for e in activity_of(db, project.id)] == ["product_add"]


def test_suggesting_it_again_fills_what_was_left_empty(client: TestClient, db: Session, headers: Headers) -> None:
    product = make_product(db, name="Forterra LBC Common")
    project = make_project(db)
    client.put(url("/suggestedProduct/add"), json={"project_id": project.id, "product_id": product.id}, headers=headers)

    again = client.put(
        url("/suggestedProduct/add"),
        json={"project_id": project.id, "product_id": product.id, "quantity": "12.5", "note": "Phase 1 and 2"},
        headers=headers,
    )

    assert again.status_code == 200, again.text
    [out] = again.json()["suggested_products"]
    assert (out["quantity"], out["note"]) == ("12.50", "Phase 1 and 2")
    row = suggestion(db, project.id, product.id)
    assert row is not None and (row.quantity, row.note) == (Decimal("12.50"), "Phase 1 and 2")
    entries = activity_of(db, project.id)
    assert [(e.action, e.summary) for e in entries] == [
        ("product_add", "Suggested product Forterra LBC Common added"),
        ("product_update", "Suggested product Forterra LBC Common updated"),
    ]
    assert entries[1].changes == {
        "quantity": {"old": None, "new": "12.50"},
        "note": {"old": "", "new": "Phase 1 and 2"},
    }


def test_several_in_the_order_they_were_added(client: TestClient, db: Session, headers: Headers) -> None:
    products = [make_product(db, name=name) for name in ("Zed", "Alpha", "Mid")]
    project = make_project(db)

    for product in products:
        client.put(
            url("/suggestedProduct/add"), json={"project_id": project.id, "product_id": product.id}, headers=headers
        )

    detail = client.get(url(f"/{project.id}"), headers=headers).json()
    assert [p["name"] for p in detail["suggested_products"]] == ["Zed", "Alpha", "Mid"]
    assert [(p["quantity"], p["note"]) for p in detail["suggested_products"]] == [(None, "")] * 3


def test_remove_a_suggested_product(client: TestClient, db: Session, headers: Headers, staff: User) -> None:
    kept, dropped = make_product(db, name="Kept"), make_product(db, name="Dropped brick")
    project = make_project(db)
    for product in (kept, dropped):
        client.put(
            url("/suggestedProduct/add"), json={"project_id": project.id, "product_id": product.id}, headers=headers
        )

    response = client.put(
        url("/suggestedProduct/remove"), json={"project_id": project.id, "product_id": dropped.id}, headers=headers
    )

    assert response.status_code == 200, response.text
    assert [p["product_id"] for p in response.json()["suggested_products"]] == [kept.id]
    assert suggestion(db, project.id, dropped.id) is None
    assert activity_of(db, project.id)[-1].summary == "Suggested product Dropped brick removed"


def test_unknown_or_unsuggested_products(client: TestClient, db: Session, headers: Headers) -> None:
    project = make_project(db)
    other = make_project(db)
    product = make_product(db)
    client.put(url("/suggestedProduct/add"), json={"project_id": other.id, "product_id": product.id}, headers=headers)

    unknown = client.put(
        url("/suggestedProduct/add"), json={"project_id": project.id, "product_id": 999_999}, headers=headers
    )
    not_suggested = client.put(
        url("/suggestedProduct/remove"), json={"project_id": project.id, "product_id": product.id}, headers=headers
    )
    unknown_remove = client.put(
        url("/suggestedProduct/remove"), json={"project_id": project.id, "product_id": 999_999}, headers=headers
    )

    assert errors(unknown) == [{"field": "product_id", "message": "This product does not exist."}]
    not_suggested_error = [{"field": "product_id", "message": "This product is not suggested for the project."}]
    assert errors(not_suggested) == not_suggested_error
    assert errors(unknown_remove) == not_suggested_error
    assert count(db, SuggestedProduct, project.id) == 0
    assert count(db, SuggestedProduct, other.id) == 1


def test_suggested_product_bad_input(client: TestClient, db: Session, headers: Headers) -> None:
    project = make_project(db)
    product = make_product(db)
    base = {"project_id": project.id, "product_id": product.id}

    def add(**extra: object) -> list[dict[str, str]]:
        return errors(client.put(url("/suggestedProduct/add"), json={**base, **extra}, headers=headers))

    assert add(quantity="-3") == [{"field": "quantity", "message": "This amount cannot be negative"}]
    assert add(quantity="1.234") == [{"field": "quantity", "message": "Enter at most 2 decimal places"}]
    assert add(note="n" * 501) == [{"field": "note", "message": "You must enter a maximum of 500 characters"}]
    assert errors(client.put(url("/suggestedProduct/add"), json={"project_id": project.id}, headers=headers)) == [
        {"field": "product_id", "message": "This field is required"}
    ]
    assert count(db, SuggestedProduct, project.id) == 0
