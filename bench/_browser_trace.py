"""Where a page's main thread spends a user's action: a Chrome trace read between marks the page writes.

The page marks each action (`performance.mark`): a start, the change it waits for, and the next frame. Between
each start and change, and between each change and frame, the trace's events on the page's main thread are added
up by name as self time (an event's time less its children's, clipped to the span): JavaScript shows as
FunctionCall or RunMicrotasks, style as UpdateLayoutTree, then Layout, PrePaint, Paint, garbage collection.
Figures, never assertions."""

from __future__ import annotations

import json
from bisect import bisect_left
from collections import defaultdict
from pathlib import Path
from typing import Any

CATEGORIES = [
    "devtools.timeline",
    "disabled-by-default-devtools.timeline",
    "blink.user_timing",
    "v8.execute",
    "toplevel",
]


def _events(path: Path) -> list[dict[str, Any]]:
    data = json.loads(path.read_text())
    events: list[dict[str, Any]] = data["traceEvents"] if isinstance(data, dict) else data
    return events


def _marks(events: list[dict[str, Any]], names: tuple[str, ...]) -> tuple[tuple[int, int], dict[str, list[float]]]:
    """The (pid, tid) that wrote the marks, and each mark's times in µs, in order."""
    found: dict[str, list[float]] = defaultdict(list)
    thread: tuple[int, int] | None = None
    for event in events:
        marked = event.get("cat") == "blink.user_timing" and event.get("ph") in ("R", "I", "n", "i")
        if marked and event.get("name") in names:
            found[event["name"]].append(float(event["ts"]))
            thread = (event["pid"], event["tid"])
    if thread is None:
        raise SystemExit("the trace holds none of the page's marks")
    return thread, {name: sorted(found[name]) for name in names}


def _self_times(spans: list[tuple[float, float]], events: list[dict[str, Any]]) -> dict[str, float]:
    """Self time (µs) by event name, within the spans, of the complete events given (one thread's)."""
    totals: dict[str, float] = defaultdict(float)
    ordered = sorted(
        (e for e in events if e.get("ph") == "X" and "dur" in e), key=lambda e: (float(e["ts"]), -float(e["dur"]))
    )
    starts = [float(e["ts"]) for e in ordered]
    for start, end in spans:
        stack: list[tuple[float, str]] = []  # (end of each open event, its name)
        covered = 0.0
        # From a second before the span: no task the page runs lasts longer.
        for event in ordered[bisect_left(starts, start - 1_000_000) :]:
            ts, dur = float(event["ts"]), float(event["dur"])
            if ts >= end:
                break
            if ts + dur <= start:
                continue
            while stack and stack[-1][0] <= ts:
                stack.pop()
            name = event["name"]
            if name == "EventDispatch":
                name = f"EventDispatch {event.get('args', {}).get('data', {}).get('type', '?')}"
            spent = max(0.0, min(end, ts + dur) - max(start, ts))
            totals[name] += spent
            if stack:
                totals[stack[-1][1]] -= spent
            else:
                covered += spent
            stack.append((ts + dur, name))
        totals["(main thread idle, or waiting)"] += (end - start) - covered
    return totals


def summarise(path: Path, start: str, changed: str, frame: str, top: int = 12) -> str:
    """Per action, the main thread's self time by name from `start` to `changed` and from `changed` to `frame`."""
    events = _events(path)
    thread, marks = _marks(events, (start, changed, frame))
    own = [e for e in events if (e.get("pid"), e.get("tid")) == thread]
    count = min(len(marks[start]), len(marks[changed]), len(marks[frame]))
    lines = []
    parts = (("key to total changed", start, changed), ("total changed to next frame", changed, frame))
    for title, opening, closing in parts:
        spans = list(zip(marks[opening][:count], marks[closing][:count], strict=True))
        totals = _self_times(spans, own)
        mean = sum(b - a for a, b in spans) / count / 1000
        lines.append(f"  {title}: {mean:.1f} ms on average over {count}, main thread's self time per action:")
        for name, spent in sorted(totals.items(), key=lambda item: -item[1])[:top]:
            lines.append(f"    {spent / count / 1000:7.2f} ms  {name}")
    return "\n".join(lines)
