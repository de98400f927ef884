"""POST /quotes/add and POST /quotes/edit: what is stored, and every message a bad quote gets."""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.crm import Kind
from api.quotes.models import (
    SUBJECT,
    Quote,
    QuoteContact,
    QuoteLine,
    QuotePlot,
    QuotePlotQuantity,
    QuoteStatus,
    QuoteVersion,
)
from api.records.models import Activity
from api.users.models import User
from tests.api.quotes.factories import default_lines, edit_body, make_quote, mark_decided, mark_sent
from tests.factories import make_address, make_contact, make_organisation, make_project, make_user


def errors_of(response: Any) -> dict[str, str]:
    assert response.status_code == 422, response.text
    return {e["field"]: e["message"] for e in response.json()["errors"]}


def count(db: Session, model: Any, *where: Any) -> int:
    return db.scalar(select(func.count()).select_from(model).where(*where)) or 0


def add_body(db: Session, **fields: Any) -> dict[str, Any]:
    customer = fields.pop("customer", None) or make_organisation(db, kind=Kind.customer, name="Acme Homes")
    return {"quote": {"customer_id": customer.id, "lines": default_lines(db), **fields}, "notes": ""}


# ---- add ------------------------------------------------------------------------------------------------


def test_add_stores_the_quote_its_first_version_lines_plots_and_contacts(
    client: TestClient, db: Session, headers: dict[str, str], staff: User
) -> None:
    customer = make_organisation(db, kind=Kind.customer, name="Acme Homes")
    contact = make_contact(db, customer, first_name="Pat", last_name="Buyer", email="pat@acme.test")
    project = make_project(db, customer=customer, name="Meadow View")
    site = make_address(db, customer, line1="Plot 4, Meadow Lane", town="Leeds", postcode="LS6 2AB")
    body = add_body(
        db,
        customer=customer,
        contact_ids=[contact.id, contact.id],
        project_id=project.id,
        delivery_address_id=site.id,
        customer_notes="Delivery Monday to Friday",
        file_repo_url="https://drive.example.com/q",
        shipping={"loads": 2, "price_per_load": "95.00", "part_load_charge": "40.00", "offloading_charge": "25.50"},
        plots=[
            {"plot_number": "1", "house_type": "Alder", "quantities": [{"line": 0, "quantity": "6250"}]},
            {"plot_number": "2", "house_type": "Birch", "quantities": [{"line": 0, "quantity": "6250"}]},
        ],
    )
    body["notes"] = "Price held from March"
    r = client.post("/api/quotes/add", json=body, headers=headers)
    assert r.status_code == 201, r.text
    out = r.json()
    assert out["number"].startswith("Q-") and len(out["number"]) == 8
    assert (out["version"], out["current_version"], out["sent_version"]) == (1, 1, None)
    assert (out["status"], out["version_status"], out["read_only"]) == ("draft", "draft", False)
    assert out["customer"] == {"id": customer.id, "name": "Acme Homes", "kind": "customer"}
    assert out["contacts"] == [{"contact_id": contact.id, "name": "Pat Buyer", "email": "pat@acme.test"}]
    assert out["project"] == {"id": project.id, "name": "Meadow View"}
    assert out["delivery_address"]["id"] == site.id and "Meadow Lane" in out["delivery_address"]["name"]
    assert out["account_manager"]["id"] == staff.id and out["created_by"]["id"] == staff.id
    assert out["vat_rate"] == "20.00" and out["valid_until"] is None
    assert out["internal_notes"] == "Price held from March"
    assert out["customer_notes"] == "Delivery Monday to Friday"
    assert [line["line_total"] for line in out["lines"]] == ["6404.38", "45.00", "80.00", "95.00"]
    assert [line["selected"] for line in out["lines"]] == [True, False, True, False]
    assert out["lines"][0]["code"] != "" and out["lines"][0]["margin_percent"] == 21.9
    assert out["shipping"]["part_load_charge"] == "40.00"
    # Goods 6404.38 + 80.00; shipping 190 + 40 + 25.50; VAT 20 % of 6739.88.
    assert out["totals"] == {
        "subtotal": "6484.38",
        "shipping": "255.50",
        "vat": "1347.98",
        "total": "8087.86",
        "cost": "5050.00",
        "margin": "1434.38",
        "margin_percent": 22.1,
    }
    assert [(p["plot_number"], p["house_type"]) for p in out["plots"]] == [("1", "Alder"), ("2", "Birch")]
    assert out["plots"][0]["quantities"] == [{"line_id": out["lines"][0]["line_id"], "quantity": "6250.000"}]
    assert out["needs_check"] is False
    assert out["public_url"].endswith(f"/quote/{out['uuid']}")

    quote = db.get(Quote, out["quote_id"])
    assert quote is not None
    db.refresh(quote)
    assert quote.status == QuoteStatus.draft.value and quote.row_version == out["row_version"]
    assert quote.search_text == f"{quote.number.lower()} acme homes"
    assert quote.file_repo_url == "https://drive.example.com/q"
    version = db.scalar(select(QuoteVersion).where(QuoteVersion.quote_id == quote.id))
    assert version is not None and version.version == 1 and version.total == Decimal("8087.86")
    assert version.created_by_id == staff.id and version.delivery_address_id == site.id
    assert count(db, QuoteLine, QuoteLine.version_id == version.id) == 4
    assert count(db, QuotePlot, QuotePlot.version_id == version.id) == 2
    assert count(db, QuotePlotQuantity, QuotePlotQuantity.line_id == out["lines"][0]["line_id"]) == 2
    assert list(db.scalars(select(QuoteContact.contact_id).where(QuoteContact.quote_id == quote.id))) == [contact.id]
    actions = list(
        db.scalars(select(Activity.action).where(Activity.subject_type == SUBJECT, Activity.subject_id == quote.id))
    )
    assert actions == ["create"]


