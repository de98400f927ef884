"""An organisation that products or projects point at cannot be deleted; the refusal names what points at it."""

from __future__ import annotations

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from api.crm import Kind, Organisation
from api.projects.models import ProjectArchitect, ProjectSupplier
from tests.factories import make_contact, make_organisation, make_product, make_project


def test_a_supplier_with_products_is_not_deleted(
    client: TestClient, db: Session, manager_headers: dict[str, str]
) -> None:
    supplier = make_organisation(db, kind=Kind.supplier, name="Ibstock Brick")
    make_product(db, supplier)
    make_product(db, supplier)
    make_contact(db, supplier)

    response = client.delete(f"/api/suppliers/delete/{supplier.id}", headers=manager_headers)

    assert response.status_code == 409
    assert response.json()["detail"] == (
        "Ibstock Brick cannot be deleted while it has 1 contact and 2 products. "
        "Delete those first, or archive it instead."
    )
    assert db.get(Organisation, supplier.id) is not None


def test_a_customer_with_a_project_is_not_deleted(
    client: TestClient, db: Session, manager_headers: dict[str, str]
) -> None:
    customer = make_organisation(db, kind=Kind.customer, name="Acme Homes")
    make_project(db, customer=customer)

    response = client.request("DELETE", f"/api/customers/delete?customer_id={customer.id}", headers=manager_headers)

    assert response.status_code == 409
    assert "Acme Homes cannot be deleted while it has 1 project." in response.json()["detail"]
    assert db.get(Organisation, customer.id) is not None


def test_an_architect_and_supplier_of_projects_count_each_project_once(
    client: TestClient, db: Session, manager_headers: dict[str, str]
) -> None:
    practice = make_organisation(db, kind=Kind.other, name="Hill Architects")
    first, second = make_project(db), make_project(db)
    db.add_all([ProjectArchitect(project_id=p.id, organisation_id=practice.id) for p in (first, second)])
    db.flush()

    response = client.delete(f"/api/others/delete/{practice.id}", headers=manager_headers)

    assert response.status_code == 409
    assert "while it has 2 projects." in response.json()["detail"]


def test_an_organisation_nothing_points_at_is_deleted(
    client: TestClient, db: Session, manager_headers: dict[str, str]
) -> None:
    supplier = make_organisation(db, kind=Kind.supplier)
    project = make_project(db)
    db.add(ProjectSupplier(project_id=project.id, organisation_id=make_organisation(db, kind=Kind.supplier).id))
    db.flush()

    response = client.delete(f"/api/suppliers/delete/{supplier.id}", headers=manager_headers)

    assert response.status_code == 204
    assert db.get(Organisation, supplier.id) is None
