"""A topic to leave out of one text was a standing instruction ("write an email to my landlord about the rent, and never
mention the price in the email": avoid = "the price in the email", put above every recalled context from then on, so
"what should I cook tonight?" went to the model told never to mention the price in the email; "don't mention my name
in the post", "don't bring up the layoffs in my toast" the same): a topic said of the text at hand ("in / for / from
the / this / my" email, post, letter, toast, draft, meal plan ...) is that text's instruction, no standing one; one
of every answer ("never mention my ex", "don't bring up politics in your answers") is as before."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from tests.core.retain_helpers import tell
from tests.core.slot_helpers import slots


@pytest.mark.parametrize(
    "text",
    [
        "never mention the price in the email",
        "write an email to my landlord about the rent increase, and never mention the price in the email",
        "don't mention my name in the post",
        "please don't bring up the layoffs in my toast",
        "stop suggesting recipes with mushrooms for this meal plan",
        "write a cover letter for Nike, and don't mention my gap year in the letter",
        "don't mention the salary in this draft please",
    ],
)
def test_a_topic_left_out_of_one_text_is_no_standing_one(text: str) -> None:
    assert "avoid" not in dict(slots(text)), slots(text)


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("never mention my ex", "my ex"),
        ("don't bring up politics in your answers", "politics in your answers"),
        ("stop recommending horror movies", "horror movies"),
        ("don't mention my divorce again", "my divorce"),
    ],
)
def test_a_topic_of_every_answer_is_still_avoided(text: str, topic: str) -> None:
    assert ("avoid", topic) in slots(text), slots(text)


def test_the_email_s_topic_is_not_among_the_standing_instructions(hs: Hindsight) -> None:
    tell(hs, "never mention my ex", "m0", 0)
    tell(
        hs,
        "write an email to my landlord about the rent increase, and never mention the price in the email",
        "m1",
        1,
    )
    assert [r.source_ids for r in hs.standing_instructions(user_id="u")] == [["m0"]]
