"""A seventh round of development questions over the demo instance (tuned on), written blind (without the assistant's
code or the held-out parts' questions) on 27 Nov 2026 and committed before it was first asked: people and companies,
and things that must be declined, in the words staff type into the chat box (typos, shorthand, follow-ups).

People and companies: a contact named by the job title they hold ("whos the associate at studio kirkgate", "trade
account manager marshalls"; the person whose job title it is), a person's job title ("what does neil at tarmac do"),
their email or phone asked through their role, who looks after an account (its account manager), an organisation's
account number, address, postcode, office phone and general email, a site's delivery restrictions asked as what a
driver meets ("can an artic get into mytholm meadows", "can we drop at station parade in the afternoon"), a project's
architect and the architect's number as a follow-up, whose job a project is and which suppliers are on it.

Declines of many shapes: a role nobody at a named organisation has (Pennine has a commercial manager, no buyer;
Whitfield a partner, no director), people and companies we do not have, made-up jobs and sites, quote numbers past
the last, fields nobody records (a VAT number, a website, a home address, a date of birth, a fax number), purchase
orders (the demo raises none), a size or colour a real range lacks, and opinions or forecasts. A decline that offers
the nearest real record as an alternative is still a decline; one that answers about it as if asked is not.

Format of tests/assistant_demo/dev.py; every value read from the demo data (api/crm/demo.py,
api/catalogue/demo_data.py, api/projects/demo.py, api/seed.py: the demo admin, Ada Brennan, is every customer's
account manager).

First run (27 Nov 2026, on main as it stood, adba46a, before any change for it; no expectation needed fixing):
answerable 20 of 36 (people by a title with no cue word, a title's words read as a person or a product we lack, a
site's delivery restrictions, a job's suppliers, "whose job", the architect's number as a follow-up), declines 20 of 28
(a title nobody at the organisation holds answered with the person who is there, 5 of 7; a VAT number and a website
answered with other details; "should we knock 5% off"), unrelated 3 of 3, the lesson 1 of 1, contamination 0 of 2.
After the eleventh session's changes by kind: 35 of 36 ("which suppliers are on the mytholm job" is answered, but at
low confidence), 28 of 28, 3 of 3, 1 of 1, 0 of 2. Its second round (SECOND, below), asked once before any change
for it: 10 of 11 answerable ("who handles regional sales at h+h" read as our account manager) and 6 of 6 declines;
after one change by kind (a title beside an account manager's cue is the person holding it), 11 of 11.
"""

from __future__ import annotations

from tests.assistant.eval_set import (
    CONTACT,
    DECLINE,
    FACT,
    GENERAL,
    PRICE,
    STATUS,
    UNRELATED,
    Case,
    Lesson,
    _case,
)
from tests.assistant_demo.facts import (
    ACKROYD,
    AWC,
    BRIGHOUSE,
    CALDER,
    CARR,
    CATNIC,
    CROWTHER,
    DALES,
    DYSON,
    ELLAND,
    FORTERRA,
    HARROGATE,
    HOLMFIRTH,
    HOLT,
    IBSTOCK,
    KHAN,
    KIRKGATE,
    KIRKSTALL,
    LISTER,
    MARLEY,
    MARSH,
    MARSHALLS,
    MYTHOLM,
    PENNINE,
    PRYCE,
    STATION,
    TURNER,
    WHITFIELD,
    WIENERBERGER,
    contact,
    org,
)

PURCHASE_ORDERS = "purchase_orders"
HAIGH, RHYS, BARKER, FLETCHER = "Craig Haigh", "Owen Rhys", "Lucy Barker", "Zoe Fletcher"
ADA = "Ada Brennan"

