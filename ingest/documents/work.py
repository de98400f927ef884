"""Projects and customer quotes (the header with its lines summarised) as documents."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence

from sqlalchemy import and_, select
from sqlalchemy.orm import Session, aliased

from api.catalogue.models import UNIT_LABELS, SellingUnit
from api.crm import Organisation
from api.projects.models import STAGE_LABELS, Project, Stage
from api.quotes.models import STATUS_LABELS, Quote, QuoteLine, QuoteStatus, QuoteVersion
from api.quotes.service.quotes import effective_status
from api.users.models import User
from ingest.documents.base import Builder, Doc, day, money

MAX_LINES = 8


def _project_ids(session: Session) -> Iterable[int]:
    return session.scalars(select(Project.id).order_by(Project.id))


def _build_projects(session: Session, wanted: Sequence[int]) -> list[Doc]:
    manager = aliased(User)
    rows = session.execute(
        select(Project, Organisation.name, manager)
        .outerjoin(Organisation, Organisation.id == Project.customer_id)
        .outerjoin(manager, manager.id == Project.account_manager_id)
        .where(Project.id.in_(wanted))
    ).all()
    return [
        Doc(
            kind="project",
            record_id=project.id,
            title=f"Project: {project.name}",
            meta={
                "reference": project.reference,
                "customer": customer or "",
                "stage": STAGE_LABELS.get(Stage(project.stage), project.stage),
                "plots": project.number_of_plots if project.number_of_plots is not None else "",
                "estimated value": money(project.estimated_value),
                "start": day(project.start_date),
                "end": day(project.end_date),
                "glenigan id": project.glenigan_id,
                "account manager": user.full_name if user else "",
            },
            text=project.description,
            link=f"/projects/view/{project.id}",
        )
        for project, customer, user in rows
    ]


def _quantity(line: QuoteLine) -> str:
    """12.5 per 1,000 reads "12,500"; other units keep their number with a short unit ("40 packs", "12 m²")."""
    if line.unit == SellingUnit.per_1000.value:
        return f"{line.quantity * 1000:,.0f}"
    unit = {"each": "", "m2": " m²", "tonne": " t", "pack": " packs", "pallet": " pallets"}.get(line.unit, "")
    return f"{line.quantity.normalize():f}{unit}"


def _quote_ids(session: Session) -> Iterable[int]:
    return session.scalars(select(Quote.id).order_by(Quote.id))


def _build_quotes(session: Session, wanted: Sequence[int]) -> list[Doc]:
    rows = session.execute(
        select(Quote, QuoteVersion, Organisation.name, Project.name)
        .join(QuoteVersion, and_(QuoteVersion.quote_id == Quote.id, QuoteVersion.version == Quote.current_version))
        .join(Organisation, Organisation.id == Quote.customer_id)
        .outerjoin(Project, Project.id == Quote.project_id)
        .where(Quote.id.in_(wanted))
    ).all()
    lines: dict[int, list[QuoteLine]] = defaultdict(list)
    version_ids = [version.id for _, version, _, _ in rows]
    if version_ids:
        for line in session.scalars(
            select(QuoteLine).where(QuoteLine.version_id.in_(version_ids)).order_by(QuoteLine.position)
        ):
            lines[line.version_id].append(line)
    docs = []
    for quote, version, customer, project in rows:
        status = effective_status(quote)
        items = [
            f"{_quantity(line)} {line.description} at {money(line.sell_price)} "
            f"{UNIT_LABELS.get(SellingUnit(line.unit), line.unit)}" + (" (optional)" if line.optional else "")
            for line in lines[version.id][:MAX_LINES]
        ]
        more = len(lines[version.id]) - MAX_LINES
        if more > 0:
            items.append(f"and {more} more lines")
        docs.append(
            Doc(
                kind="quote",
                record_id=quote.id,
                title=f"Quote {quote.number} for {customer}",
                meta={
                    "customer": customer,
                    "project": project or "",
                    "status": STATUS_LABELS.get(QuoteStatus(status), status),
                    "version": quote.current_version,
                    "total": money(version.total),
                    "created": day(quote.created_at),
                    "sent": day(version.sent_at),
                    "valid until": day(quote.valid_until or version.valid_until),
                },
                text="; ".join(items),
                link=f"/quotes/editor/{quote.id}",
            )
        )
    return docs


PROJECTS = Builder("project", _project_ids, _build_projects)
QUOTES = Builder("quote", _quote_ids, _build_quotes)
