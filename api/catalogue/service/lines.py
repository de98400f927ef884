"""Reading one line of a pasted list or bill of quantities: its quantity and unit, its sizes, and the words left to
match ("10,000 Ibstock Tradesman red", "Forterra LBC Common 65mm x 5000", "Thermalite Shield 100mm - 300 no").

The quantity is the number that carries a unit ("300 no", "40 m2", "5000no.", "2.5k"), else the number that opens the
line, else the one that ends it ("… x 5000"). Sizes (65mm, 215x102.5x65, 1.2m) are never the quantity: they are kept
apart to compare with the products' sizes. Numbers glued to letters or slashes (CG90/100, 7.3N, 25kg, 20/20) belong to
the words."""

# ruff: noqa: RUF001, SIM905 (the multiplication sign and the en dash are what people paste; word lists read better as strings)

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal
from functools import lru_cache

_NUMBER = r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"
_END = r"(?![a-z0-9²])"
# Written unit → normalised unit; None: a unit we read (linear metres) but do not sell in.
_UNITS: tuple[tuple[str, str | None], ...] = (
    (r"(?:x\s*)?\(?1000'?s\)?", "per_1000"),
    (r"m2|m²|sq\.?\s*m(?:etres?|eters?|trs?)?\.?|sqm|square\s+met(?:re|er)s?|m\s*sq", "m2"),
    (r"tonnes?|tons?|tn|t", "tonne"),
    (r"pallets?|plts?", "pallet"),
    (r"packs?|pks?|(?:bulk\s+|jumbo\s+|dumpy\s+)?bags?", "pack"),
    (r"no\.?|nr\.?|nos\.?|pcs?\.?|pieces?|each|ea\.?|units?|off", "each"),
    (r"lin\.?\s*m|lm|l/m|metres?|meters?|mtrs?|m", None),
)
_UNIT_GROUPS = "|".join(f"(?P<u{i}>{pattern}){_END}" for i, (pattern, _) in enumerate(_UNITS))
_QUANTITY = re.compile(
    rf"""(?:(?<![\w/.,£$€])|(?<=[\s(][x×*]))      # not glued to a word or a code; "x5000" is fine
    (?P<num>{_NUMBER})
    (?:\s*(?P<mult>k|thousand|thou){_END})?
    (?:\s*(?:{_UNIT_GROUPS}))?
    (?![\w/²]|\.\d)""",
    re.IGNORECASE | re.VERBOSE,
)
_DIM = r"\d+(?:\.\d+)?"
_DIMENSIONS = (
    re.compile(rf"(?<![\w.])({_DIM})(?:mm)?[x×]({_DIM})(?:mm)?[x×]({_DIM})\s*(?:mm)?(?![\w.])", re.I),
    re.compile(rf"(?<![\w.])({_DIM})\s*(?:mm)?\s*[x×]\s*({_DIM})\s*(?:mm)?\s*[x×]\s*({_DIM})\s*(?:mm)?(?![\w.])", re.I),
    re.compile(rf"(?<![\w.])({_DIM})\s*mm\s*[x×]\s*({_DIM})\s*mm(?![\w.])", re.I),
    re.compile(rf"(?<![\w.])({_DIM})(?:mm)?[x×]({_DIM})(?:mm)?(?![\w.])", re.I),
    re.compile(rf"(?<![\w.])({_DIM})\s*mm(?![\w.])", re.I),
)
_CENTIMETRES = re.compile(rf"(?<![\w.])({_DIM})\s*cm(?![\w.])", re.I)
_METRES = re.compile(r"(?<![\w.])(\d\.\d{1,3})\s*m(?![\w.²])", re.I)  # 1.2m: a lintel's length, not 1.2 metres of it
_PRICE = re.compile(
    rf"(?:@\s*)?[£$€]\s*(?:{_NUMBER})(?:\s*(?:/|per)\s*(?:1000|thousand|k|m2|m²|each|ea|t|tonne|pack|pallet|no))?"
    rf"|@\s*(?:{_NUMBER})(?:\s*(?:/|per)\s*\w+)?",
    re.I,
)
_ITEM = re.compile(r"^\s*(?:[-*•·–]+\s*|\(?\d{1,2}[.)]\s+|\(?[a-z][.)]\s+|item\s*\d+\s*[:.)-]?\s*)", re.I)
_LEADING = re.compile(r"^[\s\-–:(\[]*(?:(?:qty|quantity)\s*[:=.]?\s*)?$", re.I)
_AFTER_LEADING = re.compile(r"^\s*(?:[x×*]|of|off)(?=\s)", re.I)
_TRAILING = re.compile(r"^[\s.,;:)\]]*$")
_BEFORE_TRAILING = re.compile(r"(?:(?<![a-z])(?:[x×]|qty\s*[:=.]?|quantity\s*[:=.]?)|[*@=:,]|-|–)\s*$", re.I)
_WORD = re.compile(r"[a-z0-9]+(?:[+/.][a-z0-9]+)*")
_EDGES = " \t-–—:;,.|/*•"
_EMPTY_BRACKETS = re.compile(r"\(\s*[-,.:]*\s*\)|\[\s*\]")

