"""Liveness, readiness and the gauges read at each scrape of /metrics."""
