"""Records the question names together that do not go together, said as something we do not have rather than
answered about one of them: a person asked at an organisation that is not theirs ("mark dyson at pennine", when
Mark Dyson is at Aire & Wharfe), a person by a first name the contact of that surname does not have ("sarah
pickles"), and a job named by words no project holds ("pennine's quotes for the barnsley job", "quotes on the hunslet
mills job", "architect on the kirkstall forge job")."""

from __future__ import annotations

import re

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.crm import Contact
from assistant.understanding.contacts import names_person
from assistant.understanding.cues import STOPWORDS, Cue
from assistant.understanding.names import COMMON, name_words
from assistant.understanding.reading import Reading
from assistant.understanding.types import Attribute, Entities, Intent

# "for the barnsley job", "their hebden heights scheme": up to three words before a word for a job.
JOB_NAMED = re.compile(r"((?:\b[a-z]+\s+){1,3})(job|site|scheme|development|contract)s?\b")
NOT_NAMES = frozenset({"the", "their", "its", "a", "our", "new", "big", "old", "main", "same", "other", "next"})


def wrong_company(session: Session, entities: Entities) -> str:
    """The person and the organisation named beside them when none of the people named works there (in the
    question's record names), else "". An organisation whose distinctive words are all the person's own names was
    named by the person ("oliver *whitfield* at dales haulage": not Whitfield Architects)."""
    people = {w for n in entities.contacts for w in n.name.lower().split()}
    named = (*entities.customers, *entities.suppliers, *entities.companies, *entities.others)
    orgs = {n.id: n.name for n in named if not set(name_words(n.name)[1]) <= people}
    if not entities.contacts or not orgs:
        return ""
    ids = [n.id for n in entities.contacts]
    theirs = set(session.scalars(select(Contact.organisation_id).where(Contact.id.in_(ids))))
    if theirs & set(orgs):
        return ""
    return f"{entities.contacts[0].name} at {next(iter(orgs.values()))}"


def _on_site(match: re.Match[str]) -> bool:
    """ "on site" ("required on site date"): a place the goods go, no job's name."""
    return match.group(2) == "site" and match.group(1).split()[-1] == "on"


def unheld_job(normalised: str, entities: Entities, stray: list[str]) -> str:
    """A job named by words none of the records matched ("the barnsley job") when the question names a party but
    no project: the words and "job"; else ""."""
    if entities.projects:
        return ""
    match = JOB_NAMED.search(normalised)
    if match is None or _on_site(match):
        return ""
    words = [w for w in match.group(1).split() if w not in NOT_NAMES and w in stray]
    if not words:
        return ""
    return " ".join([*words, "job"])


# What may be asked of a job by name: its quotes, our suppliers' quotes and orders for it, its summary, its facts.
JOB_INTENTS = (
    Intent.customer_quotes,
    Intent.project_quotes,
    Intent.supplier_quotes,
    Intent.purchase_orders,
    Intent.record_summary,
)
JOB_FACTS = (Attribute.architects, Attribute.project_suppliers, Attribute.site_access, Attribute.address)
QUOTES_OF_A_JOB = (Intent.customer_quotes, Intent.supplier_quotes)


def job_we_lack(reading: Reading, intent: Intent, attribute: Attribute | None, stray: list[str]) -> tuple[Intent, str]:
    """A job the question names by words no project holds ("quotes on the hunslet mills job", "whos the architect on
    the kirkstall forge job": Kirkstall Builders is a customer, not a job), when it names no project: the intent (a
    job's quotes, unless a works' are asked for) and its words with the question's word for a job; "" when none.
    `stray`: the words no record, cue or description explains."""
    e = reading.entities
    asks = intent in JOB_INTENTS or (intent == Intent.record_fact and attribute in JOB_FACTS)
    if e.projects or e.quotes or reading.numbers.found or reading.numbers.missing or not asks:
        return intent, ""
    match = JOB_NAMED.search(reading.normalised)
    if match is None or _on_site(match):
        return intent, ""
    named = {reading.tokens[i].text for i in reading.named_tokens}
    words = [w for w in match.group(1).split() if w not in NOT_NAMES and (w in stray or w in named)]
    if not any(w in stray for w in words):
        return intent, ""
    buying = Cue.supplier_quoted in reading.cues or Cue.purchase_order in reading.cues
    if intent in QUOTES_OF_A_JOB and not (buying or e.suppliers or e.others or e.customers or e.companies):
        intent = Intent.project_quotes  # "quotes on the hunslet mills job": the job's, not a customer's or a works'
    return intent, " ".join([*words, match.group(2)])


# Words that stand before a surname without being a first name ("ring booth", "mr pickles").
TITLES = frozenset(("mr", "mrs", "ms", "miss", "dr", "sir", "madam"))


def other_first_name(reading: Reading, not_names: frozenset[str]) -> str:
    """A person named by a first name and the surname of a contact who goes by another first name ("sarah pickles",
    when we have Jo Pickles; "dave booth at wharfe", when Claire Booth is there): the two words, as a person we do not
    have; "" when none. `not_names`: words that may stand before a surname without being a name (roles, facts)."""
    tokens = reading.tokens
    for person in reading.entities.contacts:
        first, _, last = person.name.lower().partition(" ")
        if not last:
            continue
        for i, token in enumerate(tokens[1:], start=1):
            if token.text not in (last, f"{last}s"):
                continue
            before = tokens[i - 1].text
            if names_person(before, first) or i - 1 in reading.named_tokens or not before.isalpha() or len(before) < 3:
                continue
            if before in STOPWORDS or before in COMMON or before in TITLES or before in not_names:
                continue
            return f"{before} {last}"
    return ""


# "whos dave at calder": a person asked for by a first name alone, at an organisation named.
WHO_AT = re.compile(r"\bwho(?:s|\s+is|\s+was)\s+([a-z]{3,})\s+(?:at|from|with)\b")


def person_at_party(reading: Reading, not_names: frozenset[str]) -> str:
    """A first name asked for at an organisation named, that none of our contacts goes by ("whos dave at calder"):
    the name, as a person we do not have; "" when the question names a contact or the word is no name."""
    e = reading.entities
    if e.contacts or not (e.customers or e.suppliers or e.others or e.companies):
        return ""
    match = WHO_AT.search(reading.normalised)
    if match is None:
        return ""
    word = match.group(1)
    if word in STOPWORDS or word in COMMON or word in TITLES or word in not_names:
        return ""
    if any(word in n.name.lower().split() for n in (*e.customers, *e.suppliers, *e.others, *e.companies)):
        return ""
    return word
