"""A pet the user says they gave away or keep no more ("we gave our cat away", "We rehomed Milo last month", 我们家猫送人
了, 我把咪咪送人了, 我现在不养猫了) is no longer theirs, as one that died is: the record naming it is superseded and
every other pet stays current, and asked how many they have, the giving away ranks beside the count. Before, such a
pet stayed current. Someone else's (我朋友把猫送人了, "my sister gave her cat away"), a pet taken somewhere
(我把猫送去寄养了, 我把狗送到我妈家了), a supposition (如果我不养猫了) or "I gave my dog a bath" end nothing."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.lifecycle.losses import Loss, lost
from tests.core.retain_helpers import still_held as told


@pytest.fixture
def hs(real: Hindsight) -> Hindsight:
    return real  # the offline defaults: the bundled MiniLM and the rule extractor


@pytest.mark.parametrize(
    ("said", "held"),
    [
        (
            ("I have a cat named Luna.", "We also have a dog, Rex.", "we gave our cat away"),
            [False, True, True],
        ),
        (
            ("We have a dog named Milo.", "We got a second dog, Biscuit!", "We rehomed Milo last month."),
            [False, True, True],
        ),
        (("我家猫叫咪咪", "我们家狗叫旺财", "我们家猫送人了"), [False, True, True]),
        (("我家猫叫咪咪", "我把咪咪送人了"), [False, True]),
        (("我家猫叫咪咪", "我现在不养猫了"), [False, True]),
    ],
)
def test_a_pet_given_away_is_no_longer_current(
    hs: Hindsight, said: tuple[str, ...], held: list[bool]
) -> None:
    assert told(hs, *said) == held


@pytest.mark.parametrize(
    "said",
    [
        ("我家猫叫咪咪", "我朋友把猫送人了"),
        ("我家猫叫咪咪", "我把猫送去寄养了"),
        ("My cat is called Luna.", "my sister gave her cat away"),
        ("My dog is called Milo.", "I gave my dog a bath"),
    ],
)
def test_what_gives_away_no_pet_of_the_users_ends_nothing(hs: Hindsight, said: tuple[str, ...]) -> None:
    assert all(told(hs, *said))


@pytest.mark.parametrize(
    ("text", "loss"),
    [
        ("We had to give our dog Milo away.", Loss("dog", "Milo")),
        ("I gave away my dog", Loss("dog", None)),
        ("我家狗送给我表姐了", Loss("dog", None)),
        ("我们家不养狗了", Loss("dog", None, every=True)),  # every dog kept, kept no more
        ("我把旺财送给我表姐了", Loss(None, "旺财")),
        ("我妈把猫送人了", None),
        ("如果我不养猫了", None),
        ("我把狗送到我妈家了", None),
        ("我不养猫", None),
    ],
)
def test_the_pet_given_away_is_read_by_name_or_kind(text: str, loss: Loss | None) -> None:
    assert lost(f"The user said: {text}") == loss


def test_how_many_asked_after_one_given_away_finds_it_beside_the_count(real: Hindsight) -> None:
    told(real, "we have two cats, Miso and Tofu", "the gate code is 4417", "We rehomed Miso last month.")
    hits = real.recall("how many cats do I have?", user_id="u", reinforce=False).hits
    assert "two" in hits[0].record.text
    assert "rehomed Miso" in hits[1].record.text, [h.record.text for h in hits[:3]]
