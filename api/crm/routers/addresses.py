from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Form, status

from api.auth.dependencies import CurrentUser
from api.core.deps import SessionDep
from api.core.pagination import ListResponse, PageParamsDep, PagePath, at_page, list_response
from api.crm import mappers
from api.crm.models import AddressType, Kind
from api.crm.schemas.addresses import AddressArchive, AddressIn, AddressOut, AddressRef, AddressUpdate
from api.crm.service import addresses as service
from api.records import mappers as record_mappers
from api.records.router import FileField, NameField, RecordRoutes, UrlField, add_record_routes, upload_of, uploader_of
from api.records.schemas import FileOut, FileRef, FileRename
from api.records.service import files
from api.records.service.rules import check_actor

router = APIRouter(prefix="/addresses", tags=["addresses"])


@router.put("/file/get", response_model=list[FileOut])
def address_files(body: AddressRef, session: SessionDep, _: CurrentUser) -> Any:
    """Files and links of an address (site drawings, access plans)."""
    return [record_mappers.file_out(row) for row in files.list_for(session, service.SUBJECT_KIND, body.address_id)]


@router.post("/file/insert", status_code=status.HTTP_201_CREATED, response_model=FileOut)
def add_address_file(
    address_id: Annotated[int, Form()],
    session: SessionDep,
    user: CurrentUser,
    file: FileField = None,
    url: UrlField = None,
    name: NameField = None,
) -> Any:
    """Upload a file (multipart, 25 MB, office documents, PDF, images, CAD) or record a link."""
    row = files.store(session, service.SUBJECT_KIND, address_id, upload=upload_of(file), url=url, name=name, actor=user)
    return record_mappers.file_out((row, user))


@router.post("/file/update", response_model=FileOut)
def rename_address_file(body: FileRename, session: SessionDep, user: CurrentUser) -> Any:
    row = files.rename(session, service.SUBJECT_KIND, body.file_id, body.name, user)
    return record_mappers.file_out((row, uploader_of(session, row)))


@router.put("/file/delete", status_code=status.HTTP_204_NO_CONTENT)
def delete_address_file(body: FileRef, session: SessionDep, user: CurrentUser) -> None:
    files.delete(session, service.SUBJECT_KIND, body.file_id, user)


add_record_routes(
    router,
    RecordRoutes(
        service.SUBJECT_KIND,
        "address",
        parts=("activity",),
        docs={"activity": "Who did what to the address and when, newest first, with the fields each edit changed."},
    ),
)


@router.get("/all/{x}", response_model=ListResponse[AddressOut])
def list_addresses(
    x: PagePath,
    params: PageParamsDep,
    session: SessionDep,
    _: CurrentUser,
    address_type: AddressType | None = None,
    related_id: int | None = None,
) -> Any:
    """One page (`x`, from 1) of every address, or of organisation `related_id`'s; search by postcode, town,
    street or name."""
    page = at_page(x, params)
    return list_response(service.list_addresses(session, page, address_type, related_id), mappers.address_out)


@router.get("/site", response_model=ListResponse[AddressOut])
def site_addresses(params: PageParamsDep, session: SessionDep, _: CurrentUser) -> Any:
    """Site addresses (where deliveries go), searchable like every list."""
    return list_response(service.list_addresses(session, params, AddressType.site), mappers.address_out)


@router.put("/archive", response_model=AddressOut)
def archive_address(body: AddressArchive, session: SessionDep, user: CurrentUser) -> Any:
    """Archive, or with `archived: false` restore; with `version`, one changed since is a 409."""
    check_actor(user, body.user_id)
    address = service.archive(session, body.address_id, body.archived, user, body.version)
    return mappers.address_out(service.get_typed_any(session, address.id))


@router.get("/one/{x}/{y}", response_model=AddressOut)
def get_address(x: Kind, y: int, session: SessionDep, _: CurrentUser) -> Any:
    """Address `y` of an organisation of kind `x` (customer, supplier, other, company)."""
    return mappers.address_out(service.get_typed(session, x, y))


@router.post("/add", status_code=status.HTTP_201_CREATED, response_model=AddressOut)
def add_address(body: AddressIn, session: SessionDep, user: CurrentUser) -> Any:
    """A new address; UK postcodes are checked and written the standard way (`ls11 5rt` → `LS11 5RT`)."""
    address = service.create(session, body, user)
    return mappers.address_out(service.get_typed_any(session, address.id))


@router.post("/update", response_model=AddressOut)
def update_address(body: AddressUpdate, session: SessionDep, user: CurrentUser) -> Any:
    """Edit; `version` guards against overwriting someone else's change (409)."""
    address = service.update(session, body, user)
    return mappers.address_out(service.get_typed_any(session, address.id))


@router.get("/supplier/{id}", response_model=list[AddressOut])
def supplier_addresses(id: int, session: SessionDep, _: CurrentUser, archived: bool = False) -> Any:
    return [mappers.address_out(row) for row in service.for_organisation(session, Kind.supplier, id, archived=archived)]


@router.get("/customer/{id}", response_model=list[AddressOut])
def customer_addresses(id: int, session: SessionDep, _: CurrentUser, archived: bool = False) -> Any:
    return [mappers.address_out(row) for row in service.for_organisation(session, Kind.customer, id, archived=archived)]


@router.delete("", status_code=status.HTTP_204_NO_CONTENT)
def delete_address(
    related_type: Kind, address_id: int, session: SessionDep, user: CurrentUser, user_id: int | None = None
) -> None:
    """Delete an address of an organisation of kind `related_type` (managers and admins)."""
    check_actor(user, user_id)
    service.delete(session, related_type, address_id, user)
