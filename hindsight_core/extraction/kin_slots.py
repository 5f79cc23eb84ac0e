"""The slot rules for where a relative of the speaker lives and works, and its change: "my sister lives in Rome", "my
sister moved to Paris", "my brother works at Siemens", "my dad got a job at Tesco"; 我妹妹住在上海, 我哥搬到成都了,
我妹妹在腾讯上班, 我妹妹跳槽去了字节. The slot is the relative's (the rule's ``owner``: one subject per relative,
however it is said: "mom" and "mother", 妹 and 妹妹), so a new value supersedes only that relative's own: never the
speaker's home or employer, never a brother's for a sister's.

Their phone number and e-mail address too ("my wife's number is 415-555-0123", "my mom changed her number, it's ...",
"my dad's email is ...", 我老婆的手机号是136…, 我妈换号了，新号码是…): a spouse's, a partner's or the one one has by role
as well ("my landlord's new number is ...", 我房东的电话是…), whose number is theirs alone.

A person the speaker names has the same two slots, theirs by their name ("Priya moved to Boston", "my friend Priya
lives in Denver", "Dave got a job at Moderna"; 王芳住在深圳, 小李搬到上海了, 我同事老张在华为上班, 王芳跳槽去了字节): a
later move or job of Priya's supersedes only Priya's (:data:`NAMED_RULES`), never what one supposes ("If Priya moved
to Denver ...").

A relative said with more ("my older sister") is another subject than "my sister": which one is meant is not known,
and a value kept apart is never lost; one said with a name ("my sister Anna") is the person of that name. A partner
or a spouse is left out of a home ("my wife moved to Paris" may be the household's move), not of a workplace: "my
husband works at Google", 我老公在阿里上班 are his, and "my husband got a job at Apple" supersedes only his.
"""

from __future__ import annotations

import functools
import re

from hindsight_core.extraction.children_ages import CHILDREN_AGE_RULES, children_group
from hindsight_core.extraction.entities import extract_entities
from hindsight_core.extraction.kin_ages import ages, birthdays
from hindsight_core.extraction.kin_allergies import kin_allergy_rules
from hindsight_core.extraction.kin_goes_on_zh import goes_on_from
from hindsight_core.extraction.kin_retired_zh import RETIRED_LATER, kin_retired
from hindsight_core.extraction.kin_words_zh import ZH_KIN_WORDS
from hindsight_core.extraction.occupations import EN_NOW_OCCUPATION, ZH_OCCUPATION
from hindsight_core.extraction.pet_breeds import EN_BREEDS
from hindsight_core.extraction.slot_patterns import (
    _EN_NOT_A_HOME,
    _EN_VALUE,
    _I,
    _ZH_NOT_A_COUNT,
    _ZH_NOT_A_NAME_END,
    _ZH_SURNAME,
    ZH_DAYS_BACK,
    ZH_JOB_DONE,
)
from hindsight_core.extraction.slot_rules_en import AT_EMPLOYER as _AT_EMPLOYER
from hindsight_core.roles import ROLES_EN, ROLES_ZH, ZH_CALLED, ZH_DOUBLED_NAME
from hindsight_core.text import CASED_LETTER, CASED_LOWER, CASED_UPPER, has_cjk, normalize_entity

# one's relatives, by the words said for them (the English word a subject is stored under: mom and mother are one)
_EN_KIN = {
    **dict.fromkeys(("mum", "mom", "mother", "mam"), "mother"),
    **dict.fromkeys(("dad", "father"), "father"),
    **dict.fromkeys(("grandma", "grandmother", "granny", "nan", "nana"), "grandmother"),
    **dict.fromkeys(("grandpa", "grandfather", "grandad", "granddad"), "grandfather"),
    **dict.fromkeys(("stepmom", "stepmum", "stepmother"), "stepmother"),
    **dict.fromkeys(("stepdad", "stepfather"), "stepfather"),
    **{
        word: word
        for word in "sister brother son daughter parents aunt uncle cousin niece nephew grandson "
        "granddaughter stepson stepdaughter stepsister stepbrother".split()
    },
    # one's in-laws, each a person of their own ("my sister-in-law" is not "my sister")
    **{f"{word}-in-law": f"{word}-in-law" for word in "mother father sister brother son daughter".split()},
}
_ZH_KIN = ZH_KIN_WORDS


