"""Brickmate, the assistant: embedding, retrieval, answering and feedback (its router is mounted by api).

Empty until the assistant issue lands; the folder is part of the fixed layout."""
