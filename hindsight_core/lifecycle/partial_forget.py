"""What a forget by query leaves of a message that said more than what is forgotten.

A user's message is one memory ("I prefer pytest over unittest. My staging host is stg-07.internal."); a
forget of one of its facts ("forget my staging host") took the other with it. The clauses that say nothing of
the request (none of its words, none of the values of the clauses it names) stay, as a memory of their own
from the same message; the message's own memory, and its text in the journal, go as before. A message of
one clause, or one whose every clause the request names, goes whole; so does one matched only by meaning.
"""

from __future__ import annotations

import re
from collections.abc import Collection

from hindsight_core.text import (
    CASED_UPPER,
    has_cjk,
    keyword_terms,
    naming_values,
    split_question,
    split_speaker,
)

#: Where a clause ends: a sentence's end, a semicolon, or "and"/"but" before the speaker's next statement
#: ("My office number is 555-0101 and my mobile is 555-0199", "Anna's email is anna@x.io and mine is jo@y.io").
_CLAUSE_CUT = re.compile(
    r"(?<=[.!?。！？])\s+|(?<=[。！？；])|\s*;\s*|,?\s+(?:and|but)\s+(?=(?:i|i'm|i've|my|mine|we|we're|our)\b)",
    re.IGNORECASE,
)
#: After a Chinese comma (the clause keeps it).
_ZH_LISTED = re.compile(r"(?<=，)")
#: After an English comma (not inside a number: "€3,900").
_EN_LISTED = re.compile(r",\s+")
#: An opening that states something of its own: its subject first (a pronoun, or a name in letters of any script
#: with case: "Émile's number is ...").
_STANDS_ALONE = re.compile(
    r"(?:i|i'm|i've|my|we|we're|we've|our|he|she|they|his|her|their)\b|"
    rf"(?-i:[{CASED_UPPER}])[\w'-]+(?:'s \w+)?\s+(?:is|was|has|had)\b",
    re.IGNORECASE,
)
#: Words of the request itself, not of what it names.
_REQUEST_WORDS = frozenset(
    "forget forgot delete remove erase wipe drop purge please don't dont stop storing store save keep remember "
    "record about the fact that said".split()
)


def _said_last(parts: list[str], held: list[str]) -> bool:
    """Whether a slot's value is said only after the first part of a Chinese sentence cut at its commas (what
    comes before it stands alone; a part after it leans on it: 我的电话是139…，别告诉别人)."""
    holding = [n for n, part in enumerate(parts) if any(v in part.casefold() for v in held)]
    return len(parts) >= 2 and bool(holding) and holding[0] > 0 and holding[-1] == len(parts) - 1


def rest_after_forget(text: str, request: str, *, values: Collection[str] = ()) -> str | None:
    """``text`` without its clauses that the forget ``request`` names, when some clauses say nothing of it;
    ``None`` when the text should go whole (one clause, every clause named, or none named by its words).

    The speaker's own name is no word of what is forgotten: "forget Jo's passport number" names Jo's
    passport, not "My name is Jo Park" said beside it. With ``values`` (a named slot's values that go), the
    clauses holding one of them go, whatever their words: "forget my phone number" takes "mine is 555-0222",
    never "My boss's phone is 555-0100" said before it.

    >>> rest_after_forget("The user said: I prefer pytest over unittest. My staging host is stg-07.internal.",
    ...                   "forget my staging host")
    'The user said: I prefer pytest over unittest.'
    >>> rest_after_forget("The user said: My boss's phone is 555-0100; mine is 555-0222.",
    ...                   "forget my phone number", values=["555-0222"])
    "The user said: My boss's phone is 555-0100"
    """
    speaker, start = split_speaker(text)
    body = text[start:]
    # the question an answer was stored with ("... (answering the assistant: Which address?)") is no clause of
    # the message: it goes with what stays, or with the message (a fragment of it was kept alone)
    body, question = split_question(body)
    clauses = [c.strip() for c in _CLAUSE_CUT.split(body) if c and c.strip()]
    listed = [part for c in clauses for part in _ZH_LISTED.split(c) if part]
    held = [v.casefold() for v in values if v.strip()]
    if len(listed) - len(clauses) >= 2 or (held and _said_last(listed, held)):
        # a Chinese message listing facts with commas ("我有甲减，…，我老公有痛风不能吃海鲜，一诺对芒果过敏"); a
        # sentence with one comma ("新室友是个广州本地女生，叫阿欣") is one statement, but for a slot's value said
        # after the comma (老板的电话是138…，我的是139…: the speaker's number goes, the boss's stays)
        clauses = listed
    # whose memory it is ("Jo's passport number" of what Jo said) is no word of what it says
    asked = set(keyword_terms(request)) - _REQUEST_WORDS - set(keyword_terms(speaker or ""))
    named_values = naming_values(request)

    def names(clause: str) -> bool:
        if held:  # a slot's values: the clause holding one goes, whatever its words
            return any(v in clause.casefold() for v in held)
        return bool(set(keyword_terms(clause)) & asked or naming_values(clause) & named_values)

    def naming(parts: list[str]) -> list[str]:
        return [c for c in parts if names(c)]

    named = naming(clauses) if len(clauses) >= 2 else []
    if not named or len(named) == len(clauses):
        # an English statement naming it all but its opening statement, which stands alone ("I drive a white
        # RAV4 for showings, plate CJK 4471": forget the plate, the car stays; "My deposit was €3,900,
        # registered with the RTB, tenancy number 667120"), never what leans on the rest ("use it for
        # refunds") or a part of one value ("14 Wilmslow Road, Manchester M14 5TQ"), nor a Chinese sentence
        # (新室友是个广州本地女生，叫阿欣 is one statement)
        parts = [part.strip() for part in _EN_LISTED.split(body.strip()) if part.strip()]
        named = naming(parts) if not has_cjk(body) and len(parts) >= 2 else []
        first = next((n for n, part in enumerate(parts) if part in named), 0)
        if first == 0 or not _STANDS_ALONE.match(parts[0]):
            return None
        clauses, named = parts, parts[first:]
    gone = set().union(*(naming_values(c) for c in named))
    keep = [c for c in clauses if c not in named and not naming_values(c) & gone]
    if not keep:
        return None
    tail = ""
    if question and not (names(question) or naming_values(question) & gone):
        tail = question if question.startswith("（") else " " + question
    # Chinese clauses end with their own punctuation: no space between them
    joined = (
        "".join(c if c.endswith(("，", "。", "！", "？", "；")) else c + " " for c in keep)
        .rstrip()
        .rstrip("，")
    )
    return text[:start] + joined + tail
