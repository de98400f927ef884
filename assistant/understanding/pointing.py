"""Follow-ups that point back, fourth round (issue 14, conversations; branch asst13), by kind:

- "who does she work for" after a person: that person (whose answer names their organisation);
- "and steve's number there" after the people of an organisation: a first name nobody there has (nor any
  colleague), declined, never the person before answered again;
- "whats open with them" after a fact of a party (its account number): that party's open quotes;
- a bare "why" after a load or a quote: the reason the answer before gave or the quote's decision reason;
- "whats their cheapest brick" after a supplier: the cheapest of that supplier's products of the kind;
- a size alone after a product we did not have in a size ("price on the turbo 140", then "ok the 100 then"; "and
  2400" declined, then "ok the 1500 then"): the product in that size, and a bare number after a sized product is a
  size, never a quote number;
- "what stage is it at", "whos the architect", "how many plots" after one quote: the quote's job; the same after a
  party's summary or jobs, when they have one job: that job; "whos the customer" after a job: the job (whose summary
  names its customer).

Pure regular expressions and one statement each, only for a follow-up of their shape.
"""

from __future__ import annotations

import re
from dataclasses import replace

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.catalogue.models import Product
from api.crm import Contact, Organisation
from api.projects.models import Project
from api.quotes.models import Quote
from api.quotes.service.listing import status_expression
from api.users.models import User
from assistant.understanding import choose, contacts, products, slots
from assistant.understanding.cues import STOPWORDS, Cue
from assistant.understanding.followups import SIZE_IN_NAME, SIZE_ONLY, THEY
from assistant.understanding.reading import ORG_SLOTS, Reading
from assistant.understanding.types import KINDS, Attribute, Entities, Filters, Intent, Named, Understanding

# "who does she work for", "where does he work", "which firm is she with", "who's he with"
WORKS_FOR = re.compile(
    r"\b(?:who|where|which\s+(?:firm|company|outfit|lot|customer|supplier)(?:'?s)?)\s+(?:(?:does|did|is|was|s)\s+)?"
    r"(?:she|he)\s+"
    r"(?:work\s+for|work\s+at|work|with|at|from)\b|\bwho(?:s|\s+is)\s+(?:she|he)\s+with\b"
)


def works_for(reading: Reading, previous: Understanding) -> list[Named]:
    """The person a "who does she work for" points at: the one the answer before was about; [] otherwise."""
    if reading.names_any() or not previous.entities.contacts or not WORKS_FOR.search(reading.normalised):
        return []
    return list(previous.entities.contacts[:1])


# "there", "at them": the organisation the conversation is on, whoever elsewhere has the name asked.
THERE = re.compile(r"\bthere\b|\bat\s+(?:them|theirs)\b")
# "steve's number", "jims email", "whats dave's mobile": a first name before a person's detail.
OWN_NAME = re.compile(r"\b([a-z]{3,})(?:'s|s')?\s+(?:mobile|mob|number|phone|email|e-mail|details|direct\s+line)\b")
NOT_A_NAME = STOPWORDS | choose.ROLE_WORDS | choose.ATTRIBUTE_WORDS | {"the", "whats", "what", "and", "their", "our"}


def first_name_lacked(session: Session, reading: Reading, previous: Understanding) -> str:
    """A follow-up after the people of an organisation asking for a detail of someone by a first name that nobody
    at that organisation has (nor any colleague): that name, someone we do not have there, even when someone
    elsewhere has it ("and kev's email there" after Tarmac's rep: Kev is at Dales Haulage). "" otherwise."""
    elsewhere = reading.entities.contacts and not THERE.search(reading.normalised)
    if previous.intent != Intent.contact_details or reading.names_any() or elsewhere:
        return ""
    found = OWN_NAME.search(reading.normalised)
    if found is None or found.group(1) in NOT_A_NAME or products.vocabulary(found.group(1)):
        return ""
    word = found.group(1)
    names = {word, word.removesuffix("s")}
    orgs = [n.id for slot in choose.ORG_SLOTS for n in getattr(previous.entities, slot)]
    if not orgs and previous.entities.contacts:
        orgs = list(
            session.scalars(select(Contact.organisation_id).where(Contact.id == previous.entities.contacts[0].id))
        )
    people = select(func.count()).select_from(Contact).where(func.lower(Contact.first_name).in_(names))
    if orgs:
        people = people.where(Contact.organisation_id.in_(orgs))
    colleagues = select(func.count()).select_from(User).where(func.lower(User.first_name).in_(names))
    if session.scalar(people) or session.scalar(colleagues):
        return ""
    org = session.scalar(select(Organisation.name).where(Organisation.id == orgs[0])) if orgs else None
    who = word.removesuffix("s") if len(word) > 3 and word.endswith("s") else word
    return f"{who} at {org}" if org else who


