"""Buying services. Each module's functions take the session (they flush; the request commits) and are meant to be
called by other Buying work too (comparison, award, purchase orders):

- `quotes`: find a supplier quote, its versions and lines; status, locks, the optimistic lock, the public link.
- `header`: check a quote's party, contacts, project, site and customer quotes.
- `content`: a version's lines and charges as plain values: checked, written (with totals), read, compared.
- `creating`: requests for quotation (several suppliers, the same lines), quotes keyed in by staff, suggestions.
- `editing`: staff saves (a draft in place, else the next version), restoring a version, delete or withdraw.
- `reading`: a quote as staff read it, list items, history.  `listing`: lists and filters.
- `sending`: the request mail (preview and send).  `public`: the supplier's page (read, save, submit, decline).
- `comments`: with the supplier, and internal.  `chasing`: the daily reminder before the deadline, and expiry."""
