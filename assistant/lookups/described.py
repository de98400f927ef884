"""Products matching a description ("red multi facing brick 65mm", "textured red brick for a barn conversion").

Two ways find them, fused by reciprocal rank (as retrieval fuses its lists):
- the catalogue's name matching (api.catalogue.service.matching, as for a pasted list): names, codes, colours,
  sizes, categories and suppliers, typos tolerated, scored 0..1;
- the full-text index of the product documents (ingest): their descriptions too, every word of the description
  (or, when neither way finds a good match, any of them, ranked by how many).
Only which products match comes from the documents; what the answer says of them is read from the products."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from sqlalchemy import Text, cast, func, select
from sqlalchemy.orm import Session

from api.catalogue.models import Product
from api.catalogue.schemas import NameQuery
from api.catalogue.service.matching import match_lines
from api.crm import Organisation
from assistant import beside
from ingest.models import Document

# A name match scoring this or more is an answer; below, only the closest.
GOOD_MATCH = 0.6
# How sure a match of every word of the description in a product's document is, and of only some of them.
EVERY_WORD = 0.75
SOME_WORDS = 0.45
RRF_K = 60
TEXT_LIMIT = 10  # full-text matches fused with the name matches

Row = tuple[Product, Organisation]


@dataclass
class Found:
    rows: list[Row]  # best first
    confidence: float  # how well the best of them answers the description (0 when nothing matched)

    @property
    def good(self) -> bool:
        return self.confidence >= GOOD_MATCH


def _by_name(session: Session, description: str, limit: int) -> dict[int, float]:
    (line,) = match_lines(session, NameQuery(productArray=[description], limit=min(limit, 10)))
    return {m.product.product_id: m.score for m in line.matches}


def _by_text(session: Session, description: str, every: bool) -> list[int]:
    """Products whose document holds every word of the description (`every`), else any, best ranked first."""
    query = func.plainto_tsquery("english", description)
    if not every:
        query = func.to_tsquery("english", func.replace(cast(query, Text), "&", "|"))
    found = session.scalars(
        select(Document.record_id)
        .where(Document.kind == "product", Document.search.op("@@")(query))
        .order_by(func.ts_rank_cd(Document.search, query).desc(), Document.record_id)
        .limit(TEXT_LIMIT)
    )
    return list(found)


def _fused(lists: Sequence[Sequence[int]], scores: dict[int, float]) -> list[int]:
    fused: dict[int, float] = {}
    for ranked in lists:
        for rank, product_id in enumerate(ranked, start=1):
            fused[product_id] = fused.get(product_id, 0.0) + 1 / (RRF_K + rank)
    return sorted(fused, key=lambda i: (-fused[i], -scores.get(i, 0.0), i))


def search(session: Session, description: str, limit: int) -> Found:
    description = " ".join(description.split())[:500]
    if not description:
        return Found([], 0.0)
    # The documents with every word are ranked (all of them) on a connection of their own while the names match.
    every = beside.start(session, lambda own: _by_text(own, description, every=True))
    scores = _by_name(session, description, limit)
    confidence = max(scores.values(), default=0.0)
    text = every.result()
    if text:
        confidence = max(confidence, EVERY_WORD)
    elif confidence < GOOD_MATCH:
        text = _by_text(session, description, every=False)
        confidence = max(confidence, SOME_WORDS if text else 0.0)
    ids = _fused([sorted(scores, key=lambda i: -scores[i]), text], scores)[:limit]
    if not ids:
        return Found([], 0.0)
    rows = session.execute(
        select(Product, Organisation)
        .join(Organisation, Organisation.id == Product.supplier_id)
        .where(Product.id.in_(ids))
    ).all()
    found = {product.id: (product, org) for product, org in rows}
    return Found([found[i] for i in ids if i in found], confidence)
