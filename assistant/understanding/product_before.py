"""A product we lack asked after a product (issue 14, conversations; branch asst17), narrowly: "and the X" whose
words found the product before again and nothing else ("and the dry verge kit" after the dry ridge kit's maker), or
found no product but share the product before's kind word ("and the eaves vent kit" after the dry ridge kit).
assistant.understanding.followups.lacks_product then says which words we do not have."""

from __future__ import annotations

import re

from assistant.understanding import choose
from assistant.understanding.cues import STOPWORDS
from assistant.understanding.reading import Reading
from assistant.understanding.types import Understanding

AND_THE = re.compile(r"^(?:and|what\s+about|how\s+about)\s+(?:the\s+|a\s+|an\s+)?[a-z]")


def same_kind_words(reading: Reading, previous: Understanding) -> bool:
    """A follow-up "and the X" that found no product, after one product, whose words share a word with that
    product's name and add words it lacks ("and the eaves vent kit" after the dry ridge kit)."""
    if len(previous.entities.products) != 1 or reading.names_any() or reading.entities.contacts:
        return False
    if not AND_THE.match(reading.normalised) or reading.numbers.found or reading.quote_numbers:
        return False
    own = {w for w in previous.entities.products[0].name.lower().split() if len(w) >= 3 and not w[0].isdigit()}
    words = set(reading.product_words.split())
    return bool(words & own) and bool(words - own - STOPWORDS)


def only_the_product_before(reading: Reading, previous: Understanding) -> bool:
    """The follow-up's words found the products the question before was about and nothing else."""
    e = reading.entities
    if e.quotes or any(getattr(e, slot) for slot in choose.ORG_SLOTS) or e.projects or e.contacts:
        return False
    before = {n.id for n in previous.entities.products}
    return bool(before) and {n.id for n in e.products} <= before
