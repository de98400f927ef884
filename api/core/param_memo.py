"""FastAPI's answers about a parameter's declaration, worked out once per parameter instead of on every request.

To read a request's path, query, header and cookie parameters, FastAPI (0.16x, `fastapi.dependencies.utils`) asks
of each declared parameter, on every request, whether it is a model, whether it is JSON, which names it goes by and
whether its type is a sequence: walks of its type annotation (`typing.get_origin`, `issubclass`) whose answers
depend on the declaration alone. `install` wraps those four questions so that each parameter (each annotation) is
asked once; the answers are the same functions' answers. The same for what it asks of each dependency on every
request: its key in the request's cache of solved dependencies, and whether its callable is a generator or a
coroutine. A parameter's field (a dependency) lives as long as its route, and the memo keeps the field with its
answer, so an id is never confused with a later object's."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import fastapi.dependencies.utils as fastapi_params

# Beyond this many kept answers (many apps built in one process, as the tests do) the memo starts again.
MAX_KEPT = 20_000
_installed = False


class _Kept:
    """Answers kept by their subject's identity, each with its subject (so an id is never confused with a later
    object's); emptied at MAX_KEPT."""

    def __init__(self) -> None:
        self.kept: dict[Any, tuple[Any, Any]] = {}

    def answer(self, subject: Any, key: Any, ask: Callable[[], Any]) -> Any:
        entry = self.kept.get(key)
        if entry is not None and entry[0] is subject:
            return entry[1]
        answer = ask()
        if len(self.kept) >= MAX_KEPT:
            self.kept.clear()
        self.kept[key] = (subject, answer)
        return answer


def _by_identity(question: Callable[[Any], Any]) -> Callable[[Any], Any]:
    kept = _Kept()

    def asked_once(subject: Any) -> Any:
        return kept.answer(subject, id(subject), lambda: question(subject))

    asked_once.__wrapped__ = question  # type: ignore[attr-defined]
    return asked_once


def _aliases_once(question: Callable[..., list[tuple[str, str]]]) -> Callable[..., list[tuple[str, str]]]:
    kept = _Kept()

    def asked_once(field: Any, *, convert_underscores: bool = False) -> list[tuple[str, str]]:
        answer = kept.answer(
            field, (id(field), convert_underscores), lambda: question(field, convert_underscores=convert_underscores)
        )
        return list(answer)  # a copy: the caller may change its list

    asked_once.__wrapped__ = question  # type: ignore[attr-defined]
    return asked_once


def _cache_key_once(question: Callable[..., Any]) -> Callable[..., Any]:
    """A dependency's key in the request's cache of solved dependencies: its call, its OAuth scopes when it or a
    dependency below it uses them, and its scope, all fixed when the route is built (FastAPI works it out again for
    every dependency of every request, walking the tree below it)."""
    kept = _Kept()

    def asked_once(*, dependant: Any, uses_scopes_cache: Any = None) -> Any:
        return kept.answer(
            dependant, id(dependant), lambda: question(dependant=dependant, uses_scopes_cache=uses_scopes_cache)
        )

    asked_once.__wrapped__ = question  # type: ignore[attr-defined]
    return asked_once


# What solve_dependencies asks of each dependency's callable on every request (a generator? a coroutine?), each
# answer an lru_cache look-up through a wrapper object made for the question.
CALLABLE_QUESTIONS = ("_is_gen_callable", "_is_async_gen_callable", "_is_coroutine_callable")


def install() -> None:
    """Idempotent; called by `create_app`."""
    global _installed
    if _installed:
        return
    _installed = True
    for name in ("_get_param_model", "_is_json_field", "field_annotation_is_sequence", *CALLABLE_QUESTIONS):
        setattr(fastapi_params, name, _by_identity(getattr(fastapi_params, name)))
    fastapi_params._get_param_aliases = _aliases_once(fastapi_params._get_param_aliases)
    # Imported into fastapi.dependencies.utils from its models module, where solve_dependencies looks it up.
    fastapi_params._get_cache_key = _cache_key_once(fastapi_params._get_cache_key)  # type: ignore[attr-defined]
