"""Rows to response dicts. Supplier-facing pieces (lines, charges, totals) are shared by the staff and public
shapes; the staff-only fields are added by `staff_line`."""

from __future__ import annotations

from typing import Any

from api.buying import totals
from api.buying.models import SupplierQuoteLine, SupplierQuoteVersion
from api.buying.service.content import ANSWER_FIELDS, CHARGE_FIELDS

# What the supplier sees of a line: what was asked (less the customer quote it came from) and their answer.
SUPPLIER_LINE_FIELDS = ("product_id", "code", "description", "quantity", "unit", *ANSWER_FIELDS)
STAFF_LINE_FIELDS = ("customer_quote_id", "customer_line_position", "awarded", "award_reason")


def supplier_line(line: SupplierQuoteLine, figures: totals.LineFigures) -> dict[str, Any]:
    return {
        "line_id": line.id,
        "position": line.position,
        **{f: getattr(line, f) for f in SUPPLIER_LINE_FIELDS},
        "line_total": figures.total,
        "landed_unit_price": figures.landed_unit_price,
        "charge_share": figures.charge_share,
        "below_minimum": figures.below_minimum,
    }


def staff_line(line: SupplierQuoteLine, figures: totals.LineFigures) -> dict[str, Any]:
    return {**supplier_line(line, figures), **{f: getattr(line, f) for f in STAFF_LINE_FIELDS}}


def charges_out(version: SupplierQuoteVersion) -> dict[str, Any]:
    return {f: getattr(version, f) for f in CHARGE_FIELDS}


def totals_out(result: totals.Totals) -> dict[str, Any]:
    charges = result.charges
    return {
        "goods": result.goods,
        "haulage": charges.haulage,
        "part_load": charges.part_load,
        "offload": charges.offload,
        "pallets": charges.pallets,
        "charges": charges.total,
        "total": result.total,
        "pallet_refund": charges.pallet_refund,
        "priced_lines": result.priced_lines,
        "unpriced_lines": result.unpriced_lines,
        "cannot_quote_lines": result.cannot_quote_lines,
    }


def version_out(version: SupplierQuoteVersion) -> dict[str, Any]:
    return {
        f: getattr(version, f)
        for f in (
            "version",
            "status",
            "valid_until",
            "supplier_notes",
            "sent_at",
            "submitted_at",
            "submitted_by",
            "created_at",
            "updated_at",
        )
    }
