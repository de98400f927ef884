"""The bulk imports, before and after they became background jobs: a supplier's 50,000-row price list on a large
catalogue (1,000,000 products of 200 suppliers; fewer with `--products N` or BENCH_PRODUCTS=N) and a
50,000-row customer list (new customers with a head office address, then the same file again with new phone
numbers: 50,000 updates).

Starts a demo instance (the assistant's re-indexing on change off, so the embedding of the imported records does
not share the CPU with the import), bulk-loads the catalogue with COPY (bench/_seed_catalogue.py), then times
- the real run inside the request (`POST /products/multiple/add`, `POST /crm/import/customers`): before;
- the real run as a job (`POST /products/import/jobs`, `POST /crm/import/customers/jobs`, followed with
  `GET /imports/{id}` until done, polled as the web's import screen polls; the last answer brings the report's
  counts and its first 100 rows, what the screen shows at the end): after;
each on rows of its own (another supplier, other account numbers), so neither finds the other's work. The
request's CRM import runs on the first `--crm-request-rows` rows only (default 5,000: at its rate the full file
takes minutes); `--only price-list` or `--only crm` runs one of the two. A job's line also says how long the
request that started it took and how long the job itself ran (its `started_at` to `finished_at`), and the price
list's next lines split its time from the client's start to the report in hand and give the CPU the server and
its PostgreSQL spent on it (steadier than wall times on a machine shared with other work), PostgreSQL's by kind of
process (the connections' backends, autovacuum, the WAL writer...), and the WAL it wrote. Prints a markdown table;
figures, never assertions."""

from __future__ import annotations

import argparse
import csv
import io
import json
import os
import shutil
import sys
import tempfile
import time
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

import httpx
import psycopg

sys.path.append(str(Path(__file__).resolve().parent))  # the other bench scripts, after the project's packages
from _seed_catalogue import seed
from catalogue import price_list

from api.devserver import serve_demo
from bench._common import database_uri

ROWS = 50_000
MAPPING = {
    "Company": "name",
    "Account": "account_number",
    "Email": "email",
    "Phone": "phone",
    "Street": "line1",
    "Town": "town",
    "Postcode": "postcode",
}
TOWNS = [("Leeds", "LS1 4AP"), ("York", "YO1 7HH"), ("Bradford", "BD1 1HY"), ("Sheffield", "S1 2HE")]


def customers_csv(prefix: str, rows: int, phone: str = "0113 496 0000") -> bytes:
    buffer = io.StringIO()
    out = csv.writer(buffer, lineterminator="\r\n")
    out.writerow(list(MAPPING))
    for n in range(rows):
        town, postcode = TOWNS[n % len(TOWNS)]
        name = f"{prefix} Builders {n}"
        out.writerow(
            [name, f"{prefix}{n:06d}", f"buying{n}@{prefix.lower()}.example", phone, f"{n} Mill Lane", town, postcode]
        )
    return buffer.getvalue().encode()


# A running job is polled as the web's import screen polls it (`pollDelay` in
# web/src/components/import-wizard/use-import-run.ts): after FIRST until a batch is saved, then in a quarter of the time
# the rows left should take at the pace so far, never sooner than LEAST nor later than MOST apart.
POLL_FIRST, POLL_LEAST, POLL_MOST = 0.25, 0.1, 0.5


def poll_delay(done: int, total: int, elapsed: float) -> float:
    if done <= 0 or elapsed <= 0:
        return POLL_FIRST
    return min(POLL_MOST, max(POLL_LEAST, (total - done) * elapsed / done / 4))


@dataclass
class Followed:
    """A job followed to its end: its last answer, when the poll that saw the end was sent (wall clock, as the
    server stamps the job) and how long that poll took (it brings the report's counts and first rows: what the
    import screen shows at the end)."""

    job: dict[str, Any]
    last_sent: float = 0.0
    last_took: float = 0.0


def follow(client: httpx.Client, job: dict[str, Any]) -> Followed:
    followed, since = Followed(job), time.time()
    while followed.job["status"] in ("queued", "running"):
        time.sleep(poll_delay(followed.job["rows_done"], followed.job["rows_total"], time.time() - since))
        followed.last_sent = time.time()
        followed.job = client.get(f"/api/imports/{job['id']}").raise_for_status().json()
        followed.last_took = time.time() - followed.last_sent
    return followed


def counts(report: dict[str, Any]) -> str:
    return ", ".join(f"{k} {report[k]:,}" for k in ("created", "updated", "unchanged", "rejected"))


def line(what: str, rows: int, seconds: float, report: dict[str, Any]) -> str:
    return f"| {what} | {rows:,} | {seconds:.1f} s | {rows / seconds:,.0f} rows/s | {counts(report)} |"


