from __future__ import annotations

from datetime import datetime
from typing import Annotated

from pydantic import BaseModel, BeforeValidator, Field

from api.core.fields import Email
from api.users.schemas import UserOut


def _strip(value: object) -> object:
    return value.strip() if isinstance(value, str) else value


class LoginIn(BaseModel):
    email: Annotated[str, BeforeValidator(_strip), Field(min_length=1, max_length=254)]
    password: str = Field(min_length=1, max_length=128)


class LoginOut(BaseModel):
    token: str
    expires_at: datetime
    userId: int
    firstName: str
    lastName: str
    email: str
    phone: str
    role: str

    @classmethod
    def build(cls, token: str, expires_at: datetime, user: UserOut) -> LoginOut:
        return cls(
            token=token,
            expires_at=expires_at,
            userId=user.userId,
            firstName=user.firstName,
            lastName=user.lastName,
            email=user.email,
            phone=user.phone,
            role=user.role,
        )


class Message(BaseModel):
    detail: str


class TokenCheckOut(BaseModel):
    valid: bool
    userId: int
    email: Email


class SetNewPasswordIn(BaseModel):
    userId: int
    newPassword: str = Field(min_length=1, max_length=128)
    token: str | None = Field(default=None, max_length=200, description="the reset token from the mailed link")
    currentPassword: str | None = Field(
        default=None, max_length=128, description="without a reset token: the password being replaced"
    )


class TermsOut(BaseModel):
    title: str
    text: str
    updated: str
