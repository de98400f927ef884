"""What each call of the load mix (bench/load.py) costs inside one API process: CPU per call, SQL statements per
call (the connection's pre-ping counted apart), and optionally a cProfile of the whole mix.

The database is the topology's (bench/_topology.py: PostgreSQL over TCP, the demo data); the app is built in this
process and called through ASGI directly (no sockets, no HTTP parsing: uvicorn's share is not in these figures).
`time.process_time` counts every thread of the process, so the thread pool's hops are counted; with `--profile`
they are run inline instead (cProfile sees one thread), which leaves their own cost out of the profile only.

    .venv/bin/python bench/request_cpu.py [--rounds 200] [--profile [--sort tottime] [--top 60]]"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import gc
import io
import json
import logging
import os
import pstats
import random
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench._topology import topology
from bench.load import DEMO_EMAIL, DEMO_PASSWORD, mix, seed


class Asgi:
    """Calls the app as uvicorn would, one request at a time."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.token = ""

    async def request(self, method: str, path: str, body: Any = None) -> tuple[int, bytes]:
        raw_path, _, query = path.partition("?")
        payload = b"" if body is None else json.dumps(body).encode()
        headers = [(b"host", b"127.0.0.1"), (b"content-length", str(len(payload)).encode())]
        if payload:
            headers.append((b"content-type", b"application/json"))
        if self.token:
            headers.append((b"authorization", f"Bearer {self.token}".encode()))
        scope = {
            "type": "http",
            "asgi": {"version": "3.0", "spec_version": "2.3"},
            "http_version": "1.1",
            "method": method,
            "scheme": "http",
            "path": raw_path,
            "raw_path": raw_path.encode(),
            "query_string": query.encode(),
            "root_path": "",
            "headers": headers,
            "client": ("127.0.0.1", 50000),
            "server": ("127.0.0.1", 8000),
            "state": {},
        }
        sent = False
        status = 0
        chunks: list[bytes] = []

        async def receive() -> dict[str, Any]:
            nonlocal sent
            if not sent:
                sent = True
                return {"type": "http.request", "body": payload, "more_body": False}
            await asyncio.sleep(3600)
            return {"type": "http.disconnect"}

        async def send(message: dict[str, Any]) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
            elif message["type"] == "http.response.body":
                chunks.append(message.get("body", b""))

        await self.app(scope, receive, send)
        return status, b"".join(chunks)


def _inline_thread_pool() -> None:
    """Run the sync dependencies and endpoints on the event loop's thread, for cProfile."""
    import importlib
    from contextlib import asynccontextmanager

    import anyio.to_thread

    async def run_inline(func: Any, *args: Any, **kwargs: Any) -> Any:
        kwargs.pop("limiter", None)
        return func(*args, **kwargs)

    @asynccontextmanager
    async def cm_inline(cm: Any) -> Any:
        with cm as value:
            yield value

    anyio.to_thread.run_sync = run_inline  # type: ignore[assignment]
    for name in (
        "fastapi.dependencies.utils",
        "fastapi.routing",
        "api.core.flat_routes",
        "api.auth.dependencies",
        "api.guards.auth_gate",
    ):
        try:
            module = importlib.import_module(name)
        except ImportError:
            continue
        if hasattr(module, "run_in_threadpool"):
            module.run_in_threadpool = run_inline
        if hasattr(module, "contextmanager_in_threadpool"):
            module.contextmanager_in_threadpool = cm_inline


