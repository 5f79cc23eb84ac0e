"""What a statement says is no longer so: the value it names as given up ("we dumped New Relic", "the Chicago half
instead of Dublin", "we switched from Jira to Linear", 我生日不是7月12號，是7月21號, 我已經離開台積電了). A change said
in words the extractor reads as no slot supersedes nothing; recall still ranks the statement that gives a value
up right above an older match whose clause holding that value is what the question asks about."""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache

from hindsight_core.models import MemoryRecord
from hindsight_core.text import has_cjk, keyword_terms

_Y = r"((?:the |my |our |a |an )?[\w.+#'-]+(?: [\w.+#'-]+){0,2}?)"
# where a given-up value ends: punctuation, a conjunction or preposition, a filler or time word
_STOP = (
    r"(?=$|[,.;:!?)]| and | but | so | for | to | with | because | anymore| any more| now| too| tho| though|"
    r" instead| at | in | on | tbh| finally| lol| haha| last | yesterday| already| recently| this | ago)"
)
_EN = [
    re.compile(p, re.IGNORECASE)
    for p in (
        r"\binstead of " + _Y + _STOP,
        r"\bswitch(?:ed|ing)? (?:\w+ )?from " + _Y + r" to\b",
        r"\bmov(?:ed|ing) (?:\w+ )?(?:off|away from|out of|out from) " + _Y + _STOP,
        # "Linda has swapped the Fiat for an electric", "traded in the Civic for a Mazda"
        r"\b(?:swapp?(?:ed|ing)|trad(?:ed|ing)(?: in)?|exchang(?:ed|ing)) " + _Y + r" for\b",
        # an employer or a place left, named ("I have left Deloitte, joined EY"; "I left my keys" names nothing)
        r"\b(?:i|we)(?:'ve| have)? (?:just |finally |now |officially )?left (?=(?-i:[A-Z]))" + _Y + _STOP,
        # a change from one to another ("moved from Leeds to York", "went from Jira to Linear"), not a trip ("drove
        # from Leeds to York for the weekend")
        r"\b(?:switch\w*|mov(?:ed|ing)|migrat\w*|chang\w*|upgrad\w*|went|gone|transition\w*|port\w*|convert\w*)\s+"
        r"(?:[\w'-]+\s+){0,3}?from " + _Y + r" to \w+",
        # ("dropped the kids at school" gives nothing up)
        r"\b(?:dumped|ditched|quit|cancell?ed|sold|part[- ]exchanged|traded in|gave up(?: on)?|given up(?: on)?|ripped out|got rid of|"
        r"stopped using|no longer use|replac(?:ed|ing)) " + _Y + _STOP,
        # ("I'm off work today" is a day off)
        r"\b(?:i'?m|i am|we'?re|we are) (?:off|done with|over) (?!work\b|duty\b|sick\b|school\b|to\b|home\b|out\b)"
        + _Y
        + _STOP,
        r"(?:^|[.,;:!] ?)" + _Y + r" (?:is|are|was|were) (?:gone|over|cancell?ed|out)\b",
        r"(?:^|[.,;:!] ?)" + _Y + r" moved out\b",
        # a slip taken back: "wait, not Friday — Saturday", "sorry the 30th, not the 23rd" (the "not" close to the
        # word that takes it back: "Sorry for the ramble ... and not enough sleep" is none)
        r"\b(?:wait|sorry|oops|correction|i\s+mean|i\s+meant)\b[^.!?\n]{0,25}?(?:[,—–]\s*|\s-\s|\bit'?s\s+|\bit\s+is\s+)"
        r"not\s+(?:the\s+|on\s+)?" + _Y + r"(?=\s*(?:$|[,.;:!?—–]|\s-\s|\sbut\b))",
    )
]
_H = r"([\u4e00-\u9fffA-Za-z0-9]{2,8}?)"
_ZH = [
    re.compile(p)
    for p in (
        r"不再(?:用|喝|吃|去|玩|做|住|开|開)" + _H + r"(?=[了，,。！!]|$)",
        r"(?:不用|唔用|冇用|没用|沒用)" + _H + r"了",
        r"把" + _H + r"(?:卖|賣|退|换|換|删|刪|辞|辭|戒)(?:掉)?了",
        r"从" + _H + r"(?:换|換|改|转|轉|搬|跳槽)",
        r"從" + _H + r"(?:換|改|轉|搬|跳槽)",
        r"(?:不是|唔係|不係)" + _H + r"[，,]?(?:而)?(?:是|係)",
        r"离开(?:了)?" + _H + r"(?=[了，,。！!]|$)",
        r"離開(?:了)?" + _H + r"(?=[了，,。！!]|$)",
        r"(?:戒了|戒咗|退了|卖了|賣了|辞了|辭了)" + _H + r"(?=[了，,。！!]|$)",
        # the value first, then what became of it: "RabbitMQ 换成 Kafka 了", 健身房不去了改跑步了, 捷达卖了换了辆X
        r"(?:^|[，,。！!？?；;：:\s]|我们|我|咱们)(?:的)?([A-Za-z][\w.+#-]{1,30}|"
        r"(?![我你他她把今明昨后这那周晚早下上中])[\u4e00-\u9fff]{2,6}?)\s*"
        # (a time changed gives nothing up: "羽毛球改成周六上午打了")
        r"(?:(?:换成|換成|改成)(?!(?:每|下|这|這|本)?(?:周|週|星期|礼拜|禮拜|上午|下午|晚上|早上|中午|[\d一二三四五六七八九十两]+(?:点|點|号|號|月|日)))|"
        r"改用|不用了|卖了|賣了|卖掉了|不去了|退了|戒了|戒咗|唔去了|"
        # a habit stopped: 太极不打了, 游水停咗, 钢琴不学了
        r"不(?:打|练|練|玩|学|學|喝|吃|做|跳|踢|跑|游)了|停了|停咗|唔(?:玩|學|打|練)喇)",
    )
]
# words one of the patterns needs: a substring test rules out nearly every text before they run (recall reads
# the pool's best records on every query)
_TRIGGERS = tuple(
    "instead|from |dump|ditch|quit|cancel|sold|gave up|given up|ripped|got rid|stopped using|no longer|not |"
    "swap|trad|exchang|left |"
    "replac| off |done with| over |gone|moved out|不再|不用|唔用|冇用|没用|沒用|把|从|從|不是|唔係|不係|离开|離開|戒|"
    "退了|卖了|賣了|辞了|辭了|换成|換成|改成|改用|不去了|唔去|停了|停咗|喇|不打|不练|不練|不玩|不学|不學|不喝|不吃|不做|不跳|"
    "不踢|不跑|不游".split("|")
)
_AMOUNT = re.compile(r"[零〇一二两三四五六七八九十百千万亿\d.,]+[块元塊蚊刀]?(?:钱|錢)?")
_ARTICLE = re.compile(r"^(?:the|my|our|a|an) ", re.IGNORECASE)


