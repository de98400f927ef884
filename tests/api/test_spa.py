"""The built app is served for app routes, with its security policy; API paths never fall back to it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from api.main import create_app
from api.settings import Settings


@pytest.fixture
def web(tmp_path: Path, settings: Settings, monkeypatch: pytest.MonkeyPatch) -> Iterator[TestClient]:
    (tmp_path / "assets").mkdir()
    (tmp_path / "assets" / "app.js").write_text("console.log('brickmate')")
    (tmp_path / "index.html").write_text("<!doctype html><div id=root></div>")
    (tmp_path / "favicon.svg").write_text("<svg/>")
    monkeypatch.setattr(settings, "web_dist", tmp_path)
    with TestClient(create_app()) as client:
        yield client


def test_app_routes_get_index_with_csp(web: TestClient) -> None:
    for path in ("/", "/login", "/password-reset/abc", "/no/such/screen"):
        response = web.get(path)
        assert response.status_code == 200
        assert "id=root" in response.text
        csp = response.headers["content-security-policy"]
        assert "default-src 'self'" in csp and "frame-ancestors 'none'" in csp
        assert response.headers["x-content-type-options"] == "nosniff"


def test_static_files_are_served_as_files(web: TestClient) -> None:
    assert web.get("/assets/app.js").text == "console.log('brickmate')"
    assert web.get("/favicon.svg").text == "<svg/>"


def test_api_paths_never_fall_back_to_the_app(web: TestClient) -> None:
    response = web.get("/api/not-a-call")
    assert response.status_code == 404
    assert response.json()["detail"] == "This API call does not exist."


def test_paths_outside_dist_are_not_served(web: TestClient) -> None:
    response = web.get("/..%2f..%2fetc/passwd")
    assert "root:" not in response.text
