"""Products a question names or describes ("Tradesman Red", "Ibstock Tradesman", "red multi facing brick 65mm"),
through the catalogue's own name matching (api.catalogue.service: the line's words and sizes, the suppliers it
names, candidates from the trigram index in a few statements, each scored as a pasted line is)."""

# ruff: noqa: SIM905 (word lists read better as strings)

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from sqlalchemy import text
from sqlalchemy.orm import Session

from api.catalogue.models import Status
from api.catalogue.service import candidates, named_suppliers, search_stats
from api.catalogue.service.lines import Line, dimensions, parse
from api.catalogue.service.scoring import (
    CATEGORY_WORDS,
    KIND_WORDS,
    MIN_SCORE,
    TRADE_WORDS,
    Features,
    Query,
    score,
    similarity,
    sizes_match,
    weight,
)
from api.crm.service.search import escape_like

KEEP = 3
PRUNE_FROM = 3  # distinctive words a question gives before those no product holds are taken for its own
# Whether some product holds word {n}, written with the word itself (a correlated probe reads the whole table). Not
# `EXISTS`: with it, the planner reads the table hoping to meet a match early, and an absent word matches nothing; a
# count of at most PRESENT_ROWS matches is looked up in the trigram index.
PRESENT_ROWS = 1000
PRESENT = (
    "(SELECT CAST(:w{n} AS text) WHERE (SELECT count(*) FROM (SELECT 1 FROM products "
    f"WHERE search_text LIKE :p{{n}} ESCAPE '\\' LIMIT {PRESENT_ROWS}) AS s) > 0)"
)
CLOSE = 0.85  # a product scoring at least this share of the best one is as likely meant
NAMED = 0.8  # from this score, the question names the product rather than describing products like it
# pg_trgm word similarity from which a misspelt word may be a product's ("marzale": Marziale, 0.55), as names are
# looked up (assistant.understanding.names); the scoring's own typo floor (TYPO) still decides.
WORD_SIMILARITY = 0.5
# A number opening the words, then a word: a quantity before the product ("500 conbloc 140"), unless the word is a
# kind of product ("a 2100 lintel": a size).
LEADING = re.compile(r"\s*\d+(?:\.\d+)?\s+([a-z][\w/+-]*)")
TYPO = 0.78  # the least similarity of a word to a product's word for the product to hold it (as scoring counts it)


@dataclass
class Match:
    id: int
    name: str
    supplier_id: int
    score: float
    code: str
    sizes_fit: bool = True  # every size the words give (140mm) is one of the product's
    colour: str = ""  # its colour as the catalogue records it ("Charcoal"), which its name may not say

    @property
    def described(self) -> str:
        """Its name with its colour: a question may name it in its colour ("anglia in charcoal"). (Not its texture:
        "smooth" is also a range's name, Wienerberger's Smooth Red, and a Forterra red is no "forterra smooth red".)"""
        return f"{self.name} {self.colour}".strip()


@dataclass
class Products:
    """The best matches (at most KEEP, best first), the suppliers the words named, and whether the words read as a
    product's name rather than a description."""

    matches: list[Match]
    supplier_ids: frozenset[int]
    supplier_words: frozenset[str]
    named: bool
    only_suppliers: bool = False  # the words named suppliers and nothing else: their products, unranked

    @property
    def best(self) -> float:
        return self.matches[0].score if self.matches else 0.0


# Words that say a question is about products even when no product matches them.
PRODUCT_WORDS = (
    TRADE_WORDS
    | KIND_WORDS
    | frozenset(CATEGORY_WORDS)
    | frozenset("brick pantile membrane aggregate sub base kerb flag coping padstone geotextile".split())
)


def vocabulary(words: str) -> bool:
    """The words describe a product: a size, or a word of the trade's vocabulary (colours, kinds, finishes)."""
    line = parse(words)
    return bool(line.dims) or any(w in PRODUCT_WORDS for w in line.words)


def describes(line: Line) -> bool:
    """Words worth looking up among the products: a size, or a word that is not only a number."""
    return bool(line.dims) or any(not w.isdigit() for w in line.words)


def _ranked(query: Query, ids: Iterable[int], offers: dict[int, Features]) -> list[tuple[Features, float]]:
    scored = [(offers[i], score(query, offers[i])) for i in ids if i in offers]
    good = [(offer, s) for offer, s in scored if s >= MIN_SCORE]
    good.sort(
        key=lambda pair: (
            -pair[1],
            pair[0].product.status != Status.active.value,
            pair[0].product.name.lower(),
            pair[0].product.id,
        )
    )
    return good


def find(session: Session, words: str, suppliers: named_suppliers.Suppliers | None = None) -> Products:
    """The products `words` (what is left of a question) name or describe. When they match nothing well and give
    PRUNE_FROM distinctive words or more, the words no product holds ("manager", "remind": the question's own) are
    dropped and the rest matched again."""
    line = parse(words)
    if not describes(line):
        return Products([], frozenset(), frozenset(), False)
    suppliers = suppliers or named_suppliers.load(session, ())
    supplier_ids, named_by = suppliers.named(line.words)
    plan = candidates.plan(0, Query.of(line, supplier_ids), named_by, ())
    if not plan.words:
        return Products([], supplier_ids, named_by, False, only_suppliers=bool(supplier_ids))
    given = sum(plan.query.weights.values())
    found = _matched(session, line, suppliers, supplier_ids, named_by, given)
    if found.best >= NAMED or len([w for w in plan.words if weight(w) >= 0.7]) < PRUNE_FROM:
        return found
    absent = set(plan.words) - present(session, plan.words)
    if not absent or absent == set(plan.words):
        return found
    pruned = replace(line, words=tuple(w for w in line.words if w not in absent))
    again = _matched(session, pruned, suppliers, supplier_ids, named_by, given)
    return again if again.best > found.best else found


