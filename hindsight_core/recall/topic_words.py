"""The words a broad area of a life is talked about in, for a question asking for everything on it.

"What have I told you about my health?" names an area, not a word its memories say: "my doctor said my cholesterol
is a bit high", "I'm allergic to penicillin", 最近失眠 say nothing of health. In English the vector path finds some
of them; in Chinese, which the bundled embedder does not read, only words find a memory, and 我的健康情况你还记得什么
found none at all. Asked for everything on such an area (:func:`~hindsight_core.recall.about_memory.asked_topic`),
recall searches the words its memories are said in too (:func:`area_words`). Only a topic that is the area alone
("my health", "work", 我孩子, 旅游计划) is widened: one naming something of its own ("the Japan trip", 云南旅行) is
searched for that.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from functools import lru_cache

from hindsight_core.models import MemoryRecord
from hindsight_core.recall.fusion import best_ids
from hindsight_core.recall.named_people import everyone_for_roles
from hindsight_core.text import has_cjk, root, root_terms, spoken, to_simplified

# (what names the area, the words its memories are said in); the Chinese words are bigrams or longer (a single
# character matches too much: 病 of 毛病, 药 of 火药)
_AREAS: tuple[tuple[str, str], ...] = (
    (
        r"health|healthy|medical|medicine|illness(?:es)?|sickness|conditions?|wellbeing|well-being|body"
        r"|健康|身体|病情|医疗|看病|毛病",
        "doctor gp hospital clinic allergic allergy allergies asthma blood pressure cholesterol diabetes "
        "medication medicine pills prescription vitamin insomnia sleep sleeping pain surgery injury diagnosed "
        "symptoms inhaler migraine physio therapist dentist "
        "医生 医院 看病 过敏 血压 血糖 胆固醇 糖尿病 失眠 睡眠 吃药 药物 维生素 体检 手术 胃病 感冒 发烧 头疼 头痛 生病 住院",
    ),
    (
        r"jobs?|work|career|workplace|office|employer|employment"
        r"|工作|上班|职业|事业|职场|公司|单位",
        "work job office company boss manager colleague colleagues coworker coworkers team promoted promotion "
        "salary raise hired interview project deadline client clients employer career shift "
        "工作 上班 公司 单位 老板 领导 同事 经理 主管 加班 升职 工资 薪水 项目 辞职 入职 面试 跳槽 出差",
    ),
    (
        r"kids?|children|child|babies|baby|little\s+ones?"
        r"|孩子|小孩|子女|儿女|娃|宝宝",
        "son daughter sons daughters kid kids child children baby toddler school nursery kindergarten "
        "儿子 女儿 孩子 小孩 宝宝 幼儿园 上学 学校",
    ),
    (
        r"parents|folks|父母|爸妈",
        "mom mum dad mother father parents 爸爸 妈妈 我爸 我妈 老爸 老妈 父母 爸妈",
    ),
    (
        r"money|finances?|financial|budget|savings|spending"
        r"|钱|理财|财务|存款|开销|收入|经济",
        "salary savings saving budget mortgage rent loan debt invest investing spent pay paid earn income "
        "工资 存款 房贷 房租 贷款 理财 基金 股票 预算 收入 花了 攒钱 存钱",
    ),
    (
        r"trips?|travels?|travelling|traveling|vacations?|holidays?"
        r"|旅行|旅游|出游|度假|出行|行程",
        "trip travel flight flights hotel booked visa itinerary vacation holiday "
        "旅行 旅游 机票 酒店 民宿 出发 行程 签证 度假",
    ),
    (
        r"home|house|flat|apartment|place|housing|住处|住的地方|住房|房子|租房|家",
        "home house flat apartment rent rented renting landlord landlady mortgage neighbour "
        "neighbor boiler "
        "房子 房租 租房 房东 租了 搬家 搬到 小区 邻居 装修 房贷 一居室 两居室",
    ),
    (
        r"pets?|宠物",
        "dog dogs cat cats puppy kitten vet 狗狗 猫咪 小狗 小猫 宠物",
    ),
    (
        r"school|studies|study|studying|education|classes|学习|学业|上学|读书",
        "school class classes course exam exams degree university college teacher homework "
        "学校 上课 课程 考试 大学 老师 作业 学习",
    ),
)
_AREA = [(re.compile(rf"^(?:{names})$", re.IGNORECASE), words) for names, words in _AREAS]
# the people an area is about, by the roles they are introduced with ("my son Leo", 我女儿朵朵)
_ROLES = {
    "son daughter": "son daughter stepson stepdaughter 儿子 女儿",
    "mom mum dad": "mom dad 妈妈 爸爸 老妈 老爸",
}

# what a topic may say beside the area and still be the area alone: "my health issues", 我的健康情况, 旅游计划; "the
# user's health", 用户的健康: an agent calling the memory tools names the user so (as "The user said: ...", 用户说)
_AROUND_EN = frozenset(
    "my our the a an his her their your me i stuff things thing issues issue situation life plans plan side "
    "general overall in at with of and user user's".split()
)
_AROUND_ZH = re.compile(
    r"^(?:我们的|我们|我的|我|咱们的?|用户的?)|(?:的|上的|方面|情况|计划|打算|问题|状况)+$"
)


def _area(topic: str) -> str:
    """The words of the life area ``topic`` names alone (empty: none)."""
    text = to_simplified(topic).strip().lower()
    if has_cjk(text):
        core = [_AROUND_ZH.sub("", _AROUND_ZH.sub("", text))]
    else:
        core = [w for w in re.findall(r"[\w'-]+", text) if w not in _AROUND_EN]
    if len(core) != 1 or not core[0]:
        return ""
    for pattern, words in _AREA:
        if pattern.match(core[0]):
            return words
    return ""


def area_roles(topic: str) -> frozenset[str]:
    """The roles the people of the life area ``topic`` names are introduced by ("my kids": son, daughter).

    >>> sorted(area_roles("my kids"))[:3], area_roles("my health")
    (['daughter', 'son', 'stepdaughter'], frozenset())
    """
    words = _area(topic)
    return frozenset(
        role for opening, roles in _ROLES.items() if words.startswith(opening) for role in roles.split()
    )


def area_words(topic: str) -> str:
    """The words the memories of the life area ``topic`` names alone are said in, in the topic's script (a Chinese
    word's characters would find a slot's gloss: 住 of 住院 in "lives in 住"), for a keyword search; empty where it
    names no area, or something more ("the japan trip", 云南旅行).

    >>> area_words("my health")[:10], area_words("我孩子")[:8], area_words("the japan trip"), area_words("Emma")
    ('doctor gp ', '儿子 女儿 孩子', '', '')
    """
    cjk = has_cjk(topic)
    return " ".join(w for w in _area(topic).split() if has_cjk(w) == cjk)


def _own_terms(topic: str) -> set[str]:
    """What ``topic`` says of its own, as word roots (English) or bigrams (Chinese): no "my", no 我的."""
    return {
        t for t in root_terms(topic) if t not in _AROUND_EN and not (has_cjk(t) and _OWNER_CHARS & set(t))
    }


_OWNER_CHARS = frozenset("我的们你用户")


# the pet a topic names, by the slot its name is held in (:mod:`~hindsight_core.extraction.pet_names`)
_PETS = (
    (re.compile(r"\b(?:dogs?|pupp(?:y|ies)|doggo)\b|狗", re.IGNORECASE), "dog"),
    (re.compile(r"\b(?:cats?|kittens?|kitty)\b|猫", re.IGNORECASE), "cat"),
    (re.compile(r"\bpets?\b|宠物", re.IGNORECASE), "pet"),
)


def pets_named(
    best: Sequence[str], records: Mapping[str, MemoryRecord], topic: str
) -> list[tuple[str, list[str]]]:
    """Of ``best`` (record ids, best first), those holding the name of the pet ``topic`` names ("my dog": 我家狗狗叫
    豆豆), each with the name: the records calling the pet by it are on the topic too (豆豆最近老是挑食)."""
    slots = {slot for pattern, slot in _PETS if pattern.search(to_simplified(topic))}
    if slots:
        slots.add("pet")
    found: dict[str, tuple[str, list[str]]] = {}
    for rid in best:
        attributes = records[rid].attributes
        name = str(attributes.get("value", ""))
        if attributes.get("attribute") in slots and name and name not in found:
            found[name] = (rid, [name])
    return list(found.values())


def topic_people(
    final: Mapping[str, float], records: Mapping[str, MemoryRecord], topic: str, head: int
) -> list[tuple[str, list[str]]]:
    """Who ``topic`` is about, as the best ``head`` records name them: each record introducing someone by a role it
    names ("my son Leo", 我女儿朵朵 for "my kids") or the pet it names by name (我家狗狗叫豆豆), with the names given."""
    return [
        *everyone_for_roles(final, records, topic, head, area_roles(topic)),
        *pets_named(best_ids(final, head), records, topic),
    ]


def on_topic_only(
    found: Mapping[str, float], records: Mapping[str, MemoryRecord], topic: str
) -> dict[str, float]:
    """Of ``found`` (the hits of the area's words), those saying one: not those a character of 过敏 (敏) found."""
    return {rid: s for rid, s in found.items() if rid in records and on_topic(records[rid], topic)}


def on_topic(record: MemoryRecord, topic: str, names: Sequence[str] = ()) -> bool:
    """Whether ``record`` says a word of ``topic``, of the area it names, or one of ``names``."""
    terms, phrases = _topic_terms(topic, tuple(names))
    said = spoken(record.text)
    if terms & root_terms(said):
        return True
    simplified = to_simplified(said)
    return any(p in simplified for p in phrases)


@lru_cache(maxsize=64)
def _topic_terms(topic: str, names: tuple[str, ...]) -> tuple[frozenset[str], frozenset[str]]:
    """What :func:`on_topic` looks for, read once per topic (not once per record of the pool): the word roots of
    the topic, its area and ``names``, and their Chinese phrases."""
    # the area's words in both scripts: an English question's answer may be said in Chinese (我现在在字节跳动工作了)
    area = _area(topic).split()
    terms = _own_terms(topic) | {root(w) for w in area if not has_cjk(w)}
    terms |= {root(n.lower()) for n in names if not has_cjk(n)}
    phrases = {w for w in area if has_cjk(w)} | {n for n in names if has_cjk(n)}
    return frozenset(terms), frozenset(phrases)


def lift_on_topic(
    final: dict[str, float], records: Mapping[str, MemoryRecord], topic: str, names: Sequence[str]
) -> None:
    """Asked for everything on ``topic``, the records saying a word of it, of the area it names or one of
    ``names`` (the people it is about, as they were introduced) rank above the rest, each side in its order: "my
    doctor said my cholesterol is a bit high" above "I finished the Three-Body Problem" (found by its vector
    alone) for "what have I told you about my health?"."""
    on = {rid for rid in final if on_topic(records[rid], topic, names)}
    if not on or len(on) == len(final):
        return
    floor = min(final[rid] for rid in on)
    above = [final[rid] for rid in final if rid not in on and final[rid] >= floor]
    if not above:
        return
    lift = max(above) - floor + 1.0
    for rid in on:
        final[rid] += lift


__all__ = [
    "area_roles",
    "area_words",
    "lift_on_topic",
    "on_topic",
    "on_topic_only",
    "pets_named",
    "topic_people",
]
