"""Projects: construction jobs we want to supply, with their architects (others), suppliers and suggested products.
Notes and activity are the CRM's, keyed by subject type `project`."""

from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal
from enum import StrEnum

from sqlalchemy import CheckConstraint, Date, DateTime, ForeignKey, Index, Integer, Numeric, String, Text, text
from sqlalchemy.orm import Mapped, mapped_column

from api.db import Base, TimestampMixin, trigram_index, utcnow


class Stage(StrEnum):
    lead = "lead"
    tender = "tender"
    won = "won"
    lost = "lost"
    on_site = "on_site"
    complete = "complete"


# The board's columns left to right and the list's stage sort: the way work goes, then lost at the end.
STAGE_ORDER = (Stage.lead, Stage.tender, Stage.won, Stage.on_site, Stage.complete, Stage.lost)

STAGE_LABELS = {
    Stage.lead: "Lead",
    Stage.tender: "Tender",
    Stage.won: "Won",
    Stage.lost: "Lost",
    Stage.on_site: "On site",
    Stage.complete: "Complete",
}

SUBJECT = "project"


class Project(TimestampMixin, Base):
    __tablename__ = "projects"
    __table_args__ = (
        CheckConstraint(
            "stage IN ('lead', 'tender', 'won', 'lost', 'on_site', 'complete')",
            name="stage",
        ),
        CheckConstraint("end_date IS NULL OR start_date IS NULL OR end_date >= start_date", name="dates"),
        Index("uq_projects_reference", text("lower(reference)"), unique=True, postgresql_where=text("reference <> ''")),
        # The board reads each stage's column in its order.
        Index("ix_projects_stage_position", "stage", "position", "id"),
        trigram_index("ix_projects_search_trgm"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(200))
    reference: Mapped[str] = mapped_column(String(50), default="")
    glenigan_id: Mapped[str] = mapped_column(String(50), default="")
    stage: Mapped[str] = mapped_column(String(20), default=Stage.lead.value)
    # Order within the stage's board column: smaller first. Spaced out so a move rewrites one row.
    position: Mapped[int] = mapped_column(Integer, default=0)
    customer_id: Mapped[int | None] = mapped_column(ForeignKey("organisations.id"), index=True)
    site_address_id: Mapped[int | None] = mapped_column(ForeignKey("addresses.id", ondelete="SET NULL"))
    number_of_plots: Mapped[int | None] = mapped_column(Integer)
    estimated_value: Mapped[Decimal | None] = mapped_column(Numeric(14, 2))
    start_date: Mapped[date | None] = mapped_column(Date, index=True)
    end_date: Mapped[date | None] = mapped_column(Date)
    description: Mapped[str] = mapped_column(Text, default="")
    account_manager_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    created_by_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    # Lower-cased name, reference and Glenigan id.
    search_text: Mapped[str] = mapped_column(Text, default="")
    version: Mapped[int] = mapped_column(Integer, default=1)


class ProjectArchitect(Base):
    __tablename__ = "project_architects"

    project_id: Mapped[int] = mapped_column(ForeignKey("projects.id", ondelete="CASCADE"), primary_key=True)
    organisation_id: Mapped[int] = mapped_column(ForeignKey("organisations.id"), primary_key=True, index=True)
    added_by_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    added_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class ProjectSupplier(Base):
    __tablename__ = "project_suppliers"

    project_id: Mapped[int] = mapped_column(ForeignKey("projects.id", ondelete="CASCADE"), primary_key=True)
    organisation_id: Mapped[int] = mapped_column(ForeignKey("organisations.id"), primary_key=True, index=True)
    added_by_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    added_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class SuggestedProduct(Base):
    __tablename__ = "project_products"

    project_id: Mapped[int] = mapped_column(ForeignKey("projects.id", ondelete="CASCADE"), primary_key=True)
    product_id: Mapped[int] = mapped_column(ForeignKey("products.id", ondelete="CASCADE"), primary_key=True, index=True)
    quantity: Mapped[Decimal | None] = mapped_column(Numeric(12, 2))
    note: Mapped[str] = mapped_column(String(500), default="")
    added_by_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    added_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
