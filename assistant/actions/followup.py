"""An action asked for in a follow-up ("tradesman red price", then "quote them for 5k of those"; "who do we deal with
at forterra", then "ask them for prices on 2k of the conbloc"; "remind me to chase them tomorrow"): the words that
point back ("them", "him", "her" for a party; "those", "that", "it", "the same" for a product) are replaced by the
names of the records the conversation was about, so the request reads as if it had named them, and is detected,
proposed and confirmed as any other (nothing changes before the confirmation click; the role applies as always).

The conversation is read only when the question has the shape of such a request with a word pointing back (a
regular expression first, then one statement for the last few exchanges), so other questions cost nothing."""

from __future__ import annotations

import re

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.crm import Contact, Organisation
from api.quotes.models import Quote, QuoteLine, QuoteVersion
from assistant.models import Conversation, Exchange
from assistant.understanding.cues import plain_words
from assistant.understanding.stored import reading_from_json
from assistant.understanding.types import Entities

LOOK_BACK = 4  # exchanges: the party and the product may have been named a question or two apart
_PARTY = r"(?P<party>them|em|['\u2019]em|him|her|they|this\s+customer|that\s+customer)"
_PLEASE = r"^\s*(?:(?:please|pls|can you|could you|can we|lets|let us|go ahead and|ok|right|great)\s*,?\s+)*"


def _quote_shapes(party: str) -> list[re.Pattern[str]]:
    """Requests for a quote with `party` (a group) standing for the customer: "send them a quote for 5k of those",
    "quote them for 5k of those"."""
    return [
        re.compile(
            _PLEASE
            + r"(?:send|do|get|give|start|draft|make|raise|prepare|knock\s+up|knock|put\s+together|put|price\s+up)\s+"
            + party
            # "put them a quote together for 8000 of those"; "knock them up a quote for 10k of those"
            + r"\s+(?:up\s+)?(?:a\s+|an\s+)?(?:new\s+)?(?:draft\s+)?quote\s+(?:together\s+|up\s+)?(?:for|with|on)\s+"
            + r"(?P<lines>.+?)\s*[.!?]?\s*$",
            re.IGNORECASE | re.DOTALL,
        ),
        re.compile(
            # "quote them for 5k of those"; "quote awc 2500 of them" (a quantity straight after the party)
            _PLEASE + r"quote\s+" + party + r"\s+(?:(?:for|on)\s+|(?=\d))(?P<lines>.+?)\s*[.!?]?\s*$",
            re.IGNORECASE | re.DOTALL,
        ),
    ]


# "send them a quote for 5k of those", "quote them for 5k of those", "start a draft quote for them with 10k of those"
_QUOTE_SHAPES = [
    *_quote_shapes(_PARTY),
    re.compile(
        _PLEASE + r"(?:start|new|draft|create|raise|make|begin|set\s+up|prepare)\s+(?:a\s+|an\s+)?(?:new\s+)?"
        r"(?:draft\s+)?quote\s+(?:for|to)\s+"
        + _PARTY
        + r"\s*(?::|;|\s-\s|\bwith\b|\bfor\b)\s*(?P<lines>.+?)\s*[.!?]?\s*$",
        re.IGNORECASE | re.DOTALL,
    ),
]
# "quote calder for 4000 of it", "send pennine a quote for 5k of those": a party named, the product pointed back at.
_NAMED_QUOTE_SHAPES = _quote_shapes(r"(?P<named>[a-z][\w&'+.-]*(?:\s+[\w&'+.-]+){0,3}?)")
# "ask them for prices on 2k of those", "get prices from them for those", "rfq to them for 5k of it"
_PRICES_SHAPES = [
    re.compile(
        _PLEASE + r"ask\s+" + _PARTY + r"\s+(?:for|to\s+price(?:\s+up)?)\s+(?:a\s+|some\s+|their\s+)?"
        r"(?:prices?|pricing|quotes?|a\s+quote|rates?)?\s*(?:on|for)\s+(?P<lines>.+?)\s*[.!?]?\s*$",
        re.IGNORECASE | re.DOTALL,
    ),
    re.compile(
        _PLEASE
        + r"(?:get|request)\s+(?:a\s+|some\s+)?(?:prices?|pricing|quotes?|a\s+quote)\s+from\s+"
        + _PARTY
        + r"\s+(?:on|for)\s+(?P<lines>.+?)\s*[.!?]?\s*$",
        re.IGNORECASE | re.DOTALL,
    ),
    re.compile(  # "rfq to them for 5k of it", "send out an rfq to them for those"
        _PLEASE
        + r"(?:send\s+(?:out\s+)?(?:an?\s+)?)?rfqs?\s+(?:out\s+)?to\s+"
        + _PARTY
        + r"\s+(?:on|for)\s+(?P<lines>.+?)\s*[.!?]?\s*$",
        re.IGNORECASE | re.DOTALL,
    ),
]
# "remind me to chase them tomorrow", "add a task to ring her on friday"
_TASK_SHAPE = re.compile(
    r"^\s*(?:(?:please|pls|can you|could you)\s+)*(?:remind\s+me\s+to|(?:add|create|make|set\s+up|put\s+in)\s+"
    r"(?:me\s+)?an?\s+(?:task|reminder)\s+to)\s+.*\b(?:them|em|him|her)\b",
    re.IGNORECASE | re.DOTALL,
)
# What stands for the product in a line: "5k of those", "10k of them", "5,000 of it", "the same", "that".
_PRODUCT_WORDS = re.compile(
    r"\b(?:of\s+)?(?:those|these|that\s+one|that|them|it|the\s+same(?:\s+again)?|same)\b(?=\s*(?:$|[,.;!?]|and\b))",
    re.IGNORECASE,
)
_PERSON = re.compile(r"\b(?:them|em|him|her)\b", re.IGNORECASE)


