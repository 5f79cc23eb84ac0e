"""A user's turn and its values: which one the turn's own record holds (one that can change), the clause each is
said in, and whether it is said as a guess ("I think my manager is called Tom, not sure")."""

from __future__ import annotations

import re
from dataclasses import replace

from hindsight_core.extraction import turns
from hindsight_core.extraction.answers import answered_slot
from hindsight_core.extraction.cues import AttributeMatch, event_type_of, find_attributes, sentences
from hindsight_core.extraction.hedges import guessed, without_hedges
from hindsight_core.extraction.pasted import without_pasted
from hindsight_core.extraction.readings import AND_ANOTHER_READING
from hindsight_core.extraction.subject_left_out import left_out
from hindsight_core.lifecycle.multi_valued import MULTI_VALUED
from hindsight_core.text import CASED_LOWER, CASED_UPPER, normalize_entity

#: Types whose statements a hedge softens rather than doubts ("I think I prefer tea now", "I'll probably take the
#: train"): a taste or an intent said gently is still the current one, and replaces the one before it.
_SOFTENED = ("preference", "decision", "plan")


def said_as_guess(clause: str, event_type: str | None, doubting: list[str]) -> bool:
    """Whether ``clause`` of what a turn stated is said as a guess, and states no taste or intent
    (:data:`_SOFTENED`): it holds a word of doubt, or its sentence has a clause that is only one ("my manager is
    called Tom, not sure"; not "maybe. she's an accountant", whose "maybe" is a sentence of its own): it is in one of
    ``doubting``, the turn's :func:`doubting_sentences`."""
    said = clause.strip()
    if not said or event_type in _SOFTENED:
        return False
    return guessed(said) or any(said in s for s in doubting)


def doubting_sentences(said_in: list[str]) -> list[str]:
    """Those of a turn's :func:`~.questions.sentences` that have a clause only of doubt ("..., not sure"): read once a
    turn, not once a clause (a pasted page of a thousand clauses read each of its sentences a thousand times)."""
    return [s for s in said_in if _doubts_its_sentence(s)]


_PUNCTUATION = " \t,.!?;:，。！？；：…~"


def _doubts_its_sentence(sentence: str) -> bool:
    """Whether a part of ``sentence`` is a word of doubt and nothing else ("..., not sure"; a trail of
    punctuation, "..., ...", is none)."""
    return any(
        part.strip(_PUNCTUATION) and not without_hedges(part).strip(_PUNCTUATION)
        for part in _CLAUSE_END.split(sentence)
        if part is not None
    )


def found_in(stated: str, plain: str, at: list[int]) -> list[AttributeMatch]:
    """The values ``stated`` holds, read from ``plain``, ``stated`` without its words of doubt, and ``at``, where
    each of its characters is in ``stated`` (:func:`~.hedges.unhedged`: "I think my manager is called Tom, not
    sure", 我老板好像叫王磊 hold a value as a plain statement does), each where it is in ``stated``."""
    if len(plain) == len(stated):
        return find_attributes(plain)
    return [
        replace(m, span=(at[m.span[0]], at[max(m.span[1], m.span[0] + 1) - 1] + 1))
        for m in find_attributes(plain)
    ]


def turn_guessed(stated: str, primary: AttributeMatch | None, event_type: str | None) -> bool:
    """Whether a turn's record is a guess: the clause of its value is (:func:`said_as_guess`), or without one, every
    sentence that says more than a word of doubt ("maybe. she's an accountant" says she is one; "Hi. I have
    Crohn's ... I'll probably ask" is no guess)."""
    said_in = sentences(stated)
    doubting = doubting_sentences(said_in)
    if primary is not None:
        return said_as_guess(stated[slice(*clause_bounds(stated, primary.span))], event_type, doubting)
    said = [s for s in said_in if without_hedges(s).strip(_PUNCTUATION)]
    return bool(said) and all(said_as_guess(s, event_type, doubting) for s in said)


def primary_value(matches: list[AttributeMatch], event_type: str | None) -> AttributeMatch | None:
    """The value a turn's own record holds: one that can change (a single-valued slot: where one lives, not
    one of many likes), of the turn's type where one is. A change of it ends the turn's record; the turn's
    other values have their clauses' records (``RuleExtractor._clause_facts``) and stay current."""
    if not matches:
        return None
    # an appointment's day last: its record ends after the day, and a lasting value said beside it must not
    # ("I'm allergic to penicillin, and I have a doctor appointment on March 10": the clause holds the visit); an
    # age before it only: said in passing, it changes every year ("I'm 28, live in San Diego": the home holds the
    # turn, "I'm 28" its clause)
    return min(
        matches,
        key=lambda m: (
            m.attribute.startswith("appointment_"),
            m.attribute == "age",
            m.attribute.split("=")[0] in MULTI_VALUED,
            m.amount,  # "搬到望京了 ... 房租7800": the move holds the turn, the rent said beside it does not
            m.owner
            is not None,  # the speaker's own before a relative's ("I live in Leeds and my sister lives in Rome")
            m.event_type != event_type,
        ),
    )


