"""Every ORM model, imported once so Alembic and the tests see the whole schema."""

from api.auth.models import AuthToken, LoginAttempt, PasswordResetToken
from api.crm.models import Activity, Address, Contact, Note, Organisation, StoredFile
from api.db import Base
from api.mail import service as _mail_service  # noqa: F401  (registers the mail job)
from api.mail.models import OutboxMessage
from api.notifications.models import Notification
from api.users.models import User

__all__ = [
    "Activity",
    "Address",
    "AuthToken",
    "Base",
    "Contact",
    "LoginAttempt",
    "Note",
    "Notification",
    "Organisation",
    "OutboxMessage",
    "PasswordResetToken",
    "StoredFile",
    "User",
]
