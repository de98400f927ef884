"""One router per organisation kind, built from the same parts: the spec gives each kind its own paths and id
names (`/customers/{id}` but `/suppliers/single/{id}`, `customer_id` but `otherId`), the rules are shared."""

# No `from __future__ import annotations`: the endpoints below are annotated with the kind's own classes,
# which FastAPI must see as real objects.

from dataclasses import dataclass
from typing import Annotated, Any

from fastapi import APIRouter, Form, status
from sqlalchemy.orm import Session

from api.auth.dependencies import CurrentUser
from api.core.deps import SessionDep
from api.core.errors import NotFound
from api.core.pagination import ListResponse, PageParams, PageParamsDep, list_response
from api.crm import convert
from api.crm.models import Kind, Note, StoredFile, Subject
from api.crm.routers.subject import FileField, NameField, UrlField, store
from api.crm.schemas import organisations as schemas
from api.crm.schemas.contacts import ContactOut
from api.crm.schemas.organisations import OrganisationArchive, OrganisationIn, OrganisationOut, OrganisationUpdate
from api.crm.schemas.records import (
    ActivityOut,
    FileOut,
    FileRename,
    NoteAdd,
    NoteEdit,
    NoteOut,
    RecordStatsOut,
    TaskRefOut,
)
from api.crm.service import activity, contacts, records
from api.crm.service import organisations as service
from api.crm.service.common import check_actor
from api.users.models import User

SUBJECT = Subject.organisation.value
NO_CONTENT = status.HTTP_204_NO_CONTENT


@dataclass(frozen=True)
class KindApi:
    kind: Kind
    prefix: str
    plural: str
    out: type[OrganisationOut]
    update: type[OrganisationUpdate]
    archive: type[OrganisationArchive]
    one_path: str = "/{id}"
    update_path: str = "/update/"


def _note(session: Session, kind: Kind, note_id: int) -> Note:
    note = records.get_note(session, note_id)
    if note.subject_type != SUBJECT:
        raise NotFound("This note does not exist.")
    service.get(session, kind, note.subject_id)
    return note


def _file(session: Session, kind: Kind, file_id: int) -> StoredFile:
    row = records.get_file(session, file_id)
    if row.subject_type != SUBJECT:
        raise NotFound("This file does not exist.")
    service.get(session, kind, row.subject_id)
    return row


def _page(x: int, params: PageParams) -> PageParams:
    return PageParams(x, params.items_per_page, params.q, params.sort, params.archived)


