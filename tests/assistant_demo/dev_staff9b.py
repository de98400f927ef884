"""A second, small round of fresh staff-talk questions over the demo instance (`d20b-`), written after the changes
the fifteenth round (dev_staff9.py) prompted and asked once, to measure how the reader generalises to wordings
nobody tuned on: prices after a misspelt maker or a quantity, cost to us, counts and sums, quotes named by what
they are for, contacts by surname and role, a works' rate on a product, loads booked for a day, the task pad,
yes/no, a project's and an organisation's facts, a product's weight, and three declines. Values read from the demo
data (quote totals checked by SQL on a seeded demo). Its own part, `--part demo-fresh9`; not in demo-dev.

First run (28 Nov 2026, branch asst10 at 883b916, asked once, nothing changed for it since): 23 of 26
(88 %): answerable 20 of 23 (87 %), declines 3 of 3, intent 0.885, 0 invented. Missed: "the plots 1 to 6 quote -
status?" (plot numbers read as call-offs), "lorries booked for tomorrow" ("lorries booked" is no load cue), "kirkstall
forge glenigan number" ("number" read as a phone). Left as they are: these questions measure generalisation, they are
not tuned on.
"""

from __future__ import annotations

from tests.assistant.eval_set import (
    COMPARE,
    CONTACT,
    COUNT,
    DECLINE,
    FACT,
    PRICE,
    STATUS,
    Case,
    Lesson,
    _case,
)
from tests.assistant_demo.facts import RAISE_POS, q, quote

SUPPLIER_QUOTES, CALL_OFFS, TASKS = "supplier_quotes", "call_offs", "tasks"

# fmt: off
CASES: list[Case] = [
    _case("d20b-pr-edgemere", "edgemere slate grey each", PRICE, values=("£2.20",)),
    _case("d20b-pr-leicester", "ibstok leicester red multi stock per thou", PRICE, values=("£790.00",)),
    _case("d20b-pr-srm-qty", "5000 smooth red multi wienerberger per thou", PRICE, values=("£700.00",)),
    _case("d20b-pr-saxon-qty", "30m2 saxon natural 450 price", PRICE, values=("£26.90",)),
    _case("d20b-cost-cottage", "forterra cottage red multi cost to us", FACT, values=("£575.00",)),
    _case("d20b-cost-lime", "hydrated lime - whats it cost us", FACT, values=("£7.10",)),
    _case("d20b-cnt-pennine", "no of quotes for pennine", COUNT, values=("2",)),
    _case("d20b-sum-awc-rej", "total value of awc quotes that got rejected", COUNT, values=("£28,716.36",)),
    _case("d20b-qn-plots", "the plots 1 to 6 quote - status?", STATUS, values=(q(8), "Sent")),
    _case("d20b-qn-walls", "is the garden walls quote still valid", STATUS, values=(q(4), "Expired")),
    _case("d20b-ct-barker", "barkers number", CONTACT, values=("0161 555 0491",)),
    _case("d20b-ct-roofing", "whos the roofing specialist at marley", CONTACT, values=("Zoe Fletcher",)),
    _case("d20b-ct-partner", "partner at whitfield - email", CONTACT, values=("oliver@whitfield.example",)),
    _case("d20b-ct-crowther", "crowther email", CONTACT, values=("neil.crowther@tarmac.example",)),
    _case("d20b-wp-staffs", "ibstocks rate on the staffordshire blue solid", SUPPLIER_QUOTES, values=("£669.30",)),
    _case("d20b-co-lorries", "lorries booked for tomorrow", CALL_OFFS, values=("CO-000002", "CO-000003")),
    _case("d20b-co-31", "what got tipped at plot 31 and who took it", CALL_OFFS, values=("Gary Wood",)),
    _case("d20b-t-progress", "which task is in progress", TASKS, values=(RAISE_POS,)),
    _case("d20b-cmp-celcon", "is celcon standard cheaper than thermalite shield 100", COMPARE,
          values=("£2.35", "£2.40")),
    _case("d20b-yn-q2", "did calder take q2", STATUS, quotes=(q(2),), values=("Rejected",), records=(quote(2),)),
    _case("d20b-pj-glenigan", "kirkstall forge glenigan number", FACT, values=("21602214",)),
    _case("d20b-org-pennine-acc", "pennine acct no", FACT, values=("PEN207",)),
    _case("d20b-prd-hemelite-kg", "how heavy is a hemelite block", FACT, values=("14.8",)),
]

DECLINES: list[Case] = [
    _case("d20b-no-ivanhoe-red", "price of 200 ibstock ivanhoe red", PRICE, expect=DECLINE),
    _case("d20b-no-thermal", "thermal conductivity of celcon solar", FACT, expect=DECLINE),
    _case("d20b-no-sq7", "sq7 total", SUPPLIER_QUOTES, expect=DECLINE),
]

LESSONS: list[Lesson] = []
CONTAMINATION: list[Lesson] = []
# fmt: on

ALL: list[Case] = [*CASES, *DECLINES]
