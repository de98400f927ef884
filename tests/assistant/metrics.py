"""Scoring the assistant's answers to the evaluation set (tests/assistant/eval_set.py).

Per question: whether the intent is the expected one, whether every expected entity was recognised, whether every
expected value shows in the answer and the answer is not a low-confidence "not found" (exact match), the recall at 5
and reciprocal rank at 10 of the expected records among the records the answer cites (its cards in order, then its
sources in order, each record once), and whether every figure of its text appears in a cited record
(assistant.answer.grounded). Over the set: the means, and the misses question by question.

Beside answerable questions: questions about things we do not have (`expect="decline"`: right when the answer is
low-confidence, or not high and says we do not have it, and states no figure outside its records), unrelated ones
(`expect="unrelated"`: right when the answer is low-confidence), and feedback lessons (tests/assistant/eval_set.py
Lesson): the later question's answer after the feedback, right when exact; for contamination pairs, contaminated
when it shows a value of `absent` or used the feedback and is not exact. Every askQuestion call is timed.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from assistant.answer import grounded
from assistant.grounding import evidence, evidence_texts, figures
from assistant.schemas import CardOut, SourceOut
from tests.assistant.eval_set import ANSWER, DECLINE, UNRELATED, Case, Lesson
from tests.assistant.seeding import Seeded

# What an answer saying we do not have the thing asked about says (beside a low confidence).
DECLINES = re.compile(
    r"(couldn.t|could not|can.t|cannot) (find|see|tell)|(don.t|do not|doesn.t|does not) (have|stock|sell|exist)"
    r"|not (found|recorded|on (record|file)|in the (catalogue|records))|nothing (recorded|found|on record)"
    r"|no (such|records?|products?|quotes?|customers?|contacts?|architects?|projects?)\b|none (recorded|found|is)"
    r"|(we|they) have no|there (is|are) no|isn.t (in|on)",
    re.IGNORECASE,
)
ORGANISATION_KINDS = ("customer", "supplier", "other", "company")


def cited(answer: dict[str, Any]) -> list[tuple[str, int]]:
    """The records an answer cites, best first: its cards, then its sources, each once."""
    seen: list[tuple[str, int]] = []
    for item in [*answer.get("cards", []), *answer.get("sources", [])]:
        key = (item["kind"], item["record_id"])
        if key not in seen:
            seen.append(key)
    return seen


def shown(answer: dict[str, Any]) -> str:
    """What the answer shows a reader, lower-cased: its text, the action it proposes, and its cards' titles and
    facts."""
    parts = [answer.get("text", "")]
    if answer.get("proposal"):  # an action proposed: what confirming it will do, shown beside the answer
        parts.append(str(answer["proposal"].get("summary", "")))
    for card in answer.get("cards", []):
        parts.append(card["title"])
        parts += [f"{fact['label']}: {fact['value']}" for fact in card["facts"]]
    return "\n".join(parts).lower()


def ungrounded(answer: dict[str, Any]) -> list[str]:
    """The figures of the answer's text that no cited record holds (empty when grounded)."""
    cards = [CardOut.model_validate(c) for c in answer.get("cards", [])]
    sources = [SourceOut.model_validate(s) for s in answer.get("sources", [])]
    if grounded(answer.get("text", ""), cards, sources):
        return []
    stated = figures(answer.get("text", ""))
    have = evidence(evidence_texts(cards, sources))
    missing = [str(n) for n in sorted(stated.numbers - have.numbers)]
    return missing + [d.isoformat() for d in sorted(stated.dates - have.dates)]


def has_value(text: str, value: str) -> bool:
    """Whether the (lower-cased) text shows the value: a value of digits alone as a whole number (a count or a
    quantity, not a digit inside another figure), anything else as written, regardless of case."""
    value = value.lower()
    if value.isdigit():
        return re.search(rf"(?<![\d£.,]){value}(?![\d]|[.,]\d)", text) is not None
    return value in text


