"""Fractional ranks: strings of base-62 digits read as a fraction (0.xyz), compared byte by byte (`COLLATE "C"`).
Between any two there is always another, so putting a task between two neighbours writes that task's row only.
A rank never ends in the zero digit (so no two spellings of one value exist)."""

from __future__ import annotations

import random

DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
BASE = len(DIGITS)
_VALUE = {digit: i for i, digit in enumerate(DIGITS)}


def between(low: str | None, high: str | None) -> str:
    """A rank strictly between `low` and `high` (None: the start, or the end of the column)."""
    low = low or ""
    if high is not None and not low < high:
        raise ValueError(f"rank {low!r} is not below {high!r}")
    return _midpoint(low, high)


def _midpoint(low: str, high: str | None) -> str:
    if high is not None:
        # The common prefix (the low side padded with zeros) is kept as it is.
        n = 0
        while n < len(high) and (low[n] if n < len(low) else "0") == high[n]:
            n += 1
        if n > 0:
            return high[:n] + _midpoint(low[n:], high[n:])
    low_digit = _VALUE[low[0]] if low else 0
    high_digit = _VALUE[high[0]] if high is not None else BASE
    if high_digit - low_digit > 1:
        return DIGITS[(low_digit + high_digit) // 2]
    if high is not None and len(high) > 1:
        return high[:1]
    return DIGITS[low_digit] + _midpoint(low[1:], None)


def jittered(low: str | None, high: str | None, rng: random.Random | None = None) -> str:
    """A rank between `low` and `high` chosen at random among a few (a retry after two movers picked the same)."""
    rng = rng or random.Random()
    rank = between(low, high)
    for _ in range(rng.randint(1, 4)):
        rank = between(low, rank) if rng.random() < 0.5 else between(rank, high)
    return rank


def spread(count: int, width: int = 5) -> list[str]:
    """`count` ranks evenly spread over the column, in order (the bulk seeds and a stage's re-ranking)."""
    top = BASE**width
    ranks = []
    for i in range(1, count + 1):
        value = i * top // (count + 1)
        digits = []
        for _ in range(width):
            value, digit = divmod(value, BASE)
            digits.append(DIGITS[digit])
        ranks.append("".join(reversed(digits)).rstrip("0"))
    return ranks
