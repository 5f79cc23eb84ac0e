"""The slot rules for a passing illness or symptom of the speaker's and its end, as people say them over days and
weeks: "I've had a cough for two weeks", "I caught a cold", "my migraines are back", 我咳嗽两个礼拜了, 我最近老失眠,
我感冒了; then "the cough is finally gone", "I'm over the flu", "no more migraines since I quit coffee", 感冒好了,
烧退了, 我不失眠了.

Each is a value of ``symptom``, of which one has several at once (a cough and a headache), named one way in both
languages (咳嗽 is "cough", 偏头痛 "migraine"), so its end ("not cough") ends that one alone, the way a medication
stopped ends its dose: asked "what health problems do I have?" the cough is no longer current, and "am I still
coughing?" finds the end above the onset. Better is no end ("my cough is much better", 失眠好多了); someone else's
("my son has a cough", 我妈感冒了), a wish or a supposition ("I hope the cough is gone by Monday", "if the fever is
gone") and one of a time gone ("I had a cold last month": said in the past, over) fill none.

    >>> [symptom_value(said) for said in ("coughing", "migraines", "偏头痛", "sore  throat", "发烧")]
    ['cough', 'migraine', 'migraine', 'sore throat', 'fever']
"""

from __future__ import annotations

import re

from hindsight_core.extraction.amounts import amount_ahead
from hindsight_core.roles import ROLES_EN

_I = re.IGNORECASE

# what each is called, and the one name it is kept under
_NAMES = {
    "cough": "cough", "coughing": "cough", "咳嗽": "cough",
    "cold": "cold", "感冒": "cold",
    "flu": "flu", "influenza": "flu", "流感": "flu",
    "fever": "fever", "temperature": "fever", "发烧": "fever", "发热": "fever", "烧": "fever",
    "headache": "headache", "headaches": "headache", "头疼": "headache", "头痛": "headache",
    "migraine": "migraine", "migraines": "migraine", "偏头痛": "migraine",
    "insomnia": "insomnia", "失眠": "insomnia", "trouble sleeping": "insomnia", "sleeping": "insomnia", "sleep": "insomnia",
    "sore throat": "sore throat", "嗓子疼": "sore throat", "嗓子痛": "sore throat", "喉咙痛": "sore throat",
    "喉咙疼": "sore throat",
    "back pain": "back pain", "腰疼": "back pain", "腰痛": "back pain",
    "diarrhea": "diarrhea", "diarrhoea": "diarrhea", "拉肚子": "diarrhea", "腹泻": "diarrhea",
    "rash": "rash", "疹子": "rash",
    "stomach ache": "stomach ache", "stomachache": "stomach ache", "胃疼": "stomach ache", "肚子疼": "stomach ache",
    "toothache": "toothache", "牙疼": "toothache",
    "covid": "covid", "新冠": "covid",
    "sinus infection": "sinus infection", "ear infection": "ear infection", "uti": "uti",
}  # fmt: skip
_EN = (
    r"(?P<value>cough(?:ing)?|cold|flu|influenza|fever|temperature|headaches?|migraines?|insomnia|sore\s+throat|"
    r"back\s+pain|diarrho?ea|rash|stomach\s?ache|toothache|covid|sinus\s+infection|ear\s+infection|uti|trouble\s+sleeping)\b"
)
_ZH_NAMES = r"偏头痛|咳嗽|感冒|流感|发烧|发热|头疼|头痛|失眠|嗓子疼|嗓子痛|喉咙痛|喉咙疼|腰疼|腰痛|拉肚子|腹泻|疹子|胃疼|肚子疼|牙疼|新冠"
_ZH = r"(?P<value>" + _ZH_NAMES + r")"
# how bad or what kind, said before it ("a bad cough", "a nasty cold", "this awful flu")
_EN_KIND = (
    r"(?:(?:a|an|the|this|that|some|my)\s+)?(?:(?:bad|nasty|terrible|awful|horrible|horrendous|slight|mild|dry|chesty|"
    r"persistent|lingering|little|bit\s+of\s+a|really|high|low[- ]grade|stupid)\s+)*"
)
# not a time gone, a wish or a supposition before the clause ("when I had a cold", "if the fever is gone")
_EN_NOT_THEN = "".join(
    f"(?<!\\b{word}\\s)"
    for word in ("when", "if", "once", "until", "till", "unless", "before", "after", "whether")
)
_EN_GONE = r"(?:gone(?!\s+(?:down|up)\b)|over|cleared(?:\s+up)?|went\s+away|gone\s+away|finished)"
# where an onset's symptom ends: its clause, or a word going on about it ("a cough for two weeks", "a cold since
# Friday"), never another noun ("a cold brew", "cold feet", "a temperature of 38": no symptom)
_EN_ENDS = (
    r"(?=\s*(?:$|[.,;:!?)]|[-–—]\s)|\s+(?:for|since|and|but|so|again|now|today|tonight|still|too|that|which|from|all|this|"
    r"right|at|lol|ugh|haha|or|coming|going|last|on|off|after|again|anymore|as|like|because|cause|ever)\b)"
)
_EN_WHOSE = r"(?:the|my|this|that)\s+"
# the speaker's (我, or none named at a clause's start), now
_ZH_WHOSE = r"(?<!如果)(?<!要是)(?<!等)(?:我的?|^|(?<=[，,。！!？?；;\s]))"
_ZH_OFTEN = r"(?:最近|这几天|这两天|这阵子|这段时间|今天|昨天|昨晚|现在|又|老是|老|一直|总是|经常|有点|有些|开始|也|还|还是)*"

