from __future__ import annotations

from datetime import date, datetime

from pydantic import BaseModel, Field

from api.core.fields import Email, Name, Phone
from api.notifications.schemas import NotificationOut
from api.quotes.schemas import QuoteListItem
from api.schedules.schemas.out import DeliveryWarningOut
from api.tasks.schemas.out import TaskCard
from api.users.models import Role, User


class UserOut(BaseModel):
    userId: int
    firstName: str
    lastName: str
    email: str
    phone: str
    role: Role
    active: bool
    version: int
    created_at: datetime
    last_login_at: datetime | None

    @classmethod
    def of(cls, user: User) -> UserOut:
        return cls(
            userId=user.id,
            firstName=user.first_name,
            lastName=user.last_name,
            email=user.email,
            phone=user.phone,
            role=Role(user.role),
            active=user.active,
            version=user.version,
            created_at=user.created_at,
            last_login_at=user.last_login_at,
        )


class UserCreate(BaseModel):
    firstName: Name
    lastName: Name
    email: Email
    phone: Phone = ""
    role: Role = Role.staff
    password: str | None = Field(default=None, max_length=128, description="blank: mail an invitation")


class UserCreateIn(BaseModel):
    user: UserCreate


class UserUpdate(BaseModel):
    userId: int
    firstName: Name
    lastName: Name
    email: Email
    phone: Phone = ""
    role: Role
    active: bool = True
    version: int = Field(description="the version the edit started from")


class UserUpdateIn(BaseModel):
    user: UserUpdate


class ProfileUpdate(BaseModel):
    firstName: Name
    lastName: Name
    email: Email
    phone: Phone = ""
    version: int | None = Field(default=None, description="the version the edit started from")
    currentPassword: str | None = Field(
        default=None, max_length=128, description="the account's password: needed to change the email"
    )


class ProfileUpdateIn(BaseModel):
    user: ProfileUpdate


class MyDayOut(BaseModel):
    greeting: str
    date: date
    user: UserOut
    notifications: list[NotificationOut]
    tasks: list[TaskCard] = Field(
        description="the user's open tasks (owned or assigned) due by the end of that day, overdue ones included, "
        "soonest first"
    )
    deliveries: list[DeliveryWarningOut] = Field(
        description="call-offs of orders the user manages: due tomorrow and not confirmed, or delivered two days "
        "ago or more without proof"
    )
    quotes_expiring: list[QuoteListItem] = Field(
        description="sent, undecided quotes the user manages or wrote whose date falls within 7 days, soonest first"
    )
    quotes_awaiting_reply: list[QuoteListItem] = Field(
        description="sent quotes the user manages or wrote, neither decided nor expired, sent longest ago first"
    )
