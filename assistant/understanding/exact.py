"""Records a question names exactly: quote numbers ("Q-000123", "q123", "quote 123", "quote number 45"), product
codes ("IBT-TRR", any case), project references and account numbers. One statement, each branch an index lookup
(quotes.number unique; lower(code), lower(reference), (kind, lower(account_number)) indexes)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from sqlalchemy import text
from sqlalchemy.orm import Session

from assistant.understanding.cues import STOPWORDS, Token

# "Q-000123", "Q000123", "q123", "q13", "Q 123", "Q-7" (two digits at least without a hyphen: "Q1" is a quarter);
# "quote 123", "quote number 45", "quote no. 45", "quote #45", "quote ref 7"; "#13" (normalised to "q-13" by
# assistant.understanding.cues.normalise).
QUOTE_NUMBER = re.compile(
    r"\bq\s?(\d{2,9})\b|\bq\s?-\s?(\d{1,9})\b|"
    r"\bquot(?:e|ation)\s+(?:(?:number|num|no|nr|ref|reference|id)\s*\.?\s*)?#?\s*(\d{1,9})\b"
)
_CODE_SHAPE = re.compile(r"[a-z]*\d|[-/.+]")

STATEMENT = text(
    """
    SELECT 'quote' AS source, id, number AS name, NULL::integer AS supplier_id, lower(number) AS key FROM quotes
     WHERE number = ANY(CAST(:numbers AS text[]))
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
    numbers: list[str] = []
    spans: list[tuple[int, int]] = []
    for match in QUOTE_NUMBER.finditer(normalised):
        digits = next(g for g in match.groups() if g)
        number = quote_number(int(digits))
        if number not in numbers:
            numbers.append(number)
        spans.append(match.span())
    return numbers, spans


def code_like(token: Token) -> bool:
    """A token that may be a code: it holds a digit or joins parts ("IBT-TRR", "7.3N"), or is a short unusual word."""
    return token.text not in STOPWORDS and len(token.text) >= 2 and bool(_CODE_SHAPE.search(token.text))


def find(session: Session, normalised: str, tokens: Sequence[Token]) -> Exact:
    numbers, spans = quote_numbers(normalised)
    codes = sorted({t.text for t in tokens if code_like(t) and not any(s <= t.start and t.end <= e for s, e in spans)})
    exact = Exact(numbers=numbers, spans=spans)
    if not numbers and not codes:
        return exact
    for source, row_id, name, supplier_id, key in session.execute(STATEMENT, {"numbers": numbers, "codes": codes}):
        exact.found.setdefault(source, []).append((row_id, name, supplier_id))
        if source != "quote":
            exact.codes.add(key)
    return exact
