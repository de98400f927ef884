"""Prometheus metrics of this process, served at `/metrics` (text exposition format).

- `brickmate_http_request_duration_seconds{method,route,status}`: a histogram per route template and status class
  (2xx, 4xx, 5xx), observed by `api.core.observability`.
- Gauges read when scraped, from the probes registered with `gauge_probe` (the queue's depth, the index's lag:
  `api.health.probes`); a probe that fails leaves its gauge out of that scrape rather than failing it.

Each API process keeps its own figures: scrape each one (Prometheus adds them up by job)."""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator

from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, Histogram, generate_latest
from prometheus_client.core import GaugeMetricFamily
from prometheus_client.registry import Collector
from starlette.requests import Request
from starlette.responses import Response

log = logging.getLogger(__name__)

REGISTRY = CollectorRegistry(auto_describe=True)
BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0)
REQUEST_SECONDS = Histogram(
    "brickmate_http_request_duration_seconds",
    "Time from the request's arrival to its response's last byte, by route template and status class.",
    ("method", "route", "status"),
    buckets=BUCKETS,
    registry=REGISTRY,
)
_STATUS_CLASS = {n: f"{n}xx" for n in range(1, 6)}
# Each label set's child, by (method, route, status): `labels()` checks and converts its values and takes the
# metric's lock on every call. The routes are templates and the methods and statuses few, so this stays small.
_children: dict[tuple[str, str, int], Histogram] = {}


def observe_request(method: str, route: str, status: int, seconds: float) -> None:
    key = (method, route, status)
    child = _children.get(key)
    if child is None:
        child = _children[key] = REQUEST_SECONDS.labels(method, route, _STATUS_CLASS.get(status // 100, "other"))
    child.observe(seconds)


class _Probes(Collector):
    def __init__(self) -> None:
        self.probes: dict[str, tuple[str, Callable[[], float | None]]] = {}

    def collect(self) -> Iterator[GaugeMetricFamily]:
        for name, (documentation, probe) in self.probes.items():
            try:
                value = probe()
            except Exception:
                log.warning("metric %s could not be read", name, exc_info=True)
                continue
            if value is not None:
                yield GaugeMetricFamily(name, documentation, value=value)

    def describe(self) -> Iterator[GaugeMetricFamily]:
        return iter(())


_probes = _Probes()
REGISTRY.register(_probes)


def gauge_probe(name: str, documentation: str, probe: Callable[[], float | None]) -> None:
    """A gauge whose value `probe()` gives at each scrape (None leaves it out)."""
    _probes.probes[name] = (documentation, probe)


def metrics_endpoint(_: Request) -> Response:
    return Response(generate_latest(REGISTRY), media_type=CONTENT_TYPE_LATEST)
