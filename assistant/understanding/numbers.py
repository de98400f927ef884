"""The numbers of buying and delivering records a question gives ("PO-260001", "po 260001", "CO-260102", "SQ-260003",
"SO-000004", "RFQ-000002"): looked up exactly (each an index on a unique column, one statement). A number found
narrows the look-up to its record; a number no record has is a record we do not have (Understanding.unknown), said
so, never answered with every record of its kind."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from sqlalchemy import text
from sqlalchemy.orm import Session

from assistant.understanding.cues import Token

# prefix → (table, the kind of record it names, as an answer calls it)
PREFIXES = {
    "po": ("purchase_orders", "purchase order"),
    "sq": ("supplier_quotes", "supplier quote"),
    "co": ("call_offs", "call-off"),
    "so": ("orders", "order"),
    "rfq": ("supplier_requests", "request for quotation"),
}
KINDS = frozenset(kind for _, kind in PREFIXES.values())
NUMBER = re.compile(r"\b(po|sq|co|so|rfq)\s?-?\s?(\d{1,6})\b")
# A record's kind in words before its number ("call off 7", "purchase order no. 3", "supplier quote #4"): its prefix.
SAID = {"call off": "co", "purchase order": "po", "supplier quote": "sq"}
SAID_NUMBER = re.compile(
    r"\b(call\s?-?\s?off|purchase\s+order|supplier\s+quote)\s+(?:(?:no|number|num|nr)\s*\.?\s*|q-)?#?\s*(\d{1,6})\b"
    r"(?!\s*(?:mm|m2|k|grand|days?|weeks?|%|bricks|blocks|plots?)\b)"
)


# A customer's own PO number, written with their prefix before ours ("CVH-PO-2417"): theirs, not our purchase order.
CUSTOMER_PO = re.compile(r"\b[a-z][a-z0-9]*(?:-[a-z0-9]+)*-po-?\d{1,8}\b")
THEIR_PO = text(
    "SELECT 'quote', id, number FROM quotes WHERE upper(po_number) = ANY(CAST(:pos AS text[])) "
    "UNION ALL SELECT 'order', id, number FROM orders WHERE upper(po_number) = ANY(CAST(:pos AS text[]))"
)
# "which order is po 2291", "calders po 2502": a PO number none of ours has whose digits end a customer's own PO
# number ("CVH-PO-2291") is theirs (orders and quotes by the digits after the last non-digit of their PO).
THEIR_PO_DIGITS = text(
    "SELECT 'quote', id, number FROM quotes WHERE po_number <> '' "
    "AND ltrim(substring(po_number from '([0-9]+)$'), '0') = :digits "
    "UNION ALL SELECT 'order', id, number FROM orders WHERE po_number <> '' "
    "AND ltrim(substring(po_number from '([0-9]+)$'), '0') = :digits"
)


@dataclass
class Numbers:
    """The numbers given, in full ("PO-260001"): those records have, and those none has, with their kind; and the
    quotes and orders a customer's own PO number given is on (kind, id, number)."""

    found: list[str] = field(default_factory=list)
    missing: list[tuple[str, str]] = field(default_factory=list)  # (number, kind as an answer calls it)
    spans: list[tuple[int, int]] = field(default_factory=list)
    theirs: list[tuple[str, int, str]] = field(default_factory=list)


def _full(prefix: str, digits: str) -> str:
    return f"{prefix.upper()}-{int(digits):06d}"


def find(session: Session, normalised: str) -> Numbers:
    out = Numbers()
    given: dict[str, str] = {}
    customers = list(CUSTOMER_PO.finditer(normalised))
    if customers:  # "which quote is po CVH-PO-2417 on": the quote or order holding the customer's PO number
        pos = [m.group().upper() for m in customers]
        out.theirs = [(str(k), int(i), str(n)) for k, i, n in session.execute(THEIR_PO, {"pos": pos})]
        out.spans.extend(m.span() for m in customers)
    for match in [*NUMBER.finditer(normalised), *SAID_NUMBER.finditer(normalised)]:
        if any(s <= match.start() < e for s, e in (m.span() for m in customers)):
            continue  # within a customer's PO number
        prefix, digits = match.group(1), match.group(2)
        if prefix == "co" and len(digits) < 4 and " " in match.group():  # "co 2": a word; "co4": a call-off
            continue
        prefix = SAID.get(re.sub(r"[\s-]+", " ", prefix).replace("calloff", "call off"), prefix)
        given.setdefault(_full(prefix, digits), prefix)
        out.spans.append(match.span())
    if not given:
        return out
    tables = sorted({PREFIXES[p][0] for p in given.values()})
    union = " UNION ALL ".join(f"SELECT number FROM {t} WHERE number = ANY(CAST(:numbers AS text[]))" for t in tables)
    held = set(session.scalars(text(union), {"numbers": list(given)}))
    for number, prefix in given.items():
        if number in held:
            out.found.append(number)
        elif prefix == "po" and (theirs := _theirs_by_digits(session, number)):
            out.theirs.extend(theirs)
        else:
            out.missing.append((number, PREFIXES[prefix][1]))
    return out


def _theirs_by_digits(session: Session, number: str) -> list[tuple[str, int, str]]:
    digits = number.split("-")[-1].lstrip("0")
    if len(digits) < 3:  # "po 7": too short to be a customer's reference
        return []
    return [(str(k), int(i), str(n)) for k, i, n in session.execute(THEIR_PO_DIGITS, {"digits": digits})]


def blank(normalised: str, spans: list[tuple[int, int]]) -> str:
    """The question with the numbers' characters blanked (positions kept)."""
    for start, end in spans:
        normalised = normalised[:start] + " " * (end - start) + normalised[end:]
    return normalised


def inside(token: Token, spans: list[tuple[int, int]]) -> bool:
    return any(s < token.end and token.start < e for s, e in spans)
