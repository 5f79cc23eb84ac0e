"""Requests to forget or not to keep something: an instruction about memory, whose value must not become a
memory itself ("Please forget my phone number +44 ...": the agent's forget ran, then the request was stored
with the number)."""

from __future__ import annotations

import re

from hindsight_core.text import has_cjk, to_simplified

_I = re.IGNORECASE

# A request to forget or not to keep something ("Please forget my phone number +44 ...", "Don't save my card
# number ...", "stop storing my email ...", 别记我的手机号了): an instruction about memory, whose value must not
# become a memory itself. Its object is the speaker's ("my ...", "what I said", 我的) or the request says where
# from ("from your records"); "forget it, let's use MySQL" and "delete the old branch" are no such request.
_MEMORY_REQUEST = re.compile(
    # the request opens its clause ("Please forget my ...", "Delete my old address ..."): never "Don't forget my
    # passport number", "I always forget my wife's birthday"
    r"(?:^|[.!?:：;；,，]\s*|\n)\s*(?:(?:please|pls|kindly|ok|okay|and|also|oh|hey|hi|btw|so|actually|um|hmm|ah|"
    r"sorry|yeah|wait|can\s+you|could\s+you|would\s+you|"
    r"i\s+(?:want|need)\s+you\s+to|i'd\s+like\s+you\s+to)\s+)*"
    r"(?:forget|delete|erase|remove|wipe|purge|scrub|(?:do\s+not|don't|never)\s+(?:save|store|keep|record|log|retain)|"
    r"stop\s+(?:storing|saving|keeping|remembering|recording|tracking))\s+"
    r"(?:(?:all\s+(?:of\s+)?)?(?:my|our)\b|(?:what|the\s+(?:stuff|things?))\s+i\s+(?:said|told|mentioned)|that\s+i\b|where\s+i\b|everything\s+(?:i|about)\b|"
    # "the" / "that" before a kind of personal data ("forget the wifi password"; "forget the meeting" is never mind)
    r"(?:the|that|this)\s+(?:[\w@.-]+\s+){0,3}?(?:password|passcode|pin|number|email|e-mail|address|code|account|card|"
    r"id|passport|iban|ssn|phone|login|username)s?\b|"
    r"(?:it|this|that|them)\s+from\s+(?:your\s+)?(?:records|memory|memories|database|system))"
    r"|\bi\s+(?:withdraw|revoke)\s+(?:my\s+)?consent\b"
    r"|\bi\s+(?:don't|do\s+not)\s+want\s+(?:it|this|that|them|my\s+[\w\s]{1,30}?)\s+(?:stored|saved|kept|remembered|on\s+file)\b"
    r"|(?:^|[，,。！!？?；;：:\s])(?:唔该|请你?|麻烦你?|你)?(?:帮我)?(?:把|将)?"
    r"(?:忘掉|忘记|别记|不要记|别再记|不用记|删掉|删除|删咗|清除|抹掉|别保存|不要保存|不要存|别存)"
    r"(?:一下|掉)?(?:我|这|那|呢|嗰)"
    # the object first: 把我的身份证号删掉, 帮我把QQ号那个信息删了, 将我张银行卡号忘记咗佢 (Cantonese), 刚才那个wifi
    # 密码别记了, 我个银行户口号码唔好记住, 家庭住址别记了 (a clause of its own)
    r"|(?:把|将)(?:我的|我|这个|那个)[^，。！？；,.!?;\n]{1,20}?(?:忘掉|忘了|忘记|忘咗|删掉|删了|删除|删咗|清除|抹掉)"
    # any object when the request is said to the assistant (帮我把…, a clause opening with 把): 我把照片删了 is news
    r"|(?:(?:^|[，,。！!？?；;：:\s])(?:唔该|请你?|麻烦你?|你)?(?:帮我)?|帮我)(?:把|将)[^，。！？；,.!?;\n]{1,20}?"
    r"(?:忘掉|忘了|忘记|忘咗|删掉|删了|删除|删咗|清除|抹掉)"
    r"|(?:(?:我的|我个|我嘅|这个|那个|呢个|嗰个)[^，。！？；,.!?;\n]{1,20}?|(?:^|(?<=[，,。！!？?；;]))[^，。！？；,.!?;\n]{2,12}?)"
    r"(?:别记了|不要记了|别再记了|别存了|不要存了|唔好记住|唔好记|别记住|不要记住)",
    _I,
)
# Where a request's clause ends: a sentence, a semicolon, or a comma before what follows it ("Please forget my
# old number; my new number is ...", "Forget my old email, use dan@...").
_SENTENCE_CUT = re.compile(
    r"(?<=[.!?])\s+|(?<=[。！？\n])\s*|[;；]\s*|[,，]\s*(?=(?:my|use|the|it's|its|i|i'm|we|our|now|instead)\b|我|现在|新)",
    re.IGNORECASE,
)


def without_memory_requests(text: str) -> str:
    """``text`` without its sentences asking to forget or not to keep something (what they name must not
    be remembered from them); the rest as written."""
    if not _MEMORY_REQUEST.search(to_simplified(text)):
        return text
    kept = [
        s for s in _SENTENCE_CUT.split(text) if s.strip() and not _MEMORY_REQUEST.search(to_simplified(s))
    ]
    return " ".join(kept)


