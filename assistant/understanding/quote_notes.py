"""A customer quote named by what it is for rather than by number ("the drainage chambers quote", "the courtyard
paving quote", "has the phase 2 top up quote been accepted", "the patio quote for pennine"): the words right before
"quote", as a phrase of the quote's notes (to the customer or internal), the longest that some quote's notes hold,
within the customers the question names. One statement a phrase tried, only for a question that says "quote" and
names no quote."""

# ruff: noqa: SIM905 (word lists read better as strings)

from __future__ import annotations

import re

from sqlalchemy import text
from sqlalchemy.orm import Session

from assistant.understanding.cues import FUNCTION_WORDS, STATUS_WORDS, STOPWORDS
from assistant.understanding.reading import Reading
from assistant.understanding.types import Intent, Named

MOST = 3
# Readings a customer's quote described by its notes replaces ("the rear courtyard paving for harrogate": no product).
LOOSE = (
    Intent.general,
    Intent.record_summary,
    Intent.customer_quotes,
    Intent.last_quoted,
    Intent.product_search,
    Intent.product_price,
)
RUNS = 3  # runs of words tried when the question does not say "quote"
JOB_WORDS = frozenset({"job", "jobs", "one", "work", "works", "order"})
# Words of a period, never what a quote is for ("calder quotes last month").
PERIOD_WORDS = frozenset(
    "day days week weeks month months year years fortnight today yesterday tomorrow monday tuesday wednesday "
    "thursday friday saturday sunday morning afternoon since ago past".split()
)
LONGEST = 4  # words before "quote" taken as its description
QUOTE_WORDS = frozenset({"quote", "quotation"})
# Words that open a quote's description rather than being part of it ("the", "has the", "whats the").
OPENERS = frozenset(
    "a an the that this those these our their its his her my your whats what which is are has have had did does do "
    "for on about with was were any how status of to from by we i you they us".split()
)
# Words that say which of a party's quotes by its state or place in time, not by what it is for.
NOT_TELLING = STATUS_WORDS | frozenset(
    "quote quotes last latest first newest oldest recent price prices total value worth new old big biggest".split()
)
STATEMENT = text(
    """
    SELECT q.id, q.number FROM quotes q
      JOIN quote_versions v ON v.quote_id = q.id AND v.version = q.current_version
     WHERE regexp_replace(lower(coalesce(v.customer_notes, '') || ' ' || coalesce(q.internal_notes, '')),
                          '[^a-z0-9]+', ' ', 'g') ~ :phrase
       AND (cardinality(CAST(:parties AS int[])) = 0 OR q.customer_id = ANY(CAST(:parties AS int[])))
     ORDER BY q.created_at DESC, q.id DESC
     LIMIT :most
    """
)


def _phrase(reading: Reading) -> list[tuple[int, str]]:
    """The words right before the first "quote" (at most LONGEST), after the words that open a description."""
    tokens = reading.tokens
    at = next((i for i, t in enumerate(tokens) if t.text in QUOTE_WORDS), None)
    if at is None:
        return []
    words: list[tuple[int, str]] = []
    for i in range(at - 1, max(at - 1 - LONGEST, -1), -1):
        if tokens[i].text in OPENERS:
            break
        words.insert(0, (i, tokens[i].text))
    return words


SKIPPED = OPENERS | STOPWORDS | NOT_TELLING | PERIOD_WORDS


def _runs(reading: Reading) -> list[list[tuple[int, str]]]:
    """Without the word "quote": the runs of the question's words that could describe a job ("the rear courtyard
    paving for harrogate", "the drainage chambers job - did awc accept"), longest first, a closing "job" left off."""
    runs: list[list[tuple[int, str]]] = []
    run: list[tuple[int, str]] = []
    for i, token in enumerate([*reading.tokens, None]):
        word = token.text if token is not None else ""
        if token is not None and i not in reading.named_tokens and word not in SKIPPED:
            run.append((i, word))
            continue
        while run and run[-1][1] in JOB_WORDS:
            run.pop()
        if run:
            runs.append(run[-LONGEST:])
        run = []
    return sorted(runs, key=len, reverse=True)[:RUNS]


def regex(words: list[str]) -> str:
    """The phrase as a regular expression over the notes' words: a range of numbers "1-6" as "1 to 6" or "1 6"."""
    parts: list[str] = []
    for word in words:
        if span := re.fullmatch(r"(\d+)-(\d+)", word):
            parts.append(rf"{span[1]}\s+(?:to\s+)?{span[2]}")
        else:
            parts += [part for part in re.split(r"[^a-z0-9]+", word) if part]
    return r"\m" + r"\s+".join(parts) + r"\M"


def _a_products(reading: Reading, words: list[str]) -> bool:
    """Every word is a word of the products the question matched ("tradesman red - what did calder pay"): the
    product asked about, not a quote's description."""
    return all(any(w in m.name.lower().split() for m in reading.matches) for w in words)


def _telling(words: list[tuple[int, str]], named: set[int]) -> bool:
    return any(len(w) >= 4 and i not in named and w not in NOT_TELLING and w not in FUNCTION_WORDS for i, w in words)


def named(session: Session, reading: Reading, loose: bool = False) -> tuple[list[Named], set[str]]:
    """The quotes the question names by what they are for, and the words that named them. `loose`: a question that
    does not say "quote" but names the customer may describe one of theirs ("did pennine go for the garden walls")."""
    e = reading.entities
    if e.quotes or e.projects or reading.quote_numbers:
        return [], set()
    words = _phrase(reading)
    parties = [n.id for n in (*e.customers, *e.companies)]
    if not words and loose and parties:
        for run in _runs(reading):
            if _telling(run, reading.named_tokens) and not _a_products(reading, [w for _, w in run]):
                phrase = regex([w for _, w in run])
                rows = session.execute(STATEMENT, {"phrase": phrase, "parties": parties, "most": MOST}).all()
                if rows:
                    return [Named(row_id, number) for row_id, number in rows], {w for _, w in run}
        return [], set()
    if reading.product_named and _a_products(reading, [w for _, w in words]):
        return [], set()  # "the tradesman red quote": the product's, not a quote's notes
    while words and _telling(words, reading.named_tokens):
        spoken = [w for i, w in words if i not in reading.named_tokens]
        phrase = regex(spoken)
        rows = session.execute(STATEMENT, {"phrase": phrase, "parties": parties, "most": MOST}).all()
        if rows:
            return [Named(row_id, number) for row_id, number in rows], {w for _, w in words}
        words = words[1:]  # "calder price check quote": the customer's name is no word of the notes
    return [], set()