# "whats open with them", "anything outstanding for them", "what have we got live with them"
OPEN_WITH = re.compile(
    r"\b(?:whats|what\s+is|what\s+have\s+we\s+got|what\s+do\s+we\s+have|anything|whats\s+still)\s+(?:still\s+)?"
    r"(?:open|live|outstanding|pending|out)\s+(?:with|for|to)\s+(?:them|him|her|that\s+lot)\b"
)


def open_with_them(reading: Reading, previous: Understanding) -> list[Named]:
    """The party whose open quotes "whats open with them" asks for: the one party the conversation was on."""
    e = previous.entities
    parties = [*e.customers, *e.companies]
    if reading.names_any() or len(parties) != 1 or not OPEN_WITH.search(reading.normalised):
        return []
    return parties


BARE_WHY = re.compile(r"^(?:and\s+|so\s+|ok\s+|but\s+)?(?:why|how\s+come|whys\s+that|why\s+(?:is|was)\s+that|reason)$")


def bare_why(reading: Reading, previous: Understanding) -> tuple[Intent, Attribute | None] | None:
    """A bare "why" after a load (its reason is on the load's answer) or one quote (its decision reason)."""
    if not BARE_WHY.match(reading.normalised.strip(" ?!.")) or reading.names_any():
        return None
    if previous.intent == Intent.call_offs:
        return Intent.call_offs, None
    if len(previous.entities.quotes) == 1:
        return Intent.record_fact, Attribute.rejection_reason
    return None


def their_cheapest(session: Session, reading: Reading, previous: Understanding) -> list[Named]:
    """The supplier "their" means in "whats their cheapest brick" after a question about one supplier (or one of
    their people)."""
    e, before = reading.entities, previous.entities
    if Cue.cheapest not in reading.cues or not THEY.search(reading.normalised):
        return []
    if e.customers or e.suppliers or e.others or e.companies or e.projects or e.quotes:
        return []
    if len(before.suppliers) == 1 or before.customers or before.others or before.companies:
        return list(before.suppliers) if len(before.suppliers) == 1 else []
    if len(before.contacts) != 1:
        return []
    row = session.execute(
        select(Organisation.id, Organisation.name)
        .join(Contact, Contact.organisation_id == Organisation.id)
        .where(Contact.id == before.contacts[0].id, Organisation.kind == "supplier")
    ).first()
    return [Named(row.id, row.name)] if row is not None else []


# "and 2400", "ok the 1500 then", "what about 1800": a number alone after a product sold in sizes.
# "have we got it in 2100", "do we do that in a 140", "does it come in 2400": the product before in that size.
COMES_IN = re.compile(
    r"^(?:and\s+|so\s+|ok\s+)?(?:have\s+we\s+got|do\s+we\s+(?:have|do|stock|get)|does\s+it\s+come|can\s+(?:we|i)\s+get|"
    r"do\s+(?:they|you)\s+(?:do|make)|is\s+it\s+available)\s+"
    r"(?:it|that|them|one|that\s+one)?\s*in\s+(?:an?\s+|the\s+)?(\d{2,4})\s*(?:mm)?\s*\??$"
)
NUMBER_ALONE = re.compile(
    r"^(?:and|ok|okay|what\s+about|how\s+about)?\s*(?:the\s+)?(\d{2,4})(?:\s+(?:then|one))*\s*\??$"
)


def _sized(previous: Understanding) -> list[str]:
    """The names a size after `previous` replaces the size of: its products', else the product it lacked."""
    named = [p.name for p in previous.entities.products if SIZE_IN_NAME.search(p.name)]
    if not named and SIZE_IN_NAME.search(previous.unknown):
        named = [previous.unknown]
    return named


def as_size(question: str, previous: Understanding | None) -> str:
    """A number alone after a product sold in sizes ("cg90 2100 price", then "and 2400") as that size ("and the
    2400mm"), never a quote's number; the question as it was otherwise."""
    if previous is None or previous.intent not in choose.ABOUT_A_PRODUCT:
        return question
    alone = NUMBER_ALONE.match(question.strip().lower()) or COMES_IN.match(question.strip().lower())
    if alone is None or not _sized(previous):
        return question
    return f"and the {alone.group(1)}mm"


