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


def normalise_email(value: str) -> str | None:
    """The address as Brickmate stores it (normalised, lower case), or None when it is not an email."""
    try:
        return validate_email(value.strip(), check_deliverability=False).normalized.lower()
    except EmailNotValidError:
        return None


def _email(value: str) -> str:
    email = normalise_email(value)
    if email is None:
        raise PydanticCustomError("email", messages.EMAIL)
    return email


def _phone(value: str) -> str:
    if value and not PHONE_RE.fullmatch(value):
        raise PydanticCustomError("phone", messages.INVALID_FORMAT)
    return value


Trimmed = Annotated[str, BeforeValidator(_strip)]
Email = Annotated[Trimmed, Field(min_length=1, max_length=254), AfterValidator(_email)]
Name = Annotated[Trimmed, Field(min_length=1, max_length=100)]
Phone = Annotated[Trimmed, Field(max_length=30), AfterValidator(_phone)]
