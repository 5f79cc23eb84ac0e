"""How the user has been feeling ("how have I been feeling lately?", "how's my mood been?", 我最近心情怎么样, 我最近状态怎么样):
the answer is the newest thing they said of how they feel. A low and the mending after it share few words ("been
feeling really down lately, not sleeping well", then weeks on "I'm feeling much better now, the move is done"), so
no rule reads the later as a change of the first, and the older low ranked first, read as how the user is now; asked
in Chinese, a mother's bad mood (我妈最近心情不好) shared more words with 我最近心情怎么样 than the user's own and came
first. What the user said of how they feel is brought to such a question by its words (:data:`FEELINGS`, a need of
:func:`~hindsight_core.recall.task_needs.task_needs`: 我好多了 shares none with 我最近心情怎么样), and of the best few the
newest telling the user's own mood ranks first (:func:`lift_newest_feeling`); someone else's (my wife is stressed,
我妈最近心情不好) is none, and a question about something else done ("how am I doing on my savings goal?") or asking
what caused it ("what's been stressing me?") lifts none.

    >>> asks_how_one_feels("how have I been feeling lately?"), asks_how_one_feels("how's my mood been?")
    (True, True)
    >>> asks_how_one_feels("我最近心情怎么样"), asks_how_one_feels("我最近状态怎么样"), asks_how_one_feels("我好点了吗")
    (True, True, True)
    >>> asks_how_one_feels("how am I doing on my savings goal?"), asks_how_one_feels("how's my wife doing?")
    (False, False)
    >>> asks_how_one_feels("what's been stressing me?"), asks_how_one_feels("我妈最近心情怎么样")
    (False, False)
    >>> tells_a_mood("The user said: I'm feeling much better now"), tells_a_mood("用户说：最近心情很差")
    (True, True)
    >>> tells_a_mood("The user said: I'm tired of my job"), tells_a_mood("The user said: I live in Lisbon")
    (False, False)
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from datetime import datetime
from functools import lru_cache

from hindsight_core.lifecycle.held_at import ended
from hindsight_core.models import MemoryRecord
from hindsight_core.recall.fusion import best_ids
from hindsight_core.recall.subject import about_someone_else
from hindsight_core.recall.task_kinds import Need
from hindsight_core.text import spoken_only, to_simplified

#: How many of the best are read for a newer word of how the user feels
_HEAD = 5

_I = re.IGNORECASE
_WHEN = r"(?:\s+(?:lately|recently|these\s+days|this\s+(?:week|month)|today|emotionally|mentally|overall|since\s+\w+))?"
_EN_ASKED = re.compile(
    # "how have I been (feeling) lately?", "how am I feeling these days?", "how was I doing emotionally?"
    rf"\bhow\s+(?:have|'ve|’ve|am|was)\s+i\s+(?:been\s+)?(?:feeling|doing|been){_WHEN}\s*[?.!]*\s*$"
    # "how's my mood been?", "how is my mental health lately?", "what's my mood been like?"
    r"|\b(?:how|what)(?:'s|’s|\s+is|\s+has|\s+have|\s+was)\s+my\s+(?:mood|mental\s+health|mental\s+state|emotional\s+state|"
    r"headspace|spirits|stress(?:\s+level)?|anxiety)\b"
    # "have I been stressed lately?", "am I still anxious?", "have I been feeling better?"
    r"|\b(?:have|had)\s+i\s+been\s+(?:feeling\s+)?(?:any\s+|more\s+|less\s+|very\s+|really\s+)?"
    r"(?:stressed|anxious|down|depressed|low|ok|okay|better|worse|happier|sad|lonely|tired|overwhelmed)\b"
    r"|\bam\s+i\s+(?:still\s+|feeling\s+)*(?:stressed|anxious|down|depressed|low|better|ok|okay|overwhelmed)\b",
    _I,
)
_ZH_WHEN = r"(?:最近|这几天|这两天|这段时间|这阵子|这周|近来|现在)?"
_ZH_ASKED = re.compile(
    # 我最近心情怎么样, 我这几天的状态如何, 我最近压力大吗, 我的情绪好点了吗
    rf"^我{_ZH_WHEN}的?(?:心情|情绪|状态|精神状态|精神|压力|心理状态)(?:怎么样|咋样|如何|怎样|好吗|还好吗|好点了吗|好些了吗|好不好|大吗|大不大)"
    # 我最近怎么样, 我最近还好吗, 我好点了吗, 我最近还焦虑吗
    rf"|^我{_ZH_WHEN}(?:怎么样|咋样|还好吗|过得怎么样|过得好吗)"
    r"|^我(?:现在|最近)?(?:好点|好些|好多)了(?:吗|没)"
    rf"|^我{_ZH_WHEN}(?:还|是不是)?(?:焦虑|抑郁|紧张|累|难过|低落|丧)(?:吗|不)"
)

# how the speaker feels: "I'm (so) stressed", "I've been feeling down", "been feeling really low", "I feel great"
# (not "tired of my job", "sick of this weather": a taste)
_EN_FEELS = (
    r"(?:tired|exhausted|drained|knackered|wiped(?:\s+out)?|burn(?:ed|t)\s+out|stressed|anxious|nervous|worried|"
    r"overwhelmed|down|low|depressed|sad|blue|lonely|upset|miserable|awful|terrible|rough|crappy|great|good|better|"
    r"worse|fine|okay|ok|happy|happier|excited|calm|angry|frustrated|irritable|on\s+edge|panicky|scared|hopeless|"
    r"numb|flat|unmotivated|restless|relieved|hopeful|moody|emotional|heartbroken|devastated|myself|"
    r"like\s+myself|in\s+a\s+(?:bad|good|dark|better)\s+(?:place|mood|headspace|space)|"
    # a mess, a wreck, said of now ("I'm a mess today"; not "a wreck diver", "a mess hall cook")
    r"an?\s+(?:(?:total|complete|absolute|hot|nervous|emotional)\s+)?(?:mess|wreck)"
    r"(?=\s*(?:$|[,.!?;]|(?:today|right|rn|lol|about|since|after|now|lately|again|this)\b)))"
)
_EN_MOOD = re.compile(
    # (a message opening with "been" or "so" leaves out its "I": read at its start, or after its speaker's frame)
    r"(?:\bi(?:'m|’m|\s+am|m)|\bi(?:'ve|’ve|\s+have)\s+been|(?:^|(?<=[:：]))\W*been|\bi\s+(?:feel|felt|was)|\bfeeling|"
    r"(?:^|(?<=[:：]))\W*(?=so|really|super))\s*"
    r"(?:(?:so+|really|very|much|a\s+lot|a\s+bit|a\s+little|kinda|kind\s+of|pretty|super|way|still|totally|quite|"
    r"feeling|just|not|less|more|getting|lots)\s+)*"
    + _EN_FEELS
    # (not what one is good at, fine with, down to do, low on)
    + r"\b(?!\s+(?:of|at|with|to|on|in|for\s+(?:it|that|this|me|now))\b)",
    _I,
)
# ... or what it is said of: "my anxiety is back", "I had a panic attack" (a condition's or an event's words)
_EN_MOOD_NOUN = r"\bmy\s+(?:mood|anxiety|depression|stress|mental\s+health|insomnia)\b|\bpanic\s+attacks?\b"
_ZH_MOOD = re.compile(
    r"心情|情绪|压力|焦虑|抑郁|低落|难过|伤心|开心|高兴|疲惫|崩溃|郁闷|失眠|好多了|好点了|好些了|状态(?:很|不|还|挺|好|差)|"
    r"精神(?:很|不|挺|好|差)|emo|丧|孤独|寂寞|(?:好|很|太|超|特别)累|累(?:死|坏|趴)"
)


#: a clause or a record telling how its speaker feels
MOOD = re.compile(f"{_EN_MOOD.pattern}|{_EN_MOOD_NOUN}|{_ZH_MOOD.pattern}", _I)
#: a clause telling how its speaker feels now ("I'm so anxious right now", 今天心情不错), not the condition's name
FEELING_NOW = re.compile(f"{_EN_MOOD.pattern}|{_ZH_MOOD.pattern}", _I)
#: how the user feels, brought to a question asking it (:func:`~hindsight_core.recall.task_needs.task_needs`): its
#: words share none with 我最近心情怎么样 or "how am I doing?" ("我好多了", "I'm feeling much better now")
FEELINGS = Need(
    "feel feeling felt mood stressed stress anxious anxiety down low depressed sad lonely tired exhausted overwhelmed "
    "burnt burned better worse panic upset happy excited 心情 情绪 压力 焦虑 抑郁 低落 难过 伤心 开心 高兴 累 疲惫 崩溃 "
    "郁闷 失眠 好多 好点 状态 精神",
    MOOD,
)


def asks_how_one_feels(query: str) -> bool:
    """Whether ``query`` asks how the speaker has been feeling (their mood, their stress, how they are doing)."""
    text = to_simplified(query).strip()
    return bool(_EN_ASKED.search(text) or _ZH_ASKED.search(text))


@lru_cache(maxsize=8192)
def tells_a_mood(text: str) -> bool:
    """Whether a record's own words tell how its speaker feels (whoever it is about: see :func:`lift_newest_feeling`)."""
    said = to_simplified(spoken_only(text))
    return MOOD.search(said) is not None


def lift_newest_feeling(
    final: dict[str, float], records: Mapping[str, MemoryRecord], query: str, at: datetime | None = None
) -> str | None:
    """Asked how the user has been feeling (:func:`asks_how_one_feels`): the newest of the best ``_HEAD`` that tells
    the user's own mood ranks first. Returns the record lifted."""
    if not asks_how_one_feels(query):
        return None
    head = best_ids(final, _HEAD)
    own = [
        rid
        for rid in head
        if not ended(records[rid], at)
        and records[rid].source_kind == "user_stated"
        and tells_a_mood(records[rid].text)
        and not about_someone_else(records[rid].text)
    ]
    newest = max(own, key=lambda rid: records[rid].occurred_at, default=None)
    if newest is None or newest == head[0]:
        return None
    final[newest] = final[head[0]] * (1.0 + 1e-6)
    return newest


__all__ = ["FEELINGS", "FEELING_NOW", "MOOD", "asks_how_one_feels", "lift_newest_feeling", "tells_a_mood"]
