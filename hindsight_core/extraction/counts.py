"""The slot rules for how many children, dogs or cats the speaker's household has, as people say it and say it
grew: "we have two kids", "now we have 3 kids", "our third was born last month", "we have one dog", "we adopted a
second dog"; 我有一个孩子, 我们家老二出生了, 我养了两只猫. Each kind is a slot of its own (``kids_count``,
``dogs_count``, ``cats_count``) holding a number, so a later, different number is a change (the one before kept as
history).

A number of them is the household's only as said of the speaker's own, now: "two kids in the car behind me", "I have
30 kids in my class", "we have two dogs to walk today", "if we have two kids", "we want to have three kids", 我有两个
孩子要接 fill nothing; nor a child or pet added with no number ("we had a baby", "we got another dog", 我们又养了一只狗:
how many there are now is not said).
"""

from __future__ import annotations

import re

from hindsight_core.text import chinese_number

_I = re.IGNORECASE

_EN_NUMBERS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
    "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "2nd": 2, "3rd": 3, "4th": 4,
    "5th": 5, "6th": 6, "7th": 7,
}  # fmt: skip
_EN_COUNT = r"(?P<value>[1-9]|1[0-2]|one|two|three|four|five|six|seven|eight|nine|ten)"
_EN_ORDINAL = r"(?P<value>second|third|fourth|fifth|sixth|seventh|[2-7](?:nd|rd|th))"
# the speaker's household having them now: not "if we have", "want to have", "when I have"
_EN_HAVE = (
    r"(?<!\bif\s)(?<!\bto\s)(?<!\bwhen\s)(?<!\bonce\s)\b(?:i|we)(?:['’]ve\s+got|\s+(?:now\s+|still\s+|also\s+|currently\s+)?"
    r"(?:have(?:\s+got)?|got))\s+(?:now\s+)?"
)
_EN_KINDS = {
    "kids_count": r"(?:kids|children|kiddos|little\s+ones)",
    "dogs_count": r"(?:dogs|doggos|pups)",
    "cats_count": r"(?:cats|kitties)",
}
_EN_ONE = {"kids_count": r"(?:kid|child)", "dogs_count": r"(?:dog|pup)", "cats_count": r"(?:cat)"}
_EN_NEW = {
    "kids_count": r"(?:kid|child|baby|son|daughter|boy|girl|little\s+one)",
    "dogs_count": r"(?:dog|puppy|pup)",
    "cats_count": r"(?:cat|kitten)",
}
# a word said of them (not how many are somewhere else: "in the car", "in my class", "to walk")
_EN_ADJECTIVE = r"(?:(?:little|young|small|grown|grown-up|adult|teenage|beautiful|wonderful|amazing|crazy|lovely|rescue|senior)\s+)?"
_EN_COUNT_ENDS = (
    r"(?=\s*(?:$|[.,;:!?()]|[-–—]\s)|\s+(?:now|and|but|so|already|together|at\s+home|of\s+(?:our|my)\s+own|aged|ages|named|"
    r"called|who\s+are|both|all|under|too|as\s+well|btw|lol|haha|total|in\s+total|altogether|since|because|plus|including)\b)"
)
# a child born or a pet brought home, said with which one it is ("our third was born", "had our second baby",
# "adopted a second dog"): how many there are now
_EN_BORN = r"\s+(?:(?:was|were)\s+born|(?:has\s+|just\s+)?arrived|came\s+along|is\s+here)\b"


def _en_rules(slot: str) -> list[tuple[re.Pattern[str], str, str]]:
    kinds, one, new = _EN_KINDS[slot], _EN_ONE[slot], _EN_NEW[slot]
    rules = [
        # "we have two kids", "Now we have 3 kids!", "I've got two dogs and a cat", "we have one dog"
        (re.compile(_EN_HAVE + _EN_COUNT + r"\s+" + _EN_ADJECTIVE + kinds + _EN_COUNT_ENDS, _I), slot, "fact"),
        (re.compile(_EN_HAVE + r"(?:only\s+)?(?P<value>one|1)\s+" + _EN_ADJECTIVE + one + _EN_COUNT_ENDS, _I), slot, "fact"),
        # "we adopted a second dog", "we got our third cat", "brought home a second puppy"
        (re.compile(r"\b(?:i|we)\s+(?:just\s+|finally\s+|recently\s+)?(?:adopted|got|rescued|brought\s+home|welcomed)\s+"
                    r"(?:a|our)\s+" + _EN_ORDINAL + r"\s+" + new + r"\b", _I), slot, "fact"),
    ]  # fmt: skip
    if slot == "kids_count":
        rules += [
            # "I have two daughters", "we've got 2 boys (6 and 9)" (not "two boys and a girl": more than said; nor "the
            # boys in my class", a count somewhere else)
            (re.compile(_EN_HAVE + _EN_COUNT + r"\s+" + _EN_ADJECTIVE + r"(?:sons|daughters|boys|girls)" + _EN_COUNT_ENDS
                        + r"(?!\s*(?:and|&|plus|\+)\s+(?:an?|one|two|three|\d|twin)\b)", _I), slot, "fact"),
            # "I'm a mom of two", "I'm a proud dad of 3 kids", "we're married with two kids"
            (re.compile(r"\b(?:i(?:['’]m|\s+am)|we(?:['’]re|\s+are))\s+(?:(?:a|an)\s+)?(?:(?:proud|busy|tired|single|working|"
                        r"stay[- ]at[- ]home|full[- ]time)\s+)?(?:(?:mom|mum|mother|dad|father|parents?)\s+(?:of|to)|(?:happily\s+)?married\s+with)\s+"
                        + _EN_COUNT + r"(?:\s+" + _EN_ADJECTIVE + kinds + r")?" + _EN_COUNT_ENDS, _I), slot, "fact"),
        ]  # fmt: skip
        rules += [
            # "our third was born last month", "our second baby arrived", "baby number three arrived"
            (re.compile(r"\b(?:our|my)\s+" + _EN_ORDINAL + r"(?:\s+" + new + r")?" + _EN_BORN, _I), slot, "fact"),
            # "we had our third (baby)", "we welcomed our second child"
            (re.compile(r"\b(?:i|we)\s+(?:just\s+)?(?:had|welcomed)\s+our\s+" + _EN_ORDINAL + r"(?:\s+" + new
                        + r")?(?=\s*(?:$|[.,;:!?]|[-–—]\s)|\s+(?:last|this|on|in|yesterday|today|and|,)\b)", _I), slot, "fact"),
        ]  # fmt: skip
    return rules


