"""Sources a colleague marked unhelpful (assistant_source_demotions, kept by record so they survive re-embedding)
are demoted for questions close in meaning to the one they were marked on: a penalty on the fused retrieval score,
capped so a once-demoted record stays findable.

A demotion is tied to what the marked question was about: it applies only to a question about the same records (or
the same words naming a thing we have no record of), or, when the marked question named none, to questions naming
none. A source marked useless for "the holiday cottage job quotes" is never pushed down (nor the others lifted
above it) for "quotes on the harbour flats job". Retrieval runs beside the reading of the question (assistant.beside),
so the demotions near a question are found first (`near`) and applied once the question is read (`apply`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.orm import Session

from assistant.feedback import nearest
from assistant.models import Exchange, Feedback, SourceDemotion
from assistant.retrieval import FIRST_PLACE, RRF_K, Hit, ranked
from assistant.understanding.stored import reading_from_json
from assistant.understanding.types import KINDS, Understanding

# Demotions go by similarity alone (a source useless for a question is likely useless for its close neighbours),
# so they need a closer question; the penalty is small and capped.
DEMOTION_SIMILARITY = 0.75
# Demotions are taken off the fused retrieval score, where a place in a list is worth 1/(RRF_K + rank): first in
# both lists scores 2/(RRF_K + 1), and ranks near the top differ by hundredths of that. The cap is what a record
# first in both lists loses by falling to CAP_PLACE in both, so however often it was marked unhelpful it stays
# among the 10 retrieved (findable, by name above all); one verdict takes off a third of that, scaled by the
# question's similarity (a top hit falls about three places).
CAP_PLACE = 9
DEMOTION_CAP = 2 * FIRST_PLACE - 2 / (RRF_K + CAP_PLACE)
DEMOTION_STEP = DEMOTION_CAP / 3
# Words around a name we have no record of that do not change which thing it names ("the holiday cottage job").
FILLER = frozenset({"job", "jobs", "site", "project", "the"})


@dataclass(frozen=True)
class Demoting:
    """A source marked unhelpful on a question `similarity` close to this one, and how that question read."""

    key: tuple[str, int]
    similarity: float
    asked: Understanding


def near(session: Session, vector: list[float]) -> list[Demoting]:
    """The sources marked unhelpful on questions at least DEMOTION_SIMILARITY close to this one."""
    found = nearest(session, vector, DEMOTION_SIMILARITY, Feedback.id.in_(select(SourceDemotion.feedback_id)))
    if not found:
        return []
    similarity = {fb.id: sim for fb, sim in found}
    asked = _asked(session, [fb for fb, _ in found])
    rows = session.execute(
        select(SourceDemotion.feedback_id, SourceDemotion.kind, SourceDemotion.record_id)
        .where(SourceDemotion.feedback_id.in_(similarity))
        .order_by(SourceDemotion.feedback_id, SourceDemotion.kind, SourceDemotion.record_id)
    ).all()
    return [Demoting((kind, record_id), similarity[fid], asked[fid]) for fid, kind, record_id in rows]


def _asked(session: Session, marked: Sequence[Feedback]) -> dict[int, Understanding]:
    """How each marked question read when it was answered (else as the feedback keeps it), by feedback id: their
    exchanges read in one statement."""
    ids = {fb.exchange_id for fb in marked if fb.exchange_id}
    rows = session.execute(select(Exchange.id, Exchange.intent, Exchange.entities).where(Exchange.id.in_(ids)))
    read = {exchange_id: reading_from_json(intent, entities) for exchange_id, intent, entities in rows} if ids else {}
    return {fb.id: read.get(fb.exchange_id or 0) or reading_from_json(fb.intent, fb.entities) for fb in marked}


def penalties(demoting: Sequence[Demoting], reading: Understanding) -> dict[tuple[str, int], float]:
    """Each demoted source's penalty for a question reading as `reading`, capped: the demotions of questions about
    the same records (`same_subject`), added up."""
    out: dict[tuple[str, int], float] = {}
    for d in demoting:
        if same_subject(reading, d.asked):
            out[d.key] = min(DEMOTION_CAP, out.get(d.key, 0.0) + DEMOTION_STEP * d.similarity)
    return out


def apply(hits: Sequence[Hit], demoting: Sequence[Demoting], reading: Understanding, limit: int) -> list[Hit]:
    """The `limit` best hits once the demotions that apply to the question, as it reads, are taken off. `hits` must
    hold the `limit` best before any demotion and one more for each demoted source (retrieved by `extra`)."""
    return ranked(hits, penalties(demoting, reading), limit)


def extra(demoting: Sequence[Demoting]) -> int:
    """How many more hits to retrieve before demoting: a demoted hit may leave the best, another takes its place."""
    return len({d.key for d in demoting})


def _words(unknown: str) -> frozenset[str]:
    return frozenset(unknown.lower().split()) - FILLER


def same_subject(now: Understanding, asked: Understanding) -> bool:
    """Whether a question reading as `now` is about what the marked question (`asked`) was about: the same words for
    a thing we have no record of, and where either names records, a record of each kind both name in common (and at
    least one); where neither names any, similarity alone decides."""
    if _words(now.unknown) != _words(asked.unknown):
        return False
    shared, named = False, False
    for slot in KINDS:
        mine = {n.id for n in getattr(now.entities, slot)}
        theirs = {n.id for n in getattr(asked.entities, slot)}
        if mine and theirs and not mine & theirs:
            return False
        shared, named = shared or bool(mine & theirs), named or bool(mine or theirs)
    return shared or not named