# one's spouse or partner, whose number and e-mail are theirs (never a home or a workplace: see the module)
_EN_PARTNERS = {
    **dict.fromkeys(("wife", "wifey"), "wife"),
    **dict.fromkeys(("husband", "hubby"), "husband"),
    **{word: word for word in "partner girlfriend boyfriend fiance fiancee fiancé fiancée".split()},
}
_ZH_PARTNERS = {
    **dict.fromkeys(("老婆", "妻子", "太太", "媳妇", "爱人"), "老婆"), **dict.fromkeys(("老公", "丈夫"), "老公"),
    **dict.fromkeys(("男朋友", "男友"), "男朋友"), **dict.fromkeys(("女朋友", "女友"), "女朋友"), "对象": "对象",
}  # fmt: skip


#: The subjects a partner or spouse is stored under (one person may be each in turn: girlfriend, fiancee, wife).
PARTNER_SUBJECTS = frozenset({*_EN_PARTNERS.values(), *_ZH_PARTNERS.values()})

# someone one has by role, whose number and e-mail are theirs ("my landlord's number", 我房东的电话)
_EN_ROLES = {
    word: word
    for word in "boss manager landlord landlady doctor dentist therapist roommate flatmate lawyer "
    "accountant nanny babysitter assistant coach tutor mentor".split()
}
_ZH_ROLES = {word: word for word in "老板 领导 上司 经理 房东 医生 牙医 室友 律师 教练 导师 保姆 助理".split()}  # fmt: skip


def _alternation(words: dict[str, str]) -> str:
    return "|".join(sorted(words, key=len, reverse=True))


# "my sister", "my mom" (not "my sister's friend", "my sister-in-law", "my sister and I": the sister alone)
# ("my older sister" is said as one: another subject than "my sister", whom it may or may not be)
_EN_OWNER = (
    r"\bmy\s+(?P<owner>(?:(?:older|younger|elder|big|little|baby|twin|eldest|oldest|youngest)\s+)?(?:"
    + _alternation(_EN_KIN)
    + r"))(?![\w'’-])\s+"
)
# no place or employer: "works for herself", "lives with us"
_EN_NOT_A_VALUE = r"(?!(?:herself|himself|themselves|myself|ourselves|home|us|me|him|her|them|it)\b)"
_EN_NOW = r"(?:(?:now|still|currently|just|recently|finally|actually|also)\s+){0,2}"
# what one is now, as a job is said ("is a", "'s now an", "works as a", "has been a")
# 我妹妹, 我妹, 我爸妈 (not 我妹妹的同事, 我们)
# (two said as one subject, each the clause's: 我外公外婆住在绍兴, 我爷爷和奶奶都住在乡下: :func:`joined_people`)
_ZH_OWNER = (
    r"我(?P<owner>(?>"
    + _alternation(_ZH_KIN)
    + r"))(?:(?:和|跟|与)?我?(?>"
    + _alternation(_ZH_KIN)
    + r"))?(?!的|们|和|跟)"
)
_ZH_PAIR = re.compile(
    r"我(?>"
    + _alternation(_ZH_KIN)
    + r")(?:和|跟|与)?我?(?P<other>(?>"
    + _alternation(_ZH_KIN)
    + r"))(?!的|们)"
)
# (an English subject no text has, for a rule read only in Chinese)
_NEVER = r"(?!)"
# "my wife", 我老公: a partner or spouse, whose workplace is theirs (never a home: see the module)
_EN_PARTNER_OWNER = r"\bmy\s+(?P<owner>" + _alternation(_EN_PARTNERS) + r")(?![\w'’-])\s+"
_ZH_PARTNER_OWNER = r"我(?P<owner>" + _alternation(_ZH_PARTNERS) + r")(?!的|们|和|跟)"
_ZH_WHEN = (
    r"(?:现在|目前|已经|一直|还|也|都|就|刚刚?|最近|终于|上个月|上周|去年|今年|前段时间|"
    + ZH_DAYS_BACK
    + r")*"
)
_ZH_PLACE = r"(?P<value>[^，。！？；,.!?;\s\n了的]{2,12}?)"
_ZH_ENDS = r"(?=$|[，,。！!？?；;\s]|了|啦|呢|啊|这边|那边|附近)"

# "my wife's", "my mom's", "my landlord's" (a relative, a partner or someone one has by role, whose number and e-mail
# are theirs); 我老婆的, 我妈的, 我房东的 (not 我们的)
_EN_WHOSE = (
    r"\bmy\s+(?P<owner>(?:(?:older|younger|elder|big|little|baby|twin|eldest|oldest|youngest)\s+)?(?:"
    + _alternation({**_EN_KIN, **_EN_PARTNERS, **_EN_ROLES})
    + r"))"
)
_ZH_WHOSE = r"我(?P<owner>" + _alternation({**_ZH_KIN, **_ZH_PARTNERS, **_ZH_ROLES}) + r")"
_EN_NUMBER = r"(?:new\s+)?(?:phone\s+|cell\s+|mobile\s+)?(?:number|phone|cell|mobile)"
_PHONE = r"(?P<value>\+?\d[\d ().-]{5,}\d)"
_ZH_NUMBER = r"(?:新的?)?(?:手机号码|手机号|电话号码|电话|手机|号码)"
_EMAIL = r"(?P<value>[\w.+-]+@[\w-]+(?:\.[\w-]+)+)"


