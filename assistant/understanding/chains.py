"""Follow-ups that switch the kind of record mid-chain, sixth round (issue 14, conversations; branch asst17), by kind:

- "whos our rep there", "rep there?", "and the rep there" after a maker (or one of its products): the maker's
  people (a works has no account manager of ours), never our account manager nor the fact asked before;
- "whos dealing with it", "who handled that one", "whos doing it" after one quote (its lines, its customer): who
  looks after the quote, never its lines again;
- "whats in it", "what's in that" after one quote (a job's draft picked, its lines): the quote's lines;
- "which one's still a lead" after an architect's (or other firm's) jobs: the one of their jobs at that stage.

Pure regular expressions and at most one statement each, only for a follow-up of their shape.
"""

from __future__ import annotations

import re

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.catalogue.models import Product
from api.crm import Organisation
from api.projects.models import Project, ProjectArchitect
from assistant.understanding import pointing
from assistant.understanding.followups import PERSON_FACT
from assistant.understanding.reading import Reading
from assistant.understanding.types import Attribute, Entities, Filters, Intent, Named, Understanding

# A person at the works in general words: "whos our rep there", "rep there?", "and the rep there", "our man there".
REP = re.compile(
    r"\b(?:rep|reps|representative|sales\s*(?:man|person|rep)|contact|person|man|woman|guy|bloke|lady)\b"
    r"(?:\s+(?:there|at\s+them|for\s+them|for\s+(?:it|that|those)))?\s*$"
)
REP_WORDS = 6  # a follow-up asking for the works' person is short


def _maker(session: Session, previous: Understanding) -> Entities | None:
    """The one works (a supplier or a haulier) the question before was about, or the maker of its one product."""
    e = previous.entities
    if e.customers or e.companies or e.projects or e.quotes or e.contacts:
        return None
    if len(e.suppliers) + len(e.others) == 1:
        return Entities(suppliers=list(e.suppliers), others=list(e.others))
    if len(e.products) != 1 or e.suppliers or e.others:
        return None
    row = session.execute(
        select(Organisation.id, Organisation.name)
        .join(Product, Product.supplier_id == Organisation.id)
        .where(Product.id == e.products[0].id)
    ).first()
    return Entities(suppliers=[Named(row.id, row.name)]) if row is not None else None


def works_person(session: Session, reading: Reading, previous: Understanding) -> Entities | None:
    """The works whose people a short follow-up asks for in general words ("whos our rep there") after a question
    about that works or one of its products; None otherwise (a customer's "rep" is our account manager)."""
    q = reading.normalised.strip(" ?!.")
    if reading.names_any() or reading.entities.contacts or PERSON_FACT.search(q) or len(q.split()) > REP_WORDS:
        return None
    if not REP.search(q):
        return None
    return _maker(session, previous)


# Who looks after one quote: "whos dealing with it", "who handled that one", "whos doing it", "whose is it".
DEALING = re.compile(
    r"^(?:and\s+|so\s+|ok\s+)?(?:who(?:'?s|\s+is|\s+was)?\s+(?:dealing\s+with|doing|handling|running|looking\s+after)"
    r"|who\s+(?:dealt\s+with|handled|handles|did|does|deals\s+with|looked\s+after))"
    r"\s+(?:it|that|this)(?:\s+(?:one|quote))?$"
    r"|^(?:and\s+)?whose\s+(?:is\s+(?:it|that)|quote\s+is\s+(?:it|that))$"
)
# Why one quote was turned down: "whats the reason on that one", "reason for it?".
REASON = re.compile(r"\breasons?\b|\bwhy\b")
THAT_ONE = re.compile(r"\b(?:it|that|this|that\s+one)\s*$")
# What is in one quote: "whats in it", "what's in that", "what was in it".
CONTENTS = re.compile(r"^(?:and\s+|so\s+|ok\s+)?what(?:'?s|\s+is|\s+was|\s+were)?\s+in\s+(?:it|that|this|there)$")


def one_quote(reading: Reading, previous: Understanding) -> tuple[Intent, Attribute] | None:
    """The fact of the one quote the conversation is on that a short follow-up asks for naming nothing: who looks
    after it, or its lines; None otherwise."""
    if len(previous.entities.quotes) != 1 or reading.names_any() or reading.entities.contacts:
        return None
    q = reading.normalised.strip(" ?!.")
    if DEALING.match(q):
        return Intent.record_fact, Attribute.account_manager
    if CONTENTS.match(q) and not previous.entities.products:
        return Intent.record_fact, Attribute.quote_lines
    if REASON.search(q) and THAT_ONE.search(q):
        return Intent.record_fact, Attribute.rejection_reason
    return None


def firms_job(session: Session, reading: Reading, previous: Understanding) -> list[Named]:
    """After an architect's (or another firm's) jobs, a follow-up picking one by its stage ("which one's still a
    lead"): that job, when exactly one of the jobs they are on is at that stage."""
    e = previous.entities
    if previous.intent != Intent.record_summary or len(e.others) != 1 or e.customers or e.companies or e.projects:
        return []
    if reading.names_any() or (stage := pointing.stage_picked(reading)) is None:
        return []
    rows = session.execute(
        select(Project.id, Project.name)
        .join(ProjectArchitect, ProjectArchitect.project_id == Project.id)
        .where(ProjectArchitect.organisation_id == e.others[0].id, Project.stage == stage)
        .limit(2)
    ).all()
    return [Named(rows[0].id, rows[0].name)] if len(rows) == 1 else []


def read_on(session: Session, reading: Reading, previous: Understanding, filters: Filters) -> pointing.Read | None:
    """The reading of a follow-up of one of this module's kinds (its records put in `reading`), or None."""
    if works := works_person(session, reading, previous):
        pointing.carry(reading, works)
        return Intent.contact_details, None, filters, ""
    if asked := one_quote(reading, previous):
        pointing.carry(reading, Entities(quotes=list(previous.entities.quotes)))
        return asked[0], asked[1], filters, ""
    if job := firms_job(session, reading, previous):
        pointing.carry(reading, Entities(projects=job))
        return Intent.record_summary, None, filters, ""
    return None