def turn_slot(content: str, speaker: str | None, asked: str = "") -> dict[str, str]:
    """The slot :class:`RuleExtractor` gives the record of a user's turn saying ``content`` (its own words,
    ``speaker`` its speaker's name if it has one), ``asked`` the question it answers as the record's text says
    it: the turn's first value that can change, else the slot asked and answered. Read again from a stored
    record's text by :func:`~hindsight_core.extraction.stored_slot.stored_slot`.

    >>> turn_slot("I moved to Paris last month.", None), turn_slot("Lisbon now.", "Sam", "Where do you live?")
    ({'subject': 'user', 'attribute': 'lives_in', 'value': 'Paris'}, {'subject': 'sam', 'attribute': 'lives_in', 'value': 'Lisbon'})
    """
    # (not an email or a log pasted: its author's first person)
    stated = turns.stated(without_pasted(content))
    if not stated:
        return {}
    plain = without_hedges(stated)
    primary = primary_value(find_attributes(plain), event_type_of(stated))
    if primary is not None:
        return slot_of(primary, speaker)
    answered = answered_slot(asked, plain) if asked else None
    return slot_of(answered, speaker) if answered is not None else {}


def slot_of(match: AttributeMatch, speaker: str | None) -> dict[str, str]:
    """The slot's subject is the speaker, or whose it is when it is someone else's ("Sam changed his number")."""
    subject = match.owner or speaker
    return {"subject": normalize_entity(subject) if subject else "user", "attribute": match.attribute,
            "value": match.value}  # fmt: skip


#: Where a clause ends: a sentence's end (a dot ending a word, not one inside "v2.1" or after "St"), a comma, a semicolon,
#: "and"/"but" before the speaker's next statement ("I'm allergic to peanuts and I like jazz") or a named person's
#: ("and Karen lives in Leeds", "and Zoë moved"), looked for where a run of spaces starts (from each of its spaces, a
#: sentence of pasted padding was read to its end again and again).
_CLAUSE_END = re.compile(
    r"(?<!\bSt)(?<!\bDr)(?<!\bMr)(?<!\bMs)(?<!\bMrs)(?<!\bJr)(?<!\bSr)(?<!\bMt)(?<!\bvs)(?<!\betc)\.[\"”」』]?(?=\s|$)|[!?][\"”」』]?(?=\s|$)|[;；。！？，,\n]|(?<!\s)\s++(?:and|but)\s+(?=(?:(?:now|then|also|still|lately)\s+)?(?:i|i'm|i've|my|we|we're|our)\b)"
    # dictated Chinese joins its clauses with a space or 然后, no comma (我住在杭州 在阿里上班, 我搬到杭州了然后在阿里上班)
    r"|(?<=[\u4e00-\u9fff])(?:\s+|然后)(?=[\u4e00-\u9fff])"
    rf"|(?<!\s)\s++(?:and|but)\s+(?=(?-i:[{CASED_UPPER}][{CASED_LOWER}]+)"
    r"(?:'s|\s+(?:is|was|has|had|will|lives|works|moved|\w+ed))\s)"
    # a bank for another account, its verb left out: "I bank with Chase for checking and Ally for savings"
    r"|(?:(?<=for\schecking)|(?<=for\ssavings)|(?<=checking\saccount)|(?<=savings\saccount))\s++(?:and|but)\s+"
    r"(?=(?:with\s+|at\s+)?(?-i:[A-Z]))"
    # a health reading after another: "cholesterol 5.8 and LDL 3.9"
    r"|"
    + AND_ANOTHER_READING
    # a thing ended, then what it was switched to (我把网易云退了「换成QQ音乐」): each clause's value its own record
    + r"|(?<=退了|停了|没续)(?=换成|换到|改用|改成|转到|换用)",
    re.IGNORECASE,
)
#: Words that join a clause to the one before it ("..., and I'm allergic to shellfish"; 而且我对海鲜过敏).
LEAD_IN = re.compile(
    r"^[\s,，]*(?:(?:and|but|also|plus|oh|btw|by\s+the\s+way|而且|并且|还有(?!点|些)|另外|然后|不过|但是)(?:\b|(?<=[\u4e00-\u9fff]))[\s,，]*)*",
    re.IGNORECASE,
)


def clause_bounds(text: str, span: tuple[int, int]) -> tuple[int, int]:
    """The clause of ``text`` around ``span``: from the last clause end before it to the first at or after its
    end (a value runs to the end of its clause, so the match ends there)."""
    reach = max(0, span[0] - 300)  # a clause is short: a pasted text is not read from its start for each
    ends = [
        m.span() for m in _CLAUSE_END.finditer(text, reach, span[0] + 12)
    ]  # (past the start: "and" needs "I")
    # a clause going on from the speaker's, its subject left out, starts one too ("... and work at Acme")
    ends += [(join, start) for join, start, _ in left_out(text) if reach <= join < span[1] + 300]
    start = max((end for _, end in ends if end <= span[0]), default=span[0] if reach else 0)
    after = _CLAUSE_END.search(text, max(span[1], span[0] + 1), span[1] + 300)
    stop = after.start() if after else min(len(text), span[1] + 300)
    return start, min([stop, *(join for join, _ in ends if join >= span[1])])


def beside_in_clause(match: AttributeMatch, matches: list[AttributeMatch], bounds: tuple[int, int]) -> bool:
    """Whether ``match`` is a further value of a slot one holds several of, named after another of ``matches`` in its
    clause (``bounds``): "I have a cough and a sore throat", 我又咳嗽又发烧. It is held in a record of its own, from its
    value on, so that its end ends it alone."""
    return match.attribute in MULTI_VALUED and any(
        other is not match
        and other.attribute == match.attribute
        and other.owner == match.owner
        and other.value != match.value
        and bounds[0] <= other.span[0]
        and other.span[1] <= match.span[0]
        for other in matches
    )


__all__ = [
    "LEAD_IN",
    "beside_in_clause",
    "clause_bounds",
    "doubting_sentences",
    "found_in",
    "primary_value",
    "said_as_guess",
    "slot_of",
    "turn_guessed",
    "turn_slot",
]
