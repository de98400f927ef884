"""Exemplar questions of buying, delivering and the task pad (assistant.understanding.exemplars): what suppliers
quoted us and who has yet to answer, our purchase orders and the customer's PO, call-offs to site plot by plot, and
the asking user's tasks. The names in them are made up: the exemplars teach the shape of a question, never a record."""

from __future__ import annotations

from assistant.understanding.types import Intent

DEALING: dict[Intent, str] = {
    Intent.supplier_quotes: """
        what did the works quote us for the hallam job
        any supplier prices back for Q-000321
        has brickworks ltd come back with prices for the mill lane site
        supplier quotes for the granary project
        what have we been quoted for the school job
        rfq status for the canal wharf scheme
        did the merchant send their prices for the high street job
        which suppliers have answered our request for prices on Q-000204
        what's the haulier charging for the depot job
        whose prices are still valid for the bridge street project
        has the works priced the blue engineering yet
        has the merchant quoted the lintels yet
        any prices back from the works
        which suppliers haven't replied to the rfq
        who haven't we heard back from on Q-000321
        who are we still waiting on for prices
        has the haulier come back with a rate yet
        has jo sent her prices in
        did dan come back on the lintels
        have we got their price back on the facing bricks
        supplier prices for the garden walls job
    """,
    Intent.purchase_orders: """
        has the po gone to the works for the hallam job
        is the purchase order for Q-000321 acknowledged
        have the works acked our order
        po status for the granary project
        did the supplier confirm the purchase order
        which purchase orders are still waiting on acknowledgement
        has the PO for the school job been accepted by the works
        any purchase orders declined this week
        what date did the works propose on the canal wharf po
        show me the purchase orders to the merchant
        what's the po for the hallam job
        whats the po on Q-000321
        what po number did they give us for the granary job
        and the po?
        their order ref on SO-000321
        what po did the customer give us for phase 2
    """,
    Intent.tasks: """
        whats on my plate today
        my overdue tasks
        who is chasing the mill lane quote
        tasks linked to the granary job
        what have i got to do this week
        any reminders for tomorrow
        which tasks are assigned to me
        open tasks for the merchant
        what's on my list
        my to do list
        what tasks are overdue
        anything late on the task pad
        what's on my list for today
        what's on jo's list
        what has dan got on
        is sam behind on anything
        how was the site meeting task closed
        whats the closing note on the samples task
    """,
    Intent.call_offs: """
        when is the next load for plot 7 at the mill lane site
        whats going out tomorrow from the works
        which deliveries failed last week
        has the call off for plot 22 been confirmed
        what loads have we got booked for friday
        did the delivery to the granary go yesterday
        have we had proof of delivery for plot 3
        when are plots 40 and 41 being delivered
        any loads not confirmed for tomorrow
        what's on the wagon for the hallam job this week
        show me the call-offs for the canal wharf scheme
        why did the drop to the school job fail
        why was plot 12 cancelled
        why did the call off for the granary get cancelled
        when's plot 9 getting its bricks
        what's going to the hallam site next week
        what's on site at the granary tomorrow
        did plot 4 get its bricks
        when's the next load to the merchant
        plot 14 delivery
        when's plot 3 going
        plot 8?
    """,
}

# Deliveries, the task pad and buying as staff ask them (issue 14, the seventh demo round's kinds): who hauls a load
# and who meets it, spans of days, a follow-up about the loads just given, tasks by stage or by a record's name and a
# title's words, a works' price running out and the notes on it.
for _intent, _block in {
    Intent.call_offs: """
        whos hauling plot 12
        which haulier has got the load for plot 7
        who is the site contact for the plot 9 drop
        whats due in over the next 10 days
        deliveries for the next couple of weeks
        whats coming from the works tomorrow
        what has the haulier got on for us
        which plot is that load for
        whats on CO-000123
    """,
    Intent.tasks: """
        which tasks are in progress
        whats in the waiting column
        whats still in to do
        was the granary visit ever sorted
        whos doing the hallam purchase orders
        any messages on the samples task
        who owns the lintel prices task
        how urgent is the canal wharf po task
    """,
    Intent.supplier_quotes: """
        when does the merchants price run out
        did the works put any notes on their quote
        which supplier quotes are we still waiting on
        whats the haulage on SQ-000123
    """,
}.items():
    DEALING[_intent] += _block
