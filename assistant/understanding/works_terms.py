"""What a works or a haulier quoted us, asked in buyers' words that name neither a supplier quote nor a request:
- a works named with a product it has priced for us and a lead time or rate asked ("how long will ibstock take on
  the staffs blue", "lead time ibstock gave on the cement", "ibstocks staffs blue rate"): its supplier quote's line,
  not the catalogue's lead time or our list price (only goods on a line of that works' quotes to us);
- the person who rang a quote in or answers for a works ("neil crowthers quote", "what did kev lister quote per
  load", "kevs price"): their organisation's supplier quotes (a haulier's "per load" is no Loose Load product).
Each a pure reading of the question plus one count or one look-up of the people named."""

from __future__ import annotations

import re

from sqlalchemy import func, or_, select
from sqlalchemy.orm import Session

from api.buying.models import SupplierQuote, SupplierQuoteLine, SupplierQuoteVersion
from assistant.understanding import contacts
from assistant.understanding.cues import STOPWORDS, Cue, plain_words
from assistant.understanding.reading import Reading
from assistant.understanding.types import Attribute, Intent

# A lead time or a rate asked of a works' goods, or what it gave or quoted for them.
TERMS = re.compile(
    r"\b(?:lead\s*times?|how\s+long|take|takes|rates?|prices?|gave|give|given|quoted?|charg\w+|come\s+back\s+at)\b"
)
# A quote or price asked of a person.
THEIR_PRICE = re.compile(r"\b(?:quotes?|quoted|prices?|priced|rates?|figures?)\b")
# The intents a works' quoted goods are misread as.
MISREAD = (Intent.product_price, Intent.product_search, Intent.record_fact, Intent.general, Intent.call_offs)


def _quoted_goods(session: Session, reading: Reading) -> bool:
    """A line of the named works' quotes to us is for the products named, or described by the product's words."""
    e = reading.entities
    own = {w for n in e.suppliers for w in plain_words(n.name)}
    goods = {w for n in e.products for w in plain_words(n.name)}
    if not any(t.text in own - goods or t.text.removesuffix("s") in own - goods for t in reading.tokens):
        return False  # the works named only by its product's own name ("northern yellow stock price")
    if e.products:  # a product named, not described ("the wienerberger hampton red": one we lack)
        if not reading.product_named:
            return False
        held = [SupplierQuoteLine.product_id.in_([p.id for p in e.products])]
    else:  # "lead time ibstock gave on the cement": goods no one product matched, as the works' lines describe them
        words = [w for w in plain_words(reading.product_words) if len(w) >= 4 and w not in STOPWORDS | own]
        held = [SupplierQuoteLine.description.ilike(f"%{w}%") for w in words]
    if not held:
        return False
    lines = (
        select(func.count())
        .select_from(SupplierQuoteLine)
        .join(SupplierQuoteVersion, SupplierQuoteVersion.id == SupplierQuoteLine.version_id)
        .join(SupplierQuote, SupplierQuote.id == SupplierQuoteVersion.supplier_quote_id)
        .where(SupplierQuote.supplier_id.in_([n.id for n in e.suppliers]), or_(*held))
    )
    return bool(session.scalar(lines))


def quoted_goods(session: Session, reading: Reading, intent: Intent, attribute: Attribute | None) -> bool:
    e = reading.entities
    if intent not in MISREAD or not e.suppliers or e.quotes or e.customers or e.companies or e.projects:
        return False
    if not (e.products or reading.product_words or reading.matches):
        return False
    if attribute != Attribute.lead_time and not TERMS.search(reading.normalised):
        return False
    return _quoted_goods(session, reading)


def persons_quote(session: Session, reading: Reading, intent: Intent) -> bool:
    """One person named, of a works or a haulier, with a quote or price asked: their organisation's supplier quotes
    (the organisation put beside the person; a haulier's products dropped)."""
    e = reading.entities
    if e.customers or e.companies or e.quotes or intent in (Intent.contact_details, Intent.product_price):
        return False  # a person's rate read as a price is parse's own (a job it describes is read with it)
    if not THEIR_PRICE.search(reading.normalised):
        return False
    people = e.contacts or contacts.find(session, reading.tokens, reading.skip, set())[0]  # "neil crowthers quote"
    if len(people) != 1:
        return False
    at = contacts.organisations_of(session, people)
    found = [(org, kind) for org, kind in at if kind in ("supplier", "other")]
    if len(found) != 1:
        return False
    org, kind = found[0]
    slot = e.suppliers if kind == "supplier" else e.others
    if all(n.id != org.id for n in slot):
        slot.append(org)
    reading.sureness["suppliers" if kind == "supplier" else "others"] = 0.85
    if kind == "other":
        e.products = []  # "what did kev lister quote per load": the haulier's loads, no Loose Load
    e.contacts = []
    return True


# "did ibstock include the offload", "is haulage included": a term of what the works quoted us.
INCLUDED = re.compile(
    r"\binclud\w*\b.*\b(?:offload\w*|moffett|crane|haulage|delivery|transport|carriage|pallets?)\b|"
    r"\b(?:offload\w*|moffett|crane|haulage|delivery|transport|carriage|pallets?)\b.*\binclud\w*\b"
)
# "any word from tarmac on the cement", "heard anything from ibstock", "any news from dales": their answer to us.
WORD_FROM = re.compile(
    r"\b(?:any\s+word|any\s+news|heard\s+(?:anything\s+|owt\s+)?(?:back\s+)?from|anything\s+back\s+from)\b"
)


def their_answer(session: Session, reading: Reading, intent: Intent) -> bool:
    """A works or haulier that has quoted us, named with what it included or with word from it asked: their
    supplier quotes (not their summary, nor the catalogue's goods)."""
    e = reading.entities
    theirs = [n.id for n in (*e.suppliers, *e.others)]
    if not theirs or e.quotes or e.customers or e.companies or e.projects or intent == Intent.supplier_quotes:
        return False
    if not (INCLUDED.search(reading.normalised) or WORD_FROM.search(reading.normalised)):
        return False
    quoted = select(func.count()).select_from(SupplierQuote).where(SupplierQuote.supplier_id.in_(theirs))
    return bool(session.scalar(quoted))


# What a question naming a request for prices or a supplier quote by number is misread as ("who came in cheapest
# for the engineering bricks on rfq1": the cheapest of a category; "staffs blue rate on sq1": our list price).
NUMBERED_MISREAD = (
    Intent.cheapest_price,
    Intent.cheapest_in_category,
    Intent.product_price,
    Intent.product_search,
    Intent.general,
    Intent.record_summary,
)


def on_a_request(reading: Reading, intent: Intent) -> bool:
    """A request for prices or a supplier quote named by number: the question is about what the works quoted on it
    (its lines, who came in cheapest), the products named only narrowing it."""
    named = any(n.startswith(("RFQ-", "SQ-")) for n in reading.numbers.found)
    if not (named and intent in NUMBERED_MISREAD):
        return False
    if Cue.cheapest in reading.cues and not reading.product_named:  # "who came in cheapest for the engineering
        reading.entities.products = []  # bricks on rfq1": over the lines it asked for, not a kind's products
    return True