def _is_one(en_owner: str) -> str:
    """``en_owner`` and what they are now, as a job is said ("my wife is a", "my husband's a", "my sister is now an",
    "my boyfriend works as a", "Priya has been a")."""
    who = en_owner.removesuffix(r"\s+").removesuffix(r"(?![\w'’-])")
    return (
        who + r"(?![\w-])(?:\s+" + _EN_NOW + r"(?:is|has\s+been|works\s+as)|['’]s)\s+" + _EN_NOW + r"an?\s+"
    )


def _homes_and_workplaces(en_owner: str, zh_owner: str) -> tuple[tuple[re.Pattern[str], str, str], ...]:
    """The rules of where the one an ``owner`` pattern names lives and works (a relative by role, a person by name)."""
    return (
        *_homes(en_owner, zh_owner),
        *_workplaces(en_owner, zh_owner),
    )


def _homes(en_owner: str, zh_owner: str) -> tuple[tuple[re.Pattern[str], str, str], ...]:
    """The rules of where the one an ``owner`` pattern names lives."""
    return (
        # "my sister lives in Rome", "my parents still live in Leeds", "my brother is living in Oslo"
        (re.compile(en_owner + _EN_NOW + r"(?:lives?|is\s+living|are\s+living|has\s+been\s+living|have\s+been\s+living)\s+in\s+"
                    + _EN_NOT_A_VALUE + _EN_VALUE, _I), "lives_in", "fact"),
        # "my sister moved to Paris (last month)", "my parents relocated to Spain" (not "moved to Sales": a team)
        (re.compile(en_owner + _EN_NOW + r"(?:has\s+|have\s+)?(?:moved|relocated)\s+(?:back\s+)?(?:to|into)\s+" + _EN_NOT_A_HOME + _EN_NOT_A_VALUE + _EN_VALUE, _I),
         "lives_in", "fact"),
        # 我妹妹住在上海, 我哥现在住杭州, 我爸妈还住在老家 (what is 老家 is a place too)
        # (not with someone: 住在我这, 住在她那边)
        (re.compile(zh_owner + _ZH_WHEN + r"住(?:在)?(?!在|[我你他她]们?[这那])" + _ZH_PLACE + _ZH_ENDS), "lives_in", "fact"),
        # 我哥搬到成都了, 我妹妹上个月搬去了深圳; 我姐嫁到了成都, 我姑姑远嫁广西 (not 嫁到了一个好人家: no place)
        (re.compile(zh_owner + _ZH_WHEN + r"(?:搬(?:家)?(?:到|去|回)|远?嫁(?:到|去)|远嫁)了?" + _ZH_NOT_A_COUNT + r"(?!好|有钱|农村|城里|婆家)"
                    + _ZH_PLACE + _ZH_ENDS), "lives_in", "fact"),
    )  # fmt: skip


