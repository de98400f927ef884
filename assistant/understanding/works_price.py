"""A works' own price on a product ("ibstocks price on the mastercrete", "tarmacs price on the mastercrete", "ibstock
buy price on mastercrete"): what they quoted us (their supplier quotes), not our list price. Read when the works is
named in the possessive before a price, or when a buy price is asked of goods the works does not make; only for a
works that has quoted us (one count)."""

from __future__ import annotations

import re

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.buying.models import SupplierQuote, SupplierQuoteLine, SupplierQuoteVersion
from assistant.understanding.cues import STOPWORDS, plain_words
from assistant.understanding.reading import Reading
from assistant.understanding.types import Attribute, Intent

PRICE = re.compile(r"\bprices?\b|\bprice\s+per\b|\brates?\b")


def _possessive(reading: Reading) -> bool:
    """A named works in the possessive ("ibstocks", "tarmacs") right before its price's words."""
    own = {w for n in reading.entities.suppliers for w in plain_words(n.name)}
    tokens = reading.tokens
    for i, token in enumerate(tokens[:-1]):
        if token.text.endswith("s") and token.text[:-1] in own:
            rest = " ".join(t.text for t in tokens[i + 1 : i + 4])
            if PRICE.match(rest) or rest.startswith(("buy price", "cost price", "own price")):
                return True
    return False


def _lines_hold(session: Session, ids: list[int], words: str, own: set[str]) -> bool:
    """A line of the works' quotes to us describes the goods by these words ("ibstock buy price on mastercrete": the
    Mastercrete line Ibstock priced, though Ibstock does not make it)."""
    said = [w for w in plain_words(words) if len(w) >= 4 and w not in STOPWORDS | own]
    if not said:
        return False
    described = [SupplierQuoteLine.description.ilike(f"%{w}%") for w in said]
    lines = (
        select(func.count())
        .select_from(SupplierQuoteLine)
        .join(SupplierQuoteVersion, SupplierQuoteVersion.id == SupplierQuoteLine.version_id)
        .join(SupplierQuote, SupplierQuote.id == SupplierQuoteVersion.supplier_quote_id)
        .where(SupplierQuote.supplier_id.in_(ids), *described)
    )
    return bool(session.scalar(lines))


def asked(session: Session, reading: Reading, attribute: Attribute | None) -> bool:
    e = reading.entities
    if not e.suppliers or e.quotes or e.customers or e.companies or e.projects or e.others:
        return False
    if not (e.products or reading.product_words):
        return False
    ids = [n.id for n in e.suppliers]
    others_goods = bool(reading.matches) and not any(m.supplier_id in ids for m in reading.matches)
    if attribute == Attribute.cost_price and not reading.matches and not e.products:
        own = {w for n in e.suppliers for w in plain_words(n.name)}
        others_goods = _lines_hold(session, ids, reading.product_words, own)  # goods of theirs no product matched
    if not (_possessive(reading) or (attribute == Attribute.cost_price and others_goods)):
        return False
    quoted = select(func.count()).select_from(SupplierQuote).where(SupplierQuote.supplier_id.in_(ids))
    return bool(session.scalar(quoted))


# "ibstocks haulage per load", "tarmac delivery charge": a works' haulage on what they quoted us
HAULAGE = re.compile(
    r"\b(?:haulage|delivery|transport|carriage)\s+(?:per\s+load|rates?|charges?|costs?|prices?|per\s+delivery)\b|"
    r"\bcharg(?:e|es|ed|ing)\s+(?:us\s+)?(?:for\s+)?(?:the\s+)?(?:haulage|delivery|transport|carriage)\b"
)


def haulage(reading: Reading) -> bool:
    """A works named with its haulage asked: what they quoted us for it. A haulier only "Haulage" of its name named
    (Dales Haulage, by the charge's word) is dropped."""
    e = reading.entities
    if not e.suppliers or e.products or e.quotes or not HAULAGE.search(reading.normalised):
        return False
    given = {t.text for t in reading.tokens}
    e.others = [n for n in e.others if (set(plain_words(n.name)) - {"haulage", "transport"}) & given]
    return True


THEIR_QUOTE = re.compile(r"\b(?:quote|quotes|quoted|sq|price|prices|priced|pricing)\b")


def loads_quoted(reading: Reading, intent: Intent) -> bool:
    """Loads asked of a works' or a haulier's quote ("how many loads on the dales quote"): their quotes to us, not
    the call-offs they haul."""
    e = reading.entities
    theirs = (e.suppliers or e.others) and not (e.customers or e.companies or e.projects or e.quotes)
    return bool(intent == Intent.call_offs and theirs and THEIR_QUOTE.search(reading.normalised))
