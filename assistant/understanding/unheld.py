"""A record a question asks about by name that we do not have, in the question's own words: a near miss of one we
have (another kind of organisation, another number, a person who is none of a named organisation's), a product
named that we do not have (another maker's range, a colour, finish or size the range lacks), the party of "what did
we last quote them for it" that we do not have, a colour a search's range lacks. Moved out of
assistant.understanding.choose, whose word lists and stray words it reads."""

# ruff: noqa: SIM905 (word lists read better as strings)

from __future__ import annotations

import re

from api.catalogue.service.lines import words
from api.catalogue.service.scoring import similarity
from assistant.understanding import products, roles
from assistant.understanding.choose import (
    ATTRIBUTE_WORDS,
    FILTER_WORDS,
    ROLE_WORDS,
    UNIT_WORDS,
    _names_record,
    _only_a_kind,
    _shortens,
    party_words,
    stray_words,
)
from assistant.understanding.cues import plain_words
from assistant.understanding.names import COMMON, name_words
from assistant.understanding.reading import Reading
from assistant.understanding.types import Attribute, Intent

# Words that set one product apart from another of its kind.
COLOURS = frozenset(
    "anthracite antique autumn black blue brindle bronze brown buff charcoal cream ebony gold golden graphite green "
    "grey heather ivory natural orange pink plum purple red rust sandstone silver slate tan terracotta white "
    "yellow".split()
)
# Words of a finish or make that set one product of a range apart ("tegula *rustic*"): a product named with one
# must hold it, as with a colour.
FINISHES = frozenset("rustic textured handmade wirecut riven tumbled weathered antique glazed reclaimed".split())
# Words of a description that set no product apart ("brick", "facing"): a product need not hold them.
GENERIC = frozenset("brick bricks block blocks facing common standard type general purpose".split())
# Words that say what kind of organisation a name is ("Pennine *Roofing*", "Acme *Homes*"): one of these the question
# gives beside a name that does not hold it names another organisation.
ORGANISATION_WORDS = frozenset(
    "roofing homes builders building construction constructions developments developers groundworks civils "
    "contractors contracting estates properties property housing merchants supplies landscapes landscaping "
    "scaffolding plumbing electrical joinery brickwork bricklaying partnership architects associates surveyors "
    "timber plant hire quarries quarry aggregates concrete precast".split()
)


def _named_words(reading: Reading) -> set[str]:
    e = reading.entities
    named = (*e.customers, *e.suppliers, *e.others, *e.companies, *e.projects, *e.contacts)
    return {w for n in named for w in plain_words(n.name)}


def near_miss(reading: Reading, intent: Intent, attribute: Attribute | None) -> str:
    """A record named by a near miss of one we have, in the question's words ("" when none): an organisation's words
    with a word saying another kind of organisation ("pennine *roofing*": we have Pennine Groundworks); a name's
    number given otherwise ("meadow view phase *5*": we have Phase 2); a person at a named organisation who is none of
    its contacts ("mark jenkins at forterra")."""
    e, tokens = reading.entities, reading.tokens
    own = _named_words(reading)
    named = sorted(reading.named_tokens)
    organisations = bool(e.customers or e.suppliers or e.others or e.companies)
    if organisations:
        title = set(roles.asked(stray_words(reading)).split())  # "roofing specialist at marley": a person's title
        other = [w for w in stray_words(reading) if w in ORGANISATION_WORDS and w not in own | title]
        if other:
            return " ".join([*(tokens[i].text for i in named), *other])
        if mixed := _mixed(reading):
            return " ".join(mixed)
    for project in (*e.projects, *e.customers, *e.companies, *e.suppliers, *e.others):
        pairs = re.findall(r"([a-z]+)\s+(\d+)\b", project.name.lower())
        for word, number in pairs:
            given = re.search(rf"\b{word}\s+(\d+)\b", reading.normalised)
            if given and given.group(1) != number:
                return " ".join([*(tokens[i].text for i in named), word, given.group(1)])
    people = intent == Intent.contact_details or attribute in (Attribute.phone, Attribute.email, Attribute.role)
    if people and organisations and not e.contacts:
        person = [
            w
            for w in stray_words(reading)
            if w not in ROLE_WORDS | ATTRIBUTE_WORDS
            and not roles.title_word(w)
            and w not in own
            and not _shortens(w, own)
        ]
        if person:
            return " ".join(person)
    return ""


