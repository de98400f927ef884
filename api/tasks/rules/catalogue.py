"""Every rule, in the order admins see them."""

from __future__ import annotations

from api.tasks.rules.base import Rule
from api.tasks.rules.buying import PO_UNACKNOWLEDGED, PRICE_EXPIRING, RFQ_OVERDUE
from api.tasks.rules.deliveries import CALLOFF_UNCONFIRMED, DELIVERY_FAILED, PROOF_MISSING
from api.tasks.rules.quotes import QUOTE_ACCEPTED, QUOTE_EXPIRING

RULES: tuple[Rule, ...] = (
    QUOTE_ACCEPTED,
    QUOTE_EXPIRING,
    RFQ_OVERDUE,
    PRICE_EXPIRING,
    PO_UNACKNOWLEDGED,
    CALLOFF_UNCONFIRMED,
    PROOF_MISSING,
    DELIVERY_FAILED,
)
BY_KEY: dict[str, Rule] = {rule.key: rule for rule in RULES}
