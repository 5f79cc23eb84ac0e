"""A topic the user tells the assistant to leave alone ("don't bring up my divorce again", "stop suggesting recipes
with mushrooms", 别再提我前男友了) holds for every request: each was only 'The user said: ...', recalled for a request
sharing its words, so "any dinner ideas?" or 帮我写个生日祝福 went to the model without it. Each such topic is one of
several (``avoid``), all of them among the standing instructions the adapters carry; "don't mention it" (you're
welcome), someone else's ("my mom keeps bringing up my divorce") or 别提了 is none."""

from __future__ import annotations

from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.embeddings import HashEmbedder
from hindsight_langchain import HindsightMemory
from tests.core.retain_helpers import tell
from tests.core.slot_helpers import slots


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("don't bring up my divorce again", "my divorce"),
        ("stop suggesting recipes with mushrooms", "recipes with mushrooms"),
        ("please never mention my ex again", "my ex"),
        ("stop recommending horror movies to me", "horror movies"),
        ("别再提我前男友了", "我前男友"),
        ("以后别推荐有香菜的菜", "有香菜的菜"),
        # said beside another ("either", "too", 也): the topic without it
        ("never bring up my ex either", "my ex"),
        ("and don't mention my divorce at all", "my divorce"),
        ("please stop suggesting sushi places too", "sushi places"),
        ("也别给我推荐香菜", "香菜"),
        # a name with a dot in it is the whole name, not the word before its dot (a sentence's end is still one)
        ("stop recommending moment.js", "moment.js"),
        ("please don't suggest vue.js anymore", "vue.js"),
        ("never recommend next.js again", "next.js"),
        ("don't suggest socket.io", "socket.io"),
        ("stop suggesting three.js. I only do 2D", "three.js"),
        ("never mention my ex. thanks", "my ex"),
        ("don't bring up my divorce again.", "my divorce"),
    ],
)
def test_a_topic_to_leave_alone_fills_avoid(text: str, topic: str) -> None:
    assert ("avoid", topic) in slots(text), slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "Don't mention it!",
        "my mom keeps bringing up my divorce",
        "I told him to stop suggesting that",
        "别提了",
        "别聊这个了",
        "他老是提我前男友",
    ],
)
def test_no_topic_or_someone_elses_fills_none(text: str) -> None:
    assert "avoid" not in dict(slots(text)), slots(text)


def test_every_topic_to_avoid_reaches_an_unrelated_request(tmp_path: Path) -> None:
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as hs:
        for day, text in enumerate(
            [
                "don't bring up my divorce again",
                "I work at Stripe as a backend engineer",
                "stop suggesting recipes with mushrooms",
                "my sister lives in Denver",
                "I'm training for a half marathon",
                "别再提我前男友了",
                "we adopted a dog named Rex",
                "I'm reading Project Hail Mary right now",
            ]
        ):
            tell(hs, text, f"m{day}", day)
        avoided = sorted(r.attributes["value"] for r in hs.standing_instructions(user_id="u"))
        assert avoided == ["my divorce", "recipes with mushrooms", "我前男友"]
        context = HindsightMemory(engine=hs, user_id="u").load_memory_variables(
            {"input": "any dinner ideas?"}
        )
        block = context["history"].split("\n\n")[0]
        assert block.startswith("Standing instructions") and "recipes with mushrooms" in block
