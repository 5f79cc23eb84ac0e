"""The speaker's job ended by their retirement told in a later message: 我是中学老师, then 我退休两年了, 我已经退了,
我去年就退休了, 退休好几年了，天天在家带孙子; "I work as a nurse", then "I'm retired now".

No slot rule reads a retirement with no job said (it names none), so "what do I do?" still answered 老师. The speaker's
own records tell it: where their job is current, the retirement says it no longer holds (``job`` = "not 老师"), and the
writer supersedes it as it does any change. A retirement told with the job (我是老师，去年退休了) is the slot rules'
(:mod:`~hindsight_core.extraction.own_retired_zh`); one that also names the employer's end (我退休了, after 我在腾讯上班)
ends the employer (:mod:`~.employer_ended`) and the job told with it. What is only ahead, wished, not yet, supposed or
someone else's (我明年退休, 我快退休了, 等我退休了就去大理, 我还没退休, 我爸退休两年了, 我们老板退休了) ends nothing.

    >>> retired("我退休两年了"), retired("我已经退了"), retired("我爸退休两年了"), retired("等我退休了就去大理住")
    (True, True, False, False)
    >>> retired("我前年退的休"), retired("我是去年退的休"), retired("我爸去年退的休")
    (True, True, False)
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from hindsight_core.extraction.reported import said_for_real
from hindsight_core.lifecycle.employer_ended import own_value_ended
from hindsight_core.lifecycle.kept import of_the_speaker, own_slot_records
from hindsight_core.lifecycle.merge import slot, supersede
from hindsight_core.lifecycle.values import negated
from hindsight_core.models import MemoryRecord
from hindsight_core.stores.protocols import GraphStore
from hindsight_core.text import spoken_only, to_simplified

# how long ago or how long since (去年, 两年前, 前几年): said before the retirement
_ZH_AGO = r"(?:上个月|上周|去年|前年|今年|前几年|前些年|[一二两三四五六七八九十几\d]+年前|早几年)"
# how long it has been (两年了, 好几年了, 快三年了, 有一年多了): said after it
_ZH_SINCE = r"(?:有|快|都)?(?:[一二两三四五六七八九十几\d半]+|好几)(?:个多?月|年)(?:多|半)?了"
_ZH = re.compile(
    # the speaker (not supposed, ahead or feared: 如果我, 等我, 怕我), or a sentence opening without one
    r"(?:(?<!如果)(?<!要是)(?<!假如)(?<!万一)(?<!等)(?<!等到)(?<!怕)(?<!担心)我|^|(?<=[。！!？?\n]))"
    r"(?:是)?(?:" + _ZH_AGO + r")?(?:已经|早就|早|都|刚刚?|终于|也|就)*"
    r"(?:(?:退休|退了休|退下来)(?:了|啦|在家|"
    + _ZH_SINCE
    + r")|(?<=已经|早就)退了(?=$|[，,。！!；;\s啊呀哈])"
    # the verb split, when said before it (我前年退的休, 我是去年退的休)
    r"|(?<=[年月周就前])退的休(?=$|[，,。！!；;\s啊呀哈了]))"
    # (not asked: 我退休了吗)
    r"(?![^。！？!?\n]*[吗?？])"
)


# English: "I'm retired now", "I retired last year", "I've finally retired", "since I retired" (not "I'll retire",
# "when I'm retired", "I want to retire", "my dad retired", an object retired: "I retired my old laptop", "we retired the
# v1 API"; nor a sport left: "I retired from competitive chess"; nor asked)
_EN = re.compile(
    r"(?<!\bif\s)(?<!\bonce\s)(?<!\buntil\s)(?<!\bunless\s)(?<!\bwhen\s)\bi(?:['’]m|\s+am|['’]ve|\s+have|\s+had)?\s+"
    r"(?:now\s+|finally\s+|just\s+|officially\s+|recently\s+|already\s+|fully\s+|early\s+|been\s+)*"
    r"retired\b(?!\s+(?:the|my|our|a|an|it|that|this|them|those|these|him|her)\b)"
    r"(?!\s+from\s+(?!(?:work|my\s+(?:job|career|work|practice)|teaching|nursing|the\s+(?:company|firm|police|army|"
    r"navy|force|school|hospital|bank|civil\s+service))\b)(?-i:[a-z]))"
    r"(?![^.!?\n]*\?)",
    re.IGNORECASE,
)


def retired(text: str) -> bool:
    """Whether ``text`` (a speaker's own words) says they retired, now (see the module docstring).

    >>> retired("I'm retired now"), retired("I finally retired last month"), retired("I retired my old laptop")
    (True, True, False)
    >>> retired("when I'm retired I'll travel"), retired("my dad retired last year"), retired("I'll retire in 2030")
    (False, False, False)
    """
    return _ZH.search(to_simplified(text)) is not None or _EN.search(text) is not None


async def jobs_retired(candidates: Sequence[MemoryRecord], graph: GraphStore) -> list[MemoryRecord]:
    """``candidates``, each that says its speaker retired (with no slot of its own) given the slot of their current
    job with "not" before it, where they have one."""
    return await own_value_ended(candidates, graph, retired, "job")


async def end_jobs_retired_with(
    new: dict[str, tuple[MemoryRecord, list[float]]], changed: dict[str, MemoryRecord], graph: GraphStore
) -> None:
    """Each record of ``new`` that ends its speaker's employer by their retirement (我退休了, after 我在中建上班: ``works_at``
    = "not 中建", so the record holds no job) supersedes the speaker's current job too, told on its own (我是会计): one
    retired holds neither. A job left otherwise (我辞职了) is :func:`~.employer_ended.end_jobs_told_with`'s, which keeps a
    job told apart. ``new`` and ``changed`` (stored records this write updates) take the results."""
    for record, _ in list(new.values()):
        found = slot(record)
        if (
            found is None
            or found[1] != "works_at"
            or record.source_kind != "user_stated"
            or negated(found[2]) is None
            or not retired(said_for_real(spoken_only(record.text)))
        ):
            continue
        for job in await own_slot_records(record, "job", graph):
            job = changed.get(job.id, job)
            held = slot(job)
            if (
                held is not None
                and held[0] == found[0]
                and of_the_speaker(job, held[0])
                and job.valid_to is None
                and job.superseded_by is None
                and negated(held[2]) is None
                and job.occurred_at <= record.occurred_at
            ):
                older, ending = supersede(job, new[record.id][0])
                new[record.id] = (ending, new[record.id][1])
                changed[older.id] = older


__all__ = ["end_jobs_retired_with", "jobs_retired", "retired"]
