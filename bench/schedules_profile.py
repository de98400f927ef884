"""Delivering's calls in process: the data of bench/schedules.py loaded into a demo instance, then each call made
through the app in this process (FastAPI's TestClient on the same database), with its statements, CPU time and
body size, and optionally a cProfile of one call.

Usage: python bench/schedules_profile.py [--profile schedule|board|move|public] [--rounds N]. Figures, never
assertions: CPU time in process is steadier than latency on a shared machine."""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import date, timedelta
from pathlib import Path
from typing import Any

sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != Path(__file__).resolve().parent]

import httpx  # noqa: E402

from api.devserver import serve_demo  # noqa: E402
from bench.schedules import big_order, call_off_each_plot, database_uri, load_board  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--profile", choices=("schedule", "board", "move", "public"), action="append", default=[])
    parser.add_argument("--explain", choices=("schedule", "board", "move", "public"), action="append", default=[])
    parser.add_argument("--rounds", type=int, default=20)
    args = parser.parse_args()
    parent = Path(tempfile.mkdtemp(prefix="brickmate-profile-schedules-"))
    tempfile.tempdir = str(parent)
    env = {"BRICKMATE_PUBLIC_READS_PER_MINUTE": "100000", "BRICKMATE_INDEX_ON_CHANGE": "0"}
    try:
        with serve_demo(extra_env=env) as base, httpx.Client(base_url=f"{base}", timeout=120) as client:
            tempfile.tempdir = None
            uri = database_uri(parent)
            login = {"email": "admin@example.com", "password": "brickmate-demo"}
            token = client.put("/api/auth/login", json=login).raise_for_status().json()["token"]
            client.headers["Authorization"] = f"Bearer {token}"
            order_id = big_order(client, uri)
            moves = call_off_each_plot(uri, order_id)
            month = (date.today().replace(day=1) + timedelta(days=62)).replace(day=1)
            board_order = big_order(client, uri, plots=1)
            link = load_board(uri, board_order, order_id, month)
            run_in_process(uri, parent, order_id, moves, month, str(link), args)
    finally:
        tempfile.tempdir = None
        shutil.rmtree(parent, ignore_errors=True)


def run_in_process(
    uri: str, parent: Path, order_id: int, moves: list[int], month: date, link: str, args: argparse.Namespace
) -> None:
    rounds = args.rounds
    os.environ.update(
        DATABASE_URL=uri.replace("postgresql://", "postgresql+psycopg://", 1),
        BRICKMATE_DATA_DIR=str(parent / "inproc"),
        BRICKMATE_SECRET_KEY="profile",
        BRICKMATE_INDEX_ON_CHANGE="0",
        BRICKMATE_JOB_RELAY="0",
        BRICKMATE_PUBLIC_READS_PER_MINUTE="100000",
    )
    from fastapi.testclient import TestClient
    from sqlalchemy import event

    from api.db import get_engine
    from api.main import create_app
    from api.wiring import wire

    wire()
    statements: list[tuple[str, Any]] = []
    event.listen(get_engine(), "before_cursor_execute", lambda *a: statements.append((a[2], a[3])))
    with TestClient(create_app(serve_web=False)) as client:
        login = {"email": "admin@example.com", "password": "brickmate-demo"}
        token = client.put("/api/auth/login", json=login).raise_for_status().json()["token"]
        client.headers["Authorization"] = f"Bearer {token}"
        end = month + timedelta(days=30)
        calls: dict[str, Callable[[int], Any]] = {
            "schedule": lambda _: client.get(f"/api/schedules/order/{order_id}"),
            "board": lambda _: client.get("/api/schedules/month", params={"from": str(month), "to": str(end)}),
            "move": lambda i: client.put(
                "/api/schedules/status/delivery",
                json={"schedule_id": moves[i + 1], "status": "booked", "date": str(date.today() + timedelta(30))},
            ),
            "public": lambda _: client.get(f"/api/schedules/public/{link}"),
        }
        for name, call in calls.items():
            call(-1).raise_for_status()
            cpu, wall = [], []
            size = count = 0
            for i in range(rounds):
                statements.clear()
                start_cpu, start = time.process_time(), time.perf_counter()
                response = call(i)
                cpu.append((time.process_time() - start_cpu) * 1000)
                wall.append((time.perf_counter() - start) * 1000)
                response.raise_for_status()
                size, count = len(response.content), len(statements)
            print(
                f"{name:<9} cpu p50={statistics.median(cpu):7.1f} ms  wall p50={statistics.median(wall):7.1f} ms  "
                f"statements={count:<3} body={size / 1024:8.1f} KB"
            )
            if name in args.profile:
                print("\n".join(" ".join(s.split())[:200] for s, _ in statements))
                profile_directly(name, order_id, moves[-1], month, end, link)
            if name in args.explain:
                explain([(s, p) for s, p in statements if s.lstrip().upper().startswith(("SELECT", "WITH"))])


def profile_directly(name: str, order_id: int, move_id: int, month: date, end: date, link: str) -> None:
    """cProfile of the call's service and serialisation run in this thread (the app runs its routes in worker
    threads, which a profiler started here does not see); a move is rolled back."""
    from api.core.responses import plain_json
    from api.db import get_sessionmaker
    from api.schedules.schemas.requests import StatusIn
    from api.schedules.service import calloffs, listing, public, reading, status
    from api.schedules.service import month as months
    from api.users.models import User

    with get_sessionmaker()() as session:
        admin = session.query(User).filter(User.email == "admin@example.com").one()
        calls: dict[str, Callable[[], Any]] = {
            "schedule": lambda: plain_json(reading.schedule_data(session, calloffs.order_of(session, order_id))),
            "board": lambda: plain_json(months.summary(session, month, end, listing.Filters())),
            "move": lambda: reading.detail(
                session,
                status.staff_move(
                    session, StatusIn(schedule_id=move_id, status="booked", date=date.today() + timedelta(30)), admin
                ),
            ).model_dump_json(),
            "public": lambda: plain_json(public.read(session, link, "127.0.0.1")),
        }
        profiler = cProfile.Profile()
        profiler.enable()
        calls[name]()
        profiler.disable()
        session.rollback()
    pstats.Stats(profiler).sort_stats("cumulative").print_stats(45)


def explain(selects: list[tuple[str, Any]]) -> None:
    from api.db import get_engine

    with get_engine().connect() as conn:
        for statement, parameters in selects:
            cursor = conn.connection.cursor()
            cursor.execute("EXPLAIN (ANALYZE, BUFFERS off) " + statement, parameters)
            plan = [row[0] for row in cursor.fetchall()]
            print(" ".join(statement.split())[:300])
            print("\n".join(plan[:40]), "\n")
        conn.rollback()


if __name__ == "__main__":
    main()
