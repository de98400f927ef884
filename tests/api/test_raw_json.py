"""A large JSON body read raw (api/core/raw_json.py): accepted and refused exactly as FastAPI's own reading of a
`body: Schema` parameter accepts and refuses it (the same 422 fields and messages, the same 400), and documented
the same way in the OpenAPI document."""

from __future__ import annotations

import json
from typing import Any

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient

from api.catalogue.schemas import ImportJobIn
from api.catalogue.service.imports import JOB_BODY
from api.core import raw_json
from api.core.errors import install_error_handlers
from api.core.json_body import REPEATED_KEY

JSON = "application/json"


@pytest.fixture(scope="module")
def both() -> TestClient:
    """An app with the same body read by FastAPI (`/plain`) and raw (`/raw`)."""
    app = FastAPI()
    install_error_handlers(app)

    @app.post("/plain")
    def plain(body: ImportJobIn) -> dict[str, Any]:
        return {"rows": body.rows, "supplier_id": body.supplier_id}

    @app.post("/raw", openapi_extra=raw_json.documented(ImportJobIn))
    def raw(body: raw_json.RawJsonBody) -> dict[str, Any]:
        model, read = raw_json.read(body, ImportJobIn, JOB_BODY)
        verbatim = read is not None and read == json.loads(body.data)
        rows = read["rows"] if read is not None else model.rows
        return {"rows": rows, "supplier_id": model.supplier_id, "verbatim": verbatim}

    return TestClient(app, raise_server_exceptions=False)


BODIES: list[tuple[bytes, str | None]] = [
    (b"", JSON),
    (b"null", JSON),
    (b"[]", JSON),
    (b'"rows"', JSON),
    (b"{", JSON),
    (b'{"rows": [{"code": "A1"}],}', JSON),
    (b"{}", JSON),
    (b'{"rows": []}', JSON),
    (b'{"rows": {}}', JSON),
    (b'{"rows": "A1"}', JSON),
    (b'{"rows": [1, "a", {"code": "A1"}, [], null]}', JSON),
    (b'{"rows": [{"code": "A1"}], "supplier_id": "x"}', JSON),
    (b'{"rows": [{"code": "A1"}], "supplier_id": 1.5}', JSON),
    (b'{"rows": [{"code": "A1"}], "supplier_id": [1]}', JSON),
    (b'{"rows": [{"code": "A1"}], "supplier_id": 99999999999999999999999999}', JSON),
    (b'{"rows": [{"code": "\xff"}]}', JSON),
    (b'{"rows": [{"code": "A1"}]}', None),
    (b'{"rows": [{"code": "A1"}]}', "text/plain"),
    (b'{"rows": [{"code": "A1"}]}', "multipart/form-data; boundary=x"),
    (json.dumps({"rows": [{"code": "A1"}] * 50_001}).encode(), JSON),
]
GOOD: list[tuple[bytes, str | None]] = [
    (b'{"rows": [{"code": "A1", "cost_price": "1.50", "x": [1, {"y": null}]}]}', JSON),
    (b' {"rows": [{}], "supplier_id": 12, "dry_run": true} \n', JSON),
    (b'{"rows": [{"code": "A1"}], "supplier_id": "12"}', "application/json; charset=utf-8"),
    (b'{"rows": [{"code": "A1"}], "supplier_id": 12.0}', "application/vnd.brickmate+json"),
    (b'{"rows": [{"code": "caf\\u00e9 \xe2\x82\xac"}]}', JSON),
]


@pytest.mark.parametrize(("body", "content_type"), BODIES + GOOD)
def test_a_body_read_raw_is_answered_as_fastapi_answers_it(
    both: TestClient, body: bytes, content_type: str | None
) -> None:
    headers = {"Content-Type": content_type} if content_type else {}

    plain = both.post("/plain", content=body, headers=headers)
    raw = both.post("/raw", content=body, headers=headers)

    assert raw.status_code == plain.status_code, (raw.text, plain.text)
    answer = raw.json()
    if raw.status_code == 200:
        assert answer.pop("verbatim") is True, "a body FastAPI takes as JSON is kept as its bytes"
    assert answer == plain.json()


def test_a_key_given_twice_is_refused_by_its_path_where_fastapi_kept_the_last(both: TestClient) -> None:
    """As every other JSON route refuses it (api/core/json_body.py, through the text guard): 422 naming the key,
    whether pydantic's parser reads the body or (UTF-16) only FastAPI's reading does."""
    body = b'{"rows": [{"code": "A1"}], "rows": [{"code": "B2"}, {"code": "C3", "code": "C4"}], "supplier_id": null}'

    raw = both.post("/raw", content=body, headers={"Content-Type": JSON})

    utf16 = both.post("/raw", content=body.decode().encode("utf-16"), headers={"Content-Type": JSON})

    assert raw.status_code == utf16.status_code == 422, raw.text
    assert (
        raw.json()["errors"]
        == utf16.json()["errors"]
        == [
            {"field": "rows", "message": REPEATED_KEY},
            {"field": "rows.1.code", "message": REPEATED_KEY},
        ]
    )


def test_a_body_only_fastapis_reading_takes_is_read_that_way(both: TestClient) -> None:
    body = json.dumps({"rows": [{"code": "A1"}], "supplier_id": 12}).encode("utf-16")

    plain = both.post("/plain", content=body, headers={"Content-Type": JSON})
    raw = both.post("/raw", content=body, headers={"Content-Type": JSON})

    assert plain.status_code == raw.status_code == 200
    assert raw.json() == {**plain.json(), "verbatim": False}, "read by the schema, stored as it reads it"


def test_a_body_read_raw_is_documented_as_fastapi_documents_it(both: TestClient, app: FastAPI) -> None:
    document = both.app.openapi()  # type: ignore[attr-defined]
    listed = raw_json.add_components(document)["components"]["schemas"]

    plain, raw = (document["paths"][path]["post"]["requestBody"] for path in ("/plain", "/raw"))
    assert raw == plain
    assert listed["ImportJobIn"] == document["components"]["schemas"]["ImportJobIn"]
    served = app.openapi()
    assert served["paths"]["/api/products/import/jobs"]["post"]["requestBody"] == plain
    assert served["components"]["schemas"]["ImportJobIn"] == listed["ImportJobIn"]
