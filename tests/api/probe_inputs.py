"""Hand-made bad inputs for every operation of the OpenAPI document (issue 18's probes), built from the document
itself: a plausible request for each operation, then one thing at a time made wrong (a body field's type, a huge,
negative, NaN or infinite number, an impossible date, a NUL in text, an array for an object, a path id of 0, -1 or
2^63, a page of 0, a sort by an unknown field). Schemathesis sends what the document allows; these are what it
does not."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

HUGE_TEXT = "x" * 100_000
# JSON numbers Python's json cannot write as such: spliced into the encoded body in place of their marker.
RAW = {"__raw_1e400__": "1e400", "__raw_-1e400__": "-1e400"}
NAN, INF, NEG_INF = float("nan"), float("inf"), float("-inf")
BAD_DATES = ("2026-02-30", "99999-01-01")
BAD_MOMENTS = ("2026-02-30T10:00:00Z", "0001-01-01T00:00:00+14:00")
# What a body's number fields get: past every column, below zero, not numbers at all.
BAD_INTEGERS: tuple[Any, ...] = (-1, 2**63, NAN)
BAD_NUMBERS: tuple[Any, ...] = (-1, NAN, INF, "__raw_1e400__", "abc")
# Amounts the document types as text ("512.00"): the same, spelled.
BAD_AMOUNTS: tuple[Any, ...] = ("NaN", "-1", "1e400")
BAD_PATH_IDS = ("0", "-1", str(2**63), "abc")
BAD_PAGES = ("0", "-1", str(2**63), "abc")
BAD_SORTS = ("no_such_field", "-")


@dataclass(frozen=True)
class Probe:
    label: str
    path: str
    query: dict[str, str] = field(default_factory=dict)
    body: Any = None  # None: no body; a str: sent as it is
    form: dict[str, str] | None = None
    files: dict[str, tuple[str, bytes, str]] | None = None
    # The field a 4xx answer should name (None: any, or none for a body the route does not read).
    names: str | None = None


class Document:
    def __init__(self, doc: dict[str, Any]) -> None:
        self.doc = doc
        self.schemas: dict[str, Any] = doc.get("components", {}).get("schemas", {})

    def resolve(self, schema: dict[str, Any]) -> dict[str, Any]:
        """`$ref` followed; `X | None` read as X; a one-part `allOf` as its part."""
        for _ in range(20):
            if "$ref" in schema:
                schema = {
                    **self.schemas[schema["$ref"].rsplit("/", 1)[1]],
                    **{k: v for k, v in schema.items() if k != "$ref"},
                }
            elif "anyOf" in schema or "oneOf" in schema:
                options = [s for s in schema.get("anyOf", schema.get("oneOf", [])) if s.get("type") != "null"]
                rest = {k: v for k, v in schema.items() if k not in ("anyOf", "oneOf")}
                schema = {**options[0], **rest} if options else {"type": "null"}
            elif "allOf" in schema and len(schema["allOf"]) == 1:
                schema = {**schema["allOf"][0], **{k: v for k, v in schema.items() if k != "allOf"}}
            else:
                return schema
        return schema

    def kind(self, schema: dict[str, Any]) -> str:
        schema = self.resolve(schema)
        if "enum" in schema:
            return "enum"
        kind = schema.get("type", "object" if "properties" in schema else "any")
        if kind == "string" and schema.get("format") in ("date", "date-time", "uuid", "binary"):
            return str(schema["format"])
        if kind == "string" and re.search(r"\\d", schema.get("pattern", "")):
            return "amount"
        return str(kind)

    def sample(self, schema: dict[str, Any], depth: int = 0, name: str = "") -> Any:
        """A plausible value: the document's example or default, else a small one of the type; an id field named
        for a kind of record holds that record's marker (`@customer`), which the sweep fills with a real id."""
        schema = self.resolve(schema)
        if self.kind(schema) == "integer" and name in ID_FIELDS:
            return f"@{ID_FIELDS[name]}"
        if schema.get("examples"):
            return schema["examples"][0]
        if "default" in schema and schema["default"] is not None:
            return schema["default"]
        if "enum" in schema:
            return schema["enum"][0]
        kind = self.kind(schema)
        if kind == "object":
            if depth > 8:
                return {}
            return {key: self.sample(sub, depth + 1, key) for key, sub in schema.get("properties", {}).items()}
        if kind == "array":
            item = self.sample(schema.get("items", {}), depth + 1, name)
            return [item] * max(1, schema.get("minItems", 1))
        return {
            "integer": 1,
            "number": 1,
            "boolean": False,
            "date": "2026-03-02",
            "date-time": "2026-03-02T10:00:00Z",
            "uuid": "00000000-0000-4000-8000-000000000001",
            "amount": "1.00",
            "binary": "",
            "string": "probe" + "e" * max(0, schema.get("minLength", 0) - 5),
        }.get(kind)

    def leaves(
        self, schema: dict[str, Any], path: tuple[str | int, ...] = (), owner: str = ""
    ) -> Iterator[tuple[tuple[str | int, ...], dict[str, Any], str]]:
        """Every field of a body, nested ones by their path (an array's by its first item), each with the name of
        the field in the model that holds it (`LineIn.quantity`), the same wherever the model is used."""
        schema = self.resolve(schema)
        kind = self.kind(schema)
        if path:
            yield path, schema, owner
        if len(path) > 4:
            return
        if kind == "object":
            title = schema.get("title") or _field_name(path)
            for name, sub in schema.get("properties", {}).items():
                yield from self.leaves(sub, (*path, name), f"{title}.{name}")
        elif kind == "array":
            yield from self.leaves(schema.get("items", {}), (*path, 0), f"{owner}[]")

    def bad_values(self, schema: dict[str, Any]) -> list[tuple[str, Any]]:
        kind = self.kind(schema)
        values: dict[str, tuple[Any, ...]] = {
            "string": (12345, HUGE_TEXT),
            "date": BAD_DATES,
            "date-time": BAD_MOMENTS,
            "uuid": ("not-a-uuid",),
            "amount": BAD_AMOUNTS,
            "enum": ("no-such-value",),
            "integer": BAD_INTEGERS if "minimum" in schema else (0, *BAD_INTEGERS),
            "number": BAD_NUMBERS,
            "boolean": ("maybe",),
            "array": ([None],),
            "object": ([1],),
        }
        return [(_label(v), v) for v in values.get(kind, ())]


