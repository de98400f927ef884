"""Validation message texts, exactly as the product spec words them (section 5)."""

REQUIRED = "This field is required"
EMAIL = "Please enter a valid email"
NUMBERS = "This field can only contain numbers"
INTEGER = "This field can only contain integer values"
INVALID_FORMAT = "Invalid format"


def max_length(n: int) -> str:
    return f"You must enter a maximum of {n} characters"


def min_length(n: int) -> str:
    return f"You must enter a minimum of {n} characters"
