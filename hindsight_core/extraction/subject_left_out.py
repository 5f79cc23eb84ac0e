"""The speaker left out of an English clause that goes on from their own: "I live in Leeds and work at Acme", "I'm 34,
live in Austin and work as a nurse", "I'm vegetarian and allergic to peanuts", "I quit Initech and joined Globex".
English says the subject once for clauses joined by "and", "but" or a comma, and the slot rules read a clause that
says it ("I work at ..."): :func:`with_subjects` says it again where it was left out, for the rules to read, with
where each character came from; :func:`left_out` gives where such clauses start, for the clause a value's record
holds (``turn_values.clause_bounds``).

A clause goes on from the speaker's when the last subject said before it in its sentence is the speaker ("I", "we"),
and it opens with a verb the speaker does ("work", "moved", "prefer") or, after "I'm", with what the speaker is
("allergic to", "from", "a nurse"). Not the speaker's: a clause after someone else's ("My sister lives in York and
works at the hospital", "I think my brother moved to York and joined Aviva"), after one who is said in a relative
clause ("I know a guy who moved to York and joined Aviva"), in a question or under a condition ("If I move to York
and work at Aviva, ..."); and a verb a wish or a habit gone governs ("I'd like to live in Lisbon and work at a
startup", "I used to live in Paris and work at Danone") is none of the speaker's statements. Chinese clauses are
read by their own rules (:func:`~.slot_patterns.speaker_goes_on`).

    >>> with_subjects("I live in Leeds and work at Acme")[0]
    'I live in Leeds and I work at Acme'
    >>> with_subjects("I'm vegetarian and allergic to peanuts")[0]
    "I'm vegetarian and I'm allergic to peanuts"
    >>> with_subjects("My sister lives in York and works at the hospital")[1] is None
    True
"""

from __future__ import annotations

import re
from functools import lru_cache

from hindsight_core.roles import ROLES_EN

_I = re.IGNORECASE

