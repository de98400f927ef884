"""A quantity as a request states it ("12,000", "2 pallets") in a product's selling unit, as the quote editor's
paste does (web/src/features/quotes/lib/editor/paste.ts): a quantity without a unit counts pieces for products
sold each or per 1,000 and the product's own unit otherwise; packs and pallets round up to whole ones; a unit
that cannot be turned into the product's is kept as written, with a note to check it."""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import ROUND_CEILING, ROUND_FLOOR, Decimal

from api.catalogue.models import UNIT_LABELS, SellingUnit
from api.core.fields import MAX_QUANTITY

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
    written = _count(quantity) + (f" {_word(SellingUnit(unit), quantity)}" if unit in set(SellingUnit) else "")
    pieces = _pieces(quantity, unit, packing)
    converted = None if pieces is None else _in_unit(pieces, packing)
    if converted is None:
        return Converted(quantity, f"{written} cannot be turned into {label}: check the quantity.")
    value, rounded = converted
    if value == quantity:
        return Converted(quantity, "")
    label = "bricks" if target == SellingUnit.per_1000 else _word(SellingUnit(target), value)
    return Converted(plain(value), f"{written} = {_count(value)} {label}{' (rounded up)' if rounded else ''}")


def _word(unit: SellingUnit, quantity: Decimal) -> str:
    """A unit as a count of it reads: "2 pallets", "1 pack", "400 each", "10 thousand"."""
    if unit == SellingUnit.per_1000:
        return "thousand"
    return shown(quantity, unit.value).split(" ", 1)[1] if quantity != 1 else unit.value.replace("m2", "m\u00b2")


PLURALS = {SellingUnit.each: "each", SellingUnit.m2: "m\u00b2", SellingUnit.tonne: "tonnes"}


def shown(quantity: Decimal, unit: str) -> str:
    """A line's quantity in words: "12,500 bricks", "40 packs"."""
    if unit == SellingUnit.per_1000:
        return f"{_count(quantity)} bricks"
    return f"{_count(quantity)} {PLURALS.get(SellingUnit(unit), unit + 's')}"


PLACES = 3  # a quote's and a request's line quantity: NUMERIC(12, 3), as their forms take it (core.fields.Quantity3)


def refused(quantity: Decimal) -> str:
    """Why a line's quantity, in its selling unit, is one the quote and request forms refuse; empty when it is not."""
    if quantity <= 0:
        return "a quantity must be above 0"
    if quantity > MAX_QUANTITY:
        return f"the largest quantity a line takes is {_count(MAX_QUANTITY.to_integral_value(ROUND_FLOOR))}"
    if quantity != quantity.quantize(Decimal(1).scaleb(-PLACES), ROUND_FLOOR):
        return f"a quantity takes at most {PLACES} decimal places"
    return ""


# Quantities a chat says in words, which the catalogue's matcher (written for pasted bills) does not read: "a pallet
# of red", "two packs of blocks", "twelve thousand red multi"; "a load of" names no number (the line gets 1 and the
# note to check it, as a line without a quantity does).
NUMBER_WORDS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20, "thirty": 30, "fifty": 50,
    "a couple of": 2, "a couple": 2, "couple of": 2,
}  # fmt: skip
_UNIT_WORD = r"(?:pallets?|plts?|packs?|bags?|tonnes?|tons?|thousand|hundred|k\b)"
_SPOKEN = re.compile(
    rf"^\s*(?P<number>{'|'.join(sorted(map(re.escape, NUMBER_WORDS), key=len, reverse=True))})\s+"
    rf"(?P<rest>(?:full\s+)?{_UNIT_WORD}.*)$",
    re.IGNORECASE | re.DOTALL,
)
_LOAD = re.compile(r"^\s*(?:an?\s+)?(?:full\s+)?(?:(?:lorry|wagon|truck)\s*)?loads?\s+of\s+", re.IGNORECASE)


def spoken(line: str) -> str:
    """The line with a quantity said in words written as a number ("a pallet of red": "1 pallet of red"), and
    without "a load of", for the matcher to read."""
    line = _LOAD.sub("", line, count=1)
    said = _SPOKEN.match(line)
    if said is None:
        return line
    rest = re.sub(r"^full\s+", "", said.group("rest"), flags=re.IGNORECASE)
    return f"{NUMBER_WORDS[said.group('number').lower()]} {rest}"
