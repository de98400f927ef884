"""The conversations-and-feedback rounds over the demo instance together (dev_convo.py, dev_convo2.py, dev_convo3.py,
dev_convo5.py, dev_convo6.py and dev_convo7.py in demo-dev too; dev_convo4.py in this part only): the `demo-convo`
part, reported as a whole and round by round."""

from __future__ import annotations

from tests.assistant.eval_set import Case, Lesson
from tests.assistant_demo import dev_convo, dev_convo2, dev_convo3, dev_convo4, dev_convo5, dev_convo6, dev_convo7

ROUNDS = (dev_convo, dev_convo2, dev_convo3, dev_convo4, dev_convo5, dev_convo6, dev_convo7)
ALL: list[Case] = [case for round_ in ROUNDS for case in round_.ALL]
LESSONS: list[Lesson] = [lesson for round_ in ROUNDS for lesson in round_.LESSONS]
CONTAMINATION: list[Lesson] = [lesson for round_ in ROUNDS for lesson in round_.CONTAMINATION]
