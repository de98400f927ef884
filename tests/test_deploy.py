"""The deployment files describe what the README promises (no Docker engine runs here to try them; `make
prod-check` runs the same topology from the compose file's settings without Docker)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parent.parent


def _compose() -> dict[str, Any]:
    compose: dict[str, Any] = yaml.safe_load((ROOT / "docker-compose.yml").read_text())
    return compose


def test_compose_has_the_production_services() -> None:
    services = _compose()["services"]
    assert set(services) == {"db", "redis", "api", "lb", "worker", "beat"}
    assert "pgvector" in services["db"]["image"]
    for name in ("api", "worker", "beat"):
        env = services[name]["environment"]
        assert env["DATABASE_URL"].startswith("postgresql")
        assert "@db:5432/" in env["DATABASE_URL"]
        assert env["REDIS_URL"].startswith("redis://redis:6379")
        assert services[name]["depends_on"]["db"]["condition"] == "service_healthy"
    assert services["api"]["command"] == ["brickmate", "serve"]
    assert services["worker"]["command"][:4] == ["celery", "-A", "api.worker", "worker"]
    assert services["beat"]["command"][:4] == ["celery", "-A", "api.worker", "beat"]


def test_compose_scales_the_api_behind_the_load_balancer() -> None:
    services = _compose()["services"]
    api, lb = services["api"], services["lb"]
    assert api["deploy"]["replicas"] >= 2
    assert "ports" not in api  # only the load balancer is published
    assert "/api/ready" in " ".join(api["healthcheck"]["test"])
    assert lb["ports"] == ["8000:80"]
    assert api["environment"]["BRICKMATE_TRUSTED_PROXIES"] == lb["networks"]["default"]["ipv4_address"]
    mounted = lb["volumes"][0].split(":")[0]
    conf = (ROOT / mounted).read_text()
    assert re.search(r"server api:8000\b", conf)
    assert "X-Request-ID" in conf
    assert "location = /metrics" in conf


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
    assert "HEALTHCHECK" in dockerfile and "/api/health" in dockerfile


def test_dockerfile_installs_the_cpu_build_of_torch_first() -> None:
    dockerfile = (ROOT / "Dockerfile").read_text()
    pinned = re.search(r"torch==([\d.]+)", (ROOT / "pyproject.toml").read_text())
    assert pinned is not None
    torch = dockerfile.index(f"--index-url https://download.pytorch.org/whl/cpu torch=={pinned.group(1)}")
    assert torch < dockerfile.index("pip install --no-cache-dir .")


def test_prod_check_reads_the_compose_settings() -> None:
    from bench._topology import compose_services, service_env

    services = compose_services()
    env = service_env(
        services["api"], pg_port=5555, redis_port=6666, data=Path("/x"), given={"BRICKMATE_SECRET_KEY": "k"}
    )
    assert env["DATABASE_URL"].startswith("postgresql+psycopg://brickmate:")
    assert "@127.0.0.1:5555/brickmate" in env["DATABASE_URL"]
    assert env["REDIS_URL"] == "redis://127.0.0.1:6666/0"
    assert env["BRICKMATE_SECRET_KEY"] == "k"
    assert env["BRICKMATE_PUBLIC_URL"] == "http://localhost:8000"
    assert env["SMTP_HOST"] == ""
    assert env["BRICKMATE_DATA_DIR"] == "/x"
