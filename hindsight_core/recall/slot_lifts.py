"""A slot's current or past value ranked first among the pool's matches: the current one for a question about
now ("Where do I live?"), the one before for a question about the past ("What was my old number?"), and the
current value of the speaker's own slot a question asks for. Run by
:class:`~hindsight_core.recall.paths.RecallPaths`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from datetime import datetime

from hindsight_core.lifecycle.held_at import ended, holds
from hindsight_core.lifecycle.merge import one_slot, slot, slot_key
from hindsight_core.lifecycle.value_scopes import asked_scope, scope_of, scoped
from hindsight_core.lifecycle.values import negated
from hindsight_core.models import MemoryRecord
from hindsight_core.recall.displaced import clause_holding, given_up_by, says_one_thing
from hindsight_core.recall.subject import about_someone_else
from hindsight_core.slot_glosses import slot_words
from hindsight_core.text import has_cjk, keyword_terms, spoken_only


def lift_current_values(
    final: dict[str, float],
    records: Mapping[str, MemoryRecord],
    asked: frozenset[str],
    at: datetime | None = None,
) -> None:
    """The current value of a slot ranks above its past values that matched for it: each superseded record lends
    its score to the current record of the same slot (subject, attribute) in the pool. "Where do I live?"
    matches every "I live in ..." about equally; the newest statement is the answer, the others its history
    (they stay in the pool, beside it as its conflicts). A past record matched for another of its clauses lends
    nothing: "I'm vegetarian, no mushrooms, I hate the texture" answers what food's texture is disliked whatever
    the diet became. ``asked``: the question's terms (:func:`asked_terms`). What holds is read at ``at``, the time
    of the question (:mod:`~hindsight_core.lifecycle.held_at`): asked before a new job starts, the one it replaces
    is current and the new one lends it its score, as a past value does."""
    past: dict[tuple[str, str], float] = {}
    for rid, score in final.items():
        record = records[rid]
        key = slot_key(record)
        if key is not None and not holds(record, at) and matched_for_slot(record, asked):
            past[key] = max(past.get(key, score), score)
    for rid, score in final.items():
        record = records[rid]
        key = slot_key(record)
        if key in past and holds(record, at) and score <= past[key]:
            final[rid] = past[key] * (1.0 + 1e-6)
    # A successor of another slot ("dislikes jazz" after "likes jazz") is lifted along the link itself.
    for rid in sorted(final, key=lambda i: final[i]):
        successor = records[rid].superseded_by
        if successor not in final or not ended(records[rid], at) or not matched_for_slot(records[rid], asked):
            continue
        hops = 0
        while successor in final and hops < 16:
            if final[successor] <= final[rid]:
                final[successor] = final[rid] * (1.0 + 1e-6)
            successor, hops = records[successor].superseded_by, hops + 1


def asked_terms(query: str) -> frozenset[str]:
    """The terms of ``query`` that :func:`matched_for_slot` compares with a record's clauses."""
    return frozenset(keyword_terms(query, unigrams=True))


_NUMBER = re.compile(r"\d+(?:\.\d+)?")


def slot_name_terms(attribute: str) -> frozenset[str]:
    """The terms a question names the slot ``attribute`` by, in either language: "lives in" and 住 of
    ``lives_in``, 工作 and 上班 of ``works_at`` (a Chinese gloss whole, never its characters one by one: 市 of 城市
    names no home).

    >>> sorted(slot_name_terms("lives_in")), sorted(slot_name_terms("dose_阿司匹林"))
    (['city', 'home', 'lives', '住', '城市'], ['dose', 'medication', 'medicine', 'meds', '剂量', '匹林', '司匹', '药', '阿司', '阿司匹林'])
    """
    terms = {term for word in slot_words(attribute) if not has_cjk(word) for term in keyword_terms(word)}
    # the thing a slot is of, as the user named it (dose_阿司匹林, schedule_羽毛球): its terms, as a question says it
    named = {term for word in attribute.lower().split("_") if has_cjk(word) for term in keyword_terms(word)}
    return frozenset(terms | named | {word for word in slot_words(attribute) if has_cjk(word)})


