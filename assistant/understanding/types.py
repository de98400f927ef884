"""What a question was understood to ask: its intent and the records it names."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum


class Intent(StrEnum):
    product_price = "product_price"  # a product's price, unit and lead time
    product_supplier = "product_supplier"  # who supplies a product
    product_search = "product_search"  # products matching a description ("red multi facing brick 65mm")
    last_quoted = "last_quoted"  # what we last quoted a customer for a product, and when
    customer_quotes = "customer_quotes"  # a customer's open, accepted and rejected quotes with values
    project_quotes = "project_quotes"  # the same for a project
    quote_status = "quote_status"  # the status and total of a quote by number
    notes_search = "notes_search"  # notes mentioning something
    cheapest_price = "cheapest_price"  # the cheapest current price for a product among suppliers
    record_summary = "record_summary"  # tell me about a customer, supplier, project…
    general = "general"  # nothing recognised: retrieval only


@dataclass
class Named:
    """A record the question names, found in the database: its id and name as stored."""

    id: int
    name: str


# The lists of named records an Entities holds, in the order they are listed.
KINDS = ("products", "customers", "suppliers", "projects", "quotes", "others", "companies")


@dataclass
class Entities:
    products: list[Named] = field(default_factory=list)
    customers: list[Named] = field(default_factory=list)
    suppliers: list[Named] = field(default_factory=list)
    projects: list[Named] = field(default_factory=list)
    quotes: list[Named] = field(default_factory=list)  # name = the quote number
    others: list[Named] = field(default_factory=list)  # organisations of kind "other"
    companies: list[Named] = field(default_factory=list)  # organisations of kind "company" (prospects)
    # What is left of the question to search for (a description, a word in notes).
    terms: str = ""

    def as_dict(self) -> dict[str, list[str]]:
        out = {kind: [n.name for n in getattr(self, kind)] for kind in KINDS if getattr(self, kind)}
        if self.terms:
            out["terms"] = [self.terms]
        return out

    def ids(self) -> dict[str, list[int]]:
        return {kind: [n.id for n in getattr(self, kind)] for kind in KINDS if getattr(self, kind)}


@dataclass
class Understanding:
    intent: Intent
    entities: Entities
    # How sure the reading is (0..1): a named quote number is sure; a guessed product less so.
    confidence: float = 0.5
