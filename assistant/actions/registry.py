"""The kinds of action the chat can propose. A kind detects its request in a question and makes its payload;
it describes that payload in words; on confirmation it executes it through the domain's services (they only
flush: the request is the one commit point). Add a kind: a module with an `Action`, listed in ACTIONS."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from sqlalchemy.orm import Session

from api.users.models import Role, User
from assistant.actions.schemas import ActionResultOut

EVERY_ROLE = frozenset(Role)


@dataclass
class Detected:
    """A request found in a question: its payload (the kind's model, as JSON) and, when it cannot be proposed
    as asked, why (the answer says so and nothing is stored)."""

    payload: dict[str, Any]
    problem: str = ""


class Action(Protocol):
    kind: str
    roles: frozenset[Role]  # who may confirm it: the roles the screens allow for the same change

    def detect(self, session: Session, question: str, user: User) -> Detected | None: ...

    def describe(self, payload: dict[str, Any]) -> str: ...

    def execute(self, session: Session, user: User, payload: dict[str, Any]) -> ActionResultOut: ...


ACTIONS: dict[str, Action] = {}


def register(action: Action) -> Action:
    ACTIONS[action.kind] = action
    return action


def get(kind: str) -> Action | None:
    return ACTIONS.get(kind)
