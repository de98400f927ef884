"""Actions from the chat: a question that asks to do something ("start a quote for Acme with 12,000 red") is
answered with a proposal the user confirms; nothing changes before the confirmation.

- `registry`: the kinds of action (the `Action` protocol) and the order they are tried in;
- `models` / `schemas`: the stored proposal (idempotent, auditable) and its shapes;
- `service`: propose (from a question), confirm and cancel, for the proposal's own user, with the role applied;
- one module a kind (`draft_quote`), registered in `registry.ACTIONS`.

This package's `__init__` imports nothing, so `assistant.schemas` can use the proposal's shape."""
