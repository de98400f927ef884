"""One fact of a named record (Understanding.attribute): an organisation's account number, address or account
manager; a project's architects or site address; a product's pallet or pack quantity, weight, lead time, or cost
beside its list price and the margin; a quote's total ex VAT beside the VAT and the total inc VAT; why a quote was
rejected; what is on a quote (assistant.lookups.quote_lines). Phone, email and role are the contacts' look-up's
(assistant.lookups.contacts)."""

from __future__ import annotations

from datetime import date

from sqlalchemy.orm import Session

from assistant.lookups import contacts, project_suppliers, records, sites
from assistant.lookups.fact_common import A, named_organisations, named_projects, result
from assistant.lookups.fact_parties import (
    account_manager,
    account_number,
    addresses,
    architects,
    parties_jobs,
    site,
)
from assistant.lookups.fact_products import PRODUCT_FACTS, product_facts
from assistant.lookups.fact_quotes import quote_facts
from assistant.lookups.types import LookupResult, not_found
from assistant.understanding.types import Understanding


def record_fact(session: Session, understanding: Understanding, today: date) -> LookupResult:
    attribute, e = understanding.attribute, understanding.entities
    if attribute is None:
        return records.record_summary(session, understanding, today)
    if attribute in (A.phone, A.email, A.role):
        return contacts.contact_details(session, understanding, today)
    if attribute in PRODUCT_FACTS and e.products:
        return product_facts(session, understanding, today)
    if attribute in (A.ex_vat_total, A.rejection_reason, A.quote_lines):
        found = quote_facts(session, understanding, today)
        return found or not_found("I couldn't tell which quote you mean: give its number.")
    if attribute == A.account_manager:
        return account_manager(session, understanding)
    if attribute == A.site_access:
        return sites.site_access(session, understanding, today)
    if attribute == A.project_suppliers:
        return project_suppliers.project_suppliers(session, understanding, today)
    projects = named_projects(session, understanding)
    if attribute == A.architects:
        if not projects and (orgs := named_organisations(session, understanding)):
            if jobs := parties_jobs(session, orgs):  # "the architect for the harrogate job": the customer's jobs'
                return result(understanding, *architects(session, jobs))
            return result(understanding, *records.designed(session, orgs))  # an architect's own projects
        if not projects:
            return not_found("I couldn't tell which project you mean.")
        return result(understanding, *architects(session, projects))
    if attribute == A.address and projects and not named_organisations(session, understanding):
        return result(understanding, *site(session, projects))
    orgs = named_organisations(session, understanding)
    if not orgs:
        return not_found("I couldn't tell which record you mean.")
    if attribute == A.account_number:
        return result(understanding, *account_number(orgs))
    if attribute == A.address:
        return result(understanding, *addresses(session, orgs))
    return records.record_summary(session, understanding, today)