def _recognised(answer: dict[str, Any], kind: str) -> list[str]:
    entities = answer.get("entities", {})
    names = entities.get(kind) or entities.get(kind.rstrip("s")) or []
    return [n.lower() for n in names]


def _target(kind: str, name: str, seeded: Seeded) -> tuple[str, int]:
    return (kind, seeded.record_id(kind, name))


@dataclass
class Scored:
    case: Case
    answer: dict[str, Any]
    intent_ok: bool
    missing_entities: list[str]
    missing_values: list[str]
    recall_at_5: float | None  # None: the case names no records
    reciprocal_rank: float | None
    ungrounded: list[str]
    absent_shown: list[str] = field(default_factory=list)
    latency_ms: float = 0.0

    @property
    def unsure(self) -> bool:
        """A low-confidence answer says it does not know: it cannot be the expected answer, even when the closest
        records it shows hold the values."""
        return self.answer.get("confidence_label") == "low"

    @property
    def exact(self) -> bool:
        return not self.missing_values and not self.unsure and not self.absent_shown

    @property
    def declined(self) -> bool:
        """Said we do not have it: low confidence, or not high and in so many words; no figure outside its records."""
        label = self.answer.get("confidence_label")
        says = DECLINES.search(str(self.answer.get("text", ""))) is not None
        return not self.ungrounded and not self.absent_shown and (label == "low" or (label != "high" and says))

    @property
    def handled(self) -> bool:
        """An unrelated question: no confident answer from the records."""
        return self.answer.get("confidence_label") == "low"

    @property
    def content_right(self) -> bool:
        """What the answer shows is what the case expects, whatever confidence it was given (for calibration)."""
        if self.case.values:
            return not self.missing_values and not self.absent_shown
        return self.intent_ok

    @property
    def right(self) -> bool:
        """Whether the answer is what the case expects (its kind: answer, decline or unrelated)."""
        if self.case.expect == DECLINE:
            return self.declined
        if self.case.expect == UNRELATED:
            return self.handled
        return self.exact if self.case.values else self.intent_ok


def score(case: Case, answer: dict[str, Any], seeded: Seeded, latency_ms: float = 0.0) -> Scored:
    text = shown(answer)
    missing_entities = [
        f"{kind}: {name}"
        for kind, names in case.entities.items()
        for name in names
        if name.lower() not in _recognised(answer, kind)
    ]
    recall = rank = None
    if case.records:
        targets = [_target(kind, name, seeded) for kind, name in case.records]
        got = cited(answer)
        recall = sum(t in got[:5] for t in targets) / len(targets)
        first = next((i for i, key in enumerate(got[:10], start=1) if key in targets), None)
        rank = 1 / first if first else 0.0
    return Scored(
        case=case,
        answer=answer,
        intent_ok=answer.get("intent") == case.intent,
        missing_entities=missing_entities,
        missing_values=[v for v in case.values if not has_value(text, v)],
        recall_at_5=recall,
        reciprocal_rank=rank,
        ungrounded=ungrounded(answer) if answer.get("text") else [],
        absent_shown=[v for v in case.absent if has_value(text, v)],
        latency_ms=latency_ms,
    )


def _mean(values: Sequence[float]) -> float:
    return sum(values) / len(values) if values else 0.0


def percentile(values: Sequence[float], share: float) -> float:
    """The nearest-rank percentile (share in 0..1) of the values, 0 when there are none."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[max(0, min(len(ordered) - 1, math.ceil(share * len(ordered)) - 1))]


@dataclass
class Learned:
    """A lesson: the status of the feedback given on its question, and the later question's scored answer."""

    lesson: Lesson
    feedback_status: int
    later: Scored

    @property
    def used(self) -> bool:
        return self.later.answer.get("learned") is not None

    @property
    def contaminated(self) -> bool:
        return bool(self.later.absent_shown) or (self.used and not self.later.exact)


