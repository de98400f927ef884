"""Product search by words (POST /products/query, GET /products/all): a word matches where it starts a word of the
product's text or its supplier's name, never inside one; in the default order the exact and prefix hits come first."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import literal, select
from sqlalchemy.orm import Session

from api.catalogue.service import search, search_stats
from api.crm import Kind
from api.crm.service.search import starts_a_word, starts_a_word_in
from tests.api.catalogue.helpers import BASE, Headers, codes, ok, query
from tests.factories import make_organisation, make_product

# code, name, colour, texture, supplier
ROWS = [
    ("TRD-RED", "Tradesman Red Multi", "Red", "Rustic", "Ibstock Brick"),
    ("CHS-BUF", "Cheshire Buff", "Buff", "Textured", "Ibstock Brick"),
    ("HTH-STK", "Heather Stock", "Coloured", "Smooth", "Ibstock Brick"),
    ("RDL-TILE", "Redland Plain Tile", "Brown", "Smooth", "Marley"),
    ("RED-RUS", "Red Rustic", "Red", "Rustic", "Forterra"),
    ("RED", "Special Shape Cant", "Blue", "Smooth", "Forterra"),
    ("FE-SLATE", "Slate Grey Tile", "Grey", "Riven", "Fired Earth"),
    ("XB12345", "Lintel Box", "", "", "Catnic"),
]
# The default order for "red": the exact code, the names starting with it (a whole word first), then the rest by name.
RED_ORDER = ["RED", "RED-RUS", "RDL-TILE", "TRD-RED"]


@pytest.fixture
def catalogue(db: Session) -> None:
    suppliers: dict[str, Any] = {}
    for code, name, colour, texture, supplier in ROWS:
        if supplier not in suppliers:
            suppliers[supplier] = make_organisation(db, kind=Kind.supplier, name=supplier)
        make_product(db, suppliers[supplier], code=code, name=name, colour=colour, texture=texture)


def searched(client: TestClient, headers: Headers, q: str, **body: Any) -> list[str]:
    return codes(query(client, headers, q=q, items_per_page=100, **body))


def test_a_word_is_not_found_inside_another(client: TestClient, headers: Headers, catalogue: None) -> None:
    # "red" is inside Textured, Coloured and Fired Earth: none of those products is found.
    assert searched(client, headers, "red") == RED_ORDER
    assert searched(client, headers, "oured") == []
    assert searched(client, headers, "ured") == []
    assert searched(client, headers, "ired") == []


def test_a_word_prefix_is_found(client: TestClient, headers: Headers, catalogue: None) -> None:
    assert searched(client, headers, "textur") == ["CHS-BUF"]
    assert searched(client, headers, "colour") == ["HTH-STK"]
    assert searched(client, headers, "fired") == ["FE-SLATE"]
    assert searched(client, headers, "ches buf") == ["CHS-BUF"]
    assert searched(client, headers, "redl") == ["RDL-TILE"]


def test_a_word_with_a_digit_is_found_anywhere(client: TestClient, headers: Headers, catalogue: None) -> None:
    assert searched(client, headers, "2345") == ["XB12345"]
    assert searched(client, headers, "xb123") == ["XB12345"]


def test_the_exact_and_prefix_hits_come_first(client: TestClient, headers: Headers, catalogue: None) -> None:
    assert searched(client, headers, "tile") == ["RDL-TILE", "FE-SLATE"]  # by name: no name starts with "tile"
    assert searched(client, headers, "slate") == ["FE-SLATE"]
    assert searched(client, headers, "red rustic") == ["RED-RUS", "TRD-RED"]  # Tradesman Red Multi is rustic
    assert searched(client, headers, "red", sort="name") == RED_ORDER
    # The GET lists and pages answer the same order; the total counts every match once.
    assert codes(client.get(f"{BASE}/all", params={"q": "red"}, headers=headers)) == RED_ORDER
    pages = [ok(query(client, headers, q="red", items_per_page=3, page=n)) for n in (1, 2, 3)]
    assert [codes_of(p) for p in pages] == [RED_ORDER[:3], RED_ORDER[3:], []]
    assert {(p["total"], p["total_exact"]) for p in pages} == {(4, True)}


def test_another_sort_keeps_its_own_order(client: TestClient, headers: Headers, catalogue: None) -> None:
    assert searched(client, headers, "red", sort="code") == sorted(RED_ORDER)
    assert searched(client, headers, "red", sort="-name") == ["TRD-RED", "RED", "RDL-TILE", "RED-RUS"]


def codes_of(page: dict[str, Any]) -> list[str]:
    return [item["code"] for item in page["items"]]


def test_a_page_of_leading_hits_counts_as_the_pages_after_it(
    client: TestClient, headers: Headers, catalogue: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    # "red": the code RED and two names starting with it lead, then Tradesman Red Multi. The first page holds only
    # leading hits; its total is counted apart from the page, and agrees with the next page's, below and past the cap.
    pages = [ok(query(client, headers, q="red", items_per_page=3, page=n)) for n in (1, 2)]
    assert [(p["total"], p["total_exact"]) for p in pages] == [(4, True), (4, True)]

    monkeypatch.setattr(search, "COUNT_CAP", 3)
    pages = [ok(query(client, headers, q="red", items_per_page=3, page=n)) for n in (1, 2)]
    assert [codes_of(p) for p in pages] == [RED_ORDER[:3], RED_ORDER[3:]]
    assert [(p["total"], p["total_exact"]) for p in pages] == [(3, False), (3, False)]


WORD_STARTS = [
    ("red multi", "red"),  # the text starts with it
    ("tradesman red multi", "red"),  # after a space
    ("ibs-trd-red tradesman", "red"),  # after another character: the regular expression's part
    ("(red) multi", "red"),
    ("textured coloured", "red"),  # inside words only
    ("x_red", "red"),  # an underscore separates, as in Python
    ("50% off", "off"),
    ("a 100%_mix", "%_mix"),  # LIKE's wildcards in the term are the characters themselves
    ("a 100xymix", "%_mix"),
    ("café red", "red"),
    ("caféred", "red"),
]


@pytest.mark.parametrize(("text", "term"), WORD_STARTS)
def test_the_word_start_check_answers_as_pythons(db: Session, text: str, term: str) -> None:
    assert db.scalar(select(starts_a_word(literal(text), term))) is starts_a_word_in(text, term)


@pytest.mark.parametrize("q", ["red", "red smooth", "red rustic", "smooth red", "tile"])
def test_matches_found_first_among_the_names_starting_with_the_first_word_are_the_same(
    client: TestClient, headers: Headers, catalogue: None, monkeypatch: pytest.MonkeyPatch, q: str
) -> None:
    # At scale a common first word that starts most of its names (a maker's) has its matches found along the
    # name's index first (`Plan.named_first`); the statistics of these few rows never say so, so they are made to.
    def pages() -> list[Any]:
        return [ok(query(client, headers, q=q, items_per_page=2, page=n)) for n in (1, 2, 3)]

    plain = pages()
    asked: list[str] = []
    monkeypatch.setattr(search_stats, "share", lambda session, word: 0.5)
    monkeypatch.setattr(search_stats, "names_between", lambda session, low, high: asked.append(low) or 1.0)

    assert pages() == plain
    assert asked and set(asked) == {q.split()[0]}
    monkeypatch.setattr(search, "COUNT_CAP", 1)
    capped = (min(plain[0]["total"], 1), plain[0]["total"] <= 1)
    assert [(p["total"], p["total_exact"]) for p in pages()] == [capped] * 3
