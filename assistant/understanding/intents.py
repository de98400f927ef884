"""The intent of a question, from its cue words and the records it names, and how sure the reading is."""

from __future__ import annotations

import re

from assistant.understanding import products, slots
from assistant.understanding.cues import Cue
from assistant.understanding.reading import Reading
from assistant.understanding.types import Intent

# The records each intent is about: missing, the reading is less sure.
# A slot any of whose kinds will do: a company or an "other" with quotes is a party to quotes as a customer is.
EITHER: dict[str, tuple[str, ...]] = {"customers": ("customers", "companies", "others")}
NEEDS: dict[Intent, tuple[str, ...]] = {
    Intent.product_price: ("products",),
    Intent.product_supplier: ("products",),
    Intent.last_quoted: ("products",),
    Intent.customer_quotes: ("customers",),
    Intent.project_quotes: ("projects",),
    Intent.quote_status: ("quotes",),
    Intent.cheapest_price: ("products",),
    Intent.compare: ("products",),
}

# A supplier did (or has yet to) price something: "has Tarmac priced the Mastercrete yet", "did Ibstock quote the
# staffs blue", "has Forterra come back on it" (the works the subject, never "we").
SUPPLIER_DID = re.compile(
    r"\b(?:has|have|hasnt|havent)\s+(?!we\b|i\b|you\b|they\b)(?:[a-z0-9+&]+\s+){1,3}?"
    r"(?:priced|quoted|replied|answered|responded|come\s+back|got\s+back)\b|"
    r"\b(?:did|didnt)\s+(?!we\b|i\b|you\b|they\b)(?:[a-z0-9+&]+\s+){1,3}?(?:price|quote|reply|answer|respond|want|charge|say)\b|"
    # "has gareth sent his prices in", "did neil come back on the cement"
    r"\b(?:has|have|did)\s+(?!we\b|i\b|you\b|they\b)(?:[a-z0-9+&]+\s+){1,3}?(?:sent|send)\s+(?:us\s+)?"
    r"(?:his|her|their|the|its)?\s*(?:prices?|pricing|figures|quotes?)\b|"
    r"\b(?:did|didnt)\s+(?!we\b|i\b|you\b|they\b)(?:[a-z0-9+&]+\s+){1,3}?(?:come|get)\s+back\b|"
    # "lead time ibstock gave us on the staffs blue", "who gave us the dales price", "ibstocks haulage on their price"
    r"\b(?:gave|given|give|sent|quoted)\s+us\b|\bhaulage\s+on\s+(?:their|his|her|the)\b"
)

# A works' or haulier's own quote or price, by what it says or how long it holds ("notes on their quote", "when does
# ibstocks price run out", "how long is their price good for").
THEIR_QUOTE = re.compile(
    r"\b(?:on|in)\s+(?:their|his|her)\s+(?:quote|price|prices)\b|"
    r"\bprices?\s+(?:run|runs|running)\s+out\b|\bprices?\s+(?:good|valid)\s+(?:for|until|till)\b|"
    r"\bprices?\s+(?:held|hold|holding)\b"
)

# What a party paid or got a product at ("what did awc get it at", "wot did calder pay", "what did they have them for").
PAID = re.compile(
    r"\bw(?:hat|ot)\s+(?:did|do|have|has)\s+(?:\w+\s+){1,4}?(?:get|got|pay|paid|have|had)\s+"
    r"(?:(?:it|them|this|that|those)\s+)?(?:at|for)\b|\bw(?:hat|ot)\s+did\s+(?:\w+\s+){1,3}?pay\b"
)

# Intents across records that need none named (the products of "cheapest roof tile" are described, not named).
ACROSS = (Intent.cheapest_in_category, Intent.quote_count, Intent.quote_list)


