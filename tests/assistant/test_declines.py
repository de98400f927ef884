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
