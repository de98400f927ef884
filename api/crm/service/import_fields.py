"""What a CSV column can be imported into: the fields of each kind, their labels (also the export's headers, so
an export imports back), the header names that suggest them, and the check of a mapping the user chose."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

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


@dataclass(frozen=True)
class MappingRule:
    """What a mapping needs beyond the required fields: `needs` mapped (all, or one of them with `any_of`),
    once any of `when_any` is mapped (always, when empty). The import screen states it before the dry run."""

    needs: tuple[str, ...]
    message: str
    when_any: tuple[str, ...] = ()
    any_of: bool = False

    def broken_by(self, chosen: Collection[str]) -> bool:
        if self.when_any and not any(name in chosen for name in self.when_any):
            return False
        mapped = [name in chosen for name in self.needs]
        return not any(mapped) if self.any_of else not all(mapped)


ORGANISATION_RULES = (
    # A row's address is saved only whole (AddressIn needs line 1, town and postcode).
    MappingRule(
        needs=("line1", "town", "postcode"),
        when_any=ADDRESS_FIELDS,
        message="Address line 1, Town and Postcode are needed when any address column is mapped",
    ),
)
CONTACT_RULES = (
    MappingRule(
        needs=ORGANISATION_REFS,
        any_of=True,
        message="Choose the column that holds the Organisation or the Organisation account number",
    ),
)


def fields_of(kind: ImportKind) -> tuple[ImportField, ...]:
    return CONTACT_FIELDS if kind is ImportKind.contacts else ORGANISATION_FIELDS


def rules_of(kind: ImportKind) -> tuple[MappingRule, ...]:
    return CONTACT_RULES if kind is ImportKind.contacts else ORGANISATION_RULES


def check_mapping(kind: ImportKind, raw: str, columns: Sequence[str]) -> dict[int, str]:
    """The user's mapping as column position → field (api/core/imports.py `check_mapping`), refused with every
    rule of the kind it breaks (a contact names its organisation; an address column needs the rest of the
    address)."""

    def broken_rules(chosen: set[str]) -> list[str]:
        return [rule.message for rule in rules_of(kind) if rule.broken_by(chosen)]

    return imports.check_mapping(fields_of(kind), raw, columns, broken_rules)
