"""`make eval`: ask both parts of the evaluation over the seeded dataset, the development part (tuned on) and the
held-out part (never tuned on), and print for each, clearly labelled: intent and entity accuracy, exact match of the
answerable questions, invented numbers, correct declines, unrelated questions handled, paraphrases right after
feedback, contamination, Recall@5, MRR@10, askQuestion p50/p95 latency, then the misses question by question.

Runs tests/assistant/test_eval.py and/or tests/assistant/test_heldout.py (their own embedded PostgreSQL, seeded and
embedded once, nothing kept) with the reports printed; the exit status is pytest's, so a score under its threshold
fails.

    .venv/bin/python -m tests.assistant.evaluate
        [--part development|heldout|demo-dev|demo-convo|demo-fresh8|demo-fresh9|demo-fresh10|demo-fresh11|
                demo-fresh12|demo-fresh13|demo-fresh14|demo-fresh15|demo-fresh-convo3|demo-fresh-convo4|demo-fresh-convo5|
                demo-fresh-convo6|demo-fresh-convo7|demo-heldout|demo-heldout2|demo-heldout3]
        [--demo]
        [extra pytest arguments]
"""

from __future__ import annotations

import argparse
import sys

import pytest

FILES = {"development": "tests/assistant/test_eval.py", "heldout": "tests/assistant/test_heldout.py"}
# The evaluation over the demo instance (api/seed.py's data, tests/assistant_demo), run when asked for by name.
DEMO = "tests/assistant_demo/test_demo_parts.py"
# pytest's -k matches substrings: no demo part's id may contain another's ("part_heldout" is in none of the others).
DEMO_PARTS = {
    "demo-dev": "part_dev",
    "demo-convo": "part_convo",
    "demo-fresh8": "part_fresh8",
    "demo-fresh9": "part_fresh9",
    "demo-fresh10": "part_fresh10",
    "demo-fresh11": "part_fresh11",
    "demo-fresh-convo3": "part_fresh_convo3",
    "demo-heldout": "part_heldout",
    "demo-heldout2": "part_second_heldout",
    "demo-heldout3": "part_third_heldout",
    "demo-fresh-convo4": "part_fresh_convo4",
    "demo-fresh-convo5": "part_fresh_convo5",
    "demo-fresh-convo6": "part_fresh_convo6",
    "demo-fresh12": "part_fresh12",
    "demo-fresh13": "part_fresh13",
    "demo-fresh15": "part_fresh15",
    "demo-fresh-convo7": "part_fresh_convo7",
    "demo-fresh14": "part_fresh14",
}


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.assistant.evaluate", description=__doc__.split("\n\n")[0])
    parser.add_argument("--part", choices=sorted({**FILES, **DEMO_PARTS}), help="only this part (default: both)")
    parser.add_argument("--demo", action="store_true", help="and every part over the demo instance")
    args, rest = parser.parse_known_args(argv)
    if args.part in DEMO_PARTS:
        files = [DEMO, "-k", DEMO_PARTS[args.part]]
    else:
        files = [FILES[args.part]] if args.part else [*FILES.values(), *([DEMO] if args.demo else [])]
    return int(pytest.main(["-q", "-s", "-p", "no:cacheprovider", *files, *rest]))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
