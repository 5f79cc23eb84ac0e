"""A slot an LLM gives a fact about the user, written as the rule extractor writes it.

The rules give the user's own slots the subject the speaker's name, else "user"
(:func:`~hindsight_core.extraction.turn_values.slot_of`); a model writes "the user", 用户 or "me" as well. Two
subjects are two slots, which never compete: on a store switched from the rules to an LLM (or back), "I moved to
Berlin" left "I live in Lyon" current beside it.
"""

from __future__ import annotations

from collections.abc import Sequence

from hindsight_core.extraction.turns import speaker
from hindsight_core.models import TraceStep
from hindsight_core.text import normalize_entity

#: A slot subject naming the user of the conversation, however a model words it (as :func:`normalize_entity` keys it).
THE_USER = frozenset({"user", "the user", "the_user", "i", "me", "myself", "用户", "该用户", "我"})


def user_subject(attributes: dict[str, str], steps: Sequence[TraceStep]) -> dict[str, str]:
    """``attributes`` with a ``subject`` naming the user written as the rules write it: the name of the user who
    said the cited steps when they give one (one name), else "user". Any other subject is left as it is.

    >>> user_subject({"subject": "The user", "attribute": "lives_in", "value": "Berlin"}, [])["subject"]
    'user'
    """
    subject = attributes.get("subject")
    if subject is None or normalize_entity(subject) not in THE_USER:
        return attributes
    names = {speaker(step) for step in steps if step.type == "user_input"}
    name = names.pop() if len(names) == 1 else None
    return {**attributes, "subject": normalize_entity(name) if name else "user"}


__all__ = ["THE_USER", "user_subject"]
