"""A preference changed in everyday words: "I prefer window seats on flights", later "Actually I prefer aisle seats
on flights now"; "I prefer tea in the morning", later "I prefer coffee in the morning these days".

"prefers" holds many values at once ("I prefer pytest", "I prefer dark mode" stand together), so a new value
contests an old one only when the two are of one kind and the newer statement says it changed: the same thing
with another modifier ("window seats" / "aisle seats") or the same occasion after the value ("in the morning",
"on flights"), and a word of change ("now", "these days", "instead", "actually", "anymore"). Without that word
two preferences of one kind may both hold ("I prefer morning meetings", "I prefer short meetings").

    >>> changes_preference("I actually prefer aisle seats on flights now", "aisle seats",
    ...                    "I prefer window seats on flights", "window seats")
    True
    >>> changes_preference("I prefer coffee in the morning these days", "coffee", "I prefer tea in the evening", "tea")
    False

In Chinese the kind is what the values end with (靠窗的座位 / 靠过道的座位, 深色主题 / 浅色主题) or the verb they open
with (喝茶 / 喝咖啡), and the change words are 现在, 最近, 如今, 后来, 改, 换成, 其实, 反而, ...:

    >>> changes_preference("我现在更喜欢靠过道的座位", "靠过道的座位", "我更喜欢靠窗的座位", "靠窗的座位")
    True
    >>> changes_preference("我更喜欢靠过道的座位", "靠过道的座位", "我更喜欢靠窗的座位", "靠窗的座位")
    False
"""

from __future__ import annotations

import os
import re

from hindsight_core.lifecycle.values import tasted
from hindsight_core.text import spoken

_CHANGE = re.compile(
    r"\b(?:now|these\s+days|nowadays|lately|instead|anymore|any\s+more|no\s+longer|actually|changed\s+my\s+mind|"
    r"switched|(?:have|'ve)\s+come\s+(?:round|around)\s+to|"
    # a return to a value given up ("I prefer window seats again", "I've gone back to tea")
    r"again|(?:go|goes|going|gone|went|switched|changed|come|came)\s+back)\b",
    re.IGNORECASE,
)
# the occasion a value is preferred on: "in the morning", "on flights", "for long drives", "at work"
_OCCASION = re.compile(
    r"\s+((?:in|on|for|at|during|with|when|after|before)\s+(?:(?:the|a|an|my|our|long|short)\s+)?[a-z][\w-]*)",
    re.IGNORECASE,
)
_CHANGE_ZH = re.compile(
    r"现在|如今|最近|目前|这些天|这阵子|这段时间|后来|改|换成|不再|其实|反而|又|重新|换回|回到"
)
_WORD = re.compile(r"[a-z0-9][\w'-]*", re.IGNORECASE)
# a last word that names no kind: "the red one" and "the blue one" are not two of a kind for that
_NO_KIND = frozenset({"one", "ones", "thing", "things", "stuff", "kind", "way", "option", "version"})


def changes_preference(new_text: str, new_value: str, old_text: str, old_value: str) -> bool:
    """Whether the newer preference (``new_text`` saying ``new_value``) replaces the older one of the same kind.

    A comparison names the kind itself: the newer one preferred to the older ("I like green tea more than coffee
    now" after "I prefer coffee"), or, said as a change, the older one preferred to the newer before ("I prefer Earl
    Grey over green tea", later "these days I'm more into green tea").

    >>> changes_preference("I like green tea more than coffee", "green tea", "I prefer coffee", "coffee")
    True
    >>> changes_preference("I'm more into green tea these days", "green tea", "I prefer Earl Grey over green tea",
    ...                    "Earl Grey")
    True
    """
    body = spoken(new_text)
    if _preferred_to(body, new_value, old_value):
        return True
    if not _CHANGE.search(body) and not _CHANGE_ZH.search(body):
        return False
    if _preferred_to(spoken(old_text), old_value, new_value):
        return True
    if _CJK.search(new_value) or _CJK.search(old_value):
        return _zh_kind(
            new_value.strip(),
            old_value.strip(),
            _zh_occasion(body, new_value),
            _zh_occasion(old_text, old_value),
        )
    new, old = _words(new_value), _words(old_value)
    if not new or not old or new == old:
        return False
    if len(new) >= 2 and len(old) >= 2 and new[-1] == old[-1] and new[-1] not in _NO_KIND:
        return True  # window seats / aisle seats
    occasion = _occasion(new_text, new_value)
    return occasion is not None and occasion == _occasion(old_text, old_value)


