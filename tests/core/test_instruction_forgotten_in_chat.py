"""A standing instruction forgotten in chat held on: after "please always answer me in Chinese", "forget what I said
about answering in Chinese" forgot nothing (it names "answering", the instruction said "answer"), so the block above
every adapter's context still told the model to answer in Chinese. A verb named as doing it ("answering", "calling",
"writing") is held by the verb said."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.request_terms import names_held
from hindsight_core.models import ALL_STATUSES
from hindsight_langchain import HindsightMemory
from tests.core.retain_helpers import tell


@pytest.mark.parametrize(
    ("said", "forget"),
    [
        ("please always answer me in Chinese", "forget what I said about answering in Chinese"),
        ("from now on reply to me in French", "please forget the part about replying in French"),
        ("call me Sam from now on", "forget what I said about calling me Sam"),
        ("以后用中文回答我", "忘掉我说的用中文回答"),
    ],
)
def test_an_instruction_forgotten_in_chat_is_no_longer_held(hs: Hindsight, said: str, forget: str) -> None:
    tell(hs, said, "a", 0)
    tell(hs, "I ran 10k this morning", "b", 1)
    tell(hs, forget, "c", 2)
    status = {r.source_ids[0]: r.status for r in hs.list_records(user_id="u", statuses=ALL_STATUSES)}
    assert status["a"] == "forgotten" and status["b"] == "active", status
    assert hs.standing_instructions(user_id="u") == []
    context = HindsightMemory(engine=hs, user_id="u").load_memory_variables({"input": "plan a trip"})[
        "history"
    ]
    assert said not in context


@pytest.mark.parametrize(
    ("named", "text", "held"),
    [
        ("what I said about running", "I run 5k every morning", True),
        ("the writing thing", "always write to me formally", True),
        ("what I said about swimming", "I swim on Mondays", True),
        ("my morning routine", "I said it more than once", False),
        ("what I said about answering in Chinese", "answer in French please", False),
    ],
)
def test_a_verb_named_as_doing_it_is_held_by_the_verb(named: str, text: str, held: bool) -> None:
    assert names_held(named, text) is held
