"""The suppliers on a job (Attribute.project_suppliers): the organisations linked to a project as its suppliers
("which suppliers are on the mytholm job", "who's supplying kirkstall forge"), each with its town and phone."""

from __future__ import annotations

from datetime import date

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.crm import Organisation
from api.projects.models import Project, ProjectSupplier
from assistant.lookups import cards as c
from assistant.lookups import format as fmt
from assistant.lookups.types import LookupResult, not_found
from assistant.schemas import CardOut
from assistant.understanding.types import Understanding

MAX_PROJECTS = 3


def project_suppliers(session: Session, understanding: Understanding, today: date) -> LookupResult:
    ids = [n.id for n in understanding.entities.projects[:MAX_PROJECTS]]
    projects = {p.id: p for p in session.scalars(select(Project).where(Project.id.in_(ids)))} if ids else {}
    if not projects:
        return not_found("I couldn't tell which job you mean.")
    rows = session.execute(
        select(ProjectSupplier.project_id, Organisation)
        .join(Organisation, Organisation.id == ProjectSupplier.organisation_id)
        .where(ProjectSupplier.project_id.in_(list(projects)))
        .order_by(func.lower(Organisation.name))
    ).all()
    said: list[str] = []
    cards: list[CardOut] = []
    for project in (projects[i] for i in ids if i in projects):
        mine = [org for project_id, org in rows if project_id == project.id]
        names = [org.name for org in mine]
        cards.append(c.project_card(project, ("Suppliers", ", ".join(names) or None)))
        cards += [c.organisation_card(org, ("Town", org.town), ("Phone", org.phone)) for org in mine]
        said.append(
            f"{fmt.possessive(project.name)} suppliers: {fmt.listing(names)}."
            if names
            else f"No suppliers are linked to {project.name}."
        )
    return LookupResult(" ".join(said), cards, True, understanding.confidence)
