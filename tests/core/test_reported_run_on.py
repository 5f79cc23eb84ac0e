"""A long sentence run on without stops (typed in a hurry, dictated) tells one thing after another: what someone said
in it ends where the telling goes on to what happened next ("and then", "anyway", 然后), and the speaker's own
statements after that are theirs again."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import tell
from tests.core.slot_helpers import own_slots

RUN_ON = (
    "so yeah today was a lot because my manager called me in the morning and said the project got moved up and then "
    "my mom called about the trip to Porto which we are now doing in June instead of May and I still have not booked "
    "the flights and I live in Manchester now so flying out of there is easier anyway and my sister is going to join"
)


@pytest.mark.parametrize(
    ("text", "found"),
    [
        (RUN_ON, [("lives_in", "Manchester")]),
        ("He told me he quit and anyway I work at Acme now", [("works_at", "Acme")]),
        # still someone's words: no turn to what happened next
        ("My sister thinks I work at Google", []),
        ("my manager said I work at Google now", []),
        ("My mom keeps telling everyone I live in London, which is wrong", []),
        # what someone else supposes of the speaker
        ("Tom reckons I'm a vegetarian lol, I'm not", []),
        ("my mum reckons I'm allergic to cats", []),
        ("my mom figured I live in London", []),
        ("Tom guessed I work at Google, wrong lol", []),
        ("My doctor suspects I'm allergic to penicillin", []),
        # ... the speaker's own hedge is theirs
        ("I reckon I'm vegetarian now", [("diet", "vegetarian")]),
    ],
)
def test_what_was_said_ends_where_the_telling_goes_on(text: str, found: list[tuple[str, str]]) -> None:
    assert own_slots(text) == found


def test_a_run_on_message_fills_the_home_it_states(hs: Hindsight) -> None:
    """The home said late in a run-on after "my manager ... said" was read as the manager's words: no home."""
    tell(hs, RUN_ON, "m1", 0)
    homes = [r.attributes.get("value") for r in hs.list_records(user_id="u") if r.attributes.get("attribute")]
    assert homes == ["Manchester"]
