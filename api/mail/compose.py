"""What every mail and document about a record shares: our company as the templates show it, the greeting, a mail
rendered from its pair of templates (`name.html`, `name.txt`), and one mail to each recipient through the outbox."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol, TypeVar

from jinja2 import Environment, FileSystemLoader, StrictUndefined, select_autoescape
from sqlalchemy.orm import Session

from api.mail.service import Attachment, send_mail
from api.settings import get_settings


class Addressee(Protocol):
    """Whom a mail goes to (api/crm/service/recipients.py `Recipient`)."""

    @property
    def name(self) -> str: ...

    @property
    def first_name(self) -> str: ...

    @property
    def email(self) -> str: ...


A = TypeVar("A", bound=Addressee)


@dataclass
class Mail:
    subject: str
    html: str
    text: str


NO_EMAIL_CHOSEN = "None of these contacts has an email address: add one to the contact, or choose another."


@dataclass(kw_only=True)
class Blockers:
    """Why a mail about a record cannot go yet: `problems`, all of them; the first that is the record's own (409,
    `conflict`), and that nobody has an email address (422 on `contact_ids`, `no_recipient`)."""

    problems: list[str] = field(default_factory=list)
    conflict: str | None = None
    no_recipient: str | None = None

    def settle(self, conflicts: list[str], recipients: Sequence[object], chosen: bool, record: str) -> None:
        """`conflicts` found, and nobody to send to among `recipients` (the contacts `chosen`, or else the
        record's own: `record`, "Quote Q-000012", has none with an email)."""
        self.conflict = conflicts[0] if conflicts else None
        if not recipients:
            self.no_recipient = (
                NO_EMAIL_CHOSEN
                if chosen
                else f"{record} has no contact with an email address: choose one to send it to."
            )
        self.problems = conflicts + ([self.no_recipient] if self.no_recipient else [])


# What the documents of every folder extend (document.html: the A4 page, its style and the letterhead).
SHARED_TEMPLATES = Path(__file__).resolve().parent / "templates"


def templates(folder: Path) -> Environment:
    """Jinja for a folder of mail and PDF templates (and the shared ones): HTML escaped, plain text not, every value
    required."""
    return Environment(
        loader=FileSystemLoader([folder, SHARED_TEMPLATES]),
        autoescape=select_autoescape(["html"], default_for_string=True, default=False),
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )


def company() -> dict[str, str]:
    """Our company as the mails, PDFs and public pages show it."""
    settings = get_settings()
    return {
        "name": settings.company_name,
        "address": settings.company_address,
        "phone": settings.company_phone,
        "email": settings.company_email,
    }


def greeting(recipient: Addressee | None) -> str:
    """ "Dear Priya," (the first name, else the whole name); "Hello," for a preview with nobody chosen."""
    return f"Dear {recipient.first_name or recipient.name}," if recipient else "Hello,"


def render(env: Environment, template: str, subject: str, values: dict[str, Any]) -> Mail:
    return Mail(
        subject=subject,
        html=env.get_template(f"{template}.html").render(**values),
        text=env.get_template(f"{template}.txt").render(**values),
    )


def to_each(
    session: Session, recipients: Sequence[A], compose: Callable[[A], Mail], attachments: Sequence[Attachment] = ()
) -> list[int]:
    """One mail to each recipient, as `compose` writes it for them; the outbox rows' ids."""
    ids = []
    for recipient in recipients:
        composed = compose(recipient)
        row = send_mail(
            session,
            to=[recipient.email],
            subject=composed.subject,
            text=composed.text,
            html=composed.html,
            attachments=attachments,
        )
        ids.append(row.id)
    return ids