# fmt: off
CASES: list[Case] = [
    # ---- a contact by the job title they hold
    _case("d9-role-kirkgate-assoc", "whos the associate at studio kirkgate", CONTACT, others=(KIRKGATE,),
          values=(ACKROYD,), records=(contact(ACKROYD),)),
    _case("d9-role-pennine-cm", "commercial managers email at pennine", CONTACT, customers=(PENNINE,),
          values=("aisha.khan@pennine.example",), records=(contact(KHAN),)),
    _case("d9-role-awc-sm", "site manager at aire and wharfe, email?", CONTACT, customers=(AWC,),
          values=("mark.dyson@awc.example",), records=(contact(DYSON),)),
    _case("d9-role-harrogate-dir", "harrogate livings director - whats her number", CONTACT, companies=(HARROGATE,),
          values=(CARR, "01423 555 880"), records=(contact(CARR),)),
    _case("d9-role-ibstock-asm", "area sales manager at ibstock email pls", CONTACT, suppliers=(IBSTOCK,),
          values=("gareth.pryce@ibstock.example",), records=(contact(PRYCE),)),
    _case("d9-role-forterra-ka", "whos key accounts at forterra", CONTACT, suppliers=(FORTERRA,), values=(MARSH,),
          records=(contact(MARSH),)),
    _case("d9-role-marshalls-tam", "trade account manager marshalls name?", CONTACT, suppliers=(MARSHALLS,),
          values=(HAIGH,), records=(contact(HAIGH),)),
    _case("d9-role-catnic-tech", "who does technical sales at catnic", CONTACT, suppliers=(CATNIC,), values=(RHYS,),
          records=(contact(RHYS),)),
    _case("d9-role-dales-transport", "whos in the transport office at dales", CONTACT, others=(DALES,),
          values=(LISTER,), records=(contact(LISTER),)),
    _case("d9-role-dales-email", "and his email", CONTACT, contacts=(LISTER,),
          values=("transport@daleshaulage.example",), records=(contact(LISTER),), follows="d9-role-dales-transport"),
    _case("d9-role-marley-roof", "roofing specialist at marley, email", CONTACT, suppliers=(MARLEY,),
          values=("zoe.fletcher@marley.example",), records=(contact(FLETCHER),)),
    _case("d9-role-wb-merchant", "merchant sales at wienerberger whats her email", CONTACT, suppliers=(WIENERBERGER,),
          values=("lucy.barker@wienerberger.example",), records=(contact(BARKER),)),
    _case("d9-role-calder-buyr", "whos the buyr at calder", CONTACT, customers=(CALDER,), values=(HOLT,),
          records=(contact(HOLT),)),
    # ---- a person's job title
    _case("d9-title-neil", "what does neil at tarmac do", CONTACT, contacts=(CROWTHER,),
          values=("Building products sales",), records=(contact(CROWTHER),)),
    _case("d9-title-rachel", "rachel turners role?", CONTACT, contacts=(TURNER,), values=("Regional sales",),
          records=(contact(TURNER),)),
    _case("d9-title-gareth", "gareths job title", CONTACT, contacts=(PRYCE,), values=("Area sales manager",),
          records=(contact(PRYCE),)),
    _case("d9-title-emma", "whos our contact at harrogate living and what does she do", CONTACT,
          companies=(HARROGATE,), values=(CARR, "Director"), records=(contact(CARR),)),
    # ---- who looks after an account; account numbers
    _case("d9-am-calder", "who looks after calder valley", FACT, customers=(CALDER,), values=(ADA,)),
    _case("d9-am-pennine", "pennines account manager?", FACT, customers=(PENNINE,), values=(ADA,)),
    _case("d9-acc-awc", "account no for aire and wharfe", FACT, customers=(AWC,), values=("AWC014",),
          records=(org("customer", AWC),)),
    _case("d9-acc-calder", "whats calders acc number", FACT, customers=(CALDER,), values=("CVH001",),
          records=(org("customer", CALDER),)),
    _case("d9-acc-ibstock", "our account number with ibstock", FACT, suppliers=(IBSTOCK,), values=("IBS-01",),
          records=(org("supplier", IBSTOCK),)),
    # ---- an organisation's address, postcode, phone
    _case("d9-addr-pennine", "address for pennine developments", FACT, customers=(PENNINE,),
          values=("12 Market Street", "HD1 2EN"), records=(org("customer", PENNINE),)),
    _case("d9-addr-marshalls", "where are marshalls based", FACT, suppliers=(MARSHALLS,),
          values=("Premier Way", "Elland"), records=(org("supplier", MARSHALLS),)),
    _case("d9-addr-kirkgate-pc", "postcode for studio kirkgate", FACT, others=(KIRKGATE,), values=("LS2 7DJ",),
          records=(org("other", KIRKGATE),)),
    _case("d9-phone-pennine", "pennine office number", CONTACT, customers=(PENNINE,), values=("01484 555 207",)),
    # ---- a site's delivery restrictions, as what a driver meets
    _case("d9-site-kirkstall-times", "what times can we deliver to kirkstall forge", FACT, projects=(KIRKSTALL,),
          values=("8am to 3pm",)),
    _case("d9-site-station-pm", "can we drop at station parade in the afternoon", FACT, projects=(STATION,),
          values=("before 10am",)),
    _case("d9-site-mytholm-artic", "can an artic get into mytholm meadows", FACT, projects=(MYTHOLM,),
          values=("rigid vehicles only",)),
    _case("d9-site-holmfirth-pc", "postcode for the holmfirth road site", FACT, projects=(HOLMFIRTH,),
          values=("HD9 4DA",)),
    # ---- a project's architect, customer and suppliers
    _case("d9-arch-holmfirth", "whos the architect on holmfirth road", FACT, projects=(HOLMFIRTH,),
          values=(WHITFIELD,), records=(org("other", WHITFIELD),)),
    _case("d9-arch-holmfirth-num", "and their number?", CONTACT, others=(WHITFIELD,), values=("0161 555 0199",),
          follows="d9-arch-holmfirth"),
    _case("d9-arch-elland", "elland bridge architect", FACT, projects=(ELLAND,), values=(KIRKGATE,),
          records=(org("other", KIRKGATE),)),
    _case("d9-arch-brighouse", "who was the architect for brighouse wharf mews", FACT, projects=(BRIGHOUSE,),
          values=(WHITFIELD,), records=(org("other", WHITFIELD),)),
    _case("d9-cust-holmfirth", "whose job is holmfirth road", FACT, projects=(HOLMFIRTH,), values=(PENNINE,)),
    _case("d9-sup-mytholm", "which suppliers are on the mytholm job", FACT, projects=(MYTHOLM,),
          values=(IBSTOCK, "H+H UK", CATNIC)),
]

