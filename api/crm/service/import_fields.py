"""What a CSV column can be imported into: the fields of each kind, their labels (also the export's headers, so
an export imports back), the header names that suggest them, and the check of a mapping the user chose."""

from __future__ import annotations

import json
from collections.abc import Collection, Sequence
from dataclasses import dataclass

from api.core import csvfile
from api.core.csvfile import ImportField
from api.core.errors import FieldErrors
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


def suggest(kind: ImportKind, columns: Sequence[str]) -> dict[str, str | None]:
    """Each column → the field its header names (by name, label or a common synonym), each field at most once."""
    return csvfile.suggest(fields_of(kind), columns)


def check_mapping(kind: ImportKind, raw: str, columns: Sequence[str]) -> dict[int, str]:
    """The user's mapping (a JSON object column → field or null) as column position → field, or a 422 naming
    `mapping` that lists every problem: unknown columns or fields, a field mapped twice, a required one left out,
    a rule the mapping breaks (an address column without the rest of the address)."""
    try:
        mapping = json.loads(raw)
    except ValueError:
        mapping = None
    if not isinstance(mapping, dict) or not all(isinstance(v, str | None) for v in mapping.values()):
        raise FieldErrors({"mapping": 'Send the mapping as a JSON object of column → field, e.g. {"Company": "name"}'})
    fields = {field.name: field for field in fields_of(kind)}
    position = {column: i for i, column in enumerate(columns)}
    problems: list[str] = []
    chosen: dict[str, list[str]] = {}
    result: dict[int, str] = {}
    for column, field_name in mapping.items():
        if not field_name:
            continue
        if column not in position:
            problems.append(f"The file has no column “{column}”")
        elif field_name not in fields:
            problems.append(f"“{field_name}” is not a field you can import into (column “{column}”)")
        else:
            chosen.setdefault(field_name, []).append(column)
            result[position[column]] = field_name
    for field_name, mapped in chosen.items():
        if len(mapped) > 1:
            problems.append(f"{fields[field_name].label} is mapped to more than one column ({', '.join(mapped)})")
    for field in fields.values():
        if field.required and field.name not in chosen:
            problems.append(f"Choose the column that holds {field.label}")
    problems += [rule.message for rule in rules_of(kind) if rule.broken_by(chosen)]
    if problems:
        raise FieldErrors({"mapping": "; ".join(problems)}, "The column mapping needs your attention.")
    return result
