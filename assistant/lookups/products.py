"""Product look-ups: a product's price, unit and lead time; who supplies it; products matching a description; the
cheapest current price among the product, its equivalents and same-named products of other suppliers."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date

from sqlalchemy import select, union
from sqlalchemy.orm import Session

from api.catalogue.models import Equivalent, Product, Status
from api.crm import Organisation
from assistant.lookups import cards as c
from assistant.lookups import category_count, described, missing, quoted
from assistant.lookups import format as fmt
from assistant.lookups.types import LookupResult, not_found
from assistant.schemas import CardOut
from assistant.understanding.types import Understanding

MAX_PRODUCTS = 3  # products named in one question that are answered
SEARCH_LIMIT = 5  # products a description lists
CLOSEST = 3  # products shown when the one asked about is not recognised
MAX_ALTERNATIVES = 8  # equivalents and same-named products compared or listed
# A reading this unsure of the products named is no answer about them: they are offered as alternatives instead.
WEAK_MATCH = 0.45

Row = described.Row


def _named(session: Session, understanding: Understanding) -> list[Row]:
    """The products the question names, in its order, with their suppliers (those no longer there left out)."""
    ids = [n.id for n in understanding.entities.products[:MAX_PRODUCTS]]
    if not ids:
        return []
    rows = session.execute(
        select(Product, Organisation)
        .join(Organisation, Organisation.id == Product.supplier_id)
        .where(Product.id.in_(ids))
    ).all()
    found = {product.id: (product, org) for product, org in rows}
    return [found[i] for i in ids if i in found]


def _unknown(session: Session, understanding: Understanding, today: date) -> LookupResult:
    """No product recognised: say so, and show the closest products to the question's words (labelled
    alternatives), if any."""
    terms = " ".join(understanding.entities.terms.split())
    if not terms:
        return not_found("I couldn't tell which product you mean.")
    what = missing.as_asked(terms)
    found = described.search(session, terms, CLOSEST)
    closest = [c.alternative(c.product_card(p, org.name, today), what) for p, org in found.rows]
    called = f"a product called {what}" if what != "that" else "the product you named"
    if closest:
        names = fmt.listing([card.title for card in closest])
        text = f"I couldn't find {called}. The closest I have: {names}."
    else:
        text = f"I couldn't find {called}."
    return not_found(text, closest)


def weak_match(understanding: Understanding, rows: list[Row], today: date) -> LookupResult | None:
    """The products named on so weak a match that stating their facts would answer another product's price as if
    it were the one asked about: offered as alternatives, found=False. None when the match is good enough."""
    if not rows or understanding.confidence >= WEAK_MATCH:
        return None
    terms = " ".join(understanding.entities.terms.split())
    asked = missing.as_asked(terms) if terms else "the product you mean"
    cards = [c.alternative(c.product_card(p, org.name, today), asked) for p, org in rows]
    names = fmt.listing([card.title for card in cards])
    return not_found(f"I'm not sure we have the product you mean. The closest I have, as alternatives: {names}.", cards)


def _alternatives(session: Session, products: Sequence[Product]) -> list[Row]:
    """Equivalents of the products (either direction is stored) and products of the same name, without the products
    themselves: their ids through the equivalents' key and the name index, then the rows by id."""
    ids = [p.id for p in products]
    others = union(
        select(Equivalent.equivalent_id).where(Equivalent.product_id.in_(ids)),
        select(Product.id).where(Product.name_key.in_({p.name.lower() for p in products})),
    ).subquery()
    rows = session.execute(
        select(Product, Organisation)
        .join(Organisation, Organisation.id == Product.supplier_id)
        .where(Product.id.in_(select(others.c[0])), Product.id.not_in(ids))
        .order_by(Product.list_price, Product.id)
        .limit(MAX_ALTERNATIVES)
    ).all()
    return [(p, org) for p, org in rows]


def _price_sentence(product: Product, supplier: str, today: date) -> str:
    text = f"{product.name} ({product.code}, {supplier}) is {fmt.unit_price(product.list_price, product.selling_unit)}"
    if product.lead_time_days is not None:
        text += f", lead time {fmt.days(product.lead_time_days)}"
    if product.price_valid_until is not None:
        passed = product.price_valid_until < today
        text += f", price {'was ' if passed else ''}valid until {fmt.day(product.price_valid_until)}"
        text += " (that date has passed)" if passed else ""
    text += "."
    if product.status == Status.discontinued.value:
        text += " It is discontinued."
    return text


def product_price(session: Session, understanding: Understanding, today: date) -> LookupResult:
    rows = _named(session, understanding)
    if not rows:
        return _unknown(session, understanding, today)
    if weak := weak_match(understanding, rows, today):
        return weak
    text = " ".join(_price_sentence(p, org.name, today) for p, org in rows)
    cards = [c.product_card(p, org.name, today) for p, org in rows]
    return LookupResult(text, cards, True, understanding.confidence)


def _supplier_card(product: Product, org: Organisation, today: date) -> CardOut:
    return c.organisation_card(
        org,
        ("Product", product.name),
        ("Code", product.code),
        ("Price", fmt.unit_price(product.list_price, product.selling_unit)),
        ("Status", c.product_status(product)),
        ("Price valid until", c.valid_until(product, today)),
    )


