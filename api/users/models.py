from __future__ import annotations

from datetime import datetime
from enum import StrEnum

from sqlalchemy import Boolean, CheckConstraint, DateTime, Index, Integer, String, text
from sqlalchemy.orm import Mapped, mapped_column

from api.db import Base, TimestampMixin


class Role(StrEnum):
    admin = "admin"
    manager = "manager"
    staff = "staff"


class User(TimestampMixin, Base):
    __tablename__ = "users"
    __table_args__ = (
        Index("uq_users_email_lower", text("lower(email)"), unique=True),
        CheckConstraint("role IN ('admin', 'manager', 'staff')", name="role"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    first_name: Mapped[str] = mapped_column(String(100))
    last_name: Mapped[str] = mapped_column(String(100))
    email: Mapped[str] = mapped_column(String(254))
    phone: Mapped[str] = mapped_column(String(30), default="")
    role: Mapped[str] = mapped_column(String(20), default=Role.staff.value)
    active: Mapped[bool] = mapped_column(Boolean, default=True)
    password_hash: Mapped[str | None] = mapped_column(String(255))
    last_login_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    # Bumped by every edit of the record (not by logins): a save carrying an older one is refused.
    version: Mapped[int] = mapped_column(Integer, default=1)

    def acts_for(self, user_id: int) -> bool:
        """May this user read and manage what belongs to `user_id`: their own things, or anyone's as an admin."""
        return self.id == user_id or self.role == Role.admin

    @property
    def full_name(self) -> str:
        return f"{self.first_name} {self.last_name}"
