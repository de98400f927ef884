"""Who a question names besides records: a colleague whose quotes are counted or listed ("how many open quotes has
tom got": those they look after as account manager), and a works' person or a job described in a buying question
("has gareth sent his prices in": Ibstock's; "the drainage chambers job": its customer quote)."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.orm import Session

from api.catalogue.models import Product
from api.crm import Organisation
from api.quotes.models import Quote
from assistant.understanding import choose, contacts, jobs, names, taskpad
from assistant.understanding.reading import Reading
from assistant.understanding.types import Filters, Intent, Named


def colleagues_quotes(
    session: Session, reading: Reading, intent: Intent, sure: float, filters: Filters, claimed: set[str]
) -> tuple[Intent, float, set[str]]:
    """A count, sum or list of quotes naming a colleague and no record ("how many open quotes has tom got", "which
    quotes is priya looking after"): the quotes they look after as account manager (`filters.people`)."""
    colleagues = taskpad.find(session, reading)
    if not colleagues.people:
        return intent, sure, claimed
    filters.people = colleagues.people
    listed = (Intent.customer_quotes, Intent.general, Intent.record_summary)
    intent = Intent.quote_list if intent in listed else intent
    return intent, max(sure, 0.85), claimed | colleagues.claimed


def buying_party(session: Session, reading: Reading) -> set[str]:
    """Who and what a buying question names besides records: a supplier's or haulier's person by first name ("has
    gareth sent his prices in": Ibstock's), as their organisation; and the customer quotes it describes rather than
    names ("the drainage chambers job"), as its quotes. The words that named them."""
    e = reading.entities
    claimed: set[str] = set()
    if not (e.suppliers or e.others) and choose.party_words(reading):
        people, used = contacts.find(session, reading.tokens, reading.skip, set())
        for org, kind in contacts.organisations_of(session, people) if len(people) == 1 else []:
            slot = {"supplier": e.suppliers, "other": e.others}.get(kind)
            if slot is not None and all(n.id != org.id for n in slot):
                slot.append(org)
                reading.sureness["suppliers" if kind == "supplier" else "others"] = 0.85
                claimed |= {reading.tokens[i].text for i in used}
    words = [w for w in choose.party_words(reading) if w not in claimed]
    if (
        not words
        and e.products
        and not reading.product_named
        and any(t.text in names.JOB_WORDS for t in reading.tokens)
    ):
        # "the engineering bricks job": the words describe the job's goods, not the products priced
        described = [w for w in reading.product_words.split() if len(w) >= jobs.MIN_WORD and w not in names.JOB_WORDS]
        if described and (found := jobs.described(session, described)):
            e.products, e.quotes = [], [job.quote for job in found]
            reading.sureness["quotes"] = 0.8
            return claimed | set(described)
    found = jobs.described(session, words) if words and not e.quotes else []
    if found and e.projects and not {job.project_id for job in found} & {n.id for n in e.projects}:
        # "the kirkstall yard job": the notes hold the project's word too, so it describes the job, not the project
        named = {w for n in e.projects for w in n.name.lower().split()}
        also = [t.text for t in reading.tokens if t.text in named and t.text not in words]
        if also and jobs.described(session, words + also):
            e.projects = []
    if found:
        e.quotes = [job.quote for job in found]
        reading.sureness["quotes"] = 0.8
        claimed |= set(words)
    return claimed


SLOTS = {"customer": "customers", "company": "companies", "other": "others"}


def quotes_customer(session: Session, reading: Reading, sure: float) -> None:
    """A question about people that goes on from quotes or products and names no organisation ("whos our contact
    there" after "q7 where are we", or after a product's pallet quantity): about the quotes' customers, or the
    products' suppliers, in place of the quotes or products."""
    e = reading.entities
    if e.customers or e.companies or e.others or e.suppliers or e.contacts:
        return
    if e.products and not e.quotes:  # "whos our contact there" after "lead time on celcon standard": H+H's people
        ids = [n.id for n in e.products]
        makers = select(Organisation).join(Product, Product.supplier_id == Organisation.id).where(Product.id.in_(ids))
        e.suppliers = [Named(org.id, org.name) for org in session.scalars(makers.distinct())]
        reading.sureness["suppliers"] = sure
        e.products = [] if e.suppliers else e.products
        return
    if not e.quotes:
        return
    ids = [n.id for n in e.quotes]
    for org in session.scalars(
        select(Organisation).join(Quote, Quote.customer_id == Organisation.id).where(Quote.id.in_(ids)).distinct()
    ):
        if slot := SLOTS.get(org.kind):
            getattr(e, slot).append(Named(org.id, org.name))
            reading.sureness[slot] = sure
    e.quotes = [] if (e.customers or e.companies or e.others) else e.quotes
