"""Spaces and invisible characters at a text's ends are found in time linear in its length: an id, a query or a
record's text is checked for them on every call, before (and whatever) its length limit."""

from __future__ import annotations

import time

import pytest

from hindsight_core import Hindsight
from hindsight_core.errors import UserError


def test_an_overlong_query_with_a_long_run_of_spaces_inside_is_refused_at_once(hs: Hindsight) -> None:
    """A pasted query of 200,000 characters with a blank stretch inside: refused for its length, not after a
    scan that tried every space of the stretch as the start of the padding at its end (minutes)."""
    query = "where do I live?" + " " * 200_000 + "thanks"
    started = time.process_time()
    with pytest.raises(UserError, match="characters"):
        hs.recall(query, user_id="alice")
    assert time.process_time() - started < 5
