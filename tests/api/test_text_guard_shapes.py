"""The text guard's walk of a JSON body along its model (`_walk_numbers`) works out what each annotation asks for once
(`_shape`): parts under which nothing takes a whole number are not walked, the rest is checked as before."""

from __future__ import annotations

from typing import Annotated, Any, Optional

from pydantic import BaseModel, Field

from api.catalogue.schemas import NameQuery, ProductLookup
from api.core.fields import MAX_ID
from api.guards.text_guard import NOT_A_NUMBER, TOO_LARGE, _shape, _walk_numbers


class Line(BaseModel):
    product_id: int
    note: str = ""
    quantity: Annotated[int, Field(le=10)] = 1


class Tree(BaseModel):
    id: int
    label: str
    children: list[Tree] = []
    parent: Optional[Tree] = None  # noqa: UP045 - the Optional spelling, as some schemas write it


class Body(BaseModel):
    lines: list[Line]
    tags: list[str] = []
    pairs: tuple[int, ...] = ()
    flag: int | bool = 0
    free: dict[str, Any] = {}


def walked(body: Any, model: Any) -> dict[str, str]:
    errors: dict[str, str] = {}
    _walk_numbers(body, model, (), errors)
    return errors


def test_parts_with_no_whole_number_are_not_walked() -> None:
    assert [key for key, _, _ in _shape(NameQuery).fields] == ["limit", "supplier_ids"]  # not the pasted lines
    assert [key for key, _, _ in _shape(ProductLookup).fields] == ["ids"]  # not its 100 codes
    assert _shape(list[str]).idle and _shape(dict[str, Any]).idle
    assert [key for key, _, _ in _shape(Body).fields] == ["lines", "pairs"]  # `int | bool` takes a bool: unchecked


def test_whole_numbers_are_checked_where_the_model_takes_them() -> None:
    big = MAX_ID + 1
    body = {
        "lines": [{"product_id": 1}, {"product_id": True, "note": "x"}, {"product_id": big, "quantity": big}],
        "tags": [True, big],
        "pairs": [1, False, -big - 1],
        "flag": True,
        "free": {"n": big},
    }
    assert walked(body, Body) == {
        "lines.1.product_id": NOT_A_NUMBER,
        "lines.2.product_id": TOO_LARGE,  # `quantity` has a bound of its own (le=10): its message stands
        "pairs.1": NOT_A_NUMBER,
        "pairs.2": TOO_LARGE,
    }
    assert walked({"ids": [1, True, big], "codes": ["a", "b"]}, ProductLookup) == {"ids.1": NOT_A_NUMBER}


def test_a_model_within_itself_is_walked_at_every_depth() -> None:
    grandchild = {"id": MAX_ID + 1, "label": "c"}
    body = {"id": 1, "label": "a", "children": [{"id": True, "label": "b", "children": [grandchild]}]}
    body["parent"] = {"id": False, "label": "p"}
    assert walked(body, Tree) == {
        "children.0.id": NOT_A_NUMBER,
        "children.0.children.0.id": TOO_LARGE,
        "parent.id": NOT_A_NUMBER,
    }
    assert walked(body, Tree) == walked(body, Tree)  # the second walk, by the kept shapes, finds the same
