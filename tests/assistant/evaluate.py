"""`make eval`: ask the whole evaluation set over the seeded dataset and print intent accuracy, entity accuracy,
exact match of the answer values, Recall@5, MRR@10 and the grounded share, then the misses question by question.

Runs tests/assistant/test_eval.py (its own embedded PostgreSQL, seeded and embedded once, nothing kept) with the
report printed; the exit status is pytest's, so a score under its threshold fails.

    .venv/bin/python -m tests.assistant.evaluate [extra pytest arguments]
"""

from __future__ import annotations

import sys

import pytest


def main(argv: list[str]) -> int:
    return int(pytest.main(["-q", "-s", "-p", "no:cacheprovider", "tests/assistant/test_eval.py", *argv]))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