class Recent:
    """The records the last few exchanges were about, newest first: parties (customers or prospects), suppliers,
    products, and the products on the quotes they named; `supplier_newer`: a supplier was named after any party."""

    def __init__(self) -> None:
        self.party: str = ""
        self.supplier: str = ""
        self.product: str = ""
        self.quoted: list[str] = []
        self.supplier_newer = False


def _recent(session: Session, conversation: Conversation) -> Recent:
    rows = session.scalars(
        select(Exchange)
        .where(Exchange.conversation_id == conversation.id)
        .order_by(Exchange.created_at.desc(), Exchange.id.desc())
        .limit(LOOK_BACK)
    ).all()
    found = Recent()
    people: list[int] = []
    quotes: list[int] = []
    for row in rows:
        e: Entities = reading_from_json(row.intent, row.entities or {}, row.confidence).entities
        # a supplier asked about (not the maker of a product priced) after any party: "quote them" means the supplier
        supplier_asked = (e.suppliers or e.others) and not e.products
        found.supplier_newer = found.supplier_newer or bool(supplier_asked and not found.party)
        found.party = found.party or next((n.name for n in (*e.customers, *e.companies)), "")
        found.supplier = found.supplier or next((n.name for n in (*e.suppliers, *e.others)), "")
        quotes += [n.id for n in e.quotes if n.id]
        found.product = found.product or (e.products[0].name if len(e.products) == 1 else "")
        if not (found.party or found.supplier) and e.contacts:
            people.append(e.contacts[0].id)
    if quotes:  # "whats on q10", then "send them a quote for 2000 of the staffs blue": the quote's own products
        found.quoted = list(
            session.scalars(
                select(QuoteLine.description)
                .join(QuoteVersion, QuoteVersion.id == QuoteLine.version_id)
                .join(Quote, (Quote.id == QuoteVersion.quote_id) & (Quote.current_version == QuoteVersion.version))
                .where(Quote.id.in_(quotes[:LOOK_BACK]), QuoteLine.product_id.is_not(None))
                .distinct()
            )
        )
    if people and not (found.party or found.supplier):  # "whos the contact at X" kept only the person
        org = session.execute(
            select(Organisation.name, Organisation.kind)
            .join(Contact, Contact.organisation_id == Organisation.id)
            .where(Contact.id == people[0])
        ).first()
        if org is not None:
            if org.kind in ("customer", "company"):
                found.party = org.name
            else:
                found.supplier = org.name
    return found


# A line that is a quantity alone ("send them a quote for 2000", "quote them for 5k"): of the product before.
_QUANTITY_ONLY = re.compile(r"^\s*\d[\d,.]*\s*(?:k|thou|bricks?|blocks?|units?|each|no)?\s*[.!?]?\s*$", re.IGNORECASE)
# Lines of a request naming its products, by a number first ("10k red", "2 pallets of", "a pallet of").
_OWN_LINES = re.compile(r"^\s*(?:\d|an?\s+pallet|two\s|three\s|four\s|five\s)", re.IGNORECASE)
# A question about a quote by its number ("quote no 3 who for"), never a request naming a party "no".
_NUMBER_WORD = re.compile(r"(?:no|nos|number|num|nr)\.?", re.IGNORECASE)
_ASKING = re.compile(r"\b(?:who|whos|what|whats|when|where|wheres|why|how|which|status)\b", re.IGNORECASE)
_LEADING_QUANTITY = re.compile(r"^\s*(\d[\d,.]*\s*k?)\s+(?:of\s+)?(?:the\s+)?(.+?)\s*$", re.IGNORECASE)


