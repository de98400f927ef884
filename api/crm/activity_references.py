"""The CRM records an activity change may hold the id of (a customer, a site address, contacts), named when the log
is read (api/records/service/activity_names.py). Installed by api.wiring.wire."""

from __future__ import annotations

from api.crm.models import Address, Contact, Organisation
from api.records.service.activity_names import Reference, refer


def _address(address: Address) -> str:
    return ", ".join(p for p in (address.label, address.line1, address.town, address.postcode) if p)


def _contact(contact: Contact) -> str:
    return f"{contact.first_name} {contact.last_name}".strip()


def install() -> None:
    organisation = Reference(Organisation, lambda org: org.name, "organisation")
    refer(organisation, "customer_id", "organisation_id", "supplier_id", "architect_id")
    refer(Reference(Address, _address, "address"), "site_address_id", "delivery_address_id")
    refer(Reference(Contact, _contact, "contact"), "contact_id", "contacts")
