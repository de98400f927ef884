"""A request schema's reading of a row, without the schema, for the rows that are plainly right: the bulk imports
check tens of thousands of rows against the API's own schemas, and pydantic spends tens of microseconds a row
(mostly calling the fields' Python validators one by one). `Quick(Schema).values(data)` reads the fields the
plain way: text trimmed and within its length and then through the field's own after-validators (email, phone,
postcode…), whole numbers within their range, amounts through the field's own reader, ISO dates, enums by their
value, defaults for what is left out. A row read so gives exactly what the schema gives. Anything else (a wrong
value, or an unusual one the schema might still accept: a float for a whole number, a date as a timestamp) gives
None and the caller asks the schema, which says what is wrong in its own words: an import's messages stay the
schema's, always.

Built from the schema's fields (their types, constraints and validators), so a changed constraint changes both;
a field of a shape not known here is read only when left out (its default), anything given goes to the schema.
`tests/api/test_quick_schemas.py` checks each schema the imports read this way against pydantic."""

from __future__ import annotations

import inspect
import re
import types
from collections.abc import Callable, Mapping
from datetime import date
from enum import Enum
from typing import Annotated, Any, Generic, TypeVar, Union, get_args, get_origin

from annotated_types import Ge, Le, MaxLen, MinLen
from pydantic import AfterValidator, BaseModel, BeforeValidator, PlainSerializer, PlainValidator, WithJsonSchema
from pydantic.fields import FieldInfo

from api.core.fields import _not_bool, _strip

M = TypeVar("M", bound=BaseModel)
Reader = Callable[[Any], Any]
MISSING: Any = object()
_SURROGATE = re.compile("[\ud800-\udfff]")
_ISO_DATE = re.compile(r"\d{4}-\d{2}-\d{2}", re.ASCII)
_IGNORED = (PlainSerializer, WithJsonSchema)  # how a value is written out or documented, not read
# Model settings that do not change how a value is read (any other, e.g. strict or str_to_lower: the schema's).
PLAIN_CONFIG = frozenset(("extra", "title", "json_schema_extra", "from_attributes", "populate_by_name", "frozen"))


class Unusual(Exception):
    """The value needs the schema."""


def _unusual(value: Any) -> Any:
    raise Unusual


def _checked(check: Callable[..., Any]) -> Reader:
    """A field validator of the schema (it raises a ValueError, as PydanticCustomError is, for what it refuses);
    one that also takes pydantic's validation info is the schema's to run."""
    if len(inspect.signature(check).parameters) != 1:
        return _unusual

    def read(value: Any) -> Any:
        try:
            return check(value)
        except ValueError:
            raise Unusual from None

    return read


def _text(low: int, high: int, after: list[Callable[[Any], Any]]) -> Reader:
    def read(value: Any) -> Any:
        if type(value) is not str:
            raise Unusual
        value = value.strip()
        if not low <= len(value) <= high or (not value.isascii() and _SURROGATE.search(value)):
            raise Unusual
        for check in after:
            value = check(value)
        return value

    return read


def _whole(low: int | None, high: int | None) -> Reader:
    def read(value: Any) -> Any:
        if type(value) is str and value.isascii() and value.isdigit() and len(value) <= 10:
            if value[0] == "0" and value != "0":
                raise Unusual
            value = int(value)
        if type(value) is not int or (low is not None and value < low) or (high is not None and value > high):
            raise Unusual
        return value

    return read


def _enum(kind: type[Enum]) -> Reader:
    members = dict(kind._value2member_map_)

    def read(value: Any) -> Any:
        if type(value) is kind:
            return value
        if type(value) is not str or (member := members.get(value)) is None:
            raise Unusual
        return member

    return read


def _date(value: Any) -> Any:
    if type(value) is date:
        return value
    if type(value) is not str or not _ISO_DATE.fullmatch(value):
        raise Unusual
    try:
        return date.fromisoformat(value)
    except ValueError:
        raise Unusual from None


