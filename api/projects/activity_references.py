"""A project an activity change holds the id of (a quote's project), named when the log is read
(api/records/service/activity_names.py). Installed by api.wiring.wire."""

from __future__ import annotations

from api.projects.models import Project
from api.records.service.activity_names import Reference, refer


def install() -> None:
    refer(Reference(Project, lambda project: project.name, "project"), "project_id")
