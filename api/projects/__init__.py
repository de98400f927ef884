"""Projects: construction jobs we want to supply."""
