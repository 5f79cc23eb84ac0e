"""What a user says under make-believe is no statement of theirs: a story, a role-play, "imagine I ...", "let's say
...", 假如我住在北京 or "if I moved to Berlin and worked at SAP" fill no slot of the user's and never supersede the
one they stated; their own statements beside the frame are read as ever (rule extractor, hash embedder)."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import slots


@pytest.mark.parametrize(
    "text",
    [
        "Imagine I live in Paris and work at Sony. Plan my weekend.",
        "Write a story where I live in Tokyo and work at Sony.",
        "Write me a short poem in which I am a doctor in Tokyo.",
        "Let's role-play: I'm a detective and I live in London.",
        "Let's say I live in Denver. How long is the drive to Aspen?",
        "Hypothetically I work at Google and earn a lot.",
        "If I moved to Berlin and worked at SAP I would need German.",
        "假如我住在北京，我会每天去爬长城。",
        "假设我在腾讯工作，年薪大概多少？",
        "假设我在腾讯工作，我会很忙。",  # (the question above fills no slot with the frame unread too)
        "想象一下我住在巴黎，每天喝咖啡。",
        "帮我写个故事，故事里我住在东京，是一名医生。",
    ],
)
def test_make_believe_fills_no_slot_of_the_speaker(text: str) -> None:
    assert slots(text) == []


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("If I'm honest, I work at Google and hate it.", ("works_at", "Google")),
        ("I imagine I'll stay, I live in Leeds after all.", ("lives_in", "Leeds")),
        ("I live in Leeds, but if I moved to London I'd cycle less.", ("lives_in", "Leeds")),
        ("Imagine I lived in Paris, but I live in Lyon.", ("lives_in", "Lyon")),
        ("如果可以的话，我住在杭州，想找个近点的健身房。", ("lives_in", "杭州")),
        ("Write a story for my son. I live in Leeds, so set it there.", ("lives_in", "Leeds")),
        # what the speaker writes or does, and an example from their life, are no frame
        ("I compose a song every week, I work at Aviva.", ("works_at", "Aviva")),
        ("We write a short story every month and I work at Aviva.", ("works_at", "Aviva")),
        ("我喜欢运动，比如我每天跑步，我在腾讯工作。", ("works_at", "腾讯")),
    ],
)
def test_the_speakers_own_statement_beside_a_frame_is_read(text: str, slot: tuple[str, str]) -> None:
    assert slot in slots(text)


def test_a_story_never_supersedes_the_home_the_user_stated(hs: Hindsight) -> None:
    tell(hs, "I live in Leeds.", "home", 0)
    tell(hs, "Write a story where I live in Tokyo and I'm a doctor.", "story", 1)
    records = by_source(hs)
    assert records["home"].valid_to is None and records["home"].superseded_by is None
    assert records["story"].attributes.get("attribute") != "lives_in"
