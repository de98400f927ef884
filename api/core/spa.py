"""Serve the built single-page app: real files from web/dist, index.html for every app route.

Vite names the files under /assets by their content's hash, so they are cached for a year and never revalidated;
the build writes a gzip and a brotli copy beside each (web/vite.config.ts), sent to the clients that accept them.
index.html is revalidated on every visit (no-cache), so a new build is picked up at once."""

from __future__ import annotations

import mimetypes
import os
from pathlib import Path

from fastapi import FastAPI
from fastapi.responses import FileResponse, Response
from starlette.datastructures import Headers
from starlette.staticfiles import NotModifiedResponse, StaticFiles
from starlette.types import Scope

from api.core.errors import NotFound

# The app loads nothing from elsewhere; MUI (emotion) injects its styles inline, hence 'unsafe-inline' for styles.
CSP = (
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
    "font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'"
)
IMMUTABLE = "public, max-age=31536000, immutable"
# The precompressed copies the build writes, in the order the server prefers them.
PRECOMPRESSED = (("br", ".br"), ("gzip", ".gz"))


def accepted_encodings(header: str) -> set[str]:
    """The content codings an Accept-Encoding header allows (`;q=0` refuses one)."""
    codings = set()
    for part in header.lower().split(","):
        coding, _, params = part.partition(";")
        quality = params.strip().removeprefix("q=")
        try:
            refused = bool(params.strip()) and float(quality) == 0
        except ValueError:
            refused = False
        if coding.strip() and not refused:
            codings.add(coding.strip())
    return codings


class HashedAssets(StaticFiles):
    """Vite's hashed build files: a year's immutable cache, and the precompressed copy the client accepts."""

    def file_response(
        self, full_path: str | os.PathLike[str], stat_result: os.stat_result, scope: Scope, status_code: int = 200
    ) -> Response:
        request_headers = Headers(scope=scope)
        accepted = accepted_encodings(request_headers.get("accept-encoding", ""))
        response: Response | None = None
        for coding, suffix in PRECOMPRESSED:
            variant = f"{os.fspath(full_path)}{suffix}"
            if coding not in accepted or not os.path.isfile(variant):
                continue
            media_type = mimetypes.guess_type(os.fspath(full_path))[0] or "application/octet-stream"
            response = FileResponse(
                variant,
                status_code=status_code,
                media_type=media_type,
                headers={"Content-Encoding": coding},
                stat_result=os.stat(variant),  # its etag now, for the revalidation below
            )
            if self.is_not_modified(response.headers, request_headers):
                response = NotModifiedResponse(response.headers)
            break
        if response is None:
            response = super().file_response(full_path, stat_result, scope, status_code)
        response.headers["Cache-Control"] = IMMUTABLE
        response.headers["Vary"] = "Accept-Encoding"
        return response


def mount_spa(app: FastAPI, dist: Path) -> None:
    index = dist / "index.html"
    if (dist / "assets").is_dir():
        app.mount("/assets", HashedAssets(directory=dist / "assets"), name="assets")

    @app.get("/{path:path}", include_in_schema=False)
    def spa(path: str) -> Response:
        if path == "api" or path.startswith("api/"):
            return NotFound("This API call does not exist.").response()
        candidate = (dist / path).resolve()
        if path and candidate.is_file() and candidate.is_relative_to(dist.resolve()):
            return FileResponse(candidate)
        if not index.is_file():
            return NotFound("The web app is not built. Run `make install`.").response()
        return FileResponse(index, headers={"Cache-Control": "no-cache", "Content-Security-Policy": CSP})
