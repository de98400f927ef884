"""What a product's write costs PostgreSQL, by the products' indexes: the backend's CPU (from /proc, steadier than
wall times on a shared machine) to insert 5,000 new products, or to change 5,000 products' prices as a price list
does, in a transaction rolled back after, with every index as migrated, then with one change to the indexes made
inside the same transaction (so nothing stays changed). The trigram index's pending list is cleaned inside the
timed part, so a variant that leaves more of it pending is not counted as cheaper. A VACUUM between rounds. Runs on
the kept catalogue of bench/catalogue.py (`--data-dir`; without it a catalogue of `--products` is seeded anew).
Figures, never assertions: the price-list job's CPU is mostly these writes (README, "The price-list job's...").

    .venv/bin/python bench/product_write_costs.py --data-dir /tmp/imp6/writes --products 200000"""

from __future__ import annotations

import argparse
import os
from pathlib import Path
from typing import Any

import psycopg
from _seed_catalogue import seed  # bench/ is on the path when this runs as a script
from crm import served

from api.catalogue.service.products import COLUMNS

ROWS = 5_000
# Each variant's statements, run in the measured transaction before the write.
VARIANTS: dict[str, tuple[str, ...]] = {
    "every index": (),
    "without ix_products_updated_at": ("DROP INDEX ix_products_updated_at",),
    "without the trigram index": ("DROP INDEX ix_products_search_trgm",),
    "the trigram index without its pending list": ("ALTER INDEX ix_products_search_trgm SET (fastupdate = off)",),
    "a trigram pending list of 1 MB": ("ALTER INDEX ix_products_search_trgm SET (gin_pending_list_limit = 1024)",),
    "a trigram pending list of 16 MB": ("ALTER INDEX ix_products_search_trgm SET (gin_pending_list_limit = 16384)",),
    "ix_products_name without the search text": (
        "DROP INDEX ix_products_name",
        "CREATE INDEX ix_products_name ON products (name_key, id)",
    ),
}
COPIED = ", ".join((*COLUMNS, "search_text"))
WRITES = {
    "insert": f"INSERT INTO products ({COPIED}, version, created_at, updated_at) "
    f"SELECT {COPIED}, 1, now(), now() FROM new_products",
    "price change": "UPDATE products SET cost_price = cost_price * 1.045, list_price = list_price * 1.045, "
    f"version = version + 1, updated_at = now() WHERE id IN (SELECT id FROM products ORDER BY id LIMIT {ROWS})",
}
TICK = os.sysconf("SC_CLK_TCK")


def backend_cpu(pid: int) -> float:
    text = Path(f"/proc/{pid}/stat").read_text()
    fields = text[text.rindex(")") + 2 :].split()
    return (int(fields[11]) + int(fields[12])) / TICK


def cost(conn: psycopg.Connection[Any], statements: tuple[str, ...], write: str) -> float:
    """The backend's CPU seconds for the write and the cleaning of the trigram index's pending list, rolled back."""
    conn.execute("BEGIN")
    try:
        for statement in statements:
            conn.execute(statement)
        copied = f"SELECT {COPIED} FROM products LIMIT {ROWS}"
        conn.execute(f"CREATE TEMPORARY TABLE new_products ON COMMIT DROP AS {copied}")
        conn.execute("UPDATE new_products SET code = code || '-new'")
        row = conn.execute("SELECT pg_backend_pid()").fetchone()
        assert row is not None
        before = backend_cpu(row[0])
        conn.execute(WRITES[write])
        if not any("search_trgm" in statement and "DROP" in statement for statement in statements):
            conn.execute("SELECT gin_clean_pending_list('ix_products_search_trgm')")
        return backend_cpu(row[0]) - before
    finally:
        conn.execute("ROLLBACK")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data-dir", type=Path, help="the kept catalogue's folder (bench/catalogue.py's)")
    parser.add_argument("--products", type=int, default=200_000, help="products to seed (default %(default)s)")
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    with served(args.data_dir, lambda uri: seed(uri, args.products), f"{args.products} products") as (_, uri):
        figures: dict[tuple[str, str], list[float]] = {}
        with psycopg.connect(uri, autocommit=True) as conn:
            for _ in range(args.rounds):
                conn.execute("VACUUM products")
                for name, statements in VARIANTS.items():
                    for write in WRITES:
                        figures.setdefault((name, write), []).append(cost(conn, statements, write))
    print(f"\n| {ROWS:,} products, backend CPU (s), each round | insert | price change |\n|---|---|---|")
    for name in VARIANTS:
        runs = (" / ".join(f"{s:.2f}" for s in figures[(name, write)]) for write in WRITES)
        print(f"| {name} | {' | '.join(runs)} |")


if __name__ == "__main__":
    main()
