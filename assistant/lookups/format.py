"""How the look-ups write values, in the text and in the cards alike, so a number in the text can be found in a card
exactly as written: money £1,234.50, dates 3 Nov 2026, quantities 12,500 bricks, percentages 21.5 %."""

from __future__ import annotations

import re
from datetime import date, datetime
from decimal import ROUND_HALF_UP, Decimal

from api.catalogue.models import UNIT_LABELS, SellingUnit, quantity_text

# A number in the user's own words (never repeated in an answer: only records' numbers are).
NUMBER = re.compile(r"\d")


def money(amount: Decimal | int) -> str:
    amount = Decimal(amount)
    sign = "-" if amount < 0 else ""
    return f"{sign}£{abs(amount):,.2f}"


def day(value: date | datetime) -> str:
    """`3 Nov 2026`. A timestamp is read as its date as stored (as the documents write it)."""
    if isinstance(value, datetime):
        value = value.date()
    return f"{value.day} {value:%b %Y}"


def unit_label(unit: str) -> str:
    try:
        return UNIT_LABELS[SellingUnit(unit)]
    except ValueError:
        return unit


def unit_price(amount: Decimal, unit: str) -> str:
    """`£675.00 per 1,000`, `£1.20 each`."""
    return f"{money(amount)} {unit_label(unit)}"


def quantity(amount: Decimal, unit: str) -> str:
    """`12,500 bricks` (counted, priced by the thousand), `40 packs`, `12.5 m²`, `1,200` (each): as every screen."""
    return quantity_text(amount, unit)


def percent(value: float | Decimal) -> str:
    """`21.5 %`: one decimal, halves rounded up."""
    return f"{Decimal(str(value)).quantize(Decimal('0.1'), rounding=ROUND_HALF_UP)} %"


def days(count: int) -> str:
    return f"{count:,} day" if count == 1 else f"{count:,} days"


def count(n: int, thing: str, plural: str | None = None) -> str:
    """`1 quote`, `3 quotes`."""
    return f"{n:,} {thing if n == 1 else (plural or thing + 's')}"


def quoted(words: str, otherwise: str) -> str:
    """The user's own words in quotes, to say what was not found; `otherwise` when they hold a number (every number
    an answer states must come from a record, and the user's words are not one)."""
    words = " ".join(words.split())
    return otherwise if not words or NUMBER.search(words) else f"“{words}”"


def listing(items: list[str]) -> str:
    """`a`, `a and b`, `a, b and c`."""
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def possessive(name: str) -> str:
    """`Acme Construction Ltd's`, `Marshalls Landscape Supplies'`."""
    return f"{name}'" if name.endswith("s") else f"{name}'s"
