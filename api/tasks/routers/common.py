"""Path and query types shared by the task routers."""

from __future__ import annotations

from typing import Annotated

from fastapi import Path

from api.core.fields import MAX_ID

RecordId = Annotated[int, Path(ge=1, le=MAX_ID)]
