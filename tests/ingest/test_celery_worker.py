"""The Celery path for real: a worker process on the machine's Redis relays a mail to a loopback SMTP server."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from email.message import EmailMessage

import pytest
from celery import Celery

from api.devserver import ROOT
from tests.smtp import Collector, smtp_collector

REDIS_URL = os.environ.get("BRICKMATE_TEST_REDIS_URL", "redis://127.0.0.1:6379/15")


def _redis_up() -> bool:
    try:
        with socket.create_connection(("127.0.0.1", 6379), timeout=1):
            return True
    except OSError:
        return False


@pytest.mark.skipif(not _redis_up(), reason="no Redis on 127.0.0.1:6379")
def test_worker_relays_a_queued_mail(tmp_path: os.PathLike[str]) -> None:
    with smtp_collector() as collector:
        _relay_through_worker(collector, tmp_path)


def _relay_through_worker(collector: Collector, tmp_path: os.PathLike[str]) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("DATABASE_URL",)}
    env.update(
        REDIS_URL=REDIS_URL, SMTP_HOST="127.0.0.1", SMTP_PORT=str(collector.port), BRICKMATE_DATA_DIR=str(tmp_path)
    )
    queue = f"test-{os.getpid()}-{time.monotonic_ns()}"
    worker = subprocess.Popen(
        [sys.executable, "-m", "celery", "-A", "ingest.celery_app", "worker", "--pool=solo", "-Q", queue,
         "--without-heartbeat", "--without-gossip", "--without-mingle", "--loglevel=warning"],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
    )  # fmt: skip
    client = Celery(broker=REDIS_URL)
    try:
        email = EmailMessage()
        email["From"], email["To"], email["Subject"] = "a@example.com", "site@example.com", "Delivery booked"
        email.set_content("Load 1 of 3 arrives Monday.")
        client.send_task("mail.deliver", args=[email.as_string(), 0], queue=queue)
        deadline = time.monotonic() + 60
        while not collector.envelopes and time.monotonic() < deadline and worker.poll() is None:
            time.sleep(0.2)
        assert worker.poll() is None, worker.stdout.read().decode() if worker.stdout else ""
        [received] = collector.messages()
        assert received["Subject"] == "Delivery booked"
        assert received.get_content().strip() == "Load 1 of 3 arrives Monday."
    finally:
        worker.terminate()
        worker.wait(timeout=30)
        client.close()