def _label(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 24 else f"{text[:12]}…({len(text)} chars)"


def encode(body: Any) -> bytes:
    text = json.dumps(body, allow_nan=True)
    for marker, raw in RAW.items():
        text = text.replace(json.dumps(marker), raw)
    return text.encode()


def _set(body: Any, path: tuple[str | int, ...], value: Any) -> Any:
    """A copy of `body` with the field at `path` set (missing containers made on the way)."""
    if not path:
        return value
    head, rest = path[0], path[1:]
    if isinstance(head, int):
        items = list(body) if isinstance(body, list) and body else [{}]
        items[0] = _set(items[0], rest, value)
        return items
    copy = dict(body) if isinstance(body, dict) else {}
    copy[head] = _set(copy.get(head), rest, value)
    return copy


def _field_name(path: tuple[str | int, ...]) -> str:
    return ".".join(str(p) for p in path)


def concrete(path: str, values: dict[str, str]) -> str:
    return re.sub(r"\{([^}]+)\}", lambda m: values[m.group(1)], path)


def plan(document: Document, operations: list[tuple[str, str]]) -> dict[tuple[str, str], list[Probe]]:
    """The bad inputs for each operation, in order. A model's field (`LineIn.quantity`) or a shared query parameter
    (the lists' `page`) used by several operations is probed with each value at the first of them only: its
    validation is the same everywhere. Path parameters, sorts and body-level inputs are probed at every one."""
    seen: set[tuple[str, ...]] = set()
    return {(method, path): probes(document, method, path, seen) for method, path in operations}


def probes(document: Document, method: str, path: str, seen: set[tuple[str, ...]] | None = None) -> list[Probe]:
    """Every bad input this sweep sends to one operation (less those in `seen`, which it adds to)."""
    seen = set() if seen is None else seen
    operation = document.doc["paths"][path][method.lower()]
    params = operation.get("parameters", [])
    route_kind = next((kind for prefix, kind in PATH_KINDS if path.startswith(prefix)), None)
    good_path = {p["name"]: _good_path(document, p, route_kind) for p in params if p["in"] == "path"}
    good_query = {
        p["name"]: str(document.sample(p["schema"], name=p["name"]))
        for p in params
        if p["in"] == "query" and p.get("required")
    }
    content = operation.get("requestBody", {}).get("content", {})
    json_schema = content.get("application/json", {}).get("schema")
    form_schema = content.get("multipart/form-data", {}).get("schema")
    good_body = _of_route(document.sample(json_schema), route_kind) if json_schema else None
    good_form, good_files = _form(document, form_schema) if form_schema else (None, None)
    base = {"query": good_query, "body": good_body, "form": good_form, "files": good_files}
    found: list[Probe] = []

    def add(
        label: str,
        path_values: dict[str, str] | None = None,
        names: str | None = None,
        once: tuple[str, ...] | None = None,
        **changes: Any,
    ) -> None:
        if once is not None:
            if once in seen:
                return
            seen.add(once)
        found.append(Probe(label, concrete(path, path_values or good_path), names=names, **{**base, **changes}))

    add("good")  # the plausible request itself: what a bad input's answer is compared with
    for param in params:
        name, where, schema = param["name"], param["in"], param["schema"]
        kind = document.kind(schema)
        if where == "path":
            bad = (
                [*BAD_PATH_IDS]
                if kind == "integer"
                else ["%00", "a" * 5_000, "0000-00-00", "2026-02-30", "99999-01-01"]
            )
            for value in bad:
                # Ids that are no number, or past the integer range, are refused before the route, and one below 0
                # is looked up as 0 is: once each; 0 at every operation.
                once = ("path", json.dumps(schema), value) if value != "0" else None
                add(f"path {name}={_label(value)}", {**good_path, name: value}, names=name, once=once)
        elif where == "query":
            if name in ("page", "items_per_page"):
                bad = list(BAD_PAGES)
            elif name == "sort":
                bad = list(BAD_SORTS)
            elif kind == "integer":
                bad = ["0", "-1", str(2**63), "abc", "1.5", "NaN"]
            elif kind == "number":
                bad = ["-1", "NaN", "Infinity", "1e400", "abc"]
            elif kind in ("date", "date-time"):
                bad = list(BAD_DATES)
            elif kind == "boolean":
                bad = ["maybe", "2"]
            elif kind in ("enum", "array"):
                bad = ["no-such-value", "a\u0000b"]
            else:
                bad = ["a\u0000b", HUGE_TEXT[:10_000]]
            shared = None if name == "sort" else ("query", name, json.dumps(schema, sort_keys=True))
            for value in bad:
                once = None if shared is None else (*shared, value)
                add(f"query {name}={_label(value)}", query={**good_query, name: value}, names=name, once=once)
    if json_schema is not None:
        for label, raw in (
            ("no body", None),
            ("[]", "[]"),
            ("null", "null"),
            ("{}", "{}"),
            ("broken", '{"a": '),
            ("NaN", "NaN"),
        ):
            # A model's body is read by FastAPI the same way everywhere; an odd one (a list, a dict) at each operation.
            shape = "model" if "$ref" in json_schema else json.dumps(json_schema)
            add(f"body {label}", body=raw, once=("body", shape, label))
        for leaf, schema, owner in document.leaves(json_schema):
            for label, value in document.bad_values(schema):
                field_name = _field_name(leaf)
                body = _set(good_body, leaf, value)
                add(f"body {field_name}={label}", body=body, names=field_name, once=("body", owner, label))
    if form_schema is not None:
        add("empty form", form={}, files=None)
        for name in document.resolve(form_schema).get("properties", {}):
            if good_form is None or name not in good_form:
                continue
            for value in (HUGE_TEXT, "-1", str(2**63), "NaN", "{"):
                once = ("form", json.dumps(form_schema), name, value)
                add(f"form {name}={_label(value)}", form={**good_form, name: value}, names=name, once=once)
    return found


# The record an id field of a body or query names, by the field's name (`related_id` and `record_id` by the path).
ID_FIELDS = {
    **dict.fromkeys(["customer_id", "customerId"], "customer"),
    **dict.fromkeys(["supplier_id", "supplierId", "supplier_ids", "haulier_id"], "supplier"),
    **dict.fromkeys(["other_id", "otherId"], "other"),
    **dict.fromkeys(["company_id", "companyId"], "company"),
    **dict.fromkeys(["project_id", "projectId"], "project"),
    **dict.fromkeys(["contact_id", "contact_ids", "site_contact_id"], "contact"),
    **dict.fromkeys(["address_id", "delivery_address_id"], "address"),
    **dict.fromkeys(["product_id", "product_ids", "productId"], "product"),
    **dict.fromkeys(["quote_id", "quoteId", "customer_quote_id"], "quote"),
    **dict.fromkeys(["order_id"], "order"),
    **dict.fromkeys(["schedule_id", "call_off_id"], "call_off"),
    **dict.fromkeys(["supplier_quote_id", "supplier_quote_ids"], "supplier_quote"),
    **dict.fromkeys(["userId", "user_id", "taskOwner", "assignedUsers", "involvedUsers", "account_manager_id"], "me"),
    **dict.fromkeys(["taskId"], "task"),
    **dict.fromkeys(["note_id"], "note"),
}
# The record `{id}` (and `related_id`, `record_id`) names, by the path's first parts.
PATH_KINDS = [
    ("/api/suppliers/quote", "supplier_quote"),
    ("/api/suppliers/quotes", "supplier_quote"),
    ("/api/suppliers/request", "request"),
    ("/api/schedules/order", "order"),
    ("/api/customers", "customer"),
    ("/api/suppliers", "supplier"),
    ("/api/others", "other"),
    ("/api/companys", "company"),
    ("/api/contacts", "contact"),
    ("/api/addresses", "address"),
    ("/api/projects", "project"),
    ("/api/quotes", "quote"),
    ("/api/orders", "order"),
    ("/api/products", "product"),
    ("/api/tasks", "task"),
    ("/api/schedules", "call_off"),
    ("/api/notifications", "notification"),
    ("/api/users", "me"),
]


def _good_path(document: Document, param: dict[str, Any], route_kind: str | None) -> str:
    name, schema = param["name"], param["schema"]
    if document.kind(schema) == "integer" and name not in ("x", "page"):
        kind = ID_FIELDS.get(name) or route_kind
        if kind:
            return f"@{kind}"
    return str(document.sample(schema, name=name))


def _of_route(body: Any, route_kind: str | None) -> Any:
    """`related_id` and `record_id` (at the top or in the body's envelope) are the route's kind of record."""
    if not isinstance(body, dict) or route_kind is None:
        return body
    return {
        key: f"@{route_kind}"
        if key in ("related_id", "record_id") and isinstance(value, int | str)
        else _of_route(value, route_kind)
        if isinstance(value, dict)
        else value
        for key, value in body.items()
    }


def _form(document: Document, schema: dict[str, Any]) -> tuple[dict[str, str], dict[str, tuple[str, bytes, str]]]:
    form: dict[str, str] = {}
    files: dict[str, tuple[str, bytes, str]] = {}
    for name, sub in document.resolve(schema).get("properties", {}).items():
        kind = document.kind(sub)
        if kind == "binary" or (kind == "array" and document.kind(document.resolve(sub).get("items", {})) == "binary"):
            files[name] = ("probe.csv", b"Name\nProbe\n", "text/csv")
        else:
            value = document.sample(sub)
            form[name] = (
                json.dumps(value)
                if isinstance(value, dict | list)
                else str(value).lower()
                if isinstance(value, bool)
                else str(value)
            )
    return form, files