async def measure(args: argparse.Namespace) -> None:
    from sqlalchemy import event

    from api.db import get_engine
    from api.main import create_app

    app = create_app(serve_web=False)
    try:  # what the app's lifespan starts (not run here): the token cache's listener, where there is one
        from api.auth import token_cache

        if token_cache.start():
            while not token_cache.cache.listening:
                await asyncio.sleep(0.05)
    except ImportError:
        pass
    client = Asgi(app)
    status, body = await client.request("PUT", "/api/auth/login", {"email": DEMO_EMAIL, "password": DEMO_PASSWORD})
    login = json.loads(body)
    client.token = login["token"]

    async def ids(path: str, key: str) -> list[int]:
        return [r[key] for r in json.loads((await client.request("GET", path))[1])["items"]]

    calls = mix(
        {
            "customers": await ids("/api/customers/all/1?items_per_page=100", "id"),
            "products": await ids("/api/products/all?items_per_page=100", "product_id"),
            "quotes": await ids("/api/quotes?items_per_page=100", "quote_id"),
        },
        login["userId"],
    )
    statements: list[str] = []
    event.listen(get_engine(), "before_cursor_execute", lambda *a: statements.append(a[2]))
    pings = [0]
    dialect = get_engine().dialect
    original_ping = dialect.do_ping

    def counted_ping(connection: Any) -> bool:
        pings[0] += 1
        return bool(original_ping(connection))

    dialect.do_ping = counted_ping  # type: ignore[method-assign]

    gc_time, gc_count, gc_full, gc_started = [0.0], [0], [0], [0.0]

    def on_gc(phase: str, info: dict[str, Any]) -> None:
        if phase == "start":
            gc_started[0] = time.perf_counter()
        else:
            gc_time[0] += time.perf_counter() - gc_started[0]
            gc_count[0] += 1
            gc_full[0] += info["generation"] == 2

    random.seed(1)
    for call in calls:  # warm every path (SQLAlchemy's statement cache, pydantic)
        for _ in range(20):
            path, body = call.build()
            status, data = await client.request(call.method, path, body)
            assert status < 400, (call.name, status, data[:300])
    if args.freeze:
        gc.freeze()
    gc.callbacks.append(on_gc)
    print(f"{'call':32} {'CPU ms':>8} {'wall ms':>8} {'stmts':>6} {'pings':>6}")
    total_cpu = total_weight = 0.0
    for call in calls:
        statements.clear()
        pings[0] = 0
        cpu, wall = time.process_time(), time.perf_counter()
        for _ in range(args.rounds):
            path, body = call.build()
            await client.request(call.method, path, body)
        cpu_ms = (time.process_time() - cpu) * 1000 / args.rounds
        wall_ms = (time.perf_counter() - wall) * 1000 / args.rounds
        total_cpu += cpu_ms * call.weight
        total_weight += call.weight
        print(
            f"{call.name:32} {cpu_ms:8.2f} {wall_ms:8.2f} {len(statements) / args.rounds:6.1f} "
            f"{pings[0] / args.rounds:6.1f}"
        )
        if args.statements:
            for s in dict.fromkeys(statements):
                print("    ", " ".join(s.split())[:160])
    print(f"{'weighted mean of the mix':32} {total_cpu / total_weight:8.2f}")
    print(
        f"garbage collector: {gc_time[0] * 1000 / max(gc_count[0], 1):.2f} ms a collection, {gc_count[0]} collections "
        f"({gc_full[0]} full), {gc_time[0] * 1000:.0f} ms in all"
    )

    if args.profile:
        _inline_thread_pool()
        names = [c for c in calls]
        weights = [c.weight for c in calls]
        profiler = cProfile.Profile(time.process_time)  # CPU, not the waits on the database
        profiler.enable()
        for _ in range(args.rounds * 5):
            call = random.choices(names, weights)[0]
            path, body = call.build()
            await client.request(call.method, path, body)
        profiler.disable()
        out = io.StringIO()
        pstats.Stats(profiler, stream=out).sort_stats(args.sort).print_stats(args.top)
        print(out.getvalue())
        if args.dump:
            profiler.dump_stats(args.dump)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=200)
    parser.add_argument("--profile", action="store_true")
    parser.add_argument("--statements", action="store_true", help="print each call's distinct statements")
    parser.add_argument("--sort", default="cumulative")
    parser.add_argument("--top", type=int, default=70)
    parser.add_argument("--dump", default="")
    parser.add_argument("--freeze", action="store_true", help="gc.freeze() before measuring")
    args = parser.parse_args()
    with topology(apis=1, worker=False, beat=False, extra_env={"BRICKMATE_INDEX_ON_CHANGE": "0"}) as top:
        seed(top)
        for name, value in top.env.items():
            os.environ[name] = value
        # As `brickmate serve` logs: a JSON access line per request, here into a file of the topology's folder.
        from api.core.observability import configure_logging

        configure_logging()
        handler = logging.getLogger().handlers[0]
        assert isinstance(handler, logging.StreamHandler)
        handler.setStream((top.folder / "harness.log").open("w"))
        try:
            import uvloop

            uvloop.install()
        except ImportError:
            pass
        asyncio.run(measure(args))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
