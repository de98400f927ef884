"""Scoring the assistant's answers to the evaluation set (tests/assistant/eval_set.py).

Per question: whether the intent is the expected one, whether every expected entity was recognised, whether every
expected value shows in the answer and the answer is not a low-confidence "not found" (exact match), the recall at 5
and reciprocal rank at 10 of the expected records among the records the answer cites (its cards in order, then its
sources in order, each record once), and whether every figure of its text appears in a cited record
(assistant.answer.grounded). Over the set: the means, and the misses question by question.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from fastapi.testclient import TestClient

from assistant.answer import grounded
from assistant.grounding import evidence, evidence_texts, figures
from assistant.schemas import CardOut, SourceOut
from tests.assistant.eval_set import CASES, Case
from tests.assistant.seeding import Seeded

ASK = "/api/brickmate/askQuestion"
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
    """What the answer shows a reader, lower-cased: its text, and its cards' titles and facts."""
    parts = [answer.get("text", "")]
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

    @property
    def unsure(self) -> bool:
        """A low-confidence answer says it does not know: it cannot be the expected answer, even when the closest
        records it shows hold the values."""
        return self.answer.get("confidence_label") == "low"

    @property
    def exact(self) -> bool:
        return not self.missing_values and not self.unsure


def score(case: Case, answer: dict[str, Any], seeded: Seeded) -> Scored:
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
        missing_values=[v for v in case.values if v.lower() not in text],
        recall_at_5=recall,
        reciprocal_rank=rank,
        ungrounded=ungrounded(answer) if answer.get("text") else [],
    )


def _mean(values: Sequence[float]) -> float:
    return sum(values) / len(values) if values else 0.0


@dataclass
class Report:
    scored: list[Scored] = field(default_factory=list)

    def __repr__(self) -> str:
        return f"Report({len(self.scored)} questions)"

    @property
    def intent_accuracy(self) -> float:
        return _mean([s.intent_ok for s in self.scored])

    @property
    def entity_accuracy(self) -> float:
        with_entities = [s for s in self.scored if s.case.entities]
        return _mean([not s.missing_entities for s in with_entities])

    @property
    def exact_match(self) -> float:
        return _mean([s.exact for s in self.scored if s.case.values])

    @property
    def recall_at_5(self) -> float:
        return _mean([s.recall_at_5 for s in self.scored if s.recall_at_5 is not None])

    @property
    def mrr_at_10(self) -> float:
        return _mean([s.reciprocal_rank for s in self.scored if s.reciprocal_rank is not None])

    @property
    def grounded_share(self) -> float:
        return _mean([not s.ungrounded for s in self.scored])

    def summary(self) -> dict[str, float]:
        return {
            "intent accuracy": self.intent_accuracy,
            "entity accuracy": self.entity_accuracy,
            "exact match": self.exact_match,
            "recall@5": self.recall_at_5,
            "mrr@10": self.mrr_at_10,
            "grounded": self.grounded_share,
        }

    def misses(self) -> list[str]:
        lines = []
        for s in self.scored:
            problems = []
            if not s.intent_ok:
                problems.append(f"intent {s.answer.get('intent')!r} (expected {s.case.intent!r})")
            if s.missing_entities:
                problems.append(f"entities missing {s.missing_entities} (got {s.answer.get('entities')})")
            if s.missing_values:
                problems.append(f"values missing {s.missing_values}")
            if s.case.values and s.unsure:
                problems.append("answered with low confidence (not found)")
            if s.recall_at_5 is not None and s.recall_at_5 < 1:
                problems.append(f"recall@5 {s.recall_at_5:.2f}, rr {s.reciprocal_rank:.2f}")
            if s.ungrounded:
                problems.append(f"ungrounded figures {s.ungrounded}")
            if problems:
                text = " ".join(str(s.answer.get("text", "")).split())[:160]
                lines.append(f"- {s.case.id}: {s.case.question!r}: " + "; ".join(problems) + f"\n    answer: {text}")
        return lines

    def format(self) -> str:
        head = [f"Assistant evaluation: {len(self.scored)} questions"]
        head += [f"  {name:<16} {value:6.3f}" for name, value in self.summary().items()]
        misses = self.misses()
        return "\n".join([*head, f"Misses ({len(misses)} questions):" if misses else "No misses.", *misses])


def run(client: TestClient, headers: dict[str, str], seeded: Seeded, cases: Sequence[Case] = CASES) -> Report:
    """Ask every question (a follow-up in the conversation of the question it follows) and score the answers.
    An answer that is not a 200 scores as a miss with its status as the intent."""
    report = Report()
    conversations: dict[str, int] = {}
    for case in cases:
        body: dict[str, Any] = {"question": case.question}
        if case.follows and case.follows in conversations:
            body["conversation_id"] = conversations[case.follows]
        response = client.post(ASK, json=body, headers=headers)
        if response.status_code == 200:
            answer = response.json()
            conversations[case.id] = answer["conversation_id"]
        else:
            answer = {"intent": f"HTTP {response.status_code}", "text": response.text[:200], "cards": []}
        report.scored.append(score(case, answer, seeded))
    return report
