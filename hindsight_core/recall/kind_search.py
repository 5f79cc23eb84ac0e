"""A weight or an age asked for ("How old is the user?", 狗现在多重), or the members of a kind of thing (我会什么乐器,
我都去过哪些城市: :mod:`~hindsight_core.recall.asked_members`): the records holding one answer it. Where no vector
path reads the question (a Chinese one: the bundled embedder reads English), nothing but words finds a record, and
"馒头减到12公斤了" shares none with 狗现在多重, 最近迷上了吉他 none with 我会什么乐器; the words such a value is said in
find it (:func:`kind_search_words`, a keyword search run by :class:`~hindsight_core.recall.paths.RecallPaths`, of
whose hits only those holding such a value are kept), and the best records holding one rank above those holding
none (:func:`lift_holding_kind`)."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from hindsight_core.models import MemoryRecord
from hindsight_core.recall.asked_members import asks_members, asks_one_now, holds_member, member_search_words
from hindsight_core.recall.experienced import asks_what_was_done, only_wished_or_never
from hindsight_core.recall.fusion import best_ids
from hindsight_core.recall.restated import asked_kinds, holds_values
from hindsight_core.recall.subject import about_someone_else, asks_about_self
from hindsight_core.text import has_cjk, spoken, to_simplified

# the words a statement of a weight or an age says it in: what a question with no word of its answer (狗现在多重 /
# 馒头减到12公斤了) is searched by where no vector path reads it
_KIND_SEARCH = {
    "weight": "公斤 千克 斤 体重 称 瘦 胖 kg kgs kilos lbs pounds stone weigh weighs weight",
    "age": "岁 歲 aged yo",
}


# the words one amount of money of one's own is named by in Chinese: asked by one, said by another (我工资多少 /
# 我月薪两万五, 我房租多少 / 租金每月六千, 我存款多少 / 积蓄有二十万)
_ZH_MONEY_NAMES = (
    frozenset("工资 月薪 年薪 薪水 薪资 收入 底薪".split()),
    frozenset("房租 租金 月租".split()),
    frozenset("房贷 月供".split()),
    frozenset("存款 积蓄".split()),
)


def kind_search_words(query: str) -> str:
    """The words a value of the kind ``query`` asks for is said in (a weight, an age, a member of a kind of thing,
    an amount of money named in Chinese), for a keyword search; empty for any other question.

    >>> kind_search_words("狗现在多重")[:7], kind_search_words("用户现在住哪"), kind_search_words("我会什么乐器")[:5]
    ('公斤 千克 斤', '', '钢琴 吉他')
    >>> sorted(kind_search_words("我工资多少").split())[:3], kind_search_words("房租什么时候交")
    (['工资', '年薪', '底薪'], '')
    """
    kinds = asked_kinds(query)
    return (
        " ".join(_KIND_SEARCH[k] for k in kinds if k in _KIND_SEARCH)
        or member_search_words(query)
        or (_money_names(to_simplified(query)) if "money" in kinds else "")
    )


def _money_names(query: str) -> str:
    """Every word of the Chinese names of the amounts of money ``query`` names one of."""
    return " ".join(
        sorted(word for names in _ZH_MONEY_NAMES if any(w in query for w in names) for word in names)
    )


def drop_holding_none(records: dict[str, MemoryRecord], found: Sequence[str], query: str) -> None:
    """Of ``found`` (the records the words of the asked kind alone found), those holding no value of that kind
    leave ``records`` (in place): "买了个新秤" is found by 体 of 体重 and answers no 多重."""
    kinds = asked_kinds(query)
    for rid in found:
        if rid in records and not (
            holds_values(records[rid].text, kinds) or holds_member(records[rid].text, query)
        ):
            del records[rid]


# a number said bare: digits, or Chinese numerals of two characters or more (六十五, 七十八; not the 一 of 一家); not a
# date or a time (五月二十号, 3点)
_BARE_NUMBER = re.compile(
    r"(?:\d+(?:\.\d+)?|[零一二两三四五六七八九十百]{2,})(?![\d.零一二两三四五六七八九十百]|[号號日月点點年分秒周])"
    # a number with another unit is no weight or age: a dose (每天一片50微克), money, a count
    r"(?!\s*(?:微克|毫克|毫升|mg|mcg|ml|片|粒|颗|块|元|%|次|个|公里|km|米|步))"
)


#: How many of the best are read for a weight or an age held (below them, a value is as often someone else's)
_HOLDING_HEAD = 10


def lift_holding_kind(final: dict[str, float], records: Mapping[str, MemoryRecord], query: str) -> None:
    """Asked a weight or an age ("How old is the user?", 猫现在多重), the best records holding one rank above
    the best holding none, in their own order: "I'm 41 and my back's been complaining" above "my daughter
    plays hockey", 大橘胖了 八斤了 above 新室友也喜欢猫; asked in Chinese, a bare number counts (卧推现在能推95了 for
    卧推能推多重), a number said in words without a unit (现在七十八了) does not. Asked for the members of a kind of
    thing (我会什么乐器), every record of the pool naming one ranks above those naming none."""
    kinds = tuple(k for k in asked_kinds(query) if k in _KIND_SEARCH)
    if not kinds and asks_members(query):
        # 我会什么乐器: 最近迷上了吉他 above 今天又去健身房了; every member the pool holds, not the best few (a list);
        # asked where one has been (我去过哪些国家), a place only wished for or never been to (我还没去过日本) holds none
        done = asks_what_was_done(query)
        holders = [
            rid
            for rid in final
            if holds_member(records[rid].text, query)
            and not (done and only_wished_or_never(records[rid].text))
        ]
        if asks_one_now(query):
            # "am I seeing anyone?": one answer holds now, the newest of the user's own ("I'm dating again" above
            # "Jess and I broke up" before it and "my brother just got engaged")
            holders.sort(
                key=lambda rid: (about_someone_else(records[rid].text), -records[rid].occurred_at.timestamp())
            )
            _order(final, holders)
        elif asks_about_self(query):
            # 我有什么病: 医生说我是甲减 above 我老公有糖尿病 and 我妈高血压好多年了, which say a longer condition
            holders.sort(key=lambda rid: (about_someone_else(records[rid].text), -final[rid]))
            _order(final, holders)
        _lift_holders(final, holders, len(final))
        return
    if not kinds:
        return
    head = best_ids(final, _HOLDING_HEAD)
    # in Chinese a weight or an age is often said as a bare number once its topic is known (卧推现在能推95了, 我32
    # 他35); in English a bare number is as often a date or a count ("How old is Maya?": "Freya turns 14 next week")
    bare = has_cjk(query)
    holders = [
        rid
        for rid in head
        if holds_values(records[rid].text, kinds) or (bare and _BARE_NUMBER.search(spoken(records[rid].text)))
    ]
    _lift_holders(final, holders, _HOLDING_HEAD)


def _order(final: dict[str, float], ids: Sequence[str]) -> None:
    """``ids`` given the scores they hold among them, in the order given (the best score first)."""
    for rid, score in zip(ids, sorted((final[rid] for rid in ids), reverse=True), strict=True):
        final[rid] = score


def _lift_holders(final: dict[str, float], holders: Sequence[str], n: int) -> None:
    """``holders`` (of the best ``n``) ranked above the best of the ``n`` holding none."""
    head = best_ids(final, n)
    if not holders or len(holders) == len(head):
        return
    above = max(final[rid] for rid in head if rid not in holders)
    for rid in holders:
        if final[rid] <= above:
            # above every record holding none, the holders' order kept (their gaps shrunk to a millionth)
            final[rid] = above * (1.0 + 1e-6) + final[rid] * 1e-9
