"""PUT /projects/move: board drag and drop, to any place of any column, respacing a column without room."""

from __future__ import annotations

from itertools import pairwise

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from api.projects.models import Project
from api.users.models import User
from tests.api.projects.helpers import Headers, activity_of, column_ids, errors, move, saved
from tests.factories import make_project


def column(db: Session, stage: str, positions: list[int]) -> list[Project]:
    return [make_project(db, name=f"{stage} {p}", stage=stage, position=p) for p in positions]


@pytest.mark.parametrize(("index", "place"), [(0, 0), (1, 1), (2, 2), (3, 3), (99, 3)])
def test_move_into_another_column(
    client: TestClient, db: Session, headers: Headers, staff: User, index: int, place: int
) -> None:
    won = column(db, "won", [1024, 2048, 3072])
    project = make_project(db, name="Forge", stage="tender")

    response = move(client, headers, project, "won", index)

    assert response.status_code == 200, response.text
    assert (response.json()["stage"], response.json()["version"]) == ("won", 2)
    expected = [p.id for p in won]
    expected.insert(place, project.id)
    assert column_ids(client, headers, "won") == expected
    assert column_ids(client, headers, "tender") == []
    row = saved(db, project.id)
    assert (row.stage, row.version) == ("won", 2)
    assert [saved(db, p.id).position for p in won] == [1024, 2048, 3072]  # one row rewritten, not the column
    [entry] = activity_of(db, project.id)
    assert (entry.action, entry.summary, entry.actor_id) == ("stage", "Moved from Tender to Won", staff.id)
    assert entry.changes == {"stage": {"old": "tender", "new": "won"}}


def test_move_into_an_empty_column(client: TestClient, db: Session, headers: Headers) -> None:
    project = make_project(db, stage="lead")

    response = move(client, headers, project, "complete", 5)

    assert response.status_code == 200, response.text
    assert column_ids(client, headers, "complete") == [project.id]


@pytest.mark.parametrize(("index", "expected"), [(0, [1, 0, 2, 3]), (2, [0, 2, 1, 3]), (3, [0, 2, 3, 1])])
def test_reorder_within_a_column(
    client: TestClient, db: Session, headers: Headers, index: int, expected: list[int]
) -> None:
    won = column(db, "won", [1024, 2048, 3072, 4096])

    response = move(client, headers, won[1], "won", index)

    assert response.status_code == 200, response.text
    assert column_ids(client, headers, "won") == [won[i].id for i in expected]
    assert activity_of(db, won[1].id) == []  # the stage stayed: nothing worth logging


@pytest.mark.parametrize(("index", "place"), [(0, 0), (1, 1), (2, 2), (3, 3)])
def test_respaces_the_column_when_neighbours_leave_no_room(
    client: TestClient, db: Session, headers: Headers, index: int, place: int
) -> None:
    tight = column(db, "won", [5, 6, 7])
    if index == 0:  # room before the first is only lacking at the bottom of the range
        tight[0].position = -(2**31) + 1
        db.flush()
    if index == 3:
        tight[2].position = 2**31 - 1
        db.flush()
    project = make_project(db, stage="lead")

    response = move(client, headers, project, "won", index)

    assert response.status_code == 200, response.text
    expected = [p.id for p in tight]
    expected.insert(place, project.id)
    assert column_ids(client, headers, "won") == expected
    positions = [saved(db, i).position for i in expected]
    assert positions == sorted(positions) and len(set(positions)) == 4
    assert min(b - a for a, b in pairwise(positions)) > 1  # room again for later moves


def test_ties_are_respaced_too(client: TestClient, db: Session, headers: Headers) -> None:
    tied = column(db, "won", [500, 500, 500])
    project = make_project(db, stage="lead")

    response = move(client, headers, project, "won", 2)

    assert response.status_code == 200, response.text
    assert column_ids(client, headers, "won") == [tied[0].id, tied[1].id, project.id, tied[2].id]


def test_a_stale_move_is_refused_and_changes_nothing(client: TestClient, db: Session, headers: Headers) -> None:
    won = column(db, "won", [1, 2])
    project = make_project(db, stage="lead", position=77, version=4)

    response = move(client, headers, project, "won", 1, version=3)

    assert response.status_code == 409
    assert response.json()["detail"].startswith("This project was changed by someone else")
    row = saved(db, project.id)
    assert (row.stage, row.position, row.version) == ("lead", 77, 4)
    assert [saved(db, p.id).position for p in won] == [1, 2]
    assert activity_of(db, project.id) == []


def test_move_bad_input(client: TestClient, db: Session, headers: Headers) -> None:
    project = make_project(db, stage="lead", position=10)
    base = {"project_id": project.id, "stage": "won", "index": 0, "version": 1}

    bogus = client.put("/api/projects/move", json={**base, "stage": "bogus"}, headers=headers)
    negative = client.put("/api/projects/move", json={**base, "index": -1}, headers=headers)
    no_version = client.put(
        "/api/projects/move", json={k: v for k, v in base.items() if k != "version"}, headers=headers
    )

    assert errors(bogus) == [
        {"field": "stage", "message": "Must be one of: lead, tender, won, lost, on_site or complete"}
    ]
    assert errors(negative) == [{"field": "index", "message": "Input should be greater than or equal to 0"}]
    assert errors(no_version) == [{"field": "version", "message": "This field is required"}]
    assert (saved(db, project.id).stage, saved(db, project.id).position) == ("lead", 10)


def test_a_new_project_after_one_at_the_top_of_the_range_respaces_the_column(
    client: TestClient, db: Session, headers: Headers
) -> None:
    won = column(db, "won", [5, 2**31 - 1])

    response = client.post("/api/projects/add", json={"name": "Forge", "stage": "won"}, headers=headers)

    assert response.status_code == 201, response.text
    created = response.json()["project_id"]
    assert column_ids(client, headers, "won") == [won[0].id, won[1].id, created]
    positions = [saved(db, i).position for i in (won[0].id, won[1].id, created)]
    assert positions == sorted(positions) and positions[-1] == response.json()["position"]
    assert positions[-1] < 2**31 - 1
