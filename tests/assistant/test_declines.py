"""Records asked about that we do not have, by kind (issue 14: declines): a buying or delivering record's number no
record has, a supplier or a job named in a buying or delivering question that we do not have, and near misses of
records we do have (another kind of organisation by the same first word, a name's number given otherwise, a person
at an organisation who is none of its contacts). Each is declined as such, never answered with other records'
facts; a number we do have narrows the answer to its record. Wordings of their own, not the evaluation sets'."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from assistant.understanding.numbers import find
from tests.assistant.conftest import ask
from tests.assistant.seeding import Seeded


def declined(body: dict[str, Any]) -> bool:
    return body["confidence_label"] != "high" and "don't have" in body["text"]


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("where are we with PO-260077", "the purchase order you named"),
        ("is co 260188 booked", "the call-off you named"),
        ("sq-260099 prices", "the supplier quote you named"),
    ],
)
def test_a_number_no_record_has_is_declined(
    client: TestClient, headers: dict[str, str], dataset: Seeded, question: str, said: str
) -> None:
    body = ask(client, headers, question)
    assert declined(body), body["text"]
    assert said in body["text"]
    assert "acknowledged" not in body["text"] and "booked for" not in body["text"]  # no other record's state


def test_a_number_we_have_narrows_the_answer_to_its_record(
    client: TestClient, db: Session, headers: dict[str, str], dataset: Seeded
) -> None:
    body = ask(client, headers, "where are we with po 260002")
    assert body["intent"] == "purchase_orders"
    assert "PO-260002" in body["text"] and "PO-260001" not in body["text"]
    assert find(db, "po 260002 and po-260055").found == ["PO-260002"]
    assert find(db, "po 260002 and po-260055").missing == [("PO-260055", "purchase order")]


@pytest.mark.parametrize(
    "question",
    [
        "any prices back from buildbase for riverside",
        "has selco acknowledged the order",
        "loads going to the hillcrest gardens job tomorrow",
    ],
)
def test_a_party_we_do_not_have_in_buying_and_delivering(
    client: TestClient, headers: dict[str, str], dataset: Seeded, question: str
) -> None:
    body = ask(client, headers, question)
    assert declined(body), body["text"]


@pytest.mark.parametrize(
    "question",
    [
        "open quotes for calder roofing",  # Calder Civils we have
        "who designed oakwood school extension phase 3",  # no number in its name: answered
        "quotes for meadow view phase 3",  # we have Phase 2
        "mobile for sandra pike at wienerberger",  # no such contact there
    ],
)
def test_near_misses_of_records_we_have(
    client: TestClient, headers: dict[str, str], dataset: Seeded, question: str
) -> None:
    body = ask(client, headers, question)
    if "oakwood" in question:
        assert not declined(body), body["text"]
    else:
        assert declined(body), body["text"]


@pytest.mark.parametrize(
    "question",
    [
        "open quotes for calder civils",
        "whos the buyer at calder",
        "acme constrution quotes",
        "has ibstock acknowledged",
    ],
)
def test_records_we_have_are_still_answered(
    client: TestClient, headers: dict[str, str], dataset: Seeded, question: str
) -> None:
    body = ask(client, headers, question)
    assert not declined(body), body["text"]


@pytest.mark.parametrize(
    ("question", "said"),
    [
        # a product we have for a party we do not: the party is what we lack, not the product
        ("funton price for bellway homes", "a customer called “bellway homes”"),
        ("what did we last quote redrow for the leicester red", "a customer called “redrow”"),
        # a party we have with a maker's range we do not have: the product is what we lack
        ("what did kirkstall builders pay for the wienerberger funton", "a product called “funton”"),
        # two organisations we have, each named in part by neighbouring words: neither
        ("open quotes for pennine valley homes", "a customer called “pennine valley homes”"),
        # a record's kind in words before a number no record has
        ("call-off 9 when is it due", "the call-off you named"),
        ("supplier quote 12 prices", "the supplier quote you named"),
    ],
)
def test_what_we_lack_is_named_as_asked(
    client: TestClient, headers: dict[str, str], dataset: Seeded, question: str, said: str
) -> None:
    body = ask(client, headers, question)
    assert declined(body), body["text"]
    assert said in body["text"], body["text"]


@pytest.mark.parametrize(
    ("question", "shown"),
    [
        ("what did we last quote acme for the funton", "Acme Construction Ltd"),
        ("quotes for wharfe valley homes", "Wharfe Valley Homes"),
        ("supplier quotes on Q-260012", "SQ-260005"),
        ("quote 12 status", "Q-260012"),
    ],
)
def test_the_same_shapes_with_records_we_have_are_answered(
    client: TestClient, headers: dict[str, str], dataset: Seeded, question: str, shown: str
) -> None:
    body = ask(client, headers, question)
    assert not declined(body), body["text"]
    assert shown in body["text"], body["text"]
