"""Text a user pastes into their message for a task, which is not their statement: an email or a candidate's CV after
"Can you summarize this?", a passage to translate, a forwarded message, a chat log, a code block, quoted lines.

    >>> without_pasted("I live in Leeds. Here is my landlord's email: Hi, I'm Mark, I live in York.")
    "I live in Leeds. Here is my landlord's email:\\n"
    >>> without_pasted("Here's my bio: I'm a nurse in Leeds.")  # the user's own writing
    "Here's my bio: I'm a nurse in Leeds."

The first person of pasted text is its author's ("Hi team, I'm John, I live in Boston"): read as the user's, it
filled their name, home and employer and superseded what they had said of themselves. What the user says around it
is theirs ("I live in Leeds. Here is my landlord's email: ..."). Material is taken as pasted when it is:

- introduced as a text: after a request to summarise, translate, proofread or rephrase, or a text named as such
  ("this email", "the following message", "my landlord's email", "an email from my boss", 这封邮件, 老板发来的消息)
  and ended with a colon, or with a sentence's end followed by a blank line or a rule ("---"); after a request, a
  question or a text shown, by a line break too ("Can you summarize this email?\\nHi team, ..."; not "I got
  this email.\\nI live in Leeds"), and, for a text named as someone else's, by anything ("Can you proofread my
  friend's bio? I'm Tom", "Can you check his cover letter?"); a text named as the user's own ("my bio", "my cover
  letter", "an email I wrote", 我的简历, 我写的) is theirs, and its first person is the user's;
- said to be sent or written by someone else just before a colon ("My landlord emailed me:", "what my ex texted me:",
  "Got this from HR:", 我室友写的：, 我妈给我发了条微信：; not "I texted my landlord:"); opening on that line, it ends
  with it ("My boss replied: fine.\\nI work at Acme anyway"); so is a line opening with whom it is from ("from my
  landlord: ...", "From Tom: ...", 我妈发来：...);
- a forwarded message or an email's header ("---------- Forwarded message ----------", "From: ...\\nSubject: ...")
  and all after it; a fenced code block; a quoted line ("> ..."); a chat log's lines ("Alice: ...", "[10:02] Bob:
  ..."; three lines, one speaker's two; or two, the user's one: "Karen: I moved to Paris!\nMe: wow"; not the user's
  own, "Me: ...", 我：...); a line in the first person of someone named by role or as one calls a person ("Mom: I'm
  coming on Friday", 老王：我下周去深圳; not a section's label, "Goal: ...", nor a form's answer, "Partner: yes, I'm
  married"), or opening with a person's name (:mod:`~.speaker_tags`: "Tom: I'll bring the wine\nAnna: I'm vegan btw",
  "[Anna]: I'm vegan\nwhat should I cook?");
- the lines of a form that may be anyone's (:func:`~.forms.others_form_lines`: "Email: bob@x.com\nName: Bob Lee",
  收件人：李娜\n电话：139…; not one line, "Email: jo@y.io", nor a form under "My details:").

Where the material ends is read only from a separator line or a closing fence: what follows it up to the message's
end is taken as part of it (the trace keeps every word; only the user's slots are not read from it). Text in quotes
is left to :func:`~.reported.reported`.
"""

from __future__ import annotations

import re

from hindsight_core.extraction.forms import others_form_lines
from hindsight_core.extraction.speaker_tags import is_own_label, is_section_label, speaker_tag
from hindsight_core.roles import ROLES_EN, ROLES_ZH, ZH_CALLED, ZH_PEOPLE
from hindsight_core.text import CASED_UPPER

_I = re.IGNORECASE