def _workplaces(en_owner: str, zh_owner: str) -> tuple[tuple[re.Pattern[str], str, str], ...]:
    """The rules of where the one an ``owner`` pattern names works."""
    return (
        # "my brother works at Siemens", "my dad got a job at Tesco", "my sister joined Google", "my mom works for the NHS"
        (re.compile(en_owner + _EN_NOW + r"(?:works?|is\s+working|has\s+been\s+working)\s+(?:at|for)\s+" + _EN_NOT_A_VALUE + _EN_VALUE, _I),
         "works_at", "fact"),
        (re.compile(en_owner + _EN_NOW + r"(?:got\s+(?:a|the|her|his)\s+(?:new\s+)?(?:job|role|position)\s+(?:at|with)|joined|"
                    r"started\s+(?:a\s+new\s+job\s+at|working\s+(?:at|for)|at))\s+" + _EN_NOT_A_VALUE + _EN_VALUE, _I), "works_at", "fact"),
        # "my wife is a nurse at St Mary's", "my boyfriend works as a barista at Blue Bottle" (not "was", "is a
        # patient at Kaiser", "a nurse at heart"); and the job itself, beside it (:data:`KIN_BESIDE`), or alone ("my
        # dad is a mechanic")
        (re.compile(_is_one(en_owner) + EN_NOW_OCCUPATION + _AT_EMPLOYER + _EN_NOT_A_VALUE + _EN_VALUE, _I),
         "works_at", "fact"),
        (re.compile(_is_one(en_owner) + r"(?P<value>" + EN_NOW_OCCUPATION + r")"
                    r"(?=\s*(?:$|[,.;:!)]|\s(?:at|for|with|in|and|but|so|now|too|lol)\b))(?!\s+at\s+heart\b)(?![^.!?\n]*\?)", _I),
         "job", "fact"),
        # 我妹妹在腾讯上班, 我哥在华为工作 (an employer: a city is where, not for whom); 王芳在华为做律师, 我妹妹在协和当护士
        (re.compile(zh_owner + _ZH_WHEN + r"在" + _ZH_PLACE + r"(?:上班|工作)"), "works_at", "fact"),
        (re.compile(zh_owner + _ZH_WHEN + r"在(?!家|学校|公司|单位|医院|这边|那边|这里|那里)" + _ZH_PLACE + ZH_JOB_DONE, _I),
         "works_at", "fact"),
        # 我哥是程序员, 我妈是一名护士, 我妹妹在协和当护士, 王芳现在做会计, 我老婆是美团的骑手 (not 我爸是退休老师, 我妈以前是老师, 我哥是老师吗)
        (re.compile(zh_owner + _ZH_WHEN + r"(?:在[^，。！？；,.!?;\s]{1,12}?)?(?:是(?:(?![我你他她这那])[^，。！？；,.!?;\s的]{2,8}的(?!前|原|退休))?|当|做)(?:了)?(?!退休|前(?!端|台)|原|以前|曾经)" + ZH_OCCUPATION
                    + r"(?=$|[，,。！!；;\s]|了|啦)(?![^。！？!?\n]*[?？吗])(?!" + RETIRED_LATER + ")"), "job", "fact"),
        # 我妹妹跳槽去了字节, 我哥跳槽到阿里了, 我妹妹入职了美团
        (re.compile(zh_owner + _ZH_WHEN + r"(?:跳槽(?:去|到)了?|入职了?|去了?(?=[^，。！？；,.!?;\s\n]{2,12}?(?:上班|工作)))"
                    + _ZH_PLACE + r"(?=$|[，,。！!？?；;\s]|了|啦|上班|工作)"), "works_at", "fact"),
    )  # fmt: skip


# a person by name, said alone or after who they are to the speaker ("Priya", "my friend Priya", "my coworker Jun"): a
# word with a capital (its case as written, whatever the rule's), checked as a name by :func:`named_owner`
_EN_ROLE_SAID = rf"(?:\b(?:my|our)\s+(?:(?:best|old|close|good|dear|new)\s+)?(?P<role>{ROLES_EN})\s+)"
_EN_NAME_SAID = (
    rf"(?<![\w'’@#.-])(?P<owner>(?-i:[{CASED_UPPER}][{CASED_LOWER}]+(?:\s+[{CASED_UPPER}][{CASED_LOWER}]+)?))"
)
_EN_NAMED_WHOSE = _EN_ROLE_SAID + "?" + _EN_NAME_SAID
_EN_NAMED = _EN_NAMED_WHOSE + r"\s+"
# ... said after who they are ("my daughter Emma"), where a bare number after the name is read as their age: a word
# with a capital alone may be no one ("Pickup is 3", "Bedtime is 8 now", "Size is 10")
_EN_NAMED_BY_ROLE = _EN_ROLE_SAID + _EN_NAME_SAID + r"\s+"
# ... in Chinese, opening its clause: 王芳, 小李, 老张, 李总, 乐乐, 我同事小李, 我大学同学王芳 (not 老板, 老公, 小区, 周末: a role,
# a partner, a thing or a time, nor 我哥 as X哥 calls one; nor a surname opening a word of a kind or a place: 程序员, 高铁站, 林子里)
_ZH_NAMED = (
    rf"(?:^|(?<=[，,。！!？?；;\s]))(?:我的?(?:大学|高中|初中|小学)?(?:{ROLES_ZH}))?"
    r"(?P<owner>(?!老[板公婆妈爸师家乡总]|小[孩区学时说组伙朋]|周末|周[一二三四五六日天]|我)"
    rf"(?:{ZH_CALLED}|{ZH_DOUBLED_NAME}|{_ZH_SURNAME}[\u4e00-\u9fff]?[^\W\d_{CASED_LETTER}{_ZH_NOT_A_NAME_END}站里处区场所厂店馆院楼城市省县镇村路街的了着]))"
)

