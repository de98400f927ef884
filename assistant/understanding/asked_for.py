"""What a question asks for beside its cue words, where that decides how it is read: a person by their job title at a
named organisation ("trade account manager marshalls", "who does technical sales at catnic": their contacts, never
the organisation's summary or a product), a site's delivery restrictions ("can an artic get into mytholm meadows":
the site's notes, not its loads), the suppliers on a job ("which suppliers are on the mytholm job": the job's, not a
product's)."""

from __future__ import annotations

import re

from assistant.understanding import choose, roles
from assistant.understanding.reading import Reading
from assistant.understanding.types import Attribute, Filters, Intent

SURE = 0.85  # how sure these readings are: the question gives the title, the site or the job in so many words
# What a question giving a job title may otherwise be read as, when it asks for a person.
PERSON_INTENTS = (
    Intent.general,
    Intent.record_summary,
    Intent.record_fact,
    Intent.contact_details,
    Intent.product_supplier,  # "who does technical sales at catnic": no product named, a person
    Intent.product_search,
)
PEOPLE_FACTS = (None, Attribute.phone, Attribute.email, Attribute.role)


def _named_words(reading: Reading) -> set[str]:
    e = reading.entities
    return {
        w for n in (*e.customers, *e.suppliers, *e.others, *e.companies, *e.projects) for w in n.name.lower().split()
    }


def drop_title_products(reading: Reading, role: str) -> None:
    """Products matched only by a job title's words ("*trade* account manager marshalls": no Tegula Traditional)."""
    e = reading.entities
    if not role or not e.products or reading.by_code or roles.ours(role):
        return
    quiet = set(role.split()) | _named_words(reading) | choose.ROLE_WORDS | choose.ATTRIBUTE_WORDS
    if all(w in quiet or roles.title_word(w) for w in reading.product_words.split()):
        e.products, reading.product_named = [], False


def fact_words(asked: str, role: str) -> str:
    """The words the fact asked for is read from (`asked`: the question less the records' names), less the job title
    unless it is our own account manager ("area sales manager at ibstock, email?": the email, not a "sales man")."""
    return roles.without(asked, role) if role and not roles.ours(role) else asked


def _asks_person(reading: Reading, intent: Intent, attribute: Attribute | None) -> bool:
    """A question giving a job title, naming an organisation or a job and nothing else, asks for the person holding it,
    or their phone, email or role."""
    e = reading.entities
    if e.products or e.quotes or not (e.customers or e.suppliers or e.others or e.companies or e.projects):
        return False
    return intent in PERSON_INTENTS and attribute in PEOPLE_FACTS


def _names_site(reading: Reading, filters: Filters) -> bool:
    """The question names a job or a customer (whose site it is), and no load (a plot, a call-off's number)."""
    e = reading.entities
    return bool(e.projects or e.customers or e.companies) and not (filters.plots or filters.numbers or e.quotes)


# "suppliers on station parade", "which suppliers are on mytholm": the works linked to the job (not what they quoted)
JOB_SUPPLIERS = re.compile(r"\bsuppliers?\b(?!\s+(?:quotes?|prices?|sq|rfq))")


def _only_jobs(reading: Reading) -> bool:
    """The question names jobs and nothing else: no product, organisation, quote or person."""
    e = reading.entities
    others = (e.products, e.customers, e.suppliers, e.others, e.companies, e.quotes, e.contacts)
    return bool(e.projects) and not any(others)


def redirect(
    reading: Reading, intent: Intent, sure: float, attribute: Attribute | None, filters: Filters
) -> tuple[Intent, float, Attribute | None]:
    """The intent (its sureness, the fact asked for) when the question asks for a titled person, a site's
    restrictions or a job's suppliers; as it was read otherwise."""
    role = filters.role
    if role and not roles.ours(role) and attribute == Attribute.account_manager:
        attribute = None  # "who handles regional sales at h+h": the person with that title, not our account manager
    e = reading.entities
    if attribute == Attribute.account_manager and e.suppliers and not (e.customers or e.companies or e.projects):
        # "whos our rep at forterra": a works has no account manager of ours; the person we deal with there
        return Intent.contact_details, max(sure, SURE), None
    if role and not roles.ours(role) and _asks_person(reading, intent, attribute):
        return Intent.contact_details, max(sure, SURE), attribute
    if attribute == Attribute.site_access and _names_site(reading, filters):
        return Intent.record_fact, max(sure, SURE), attribute
    asks_suppliers = intent in (Intent.record_summary, Intent.general) and JOB_SUPPLIERS.search(reading.normalised)
    if (intent == Intent.product_supplier or asks_suppliers) and _only_jobs(reading):  # "suppliers on station parade"
        # the job is named in so many words ("the mytholm job"): as sure as the reading
        reading.sureness["projects"] = max(reading.sureness.get("projects", 0.0), SURE)
        return Intent.record_fact, max(sure, SURE), Attribute.project_suppliers
    return intent, sure, attribute
