"""Typed amounts (api/core/fields.py Money): a comma counts only where it groups thousands, as the web app's
cleanAmount reads it, so a decimal comma is refused rather than read as a figure a hundred times larger."""

from __future__ import annotations

from decimal import Decimal

import pytest
from pydantic import TypeAdapter, ValidationError

from api.core.fields import Money

MONEY = TypeAdapter(Money)


@pytest.mark.parametrize(
    ("typed", "read"),
    [("1,234.50", "1234.50"), ("£12,500", "12500.00"), ("1,234,567.5", "1234567.50"), (" 40.50 ", "40.50")],
)
def test_commas_grouping_thousands_are_dropped(typed: str, read: str) -> None:
    assert MONEY.validate_python(typed) == Decimal(read)


@pytest.mark.parametrize("typed", ["40,50", "12,5", "1,2345", "1,23,456", ",500"])
def test_a_comma_that_does_not_group_thousands_is_refused(typed: str) -> None:
    with pytest.raises(ValidationError) as raised:
        MONEY.validate_python(typed)

    assert raised.value.errors()[0]["type"] == "number"


@pytest.mark.parametrize(
    ("typed", "read"),
    [("512.00", "512.00"), ("0512.50", "512.50"), ("9999999999.99", "9999999999.99"), ("7", "7.00"), ("7.5", "7.50")],
)
def test_an_amount_written_plainly_reads_with_its_two_places(typed: str, read: str) -> None:
    value = MONEY.validate_python(typed)
    assert (value, str(value)) == (Decimal(read), read)


@pytest.mark.parametrize(
    ("typed", "kind"), [("10000000000.00", "too_large"), ("512.001", "places"), ("-5.00", "negative")]
)
def test_a_plain_amount_past_the_limits_is_refused_as_before(typed: str, kind: str) -> None:
    with pytest.raises(ValidationError) as raised:
        MONEY.validate_python(typed)

    assert raised.value.errors()[0]["type"] == kind
