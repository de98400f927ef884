from __future__ import annotations

from fastapi import APIRouter, status

from api.auth.dependencies import CurrentUser
from api.core.deps import SessionDep
from api.notifications import service
from api.notifications.schemas import NotificationIn, NotificationOut

router = APIRouter(prefix="/notifications", tags=["notifications"])


@router.post("/add", status_code=status.HTTP_201_CREATED, response_model=NotificationOut)
def add_notification(body: NotificationIn, session: SessionDep, user: CurrentUser) -> NotificationOut:
    """Notify a user (`userId`) with a message and an in-app link."""
    row = service.notify(session, user_id=body.userId, message=body.message, link=body.link, actor=user)
    return NotificationOut.of(row)


@router.get("/{userId}", response_model=list[NotificationOut])
def list_notifications(userId: int, session: SessionDep, user: CurrentUser) -> list[NotificationOut]:
    """A user's notifications, newest first (at most 100)."""
    return [NotificationOut.of(n) for n in service.list_for(session, actor=user, user_id=userId)]


@router.delete("/user/{userId}", status_code=status.HTTP_204_NO_CONTENT)
def clear_notifications(userId: int, session: SessionDep, user: CurrentUser) -> None:
    """Delete all of a user's notifications."""
    service.clear(session, actor=user, user_id=userId)


@router.delete("/{id}", status_code=status.HTTP_204_NO_CONTENT)
def delete_notification(id: int, session: SessionDep, user: CurrentUser) -> None:
    """Delete one notification (after the user followed its link)."""
    service.remove(session, actor=user, notification_id=id)
