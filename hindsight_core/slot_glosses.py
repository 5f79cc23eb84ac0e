"""The words a slot is named by in either language: the words of its name ("preferred_database" -> preferred,
database), their glosses, and where a word has none the Chinese words the rule extractor reads as naming it (老婆
of ``wife``, 车 of ``car``, 猫 of ``cat`` and ``cats_count``). The keyword index holds them beside a record's text, so
that a memory said in one language is found by a question naming its slot in the other ("I drive a Subaru Outback"
by 我的车是什么牌子, "My wife's name is Emma" by 我老婆叫啥); recall and supersession read them too. A Chinese question
is searched by the other language's words of the slots it names too (:func:`other_language_words`).

    >>> slot_words("wife"), slot_words("cats_count")
    (['wife', '老婆', '妻子', '太太', '媳妇'], ['cats', 'count', '猫咪', '猫猫', '小猫', '猫'])
"""

from __future__ import annotations

import re

from hindsight_core.extraction.pet_names import ZH_PET_SLOTS
from hindsight_core.extraction.slot_patterns import ZH_KIN, ZH_SLOTS
from hindsight_core.text import has_cjk

#: Chinese words for the slot words the extractors use, so that a memory stored with a slot such as
#: "preferred_database" is found by a question in either language ("which database" / "什么数据库").
SLOT_GLOSSES: dict[str, tuple[str, ...]] = {
    "database": ("数据库",),
    "language": ("编程语言", "语言"),
    "editor": ("编辑器",),
    "cloud": ("云",),
    "os": ("操作系统",),
    "framework": ("框架",),
    "tool": ("工具",),
    "library": ("库",),
    "name": ("名字", "叫", "called"),
    # the name the user asks to be called by ("call me Sam", 叫我小王就行), asked as 你应该怎么称呼我, "what should you call me?"
    "nickname": ("称呼", "叫", "call", "called", "instruction", "instructions"),
    # how the user wants the assistant to answer ("keep your answers short", 回答简短一点, "use metric units"), asked as
    # "how do I like your answers?", 我喜欢你怎么回答, 我用什么单位, "what instructions did I give you?" (and read
    # by recall.standing: "instruction" is in few a record's text)
    "reply": ("回答", "回复", "answer", "answers", "instruction", "instructions"),
    "length": ("简短", "详细", "长短", "short", "long"),
    "bullet": ("列表", "分点", "instruction", "instructions"),
    "emoji": ("表情", "表情符号", "emojis", "instruction", "instructions"),
    "timezone": ("时区", "time", "zone", "instruction"),
    # a topic the user told the assistant to leave alone ("don't bring up my divorce again", 别再提我前男友了)
    "avoid": ("别提", "不要提", "instruction", "instructions"),
    "units": ("单位", "公制", "英制", "metric", "imperial", "instruction", "instructions"),
    "birthday": ("生日", "born"),
    "email": ("邮箱", "邮件", "mail", "contact"),
    "phone": ("电话", "手机", "号码", "手机号", "联系方式", "number", "mobile", "cell", "contact"),
    "address": ("地址", "住址"),
    "job": ("工作", "职业", "职位", "干", "work", "role", "position", "profession", "occupation"),
    "works": ("工作", "上班", "公司", "单位", "job", "company", "employer"),
    "boss": ("老板",),
    "major": ("专业",),
    "school": ("学校",),
    "hometown": ("老家", "家乡"),
    "from": ("来自", "老家", "家乡", "hometown", "origin"),
    # where one lives and works, by another of the slot's names (``merge.SAME_SLOT``): "My city: Portland" answers
    # "where do I live?", 我的单位：浙江大学 我在哪上班
    "city": ("城市", "住", "live", "lives", "home"),
    "company": ("公司", "单位", "工作", "上班", "work", "works", "employer"),
    "employer": ("公司", "单位", "工作", "上班", "work", "works", "company"),
    "lives": ("住", "城市", "home", "city"),
    "food": ("食物", "吃"),
    "diet": ("饮食", "吃", "eat", "food"),
    "allergic": ("过敏", "allergy"),
    "dose": ("药", "剂量", "medication", "meds", "medicine"),
    "movie": ("电影",),
    "book": ("书",),
    "sport": ("运动",),
    "kids": ("孩子", "小孩"),
    "color": ("颜色",),
    "favorite": ("最喜欢", "like", "love"),
    "preferred": ("喜欢", "偏好"),
    "prefers": ("喜欢", "偏好"),
    "likes": ("喜欢", "love", "enjoy"),
    "dislikes": ("不喜欢", "讨厌", "hate"),
    "chosen": ("选", "决定", "decided"),
    "uses": ("用",),
    # a health reading, by the whole slot's name (a tyre pressure is no blood pressure): "bp" and 血压 ask it
    "blood_pressure": ("血压", "bp"),
    "blood_sugar": ("血糖", "glucose"),
    "a1c": ("糖化", "糖化血红蛋白", "hba1c"),
    "cholesterol": ("胆固醇", "血脂"),
    "ldl_cholesterol": ("ldl", "低密度", "胆固醇", "血脂"),
    "hdl_cholesterol": ("hdl", "高密度", "胆固醇", "血脂"),
}