# the speaker's symptom come on: "I've had a cough for two weeks", 我咳嗽两个礼拜了
_EN_ONSET = re.compile(
    _EN_NOT_THEN
    + r"\bi(?:'ve|’ve|\s+have)?\s+(?:still\s+|also\s+|now\s+|just\s+|got\s+|been\s+)*(?:got|have|had|caught|"
    r"come\s+down\s+with|came\s+down\s+with|developed|having)\s+" + _EN_KIND + _EN + _EN_ENDS,
    _I,
)
_ZH_ONSET = re.compile(
    _ZH_WHOSE
    + _ZH_OFTEN
    + r"(?:得了|患了|有)?"
    + _ZH
    + r"(?=了|得|又|犯|好几|好久|[一两二三四五六七八九十几半\d]|$|[，,。！!；;\s、和还])(?!了?好(?!几|久)|多了|好多)"
)
# one more named beside a symptom: "…a cough and a sore throat", "…a cough, a fever", 又咳嗽又发烧, 咳嗽和发烧, 头疼、还发烧
_EN_BESIDE = re.compile(
    r"(?:(?<=\band\s)|(?<=\bplus\s)|(?<=,\s))(?:also\s+|now\s+)?" + _EN_KIND + _EN + _EN_ENDS, _I
)
_ZH_BESIDE = re.compile(
    r"(?:"
    + "|".join(f"(?<={name}{link})" for name in _ZH_NAMES.split("|") for link in ("又", "和", "、", "还"))
    + r")(?:还|也|又)?(?:有点|有些)?"
    + _ZH
    + r"(?=了|得|[，,。！!；;\s、和还]|$)"
)
# ... or as the part that aches too, in the clause after: 我咳嗽，嗓子也疼, 我发烧了，头也有点疼 (嗓子也疼 is 嗓子疼)
_ZH_PARTS = r"嗓子|喉咙|头|腰|胃|肚子|牙"
_ZH_ALSO = r"(?:也|还|又)(?:有点|有些|挺|很|特别)?"
_ZH_PART_ACHES = re.compile(
    r"(?<=[，,、\s])(?P<value>(?:" + _ZH_PARTS + r")" + _ZH_ALSO + r"(?:疼|痛))(?=了|得|[，,。！!；;\s]|$)"
)
_BESIDE = {_EN_BESIDE: _EN_ONSET, _ZH_BESIDE: _ZH_ONSET, _ZH_PART_ACHES: _ZH_ONSET}
# where a sentence ends, for the onset a symptom said beside is read in
_SENTENCE_END = re.compile(r"[.!?。！？\n]")

