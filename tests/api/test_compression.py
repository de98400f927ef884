"""Answers are gzipped at the level given, a large one (LARGE_BODY or more) at LARGE_LEVEL, or sent as zstd to a client
that takes it; small answers, excluded types and clients that do not accept gzip as Starlette's middleware treats
them."""

from __future__ import annotations

import zlib
from collections.abc import Iterator
from typing import Any

import anyio.to_thread
import pytest
import zstandard
from fastapi import FastAPI
from fastapi.responses import Response, StreamingResponse
from fastapi.testclient import TestClient

from api.core.compression import INLINE_ZSTD, LARGE_BODY, LARGE_LEVEL, SizedGZipMiddleware, takes

LEVEL = 6
# Text that compresses differently at each level (repeats at varying distances), as JSON does.
LARGE = b"".join(
    b'{"code":"P%06d","name":"Product %d red multi","price":"%d.00"},' % (n, n * 7, n % 997) for n in range(4000)
)
SMALL = LARGE[:30000]


def gzipped(body: bytes, level: int) -> bytes:
    compressor = zlib.compressobj(level, zlib.DEFLATED, 16 + zlib.MAX_WBITS)
    return compressor.compress(body) + compressor.flush()


def client() -> TestClient:
    app = FastAPI()
    app.add_middleware(SizedGZipMiddleware, minimum_size=1024, compresslevel=LEVEL)

    @app.get("/large")
    def large() -> Response:
        return Response(LARGE, media_type="application/json")

    @app.get("/small")
    def small() -> Response:
        return Response(SMALL, media_type="application/json")

    @app.get("/picture")
    def picture() -> Response:
        return Response(LARGE, media_type="image/png; charset=binary")

    @app.get("/tiny")
    def tiny() -> Response:
        return Response(b'{"ok":true}', media_type="application/json")

    @app.get("/streamed")
    def streamed() -> StreamingResponse:
        def parts() -> Iterator[bytes]:
            yield LARGE[:LARGE_BODY]
            yield LARGE[LARGE_BODY:]

        return StreamingResponse(parts(), media_type="application/json")

    return TestClient(app)


def raw(test_client: TestClient, path: str, encoding: str = "gzip, deflate") -> tuple[dict[str, str], bytes]:
    with test_client.stream("GET", path, headers={"Accept-Encoding": encoding}) as response:
        return dict(response.headers), b"".join(response.iter_raw())


def test_a_large_answer_is_compressed_at_the_cheaper_level() -> None:
    assert len(LARGE) >= LARGE_BODY and gzipped(LARGE, LARGE_LEVEL) != gzipped(LARGE, LEVEL)

    headers, body = raw(client(), "/large")

    assert headers["content-encoding"] == "gzip"
    assert body == gzipped(LARGE, LARGE_LEVEL)
    assert int(headers["content-length"]) == len(body)
    assert zlib.decompress(body, 16 + zlib.MAX_WBITS) == LARGE


def test_a_smaller_answer_keeps_the_level_given() -> None:
    assert gzipped(SMALL, LARGE_LEVEL) != gzipped(SMALL, LEVEL)

    headers, body = raw(client(), "/small")

    assert headers["content-encoding"] == "gzip"
    assert body == gzipped(SMALL, LEVEL)


def test_tiny_answers_and_clients_without_gzip_get_the_body_as_it_is() -> None:
    test_client = client()
    tiny_headers, tiny = raw(test_client, "/tiny")
    plain_headers, plain = raw(test_client, "/large", encoding="identity")

    assert "content-encoding" not in tiny_headers and tiny == b'{"ok":true}'
    assert "content-encoding" not in plain_headers and plain == LARGE
    assert plain_headers["vary"] == "Accept-Encoding"  # as Starlette marks a large answer it could have gzipped


def test_excluded_types_are_not_compressed() -> None:
    headers, body = raw(client(), "/picture")

    assert "content-encoding" not in headers and body == LARGE
    assert "vary" not in headers


ZSTD = "gzip, deflate, br, zstd"  # as httpx sends it with zstandard installed, and browsers over HTTPS


def test_a_large_answer_goes_as_zstd_to_a_client_that_takes_it() -> None:
    headers, body = raw(client(), "/large", encoding=ZSTD)

    assert headers["content-encoding"] == "zstd" and headers["vary"] == "Accept-Encoding"
    assert int(headers["content-length"]) == len(body) < len(gzipped(LARGE, LARGE_LEVEL))
    assert zstandard.ZstdDecompressor().decompress(body) == LARGE


@pytest.mark.parametrize(("encoding", "threaded"), [(ZSTD, False), ("gzip, deflate", True)])
def test_a_large_zstd_answer_is_compressed_on_the_event_loop_and_gzip_on_a_thread(
    monkeypatch: pytest.MonkeyPatch, encoding: str, threaded: bool
) -> None:
    sent: list[int] = []
    run_sync = anyio.to_thread.run_sync

    async def counted(func: Any, *args: Any, **kwargs: Any) -> Any:
        if getattr(func, "__name__", "") == "_compress_body":
            sent.append(len(args[0]))
        return await run_sync(func, *args, **kwargs)

    monkeypatch.setattr(anyio.to_thread, "run_sync", counted)
    headers, body = raw(client(), "/large", encoding=encoding)

    assert LARGE_BODY < len(LARGE) <= INLINE_ZSTD and headers["content-encoding"] == ("gzip" if threaded else "zstd")
    assert sent == ([len(LARGE)] if threaded else [])
    decoded = zlib.decompress(body, 16 + zlib.MAX_WBITS) if threaded else zstandard.ZstdDecompressor().decompress(body)
    assert decoded == LARGE


@pytest.mark.parametrize("path", ["/small", "/streamed"])
def test_smaller_and_streamed_answers_stay_gzip_for_a_zstd_client(path: str) -> None:
    headers, body = raw(client(), path, encoding=ZSTD)

    assert headers["content-encoding"] == "gzip"
    assert zlib.decompress(body, 16 + zlib.MAX_WBITS) == (SMALL if path == "/small" else LARGE)


def test_zstd_refused_or_not_named_is_gzip() -> None:
    for encoding in ("gzip, zstd;q=0", "gzip, deflate, br"):
        headers, body = raw(client(), "/large", encoding=encoding)

        assert headers["content-encoding"] == "gzip" and body == gzipped(LARGE, LARGE_LEVEL)


@pytest.mark.parametrize(
    ("accepted", "taken"),
    [
        (b"gzip, zstd", True),
        (b"ZSTD;q=0.5", True),
        (b"gzip ; q=1, zstd ; q=0.001", True),
        (b"zstd;q=0", False),
        (b"zstd; q=0.000", False),
        (b"zstd;q=x", False),
        (b"gzip, zstdx", False),
        (b"", False),
    ],
)
def test_what_names_zstd(accepted: bytes, taken: bool) -> None:
    assert takes(accepted, b"zstd") is taken
