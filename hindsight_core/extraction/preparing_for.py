"""The slot rules of an event one is training or studying for, and its end: "I'm training for a half marathon in
April", "I'm studying for the GRE", 我在备考雅思, 我在为半马做训练; then "I finished the half marathon!", "took the GRE
yesterday", "I dropped out of the marathon", 雅思考完了, 我跑完半马了, 我不考雅思了.

Each event is one value of ``preparing_for`` (one may train for a race and study for an exam at once), held under
the event's one name (:func:`event_name`: "the Boston half marathon", "a half", 半马 and "half marathon" alike), so
the event done or given up ends the training for it, and "what am I training for?" no longer has a race run months
ago as current. A plan or a wish ("I want to run a marathon someday", 我想考雅思) or someone else's ("my wife is
training for a marathon", 我女朋友在备考雅思) fills none.

    >>> event_name("the Boston half marathon"), event_name("a half"), event_name("半程马拉松"), event_name("GRE")
    ('half marathon', 'half marathon', '半马', 'gre')
"""

from __future__ import annotations

import re

from hindsight_core.extraction.slot_patterns import EN_SPEAKER, ZH_SPEAKER_NOW

_I = re.IGNORECASE

# an event trained or studied for, by the words it is said in (its one name: :data:`_ONE_NAME`); a distance only as
# a race ("a 10k race": "I ran 10k this morning" is a run)
_EN_EVENT = (
    r"(?:the\s+|a\s+|an\s+|my\s+)?(?:first\s+|next\s+|big\s+)?(?-i:[A-Z][a-z]+\s+)?"
    r"(?P<value>half[- ]marathon|half(?=\s*(?:$|[,.;:!?]|\s(?:in|on|next|this|by|and)\b))|(?:ultra[- ])?marathon|ultra|"
    r"triathlon|ironman|(?:5|10|15|21|50)\s?k\s+race|century\s+ride|"
    r"gre|gmat|sat|act|lsat|mcat|ielts|toefl|cpa|cfa(?:\s+level\s+(?:i{1,3}|[123]))?|bar(?:\s+exam)?|boards|driving\s+test|"
    r"road\s+test|finals|midterms)\b"
    # a part of it, not the event: "the GRE practice test", "marathon training plan", "the 10k route"
    r"(?![- ](?:practice|prep|mock|training|course|class|book|registration|application|sign[- ]?up|route|expo|kit|"
    r"bib|plan|results?|score|portion|section)\b)"
)
_ZH_EVENT = r"(?P<value>半马|半程马拉松|全马|全程马拉松|马拉松|铁人三项|雅思|托福|考研|国考|公务员考试|司法考试|法考|注会|CPA|GRE|GMAT|驾照考试|科目[一二三四])"

PREPARING_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    # done or given up: "I finished the half marathon!", "ran the Boston marathon", "took the GRE yesterday", "passed
    # the bar", "I dropped out of the marathon", "gave up on the GRE" (read first)
    # (the speaker left out, opening the sentence: "took the GRE yesterday, 320", "Ran the Brighton half!")
    (re.compile(r"(?:" + EN_SPEAKER + r"(?:'ve|’ve|\s+have)?\s+|(?:^|(?<=[.!?]\s))\s*)(?:just\s+|finally\s+|officially\s+)?"
                r"(?:finished|ran|run|completed|did|done|took|taken|"
                r"passed|failed|sat|smashed|crushed|nailed|dropped\s+out\s+of|pulled\s+out\s+of|withdrew\s+from|"
                r"gave\s+up\s+on|given\s+up\s+on|quit|skipped)\s+" + _EN_EVENT, _I), "!preparing_for", "fact"),
    (re.compile(EN_SPEAKER + r"(?:'m|’m|\s+am)\s+not\s+(?:doing|running|taking)\s+" + _EN_EVENT
                + r"(?=[^.!?\n]{0,30}\b(?:anymore|any\s+more|after\s+all)\b)", _I), "!preparing_for", "fact"),
    (re.compile(EN_SPEAKER + r"(?:'m|’m|\s+am)\s+(?:finally\s+|officially\s+)?done\s+with\s+" + _EN_EVENT, _I), "!preparing_for", "fact"),
    # training or studying for it: "I'm training for a half marathon in April", "I've been studying for the GRE"
    # (the speaker left out, opening the sentence: "training for a half marathon in April, so no late nights")
    (re.compile(r"(?:" + EN_SPEAKER + r"(?:'m|’m|\s+am|(?:'ve|’ve|\s+have)\s+been)\s+|(?:^|(?<=[.!?]\s))\s*(?:been\s+)?)"
                r"(?:now\s+|currently\s+|still\s+|also\s+|officially\s+)?"
                r"(?:training|studying|prepping|preparing|cramming|revising)\s+for\s+" + _EN_EVENT
                # (what training for one is like: "Training for a marathon takes months")
                + r"(?!\s+(?:takes|is|was|requires|needs|can|will|means|sucks)\b)", _I), "preparing_for", "fact"),
    # 雅思考完了, 我考完雅思了, 我跑完半马了, 半马跑完了, 我放弃考雅思了, 我不考雅思了
    (re.compile(ZH_SPEAKER_NOW + r"(?:考完|跑完|完成|考过|放弃|不考|不跑)了?(?:考|跑)?" + _ZH_EVENT), "!preparing_for", "fact"),
    (re.compile(r"(?:^|(?<=[，,。！!；;\s])|我的?)" + _ZH_EVENT + r"(?:终于|已经|也)?(?:考完|跑完|考过|完成)了"), "!preparing_for", "fact"),
    # 我在备考雅思, 我在准备托福, 我在为半马做训练, 我最近在练全马; its day or place first (我在准备四月的半马, 下个月的雅思)
    (re.compile(ZH_SPEAKER_NOW + r"(?:在|开始)(?:备考|准备|备战|练|冲刺)(?:(?![我你他她儿女妈爸婆公哥姐弟妹孩])[^，。！？,.!?\s的]){0,6}的?" + _ZH_EVENT), "preparing_for", "fact"),
    (re.compile(ZH_SPEAKER_NOW + r"在为" + _ZH_EVENT + r"(?:做)?(?:训练|准备|备考)"), "preparing_for", "fact"),
)  # fmt: skip

_ONE_NAME = (
    (re.compile(r"^half(?:[- ]marathon)?$"), "half marathon"),
    (re.compile(r"^ultra(?:[- ]marathon)?$"), "ultramarathon"),
    (re.compile(r"^(\d+)\s?k\s+race$"), r"\1k"),
    (re.compile(r"^bar(?:\s+exam)?$"), "bar exam"),
    (re.compile(r"^(?:road|driving)\s+test$"), "driving test"),
    (re.compile(r"^半(?:程马拉松|马)$"), "半马"),
    (re.compile(r"^全(?:程马拉松|马)$"), "马拉松"),
    (re.compile(r"^(?:司法考试|法考)$"), "法考"),
)


def event_name(value: str) -> str:
    """An event trained or studied for by its one name ("a half", "the Boston half marathon", 半程马拉松)."""
    said = re.sub(r"\s+", " ", value.strip().lower())
    said = re.sub(r"^(?:the|a|an|my)\s+", "", said)
    if said.endswith(("half marathon", "half-marathon")):
        said = "half marathon"
    for pattern, name in _ONE_NAME:
        if pattern.match(said):
            return pattern.sub(name, said)
    return said


__all__ = ["PREPARING_RULES", "event_name"]
