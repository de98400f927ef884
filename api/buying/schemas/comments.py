"""Comments on a supplier quote."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated

from pydantic import BaseModel, Field

from api.core.fields import Id, LinkUuid, Trimmed
from api.records.schemas import CommentEditFields, CommentText, InternalCommentFields


class SupplierCommentIn(BaseModel):
    comment: CommentText
    uuid: LinkUuid
    user_id: Id | None = Field(default=None, description="staff replying (with a token); empty for the supplier")
    name: Annotated[Trimmed, Field(max_length=200)] = Field(default="", description="the supplier's name")


class InternalSupplierCommentIn(InternalCommentFields):
    pass


class SupplierCommentEditIn(CommentEditFields):
    pass


class SupplierCommentOut(BaseModel):
    comment_id: int
    version: int
    isInternal: bool
    comment: str
    author_name: str
    from_supplier: bool
    created_at: datetime
    edited_at: datetime | None
    can_edit: bool = Field(description="the caller wrote it (always false on the public page)")
