"""A slot value as a rule captured it, made into the value a slot holds: cut where it ends, a name's words only,
a value corrected in the same breath ("Lyon—sorry, I mean Paris"), no filler or article before it; none when it is
negated, hypothetical or a pronoun. Used by :func:`~hindsight_core.extraction.attributes.find_attributes`."""

from __future__ import annotations

import re

from hindsight_core.extraction.slot_patterns import EN_CUT, NO_VALUE, ZH_CUT, ZH_TAKEN_BACK
from hindsight_core.extraction.slot_values import CHAT_FILLERS, street_address
from hindsight_core.text import CASED_LETTER, CASED_UPPER, opens_as_a_name

_I = re.IGNORECASE

# A Chinese value that is not a stated value: negated ("我对海鲜不过敏" leaves "海鲜不") or hypothetical ("我在
# 考虑要不要去腾讯工作": thinking of a job is not having it).
_ZH_NOT_STATED = re.compile(
    r"(?:不|没|没有|并不|从不|从来不|从没)$|考虑|要不要|打算|计划|准备|(?<![理思感构联回梦冥])想|希望|梦想|如果|要是|可能|也许"
)
# ... or one pointed at, as "this" and "that" point in English ("I like this song": none): 这个回答, 这首歌, 这家店, 那种
# 天气, 这样的风格, 这里 (not 那不勒斯, a name)
_ZH_POINTED = re.compile(
    r"^[这那](?:一)?(?:个|种|款|家|首|部|本|样|些|次|位|只|件|道|篇|张|杯|份|类|套|台|辆|条|里|儿|边)"
)
# A name's words: capitalised, digits, or a joining word between two of them ("Rio de Janeiro", "Ernst and
# Young", "University of Washington"); the first other word ends it ("Seattle and love it").
_JOINING = frozenset(
    {"of", "de", "la", "le", "du", "da", "del", "der", "van", "von", "on", "upon", "am", "and", "&"}
)
_DASH = re.compile(r"\s*(?:[—–]|\s-\s|--).*$")
# A value corrected in the same breath: "Lyon—sorry, I mean Paris", "Lyon, no wait, Évian", "Lyon... make that
# Paris"; a name in letters of any script with case.
_CORRECTED_BEFORE = (
    r"^\s*(?:[—–,;]|\s-|--|\.\.\.)?\s*(?i:(?:sorry|oops|no|wait|actually|er|um)[\s,!.]*)*"
    r"(?i:i\s+mean[t]?|make\s+(?:it|that)|correction:?|rather)?\s*[,:]?\s*"
)
_CORRECTED = re.compile(_CORRECTED_BEFORE + rf"(?P<value>[{CASED_UPPER}][^,.;:!?\n]{{0,60}})")
# ... by one who writes names in lower case: "boston no wait cambridge", "google i mean microsoft"
_CORRECTED_LOWER = re.compile(_CORRECTED_BEFORE + rf"(?P<value>[{CASED_LETTER}][^,.;:!?\n]{{0,60}})")


_TAKEN_BACK = re.compile(
    r"i\s+mean[t]?|make\s+(?:it|that)|correction|rather|\b(?:no|wait)\b(?:[\s,!.—–-]+(?:wait|no)\b)?[\s,!.—–-]+$",
    _I,
)


def named_value(value: str) -> str:
    """An English name at the start of ``value``: its capitalised words and the joining words between them."""
    value = _DASH.sub("", value)
    words = value.split()
    kept: list[str] = []
    for n, word in enumerate(words):
        if (
            opens_as_a_name(word)
            or word[:1].isdigit()
            or word.lower() in _JOINING
            and kept
            and n + 1 < len(words)
            and words[n + 1][:1].isupper()
        ):
            kept.append(word)
        else:
            break
    return " ".join(kept) if kept else value


def correction(text: str, end: int, *, lower_case: bool = False) -> str | None:
    """The value said instead, right after a slot's value: "I live in Lyon—sorry, I mean Paris" -> "Paris".
    Only with a word that takes the first value back (sorry, no, I mean, make that). ``lower_case``: from one who
    writes names in lower case ("boston no wait cambridge" -> "cambridge ..."; what the caller reads as a name)."""
    rest = text[end:]
    match = (_CORRECTED_LOWER if lower_case else _CORRECTED).match(rest)
    if match is None or not _TAKEN_BACK.search(rest[: match.start("value")]):
        return None
    return match["value"] if lower_case else named_value(match["value"])


