"""Issue 14's twentieth learning round (branch learn4, tests/assistant_demo/dev_learn4.py): a block width in inches
is the width in millimetres ("dense 4in", "4 inchers": 100mm); a correction choosing one of the records its question
named never applies to a question naming only another of them; a helpful verdict on an answer that found nothing
never outranks a question's own surer reading; the words a correction said name its record match with a slip of one
letter; a verdict is true or false (the API refuses "yes"). Each with the contamination it must not cause: a
correction on A never changes an answer about B."""

from __future__ import annotations

from datetime import date
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from assistant import feedback, lessons
from assistant.lookups import quotes
from assistant.models import Feedback
from assistant.understanding.cues import normalise
from assistant.understanding.inches import as_mm
from assistant.understanding.types import Entities, Intent, Named, Understanding
from tests.assistant.conftest import ask
from tests.assistant.dataset import (
    CUSTOMER_ACME,
    CUSTOMER_KIRKSTALL,
    CUSTOMER_PENNINE,
    PRODUCT_HI_STRENGTH,
    PRODUCT_KASSANDRA,
    PRODUCT_RED_MULTI,
    PRODUCT_THERMALITE,
)
from tests.assistant.seeding import Seeded
from tests.assistant.test_feedback_reader import give
from tests.assistant.test_learning3 import correct
from tests.factories import headers_for, make_user

FEEDBACK = "/api/brickmate/feedbackEmbedding"


def _colleague(db: Session) -> dict[str, str]:
    return headers_for(db, make_user(db, first_name="Priya", last_name="Patel"))


# ---- inches


def test_a_block_width_in_inches_is_its_width_in_millimetres() -> None:
    for said in ("dense 4 inch", "dense 4in", "dense 4 inches", "dense 4 inchers", "dense 4inch", 'dense 4"'):
        assert as_mm(said) == "dense 100mm", said
    assert as_mm("6 inch blocks") == "140mm blocks"
    # no width: a preposition after a number, another number of inches, a price, a quote number
    for said in ("anything 4 in stock", "14 inch", "q4 in total", "£4 inch", "5 inch"):
        assert as_mm(said) == said, said
    assert normalise("how much r dense 4 inch blocks") == "how much are dense 100mm blocks"


def test_a_width_in_inches_and_in_millimetres_are_one_number_to_feedback() -> None:
    assert feedback._numbers("dense 4in price?") == feedback._numbers("how much r dense 4 inch blocks") == {"100mm"}
    assert feedback._numbers("price on the dense 4 inchers") == {"100mm"}
    assert feedback._numbers("dense 6 inch") != feedback._numbers("dense 4 inch")


def test_a_block_asked_for_in_inches_is_the_one_of_that_width(
    client: TestClient, headers: dict[str, str], dataset: Seeded
) -> None:
    assert ask(client, headers, "price on thermalite shield 4in")["entities"]["products"] == [PRODUCT_THERMALITE]
    assert ask(client, headers, "hi strength 7 6 inch price")["entities"]["products"] == [PRODUCT_HI_STRENGTH]


# ---- a correction choosing among what its question named


SAND = {1: "Building Sand Bulk Bag", 2: "Building Sand Loose Load"}


def _reading(terms: str, *ids: int) -> Understanding:
    return Understanding(Intent.product_price, Entities(products=[Named(i, SAND[i]) for i in ids], terms=terms))


def test_a_correction_choosing_one_of_the_records_named_leaves_the_others_alone() -> None:
    before = _reading("building sand bag", 1, 2)  # "building sand by the bag": the bag and the loose load
    kept = _reading("building sand bag", 1)  # corrected to the bag
    assert lessons.chose_another(_reading("building sand loose", 2), before, kept, "products")
    assert not lessons.chose_another(_reading("building sand loose", 1), before, kept, "products")
    assert not lessons.chose_another(_reading("building sand loose", 1, 2), before, kept, "products")
    # the same words read as another of them again: the misreading the correction put right, it takes it
    assert not lessons.chose_another(_reading("building sands bag", 2), before, kept, "products")
    # one record named and corrected to another: the misreading again takes the correction
    one = _reading("building sand loose", 2)
    assert not lessons.chose_another(one, one, kept, "products")


def _several(client: TestClient, headers: dict[str, str], question: str) -> dict[str, Any]:
    mine: dict[str, Any] = ask(client, headers, question)
    assert len(mine["entities"].get("products", [])) > 1, mine["entities"]  # the question names several
    return mine


