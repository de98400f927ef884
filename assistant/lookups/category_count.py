"""How many products of a category we list, of a maker or a description when the question names one ("how many
engineering bricks do we sell", "how many marley roof tiles have we got", "how many catnic lintels do we list"):
every product of the category in the catalogue, whatever its status (the discontinued ones said apart), its other
words matched against the products' names, colours, textures, descriptions and makers."""

from __future__ import annotations

import re
from datetime import date

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.catalogue.models import Product, Status
from api.crm import Organisation
from assistant.lookups import cards as c
from assistant.lookups.category import EMPTY, WORD_START, categories, label
from assistant.lookups.types import LookupResult
from assistant.understanding.cues import STOPWORDS
from assistant.understanding.types import Understanding

PRODUCTS_LIST = "/products"
SHOWN = 10  # the products named in the answer (the count is of them all)
CARDS = 5
# Words of a count that say nothing about which products ("how many … do we list").
COUNT_WORDS = EMPTY | STOPWORDS | {"how", "many", "number", "count", "list", "stock", "sell", "got", "range"}


def _words(understanding: Understanding) -> list[str]:
    text = understanding.entities.terms.lower() or " ".join(n.name.lower() for n in understanding.entities.products)
    return [w for w in re.findall(r"[a-z0-9][a-z0-9/+-]*", text) if w not in COUNT_WORDS]


def counted(session: Session, understanding: Understanding, today: date) -> LookupResult | None:
    """The count, or None when the question names no category (a description's own search answers it)."""
    if understanding.filters.measure != "count":
        return None
    wanted, left = categories(_words(understanding))
    if not wanted:
        return None
    makers = [n.id for n in understanding.entities.suppliers]
    where = [Product.category.in_(wanted)]
    if makers:
        where.append(Product.supplier_id.in_(makers))
    text = func.concat(
        Product.name, " ", Product.colour, " ", Product.texture, " ", Product.description, " ", Organisation.name
    )
    for word in left:  # each word starts a word of the product's or its maker's ("marley", "red")
        where.append(text.op("~*")(WORD_START + re.escape(word)))
    rows = session.execute(
        select(Product, Organisation)
        .join(Organisation, Organisation.id == Product.supplier_id)
        .where(*where)
        .order_by(Product.name, Product.id)
    ).all()
    maker = f" from {understanding.entities.suppliers[0].name}" if len(makers) == 1 else ""
    what = label(wanted, [w for w in left if not makers])
    if not rows:
        return LookupResult(f"We list no {what}{maker}.", [], True, understanding.confidence)
    gone = sum(1 for p, _ in rows if p.status != Status.active.value)
    plural = "" if len(rows) == 1 else "s"
    text_ = f"We list {len(rows)} {what}{plural}{maker}"
    text_ += f" ({len(rows) - gone} active, {gone} discontinued)" if gone else ""
    names = [p.name for p, _ in rows[:SHOWN]]
    more = f" and {len(rows) - SHOWN} more" if len(rows) > SHOWN else ""
    text_ += f": {', '.join(names)}{more}."
    # The count and every product named, on one card opening the catalogue (the text's numbers are on it).
    count = c.summary_card(
        "product",
        0,
        f"{what.capitalize()}s{maker}",
        PRODUCTS_LIST,
        ("Listed", str(len(rows))),
        ("Active", str(len(rows) - gone)),
        ("Discontinued", str(gone) if gone else None),
        ("Products", ", ".join(names)),
        ("More", str(len(rows) - SHOWN) if more else None),
    )
    cards = [count, *(c.product_card(p, org.name, today) for p, org in rows[:CARDS])]
    return LookupResult(text_, cards, True, understanding.confidence)
