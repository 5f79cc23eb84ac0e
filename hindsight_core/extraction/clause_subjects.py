"""Whose each clause of a user's message is: the runs of it that state something of another person.

A message is one record, and a value a slot reads gets its clause's record too (``rules._clause_facts``). A
clause whose subject is someone else ("my sister Karen lives in Leeds", 我姐姐住在杭州, 小李开车) holds no slot of the
user's and lived only inside the message's record: when the user moved, that record was superseded and the
sister's city became history with it. Such a clause, with the clauses after it that go on about the same person
("..., she's a nurse", 他也是), is a run of its own; so is, in a message about several people, the speaker's own
run beside another's (小李开车，我骑电动车). When the message's record holds a value of the user's (one a change
supersedes), the extractor gives each run but the one holding that value its own record; a message holding none
is never superseded by a change of the user's and stays one record (splitting those moved rankings for nothing).

The same holds for the user's own statements beside the value: "I have type 2 diabetes" said with a metformin dose
(我有二型糖尿病，每天吃二甲双胍，一次500mg，一天两次) went to history when the dose changed. In the run holding the
value, each clause that opens with the speaker ("I ...", 我...) and says something (a cue, a name) is a statement
of its own, with the subjectless clauses after it (它们 go on about it: ", 每天吃二甲双胍" goes with the clause holding
the value when it holds part of it); the clause holding the value, and what goes on after it, stay together.

A run that leans on another ("my daughter started school there", 女儿也在那边上学, "my sister lives with me",
"I've lived there for years", "I love it") says nothing alone: it stays in the message's record and goes to
history with it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from hindsight_core.extraction.cues import event_type_of
from hindsight_core.extraction.entities import entity_names
from hindsight_core.extraction.reported import quoted
from hindsight_core.extraction.subject_left_out import left_out
from hindsight_core.roles import ZH_PEOPLE
from hindsight_core.text import CASED_LOWER, CASED_UPPER

#: People one names by relation (English).
PEOPLE = (
    r"mom|mum|mother|dad|father|parents?|sister|brother|sibling|wife|husband|partner|son|daughter|kids?|"
    r"child(?:ren)?|friend|bestie|coworker|co-worker|colleague|boss|manager|roommate|flatmate|housemate|"
    r"neighbou?r|cousin|aunt|uncle|grandma|grandmother|grandpa|grandfather|nan|gran|niece|nephew|"
    r"boyfriend|girlfriend|fianc[eé]e?|in-laws?|sil|bil|mil|fil"
)

#: Where a clause ends: a sentence's end (not the dot of "St." or "v2.1"), a comma, a semicolon, or "and"/"but"
#: before a new subject ("and my sister ...", "and Karen lives ...", "and Zoë ..."; a name is in letters of any script
#: with case), looked for where a run of spaces starts (read again from each of its spaces, each time to its end, a
#: long run took minutes).
_CUT = re.compile(
    r"(?<!\bSt)(?<!\bDr)(?<!\bMr)(?<!\bMs)(?<!\bMrs)(?<!\bJr)(?<!\bSr)(?<!\bMt)\.[\"”」』]?(?=\s|$)|[!?][\"”」』]?(?=\s|$)|[;；。！？，,\n]"
    # (not after "me": "me and my girlfriend just moved" is the speaker's own, as "my girlfriend and I" is)
    rf"|(?<!\s)(?<!\bme)(?<!\bMe)\s++(?:and|but)\s+(?=(?i:i|i'm|i've|my|mine|our)\b|(?-i:[{CASED_UPPER}][{CASED_LOWER}]+\b))"
)
#: Words that join a clause to the one before it.
_LEAD_IN = re.compile(
    r"[\s,，]*(?:(?:and|but|also|plus|oh|btw|so|而且|并且|还有|另外|然后|不过|但是)(?:\b|(?<=[\u4e00-\u9fff]))[\s,，]*)*",
    re.IGNORECASE,
)
_RELATIVE = re.compile(
    # "my partner and I moved" is the speaker's own
    rf"(?:my|our)\s+(?P<kin>{PEOPLE})(?:'s)?\b(?!(?:\s+(?-i:[{CASED_UPPER}][{CASED_LOWER}]+))?\s+(?:and|&)\s+(?:i|me)\b)"
    rf"(?:\s+(?P<name>(?-i:[{CASED_UPPER}][{CASED_LOWER}]+))\b)?",
    re.IGNORECASE,
)
_ZH_RELATIVE = re.compile(rf"(?:我们?的?)?(?P<kin>{ZH_PEOPLE})(?!和我|跟我)")
#: Capitalised words that open a clause without naming anyone.
_NOT_NAMES = frozenset(
    """I The This That These Those It It's There Here We You My Our Your His Her Their He She They A An And But So
    Also Oh Btw Yes No Ok Okay Well Just Still Now Then Today Tomorrow Yesterday What When Where Who Why How If
    Since Because After Before Monday Tuesday Wednesday Thursday Friday Saturday Sunday Please Thanks Sorry
    Maybe Actually Anyway Last Next Every""".split()
)
#: A named person doing or being something: "Karen lives in Leeds", "Sam's a nurse", "Zoë is a nurse" (a name, then
#: a verb).
_NAMED = re.compile(
    rf"(?P<name>[{CASED_UPPER}][{CASED_LOWER}]+)(?:'s\s|\s+(?:is|was|has|had|will|can|does|did|\w+s|\w+ed)\b)"
)
#: A Chinese name by its prefix (小李, 老王, 阿强), never a word that starts the same (小时, 老家, 阿里).
_ZH_NAMED = re.compile(
    r"(?P<name>[小老阿][\u4e00-\u9fff])(?<!小时)(?<!小心)(?<!小区)(?<!小说)(?<!小吃)(?<!小事)(?<!小学)(?<!小孩)"
    r"(?<!老是)(?<!老实)(?<!老家)(?<!老样)(?<!老地)(?<!老师)(?<!阿里)(?<!老板)(?<!老公)(?<!老婆)(?<!老妈)(?<!老爸)"
)
_SELF = re.compile(r"(?:i|i'm|i've|i'd|i'll|me|my|mine|we|we're|our)\b|我", re.IGNORECASE)
#: Words that lean on the clause before: the place or person it named ("there", "with me", 那边, 跟我一起).
_LEANS = re.compile(
    r"\b(?:there|here|same\s+(?:city|town|place|street|building)|with\s+(?:me|us)|near\s+(?:me|us)|too)\b"
    r"|那边|那里|那儿|这边|这里|这儿|当地|同一个|和我|跟我|一起",
    re.IGNORECASE,
)
#: Words by which the speaker's own clause leans on the one before: the thing it named ("I love it", "it's a
#: bank", 它很好).
_POINTS_BACK = re.compile(r"\b(?:it|it's|its|that|this|them|those|these)\b|它|这个|那个", re.IGNORECASE)


_FIRST_WORD = re.compile(r"\w")


@dataclass(frozen=True, slots=True)
class Run:
    """Clauses of a message about one subject: ``start``/``end`` in the message, ``opening`` the end of its
    first clause, ``subject`` "self" or the person ("sister", "sister karen", "小李")."""

    start: int
    end: int
    opening: int
    subject: str


def _subject(clause: str) -> str | None:
    """Who a clause (its lead-in words removed) is about: another person, "self", or None (it goes on about
    the subject before it: "she's a nurse", "works at the hospital")."""
    for pattern in (_RELATIVE, _ZH_RELATIVE):
        found = pattern.match(clause)
        if found is not None:
            name = found.groupdict().get("name")
            return f"{found['kin'].casefold()} {name.casefold()}" if name else found["kin"].casefold()
    named = _NAMED.match(clause) or _ZH_NAMED.match(clause)
    if named is not None and named["name"] not in _NOT_NAMES:
        return named["name"].casefold()
    return "self" if _SELF.match(clause) else None


def _clauses(text: str) -> list[tuple[int, int, str | None]]:
    """``text`` cut into clauses: their start (past the lead-in words), their end, and whom each is about
    (``None``: it goes on about the subject before it)."""
    out: list[tuple[int, int, str | None]] = []
    start = 0
    # a clause going on from the speaker's, its subject left out, is theirs ("I live in Leeds and have type 2
    # diabetes"): cut where it starts (a comma before it is a cut already)
    going_on = {begin: join for join, begin, _ in left_out(text)}
    cuts = sorted(
        [*((m.start(), m.end()) for m in _CUT.finditer(text)), *((j, b) for b, j in going_on.items())]
    )
    for cut in [*cuts, None]:
        end = cut[0] if cut is not None else len(text)
        if end < start:
            continue  # a comma the clause's start was cut at already
        lead = _LEAD_IN.match(text, start, end)
        begin = lead.end() if lead is not None else start
        if text[begin:end].strip():
            # read on past the clause: "my partner and I moved" is cut at "and I" but is the speaker's own
            out.append((begin, end, "self" if begin in going_on else _subject(text[begin:])))
        start = cut[1] if cut is not None else end
    return out


def _runs(clauses: list[tuple[int, int, str | None]]) -> list[Run]:
    runs: list[Run] = []
    for begin, end, subject in clauses:
        if runs and (subject is None or subject == runs[-1].subject):
            runs[-1] = Run(runs[-1].start, end, runs[-1].opening, runs[-1].subject)
        else:
            runs.append(Run(begin, end, end, subject or "self"))
    return runs


def subject_runs(text: str) -> list[Run]:
    """``text`` cut into runs of clauses about one subject, when one is another person's (else ``[]``).

    >>> [(text[r.start : r.end], r.subject) for text in ["I live in Bristol and my sister Karen lives in Leeds."]
    ...  for r in subject_runs(text)]
    [('I live in Bristol', 'self'), ('my sister Karen lives in Leeds', 'sister karen')]
    >>> [r.subject for r in subject_runs("我住在合肥，我姐姐住在杭州，我哥哥也住在杭州。")]
    ['self', '姐姐', '哥哥']
    >>> subject_runs("I live in Paris and I love it there.")
    []
    """
    runs = _runs(_clauses(text))
    if all(r.subject == "self" for r in runs):
        return []
    return runs


def _own_statements(
    text: str, clauses: list[tuple[int, int, str | None]], run: Run, own: tuple[int, int]
) -> list[tuple[int, int]]:
    """The statements of the speaker's ``run`` besides the one holding ``own`` (see the module docstring)."""
    units: list[list[int]] = []  # start, end, opening, holds own (0/1), opens with the speaker (0/1)
    for begin, end, subject in clauses:
        if not run.start <= begin < run.end:
            continue
        holds = int(begin < own[1] and own[0] < end)
        # a clause goes on with the unit before it when it names no subject, or holds more of the value; one
        # that starts holding the value starts the value's unit
        if units and (holds and units[-1][3] or subject is None and not holds > units[-1][3]):
            units[-1][1], units[-1][3] = end, units[-1][3] | holds
        else:
            units.append([begin, end, end, holds, int(subject == "self")])
    return [
        (start, end)
        for start, end, opening, holds, speaker in units
        # a statement of the speaker's own ("I have type 2 diabetes"; not "Please fix the failing test")
        if not holds
        and speaker
        and not _LEANS.search(text, start, opening)
        and not _POINTS_BACK.search(text, start, opening)
        and bool(event_type_of(text[start:opening]) or entity_names(text[start:opening]))
    ]


