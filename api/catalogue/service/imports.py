"""Bulk product import (being written)."""

from __future__ import annotations

from sqlalchemy.orm import Session

from api.catalogue.schemas import ImportIn, ImportReportOut
from api.users.models import User


def run(session: Session, body: ImportIn, actor: User) -> ImportReportOut:
    raise NotImplementedError
