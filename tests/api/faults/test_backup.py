"""`brickmate backup` and `brickmate restore`: a round trip through the archive gives back every row (counted and
checksummed per table) and every stored file (SHA-256), into an empty database and over one that changed since."""

from __future__ import annotations

import hashlib
import io
import json
import os
import subprocess
import sys
import tarfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import Engine, text
from sqlalchemy.orm import sessionmaker

from api import backup
from api.crm import Kind
from api.devserver import ROOT
from api.mail import service as mail
from tests import databases
from tests.factories import make_organisation, make_product, make_user


def url_of(engine: Engine) -> str:
    return engine.url.render_as_string(hide_password=False)


def fingerprint(engine: Engine) -> dict[str, tuple[int, str]]:
    """Each table's rows: how many, and a checksum of their contents in any order."""
    with engine.connect() as conn:
        names = conn.execute(text("SELECT tablename FROM pg_tables WHERE schemaname = 'public'")).scalars().all()
        return {
            name: tuple(  # type: ignore[misc]
                conn.execute(
                    text(
                        f"SELECT count(*), md5(coalesce(string_agg(md5(t::text), '' ORDER BY md5(t::text)), '')) "
                        f'FROM public."{name}" t'
                    )
                ).one()
            )
            for name in names
        }


def file_hashes(media: Path) -> dict[str, str]:
    return {
        p.relative_to(media).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(media.rglob("*"))
        if p.is_file()
    }


@pytest.fixture
def empty_database(engine: Engine) -> Iterator[Engine]:
    """A database with nothing in it (not even the migrations), the restore's target."""
    with databases.own_database(engine, "brickmate_restore") as database:
        yield database


@pytest.fixture
def filled(own_database: Engine, tmp_path: Path) -> Path:
    """Records of several kinds (a mail's PDF as bytes in the database among them) and stored files; the data dir."""
    maker = sessionmaker(bind=own_database, expire_on_commit=False)
    with maker() as session:
        make_user(session, email="backup.owner@example.com")
        supplier = make_organisation(session, kind=Kind.supplier, name="Ibstock Brick Ltd")
        for n in range(5):
            make_product(session, supplier, code=f"BK-{n}", name=f"Backup brick {n}")
        make_organisation(session, name="Riverside Homes")
        pdf = mail.Attachment("Q-000001-v1.pdf", "application/pdf", b"%PDF-1.7 " + os.urandom(2048))
        mail.send_mail(session, to=["site@example.com"], subject="Quote", text="Hi", attachments=[pdf])
        session.commit()
    data = tmp_path / "data"
    for key, content in {"ab" * 20: os.urandom(300_000), "cd" * 20: "Plan für Baustelle\n".encode()}.items():
        target = data / "media" / key[:2] / key
        target.parent.mkdir(parents=True)
        target.write_bytes(content)
    return data


def brickmate(database: Engine, data: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("DATABASE_URL",)}
    env.update(DATABASE_URL=url_of(database), BRICKMATE_DATA_DIR=str(data), PYTHONPATH=str(ROOT))
    return subprocess.run(
        [sys.executable, "-m", "api.cli", *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=300
    )


def test_a_round_trip_restores_every_row_and_file_into_an_empty_database(
    own_database: Engine, empty_database: Engine, filled: Path, tmp_path: Path
) -> None:
    archive = tmp_path / "brickmate.tar"
    before, files = fingerprint(own_database), file_hashes(filled / "media")
    assert before["products"][0] == 5 and before["outbox_attachments"][0] == 1 and len(files) == 2

    made = brickmate(own_database, filled, "backup", "--output", str(archive))

    assert made.returncode == 0, made.stderr
    assert "and 2 files to" in made.stdout
    manifest = backup.read_manifest(archive)
    assert manifest.tables == {name: count for name, (count, _) in before.items()}
    assert manifest.files == files
    # The schema's revision is the newest migration's (named as its file).
    assert manifest.revision == max(path.stem for path in (ROOT / "migrations" / "versions").glob("0*.py"))

    elsewhere = tmp_path / "elsewhere"
    restored = brickmate(empty_database, elsewhere, "restore", str(archive), "--yes")

    assert restored.returncode == 0, restored.stderr
    assert "all checked" in restored.stdout
    assert fingerprint(empty_database) == before
    assert file_hashes(elsewhere / "media") == files


def test_a_restore_over_changed_data_brings_back_the_backup_exactly(
    own_database: Engine, filled: Path, tmp_path: Path
) -> None:
    archive = tmp_path / "brickmate.tar"
    media = filled / "media"
    before, files = fingerprint(own_database), file_hashes(media)
    backup.backup(url_of(own_database), media, archive)
    with sessionmaker(bind=own_database)() as session:  # work done after the backup, to be undone
        make_user(session, email="after.backup@example.com")
        session.execute(text("DELETE FROM products WHERE code = 'BK-0'"))
        session.commit()
    (media / "ab" / ("ab" * 20)).unlink()
    (media / "ef").mkdir()
    (media / "ef" / ("ef" * 20)).write_bytes(b"new")

    backup.restore(archive, url_of(own_database), media)

    assert fingerprint(own_database) == before
    assert file_hashes(media) == files


def test_a_damaged_archive_is_refused_and_nothing_is_touched(
    own_database: Engine, filled: Path, tmp_path: Path
) -> None:
    archive, damaged = tmp_path / "brickmate.tar", tmp_path / "damaged.tar"
    media = filled / "media"
    backup.backup(url_of(own_database), media, archive)
    with tarfile.open(archive) as source, tarfile.open(damaged, "w") as out:
        for member in source.getmembers():
            raw = source.extractfile(member)
            data = raw.read() if raw else b""
            if member.name.startswith("media/cd"):
                data = b"tampered"
                member.size = len(data)
            out.addfile(member, io.BytesIO(data))
    before, files = fingerprint(own_database), file_hashes(media)

    with pytest.raises(backup.BackupError, match="stored files in this archive differ from its manifest"):
        backup.restore(damaged, url_of(own_database), media)

    assert fingerprint(own_database) == before
    assert file_hashes(media) == files
    assert json.loads(backup.read_manifest(damaged).to_json())["files"] == files
