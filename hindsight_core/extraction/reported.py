"""Whether a first-person clause is the speaker's statement: not someone's words reported ("My mom said: 'I live in
Chengdu'", 他说我在腾讯工作; the speaker's own words said again are theirs: "Like I said, I live in Chengdu"), not
inside quotes, not said to be untrue in its sentence ("..., which is wrong"), not make-believe ("Write a story where I
live in Tokyo", "If I moved to Berlin", 假如我住在北京, a dream told: "I dreamt I moved to Tokyo").

    >>> reported("My mom said: 'I live in Chengdu'", 14), reported("I live in Chengdu", 0)
    (True, False)
    >>> reported("my doctor said my iron was low so I'm pescatarian now", 36)
    False
"""

from __future__ import annotations

import re

_I = re.IGNORECASE

# Someone else's words: after a reporting verb in the same sentence, or inside quotes ("My mom said: 'I live in
# Chengdu'", "他说我在腾讯工作是谣言"): a first person there is not the speaker.
_REPORTED = re.compile(
    r"\b(?:said|says|say|saying|told|tells|tell|telling|claims?|claimed|claiming|thinks?|thought|heard|asked|asks|"
    r"wrote|writes|insists?|insisted|insisting|assumes?|assumed|assuming|believes?|believed|swears?|swore|"
    r"convinced|pretends?|pretended|pretending|rumou?red?|jokes?|joked|joking)\b"
    # what someone else supposes of the speaker ("Tom reckons I'm a vegetarian lol, I'm not", "my mom figured I live in
    # London"; not the speaker's own "I reckon", "I figured", read as their hedge)
    r"|(?<!\bi\s)(?<!\bwe\s)\b(?:reckons?|reckoned|figured|guesses|guessed|suspects|suspected)\b"
    r"|(?<!小)说(?:过|了)?\s*[：:“\"「『]|(?<!小)说(?:过|了)?(?=[^，。！？,.!?]{0,2}我)|告诉|听说|以为|(?:觉得|认为)(?=我)",
    _I,
)
# Make-believe: a story, a role-play, a scene one asks to imagine ("Write a story where I live in Tokyo", "Let's
# role-play: I'm a detective", "Imagine I live in Paris and work at Sony", 想象一下我住在巴黎, 帮我写个故事，故事里我...):
# the rest of its sentence is no statement (not "I imagine I'll stay", "I suppose": the speaker's own guess)
_IMAGINED = re.compile(
    r"(?<!\bi\s)\b(?:imagine|suppose|supposing|hypothetically|let(?:'s|’s|\s+us)\s+(?:say|pretend|imagine|assume)|"
    r"in\s+a\s+world\s+where|what\s+if|role-?play(?:ing)?|make-?believe)\b"
    r"|(?:^\s*|[,:;]\s*)say\s+(?=(?:that\s+)?(?:i|my|we)\b)"
    # a text asked for, set where the speaker is someone else ("Write me a poem in which I am a doctor"; not "I compose
    # a song every week")
    r"|(?<!\bi\s)(?<!\bwe\s)\b(?:write|tell|make\s+up|compose|create|invent|draft|generate)\s+(?:me\s+|us\s+)?"
    r"(?:(?:a|an|the|some)\s+)?(?:[\w-]+\s+){0,3}?(?:story|stories|poem|tale|scene|script|screenplay|song|dialogue|"
    r"scenario|fanfic|fiction|novel|sketch|skit)\b(?=\s*(?:where|wherein|in\s+which|about|set\s+in|[:—–-]))"
    # a dream told ("I had a dream that I got fired", "I dreamt I quit my job", "had the weirdest dream last night, I
    # got laid off", "in my dream I'm working at Apple", "the dream I had"; not a wish: "I've always dreamed of living
    # in Tokyo", "my dream job", "a dream come true", "I got my dream job at Google")
    r"|\b(?:dreamt|dreamed|dreaming)\b(?!\s+(?:of|about)\b)"
    r"|\b(?:had|have|having)\s+(?:a|an|the|this|that|such\s+a)\s+(?:[\w-]+\s+){0,2}?(?:dream|nightmare)\b"
    r"(?!\s+(?:job|house|home|car|wedding|team|school|trip|vacation|holiday|girl|guy|come\s+true)\b)"
    r"|\bin\s+(?:my|a|the|this|that|last\s+night's)\s+(?:[\w-]+\s+)?(?:dreams?|nightmares?)\b"
    r"|\b(?:dream|nightmare)\s+(?:that\s+)?(?=(?:i|we)\s+(?:had|was|were|got|dreamt|dreamed)\b)"
    # a part played in a story, a play or a game ("in the play I'm a king", "in the story I'm a detective", "in the
    # game I'm a wizard"; not "in my book club", "in the game industry", "in the game last night": one played)
    r"|\bin\s+(?:the|this|that|my|our|a)\s+(?:[\w-]+\s+)?(?:story|play|game|movie|film|show|novel|book|scene|"
    r"role-?play|campaign|script|musical|fanfic|simulation)\b"
    r"(?!\s+(?:industry|business|world|club|section|department|store|shop|group|theater|theatre|night|last|yesterday|today|tonight|on)\b)"
    # ... in Chinese, asked for (帮我写个故事，故事里我...; not 我每周写一篇小说); a scene; a role given (你扮演医生)
    r"|想象|设想|打个比方|角色扮演|(?:你|我们|咱们)来?扮演"
    r"|(?:帮我|给我|替我|请你?|麻烦你?|能不能|可以|来)(?:写|编|讲)(?:一)?(?:个|篇|首|段)?[^，。！？]{0,8}?(?:故事|小说|诗|剧本|段子)",
    _I,
)
# A condition: its own clause is no statement ("If I moved to Berlin and worked at SAP, ...", 假如我住在北京，...); what
# follows its comma is the speaker's again ("If I'm honest, I work at Google", 如果可以的话，我住在杭州); nor is a time
# to come said by what will have happened (等我退休了就去大理住, 等我搬到上海就好了) or a dream (梦到我住在海边, 我梦见我老公
# 叫吴彦祖, 做梦梦见我结婚了; not 我梦想…, the speaker's wish, read as one)
_SUPPOSED = re.compile(
    r"\b(?:if|unless|assuming|supposing)\b(?!\s+(?:i(?:'m|’m|\s+am)\s+(?:being\s+)?(?:honest|not\s+mistaken)|"
    r"i\s+(?:remember|recall)|memory\s+serves))"
    r"|假如|假设|如果(?!我?没记错)|要是|万一|倘若|假使"
    r"|(?:^|(?<=[\s，,；;：:那就]))等到?$|梦见|梦到|梦里|做梦",
    _I,
)
_CLAUSE_MARKS = ",;:，；：、"
_SENTENCE_MARKS = ".!?。！？\n"
_REACH = 1000
_OPEN_SINGLE = re.compile(r"(?:^|(?<=[\s:：(（]))['‘]")
_CLOSE_SINGLE = re.compile(r"['’](?=[\s,.;:!?)）]|$)")


