"""Logins, bearer tokens, throttling and password resets."""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import datetime, timedelta
from html import escape

from celery.schedules import crontab
from sqlalchemy import delete, func, select, update
from sqlalchemy.orm import Session

from api.auth.models import AuthToken, LoginAttempt, PasswordResetToken
from api.core.errors import AppError, FieldErrors, NotAuthenticated, NotFound, TooManyRequests
from api.core.jobs import job
from api.core.security import hash_password, hash_token, new_token, password_problem, verify_password
from api.db import get_sessionmaker, utcnow
from api.mail import service as mail
from api.settings import get_settings
from api.users.models import User

INVITATION_MINUTES = 7 * 24 * 60
# Stops the public reset call from being used to flood someone's inbox.
MAX_RESET_MAILS_PER_HOUR = 3
INVALID_LINK = "This link is invalid or has expired. Ask for a new one from the login page."


@dataclass
class LoginResult:
    """A login either yields a token, or an error whose attempt must still be committed."""

    user: User | None = None
    token: str = ""
    expires_at: datetime | None = None
    error: AppError | None = None


def _recent_failures(session: Session, *, since: datetime, email: str | None = None, address: str | None = None) -> int:
    query = (
        select(func.count())
        .select_from(LoginAttempt)
        .where(LoginAttempt.created_at >= since, LoginAttempt.succeeded.is_(False))
    )
    if email is not None:
        last_success = (
            select(func.max(LoginAttempt.created_at))
            .where(LoginAttempt.email == email, LoginAttempt.succeeded.is_(True))
            .scalar_subquery()
        )
        query = query.where(
            LoginAttempt.email == email,
            LoginAttempt.created_at > func.coalesce(last_success, since),
        )
    if address is not None:
        query = query.where(LoginAttempt.address == address)
    return session.scalar(query) or 0


def _throttled(session: Session, email: str, address: str) -> TooManyRequests | None:
    """Failed logins lock the pair (email, address) and the address for the window; from all addresses together an
    email only slows down (an attempt every few seconds, at most a minute), so a stranger guessing elsewhere cannot
    lock its owner out, and an address the owner logged in from lately is not slowed at all."""
    settings = get_settings()
    since = utcnow() - timedelta(minutes=settings.login_window_minutes)
    too_many = (
        _recent_failures(session, since=since, email=email, address=address) >= settings.login_max_failures_per_email
        or _recent_failures(session, since=since, address=address) >= settings.login_max_failures_per_address
    )
    if too_many:
        return TooManyRequests(
            f"Too many failed login attempts. Please wait {settings.login_window_minutes} minutes and try again.",
            retry_after_seconds=settings.login_window_minutes * 60,
        )
    wait = _email_backoff_seconds(session, email, address, since)
    if wait > 0:
        return TooManyRequests(
            f"Too many failed logins for this account. Please wait {wait} seconds and try again.",
            retry_after_seconds=wait,
        )
    return None


def _email_backoff_seconds(session: Session, email: str, address: str, since: datetime) -> int:
    """How long this email must wait before its next attempt: nothing below the configured number of failures from
    anywhere, then 1, 2, 4 … seconds after the last failure, up to the configured ceiling."""
    settings = get_settings()
    failures = _recent_failures(session, since=since, email=email)
    if failures < settings.login_email_backoff_after:
        return 0
    known = session.scalar(
        select(func.count())
        .select_from(LoginAttempt)
        .where(LoginAttempt.email == email, LoginAttempt.address == address, LoginAttempt.succeeded.is_(True))
    )
    if known:
        return 0
    delay = min(2 ** min(failures - settings.login_email_backoff_after, 30), settings.login_email_backoff_max_seconds)
    last = session.scalar(
        select(func.max(LoginAttempt.created_at)).where(LoginAttempt.email == email, LoginAttempt.succeeded.is_(False))
    )
    if last is None:
        return 0
    remaining: float = delay - (utcnow() - last).total_seconds()
    return max(0, math.ceil(remaining))


def issue_session_token(session: Session, user: User) -> tuple[str, datetime]:
    raw, hashed = new_token()
    expires_at = utcnow() + timedelta(hours=get_settings().token_lifetime_hours)
    session.add(AuthToken(user_id=user.id, token_hash=hashed, expires_at=expires_at))
    return raw, expires_at


def login(session: Session, *, email: str, password: str, address: str) -> LoginResult:
    email = email.lower()
    throttled = _throttled(session, email, address)
    if throttled:
        return LoginResult(error=throttled)
    user = session.scalar(select(User).where(func.lower(User.email) == email))
    ok = verify_password(user.password_hash if user else None, password) and user is not None and user.active
    session.add(LoginAttempt(email=email, address=address, succeeded=ok))
    if not ok or user is None:
        return LoginResult(error=NotAuthenticated("Incorrect email or password."))
    user.last_login_at = utcnow()
    raw, expires_at = issue_session_token(session, user)
    session.flush()
    return LoginResult(user=user, token=raw, expires_at=expires_at)


def user_for_token(session: Session, raw: str) -> tuple[User | None, str]:
    hashed = hash_token(raw)
    return user_and_expiry(session, hashed)[0], hashed


def user_and_expiry(session: Session, token_hash: str) -> tuple[User | None, datetime | None]:
    """The active user of a live token (not revoked, not expired) and when the token expires; (None, None) else."""
    row = session.execute(
        select(User, AuthToken.expires_at)
        .join(AuthToken, AuthToken.user_id == User.id)
        .where(
            AuthToken.token_hash == token_hash,
            AuthToken.revoked_at.is_(None),
            AuthToken.expires_at > utcnow(),
            User.active.is_(True),
        )
    ).first()
    return (row[0], row[1]) if row is not None else (None, None)


