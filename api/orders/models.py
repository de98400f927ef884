"""Customer orders: what a customer has committed to buy, usually converted from an accepted quote.
Lines and the plot breakdown are copied, so later changes to the quote or the catalogue never alter an order."""

from __future__ import annotations

from decimal import Decimal
from enum import StrEnum

from sqlalchemy import CheckConstraint, ForeignKey, Index, Integer, Numeric, Sequence, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from api.db import Base, TimestampMixin, trigram_index

SUBJECT = "order"
NUMBER_SEQUENCE = Sequence("order_number_seq", metadata=Base.metadata)


class OrderStatus(StrEnum):
    open = "open"
    delivered = "delivered"
    cancelled = "cancelled"


class Order(TimestampMixin, Base):
    __tablename__ = "orders"
    __table_args__ = (
        CheckConstraint("status IN ('open', 'delivered', 'cancelled')", name="status"),
        trigram_index("ix_orders_search_trgm"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    number: Mapped[str] = mapped_column(String(20), unique=True)
    status: Mapped[str] = mapped_column(String(20), default=OrderStatus.open.value, index=True)
    # An order converted from a quote points at it; one quote makes at most one order.
    quote_id: Mapped[int | None] = mapped_column(ForeignKey("quotes.id", ondelete="SET NULL"), unique=True)
    quote_version: Mapped[int | None] = mapped_column(Integer)
    customer_id: Mapped[int] = mapped_column(ForeignKey("organisations.id"), index=True)
    project_id: Mapped[int | None] = mapped_column(ForeignKey("projects.id", ondelete="SET NULL"), index=True)
    delivery_address_id: Mapped[int | None] = mapped_column(ForeignKey("addresses.id", ondelete="SET NULL"))
    account_manager_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    po_number: Mapped[str] = mapped_column(String(100), default="")
    notes: Mapped[str] = mapped_column(Text, default="")
    vat_rate: Mapped[Decimal] = mapped_column(Numeric(5, 2))
    subtotal: Mapped[Decimal] = mapped_column(Numeric(14, 2))
    shipping: Mapped[Decimal] = mapped_column(Numeric(14, 2), default=Decimal("0"))
    vat: Mapped[Decimal] = mapped_column(Numeric(14, 2))
    total: Mapped[Decimal] = mapped_column(Numeric(14, 2))
    cost_total: Mapped[Decimal] = mapped_column(Numeric(14, 2))
    created_by_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    # Lower-cased number, PO number and customer name.
    search_text: Mapped[str] = mapped_column(Text, default="")
    version: Mapped[int] = mapped_column(Integer, default=1)


class OrderLine(Base):
    __tablename__ = "order_lines"
    __table_args__ = (Index("ix_order_lines_order_position", "order_id", "position"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    order_id: Mapped[int] = mapped_column(ForeignKey("orders.id", ondelete="CASCADE"))
    position: Mapped[int] = mapped_column(Integer)
    product_id: Mapped[int | None] = mapped_column(ForeignKey("products.id", ondelete="SET NULL"), index=True)
    code: Mapped[str] = mapped_column(String(50), default="")
    description: Mapped[str] = mapped_column(String(500))
    quantity: Mapped[Decimal] = mapped_column(Numeric(12, 3))
    unit: Mapped[str] = mapped_column(String(20))
    cost_price: Mapped[Decimal] = mapped_column(Numeric(12, 2))
    sell_price: Mapped[Decimal] = mapped_column(Numeric(12, 2))
    line_total: Mapped[Decimal] = mapped_column(Numeric(14, 2))
    lead_time_days: Mapped[int | None] = mapped_column(Integer)


class OrderPlot(Base):
    __tablename__ = "order_plots"

    id: Mapped[int] = mapped_column(primary_key=True)
    order_id: Mapped[int] = mapped_column(ForeignKey("orders.id", ondelete="CASCADE"), index=True)
    position: Mapped[int] = mapped_column(Integer)
    plot_number: Mapped[str] = mapped_column(String(30))
    house_type: Mapped[str] = mapped_column(String(100), default="")
    # The build phase the plot belongs to (plots are called off phase by phase).
    phase: Mapped[str] = mapped_column(String(50), default="")


class OrderPlotQuantity(Base):
    __tablename__ = "order_plot_quantities"

    plot_id: Mapped[int] = mapped_column(ForeignKey("order_plots.id", ondelete="CASCADE"), primary_key=True)
    line_id: Mapped[int] = mapped_column(ForeignKey("order_lines.id", ondelete="CASCADE"), primary_key=True)
    quantity: Mapped[Decimal] = mapped_column(Numeric(12, 3))
