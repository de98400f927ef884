"""What one question gives on its own: its cue words and the records it names.

1. The question is normalised and its cue words found (assistant.understanding.cues).
2. Records named exactly: quote numbers, product codes, project references, account numbers (one statement,
   assistant.understanding.exact).
3. Organisations and projects named, typos tolerated (one statement through the trigram indexes,
   assistant.understanding.names).
4. Products named or described, through the catalogue's name matching, on the words left (a few statements,
   assistant.understanding.products).
5. What is left to search for: the terms."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.crm import Organisation
from assistant.understanding import contacts, cues, exact, initials, names, numbers, products, quote_line
from assistant.understanding.cues import FUNCTION_WORDS, STATUS_WORDS, STOPWORDS, Cue, Cues, Token
from assistant.understanding.types import Entities, Named

KEEP = 3
ORG_SLOTS = {"customer": "customers", "supplier": "suppliers", "other": "others", "company": "companies"}
RECORD_SLOTS = ("customers", "suppliers", "projects", "others", "companies")


@dataclass
class Reading:
    """What one question gives, before a previous question is taken into account."""

    cues: Cues
    entities: Entities
    # How sure each kind of record is (0..1), by slot.
    sureness: dict[str, float] = field(default_factory=dict)
    product_named: bool = False  # a code, or the words name one product rather than describe products
    by_code: bool = False  # products named by their code
    words: int = 0  # the question's words that are neither cue nor stopword
    mentions_quote: bool = False  # says "quote" (one, not a list)
    quote_numbers: bool = False  # gives a quote number, whether a quote has it or not
    normalised: str = ""  # the question as assistant.understanding.cues.normalise writes it
    tokens: list[Token] = field(default_factory=list)
    skip: set[int] = field(default_factory=set)  # the tokens that are cue words, stopwords or named records
    matches: list[products.Match] = field(default_factory=list)  # the products the words matched, best first
    product_words: str = ""  # the words looked up among the products
    sides_found: bool = False  # a comparison whose every side matched a product of its own
    # A comparison's sides: each side's words and the product its best match is (its name with its colour).
    sides: list[tuple[str, str]] = field(default_factory=list)
    named_tokens: set[int] = field(default_factory=set)  # the tokens that named organisations and projects
    numbers: numbers.Numbers = field(default_factory=numbers.Numbers)  # buying and delivering records' numbers
    quotes_missing: list[str] = field(default_factory=list)  # quote numbers given that no quote has
    codes_missing: list[str] = field(default_factory=list)  # product codes given that no product has ("ib-lrs73")

    def names_any(self) -> bool:
        e = self.entities
        return any((e.products, e.quotes, *(getattr(e, slot) for slot in RECORD_SLOTS)))


def _named(rows: Sequence[tuple[int, str]]) -> list[Named]:
    seen: dict[int, Named] = {}
    for row_id, name in rows:
        seen.setdefault(row_id, Named(row_id, name))
    return list(seen.values())[:KEEP]


def read(session: Session, question: str) -> Reading:
    """The cues and records of `question` alone."""
    normalised = cues.normalise(question, lambda words: contacts.named_exactly(session, words))
    tokens = cues.tokens(normalised)
    found = cues.find(normalised)
    given = numbers.find(session, normalised)
    blanked = numbers.blank(normalised, given.spans)  # "po 260001" is no quote's bare number
    exactly = exact.find(session, blanked, [t for t in tokens if not numbers.inside(t, given.spans)])
    exactly.spans.extend(given.spans)  # the numbers' tokens are neither names, products nor terms
    reading = Reading(found, Entities(), normalised=normalised, tokens=tokens, numbers=given)
    reading.codes_missing = [t.text for t in tokens if exact.unmatched_code(t, exactly, given.spans)]
    reading.mentions_quote = any(t.text in ("quote", "quotation") for t in tokens)
    _exact_records(reading, exactly)
    _their_po(reading, given)

    skip = {i for i, t in enumerate(tokens) if t.text in STOPWORDS or exactly.covers(t) or found.covers(t)}
    capitalised = frozenset(w.lower() for w in re.findall(r"\b[A-Z][\w-]*", question))
    claimed, supplier_kept, supplier_rest = _named_records(reading, names.find(session, tokens, skip, capitalised))
    if not any(getattr(reading.entities, slot) for slot in RECORD_SLOTS):
        claimed |= _initials(session, reading, skip | supplier_kept | supplier_rest)
    reading.skip = skip | claimed | supplier_rest
    reading.named_tokens = claimed | supplier_kept | supplier_rest

    # The words left: a product's name or description, or what to search for.
    quiet = {i for i, t in enumerate(tokens) if t.text in FUNCTION_WORDS or exactly.covers(t)}
    loud = {i for i, t in enumerate(tokens) if found.covers(t) and t.text not in STATUS_WORDS}
    left = [i for i in range(len(tokens)) if i not in quiet | loud | claimed | supplier_rest]
    reading.words = len([i for i in left if i not in supplier_kept and tokens[i].text not in STOPWORDS])
    if not reading.entities.products:
        _products(session, reading, " ".join(tokens[i].text for i in left if tokens[i].text not in STOPWORDS))
    elif exactly.found.get("product"):
        _by_code(reading, exactly.found["product"])
    terms = " ".join(
        tokens[i].text for i in left if i not in supplier_kept and tokens[i].text not in STOPWORDS - STATUS_WORDS
    )
    if Cue.notes in found:
        terms = _notes_terms(reading, tokens, exactly, claimed | supplier_kept | supplier_rest)
    reading.entities.terms = " ".join(w for w in (reading.entities.terms, terms) if w)
    return reading


def _their_po(reading: Reading, given: numbers.Numbers) -> None:
    """A customer's own PO number names the order it is on, else the quote ("CVH-PO-2417": Q-000009)."""
    orders = [number for kind, _, number in given.theirs if kind == "order"]
    if orders:
        given.found.extend(n for n in orders if n not in given.found)
        return
    quotes = [Named(row_id, number) for kind, row_id, number in given.theirs if kind == "quote"]
    if quotes and not reading.entities.quotes:
        reading.entities.quotes = quotes[:KEEP]
        reading.sureness["quotes"] = 1.0


