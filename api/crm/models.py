"""CRM tables. Every organisation kind lives in one table, so a company converted into a customer keeps its
contacts, addresses, notes, files and activity (those live in `api.records`, keyed by (subject_type, subject_id))."""

from __future__ import annotations

from datetime import datetime
from enum import StrEnum

from sqlalchemy import (
    Boolean,
    CheckConstraint,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    String,
    Text,
    text,
)
from sqlalchemy.orm import Mapped, mapped_column

from api.db import Base, TimestampMixin, trigram_index


class Kind(StrEnum):
    customer = "customer"
    supplier = "supplier"
    other = "other"
    company = "company"


class AddressType(StrEnum):
    head_office = "head_office"
    invoice = "invoice"
    depot = "depot"
    site = "site"


class Subject(StrEnum):
    """What a note, file or activity row is about."""

    organisation = "organisation"
    contact = "contact"
    address = "address"


# Organisation list sorts with their own index besides the name (category and email sort without one).
ORG_SORTS = ("account_number", "town", "postcode", "created_at", "updated_at")


# Kinds whose searches have a trigram index of their own (migration 0019): a kind far from all the rows, whose
# matches the index of every kind would find among every kind's. Customers, most of the rows, search that one.
TRIGRAM_KINDS = ("supplier", "other", "company")


class Organisation(TimestampMixin, Base):
    __tablename__ = "organisations"
    __table_args__ = (
        CheckConstraint("kind IN ('customer', 'supplier', 'other', 'company')", name="kind"),
        # A page of the list is read in sort order instead of sorting every row. The name index (the default sort)
        # also answers the count, an index-only scan once it holds the account manager the count's join refers to.
        Index(
            "ix_organisations_kind_archived_name",
            "kind",
            "archived",
            text("lower(name)"),
            "id",
            postgresql_include=["account_manager_id"],
        ),
        *(Index(f"ix_organisations_kind_archived_{column}", "kind", "archived", column, "id") for column in ORG_SORTS),
        Index(
            "uq_organisations_kind_account_number",
            "kind",
            text("lower(account_number)"),
            unique=True,
            postgresql_where=text("account_number IS NOT NULL"),
        ),
        trigram_index("ix_organisations_search_trgm"),
        *(trigram_index(f"ix_organisations_search_trgm_{kind}", where=f"kind = '{kind}'") for kind in TRIGRAM_KINDS),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    kind: Mapped[str] = mapped_column(String(20))
    name: Mapped[str] = mapped_column(String(200))
    account_number: Mapped[str | None] = mapped_column(String(50))
    category: Mapped[str] = mapped_column(String(100), default="")
    email: Mapped[str] = mapped_column(String(254), default="")
    phone: Mapped[str] = mapped_column(String(30), default="")
    website: Mapped[str] = mapped_column(String(300), default="")
    vat_number: Mapped[str] = mapped_column(String(30), default="")
    description: Mapped[str] = mapped_column(Text, default="")
    account_manager_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"), index=True)
    archived: Mapped[bool] = mapped_column(Boolean, default=False)
    archived_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    created_by_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    # Town and postcode of the main address (head office, else the first), kept by the service for lists.
    town: Mapped[str] = mapped_column(String(100), default="")
    postcode: Mapped[str] = mapped_column(String(10), default="")
    # Lower-cased name, account number, email, phone and its addresses' postcodes and towns: one trigram index.
    search_text: Mapped[str] = mapped_column(Text, default="")
    version: Mapped[int] = mapped_column(Integer, default=1)


class Contact(TimestampMixin, Base):
    __tablename__ = "contacts"
    __table_args__ = (
        Index(
            "uq_contacts_organisation_email",
            "organisation_id",
            text("lower(email)"),
            unique=True,
            postgresql_where=text("email <> ''"),
        ),
        # An organisation's contacts; it also answers the count of the contacts list (an index-only scan).
        Index("ix_contacts_organisation_id_archived", "organisation_id", "archived"),
        # The list's sorts (last name, the default; first name; email), in `ORDER BY key, id` order.
        Index("ix_contacts_archived_last_name", "archived", text("lower(last_name)"), "id"),
        Index("ix_contacts_archived_first_name", "archived", text("lower(first_name)"), "id"),
        Index("ix_contacts_archived_email", "archived", "email", "id"),
        Index("ix_contacts_email_prefix", text("lower(email) text_pattern_ops")),
        Index("ix_contacts_first_name_prefix", text("lower(first_name) text_pattern_ops")),
        Index("ix_contacts_last_name_prefix", text("lower(last_name) text_pattern_ops")),
        trigram_index("ix_contacts_search_trgm"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    organisation_id: Mapped[int] = mapped_column(ForeignKey("organisations.id"))
    first_name: Mapped[str] = mapped_column(String(100))
    last_name: Mapped[str] = mapped_column(String(100), default="")
    job_title: Mapped[str] = mapped_column(String(100), default="")
    email: Mapped[str] = mapped_column(String(254), default="")
    phone: Mapped[str] = mapped_column(String(30), default="")
    mobile: Mapped[str] = mapped_column(String(30), default="")
    archived: Mapped[bool] = mapped_column(Boolean, default=False)
    archived_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    created_by_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    search_text: Mapped[str] = mapped_column(Text, default="")
    version: Mapped[int] = mapped_column(Integer, default=1)


class Address(TimestampMixin, Base):
    __tablename__ = "addresses"
    __table_args__ = (
        CheckConstraint("address_type IN ('head_office', 'invoice', 'depot', 'site')", name="address_type"),
        # The list's default sort (postcode), with and without a type; they cover the count too.
        Index(
            "ix_addresses_type_archived_postcode",
            "address_type",
            "archived",
            "postcode",
            "id",
            postgresql_include=["organisation_id"],
        ),
        Index("ix_addresses_archived_postcode", "archived", "postcode", "id", postgresql_include=["organisation_id"]),
        trigram_index("ix_addresses_search_trgm"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    organisation_id: Mapped[int] = mapped_column(ForeignKey("organisations.id"), index=True)
    address_type: Mapped[str] = mapped_column(String(20))
    label: Mapped[str] = mapped_column(String(200), default="")
    line1: Mapped[str] = mapped_column(String(200))
    line2: Mapped[str] = mapped_column(String(200), default="")
    town: Mapped[str] = mapped_column(String(100))
    county: Mapped[str] = mapped_column(String(100), default="")
    postcode: Mapped[str] = mapped_column(String(10))
    country: Mapped[str] = mapped_column(String(100), default="United Kingdom")
    delivery_notes: Mapped[str] = mapped_column(Text, default="")
    archived: Mapped[bool] = mapped_column(Boolean, default=False)
    archived_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    created_by_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    search_text: Mapped[str] = mapped_column(Text, default="")
    version: Mapped[int] = mapped_column(Integer, default=1)
