"""The notes, files, activity and tasks sub-resources every kind of record offers, built by one factory, and the
download of an uploaded file. Routes only parse and map: the services check that the record exists and that
the note or file belongs to it."""

# No `from __future__ import annotations`: the endpoints below are annotated with the record's own id type, which
# FastAPI must see as a real object.

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any

from fastapi import APIRouter, File, Form, UploadFile, status
from fastapi.responses import FileResponse

from api.auth.dependencies import CurrentUser
from api.core import storage
from api.core.deps import SessionDep
from api.core.errors import NotFound
from api.core.fields import WebUrl
from api.core.pagination import ListResponse, PageParamsDep, list_response
from api.records import mappers
from api.records.schemas import ActivityOut, FileOut, FileRename, NoteAdd, NoteEdit, NoteOut, TaskRefOut
from api.records.service import activity, files, notes, subjects, uploads
from api.records.service.subjects import SubjectKind
from api.users.models import User

FileField = Annotated[UploadFile | None, File(description="the file (25 MB at most)")]
UrlField = Annotated[WebUrl | None, Form(description="an external link instead of a file (http or https)")]
NameField = Annotated[str | None, Form(max_length=255, description="a display name; defaults to the file name")]
NO_CONTENT = status.HTTP_204_NO_CONTENT
PARTS = ("activity", "tasks", "notes", "files")
DOCS = {
    "activity": "Who did what and when, newest first, with the fields each edit changed.",
    "tasks": "Tasks linked to the record that the caller may see (all of them for a manager or admin), open ones "
    "first, soonest due.",
    "notes": "Notes about the record, newest first.",
    "edit_note": "Change a note: its author, a manager or an admin.",
    "files": "Uploaded files and recorded links, newest first.",
    "add_file": "Upload a file (multipart, 25 MB, office documents, PDF, images, CAD) or record a link.",
}

router = APIRouter(prefix="/files", tags=["files"])


@router.get(
    "/{id}/download", response_class=FileResponse, responses={200: {"content": {"application/octet-stream": {}}}}
)
def download_file(id: int, session: SessionDep, _: CurrentUser) -> FileResponse:
    """The content of an uploaded file, as an attachment; needs a valid token like every private call."""
    row = files.get_file(session, id)
    if row.storage_key is None:
        raise NotFound("This is a link, not an uploaded file.")
    return stored_attachment(row)


def attachment(path: Path, name: str, content_type: str) -> FileResponse:
    """A stored file sent as an attachment, under its own name (with the extension its type gives)."""
    filename = uploads.download_name(name, content_type)
    return FileResponse(path, media_type=content_type, filename=filename, content_disposition_type="attachment")


def stored_attachment(row: Any) -> FileResponse:
    """An upload (a row with its `storage_key`, `name` and `content_type`) as an attachment; 404 when the storage
    has lost it."""
    path = storage.path_of(row.storage_key)
    if not path.exists():
        raise NotFound("The stored file is missing.")
    return attachment(path, row.name, row.content_type)


def upload_of(file: UploadFile | None) -> files.Upload | None:
    return None if file is None else files.Upload(file.filename or "upload", file.content_type, file.file)


def uploader_of(session: SessionDep, row: Any) -> User | None:
    return session.get(User, row.uploaded_by_id) if row.uploaded_by_id else None


def author_of(session: SessionDep, note: Any) -> User | None:
    return session.get(User, note.author_id) if note.author_id else None


@dataclass(frozen=True)
class RecordRoutes:
    """Which sub-resources a kind of record offers under its router, named `{name}_notes`, `add_{name}_note`...
    (the operation ids the web client is generated from). `docs` overrides a route's description; `id_type` is
    the type of the `{id}` path parameter; `delete_file` False leaves `DELETE /file/{id}` to the caller (the
    customers' spec takes query parameters instead)."""

    subject: SubjectKind
    name: str
    parts: tuple[str, ...] = PARTS
    docs: Mapping[str, str] = field(default_factory=dict)
    id_type: Any = int
    delete_file: bool = True


