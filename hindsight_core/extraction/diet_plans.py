"""The slot rules of an eating plan one is on for a while: keto, paleo, Whole30, intermittent fasting ("I'm doing
keto right now", "I'm on the keto diet", "started intermittent fasting last month", 我最近在吃生酮, 我在轻断食), and its
end ("I'm not doing the keto thing anymore", "I quit keto", "I'm off keto", 我不生酮了, 我放弃轻断食了).

A plan is one value at a time (``diet_plan``: "I switched from keto to paleo" is a change), held beside a diet (a
vegetarian on keto is both), so its end ends the plan and leaves the diet. A plan only thought of ("I'm thinking
about doing keto", "should I try keto?", 我想试试生酮) or someone else's ("my wife is on keto") fills none.

    >>> diet_plan("the keto diet"), diet_plan("Intermittent Fasting"), diet_plan("生酮饮食"), diet_plan("168断食")
    ('keto', 'intermittent fasting', '生酮', '轻断食')
"""

from __future__ import annotations

import re

from hindsight_core.extraction.slot_patterns import EN_SPEAKER, ZH_SPEAKER_NOW

_I = re.IGNORECASE
# what asks or wonders before the speaker ("should I quit keto?", "can I stop keto for a day?")
_NOT_ASKED = r"(?<!\bshould\s)(?<!\bcould\s)(?<!\bwould\s)(?<!\bcan\s)(?<!\bdo\s)(?<!\bshall\s)(?<!\bmight\s)"

#: An eating plan by its name, and the words it is said with ("the keto diet", "the keto thing")
EN_PLAN = (
    r"(?:the\s+)?(?P<value>keto(?:genic)?|paleo|whole\s?30|atkins|low[- ]carb|carnivore|intermittent\s+fasting|"
    r"(?:16|18|20)[:/](?:8|6|4)(?:\s+fasting)?|omad|slow[- ]carb|south\s+beach)(?:\s+(?:diet|thing|plan|lifestyle))?\b"
)
_ZH_PLAN = r"(?P<value>生酮(?:饮食)?|轻断食|间歇性断食|(?:16|18|168|186)(?:[:：+]?[86])?轻?断食|低碳(?:水)?(?:饮食)?|断碳)"

DIET_PLAN_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    # ended: "I'm not doing the keto thing anymore", "I quit keto", "I stopped intermittent fasting", "I'm off keto
    # now", "I'm done with keto", "gave up on paleo" (read first: "I'm not on keto anymore" holds "on keto")
    (re.compile(EN_SPEAKER + r"(?:'m|’m|\s+am)\s+not\s+(?:doing\s+|on\s+)?" + EN_PLAN + r"(?=[^.!?\n]{0,30}\b(?:anymore|any\s+more)\b)",
                _I), "!diet_plan", "fact"),
    (re.compile(EN_SPEAKER + r"(?:'m|’m|\s+am)\s+no\s+longer\s+(?:doing\s+|on\s+)?" + EN_PLAN, _I), "!diet_plan", "fact"),
    (re.compile(_NOT_ASKED + EN_SPEAKER + r"(?:'ve|’ve|\s+have)?\s+(?:just\s+|finally\s+)?(?:quit|stopped|dropped|ditched|gave\s+up(?:\s+on)?|given\s+up(?:\s+on)?)"
                r"\s+(?:doing\s+)?" + EN_PLAN, _I), "!diet_plan", "fact"),
    (re.compile(EN_SPEAKER + r"(?:'m|’m|\s+am)\s+(?:now\s+)?(?:off|done\s+with)\s+" + EN_PLAN, _I), "!diet_plan", "fact"),
    # ... or said of the plan, opening its clause: "keto didn't work, back to normal", "intermittent fasting wasn't for
    # me" (not "keto doesn't work for everyone", "keto didn't work for my wife": no plan of the speaker's)
    (re.compile(r"(?:^|(?<=[.!?,;]\s)|\b(?:so|but|well|honestly|yeah)\s+)\s*" + EN_PLAN + r"\s+(?:just\s+|really\s+)?"
                r"(?:didn't|didn’t|did\s+not)\s+work(?:\s+out)?(?!\s+for\s+(?!me\b))", _I), "!diet_plan", "fact"),
    (re.compile(r"(?:^|(?<=[.!?,;]\s)|\b(?:so|but|well|honestly|yeah)\s+)\s*" + EN_PLAN + r"\s+(?:just\s+|really\s+)?"
                r"(?:wasn't|wasn’t|was\s+not)\s+for\s+me\b", _I), "!diet_plan", "fact"),
    # on it: "I'm doing keto right now", "I'm on the keto diet", "I've been doing intermittent fasting for 3 weeks",
    # "I started keto last month", "I went paleo", "I'm trying Whole30"
    (re.compile(EN_SPEAKER + r"(?:'m|’m|\s+am|(?:'ve|’ve|\s+have)\s+been)\s+(?:now\s+|currently\s+|still\s+|also\s+|strictly\s+)?"
                r"(?:on|doing|trying)\s+(?:a\s+)?" + EN_PLAN, _I), "diet_plan", "fact"),
    (re.compile(EN_SPEAKER + r"(?:'ve|’ve|\s+have)?\s+(?:just\s+|finally\s+)?(?:started|began|begun|gone|went|switched\s+to)\s+(?:doing\s+)?"
                + EN_PLAN, _I), "diet_plan", "fact"),
    # 我不生酮了, 我不吃生酮了, 我放弃生酮了, 我停了轻断食 (read first)
    (re.compile(ZH_SPEAKER_NOW + r"(?:不再?|没再|放弃了?|停了|停掉了?)(?:吃|做|搞|坚持)?" + _ZH_PLAN), "!diet_plan", "fact"),
    # 我在吃生酮, 我最近在轻断食, 我开始生酮饮食了, 我一直在做168断食
    (re.compile(ZH_SPEAKER_NOW + r"(?:在|开始|正在|坚持)(?:吃|做|搞|执行)?" + _ZH_PLAN), "diet_plan", "fact"),
)  # fmt: skip

_ONE_NAME = (
    (re.compile(r"^keto(?:genic)?$"), "keto"),
    (re.compile(r"^whole\s?30$"), "whole30"),
    (re.compile(r"^low[- ]carb$"), "low-carb"),
    (re.compile(r"^slow[- ]carb$"), "slow-carb"),
    (re.compile(r"^(?:16|18|20)[:/](?:8|6|4)(?:\s+fasting)?$"), "intermittent fasting"),
    (re.compile(r"^生酮(?:饮食)?$"), "生酮"),
    (re.compile(r"^(?:间歇性断食|(?:16|18|168|186)(?:[:：+]?[86])?轻?断食)$"), "轻断食"),
    (re.compile(r"^(?:低碳(?:水)?(?:饮食)?|断碳)$"), "低碳"),
)


def diet_plan(value: str) -> str:
    """An eating plan by its one name, however it was said ("the keto diet", "ketogenic", "16:8", 生酮饮食)."""
    said = re.sub(r"^the\s+|\s+(?:diet|thing|plan|lifestyle)$", "", value.strip().lower())
    said = re.sub(r"\s+", " ", said)
    return next((name for pattern, name in _ONE_NAME if pattern.match(said)), said)


__all__ = ["DIET_PLAN_RULES", "EN_PLAN", "diet_plan"]
