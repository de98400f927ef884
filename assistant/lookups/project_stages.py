"""Projects in the stages asked for ("which jobs are at tender"), read by SQL at answer time, with their customer
and estimated value; a customer or company named narrows them to theirs."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.crm import Organisation
from api.projects.models import STAGE_LABELS, STAGE_ORDER, Project, Stage
from assistant.lookups import cards as c
from assistant.lookups import format as fmt
from assistant.lookups.types import LookupResult
from assistant.understanding.types import Understanding


def by_stage(session: Session, understanding: Understanding) -> LookupResult:
    stages = [s for s in STAGE_ORDER if s.value in understanding.filters.project_stages]
    labels = " or ".join(STAGE_LABELS[s].lower() for s in stages)
    e = understanding.entities
    parties = [n.id for n in (*e.customers, *e.companies)]
    query = (
        select(Project, Organisation.name)
        .outerjoin(Organisation, Organisation.id == Project.customer_id)
        .where(Project.stage.in_([s.value for s in stages]))
        .order_by(Project.name)
    )
    if parties:
        query = query.where(Project.customer_id.in_(parties))
    rows = session.execute(query).all()
    if not rows:
        return LookupResult(f"No projects are at the {labels} stage.", [], True, understanding.confidence)
    said, cards = [], []
    for project, customer in rows:
        value = fmt.money(project.estimated_value) if project.estimated_value is not None else None
        stage = STAGE_LABELS[Stage(project.stage)].lower()
        said.append(f"{project.name} ({stage}" + (f", {customer}" if customer else "") + ")")
        cards.append(c.project_card(project, ("Customer", customer), ("Estimated value", value)))
    text = f"{'Projects' if len(rows) > 1 else 'The project'} at the {labels} stage: {fmt.listing(said)}."
    return LookupResult(text, cards, True, understanding.confidence)
