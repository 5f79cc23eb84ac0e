"""A size said as what one is or wears in a kind of clothes ("I'm a size 43 in shoes", "I wear a medium in shirts",
我穿42码的鞋) was what the user is (is_a "size 43", beside "I'm a nurse") or nothing: a new size ("I wear a size 44
shoe now") left the old one current. It is now the size of that kind (``shoe_size``, as "my shoe size is 43" is;
``shirt_size``; 鞋码, as 我的鞋码是42 is), so a new one is a change of it."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.cues import find_attributes
from tests.core.retain_helpers import answered_apart

T0 = datetime(2026, 3, 2, 9, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("I'm a size 43 in shoes", ("shoe_size", "43")),
        ("I wear a size 10 shoe", ("shoe_size", "10")),
        ("I'm usually a US 8 in sneakers", ("shoe_size", "US 8")),
        ("I take a 9 in boots", ("shoe_size", "9")),
        ("I wear a medium in shirts", ("shirt_size", "medium")),
        ("I'm a small in tops", ("shirt_size", "small")),
        ("I'm a size 8 in dresses", ("dress_size", "8")),
        ("I wear a 32 in jeans", ("pants_size", "32")),
        ("我穿42码的鞋", ("鞋码", "42")),
        ("我一般穿43码的运动鞋", ("鞋码", "43")),
        ("我鞋子穿43码", ("鞋码", "43")),
        # a size is not what one is; someone else's is theirs
        ("I'm a size 6", None),
        ("I'm a medium in most brands, large in Uniqlo", None),
        ("my sister wears a size 6", None),
        ("我妈穿38码的鞋", None),
    ],
)
def test_a_size_worn_is_the_size_of_its_kind(text: str, slot: tuple[str, str] | None) -> None:
    found = [(m.attribute, m.value) for m in find_attributes(text)]
    assert found == ([slot] if slot else [])


@pytest.mark.parametrize(
    ("before", "after", "question"),
    [
        ("I'm a size 42 in shoes.", "I wear a size 43 shoe now, my feet grew lol", "What's my shoe size?"),
        ("my shoe size is 42", "I'm a 43 in shoes these days", "what shoe size do I wear?"),
        ("I wear a small in shirts", "I'm a medium in shirts now", "What size shirt do I wear?"),
        ("我的鞋码是42", "我现在穿43码的鞋", "我的鞋码是多少"),
    ],
)
def test_a_new_size_supersedes_the_old(
    tmp_path: Path, minilm, before: str, after: str, question: str
) -> None:
    with Hindsight(tmp_path, embedder=minilm) as hs:
        records = answered_apart(
            hs, [("old", before), ("job", "I'm a nurse"), ("new", after)], T0, reply="OK"
        )
        assert records["old"].superseded_by == records["new"].id and records["old"].valid_to is not None
        assert records["job"].valid_to is None
        assert hs.recall(question, user_id="u", k=3).hits[0].record.source_ids == ["new"]
