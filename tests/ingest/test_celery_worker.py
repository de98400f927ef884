"""The Celery path for real: a worker process on the machine's Redis relays a mail to a loopback SMTP server, and
re-embeds an edited product so the assistant answers with its new price."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from decimal import Decimal

import pytest
from celery import Celery
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy import Engine, select
from sqlalchemy.orm import Session, sessionmaker

from api.catalogue.schemas import ProductUpdate
from api.crm import Kind
from api.devserver import ROOT
from api.mail.models import OutboxMessage
from api.settings import get_settings
from ingest import tracking
from ingest.documents.base import money
from ingest.models import Document
from ingest.sync import sync_records
from tests.factories import headers_for, make_organisation, make_product, make_user
from tests.jobs import run_after_commit_with
from tests.smtp import Collector, smtp_collector

ASK = "/api/brickmate/askQuestion"

REDIS_URL = os.environ.get("BRICKMATE_TEST_REDIS_URL", "redis://127.0.0.1:6379/15")


def _redis_up() -> bool:
    try:
        with socket.create_connection(("127.0.0.1", 6379), timeout=1):
            return True
    except OSError:
        return False


@pytest.mark.skipif(not _redis_up(), reason="no Redis on 127.0.0.1:6379")
def test_worker_relays_a_queued_mail(worker_database: Engine, tmp_path: os.PathLike[str]) -> None:
    with smtp_collector() as collector:
        _relay_through_worker(collector, worker_database, tmp_path)


def _relay_through_worker(collector: Collector, database: Engine, tmp_path: os.PathLike[str]) -> None:
    maker = sessionmaker(bind=database, expire_on_commit=False)
    with maker() as session:
        row = OutboxMessage(
            to="site@example.com",
            subject="Delivery booked",
            text_body="Load 1 of 3 arrives Monday.",
            transport="smtp",
            status="pending",
            attempts=0,
        )
        session.add(row)
        session.commit()
    env = {k: v for k, v in os.environ.items() if k not in ("DATABASE_URL",)}
    env.update(
        REDIS_URL=REDIS_URL,
        SMTP_HOST="127.0.0.1",
        SMTP_PORT=str(collector.port),
        BRICKMATE_DATA_DIR=str(tmp_path),
        DATABASE_URL=database.url.render_as_string(hide_password=False),
    )
    queue = f"test-{os.getpid()}-{time.monotonic_ns()}"
    worker = subprocess.Popen(
        [sys.executable, "-m", "celery", "-A", "api.worker", "worker", "--pool=solo", "-Q", queue,
         "--without-heartbeat", "--without-gossip", "--without-mingle", "--loglevel=warning"],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
    )  # fmt: skip
    client = Celery(broker=REDIS_URL)
    try:
        client.send_task("mail.deliver", args=[row.id], queue=queue)
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


# --- the index: an edited product re-embedded by a worker, then answered with its new price -------------------------

OLD_PRICE, NEW_PRICE = Decimal("675.00"), Decimal("689.00")
PRODUCT = "Ibstock Cheshire Red Multi"


@pytest.mark.skipif(not _redis_up(), reason="no Redis on 127.0.0.1:6379")
def test_worker_reindexes_an_edited_product_and_the_assistant_answers_with_its_price(
    app: FastAPI, worker_database: Engine, monkeypatch: pytest.MonkeyPatch, tmp_path: os.PathLike[str]
) -> None:
    maker = sessionmaker(bind=worker_database, expire_on_commit=False)
    with maker() as session:
        supplier = make_organisation(session, kind=Kind.supplier, name="Ibstock Brick Ltd")
        product = make_product(session, supplier, code="IB-CRM65", name=PRODUCT, list_price=str(OLD_PRICE))
        headers = headers_for(session, make_user(session))
        sync_records(session, [("product", product.id), ("organisation", supplier.id)])
        session.commit()
        product_id = product.id
    assert f"price: {money(OLD_PRICE)} per 1,000" in _document(maker, product_id)

    queue = f"test-{os.getpid()}-{time.monotonic_ns()}"
    worker = _start_worker(worker_database, queue, tmp_path)
    client = Celery(broker=REDIS_URL)
    # The app as it runs with REDIS_URL and indexing on change: its requests use the worker's database, and the
    # job the edit queues after its commit goes to this test's queue.
    monkeypatch.setattr("api.db.get_sessionmaker", lambda: maker)
    monkeypatch.setattr("api.core.deps.get_sessionmaker", lambda: maker)  # the requests' sessions
    monkeypatch.setattr(tracking, "get_settings", lambda: get_settings().model_copy(update={"index_on_change": True}))
    monkeypatch.setattr(
        "api.core.jobs.enqueue",
        run_after_commit_with(lambda name, *args: client.send_task(name, args=args, queue=queue)),
    )
    try:
        with TestClient(app) as api:
            detail = api.get(f"/api/products/{product_id}", headers=headers).json()
            body = {**{k: detail[k] for k in ProductUpdate.model_fields if k in detail}, "list_price": str(NEW_PRICE)}
            body["equivalent_ids"] = []
            edited = api.put(f"/api/products/update/{product_id}", json=body, headers=headers)
            assert edited.status_code == 200, edited.text

            content = _wait_for(maker, product_id, f"price: {money(NEW_PRICE)} per 1,000", worker)
            assert PRODUCT in content

            answer = api.post(ASK, json={"question": f"What is the price of {PRODUCT}?"}, headers=headers)
            assert answer.status_code == 200, answer.text
        out = answer.json()
        assert money(NEW_PRICE) in out["text"]
        assert money(OLD_PRICE) not in out["text"]
        source = next(s for s in out["sources"] if (s["kind"], s["record_id"]) == ("product", product_id))
        assert money(NEW_PRICE) in source["snippet"]  # the document the worker wrote
    finally:
        worker.terminate()
        worker.wait(timeout=30)
        client.close()


def _start_worker(database: Engine, queue: str, data_dir: os.PathLike[str]) -> subprocess.Popen[bytes]:
    env = {k: v for k, v in os.environ.items() if k not in ("DATABASE_URL",)}
    env.update(
        REDIS_URL=REDIS_URL,
        DATABASE_URL=database.url.render_as_string(hide_password=False),
        BRICKMATE_DATA_DIR=str(data_dir),
    )
    return subprocess.Popen(
        [sys.executable, "-m", "celery", "-A", "api.worker", "worker", "--pool=solo", "-Q", queue,
         "--without-heartbeat", "--without-gossip", "--without-mingle", "--loglevel=warning"],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
    )  # fmt: skip


def _document(maker: sessionmaker[Session], product_id: int) -> str:
    with maker() as session:
        content = session.scalar(
            select(Document.content).where(Document.kind == "product", Document.record_id == product_id)
        )
    return content or ""


def _wait_for(maker: sessionmaker[Session], product_id: int, line: str, worker: subprocess.Popen[bytes]) -> str:
    """The product's document once the worker has written `line` into it (the worker loads the model first)."""
    deadline = time.monotonic() + 180
    content = _document(maker, product_id)
    while line not in content and time.monotonic() < deadline and worker.poll() is None:
        time.sleep(0.5)
        content = _document(maker, product_id)
    assert worker.poll() is None, worker.stdout.read().decode() if worker.stdout else ""
    assert line in content, content
    return content
