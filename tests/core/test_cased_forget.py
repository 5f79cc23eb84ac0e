"""Forgetting names in letters beyond ASCII (José García, Zoë Müller, Émile, 4 Łąkowa Road): a full name given as a
name is a personal value, so a hard forget takes the assistant's echo of it as it does "Zoe Marchetti"'s; "Émile's
address" names whose memory it asks for, not a word of what goes; a clause opening with a name stands alone when
the rest of its sentence is forgotten. ASCII names behave as before."""

from __future__ import annotations

from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.lifecycle.partial_forget import rest_after_forget
from hindsight_core.models import ALL_STATUSES
from tests.core.journal_helpers import journal_text


def said(content: str, id_: str, role: str = "user") -> dict[str, str]:
    return {"role": role, "content": content, "id": id_}


def texts(hs: Hindsight) -> list[str]:
    return sorted(r.text for r in hs.list_records(user_id="u", statuses=ALL_STATUSES))


@pytest.mark.parametrize(
    ("stated", "echo", "query", "value"),
    [
        ("My boss is called José García.", "Good to know: José García, noted.", "forget my boss's name", "García"),
        ("My daughter's name is Zoë Müller.", "Zoë Müller is a lovely name!", "forget my daughter's name", "Müller"),
        ("Our son is named Łukasz Nowak.", "Łukasz Nowak, what a strong name.", "forget my son's name", "Nowak"),
        ("My home address is 4 Łąkowa Road, Leeds.", "Noted, your home is 4 Łąkowa Rd, Leeds.",
         "forget my home address", "Łąkowa"),
        ("My daughter's name is Zoe Marchetti.", "Zoe Marchetti is a lovely name!", "forget my daughter's name",
         "Marchetti"),
    ],
)  # fmt: skip
def test_a_hard_forget_takes_the_echo_of_a_name_beyond_ascii(
    tmp_path: Path, minilm, stated: str, echo: str, query: str, value: str
) -> None:
    with Hindsight(tmp_path, embedder=minilm) as hs:
        hs.retain([said(stated, "u1"), said(echo, "a1", role="assistant")], user_id="u", session_id="s1")
        hs.retain([said("I prefer morning appointments.", "u2")], user_id="u", session_id="s2")
        assert hs.forget(query=query, user_id="u", hard=True)
        assert [t for t in texts(hs) if value in t] == []
        assert any("morning appointments" in t for t in texts(hs))
        journal = journal_text(tmp_path)
        assert value not in journal and "morning appointments" in journal


@pytest.mark.parametrize("name", ["Émile", "Ольга", "Alice"])
def test_whose_memory_a_forget_names_is_no_word_of_what_goes(real: Hindsight, name: str) -> None:
    real.retain([said(f"{name} likes green tea.", "tea")], user_id="u", session_id="s1")
    real.retain([said("I prefer morning appointments.", "am")], user_id="u", session_id="s2")
    real.forget(query=f"forget {name}'s address", user_id="u", hard=True)
    assert len(texts(real)) == 2


@pytest.mark.parametrize("name", ["Émile", "Zoë", "Sam"])
def test_a_clause_opening_with_a_name_stays_when_the_rest_is_forgotten(name: str) -> None:
    text = f"The user said: {name}'s car is a RAV4, plate CJK 4471"
    assert rest_after_forget(text, "forget the plate") == f"The user said: {name}'s car is a RAV4"
