"""A supplier quote as staff read it (any version, with its figures), list items for many quotes at once, and
the history of its versions."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.buying import mappers, totals
from api.buying.models import (
    SupplierQuote,
    SupplierQuoteCustomerQuote,
    SupplierQuoteLine,
    SupplierQuoteVersion,
    SupplierRequest,
)
from api.buying.schemas.out import SupplierHistoryItem, SupplierQuoteOut
from api.buying.service import history, quotes
from api.crm import Contact, Organisation
from api.projects.models import Project
from api.quotes.models import Quote
from api.users.models import User


def _ref(user: User | None) -> dict[str, Any] | None:
    return {"id": user.id, "name": user.full_name} if user else None


def figures(session: Session, version: SupplierQuoteVersion) -> tuple[list[SupplierQuoteLine], totals.Totals]:
    """The version's lines and every figure worked out from them (line totals, landed costs, totals)."""
    lines = quotes.lines_of(session, version.id)
    return lines, totals.totals(lines, version)


def contacts(session: Session, quote: SupplierQuote) -> list[dict[str, Any]]:
    ids = quotes.contact_ids(session, quote.id)
    rows = session.scalars(select(Contact).where(Contact.id.in_(ids)).order_by(Contact.last_name, Contact.id))
    return (
        [{"contact_id": c.id, "name": f"{c.first_name} {c.last_name}".strip(), "email": c.email} for c in rows]
        if ids
        else []
    )


def customer_quotes(session: Session, quote: SupplierQuote) -> list[dict[str, Any]]:
    rows = session.execute(
        select(Quote.id, Quote.number, Organisation.name)
        .join(SupplierQuoteCustomerQuote, SupplierQuoteCustomerQuote.quote_id == Quote.id)
        .join(Organisation, Organisation.id == Quote.customer_id)
        .where(SupplierQuoteCustomerQuote.supplier_quote_id == quote.id)
        .order_by(Quote.id)
    ).all()
    return [{"id": i, "number": n, "customer_name": name} for i, n, name in rows]


def detail(session: Session, quote: SupplierQuote, version: SupplierQuoteVersion | None = None) -> SupplierQuoteOut:
    """The quote with one version (the newest by default), its lines with their figures, internal fields too."""
    version = version or quotes.version_of(session, quote)
    lines, result = figures(session, version)
    party = session.get(Organisation, quote.supplier_id)
    request = session.get(SupplierRequest, quote.request_id) if quote.request_id else None
    project = session.get(Project, quote.project_id) if quote.project_id else None
    author = session.get(User, quote.created_by_id) if quote.created_by_id else None
    return SupplierQuoteOut.model_validate(
        {
            **{
                f: getattr(quote, f)
                for f in (
                    "id",
                    "number",
                    "uuid",
                    "site_address_id",
                    "site_address",
                    "site_postcode",
                    "required_on_site",
                    "response_deadline",
                    "valid_until",
                    "offload_method",
                    "load_preference",
                    "notes",
                    "internal_notes",
                    "sent_at",
                    "opened_at",
                    "answered_at",
                    "declined_at",
                    "decline_reason",
                    "chased_at",
                    "current_version",
                    "sent_version",
                    "created_at",
                    "updated_at",
                    "row_version",
                )
            },
            "status": quotes.effective_status(quote),
            "stored_status": quote.status,
            "supplier": {"id": party.id, "name": party.name, "kind": party.kind} if party else None,
            "contacts": contacts(session, quote),
            "request": {"id": request.id, "number": request.number} if request else None,
            "customer_quotes": customer_quotes(session, quote),
            "project": {"id": project.id, "name": project.name} if project else None,
            "version": mappers.version_out(version),
            "read_only": version.version != quote.current_version or quote.status in quotes.LOCKED,
            "charges": mappers.charges_out(version),
            "totals": mappers.totals_out(result),
            "lines": [mappers.staff_line(line, f) for line, f in zip(lines, result.lines, strict=True)],
            "public_url": quotes.public_url(quote),
            "created_by": _ref(author),
        }
    )


