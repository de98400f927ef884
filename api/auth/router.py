from __future__ import annotations

from pathlib import Path
from typing import Annotated

from fastapi import APIRouter, Depends, Request, status
from fastapi.responses import JSONResponse
from fastapi.security import HTTPAuthorizationCredentials

from api.auth import reauth, service
from api.auth.dependencies import CurrentUser, bearer
from api.auth.schemas import LoginIn, LoginOut, Message, SetNewPasswordIn, TermsOut, TokenCheckOut
from api.core.deps import SessionDep, client_address
from api.users.schemas import UserOut

router = APIRouter(prefix="/auth", tags=["auth"])
TERMS = Path(__file__).with_name("terms.txt")
RESET_SENT = "If an account exists for this email, we have sent it a link to reset the password."


@router.put("/login", response_model=LoginOut)
def login(body: LoginIn, request: Request, session: SessionDep) -> LoginOut | JSONResponse:
    """Log in with email and password; answers the bearer token and the user's details."""
    result = service.login(session, email=body.email, password=body.password, address=client_address(request))
    if result.error is not None:
        # Answer without raising, so that the failed attempt is committed and counts for throttling.
        return result.error.response()
    assert result.user is not None and result.expires_at is not None
    return LoginOut.build(result.token, result.expires_at, UserOut.of(result.user))


@router.post("/logout", status_code=status.HTTP_204_NO_CONTENT)
def logout(request: Request, session: SessionDep, _: CurrentUser) -> None:
    """Revoke the token this request carries."""
    service.logout(session, request.state.token_hash)


@router.get("/codeReset/{email}", response_model=Message)
def code_reset(email: str, session: SessionDep) -> Message:
    """Mail a password reset link `/password-reset/{token}` (valid one hour, single use).
    The answer is the same whether or not the email belongs to an account."""
    service.request_reset(session, email)
    return Message(detail=RESET_SENT)


@router.get("/checkToken/{token}", response_model=TokenCheckOut)
def check_token(token: str, session: SessionDep) -> TokenCheckOut:
    """Is this password reset token still usable? 404 when it is unknown, used or expired."""
    user = service.check_reset_token(session, token)
    return TokenCheckOut(valid=True, userId=user.id, email=user.email)


@router.put("/setNewPassword", response_model=Message)
def set_new_password(
    body: SetNewPasswordIn,
    request: Request,
    session: SessionDep,
    credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(bearer)],
) -> Message | JSONResponse:
    """Set a new password with the reset `token` from the mailed link, or, without it, as the logged-in
    owner of `userId` giving `currentPassword` (the account's address is told). Every other session of the user
    is revoked."""
    current, token_hash = (None, None)
    if not body.token and credentials is not None:
        current, token_hash = service.user_for_token(session, credentials.credentials)
    if current is not None and current.id == body.userId:
        # The session alone does not replace a password: the current one confirms it (a failed guess is committed).
        error = reauth.confirm_password(session, current, body.currentPassword, client_address(request))
        if error is not None:
            return error.response()
    service.set_new_password(
        session,
        user_id=body.userId,
        new_password=body.newPassword,
        reset_token=body.token,
        current_user=current,
        current_token_hash=token_hash,
    )
    if current is not None:
        reauth.password_changed(session, current)
    return Message(detail="Your password has been changed.")


@router.get("/terms", response_model=TermsOut)
def terms() -> TermsOut:
    """The terms of use shown on the login screen."""
    return TermsOut(title="Terms of use", text=TERMS.read_text().strip(), updated="2026-11-01")
