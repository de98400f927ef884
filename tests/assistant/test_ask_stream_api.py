"""POST /brickmate/askQuestion/stream: askQuestion's answer as server-sent events (`delta` events with the text in
order, then one `answer` event with the whole AnswerOut), the exchange kept before the first event; errors are
askQuestion's status codes, never half a stream."""

from __future__ import annotations

import json
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from assistant.models import Exchange
from assistant.schemas import AnswerOut
from assistant.streaming import deltas
from tests.assistant.conftest import ASK, ask
from tests.assistant.dataset import CUSTOMER_ACME
from tests.assistant.seeding import Seeded
from tests.factories import headers_for, make_user

STREAM = f"{ASK}/stream"


def events(body: str) -> list[tuple[str, Any]]:
    """The (event, data) pairs of a text/event-stream body."""
    out = []
    for block in body.strip().split("\n\n"):
        fields = dict(line.split(": ", 1) for line in block.splitlines())
        out.append((fields["event"], json.loads(fields["data"])))
    return out


def test_streaming_needs_a_token(client: TestClient) -> None:
    response = client.post(STREAM, json={"question": "quotes for Acme"})
    assert response.status_code == 401


def test_a_bad_question_is_refused_before_any_event(client: TestClient, headers: dict[str, str]) -> None:
    response = client.post(STREAM, json={"question": "   "}, headers=headers)
    assert response.status_code == 422
    assert response.json()["errors"][0]["field"] == "question"
    assert client.post(STREAM, json={}, headers=headers).status_code == 422


def test_another_users_conversation_is_not_found(client: TestClient, db: Session, headers: dict[str, str]) -> None:
    theirs = ask(client, headers_for(db, make_user(db)), "quotes for Acme")
    response = client.post(
        STREAM, json={"question": "and for Pennine?", "conversation_id": theirs["conversation_id"]}, headers=headers
    )
    assert response.status_code == 404
    assert response.json()["detail"] == "This conversation does not exist."


def test_the_answer_streams_as_its_text_then_the_whole_answer(
    client: TestClient, db: Session, headers: dict[str, str], dataset: Seeded
) -> None:
    response = client.post(STREAM, json={"question": f"open quotes for {CUSTOMER_ACME}"}, headers=headers)
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/event-stream")
    stream = events(response.text)
    names = [name for name, _ in stream]
    assert names[-1] == "answer" and set(names[:-1]) == {"delta"} and len(names) > 2
    answer = AnswerOut.model_validate(stream[-1][1])
    assert "".join(data["text"] for _, data in stream[:-1]) == answer.text
    assert answer.intent == "customer_quotes" and answer.cards
    # The exchange was kept as askQuestion keeps it: the conversation reads it back.
    kept = db.scalar(select(Exchange).where(Exchange.id == answer.exchange_id))
    assert kept is not None and kept.question == f"open quotes for {CUSTOMER_ACME}"
    assert kept.conversation_id == answer.conversation_id
    follow = client.post(
        STREAM, json={"question": "and the accepted ones?", "conversation_id": answer.conversation_id}, headers=headers
    )
    assert events(follow.text)[-1][1]["conversation_id"] == answer.conversation_id


def test_the_pieces_are_the_text() -> None:
    text = "Q-260003 for Acme  is open,\nvalid to 3 Dec 2026."
    pieces = list(deltas(text, 2))
    assert "".join(pieces) == text and len(pieces) > 2
    assert list(deltas("")) == []
