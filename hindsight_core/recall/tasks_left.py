"""Questions asking what the user still has to do, with no time named ("what do I still need to do?", "what's left to
do?", "what's on my to-do list?", 我还有什么要做的, 我的待办): their words ("need", "to do", 要做) are the words a task
is said done or called off in ("no need to remind me anymore, I did it", "finally done with the tax return!", 不用提醒我了),
and such a record ranked first. A record saying a task of the user's ended (:func:`~hindsight_core.lifecycle.task_ends.
task_end`: done or called off; a task moved is still to do) ranks lower for them.

    >>> asks_what_is_left("what do I still need to do?"), asks_what_is_left("我还有什么要做的")
    (True, True)
    >>> asks_what_is_left("what's on my to-do list?"), asks_what_is_left("What do I need to do to get a visa?")
    (True, False)
    >>> asks_what_is_left("what did I do yesterday?")
    False
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from hindsight_core.lifecycle.task_ends import task_end
from hindsight_core.models import MemoryRecord
from hindsight_core.recall.fusion import lower
from hindsight_core.text import spoken_only, to_simplified

#: How much lower a record saying a task ended ranks for a question about what is left to do.
ENDED_PENALTY = 0.85

_WHO = r"(?:i|we|the\s+user)"
_WHOSE = r"(?:my|our|the\s+user's)"
_EN_LEFT = re.compile(
    rf"\bwhat\s+(?:else\s+)?(?:do|does)\s+{_WHO}\s+(?:still\s+)?(?:need|have|got)\s+to\s+(?:do|get\s+done|finish)\s*(?:[?.!]|$)"
    r"|\bwhat(?:'s|\s+is|\s+are)\s+(?:still\s+)?(?:left\s+to\s+do|left\s+on\s+"
    + _WHOSE
    + r"\s+(?:to-?do\s+)?list|on\s+"
    + _WHOSE
    + r"\s+(?:to-?do\s+)?list|"
    + _WHOSE
    + r"\s+(?:to-?dos|open\s+tasks|pending\s+tasks|tasks))\b"
    + rf"|\bwhat\s+(?:tasks|to-?dos)\s+(?:do|does)\s+{_WHO}\s+(?:still\s+)?have\b"
    + rf"|\b(?:is\s+there\s+)?anything\s+{_WHO}\s+(?:still\s+)?(?:need|have)\s+to\s+do\s*(?:[?.!]|$)",
    re.IGNORECASE,
)
_ZH_LEFT = re.compile(
    r"(?:还有|有)(?:什么|啥|哪些)(?:事情?|活儿?)?(?:要|得|需要|该|没)(?:做|办|干|完成)(?:的|完)?(?:吗|呢|啊)?[？?]?$"
    r"|(?:我|用户)的?待办|待办(?:事项|清单)?(?:有|是)(?:什么|啥|哪些)"
)


def asks_what_is_left(query: str) -> bool:
    """Whether ``query`` asks what the user still has to do (a list of tasks, no time named: that is the agenda's)."""
    return _EN_LEFT.search(query) is not None or _ZH_LEFT.search(to_simplified(query)) is not None


def lower_tasks_ended(final: dict[str, float], records: Mapping[str, MemoryRecord], query: str) -> None:
    """Asked what is left to do (:func:`asks_what_is_left`), the records saying a task done or called off rank lower
    (``final`` changed in place; nothing moves for any other question)."""
    if not asks_what_is_left(query):
        return
    ended = []
    for rid in final:
        end = task_end(spoken_only(records[rid].text)[:2000])
        if end is not None and end.kind != "moved":
            ended.append(rid)
    lower(final, ended, ENDED_PENALTY)


__all__ = ["ENDED_PENALTY", "asks_what_is_left", "lower_tasks_ended"]