def add_record_routes(router: APIRouter, spec: RecordRoutes) -> None:
    """Add the kind's `/activity/{id}`, `/tasks/{id}`, `/note/...` and `/file/...` routes to its router."""
    subject, stem, Id = spec.subject, spec.name, spec.id_type
    docs = {**DOCS, **spec.docs}

    if "activity" in spec.parts:

        @router.get(
            "/activity/{id}",
            response_model=ListResponse[ActivityOut],
            name=f"{stem}_activity",
            description=docs["activity"],
        )
        def activity_list(id: Id, params: PageParamsDep, session: SessionDep, _: CurrentUser) -> Any:  # type: ignore[valid-type]
            return list_response(activity.list_for(session, subject, id, params), mappers.activity_out)

    if "tasks" in spec.parts:

        @router.get("/tasks/{id}", response_model=list[TaskRefOut], name=f"{stem}_tasks", description=docs["tasks"])
        def tasks(id: Id, session: SessionDep, user: CurrentUser) -> Any:  # type: ignore[valid-type]
            return subjects.tasks_for(session, subject, id, user)

    if "notes" in spec.parts:
        add_note_routes(router, spec, docs)

    if "files" in spec.parts:
        add_file_routes(router, spec, docs)


def add_note_routes(router: APIRouter, spec: RecordRoutes, docs: Mapping[str, str]) -> None:
    subject, stem, Id = spec.subject, spec.name, spec.id_type

    @router.get("/note/{id}", response_model=list[NoteOut], name=f"{stem}_notes", description=docs["notes"])
    def list_notes(id: Id, session: SessionDep, user: CurrentUser) -> Any:  # type: ignore[valid-type]
        return [mappers.listed_note_out(row, user) for row in notes.list_for(session, subject, id)]

    @router.post("/note/add", status_code=201, response_model=NoteOut, name=f"add_{stem}_note")
    def add_note(body: NoteAdd, session: SessionDep, user: CurrentUser) -> Any:
        return mappers.note_out((notes.add_for(session, subject, body.related_id, body.note, user), user), user)

    @router.put("/note/edit", response_model=NoteOut, name=f"edit_{stem}_note", description=docs["edit_note"])
    def edit_note(body: NoteEdit, session: SessionDep, user: CurrentUser) -> Any:
        note = notes.edit(session, subject, body.note_id, body.note, user, body.previous)
        return mappers.note_out((note, author_of(session, note)), user)

    @router.delete("/note/{id}", status_code=NO_CONTENT, name=f"delete_{stem}_note")
    def delete_note(id: int, session: SessionDep, user: CurrentUser) -> None:
        notes.delete(session, subject, id, user)


def add_file_routes(router: APIRouter, spec: RecordRoutes, docs: Mapping[str, str]) -> None:
    subject, stem, Id = spec.subject, spec.name, spec.id_type

    @router.get("/file/{id}", response_model=list[FileOut], name=f"{stem}_files", description=docs["files"])
    def list_files(id: Id, session: SessionDep, _: CurrentUser) -> Any:  # type: ignore[valid-type]
        return [mappers.file_out(row) for row in files.list_for(session, subject, id)]

    @router.post(
        "/file/insert", status_code=201, response_model=FileOut, name=f"add_{stem}_file", description=docs["add_file"]
    )
    def add_file(
        related_id: Annotated[int, Form(description="the record the file belongs to")],
        session: SessionDep,
        user: CurrentUser,
        file: FileField = None,
        url: UrlField = None,
        name: NameField = None,
    ) -> Any:
        row = files.store(session, subject, related_id, upload=upload_of(file), url=url, name=name, actor=user)
        return mappers.file_out((row, user))

    @router.post("/file/update", response_model=FileOut, name=f"rename_{stem}_file")
    def rename_file(body: FileRename, session: SessionDep, user: CurrentUser) -> Any:
        row = files.rename(session, subject, body.file_id, body.name, user, body.previous)
        return mappers.file_out((row, uploader_of(session, row)))

    if spec.delete_file:

        @router.delete("/file/{id}", status_code=NO_CONTENT, name=f"delete_{stem}_file")
        def delete_file(id: int, session: SessionDep, user: CurrentUser) -> None:
            files.delete(session, subject, id, user)