#: (pattern, attribute, event type): an end first, so that 咳嗽终于好了 is not read as the cough (:func:`symptom_slot`)
SYMPTOM_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    # "the cough is finally gone", "my cold's over", "my headache went away", "cough's gone"
    (re.compile(_EN_NOT_THEN + r"(?:\b" + _EN_WHOSE + r"|(?:^|(?<=[.!?;,]))\s*)" + _EN + r"(?:\s+is|['’]s|\s+has)?\s+(?:finally\s+|completely\s+|totally\s+"
                r"|all\s+|pretty\s+much\s+|basically\s+|mostly\s+)?" + _EN_GONE + r"\b", _I), "!{slot}", "fact"),
    # "I'm over the flu", "finally got rid of this cough", "I've recovered from covid", "I'm not coughing anymore"
    (re.compile(r"\bi(?:'m|’m|\s+am)\s+(?:finally\s+|fully\s+|completely\s+)?over\s+" + _EN_WHOSE + _EN, _I), "!{slot}", "fact"),
    (re.compile(r"\bi(?:'ve|’ve|\s+have)?\s+(?:finally\s+|fully\s+)?(?:got\s+rid\s+of|shaken\s+off|shook\s+off|kicked|"
                r"recovered\s+from|beat|gotten\s+over|got\s+over)\s+(?:" + _EN_WHOSE + r")?" + _EN, _I), "!{slot}", "fact"),
    (re.compile(r"\bi(?:'m|’m|\s+am)\s+not\s+(?P<value>coughing)\s+(?:anymore|any\s+more)\b", _I), "!{slot}", "fact"),
    (re.compile(r"(?:^|(?<=[.!?;,]))\s*(?:and\s+|so\s+|finally\s+)?no\s+more\s+" + _EN, _I), "!{slot}", "fact"),
    # 感冒好了, 咳嗽终于好了, 我的失眠已经好了, 烧退了, 疹子消了 (not 失眠好多了: better, not over)
    (re.compile(_ZH_WHOSE + r"(?P<value>" + _ZH_NAMES + r"|烧)(?:终于|已经|基本|基本上|完全|总算|也|都|差不多)*(?:好了|没了|退了|痊愈了|消了|止住了|好利索了)"),
     "!{slot}", "fact"),
    # 我不咳嗽了, 我现在不失眠了
    (re.compile(_ZH_WHOSE + r"(?:现在|已经|终于)*不(?:再)?(?P<value>咳嗽|失眠|头疼|头痛|拉肚子|发烧)了"), "!{slot}", "fact"),
    # sleep said good again ends insomnia: "I'm sleeping fine now", "I've been sleeping great lately", "my sleep is back
    # to normal" (not "I'm not sleeping well", "I slept fine last night": one night)
    (re.compile(_EN_NOT_THEN + r"\bi(?:'m|’m|\s+am|(?:'ve|’ve|\s+have)\s+been)\s+(?:finally\s+|actually\s+|now\s+)?(?P<value>sleeping)\s+"
                r"(?:fine|well|great|normally|ok|okay|through\s+the\s+night|like\s+a\s+baby)\b", _I), "!{slot}", "fact"),
    (re.compile(r"\bmy\s+(?P<value>sleep)\s+is\s+(?:finally\s+)?back\s+to\s+normal\b", _I), "!{slot}", "fact"),
    # "I've had a cough for two weeks", "I have a bad cold", "I caught the flu", "I've come down with a fever"
    (_EN_ONSET, "{slot}", "fact"),
    # "I'm sick with the flu", "I'm down with a cold", "I've been coughing all week"
    (re.compile(_EN_NOT_THEN + r"\bi(?:'m|’m|\s+am)\s+(?:still\s+)?(?:sick|down|in\s+bed|off\s+work)\s+with\s+" + _EN_KIND + _EN + _EN_ENDS, _I), "{slot}", "fact"),
    (re.compile(_EN_NOT_THEN + r"\bi(?:'ve|’ve|\s+have)\s+been\s+(?P<value>coughing)\b", _I), "{slot}", "fact"),
    # "my migraines are back", "my back pain is flaring up again", "my insomnia is getting worse"
    (re.compile(r"\bmy\s+" + _EN + r"\s+(?:is|are|'s|’s|has|have)\s+(?:been\s+)?(?:back|acting\s+up|flaring\s+up|getting\s+worse|worse|killing\s+me|"
                r"coming\s+back|returned)\b", _I), "{slot}", "fact"),
    # 我咳嗽两个礼拜了, 我最近老失眠, 我感冒了, 我发烧了, 我偏头痛又犯了, 我得了流感; 失眠好几天了 (how long, not 失眠好了)
    (_ZH_ONSET, "{slot}", "fact"),
    # ... and one more said beside it: "I have a cough and a sore throat", "I've got a fever, a headache and chills",
    # 我又咳嗽又发烧 (read where the one before is the speaker's onset: :func:`symptom_slot`)
    (_EN_BESIDE, "{slot}", "fact"),
    (_ZH_BESIDE, "{slot}", "fact"),
    (_ZH_PART_ACHES, "{slot}", "fact"),
)  # fmt: skip

