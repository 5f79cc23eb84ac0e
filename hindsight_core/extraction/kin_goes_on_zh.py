"""A Chinese sentence opened by one's relative (or partner) whose next clause leaves its subject out, as chat does:
我婆婆是潮州人，住在广州 (her home), 我哥是程序员，在字节上班 (his employer), 我姐嫁到了成都 现在在那边当老师 (her job),
我婆婆從小湊大我 今年九十歲 (her age). The clause goes on about the relative, so its value is the relative's slot, as
it is when the clause names them (我婆婆住在广州); never the speaker's (their rules read it only where the speaker opens
the sentence: :func:`~.slot_patterns.speaker_goes_on`).

:func:`goes_on_from` builds the subject of such a clause from a pattern naming the relative: the relative opening the
sentence or a clause, what is said of them first, then the clause that goes on (他 / 她 may say them again). No clause
between may open with someone else (我哥是程序员，我在字节上班 is the speaker's employer; 小李 / 同事 / 他们 are others),
nor may what is said first be said of a time gone or one supposed (我哥以前是程序员，在字节上班, 如果…), nor be words
someone said or a wish (我妈说，住在广州挺好的; 我姐想嫁到成都, 在那边当老师).

    >>> import re
    >>> rule = re.compile(goes_on_from(r"我(?P<owner>哥|婆婆)") + r"在(?P<value>\\w{2})上班")
    >>> [m["value"] if (m := rule.search(t)) else None for t in ("我哥是程序员，在字节上班", "我哥是程序员，我在字节上班")]
    ['字节', None]
    >>> rule.search("我婆婆從小湊大我 在工厂上班")["owner"]
    '婆婆'
"""

from __future__ import annotations

from hindsight_core.roles import ROLES_ZH, ZH_PEOPLE

# where one clause ends and the next begins: a comma, a space between Chinese words (as dictated), 然后
_ZH_NEXT = r"(?:[，,；;]|(?<=[\u4e00-\u9fff])\s+|然后)\s*"
# a clause opened by someone else than the relative: the speaker, the one spoken to, others by role or called so
_ZH_SOMEONE_ELSE = (
    r"(?:我|你|您|咱|他们|她们|大家|别人|"
    + ZH_PEOPLE
    + r"|"
    + ROLES_ZH
    + r"|[小老阿][\u4e00-\u9fff](?=是|在|住|也|现在))"
)
# what makes the first clause no fact of now: a time gone, a supposition, words said or thought, a wish or a plan
_ZH_NOT_SO = (
    r"以前|之前|原来|曾经|过去|小时候|当时|那时|那年|如果|要是|假如|万一|说|觉得|认为|以为|问(?!题)|[让叫][我他她]|劝|告诉|"
    r"建议|想|希望|打算|准备|计划|要|会(?!计)|可能|吗|呢|[?？]"
)
# what is said of the relative first, up to the clause that goes on (one sentence: no full stop)
_ZH_SAID_FIRST = r"(?:(?!" + _ZH_NEXT + _ZH_SOMEONE_ELSE + r"|" + _ZH_NOT_SO + r")[^。！!？?\n]){1,40}?"
# the relative opens the sentence or a clause (after a word that only turns to them: 对了, 另外)
_ZH_OPENS = r"(?:^|(?<=[，,。！!？?；;\s]))(?:(?:对了|另外|还有|其实|而且|嗯|哦)[，,]?\s*)?"


def goes_on_from(zh_who: str) -> str:
    """The subject of a clause going on from the one ``zh_who`` names (a pattern with the group ``owner``), after what
    the sentence says of them first: the rule's value follows it as it follows the relative named (住在, 在…上班)."""
    return _ZH_OPENS + zh_who + _ZH_SAID_FIRST + _ZH_NEXT + r"(?P<clause>(?:他|她)?)"


__all__ = ["goes_on_from"]
