"""What staff do to a quote besides editing it: duplicate it, delete or withdraw it, and the single-purpose
updates (shipping, plots, file repository link)."""

from __future__ import annotations

import uuid as uuid_module

from sqlalchemy.orm import Session

from api.core.errors import Conflict, FieldErrors, Forbidden
from api.crm import Organisation
from api.quotes.models import NUMBER_SEQUENCE, SUBJECT, Quote, QuoteStatus, QuoteVersion
from api.quotes.schemas import PlotsUpdate, ShippingUpdate
from api.quotes.service import content as content_service
from api.quotes.service import header as header_service
from api.quotes.service import quotes
from api.records.service import activity, owned
from api.records.service.rules import is_manager
from api.users.models import User


def duplicate(
    session: Session, quote_id: int, version: int | None, customer_id: int | None, project_id: int | None, actor: User
) -> Quote:
    """A new draft with the lines of the quote's newest version (or of `version`). For the same customer it keeps
    the contacts, site address, project, manager and file link; for another customer it keeps none of them.
    Optional lines start unticked again; the valid-until date is set when the copy is sent."""
    source = quotes.get(session, quote_id)
    source_version = quotes.version_of(session, source, version)
    values, body = quotes.copy_content(session, source_version)
    same_customer = customer_id is None or customer_id == source.customer_id
    target_customer = source.customer_id if customer_id is None else customer_id
    errors: dict[str, str] = {}
    customer_error = header_service.check_customer(session.get(Organisation, target_customer))
    if customer_error:
        errors["customer_id"] = customer_error
    project = project_id if project_id is not None else (source.project_id if same_customer else None)
    if project_id is not None and not customer_error:
        project_error = header_service.check_project(session, project_id, target_customer)
        if project_error:
            errors["project_id"] = project_error
    if errors:
        raise FieldErrors(errors)
    number = session.execute(NUMBER_SEQUENCE.next_value()).scalar_one()
    quote = Quote(
        number=f"Q-{number:06d}",
        customer_id=target_customer,
        project_id=project,
        account_manager_id=source.account_manager_id if same_customer else actor.id,
        internal_notes=source.internal_notes,
        file_repo_url=source.file_repo_url if same_customer else "",
        created_by_id=actor.id,
    )
    session.add(quote)
    session.flush()
    quote.search_text = header_service.search_text(session, quote)
    if same_customer:
        header_service.set_contacts(session, quote, header_service.contact_ids(session, source.id))
    else:
        values["delivery_address_id"] = None
    values["valid_until"] = None
    for line in body.lines:
        if line["optional"]:
            line["selected"] = False
    new_version = QuoteVersion(quote_id=quote.id, version=1, created_by_id=actor.id, updated_by_id=actor.id, **values)
    session.add(new_version)
    session.flush()
    content_service.write(session, new_version, body)
    activity.record(
        session, SUBJECT, quote.id, actor, "create", f"Quote {quote.number} created as a copy of {source.number}"
    )
    activity.record(
        session, SUBJECT, source.id, actor, "duplicate", f"Copied to {quote.number} (version {source_version.version})"
    )
    return quote


def delete_quote(session: Session, quote_id: int, actor: User) -> str:
    """A quote never sent is deleted (by its author, a manager or an admin); a sent one is withdrawn (kept, and its
    public page says so) by its author, its account manager, a manager or an admin.
    Accepted and converted quotes stay: they are the record of a sale. Returns what happened."""
    quote = quotes.get(session, quote_id, for_update=True)
    # Who may act is asked first: someone who may not is refused the same whatever the quote's state.
    draft = quote.sent_version is None
    if draft and quote.created_by_id != actor.id and not is_manager(actor):
        raise Forbidden("Only the quote's author, a manager or an admin can delete a draft quote.")
    if not draft and actor.id not in (quote.created_by_id, quote.account_manager_id) and not is_manager(actor):
        raise Forbidden("Only the quote's author, its account manager, a manager or an admin can withdraw it.")
    if quote.status in (QuoteStatus.accepted.value, QuoteStatus.converted.value):
        raise Conflict(f"Quote {quote.number} is {quote.status} and cannot be deleted or withdrawn.")
    if draft:
        owned.delete_owned(session, SUBJECT, quote.id)
        session.delete(quote)
        session.flush()
        return "deleted"
    if quote.status == QuoteStatus.withdrawn.value:
        raise Conflict(f"Quote {quote.number} is already withdrawn.")
    quote.status = QuoteStatus.withdrawn.value
    quotes.touch(quote)
    activity.record(session, SUBJECT, quote.id, actor, "withdraw", f"Quote {quote.number} withdrawn")
    return "withdrawn"


def set_shipping(session: Session, data: ShippingUpdate, actor: User) -> Quote:
    quote = quotes.get(session, data.quote_id, for_update=True)
    quotes.check_row_version(quote, data.row_version)
    quotes.check_editable(quote)
    values, body = quotes.copy_content(session, quotes.version_of(session, quote))
    body.shipping = data.model_dump(include=set(content_service.SHIPPING_FIELDS))
    quotes.put_content(session, quote, values, body, actor)
    return quote


def set_plots(session: Session, data: PlotsUpdate, actor: User) -> Quote:
    quote = quotes.get(session, data.quote_id, for_update=True)
    quotes.check_row_version(quote, data.row_version)
    quotes.check_editable(quote)
    values, body = quotes.copy_content(session, quotes.version_of(session, quote))
    errors: dict[str, str] = {}
    body.plots = content_service.plots_from_request(data.plots, len(body.lines), errors)
    if errors:
        raise FieldErrors(errors)
    quotes.put_content(session, quote, values, body, actor)
    return quote


def set_file_repo_url(
    session: Session, uuid: uuid_module.UUID, url: str, actor: User, row_version: int | None = None
) -> Quote:
    quote = quotes.by_uuid(session, uuid, for_update=True)
    quotes.check_row_version(quote, row_version)
    if quote.file_repo_url != url:
        activity.record(
            session,
            SUBJECT,
            quote.id,
            actor,
            "update",
            "File repository link changed",
            {"file_repo_url": [quote.file_repo_url, url]},
        )
        quote.file_repo_url = url
        quotes.touch(quote)
    return quote
