"""Reusable request field types whose errors carry the spec's messages."""

from __future__ import annotations

import re
from typing import Annotated

from email_validator import EmailNotValidError, validate_email
from pydantic import AfterValidator, BeforeValidator, Field
from pydantic_core import PydanticCustomError

from api.core import messages

PHONE_RE = re.compile(r"^\+?[0-9 ()-]{6,20}$")


def _strip(value: object) -> object:
    return value.strip() if isinstance(value, str) else value


def _email(value: str) -> str:
    try:
        checked = validate_email(value, check_deliverability=False)
    except EmailNotValidError:
        raise PydanticCustomError("email", messages.EMAIL) from None
    return checked.normalized.lower()


def _phone(value: str) -> str:
    if value and not PHONE_RE.fullmatch(value):
        raise PydanticCustomError("phone", messages.INVALID_FORMAT)
    return value


Email = Annotated[str, BeforeValidator(_strip), Field(min_length=1, max_length=254), AfterValidator(_email)]
Name = Annotated[str, BeforeValidator(_strip), Field(min_length=1, max_length=100)]
Phone = Annotated[str, BeforeValidator(_strip), Field(max_length=30), AfterValidator(_phone)]
