"""What one answer costs the database, in a count the machine's load does not change (bench/assistant.py --profile
has the figures at 100,000 documents, with the rows read): its statements. The near spelling of a name reads its
rows by index (tests/api/crm/test_contact_name_sounds.py)."""

from __future__ import annotations

from sqlalchemy.orm import Session

from api.users.models import User
from assistant import service
from assistant.schemas import AskIn
from tests.assistant.dataset import PRODUCT_RED_MULTI
from tests.assistant.seeding import Seeded
from tests.conftest import QueryLog

# Statements of one answer on the seeded dataset (conversation, exchange, feedback near it, the reading's look-ups,
# retrieval and its documents): 20 to 27 at 100,000 documents. A statement per candidate or per word would pass it.
MOST_STATEMENTS = 30


def test_an_answer_runs_a_bounded_number_of_statements(
    db: Session, dataset: Seeded, staff: User, query_log: QueryLog
) -> None:
    for question in (f"What is the price of {PRODUCT_RED_MULTI}?", "red multi facing brick 65mm", "garath email"):
        service.ask(db, AskIn(question=question), staff)  # warm: statistics read once in a while
        with query_log.recording() as statements:
            service.ask(db, AskIn(question=question), staff)
        assert 5 <= len(statements) <= MOST_STATEMENTS, (question, len(statements), statements)
