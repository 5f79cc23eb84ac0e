"""Benchmarks run through the public API (``hindsight eval ...``)."""