# "same for q2", "and what about q3" after a question about one quote: that quote, not a quarter of the year.
QUARTER_LIKE = re.compile(r"\b(for|about)\s+q\s?([1-4])\s*\??\s*$")


def as_quote(question: str, previous: Understanding | None) -> str:
    """ "q1" to "q4" closing a follow-up after a question about one quote as a quote's number ("same for q-2")."""
    if previous is None or len(previous.entities.quotes) != 1:
        return question
    return QUARTER_LIKE.sub(r"\1 q-\2", question.strip().lower())


def size_after_lacked(session: Session, reading: Reading, previous: Understanding) -> list[Named]:
    """After a product we did not have in a size, a size alone ("ok the 100 then"): the product in that size (of
    the product lacked's words when it named none: exactly one product holding them all in that size)."""
    size = SIZE_ONLY.match(" ".join(reading.entities.terms.split()).replace(" mm", "mm"))
    if size is None or reading.names_any() or not previous.unknown:
        return []
    mm = f"{size.group(1)}mm"
    for name in _sized(previous):
        wanted = SIZE_IN_NAME.sub(mm, name)
        found = products.find(session, wanted)
        held = [Named(m.id, m.name) for m in found.matches if m.name.lower() == wanted.lower()]
        if held:
            return held[:1]
    words = re.findall(r"[a-z0-9/]+", previous.unknown.lower())
    if previous.entities.products or not words:
        return []
    found = products.find(session, f"{' '.join(words)} {mm}")
    held = [Named(m.id, m.name) for m in found.matches if set([*words, mm]) <= set(m.name.lower().split())]
    return held if len(held) == 1 else []


# A works asked whether they have answered us: "are we still waiting on tarmac", "anything outstanding from tarmac".
WAITING = re.compile(
    r"\b(?:waiting\s+(?:on|for)|outstanding|still\s+out|owed|heard\s+back|got\s+back|come\s+back|replied|answered)\b"
    r"|\b(?:any|an)\s+(?:answer|reply|response)\s+(?:from|back\s+from)\b"
)


def waiting_on(reading: Reading, intent: Intent) -> bool:
    """A question about one works (or haulier) that asks whether they have answered our request for prices."""
    e = reading.entities
    works = len(e.suppliers) + len(e.others) == 1 and not (e.customers or e.companies or e.products or e.quotes)
    asks = intent in (Intent.record_summary, Intent.general) or (intent == Intent.product_search and not e.products)
    return works and asks and bool(WAITING.search(reading.normalised))


# "is there a draft for mytholm", "any drafts for harrogate living": a job's or a party's quotes in draft.
DRAFT_FOR = re.compile(r"\b(?:a|any|the|our)\s+drafts?\s+(?:for|on|to|with)\b")


def drafts_for(reading: Reading, intent: Intent) -> Intent | None:
    """The quotes a question asking for "a draft for" a job or party means: theirs (the draft state is its filter)."""
    e = reading.entities
    if e.products or e.quotes or e.contacts or not DRAFT_FOR.search(reading.normalised):
        return None
    if e.projects and not (e.customers or e.companies):
        return Intent.project_quotes
    return Intent.customer_quotes if (e.customers or e.companies) and intent != Intent.quote_count else None


# "whos the rep for that", "who do we talk to about them" after a product: its maker's people.
FOR_IT = re.compile(r"\b(?:for|on|of|about)\s+(?:that|it|them|those|these)(?:\s+one)?\s*$")


def makers_people(session: Session, reading: Reading, previous: Understanding) -> list[Named]:
    """The maker of the one product the conversation is on, for a question about people "for that"."""
    e = previous.entities
    if reading.names_any() or len(e.products) != 1 or not slots.asks_contact(reading.normalised):
        return []
    if not FOR_IT.search(reading.normalised.strip(" ?")):
        return []
    if len(e.suppliers) == 1:
        return list(e.suppliers)
    row = session.execute(
        select(Organisation.id, Organisation.name)
        .join(Product, Product.supplier_id == Organisation.id)
        .where(Product.id == e.products[0].id)
    ).first()
    return [Named(row.id, row.name)] if row is not None else []


