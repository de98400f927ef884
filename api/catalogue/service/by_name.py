"""A name-matching branch's products found through the catalogue's distinct names (`product_names`, migration 0021)
rather than the products' own trigram index (api.catalogue.service.candidates).

At a merchant's scale the same makers' ranges are sold by many suppliers: a million products carry about a tenth as
many names. A name's text is the product's search text without its code and manufacturer's reference (name,
colour, texture, category label), so a word looked up there reads a tenth of the postings, and the rows it finds
are names, each read once however many suppliers sell it. The names holding the line's words are taken shortest
first (the products with the fewest words besides the line's, as a branch keeps), and each one's products read by
`ix_products_name` (name_key, id, holding the search text and the supplier: no table read), PER_NAME of them, within
the branch's suppliers and holding its other words.

Only words of letters are looked for in a name's text, or compared with it (a misspelt word's similarity): a word
with a digit or a sign ("cg90/100", "ibt-trr", "7.3n") may be a code's or a reference's, which a name's text leaves
out; those are checked on the products' search text. A product whose word of letters is in its code or reference
only is not found this way: a line found nothing for is looked up again in the products' own index
(api.catalogue.service.candidates._second)."""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence

from api.crm.service.search import escape_like

PER_NAME = 2  # products of a name a branch reads (its suppliers' listings of it differ by code and price only)
NAME_TEXT = "text"
UNINDEXED_NAME = "(text || '')"  # a name's text out of the trigram index's reach: a filter of what it found

Param = Callable[[str], str]  # a value → the name of the parameter that carries it


def looked_up(like: Sequence[str], indexed: Collection[str], shares: Mapping[str, float], common: float) -> set[str]:
    """The words a branch looks up among the names: those of letters of the words it would look up in the products'
    index (`indexed`), else its rarest word of letters not in more than `common` of the products; none: the branch
    cannot go by the names."""
    if alpha := {w for w in indexed if w.isalpha()}:
        return alpha
    rare = sorted((w for w in like if w.isalpha() and shares.get(w, 0.0) <= common), key=lambda w: shares.get(w, 0.0))
    return set(rare[:1])


def source(
    suppliers: Collection[int],
    like: Sequence[str],
    looked: Collection[str],
    resembles: Sequence[str],
    param: Param,
    coded: Collection[str] = (),
) -> str:
    """The FROM of the branch's scan: its products (`id`, `search_text`), names shortest first. `looked`: the words
    the names' trigram index looks up; `resembles`: words a name is to hold something like (`<%`, by the index);
    `coded`: words of a code-like token of the line, checked on the products' search text."""
    named = [w for w in like if w.isalpha() and w not in coded]
    in_name = [f"{NAME_TEXT if w in looked else UNINDEXED_NAME} LIKE :{param(pattern(w))} ESCAPE '\\'" for w in named]
    in_name += [f":{param(w)} <% {NAME_TEXT}" for w in resembles]
    in_product = [f"(search_text || '') LIKE :{param(pattern(w))} ESCAPE '\\'" for w in like if w not in named]
    if suppliers:
        in_product.insert(0, f"supplier_id IN ({', '.join(map(str, sorted(suppliers)))})")
    also = "".join(f" AND {c}" for c in in_product)
    names = (
        f"SELECT name_key FROM product_names WHERE {' AND '.join(in_name)} "
        "GROUP BY name_key ORDER BY min(length(text)), name_key"
    )
    products = f"SELECT id, search_text FROM products WHERE name_key = n.name_key{also} ORDER BY id LIMIT {PER_NAME}"
    return f"({names}) AS n CROSS JOIN LATERAL ({products}) AS p"


def pattern(word: str) -> str:
    return f"%{escape_like(word.lower())}%"
