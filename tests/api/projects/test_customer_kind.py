"""A project's customer may be a company (a prospect): lists, the board and the project name its kind, so the
screens link to the right CRM record."""

from __future__ import annotations

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from api.crm import Kind
from tests.api.projects.helpers import Headers, url
from tests.factories import make_organisation, make_project


def test_the_customers_kind_is_named_everywhere(client: TestClient, db: Session, headers: Headers) -> None:
    company = make_organisation(db, kind=Kind.company, name="Harrogate Living Ltd")
    customer = make_organisation(db, kind=Kind.customer, name="Barratt Homes")
    for_company = make_project(db, name="Harrogate Yard", customer=company)
    make_project(db, name="Kirkstall Forge", customer=customer)
    make_project(db, name="No one's yet")

    listed = client.get(url("/all"), params={"sort": "name"}, headers=headers).json()["items"]
    one = client.get(url(f"/{for_company.id}"), headers=headers).json()
    board = client.get(url("/board"), headers=headers).json()

    assert [(p["name"], p["customer_kind"]) for p in listed] == [
        ("Harrogate Yard", "company"),
        ("Kirkstall Forge", "customer"),
        ("No one's yet", None),
    ]
    assert (one["customer_id"], one["customer_name"], one["customer_kind"]) == (
        company.id,
        "Harrogate Living Ltd",
        "company",
    )
    kinds = {item["name"]: item["customer_kind"] for column in board["columns"] for item in column["items"]}
    assert kinds["Harrogate Yard"] == "company"
