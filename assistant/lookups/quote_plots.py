"""A quote's plots by house type ("q8 house types", "plot breakdown on q8"): its current version's plots, grouped by
house type, read from the quote at answer time; a quote that records none says so."""

from __future__ import annotations

import re
from collections import defaultdict

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.quotes.models import QuotePlot
from assistant.lookups import format as fmt

# Words of a question asking for a quote's plots or house types ("q8 house types", "whats the plot mix on q8").
ASKED = re.compile(r"\bhouse\s*types?\b|\bhousetypes?\b|\bplots?\b|\bhouse\s+mix\b")
UNTYPED = "no house type"


def asked(terms: str) -> bool:
    return ASKED.search(terms.lower()) is not None


def plots(session: Session, version_id: int) -> tuple[str, list[tuple[str, str | None]]]:
    """A sentence naming the version's plots by house type, and the card facts holding its numbers."""
    rows = session.execute(
        select(QuotePlot.plot_number, QuotePlot.house_type)
        .where(QuotePlot.version_id == version_id)
        .order_by(QuotePlot.position, QuotePlot.id)
    ).all()
    if not rows:
        return " It records no plots or house types.", []
    by_type: dict[str, list[str]] = defaultdict(list)
    for number, house_type in rows:
        by_type[house_type.strip() or UNTYPED].append(number)
    groups = {house: f"{fmt.count(len(numbers), 'plot')}: {fmt.listing(numbers)}" for house, numbers in by_type.items()}
    said = "; ".join(f"{house} ({plotted})" for house, plotted in groups.items())
    facts: list[tuple[str, str | None]] = [("Plots", str(len(rows))), *groups.items()]
    return f" Its {fmt.count(len(rows), 'plot')} by house type: {said}.", facts
