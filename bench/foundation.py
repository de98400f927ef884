"""Latency of the foundation calls over HTTP against a demo instance (embedded PostgreSQL).

Prints p50/p95 in milliseconds for each call; `make bench` runs it. Figures, never assertions."""

from __future__ import annotations

import json
import urllib.request
from collections.abc import Callable

from api.devserver import serve_demo
from bench import _common as common

ROUNDS = 200


def call(url: str, method: str = "GET", body: object | None = None, token: str | None = None) -> object:
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(url, data=data, method=method, headers={"Content-Type": "application/json"})
    if token:
        request.add_header("Authorization", f"Bearer {token}")
    with urllib.request.urlopen(request, timeout=10) as response:
        raw = response.read()
    return json.loads(raw) if raw else None


def measure(name: str, fn: Callable[[], object], rounds: int = ROUNDS) -> None:
    common.measure(name, lambda _: fn(), rounds, width=40, figure="7.2f")


def main() -> None:
    with serve_demo() as base:
        api = f"{base}/api"
        login = {"email": "admin@example.com", "password": "brickmate-demo"}
        session = call(f"{api}/auth/login", "PUT", login)
        assert isinstance(session, dict)
        token, user_id = session["token"], session["userId"]
        for i in range(300):
            user = {
                "firstName": "Bench",
                "lastName": f"User{i:03d}",
                "email": f"bench{i}@example.com",
                "password": "bench-password-42",
                "role": "staff",
            }
            call(f"{api}/users/add", "POST", {"user": user}, token)
        measure("PUT /auth/login (argon2)", lambda: call(f"{api}/auth/login", "PUT", login), rounds=20)
        measure("GET /health", lambda: call(f"{api}/health"))
        measure("GET /users/all page 1 of 300+", lambda: call(f"{api}/users/all?items_per_page=25", token=token))
        measure("GET /users/all?q=user12", lambda: call(f"{api}/users/all?q=user12", token=token))
        measure("GET /notifications/{userId}", lambda: call(f"{api}/notifications/{user_id}", token=token))
        measure(
            "GET /users/myDay/{userId}/{date}", lambda: call(f"{api}/users/myDay/{user_id}/2026-11-21", token=token)
        )


if __name__ == "__main__":
    main()
