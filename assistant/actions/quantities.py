"""A quantity as a request states it ("12,000", "2 pallets") in a product's selling unit, as the quote editor's
paste does (web/src/features/quotes/lib/editor/paste.ts): a quantity without a unit counts pieces for products
sold each or per 1,000 and the product's own unit otherwise; packs and pallets round up to whole ones; a unit
that cannot be turned into the product's is kept as written, with a note to check it."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import ROUND_CEILING, Decimal

from api.catalogue.models import UNIT_LABELS, SellingUnit

THOUSAND = Decimal(1000)


@dataclass(frozen=True)
class Packing:
    selling_unit: str
    units_per_pack: int | None
    units_per_pallet: int | None


@dataclass(frozen=True)
class Converted:
    quantity: Decimal
    note: str


def plain(value: Decimal) -> Decimal:
    """Without trailing zeros, never in exponent form (10, not 1E+1)."""
    return value.quantize(Decimal(1)) if value == value.to_integral_value() else value.normalize()


def _count(value: Decimal) -> str:
    return f"{plain(value):,f}"


def _per(size: int | None, own: bool) -> Decimal | None:
    """Units in a pack (a pallet): the product's count; a product sold by it without a count is one a pack."""
    return Decimal(size) if size else (Decimal(1) if own else None)


def _pieces(quantity: Decimal, unit: str | None, packing: Packing) -> Decimal | None:
    pack = _per(packing.units_per_pack, packing.selling_unit == SellingUnit.pack)
    pallet = _per(packing.units_per_pallet, packing.selling_unit == SellingUnit.pallet)
    if unit in (None, SellingUnit.each):
        return quantity
    if unit == SellingUnit.per_1000:
        return quantity * THOUSAND
    if unit == SellingUnit.pack:
        return quantity * pack if pack else None
    if unit == SellingUnit.pallet:
        return quantity * pallet if pallet else None
    return None


def _in_unit(pieces: Decimal, packing: Packing) -> tuple[Decimal, bool] | None:
    target = packing.selling_unit
    # A line of a product sold per 1,000 counts the bricks, as a product sold each counts the pieces.
    if target in (SellingUnit.each, SellingUnit.per_1000):
        return pieces, False
    size = _per(
        packing.units_per_pack if target == SellingUnit.pack else packing.units_per_pallet,
        target in (SellingUnit.pack, SellingUnit.pallet),
    )
    if target not in (SellingUnit.pack, SellingUnit.pallet) or size is None:
        return None
    exact = pieces / size
    whole = exact.to_integral_value(ROUND_CEILING)
    return whole, whole != exact


def convert(quantity: Decimal | None, unit: str | None, packing: Packing) -> Converted:
    if quantity is None:
        return Converted(Decimal(1), "No quantity given: 1 entered, check it.")
    target = packing.selling_unit
    label = UNIT_LABELS[SellingUnit(target)]
    counted = unit == target and target != SellingUnit.per_1000
    if counted or (unit is None and target not in (SellingUnit.each, SellingUnit.per_1000)):
        return Converted(quantity, "")
    written = _count(quantity) + (f" {UNIT_LABELS[SellingUnit(unit)]}" if unit in set(SellingUnit) else "")
    pieces = _pieces(quantity, unit, packing)
    converted = None if pieces is None else _in_unit(pieces, packing)
    if converted is None:
        return Converted(quantity, f"{written} cannot be turned into {label}: check the quantity.")
    value, rounded = converted
    if value == quantity:
        return Converted(quantity, "")
    if target == SellingUnit.per_1000:
        label = "bricks"
    return Converted(plain(value), f"{written} = {_count(value)} {label}{' (rounded up)' if rounded else ''}")


PLURALS = {SellingUnit.each: "each", SellingUnit.m2: "m\u00b2", SellingUnit.tonne: "tonnes"}


def shown(quantity: Decimal, unit: str) -> str:
    """A line's quantity in words: "12,500 bricks", "40 packs"."""
    if unit == SellingUnit.per_1000:
        return f"{_count(quantity)} bricks"
    return f"{_count(quantity)} {PLURALS.get(SellingUnit(unit), unit + 's')}"