ALIASES = {
    "paving": "paver",
    "pavior": "paver",
    "paviour": "paver",
    "gray": "grey",
    "eng": "engineering",
    "engg": "engineering",
    "engin": "engineering",
    "blk": "block",
    "cmt": "cement",
    "bldg": "building",
    "std": "standard",
    "staff": "staffordshire",
    "staffs": "staffordshire",
    "stafford": "staffordshire",
    "lbc": "lbc",
    "colour": "colour",
    "color": "colour",
    "sandfaced": "sandfaced",
    "multis": "multi",
    "tiles": "tile",
    "lite": "light",
}
STOPWORDS = frozenset(
    "the a an and of for with to in on at or please pls approx approximately req reqd required needed need supply "
    "deliver delivered delivery only also x qty quantity per no nr nos pcs pc each ea off bag bags pack packs pallet "
    "pallets plt unit units".split()
)
HEADER_WORDS = frozenset(
    "description desc item items qty quantity quantities unit units rate rates total totals amount price prices ref "
    "reference code product products material materials schedule bill boq section page supplier notes note spec "
    "specification size colour value sum subtotal vat carried forward brought summary contents trade element "
    "location line lines no nr".split()
)


@dataclass(frozen=True)
class Line:
    line: str
    text: str
    quantity: Decimal | None
    unit: str | None
    dims: tuple[float, ...]
    words: tuple[str, ...]
    header: bool


def normalise(word: str) -> str:
    """One spelling per word on both sides of a match: aliases, then a plural's s."""
    word = ALIASES.get(word, word)
    if len(word) > 4 and word.endswith("s") and not word.endswith("ss") and word.isalpha():
        word = word[:-1]
    return ALIASES.get(word, word)


@lru_cache(maxsize=16384)  # colours, textures, codes' shapes and names repeat across a request's candidates
def words(text: str) -> tuple[str, ...]:
    lowered = re.sub(r"\bh\s*(?:&|\+|and)\s*h\b", "h+h", text.lower()).replace("'s", "")
    return tuple(normalise(w) for w in _WORD.findall(lowered))


def _mask(text: str, spans: list[tuple[int, int]]) -> str:
    chars = list(text)
    for start, end in spans:
        chars[start:end] = " " * (end - start)
    return "".join(chars)


def dimensions(text: str) -> tuple[list[float], list[tuple[int, int]]]:
    """Sizes in mm written in `text`, and where they are."""
    found: list[float] = []
    spans: list[tuple[int, int]] = []
    masked = text
    for pattern in _DIMENSIONS:
        for match in pattern.finditer(masked):
            found += [float(g) for g in match.groups()]
            spans.append(match.span())
        masked = _mask(text, spans)
    for pattern, factor in ((_CENTIMETRES, 10), (_METRES, 1000)):
        for match in pattern.finditer(masked):
            found.append(float(match.group(1)) * factor)
            spans.append(match.span())
        masked = _mask(text, spans)
    return found, spans


def _unit(match: re.Match[str]) -> str | None:
    for i, (_, unit) in enumerate(_UNITS):
        if match.group(f"u{i}") is not None:
            return unit
    return None


def _has_unit(match: re.Match[str]) -> bool:
    return match.group("mult") is not None or any(match.group(f"u{i}") is not None for i in range(len(_UNITS)))


def _quantity(masked: str) -> tuple[re.Match[str], int, int] | None:
    """The quantity's match and the span to cut with it (its connector: "x", "-", "qty:")."""
    found = list(_QUANTITY.finditer(masked))
    if not found:
        return None
    chosen = next((m for m in found if _has_unit(m)), None)
    if chosen is None and _LEADING.match(masked[: found[0].start()]):
        chosen = found[0]
    if chosen is None and _TRAILING.match(masked[found[-1].end() :]):
        chosen = found[-1]
    if chosen is None:
        return None
    start, end = chosen.span()
    before = _BEFORE_TRAILING.search(masked[:start])
    if before and not _LEADING.match(masked[:start]):
        start = before.start()
    elif after := _AFTER_LEADING.match(masked[end:]):
        end += after.end()
    if _LEADING.match(masked[:start]):
        start = 0
    return chosen, start, end


def _decimal(match: re.Match[str]) -> Decimal:
    value = Decimal(match.group("num").replace(",", ""))
    if match.group("mult"):
        value *= 1000
    return value.normalize() if value != value.to_integral_value() else value.quantize(Decimal(1))


def parse(line: str) -> Line:
    raw = re.sub(r"[\t|;]+", " ", line)
    cut: list[tuple[int, int]] = []
    if (item := _ITEM.match(raw)) and raw[item.end() :].strip():
        cut.append(item.span())
    cut += [m.span() for m in _PRICE.finditer(_mask(raw, cut))]
    dims, dim_spans = dimensions(_mask(raw, cut))
    quantity = unit = None
    found = _quantity(_mask(raw, cut + dim_spans))
    if found is not None:
        match, start, end = found
        quantity, unit = _decimal(match), _unit(match)
        cut.append((start, end))
    text = re.sub(r"\s+", " ", _EMPTY_BRACKETS.sub(" ", _mask(raw, cut))).strip(_EDGES)
    text = text.lstrip(")]").rstrip("([").strip(_EDGES)
    tokens = words(_mask(raw, cut + dim_spans))
    meaningful = [w for w in tokens if w not in STOPWORDS]
    header = (
        not re.search(r"[a-z]", text, re.I)
        or line.rstrip().endswith(":")
        or (not dims and all(w in HEADER_WORDS or w in STOPWORDS or w.isdigit() for w in tokens))
    )
    return Line(
        line=line,
        text=text,
        quantity=quantity,
        unit=unit,
        dims=tuple(dims),
        words=tuple(dict.fromkeys(meaningful)),
        header=header,
    )


def format_quantity(value: Decimal) -> str:
    return format(value, "f")
