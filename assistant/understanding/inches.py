"""Block widths as the trade says them in inches ("dense 4 inch", "4in", "4 inchers", "6\" blocks"): the metric
width the catalogue names them by ("100mm", "140mm"), so a size in inches names the same product as its width in
millimetres. Only the trade's block widths (a 4 inch block is 100mm, a 6 inch one 140mm, a 3 inch one 75mm): any
other number of inches is left as written."""

from __future__ import annotations

import re

# The nominal widths: what a merchant means by "a 4 inch block" is 100mm, never 101.6.
WIDTHS = {"3": "75mm", "4": "100mm", "6": "140mm"}
# A width in inches: "4 inch", "4 inches", "4inch", "4in" (attached: "4 in stock" is no size), "4 inchers", '4"'.
_INCHES = re.compile(r"(?<![\w.,£])([346])(?:\s*(?:inch(?:es|ers?|s)?)\b|in\b|\s*\")")


def as_mm(value: str) -> str:
    """The (lower-cased) question with block widths in inches written in millimetres: "dense 4in" → "dense 100mm"."""
    return _INCHES.sub(lambda m: WIDTHS[m.group(1)], value)