def list_items(session: Session, rows: Sequence[SupplierQuote]) -> list[dict[str, Any]]:
    """List items for many quotes in a few queries: party, request, project, linked customer quotes, and the
    total and line count of the newest version the supplier saw (else the current one)."""
    if not rows:
        return []
    ids = [q.id for q in rows]
    parties = {
        o.id: o for o in session.scalars(select(Organisation).where(Organisation.id.in_({q.supplier_id for q in rows})))
    }
    request_ids = {q.request_id for q in rows if q.request_id}
    requests = (
        dict(
            session.execute(
                select(SupplierRequest.id, SupplierRequest.number).where(SupplierRequest.id.in_(request_ids))
            ).all()
        )
        if request_ids
        else {}
    )
    project_ids = {q.project_id for q in rows if q.project_id}
    projects = (
        dict(session.execute(select(Project.id, Project.name).where(Project.id.in_(project_ids))).all())
        if project_ids
        else {}
    )
    # The customer quotes each one prices, with their numbers (the list links to them).
    links: dict[int, list[dict[str, Any]]] = defaultdict(list)
    for sq_id, quote_id, number in session.execute(
        select(SupplierQuoteCustomerQuote.supplier_quote_id, SupplierQuoteCustomerQuote.quote_id, Quote.number)
        .join(Quote, Quote.id == SupplierQuoteCustomerQuote.quote_id)
        .where(SupplierQuoteCustomerQuote.supplier_quote_id.in_(ids))
        .order_by(SupplierQuoteCustomerQuote.quote_id)
    ):
        links[sq_id].append({"id": quote_id, "number": number})
    shown = {q.id: q.sent_version or q.current_version for q in rows}
    versions = {
        v.supplier_quote_id: v
        for v in session.scalars(select(SupplierQuoteVersion).where(SupplierQuoteVersion.supplier_quote_id.in_(ids)))
        if v.version == shown[v.supplier_quote_id]
    }
    counts = (
        dict(
            session.execute(
                select(SupplierQuoteLine.version_id, func.count())
                .where(SupplierQuoteLine.version_id.in_([v.id for v in versions.values()]))
                .group_by(SupplierQuoteLine.version_id)
            ).all()
        )
        if versions
        else {}
    )
    out = []
    for q in rows:
        party = parties.get(q.supplier_id)
        version = versions.get(q.id)
        out.append(
            {
                **{
                    f: getattr(q, f)
                    for f in (
                        "id",
                        "number",
                        "uuid",
                        "current_version",
                        "sent_version",
                        "required_on_site",
                        "response_deadline",
                        "valid_until",
                        "sent_at",
                        "opened_at",
                        "answered_at",
                        "declined_at",
                        "created_at",
                        "updated_at",
                    )
                },
                "status": quotes.effective_status(q),
                "supplier": {
                    "id": q.supplier_id,
                    "name": party.name if party else "",
                    "kind": party.kind if party else "",
                },
                "request": {"id": q.request_id, "number": requests.get(q.request_id, "")} if q.request_id else None,
                "project": {"id": q.project_id, "name": projects.get(q.project_id, "")} if q.project_id else None,
                "customer_quote_ids": [ref["id"] for ref in links.get(q.id, [])],
                "customer_quotes": links.get(q.id, []),
                "total": version.total if version else None,
                "line_count": counts.get(version.id, 0) if version else 0,
            }
        )
    return out


def history_of(session: Session, quote_id: int) -> list[SupplierHistoryItem]:
    """Every version, newest first, with who made it, when, when sent and answered, and what changed."""
    quote = quotes.get(session, quote_id)
    users: dict[int, User | None] = {}

    def user(user_id: int | None) -> User | None:
        if user_id is None:
            return None
        if user_id not in users:
            users[user_id] = session.get(User, user_id)
        return users[user_id]

    return [
        SupplierHistoryItem.model_validate(
            {
                **{
                    f: getattr(version, f)
                    for f in (
                        "version",
                        "status",
                        "created_at",
                        "sent_at",
                        "submitted_at",
                        "submitted_by",
                        "valid_until",
                        "total",
                    )
                },
                "created_by": _ref(user(version.created_by_id)),
                "changes": changes,
            }
        )
        for version, changes in history.versions(session, quote)
    ]
