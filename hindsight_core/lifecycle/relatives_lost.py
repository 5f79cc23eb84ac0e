"""A relative or partner the user says has died: "my dad passed away in March", "we lost my mom to cancer last year",
"Dad passed away last night", "my husband died two years ago"; 我爸去年走了, 我妈去世了, 我奶奶上个月过世了, 我爸是前年走的.

What the user had said of them as current ("my dad lives in Ohio", "my mom is 64", "my dad works at Ford", 我爸住在济南)
holds no more: the death supersedes each of their slots (kept as history), so "where does my dad live?" never answers
Ohio as if he still lived there. Their birthday is kept (it stays theirs), and so is every other relative's slot. A
spouse's death leaves the user widowed (:func:`widowed`): "am I married?" no longer answers "married" first.
The relative is known by the subject the slot rules store them under (:func:`~hindsight_core.extraction.kin_slots.
kin_owner`: "dad" and "father" are ``father``, 爸 and 爸爸 are ``爸爸``).

Not a death: one feared, supposed or nearly so ("if my dad died", "my mom almost died", "my dad is dying", 如果我爸走了,
怕我妈走了), someone else's relative ("my friend's dad passed away"), a thing of theirs ("my dad's phone died", 我爸的猫死了)
or one who only left (我爸走了 with no time long past: he may have gone out).

    >>> relative_lost("My dad passed away in March."), relative_lost("我爸去年走了"), relative_lost("my dad almost died")
    ('father', '爸爸', None)
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from hindsight_core.extraction.kin_slots import EN_FAMILY, EN_FAMILY_WHO, ZH_FAMILY_WHO, kin_owner, kin_words
from hindsight_core.extraction.reported import said_for_real
from hindsight_core.lifecycle.merge import slot, supersede
from hindsight_core.models import LIVE, MemoryRecord, RecordFilter
from hindsight_core.stores.protocols import GraphStore
from hindsight_core.text import same_speaker, spoken_only, to_simplified

_I = re.IGNORECASE

# not a death said of a time to come, a fear or a dream ("if my dad died", "I dreamt my mom died", "I thought my dad
# died")
_EN_NOT_SO = "".join(
    f"(?<!\\b{word}\\s)"
    for word in "if unless dreamt dreamed imagine imagined afraid worried thought feared".split()
)
_EN_HOW = (
    r"(?:(?:just|sadly|suddenly|unexpectedly|peacefully|recently|finally|unfortunately|has|had)\s+){0,2}"
)
# died, in the words people say it with ("passed" alone only before a time past: "Dad passed last night", never "my
# son passed his exam" or "my daughter passed!")
_EN_DIED = (
    r"(?:passed\s+away|passed\s+on|died(?!\s+(?:laughing|of\s+(?:embarrassment|laughter|boredom|shame)))|passed(?=\s+(?:last\s+(?:night|week|month|year)|yesterday|this\s+morning|"
    r"(?:a|one|two|three|four|five|\d+)\s+(?:years?|months?|weeks?|days?)\s+ago|in\s+(?:19|20)\d\d)\b)"
    r"|is\s+no\s+longer\s+with\s+us|lost\s+(?:his|her|their)\s+(?:battle|fight)\b)"
)
# "we lost my mom to cancer", "I lost my dad last year" (not "I lost my dad in the crowd", "lost my mom's ring")
_EN_LOST = (
    r"\b(?:we|i)(?:['’]ve|\s+have)?\s+(?:just\s+|sadly\s+|recently\s+)?lost\s+(?:my|our)\s+(?P<lost>"
    + EN_FAMILY
    + r")(?![\w'’-])(?=\s*(?:$|[.,;!]|\s+(?:to\s+(?!the\b)|last|yesterday|this\s+(?:year|month|week|morning|spring|summer|fall|winter)|"
    r"in\s+(?:19|20)\d\d|in\s+(?:january|february|march|april|may|june|july|august|september|october|november|december)|"
    r"recently|(?:a|one|two|three|four|five|\d+)\s+(?:years?|months?|weeks?)\s+ago)\b))"
)
_EN = (
    re.compile(_EN_NOT_SO + EN_FAMILY_WHO + _EN_HOW + _EN_DIED, _I),
    re.compile(_EN_NOT_SO + _EN_LOST, _I),
)
# a time long past, after which 走了 is a death, not a leaving (我爸去年走了; 我爸走了 alone may be gone out)
_ZH_LONG_AGO = r"(?:去年|前年|上个月|几年前|[一二两三四五六七八九十\d]+年前|[一二两三四五六七八九十\d]+个月前|年初|年底|那年|今年[^，。！？]{0,6}?)"
# how long ago, said after 走了 (我爸走了三年了, 我妈走了快半年了)
_ZH_SPAN = r"(?:[一二两三四五六七八九十几半\d]+(?:多)?(?:个月|年)(?:多)?)"
_ZH_WHEN = (
    r"(?:去年|前年|上个月|上周|上星期|几年前|年初|年底|前几天|前阵子|昨天|前天|今天|早上|昨晚|刚刚?|最近)?"
)
_ZH_DIED = (
    r"(?:已经|也|突然|不幸)?(?:去世|过世|病逝|离世|逝世|死)了|(?:已经)?不在了|没了(?=$|[，,。！!？?；;\s~～])"
)
_ZH = (
    # 我爸去年走了, 我妈上个月去世了, 我奶奶已经不在了, 我爸没了 (not 如果我爸走了, 怕我妈走了, 我爸的猫死了)
    re.compile(
        r"(?<!如果)(?<!要是)(?<!万一)(?<!假如)(?<!怕)(?<!担心)(?<!梦到)(?<!梦见)(?<!等)"
        + ZH_FAMILY_WHO
        + rf"(?:{_ZH_LONG_AGO}(?:已经|就)?走了|{_ZH_WHEN}(?:{_ZH_DIED})|(?:已经)?走了(?:快|都|有)?{_ZH_SPAN}了)"
    ),
    # 我爸是前年走的, 我妈是去年去世的
    re.compile(ZH_FAMILY_WHO + r"(?:是|在)?" + _ZH_LONG_AGO + r"(?:走|去世|过世|病逝|离世)的"),
)


def relative_lost(text: str) -> str | None:
    """The relative or partner ``text`` (a speaker's own words) says has died, as their slots' subject, else None."""
    text = said_for_real(text)  # not in a dream or a story: "write a story where my husband passed away"
    for pattern in _EN:
        if (found := pattern.search(text)) is not None:
            return kin_owner((found.groupdict().get("owner") or found["lost"]).lower())
    said = to_simplified(text)
    for pattern in _ZH:
        if (found := pattern.search(said)) is not None:
            return kin_owner(found["owner"])
    return None


#: The subjects of a spouse, whose death leaves the user widowed.
_SPOUSES = frozenset({"wife", "husband", "老婆", "老公"})


def widowed(candidates: Sequence[MemoryRecord]) -> list[MemoryRecord]:
    """``candidates``, each of the user's own words with no slot that says their spouse died ("my husband passed
    away two years ago", 我老公去年走了) given the status it leaves them in (``marital_status`` = widowed), which
    supersedes "married" as any change of status does."""
    out = []
    for candidate in candidates:
        if (
            candidate.source_kind == "user_stated"
            and slot(candidate) is None
            and relative_lost(spoken_only(candidate.text)) in _SPOUSES
        ):
            attributes = {"subject": "user", "attribute": "marital_status", "value": "widowed"}
            candidate = candidate.model_copy(update={"attributes": {**candidate.attributes, **attributes}})
        out.append(candidate)
    return out


#: The slots of a relative's that a death leaves theirs (never superseded by it).
KEPT_AFTER = frozenset({"birthday"})
#: Records read per death, at most (a relative's slots are a few).
_READ = 64


async def end_relatives_lost(
    new: dict[str, tuple[MemoryRecord, list[float]]], changed: dict[str, MemoryRecord], graph: GraphStore
) -> None:
    """Each record of ``new`` that says a relative of its speaker died supersedes the live slots they held of that
    relative, said before it (their birthday kept): ``new`` and ``changed`` (stored records this write updates)
    take the results, as the writer's other steps do."""
    batch = [rec for rec, _ in new.values()]
    for record in batch:
        if record.source_kind != "user_stated" or (who := relative_lost(spoken_only(record.text))) is None:
            continue
        flt = RecordFilter(user_id=record.scope.user_id, statuses=LIVE)
        hits = await graph.keyword_search(" ".join(sorted(kin_words(who))), flt, _READ)
        wanted = [i for i, _ in hits if i not in new]
        found = [changed.get(r.id, r) for r in await graph.get_records(wanted)] if wanted else []
        found += [
            new[r.id][0] for r in batch if r.id != record.id and r.scope.user_id == record.scope.user_id
        ]
        for old in _held_of(found, record, who):
            older, death = supersede(old, new[record.id][0])
            new[record.id] = (death, new[record.id][1])
            if older.id in new:
                new[older.id] = (older, new[older.id][1])
            else:
                changed[older.id] = older


def _held_of(found: Sequence[MemoryRecord], death: MemoryRecord, who: str) -> list[MemoryRecord]:
    """Of ``found``, the current slots of ``who`` said by the speaker of ``death`` before it."""
    return [
        old
        for old in found
        if (held := slot(old)) is not None
        and held[0] == who
        and held[1] not in KEPT_AFTER
        and old.occurred_at <= death.occurred_at
        and old.valid_to is None
        and old.superseded_by is None
        and same_speaker(old.text, death.text)
    ]


__all__ = ["KEPT_AFTER", "end_relatives_lost", "relative_lost", "widowed"]
