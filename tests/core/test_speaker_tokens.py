"""A question naming whose memories to search ("the user's ISA", "what did Caroline say") names a speaker: the
speaker boost finds their records, and the name's tokens stay out of late interaction, where "user" matched
"assistant" in every "(answering the assistant: ...)" and a name matched the turns addressing its bearer."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import numpy as np
import pytest

from hindsight_core import Hindsight
from hindsight_core.recall import late_interaction as li
from hindsight_core.recall.query import names_speaker

T0 = datetime(2026, 1, 5, 9, tzinfo=UTC)

SESSIONS = [
    [
        ("user", "I want to start investing, 300 a month into a stocks and shares ISA"),
        ("assistant", "Which country are you in?"),
        ("user", "uk"),
        ("assistant", "Do you have an emergency fund?"),
        ("user", "yes, 6k in a savings account"),
        ("user", "I'll go with vanguard, lump sum"),
    ],
    [
        ("user", "markets dropped and I panicked a bit"),
        ("assistant", "Did you sell anything?"),
        ("user", "no I held"),
        ("user", "also moved my ISA from vanguard to InvestEngine, lower fees for ETFs"),
    ],
    [
        ("user", "my dad keeps all his money in a current account, drives me mad"),
        ("assistant", "How old is he?"),
        ("user", "68 and stubborn"),
        ("assistant", "Have you used your full allowance this year?"),
        ("user", "no, nowhere near 20k"),
    ],
]


@pytest.mark.e2e
@pytest.mark.parametrize(
    "question", ["Which platform is the user's ISA with now?", "Which platform is my ISA with now?"]
)
def test_a_question_about_the_user_ranks_as_the_same_question_asked_by_them(
    real: Hindsight, question: str
) -> None:
    for n, turns in enumerate(SESSIONS):
        messages = [
            {"role": role, "content": text, "id": f"s{n}-t{i}"} for i, (role, text) in enumerate(turns)
        ]
        real.retain(messages, user_id="u", session_id=f"s{n}", occurred_at=T0 + timedelta(days=20 * n))
    hits = real.recall(question, user_id="u", k=4, reinforce=False).hits
    assert hits[0].record.source_ids == ["s1-t3"], [h.record.text for h in hits]


def _tokens(*words: str) -> li.QueryTokens:
    vectors = np.eye(len(words), 4, dtype=np.float32)
    return li.QueryTokens(np.arange(len(words), dtype=np.int32), vectors, words)


def test_without_drops_the_tokens_spelling_the_words_and_keeps_the_rest_in_order() -> None:
    kept = _tokens("platform", "user", "isa").without({"the", "user"})
    assert kept.tokens == ("platform", "isa")
    assert kept.ids.tolist() == [0, 2]
    assert kept.vectors.shape == (2, 4) and kept.vectors[1, 2] == 1.0


def test_without_leaves_a_query_of_only_a_name_as_it_is() -> None:
    only = _tokens("caroline")
    assert only.without({"caroline"}) is only
    assert only.without({"melanie"}) is only


@pytest.mark.parametrize(
    ("speaker", "query", "named"),
    [
        ("Caroline", "What did Caroline paint?", True),
        ("Caroline", "Caroline画了什么？", True),  # beside Chinese, which is a word character to \b
        ("Caro", "What did Caroline paint?", False),
        ("小雨", "小雨什么时候结婚？", True),
    ],
)
def test_a_speaker_is_named_as_a_whole_word_in_english_and_in_chinese(
    speaker: str, query: str, named: bool
) -> None:
    assert names_speaker(speaker, query) is named
