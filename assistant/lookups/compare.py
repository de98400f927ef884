"""Comparing two or more products (which is cheaper, on each one's selling unit or per item when one is sold by
the thousand and the other each, and which is quicker), or two or more quotes (which is worth more)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from decimal import Decimal

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.catalogue.models import Product, SellingUnit
from api.crm import Organisation
from api.quotes.models import Quote, QuoteVersion
from api.quotes.service.quotes import effective_status
from assistant.lookups import cards as c
from assistant.lookups import format as fmt
from assistant.lookups import products
from assistant.lookups.selection import current
from assistant.lookups.types import LookupResult, not_found
from assistant.schemas import CardOut, FactOut
from assistant.understanding.types import Attribute, Understanding

MAX_COMPARED = 4
# Units whose prices compare per item: a thousand bricks is a thousand items.
PER_ITEM = {SellingUnit.per_1000.value: Decimal(1000), SellingUnit.each.value: Decimal(1)}
ITEM = "Price per item"

Row = tuple[Product, Organisation]


def _rows(session: Session, understanding: Understanding) -> list[Row]:
    ids = [n.id for n in understanding.entities.products[:MAX_COMPARED]]
    rows = session.execute(
        select(Product, Organisation)
        .join(Organisation, Organisation.id == Product.supplier_id)
        .where(Product.id.in_(ids))
    ).all()
    found = {p.id: (p, org) for p, org in rows}
    return [found[i] for i in ids if i in found]


def _item_price(product: Product) -> str:
    """The price of one item, to three decimals of a pound (a brick at £675.00 per 1,000 is £0.675)."""
    per = product.list_price / PER_ITEM[product.selling_unit]
    return f"£{per:,.3f} each"


def _add(card: CardOut, label: str, value: str) -> None:
    card.facts.append(FactOut(label=label, value=value))


def _prices(rows: list[Row], cards: dict[int, CardOut], today: date, cost: bool = False) -> str:
    """Which is cheaper on list price, or on what we pay (`cost`: "which costs us less", "cheaper for us to buy")."""
    if cost:
        return _costs(rows, cards)
    current = [(p, org) for p, org in rows if c.price_current(p, today)]
    stale = [p.name for p, _ in rows if not c.price_current(p, today)]
    said = ""
    if stale:
        said = f" {fmt.listing(stale)} {'has' if len(stale) == 1 else 'have'} no current price (discontinued or past "
        said += "its valid-until date)."
    if len(current) < 2:
        return said.strip()
    units = {p.selling_unit for p, _ in current}
    if len(units) == 1:
        price = {p.id: p.list_price for p, _ in current}
        shown = {p.id: fmt.unit_price(p.list_price, p.selling_unit) for p, _ in current}
    elif units <= set(PER_ITEM):
        price = {p.id: p.list_price / PER_ITEM[p.selling_unit] for p, _ in current}
        shown = {p.id: _item_price(p) for p, _ in current}
        for p, _ in current:
            _add(cards[p.id], ITEM, shown[p.id])
    else:
        listed = fmt.listing([f"{p.name} {fmt.unit_price(p.list_price, p.selling_unit)}" for p, _ in current])
        return f"They are sold in different units, so their prices do not compare directly: {listed}.{said}"

    def gap(less: Decimal, first: Product) -> str:
        return fmt.unit_price(less, first.selling_unit) if len(units) == 1 else f"£{less:,.3f} each"

    return _verdict(current, price, shown, gap, cards, LISTED) + said


@dataclass(frozen=True)
class Wording:
    """How a comparison on one kind of price says which is less."""

    less: str
    by: str  # the card's fact
    same: str
    cheapest: str
    after: str = ""  # after the cheapest's price


LISTED = Wording("is cheaper", "Cheaper by", "They cost the same", "The cheapest is")
COSTED = Wording("costs us less", "Costs us less by", "They cost us the same", "The cheapest to buy is", " cost price")


def _verdict(
    rows: list[Row],
    price: dict[int, Decimal],
    shown: dict[int, str],
    gap_of: Callable[[Decimal, Product], str],
    cards: dict[int, CardOut],
    w: Wording,
) -> str:
    """Which of the rows is least on `price` (as `shown`), by how much when there are two."""
    ranked = sorted(rows, key=lambda row: (price[row[0].id], row[0].id))
    (first, first_org), rest = ranked[0], ranked[1:]
    if all(price[p.id] == price[first.id] for p, _ in rest):
        return f"{w.same}: {shown[first.id]}."
    if len(ranked) == 2:
        other, other_org = rest[0]
        gap = gap_of(price[other.id] - price[first.id], first)
        _add(cards[first.id], w.by, gap)
        return (
            f"{first.name} ({first_org.name}) {w.less}: {shown[first.id]}{w.after} against {shown[other.id]} for "
            f"{other.name} ({other_org.name}), {gap} less."
        )
    then = fmt.listing([f"{p.name} at {shown[p.id]}" for p, _ in rest])
    return f"{w.cheapest} {first.name} ({first_org.name}) at {shown[first.id]}{w.after}; then {then}."


def _costs(rows: list[Row], cards: dict[int, CardOut]) -> str:
    """Which costs us less: the cost prices (each on its selling unit; sold in different units, they do not compare),
    each shown on its card beside the list price."""
    for p, _ in rows:
        _add(cards[p.id], "Cost price", fmt.unit_price(p.cost_price, p.selling_unit))
    if len({p.selling_unit for p, _ in rows}) > 1:
        listed = fmt.listing([f"{p.name} {fmt.unit_price(p.cost_price, p.selling_unit)}" for p, _ in rows])
        return f"They are bought in different units, so their cost prices do not compare directly: {listed}."
    price = {p.id: p.cost_price for p, _ in rows}
    shown = {p.id: fmt.unit_price(p.cost_price, p.selling_unit) for p, _ in rows}
    return _verdict(rows, price, shown, lambda less, first: fmt.unit_price(less, first.selling_unit), cards, COSTED)


def _lead_times(rows: list[Row]) -> str:
    known = [p for p, _ in rows if p.lead_time_days is not None]
    unknown = [p.name for p, _ in rows if p.lead_time_days is None]
    said = f" No lead time is recorded for {fmt.listing(unknown)}." if unknown else ""
    if len(known) < 2:
        return said.strip()
    ranked = sorted(known, key=lambda p: (p.lead_time_days or 0, p.id))
    first = ranked[0]
    if all(p.lead_time_days == first.lead_time_days for p in ranked):
        return f"Their lead times are the same: {fmt.days(first.lead_time_days or 0)}.{said}"
    if len(ranked) == 2:
        other = ranked[1]
        return (
            f"{first.name} is quicker: {fmt.days(first.lead_time_days or 0)} against "
            f"{fmt.days(other.lead_time_days or 0)}.{said}"
        )
    return f"The quickest is {first.name} at {fmt.days(first.lead_time_days or 0)}.{said}"


def _compare_products(session: Session, understanding: Understanding, today: date) -> LookupResult:
    rows = _rows(session, understanding)
    if len(rows) < 2:
        if rows:  # one product: against its equivalents
            return products.cheapest_price(session, understanding, today)
        return not_found("I couldn't tell which products to compare: name two or more.")
    if weak := products.weak_match(understanding, rows, today):
        return weak
    cards = {p.id: c.product_card(p, org.name, today) for p, org in rows}
    cost = understanding.attribute == Attribute.cost_price
    text = " ".join(part for part in (_prices(rows, cards, today, cost), _lead_times(rows)) if part)
    return LookupResult(text, [cards[p.id] for p, _ in rows], True, understanding.confidence)


def _compare_quotes(session: Session, understanding: Understanding, today: date) -> LookupResult:
    ids = [n.id for n in understanding.entities.quotes[:MAX_COMPARED]]
    rows = session.execute(
        select(Quote, QuoteVersion, Organisation.name)
        .join(QuoteVersion, current())
        .join(Organisation, Organisation.id == Quote.customer_id)
        .where(Quote.id.in_(ids))
    ).all()
    if len(rows) < 2:
        return not_found("I couldn't find the quotes to compare.")
    ranked = sorted(rows, key=lambda row: (-row[1].total, row[0].id))
    cards = [
        c.quote_card(
            quote, effective_status(quote, today), ("Customer", customer), ("Total inc VAT", fmt.money(v.total))
        )
        for quote, v, customer in ranked
    ]
    described = [
        f"{quote.number} for {customer} ({c.quote_status_label(effective_status(quote, today)).lower()}, "
        f"{fmt.money(v.total)} inc VAT)"
        for quote, v, customer in ranked
    ]
    top_version, second_version = ranked[0][1], ranked[1][1]
    if top_version.total == second_version.total and len(ranked) == 2:
        text = f"They are worth the same: {described[0]} and {described[1]}."
    elif len(ranked) == 2:
        more = fmt.money(top_version.total - second_version.total)
        _add(cards[0], "More by", more)
        text = f"{described[0]} is worth {more} more than {described[1]}."
    else:
        text = f"The largest is {described[0]}; then {fmt.listing(described[1:])}."
    return LookupResult(text, cards, True, understanding.confidence)


def compare(session: Session, understanding: Understanding, today: date) -> LookupResult:
    if len(understanding.entities.quotes) >= 2 and not understanding.entities.products:
        return _compare_quotes(session, understanding, today)
    return _compare_products(session, understanding, today)