# Texts one pastes, named as such (English).
_DOC = (
    r"(?:e-?mails?|mails?|letters?|messages?|msgs?|texts?|notes?|posts?|reviews?|bios?|biography|profiles?|cvs?|"
    r"resumes?|résumés?|cover\s+letters?|paragraphs?|passages?|articles?|essays?|transcripts?|conversations?|"
    r"chats?|chat\s+logs?|logs?|quotes?|excerpts?|documents?|docs?|replies|reply|responses?|comments?|tweets?|"
    r"descriptions?|intros?|introductions?|speech|scripts?|poems?|lyrics|announcements?|memos?|listings?|"
    r"complaints?|feedback|testimonials?|threads?|dms?|sms|voicemails?|statements?|sentences?|snippets?|output|"
    r"tracebacks?|stack\s*traces?)"
)
# ... and in Chinese
_ZH_DOC = (
    r"(?:邮件|信件?|消息|短信|微信|文章|段话|文字|内容|简历|自我介绍|介绍|聊天记录|对话|评论|帖子|文案|通知|公告|留言|回复|"
    r"稿子|日志|报错|代码|段落|原文|朋友圈)"
)
# A request: at a sentence's start ("Summarize this:", "Please translate:"), or asked ("can you", "help me"); not "To
# summarize: I live in Leeds", "I translate documents for a living"
_ASKED = (
    r"(?:(?:^|(?<=[.!?。！？\n:：]))[^\S\n]*(?:(?:hey|hi|ok|okay|so)[,!]?\s+)?(?:please\s+|pls\s+|kindly\s+)?"
    r"|\b(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+|pls\s+|plz\s+)?|\bplease\s+|\bpls\s+|\bhelp\s+me\s+"
    r"|\b(?:i\s+need|i\s+want|i'd\s+like|i\s+would\s+like)\s+you\s+to\s+)"
)
# ... in Chinese (帮我总结一下; not 总结一下：我住在杭州, 我平时做翻译)
_ZH_ASKED = r"(?:帮我|帮忙|请你?|麻烦你?|给我|能不能|能否|可以|可不可以|你)(?:帮我)?"
# Sending or writing a text, by someone who is not the speaker, said just before a colon ("My landlord emailed me:",
# "what my ex texted me:", "Got this from HR:", 我室友写的：, 老板给我发了封邮件：); not "I texted my landlord:"
_SENT = (
    r"\b(?<!\bi\s)(?<!\bwe\s)(?:e-?mailed|texted|messaged|wrote|sent|posted|replied|dm(?:'?e)?d|whatsapped|forwarded)"
    r"|\b(?:got|received)\s+(?:this|that|these|it|the\s+following)\s+from\s+(?!me\b|myself\b)[\w'’-]+"
    # a line opening with whom a text is from ("from my landlord:", "Fwd from my sister:", "From Tom:"; not "From my
    # experience:", "from what I know:")
    rf"|(?:^|(?<=\n))[^\S\n]*(?:(?:fwd|fw|forwarded|forward|a\s+text|a\s+message|message|text|msg)[^\S\n]+)?from"
    rf"(?=[^\S\n]+(?:(?:my|our|the)[^\S\n]+(?:{ROLES_EN})|(?-i:[{CASED_UPPER}])[\w'’-]*(?:[^\S\n]+(?-i:[{CASED_UPPER}])[\w'’-]*)?)"
    r"[^\S\n]*[:：])"
)
_ZH_SENT = (
    rf"(?:给我们?(?:发了|发来了?|发过来|转发了|转了|回了|回复了)|发来了?|发过来了?|转来了?)(?:一)?(?:条|封|段|篇|个|份)?{_ZH_DOC}"
    # (我妈发来：..., 老板转来了：...; not 我发来：)
    r"|(?<![我你])(?:写的|发的|发来的|回的|转的|发来了?|发过来了?|转来了?|回复说|回复)(?=\s*[：:])"
)
# A request or a naming that introduces a text: (a) a request only a text answers; (b) a text pointed at ("this email",
# "the following message", 这封邮件, 以下内容); (c) a text said to be someone else's ("my landlord's email", "her
# resume", "an email from my boss", 老板发来的消息) or sent by someone else (_SENT)
_HEADS = re.compile(
    rf"(?P<request>{_ASKED}(?:summari[sz]e|translate|proofread|paraphrase|rephrase|reword|tl;?dr)\b)"
    rf"|\b(?:this|these|that|the\s+following|following|below|here(?:'s|’s|\s+is|\s+are))\s+(?:[\w'’-]+\s+){{0,3}}?{_DOC}\b"
    rf"|(?P<other>(?<![\w-])[\w-]+(?:'s|’s)\s+(?:[\w-]+\s+){{0,2}}?{_DOC}\b|\b{_DOC}\s+(?:from|by|written\s+by|sent\s+by)\s+\w"
    rf"|\b(?:his|her|their)\s++(?:(?!(?:my|our)\b)[\w-]++\s++){{0,2}}?{_DOC}\b"
    rf"|[\u4e00-\u9fff]{{1,6}}?(?<!我)(?:的|发的|写的|发来的|给我的){_ZH_DOC}"
    rf"|(?P<sent>(?:{_SENT})(?=(?:[^\S\n]+[\w'’-]+){{0,6}}[^\S\n]*[:：])|{_ZH_SENT}))"
    rf"|(?P<zh_request>{_ZH_ASKED}(?:总结|概括|归纳|提炼|转述)|(?:{_ZH_ASKED}|(?:^|(?<=[。！？\n]))[^\S\n]*)(?:翻译|润色|改写|校对|缩写|扩写))"
    rf"|(?:这|那|下面|以下|如下|下列)(?:一)?(?:封|段|条|篇|份|个|则|些)?[^，。！？\n：:]{{0,12}}?{_ZH_DOC}",
    _I,
)
# A text shown ("Here's my friend's bio.")
_SHOWN = re.compile(r"\b(?:here(?:'s|’s|\s+is|\s+are)|below|the\s+following|attached)\b|以下|下面|如下", _I)
# A text named as the user's own writing: its first person is theirs ("my bio", "an email I wrote", 我的简历)
_OWN_DOC = re.compile(
    rf"\b(?:my|our)\s+(?:own\s+|new\s+|draft\s+|current\s+|latest\s+|updated\s+|first\s+){{0,2}}{_DOC}(?!['’]s)\b"
    r"|\b(?:i|we)\s+(?:just\s+|then\s+|also\s+)?(?:wrote|have\s+written|'ve\s+written|’ve\s+written|drafted|am\s+writing|"
    r"'m\s+writing|e-?mailed|texted|messaged|sent|posted|replied|dm(?:'?e)?d|whatsapped|forwarded)\b"
    rf"|我(?:自己)?(?:的|写的|自己的){_ZH_DOC}|我(?:自己)?写的",
    _I,
)
# Where the introducing sentence ends, read at most _INTRO_REACH characters after its head
_INTRO_END = re.compile(r"[:：]|[.?!。？！]+|\n")
_INTRO_REACH = 160
# What parts an introduction from the text it introduces: a blank line or a line break, a rule of dashes, a fence
_SEPARATOR = re.compile(r"[ \t]*(?:\n|-{3,}|={3,}|_{3,}|`{3,})")
_BREAK = re.compile(r"[ \t]*(?:\n[ \t]*\n|-{3,}|={3,}|_{3,}|`{3,})")
_RULE_LINE = re.compile(r"^[ \t]*(?:-{3,}|={3,}|_{3,})[ \t]*$", re.MULTILINE)
_QUOTE_OPENS = re.compile(r"\s*[\"“「『]")
_OPENING_RULE = re.compile(r"\s*(?:-{3,}|={3,}|_{3,})[ \t]*(?:\n|$)")

