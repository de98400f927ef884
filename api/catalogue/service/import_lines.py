"""A price list's row as the import judges it (`api.catalogue.service.imports`) and writes it
(`api.catalogue.service.import_writes`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from api.core.imports import Action, Errors


@dataclass(frozen=True)
class Supplier:
    id: int
    name: str
    account_number: str | None
    archived: bool


@dataclass
class Line:
    """One row of the request and what becomes of it."""

    row: int  # its number in the file
    given: dict[str, Any]
    supplier_text: str
    errors: Errors
    supplier: Supplier | None = None
    code: str = ""  # as given, trimmed: with the supplier, what a product is matched by (whatever the case)
    existing: dict[str, Any] | None = None
    values: dict[str, Any] = field(default_factory=dict)
    action: Action = "reject"
    product_id: int | None = None

    @property
    def key(self) -> str:
        supplier = self.supplier.name if self.supplier else self.supplier_text
        code = self.values.get("code") or self.code
        return f"{supplier} {code}" if supplier and code else supplier or code
