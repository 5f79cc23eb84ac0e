"""Argument types shared by ``hindsight`` and ``python -m hindsight_core.mcp``: argparse reports a bad
value as a usage error naming the option (exit status 2), never a traceback."""

from __future__ import annotations

import argparse


def _whole(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None


def positive_int(text: str) -> int:
    """A whole number from 1."""
    value = _whole(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"{value} is less than 1")
    return value


def port_number(text: str) -> int:
    """A TCP port: 1-65535, or 0 for any free port."""
    value = _whole(text)
    if not 0 <= value <= 65535:
        raise argparse.ArgumentTypeError(f"{value} is not a TCP port (1-65535, or 0 for any free port)")
    return value


__all__ = ["port_number", "positive_int"]
