"""Projects: the planning board and list, one project with its links, notes and activity."""

from __future__ import annotations

from datetime import date
from typing import Annotated, Any

from fastapi import APIRouter, Query, status

from api.auth.dependencies import CurrentUser
from api.core.deps import SessionDep
from api.core.pagination import ListResponse, PageParamsDep, list_response
from api.crm import Kind
from api.projects import mappers, service
from api.projects.models import Stage
from api.projects.schemas import (
    ArchitectLink,
    BoardOut,
    GleniganUpdate,
    ProjectDetailOut,
    ProjectIn,
    ProjectMove,
    ProjectNoteAdd,
    ProjectOut,
    ProjectStatsOut,
    ProjectUpdate,
    SuggestedProductIn,
    SuggestedProductRemove,
    SupplierLink,
)
from api.records import mappers as record_mappers
from api.records.router import RecordRoutes, add_record_routes, author_of
from api.records.schemas import NoteEdit, NoteOut
from api.records.service import notes

router = APIRouter(prefix="/projects", tags=["projects"])


@router.get("/all", response_model=ListResponse[ProjectOut])
def list_projects(
    params: PageParamsDep,
    session: SessionDep,
    _: CurrentUser,
    stage: Annotated[list[Stage] | None, Query()] = None,
    customer_id: int | None = None,
    start_from: date | None = None,
    start_to: date | None = None,
) -> Any:
    """Projects, newest change first by default; search by name, reference or Glenigan id; filter by stage,
    customer and start date."""
    filters = service.Filters(tuple(stage or ()), customer_id, start_from, start_to)
    return list_response(service.list_projects(session, params, filters), mappers.project_out)


@router.get("/board", response_model=BoardOut)
def project_board(
    session: SessionDep,
    _: CurrentUser,
    q: Annotated[str | None, Query(max_length=200)] = None,
    customer_id: int | None = None,
) -> Any:
    """The planning board: one column per stage, in board order."""
    columns = service.board(session, (q or "").strip() or None, customer_id)
    return BoardOut.model_validate(
        {"columns": [{**c, "items": [mappers.project_out(r) for r in c["items"]]} for c in columns]}
    )


@router.get("/stats/{id}", response_model=ProjectStatsOut)
def project_stats(id: int, session: SessionDep, _: CurrentUser) -> Any:
    return service.stats(session, id)


add_record_routes(router, RecordRoutes(service.SUBJECT_KIND, "project", parts=("activity",), docs={"activity": ""}))


@router.get("/notes/{id}", response_model=list[NoteOut])
def project_notes(id: int, session: SessionDep, user: CurrentUser) -> Any:
    return [record_mappers.listed_note_out(row, user) for row in notes.list_for(session, service.SUBJECT_KIND, id)]


@router.get("/{id}", response_model=ProjectDetailOut)
def get_project(id: int, session: SessionDep, _: CurrentUser) -> Any:
    return service.detail(session, id)


@router.post("/add", status_code=status.HTTP_201_CREATED, response_model=ProjectDetailOut)
def add_project(body: ProjectIn, session: SessionDep, user: CurrentUser) -> Any:
    return service.detail(session, service.create(session, body, user).id)


@router.post("/update/", response_model=ProjectDetailOut)
def update_project(body: ProjectUpdate, session: SessionDep, user: CurrentUser) -> Any:
    return service.detail(session, service.update(session, body, user).id)


@router.put("/update/glenigan", response_model=ProjectDetailOut)
def update_project_glenigan(body: GleniganUpdate, session: SessionDep, user: CurrentUser) -> Any:
    """Set (or, with an empty value, clear) the project's Glenigan id; with `version`, a project changed since is a
    409."""
    return service.detail(session, service.set_glenigan(session, body, user).id)


@router.put("/move", response_model=ProjectDetailOut)
def move_project(body: ProjectMove, session: SessionDep, user: CurrentUser) -> Any:
    """Board drag and drop: put the project at `index` of `stage`'s column."""
    return service.detail(session, service.move(session, body, user).id)


@router.delete("/delete/{id}", status_code=status.HTTP_204_NO_CONTENT)
def delete_project(id: int, session: SessionDep, user: CurrentUser) -> None:
    """Managers and admins only; its notes, files, activity and links go with it."""
    service.delete_project(session, id, user)


@router.post("/supplier/add", response_model=ProjectDetailOut)
def add_project_supplier(body: SupplierLink, session: SessionDep, user: CurrentUser) -> Any:
    return service.detail(session, service.link(session, body.project_id, Kind.supplier, body.supplier_id, user).id)


@router.post("/supplier/remove", response_model=ProjectDetailOut)
def remove_project_supplier(body: SupplierLink, session: SessionDep, user: CurrentUser) -> Any:
    return service.detail(session, service.unlink(session, body.project_id, Kind.supplier, body.supplier_id, user).id)


@router.post("/architect/add", response_model=ProjectDetailOut)
def add_project_architect(body: ArchitectLink, session: SessionDep, user: CurrentUser) -> Any:
    return service.detail(session, service.link(session, body.project_id, Kind.other, body.architect_id, user).id)


@router.post("/architect/remove", response_model=ProjectDetailOut)
def remove_project_architect(body: ArchitectLink, session: SessionDep, user: CurrentUser) -> Any:
    return service.detail(session, service.unlink(session, body.project_id, Kind.other, body.architect_id, user).id)


@router.put("/suggestedProduct/add", response_model=ProjectDetailOut)
def add_project_product(body: SuggestedProductIn, session: SessionDep, user: CurrentUser) -> Any:
    """Suggest a product for the project. Again: what was typed for it is kept (an empty quantity or note takes the
    new one; another value than the one stored is 409)."""
    return service.detail(session, service.suggest_product(session, body, user).id)


@router.put("/suggestedProduct/remove", response_model=ProjectDetailOut)
def remove_project_product(body: SuggestedProductRemove, session: SessionDep, user: CurrentUser) -> Any:
    return service.detail(session, service.unsuggest_product(session, body.project_id, body.product_id, user).id)


@router.post("/note/add", status_code=status.HTTP_201_CREATED, response_model=NoteOut)
def add_project_note(body: ProjectNoteAdd, session: SessionDep, user: CurrentUser) -> Any:
    note = notes.add_for(session, service.SUBJECT_KIND, body.project_id, body.note, user)
    return record_mappers.note_out((note, user), user)


@router.put("/note/edit", response_model=NoteOut)
def edit_project_note(body: NoteEdit, session: SessionDep, user: CurrentUser) -> Any:
    note = notes.edit(session, service.SUBJECT_KIND, body.note_id, body.note, user, body.previous)
    return record_mappers.note_out((note, author_of(session, note)), user)


@router.delete("/note/{id}", status_code=status.HTTP_204_NO_CONTENT)
def delete_project_note(id: int, session: SessionDep, user: CurrentUser) -> None:
    notes.delete(session, service.SUBJECT_KIND, id, user)
