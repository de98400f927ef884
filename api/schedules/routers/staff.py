"""Staff calls on call-off schedules: the list of orders with their balance, the board, one call-off, the schedule
of an order, adding and editing call-offs, status moves, cancelling, plot phases, proofs and links."""

from __future__ import annotations

from datetime import date
from typing import Annotated, Any

from fastapi import APIRouter, Depends, Form, Path, Query, UploadFile, status
from fastapi.responses import FileResponse

from api.auth.dependencies import CurrentUser
from api.core.deps import SessionDep
from api.core.fields import MAX_ID
from api.core.pagination import ListResponse, PageParams, PageParamsDep, list_response
from api.core.responses import plain_json, serialised
from api.orders.models import OrderStatus
from api.records.router import attachment
from api.records.service.files import Upload
from api.schedules.models import CallOffStatus
from api.schedules.schemas.out import (
    CallOffOut,
    CallOffRow,
    FlatOut,
    LinkOut,
    MonthOut,
    ScheduleListItem,
    ScheduleOut,
)
from api.schedules.schemas.requests import (
    CallOffAddIn,
    CallOffEditIn,
    LinkRevokeIn,
    OrderCancelIn,
    PhasesIn,
    PlotEditIn,
    StatusIn,
)
from api.schedules.service import calloffs, editing, links, listing, month, ordering, proofs, reading, summary
from api.schedules.service import status as machine

router = APIRouter(prefix="/schedules", tags=["schedules"])
RecordId = Annotated[int, Path(ge=1, le=MAX_ID)]
FilterId = Annotated[int | None, Query(ge=1, le=MAX_ID)]


def board_filters(
    status: Annotated[list[CallOffStatus] | None, Query(description="may repeat")] = None,
    supplier_id: FilterId = None,
    haulier_id: FilterId = None,
    customer_id: FilterId = None,
    project_id: FilterId = None,
    order_id: FilterId = None,
    account_manager_id: FilterId = None,
) -> listing.Filters:
    """The board's filters, the same on /flat, /month and /day."""
    return listing.Filters(
        tuple(s.value for s in status or ()),
        supplier_id,
        haulier_id,
        customer_id,
        project_id,
        order_id,
        account_manager_id,
    )


BoardFiltersDep = Annotated[listing.Filters, Depends(board_filters)]


@router.get("", response_model=ListResponse[ScheduleListItem])
def list_schedules(
    params: PageParamsDep,
    session: SessionDep,
    _: CurrentUser,
    status: Annotated[list[OrderStatus] | None, Query(description="the order's status; may repeat")] = None,
    customer_id: FilterId = None,
    project_id: FilterId = None,
    supplier_id: FilterId = None,
    haulier_id: FilterId = None,
    account_manager_id: FilterId = None,
    call_off_status: Annotated[
        list[CallOffStatus] | None, Query(description="orders with a call-off in this status; may repeat")
    ] = None,
) -> Any:
    """Orders with their schedule summary: ordered, called off, delivered and remaining (every line's quantity
    added up), percentages, open call-offs, the next delivery and the worst order-by warning. `q` searches the
    order number, PO number and customer. Sorts: number, created_at, customer, status."""
    filters = listing.Filters(
        tuple(s.value for s in status or ()),
        supplier_id,
        haulier_id,
        customer_id,
        project_id,
        None,
        account_manager_id,
        tuple(s.value for s in call_off_status or ()),
    )
    page = listing.list_schedules(session, params, filters)
    page.items = summary.items(session, page.items)
    return serialised(list_response(page, lambda item: item))


@router.get("/flat", response_model=FlatOut)
def list_call_offs_flat(
    session: SessionDep,
    _: CurrentUser,
    from_: Annotated[date, Query(alias="from", description="first day")],
    to: Annotated[date, Query(description="last day (93 days at most after `from`)")],
    filters: BoardFiltersDep,
) -> Any:
    """The board: call-offs one per row whose planned day (confirmed, else booked, else requested date) falls in
    the range, with the loads per day per works, and the call-offs not yet booked past their order-by date (red)
    or within 7 days of it (amber), in or out of the range."""
    board = listing.flat(session, from_, to, filters)
    # Thousands of rows: serialised straight from plain data (same fields as FlatOut, without validating each).
    return plain_json(board)


@router.get("/month", response_model=MonthOut)
def month_board(
    session: SessionDep,
    _: CurrentUser,
    from_: Annotated[date, Query(alias="from", description="first day")],
    to: Annotated[date, Query(description="last day (93 days at most after `from`)")],
    filters: BoardFiltersDep,
) -> Any:
    """The month board: per day whose planned date falls in the range, its call-offs counted per status, its
    loads per works and its first three call-offs; with the order-by warnings (red and amber). Open a day with
    `GET /schedules/day` for all its call-offs, a page at a time."""
    return plain_json(month.summary(session, from_, to, filters))


@router.get("/day", response_model=ListResponse[CallOffRow])
def day_call_offs(
    session: SessionDep,
    _: CurrentUser,
    day: Annotated[date, Query(alias="date", description="the planned day")],
    filters: BoardFiltersDep,
    page: Annotated[int, Query(ge=1, le=100_000, description="1-based page number")] = 1,
    items_per_page: Annotated[int, Query(ge=1, le=200)] = 50,
) -> Any:
    """The call-offs planned for one day (confirmed, else booked, else requested date) in the board's order (AM,
    PM, any time; then number), a page at a time, with the board's filters."""
    params = PageParams(page=page, items_per_page=items_per_page)
    return plain_json(month.day_page(session, day, filters, params))


