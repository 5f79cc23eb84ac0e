"""Text a user's message holds that is not their statement about themselves: words they quote, an email, a
profile, a chat log, code or a passage to translate that they paste for a task. Its first person is its author's:
it fills no slot of the user's, and never supersedes what the user said of themselves; the user's own statements
beside it are read as ever (rule extractor, hash embedder unless said)."""

from __future__ import annotations

import pytest

from tests.core.slot_helpers import slots


@pytest.mark.parametrize(
    "text",
    [
        "Write a cover letter for me. Example: 'My name is Jane Doe and I live in Austin.'",
        "Is this line too formal? 'I work at Initech and I love it.'",
        "她的原话是：'我住在杭州'",
    ],
)
def test_a_single_quoted_statement_is_no_slot_of_the_speaker(text: str) -> None:
    assert slots(text) == []
