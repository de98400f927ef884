"""Catalogue tables: products (modelled for bricks and heavy materials), their price history and equivalents.

Money is `NUMERIC(12, 2)`: pounds and pence, exact. A product belongs to one supplier and its code is unique
within that supplier (the key a supplier's price list is matched on)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from datetime import date, datetime
from decimal import Decimal
from enum import StrEnum
from typing import TypeVar

from sqlalchemy import (
    CheckConstraint,
    Computed,
    Date,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    Numeric,
    String,
    Text,
    text,
)
from sqlalchemy.orm import Mapped, mapped_column

from api.db import Base, TimestampMixin, trigram_index, utcnow


class Category(StrEnum):
    facing_brick = "facing_brick"
    engineering_brick = "engineering_brick"
    common = "common"
    block = "block"
    paver = "paver"
    mortar = "mortar"
    lintel = "lintel"
    roof_tile = "roof_tile"
    other = "other"


CATEGORY_LABELS = {
    Category.facing_brick: "Facing brick",
    Category.engineering_brick: "Engineering brick",
    Category.common: "Common brick",
    Category.block: "Block",
    Category.paver: "Paver",
    Category.mortar: "Mortar",
    Category.lintel: "Lintel",
    Category.roof_tile: "Roof tile",
    Category.other: "Other",
}


class SellingUnit(StrEnum):
    per_1000 = "per_1000"
    each = "each"
    m2 = "m2"
    tonne = "tonne"
    pack = "pack"
    pallet = "pallet"


UNIT_LABELS = {
    SellingUnit.per_1000: "per 1,000",
    SellingUnit.each: "each",
    SellingUnit.m2: "per m²",
    SellingUnit.tonne: "per tonne",
    SellingUnit.pack: "per pack",
    SellingUnit.pallet: "per pallet",
}


# What a quote or order line's quantity counts, by the unit its price is in (singular, plural): a price per 1,000 is
# for bricks, which are counted one by one ("48,000 bricks at £698.50 per 1,000"); a price each needs no word.
QUANTITY_UNITS = {
    SellingUnit.per_1000: ("brick", "bricks"),
    SellingUnit.each: ("", ""),
    SellingUnit.m2: ("m²", "m²"),
    SellingUnit.tonne: ("tonne", "tonnes"),
    SellingUnit.pack: ("pack", "packs"),
    SellingUnit.pallet: ("pallet", "pallets"),
}


def quantity_text(quantity: Decimal, unit: str) -> str:
    """A line's quantity with what it counts, as every screen, document and answer writes it: `48,000 bricks`,
    `2.5 tonnes`, `1 pack`, `12 m²`, `600` (each)."""
    number = f"{quantity.normalize():,f}"
    try:
        one, many = QUANTITY_UNITS[SellingUnit(unit)]
    except ValueError:
        return number
    word = one if quantity == 1 else many
    return f"{number} {word}" if word else number


class Status(StrEnum):
    active = "active"
    discontinued = "discontinued"


E = TypeVar("E", bound=StrEnum)
STATUS_LABELS = {Status.active: "Active", Status.discontinued: "Discontinued"}


def label_key(text: str) -> str:
    """How a value written in a file is compared: `per 1,000` → `1000`, `M²` → `m2`, `Facing brick` →
    `facingbrick`."""
    key = re.sub(r"[^a-z0-9]", "", text.lower().replace("²", "2"))
    return key[3:] if key.startswith("per") and len(key) > 3 else key


def _by_label(labels: Mapping[E, str], other_words: Mapping[E, str]) -> dict[str, str]:
    table: dict[str, str] = {}
    for member, label in labels.items():
        for word in (member.value, label, *other_words.get(member, "").split(",")):
            if word.strip():
                table.setdefault(label_key(word), member.value)
    return table


# A value as a price list or an export may write it (its value, its label or a common word for it) → the value.
CATEGORY_BY_LABEL = _by_label(
    CATEGORY_LABELS,
    {
        Category.facing_brick: "facing, facings, face brick",
        Category.engineering_brick: "engineering, engineering brick class b, class b brick",
        Category.common: "commons",
        Category.block: "concrete block, aircrete block",
        Category.paver: "paving, block paver, paviour, clay paver",
        Category.lintel: "steel lintel, concrete lintel",
        Category.roof_tile: "tile, roofing tile",
    },
)
UNIT_BY_LABEL = _by_label(
    UNIT_LABELS,
    {
        SellingUnit.per_1000: "thousand, per thousand, 1k, k, per k",
        SellingUnit.each: "ea, nr, no, item, per item, unit, per unit",
        SellingUnit.m2: "sqm, sq m, square metre, square meter",
        SellingUnit.tonne: "t, ton",
        SellingUnit.pack: "pk",
        SellingUnit.pallet: "plt",
    },
)
STATUS_BY_LABEL = _by_label(STATUS_LABELS, {Status.active: "current, live", Status.discontinued: "disc, obsolete"})


def value_of(table: Mapping[str, str], text: str) -> str | None:
    """The value `text` names in a `*_BY_LABEL` table (a plural `Pavers` as `Paver`), or None."""
    key = label_key(text)
    return table.get(key) or (table.get(key[:-1]) if key.endswith("s") else None)


MONEY = Numeric(12, 2)


def _in(column: str, values: type[StrEnum]) -> CheckConstraint:
    allowed = ", ".join(f"'{v.value}'" for v in values)
    return CheckConstraint(f"{column} IN ({allowed})", name=column)


# The list's sorts besides the name (the default); each has its own index in `ORDER BY key, id` order.
PRODUCT_SORTS = ("code", "list_price", "cost_price", "lead_time_days", "updated_at")


class Product(TimestampMixin, Base):
    __tablename__ = "products"
    __table_args__ = (
        _in("category", Category),
        _in("selling_unit", SellingUnit),
        _in("status", Status),
        CheckConstraint("cost_price >= 0 AND list_price >= 0", name="prices"),
        Index("uq_products_supplier_code", "supplier_id", text("lower(code)"), unique=True),
        # The default order; it holds the search text and the supplier too, so a walk along it checks the words
        # without reading the table. (The migration also keeps statistics on lower(colour), the colour filter.)
        # A short word's names starting with it are a range of it too (the database compares text by code point).
        Index("ix_products_name", "name_key", "id", postgresql_include=["search_text", "supplier_id"]),
        # A walk of the list filtered by one supplier or category keeps to its part of these: the supplier's or the
        # category's rows lie scattered along the name's and the price's own indexes (engineering bricks' prices come
        # after half the catalogue's: a walk along the price's index read 535,000 rows for a page without this one).
        Index("ix_products_supplier_id_name", "supplier_id", "name_key", "id"),
        Index("ix_products_category_name", "category", "name_key", "id"),
        Index("ix_products_category_list_price", "category", "list_price", "id"),
        *(Index(f"ix_products_{column}", column, "id") for column in PRODUCT_SORTS),
        Index("ix_products_code_prefix", text("lower(code) text_pattern_ops")),
        trigram_index("ix_products_search_trgm"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    code: Mapped[str] = mapped_column(String(50))
    name: Mapped[str] = mapped_column(String(200))
    # lower(name), kept by the database: the list's default sort and its indexes, read rather than computed per row
    name_key: Mapped[str] = mapped_column(Text, Computed("lower((name)::text)", persisted=True))
    supplier_id: Mapped[int] = mapped_column(ForeignKey("organisations.id"))
    manufacturer_ref: Mapped[str] = mapped_column(String(100), default="")
    category: Mapped[str] = mapped_column(String(30))
    colour: Mapped[str] = mapped_column(String(60), default="")
    texture: Mapped[str] = mapped_column(String(60), default="")
    length_mm: Mapped[int | None] = mapped_column(Integer)
    width_mm: Mapped[int | None] = mapped_column(Integer)
    height_mm: Mapped[int | None] = mapped_column(Integer)
    selling_unit: Mapped[str] = mapped_column(String(20))
    units_per_pack: Mapped[int | None] = mapped_column(Integer)
    units_per_pallet: Mapped[int | None] = mapped_column(Integer)
    weight_kg: Mapped[Decimal | None] = mapped_column(Numeric(10, 3))
    cost_price: Mapped[Decimal] = mapped_column(MONEY, default=Decimal("0.00"))
    list_price: Mapped[Decimal] = mapped_column(MONEY, default=Decimal("0.00"))
    price_valid_until: Mapped[date | None] = mapped_column(Date)
    lead_time_days: Mapped[int | None] = mapped_column(Integer)
    status: Mapped[str] = mapped_column(String(20), default=Status.active.value)
    description: Mapped[str] = mapped_column(Text, default="")
    specification: Mapped[str] = mapped_column(Text, default="")
    created_by_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    # Lower-cased code, name, manufacturer's reference, colour, texture and category: one trigram index.
    # The supplier's name is searched through the supplier's own index, so a rename needs no rewrite here.
    search_text: Mapped[str] = mapped_column(Text, default="")
    version: Mapped[int] = mapped_column(Integer, default=1)


class PriceChange(Base):
    """One change of a product's cost or list price: who, when, from what to what, and how (edit or import)."""

    __tablename__ = "product_price_history"
    __table_args__ = (Index("ix_product_price_history_product", "product_id", "changed_at"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    product_id: Mapped[int] = mapped_column(ForeignKey("products.id", ondelete="CASCADE"))
    changed_by_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    changed_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    source: Mapped[str] = mapped_column(String(20), default="edit")
    old_cost_price: Mapped[Decimal | None] = mapped_column(MONEY)
    new_cost_price: Mapped[Decimal] = mapped_column(MONEY)
    old_list_price: Mapped[Decimal | None] = mapped_column(MONEY)
    new_list_price: Mapped[Decimal] = mapped_column(MONEY)


class Equivalent(Base):
    """`equivalent_id` can stand in for `product_id`. Kept in both directions, so either side lists the other."""

    __tablename__ = "product_equivalents"
    __table_args__ = (CheckConstraint("product_id <> equivalent_id", name="not_itself"),)

    product_id: Mapped[int] = mapped_column(ForeignKey("products.id", ondelete="CASCADE"), primary_key=True)
    equivalent_id: Mapped[int] = mapped_column(
        ForeignKey("products.id", ondelete="CASCADE"), primary_key=True, index=True
    )
