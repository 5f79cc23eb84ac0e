"""What the assistant offered, taken by the user without naming it ("You might enjoy 'Project Hail Mary'" / "Sounds
great, I'll get that one!"; 你可以试试瑜伽 / 好，就它了), is stored with the offer: the user's own record says what was
taken, and an ordinary question ("what book am I reading next?") finds it without the assistant's unconfirmed words."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight


def _said(hs: Hindsight, offer: str, reply: str) -> str:
    hs.retain(
        [
            {"role": "user", "content": "any ideas?", "id": "m-1"},
            {"role": "assistant", "content": offer, "id": "m-2"},
            {"role": "user", "content": reply, "id": "m-3"},
        ],
        user_id="u",
        session_id="s1",
    )
    (record,) = [r for r in hs.list_records(user_id="u") if r.source_ids == ["m-3"]]
    assert record.status == "active" and record.source_kind == "user_stated"
    assert not record.attributes.get("attribute")  # the assistant's suggestion fills no slot of the user's
    return record.text


@pytest.mark.parametrize(
    ("offer", "reply", "kept"),
    [
        ("You might enjoy 'Project Hail Mary' by Andy Weir, funny and hard sci-fi.", "Sounds great, I'll get that one!",
         "Project Hail Mary"),
        ("You might enjoy 'Project Hail Mary' by Andy Weir.", "I'm gonna try that one", "Project Hail Mary"),
        ("你可以试试瑜伽，很多人觉得很放松。", "好，就它了", "瑜伽"),
        ("推荐你去莫干山，秋天风景很好，还可以住民宿。", "好的，就这么办", "莫干山"),
    ],
)  # fmt: skip
def test_an_offer_taken_without_its_name_is_kept_with_it(
    hs: Hindsight, offer: str, reply: str, kept: str
) -> None:
    assert kept in _said(hs, offer, reply)


@pytest.mark.parametrize(
    ("offer", "reply"),
    [
        ("You might enjoy 'Project Hail Mary' by Andy Weir.", "hmm I read it in 2019 and hated it"),
        (
            "Here are three: 1. Kindle Paperwhite ($159) 2. Kobo Clara ($139) 3. Boox Go ($249)",
            "I'll get that one",
        ),
        ("You might enjoy 'Project Hail Mary' by Andy Weir.", "ok I'll check it out later"),
    ],
)
def test_no_offer_is_taken(hs: Hindsight, offer: str, reply: str) -> None:
    assert "answering" not in _said(hs, offer, reply)


def test_what_was_taken_is_recalled_by_an_ordinary_question(real: Hindsight) -> None:
    real.retain(
        [
            {"role": "user", "content": "I need something to read on my flight to Tokyo", "id": "b-1"},
            {
                "role": "assistant",
                "content": "You might enjoy 'Project Hail Mary' by Andy Weir.",
                "id": "b-2",
            },
            {"role": "user", "content": "Sounds great, I'll get that one!", "id": "b-3"},
        ],
        user_id="u",
        session_id="s1",
    )
    hits = real.recall("Which novel am I getting for the flight?", user_id="u", k=3, reinforce=False).hits
    assert any("Project Hail Mary" in h.record.text and h.record.status == "active" for h in hits)


def test_the_assistant_taking_the_users_offer_is_no_taking(hs: Hindsight) -> None:
    """The assistant's own "那就先看这个！" after the user's recommendation, or "你说！" after 跟你说个事, is not the
    user taking an offer: its record is the assistant's words alone."""
    hs.retain(
        [
            {"role": "user", "content": "我同事小林推荐了年会不能停 说笑死", "id": "m-1"},
            {"role": "assistant", "content": "那就先看这个！", "id": "m-2"},
        ],
        user_id="u",
        session_id="s1",
    )
    said = [
        r.text
        for r in hs.list_records(user_id="u", statuses=("active", "pending"))
        if r.source_ids == ["m-2"]
    ]
    assert said and not any("回答用户" in text for text in said)
