"""Asked what the user likes ("What music do I like?", 我喜欢吃什么) or dislikes ("What food do I hate?"), a record
saying only the opposite ("I can't stand country music", 我不喜欢吃香菜) names the same kind of thing and shares the
question's words, and it ranked first; it ranks below the records answering what is asked, and a yes-or-no question
("Do I like country music?") is answered by either."""

from __future__ import annotations

from hindsight_core import Hindsight
from hindsight_core.recall.liking import asked_liking, said_liking, to_the_assistant
from tests.core.recall_helpers import ranked
from tests.core.retain_helpers import tell


def test_music_liked_ranks_above_music_disliked(real: Hindsight) -> None:
    for i, text in enumerate(
        [
            "I've been listening to a lot of jazz lately, mostly Coltrane",
            "Had a long shift today",
            "I can't stand country music",
            "I switched my phone plan to Mint Mobile, $15 a month",
        ]
    ):
        tell(real, text, f"t{i}", 5 * i)
    assert ranked(real, "What music do I like?")[0] == "t0"
    assert ranked(real, "What music do I hate?")[0] == "t2"
    assert ranked(real, "Do I like country music?")[0] == "t2"


def test_chinese_food_liked_ranks_above_food_disliked(real: Hindsight) -> None:
    for i, text in enumerate(
        ["我不喜欢吃香菜，一点都不行", "今天加班到十点", "我超爱吃火锅，一周能吃三次", "周末去爬山了"]
    ):
        tell(real, text, f"t{i}", 5 * i)
    assert ranked(real, "我喜欢吃什么")[0] == "t2"
    assert ranked(real, "我不喜欢吃什么")[0] == "t0"


def test_what_is_asked_and_what_is_said() -> None:
    assert asked_liking("what are my favorite movies?") == "like"
    assert asked_liking("What don't I like to eat?") == "dislike"
    assert asked_liking("What would I like to order?") is None
    assert said_liking("The user said: not a fan of horror movies") == "dislike"
    assert said_liking("The user said: I love jazz but can't stand country") is None


def test_a_liking_of_the_assistants_words_ranks_below_the_users_tastes(real: Hindsight) -> None:
    """ "I like your answer, thanks" is feedback on the conversation, and it ranked second for "what do I like?",
    above "I love hiking in the mountains on weekends"; "I love that idea" above the food liked for "what food do I
    like?"."""
    tastes = [
        "I love hiking in the mountains on weekends",
        "I really enjoy cooking Thai food",
        "My favorite food is sushi",
        "I like playing chess with my brother",
    ]
    feedback = [
        "I like your answer, thanks",
        "I like how you explained it",
        "I love that idea",
        "i like the way you put it",
        "hmm I like the second option better",
        "I like what you came up with",
    ]
    for i, text in enumerate([*tastes, "had a long day at work", *feedback]):
        tell(real, text, f"t{i}", i)
    said = {f"t{i}" for i in range(len(tastes))}
    for question in ("what do I like?", "What do I enjoy doing?", "what am I into?"):
        order = ranked(real, question, k=11)
        assert set(order[: len(tastes)]) == said, question
    assert set(ranked(real, "what food do I like?")[:2]) == {"t1", "t2"}


def test_what_is_a_liking_of_the_assistants_words() -> None:
    said = (
        "I like your answer, thanks",
        "love this answer lol",
        "i like ur explanation, super clear",
        "I love how you broke it down step by step",
        "I prefer the first version tbh",
        "great, I like the draft you wrote",
        "I like that plan you made, lets do it",
        "ooh I like that option",
    )
    assert all(to_the_assistant(text) for text in said)
    tastes = (
        "I love how quiet my street is at night",
        "I love that band, saw them live twice",
        "I like the way coffee smells in the morning",
        "I love that version of Hallelujah by Jeff Buckley",
        "I love the idea of living by the sea",
        "I enjoy the advice column in the Sunday paper",
        "I love the options at the salad bar",
        "I like the last one of the Harry Potter books best",
        "I like your city, Portland is lovely",
        "I like my answer better",
    )
    assert not any(to_the_assistant(text) for text in tastes)
