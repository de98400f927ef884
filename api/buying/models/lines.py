"""A supplier quote version's lines: what is asked (product or free text, quantity on a unit basis) and what the
supplier answers (price on that basis, lead time, works, can't quote, an alternative, minimums, pack and pallet
sizes), and whether we awarded it.

Quantity follows the quotes' one quantity model: what is counted (bricks for a product priced per 1,000), and
`price` is per the unit (`per_1000`: per thousand of what is counted)."""

from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal

from sqlalchemy import Boolean, Date, DateTime, ForeignKey, Index, Integer, Numeric, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from api.buying.models.vocabulary import LeadTimeUnit, check_in
from api.catalogue.models import SellingUnit
from api.db import Base

MONEY = Numeric(12, 2)
QUANTITY = Numeric(12, 3)


class SupplierQuoteLine(Base):
    __tablename__ = "supplier_quote_lines"
    __table_args__ = (
        Index("ix_supplier_quote_lines_version_position", "version_id", "position"),
        check_in("unit", SellingUnit),
        check_in("lead_time_unit", LeadTimeUnit),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    version_id: Mapped[int] = mapped_column(ForeignKey("supplier_quote_versions.id", ondelete="CASCADE"))
    position: Mapped[int] = mapped_column(Integer)
    # Asked: a catalogue product, or free text (product_id empty).
    product_id: Mapped[int | None] = mapped_column(ForeignKey("products.id", ondelete="SET NULL"), index=True)
    code: Mapped[str] = mapped_column(String(50), default="")
    description: Mapped[str] = mapped_column(String(500))
    quantity: Mapped[Decimal] = mapped_column(QUANTITY)
    unit: Mapped[str] = mapped_column(String(20))
    # The customer quote line it was asked for (when the request came from a customer quote); kept as the
    # customer quote's id and the line's position, because a customer quote's draft lines are rewritten on save.
    customer_quote_id: Mapped[int | None] = mapped_column(ForeignKey("quotes.id", ondelete="SET NULL"))
    customer_line_position: Mapped[int | None] = mapped_column(Integer)
    # Answered. `price` is empty until priced; `line_total` = quantity x price (÷ 1,000 for per_1000), to the penny.
    price: Mapped[Decimal | None] = mapped_column(MONEY)
    line_total: Mapped[Decimal | None] = mapped_column(Numeric(14, 2))
    lead_time: Mapped[int | None] = mapped_column(Integer)
    lead_time_unit: Mapped[str] = mapped_column(String(20), default=LeadTimeUnit.working_days.value)
    earliest_date: Mapped[date | None] = mapped_column(Date)
    # The works or plant it would come from.
    works: Mapped[str] = mapped_column(String(200), default="")
    cannot_quote: Mapped[bool] = mapped_column(Boolean, default=False)
    cannot_quote_reason: Mapped[str] = mapped_column(Text, default="")
    # An alternative the supplier offers instead: a product of ours or their description, priced on the same unit.
    alternative_product_id: Mapped[int | None] = mapped_column(ForeignKey("products.id", ondelete="SET NULL"))
    alternative_description: Mapped[str] = mapped_column(String(500), default="")
    alternative_price: Mapped[Decimal | None] = mapped_column(MONEY)
    # Minimum order (or full-load) quantity, in what the line counts; pack and pallet sizes in units counted.
    min_order_quantity: Mapped[Decimal | None] = mapped_column(QUANTITY)
    full_load_quantity: Mapped[Decimal | None] = mapped_column(QUANTITY)
    pack_size: Mapped[int | None] = mapped_column(Integer)
    pallet_size: Mapped[int | None] = mapped_column(Integer)
    supplier_notes: Mapped[str] = mapped_column(Text, default="")
    # Award (set by the comparison screen): this supplier's line was chosen, why, by whom.
    awarded: Mapped[bool] = mapped_column(Boolean, default=False)
    award_reason: Mapped[str] = mapped_column(Text, default="")
    awarded_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    awarded_by_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