def revoke_tokens(session: Session, user_id: int, *, keep_hash: str | None = None) -> None:
    query = update(AuthToken).where(AuthToken.user_id == user_id, AuthToken.revoked_at.is_(None))
    if keep_hash:
        query = query.where(AuthToken.token_hash != keep_hash)
    session.execute(query.values(revoked_at=utcnow()))


def logout(session: Session, token_hash: str) -> None:
    session.execute(
        update(AuthToken)
        .where(AuthToken.token_hash == token_hash, AuthToken.revoked_at.is_(None))
        .values(revoked_at=utcnow())
    )


def _issue_link(session: Session, user: User, minutes: int) -> str:
    raw, hashed = new_token()
    session.add(
        PasswordResetToken(user_id=user.id, token_hash=hashed, expires_at=utcnow() + timedelta(minutes=minutes))
    )
    return f"{get_settings().public_url.rstrip('/')}/password-reset/{raw}"


def _recent_resets(session: Session, user_id: int) -> int:
    since = utcnow() - timedelta(hours=1)
    query = select(func.count()).where(PasswordResetToken.user_id == user_id, PasswordResetToken.created_at >= since)
    return session.scalar(query) or 0


def request_reset(session: Session, email: str) -> None:
    """Mail a reset link if the address belongs to an active user; say nothing either way."""
    user = session.scalar(select(User).where(func.lower(User.email) == email.strip().lower()))
    if user is None or not user.active or _recent_resets(session, user.id) >= MAX_RESET_MAILS_PER_HOUR:
        return
    minutes = get_settings().reset_token_minutes
    _send_link(
        session,
        user,
        minutes=minutes,
        subject="Reset your Brickmate password",
        intro="Someone asked to reset the password of your Brickmate account.",
        action=f"Open this link within {minutes} minutes to choose a new password",
        outro="If it was not you, ignore this mail: your password stays as it is.",
    )


def send_invitation(session: Session, user: User, invited_by: User) -> None:
    _send_link(
        session,
        user,
        minutes=INVITATION_MINUTES,
        subject="Your Brickmate account",
        intro=f"{invited_by.full_name} has created a Brickmate account for you.",
        action="Choose your password within 7 days with this link",
    )


def _send_link(
    session: Session, user: User, *, minutes: int, subject: str, intro: str, action: str, outro: str = ""
) -> None:
    """Mail a user a set-password link, as plain text and as (escaped) HTML."""
    link = _issue_link(session, user, minutes)
    name, safe_link = escape(user.first_name), escape(link, quote=True)
    closing = f"<p>{escape(outro)}</p>" if outro else ""
    mail.send_mail(
        session,
        to=[user.email],
        subject=subject,
        text=f"Hello {user.first_name},\n\n{intro}\n{action}:\n\n{link}\n" + (f"\n{outro}\n" if outro else ""),
        html=(
            f"<p>Hello {name},</p><p>{escape(intro)}</p>"
            f'<p>{escape(action)}: <a href="{safe_link}">{escape(link)}</a></p>{closing}'
        ),
    )


def _valid_reset(session: Session, raw: str) -> PasswordResetToken | None:
    return session.scalar(
        select(PasswordResetToken).where(
            PasswordResetToken.token_hash == hash_token(raw),
            PasswordResetToken.used_at.is_(None),
            PasswordResetToken.expires_at > utcnow(),
        )
    )


def check_reset_token(session: Session, raw: str) -> User:
    reset = _valid_reset(session, raw)
    user = session.get(User, reset.user_id) if reset else None
    if user is None or not user.active:
        raise NotFound(INVALID_LINK)
    return user


def set_new_password(
    session: Session,
    *,
    user_id: int,
    new_password: str,
    reset_token: str | None,
    current_user: User | None,
    current_token_hash: str | None,
) -> None:
    """Change a password with a reset link, or as the logged-in owner of the account."""
    if reset_token:
        reset = _valid_reset(session, reset_token)
        if reset is None or reset.user_id != user_id:
            raise NotFound(INVALID_LINK)
        keep = None
    elif current_user is not None:
        if current_user.id != user_id:
            raise NotFound("This user does not exist.")
        keep = current_token_hash
    else:
        raise NotAuthenticated()
    user = session.get(User, user_id)
    if user is None or not user.active:
        raise NotFound(INVALID_LINK)
    problem = password_problem(new_password, user.email)
    if problem:
        raise FieldErrors({"newPassword": problem})
    user.password_hash = hash_password(new_password)
    session.execute(
        update(PasswordResetToken)
        .where(PasswordResetToken.user_id == user_id, PasswordResetToken.used_at.is_(None))
        .values(used_at=utcnow())
    )
    revoke_tokens(session, user_id, keep_hash=keep)
    session.flush()


# Older rows no longer count for throttling, and dead tokens can never be used again.
KEEP_AUTH_ROWS_DAYS = 7


def prune(session: Session, *, now: datetime) -> int:
    cutoff = now - timedelta(days=KEEP_AUTH_ROWS_DAYS)
    removed = 0
    for query in (
        delete(LoginAttempt).where(LoginAttempt.created_at < cutoff),
        delete(AuthToken).where(AuthToken.expires_at < cutoff),
        delete(PasswordResetToken).where(PasswordResetToken.expires_at < cutoff),
    ):
        removed += int(getattr(session.execute(query), "rowcount", 0) or 0)
    return removed


@job("auth.prune", schedule=crontab(hour=3, minute=15))
def prune_job() -> int:
    """Nightly (Celery beat): forget old login attempts and long-dead tokens."""
    with get_sessionmaker().begin() as session:
        return prune(session, now=utcnow())