def ran(answered: float, job: dict[str, Any]) -> str:
    """The request that started the job, and the job's own run (its start to its end, as the server stamped them)."""
    started, finished = job.get("started_at"), job.get("finished_at")
    if not started or not finished:
        return f" (started in {answered:.1f} s)"
    seconds = (datetime.fromisoformat(finished) - datetime.fromisoformat(started)).total_seconds()
    return f" (started in {answered:.1f} s, ran {seconds:.1f} s)"


def breakdown(encoded: float, sent: float, answered: float, followed: Followed) -> str:
    """Where a job's time went, from the client's start to the report in its hands: the client's JSON encoding of
    the rows, the start request (sent to answered), the pickup gap (answered to the job's `started_at`), the job's run
    (`started_at` to `finished_at`), the poll lag (`finished_at` to the poll that saw the end being sent) and that
    poll's fetch (which brings the report). Server stamps and the client's clock are the same machine's."""
    job = followed.job
    if not job.get("started_at") or not job.get("finished_at"):
        return "the job has no start or end stamp"
    started, finished = (
        datetime.fromisoformat(job["started_at"]).timestamp(),
        datetime.fromisoformat(job["finished_at"]).timestamp(),
    )
    parts = [
        ("the client's JSON encoding", encoded),
        ("the start request", answered - sent),
        ("pickup gap", started - answered),
        ("the job's run", finished - started),
        ("poll lag", followed.last_sent - finished),
        ("the last poll with the report", followed.last_took),
    ]
    return " / ".join(f"{what} {seconds:.2f} s" for what, seconds in parts)


TICK = os.sysconf("SC_CLK_TCK")


def _times(pid: int | str) -> list[int]:
    """A process's parent, then its user and system CPU and its reaped children's, in clock ticks (/proc/PID/stat)."""
    text = Path(f"/proc/{pid}/stat").read_text()
    fields = text[text.rindex(")") + 2 :].split()
    return [int(fields[1]), *map(int, fields[11:15])]


def _kind(pid: str) -> str:
    """A PostgreSQL process's kind, from its title: a backend (a client's connection), or the server's own
    process ("autovacuum worker", "walwriter", "checkpointer"...)."""
    title = (Path("/proc") / pid / "cmdline").read_bytes().split(b"\0")[0].decode(errors="replace")
    if not title.startswith("postgres: ") or "[local]" in title or "127.0.0.1" in title:
        return "backends"
    return title.removeprefix("postgres: ").split(" brickmate")[0].strip()


def cpu(pgdata: Path) -> tuple[float, dict[str, float]]:
    """CPU seconds so far of the demo server (this process's child) and of its PostgreSQL by kind of process (the
    postmaster's children alive, by `_kind`; those it has reaped, such as autovacuum workers that have ended, as
    "ended"): figures the machine's other load changes far less than wall times."""
    postmaster = int((pgdata / "postmaster.pid").read_text().split()[0])
    app = 0
    postgres: dict[str, float] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            parent, user, system, _, _ = _times(entry.name)
            if parent == postmaster:
                kind = _kind(entry.name)
                postgres[kind] = postgres.get(kind, 0) + (user + system) / TICK
            elif parent == os.getpid() and b"api.cli" in (entry / "cmdline").read_bytes():
                app += user + system
        except (OSError, ValueError):
            continue  # gone meanwhile
    own = _times(postmaster)
    postgres["postmaster"] = (own[1] + own[2]) / TICK
    postgres["ended"] = (own[3] + own[4]) / TICK
    return app / TICK, postgres


def wal(conn: psycopg.Connection[Any]) -> tuple[Any, ...]:
    """The WAL written so far: its records, whole pages (the first change to a page after a checkpoint) and bytes,
    and how often a backend found the WAL buffers full and wrote them itself."""
    row = conn.execute("SELECT wal_records, wal_fpi, wal_bytes, wal_buffers_full FROM pg_stat_wal").fetchone()
    assert row is not None
    return tuple(row)


def wal_used(before: tuple[Any, ...], after: tuple[Any, ...]) -> str:
    records, fpi, size, full = (b - a for a, b in zip(before, after, strict=True))
    megabytes = float(size) / 1e6
    return f"WAL {megabytes:,.0f} MB in {records:,} records, {fpi:,} whole pages, WAL buffers full {full:,} times"


def cpu_used(before: tuple[float, dict[str, float]], after: tuple[float, dict[str, float]]) -> str:
    """The server's and PostgreSQL's CPU between two `cpu` readings, PostgreSQL's by kind of process (those that
    took 0.05 s or more)."""
    kinds = {kind: seconds - before[1].get(kind, 0) for kind, seconds in after[1].items()}
    parts = ", ".join(
        f"{kind} {seconds:.2f} s" for kind, seconds in sorted(kinds.items(), key=lambda i: -i[1]) if seconds >= 0.05
    )
    return f"the server {after[0] - before[0]:.2f} s, PostgreSQL {sum(kinds.values()):.2f} s ({parts})"


