"""Exemplar questions asking for one fact of a record (assistant.understanding.exemplars): by the fact, with the
intent that answers it (a contact's phone, email or role: contact_details; a lead time: product_price; the rest:
record_fact)."""

from __future__ import annotations

from assistant.understanding.types import Attribute, Intent

BY_ATTRIBUTE: dict[Attribute, tuple[Intent, str]] = {
    Attribute.phone: (
        Intent.contact_details,
        """
        phone number for acme
        what's sarah jones' mobile
        number for the buyer at pennine
        how do i get hold of kirkstall, what's their number
        mobile for dave at calder
        what's the landline for wharfe valley
        give me a number to ring moorside
        tel no for acme construction
        whats john smith's phone
        can i have the contact number for pennine groundworks
        dave at pennine, what's his mobile
        sarah jones' number
        number for mark at calder
        how do i get hold of john at kirkstall
        """,
    ),
    Attribute.email: (
        Intent.contact_details,
        """
        email address for acme
        what's sarah's email at pennine
        email for the buyer at kirkstall
        who do i email at wharfe valley
        what's the email for calder civils accounts
        e-mail for john smith
        john at kirkstall email
        what's dave's email address at pennine
        """,
    ),
    Attribute.role: (
        Intent.contact_details,
        """
        what's sarah jones' job title
        what does dave do at pennine
        what's john smith's role
        is mark the buyer or the site manager
        """,
    ),
    Attribute.account_number: (
        Intent.record_fact,
        """
        what's acme's account number
        account no for pennine groundworks
        kirkstall account ref
        what's the account code for wharfe valley
        customer number for calder civils
        our account number with ibstock
        """,
    ),
    Attribute.address: (
        Intent.record_fact,
        """
        address for acme construction
        where is the riverside site
        what's the site address for the oakwood job
        where are pennine based
        delivery address for the meadow view project
        """,
    ),
    Attribute.account_manager: (
        Intent.record_fact,
        """
        who looks after acme
        who's the account manager for pennine
        whose customer is kirkstall
        who handles the riverside job
        which rep has wharfe valley
        who's dealing with quote 45
        """,
    ),
    Attribute.architects: (
        Intent.record_fact,
        """
        who are the architects on the riverside project
        architect for the oakwood job
        which architects are on meadow view
        who designed the station road scheme
        who's the architect at moorside barns
        which jobs is halden design on
        what projects have the architects got with us
        who's the architect's contact on the oakwood job
        """,
    ),
    Attribute.pallet_quantity: (
        Intent.record_fact,
        """
        how many on a pallet of cheshire red multi
        pallet qty for the thermalite
        how many bricks per pallet for the atlas blue
        how many blocks to a pallet
        what's a full pallet of keyblok
        units per pallet for the village red
        """,
    ),
    Attribute.pack_quantity: (
        Intent.record_fact,
        """
        pack qty on the tegula
        how many in a pack of the pantiles
        what's the pack size of the keyblok
        how many come in a pack of the lintels
        """,
    ),
    Attribute.weight: (
        Intent.record_fact,
        """
        how heavy is the thermalite block
        weight of a cheshire red multi
        what does a pallet of keyblok weigh
        how much does a bag of mortar weigh
        kg per brick for the atlas blue
        """,
    ),
    Attribute.appearance: (
        Intent.record_fact,
        """
        what colour is the cheshire red multi
        texture of the atlas blue
        what size is a keyblok paver
        dimensions of the thermalite block
        whats the product code for the village red
        """,
    ),
    Attribute.cost_price: (
        Intent.record_fact,
        """
        what do we pay for the cheshire red multi
        cost price of the tegula
        buy price on the atlas blue
        what's our cost on thermalite
        what does ibstock charge us for the red multi
        our buying price for the keyblok
        margin on the village red
        what's the trade cost vs the list price for pantiles
        net cost to us for catnic lintels
        what are we buying the leicester stock in at
        """,
    ),
    Attribute.ex_vat_total: (
        Intent.record_fact,
        """
        total ex vat on quote 45
        what's q260003 before vat
        net total of the acme quote
        quote 12 excluding vat
        how much is the vat on q31
        goods total without vat for quote 7
        what's the ex vat figure on the riverside quote
        """,
    ),
    Attribute.rejection_reason: (
        Intent.record_fact,
        """
        why was quote 45 rejected
        why did pennine turn down our quote
        reason acme rejected q260005
        why did we lose the kirkstall job
        what reason did they give for declining
        why was the oakwood quote lost
        why didn't wharfe valley go with us
        how come we lost the granary job
        reason the mill lane job was lost
        """,
    ),
    Attribute.quote_lines: (
        Intent.record_fact,
        """
        what's on quote 45
        what was on q260003
        lines on the acme quote
        what products are on quote 12
        what's in q7
        """,
    ),
    Attribute.lead_time: (
        Intent.product_price,
        """
        lead time on the atlas blue
        how long for the tegula to come in
        how quick can we get thermalite
        delivery time for the pantiles
        how many days for the red multi
        when would keyblok arrive if we ordered today
        """,
    ),
    # Issue 14, seventh demo round: a site's delivery restrictions (its site address's delivery notes).
    Attribute.site_access: (
        Intent.record_fact,
        """
        any delivery restrictions at the riverside site
        can an artic get onto the oakwood job
        what times can we deliver to meadow view
        access issues at the station road site?
        delivery hours for the moorside barns job
        can we drop at the oakwood site on a saturday
        is it rigid only into the riverside site
        delivery notes for acme's site
        """,
    ),
    # Issue 14, seventh demo round: the suppliers linked to a job.
    Attribute.project_suppliers: (
        Intent.record_fact,
        """
        which suppliers are linked to the harbour lane job
        list the suppliers on the canal basin scheme
        """,
    ),
}