# What the speaker says is untrue, later in the same sentence: "... I live in London, which is wrong".
_DENIED = re.compile(
    r"\b(?:(?:which|that|this|it)(?:'s|\s+is|\s+was)\s+(?:wrong|false|not\s+true|untrue|a\s+lie|nonsense|a\s+joke)|"
    r"(?:which|that|it)\s+(?:isn't|is\s+not|wasn't)\s+true)\b|不是真的|是假的|是谣言|瞎说|胡说",
    _I,
)
# The speaker saying again what they said before ("Like I said, I prefer PostgreSQL", "As I told you, ...", "I told you
# already, I live in Seattle", "I said I prefer X", 我说过，我住在北京, 我跟你说过我一直用PostgreSQL, 我告诉过你...): the
# reporting verb's subject is the speaker, so what follows is their own statement, restated; not 他跟我说过 (said to me)
_RESTATED = re.compile(
    r"\b(?:like|as)\s+i(?:'ve|\s+have|'d|\s+had)?\s+(?:already\s+|just\s+|always\s+|said\s+)?"
    r"(?:said|mentioned|told\s+you|say|keep\s+saying|wrote|explained)\b"
    r"|\bi(?:'ve|\s+have)?\s+(?:already\s+|just\s+)?(?:told|tell)\s+you\b"
    r"|\bi(?:'ve|\s+have)?\s+(?:already\s+|just\s+)?said\b"
    r"|(?<![跟和对给让叫听])我(?:之前|刚才|刚刚|以前|早就|都|已经|也|不是)*(?:跟你|和你|对你|给你)?(?:说过|说了|讲过|讲了|说|告诉过你|告诉你)",
    _I,
)
# What someone asks or tells the speaker to do, right before it (我妈让我住在她那边, 我爸非要我在老家上班, 医生叫我吃二甲双胍,
# 她劝我搬去深圳): a request, not what the speaker does (not 大家都叫我小王: a name, nor 这让我很开心)
_ASKED_OF_ME = re.compile(
    r"(?:让|劝|逼|催|求|(?<![主只])要|叫)(?=我(?:先|也|还|就|赶紧|早点|别|不要)?(?:住|搬|去|在|当|做|学|读|吃|戒|换|买|用|回))"
)
_AFTER_END = re.compile(r"[.!?。！？\n]")
# a closing quote right after a sentence's stop: a curly or corner one, or a straight one before a space
_CLOSES_AFTER_STOP = re.compile(r"\s*(?:[”」』]|\"(?=\s|$))")
_OPENERS, _CLOSERS = "“「『", "”」』"
# The speaker's own words again after the report: what follows "so" or "but" is what they make of it ("my doctor said
# my iron was low, so I'm pescatarian now", 医生说我血压高，所以我现在不喝酒了)
# (a conjunction: "so I'm", not the adverb of "is no longer so:" or "said so.")
# ... and where the telling goes on to what happened next ("my manager said the project got moved up and then my mom
# called ... and I live in Manchester now": a run-on without a stop; 老板说项目提前了然后我…)
_OWN_AGAIN = re.compile(
    r"\b(?:so|therefore|hence|but|which\s+is\s+why|that's\s+why|(?:and\s+)?then|after\s+that|afterwards|anyway|"
    r"anyways)\s+(?=\w|$)|所以|因此|于是|但是|不过|然后|后来|接着",
    _I,
)


