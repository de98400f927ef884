"""Delivering at scale, over HTTP against a demo instance (embedded PostgreSQL):

- the schedule of an order of 500 plots x 10 products (GET /schedules/order/{id}), each plot called off once
  (the order by the API, the call-offs with SQL);
- the month board over 20,000 call-offs (GET /schedules/month: a summary per day), bulk-loaded with SQL, and one
  of its days opened (GET /schedules/day, the first page of about 700 call-offs);
- a status move (PUT /schedules/status/delivery: booked, then confirmed);
- the site's public link (GET /schedules/public/{token}) on that order.

Aims (issue 16): schedule p95 < 300 ms, board p95 < 200 ms, move p95 < 50 ms, public link p95 < 100 ms (the day
opened: held to the board's aim).
Usage: python bench/schedules.py. Figures, never assertions."""

from __future__ import annotations

import shutil
import sys
import tempfile
import time
import uuid
from collections.abc import Callable
from datetime import date, timedelta
from pathlib import Path
from typing import Any

sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != Path(__file__).resolve().parent]

import httpx  # noqa: E402
import psycopg  # noqa: E402

from api.devserver import serve_demo  # noqa: E402
from bench import _common as common  # noqa: E402
from bench._common import database_uri  # noqa: E402

PLOTS, PRODUCTS, BOARD = 500, 10, 20_000
ROUNDS, MOVES = 40, 100
AIMS = {"schedule": 300, "board": 200, "day": 200, "move": 50, "public": 100}


def measure(name: str, fn: Callable[[int], Any], rounds: int = ROUNDS) -> None:
    common.measure(name, fn, rounds, aim_ms=AIMS[name], width=10)


def big_order(client: httpx.Client, uri: str, plots: int = PLOTS) -> int:
    with psycopg.connect(uri) as conn:
        customer = conn.execute("SELECT id FROM organisations WHERE kind = 'customer' ORDER BY id LIMIT 1").fetchone()
    assert customer is not None
    lines = [
        {"description": f"Product {i}", "quantity": str(PLOTS * 1000), "unit": "each", "sell_price": "1.00"}
        for i in range(PRODUCTS)
    ]
    plots = [
        {
            "plot_number": str(n + 1),
            "house_type": "Holme",
            "quantities": [{"line": i, "quantity": "1000"} for i in range(PRODUCTS)],
        }
        for n in range(plots)
    ]
    body = {"customer_id": customer[0], "lines": lines, "plots": plots}
    return int(client.post("/api/orders/add", json=body).raise_for_status().json()["order_id"])


def call_off_each_plot(uri: str, order_id: int) -> list[int]:
    """One requested call-off per plot, taking its whole balance (10 items each), as the API would store it."""
    with psycopg.connect(uri, autocommit=True) as conn:
        conn.execute(
            """
            INSERT INTO call_offs (number, order_id, status, requested_date, proposal_notes, time_window, site_address,
                site_postcode, site_contact_name, site_contact_phone, access_notes, vehicle, load_type, capacity_kg,
                capacity_pallets, received_by, failure_reason, override_reason, notes, version, created_at, updated_at)
            SELECT 'CO-P' || lpad(p.position::text, 6, '0'), %(order)s, 'requested',
                current_date + 30 + p.position %% 60, '', 'any', 'Bench site', 'HX7 6DL', '', '', '', 'artic', 'full',
                44000, 22, '', '', '', '', 1, now(), now()
            FROM order_plots p WHERE p.order_id = %(order)s
            """,
            {"order": order_id},
        )
        conn.execute(
            """
            INSERT INTO call_off_items (call_off_id, plot_id, line_id, quantity, delivered_quantity)
            SELECT c.id, q.plot_id, q.line_id, q.quantity, 0
            FROM order_plots p
            JOIN order_plot_quantities q ON q.plot_id = p.id
            JOIN call_offs c ON c.number = 'CO-P' || lpad(p.position::text, 6, '0')
            WHERE p.order_id = %(order)s
            """,
            {"order": order_id},
        )
        rows = conn.execute("SELECT id FROM call_offs WHERE number LIKE 'CO-P%%' ORDER BY id").fetchall()
    return [row[0] for row in rows]


