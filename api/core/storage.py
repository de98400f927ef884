"""File storage: uploads are kept under generated names in `BRICKMATE_DATA_DIR/media`, never their own."""

from __future__ import annotations

import secrets
import shutil
from pathlib import Path
from typing import BinaryIO

from api.core.errors import PayloadTooLarge
from api.settings import get_settings

MAX_UPLOAD_BYTES = 25 * 1024 * 1024
CHUNK = 1024 * 1024


def media_dir() -> Path:
    path = get_settings().data_dir.resolve() / "media"
    path.mkdir(parents=True, exist_ok=True)
    return path


def path_of(key: str) -> Path:
    if not key.isalnum():
        raise ValueError("not a storage key")
    return media_dir() / key[:2] / key


def save(stream: BinaryIO, *, max_bytes: int = MAX_UPLOAD_BYTES) -> tuple[str, int]:
    """Copy `stream` into storage; return (key, size). Refuses (413) anything over `max_bytes`."""
    key = secrets.token_hex(20)
    target = path_of(key)
    target.parent.mkdir(exist_ok=True)
    size = 0
    try:
        with target.open("xb") as out:
            while chunk := stream.read(CHUNK):
                size += len(chunk)
                if size > max_bytes:
                    raise PayloadTooLarge(f"The file is larger than the {max_bytes // (1024 * 1024)} MB limit.")
                out.write(chunk)
    except BaseException:
        target.unlink(missing_ok=True)
        raise
    return key, size


def remove(key: str) -> None:
    path_of(key).unlink(missing_ok=True)


def copy_to(key: str, out: BinaryIO) -> None:
    with path_of(key).open("rb") as source:
        shutil.copyfileobj(source, out)
