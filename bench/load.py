"""`make load`: a bounded load run against the two-process topology of `make prod-check` (bench/_topology.py), on
loopback only: mixed reads and writes in the shape of an office's working day, from logged-in staff.

Prints requests/s, p50/p95/p99 and errors overall and per call, in two phases on the same topology:
- closed loop, the most it answers: `--clients` connections (default "8,12": a run at 8, the concurrency of issue
  18's own figure, then one at 12; half on each API process, keep-alive), each sending its next call as soon as the
  last answered, for `--seconds` (default 30) after a 5 s warm-up; its p99 is the latency at saturation, where every
  extra client only queues;
- open loop at `--rate` requests/s (default 400, the aim; 0 skips it): calls arrive at random (Poisson) times at that
  mean rate whatever the answers do, over twice the largest `--clients` keep-alive connections (a call waits for a
  free one), and a call's time runs from its scheduled moment, so a server falling behind is charged for the queue
  (no coordinated omission). This phase answers "at 400 requests/s, what p99?".

With locust installed (`bench/locustfile.py`, the same mix), `locust -f bench/locustfile.py --headless` runs it
against any instance; this script has its own small HTTP/1.1 client so that the load generator costs little of the
two cores it shares with the servers.

The assistant's re-embedding on each save (a worker job, about 12 ms of CPU per document) is off for the run
(`BRICKMATE_INDEX_ON_CHANGE=0`) unless `--index-on-change`: it is the worker's load, not the API's."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import statistics
import subprocess
import sys
import time
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench._topology import BIN, Topology, topology

DEMO_EMAIL = "admin@example.com"
DEMO_PASSWORD = "brickmate-demo"
SEARCH_WORDS = ("red", "brick", "ibstock", "block", "multi", "wienerberger", "engineering", "smooth")
CUSTOMER_WORDS = ("build", "homes", "construction", "ltd", "and", "developments")


@dataclass
class Call:
    name: str
    weight: int
    method: str
    # path and body from the ids at hand
    build: Any


def mix(ids: dict[str, list[int]], user_id: int) -> list[Call]:
    """A working day: the shell and the notification badge on every screen, searches and records opened far more
    often than saved; about one call in ten a write (a note on a customer)."""
    pick = random.choice
    return [
        Call("GET /users/me", 8, "GET", lambda: ("/api/users/me", None)),
        Call("GET /notifications/{userId}", 10, "GET", lambda: (f"/api/notifications/{user_id}", None)),
        Call("GET /products/all?q=", 12, "GET", lambda: (f"/api/products/all?q={pick(SEARCH_WORDS)}", None)),
        Call("GET /products/{id}", 10, "GET", lambda: (f"/api/products/{pick(ids['products'])}", None)),
        Call(
            "GET /customers/all/{x}?q=",
            10,
            "GET",
            lambda: (f"/api/customers/all/1?q={pick(CUSTOMER_WORDS)}", None),
        ),
        Call("GET /customers/{id}", 12, "GET", lambda: (f"/api/customers/{pick(ids['customers'])}", None)),
        Call("GET /customers/note/{id}", 6, "GET", lambda: (f"/api/customers/note/{pick(ids['customers'])}", None)),
        Call("GET /quotes", 8, "GET", lambda: ("/api/quotes?items_per_page=25", None)),
        Call("GET /quotes/{id}", 8, "GET", lambda: (f"/api/quotes/{pick(ids['quotes'])}", None)),
        Call("GET /schedules", 4, "GET", lambda: ("/api/schedules", None)),
        Call(
            "POST /customers/note/add",
            10,
            "POST",
            lambda: (
                "/api/customers/note/add",
                {"related_id": pick(ids["customers"]), "note": f"Rang site about delivery {random.randint(1, 9999)}"},
            ),
        ),
    ]


class Connection:
    """One keep-alive HTTP/1.1 connection (Content-Length or chunked bodies, no compression)."""

    def __init__(self, host: str, port: int, token: str) -> None:
        self.host, self.port, self.token = host, port, token
        self.reader: asyncio.StreamReader | None = None
        self.writer: asyncio.StreamWriter | None = None

    async def request(self, method: str, path: str, body: Any = None) -> tuple[int, bytes]:
        if self.writer is None:
            self.reader, self.writer = await asyncio.open_connection(self.host, self.port)
        assert self.reader is not None
        payload = b"" if body is None else json.dumps(body).encode()
        head = (
            f"{method} {path} HTTP/1.1\r\nHost: {self.host}:{self.port}\r\nAuthorization: Bearer {self.token}\r\n"
            f"Content-Length: {len(payload)}\r\n" + ("Content-Type: application/json\r\n" if payload else "") + "\r\n"
        )
        self.writer.write(head.encode() + payload)
        # The status line and headers in one read (a readline per header cost the generator a fair share of the CPU
        # it takes from the servers).
        try:
            raw_head = await self.reader.readuntil(b"\r\n\r\n")
        except asyncio.IncompleteReadError as exc:
            if not exc.partial:
                raise ConnectionError("closed") from exc
            raise
        lines = raw_head.decode("latin-1").split("\r\n")
        status = int(lines[0].split()[1])
        length, chunked, close = 0, False, False
        for line in lines[1:]:
            name, _, value = line.partition(":")
            name = name.strip().lower()
            if name == "content-length":
                length = int(value)
            elif name == "transfer-encoding" and "chunked" in value.lower():
                chunked = True
            elif name == "connection" and "close" in value.lower():
                close = True
        if chunked:
            data = b""
            while (size := int((await self.reader.readline()).strip() or b"0", 16)) > 0:
                data += (await self.reader.readexactly(size + 2))[:-2]
            await self.reader.readline()
        else:
            data = await self.reader.readexactly(length)
        if close:
            self.writer.close()
            self.writer = None
        return status, data


async def client(
    conn: Connection,
    calls: list[Call],
    until: float,
    warm_until: float,
    results: dict[str, list[float]],
    errors: dict[str, list[str]],
) -> None:
    names = [c for c in calls]
    weights = [c.weight for c in calls]
    while (now := time.perf_counter()) < until:
        call = random.choices(names, weights)[0]
        path, body = call.build()
        started = time.perf_counter()
        try:
            status, data = await conn.request(call.method, path, body)
        except (OSError, ConnectionError, ValueError, asyncio.IncompleteReadError) as exc:
            status, data = 0, str(exc).encode()
            conn.writer = None
        elapsed = time.perf_counter() - started
        if now < warm_until:
            continue
        results[call.name].append(elapsed)
        if status >= 400 or status == 0:
            errors[call.name].append(f"{status} {data[:200]!r}")


def pct(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000


def _json(status_body: tuple[int, bytes]) -> Any:
    status, body = status_body
    if status >= 400:
        raise RuntimeError(f"{status}: {body[:300]!r}")
    return json.loads(body)


async def prepare(top: Topology) -> tuple[str, int, dict[str, list[int]]]:
    host, port = top.api_urls[0].removeprefix("http://").split(":")
    conn = Connection(host, int(port), "")
    status, body = await conn.request("PUT", "/api/auth/login", {"email": DEMO_EMAIL, "password": DEMO_PASSWORD})
    login = _json((status, body))
    conn.token = login["token"]
    ids = {
        "customers": [
            r["id"] for r in _json(await conn.request("GET", "/api/customers/all/1?items_per_page=100"))["items"]
        ],
        "products": [
            r["product_id"] for r in _json(await conn.request("GET", "/api/products/all?items_per_page=100"))["items"]
        ],
        "quotes": [r["quote_id"] for r in _json(await conn.request("GET", "/api/quotes?items_per_page=100"))["items"]],
    }
    return login["token"], login["userId"], ids


def seed(top: Topology) -> None:
    code = (
        "from api.db import session_scope\nfrom api.seed import is_empty, seed_demo\n"
        "for s in session_scope():\n    assert is_empty(s)\n    seed_demo(s)\n"
    )
    subprocess.run([str(BIN / "python"), "-c", code], env=top.env, check=True, capture_output=True)


def _connection(top: Topology, n: int, token: str) -> Connection:
    host, port = top.api_urls[n % len(top.api_urls)].removeprefix("http://").split(":")
    return Connection(host, int(port), token)


async def open_loop(
    top: Topology,
    token: str,
    calls: list[Call],
    rate: float,
    pool: int,
    until: float,
    warm_until: float,
    results: dict[str, list[float]],
    errors: dict[str, list[str]],
) -> None:
    """Calls at Poisson arrival times of mean `rate` per second over `pool` keep-alive connections (a browser's or a
    balancer's pool): a call waits for a free connection, and its time runs from its scheduled moment."""
    weights = [c.weight for c in calls]
    idle: asyncio.Queue[Connection] = asyncio.Queue()
    for n in range(pool):
        idle.put_nowait(_connection(top, n, token))
    pending: set[asyncio.Task[None]] = set()

    async def one(call: Call, scheduled: float) -> None:
        conn = await idle.get()
        path, body = call.build()
        try:
            status, data = await conn.request(call.method, path, body)
        except (OSError, ConnectionError, ValueError, asyncio.IncompleteReadError) as exc:
            status, data = 0, str(exc).encode()
            conn.writer = None
        idle.put_nowait(conn)
        if scheduled < warm_until:
            return
        results[call.name].append(time.perf_counter() - scheduled)
        if status >= 400 or status == 0:
            errors[call.name].append(f"{status} {data[:200]!r}")

    scheduled = time.perf_counter()
    while (scheduled := scheduled + random.expovariate(rate)) < until:
        if (delay := scheduled - time.perf_counter()) > 0:
            await asyncio.sleep(delay)
        task = asyncio.create_task(one(random.choices(calls, weights)[0], scheduled))
        pending.add(task)
        task.add_done_callback(pending.discard)
    await asyncio.gather(*pending)
    print(f"\nopen loop: {rate:.0f} calls/s at random times over {pool} connections ({pool // len(top.api_urls)} each)")


async def run(top: Topology, clients: int, seconds: float, rate: float = 0.0) -> int:
    """The closed loop of `clients` connections, or with `rate` the open loop at that rate; prints the report."""
    token, user_id, ids = await prepare(top)
    calls = mix(ids, user_id)
    results: dict[str, list[float]] = defaultdict(list)
    errors: dict[str, list[str]] = defaultdict(list)
    warm_until = time.perf_counter() + 5
    until = warm_until + seconds
    load_before = os.getloadavg()
    cpu_before = _cpu(top)
    if rate:
        await open_loop(top, token, calls, rate, 2 * clients, until, warm_until, results, errors)
    else:
        conns = [_connection(top, n, token) for n in range(clients)]
        await asyncio.gather(*(client(c, calls, until, warm_until, results, errors) for c in conns))
        print(f"\n{clients} clients over {len(top.api_urls)} API processes (closed loop)")
    cpu_after = _cpu(top)
    everything = [v for values in results.values() for v in values]
    total_errors = sum(len(e) for e in errors.values())
    print(f"{seconds:.0f} s measured after a 5 s warm-up")
    print(f"load average before {load_before[0]:.1f}, after {os.getloadavg()[0]:.1f} (2 cores, shared machine)")
    print(f"{'call':32} {'count':>7} {'p50 ms':>8} {'p95 ms':>8} {'p99 ms':>8} {'errors':>7}")
    for call in calls:
        values = results.get(call.name, [])
        print(
            f"{call.name:32} {len(values):7} {pct(values, 0.5):8.1f} {pct(values, 0.95):8.1f} {pct(values, 0.99):8.1f} "
            f"{len(errors.get(call.name, [])):7}"
        )
    answered = len(everything) / seconds
    print(
        f"{'all':32} {len(everything):7} {pct(everything, 0.5):8.1f} {pct(everything, 0.95):8.1f} "
        f"{pct(everything, 0.99):8.1f} {total_errors:7}"
    )
    if cpu_before and cpu_after:
        used = cpu_after["api"] - cpu_before["api"]
        print(
            f"API processes' CPU: {used:.1f} s over {seconds:.0f} s, {used / max(len(everything), 1) * 1000:.2f} ms "
            f"per request"
        )
        others = ", ".join(
            f"{name} {(cpu_after[name] - cpu_before.get(name, 0.0)) / max(len(everything), 1) * 1000:.2f} ms"
            for name in ("postgres", "worker", "generator")
            if name in cpu_after
        )
        print(f"the rest's CPU per request: {others}")
    print(
        f"\n{'open loop' if rate else 'closed loop'}: requests/s {answered:.0f}   p99 {pct(everything, 0.99):.1f} ms"
        f"   errors {total_errors}"
        f"   mean {statistics.fmean(everything) * 1000 if everything else 0:.1f} ms"
    )
    for name, problems in errors.items():
        print(f"  {name}: {problems[:3]}")
    return 0 if total_errors == 0 else 1


def _cpu(top: Topology) -> dict[str, float]:
    """User + system CPU seconds of the API processes, the worker, PostgreSQL (the postmaster and its backends)
    and this load generator, from /proc."""
    import psutil

    def seconds(proc: psutil.Process) -> float:
        times = proc.cpu_times()
        return float(times.user + times.system)

    out: dict[str, float] = defaultdict(float)
    for name, proc in top.processes.items():
        if not name.startswith(("api-", "worker")):
            continue
        try:
            p = psutil.Process(proc.pid)
            out[name.split("-")[0]] += seconds(p) + sum(seconds(c) for c in p.children(recursive=True))
        except psutil.Error:
            pass
    try:
        postmaster = psutil.Process(int((top.pg.pgdata / "postmaster.pid").read_text().split()[0]))
        for proc in (postmaster, *postmaster.children(recursive=True)):
            with contextlib.suppress(psutil.Error):
                out["postgres"] += seconds(proc)
        # The backends that have ended (the closed loop's connections, by the open loop's end) count in the
        # postmaster's reaped children's times: without them the difference of two readings could go negative.
        reaped = postmaster.cpu_times()
        out["postgres"] += float(reaped.children_user + reaped.children_system)
    except (OSError, ValueError, psutil.Error):
        pass
    out["generator"] = time.process_time()
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument(
        "--clients",
        type=lambda text: [int(n) for n in text.split(",")],
        default=[8, 12],
        help="the closed loops' connections, comma-separated (default 8,12)",
    )
    parser.add_argument("--seconds", type=float, default=30)
    parser.add_argument("--apis", type=int, default=2)
    parser.add_argument(
        "--rate", type=float, default=400, help="the open loop's requests/s after the closed loop (0: none)"
    )
    parser.add_argument("--index-on-change", action="store_true")
    args = parser.parse_args()
    extra = {} if args.index_on_change else {"BRICKMATE_INDEX_ON_CHANGE": "0"}
    print(f"starting the topology ({args.apis} API processes, worker, beat) and seeding the demo data", flush=True)
    with topology(apis=args.apis, beat=False, extra_env=extra) as top:
        seed(top)
        with contextlib.suppress(ImportError):  # the generator shares the cores: uvloop costs it less per call
            import uvloop

            asyncio.set_event_loop_policy(uvloop.EventLoopPolicy())
        for clients in args.clients:
            if closed := asyncio.run(run(top, clients, args.seconds)):
                return closed
        return asyncio.run(run(top, max(args.clients), args.seconds, args.rate)) if args.rate else 0


if __name__ == "__main__":
    raise SystemExit(main())
