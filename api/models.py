"""Every ORM model, imported once so Alembic and the tests see the whole schema. Models only: the jobs and the
change listener are wired by `api.wiring.wire()`."""

from api.auth.models import AuthToken, LoginAttempt, PasswordResetToken, RateLimitHit
from api.buying.models import (
    PurchaseOrder,
    PurchaseOrderContact,
    PurchaseOrderLine,
    SupplierQuote,
    SupplierQuoteComment,
    SupplierQuoteContact,
    SupplierQuoteCustomerQuote,
    SupplierQuoteFile,
    SupplierQuoteLine,
    SupplierQuoteVersion,
    SupplierRequest,
)
from api.catalogue.models import Equivalent, PriceChange, Product
from api.core.job_outbox import JobOutbox
from api.crm import Address, Contact, Organisation
from api.db import Base
from api.imports.models import ImportJob, ImportJobRow
from api.mail.models import OutboxMessage
from api.notifications.models import Notification
from api.orders.models import Order, OrderLine, OrderPlot, OrderPlotQuantity
from api.projects.models import Project, ProjectArchitect, ProjectSupplier, SuggestedProduct
from api.quotes.models import Quote, QuoteComment, QuoteContact, QuoteLine, QuotePlot, QuotePlotQuantity, QuoteVersion
from api.records.models import Activity, Note, StoredFile
from api.schedules.models import CallOff, CallOffEvent, CallOffItem, ScheduleLink
from api.tasks.models import Task, TaskLink, TaskMessage, TaskNote, TaskStage, TaskUser
from api.tasks.rules.models import TaskRule
from api.users.models import User
from assistant.actions.models import Proposal
from assistant.models import Conversation, Exchange, Feedback, SourceDemotion
from ingest.models import Document, IndexJob

__all__ = [
    "Activity",
    "Address",
    "AuthToken",
    "Base",
    "CallOff",
    "CallOffEvent",
    "CallOffItem",
    "Contact",
    "Conversation",
    "Document",
    "Equivalent",
    "Exchange",
    "Feedback",
    "ImportJob",
    "ImportJobRow",
    "IndexJob",
    "JobOutbox",
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
    "Proposal",
    "PurchaseOrder",
    "PurchaseOrderContact",
    "PurchaseOrderLine",
    "Quote",
    "QuoteComment",
    "QuoteContact",
    "QuoteLine",
    "QuotePlot",
    "QuotePlotQuantity",
    "QuoteVersion",
    "RateLimitHit",
    "ScheduleLink",
    "SourceDemotion",
    "StoredFile",
    "SuggestedProduct",
    "SupplierQuote",
    "SupplierQuoteComment",
    "SupplierQuoteContact",
    "SupplierQuoteCustomerQuote",
    "SupplierQuoteFile",
    "SupplierQuoteLine",
    "SupplierQuoteVersion",
    "SupplierRequest",
    "Task",
    "TaskLink",
    "TaskMessage",
    "TaskNote",
    "TaskRule",
    "TaskStage",
    "TaskUser",
    "User",
]
