"""The index's vectors are written as text with 9 significant digits (`ingest.models.vector_text`), one %-format a
vector, where pgvector writes each value's shortest double repr: the column keeps the same float4 values, from
shorter text made faster."""

from __future__ import annotations

import timeit

import numpy as np
from pgvector import Vector
from sqlalchemy import select, text
from sqlalchemy.orm import Session

from ingest.models import DIMENSIONS, Document, Embedding, vector_text

RANDOM = np.random.default_rng(7)


def _vectors(count: int) -> np.ndarray:
    """Normalised float4 vectors, as the embedder makes them, with a few values at the ends of float4's range."""
    vectors = RANDOM.standard_normal((count, DIMENSIONS)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    vectors[0, :4] = [np.float32(1e-38), np.float32(-3.4e38), np.float32(0.0), np.float32(1.0)]
    return vectors


def test_every_float4_is_read_back_exactly() -> None:
    for vector in _vectors(300):
        written = vector_text(vector.tolist())
        assert written == vector_text(vector)  # a list and an array alike
        read = np.array([float(v) for v in written[1:-1].split(",")], dtype=np.float32)
        assert np.array_equal(read, vector)


def test_the_column_keeps_what_pgvectors_own_text_keeps(db: Session) -> None:
    """The database's float4 values from both texts are equal, value for value."""
    for vector in _vectors(20):
        ours, theirs = vector_text(vector), Vector._to_db(vector.tolist())
        same = db.scalar(text("SELECT CAST(:a AS vector) = CAST(:b AS vector)"), {"a": ours, "b": theirs})
        assert same is True and len(ours) < len(theirs) * 0.7
    assert isinstance(Document.__table__.c.embedding.type, Embedding)
    vector = _vectors(1)[0]
    bound = db.scalar(select(text("CAST(:v AS vector)::text")).params(v=vector_text(vector)))
    assert np.array_equal(np.array([float(v) for v in bound[1:-1].split(",")], dtype=np.float32), vector)


def test_it_takes_less_time_than_pgvectors_own() -> None:
    rows = [vector.tolist() for vector in _vectors(64)]
    ours = min(timeit.repeat(lambda: [vector_text(row) for row in rows], number=3, repeat=5))
    theirs = min(timeit.repeat(lambda: [Vector._to_db(row) for row in rows], number=3, repeat=5))
    assert ours < theirs / 2, (ours, theirs)