@lru_cache(maxsize=8192)
def displaced_terms(text: str) -> tuple[tuple[str, ...], ...]:
    """The values ``text`` says were given up, each as the terms a record holding it must contain."""
    lowered = text.lower()
    if not any(word in lowered for word in _TRIGGERS):
        return ()
    out: list[tuple[str, ...]] = []
    for pattern in _EN:
        for match in pattern.finditer(text):
            terms = tuple(keyword_terms(_ARTICLE.sub("", match.group(1).strip())))
            if terms:
                out.append(terms)
    if has_cjk(text):
        for pattern in _ZH:
            for match in pattern.finditer(text):
                value = match.group(1)
                if _AMOUNT.fullmatch(value):  # 卡罗拉卖了八万二: a price, not a thing given up
                    continue
                terms = (value,) if has_cjk(value) else tuple(keyword_terms(value))  # RabbitMQ -> rabbitmq
                if terms:
                    out.append(terms)
    return tuple(dict.fromkeys(out))


# what of a record is read: a change is said in a sentence or two, and a tool's long output (a record can hold
# 100 KB: 50 ms of these patterns) is read no further
DISPLACED_READ = _READ = 2000
#: Metadata of a record: the ids of later statements that give up a value it holds (set when they are stored).
DISPLACED_BY = "displaced_by"
_POOL_HEAD = 20  # the statements considered: a change ranked below them is too far from the question
_CLAUSE = re.compile(r"[.!?;,\n。！？；，、]|\s(?:and|but|so|while|whereas)\s", re.IGNORECASE)


