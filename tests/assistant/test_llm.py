"""Optional phrasing by an OpenAI-compatible model: a local HTTP server stands in for the model; a rewording is
used only when it keeps the plain answer's figures exactly, and anything else (or no settings) keeps the plain."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest

from api.settings import Settings
from assistant.llm import reword
from assistant.schemas import CardOut, FactOut
from tests.assistant.fake_llm import FakeModel, completion, running_model

PLAIN = "Ibstock Cheshire Red Multi costs £675.00 per 1,000 (lead time 10 days, price valid until 31 Dec 2026)."
GOOD = "The Ibstock Cheshire Red Multi is £675.00 per 1,000; allow 10 days, and the price holds until 31 Dec 2026."
CARDS = [
    CardOut(
        kind="product",
        record_id=1,
        title="Ibstock Cheshire Red Multi",
        link="/products/1",
        facts=[
            FactOut(label="Price", value="£675.00 per 1,000"),
            FactOut(label="Lead time", value="10 days"),
            FactOut(label="Price valid until", value="31 Dec 2026"),
            FactOut(label="Stock", value="40,000"),
        ],
    )
]


@pytest.fixture
def fake_model() -> Iterator[FakeModel]:
    with running_model() as model:
        yield model


def configured(model: FakeModel, **extra: Any) -> Settings:
    return Settings(LLM_BASE_URL=model.url, LLM_MODEL="tiny-model", LLM_API_KEY="sk-test", **extra)


def test_a_faithful_rewording_is_used(fake_model: FakeModel) -> None:
    fake_model.reply = lambda body: (200, completion(GOOD))
    assert reword("price of red multi?", PLAIN, CARDS, [], configured(fake_model)) == GOOD
    [(path, headers, body)] = fake_model.requests
    assert path == "/v1/chat/completions"
    assert headers["Authorization"] == "Bearer sk-test"
    assert body["model"] == "tiny-model"
    assert body["temperature"] == 0
    assert [m["role"] for m in body["messages"]] == ["system", "user"]
    assert "keep every number" in body["messages"][0]["content"]
    assert PLAIN in body["messages"][1]["content"]
    assert "price of red multi?" in body["messages"][1]["content"]


@pytest.mark.parametrize(
    "rewording",
    [
        # a changed price
        "The Ibstock Cheshire Red Multi is £657.00 per 1,000; allow 10 days; price holds until 31 Dec 2026.",
        # a changed date
        "The Ibstock Cheshire Red Multi is £675.00 per 1,000; allow 10 days; price holds until 30 Dec 2026.",
        # a figure left out
        "The Ibstock Cheshire Red Multi is £675.00 per 1,000, price valid until 31 Dec 2026.",
        # a cited figure added that the plain answer did not state
        "The Ibstock Cheshire Red Multi is £675.00 per 1,000 (10 days, until 31 Dec 2026); 40,000 in stock.",
        # nothing
        "   ",
    ],
)
def test_a_rewording_that_changes_the_figures_is_refused(fake_model: FakeModel, rewording: str) -> None:
    fake_model.reply = lambda body: (200, completion(rewording))
    assert reword("price of red multi?", PLAIN, CARDS, [], configured(fake_model)) == PLAIN
    assert len(fake_model.requests) == 1


def test_a_rewording_far_longer_than_the_answer_is_refused(fake_model: FakeModel) -> None:
    fake_model.reply = lambda body: (200, completion(GOOD + " You might also like our mortar." * 20))
    assert reword("q", PLAIN, CARDS, [], configured(fake_model)) == PLAIN


@pytest.mark.parametrize(
    "reply",
    [
        lambda body: (500, {"error": {"message": "overloaded"}}),
        lambda body: (200, {"choices": []}),
        lambda body: (200, {"choices": [{"message": {"role": "assistant", "content": None}}]}),
        lambda body: (401, {"error": {"message": "bad key"}}),
    ],
)
def test_an_error_keeps_the_plain_answer(fake_model: FakeModel, reply: Callable[[dict[str, Any]], Any]) -> None:
    fake_model.reply = reply
    assert reword("q", PLAIN, CARDS, [], configured(fake_model)) == PLAIN
    assert len(fake_model.requests) == 1


def test_an_unreachable_model_keeps_the_plain_answer(fake_model: FakeModel) -> None:
    settings = configured(fake_model)
    fake_model.server.shutdown()
    fake_model.server.server_close()
    assert reword("q", PLAIN, CARDS, [], settings) == PLAIN


def test_without_settings_no_call_is_made(fake_model: FakeModel) -> None:
    for settings in (
        Settings(LLM_BASE_URL=None, LLM_MODEL=None),
        Settings(LLM_BASE_URL=fake_model.url, LLM_MODEL=None),
        Settings(LLM_BASE_URL=None, LLM_MODEL="tiny-model"),
    ):
        assert reword("q", PLAIN, CARDS, [], settings) == PLAIN
    assert fake_model.requests == []
