"""A stand-in for an OpenAI-compatible chat model: /chat/completions on loopback, answering as a test says."""

from __future__ import annotations

import json
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

Reply = Callable[[dict[str, Any]], tuple[int, Any]]


class FakeModel:
    """An OpenAI-compatible /chat/completions on loopback that answers with `reply(request body)`."""

    def __init__(self) -> None:
        self.reply: Reply = lambda body: (500, {"error": {"message": "no reply set"}})
        self.requests: list[tuple[str, dict[str, str], dict[str, Any]]] = []
        model = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                model.requests.append((self.path, dict(self.headers), body))
                status, payload = model.reply(body)
                data = json.dumps(payload).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_port}/v1"


def completion(text: str) -> dict[str, Any]:
    return {"choices": [{"index": 0, "message": {"role": "assistant", "content": text}, "finish_reason": "stop"}]}


def answer_in(body: dict[str, Any]) -> str:
    """The plain answer the request asks to reword (the prompt puts it after its last line break pair)."""
    return str(body["messages"][-1]["content"]).split("Answer to reword:\n", 1)[1]


@contextmanager
def running_model() -> Iterator[FakeModel]:
    """A FakeModel served on a thread for the duration of the block."""
    model = FakeModel()
    thread = threading.Thread(target=model.server.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True)
    thread.start()
    try:
        yield model
    finally:
        model.server.shutdown()
        model.server.server_close()