def _lines(lines: str, product: str, quoted: list[str] | None = None) -> str | None:
    """The lines with the word standing for the product replaced by its name (a quantity alone is of that product);
    words shortening one product of a quote the conversation named are that product; None when a line needs the
    product and the conversation named none."""
    if _QUANTITY_ONLY.match(lines):
        return f"{lines.strip()} {product}" if product else None
    if not _PRODUCT_WORDS.search(lines):
        return _on_the_quote(lines, quoted or [])
    if not product:
        return None
    return _PRODUCT_WORDS.sub(" " + product, lines).replace("  ", " ").strip()


def _on_the_quote(lines: str, quoted: list[str]) -> str:
    """A line whose words all shorten words of exactly one product on the conversation's quote ("2000 of the staffs
    blue" after Q-000010: its Staffordshire Blue Solid, not the Perforated) names that product."""
    asked = _LEADING_QUANTITY.match(lines)
    if asked is None or not quoted:
        return lines
    words = plain_words(asked.group(2))
    fits = [
        name for name in quoted if words and all(any(_shortens(w, own) for own in plain_words(name)) for w in words)
    ]
    return f"{asked.group(1)} {fits[0]}" if len(fits) == 1 else lines


def resolved(session: Session, conversation: Conversation | None, question: str) -> str:
    """The request with the conversation's records in place of the words pointing back at them; the question as
    it was when it is no such request, or the conversation does not name what they point at."""
    if conversation is None:
        return question
    shapes = [(p, "quote") for p in _QUOTE_SHAPES] + [(p, "prices") for p in _PRICES_SHAPES]
    matched = next(((m, kind) for p, kind in shapes if (m := p.match(question))), None)
    task = _TASK_SHAPE.match(question) if matched is None else None
    if matched is None and task is None:
        return _named_party(session, conversation, question)
    recent = _recent(session, conversation)
    if task is not None:
        who = recent.party or recent.supplier
        return _PERSON.sub(who, question, count=1) if who else question
    assert matched is not None
    asked, kind = matched
    who = recent.party if kind == "quote" else recent.supplier
    if kind == "quote" and recent.supplier and (recent.supplier_newer or not who):
        who = recent.supplier  # "quote them" after a supplier: said to be no customer, never an older customer
    if kind == "prices" and not who:
        who = recent.party  # "ask them for prices" after a customer: said to be no supplier (not "no supplier them")
    lines = _lines(asked.group("lines"), recent.product, recent.quoted)
    if not who or lines is None:
        return question
    if kind == "quote":
        return f"start a quote for {who}: {lines}"
    return f"ask {who} for prices on {lines}"


def _shortens(word: str, own: str) -> bool:
    """The word is the name's word or shortens it ("staffs": Staffordshire, "blue": Blue)."""
    return own.startswith(word) or (len(word) > 3 and own.startswith(word.removesuffix("s")))


def _named_party(session: Session, conversation: Conversation, question: str) -> str:
    """A request for a quote naming its party but pointing back at the product ("quote calder for 4000 of it"): the
    product the conversation was about in place of "it"; naming its products too ("quote awc 10k staffs blue"): as
    "start a quote for" them; the question as it was otherwise."""
    asked = next((m for p in _NAMED_QUOTE_SHAPES if (m := p.match(question))), None)
    if asked is None or _PERSON.fullmatch(asked.group("named")):
        return question
    if not _PRODUCT_WORDS.search(asked.group("lines")):
        # "quote awc for 10 thousand staffs blue", "quote pennine 2 pallets of mastercrete": named in full
        own = _OWN_LINES.match(asked.group("lines")) and not _NUMBER_WORD.fullmatch(asked.group("named"))
        own = own and not _ASKING.search(question)
        return f"start a quote for {asked.group('named')}: {asked.group('lines')}" if own else question
    lines = _lines(asked.group("lines"), _recent(session, conversation).product)
    return f"start a quote for {asked.group('named')}: {lines}" if lines else question
