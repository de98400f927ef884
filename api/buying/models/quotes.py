"""Supplier quotes: one supplier's (or other's) prices for a request's lines. The quote row keeps who it is from,
where the request stands with that supplier (sent, first opened, answered, declined, chased) and the optimistic
lock; its priced content lives in numbered versions (`supplier_quote_versions` and their lines).

Versions: a staff draft saves in place; once sent (or answered) a change becomes the next version. The supplier
prices the sent version in place until submitting; a resubmission after an answer is a new version, never an
overwrite."""

from __future__ import annotations

import uuid as uuid_module
from datetime import date, datetime
from decimal import Decimal
from enum import StrEnum

from sqlalchemy import (
    Date,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    Numeric,
    String,
    Text,
    UniqueConstraint,
)
from sqlalchemy.dialects.postgresql import UUID
from sqlalchemy.orm import Mapped, mapped_column

from api.buying.models.vocabulary import HaulageBasis, LoadPreference, OffloadMethod, check_in
from api.db import Base, TimestampMixin, trigram_index, utcnow
from api.records.models import CommentColumns

SUBJECT = "supplier_quote"
MONEY = Numeric(12, 2)
TOTAL = Numeric(14, 2)


class SupplierQuoteStatus(StrEnum):
    """Where the request stands with this supplier. `expired` is stored by the expiry job (and read so when an
    answered quote's valid-until date has passed)."""

    draft = "draft"
    requested = "requested"
    answered = "answered"
    declined = "declined"
    expired = "expired"
    ordered = "ordered"
    withdrawn = "withdrawn"


STATUS_LABELS = {
    SupplierQuoteStatus.draft: "Draft",
    SupplierQuoteStatus.requested: "Requested",
    SupplierQuoteStatus.answered: "Answered",
    SupplierQuoteStatus.declined: "Declined",
    SupplierQuoteStatus.expired: "Expired",
    SupplierQuoteStatus.ordered: "Ordered",
    SupplierQuoteStatus.withdrawn: "Withdrawn",
}


class SupplierVersionStatus(StrEnum):
    """draft: staff are writing it; sent: the supplier can read and price it (their draft saves in place);
    answered: the supplier (or staff for them) submitted it, read-only from then on."""

    draft = "draft"
    sent = "sent"
    answered = "answered"


# The name the rest of Buying uses.
VersionStatus = SupplierVersionStatus


