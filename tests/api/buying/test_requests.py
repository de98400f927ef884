"""POST /suppliers/request, GET /suppliers/request/suggest, PUT /products/convertToSupplierQuote."""

from __future__ import annotations

from datetime import date, timedelta
from decimal import Decimal

from fastapi.testclient import TestClient
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.buying.models import (
    SupplierQuote,
    SupplierQuoteContact,
    SupplierQuoteCustomerQuote,
    SupplierQuoteVersion,
    SupplierRequest,
)
from api.buying.service import quotes
from api.catalogue.models import Equivalent
from api.crm import Kind
from tests.api.buying.factories import asked_lines, make_supplier, mark_sent
from tests.api.quotes.factories import make_quote
from tests.factories import make_contact, make_organisation, make_product


def errors_of(response) -> dict[str, str]:  # type: ignore[no-untyped-def]
    return {e["field"]: e["message"] for e in response.json()["errors"]}


def test_needs_a_token(client: TestClient) -> None:
    assert client.post("/api/suppliers/request", json={}).status_code == 401
    assert client.get("/api/suppliers/request/suggest?product_ids=1").status_code == 401
    assert client.put("/api/products/convertToSupplierQuote", json={}).status_code == 401


def test_the_same_lines_go_to_each_supplier_as_one_request(client: TestClient, db: Session, headers: dict) -> None:
    ibstock, wienerberger = make_supplier(db, "Ibstock"), make_supplier(db, "Wienerberger")
    lines = asked_lines(db)
    body = {
        "supplier_ids": [ibstock.id, wienerberger.id],
        "lines": lines,
        "required_on_site": str(date.today() + timedelta(days=17)),
        "response_deadline": str(date.today() + timedelta(days=7)),
        "site_address": "Moor Lane, Otley",
        "site_postcode": "ls21 1aa",
        "offload_method": "moffett",
        "load_preference": "full",
        "notes": "Site closes at 3pm on Fridays",
    }
    r = client.post("/api/suppliers/request", json=body, headers=headers)
    assert r.status_code == 201, r.text
    out = r.json()
    assert out["number"].startswith("RFQ-")
    assert [q["supplier"]["name"] for q in out["supplier_quotes"]] == ["Ibstock", "Wienerberger"]
    assert all(q["status"] == "draft" and q["line_count"] == 2 for q in out["supplier_quotes"])
    request = db.get(SupplierRequest, out["request_id"])
    assert request is not None and request.site_postcode == "LS21 1AA" and request.offload_method == "moffett"
    rows = db.scalars(select(SupplierQuote).where(SupplierQuote.request_id == request.id).order_by(SupplierQuote.id))
    for quote in rows:
        assert quote.number.startswith("SQ-") and quote.status == "draft" and quote.sent_version is None
        assert quote.required_on_site.isoformat() == body["required_on_site"] and quote.load_preference == "full"
        version = quotes.version_of(db, quote)
        assert version.status == "draft"
        saved = quotes.lines_of(db, version.id)
        assert [(line.description, line.quantity, line.unit) for line in saved] == [
            ("Ibstock Tradesman Red", Decimal("10000.000"), "per_1000"),
            ("Catnic lintel 1200mm", Decimal("20.000"), "each"),
        ]
        assert saved[0].price is None and saved[0].product_id == lines[0]["product_id"]
        # Addressed to the supplier's contact with an email.
        contacts = db.scalars(
            select(SupplierQuoteContact.contact_id).where(SupplierQuoteContact.supplier_quote_id == quote.id)
        )
        assert len(list(contacts)) == 1


def test_lines_can_come_from_a_customer_quote(client: TestClient, db: Session, headers: dict) -> None:
    customer_quote = make_quote(db)
    supplier = make_supplier(db)
    r = client.post(
        "/api/suppliers/request",
        json={"supplier_ids": [supplier.id], "customer_quote_id": customer_quote.id},
        headers=headers,
    )
    assert r.status_code == 201, r.text
    assert r.json()["customer_quote_id"] == customer_quote.id
    quote = db.get(SupplierQuote, r.json()["supplier_quotes"][0]["id"])
    assert quote is not None
    lines = quotes.lines_of(db, quotes.version_of(db, quote).id)
    assert len(lines) == 4
    assert [(line.customer_quote_id, line.customer_line_position) for line in lines] == [
        (customer_quote.id, i) for i in range(4)
    ]
    assert lines[0].quantity == Decimal("12500.000") and lines[0].unit == "per_1000"
    link = db.scalar(select(SupplierQuoteCustomerQuote).where(SupplierQuoteCustomerQuote.supplier_quote_id == quote.id))
    assert link is not None and link.quote_id == customer_quote.id
    assert r.json()["supplier_quotes"][0]["customer_quote_ids"] == [customer_quote.id]


