"""The public side of schedules, by a link's token and without a token: the site reads the order's schedule; the
works or haulier confirm or propose a date, mark the call-off dispatched and delivered with proof. Rate-limited
per client address; every call is logged with the time and the address. Unknown, withdrawn and expired links
are 404 alike."""

from __future__ import annotations

from datetime import date
from typing import Annotated, Any

from fastapi import APIRouter, Depends, Form, Path, Query, UploadFile
from fastapi.responses import FileResponse

from api.auth.ratelimit import public_limit, public_reads, public_writes
from api.core.deps import ClientAddress, SessionDep
from api.core.fields import Moment
from api.core.responses import plain_json
from api.records.router import attachment
from api.records.service.files import Upload
from api.schedules.schemas.public import PublicConfirmIn, PublicDispatchIn, PublicScheduleOut, PublicScheduleProposeIn
from api.schedules.service import public

router = APIRouter(prefix="/schedules/public", tags=["schedules"])

_reads = public_limit("schedule-read", public_reads)
_writes = public_limit("schedule-write", public_writes)
Token = Annotated[str, Path(description="the link's token (anything else is a link that does not exist)")]


@router.get("/{token}", response_model=PublicScheduleOut, dependencies=[Depends(_reads)])
def schedule_public(
    token: Token,
    session: SessionDep,
    address: ClientAddress,
    page: Annotated[
        int | None,
        Query(ge=1, le=100_000, description="1-based page of the call-offs; without it, the page of the next delivery"),
    ] = None,
    items_per_page: Annotated[int, Query(ge=1, le=100, description="call-offs per page")] = public.PER_PAGE,
) -> Any:
    """Public (no token): a site link shows the order's schedule (plots, products, dates, status, proofs; never
    prices) with its call-offs a page at a time (requested date order), opening on the page of the next delivery
    (the first wanted today or later); a works or haulier link shows its call-off
    and what can be done on it (`actions`)."""
    # Written straight from plain data shaped as PublicScheduleOut.
    return plain_json(public.read(session, token, address, page, items_per_page))


@router.get(
    "/{token}/proof/{file_id}",
    response_class=FileResponse,
    responses={200: {"content": {"application/octet-stream": {}}}},
    dependencies=[Depends(_reads)],
)
def schedule_public_proof(token: Token, file_id: int, session: SessionDep, address: ClientAddress) -> FileResponse:
    """Public (no token): download a proof of delivery of a call-off the link shows."""
    proof, path = public.proof(session, token, file_id, address)
    return attachment(path, proof.name, proof.content_type)


@router.put("/confirm", response_model=PublicScheduleOut, dependencies=[Depends(_writes)])
def schedule_public_confirm(body: PublicConfirmIn, session: SessionDep, address: ClientAddress) -> Any:
    """Public (no token), works or haulier link: confirm the booked date (booked → confirmed). 409 with why when
    there is no booked date or the call-off has moved on."""
    link = public.confirm(session, str(body.token), body.name, address)
    return plain_json(public.view(session, link))


@router.put("/propose", response_model=PublicScheduleOut, dependencies=[Depends(_writes)])
def schedule_public_propose(body: PublicScheduleProposeIn, session: SessionDep, address: ClientAddress) -> Any:
    """Public (no token), works or haulier link: propose another date (from today on) with notes; staff book it.
    The account manager is told."""
    link = public.propose(
        session, str(body.token), body.name, body.proposed_date, body.window, body.notes, address, date.today()
    )
    return plain_json(public.view(session, link))


@router.put("/dispatched", response_model=PublicScheduleOut, dependencies=[Depends(_writes)])
def schedule_public_dispatched(body: PublicDispatchIn, session: SessionDep, address: ClientAddress) -> Any:
    """Public (no token), works or haulier link: the load has left (confirmed → dispatched)."""
    link = public.dispatch(session, str(body.token), body.name, body.note, address)
    return plain_json(public.view(session, link))


@router.post("/delivered", response_model=PublicScheduleOut, dependencies=[Depends(_writes)])
def schedule_public_delivered(
    token: Annotated[str, Form(max_length=100)],
    name: Annotated[str, Form(min_length=1, max_length=200, description="who received it on site")],
    session: SessionDep,
    address: ClientAddress,
    delivered_at: Annotated[Moment | None, Form(description="empty: now")] = None,
    pallets_delivered: Annotated[int | None, Form(ge=0, le=1000)] = None,
    note: Annotated[str, Form(max_length=2000)] = "",
    file: UploadFile | None = None,
) -> Any:
    """Public (no token), works or haulier link (multipart): delivered in full, with who received it, when, the
    pallets left, and the proof (a photo or the signed docket: PDF or image) — with the proof it becomes
    `proof_received`. A delivered call-off takes its proof later the same way."""
    upload = Upload(file.filename or "proof", file.content_type, file.file) if file is not None else None
    link = public.deliver(session, token, name.strip(), delivered_at, pallets_delivered, note.strip(), upload, address)
    return plain_json(public.view(session, link))
