"""Requests to forget or not to keep something: an instruction about memory, whose value must not become a
memory itself ("Please forget my phone number +44 ...": the agent's forget ran, then the request was stored
with the number)."""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence

from hindsight_core.extraction.fillers import EN_OPENERS
from hindsight_core.extraction.off_record import without_off_record
from hindsight_core.extraction.request_terms import ZH_POINTER, asked_terms, names_held
from hindsight_core.text import distinctive_values, has_cjk, held_values, to_simplified

_I = re.IGNORECASE

# What may come before a request that opens its message: fillers ("oh, no wait", 对了, 呃, 算了).
# ("no", never "no need to keep my ...": the request itself)
EN_FILLER_WORDS = (
    EN_OPENERS
    + r"|just|please|pls|no(?!\s+need)|wait|sorry|lol|nvm|never\s*mind|on\s+second\s+thoughts?|ah|uh|er|erm"
)
# A remark before a request that it is private, pointing back as "that" does ("I was diagnosed with depression.
# That's private, don't save it.", "ok that was too personal, forget it", 这个是隐私，别记): the request means what was
# said before it, not the remark (never "My address is private, ..." or "I'm a private person": they name
# something, or say who the speaker is).
# what the remark says, in English: "that's private", "this is too personal", "kinda sensitive stuff"
_EN_PRIVATE = (
    # (the fillers "so" and "actually" after the subject only: read before it too, a run of them took seconds)
    r"(?:(?:that|this|it)(?:'s|’s|s|\s+is|\s+was)(?:\s+all)?\s+(?:(?:so|actually)\s+)?)?"
    r"(?:(?:very|really|too|kinda|kind\s+of|a\s+bit|a\s+little|pretty|quite|super|way|rather)\s+)*"
    r"(?:private|personal|sensitive|confidential|between\s+(?:us|you\s+and\s+me)|nobody'?s\s+business|"
    r"tmi|too\s+much\s+info(?:rmation)?|off\s+the\s+record)(?:\s+(?:stuff|info|information|though|tho|actually|honestly))*"
    r"|(?:(?:please|pls)\s+)?keep\s+(?:that|this|it)\s+(?:to\s+yourself|between\s+us|private|secret|quiet)"
)
_PRIVATE_REMARK = (
    r"(?:(?:" + EN_OPENERS + r"|ugh|oops|wait|lol|no|sorry|tbh|honestly)\b[\W_]*)*" + _EN_PRIVATE + r"|"
    r"(?:这个|这些|那个|那些|这|那|呢个|呢啲|嗰个|嗰啲)?(?:其实|真的|都|也)?(?:是|属于|算|算是|有点|有啲|比较|挺|蛮|太|很|好)*"
    r"(?:我的)?(?:个人)?(?:隐私|私事|私隐|私人(?:的)?(?:事情?|信息|嘢)?|私密(?:的)?(?:事情?|信息)?|敏感(?:的)?(?:信息|事情?)?)"
    r"(?:来的|嚟嘅|啦|了|哈|啊|喔|哦)*"
)
_PRIVATE_ONLY = re.compile(
    r"[\W_]*(?:" + _PRIVATE_REMARK + r")[\W_]*(?:(?:so|and|but|please|pls)\b[\W_]*)*", _I
)


def only_private_remark(before: str) -> bool:
    """Whether the words before a request (in its sentence) only remark that what was said is private ("That's
    private, " of "That's private, don't save it."): the request points back, as one with nothing before it."""
    return bool(before.strip(PUNCT)) and _PRIVATE_ONLY.fullmatch(before) is not None


# ... and before a request said to the assistant, opening it ("ok so please forget ...", "can you delete ...",
# "go ahead and remove ...")
_EN_ASKING = (
    EN_OPENERS
    + r"|please|pls|plz|kindly|hi|ah|sorry|yeah|wait|just|can\s+you|could\s+you|would\s+you|can\s+u|could\s+u|"
    r"you\s+can|u\s+can|you\s+may|feel\s+free\s+to|go\s+ahead\s+and|i\s+(?:want|need)\s+you\s+to|i'd\s+like\s+you\s+to"
)
# How the patterns below read a run of spaces: once (read again from each of its characters, each time to its end,
# a pasted run of blank lines or of spaces took minutes). Spaces before a word are taken whole (``\s*+``, ``\s++``:
# the word starts with a letter, never with a space) and from where they start (``(?<!\s)``); a line break opening
# a clause is read from where its run of spaces starts, up to the run's first break (a break after "\n   " is in
# the spaces the one before it opens: read from each, indented blank lines took minutes). What they match is
# unchanged.
_NEW_LINE = r"(?<!\s)[^\S\n]*+\n"

