"""The entity candidates recall reads from a question (``recall.query.entity_candidates``)."""

from __future__ import annotations

import pytest

from hindsight_core.recall.query import entity_candidates


@pytest.mark.parametrize(
    ("question", "name"),
    [
        ("Kevin最近在学什么", "kevin"),
        ("用户的老板Kevin说了什么", "kevin"),
        ("Chloé最近在学什么", "chloé"),
        ("我跟Amy Chen聊了什么", "amy chen"),
        ("What did Kevin say?", "kevin"),
    ],
)
def test_a_name_written_against_chinese_is_a_candidate_of_its_own(question: str, name: str) -> None:
    assert name in entity_candidates(question)


def test_chinese_runs_still_give_their_character_ngrams() -> None:
    found = entity_candidates("Kevin最近在学什么")
    assert {"最近", "在学什么"} <= set(found)
    assert not any("kevin" in c and c != "kevin" for c in found)
