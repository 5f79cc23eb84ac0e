"""How the user asks to be answered, every time: the tone ("keep it casual", "please be more formal with me", "use a
professional tone") and the sign-off ("sign off with Cheers", "end your emails with 'Best, Sam'"): a slot of the
user's each (``reply_tone``, ``sign_off``), so a later one supersedes the earlier. Before, none filled a slot. The
tone of a party, a relationship or someone else's, a question and a one-off ("keep this one short") read none."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("keep it casual", ("reply_tone", "casual")),
        ("Please keep it casual, no need for formalities", ("reply_tone", "casual")),
        ("please be more formal with me", ("reply_tone", "formal")),
        ("can you keep your replies professional?", ("reply_tone", "professional")),
        ("use a friendly tone from now on", ("reply_tone", "friendly")),
        ("sign off with Cheers", ("sign_off", "Cheers")),
        ("always sign off with 'Best, Sam'", ("sign_off", "Best, Sam")),
        ("end your emails with Kind regards", ("sign_off", "Kind regards")),
    ],
)
def test_a_tone_or_a_sign_off_asked_fills_its_slot(text: str, slot: tuple[str, str]) -> None:
    assert slot in own_slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "let's keep it casual, we're not exclusive",
        "we're keeping it casual, just dating",
        "the party is casual, jeans are fine",
        "dress code is business casual",
        "my boss is very formal",
        "she signed off with Cheers, so British",
        "how do I sign off an email to my boss?",
        "should I sign off with Best or Cheers?",
        "keep it short",
        "I'm a casual gamer",
        "end the story with a twist",
        "the email should end with a question",
        "keep it formal, this email goes to the dean",
        "keep it professional, it's for my boss",
        "keep it friendly but firm in the email to my landlord",
        "I always sign off with Cheers",
        "we should keep it casual at the wedding",
    ],
)
def test_no_tone_or_sign_off_in_other_talk(text: str) -> None:
    assert not [s for s in own_slots(text) if s[0] in ("reply_tone", "sign_off")]


def test_a_later_tone_supersedes_the_earlier(hs: Hindsight) -> None:
    tell(hs, "keep it casual", "m1", 0)
    tell(hs, "please be more formal with me", "m2", 5)
    said = by_source(hs)
    assert said["m1"].valid_to is not None and said["m1"].superseded_by == said["m2"].id