def says_change(text: str) -> bool:
    """Whether ``text`` says a preference changed ("... now", "actually", 最近改喝…, 现在更喜欢…): what
    :func:`changes_preference` needs of the newer statement."""
    body = spoken(text)
    return bool(_CHANGE.search(body) or _CHANGE_ZH.search(body))


# what a value is preferred to comes after one of these ("green tea more than coffee", 绿茶多过伯爵茶)
_OVER = re.compile(r"\b(?:than|over|rather\s+than|instead\s+of)\b|多过|胜过|多于|而不是", re.IGNORECASE)


def _preferred_to(said: str, value: str, other: str) -> bool:
    """Whether ``said`` prefers ``value`` to ``other``, naming ``other`` after a word of comparison."""
    folded = said.casefold()
    at = folded.find(value.casefold())
    if at < 0:
        return False
    rest = folded[at + len(value) :]
    over = _OVER.search(rest)
    return over is not None and tasted(other.casefold()) in rest[over.end() :]


_CJK = re.compile(r"[\u3400-\u9fff]")
# the verbs a Chinese preference opens with, and names its kind by: 喝 (a drink), 吃 (a food), 用, 听, 看, 玩, 穿
_ZH_KIND_VERBS = frozenset("喝吃用听看玩穿")
_ZH_OCCASION = re.compile(
    r"早上|早晨|上午|中午|下午|晚上|夜里|睡前|周末|工作日|冬天|夏天|春天|秋天|出差|上班|在家"
)


def _zh_kind(new: str, old: str, new_occasion: str | None, old_occasion: str | None) -> bool:
    """Whether two Chinese values are two of one kind: another thing before the same ending of two or more characters
    (靠窗的座位 / 靠过道的座位, 深色主题 / 浅色主题; one, of names of up to three: 绿茶 / 红茶), or another thing after the same verb on the same occasion (喝茶 /
    喝咖啡; 早上喝茶 and 晚上喝咖啡 may both hold), or the newer said on none."""
    if new == old or not new or not old:
        return False
    common = len(os.path.commonprefix([new[::-1], old[::-1]]))
    # a short name's last character is its kind too: 绿茶 / 红茶, 米饭 / 炒饭
    if (common >= 2 or (common == 1 and max(len(new), len(old)) <= 3)) and common < min(len(new), len(old)):
        return True
    verb = new[0] == old[0] and new[0] in _ZH_KIND_VERBS and len(new) > 1 and len(old) > 1
    # said with no occasion, the newer holds on every one (最近改喝拿铁了 after 我每天早上都要喝一杯美式)
    return verb and new_occasion in (None, old_occasion)


def _zh_occasion(text: str, value: str) -> str | None:
    """The occasion said in the clause before the value (我早上更喜欢喝茶: 早上)."""
    at = text.find(value)
    if at < 0:
        return None
    clause = re.split(r"[，,。！!？?；;]", text[:at])[-1]
    found = _ZH_OCCASION.findall(clause)
    return found[-1] if found else None


def _words(value: str) -> list[str]:
    return [w.lower() for w in _WORD.findall(value)]


def _occasion(text: str, value: str) -> str | None:
    """The occasion said right after the value ("tea in the morning": "in the morning"), lower case; where the
    value is said more than once ("I've gone back to tea, I prefer tea in the morning"), after any of them."""
    for said in re.finditer(re.escape(value), text, re.IGNORECASE):
        found = _OCCASION.match(text, said.end())
        if found:
            return " ".join(found.group(1).lower().split())
    return None


__all__ = ["changes_preference", "says_change"]