def test_chosen_lines_of_a_customer_quote_remember_their_line(client: TestClient, db: Session, headers: dict) -> None:
    """The request screen sends the customer quote's lines it asks (quantities may be changed), each naming its
    line: two lines of the same bricks stay apart in the comparison and their costs go back to the right line."""
    same = {"description": "Ibstock Tradesman Red", "quantity": "4000", "unit": "per_1000"}
    customer_quote = make_quote(
        db,
        lines=[
            {**same, "cost_price": "400.00", "sell_price": "520.00"},
            {"description": "Lintels", "quantity": "2", "unit": "each", "cost_price": "9.00", "sell_price": "15.00"},
            {**same, "cost_price": "400.00", "sell_price": "520.00"},
        ],
    )
    supplier = make_supplier(db)
    body = {
        "supplier_ids": [supplier.id],
        "customer_quote_id": customer_quote.id,
        "lines": [{**same, "customer_line_position": 0}, {**same, "quantity": "6000", "customer_line_position": 2}],
    }
    r = client.post("/api/suppliers/request", json=body, headers=headers)
    assert r.status_code == 201, r.text
    quote = db.get(SupplierQuote, r.json()["supplier_quotes"][0]["id"])
    assert quote is not None
    lines = quotes.lines_of(db, quotes.version_of(db, quote).id)
    assert [(line.customer_quote_id, line.customer_line_position, line.quantity) for line in lines] == [
        (customer_quote.id, 0, Decimal("4000.000")),
        (customer_quote.id, 2, Decimal("6000.000")),
    ]
    comparison = client.get(f"/api/suppliers/comparison/quote/{customer_quote.id}", headers=headers)
    assert comparison.status_code == 200, comparison.text
    assert [row["customer_line_position"] for row in comparison.json()["rows"]] == [0, 2]

    bad = {**body, "lines": [{**same, "customer_line_position": 7}]}
    r = client.post("/api/suppliers/request", json=bad, headers=headers)
    assert r.status_code == 422
    assert errors_of(r) == {"lines.0.customer_line_position": "This line is not on the customer quote."}
    r = client.post("/api/suppliers/request", json={**bad, "customer_quote_id": None}, headers=headers)
    assert errors_of(r) == {"lines.0.customer_line_position": "Choose the customer quote this line comes from."}
    r = client.post(
        "/api/suppliers/request", json={**body, "lines": [{**same, "customer_line_position": -1}]}, headers=headers
    )
    assert r.status_code == 422 and "lines.0.customer_line_position" in errors_of(r)
    assert (
        db.scalar(select(func.count()).select_from(SupplierQuote).where(SupplierQuote.supplier_id == supplier.id)) == 1
    )


def test_bad_input_names_the_field(client: TestClient, db: Session, headers: dict) -> None:
    customer = make_organisation(db, kind=Kind.customer)
    supplier = make_supplier(db)
    stranger = make_contact(db, make_organisation(db, kind=Kind.supplier))
    body = {
        "supplier_ids": [supplier.id, customer.id],
        "contact_ids": [stranger.id],
        "lines": [{"product_id": 999999, "quantity": "10"}, {"description": "", "quantity": "0"}],
        "site_postcode": "XX9",
        "required_on_site": str(date.today() + timedelta(days=4)),
        "response_deadline": str(date.today() + timedelta(days=13)),
    }
    r = client.post("/api/suppliers/request", json=body, headers=headers)
    assert r.status_code == 422
    assert errors_of(r) == {
        "supplier_ids.1": "This organisation is not a supplier or an other (haulier, crane hire).",
        "contact_ids.0": "This contact works for another organisation.",
        "lines.0.product_id": "This product does not exist.",
        "lines.0.description": "Describe the line, or choose a product",
        "lines.1.description": "Describe the line, or choose a product",
        "lines.1.quantity": "Enter a quantity above 0",
        "site_postcode": "Please enter a valid UK postcode",
        "response_deadline": "The response deadline must come before the required-on-site date",
    }
    r = client.post("/api/suppliers/request", json={"supplier_ids": [supplier.id]}, headers=headers)
    assert errors_of(r) == {"lines": "Add at least one line, or choose the customer quote to ask prices for."}
    r = client.post("/api/suppliers/request", json={"supplier_ids": [], "lines": []}, headers=headers)
    assert r.status_code == 422 and "supplier_ids" in errors_of(r)
    assert db.scalar(select(SupplierQuote).where(SupplierQuote.supplier_id == supplier.id)) is None


