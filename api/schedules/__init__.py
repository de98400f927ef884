"""Delivering: an order's call-off schedule (deliveries drawing down the ordered quantities plot by plot), the
status machine of each call-off, the board, and the public links for the site and the works or haulier."""
