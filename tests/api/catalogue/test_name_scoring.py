"""Name matching's features and scores, worked out once per name (perf8): a product's name share (`scoring._named`)
is shared by the products of the same name, supplier, category, colour and texture; its code's and reference's
words stay the product's own. And migration 0022 left no names table nor its triggers behind."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from sqlalchemy import text
from sqlalchemy.orm import Session

from api.catalogue.service.lines import parse
from api.catalogue.service.scoring import Query, features, score
from tests.api.catalogue.helpers import new_product


def product(code: str, ref: str = "", id: int = 1, **fields: Any) -> Any:
    body = new_product(7, code=code, manufacturer_ref=ref, name="Tradesman Red Multi 65mm", **fields)
    return SimpleNamespace(id=id, **body)


def test_two_listings_of_one_name_share_its_words_but_keep_their_own_codes() -> None:
    first = features(product("IBT-TRR", "TR-65"), "Ibstock Brick")
    second = features(product("XYZ-99", "Q7"), "Ibstock Brick")
    assert {"ibt", "trr", "tr"} <= first.tokens and not {"xyz", "q7"} & first.tokens
    assert {"xyz", "q7"} <= second.tokens and not {"ibt", "trr"} & second.tokens
    assert first.tokens - {"ibt", "trr", "tr", "65"} == second.tokens - {"xyz", "99", "q7"}
    assert {"tradesman", "red", "multi", "ibstock", "facing", "brick", "sandfaced"} <= first.tokens
    assert (first.name_words, first.name_weights, first.name_total) == (
        second.name_words,
        second.name_weights,
        second.name_total,
    )
    assert first.code_words == ("ibt", "trr") and first.sizes == (215.0, 102.0, 65.0, 65.0)


def test_another_supplier_colour_or_category_is_not_taken_from_the_shared_part() -> None:
    base = features(product("A-1"), "Ibstock Brick")
    other = features(product("A-1", colour="Blue", texture="Smooth", category="engineering_brick"), "Forterra")
    assert {"ibstock", "red", "sandfaced", "facing"} <= base.tokens
    assert not {"ibstock", "sandfaced", "facing"} & other.tokens  # "red" is in the name
    assert {"forterra", "blue", "smooth", "engineering"} <= other.tokens


def test_a_line_scores_each_listing_by_its_own_code_and_discontinued_status() -> None:
    line = parse("IBT-TRR Tradesman Red Multi 65mm")
    query = Query.of(line, [])
    named = features(product("IBT-TRR"), "Ibstock Brick")
    other = features(product("ZZZ-1", id=2), "Ibstock Brick")
    gone = features(product("IBT-TRR", id=3, status="discontinued"), "Ibstock Brick")
    assert score(query, named) == 1.0
    assert score(query, other) < score(query, named)
    assert score(query, gone) == round(0.85, 3)
    # the same query again (its said weights kept per name) gives the same scores
    assert [score(query, f) for f in (named, other, gone)] == [
        score(Query.of(line, []), f) for f in (named, other, gone)
    ]


def test_no_names_table_nor_its_triggers_are_left(db: Session) -> None:
    assert db.scalar(text("SELECT to_regclass('product_names')")) is None
    triggers = db.scalars(
        text("SELECT tgname FROM pg_trigger WHERE tgrelid = 'products'::regclass AND NOT tgisinternal")
    ).all()
    assert triggers == []
    assert (
        db.scalar(text("SELECT count(*) FROM pg_proc WHERE proname IN ('product_names_kept', 'product_name_text')"))
        == 0
    )
