"""What people call the user ("everyone calls me Jay", "Jennifer, but everybody calls me Jen") stored nothing where
"call me Jay" filled ``nickname``. It is what the user is called, no new name: the name said before stays findable
beside it."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("said", "slot"),
    [
        ("everyone calls me Jay", ("nickname", "Jay")),
        ("my friends call me Bex", ("nickname", "Bex")),
        ("most people just call me Sam tbh", ("nickname", "Sam")),
        ("Jennifer, but everybody calls me Jen", ("nickname", "Jen")),
        ("people usually call me Kit", ("nickname", "Kit")),
    ],
)
def test_what_people_call_one_fills_nickname(said: str, slot: tuple[str, str]) -> None:
    assert slot in own_slots(said)


@pytest.mark.parametrize(
    "said",
    [
        "everyone calls me lazy",
        "everyone calls me when something breaks",
        "nobody calls me Jay",
        "my mum calls me every Sunday",
        "everyone calls him Pops",
        "does everyone call me Jay?",
        "people call me out on it all the time",
    ],
)
def test_no_nickname_where_none_is_said(said: str) -> None:
    assert not [s for s in own_slots(said) if s[0] == "nickname"]


def test_a_nickname_leaves_the_name_said_before(hs: Hindsight) -> None:
    tell(hs, "my name is Jessica", "a", 0)
    tell(hs, "everyone calls me Jess though", "b", 2)
    said = by_source(hs)
    assert said["b"].attributes.get("attribute") == "nickname"
    assert said["a"].valid_to is None and said["a"].superseded_by is None
    texts = [h.record.text for h in hs.recall("what's my name?", user_id="u", k=3).hits]
    assert any("Jessica" in text for text in texts)
    assert any("Jess " in text or text.endswith("Jess though") for text in texts)