# Taking back what was just said, the words naming nothing but the saying: "Forget that.", "Never mind, forget I
# said that.", "Scratch that, don't store it.", "ignore what I just said", 忘了吧, 忘掉刚才说的, 刚才那句别记, 当我没说,
# 删掉刚才那条. It opens its sentence (fillers only before it: "Let it go, forget it, I told her" tells a story) and
# ends it, or says no more than why ("forget that, I shouldn't have shared it"): "forget about it, the meeting went
# fine" and "forget it, let's use MySQL" are never mind, "I'll never forget that trip", "don't forget my mom's
# birthday", 我忘了带钥匙, 别忘了 and 你忘了吧 ("you forgot, didn't you?") no request at all.
# "Forget it." alone is read as taking back what the user said just before ("My number is 07700 900123." /
# "Forget it."): a user asking to forget is heard. After a question of the user's ("Can you book Nando's for 7?" /
# "Forget it.") it is never mind: :func:`~.pointing_back.pointed_at` means no message then.
_EN_TAKE_BACK = (
    r"(?:^|(?<=[.!?])\s++|"
    + _NEW_LINE
    + r")\s*+(?:(?:"
    + EN_FILLER_WORDS
    + r"|oops|ugh|eh|right|hold\s+on|my\s+bad|scratch\s+that|"
    + _EN_PRIVATE  # "ok that was private, forget it"
    + r"|forget\s+(?:that|it))\b[\W_]*)*(?:(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+|pls\s+|just\s+)?)?"
    r"(?:(?:forget|scratch|strike|delete|erase|remove|wipe|disregard)\s+(?:(?:all\s+(?:of\s+)?)?(?:that|this)|it(?:\s+all)?)"
    r"|forget\s+about\s+(?:(?:all\s+(?:of\s+)?)?(?:that|this))"
    # "ignore what I just said", "forget everything I said just now", "delete my last message"
    r"|(?:forget(?:\s+about)?|scratch|strike|delete|erase|remove|wipe|disregard|ignore)\s+"
    r"(?:(?:everything|all|what|anything|the\s+(?:stuff|things?|bit|part))\s+i\s+(?:just\s+)?(?:said|wrote|typed|sent|told\s+you|"
    r"mentioned|shared)|(?:my|that|the|this)\s+(?:last|previous|prior)\s+(?:message|msg|bit|part|one|line|sentence|text|"
    r"answer|reply))"
    r"(?:\s+(?:earlier|before|just\s+now|there|above|here))?"
    # "forget I said that", "forget that I ever mentioned it", "pretend I never said anything"
    r"|forget\s+(?:that\s+)?i\s+(?:ever\s+|just\s+)?(?:said|mentioned|told\s+you|wrote|typed|sent|shared|brought\s+(?:it|that)\s+up)"
    r"(?:\s+(?:that|this|it|anything|any\s+of\s+(?:that|this|it)|so))?"
    r"|pretend\s+i\s+(?:never|didn't|didnt|did\s+not)\s+(?:say|said|mention|mentioned|tell\s+you|write|type|send|share)"
    r"(?:\s+(?:that|this|it|anything))?)"
    r"(?:\s+(?:please|pls|plz|too|as\s+well|actually|then|now|lol|ok|okay|thanks|thx|for\s+me|for\s+now|entirely|"
    r"completely|altogether|haha|tbh|either|again))*"
    # its sentence ends, or says only why or not to keep it: "Scratch that, don't store it."
    r"(?=\s*(?:$|[.!?;)\n]|[,:\u2014-]+\s*(?:(?:and|so|just|please|pls|also)\s+)*(?:(?:do\s+not|don't|dont|never)\s+"
    r"(?:save|store|keep|record|remember|note|write|log)\s+(?:it|that|this|them|those)|no\s+need\s+to\s+\w+\s+(?:it|that)|"
    r"i\s+(?:shouldn't|shouldnt|should\s+not|didn't\s+mean|didnt\s+mean|did\s+not\s+mean|wasn't\s+supposed|"
    r"was\s+not\s+supposed|never\s+meant|misspoke|was\s+wrong|take\s+it\s+back)|(?:it's|its|that's|thats|that\s+was|"
    r"it\s+was)\s+(?:private|personal|wrong|not\s+true|a\s+mistake|sensitive|none\s+of)|wrong\s+(?:chat|person|window|"
    r"thread)|my\s+bad|sorry|oops|thanks|thank\s+you|please|pls)\b))"
)
# Said in Chinese (simplified): 忘了吧, 忘掉它, 算了忘掉吧, 忘掉刚才说的, 删掉刚才那条, 刚才那句别记, 刚才说的不算,
# 就当我没说过吧. 忘了 / 忘记 say it with 吧 (忘了刚才说到哪了 is a slip of memory); never 那个bug忘了吧 (never mind),
# 我忘了带钥匙, 别忘了, 你忘了吧 ("you forgot, didn't you?").
_ZH_OPENS = (
    r"(?:^|(?<=[，,。！!？?；;：:\s~～]))(?:算了|那就|那|还是|就|呃|嗯|哦|啊|诶|欸|哎|其实|对了|不对|等等|等一下|抱歉|"
    r"不好意思|sorry|唉|哎呀|哈|好吧|好了)*(?:你|请你?|麻烦你?)?(?:就|还是|帮我|也)*"
)
_ZH_JUST_SAID = r"(?:我)?(?:刚才|刚刚|头先|啱先|啱啱|上面|上一条|上条|上一句|前面那条|前一条)"
# the words after it saying only what was said there: 刚才跟你说的那句话, 上一条消息 (never 上面的代码: a task)
_ZH_SAID_BITS = (
    r"(?:跟你|同你|和你|对你|说|讲|发|写|提|话|过|的|嘅|那个|这个|呢个|嗰个|那句|这句|呢句|嗰句|那条|这条|呢条|嗰条|那段|这段|"
    r"那些|这些|呢啲|嗰啲|话语|内容|东西|嘢|信息|消息|几句)*"
)
_ZH_PARTICLES = r"(?:了|啦|喇|咯|吧|啊|哈|罢|好了|就好|就得)"
_ZH_CLAUSE_ENDS = r"(?=\s*(?:$|[，,。！!？?；;~～\n]))"
_ZH_TAKE_BACK = (
    _ZH_OPENS + r"(?:"
    r"(?<![你别没不])(?:忘了|忘记|忘咗)(?:它|佢|这个|那个|呢个|嗰个)?"
    + _ZH_PARTICLES
    + r"*[吧罢啦喇]"
    + _ZH_PARTICLES
    + r"*"
    r"|忘掉(?:它|佢|这个|那个|呢个|嗰个)?" + _ZH_PARTICLES + r"*"
    r"|(?:忘掉|删掉|删了|删除|删咗|清除|抹掉|别记|不要记|不用记|唔好记|唔使记|别存|不要存|别保存|不要保存)(?:住|低|下)?"
    + _ZH_JUST_SAID
    + _ZH_SAID_BITS
    + _ZH_PARTICLES
    + r"*"
    r"|(?<![你别没不])(?:忘了|忘记|忘咗)"
    + _ZH_JUST_SAID
    + _ZH_SAID_BITS
    + _ZH_PARTICLES
    + r"*[吧罢啦喇]"
    + _ZH_PARTICLES
    + r"*"
    # what was just said first: 刚才那句别记, 上一条删掉吧, 刚才说的不算 (never 刚才说的我忘了, 我刚才说的你别忘了)
    r"|" + _ZH_JUST_SAID + _ZH_SAID_BITS + r"(?:你)?(?:就|也|都|还是)?"
    r"(?:(?:别|不要|不用|唔好|唔使)再?(?:记|存|保存|留)(?:住|着|低|下来|下)?|忘掉|删掉|删了|删除|删咗|清除|抹掉|不算数?|作废"
    r"|(?:忘了|忘记|忘咗)(?=(?:它|佢)?了?[吧罢啦喇]))"
    r"(?:它|佢)?" + _ZH_PARTICLES + r"*"
    r"|当(?:我|作我|做我)(?:什么都|啥都|乜都|咩都)?(?:没|冇|没有)(?:说|讲|提|发|写|话)(?:过)?(?:这个|那个|呢个|嗰个|这句|那句|呢句|嗰句)?"
    + _ZH_PARTICLES
    + r"*"
    r"|当(?:你)?(?:没|冇)(?:听到|看到|看见|听见)(?:过)?(?:吧|啦|好了)*"
    r")" + _ZH_CLAUSE_ENDS
)
_TAKING_BACK = re.compile(_EN_TAKE_BACK + "|" + _ZH_TAKE_BACK, _I)

