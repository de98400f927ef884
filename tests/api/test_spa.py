"""The built app is served for app routes, with its security policy; API paths never fall back to it."""

from __future__ import annotations

import gzip
import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from api.main import create_app
from api.settings import get_settings


def _serve(dist: Path) -> Iterator[TestClient]:
    """The app serving `dist`, built once for the module's tests (building it costs far more than they do; they
    only read the files)."""
    with pytest.MonkeyPatch.context() as monkeypatch:
        monkeypatch.setattr(get_settings(), "web_dist", dist)
        with TestClient(create_app()) as client:
            yield client


@pytest.fixture(scope="module")
def web(tmp_path_factory: pytest.TempPathFactory) -> Iterator[TestClient]:
    tmp_path = tmp_path_factory.mktemp("dist")
    (tmp_path / "assets").mkdir()
    (tmp_path / "assets" / "app.js").write_text("console.log('brickmate')")
    (tmp_path / "index.html").write_text("<!doctype html><div id=root></div>")
    (tmp_path / "favicon.svg").write_text("<svg/>")
    yield from _serve(tmp_path)


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


# --- serving like a product: precompressed hashed assets cached for a year, index.html revalidated ------------------

SCRIPT = ("export const screen = 'login';\n" * 200).encode()
STYLE = (".brickmate { color: #406cb8; }\n" * 100).encode()
ASSET = "/assets/index-Df0-8p0E.js"


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Iterator[TestClient]:
    """A dist as `vite build` writes it: hashed assets with their .gz and .br copies (a style without, as an older
    build had), and an index.html above the 1 KiB from which responses are compressed."""
    tmp_path = tmp_path_factory.mktemp("built")
    assets = tmp_path / "assets"
    assets.mkdir()
    (assets / "index-Df0-8p0E.js").write_bytes(SCRIPT)
    (assets / "index-Df0-8p0E.js.gz").write_bytes(gzip.compress(SCRIPT, 9))
    # not real brotli (no brotli package here): the server sends the file as it is, so any bytes tell which went out
    (assets / "index-Df0-8p0E.js.br").write_bytes(b"brotli copy of the script")
    (assets / "index-CbLoj-jh.css").write_bytes(STYLE)
    (tmp_path / "index.html").write_text("<!doctype html><div id=root></div>" + "<!-- padding -->" * 100)
    yield from _serve(tmp_path)


def _raw(client: TestClient, path: str, **headers: str) -> tuple[int, dict[str, str], bytes]:
    """Status, headers and the body as sent on the wire (not decoded by the client)."""
    with client.stream("GET", path, headers=headers) as response:
        return response.status_code, dict(response.headers), b"".join(response.iter_raw())


def test_hashed_assets_go_out_precompressed_as_gzip(built: TestClient) -> None:
    status, headers, body = _raw(built, ASSET, **{"Accept-Encoding": "gzip, deflate"})
    assert status == 200
    assert headers["content-encoding"] == "gzip"
    assert headers["content-type"].startswith("text/javascript")
    assert gzip.decompress(body) == SCRIPT
    assert int(headers["content-length"]) == len(body) < len(SCRIPT) / 5
    assert headers["cache-control"] == "public, max-age=31536000, immutable"
    assert headers["vary"] == "Accept-Encoding"
    assert headers["x-content-type-options"] == "nosniff"
    assert built.get(ASSET, headers={"Accept-Encoding": "gzip"}).content == SCRIPT  # the client decodes it back


def test_brotli_is_preferred_when_accepted_and_refusals_are_honoured(built: TestClient) -> None:
    status, headers, body = _raw(built, ASSET, **{"Accept-Encoding": "gzip, deflate, br"})
    assert (status, headers["content-encoding"], body) == (200, "br", b"brotli copy of the script")
    _, headers, body = _raw(built, ASSET, **{"Accept-Encoding": "br;q=0, gzip;q=0.8"})
    assert headers["content-encoding"] == "gzip" and gzip.decompress(body) == SCRIPT


def test_a_client_without_compression_gets_the_file_with_the_same_cache(built: TestClient) -> None:
    status, headers, body = _raw(built, ASSET, **{"Accept-Encoding": "identity"})
    assert status == 200
    assert "content-encoding" not in headers
    assert body == SCRIPT
    assert headers["cache-control"] == "public, max-age=31536000, immutable"


def test_an_asset_without_a_precompressed_copy_is_compressed_on_the_fly(built: TestClient) -> None:
    status, headers, body = _raw(built, "/assets/index-CbLoj-jh.css", **{"Accept-Encoding": "gzip"})
    assert status == 200
    assert headers["content-encoding"] == "gzip"
    assert headers["content-type"].startswith("text/css")
    assert gzip.decompress(body) == STYLE
    assert headers["cache-control"] == "public, max-age=31536000, immutable"


def test_a_cached_asset_is_revalidated_by_its_etag(built: TestClient) -> None:
    first = built.get(ASSET, headers={"Accept-Encoding": "gzip"})
    again = built.get(ASSET, headers={"Accept-Encoding": "gzip", "If-None-Match": first.headers["etag"]})
    assert again.status_code == 304
    assert again.content == b""
    assert again.headers["cache-control"] == "public, max-age=31536000, immutable"


def test_a_missing_asset_is_a_404_that_is_not_cached_for_a_year(built: TestClient) -> None:
    response = built.get("/assets/index-00000000.js")
    assert response.status_code == 404
    assert "immutable" not in response.headers.get("cache-control", "")


def test_index_is_revalidated_compressed_and_keeps_its_policy(built: TestClient) -> None:
    status, headers, body = _raw(built, "/login", **{"Accept-Encoding": "gzip"})
    assert status == 200
    assert headers["cache-control"] == "no-cache"
    assert headers["content-encoding"] == "gzip"
    assert b"id=root" in gzip.decompress(body)
    assert "frame-ancestors 'none'" in headers["content-security-policy"]
    assert headers["x-frame-options"] == "DENY"


def test_api_json_is_compressed_when_large_and_left_alone_when_small(built: TestClient) -> None:
    status, headers, body = _raw(built, "/api/openapi.json", **{"Accept-Encoding": "gzip"})
    assert status == 200
    assert headers["content-encoding"] == "gzip"
    assert json.loads(gzip.decompress(body))["info"]["title"] == "Brickmate API"
    assert built.get("/api/openapi.json").json()["info"]["title"] == "Brickmate API"

    status, headers, body = _raw(built, "/api/notifications/1", **{"Accept-Encoding": "gzip"})
    assert status == 401
    assert "content-encoding" not in headers  # under 1 KiB: not worth compressing
    assert json.loads(body)["detail"]
    assert headers["x-content-type-options"] == "nosniff"
