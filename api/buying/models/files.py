"""Files the supplier attached on their page (datasheets, price lists). The file itself is a row of the shared
`files` table (storage, download); this row says it came from the supplier: who typed their name, from which
address, on which version."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import DateTime, ForeignKey, Index, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from api.db import Base, utcnow


class SupplierQuoteFile(Base):
    __tablename__ = "supplier_quote_files"
    __table_args__ = (Index("ix_supplier_quote_files_quote", "supplier_quote_id", "created_at"),)

    file_id: Mapped[int] = mapped_column(ForeignKey("files.id", ondelete="CASCADE"), primary_key=True)
    supplier_quote_id: Mapped[int] = mapped_column(ForeignKey("supplier_quotes.id", ondelete="CASCADE"))
    version: Mapped[int] = mapped_column(Integer)
    author_name: Mapped[str] = mapped_column(String(200), default="")
    client_address: Mapped[str] = mapped_column(String(64), default="")
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
