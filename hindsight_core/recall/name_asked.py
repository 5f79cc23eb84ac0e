"""A name asked for: "用户的猫叫什么名字" is answered by "下班回家跟我家猫过的 它叫汤圆 是只橘猫", not by "讲一只橘猫找月亮的故事"
(a picture book's cat, the same 橘猫); "用户招的那位蛋糕装饰师傅叫什么？" by "裱花师已招到，名叫小敏", not by the job ad
that opened the topic; "What is the name of the user's business?" by "I run a small pottery studio in Margate
called Tidemark Clay". The turn that names something says it in a few fixed words (叫, 名叫, named, called, its
name is); when the best says none, the first of the best few that does ranks right above it. Asked the name of
one's family by role ("what's my son's name?", 我老婆叫什么), the turn naming them says it beside the role ("my son
Leo just started kindergarten", "my wife Jen's birthday is April 9"; one's family is introduced by relation) and one
naming another ("we got a puppy!! his name is Pepper", 我老板叫王强) is no answer; someone one hires or meets may be
named in other words than the question's (裱花师已招到，名叫小敏 for 蛋糕装饰师傅叫什么)."""

from __future__ import annotations

import re
from collections.abc import Mapping

from hindsight_core.extraction.pasted import without_pasted
from hindsight_core.extraction.slot_names import slot_name
from hindsight_core.models import MemoryRecord
from hindsight_core.recall.fusion import lift_above_best
from hindsight_core.recall.named_people import asked_roles, canon_role, names_asked_role
from hindsight_core.text import CASED_UPPER, spoken_only, to_simplified

_ASKS_NAME = re.compile(
    r"叫什么|叫啥|什么名字|名字是|\bwhat(?:'s|\s+is|\s+was)\s+(?:the\s+)?(?:[\w'’-]+\s+){0,3}name\b|\bname\s+of\b|"
    r"\bwhat(?:'s|\s+is|\s+was|\s+are|\s+were)\s+.{1,30}\s+called\b|\bwhat\s+did\s+.{1,30}\s+name\b"
    # asked in a few words ("my wife's name?", "the dog's name", "and his name?")
    r"|^\W*(?:and\s+|so\s+)?(?:my|our|the|his|her|their)\s+(?:[\w-]+\s+){0,2}?(?:[\w-]+['’]s?\s+)?"
    r"(?:first\s+|last\s+|full\s+|middle\s+|nick)?name\s*[?？]*\s*$",
    re.IGNORECASE,
)
# a name said: 它叫汤圆, 名叫小敏, 名字是, "named Pixel", "called Tidemark Clay", "his name's Felix", "Theo's his middle
# name" (not 叫 of a call or an order: 老板叫我加班, 叫了外卖, 叫醒; not a name asked for: 名字你帮我想一个; not "called
# about the boiler")
_SAYS_NAME = re.compile(
    r"叫(?![我你他她它们人了醒车外什啥])[^\s，。！？、,.!?的]{1,4}|名字(?:是|叫)|"
    rf"\b(?:named|called)\s+(?-i:[{CASED_UPPER}\"“'‘])|"
    r"\bname(?:'s|\s+is|\s+was)\s|\b(?:first|middle|last|full|nick)\s*name\b",
    re.IGNORECASE,
)
#: How many of the best are read for a turn that says a name
_HEAD = 3
# one's family, named beside the relation they are introduced by ("my son Leo", 我老婆叫林芳); the Chinese roles no
# English slot is read for as they are
_FAMILY = frozenset(
    """mom dad mother father sister brother wife husband partner son daughter boyfriend girlfriend fiance grandma
    grandpa aunt uncle cousin niece nephew stepson stepdaughter stepmom stepdad mother-in-law father-in-law
    sister-in-law brother-in-law 婆婆 公公 岳母 岳父 丈母娘 老丈人 嫂子 弟媳 姐夫 妹夫 舅舅 姑姑 姨妈 叔叔 爷爷 奶奶 外公
    外婆 爱人 表哥 表姐 表弟 表妹 堂哥 堂姐 堂弟 堂妹 未婚夫 未婚妻 老妈 老爸""".split()
)


def _family(roles: frozenset[str]) -> bool:
    """Whether every role of ``roles`` (as :func:`~hindsight_core.recall.named_people.asked_roles` reads them: the
    last of "boss's wife") is one of the family."""
    said = [role.rpartition("'s ")[2].rpartition("的")[2] for role in roles]
    return bool(said) and all(canon_role(slot_name(role) or role) in _FAMILY for role in said)


def asks_name(query: str) -> bool:
    """Whether ``query`` asks what someone or something is called.

    >>> asks_name("用户的猫叫什么名字"), asks_name("What is the name of the user's business?")
    (True, True)
    >>> asks_name("what's the baby's name"), asks_name("Where does the user live?"), asks_name("my wife's name?")
    (True, False, True)
    """
    return _ASKS_NAME.search(to_simplified(query)) is not None


def says_name(text: str) -> bool:
    """Whether what ``text`` says (not a question it answers, nor a text it pastes: an email's "my name is John
    Carter" is its author's) names someone or something.

    >>> says_name("用户说：下班回家跟我家猫过的 它叫汤圆 是只橘猫"), says_name("用户说：老板叫我周末加班")
    (True, False)
    >>> says_name("The user said: I run a small pottery studio in Margate called Tidemark Clay")
    True
    """
    return _SAYS_NAME.search(to_simplified(without_pasted(spoken_only(text)))) is not None


def lift_name_said(final: dict[str, float], records: Mapping[str, MemoryRecord], query: str) -> None:
    """For a question asking a name (:func:`asks_name`), the first of the best ``_HEAD`` that says one
    (:func:`says_name`) ranks right above the best, when the best says none. Asked of someone by role, a best
    naming them beside it (:func:`~hindsight_core.recall.named_people.names_asked_role`: "my manager is Priya")
    says the name; asked of one's family, only such a name is one said."""
    if not asks_name(query):
        return
    family = _family(asked_roles(query))

    def beside_role(rid: str) -> bool:
        return names_asked_role(records[rid], query)

    def names(rid: str) -> bool:
        return beside_role(rid) or (not family and says_name(records[rid].text))

    lift_above_best(final, _HEAD, names, names)


__all__ = ["asks_name", "lift_name_said", "says_name"]
