"""Every project call needs a login; deletes need a manager; unknown projects are 404 with a message."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from api.crm import Kind
from api.users.models import Role, User
from tests.api.projects.helpers import Headers, fresh, url
from tests.factories import headers_for, make_organisation, make_product, make_project, make_user

CALLS: list[tuple[str, str, dict[str, Any] | None]] = [
    ("GET", "/all", None),
    ("GET", "/board", None),
    ("GET", "/1", None),
    ("POST", "/add", {"name": "Kirkstall Forge"}),
    ("POST", "/update/", {"project_id": 1, "version": 1, "name": "Kirkstall Forge"}),
    ("PUT", "/update/glenigan", {"glenigan": "G-1", "projectId": 1}),
    ("PUT", "/move", {"project_id": 1, "stage": "won", "index": 0, "version": 1}),
    ("DELETE", "/delete/1", None),
    ("POST", "/supplier/add", {"project_id": 1, "supplier_id": 1}),
    ("POST", "/supplier/remove", {"project_id": 1, "supplier_id": 1}),
    ("POST", "/architect/add", {"project_id": 1, "architect_id": 1}),
    ("POST", "/architect/remove", {"project_id": 1, "architect_id": 1}),
    ("PUT", "/suggestedProduct/add", {"project_id": 1, "product_id": 1}),
    ("PUT", "/suggestedProduct/remove", {"project_id": 1, "product_id": 1}),
    ("POST", "/note/add", {"project_id": 1, "note": "Hello"}),
    ("PUT", "/note/edit", {"note_id": 1, "note": "Hello"}),
    ("DELETE", "/note/1", None),
    ("GET", "/notes/1", None),
    ("GET", "/stats/1", None),
    ("GET", "/activity/1", None),
]


@pytest.mark.parametrize(("method", "path", "body"), CALLS, ids=[f"{m} {p}" for m, p, _ in CALLS])
def test_every_call_needs_a_login(client: TestClient, method: str, path: str, body: dict[str, Any] | None) -> None:
    response = client.request(method, url(path), json=body)

    assert response.status_code == 401
    assert response.json()["detail"] == "Please log in to continue."


UNKNOWN: list[tuple[str, str, dict[str, Any] | None]] = [
    ("GET", "/{id}", None),
    ("POST", "/update/", {"project_id": "{id}", "version": 1, "name": "Kirkstall Forge"}),
    ("PUT", "/update/glenigan", {"glenigan": "G-1", "projectId": "{id}"}),
    ("PUT", "/move", {"project_id": "{id}", "stage": "won", "index": 0, "version": 1}),
    ("DELETE", "/delete/{id}", None),
    ("POST", "/supplier/add", {"project_id": "{id}", "supplier_id": "{supplier}"}),
    ("POST", "/supplier/remove", {"project_id": "{id}", "supplier_id": "{supplier}"}),
    ("POST", "/architect/add", {"project_id": "{id}", "architect_id": "{architect}"}),
    ("POST", "/architect/remove", {"project_id": "{id}", "architect_id": "{architect}"}),
    ("PUT", "/suggestedProduct/add", {"project_id": "{id}", "product_id": "{product}"}),
    ("PUT", "/suggestedProduct/remove", {"project_id": "{id}", "product_id": "{product}"}),
    ("POST", "/note/add", {"project_id": "{id}", "note": "Hello"}),
    ("GET", "/notes/{id}", None),
    ("GET", "/stats/{id}", None),
    ("GET", "/activity/{id}", None),
]


@pytest.mark.parametrize(("method", "path", "body"), UNKNOWN, ids=[f"{m} {p}" for m, p, _ in UNKNOWN])
def test_an_unknown_project_is_404(
    client: TestClient, db: Session, manager_headers: Headers, method: str, path: str, body: dict[str, Any] | None
) -> None:
    deleted = make_project(db)
    ids = {
        "id": deleted.id,
        "supplier": make_organisation(db, kind=Kind.supplier).id,
        "architect": make_organisation(db, kind=Kind.other).id,
        "product": make_product(db).id,
    }
    db.delete(deleted)
    db.flush()
    filled = {k: ids[v[1:-1]] if isinstance(v, str) and v.startswith("{") else v for k, v in (body or {}).items()}

    response = client.request(
        method, url(path.format(id=ids["id"])), json=filled if body else None, headers=manager_headers
    )

    assert response.status_code == 404, response.text
    assert response.json()["detail"] == "This project does not exist."


def test_staff_cannot_delete_a_project(client: TestClient, db: Session, headers: Headers) -> None:
    project = make_project(db, name="Kirkstall Forge")

    response = client.delete(url(f"/delete/{project.id}"), headers=headers)

    assert response.status_code == 403
    assert response.json()["detail"] == "Only a manager or an admin can delete a project."
    assert fresh(db, project.id) is not None


@pytest.mark.parametrize("role", [Role.manager, Role.admin])
def test_managers_and_admins_delete(client: TestClient, db: Session, role: Role) -> None:
    project = make_project(db)
    user: User = make_user(db, role=role)

    response = client.delete(url(f"/delete/{project.id}"), headers=headers_for(db, user))

    assert response.status_code == 204, response.text
    assert fresh(db, project.id) is None


def test_a_path_id_that_is_not_a_number(client: TestClient, headers: Headers) -> None:
    response = client.get(url("/kirkstall"), headers=headers)

    assert response.status_code == 422
    assert response.json()["errors"] == [{"field": "id", "message": "This field can only contain integer values"}]