# one's relative or partner, whose age and birthday are theirs: "my son", "our daughter", "my wife", "mom" of "mom just
# turned 65"; "my mom", "Mom", "wife" of "my mom's birthday", "Mom's birthday", "wife's bday"; 我女儿, 女儿, 我老婆, 孩子,
# 我妈的生日 (not 我女儿的同学, 我儿子们)
#: The English words for a relative or a partner, as a regular-expression alternation (match case-insensitively).
EN_FAMILY = _alternation({**_EN_KIN, **_EN_PARTNERS})
_EN_ADJ = r"(?:(?:older|younger|elder|big|little|baby|twin|eldest|oldest|youngest)\s+)?"
# (said bare opening a clause as chat says it: "mom just turned 65!", "Dad's bday is 3/14")
_EN_FAMILY_WHOSE = rf"(?:\b(?:my|our)\s+|(?:^|(?<=[.!?,;:(]))\s*)(?P<owner>{_EN_ADJ}(?:{EN_FAMILY}))"
#: A relative or partner of the speaker's opening what is said of them ("my dad ", "Mom "), the word the group ``owner``.
EN_FAMILY_WHO = _EN_FAMILY_WHOSE + r"(?![\w'’-])\s+"
_ZH_FAMILY = _alternation({**_ZH_KIN, **_ZH_PARTNERS, "孩子": "孩子", "宝宝": "宝宝"})
#: The same in Chinese (我爸, 我女儿, 女儿 opening a clause).
ZH_FAMILY_WHO = rf"(?:我的?|(?:^|(?<=[，,。！!？?；;\s])))(?P<owner>{_ZH_FAMILY})(?!们|和|跟|的(?!生日))"

# a clause going on from one's relative or partner, its subject left out (我哥是程序员，在字节上班: his job and employer)
_KIN_GOES_ON_RULES = tuple(
    rule
    for rule in (
        *_homes(_NEVER, goes_on_from(_ZH_OWNER)),
        *_workplaces(_NEVER, goes_on_from(_ZH_OWNER)),
        *_workplaces(_NEVER, goes_on_from(_ZH_PARTNER_OWNER)),
        *ages(_NEVER, _NEVER, goes_on_from(ZH_FAMILY_WHO)),
    )
    if has_cjk(rule[0].pattern)
)

#: (pattern, attribute, event type): a relative's home and workplace and a partner's workplace, the one the rule's
#: ``owner``; a relative's or a partner's age and birthday (:mod:`~.kin_ages`).
KIN_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    *_homes_and_workplaces(_EN_OWNER, _ZH_OWNER),
    *_workplaces(_EN_PARTNER_OWNER, _ZH_PARTNER_OWNER),
    *kin_retired(_ZH_OWNER),  # 我妈是小学老师 今年刚退休: her job ended
    *kin_retired(_ZH_PARTNER_OWNER),
    *ages(EN_FAMILY_WHO, EN_FAMILY_WHO, ZH_FAMILY_WHO),
    # a clause going on from the relative, its subject left out (我哥是程序员，在字节上班: :mod:`~.kin_goes_on_zh`)
    *_KIN_GOES_ON_RULES,
    *birthdays(_EN_FAMILY_WHOSE, EN_FAMILY_WHO, ZH_FAMILY_WHO),
    *CHILDREN_AGE_RULES,  # "my kids are 5 and 8", "the twins just turned 4": the group's
    *kin_allergy_rules(_EN_FAMILY_WHOSE + r"(?![\w-])", ZH_FAMILY_WHO),  # "my son is allergic to peanuts", 我儿子对鸡蛋过敏
    # "my wife's number is 415-555-0123", "my mom's new cell: ...", "my dad's phone number is now ..."
    (re.compile(_EN_WHOSE + r"['’]s\s+" + _EN_NUMBER + r"\s*(?:is|'s|:)\s*(?:now\s+)?" + _PHONE, _I), "phone", "fact"),
    # "my wife changed her number, it's ...", "my mom got a new phone number: ..."
    (re.compile(_EN_WHOSE + r"\s+(?:has\s+|just\s+)?(?:changed|got|has)\s+(?:his|her|their|a)\s+" + _EN_NUMBER
                + r"\b[^.!?\d]{0,25}?" + _PHONE, _I), "phone", "fact"),
    # "my dad's email is bob@aol.com", "my wife's work email: ..."
    (re.compile(_EN_WHOSE + r"['’]s\s+(?:new\s+)?(?:(?:personal|private)\s+)?(?P<slot>work\s+e-?mail|e-?mail)(?:\s+address)?"
                r"\s*(?:is|'s|:)\s*(?:now\s+)?" + _EMAIL, _I), "{slot}", "fact"),
    # 我老婆的手机号是136…, 我妈的电话：135…, 我老公的号码换成了…
    (re.compile(_ZH_WHOSE + r"的" + _ZH_NUMBER + r"(?:现在)?(?:是|换成了?|改成了?|：|:)\s*" + _PHONE.replace(" ().-", " -")),
     "phone", "fact"),
    # 我妈换号了，新号码是…, 我老婆换了个新手机号 …, 我爸的号码改了，…
    (re.compile(_ZH_WHOSE + r"(?:换号了|换了?(?:个|一个)?" + _ZH_NUMBER + r"|的?(?:手机号|号码|电话)(?:换|改)了)[^。！？\n\d]{0,12}?"
                + _PHONE.replace(" ().-", " -")), "phone", "fact"),
    # 我老公的邮箱是…, 我妹妹的邮箱改成了…
    (re.compile(_ZH_WHOSE + r"的(?:邮箱|邮件地址|電郵)[^@\n。！？]{0,20}?" + _EMAIL.replace(r"[\w.+-]", "[A-Za-z0-9_.+-]")),
     "email", "fact"),
)  # fmt: skip

