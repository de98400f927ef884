"""Follow-ups that must not simply go on with the question before (issue 14, conversations), by kind:

- a follow-up naming a record of its own by a number no record has ("and q14?", "and rfq 2", "and SO-000007?") is
  about that record, which we do not have: declined as its kind's question, never answered with the previous
  question's records;
- a follow-up asking for a person by the part they play ("whos their buyer", "whos the qs on it") keeps that job
  title, so that nobody holding it is a decline rather than the previous answer's person; after a question about
  something we lack it is a question about people;
- "it" after an answer about a person ("q8", "whos the contact on it", then "when does it run out") is the record
  before the person (a person is "him", "her" or "them", never "it"); "and how many plots" after a job's architect
  asks the job; a follow-up after loads, tasks or supplier quotes that reads as a product's price stays on them;
  after the customer's PO on a quote, "when did they accept it" is about the quote;
- "and the blue?" after one product is its range in that colour; "and whats jake got on" after tasks names no
  colleague; "do they do bricks" after a maker with none: what we do not have, declined.

The rules read the reading and the previous understanding; the last three look the words up (one statement each,
only for a follow-up of their shape).
"""

from __future__ import annotations

import re
from dataclasses import replace

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.orders.models import Order
from api.projects.models import Project
from api.quotes.models import Quote
from api.schedules.models import CallOff
from api.tasks.models import Task
from assistant.understanding import choose, product_before, products, slots, taskpad, unheld
from assistant.understanding.cues import STOPWORDS, Cue
from assistant.understanding.reading import Reading
from assistant.understanding.types import Attribute, Filters, Intent, Named, Understanding

# A record's kind, as numbers.PREFIXES calls it, and the intent that answers about it.
NUMBER_INTENTS = {
    "purchase order": Intent.purchase_orders,
    "order": Intent.purchase_orders,
    "supplier quote": Intent.supplier_quotes,
    "request for quotation": Intent.supplier_quotes,
    "call-off": Intent.call_offs,
}
# "it" (not "him", "her", "them"): a thing, never the person an answer named.
IT = re.compile(r"\b(?:it|its|it's)\b")
THEY = re.compile(r"\b(?:they|them|their|theirs)\b")
PERSON = re.compile(r"\b(?:him|his|her|hers|he|she)\b")


def missing_number(reading: Reading, previous: Understanding) -> tuple[Intent, str] | None:
    """A follow-up's own record by a number no record has, with the intent that asks about its kind: None when the
    question names a record we have or no number at all."""
    found = reading.numbers.found or reading.entities.quotes
    if found or reading.names_any():
        return None
    if reading.numbers.missing:
        number, kind = reading.numbers.missing[0]
        return NUMBER_INTENTS.get(kind, previous.intent), number
    if reading.quote_numbers:
        numbers = " ".join(w for w in reading.entities.terms.split() if w.startswith("Q-"))
        return Intent.quote_status, numbers or reading.entities.terms
    return None


def asks_person(reading: Reading, intent: Intent, role: str) -> Intent:
    """A follow-up to a question about something we lack that asks for a person ("how much have bellway spent",
    then "whos their buyer"): declined as a question about people, not as the question before."""
    if role or slots.asks_contact(reading.normalised):
        return Intent.contact_details
    return intent


# Questions about records that are not products: a follow-up about "it" that reads as a product's price there ("did
# they charge us for it" after a failed load) is still about those records (a load's charge, a task, a price back).
NOT_PRODUCTS = (Intent.call_offs, Intent.tasks, Intent.supplier_quotes)
PRODUCT_INTENTS = (Intent.product_price, Intent.product_search, Intent.cheapest_price)


def stays_on_records(reading: Reading, previous: Understanding, intent: Intent) -> Intent:
    """The intent of a follow-up naming no product after a question about loads, tasks or supplier quotes."""
    products = previous.entities.products or reading.entities.products
    if previous.intent in NOT_PRODUCTS and intent in PRODUCT_INTENTS and not products:
        return previous.intent
    # "whats the lead time on that" after what a works quoted us for a product: their lead time, not our list's
    own = [n.id for n in reading.entities.products if n.id not in {p.id for p in previous.entities.products}]
    theirs = previous.intent == Intent.supplier_quotes and not own
    if theirs and intent in PRODUCT_INTENTS and THEIR_TERMS.search(reading.normalised):
        return previous.intent
    return intent


