"""What the look-ups of one fact of a record (assistant.lookups.facts) share: the records the question names and how a
fact's sentences become an answer (a fact no record holds is said so, as a decline)."""

from __future__ import annotations

import re

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.crm import Contact, Organisation
from api.projects.models import Project
from assistant.lookups.types import LookupResult, not_found
from assistant.schemas import CardOut
from assistant.understanding.types import Attribute, Understanding

A = Attribute
MAX_RECORDS = 3
NOTHING = re.compile(r"No [\w ]+ is recorded for ")  # a fact the record does not hold


def result(understanding: Understanding, sentences: list[str], cards: list[CardOut]) -> LookupResult:
    if sentences and all(NOTHING.match(s) for s in sentences):  # no record holds the fact: said so, as a decline
        return not_found(" ".join(sentences), cards)
    return LookupResult(" ".join(sentences), cards, True, understanding.confidence)


def named_organisations(session: Session, understanding: Understanding) -> list[Organisation]:
    e = understanding.entities
    ids = [n.id for n in (*e.customers, *e.suppliers, *e.companies, *e.others)][:MAX_RECORDS]
    if not ids and e.contacts:  # "their acc no" after a person: their organisation's
        people = [n.id for n in e.contacts]
        ids = list(dict.fromkeys(session.scalars(select(Contact.organisation_id).where(Contact.id.in_(people)))))
    found = {o.id: o for o in session.scalars(select(Organisation).where(Organisation.id.in_(ids)))} if ids else {}
    return [found[i] for i in ids if i in found]


def named_projects(session: Session, understanding: Understanding) -> list[Project]:
    ids = [n.id for n in understanding.entities.projects[:MAX_RECORDS]]
    found = {p.id: p for p in session.scalars(select(Project).where(Project.id.in_(ids)))} if ids else {}
    return [found[i] for i in ids if i in found]
