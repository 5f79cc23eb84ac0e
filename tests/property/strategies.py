"""Inputs a careless or hostile caller might send: plausible values mixed with junk of every type."""

from __future__ import annotations

import math
from datetime import UTC, datetime, timedelta, timezone
from typing import Any

from hypothesis import strategies as st

#: The user whose memories every property checks are never touched.
VICTIM = "victim"

#: Any character, lone surrogates included (``st.text()`` leaves them out).
any_char = st.characters(codec=None, categories=None, exclude_categories=())
raw_text = st.text(any_char, max_size=40)
words = st.sampled_from(
    ["I prefer PostgreSQL.", "Alice lives in Seattle.", "我喜欢喝茶。", "deploy on Friday", "", "   ", "tea"]
)
text = st.one_of(words, raw_text, st.builds(lambda a, b: a + " " + b, words, raw_text))

numbers = st.one_of(
    st.integers(min_value=-(10**30), max_value=10**30),
    st.floats(allow_nan=True, allow_infinity=True),
    st.sampled_from([0, 1, 5, -5, 1.5, math.nan, math.inf, 1e308, 10**6, True, False]),
)
dates = st.one_of(
    st.datetimes(min_value=datetime(1, 1, 2), max_value=datetime(9999, 12, 30)),
    st.datetimes(timezones=st.just(UTC)),
    st.builds(
        lambda d, h: d.replace(tzinfo=timezone(timedelta(hours=h))),
        st.datetimes(min_value=datetime(1, 1, 2), max_value=datetime(9999, 12, 30)),
        st.integers(-23, 23),
    ),
    st.sampled_from([datetime(2026, 3, 2, 10, 0, tzinfo=UTC), datetime(9999, 12, 31), datetime.min]),
)
scalars = st.one_of(st.none(), st.booleans(), numbers, text, st.binary(max_size=10), dates)
junk = st.recursive(
    scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4), st.dictionaries(st.one_of(text, st.integers()), inner, max_size=4)
    ),
    max_leaves=8,
)
good_ids = st.sampled_from(["alice", "bob", "u1", "s1", "a1"])
ids = st.one_of(good_ids, good_ids, raw_text)
#: A user id: never the victim's.
users = st.one_of(ids, ids, ids, junk).filter(lambda u: not (isinstance(u, str) and u.strip() == VICTIM))
maybe = st.one_of(st.none(), ids, junk)


def kwargs_of(**fields: st.SearchStrategy[Any]) -> st.SearchStrategy[dict[str, Any]]:
    """Some of these keyword arguments (each one left out, given a plausible value, or junk)."""
    return st.fixed_dictionaries({}, optional=fields)


message = st.one_of(
    st.fixed_dictionaries(
        {
            "role": st.sampled_from(["user", "assistant", "tool", "system", "wizard", 5]),
            "content": st.one_of(text, junk),
        },
        optional={
            "id": st.one_of(ids, junk),
            "name": st.one_of(ids, junk),
            "timestamp": st.one_of(dates, text, junk),
            "tool_call_id": junk,
            "tool_calls": junk,
        },
    ),
    junk,
)
messages = st.one_of(st.lists(message, max_size=4), junk)

#: What an MCP client can send: JSON values (no bytes or datetime objects; dates come as strings).
json_scalars = st.one_of(st.none(), st.booleans(), numbers, text, dates.map(lambda d: d.isoformat()))
json_junk = st.recursive(
    json_scalars,
    # Keys are valid Unicode: a client cannot even encode a key with a lone surrogate (a string value it
    # passes on as it is over the in-memory transport; over HTTP the server's JSON parser refuses one).
    lambda inner: st.one_of(
        st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=10), inner, max_size=4)
    ),
    max_leaves=8,
)
json_ids = st.one_of(good_ids, good_ids, raw_text)
json_users = st.one_of(json_ids, json_ids, json_ids, json_junk).filter(
    lambda u: not (isinstance(u, str) and u.strip() == VICTIM)
)
json_maybe = st.one_of(st.none(), json_ids, json_junk)


def mostly(valid: st.SearchStrategy[Any], bad: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
    """Usually a plausible value, sometimes junk: calls get past the first bad argument often enough to
    reach the engine's deeper paths."""
    return st.one_of(valid, valid, valid, bad)
