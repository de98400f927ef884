"""Staff accounts: admins manage everyone, each user edits their own profile."""

from __future__ import annotations

from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

from sqlalchemy import func, or_, select
from sqlalchemy.orm import Session

from api.auth import reauth
from api.auth import service as auth_service
from api.core import messages
from api.core.errors import Conflict, FieldErrors, Forbidden, NotFound
from api.core.fields import FIRST_YEAR, LAST_YEAR, normalise_email
from api.core.pagination import FilteredList, Page, PageParams
from api.core.security import hash_password, password_problem
from api.db import utcnow
from api.notifications import service as notifications
from api.notifications.schemas import NotificationOut
from api.quotes import mappers as quote_mappers
from api.quotes.service import listing as quote_listing
from api.records.service.rules import check_version, stale_message
from api.schedules.service import day as schedule_day
from api.tasks.service import listing as task_listing
from api.users.models import Role, User
from api.users.schemas import MyDayOut, ProfileUpdate, UserCreate, UserOut, UserUpdate

LOCAL_TZ = ZoneInfo("Europe/London")
STALE = stale_message("user")
SORTS = {
    "last_name": User.last_name,
    "first_name": User.first_name,
    "email": User.email,
    "role": User.role,
    "created_at": User.created_at,
    "last_login_at": User.last_login_at,
}


# Searched by the whole of `q`, in the name (first and last), the email or the phone.
_LIST = FilteredList(
    select(User),
    SORTS,
    searched=lambda term: or_(
        func.lower(User.first_name + " " + User.last_name).contains(term, escape="/"),
        func.lower(User.email).contains(term, escape="/"),
        User.phone.contains(term, escape="/"),
    ),
    split=False,
    default_sort="last_name",
    tiebreak=User.id,
)


def list_users(session: Session, params: PageParams) -> Page[User]:
    return _LIST(session, params)


def get_user(session: Session, user_id: int, *, for_update: bool = False) -> User:
    user = session.get(User, user_id, with_for_update=for_update)
    if user is None:
        raise NotFound("This user does not exist.")
    return user


def _ensure_email_free(session: Session, email: str, *, except_id: int | None = None) -> None:
    query = select(User.id).where(func.lower(User.email) == email.lower())
    if except_id is not None:
        query = query.where(User.id != except_id)
    if session.scalar(query) is not None:
        raise Conflict(
            "A user with this email already exists.", [{"field": "email", "message": "This email is in use"}]
        )


def _active_admins(session: Session) -> int:
    return (
        session.scalar(
            select(func.count()).select_from(User).where(User.role == Role.admin.value, User.active.is_(True))
        )
        or 0
    )


def _insert(session: Session, data: UserCreate) -> User:
    """A new user with a unique email and, when one is given, an acceptable password."""
    _ensure_email_free(session, data.email)
    if data.password:
        problem = password_problem(data.password, data.email)
        if problem:
            raise FieldErrors({"password": problem})
    user = User(
        first_name=data.firstName,
        last_name=data.lastName,
        email=data.email,
        phone=data.phone,
        role=data.role.value,
        password_hash=hash_password(data.password) if data.password else None,
    )
    session.add(user)
    session.flush()
    return user


def create_user(session: Session, data: UserCreate, *, actor: User) -> User:
    user = _insert(session, data)
    if not data.password:
        auth_service.send_invitation(session, user, actor)
    return user


def create_admin(session: Session, *, email: str, password: str, first_name: str, last_name: str) -> User:
    """The first admin of a real deployment (the `brickmate createadmin` command)."""
    normalised = normalise_email(email)
    if normalised is None:
        raise FieldErrors({"email": messages.EMAIL})
    if not password:
        raise FieldErrors({"password": messages.REQUIRED})
    data = UserCreate.model_construct(
        firstName=first_name, lastName=last_name, email=normalised, phone="", role=Role.admin, password=password
    )
    return _insert(session, data)


def update_user(session: Session, data: UserUpdate, *, actor: User) -> User:
    user = get_user(session, data.userId, for_update=True)
    check_version(user, data.version, "user")
    _ensure_email_free(session, data.email, except_id=user.id)
    loses_admin = user.role == Role.admin and user.active and (data.role != Role.admin or not data.active)
    if loses_admin and _active_admins(session) <= 1:
        raise Conflict("Brickmate needs at least one active admin. Make someone else an admin first.")
    if user.id == actor.id and not data.active:
        raise Conflict("You cannot deactivate your own account.")
    user.first_name, user.last_name = data.firstName, data.lastName
    user.email, user.phone, user.role = data.email, data.phone, data.role.value
    if user.active and not data.active:
        auth_service.revoke_tokens(session, user.id)
    user.active = data.active
    user.version += 1
    session.flush()
    return user


def update_profile(session: Session, user: User, data: ProfileUpdate) -> User:
    session.refresh(user, with_for_update=True)
    check_version(user, data.version, "user")
    _ensure_email_free(session, data.email, except_id=user.id)
    old_email = user.email
    user.first_name, user.last_name, user.email, user.phone = data.firstName, data.lastName, data.email, data.phone
    if old_email.lower() != user.email.lower():
        reauth.email_changed(session, user, old_email)
    user.version += 1
    session.flush()
    return user


def delete_user(session: Session, user_id: int, *, actor: User) -> None:
    user = get_user(session, user_id, for_update=True)
    if user.id == actor.id:
        raise Conflict("You cannot delete your own account.")
    if user.role == Role.admin and user.active and _active_admins(session) <= 1:
        raise Conflict("Brickmate needs at least one active admin. This is the last one.")
    session.delete(user)
    session.flush()


def greeting(user: User, now: datetime) -> str:
    hour = now.astimezone(LOCAL_TZ).hour
    part = "morning" if hour < 12 else "afternoon" if hour < 18 else "evening"
    return f"Good {part}, {user.first_name}"


# The dates a Home screen can be asked for: a day the calendar can step a week either side of (0001-01-01 and
# 9999-12-31 would overflow it, a 500).
FIRST_DAY, LAST_DAY = date(FIRST_YEAR, 1, 1), date(LAST_YEAR, 12, 31)


def my_day(session: Session, *, actor: User, user_id: int, day: date) -> MyDayOut:
    """The Home screen of a user: their own, or anyone's for an admin."""
    if not actor.acts_for(user_id):
        raise Forbidden("You can only see your own day.")
    if not FIRST_DAY <= day <= LAST_DAY:
        raise FieldErrors({"day": f"Give a date from {FIRST_DAY.isoformat()} to {LAST_DAY.isoformat()}."})
    user = get_user(session, user_id)
    notes = notifications.list_for(session, actor=actor, user_id=user_id)
    awaiting = quote_listing.awaiting_reply(session, user_id, day)
    return MyDayOut(
        greeting=greeting(user, utcnow()),
        date=day,
        user=UserOut.of(user),
        notifications=[NotificationOut.of(n) for n in notes],
        tasks=task_listing.due_for(session, user_id, datetime.combine(day + timedelta(days=1), time(), LOCAL_TZ)),
        deliveries=schedule_day.deliveries(session, user_id, day),
        quotes_expiring=[quote_mappers.list_item(row) for row in quote_listing.expiring(session, user_id, day)],
        quotes_awaiting_reply=[quote_mappers.list_item(row) for row in awaiting],
    )