# A request to forget or not to keep something ("Please forget my phone number +44 ...", "Don't save my card
# number ...", "stop storing my email ...", 别记我的手机号了): an instruction about memory, whose value must not
# become a memory itself. Its object is the speaker's ("my ...", "what I said", 我的) or the request says where
# from ("from your records"); "forget it, let's use MySQL" and "delete the old branch" are no such request.
MEMORY_REQUEST = re.compile(
    # the request opens its clause ("Please forget my ...", "Delete my old address ..."): never "Don't forget my
    # passport number", "I always forget my wife's birthday"
    r"(?:^|[.!?:：;；,，]\s*+|" + _NEW_LINE + r")\s*+(?:(?:" + _EN_ASKING + r")\s+)*"
    r"(?:forget|delete|erase|remove|wipe|purge|scrub|"
    # "please don't remember my PPS number", "no need to keep my ..." ("I don't remember my PPS number" is the
    # speaker's own memory: the request opens its clause)
    r"(?:(?:do\s+not|don't|never)|(?:there's\s+)?no\s+need\s+to|(?:you\s+)?(?:don't|do\s+not)\s+need\s+to)\s+"
    r"(?:save|store|keep|record|log|retain|remember|hold\s+on\s*to|hang\s+on\s*to)|"
    r"stop\s+(?:storing|saving|keeping|remembering|recording|tracking))\s+"
    # "forget what my dog is called": its name
    r"(?:what\s+(?:my|our)\s+[\w'’-]+(?:\s+[\w'’-]+)?\s+(?:is|was|'s|’s)\s+(?:called|named)\b|"
    r"(?:all\s+(?:of\s+)?)?(?:my|our)\b|(?:what|the\s+(?:stuff|things?))\s+i\s+(?:just\s+)?(?:said|told|mentioned)|that\s+i\b|where\s+i\b|everything\s+(?:i|about)\b|"
    # "the bit about Gerald's insulin dose", "the part about my ex"
    r"(?:the|that)\s+(?:bit|part|stuff|things?|info|information)\s+(?:about|on|regarding)\b|"
    # "the" / "that" before a kind of personal data ("forget the wifi password", "the attendance allowance
    # reference", "that insurance policy number I gave you"; "forget the meeting" is never mind)
    # (or someone's: "can u forget Nadia's details"; "the council tax info", "the Deaf Institute thing")
    r"(?:(?:either|both|any|all|each)\s+of\s+)?(?:the|that|this|those|these|[\w-]+'s)\s+(?:[\w@.'-]+\s+){0,3}?(?:password|passcode|pin|number|email|e-mail|"
    r"address|code|account|card|id|passport|iban|ssn|phone|login|username|reference|ref|policy|policies|licen[cs]e|"
    r"plate|registration|reg|membership|tracking|postcode|zip|birthday|dob|salary|diagnosis|prescription|"
    r"medication|dose|dosage|insurance|pps|nhs|details|info|information|thing|stuff|url|endpoint|token|api\s+key|"
    r"secret|ip)s?\b|"
    r"(?:it|this|that|them)\s+from\s+(?:your\s+)?(?:records|memory|memories|database|system))"
    r"|\bi\s+(?:withdraw|revoke)\s+(?:my\s+)?consent\b"
    r"|(?:\bi\s+|(?:^|[.!?:;,]\s*+|"
    + _NEW_LINE
    + r")\s*+(?:(?:oh|and|also|actually|just|so|please|no|wait|sorry)\W*+(?<=\s))*)"
    r"(?:don't|dont|do\s+not)\s+want\s+(?:it|this|that|them|those|these|my\s+[\w\s]{1,30}?)\s+"
    r"(?:stored|saved|kept|remembered|recorded|on\s+file|written\s+down)\b"
    r"(?!\s+(?:in|at|on|under|outside|inside|near|by|with|somewhere|anywhere\s+damp)\b)"
    # only a pointer for its object, the clause ending there: "no wait, don't keep that", "don't store it at all"
    # (never "forget that, let's use MySQL": never mind; never "don't keep it running")
    # ("that's private so don't save it": "so", "and" or "but" opens it with no comma before)
    r"|(?:^|[.!?:;,]\s*+|(?<=\s)(?=(?:so|and|but)\s)|"
    + _NEW_LINE
    + r")\s*+(?:(?:oh|and|but|also|actually|just|so|please|pls|no|wait|sorry|hmm|um|ok|okay|lol|nvm|"
    r"on\s+second\s+thoughts?)\W*+(?<=\s))*"
    r"(?:(?:do\s+not|don't|dont|never|no\s+need\s+to)\s+(?:save|store|keep|record|log|remember|note|write|"
    r"hold\s+on\s*to|hang\s+on\s*to|keep\s+hold\s+of)|"
    # "keep that off the record", "leave this out of your memory"
    r"(?:keep|leave)(?=\s+(?:that|this|it)\s+(?:off\s+the\s+record|out\s+of\s+(?:your\s+)?(?:memory|notes)))|"
    r"(?:i'd|i\s+would)\s+(?:rather|prefer)\s+(?:if\s+)?you\s+(?:didn't|did\s+not|don't|not)\s+(?:save|store|keep|"
    r"record|remember|hold\s+on\s*to)|"
    # asked as a question: "can you not save that?", "could u not remember this one"
    r"(?:can|could|would)\s+(?:you|u)\s+not\s+(?:save|store|keep|record|remember|note)|"
    r"stop\s+(?:storing|saving|keeping|remembering|recording))\s+(?:that|this|it|those|these|them)(?:\s+one)?"
    r"(?:\s+(?:down|at\s+all|please|pls|anywhere|either|for\s+me|thanks|ok|okay|actually|though|tbh|really|lol|"
    r"off\s+the\s+record|out\s+of\s+(?:your\s+)?(?:memory|notes)))*"
    r"\s*(?=$|[.!?,;:)])"
    r"|(?:^|[，,。！!？?；;：:\s])(?:唔该|请你?|麻烦你?|你)?(?:帮我)?(?:把|将)?"
    r"(?:忘掉|忘记|别记|不要记|别再记|不用记|唔好记|唔使记|删掉|删除|删咗|清除|抹掉|别保存|不要保存|不要存|别存)"
    r"(?:一下|掉)?(?:我|这|那|呢|嗰)"
    # 忘了 asking, with 吧, what it names the speaker's, opening its clause: 忘了我家狗叫什么吧, 算了，忘了我的地址吧
    # (never 我忘了带钥匙, 你忘了我的生日吧 "you forgot my birthday, didn't you?", 忘了我吧 "forget me")
    r"|(?:^|[，,。！!？?；;：:\s])(?:请|麻烦你?)?(?:帮我)?忘了(?:我的|我们家|我家|我)"
    r"[^，。！？；,.!?;\n]{1,16}?(?:吧|罢)(?:了|啦)*(?=$|[，,。！!？?；;~～\s])"
    # the verb alone, its own clause, answering what was just said: 别存了, 算了不用记了, 唔好记住啊 (我不用记了 is
    # the speaker's own memory)
    r"|(?:^|[，,。！!？?；;：:\s])(?:呃|嗯|哦|啊|那|那就|还是|算了|其实|要不)*(?:你)?"
    r"(?:别|不要|不用|唔好|唔使|甭)(?:再)?(?:记录|记|存|保存|留)(?:住|着|低|下来|下)?(?:它|佢)?"
    r"(?=(?:了|啦|喇|咯|吧|啊|哈)*(?:$|[，,。！!？?；;~～\s]))"
    # the verb first, any object to the clause's end: 别记阿欣了, 忘掉阿欣 (not 忘记 / 忘了: 忘了带伞 is news),
    # never 别记错了, 别记仇了, 不用记笔记了
    r"|(?:^|[，,。！!？?；;：:\s])(?:唔该|请你?|麻烦你?|你)?(?:帮我)?"
    r"(?:别再?记|不要再?记|不用再?记|唔好再?记|唔使再?记|忘掉)(?:住|着)?(?![错混反岔恨仇挂性得笔账])"
    r"[^，。！？；,.!?;\n]{1,12}?(?:了|啦|喇|咯|吧|啊)*(?=$|[，,。！!？?；;~～\s])"
    # the object first: 把我的身份证号删掉, 帮我把QQ号那个信息删了, 将我张银行卡号忘记咗佢 (Cantonese), 刚才那个wifi
    # 密码别记了, 我个银行户口号码唔好记住, 家庭住址别记了 (a clause of its own)
    r"|(?:把|将)(?:我的|我|这个|那个)[^，。！？；,.!?;\n]{1,20}?(?:忘掉|忘了|忘记|忘咗|删掉|删了|删除|删咗|清除|抹掉)"
    # any object when the request is said to the assistant (帮我把…, a clause opening with 把): 我把照片删了 is news
    r"|(?:(?:^|[，,。！!？?；;：:\s])(?:唔该|请你?|麻烦你?|你)?(?:帮我)?|帮我)(?:把|将)[^，。！？；,.!?;\n]{1,20}?"
    r"(?:忘掉|忘了|忘记|忘咗|删掉|删了|删除|删咗|清除|抹掉)"
    r"|(?:(?:我的|我个|我嘅|这个|那个|呢个|嗰个)[^，。！？；,.!?;\n]{1,20}?|(?:^|(?<=[，,。！!？?；;]))[^，。！？；,.!?;\n]{2,12}?)"
    r"(?:别记了|不要记了|别再记了|别存了|不要存了|唔好记住|唔好记|别记住|不要记住"
    r"|(?<!我)(?<!我们)(?<!说)(?<!讲)(?:都|也|千万|千萬|可)?(?:别|不要|不用|唔好|唔使)\s*(?:再)?"
    r"(?:存|保存|留|记录|记|save|store|keep)(?:着|住|低|下来|下)?(?:它|佢)?"
    r"(?=\s*(?:了|啦|喇|咯|吧|啊|哈)*(?:$|[，,。！!？?；;~～\s]))"
    # 阿欣的事不用记了, 车牌嗰啲唔使记喇 (never 我不用记了: the speaker's own memory)
    r"|(?<!我)(?<!我们)(?<!说)(?<!讲)(?:不用再?|唔使再?|唔洗|唔驶|不必|无需|没必要|不需要|唔需要)记(?:住|低)?"
    r"(?=(?:了|啦|喇|咯|吧|啊)*(?:$|[，,。！!？?；;~～\s])))"
    # the object first, its own clause, asking: 阿欣的资料删掉吧 (照片删了 is news; 那个bug忘了吧 is never mind)
    r"|(?:^|(?<=[，,。！!？?；;]))[^，。！？；,.!?;\n]{2,12}?(?:(?:删掉|删除|删咗|清除|抹掉)(?:佢|它)?(?:吧|啦|喇|好了|就好|就得)*"
    r"|删了(?:佢|它)?(?:吧|啦|喇|好了|就好|就得)+)(?=$|[，,。！!？?；;~～\s])"
    # the object first, said to the assistant: 那个机车车牌你帮我删掉好了 (我的照片删了 is news)
    r"|(?:我的|我个|我嘅|这个|那个|呢个|嗰个|𠮶个)[^，。！？；,.!?;\n]{1,20}?(?:你|请你?|麻烦你?)?帮我"
    r"(?:删掉|删除|删咗|清除|抹掉)"
    # not wanting it kept: 我住哪不想被记下来, 唔想你记住 (我不想记住那段日子 is the speaker's own memory)
    r"|(?:不想|唔想|不希望)(?:被|让你|俾你|你)(?:记|存|保存|留)(?:住|低|下来|下|着)?"
    # asking not to put it down: 别把这个记下来, 不要把刚才那个存起来 (别把钥匙忘在车里 is no request)
    r"|(?:^|[，,。！!？?；;：:\s])(?:你)?(?:别|不要|千万别)(?:再)?(?:把|将)(?:刚才|刚刚)?(?:的)?"
    r"(?:这个|那个|这些|那些|这条|那条|这件事|那件事|这事|那事|呢个|嗰个|呢啲|嗰啲|它|佢)"
    r"(?:给)?(?:记下来|记住|记录下来|记录|记下|存起来|存下来|保存下来|保存|写下来)"
    # taking back what was just said: "Forget that.", 忘掉刚才说的
    r"|" + _EN_TAKE_BACK + "|" + _ZH_TAKE_BACK,
    _I,
)
# Where a request's clause ends: a sentence, a semicolon, or a comma before what follows it ("Please forget my
# old number; my new number is ...", "Forget my old email, use dan@...").
SENTENCE_CUT = re.compile(
    r"(?<=[.!?])\s+|(?<=[。！？\n])\s*|[;；]\s*|[,，]\s*(?=(?:my|use|the|it's|its|i|i'm|we|our|now|instead)\b|我|现在|新)",
    re.IGNORECASE,
)


