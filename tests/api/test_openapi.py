"""The OpenAPI document the web types are generated from."""

from __future__ import annotations

from collections import Counter

from fastapi import FastAPI


def test_every_operation_id_is_unique(app: FastAPI) -> None:
    ids = Counter(
        operation["operationId"]
        for path in app.openapi()["paths"].values()
        for operation in path.values()
        if isinstance(operation, dict) and "operationId" in operation
    )

    assert [name for name, count in ids.items() if count > 1] == []