# Words said between the join and the verb ("and now work for Zalando", "but still live in Leeds"), a doubt too ("and
# probably work at Acme": read without it, the clause must start there as well)
_ADVERBS = (
    r"(?:(?:now|also|still|currently|recently|just|finally|then|later|eventually|really|actually|usually|mostly|"
    r"always|mainly|happily|probably|maybe|perhaps|possibly|(?:do\s+)?(?:don['’]t|do\s+not|never|no\s+longer))\s+)*"
)
# What the speaker does, in a form said after "I": the verbs a slot rule reads ("work at", "moved to", "prefer")
_PRESENT = (
    r"live|work|love|like|enjoy|adore|prefer|hate|dislike|detest|drink|eat|use|drive|play|practi[cs]e|run|swim|"
    r"go|do|own|have|earn|make|speak|study|teach|stick|rent"
)
# ... and done: never governed by "would", "to", "used to" before it ("I'd like to live in York but moved to Leeds")
_PAST = (
    r"moved|relocated|joined|quit|left|started|switched|stopped|gave\s+up|got|became|settled|ended\s+up|traded|"
    r"resigned|lived|worked|loved|liked|enjoyed|preferred|hated|bought|sold|went|signed"
)
# What the speaker is, said after "I'm" ("I'm vegetarian and allergic to peanuts", "I'm 29 and a nurse", "I'm 34,
# married with two kids")
_IS = (
    r"(?:not\s+|no\s+longer\s+)?(?:allergic|intolerant|vegan|vegetarian|pescatarian|gluten[- ]free|lactose|originally|"
    # ("I'm 35 and a half", "5 and a half hours": a half is what the number is, no kind of person)
    r"into|based|living|working|residing|employed|back|an?(?!\s+(?:half|quarter)\b)|married|engaged|single|divorced|widowed|"
    r"from(?!\s+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|today|tomorrow|now|"
    r"then|home|work|\d)\b))"
)
# A clause joined to the one before: the join, then what goes on (a verb after a comma alone may be a preposition:
# "I moved to York, like many people")
_JOIN = re.compile(
    r"(?P<join>(?<!\s)\s*+[,;]\s*+(?:(?P<joined>and|but|so)\s++)?|(?<!\s)\s++(?P<conj>and|but)\s++"
    # where one lives or works said right after what one is ("I'm a nurse living in Leeds"; see _DESCRIBED)
    r"|(?P<bare>(?<![\s,;])\s++)(?=(?:(?:currently|now)\s+)?(?:living|based|residing|working|employed)\s+(?:in|at|for|by)\b))"
    r"(?:then\s++)?"
    r"(?P<said>"
    + _ADVERBS
    + r"(?:(?P<done>"
    + _PAST
    + r")|(?P<does>"
    + _PRESENT
    + r")|(?P<is>"
    + _IS
    + r"))\b)"
    r"(?=\s+\S)",
    _I,
)
# What someone does, said after them: a verb in any person ("my sister lives", "my parents live", "Tom and Anna moved";
# not "Paris as a student", "Leeds this year")
_NOT_A_VERB = (
    r"(?!(?:as|this|its|his|us|plus|less|across|always|perhaps|sometimes|towards|whereas|yes|thus|besides|nowadays|"
    r"days|weeks|months|years)\b)"
)
_DOES = (
    r"(?:(?:also|both|all|still|now|just)\s+)?(?-i:is|was|are|were|has|had|have|will|can|could|does|did|do|got|went|"
    r"left|quit|[a-z]+ed|" + _NOT_A_VERB + r"[a-z]{2,}s|" + _PRESENT + r")\b"
)
# The subjects said in a sentence: the speaker ("I", "I'm", "we've"), or someone else (a pronoun, a relative word, a
# person by their role or name doing something)
_SUBJECT = re.compile(
    r"\b(?P<self>i|we)(?:(?P<be>['’](?:m|re)|\s+(?:am|are)|(?:['’]ve|\s+have)\s+been)|(?P<would>['’](?:d|ll))|['’]ve)?(?![\w'’])"
    r"|\b(?:he|she|they|you|who|whom|which|whose|that|where|it(?=['’]s\b|\s+(?-i:is|was|has|had|will|[a-z]+s)\b))\b"
    r"|\b(?:my|our|his|her|their|your)\s+(?:[\w-]+\s+)?(?:(?:"
    + ROLES_EN
    + r")s?|kids?|children|parents|family|folks|in-laws)"
    r"(?:\s+(?-i:[A-Z][a-z]+))?(?:['’]s\b|\s+" + _DOES + r")"
    r"|\b(?-i:(?!(?:I|The|This|That|There|It|What|When|Where|How|Why|Who|And|But|So|My|Our)\b)[A-Z][a-z]+"
    r"(?:\s+and\s+[A-Z][a-z]+)?)\s+" + _DOES,
    _I,
)
# What governs a verb said after it, so that the verb is no statement: a wish, a plan, an ability, a habit gone ("I'd
# like to live in Lisbon and work ...", "I used to live in Paris and work ...", "I moved here to be near my mum and ...")
_GOVERNS = re.compile(
    r"\b(?:would|will|can|could|should|might|may|must|wanna|gonna)\b|['’](?:d|ll)\b|\bto\s+(?:be|become|get|move|"
    r"relocate|join|quit|leave|start|switch|stop|settle|buy|sell|find|try|retire|stay|keep|learn|"
    + _PRESENT
    + r")\b",
    _I,
)
# A condition or a time that the clause is said under ("If I move to York and work at Aviva, ...")
_CONDITION = re.compile(
    r"\b(?:if|unless|whether|when|whenever|once|suppose|supposing|assuming|in\s+case)\b", _I
)
_NEGATED = re.compile(r"\b(?:not|never|no\s+longer)\b|n['’]t\b", _I)
# What someone else does, said after "a" or "an" ("I'm tired and a friend came over"): no description of the speaker
_ANOTHER_DOES = re.compile(
    r"[^,.;:!?\n]{0,80}?\b(?:is|was|are|were|has|had|will|would|can|could|came|went|said|told|says|does|did|got|left|"
    r"arrived|called|asked|wants|needs|thinks|lives|works|moved|comes|goes)\b",
    _I,
)
# What one is, said after "I'm" and before where one lives or works, with no join: "I'm a nurse living in Leeds", "I'm a
# 34-year-old designer currently based in Lyon", "I am now a retired teacher living in Kent"
_DESCRIBED = re.compile(r"\s+(?:(?:now|also|still|just)\s+)?an?\s+[^,.;:!?\n]{1,50}$", _I)
# "I'm" said of what one is doing ("I'm setting up ...", "I'm really enjoying ...")
_DOING = re.compile(r"\s+(?:\w+ly\s+|now\s+|still\s+|just\s+)*\w+ing\b", _I)
_SENTENCE_END = re.compile(r"[.!?](?=\s|$)|\n")
_REACH = 300  # a clause is short: a pasted text is not read from its start for each join