@dataclass
class Report:
    scored: list[Scored] = field(default_factory=list)
    lessons: list[Learned] = field(default_factory=list)
    contamination: list[Learned] = field(default_factory=list)
    # Unrelated questions asked again once every lesson's feedback was given at once.
    after_feedback: list[Scored] = field(default_factory=list)

    def __repr__(self) -> str:
        return f"Report({len(self.scored)} questions)"

    def subset(
        self, cases: Sequence[Case], lessons: Sequence[Lesson] = (), contamination: Sequence[Lesson] = ()
    ) -> Report:
        """The report of these cases only, with these lessons and contamination pairs (none unless given)."""
        ids = {case.id for case in cases}
        taught = {lesson.id for lesson in [*lessons, *contamination]}
        return Report(
            [s for s in self.scored if s.case.id in ids],
            [x for x in self.lessons if x.lesson.id in taught],
            [x for x in self.contamination if x.lesson.id in taught],
        )

    def _of(self, expect: str) -> list[Scored]:
        return [s for s in self.scored if s.case.expect == expect]

    @property
    def intent_accuracy(self) -> float:
        return _mean([s.intent_ok for s in self.scored])

    @property
    def entity_accuracy(self) -> float:
        with_entities = [s for s in self._of(ANSWER) if s.case.entities]
        return _mean([not s.missing_entities for s in with_entities])

    @property
    def exact_match(self) -> float:
        return _mean([s.exact for s in self._of(ANSWER) if s.case.values])

    @property
    def recall_at_5(self) -> float:
        return _mean([s.recall_at_5 for s in self._of(ANSWER) if s.recall_at_5 is not None])

    @property
    def mrr_at_10(self) -> float:
        return _mean([s.reciprocal_rank for s in self._of(ANSWER) if s.reciprocal_rank is not None])

    @property
    def grounded_share(self) -> float:
        return _mean([not s.ungrounded for s in self.scored])

    def _every_answer(self) -> list[Scored]:
        learned = [x.later for x in [*self.lessons, *self.contamination]]
        return [*self.scored, *learned, *self.after_feedback]

    @property
    def invented_numbers(self) -> int:
        """Answers stating a figure no cited record holds."""
        return sum(1 for s in self._every_answer() if s.ungrounded)

    @property
    def declines(self) -> tuple[int, int]:
        cases = self._of(DECLINE)
        return sum(s.declined for s in cases), len(cases)

    @property
    def unrelated(self) -> tuple[int, int]:
        cases = self._of(UNRELATED)
        return sum(s.handled for s in cases), len(cases)

    @property
    def paraphrases_after_feedback(self) -> float:
        return _mean([x.later.exact for x in self.lessons])

    @property
    def contaminated(self) -> int:
        """Contamination pairs whose answer about B was changed by the feedback about A, and unrelated questions
        a colleague's feedback was applied to."""
        pairs = sum(x.contaminated for x in self.contamination)
        return pairs + sum(s.answer.get("learned") is not None for s in self.after_feedback)

    def calibration(self) -> str:
        """How often answers to answerable questions show what is expected, by their confidence label: high should be
        mostly right, low mostly wrong."""
        parts = []
        for label in ("high", "medium", "low"):
            given = [s for s in self._of(ANSWER) if s.answer.get("confidence_label") == label]
            right = sum(s.content_right for s in given)
            parts.append(f"{label} {right}/{len(given)}" + (f" ({100 * right / len(given):.0f} %)" if given else ""))
        return ", ".join(parts)

    def latency(self, share: float) -> float:
        return percentile([s.latency_ms for s in self._every_answer()], share)

    def summary(self) -> dict[str, float]:
        return {
            "intent accuracy": self.intent_accuracy,
            "entity accuracy": self.entity_accuracy,
            "exact match": self.exact_match,
            "recall@5": self.recall_at_5,
            "mrr@10": self.mrr_at_10,
            "grounded": self.grounded_share,
        }

    def figures(self) -> list[str]:
        answerable = [s for s in self._of(ANSWER) if s.case.values]
        declined, declines = self.declines
        handled, unrelated = self.unrelated
        right = sum(x.later.exact for x in self.lessons)
        pairs = sum(x.contaminated for x in self.contamination)
        swept = sum(s.answer.get("learned") is not None for s in self.after_feedback)
        rows = [
            ("intent accuracy", f"{self.intent_accuracy:.3f}"),
            ("entity accuracy", f"{self.entity_accuracy:.3f}"),
            ("exact match", f"{self.exact_match:.3f} ({sum(s.exact for s in answerable)} of {len(answerable)})"),
            ("invented numbers", f"{self.invented_numbers} answers (of {len(self._every_answer())})"),
            ("correct declines", f"{declined} of {declines}"),
            ("unrelated handled", f"{handled} of {unrelated}"),
            ("paraphrases right after feedback", f"{100 * self.paraphrases_after_feedback:.0f} % ({right} of "
             f"{len(self.lessons)})"),
            ("contamination", f"{self.contaminated} ({pairs} of {len(self.contamination)} pairs, {swept} of "
             f"{len(self.after_feedback)} unrelated after all feedback)"),
            ("recall@5", f"{self.recall_at_5:.3f}"),
            ("mrr@10", f"{self.mrr_at_10:.3f}"),
            ("grounded", f"{self.grounded_share:.3f}"),
            ("right by confidence label", self.calibration()),
            ("askQuestion p50 / p95", f"{self.latency(0.5):.0f} ms / {self.latency(0.95):.0f} ms"),
        ]  # fmt: skip
        return [f"  {name:<34} {value}" for name, value in rows]

    def misses(self) -> list[str]:
        lines = [line for s in self.scored if (line := _miss(s))]
        for kind, results in (("lesson", self.lessons), ("contamination", self.contamination)):
            for x in results:
                problem = x.contaminated if kind == "contamination" else not x.later.exact
                if problem:
                    head = f"{kind} {x.lesson.id} (feedback {x.feedback_status}, learned {x.used})"
                    lines.append(_miss(x.later, force=True, head=head))
        lines += [_miss(s, force=True, head="used feedback") for s in self.after_feedback if s.answer.get("learned")]
        return lines

    def format(self, title: str = "Assistant evaluation") -> str:
        head = [f"{title}: {len(self.scored)} questions, {len(self.lessons)} lessons, "
                f"{len(self.contamination)} contamination pairs", *self.figures()]  # fmt: skip
        misses = self.misses()
        return "\n".join([*head, f"Misses ({len(misses)}):" if misses else "No misses.", *misses])


