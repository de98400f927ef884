"""Fresh questions over the demo instance (`d32b-`, demo-fresh15), asked once after the twentieth managers' round's
changes (branch asst22) and never tuned on: what a sales manager, an estimator and the owner ask, in wordings of the
same kinds as dev_staff13.py but not its own (totals and counts over periods, rankings, conversion, a quote's margin
and cost, states in other words, a job's or customer's whole picture), written after the first batch of changes
(85b8d7e) and committed before it was first asked. Values read from the demo data as dev_staff13.py's docstring gives
them (quote totals inc VAT by SQL on a seeded demo, rolled back): sent in the past 3 weeks q6 (re-sent 20 days ago),
q8, q9, q10 = £343,132.00; q8's goods £13,914.75 against £11,325.00 at cost (margin £2,589.75); q12's £4,600.25
against £3,483.00 (£1,117.25); q1's goods at cost £152,618.00; q7's margin £8,988.04; Priya's open value £209,807.10
(q6); Pennine's quotes £26,762.12 (q4, q8).

Its one run (28 Nov 2026, branch asst22 at ae0f0cf, after the last change): answerable 21 of 27 (exact 0.778),
declines 3 of 3, intent 0.467, 0 invented. Missed: "which quotes ran out without a reply" (read as a customer we lack),
"whats q1 costing us" (the margin cue lacks "costing"), "cheapest quote out with customers" and "priciest open quote"
(read as product questions: the ranking words lack "cheapest" and "priciest"), "smallest quote priya has" (read as
her tasks), "who's got the most open quote value" (read as a quote's status). Its threshold is that run's floor.
"""

from __future__ import annotations

from tests.assistant.eval_set import COUNT, CUSTOMER_Q, DECLINE, FACT, LIST, PROJECT_Q, Case, Lesson, _case
from tests.assistant_demo.facts import AWC, HARROGATE, HOLMFIRTH, KIRKSTALL, PENNINE, q

# fmt: off
CASES: list[Case] = [
    _case("d32b-p-3w-value", "how much did we quote in the past 3 weeks", COUNT, values=("£343,132.00",)),
    _case("d32b-p-tom-month", "how many quotes did tom send in the past month", COUNT, values=("2",)),
    _case("d32b-p-month-count", "how many quotes went out in the past month", COUNT, values=("4",)),
    _case("d32b-p-6m-count", "how many quotes have we sent in the last 6 months", COUNT, values=("10",)),
    _case("d32b-p-pennine-total", "how much have we quoted pennine in total", COUNT, values=("£26,762.12",)),
    _case("d32b-p-awc-open", "how much have awc got open", COUNT, values=("£217,123.40",)),
    _case("d32b-r-priciest-open", "priciest open quote", LIST, values=(q(6),)),
    _case("d32b-r-cheapest-out", "cheapest quote out with customers", LIST, values=(q(10),)),
    _case("d32b-r-two-biggest", "our 2 biggest quotes", LIST, values=(q(1), q(6))),
    _case("d32b-r-customer-open", "which customer has the most open quotes", LIST, values=(AWC,)),
    _case("d32b-r-rep-value", "who's got the most open quote value", LIST, values=("Priya", "£209,807.10")),
    _case("d32b-r-priya-smallest", "smallest quote priya has", LIST, values=(q(12),)),
    _case("d32b-r-rejected", "biggest rejected quote", LIST, values=(q(2), "£32,796.00")),
    _case("d32b-r-outstanding", "longest outstanding quote", LIST, values=(q(6),)),
    _case("d32b-r-oldest-open", "whats the oldest open quote", LIST, values=(q(6),)),
    _case("d32b-m-q8", "margin on q8", FACT, quotes=(q(8),), values=("£2,589.75",)),
    _case("d32b-m-q1-cost", "whats q1 costing us", FACT, quotes=(q(1),), values=("£152,618.00",)),
    _case("d32b-m-q7-profit", "how much profit is in q7", FACT, quotes=(q(7),), values=("£8,988.04",)),
    _case("d32b-m-q12", "q12 margin in pounds", FACT, quotes=(q(12),), values=("£1,117.25",)),
    _case("d32b-e-decision", "quotes still waiting on a decision", LIST, values=(q(6), q(8), q(10))),
    _case("d32b-e-ran-out", "which quotes ran out without a reply", LIST, values=(q(4),)),
    _case("d32b-e-pennine-expired", "how many of pennines quotes expired", COUNT, values=("1",)),
    _case("d32b-c-awc-lost", "which of awcs quotes did we lose", CUSTOMER_Q, customers=(AWC,), values=(q(3),)),
    _case("d32b-j-holmfirth", "where do we stand with holmfirth road", PROJECT_Q, projects=(HOLMFIRTH,),
          values=(q(8),)),
    _case("d32b-j-kirkstall", "kirkstall forge - where are we", PROJECT_Q, projects=(KIRKSTALL,), values=(q(6),)),
    _case("d32b-k-harrogate", "whats going on with harrogate living", CUSTOMER_Q, companies=(HARROGATE,),
          values=(q(7), q(12))),
    _case("d32b-k-pennine", "pennine - where are we at", CUSTOMER_Q, customers=(PENNINE,), values=(q(8),)),
]

DECLINES: list[Case] = [
    _case(f"d32b-no-{i}", question, intent, expect=DECLINE)
    for i, (question, intent) in enumerate(
        [
            ("whats our net margin on q9 after wages", FACT),
            ("forecast quote value for next quarter", COUNT),
            ("what does selco charge for ivanhoe cream", FACT),
        ]
    )
]
LESSONS: list[Lesson] = []
CONTAMINATION: list[Lesson] = []
# fmt: on

ALL: list[Case] = [*CASES, *DECLINES]
