"""Configuration from the environment (see the README's table)."""

from __future__ import annotations

import ipaddress
import secrets
from decimal import Decimal
from functools import lru_cache
from pathlib import Path

from pydantic import Field, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    database_url: str | None = None
    redis_url: str | None = None
    # Run the job outbox's relay in this process (the API's, the worker's, beat's); the tests turn it off.
    job_relay: bool = Field(default=True, validation_alias="BRICKMATE_JOB_RELAY")
    # How long a job taken by a worker that vanished waits before Redis hands it to another.
    job_visibility_timeout_seconds: int = Field(default=3600, gt=0, validation_alias="BRICKMATE_JOB_VISIBILITY_SECONDS")
    data_dir: Path = Field(default=Path("./var"), validation_alias="BRICKMATE_DATA_DIR")
    secret_key: str | None = Field(default=None, validation_alias="BRICKMATE_SECRET_KEY")
    token_lifetime_hours: int = Field(default=12, validation_alias="BRICKMATE_TOKEN_LIFETIME_HOURS")
    reset_token_minutes: int = Field(default=60, validation_alias="BRICKMATE_RESET_TOKEN_MINUTES")
    public_url: str = Field(default="http://127.0.0.1:8000", validation_alias="BRICKMATE_PUBLIC_URL")
    host: str = Field(default="127.0.0.1", validation_alias="HOST")
    port: int = Field(default=8000, validation_alias="PORT")
    login_max_failures_per_email: int = Field(default=5, validation_alias="BRICKMATE_LOGIN_MAX_PER_EMAIL")
    login_max_failures_per_address: int = Field(default=20, validation_alias="BRICKMATE_LOGIN_MAX_PER_ADDRESS")
    login_window_minutes: int = Field(default=15, validation_alias="BRICKMATE_LOGIN_WINDOW_MINUTES")
    login_email_backoff_after: int = Field(default=10, validation_alias="BRICKMATE_LOGIN_EMAIL_BACKOFF_AFTER")
    login_email_backoff_max_seconds: int = Field(
        default=60, validation_alias="BRICKMATE_LOGIN_EMAIL_BACKOFF_MAX_SECONDS"
    )
    # Comma-separated addresses or networks of the reverse proxies whose X-Forwarded-For is believed (none).
    trusted_proxies: str = Field(default="", validation_alias="BRICKMATE_TRUSTED_PROXIES")
    public_reads_per_minute: int = Field(default=120, validation_alias="BRICKMATE_PUBLIC_READS_PER_MINUTE")
    public_writes_per_minute: int = Field(default=20, validation_alias="BRICKMATE_PUBLIC_WRITES_PER_MINUTE")
    quote_check_threshold: Decimal = Field(default=Decimal("10000"), validation_alias="BRICKMATE_QUOTE_CHECK_THRESHOLD")
    default_vat_rate: Decimal = Field(default=Decimal("20"), validation_alias="BRICKMATE_VAT_RATE")
    quote_valid_days: int = Field(default=30, validation_alias="BRICKMATE_QUOTE_VALID_DAYS")
    index_on_change: bool = Field(default=True, validation_alias="BRICKMATE_INDEX_ON_CHANGE")
    # At start, rebuild the assistant's index when it is missing or stale (off: a benchmark's server restarted on a
    # database of a million products it loaded by COPY, which it is not to embed).
    index_on_start: bool = Field(default=True, validation_alias="BRICKMATE_INDEX_ON_START")
    # Seconds an API process may answer who a bearer token belongs to from memory (api/auth/token_cache.py); a change
    # to the users or tokens clears it at once on every process. 0 turns it off.
    auth_cache_seconds: float = Field(default=10, ge=0, validation_alias="BRICKMATE_AUTH_CACHE_SECONDS")
    # Run the task pad's event rules after each commit that changes what they read (off in the tests).
    task_rules_on_change: bool = Field(default=True, validation_alias="BRICKMATE_TASK_RULES_ON_CHANGE")
    # Optional phrasing of the assistant's answers by an OpenAI-compatible chat model (none by default).
    llm_base_url: str | None = Field(default=None, validation_alias="LLM_BASE_URL")
    llm_model: str | None = Field(default=None, validation_alias="LLM_MODEL")
    llm_api_key: str | None = Field(default=None, validation_alias="LLM_API_KEY")
    llm_timeout_seconds: float = Field(default=10.0, gt=0, validation_alias="LLM_TIMEOUT_SECONDS")
    smtp_host: str | None = None
    smtp_port: int = 25
    smtp_user: str | None = None
    smtp_password: str | None = None
    smtp_starttls: bool = False
    smtp_from: str = "Brickmate <no-reply@brickmate.local>"
    smtp_timeout_seconds: float = Field(default=15.0, gt=0)
    # A mail the relay refused is tried again after 1, 2, 4 ... times this (at most an hour), then marked failed.
    mail_retry_seconds: int = Field(default=60, gt=0, validation_alias="BRICKMATE_MAIL_RETRY_SECONDS")
    mail_max_attempts: int = Field(default=8, gt=0, validation_alias="BRICKMATE_MAIL_MAX_ATTEMPTS")
    company_name: str = Field(default="Brickmate Building Supplies", validation_alias="BRICKMATE_COMPANY_NAME")
    company_address: str = Field(
        default="Unit 4, Kiln Lane Trading Estate, Leicester LE4 9HA", validation_alias="BRICKMATE_COMPANY_ADDRESS"
    )
    company_phone: str = Field(default="0116 496 0123", validation_alias="BRICKMATE_COMPANY_PHONE")
    company_email: str = Field(default="sales@brickmate.example", validation_alias="BRICKMATE_COMPANY_EMAIL")
    # json: one JSON object per log line (with the request id); text: plain lines for people.
    log_format: str = Field(default="json", pattern="^(json|text)$", validation_alias="BRICKMATE_LOG_FORMAT")
    web_dist: Path = Field(
        default=Path(__file__).resolve().parent.parent / "web" / "dist", validation_alias="BRICKMATE_WEB_DIST"
    )

    @field_validator("trusted_proxies")
    @classmethod
    def _proxies(cls, value: str) -> str:
        """Refuse an unreadable BRICKMATE_TRUSTED_PROXIES at start-up rather than on the first request."""
        for part in value.split(","):
            if part.strip():
                ipaddress.ip_network(part.strip(), strict=False)  # ValueError names the unreadable entry
        return value

    @property
    def embedded(self) -> bool:
        """True when Brickmate runs its own PostgreSQL (demo mode)."""
        return not self.database_url

    def resolved_secret(self) -> str:
        """The configured secret, or one generated once and kept in the data dir."""
        if self.secret_key:
            return self.secret_key
        path = self.data_dir / "secret_key"
        if not path.exists():
            self.data_dir.mkdir(parents=True, exist_ok=True)
            path.write_text(secrets.token_urlsafe(48))
            path.chmod(0o600)
        return path.read_text().strip()


@lru_cache
def get_settings() -> Settings:
    return Settings()