_ZH_COUNT = r"(?P<value>[1-9]|一|两|二|三|四|五|六|七|八|九|十)"
# the speaker's household now, said with 有 or 养 (not 如果我有, 想要两个孩子, 我有两个孩子要接)
_ZH_HAVE = r"(?<!如果)(?<!要是)(?<!假如)(?<!想)(?<!要)我(?:们)?(?:家|们家)?(?:现在|目前|已经|一共|总共|也)*"
# (and another kind counted right after: 我养了两只猫一只狗)
_ZH_COUNT_ENDS = r"(?=$|[，,。！!？?；;\s~～)）]|了|啦|呢|啊|呀|哦|都|，|一个|一儿一女|(?:和|还有|跟)?[一两二三四五六七八九\d](?:只|条))"
# a child born, said with which one it is (老二出生了, 二宝昨天出生了, 二胎顺利生了)
_ZH_BORN = r"(?:昨天|今天|前天|上周|上个月|刚刚?|已经|终于|顺利)*(?:出生|降生|生)了"

#: (pattern, attribute, event type), read with the measures (their value is taken as matched).
COUNT_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    *_en_rules("kids_count"),
    *_en_rules("dogs_count"),
    *_en_rules("cats_count"),
    # 我有一个孩子, 我们家有两个娃, 我现在有三个小孩了
    (re.compile(_ZH_HAVE + r"有了?" + _ZH_COUNT + r"个(?:孩子|小孩|娃|宝宝|宝贝|孩)" + _ZH_COUNT_ENDS), "kids_count", "fact"),
    # the household's said with no verb: 我家两个娃, 我们家三个孩子 (not 我姐家两个娃: 我 right before 家)
    (re.compile(r"(?<!如果)(?<!要是)(?:^|(?<=[，,。！!；;\s]))(?:我们|我)家(?:现在|目前|一共)?" + _ZH_COUNT + r"个(?:孩子|小孩|娃|宝宝)"
                + _ZH_COUNT_ENDS), "kids_count", "fact"),
    # 我是两个孩子的妈妈, 我是两个娃的爸 (not 我姐是两个孩子的妈妈)
    (re.compile(r"我是" + _ZH_COUNT + r"个(?:孩子|小孩|娃|宝宝)的(?:妈妈|妈|爸爸|爸|母亲|父亲|家长)"), "kids_count", "fact"),
    # 我养了两只猫, 我家有一条狗, 我们现在养了三只狗狗, 我养两只猫 (not 我们又养了一只狗: how many now is not said)
    (re.compile(_ZH_HAVE + r"(?:养了|养着|养|有)" + _ZH_COUNT + r"(?:只|条)(?:狗狗|狗|小狗)" + _ZH_COUNT_ENDS), "dogs_count", "fact"),
    (re.compile(_ZH_HAVE + r"(?:养了|养着|养|有)" + _ZH_COUNT + r"(?:只)(?:猫咪|猫|小猫)" + _ZH_COUNT_ENDS), "cats_count", "fact"),
    # 我们家老二出生了, 老三昨天出生了, 二宝出生了, 二胎生了, 生了老二 (老二 alone names the second child, not how many)
    (re.compile(r"老(?P<value>[二三四五六])(?:宝宝)?" + _ZH_BORN), "kids_count", "fact"),
    (re.compile(r"(?P<value>[二三四五六])(?:宝|胎)(?:宝宝)?" + _ZH_BORN), "kids_count", "fact"),
    (re.compile(r"生了老(?P<value>[二三四五六])"), "kids_count", "fact"),
    (re.compile(r"生了(?P<value>[二三四五六])(?:宝|胎)"), "kids_count", "fact"),
)  # fmt: skip


def count_value(said: str) -> str:
    """A count as a rule above matched it, in figures ("two" -> "2", "third" -> "3", 三 -> "3", "one" -> "1")."""
    said = said.strip().lower()
    if said.isdigit():
        return str(int(said))
    if said in _EN_NUMBERS:
        return str(_EN_NUMBERS[said])
    number = chinese_number(said)
    return str(number) if number is not None else said


__all__ = ["COUNT_RULES", "count_value"]
