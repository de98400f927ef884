"""Name matching: the lines of a pasted list or bill of quantities against the catalogue (`PUT /products/name/query`).

Each line is read (api.catalogue.service.lines) into a quantity, a unit, sizes and words; the suppliers it names are
recognised (api.catalogue.service.named_suppliers); candidates come from the trigram index in a few statements for
all the lines (api.catalogue.service.candidates); each is scored in Python (api.catalogue.service.scoring) and the
best `limit` above MIN_SCORE returned, best first. Lines that read alike are looked up once."""

from __future__ import annotations

from collections.abc import Iterable

from sqlalchemy.orm import Session

from api.catalogue import mappers
from api.catalogue.models import Status
from api.catalogue.schemas import NameLineOut, NameMatchOut, NameQuery
from api.catalogue.service import candidates, named_suppliers, products
from api.catalogue.service.candidates import Plan
from api.catalogue.service.lines import Line, format_quantity, parse
from api.catalogue.service.scoring import MIN_SCORE, Features, Query, score


def _ranked(query: Query, ids: Iterable[int], offers: dict[int, Features], limit: int) -> list[tuple[int, float]]:
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
    return [(offer.product.id, s) for offer, s in good[:limit]]


def match_lines(session: Session, query: NameQuery) -> list[NameLineOut]:
    lines: list[Line] = [parse(line) for line in query.productArray]
    suppliers = named_suppliers.load(session, query.supplier_ids)
    # A line that reads like an earlier one (same words, sizes and unit; a bill repeats its products) shares its
    # lookup and its matches.
    first: dict[tuple[object, ...], int] = {}
    same: list[int] = []
    queries: dict[int, Query] = {}
    plans: list[Plan] = []
    for index, line in enumerate(lines):
        key = (line.header, line.words, line.dims, line.unit)
        same.append(first.setdefault(key, index))
        if line.header or not line.words or same[index] != index:
            continue
        supplier_ids, named_by = suppliers.named(line.words)
        queries[index] = Query.of(line, supplier_ids)
        plans.append(candidates.plan(index, queries[index], named_by, query.supplier_ids))
    found, offers = candidates.find(session, plans, suppliers) if plans else ({}, {})
    ranked = {i: _ranked(q, found.get(i, ()), offers, query.limit) for i, q in queries.items()}
    rows = products.by_ids(session, {product_id for matches in ranked.values() for product_id, _ in matches})
    return [
        NameLineOut(
            line=line.line,
            text=line.text,
            quantity=format_quantity(line.quantity) if line.quantity is not None else None,
            unit=line.unit,
            matches=[
                NameMatchOut(product=mappers.product_out(rows[pid]), score=s) for pid, s in ranked.get(same[i], [])
            ],
        )
        for i, line in enumerate(lines)
    ]
