"""Development questions about call-offs (deliveries to site, plot by plot): the set the call-off reader may be
tuned on. tests/assistant/heldout_calloffs.py holds the held-out ones."""

from __future__ import annotations

from tests.assistant.dataset import (
    CUSTOMER_KIRKSTALL,
    CUSTOMER_WHARFE,
    PROJECT_OAKWOOD,
    PROJECT_RIVERSIDE,
    SUPPLIER_IBSTOCK,
    SUPPLIER_NORTHERN,
)
from tests.assistant.dataset_calloffs import BY_NUMBER, shown, when
from tests.assistant.eval_set import Case, _case

CALL_OFFS = "call_offs"
CO = "call_off"

# fmt: off
CASES: list[Case] = [
    _case("dc-riverside-next", "next delivery to riverside quarter", CALL_OFFS, projects=(PROJECT_RIVERSIDE,),
          values=("CO-260102", shown(when(BY_NUMBER["CO-260102"]))), records=((CO, "CO-260102"),)),
    _case("dc-plot13", "what happened with plot 13 on riverside", CALL_OFFS, projects=(PROJECT_RIVERSIDE,),
          values=("CO-260103", "failed", "no crane on site"), records=((CO, "CO-260103"),)),
    _case("dc-plot14-when", "when's plot 14 at riverside being delivered", CALL_OFFS,
          projects=(PROJECT_RIVERSIDE,), values=("CO-260104", shown(when(BY_NUMBER["CO-260104"]))),
          records=((CO, "CO-260104"),)),
    _case("dc-tomorrow", "what deliveries have we got tomorrow", CALL_OFFS, values=("CO-260102", "CO-260105"),
          records=((CO, "CO-260102"), (CO, "CO-260105"))),
    _case("dc-northern-tomorrow", "anything going out from northern tomorrow", CALL_OFFS,
          suppliers=(SUPPLIER_NORTHERN,), values=("CO-260105",), records=((CO, "CO-260105"),)),
    _case("dc-failed", "any failed deliveries", CALL_OFFS, values=("CO-260103",), records=((CO, "CO-260103"),)),
    _case("dc-failed-charge", "what did the failed drop on riverside cost us", CALL_OFFS,
          projects=(PROJECT_RIVERSIDE,), values=("£150.00",), records=((CO, "CO-260103"),)),
    _case("dc-wharfe", "call-offs for wharfe valley homes", CALL_OFFS, customers=(CUSTOMER_WHARFE,),
          values=("CO-260102", "CO-260104"), records=((CO, "CO-260102"), (CO, "CO-260104"))),
    _case("dc-kirkstall-unconfirmed", "is the kirkstall load confirmed", CALL_OFFS, customers=(CUSTOMER_KIRKSTALL,),
          values=("CO-260105", "booked"), records=((CO, "CO-260105"),)),
    _case("dc-oakwood-cancelled", "was the oakwood block b call off cancelled", CALL_OFFS,
          projects=(PROJECT_OAKWOOD,), values=("CO-260106", "cancelled"), records=((CO, "CO-260106"),)),
    _case("dc-delivered", "which loads were delivered this week", CALL_OFFS, values=("CO-260101",),
          records=((CO, "CO-260101"),)),
    _case("dc-ibstock-loads", "ibstock loads booked for riverside", CALL_OFFS, suppliers=(SUPPLIER_IBSTOCK,),
          projects=(PROJECT_RIVERSIDE,), values=("CO-260102",), records=((CO, "CO-260102"),)),
]
# fmt: on