DECLINES: list[Case] = [
    _case(f"d9-no-{i}", question, intent, expect=DECLINE)
    for i, (question, intent) in enumerate(
        [
            # a role nobody at the named organisation has
            ("email for the buyer at pennine", CONTACT),
            ("whos the quantity surveyor at aire and wharfe", CONTACT),
            ("contracts manager at calder valley, number?", CONTACT),
            ("number for the estimator at harrogate living", CONTACT),
            ("whos the md at forterra", CONTACT),
            ("transport manager at marshalls email", CONTACT),
            ("whos the director at whitfield architects", CONTACT),
            # people and companies we do not have
            ("whats john smiths email", CONTACT),
            ("number for sharon at wienerberger", CONTACT),
            ("account number for taylor wimpey", FACT),
            ("who looks after miller homes", FACT),
            ("whos our contact at travis perkins", CONTACT),
            # made-up jobs, sites and quote numbers
            ("architect on the wetherby grange job", FACT),
            ("delivery restrictions at the ilkley site", FACT),
            ("who accepted q15", STATUS),
            # fields nobody records
            ("vat number for calder valley", FACT),
            ("whats marshalls website", FACT),
            ("mark dysons home address", CONTACT),
            ("aisha khans date of birth", CONTACT),
            ("fax number for tarmac", CONTACT),
            # purchase orders: the demo raises none
            ("has ibstock acknowledged our po yet", PURCHASE_ORDERS),
            ("what purchase orders have we raised this week", PURCHASE_ORDERS),
            # a size or colour the range lacks
            ("ivanhoe cream 73mm price", PRICE),
            ("keykerb in brindle how much", PRICE),
            ("catnic cg90 3000mm lintel price", PRICE),
            # opinions and forecasts
            ("will calder give us phase 4", GENERAL),
            ("do you reckon brick prices will go up next year", GENERAL),
            ("should we knock 5% off for pennine", GENERAL),
        ]
    )
]

