"""Files of a supplier quote, as staff and the supplier list them."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import BaseModel, Field


class PublicFileOut(BaseModel):
    """A file the supplier attached, as their page lists it."""

    file_id: int
    name: str
    content_type: str
    size_bytes: int
    created_at: datetime
    download_url: str = Field(description="public, by the quote's uuid")


class SupplierQuoteFileOut(BaseModel):
    """A file of a supplier quote: attached by the supplier on their page, or added by staff."""

    file_id: int
    name: str
    kind: Literal["file", "link"]
    url: str | None
    download_url: str | None = Field(description="for uploaded files; needs the bearer token")
    content_type: str
    size_bytes: int
    created_at: datetime
    from_supplier: bool
    uploaded_by_name: str = Field(description="a staff member, or the name the supplier typed and their company")
    version: int | None = Field(description="the version the supplier was answering when they attached it")
