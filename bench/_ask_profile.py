"""Where an askQuestion's work goes, in figures the machine's load does not change: each question answered once in
this process (`assistant.service.ask`, as the demo admin, its writes rolled back), every statement it sends taken
down (the pipelined ones too: they tell the cursor events), then replayed in order in one transaction under
EXPLAIN (ANALYZE, BUFFERS): per question the statements, the rows its scans read, the shared buffers touched and
the server's own execution time, with the statements that read most. For bench/assistant.py (`--profile DIR`):
run as a script with another checkout's folder first on PYTHONPATH, it profiles that checkout's code on the same
database (an earlier commit against this one, on the same data).

    PYTHONPATH=/path/to/checkout .venv/bin/python bench/_ask_profile.py URI "question" ..."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import psycopg
from sqlalchemy import Engine, create_engine, event, select
from sqlalchemy.orm import Session

from bench._common import p50, p95

SKIPPED = ("SAVEPOINT", "RELEASE SAVEPOINT", "ROLLBACK", "BEGIN", "COMMIT")
TOP = 3  # statements shown per question


@dataclass
class Replayed:
    sql: str
    rows_read: int  # rows the plan's scans produced (before any filter above them)
    rows_out: int
    buffers: int  # shared buffers hit or read
    ms: float  # the server's execution time


@contextmanager
def taken_down(engine: Engine) -> Iterator[list[tuple[str, Any]]]:
    """The statements the engine's connections send while in the block, in order."""
    statements: list[tuple[str, Any]] = []

    def record(_conn: Any, _cursor: Any, statement: str, parameters: Any, *_: Any) -> None:
        if not statement.lstrip().upper().startswith(SKIPPED):
            statements.append((statement, parameters))

    event.listen(engine, "before_cursor_execute", record)
    try:
        yield statements
    finally:
        event.remove(engine, "before_cursor_execute", record)


def _scanned(node: dict[str, Any]) -> int:
    own = int(node.get("Actual Rows", 0) * node.get("Actual Loops", 1)) if "Scan" in node.get("Node Type", "") else 0
    return own + sum(_scanned(child) for child in node.get("Plans", []))


def replay(uri: str, statements: Sequence[tuple[str, Any]]) -> list[Replayed]:
    """Each statement run again in order, in one transaction rolled back, under EXPLAIN (ANALYZE, BUFFERS)."""
    out: list[Replayed] = []
    with psycopg.connect(uri) as conn:
        for sql, params in statements:
            if isinstance(params, (list, tuple)) and params and isinstance(params[0], dict):
                params = params[0]  # an executemany: its first row stands for it
            try:
                (plan,) = conn.execute(f"EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) {sql}", params or None).fetchone()
            except psycopg.Error as error:
                conn.rollback()
                out.append(Replayed(f"(not replayed: {type(error).__name__}) {sql}", 0, 0, 0, 0.0))
                continue
            top = (json.loads(plan) if isinstance(plan, str) else plan)[0]
            node = top["Plan"]
            buffers = int(node.get("Shared Hit Blocks", 0) + node.get("Shared Read Blocks", 0))
            rows = int(node.get("Actual Rows", 0))
            out.append(Replayed(sql, _scanned(node), rows, buffers, float(top.get("Execution Time", 0.0))))
        conn.rollback()
    return out


def _short(sql: str, width: int = 90) -> str:
    flat = re.sub(r"\s+", " ", sql).strip()
    flat = re.sub(r"'\[[-0-9.e,]+\]'|\[[-0-9.e,]{40,}\]", "[vector]", flat)
    return flat if len(flat) <= width else flat[: width - 1] + "…"