def build(api: KindApi) -> APIRouter:
    kind, plural = api.kind, api.plural
    router = APIRouter(prefix=api.prefix, tags=[plural])
    Out, Update, Archive = api.out, api.update, api.archive

    def out(session: Session, org: Any) -> Any:
        return convert.organisation_out(org, service.manager_of(session, org))

    if kind is Kind.company:

        @router.get("", response_model=ListResponse[Out], name=f"list_{plural}")  # type: ignore[valid-type]
        def list_companies(params: PageParamsDep, session: SessionDep, _: CurrentUser) -> Any:
            """Companies: prospects, developers and main contractors not yet trading with us."""
            return list_response(service.list_organisations(session, kind, params), convert.organisation_row)

    else:

        @router.get("/all/{x}", response_model=ListResponse[Out], name=f"list_{plural}")  # type: ignore[valid-type]
        def list_kind(x: int, params: PageParamsDep, session: SessionDep, _: CurrentUser) -> Any:
            """One page (`x`, from 1) of the list; search by name, account number, email, phone, postcode or town."""
            page = _page(max(x, 1), params)
            return list_response(service.list_organisations(session, kind, page), convert.organisation_row)

    @router.get(api.one_path, response_model=Out, name=f"get_{kind.value}")
    def get_one(id: int, session: SessionDep, _: CurrentUser) -> Any:
        return out(session, service.get(session, kind, id))

    if kind is Kind.company:

        @router.post("/add", status_code=201, response_model=Out, name="add_company")
        def add_company(body: schemas.CompanyIn, session: SessionDep, user: CurrentUser) -> Any:
            return out(session, service.create(session, kind, body.company, user))

        @router.post(api.update_path, response_model=Out, name="update_company")
        def update_company(body: schemas.CompanyUpdateIn, session: SessionDep, user: CurrentUser) -> Any:
            """Edit; `version` guards against overwriting someone else's change (409)."""
            return out(session, service.update(session, kind, body.company.record_id, body.company, user))

        @router.put("/convert", response_model=OrganisationOut, name="convert_company")
        def convert_company(body: schemas.CompanyConvert, session: SessionDep, user: CurrentUser) -> Any:
            """Turn a company into a customer or a supplier, keeping its contacts, addresses, notes and files."""
            return out(session, service.convert(session, body.company_id, body.to, body.account_number, user))

    else:

        @router.post("/add", status_code=201, response_model=Out, name=f"add_{kind.value}")
        def add(body: OrganisationIn, session: SessionDep, user: CurrentUser) -> Any:
            return out(session, service.create(session, kind, body, user))

        @router.post(api.update_path, response_model=Out, name=f"update_{kind.value}")
        def update(body: Update, session: SessionDep, user: CurrentUser) -> Any:  # type: ignore[valid-type]
            """Edit; `version` guards against overwriting someone else's change (409)."""
            return out(session, service.update(session, kind, body.record_id, body, user))  # type: ignore[attr-defined]

    @router.put("/archive", response_model=Out, name=f"archive_{kind.value}")
    def archive(body: Archive, session: SessionDep, user: CurrentUser) -> Any:  # type: ignore[valid-type]
        """Archive, or with `archived: false` restore."""
        check_actor(user, body.user_id)  # type: ignore[attr-defined]
        return out(session, service.archive(session, kind, body.record_id, body.archived, user))  # type: ignore[attr-defined]

    def delete_record(session: Session, record_id: int, user: User) -> None:
        service.delete(session, kind, record_id, user)

    if kind is Kind.customer:

        @router.delete("/delete", status_code=NO_CONTENT, name="delete_customer")
        def delete_customer(
            customer_id: int, session: SessionDep, user: CurrentUser, user_id: int | None = None
        ) -> None:
            """Delete (managers and admins); refused with 409 while contacts or addresses depend on it."""
            check_actor(user, user_id)
            delete_record(session, customer_id, user)

    else:

        @router.delete("/delete/{id}", status_code=NO_CONTENT, name=f"delete_{kind.value}")
        def delete(id: int, session: SessionDep, user: CurrentUser) -> None:
            """Delete (managers and admins); refused with 409 while contacts or addresses depend on it."""
            delete_record(session, id, user)

    if kind is Kind.customer:

        @router.put("/accountManager/update", response_model=Out, name="update_account_manager")
        def update_account_manager(body: schemas.AccountManagerUpdate, session: SessionDep, user: CurrentUser) -> Any:
            """Give the customer an account manager (`user_id`, a member of staff) or clear it (null)."""
            return out(session, service.set_account_manager(session, body.customer_id, body.user_id, user))

    if kind is Kind.other:

        @router.get("/contacts/{x}", response_model=list[ContactOut], name="other_contacts")
        def other_contacts(x: int, session: SessionDep, _: CurrentUser, archived: bool = False) -> Any:
            """The contacts of other `x` (an architect's practice, a haulier...)."""
            service.get(session, kind, x)
            return [convert.contact_out(row) for row in contacts.for_organisations(session, [x], archived=archived)]

    @router.get("/stats/{id}", response_model=RecordStatsOut, name=f"{kind.value}_stats")
    def stats(id: int, session: SessionDep, _: CurrentUser) -> Any:
        return service.stats(session, kind, id)

    @router.get("/activity/{id}", response_model=ListResponse[ActivityOut], name=f"{kind.value}_activity")
    def activity_list(id: int, params: PageParamsDep, session: SessionDep, _: CurrentUser) -> Any:
        """Who did what and when, newest first, with the fields each edit changed."""
        service.get(session, kind, id)
        return list_response(activity.list_activity(session, SUBJECT, id, params), convert.activity_out)

    @router.get("/tasks/{id}", response_model=list[TaskRefOut], name=f"{kind.value}_tasks")
    def tasks(id: int, session: SessionDep, _: CurrentUser) -> Any:
        """Tasks linked to the record. Tasks arrive with the task pad; until then the list is empty."""
        service.get(session, kind, id)
        return []

    @router.get("/note/{id}", response_model=list[NoteOut], name=f"{kind.value}_notes")
    def notes(id: int, session: SessionDep, user: CurrentUser) -> Any:
        """Notes about the record, newest first."""
        service.get(session, kind, id)
        return [convert.note_out(row, user) for row in records.list_notes(session, SUBJECT, id)]

    @router.post("/note/add", status_code=201, response_model=NoteOut, name=f"add_{kind.value}_note")
    def add_note(body: NoteAdd, session: SessionDep, user: CurrentUser) -> Any:
        service.get(session, kind, body.related_id)
        return convert.note_out((records.add_note(session, SUBJECT, body.related_id, body.note, user), user), user)

    @router.put("/note/edit", response_model=NoteOut, name=f"edit_{kind.value}_note")
    def edit_note(body: NoteEdit, session: SessionDep, user: CurrentUser) -> Any:
        """Change a note: its author, a manager or an admin."""
        note = records.edit_note(session, _note(session, kind, body.note_id), body.note, user)
        return convert.note_out((note, session.get(User, note.author_id) if note.author_id else None), user)

    @router.delete("/note/{id}", status_code=NO_CONTENT, name=f"delete_{kind.value}_note")
    def delete_note(id: int, session: SessionDep, user: CurrentUser) -> None:
        records.delete_note(session, _note(session, kind, id), user)

    @router.get("/file/{id}", response_model=list[FileOut], name=f"{kind.value}_files")
    def files(id: int, session: SessionDep, _: CurrentUser) -> Any:
        """Uploaded files and recorded links, newest first."""
        service.get(session, kind, id)
        return [convert.file_out(row) for row in records.list_files(session, SUBJECT, id)]

    @router.post("/file/insert", status_code=201, response_model=FileOut, name=f"add_{kind.value}_file")
    def add_file(
        related_id: Annotated[int, Form(description="the record the file belongs to")],
        session: SessionDep,
        user: CurrentUser,
        file: FileField = None,
        url: UrlField = None,
        name: NameField = None,
    ) -> Any:
        """Upload a file (multipart, 25 MB, office documents, PDF, images, CAD) or record a link."""
        service.get(session, kind, related_id)
        return convert.file_out((store(session, SUBJECT, related_id, file, url, name, user), user))

    @router.post("/file/update", response_model=FileOut, name=f"rename_{kind.value}_file")
    def rename_file(body: FileRename, session: SessionDep, user: CurrentUser) -> Any:
        row = records.rename_file(session, _file(session, kind, body.file_id), body.name, user)
        return convert.file_out((row, session.get(User, row.uploaded_by_id) if row.uploaded_by_id else None))

    if kind is Kind.customer:

        @router.delete("/file", status_code=NO_CONTENT, name="delete_customer_file")
        def delete_customer_file(
            customer_repo_links_id: int, session: SessionDep, user: CurrentUser, user_id: int | None = None
        ) -> None:
            """Delete a file or link (`customer_repo_links_id` is its `file_id`)."""
            check_actor(user, user_id)
            records.delete_file(session, _file(session, kind, customer_repo_links_id), user)

    else:

        @router.delete("/file/{id}", status_code=NO_CONTENT, name=f"delete_{kind.value}_file")
        def delete_file(id: int, session: SessionDep, user: CurrentUser) -> None:
            records.delete_file(session, _file(session, kind, id), user)

    return router


KINDS = [
    KindApi(
        Kind.supplier,
        "/suppliers",
        "suppliers",
        schemas.SupplierOut,
        schemas.SupplierUpdate,
        schemas.SupplierArchive,
        one_path="/single/{id}",
        update_path="/update",
    ),
    KindApi(Kind.other, "/others", "others", schemas.OtherOut, schemas.OtherUpdate, schemas.OtherArchive),
    KindApi(
        Kind.customer, "/customers", "customers", schemas.CustomerOut, schemas.CustomerUpdate, schemas.CustomerArchive
    ),
    KindApi(Kind.company, "/companys", "companies", schemas.CompanyOut, schemas.CompanyUpdate, schemas.CompanyArchive),
]
