"""Call-offs (`CO-000123`, one `schedule_id`): a delivery drawing down an order's quantities, usually per plot.
Each status change is an event stamped with who and when; public links (site, works, haulier) are rows of their
own so they can be revoked and expire."""

from __future__ import annotations

import uuid as uuid_module
from datetime import date, datetime
from decimal import Decimal
from enum import StrEnum

from sqlalchemy import Date, DateTime, ForeignKey, Index, Integer, Numeric, Sequence, String, Text
from sqlalchemy.dialects.postgresql import UUID
from sqlalchemy.orm import Mapped, mapped_column

from api.buying.models.vocabulary import OffloadMethod, check_in
from api.db import Base, TimestampMixin, utcnow

SUBJECT = "call_off"
NUMBER_SEQUENCE = Sequence("call_off_number_seq", metadata=Base.metadata)
QUANTITY = Numeric(12, 3)
# A vehicle's default capacity: 44 t gross, 22 pallets.
DEFAULT_CAPACITY_KG = Decimal("44000")
DEFAULT_CAPACITY_PALLETS = 22


class CallOffStatus(StrEnum):
    requested = "requested"
    booked = "booked"
    confirmed = "confirmed"
    dispatched = "dispatched"
    delivered = "delivered"
    part_delivered = "part_delivered"
    proof_received = "proof_received"
    failed = "failed"
    rescheduled = "rescheduled"
    cancelled = "cancelled"


STATUS_LABELS = {
    CallOffStatus.requested: "Requested",
    CallOffStatus.booked: "Booked",
    CallOffStatus.confirmed: "Confirmed",
    CallOffStatus.dispatched: "Dispatched",
    CallOffStatus.delivered: "Delivered",
    CallOffStatus.part_delivered: "Part delivered",
    CallOffStatus.proof_received: "Proof received",
    CallOffStatus.failed: "Failed",
    CallOffStatus.rescheduled: "Rescheduled",
    CallOffStatus.cancelled: "Cancelled",
}


class Window(StrEnum):
    am = "am"
    pm = "pm"
    any = "any"


class Vehicle(StrEnum):
    rigid = "rigid"
    artic = "artic"


class LoadType(StrEnum):
    full = "full"
    part = "part"


class LinkAudience(StrEnum):
    """Who a public link is for: the site (read only), the works or the haulier (they move the call-off)."""

    site = "site"
    works = "works"
    haulier = "haulier"


