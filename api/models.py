"""Every ORM model, imported once so Alembic and the tests see the whole schema."""

from api.auth.models import AuthToken, LoginAttempt, PasswordResetToken
from api.catalogue.models import Equivalent, PriceChange, Product
from api.core.ratelimit import RateLimitHit
from api.crm.models import Activity, Address, Contact, Note, Organisation, StoredFile
from api.db import Base
from api.mail import service as _mail_service  # noqa: F401  (registers the mail job)
from api.mail.models import OutboxMessage
from api.notifications.models import Notification
from api.orders.models import Order, OrderLine, OrderPlot, OrderPlotQuantity
from api.projects.models import Project, ProjectArchitect, ProjectSupplier, SuggestedProduct
from api.quotes.models import Quote, QuoteComment, QuoteContact, QuoteLine, QuotePlot, QuotePlotQuantity, QuoteVersion
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
    "Order",
    "OrderLine",
    "OrderPlot",
    "OrderPlotQuantity",
    "Organisation",
    "OutboxMessage",
    "PasswordResetToken",
    "PriceChange",
    "Product",
    "Project",
    "ProjectArchitect",
    "ProjectSupplier",
    "Quote",
    "QuoteComment",
    "QuoteContact",
    "QuoteLine",
    "QuotePlot",
    "QuotePlotQuantity",
    "QuoteVersion",
    "RateLimitHit",
    "StoredFile",
    "SuggestedProduct",
    "User",
]
