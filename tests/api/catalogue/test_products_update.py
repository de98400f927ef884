"""Product edits: price history only when a price changes, versions, equivalents kept both ways, and the checks."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from decimal import Decimal
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from api.catalogue.models import PriceChange
from api.catalogue.service.products import price_change
from api.crm import Kind, Organisation
from api.users.models import User
from tests.api.catalogue.helpers import (
    Headers,
    add,
    edit_of,
    errors,
    fetch,
    get,
    history_of,
    new_product,
    ok,
    pairs_of,
    update,
)
from tests.factories import make_organisation, make_product


@pytest.fixture
def created(client: TestClient, db: Session, headers: Headers) -> dict[str, Any]:
    """A product added by the staff user at 412.00 / 536.50."""
    supplier = make_organisation(db, kind=Kind.supplier, name="Ibstock Brick")
    result: dict[str, Any] = ok(add(client, headers, new_product(supplier.id)), 201)
    return result


def test_a_price_change_is_recorded_with_who_and_what(
    client: TestClient, db: Session, manager_headers: Headers, staff: User, manager: User, created: dict[str, Any]
) -> None:
    product_id = created["product_id"]

    body = ok(update(client, manager_headers, product_id, edit_of(created, list_price="£1,249.5")))

    assert (body["list_price"], body["cost_price"], body["version"], body["margin_percent"]) == (
        "1249.50",
        "412.00",
        2,
        67.0,
    )
    assert [(h["source"], h["changed_by_name"]) for h in body["price_history"]] == [
        ("edit", manager.full_name),
        ("create", staff.full_name),
    ]
    assert {k: v for k, v in body["price_history"][0].items() if k.startswith(("old", "new"))} == {
        "old_cost_price": "412.00",
        "new_cost_price": "412.00",
        "old_list_price": "536.50",
        "new_list_price": "1249.50",
    }
    product = fetch(db, product_id)
    assert product is not None and (product.list_price, product.version) == (Decimal("1249.50"), 2)
    created_row, edited = history_of(db, product_id)
    assert (edited.source, edited.changed_by_id) == ("edit", manager.id)
    assert (edited.old_cost_price, edited.new_cost_price, edited.old_list_price, edited.new_list_price) == (
        Decimal("412.00"),
        Decimal("412.00"),
        Decimal("536.50"),
        Decimal("1249.50"),
    )
    assert (created_row.source, created_row.changed_by_id) == ("create", staff.id)


def test_each_price_change_adds_one_row(
    client: TestClient, db: Session, headers: Headers, created: dict[str, Any]
) -> None:
    product_id = created["product_id"]
    first = ok(update(client, headers, product_id, edit_of(created, cost_price="420")))

    second = ok(update(client, headers, product_id, edit_of(first, cost_price="430.10", list_price="540")))

    assert second["version"] == 3
    rows = history_of(db, product_id)
    assert [(r.old_cost_price, r.new_cost_price, r.old_list_price, r.new_list_price) for r in rows[1:]] == [
        (Decimal("412.00"), Decimal("420.00"), Decimal("536.50"), Decimal("536.50")),
        (Decimal("420.00"), Decimal("430.10"), Decimal("536.50"), Decimal("540.00")),
    ]
    assert [h["new_cost_price"] for h in second["price_history"]] == ["430.10", "420.00", "412.00"]


def test_the_history_answers_the_newest_hundred(
    client: TestClient, db: Session, headers: Headers, staff: User, created: dict[str, Any]
) -> None:
    product_id = created["product_id"]
    start = datetime.now(UTC)
    for n in range(1, 106):
        old, new = Decimal(400 + n - 1), Decimal(400 + n)
        change = price_change(product_id, (old, old), (new, new), staff, "import")
        db.add(PriceChange(**change, changed_at=start + timedelta(days=n)))
    db.flush()

    history = ok(get(client, headers, product_id))["price_history"]

    assert len(history) == 100
    assert [h["new_list_price"] for h in history[:2]] == ["505.00", "504.00"]
    assert (history[-1]["new_list_price"], history[0]["source"]) == ("406.00", "import")


def test_a_name_change_bumps_the_version_without_a_price_row(
    client: TestClient, db: Session, headers: Headers, created: dict[str, Any]
) -> None:
    product_id = created["product_id"]

    body = ok(update(client, headers, product_id, edit_of(created, name="Ibstock Tradesman Red", colour="Buff")))

    assert (body["name"], body["colour"], body["version"], len(body["price_history"])) == (
        "Ibstock Tradesman Red",
        "Buff",
        2,
        1,
    )
    product = fetch(db, product_id)
    assert product is not None and (product.name, product.version) == ("Ibstock Tradesman Red", 2)
    assert product.search_text == "ibs-trd-red ibstock tradesman red trm65 buff sandfaced facing brick"
    assert len(history_of(db, product_id)) == 1


def test_saving_the_same_values_changes_nothing(
    client: TestClient, db: Session, headers: Headers, created: dict[str, Any]
) -> None:
    product_id = created["product_id"]
    before = fetch(db, product_id)
    assert before is not None
    updated_at = before.updated_at

    body = ok(update(client, headers, product_id, edit_of(created, list_price="£536.5", cost_price=412)))

    assert (body["version"], body["list_price"], len(body["price_history"])) == (1, "536.50", 1)
    product = fetch(db, product_id)
    assert product is not None and (product.version, product.updated_at) == (1, updated_at)


def test_a_stale_version_is_refused_and_nothing_changes(
    client: TestClient, db: Session, headers: Headers, created: dict[str, Any]
) -> None:
    product_id = created["product_id"]
    other = make_product(db)
    ok(update(client, headers, product_id, edit_of(created, name="Renamed by someone else")))

    response = update(
        client, headers, product_id, edit_of(created, list_price="999.00", code="NEW", equivalent_ids=[other.id])
    )

    assert response.status_code == 409
    assert response.json()["detail"] == (
        "This product was changed by someone else since you opened it. Reload to see their changes."
    )
    product = fetch(db, product_id)
    assert product is not None
    assert (product.name, product.code, product.list_price, product.version) == (
        "Renamed by someone else",
        "IBS-TRD-RED",
        Decimal("536.50"),
        2,
    )
    assert len(history_of(db, product_id)) == 1 and pairs_of(db, product_id) == set()


def test_update_a_missing_product(client: TestClient, db: Session, headers: Headers) -> None:
    product = make_product(db)

    response = update(client, headers, product.id + 1000, new_product(product.supplier_id, version=1))

    assert response.status_code == 404
    assert response.json()["detail"] == "This product does not exist."


def test_equivalents_are_replaced_and_removed_both_ways(
    client: TestClient, db: Session, headers: Headers, created: dict[str, Any]
) -> None:
    me = created["product_id"]
    b, c, d = (make_product(db, name=n) for n in ("Bravo", "Charlie", "Delta"))
    first = ok(update(client, headers, me, edit_of(created, equivalent_ids=[b.id, c.id])))
    assert pairs_of(db, me) == {(me, b.id), (b.id, me), (me, c.id), (c.id, me)}

    second = ok(update(client, headers, me, edit_of(first, equivalent_ids=[c.id, d.id])))

    assert (first["version"], second["version"]) == (2, 3)
    assert [e["name"] for e in second["equivalents"]] == ["Charlie", "Delta"]
    assert pairs_of(db, me) == {(me, c.id), (c.id, me), (me, d.id), (d.id, me)}
    assert pairs_of(db, b.id) == set()
    assert [e["product_id"] for e in ok(get(client, headers, d.id))["equivalents"]] == [me]
    assert ok(get(client, headers, b.id))["equivalents"] == []

    cleared = ok(update(client, headers, me, edit_of(second, equivalent_ids=[])))

    assert (cleared["equivalents"], cleared["version"]) == ([], 4)
    assert pairs_of(db, me) == set() and pairs_of(db, c.id) == set() and pairs_of(db, d.id) == set()
    assert len(history_of(db, me)) == 1


def test_equivalents_of_the_other_side_stay(
    client: TestClient, db: Session, headers: Headers, created: dict[str, Any]
) -> None:
    me = created["product_id"]
    b, c = make_product(db), make_product(db)
    ok(update(client, headers, b.id, edit_of(ok(get(client, headers, b.id)), equivalent_ids=[me, c.id])))

    ok(update(client, headers, me, edit_of(ok(get(client, headers, me)), equivalent_ids=[])))

    assert pairs_of(db, me) == set()
    assert pairs_of(db, b.id) == {(b.id, c.id), (c.id, b.id)}


@pytest.mark.parametrize("which", ["itself", "unknown"])
def test_bad_equivalents_are_refused_and_nothing_changes(
    client: TestClient, db: Session, headers: Headers, created: dict[str, Any], which: str
) -> None:
    me = created["product_id"]
    kept = make_product(db)
    ok(update(client, headers, me, edit_of(created, equivalent_ids=[kept.id])))
    bad = me if which == "itself" else kept.id + 1000
    message = "A product cannot be its own equivalent." if which == "itself" else f"These products do not exist: {bad}."

    response = update(client, headers, me, edit_of(ok(get(client, headers, me)), name="Changed", equivalent_ids=[bad]))

    assert errors(response) == [{"field": "equivalent_ids", "message": message}]
    product = fetch(db, me)
    assert product is not None and (product.name, product.version) == ("Ibstock Tradesman Red Multi", 2)
    assert pairs_of(db, me) == {(me, kept.id), (kept.id, me)}


def test_code_stays_unique_per_supplier_on_edit(
    client: TestClient, db: Session, headers: Headers, created: dict[str, Any]
) -> None:
    me = created["product_id"]
    supplier = db.get(Organisation, created["supplier_id"])
    make_product(db, make_organisation(db, kind=Kind.supplier), code="TAKEN")
    taken = make_product(db, supplier, code="Taken")

    recased = ok(update(client, headers, me, edit_of(created, code="ibs-trd-red")))
    clash = update(client, headers, me, edit_of(recased, code="TAKEN"))

    assert recased["code"] == "ibs-trd-red"
    assert errors(clash) == [{"field": "code", "message": "This supplier already has a product with this code."}]
    assert fetch(db, me).code == "ibs-trd-red"  # type: ignore[union-attr]
    assert fetch(db, taken.id).code == "Taken"  # type: ignore[union-attr]


def test_moving_to_another_supplier_checks_it(
    client: TestClient, db: Session, headers: Headers, created: dict[str, Any]
) -> None:
    me = created["product_id"]
    customer = make_organisation(db, kind=Kind.customer)
    archived = make_organisation(db, kind=Kind.supplier, name="Old Kiln Ltd", archived=True)
    busy = make_organisation(db, kind=Kind.supplier, name="Forterra")
    make_product(db, busy, code="IBS-TRD-RED")
    free = make_organisation(db, kind=Kind.supplier, name="Wienerberger")

    assert errors(update(client, headers, me, edit_of(created, supplier_id=customer.id))) == [
        {"field": "supplier_id", "message": "This supplier does not exist."}
    ]
    assert errors(update(client, headers, me, edit_of(created, supplier_id=archived.id))) == [
        {"field": "supplier_id", "message": "Old Kiln Ltd is archived. Restore the supplier first."}
    ]
    assert errors(update(client, headers, me, edit_of(created, supplier_id=busy.id))) == [
        {"field": "code", "message": "This supplier already has a product with this code."}
    ]
    moved = ok(update(client, headers, me, edit_of(created, supplier_id=free.id)))

    assert (moved["supplier_id"], moved["supplier_name"], moved["version"]) == (free.id, "Wienerberger", 2)
    assert fetch(db, me).supplier_id == free.id  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("changes", "field", "message"),
    [
        ({"version": None}, "version", "This field is required"),
        ({"name": ""}, "name", "This field is required"),
        ({"code": "x" * 51}, "code", "You must enter a maximum of 50 characters"),
        ({"list_price": "12.345"}, "list_price", "Enter at most 2 decimal places"),
        ({"cost_price": "-1"}, "cost_price", "This amount cannot be negative"),
        ({"list_price": "abc"}, "list_price", "This field can only contain numbers"),
        ({"width_mm": 0}, "width_mm", "Input should be greater than or equal to 1"),
        ({"lead_time_days": 400}, "lead_time_days", "Input should be less than or equal to 365"),
    ],
)
def test_update_bad_input_changes_nothing(
    client: TestClient,
    db: Session,
    headers: Headers,
    created: dict[str, Any],
    changes: dict[str, Any],
    field: str,
    message: str,
) -> None:
    body = {k: v for k, v in (edit_of(created) | changes).items() if v is not None}

    response = update(client, headers, created["product_id"], body)

    assert errors(response) == [{"field": field, "message": message}]
    product = fetch(db, created["product_id"])
    assert product is not None and (product.version, product.list_price) == (1, Decimal("536.50"))
