"""The deployment files describe what the README promises (no Docker engine runs here to try them)."""

from __future__ import annotations

from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent


def test_compose_has_the_production_services() -> None:
    compose = yaml.safe_load((ROOT / "docker-compose.yml").read_text())
    services = compose["services"]
    assert set(services) == {"db", "redis", "api", "worker", "beat"}
    assert "pgvector" in services["db"]["image"]
    for name in ("api", "worker", "beat"):
        env = services[name]["environment"]
        assert env["DATABASE_URL"].startswith("postgresql")
        assert env["REDIS_URL"].startswith("redis://")
    assert services["worker"]["command"][:3] == ["celery", "-A", "api.worker"]


def test_celery_app_exposes_every_registered_job() -> None:
    from api.core.jobs import JOBS
    from api.worker import app

    assert {"mail.deliver", "auth.prune"} <= set(JOBS)
    assert set(JOBS) <= set(app.tasks)
    scheduled = {entry["task"] for entry in app.conf.beat_schedule.values()}
    assert scheduled <= set(JOBS)


def test_dockerfile_builds_web_and_serves() -> None:
    dockerfile = (ROOT / "Dockerfile").read_text()
    assert "npm run build" in dockerfile
    assert 'CMD ["brickmate", "serve"]' in dockerfile
