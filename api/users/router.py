from __future__ import annotations

from datetime import date

from fastapi import APIRouter, status
from fastapi.responses import JSONResponse

from api.auth import reauth
from api.auth.dependencies import AdminUser, CurrentUser
from api.core.deps import ClientAddress, SessionDep
from api.core.pagination import ListResponse, PageParamsDep, list_response
from api.users import service
from api.users.schemas import MyDayOut, ProfileUpdateIn, UserCreateIn, UserOut, UserUpdateIn

router = APIRouter(prefix="/users", tags=["users"])


@router.get("/all", response_model=ListResponse[UserOut])
def list_users(params: PageParamsDep, session: SessionDep, _: AdminUser) -> ListResponse[UserOut]:
    """Staff accounts (admins only); search by name, email or phone."""
    return list_response(service.list_users(session, params), UserOut.of)


@router.get("/me", response_model=UserOut)
async def get_me(user: CurrentUser) -> UserOut:
    """The logged-in user's own record, with the `version` a profile edit must carry."""
    # On the event loop: the user's columns are loaded (by the token check), so there is no I/O to send to the
    # thread pool, and the shell asks for this on every screen.
    return UserOut.of(user)


@router.post("/add", status_code=status.HTTP_201_CREATED, response_model=UserOut)
def add_user(body: UserCreateIn, session: SessionDep, admin: AdminUser) -> UserOut:
    """Create a user (admins only). Without a password the user is mailed an invitation link."""
    return UserOut.of(service.create_user(session, body.user, actor=admin))


@router.post("/edit", response_model=UserOut)
def edit_user(body: UserUpdateIn, session: SessionDep, admin: AdminUser) -> UserOut:
    """Edit any user, their role and whether they are active (admins only); `version` guards against overwrites."""
    return UserOut.of(service.update_user(session, body.user, actor=admin))


@router.post("/profile/edit", response_model=UserOut)
def edit_profile(
    body: ProfileUpdateIn, session: SessionDep, user: CurrentUser, address: ClientAddress
) -> UserOut | JSONResponse:
    """Edit your own names, email and phone. A new email needs `currentPassword`, and the old address is told."""
    error = reauth.confirm_email_change(session, user, body.user.email, body.user.currentPassword, address)
    if error is not None:
        # Answered, not raised: a wrong password is committed as a failed login and counts for throttling.
        return error.response()
    return UserOut.of(service.update_profile(session, user, body.user))


@router.get("/myDay/{userId}/{day}", response_model=MyDayOut)
def my_day(userId: int, day: date, session: SessionDep, user: CurrentUser) -> MyDayOut:
    """The Home screen for a user and a date (YYYY-MM-DD)."""
    return service.my_day(session, actor=user, user_id=userId, day=day)


@router.delete("/{id}", status_code=status.HTTP_204_NO_CONTENT)
def delete_user(id: int, session: SessionDep, admin: AdminUser) -> None:
    """Delete a user (admins only); never yourself or the last admin."""
    service.delete_user(session, id, actor=admin)
