"""Project rows → response shapes: pure mapping, no queries (the detail is read by
`api.projects.service.detail`)."""

from __future__ import annotations

from typing import Any

from api.crm import Address
from api.projects.models import Project
from api.projects.schemas import AddressRef, OrganisationRef, ProjectDetailOut, ProjectOut, SuggestedProductOut
from api.users.models import User


def _fields(project: Project, customer_name: str | None, manager: User | None, kind: str | None) -> dict[str, Any]:
    return {
        "project_id": project.id,
        "name": project.name,
        "reference": project.reference,
        "glenigan_id": project.glenigan_id,
        "stage": project.stage,
        "position": project.position,
        "customer_id": project.customer_id,
        "customer_name": customer_name,
        "customer_kind": kind,
        "site_address_id": project.site_address_id,
        "number_of_plots": project.number_of_plots,
        "estimated_value": project.estimated_value,
        "start_date": project.start_date,
        "end_date": project.end_date,
        "description": project.description,
        "account_manager_id": project.account_manager_id,
        "account_manager_name": manager.full_name if manager else None,
        "created_at": project.created_at,
        "updated_at": project.updated_at,
        "version": project.version,
    }


def project_out(row: Any) -> ProjectOut:
    """`row` is (Project, customer name, account manager, customer kind)."""
    return ProjectOut.model_validate(_fields(row[0], row[1], row[2], row[3]))


def _organisations(rows: list[Any]) -> list[OrganisationRef]:
    return [OrganisationRef(id=org.id, name=org.name, town=org.town, added_at=added) for org, added in rows]


def _address(address: Address | None) -> AddressRef | None:
    if address is None:
        return None
    return AddressRef(
        id=address.id, label=address.label, line1=address.line1, town=address.town, postcode=address.postcode
    )


def suggested_out(link: Any, product: Any, supplier_name: str) -> SuggestedProductOut:
    return SuggestedProductOut(
        product_id=product.id,
        code=product.code,
        name=product.name,
        supplier_name=supplier_name,
        list_price=product.list_price,
        selling_unit=product.selling_unit,
        quantity=link.quantity,
        note=link.note,
        added_at=link.added_at,
    )


def project_detail(
    row: Any,
    *,
    creator: User | None,
    site: Address | None,
    architects: list[Any],
    suppliers: list[Any],
    suggested: list[Any],
) -> ProjectDetailOut:
    """`row` is (Project, customer name, account manager, customer kind); `suggested` holds (link, (product,
    supplier name))."""
    project, customer_name, manager, kind = row
    return ProjectDetailOut.model_validate(
        {
            **_fields(project, customer_name, manager, kind),
            "site_address": _address(site),
            "architects": _organisations(architects),
            "suppliers": _organisations(suppliers),
            "suggested_products": [suggested_out(link, product, name) for link, (product, name) in suggested],
            "created_by_name": creator.full_name if creator else "",
        }
    )
