"""Request and response shapes of the CRM calls."""
