"""The assistant's index and answers at scale: POST /brickmate/askQuestion over HTTP on an index of 100,000 product
documents (`--documents N` or BENCH_DOCUMENTS=N), and the index path's embedding rate beside raw
SentenceTransformer.encode on the same texts.

Starts a demo instance, bulk-loads N products with COPY (bench/_seed_catalogue.py: names, colours, sizes and prices
as a merchant's price list writes them, deterministic), then in this process:
1. builds every product's document (ingest.documents) and times the model's own `encode` on the first
   `--embedded K` texts (default 5,000; batch size and normalisation as the embedder uses them);
2. loads the other N - K product documents with COPY, each with its real content and hash and an embedding made
   from one of the K real ones plus a little noise (clustered as real ones are; the model embeds about 80
   documents/s on two CPUs, so embedding 100,000 for real took 45 minutes), the HNSW index rebuilt after;
3. runs `ingest.sync.reconcile` over every kind, the function the index job (`ingest.rebuild`) runs: it finds the
   loaded documents up to date and embeds the K others, in the embedder's batches, upserted into the
   HNSW-indexed table; its rate over the same texts, and the ratio to the raw rate (aim: above 0.9);
4. asks a set of questions (prices, suppliers, descriptions, cheapest, quotes, notes) over HTTP as the demo admin:
   p50/p95 per question and overall (aim: p95 under 150 ms), the questions' products among the K;
5. with `--profile CHECKOUT` (repeatable: this checkout and an earlier one on the same data), each question once in
   a process of that checkout's code, its statements replayed under EXPLAIN (ANALYZE, BUFFERS): statements, rows
   read, buffers per question (bench/_ask_profile.py), figures the machine's load does not change; with `--turns T`
   then each checkout's answers timed in process (wall and CPU), the checkouts taking turns T times.
Figures, never assertions. `make bench` runs it at the default size, 100,000 documents: about 5 minutes."""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from contextlib import closing
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import _ask_profile  # bench/ is on the path when this runs as a script
import httpx
import numpy as np
import psycopg
from _seed_catalogue import seed
from pgvector.psycopg import register_vector
from psycopg.types.json import Jsonb
from sqlalchemy import create_engine, func, select
from sqlalchemy.orm import Session

from api.devserver import serve_demo
from bench._common import database_uri, p50, p95, samples
from ingest import embedder, sync
from ingest.documents import BUILDERS, KINDS
from ingest.documents.base import Doc
from ingest.models import Document

DEFAULT_DOCUMENTS = 100_000
DEFAULT_EMBEDDED = 5_000
NOISE = 0.02  # per dimension, before normalising: the loaded embeddings' distance from their real neighbour
WARMUPS, ROUNDS = 3, 30
AIM_RATIO, AIM_P95_MS = 0.9, 150.0


def product_docs(session: Session) -> list[Doc]:
    """Every product's document, in the order the index builds them."""
    builder = BUILDERS["product"]
    ids = sorted(builder.ids(session))
    docs: list[Doc] = []
    for start in range(0, len(ids), sync.CHUNK):
        docs += builder.build(session, ids[start : start + sync.CHUNK])
    return docs


def load_documents(uri: str, docs: Sequence[Doc], real: np.ndarray) -> float:
    """COPY these documents in with embeddings near the real ones (document i near real[i % K]), the HNSW index
    dropped before and built again after, as a bulk load does; seconds taken."""
    start = time.perf_counter()
    rng = np.random.default_rng(7)
    names = "kind, record_id, title, meta, content, content_hash, model, embedding, link, embedded_at"
    types = ["varchar", "int4", "varchar", "jsonb", "text", "varchar", "varchar", "vector", "varchar", "timestamptz"]
    with psycopg.connect(uri) as conn:
        register_vector(conn)
        definition = conn.execute("SELECT indexdef FROM pg_indexes WHERE indexname = 'ix_documents_embedding_hnsw'")
        (index_sql,) = definition.fetchone() or ("",)
        conn.execute("DROP INDEX IF EXISTS ix_documents_embedding_hnsw")
        now = datetime.now(UTC)
        with conn.cursor() as cur, cur.copy(f"COPY documents ({names}) FROM STDIN (FORMAT BINARY)") as copy:
            copy.set_types(types)
            for n, doc in enumerate(docs):
                vector = real[n % len(real)] + rng.normal(0, NOISE, real.shape[1]).astype(np.float32)
                meta = Jsonb({k: str(v) for k, v in doc.meta.items() if v not in (None, "")})
                copy.write_row(
                    [doc.kind, doc.record_id, doc.title[:300], meta, doc.content, doc.content_hash,
                     embedder.MODEL_NAME, vector / np.linalg.norm(vector), doc.link, now]
                )  # fmt: skip
        conn.execute("SET maintenance_work_mem = '512MB'")
        if index_sql:
            conn.execute(index_sql)
    return time.perf_counter() - start