def resolve(reading: Reading) -> tuple[Intent, float]:
    """The intent the cues and records say, and how sure the cue is (0..1)."""
    c, e = reading.cues, reading.entities
    organisation = bool(e.customers or e.others or e.companies)
    if (e.suppliers or e.others) and not e.products and THEIR_QUOTE.search(reading.normalised):
        return Intent.supplier_quotes, 0.85  # "did ibstock put any notes on their quote", "ibstocks price run out"
    # The kind a number gives, whether a record has it or not ("SQ-260006 status": a supplier quote we do not have).
    kinds = {n.split("-")[0] for n in [*reading.numbers.found, *(n for n, _ in reading.numbers.missing)]}
    if Cue.notes in c and not kinds:  # "any notes on rfq 1", "so2 notes": that record's own notes, read below
        return Intent.notes_search, 0.9
    if Cue.purchase_order in c:
        return Intent.purchase_orders, 0.9
    # "the po number for station parade": ours to the works, else the customer's on our quotes (for a quote: its own)
    asks_po = slots.PO_NUMBER.search(reading.normalised) is not None
    if asks_po and (e.projects or organisation) and not (e.quotes or reading.quote_numbers):
        return Intent.purchase_orders, 0.8
    if asks_po and any(n.startswith("SO-") for n in reading.numbers.found):  # "their order ref on SO-000002"
        return Intent.purchase_orders, 0.9
    if kinds == {"CO"}:  # "whats on CO-000002", "haulier on CO-000005?"
        return Intent.call_offs, 0.95
    if kinds and kinds <= {"SQ", "RFQ"}:  # "whats the haulage on SQ-000001"
        return Intent.supplier_quotes, 0.95
    if kinds == {"SO"} and Cue.call_off not in c:  # "whats on SO-000001": the order itself (on its PO's intent)
        return Intent.purchase_orders, 0.9
    if Cue.call_off in c:
        return Intent.call_offs, 0.9
    if Cue.cheapest in c:
        return Intent.cheapest_price, 0.9
    if buying := _supplier_quotes(reading):
        return Intent.supplier_quotes, buying
    if Cue.last_quoted in c and e.products:
        return Intent.last_quoted, 0.9
    if Cue.last_quoted in c and (e.projects or organisation):
        return (Intent.project_quotes if e.projects else Intent.customer_quotes), 0.8
    asks_status = Cue.quote_status in c and reading.mentions_quote and not (e.products or organisation or e.projects)
    if e.quotes or reading.quote_numbers or asks_status:
        return Intent.quote_status, 0.95 if e.quotes else 0.6
    if e.products and (e.customers or e.companies) and PAID.search(reading.normalised):
        return Intent.last_quoted, 0.8  # "cg90 1200 - what did awc get it at": what we quoted them for it
    if slots.asks_orders(reading.normalised) and not e.products:  # "calder valleys orders", "how many orders"
        return Intent.purchase_orders, 0.9
    if Cue.quote_list in c:
        if e.projects:
            return Intent.project_quotes, 0.9
        if organisation:
            return Intent.customer_quotes, 0.9
        if e.products:
            return Intent.last_quoted, 0.75
        return Intent.customer_quotes, 0.5
    if reading.mentions_quote and (e.projects or organisation) and not e.products:  # "did Pennine accept our quote?"
        return (Intent.project_quotes if e.projects else Intent.customer_quotes), 0.75
    if Cue.last_quoted in c:
        return Intent.last_quoted, 0.6
    if Cue.supplier in c:
        if e.products or e.terms:
            return Intent.product_supplier, 0.9
        if e.suppliers:
            return Intent.record_summary, 0.7
        return Intent.product_supplier, 0.6
    if Cue.price in c:
        if (e.customers or e.companies) and e.products:  # a prospect is quoted as a customer is
            return Intent.last_quoted, 0.75
        return Intent.product_price, 0.9
    if Cue.summary in c:
        return Intent.record_summary, 0.9
    if Cue.search in c:
        if e.products or e.terms or e.suppliers:
            return Intent.product_search, 0.85
        if e.projects or organisation:
            return Intent.record_summary, 0.7
        return Intent.product_search, 0.6
    # No cue: the records say it.
    if e.products and reading.product_named and (e.customers or e.companies):
        return Intent.last_quoted, 0.6
    if e.products and reading.by_code:
        return Intent.product_price, 0.8  # a code alone
    if e.products and (reading.product_named or products.vocabulary(e.terms)):
        return Intent.product_search, 0.75
    if e.projects or organisation or e.suppliers:
        return Intent.record_summary, 0.75
    if products.vocabulary(e.terms):
        return Intent.product_search, 0.4
    return Intent.general, 0.3


