from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, Field

from api.core.fields import SentVersion, Trimmed

Text30 = Annotated[Trimmed, Field(max_length=30)]
Text50 = Annotated[Trimmed, Field(max_length=50)]
Text100 = Annotated[Trimmed, Field(max_length=100)]
Text200 = Annotated[Trimmed, Field(max_length=200)]
Text300 = Annotated[Trimmed, Field(max_length=300)]
LongText = Annotated[Trimmed, Field(max_length=5000)]
RequiredText100 = Annotated[Trimmed, Field(min_length=1, max_length=100)]
RequiredText200 = Annotated[Trimmed, Field(min_length=1, max_length=200)]


class Archive(BaseModel):
    """Archive (the default) or, with `archived: false`, restore a record."""

    archived: bool = Field(default=True, description="false restores an archived record")
    user_id: int | None = Field(default=None, description="when sent, must be the caller's own id")
    version: SentVersion = None
