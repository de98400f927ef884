"""Name matching (PUT /products/name/query) on the demo's 30-line bill of quantities: precision and latency.

Starts a demo instance (whose seed is the catalogue of api/catalogue/demo_data.py), sends the 30 sample lines and
prints precision@1 and precision@3 against the product each line means, every line's parse and top matches, and
p50/p95 of the 30-line request and of a 480-line one (the sample and 450 more distinct lines written from the demo
products' names, codes, colours and suppliers) over HTTP. With `--products N` it first bulk-loads N more
products of 200 suppliers (bench/_seed_catalogue.py, the catalogue bench's data: the same makers' ranges sold by
many merchants) to show the candidate lookup stays on the trigram index at scale; the plan of the first candidate
statement is printed. At scale several merchants sell a line's very product under other codes, so precision there
counts a match of the same maker's name as the demo product's. Figures, never assertions; `make bench` runs it."""

from __future__ import annotations

import argparse
import shutil
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx
import psycopg
from _seed_catalogue import seed  # bench/ is on the path when this runs as a script
from crm import capture, plan_lines, plan_of
from sqlalchemy import create_engine

from api.catalogue.demo_data import PRODUCTS, SAMPLE_LINES, SUPPLIERS
from api.catalogue.schemas import NameQuery
from api.catalogue.service import candidates, matching
from api.devserver import serve_demo
from bench._common import database_uri, p50, p95, samples

ROUNDS, WARMUPS = 30, 3
BIG = 480  # near the 500 lines a request may carry


def same_product(match: dict[str, Any], code: str, strict: bool) -> bool:
    """The demo product itself, or (at scale, not `strict`) another supplier's listing of it: its name contains the
    demo product's name."""
    product = match["product"]
    if product["code"] == code or strict:
        return bool(product["code"] == code)
    wanted = next(p for p in PRODUCTS if p.code == code)
    return wanted.name.lower() in product["name"].lower()


def report(results: list[dict[str, Any]], strict: bool) -> None:
    first = third = 0
    for result, sample in zip(results, SAMPLE_LINES, strict=True):
        matches = result["matches"]
        at1 = bool(matches) and same_product(matches[0], sample.code, strict)
        first += at1
        third += any(same_product(m, sample.code, strict) for m in matches[:3])
        parsed = "ok" if (result["quantity"], result["unit"]) == (sample.quantity, sample.unit) else "WRONG"
        print(f"{'✓' if at1 else '✗'} {sample.line!r}  quantity {result['quantity']} {result['unit'] or ''} ({parsed})")
        print(f"    wanted {sample.code}")
        for m in matches[:3]:
            p = m["product"]
            print(f"    {m['score']:.3f} {p['code']:<16} {p['supplier_name']}: {p['name']}")
    n = len(SAMPLE_LINES)
    print(f"\nprecision@1 {first / n:.3f} ({first}/{n})   precision@3 {third / n:.3f} ({third}/{n})")


def many_lines() -> list[str]:
    """BIG distinct lines: the sample, then each demo product said in several ways a customer would."""
    lines = [s.line for s in SAMPLE_LINES]
    for i, p in enumerate(PRODUCTS):
        maker, qty, first_words = SUPPLIERS[p.supplier][0].split()[0], (i * 37) % 900 + 10, " ".join(p.name.split()[:2])
        lines += [
            f"{qty} {p.name}",
            f"{maker} {p.name} x {qty * 10}",
            f"{p.name.lower()} - {qty}no",
            f"{p.code} {qty}",
            f"{p.colour} {p.texture} {first_words} {qty}",
            f"{maker} {first_words} {qty} pallets",
        ]
    return list(dict.fromkeys(lines))[:BIG]


def timed(client: httpx.Client, lines: list[str]) -> list[float]:
    def once() -> None:
        client.put("/api/products/name/query", json={"productArray": lines}).raise_for_status()

    return samples(lambda _: once(), ROUNDS, WARMUPS)


def explain_candidates(uri: str) -> None:
    """EXPLAIN ANALYZE of the first candidate statement the service sends for the sample."""
    engine = create_engine(uri.replace("postgresql://", "postgresql+psycopg://", 1))
    query = NameQuery(productArray=[s.line for s in SAMPLE_LINES])
    statements = capture(engine, lambda s: matching.match_lines(s, query))
    engine.dispose()
    candidate = next((st for st in statements if "<%" in st[0]), None)
    if candidate is None:
        return
    with psycopg.connect(uri, autocommit=False) as conn:
        conn.execute(
            "SELECT set_config('pg_trgm.word_similarity_threshold', %s, false)", (str(candidates.WORD_SIMILARITY),)
        )
        summary, top = plan_of(conn, candidate[0], candidate[1], False)
    print(f"\nCandidate statement ({candidate[0].count('UNION ALL') + 1} branches): {summary}")
    lines = plan_lines(top, 1)
    print("\n".join(lines[:12] + ([f"  … {len(lines) - 12} more plan nodes"] if len(lines) > 12 else [])))


def measure(base: str, uri: str, strict: bool) -> None:
    login = {"email": "admin@example.com", "password": "brickmate-demo"}
    with httpx.Client(base_url=base, timeout=600) as client:
        token = client.put("/api/auth/login", json=login).raise_for_status().json()["token"]
        client.headers["Authorization"] = f"Bearer {token}"
        lines = [s.line for s in SAMPLE_LINES]
        results = client.put("/api/products/name/query", json={"productArray": lines}).raise_for_status().json()
        report(results, strict)
        many = many_lines()
        small, big = timed(client, lines), timed(client, many)
    print(f"\n{ROUNDS} requests after {WARMUPS} warm-ups, ms over HTTP:")
    print(f"  {len(lines)} lines:  p50 {p50(small):7.1f}  p95 {p95(small):7.1f}")
    print(f"  {len(many)} lines: p50 {p50(big):7.1f}  p95 {p95(big):7.1f}")
    explain_candidates(uri)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--products", type=int, default=0, help="bulk products to add to the demo's (default none)")
    args = parser.parse_args()
    parent = Path(tempfile.mkdtemp(prefix="brickmate-bench-matching-"))
    tempfile.tempdir = str(parent)  # serve_demo makes its data dir in here, where the bench finds the database
    try:
        with serve_demo() as base:
            tempfile.tempdir = None
            uri = database_uri(parent)
            if args.products:
                start = time.perf_counter()
                counts = seed(uri, args.products)
                print(f"Seeded {counts} in {time.perf_counter() - start:.1f} s")
            measure(base, uri, strict=not args.products)
    finally:
        tempfile.tempdir = None
        shutil.rmtree(parent, ignore_errors=True)


if __name__ == "__main__":
    main()
