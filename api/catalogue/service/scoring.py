"""How well a product answers a line: the score behind `PUT /products/name/query`.

    base  = 0.75 × coverage + 0.25 × name fit
    score = base × penalties, rounded to 3 places; below MIN_SCORE a product is not offered.

- coverage: how much of the line the product explains. Each word of the line weighs by how rare it is across
  catalogues: a distinctive word (a range, a code, a supplier) 1, a word naming a kind of product (lintel, sand,
  mortar, tile…) 0.7, a number 0.6, a word of the trade vocabulary everyone uses (red, multi, smooth, facing,
  brick…) 0.4, a one- or two-letter word 0.3; each size the line gives (65mm, 215x102.5x65) 0.7 when the product
  has sizes. A word matches a product's word (name, code, manufacturer's reference, colour, texture, category,
  supplier) exactly (1), as an abbreviation (0.85), or with a typo (its edit similarity, from 0.78); a bare number
  matches a size of the product. A size matches within 1.5%.
- name fit: how much of the product's own name the line mentions (same weights), so "Tradesman Red" beats
  "Tradesman Red Multi" for "Ibstock Tradesman red"; 1 when the line gives the product's code.
- penalties (multiplied): a category the line names but the product is not ×0.7; a colour the line names that the
  product lacks ×0.75; a size the line gives that the product does not have ×0.8 each (at most two); a supplier the
  line names that is not the product's ×0.85; a unit the product is not sold in (40 m2 of a brick, 10 tonne of a
  bagged sand) ×0.9; nothing but trade words matched and the line does not name the whole product ×0.75;
  discontinued ×0.85 (and, at equal scores, active products come first).

An exact line scores 1; a line naming only colours and categories stays around 0.5; an unrelated product scores 0."""

# ruff: noqa: RUF002, SIM905 (the multiplication sign is meant; the word lists read better as strings)

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import repeat
from typing import Any

from api.catalogue.models import Category, Status
from api.catalogue.service.lines import Line, dimensions, words

MIN_SCORE = 0.4
DISCONTINUED = Status.discontinued.value
SIZE_WEIGHT = 0.7
COVERAGE_SHARE = 0.75

COLOURS = frozenset(
    "red blue buff cream yellow brown grey black white orange multi brindle charcoal silver terracotta golden gold "
    "pink plum purple green tan rust bronze ivory anthracite slate graphite ebony".split()
)
# Words nearly every line and product of a brick and heavy-materials catalogue carries: they narrow little.
TRADE_WORDS = COLOURS | frozenset(
    "brick facing engineering common block concrete clay steel smooth rustic sanded textured dragwire wirecut "
    "handmade stock pressed riven weathered tumbled rough sawn frogged perforated solid cored class dense standard "
    "lightweight medium general purpose premium special grade strength type light dark mixed blend old new english "
    "traditional modern natural interlocking single double leaf duty heavy external internal kiln dried ready mix "
    "bulk loose kit".split()
)
# Words that name a kind of product: they narrow to a part of the catalogue.
KIND_WORDS = frozenset(
    "paver slab sett kerb mortar lintel tile roof ridge cement sand lime cavity building sharp gravel aggregate "
    "ballast plaster dpc insulation".split()
)
CATEGORY_WORDS = {
    "common": Category.common,
    "fletton": Category.common,
    "engineering": Category.engineering_brick,
    "facing": Category.facing_brick,
    "block": Category.block,
    "aircrete": Category.block,
    "paver": Category.paver,
    "slab": Category.paver,
    "sett": Category.paver,
    "mortar": Category.mortar,
    "lintel": Category.lintel,
    "tile": Category.roof_tile,
    "roof": Category.roof_tile,
    "ridge": Category.roof_tile,
}
BRICKS = frozenset({Category.facing_brick, Category.engineering_brick, Category.common})
# Words a category stands for besides its label's: what a line may call it.
CATEGORY_TOKENS = {
    Category.facing_brick: ("facing", "brick"),
    Category.engineering_brick: ("engineering", "brick"),
    Category.common: ("common", "brick"),
    Category.block: ("block",),
    Category.paver: ("paver", "paving", "block"),
    Category.mortar: ("mortar",),
    Category.lintel: ("lintel",),
    Category.roof_tile: ("roof", "tile"),
    Category.other: (),
}
COUNTED = frozenset({"each", "per_1000", "pack", "pallet"})
# The selling units a line's unit fits: counted things are sold by the thousand, pack or pallet alike.
UNIT_FITS = {"each": COUNTED, "per_1000": COUNTED, "pallet": COUNTED, "pack": COUNTED, "m2": {"m2"}, "tonne": {"tonne"}}
# Words of a supplier's name that say nothing about which supplier it is.
SUPPLIER_FILLER = frozenset(
    "ltd limited plc uk group holdings co company the and brick brickworks works product building material supplies "
    "supplie supply merchant builder son international industries manufacturing llp inc block trade centre roofing "
    "timber aggregate quarry".split()
)


