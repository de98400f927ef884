"""An answer as server-sent events (text/event-stream): its text in `delta` events of a few words each, then the
whole answer in one `answer` event. The answer is kept (and committed) before the first event, so a client that
stops reading (the chat's Stop) loses nothing, and an error is a status code, never half a stream."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator

from fastapi.responses import StreamingResponse

from assistant.schemas import AnswerOut

MEDIA_TYPE = "text/event-stream"
WORDS_PER_DELTA = 3
_WORD = re.compile(r"\S+\s*|\s+")


def event(name: str, data: str) -> str:
    """One server-sent event; `data` is JSON (one line)."""
    return f"event: {name}\ndata: {data}\n\n"


def deltas(text: str, words: int = WORDS_PER_DELTA) -> Iterator[str]:
    """The text in pieces of a few words, whitespace kept: joined, they are the text."""
    pieces = _WORD.findall(text)
    for start in range(0, len(pieces), words):
        yield "".join(pieces[start : start + words])


def events(answer: AnswerOut) -> Iterator[str]:
    for piece in deltas(answer.text):
        yield event("delta", json.dumps({"text": piece}))
    yield event("answer", answer.model_dump_json())


def response(answer: AnswerOut) -> StreamingResponse:
    headers = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no"}  # no proxy holds the events back
    return StreamingResponse(events(answer), media_type=MEDIA_TYPE, headers=headers)
