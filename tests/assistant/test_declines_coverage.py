"""Records we do not have, by the kinds the third decline round found (assistant/understanding/lacking.py): one side
of a comparison, a quote number beside one we have, the party of a count of quotes, a works that "quoted" us, a
product asked with a party's last quote or a product's fact, a word wedged into a name we have, and a follow-up that
asks its own question of what we lack. Each is read as unknown (declined, with its own intent); its twin naming
records we have is not. Wordings of their own, not the evaluation sets'."""

from __future__ import annotations

import pytest
from sqlalchemy.orm import Session

from assistant.understanding.parse import understand
from assistant.understanding.types import Intent
from tests.assistant.seeding import Seeded


@pytest.mark.parametrize(
    ("question", "intent", "lacked"),
    [
        ("leicester red v ibstock kelsey blend which is cheaper", Intent.compare, "kelsey"),
        ("ib-abs65 or ib-abs80 whats dearer", Intent.compare, "ib-abs80"),
        ("q12 vs q33 which one is larger", Intent.compare, "Q-000033"),
        ("how many quotes has taylor wimpey had", Intent.quote_count, "taylor wimpey"),
        ("total value of redrow quotes", Intent.quote_count, "redrow"),
        ("have keyline quoted on meadow view", Intent.supplier_quotes, "keyline"),
        ("what did we last quote kirkstall for the ibstock kelsey blend", Intent.last_quoted, "kelsey"),
        ("weight of a lignacite block", Intent.record_fact, "lignacite"),
        ("wharfe valley riverview homes quotes", Intent.customer_quotes, "riverview"),
        ("quotes on the oakwood sports hall job", Intent.project_quotes, "sports"),
    ],
)
def test_what_we_lack_is_read_as_unknown_with_its_own_intent(
    db: Session, dataset: Seeded, question: str, intent: Intent, lacked: str
) -> None:
    understood = understand(db, question)
    assert lacked in understood.unknown, understood
    assert understood.intent == intent


@pytest.mark.parametrize(
    "question",
    [
        "leicester red v birtley which is cheaper",
        "ib-abs65 or nb-sbb65 whats dearer",
        "q12 vs q13 which one is larger",
        "how many quotes has wharfe valley had",
        "total value of acme quotes",
        "have northern quoted on riverside",
        "what did we last quote kirkstall for the catnic lintel",
        "weight of a hi-strength 7 block",
        "wharfe valley homes quotes",
        "quotes on the oakwood school job",
        "how many quotes were accepted",
        "quotes raised in october",
    ],
)
def test_their_twins_naming_what_we_have_are_not(db: Session, dataset: Seeded, question: str) -> None:
    assert not understand(db, question).unknown


@pytest.mark.parametrize(
    ("first", "then", "intent"),
    [
        ("price of ib-tkb65", "who makes it", Intent.product_supplier),
        ("taylor wimpey's quotes", "how many are still open", Intent.quote_count),
        ("quotes for the harewood gardens job", "who's the architect on it", Intent.record_fact),
    ],
)
def test_a_follow_up_to_what_we_lack_asks_its_own_question_and_is_declined(
    db: Session, dataset: Seeded, first: str, then: str, intent: Intent
) -> None:
    before = understand(db, first)
    assert before.unknown
    after = understand(db, then, before)
    assert (after.intent, after.unknown) == (intent, before.unknown)
