"""api/core/cycles.py: the cycle collector paused while any import batch runs, in whichever thread."""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator

import pytest

from api.core import cycles


@pytest.fixture(autouse=True)
def collector_on() -> Iterator[None]:
    was = gc.isenabled()
    gc.enable()
    yield
    if not was:
        gc.disable()


def test_the_collector_comes_back_when_the_last_pause_ends_not_the_first() -> None:
    judging = cycles.paused()
    judging.__enter__()
    writing_started, judging_ended, seen = threading.Event(), threading.Event(), []

    def write() -> None:
        with cycles.paused():
            writing_started.set()
            judging_ended.wait(10)
            seen.append(gc.isenabled())  # the other thread's pause has ended, this one's has not
        seen.append(gc.isenabled())

    lane = threading.Thread(target=write)
    lane.start()
    writing_started.wait(10)
    judging.__exit__(None, None, None)
    assert not gc.isenabled(), "the writing lane's pause is still in force"
    judging_ended.set()
    lane.join(10)
    assert seen == [False, True]
    assert gc.isenabled()


def test_a_collector_turned_off_before_stays_off() -> None:
    gc.disable()
    with cycles.paused(), cycles.paused():
        assert not gc.isenabled()
    assert not gc.isenabled()