def without_memory_requests(text: str) -> str:
    """``text`` without its sentences asking to forget or not to keep something (what they name must not
    be remembered from them), nor what one asking it before it is said marks ("Off the record, ..."); the rest as
    written."""
    text = without_off_record(text)
    if not MEMORY_REQUEST.search(to_simplified(text)):
        return text
    kept: list[str] = []
    took_back = False  # the sentence before took back what was said
    for sentence in SENTENCE_CUT.split(text):
        if not sentence.strip():
            continue
        if took_back and (_ONLY_WHY.fullmatch(sentence) or only_private_remark(sentence)):
            # "scratch that, I was wrong about the date", "don't store that, it's private": why it was taken
            # back, no fact
            continue
        took_back = False
        if not MEMORY_REQUEST.search(to_simplified(sentence)):
            kept.append(sentence)
            continue
        request = request_in(sentence)
        if request is None:
            kept.append(sentence)  # no request: "delete my Tinder lol I met someone, her name is Ana"
            continue
        took_back = not request[0]
        if request[0]:
            # "Met Jun on 12 May, his home address is 88 Pine St, don't store the address", 不用记我的作息，反正我是
            # 夜班护士: what it names goes, the rest of its sentence stays
            after = [c for c in _PARTS.split(_after_request(sentence)) if _STATES_ON.match(c)]
            parts = _PARTS.split(request[1]) + after
            kept += [
                part.rstrip(" ,，")
                for part in parts
                if part.strip(PUNCT) and not names_held(request[0], part) and not MEMORY_REQUEST.search(part)
            ]
            continue
        if kept and (not request[1].strip(PUNCT) or only_private_remark(request[1])):
            # "My PIN is 4711. Don't store that.", "I was diagnosed with depression. That's private, don't save
            # it.": what it points at goes with it
            kept.pop()
        elif before := _before_retracted(request[1]):
            kept.append(before)  # "Dewi arrived on 3 Sept, her permit number is X, pls don't store that"
    return " ".join(kept)