def _supplier_quotes(reading: Reading) -> float:
    """How sure a question asks what suppliers quoted us (0: it does not): it says so ("supplier quotes", "quoted
    us", "prices back"), or it names a supplier, no product, and a project or customer quote with "quote" or "price"
    ("what did Ibstock quote for the Riverside job", "Marshalls' price for Station Road")."""
    c, e = reading.cues, reading.entities
    if Cue.supplier_quoted in c:
        return 0.9
    if SUPPLIER_DID.search(reading.normalised):
        if e.suppliers or e.others:
            return 0.85
        if not (e.customers or e.companies or e.projects or e.quotes):
            return 0.6  # "has travis perkins priced it": a works we may not have (said so), not a product's price
    asks = reading.mentions_quote or Cue.price in c or Cue.quote_list in c or Cue.last_quoted in c
    if (e.suppliers or e.others) and not e.products and (e.projects or e.quotes) and asks:
        return 0.85
    parties = e.customers or e.companies or e.projects or e.quotes
    if (e.suppliers or e.others) and reading.mentions_quote and not (e.products or parties):
        return 0.85  # "what does ibstocks quote come to": a works' quote is theirs to us
    if e.others and not e.suppliers and Cue.price in c and units_only(reading) and not parties:
        return 0.85  # "dales rate per load": a haulier's price is what they quoted us
    return 0.0


# Words of a rate, not of a product ("dales rate *per load*": no Loose Load sand).
RATE_WORDS = frozenset(["per", "load", "loads", "rate", "rates", "drop", "drops", "delivery", "tonne", "each"])


def units_only(reading: Reading) -> bool:
    """No product named, or only by the words of a rate ("per load")."""
    return not reading.product_named or all(w in RATE_WORDS for w in reading.product_words.split())


def confidence(intent: Intent, sure: float, reading: Reading) -> float:
    """How sure the cue is, times how sure the records the intent needs are (missing ones count 0.5)."""
    if intent == Intent.general:
        return round(sure, 2)
    if intent in ACROSS:  # no record needed: as sure as the cue, and the parties it names
        given = [v for slot, v in reading.sureness.items() if slot != "products" and getattr(reading.entities, slot)]
        return round(max(0.05, min(sure * min(given, default=1.0), 0.99)), 2)
    needed = NEEDS.get(intent, ())
    if intent == Intent.compare and len(reading.entities.quotes) >= 2 and not reading.entities.products:
        needed = ("quotes",)  # quotes compared by their totals
    parts = [_sureness(reading, slot) for slot in needed]
    if intent == Intent.last_quoted:  # for a customer, when it names one
        parts += [
            reading.sureness.get(slot, 0.5) for slot in ("customers", "projects") if getattr(reading.entities, slot)
        ]
    if not needed:  # record summaries, searches, notes: the surest record found, if any
        given = [v for slot, v in reading.sureness.items() if getattr(reading.entities, slot)]
        parts = [max(given)] if given else []
    value = sure * min(parts, default=1.0)
    return round(max(0.05, min(value, 0.99)), 2)


def _sureness(reading: Reading, slot: str) -> float:
    """How sure the record in `slot` (or in a kind that stands for it) is; 0.5 when none is named."""
    given = [reading.sureness.get(kind, 0.5) for kind in EITHER.get(slot, (slot,)) if getattr(reading.entities, kind)]
    return max(given, default=0.5)
