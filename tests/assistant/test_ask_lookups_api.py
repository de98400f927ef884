"""POST /brickmate/askQuestion for what issue 14's look-ups change where the question reader already routes: a
company (prospect) with quotes answered as a party to them, an other organisation read as such, contacts found
through the index, and the cheapest-price answer's phrasing (no "is its own", no note on every answer)."""

from __future__ import annotations

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from api.crm import Kind, Organisation
from assistant.answer import grounded
from assistant.schemas import AnswerOut
from ingest.sync import sync_records
from tests.api.quotes.factories import make_quote
from tests.assistant.conftest import ASK, ask
from tests.assistant.dataset import CUSTOMER_ACME, PRODUCT_PANTILE, PRODUCT_RED_MULTI
from tests.assistant.seeding import Seeded
from tests.factories import make_contact, make_organisation


def is_grounded(body: dict[str, object]) -> bool:
    answer = AnswerOut.model_validate(body)
    return grounded(answer.text, answer.cards, answer.sources)


def test_asking_needs_a_token(client: TestClient) -> None:
    assert client.post(ASK, json={"question": "how many open quotes are there"}).status_code == 401


def test_a_companys_quotes(client: TestClient, db: Session, headers: dict[str, str], dataset: Seeded) -> None:
    prospect = make_organisation(db, kind=Kind.company, name="Harrogate Prospect Homes")
    quote = make_quote(db, customer=prospect, contacts=[], vat_rate="20.00")
    body = ask(client, headers, "quotes for Harrogate Prospect Homes")
    assert body["intent"] == "customer_quotes"
    assert body["entities"]["companies"] == ["Harrogate Prospect Homes"]
    # The look-up answers for the company (the reader's confidence in a company as the party is its own concern).
    assert "Harrogate Prospect Homes" in body["text"]
    summary = body["cards"][0]
    assert (summary["kind"], summary["record_id"]) == ("company", prospect.id)
    assert quote.id in [c["record_id"] for c in body["cards"] if c["kind"] == "quote"]
    assert is_grounded(body)


def test_an_other_organisation_is_not_a_other(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    make_organisation(db, kind=Kind.other, name="Wetherby Civic Trust")
    body = ask(client, headers, "tell me about Wetherby Civic Trust")
    assert body["intent"] == "record_summary"
    assert body["text"].startswith("Wetherby Civic Trust is an organisation")
    assert "a other" not in body["text"] and "an other" not in body["text"]


def test_contacts_are_found_through_the_index(client: TestClient, db: Session, headers: dict[str, str],
                                              dataset: Seeded) -> None:  # fmt: skip
    acme = db.get_one(Organisation, dataset.organisations[CUSTOMER_ACME])
    contact = make_contact(db, acme, first_name="Philippa", last_name="Quenby", job_title="Quantity surveyor",
                           phone="0113 496 0777", email="philippa.quenby@acme.example")  # fmt: skip
    sync_records(db, [("contact", contact.id)])
    body = ask(client, headers, "Philippa Quenby quantity surveyor phone")
    cited = [(s["kind"], s["record_id"]) for s in [*body["cards"], *body["sources"]]]
    assert ("contact", contact.id) in cited
    assert is_grounded(body)
    only = client.post(ASK, json={"question": "Philippa Quenby", "kinds": ["contact"]}, headers=headers)
    assert only.status_code == 200
    assert {s["kind"] for s in only.json()["sources"]} == {"contact"}
    bad = client.post(ASK, json={"question": "Philippa", "kinds": ["person"]}, headers=headers)
    assert bad.status_code == 422 and "kinds" in bad.text


def test_the_cheapest_price_answer_reads_right(client: TestClient, headers: dict[str, str]) -> None:
    own = ask(client, headers, f"what is the cheapest price for {PRODUCT_PANTILE}")
    assert own["intent"] == "cheapest_price"
    assert "its own" not in own["text"] and "Supplier quotes are not recorded" not in own["text"]
    assert "£2.35 each" in own["text"]
    other = ask(client, headers, f"cheapest price for {PRODUCT_RED_MULTI}")
    assert "£618.00 per 1,000" in other["text"] and "Supplier quotes" not in other["text"]
    assert is_grounded(other)
