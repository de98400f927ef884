"""Issue 14's nineteenth learning round (branch learn3): a correction naming the record that words of its question
mean is reused for any question holding those words, read again with the record's name in them (plural or singular,
with a unit beside them); a helpful verdict on an answer that found nothing confirms no reading; demotions read the
marked questions' exchanges in one statement; a tie at the full-text cut is kept whole, never split by document id."""

from __future__ import annotations

from typing import Any

import numpy as np
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from assistant import demotions, feedback, retrieval
from assistant.models import Feedback
from assistant.understanding import knn
from ingest import embedder
from ingest.embedder import embed_one
from ingest.models import DIMENSIONS, Document
from tests.assistant.conftest import ask
from tests.assistant.dataset import CUSTOMER_ACME, CUSTOMER_KIRKSTALL, PRODUCT_LEICESTER
from tests.assistant.lookups_support import statements
from tests.assistant.seeding import Seeded
from tests.assistant.test_feedback_reader import give
from tests.factories import headers_for, make_user


def correct(client: TestClient, headers: dict[str, str], question: str, kind: str, record_id: int) -> dict[str, Any]:
    mine = ask(client, headers, question)
    body = {"exchange_id": mine["exchange_id"], "helpful": False, "corrected": {"kind": kind, "record_id": record_id}}
    return give(client, headers, body)


def test_a_correction_naming_what_words_mean_answers_other_questions_holding_them(
    client: TestClient, db: Session, headers: dict[str, str], dataset: Seeded
) -> None:
    acme = dataset.record_id("customer", CUSTOMER_ACME)
    out = correct(client, headers, "phone number for the hunslet lot", "customer", acme)
    assert db.get(Feedback, out["feedback_id"]).entities[feedback.ALIAS] == ["hunslet", "lot"]  # type: ignore[union-attr]
    colleague = headers_for(db, make_user(db, first_name="Priya", last_name="Patel"))
    # other words, the plural, another order: Acme's contact details
    for question in ("hunslet lots number?", "whats the hunslet lot's phone"):
        again = ask(client, colleague, question)
        assert again["learned"] is not None, question
        assert again["intent"] == "contact_details" and again["entities"]["customers"] == [CUSTOMER_ACME], question
    # another question holding the words: Acme's quotes, asked as such
    quotes = ask(client, colleague, "quotes for the hunslet lot")
    assert quotes["intent"] == "customer_quotes" and quotes["entities"]["customers"] == [CUSTOMER_ACME]
    # other words naming a thing we have no record of, or another customer by name: never Acme
    for question in ("phone number for the bramley lot", f"phone number for {CUSTOMER_KIRKSTALL}"):
        other = ask(client, colleague, question)
        assert other["learned"] is None and CUSTOMER_ACME not in other["entities"].get("customers", []), question


def test_a_correction_reaches_the_plural_and_a_price_per_unit(
    client: TestClient, db: Session, headers: dict[str, str], dataset: Seeded
) -> None:
    leicester = dataset.record_id("product", PRODUCT_LEICESTER)
    correct(client, headers, "price on the glimmer facings", "product", leicester)
    colleague = headers_for(db, make_user(db, first_name="Priya", last_name="Patel"))
    for question in ("glimmer facing price?", "price per m2 on the glimmer facings"):
        again = ask(client, colleague, question)
        assert again["learned"] is not None, question
        assert again["entities"]["products"] == [PRODUCT_LEICESTER], question


def test_units_are_no_numbers_telling_questions_apart() -> None:
    assert feedback._numbers("price per m2 on the glimmer facings") == set()
    assert feedback._numbers("q12 before vat") == {"q12"}


def test_a_helpful_verdict_on_an_answer_that_found_nothing_confirms_no_reading(
    client: TestClient, db: Session, headers: dict[str, str]
) -> None:
    question = "price on the zorblax"
    mine = ask(client, headers, question)
    assert mine["confidence_label"] == "low" and not mine["entities"].get("products")
    out = give(client, headers, {"exchange_id": mine["exchange_id"], "helpful": True})
    row = db.get(Feedback, out["feedback_id"])
    assert row is not None and row.helpful and row.entities[feedback.UNCONFIRMED] is True
    assert "wording" not in row.entities
    assert question not in [e.text for e, _ in knn.learned(db, embed_one(question))]
    assert feedback.recall(db, embed_one(question), question=question) is None


def test_the_marked_questions_exchanges_are_read_in_one_statement(
    client: TestClient, db: Session, headers: dict[str, str]
) -> None:
    asked = ["red multi facing brick 65mm", "red multi facing bricks in 65mm", "looking for a 65mm red multi brick"]
    for question in asked:
        mine = ask(client, headers, question)
        source = {"kind": mine["sources"][0]["kind"], "record_id": mine["sources"][0]["record_id"]}
        give(client, headers, {"exchange_id": mine["exchange_id"], "helpful": False, "unhelpful_sources": [source]})
    db.expire_all()
    with statements(db) as seen:
        near = demotions.near(db, embed_one("do we have a red multi facing brick, 65mm?"))
    assert len({d.asked.intent for d in near}) >= 1 and len(near) >= len(asked)
    assert sum("assistant_exchanges" in s for s in seen) == 1


def _note(db: Session, n: int, vector: list[float]) -> None:
    content = "Note: zorblax quimby\nzorblax quimby"
    row = Document(
        kind="note",
        record_id=900_000 + n,
        title="Note: zorblax quimby",
        content=content,
        content_hash=f"{n:064d}",
        model=embedder.MODEL_NAME,
        embedding=vector,
        link="",
    )
    db.add(row)


def test_a_tie_at_the_full_text_cut_is_kept_whole(db: Session) -> None:
    """More documents than the full-text candidates score the same for the question: all of them are candidates at
    one shared place, whichever were written first (on main the cut kept the CANDIDATES lowest ids)."""
    rng = np.random.default_rng(7)
    count = retrieval.CANDIDATES + 10
    vectors = [v / np.linalg.norm(v) for v in rng.normal(size=(count, DIMENSIONS))]
    for n, v in enumerate(vectors):
        _note(db, n, [float(x) for x in v])
    db.flush()
    hits = retrieval.retrieve(db, "zorblax quimby", embed_one("zorblax quimby"), limit=count + retrieval.CANDIDATES)
    ours = {h.record_id: h.text_rank for h in hits if h.kind == "note" and h.record_id >= 900_000}
    assert len(ours) == count
    assert len(set(ours.values())) == 1 and None not in ours.values()
