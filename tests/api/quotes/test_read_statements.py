"""A quote and the quotes list are read in the same few statements whatever they name: the quote's customer,
project, address, people, contacts and lines' products come with its header and lines, a page's customers,
projects and managers with the page."""

from __future__ import annotations

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from api.crm import AddressType, Kind
from api.db import utcnow
from api.quotes.service import quotes
from tests.api.quotes.factories import make_quote
from tests.conftest import QueryLog
from tests.factories import make_address, make_contact, make_organisation, make_product, make_project, make_user


def test_a_quote_reads_in_the_same_statements_whatever_it_names(
    client: TestClient, db: Session, headers: dict[str, str], query_log: QueryLog
) -> None:
    bare = make_quote(
        db, contacts=[], lines=[{"description": "Sand", "quantity": "1", "cost_price": "20.00", "sell_price": "30.00"}]
    )
    customer = make_organisation(db, kind=Kind.customer, name="Holme Valley Homes")
    site = make_address(db, customer, address_type=AddressType.site, line1="Plot 4, Mill Lane", postcode="HD9 7AA")
    people = [make_contact(db, customer, first_name=f"P{n}", last_name=name) for n, name in enumerate("CBA")]
    manager, checker = make_user(db, first_name="Mona", last_name="Gray"), make_user(db, first_name="Carl")
    old = make_product(db, status="discontinued", cost_price="300.00", list_price="350.00")
    lines = [
        {"product_id": old.id, "description": "Old brick", "quantity": "1000", "cost_price": "300.00",
         "sell_price": "350.00", "unit": "per_1000", "confirm_discontinued": True},
        *({"description": f"Line {n}", "quantity": "2", "cost_price": "8.00", "sell_price": "10.00"} for n in range(6)),
    ]  # fmt: skip
    full = make_quote(
        db,
        customer=customer,
        contacts=people,
        project=make_project(db, name="Mill Lane", customer=customer),
        address=site,
        lines=lines,
        account_manager_id=manager.id,
    )
    quotes.version_of(db, full).checked_by_id, quotes.version_of(db, full).checked_at = checker.id, utcnow()
    db.flush()
    client.get(f"/api/quotes/{bare.id}", headers=headers)
    with query_log.recording() as few:
        r = client.get(f"/api/quotes/{bare.id}", headers=headers)
    assert r.status_code == 200 and r.json()["project"] is None and r.json()["checked_by"] is None
    with query_log.recording() as many:
        r = client.get(f"/api/quotes/{full.id}", headers=headers)
    assert r.status_code == 200, r.text
    assert len(many) == len(few), many
    out = r.json()
    assert out["customer"] == {"id": customer.id, "name": "Holme Valley Homes", "kind": "customer"}
    assert out["project"]["name"] == "Mill Lane" and out["delivery_address"]["id"] == site.id
    assert out["delivery_address"]["name"].startswith("Plot 4, Mill Lane")
    assert [c["name"] for c in out["contacts"]] == ["P2 A", "P1 B", "P0 C"]
    assert out["account_manager"] == {"id": manager.id, "name": "Mona Gray"}
    assert out["checked_by"]["id"] == checker.id and out["created_by"]["id"] == full.created_by_id
    assert [line["discontinued"] for line in out["lines"]] == [True] + [False] * 6
    r = client.get(f"/api/quotes/{full.id}?version=2", headers=headers)
    assert r.status_code == 404 and r.json()["detail"] == f"Quote {full.number} has no version 2."
    assert client.get("/api/quotes/99999999", headers=headers).json()["detail"] == "This quote does not exist."


def test_the_quotes_list_reads_in_the_same_statements_whatever_its_page(
    client: TestClient, db: Session, headers: dict[str, str], query_log: QueryLog
) -> None:
    make_quote(db)
    client.get("/api/quotes", headers=headers)
    with query_log.recording() as few:
        assert client.get("/api/quotes", headers=headers).json()["total"] == 1
    for n in range(4):
        customer = make_organisation(db, kind=Kind.customer, name=f"Customer {n}")
        make_quote(
            db,
            customer=customer,
            project=make_project(db, customer=customer),
            account_manager_id=make_user(db, first_name=f"M{n}").id,
        )
    with query_log.recording() as many:
        items = client.get("/api/quotes", headers=headers).json()["items"]
    assert len(many) == len(few), many
    assert len(items) == 5 and {i["customer"]["name"] for i in items[:4]} == {f"Customer {n}" for n in range(4)}
    assert all(i["project"] and i["account_manager"]["name"].startswith("M") for i in items[:4])
