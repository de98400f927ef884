"""`brickmate serve` without Redis (the app's own relay thread, as `make run` starts it): a request that mails answers
at once, and the mail is relayed by the relay thread a moment later, off the request."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from sqlalchemy import Engine
from sqlalchemy.orm import sessionmaker

from api.devserver import ROOT
from tests.factories import make_user
from tests.smtp import smtp_collector

APP = """
import sys, time
from fastapi.testclient import TestClient
from sqlalchemy import select
from api.db import get_sessionmaker
from api.mail.models import OutboxMessage
from api.main import create_app

with TestClient(create_app(serve_web=False)) as api:  # its lifespan starts the relay
    started = time.monotonic()
    assert api.get(f"/api/auth/codeReset/{sys.argv[1]}").status_code == 200
    print(f"answered in {time.monotonic() - started:.2f} s")
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        with get_sessionmaker()() as session:
            status = session.scalar(select(OutboxMessage.status))
        if status == "sent":
            break
        time.sleep(0.2)
    print(f"mail {status}")
"""


def test_without_redis_the_app_relays_its_mail_in_the_background(own_database: Engine, tmp_path: Path) -> None:
    with sessionmaker(bind=own_database, expire_on_commit=False)() as session:
        user = make_user(session, email="dev.mode@example.com")
        session.commit()
    with smtp_collector() as collector:
        env = {k: v for k, v in os.environ.items() if k not in ("DATABASE_URL", "REDIS_URL")}
        env.update(
            DATABASE_URL=own_database.url.render_as_string(hide_password=False),
            BRICKMATE_DATA_DIR=str(tmp_path),
            BRICKMATE_JOB_RELAY="1",
            SMTP_HOST="127.0.0.1",
            SMTP_PORT=str(collector.port),
            PYTHONPATH=str(ROOT),
        )
        done = subprocess.run(
            [sys.executable, "-c", APP, user.email], cwd=ROOT, env=env, capture_output=True, text=True, timeout=300
        )

    assert done.returncode == 0, done.stderr
    assert "mail sent" in done.stdout, done.stdout + done.stderr
    assert [e.rcpt_tos for e in collector.envelopes] == [["dev.mode@example.com"]]
