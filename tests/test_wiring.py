"""The wiring is explicit: importing the models wires nothing, and the worker, started from a fresh interpreter,
registers every job the code declares (`auth.prune` included) and schedules the nightly ones."""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("api", "ingest", "assistant")


def _fresh(code: str) -> str:
    """Run `code` in a new interpreter (no module of this test process loaded) and return what it prints."""
    env = {k: v for k, v in os.environ.items() if k != "REDIS_URL"}
    env["PYTHONPATH"] = str(ROOT)
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip().splitlines()[-1]


def _declared_jobs() -> set[str]:
    """Every `@job("name", ...)` in the source, found by reading it rather than by importing it."""
    names: set[str] = set()
    for path in (p for package in PACKAGES for p in (ROOT / package).rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef):
                for decorator in node.decorator_list:
                    if (
                        isinstance(decorator, ast.Call)
                        and getattr(decorator.func, "id", "") == "job"
                        and isinstance(decorator.args[0], ast.Constant)
                    ):
                        names.add(str(decorator.args[0].value))
    return names


def test_importing_the_models_imports_no_service_and_installs_nothing() -> None:
    out = _fresh(
        "import json, sys\n"
        "from sqlalchemy import event\n"
        "from sqlalchemy.orm import Session\n"
        "import api.models\n"
        "from api.core.jobs import JOBS\n"
        "print(json.dumps({'modules': sorted(sys.modules), 'jobs': sorted(JOBS),"
        " 'listener': event.contains(Session, 'after_flush', sys.modules['ingest.tracking']._after_flush)"
        " if 'ingest.tracking' in sys.modules else False}))"
    )
    loaded = json.loads(out)
    services = [m for m in loaded["modules"] if m.split(".")[0] in PACKAGES and "service" in m.split(".")[-1]]
    assert services == []
    for module in ("ingest.tasks", "ingest.tracking", "api.mail.service", "api.auth.service", "api.worker"):
        assert module not in loaded["modules"]
    assert loaded["jobs"] == []
    assert loaded["listener"] is False


def test_the_worker_registers_every_declared_job_from_a_fresh_interpreter() -> None:
    declared = _declared_jobs()
    assert {"auth.prune", "mail.deliver", "ingest.records", "ingest.rebuild", "ingest.nightly"} <= declared
    out = _fresh(
        "import json\n"
        "from api.worker import app\n"
        "print(json.dumps({'tasks': sorted(app.tasks),"
        " 'beat': sorted(e['task'] for e in app.conf.beat_schedule.values())}))"
    )
    worker = json.loads(out)
    assert declared <= set(worker["tasks"])
    assert {"auth.prune", "ingest.nightly"} <= set(worker["beat"])


def test_create_app_alone_wires_the_jobs_and_the_change_listener() -> None:
    out = _fresh(
        "import json\n"
        "from sqlalchemy import event\n"
        "from sqlalchemy.orm import Session\n"
        "from api.main import create_app\n"
        "create_app(serve_web=False)\n"
        "from api.core.jobs import JOBS\n"
        "from ingest import tracking\n"
        "listener = event.contains(Session, 'after_flush', tracking._after_flush)\n"
        "print(json.dumps({'jobs': sorted(JOBS), 'listener': listener}))"
    )
    wired = json.loads(out)
    assert _declared_jobs() <= set(wired["jobs"])
    assert wired["listener"] is True
