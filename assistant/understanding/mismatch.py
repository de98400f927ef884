"""Records the question names together that do not go together, said as something we do not have rather than
answered about one of them: a person asked at an organisation that is not theirs ("mark dyson at pennine", when
Mark Dyson is at Aire & Wharfe), and a party's job named by words no project holds ("pennine's quotes for the
barnsley job")."""

from __future__ import annotations

import re

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.crm import Contact
from assistant.understanding.types import Entities

# "for the barnsley job", "their hebden heights scheme": up to three words before a word for a job.
JOB_NAMED = re.compile(r"((?:\b[a-z]+\s+){1,3})(?:job|site|scheme|development|contract)s?\b")
NOT_NAMES = frozenset({"the", "their", "its", "a", "our", "new", "big", "old", "main", "same", "other", "next"})


def wrong_company(session: Session, entities: Entities) -> str:
    """The person and the organisation named beside them when none of the people named works there (in the
    question's record names), else ""."""
    orgs = {n.id: n.name for n in (*entities.customers, *entities.suppliers, *entities.companies, *entities.others)}
    if not entities.contacts or not orgs:
        return ""
    ids = [n.id for n in entities.contacts]
    theirs = set(session.scalars(select(Contact.organisation_id).where(Contact.id.in_(ids))))
    if theirs & set(orgs):
        return ""
    return f"{entities.contacts[0].name} at {next(iter(orgs.values()))}"


def unheld_job(normalised: str, entities: Entities, stray: list[str]) -> str:
    """A job named by words none of the records matched ("the barnsley job") when the question names a party but
    no project: the words and "job"; else ""."""
    if entities.projects:
        return ""
    match = JOB_NAMED.search(normalised)
    if match is None:
        return ""
    words = [w for w in match.group(1).split() if w not in NOT_NAMES and w in stray]
    if not words:
        return ""
    return " ".join([*words, "job"])