def _matched(
    session: Session,
    line: Line,
    suppliers: named_suppliers.Suppliers,
    supplier_ids: frozenset[int],
    named_by: frozenset[str],
    given: float,
) -> Products:
    """The catalogue's candidates for the line, scored without the words none of them holds; `given`: the weight of
    the question's words, against which the words matched make the scores less sure."""
    query = Query.of(line, supplier_ids)
    found, offers = candidates.find(session, [candidates.plan(0, query, named_by, ())], suppliers, WORD_SIMILARITY)
    pool = [offers[i] for i in found.get(0, ()) if i in offers]
    # A question's words no candidate holds ("take", "arrive", "usually") are the question's, not the product's.
    foreign = [w for w in query.weights if not any(_holds(query, offer, w) for offer in pool)]
    if foreign and len(foreign) < len(query.weights):
        line = replace(line, words=tuple(w for w in line.words if w not in foreign))
        query = Query.of(line, supplier_ids)
    ranked = _ranked(query, (offer.product.id for offer in pool), offers)
    if not ranked:
        return Products([], supplier_ids, named_by, False)
    best = ranked[0][1]
    close = [(offer, s) for offer, s in ranked if s >= best * CLOSE]
    # "tradesman red" names the Tradesman Red, not the Tradesman Red Multi: a product whose whole name the words
    # give is the one meant over those whose names say more.
    said = set(line.words)
    whole = [
        (offer, s)
        for offer, s in close
        if offer.name_words
        and set(offer.name_words) <= said
        and (not supplier_ids or offer.supplier_id in supplier_ids)
    ]
    if whole and len(whole) < len(close):
        close = whole
    kept = close[:KEEP]
    size = _bare_size(line)
    misfit = False
    if size is not None and any(sizes_match(size, offer.sizes) for offer in pool):
        # "conbloc 140", "celcon 140": a bare number a product here comes in is a size, not a quantity; the close
        # matches of that size are meant, and none of that size means the size asked for is not one we have.
        fitting = [(offer, s) for offer, s in close if sizes_match(size, offer.sizes)]
        kept, misfit = (fitting[:KEEP], False) if fitting else (kept, True)
    elif size is not None and all(_named_sizes(offer) for offer, _ in kept):
        # "celcon 140" when the Celcon blocks are named 100mm: a size of the range we do not have.
        misfit = not any(sizes_match(size, offer.sizes) for offer, _ in kept)
    # Words left unexplained make the match less sure, gently: questions are full of words products lack.
    explained = (sum(query.weights.values()) / given) ** 0.5 if given else 1.0
    matches = [
        Match(
            o.product.id,
            o.product.name,
            o.product.supplier_id,
            round(s * explained, 3),
            o.product.code,
            _fits(line, o) and not misfit,
            o.product.colour or "",
        )
        for o, s in kept
    ]
    return Products(matches, supplier_ids, named_by, _names(line, kept[0][0], best))


def present(session: Session, words: Sequence[str]) -> set[str]:
    """The words some product's search text holds as they are. A word common enough to be in the planner's sample
    of the products is taken as present without a look. (Not with a typo: a look-up by word similarity costs tens
    of milliseconds over a large catalogue; a misspelt word among several others is a loss the rest make up for.)"""
    common = {w for w in words if search_stats.share(session, w) > 0}
    looked = [w for w in words if w not in common]
    if not looked:
        return common
    branches = [PRESENT.format(n=n) for n in range(len(looked))]
    params = {f"w{n}": w for n, w in enumerate(looked)} | {f"p{n}": f"%{escape_like(w)}%" for n, w in enumerate(looked)}
    rows = session.execute(text(" UNION ALL ".join(branches)), params)
    return common | {word for (word,) in rows}


def _bare_size(line: Line) -> float | None:
    """A bare whole number the line's parse took for a quantity (no unit, no "x"), in the range of products' sizes
    in mm: in a question ("conbloc 140 weight") it may be a size."""
    if line.quantity is None or line.unit is not None or line.dims:
        return None
    if (lead := LEADING.match(line.line)) and not is_kind(lead.group(1)):
        return None  # "500 conbloc 140 blocks", "3000 ivanhoe sahara": a quantity said before the product's name
    value = float(line.quantity)
    return value if value.is_integer() and 10 <= value <= 3000 else None


def is_kind(word: str) -> bool:
    return any(w in KIND_WORDS or w in CATEGORY_WORDS for w in (word, word.removesuffix("s")))


def _named_sizes(offer: Features) -> list[float]:
    """The sizes a product's name gives ("Block 100mm", "Lintel 1200mm")."""
    return dimensions(offer.product.name)[0]


def _fits(line: Line, offer: Features) -> bool:
    """Every size the words give is one of the product's (a "thermalite 140mm" is not the 100mm block)."""
    return all(sizes_match(size, offer.sizes) for size in line.dims)


def _holds(query: Query, offer: Features, word: str) -> bool:
    """The product has the word, a typo of it, or the size it gives."""
    if word in offer.tokens or any(similarity(word, token) >= TYPO for token in offer.tokens):
        return True
    return word in query.numbers and sizes_match(query.numbers[word], offer.sizes)


def _names(line: Line, top: Features, best: float) -> bool:
    """The words name the top product (most of its own name, with a word of it no common one) rather than describe
    a kind of product ("red multi facing brick" names no product of its own)."""
    if best < NAMED:
        return False
    own = set(top.name_words)
    given = [w for w in line.words if w in own or w in top.code_words]
    return any(w not in TRADE_WORDS and weight(w) >= 0.7 for w in given)