def _exact_records(reading: Reading, exactly: exact.Exact) -> None:
    """Quotes by number (a number no quote has is kept in the terms, for the look-up to say so), products by code,
    projects by reference, organisations by account number."""
    e = reading.entities
    reading.quote_numbers = bool(exactly.numbers)
    if exactly.numbers:
        quotes = exactly.found.get("quote", [])
        reading.quotes_missing = [n for n in exactly.numbers if n not in {name for _, name, _ in quotes}]
        e.quotes = _named([(row_id, name) for row_id, name, _ in quotes])
        reading.sureness["quotes"] = 1.0 if quotes else 0.4
        if not quotes:
            e.terms = " ".join(exactly.numbers)
    for source, rows in exactly.found.items():
        if source == "quote":
            continue
        slot = "products" if source == "product" else "projects" if source == "project" else ORG_SLOTS[source]
        getattr(e, slot).extend(Named(row_id, name) for row_id, name, _ in rows)
        reading.sureness[slot] = 1.0
    reading.by_code = bool(e.products)


def _named_records(reading: Reading, records: Sequence[names.Found]) -> tuple[set[int], set[int], set[int]]:
    """The organisations and projects named, best first (at most KEEP a kind, less sure when more than one), and
    the tokens that named them: those of customers, projects and the rest; the distinctive words of suppliers'
    names (products are looked up with them: "Ibstock Cheshire Red Multi"); the other words of suppliers' names."""
    e = reading.entities
    claimed: set[int] = set()
    supplier_kept: set[int] = set()
    supplier_rest: set[int] = set()
    for record in records:
        slot = "projects" if record.source == "project" else ORG_SLOTS[record.source]
        if any(n.id == record.id for n in getattr(e, slot)):
            continue
        getattr(e, slot).append(Named(record.id, record.name))
        reading.sureness.setdefault(slot, 0.95 if record.exact else 0.85 if record.share >= 0.999 else 0.65)
        if slot == "suppliers":
            supplier_kept |= record.tokens
            supplier_rest |= record.claimed - record.tokens
        else:
            claimed |= record.claimed
    for slot in RECORD_SLOTS:
        setattr(e, slot, getattr(e, slot)[:KEEP])
        if len(getattr(e, slot)) > 1:
            reading.sureness[slot] = reading.sureness.get(slot, 0.7) * 0.8
    return claimed, supplier_kept, supplier_rest