# What a supplier's quote gives beside its prices: a follow-up asking for it stays on the supplier's quote.
THEIR_TERMS = re.compile(r"\b(?:lead\s+times?|haulage|carriage|delivery|valid\w*|held|good\s+until)\b")


def on_the_quote(reading: Reading, previous: Understanding, intent: Intent) -> Intent:
    """After the customer's PO on a quote ("which quote is po CVH-PO-2417 on"), a follow-up about "it" that asks
    nothing about purchase orders ("when did they accept it", "which job's that for") is about the quote."""
    if intent != Intent.purchase_orders or previous.intent != Intent.purchase_orders:
        return intent
    if reading.entities.quotes and Cue.purchase_order not in reading.cues and not reading.numbers.found:
        return Intent.quote_status
    return intent


# Words for a colour or finish: "and the blue?" after a product of a range asks for that range in that colour.
COLOURS = frozenset(
    {"red", "blue", "yellow", "buff", "cream", "black", "grey", "gray", "brown", "white", "light", "dark", "multi"}
    | {"rustic", "smooth", "charcoal", "natural", "brindle", "heather", "anthracite", "bronze", "pink", "orange"}
    | {"green", "slate", "weathered", "antique"}
)
RANGE_WORDS = 2  # a follow-up of at most this many colour words
SIZED_SURE = 0.95  # a product of the range before, by the colour or size a follow-up gives


def same_range(session: Session, previous: Understanding, reading: Reading) -> str:
    """A follow-up giving only a colour after a question about one product ("tradesman red per thou", then "and
    the blue?"): that product's range in that colour. The range's product of that colour becomes the product asked
    about; when the range has none, the words ("tradesman blue") are returned, a product we do not have, never
    another range's blue product answered as if it were it. "" when the follow-up is no such question."""
    words = reading.entities.terms.split()
    if len(previous.entities.products) != 1 or not words:
        return ""
    if words[0] == previous.entities.products[0].name.split()[0].lower():
        words = words[1:]  # "and the tradesman blue?" after tradesman red multi: the range's own word
    if not words or len(words) > RANGE_WORDS:
        return ""
    if not set(words) <= COLOURS or reading.entities.quotes or (reading.names_any() and not reading.entities.products):
        return ""
    first = previous.entities.products[0].name.split()[0].lower()
    asked = f"{first} {' '.join(words)}"
    found = products.find(session, asked)
    wanted = set(asked.split())
    held = [m for m in found.matches if wanted <= set(m.name.lower().split()) | set(m.colour.lower().split())]
    if held:
        reading.entities.products = [Named(held[0].id, held[0].name)]
        reading.sureness["products"] = SIZED_SURE  # the range before in the colour asked
        return ""
    reading.entities.products = []
    return asked


def nobody_of_ours(session: Session, reading: Reading) -> str:
    """A follow-up about tasks naming someone ("and whats jake got on") who is no colleague and no task's words:
    those words, a person we do not have; "" when it names a colleague, a task, or nobody."""
    if reading.names_any():
        return ""
    pad = taskpad.find(session, reading)
    if pad.people:
        return ""
    if pad.titled:  # a word some task's title holds, unless it is asked as someone's ("whats sam got on": samples)
        asked = GOT_ON.search(reading.normalised)
        return asked.group(1) if asked and asked.group(1) not in STOPWORDS else ""
    return " ".join(w for w in choose.task_party_words(reading) if w not in pad.claimed)


# Someone's tasks by their first name alone: "whats sam got on", "what has dave got on", "what is jo doing".
GOT_ON = re.compile(r"^(?:and\s+|so\s+)?what(?:s|\s+has|\s+is)?\s+([a-z]{2,})\s+(?:got\s+on|doing|working\s+on)\s*$")


def counts_afresh(reading: Reading, previous: Understanding, attribute: Attribute | None) -> bool:
    """A follow-up asking "how many" of its own after a job's architect ("and how many plots"): a fact of the job,
    not the architect again (their firm, carried to answer "their number?", is dropped)."""
    if previous.attribute != Attribute.architects or attribute is not None or not previous.entities.projects:
        return False
    own_others = reading.entities.others and not previous.entities.others
    return bool(slots.COUNT_CUE.search(reading.normalised)) and not own_others