def price_lists(client: httpx.Client, conn: psycopg.Connection[Any], rows: int, pgdata: Path) -> list[str]:
    ranked = conn.execute(
        "SELECT supplier_id FROM products GROUP BY supplier_id ORDER BY count(*) DESC, supplier_id LIMIT 2"
    ).fetchall()
    before, after = (price_list(conn, supplier_id, rows) for (supplier_id,) in ranked)
    lines = []
    start = time.perf_counter()
    body = {"rows": before, "supplier_id": ranked[0][0], "dry_run": False}
    report = client.post("/api/products/multiple/add", json=body).raise_for_status().json()
    lines.append(line("price list, in the request (before)", rows, time.perf_counter() - start, report))
    used, written = cpu(pgdata), wal(conn)
    start, began = time.perf_counter(), time.time()
    # Encoded as httpx encodes `json=` (timed apart: the client's share), then sent as that body.
    payload = {"rows": after, "supplier_id": ranked[1][0]}
    content = json.dumps(payload, ensure_ascii=False, separators=(",", ":")).encode()
    sent = time.time()
    started = client.post("/api/products/import/jobs", content=content, headers={"Content-Type": "application/json"})
    answered = time.time()
    followed = follow(client, started.raise_for_status().json())
    job = followed.job
    what = f"price list, as a job (after): {job['status']}{ran(answered - began, job)}"
    lines.append(line(what, rows, time.perf_counter() - start, job))
    split = breakdown(sent - began, sent, answered, followed)
    lines.append(f"| the same job, from the start to the report in hand: {split} | | | | |")
    lines.append(f"| the same job's CPU: {cpu_used(used, cpu(pgdata))}; {wal_used(written, wal(conn))} | | | | |")
    return lines


def crm(client: httpx.Client, rows: int, request_rows: int) -> list[str]:
    def upload(path: str, data: bytes, **fields: str) -> httpx.Response:
        files = {"file": ("customers.csv", data, "text/csv")}
        return client.post(path, files=files, data={"mapping": json.dumps(MAPPING), **fields}).raise_for_status()

    lines = []
    start = time.perf_counter()
    report = upload("/api/crm/import/customers", customers_csv("REQ", request_rows), dry_run="false").json()
    lines.append(line("customers, new, in the request (before)", request_rows, time.perf_counter() - start, report))
    for what, phone in (("new", "0113 496 0000"), ("updates", "0113 496 0999")):
        start = time.perf_counter()
        started = upload("/api/crm/import/customers/jobs", customers_csv("JOB", rows, phone)).json()
        answered = time.perf_counter() - start
        job = follow(client, started).job
        seconds = time.perf_counter() - start
        label = f"customers, {what}, as a job (after): {job['status']}{ran(answered, job)}"
        lines.append(line(label, rows, seconds, job))
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    default = int(os.environ.get("BENCH_PRODUCTS", "1000000"))
    parser.add_argument("--products", type=int, default=default, help="products to seed (default %(default)s)")
    parser.add_argument("--rows", type=int, default=ROWS, help="rows per import (default %(default)s)")
    parser.add_argument("--crm-request-rows", type=int, default=5_000, help="rows of the in-request CRM import")
    parser.add_argument("--only", choices=("price-list", "crm"), help="run only the price lists or the CRM imports")
    args = parser.parse_args()
    parent = Path(tempfile.mkdtemp(prefix="brickmate-bench-imports-"))
    tempfile.tempdir = str(parent)  # serve_demo makes its data dir in here, where the bench finds the database
    try:
        with serve_demo(timeout=600, extra_env={"BRICKMATE_INDEX_ON_CHANGE": "0"}) as base:
            tempfile.tempdir = None
            uri = database_uri(parent)
            start = time.perf_counter()
            print(f"\nSeeded {seed(uri, args.products)} in {time.perf_counter() - start:.1f} s")
            login = {"email": "admin@example.com", "password": "brickmate-demo"}
            with (
                httpx.Client(base_url=base, timeout=1800) as client,
                psycopg.connect(uri, autocommit=True, prepare_threshold=None) as conn,
            ):
                token = client.put("/api/auth/login", json=login).raise_for_status().json()["token"]
                client.headers["Authorization"] = f"Bearer {token}"
                pgdata = next(parent.glob("brickmate-serve-*/pgdata"))
                lines = [] if args.only == "crm" else price_lists(client, conn, args.rows, pgdata)
                if args.only != "price-list":
                    lines += crm(client, args.rows, args.crm_request_rows)
            print("\n| import | rows | time | rate | result |\n|---|---:|---:|---:|---|")
            print("\n".join(lines))
    finally:
        tempfile.tempdir = None
        shutil.rmtree(parent, ignore_errors=True)


if __name__ == "__main__":
    main()
