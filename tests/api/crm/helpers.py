"""The four organisation kinds' own paths and id names (the spec gives each its own), and shared assertions."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest
from fastapi.testclient import TestClient
from httpx import Response
from sqlalchemy import select
from sqlalchemy.orm import Session

from api.crm import Kind
from api.records.models import Activity

Headers = dict[str, str]


@dataclass(frozen=True)
class KindApi:
    kind: Kind
    base: str
    id_field: str
    one_path: str = "/{id}"
    update_path: str = "/update/"

    def url(self, path: str) -> str:
        return f"{self.base}{path}"

    def list(self, client: TestClient, headers: Headers, page: int = 1, **params: Any) -> Response:
        if self.kind is Kind.company:
            return client.get(self.base, params={"page": page, **params}, headers=headers)
        return client.get(f"{self.base}/all/{page}", params=params, headers=headers)

    def get(self, client: TestClient, headers: Headers, org_id: int) -> Response:
        return client.get(self.base + self.one_path.format(id=org_id), headers=headers)

    def wrap(self, body: dict[str, Any]) -> dict[str, Any]:
        return {"company": body} if self.kind is Kind.company else body

    def add(self, client: TestClient, headers: Headers, body: dict[str, Any]) -> Response:
        return client.post(self.url("/add"), json=self.wrap(body), headers=headers)

    def update(self, client: TestClient, headers: Headers, org_id: int, body: dict[str, Any]) -> Response:
        return client.post(self.url(self.update_path), json=self.wrap({self.id_field: org_id, **body}), headers=headers)

    def archive(
        self, client: TestClient, headers: Headers, org_id: int, archived: bool = True, **extra: Any
    ) -> Response:
        body = {self.id_field: org_id, "archived": archived, **extra}
        return client.put(self.url("/archive"), json=body, headers=headers)

    def delete(self, client: TestClient, headers: Headers, org_id: int) -> Response:
        if self.kind is Kind.customer:
            return client.delete(self.url("/delete"), params={"customer_id": org_id}, headers=headers)
        return client.delete(self.url(f"/delete/{org_id}"), headers=headers)

    def delete_file(self, client: TestClient, headers: Headers, file_id: int) -> Response:
        if self.kind is Kind.customer:
            return client.delete(self.url("/file"), params={"customer_repo_links_id": file_id}, headers=headers)
        return client.delete(self.url(f"/file/{file_id}"), headers=headers)


CUSTOMERS = KindApi(Kind.customer, "/api/customers", "customer_id")
SUPPLIERS = KindApi(Kind.supplier, "/api/suppliers", "supplier_id", one_path="/single/{id}", update_path="/update")
OTHERS = KindApi(Kind.other, "/api/others", "otherId")
COMPANIES = KindApi(Kind.company, "/api/companys", "company_id")
APIS = [CUSTOMERS, SUPPLIERS, OTHERS, COMPANIES]
every_kind = pytest.mark.parametrize("api", APIS, ids=[a.kind.value for a in APIS])


def other_kind(api: KindApi) -> Kind:
    """A kind that is not `api`'s: its records must be invisible through `api`'s paths."""
    return Kind.supplier if api.kind is not Kind.supplier else Kind.customer


def errors(response: Response) -> list[dict[str, str]]:
    assert response.status_code == 422, response.text
    result: list[dict[str, str]] = response.json()["errors"]
    return result


def activity_of(db: Session, subject_type: str, subject_id: int) -> list[Activity]:
    """The record's activity rows, oldest first."""
    db.expire_all()
    return list(
        db.scalars(
            select(Activity)
            .where(Activity.subject_type == subject_type, Activity.subject_id == subject_id)
            .order_by(Activity.created_at, Activity.id)
        ).all()
    )


def actions(db: Session, subject_type: str, subject_id: int) -> list[str]:
    return [row.action for row in activity_of(db, subject_type, subject_id)]
