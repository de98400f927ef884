"""The product search's conditions, written as a shape and its values.

The shape says what the conditions are (which words, each long or short, common or not, with suppliers named or
not; which filters); the values are the words' patterns and the filters' values, all bind parameters with fixed
names. A statement built from a shape alone serves every request of that shape with that request's values
(`Where.values`): building a search's statements took more of its CPU than its SQL did. PostgreSQL still plans each
execution with its values (no server-side prepared statements: api/db.py), so every request picks its own way.

`conditions` is the same conditions with the values inside, for the statements built for one request."""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import Any

from sqlalchemy import ColumnElement, String, and_, bindparam, func, or_, select, true
from sqlalchemy.sql.elements import BindParameter

from api.catalogue.schemas import ProductQuery
from api.core.errors import FieldErrors
from api.crm import Kind, Organisation
from api.crm.service.search import TRIGRAM_LENGTH, escape_like, matches_anywhere, word_pattern


def filter_only(condition: Any) -> Any:
    """The same condition in a form no index answers (`IS TRUE`; cheaper per row than `|| ''`)."""
    return condition.is_(true())


def words(q: str) -> list[str]:
    return [w for w in q.lower().split() if w][:8]


def after_prefix(text: str) -> str:
    """The first string after every string starting with `text` (its last character's next code point): with
    `name_key >= text`, a range the name's index walks in order (the database compares text by code point)."""
    return text[:-1] + chr(ord(text[-1]) + 1) if ord(text[-1]) < 0x10FFFF else text + "\U0010ffff"


class Terms:
    """The words of a search: the suppliers whose name holds each (None: matched in a subquery), those checked
    row by row rather than looked up in the trigram index, and the products left out (the leading hits, put first)."""

    def __init__(
        self,
        q: str,
        named: Mapping[str, Sequence[int]] | None = None,
        common: Collection[str] = (),
        exclude: Sequence[int] = (),
    ):
        self.words, self.named, self.common, self.exclude = words(q), named, common, exclude


# The filters of a ProductQuery, in the order their conditions come, each with its bind parameter's value.
def _filters(query: ProductQuery) -> dict[str, Any]:
    return {
        "supplier_ids": list(query.supplier_ids) or None,
        "categories": [c.value for c in query.categories] or None,
        "colours": [c.lower() for c in query.colours] or None,
        "selling_units": [u.value for u in query.selling_units] or None,
        "status": None if query.status is None else query.status.value,
        "min_list_price": query.min_list_price,
        "max_list_price": query.max_list_price,
        "max_lead_time_days": query.max_lead_time_days,
    }


class Where:
    """The conditions of one query and its terms: `shape` (hashable: the key of a statement written once) and
    `values` (the bind parameters' values for a statement of that shape)."""

    def __init__(self, query: ProductQuery, terms: Terms):
        if (
            query.min_list_price is not None
            and query.max_list_price is not None
            and query.min_list_price > query.max_list_price
        ):
            raise FieldErrors({"max_list_price": "The highest price must not be below the lowest."})
        narrowed = any(len(w) >= TRIGRAM_LENGTH for w in terms.words)
        values: dict[str, Any] = {}
        shapes: list[tuple[Any, ...]] = []
        for n, word in enumerate(terms.words):
            shapes.append(_word_values(values, f"w{n}", word, narrowed, terms))
        if terms.exclude:
            values["exclude"] = list(terms.exclude)
        filters = {name: value for name, value in _filters(query).items() if value is not None}
        values.update(filters)
        self.shape: tuple[Any, ...] = (tuple(shapes), bool(terms.exclude), tuple(filters))
        self.values = values


def _word_values(values: dict[str, Any], key: str, word: str, narrowed: bool, terms: Terms) -> tuple[Any, ...]:
    """A word's bind values (named after `key`) put into `values`, and its shape."""
    escaped = escape_like(word.lower())
    if len(word) >= TRIGRAM_LENGTH:
        values[key] = f"%{escaped}%"
        anywhere = matches_anywhere(word)
        if not anywhere:
            values[f"{key}_start"], values[f"{key}_after_space"] = f"{escaped}%", f"% {escaped}%"
            values[f"{key}_word"] = word_pattern(word)
        if terms.named is None:
            values[f"{key}_supplier"] = f"%{escape_like(word)}%"
            named = "subquery"
        else:
            ids = terms.named.get(word)
            named = "ids" if ids else ""
            if ids:
                values[f"{key}_suppliers"] = list(ids)
        return ("long", word in terms.common, anywhere, named)
    values[f"{key}_start"] = f"{escaped}%"
    if narrowed:
        values[f"{key}_after_space"] = f"%{escape_like(' ' + word.lower())}%"
    else:
        values[f"{key}_low"], values[f"{key}_high"] = word.lower(), after_prefix(word.lower())
    return ("short", narrowed)


