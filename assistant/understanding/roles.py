"""A person asked for by the part they play at an organisation: "the buyer at Pennine", "whos the QS at AWC", "trade
account manager marshalls", "whos key accounts at forterra". The job title's words are read from the question here
(pure functions, no statement); the contacts' look-up (assistant.lookups.contacts) then names only the people whose
job title it is, and says so when nobody's is, rather than giving another person as if they held it.

A title with a head word (a buyer, a manager, a director, a partner…) is a role the organisation has or has not: no
one holding it is a decline. Words of a department alone ("key accounts", "technical sales") narrow the people listed
when someone's title has them, never decline. Words for a person in general ("the rep", "the guy", "main contact",
"in charge") are no title at all."""

from __future__ import annotations

import re
from collections.abc import Iterable

from api.catalogue.service.scoring import edit_distance


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


# Words that end a job title: whoever is asked for by one holds a title with it.
HEADS = _words(
    "buyer estimator surveyor director partner associate manager engineer foreman specialist administrator "
    "planner secretary receptionist coordinator supervisor accountant consultant designer chairman ceo md qs "
    "buyers estimators surveyors directors partners associates managers engineers specialists"
)
# Words before a head, or a department's words on their own.
MODIFIERS = _words(
    "site commercial contracts contract quantity area sales regional trade account accounts key technical "
    "transport managing finance financial purchasing procurement operations project construction development "
    "land marketing office general senior assistant deputy building products merchant roofing customer service "
    "services estates estate national branch credit chief executive health safety design"
)
# Shorthand staff type for a title, as the title is written.
SHORTHAND = {"md": "managing director", "qs": "quantity surveyor", "ceo": "chief executive", "mgr": "manager"}
# A department's words make a title only in company: two of them at least ("key accounts", "transport office").
DEPARTMENT_WORDS = 2
TYPO_LENGTH = 5  # a head this long or longer is recognised with a letter missing or extra ("buyr", "manger")


def _singular(word: str) -> str:
    return word[:-1] if word.endswith("s") and not word.endswith("ss") and len(word) > 3 else word


def _head(word: str) -> str:
    """The head word a question's word is (itself, its singular, or a typo of one), or ""."""
    if word in HEADS or word in SHORTHAND:
        return _singular(word) if word in HEADS else word
    if len(word) >= TYPO_LENGTH - 1:
        for head in HEADS:
            # a letter left out or doubled ("buyr", "manger"), never one changed: "designed", "manages" are verbs
            if len(head) >= TYPO_LENGTH and len(head) != len(word) and edit_distance(word, head) == 1:
                return _singular(head)
    return ""


def asked(words: Iterable[str]) -> str:
    """The job title the question's words ask for ("" when none): a head word with the department's words before
    it ("area sales manager", "site manager", "qs"), else two department words together ("key accounts"). `words`:
    the question's words less the names of the records it names (so "Whitfield Architects" is no title)."""
    given = list(words)
    for i, word in enumerate(given):
        head = _head(word)
        if not head:
            continue
        start = i
        while start > 0 and given[start - 1] in MODIFIERS:
            start -= 1
        return " ".join([*given[start:i], head])
    run: list[str] = []
    for word in [*given, ""]:
        if word in MODIFIERS:
            run.append(word)
            continue
        if len(run) >= DEPARTMENT_WORDS:
            return " ".join(run)
        run = []
    return ""


def strict(role: str) -> bool:
    """A role with a head word: nobody holding it is something we do not have."""
    return any(_head(word) for word in role.split())


def _expanded(role: str) -> list[str]:
    return [part for word in role.split() for part in SHORTHAND.get(word, word).split()]


def _word_holds(title_words: list[str], word: str) -> bool:
    word = _singular(word)
    for own in title_words:
        own = _singular(own)
        if own == word or (min(len(own), len(word)) >= TYPO_LENGTH and edit_distance(own, word) <= 1):
            return True
    return False


def holds(title: str, role: str) -> bool:
    """The job title is the role asked for: each of the role's words is one of the title's ("sales manager" is an
    "Area sales manager"; "director" is no "Partner"; "md" is a "Managing director")."""
    title_words = re.findall(r"[a-z]+", title.lower())
    return bool(title_words) and all(_word_holds(title_words, word) for word in _expanded(role))


def without(text: str, role: str) -> str:
    """The question without the role's words, to read the fact it asks for ("area sales manager … email": the email,
    not "sales man")."""
    own = set(role.split())
    return " ".join(w for w in text.split() if w not in own and _singular(w) not in own and _head(w) not in own)


def title_word(word: str) -> bool:
    """The word is one of a job title's (a head, its typo, or a department's word): never a person's name."""
    return word in MODIFIERS or bool(_head(word))


def ours(role: str) -> bool:
    """The role is our own account manager's ("who's the account manager for pennine"), not one of their people's."""
    return [_singular(w) for w in role.split()] == ["account", "manager"]
