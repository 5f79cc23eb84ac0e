"""The writer's step that ends a task of the user's when they say it done, called off or moved
(:mod:`~hindsight_core.lifecycle.task_ends` reads both): "I need to renew my passport before March" is superseded by
"I finally renewed my passport!", "the report is due Friday" by "the deadline for the report got pushed to the 20th",
护照三月份之前得去续签 by 护照办好了. The task is kept as history (``valid_to``, ``superseded_by``), so "what do I need to do
this week?" and 我这周有什么要做的 no longer answer it as still to do, and "did I renew my passport?" has the end first.
A reminder declined naming nothing ("no need to remind me anymore", 不用提醒我了) ends the newest reminder said before it,
the one it answers."""

from __future__ import annotations

import re
from datetime import date, timedelta

from hindsight_core.lifecycle.merge import slot, supersede
from hindsight_core.lifecycle.task_ends import TaskEnd, ends_task, task_end
from hindsight_core.models import LIVE, MemoryRecord, RecordFilter
from hindsight_core.stores.protocols import GraphStore
from hindsight_core.text import same_speaker, spoken_only

#: How many of the user's records naming the thing are read
_READ = 32
#: How many of the user's newest records are read for the reminder a decline naming nothing answers
_NEWEST = 12
#: How much of a record is read: a task and its end are said in a sentence or two, and a pasted text (a record can hold
#: 100 KB) is read no further
_TEXT = 2000


_WEEKDAYS_EN = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
_WEEKDAYS_ZH = "一二三四五六日"
# the weekdays a plan moved between: "from Tuesday to Thursday", "from next Fri to Mon", 从周二改到周四, 从星期五推到下周一
_FROM_TO = re.compile(
    r"\bfrom\s+(?:(?:this|next)\s+)?(?P<en1>mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?\s+(?:to|till|until)\s+"
    r"(?:(?:this|next)\s+)?(?P<en2>mon|tue|wed|thu|fri|sat|sun)[a-z]*\b"
    r"|从(?:下|这|本)?(?:周|星期|礼拜)(?P<zh1>[一二三四五六日天])(?:改|挪|调|推|推迟|延期|提前)?到(?:下|这|本)?(?:周|星期|礼拜)(?P<zh2>[一二三四五六日天])",
    re.IGNORECASE,
)
# a move to later: "pushed from Friday to Monday" is the Monday after
_TO_LATER = re.compile(
    r"\b(?:push|pushed|postpone|postponed|delay|delayed|bump|bumped)\b|推迟|延期|推到|延后", re.IGNORECASE
)


def _day_moved_to(old: MemoryRecord, moved: str) -> str | None:
    """The day a plan of one day (``old``) is moved to, where the move names the weekday it was on and the one it
    moves to ("from Tuesday to Thursday"): that many days from its own (the extractor resolves a bare "Thursday" to
    the coming one, this week's for next week's plan). None where the move names no such pair or not its weekday.

    >>> from hindsight_core.models import Scope
    >>> plan = MemoryRecord(text="dentist next Tuesday", scope=Scope(user_id="u"),
    ...                     attributes={"mentioned_dates": "2026-01-13"})
    >>> _day_moved_to(plan, "the dentist moved from Tuesday to Thursday"), _day_moved_to(plan, "牙医从周二改到周四了")
    ('2026-01-15', '2026-01-15')
    >>> _day_moved_to(plan, "the dentist moved from Monday to Thursday"), _day_moved_to(plan, "moved to Thursday")
    (None, None)
    """
    found = _FROM_TO.search(moved)
    said = str(old.attributes.get("mentioned_dates") or "")
    if found is None or not re.fullmatch(r"\d{4}-\d{2}-\d{2}", said):
        return None
    if found["en1"]:
        was, to = _WEEKDAYS_EN.index(found["en1"].lower()), _WEEKDAYS_EN.index(found["en2"].lower())
    else:
        was, to = (_WEEKDAYS_ZH.index(found[g].replace("天", "日")) for g in ("zh1", "zh2"))
    day = date.fromisoformat(said)
    if day.weekday() != was:
        return None
    shift = to - was
    if shift < 0 and _TO_LATER.search(moved):
        shift += 7
    return (day + timedelta(days=shift)).isoformat()


def _ended(old: MemoryRecord, end: TaskEnd, record: MemoryRecord) -> bool:
    """Whether ``old`` is a current task of ``record``'s speaker, said before it, that ``end`` ends (a task moved
    named a day other than the one it moved to). One holding a slot ("I live in Boston and need to renew my
    passport") is more than the task, and stays; an appointment's slot (约了周四看牙医: ``appointment_dentist``) is the
    task."""
    if not (
        old.id != record.id
        and old.source_kind == "user_stated"
        and old.occurred_at < record.occurred_at
        and old.valid_to is None
        and old.superseded_by is None
        and ((held := slot(old)) is None or held[1].startswith("appointment_"))
        and same_speaker(old.text, record.text)
        and ends_task(end, spoken_only(old.text)[:_TEXT])
    ):
        return False
    day = old.attributes.get("mentioned_dates")
    # a day gone when it was said ("I had a meeting with Priya on Tuesday") is no task ahead
    if day and max(re.split(r"[,/]", str(day))) < old.occurred_at.date().isoformat():
        return False
    if end.kind != "moved":
        return True
    return bool(day) and day != record.attributes.get("mentioned_dates")


async def end_tasks(
    new: dict[str, tuple[MemoryRecord, list[float]]], changed: dict[str, MemoryRecord], graph: GraphStore
) -> None:
    """Each record of ``new`` that says a task of its speaker done, called off or moved supersedes the current
    records saying that task is still to do, said before it: ``new`` and ``changed`` (stored records this write
    updates) take the results, as the writer's other steps do."""
    batch = [rec for rec, _ in new.values()]
    for record in batch:
        if record.source_kind != "user_stated" or (end := task_end(spoken_only(record.text)[:_TEXT])) is None:
            continue
        flt = RecordFilter(user_id=record.scope.user_id, statuses=LIVE)
        if end.thing:
            hits = await graph.keyword_search(" ".join(end.thing), flt, _READ)
            wanted = [i for i, _ in hits if i not in new]
            found = [changed.get(r.id, r) for r in await graph.get_records(wanted)] if wanted else []
        else:  # a reminder declined naming nothing ("no need to remind me anymore"): the newest said before it
            newest = await graph.list_records(flt, limit=_NEWEST, newest_first=True)
            found = [changed.get(r.id, r) for r in newest if r.id not in new]
        found += [new[r.id][0] for r in batch if r.scope.user_id == record.scope.user_id]
        if not end.thing:
            found.sort(key=lambda r: r.occurred_at, reverse=True)
        for old in found:
            if not _ended(old, end, record):
                continue
            older, ending = supersede(old, new[record.id][0])
            if (
                end.kind == "moved"
                and (day := _day_moved_to(old, spoken_only(record.text)[:_TEXT])) is not None
            ):
                # "the dentist moved from Tuesday to Thursday", said of next week's: next week's Thursday
                ending = ending.model_copy(
                    update={"attributes": {**ending.attributes, "mentioned_dates": day}}
                )
            new[record.id] = (ending, new[record.id][1])
            if older.id in new:
                new[older.id] = (older, new[older.id][1])
            else:
                changed[older.id] = older
            if not end.thing:  # the one reminder it answers
                break


__all__ = ["end_tasks"]