@lru_cache(maxsize=65536)
def weight(word: str) -> float:
    if any(c.isdigit() for c in word) and not any(c.isalpha() for c in word):
        return 0.6
    if len(word) <= 2:
        return 0.3
    if word in TRADE_WORDS:
        return 0.4
    return 0.7 if word in KIND_WORDS else 1.0


def edit_distance(a: str, b: str) -> int:
    """Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours."""
    rows = [list(range(len(b) + 1))]
    for i in range(1, len(a) + 1):
        row = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            cost = a[i - 1] != b[j - 1]
            row[j] = min(rows[-1][j] + 1, row[j - 1] + 1, rows[-1][j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                row[j] = min(row[j], rows[-2][j - 2] + 1)
        rows.append(row)
    return rows[-1][-1]


@lru_cache(maxsize=65536)
def similarity(query: str, word: str) -> float:
    """How well `query` (a word of the line) stands for `word` (a product's): 1, 0.85 or a typo's similarity, or 0."""
    if query == word:
        return 1.0
    if query.isdigit() or word.isdigit():
        return 0.0
    if len(query) >= 3 and (word.startswith(query) or (len(word) >= 4 and query.startswith(word))):
        return 0.85
    if min(len(query), len(word)) < 5 or abs(len(query) - len(word)) > 2:
        return 0.0
    ratio = 1 - edit_distance(query, word) / max(len(query), len(word))
    return round(ratio, 3) if ratio >= 0.78 else 0.0


@lru_cache(maxsize=4096)
def supplier_words(name: str) -> tuple[str, ...]:
    found = [w for w in words(name) if w not in SUPPLIER_FILLER and len(w) > 1]
    return tuple(found or words(name))


def sizes_match(size: float, sizes: Iterable[float]) -> bool:
    return any(abs(size - s) <= max(1.0, size * 0.015) for s in sizes)


@dataclass
class Features:
    """What a product offers to match against. `product` has the columns of matching.FEATURE_COLUMNS."""

    product: Any
    supplier_id: int
    tokens: frozenset[str]
    name_words: tuple[str, ...]
    sizes: tuple[float, ...]
    code_words: tuple[str, ...]
    name_weights: tuple[tuple[str, float], ...] = ()  # the name's words (`name_words`) with their weights
    name_total: float = 0.0  # their weights' sum


@lru_cache(maxsize=65536)
def name_parts(name: str) -> tuple[tuple[float, ...], tuple[str, ...]]:
    """The sizes a product's name gives (Block 100mm) and its other words."""
    sizes, spans = dimensions(name)
    rest = "".join(" " if any(s <= i < e for s, e in spans) else c for i, c in enumerate(name))
    return tuple(sizes), tuple(dict.fromkeys(words(rest)))


def features(product: Any, supplier_name: str) -> Features:
    """What `product` offers, its name's share worked out once for every product of the same name, supplier,
    category, colour and texture (`_named`): the same makers' ranges are sold by many suppliers."""
    tokens, own_words, weighed, name_total, name_sizes = _named(
        product.name, supplier_name, product.category, product.colour, product.texture
    )
    code_words = words(product.code)
    tokens = tokens.union(code_words, words(product.manufacturer_ref))
    sizes = tuple(float(s) for s in (product.length_mm, product.width_mm, product.height_mm) if s) + name_sizes
    return Features(
        product=product,
        supplier_id=product.supplier_id,
        tokens=tokens,
        name_words=own_words,
        sizes=sizes,
        code_words=code_words,
        name_weights=weighed,
        name_total=name_total,
    )


@lru_cache(maxsize=65536)
def _named(
    name: str, supplier_name: str, category: str, colour: str | None, texture: str | None
) -> tuple[frozenset[str], tuple[str, ...], tuple[tuple[str, float], ...], float, tuple[float, ...]]:
    """A product's tokens but its code's and reference's, its name's own words (not its supplier's) with their
    weights and their sum, and the sizes its name gives."""
    name_sizes, name_words = name_parts(name)
    supplier = supplier_words(supplier_name)
    tokens = {*name_words, *supplier, *CATEGORY_TOKENS[Category(category)]}
    tokens.update(w for text in (colour, texture) for w in words(text))
    own_words = tuple(w for w in name_words if w not in supplier)
    weighed = tuple((w, weight(w)) for w in own_words)
    return frozenset(tokens), own_words, weighed, sum(w for _, w in weighed), tuple(name_sizes)


@dataclass
class Query:
    """A parsed line ready for scoring: its words with their weights, and what it names."""

    line: Line
    supplier_ids: frozenset[int] = frozenset()
    weights: dict[str, float] = field(default_factory=dict)
    categories: frozenset[Category] = frozenset()
    colours: frozenset[str] = frozenset()
    numbers: dict[str, float] = field(default_factory=dict)  # bare numbers that may be sizes ("CG90/100 2100")
    # A product's name word → whether a word of the line stands for it: worked out once per line, not per product
    said: dict[str, bool] = field(default_factory=dict, repr=False, compare=False)
    # A product's name words with their weights → the weight of those the line says: once per name, not per product
    said_weights: dict[tuple[tuple[str, float], ...], float] = field(default_factory=dict, repr=False, compare=False)

    def says(self, name_word: str) -> bool:
        found = self.said.get(name_word)
        if found is None:
            found = self.said[name_word] = any(similarity(q, name_word) >= 0.78 for q in self.weights)
        return found

    def said_weight(self, name_weights: tuple[tuple[str, float], ...]) -> float:
        found = self.said_weights.get(name_weights)
        if found is None:
            found = self.said_weights[name_weights] = sum(w for word, w in name_weights if self.says(word))
        return found

    @classmethod
    def of(cls, line: Line, supplier_ids: Iterable[int]) -> Query:
        named = {CATEGORY_WORDS[w] for w in line.words if w in CATEGORY_WORDS}
        if Category.paver in named:  # block paving
            named.discard(Category.block)
        if {"class", "b"} <= set(line.words) or {"class", "a"} <= set(line.words):
            named.add(Category.engineering_brick)
        if Category.engineering_brick in named:
            named.discard(Category.facing_brick)
        if not named and "brick" in line.words:
            named = set(BRICKS)
        return cls(
            line=line,
            supplier_ids=frozenset(supplier_ids),
            weights={w: weight(w) for w in line.words},
            categories=frozenset(named),
            colours=frozenset(w for w in line.words if w in COLOURS),
            numbers={w: float(w) for w in line.words if w.isdigit() and int(w) >= 20},
        )


def _best(word: str, tokens: frozenset[str]) -> float:
    if word in tokens:
        return 1.0
    return max(map(similarity, repeat(word, len(tokens)), tokens), default=0.0)


def score(query: Query, offer: Features) -> float:
    """0..1: see the module's docstring."""
    total = matched = 0.0
    distinctive = False
    for word, w in query.weights.items():
        m = _best(word, offer.tokens)
        if m == 0 and word in query.numbers and sizes_match(query.numbers[word], offer.sizes):
            m = 1.0
        total += w
        matched += w * m
        distinctive = distinctive or (m >= 0.78 and w >= 0.6)
    misfits = 0
    if offer.sizes:
        for size in query.line.dims:
            total += SIZE_WEIGHT
            if sizes_match(size, offer.sizes):
                matched += SIZE_WEIGHT
            else:
                misfits += 1
    if total == 0:
        return 0.0
    coverage = matched / total
    name_total = offer.name_total
    said = query.said_weight(offer.name_weights)
    fit = said / name_total if name_total else coverage
    if offer.code_words and all(w in query.weights for w in offer.code_words):
        fit = 1.0  # the line gives the product's code: it names the product as well as its name would
    result = COVERAGE_SHARE * coverage + (1 - COVERAGE_SHARE) * fit
    if query.categories and offer.product.category not in query.categories:  # a StrEnum: its value is a member
        result *= 0.7
    if query.colours and not any(_best(c, offer.tokens) >= 0.78 for c in query.colours):
        result *= 0.75
    result *= 0.8 ** min(misfits, 2)
    if query.line.unit in UNIT_FITS and offer.product.selling_unit not in UNIT_FITS[query.line.unit]:
        result *= 0.9
    if query.supplier_ids and offer.supplier_id not in query.supplier_ids:
        result *= 0.85
    if not distinctive and fit < 1:
        result *= 0.75
    if offer.product.status == DISCONTINUED:
        result *= 0.85
    return round(min(result, 1.0), 3)
