"""What a question names that we do not have, by the kind of question (issue 14, a third decline round by systematic
coverage): beside assistant.understanding.unheld's near misses, the kinds a question over two records, a count, a
fact of a product or a follow-up takes.

- One side of a comparison we do not have ("compare leicester and york handmade", "which is bigger q9 or q27",
  "pennine or bellway"): the comparison is not answered with the side we have.
- A quote number no quote has beside one that has ("q9 or q27").
- A party of a count or a sum of quotes we do not have ("how many quotes has bellway got"): not every quote.
- A product no product is, asked with a party's last quote ("what did we last quote acme for the york handmade"), a
  fact of a product ("what do we pay for the ibstock york handmade", "weight of a conbloc 215 block").
- A works we do not have that "quoted" us ("has jewson quoted for riverside"): not the job's customer quotes.
- A word wedged inside a name we have, or between it and the word for a job ("skelton *manor* estates", "the station
  road *depot* job"): another record, not the one whose words surround it.
- A follow-up to a question about something we do not have asks its own question of it ("who supplies it", "how
  many of them are open", "and the architect on it"): its own intent, still declined.

Each returns the words the question used for what we lack ("" when none); none reads the database."""

# ruff: noqa: SIM905 (word lists read better as strings)

from __future__ import annotations

import re

from assistant.understanding import products, slots
from assistant.understanding.choose import (
    ATTRIBUTE_WORDS,
    COMPARING_WORDS,
    DEALING_WORDS,
    FILTER_WORDS,
    PRODUCT_FACTS,
    ROLE_WORDS,
    SIDES,
    UNIT_WORDS,
    _compares,
    _names_record,
    _shortens,
    party_words,
    stray_words,
)
from assistant.understanding.contacts import names_person
from assistant.understanding.cues import STATUS_WORDS, STOPWORDS, Cue
from assistant.understanding.names import COMMON
from assistant.understanding.reading import Reading
from assistant.understanding.types import Attribute, Intent
from assistant.understanding.unheld import COLOURS, GENERIC, _held, _named_words, unknown_product

# "has jewson quoted", "have marley priced", "did huws gray come back": a works that priced something for us.
QUOTED_US = re.compile(
    r"\b(?:has|have|did|had)\s+((?:[a-z]+\s+){0,2}?[a-z]+)\s+(?:quoted|priced|quote|price|come\s+back|came\s+back|"
    r"sent\s+(?:a\s+|their\s+)?(?:price|prices|quote))\b"
)
# The readings a question about what a works quoted us may take before it is read so.
QUOTED_INTENTS = (
    Intent.supplier_quotes,
    Intent.project_quotes,
    Intent.last_quoted,
    Intent.quote_status,
    Intent.customer_quotes,
    Intent.record_summary,
    Intent.general,
)
JOB_WORDS = frozenset(("job", "jobs", "site", "scheme", "development", "contract", "project"))
# Intents that count or list quotes across parties: a party named in words we do not have is no filter to drop.
COUNTS = (Intent.quote_count, Intent.quote_list)
# Words of a side of a comparison that name nothing ("or something similar", "or the other one").
# Nor do the kinds of price a side may be ("cost v list").
FILLER = frozenset(
    "similar equivalent alternative alternatives other else something anything same one ones list sell selling sale "
    "buy buying bought retail rrp trade margin margins markup".split()
)
# Words a question about a side goes on with ("funton or marziale *which comes quicker*"): the side ends there.
ASKING = frozenset(
    "which whichs what whats wot wots who whos how hows where when is are does do can will would comes come".split()
)
# Words of a count that name no party ("how many quotes did we *lose*", "value of *everything* still out").
UNCOUNTED = frozenset(
    "lose lost losing win won winning everything anything something nothing everyone anyone all overall altogether "
    "together told whole lot lots after looking look sat sitting there went gone out".split()
)
SIDE_QUIET = (
    STOPWORDS | STATUS_WORDS | COMPARING_WORDS | FILTER_WORDS | UNIT_WORDS | ATTRIBUTE_WORDS | GENERIC | DEALING_WORDS
) | FILLER


def _telling(words: list[str]) -> list[str]:
    """The words of a product's name that set it apart: no stopword, description, unit or common word."""
    return [
        w
        for w in words
        if w not in SIDE_QUIET
        and w not in COMMON
        and len(w) >= 3
        and not any(c.isdigit() for c in w)  # a size or a code: codes no product has are Reading.codes_missing
        and (w in COLOURS or not products.vocabulary(w))
    ]


def missing_quote(reading: Reading) -> str:
    """A quote number the question gives that no quote has, beside quotes it names that have ("q9 or q27")."""
    return reading.quotes_missing[0] if reading.entities.quotes and reading.quotes_missing else ""


