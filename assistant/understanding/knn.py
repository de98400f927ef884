"""The intent (and the fact asked for) of a question by its nearest labelled exemplars in meaning: the exemplars
(assistant.understanding.exemplars) and the questions colleagues marked helpful (assistant_feedback, with what they
confirmed), embedded with the same model as the question, vote by cosine similarity (k nearest neighbours), the way
Vanna replays question→query pairs.

The exemplars are embedded once per process, lazily, and kept on disk under the data directory keyed by a hash of
their texts and the model (a changed exemplar embeds them again)."""

from __future__ import annotations

import hashlib
import logging
import threading
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
from sqlalchemy import select
from sqlalchemy.orm import Session

from assistant.understanding.exemplars import EXEMPLARS, Exemplar
from assistant.understanding.types import Attribute, Intent
from ingest import embedder

log = logging.getLogger(__name__)

K = 7  # neighbours that vote
FLOOR = 0.3  # a neighbour less similar than this has no say
LEARNED = 10  # helpful feedback rows looked at
LEARNED_WEIGHT = 1.5  # a question a colleague confirmed counts more than a written exemplar
_lock = threading.Lock()
_vectors: Any = None


@dataclass(frozen=True)
class Vote:
    """The intent the neighbours say, its share of their weighted vote, the most similar neighbour's similarity,
    and the fact asked for when the winning neighbours agree on one."""

    intent: Intent
    share: float
    top: float
    attribute: Attribute | None = None

    @property
    def sure(self) -> bool:
        return self.share >= 0.6 and self.top >= 0.65


def _key(texts: Sequence[str]) -> str:
    digest = hashlib.sha256("\n".join([embedder.MODEL_NAME, *texts]).encode()).hexdigest()
    return digest[:16]


def _cache_dir() -> Path | None:
    try:
        from api.settings import get_settings

        return get_settings().data_dir.resolve() / "cache"
    except Exception:  # no settings (a script): no disk cache
        return None


def vectors() -> Any:
    """The exemplars' vectors (a numpy array, one normalised row each), embedded once per process."""
    global _vectors
    with _lock:
        if _vectors is not None:
            return _vectors
        texts = [e.text for e in EXEMPLARS]
        folder = _cache_dir()
        path = folder / f"exemplars-{_key(texts)}.npy" if folder else None
        if path is not None and path.exists():
            try:
                loaded = np.load(path)
                if loaded.shape[0] == len(texts):
                    _vectors = loaded
                    return _vectors
            except (OSError, ValueError):
                log.warning("exemplar vectors at %s unreadable: embedding again", path)
        _vectors = np.asarray(embedder.embed(texts), dtype=np.float32)
        if path is not None:
            try:
                path.parent.mkdir(parents=True, exist_ok=True)
                np.save(path, _vectors)
            except OSError:
                log.warning("exemplar vectors not cached at %s", path)
        return _vectors


def warm() -> None:
    """Load the embedding model and the exemplars' vectors now (the server's start-up thread calls it), so the
    first question after a start is answered as fast as the next (embedding the exemplars took 3-4 s)."""
    embedder.model()
    vectors()


def learned(session: Session, vector: Sequence[float]) -> list[tuple[Exemplar, float]]:
    """The questions colleagues marked helpful nearest to the vector, as exemplars of what they confirmed."""
    from assistant.models import Feedback  # the models import nothing of the understanding

    distance = Feedback.embedding.cosine_distance(list(vector))
    rows = session.execute(
        select(Feedback.question, Feedback.intent, Feedback.entities, distance.label("distance"))
        .where(Feedback.model == embedder.MODEL_NAME, Feedback.helpful)
        .order_by(distance)
        .limit(LEARNED)
    ).all()
    return exemplars(rows)


def exemplars(rows: Sequence[Any]) -> list[tuple[Exemplar, float]]:
    """Helpful feedback rows (question, intent, entities, cosine distance) as exemplars of what they confirmed."""
    out: list[tuple[Exemplar, float]] = []
    for question, intent, entities, dist in rows:
        if (entities or {}).get("unconfirmed"):  # marked helpful on an answer that found nothing: not a reading
            continue
        try:
            label = Intent(intent)
        except ValueError:
            continue
        attribute = _attribute((entities or {}).get("attribute"))
        out.append((Exemplar(question, label, attribute), 1.0 - float(dist)))
    return out


def _attribute(value: object) -> Attribute | None:
    try:
        return Attribute(str(value)) if value else None
    except ValueError:
        return None


def neighbours(vector: Sequence[float], extra: Sequence[tuple[Exemplar, float]] = ()) -> list[tuple[Exemplar, float]]:
    """The K nearest exemplars (and confirmed questions) with their similarity, most similar first."""
    matrix = vectors()
    sims = matrix @ np.asarray(vector, dtype=np.float32)
    order = np.argsort(-sims)[:K]
    found = [(EXEMPLARS[i], float(sims[i])) for i in order]
    found += [(e, s) for e, s in extra]
    found.sort(key=lambda pair: -pair[1])
    return found[:K]


def vote(vector: Sequence[float], extra: Sequence[tuple[Exemplar, float]] = ()) -> Vote:
    """The intent the nearest exemplars say, weighted by similarity (confirmed questions weigh more)."""
    near = [(e, s) for e, s in neighbours(vector, extra) if s >= FLOOR]
    if not near:
        return Vote(Intent.general, 0.0, 0.0)
    learned_texts = {e.text for e, _ in extra}
    weights: dict[Intent, float] = defaultdict(float)
    for exemplar, sim in near:
        weights[exemplar.intent] += sim**2 * (LEARNED_WEIGHT if exemplar.text in learned_texts else 1.0)
    intent = max(weights, key=lambda i: weights[i])
    share = weights[intent] / sum(weights.values())
    attributes: dict[Attribute | None, float] = defaultdict(float)
    for exemplar, sim in near:
        if exemplar.intent == intent:
            attributes[exemplar.attribute] += sim**2
    attribute = max(attributes, key=lambda a: attributes[a])
    return Vote(intent, round(share, 3), round(near[0][1], 3), attribute)
