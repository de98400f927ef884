"""A quote's margin asked beside its status ("q9 margin", "how much are we making on q10", "q9 cost total"): its
current version's goods at their sell value (ex VAT, delivery aside) against the same goods at cost, and the
difference; read from the version at answer time, every figure on the quote's card."""

from __future__ import annotations

from decimal import Decimal

from api.quotes.models import QuoteVersion
from assistant.lookups import format as fmt


def margin(version: QuoteVersion) -> tuple[str, list[tuple[str, str | None]]]:
    """A sentence giving the version's margin, and the card facts holding its numbers."""
    goods, cost = Decimal(version.subtotal), Decimal(version.cost_total)
    made = goods - cost
    share = f"{(made / goods * 100):.1f} %" if goods else None
    said = (
        f" Its goods come to {fmt.money(goods)} ex VAT against {fmt.money(cost)} at cost: a margin of {fmt.money(made)}"
    )
    said += f" ({share} of the goods, delivery aside)." if share else " (delivery aside)."
    facts: list[tuple[str, str | None]] = [
        ("Goods ex VAT", fmt.money(goods)),
        ("Goods at cost", fmt.money(cost)),
        ("Margin", fmt.money(made)),
        ("Margin %", share),
    ]
    return said, facts