UNRELATED_CASES: list[Case] = [
    _case(f"d9-off-{i}", question, GENERAL, expect=UNRELATED)
    for i, question in enumerate(
        ["whats the score in the cricket", "how do i make a decent brew", "recommend a pub in hebden bridge"]
    )
]

# A confirmed answer about a person by their role reaching a colleague's rewording; never another organisation's.
LESSONS: list[Lesson] = [
    Lesson("dl9-awc-sm", "whos the site manager at aire and wharfe", True,
           _case("dl9-awc-sm-p", "awc site manager, who is it", CONTACT, customers=(AWC,), values=(DYSON,))),
]

CONTAMINATION: list[Lesson] = [
    Lesson("dc9-awc-sm", "whos the site manager at aire and wharfe", True,
           _case("dc9-awc-sm-b", "whos the commercial manager at pennine", CONTACT, customers=(PENNINE,),
                 values=(KHAN,), absent=(DYSON,))),
    Lesson("dc9-awc-acc", "account no for aire and wharfe", True,
           _case("dc9-awc-acc-b", "account no for pennine", FACT, customers=(PENNINE,), values=("PEN207",),
                 absent=("AWC014",))),
]
# fmt: on

ALL: list[Case] = [*CASES, *DECLINES, *UNRELATED_CASES]

# A second round in this file, written after the changes above and asked once, before any change for it: fresh
# wordings of the same kinds (a check that they hold for words of their own).
# fmt: off
SECOND: list[Case] = [
    _case("d9b-role-pennine-mgr", "who's the commercial mgr at pennine", CONTACT, customers=(PENNINE,), values=(KHAN,),
          records=(contact(KHAN),)),
    _case("d9b-role-awc-sm-num", "i need the site managers number at awc", CONTACT, customers=(AWC,),
          values=(DYSON, "0113 555 0142"), records=(contact(DYSON),)),
    _case("d9b-role-whitfield-partner", "whos the partner at whitfield architects, email", CONTACT,
          others=(WHITFIELD,), values=("oliver@whitfield.example",)),
    _case("d9b-role-kirkgate-assoc", "associate at kirkgate - phone no", CONTACT, others=(KIRKGATE,),
          values=("0113 555 0277",)),
    _case("d9b-role-hh-regional", "who handles regional sales at h+h", CONTACT, suppliers=("H+H UK",),
          values=(TURNER,)),
    _case("d9b-role-calder-buyer-name", "whats the buyers name at calder valley homes", CONTACT, customers=(CALDER,),
          values=(HOLT,)),
    _case("d9b-site-kirkstall-hours", "delivery hours at kirkstall forge?", FACT, projects=(KIRKSTALL,),
          values=("8am to 3pm",)),
    _case("d9b-site-station-access", "any access problems at station parade", FACT, projects=(STATION,),
          values=("before 10am",)),
    _case("d9b-acc-pennine", "acc no for pennine developments", FACT, customers=(PENNINE,), values=("PEN207",)),
    _case("d9b-addr-forterra", "wheres forterra based", FACT, suppliers=(FORTERRA,), values=("Northampton",)),
    _case("d9b-am-awc", "who looks after aire and wharfe", FACT, customers=(AWC,), values=(ADA,)),
]

SECOND_DECLINES: list[Case] = [
    _case(f"d9b-no-{i}", question, intent, expect=DECLINE)
    for i, (question, intent) in enumerate(
        [
            ("email for the qs at pennine", CONTACT),
            ("whos the purchasing manager at calder", CONTACT),
            ("whos the contracts manager at awc", CONTACT),
            ("whats tarmacs fax", CONTACT),
            ("linkedin for sarah holt", CONTACT),
            ("do u think pennine will sign q8", GENERAL),
        ]
    )
]
# fmt: on

ALL += [*SECOND, *SECOND_DECLINES]
