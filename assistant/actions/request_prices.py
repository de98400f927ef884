"""Ask suppliers for prices: "ask ibstock and northern for prices on 20,000 funton and 40 lintels", "get a price
from wienerberger for 30k kassandra", "rfq to forterra for Q-260010".

The suppliers (or others: hauliers, crane hire) are found with the assistant's entity linking, the lines with the
catalogue's name matching (as a draft quote's), or they are a customer quote's lines when the question gives its
number. Confirming makes the request through the buying service (`POST /suppliers/request`): one draft supplier
quote per supplier, grouped as one request, to check and send from the request screen; nothing is mailed here."""

from __future__ import annotations

import re
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.buying.schemas.lines import RequestLineIn
from api.buying.schemas.requests import SupplierRequestIn
from api.buying.service import creating
from api.crm import Kind
from api.quotes.models import Quote
from api.users.models import User
from assistant.actions import units_said
from assistant.actions.draft_quote import matched_lines, quantity_problem
from assistant.actions.registry import EVERY_ROLE, Detected, register
from assistant.actions.schemas import ActionResultOut, AskedSupplierOut, CustomerQuoteRef, RequestPricesPayload
from assistant.understanding import cues, exact, names

KIND = "request_prices"
ASKABLE = (Kind.supplier.value, Kind.other.value)
MAX_LINES = 50
MAX_SUPPLIERS = 10

_PRICES = r"(?:a\s+|some\s+|their\s+)?(?:prices?|pricing|quotes?|quotation|quotations|rates?|an?\s+rfq)"
# "ask ibstock and northern for prices on 20,000 funton", "get prices from ibstock for ...", "rfq to forterra for ..."
_REQUESTS = [
    re.compile(
        r"^\s*(?:(?:please|pls|can you|could you|lets|let us|go ahead and)\s+)*ask\s+(?P<suppliers>.+?)\s+"
        rf"(?:(?:for|to\s+send(?:\s+us)?|to\s+price\s+up)\s+{_PRICES}?\s*(?:on|for)|to\s+price(?:\s+up)?)\s+"
        r"(?P<rest>.+?)\s*[.!?]?\s*$",
        re.IGNORECASE | re.DOTALL,
    ),
    re.compile(
        r"^\s*(?:(?:please|pls|can you|could you|lets|let us|go ahead and)\s+)*(?:get|request|send\s+out)\s+"
        rf"{_PRICES}\s+from\s+(?P<suppliers>.+?)\s+(?:on|for)\s+(?P<rest>.+?)\s*[.!?]?\s*$",
        re.IGNORECASE | re.DOTALL,
    ),
    re.compile(
        r"^\s*(?:send\s+(?:out\s+)?(?:an?\s+)?)?rfqs?\s+(?:to|out\s+to)\s+(?P<suppliers>.+?)\s+(?:on|for)\s+(?P<rest>.+?)\s*"
        r"[.!?]?\s*$",
        re.IGNORECASE | re.DOTALL,
    ),
]
_SUPPLIER_SPLIT = re.compile(r"\s*(?:,|\band\b|\bplus\b|&|/|\s\+\s)\s*", re.IGNORECASE)
_LINE_SPLIT = re.compile(r"\s*(?:,(?!\d{3}\b)|;|\n|\band\b|\bplus\b|\s\+\s)\s*", re.IGNORECASE)


def split(question: str) -> tuple[list[str], str] | None:
    """The supplier words and what is to be priced, or None when the question asks no such thing."""
    for pattern in _REQUESTS:
        asked = pattern.match(question)
        if asked:
            suppliers = [w.strip(" ,") for w in _SUPPLIER_SPLIT.split(asked.group("suppliers")) if w.strip(" ,")]
            return suppliers[:MAX_SUPPLIERS], asked.group("rest").strip()
    return None


def _supplier(session: Session, words: str) -> AskedSupplierOut | str:
    normalised = cues.normalise(words)
    found = names.find(session, cues.tokens(normalised), set())
    askable = [f for f in found if f.source in ASKABLE and not f.archived]
    if askable:
        best = askable[0]
        return AskedSupplierOut(organisation_id=best.id, name=best.name, kind=best.source)
    if found:
        return f"{found[0].name} is not a supplier, so it cannot be asked for prices."
    return f'I could not find a supplier called "{words}".'


def _customer_quote(session: Session, rest: str) -> CustomerQuoteRef | str | None:
    numbers, _ = exact.quote_numbers(cues.normalise(rest))
    if not numbers:
        return None
    row = session.execute(select(Quote.id, Quote.number).where(Quote.number.in_(numbers))).first()
    if row is None:
        return f"I could not find quote {numbers[0]}."
    return CustomerQuoteRef(quote_id=row.id, number=row.number)


class RequestPrices:
    kind = KIND
    roles = EVERY_ROLE  # POST /suppliers/request is open to every signed-in role

    def detect(self, session: Session, question: str, user: User) -> Detected | None:
        request = split(question)
        if request is None:
            return None
        supplier_words, rest = request
        suppliers: list[AskedSupplierOut] = []
        for words in supplier_words:
            found = _supplier(session, words)
            if isinstance(found, str):
                return Detected({}, found)
            if all(s.organisation_id != found.organisation_id for s in suppliers):
                suppliers.append(found)
        quote = _customer_quote(session, rest)
        if isinstance(quote, str):
            return Detected({}, quote)
        lines, unmatched = ([], []) if quote else matched_lines(session, _asked(rest))
        if quote is None and not lines:
            if unmatched:
                return Detected({}, f"I could not find {'; '.join(unmatched)} in the catalogue: say what to price.")
            return Detected({}, "Say what to price: products with quantities, or a quote number.")
        if problem := quantity_problem(lines):
            return Detected({}, problem)
        payload = RequestPricesPayload(suppliers=suppliers, customer_quote=quote, lines=lines, unmatched=unmatched)
        return Detected(payload.model_dump(mode="json"))

    def describe(self, payload: dict[str, Any]) -> str:
        asked = RequestPricesPayload.model_validate(payload)
        who = ", ".join(s.name for s in asked.suppliers)
        if asked.customer_quote:
            text = f"Ask {who} for prices on the lines of quote {asked.customer_quote.number}."
        else:
            listed = "; ".join(units_said.listed(asked.lines))
            text = f"Ask {who} for prices on {len(asked.lines)} line{'s' if len(asked.lines) != 1 else ''}: {listed}."
        if asked.unmatched:
            text += f" Not found in the catalogue (left out): {', '.join(asked.unmatched)}."
        return text + " The requests are drafts to check and send."

    def execute(self, session: Session, user: User, payload: dict[str, Any]) -> ActionResultOut:
        asked = RequestPricesPayload.model_validate(payload)
        data = SupplierRequestIn(
            supplier_ids=[s.organisation_id for s in asked.suppliers],
            customer_quote_id=asked.customer_quote.quote_id if asked.customer_quote else None,
            lines=[RequestLineIn(product_id=line.product_id, quantity=line.quantity) for line in asked.lines],
        )
        created = creating.create_request(session, data, user)
        first = created.quotes[0]
        numbers = ", ".join(q.number for q in created.quotes)
        return ActionResultOut(
            text=f"Draft requests {numbers} made for {len(created.quotes)} "
            f"supplier{'s' if len(created.quotes) != 1 else ''}: check and send them.",
            link=f"/supplier-quotes/editor/{first.id}",
            record_kind="supplier_quote",
            record_id=first.id,
        )


def _asked(rest: str) -> list[str]:
    return [line.strip() for line in _LINE_SPLIT.split(rest) if line.strip()][:MAX_LINES]


register(RequestPrices())
