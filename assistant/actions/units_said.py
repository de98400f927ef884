"""What a chat line's number counts, where the catalogue's matcher (written for pasted bills) would read it silently
otherwise (issue 14, conversations): "10 thousand red" is 10,000 bricks; "500 blocks" of a product sold by the pack
counts blocks, turned into packs (rounded up) and said so; a bare number of such a product is read as packs and said
so; "25m" of a product sold by the square metre is 25 m²; "10m" of anything else (metres? millions?) is read as the
number alone and said so, to check. Every note goes on the proposal beside its line."""

from __future__ import annotations

import re
from decimal import Decimal

from api.catalogue.models import SellingUnit
from assistant.actions.quantities import Packing, plain
from assistant.actions.schemas import DraftLineOut

# "10 thousand", "2.5 thousand", "10 thou": a number the matcher would read without its thousands.
_THOUSAND = re.compile(r"^\s*(\d[\d,]*(?:\.\d+)?)\s+(?:thousand|thou)\b", re.IGNORECASE)
# A number counting pieces: "500 blocks", "500 no", "300 x tiles", "500 wharfedale blocks" (the plural anywhere:
# a product's name says "Block").
_PIECES = re.compile(
    r"^\s*\d[\d,.]*\s*k?\s*(?:x\s+)?(?:blocks?|bricks?|tiles?|units?|pieces?|pcs|nr|no\.?)(?:\s|$)"
    r"|^\s*\d.*\b(?:blocks|bricks|tiles|pieces)\b",
    re.IGNORECASE,
)
# A number and "m" alone: "25m", "10 m" (not m2, m², mm or metres in so many words).
_M = re.compile(r"^\s*(\d[\d,.]*)\s*m(?![\w²])", re.IGNORECASE)


def written(line: str) -> str:
    """The line with "N thousand" written as the number ("10 thousand red": "10000 red")."""
    said = _THOUSAND.match(line)
    if said is None:
        return line
    number = plain(Decimal(said.group(1).replace(",", "")) * 1000)
    return f"{number}{line[said.end() :]}"


def read_as(words: str, quantity: Decimal | None, unit: str | None, packing: Packing) -> tuple[str | None, str]:
    """The unit the line's number counts (in place of the matcher's) and what to say about how it was read."""
    if quantity is None:
        return unit, ""
    target = packing.selling_unit
    if (metres := _M.match(words)) is not None:
        if target == SellingUnit.m2:
            return SellingUnit.m2.value, f"{metres.group(1)}m read as {plain(quantity):,f} m²"
        return unit, f"{metres.group(1)}m read as {plain(quantity):,f}: check it (10k is 10,000)"
    per_pack = packing.units_per_pack or 0
    if target != SellingUnit.pack or per_pack <= 1 or unit is not None:
        return unit, ""
    if _PIECES.match(words):
        return SellingUnit.each.value, ""  # counted in pieces: turned into packs, and said so
    return unit, f"{plain(quantity):,f} read as packs of {per_pack}: check it"


# Colour words: a line naming one its product lacks ("10k tradesman blue" matched to Tradesman Light) names a product
# we do not have, never the nearest one quoted in its place.
# fmt: off
COLOURS = frozenset((
    "red", "blue", "yellow", "buff", "cream", "black", "grey", "gray", "brown", "white", "green", "pink", "orange",
    "charcoal", "brindle", "heather", "anthracite", "bronze", "slate",
))
# fmt: on


def colour_lacked(words: str, name: str, colour: str) -> bool:
    """The line names a colour the matched product's name and colour do not hold."""
    own = set(re.findall(r"[a-z]+", f"{name} {colour}".lower()))
    asked = set(re.findall(r"[a-z]+", words.lower())) & COLOURS
    return bool(asked - own)


def listed(lines: list[DraftLineOut]) -> list[str]:
    """Each line as a proposal shows it: its quantity, product and how its number was read ("500 each = 7 packs")."""
    return [f"{line.shown} {line.name}" + (f" ({line.note})" if line.note else "") for line in lines]
