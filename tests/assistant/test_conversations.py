"""Conversations: a first question starts one, follow-ups continue it and reuse its intent, each user lists and
reads only their own (GET /brickmate/conversations, GET /brickmate/conversations/{id})."""

from __future__ import annotations

from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from api.users.models import User
from assistant.conversations import TITLE_CHARS, title_of, understanding_of
from assistant.models import Conversation, Exchange
from assistant.understanding.types import Intent
from tests.assistant.conftest import ASK, ask
from tests.assistant.dataset import (
    CUSTOMER_ACME,
    CUSTOMER_PENNINE,
    CUSTOMER_WHARFE,
    PRODUCT_LEICESTER,
    PRODUCT_RED_MULTI,
)
from tests.conftest import QueryLog
from tests.factories import headers_for, make_user

LIST = "/api/brickmate/conversations"
FEEDBACK = "/api/brickmate/feedbackEmbedding"


def test_a_follow_up_reuses_the_previous_intent(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    first = ask(client, headers, f"How much is {PRODUCT_RED_MULTI}?")
    conversation = db.get(Conversation, first["conversation_id"])
    assert conversation is not None
    started = conversation.updated_at

    follow = ask(client, headers, f"what about {PRODUCT_LEICESTER}?", first["conversation_id"])
    assert follow["conversation_id"] == first["conversation_id"]
    assert follow["intent"] == "product_price"
    assert follow["entities"]["products"] == [PRODUCT_LEICESTER]
    assert "£598.00" in follow["text"]

    quotes = ask(client, headers, f"quotes for {CUSTOMER_ACME}", first["conversation_id"])
    assert quotes["intent"] == "customer_quotes"
    other = ask(client, headers, f"and for {CUSTOMER_PENNINE}?", first["conversation_id"])
    assert other["intent"] == "customer_quotes"
    assert other["entities"]["customers"] == [CUSTOMER_PENNINE]

    db.refresh(conversation)
    assert conversation.updated_at > started
    assert conversation.title == f"How much is {PRODUCT_RED_MULTI}?"
    exchanges = db.scalars(select(Exchange).where(Exchange.conversation_id == conversation.id)).all()
    assert len(exchanges) == 4
    assert len(db.scalars(select(Conversation)).all()) == 1


def test_a_new_conversation_has_no_previous_question(client: TestClient, headers: dict[str, str]) -> None:
    ask(client, headers, f"quotes for {CUSTOMER_ACME}")
    alone = ask(client, headers, f"and for {CUSTOMER_PENNINE}?")
    assert alone["intent"] != "customer_quotes"


def test_feedback_on_a_follow_up_does_not_steer_another_conversations_follow_up(
    client: TestClient, headers: dict[str, str]
) -> None:
    first = ask(client, headers, f"quotes for {CUSTOMER_ACME}")
    follow = ask(client, headers, f"and for {CUSTOMER_PENNINE}?", first["conversation_id"])
    assert (
        client.post(FEEDBACK, json={"exchange_id": follow["exchange_id"], "helpful": True}, headers=headers).status_code
        == 200
    )

    other = ask(client, headers, f"How much is {PRODUCT_RED_MULTI}?")
    again = ask(client, headers, f"and for {CUSTOMER_PENNINE}?", other["conversation_id"])
    assert again["learned"] is None  # read against its own conversation, not the feedback's


def test_each_user_lists_their_own_conversations(
    client: TestClient, db: Session, staff: User, headers: dict[str, str]
) -> None:
    older = ask(client, headers, f"How much is {PRODUCT_RED_MULTI}?")
    ask(client, headers, f"what about {PRODUCT_LEICESTER}?", older["conversation_id"])
    newer = ask(client, headers, f"quotes for {CUSTOMER_WHARFE}")
    ask(client, headers_for(db, make_user(db)), "quotes for Acme")

    response = client.get(LIST, headers=headers)
    assert response.status_code == 200
    body = response.json()
    assert body["total"] == 2
    assert [(c["conversation_id"], c["questions"]) for c in body["items"]] == [
        (newer["conversation_id"], 1),
        (older["conversation_id"], 2),
    ]
    assert body["items"][1]["title"] == f"How much is {PRODUCT_RED_MULTI}?"

    searched = client.get(LIST, params={"q": "wharfe"}, headers=headers).json()
    assert [c["conversation_id"] for c in searched["items"]] == [newer["conversation_id"]]
    by_title = client.get(LIST, params={"sort": "title"}, headers=headers).json()
    assert [c["title"][:3] for c in by_title["items"]] == ["How", "quo"]
    bad = client.get(LIST, params={"sort": "question"}, headers=headers)
    assert bad.status_code == 422
    assert bad.json()["errors"][0]["field"] == "sort"


def test_a_conversation_reads_oldest_first(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    first = ask(client, headers, f"How much is {PRODUCT_RED_MULTI}?")
    second = ask(client, headers, f"what about {PRODUCT_LEICESTER}?", first["conversation_id"])

    response = client.get(f"{LIST}/{first['conversation_id']}", headers=headers)
    assert response.status_code == 200
    body = response.json()
    assert (body["conversation_id"], body["questions"]) == (first["conversation_id"], 2)
    assert body["exchanges"] == [first, second]


def test_another_users_conversation_is_not_found(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    theirs = ask(client, headers_for(db, make_user(db)), "quotes for Acme")
    for conversation_id in (theirs["conversation_id"], 999_999):
        response = client.get(f"{LIST}/{conversation_id}", headers=headers)
        assert response.status_code == 404
        assert response.json()["detail"] == "This conversation does not exist."
    assert client.get(LIST, headers=headers).json()["items"] == []


def test_a_long_first_question_makes_a_short_title(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    question = "Could you tell me   the price of " + "the red multi facing brick that we sold last spring " * 4
    body = client.post(ASK, json={"question": question}, headers=headers).json()
    conversation = db.get(Conversation, body["conversation_id"])
    assert conversation is not None
    assert conversation.title == title_of(question)
    assert len(conversation.title) <= TITLE_CHARS and conversation.title.endswith("…")
    assert conversation.title.startswith("Could you tell me the price of the red multi")


def test_the_stored_understanding_is_rebuilt_whole(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    body = ask(client, headers, f"What did we last quote {CUSTOMER_ACME} for {PRODUCT_RED_MULTI}?")
    exchange = db.get(Exchange, body["exchange_id"])
    assert exchange is not None
    rebuilt = understanding_of(exchange)
    assert rebuilt.intent == Intent(body["intent"])
    assert rebuilt.entities.as_dict() == body["entities"]
    assert all(n.id > 0 for n in [*rebuilt.entities.products, *rebuilt.entities.customers])


def test_listing_costs_the_same_for_many_conversations(
    client: TestClient, db: Session, staff: User, headers: dict[str, str], query_log: QueryLog
) -> None:
    def listed() -> int:
        with query_log.recording() as statements:
            assert client.get(LIST, headers=headers).status_code == 200
        return len(statements)

    ask(client, headers, f"quotes for {CUSTOMER_ACME}")
    one = listed()
    for _ in range(3):
        conversation = Conversation(user_id=staff.id, title="More")
        db.add(conversation)
        db.flush()
        db.add(Exchange(conversation_id=conversation.id, question="More", intent="general", entities={}, answer={}))
    db.flush()
    assert listed() == one
