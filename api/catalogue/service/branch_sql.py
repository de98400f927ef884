"""The SQL text of name matching's candidate branches (api.catalogue.service.candidates): a misspelt word's guard,
and a statement's parameters numbered in order."""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from typing import Any

PARAMETER = re.compile(r":(w\d+)\b")  # a branch's parameter in its SQL (see candidates._like)


def trigram_guard(word: str, threshold: float) -> list[str]:
    """Three-letter parts of `word` of which a text must hold one to be similar to it: `word <% text` needs at
    least `threshold` of the word's trigrams (pg_trgm's, padded: "  t", " tr", "tra", …, "en ") in the text, so at
    most the rest may be missing, and of any one more than that some part is there. Checked by `strpos` (nothing to
    escape), far cheaper than the similarity, which takes the trigrams of every text it reads. Nothing for a word
    pg_trgm splits (not letters and digits only) or too short to leave a part over."""
    if not word.isascii() or not word.isalnum():
        return []
    word = word.lower()
    padded = {f"  {word} "[i : i + 3] for i in range(len(word) + 1)}
    inner = list(dict.fromkeys(word[i : i + 3] for i in range(len(word) - 2)))
    needed = math.ceil(threshold * len(padded) - 1e-3)  # a little lower than exact: the guard may only be looser
    missing = len(padded) - needed
    return inner[: missing + 1] if needed > 0 and missing + 1 <= len(inner) else []


def numbered(sql: str, params: Mapping[str, Any]) -> tuple[str, dict[str, Any]]:
    """The statement with its parameters named in order (w0, w1, …): the same lines give the same text, whose
    parsing the drivers keep."""
    names: dict[str, str] = {}

    def renamed(match: re.Match[str]) -> str:
        return f":{names.setdefault(match.group(1), f'w{len(names)}')}"

    return PARAMETER.sub(renamed, sql), {new: params[old] for old, new in names.items()}


def canonical(sql: str, params: Mapping[str, Any]) -> tuple[str, tuple[Any, ...]]:
    """A statement as the same whatever its parameters are named (their names are numbered across requests)."""
    values: list[Any] = []

    def placeholder(match: re.Match[str]) -> str:
        values.append(params[match.group(1)])
        return ":p"

    return PARAMETER.sub(placeholder, sql), tuple(values)
