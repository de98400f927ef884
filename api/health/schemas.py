from __future__ import annotations

from typing import Literal

from pydantic import BaseModel

from api.core.errors import FieldErrorOut

Check = Literal["ok", "down", "in-process"]


class HealthOut(BaseModel):
    """The process answers (liveness); nothing else is checked."""

    status: Literal["ok"]


class ReadyOut(BaseModel):
    """What this process needs to serve, each `ok` or `down` (`queue` is `in-process` without Redis); 503 when
    any is down, with `errors` naming it."""

    status: Literal["ready", "not ready"]
    database: Check
    queue: Check
    index: Check
    detail: str
    errors: list[FieldErrorOut]