# Why what was just taken back was taken back, after the request: "I was wrong about the date", "I misspoke", "my
# bad", 说错了. No fact of its own: stored, it answered "when is my sister's birthday?".
_ONLY_WHY = re.compile(
    r"[\W_]*(?:(?:sorry|oops|actually|ugh|lol)\b[\W_]*)*"
    r"(?:i\s+(?:was\s+wrong|got\s+(?:it|that|them|the\s+\w+)\s+wrong|misspoke|made\s+a\s+(?:mistake|typo)|"
    r"mixed\s+(?:it|that|them)\s+up|typed\s+(?:it|that)\s+wrong|"
    r"(?:shouldn't|shouldnt|should\s+not)\s+have\s+(?:said|shared|sent|told\s+you|typed)(?:\s+(?:that|it|this))?|"
    r"(?:didn't|didnt|did\s+not)\s+mean\s+(?:that|it|to\s+(?:say|send|share|type)\s+(?:that|it|this)))|"
    r"my\s+(?:bad|mistake)|(?:that\s+was\s+|it\s+was\s+)?(?:a\s+)?(?:mistake|typo)|wrong\s+(?:chat|person|window|thread))"
    r"(?:\s+(?:about|on|with)\s+(?:the|that|this|my)\s+\w+)?"
    r"[\W_]*(?:(?:sorry|oops|lol|haha)\b[\W_]*)*"
    r"|[\W_]*我?(?:刚才|刚刚)?(?:说错了|搞错了|记错了|弄错了|写错了|打错了|发错了)(?:了|啦|哈|吧|，|,|\s)*[\W_]*",
    _I,
)


