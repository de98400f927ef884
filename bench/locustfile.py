"""The load run's mix (bench/load.py) for locust, against any running instance, loopback only:

    locust -f bench/locustfile.py --headless -u 12 -r 12 -t 60s --host http://127.0.0.1:8000
    BRICKMATE_HOSTS=http://127.0.0.1:8001,http://127.0.0.1:8002 locust -f bench/locustfile.py --headless ...

The instance needs the demo data (`brickmate serve` in demo mode seeds it, or bench/load.py's topology). Each
simulated member of staff logs in once, then works through the mix with no pause (a closed loop, as bench/load.py);
with BRICKMATE_HOSTS the users are spread over the API processes."""

from __future__ import annotations

import itertools
import os
import random
import sys
from pathlib import Path
from typing import Any

from locust import HttpUser, task

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.load import DEMO_EMAIL, DEMO_PASSWORD, Call, mix

_hosts = itertools.cycle([h for h in os.environ.get("BRICKMATE_HOSTS", "").split(",") if h])


class Staff(HttpUser):
    host = "http://127.0.0.1:8000"

    def on_start(self) -> None:
        chosen = next(_hosts, None)
        if chosen:
            self.client.base_url = chosen
        login = self.client.put("/api/auth/login", json={"email": DEMO_EMAIL, "password": DEMO_PASSWORD}).json()
        self.client.headers["Authorization"] = f"Bearer {login['token']}"

        def ids(path: str, key: str) -> list[int]:
            return [row[key] for row in self.client.get(path, name="(setup)").json()["items"]]

        self.calls: list[Call] = mix(
            {
                "customers": ids("/api/customers/all/1?items_per_page=100", "id"),
                "products": ids("/api/products/all?items_per_page=100", "product_id"),
                "quotes": ids("/api/quotes?items_per_page=100", "quote_id"),
            },
            login["userId"],
        )
        self.weights = [c.weight for c in self.calls]

    @task
    def work(self) -> None:
        call = random.choices(self.calls, self.weights)[0]
        path, body = call.build()
        kwargs: dict[str, Any] = {"name": call.name}
        if body is not None:
            kwargs["json"] = body
        self.client.request(call.method, path, **kwargs)