def compared_side(reading: Reading) -> str:
    """The side of a comparison that names nothing we have, in its words ("york handmade" of "compare leicester and
    york handmade"; "ib-lrs73"; "bellway" of "pennine or bellway"): a code no product has, product words no product
    matched holds, or a party's word no record holds, where another side names a record we have."""
    q = reading.normalised
    if not (_compares(q) or slots.COMPARE_CUE.search(q)):
        return ""
    if missing := missing_quote(reading):
        return missing
    sides = [_asked_of(side.split()) for side in SIDES.split(q) if side and side.strip()]
    if len(sides) < 2 or not reading.names_any():
        return ""
    held = [m.described for m in reading.matches] + [n.name for n in reading.entities.products]
    own = _named_words(reading)
    for words, best in reading.sides:  # a side's telling words not all its own best match's ("tradesman *blue*")
        if (told := _side_told(_asked_of(words.split()), own)) and not all(
            _held(w, best) or _shortens(w, set(best.lower().split())) for w in told
        ):
            return words
    parties = set(party_words(reading))
    for side in sides:
        if unfound := [w for w in side if w in reading.codes_missing]:
            return " ".join(unfound)
        telling = [w for w in _telling(side) if w not in own and not _shortens(w, own)]
        if not telling:
            continue
        matched = any(all(_held(w, name) or _shortens(w, set(name.lower().split())) for w in telling) for name in held)
        if not matched and (reading.product_named or any(w in parties for w in telling)):
            return " ".join(w for w in side if w not in SIDE_QUIET)
    return ""


def _side_told(side: list[str], own: set[str]) -> list[str]:
    """The words of a compared side that set its product apart: a colour, or a word of no description (a range's
    name), not a party's."""
    return [
        w
        for w in side
        if len(w) >= 3
        and not any(ch.isdigit() for ch in w)
        and w not in own
        and w not in ASKING
        and (w in COLOURS or (w not in SIDE_QUIET and w not in COMMON and not products.vocabulary(w)))
    ]


def _asked_of(side: list[str]) -> list[str]:
    """A side's words up to those asking about it ("marziale *which comes quicker*": "marziale")."""
    cut = next((i for i, w in enumerate(side) if i > 0 and w in ASKING), len(side))
    return side[:cut]


def compared_intent(reading: Reading, intent: Intent, lacked: str) -> Intent:
    """A comparison with a side we lack is still a comparison when its other side is a product or a quote; over
    parties ("pennine or bellway") it stays their quotes."""
    if not lacked or intent == Intent.compare:
        return intent
    e = reading.entities
    if e.products or reading.product_named or len(e.quotes) + len(reading.quotes_missing) >= 2:
        return Intent.compare
    return intent


def counted_party(reading: Reading, intent: Intent, claimed: set[str]) -> str:
    """The words naming the party of a count, sum or list of quotes that we do not have ("how many quotes has
    *bellway* got", "how many open quotes has *gemma ridley* got"): none of the question's records, no colleague."""
    if intent not in COUNTS or reading.names_any() or reading.entities.contacts:
        return ""
    quiet = JOB_WORDS | UNCOUNTED | ROLE_WORDS  # "which quotes is priya *looking after*"
    words = [w for w in party_words(reading) if w not in claimed and w not in quiet]
    return " ".join(words)


def quoted_us(reading: Reading) -> str:
    """A works we do not have that priced something for us ("has *jewson* quoted for riverside"): its words; the
    question is about what a supplier quoted us."""
    e = reading.entities
    if e.suppliers or e.others or e.customers or e.companies:
        return ""
    match = QUOTED_US.search(reading.normalised)
    if match is None:
        return ""
    parties = set(party_words(reading))
    words = [w for w in match.group(1).split() if w in parties]
    return " ".join(words)


def last_quoted_product(reading: Reading) -> str:
    """The product words of what we last quoted a party for, when no product has them ("what did we last quote acme
    for the *york handmade*")."""
    e = reading.entities
    if Cue.last_quoted not in reading.cues or not (e.customers or e.companies) or e.products or e.quotes:
        return ""
    if not re.search(r"\b(?:for|on)\b", reading.normalised):
        return ""
    own = _named_words(reading)
    words = [w for w in stray_words(reading) if w not in own and not _shortens(w, own)]
    return " ".join(words)


def product_fact(reading: Reading, attribute: Attribute | None) -> str:
    """The product words of a fact of a product asked of one we do not have ("what do we pay for the ibstock *york
    handmade*", "weight of a *conbloc* 215 block"): no product matched, and words that would name one."""
    e = reading.entities
    if attribute not in PRODUCT_FACTS or e.products or e.quotes:
        return ""
    if e.customers or e.companies or e.others or e.projects or e.contacts:
        return ""
    own = _named_words(reading)
    telling = [w for w in _telling(reading.product_words.split()) if w not in own]
    return reading.product_words if telling else ""


