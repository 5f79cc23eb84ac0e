"""A to-do list the user types ("todo: renew passport, call the dentist, pay rent", "things I need to do this week: 1)
renew my passport 2) call the dentist 3) pay rent", "errands tomorrow:\\n- pharmacy\\n- post office"), read as its items.

The rule extractor keeps the turn as one record, and each item gets a record of its own too, in the list's words with
its heading ("things I need to do this week: call the dentist"): one record holding the whole list ranked below
anything else said of the dentist, and the item done later ("I called the dentist") had a whole list to end.

Only a list opening with a heading that names it (a to-do, things to do, errands, chores, tasks, and when) and holding
two items or more: "my to-do list is huge", "todo: fix this", "todo app suggestions: Todoist, TickTick" or a list
inside a sentence are none.

    >>> todo_items("todo: renew passport, call the dentist, pay rent")
    ['todo: renew passport', 'todo: call the dentist', 'todo: pay rent']
    >>> todo_items("things I need to do this week: 1) renew my passport 2) call the dentist")
    ['things I need to do this week: renew my passport', 'things I need to do this week: call the dentist']
    >>> todo_items("my to-do list is huge"), todo_items("todo app suggestions: Todoist, TickTick")
    ([], [])
"""

from __future__ import annotations

import re

from hindsight_core.extraction.enumerations import listed_items

_I = re.IGNORECASE

# when the list is for: "today", "this week", "before Friday", "for the weekend"
_WHEN = (
    r"(?:\s+(?:for\s+)?(?:today|tonight|tomorrow|this\s+(?:week(?:end)?|morning|afternoon|evening|month)|next\s+week|"
    r"the\s+(?:weekend|week)|(?:mon|tues|wednes|thurs|fri|satur|sun)day|before\s+(?:\w+\s+)?\w+|"
    r"(?:at|after|before)\s+work|this\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day))?"
)
_HEADING = re.compile(
    r"^\s*(?:(?:ok|okay|so|alright|right|ugh|ok\s+so)[\s,]+)?(?:(?:my|our|the)\s+)?(?:"
    # "todo:", "to-do list for today:", "my to do list this week:"
    r"(?:to-?\s?do|todo)(?:\s+list)?"
    + _WHEN
    # "things I need to do this week:", "stuff I gotta get done today:", "things to do tomorrow:"
    + r"|(?:things|stuff|tasks)\s+(?:(?:i|we)\s+(?:still\s+)?(?:need|have|gotta|got|must|should)\s+(?:to\s+)?"
    r"(?:do|get\s+done|sort(?:\s+out)?|take\s+care\s+of)|(?:left\s+)?to\s+do|left)"
    + _WHEN
    # "errands:", "chores for the weekend:", "tasks today:", "today's to-do:", "reminders for tomorrow:"
    + r"|(?:errands|chores|tasks)"
    + _WHEN
    + r"|(?:today|tomorrow|tonight|this\s+week)['’]?s\s+(?:to-?\s?do|todo|tasks|errands|list)(?:\s+list)?"
    r"|reminders?\s+for\s+(?:today|tomorrow|tonight|this\s+week)"
    r")\s*[:：]\s*",
    _I,
)
# what parts a one-line list: commas, semicolons (", and" too; never "and" alone: "call mom and dad" is one)
_APART = re.compile(r"\s*[,;]\s*(?:and\s+|&\s+)?", _I)
# the sentence after a one-line list: "todo: a, b, c. ugh so much"
_SENTENCE_END = re.compile(r"[.!?](?:\s|$)")


def todo_items(text: str) -> list[str]:
    """Each item of the to-do list ``text`` opens with (a line, a number or a comma each), said with the list's heading
    ("todo: call the dentist"); ``[]`` when ``text`` is no such list or lists fewer than two."""
    heading = _HEADING.match(text)
    if heading is None:
        return []
    rest = text[heading.end() :]
    items = listed_items(rest)
    if not items:
        lines = [line.strip() for line in rest.splitlines() if line.strip()]
        if len(lines) >= 2:
            items = lines
        else:
            one = rest.strip()
            end = _SENTENCE_END.search(one)
            items = _APART.split(one[: end.start()] if end is not None else one)
    said = text[: heading.end()].strip()
    kept = [item.strip(" .;,-•*") for item in items]
    kept = [item for item in kept if item and len(item) <= 80]
    return [f"{said} {item}" for item in kept] if len(kept) >= 2 else []


__all__ = ["todo_items"]
