"""Words the user quotes are their speaker's: a first-person clause inside quotes is neither a slot of the user's nor
a record of its own saying "The user said: I work at Google"; what the user says after the quote closes is theirs
(rule extractor, embedded stores, hash embedder)."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import tell
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("text", "own"),
    [
        (
            "My coworker said in the group chat \"I'm moving to Denver next month, I work at Google and my wife is "
            'pregnant." I live in Leeds and work at Acme.',
            {"The user said: I live in Leeds": ("lives_in", "Leeds")},
        ),
        (
            "我同事在群里说“我下个月搬去深圳，我在腾讯上班。”我住在杭州，在阿里工作。",
            {"用户说：在阿里工作": ("works_at", "阿里")},
        ),
        (
            'I live in Leeds. My brother keeps saying "I\'m the favourite, I work at Google, my wife is a doctor" lol',
            {},
        ),
        ("我住在杭州。我妈老说「我身体好得很，我每天走一万步」，我才不信。", {}),
    ],
)
def test_a_quoted_clause_gets_no_record_of_the_users(
    hs: Hindsight, text: str, own: dict[str, tuple[str, str]]
) -> None:
    """Each clause of a quote was stored as the user's ("The user said: I work at Google", "The user said: my wife is
    pregnant.\"", 用户说：我在腾讯上班。”), and the statement after a quote closed by its sentence's stop was read as
    inside it (no home, no employer)."""
    tell(hs, text, "m1", 0)
    records = hs.list_records(user_id="u")
    whole = [r for r in records if r.text.endswith(text)]
    assert len(whole) == 1
    clauses = {
        r.text: (r.attributes.get("attribute"), r.attributes.get("value"))
        for r in records
        if r is not whole[0]
    }
    assert clauses == own


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ('She texted "I\'m moving to Denver." I live in Leeds.', [("lives_in", "Leeds")]),
        ("他说“我要辞职了。”我在阿里工作。", [("works_at", "阿里")]),
        ('My mom said "I live in Chengdu" and she means it', []),
    ],
)
def test_a_quote_closed_by_its_stop_ends_with_its_sentence(text: str, found: list[tuple[str, str]]) -> None:
    assert own_slots(text) == found


@pytest.mark.parametrize(
    "text",
    [
        '"I live in Rome" is what she told me',
        '"I\'m a vegetarian" she said, then ordered a burger',
        '"i work at google" lol that\'s his whole tinder bio',
        "“I’m a nurse” was the first line of the play we read",
        "'I live in Rome' - the song my daughter won't stop singing",
        'the song goes "I live in Rome"',
        'she said "I live in Rome"',
    ],
)
def test_a_quote_opening_the_message_is_not_the_users(text: str) -> None:
    """A straight quote opening the message was read as one closing a sentence before it, so what it quoted was the
    user's home, job or employer."""
    assert own_slots(text) == []


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ('"Home" is a strong word. I live in Leeds now', [("lives_in", "Leeds")]),
        ('He said "I\'m moving." I live in Leeds', [("lives_in", "Leeds")]),
    ],
)
def test_after_a_quote_opening_the_message_the_users_words_are_theirs(
    text: str, found: list[tuple[str, str]]
) -> None:
    assert own_slots(text) == found
