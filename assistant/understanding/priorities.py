"""A task's priority as a question names it ("anything urgent on the pad", "high priority tasks", "low priority"): a
bare "high" ("high value quotes", "how high is a pallet", "hi-strength") is a priority only in a question about
tasks, so that no other question carries it into a follow-up about tasks."""

from __future__ import annotations

import re

PRIORITIES = [
    ("urgent", re.compile(r"\burgent\b")),
    ("high", re.compile(r"\bhigh(?:\s+priority)?\b|\btop\s+priority\b")),
    ("low", re.compile(r"\blow\s+priority\b|\blow\s+prio\b")),
]
# A priority said in so many words, whatever the question is about.
SAID = re.compile(r"\b(?:high|top|low)\s+prio(?:rity)?\b|\burgent\b")


def named(normalised: str, *, about_tasks: bool) -> list[str]:
    """The priorities the (normalised) question names; none for a bare "high" outside a question about tasks."""
    found = [name for name, pattern in PRIORITIES if pattern.search(normalised)]
    if found and not about_tasks and not SAID.search(normalised):
        return []
    return found
