"""Everyday statements of a lasting preference fill a slot, so that three of them in three sessions are learned:
a diet said by what one eats (我吃素, 我不吃肉, "I don't eat meat"), a known tool used ("I use VS Code for all my Python
work", 我用VS Code写Python), and a preference said before a question in the same message (对了，我平时最喜欢喝乌龙茶，
能不能顺便推荐个茶具？). Someone else's, a past, a suggestion, a request, a condition or a question fill nothing."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.models import ALL_STATUSES
from tests.core.retain_helpers import tell
from tests.core.slot_helpers import slots

T0 = datetime(2026, 3, 1, 10, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("我吃素，推荐点午饭吧。", ("diet", "素食")),
        ("又到午饭时间，我吃素的，今天吃什么好？", ("diet", "素食")),
        ("我是素食者", ("diet", "素食")),
        ("我是吃素的", ("diet", "素食")),
        ("我吃素三年了", ("diet", "素食")),
        ("我也开始吃素了", ("diet", "素食")),
        ("我不吃肉", ("diet", "素食")),
        ("我从来不吃肉的", ("diet", "素食")),
        ("我一直吃全素", ("diet", "纯素")),
        # lately, and doing it now (在), as said of a diet that holds
        ("我最近在吃素", ("diet", "素食")),
        ("我最近吃素，不吃肉", ("diet", "素食")),
        ("我最近有在吃素", ("diet", "素食")),
        ("我吃素，有什么适合我的高蛋白午餐推荐吗？", ("diet", "素食")),
        ("我不吃素了", ("diet", "not 素食")),
        ("I'm vegetarian", ("diet", "vegetarian")),
        ("I don't eat meat.", ("diet", "vegetarian")),
        ("I never eat meat at all", ("diet", "vegetarian")),
        # a diet given up, said as eating meat again or by the diet's name
        ("I started eating meat again", ("diet", "not vegetarian")),
        ("I'm back to eating meat", ("diet", "not vegetarian")),
        ("I gave up being vegan", ("diet", "not vegan")),
        ("ok the vegetarian thing is over", ("diet", "not vegetarian")),
        ("我又开始吃肉了", ("diet", "not 素食")),
        # ... said in the present
        ("I eat meat again now, the iron levels were bad", ("diet", "not vegetarian")),
        ("I do eat meat again, yes", ("diet", "not vegetarian")),
    ],
)
def test_a_diet_said_by_what_one_eats_fills_the_diet(text: str, slot: tuple[str, str]) -> None:
    assert slot in slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "我妈妈也开始吃素了",  # the mother's
        "我今天吃素",  # one day
        "我想吃素",  # a wish
        "我不吃素",
        "我吃素菜",
        "我不吃猪肉",  # one meat
        "我不吃肉桂",  # cinnamon
        "如果我吃素会瘦吗",
        "如果我吃素，应该怎么补充蛋白质比较好呢？",
        "I don't eat meat on Fridays",
        "My wife is vegetarian",
        "If I started eating meat again I'd feel bad",
        "I want to start eating meat again",
        "my son started eating meat again",
        "我今天吃肉了",
        "我最近想吃素",
        "我今天在吃素",
        "If I eat meat again will I get sick?",
        "Should I eat meat again?",
        "can I eat meat again after surgery?",
        "my wife eats meat again",
        "when I eat meat again I feel heavy",
    ],
)
def test_no_diet_of_the_speaker(text: str) -> None:
    assert not [s for s in slots(text) if s[0] == "diet"]


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("I use VS Code for all my Python work.", ("preferred_editor", "VS Code")),
        ("I use VS Code daily", ("preferred_editor", "VS Code")),
        ("I usually use VS Code", ("preferred_editor", "VS Code")),
        ("I've been using Visual Studio Code for years", ("preferred_editor", "Visual Studio Code")),
        ("I also use PyCharm", ("preferred_editor", "PyCharm")),
        ("we have been using poetry", ("preferred_package_manager", "poetry")),
        (
            "I use VS Code daily, can you suggest a good theme for long coding sessions?",
            ("preferred_editor", "VS Code"),
        ),
        ("我用VS Code写Python", ("preferred_editor", "VS Code")),
        ("我一直用 PyCharm", ("preferred_editor", "PyCharm")),
        ("我习惯用VS Code写代码。", ("preferred_editor", "VS Code")),
        ("我们都用 pytest", ("preferred_test_framework", "pytest")),
        # a team's standard tool, as "we use" is
        ("We standardised on PostgreSQL across the team last year.", ("preferred_database", "PostgreSQL")),
        ("We've standardized on pytest.", ("preferred_test_framework", "pytest")),
        ("我们组都用Postgres。", ("preferred_database", "Postgres")),
        ("我们团队一直用PostgreSQL", ("preferred_database", "PostgreSQL")),
    ],
)
def test_a_known_tool_used_fills_its_kind(text: str, slot: tuple[str, str]) -> None:
    assert slot in slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "I used to use VS Code",  # the past
        "we could use VS Code",  # a suggestion
        "can you use VS Code",  # a request to the assistant
        "Could you use VS Code for this?",
        "If I use PyCharm the tests fail.",  # a condition
        "If I switch to PyCharm, what plugins would you recommend for Django work?",
        "I don't use VS Code",
        "我用过VS Code",  # once
        "如果我用VS Code会怎样",
        "我妈用Windows",  # someone else's
        "我们组长用PostgreSQL",
        "If we standardized on Postgres, would that help?",
        "We should standardize on Postgres.",
        "如果我们组用PostgreSQL",
    ],
)
def test_no_tool_of_the_speaker(text: str) -> None:
    assert slots(text) == []


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("对了，我平时最喜欢喝乌龙茶，能不能顺便推荐个茶具？", ("likes", "喝乌龙茶")),
        ("我真的很喜欢乌龙茶", ("likes", "乌龙茶")),
        ("我住在杭州，有没有周末适合带孩子去玩的地方推荐？", ("lives_in", "杭州")),
        (
            "I really like oolong tea, could you recommend a good teapot for brewing it at home?",
            ("likes", "oolong tea"),
        ),
    ],
)
def test_a_preference_before_a_question_is_stated(text: str, slot: tuple[str, str]) -> None:
    assert slot in slots(text)


@pytest.mark.parametrize(
    "text",
    ["你最喜欢喝什么茶？", "你喜欢乌龙茶吗？", "Do I like oolong tea?", "我之前说过我喜欢什么茶来着？"],
)
def test_a_question_states_nothing(text: str) -> None:
    assert slots(text) == []


def induced(tmp_path: Path, said: list[str]) -> list[tuple[str, str]]:
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        for i, text in enumerate(said):
            hs.retain(
                [{"role": "user", "content": text, "id": f"m{i}", "name": "Alice"}],
                user_id="u",
                session_id=f"s{i}",
                occurred_at=T0 + timedelta(days=7 * i),
            )
        made = hs.induce(user_id="u", now=T0 + timedelta(days=60))
        return sorted(
            (str(r.attributes["attribute"]), str(r.attributes["value"])) for r in made if r.valid_to is None
        )


@pytest.mark.parametrize(
    ("said", "learned"),
    [
        (
            ["我吃素，推荐点午饭吧。", "又到午饭时间，我吃素的，今天吃什么好？", "我是素食者"],
            ("diet", "素食"),
        ),
        (
            ["I use VS Code for all my Python work.", "I use VS Code daily", "I usually use VS Code"],
            ("preferred_editor", "VS Code"),
        ),
        (
            [
                "对了，我平时最喜欢喝乌龙茶，能不能顺便推荐个茶具？",
                "我真的很喜欢乌龙茶",
                "我还是更喜欢乌龙茶。",
            ],
            # liked, then liked more than others (更喜欢: preferred), as in English below
            ("prefers", "乌龙茶"),
        ),
        (
            ["I really like oolong tea", "I love oolong tea", "I still prefer oolong tea."],
            ("prefers", "oolong tea"),
        ),
    ],
)
def test_three_everyday_statements_are_learned(
    tmp_path: Path, said: list[str], learned: tuple[str, str]
) -> None:
    assert induced(tmp_path, said) == [learned]


def states(tmp_path: Path, said: list[str]) -> dict[str, str]:
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        for i, text in enumerate(said):
            hs.retain(
                [{"role": "user", "content": text, "id": f"m{i}"}],
                user_id="u",
                session_id=f"s{i}",
                occurred_at=T0 + timedelta(days=7 * i),
            )
        return {
            str(r.attributes["value"]): "current" if r.valid_to is None else "past"
            for r in hs.list_records(user_id="u", limit=50)
            if r.attributes.get("attribute") == "diet"
        }


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        # a diet given up in the other language ends it: 素食 is "vegetarian"
        (["I'm vegetarian.", "我不吃素了，现在什么都吃。"], {"vegetarian": "past", "not 素食": "current"}),
        (["我吃素。", "I'm not vegetarian anymore."], {"素食": "past", "not vegetarian": "current"}),
        (
            ["I'm vegetarian.", "I started eating meat again, the vegetarian thing is over."],
            {"vegetarian": "past", "not vegetarian": "current"},
        ),
        # the same diet said in both is no change
        (["我是素食者。", "I'm vegetarian now."], {"素食": "current", "vegetarian": "current"}),
    ],
)
def test_a_diet_is_one_value_in_both_languages(
    tmp_path: Path, said: list[str], expected: dict[str, str]
) -> None:
    assert states(tmp_path, said) == expected


def test_a_diet_said_in_both_languages_is_learned(tmp_path: Path) -> None:
    assert induced(tmp_path, ["我吃素。", "I'm vegetarian.", "我是素食者"]) == [("diet", "素食")]


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        # a comparison: the thing liked more is preferred
        ("Funny thing, these days I'm more into green tea than Earl Grey.", ("prefers", "green tea")),
        ("I like green tea more than coffee now", ("prefers", "green tea")),
        ("I love cats way more than dogs", ("prefers", "cats")),
        ("I enjoy cycling a lot more than running", ("prefers", "cycling")),
        ("我现在喜欢绿茶多过伯爵茶", ("prefers", "绿茶")),
        ("我喜欢猫胜过狗", ("prefers", "猫")),
        # liked more than one expected is liked
        ("I like hiking more than I expected", ("likes", "hiking")),
        # a taste one is into, or got into
        ("I'm really into bouldering these days.", ("likes", "bouldering")),
        ("我最近迷上了攀岩", ("likes", "攀岩")),
    ],
)
def test_a_comparison_or_a_taste_one_is_into(text: str, slot: tuple[str, str]) -> None:
    assert slots(text)[:1] == [slot]


@pytest.mark.parametrize(
    "text",
    ["I'm into my third week of the program", "I'm into it", "I like it better than the old one", "I have more than 3 kids",
     "I'm 3 weeks into the course", "I'm more into it than I thought"],
)  # fmt: skip
def test_no_taste_in_a_time_into_or_a_pronoun(text: str) -> None:
    assert [s for s in slots(text) if s[0] in ("likes", "prefers")] == []


@pytest.mark.parametrize(
    ("held", "then", "ended"),
    [
        ("I'm vegan", "I started eating meat again", True),
        ("I went vegan last year", "I eat meat again now, the iron levels were bad", True),
        ("我吃全素", "我现在又开始吃肉了", True),
        ("I'm vegan", "my husband started eating meat again", False),
        ("I'm vegan", "If I eat meat again will I get sick?", False),
    ],
)  # fmt: skip
def test_eating_meat_again_ends_a_diet_within_vegetarian(
    hs: Hindsight, held: str, then: str, ended: bool
) -> None:
    # before, "not vegetarian" ended "vegetarian" only: a vegan who said they eat meat again stayed vegan
    tell(hs, held, "a", 0)
    tell(hs, then, "b", 1)
    (diet,) = [r for r in hs.list_records(user_id="u", statuses=ALL_STATUSES) if r.source_ids == ["a"]]
    assert (diet.valid_to is not None) is ended, diet


@pytest.mark.parametrize(
    ("held", "then", "ended"),
    [
        ("I'm vegetarian", "I eat fish again now", True),
        ("I'm vegan", "I've started eating seafood again", True),
        ("I'm vegetarian", "I'm back to eating fish, still no meat though", True),
        ("I'm pescatarian", "I eat fish again now", False),
        ("I'm vegetarian", "my bf eats fish again now", False),
        ("I'm vegetarian", "if I eat fish again I'll feel bad", False),
        ("I'm vegetarian", "I can eat fish again after the surgery", False),
        ("I'm vegetarian", "should I eat fish again?", False),
    ],
)  # fmt: skip
def test_eating_fish_again_ends_a_vegetarian_diet_as_meat_does(
    hs: Hindsight, held: str, then: str, ended: bool
) -> None:
    """ "I eat fish again now" after "I'm vegetarian" filled nothing, so the user stayed vegetarian; fish eaten again
    is no vegetarian diet (a pescatarian one, which it leaves held)."""
    tell(hs, held, "a", 0)
    tell(hs, then, "b", 1)
    (diet,) = [r for r in hs.list_records(user_id="u", statuses=ALL_STATUSES) if r.source_ids == ["a"]]
    assert (diet.valid_to is not None) is ended, diet


@pytest.mark.parametrize(
    ("then", "ended"),
    [
        ("started eating meat again, felt weak", True),
        ("Finally started eating fish again", True),
        ("Doc said. Started eating meat again last week", True),
        ("my sister started eating meat again", False),
        ("she started eating meat again", False),
    ],
)  # fmt: skip
def test_eating_meat_again_with_the_speaker_left_out_ends_a_vegetarian_diet(
    hs: Hindsight, then: str, ended: bool
) -> None:
    """ "started eating meat again, felt weak" (chat leaving the "I" out) ended nothing: the rules read it after "I"."""
    tell(hs, "I'm vegetarian", "a", 0)
    tell(hs, then, "b", 1)
    (diet,) = [r for r in hs.list_records(user_id="u", statuses=ALL_STATUSES) if r.source_ids == ["a"]]
    assert (diet.valid_to is not None) is ended, diet
