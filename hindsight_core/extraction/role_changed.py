"""The slot rules of someone one has one of at a time by role (a boss, a landlord, a doctor, a coach), said in Chinese
to have changed, the new one named: 我老板换成张总了, 我们领导换成了李姐, 老板换人了，现在是张总, 房东换了，新房东姓李
(the role said again, the surname alone). It is the new one of that role (``boss``, ``landlord``:
:data:`~.slot_patterns.ZH_SLOTS`), as 我老板是张总 and 我换了个新老板，叫王明 are, so it supersedes the one before.
Someone else's (我妈的老板换成…, 他领导换人了…), a thing and no name (老板换成了新车, 老板换人了，现在是个女的) fill
none."""

from __future__ import annotations

import re

from hindsight_core.extraction.slot_patterns import _ZH_ROLES, _ZH_SURNAME, ZH_NAME_IS, longest_first

# the role, the speaker's (我, 我们, 我的) or the speaker left out at a clause's start (老板换人了)
_ROLE = (
    r"(?:我|^|(?<=[，,。！!？?；;\s]))(?:们)?(?:的)?(?:公司的?|部门的?)?(?P<slot>"
    + longest_first(_ZH_ROLES)
    + r")"
)

# the role changed, the new one said in the clause after: 老板换人了，现在…, 房东换了，新房东…
_CHANGED = (
    _ROLE
    + r"(?:也|已经|又|最近|刚刚?)?换(?:人|了人)?了[，,]?\s*(?:现在|新的?|新来的)(?:的)?(?:(?P=slot))?(?:也|就)?"
)

ROLE_CHANGED_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    # 我老板换成张总了, 我们领导换成了李姐
    (re.compile(_ROLE + r"(?:也|已经|又|最近|刚刚?)?(?:换成|改成|变成)了?" + ZH_NAME_IS), "{slot}", "fact"),
    # 老板换人了，现在是张总; 领导换了，新的是李姐; 老板换了，新老板叫王明 (the role said again)
    (re.compile(_CHANGED + r"(?:是|叫)" + ZH_NAME_IS), "{slot}", "fact"),
    # ... or by the surname alone: 房东换了，新房东姓李
    (re.compile(_CHANGED + r"姓(?P<value>" + _ZH_SURNAME + r")(?=$|[，,。！!；;\s]|了|啦)"), "{slot}", "fact"),
)  # fmt: skip


__all__ = ["ROLE_CHANGED_RULES"]