# one's pet by its name, whose age is theirs: "my cat Luna" of "my cat Luna is 14", "our corgi Max"; 我家猫咪豆豆 of
# 我家猫咪豆豆今年8岁了
_EN_PET_NAMED = (
    r"\b(?:my|our)\s+(?P<role>dog|cat|puppy|kitten|" + EN_BREEDS + r")\s+" + _EN_NAME_SAID + r"\s+"
)
_ZH_PET_NAMED = r"我(?:家|们家)?的?(?P<role>猫咪|猫猫|小猫|猫|狗狗|小狗|狗)(?P<owner>(?!今年|已经|现在|都|才|刚)[\u4e00-\u9fff]{2})"

#: (pattern, attribute, event type): where a person the speaker names lives and works, and their age and birthday, the
#: person the rule's ``owner`` (:func:`named_owner`); a named pet's age.
NAMED_RULES = (
    *_homes_and_workplaces(_EN_NAMED, _ZH_NAMED),
    *ages(_EN_NAMED, _EN_NAMED_BY_ROLE, _ZH_NAMED),
    *ages(_EN_PET_NAMED, _EN_PET_NAMED, _ZH_PET_NAMED),
    *birthdays(_EN_NAMED_WHOSE, _EN_NAMED, _ZH_NAMED),
)


#: The rules of a relative's or a named person's job, read beside their employer's ("my wife is a nurse at St Mary's").
#: A clause going on from the relative is read beside what the sentence said of them first (我哥是程序员，在字节上班).
KIN_BESIDE = frozenset(
    pattern for pattern, attribute, _ in (*KIN_RULES, *NAMED_RULES) if attribute == "job"
) | frozenset(pattern for pattern, _, _ in _KIN_GOES_ON_RULES)


def named_owner(text: str, match: re.Match[str]) -> str | None:
    """The person a rule of :data:`NAMED_RULES` read in ``text``, as said; None where the word it read is no name
    ("Everyone moved to Slack", "Hope moved"): a word the entity rules read as a name, or one said after who it is
    to the speaker ("my coworker Jun"). Of two words ("Yesterday Priya moved"), the last when only it is a name.

        >>> rule = NAMED_RULES[1][0]
        >>> [named_owner(t, rule.search(t)) for t in ("Priya moved to Boston", "Yesterday Priya moved to Boston")]
        ['Priya', 'Priya']
        >>> named_owner("Everyone moved to Boston", rule.search("Everyone moved to Boston")) is None
        True
    """
    owner = match["owner"]
    if _SUPPOSED.search(text, max(0, match.start() - 40), match.end("owner")):
        return None  # "If Priya moved to Denver I'd be sad": nobody moved
    if has_cjk(owner) or match.groupdict().get("role"):
        return kin_owner(owner)
    names = _names_in(text)
    if normalize_entity(owner) in names:
        return kin_owner(owner)  # ("Mom moved to Florida": the mother "my mom" names)
    if owner.lower() in _NAME_WORDS and _OPENS_CLAUSE.search(text, 0, match.start("owner")):
        return owner  # "Jun moved to Denver", "May got a job at Pfizer": no month nor "may" moves or works
    last = owner.split()[-1]
    return last if last != owner and normalize_entity(last) in names else None


@functools.lru_cache(maxsize=64)  # read once for the matches of one message, not once a match
def _names_in(text: str) -> frozenset[str]:
    return frozenset(mention.key for mention in extract_entities(text) if mention.kind == "name")


# names that are a month or a modal too, which the entity rules read as none (Jun, May, June, April, Jan, Will):
# opening a clause right before a move or a job, they are a person (a month is no one, "Will" opening a sentence
# asks a question: "Will moved to Leeds"), not said after a word that makes them a time ("in May moved to ...")
_NAME_WORDS = frozenset("jan april may june jun august will".split())
_OPENS_CLAUSE = re.compile(r"(?:^|[.!?,;:\n(]|\b(?:and|but|so|then|oh|also|btw))\s*$", _I)

