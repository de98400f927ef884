"""The suppliers a pasted line names ("Ibstock", "Wienerberger", "Ibstok"), recognised by the distinctive words of
their names among the suppliers that have products (a handful to a few hundred)."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import select, text
from sqlalchemy.orm import Session

from api.catalogue.service.scoring import TRADE_WORDS, similarity, supplier_words
from api.core.memo import memo
from api.crm import Kind, Organisation

TYPO = 0.78
KEPT = "named_suppliers"  # the suppliers with products, in the request's memo

# Suppliers that have products, one index probe each: a loose scan of the (supplier_id, …) index.
SUPPLIERS_WITH_PRODUCTS = text(
    """
    WITH RECURSIVE s(id) AS (
        (SELECT supplier_id FROM products ORDER BY supplier_id LIMIT 1)
        UNION ALL
        SELECT (SELECT p.supplier_id FROM products p WHERE p.supplier_id > s.id ORDER BY p.supplier_id LIMIT 1)
        FROM s WHERE s.id IS NOT NULL
    )
    SELECT o.id, o.name FROM s JOIN organisations o ON o.id = s.id
    """
)


@dataclass(frozen=True)
class Supplier:
    id: int
    name: str
    words: tuple[str, ...]


class Suppliers:
    """The suppliers a line may name, found by their names' distinctive words (exact, or with a typo)."""

    def __init__(self, rows: Iterable[Any]) -> None:
        self.by_id = {row.id: Supplier(row.id, row.name, supplier_words(row.name)) for row in rows}
        self.by_word: dict[str, list[Supplier]] = defaultdict(list)
        for supplier in self.by_id.values():
            for word in supplier.words:
                self.by_word[word].append(supplier)
        self._seen: dict[str, list[str]] = {}

    def _names(self, word: str) -> list[str]:
        """The supplier words `word` stands for: itself, a typo of it, or (4 letters and more) its start."""
        if word not in self._seen:
            found = [word] if word in self.by_word else []
            if len(word) >= 4 and word not in TRADE_WORDS:
                found += [
                    w
                    for w in self.by_word
                    if w != word
                    and w[0] == word[0]
                    and (similarity(word, w) >= TYPO and (len(word) >= 5 or w.startswith(word)))
                ]
            self._seen[word] = found
        return self._seen[word]

    def named(self, words: Sequence[str]) -> tuple[frozenset[int], frozenset[str]]:
        """The suppliers `words` name (half their distinctive words at least, one of them not a trade word) and the
        words that named them."""
        hits: dict[int, set[str]] = defaultdict(set)
        by: dict[int, set[str]] = defaultdict(set)
        for word in words:
            for name_word in self._names(word):
                for supplier in self.by_word[name_word]:
                    hits[supplier.id].add(name_word)
                    by[supplier.id].add(word)
        named = {
            sid: len(found) / len(self.by_id[sid].words)
            for sid, found in hits.items()
            if any(w not in TRADE_WORDS for w in found)
        }
        named = {sid: share for sid, share in named.items() if share >= 0.5}
        if not named:
            return frozenset(), frozenset()
        best = max(named.values())
        ids = frozenset(sid for sid, share in named.items() if share == best)
        return ids, frozenset(w for sid in ids for w in by[sid])


def load(session: Session, only: Sequence[int]) -> Suppliers:
    """The suppliers with products; only those of `only` when given. All of them are read once a request (the
    assistant reads a question's products, then may match its words again: a few hundred index probes each)."""
    if only:
        rows = session.execute(
            select(Organisation.id, Organisation.name).where(
                Organisation.id.in_(only), Organisation.kind == Kind.supplier.value
            )
        )
        return Suppliers(rows)
    kept = memo(session)
    if KEPT not in kept:
        kept[KEPT] = Suppliers(session.execute(SUPPLIERS_WITH_PRODUCTS))
    found: Suppliers = kept[KEPT]
    return found