Binder = Any  # (name, expanding=False, type_=TEXT) -> BindParameter
TEXT = String()


def _binder(values: Mapping[str, Any] | None) -> Binder:
    """Bind parameters by name: with their values inside (one request's statement), or without (a shape's, whose
    execution must give each). A pattern is text; a filter's value has its column's type, as a literal compared with
    the column would."""

    def bind(name: str, expanding: bool = False, type_: Any = TEXT) -> BindParameter[Any]:
        if values is None:
            return bindparam(name, expanding=expanding, type_=type_)
        return bindparam(name, values[name], expanding=expanding, type_=type_)

    return bind


def _starts_a_word(column: Any, key: str, anywhere: bool, bind: Binder) -> Any:
    """api.crm.service.search.starts_a_word with its patterns bound."""
    if anywhere:
        return true()
    start = column.like(bind(f"{key}_start"), escape="\\")
    after_space = column.like(bind(f"{key}_after_space"), escape="\\")
    return or_(or_(start, after_space), column.op("~")(bind(f"{key}_word"))).is_(true())


def _suppliers_named(key: str, anywhere: bool, bind: Binder) -> Any:
    name = func.lower(Organisation.name)
    return select(Organisation.id).where(
        Organisation.kind == Kind.supplier.value,
        name.like(bind(f"{key}_supplier"), escape="\\"),
        _starts_a_word(name, key, anywhere, bind),
    )


def _word(p: Any, key: str, shape: tuple[Any, ...], bind: Binder) -> Any:
    """A word of the search: starting a word of the product's text ("red" finds "Red Multi", not "Textured"; a word
    holding a digit, a code or a size, anywhere), or of its supplier's name. The trigram index finds the rows
    holding the word, the word-start check filters them. A word shorter than a trigram starts the code or the name
    instead (the code's prefix index, and the name's own index walked over the names starting with it), since every
    product contains most letter pairs; beside a longer word (`narrowed`: that word's index finds the rows) it may
    start any word of the text ("class b")."""
    if shape[0] == "long":
        _, common, anywhere, named = shape
        found = p.search_text.like(bind(key), escape="\\")
        found = filter_only(found) if common else found
        found = and_(found, _starts_a_word(p.search_text, key, anywhere, bind))
        if named == "subquery":
            return or_(found, p.supplier_id.in_(_suppliers_named(key, anywhere, bind)))
        if named:
            return or_(found, p.supplier_id.in_(bind(f"{key}_suppliers", True, p.supplier_id.type)))
        return found
    start = bind(f"{key}_start")
    if shape[1]:  # narrowed
        in_text = p.search_text.like(bind(f"{key}_after_space"), escape="\\")
        return filter_only(or_(p.search_text.like(start, escape="\\"), in_text))
    name_starts = and_(
        p.name_key >= bind(f"{key}_low"),
        p.name_key < bind(f"{key}_high"),
        filter_only(p.name_key.like(start, escape="\\")),
    )
    return or_(func.lower(p.code).like(start, escape="\\"), name_starts)


def where(p: Any, shape: tuple[Any, ...], values: Mapping[str, Any] | None = None) -> list[ColumnElement[bool]]:
    """The conditions of `shape` on `p` (Product or an alias of it), their values bound from `values` or left to the
    statement's execution (None)."""
    bind = _binder(values)
    word_shapes, exclude, filters = shape
    found = [_word(p, f"w{n}", word, bind) for n, word in enumerate(word_shapes)]
    if exclude:
        found.append(p.id.not_in(bind("exclude", True, p.id.type)))
    for name in filters:
        found.append(_filter(p, name, bind))
    return found


def _filter(p: Any, name: str, bind: Binder) -> Any:
    if name == "supplier_ids":
        return p.supplier_id.in_(bind(name, True, p.supplier_id.type))
    if name == "categories":
        return p.category.in_(bind(name, True, p.category.type))
    if name == "colours":
        return func.lower(p.colour).in_(bind(name, True))
    if name == "selling_units":
        return p.selling_unit.in_(bind(name, True, p.selling_unit.type))
    if name == "status":
        return p.status == bind(name, False, p.status.type)
    if name == "min_list_price":
        return p.list_price >= bind(name, False, p.list_price.type)
    if name == "max_list_price":
        return p.list_price <= bind(name, False, p.list_price.type)
    return p.lead_time_days <= bind(name, False, p.lead_time_days.type)


def conditions(p: Any, query: ProductQuery, terms: Terms | None = None) -> list[ColumnElement[bool]]:
    """The search and filters on `p` (Product or an alias of it), their values inside."""
    found = Where(query, terms or Terms(query.q))
    return where(p, found.shape, found.values)
