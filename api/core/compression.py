"""Gzip of the API's answers at a level chosen by their size: a large answer (a lookup's 800 products, 530 KB of
JSON) is compressed at LARGE_LEVEL, cheaper per byte than the default level for a slightly larger result; smaller
ones keep the level given. Starlette's middleware otherwise: its minimum size, excluded types and streaming."""

from __future__ import annotations

from starlette.datastructures import Headers
from starlette.middleware.gzip import GZipMiddleware, GZipResponder
from starlette.types import ASGIApp, Receive, Scope, Send

LARGE_BODY = 64 * 1024
LARGE_LEVEL = 4


class SizedGZipResponder(GZipResponder):
    """Picks the level when the first body arrives: LARGE_LEVEL when it is LARGE_BODY or more."""

    def __init__(
        self,
        app: ASGIApp,
        minimum_size: int,
        compresslevel: int,
        *,
        thread_minimum_size: int,
        exclude_content_types: tuple[str, ...],
    ) -> None:
        super().__init__(
            app,
            minimum_size,
            compresslevel,
            thread_minimum_size=thread_minimum_size,
            exclude_content_types=exclude_content_types,
        )
        self.level_chosen = False

    async def apply_compression(self, body: bytes, *, more_body: bool) -> bytes:
        if not self.level_chosen:
            self.level_chosen = True
            if len(body) >= LARGE_BODY:
                self.compresslevel = min(self.compresslevel, LARGE_LEVEL)
        return await super().apply_compression(body, more_body=more_body)


class SizedGZipMiddleware(GZipMiddleware):
    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and "gzip" in Headers(scope=scope).get("Accept-Encoding", ""):
            responder = SizedGZipResponder(
                self.app,
                self.minimum_size,
                self.compresslevel,
                thread_minimum_size=self.thread_minimum_size,
                exclude_content_types=self.exclude_content_types,
            )
            await responder(scope, receive, send)
            return
        await super().__call__(scope, receive, send)
