"""Attributes: the first-person slots a text states ("I prefer X", "我在X工作"), one value per attribute, each
checked as a value of its slot; they feed conflict detection (same subject and attribute, another value).

    >>> find_attributes("我习惯用 PostgreSQL")
    [AttributeMatch(attribute='preferred_database', value='PostgreSQL', event_type='preference')]
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import replace
from functools import cache

from hindsight_core.extraction.amounts import AMOUNT_PATTERNS, amount_ahead, amount_slot
from hindsight_core.extraction.diet_plans import diet_plan
from hindsight_core.extraction.document_numbers import DOCUMENT_PATTERNS, document_slot
from hindsight_core.extraction.family_named import FAMILY_GOES_ON, family_goes_on
from hindsight_core.extraction.gyms import chain_named
from hindsight_core.extraction.habits_again import zh_habit_name
from hindsight_core.extraction.hesitations import tidied
from hindsight_core.extraction.instructions import standing_instructions
from hindsight_core.extraction.kin_slots import (
    KIN_BESIDE,
    KIN_PATTERNS,
    NAMED_PATTERNS,
    joined_people,
    kin_meant,
    kin_owner,
    named_owner,
)
from hindsight_core.extraction.liked_before import LIKED_BEFORE
from hindsight_core.extraction.measures import BESIDE, EXACT, HELD_NOW, appointment_slot, measured_value
from hindsight_core.extraction.memberships import with_place
from hindsight_core.extraction.nicknames_disliked import disliked_names
from hindsight_core.extraction.occupations import occupation
from hindsight_core.extraction.owned import another_account, owned_things
from hindsight_core.extraction.partners_in_play import in_play
from hindsight_core.extraction.pastimes_done import PASTIME_NAMES
from hindsight_core.extraction.person_kinds import person_kind
from hindsight_core.extraction.preparing_for import event_name
from hindsight_core.extraction.readings import READING_PATTERNS, reading_slot
from hindsight_core.extraction.regimens import regimen_said
from hindsight_core.extraction.reported import clinicians_finding, reported
from hindsight_core.extraction.schools import student
from hindsight_core.extraction.screen import Screen
from hindsight_core.extraction.slot_names import favourite_slot, slot_name
from hindsight_core.extraction.slot_patterns import someone_else_goes_on, taken_by_another
from hindsight_core.extraction.slot_rules import (
    ACTIVITIES,
    ATTRIBUTE_RULES,
    EN_SLOTS,
    GOES_ON,
    JOB_AND_HEALTH_BESIDE,
    NAMED,
    AttributeMatch,
    speaker_goes_on,
)
from hindsight_core.extraction.slot_rules_en import EN_BESIDE
from hindsight_core.extraction.slot_values import (
    PERSON_SLOTS,
    SCOPED,
    SCOPED_BEFORE,
    casual,
    casual_name,
    casual_person,
    diet,
    person,
    plausible,
    street_address,
    zh_city_of,
)
from hindsight_core.extraction.subject_left_out import with_subjects
from hindsight_core.extraction.subscriptions import service_name
from hindsight_core.extraction.supplements_en import SUPPLEMENT_PATTERNS
from hindsight_core.extraction.symptoms import SYMPTOM_PATTERNS, symptom_slot, symptom_value
from hindsight_core.extraction.tense import said_of_the_past
from hindsight_core.extraction.tool_values import tool_slot
from hindsight_core.extraction.value_cleaning import clean_value, correction, named_value, zh_correction
from hindsight_core.extraction.wake_times import WAKE_PATTERNS, a_routine
from hindsight_core.extraction.workplace_kinds import WORKPLACE_BESIDE
from hindsight_core.lifecycle.multi_valued import MULTI_VALUED
from hindsight_core.lifecycle.values import habit_key, negation
from hindsight_core.text import from_cantonese, opens_as_a_name, to_simplified

_I = re.IGNORECASE

#: What a clinician's word about the speaker settles: told "you're allergic to latex", the speaker is (医生说我对头孢过敏);
#: so is a reading they give ("the nurse said my BP was 150/95", 医生说我的糖化是7.2: :mod:`~.readings`).
_FINDINGS = frozenset({"allergic_to", "intolerance", "condition"})


# What takes a value back before the clause is said again ("Actually no,", "wait no, scratch that,", "sorry, I mean")
_TAKEN_BACK_THEN = re.compile(
    r"[\s.!?…,;:—–-]*(?:(?:wait|no|nope|sorry|oops|actually|hmm|scratch\s+that|forget\s+that|my\s+bad|correction|"
    r"i\s+mean[t]?)\b[\s.!?…,;:—–-]*)+",
    re.IGNORECASE,
)
_ONE_MORE = re.compile(r"[^.;!?\n]*?\b(?:too|also|as\s+well)\b", re.IGNORECASE)
_TAKING_BACK = re.compile(
    r"\b(?:no|nope|wait|scratch|forget|sorry|oops|mean[t]?|correction|bad)\b", re.IGNORECASE
)


def _said_again_instead(pattern: re.Pattern[str], text: str, match: re.Match[str], value: str) -> bool:
    """Whether ``value`` is taken back and its clause said again after it ("I live in Paris. Actually no, I live in
    Lyon", "I prefer PostgreSQL. wait no, scratch that, I actually prefer MySQL"): the rule's next match holds the
    value meant."""
    at = text.find(value, match.start("value"))
    back = _TAKEN_BACK_THEN.match(text, at + len(value)) if at >= 0 else None
    if back is None or _TAKING_BACK.search(back.group(0)) is None:
        return False
    again = pattern.search(text, back.end())
    if again is None or again.start() > back.end() + 1:
        return False  # said right after (not "No, I hate it. I live in the center")
    if "slot" in pattern.groupindex and (again["slot"] or "").lower() != (match["slot"] or "").lower():
        return False  # "My birthday is March 3. Actually no, my name is Sam": another slot
    # one more of many ("Sorry, I'm allergic to shellfish too") takes nothing back
    return _ONE_MORE.match(text, again.start()) is None


#: The slot rules screened by the words they need: a text is scanned only by those that may match it.
_ATTRIBUTE_SCREEN = Screen(ATTRIBUTE_RULES, key=lambda rule: rule[0])


def find_attributes(text: str) -> list[AttributeMatch]:
    """First-person slots stated in ``text`` ("I work at Acme" -> ``works_at`` = "Acme"), one per attribute.

    Tool names map to typed slots ("I usually use PostgreSQL" -> ``preferred_database``; "we decided to use
    MySQL" -> ``chosen_database``) so that a later, different value is recognisably a conflict. A clause going on
    from the speaker's, its subject left out ("I live in Leeds and work at Acme"), is read as if it said it
    (:mod:`~.subject_left_out`); each span is where its value is in ``text``.
    """
    # read as written: "I work at uh Stripe", "im vegan", 我在呃阿里上班; 目前 and 如今 as 现在, the word the rules read
    said, tidy_at = tidied(_NOW.sub("现在", from_cantonese(to_simplified(text))))
    said, at = with_subjects(said)
    if tidy_at is not None:
        at = [tidy_at[n] for n in at] if at is not None else tidy_at
    found = _attributes(said)
    # what the user tells the assistant to do every time ("always answer me in Chinese", 以后用中文回答我)
    # (one value a slot, the last said; each of a slot one holds several of: "don't bring up my divorce, and stop
    # suggesting recipes with mushrooms" two topics to avoid)
    standing: dict[str, list[AttributeMatch]] = {}
    for m in standing_instructions(said):
        held = standing.get(m.attribute, []) if m.attribute in MULTI_VALUED else []
        standing[m.attribute] = [*held, m]
    # (read as such, its value is the one name of it: "my timezone is PST" is Pacific; and no other slot read inside
    # it: "I prefer responses in Chinese" prefers no "responses")
    spans = [m.span for held in standing.values() for m in held]
    found = [
        f
        for f in found
        if f.attribute in standing or not any(start <= f.span[0] and f.span[1] <= end for start, end in spans)
    ]
    found = [m for f in found for m in standing.pop(f.attribute, [f])] + [
        m for held in standing.values() for m in held
    ]
    # 我习惯用公制: one system at a time, not one more thing used
    if any(m.attribute == "units" for m in found):
        found = [m for m in found if not (m.attribute == "uses" and m.value in ("公制", "英制", "米制"))]
    # 婆婆 as Cantonese says it, or one who raised the speaker: a grandmother (外婆), not the husband's mother
    found = [replace(m, owner=kin_meant(m.owner, text)) if m.owner == "婆婆" else m for m in found]
    found = disliked_names(said, found)  # "I hate it when people call me Jenny": not Jenny
    if at is None:
        return found
    return [replace(m, span=(at[m.span[0]], at[max(m.span[1], m.span[0] + 1) - 1] + 1)) for m in found]


# the slots a text may hold several values of, each in its clause (not what one is: "I'm a freelance illustrator and a
# client, Brightside Media, owes me" is no client)
_SEVERAL = MULTI_VALUED - {"is_a"}
# where one clause ends and another starts: a punctuation mark, or "and" / "but" between them, or a thing ended in
# Chinese (我把网易云退了「换成QQ音乐」: what it was switched to is another clause's), or one named beside the other
# (又咳嗽又发烧, 咳嗽、发烧)
_APART = re.compile(
    r"[,.;!?，。；！？\n、]|\s(?:and|but|plus|also|then)\s|还|也|又|而且|但是|不过|退了|停了|没续|不续了",
    re.IGNORECASE,
)


def _said_apart(found: dict[str, AttributeMatch], key: str, value: str, start: int, text: str) -> str:
    """The key a further value of a slot one holds several of is found under: one of its own where it is another
    value said in a clause after each one found ("I like jazz and I love sushi", "my cold is gone but now I have a
    headache", 我咳嗽，还有点发烧), else ``key`` (the value found holds the slot's clause)."""
    held = [m for k, m in found.items() if k == key or k.startswith(f"{key}#")]
    if all(m.value != value and m.span[1] <= start and _APART.search(text, m.span[1], start) for m in held):
        return f"{key}#{len(held)}"
    return key


def _attributes(text: str) -> list[AttributeMatch]:
    """:func:`find_attributes` of ``text`` (simplified, its subjects said)."""
    found: dict[str, AttributeMatch] = {}
    taken: list[tuple[int, int]] = []
    # whether the writer leaves names in lower case: read once, when a value asks, not once per value (a long
    # message holds hundreds, and each read is of the whole message)
    lower_case_writer: bool | None = None
    for pattern, attribute, event_type in _ATTRIBUTE_SCREEN.candidates(text):
        # one value per attribute: the first rule's first match holds it (someone else's is theirs: Sam's number)
        single = (
            "{" not in attribute
            and "owner" not in pattern.groupindex
            and attribute.lstrip("!") not in MULTI_VALUED
        )
        if single and attribute.lstrip("!") in found:
            continue
        for match in _matches(pattern, text, attribute.lstrip("!") in _SEVERAL):
            if single and attribute.lstrip("!") in found:
                break
            if (
                pattern not in BESIDE
                and pattern not in EN_BESIDE
                and pattern not in KIN_BESIDE
                and pattern not in JOB_AND_HEALTH_BESIDE
                and pattern not in WORKPLACE_BESIDE
                and any(start <= match.start() < end for start, end in taken)
            ):
                continue  # "my favourite food is X" is not also "my food is X"
            if pattern in GOES_ON and not speaker_goes_on(text, match.start()):
                continue  # 我姐姐住在台北，在台积电上班: the clause goes on about the sister
            if pattern in FAMILY_GOES_ON and not family_goes_on(text, match.start()):
                continue  # 我姐姐结婚了，儿子叫乐乐: the sister's son (not 我有一儿一女，儿子叫乐乐)
            if (
                _is_zh(pattern)
                and pattern not in FAMILY_GOES_ON
                and "owner" not in pattern.groupindex
                and "我" not in text[match.start() : match.start("value")]
                and someone_else_goes_on(text, match.start())
            ):
                continue  # 小李是我大学室友，现在在字节做后端: 小李's job
            if (
                _is_zh(pattern)
                and (attribute.lstrip("!").startswith("dose_") or attribute == "subscribes")
                and taken_by_another(text, match.start())
            ):
                continue  # 我爸在吃二甲双胍，一天两次: his medicine; 我老婆把网易云退了换成QQ音乐: her service
            if reported(text, match.start()) and not (
                (attribute.lstrip("!") in _FINDINGS or pattern in READING_PATTERNS)
                and clinicians_finding(text, match.start())
            ):
                # someone's words reported may hold the speaker's own after them, in the same match: "My sister
                # thinks I work at Google but I work at Meta"
                own = _own_after(pattern, text, match)
                if own is None:
                    continue
                match = own
            amount = pattern in AMOUNT_PATTERNS  # "my rent is $1,800", 房租涨到四千了
            if amount and amount_ahead(text, match.start("value")):
                continue  # "I'm going to raise my budget to $3,000": a plan, the budget is still what it was
            if pattern in WAKE_PATTERNS and not a_routine(match):
                continue  # "I have to get up at 5 tomorrow", 我明天六点起床: one morning, no routine
            # a measure or a day: "10 mg every morning", "the 18th at 2", "2 fish oil capsules a day"
            exact = pattern in EXACT or amount or pattern in SUPPLEMENT_PATTERNS
            if (
                (not exact or pattern in HELD_NOW or amount)
                and _is_zh(pattern)
                and pattern not in LIKED_BEFORE  # 我以前挺喜欢日料的，现在不怎么吃了: what no longer holds
                and attribute != "!job"  # 我爸以前是工程师，去年退休了: a job that ended, said as held before
                and said_of_the_past(text, match.start("value"))
            ):
                continue  # 之前我住在上海, 小时候我住在武汉, 当时我是单身: history, not the value now
            value = (
                measured_value(attribute, regimen_said(match))
                if exact
                else clean_value(
                    match["value"], chinese=_is_zh(pattern), after_am=bool(_AFTER_AM.match(match[0]))
                )
            )
            if value and _is_zh(pattern) and not exact:
                # 我住在北京，不对，是天津: the value said instead is the speaker's
                instead = zh_correction(text, text.find(value, match.start("value")) + len(value))
                if instead is not None and instead.startswith("我"):
                    continue  # 我住在北京，不对，我住在天津: the clause said again is the rule's next match
                cleaned = clean_value(instead, chinese=True) if instead else None
                if cleaned and plausible(attribute.lstrip("!"), cleaned, chinese=True):
                    value = cleaned  # (not 我喜欢吃辣，不对，是很喜欢: how much, the value is still 吃辣)
            if not value:
                continue
            if not _is_zh(pattern) and _said_again_instead(pattern, text, match, value):
                continue  # "I live in Paris. Actually no, I live in Lyon": the value said again is the next match
            if attribute == "likes" and _liked_less(text, match.start("value")):
                continue  # "I like coffee less these days", "I like MySQL less than Postgres": no liking of it
            if attribute == "dislikes" and _NOT_AS_MUCH.match(text, match.start("value")):
                continue  # "I don't like MySQL as much as Postgres": liked less, not disliked
            negated, name = attribute.startswith("!"), attribute.lstrip("!")
            if name == "job" and _is_zh(pattern):
                value = student(value) or value  # 我在读研, 讀緊書: a student
            if name == "diet":
                value = diet(value)  # 我吃素, 我是素食者, 我不吃肉: 素食, one value however it is said
            if name == "diet_plan":
                value = diet_plan(value)  # "the keto diet", "ketogenic", 生酮饮食: one plan
            if name == "preparing_for":
                value = event_name(value)  # "a half", "the Boston half marathon", 半程马拉松: one event
            if name == "is_a" and _AT_HEART.match(text, text.find(value, match.start("value")) + len(value)):
                continue  # "I'm a student at heart", "a kid at heart": what one is like, no job or kind
            if name == "is_a" and (job := occupation(value, chinese=_is_zh(pattern))) is not None:
                name, value = "job", job  # "I'm a nurse", 我是一名护士: a job, one at a time
            elif name == "job" and not _is_zh(pattern):
                value = occupation(value) or value  # "a female engineer at Google": the engineer
            elif name == "is_a" and (kind := person_kind(value)) is not None:
                name = kind  # "I'm a dog person", 我是夜猫子: one of a kind at a time
            elif name == "is_a" and not _is_zh(pattern):
                # "a member at Planet Fitness": where (cut off the value with an employer's "at")
                value = with_place(value, text, text.find(value, match.start("value")) + len(value))
            owner = match.groupdict().get("owner")
            joined: tuple[int, tuple[str, ...]] = (0, ())
            if owner is not None and pattern in KIN_PATTERNS:
                owner = kin_owner(owner)  # "my mom", "my mother": one relative
                joined = joined_people(text, match.start())  # "Priya and my sister moved to Leeds": Priya too
            elif owner is not None and pattern in NAMED_PATTERNS:
                owner = named_owner(text, match)  # "Priya moved to Boston" (not "Everyone moved to Slack")
                if owner is None:
                    continue
                joined = joined_people(text, match.start("owner"))  # "Priya and Dev moved to Austin": each
            if "{slot}" in name:
                slot = (
                    amount_slot(match)
                    if amount
                    else reading_slot(match)
                    if pattern in READING_PATTERNS
                    else symptom_slot(match)
                    if pattern in SYMPTOM_PATTERNS
                    else appointment_slot(match)
                    if name.startswith("appointment_")
                    else document_slot(match)
                    if pattern in DOCUMENT_PATTERNS
                    else habit_key(ACTIVITIES.get(match["slot"].lower(), match["slot"]))
                    if name.startswith("schedule_")
                    else favourite_slot(match["slot"])
                    if name.startswith("favorite_")
                    else slot_name(match["slot"])
                )
                if slot is None or (
                    name == "{slot}"
                    and not _is_zh(pattern)
                    and not amount
                    and pattern not in READING_PATTERNS
                    and pattern not in SYMPTOM_PATTERNS
                    and slot not in _EN_NAMED_SLOTS
                    and pattern not in DOCUMENT_PATTERNS
                ):
                    continue
                name = name.replace("{slot}", slot)
                if name == "symptom":
                    value = symptom_value(value)  # "coughing", 咳嗽: one cough, whose end ends it
            if ":{cat}" in name:
                tool = tool_slot(name, value, text, match, _is_zh(pattern))
                if tool is None:
                    continue  # "I'd rather have a bun than a croissant": no tool
                name, value = tool
            if (
                name in PERSON_SLOTS
                and not _is_zh(pattern)
                and not opens_as_a_name(value)
                and _NAMED_AS.search(text, match.start(), match.start("value"))
            ):
                # "my wife's name is sarah", "my dog's name is max": a name, from one who writes names in lower case
                if lower_case_writer is None:
                    lower_case_writer = casual(text)
                value = (casual_person(value) if lower_case_writer else None) or value
            if name == "works_at" and _is_zh(pattern) and (city := zh_city_of(value)):
                name, value = "work_city", city  # 我在新竹上班, 在上海一家外企: where one works, not for whom
            named_slot = name in EN_SLOTS or name == "billing_address"
            # "I broke up with my boyfriend": the role ended, whoever held it (as 我和男朋友分手了 says)
            role_ended = negated and name == "partner" and slot_name(value.lower()) == "partner"
            if name == "partner" and not _is_zh(pattern) and in_play(text, match.start()):
                continue  # "we play bridge on Thursdays, my partner is Lou": the game's partner, not one's own
            if not (
                role_ended
                or plausible(name, value, chinese=_is_zh(pattern), named_slot=named_slot)
                or (name == "gym" and chain_named(value))  # 超级猩猩, a name opening as 超好 does
            ):
                continue  # "My manager is out sick today", "My phone is a Pixel 8", 我住在酒店: no such value
            if name in PERSON_SLOTS and not _is_zh(pattern):
                value = person(value)
            if name == "does" and _is_zh(pattern):
                value = zh_habit_name(value)  # 戒烟, 吸烟: 抽烟; 游两次泳: 游泳, one habit
            elif name == "does":
                value = ACTIVITIES.get(value.lower()) or PASTIME_NAMES.get(
                    value.lower(), value
                )  # "I draw": drawing
            elif name == "subscribes":
                # "spotify premium", "Prime": Spotify, Amazon Prime; a name the cut would end at 了 whole (饿了么)
                value = service_name(match["value"])
            if name.startswith("preferred_") or name.endswith("_version"):
                at = text.find(value, match.start("value"))
                before = text[max(0, match.start() - 60) : match.start()]
                if (at >= 0 and SCOPED.match(text, at + len(value))) or SCOPED_BEFORE.search(before):
                    continue  # "poetry for the API", "For the docs site we use npm": one of several
            if name in NAMED and not _is_zh(pattern) and street_address(value):
                pass  # "14 elm road, Leeds", "12 rue de Rivoli": an address, whatever its case
            elif name in NAMED and not _is_zh(pattern) and not opens_as_a_name(value):
                # "I live in a small flat": a description, not a place that can change; from one who writes
                # names in lower case, "i live in toronto" names one
                if lower_case_writer is None:
                    lower_case_writer = casual(text)
                lower = casual_name(match["value"], value) if lower_case_writer else None
                if lower is None:
                    continue
                said = match["value"] + text[match.end() : match.end() + 120]  # a correction is short
                instead = correction(said, said.find(lower) + len(lower), lower_case=True)
                instead = clean_value(instead, chinese=False) if instead else None  # "cambridge now"
                value = (casual_name(instead, instead) if instead else None) or lower
            elif name in NAMED and not _is_zh(pattern):
                value = named_value(value)
                said = match["value"] + text[match.end() : match.end() + 120]  # a correction is short
                value = correction(said, said.find(value) + len(value)) or value
            key = f"{owner}/{name}" if owner else name
            if key in found and name in _SEVERAL and owner is None:
                key = _said_apart(found, key, value, match.start(), text)  # "I like jazz and I love sushi"
            if key not in found:
                # the match ends where its value does: what follows ("... and I live in Austin") is free
                at = text.find(value, match.start("value"), match.end() + 120)
                # (from "mine", the speaker's own after someone else's; from the clause going on from one's relative)
                start = match.start(next((g for g in ("mine", "clause") if g in pattern.groupindex), 0))
                span = (start, at + len(value) if at >= 0 else match.end())
                if "said" in pattern.groupindex:  # a value said first: "Priya and I broke up" holds all of it
                    span = (start, max(span[1], match.end("said")))
                if exact:
                    span = (start, match.end())
                found[key] = AttributeMatch(
                    name,
                    negation(value) if negated else value,
                    event_type,
                    span=span,
                    owner=owner,
                    amount=amount,
                )
                taken.append(span)
                # each person said together has the value, theirs to change alone, said from the first of them on
                for other in joined[1]:
                    found.setdefault(
                        f"{other}/{name}", replace(found[key], owner=other, span=(joined[0], span[1]))
                    )
    for owned in owned_things(text):
        # "I switched to a Tesla Model 3" is a change of car, not a decision; a car the rules above read stays (a bank
        # for another account is one more: 我的工资卡是招商银行的，存钱用微众银行)
        kept = [m for m in found.values() if m.attribute == owned.attribute and m.owner is None]
        if (owned.attribute in found and not another_account(text, owned, kept)) or reported(
            text, owned.span[0]
        ):
            continue
        for other in ("decided", "lives_in"):  # "I moved from HSBC to Chase": a bank is no home
            said = found.get(other)
            if said is None or not (said.span[0] < owned.span[1] and owned.span[0] < said.span[1]):
                continue
            if other == "decided" or said.value.lower() == owned.value.lower():
                del found[other]
        key = owned.attribute if owned.attribute not in found else f"{owned.attribute}/{owned.span[0]}"
        found[key] = owned
    return list(found.values())


# A liking said to be less, in the clause that says it: "coffee less these days", "MySQL (much) less than Postgres",
# "running less and less", "coffee less" (not "coffee with less sugar", "more or less"); 咖啡不如茶, 咖啡比不上茶,
# 咖啡没有茶那么
_LESS = re.compile(
    r"[^,.;:!?\n]*?(?<!\bmore\sor)\s+(?:(?:much|a\s+lot|way|far|even|a\s+bit|a\s+little|slightly)\s+)?less\b"
    r"(?=\s+(?:than|and\s+less|these\s+days|nowadays|now|anymore|any\s+more|lately|recently|over\s+time)\b|\s*(?:[,.;:!?\n]|$))"
    r"|[^，。！？；,.!?;\n]*?(?:不如|比不上|没有[^，。！？；,.!?;\n]{1,10}?那么)",
    re.IGNORECASE,
)


# A liking denied only in comparison, in the clause that says it: "(don't like) MySQL (nearly) as much as Postgres",
# "coffee as much as I used to", "MySQL more than Postgres", "MySQL better than Postgres"
# what one is said to be in spirit ("I'm a student at heart", "a chef at heart but I work in IT", "a kid at heart")
_AT_HEART = re.compile(r"\s+(?:at\s+heart|in\s+spirit)\b", re.IGNORECASE)
_NOT_AS_MUCH = re.compile(
    r"[^,.;:!?\n]*?\s+(?:(?:nearly|quite|half|anywhere\s+near|as)\s+)?(?:as|so)\s+much\s+as\b"
    r"|[^,.;:!?\n]*?\s+(?:any\s+)?(?:more|better)\s+than\b(?!\s+(?:anything|ever|before)\b)",
    re.IGNORECASE,
)


# "now" in Chinese, said otherwise (我目前住在杭州, 我如今在微软上班, 我眼下在阿里上班): as long as 现在, so each character stays
# where it was said
_NOW = re.compile(r"目前|如今|眼下")


# a person said by name ("my name is", "my wife's name is", "my boss is called", "a dog named")
_NAMED_AS = re.compile(r"\bname(?:\s+is|['’]s)\b|\b(?:called|named)\b", _I)


# a statement said with "I'm" ("I'm a runner and training ...", "I am allergic to ...")
_AFTER_AM = re.compile(r"\s*i(?:'m|’m|\s+am)\b", _I)


def _liked_less(text: str, start: int) -> bool:
    """Whether the liking whose value starts at ``start`` says it is liked less (than before, than another)."""
    return _LESS.match(text, start) is not None


def _matches(pattern: re.Pattern[str], text: str, several: bool = False) -> Iterator[re.Match[str]]:
    """``pattern``'s matches in ``text``; for one of someone's slot, or of a slot one holds ``several`` values of,
    each read again from where its value starts, so that a value running on over the next clause leaves it to be
    read ("My sister lives in Rome and my brother lives in Oslo": the brother's home lies in the sister's match
    before her value is cut; "I like jazz and I like sushi")."""
    if "owner" not in pattern.groupindex and not several:
        yield from pattern.finditer(text)
        return
    at = 0
    while (match := pattern.search(text, at)) is not None:
        yield match
        at = max(match.start("value"), match.start() + 1)


def _own_after(pattern: re.Pattern[str], text: str, match: re.Match[str]) -> re.Match[str] | None:
    """The first match of ``pattern`` starting inside ``match`` (a reported clause) that is not reported itself."""
    at = match.start() + 1
    while at < match.end() and (found := pattern.search(text, at)) is not None:
        if found.start() >= match.end():
            return None
        if not reported(text, found.start()):
            return found
        at = found.start() + 1
    return None


#: The slots "my <slot> is ..." fills in English: those of a name, and where one lives ("my address is ...").
_EN_NAMED_SLOTS = EN_SLOTS | {"lives_in"}


@cache  # asked for each match: a pattern's few hundred characters are read once, not once a match
def _is_zh(pattern: re.Pattern[str]) -> bool:
    return any("\u4e00" <= ch <= "\u9fff" for ch in pattern.pattern)


__all__ = ["AttributeMatch", "find_attributes"]
