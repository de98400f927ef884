"""Every ORM model, imported once so Alembic and the tests see the whole schema."""

from api.auth.models import AuthToken, LoginAttempt, PasswordResetToken
from api.catalogue.models import Equivalent, PriceChange, Product
from api.crm.models import Activity, Address, Contact, Note, Organisation, StoredFile
from api.db import Base
from api.mail import service as _mail_service  # noqa: F401  (registers the mail job)
from api.mail.models import OutboxMessage
from api.notifications.models import Notification
from api.projects.models import Project, ProjectArchitect, ProjectSupplier, SuggestedProduct
from api.users.models import User

__all__ = [
    "Activity",
    "Address",
    "AuthToken",
    "Base",
    "Contact",
    "Equivalent",
    "LoginAttempt",
    "Note",
    "Notification",
    "Organisation",
    "OutboxMessage",
    "PasswordResetToken",
    "PriceChange",
    "Product",
    "Project",
    "ProjectArchitect",
    "ProjectSupplier",
    "StoredFile",
    "SuggestedProduct",
    "User",
]
