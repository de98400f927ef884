"""Optional phrasing by a language model (any OpenAI-compatible /chat/completions endpoint, through langchain-core)
when LLM_BASE_URL and LLM_MODEL are set. It may only reword the plain answer: a rewording is used only when it
states exactly the plain answer's numbers and dates, all of them cited; anything else, or any error, keeps the
plain text. Without the settings nothing is called."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any

import httpx
from langchain_core.callbacks import CallbackManagerForLLMRun
from langchain_core.language_models.chat_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage, convert_to_openai_messages
from langchain_core.output_parsers import StrOutputParser
from langchain_core.outputs import ChatGeneration, ChatResult
from langchain_core.prompts import ChatPromptTemplate
from langchain_core.runnables import Runnable

from api.settings import Settings, get_settings
from assistant.grounding import figures, grounded
from assistant.schemas import CardOut, SourceOut

log = logging.getLogger(__name__)

# A rewording much longer than the answer is adding something.
MAX_GROWTH = 2.0
MAX_EXTRA_CHARS = 200

PROMPT = ChatPromptTemplate.from_messages(
    [
        (
            "system",
            "You reword answers of a building-materials company's assistant so they read naturally. Only reword: "
            "keep every number, price, date, quote number, name and status exactly as written, add no facts, "
            "remove none, and do not add advice. Reply with the reworded answer only.",
        ),
        ("human", "Question: {question}\n\nAnswer to reword:\n{answer}"),
    ]
)


class ChatCompletions(BaseChatModel):
    """A chat model served by an OpenAI-compatible HTTP API (`POST {base_url}/chat/completions`)."""

    base_url: str
    model: str
    api_key: str | None = None
    timeout: float = 10.0
    temperature: float = 0.0

    @property
    def _llm_type(self) -> str:
        return "openai-compatible-chat"

    @property
    def _identifying_params(self) -> dict[str, Any]:
        return {"base_url": self.base_url, "model": self.model}

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        payload: dict[str, Any] = {
            "model": self.model,
            "messages": convert_to_openai_messages(messages),
            "temperature": self.temperature,
        }
        if stop:
            payload["stop"] = stop
        headers = {"Authorization": f"Bearer {self.api_key}"} if self.api_key else {}
        response = httpx.post(
            self.base_url.rstrip("/") + "/chat/completions", json=payload, headers=headers, timeout=self.timeout
        )
        response.raise_for_status()
        content = response.json()["choices"][0]["message"]["content"]
        if not isinstance(content, str):
            raise ValueError("the completion has no text")
        return ChatResult(generations=[ChatGeneration(message=AIMessage(content=content))])


def configured(settings: Settings | None = None) -> bool:
    settings = settings or get_settings()
    return bool(settings.llm_base_url and settings.llm_model)


def chain(settings: Settings) -> Runnable[dict[str, str], str]:
    model = ChatCompletions(
        base_url=settings.llm_base_url or "",
        model=settings.llm_model or "",
        api_key=settings.llm_api_key,
        timeout=settings.llm_timeout_seconds,
    )
    return PROMPT | model | StrOutputParser()


def acceptable(plain: str, reworded: str, cards: Sequence[CardOut], sources: Sequence[SourceOut]) -> bool:
    """A rewording keeps the plain answer's numbers and dates exactly (no more, no fewer), all of them cited."""
    if not reworded or len(reworded) > MAX_GROWTH * len(plain) + MAX_EXTRA_CHARS:
        return False
    return figures(reworded) == figures(plain) and grounded(reworded, cards, sources)


def reword(
    question: str,
    plain: str,
    cards: Sequence[CardOut],
    sources: Sequence[SourceOut],
    settings: Settings | None = None,
) -> str:
    """The answer reworded by the configured model, or the plain answer (no model, an error, or a rewording whose
    numbers differ)."""
    settings = settings or get_settings()
    if not configured(settings):
        return plain
    try:
        reworded = chain(settings).invoke({"question": question, "answer": plain}).strip()
    except Exception:
        log.warning("the language model could not reword an answer; the plain answer is used", exc_info=True)
        return plain
    if not acceptable(plain, reworded, cards, sources):
        log.info("a rewording changed the answer's figures; the plain answer is used")
        return plain
    return reworded
