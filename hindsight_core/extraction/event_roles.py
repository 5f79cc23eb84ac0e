"""A part one has at an event, for a day, is no kind of person: "I'm a guest at the wedding", "I'm a bridesmaid next
month", "I'm a pallbearer at grandpa's funeral", "I'm a speaker at the conference", 我是伴娘, 我是她婚礼的伴娘 filled
``is_a`` (guest, bridesmaid), held with what the user lastingly is ("a night owl", "a first-time mom") and never
superseded. A kind that says more ("a motivational speaker", "a wedding planner", "a guest lecturer") is one.

    >>> [role_at_an_event(v) for v in ("guest", "bridesmaid next month", "伴娘", "她婚礼的伴娘", "motivational speaker")]
    [True, True, True, True, False]
"""

from __future__ import annotations

import re

_EN_ROLE = re.compile(
    r"^(?:wedding\s+|funeral\s+)?(?:guest|bridesmaid|groomsman|groomsmen|maid\s+of\s+hono(?:u)?r|"
    r"matron\s+of\s+hono(?:u)?r|flower\s+girl|ring\s+bearer|usher|pallbearer|plus[- ]one|attendee|panelist|"
    r"contestant|finalist|speaker)"
    r"(?=\s*$|\s+(?:here|there|tonight|today|tomorrow|next|this|again|at|for|on|in|lol|haha|though)\b)",
    re.IGNORECASE,
)
# 我是伴娘, 我是她婚礼的伴娘, 我是这次婚礼的证婚人, 我是嘉宾 (not 主持人: a host is as often one's job)
_ZH_ROLE = re.compile(r"(?:^|的)(?:伴娘|伴郎|花童|证婚人|嘉宾)$")


def role_at_an_event(value: str) -> bool:
    """Whether ``value``, read as what the speaker is ("I'm a <value>", 我是<value>), is a part had at an event."""
    value = value.strip()
    return bool(_EN_ROLE.match(value) or _ZH_ROLE.search(value))


__all__ = ["role_at_an_event"]