#: The slots that hold an instruction to the assistant ("please always answer me in Chinese", 叫我小王就行), read
#: apart by :mod:`~hindsight_core.recall.standing` for the block above every adapter's context.
STANDING_SLOTS = (
    "reply_language",
    "reply_length",
    "reply_length_code",
    "bullet_points",
    "emoji",
    "units",
    "timezone",
    "nickname",
    "avoid",
)
#: The word the keyword index holds for every record of :data:`STANDING_SLOTS` and no message says: they are read by
#: it alone, so memories saying "instructions" or "timezone" ("the setup instructions were wrong again") never
#: crowd them out of the lookup.
STANDING_WORD = "standinginstruction"


def indexed_slot_words(slot: str) -> list[str]:
    """What the keyword index holds for a record of ``slot``: its :func:`slot_words`, and :data:`STANDING_WORD` for
    an instruction's."""
    return [*slot_words(slot), STANDING_WORD] if slot in STANDING_SLOTS else slot_words(slot)


#: The Chinese words the rule extractor reads as naming each slot (妹妹 -> ``sister``, 狗狗 -> ``dog``), by slot.
_SLOT_OF = {**ZH_SLOTS, **ZH_KIN, **ZH_PET_SLOTS}
_ZH_NAMES: dict[str, tuple[str, ...]] = {}
for _said, _slot in _SLOT_OF.items():
    _ZH_NAMES[_slot] = (*_ZH_NAMES.get(_slot, ()), _said)


def slot_words(slot: str) -> list[str]:
    """The words of a slot name and their glosses ("preferred_database" -> preferred, database, 数据库); a word with no
    gloss by the Chinese words naming it (a count by its thing: ``cats_count`` by 猫)."""
    words = [w for w in re.split(r"[_\s]+", slot.lower()) if w]
    out = list(words)
    for word in words:
        out.extend(SLOT_GLOSSES.get(word) or _ZH_NAMES.get(word) or _ZH_NAMES.get(word.removesuffix("s"), ()))
    if len(words) > 1:
        out.extend(SLOT_GLOSSES.get("_".join(words), ()))  # a reading by its whole name: blood_pressure, 血压
    return list(dict.fromkeys(out))


# the Chinese words naming a slot, longest first (手机号 before 手机), read in a question as the keyword index reads them
_ZH_SLOT_WORD = re.compile(
    "|".join(sorted({w for ws in _ZH_NAMES.values() for w in ws}, key=len, reverse=True))
)
_LATIN_WORD = re.compile(r"[A-Za-z]+")
# a slot's words that say what is asked of a thing, not the thing (the name of 我儿子的名字, the 工作 of 在哪工作)
_NOT_THE_THING = frozenset({"name", "in", "at", "job", "works"})


def other_language_words(query: str, asked: str | None = None) -> str:
    """The words of the other language a Chinese question (simplified) names a slot by, for a keyword search: the
    English slot of a Chinese word (我老婆叫啥 -> wife, 我的车是什么牌子 -> car, 你还记得我儿子的名字吗 -> son), the Chinese words
    of an English one said among Chinese (我的dentist约在几点 -> 牙医, 我boss叫啥 -> 老板 领导 上司), and the words of
    ``asked``, the slot it asks for where one is read (我是做什么的 names none of ``job``'s words, and "I'm a nurse" shares
    none with it); empty for any other question. A memory said in English and stored with no slot ("My son Jake just
    turned 7") is found by its words.

    >>> other_language_words("我老婆叫啥"), other_language_words("我的dentist约在几点"), other_language_words("Who is my wife?")
    ('wife', '牙医', '')
    >>> other_language_words("我是做什么的", "job")
    'job work role position profession occupation'
    """
    if not has_cjk(query):
        return ""
    words = [w for said in _ZH_SLOT_WORD.findall(query) for w in re.split(r"[_\s]+", _SLOT_OF[said])]
    words += [w for latin in _LATIN_WORD.findall(query) for w in _ZH_NAMES.get(latin.lower(), ())]
    if (
        asked is not None
    ):  # (the slot's own words, "job" too: here it is the thing asked; no Chinese, said already)
        return " ".join(dict.fromkeys([*(w for w in words if w not in _NOT_THE_THING), *_english(asked)]))
    return " ".join(dict.fromkeys(w for w in words if w not in _NOT_THE_THING))


def _english(slot: str) -> list[str]:
    """The English words of ``slot``'s :func:`slot_words` ("works_at" -> works, job, company, employer)."""
    return [w for w in slot_words(slot) if not has_cjk(w) and w not in ("at", "in")]