def not_theirs(session: Session, reading: Reading, previous: Understanding, intent: Intent) -> str:
    """A follow-up about a maker ("who do we talk to at catnic", then "do they do bricks") asking for goods of theirs
    that none of their products is: those goods, at that maker, a product we do not have ("" when they make some)."""
    own = previous.entities.suppliers
    listed = previous.entities.products and previous.intent != Intent.cheapest_in_category  # not their cheapest's
    if intent not in (Intent.product_search, Intent.product_price) or len(own) != 1 or listed:
        return ""
    if Cue.cheapest in reading.cues:
        return ""  # "whats their cheapest brick": the cheapest of theirs, whichever products the words found
    words = reading.entities.terms
    e = reading.entities
    if not e.products or not words or e.customers or e.suppliers or e.others or e.companies or e.quotes:
        return ""
    if not THEY.search(reading.normalised):
        return ""
    found = products.find(session, words)
    if any(m.supplier_id == own[0].id for m in found.matches):
        return ""
    return f"{own[0].name} {words}"


def with_role(kept: Filters, own: Filters) -> Filters:
    """The filters a follow-up goes on with, with the job title it asks for in its own words."""
    return replace(kept, role=own.role) if own.role and own.role != kept.role else kept


def thing_not_person(question: str, previous: Understanding) -> bool:
    """After an answer about a person (the contact on a quote, at a job's customer), "it" is the record the person
    was asked about, the question before's (a person is "him", "her" or "them", never "it")."""
    q = question.lower()
    return previous.intent == Intent.contact_details and bool(IT.search(q)) and not PERSON.search(q)


# A correction of the question before in the user's own words ("no i meant the buff", "sorry, the 1200"): the
# follow-up it corrects to ("and the buff").
CORRECTION = re.compile(
    r"^(?:(?:no+|nope|sorry|oops)[\s,.!-]*)*(?:i\s+meant|i\s+mean|meant)\b[\s,:-]*|^(?:no+|sorry)[\s,!-]+(?=the\b)"
)
# A bare number after a question about a plot's load ("whats happening with plot 35", then "and 36?"): a plot.
BARE_NUMBER = re.compile(r"^(?:and|what\s+about|how\s+about|ok|okay)?\s*(?:plot\s+)?(\d{1,4})\s*\??$")


def rewritten(question: str, previous: Understanding | None) -> str:
    """The follow-up as the reader reads it: a correction opening ("no i meant the buff") as "and the buff"; a bare
    number after a plot's load as that plot ("and 36?": "and plot 36"). The question itself otherwise."""
    if previous is None:
        return question
    q = question.strip().lower()
    if (opening := CORRECTION.match(q)) and q[opening.end() :].strip():
        return "and " + question.strip()[opening.end() :].strip()
    if previous.intent == Intent.call_offs and previous.filters.plots and (bare := BARE_NUMBER.match(q)):
        return f"and plot {bare.group(1)}"
    return question


# A size asked in a follow-up after a product sold in sizes ("conbloc 140 price", then "and the 100"; "cg90 1800",
# then "and the 1200mm"): the same product in that size.
SIZE_ONLY = re.compile(r"^(?:in\s+)?(?:an?\s+|the\s+)?(\d{2,4})\s*(?:mm)?(?:\s+(?:one|ones|version))?$")
SIZE_IN_NAME = re.compile(r"\b(\d{2,4})mm\b")


def same_size(session: Session, previous: Understanding, reading: Reading) -> str:
    """A follow-up giving only a size after a question about products named with one: those products in that size
    become the products asked about; when none comes in it, the first one's name in that size is returned, a
    product we do not have ("hemelite ... 215mm"), never the size asked before. "" when it is no such question."""
    size = SIZE_ONLY.match(" ".join(reading.entities.terms.split()).replace(" mm", "mm"))
    sized = [p for p in previous.entities.products if SIZE_IN_NAME.search(p.name)]
    if not sized and len(previous.entities.products) == 1 and size:  # "tradesman light", then "and the 73mm one"
        sized = previous.entities.products
    if not size or not sized or reading.names_any():
        return ""
    wanted = [
        SIZE_IN_NAME.sub(f"{size.group(1)}mm", p.name) if SIZE_IN_NAME.search(p.name) else f"{p.name} {size.group(1)}mm"
        for p in sized
    ]
    found = products.find(session, wanted[0])
    held = [Named(m.id, m.name) for m in found.matches if m.name.lower() in {w.lower() for w in wanted}]
    if held:
        reading.entities.products = held[:1]
        reading.sureness["products"] = SIZED_SURE  # its own name, but for the size
        return ""
    reading.entities.products = []
    return wanted[0]


