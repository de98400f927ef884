"""`make prod-check`: the scale-out topology of docker-compose.yml proven on this machine, with no Docker.

Starts PostgreSQL (the embedded binaries as a plain server over TCP with a password), Redis, two API processes,
a Celery worker and beat, each from its compose service's environment and command (bench/_topology.py); then checks
that both API processes are ready (database, queue, index), writes a customer through one and reads it through the
other, sees the job that save queued (re-embedding the customer for the assistant) run on the worker, and finds the
queue depth in /metrics; then stops everything. Prints one line per check; exits 1 on the first failure."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import psycopg

from bench._topology import BIN, Topology, get_json, topology

ADMIN = "prod-check@example.com"
PASSWORD = "Kiln fired clay 1,000 degrees"
started = time.monotonic()


def say(message: str) -> None:
    print(f"[{time.monotonic() - started:6.1f} s] {message}", flush=True)


def call(method: str, url: str, body: Any = None, token: str = "") -> tuple[int, Any, dict[str, str]]:
    request = urllib.request.Request(url, method=method, data=None if body is None else json.dumps(body).encode())
    request.add_header("Content-Type", "application/json")
    request.add_header("X-Request-ID", f"prod-check-{os.getpid()}-{time.monotonic_ns()}")
    if token:
        request.add_header("Authorization", f"Bearer {token}")
    try:
        with urllib.request.urlopen(request, timeout=15) as response:
            return response.status, json.loads(response.read() or b"null"), dict(response.headers)
    except urllib.error.HTTPError as exc:
        return exc.code, json.loads(exc.read() or b"null"), dict(exc.headers)


def check(condition: bool, message: str) -> None:
    if not condition:
        raise SystemExit(f"FAILED: {message}")
    say(f"ok   {message}")


def run(top: Topology) -> None:
    one, two = top.api_urls
    for name, url in (("api-1", one), ("api-2", two)):
        status, body = get_json(f"{url}/api/ready")
        check(status == 200 and body["queue"] == "ok", f"{name} ready: {body['database']=}, {body['queue']=}")

    created = subprocess.run(
        [str(BIN / "brickmate"), "createadmin", "--email", ADMIN, "--password", PASSWORD],
        env=top.env,
        capture_output=True,
        text=True,
    )
    check(created.returncode == 0, f"brickmate createadmin: {created.stdout.strip() or created.stderr[-300:]}")

    status, body, headers = call("PUT", f"{one}/api/auth/login", {"email": ADMIN, "password": PASSWORD})
    check(status == 200, f"log in through api-1 ({status})")
    check(headers.get("x-request-id", "").startswith("prod-check-"), "api-1 echoes X-Request-ID")
    token = body["token"]
    name = f"Prod Check Bricks {os.urandom(3).hex()}"
    status, body, _ = call("POST", f"{one}/api/customers/add", {"name": name}, token)
    check(status == 201, f"create customer {name!r} through api-1 ({status})")
    customer_id = body["id"]
    status, body, _ = call("GET", f"{two}/api/customers/{customer_id}", token=token)
    check(status == 200 and body["name"] == name, f"read it through api-2 with api-1's token ({status})")

    # The save queued the customer's re-embedding (ingest.records) on Redis; the worker runs it.
    deadline = time.monotonic() + 180
    with psycopg.connect(top.pg.url.replace("postgresql+psycopg", "postgresql"), autocommit=True) as conn:
        while True:
            row = conn.execute(
                "SELECT kind, embedded_at FROM documents WHERE record_id = %s AND content LIKE %s",
                (customer_id, f"%{name}%"),
            ).fetchone()
            if row is not None:
                break
            if time.monotonic() > deadline or top.processes["worker"].poll() is not None:
                raise SystemExit(f"FAILED: the worker did not embed the customer:\n{top.tail('worker')}")
            time.sleep(1)
    check(True, f"the worker ran the queued job: the customer is in the assistant's index ({row[0]})")
    worker_log = top.log("worker").read_text(errors="replace")
    check("ingest.records" in worker_log, "the worker's log names the job (ingest.records)")

    with urllib.request.urlopen(f"{two}/metrics", timeout=10) as response:
        metrics = response.read().decode()
    check("brickmate_queue_depth " in metrics, "api-2's /metrics reports the queue depth")
    check('route="/api/customers/{id}"' in metrics, "api-2's /metrics has the latency of GET /api/customers/{id}")
    check(top.processes["beat"].poll() is None and "beat" in top.tail("beat", 200), "beat is running")


def main() -> int:
    say("starting PostgreSQL, Redis, two API processes, a worker and beat (the compose file's settings)")
    with topology() as top:
        say(
            f"up: PostgreSQL 127.0.0.1:{top.pg.port} (password), Redis 127.0.0.1:{top.redis_port}, "
            f"API {', '.join(top.api_urls)}"
        )
        run(top)
        say("stopping everything")
    say("prod-check passed")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