# ... and in Chinese, the slip taken back in the same breath, with punctuation or (dictated) without, after what the
# clause says of the value (上班, 过敏): 我住在北京，不对，是天津, 我住在北京不对是天津, 我在腾讯上班 哦不对 是字节, 我对花生过
# 敏，不对，是芒果; the clause said again (我住在北京，不对，我住在天津) is read by the rule itself (not 我住在北京，不是上海: Beijing, not Shanghai; nor 不对吗, 不对的地方: no value said instead)
_ZH_CORRECTED = re.compile(
    r"(?P<rest>[^，。！？；,.!?;\s]{0,4}?)[了啊呢吧呀啦哦]*[，,。.、\s]*(?:(?:哦|噢|啊|呃|嗯|诶|欸|哎|额)[，,\s]*)*"
    + ZH_TAKEN_BACK
    + r"[了啦]?[，,。.、\s]*(?:(?:哦|噢|啊|呃|嗯)[，,\s]*)*(?:应该是|是|在)?\s*(?![的吗吧啊呀么])"
    r"(?P<value>[^，。！？；,.!?;\n]{1,30})"
)


def zh_correction(text: str, end: int) -> str | None:
    """The value said instead, right after a Chinese slot's value ending at ``end``: "我住在北京，不对，是天津" -> 天津,
    "我在腾讯上班，不对，在阿里上班" -> 阿里 (what the clause said after the first value is said after the second
    too), as said, for the slot's cleaning; or None when nothing is taken back there."""
    match = _ZH_CORRECTED.match(text, end)
    if match is None:
        return None
    value, rest = match["value"], match["rest"]
    return value[: -len(rest)] if rest and value.endswith(rest) and len(value) > len(rest) else value


# Words said before a value that are no part of it, in lower case ("actually July 21", "still Sarah", "now 555-0199");
# a name that opens with one is written with a capital ("Just Mercy").
_FILLER = re.compile(
    r"^(?:(?:actually|now|still|really|currently|also|honestly|basically|officially|technically|definitely|"
    r"obviously|apparently)\s+)+"
)


# Words said after a value that are no part of it ("tree nuts btw", "kobo libra colour lol", "yoga actually",
# "tea honestly"), and a relative clause saying its state ("a 2017 macbook air that's dying"; not "stories that
# tackle big issues", "that world")
_AFTER_VALUE = CHAT_FILLERS | frozenset(
    "actually honestly really basically personally anyway anyways".split()
)
_TRAILING = re.compile(
    rf"(?:,?\s+(?:{'|'.join(sorted(_AFTER_VALUE))}))+$|"
    r"\s+(?:that|which)(?:'s|’s|\s+is|\s+was)\s.*$"
)


def cut_trailing(value: str) -> str:
    """``value`` without the filler or the relative clause said after it ("tree nuts btw": tree nuts)."""
    return _TRAILING.sub("", value)


# After "I'm", a verb's -ing form after "and" goes on with "am" ("I'm a runner and training for a marathon", "allergic
# to peanuts and trying to avoid them"), unless it joins another -ing ("into hiking and climbing") or is a noun
_AND_DOING = re.compile(
    r"(?<!ing)\s+and\s+(?:(?:also|really|just|still|now|currently|actually)\s+)*"
    r"(?!(?:thing|king|ring|spring|string|wing|sing|pudding|wedding|evening|morning|building|clothing|ceiling|icing|"
    r"stuffing|dressing|seasoning|filling|topping|frosting|bedding|lighting|housing|sibling|darling|dumpling|herring|"
    r"sterling|viking|earring|offspring|nothing|something|anything|everything|bling|painting|writing|ending)\b)"
    r"(?-i:[a-z]{2,}ing)\s+\S.*$",
    _I,
)


# emoji and pictographs opening or closing a value, with their joiners, variation selectors and skin tones
_PICTURES = r"[\s\u200d\ufe0e\ufe0f\u2600-\u27bf\U0001f000-\U0001faff]+"
_EDGE_PICTURES = re.compile(f"^{_PICTURES}|{_PICTURES}$")

# After "I'm", how or when one works said after what one is ("a nurse working nights", "a paramedic working 12 hour
# shifts", "a carer doing nights", "an engineer working from home"), or how one lives ("a student living with my
# parents"): the shift is no part of the job (not "a big fan of working out": what is liked)
_WORKING_HOW = re.compile(
    r"(?<=\w)(?<!\bof)(?<!\bfor)(?<!\babout)(?<!\bin)(?<!\bto)\s+(?:(?:currently|mostly|mainly|still|now)\s+)?"
    r"(?:working|doing|pulling|living)\s+(?=\S).*$",
    _I,
)

