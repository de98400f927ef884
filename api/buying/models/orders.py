"""Purchase orders (`PO-000123`): what we order from a supplier, usually from its awarded supplier-quote lines,
delivered direct to site. The supplier answers on a public link (by `uuid`): acknowledges, proposes another date
or quantity, or declines with a reason."""

from __future__ import annotations

import uuid as uuid_module
from datetime import date, datetime
from decimal import Decimal
from enum import StrEnum

from sqlalchemy import Date, DateTime, ForeignKey, Index, Integer, Numeric, Sequence, String, Text
from sqlalchemy.dialects.postgresql import UUID
from sqlalchemy.orm import Mapped, mapped_column

from api.buying.models.vocabulary import OffloadMethod, check_in
from api.catalogue.models import SellingUnit
from api.db import Base, TimestampMixin, trigram_index

PO_SUBJECT = "purchase_order"
PO_NUMBER_SEQUENCE = Sequence("purchase_order_number_seq", metadata=Base.metadata)
MONEY = Numeric(12, 2)
TOTAL = Numeric(14, 2)
QUANTITY = Numeric(12, 3)


class PurchaseOrderStatus(StrEnum):
    draft = "draft"
    sent = "sent"
    acknowledged = "acknowledged"
    changes_proposed = "changes_proposed"
    declined = "declined"
    part_delivered = "part_delivered"
    delivered = "delivered"
    closed = "closed"
    cancelled = "cancelled"


PO_STATUS_LABELS = {
    PurchaseOrderStatus.draft: "Draft",
    PurchaseOrderStatus.sent: "Sent",
    PurchaseOrderStatus.acknowledged: "Acknowledged",
    PurchaseOrderStatus.changes_proposed: "Changes proposed",
    PurchaseOrderStatus.declined: "Declined",
    PurchaseOrderStatus.part_delivered: "Part delivered",
    PurchaseOrderStatus.delivered: "Delivered",
    PurchaseOrderStatus.closed: "Closed",
    PurchaseOrderStatus.cancelled: "Cancelled",
}


class PurchaseOrder(TimestampMixin, Base):
    __tablename__ = "purchase_orders"
    __table_args__ = (
        check_in("status", PurchaseOrderStatus),
        check_in("offload_method", OffloadMethod, nullable=True),
        trigram_index("ix_purchase_orders_search_trgm"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    number: Mapped[str] = mapped_column(String(20), unique=True)
    uuid: Mapped[uuid_module.UUID] = mapped_column(UUID(as_uuid=True), unique=True, default=uuid_module.uuid4)
    status: Mapped[str] = mapped_column(String(20), default=PurchaseOrderStatus.draft.value, index=True)
    supplier_id: Mapped[int] = mapped_column(ForeignKey("organisations.id"), index=True)
    supplier_quote_id: Mapped[int | None] = mapped_column(
        ForeignKey("supplier_quotes.id", ondelete="SET NULL"), index=True
    )
    # The customer order it supplies, when there is one.
    order_id: Mapped[int | None] = mapped_column(ForeignKey("orders.id", ondelete="SET NULL"), index=True)
    project_id: Mapped[int | None] = mapped_column(ForeignKey("projects.id", ondelete="SET NULL"), index=True)
    # Delivered direct to site: the address (record and text), the site contact, when, how it is offloaded.
    site_address_id: Mapped[int | None] = mapped_column(ForeignKey("addresses.id", ondelete="SET NULL"))
    site_address: Mapped[str] = mapped_column(Text, default="")
    site_postcode: Mapped[str] = mapped_column(String(10), default="")
    site_contact_id: Mapped[int | None] = mapped_column(ForeignKey("contacts.id", ondelete="SET NULL"))
    site_contact_name: Mapped[str] = mapped_column(String(200), default="")
    site_contact_phone: Mapped[str] = mapped_column(String(30), default="")
    required_date: Mapped[date | None] = mapped_column(Date)
    offload_method: Mapped[str | None] = mapped_column(String(20))
    notes: Mapped[str] = mapped_column(Text, default="")
    internal_notes: Mapped[str] = mapped_column(Text, default="")
    # Totals of the lines (goods and charge lines), to the penny.
    subtotal: Mapped[Decimal] = mapped_column(TOTAL, default=Decimal("0"))
    charges_total: Mapped[Decimal] = mapped_column(TOTAL, default=Decimal("0"))
    total: Mapped[Decimal] = mapped_column(TOTAL, default=Decimal("0"))
    sent_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    sent_by_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    opened_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    # The supplier's response.
    acknowledged_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    proposed_date: Mapped[date | None] = mapped_column(Date)
    proposed_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    proposal_notes: Mapped[str] = mapped_column(Text, default="")
    declined_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    decline_reason: Mapped[str] = mapped_column(Text, default="")
    responded_by: Mapped[str] = mapped_column(String(200), default="")
    created_by_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    # Lower-cased number and supplier name, for search.
    search_text: Mapped[str] = mapped_column(Text, default="")
    row_version: Mapped[int] = mapped_column(Integer, default=1)


class PurchaseOrderContact(Base):
    """The supplier's contacts the order is mailed to."""

    __tablename__ = "purchase_order_contacts"

    purchase_order_id: Mapped[int] = mapped_column(
        ForeignKey("purchase_orders.id", ondelete="CASCADE"), primary_key=True
    )
    contact_id: Mapped[int] = mapped_column(ForeignKey("contacts.id", ondelete="CASCADE"), primary_key=True, index=True)


class PurchaseOrderLine(Base):
    __tablename__ = "purchase_order_lines"
    __table_args__ = (
        Index("ix_purchase_order_lines_order_position", "purchase_order_id", "position"),
        check_in("unit", SellingUnit),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    purchase_order_id: Mapped[int] = mapped_column(ForeignKey("purchase_orders.id", ondelete="CASCADE"))
    position: Mapped[int] = mapped_column(Integer)
    product_id: Mapped[int | None] = mapped_column(ForeignKey("products.id", ondelete="SET NULL"), index=True)
    code: Mapped[str] = mapped_column(String(50), default="")
    description: Mapped[str] = mapped_column(String(500))
    quantity: Mapped[Decimal] = mapped_column(QUANTITY)
    unit: Mapped[str] = mapped_column(String(20))
    unit_price: Mapped[Decimal] = mapped_column(MONEY)
    line_total: Mapped[Decimal] = mapped_column(TOTAL)
    required_date: Mapped[date | None] = mapped_column(Date)
    # The supplier-quote line this was ordered from (its price and terms).
    supplier_quote_line_id: Mapped[int | None] = mapped_column(
        ForeignKey("supplier_quote_lines.id", ondelete="SET NULL"), index=True
    )
    # The supplier's counter-proposal for this line, and what has been delivered so far.
    proposed_quantity: Mapped[Decimal | None] = mapped_column(QUANTITY)
    proposed_date: Mapped[date | None] = mapped_column(Date)
    delivered_quantity: Mapped[Decimal] = mapped_column(QUANTITY, default=Decimal("0"))