class SupplierQuote(TimestampMixin, Base):
    __tablename__ = "supplier_quotes"
    __table_args__ = (
        check_in("status", SupplierQuoteStatus),
        check_in("offload_method", OffloadMethod, nullable=True),
        check_in("load_preference", LoadPreference),
        Index("ix_supplier_quotes_supplier_created", "supplier_id", "created_at"),
        trigram_index("ix_supplier_quotes_search_trgm"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    number: Mapped[str] = mapped_column(String(20), unique=True)
    uuid: Mapped[uuid_module.UUID] = mapped_column(UUID(as_uuid=True), unique=True, default=uuid_module.uuid4)
    status: Mapped[str] = mapped_column(String(20), default=SupplierQuoteStatus.draft.value, index=True)
    request_id: Mapped[int | None] = mapped_column(ForeignKey("supplier_requests.id", ondelete="SET NULL"), index=True)
    # The party: an organisation of kind `supplier`, or `other` (haulier, crane hire) for `others/quote/add`.
    supplier_id: Mapped[int] = mapped_column(ForeignKey("organisations.id"))
    project_id: Mapped[int | None] = mapped_column(ForeignKey("projects.id", ondelete="SET NULL"), index=True)
    # The newest version (what staff edit) and the newest one the supplier can see (what the public page shows).
    current_version: Mapped[int] = mapped_column(Integer, default=1)
    sent_version: Mapped[int | None] = mapped_column(Integer)
    # Copied from the request (and editable per supplier): where and when, and how it is offloaded.
    site_address_id: Mapped[int | None] = mapped_column(ForeignKey("addresses.id", ondelete="SET NULL"))
    site_address: Mapped[str] = mapped_column(Text, default="")
    site_postcode: Mapped[str] = mapped_column(String(10), default="")
    required_on_site: Mapped[date | None] = mapped_column(Date)
    response_deadline: Mapped[date | None] = mapped_column(Date, index=True)
    # The answered version's valid-until date, kept here so lists can tell a usable quote without a join.
    valid_until: Mapped[date | None] = mapped_column(Date, index=True)
    offload_method: Mapped[str | None] = mapped_column(String(20))
    load_preference: Mapped[str] = mapped_column(String(10), default=LoadPreference.either.value)
    # What the supplier reads; internal notes never leave the office.
    notes: Mapped[str] = mapped_column(Text, default="")
    internal_notes: Mapped[str] = mapped_column(Text, default="")
    # Tracking of this recipient: first sent, first opened on the public page, answered, declined, last chased.
    sent_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    opened_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    answered_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    declined_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    decline_reason: Mapped[str] = mapped_column(Text, default="")
    chased_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    created_by_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    # Lower-cased number and supplier name, for search.
    search_text: Mapped[str] = mapped_column(Text, default="")
    # Optimistic lock: every change to the quote or any of its versions bumps it.
    row_version: Mapped[int] = mapped_column(Integer, default=1)


class SupplierQuoteContact(Base):
    """The supplier's contacts the request is addressed (and mailed) to."""

    __tablename__ = "supplier_quote_contacts"

    supplier_quote_id: Mapped[int] = mapped_column(
        ForeignKey("supplier_quotes.id", ondelete="CASCADE"), primary_key=True
    )
    contact_id: Mapped[int] = mapped_column(ForeignKey("contacts.id", ondelete="CASCADE"), primary_key=True, index=True)


class SupplierQuoteCustomerQuote(Base):
    """Supplier quote ↔ customer quote (many to many): the customer quotes a supplier quote prices."""

    __tablename__ = "supplier_quote_customer_quotes"

    supplier_quote_id: Mapped[int] = mapped_column(
        ForeignKey("supplier_quotes.id", ondelete="CASCADE"), primary_key=True
    )
    quote_id: Mapped[int] = mapped_column(ForeignKey("quotes.id", ondelete="CASCADE"), primary_key=True, index=True)
    created_by_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class SupplierQuoteVersion(Base):
    __tablename__ = "supplier_quote_versions"
    __table_args__ = (
        UniqueConstraint("supplier_quote_id", "version"),
        check_in("status", VersionStatus),
        check_in("haulage_basis", HaulageBasis),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    supplier_quote_id: Mapped[int] = mapped_column(ForeignKey("supplier_quotes.id", ondelete="CASCADE"))
    version: Mapped[int] = mapped_column(Integer)
    status: Mapped[str] = mapped_column(String(20), default=VersionStatus.draft.value)
    valid_until: Mapped[date | None] = mapped_column(Date)
    # The supplier's own words on the answer (staff notes to the supplier live on the quote).
    supplier_notes: Mapped[str] = mapped_column(Text, default="")
    # Charges. Haulage: `haulage_amount` per load (x loads), per delivery (x loads, read as deliveries) or
    # included (nothing added). Pallets: `pallets` x `pallet_charge`; `pallet_refund` per pallet returned.
    haulage_basis: Mapped[str] = mapped_column(String(20), default=HaulageBasis.included.value)
    haulage_amount: Mapped[Decimal] = mapped_column(MONEY, default=Decimal("0"))
    loads: Mapped[int] = mapped_column(Integer, default=0)
    part_load_surcharge: Mapped[Decimal] = mapped_column(MONEY, default=Decimal("0"))
    offload_charge: Mapped[Decimal] = mapped_column(MONEY, default=Decimal("0"))
    pallets: Mapped[int] = mapped_column(Integer, default=0)
    pallet_charge: Mapped[Decimal] = mapped_column(MONEY, default=Decimal("0"))
    pallet_refund: Mapped[Decimal] = mapped_column(MONEY, default=Decimal("0"))
    # Totals, worked out on every save (see api/buying/totals.py): priced lines, charges, their sum.
    goods_total: Mapped[Decimal] = mapped_column(TOTAL, default=Decimal("0"))
    charges_total: Mapped[Decimal] = mapped_column(TOTAL, default=Decimal("0"))
    total: Mapped[Decimal] = mapped_column(TOTAL, default=Decimal("0"))
    sent_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    sent_by_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    # The supplier's submission: when, and the name they gave (or the staff member who keyed it in).
    submitted_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    submitted_by: Mapped[str] = mapped_column(String(200), default="")
    created_by_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    updated_by_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow, onupdate=utcnow)


class SupplierQuoteComment(CommentColumns, Base):
    """A comment with the supplier (theirs, or a staff reply they see) or an internal one (never public)."""

    __tablename__ = "supplier_quote_comments"
    __table_args__ = (Index("ix_supplier_quote_comments_quote", "supplier_quote_id", "is_internal", "created_at"),)

    supplier_quote_id: Mapped[int] = mapped_column(ForeignKey("supplier_quotes.id", ondelete="CASCADE"))
