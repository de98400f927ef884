"""Notes, files, activity and tasks routes shared by every kind of organisation (and files by addresses)."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import File, Form, UploadFile
from sqlalchemy.orm import Session

from api.core.fields import WebUrl
from api.crm.service import records
from api.users.models import User

FileField = Annotated[UploadFile | None, File(description="the file (25 MB at most)")]
UrlField = Annotated[WebUrl | None, Form(description="an external link instead of a file (http or https)")]
NameField = Annotated[str | None, Form(max_length=255, description="a display name; defaults to the file name")]


def store(
    session: Session,
    subject_type: str,
    subject_id: int,
    file: UploadFile | None,
    url: str | None,
    name: str | None,
    actor: User,
) -> Any:
    """An upload or a link, whichever the form carried."""
    records.check_link(url, file is not None)
    if file is not None:
        return records.add_upload(
            session,
            subject_type,
            subject_id,
            filename=file.filename or "upload",
            declared_type=file.content_type,
            stream=file.file,
            name=name,
            actor=actor,
        )
    return records.add_link(session, subject_type, subject_id, url=url or "", name=name, actor=actor)
