from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any

from pydantic import AfterValidator, BaseModel, Field
from pydantic_core import PydanticCustomError

from api.core import messages
from api.core.fields import Trimmed
from api.notifications.models import Notification


def _link(value: str) -> str:
    value = value.strip()
    if value and not value.startswith(("/", "http://", "https://")):
        raise PydanticCustomError("link", messages.INVALID_FORMAT)
    return value


class NotificationIn(BaseModel):
    userId: int
    message: Annotated[Trimmed, Field(min_length=1, max_length=500)]
    link: Annotated[str, Field(max_length=500), AfterValidator(_link)] = ""


class NotificationOut(BaseModel):
    notification_id: int
    userId: int
    message: str
    link: str
    created_at: datetime

    @classmethod
    def of(cls, row: Notification | Any) -> NotificationOut:
        """From a Notification or a row of its columns (`service.list_for`)."""
        return cls(
            notification_id=row.id,
            userId=row.user_id,
            message=row.message,
            link=row.link,
            created_at=row.created_at,
        )
