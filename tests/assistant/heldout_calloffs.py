"""HELD-OUT questions about call-offs (deliveries to site, plot by plot), written on 2026-11-26 before the call-off
questions were built into the reader, never to be used for tuning and never weakened. Part of the held-out part."""

from __future__ import annotations

from tests.assistant.dataset import PROJECT_OAKWOOD, PROJECT_RIVERSIDE, SUPPLIER_IBSTOCK, SUPPLIER_NORTHERN
from tests.assistant.dataset_calloffs import BY_NUMBER, shown, when
from tests.assistant.eval_set import Case, _case

CALL_OFFS = "call_offs"
CO = "call_off"

# fmt: off
CASES: list[Case] = [
    _case("hc-next-plot12", "when is the next load for plot 12 at Otley Riverside?", CALL_OFFS,
          projects=(PROJECT_RIVERSIDE,), values=("CO-260102", shown(when(BY_NUMBER["CO-260102"]))),
          records=((CO, "CO-260102"),)),
    _case("hc-tomorrow-ibstock", "what's going out tomorrow from Ibstock?", CALL_OFFS,
          suppliers=(SUPPLIER_IBSTOCK,), values=("CO-260102",), records=((CO, "CO-260102"),)),
    _case("hc-failed-week", "which deliveries failed this week?", CALL_OFFS,
          values=("CO-260103", "no crane on site"), records=((CO, "CO-260103"),)),
    _case("hc-oakwood-confirmed", "have northern confirmed the oakwood delivery yet", CALL_OFFS,
          suppliers=(SUPPLIER_NORTHERN,), projects=(PROJECT_OAKWOOD,), values=("CO-260105", "booked"),
          records=((CO, "CO-260105"),)),
    _case("hc-plot11-pod", "did we get a pod for plot 11 riverside", CALL_OFFS, projects=(PROJECT_RIVERSIDE,),
          values=("CO-260101", "Gary Hill"), records=((CO, "CO-260101"),)),
    _case("hc-riverside-calloffs", "call offs for riverside quarter", CALL_OFFS, projects=(PROJECT_RIVERSIDE,),
          values=("CO-260102", "CO-260104"), records=((CO, "CO-260102"), (CO, "CO-260104"))),
]
# fmt: on