class CallOff(TimestampMixin, Base):
    __tablename__ = "call_offs"
    __table_args__ = (
        check_in("status", CallOffStatus),
        check_in("time_window", Window),
        check_in("vehicle", Vehicle),
        check_in("load_type", LoadType),
        check_in("offload_method", OffloadMethod, nullable=True),
        Index("ix_call_offs_requested_date", "requested_date"),
        Index("ix_call_offs_booked_date", "booked_date"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    number: Mapped[str] = mapped_column(String(20), unique=True)
    order_id: Mapped[int] = mapped_column(ForeignKey("orders.id", ondelete="CASCADE"), index=True)
    status: Mapped[str] = mapped_column(String(20), default=CallOffStatus.requested.value, index=True)
    requested_date: Mapped[date] = mapped_column(Date)
    booked_date: Mapped[date | None] = mapped_column(Date)
    confirmed_date: Mapped[date | None] = mapped_column(Date)
    # The works' or haulier's counter-proposal on their link, until staff book it.
    proposed_date: Mapped[date | None] = mapped_column(Date)
    proposal_notes: Mapped[str] = mapped_column(Text, default="")
    # AM / PM / any time ("window" is a reserved word in SQL).
    window: Mapped[str] = mapped_column("time_window", String(10), default=Window.any.value)
    site_address: Mapped[str] = mapped_column(Text, default="")
    site_postcode: Mapped[str] = mapped_column(String(10), default="")
    site_contact_id: Mapped[int | None] = mapped_column(ForeignKey("contacts.id", ondelete="SET NULL"))
    site_contact_name: Mapped[str] = mapped_column(String(200), default="")
    site_contact_phone: Mapped[str] = mapped_column(String(30), default="")
    access_notes: Mapped[str] = mapped_column(Text, default="")
    offload_method: Mapped[str | None] = mapped_column(String(20))
    vehicle: Mapped[str] = mapped_column(String(10), default=Vehicle.artic.value)
    load_type: Mapped[str] = mapped_column(String(10), default=LoadType.full.value)
    weight_kg: Mapped[Decimal | None] = mapped_column(Numeric(10, 1))
    pallets: Mapped[int | None] = mapped_column(Integer)
    capacity_kg: Mapped[Decimal] = mapped_column(Numeric(10, 1), default=DEFAULT_CAPACITY_KG)
    capacity_pallets: Mapped[int] = mapped_column(Integer, default=DEFAULT_CAPACITY_PALLETS)
    # The works (a supplier) and the purchase order it rides on; the haulier (any organisation).
    supplier_id: Mapped[int | None] = mapped_column(ForeignKey("organisations.id", ondelete="SET NULL"), index=True)
    purchase_order_id: Mapped[int | None] = mapped_column(
        ForeignKey("purchase_orders.id", ondelete="SET NULL"), index=True
    )
    haulier_id: Mapped[int | None] = mapped_column(ForeignKey("organisations.id", ondelete="SET NULL"), index=True)
    pallets_delivered: Mapped[int | None] = mapped_column(Integer)
    delivered_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    received_by: Mapped[str] = mapped_column(String(200), default="")
    failure_reason: Mapped[str] = mapped_column(Text, default="")
    failure_charge: Mapped[Decimal | None] = mapped_column(Numeric(12, 2))
    # Why a manager let this call-off take more than a plot's balance.
    override_reason: Mapped[str] = mapped_column(Text, default="")
    notes: Mapped[str] = mapped_column(Text, default="")
    created_by_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    # Home and the account manager were told about this call-off's warning (due unconfirmed / no proof).
    warned_unconfirmed_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    warned_no_proof_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    version: Mapped[int] = mapped_column(Integer, default=1)


class CallOffItem(Base):
    """A quantity of one order line for one plot (no plot when the order has none)."""

    __tablename__ = "call_off_items"
    __table_args__ = (
        Index("ix_call_off_items_call_off", "call_off_id"),
        Index("ix_call_off_items_plot_line", "plot_id", "line_id"),
        Index("ix_call_off_items_line", "line_id"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    call_off_id: Mapped[int] = mapped_column(ForeignKey("call_offs.id", ondelete="CASCADE"))
    plot_id: Mapped[int | None] = mapped_column(ForeignKey("order_plots.id", ondelete="CASCADE"))
    line_id: Mapped[int] = mapped_column(ForeignKey("order_lines.id", ondelete="CASCADE"))
    quantity: Mapped[Decimal] = mapped_column(QUANTITY)
    delivered_quantity: Mapped[Decimal] = mapped_column(QUANTITY, default=Decimal("0"))


class CallOffEvent(Base):
    """One status change: from, to, who (a user, or the name given on a public link with its address), when."""

    __tablename__ = "call_off_events"
    __table_args__ = (Index("ix_call_off_events_call_off", "call_off_id", "created_at"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    call_off_id: Mapped[int] = mapped_column(ForeignKey("call_offs.id", ondelete="CASCADE"))
    from_status: Mapped[str | None] = mapped_column(String(20))
    to_status: Mapped[str] = mapped_column(String(20))
    actor_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    actor_name: Mapped[str] = mapped_column(String(200), default="")
    client_address: Mapped[str] = mapped_column(String(100), default="")
    note: Mapped[str] = mapped_column(Text, default="")
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class ScheduleLink(Base):
    """A public link: the order's schedule for the site (read only), or one call-off for its works or haulier."""

    __tablename__ = "schedule_links"
    __table_args__ = (check_in("audience", LinkAudience), Index("ix_schedule_links_order", "order_id"))

    id: Mapped[int] = mapped_column(primary_key=True)
    token: Mapped[uuid_module.UUID] = mapped_column(UUID(as_uuid=True), unique=True, default=uuid_module.uuid4)
    order_id: Mapped[int] = mapped_column(ForeignKey("orders.id", ondelete="CASCADE"))
    call_off_id: Mapped[int | None] = mapped_column(ForeignKey("call_offs.id", ondelete="CASCADE"), index=True)
    audience: Mapped[str] = mapped_column(String(10))
    email: Mapped[str] = mapped_column(String(254), default="")
    expires_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    revoked_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    last_used_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    created_by_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
