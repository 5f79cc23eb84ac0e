"""A relative's slot as an LLM names it: the rules store one's mother's birthday, a son's age and a sister's home under
the relative ("mother", "son", "sister"; 妈妈 in Chinese), and a model writes the subject "the user's mother", "User's
son" or 用户的妈妈, and the slot date_of_birth or city_of_residence. Two subjects are two slots, so on a store switched
from the rules to an LLM the son's new age, the sister's move or the birthday said right superseded nothing and the
older value stayed current beside it; a model's subject naming one of the user's relatives or their partner is the
relative the rules name, and its words for their slot the rules' (scripted OpenAI-compatible server)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.llm_slots import as_rules_write
from hindsight_core.llm import OpenAIStructuredLLM
from hindsight_core.testing import FakeOpenAIServer

from .llm_switch_helpers import llm_fact, rules_then_llm, slot_attributes


@pytest.mark.parametrize(
    ("subject", "attribute", "written"),
    [
        ("the user's mother", "date_of_birth", ("mother", "birthday")),
        ("User's mom", "birthday", ("mother", "birthday")),
        ("the user's son", "age", ("son", "age")),
        ("the user's older sister", "city_of_residence", ("older sister", "lives_in")),
        ("user's wife", "phone_number", ("wife", "phone")),
        ("用户的妈妈", "生日", ("妈妈", "birthday")),
        ("用户的老公", "年龄", ("老公", "age")),
        ("the user", "dob", ("user", "birthday")),
        ("Priya", "location", ("Priya", "location")),  # someone else's: as the model writes it
        ("the user's manager Priya", "location", ("the user's manager Priya", "location")),
    ],
)
def test_a_models_subject_naming_a_relative_is_the_rules_relative(
    subject: str, attribute: str, written: tuple[str, str]
) -> None:
    out = as_rules_write({"subject": subject, "attribute": attribute, "value": "x"}, [])
    assert (out["subject"], out["attribute"]) == written


@pytest.mark.parametrize(
    ("subject", "said", "new"),
    [
        ("the user's son", ["my son is 7, he loves Lego"], {"The user's son is now 8.": ("age", "8")}),
        (
            "the user's sister",
            ["my sister lives in Rome"],
            {"The user's sister moved to Paris.": ("city", "Paris")},
        ),
        ("用户的妈妈", ["我妈今年60岁"], {"用户的妈妈今年61岁。": ("年龄", "61")}),
    ],
)
def test_a_models_fact_of_a_relative_supersedes_what_the_rules_stored(
    tmp_path: Path,
    minilm,
    server: FakeOpenAIServer,
    subject: str,
    said: list[str],
    new: dict[str, tuple[str, str]],
) -> None:
    rules_then_llm(tmp_path, minilm, server, {"u": said}, {"u": new}, subject=subject)


@pytest.mark.parametrize(
    ("said", "subject", "new", "slot"),
    [
        (
            "my mom's birthday is May 3",
            "the user's mother",
            "The user's mother's birthday is May 5.",
            ("date_of_birth", "May 5"),
        ),
        ("我妈生日是5月3号", "用户的妈妈", "用户妈妈的生日是5月5号。", ("生日", "5月5号")),
    ],
)
def test_a_models_other_birthday_of_a_relative_is_the_rules_slot_in_conflict(
    tmp_path: Path, minilm, server: FakeOpenAIServer, said: str, subject: str, new: str, slot: tuple[str, str]
) -> None:
    """Two birthdays of one person, neither said as a correction, are flagged against each other, as the user's own
    are: the model's is the same slot as the rules' (it was another subject's, and no conflict was seen)."""
    with Hindsight(tmp_path, embedder=minilm) as hs:
        hs.retain([{"role": "user", "content": said}], user_id="u")
    server.add_chat(json.dumps({"facts": [llm_fact(new, slot_attributes(subject, *slot))]}))
    llm = OpenAIStructuredLLM("fake-model", base_url=server.base_url, max_retries=0)
    with Hindsight(tmp_path, embedder=minilm, llm=llm) as hs:
        hs.retain([{"role": "user", "content": new}], user_id="u")
        records = {r.text: r for r in hs.list_records(user_id="u")}
        old = records[f"The user said: {said}" if said.isascii() else f"用户说：{said}"]
        assert records[new].id in old.conflicts_with or old.superseded_by == records[new].id
        assert records[new].attributes["subject"] == old.attributes["subject"]
