"""One fact of a product (assistant.lookups.facts): its pallet or pack quantity, weight, lead time, or cost beside
its list price and the margin."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.catalogue.models import Product
from api.crm import Organisation
from assistant.lookups import cards as c
from assistant.lookups import format as fmt
from assistant.lookups.fact_common import MAX_RECORDS, A, result
from assistant.lookups.types import LookupResult, not_found
from assistant.schemas import CardOut
from assistant.understanding.types import Attribute, Understanding

PRODUCT_FACTS = (A.pallet_quantity, A.pack_quantity, A.weight, A.cost_price, A.lead_time, A.appearance)


def _margin(product: Product) -> tuple[str, str | None]:
    margin = product.list_price - product.cost_price
    share = fmt.percent(margin * 100 / product.list_price) if product.list_price else None
    return fmt.unit_price(margin, product.selling_unit), share


def _product_fact(product: Product, supplier: str, attribute: Attribute, today: date) -> tuple[str, CardOut]:
    name, unit = product.name, product.selling_unit
    if attribute == A.cost_price:
        margin, share = _margin(product)
        cost = fmt.unit_price(product.cost_price, unit)
        card = c.product_card(product, supplier, today, ("Cost price", cost), ("Margin", margin), ("Margin %", share))
        text = (
            f"{name} costs us {cost} against a list price of {fmt.unit_price(product.list_price, unit)}: "
            f"a margin of {margin}" + (f" ({share} of the list price)." if share else ".")
        )
        return text, card
    if attribute == A.appearance:
        return _appearance(product, supplier, today)
    if attribute == A.lead_time:
        days = fmt.days(product.lead_time_days) if product.lead_time_days is not None else None
        text = f"{fmt.possessive(name)} lead time is {days}." if days else f"No lead time is recorded for {name}."
        return text, c.product_card(product, supplier, today)
    label, value, what = {
        A.pallet_quantity: ("Per pallet", product.units_per_pallet, "units per pallet"),
        A.pack_quantity: ("Per pack", product.units_per_pack, "units per pack"),
        A.weight: ("Weight", product.weight_kg, "weight"),
    }[attribute]
    if value is None:
        return f"No {what} is recorded for {name}.", c.product_card(product, supplier, today)
    shown = f"{Decimal(value).normalize():,f} kg" if attribute == A.weight else f"{value:,}"
    card = c.product_card(product, supplier, today, (label, shown))
    if attribute == A.weight:
        return f"{name} weighs {shown} per unit.", card
    return f"{name} comes {shown} to a {'pallet' if attribute == A.pallet_quantity else 'pack'}.", card


def _appearance(product: Product, supplier: str, today: date) -> tuple[str, CardOut]:
    """Its colour, texture and size, with its code."""
    sizes = [s for s in (product.length_mm, product.width_mm, product.height_mm) if s]
    size = " x ".join(str(s) for s in sizes) + " mm" if sizes else None
    told = [
        f"{label.lower()} {value}"
        for label, value in (("Colour", product.colour), ("Texture", product.texture), ("Size", size))
        if value
    ]
    said = fmt.listing(told) if told else "no colour, texture or size recorded"
    card = c.product_card(
        product, supplier, today, ("Colour", product.colour), ("Texture", product.texture), ("Size", size)
    )
    return f"{product.name} (code {product.code}): {said}.", card


def product_facts(session: Session, understanding: Understanding, today: date) -> LookupResult:
    ids = [n.id for n in understanding.entities.products[:MAX_RECORDS]]
    rows = session.execute(
        select(Product, Organisation.name)
        .join(Organisation, Organisation.id == Product.supplier_id)
        .where(Product.id.in_(ids))
    ).all()
    found = {p.id: (p, supplier) for p, supplier in rows}
    ordered = [found[i] for i in ids if i in found]
    if not ordered:
        return not_found("I couldn't tell which product you mean.")
    assert understanding.attribute is not None
    pairs = [_product_fact(p, supplier, understanding.attribute, today) for p, supplier in ordered]
    return result(understanding, [t for t, _ in pairs], [card for _, card in pairs])
