"""The rules of the task pad. What other packages may call (the event rules, the assistant):
`create_task`, `close_task`, `find_by_event`."""

from api.tasks.service.creating import close_task, create_task, find_by_event

__all__ = ["close_task", "create_task", "find_by_event"]
