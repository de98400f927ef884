"""One router per organisation kind, built from the same parts: the spec gives each kind its own paths and id
names (`/customers/{id}` but `/suppliers/single/{id}`, `customer_id` but `otherId`), the rules are shared."""

# No `from __future__ import annotations`: the endpoints below are annotated with the kind's own classes,
# which FastAPI must see as real objects.

from dataclasses import dataclass
from typing import Any

from fastapi import APIRouter, Response, status
from sqlalchemy.orm import Session

from api.auth.dependencies import CurrentUser
from api.core.deps import SessionDep
from api.core.pagination import PageParams, PageParamsDep, PagePath, SearchedListResponse, at_page
from api.crm import mappers
from api.crm.models import Kind
from api.crm.schemas import organisations as schemas
from api.crm.schemas.contacts import ContactOut
from api.crm.schemas.organisations import (
    OrganisationArchive,
    OrganisationIn,
    OrganisationOut,
    OrganisationUpdate,
    RecordStatsOut,
)
from api.crm.service import contacts
from api.crm.service import organisations as service
from api.records.router import RecordRoutes, add_record_routes
from api.records.service import files
from api.records.service.rules import check_actor
from api.users.models import User

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


def build(api: KindApi) -> APIRouter:
    kind, plural = api.kind, api.plural
    router = APIRouter(prefix=api.prefix, tags=[plural])
    Out, Update, Archive = api.out, api.update, api.archive

    def out(session: Session, org: Any) -> Any:
        return mappers.organisation_out(org, service.manager_of(session, org))

    def listed(session: Session, params: PageParams) -> Response:
        """The page written at once (`mappers.organisations_json`); the route's `response_model` documents it."""
        page = service.list_organisations(session, kind, params)
        return Response(mappers.organisations_json(kind, page), media_type="application/json")

    if kind is Kind.company:

        @router.get("", response_model=SearchedListResponse[Out], name=f"list_{plural}")  # type: ignore[valid-type]
        def list_companies(params: PageParamsDep, session: SessionDep, _: CurrentUser) -> Any:
            """Companies: prospects, developers and main contractors not yet trading with us."""
            return listed(session, params)

    else:

        @router.get("/all/{x}", response_model=SearchedListResponse[Out], name=f"list_{plural}")  # type: ignore[valid-type]
        def list_kind(x: PagePath, params: PageParamsDep, session: SessionDep, _: CurrentUser) -> Any:
            """One page (`x`, from 1) of the list; search by name, account number, email, phone, postcode or town."""
            return listed(session, at_page(x, params))

    @router.get(api.one_path, response_model=Out, name=f"get_{kind.value}")
    def get_one(id: int, session: SessionDep, _: CurrentUser) -> Any:
        return mappers.organisation_row(service.read(session, kind, id))

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
        """Archive, or with `archived: false` restore; with `version`, one changed since is a 409."""
        check_actor(user, body.user_id)  # type: ignore[attr-defined]
        org = service.archive(session, kind, body.record_id, body.archived, user, body.version)  # type: ignore[attr-defined]
        return out(session, org)

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
            """Give the customer an account manager (`user_id`, a member of staff) or clear it (null); with
            `version`, a customer changed since is a 409."""
            org = service.set_account_manager(session, body.customer_id, body.user_id, user, body.version)
            return out(session, org)

    if kind is Kind.other:

        @router.get("/contacts/{x}", response_model=list[ContactOut], name="other_contacts")
        def other_contacts(x: int, session: SessionDep, _: CurrentUser, archived: bool = False) -> Any:
            """The contacts of other `x` (an architect's practice, a haulier...)."""
            service.get(session, kind, x)
            return [mappers.contact_out(row) for row in contacts.for_organisations(session, [x], archived=archived)]

    @router.get("/stats/{id}", response_model=RecordStatsOut, name=f"{kind.value}_stats")
    def stats(id: int, session: SessionDep, _: CurrentUser) -> Any:
        return service.stats(session, kind, id)

    add_record_routes(router, RecordRoutes(service.subject(kind), kind.value, delete_file=kind is not Kind.customer))

    if kind is Kind.customer:

        @router.delete("/file", status_code=NO_CONTENT, name="delete_customer_file")
        def delete_customer_file(
            customer_repo_links_id: int, session: SessionDep, user: CurrentUser, user_id: int | None = None
        ) -> None:
            """Delete a file or link (`customer_repo_links_id` is its `file_id`)."""
            check_actor(user, user_id)
            files.delete(session, service.subject(kind), customer_repo_links_id, user)

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
