"""`POST /products/multiple/add`: a supplier's price list, row by row: create, update, unchanged or reject (and
why), matched by supplier + code; a dry run writes nothing; a real run versions updates and keeps price history."""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from api.catalogue.models import Equivalent, PriceChange, Product
from api.catalogue.service import imports
from api.crm import Kind, Organisation
from api.users.models import User
from tests.api.catalogue.importing import (
    Headers,
    changes,
    count,
    counts,
    product,
    report,
    row,
    run_import,
    verdicts,
)
from tests.factories import make_organisation, make_product


def supplier(db: Session, name: str = "Ibstock Brick", **fields: Any) -> Organisation:
    return make_organisation(db, kind=Kind.supplier, name=name, **fields)


def test_import_needs_a_login(client: TestClient, db: Session) -> None:
    response = client.post("/api/products/multiple/add", json={"rows": [row("A1")], "dry_run": True})

    assert response.status_code == 401


def test_bad_rows_are_rejected_with_the_field_and_the_reason(client: TestClient, db: Session, headers: Headers) -> None:
    ibstock = supplier(db)
    closed = supplier(db, "Old Brickworks", archived=True)
    customer = make_organisation(db, kind=Kind.customer, name="Kirkstall Homes")
    rows = [
        row("OK-1", row=2),
        row("BAD-SUP", supplier="Nobody Ltd", row=3),
        row("BAD-PRICE", cost_price="12.345", row=4),
        row("NEG", list_price="-5", row=5),
        row("", row=6),
        row("CAT", category="Sandwich", row=7),
        row("ok-1", row=8),
        row("ARCH", supplier_id=closed.id, row=9),
        row("CUST", supplier_id=customer.id, row=10),
        row("TYPO", colur="Red", row=11),
        row("LEN", length_mm="sixty-five", row=12),
        row("HUGE", supplier_id=2**40, row=13),
    ]

    body = report(run_import(client, headers, rows, dry_run=True, supplier_id=ibstock.id))

    assert counts(body) == (12, 1, 0, 0, 11)
    assert verdicts(body) == [
        (3, "reject", [("supplier", "No supplier has the name or account number “Nobody Ltd”.")]),
        (4, "reject", [("cost_price", "Enter at most 2 decimal places")]),
        (5, "reject", [("list_price", "This amount cannot be negative")]),
        (6, "reject", [("code", "This field is required")]),
        (7, "reject", [("category", body["rows"][4]["errors"][0]["message"])]),
        (8, "reject", [("code", "Row 2 has the same supplier and code.")]),
        (9, "reject", [("supplier_id", "Old Brickworks is archived. Restore the supplier first.")]),
        (10, "reject", [("supplier_id", "This supplier does not exist.")]),
        (11, "reject", [("colur", "This is not a product field an import takes")]),
        (12, "reject", [("length_mm", "This field can only contain integer values")]),
        (13, "reject", [("supplier_id", "This supplier does not exist.")]),
        (2, "create", []),
    ]
    assert body["rows"][4]["errors"][0]["message"].startswith("Must be one of: facing_brick, engineering_brick")
    assert body["rows"][0]["key"] == "Nobody Ltd BAD-SUP"
    assert body["rows"][-1]["key"] == "Ibstock Brick OK-1"


def test_a_row_without_a_supplier_is_rejected_unless_the_request_names_one(
    client: TestClient, db: Session, headers: Headers
) -> None:
    body = report(run_import(client, headers, [row("A1")], dry_run=True))

    assert verdicts(body) == [(1, "reject", [("supplier", "This field is required")])]


def test_an_unknown_supplier_for_the_whole_request_is_refused(
    client: TestClient, db: Session, headers: Headers
) -> None:
    customer = make_organisation(db, kind=Kind.customer)

    response = run_import(client, headers, [row("A1")], dry_run=True, supplier_id=customer.id)

    assert response.status_code == 422
    assert response.json()["errors"] == [{"field": "supplier_id", "message": "This supplier does not exist."}]


def test_more_rows_than_an_import_takes_are_refused(client: TestClient, headers: Headers) -> None:
    response = run_import(client, headers, [{"code": "A"}] * 50_001, dry_run=True)

    assert response.status_code == 422
    assert response.json()["errors"] == [{"field": "rows", "message": "Send at most 50,000 items"}]