def test_a_correction_to_one_of_several_never_answers_a_question_about_another(
    client: TestClient, db: Session, headers: dict[str, str], dataset: Seeded
) -> None:
    question = "price on the red multi"
    mine = _several(client, headers, question)
    other, chosen = mine["entities"]["products"][0], mine["entities"]["products"][-1]
    give(
        client,
        headers,
        {
            "exchange_id": mine["exchange_id"],
            "helpful": False,
            "corrected": {"kind": "product", "record_id": dataset.record_id("product", chosen)},
        },
    )
    colleague = _colleague(db)
    again = ask(client, colleague, question)
    assert again["learned"] is not None and again["entities"]["products"] == [chosen]
    before = ask(client, headers, f"price on the {other.lower()}")
    after = ask(client, colleague, f"price on the {other.lower()}")
    assert after["learned"] is None and after["entities"] == before["entities"] and after["text"] == before["text"]


# ---- a helpful verdict on an answer that found nothing


def test_a_helpful_verdict_on_an_answer_that_found_nothing_never_outranks_a_surer_reading() -> None:
    kept = {lessons.LOW: True}
    sure_else = Understanding(Intent.contact_details, Entities(), confidence=0.8)
    assert lessons.outranked(kept, Intent.record_fact.value, sure_else)
    assert not lessons.outranked(kept, Intent.contact_details.value, sure_else)  # the same intent: reused
    assert not lessons.outranked({}, Intent.record_fact.value, sure_else)  # a verdict on an answer that found it
    unsure = Understanding(Intent.contact_details, Entities(), confidence=0.4)
    assert not lessons.outranked(kept, Intent.record_fact.value, unsure)


def test_a_helpful_verdict_on_a_low_answer_is_kept_as_such(
    client: TestClient, db: Session, headers: dict[str, str]
) -> None:
    mine = ask(client, headers, f"whos the area manager at {CUSTOMER_ACME}")
    assert mine["confidence_label"] == "low" and mine["entities"].get("customers") == [CUSTOMER_ACME]
    out = give(client, headers, {"exchange_id": mine["exchange_id"], "helpful": True})
    row = db.get(Feedback, out["feedback_id"])
    assert row is not None and row.entities[lessons.LOW] is True and feedback.confirms(row)


# ---- the words a correction learned, mistyped


def test_the_words_a_correction_learned_match_with_a_slip_of_one_letter() -> None:
    assert lessons.spelled("huddersfeild", ["huddersfield", "lot"])
    assert lessons.spelled("lot", ["huddersfield", "lot"])
    assert not lessons.spelled("lit", ["lot"])  # short words are other words
    assert not lessons.spelled("bramley", ["hunslet"]) and not lessons.spelled("100mm", ["140mm"])
    assert not lessons.spelled("huddersfeidd", ["huddersfield"])  # two slips
    assert lessons.holds(["huddersfield", "lot"], {"huddersfeild", "lot", "account"})
    assert not lessons.holds(["huddersfield", "lot"], {"huddersfeild", "account"})


def test_a_correction_reaches_its_words_mistyped_and_nothing_else(
    client: TestClient, db: Session, headers: dict[str, str], dataset: Seeded
) -> None:
    acme = dataset.record_id("customer", CUSTOMER_ACME)
    correct(client, headers, "phone number for the hunslet lot", "customer", acme)
    colleague = _colleague(db)
    again = ask(client, colleague, "phone number for the hunslte lot")
    assert again["learned"] is not None and again["entities"]["customers"] == [CUSTOMER_ACME]
    for question in ("phone number for the bramley lot", f"phone number for {CUSTOMER_KIRKSTALL}"):
        other = ask(client, colleague, question)
        assert other["learned"] is None and CUSTOMER_ACME not in other["entities"].get("customers", []), question


# ---- the API


def test_a_verdict_is_true_or_false(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    mine = ask(client, headers, f"phone number for {CUSTOMER_ACME}")
    for helpful in ("yes", "true", 1, None):
        response = client.post(FEEDBACK, json={"exchange_id": mine["exchange_id"], "helpful": helpful}, headers=headers)
        assert response.status_code == 422, helpful
        assert [e["field"] for e in response.json()["errors"]] == ["helpful"], helpful
    assert db.query(Feedback).count() == 0


# ---- what we last quoted them, for a name that fits several products


def test_of_several_products_a_name_fits_the_one_we_quoted_them_is_meant(db: Session, dataset: Seeded) -> None:
    pennine = Named(dataset.record_id("customer", CUSTOMER_PENNINE), CUSTOMER_PENNINE)
    products = [Named(dataset.record_id("product", p), p) for p in (PRODUCT_KASSANDRA, PRODUCT_RED_MULTI)]
    reading = Understanding(Intent.last_quoted, Entities(products=products, customers=[pennine]), confidence=0.7)
    found = quotes.last_quoted(db, reading, date.today())
    assert found.found and "Q-260007" in found.text and "£680.00" in found.text, found.text
    # never one they were not quoted: none of the names fits a product quoted to them
    other = Understanding(Intent.last_quoted, Entities(products=products[:1], customers=[pennine]), confidence=0.7)
    assert not quotes.last_quoted(db, other, date.today()).found
