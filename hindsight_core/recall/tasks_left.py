"""Questions asking what the user still has to do, with no time named ("what do I still need to do?", "what's left to
do?", "what's on my to-do list?", 我还有什么要做的, 我的待办): their words ("need", "to do", 要做) are the words a task
is said done or called off in ("no need to remind me anymore, I did it", "finally done with the tax return!", 不用提醒我了),
and such a record ranked first. A record saying a task of the user's ended (:func:`~hindsight_core.lifecycle.task_ends.
task_end`: done or called off; a task moved is still to do) ranks lower for them, and so does someone else's task: "my
coworker's deadline is Friday" ranked first for "when is my deadline?", which the user's "I need to finish the report by
Friday" does not say in its words.

    >>> asks_what_is_left("what do I still need to do?"), asks_what_is_left("我还有什么要做的")
    (True, True)
    >>> asks_what_is_left("what's on my to-do list?"), asks_what_is_left("What do I need to do to get a visa?")
    (True, False)
    >>> asks_what_is_left("what did I do yesterday?"), asks_what_is_left("when is my deadline?")
    (False, True)
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from hindsight_core.lifecycle.task_ends import task_end
from hindsight_core.models import MemoryRecord
from hindsight_core.recall.fusion import lower
from hindsight_core.recall.subject import about_someone_else, said_of_the_user
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
    + rf"|\b(?:is\s+there\s+)?anything\s+{_WHO}\s+(?:still\s+)?(?:need|have)\s+to\s+do\s*(?:[?.!]|$)"
    # the user's deadlines: "when is my deadline?", "what are my deadlines?", "what deadlines do I have?"
    + rf"|\b(?:what|when)(?:'s|\s+is|\s+are|\s+was)\s+{_WHOSE}\s+(?:next\s+|upcoming\s+)?deadlines?\s*(?:[?.!]|$)"
    + rf"|\bwhat\s+(?:deadlines|assignments)\s+(?:do|does)\s+{_WHO}\s+(?:still\s+)?have\s*(?:[?.!]|$)",
    re.IGNORECASE,
)
_ZH_LEFT = re.compile(
    r"(?:还有|有)(?:什么|啥|哪些)(?:事情?|活儿?)?(?:要|得|需要|该|没)(?:做|办|干|完成)(?:的|完)?(?:吗|呢|啊)?[？?]?$"
    r"|(?:我|用户)的?待办|待办(?:事项|清单)?(?:有|是)(?:什么|啥|哪些)|(?:我|用户)的?(?:截止日期|deadline|ddl)(?:是)?(?:什么时候|哪天|有哪些)"
)

# a task of the speaker's own said beside another's: "my kid needs new shoes, gotta buy them this week", "my sister's
# wedding is next month, need to buy a dress"
_OWN_TASK = re.compile(
    r"(?:^|[,.;!?]\s*|\b(?:and|so|but|also)\s+)(?:i\s+|i'll\s+|i'm\s+|we\s+)?(?:still\s+|really\s+|also\s+)?"
    r"(?:need\s+to|have\s+to|gotta|got\s+to|must|should|will|going\s+to|gonna|remind\s+me)\b"
    r"|(?:^|[，,。！；\s])(?:我|我们)?(?:还)?(?:要|得|需要|必须)",
    re.IGNORECASE,
)


def asks_what_is_left(query: str) -> bool:
    """Whether ``query`` asks what the user still has to do (a list of tasks, no time named: that is the agenda's)."""
    return _EN_LEFT.search(query) is not None or _ZH_LEFT.search(to_simplified(query)) is not None


def lower_not_to_do(final: dict[str, float], records: Mapping[str, MemoryRecord], query: str) -> None:
    """Asked what is left to do (:func:`asks_what_is_left`), the records saying no task of the user's still to do rank
    lower: a task done or called off, someone else's ("my coworker's deadline is Friday" for "when is my deadline?")
    (``final`` changed in place; nothing moves for any other question)."""
    if not asks_what_is_left(query):
        return
    ended = []
    for rid in final:
        text = records[rid].text
        end = task_end(spoken_only(text)[:2000])
        theirs = (
            about_someone_else(text)
            and not said_of_the_user(text)
            and not _OWN_TASK.search(spoken_only(text))
        )
        if (end is not None and end.kind != "moved") or theirs:
            ended.append(rid)
    lower(final, ended, ENDED_PENALTY)


__all__ = ["ENDED_PENALTY", "asks_what_is_left", "lower_not_to_do"]
