"""Call-off request and response shapes: `requests` (what staff send), `out` (what staff read), `public` (what the
site, the works and the haulier read and send on their links; never prices)."""