def test_a_reply_by_date_already_past_is_refused_by_both_ways_of_asking(
    client: TestClient, db: Session, headers: dict
) -> None:
    """A request sent with a past reply-by date would open closed on the supplier's page: staff are told first."""
    supplier = make_supplier(db)
    yesterday, today = str(date.today() - timedelta(days=1)), str(date.today())
    body = {"supplier_ids": [supplier.id], "lines": asked_lines(db), "response_deadline": yesterday}
    r = client.post("/api/suppliers/request", json=body, headers=headers)
    assert r.status_code == 422
    assert errors_of(r) == {"response_deadline": "The reply-by date has passed: choose today or a later day."}
    product = make_product(db, supplier)
    chosen = {"products": [{"product_id": product.id, "quantity": "500"}], "response_deadline": yesterday}
    r = client.put("/api/products/convertToSupplierQuote", json=chosen, headers=headers)
    assert r.status_code == 422 and set(errors_of(r)) == {"response_deadline"}
    assert db.scalar(select(SupplierQuote).where(SupplierQuote.supplier_id == supplier.id)) is None
    # Today is still open for an answer.
    r = client.post("/api/suppliers/request", json={**body, "response_deadline": today}, headers=headers)
    assert r.status_code == 201, r.text


def test_a_supplier_already_asked_for_the_customer_quote_is_refused_by_name(
    client: TestClient, db: Session, headers: dict
) -> None:
    """ "Ask more suppliers" must not send a supplier a second request for the same customer quote: 409 naming it
    and its quote, nothing made; once its quote is withdrawn (or declined, or expired) it may be asked again."""
    customer_quote = make_quote(db)
    first = make_supplier(db, "Azure Bricks")
    second = make_supplier(db, "Birch Blocks")
    body = {"supplier_ids": [first.id], "customer_quote_id": customer_quote.id}
    r = client.post("/api/suppliers/request", json=body, headers=headers)
    assert r.status_code == 201, r.text
    number = r.json()["supplier_quotes"][0]["number"]
    r = client.post("/api/suppliers/request", json={**body, "supplier_ids": [second.id, first.id]}, headers=headers)
    assert r.status_code == 409
    message = (
        f"Azure Bricks was already asked for this customer quote ({number}): open that quote, or withdraw it to ask "
        "again."
    )
    assert errors_of(r) == {"supplier_ids.1": message} and r.json()["detail"] == message
    made = select(func.count()).where(SupplierRequest.customer_quote_id == customer_quote.id)
    assert db.scalar(made) == 1
    products = {"products": [{"product_id": make_product(db, first).id, "quantity": "500"}]}
    chosen = {**products, "supplier_ids": [first.id], "customer_quote_id": customer_quote.id}
    r = client.put("/api/products/convertToSupplierQuote", json=chosen, headers=headers)
    assert r.status_code == 409 and errors_of(r) == {"supplier_ids.0": message}
    # Another customer quote, or a request of its own, may ask the same supplier.
    r = client.post("/api/suppliers/request", json={**body, "customer_quote_id": make_quote(db).id}, headers=headers)
    assert r.status_code == 201, r.text
    # Sent, then withdrawn: the supplier may be asked again.
    asked = db.scalar(select(SupplierQuote).where(SupplierQuote.number == number))
    assert asked is not None
    mark_sent(db, asked)
    r = client.delete(f"/api/suppliers/quote/{asked.id}", headers=headers)
    assert r.json() == {"result": "withdrawn"}
    r = client.post("/api/suppliers/request", json=body, headers=headers)
    assert r.status_code == 201, r.text
    assert r.json()["supplier_quotes"][0]["supplier"]["id"] == first.id


