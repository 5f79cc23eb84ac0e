"""The user's own turns, for a question about their own life asked where other people speak too: an app carrying
several people in one chat stores the user's turns unnamed ("The user said: I'm pescatarian") beside the others'
under their names ("Anna said: I'm vegan btw", a message sent with ``name="Anna"`` or as "[Anna]: ..."). "What's my
diet?" or 我不吃什么 asks for the user's, as "what does Anna eat?" asks for Anna's: another person's words rank below
the user's best match (Anna's "I'm vegan" came first, vector and keywords alike finding "vegan" nearer "diet" than
"pescatarian"), their order among themselves kept.

A speaker named as the user's ``user_id`` is the user too (``user_id="alice"``, ``name="Alice"``); where nobody
speaks unnamed (a conversation between people fed with every name, as ``hindsight eval locomo`` does), whose "my" a
question says is unknown, and nobody is taken for the user.
"""

from __future__ import annotations

from collections.abc import Mapping

from hindsight_core.models import MemoryRecord
from hindsight_core.recall import fusion
from hindsight_core.recall.assistant_said import said_by_assistant
from hindsight_core.recall.subject import asks_about_self
from hindsight_core.text import is_the_user, split_speaker


def lower_others_turns(final: dict[str, float], records: Mapping[str, MemoryRecord], query: str) -> None:
    """When ``query`` asks about the user's own life and the pool ``final`` holds both the user's turns and another
    person's, the other person's rank below the user's best (in place; scaled together, their order kept)."""
    if not asks_about_self(query):
        return
    own: list[str] = []
    others: list[str] = []
    for rid in final:
        record = records[rid]
        speaker = split_speaker(record.text)[0]
        if speaker is None or said_by_assistant(record):
            continue
        mine = is_the_user(speaker) or speaker.casefold() == record.scope.user_id.casefold()
        (own if mine else others).append(rid)
    if not own or not others:
        return
    best_own = max(final[rid] for rid in own)
    best_other = max(final[rid] for rid in others)
    if best_other >= best_own > 0:
        fusion.lower(final, others, 1.0 - best_own / best_other * (1.0 - 1e-6))


__all__ = ["lower_others_turns"]