def load_board(uri: str, order_id: int, linked_order: int, month: date) -> uuid.UUID:
    """BOARD call-offs of another order spread over the month (one item each), and a site link to the big order;
    returns the link's token."""
    token = uuid.uuid4()
    with psycopg.connect(uri, autocommit=True) as conn:
        conn.execute(
            """
            INSERT INTO call_offs (number, order_id, status, requested_date, proposal_notes, time_window, site_address,
                site_postcode, site_contact_name, site_contact_phone, access_notes, vehicle, load_type, capacity_kg,
                capacity_pallets, received_by, failure_reason, override_reason, notes, version, created_at, updated_at)
            SELECT 'CO-B' || lpad(g::text, 6, '0'), %(order)s,
                (ARRAY['requested','booked','confirmed','dispatched','delivered'])[1 + g %% 5],
                %(month)s::date + (g %% 28), '', 'any', 'Bench site', 'HX7 6DL', '', '', '', 'artic', 'full', 44000,
                22, '', '', '', '', 1, now(), now()
            FROM generate_series(1, %(n)s) AS g
            """,
            {"order": order_id, "month": month, "n": BOARD},
        )
        conn.execute(
            """
            INSERT INTO call_off_items (call_off_id, plot_id, line_id, quantity, delivered_quantity)
            SELECT c.id, p.id, l.id, 10, 0
            FROM call_offs c
            JOIN LATERAL (SELECT id FROM order_plots WHERE order_id = %(order)s ORDER BY id
                          OFFSET (c.id %% %(plots)s) LIMIT 1) p ON true
            JOIN LATERAL (SELECT id FROM order_lines WHERE order_id = %(order)s ORDER BY id LIMIT 1) l ON true
            WHERE c.number LIKE 'CO-B%%'
            """,
            {"order": order_id, "plots": 1},
        )
        conn.execute(
            "INSERT INTO schedule_links (token, order_id, audience, email, expires_at, created_at) "
            "VALUES (%s, %s, 'site', 'site@example.com', now() + interval '30 days', now())",
            (token, linked_order),
        )
        conn.execute("VACUUM ANALYZE call_offs")
        conn.execute("VACUUM ANALYZE call_off_items")
    return token


def main() -> None:
    parent = Path(tempfile.mkdtemp(prefix="brickmate-bench-schedules-"))
    tempfile.tempdir = str(parent)
    # No re-indexing for the assistant on each change: the figures are the calls' own.
    env = {"BRICKMATE_PUBLIC_READS_PER_MINUTE": "100000", "BRICKMATE_INDEX_ON_CHANGE": "0"}
    try:
        with serve_demo(extra_env=env) as base, httpx.Client(base_url=f"{base}", timeout=120) as client:
            tempfile.tempdir = None
            uri = database_uri(parent)
            login = {"email": "admin@example.com", "password": "brickmate-demo"}
            token = client.put("/api/auth/login", json=login).raise_for_status().json()["token"]
            client.headers["Authorization"] = f"Bearer {token}"
            start = time.perf_counter()
            order_id = big_order(client, uri)
            moves = call_off_each_plot(uri, order_id)
            month = date.today().replace(day=1) + timedelta(days=62)
            month = month.replace(day=1)
            board_order = big_order(client, uri, plots=1)
            link = load_board(uri, board_order, order_id, month)
            print(f"Loaded {PLOTS} plots x {PRODUCTS} products by API, {len(moves)} + {BOARD} call-offs by SQL "
                  f"in {time.perf_counter() - start:.1f} s\n")  # fmt: skip
            end = month + timedelta(days=30)
            measure("schedule", lambda _: client.get(f"/api/schedules/order/{order_id}").raise_for_status())
            measure(
                "board",
                lambda _: client.get(
                    "/api/schedules/month", params={"from": str(month), "to": str(end)}
                ).raise_for_status(),
            )
            measure(
                "day",
                lambda i: client.get(
                    "/api/schedules/day", params={"date": str(month + timedelta(days=i % 28))}
                ).raise_for_status(),
            )

            def move(i: int) -> None:
                row = moves[i + 1]
                body = {"schedule_id": row, "status": "booked", "date": str(date.today() + timedelta(days=30))}
                client.put("/api/schedules/status/delivery", json=body).raise_for_status()

            measure("move", move, rounds=min(MOVES, len(moves) - 2))
            public = httpx.Client(base_url=f"{base}/api", timeout=60)
            measure("public", lambda _: public.get(f"/schedules/public/{link}").raise_for_status())
    finally:
        tempfile.tempdir = None
        shutil.rmtree(parent, ignore_errors=True)


if __name__ == "__main__":
    main()
