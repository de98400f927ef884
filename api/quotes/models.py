"""Customer quotes. A quote (`quotes`) keeps who it is for and where it stands; its priced content lives in
numbered versions (`quote_versions` with their lines and plots). A draft version is saved in place; saving
after a version was sent starts the next version, and every earlier one stays as it was."""

from __future__ import annotations

import uuid as uuid_module
from datetime import date, datetime
from decimal import Decimal
from enum import StrEnum

from sqlalchemy import (
    Boolean,
    CheckConstraint,
    Date,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    Numeric,
    Sequence,
    String,
    Text,
    UniqueConstraint,
)
from sqlalchemy.dialects.postgresql import UUID
from sqlalchemy.orm import Mapped, mapped_column

from api.db import Base, TimestampMixin, trigram_index, utcnow
from api.records.models import CommentColumns

SUBJECT = "quote"
NUMBER_SEQUENCE = Sequence("quote_number_seq", metadata=Base.metadata)


class QuoteStatus(StrEnum):
    """Where the quote as a whole stands. `expired` is never stored: a sent quote past its date reads so."""

    draft = "draft"
    sent = "sent"
    accepted = "accepted"
    rejected = "rejected"
    expired = "expired"
    converted = "converted"
    withdrawn = "withdrawn"


STATUS_LABELS = {
    QuoteStatus.draft: "Draft",
    QuoteStatus.sent: "Sent",
    QuoteStatus.accepted: "Accepted",
    QuoteStatus.rejected: "Rejected",
    QuoteStatus.expired: "Expired",
    QuoteStatus.converted: "Converted",
    QuoteStatus.withdrawn: "Withdrawn",
}


class VersionStatus(StrEnum):
    draft = "draft"
    sent = "sent"
    accepted = "accepted"
    rejected = "rejected"