# A follow-up after a party's quotes picking some of them by state ("which ones still open", "which one did they
# accept", "which ones the draft"): those of the party's quotes, not every customer's.
WHICH_OF = re.compile(r"^(?:and\s+|so\s+|ok\s+)?(?:which|what)\s+(?:ones?|of\s+(?:them|those|these))\b")


# A state asked by its verb ("which one did they accept"): the quote state it means.
STATE_VERBS = (
    (re.compile(r"\b(?:accept|took|take|signed?|went\s+ahead)\b"), "accepted"),
    (re.compile(r"\b(?:reject|turn(?:ed)?\s+down|knock(?:ed)?\s+back|lose|lost)\b"), "rejected"),
    (re.compile(r"\bdrafts?\b"), "draft"),
)


def narrows(reading: Reading, previous: Understanding, filters: Filters) -> bool:
    """The follow-up picks among the quotes the answer before listed for one party or job, naming nothing else (its
    state asked by a verb, "which one did they accept", is put in `filters`)."""
    e = previous.entities
    if previous.intent not in (*QUOTES_LISTED, Intent.quote_count) or reading.names_any():
        return False
    if not ((e.customers or e.companies or e.projects) and WHICH_OF.match(reading.normalised)):
        return False
    if not filters.statuses:
        filters.statuses = [state for verb, state in STATE_VERBS if verb.search(reading.normalised)][:1]
    return True


QUOTES_LISTED = (Intent.customer_quotes, Intent.project_quotes)


def listed(previous: Understanding) -> Intent:
    """The list a follow-up narrowing the quotes before asks for: those quotes listed, a count's too ("how many for
    awc", then "which of those are still open")."""
    if previous.intent != Intent.quote_count:
        return previous.intent
    e = previous.entities
    return Intent.project_quotes if e.projects and not (e.customers or e.companies) else Intent.customer_quotes


def quotes_person(reading: Reading, previous: Understanding) -> bool:
    """A follow-up naming nothing after a question about one quote that asks for a person ("and whos the contact
    there" after its total): the quote's customer's people, not the quote's fact again."""
    if len(previous.entities.quotes) != 1 or reading.names_any() or reading.entities.contacts:
        return False
    return slots.asks_contact(reading.normalised) and not reading.entities.terms.replace("contact", "").strip()


# "the job", "that job" in a follow-up: the job the conversation was about, or the job of the quote it was about.
THE_JOB = re.compile(r"\b(?:the|that|this)\s+(?:job|project|site|scheme|development)\b")


def the_job(session: Session, reading: Reading, previous: Understanding) -> list[Named]:
    """The job a follow-up calls "the job" ("what quotes are on the job" after its architect's phone; "how many plots
    on the job" after one of its quotes), when it names no record of its own."""
    if reading.names_any() or reading.entities.contacts or not THE_JOB.search(reading.normalised):
        return []
    if previous.entities.projects:
        return list(previous.entities.projects[:1])
    ids = [n.id for n in previous.entities.quotes if n.id]
    if len(ids) != 1:
        return []
    row = session.execute(
        select(Project.id, Project.name).join(Quote, Quote.project_id == Project.id).where(Quote.id == ids[0])
    ).first()
    return [Named(row.id, row.name)] if row is not None else []


# Words of a follow-up that never name a party ("and their phone", "same for the open ones").
NOT_PARTY = choose.ROLE_WORDS | choose.DEALING_WORDS | choose.TASK_WORDS