def test_suppliers_are_found_by_id_account_number_or_name_whatever_the_case(
    client: TestClient, db: Session, headers: Headers
) -> None:
    ibstock = supplier(db, "Ibstock Brick", account_number="IBS01")
    forterra = supplier(db, "Forterra")
    wienerberger = supplier(db, "Wienerberger")
    supplier(db, "Twin Ltd")
    supplier(db, "Twin Ltd")
    rows = [
        row("A", supplier="ibs01"),
        row("B", supplier="FORTERRA"),
        row("C", supplier_id=str(wienerberger.id)),
        row("D"),
        row("E", supplier="Twin Ltd"),
    ]

    body = report(run_import(client, headers, rows, dry_run=True, supplier_id=forterra.id))

    assert [r["key"] for r in body["rows"]] == [
        "Twin Ltd E",
        "Ibstock Brick A",
        "Forterra B",
        "Wienerberger C",
        "Forterra D",
    ]
    assert verdicts(body)[0] == (
        5,
        "reject",
        [("supplier", "2 suppliers are called “Twin Ltd”: give the account number instead.")],
    )
    assert ibstock.id != forterra.id


def test_a_dry_run_reports_and_writes_nothing(client: TestClient, db: Session, headers: Headers) -> None:
    ibstock = supplier(db)
    existing = make_product(db, ibstock, code="IBS-1", cost_price="400.00", list_price="520.00")
    products_before, changes_before = count(db, Product), count(db, PriceChange)

    body = report(
        run_import(
            client, headers, [row("IBS-1", list_price="560.00"), row("IBS-2")], dry_run=True, supplier_id=ibstock.id
        )
    )

    assert body["dry_run"] is True
    assert verdicts(body) == [(1, "update", []), (2, "create", [])]
    assert [r["product_id"] for r in body["rows"]] == [existing.id, None]
    assert (count(db, Product), count(db, PriceChange)) == (products_before, changes_before)
    after = product(db, ibstock.id, "IBS-1")
    assert (after.list_price, after.version) == (Decimal("520.00"), 1)


def test_a_real_run_creates_updates_and_leaves_the_same_unchanged(
    client: TestClient, db: Session, headers: Headers, staff: User
) -> None:
    ibstock = supplier(db)
    repriced = make_product(db, ibstock, code="IBS-1", name="Brick IBS-1", cost_price="400.00", list_price="520.00")
    renamed = make_product(db, ibstock, code="IBS-2", name="Old name", colour="Red")
    same = make_product(db, ibstock, code="IBS-3", name="Brick IBS-3", colour="Buff")
    stand_in = make_product(db, supplier(db, "Forterra"))
    db.add_all([Equivalent(product_id=repriced.id, equivalent_id=stand_in.id)])
    db.flush()
    rows = [
        row("ibs-1", name="Brick IBS-1", cost_price="410.00", list_price="£535.50", row=2),
        row("IBS-2", name="Tradesman Red Multi", colour="Red", row=3),
        row("IBS-3", name="Brick IBS-3", colour="Buff", row=4),
        row("IBS-4", name="Ibstock Chelsea Smoked Red", colour="Red", texture="Sandfaced", weight_kg="2.6", row=5),
    ]

    body = report(run_import(client, headers, rows, dry_run=False, supplier_id=ibstock.id))

    assert counts(body) == (4, 1, 2, 1, 0)
    assert verdicts(body) == [(2, "update", []), (3, "update", []), (4, "unchanged", []), (5, "create", [])]
    one, two, three = (product(db, ibstock.id, c) for c in ("IBS-1", "IBS-2", "IBS-3"))
    assert (one.code, one.cost_price, one.list_price, one.version) == ("IBS-1", Decimal("410.00"), Decimal("535.50"), 2)
    assert (two.name, two.version, two.search_text) == (
        "Tradesman Red Multi",
        2,
        "ibs-2 tradesman red multi red facing brick",
    )
    assert (three.version, three.updated_at) == (1, same.updated_at)
    [price] = changes(db, one.id)
    assert (price.source, price.changed_by_id) == ("import", staff.id)
    assert (price.old_cost_price, price.new_cost_price) == (Decimal("400.00"), Decimal("410.00"))
    assert (price.old_list_price, price.new_list_price) == (Decimal("520.00"), Decimal("535.50"))
    assert changes(db, two.id) == [], "a name change is no price change"
    new = product(db, ibstock.id, "IBS-4")
    assert body["rows"][3]["product_id"] == new.id
    assert (new.created_by_id, new.version, new.weight_kg) == (staff.id, 1, Decimal("2.600"))
    assert new.search_text == "ibs-4 ibstock chelsea smoked red red sandfaced facing brick"
    [created] = changes(db, new.id)
    assert (created.source, created.old_list_price, created.new_list_price) == ("create", None, Decimal("520.00"))
    assert db.get(Equivalent, (repriced.id, stand_in.id)) is not None, "equivalents are left as they are"
    assert renamed.id == body["rows"][1]["product_id"]


