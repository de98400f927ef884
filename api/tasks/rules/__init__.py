"""Tasks raised by what happens in the business: each rule finds, in one set-based query, the records whose event
or date calls for a task ("quote accepted → Raise the purchase orders"), raises one task per event (its
`event_key`; never two, however often the rule runs) and closes it, with a note, once its condition clears.

Event rules run from the job queue just after the commit that changed the record (`listener.py`), date rules from
the beat schedule (`jobs.py`); admins turn each rule on or off and set its assignee and due offset (`settings.py`).
"""
