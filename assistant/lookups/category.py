"""The cheapest current product of a category or a description ("cheapest engineering brick", "cheapest red
facing brick", "cheapest block paver"): every product of the category with a current price (active, not past its
valid-until date), its other words matched against the products' names, colours and descriptions, cheapest first.
Not only a product's own equivalents: the whole catalogue."""

from __future__ import annotations

import re
from collections import Counter
from datetime import date

from sqlalchemy import func, or_, select
from sqlalchemy.orm import Session

from api.catalogue.models import CATEGORY_BY_LABEL, CATEGORY_LABELS, Category, Product, Status, value_of
from api.crm import Organisation
from assistant.lookups import cards as c
from assistant.lookups import described
from assistant.lookups import format as fmt
from assistant.lookups.types import LookupResult, not_found
from assistant.understanding.types import Understanding

SHOWN = 4  # the cheapest and the next ones
CANDIDATES = 200
BRICKS = (Category.facing_brick.value, Category.engineering_brick.value, Category.common.value)
# Words of a description that say nothing about which products (the reader leaves some in the terms).
EMPTY = {
    "cheapest", "cheap", "cheaper", "lowest", "price", "prices", "priced", "cost", "costs", "best", "what", "whats",
    "which", "is", "the", "a", "an", "of", "for", "our", "we", "have", "do", "any", "in", "current", "currently",
    "one", "ones", "get", "can", "i", "me", "you", "there", "are", "to", "on", "with", "range", "most", "expensive",
    "dearest", "priciest", "highest", "top",
}  # fmt: skip
GENERIC = {"brick", "bricks"}
WORD_START = r"\m"  # PostgreSQL's regular expressions: the start of a word


def categories(words: list[str]) -> tuple[list[str], list[str]]:
    """The categories the words name (two words before one: "engineering brick", "roof tile") and the words left."""
    found: list[str] = []
    left: list[str] = []
    i = 0
    while i < len(words):
        pair = " ".join(words[i : i + 2]) if i + 1 < len(words) else ""
        if pair and (value := value_of(CATEGORY_BY_LABEL, pair)) and value != Category.other.value:
            found.append(value)
            i += 2
            continue
        value = value_of(CATEGORY_BY_LABEL, words[i])
        head = value_of(CATEGORY_BY_LABEL, words[i + 1]) if i + 1 < len(words) else None
        if value and head and head != Category.other.value and head != value:
            value = None  # a category's word before another's describes it: "block paving" is paving
        if value and value != Category.other.value:
            found.append(value)
        elif words[i] in GENERIC:
            if not any(f in BRICKS for f in found):
                found.extend(BRICKS)
        else:
            left.append(words[i])
        i += 1
    said = {w for f in found for w in CATEGORY_LABELS[Category(f)].lower().split()}  # "tile for a roof": roof tiles
    return list(dict.fromkeys(found)), [w for w in left if w not in said and w.rstrip("s") not in said]


def _words(understanding: Understanding) -> list[str]:
    text = understanding.entities.terms.lower()
    return [w for w in "".join(ch if ch.isalnum() or ch in "-/" else " " for ch in text).split() if w not in EMPTY]


def _matching(
    session: Session,
    wanted: list[str],
    words: list[str],
    today: date,
    dearest: bool = False,
    makers: list[int] | None = None,
) -> list[tuple[Product, Organisation]]:
    """Products of these categories with a current price, holding every word, cheapest (or dearest) first (of these
    makers')."""
    where = [
        Product.status == Status.active.value,
        or_(Product.price_valid_until.is_(None), Product.price_valid_until >= today),
    ]
    if wanted:
        where.append(Product.category.in_(wanted))
    if makers:  # "whats their cheapest brick" after a supplier: theirs
        where.append(Product.supplier_id.in_(makers))
    text = func.concat(Product.name, " ", Product.colour, " ", Product.texture, " ", Product.description)
    for word in words:  # each word starts a word of the product's ("red" in "Red multi", not in "hundred")
        where.append(text.op("~*")(WORD_START + re.sub(r"([^0-9A-Za-z])", r"\\\1", word)))
    rows = session.execute(
        select(Product, Organisation)
        .join(Organisation, Organisation.id == Product.supplier_id)
        .where(*where)
        .order_by(Product.list_price.desc() if dearest else Product.list_price, Product.id)
        .limit(CANDIDATES)
    ).all()
    return [(p, org) for p, org in rows]


