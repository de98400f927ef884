"""Quote figures on customer, company and project stats, and the customer delete guard for quotes and orders."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from api.core.figures import quote_figures
from api.crm import Kind, Organisation
from api.orders import service as orders
from api.projects.models import Project
from api.quotes.models import Quote, QuoteStatus
from api.users.models import User
from tests.api.orders.factories import make_order
from tests.api.quotes.factories import expire, make_quote, mark_decided, mark_sent
from tests.factories import make_organisation, make_project

Headers = dict[str, str]


def quote(db: Session, customer: Organisation, sell: str, project: Project | None = None) -> Quote:
    """A quote of one line at VAT 0 %: its total is `sell`."""
    line = {"description": "Bricks", "quantity": "1", "cost_price": "1.00", "sell_price": sell}
    return make_quote(db, customer=customer, project=project, lines=[line], vat_rate="0", contacts=[])


def sent(db: Session, row: Quote) -> Quote:
    mark_sent(db, row)
    return row


def figures_of(client: TestClient, url: str, headers: Headers) -> dict[str, Any]:
    response = client.get(url, headers=headers)
    assert response.status_code == 200, response.text
    return response.json()["quotes"]  # type: ignore[no-any-return]


def test_customer_stats_carry_their_quote_figures(
    client: TestClient, db: Session, headers: Headers, staff: User
) -> None:
    customer = make_organisation(db, kind=Kind.customer)
    other = make_organisation(db, kind=Kind.customer)
    quote(db, customer, "100.00")  # draft
    sent(db, quote(db, customer, "1000.00"))  # open
    sent(db, quote(db, customer, "250.00"))  # open
    expire(db, sent(db, quote(db, customer, "300.00")))
    mark_decided(db, sent(db, quote(db, customer, "2000.00")))
    mark_decided(db, sent(db, quote(db, customer, "700.00")), accepted=False)
    won = mark_decided(db, sent(db, quote(db, customer, "4000.00")))
    orders.convert_quote(db, won.id, None, staff)
    make_order(db, customer=customer)
    sent(db, quote(db, other, "999.00"))
    make_order(db, customer=other)

    figures = figures_of(client, f"/api/customers/stats/{customer.id}", headers)

    assert figures == {
        "quotes": 7,
        "open_quotes": 2,
        "open_value": "1250.00",
        "accepted_value": "6000.00",
        "orders": 2,
        "win_rate": 66.7,
    }
    assert won.status == QuoteStatus.converted.value


def test_company_and_project_stats(client: TestClient, db: Session, headers: Headers, staff: User) -> None:
    company = make_organisation(db, kind=Kind.company)
    project = make_project(db, customer=company)
    quote(db, company, "10.00")  # not on the project
    on_project = mark_decided(db, sent(db, quote(db, company, "480.00", project)), accepted=False)
    won = mark_decided(db, sent(db, quote(db, company, "520.00", project)))
    orders.convert_quote(db, won.id, None, staff)

    company_figures = figures_of(client, f"/api/companys/stats/{company.id}", headers)
    project_figures = figures_of(client, f"/api/projects/stats/{project.id}", headers)

    assert company_figures == {
        "quotes": 3,
        "open_quotes": 0,
        "open_value": "0.00",
        "accepted_value": "520.00",
        "orders": 1,
        "win_rate": 50.0,
    }
    assert project_figures == {**company_figures, "quotes": 2}
    assert on_project.status == QuoteStatus.rejected.value


def test_a_supplier_and_other_subjects_have_no_figures(client: TestClient, db: Session, headers: Headers) -> None:
    supplier = make_organisation(db, kind=Kind.supplier)

    figures = figures_of(client, f"/api/suppliers/stats/{supplier.id}", headers)

    assert figures["quotes"] == figures["orders"] == 0 and figures["win_rate"] is None
    assert quote_figures(db, "contact", supplier.id).quotes == 0


def test_a_customer_with_quotes_or_orders_cannot_be_deleted(
    client: TestClient, db: Session, manager_headers: Headers, manager: User
) -> None:
    customer = make_organisation(db, kind=Kind.customer, name="Pennine Developments")
    quote(db, customer, "10.00")
    won = mark_decided(db, sent(db, quote(db, customer, "20.00")))
    orders.convert_quote(db, won.id, None, manager)
    only_orders = make_organisation(db, kind=Kind.customer, name="Dales Haulage")
    make_order(db, customer=only_orders)
    make_order(db, customer=only_orders)

    def delete(org: Organisation) -> Any:
        return client.delete("/api/customers/delete", params={"customer_id": org.id}, headers=manager_headers)

    refused = delete(customer)
    orders_only = delete(only_orders)

    assert refused.status_code == 409
    assert refused.json()["detail"] == (
        "Pennine Developments cannot be deleted while it has 2 quotes and 1 order. "
        "Delete those first, or archive it instead."
    )
    assert orders_only.status_code == 409
    assert "while it has 2 orders." in orders_only.json()["detail"]
    db.expire_all()
    assert db.get(Organisation, customer.id) is not None


def test_a_customer_without_quotes_or_orders_can_be_deleted(
    client: TestClient, db: Session, manager_headers: Headers
) -> None:
    customer = make_organisation(db, kind=Kind.customer)
    quote(db, make_organisation(db, kind=Kind.customer), "10.00")  # someone else's

    response = client.delete("/api/customers/delete", params={"customer_id": customer.id}, headers=manager_headers)

    assert response.status_code == 204, response.text