# "(I) don't remember ..." opening a message is the speaker's own memory; asked of the assistant it says
# please or you ("please don't remember my PPS number", "you don't need to remember it").
# "Don't remember that." alone, naming only what was just said, asks it of the assistant ("Don't remember that,
# but it was June" is the speaker's own).
_OWN_MEMORY = re.compile(
    r"[\W_]*(?:do\s+not|don't|dont|never)\s+remember\b"
    r"(?!\s+(?:that|this|it|those|these|them)(?:\s+one)?(?:\s+(?:please|pls|either|at\s+all|thanks))*"
    r"\s*(?:$|[.!;]|,\s*(?:please|pls|thanks|thank\s+you)\b))",
    _I,
)
# A clause after a request that says something of its own (反正我是夜班护士, "I work nights anyway"), not the rest
# of what the request names ("Delete my old address 20 Station Avenue, Aarhus from your records").
_STATES_ON = re.compile(
    r"\s*(?:[\u3400-\u9fff]|(?:i|i'm|im|i've|my|we|we're|our|he|she|they|it's|there's)\b)", _I
)
# Where a sentence's parts end: after a comma or a semicolon (they keep it).
_PARTS = re.compile(r"(?<=[,，;；])\s*")


def _after_request(sentence: str) -> str:
    """What ``sentence`` says after the clause holding its request (不用记我的作息，反正我是夜班护士 -> 反正我是夜班护士)."""
    found = MEMORY_REQUEST.search(to_simplified(sentence))
    if found is None:
        return ""
    end = re.search(r"[,，;；]", sentence[found.end() :])
    return sentence[found.end() + end.end() :] if end is not None else ""


# A part of a sentence only taking back what came before it: "no wait", "forget that", "scratch that", 算了.
_RETRACTING = re.compile(
    r"[\W_]*(?:(?:no|wait|sorry|oops|actually|hmm|um|ok|okay|forget\s+(?:that|it)|scratch\s+that|"
    r"never\s*mind|算了|不对|等等|哦|呃)[\W_]*)*",
    _I,
)


def _before_retracted(before: str) -> str:
    """What a sentence said before the part a request after it takes back, kept: its comma-separated parts
    but the last one saying something ("Dewi arrived on 3 Sept, her work permit number is 0 1234567X, pls
    don't store that" keeps "Dewi arrived on 3 Sept"; "my seed phrase starts with 'orbit velvet', no wait
    forget that, don't keep it" keeps nothing)."""
    parts = _PARTS.split(before)
    while parts and (_RETRACTING.fullmatch(parts[-1]) or only_private_remark(parts[-1])):
        parts.pop()  # (我有抑郁症，这是隐私，别记: the remark points at what was said before it)
    return "".join(parts[:-1]).rstrip(" ,，")


# The words of a request around what it names: "Please forget my old number" -> "my old number".
_EN_REQUEST_WORDS = re.compile(
    r"^\W*(?:(?:" + _EN_ASKING + r"|no)[\s,]+)*(?:forget(?:\s+about)?|delete|erase|remove|wipe|purge|scrub|"
    r"(?:(?:do\s+not|don't|dont|never)|(?:there's\s+)?no\s+need\s+to|(?:you\s+)?(?:don't|do\s+not)\s+need\s+to)\s+"
    r"(?:save|store|keep|record|log|retain|remember|note|write|hold\s+on\s*to|hang\s+on\s*to)|"
    r"(?:i'd|i\s+would)\s+(?:rather|prefer)\s+(?:if\s+)?you\s+(?:didn't|did\s+not|don't|not)\s+(?:save|store|keep|"
    r"record|remember|hold\s+on\s*to)|not\s+(?:save|store|keep|record|remember|note)|"
    r"stop\s+(?:storing|saving|keeping|remembering|recording|tracking)|(?:keep|leave)(?=\s+\w+\s+(?:off|out)\b))\s+",
    _I,
)
# ... and after it ("my number from your records, please!"), read where the message's last word ends: the
# punctuation after it is its own run (read from each space of a row of " - - -" to the next word, a long row
# took minutes)
_EN_REQUEST_TAIL = re.compile(
    r"(?<!\s)\s++(?:from\s+(?:your\s+)?(?:records|memory|memories|database|system|notes))?\s*+(?:,?\s*+(?:please|pls|thanks|"
    r"thank\s+you))?$",
    _I,
)
_SPACE = re.compile(r"\s")


def _without_request_words(clause: str) -> str:
    """``clause`` (a request's, in English) without the words of the request around what it names: "Please
    forget my old number from your records, thanks!" -> "my old number"; the punctuation after its last word
    goes from the first space in it ("my number !!" -> "my number", "my number!!" as it is)."""
    clause = _EN_REQUEST_WORDS.sub("", clause, count=1)
    end = len(clause)
    while end and not (clause[end - 1].isalnum() or clause[end - 1] == "_"):
        end -= 1  # (the run of punctuation and spaces after the last word, read once from its end)
    words, after = clause[:end], clause[end:]
    tail = _EN_REQUEST_TAIL.search(words)
    if tail is not None:
        return words[: tail.start()]
    space = _SPACE.search(after)
    return words + (after[: space.start()] if space is not None else after)


