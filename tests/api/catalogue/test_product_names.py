"""The catalogue's distinct names (`product_names`, migration 0021) that name matching looks its words up in: kept in
step with the products by the database, whatever writes them (the API's create, edit and delete, a price list's
import, plain SQL)."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import text
from sqlalchemy.orm import Session

from api.catalogue.service.products import search_text
from api.crm import Kind
from api.users.models import Role
from tests.api.catalogue.helpers import BASE, Headers, add, edit_of, get, new_product, ok, update
from tests.api.catalogue.importing import report, row, run_import
from tests.factories import headers_for, make_organisation, make_product, make_user

TRADESMAN = "ibstock tradesman red multi red sandfaced facing brick"


def names(db: Session) -> dict[str, tuple[str, int]]:
    """text → (name_key, products)."""
    db.flush()
    rows = db.execute(text("SELECT text, name_key, products FROM product_names"))
    return {r.text: (r.name_key, r.products) for r in rows}


def recounted(db: Session) -> dict[str, tuple[str, int]]:
    """What the table should hold: every product's name text, counted."""
    rows = db.execute(
        text(
            "SELECT product_name_text(code, name, manufacturer_ref, search_text) AS text, min(name_key) AS key, "
            "count(*) AS n FROM products GROUP BY 1"
        )
    )
    return {r.text: (r.key, r.n) for r in rows}


def test_a_name_text_is_the_search_text_without_code_and_reference(db: Session) -> None:
    values: dict[str, Any] = {
        "code": "IBS-TRD-RED",
        "name": "Ibstock Tradesman Red Multi",
        "manufacturer_ref": "TRM65",
        "colour": "Red",
        "texture": "Sandfaced",
        "category": "facing_brick",
    }
    cases = [values, values | {"manufacturer_ref": ""}, values | {"colour": "", "texture": ""}]
    got = [
        db.scalar(
            text("SELECT product_name_text(:code, :name, :manufacturer_ref, :search)"),
            case | {"search": search_text(case)},
        )
        for case in cases
    ]
    assert got == [TRADESMAN, TRADESMAN, "ibstock tradesman red multi facing brick"]
    # A search text written otherwise is kept whole: every word of it is still the product's.
    odd = db.scalar(text("SELECT product_name_text('X1', 'Brick', 'R9', 'something else')"))
    assert odd == "something else"


def test_names_follow_the_products_created_edited_and_deleted(client: TestClient, db: Session) -> None:
    supplier = make_organisation(db, kind=Kind.supplier, name="Ibstock Brick")
    other = make_organisation(db, kind=Kind.supplier, name="Jewson")
    headers: Headers = headers_for(db, make_user(db, role=Role.manager))
    first = ok(add(client, headers, new_product(supplier.id)), 201)["product_id"]
    # The same product sold by another supplier, under its own code and reference: one name, two products.
    second = ok(add(client, headers, new_product(other.id, code="JW-1234", manufacturer_ref="IB-TRM")), 201)[
        "product_id"
    ]
    assert names(db)[TRADESMAN] == ("ibstock tradesman red multi", 2)

    detail = ok(get(client, headers, second))
    ok(update(client, headers, second, edit_of(detail, name="Ibstock Tradesman Light", colour="Light red")))
    assert names(db)[TRADESMAN][1] == 1
    assert names(db)["ibstock tradesman light light red sandfaced facing brick"] == ("ibstock tradesman light", 1)

    detail = ok(get(client, headers, first))
    ok(update(client, headers, first, edit_of(detail, list_price="600.00")))  # a price: the name stays
    assert names(db)[TRADESMAN][1] == 1

    assert client.delete(f"{BASE}/delete/{first}", headers=headers).status_code == 204
    assert TRADESMAN not in names(db)
    assert names(db) == recounted(db)


def test_names_follow_a_price_lists_new_and_changed_products(client: TestClient, db: Session, headers: Headers) -> None:
    supplier = make_organisation(db, kind=Kind.supplier, name="Ibstock Brick")
    rows = [row(f"IB-{n}", name="Ibstock Birtley Olde English Buff", colour="Buff") for n in range(3)]
    report(run_import(client, headers, rows, dry_run=False, supplier_id=supplier.id))
    assert names(db)["ibstock birtley olde english buff buff facing brick"][1] == 3

    rows[0]["name"] = "Ibstock Birtley Olde English Buff 73mm"
    rows[1]["list_price"] = "530.00"
    report(run_import(client, headers, rows, dry_run=False, supplier_id=supplier.id))
    assert names(db)["ibstock birtley olde english buff buff facing brick"][1] == 2
    assert names(db)["ibstock birtley olde english buff 73mm buff facing brick"][1] == 1
    assert names(db) == recounted(db)


def test_names_follow_plain_sql_writes(db: Session) -> None:
    products = [make_product(db, name="Forterra LBC Common", colour="Pink", texture="Pressed") for _ in range(2)]
    db.flush()
    db.execute(text("UPDATE products SET name = 'Forterra LBC Common 73mm', search_text = search_text || ' 73'"))
    db.execute(text("DELETE FROM products WHERE id = :id"), {"id": products[0].id})
    assert names(db) == recounted(db)
    assert sum(n for _, n in names(db).values()) == db.scalar(text("SELECT count(*) FROM products"))