# ... and whose parent one is ("a stay at home mum to two little ones", "a mum of three", "a single dad to a 5 year
# old"): the children are said apart (``kids_count``); not "mother of pearl"
_PARENT_OF = re.compile(
    r"\b(?P<parent>mum|mom|mummy|mommy|dad|daddy|mother|father|parent)\s+(?:to|of)\s+"
    r"(?=(?:a|an|one|two|three|four|five|six|seven|\d+|twins|triplets|my)\b).*$",
    _I,
)


# a word of a title written as one: a capital, then small letters ("Last" of "The Last of Us"; not "I", "I'm", "WITH")
_TITLE_WORD = re.compile(r"(?-i:[A-Z][a-z][\w'’-]*|A)$")


def _en_cut(value: str) -> str:
    """``value`` cut where :data:`EN_CUT` ends it, but not inside a title: a word it is cut at written with a capital
    right after another one ("The Last of Us", "The Last Kingdom", "Catch Me If You Can") is the title's.

    >>> _en_cut("The Last of Us"), _en_cut("Paris last summer"), _en_cut("Zelda I play it daily")
    ('The Last of Us', 'Paris', 'Zelda')
    """
    at = 0
    while (cut := EN_CUT.search(value, at)) is not None:
        said = value[cut.start() :].split(maxsplit=1)
        before = value[: cut.start()].split()
        if said and before and _TITLE_WORD.match(said[0]) and _TITLE_WORD.match(before[-1]):
            at = cut.start() + 1
            continue
        return value[: cut.start()]
    return value


def clean_value(value: str, chinese: bool, *, after_am: bool = False) -> str | None:
    """``value`` as a slot holds it: cut where the value ends, without fillers, articles and particles; None when
    it is no value (negated or hypothetical in Chinese, a pronoun, too long). ``after_am``: said after "I'm", where
    "and training for ..." is the speaker's next clause."""
    if after_am and not chinese:
        value = _AND_DOING.sub("", value)  # before the cut: "... and training for ..." ends at "for"
        value = _WORKING_HOW.sub("", value)  # "a nurse working nights": a nurse
        value = _PARENT_OF.sub(r"\g<parent>", value)  # "a stay-at-home mum to two little ones": the mum
    value = (ZH_CUT.sub("", value) if chinese else _en_cut(value)).strip(" \t\"'“”‘’")
    if chinese and (_ZH_NOT_STATED.search(value) or _ZH_POINTED.match(value)):
        return None
    if not chinese:
        value = _FILLER.sub("", value)  # "my birthday is actually July 21": July 21
        # (not the "The" of a name or a title: "The National", "The Godfather", "The Hague")
        # (nor the "A" of one: "A Little Life", "A Quiet Place")
        value = re.sub(r"^(?!(?-i:(?:The|A)\s+[A-Z0-9]))(?:the|a|an|my|our|to)\s+", "", value, flags=_I)
        value = cut_trailing(value)
    value = _EDGE_PICTURES.sub(
        "", value
    )  # "coffee ☕️", 喝咖啡☕️, "🍣 sushi": the value is coffee, 喝咖啡, sushi
    value = value.rstrip("的了啊呢吧呀啦哦喔嘛").strip()
    if chinese:
        value = _ZH_MERELY.sub("", value)  # 我是个打工人罢了, 普通人而已: 打工人, 普通人
    if len(value) > 60 and "," in value and street_address(value):
        value = value[:61].rsplit(",", 1)[0]  # "Flat 3, 9 Mill Lane, Bristol, ...": the lines that fit
    if not value or len(value) > 60 or (value.lower().split()[0] in NO_VALUE and not _NAMED.match(value)):
        return None  # "I chose them", "I like it": the referent is elsewhere (not "One Medical": a name)
    return value


# "merely" said at a Chinese value's end (打工人罢了, 普通人而已: its 了 cut before)
_ZH_MERELY = re.compile(r"(?<=[\u4e00-\u9fff])(?:罢|而已)$")


# a name of words with capitals, its first one a pronoun's ("One Medical", "This American Life")
_NAMED = re.compile(r"(?-i:[A-Z]\w*\s+[A-Z])")


__all__ = ["clean_value", "correction", "cut_trailing", "named_value", "zh_correction"]
