"""Fractional ranks stay ordered and short: random placements keep every rank strictly between its neighbours, and
ten thousand tasks put at the top (or the end) of a column keep ranks of a few characters."""

from __future__ import annotations

import bisect
import random

import pytest

from api.tasks.service import ranks


def test_random_placements_stay_in_order() -> None:
    rng = random.Random(17)
    column: list[str] = []
    for _ in range(3_000):
        at = rng.randint(0, len(column))
        low = column[at - 1] if at > 0 else None
        high = column[at] if at < len(column) else None
        rank = ranks.jittered(low, high, rng) if rng.random() < 0.2 else ranks.between(low, high)
        assert (low is None or low < rank) and (high is None or rank < high), (low, rank, high)
        assert bisect.bisect_left(column, rank) == at
        column.insert(at, rank)
    assert len(set(column)) == len(column)


@pytest.mark.parametrize("end", ["top", "bottom"])
def test_many_placements_at_one_end_stay_short(end: str) -> None:
    column = [ranks.between(None, None)]
    for _ in range(10_000):
        if end == "top":
            rank = ranks.between(None, column[0])
            assert rank < column[0]
            column.insert(0, rank)
        else:
            rank = ranks.between(column[-1], None)
            assert rank > column[-1]
            column.append(rank)
    assert max(len(r) for r in column) <= 4


def test_spread_is_in_order() -> None:
    spread = ranks.spread(5_000)
    assert spread == sorted(spread) and len(set(spread)) == 5_000


def test_a_rank_not_below_the_other_is_refused() -> None:
    with pytest.raises(ValueError):
        ranks.between("a1", "a0")


def test_spread_below_a_rank() -> None:
    spread = ranks.spread(5_000, below="a0")
    assert spread == sorted(spread) and len(set(spread)) == 5_000 and spread[-1] < "a0"
    assert max(len(r) for r in spread) <= 4
