"""What a colleague's feedback teaches, and where it stops (issue 14, the twentieth learning round): rules
assistant.feedback calls when it records and recalls a verdict.

- A correction choosing among the records its question named ("building sand by the bag": the bulk bag, of the bulk
  bag and the loose load) never applies to a question naming only others of them ("building sand loose per tonne").
- A helpful verdict on an answer that said it found nothing asked for (low confidence: "no account manager is
  recorded for Dales Haulage") may confirm the answer rather than how the question was read: it never outranks a
  question's own even reading of another intent ("who do i speak to about transport at dales"). It stays an exemplar
  of what it asked (knn): "the pallet count on the keyblok", not recorded there, was read right.
- Words a correction said name its record match as typed with a slip of one letter ("huddersfeild lot" for "the
  huddersfield lot"): names of five letters or more, never numbers or short words."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

from api.catalogue.service.scoring import edit_distance
from assistant.understanding.types import Entities, Intent, Understanding

# Kept in a helpful verdict's entities when the answer it was given on was labelled low (said it found nothing).
LOW = "low"
# From this confidence (an even reading) a question's own reading of another intent stands against a verdict kept
# under LOW.
OWN_READING = 0.5
# The shortest word a slip of one letter is forgiven in: shorter ones are other words ("lot", "lit").
SLIP_FROM = 5


def _ids(entities: Entities, slot: str) -> set[int]:
    return {n.id for n in getattr(entities, slot)}


def _words(text: str) -> set[str]:
    """Lower-case words without a plural ending ("facings" and "facing" are one word)."""
    found = re.findall(r"[a-z0-9]+", text.lower())
    return {w[:-1] if len(w) > 3 and w.endswith("s") and not w.endswith("ss") else w for w in found}


def chose_another(now: Understanding, before: Understanding, kept: Understanding, slot: str | None) -> bool:
    """The corrected question named several records of the corrected kind and the correction chose one: this
    question names only others of those, by a word of their names the corrected question did not say ("loose"), so
    its own words told them apart and the correction is not about it. The same words read as others of them again
    ("glimmer facing" after "the glimmer facings") still take the correction: that is what it put right."""
    if slot is None:
        return False
    named, asked, chosen = _ids(now.entities, slot), _ids(before.entities, slot), _ids(kept.entities, slot)
    if len(asked) < 2 or not named or not named <= asked or named & chosen:
        return False
    own = _words(now.entities.terms) - _words(before.entities.terms)
    return any(own & _words(n.name) for n in getattr(now.entities, slot))


def outranked(entities: Mapping[str, object] | None, kept_intent: str, now: Understanding) -> bool:
    """A helpful verdict given on an answer that found nothing asked for, and a question the reader reads surely
    enough as something else: its own reading answers it."""
    if not (entities or {}).get(LOW):
        return False
    return now.intent not in (Intent.general, Intent(kept_intent)) and now.confidence >= OWN_READING


def spelled(word: str, said: Iterable[str]) -> bool:
    """The word is one of `said`, or one of them typed with a slip of one letter (both at least SLIP_FROM letters,
    letters only, same first letter)."""
    said = set(said)
    if word in said:
        return True
    if len(word) < SLIP_FROM or not word.isalpha():
        return False
    return any(len(s) >= SLIP_FROM and s.isalpha() and s[0] == word[0] and edit_distance(word, s) <= 1 for s in said)


def holds(said: Iterable[str], words: set[str]) -> bool:
    """Every word of `said` is among `words`, as typed or with a slip of one letter."""
    return all(any(spelled(w, [s]) for w in words) for s in said)
