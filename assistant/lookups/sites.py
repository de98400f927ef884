"""A site's delivery restrictions (Attribute.site_access): the delivery notes of a project's site address, or of an
organisation's site addresses ("Booked deliveries only, 8am to 3pm", "Narrow lane: rigid vehicles only, offload by
crane"), each beside the address it is for; that none are recorded when a site has none."""

from __future__ import annotations

from datetime import date

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.crm import Address, AddressType, Organisation
from api.projects.models import Project
from assistant.lookups import cards as c
from assistant.lookups.types import LookupResult, not_found
from assistant.schemas import CardOut
from assistant.understanding.types import Understanding

MAX_RECORDS = 3


def _address(address: Address) -> str:
    return ", ".join(p for p in (address.line1, address.line2, address.town, address.postcode) if p)


def _sentence(name: str, address: Address | None) -> str:
    if address is None:
        return f"No site address is recorded for {name}."
    notes = address.delivery_notes.strip().rstrip(".")
    if not notes:
        return f"No delivery restrictions are recorded for {name}'s site ({_address(address)})."
    return f"Delivering to {name} ({_address(address)}): {notes}."


def _projects(session: Session, understanding: Understanding) -> tuple[list[str], list[CardOut]]:
    ids = [n.id for n in understanding.entities.projects[:MAX_RECORDS]]
    rows = session.execute(
        select(Project, Address).outerjoin(Address, Address.id == Project.site_address_id).where(Project.id.in_(ids))
    ).all()
    found = {project.id: (project, address) for project, address in rows}
    said, cards = [], []
    for project, address in (found[i] for i in ids if i in found):
        said.append(_sentence(project.name, address))
        notes = address.delivery_notes if address is not None else None
        cards.append(
            c.project_card(
                project, ("Site address", _address(address) if address else None), ("Delivery notes", notes or None)
            )
        )
    return said, cards


def _organisations(session: Session, understanding: Understanding) -> tuple[list[str], list[CardOut]]:
    e = understanding.entities
    ids = [n.id for n in (*e.customers, *e.companies)][:MAX_RECORDS]
    rows = session.execute(
        select(Organisation, Address)
        .outerjoin(
            Address,
            (Address.organisation_id == Organisation.id)
            & (Address.address_type == AddressType.site.value)
            & Address.archived.is_(False),
        )
        .where(Organisation.id.in_(ids))
        .order_by(Organisation.id, Address.id)
    ).all()
    said, cards = [], []
    for org, address in rows:
        label = f"{org.name}, {address.label}" if address is not None and address.label else org.name
        said.append(_sentence(label, address))
        notes = address.delivery_notes if address is not None else None
        cards.append(
            c.organisation_card(
                org, ("Site", _address(address) if address else None), ("Delivery notes", notes or None)
            )
        )
    return said, cards


def site_access(session: Session, understanding: Understanding, today: date) -> LookupResult:
    said, cards = _projects(session, understanding)
    if not said:
        said, cards = _organisations(session, understanding)
    if not said:
        return not_found("I couldn't tell which site you mean: name the job or the customer.")
    return LookupResult(" ".join(said), cards, True, understanding.confidence)
