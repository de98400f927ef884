"""How the name matching's candidate lookup chooses its work (api.catalogue.service.candidates): the guard before a
misspelt word's similarity never drops a similar text, and the words looked up in the trigram index are the cheapest
by the sample of the catalogue (api.core.word_sample). Plans only: the rows found are the same."""

from __future__ import annotations

import pytest
from sqlalchemy import func, select, text
from sqlalchemy.orm import Session

from api.catalogue.demo_data import PRODUCTS
from api.catalogue.service.candidates import Lookup, _branch, _indexed, _key, _small, _trigram_guard
from api.core.word_sample import Sample
from tests.conftest import QueryLog

MISSPELT = ["tradesmen", "kasandra", "ibstok", "marzale", "thermalyte", "cheshre", "tegulla", "weinerberger", "lintle"]
TEXTS = [
    " ".join(part.lower() for part in (p.code, p.name, p.colour, p.texture, p.category) if part) for p in PRODUCTS
] + ["tradesman red multi", "kassandra multi", "ibstock brick", "marshalls tegula", "old english buff", "2 lintel"]


@pytest.mark.parametrize("threshold", [0.6, 0.5])
def test_a_text_similar_to_a_word_holds_a_part_of_its_guard(db: Session, threshold: float) -> None:
    db.execute(select(func.set_config("pg_trgm.word_similarity_threshold", str(threshold), True)))
    guarded = compared = 0
    for word in MISSPELT:
        similar = db.execute(
            text("SELECT t FROM unnest(CAST(:texts AS text[])) AS t WHERE :word <% t"), {"texts": TEXTS, "word": word}
        ).scalars()
        parts = _trigram_guard(word, threshold)
        guarded += bool(parts)
        for found in similar:
            compared += 1
            assert any(part in found for part in parts) or not parts, (word, found)
    assert guarded == len(MISSPELT) and compared >= len(MISSPELT)  # not vacuous: guards, and similar texts to check


def test_words_pg_trgm_splits_or_too_short_get_no_guard() -> None:
    assert _trigram_guard("7.3n", 0.6) == []
    assert _trigram_guard("20/20", 0.6) == []
    assert _trigram_guard("abc", 0.6) == []
    assert _trigram_guard("tradesmen", 0.6) == ["tra", "rad", "ade", "des", "esm"]


def sample(texts: list[str], scale: float = 100.0) -> Sample:
    return Sample(texts, scale, until=0.0)


def test_the_sample_counts_the_rows_holding_words_together() -> None:
    kept = sample(["thermalite shield", "thermalite trenchblock", "celcon shield", "red"], scale=10)

    assert kept.rows(["thermalite"]) == 20
    assert kept.rows(["shield", "thermalite"]) == 10
    assert kept.rows(["celcon", "thermalite"]) == 5  # none sampled: half a row's worth
    assert kept.rows([]) == 40


def test_words_that_come_together_look_up_the_rarest_alone() -> None:
    texts = ["thermalite shield block"] * 20 + ["thermalite trenchblock"] * 80 + ["celcon standard"] * 900
    lookup = Lookup({"thermalite": 0.0, "shield": 0.0, "block": 0.3}, sample=sample(texts))

    assert _indexed(["thermalite", "shield", "block"], lookup) == {"shield"}


def test_words_that_seldom_come_together_look_up_two() -> None:
    texts = ["lbc common"] * 10 + ["heather facing"] * 30 + ["lbc heather facing"] + ["celcon standard facing"] * 959
    lookup = Lookup({"lbc": 0.0, "heather": 0.0, "facing": 0.4}, sample=sample(texts))

    assert _indexed(["heather", "lbc", "facing"], lookup) == {"heather", "lbc"}


def test_how_common_a_word_is_is_the_samples_word_where_there_is_one() -> None:
    texts = ["lbc common"] * 10 + ["heather facing"] * 20 + ["lbc heather facing"] + ["celcon standard facing"] * 969
    statistics = {"lbc": 0.0, "heather": 0.08, "facing": 0.0}  # ANALYZE's hundred texts: eight of them "heather"

    assert _indexed(["heather", "lbc", "facing"], Lookup(statistics)) == {"lbc", "facing"}
    assert _indexed(["heather", "lbc", "facing"], Lookup(statistics, sample=sample(texts))) == {"heather", "lbc"}


def test_a_word_is_looked_up_by_a_trigram_as_rare_as_itself() -> None:
    texts = ["perforated brick"] * 20 + ["for mortar", "platform"] * 100 + ["stock"] * 10 + ["stone tocsin lock"] * 100
    kept = sample(texts + ["solid brick"] * 670)

    assert _key("perforated", kept) == "ate"  # "ate", "rat", "ted"… as rare as the word ("for" ten times commoner)
    assert _key("stock", kept) == "stock"  # each of its trigrams is eleven times commoner than the word
    assert _key("platform", kept) == "atf"
    assert _key("20/20", kept) == "20/20" and _key("red", kept) == "red"  # split by pg_trgm; a trigram already
    assert _key("perforated", None) == "perforated"


def test_a_branch_looks_its_word_up_by_its_key_and_keeps_the_word_as_a_filter() -> None:
    texts = ["perforated engineering brick"] * 20 + ["for mortar"] * 200 + ["solid brick"] * 780
    lookup = Lookup({"perforated": 0.02, "brick": 0.8}, sample=sample(texts))

    sql, params = _branch(0, (), like=["perforated", "brick"], lookup=lookup)

    by_value = {value: name for name, value in params.items()}
    assert f"search_text LIKE :{by_value['%ate%']} " in sql
    assert f"(search_text || '') LIKE :{by_value['%perforated%']} " in sql
    assert f"(search_text || '') LIKE :{by_value['%brick%']} " in sql


def test_without_a_sample_or_with_a_split_word_every_rare_word_is_looked_up() -> None:
    texts = ["thermalite shield block"] * 20 + ["celcon standard"] * 980
    rare = {"thermalite": 0.0, "shield": 0.0, "20/20": 0.0}

    assert _indexed(["thermalite", "shield"], Lookup(rare)) == {"thermalite", "shield"}
    assert _indexed(["thermalite", "shield", "20/20"], Lookup(rare, sample=sample(texts))) == {
        "thermalite",
        "shield",
        "20/20",
    }


def test_a_suppliers_count_is_read_once_while_kept(db: Session, query_log: QueryLog) -> None:
    suppliers = [987_654_321, 987_654_322]  # no such suppliers: none of their products, so small

    with query_log.recording() as statements:
        first = _small(db, suppliers)
        again = _small(db, suppliers[:1])

    assert first == frozenset(suppliers) and again == frozenset(suppliers[:1])
    assert sum("unnest" in s for s in statements) == 1