_ZH_REQUEST_WORDS = re.compile(
    r"(?:别|不要|不用|唔好)(?:再)?记录(?:下来)?|^(?:别|不要|千万别)(?=把|将)|存起来|存下来|保存下来|写下来|记录下来|"
    r"唔该|请你?|麻烦你?|帮我|你|把|将|忘掉|忘了|忘记|忘咗|删掉|删了|删除|删咗|清除|抹掉|别再记|不要记住|不要再?记|"
    r"不用再?记住?|别记住|别记|唔好再?记住?|唔使再?记住?|唔洗记|唔驶记|不必记|无需记|没必要记|不需要记|唔需要记|"
    r"别保存|不要保存|不要存|别存|不想|唔想|不希望|被|让你|俾你|记下来|记下|记住|一下|好了|算了|了|咗|吧|啊|啦|喇|咯|哈|它|佢|"
    r"(?:千万|千萬|可)?(?:别|不要)\s*(?:save|store|keep)|"
    # fillers around what it names: 呃卡号还是别存了, 对了把我那个UID删了吧, 手机号那个你别记了啊
    r"^(?:对了|哦对|还有|另外|其实|那就|呃|嗯|哦|诶|欸)+|(?:还是|就|也|都|先|的)$|"
    # what only says "about" it: 关于前任的一切, 有关阿欣的
    r"^(?:关于|有关)|(?:的)?(?:一切|所有东西)$|"
    # what only says "the matter of": 阿欣的事, 氨糖那个事, 车牌嗰啲, 阿欣相关的
    r"(?:的|嘅|那个|这个|嗰个|𠮶个|呢个|那件|这件|嗰件|𠮶件)?(?:事情|事儿|事|东西|嘢)$|(?:嗰啲|𠮶啲|呢啲|那些|这些|相关的?|有关的?)$|"
    # what only points at the thing: 帮我把QQ号那个信息删了 names the QQ number
    r"(?:那个|这个|的|那条|这条)?(?:信息|资料|内容|记录)$|(?<![\W_])[\W_]+$|^[\W_]+"
)
# A request about memory, not a task: it says forget, keep or store, or names the memory ("delete my address
# from your records"); "Please delete my old branch" is work to do.
_ABOUT_MEMORY = re.compile(
    r"\b(?:forget|forgotten|remember|remembering|memory|memories|records?|notes?|save|saved|saving|store|stored|"
    r"storing|keep|keeping|retain|file|write\s+(?:\w+\s+)?down|written\s+down|hold\s+on\s*to|hang\s+on\s*to)\b|"
    r"忘|记|存|保存",
    _I,
)
# What a request says of how the thing was said, not what it is: "that insurance policy number I gave you",
# "my address you have on file", 我之前跟你说的那个地址.
_EN_SAID_CLAUSE = re.compile(
    r"(?<!\s)\s++(?:that\s+|which\s+)?(?:i|you)(?:'ve|'d|\s+have|\s+had)?\s+(?:gave|given|told|sent|shared|mentioned|said|"
    r"wrote|written|put|entered|typed|provided|listed|have|got|stored|saved|kept|keep|recorded|noted)"
    r"(?:\s+(?:you|to\s+you|it|down|earlier|before|here|already|previously|last\s+(?:time|week|month)|on\s+file|"
    r"yesterday|today|the\s+other\s+day|in\s+(?:the|this|our)\s+chat))*\s*$"
    r"|(?<!\s)\s++(?:now|too|as\s+well|any\s*more|for\s+me|for\s+good|then)$",
    _I,
)
_ZH_SAID_CLAUSE = re.compile(
    r"^(?:我)?(?:刚才|刚刚|之前|以前|上次|早前|头先|啱先)?(?:(?:跟|和|同|对|给|俾|话)你?)?"
    r"(?:说|讲|提|发|给|写|讲过|说过|提过|发过|给过|写过|话)(?:的|嘅)"
)
# What one deletes at work, not from memory: 把我的旧分支删掉, 把第二段删掉 ("delete" says nothing of memory).
_TASK_OBJECT = re.compile(
    r"分支|文件|文档|档案|代码|照片|图片|相片|截图|视频|录音|录像|邮件|附件|目录|表格|缓存|日志|应用|软件|程序|评论|帖子|"
    r"微博|朋友圈|聊天记录|短信|消息|草稿|备份|段|句|[这那一几]行|列|页|章|节|[这那几]个?字|词|函数|变量|注释|测试|脚本|镜像|容器|分区|字段|"
    r"第|最后|上面|下面|前面|后面|开头|结尾|空格|多余|重复|所有|全部|歌|[a-z0-9]",
    _I,
)
# What is personal data whatever else is said: 把我的QQ号删掉 is about what it remembers.
_ZH_PERSONAL = re.compile(
    r"号|密码|地址|住址|车牌|生日|电话|手机|身份证|护照|邮箱|email|账户|户口|卡|信息|资料|病|药|工资|薪水", _I
)
# What names no thing: 你不用记这么多 (reassurance, not a request).
_ZH_NOTHING = re.compile(
    r"(?:这么|那么|太|很|好)多|这样|那样|这些|那些|所有|一切|全部|什么|所有东西|全部东西"
)
_EN_CLAUSE_END = re.compile(
    r"[,;:!?]|\.(?:\s|$)|(?<!\s)\s++(?:because|since|as|so|cause|cuz)\s+"
    r"|(?<!\s)\s++(?:pls|plz|please|thanks|thx|i\s+(?:dont|don't|do\s+not|never))\b",
    _I,
)
_ZH_CLAUSE_END = re.compile(r"[，,。！？；;!?\n]")


def drawn_from_requests(fact: str, sources: Sequence[str]) -> bool:
    """Whether a fact an extractor drew from the user's messages ``sources`` (what it cites) says what they ask
    to forget, not what they state: every source is a request (:func:`without_memory_requests` changes it) and
    either nothing of them is left without their requests, or the fact holds a distinctive value (a phone
    number, an e-mail address) that only their requests hold. An LLM ignoring the prompt's rule returns
    "Alice's phone number is +44 7700 900123" for "Please forget my phone number +44 7700 900123": stored, or
    merged into the record the request forgets, it would keep the number. What a request's message states
    besides stays ("Forget my old number, my new one is 555-010-1234").

    >>> drawn_from_requests("Phone: +44 7700 900123", ["Please forget my phone number +44 7700 900123."])
    True
    >>> drawn_from_requests("New number 555-010-1234", ["Forget my old number, my new one is 555-010-1234"])
    False
    >>> drawn_from_requests("Phone: +44 7700 900123", ["My phone number is +44 7700 900123."])
    False
    """
    rests = [_without_requests_once(text) for text in sources]
    if not sources or any(rest == text for rest, text in zip(rests, sources, strict=True)):
        return False  # a source that asks nothing: the fact may come from it
    kept = " ".join(r for r in rests if r.strip(PUNCT + " "))
    if not kept:
        return True
    return not distinctive_values(fact) <= held_values(kept)


