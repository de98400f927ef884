"""The task pad at scale, over HTTP against a demo instance (embedded PostgreSQL):

- 100,000 tasks bulk-loaded with SQL (COPY) over the four columns, owned by and assigned to 20 staff users and the
  demo's three, a third of them linked to a customer;
- the board of one staff user (GET /tasks/board/{userId}/mine: the first 50 cards of every column) and a manager's
  board of every task (GET /tasks/board/{userId}/all);
- a move within a column (PUT /tasks/stage/order) and across columns (PUT /tasks/stage/update), and the proof that
  a move writes one row (every task row compared before and after);
- 20 movers dropping 20 cards on the same spot at the same moment: none fails, no two ranks collide.

Then the same moves in process (the router's body: the token's user, `moving.move`, the card answered, the commit)
on the bench's database: statements per move by kind, writing statements per table, and the CPU of this process per
move; `--profile` prints the cProfile of those moves.

Aims (issue 17): board p95 < 100 ms, move p95 < 30 ms, one row written, 20 concurrent movers never collide.
Usage: python bench/tasks.py [--profile]. Figures, never assertions."""

from __future__ import annotations

import argparse
import cProfile
import io
import pstats
import random
import shutil
import statistics
import sys
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != Path(__file__).resolve().parent]

import httpx  # noqa: E402
import psycopg  # noqa: E402
from sqlalchemy import create_engine, event, text  # noqa: E402
from sqlalchemy.orm import Session  # noqa: E402

from api.devserver import serve_demo  # noqa: E402
from api.tasks.service import ranks  # noqa: E402
from bench import _common as common  # noqa: E402
from bench._common import database_uri  # noqa: E402

TASKS, BENCH_USERS, MOVERS = 100_000, 20, 20
ROUNDS, MOVES = 40, 100
AIMS = {"health": 100, "board (staff)": 100, "board (manager)": 100, "move (column)": 30, "move (across)": 30}
PASSWORD = "brickmate-demo"


def measure(name: str, fn: Callable[[int], Any], rounds: int = ROUNDS) -> None:
    common.measure(name, fn, rounds, aim_ms=AIMS[name], width=16)


def load(uri: str) -> None:
    """BENCH_USERS staff users, then TASKS tasks spread over the columns with evenly spread ranks, one assignee
    each, a third linked to a customer."""
    rng = random.Random(17)
    with psycopg.connect(uri, autocommit=True) as conn:
        conn.execute(
            """
            INSERT INTO users (first_name, last_name, email, phone, role, active, password_hash, version,
                created_at, updated_at)
            SELECT 'Bench', 'User ' || g, 'bench' || g || '@example.com', '', 'staff', true, u.password_hash, 1,
                now(), now()
            FROM generate_series(1, %s) g, (SELECT password_hash FROM users ORDER BY id LIMIT 1) u
            """,
            (BENCH_USERS,),
        )
        users = [r[0] for r in conn.execute("SELECT id FROM users ORDER BY id")]
        stages = [r[0] for r in conn.execute("SELECT id FROM task_stages ORDER BY position")]
        customers = [r[0] for r in conn.execute("SELECT id FROM organisations WHERE kind = 'customer'")]
        per_stage = TASKS // len(stages)
        rows = []
        for stage_index, stage in enumerate(stages):
            status = "done" if stage_index == len(stages) - 1 else "open"
            # Below the demo's cards (their ranks must stay unique), in ranks the scheme reads (`"0" + rank` did
            # not: every move in the column answered 500).
            top = conn.execute("SELECT min(rank) FROM tasks WHERE stage_id = %s", (stage,)).fetchone()[0]  # type: ignore[index]
            for rank in ranks.spread(per_stage, below=top):
                rows.append((stage, rank, status, rng.choice(users), rng.choice(users)))
        with conn.cursor() as cur:
            with cur.copy(
                "COPY tasks (title, description, stage_id, rank, status, owner_id, priority, source, version, "
                "due_at, created_at, updated_at) FROM STDIN"
            ) as copy:
                for n, (stage, rank, status, owner, _) in enumerate(rows):
                    due = f"2026-{1 + n % 12:02d}-{1 + n % 28:02d} 09:00+00"
                    priority = ("low", "normal", "high", "urgent")[n % 4]
                    copy.write_row((f"Bench task {n}", "", stage, rank, status, owner, priority, "manual", 1, due,
                                    "now", "now"))  # fmt: skip
            ids = [r[0] for r in cur.execute("SELECT id FROM tasks ORDER BY id")]
            with cur.copy("COPY task_users (task_id, user_id, role, created_at) FROM STDIN") as copy:
                for task_id, (_, _, _, _, assignee) in zip(ids[-len(rows) :], rows, strict=True):
                    copy.write_row((task_id, assignee, "assigned", "now"))
            with cur.copy("COPY task_links (task_id, record_type, record_id) FROM STDIN") as copy:
                for task_id in ids[-len(rows) :: 3]:
                    copy.write_row((task_id, "customer", rng.choice(customers)))
        for table in ("tasks", "task_users", "task_links"):
            conn.execute(f"VACUUM ANALYZE {table}")