# The words of a request around what it names: "Please forget my old number" -> "my old number".
_EN_REQUEST_WORDS = re.compile(
    r"^\W*(?:(?:please|pls|kindly|ok|okay|and|also|oh|hey|hi|btw|so|actually|um|hmm|ah|sorry|yeah|wait|can\s+you|"
    r"could\s+you|would\s+you|i\s+(?:want|need)\s+you\s+to|"
    r"i'd\s+like\s+you\s+to)\s+)*(?:forget(?:\s+about)?|delete|erase|remove|wipe|purge|scrub|"
    r"(?:do\s+not|don't|never)\s+(?:save|store|keep|record|log|retain)|stop\s+(?:storing|saving|keeping|remembering|"
    r"recording|tracking))\s+"
    r"|\s+(?:from\s+(?:your\s+)?(?:records|memory|memories|database|system|notes))?\s*(?:,?\s*(?:please|pls|thanks|"
    r"thank\s+you))?\W*$",
    _I,
)
_ZH_REQUEST_WORDS = re.compile(
    r"唔该|请你?|麻烦你?|帮我|你|把|将|忘掉|忘了|忘记|忘咗|删掉|删了|删除|删咗|清除|抹掉|别再记|不要记住|不要记|不用记|别记住|别记|"
    r"唔好记住|唔好记|别保存|不要保存|不要存|别存|一下|了|咗|吧|啊|哈|它|佢|"
    # what only points at the thing: 帮我把QQ号那个信息删了 names the QQ number
    r"(?:那个|这个|的|那条|这条)?(?:信息|资料|内容|记录)$|[\W_]+$|^[\W_]+"
)
# A request about memory, not a task: it says forget, keep or store, or names the memory ("delete my address
# from your records"); "Please delete my old branch" is work to do.
_ABOUT_MEMORY = re.compile(
    r"\b(?:forget|forgotten|remember|remembering|memory|memories|records?|notes?|save|saved|saving|store|stored|"
    r"storing|keep|keeping|retain|file)\b|忘|记|存|保存",
    _I,
)
_EN_CLAUSE_END = re.compile(r"[,;:!?]|\.(?:\s|$)|\s+(?:because|since|as|so|cause|cuz)\s+", _I)
_ZH_CLAUSE_END = re.compile(r"[，,。！？；;!?\n]")


def forget_requests(text: str) -> list[str]:
    """What the sentences of ``text`` asking to forget something name ("Please forget my old phone number; my
    new number is ..." -> ``["my old phone number"]``, 把我的身份证号删掉 -> ``["我的身份证号"]``): what a
    conversation asks to forget, forgotten from what was said before it."""
    if not _MEMORY_REQUEST.search(to_simplified(text)):
        return []
    out = []
    for sentence in _SENTENCE_CUT.split(text):
        simple = to_simplified(sentence)
        found = _MEMORY_REQUEST.search(simple)
        if not sentence.strip() or found is None:
            continue
        if not _ABOUT_MEMORY.search(simple):
            continue  # "Please delete my old branch": a task, not a memory to forget
        asked = simple[found.start() :]
        if has_cjk(asked[:12]):
            clause = _ZH_CLAUSE_END.split(asked.lstrip("，,。！？；;!? \t"), maxsplit=1)[0]
            named = clause
            for _ in range(
                3
            ):  # what a removal leaves last ("身份证号删掉/忘掉吧": the "/" between the verbs)
                named = _ZH_REQUEST_WORDS.sub("", named).strip()
        else:
            # what it names ends with its clause ("forget that wifi password, IT says we shouldn't store it")
            named = _EN_REQUEST_WORDS.sub("", _EN_CLAUSE_END.split(asked, maxsplit=1)[0]).strip(" \t,.!")
        if named and not re.match(r"i\b", named, _I):  # "I don't want it stored": what "it" is, said before
            out.append(named)
    return out


# Words of a request that name no content: whose, which one, what was said.
_NOT_NAMED = frozenset(
    """my old previous former current new the a an what i said told you about that this it all everything
    said mentioned earlier before stuff thing things""".split()
)
_ZH_WHOSE = re.compile(
    r"^(?:刚才|之前|以前|上次)?(?:说的|的)?(?:那个|这个|那些|这些)?(?:我的|我嘅|我)?(?:个|张|部|条|只|架)?"
)


def asked_terms(what: str) -> frozenset[str]:
    """The keyword terms a record must hold to be what a request names ("my old phone number" -> phone,
    number; 那个wifi密码 -> wifi, 密码)."""
    from hindsight_core.text import named_terms

    simple = _ZH_WHOSE.sub("", to_simplified(what).strip())
    return frozenset(t for t in named_terms(simple) if t not in _NOT_NAMED)


_PAST = re.compile(r"\b(?:old|previous|former|earlier|last)\b|旧|以前|之前|原来|原來|舊", _I)


def asks_for_past(what: str) -> bool:
    """A request naming the value that no longer holds ("my old number", 我以前的地址): the current one stays."""
    return bool(_PAST.search(what))
