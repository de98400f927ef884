"""A product's line on a named quote ("what price did we give on the staffs blue on q10", "cheshire red sell price
on q7", "cost v sell on the staffs blue on q10", "tradesman red on q9 vs list", "is that list or discounted"): the
product is kept beside the quote and the answer is that line's sell price, with its cost and the product's list
price, read by SQL on the quote's card (assistant.lookups.quote_product_line). Two quotes, or one quote's versions
compared ("london yellow price on q6 before and after the revision"), are not this. A pure function of the
normalised question."""

from __future__ import annotations

import re

PRICED = re.compile(
    r"\bprices?d?\b|\bsell(?:ing)?\b|\bsold\b|\bcharg\w*|\b(?:give|gave|given|get|got|did)\b.*\bat\b|\bunder\s+list\b|"
    r"\bvs?\s+list\b|\bversus\s+list\b|\blist\b|\bdiscount\w*|\brate\b|\bcost\s+v(?:s|ersus)?\s+sell\b|\bhow\s+much\b"
)
# The words that keep a product read beside a named quote though no price cue is given (the reader otherwise reads
# no product when a quote is named: "what did we sell ivanhoe cream at on q1", "tradesman red on q9 vs list").
KEEPS_PRODUCT = re.compile(
    r"\bsell(?:ing)?\b|\bsold\b|\bcharg\w*|\b(?:under|over|below|above|vs?|versus|against|or)\s+list\b|"
    r"\bdiscount\w*|\bcost\s+v(?:s|ersus)?\s+sell\b"
)
VERSIONS = re.compile(r"\bbefore\b|\bafter\b|\brevis\w*|\bversions?\b|\bv\d\b|\bchanged?\b")


def asked(normalised: str, quotes: int, products: int) -> bool:
    """One quote and a product named, with a price's words: that product's line on the quote."""
    return quotes == 1 and products > 0 and bool(PRICED.search(normalised)) and not VERSIONS.search(normalised)
