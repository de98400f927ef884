"""Fractional ranks, compared byte by byte (`COLLATE "C"`): between any two there is always another, so putting a
task between two neighbours writes that task's row only.

A rank is an integer part then a fraction (the scheme of the `fractional-indexing` library, in base 62). The
integer part's first character says its length: `a` is followed by 1 digit, `b` by 2, …, `z` by 26; `Z` by 1,
`Y` by 2, …, `A` by 26, below every `a…`. Placing a task above the top card (or below the last) steps the integer
part down (or up) by one, so a column stays short however many tasks are put at its top: ranks grow with the
logarithm of the insertions at an end, never one character every few (a column where every new or closed task
goes to the top would otherwise outgrow its column after about a thousand). Only a task put between two
neighbours whose integer parts are next to each other lengthens the fraction. A fraction never ends in the zero
digit (so no two spellings of one value exist)."""

from __future__ import annotations

import random

DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
BASE = len(DIGITS)
ZERO = DIGITS[0]
FIRST = "a" + ZERO
SMALLEST_INTEGER = "A" + ZERO * 26
_VALUE = {digit: i for i, digit in enumerate(DIGITS)}


def between(low: str | None, high: str | None) -> str:
    """A rank strictly between `low` and `high` (None: the start, or the end of the column)."""
    if low is not None and high is not None and not low < high:
        raise ValueError(f"rank {low!r} is not below {high!r}")
    if low is None and high is None:
        return FIRST
    if low is None:
        assert high is not None
        integer, fraction = _split(high)
        if integer == SMALLEST_INTEGER:
            return integer + _midpoint("", fraction)
        if fraction:
            return integer  # the integer alone sorts before it with a fraction
        lower = _decrement(integer)
        if lower is None:
            raise ValueError("no rank below the smallest")
        return lower
    integer, fraction = _split(low)
    if high is None:
        higher = _increment(integer)
        return integer + _midpoint(fraction, None) if higher is None else higher
    high_integer, high_fraction = _split(high)
    if integer == high_integer:
        return integer + _midpoint(fraction, high_fraction)
    higher = _increment(integer)
    if higher is not None and higher < high:
        return higher
    return integer + _midpoint(fraction, None)


def jittered(low: str | None, high: str | None, rng: random.Random | None = None) -> str:
    """A rank between `low` and `high` chosen at random among a few (a retry after two movers picked the same)."""
    rng = rng or random.Random()
    rank = between(low, high)
    for _ in range(rng.randint(1, 4)):
        rank = between(low, rank) if rng.random() < 0.5 else between(rank, high)
    return rank


def spread(count: int, below: str | None = None) -> list[str]:
    """`count` ranks in order, as many tasks put one after another at the end of a column would get (the bulk
    seeds, a column ranked afresh); their integer parts are as short as the count allows. With `below`, every one
    sorts before that rank (as many tasks put one above another at the top of a column that starts there)."""
    ranks: list[str] = []
    if below is not None:
        rank = below
        for _ in range(count):
            rank = between(None, rank)
            ranks.append(rank)
        return ranks[::-1]
    rank = FIRST
    for _ in range(count):
        ranks.append(rank)
        rank = between(rank, None)
    return ranks


def _integer_length(head: str) -> int:
    if "a" <= head <= "z":
        return ord(head) - ord("a") + 2
    if "A" <= head <= "Z":
        return ord("Z") - ord(head) + 2
    raise ValueError(f"not a rank's head: {head!r}")


def _split(rank: str) -> tuple[str, str]:
    length = _integer_length(rank[0])
    if len(rank) < length:
        raise ValueError(f"not a rank: {rank!r}")
    return rank[:length], rank[length:]


def _midpoint(low: str, high: str | None) -> str:
    """A fraction strictly between fractions `low` and `high` (None: 1)."""
    if high is not None:
        # The common prefix (the low side padded with zeros) is kept as it is.
        n = 0
        while n < len(high) and (low[n] if n < len(low) else ZERO) == high[n]:
            n += 1
        if n > 0:
            return high[:n] + _midpoint(low[n:], high[n:])
    low_digit = _VALUE[low[0]] if low else 0
    high_digit = _VALUE[high[0]] if high is not None else BASE
    if high_digit - low_digit > 1:
        return DIGITS[(low_digit + high_digit + 1) // 2]
    if high is not None and len(high) > 1:
        return high[:1]
    return DIGITS[low_digit] + _midpoint(low[1:], None)


def _increment(integer: str) -> str | None:
    head, digits = integer[0], list(integer[1:])
    for i in reversed(range(len(digits))):
        value = _VALUE[digits[i]] + 1
        if value < BASE:
            digits[i] = DIGITS[value]
            return head + "".join(digits)
        digits[i] = ZERO
    # Every digit carried: the next length up.
    if head == "Z":
        return FIRST
    if head == "z":
        return None
    head = chr(ord(head) + 1)
    if head > "a":
        digits.append(ZERO)
    else:
        digits.pop()
    return head + "".join(digits)


def _decrement(integer: str) -> str | None:
    head, digits = integer[0], list(integer[1:])
    for i in reversed(range(len(digits))):
        value = _VALUE[digits[i]] - 1
        if value >= 0:
            digits[i] = DIGITS[value]
            return head + "".join(digits)
        digits[i] = DIGITS[-1]
    # Every digit borrowed: the next length down.
    if head == "a":
        return "Z" + DIGITS[-1]
    if head == "A":
        return None
    head = chr(ord(head) - 1)
    if head < "Z":
        digits.append(DIGITS[-1])
    else:
        digits.pop()
    return head + "".join(digits)
