"""CRM list and search latency on a large data set: 120,000 organisations, 300,000 contacts, 200,000 addresses.

Starts a demo instance, bulk-loads the data with COPY (bench/_seed_crm.py) into its embedded PostgreSQL, then
times each call over HTTP and the very SQL the service sends for it, replayed on a direct connection.
Prints a markdown table and the plans of the slowest queries; `make bench` runs it. Figures, never assertions."""

from __future__ import annotations

import argparse
import importlib
import shutil
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import psycopg
from _seed_crm import seed  # bench/ is on the path when this runs as a script
from sqlalchemy import create_engine, event, func, text
from sqlalchemy.engine import Engine
from sqlalchemy.orm import Session

from api.core.pagination import PageParams
from api.crm import AddressType, Kind, Organisation
from api.crm.service import addresses, contacts, organisations
from api.db import SESSION_SETTINGS
from api.devserver import serve_demo
from bench._common import database_uri, p50, p95, pgdata_uri, samples

WARMUPS, ROUNDS = 5, 60
AIM_MS, AIM_RATIO = 50.0, 3.0
# (statement, parameters, read through a server-side cursor)
Statements = list[tuple[str, Any, bool]]


@dataclass
class Call:
    name: str
    method: str
    path: str
    params: dict[str, Any] | None = None
    body: dict[str, Any] | None = None
    # Runs the service function (or its query) on a session, so the SQL it sends can be captured and replayed.
    service: Callable[[Session], object] | None = None


@dataclass
class Result:
    call: Call
    http: list[float]
    sql: list[float]
    statements: Statements
    total: object = None


def orgs(plural: str, kind: Kind, label: str, page: int = 1, **params: str) -> Call:
    page_params = PageParams(page=page, **params)
    return Call(
        f"{plural} {label}",
        "GET",
        f"/{plural}/all/{page}",
        params or None,
        service=lambda s: organisations.list_organisations(s, kind, page_params),
    )


def people(label: str, **params: str) -> Call:
    page_params = PageParams(**params)
    return Call(
        f"contacts {label}",
        "GET",
        "/contacts/all/1",
        params or None,
        service=lambda s: contacts.list_contacts(s, page_params),
    )


def sites(label: str, **params: str) -> Call:
    page_params = PageParams(**params)
    return Call(
        f"addresses site {label}",
        "GET",
        "/addresses/site",
        params or None,
        service=lambda s: addresses.list_addresses(s, page_params, AddressType.site),
    )


def export(q: str) -> Call:
    """The export service's own query when it is there (it streams every row); else the list query, unpaged."""
    try:
        exports: Any = importlib.import_module("api.crm.service.exports")
        kind = importlib.import_module("api.crm.schemas.transfer").ExportKind.customers

        def service(s: Session) -> object:
            return list(exports.stream(s, exports.prepare(kind, PageParams(q=q))))
    except ImportError:
        query = organisations.list_query(Kind.customer, PageParams(q=q))

        def service(s: Session) -> object:
            return s.execute(query.order_by(func.lower(Organisation.name), Organisation.id)).all()

    return Call(f"export customers q={q}", "GET", "/crm/export/customers", {"q": q}, service=service)


def calls(account_number: str) -> list[Call]:
    c = Kind.customer
    return [
        Call("health: the per-request floor", "GET", "/health", service=lambda s: s.execute(text("SELECT 1"))),
        orgs("customers", c, "page 1 (name)"),
        orgs("customers", c, "page 200", page=200),
        orgs("customers", c, "sort -created_at", sort="-created_at"),
        orgs("customers", c, "sort town", sort="town"),
        orgs("customers", c, "q=calder (name word)", q="calder"),
        orgs("customers", c, "q=homes (common word)", q="homes"),
        orgs("customers", c, f"q={account_number} (account no.)", q=account_number),
        orgs("customers", c, "q=@caldervalley (email)", q="@caldervalley"),
        orgs("customers", c, "q=LS11 (postcode)", q="LS11"),
        orgs("customers", c, "q=huddersfield (town)", q="huddersfield"),
        orgs("customers", c, "q=le (2 letters)", q="le"),
        orgs("suppliers", Kind.supplier, "q=brick", q="brick"),
        people("page 1"),
        people("q=sutcliffe (surname)", q="sutcliffe"),
        people("q=sarah.holt (email)", q="sarah.holt"),
        Call(
            "contacts emailSearch hol",
            "PUT",
            "/contacts/emailSearch",
            body={"term": "hol"},
            service=lambda s: contacts.email_search(s, "hol", None, 10),
        ),
        sites("page 1"),
        sites("q=LS11", q="LS11"),
        export("huddersfield"),
    ]