def _mixed(reading: Reading) -> list[str]:
    """Two organisations named by neighbouring words, one of them only in part ("*aire* *valley homes*": Aire &
    Wharfe's first word, then Calder Valley Homes without its own): one name we do not have, neither of theirs. Its
    words; [] when none."""
    e = reading.entities
    given = {i: (words(reading.tokens[i].text) or [""])[0] for i in reading.named_tokens}
    parts: list[tuple[set[int], bool]] = []  # the tokens naming each, and whether they name all of it
    for n in (*e.customers, *e.companies, *e.others):
        every, distinctive = name_words(n.name)
        at = {i for i, w in given.items() if w in every}
        if at:
            parts.append((at, all(w in {given[i] for i in at} for w in distinctive)))
    for i, (one, whole) in enumerate(parts):
        for other, other_whole in parts[i + 1 :]:
            beside = max(one) + 1 == min(other) or max(other) + 1 == min(one)
            if beside and not one & other and not (whole and other_whole):
                return [reading.tokens[j].text for j in sorted(one | other)]
    return []


# A quantity said before the product ("500 conbloc 140", "60m2 driveline", "10k lbc", "20 bags of mastercrete"): no
# word of the product's; a number then a kind of product ("2100 lintel") is the product's size.
QUANTITY = re.compile(
    r"^\s*\d+(?:\.\d+)?(?:k|m2|t|kg)?\s+(?:(?:m2|sqm|tonnes?|bags?|packs?|pallets?|no|nr|x)\s+)?(?:of\s+)?(?=([a-z]\w*))"
)


def without_quantity(words: str) -> str:
    found = QUANTITY.match(words)
    if not found or products.is_kind(found.group(1)):
        return words
    return words[found.end() :]


def _held(word: str, name: str) -> bool:
    """The name holds the word, a typo or a plural of it ("reds": "Red")."""
    owns = name.lower().replace("-", " ").split()
    parts = word.split("-")
    if len(parts) > 1:  # "hi-strength": each part held
        return all(_held(part, name) for part in parts if part)
    if word in owns or any(_skeleton(word, own) for own in owns):
        return True
    return any(similarity(w, own) >= 0.78 for own in owns for w in {word, word.removesuffix("s")} if w)


def _skeleton(word: str, own: str) -> bool:
    """A word typed without its vowels, as text-speak drops them ("brwn", "tradesmn"): the same consonants in the
    same order, the same first letter, and shorter."""
    if len(word) < 4 or len(word) >= len(own) or word[0] != own[0]:
        return False
    return re.sub(r"[aeiou]", "", word) == re.sub(r"[aeiou]", "", own)


def unknown_product(reading: Reading) -> str:
    """The product words of a question naming a product we do not have: no product matched them; or the supplier
    they name makes none of the products matched; or a word of theirs that would set a product apart (a colour, or a
    word of no description: a range's name) is held by none of them ("Wienerberger Smooth *Blue* Engineering" when
    we have the Smooth Red)."""
    e = reading.entities
    if reading.by_code or not reading.product_words:
        return ""
    if not e.products:
        return " ".join(stray_words(reading))
    names = [m.described for m in reading.matches]  # a colour its record holds, though its name may not
    suppliers = {n.id for n in e.suppliers}
    other_maker = bool(suppliers) and not any(m.supplier_id in suppliers for m in reading.matches)
    said = without_quantity(reading.product_words)
    words = [w for w in said.split() if len(w) >= 3 and not w.isdigit()]
    kind = not suppliers and _only_a_kind(reading)  # "roof tile": a kind the products matched are, colours aside
    unheld = [
        w
        for w in words
        if not any(_held(w, name) for name in names)
        and not any(_held(w, s.name) for s in e.suppliers)
        and w not in FILTER_WORDS
        and w not in UNIT_WORDS
        and w not in ATTRIBUTE_WORDS
        and w not in GENERIC
        and (
            w in COLOURS
            or w in FINISHES
            or not (reading.product_named or kind)
            or not (products.vocabulary(w) or w in COMMON)
        )
    ]
    # The words that set a product apart (colours, a range's name) must all be one product's: "atlas red" is neither
    # the Atlas Blue nor a red of another range.
    telling = [
        w
        for w in words
        if (w in COLOURS or not (products.vocabulary(w) or w in COMMON))
        and w not in FILTER_WORDS | UNIT_WORDS | ATTRIBUTE_WORDS | GENERIC
        and not any(_held(w, s.name) for s in e.suppliers)
    ]
    split = len(telling) >= 2 and not any(all(_held(w, name) for w in telling) for name in names)
    split = split and not _each_whole(reading.normalised, telling, names)
    # A range the maker named does not make ("wienerberger tradesman red": Ibstock's Tradesman, not a Wienerberger red).
    ranges = [w for w in telling if w not in COLOURS]
    theirs = [m.name for m in reading.matches if m.supplier_id in suppliers]
    other_range = bool(suppliers and ranges) and not any(all(_held(w, n) for w in ranges) for n in theirs)
    # A size the product named does not come in ("catnic 1800mm" when we have the 1200mm).
    misfit = bool(reading.matches) and not any(m.sizes_fit for m in reading.matches)
    # ... nor does the range named, though another range does ("cn92 2100": the CG90 comes in 2100mm, the CN92 not).
    ranged = [m for m in reading.matches if ranges and all(_held(w, m.name) for w in ranges)]
    misfit = misfit or (bool(ranged) and not any(m.sizes_fit for m in ranged)) or _unsized(reading, ranged)
    # ... nor do the products whose own names hold every telling word, though one of another colour does ("tradesman
    # red 73mm": the Tradesman Red is 65mm; the 73mm is the Tradesman Light, light red only by its colour)
    whole = [m for m in reading.matches if telling and all(_held(w, m.name) for w in telling)]
    misfit = misfit or (bool(whole) and not any(m.sizes_fit for m in whole))
    # ... nor one red only by its recorded colour whose name gives a shade the question does not ("ibstock tradesman
    # red 73mm" matched alone to the Tradesman Light 73mm, "Light red": the Tradesman Red in a size it lacks)
    misfit = misfit or (
        bool(reading.matches) and all(_recoloured(m, telling, reading.normalised) for m in reading.matches)
    )
    if other_maker or other_range or unheld or split or misfit:
        return reading.product_words
    return ""