def snapshot(uri: str) -> dict[int, tuple[Any, ...]]:
    with psycopg.connect(uri) as conn:
        return {r[0]: r[1:] for r in conn.execute("SELECT id, stage_id, rank, status, version, updated_at FROM tasks")}


def login(base: str, email: str) -> httpx.Client:
    client = httpx.Client(base_url=base, timeout=120)
    token = (
        client.put("/api/auth/login", json={"email": email, "password": PASSWORD}).raise_for_status().json()["token"]
    )
    client.headers["Authorization"] = f"Bearer {token}"
    return client


def in_process(uri: str, user_id: int, columns: list[list[int]], profile: bool) -> None:
    """MOVES moves within the first column and MOVES across, as the routers run them, each committed (the user
    read by id: one statement, as the token's look-up is)."""
    from api.tasks.service import cards, moving
    from api.users.models import User
    from api.wiring import wire

    wire()
    engine = create_engine(
        uri.replace("postgresql://", "postgresql+psycopg://", 1), connect_args={"prepare_threshold": None}
    )
    statements: list[str] = []
    event.listen(engine, "before_cursor_execute", lambda *a: statements.append(" ".join(a[2].split())))
    rng = random.Random(5)
    todo, progress = columns[0], columns[1]

    def one(across: bool) -> None:
        with Session(engine) as session:
            user = session.get(User, user_id)
            assert user is not None
            if across:
                source, target = (todo, progress) if len(todo) >= len(progress) else (progress, todo)
                task, after = rng.choice(source), rng.choice(target)
                stage = session.scalar(text("SELECT stage_id FROM tasks WHERE id = :id"), {"id": after})
                moved = moving.move(session, user, task, stage_id=stage, after_id=after)
                source.remove(task)
                target.append(task)
            else:
                task, after = rng.sample(todo, 2)
                moved = moving.move(session, user, task, after_id=after)
            cards.card_of(session, moved.id)
            session.commit()

    for across in (False, True):
        one(across)  # warm up
        profiler = cProfile.Profile() if profile else None
        statements.clear()
        cpu: list[float] = []
        for _ in range(MOVES):
            start = time.process_time()
            if profiler:
                profiler.enable()
            one(across)
            if profiler:
                profiler.disable()
            cpu.append((time.process_time() - start) * 1000)
        kinds = Counter(s.split(" ")[0].upper() for s in statements)
        if across:
            kinds["SELECT"] -= MOVES  # the bench's own look-up of the target column
        writes = Counter(
            s.split(" ")[1 if s.upper().startswith("UPDATE") else 2]
            for s in statements
            if s.upper().startswith(("INSERT", "UPDATE", "DELETE"))
        )
        per = ", ".join(f"{k} {v / MOVES:.1f}" for k, v in sorted(kinds.items()))
        wrote = ", ".join(f"{t} {v / MOVES:.1f}" for t, v in sorted(writes.items()))
        cpu.sort()
        name = "move (across)" if across else "move (column)"
        print(f"{name} in process: per move {per}; writes per move by table: {wrote}; this process's CPU "
              f"p50 {statistics.median(cpu):.1f} ms, p95 {cpu[int(len(cpu) * 0.95) - 1]:.1f} ms")  # fmt: skip
        if profiler:
            out = io.StringIO()
            pstats.Stats(profiler, stream=out).sort_stats("cumulative").print_stats(25)
            print(out.getvalue())
    engine.dispose()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--profile", action="store_true", help="print the cProfile of the in-process moves")
    args = parser.parse_args()
    parent = Path(tempfile.mkdtemp(prefix="brickmate-bench-tasks-"))
    tempfile.tempdir = str(parent)
    env = {"BRICKMATE_INDEX_ON_CHANGE": "0"}
    try:
        with serve_demo(extra_env=env, timeout=600) as base:
            tempfile.tempdir = None
            uri = database_uri(parent)
            start = time.perf_counter()
            load(uri)
            print(f"Loaded {TASKS:,} tasks (with assignees and links) by SQL in {time.perf_counter() - start:.1f} s\n")
            staff = login(base, "tom.hughes@example.com")
            manager = login(base, "priya.shah@example.com")
            with psycopg.connect(uri) as conn:
                tom = conn.execute("SELECT id FROM users WHERE email = 'tom.hughes@example.com'").fetchone()[0]  # type: ignore[index]
                priya = conn.execute("SELECT id FROM users WHERE email = 'priya.shah@example.com'").fetchone()[0]  # type: ignore[index]
            # The floor on this machine: a call that reads the token and runs SELECT 1.
            measure("health", lambda _: staff.get("/api/health").raise_for_status())
            board = staff.get(f"/api/tasks/board/{tom}/mine").raise_for_status().json()
            print("staff board: " + ", ".join(f"{c['name']} {len(c['items'])}/{c['total']:,}" for c in board["stages"]))
            measure("board (staff)", lambda _: staff.get(f"/api/tasks/board/{tom}/mine").raise_for_status())
            measure("board (manager)", lambda _: manager.get(f"/api/tasks/board/{priya}/all").raise_for_status())

            columns = [[card["id"] for card in column["items"]] for column in board["stages"]]
            todo, progress = board["stages"][0]["id"], board["stages"][1]["id"]
            rng = random.Random(3)

            def reorder(_: int) -> None:
                column = columns[0]
                task, after = rng.sample(column, 2)
                staff.put("/api/tasks/stage/order", json={"taskId": task, "afterId": after}).raise_for_status()

            def across(i: int) -> None:
                target = progress if i % 2 == 0 else todo
                source = columns[0] if i % 2 == 0 else columns[1]
                after = rng.choice(columns[1] if i % 2 == 0 else columns[0])
                task = source.pop(rng.randrange(len(source)))
                body = {"taskId": task, "stageId": target, "afterId": after}
                staff.put("/api/tasks/stage/update", json=body).raise_for_status()
                (columns[1] if i % 2 == 0 else columns[0]).append(task)

            measure("move (column)", reorder, rounds=MOVES)
            measure("move (across)", across, rounds=MOVES)

            before = snapshot(uri)
            task, after = columns[0][0], columns[0][-1]
            staff.put("/api/tasks/stage/order", json={"taskId": task, "afterId": after}).raise_for_status()
            changed = [i for i, row in snapshot(uri).items() if before.get(i) != row]
            print(f"\nrows written by one move: {len(changed)} of {len(before):,} (task {task}: {changed == [task]})")

            # Twenty movers, one spot: every card dropped just below the same card of the Waiting column.
            waiting = board["stages"][2]["id"]
            anchor = board["stages"][2]["items"][0]["id"]
            movers = columns[0][1 : MOVERS + 1]
            clients = [login(base, "priya.shah@example.com") for _ in movers]
            gate = threading.Barrier(len(movers))

            def drop(pair: tuple[httpx.Client, int]) -> int:
                client, task_id = pair
                gate.wait()
                body = {"taskId": task_id, "stageId": waiting, "afterId": anchor}
                return client.put("/api/tasks/stage/update", json=body).status_code

            with ThreadPoolExecutor(len(movers)) as pool:
                codes = list(pool.map(drop, zip(clients, movers, strict=True)))
            with psycopg.connect(uri) as conn:
                placed = conn.execute(
                    "SELECT count(*), count(DISTINCT rank) FROM tasks WHERE stage_id = %s AND id = ANY(%s)",
                    (waiting, movers),
                ).fetchone()
                duplicates = conn.execute(
                    "SELECT count(*) FROM (SELECT stage_id, rank FROM tasks GROUP BY 1, 2 HAVING count(*) > 1) d"
                ).fetchone()
            ok = sum(code == 200 for code in codes)
            print(f"{len(movers)} concurrent movers: {ok} answered 200, {placed[0]} placed with {placed[1]} distinct "  # type: ignore[index]
                  f"ranks, {duplicates[0]} duplicate ranks in the table\n")  # type: ignore[index]  # fmt: skip
            remaining = [[i for i in column if i not in set(movers)] for column in columns]
            in_process(uri, tom, remaining, args.profile)
    finally:
        tempfile.tempdir = None
        shutil.rmtree(parent, ignore_errors=True)


if __name__ == "__main__":
    main()