def test_an_update_changes_only_the_fields_the_row_gives_and_blanks_clear_optional_ones(
    client: TestClient, db: Session, headers: Headers
) -> None:
    ibstock = supplier(db)
    make_product(db, ibstock, code="IBS-1", name="Tradesman Red", colour="Red", length_mm=215, lead_time_days=10)
    rows = [{"code": "IBS-1", "list_price": "530.00", "length_mm": "", "name": "", "colour": None}]

    body = report(run_import(client, headers, rows, dry_run=False, supplier_id=ibstock.id))

    assert verdicts(body) == [(1, "update", [])]
    after = product(db, ibstock.id, "IBS-1")
    assert (after.list_price, after.length_mm, after.colour) == (Decimal("530.00"), None, "")
    assert (after.lead_time_days, after.category, after.name) == (10, "facing_brick", "Tradesman Red"), (
        "fields the row leaves out, or leaves blank when they cannot be blank, keep their value"
    )
    assert after.version == 2


def test_labels_and_file_formats_are_read_as_values(client: TestClient, db: Session, headers: Headers) -> None:
    ibstock = supplier(db)
    rows = [
        row("A", category="Facing brick", selling_unit="per 1,000", status="Discontinued"),
        row("B", category="Common brick", selling_unit="m²", price_valid_until="31/12/2026"),
        row("C", category="pavers", selling_unit="1000", lead_time_days="14"),
        {**row("D", category="Roof tile", selling_unit="M2"), "code": 12345},
        row("E", category="BLOCK", selling_unit="each", cost_price="1,234.50", list_price=1500),
    ]

    body = report(run_import(client, headers, rows, dry_run=False, supplier_id=ibstock.id))

    assert body["rejected"] == 0, body["rows"]
    found = {c: product(db, ibstock.id, c) for c in ("A", "B", "C", "12345", "E")}
    assert [(p.category, p.selling_unit) for p in found.values()] == [
        ("facing_brick", "per_1000"),
        ("common", "m2"),
        ("paver", "per_1000"),
        ("roof_tile", "m2"),
        ("block", "each"),
    ]
    assert (found["A"].status, found["B"].price_valid_until) == ("discontinued", date(2026, 12, 31))
    assert (found["E"].cost_price, found["E"].list_price) == (Decimal("1234.50"), Decimal("1500.00"))


def test_a_product_changed_by_someone_else_meanwhile_fails_the_whole_run(
    client: TestClient, db: Session, headers: Headers, monkeypatch: pytest.MonkeyPatch
) -> None:
    ibstock = supplier(db)
    make_product(db, ibstock, code="IBS-1")
    verdict = imports._verdict

    def read_before_someone_saved(line: imports.Line) -> None:
        verdict(line)
        if line.existing is not None:
            line.existing["version"] -= 1  # the version the import read is no longer the product's

    monkeypatch.setattr(imports, "_verdict", read_before_someone_saved)

    response = run_import(
        client, headers, [row("IBS-1", list_price="600.00"), row("IBS-2")], dry_run=False, supplier_id=ibstock.id
    )

    assert response.status_code == 409
    assert count(db, Product) == 1, "nothing of the run is kept"
    assert product(db, ibstock.id, "IBS-1").list_price == Decimal("520.00")


def test_a_product_created_by_someone_else_meanwhile_fails_the_whole_run(
    client: TestClient, db: Session, headers: Headers, monkeypatch: pytest.MonkeyPatch
) -> None:
    ibstock = supplier(db)
    make_product(db, ibstock, code="IBS-1", list_price="520.00")
    # The rows were judged before someone saved IBS-1: the import takes it for a new product.
    monkeypatch.setattr(imports, "_load_existing", lambda session, lines: {})

    response = run_import(
        client, headers, [row("IBS-2"), row("ibs-1", list_price="600.00")], dry_run=False, supplier_id=ibstock.id
    )

    assert response.status_code == 409
    assert response.json()["detail"].startswith("Someone else saved a conflicting record")
    assert count(db, Product) == 1, "nothing of the run is kept"
    assert product(db, ibstock.id, "IBS-1").list_price == Decimal("520.00")


def test_row_numbers_and_supplier_ids_may_come_as_the_text_of_a_csv_cell(
    client: TestClient, db: Session, headers: Headers
) -> None:
    ibstock = supplier(db)
    rows = [
        row("A", supplier_id=str(ibstock.id), row="7"),
        row("B", supplier_id="Ibstock", row="²"),
        row("C", supplier_id="9" * 40, row="9" * 5000),
    ]

    body = report(run_import(client, headers, rows, dry_run=True))

    assert verdicts(body) == [
        (2, "reject", [("supplier_id", "This field can only contain integer values")]),
        (3, "reject", [("supplier_id", "This field can only contain integer values")]),
        (7, "create", []),
    ]