# Each fact drawn from a message asks of it again (a long message gives hundreds, each reading it whole): the
# window's few messages are read once each.
_without_requests_once = functools.lru_cache(maxsize=16)(without_memory_requests)


def forget_requests(text: str) -> list[str]:
    """What the sentences of ``text`` asking to forget something name ("Please forget my old phone number; my
    new number is ..." -> ``["my old phone number"]``, 把我的身份证号删掉 -> ``["我的身份证号"]``): what a
    conversation asks to forget, forgotten from what was said before it. A request naming nothing ("上一条不用记",
    "Don't keep that") points back instead: :func:`~.pointing_back.points_back`."""
    if not MEMORY_REQUEST.search(to_simplified(text)):
        return []
    return [r[0] for s in SENTENCE_CUT.split(text) if (r := request_in(s)) is not None and r[0]]


def request_in(sentence: str) -> tuple[str, str] | None:
    """The request ``sentence`` makes: what it names ("" when it only points back at what was said: 上一条不用记,
    "Don't want those stored.") and the sentence (simplified) before the request; ``None`` when it makes none
    (news, a task, a slip of memory, never mind: 我把照片删了, "just forget it", 忘掉他吧)."""
    simple = to_simplified(sentence)
    found = MEMORY_REQUEST.search(simple)
    if not sentence.strip() or found is None:
        return None
    back = _TAKING_BACK.search(simple)
    if back is not None and back.start() <= found.start():
        return "", simple[: back.start()]  # "Forget that.", 忘掉刚才说的: what it is was said just before
    about_memory = _ABOUT_MEMORY.search(simple) is not None
    asked, before = simple[found.start() :], simple[: found.start()]
    if has_cjk(asked[:12]):
        clause = _ZH_CLAUSE_END.split(asked.lstrip("，,。！？；;!? \t"), maxsplit=1)[0]
        named = clause
        for _ in range(3):  # what a removal leaves last ("身份证号删掉/忘掉吧": the "/" between the verbs)
            named = _ZH_SAID_CLAUSE.sub("", _ZH_REQUEST_WORDS.sub("", named).strip())
        if _ZH_NOTHING.fullmatch(named):
            return None  # 你不用记这么多: reassurance
        if not asked_terms(named):
            # 别记这个了, 别存了: what it is was said just before; 忘掉他吧 names someone (never mind)
            # (a lone 这 / 那 points too: 这事先别记, 这事别记了)
            return None if ZH_POINTER.sub("", named).strip(PUNCT + "这那此") else ("", before)
        if not (about_memory or _ZH_PERSONAL.search(named)) and (
            _TASK_OBJECT.search(named) or len(named) > 8
        ):
            return None  # 把第二段删掉: a task; 把阿欣删掉, said to the assistant, is about what it remembers
        unpointed = ZH_POINTER.sub("", named).strip(PUNCT)  # 我那个UID, 刚才那个价格: UID, 价格
        if unpointed != named:
            unpointed = re.sub(r"^我(?:的|嘅|个)?", "", unpointed)
        return unpointed or named, before
    if _OWN_MEMORY.match(asked):
        return None  # "Don't remember the exact number but ...": the speaker's own memory, with no "please"
    if not (
        about_memory
        or _EN_EVERYTHING.search(asked)
        or (_EN_PERSONAL.search(asked) and not _EN_ELSEWHERE.search(asked))
    ):
        return None  # "Please delete my old branch": a task, not a memory to forget
    # what it names ends with its clause ("forget that wifi password, IT says we shouldn't store it"), its
    # fillers before it ("no wait, don't keep that")
    asked = _EN_FILLERS.sub("", asked)
    named = _without_request_words(_EN_CLAUSE_END.split(asked, maxsplit=1)[0]).strip(" \t,.!")
    named = _EN_SAID_CLAUSE.sub("", _EN_UNWANTED.sub(r"\1", named))
    if not named or _EN_POINTER.fullmatch(named):
        return "", before  # "don't keep that", "Don't want those stored": what it is was said just before
    if not asked_terms(named):
        return None
    return named, before


PUNCT = " \t\n,，.。!！?？~～;；:：、"
# Personal data whatever else is said: "Please delete the RTB tenancy number" is about what it remembers,
# unless it says where else from ("delete the phone number from the spreadsheet" is a task).
_EN_PERSONAL = re.compile(
    r"\b(?:password|passcode|pin|number|email|e-mail|address|phone|passport|iban|ssn|account|card|licen[cs]e|"
    r"plate|postcode|birthday|dob|salary|diagnosis|medication|insurance|policy)s?\b",
    _I,
)
_EN_EVERYTHING = re.compile(
    r"\beverything\s+(?:about|on|regarding)\b|\ball\s+(?:the\s+)?(?:stuff|info)\s+(?:about|on)\b", _I
)
_EN_ELSEWHERE = re.compile(r"\bfrom\s+(?!your\b|my\s+(?:records|memory|profile)\b)", _I)
_EN_FILLERS = re.compile(rf"^[\W_]*(?:(?:{EN_FILLER_WORDS})\b[\W_]*)*", _I)
# "I don't want my address stored" names my address.
_EN_UNWANTED = re.compile(
    r"^(?:i\s+)?(?:don't|dont|do\s+not)\s+want\s+(.+?)\s+(?:stored|saved|kept|remembered|recorded|on\s+file|"
    r"written\s+down)\b.*$",
    _I,
)
# Words that point at what was said, naming nothing: "that", "those", "what I just said".
_EN_POINTER = re.compile(
    r"(?:that|this|it|those|these|them)(?:\s+one)?(?:\W+(?:that|this|it|those|these|them))*(?:\s+(?:down|at\s+all|either|anywhere|actually|though|tbh|really|please|pls|"
    r"off\s+the\s+record|out\s+of\s+(?:your\s+)?(?:memory|notes)))*"
    r"|what\s+i\s+(?:just\s+)?(?:said|wrote|typed|sent|told\s+you)(?:\s+(?:earlier|before|just\s+now|now))?",
    _I,
)
