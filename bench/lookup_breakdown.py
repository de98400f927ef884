"""Where the time of `PUT /products/lookup` of 100 codes (800 products, 532 KB of JSON) goes, on the kept catalogue
of bench/catalogue.py (`--data-dir`, the same folder; without it a catalogue is seeded anew, about a minute).

Each figure is the p50 / p95 of 60 calls after 5 warm-ups, in ms, each part timed alone:
- over HTTP as `bench/catalogue.py` times it (httpx names gzip, deflate, br and zstd, and decodes the body as it
  reads it; the JSON is not parsed), then asking for gzip only (as Safari would), then for no compression;
- the server's own time of each of those requests, from its access log (from the outermost middleware's start to
  its last byte handed to uvicorn: gzip included, the socket's writes and uvicorn's parsing not);
- the client's parts alone: decoding the body as it came to the bench's client, parsing the JSON (which the bench
  does not do);
- the statement replayed on a direct connection, with psycopg reading its text, and its rows' scan alone;
- compressing the body as the server could (gzip at levels 6, 4 and 1, zstd at level 1).
Figures, never assertions.

    .venv/bin/python bench/lookup_breakdown.py --data-dir /tmp/ss/cat"""

from __future__ import annotations

import argparse
import json
import os
import zlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx
import psycopg
import zstandard
from _seed_catalogue import seed  # bench/ is on the path when this runs as a script
from catalogue import Sample
from crm import served
from sqlalchemy import create_engine

from api.catalogue.service import products_json
from api.db import SESSION_SETTINGS
from bench._common import p50, p95, samples

WARMUPS, ROUNDS = 5, 60
# The lookup's rows (by codes) in its order, without their JSON.
ROWS = (
    "SELECT p.id FROM products p JOIN organisations o ON o.id = p.supplier_id "
    "WHERE lower(p.code) = ANY(%(codes)s::text[]) ORDER BY p.name_key, p.id"
)


def line(name: str, taken: list[float]) -> None:
    print(f"| {name} | {p50(taken):.2f} | {p95(taken):.2f} |")


def timed(fn: Callable[[], object]) -> list[float]:
    return samples(lambda _: fn(), ROUNDS, WARMUPS)


def server_times(log: Path, start: int) -> list[float]:
    """The access log's durations of the lookups written past byte `start` (the last ROUNDS of them)."""
    with log.open("rb") as f:
        f.seek(start)
        lines = [json.loads(raw) for raw in f if raw.startswith(b"{") and b"/products/lookup" in raw]
    return [float(e["duration_ms"]) for e in lines if "duration_ms" in e][-ROUNDS:]


def measure(base: str, uri: str) -> None:
    login = {"email": "admin@example.com", "password": "brickmate-demo"}
    with (
        httpx.Client(base_url=base, timeout=60) as client,
        psycopg.connect(uri, autocommit=True, prepare_threshold=None) as conn,
    ):
        conn.execute(SESSION_SETTINGS)
        # the server's log is beside its database's folder (serve_demo's data dir)
        log = Path(str(conn.execute("SHOW data_directory").fetchone()[0])).parent / "serve.log"  # type: ignore[index]
        token = client.put("/api/auth/login", json=login).raise_for_status().json()["token"]
        client.headers["Authorization"] = f"Bearer {token}"
        body = {"codes": Sample(conn).codes}

        def put(**headers: str) -> httpx.Response:
            return client.put("/api/products/lookup", json=body, headers=headers).raise_for_status()

        with client.stream("PUT", "/api/products/lookup", json=body) as r:
            sent, coding = b"".join(r.iter_raw()), r.headers.get("content-encoding", "identity")
        text = put().content
        print(f"\n{len(json.loads(text))} products, {len(text):,} bytes of JSON, {len(sent):,} sent as {coding}\n")
        print("| part | p50 | p95 |\n|---|---:|---:|")
        for name, call in (
            (f"HTTP as bench/catalogue.py ({coding}, decoded by httpx)", put),
            ("HTTP, gzip asked (gzip, deflate)", lambda: put(**{"Accept-Encoding": "gzip, deflate"})),
            ("HTTP, no compression asked", lambda: put(**{"Accept-Encoding": "identity"})),
        ):
            start = log.stat().st_size
            line(name, timed(call))
            line("  the server's own time (access log)", server_times(log, start))
        decode: Callable[[], object] = {
            "gzip": lambda: zlib.decompress(sent, 16 + zlib.MAX_WBITS),
            "zstd": lambda: zstandard.ZstdDecompressor().decompress(sent),
        }.get(coding, lambda: sent)
        line(f"client: decoding the body ({coding})", timed(decode))
        line("client: parsing the JSON (not in the bench's figure)", timed(lambda: json.loads(text)))
        statements = statement(uri, body["codes"])
        sql, params = statements
        line("SQL: the statement, its text read by psycopg", timed(lambda: conn.execute(sql, params).fetchall()))
        line("SQL: the rows alone (no JSON)", timed(lambda: conn.execute(ROWS, params).fetchall()))
        for level in (6, 4, 1):
            line(f"gzip level {level}", timed(lambda level=level: zlib.compress(text, level)))  # type: ignore[misc]
        line("zstd level 1", timed(lambda: zstandard.ZstdCompressor(level=1).compress(text)))


def statement(uri: str, codes: list[str]) -> tuple[str, Any]:
    """The lookup's statement and parameters as the service sends them (psycopg's form)."""
    from sqlalchemy import event
    from sqlalchemy.orm import Session

    engine = create_engine(uri.replace("postgresql://", "postgresql+psycopg://", 1))
    sent: list[tuple[str, Any]] = []
    event.listen(engine, "before_cursor_execute", lambda _c, _k, s, p, *_: sent.append((s, p)))
    with Session(engine) as session:
        products_json.lookup_json(session, [], codes)
    engine.dispose()
    return sent[-1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data-dir", type=Path, help="bench/catalogue.py's kept catalogue (else one seeded anew)")
    parser.add_argument("--products", type=int, default=int(os.environ.get("BENCH_PRODUCTS", "1000000")))
    args = parser.parse_args()
    with served(args.data_dir, lambda uri: seed(uri, args.products), f"{args.products} products") as (base, uri):
        measure(base, uri)


if __name__ == "__main__":
    main()