def other_party(reading: Reading, previous: Understanding, attribute: Attribute | None) -> str:
    """A follow-up after a question about a party ("how many quotes for calder", then "and travis perkins"; "awc
    account number", "same for calder", then "same for bellway") naming, instead of a party we have, words that would
    name one: those words, a party we do not have (never the previous party's answer again). "" otherwise."""
    e = previous.entities
    if not (e.customers or e.companies or e.suppliers or e.others) or e.products or e.projects:
        return ""
    if reading.names_any() or reading.entities.contacts or reading.numbers.found or reading.quote_numbers:
        return ""
    if attribute is not None or THEY.search(reading.normalised) or PERSON.search(reading.normalised):
        return ""  # "and their acc no": a fact of the party before
    words = [w for w in choose.party_words(reading) if w not in NOT_PARTY]
    return " ".join(words) if words and len(words) == len(reading.entities.terms.split()) else ""


# "and the bradford job", "what about the canal site": a job of its own, by its words.
A_JOB = re.compile(
    r"^(?:and|what\s+about|how\s+about|same\s+for)\s+(?:the\s+)?([a-z][a-z' ]*?)\s+(?:job|project|site|scheme)\s*\??$"
)


def other_job(reading: Reading, previous: Understanding) -> str:
    """A follow-up after a question about a job naming another job by words no job (nor any record) has: those
    words, a job we do not have (never the job before's answer again). "" otherwise."""
    if not previous.entities.projects or reading.names_any() or reading.entities.contacts:
        return ""
    found = A_JOB.match(reading.normalised.strip())
    words = [w for w in found.group(1).split() if w not in NOT_PARTY | STOPWORDS] if found else []
    return f"{' '.join(words)} job" if words else ""


SHORT_ASK = 4  # words: a short question about one quote's fact points at the one quote shown
# "it" or "that" after an answer that gave one quote of a party's or a list ("how much was that ex vat").
THAT = re.compile(r"\b(?:it|its|it's|that|that\s+one)\b")
# What is asked of one quote ("how much was that ex vat", "what job is it for", "when does it run out").
QUOTE_FACT = re.compile(
    r"\b(?:how\s+much|ex\s+vat|inc\s+vat|vat|total|worth|value|status|expir\w*|run\s+out|valid|po|what\s+job|"
    r"which\s+job|lines|what(?:'?s|\s+is|\s+was)?\s+(?:on|in)\s+(?:it|that)|look\w*\s+after|handl\w*|account\s+manager|"
    r"dealing\s+with|doing|reason|why)\b"
)


def one_quote_meant(question: str, previous: Understanding) -> bool:
    """A follow-up pointing at one thing ("it", "that") after a party's, a job's or a list's quotes, naming none."""
    lists = (Intent.customer_quotes, Intent.project_quotes, Intent.quote_list)
    q = question.lower()
    pointed = bool(THAT.search(q)) or len(q.split()) <= SHORT_ASK  # "how much ex vat"
    return previous.intent in lists and not previous.entities.quotes and pointed and bool(QUOTE_FACT.search(q))


# "her number", "his email", "whats her mobile": the person an answer about a quote named (its customer's contact).
PERSON_FACT = re.compile(r"\b(?:her|his)\s+(?:number|no|phone|mobile|mob|email|e-mail|details|contact\s+details)\b")


def asks_persons_fact(reading: Reading) -> bool:
    """A follow-up asking for a person's phone or email by "her" or "his", naming nobody."""
    return bool(PERSON_FACT.search(reading.normalised)) and not reading.names_any()


# A detail of the load an answer just gave, asked in a follow-up naming nothing of its own ("am or pm", "which order
# is it off", "how many pallets was it", "what went wrong", "what did that cost us", "who took it in"): that load's.
LOAD_DETAIL = re.compile(
    r"\b(?:am|pm|morning|afternoon|window|what\s+time|order|pallets?|charged?|cost|wrong|fail\w*|signed|received|"
    r"took\s+it|took\s+them|haulier|hauling|driver|lorry|wagon|when|date|day|delivered|booked|confirmed|cancel\w*)\b"
)
# The customer's PO asked after a load: the PO on the load's order ("whats the customer po on that").
CUSTOMER_PO = re.compile(r"\b(?:customer\s+po|their\s+po|po|p\.o|order\s+ref|order\s+number)\b")
LOAD_WORDS = 8  # a follow-up about a load's detail is short


