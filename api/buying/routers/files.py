"""Files of a supplier quote: the supplier attaches datasheets on their page (public, by uuid, rate-limited and
logged) and downloads them again; staff list every file, add their own and delete them."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Depends, File, Form, Path, UploadFile, status
from fastapi.responses import FileResponse

from api.auth.dependencies import CurrentUser
from api.buying.routers.public import PublicId, reads, writes
from api.buying.schemas.files import SupplierQuoteFileOut
from api.buying.schemas.public import PublicSupplierQuoteOut
from api.buying.service import files as quote_files
from api.buying.service import public, quotes, supplier_files
from api.core.deps import ClientAddress, SessionDep
from api.core.fields import MAX_ID
from api.records.router import FileField, NameField, UrlField, stored_attachment, upload_of
from api.records.service import files

router = APIRouter(tags=["buying"])
QuoteId = Annotated[int, Path(ge=1, le=MAX_ID)]
FileId = Annotated[int, Path(ge=1, le=MAX_ID)]


def _out(row: quote_files.QuoteFile) -> dict[str, Any]:
    return {
        **row.__dict__,
        "download_url": None if row.kind == "link" else f"/api/files/{row.file_id}/download",
    }


@router.post(
    "/suppliers/quotes/public/{id}/file",
    status_code=status.HTTP_201_CREATED,
    response_model=PublicSupplierQuoteOut,
    dependencies=[Depends(writes)],
)
def attach_supplier_file(
    id: PublicId,
    session: SessionDep,
    address: ClientAddress,
    file: Annotated[UploadFile, File(description="the file: 10 MB at most; PDF, office documents, images, CAD")],
    name: Annotated[str, Form(max_length=200, description="who is attaching it")] = "",
) -> Any:
    """Public (no token): the supplier attaches a datasheet or price list to a request they were sent, while it is
    open (409 with the reason once closed). 10 MB and 20 files at most; PDF, office documents, images and CAD
    drawings only (422 on `file` says why; 413 over the size). Logged with the address. Answers the page again,
    with the files."""
    quote = supplier_files.add_from_supplier(
        session,
        public.parse_uuid(id),
        filename=file.filename or "file",
        declared_type=file.content_type,
        stream=file.file,
        name=name.strip(),
        address=address,
    )
    return public.public_detail(session, quote, public.sent_version(session, quote))


@router.get(
    "/suppliers/quotes/public/{id}/file/{file_id}",
    response_class=FileResponse,
    responses={200: {"content": {"application/octet-stream": {}}}},
    dependencies=[Depends(reads)],
)
def download_supplier_file(id: PublicId, file_id: FileId, session: SessionDep) -> FileResponse:
    """Public (no token): a file the supplier attached to this request, as an attachment (any other is 404)."""
    return stored_attachment(supplier_files.supplier_file(session, public.parse_uuid(id), file_id))


@router.get("/suppliers/quote/file/{id}", response_model=list[SupplierQuoteFileOut])
def supplier_quote_files(id: QuoteId, session: SessionDep, _: CurrentUser) -> Any:
    """Every file of the supplier quote, newest first: those the supplier attached on their page (with the name
    they gave and the version) and ours. Download by `download_url` with the token."""
    return [_out(row) for row in quote_files.staff_files(session, quotes.get(session, id))]


@router.post("/suppliers/quote/file/insert", status_code=status.HTTP_201_CREATED, response_model=SupplierQuoteFileOut)
def add_supplier_quote_file(
    related_id: Annotated[int, Form(ge=1, le=MAX_ID, description="the supplier quote")],
    session: SessionDep,
    user: CurrentUser,
    file: FileField = None,
    url: UrlField = None,
    name: NameField = None,
) -> Any:
    """Staff add a file (multipart, 25 MB, office documents, PDF, images, CAD) or a link to a supplier quote. The
    supplier never sees it."""
    row = files.store(session, quotes.SUBJECT_KIND, related_id, upload=upload_of(file), url=url, name=name, actor=user)
    listed = quote_files.staff_files(session, quotes.get(session, related_id))
    return _out(next(item for item in listed if item.file_id == row.id))


@router.delete("/suppliers/quote/file/{id}", status_code=status.HTTP_204_NO_CONTENT)
def delete_supplier_quote_file(id: FileId, session: SessionDep, user: CurrentUser) -> None:
    """Delete a file: whoever added it, a manager or an admin (a supplier's file: a manager or an admin; 403)."""
    files.delete(session, quotes.SUBJECT_KIND, id, user)