_FENCE = re.compile(r"(`{3,}|~{3,}).*?(?:\1|\Z)", re.DOTALL)
_OPENING_FENCE = re.compile(r"\s*(`{3,}|~{3,})")
_QUOTED_LINE = re.compile(r"^[ \t]*>[^\n]*", re.MULTILINE)
# A forwarded message, or two lines of an email's header in a row: the message and all after it
_FORWARDED = re.compile(
    r"^[ \t]*(?:[-=_][-=_ ]*)?(?:forwarded\s+message|original\s+message|begin\s+forwarded\s+message|转发的邮件|原始邮件)"
    r"|^[ \t]*(?:from|to|cc|subject|date|sent|发件人|收件人|主题|日期|时间)[ \t]*[:：][^\n]*\n"
    r"[ \t]*(?:from|to|cc|subject|date|sent|发件人|收件人|主题|日期|时间)[ \t]*[:：]",
    re.MULTILINE | _I,
)
# Someone one names by role ("Mom", "my sister", 我妈, 老板) or as one calls a person in Chinese (老王, 小李, 阿强, 王总,
# 张姐), not a word that starts the same (小结, 老家, 汇总)
_PERSON = re.compile(rf"(?i:(?:my\s+)?(?:{ROLES_EN}))|(?:我的?)?(?:{ROLES_ZH}|{ZH_PEOPLE})|{ZH_CALLED}")
# A line of a chat log: "Alice: ...", "[10:02] Bob Lee: ...", "老板：...", "my sister: ...", "me: ...", under a bullet too
# (notes of a meeting: "- Priya: I'm moving to Denver")
_CHAT_LINE = re.compile(
    rf"^[ \t]*(?:[-*•·][ \t]+)?(?:\[[^\]\n]{{1,30}}\][ \t]*)?(?P<who>(?i:(?:my\s+)?(?:{ROLES_EN})|me)(?=[ \t]*[:：])"
    r"|[A-Z][\w.'’-]*(?:[ \t][A-Z][\w.'’-]*){0,2}|[\u4e00-\u9fff]{1,4})"
    r"[ \t]*[:：][^\n]*",
    re.MULTILINE,
)
# what a line opens with after its speaker's label, when they speak of themselves
_FIRST_PERSON = re.compile(r"[ \t]*[:：][ \t]*(?:(?:i|i'm|i’m|i've|i'll|i'd|my|me|we|we're|our)\b|我)", _I)
_LINE = re.compile(r"[^\n]+")
_MIN_CHAT_LINES = 3  # a log: three lines or more, two speakers or more, one of them speaking twice
_MIN_DIALOGUE_LINES = 2  # ... or two lines or more, the user's among them ("Karen: ...\nMe: ...")


