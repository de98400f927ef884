"""HTTP surface of the CRM: thin routers that parse, authorise and call one service function."""
