"""An app built by `create_app()` alone, in a fresh interpreter that neither migrates nor imports `api.models`
first (as `uvicorn --factory api.main:create_app` runs it), re-indexes a product edited through the API."""

from __future__ import annotations

import os
import subprocess
import sys
from decimal import Decimal

from sqlalchemy import Engine, select
from sqlalchemy.orm import sessionmaker

from api.crm import Kind
from api.devserver import ROOT
from ingest.documents.base import money
from ingest.models import Document
from tests.factories import headers_for, make_organisation, make_product, make_user

# The edit as a client makes it; then the job it queued in the outbox is run (as the relay runs it without Redis).
EDIT = """
import sys
from fastapi.testclient import TestClient
from api.catalogue.schemas import ProductUpdate
from api.core import relay
from api.db import get_sessionmaker
from api.main import create_app

product_id, token, price = int(sys.argv[1]), sys.argv[2], sys.argv[3]
headers = {"Authorization": f"Bearer {token}"}
with TestClient(create_app()) as api:
    detail = api.get(f"/api/products/{product_id}", headers=headers).json()
    body = {**{k: detail[k] for k in ProductUpdate.model_fields if k in detail}, "list_price": price}
    body["equivalent_ids"] = []
    edited = api.put(f"/api/products/update/{product_id}", json=body, headers=headers)
    assert edited.status_code == 200, edited.text
with get_sessionmaker()() as session:
    assert relay.run_pending(session) == 1
    session.commit()
"""


def test_an_app_built_by_create_app_alone_reindexes_an_edited_product(
    worker_database: Engine, tmp_path: os.PathLike[str]
) -> None:
    maker = sessionmaker(bind=worker_database, expire_on_commit=False)
    with maker() as session:
        supplier = make_organisation(session, kind=Kind.supplier, name="Ibstock Brick Ltd")
        product = make_product(session, supplier, code="IB-CRM65", name="Ibstock Cheshire Red Multi")
        token = headers_for(session, make_user(session))["Authorization"].removeprefix("Bearer ")
        session.commit()
        product_id = product.id

    env = {k: v for k, v in os.environ.items() if k not in ("REDIS_URL", "DATABASE_URL")}
    env.update(
        PYTHONPATH=str(ROOT),
        DATABASE_URL=worker_database.url.render_as_string(hide_password=False),
        BRICKMATE_DATA_DIR=str(tmp_path),
        BRICKMATE_INDEX_ON_CHANGE="1",  # as outside the tests (tests/conftest.py turns it off for this process)
    )
    new_price = Decimal("689.00")
    done = subprocess.run(
        [sys.executable, "-c", EDIT, str(product_id), token, str(new_price)],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr

    with maker() as session:
        content = session.scalar(
            select(Document.content).where(Document.kind == "product", Document.record_id == product_id)
        )
    assert content is not None, done.stderr  # the edit queued ingest.records, which embedded the product
    assert f"price: {money(new_price)} per 1,000" in content
