"""Feedback never leaks across records: for each way of giving feedback (helpful, unhelpful, a correction to a
record, a correction in words, sources marked unhelpful) and each kind of record (products, customers, contacts,
projects, quotes, suppliers), feedback on a question about A leaves a colleague's answer to the same question about
B as it was: the same text, reading and sources (with their scores), and no colleague's feedback shown."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from assistant import demotions
from ingest.embedder import embed_one
from tests.assistant.conftest import ask
from tests.assistant.dataset import (
    CUSTOMER_KIRKSTALL,
    PRODUCT_NORTHERN_RED,
    PROJECT_OAKWOOD,
    SUPPLIER_FORTERRA,
)
from tests.assistant.dataset_more import CONTACT_AKHTAR
from tests.assistant.seeding import Seeded
from tests.factories import headers_for, make_user

FEEDBACK = "/api/brickmate/feedbackEmbedding"


@dataclass(frozen=True)
class Pair:
    """The same question about A and about B, and a record of A's kind a correction may name (neither A nor B)."""

    a: str
    b: str
    kind: str
    other: str


PAIRS = {
    "products": Pair(
        "what's the price of Ibstock Leicester Red Stock?",
        "what's the price of Ibstock Cheshire Red Multi?",
        "product",
        PRODUCT_NORTHERN_RED,
    ),
    "customers": Pair("open quotes for Acme Construction", "open quotes for Pennine Groundworks", "customer",
                      CUSTOMER_KIRKSTALL),
    "contacts": Pair("phone number for Steve Haigh", "phone number for Claire Booth", "contact", CONTACT_AKHTAR),
    "projects": Pair("quotes for the Riverside Quarter job", "quotes for the Meadow View Phase 2 job", "project",
                     PROJECT_OAKWOOD),
    "quotes": Pair("what's the status of Q-260003", "what's the status of Q-260005", "quote", "Q-260008"),
    "suppliers": Pair("who's our contact at Ibstock Brick", "who's our contact at Wienerberger", "supplier",
                      SUPPLIER_FORTERRA),
}  # fmt: skip
PATHS = ["helpful", "unhelpful", "corrected to a record", "corrected in words", "sources marked unhelpful"]


def _verdict(path: str, answer: dict[str, Any], corrected: dict[str, Any]) -> dict[str, Any]:
    if path == "helpful":
        return {"helpful": True}
    if path == "unhelpful":
        return {"helpful": False}
    if path == "corrected to a record":
        return {"helpful": False, "corrected": corrected}
    if path == "corrected in words":
        return {"helpful": False, "correction": "No: that is not what I asked for, look at the other one."}
    shown = {(s["kind"], s["record_id"]) for s in [*answer["sources"], *answer["cards"]]}
    return {"helpful": False, "unhelpful_sources": [{"kind": k, "record_id": r} for k, r in sorted(shown)]}


def _seen(answer: dict[str, Any]) -> tuple[Any, ...]:
    """What a colleague sees of an answer (its ids and times aside)."""
    sources = [(s["kind"], s["record_id"], s["score"]) for s in answer["sources"]]
    cards = [(c["kind"], c["record_id"]) for c in answer["cards"]]
    return answer["text"], answer["intent"], answer["entities"], sources, cards, answer["confidence_label"]


@pytest.mark.parametrize("path", PATHS)
@pytest.mark.parametrize("kind", list(PAIRS))
def test_feedback_on_a_never_changes_the_answer_about_b(
    client: TestClient, db: Session, headers: dict[str, str], dataset: Seeded, kind: str, path: str
) -> None:
    pair = PAIRS[kind]
    colleague = headers_for(db, make_user(db, first_name="Priya", last_name="Patel"))
    before = ask(client, colleague, pair.b)
    mine = ask(client, headers, pair.a)
    assert mine["entities"] != before["entities"], "A and B must be read as naming different records"
    corrected = {"kind": pair.kind, "record_id": dataset.record_id(pair.kind, pair.other)}
    body = {"exchange_id": mine["exchange_id"], **_verdict(path, mine, corrected)}
    response = client.post(FEEDBACK, json=body, headers=headers)
    assert response.status_code == 200, response.text
    after = ask(client, colleague, pair.b)
    if path == "helpful":  # a confirmed reading may be reused, with B's own records: the same answer about B
        assert after["learned"] is None or after["learned"]["question"] == pair.a
    else:
        assert after["learned"] is None
    assert _seen(after) == _seen(before)


@pytest.mark.parametrize("kind", ["products", "quotes"])
def test_sources_marked_unhelpful_on_a_are_near_b_yet_never_demoted_for_it(
    client: TestClient, db: Session, headers: dict[str, str], kind: str
) -> None:
    """The question about B is close enough to A's for a demotion by similarity alone (the same words, another
    record): only its reading tells them apart, and it keeps B's sources where they were."""
    pair = PAIRS[kind]
    mine = ask(client, headers, pair.a)
    body = {"exchange_id": mine["exchange_id"], **_verdict("sources marked unhelpful", mine, {})}
    assert client.post(FEEDBACK, json=body, headers=headers).status_code == 200
    near = demotions.near(db, embed_one(pair.b))
    assert near and all(d.similarity >= demotions.DEMOTION_SIMILARITY for d in near)
    assert demotions.near(db, embed_one(pair.b)) != []  # by similarity alone they would apply
    assert demotions.near(db, embed_one(pair.a)) != []
    again = ask(client, headers, pair.a)  # A itself, asked again: its marked sources score lower
    shown = {(s["kind"], s["record_id"]): s["score"] for s in mine["sources"]}
    now = {(s["kind"], s["record_id"]): s["score"] for s in again["sources"]}
    assert any(now.get(key, 0.0) < score for key, score in shown.items())
