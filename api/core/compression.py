"""Gzip of the API's answers at a level chosen by their size: a large answer (a lookup's 800 products, 530 KB of
JSON) is compressed at LARGE_LEVEL, cheaper per byte than the default level for a slightly larger result; smaller
ones keep the level given. Starlette's middleware otherwise: its minimum size, excluded types and streaming.

A large answer whole in one message goes out as zstd instead when the client takes it (`Accept-Encoding: zstd`, as
httpx and today's browsers over HTTPS send; Safari does not): the lookup's 532 KB took 3.3 ms of CPU at gzip level 4
(69 KB) and take 0.7 at zstd level 1 (64 KB), and the client inflates it in 0.24 ms instead of 0.9. A client that
does not name zstd, a streamed answer and a smaller one get gzip as before.

Per request it reads the request's headers once (not through two `Headers` objects) and hands the responder the
excluded types as the middleware normalised them at start-up (Starlette's responders normalise the list again for
every request: 23 types here)."""

from __future__ import annotations

import threading

import zstandard
from starlette.middleware.gzip import GZipMiddleware, GZipResponder, IdentityResponder
from starlette.types import ASGIApp, Receive, Scope, Send

LARGE_BODY = 64 * 1024
# A whole answer up to this size goes out as zstd compressed on the event loop, not on a thread: the lookup's 532 KB
# take 0.7 ms of CPU, less than a trip to the thread pool and back costs a loaded machine (gzip keeps its thread).
INLINE_ZSTD = 1024 * 1024
LARGE_LEVEL = 4
ZSTD_LEVEL = 1
# One zstd compressor per thread (one is not to be used by two threads at once; making one costs 40 µs).
_zstd = threading.local()


def zstd_compress(body: bytes) -> bytes:
    """`body` as one zstd frame at ZSTD_LEVEL (its size written in the frame's header)."""
    compressor = getattr(_zstd, "compressor", None)
    if compressor is None:
        compressor = _zstd.compressor = zstandard.ZstdCompressor(level=ZSTD_LEVEL)
    return compressor.compress(body)


def zstd_decompress(data: bytes) -> bytes:
    """What `zstd_compress` compressed (the frame names its size)."""
    decompressor = getattr(_zstd, "decompressor", None)
    if decompressor is None:
        decompressor = _zstd.decompressor = zstandard.ZstdDecompressor()
    return decompressor.decompress(data)


class SizedGZipResponder(GZipResponder):
    """Picks the coding when the first body arrives: one of LARGE_BODY or more is zstd when the client takes it
    (`zstd`) and it is the whole answer, else gzip at LARGE_LEVEL. `excluded` is taken as normalised already.
    Starlette's responder names the coding (`content_encoding`) once the body is compressed, and compresses a body
    of `thread_minimum_size` or more on a thread; zstd up to INLINE_ZSTD on the event loop."""

    def __init__(
        self,
        app: ASGIApp,
        minimum_size: int,
        compresslevel: int,
        *,
        thread_minimum_size: int,
        excluded: tuple[str, ...],
        zstd: bool = False,
    ) -> None:
        super().__init__(
            app, minimum_size, compresslevel, thread_minimum_size=thread_minimum_size, exclude_content_types=()
        )
        self.exclude_content_types = excluded
        self.level_chosen = False
        self.zstd = zstd
        self.zstd_chosen = False

    async def apply_compression(self, body: bytes, *, more_body: bool) -> bytes:
        if not self.level_chosen:
            self.level_chosen = True
            if len(body) >= LARGE_BODY:
                self.compresslevel = min(self.compresslevel, LARGE_LEVEL)
                if self.zstd and not more_body:
                    self.zstd_chosen = True
                    self.content_encoding = "zstd"
        if self.zstd_chosen and len(body) <= INLINE_ZSTD:
            return zstd_compress(body)
        return await super().apply_compression(body, more_body=more_body)

    def _compress_body(self, body: bytes, more_body: bool) -> bytes:
        if self.zstd_chosen:
            return zstd_compress(body)
        return super()._compress_body(body, more_body)


class _Identity(IdentityResponder):
    """Starlette's answer to a client that does not take gzip (a large answer gets `Vary: Accept-Encoding`), with
    `excluded` taken as normalised already."""

    def __init__(self, app: ASGIApp, minimum_size: int, excluded: tuple[str, ...]) -> None:
        super().__init__(app, minimum_size, exclude_content_types=())
        self.exclude_content_types = excluded


def accept_encoding(scope: Scope) -> bytes:
    """The first Accept-Encoding header, or nothing: gzip is taken when it holds "gzip", as Starlette's middleware
    reads it."""
    headers: list[tuple[bytes, bytes]] = scope["headers"]
    for name, value in headers:
        if name == b"accept-encoding":
            return value
    return b""


def takes(accepted: bytes, coding: bytes) -> bool:
    """Whether an Accept-Encoding value names `coding` without refusing it (`;q=0`)."""
    for part in accepted.lower().split(b","):
        name, _, params = part.partition(b";")
        if name.strip() != coding:
            continue
        for param in params.split(b";"):
            key, _, value = param.partition(b"=")
            if key.strip() == b"q":
                try:
                    return float(value) > 0
                except ValueError:
                    return False
        return True
    return False


class SizedGZipMiddleware(GZipMiddleware):
    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        responder: ASGIApp
        accepted = accept_encoding(scope)
        if b"gzip" in accepted:
            responder = SizedGZipResponder(
                self.app,
                self.minimum_size,
                self.compresslevel,
                thread_minimum_size=self.thread_minimum_size,
                excluded=self.exclude_content_types,
                zstd=takes(accepted, b"zstd"),
            )
        else:
            responder = _Identity(self.app, self.minimum_size, self.exclude_content_types)
        await responder(scope, receive, send)