class Quote(TimestampMixin, Base):
    __tablename__ = "quotes"
    __table_args__ = (
        CheckConstraint("status IN ('draft', 'sent', 'accepted', 'rejected', 'converted', 'withdrawn')", name="status"),
        trigram_index("ix_quotes_search_trgm"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    number: Mapped[str] = mapped_column(String(20), unique=True)
    uuid: Mapped[uuid_module.UUID] = mapped_column(UUID(as_uuid=True), unique=True, default=uuid_module.uuid4)
    status: Mapped[str] = mapped_column(String(20), default=QuoteStatus.draft.value, index=True)
    # The newest version (what the editor shows) and the newest one the customer was sent (what the public page shows).
    current_version: Mapped[int] = mapped_column(Integer, default=1)
    sent_version: Mapped[int | None] = mapped_column(Integer)
    # The sent version's date, kept here so lists can tell an expired quote without a join.
    valid_until: Mapped[date | None] = mapped_column(Date, index=True)
    customer_id: Mapped[int] = mapped_column(ForeignKey("organisations.id"), index=True)
    project_id: Mapped[int | None] = mapped_column(ForeignKey("projects.id", ondelete="SET NULL"), index=True)
    account_manager_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"), index=True)
    internal_notes: Mapped[str] = mapped_column(Text, default="")
    file_repo_url: Mapped[str] = mapped_column(String(2000), default="")
    po_number: Mapped[str] = mapped_column(String(100), default="")
    po_file_id: Mapped[int | None] = mapped_column(ForeignKey("files.id", ondelete="SET NULL"))
    # The customer's (or staff's, on their behalf) decision on the sent version.
    decided_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    decided_by_name: Mapped[str] = mapped_column(String(200), default="")
    decision_reason: Mapped[str] = mapped_column(Text, default="")
    created_by_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    # Lower-cased number and customer name, for search.
    search_text: Mapped[str] = mapped_column(Text, default="")
    # Optimistic lock: every change to the quote or any of its versions bumps it.
    row_version: Mapped[int] = mapped_column(Integer, default=1)


class QuoteContact(Base):
    """The customer's contacts the quote is addressed (and mailed) to."""

    __tablename__ = "quote_contacts"

    quote_id: Mapped[int] = mapped_column(ForeignKey("quotes.id", ondelete="CASCADE"), primary_key=True)
    contact_id: Mapped[int] = mapped_column(ForeignKey("contacts.id", ondelete="CASCADE"), primary_key=True, index=True)


class QuoteVersion(Base):
    __tablename__ = "quote_versions"
    __table_args__ = (
        UniqueConstraint("quote_id", "version"),
        CheckConstraint("status IN ('draft', 'sent', 'accepted', 'rejected')", name="status"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    quote_id: Mapped[int] = mapped_column(ForeignKey("quotes.id", ondelete="CASCADE"))
    version: Mapped[int] = mapped_column(Integer)
    status: Mapped[str] = mapped_column(String(20), default=VersionStatus.draft.value)
    delivery_address_id: Mapped[int | None] = mapped_column(ForeignKey("addresses.id", ondelete="SET NULL"))
    valid_until: Mapped[date | None] = mapped_column(Date)
    vat_rate: Mapped[Decimal] = mapped_column(Numeric(5, 2))
    customer_notes: Mapped[str] = mapped_column(Text, default="")
    # Shipping: full loads at a price each, plus a part-load charge and an offloading charge.
    loads: Mapped[int] = mapped_column(Integer, default=0)
    price_per_load: Mapped[Decimal] = mapped_column(Numeric(12, 2), default=Decimal("0"))
    part_load_charge: Mapped[Decimal] = mapped_column(Numeric(12, 2), default=Decimal("0"))
    offloading_charge: Mapped[Decimal] = mapped_column(Numeric(12, 2), default=Decimal("0"))
    # Totals of the selected lines, worked out on every change (see totals.py).
    subtotal: Mapped[Decimal] = mapped_column(Numeric(14, 2), default=Decimal("0"))
    shipping: Mapped[Decimal] = mapped_column(Numeric(14, 2), default=Decimal("0"))
    vat: Mapped[Decimal] = mapped_column(Numeric(14, 2), default=Decimal("0"))
    total: Mapped[Decimal] = mapped_column(Numeric(14, 2), default=Decimal("0"))
    cost_total: Mapped[Decimal] = mapped_column(Numeric(14, 2), default=Decimal("0"))
    checked_by_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    checked_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    sent_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    sent_by_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    created_by_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    updated_by_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow, onupdate=utcnow)


class QuoteLine(Base):
    __tablename__ = "quote_lines"
    __table_args__ = (Index("ix_quote_lines_version_position", "version_id", "position"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    version_id: Mapped[int] = mapped_column(ForeignKey("quote_versions.id", ondelete="CASCADE"))
    position: Mapped[int] = mapped_column(Integer)
    product_id: Mapped[int | None] = mapped_column(ForeignKey("products.id", ondelete="SET NULL"), index=True)
    code: Mapped[str] = mapped_column(String(50), default="")
    description: Mapped[str] = mapped_column(String(500))
    quantity: Mapped[Decimal] = mapped_column(Numeric(12, 3))
    unit: Mapped[str] = mapped_column(String(20))
    cost_price: Mapped[Decimal] = mapped_column(Numeric(12, 2))
    sell_price: Mapped[Decimal] = mapped_column(Numeric(12, 2))
    line_total: Mapped[Decimal] = mapped_column(Numeric(14, 2))
    # An optional line is left out of the totals unless selected; lines sharing an alternative group are
    # choices of which exactly one is selected.
    optional: Mapped[bool] = mapped_column(Boolean, default=False)
    alternative_group: Mapped[str] = mapped_column(String(20), default="")
    selected: Mapped[bool] = mapped_column(Boolean, default=True)
    lead_time_days: Mapped[int | None] = mapped_column(Integer)
    # Where the line's cost price came from: the supplier-quote line awarded for it (Buying), if any.
    supplier_quote_line_id: Mapped[int | None] = mapped_column(
        ForeignKey("supplier_quote_lines.id", ondelete="SET NULL"), index=True
    )


class QuotePlot(Base):
    __tablename__ = "quote_plots"

    id: Mapped[int] = mapped_column(primary_key=True)
    version_id: Mapped[int] = mapped_column(ForeignKey("quote_versions.id", ondelete="CASCADE"), index=True)
    position: Mapped[int] = mapped_column(Integer)
    plot_number: Mapped[str] = mapped_column(String(30))
    house_type: Mapped[str] = mapped_column(String(100), default="")


class QuotePlotQuantity(Base):
    __tablename__ = "quote_plot_quantities"

    plot_id: Mapped[int] = mapped_column(ForeignKey("quote_plots.id", ondelete="CASCADE"), primary_key=True)
    line_id: Mapped[int] = mapped_column(ForeignKey("quote_lines.id", ondelete="CASCADE"), primary_key=True)
    quantity: Mapped[Decimal] = mapped_column(Numeric(12, 3))


class QuoteComment(CommentColumns, Base):
    """A customer comment (the customer's own, or a staff reply the customer sees) or an internal one."""

    __tablename__ = "quote_comments"
    __table_args__ = (Index("ix_quote_comments_quote", "quote_id", "is_internal", "created_at"),)

    quote_id: Mapped[int] = mapped_column(ForeignKey("quotes.id", ondelete="CASCADE"))
