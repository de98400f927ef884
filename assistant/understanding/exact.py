"""Records a question names exactly: quote numbers ("Q-000123", "q123", "quote 123", "quote number 45"), product
codes ("IBT-TRR", any case), project references and account numbers. One statement, each branch an index lookup
(quotes.number unique; lower(code), lower(reference), (kind, lower(account_number)) indexes), the short quote
numbers aside.

A short quote number ("q13", "quote 13", "#13") is the quote numbered so in full (Q-000013) when there is one;
else the quote whose number ends in those digits after zero padding ("Q-260013": "…0013"), the longest padding
first (Q-260013 before Q-261013), then the most recent. Q-260113 does not end so ("…113"). A bare number of six
digits or more ("status 260015") is a quote's only when a quote has it."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from sqlalchemy import text
from sqlalchemy.orm import Session

from assistant.understanding.cues import STOPWORDS, Token

# "Q-000123", "Q000123", "q123", "q13", "Q 123", "Q-7", "q9"; "q1" to "q4" unless a quarter ("in q1", "q1 2026");
# "quote 123", "quote number 45", "quote no. 45", "quote #45", "quote ref 7"; "#13" (normalised to "q-13" by
# assistant.understanding.cues.normalise); "8", "no. 12 — the total?", "number 9 status", "what about 9".
QUOTE_NUMBER = re.compile(
    r"\bq\s?(\d{2,9})\b|\bq\s?-\s?(\d{1,9})\b|\bq\s?([5-9])\b|"
    r"(?<!\bin\s)(?<!\bof\s)(?<!\bfor\s)(?<!\bthis\s)(?<!\blast\s)(?<!\bnext\s)(?<!\bduring\s)"
    r"\bq\s?([1-4])\b(?!\s*(?:19|20)\d\d)|"
    r"\b(?:status|state|value|total)\s+of\s+q\s?([1-4])\b(?!\s*(?:19|20)\d\d)|"  # "status of q3": a quote's, no quarter
    r"\b(?:turned\s+down|knocked\s+back|rejected|refused|accepted|chase|chasing|status\s+(?:of|on))\s+(\d{1,5})\b"
    r"(?!\s*(?:mm|m2|k|grand|days?|weeks?|%|quotes|bricks|blocks|\.\d))|"
    r"(?<!\bsupplier\s)\bquot(?:e|ation)\s+(?:(?:number|num|no|nr|ref|reference|id)\s*\.?\s*)?#?\s*(\d{1,9})\b|"
    # A number alone, or opening the question as "no. 12" / "number 9", or "what about 9" / "and 9" closing it
    # (staff shorten the quote they are on so; a size or a count has its unit: "no 12 blocks" is none).
    r"^(?:(?:no|number|num|nr)\s+)?(\d{1,5})$|"
    r"^(?:no|number|num|nr)\s+(\d{1,5})\b(?!\s*(?:mm|m2|k|grand|days?|weeks?|%|quotes|bricks|blocks|plots?|of)\b)|"
    r"(?:\b(?:what|how)\s+about|^and)\s+(?:(?:no|number|num|nr)\s+)?(\d{1,5})$|"
    # "is 12 sent yet", "has 9 been accepted": a number opening a question about its state.
    r"^(?:is|was|has|have|did)\s+(?:(?:no|number|num|nr)\s+)?(\d{1,5})\s+(?:been\s+|gone\s+)?"
    r"(?:sent|accepted|rejected|signed|won|lost|expired|approved|out|back|converted|ordered)\b"
)
BARE_NUMBER = re.compile(r"(?<![\w.-])(\d{6,9})(?![\w.-])")
_CODE_SHAPE = re.compile(r"[a-z]*\d|[-/.+]")

STATEMENT = text(
    """
    SELECT 'quote' AS source, id, name, NULL::integer AS supplier_id, digits AS key FROM (
      SELECT DISTINCT ON (d.digits) d.digits, q.id, q.number AS name
        FROM unnest(CAST(:digits AS text[])) AS d(digits)
        JOIN quotes q ON q.number = 'Q-' || lpad(d.digits, 6, '0')
          OR (length(d.digits) < 6 AND q.number ~ ('(^|[^0-9]|0)' || d.digits || '$'))
       ORDER BY d.digits, (q.number = 'Q-' || lpad(d.digits, 6, '0')) DESC,
                length(substring(q.number FROM ('0*' || d.digits || '$'))) DESC, q.created_at DESC, q.id DESC
    ) AS short
    UNION ALL
    SELECT 'quote', id, number, NULL, lower(number) FROM quotes WHERE number = ANY(CAST(:bare AS text[]))
    UNION ALL
    SELECT 'product', id, name, supplier_id, lower(code) FROM products WHERE lower(code) = ANY(CAST(:codes AS text[]))
    UNION ALL
    SELECT 'project', id, name, NULL, lower(reference) FROM projects
     WHERE reference <> '' AND lower(reference) = ANY(CAST(:codes AS text[]))
    UNION ALL
    SELECT kind, id, name, NULL, lower(account_number) FROM organisations
     WHERE kind IN ('customer', 'supplier', 'other', 'company') AND account_number IS NOT NULL
       AND lower(account_number) = ANY(CAST(:codes AS text[]))
    """
)


def quote_number(value: int) -> str:
    """As the quotes are numbered (api.quotes.service.quotes)."""
    return f"Q-{value:06d}"


@dataclass
class Exact:
    """What the question names exactly, by source ("quote", "product", "project", or an organisation's kind), and
    the quote numbers it gives (found or not) and the characters they cover."""

    found: dict[str, list[tuple[int, str, int | None]]] = field(default_factory=dict)  # source → (id, name, supplier)
    numbers: list[str] = field(default_factory=list)
    spans: list[tuple[int, int]] = field(default_factory=list)
    codes: set[str] = field(default_factory=set)  # the tokens that matched a code, a reference or an account number

    def covers(self, token: Token) -> bool:
        return token.text in self.codes or any(s < token.end and token.start < e for s, e in self.spans)


def quote_numbers(normalised: str) -> tuple[list[str], list[tuple[int, int]]]:
    """The quote numbers the question gives, in full ("Q-000013" for "q13"), and the characters they cover."""
    numbers: list[str] = []
    spans: list[tuple[int, int]] = []
    for match in QUOTE_NUMBER.finditer(normalised):
        digits = next(g for g in match.groups() if g)
        number = quote_number(int(digits))
        if number not in numbers:
            numbers.append(number)
        spans.append(match.span())
    return numbers, spans


def _digits(number: str) -> str:
    return str(int(number.removeprefix("Q-")))


# A product code as the catalogues write them: letters, a hyphen, letters and digits ("ib-lrs73", "nb-ig2400"); not a
# buying, delivering or quote number ("po-260001", "q-260019").
CODE = re.compile(r"(?!(?:q|po|sq|co|so|rfq)-)[a-z]{2,4}-[a-z0-9-]*\d[a-z0-9-]*")


def unmatched_code(token: Token, exact: Exact, numbers: Sequence[tuple[int, int]]) -> bool:
    """The token is written as a product code and no product, project or organisation has it."""
    inside = any(s < token.end and token.start < e for s, e in [*numbers, *exact.spans])
    return not inside and CODE.fullmatch(token.text) is not None and token.text not in exact.codes


def code_like(token: Token) -> bool:
    """A token that may be a code: it holds a digit or joins parts ("IBT-TRR", "7.3N"), or is a short unusual word."""
    return token.text not in STOPWORDS and len(token.text) >= 2 and bool(_CODE_SHAPE.search(token.text))


def find(session: Session, normalised: str, tokens: Sequence[Token]) -> Exact:
    numbers, spans = quote_numbers(normalised)
    bare = {m.group(1): m.span() for m in BARE_NUMBER.finditer(normalised) if not _inside(m.span(), spans)}
    codes = sorted({t.text for t in tokens if code_like(t) and not any(s <= t.start and t.end <= e for s, e in spans)})
    exact = Exact(numbers=numbers, spans=spans)
    if not numbers and not codes:
        return exact
    digits = [_digits(n) for n in numbers]
    parameters = {"digits": digits, "bare": [f"Q-{b}" for b in bare], "codes": codes}
    by_digits: dict[str, str] = {}
    for source, row_id, name, supplier_id, key in session.execute(STATEMENT, parameters):
        if source == "quote" and any(row_id == r for r, _, _ in exact.found.get("quote", [])):
            continue
        exact.found.setdefault(source, []).append((row_id, name, supplier_id))
        if source != "quote":
            exact.codes.add(key)
        elif key in digits:
            by_digits[key] = name
        else:  # a bare number a quote has: a quote number, not a code
            exact.numbers.append(name)
            exact.spans.append(bare[name.removeprefix("Q-")])
    # The numbers as the quotes found have them ("q13" → Q-260013); those no quote has stay as given.
    exact.numbers = [by_digits.get(_digits(n), n) if n in numbers else n for n in exact.numbers]
    return exact


def _inside(span: tuple[int, int], spans: Sequence[tuple[int, int]]) -> bool:
    return any(s <= span[0] and span[1] <= e for s, e in spans)
