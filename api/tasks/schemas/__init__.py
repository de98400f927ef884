"""Task shapes: `requests` (what staff send), `out` (what they read)."""