def profile(uri: str, asked: Sequence[str]) -> None:
    """Print each question's statements, rows read, buffers and server time, and its statements that read most."""
    from api.users.models import User
    from assistant import service
    from assistant.schemas import AskIn

    engine = create_engine(uri.replace("postgresql://", "postgresql+psycopg://", 1), pool_size=5)
    print("\nEach question answered once in process, its statements replayed under EXPLAIN (ANALYZE, BUFFERS):\n")
    print("| question | statements | rows read | rows returned | buffers | server ms | in-process ms |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    tops: list[tuple[str, list[Replayed]]] = []
    with Session(engine) as session:
        user = session.scalars(select(User).where(User.email == "admin@example.com")).one()
        for question in asked:
            service.ask(session, AskIn(question=question), user)  # warm (caches, plans)
            session.rollback()
            with taken_down(engine) as statements:
                start = time.perf_counter()
                service.ask(session, AskIn(question=question), user)
                took = (time.perf_counter() - start) * 1000
            session.rollback()
            replayed = replay(uri, statements)
            read = sum(r.rows_read for r in replayed)
            returned = sum(r.rows_out for r in replayed)
            buffers = sum(r.buffers for r in replayed)
            server = sum(r.ms for r in replayed)
            figures = f"{len(replayed)} | {read:,} | {returned:,} | {buffers:,} | {server:.1f} | {took:.1f}"
            print(f"| {question} | {figures} |")
            tops.append((question, sorted(replayed, key=lambda r: (-r.rows_read, -r.buffers))[:TOP]))
    engine.dispose()
    print("\nThe statements reading most rows per question (rows read / returned / buffers / server ms):\n")
    for question, top in tops:
        print(f"- {question}")
        for r in top:
            print(f"  - {r.rows_read:,} / {r.rows_out:,} / {r.buffers:,} / {r.ms:.1f}: `{_short(r.sql)}`")


def timings(uri: str, asked: Sequence[str], rounds: int) -> dict[str, list[tuple[float, float]]]:
    """Each question answered `rounds` times in process after a warm-up: the wall and CPU ms of each answer (the
    CPU of the whole process: the embedder's threads and the retrieval beside the request count too)."""
    from api.users.models import User
    from assistant import service
    from assistant.schemas import AskIn

    engine = create_engine(uri.replace("postgresql://", "postgresql+psycopg://", 1), pool_size=5)
    out: dict[str, list[tuple[float, float]]] = {}
    with Session(engine) as session:
        user = session.scalars(select(User).where(User.email == "admin@example.com")).one()
        for question in asked:
            service.ask(session, AskIn(question=question), user)
            session.rollback()
            for _ in range(rounds):
                wall, cpu = time.perf_counter(), time.process_time()
                service.ask(session, AskIn(question=question), user)
                out.setdefault(question, []).append(
                    ((time.perf_counter() - wall) * 1000, (time.process_time() - cpu) * 1000)
                )
                session.rollback()
    engine.dispose()
    return out


def run(checkout: str, uri: str, asked: Sequence[str], *options: str) -> str:
    """This script with a checkout's code (its folder first on the path): its output."""
    env = {**os.environ, "PYTHONPATH": str(Path(checkout).resolve())}
    command = [sys.executable, str(Path(__file__).resolve()), uri, *options, "--", *asked]
    done = subprocess.run(command, env=env, capture_output=bool(options), text=True, check=False)
    return done.stdout or ""


def compare(uri: str, asked: Sequence[str], checkouts: Sequence[str], rounds: int, each: int = 5) -> None:
    """Each checkout's in-process answers timed, the checkouts taking turns (`rounds` turns of `each` answers per
    question, the order reversed every other turn): the same machine's load falls on each alike."""
    taken: dict[str, dict[str, list[tuple[float, float]]]] = {c: {} for c in checkouts}
    for turn in range(rounds):
        for checkout in checkouts if turn % 2 == 0 else list(reversed(checkouts)):
            lines = run(checkout, uri, asked, "--timings", str(each)).strip().splitlines()
            for question, pairs in (json.loads(lines[-1]) if lines else {}).items():
                taken[checkout].setdefault(question, []).extend((w, c) for w, c in pairs)
    print(f"\nIn process, {rounds} turns of {each} answers per question and checkout, p50 / p95 ms: wall, CPU\n")
    print("| question | " + " | ".join(Path(c).name for c in checkouts) + " |")
    print("|---|" + "---:|" * len(checkouts))
    every: dict[str, list[tuple[float, float]]] = {c: [] for c in checkouts}
    for question in asked:
        cells = []
        for checkout in checkouts:
            pairs = taken[checkout].get(question, [])
            every[checkout] += pairs
            cells.append(_cell(pairs))
        print(f"| {question} | " + " | ".join(cells) + " |")
    print("| **all** | " + " | ".join(_cell(every[c]) for c in checkouts) + " |")


def _cell(pairs: Sequence[tuple[float, float]]) -> str:
    if not pairs:
        return "-"
    wall, cpu = [w for w, _ in pairs], [c for _, c in pairs]
    return f"{p50(wall):.1f} / {p95(wall):.1f}; {p50(cpu):.1f} / {p95(cpu):.1f}"


def main(argv: Sequence[str]) -> None:
    here = Path(__file__).resolve().parent  # bench/, whose assistant.py would hide the assistant package
    sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != here]
    uri, rest = argv[0], list(argv[1:])
    split = rest.index("--") if "--" in rest else 0
    options, asked = rest[:split], rest[split + 1 :] if "--" in rest else rest
    if options[:1] == ["--timings"]:
        print(json.dumps(timings(uri, asked, int(options[1]))))
    else:
        profile(uri, asked)


if __name__ == "__main__":
    main(sys.argv[1:])