def _one_unit(rows: list[tuple[Product, Organisation]], asked: str = "") -> list[tuple[Product, Organisation]]:
    """Only prices in one unit compare: those of the unit asked in ("per tonne") when any is sold in it, else of the
    unit most of the products are sold in."""
    if not rows:
        return rows
    if any(p.selling_unit == asked for p, _ in rows):
        return [(p, org) for p, org in rows if p.selling_unit == asked]
    unit = Counter(p.selling_unit for p, _ in rows).most_common(1)[0][0]
    return [(p, org) for p, org in rows if p.selling_unit == unit]


def label(wanted: list[str], words: list[str]) -> str:
    if set(wanted) == set(BRICKS):
        kind = "brick"
    elif wanted:
        kind = " or ".join(CATEGORY_LABELS[Category(w)].lower() for w in wanted)
    else:
        kind = "product"
    shown = [w for w in words if not fmt.NUMBER.search(w)]
    return " ".join([*shown, kind])


def cheapest_in_category(session: Session, understanding: Understanding, today: date) -> LookupResult:
    words = _words(understanding)
    wanted, left = categories(words)
    if not wanted and understanding.entities.products:  # the products named say the category
        ids = [n.id for n in understanding.entities.products]
        wanted = list(dict.fromkeys(session.scalars(select(Product.category).where(Product.id.in_(ids)))))
    confidence = understanding.confidence
    dearest = understanding.filters.dearest
    makers = [n.id for n in understanding.entities.suppliers]
    if wanted:
        rows = _matching(session, wanted, left, today, dearest, makers)
    else:  # a description only: the products it finds, priced
        found = described.search(session, " ".join(left), 10)
        rows = [(p, org) for p, org in found.rows if c.price_current(p, today)]
        rows.sort(key=lambda row: (-row[0].list_price if dearest else row[0].list_price, row[0].id))
        confidence = min(confidence, found.confidence)
    what = label(wanted, left)
    if makers and wanted:
        what += f" from {fmt.listing([n.name for n in understanding.entities.suppliers])}"
    rows = _one_unit(rows, understanding.filters.unit)
    if not rows:
        if left and wanted:  # nothing of that description: the cheapest of the category, as alternatives
            closest = _one_unit(_matching(session, wanted, [], today, makers=makers))[:SHOWN]
            asked = f"“{what}”"
            cards = [c.alternative(c.product_card(p, org.name, today), asked) for p, org in closest]
            text = f"I have no {what} with a current price."
            if cards:
                text += f" The cheapest of the category, as alternatives: {fmt.listing([k.title for k in cards])}."
            return not_found(text, cards)
        return not_found(
            f"I have no {what} with a current price."
            if wanted or left
            else "I couldn't tell which products you mean: name a category or describe them."
        )
    shown = rows[:SHOWN]
    cards = [c.product_card(p, org.name, today) for p, org in shown]
    first, org = shown[0]
    text = (
        f"The {'dearest' if dearest else 'cheapest'} {what} with a current price is {first.name} "
        f"({first.code}, {org.name}) at "
        f"{fmt.unit_price(first.list_price, first.selling_unit)}."
    )
    if len(shown) > 1:
        then = [f"{p.name} at {fmt.unit_price(p.list_price, p.selling_unit)}" for p, _ in shown[1:]]
        text += f" Next: {fmt.listing(then)}."
    return LookupResult(text, cards, True, confidence)