def test_suppliers_are_suggested_from_who_supplies_the_products_or_their_equivalents(
    client: TestClient, db: Session, headers: dict
) -> None:
    ibstock, forterra, archived = make_supplier(db, "Ibstock"), make_supplier(db, "Forterra"), make_supplier(db, "Gone")
    archived.archived = True
    red = make_product(db, ibstock)
    buff = make_product(db, ibstock)
    red_alike = make_product(db, forterra)
    make_product(db, archived)
    db.add_all(
        [
            Equivalent(product_id=red.id, equivalent_id=red_alike.id),
            Equivalent(product_id=red_alike.id, equivalent_id=red.id),
        ]
    )
    db.flush()
    r = client.get(f"/api/suppliers/request/suggest?product_ids={red.id}&product_ids={buff.id}", headers=headers)
    assert r.status_code == 200, r.text
    assert r.json() == [
        {
            "supplier": {"id": ibstock.id, "name": "Ibstock", "kind": "supplier"},
            "product_ids": sorted([red.id, buff.id]),
            "equivalent_product_ids": [],
            "covers": 2,
        },
        {
            "supplier": {"id": forterra.id, "name": "Forterra", "kind": "supplier"},
            "product_ids": [],
            "equivalent_product_ids": [red.id],
            "covers": 1,
        },
    ]
    assert client.get("/api/suppliers/request/suggest", headers=headers).status_code == 422


def test_chosen_products_go_to_their_own_suppliers(client: TestClient, db: Session, headers: dict) -> None:
    ibstock, forterra = make_supplier(db, "Ibstock"), make_supplier(db, "Forterra")
    red, block = make_product(db, ibstock), make_product(db, forterra, selling_unit="each")
    body = {"products": [{"product_id": red.id, "quantity": "5000"}, {"product_id": block.id, "quantity": "300"}]}
    r = client.put("/api/products/convertToSupplierQuote", json=body, headers=headers)
    assert r.status_code == 200, r.text
    made = {q["supplier"]["name"]: q for q in r.json()["supplier_quotes"]}
    assert set(made) == {"Ibstock", "Forterra"} and all(q["line_count"] == 1 for q in made.values())
    quote = db.get(SupplierQuote, made["Forterra"]["id"])
    assert quote is not None
    only = quotes.lines_of(db, quotes.version_of(db, quote).id)
    assert [(line.product_id, line.unit) for line in only] == [(block.id, "each")]
    # Named suppliers get every line.
    body["supplier_ids"] = [forterra.id]
    r = client.put("/api/products/convertToSupplierQuote", json=body, headers=headers)
    assert [q["line_count"] for q in r.json()["supplier_quotes"]] == [2]
    r = client.put(
        "/api/products/convertToSupplierQuote",
        json={"products": [{"product_id": 999999, "quantity": "1"}]},
        headers=headers,
    )
    assert r.status_code == 422 and errors_of(r)["products.0.product_id"] == "This product does not exist."
    assert db.scalar(select(SupplierQuoteVersion).where(SupplierQuoteVersion.supplier_quote_id == -1)) is None


def test_more_suppliers_are_added_to_a_stand_alone_request(client: TestClient, db: Session, headers: dict) -> None:
    """ "Ask more suppliers" on a request of its own adds to that request (its number kept), never a new one; a
    supplier it already asks is refused by name, and a request that does not exist names the field."""
    first, second = make_supplier(db, "Alder Bricks"), make_supplier(db, "Beech Blocks")
    body = {"supplier_ids": [first.id], "lines": asked_lines(db)}
    r = client.post("/api/suppliers/request", json=body, headers=headers)
    assert r.status_code == 201, r.text
    request_id, number = r.json()["request_id"], r.json()["number"]
    asked = r.json()["supplier_quotes"][0]["number"]
    more = {**body, "supplier_ids": [second.id], "request_id": request_id}
    r = client.post("/api/suppliers/request", json=more, headers=headers)
    assert r.status_code == 201, r.text
    assert (r.json()["request_id"], r.json()["number"]) == (request_id, number)
    quotes_of = select(SupplierQuote.supplier_id).where(SupplierQuote.request_id == request_id)
    assert sorted(db.scalars(quotes_of)) == sorted([first.id, second.id])
    r = client.post("/api/suppliers/request", json={**more, "supplier_ids": [first.id]}, headers=headers)
    assert r.status_code == 409
    assert errors_of(r) == {
        "supplier_ids.0": f"Alder Bricks was already asked for {number} ({asked}): open that quote, or withdraw it to "
        "ask again."
    }
    r = client.post("/api/suppliers/request", json={**more, "request_id": 99_999_999}, headers=headers)
    assert r.status_code == 422 and errors_of(r) == {"request_id": "This request does not exist."}
