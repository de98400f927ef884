"""The cards the look-ups show: a record's key values, written as in the text, and the screen it opens."""

from __future__ import annotations

from datetime import date

from api.catalogue.models import STATUS_LABELS as PRODUCT_STATUS_LABELS
from api.catalogue.models import Product, Status
from api.crm import Organisation
from api.projects.models import STAGE_LABELS, Project, Stage
from api.quotes.models import STATUS_LABELS, Quote, QuoteStatus
from assistant.lookups import format as fmt
from assistant.schemas import CardKind, CardOut, FactOut, Kind
from ingest.documents.crm import organisation_link

QUOTES_LIST = "/quotes"
# The first fact of a card offered in place of a record we do not have.
ALTERNATIVE = "Alternative"


def facts(*pairs: tuple[str, str | None]) -> list[FactOut]:
    """The facts that have a value, in order."""
    return [FactOut(label=label, value=value) for label, value in pairs if value]


def product_link(product_id: int) -> str:
    return f"/products/{product_id}"


def quote_link(quote_id: int) -> str:
    return f"/quotes/editor/{quote_id}"


def project_link(project_id: int) -> str:
    return f"/projects/view/{project_id}"


def price_current(product: Product, today: date) -> bool:
    """An active product whose price has not passed its valid-until date."""
    return product.status == Status.active.value and (
        product.price_valid_until is None or product.price_valid_until >= today
    )


def valid_until(product: Product, today: date) -> str | None:
    if product.price_valid_until is None:
        return None
    expired = " (expired)" if product.price_valid_until < today else ""
    return fmt.day(product.price_valid_until) + expired


def product_status(product: Product) -> str:
    return PRODUCT_STATUS_LABELS.get(Status(product.status), product.status)


def product_card(product: Product, supplier: str, today: date, *extra: tuple[str, str | None]) -> CardOut:
    return CardOut(
        kind="product",
        record_id=product.id,
        title=product.name,
        link=product_link(product.id),
        facts=facts(
            ("Code", product.code),
            ("Supplier", supplier),
            ("Price", fmt.unit_price(product.list_price, product.selling_unit)),
            ("Lead time", fmt.days(product.lead_time_days) if product.lead_time_days is not None else None),
            ("Status", product_status(product)),
            ("Price valid until", valid_until(product, today)),
            *extra,
        ),
    )


def quote_status_label(status: QuoteStatus) -> str:
    return STATUS_LABELS.get(status, status.value)


def quote_card(quote: Quote, status: QuoteStatus, *pairs: tuple[str, str | None]) -> CardOut:
    """A quote with its number and status (expired as people read it), then the given facts."""
    return CardOut(
        kind="quote",
        record_id=quote.id,
        title=f"Quote {quote.number}",
        link=quote_link(quote.id),
        facts=facts(("Number", quote.number), ("Status", quote_status_label(status)), *pairs),
    )


def kind_of(org: Organisation) -> Kind:
    kind: Kind = org.kind  # type: ignore[assignment]  # the table's check keeps it to the four kinds
    return kind


def organisation_card(org: Organisation, *pairs: tuple[str, str | None]) -> CardOut:
    kind = kind_of(org)
    return CardOut(
        kind=kind, record_id=org.id, title=org.name, link=organisation_link(org.kind, org.id), facts=facts(*pairs)
    )


def project_card(project: Project, *pairs: tuple[str, str | None]) -> CardOut:
    return CardOut(
        kind="project",
        record_id=project.id,
        title=project.name,
        link=project_link(project.id),
        facts=facts(("Stage", STAGE_LABELS.get(Stage(project.stage), project.stage)), *pairs),
    )


def summary_card(kind: CardKind, record_id: int, title: str, link: str, *pairs: tuple[str, str | None]) -> CardOut:
    """Figures about a record (counts, values) shown as that record's card, so the text's numbers are in a card."""
    return CardOut(kind=kind, record_id=record_id, title=title, link=link, facts=facts(*pairs))


def quotes_card(title: str, *pairs: tuple[str, str | None]) -> CardOut:
    """Figures over quotes of every customer (a count, a sum): shown as a card opening the quotes list."""
    return CardOut(kind="quote", record_id=0, title=title, link=QUOTES_LIST, facts=facts(*pairs))


def alternative(card: CardOut, asked: str) -> CardOut:
    """A record offered in place of one we do not have, labelled so on its card (its first fact)."""
    card.facts.insert(0, FactOut(label=ALTERNATIVE, value=f"closest to {asked}"))
    return card
