"""Supplier quotes and customer quotes: link them, list those linked, and the costs they propose."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Path

from api.auth.dependencies import CurrentUser
from api.buying.schemas.costing import AttachedOut, AttachIn, ConvertOut
from api.buying.service import costing
from api.core.deps import SessionDep
from api.core.fields import MAX_ID

router = APIRouter(tags=["buying"])
RecordId = Annotated[int, Path(ge=1, le=MAX_ID)]


@router.put("/quotes/attachSupplierQuotes", response_model=list[AttachedOut])
def attach_supplier_quotes(body: AttachIn, session: SessionDep, user: CurrentUser) -> Any:
    """Link supplier quotes to customer quote `quote_id` (`supplier_quote_ids`) or unlink them (`detach_ids`);
    linking twice is harmless. Returns the supplier quotes of the customer quote, as
    `GET /suppliers/quote/attached/{id}`. 409 once the customer quote is accepted, converted or withdrawn."""
    costing.attach(session, body, user)
    return costing.attached(session, body.quote_id)


@router.get("/suppliers/quote/attached/{id}", response_model=list[AttachedOut])
def attached_supplier_quotes(id: RecordId, session: SessionDep, _: CurrentUser) -> Any:
    """The supplier quotes of customer quote `{id}`: linked to it (`linked_at`), or sent from a request made from
    it; each with its latest answered version, total and validity."""
    return costing.attached(session, id)


@router.get("/quotes/convertSupplierQuotes/{id}", response_model=ConvertOut)
def convert_supplier_quotes(id: RecordId, session: SessionDep, _: CurrentUser) -> Any:
    """For customer quote `{id}` (its newest version): each line's candidate costs from its supplier quotes'
    latest answers (the price on the customer line's unit, the landed cost, lead time and date, validity) and the
    proposed choice (the awarded line, else the cheapest valid one); the chosen suppliers' haulage, part-load and
    offload charges as proposed delivery charges. Nothing is saved: the editor applies it through
    `POST /quotes/edit` with each line's `supplier_quote_line_id`."""
    return costing.convert(session, id)