# a supposition right before what it supposes, in its clause (a Chinese name is read opening its clause: 要是王芳搬到北京
# reads none)
_SUPPOSED = re.compile(
    r"\b(?:if|unless|whether|suppose|supposing|imagine|what\s+if|in\s+case)\b[^.,;!?\n]*$", _I
)


# the people said right before another, joined to them by "and" and opening the clause with them: names ("Priya and
# Dev", "Alex, Sam and Jo") or one's relative or friend ("my sister and Priya", "my friend Priya and Dev", "Mom and
# Dad"); not a place or a thing ending a clause before ("Chris moved to Boston and Jordan moved to Denver")
_NAME_WORD = rf"(?-i:[{CASED_UPPER}][{CASED_LOWER}]+)"
_JOINED = re.compile(
    r"(?:^|[.!?,;:\n(]|\b(?:and|but|so|then|oh|also|btw))\s*"
    rf"(?:(?:my|our)\s+(?P<kin>(?:[\w-]+\s+)?(?P<role>{ROLES_EN}))(?:\s+(?P<called>{_NAME_WORD}))?|(?P<name>{_NAME_WORD}))"
    rf"(?P<more>(?:\s*,\s*{_NAME_WORD})*)\s*,?\s+(?:and|&)\s+$",
    _I,
)


def joined_people(text: str, start: int) -> tuple[int, tuple[str, ...]]:
    """The people said together with the one named at ``start`` of ``text``, before them ("Alex and Sam live in
    Boston": Alex; "my sister and Priya moved to Leeds": the sister), each as the slot's owner is stored, and where
    the first of them is said (``start`` when none is): what the clause says is of each of them, so each has it (a
    later move of Sam's ends Sam's home, not Alex's).

        >>> joined_people("Alex and Sam live in Boston", 9), joined_people("my mom and Priya moved", 11)
        ((0, ('Alex',)), (0, ('mother',)))
        >>> joined_people("I moved to Leeds and Sam moved to York", 21)
        (21, ())
    """
    if (pair := _ZH_PAIR.match(text, start)) is not None:
        return start, (kin_owner(pair["other"]),)  # 我外公外婆住在绍兴: 外婆 too
    m = _JOINED.search(text, max(0, start - 80), start)
    if m is None:
        return start, ()
    more = tuple(name.strip(" ,") for name in m["more"].split(",") if name.strip(" ,"))
    if m["called"] is not None or (m["role"] is not None and m["role"].lower() in _EN_KIN):
        return m.start("kin") - len("my "), (m["called"] or kin_owner(m["kin"]), *more)
    if m["role"] is not None:
        return start, ()  # "my coworker and Jun": which coworker is not known, no one's slot to hold
    name = m["name"]
    if name.lower() in _NAME_WORDS or normalize_entity(name) in _names_in(text) or kin_owner(name) != name:
        return m.start("name"), (kin_owner(name), *more)
    return start, ()


def kin_owner(said: str) -> str:
    """The relative a rule above read, by the word it is stored under: its last word the family's one ("Mom" ->
    "mother", "older sis" is not read, "older sister" stays), 妹 -> 妹妹.

        >>> kin_owner("Mom"), kin_owner("older sister"), kin_owner("妹")
        ('mother', 'older sister', '妹妹')
    """
    if (group := children_group(said)) is not None:
        return group  # "my kids", "my children": one group
    *said_before, last = said.lower().split() or [""]
    if last in _EN_KIN or last in _EN_PARTNERS:
        return " ".join([*said_before, _EN_KIN.get(last) or _EN_PARTNERS[last]])
    return _ZH_KIN.get(said) or _ZH_PARTNERS.get(said, said)


# 婆婆 is the husband's mother in Mandarin (我婆婆总是催我们生孩子), and one's grandmother (外婆) in Cantonese and the
# south: a message written in Cantonese (a word only Cantonese writes: 喺, 嘅, 咗, 佢, 而家, 喇) or one saying she raised
# the speaker (婆婆湊大我, 婆婆把我带大: no husband's mother does) says the grandmother; traditional characters alone
# say neither (Taiwan's 婆婆 is the husband's mother)
_WRITTEN_CANTONESE = re.compile(
    r"[喺嘅咗哋嚟佢啲嘢俾畀嗰𠮶咁乜攰瞓喇咩冇唔係錫]|而家|屋企|點解|点解|邊度|边度|鍾意|钟意|幾多|几多"
)
_RAISED_ME = re.compile(r"(?:湊|凑|带|帶|养|養|照顾|照顧)大(?:咗)?我|把我(?:带|帶|养|養|湊|凑)大")


