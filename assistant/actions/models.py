"""A proposed action, kept from the answer that proposed it to its confirmation or cancellation (the audit)."""

from __future__ import annotations

from datetime import datetime
from enum import StrEnum
from typing import Any

from sqlalchemy import CheckConstraint, DateTime, ForeignKey, String, Text
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.orm import Mapped, mapped_column

from api.db import Base, utcnow


class ProposalStatus(StrEnum):
    pending = "pending"
    executed = "executed"
    cancelled = "cancelled"


class Proposal(Base):
    __tablename__ = "assistant_proposals"
    __table_args__ = (CheckConstraint("status IN ('pending', 'executed', 'cancelled')", name="status"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    exchange_id: Mapped[int | None] = mapped_column(ForeignKey("assistant_exchanges.id", ondelete="SET NULL"))
    kind: Mapped[str] = mapped_column(String(50))
    summary: Mapped[str] = mapped_column(Text)
    payload: Mapped[dict[str, Any]] = mapped_column(JSONB)
    status: Mapped[str] = mapped_column(String(20), default=ProposalStatus.pending.value)
    # What the confirmation did: {"text": …, "link": …, "record_kind": …, "record_id": …}.
    result: Mapped[dict[str, Any]] = mapped_column(JSONB, default=dict)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    expires_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    decided_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
