"""Buying questions (development wordings): what suppliers quoted us and where our purchase orders stand are read as
their intents with the records they name, and answered from the database with every figure on a card."""

from __future__ import annotations

from datetime import date

import pytest
from sqlalchemy.orm import Session

from assistant.grounding import grounded
from assistant.lookups import run
from assistant.understanding.parse import understand
from assistant.understanding.types import Intent, Understanding
from ingest.embedder import embed_one
from tests.assistant.dataset import (
    PROJECT_MEADOW,
    PROJECT_OAKWOOD,
    PROJECT_RIVERSIDE,
    PROJECT_STATION,
    SUPPLIER_IBSTOCK,
    SUPPLIER_MARSHALLS,
    SUPPLIER_NORTHERN,
    SUPPLIER_WIENERBERGER,
)
from tests.assistant.seeding import Seeded


def read(db: Session, question: str) -> Understanding:
    return understand(db, question, None, vector=embed_one(question), today=date.today())


CASES = [
    ("supplier quotes on Q-260010", Intent.supplier_quotes, {"quotes": ("Q-260010",)}, ("SQ-260001", "SQ-260002")),
    (
        "has wienerberger come back on meadow view",
        Intent.supplier_quotes,
        {"suppliers": (SUPPLIER_WIENERBERGER,), "projects": (PROJECT_MEADOW,)},
        ("SQ-260003", "not answered yet"),
    ),
    (
        "whats northern quoted us for riverside",
        Intent.supplier_quotes,
        {"suppliers": (SUPPLIER_NORTHERN,), "projects": (PROJECT_RIVERSIDE,)},
        ("£585.00 per 1,000", "lead time 6 weeks"),
    ),
    (
        "marshalls price for station road still valid?",
        Intent.supplier_quotes,
        {"suppliers": (SUPPLIER_MARSHALLS,), "projects": (PROJECT_STATION,)},
        ("SQ-260004", "expired on"),
    ),
    ("purchase orders for oakwood", Intent.purchase_orders, {"projects": (PROJECT_OAKWOOD,)}, ("PO-260002", "sent on")),
    (
        "has ibstock acknowledged our order",
        Intent.purchase_orders,
        {"suppliers": (SUPPLIER_IBSTOCK,)},
        ("PO-260001", "acknowledged on 10 Nov 2026"),
    ),
    ("po status on Q-260010", Intent.purchase_orders, {"quotes": ("Q-260010",)}, ("PO-260001",)),
]


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_buying_questions_are_read_and_answered(
    db: Session, dataset: Seeded, case: tuple[str, Intent, dict[str, tuple[str, ...]], tuple[str, ...]]
) -> None:
    question, intent, entities, values = case
    understood = read(db, question)
    assert understood.intent == intent, understood
    named = understood.entities.as_dict()
    for kind, wanted in entities.items():
        assert set(wanted) <= set(named.get(kind, [])), understood
    result = run(db, understood)
    assert result.found, result.text
    for value in values:
        assert value in result.text, result.text
    assert grounded(result.text, result.cards), result.text


def test_a_supplier_quote_answer_lists_lines_charges_and_total(db: Session, dataset: Seeded) -> None:
    result = run(db, read(db, "what has ibstock quoted us for riverside"))
    assert result.text.startswith(
        f"SQ-260001 from {SUPPLIER_IBSTOCK} for {PROJECT_RIVERSIDE}: answered 22 Oct 2026, ordered on PO-260001 — "
    )
    assert "22,000 bricks Ibstock Funton Second Hard Stock at £598.00 per 1,000, lead time 4 weeks" in result.text
    assert "600 Forterra Thermalite Shield Block 100mm cannot quote (Not our product)" in result.text
    assert "haulage £395.00 per load for 2 loads" in result.text
    [card] = result.cards
    assert (card.kind, card.record_id) == ("supplier_quote", dataset.supplier_quotes["SQ-260001"])
    status = "answered 22 Oct 2026, ordered on PO-260001"
    assert ("Status", status) in [(fact.label, fact.value) for fact in card.facts]


def test_nothing_found_says_what_was_asked(db: Session, dataset: Seeded) -> None:
    result = run(db, read(db, "purchase orders for moorside farm barns"))
    assert not result.found
    assert result.text.startswith("I found no purchase orders for Moorside Farm Barns")


def test_a_customer_po_number_is_not_a_purchase_order_question(db: Session, dataset: Seeded) -> None:
    assert read(db, "whats the po number on q9").intent != Intent.purchase_orders
