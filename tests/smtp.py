"""A real SMTP server on loopback (aiosmtpd) that keeps what it is sent, for the mail tests."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from email import message_from_bytes
from email.message import EmailMessage
from email.policy import default
from typing import Any

from aiosmtpd.controller import Controller

from api.devserver import free_port


class Collector:
    """An aiosmtpd handler that keeps every message it is given."""

    def __init__(self) -> None:
        self.envelopes: list[Any] = []
        self.port = 0

    async def handle_DATA(self, server: Any, session: Any, envelope: Any) -> str:
        self.envelopes.append(envelope)
        return "250 Message accepted for delivery"

    def messages(self) -> list[EmailMessage]:
        return [message_from_bytes(e.content, _class=EmailMessage, policy=default) for e in self.envelopes]


@contextmanager
def smtp_collector() -> Iterator[Collector]:
    collector = Collector()
    controller = Controller(collector, hostname="127.0.0.1", port=free_port())
    controller.start()
    collector.port = controller.port
    try:
        yield collector
    finally:
        controller.stop()