def pasted_spans(text: str) -> list[tuple[int, int]]:
    """Where ``text`` holds pasted material (see the module docstring), in order, overlapping spans merged."""
    spans = [m.span() for m in _FENCE.finditer(text)]
    spans += [m.span() for m in _QUOTED_LINE.finditer(text)]
    forwarded = _FORWARDED.search(text)
    if forwarded is not None:
        spans.append((forwarded.start(), len(text)))
    spans += _chat_lines(text)
    spans += _introduced(text)
    spans += others_form_lines(text)
    merged: list[tuple[int, int]] = []
    for start, end in sorted(spans):
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(end, merged[-1][1]))
        else:
            merged.append((start, end))
    return merged


def without_pasted(text: str) -> str:
    """``text`` with its pasted material (:func:`pasted_spans`) cut out, a line break in place of each."""
    spans = pasted_spans(text)
    if not spans:
        return text
    parts, at = [], 0
    for start, end in spans:
        parts.append(text[at:start])
        at = end
    parts.append(text[at:])
    return "\n".join(parts)


def said_only_in_pasted(value: str, text: str) -> bool:
    """Whether ``value`` is said in ``text`` (case aside) and only inside its pasted material: "York" of "I live in
    Leeds. Here is my landlord's email: ... I live in York" (a slot a model read there is the author's)."""
    folded, wanted = text.casefold(), value.strip().casefold()
    at = [m.start() for m in re.finditer(re.escape(wanted), folded)] if wanted else []
    spans = pasted_spans(text) if at else []
    return bool(at) and all(any(start <= a < end for start, end in spans) for a in at)


#: A sentence in its author's first person ("I", "my", "we", 我): the capital "I" only (not the "i" of "i.e.")
_OWN_VOICE = re.compile(
    r"(?<![\w'’])I(?:'m|’m|'ve|’ve|'ll|’ll|'d|’d)?\b|\b(?i:my|me|mine|we|we're|we’re|our|ours)\b|[我咱]"
)
_SENTENCE = re.compile(r"[^.!?。！？\n]+[.!?。！？]*")


def said_only_in_first_person(value: str, text: str) -> bool:
    """Whether ``value`` is said in ``text`` (case aside) and each time in a sentence of its author's first person:
    "Austin" of an email a tool read, "Hi Dana, I moved to Austin" (the sender's home, not the user's); not of a
    profile, "city: Austin".

    >>> said_only_in_first_person("Austin", "From: Sarah\\nHi Dana! I moved to Austin last month.")
    True
    >>> said_only_in_first_person("Austin", '{"name": "Dana", "city": "Austin"}')
    False
    """
    wanted = value.strip().casefold()
    sentences = [s for s in _SENTENCE.findall(text) if wanted in s.casefold()] if wanted else []
    return bool(sentences) and all(_OWN_VOICE.search(s) for s in sentences)