def kin_meant(owner: str, text: str) -> str:
    """The relative ``owner`` (:func:`kin_owner`) is, as ``text`` (the message, as written) says: 婆婆 is 外婆 where
    it is written in Cantonese or says she raised the speaker.

        >>> kin_meant("婆婆", "我婆婆住喺大埔"), kin_meant("婆婆", "我婆婆住在我们楼下"), kin_meant("妈妈", "我妈住喺大埔")
        ('外婆', '婆婆', '妈妈')
    """
    if owner == "婆婆" and (_WRITTEN_CANTONESE.search(text) or _RAISED_ME.search(text)):
        return "外婆"
    return owner


def kin_words(subject: str) -> frozenset[str]:
    """The words a relative or partner stored under ``subject`` (:func:`kin_owner`) is said with, for a keyword search.

    >>> sorted(kin_words("father")), sorted(kin_words("爸爸")), sorted(kin_words("older sister"))
    (['dad', 'father'], ['父亲', '爸', '爸爸', '老爸', '老豆', '阿爸'], ['older', 'sister'])
    """
    *said_before, last = subject.split() or [""]
    words = {*said_before, last}
    for table in (_EN_KIN, _EN_PARTNERS, _ZH_KIN, _ZH_PARTNERS):
        words.update(word for word, stored in table.items() if stored == last)
    return frozenset(words)


def family_owner(said: str) -> str | None:
    """The relative or partner ``said`` names ("mom", "older sister", "wife", 妈, 老公), by the word the rules above
    store them under (:func:`kin_owner`); None for anyone else ("manager Priya", "Priya").

        >>> family_owner("Mom"), family_owner("older sister"), family_owner("老公"), family_owner("manager Priya")
        ('mother', 'older sister', '老公', None)
    """
    words = said.lower().split()
    if (
        (words and (words[-1] in _EN_KIN or words[-1] in _EN_PARTNERS))
        or said in _ZH_KIN
        or said in _ZH_PARTNERS
    ):
        return kin_owner(said)
    return None


# A request naming a relative's or a partner's number or e-mail ("forget my wife's number", "delete my mom's email
# address", 忘掉我老婆的手机号, 别记我妈的邮箱了)
_EN_CONTACT_NAMED = re.compile(
    _EN_WHOSE
    + r"['’]s\s+(?:(?:new|old|current|previous)\s+)?(?:(?P<phone>(?:phone|cell|mobile)(?:\s+number)?|number)"
    r"|(?P<email>e-?mail)(?:\s+address)?)\b",
    _I,
)
_ZH_CONTACT_NAMED = re.compile(
    _ZH_WHOSE
    + r"的?(?:新|旧|现在|以前)?的?(?:(?P<phone>手机号码|手机号|电话号码|电话|手机|号码)|(?P<email>邮箱|邮件地址))"
)


def contact_named(text: str) -> tuple[str, str] | None:
    """Whose number or e-mail a request names, and which (``("wife", "phone")`` for "forget my wife's number",
    ``("妈妈", "email")`` for 别记我妈的邮箱了), the owner as :func:`kin_owner` stores it; or None.

        >>> contact_named("forget my wife's number"), contact_named("忘掉我老婆的手机号"), contact_named("my number")
        (('wife', 'phone'), ('老婆', 'phone'), None)
    """
    found = _EN_CONTACT_NAMED.search(text) or _ZH_CONTACT_NAMED.search(text)
    if found is None:
        return None
    return kin_owner(found["owner"]), "phone" if found["phone"] else "email"


#: The patterns of :data:`KIN_RULES`, whose owner :func:`kin_owner` names.
KIN_PATTERNS: frozenset[re.Pattern[str]] = frozenset(pattern for pattern, _, _ in KIN_RULES)
#: The patterns of :data:`NAMED_RULES`, whose owner :func:`named_owner` names.
NAMED_PATTERNS: frozenset[re.Pattern[str]] = frozenset(pattern for pattern, _, _ in NAMED_RULES)
#: The patterns of someone's age in the rules above, whose value is taken as matched (五 is 5), as the speaker's is.
AGE_PATTERNS: frozenset[re.Pattern[str]] = frozenset(
    pattern for pattern, attribute, _ in (*KIN_RULES, *NAMED_RULES) if attribute == "age"
)

__all__ = [
    "AGE_PATTERNS",
    "EN_FAMILY",
    "EN_FAMILY_WHO",
    "KIN_BESIDE",
    "KIN_PATTERNS",
    "KIN_RULES",
    "NAMED_PATTERNS",
    "NAMED_RULES",
    "PARTNER_SUBJECTS",
    "ZH_FAMILY_WHO",
    "contact_named",
    "family_owner",
    "joined_people",
    "kin_owner",
    "kin_words",
    "named_owner",
]
