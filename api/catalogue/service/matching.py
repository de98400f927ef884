"""Name matching of pasted lines against the catalogue (being written)."""

from __future__ import annotations

from sqlalchemy.orm import Session

from api.catalogue.schemas import NameLineOut, NameQuery


def match_lines(session: Session, query: NameQuery) -> list[NameLineOut]:
    raise NotImplementedError