def reported(text: str, start: int) -> bool:
    """Whether the first-person clause at ``start`` is someone's words reported, or said to be untrue in its
    sentence, not the speaker's statement."""
    # The sentence around ``start``, read at most _REACH characters each way: a pasted megabyte without a
    # full stop must not be read whole for each of its clauses.
    limit = min(len(text), start + _REACH)
    stop = _AFTER_END.search(text, start, limit)
    if _DENIED.search(text, start, stop.start() if stop else limit):
        return True
    if start > 0 and _ASKED_OF_ME.match(text, start - 1) and text.startswith("我", start):
        return True  # 我妈让我住在她那边: asked of the speaker
    floor = max(0, start - _REACH)
    end = max(text.rfind(mark, floor, start) for mark in _SENTENCE_MARKS)
    opened = max(end + 1, floor)
    # the quote a sentence's stop closes is that sentence's ('He said "I\'m moving." I live in Leeds', 他说“我要辞职。”我不会);
    # one opening the message closes nothing ('"I live in Rome" is what she told me')
    if (
        end >= 0
        and (closing := _CLOSES_AFTER_STOP.match(text, opened)) is not None
        and closing.end() <= start
    ):
        opened = closing.end()
    sentence = text[opened:start]
    read = sentence + text[start : start + 1]  # "他说我…": the verb reads the 我
    said = list(_REPORTED.finditer(read))
    if said and not _OWN_AGAIN.search(sentence, said[-1].end()) and not _restated(read, said[-1]):
        return True
    if _make_believe(sentence):
        return True
    double = sum(1 for ch in sentence if ch in '"“”「」『』')
    # (read with the clause's first character: a quote just before it opens the quote, "Example: 'My name is ...'")
    singles = len(_OPEN_SINGLE.findall(read)) - len(_CLOSE_SINGLE.findall(read))
    return double % 2 == 1 or singles > 0


