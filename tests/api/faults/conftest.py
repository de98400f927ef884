"""Fixtures for the fault tests: a database of their own (other processes and threads see only what is committed, and
nothing committed here reaches the other tests) and a Redis server of their own that a test stops and starts."""

from __future__ import annotations

import shutil
import socket
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import Engine
from sqlalchemy.orm import Session, sessionmaker

from api.devserver import free_port
from tests import databases


@pytest.fixture
def own_database(engine: Engine, migrated_template: str) -> Iterator[Engine]:
    with databases.own_database(engine, "brickmate_faults", template=migrated_template) as database:
        yield database


@pytest.fixture
def own_sessions(own_database: Engine) -> sessionmaker[Session]:
    return sessionmaker(bind=own_database, expire_on_commit=False)


class RedisServer:
    """A redis-server on a free loopback port, keeping nothing on disk."""

    def __init__(self, directory: Path) -> None:
        self.port = free_port()
        self.directory = directory
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> None:
        binary = shutil.which("redis-server")
        assert binary is not None
        self.process = subprocess.Popen(
            [binary, "--port", str(self.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
             "--dir", str(self.directory)],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )  # fmt: skip
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=0.5).close()
                return
            except OSError:
                time.sleep(0.05)
        raise RuntimeError("redis-server did not start")

    def stop(self) -> None:
        if self.process is not None:
            self.process.terminate()
            self.process.wait(timeout=10)
            self.process = None


@pytest.fixture
def redis_server(tmp_path: Path) -> Iterator[RedisServer]:
    if shutil.which("redis-server") is None:
        pytest.skip("no redis-server on this machine")
    server = RedisServer(tmp_path)
    server.start()
    try:
        yield server
    finally:
        server.stop()
