"""The server leaves what it loaded at start-up out of the garbage collector's passes (api/core/heap.py)."""

from __future__ import annotations

import gc

import pytest
from fastapi.testclient import TestClient

from api.core import heap
from api.main import create_app


def test_start_up_freezes_the_heap_and_raises_the_first_threshold(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(heap, "_tuned", False)
    before = gc.get_threshold()
    gc.unfreeze()
    try:
        with TestClient(create_app(serve_web=False)):
            assert gc.get_freeze_count() > 100_000  # the app's modules, routes and schemas
            assert gc.get_threshold() == heap.THRESHOLDS
    finally:
        gc.set_threshold(*before)


def test_tuning_happens_once_per_process(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(heap, "_tuned", True)
    gc.unfreeze()
    heap.tune()
    assert gc.get_freeze_count() == 0
