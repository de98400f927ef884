"""Start a draft quote for a customer (or company) with the products and quantities named: "new quote for Acme:
12,000 Ibstock Tradesman red and 40 lintels", "draft a quote for pennine with 10k red multis".

The party is found with the assistant's entity linking (assistant.understanding.names), the lines with the
catalogue's name matching (PUT /products/name/query's service, which reads "12,000" and "10k"); the quote is
made on confirmation through the quotes service, as the editor's add does, priced at the products' cost and
list prices of that moment."""

from __future__ import annotations

import re
from decimal import Decimal
from typing import Any

from sqlalchemy.orm import Session

from api.catalogue.models import Status
from api.catalogue.schemas import NameQuery
from api.catalogue.service import matching, products
from api.core.errors import FieldErrors
from api.crm import Kind
from api.quotes.schemas import LineIn, QuoteFields
from api.quotes.service import quotes
from api.users.models import User
from assistant.actions import units_said
from assistant.actions.quantities import Packing, convert, plain, refused, shown, spoken
from assistant.actions.registry import EVERY_ROLE, Detected, register
from assistant.actions.schemas import ActionResultOut, DraftLineOut, DraftQuotePayload, PartyOut
from assistant.understanding import cues, initials, names

KIND = "draft_quote"
PARTY_KINDS = (Kind.customer.value, Kind.company.value)
MAX_LINES = 50

_REQUEST = re.compile(
    r"^\s*(?:(?:please|pls|can you|could you|can we|lets|let us|go ahead and)\s+)*"
    r"(?P<verb>start|new|draft|create|raise|make|begin|set up|prepare|add)\s+(?:me\s+|us\s+)?(?P<article>a\s+|an\s+)?"
    r"(?:new\s+)?(?:draft\s+)?quote\s+(?:for|to|4)\s+(?P<rest>.+?)\s*[.!?]?\s*$",
    re.IGNORECASE | re.DOTALL,
)
# Between the party and its lines: "Acme: 12,000 red", "Acme with 10k red", "Acme - 40 lintels".
_PARTY_END = re.compile(r"\s*(?::|;|\s-\s|\s\u2013\s|\bwith\b|\bfor\b(?=\s+\d))\s*", re.IGNORECASE)
# Between lines: commas (not a thousands separator), "and", "plus", " + ", new lines.
_LINE_SPLIT = re.compile(r"\s*(?:,(?!\d{3}\b)|;|\n|\band\b|\bplus\b|\s\+\s)\s*", re.IGNORECASE)
_FIRST_NUMBER = re.compile(r"\s+(?=[-\u2212]?\d)")
_QUANTITY = re.compile(r"^\s*[-\u2212]?\d[\d,.]*\s*(?:k|m|thousand)?\s+(?:of\s+)?(?:the\s+)?", re.IGNORECASE)
_NEGATIVE = re.compile(r"\s*[-\u2212]\s*\d")


def split(question: str) -> tuple[str, list[str]] | None:
    """The party's words and the lines of a request to start a quote, or None when the question is no such."""
    asked = _REQUEST.match(question)
    if asked is None:
        return None
    parts = _PARTY_END.split(asked.group("rest"), maxsplit=1)
    if len(parts) == 1 and asked.group("verb").lower() in ("new", "draft") and not asked.group("article"):
        return None  # "draft quote for Acme?" may ask about the quote: a request names its lines
    party = parts[0].strip(" ,")
    lines = [line.strip() for line in _LINE_SPLIT.split(parts[1])] if len(parts) > 1 else []
    return party, [line for line in lines if line][:MAX_LINES]


def _party(session: Session, words: str) -> PartyOut | str:
    """The customer or company the words name, or why there is none."""
    normalised = cues.normalise(words)
    found = names.find(session, cues.tokens(normalised), set())
    parties = [f for f in found if f.source in PARTY_KINDS and not f.archived]
    if parties:
        best = parties[0]
        return PartyOut(organisation_id=best.id, name=best.name, kind=best.source)
    if any(f.source in PARTY_KINDS for f in found):
        return f"{found[0].name} is archived: restore it before quoting to it."
    if found and found[0].source == Kind.supplier.value:  # "quote them" after a supplier: we buy from them
        return f"{found[0].name} is a supplier, not a customer, so it cannot be quoted to: ask them for prices instead."
    if found:
        return f"{found[0].name} is not a customer, so it cannot be quoted to."
    # "quote awc for 3000 of it": a customer called by their initials or account code's letters
    shortened = [(kind, id_, name) for _, kind, id_, name in initials.find(session, cues.tokens(normalised), set())]
    if len(shortened) == 1 and shortened[0][0] in PARTY_KINDS:
        return PartyOut(organisation_id=shortened[0][1], name=shortened[0][2], kind=shortened[0][0])
    return f'I could not find a customer called "{words}".'


def _lines_after_party(session: Session, words: str, party: PartyOut) -> list[str]:
    """ "start quote for pennine 5k red": no colon or "with" between the party and its lines, the words from the
    first number on are the lines when the words before it name the same party ("Unit 4 Builders" stays whole)."""
    number = _FIRST_NUMBER.search(words)
    if number is None:
        return []
    before = _party(session, words[: number.start()])
    if not isinstance(before, PartyOut) or before.organisation_id != party.organisation_id:
        return []
    lines = [line.strip() for line in _LINE_SPLIT.split(words[number.end() :])]
    return [line for line in lines if line][:MAX_LINES]


