"""What may be uploaded: office documents, PDF, images and CAD drawings, checked by name, declared type and
the file's first bytes (so a web page renamed to .pdf is refused)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import PurePath
from typing import BinaryIO

from api.core.errors import FieldErrors

OCTET = "application/octet-stream"
ZIP = b"PK\x03\x04"
OLE = b"\xd0\xcf\x11\xe0"


@dataclass(frozen=True)
class FileKind:
    content_type: str
    also_declared: tuple[str, ...] = ()
    magic: tuple[bytes, ...] = ()
    # Bytes at an offset that must follow the magic (a WebP is a RIFF file with WEBP at byte 8).
    then: tuple[int, bytes] | None = None


ALLOWED: dict[str, FileKind] = {
    "pdf": FileKind("application/pdf", magic=(b"%PDF",)),
    "doc": FileKind("application/msword", magic=(OLE,)),
    "docx": FileKind("application/vnd.openxmlformats-officedocument.wordprocessingml.document", magic=(ZIP,)),
    "xls": FileKind("application/vnd.ms-excel", magic=(OLE,)),
    "xlsx": FileKind("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", magic=(ZIP,)),
    "ppt": FileKind("application/vnd.ms-powerpoint", magic=(OLE,)),
    "pptx": FileKind("application/vnd.openxmlformats-officedocument.presentationml.presentation", magic=(ZIP,)),
    "odt": FileKind("application/vnd.oasis.opendocument.text", magic=(ZIP,)),
    "ods": FileKind("application/vnd.oasis.opendocument.spreadsheet", magic=(ZIP,)),
    "csv": FileKind("text/csv", ("text/plain", "application/vnd.ms-excel", "application/csv")),
    "txt": FileKind("text/plain"),
    "rtf": FileKind("application/rtf", ("text/rtf",), magic=(b"{\\rtf",)),
    "jpg": FileKind("image/jpeg", ("image/jpg", "image/pjpeg"), magic=(b"\xff\xd8\xff",)),
    "jpeg": FileKind("image/jpeg", ("image/jpg", "image/pjpeg"), magic=(b"\xff\xd8\xff",)),
    "png": FileKind("image/png", magic=(b"\x89PNG\r\n\x1a\n",)),
    "gif": FileKind("image/gif", magic=(b"GIF87a", b"GIF89a")),
    "webp": FileKind("image/webp", magic=(b"RIFF",), then=(8, b"WEBP")),
    "tif": FileKind("image/tiff", magic=(b"II*\x00", b"MM\x00*")),
    "tiff": FileKind("image/tiff", magic=(b"II*\x00", b"MM\x00*")),
    "dwg": FileKind(
        "image/vnd.dwg", ("application/acad", "application/x-dwg", "image/x-dwg", "application/dwg"), magic=(b"AC10",)
    ),
    "dxf": FileKind("image/vnd.dxf", ("application/dxf", "application/x-dxf", "image/x-dxf", "text/plain")),
}
ALLOWED_LIST = ", ".join(sorted(ALLOWED))


def check(filename: str, declared: str | None, stream: BinaryIO) -> str:
    """The canonical content type to store and serve, or a 422 naming the `file` field."""
    extension = PurePath(filename).suffix.lower().lstrip(".")
    kind = ALLOWED.get(extension)
    if kind is None:
        raise FieldErrors({"file": f"This type of file is not accepted. Upload one of: {ALLOWED_LIST}"})
    declared = (declared or OCTET).split(";")[0].strip().lower()
    if declared not in (kind.content_type, OCTET, *kind.also_declared):
        raise FieldErrors({"file": f"The file says it is {declared}, which does not match .{extension}"})
    if kind.magic:
        head = stream.read(16)
        stream.seek(0)
        offset, expected = kind.then or (0, b"")
        if not any(head.startswith(m) for m in kind.magic) or head[offset : offset + len(expected)] != expected:
            raise FieldErrors({"file": f"The file's content is not a .{extension} file"})
    return kind.content_type


def download_name(name: str, content_type: str) -> str:
    """The display name, with the stored type's extension when the name lost it (a renamed `plan` stays a .dwg)."""
    extensions = [ext for ext, kind in ALLOWED.items() if kind.content_type == content_type]
    if not extensions or PurePath(name).suffix.lower().lstrip(".") in extensions:
        return name
    return f"{name}.{extensions[0]}"