def capture(engine: Engine, run: Callable[[Session], object]) -> Statements:
    """The statements `run` sends, with their parameters, in the psycopg dialect's own form."""
    sent: Statements = []

    def listen(conn: Any, cursor: Any, statement: str, parameters: Any, context: Any, many: bool) -> None:
        sent.append((statement, parameters, isinstance(cursor, psycopg.ServerCursor)))

    event.listen(engine, "before_cursor_execute", listen)
    try:
        with Session(engine) as session:
            run(session)
    finally:
        event.remove(engine, "before_cursor_execute", listen)
    return sent


def timed(fn: Callable[[], object]) -> list[float]:
    return samples(lambda _: fn(), ROUNDS, WARMUPS)


def replay(conn: psycopg.Connection[Any], statements: Statements) -> None:
    for statement, params, server_side in statements:
        if server_side:  # as the export reads: DECLARE (planned for a fast start), then FETCH in batches
            with conn.transaction(), conn.cursor(name="bench") as cursor:
                cursor.execute(statement, params)
                while cursor.fetchmany(1000):
                    pass
        else:
            conn.execute(statement, params).fetchall()


def run_call(client: httpx.Client, engine: Engine, conn: psycopg.Connection[Any], call: Call) -> Result | None:
    def http() -> httpx.Response:
        response = client.request(call.method, f"/api{call.path}", params=call.params, json=call.body)
        response.raise_for_status()
        return response

    probe = client.request(call.method, f"/api{call.path}", params=call.params, json=call.body)
    if probe.status_code == 404 and "/crm/export/" in call.path:
        print(f"note: {call.path} answered 404: the export route is not there yet, skipped")
        return None
    probe.raise_for_status()
    content_type, total = probe.headers.get("content-type", ""), None
    if "json" in content_type:
        data = probe.json()
        total = data.get("total") if isinstance(data, dict) else len(data)
        if isinstance(data, dict) and data.get("total_is_estimate"):  # past the count's cap: the planner's estimate
            total = f"about {total:,}"
    elif "csv" in content_type:
        total = max(probe.text.count("\n") - 1, 0)
    statements = capture(engine, call.service) if call.service else []
    return Result(call, timed(http), timed(lambda: replay(conn, statements)), statements, total)


def table(results: list[Result]) -> str:
    lines = [
        "| call | HTTP p50 | HTTP p95 | SQL p50 | SQL p95 | ratio | rows matched |",
        "|---|---:|---:|---:|---:|---:|---:|",
    ]
    for r in results:
        ratio = p95(r.http) / p95(r.sql) if p95(r.sql) else 0
        flag = " ⚠" if p95(r.http) > AIM_MS or ratio > AIM_RATIO else ""
        lines.append(
            f"| {r.call.method} {r.call.name}{flag} | {p50(r.http):.1f} | {p95(r.http):.1f} | {p50(r.sql):.1f} "
            f"| {p95(r.sql):.1f} | {ratio:.1f} | {r.total if r.total is not None else ''} |"
        )
    return "\n".join(lines)


def plan_lines(node: dict[str, Any], depth: int = 0) -> list[str]:
    what = node["Node Type"]
    if "Index Name" in node:
        what += f" using {node['Index Name']}"
    elif "Relation Name" in node:
        what += f" on {node['Relation Name']}"
    if "Actual Rows" in node:
        detail = f"rows={node['Actual Rows']} time={node['Actual Total Time']} ms"
    else:
        detail = f"estimated rows={node['Plan Rows']}"
    if node.get("Sort Method"):
        detail += f" sort={node['Sort Method']}"
    if node.get("Rows Removed by Index Recheck") or node.get("Rows Removed by Filter"):
        detail += f" removed={node.get('Rows Removed by Index Recheck', 0) + node.get('Rows Removed by Filter', 0)}"
    lines = [f"{'  ' * depth}-> {what}  ({detail})"]
    for child in node.get("Plans", []):
        lines += plan_lines(child, depth + 1)
    return lines


def plan_of(conn: psycopg.Connection[Any], statement: str, params: Any, server_side: bool) -> tuple[str, Any]:
    """A one-line summary and the plan tree: run (EXPLAIN ANALYZE), or estimated for a server-side cursor, whose
    DECLARE EXPLAIN ANALYZE cannot run; a statement that is an EXPLAIN itself (an estimated total) as it is."""
    if statement.lstrip().upper().startswith("EXPLAIN"):
        row = conn.execute(statement, params).fetchone()
        return "an estimate (EXPLAIN, not run):", (row or [[{}]])[0][0]["Plan"]
    if server_side:
        with conn.transaction():
            row = conn.execute("EXPLAIN (FORMAT JSON) DECLARE plan CURSOR FOR " + statement, params).fetchone()
        return "read through a server-side cursor; its plan, estimated:", (row or [[{}]])[0][0]["Plan"]
    row = conn.execute("EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) " + statement, params).fetchone()
    plan = (row or [[{}]])[0][0]
    top = plan["Plan"]
    summary = (
        f"execution {plan['Execution Time']:.1f} ms, planning {plan['Planning Time']:.1f} ms, "
        f"shared hit={top.get('Shared Hit Blocks')} read={top.get('Shared Read Blocks')}"
    )
    return summary, top


