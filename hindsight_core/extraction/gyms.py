"""The slot rules of one's gym, said as people say they joined it or moved to another: "I joined Planet Fitness", "I
joined a new gym, Equinox", "I switched gyms to Equinox", "I changed gyms, now I go to Crunch", "I work out at the
YMCA", 我换了家健身房，现在去乐刻, 我现在在威尔士练 fill ``gym`` as "my gym is X" does: one at a time, so a move
supersedes the one before and "which gym do I go to?" brings the newest. Joining a gym is no job: "I joined Planet
Fitness" was read as the employer (``works_at``) before (:data:`JOINED_NO_JOB`). A wish ("I want to join Equinox"),
someone else's ("my wife joined Equinox") or a gym named by no name ("I joined a gym") fills none.

    >>> [bool(re.fullmatch(GYM_NAME, name, re.I)) for name in ("Planet Fitness", "YMCA", "a new gym", "Google")]
    [True, True, False, False]
"""

from __future__ import annotations

import re

from hindsight_core.extraction.slot_patterns import EN_SPEAKER, ZH_SPEAKER_NOW

_I = re.IGNORECASE

#: a gym by its name: a chain people name, or a name ending in what a gym is ("Gold's Gym", "24 Hour Fitness",
#: "CrossFit Downtown", "Brooklyn Boulders"); said up to a clause's end, never a thing of it ("the fitness challenge")
GYM_NAME = (
    r"(?:(?!(?:a|an|the|my|our|his|her|their|new|local|nearby|big|small|cheap|fancy|hotel|work|office|home|"
    r"apartment|building|school|university|campus|company|climbing|boxing|this|that|another)\b)"
    r"(?:(?!(?:at|in|on|to|of|with|and|or|the|a|my)\b)[\w'’&.-]+\s+){1,3}?(?:fitness|gym|athletic\s+club|health\s+club|"
    r"boulders|bouldering)"
    r"|crossfit(?:\s+[\w'’-]+){0,2}?|equinox|ymca|the\s+y|orange\s?theory(?:\s+fitness)?|crunch(?:\s+fitness)?|"
    r"soulcycle|f45(?:\s+[\w'’-]+)?|barry['’]s(?:\s+bootcamp)?|life\s?time(?:\s+fitness)?|puregym|virgin\s+active|"
    r"david\s+lloyd|nuffield(?:\s+health)?|blink)"
    r"(?=\s*(?:$|[,.;:!?\n()]|\s(?:and|but|so|since|last|this|in|on|near|downtown|today|yesterday|recently|now|"
    r"instead|because|for|with|after|a|an|it['’]?s|which|most|every|almost|nearly|twice|daily)\b))"
)
# the name after "a new gym, ...", "a gym called ...": capitalised, as a name is written (not "It's great")
_NAMED = (
    r"(?-i:(?!(?:It|I|We|They|He|She|This|That|The|So|But|And|Now|Its|Really|Super|Way)\b)"
    r"(?P<value>[A-Z0-9][\w'’&.-]*(?:\s+[A-Z0-9][\w'’&.-]*){0,3}))"
)
#: "joined" of a gym, which the employer's rules must not read (:mod:`~.slot_rules_en`)
JOINED_NO_JOB = r"(?!\s+(?:the\s+)?" + GYM_NAME + r")"
# a gym chain named in Chinese (超级猩猩 opens as a state does, 超级好: read as a name by :func:`chain_named`)
_ZH_GYM = r"(?:乐刻(?:运动)?|威尔士|一兆韦德|中体倍力|金吉鸟|舒适堡|青鸟健身|浩沙|24小时健身|超级猩猩|超猩)"
_ZH_NAME = r"[^\s，。！？；,.!?;、的了]{2,8}?"

GYM_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    # "I joined Planet Fitness", "I just joined the YMCA"
    (re.compile(EN_SPEAKER + r"(?:['’]ve|\s+have)?\s+(?:just\s+|recently\s+|finally\s+|also\s+)?joined\s+(?:the\s+)?"
                r"(?P<value>" + GYM_NAME + r")", _I), "gym", "fact"),
    # "I joined a new gym, Equinox", "I joined a gym called Crunch", "... a gym, it's called Blink", "I switched gyms to
    # Equinox", "I changed gyms, now I go to Crunch"
    (re.compile(EN_SPEAKER + r"(?:['’]ve|\s+have)?\s+(?:just\s+|recently\s+|finally\s+)?"
                r"(?:joined\s+a\s+(?:new\s+)?gym(?:\s+called|\s+named|\s*[,:—–-]\s*(?:it['’]?s(?:\s+called)?)?)"
                r"|(?:switched|changed|moved)\s+gyms?(?:\s+to|\s*[,:—–-]\s*(?:(?:now\s+)?i\s+(?:go|train|work\s+out)\s+(?:to|at)|"
                r"it['’]?s(?:\s+called)?)))\s*(?:the\s+)?" + _NAMED, _I), "gym", "fact"),
    # "I switched to Equinox", "I go to the YMCA now", "I work out at Crunch": a gym by its name
    (re.compile(EN_SPEAKER + r"(?:['’]ve|\s+have)?\s+(?:now\s+|usually\s+|mostly\s+|just\s+)?(?:switched\s+(?:over\s+)?to|"
                r"moved\s+to|go\s+to|train\s+at|work\s+out\s+at)\s+(?:the\s+)?(?P<value>" + GYM_NAME + r")", _I),
     "gym", "fact"),
    # "I'm at Equinox most mornings", "I'm usually at the YMCA every day": where one trains, said of how often (not
    # "I'm at Equinox right now", one visit)
    (re.compile(EN_SPEAKER + r"(?:['’]m|\s+am)\s+(?:usually\s+|mostly\s+|now\s+)?at\s+(?:the\s+)?(?P<value>" + GYM_NAME
                + r")(?=\s+(?:most|every|almost\s+every|nearly\s+every|twice|daily)\b)", _I), "gym", "fact"),
    # 我换了家健身房，现在去乐刻; 我现在去威尔士, 我在乐刻健身, 我办了威尔士的卡
    (re.compile(r"我(?:也|刚|最近|已经)?换了?(?:一?家|个|一个)?(?:新的?)?健身房了?[，,\s]*(?:现在|目前|改)?(?:去|在)(?P<value>"
                + _ZH_NAME + r")(?:健身|锻炼|练|撸铁)?(?=$|[，。！？；,.!?;\s了])"), "gym", "fact"),
    (re.compile(ZH_SPEAKER_NOW + r"(?:一般|平时|都)?(?:去|在)(?P<value>" + _ZH_GYM + r")"), "gym", "fact"),
    (re.compile(ZH_SPEAKER_NOW + r"办了(?:一?张)?(?P<value>" + _ZH_GYM + r")的?(?:会员)?卡"), "gym", "fact"),
)  # fmt: skip


def chain_named(value: str) -> bool:
    """Whether ``value`` is a gym chain's name in Chinese (超级猩猩: a name, though 超 opens a state, 超好)."""
    return re.fullmatch(_ZH_GYM, value) is not None


__all__ = ["GYM_NAME", "GYM_RULES", "JOINED_NO_JOB", "chain_named"]