@router.get("/order/{id}", response_model=ScheduleOut)
def get_order_schedule(id: RecordId, session: SessionDep, _: CurrentUser) -> Any:
    """The schedule of order `id`: its lines (with pack and pallet sizes) and plots x products with ordered,
    called off, delivered and remaining; its call-offs; its public links."""
    # Thousands of cells: written straight from plain data shaped as ScheduleOut (compact).
    return plain_json(reading.schedule_data(session, calloffs.order_of(session, id)))


@router.post("/plot/add", status_code=status.HTTP_201_CREATED, response_model=CallOffOut)
def add_call_off(body: CallOffAddIn, session: SessionDep, user: CurrentUser) -> Any:
    """A call-off for plots of an open order: `items` (plot x line quantities) and/or `plot_ids` (each plot's
    remaining balance). It is `requested`, or `booked` when a booked date is given. Asking for more than a plot's
    (or the order's) balance is 409 saying by how much, unless `override_reason` is given by a manager (403 for
    staff). Unknown plots or lines are 422 on the field."""
    return serialised(reading.detail(session, editing.add(session, body, user)), status.HTTP_201_CREATED)


@router.put("/plot/edit", response_model=CallOffOut)
def edit_call_off_plots(body: PlotEditIn, session: SessionDep, user: CurrentUser) -> Any:
    """Replace the call-off's plot quantities (checked as when adding, against what the other call-offs left).
    A stale `version` is 409; so is a call-off delivered, cancelled or on its way."""
    return serialised(reading.detail(session, editing.edit_plots(session, body, user)))


@router.put("/plot/phase", response_model=ScheduleOut)
def set_plot_phases(body: PhasesIn, session: SessionDep, user: CurrentUser) -> Any:
    """Set the build phase of plots of an order (plots are often called off phase by phase)."""
    editing.set_phases(session, body, user)
    return plain_json(reading.schedule_data(session, calloffs.order_of(session, body.order_id)))


@router.delete("/plot/{id}", response_model=CallOffOut)
def cancel_call_off(
    id: RecordId,
    session: SessionDep,
    user: CurrentUser,
    reason: Annotated[str, Query(max_length=2000, description="why it is cancelled")] = "",
) -> Any:
    """Cancel the call-off: its quantities return to the balance. One on its way, delivered or already
    cancelled is 409 saying why. The call-off is kept, cancelled, with its history."""
    return serialised(reading.detail(session, machine.cancel(session, id, reason.strip(), user)))


@router.put("/status/delivery", response_model=CallOffOut)
def move_call_off(body: StatusIn, session: SessionDep, user: CurrentUser) -> Any:
    """Move the call-off along requested → booked (`date`) → confirmed → dispatched → delivered → proof_received;
    dispatched → part_delivered (`delivered` per item; the shortfall returns to the balance); booked, confirmed or
    dispatched → failed (`reason`, `charge`) → rescheduled (`date`: the new requested date) → booked; cancelled
    before dispatch. A move not allowed is 409 saying why; `next_statuses` lists the allowed ones. Each move is
    stamped with who and when; the order becomes delivered when every plot's balance is delivered."""
    return serialised(reading.detail(session, machine.staff_move(session, body, user)))


@router.post("/proof", response_model=CallOffOut)
def upload_proof(
    schedule_id: Annotated[int, Form(ge=1, le=MAX_ID)],
    file: UploadFile,
    session: SessionDep,
    user: CurrentUser,
    received_by: Annotated[str, Form(max_length=200, description="who signed for it")] = "",
) -> Any:
    """Upload the proof of delivery (multipart: a photo or the signed docket; PDF or image, 25 MB). A delivered
    or part-delivered call-off becomes `proof_received`."""
    row = calloffs.get(session, schedule_id, for_update=True)
    proofs.store(
        session, row, Upload(file.filename or "proof", file.content_type, file.file), received_by.strip(), actor=user
    )
    return serialised(reading.detail(session, row))


@router.put("/order/cancel", response_model=ScheduleOut)
def cancel_order(body: OrderCancelIn, session: SessionDep, user: CurrentUser) -> Any:
    """Managers and admins only: cancel an open order with its call-offs still to come (each cancelled with the
    reason). 409 while a load is on its way or once the order is delivered or cancelled."""
    return plain_json(reading.schedule_data(session, ordering.cancel_order(session, body.order_id, body.reason, user)))


@router.put("/links/revoke", response_model=LinkOut)
def revoke_link(body: LinkRevokeIn, session: SessionDep, user: CurrentUser) -> Any:
    """Withdraw a public link: it answers 404 from now on."""
    return links.out(links.revoke(session, body.link_id, user))


@router.get(
    "/{id}/proof/{file_id}",
    response_class=FileResponse,
    responses={200: {"content": {"application/octet-stream": {}}}},
)
def download_proof(id: RecordId, file_id: RecordId, session: SessionDep, _: CurrentUser) -> FileResponse:
    """A proof of delivery of the call-off, as an attachment."""
    proof, path = proofs.proof_of(session, calloffs.get(session, id), file_id)
    return attachment(path, proof.name, proof.content_type)


@router.post("/edit/{id}", response_model=CallOffOut)
def edit_call_off(id: RecordId, body: CallOffEditIn, session: SessionDep, user: CurrentUser) -> Any:
    """Change the call-off's dates, window, site, contact, load, works, haulier and notes (and, with `items`, its
    plot quantities). A stale `version` is 409, as is a call-off delivered or cancelled. A booked date given to a
    requested call-off books it; a new booked date on a confirmed one needs confirming again."""
    return serialised(reading.detail(session, editing.edit(session, id, body, user)))


@router.get("/{id}", response_model=CallOffOut)
def get_call_off(id: RecordId, session: SessionDep, _: CurrentUser) -> Any:
    """One call-off with its items (packs and pallets), events (who and when), proofs, links and next statuses."""
    return serialised(reading.detail(session, calloffs.get(session, id)))