@lru_cache(maxsize=16)
def left_out(text: str) -> tuple[tuple[int, int, str], ...]:
    """Where ``text`` leaves the speaker out of a clause going on from theirs: (where its join starts, where the
    clause starts, the subject to say there: "I ", "I'm ", "we ").

    >>> left_out("I live in Leeds and work at Acme")
    ((15, 20, 'I '),)
    """
    if not _JOIN.search(text):
        return ()
    out: list[tuple[int, int, str]] = []
    for join in _JOIN.finditer(text):
        said = _subject_before(text, join)
        if said is not None:
            out.append((join.start(), join.start("said"), said))
    return tuple(out)


def _subject_before(text: str, join: re.Match[str]) -> str | None:
    """The subject to say again at ``join`` (see :func:`left_out`), or None when it is no clause of the speaker's."""
    if join["does"] and not join["joined"] and not join["conj"] and join["does"].lower() == "like":
        return None  # "I moved to York, like many people": a preposition
    floor = max(0, join.start() - _REACH)
    opened = max((m.end() for m in _SENTENCE_END.finditer(text, floor, join.start())), default=floor)
    closed = _SENTENCE_END.search(text, join.end(), join.end() + _REACH)
    if closed is not None and text[closed.start()] == "?":
        return None  # a question: "I live in Leeds and should I move?"
    before = text[opened : join.start()]
    if _CONDITION.search(before):
        return None
    subjects = list(_SUBJECT.finditer(before))
    if not subjects or subjects[-1]["self"] is None:
        return None  # no one said, or the last one said is someone else
    last = subjects[-1]
    pronoun = last["self"]
    if join["done"]:
        return f"{pronoun} "
    # a present verb, or what one is: not under a wish, a plan or a habit gone (governed by "would", "to", "'d")
    if last["would"] or _GOVERNS.search(before, last.end()):
        return None
    if join["does"]:
        return f"{pronoun} "
    if not last["be"]:
        return None  # "I have a cat and allergic ...": nothing to say again
    if join["bare"]:
        # "I'm a nurse living in Leeds": said again after a comma, the clause of what one is ends before it
        return f", {pronoun}{last['be']} " if _DESCRIBED.match(before, last.end()) else None
    if join["conj"] and join["conj"].lower() == "and" and _NEGATED.search(before, last.end()):
        return None  # "I'm not vegan and allergic to nuts": the "not" may be said of both
    said = join["is"].lower()
    if _DOING.match(before, last.end()) and not said.endswith("ing"):
        return None  # "I'm setting up a home server, an old ThinkPad ...": "I'm" said of what one is doing
    if said in ("a", "an") and (not join["conj"] or _ANOTHER_DOES.match(text, join.end())):
        return None  # "I have a dog, a beagle"; "I'm tired and a friend came over"
    return f"{pronoun}{last['be']} "


def with_subjects(text: str) -> tuple[str, list[int] | None]:
    """``text`` with the speaker said again where a clause going on from theirs left them out (:func:`left_out`),
    and where each of its characters is in ``text`` (a subject said again is where its clause starts); ``None``
    when nothing was left out (``text`` is returned as it is)."""
    found = left_out(text)
    if not found:
        return text, None
    parts: list[str] = []
    at: list[int] = []
    last = 0
    for _, start, subject in found:
        parts += [text[last:start], subject]
        at += [*range(last, start), *[start] * len(subject)]
        last = start
    parts.append(text[last:])
    at += range(last, len(text))
    return "".join(parts), at


__all__ = ["left_out", "with_subjects"]