def wedged(reading: Reading) -> str:
    """A word wedged inside the words naming a record we have, or between them and the word for a job ("skelton
    *manor* estates", "the station road *depot* job"): another record; the words, as asked."""
    named = reading.named_tokens
    if not named:
        return ""
    tokens = reading.tokens
    own = _named_words(reading)
    stray = set(stray_words(reading))

    def held(j: int) -> bool:  # the token names the record, or is a word of its name ("skelton manor *estates*")
        return 0 <= j < len(tokens) and (j in named or tokens[j].text in own)

    for i in range(1, len(tokens) - 1):
        word = tokens[i].text
        if i in named or word not in stray or word in own or _shortens(word, own) or word in JOB_WORDS:
            continue
        run = i  # the stray words after the name, up to the word for a job ("oakwood *sports hall* job")
        while run + 1 < len(tokens) - 1 and tokens[run + 1].text in stray - own and run - i < 2:
            run += 1
        inside = i - 1 in named and held(i + 1)
        before_job = i - 1 in named and tokens[run + 1].text in JOB_WORDS
        if inside or before_job:
            start, end = i, run + 1 if before_job else i
            while held(start - 1):
                start -= 1
            while held(end + 1):
                end += 1
            return " ".join(tokens[j].text for j in range(start, end + 1))
    return ""


def other_surname(reading: Reading) -> str:
    """A person named by a contact's first name and a surname that is not theirs ("craig sutcliffe", when we have
    Craig Haigh): the two words, as a person we do not have; "" when none."""
    tokens = reading.tokens
    for person in reading.entities.contacts:
        first, _, last = person.name.lower().partition(" ")
        if not last or any(names_person(w, last) for w in reading.normalised.split()):  # "mark dison": Dyson
            continue
        for i, token in enumerate(tokens[:-1]):
            after = tokens[i + 1].text
            if token.text != first or i + 1 in reading.named_tokens or not after.isalpha() or len(after) < 3:
                continue
            if after in STOPWORDS or after in COMMON or after in ROLE_WORDS or after in ATTRIBUTE_WORDS:
                continue
            return f"{first} {after}"
    return ""


def counted(reading: Reading, previous: Intent) -> bool:
    """A count naming nothing, not even quotes ("how many are still open"), right after a party's quotes that we lack:
    a count of that party's quotes, declined as it was ("how many quotes are open" is a question of its own)."""
    parties = (Intent.customer_quotes, Intent.project_quotes, Intent.quote_count, Intent.quote_list)
    q = reading.normalised
    asks = bool(slots.COUNT_CUE.search(q)) and "quote" not in q and previous in parties
    return asks and not reading.names_any() and not party_words(reading)


def own_intent(reading: Reading, previous: Intent, attribute: Attribute | None, asked: Attribute | None) -> Intent:
    """The intent of a follow-up to a question about something we lack, where it asks one of its own: a count, a
    fact (`asked`: the fact in its own words), who supplies it; else the previous question's."""
    if asked is not None and asked != attribute:  # "how many on a pallet": the fact, not a count
        if asked in slots.CONTACT_ATTRIBUTES:
            return Intent.contact_details
        return Intent.product_price if asked == Attribute.lead_time else Intent.record_fact
    if slots.COUNT_CUE.search(reading.normalised):
        return Intent.quote_count
    if Cue.supplier in reading.cues and previous in (Intent.product_price, Intent.cheapest_price):
        return Intent.product_supplier
    return previous


def unknown(reading: Reading, intent: Intent, attribute: Attribute | None, claimed: set[str]) -> tuple[Intent, str]:
    """The intent and what the question names that we lack, by the kinds above (its intent and "" when none)."""
    if reading.codes_missing and not reading.names_any():  # "price of ib-tkb65": a code no product has
        return intent, reading.codes_missing[0]
    if lacked := compared_side(reading) or missing_quote(reading):
        return compared_intent(reading, intent, lacked), lacked
    if lacked := counted_party(reading, intent, claimed):
        return intent, lacked
    if intent in QUOTED_INTENTS and (lacked := quoted_us(reading)):
        return Intent.supplier_quotes, lacked
    if intent in (Intent.last_quoted, Intent.customer_quotes) and (lacked := last_quoted_product(reading)):
        return Intent.last_quoted, lacked
    dealing = intent in (Intent.supplier_quotes, Intent.purchase_orders, Intent.call_offs, Intent.tasks)
    if not dealing and (lacked := product_fact(reading, attribute)):  # not "supplier prices for the X job"
        return Intent.record_fact, lacked
    if _names_record(reading) and not dealing and (lacked := wedged(reading)):  # a works' job is described
        return intent, lacked
    if lacked := other_surname(reading):
        return intent, lacked
    if intent == Intent.record_summary and reading.entities.products and not _names_record(reading):
        return intent, unknown_product(reading)  # "tell me about huws gray": not a grey product
    return intent, ""
