"""The speaker's name said as who they are after a greeting, the way one introduces oneself in Chinese: 大家好我是李娜,
你好，我是小王, 各位好，我是Kevin. It is the name (``name``), as 我叫李娜 is; before, 李娜 was stored as a kind of thing
one is (``is_a``). Only a name after a greeting: what one is (大家好我是新来的实习生: a job), whose one is (你好，我是李娜的
同事) and a question (你好，我是李娜吗) are no name.

    >>> [m["value"] for p, _, _ in SELF_NAMED_RULES if (m := p.search("大家好我是李娜"))]
    ['李娜']
    >>> [m["value"] for p, _, _ in SELF_NAMED_RULES if (m := p.search("大家好我是老师"))]
    []
"""

from __future__ import annotations

import re

from hindsight_core.extraction.slot_patterns import ZH_NAME_IS

# a greeting that opens the message or a clause (大家好, 你好呀, 各位好, hi, 哈喽), then what it goes on with
_GREETING = (
    r"(?:^|(?<=[，,。！!~～\s]))(?:大家好|你好|您好|各位好|各位|哈喽|嗨|(?i:hi|hello|hey))(?:呀|啊|哇)?[，,。！!~～\s]*"
    r"(?:(?:我先)?自我介绍一下[，,：:\s]*)?"
)

#: (pattern, attribute, event type): the speaker's name told after a greeting.
SELF_NAMED_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    (re.compile(_GREETING + r"我是" + ZH_NAME_IS + r"(?![^。！!\n]*[吗?？])"), "name", "fact"),
)

__all__ = ["SELF_NAMED_RULES"]