SHADES = frozenset(("light", "dark", "pale"))


def _recoloured(match: products.Match, telling: list[str], normalised: str) -> bool:
    """A colour asked is the product's only by its recorded colour, and its name gives a shade the question does not."""
    asked = set(normalised.split())
    by_colour = any(w in COLOURS and not _held(w, match.name) and _held(w, match.described) for w in telling)
    return by_colour and any(w in SHADES and w not in asked for w in match.name.lower().split())


def _each_whole(normalised: str, telling: list[str], names: list[str]) -> bool:
    """Two products asked for at once ("price of tradesman red and ivanhoe cream"): the question's parts either side
    of "and" each hold telling words all of one product's name, and every telling word is in such a part."""
    parts = [set(part.split()) for part in re.split(r"\s+(?:and|&|\+|plus)\s+", normalised)]
    if len(parts) < 2:
        return False
    covered: set[str] = set()
    for part in parts:
        mine = [w for w in telling if w in part]
        if mine and not any(all(_held(w, name) for w in mine) for name in names):
            return False
        covered.update(mine)
    return covered == set(telling) and sum(1 for part in parts if part & set(telling)) >= 2


def _unsized(reading: Reading, ranged: list[products.Match]) -> bool:
    """A bare length the range named is not sold in ("cn92 2100 lintel" when the CN92 comes in 1200mm and 1800mm):
    every product of the range has its length in its name, and none has the number given (at least 100)."""
    sizes = [set(re.findall(r"(\d+)\s*mm\b", m.name.lower())) for m in ranged]
    if not ranged or not all(sizes):
        return False
    given = [w for w in without_quantity(reading.product_words).split() if w.isdigit() and int(w) >= 100]
    return any(all(n not in held for held in sizes) for n in given)


def unknown_party(reading: Reading) -> str:
    """The words naming the party of a "what did we last quote them for it" whose product we have and whose party we
    do not ("tradesman red price for *persimmon*"): its stray words that are no word of the products matched nor of a
    product's description; "" when none."""
    own = {w for m in reading.matches for w in plain_words(m.name)}
    return " ".join(w for w in party_words(reading) if w not in own and not any(_held(w, o) for o in own))


def for_a_party(reading: Reading) -> bool:
    """A product's price "for" or "to" a party we do not have ("tradesman red price for *persimmon*"): what we quoted
    them, not the list price."""
    if not reading.entities.products or _names_record(reading):
        return False
    words = unknown_party(reading).split()
    return any(re.search(rf"\b(?:for|to)\s+(?:the\s+)?{re.escape(w)}\b", reading.normalised) for w in words)


def party_of_quotes(reading: Reading, claimed: set[str]) -> str:
    """The party a count or list of quotes is "for", "to" or "from" that we do not have ("how many quotes for
    *redrow*"): those quotes, not every quote; "" when the question names its party or none."""
    if reading.names_any():
        return ""
    words = [w for w in party_words(reading) if w not in claimed]
    return next((w for w in words if re.search(rf"\b(?:for|to|from|with)\s+{re.escape(w)}\b", reading.normalised)), "")


def a_makers_product_we_lack(reading: Reading) -> bool:
    """A party's quotes asked with a maker's product no product matched ("last price to acme for the ibstock
    *marziale*"): what we quoted them for a product we do not have."""
    e = reading.entities
    party = e.customers or e.companies or e.projects
    return bool(party and e.suppliers and not e.products and not e.quotes and stray_words(reading))


def unheld_colour(reading: Reading) -> str:
    """The product words of a search naming a range in a colour none of the products matched has ("keykerb
    bullnose kerb in *natural*"); "" when none. (A finish is often its description's, not its name's: "tumbled".)"""
    names = [m.name for m in reading.matches]
    asked = [w for w in reading.product_words.split() if w in COLOURS]
    unheld = [w for w in asked if not any(_held(w, name) for name in names)]
    return reading.product_words if names and unheld else ""
