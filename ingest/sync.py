"""Keep the documents table in step with the records: build each record's document, embed only what changed
(content hash or model), remove the documents of records that are gone."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

from sqlalchemy import ARRAY, Integer, all_, delete, literal, select, tuple_
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.orm import Session

from api.db import utcnow
from ingest import embedder
from ingest.documents import BUILDERS, Doc
from ingest.documents.crm import ORGANISATIONS
from ingest.documents.people import KIND as CONTACT
from ingest.documents.people import contacts_of
from ingest.models import Document

CHUNK = 256
# A record kind a change is reported under, and the document kinds it may have (a company converted into a
# customer changes kind: its old document must go).
ORGANISATION = "organisation"
GROUPS: dict[str, tuple[str, ...]] = {ORGANISATION: tuple(b.kind for b in ORGANISATIONS)}


@dataclass
class Result:
    built: int = 0
    embedded: int = 0
    removed: int = 0
    kinds: dict[str, int] = field(default_factory=dict)

    def add(self, other: Result) -> None:
        self.built += other.built
        self.embedded += other.embedded
        self.removed += other.removed


def _chunks(ids: Sequence[int], size: int = CHUNK) -> Iterable[Sequence[int]]:
    for start in range(0, len(ids), size):
        yield ids[start : start + size]


def _store(session: Session, docs: list[Doc]) -> int:
    """Upsert the documents whose content or model changed; return how many were embedded."""
    if not docs:
        return 0
    keys = [(d.kind, d.record_id) for d in docs]
    current = {
        (kind, record_id): (content_hash, model)
        for kind, record_id, content_hash, model in session.execute(
            select(Document.kind, Document.record_id, Document.content_hash, Document.model).where(
                tuple_(Document.kind, Document.record_id).in_(keys)
            )
        )
    }
    stale = [d for d in docs if current.get((d.kind, d.record_id)) != (d.content_hash, embedder.MODEL_NAME)]
    if not stale:
        return 0
    vectors = embedder.embed([d.content for d in stale])
    rows = [
        {
            "kind": d.kind,
            "record_id": d.record_id,
            "title": d.title[:300],
            "meta": {k: str(v) for k, v in d.meta.items() if v not in (None, "")},
            "content": d.content,
            "content_hash": d.content_hash,
            "model": embedder.MODEL_NAME,
            "embedding": vector,
            "link": d.link,
            "embedded_at": utcnow(),
        }
        for d, vector in zip(stale, vectors, strict=True)
    ]
    statement = insert(Document).values(rows)
    excluded = statement.excluded
    session.execute(
        statement.on_conflict_do_update(
            index_elements=["kind", "record_id"],
            set_={
                c: excluded[c]
                for c in ("title", "meta", "content", "content_hash", "model", "embedding", "link", "embedded_at")
            },
        )
    )
    return len(stale)


def sync_kind(session: Session, kind: str, ids: Sequence[int]) -> Result:
    """Bring the documents of these records of one kind up to date (removing those of missing records)."""
    result = Result()
    for chunk in _chunks(sorted(set(ids))):
        # Written in the records' order, whatever order the builder's query returned them in (a join's order follows
        # the plan and where the rows lie): the documents' ids then follow the records' ids on every run.
        docs = sorted(BUILDERS[kind].build(session, chunk), key=lambda d: d.record_id)
        result.built += len(docs)
        result.embedded += _store(session, docs)
        gone = set(chunk) - {d.record_id for d in docs}
        if gone:
            removed = session.execute(delete(Document).where(Document.kind == kind, Document.record_id.in_(gone)))
            result.removed += int(getattr(removed, "rowcount", 0) or 0)
    return result


def sync_records(session: Session, changes: Iterable[tuple[str, int]]) -> Result:
    """Documents for changed records, as reported by `ingest.tracking` ("organisation" covers its four kinds, and
    its contacts, whose documents name it)."""
    by_kind: dict[str, set[int]] = defaultdict(set)
    organisations: set[int] = set()
    for kind, record_id in changes:
        if kind == ORGANISATION:
            organisations.add(record_id)
        for target in GROUPS.get(kind, (kind,)):
            by_kind[target].add(record_id)
    if organisations:
        by_kind[CONTACT].update(contacts_of(session, organisations))
    result = Result()
    for kind, ids in by_kind.items():
        if kind in BUILDERS:
            result.add(sync_kind(session, kind, sorted(ids)))
    return result


def reconcile(
    session: Session, kinds: Sequence[str], progress: Callable[[int, int, Result], None] | None = None
) -> Result:
    """Every document of these kinds: missing ones made, stale ones (content or model) embedded again,
    orphans removed. `progress(done, total, result)` is called after each chunk."""
    all_ids = {kind: list(BUILDERS[kind].ids(session)) for kind in kinds}
    total = sum(len(ids) for ids in all_ids.values())
    result = Result()
    done = 0
    for kind, ids in all_ids.items():
        for chunk in _chunks(ids):
            result.add(sync_kind(session, kind, chunk))
            done += len(chunk)
            if progress:
                progress(done, total, result)
        orphans_query = delete(Document).where(Document.kind == kind)
        if ids:
            # One array parameter: NOT IN (…) sends one per record, and PostgreSQL takes at most 65,535.
            orphans_query = orphans_query.where(Document.record_id != all_(literal(ids, ARRAY(Integer))))
        orphans = session.execute(orphans_query)
        result.removed += int(getattr(orphans, "rowcount", 0) or 0)
        result.kinds[kind] = len(ids)
    return result
