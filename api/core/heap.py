"""Python's cyclic garbage collector, tuned for a long-lived server.

A process that imported FastAPI, SQLAlchemy, pydantic and the app holds about 500,000 tracked objects (millions more
once the embedding model is loaded); a full collection walks all of them, about 350 ms of CPU on these 2 cores, and
the collector runs one every few dozen requests that build large answers (the comparison of 20 suppliers x 300 lines
allocated enough to trigger one every 13 calls: p50 110 ms, p95 700 ms). `freeze()` moves what exists now to the
permanent generation, which collections skip: objects made at start-up live as long as the process anyway. The
first generation's threshold is raised so the many short-lived objects of one request are collected in fewer,
cheaper passes (reference counting frees almost all of them anyway: the collector only finds cycles)."""

from __future__ import annotations

import gc

THRESHOLDS = (20_000, 20, 20)
_tuned = False


def freeze() -> None:
    """Collect what is garbage now, then leave everything left alive out of every later collection."""
    gc.collect()
    gc.freeze()


def tune() -> None:
    """Once per process, when the app has started (a test process starting many apps freezes the first only)."""
    global _tuned
    if _tuned:
        return
    _tuned = True
    gc.set_threshold(*THRESHOLDS)
    freeze()
