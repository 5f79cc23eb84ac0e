"""A user's message opening with the name of whoever speaks, as apps carrying several people in one chat send their
turns ("[Anna]: I'm vegan btw", "Tom: I live in Berlin", [小王]：我住在北京): the words are that person's, as a message
sent with its ``name`` is, never a slot of the user's (rule extractor, hash embedder)."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.speaker_tags import speaker_tag
from tests.core.retain_helpers import by_source, tell


def test_a_speakers_name_before_a_message_makes_it_theirs(hs: Hindsight) -> None:
    tell(hs, "I'm pescatarian", "diet", 0)
    tell(hs, "I live in Leeds", "home", 1)
    tell(hs, "[Anna]: I'm vegan btw", "anna", 2)
    tell(hs, "Tom: I live in Berlin", "tom", 3)
    tell(hs, "【小王】我住在北京", "wang", 4)
    tell(hs, "王总：我在华为上班", "boss", 5)
    records = by_source(hs)
    assert records["anna"].text == "Anna said: I'm vegan btw"
    assert (records["anna"].attributes["subject"], records["anna"].attributes["value"]) == ("anna", "vegan")
    assert records["tom"].attributes["subject"] == "tom"
    assert (records["wang"].text, records["wang"].attributes["subject"]) == ("小王说：我住在北京", "小王")
    assert (records["boss"].attributes["subject"], records["boss"].attributes["value"]) == ("王总", "华为")
    # the user's own diet and home stay current: Tom's Berlin and 小王's 北京 changed nothing of theirs
    assert records["home"].valid_to is None and records["home"].superseded_by is None
    assert records["diet"].valid_to is None and records["diet"].superseded_by is None


def test_a_group_chat_pasted_leaves_the_users_diet_and_home(hs: Hindsight) -> None:
    tell(hs, "I'm pescatarian", "diet", 0)
    tell(hs, "I live in Leeds", "home", 1)
    tell(hs, "Tom: I'll bring the wine\nAnna: I'm vegan btw\nwhat should I cook?", "chat", 2)
    tell(hs, "[Anna]: I moved to Berlin\n[Tom]: nice", "moved", 3)
    records = by_source(hs)
    assert records["chat"].attributes.get("subject") != "user"
    assert records["moved"].attributes.get("subject") != "user"
    assert records["home"].valid_to is None and records["diet"].valid_to is None


@pytest.mark.parametrize(
    ("text", "who"),
    [
        ("[Anna]: I'm vegan btw", "Anna"),
        ("[Tom] I'll bring the wine", "Tom"),
        ("[anna_k]: I live in Rome", "anna_k"),
        ("Mary Jane: I'm a teacher", "Mary Jane"),
        ("Priya: my mom is visiting next week", "Priya"),
        ("[王磊]：我住在杭州", "王磊"),
        ("老王：我下周去深圳", "老王"),
    ],
)
def test_the_speaker_a_message_opens_with(text: str, who: str) -> None:
    tag = speaker_tag(text)
    assert tag is not None and tag[0] == who


@pytest.mark.parametrize(
    "text",
    [
        # labels, greetings, openers and the user's own lines
        "Update: I'm vegan now",
        "Confession: I'm vegan",
        "Dinner: I'm making pasta",
        "Honestly: I hate jazz",
        "Hi: I'm new here",
        "Me: I live in Leeds",
        "[Me]: I work at Google",
        "Python: I use 3.12",
        # one named by role is left to pasted text (no slot of the user's, no speaker)
        "Mom: I'm coming on Friday",
        # a name before words that do not speak in the first person
        "Anna: vegan btw",
        # what a chat app writes in brackets, a step's number, a pattern, a list's box
        "[image] I went hiking",
        "[deleted] I'm vegan",
        "[S1] user_input (Alice) at",
        "[Ii]'m (\\w+)",
        "[x] I bought milk",
        "[10:02] Bob: I'm late",
        "[图片]我今天去爬山了",
        "【重要】我明天请假",
        "方案：我觉得第一个好",
        "小结：我住在杭州",
        # a log of several lines is pasted text, read line by line there
        "Anna: I'm vegan\nTom: I live in Berlin",
    ],
)
def test_no_speaker_is_read_from_a_label_or_a_marker(text: str) -> None:
    assert speaker_tag(text) is None
