"""The quote as the customer gets it: an A4 PDF rendered by WeasyPrint from templates/quote.html.

Only what the customer may see goes in: never cost prices, margins, internal notes or internal comments."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta
from decimal import Decimal
from pathlib import Path
from typing import Any

from jinja2 import Environment
from sqlalchemy import select
from sqlalchemy.orm import Session

from api.catalogue.models import UNIT_LABELS, SellingUnit, quantity_text
from api.crm import Address, Contact, Organisation
from api.mail.compose import company, templates
from api.projects.models import Project
from api.quotes import mappers
from api.quotes.models import Quote, QuoteVersion, VersionStatus
from api.quotes.service import content as content_service
from api.quotes.service import quotes
from api.settings import get_settings

TEMPLATES = Path(__file__).resolve().parent / "templates"


def money(value: Decimal | int | None) -> str:
    """£1,234.50 (negative as -£12.00)."""
    amount = Decimal(value or 0).quantize(Decimal("0.01"))
    sign = "-" if amount < 0 else ""
    return f"{sign}£{abs(amount):,.2f}"


def quantity(value: Decimal) -> str:
    """12.500 → 12.5, 12000 → 12,000."""
    return f"{value.normalize():,f}"


def percent(value: Decimal) -> str:
    """20.00 → 20%, 17.50 → 17.5%."""
    return f"{value.normalize():f}%"


def long_date(value: date | None) -> str:
    """21 November 2026."""
    return f"{value.day} {value:%B %Y}" if value else ""


def environment() -> Environment:
    """Jinja for the quote templates: HTML escaped, the plain-text mail not."""
    env = templates(TEMPLATES)
    env.filters.update(money=money, quantity=quantity, percent=percent, long_date=long_date)
    return env


ENV = environment()


def filename(quote: Quote, version: QuoteVersion) -> str:
    """Q-000123-v2.pdf"""
    return f"{quote.number}-v{version.version}.pdf"


def valid_until(version: QuoteVersion, today: date | None = None) -> date:
    """The version's date, or the default a send gives it (today + BRICKMATE_QUOTE_VALID_DAYS)."""
    return version.valid_until or (today or date.today()) + timedelta(days=get_settings().quote_valid_days)


@dataclass
class LineRow:
    code: str
    description: str
    quantity: str  # with what it counts: "48,000 bricks"
    unit: str  # what the price is for: "per 1,000"
    price: str
    total: str
    note: str  # "Optional", "Alternative A", ... (empty for an ordinary line)
    counted: bool  # part of the totals (selected)
    lead_time_days: int | None


def _note(optional: bool, group: str, selected: bool) -> str:
    if group:
        return f"Alternative {group} — {'chosen' if selected else 'not chosen'}"
    if optional:
        return f"Optional — {'included' if selected else 'not included'}"
    return ""


def line_rows(session: Session, version: QuoteVersion) -> list[LineRow]:
    return [
        LineRow(
            code=line.code,
            description=line.description,
            quantity=quantity_text(line.quantity, line.unit),
            unit=UNIT_LABELS.get(SellingUnit(line.unit), line.unit),
            price=money(line.sell_price),
            total=money(line.line_total),
            note=_note(line.optional, line.alternative_group, line.selected),
            counted=line.selected,
            lead_time_days=line.lead_time_days,
        )
        for line in content_service.lines_of(session, version.id)
    ]


def shipping_rows(version: QuoteVersion) -> list[tuple[str, str]]:
    rows: list[tuple[str, str]] = []
    if version.loads:
        loads = f"{version.loads} load{'s' if version.loads != 1 else ''} at {money(version.price_per_load)}"
        rows.append((f"Delivery: {loads}", money(version.loads * version.price_per_load)))
    if version.part_load_charge:
        rows.append(("Part-load charge", money(version.part_load_charge)))
    if version.offloading_charge:
        rows.append(("Offloading charge", money(version.offloading_charge)))
    return rows


def contact_names(session: Session, quote: Quote) -> list[str]:
    ids = quotes.contact_ids(session, quote.id)
    if not ids:
        return []
    rows = session.scalars(select(Contact).where(Contact.id.in_(ids)).order_by(Contact.last_name, Contact.id))
    return [f"{c.first_name} {c.last_name}".strip() for c in rows]


def context(session: Session, quote: Quote, version: QuoteVersion) -> dict[str, Any]:
    """Everything the PDF shows, already formatted."""
    customer = session.get(Organisation, quote.customer_id)
    project = session.get(Project, quote.project_id) if quote.project_id else None
    address = session.get(Address, version.delivery_address_id) if version.delivery_address_id else None
    draft = version.status == VersionStatus.draft.value
    return {
        "company": company(),
        "number": quote.number,
        "version": version.version,
        "draft": draft,
        "date": long_date(version.sent_at.date() if version.sent_at else date.today()),
        "date_label": "Date sent" if version.sent_at else "Date",
        "valid_until": long_date(valid_until(version)),
        "customer_name": customer.name if customer else "",
        "contacts": contact_names(session, quote),
        "delivery_address": mappers.address_label(address),
        "project_name": project.name if project else "",
        "lines": line_rows(session, version),
        "shipping": shipping_rows(version),
        "subtotal": money(version.subtotal),
        "shipping_total": money(version.shipping),
        "vat_rate": percent(version.vat_rate),
        "vat": money(version.vat),
        "total": money(version.total),
        "customer_notes": version.customer_notes,
        "public_url": quotes.public_url(quote, version.version),
    }


def render_html(session: Session, quote: Quote, version: QuoteVersion) -> str:
    return ENV.get_template("quote.html").render(**context(session, quote, version))


def render(session: Session, quote: Quote, version: QuoteVersion) -> bytes:
    """The version as an A4 PDF (a draft is marked DRAFT on every page)."""
    return html_to_pdf(render_html(session, quote, version))


def html_to_pdf(html: str) -> bytes:
    """The slow part (a second or more for a long quote): api/quotes/pdf_cache.py keeps its results."""
    from weasyprint import HTML  # type: ignore[import-untyped]  # loaded here: slow to import, only PDFs need it

    pdf = HTML(string=html, base_url=str(TEMPLATES)).write_pdf()
    assert pdf is not None
    return bytes(pdf)