def _introduced(text: str) -> list[tuple[int, int]]:
    """The material after each sentence that introduces a text as someone else's or as one to work on."""
    out: list[tuple[int, int]] = []
    at = 0
    while (head := _HEADS.search(text, at)) is not None:
        at = head.end()
        end = _INTRO_END.search(text, head.end(), head.end() + _INTRO_REACH)
        if end is None:
            continue
        floor = max(0, head.start() - _INTRO_REACH)
        line_start = max(floor - 1, *(text.rfind(mark, floor, head.start()) for mark in ".?!。？！\n")) + 1
        if _OWN_DOC.search(text, line_start, end.start()):
            continue  # "Here's my bio:", 帮我改一下我的简历：the user's own writing
        start = end.end()
        if end.group(0) not in (":", "："):
            # what parts the text from the sentence: a blank line or a rule always; a line break, or nothing, only
            # after a request, a question or a text shown ("Can you summarize this email?\nHi team, ...", "Can you
            # proofread my friend's bio? I'm Tom"); not "My landlord's email says I owe rent.\nI live in Leeds"
            at_break = end.start() if end.group(0) == "\n" else start
            separated = _SEPARATOR.match(text, start) or (end if end.group(0) == "\n" else None)
            asked = (
                end.group(0).startswith(("?", "？"))
                or head.group("request")
                or head.group("zh_request")
                or _SHOWN.search(text, line_start, end.start())
            )
            if _BREAK.match(text, at_break):
                pass
            elif not asked or (separated is None and not head.group("other")):
                continue
            start = separated.end() if separated is not None and separated is not end else start
        opening = _OPENING_RULE.match(text, start)
        if opening is not None:
            start = opening.end()  # "---" before the text opens it: the rule after it ends it
        if _QUOTE_OPENS.match(text, start):
            continue  # a quote: its own end is read by reported()
        # a rule after the text ends it ("---\n<email>\n---\nI live in Leeds"); a text sent that opens on the line
        # saying who sent it ends with that line ("My boss replied: fine.\nI work at Acme anyway"); a fence opening
        # it ends with its closing fence ("Can you fix this error?\n```\n<traceback>\n```\nI live in Paris btw")
        rule = _RULE_LINE.search(text, start)
        stop = rule.start() if rule is not None else len(text)
        if (
            head.group("sent")
            and (line_end := text.find("\n", start, stop)) >= 0
            and text[start:line_end].strip()
        ):
            stop = line_end
        fenced = _OPENING_FENCE.match(text, start)
        if (
            fenced is not None
            and (block := _FENCE.match(text, fenced.start(1)))
            and block[0].endswith(fenced[1])
        ):
            stop = block.end()
        out.append((start, stop))
        at = stop
    return out


def _chat_lines(text: str) -> list[tuple[int, int]]:
    """The lines of a chat log that are not the user's own."""
    lines = [m for m in _CHAT_LINE.finditer(text) if not is_section_label(m["who"])]
    speakers = [m["who"].strip().lower() for m in lines]
    others = [m.span() for m in lines if not is_own_label(m["who"])]
    if len(lines) >= _MIN_CHAT_LINES and 2 <= len(set(speakers)) < len(speakers):
        return others
    if len(lines) >= _MIN_DIALOGUE_LINES and others and len(others) < len(lines):
        return others
    # a line in the first person of someone the user names by role or as a person ("Mom: I'm coming on Friday"; a
    # section's label names no one, "Goal: ...", and a form's answer is the user's, "Partner: yes, I'm married"), and
    # one opening with a person's name ("Anna: I'm vegan btw", "[Tom]: I'll bring the wine": speaker_tags)
    return [
        m.span()
        for m in lines
        if _PERSON.fullmatch(" ".join(m["who"].split())) and _FIRST_PERSON.match(text, m.end("who"))
    ] + [m.span() for m in _LINE.finditer(text) if speaker_tag(m[0])]


__all__ = ["pasted_spans", "said_only_in_first_person", "said_only_in_pasted", "without_pasted"]