def explain(conn: psycopg.Connection[Any], results: list[Result], count: int = 3) -> None:
    slowest = sorted((r for r in results if r.statements), key=lambda r: p95(r.sql), reverse=True)[:count]
    for r in slowest:
        print(f"\n### {r.call.method} {r.call.name} (SQL p95 {p95(r.sql):.1f} ms)")
        for statement, params, server_side in r.statements:
            kind = "count" if statement.lstrip().upper().startswith("SELECT COUNT") else "list"
            summary, top = plan_of(conn, statement, params, server_side)
            print(f"{kind}: {summary}")
            print("\n".join(plan_lines(top, 1)))


@contextmanager
def served(data_dir: Path | None, seed_db: Callable[[str], object], what: str) -> Iterator[tuple[str, str]]:
    """A demo instance and its database's URI, seeded by `seed_db`. With `data_dir`, its data dir is kept there and
    seeded once (`what` names the data in a marker file): a later run with the same `what` reuses the database
    (its migrations applied at start), without the minutes a million products take to load. The server does not
    embed the seeded records for the assistant at start (BRICKMATE_INDEX_ON_START=0)."""
    marker = data_dir / "seeded.txt" if data_dir else None
    reuse = marker is not None and marker.exists() and marker.read_text() == what
    if data_dir is not None and not reuse:
        shutil.rmtree(data_dir, ignore_errors=True)  # another size, or a seeding that did not finish
    parent = Path(tempfile.mkdtemp(prefix="brickmate-bench-"))
    tempfile.tempdir = str(parent)  # serve_demo makes its data dir in here, where the bench finds the database
    env = {"BRICKMATE_INDEX_ON_START": "0"} if data_dir else {}
    try:
        with serve_demo(timeout=1800, extra_env=env, data_dir=data_dir) as base:
            tempfile.tempdir = None
            uri = pgdata_uri(data_dir / "pgdata") if data_dir else database_uri(parent)
            if reuse:
                print(f"\nReusing the database seeded with {what} in {data_dir}")
            else:
                start = time.perf_counter()
                counts = seed_db(uri)
                print(f"\nSeeded {counts} in {time.perf_counter() - start:.1f} s (COPY, indexes, VACUUM ANALYZE)")
                if marker is not None:
                    marker.write_text(what)
            yield base, uri
    finally:
        tempfile.tempdir = None
        shutil.rmtree(parent, ignore_errors=True)


def measure(base: str, uri: str, only: str = "") -> None:
    engine = create_engine(uri.replace("postgresql://", "postgresql+psycopg://", 1))
    login = {"email": "admin@example.com", "password": "brickmate-demo"}
    # The SQL column replays the statements as the app sends them: unprepared (a prepared statement's generic plan
    # can differ: a seq scan where the app gets a bitmap scan), with the app's session settings.
    with (
        httpx.Client(base_url=base, timeout=60) as client,
        psycopg.connect(uri, autocommit=True, prepare_threshold=None) as conn,
    ):
        conn.execute(SESSION_SETTINGS)  # as the app's connections (api.db.make_engine)
        session = client.put("/api/auth/login", json=login).raise_for_status().json()
        client.headers["Authorization"] = f"Bearer {session['token']}"
        sample = "SELECT account_number FROM organisations WHERE kind = 'customer' ORDER BY id OFFSET 4321 LIMIT 1"
        account = (conn.execute(sample).fetchone() or ["none"])[0]
        chosen = [call for call in calls(account) if only in call.name]
        results = [r for call in chosen if (r := run_call(client, engine, conn, call))]
        print(f"\n{ROUNDS} requests per call after {WARMUPS} warm-ups; times in ms; aim: p95 < {AIM_MS:.0f} ms and "
              f"ratio (HTTP p95 / SQL p95) < {AIM_RATIO:.0f} (⚠ marks a miss)\n")  # fmt: skip
        print(table(results))
        print("\nEvery call pays the floor (HTTP, token check, transaction, JSON): for SQL of a few ms the ratio says "
              "little.")  # fmt: skip
        explain(conn, results)
    engine.dispose()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data-dir", type=Path, help="keep the seeded database here and reuse it in the next run")
    parser.add_argument("--calls", default="", help="only the calls whose name contains this")
    args = parser.parse_args()
    with served(args.data_dir, seed, "the CRM data") as (base, uri):
        measure(base, uri, args.calls)


if __name__ == "__main__":
    main()
