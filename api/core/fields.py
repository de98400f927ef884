"""Reusable request field types whose errors carry the spec's messages."""

from __future__ import annotations

import re
import uuid as uuid_module
from datetime import datetime
from decimal import Decimal, InvalidOperation
from functools import lru_cache
from typing import Annotated

from email_validator import SPECIAL_USE_DOMAIN_NAMES, EmailNotValidError, validate_email
from pydantic import AfterValidator, BeforeValidator, Field, PlainSerializer, PlainValidator, WithJsonSchema
from pydantic_core import PydanticCustomError

from api.core import messages

# Ids are PostgreSQL integers; a larger one in a body would reach the database as an out-of-range error.
MAX_ID = 2_147_483_647


def _not_bool(value: object) -> object:
    if isinstance(value, bool):  # JSON `true` is not record 1
        raise PydanticCustomError("int_type", messages.INTEGER)
    return value


Id = Annotated[int, Field(ge=1, le=MAX_ID), BeforeValidator(_not_bool)]
# The version an edit started from, on calls whose spec body has none: when sent, a record changed since is refused
# (409) and kept; left out, the change is made as the spec's clients expect. Name it `version: SentVersion = None`.
SentVersion = Annotated[
    Id | None,
    Field(description="the version the change started from: when sent, a record changed since is refused (409)"),
]
# The same for a value with no version of its own (a file's name): the value the edit was opened on.
PREVIOUS = "the value the change started from: when sent, one changed since is refused (409)"

PHONE_RE = re.compile(r"^\+?[0-9 ()-]{6,20}$")


# Characters that show as nothing (zero-width spaces and joiners, the word joiner, a byte-order mark, a soft hyphen):
# at the ends of a text they are trimmed as spaces are, so that a required name of only such characters, which
# looked blank but was taken, is refused as empty.
INVISIBLE = "\u200b\u200c\u200d\u2060\ufeff\u00ad"


def _strip(value: object) -> object:
    if not isinstance(value, str):
        return value
    value = value.strip()
    if value and (value[0] in INVISIBLE or value[-1] in INVISIBLE):
        return _strip(value.strip(INVISIBLE))
    return value


# The plain addresses nearly every row of an import holds (ASCII dot-atoms at a dotted domain with an alphabetic
# top-level label), which `validate_email` accepts and normalises to themselves: lower-cased, they are what it
# gives, without its 0.3-0.7 ms of Unicode and IDNA checks a row. Anything else goes through it.
_PLAIN_EMAIL = re.compile(
    r"[a-z0-9_%+-]+(?:\.[a-z0-9_%+-]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}", re.ASCII
)
_SPECIAL_USE = frozenset(SPECIAL_USE_DOMAIN_NAMES)


def _plain_email(value: str) -> str | None:
    lowered = value.lower()
    if len(lowered) > 254 or not _PLAIN_EMAIL.fullmatch(lowered):
        return None
    local, domain = lowered.split("@")
    labels = domain.split(".")
    if len(local) > 64 or "--" in domain or any(".".join(labels[i:]) in _SPECIAL_USE for i in range(len(labels))):
        return None
    return lowered


@lru_cache(maxsize=65_536)
def normalise_email(value: str) -> str | None:
    """The address as Brickmate stores it (normalised, lower case), or None when it is not an email. Remembered
    (a whole import file's addresses, a few MB): an import checks each row's address twice, once to match it and
    once with the row."""
    if plain := _plain_email(value.strip()):
        return plain
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

# UK postcode: outward code (area, district) and inward code (sector, unit); GIR 0AA is the one odd survivor.
POSTCODE_RE = re.compile(r"^(GIR0AA|[A-Z]{1,2}[0-9][A-Z0-9]?[0-9][A-Z]{2})$")


def normalise_postcode(value: str) -> str | None:
    """`ls11 5rt` → `LS11 5RT`; None when it is not a UK postcode."""
    compact = re.sub(r"\s+", "", value).upper()
    if not POSTCODE_RE.fullmatch(compact):
        return None
    return f"{compact[:-3]} {compact[-3:]}"


def _postcode(value: str) -> str:
    postcode = normalise_postcode(value)
    if postcode is None:
        raise PydanticCustomError("postcode", "Please enter a valid UK postcode")
    return postcode


def _optional_email(value: str) -> str:
    return _email(value) if value else value


def _web_url(value: str) -> str:
    if value and not re.fullmatch(r"https?://[^\s/$.?#][^\s]*", value, flags=re.IGNORECASE):
        raise PydanticCustomError("url", "Please enter a web address starting with http:// or https://")
    return value


Postcode = Annotated[Trimmed, Field(min_length=1, max_length=10), AfterValidator(_postcode)]
OptionalEmail = Annotated[Trimmed, Field(max_length=254), AfterValidator(_optional_email)]
WebUrl = Annotated[Trimmed, Field(max_length=2000), AfterValidator(_web_url)]
# A web address kept in a column of 300 (an organisation's website).
WebUrl300 = Annotated[Trimmed, Field(max_length=300), AfterValidator(_web_url)]


# Money: pounds and pence, exact. Typed amounts may carry a pound sign and thousands separators ("£1,234.50").
MAX_MONEY = Decimal("9999999999.99")
MAX_QUANTITY = Decimal("999999999.999")


