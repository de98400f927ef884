"""What every entry point wires before it runs, in one place: the domains' background jobs, the listener that
re-indexes the records the assistant reads when they change, the token cache's clearing when a user or a token
changes, the records the activity log names by id, and the reader of the tasks linked to a record.

`create_app()`, the Celery worker (`api.worker`), the `brickmate` command and the tests call `wire()`; it is
idempotent. Nothing is wired by importing a models module."""

from __future__ import annotations

_wired = False


def wire() -> None:
    global _wired
    if _wired:
        return
    import api.models  # noqa: F401  (every table, so relationships named by string resolve in any process)
    from api.auth import service as _auth  # noqa: F401  (auth.prune)
    from api.auth import token_cache
    from api.buying.service import chasing as _buying  # noqa: F401  (buying.chase)
    from api.buying.service import cost_flags as buying_cost_flags
    from api.catalogue.service import imports as _price_lists  # noqa: F401  (the price-list import job)
    from api.crm import activity_references as crm_references
    from api.crm.service import imports as _crm_imports  # noqa: F401  (the CRM import jobs)
    from api.imports import service as _imports  # noqa: F401  (imports.run)
    from api.mail import service as _mail  # noqa: F401  (mail.deliver)
    from api.projects import activity_references as project_references
    from api.schedules.service import day as _schedules  # noqa: F401  (schedules.warn)
    from api.tasks.rules import listener as task_rules  # (tasks.rules.events, tasks.rules.pass)
    from api.tasks.service import linked as task_links
    from ingest import tasks as _index  # noqa: F401  (ingest.records, ingest.rebuild, ingest.nightly)
    from ingest import tracking

    token_cache.install()
    tracking.install()
    buying_cost_flags.install()
    crm_references.install()
    project_references.install()
    task_links.install()
    task_rules.install()
    _wired = True
