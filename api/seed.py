"""Demo data for the embedded demo mode: the demo admin, two colleagues, a few notifications, a small CRM, a catalogue,
a few projects, quotes and an order, call-offs and tasks."""

from __future__ import annotations

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from api.buying.demo import seed_supplier_quotes
from api.catalogue.demo import seed_catalogue
from api.core.security import hash_password
from api.crm.demo import seed_crm
from api.notifications import service as notifications
from api.orders.demo import convert_demo_quote
from api.projects.demo import seed_projects
from api.quotes.demo import seed_quotes
from api.schedules.demo import seed_call_offs
from api.tasks.demo import seed_tasks
from api.users.models import Role, User

DEMO_EMAIL = "admin@example.com"
DEMO_PASSWORD = "brickmate-demo"

COLLEAGUES = [
    ("Priya", "Shah", "priya.shah@example.com", "0113 496 0321", Role.manager),
    ("Tom", "Hughes", "tom.hughes@example.com", "0113 496 0654", Role.staff),
]


def is_empty(session: Session) -> bool:
    return not session.scalar(select(func.count()).select_from(User))


def seed_demo(session: Session) -> User:
    admin = User(
        first_name="Ada",
        last_name="Brennan",
        email=DEMO_EMAIL,
        phone="0113 496 0000",
        role=Role.admin.value,
        password_hash=hash_password(DEMO_PASSWORD),
    )
    session.add(admin)
    for first, last, email, phone, role in COLLEAGUES:
        session.add(
            User(
                first_name=first,
                last_name=last,
                email=email,
                phone=phone,
                role=role.value,
                password_hash=hash_password(DEMO_PASSWORD),
            )
        )
    session.flush()
    for message, link in [
        ("Welcome to Brickmate. Check your profile details.", "/profile"),
        ("Priya Shah joined as a manager.", "/users"),
        ("Mail sent by Brickmate appears in the outbox.", "/outbox"),
    ]:
        notifications.notify(session, user_id=admin.id, message=message, link=link)
    seed_crm(session, admin)
    seed_catalogue(session, admin)
    seed_projects(session, admin)
    seed_quotes(session, admin, convert=convert_demo_quote)
    seed_supplier_quotes(session, admin)
    seed_call_offs(session, admin)
    seed_tasks(session, admin)
    return admin
