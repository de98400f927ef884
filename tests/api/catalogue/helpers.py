"""Shared request bodies, calls and database reads of the product API tests."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient
from httpx import Response
from sqlalchemy import or_, select
from sqlalchemy.orm import Session

from api.catalogue.models import Equivalent, PriceChange, Product

Headers = dict[str, str]
BASE = "/api/products"


def new_product(supplier_id: int, **changes: Any) -> dict[str, Any]:
    """A complete, valid `POST /products/add` body; `changes` override fields (None removes one)."""
    body: dict[str, Any] = {
        "code": "IBS-TRD-RED",
        "name": "Ibstock Tradesman Red Multi",
        "supplier_id": supplier_id,
        "manufacturer_ref": "TRM65",
        "category": "facing_brick",
        "colour": "Red",
        "texture": "Sandfaced",
        "length_mm": 215,
        "width_mm": 102,
        "height_mm": 65,
        "selling_unit": "per_1000",
        "units_per_pack": 500,
        "units_per_pallet": 500,
        "weight_kg": "2.650",
        "cost_price": "412.00",
        "list_price": "536.50",
        "price_valid_until": "2030-03-31",
        "lead_time_days": 10,
        "status": "active",
        "description": "Stock facing brick for housebuilders.",
        "specification": "BS EN 771-1; F2,S2",
        "equivalent_ids": [],
    } | changes
    return {k: v for k, v in body.items() if v is not None}


def edit_of(detail: dict[str, Any], **changes: Any) -> dict[str, Any]:
    """The `PUT /products/update/{id}` body that saves `detail` (a product as answered) with `changes`."""
    fields = {k: v for k, v in new_product(detail["supplier_id"]).items() if k != "equivalent_ids"}
    body = {k: detail[k] for k in fields if k in detail}
    body["equivalent_ids"] = [e["product_id"] for e in detail.get("equivalents", [])]
    body["version"] = detail["version"]
    return {k: v for k, v in (body | changes).items() if v is not None}


def add(client: TestClient, headers: Headers, body: dict[str, Any]) -> Response:
    response: Response = client.post(f"{BASE}/add", json=body, headers=headers)
    return response


def get(client: TestClient, headers: Headers, product_id: int) -> Response:
    response: Response = client.get(f"{BASE}/{product_id}", headers=headers)
    return response


def update(client: TestClient, headers: Headers, product_id: int, body: dict[str, Any]) -> Response:
    response: Response = client.put(f"{BASE}/update/{product_id}", json=body, headers=headers)
    return response


def query(client: TestClient, headers: Headers, **body: Any) -> Response:
    response: Response = client.post(f"{BASE}/query", json=body, headers=headers)
    return response


def ok(response: Response, status: int = 200) -> Any:
    assert response.status_code == status, response.text
    return response.json()


def errors(response: Response) -> list[dict[str, str]]:
    assert response.status_code == 422, response.text
    result: list[dict[str, str]] = response.json()["errors"]
    return result


def codes(response: Response) -> list[str]:
    """The codes of a page of products, in the order answered."""
    return [item["code"] for item in ok(response)["items"]]


def fetch(db: Session, product_id: int) -> Product | None:
    db.expire_all()
    return db.get(Product, product_id)


def history_of(db: Session, product_id: int) -> list[PriceChange]:
    """The product's price changes, oldest first."""
    db.expire_all()
    return list(
        db.scalars(select(PriceChange).where(PriceChange.product_id == product_id).order_by(PriceChange.id)).all()
    )


def pairs_of(db: Session, product_id: int) -> set[tuple[int, int]]:
    """Every equivalence row the product is on either side of, as (product_id, equivalent_id)."""
    db.expire_all()
    rows = db.scalars(
        select(Equivalent).where(or_(Equivalent.product_id == product_id, Equivalent.equivalent_id == product_id))
    )
    return {(row.product_id, row.equivalent_id) for row in rows}
