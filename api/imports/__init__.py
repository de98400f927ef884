"""Imports run as background jobs: the job table, the runner that applies an import batch by batch with progress
and cooperative cancelling, and the calls to follow or cancel a job. Each import (price list, CRM) registers how
its rows are applied (`service.register`) and starts its jobs from its own router."""
