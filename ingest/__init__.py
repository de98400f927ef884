"""Background work: the Celery app and its tasks (mail relay now; document embedding later)."""
