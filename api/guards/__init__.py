"""Request guards that need the sign-in rules: the token checked before the body, text that cannot be stored."""
