"""The slot rules for how tall the speaker is, as people say it: "I'm 5'10", "I'm 6 foot 2", "I am 180cm"; 我一米七五,
我身高一米六, 身高1米75, 我1.75米. The slot is the one "my height is 180 cm" and 我身高175 fill (``height``, 身高), the
value written one way (一米七五, 1米75, 1.75米 and 175 are 175cm; "5 foot 10" is 5'10"), so a height said again in
other words is no change and a new one supersedes the old.

Not another's height (我男朋友一米八, "my son is 4'2"), one wished (我想长到一米八, "I wish I was 6 foot"), one of a time
gone (以前我一米六), nor a distance ("I'm 5 feet away", "I'm 6 ft from the door").

    >>> [height_value(said) for said in ("一米七五", "1米7", "1.75米", "175", "6 ft")]
    ['175cm', '170cm', '175cm', '175cm', "6'"]
"""

from __future__ import annotations

import re

from hindsight_core.cjk import chinese_number

_I = re.IGNORECASE

_EN_HEIGHT = (
    r"(?P<value>[4-7]\s?(?:'|’|ft|foot|feet)\s?(?:(?:1[01]|[0-9])(?:\.5)?\s?(?:\"|”|''|in(?:ch(?:es)?)?)?)?"
    r"|1[4-9]\d\s?cm)"
)
# where it ends: a clause's end, or "tall", "and" (not "away", "from the door": a distance)
_EN_END = r"(?=\s*(?:$|[.,;:!?)\n]|[-–—]\s)|\s+(?:tall|and|but|so|now|lol|haha|btw|barefoot)\b)"
_ZH_METRES = (
    r"[一1]米[四五六七八九4-9](?:[0-9一二三四五六七八九])?|1\.[4-9]\d?\s?米|1[4-9]\d\s?(?:cm|CM|厘米|公分)"
)
_ZH_HEIGHT = r"(?P<value>" + _ZH_METRES + r")"
# (身高 said, a height in figures alone is one: 我身高175)
_ZH_HEIGHT_SAID = r"(?P<value>" + _ZH_METRES + r"|1[4-9]\d(?![\d.]))"
_ZH_END = r"(?=$|[，,。！!？?；;\s~～]|了|啦|左右|多|出头|的个子|的个头)"

HEIGHT_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    # "I'm 5'10", "I am 6 foot 2", "I'm about 180cm tall"
    (re.compile(r"\bi(?:'m|’m|\s+am)\s+(?:about\s+|around\s+|almost\s+|only\s+|just\s+(?:over|under)\s+)?" + _EN_HEIGHT + _EN_END, _I),
     "height", "fact"),
    # 我一米七五, 我身高一米六, 身高1米75, 我净身高1.75米 (not 我男朋友一米八, 我想长到一米八)
    (re.compile(r"我(?:现在|目前|是|有|大概|差不多|大约|才|只有)*" + _ZH_HEIGHT + _ZH_END), "身高", "fact"),
    # 我身高175, 身高175cm, 我的身高是一米六
    (re.compile(r"(?:我的?|^|(?<=[，,。！!；;\s]))(?:净)?身高(?:现在|目前|是|有|大概|差不多|大约|才|只有)*" + _ZH_HEIGHT_SAID + _ZH_END), "身高", "fact"),
)  # fmt: skip

_ZH_METRE = re.compile(r"^[一1]米([四五六七八九4-9])([0-9一二三四五六七八九])?$")


def height_value(said: str) -> str:
    """A height written one way: in centimetres (一米七五, 1.75米, 175厘米 -> 175cm) or in feet and inches ("5 foot
    10" -> 5'10")."""
    said = re.sub(r"\s+", "", said.strip())
    metre = _ZH_METRE.match(said)
    if metre:
        tens, ones = (int(d) if d.isdigit() else chinese_number(d) or 0 for d in (metre[1], metre[2] or "0"))
        return f"{100 + 10 * tens + ones}cm"
    decimal = re.match(r"^1\.(\d{1,2})米$", said)
    if decimal:
        return f"{100 + int(decimal[1].ljust(2, '0'))}cm"
    centimetres = re.match(r"^(1\d\d)(?:cm|厘米|公分)?$", said, _I)
    if centimetres:
        return f"{centimetres[1]}cm"
    feet = re.match(r"^(\d)(?:'|’|ft|foot|feet)((?:\d{1,2})(?:\.5)?)?", said, _I)
    if feet:
        return f"{feet[1]}'" + (f'{feet[2]}"' if feet[2] else "")
    return said


__all__ = ["HEIGHT_RULES", "height_value"]