def test_add_derives_the_sell_price_from_a_margin_and_takes_the_vat_rate_given(
    client: TestClient, db: Session, headers: dict[str, str], manager: User
) -> None:
    body = add_body(
        db,
        vat_rate="5",
        account_manager_id=manager.id,
        valid_until=str(date(2031, 1, 31)),
        lines=[
            {"description": "Sand", "quantity": "2", "unit": "tonne", "cost_price": "30.00", "margin_percent": "25"}
        ],
    )
    r = client.post("/api/quotes/add", json=body, headers=headers)
    assert r.status_code == 201, r.text
    out = r.json()
    assert out["lines"][0]["sell_price"] == "40.00" and out["lines"][0]["margin_percent"] == 25.0
    assert out["lines"][0]["product_id"] is None and out["lines"][0]["code"] == ""
    assert out["totals"]["subtotal"] == "80.00" and out["totals"]["vat"] == "4.00"
    assert out["account_manager"]["id"] == manager.id and out["valid_until"] == "2031-01-31"
    assert db.scalar(select(QuoteVersion.vat_rate).where(QuoteVersion.quote_id == out["quote_id"])) == Decimal("5")


def test_add_with_no_lines_makes_an_empty_draft(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    r = client.post("/api/quotes/add", json=add_body(db, lines=[]), headers=headers)
    assert r.status_code == 201, r.text
    assert r.json()["lines"] == [] and r.json()["totals"]["total"] == "0.00"
    assert r.json()["totals"]["margin_percent"] is None


def test_two_quotes_get_consecutive_numbers(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    first = client.post("/api/quotes/add", json=add_body(db), headers=headers).json()["number"]
    second = client.post("/api/quotes/add", json=add_body(db), headers=headers).json()["number"]
    assert int(second[2:]) == int(first[2:]) + 1


# ---- what a bad header gets -----------------------------------------------------------------------------


def test_customer_is_required(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    body = add_body(db)
    del body["quote"]["customer_id"]
    assert errors_of(client.post("/api/quotes/add", json=body, headers=headers)) == {
        "customer_id": "This field is required"
    }


def test_customer_must_exist_and_be_a_customer(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    supplier = make_organisation(db, kind=Kind.supplier)
    body = add_body(db, customer=supplier)
    assert errors_of(client.post("/api/quotes/add", json=body, headers=headers)) == {
        "customer_id": "This organisation is not a customer."
    }
    body["quote"]["customer_id"] = 999999
    assert errors_of(client.post("/api/quotes/add", json=body, headers=headers)) == {
        "customer_id": "This customer does not exist."
    }
    assert count(db, Quote) == 0


def test_contacts_project_and_address_must_be_the_customers(
    client: TestClient, db: Session, headers: dict[str, str]
) -> None:
    customer = make_organisation(db, kind=Kind.customer)
    other = make_organisation(db, kind=Kind.customer)
    body = add_body(
        db,
        customer=customer,
        contact_ids=[make_contact(db, customer).id, make_contact(db, other).id, 999999],
        project_id=make_project(db, customer=other).id,
        delivery_address_id=make_address(db, other).id,
    )
    assert errors_of(client.post("/api/quotes/add", json=body, headers=headers)) == {
        "contact_ids.1": "This contact works for another organisation.",
        "contact_ids.2": "This contact does not exist.",
        "project_id": "This project belongs to another customer.",
        "delivery_address_id": "This address belongs to another organisation.",
    }
    body["quote"] |= {"contact_ids": [], "project_id": 999999, "delivery_address_id": 999999}
    assert errors_of(client.post("/api/quotes/add", json=body, headers=headers)) == {
        "project_id": "This project does not exist.",
        "delivery_address_id": "This address does not exist.",
    }


def test_a_project_without_a_customer_can_be_quoted_to_anyone(
    client: TestClient, db: Session, headers: dict[str, str]
) -> None:
    project = make_project(db)
    r = client.post("/api/quotes/add", json=add_body(db, project_id=project.id), headers=headers)
    assert r.status_code == 201, r.text
    assert r.json()["project"]["id"] == project.id


def test_account_manager_must_be_an_active_user(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    gone = make_user(db, active=False)
    body = add_body(db, account_manager_id=gone.id)
    assert errors_of(client.post("/api/quotes/add", json=body, headers=headers)) == {
        "account_manager_id": "This user does not exist."
    }


@pytest.mark.parametrize(
    ("fields", "field", "message"),
    [
        ({"vat_rate": "100.01"}, "vat_rate", "Input should be less than or equal to 100"),
        ({"vat_rate": "-1"}, "vat_rate", "Input should be greater than or equal to 0"),
        (
            {"file_repo_url": "drive/quotes"},
            "file_repo_url",
            "Please enter a web address starting with http:// or https://",
        ),
        ({"valid_until": "31/01/2030"}, "valid_until", "Invalid format"),
        ({"shipping": {"price_per_load": "95.001"}}, "shipping.price_per_load", "Enter at most 2 decimal places"),
        ({"shipping": {"loads": -1}}, "shipping.loads", "Input should be greater than or equal to 0"),
    ],
)
def test_bad_header_fields(
    client: TestClient, db: Session, headers: dict[str, str], fields: dict[str, Any], field: str, message: str
) -> None:
    assert errors_of(client.post("/api/quotes/add", json=add_body(db, **fields), headers=headers)) == {field: message}


# ---- edit -----------------------------------------------------------------------------------------------


def read(client: TestClient, headers: dict[str, str], quote: Quote) -> dict[str, Any]:
    r = client.get(f"/api/quotes/{quote.id}", headers=headers)
    assert r.status_code == 200, r.text
    return dict(r.json())


def test_edit_saves_the_draft_in_place(client: TestClient, db: Session, headers: dict[str, str], staff: User) -> None:
    quote = make_quote(db, actor=staff)
    out = read(client, headers, quote)
    body = edit_body(out, notes="Chase on Friday", customer_notes="Prices exclude pallets")
    body["quote"]["lines"][0]["quantity"] = "10000"
    body["quote"]["lines"].append(
        {"description": "Lintel", "quantity": "1", "sell_price": "30.00", "cost_price": "20.00"}
    )
    body["quote"]["plots"] = [{"plot_number": "12", "quantities": [{"line": 4, "quantity": "1"}]}]
    r = client.post("/api/quotes/edit", json=body, headers=headers)
    assert r.status_code == 200, r.text
    saved = r.json()
    assert saved["version"] == 1 and saved["row_version"] == out["row_version"] + 1
    assert saved["internal_notes"] == "Chase on Friday" and saved["customer_notes"] == "Prices exclude pallets"
    assert [x["description"] for x in saved["lines"]][-1] == "Lintel"
    # 10 x 512.35 + 80.00 + 30.00
    assert saved["totals"]["subtotal"] == "5233.50"
    assert saved["plots"][0]["quantities"] == [{"line_id": saved["lines"][4]["line_id"], "quantity": "1.000"}]

    assert count(db, QuoteVersion, QuoteVersion.quote_id == quote.id) == 1
    version = db.scalar(select(QuoteVersion).where(QuoteVersion.quote_id == quote.id))
    assert version is not None
    db.refresh(version)
    assert version.subtotal == Decimal("5233.50") and version.customer_notes == "Prices exclude pallets"
    assert count(db, QuoteLine, QuoteLine.version_id == version.id) == 5
    db.refresh(quote)
    assert quote.internal_notes == "Chase on Friday"
    logged = db.scalars(
        select(Activity).where(
            Activity.subject_id == quote.id, Activity.subject_type == SUBJECT, Activity.action == "update"
        )
    ).all()
    assert len(logged) == 1 and logged[0].summary == f"Quote {quote.number} saved"
    assert set(logged[0].changes) == {"internal_notes", "content"}


def test_edit_moves_the_quote_to_another_customer(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    quote = make_quote(db)
    other = make_organisation(db, kind=Kind.customer, name="Birchwood Developments")
    contact = make_contact(db, other)
    body = edit_body(read(client, headers, quote), customer_id=other.id, contact_ids=[contact.id])
    r = client.post("/api/quotes/edit", json=body, headers=headers)
    assert r.status_code == 200, r.text
    assert r.json()["customer"]["name"] == "Birchwood Developments"
    assert [c["contact_id"] for c in r.json()["contacts"]] == [contact.id]
    db.refresh(quote)
    assert quote.search_text == f"{quote.number.lower()} birchwood developments"
    found = client.get("/api/quotes", params={"q": "birchwood"}, headers=headers).json()
    assert [x["quote_id"] for x in found["items"]] == [quote.id]


def test_edit_keeps_the_old_customers_contacts_out(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    quote = make_quote(db)
    other = make_organisation(db, kind=Kind.customer)
    body = edit_body(read(client, headers, quote), customer_id=other.id)  # the old customer's contact kept
    assert errors_of(client.post("/api/quotes/edit", json=body, headers=headers)) == {
        "contact_ids.0": "This contact works for another organisation."
    }


def test_a_stale_edit_gets_409_and_changes_nothing(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    quote = make_quote(db)
    out = read(client, headers, quote)
    first = edit_body(out, customer_notes="first")
    assert client.post("/api/quotes/edit", json=first, headers=headers).status_code == 200
    second = edit_body(out, customer_notes="second")
    r = client.post("/api/quotes/edit", json=second, headers=headers)
    assert r.status_code == 409
    assert "changed by someone else" in r.json()["detail"]
    assert read(client, headers, quote)["customer_notes"] == "first"


def test_edit_of_an_unknown_quote_is_404(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    out = read(client, headers, make_quote(db))
    body = edit_body(out, quote_id=999999)
    r = client.post("/api/quotes/edit", json=body, headers=headers)
    assert r.status_code == 404 and r.json()["detail"] == "This quote does not exist."


def test_edit_needs_the_row_version(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    body = edit_body(read(client, headers, make_quote(db)))
    del body["quote"]["row_version"]
    assert errors_of(client.post("/api/quotes/edit", json=body, headers=headers)) == {
        "row_version": "This field is required"
    }


def test_edit_validates_lines_like_add(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    quote = make_quote(db)
    body = edit_body(read(client, headers, quote))
    body["quote"]["lines"][0]["quantity"] = "0"
    assert errors_of(client.post("/api/quotes/edit", json=body, headers=headers)) == {
        "lines.0.quantity": "Enter a quantity above 0"
    }
    assert read(client, headers, quote)["lines"][0]["quantity"] == "12500.000"


@pytest.mark.parametrize("state", ["accepted", "converted", "withdrawn"])
def test_a_closed_quote_cannot_be_edited(client: TestClient, db: Session, headers: dict[str, str], state: str) -> None:
    quote = make_quote(db)
    mark_sent(db, quote)
    if state == "withdrawn":
        quote.status = QuoteStatus.withdrawn.value
    else:
        mark_decided(db, quote)
        if state == "converted":
            quote.status = QuoteStatus.converted.value
    db.flush()
    out = read(client, headers, quote)
    assert out["read_only"] is True
    r = client.post("/api/quotes/edit", json=edit_body(out, customer_notes="late change"), headers=headers)
    assert r.status_code == 409
    assert r.json()["detail"] == (
        f"Quote {quote.number} is {state} and can no longer be changed. Duplicate it to make a new quote."
    )
    assert count(db, QuoteVersion, QuoteVersion.quote_id == quote.id) == 1


def test_a_rejected_quote_can_be_revised_as_a_new_version(
    client: TestClient, db: Session, headers: dict[str, str]
) -> None:
    quote = make_quote(db)
    mark_sent(db, quote)
    mark_decided(db, quote, accepted=False, reason="Too dear")
    out = read(client, headers, quote)
    body = edit_body(out)
    body["quote"]["lines"][0]["sell_price"] = "499.00"
    r = client.post("/api/quotes/edit", json=body, headers=headers)
    assert r.status_code == 200, r.text
    assert r.json()["version"] == 2 and r.json()["version_status"] == "draft"
    assert r.json()["status"] == "rejected"


def test_a_repeated_contact_is_named_where_it_first_appears(
    client: TestClient, db: Session, headers: dict[str, str]
) -> None:
    customer = make_organisation(db, kind=Kind.customer)
    mine = make_contact(db, customer)
    theirs = make_contact(db, make_organisation(db, kind=Kind.customer))
    body = add_body(db, customer=customer, contact_ids=[mine.id, mine.id, theirs.id, theirs.id])
    assert errors_of(client.post("/api/quotes/add", json=body, headers=headers)) == {
        "contact_ids.2": "This contact works for another organisation."
    }


def test_an_edit_without_notes_manager_or_link_keeps_them(
    client: TestClient, db: Session, headers: dict[str, str], manager: User
) -> None:
    quote = make_quote(db, notes="Keep me", account_manager_id=manager.id, file_repo_url="https://drive.example.com/a")
    body = edit_body(read(client, headers, quote), customer_notes="changed")
    del body["notes"], body["quote"]["account_manager_id"], body["quote"]["file_repo_url"]
    r = client.post("/api/quotes/edit", json=body, headers=headers)
    assert r.status_code == 200, r.text
    out = r.json()
    assert out["internal_notes"] == "Keep me" and out["account_manager"]["id"] == manager.id
    assert out["file_repo_url"] == "https://drive.example.com/a" and out["customer_notes"] == "changed"
    # Sent empty, they are cleared.
    body = edit_body(out, notes="", account_manager_id=None, file_repo_url="")
    out = client.post("/api/quotes/edit", json=body, headers=headers).json()
    assert (out["internal_notes"], out["account_manager"], out["file_repo_url"]) == ("", None, "")


def test_an_archived_customer_keeps_its_quotes_but_gets_no_new_ones(
    client: TestClient, db: Session, headers: dict[str, str]
) -> None:
    customer = make_organisation(db, kind=Kind.customer)
    quote = make_quote(db, customer=customer)
    customer.archived = True
    db.flush()
    assert errors_of(client.post("/api/quotes/add", json=add_body(db, customer=customer), headers=headers)) == {
        "customer_id": "This customer is archived: restore it before quoting to it."
    }
    r = client.post(
        "/api/quotes/edit", json=edit_body(read(client, headers, quote), notes="still ours"), headers=headers
    )
    assert r.status_code == 200, r.text
    other = make_quote(db)
    body = edit_body(read(client, headers, other), customer_id=customer.id, contact_ids=[])
    assert errors_of(client.post("/api/quotes/edit", json=body, headers=headers)) == {
        "customer_id": "This customer is archived: restore it before quoting to it."
    }
