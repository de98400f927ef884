"""Customers, suppliers, others and companies as documents (one kind each), and notes on any record."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from sqlalchemy import select
from sqlalchemy.orm import Session, aliased

from api.crm import Kind, Organisation, Subject
from api.projects.models import SUBJECT as PROJECT
from api.projects.models import Project
from api.quotes.models import SUBJECT as QUOTE
from api.quotes.models import Quote
from api.records.models import Note
from api.users.models import User
from ingest.documents.base import Builder, Doc, day

PATHS = {Kind.customer: "/customer", Kind.supplier: "/supplier", Kind.other: "/other", Kind.company: "/company"}
LABELS = {Kind.customer: "Customer", Kind.supplier: "Supplier", Kind.other: "Other", Kind.company: "Company"}


def organisation_link(kind: str, org_id: int) -> str:
    return f"{PATHS[Kind(kind)]}?id={org_id}"


def _organisations(kind: Kind) -> Builder:
    def ids(session: Session) -> Iterable[int]:
        return session.scalars(select(Organisation.id).where(Organisation.kind == kind.value).order_by(Organisation.id))

    def build(session: Session, wanted: Sequence[int]) -> list[Doc]:
        manager = aliased(User)
        rows = session.execute(
            select(Organisation, manager)
            .outerjoin(manager, manager.id == Organisation.account_manager_id)
            .where(Organisation.id.in_(wanted), Organisation.kind == kind.value)
        ).all()
        return [
            Doc(
                kind=kind.value,
                record_id=org.id,
                title=f"{LABELS[kind]}: {org.name}",
                meta={
                    "account number": org.account_number or "",
                    "category": org.category,
                    "town": org.town,
                    "postcode": org.postcode,
                    "email": org.email,
                    "phone": org.phone,
                    "account manager": user.full_name if user else "",
                    "archived": "yes" if org.archived else "",
                },
                text=org.description,
                link=organisation_link(kind.value, org.id),
            )
            for org, user in rows
        ]

    return Builder(kind.value, ids, build)


ORGANISATIONS = [_organisations(kind) for kind in Kind]


def _note_ids(session: Session) -> Iterable[int]:
    return session.scalars(select(Note.id).order_by(Note.id))


def note_subjects(session: Session, notes: list[Note]) -> dict[tuple[str, int], tuple[str, str]]:
    """(subject type, id) → (what it is, its link), for the subjects notes hang off."""
    found: dict[tuple[str, int], tuple[str, str]] = {}
    org_ids = [n.subject_id for n in notes if n.subject_type == Subject.organisation.value]
    for org in session.scalars(select(Organisation).where(Organisation.id.in_(org_ids))) if org_ids else []:
        found[(Subject.organisation.value, org.id)] = (
            f"{LABELS[Kind(org.kind)].lower()} {org.name}",
            organisation_link(org.kind, org.id),
        )
    project_ids = [n.subject_id for n in notes if n.subject_type == PROJECT]
    for project in session.scalars(select(Project).where(Project.id.in_(project_ids))) if project_ids else []:
        found[(PROJECT, project.id)] = (f"project {project.name}", f"/projects/view/{project.id}")
    quote_ids = [n.subject_id for n in notes if n.subject_type == QUOTE]
    for quote in session.scalars(select(Quote).where(Quote.id.in_(quote_ids))) if quote_ids else []:
        found[(QUOTE, quote.id)] = (f"quote {quote.number}", f"/quotes/editor/{quote.id}")
    return found


def _build_notes(session: Session, wanted: Sequence[int]) -> list[Doc]:
    rows = session.execute(
        select(Note, User).outerjoin(User, User.id == Note.author_id).where(Note.id.in_(wanted))
    ).all()
    subjects = note_subjects(session, [note for note, _ in rows])
    docs = []
    for note, author in rows:
        about, link = subjects.get((note.subject_type, note.subject_id), (note.subject_type, ""))
        docs.append(
            Doc(
                kind="note",
                record_id=note.id,
                title=f"Note on {about}",
                meta={"author": author.full_name if author else "", "date": day(note.created_at)},
                text=note.body,
                link=link,
            )
        )
    return docs


NOTES = Builder("note", _note_ids, _build_notes)