def _parts(info: FieldInfo) -> tuple[Any, list[Any], bool]:
    """The field's base type, its constraints and validators, and whether it may be None."""
    annotation, metadata = info.annotation, list(info.metadata)
    optional = False
    if get_origin(annotation) in (Union, types.UnionType):
        others = [arg for arg in get_args(annotation) if arg is not type(None)]
        if len(others) != 1 or len(get_args(annotation)) != 2:
            return object, [], False  # a union of several types: the schema's
        annotation, optional = others[0], True
    if get_origin(annotation) is Annotated:
        annotation, *extra = get_args(annotation)
        for item in extra:
            metadata += item.metadata if isinstance(item, FieldInfo) else [item]
    return annotation, [m for m in metadata if not isinstance(m, _IGNORED)], optional


def _base_reader(kind: Any, metadata: list[Any]) -> Reader:
    plain = [m for m in metadata if isinstance(m, PlainValidator)]
    if plain:
        return _checked(plain[0].func) if len(metadata) == 1 else _unusual
    low = next((m.min_length for m in metadata if isinstance(m, MinLen)), 0)
    high = next((m.max_length for m in metadata if isinstance(m, MaxLen)), 1 << 62)
    if kind is str:
        rest = metadata[1:] if metadata and isinstance(metadata[0], BeforeValidator) else metadata
        if metadata and isinstance(metadata[0], BeforeValidator) and metadata[0].func is not _strip:
            return _unusual
        if not all(isinstance(m, MinLen | MaxLen | AfterValidator) for m in rest):
            return _unusual
        return _text(low, high, [_checked(m.func) for m in rest if isinstance(m, AfterValidator)])
    if kind is int:
        known = all(
            isinstance(m, Ge | Le) or (isinstance(m, BeforeValidator) and m.func is _not_bool) for m in metadata
        )
        ge = next((int(m.ge) for m in metadata if isinstance(m, Ge)), None)  # type: ignore[call-overload]
        le = next((int(m.le) for m in metadata if isinstance(m, Le)), None)  # type: ignore[call-overload]
        return _whole(ge, le) if known else _unusual
    if metadata:
        return _unusual
    if isinstance(kind, type) and issubclass(kind, Enum):
        return _enum(kind)
    if kind is date:
        return _date
    return _unusual


# How a field is read: its name, its base reader, whether it is required, its default factory and default, and
# whether it may be None.
Field_ = tuple[str, Reader, bool, Callable[[], Any] | None, Any, bool]


def _field(name: str, info: FieldInfo) -> Field_:
    kind, metadata, optional = _parts(info)
    factory: Any = info.default_factory
    return name, _base_reader(kind, metadata), info.is_required(), factory, info.default, optional


class Quick(Generic[M]):
    """A schema's reading of plainly right rows (see the module's docstring)."""

    def __init__(self, schema: type[M]) -> None:
        self.schema = schema
        decorators = schema.__pydantic_decorators__
        config = schema.model_config
        usable = (
            set(config) <= PLAIN_CONFIG
            and config.get("extra") in (None, "ignore")
            and not any(
                (
                    decorators.validators,
                    decorators.field_validators,
                    decorators.model_validators,
                    decorators.root_validators,
                )
            )
        )
        usable = usable and not any(info.alias or info.validation_alias for info in schema.model_fields.values())
        self.fields = tuple(_field(name, info) for name, info in schema.model_fields.items()) if usable else ()

    def values(self, data: Mapping[str, Any]) -> dict[str, Any] | None:
        """The fields' values, as `dict(Schema.model_validate(data).__dict__)` gives them; None: ask the schema.
        One loop, no call but the field's own reader: it runs for each field of each row of a bulk import."""
        if not self.fields:
            return None
        get = data.get
        values = {}
        try:
            for name, read, required, factory, default, optional in self.fields:
                value = get(name, MISSING)
                if value is MISSING:
                    if required:
                        return None
                    values[name] = factory() if factory is not None else default
                elif value is None and optional:
                    values[name] = None
                else:
                    values[name] = read(value)
        except Unusual:
            return None
        return values

    def model(self, data: Mapping[str, Any]) -> M:
        """The schema's model of `data`: read quickly when it is plainly right, else validated by the schema (its
        ValidationError as it raises it)."""
        values = self.values(data)
        if values is None:
            return self.schema.model_validate(data)
        return self.schema.model_construct(_fields_set={name for name in values if name in data}, **values)