def _miss(s: Scored, *, force: bool = False, head: str = "") -> str:
    problems = []
    if not s.intent_ok:
        problems.append(f"intent {s.answer.get('intent')!r} (expected {s.case.intent!r})")
    if s.missing_entities:
        problems.append(f"entities missing {s.missing_entities} (got {s.answer.get('entities')})")
    if s.missing_values:
        problems.append(f"values missing {s.missing_values}")
    if s.absent_shown:
        problems.append(f"shows {s.absent_shown}")
    if s.case.expect == ANSWER and s.case.values and s.unsure:
        problems.append("answered with low confidence (not found)")
    if s.case.expect == DECLINE and not s.declined:
        problems.append(f"not declined ({s.answer.get('confidence_label')})")
    if s.case.expect == UNRELATED and not s.handled:
        problems.append(f"answered an unrelated question ({s.answer.get('confidence_label')})")
    if s.recall_at_5 is not None and s.recall_at_5 < 1:
        problems.append(f"recall@5 {s.recall_at_5:.2f}, rr {s.reciprocal_rank:.2f}")
    if s.ungrounded:
        problems.append(f"ungrounded figures {s.ungrounded}")
    if not problems and not force:
        return ""
    text = " ".join(str(s.answer.get("text", "")).split())[:160]
    prefix = f"{head}: " if head else ""
    return f"- {prefix}{s.case.id}: {s.case.question!r}: " + "; ".join(problems) + f"\n    answer: {text}"
