"""Python's cycle collector paused while a bulk import runs (`paused`): a 50,000-row import allocates a million small
containers and no cycles, and the collector would walk them again and again meanwhile (a fifth of a run, measured).
Reference counting frees memory as usual meanwhile.

Shared by the threads of one process: a price-list job judges a batch on its runner's thread while the batches
before are written on two others, each of which pauses the collector. A count of the pauses in force, under a lock,
restores the collector when the last ends (unless something else had turned it off before the first), where each
restoring its own view (`isenabled()` at its start) let one thread turn it back on in the middle of another's batch,
whose young objects the collector then walked."""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from contextlib import contextmanager

_lock = threading.Lock()
_pauses = 0
_was_enabled = False


@contextmanager
def paused() -> Iterator[None]:
    global _pauses, _was_enabled
    with _lock:
        if _pauses == 0:
            _was_enabled = gc.isenabled()
            gc.disable()
        _pauses += 1
    try:
        yield
    finally:
        with _lock:
            _pauses -= 1
            if _pauses == 0 and _was_enabled:
                gc.enable()
