"""Products by the quotes that hold them (assistant.understanding.quoted_products), read from the quotes' current
versions' chosen lines by SQL at answer time: what a customer usually buys (the products on most of their quotes,
then by value), who has been quoted a product (every quote holding it, with its customer), the products of a kind,
maker or name never on a quote, and the product quoted the most (on most quotes, then by value)."""

from __future__ import annotations

import re
from datetime import date
from typing import Any

from sqlalchemy import and_, exists, func, select
from sqlalchemy.orm import Session

from api.catalogue.models import Product
from api.crm import Organisation
from api.quotes.models import Quote, QuoteLine, QuoteVersion
from assistant.lookups import cards as c
from assistant.lookups import format as fmt
from assistant.lookups import selection as sel
from assistant.lookups.category import WORD_START, categories
from assistant.lookups.types import LookupResult, not_found
from assistant.understanding.types import Understanding

SHOWN = 3  # products a customer's usual buys or the most quoted name
LISTED = 12  # products never quoted that a list names; the count says how many in all


def _lines(*where: Any) -> Any:
    """Chosen lines of the quotes' current versions, with their quote and customer."""
    return (
        select(QuoteLine, Quote.number, Organisation.name)
        .join(QuoteVersion, QuoteVersion.id == QuoteLine.version_id)
        .join(Quote, and_(Quote.id == QuoteVersion.quote_id, Quote.current_version == QuoteVersion.version))
        .join(Organisation, Organisation.id == Quote.customer_id)
        .where(QuoteLine.selected.is_(True), QuoteLine.product_id.is_not(None), *where)
        .order_by(Quote.number)
    )


def answer(session: Session, understanding: Understanding, today: date) -> LookupResult:
    mode = understanding.filters.quoted_products
    if mode == "never":
        return _never(session, understanding)
    if mode == "who":
        return _who(session, understanding)
    party = sel.party(session, understanding, "Quotes")
    if party is None:
        return not_found("I couldn't find that customer.")
    return _most(session, understanding, party)


def _most(session: Session, understanding: Understanding, party: sel.Party) -> LookupResult:
    """The products on most of the party's quotes (everyone's when none is named), then by value quoted."""
    by_product: dict[int, dict[str, Any]] = {}
    wanted, _ = categories(understanding.filters.product_words)  # "which brick have we quoted the most of"
    kinds = [QuoteLine.product_id.in_(select(Product.id).where(Product.category.in_(wanted)))] if wanted else []
    for line, number, _customer in session.execute(_lines(party.where, *kinds)).all():
        got = by_product.setdefault(
            line.product_id, {"quotes": [], "value": 0, "quantity": 0, "name": line.description}
        )
        if number not in got["quotes"]:
            got["quotes"].append(number)
        got["value"] += line.line_total
        got["quantity"] += line.quantity
    if not by_product:
        return not_found(f"I found no quoted products{f' for {party.name}' if party.name else ''}.")
    ranked = sorted(by_product.items(), key=lambda kv: (-len(kv[1]["quotes"]), -kv[1]["value"]))[:SHOWN]
    products = {p.id: p for p in session.scalars(select(Product).where(Product.id.in_([k for k, _ in ranked])))}
    cards, briefs = [], []
    for product_id, got in ranked:
        quotes, value = got["quotes"], fmt.money(got["value"])
        product = products.get(product_id)
        name = product.name if product else got["name"]
        briefs.append(f"{name} (on {fmt.count(len(quotes), 'quote')}: {fmt.listing(quotes)}; {value} quoted)")
        pairs = (("Quotes", f"{len(quotes):,}"), ("Quote numbers", ", ".join(quotes)), ("Value quoted", value))
        if product is not None:
            cards.append(c.summary_card("product", product.id, product.name, c.product_link(product.id), *pairs))
    if party.card is not None:  # the customer whose quotes they are, cited beside their products
        cards.append(party.card)
    whose = f"{fmt.possessive(party.name)} quotes" if party.name else "our quotes"
    text = f"The products most often on {whose}, then by value quoted: " + "; ".join(briefs) + "."
    return LookupResult(text, cards, True, understanding.confidence)


def _who(session: Session, understanding: Understanding) -> LookupResult:
    """Every quote holding the products named, with its customer; or that none ever has."""
    said, cards = [], []
    for named in understanding.entities.products[:2]:
        rows = session.execute(_lines(QuoteLine.product_id == named.id)).all()
        product = session.get(Product, named.id)
        if product is None:
            continue
        if not rows:
            said.append(f"{product.name} has never been on a quote.")
            cards.append(c.summary_card("product", product.id, product.name, c.product_link(product.id)))
            continue
        quotes = list(dict.fromkeys(f"{number} for {customer}" for _, number, customer in rows))
        customers = list(dict.fromkeys(customer for _, _, customer in rows))
        said.append(f"{product.name} has been quoted to {fmt.listing(customers)}: {fmt.listing(quotes)}.")
        numbers = ", ".join(dict.fromkeys(number for _, number, _ in rows))
        pairs = (("Customers", ", ".join(customers)), ("Quotes", numbers))
        cards.append(c.summary_card("product", product.id, product.name, c.product_link(product.id), *pairs))
    if not said:
        return not_found("I couldn't tell which product you mean.")
    return LookupResult(" ".join(said), cards, True, understanding.confidence)


def _never(session: Session, understanding: Understanding) -> LookupResult:
    """The products of the kind, maker or name asked that no quote's chosen line holds."""
    wanted, left = categories(understanding.filters.product_words)
    makers = [n.id for n in understanding.entities.suppliers]
    left = [w for w in left if not any(w in n.name.lower().split() for n in understanding.entities.suppliers)]
    quoted = exists(select(QuoteLine.id).where(QuoteLine.product_id == Product.id))
    where: list[Any] = [~quoted]
    if wanted:
        where.append(Product.category.in_(wanted))
    if makers:
        where.append(Product.supplier_id.in_(makers))
    for word in left:  # each word starts a word of the product's name
        where.append(Product.name.op("~*")(WORD_START + re.escape(word)))
    if len(where) == 1:
        return not_found("I couldn't tell which products you mean: name a kind or a maker.")
    count = session.scalar(select(func.count()).select_from(Product).where(*where)) or 0
    products = list(session.scalars(select(Product).where(*where).order_by(Product.name).limit(LISTED)))
    asked = " ".join(understanding.filters.product_words) or "products"
    summary = c.quotes_card(f"Never quoted: {asked}", ("Products", f"{count:,}"))
    if not products:
        return LookupResult(f"Every one of those ({asked}) has been on a quote.", [summary], True, 0.8)
    cards = [summary, *(c.summary_card("product", p.id, p.name, c.product_link(p.id)) for p in products)]
    more = f" (the first {len(products)} listed)" if count > len(products) else ""
    text = f"{fmt.count(count, 'product')} of those ({asked}) never on a quote{more}: "
    return LookupResult(text + fmt.listing([p.name for p in products]) + ".", cards, True, understanding.confidence)