def matched_for_slot(record: MemoryRecord, asked: frozenset[str]) -> bool:
    """Whether a question of the terms ``asked`` matched ``record`` for its slot: unless the record says more than
    one thing and only a clause other than the one holding the slot's value shares a term with the question (the
    slot's name counts as that clause's)."""
    found = slot(record)
    if found is None or says_one_thing(record):
        return True
    _, attribute, value = found
    said_value = negated(value) or value
    held = clause_holding(record, tuple(keyword_terms(said_value)))
    if held is None and (number := _NUMBER.search(said_value)) is not None:
        held = clause_holding(record, (number.group(),))  # "92kg" as said: "I'm 92 kg right now"
    if held is None:
        return True  # the value is stored otherwise than said (一万二 of 12000): no telling
    named = slot_name_terms(attribute.split(":")[0])
    if asked & (held | named):
        return True
    said = spoken_only(record.text)
    return not asked & (frozenset(keyword_terms(said, unigrams=True)) - held)


def lift_past_values(
    final: dict[str, float], records: Mapping[str, MemoryRecord], at: datetime | None = None
) -> None:
    """Asked for the value before ("What was my old phone number?", 我以前住哪): the newest past value of a
    slot in the pool (ended at ``at``) ranks right above its current value, which matched the question about as
    well."""
    current: dict[tuple[str, str], float] = {}
    for rid, score in final.items():
        record = records[rid]
        key = slot_key(record)
        if key is not None and holds(record, at):
            current[key] = max(current.get(key, score), score)
    newest_past: dict[tuple[str, str], str] = {}
    for rid in final:
        record = records[rid]
        key = slot_key(record)
        if key is None or key not in current or not ended(record, at):
            continue
        if key not in newest_past or record.occurred_at > records[newest_past[key]].occurred_at:
            newest_past[key] = rid
    for key, rid in newest_past.items():
        if final[rid] <= current[key]:
            final[rid] = current[key] * (1.0 + 1e-6)
    # a value superseded along a link of another slot ("likes jazz" before "dislikes jazz")
    for rid in sorted(final, key=lambda i: -final[i]):
        successor = records[rid].superseded_by
        if successor in final and ended(records[rid], at) and final[rid] <= final[successor]:
            final[rid] = final[successor] * (1.0 + 1e-6)


# the slots that answer a question asking for another: one's partner (我对象叫啥, "what's my partner's name?") is a
# husband or a wife too, one's pet ("what's my pet's name?", 我的宠物叫什么) a dog or a cat
_ANSWERED_BY = {
    "partner": frozenset({"partner", "husband", "wife"}),
    "pet": frozenset({"pet", "dog", "cat"}),
    # "where do I work?" by "I'm a data analyst at a bank", no employer named, where it is the newer
    "works_at": frozenset({"works_at", "employer_kind"}),
}


def lower_others_number(final: dict[str, float], records: Mapping[str, MemoryRecord], asked: str) -> None:
    """Asked for a number of the speaker's own (the rent, the weight, when one gets up: ``asked``, the slot of
    :func:`~hindsight_core.extraction.asked_numbers.asked_number`), a record about someone else that ranks above the
    speaker's best record holding it ("my sister's rent is 3,000", 我老公体重八十公斤, "my dog weighs 30 pounds now")
    ranks right below it. The speaker's own keep their order: a number is often updated in a few words no rule reads
    as the slot (现在81了, "Payment now $4,900"), and lifting the newest record holding it put an older value first
    (four weight questions and a mortgage on the development sets)."""
    wanted = one_slot(asked)
    mine = [
        final[rid]
        for rid in final
        if (found := slot(records[rid])) and found[0] == "user" and one_slot(found[1]) == wanted
    ]
    if not mine:
        return
    best = max(mine)
    for rid in final:
        if final[rid] >= best and about_someone_else(records[rid].text):
            final[rid] = best * (1.0 - 1e-6)