def product_supplier(session: Session, understanding: Understanding, today: date) -> LookupResult:
    rows = _named(session, understanding)
    if not rows:
        return _unknown(session, understanding, today)
    if weak := weak_match(understanding, rows, today):
        return weak
    others = _alternatives(session, [p for p, _ in rows])
    sentences = [f"{p.name} is supplied by {org.name} (code {p.code})." for p, org in rows]
    if others:
        listed = fmt.listing([f"{p.name} from {org.name}" for p, org in others])
        sentences.append(f"Equivalents: {listed}.")
    text = " ".join(sentences)
    # The suppliers, then the product asked about (its code is stated: the answer rests on it too).
    product, org = rows[0]
    cards = [*(_supplier_card(p, o, today) for p, o in [*rows, *others]), c.product_card(product, org.name, today)]
    return LookupResult(text, cards, True, understanding.confidence)


def product_search(session: Session, understanding: Understanding, today: date) -> LookupResult:
    if (count := category_count.counted(session, understanding, today)) is not None:
        return count  # "how many engineering bricks do we sell": a category counted, not searched
    description = understanding.entities.terms or " ".join(n.name for n in understanding.entities.products)
    found = described.search(session, description, SEARCH_LIMIT)
    what = fmt.quoted(description, "your description")
    if not found.rows:
        return not_found(f"I couldn't find a product matching {what}.")
    cards = [c.product_card(p, org.name, today) for p, org in found.rows]
    listed = fmt.listing(
        [f"{p.name} ({fmt.unit_price(p.list_price, p.selling_unit)}, {org.name})" for p, org in found.rows]
    )
    if not found.good:
        return LookupResult(
            f"Nothing matches {what} closely. The closest: {listed}.", cards, False, found.confidence / 2
        )
    return LookupResult(f"Products matching {what}, best first: {listed}.", cards, True, found.confidence)


def _comparable(product: Product, rows: Sequence[Row], today: date) -> list[Row]:
    """The rows whose current price can stand against `product`'s (sold in the same unit, active, price valid),
    cheapest first."""
    found = [(p, org) for p, org in rows if p.selling_unit == product.selling_unit and c.price_current(p, today)]
    return sorted(found, key=lambda row: (row[0].list_price, row[0].id))


def _cheapest_of_several(
    session: Session, named: Sequence[Row], understanding: Understanding, today: date
) -> LookupResult | None:
    """The words matched several products ("cheapest block"): the cheapest of them and their equivalents sold in
    the first one's unit, or None when fewer than two have a current price to compare."""
    first = named[0][0]
    compared = _comparable(first, [*named, *_alternatives(session, [p for p, _ in named])], today)
    if len(compared) < 2:
        return None
    cheapest, supplier = compared[0]
    price = fmt.unit_price(cheapest.list_price, cheapest.selling_unit)
    text = (
        f"Of the {len(compared)} products that match with a current price, the cheapest is {cheapest.name} "
        f"({cheapest.code}) at {price} from {supplier.name}."
    )
    cards = [c.product_card(p, o.name, today) for p, o in compared]
    return LookupResult(text, cards, True, understanding.confidence)


def cheapest_price(session: Session, understanding: Understanding, today: date) -> LookupResult:
    named = _named(session, understanding)
    rows = named[:1]
    if not rows:
        return _unknown(session, understanding, today)
    if weak := weak_match(understanding, rows, today):
        return weak
    if len(named) >= 2 and (several := _cheapest_of_several(session, named, understanding, today)):
        return several
    product, org = rows[0]
    others = _alternatives(session, [product])
    compared = _comparable(product, [(product, org), *others], today)
    if not compared:
        cards = [c.product_card(p, o.name, today) for p, o in [(product, org), *others]]
        text = (
            f"I have no current price for {product.name}: it and its equivalents are discontinued, "
            "or their prices have passed their valid-until date."
        )
        return not_found(text, cards)
    cheapest, supplier = compared[0]
    price = fmt.unit_price(cheapest.list_price, cheapest.selling_unit)
    if cheapest.id == product.id and len(compared) == 1:
        text = (
            f"{product.name} is {price} from {supplier.name}; no equivalent with a current price in the same unit "
            "is recorded to compare it with."
        )
    elif cheapest.id == product.id:
        text = f"{product.name} is the cheapest of its equivalents at {price} from {supplier.name}."
    else:
        text = (
            f"The cheapest current price for {product.name} is {price} for {cheapest.name} "
            f"({cheapest.code}) from {supplier.name}."
        )
    if not c.price_current(product, today):
        text += f" {product.name} itself has no current price (discontinued or past its valid-until date)."
    shown = compared if (product, org) in compared else [*compared, (product, org)]  # the cheapest first
    cards = [c.product_card(p, o.name, today) for p, o in shown]
    if best := quoted.lowest_quoted(session, [p.id for p, _ in [(product, org), *others]], today):
        text += " " + best.sentence()
        cards.append(best.card())
    return LookupResult(text, cards, True, understanding.confidence)
