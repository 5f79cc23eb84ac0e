"""Two people of one name told apart by the role each is said with: "My daughter Emma is 6." and "My coworker Emma is
31." are two Emmas, so the coworker's age is no change of the daughter's (我女儿乐乐 and 我同事乐乐 the same). A name said
with one role and then bare ("Emma turned 7 today!") or with the same role again may be one person, as before.

    >>> role_before("My daughter Emma is 6.", "emma"), role_before("我同事乐乐今年31岁", "乐乐")
    ('daughter', 'coworker')
"""

from __future__ import annotations

import re

from hindsight_core.extraction.slot_names import slot_name
from hindsight_core.extraction.slot_patterns import _ZH_PEOPLE
from hindsight_core.models import MemoryRecord
from hindsight_core.text import spoken_only, to_simplified

# the words a role may carry before it ("my little sister Emma", "my best friend Emma")
_EN_QUALIFIER = r"(?:(?:little|baby|big|older|younger|eldest|oldest|youngest|best|new|old|dear)\s+)*"
# the roles said before a name in Chinese: a relative, a partner, one had by role, and the people one knows
_ZH_ROLE = (
    r"(?P<role>"
    + _ZH_PEOPLE
    + r"|同事|好朋友|朋友|闺蜜|哥们|邻居|大学同学|同学|表姐|表妹|表哥|表弟|堂姐|堂妹|堂哥|堂弟|侄子|侄女|"
    r"外甥女|外甥|孙子|孙女|学生|客户)"
)
# one role said in two words ("mom" and "mother", 妈 and 妈妈: slot_name joins the rest; a friend by the words people
# call one: "my best mate Emma", "my buddy Emma", 我朋友小美 and 我闺蜜小美)
_SAME_ROLE = {
    "mom": "mother", "mum": "mother", "dad": "father", "colleague": "coworker", "co-worker": "coworker",
    "workmate": "coworker", "同事": "coworker", "hubby": "husband",
    **dict.fromkeys(("mate", "buddy", "pal", "bestie", "bff", "朋友", "好朋友", "闺蜜", "哥们"), "friend"),
}  # fmt: skip


def role_before(text: str, name: str) -> str | None:
    """The role ``text`` says ``name`` with ("my daughter Emma": daughter; 我同事乐乐: 同事), or None where it says the
    name bare."""
    said = to_simplified(spoken_only(text))
    escaped = re.escape(name)
    found = re.search(
        r"\b(?:my|our)\s+" + _EN_QUALIFIER + r"(?P<role>[a-z][a-z-]*)\s+" + escaped + r"\b", said, re.I
    )
    if found is None:
        found = re.search(r"我(?:们)?(?:家)?(?:的)?" + _ZH_ROLE + escaped, said, re.I)
    if found is None:
        return None
    role = slot_name(found["role"]) or found["role"].lower()
    return _SAME_ROLE.get(role, role)


def two_people(a: MemoryRecord, b: MemoryRecord) -> bool:
    """Whether ``a`` and ``b``, slots of one named subject, say that name with two different roles (the daughter and
    the coworker Emma): two people, whose values never compete."""
    subject = str(a.attributes.get("subject") or "")
    if subject.lower() in ("", "user") or subject.lower() != str(b.attributes.get("subject") or "").lower():
        return False
    roles = [role_before(record.text, subject) for record in (a, b)]
    return None not in roles and roles[0] != roles[1]


__all__ = ["role_before", "two_people"]
