"""A thing the user bought for someone else ("I bought an iPhone 15 for my mom", 我买了一部华为Mate 60给我妈) is
theirs, not the user's: it fills none of the user's slots, so the user's own phone stays current and answers
"what phone do I have?". One bought for the user's own use ("for work", "for $500", "for my birthday") is theirs."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.cues import find_attributes
from hindsight_core.models import ALL_STATUSES

T0 = datetime(2026, 3, 2, 9, tzinfo=UTC)
_OWNED = {"car", "bank", "phone_model", "laptop"}


def tell(hs: Hindsight, text: str, id_: str, day: int) -> None:
    hs.retain(
        [
            {"role": "user", "content": text, "id": id_},
            {"role": "assistant", "content": "Nice!", "id": f"a-{id_}"},
        ],
        user_id="u",
        session_id=f"s{day}",
        occurred_at=T0 + timedelta(days=day),
    )


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("I bought an iPhone 15 for my mom, her old one died.", None),
        ("I bought a MacBook Air for my daughter.", None),
        ("I just bought a Tesla for my wife lol", None),
        ("I bought an iPhone 15 for her birthday.", None),
        ("I bought the Pixel 8 for my son's birthday.", None),
        ("I bought an iPhone 15 for Tom's birthday.", None),
        ("I bought an iPhone 15 for my little sister.", None),
        ("我买了一部iPhone 15给我妈", None),
        ("我刚买了iPhone 15送给我老婆", None),
        ("我买了台MacBook Air送我女儿当生日礼物", None),
        # the user's own
        ("I bought a MacBook Pro for work.", ("laptop", "MacBook Pro")),
        ("I bought a Pixel 8 for $500.", ("phone_model", "Pixel 8")),
        ("I got a Pixel 8 for my birthday.", ("phone_model", "Pixel 8")),
        ("I got an iPhone 15 for Christmas.", ("phone_model", "iPhone 15")),
        ("I bought a Pixel 8 for photography.", ("phone_model", "Pixel 8")),
        ("我刚入手了华为Mate 60", ("phone_model", "华为Mate 60")),
    ],
)
def test_a_thing_bought_for_someone_else_is_none_of_the_users(
    text: str, slot: tuple[str, str] | None
) -> None:
    found = [(m.attribute, m.value) for m in find_attributes(text) if m.attribute in _OWNED]
    assert found == ([slot] if slot else [])


@pytest.mark.parametrize(
    ("mine", "gift", "question"),
    [
        (
            "My phone is a Pixel 8.",
            "I bought an iPhone 15 for my mom, her old one died.",
            "What phone do I have?",
        ),
        (
            "I use a ThinkPad X1.",
            "I bought a MacBook Air for my daughter, she starts uni in May.",
            "What laptop do I use?",
        ),
        ("我用的是iPhone 13", "我买了一部华为Mate 60给我妈", "我用的是什么手机？"),
    ],
)
def test_the_users_own_thing_stays_current_after_a_gift(
    tmp_path: Path, minilm, mine: str, gift: str, question: str
) -> None:
    with Hindsight(tmp_path, embedder=minilm) as hs:
        tell(hs, mine, "mine", 0)
        tell(hs, "I've been really into sourdough baking lately.", "bread", 2)
        tell(hs, gift, "gift", 20)
        records = {r.source_ids[0]: r for r in hs.list_records(user_id="u", statuses=ALL_STATUSES)}
        assert records["mine"].valid_to is None and records["mine"].superseded_by is None
        assert records["gift"].attributes.get("attribute") not in _OWNED
        assert hs.recall(question, user_id="u", k=3).hits[0].record.source_ids == ["mine"]
