"""Products: the token every call needs, get one, add (with its validation) and delete."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.catalogue.models import Product
from api.crm import Kind
from api.projects.models import SuggestedProduct
from api.users.models import Role, User
from tests.api.catalogue.helpers import (
    BASE,
    Headers,
    add,
    errors,
    fetch,
    get,
    history_of,
    new_product,
    ok,
    pairs_of,
)
from tests.conftest import QueryLog
from tests.factories import expired_headers, headers_for, make_organisation, make_product, make_project, make_user

CALLS = [
    ("GET", "/all", None),
    ("GET", "/paginated/1", None),
    ("POST", "/query", {}),
    ("PUT", "/lookup", {"ids": [1]}),
    ("PUT", "/supplier", {"supplier_ids": [1]}),
    ("GET", "/1", None),
    ("POST", "/add", {}),
    ("PUT", "/update/1", {}),
    ("DELETE", "/delete/1", None),
]


@pytest.mark.parametrize(("method", "path", "body"), CALLS, ids=[f"{m} {p}" for m, p, _ in CALLS])
def test_every_call_needs_a_live_token(
    client: TestClient, db: Session, method: str, path: str, body: dict[str, Any] | None
) -> None:
    product = make_product(db)

    anonymous = client.request(method, BASE + path, json=body)
    expired = client.request(method, BASE + path, json=body, headers=expired_headers(db, make_user(db)))

    assert anonymous.status_code == 401, anonymous.text
    assert anonymous.json()["detail"] == "Please log in to continue."
    assert expired.status_code == 401, expired.text
    assert expired.json()["detail"] == "Your session has expired. Please log in again."
    assert fetch(db, product.id) is not None


TOO_BIG = "Input should be less than or equal to 2147483647"


def test_ids_past_the_database_integer_are_bad_input(
    client: TestClient, db: Session, headers: Headers, manager_headers: Headers
) -> None:
    product = make_product(db)
    big = 2**31
    body = new_product(product.supplier_id, version=1)

    assert errors(get(client, headers, big)) == [{"field": "id", "message": TOO_BIG}]
    assert errors(client.put(f"{BASE}/update/{10**30}", json=body, headers=headers)) == [
        {"field": "id", "message": TOO_BIG}
    ]
    assert errors(client.delete(f"{BASE}/delete/{big}", headers=manager_headers)) == [
        {"field": "id", "message": TOO_BIG}
    ]
    assert errors(get(client, headers, 0)) == [{"field": "id", "message": "Input should be greater than or equal to 1"}]
    assert errors(add(client, headers, new_product(big))) == [{"field": "supplier_id", "message": TOO_BIG}]
    assert errors(add(client, headers, new_product(product.supplier_id, equivalent_ids=[product.id, big]))) == [
        {"field": "equivalent_ids.1", "message": TOO_BIG}
    ]
    assert errors(client.get(f"{BASE}/paginated/{big}", headers=headers)) == [{"field": "page", "message": TOO_BIG}]
    assert errors(client.get(f"{BASE}/all", params={"page": big}, headers=headers)) == [
        {"field": "page", "message": TOO_BIG}
    ]
    assert errors(client.get(f"{BASE}/all", params={"supplier_id": [1, big]}, headers=headers)) == [
        {"field": "supplier_id.1", "message": TOO_BIG}
    ]
    assert errors(client.post(f"{BASE}/query", json={"page": big, "supplier_ids": [big]}, headers=headers)) == [
        {"field": "supplier_ids.0", "message": TOO_BIG},
        {"field": "page", "message": TOO_BIG},
    ]
    assert fetch(db, product.id) is not None


def test_get_one_with_equivalents_and_price_history(
    client: TestClient, db: Session, headers: Headers, staff: User
) -> None:
    supplier = make_organisation(db, kind=Kind.supplier, name="Ibstock Brick")
    other = make_organisation(db, kind=Kind.supplier, name="Wienerberger")
    twin = ok(add(client, headers, new_product(other.id, code="WB-RED", name="Wienerberger Red Stock")), 201)
    created = ok(add(client, headers, new_product(supplier.id, equivalent_ids=[twin["product_id"]])), 201)

    body = ok(get(client, headers, created["product_id"]))

    assert {k: body[k] for k in ("code", "name", "supplier_id", "supplier_name", "category", "selling_unit")} == {
        "code": "IBS-TRD-RED",
        "name": "Ibstock Tradesman Red Multi",
        "supplier_id": supplier.id,
        "supplier_name": "Ibstock Brick",
        "category": "facing_brick",
        "selling_unit": "per_1000",
    }
    assert (body["cost_price"], body["list_price"], body["weight_kg"], body["margin_percent"]) == (
        "412.00",
        "536.50",
        "2.650",
        23.2,
    )
    assert (body["length_mm"], body["width_mm"], body["height_mm"], body["lead_time_days"]) == (215, 102, 65, 10)
    assert (body["price_valid_until"], body["status"], body["version"]) == ("2030-03-31", "active", 1)
    assert body["created_by_name"] == staff.full_name
    assert body["equivalents"] == [
        {
            "product_id": twin["product_id"],
            "code": "WB-RED",
            "name": "Wienerberger Red Stock",
            "supplier_name": "Wienerberger",
            "list_price": "536.50",
            "selling_unit": "per_1000",
            "status": "active",
        }
    ]
    [created_price] = body["price_history"]
    assert created_price | {"changed_at": None} == {
        "changed_at": None,
        "changed_by_name": staff.full_name,
        "source": "create",
        "old_cost_price": None,
        "new_cost_price": "412.00",
        "old_list_price": None,
        "new_list_price": "536.50",
    }


def test_get_one_in_three_statements_whatever_it_holds(
    client: TestClient, db: Session, headers: Headers, staff: User, query_log: QueryLog
) -> None:
    bare = make_product(db).id  # no creator, equivalents or price history
    supplier = make_organisation(db, kind=Kind.supplier)
    twins = [
        ok(add(client, headers, new_product(supplier.id, code=f"TWIN-{n}", name=f"Twin {n}")), 201)["product_id"]
        for n in range(2)
    ]
    full = ok(add(client, headers, new_product(supplier.id, equivalent_ids=twins)), 201)["product_id"]
    with query_log.recording() as floor:
        assert client.get("/api/users/me", headers=headers).status_code == 200
    with query_log.recording() as few:
        assert ok(get(client, headers, bare))["created_by_name"] == ""
    with query_log.recording() as many:
        body = ok(get(client, headers, full))
    assert len(few) - len(floor) == 3 and len(many) == len(few), many
    assert [e["name"] for e in body["equivalents"]] == ["Twin 0", "Twin 1"]
    assert (body["created_by_name"], [c["changed_by_name"] for c in body["price_history"]]) == (
        staff.full_name,
        [staff.full_name],
    )


def test_get_a_missing_product(client: TestClient, db: Session, headers: Headers) -> None:
    product = make_product(db)

    response = get(client, headers, product.id + 1000)

    assert response.status_code == 404
    assert response.json()["detail"] == "This product does not exist."
    assert errors(client.get(f"{BASE}/abc", headers=headers)) == [
        {"field": "id", "message": "This field can only contain integer values"}
    ]


def test_add_stores_the_product_exactly(client: TestClient, db: Session, headers: Headers, staff: User) -> None:
    supplier = make_organisation(db, kind=Kind.supplier, name="Ibstock Brick")
    body = new_product(
        supplier.id, code="  IBS-TRD-RED ", cost_price="£987.65", list_price="£1,234.5", weight_kg=2.65, colour="Red"
    )

    created = ok(add(client, headers, body), 201)

    assert (created["code"], created["cost_price"], created["list_price"], created["weight_kg"]) == (
        "IBS-TRD-RED",
        "987.65",
        "1234.50",
        "2.650",
    )
    assert created["margin_percent"] == 20.0
    product = fetch(db, created["product_id"])
    assert product is not None
    assert (product.code, product.supplier_id, product.created_by_id, product.version) == (
        "IBS-TRD-RED",
        supplier.id,
        staff.id,
        1,
    )
    assert (product.cost_price, product.list_price, product.weight_kg) == (
        Decimal("987.65"),
        Decimal("1234.50"),
        Decimal("2.650"),
    )
    assert isinstance(product.list_price, Decimal) and str(product.list_price) == "1234.50"
    assert (product.category, product.selling_unit, product.status) == ("facing_brick", "per_1000", "active")
    assert product.search_text == "ibs-trd-red ibstock tradesman red multi trm65 red sandfaced facing brick"
    [change] = history_of(db, product.id)
    assert (change.source, change.changed_by_id, change.old_cost_price, change.old_list_price) == (
        "create",
        staff.id,
        None,
        None,
    )
    assert (change.new_cost_price, change.new_list_price) == (Decimal("987.65"), Decimal("1234.50"))


def test_add_with_only_the_required_fields(client: TestClient, db: Session, headers: Headers) -> None:
    supplier = make_organisation(db, kind=Kind.supplier)
    body = {
        "code": "M4",
        "name": "General purpose mortar",
        "supplier_id": supplier.id,
        "category": "mortar",
        "selling_unit": "tonne",
        "cost_price": "0",
        "list_price": 0,
    }

    created = ok(add(client, headers, body), 201)

    assert (created["cost_price"], created["list_price"], created["margin_percent"]) == ("0.00", "0.00", None)
    assert (created["colour"], created["length_mm"], created["weight_kg"], created["status"]) == (
        "",
        None,
        None,
        "active",
    )
    assert (created["equivalents"], len(created["price_history"])) == ([], 1)


@pytest.mark.parametrize(
    ("cost", "price", "margin"),
    [("400.00", "520.00", 23.1), ("351.00", "400.00", 12.3), ("600.00", "500.00", -20.0), ("10.00", "10.00", 0.0)],
)
def test_margin_percent(
    client: TestClient, db: Session, headers: Headers, cost: str, price: str, margin: float
) -> None:
    product = make_product(db, cost_price=cost, list_price=price)

    assert ok(get(client, headers, product.id))["margin_percent"] == margin


@pytest.mark.parametrize(
    ("changes", "field", "message"),
    [
        ({"name": None}, "name", "This field is required"),
        ({"name": "   "}, "name", "This field is required"),
        ({"name": "x" * 201}, "name", "You must enter a maximum of 200 characters"),
        ({"code": None}, "code", "This field is required"),
        ({"code": "x" * 51}, "code", "You must enter a maximum of 50 characters"),
        ({"list_price": "12.345"}, "list_price", "Enter at most 2 decimal places"),
        ({"list_price": "-1"}, "list_price", "This amount cannot be negative"),
        ({"list_price": "abc"}, "list_price", "This field can only contain numbers"),
        ({"list_price": None}, "list_price", "This field is required"),
        ({"cost_price": "12.345"}, "cost_price", "Enter at most 2 decimal places"),
        ({"weight_kg": "1.2345"}, "weight_kg", "Enter at most 3 decimal places"),
        (
            {"category": "brick"},
            "category",
            "Must be one of: facing_brick, engineering_brick, common, block, paver, mortar, lintel, roof_tile or other",
        ),
        (
            {"selling_unit": "crate"},
            "selling_unit",
            "Must be one of: per_1000, each, m2, tonne, pack or pallet",
        ),
        ({"status": "gone"}, "status", "Must be one of: active or discontinued"),
        ({"length_mm": 0}, "length_mm", "Input should be greater than or equal to 1"),
        ({"height_mm": "tall"}, "height_mm", "This field can only contain integer values"),
        ({"lead_time_days": 400}, "lead_time_days", "Input should be less than or equal to 365"),
        ({"lead_time_days": -1}, "lead_time_days", "Input should be greater than or equal to 0"),
        ({"price_valid_until": "31/03/2030"}, "price_valid_until", "Invalid format"),
        ({"colour": "x" * 61}, "colour", "You must enter a maximum of 60 characters"),
        ({"supplier_id": None}, "supplier_id", "This field is required"),
    ],
)
def test_add_bad_input(
    client: TestClient, db: Session, headers: Headers, changes: dict[str, Any], field: str, message: str
) -> None:
    supplier = make_organisation(db, kind=Kind.supplier)
    body = {k: v for k, v in (new_product(supplier.id) | changes).items() if v is not None}

    response = add(client, headers, body)

    assert errors(response) == [{"field": field, "message": message}]
    assert db.scalar(select(func.count()).select_from(Product)) == 0


@pytest.mark.parametrize(
    ("kind", "archived", "message"),
    [
        (Kind.customer, False, "This supplier does not exist."),
        (Kind.other, False, "This supplier does not exist."),
        (Kind.supplier, True, "Dales Bricks is archived. Restore the supplier first."),
    ],
)
def test_add_needs_a_live_supplier(
    client: TestClient, db: Session, headers: Headers, kind: Kind, archived: bool, message: str
) -> None:
    org = make_organisation(db, kind=kind, name="Dales Bricks", archived=archived)

    response = add(client, headers, new_product(org.id))

    assert errors(response) == [{"field": "supplier_id", "message": message}]
    assert errors(add(client, headers, new_product(org.id + 1000))) == [
        {"field": "supplier_id", "message": "This supplier does not exist."}
    ]
    assert db.scalar(select(func.count()).select_from(Product)) == 0


def test_code_is_unique_per_supplier_whatever_its_case(client: TestClient, db: Session, headers: Headers) -> None:
    supplier = make_organisation(db, kind=Kind.supplier)
    other = make_organisation(db, kind=Kind.supplier)
    make_product(db, supplier, code="IBS-TRD-RED")

    duplicate = add(client, headers, new_product(supplier.id, code="ibs-trd-red"))
    elsewhere = add(client, headers, new_product(other.id, code="ibs-trd-red"))

    assert errors(duplicate) == [{"field": "code", "message": "This supplier already has a product with this code."}]
    assert ok(elsewhere, 201)["supplier_id"] == other.id
    assert db.scalar(select(func.count()).select_from(Product).where(Product.supplier_id == supplier.id)) == 1


def test_add_with_equivalents_links_them_both_ways(client: TestClient, db: Session, headers: Headers) -> None:
    a, b = make_product(db, name="Alpha"), make_product(db, name="Beta")

    created = ok(add(client, headers, new_product(a.supplier_id, equivalent_ids=[b.id, a.id, b.id])), 201)

    new_id = created["product_id"]
    assert [e["product_id"] for e in created["equivalents"]] == [a.id, b.id]
    assert pairs_of(db, new_id) == {(new_id, a.id), (a.id, new_id), (new_id, b.id), (b.id, new_id)}
    assert [e["product_id"] for e in ok(get(client, headers, a.id))["equivalents"]] == [new_id]


def test_add_with_an_unknown_equivalent_writes_nothing(client: TestClient, db: Session, headers: Headers) -> None:
    known = make_product(db)
    unknown = known.id + 1000

    response = add(client, headers, new_product(known.supplier_id, equivalent_ids=[known.id, unknown]))

    assert errors(response) == [{"field": "equivalent_ids", "message": f"These products do not exist: {unknown}."}]
    assert db.scalar(select(func.count()).select_from(Product)) == 1
    assert pairs_of(db, known.id) == set()


def test_staff_cannot_delete(client: TestClient, db: Session, headers: Headers) -> None:
    product = make_product(db)

    response = client.delete(f"{BASE}/delete/{product.id}", headers=headers)

    assert response.status_code == 403
    assert response.json()["detail"] == "Only a manager or an admin can delete a product."
    assert fetch(db, product.id) is not None


@pytest.mark.parametrize("role", [Role.manager, Role.admin])
def test_manager_or_admin_deletes_with_history_and_links(
    client: TestClient, db: Session, headers: Headers, role: Role
) -> None:
    supplier = make_organisation(db, kind=Kind.supplier)
    twin = ok(add(client, headers, new_product(supplier.id, code="TWIN")), 201)["product_id"]
    doomed = ok(add(client, headers, new_product(supplier.id, code="DOOMED", equivalent_ids=[twin])), 201)["product_id"]
    project = make_project(db)
    db.add(SuggestedProduct(project_id=project.id, product_id=doomed))
    db.flush()
    boss = headers_for(db, make_user(db, role=role))

    response = client.delete(f"{BASE}/delete/{doomed}", headers=boss)

    assert response.status_code == 204, response.text
    assert fetch(db, doomed) is None
    assert history_of(db, doomed) == []
    assert pairs_of(db, doomed) == set() and pairs_of(db, twin) == set()
    assert db.scalar(select(func.count()).select_from(SuggestedProduct)) == 0
    assert fetch(db, twin) is not None and len(history_of(db, twin)) == 1
    assert ok(get(client, headers, twin))["equivalents"] == []


def test_delete_a_missing_product(client: TestClient, db: Session, manager_headers: Headers) -> None:
    product = make_product(db)

    response = client.delete(f"{BASE}/delete/{product.id + 1000}", headers=manager_headers)

    assert response.status_code == 404
    assert response.json()["detail"] == "This product does not exist."
    assert fetch(db, product.id) is not None
