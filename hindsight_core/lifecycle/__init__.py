"""Lifecycle: decay and reinforcement, TTL, dedup/merge, conflicts and supersession. Pure functions."""