def load_detail(session: Session, reading: Reading, previous: Understanding) -> tuple[Intent, list[str]] | None:
    """A follow-up asking a detail of the load (or few loads) an answer just gave, naming no record, product or plot
    of its own: the call-offs again, with those loads; the customer's PO asked for ("whats the customer po on that")
    is the PO on their order (purchase_orders by the order's number). None when it is no such question."""
    before = [n for n in previous.filters.numbers if n.startswith("CO-")]
    if previous.intent != Intent.call_offs or not (before or previous.filters.plots):
        return None
    e = reading.entities
    if reading.names_any() or e.products or e.quotes or reading.quote_numbers or reading.numbers.found:
        return None
    asked = LOAD_DETAIL.search(reading.normalised) or CUSTOMER_PO.search(reading.normalised)
    if len(reading.normalised.split()) > LOAD_WORDS or not asked:
        return None
    if not CUSTOMER_PO.search(reading.normalised) or not before:
        return Intent.call_offs, before
    orders = session.scalars(
        select(Order.number).join(CallOff, CallOff.order_id == Order.id).where(CallOff.number.in_(before)).distinct()
    ).all()
    return (Intent.purchase_orders, sorted(orders)) if orders else None


# "the X one" after an answer listing tasks ("when's the calder one due", "and the works one"): the task whose title
# holds X.
ONE_OF = re.compile(r"\bthe\s+([a-z][a-z']+)\s+(?:one|task)\b")
NOT_A_TITLE = frozenset({"other", "same", "first", "last", "next", "new", "old", "urgent", "overdue", "late", "done"})


def task_one(session: Session, reading: Reading, previous: Understanding) -> list[str]:
    """After an answer about tasks, a follow-up picking one by a word of its title ("the pennine one", "the works
    one"): that word, when exactly one task's title holds it; [] otherwise."""
    found = ONE_OF.search(reading.normalised)
    if previous.intent != Intent.tasks or found is None or found.group(1) in NOT_A_TITLE:
        return []
    word = found.group(1).removesuffix("'s").removesuffix("s'")
    holds = func.lower(Task.title).contains(word, autoescape=True)
    titles = session.scalars(select(Task.title).where(holds)).all()
    if len(titles) > 1 and previous.filters.people:  # "the chase one" of tom's: his, by its title's words
        titles = session.scalars(select(Task.title).where(holds, Task.owner_id.in_(previous.filters.people))).all()
        return re.findall(r"[a-z0-9]{3,}", titles[0].lower()) if len(titles) == 1 else []
    return [word] if len(titles) == 1 else []


# The job or customer of the one quote a conversation is on ("what job is it for", "what job", "which site's that
# for", "who was it for"): asked of the quote, never the fact asked of it before (its total, its PO).
ITS_JOB = re.compile(
    r"^(?:and\s+|so\s+|ok\s+)?(?:what|which|wat)\s+(?:job|project|site|scheme|development)(?:'?s)?"
    r"(?:\s+(?:is|was))?(?:\s+(?:it|that|this))?(?:\s+(?:one|quote))?(?:\s+(?:for|on))?\s*$"
    r"|^(?:and\s+)?who(?:'?s|\s+is|\s+was)?\s+(?:it|that|this)(?:\s+one)?\s+for\s*$"
)


def asks_its_job(reading: Reading, previous: Understanding) -> bool:
    """A short follow-up asking which job (or whose) the one quote the conversation is on is for."""
    if len(previous.entities.quotes) != 1 or reading.names_any() or reading.quote_numbers:
        return False
    return ITS_JOB.match(reading.normalised.strip(" ?")) is not None


# "any other quotes on that job": every quote of the job, whatever state the answer before picked.
OTHER_QUOTES = re.compile(r"\b(?:any|other|else)\b.*\bquotes?\b|\bquotes?\b.*\b(?:else|other)\b")


def lacks_product(reading: Reading, previous: Understanding) -> str:
    """A follow-up naming a product of its own after a question about a product ("who makes them", then "and the
    ketley buff") whose words no product holds: those words, a product we do not have (never the near ones answered
    as if they were it). "" otherwise. Its words may have found the product before again, and only it ("and the
    eaves vent kit" after the dry ridge kit: "kit"), never another record."""
    if previous.intent not in choose.ABOUT_A_PRODUCT:
        return ""
    if not reading.entities.products:
        return unheld.unknown_product(reading) if product_before.same_kind_words(reading, previous) else ""
    if reading.names_any() and not product_before.only_the_product_before(reading, previous):
        return ""
    return unheld.unknown_product(reading)