def raw_encode(texts: Sequence[str]) -> tuple[float, np.ndarray]:
    """Seconds the model's own encode takes over the texts, as the embedder calls it, and the embeddings."""
    model = embedder.model()
    start = time.perf_counter()
    vectors = model.encode(
        list(texts),
        batch_size=embedder.BATCH_SIZE,
        normalize_embeddings=True,
        convert_to_numpy=True,
        show_progress_bar=False,
    )
    return time.perf_counter() - start, np.asarray(vectors, dtype=np.float32)


def index(session: Session) -> tuple[float, float, sync.Result]:
    """Seconds of the whole reconcile and of its embedding calls alone, and its result."""
    spent = [0.0]
    embed = embedder.embed

    def timed_embed(texts: Sequence[str]) -> list[list[float]]:
        start = time.perf_counter()
        try:
            return embed(texts)
        finally:
            spent[0] += time.perf_counter() - start

    embedder.embed = timed_embed  # type: ignore[assignment]  # sync calls embedder.embed through the module
    try:
        start = time.perf_counter()
        result = sync.reconcile(session, KINDS)
        session.commit()
        return time.perf_counter() - start, spent[0], result
    finally:
        embedder.embed = embed  # type: ignore[assignment]


def questions(conn: psycopg.Connection[Any]) -> list[str]:
    """Questions over the seeded catalogue and the demo's records, picked deterministically."""

    def one(sql: str, default: str) -> str:
        row = conn.execute(sql).fetchone()
        return str(row[0]) if row else default

    product = one("SELECT name FROM products ORDER BY id OFFSET 4321 LIMIT 1", "Ibstock Tradesman Red Multi")
    other = one("SELECT name FROM products ORDER BY id OFFSET 777 LIMIT 1", product)
    code = one("SELECT code FROM products ORDER BY id OFFSET 999 LIMIT 1", "IB-CRM65")
    customer = one("SELECT name FROM organisations WHERE kind = 'customer' ORDER BY id LIMIT 1", "Acme")
    quote = one("SELECT number FROM quotes ORDER BY id LIMIT 1", "Q-000001")
    return [
        f"What is the price of {product}?",
        f"how much is {code}",
        f"who supplies {other}",
        "red multi facing brick 65mm",
        f"cheapest price for {product}",
        f"open quotes for {customer}",
        f"status of {quote}",
        "notes mentioning delivery",
        f"tell me about {customer}",
    ]


def admin(base: str) -> httpx.Client:
    """A client signed in as the demo admin."""
    client = httpx.Client(base_url=base, timeout=120)
    login = {"email": "admin@example.com", "password": "brickmate-demo"}
    token = client.put("/api/auth/login", json=login).raise_for_status().json()["token"]
    client.headers["Authorization"] = f"Bearer {token}"
    return client


def wait_for_startup_index(base: str, timeout: float = 900) -> None:
    """The server rebuilds the index of its demo data when it starts: wait for that job, so nothing else embeds
    while this bench measures."""
    deadline = time.monotonic() + timeout
    with closing(admin(base)) as client:
        while time.monotonic() < deadline:
            response = client.get("/api/models/status")
            if response.status_code == 404:
                return  # no index admin yet: nothing to wait for
            job = response.raise_for_status().json().get("last_job")
            if job is None or job["status"] in ("done", "failed"):
                return
            time.sleep(1)
    raise RuntimeError("the server's start-up index rebuild did not finish")


def ask_all(base: str, asked: list[str]) -> list[tuple[str, str, list[float]]]:
    rows = []
    with closing(admin(base)) as client:

        def post(question: str) -> httpx.Response:
            response = client.post("/api/brickmate/askQuestion", json={"question": question})
            return response.raise_for_status()

        for question in asked:
            probe = client.post("/api/brickmate/askQuestion", json={"question": question})
            if probe.status_code != 200:
                print(f"note: askQuestion answered {probe.status_code} for {question!r} (not written yet?): skipped")
                continue
            rows.append((question, probe.json().get("intent", ""), timed(lambda q=question: post(q))))
    return rows


def timed(fn: Callable[[], object]) -> list[float]:
    return samples(lambda _: fn(), ROUNDS, WARMUPS)