def _clause_holding(record: MemoryRecord, terms: tuple[str, ...]) -> str | None:
    """The clause of ``record`` that holds the given-up value, or None when the record does not hold it."""
    for clause in _CLAUSE.split(record.text[:_READ]):
        if len(terms) == 1 and has_cjk(terms[0]):
            if terms[0] in clause:
                return clause
        elif set(terms) <= set(keyword_terms(clause)):
            return clause
    return None


# characters of Chinese that say little on their own (pronouns, particles, 什么/哪): a clause and a question sharing
# only these are not about the same thing
_FUNCTION_CHARS = frozenset(
    "我你他她它们的了是在有不也就都和与及还这那个么什吗呢吧啊哦嗯哪谁多少几怎样现今年月日号"
)


def _content_chars(text: str) -> set[str]:
    return {ch for ch in text if "\u4e00" <= ch <= "\u9fff" and ch not in _FUNCTION_CHARS}


def _about(clause: str, asked: set[str], asked_chars: set[str]) -> bool:
    """Whether the clause holding a given-up value is what the question asks about: a term in common, or (for a
    change the record links to since it was written, ``asked_chars``) in Chinese a character that means something
    ("我现在开什么车" and "我那辆白色卡罗拉开了快六年了" share 开 and no two characters in a row; a change merely in the
    pool needs more: "羽毛球改成周六上午打了" and "在羽毛球群认识了一个女生" share only 女 with "我女朋友是做什么的")."""
    return bool(asked & set(keyword_terms(clause))) or bool(asked_chars & _content_chars(clause))


def gives_up(new: MemoryRecord, old: MemoryRecord, given_up: tuple[tuple[str, ...], ...]) -> bool:
    """Whether ``old`` holds one of the values ``new`` gives up (``given_up``: its :func:`displaced_terms`) in a
    clause, and does not give that value up itself."""
    return any(
        _clause_holding(old, terms) is not None and terms not in displaced_terms(old.text[:_READ])
        for terms in given_up
    )


def lift_displacing(
    final: dict[str, float],
    records: Mapping[str, MemoryRecord],
    query: str,
    linked: frozenset[str] = frozenset(),
) -> set[str]:
    """A current statement that gives up a value ranks right above an older match whose clause holding that
    value is what the query asked about ("what monitoring tool do we use": "Monitoring is New Relic" then "we
    dumped New Relic"); an older record matched for another of its clauses keeps its place. ``linked``: such
    statements brought into the pool by an older record's :data:`DISPLACED_BY`, considered wherever they rank.
    Returns the statements lifted."""
    asked, asked_chars = set(keyword_terms(query)), _content_chars(query)
    lifted: set[str] = set()
    if not asked:
        return lifted
    head = sorted(final, key=lambda i: -final[i])[:_POOL_HEAD]
    for rid in [*head, *sorted(linked.difference(head))]:
        new = records[rid]
        if new.superseded_by is not None or new.valid_to is not None:
            continue
        given_up = displaced_terms(new.text[:_READ])
        if not given_up:
            continue
        older = [
            final[o]
            for o, record in records.items()
            if o in final
            and final[o] >= final[rid]
            and record.occurred_at < new.occurred_at
            and any(
                (clause := _clause_holding(record, terms)) is not None
                and _about(
                    clause, asked, asked_chars if rid in (record.metadata.get(DISPLACED_BY) or ()) else set()
                )
                for terms in given_up
                if terms not in displaced_terms(record.text[:_READ])
            )
        ]
        if older:
            final[rid] = max(older) * (1.0 + 1e-6)
            lifted.add(rid)
    return lifted