#: The rules above, for the reader that names their slot (:func:`symptom_slot`).
SYMPTOM_PATTERNS: frozenset[re.Pattern[str]] = frozenset(pattern for pattern, _, _ in SYMPTOM_RULES)

# hoped for, not said to be so (the clause before: "I hope", "hopefully", 希望; after: "by Monday", "in a few days")
_WISHED = re.compile(
    r"\b(?:hope|hoping|hopefully|wish|praying|fingers\s+crossed)\b[^.!?;\n]*$|希望[^。！？；\n]*$", _I
)
_BY_THEN = re.compile(
    r"\s+(?:by|before|in\s+a\s+(?:few|couple)|soon)\b|\s+in\s+(?:\d+|two|three|a)\s+(?:days?|weeks?)\b", _I
)
_ANOTHER_BEFORE = re.compile(
    r"\b(?:my|our)\s+(?:" + ROLES_EN + r")\b|\b(?:he|she|they|his|her|their|him|them)\b", _I
)


def symptom_slot(match: re.Match[str]) -> str | None:
    """``symptom`` for a rule above's match of the speaker's symptom now or its end; None for one only wished or
    supposed, one said in the past tense, or a bare end after someone else is named ("My son had a cough. The cough
    is gone now")."""
    text = match.string
    if (onset := _BESIDE.get(match.re)) is not None:
        ends = [m.end() for m in _SENTENCE_END.finditer(text, 0, match.start())]
        if onset.search(text, ends[-1] if ends else 0, match.start()) is None:
            return None  # "my son has a cold and a fever", 我妈又咳嗽又发烧: beside no onset of the speaker's
        return "symptom"  # (the speaker's: "My son has a cough. I have a cold and a fever")
    if amount_ahead(text, match.start("value")) or _WISHED.search(text, 0, match.start("value")):
        return None  # "if the cough isn't gone ...", "I hope the cough is gone by Monday", 如果咳嗽好了, 希望感冒快点好
    if _BY_THEN.match(text, match.end()):
        return None  # "the fever should be gone by Friday": not yet
    if re.match(r"\s*i\s+had\b", text[match.start() : match.start("value")], _I):
        return None  # "I had a cold last month": over (not "I've had a cough for two weeks")
    if not text[match.start() : match.start("value")].strip().lower().startswith(("i", "my", "我")) and (
        _ANOTHER_BEFORE.search(text, 0, match.start())
    ):
        return None
    return "symptom"


def symptom_value(said: str) -> str:
    """A symptom named one way ("coughing" and 咳嗽 are "cough", "migraines" and 偏头痛 "migraine", 嗓子也疼 "sore
    throat")."""
    words = re.sub(r"\s+", " ", said.strip().lower())
    words = re.sub(r"^(" + _ZH_PARTS + r")" + _ZH_ALSO + r"(疼|痛)$", r"\1\2", words)  # 嗓子也疼: 嗓子疼
    return _NAMES.get(words, words)


__all__ = ["SYMPTOM_PATTERNS", "SYMPTOM_RULES", "symptom_slot", "symptom_value"]