# What is on a party's quote picked by its state: "what was on awc's withdrawn quote", "lines on the pennine quote
# that lapsed", "the open pennine quote - whats on it".
LINES_ASKED = re.compile(
    r"\b(?:what(?:s|\s+is|\s+was|\s+were)?\s+on|lines?\s+on|what\s+did\s+we\s+(?:put|have)\s+on)\b"
)
QUOTE_STATE = re.compile(r"\b(withdrawn|pulled|expired|lapsed|rejected|lost|accepted|won|draft|open|live)\b")
# A quote's state as people say it, as the listing's status reads it.
STATE_OF = {
    "pulled": "withdrawn",
    "lapsed": "expired",
    "lost": "rejected",
    "won": "accepted",
    "open": "sent",
    "live": "sent",
}


def partys_quote(session: Session, reading: Reading) -> list[Named]:
    """The one quote of the one party named in the state the question gives, when it asks what is on "the quote"."""
    e = reading.entities
    parties = [n.id for n in (*e.customers, *e.companies)]
    q = reading.normalised
    if len(parties) != 1 or e.quotes or e.projects or not re.search(r"\bquote\b", q) or not LINES_ASKED.search(q):
        return []
    state = QUOTE_STATE.search(q)
    if state is None:
        return []
    wanted = STATE_OF.get(state.group(1), state.group(1))
    rows = session.execute(
        select(Quote.id, Quote.number).where(Quote.customer_id == parties[0], status_expression() == wanted).limit(2)
    ).all()
    return [Named(rows[0].id, rows[0].number)] if len(rows) == 1 else []


# A job's facts asked after one of its quotes: "what stage is it at", "whos the architect", "how many plots".
JOB_FACT = re.compile(r"\b(?:stage|plots?|architects?|designers?|start\w*|finish\w*)\b")
ITS_CUSTOMER = re.compile(
    r"^(?:and\s+)?(?:who(?:s|\s+is|\s+was)?\s+the\s+(?:customer|client)(?:\s+(?:on|for)\s+(?:it|that|this)(?:\s+one)?)?"
    r"|whose\s+(?:job|project)\s+is\s+(?:it|that))$"
)


def quotes_job(session: Session, reading: Reading, previous: Understanding) -> list[Named]:
    """The job of the one quote the conversation is on, for a follow-up asking a job's fact naming nothing."""
    e = previous.entities
    if reading.names_any() or e.projects or len(e.quotes) != 1 or not JOB_FACT.search(reading.normalised):
        return []
    row = session.execute(
        select(Project.id, Project.name).join(Quote, Quote.project_id == Project.id).where(Quote.id == e.quotes[0].id)
    ).first()
    return [Named(row.id, row.name)] if row is not None else []


def partys_one_job(session: Session, reading: Reading, previous: Understanding) -> list[Named]:
    """After a party's summary (or its jobs: "pennine's jobs?"), a follow-up asking a job's fact naming nothing
    ("what stage is that at", "whos the architect"): their job, when they have exactly one."""
    e = previous.entities
    parties = [n.id for n in (*e.customers, *e.companies)]
    if previous.intent != Intent.record_summary or len(parties) != 1 or e.projects or e.quotes or e.contacts:
        return []
    if reading.names_any() or not JOB_FACT.search(reading.normalised):
        return []
    rows = session.execute(select(Project.id, Project.name).where(Project.customer_id == parties[0]).limit(2)).all()
    return [Named(rows[0].id, rows[0].name)] if len(rows) == 1 else []


def jobs_customer(reading: Reading, previous: Understanding) -> list[Named]:
    """The job "whos the customer" asks about, after a question about one job."""
    if reading.names_any() or len(previous.entities.projects) != 1:
        return []
    return list(previous.entities.projects) if ITS_CUSTOMER.match(reading.normalised.strip(" ?")) else []


SURE = 0.85  # records a rule here carries from the question before are as sure as a carried record (parse.CARRIED)
Read = tuple[Intent, Attribute | None, Filters, str]  # intent, fact asked, conditions, what we lack


def carry(reading: Reading, entities: Entities) -> None:
    reading.entities = replace(entities, terms=reading.entities.terms)
    for slot in KINDS:
        if getattr(entities, slot):
            reading.sureness[slot] = max(reading.sureness.get(slot, 0.0), SURE)


