"""What a CSV column can be imported into: the fields of each kind, their labels (also the export's headers, so
an export imports back), the header names that suggest them, and the check of a mapping the user chose."""

from __future__ import annotations

from collections.abc import Sequence

from api.core import csvfile, imports
from api.core.csvfile import ImportField
from api.crm.models import Kind
from api.crm.schemas.transfer import ImportKind

_field = csvfile.field


ORGANISATION_FIELDS = (
    _field(
        "name",
        "Name",
        "company, company name, customer, customer name, supplier, supplier name, organisation, organisation name, "
        "organization, organization name, business, business name, account name, trading name",
        required=True,
    ),
    _field(
        "account_number",
        "Account number",
        "account, account no, acc no, acct no, acc number, acct number, account code, account ref, account reference, "
        "customer number, customer no, customer code, customer account, supplier number, supplier no, "
        "supplier code, supplier account",
    ),
    _field("category", "Category", "type, sector, industry, customer type, supplier type"),
    _field("email", "Email", "e-mail, email address, e-mail address, mail"),
    _field(
        "phone",
        "Phone",
        "tel, tel no, telephone, telephone number, telephone no, phone number, phone no, landline, main phone, "
        "office phone",
    ),
    _field("website", "Website", "web, web site, web address, url, www, homepage"),
    _field("vat_number", "VAT number", "vat, vat no, vat reg, vat reg no, vat registration number"),
    _field("description", "Description", "notes, note, comments, comment, about"),
    _field("line1", "Address line 1", "address, address 1, addr 1, line 1, street, street address, building"),
    _field("line2", "Address line 2", "address 2, addr 2, line 2, locality"),
    _field("town", "Town", "city, town/city, post town"),
    _field("county", "County", "region"),
    _field("postcode", "Postcode", "post code, postal code, zip, zip code"),
)

CONTACT_FIELDS = (
    _field("first_name", "First name", "forename, forenames, given name, first", required=True),
    _field("last_name", "Last name", "surname, family name, last"),
    _field("job_title", "Job title", "position, role, job, job role"),
    _field("email", "Email", "e-mail, email address, e-mail address, mail"),
    _field(
        "phone",
        "Phone",
        "tel, tel no, telephone, telephone number, phone number, work phone, direct line, direct dial, ddi, "
        "office phone",
    ),
    _field("mobile", "Mobile", "mobile phone, mobile number, mobile no, mob, cell, cell phone"),
    _field(
        "organisation",
        "Organisation",
        "organisation name, organization, organization name, company, company name, customer, customer name, "
        "supplier, supplier name, employer, account name",
    ),
    _field(
        "organisation_account_number",
        "Organisation account number",
        "account number, account no, acc no, acct no, account, account code, company account number, "
        "customer account number, supplier account number",
    ),
)

ORGANISATION_KINDS = {
    ImportKind.customers: Kind.customer,
    ImportKind.suppliers: Kind.supplier,
    ImportKind.others: Kind.other,
}
# Of the contact fields, one of these names the organisation (a contact always belongs to one).
ORGANISATION_REFS = ("organisation_account_number", "organisation")
ADDRESS_FIELDS = ("line1", "line2", "town", "county", "postcode")


def fields_of(kind: ImportKind) -> tuple[ImportField, ...]:
    return CONTACT_FIELDS if kind is ImportKind.contacts else ORGANISATION_FIELDS


def check_mapping(kind: ImportKind, raw: str, columns: Sequence[str]) -> dict[int, str]:
    """The user's mapping as column position → field (api/core/imports.py `check_mapping`); a contact's also has
    to name its organisation."""

    def organisation_named(chosen: set[str]) -> list[str]:
        if kind is ImportKind.contacts and not any(ref in chosen for ref in ORGANISATION_REFS):
            return ["Choose the column that holds the Organisation or the Organisation account number"]
        return []

    return imports.check_mapping(fields_of(kind), raw, columns, organisation_named)
