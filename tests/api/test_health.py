import json
import logging
import time
from datetime import UTC, date, datetime

import pytest
from fastapi.testclient import TestClient

from api.core.observability import JsonFormatter, json_line, request_id, utc_time
from api.health import probes


def test_health_is_liveness_only(client: TestClient) -> None:
    response = client.get("/api/health")
    assert response.status_code == 200
    assert response.json() == {"status": "ok"}


def test_ready_checks_database_queue_and_index(client: TestClient) -> None:
    response = client.get("/api/ready")
    assert response.status_code == 200
    assert response.json() == {
        "status": "ready",
        "database": "ok",
        "queue": "in-process",
        "index": "ok",
        "detail": "Ready.",
        "errors": [],
    }


def test_ready_is_503_naming_what_is_down(client: TestClient, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(probes, "queue", lambda: False)
    response = client.get("/api/ready")
    assert response.status_code == 503
    assert response.headers["Retry-After"] == "5"
    body = response.json()
    assert body["status"] == "not ready"
    assert (body["database"], body["queue"], body["index"]) == ("ok", "down", "ok")
    assert body["errors"] == [{"field": "queue", "message": "The job queue (Redis) does not answer."}]


def test_unknown_api_path_is_json_404(client: TestClient) -> None:
    response = client.get("/api/nothing-here")
    assert response.status_code == 404
    assert response.json()["detail"]


def test_request_id_is_made_or_kept(client: TestClient) -> None:
    made = client.get("/api/health").headers["X-Request-ID"]
    assert len(made) == 32
    assert client.get("/api/health").headers["X-Request-ID"] != made
    kept = client.get("/api/health", headers={"X-Request-ID": "lb-1234.abc"})
    assert kept.headers["X-Request-ID"] == "lb-1234.abc"
    # An id that could forge log lines or headers is replaced.
    odd = client.get("/api/health", headers={"X-Request-ID": 'a"b\\c ' + "x" * 200})
    assert odd.headers["X-Request-ID"] != 'a"b\\c ' + "x" * 200
    assert len(odd.headers["X-Request-ID"]) == 32
    # Error answers carry it too.
    assert client.get("/api/users/all").headers["X-Request-ID"]


def test_access_log_is_json_with_the_request_id(client: TestClient, caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.INFO, logger="brickmate.access"):
        client.get("/api/products/12345", headers={"X-Request-ID": "trace-42"})
    record = next(r for r in caplog.records if r.name == "brickmate.access")
    token = request_id.set("trace-42")
    try:
        line = json.loads(JsonFormatter().format(record))
    finally:
        request_id.reset(token)
    assert line["message"] == "request"
    assert line["request_id"] == "trace-42"
    assert line["route"] == "/api/products/{id}"
    assert line["path"] == "/api/products/12345"
    assert line["status"] == 401
    assert line["method"] == "GET"
    assert line["level"] == "info"
    assert isinstance(line["duration_ms"], float)


def test_json_formatter_keeps_exceptions() -> None:
    try:
        raise ValueError("boom")
    except ValueError:
        record = logging.getLogger("x").makeRecord("x", logging.ERROR, "f", 1, "failed %s", ("here",), None)
        import sys

        record.exc_info = sys.exc_info()
    line = json.loads(JsonFormatter().format(record))
    assert line["message"] == "failed here"
    assert "ValueError: boom" in line["exception"]
    assert "request_id" not in line


def test_metrics_expose_latency_by_route_template_and_gauges(client: TestClient) -> None:
    client.get("/api/products/987654")
    client.get("/api/health")
    response = client.get("/metrics")
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/plain")
    text = response.text
    assert (
        'brickmate_http_request_duration_seconds_bucket{le="0.1",method="GET",route="/api/products/{id}",'
        'status="4xx"}' in text
    )
    assert 'brickmate_http_request_duration_seconds_count{method="GET",route="/api/health",status="2xx"}' in text
    assert "987654" not in text
    assert "brickmate_index_lag_seconds " in text
    assert "brickmate_index_jobs_active " in text
    # Without Redis there is no queue to measure.
    assert "brickmate_queue_depth" not in text


def test_log_times_and_json_as_the_standard_library_writes_them() -> None:
    for created in (0.0, 1764226218.123, 1764226218.9999996, 1764226218.0004996, 1764226219.5, time.time()):
        expected = datetime.fromtimestamp(created, UTC).isoformat(timespec="milliseconds")
        assert utc_time(created) == expected, created
    entry = {"n": 1, "text": "Café", "when": date(2026, 11, 27), "ids": {1: "a"}, "big": 2**70, "odd": "\ud800"}
    assert json.loads(json_line(entry)) == json.loads(json.dumps(entry, default=str, ensure_ascii=False))
    del entry["big"], entry["odd"]
    assert json.loads(json_line(entry)) == {"n": 1, "text": "Café", "when": "2026-11-27", "ids": {"1": "a"}}
