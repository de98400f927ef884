"""Organisations of a kind counted, naming none ("how many suppliers have we got", "how many customers do we have",
"number of architects on file"): the kinds asked for (assistant.lookups.party_kinds counts them by SQL)."""

from __future__ import annotations

import re

# The words for a kind of organisation, and the kind (or the "other" organisations' category) they stand for.
KINDS = {
    "customers": "customer",
    "suppliers": "supplier",
    "prospects": "company",
    "architects": "Architect",
    "hauliers": "Haulier",
}
COUNTED = re.compile(
    r"^(?:how\s+many|number\s+of|count\s+of|total\s+number\s+of|no\s+of)\s+(" + "|".join(KINDS) + r")\b(.*)$"
)
# What may follow the kind without narrowing it ("have we got", "do we have", "on the system", "on file").
FILLER = frozenset(
    "have has do does we got are there in on the system books file list our altogether total all brickmate".split()  # noqa: SIM905
)


def asked(normalised: str) -> list[str]:
    """The kinds a count of organisations asks for ([] when the question asks something else)."""
    match = COUNTED.match(normalised)
    if match is None or not set(match.group(2).split()) <= FILLER:
        return []
    return [KINDS[match.group(1)]]
