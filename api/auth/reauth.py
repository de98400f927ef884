"""What a session alone may not do: change the account's email or password. Both ask for the current password
(wrong guesses count as failed logins, so a stolen token cannot guess it faster than the login page allows), and
the address the account had is told, so its owner learns of a change they did not make."""

from __future__ import annotations

from html import escape

from sqlalchemy.orm import Session

from api.auth.models import LoginAttempt
from api.auth.service import _throttled
from api.core.errors import AppError, FieldErrors
from api.core.security import verify_password
from api.mail import service as mail
from api.settings import get_settings
from api.users.models import User

FIELD = "currentPassword"
MISSING = "Enter your current password to confirm this change"
WRONG = "This is not your current password"


def confirm_password(session: Session, user: User, password: str | None, address: str) -> AppError | None:
    """None when `password` is the user's own; else the error to answer (422 on `currentPassword`, or 429 once the
    login throttle says so). A wrong password is recorded as a failed login: the caller answers the error without
    raising, so that the attempt is committed and counts."""
    if not password:
        return FieldErrors({FIELD: MISSING})
    throttled = _throttled(session, user.email.lower(), address)
    if throttled is not None:
        return throttled
    if not verify_password(user.password_hash, password):
        session.add(LoginAttempt(email=user.email.lower(), address=address, succeeded=False))
        return FieldErrors({FIELD: WRONG})
    return None


def confirm_email_change(
    session: Session, user: User, new_email: str, password: str | None, address: str
) -> AppError | None:
    """Only a change of email needs the password; names and phone do not."""
    if new_email.lower() == user.email.lower():
        return None
    return confirm_password(session, user, password, address)


def tell(session: Session, user: User, *, to: str, subject: str, what: str) -> None:
    company = get_settings().company_email
    advice = f"If it was not you, reset your password from the login page and tell us at {company}."
    mail.send_mail(
        session,
        to=[to],
        subject=subject,
        text=f"Hello {user.first_name},\n\n{what}\n\n{advice}\n",
        html=f"<p>Hello {escape(user.first_name)},</p><p>{escape(what)}</p><p>{escape(advice)}</p>",
    )


def email_changed(session: Session, user: User, old_email: str) -> None:
    tell(
        session,
        user,
        to=old_email,
        subject="Your Brickmate email was changed",
        what=f"The email of your Brickmate account was changed from {old_email} to {user.email}. "
        "Mail about the account now goes to the new address.",
    )


def password_changed(session: Session, user: User) -> None:
    tell(
        session,
        user,
        to=user.email,
        subject="Your Brickmate password was changed",
        what="The password of your Brickmate account was changed, and every other session was logged out.",
    )
