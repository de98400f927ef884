"""Paths, request bodies and database reads the project API tests share."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from httpx import Response
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.db import utcnow
from api.projects.models import SUBJECT, Project, ProjectArchitect, ProjectSupplier, SuggestedProduct
from api.records.models import Activity, Note, StoredFile
from api.users.models import User

Headers = dict[str, str]
BASE = "/api/projects"


def url(path: str) -> str:
    return f"{BASE}{path}"


def errors(response: Response) -> list[dict[str, str]]:
    """The field errors of a 422 answer."""
    assert response.status_code == 422, response.text
    result: list[dict[str, str]] = response.json()["errors"]
    return result


def fresh(db: Session, project_id: int) -> Project | None:
    """The project as the database holds it now (or None once deleted)."""
    db.expire_all()
    return db.get(Project, project_id)


def saved(db: Session, project_id: int) -> Project:
    project = fresh(db, project_id)
    assert project is not None
    return project


def activity_of(db: Session, project_id: int) -> list[Activity]:
    """The project's activity rows, oldest first."""
    db.expire_all()
    return list(
        db.scalars(
            select(Activity)
            .where(Activity.subject_type == SUBJECT, Activity.subject_id == project_id)
            .order_by(Activity.created_at, Activity.id)
        )
    )


def actions(db: Session, project_id: int) -> list[str]:
    return [row.action for row in activity_of(db, project_id)]


def make_project_note(
    db: Session,
    project: Project,
    author: User | None,
    *,
    body: str = "Site visit booked",
    created_at: datetime | None = None,
) -> Note:
    note = Note(
        subject_type=SUBJECT,
        subject_id=project.id,
        author_id=author.id if author else None,
        body=body,
        created_at=created_at or utcnow(),
    )
    db.add(note)
    db.flush()
    return note


def make_project_link(db: Session, project: Project, *, name: str = "Site plan") -> StoredFile:
    row = StoredFile(subject_type=SUBJECT, subject_id=project.id, name=name, url="https://drive.example.com/plan")
    db.add(row)
    db.flush()
    return row


def count(db: Session, model: Any, project_id: int) -> int:
    """Rows of a link table (architects, suppliers, suggested products) or of notes, files and activity."""
    db.expire_all()
    if model in (ProjectArchitect, ProjectSupplier, SuggestedProduct):
        where = model.project_id == project_id
    else:
        where = (model.subject_type == SUBJECT) & (model.subject_id == project_id)
    return db.scalar(select(func.count()).select_from(model).where(where)) or 0


def board(client: Any, headers: Headers, **params: Any) -> dict[str, Any]:
    """GET /board as {stage: column}."""
    response = client.get(url("/board"), params=params, headers=headers)
    assert response.status_code == 200, response.text
    return {column["stage"]: column for column in response.json()["columns"]}


def column_ids(client: Any, headers: Headers, stage: str) -> list[int]:
    return [item["project_id"] for item in board(client, headers)[stage]["items"]]


def move(
    client: Any, headers: Headers, project: Project, stage: str, index: int, version: int | None = None
) -> Response:
    body = {"project_id": project.id, "stage": stage, "index": index, "version": version or project.version}
    response: Response = client.put(url("/move"), json=body, headers=headers)
    return response


def update_body(project: Project, **changes: Any) -> dict[str, Any]:
    """An update carrying the project's current values (as the edit form sends them) with `changes` applied."""
    body: dict[str, Any] = {
        "project_id": project.id,
        "version": project.version,
        "name": project.name,
        "reference": project.reference,
        "glenigan_id": project.glenigan_id,
        "stage": project.stage,
        "customer_id": project.customer_id,
        "site_address_id": project.site_address_id,
        "number_of_plots": project.number_of_plots,
        "estimated_value": str(project.estimated_value) if project.estimated_value is not None else None,
        "start_date": project.start_date.isoformat() if project.start_date else None,
        "end_date": project.end_date.isoformat() if project.end_date else None,
        "description": project.description,
        "account_manager_id": project.account_manager_id,
    }
    return {**body, **changes}