def _initials(session: Session, reading: Reading, skip: set[int]) -> set[int]:
    """Organisations called by their initials or account code ("AWC"): added, and the tokens that named them."""
    claimed: set[int] = set()
    for index, kind, row_id, name in initials.find(session, reading.tokens, skip):
        slot = ORG_SLOTS[kind]
        getattr(reading.entities, slot).append(Named(row_id, name))
        reading.sureness.setdefault(slot, 0.85)
        claimed.add(index)
    return claimed


def _notes_terms(reading: Reading, tokens: list[Token], exactly: exact.Exact, named: set[int]) -> str:
    """What the notes should say. Notes *mentioning* a record hold its name ("notes mentioning Wienerberger being
    cheaper": the words, not notes on Wienerberger); notes *about* or *on* a record are on it (the record, and the
    words besides its name)."""
    mentioning = any(t.text.startswith("mention") for t in tokens)
    if mentioning:
        for slot in RECORD_SLOTS:
            setattr(reading.entities, slot, [])
    cue = (Cue.notes, Cue.follow_up)
    return " ".join(
        t.text
        for i, t in enumerate(tokens)
        if not reading.cues.covers(t, *cue)
        and t.text not in FUNCTION_WORDS
        and not exactly.covers(t)
        and (mentioning or i not in named)
    )


def _wants_products(reading: Reading) -> bool:
    c, e = reading.cues, reading.entities
    records = bool(e.customers or e.projects or e.others or e.companies)
    kept = quote_line.KEEPS_PRODUCT.search(reading.normalised)  # "what did we sell ivanhoe cream at on q1"
    if Cue.notes in c or (e.quotes and Cue.price not in c and not kept):
        return False
    if Cue.last_quoted in c:  # "what did we last quote Acme for …"
        return True
    return not ((Cue.quote_list in c or Cue.summary in c) and records)


def _by_code(reading: Reading, rows: Sequence[tuple[int, str, int | None]]) -> None:
    """Products named by code, narrowed to the suppliers the question names when it names one of theirs."""
    e = reading.entities
    suppliers = {n.id for n in e.suppliers}
    within = [(row_id, name) for row_id, name, supplier_id in rows if supplier_id in suppliers]
    e.products = _named(within or [(row_id, name) for row_id, name, _ in rows])
    reading.product_named = True
    if len(e.products) > 1:
        reading.sureness["products"] = 0.75


def _products(session: Session, reading: Reading, words: str) -> None:
    e = reading.entities
    if not words or not _wants_products(reading):
        return
    found = products.find(session, words)
    _add_suppliers(session, e, found.supplier_ids)
    reading.product_words = words
    if found.only_suppliers or not found.matches:
        return
    reading.matches = list(found.matches)
    e.products = [Named(m.id, m.name) for m in found.matches]
    reading.product_named = found.named
    sure = min(found.best, 1.0) if found.named else 0.6
    reading.sureness["products"] = sure * (0.85 if len(found.matches) > 1 and found.named else 1.0)


def _add_suppliers(session: Session, e: Entities, ids: frozenset[int]) -> None:
    """Suppliers the catalogue's matching recognised in the words ("Ibstok") that the names did not."""
    missing = sorted(ids - {n.id for n in e.suppliers})
    if not missing or len(e.suppliers) >= KEEP:
        return
    rows = session.execute(select(Organisation.id, Organisation.name).where(Organisation.id.in_(missing))).all()
    e.suppliers = (e.suppliers + [Named(row.id, row.name) for row in rows])[:KEEP]