def report_asks(rows: list[tuple[str, str, list[float]]]) -> None:
    if not rows:
        return
    print(f"\nPOST /brickmate/askQuestion: {ROUNDS} requests per question after {WARMUPS} warm-ups, ms "
          f"(aim: p95 < {AIM_P95_MS:.0f} ms; ⚠ marks a miss)\n")  # fmt: skip
    print("| question | intent | p50 | p95 |\n|---|---|---:|---:|")
    every: list[float] = []
    for question, intent, taken in rows:
        every += taken
        flag = " ⚠" if p95(taken) > AIM_P95_MS else ""
        print(f"| {question}{flag} | {intent} | {p50(taken):.1f} | {p95(taken):.1f} |")
    print(f"| **all {len(every)} requests** | | {p50(every):.1f} | {p95(every):.1f} |")


def measure(base: str, uri: str, embedded: int, checkouts: Sequence[str] = (), turns: int = 0) -> None:
    engine = create_engine(uri.replace("postgresql://", "postgresql+psycopg://", 1))
    embedder.model()  # loaded before any timing
    with Session(engine) as session:
        docs = product_docs(session)
        # The demo's product documents, embedded when the server started: every product is embedded or loaded here.
        session.execute(Document.__table__.delete().where(Document.kind == "product"))
        session.commit()
    sample, rest = docs[:embedded], docs[embedded:]
    raw_seconds, vectors = raw_encode([d.content for d in sample])
    if rest:
        print(f"\nLoaded {len(rest):,} product documents by COPY in {load_documents(uri, rest, vectors):.1f} s")
    with Session(engine) as session:
        seconds, embedding, result = index(session)
        documents = session.scalar(select(func.count()).select_from(Document)) or 0
    raw_rate, rate = len(sample) / raw_seconds, result.embedded / seconds
    flag = " ⚠" if rate / raw_rate < AIM_RATIO else ""
    print(f"\n| embedding {len(sample):,} product texts | seconds | documents/s |\n|---|---:|---:|")
    print(f"| raw SentenceTransformer.encode (batch {embedder.BATCH_SIZE}) | {raw_seconds:.1f} | {raw_rate:,.1f} |")
    what = f"index path: ingest.sync.reconcile, {result.embedded:,} embedded (products, their suppliers)"
    print(f"| {what} | {seconds:.1f} | {rate:,.1f} |")
    print(f"| of which the embedder's calls | {embedding:.1f} | |")
    print(f"\nratio index / raw: {rate / raw_rate:.3f} (aim > {AIM_RATIO}){flag}; {documents:,} documents indexed")
    engine.dispose()
    with psycopg.connect(uri, autocommit=True) as conn:
        conn.execute("VACUUM (ANALYZE) documents")
        asked = questions(conn)
    report_asks(ask_all(base, asked))
    for checkout in checkouts:
        print(f"\n### {checkout} ({_commit(checkout)})")
        sys.stdout.flush()
        _ask_profile.run(checkout, uri, asked)
    if checkouts and turns:
        _ask_profile.compare(uri, asked, checkouts, turns)


def _commit(checkout: str) -> str:
    described = subprocess.run(["git", "-C", checkout, "log", "-1", "--format=%h %s"], capture_output=True, text=True)
    return described.stdout.strip()[:80]


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    default = int(os.environ.get("BENCH_DOCUMENTS", str(DEFAULT_DOCUMENTS)))
    parser.add_argument("--documents", type=int, default=default, help="products to seed and index (%(default)s)")
    sample = int(os.environ.get("BENCH_EMBEDDED", str(DEFAULT_EMBEDDED)))
    parser.add_argument("--embedded", type=int, default=sample, help="of which embedded by the model (%(default)s)")
    parser.add_argument(
        "--profile", action="append", default=[], metavar="CHECKOUT",
        help="also each question's statements and rows read with this checkout's code (repeatable; '.' for this one)",
    )  # fmt: skip
    parser.add_argument("--turns", type=int, default=0, help="then time the checkouts in process, taking turns")
    args = parser.parse_args()
    parent = Path(tempfile.mkdtemp(prefix="brickmate-bench-assistant-"))
    tempfile.tempdir = str(parent)  # serve_demo makes its data dir in here, where the bench finds the database
    try:
        with serve_demo(timeout=600) as base:  # a loaded machine starts it slowly
            tempfile.tempdir = None
            uri = database_uri(parent)
            wait_for_startup_index(base)
            start = time.perf_counter()
            counts = seed(uri, args.documents)
            print(f"\nSeeded {counts} in {time.perf_counter() - start:.1f} s")
            measure(base, uri, min(args.embedded, args.documents), args.profile, args.turns)
    finally:
        tempfile.tempdir = None
        shutil.rmtree(parent, ignore_errors=True)


if __name__ == "__main__":
    main()
