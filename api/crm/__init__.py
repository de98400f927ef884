"""CRM: organisations (customers, suppliers, others, companies), their contacts and addresses, with notes,
files, an activity log and stats."""