def lift_asked_slot(
    final: dict[str, float],
    records: Mapping[str, MemoryRecord],
    asked: str | None,
    at: datetime | None = None,
) -> None:
    """Asked for one of the speaker's own slots ("where do I live?"), its current value comes first: the
    newest record of the pool holding it at ``at``, neither ended nor starting later ("My sister Nora lives in Oranmore
    now" had ranked above "I moved to a condo in Quincy"). A statement giving that value up is lifted after
    this (:func:`~hindsight_core.recall.displaced.lift_displacing`): a change no slot rule read still wins."""
    # (a slot stored under another of its names answers too: "where do I live?" by 我的城市：杭州, a form's city)
    newest = _asked_holder(final, records, asked, at) if final else None
    if newest is not None:
        final[newest] = max(final.values()) * (1.0 + 1e-6)


def keep_asked_slot_above_prices(
    final: dict[str, float],
    records: Mapping[str, MemoryRecord],
    asked: str | None,
    at: datetime | None = None,
) -> None:
    """Asked for one of the speaker's own slots whose value is no number ("who is my car insurance with?"), its
    current value stays above a newer statement lifted as a change or a restatement that only changed its price ("my
    car insurance went up to 140 a month", "my health insurance premium went up to 400": not another insurer); one
    that gives the value itself up ("I dropped Geico") keeps its place."""
    holder = _asked_holder(final, records, asked, at)
    if holder is None or _PRICE_VALUE.fullmatch(str(records[holder].attributes.get("value", ""))):
        return
    value_terms = set(keyword_terms(str(records[holder].attributes["value"])))
    priced = [
        rid
        for rid in final
        if rid != holder
        and final[rid] >= final[holder]
        and _PRICED.search(spoken_only(records[rid].text))
        and not any(value_terms & set(terms) for terms in given_up_by(records[rid]))
    ]
    if priced:
        final[holder] = max(final.values()) * (1.0 + 1e-6)


def _asked_holder(
    final: dict[str, float], records: Mapping[str, MemoryRecord], asked: str | None, at: datetime | None
) -> str | None:
    """The newest record of the pool holding the speaker's own slot ``asked`` at ``at``, or None."""
    if asked is None:
        return None
    answering = {one_slot(name) for name in _ANSWERED_BY.get(asked, frozenset({asked}))}
    holding = [
        rid
        for rid in final
        if (found := slot(records[rid])) is not None
        and found[0] == "user"
        and one_slot(found[1]) in answering
        and holds(records[rid], at)
    ]
    return max(holding, key=lambda rid: records[rid].occurred_at) if holding else None


# a price said with its change ("went up to 140", "is now $95"), and a value that is a number itself
_PRICED = re.compile(r"\b(?:to|by|at|is|now)\s+[$£€]?\d", re.IGNORECASE)
_PRICE_VALUE = re.compile(r"[$£€]?[\d.,]+\s*[kK%]?")


def lift_asked_scope(
    final: dict[str, float], records: Mapping[str, MemoryRecord], query: str, at: datetime | None = None
) -> None:
    """Asked for a value on one scope ("what laptop do I use at home?", 我的工作邮箱是什么), the current value of a
    slot said for that scope ranks first among the current values of the slot in the pool ("At home I use a
    ThinkPad" above "At work I use a MacBook Pro", which both hold:
    :mod:`~hindsight_core.lifecycle.value_scopes`); where none is said for it, one said for no scope ranks above
    those said for another."""
    asked = asked_scope(query) if final else None
    if asked is None:
        return
    groups: dict[tuple[str, str], list[str]] = {}
    for rid in final:
        record = records[rid]
        found = slot(record)
        if found is None or not holds(record, at):
            continue
        attribute = one_slot(found[1])
        if scoped(attribute):
            groups.setdefault((found[0], attribute), []).append(rid)
    for ids in groups.values():
        scopes = {rid: scope_of(records[rid].text, str(records[rid].attributes["value"])) for rid in ids}
        said = [rid for rid in ids if scopes[rid] == asked]
        if not said:
            # none said for it: one said for no scope holds on every one, above one said for another ("which bank is
            # my checking account with?": "I bank with Chase" above "I bank with Ally for savings")
            said = [rid for rid in ids if scopes[rid] is None]
        if said and len(said) < len(ids):
            # (above those of other scopes lifted alike as current values: "Ally for savings" and "I moved my
            # checking to Schwab" tie)
            best, top = (
                max(said, key=lambda rid: final[rid]),
                max(final[rid] for rid in ids if rid not in said),
            )
            if final[best] <= top:
                final[best] = top * (1.0 + 1e-6)
