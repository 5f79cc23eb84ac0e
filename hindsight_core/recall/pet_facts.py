"""A question about the user's pet by its kind ("what is my dog allergic to?", "what does my cat eat?", 我家狗对什么过敏):
the user named the pet once ("we adopted a puppy, her name is Biscuit", 我家狗叫旺财) and said the rest of it by that
name ("Biscuit is allergic to chicken", 旺财对鸡肉过敏). The record saying what is asked of the pet's name ranks right
above the record naming the pet, which is only the way to it (:func:`lift_said_by_name`). Asked how many of a kind
the user has ("how many cats do I have?"), a pet of theirs lost since the count was said ("Miso passed away last
week" after "we have two cats, Miso and Tofu") ranks right below the count (:func:`lift_loss_beside_count`).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from datetime import datetime

from hindsight_core.extraction.pet_names import ZH_PET_WORDS
from hindsight_core.lifecycle.held_at import ended
from hindsight_core.lifecycle.losses import lost
from hindsight_core.lifecycle.merge import slot
from hindsight_core.models import MemoryRecord
from hindsight_core.recall.fusion import lift_above_best
from hindsight_core.recall.name_asked import asks_name
from hindsight_core.text import as_matched, keyword_terms, spoken_only, to_simplified, whole_word

# the speaker's pet by its kind: "my dog", "our cat", "my puppy" (not "my dog's vet": another one), 我家狗, 我的猫咪
_EN_PET = {"dog": "dog", "puppy": "dog", "pup": "dog", "cat": "cat", "kitten": "cat", "pet": "pet"}
_ASKED_EN = re.compile(r"\b(?:my|our)\s+(?P<kind>" + "|".join(_EN_PET) + r")\b(?!['’]s\s+\w)", re.IGNORECASE)
_ASKED_ZH = re.compile(
    r"我(?:们)?(?:家)?(?:的)?(?:那只|这只)?(?P<kind>"
    + "|".join(sorted(ZH_PET_WORDS, key=len, reverse=True))
    + r")(?!的)"
)
_PET_SLOTS = frozenset(ZH_PET_WORDS.values())
#: How many of the pool's best are read for the record naming the pet and the one saying what is asked of it.
_HEAD = 5


def asked_pet(query: str) -> str | None:
    """The slot of the speaker's pet ``query`` asks about by its kind (``dog``, ``cat``, ``pet``), when it asks
    something other than its name; else None.

    >>> asked_pet("what is my dog allergic to?"), asked_pet("我家狗对什么过敏"), asked_pet("what's my dog's name?")
    ('dog', 'dog', None)
    """
    said = to_simplified(query)
    if asks_name(said):
        return None
    if (found := _ASKED_EN.search(said)) is not None:
        return _EN_PET[as_matched(found["kind"])]
    if (found := _ASKED_ZH.search(said)) is not None:
        return ZH_PET_WORDS[found["kind"]]
    return None


def lift_said_by_name(
    final: dict[str, float], records: Mapping[str, MemoryRecord], query: str, at: datetime | None = None
) -> None:
    """Asked about the speaker's pet by its kind (:func:`asked_pet`), when the best is the record naming it, the
    first of the best few saying the pet's name and a word of the question besides ("Biscuit is allergic to
    chicken" for "what is my dog allergic to?") ranks right above it."""
    kind = asked_pet(query) if final else None
    if kind is None:
        return
    names: dict[str, str] = {}  # the record naming a pet of the kind asked -> the name
    for rid in final:
        record, found = records[rid], slot(records[rid])
        if (
            found is not None
            and found[0] == "user"
            and (found[1] == kind or (kind == "pet" and found[1] in _PET_SLOTS))
            and not ended(record, at)
        ):
            names[rid] = str(record.attributes["value"])
    if not names:
        return
    asked = (
        frozenset(keyword_terms(query, unigrams=True)) - frozenset(keyword_terms(kind)) - set(ZH_PET_WORDS)
    )

    def says_it(rid: str) -> bool:
        said = to_simplified(spoken_only(records[rid].text))
        return (
            rid not in names
            and any(re.search(whole_word(name), said) for name in names.values())
            and bool(asked & frozenset(keyword_terms(said, unigrams=True)))
        )

    lift_above_best(final, _HEAD, lambda rid: rid not in names, says_it)


#: The count slots of the pets a question may ask how many of ("how many cats do I have?", 我有几只猫), by the pet's slot.
_COUNTED = {"cats_count": "cat", "dogs_count": "dog"}


def lift_loss_beside_count(
    final: dict[str, float],
    records: Mapping[str, MemoryRecord],
    asked: str | None,
    at: datetime | None = None,
) -> None:
    """Asked how many of a kind of pet the user has (``asked``: the question's slot, ``cats_count``), when the best
    holds that count ("we have two cats, Miso and Tofu"), a record telling of one of them lost since ("Miso passed
    away last week", 咪咪去世了: by a name the best says, or by the kind) ranks right below it: the count is one
    fewer now."""
    kind = _COUNTED.get(asked or "")
    if kind is None or len(final) < 2:
        return
    best = max(final, key=final.__getitem__)
    found = slot(records[best])
    if found is None or found[1] != asked or ended(records[best], at):
        return
    counted = to_simplified(spoken_only(records[best].text))
    for rid in sorted(final, key=final.__getitem__, reverse=True):
        loss = lost(records[rid].text) if records[rid].occurred_at >= records[best].occurred_at else None
        if loss is None or loss.kind not in (kind, None):
            continue
        if loss.kind == kind or (loss.name and re.search(whole_word(loss.name), counted)):
            final[rid] = final[best] * (1.0 - 1e-6)
            return


__all__ = ["asked_pet", "lift_loss_beside_count", "lift_said_by_name"]
