"""CRM: organisations (customers, suppliers, others, companies), their contacts and addresses, with notes,
files, an activity log and stats.

Other domains use the CRM's records through this package (`from api.crm import Organisation, Kind`), never
through its modules."""

from api.crm.models import Address, AddressType, Contact, Kind, Organisation, Subject

__all__ = ["Address", "AddressType", "Contact", "Kind", "Organisation", "Subject"]