def read_on(session: Session, reading: Reading, previous: Understanding, filters: Filters) -> Read | None:
    """The reading of a follow-up of one of this module's kinds (its records put in `reading`), or None."""
    if who := works_for(reading, previous):
        carry(reading, Entities(contacts=who))
        return Intent.contact_details, None, filters, ""
    if lacked := first_name_lacked(session, reading, previous):
        return Intent.contact_details, Attribute.phone, filters, lacked
    if party := open_with_them(reading, previous):
        carry(
            reading,
            Entities(
                customers=[n for n in party if n in previous.entities.customers],
                companies=[n for n in party if n in previous.entities.companies],
            ),
        )
        return Intent.customer_quotes, None, replace(filters, statuses=filters.statuses or ["open"]), ""
    if why := bare_why(reading, previous):
        carry(reading, previous.entities)
        return why[0], why[1], previous.filters, ""
    if makers := makers_people(session, reading, previous):
        carry(reading, Entities(suppliers=makers))
        return Intent.contact_details, None, filters, ""
    if makers := their_cheapest(session, reading, previous):
        carry(reading, Entities(suppliers=makers))
        return Intent.cheapest_in_category, None, filters, ""
    if job := quotes_job(session, reading, previous) or partys_one_job(session, reading, previous):
        carry(reading, Entities(projects=job))
        architects = Attribute.architects if re.search(r"\b(?:architects?|designers?)\b", reading.normalised) else None
        return (Intent.record_fact if architects else Intent.record_summary), architects, filters, ""
    if job := jobs_customer(reading, previous):
        carry(reading, Entities(projects=job))
        return Intent.record_summary, None, filters, ""
    if job := job_by_stage(session, reading, previous):
        carry(reading, Entities(projects=job))
        return Intent.record_summary, None, filters, ""
    if firm := persons_firm(session, reading, previous):
        carry(reading, firm)
        return Intent.record_summary, None, filters, ""
    return None


# "which ones finished", "which one did we lose", "the one on site": one of a party's jobs, by its stage.
WHICH_JOB = re.compile(r"^(?:and\s+|so\s+|ok\s+)?(?:which|what)\s+(?:one|ones|job|jobs|project|projects|is|are|s)\b")
STAGE_SAID = (
    (re.compile(r"\b(?:finish\w*|complete\w*|done|handed\s+over|built)\b"), "complete"),
    (re.compile(r"\b(?:lose|lost)\b"), "lost"),
    (re.compile(r"\b(?:won|win)\b"), "won"),
    (re.compile(r"\bon\s+site\b|\bbuilding\b|\bstarted\b|\bunder\s+way\b"), "on_site"),
    (re.compile(r"\btender\w*\b"), "tender"),
    (re.compile(r"\b(?:still\s+)?(?:a|at)\s+lead\b|\bat\s+planning\b|\bjust\s+a\s+lead\b"), "lead"),
)


def stage_picked(reading: Reading) -> str | None:
    """The stage a follow-up picks one job by ("which ones finished": complete), None when it picks none."""
    if not WHICH_JOB.match(reading.normalised):
        return None
    return next((stage for said, stage in STAGE_SAID if said.search(reading.normalised)), None)


def job_by_stage(session: Session, reading: Reading, previous: Understanding) -> list[Named]:
    """After a party's summary listing its jobs ("what jobs have we got with calder"), a follow-up picking one by its
    stage ("which ones finished", "which one did we lose"): that job, when exactly one of theirs is at that stage."""
    e = previous.entities
    parties = [n.id for n in (*e.customers, *e.companies)]
    if previous.intent != Intent.record_summary or len(parties) != 1 or e.projects or e.quotes or e.contacts:
        return []
    if reading.names_any() or (stage := stage_picked(reading)) is None:
        return []
    rows = session.execute(
        select(Project.id, Project.name).where(Project.customer_id == parties[0], Project.stage == stage).limit(2)
    ).all()
    return [Named(rows[0].id, rows[0].name)] if len(rows) == 1 else []


# "what jobs are they on", "which jobs is he on": the jobs of the firm of the person the answer before was about.
PERSONS_JOBS = re.compile(
    r"\b(?:jobs|projects|sites|schemes)\b.*\b(?:they|he|she|them|him|her)\b"
    r"|\b(?:jobs|projects|sites|schemes)\b.*\b(?:his|her|their)\s+(?:firm|company|lot|practice|office)\b"
)


def persons_firm(session: Session, reading: Reading, previous: Understanding) -> Entities | None:
    """The firm of the one person the answer before was about, for a follow-up asking their jobs; None otherwise."""
    if len(previous.entities.contacts) != 1 or reading.names_any() or not PERSONS_JOBS.search(reading.normalised):
        return None
    firms = contacts.organisations_of(session, previous.entities.contacts)
    if len(firms) != 1:
        return None
    firm, kind = firms[0]
    if kind not in ORG_SLOTS:
        return None
    entities = Entities()
    setattr(entities, ORG_SLOTS[kind], [firm])
    return entities
