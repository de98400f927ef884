"""Suppliers and architects of a project: add, remove, the wrong kind of organisation, duplicates."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from api.crm import Kind
from api.projects.models import ProjectArchitect, ProjectSupplier
from api.users.models import User
from tests.api.projects.helpers import Headers, activity_of, count, errors, saved, url
from tests.factories import make_address, make_organisation, make_project

# (path word, id field, kind linked, link table, wrong kind)
LINKS = [
    ("supplier", "supplier_id", Kind.supplier, ProjectSupplier, Kind.customer),
    ("architect", "architect_id", Kind.other, ProjectArchitect, Kind.supplier),
]
each_link = pytest.mark.parametrize(("word", "field", "kind", "model", "wrong"), LINKS, ids=["supplier", "architect"])


@each_link
def test_add_and_remove(
    client: TestClient,
    db: Session,
    headers: Headers,
    staff: User,
    word: str,
    field: str,
    kind: Kind,
    model: Any,
    wrong: Kind,
) -> None:
    project = make_project(db)
    zeta = make_organisation(db, kind=kind, name="Zeta Partners")
    alpha = make_organisation(db, kind=kind, name="alpha & Co")
    make_address(db, alpha, town="York")

    first = client.post(url(f"/{word}/add"), json={"project_id": project.id, field: zeta.id}, headers=headers)
    second = client.post(url(f"/{word}/add"), json={"project_id": project.id, field: alpha.id}, headers=headers)

    assert (first.status_code, second.status_code) == (200, 200), second.text
    linked = second.json()[f"{word}s"]
    assert [(o["id"], o["name"], o["town"]) for o in linked] == [
        (alpha.id, "alpha & Co", "York"),
        (zeta.id, "Zeta Partners", ""),
    ]
    assert all(o["added_at"] for o in linked)
    assert count(db, model, project.id) == 2
    assert client.get(url(f"/{project.id}"), headers=headers).json()[f"{word}s"] == linked

    removed = client.post(url(f"/{word}/remove"), json={"project_id": project.id, field: zeta.id}, headers=headers)

    assert removed.status_code == 200, removed.text
    assert [o["id"] for o in removed.json()[f"{word}s"]] == [alpha.id]
    assert count(db, model, project.id) == 1
    assert [(e.action, e.summary, e.actor_id) for e in activity_of(db, project.id)] == [
        (f"{word}_add", f"{word.capitalize()} Zeta Partners added", staff.id),
        (f"{word}_add", f"{word.capitalize()} alpha & Co added", staff.id),
        (f"{word}_remove", f"{word.capitalize()} Zeta Partners removed", staff.id),
    ]


@each_link
def test_adding_twice_is_a_conflict_naming_it(
    client: TestClient, db: Session, headers: Headers, word: str, field: str, kind: Kind, model: Any, wrong: Kind
) -> None:
    project = make_project(db)
    org = make_organisation(db, kind=kind, name="Ibstock Brick")
    body = {"project_id": project.id, field: org.id}
    assert client.post(url(f"/{word}/add"), json=body, headers=headers).status_code == 200

    again = client.post(url(f"/{word}/add"), json=body, headers=headers)

    assert again.status_code == 409
    assert (
        again.json()["detail"]
        == f"Ibstock Brick is already a{'n' if word == 'architect' else ''} {word} of this project."
    )
    assert count(db, model, project.id) == 1
    assert len(activity_of(db, project.id)) == 1


@each_link
def test_the_wrong_kind_of_organisation(
    client: TestClient, db: Session, headers: Headers, word: str, field: str, kind: Kind, model: Any, wrong: Kind
) -> None:
    project = make_project(db)
    stranger = make_organisation(db, kind=wrong)

    wrong_kind = client.post(url(f"/{word}/add"), json={"project_id": project.id, field: stranger.id}, headers=headers)
    unknown = client.post(url(f"/{word}/add"), json={"project_id": project.id, field: 999_999}, headers=headers)

    message = f"This {word} does not exist."
    assert errors(wrong_kind) == [{"field": field, "message": message}]
    assert errors(unknown) == [{"field": field, "message": message}]
    assert count(db, model, project.id) == 0
    assert saved(db, project.id).version == 1


@each_link
def test_removing_one_that_is_not_linked(
    client: TestClient, db: Session, headers: Headers, word: str, field: str, kind: Kind, model: Any, wrong: Kind
) -> None:
    project = make_project(db)
    elsewhere = make_project(db)
    org = make_organisation(db, kind=kind)
    client.post(url(f"/{word}/add"), json={"project_id": elsewhere.id, field: org.id}, headers=headers)

    not_linked = client.post(url(f"/{word}/remove"), json={"project_id": project.id, field: org.id}, headers=headers)
    unknown = client.post(url(f"/{word}/remove"), json={"project_id": project.id, field: 999_999}, headers=headers)

    assert errors(not_linked) == [
        {"field": field, "message": f"This is not a{'n' if word == 'architect' else ''} {word} of the project."}
    ]
    assert errors(unknown) == errors(not_linked)
    assert count(db, model, elsewhere.id) == 1
    assert activity_of(db, project.id) == []


@each_link
def test_link_bad_input(
    client: TestClient, db: Session, headers: Headers, word: str, field: str, kind: Kind, model: Any, wrong: Kind
) -> None:
    project = make_project(db)

    missing = client.post(url(f"/{word}/add"), json={"project_id": project.id}, headers=headers)
    text = client.post(url(f"/{word}/add"), json={"project_id": project.id, field: "abc"}, headers=headers)

    assert errors(missing) == [{"field": field, "message": "This field is required"}]
    assert errors(text) == [{"field": field, "message": "This field can only contain integer values"}]


def test_a_supplier_and_an_architect_are_separate(client: TestClient, db: Session, headers: Headers) -> None:
    project = make_project(db)
    supplier = make_organisation(db, kind=Kind.supplier)
    client.post(url("/supplier/add"), json={"project_id": project.id, "supplier_id": supplier.id}, headers=headers)

    response = client.post(
        url("/architect/remove"), json={"project_id": project.id, "architect_id": supplier.id}, headers=headers
    )

    assert errors(response) == [{"field": "architect_id", "message": "This is not an architect of the project."}]
    assert count(db, ProjectSupplier, project.id) == 1
