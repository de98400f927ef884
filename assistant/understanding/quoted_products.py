"""Products asked about by the quotes that hold them: what a customer usually buys ("what does calder usually buy",
"pennines usual products"), who has been quoted a product ("who have we quoted london yellow to", "have we ever
quoted kassandra multi"), the products of a kind or maker never quoted ("which lintels have we never quoted") and the
product quoted the most. The mode asked and the words that describe the products; pure functions of the normalised
question (the look-up, assistant.lookups.quoted_products, reads the quotes' lines by SQL)."""

# ruff: noqa: SIM905 (word lists read better as strings)

from __future__ import annotations

import re

USUAL = re.compile(
    r"\b(?:usually|normally|usual|typically|tend\s+to|regularly)\b|\bbuy\s+(?:off|from)\s+us\b|\bgo\s+for\b"
)
WHO = re.compile(
    r"\bwho\s+(?:have|did|has)\s+we\s+quot(?:e|ed)\b|\bwhich\s+customers?\s+(?:have|has)\s+(?:had|been\s+quoted)\b|"
    r"\banyone\s+been\s+quoted\b|\bever\s+(?:quoted|been\s+on\s+a\s+quote)\b|(?<!we\s)(?<!weve\s)\bbeen\s+quoted\b"
)
# What the works quoted us ("cheapest price weve been quoted for mastercrete"): their quotes, not ours.
QUOTED_US = re.compile(r"\b(?:weve|we\s+have|we\s+were|we\s+got)\s+(?:been\s+)?quoted\b|\bcheapest\b|\bbest\s+price\b")
NEVER = re.compile(
    r"\b(?:never|not|havent|hasnt)\s+(?:been\s+|ever\s+)?quoted\b|\bnever\s+been\s+on\s+a\s+quote\b|"
    r"\bweve\s+never\s+quoted\b"
)
MOST = re.compile(r"\bquoted\s+(?:the\s+)?most\b|\bmost\s+quoted\b")
# Words of these questions that describe no product (the rest narrow the products: "thermalite", "lintels").
WORDS = frozenset(
    "which what who whos have has had we weve us our ever never not havent hasnt been quoted quote quotes quoting "
    "on a an the of to is are any anyone customers customer does do did usually normally usual typically tend "
    "regularly buy buys off from go for most products product".split()
)


def asked(normalised: str, party_named: bool, products_named: bool) -> str:
    """never | most | usual | who, or "" when none of them is asked."""
    if NEVER.search(normalised):
        return "never"
    if MOST.search(normalised) and not party_named:
        return "most"
    if USUAL.search(normalised) and party_named and not products_named:
        return "usual"
    if WHO.search(normalised) and products_named and not party_named and not QUOTED_US.search(normalised):
        return "who"
    return ""


def words(normalised: str) -> list[str]:
    """The words narrowing the products ("thermalite blocks": both), the cue words aside."""
    return [w for w in re.findall(r"[a-z0-9][a-z0-9/+-]*", normalised) if w not in WORDS]