_QUANTUM = {2: Decimal("0.01"), 3: Decimal("0.001")}


_GROUPED = re.compile(r"-?\d{1,3}(,\d{3})+(\.\d*)?")
# An amount written plainly with exactly its places ("512.00", as an export or a spreadsheet writes it): read as it
# is, for the bulk imports' tens of thousands of rows (what the checks below would give, without them).
_PLAIN = {places: re.compile(rf"\d{{1,12}}\.\d{{{places}}}", re.ASCII) for places in _QUANTUM}


def _decimal(value: object, places: int, largest: Decimal = MAX_MONEY) -> Decimal:
    if type(value) is str and places in _PLAIN and _PLAIN[places].fullmatch(value):
        plain = Decimal(value)
        if plain <= largest:
            return plain
    if type(value) is Decimal and value.is_finite() and 0 <= value <= largest:
        # A figure read from the database or worked out (every response's money): no text to clean.
        exact = value.quantize(_QUANTUM[places]) if places in _QUANTUM else value.quantize(Decimal(1).scaleb(-places))
        if exact == value:
            return exact
    if isinstance(value, bool) or value is None:
        raise PydanticCustomError("number", messages.NUMBERS)
    text = str(value).strip().replace("£", "").replace(" ", "")
    if _GROUPED.fullmatch(text):
        # Commas only where they group thousands ("1,234.50"): a decimal comma ("40,50") stays and is refused,
        # never read as 4050 (as the web app's cleanAmount reads it).
        text = text.replace(",", "")
    try:
        amount = Decimal(text)
    except InvalidOperation:
        raise PydanticCustomError("number", messages.NUMBERS) from None
    if not amount.is_finite():
        raise PydanticCustomError("number", messages.NUMBERS)
    if amount < 0:
        raise PydanticCustomError("negative", "This amount cannot be negative")
    if amount > largest:
        raise PydanticCustomError("too_large", "This amount is too large")
    exact = amount.quantize(_QUANTUM[places]) if places in _QUANTUM else amount.quantize(Decimal(1).scaleb(-places))
    if amount != exact:
        raise PydanticCustomError("places", f"Enter at most {places} decimal places")
    return exact


def _money(value: object) -> Decimal:
    return _decimal(value, 2)


def _weight(value: object) -> Decimal:
    return _decimal(value, 3, MAX_QUANTITY)


Money = Annotated[
    Decimal,
    PlainValidator(_money),
    PlainSerializer(str, return_type=str, when_used="json"),
    WithJsonSchema({"type": "string", "pattern": r"^\d+\.\d{2}$", "examples": ["512.00"]}),
]
# A figure worked out by the server that may fall below zero (a margin below cost): read back, never typed.
SignedMoney = Annotated[
    Decimal,
    PlainSerializer(str, return_type=str, when_used="json"),
    WithJsonSchema({"type": "string", "pattern": r"^-?\d+\.\d{2}$", "examples": ["512.00", "-30.00"]}),
]
# Three decimal places (kilograms to the gram); at most what a NUMERIC(12, 3) column holds.
Quantity3 = Annotated[
    Decimal,
    PlainValidator(_weight),
    PlainSerializer(str, return_type=str, when_used="json"),
    WithJsonSchema({"type": "string", "pattern": r"^\d+\.\d{3}$", "examples": ["2.650"]}),
]


# The years a date and time sent in a body may fall in: 0001-01-01T00:00:00+14:00 is a year 0 (BC) instant in UTC,
# which PostgreSQL stores but Python cannot read back (every later read of the row failed), and the far ends of the
# calendar overflow the date arithmetic of the screens that list them.
FIRST_YEAR, LAST_YEAR = 1900, 2999
MOMENT_RANGE = f"Give a date and time from the year {FIRST_YEAR} to {LAST_YEAR}"


def _moment(value: datetime) -> datetime:
    if not FIRST_YEAR <= value.year <= LAST_YEAR:
        raise PydanticCustomError("moment_range", MOMENT_RANGE)
    return value


Moment = Annotated[datetime, AfterValidator(_moment)]


# A public link's uuid (a quote's, a supplier quote's, a purchase order's, a schedule link's token) as Brickmate writes
# it: lower case and hyphenated. Python and pydantic read other spellings of the same uuid (upper case, no hyphens, in
# braces, behind `urn:uuid:`); a link opens by its exact text only, as any other mistyped one does not.
UUID_RE = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")
LINK_ID = "Give the link's id exactly as it was sent (lower case, with hyphens)"


def exact_uuid(value: str) -> uuid_module.UUID | None:
    """The uuid `value` spells exactly, or None (another spelling, or not a uuid)."""
    return uuid_module.UUID(value) if UUID_RE.fullmatch(value) else None


def _link_uuid(value: object) -> object:
    if isinstance(value, str) and exact_uuid(value) is None:
        raise PydanticCustomError("uuid", LINK_ID)
    return value


LinkUuid = Annotated[
    uuid_module.UUID,
    BeforeValidator(_link_uuid),
    WithJsonSchema({"type": "string", "format": "uuid", "pattern": f"^{UUID_RE.pattern}$"}),
]
