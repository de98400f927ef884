"""A real Celery worker (on a Redis of the test's own) killed with SIGKILL in the middle of sending a mail: another
worker takes the job again (late acknowledgement, the message given back by Redis), waits out the dead worker's
claim, and the mail goes out once."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

from aiosmtpd.controller import Controller
from sqlalchemy import Engine, select
from sqlalchemy.orm import Session, sessionmaker

from api.core import jobs
from api.core.job_outbox import JobOutbox
from api.devserver import ROOT, free_port
from api.mail.models import OutboxMessage
from tests.api.faults.conftest import RedisServer

SMTP_TIMEOUT = 3  # seconds: a claim lapses after 2 x 3 + 5 = 11 s


class StallingFirstSend:
    """An SMTP server whose first DATA never answers (the worker is killed while it waits); later ones are kept."""

    def __init__(self) -> None:
        self.stalled = threading.Event()
        self.received: list[Any] = []

    async def handle_DATA(self, server: Any, session: Any, envelope: Any) -> str:
        if not self.stalled.is_set():
            self.stalled.set()
            await asyncio.sleep(120)
            return "451 too late"
        self.received.append(envelope)
        return "250 Message accepted for delivery"


def start_worker(database: Engine, redis_url: str, smtp_port: int, data_dir: Path) -> subprocess.Popen[bytes]:
    env = {k: v for k, v in os.environ.items() if k not in ("DATABASE_URL",)}
    env.update(
        REDIS_URL=redis_url,
        DATABASE_URL=database.url.render_as_string(hide_password=False),
        BRICKMATE_DATA_DIR=str(data_dir),
        BRICKMATE_JOB_RELAY="1",  # the worker relays the outbox, as in production
        BRICKMATE_JOB_VISIBILITY_SECONDS="2",
        SMTP_HOST="127.0.0.1",
        SMTP_PORT=str(smtp_port),
        SMTP_TIMEOUT_SECONDS=str(SMTP_TIMEOUT),
    )
    return subprocess.Popen(
        [sys.executable, "-m", "celery", "-A", "api.worker", "worker", "--pool=solo", "--without-heartbeat",
         "--without-gossip", "--without-mingle", "--loglevel=warning"],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
    )  # fmt: skip


def mail_row(maker: sessionmaker[Session], row_id: int) -> OutboxMessage:
    with maker() as session:
        return session.get_one(OutboxMessage, row_id)


def test_a_worker_killed_mid_send_leaves_the_mail_to_the_next_which_sends_it_once(
    own_database: Engine, redis_server: RedisServer, tmp_path: Path
) -> None:
    handler = StallingFirstSend()
    controller = Controller(handler, hostname="127.0.0.1", port=free_port())
    controller.start()
    maker = sessionmaker(bind=own_database, expire_on_commit=False)
    with maker() as session:
        row = OutboxMessage(
            to="site@example.com", subject="Delivery booked", text_body="Load 1 of 3 arrives Monday.",
            transport="smtp", status="pending", attempts=0,
        )  # fmt: skip
        session.add(row)
        session.flush()
        jobs.enqueue(session, "mail.deliver", row.id)
        session.commit()
    first = start_worker(own_database, redis_server.url, controller.port, tmp_path)
    second: subprocess.Popen[bytes] | None = None
    try:
        assert handler.stalled.wait(90), first.stdout.read().decode() if first.stdout else ""
        first.send_signal(signal.SIGKILL)  # in the middle of the SMTP conversation
        first.wait(timeout=10)
        killed = mail_row(maker, row.id)
        assert (killed.status, killed.attempts, handler.received) == ("sending", 1, [])

        time.sleep(3)  # past the visibility timeout: Redis gives the unacknowledged job to the next worker
        second = start_worker(own_database, redis_server.url, controller.port, tmp_path)
        deadline = time.monotonic() + 90
        while mail_row(maker, row.id).status != "sent" and time.monotonic() < deadline and second.poll() is None:
            time.sleep(0.3)
        assert second.poll() is None, second.stdout.read().decode() if second.stdout else ""
        sent = mail_row(maker, row.id)
        assert (sent.status, sent.attempts, sent.error) == ("sent", 2, None)
        time.sleep(2)  # any other copy of the job would have run by now
        assert [e.rcpt_tos for e in handler.received] == [["site@example.com"]]
        with maker() as session:
            assert all(j.relayed_at is not None for j in session.scalars(select(JobOutbox)))
    finally:
        for worker in (first, second):
            if worker is not None and worker.poll() is None:
                worker.terminate()
                worker.wait(timeout=30)
        controller.stop()
