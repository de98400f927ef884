"""Run `brickmate serve` in a child process on its own data dir: for end-to-end tests and benchmarks."""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _wait_healthy(url: str, proc: subprocess.Popen[bytes], log: Path, timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"brickmate serve exited early:\n{log.read_text()}")
        try:
            with urllib.request.urlopen(f"{url}/api/health", timeout=2) as response:
                if response.status == 200:
                    return
        except OSError:
            pass
        time.sleep(0.3)
    raise RuntimeError(f"brickmate serve did not become healthy:\n{log.read_text()}")


@contextmanager
def serve_demo(
    *, timeout: float = 120, extra_env: dict[str, str] | None = None, data_dir: Path | None = None
) -> Iterator[str]:
    """Start a demo instance (embedded PostgreSQL, demo data) and yield its base URL. Its data dir is a new temporary
    one, removed at the end; or `data_dir`, kept (a benchmark's seeded database, reused by its next run)."""
    data = Path(tempfile.mkdtemp(prefix="brickmate-serve-")) if data_dir is None else data_dir
    data.mkdir(parents=True, exist_ok=True)
    port = free_port()
    # As `brickmate serve` runs for real: its own database, no Redis, and its job relay on (the tests turn it off).
    left_out = ("DATABASE_URL", "SMTP_HOST", "REDIS_URL", "XDG_RUNTIME_DIR", "BRICKMATE_JOB_RELAY")
    env = {k: v for k, v in os.environ.items() if k not in left_out}
    url = f"http://127.0.0.1:{port}"
    env.update(BRICKMATE_DATA_DIR=str(data), PORT=str(port), BRICKMATE_PUBLIC_URL=url, **(extra_env or {}))
    log = data / "serve.log"
    with log.open("wb") as out:
        proc = subprocess.Popen([sys.executable, "-m", "api.cli", "serve"], cwd=ROOT, env=env, stdout=out, stderr=out)
    try:
        _wait_healthy(url, proc, log, timeout)
        yield url
    finally:
        proc.send_signal(signal.SIGINT)
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
        if data_dir is None:
            shutil.rmtree(data, ignore_errors=True)