def runs_of_their_own(text: str, own: tuple[int, int] | None) -> list[tuple[int, int]]:
    """The spans of ``text`` (a user's message) to record apart from it: every run of a message about several
    people but the message's own (the run holding ``own``, the span of the value its record holds; else its
    first run) and those whose first clause leans on another ("my daughter started school there"; not "my sister
    Nora lives in Galway, she's a nurse there", the place of her own); with ``own``, the speaker's own
    statements in its run that do not hold it.

    >>> text = "I live in Manchester, I'm allergic to penicillin and my sister Karen lives in Leeds."
    >>> [text[a:b] for a, b in runs_of_their_own(text, (0, 20))]
    ["I'm allergic to penicillin", 'my sister Karen lives in Leeds']
    >>> text = "小李开车，我骑电动车。"
    >>> [text[a:b] for a, b in runs_of_their_own(text, None)]
    ['我骑电动车']
    >>> text = "我有二型糖尿病，每天吃二甲双胍，一次500mg，一天两次。"
    >>> [text[a:b] for a, b in runs_of_their_own(text, (10, 28))]
    ['我有二型糖尿病']
    """
    clauses = _clauses(text)
    runs = _runs(clauses)
    if not runs:
        return []
    mine = next((r for r in runs if own is not None and r.start <= own[0] < r.end), runs[0])
    spans = [(r.start, r.end) for r in runs if r is not mine and not _LEANS.search(text, r.start, r.opening)]
    if own is not None and mine.subject == "self":
        spans += _own_statements(text, clauses, mine, own)
    # words quoted are their speaker's, not the user's statements: a clause in or across a quote stays in the message's
    # record ("My brother keeps saying "I work at Google, my wife is a doctor"" gave "I work at Google" a record)
    spans = [(a, b) for a, b in spans if not (quoted(text, _word_at(text, a, b)) or quoted(text, b))]
    return sorted(spans) if len(runs) >= 2 or own is not None else []


def _word_at(text: str, start: int, end: int) -> int:
    """Where the first word of ``text[start:end]`` starts, past the quotes and spaces opening it."""
    found = _FIRST_WORD.search(text, start, end)
    return found.start() if found is not None else start
