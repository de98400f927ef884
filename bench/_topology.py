"""The scale-out topology of docker-compose.yml on one machine, with no Docker: PostgreSQL (the embedded binaries as
a plain server over TCP with a password), Redis, N API processes (`brickmate serve`, one port each), a Celery worker
and beat. Each process gets the environment and the command of its compose service, the service names
(`db`, `redis`) pointed at 127.0.0.1 and the `/data` volume at a temporary folder.

Used by bench/prod_check.py (the checks) and bench/load.py (the load run)."""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from api.devpg import PlainServer
from api.devserver import free_port
from api.embedded import memory_bytes
from api.embedded import settings as memory_settings

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent
COMPOSE = ROOT / "docker-compose.yml"
DB_PASSWORD = "prod-check-" + os.urandom(6).hex()
_VARIABLE = re.compile(r"\$\{(\w+)(?::?[-?]([^}]*))?\}")


def compose_services() -> dict[str, Any]:
    services: dict[str, Any] = yaml.safe_load(COMPOSE.read_text())["services"]
    return services


def _expand(value: str, given: dict[str, str]) -> str:
    """${NAME}, ${NAME:-default} and ${NAME:?message} as compose reads them, from `given`."""

    def one(match: re.Match[str]) -> str:
        name, default = match.group(1), match.group(2) or ""
        return given.get(name, default)

    return _VARIABLE.sub(one, value)


def service_env(
    service: dict[str, Any], *, pg_port: int, redis_port: int, data: Path, given: dict[str, str]
) -> dict[str, str]:
    """The compose service's environment with its hosts on this machine."""
    env: dict[str, str] = {}
    for name, raw in (service.get("environment") or {}).items():
        value = _expand(str(raw), given)
        value = value.replace("brickmate:brickmate@db:5432", f"brickmate:{DB_PASSWORD}@127.0.0.1:{pg_port}")
        value = value.replace("redis:6379", f"127.0.0.1:{redis_port}")
        env[name] = value
    env["BRICKMATE_DATA_DIR"] = str(data)  # the `media:/data` volume
    return env


@dataclass
class Topology:
    folder: Path
    pg: PlainServer
    redis_port: int
    api_urls: list[str]
    processes: dict[str, subprocess.Popen[bytes]] = field(default_factory=dict)
    # The API service's environment (for one-off commands such as `brickmate createadmin`).
    env: dict[str, str] = field(default_factory=dict)

    @property
    def database_url(self) -> str:
        return self.pg.url

    def log(self, name: str) -> Path:
        return self.folder / f"{name}.log"

    def tail(self, name: str, lines: int = 30) -> str:
        path = self.log(name)
        return "\n".join(path.read_text(errors="replace").splitlines()[-lines:]) if path.exists() else ""


def _start(topology: Topology, name: str, command: list[str], env: dict[str, str]) -> None:
    out = topology.log(name).open("wb")
    topology.processes[name] = subprocess.Popen(
        command, cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT, start_new_session=True
    )


def get_json(url: str, timeout: float = 5) -> tuple[int, Any]:
    try:
        with urllib.request.urlopen(url, timeout=timeout) as response:
            return response.status, json.loads(response.read() or b"null")
    except urllib.error.HTTPError as exc:
        return exc.code, json.loads(exc.read() or b"null")


def wait_ready(topology: Topology, timeout: float = 240) -> None:
    deadline = time.monotonic() + timeout
    for index, url in enumerate(topology.api_urls):
        while True:
            proc = topology.processes[f"api-{index + 1}"]
            if proc.poll() is not None:
                raise RuntimeError(f"api-{index + 1} exited:\n{topology.tail(f'api-{index + 1}')}")
            try:
                status, _ = get_json(f"{url}/api/ready", timeout=2)
                if status == 200:
                    break
            except OSError:
                pass
            if time.monotonic() > deadline:
                raise RuntimeError(f"api-{index + 1} not ready:\n{topology.tail(f'api-{index + 1}')}")
            time.sleep(0.5)


@contextmanager
def topology(
    *, apis: int = 2, worker: bool = True, beat: bool = True, extra_env: dict[str, str] | None = None
) -> Iterator[Topology]:
    """Start everything, yield once every API process is ready, stop everything (and remove the data)."""
    folder = Path(tempfile.mkdtemp(prefix="brickmate-prod-"))
    os.chmod(folder, 0o755)
    pg = PlainServer(folder / "pgdata", free_port(), password=DB_PASSWORD)
    redis_port = free_port()
    ports = [free_port() for _ in range(apis)]
    top = Topology(folder, pg, redis_port, [f"http://127.0.0.1:{p}" for p in ports])
    services = compose_services()
    given = {
        "BRICKMATE_SECRET_KEY": "prod-check-" + os.urandom(16).hex(),
        "BRICKMATE_PUBLIC_URL": top.api_urls[0],
    }
    base = {k: v for k, v in os.environ.items() if not k.startswith(("DATABASE_URL", "REDIS_URL", "SMTP_"))}
    data = folder / "data"
    data.mkdir()
    try:
        pg.start(settings=memory_settings(memory_bytes()))
        _start(
            top,
            "redis",
            ["redis-server", "--port", str(redis_port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
            base,
        )

        def env_of(name: str, **more: str) -> dict[str, str]:
            env = service_env(services[name], pg_port=pg.port, redis_port=redis_port, data=data, given=given)
            return {**base, **env, **(extra_env or {}), **more}

        top.env = env_of("api")
        for index, port in enumerate(ports):
            command = [str(BIN / services["api"]["command"][0]), *services["api"]["command"][1:], "--port", str(port)]
            _start(top, f"api-{index + 1}", command, env_of("api", HOST="127.0.0.1", PORT=str(port)))
        if worker:
            # One process, not one per core: the machine is shared (compose leaves Celery's default).
            command = [str(BIN / "celery"), *services["worker"]["command"][1:], "--concurrency=1"]
            _start(top, "worker", command, env_of("worker"))
        if beat:
            command = [str(BIN / "celery"), *(a.replace("/data/", f"{data}/") for a in services["beat"]["command"][1:])]
            _start(top, "beat", command, env_of("beat"))
        wait_ready(top)
        yield top
    finally:
        for proc in top.processes.values():
            if proc.poll() is None:
                os.killpg(proc.pid, signal.SIGTERM)
        for name, proc in top.processes.items():
            try:
                proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                print(f"{name} did not stop within 30 s: killed", file=sys.stderr)
                os.killpg(proc.pid, signal.SIGKILL)
        pg.remove()
        if os.environ.get("BRICKMATE_KEEP_LOGS"):
            print(f"logs kept in {folder}", file=sys.stderr)
        else:
            shutil.rmtree(folder, ignore_errors=True)
