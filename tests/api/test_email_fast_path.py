"""The plain-address shortcut of `normalise_email` agrees with `validate_email` on every address it takes."""

from __future__ import annotations

import random

import pytest
from email_validator import EmailNotValidError, validate_email

from api.core.fields import _plain_email, normalise_email

TRICKY = [
    "buying@calder.example",
    "Sales.Office@Ibstock.CO.UK",
    "a+b_c%d-e@x-y.z.com",
    "first..last@example.com",
    ".first@example.com",
    "last.@example.com",
    "x@-bad.com",
    "x@bad-.com",
    "x@ab--cd.com",
    "x@xn--bcher-kva.com",
    "x@example.123",
    "x@localhost",
    "x@site.local",
    "x@a.b.test",
    "x@invalid",
    "x@onion.onion",
    "x@example.arpa",
    "x@exa_mple.com",
    "x@" + "a" * 64 + ".com",
    "x@" + "a" * 63 + ".com",
    "a" * 65 + "@example.com",
    "a" * 64 + "@example.com",
    "x@" + ".".join(["abcdefghi"] * 25) + ".com",
    "ünïcode@example.com",
    "x@exämple.com",
    "x y@example.com",
    "x@example.c",
    "x@example.co1",
    "x@@example.com",
    "x@example..com",
    "",
]


def _reference(value: str) -> str | None:
    try:
        return validate_email(value, check_deliverability=False).normalized.lower()
    except EmailNotValidError:
        return None


@pytest.mark.parametrize("value", TRICKY)
def test_the_shortcut_takes_only_what_the_validator_accepts_the_same_way(value: str) -> None:
    shortcut = _plain_email(value)
    assert shortcut is None or shortcut == _reference(value)
    assert normalise_email(value) == _reference(value.strip())


def test_random_addresses_agree() -> None:
    rng = random.Random(20261126)
    alphabet = "abcXYZ019._%+-@"
    taken = 0
    for _ in range(20_000):
        local = "".join(rng.choice(alphabet) for _ in range(rng.randint(1, 8)))
        domain = "".join(rng.choice("abz09.-_") for _ in range(rng.randint(1, 10))) + rng.choice([".com", ".uk", ""])
        value = f"{local}@{domain}"
        shortcut = _plain_email(value)
        if shortcut is not None:
            taken += 1
            assert shortcut == _reference(value), value
    assert taken > 500  # the shortcut was exercised, not only refused