def matched_lines(session: Session, asked: list[str]) -> tuple[list[DraftLineOut], list[str]]:
    """The catalogue products the asked lines name, with their quantities in the selling unit, and those unmatched."""
    if not asked:
        return [], []
    numbers = [units_said.written(spoken(words)) for words in asked]  # "10 thousand red": 10000
    matched = matching.match_lines(session, NameQuery(productArray=numbers, limit=1))
    lines: list[DraftLineOut] = []
    unmatched: list[str] = []
    for words, line in zip(asked, matched, strict=True):
        if not line.matches:
            unmatched.append(words)
            continue
        product = line.matches[0].product
        if units_said.colour_lacked(words, product.name, product.colour):  # "tradesman blue": not Tradesman Light
            unmatched.append(words)
            continue
        packing = Packing(product.selling_unit.value, product.units_per_pack, product.units_per_pallet)
        quantity = Decimal(line.quantity) if line.quantity is not None else None
        if quantity is not None and _NEGATIVE.match(line.line):
            quantity = -quantity  # the matcher reads "-5 red" as 5: said as asked, and refused
        unit, said = units_said.read_as(words, quantity, line.unit, packing)  # "500 blocks", "25m", "10m"
        converted = convert(quantity, unit, packing)
        lines.append(
            DraftLineOut(
                asked=words,
                product_id=product.product_id,
                code=product.code,
                name=product.name,
                quantity=format(plain(converted.quantity), "f"),
                unit=product.selling_unit.value,
                shown=shown(converted.quantity, product.selling_unit.value),
                note="; ".join(n for n in (said, converted.note) if n),
                discontinued=product.status == Status.discontinued,
            )
        )
    return lines, unmatched


def quantity_problem(lines: list[DraftLineOut]) -> str:
    """Why a line's quantity cannot be proposed (the forms would refuse it on confirmation); empty when none."""
    for line in lines:
        reason = refused(Decimal(line.quantity))
        if reason:
            return f'"{line.asked}" would be {line.shown} of {line.name}: {reason}. Ask again with another quantity.'
    return ""


class DraftQuote:
    kind = KIND
    roles = EVERY_ROLE  # POST /quotes/add is open to every signed-in role

    def detect(self, session: Session, question: str, user: User) -> Detected | None:
        request = split(question)
        if request is None:
            return None
        party_words, asked = request
        party = _party(session, party_words)
        if not asked and isinstance(party, PartyOut):
            asked = _lines_after_party(session, party_words, party)
        if isinstance(party, str):
            return Detected({}, party)
        lines, unmatched = matched_lines(session, asked)
        if unmatched and not lines:  # "quote calder 10k of the tradesman blue": no such product, no empty quote
            lacked = "; ".join(_QUANTITY.sub("", words) for words in unmatched)  # no figure a record does not hold
            return Detected({}, f"I could not find {lacked} in the catalogue: say what to quote.")
        if problem := quantity_problem(lines):
            return Detected({}, problem)
        return Detected(DraftQuotePayload(party=party, lines=lines, unmatched=unmatched).model_dump(mode="json"))

    def describe(self, payload: dict[str, Any]) -> str:
        draft = DraftQuotePayload.model_validate(payload)
        listed = units_said.listed(draft.lines)
        text = f"Start a draft quote for {draft.party.name}"
        text += f" with {len(listed)} line{'s' if len(listed) != 1 else ''}: {'; '.join(listed)}." if listed else "."
        old = [line.name for line in draft.lines if line.discontinued]
        if old:
            text += f" Discontinued: {', '.join(old)}."
        if draft.unmatched:
            text += f" Not found in the catalogue (left out): {', '.join(draft.unmatched)}."
        return text

    def execute(self, session: Session, user: User, payload: dict[str, Any]) -> ActionResultOut:
        draft = DraftQuotePayload.model_validate(payload)
        rows = products.by_ids(session, {line.product_id for line in draft.lines})
        lines, changed = [], {}
        for i, line in enumerate(draft.lines):
            product = rows[line.product_id][0] if line.product_id in rows else None
            if product is None:
                changed[f"lines.{i}"] = f"{line.code} {line.name} is no longer in the catalogue"
                continue
            if product.status == Status.discontinued and not line.discontinued:
                changed[f"lines.{i}"] = f"{product.code} {product.name} was discontinued since"
                continue
            lines.append(
                LineIn(
                    product_id=product.id,
                    code=product.code,
                    description=product.name,
                    quantity=Decimal(line.quantity),
                    unit=product.selling_unit,
                    cost_price=product.cost_price,
                    sell_price=product.list_price,
                    lead_time_days=product.lead_time_days,
                    # The proposal showed the product as discontinued and the user confirmed it.
                    confirm_discontinued=line.discontinued,
                )
            )
        if changed:
            raise FieldErrors(changed)  # the proposal said otherwise: the user confirms what they saw, or nothing
        quote = quotes.create(session, QuoteFields(customer_id=draft.party.organisation_id, lines=lines), "", user)
        return ActionResultOut(
            text=f"Draft quote {quote.number} started for {draft.party.name} with {len(lines)} "
            f"line{'s' if len(lines) != 1 else ''}.",
            link=f"/quotes/editor/{quote.id}",
            record_kind="quote",
            record_id=quote.id,
        )


register(DraftQuote())
