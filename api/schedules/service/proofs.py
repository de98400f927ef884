"""Proof of delivery: a photo or the signed docket, uploaded by staff or on the works' or haulier's link, kept
with the call-off's files. Only images and PDFs are taken; a delivered call-off with its proof becomes
`proof_received`."""

from __future__ import annotations

from pathlib import Path, PurePath

from sqlalchemy.orm import Session

from api.core import storage
from api.core.errors import FieldErrors, NotFound
from api.db import on_rollback
from api.records.models import StoredFile
from api.records.service import activity, uploads
from api.records.service.files import Upload
from api.schedules.models import SUBJECT, CallOff, CallOffStatus
from api.schedules.service import status
from api.users.models import User

KINDS = ("pdf", "jpg", "jpeg", "png", "webp", "gif", "tif", "tiff")


def store(
    session: Session,
    row: CallOff,
    upload: Upload,
    received_by: str,
    *,
    actor: User | None = None,
    address: str = "",
) -> StoredFile:
    extension = PurePath(upload.filename).suffix.lower().lstrip(".")
    if extension not in KINDS:
        raise FieldErrors({"file": f"Upload a photo or a scan of the signed docket: one of {', '.join(KINDS)}."})
    content_type = uploads.check(upload.filename, upload.content_type, upload.stream)
    key, size = storage.save(upload.stream)
    on_rollback(session, lambda: storage.remove(key))
    who = received_by or (actor.full_name if actor else "")
    proof = StoredFile(
        subject_type=SUBJECT,
        subject_id=row.id,
        name=f"Proof of delivery {row.number} — {upload.filename}"[:255],
        storage_key=key,
        content_type=content_type,
        size_bytes=size,
        uploaded_by_id=actor.id if actor else None,
    )
    session.add(proof)
    session.flush()
    where = f" — from {address}" if address else ""
    activity.record(session, SUBJECT, row.id, actor, "proof", f"Proof of delivery uploaded by {who}{where}")
    if received_by and not row.received_by:
        row.received_by = received_by
    if row.status in (CallOffStatus.delivered.value, CallOffStatus.part_delivered.value):
        status.move(
            session, row, status.Move(target=CallOffStatus.proof_received), actor=actor, name=who, address=address
        )
    return proof


def proof_of(session: Session, row: CallOff, file_id: int) -> tuple[StoredFile, Path]:
    """A proof file of this call-off and where it is stored; anything else is 404."""
    proof = session.get(StoredFile, file_id)
    if proof is None or proof.subject_type != SUBJECT or proof.subject_id != row.id or proof.storage_key is None:
        raise NotFound("This proof of delivery does not exist.")
    path = storage.path_of(proof.storage_key)
    if not path.exists():
        raise NotFound("The stored file is missing.")
    return proof, path
