"""A request for quotation: the same lines asked of several suppliers at once. Each supplier gets its own supplier
quote (a draft until sent); the request holds what they share (where and when the goods are wanted)."""

from __future__ import annotations

from datetime import date

from sqlalchemy import Date, ForeignKey, Sequence, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from api.buying.models.vocabulary import LoadPreference, OffloadMethod, check_in
from api.db import Base, TimestampMixin

# SQ-000123: supplier quotes. RFQ-000123: requests.
NUMBER_SEQUENCE = Sequence("supplier_quote_number_seq", metadata=Base.metadata)
REQUEST_NUMBER_SEQUENCE = Sequence("supplier_request_number_seq", metadata=Base.metadata)


class SupplierRequest(TimestampMixin, Base):
    __tablename__ = "supplier_requests"
    __table_args__ = (
        check_in("offload_method", OffloadMethod, nullable=True),
        check_in("load_preference", LoadPreference),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    number: Mapped[str] = mapped_column(String(20), unique=True)
    # The customer quote the lines came from, if any (its lines' costs are what the answers will set).
    customer_quote_id: Mapped[int | None] = mapped_column(ForeignKey("quotes.id", ondelete="SET NULL"), index=True)
    project_id: Mapped[int | None] = mapped_column(ForeignKey("projects.id", ondelete="SET NULL"), index=True)
    required_on_site: Mapped[date | None] = mapped_column(Date)
    response_deadline: Mapped[date | None] = mapped_column(Date)
    # Delivery site: an address record when there is one, and always the text the supplier reads.
    site_address_id: Mapped[int | None] = mapped_column(ForeignKey("addresses.id", ondelete="SET NULL"))
    site_address: Mapped[str] = mapped_column(Text, default="")
    site_postcode: Mapped[str] = mapped_column(String(10), default="")
    offload_method: Mapped[str | None] = mapped_column(String(20))
    load_preference: Mapped[str] = mapped_column(String(10), default=LoadPreference.either.value)
    # Shown to every supplier of the request.
    notes: Mapped[str] = mapped_column(Text, default="")
    created_by_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