# A clinician telling the speaker what they have ("my doctor says I'm allergic to latex", "the nurse told me I'm
# allergic to codeine", 医生说我对头孢过敏; not "my doctor thinks ...": a guess)
_CLINICIAN_SAID = re.compile(
    r"\b(?:my|the|our|a)\s+(?:[\w-]+\s+)?(?:doctor|doc|gp|physician|nurse|allergist|dermatologist|specialist|"
    r"consultant|pharmacist|dentist|cardiologist|endocrinologist|psychiatrist|midwife|ob-?gyn|obgyn|dietitian|"
    r"nutritionist|physio|physiotherapist)\s+(?:just\s+|also\s+|finally\s+|has\s+|had\s+)?"
    r"(?:said|says|told\s+me|tells\s+me)(?:\s+that)?\s*[,:]?\s*$"
    r"|(?:医生|大夫|医师|护士|营养师)(?:也|都|刚|刚刚|还)?(?:跟我|对我|和我)?(?:说|告诉我)(?:过|了)?[，,：:]?\s*$",
    _I,
)


def said_for_real(text: str) -> str:
    """``text`` with what it tells as make-believe blanked, each from the words that open it (a story asked for, a
    scene to imagine, a dream told: "Write a poem about how we broke up", "I dreamt I sold my car") to its sentence's
    end or to the speaker's own words again ("..., but I still work at Google"): what a reader of what happened to the
    speaker (a job lost, a car sold, a death) reads.

    >>> said_for_real("I had a dream that I got fired. Anyway I'm fine")
    "I had a dream                 . Anyway I'm fine"
    """
    out = list(text)
    for opened in _IMAGINED.finditer(text):
        stop = _AFTER_END.search(text, opened.end())
        end = stop.start() if stop else len(text)
        if (own := _OWN_AGAIN.search(text, opened.end(), end)) is not None:
            end = own.start()
        out[opened.end() : end] = " " * (end - opened.end())
    return "".join(out)


def clinicians_finding(text: str, start: int) -> bool:
    """Whether the first-person clause at ``start`` is what a clinician told the speaker about them, right before it:
    a finding about the speaker (an allergy, an intolerance), theirs though :func:`reported` reads it as reported.

    >>> clinicians_finding("my doctor says I'm allergic to latex", 15), clinicians_finding("医生说我对头孢过敏", 3)
    (True, True)
    >>> clinicians_finding("the doctor thinks I'm allergic to dairy", 18)
    False
    """
    return _CLINICIAN_SAID.search(text, max(0, start - 80), start) is not None


def quoted(text: str, at: int) -> bool:
    """Whether ``at`` lies inside a quotation of ``text``: after an opening curly or corner quote not closed yet, or
    after an odd number of straight double quotes ("My brother keeps saying "I work at Google, my wife is a doctor"").
    """
    opened = max(text.rfind(mark, 0, at) for mark in _OPENERS)
    if opened > max(text.rfind(mark, 0, at) for mark in _CLOSERS):
        return True
    return text.count('"', 0, at) % 2 == 1


def _make_believe(sentence: str) -> bool:
    """Whether what follows ``sentence`` (a sentence up to a first-person clause) is make-believe: the sentence opens a
    story or a scene to imagine, or its last clause a condition, and no "so" or "but" turns to the speaker's own
    words after it ("Imagine I lived in Paris, but I live in Lyon")."""
    imagined = list(_IMAGINED.finditer(sentence))
    clause = max(sentence.rfind(mark) for mark in _CLAUSE_MARKS) + 1
    supposed = list(_SUPPOSED.finditer(sentence, clause))
    opened = max((m.end() for m in [*imagined[-1:], *supposed[-1:]]), default=-1)
    return opened >= 0 and not _OWN_AGAIN.search(sentence, opened)


def _restated(sentence: str, verb: re.Match[str]) -> bool:
    """Whether the reporting ``verb`` is the speaker's own, restating ("like I said", 我说过)."""
    return any(
        own.start() <= verb.start() and verb.end() <= own.end() + 2 for own in _RESTATED.finditer(sentence)
    )


__all__ = ["clinicians_finding", "quoted", "reported", "said_for_real"]
