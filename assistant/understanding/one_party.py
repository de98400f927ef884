"""A customer or job named by the first words of its name alone ("what does calder usually buy", "where are we with
mytholm"): when it is the one record the question names (no other party, job, contact or product read), the reading
is as sure as a whole name's share of it, so that the right cards are not given at low confidence. Only for the
managers' views that ask about a party or job as a whole (usual buys, its whole picture)."""

from __future__ import annotations

from assistant.understanding.reading import Reading

PARTY_SLOTS = ("customers", "companies", "projects", "suppliers", "others")
CLEAR = 0.85  # as sure as a name's every word read (assistant.understanding.reading._named_records)


def make_clear(reading: Reading) -> None:
    """Raise the sureness of the one party or job named by its leading words; nothing when more than one is read."""
    e = reading.entities
    named = [(slot, n) for slot in PARTY_SLOTS for n in getattr(e, slot)]
    if len(named) != 1 or e.products or e.contacts or e.quotes:
        return
    slot, record = named[0]
    first = record.name.lower().split()[0] if record.name.split() else ""
    if first and first in reading.normalised.split() and reading.sureness.get(slot, 0.0) < CLEAR:
        reading.sureness[slot] = CLEAR
