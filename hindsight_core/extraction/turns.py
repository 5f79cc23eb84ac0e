"""A conversation's turns as the rule extractor reads them: whose words a turn holds (its speaker, without a
"Thought:" of a ReAct agent), what it states, whether it only asks, and which turn answers which question.

    >>> from hindsight_core.models import TraceStep
    >>> turns = [TraceStep(step_id="a", type="model_output", content="Which city do you live in?"),
    ...          TraceStep(step_id="b", type="user_input", content="Lyon.")]
    >>> questions(turns), asked_before(turns, 1)
    ({0: None, 1: 0}, None)
"""

from __future__ import annotations

import re

from hindsight_core.extraction.cues import SENTENCE as _SENTENCE
from hindsight_core.extraction.cues import is_question, sentences, statements
from hindsight_core.extraction.density import is_low_information
from hindsight_core.extraction.speaker_tags import speaker_tag
from hindsight_core.models import TraceStep
from hindsight_core.roles import ROLES_EN, ROLES_ZH
from hindsight_core.text import CASED_UPPER, has_cjk, keyword_terms, to_simplified


def speaker(step: TraceStep) -> str | None:
    """Who says a step: the name it was sent with, else the one a user's message opens with as its speaker's
    ("[Anna]: I'm vegan btw", "Tom: I'll bring the wine": :func:`~.speaker_tags.speaker_tag`)."""
    if step.name and step.name.strip():
        return step.name.strip()
    tag = speaker_tag(step.content) if step.type == "user_input" else None
    return tag[0] if tag is not None else None


def party(step: TraceStep) -> tuple[str, str | None]:
    """Who says a step: its role and its speaker's name."""
    return step.type, speaker(step)


def only_asks(step: TraceStep) -> bool:
    """An utterance that asks something and states nothing (small talk aside)."""
    if step.type not in ("user_input", "model_output"):
        return False
    content = own_words(step)
    return bool(content) and not stated(content) and not is_low_information(content)


# A yes or a no: a filler-only turn that still answers a question ("Yes." to "Do you have a dog?"), unlike an
# acknowledgement ("Got it, I'll remember that.") after one, which answers nothing.
_POLAR = re.compile(
    r"\b(?:yes|yeah|yea|yep|yup|no|nope|nah|sure|absolutely|definitely|exactly|indeed|of course|not at all)\b"
    r"|^\s*(?:是|对|不|没)",
    re.IGNORECASE,
)


def answers(step: TraceStep) -> bool:
    """Whether a turn after a question can be its answer: it says something, or says yes or no."""
    content = own_words(step)
    return not is_low_information(content) or bool(_POLAR.search(content))


def stated(content: str) -> str:
    """What a turn states: its sentences that are not questions, unless they are only greetings or fillers."""
    stated = statements(content)
    return "" if is_low_information(stated) else stated


# A ReAct agent's scaffolding around what it says: "Thought: ..." is its reasoning, "Action: / Action Input:"
# a tool call (a step of its own); only the "Answer:" (LangChain's "Final Answer:") is said to the user.
_REACT_THOUGHT = re.compile(r"\s*Thought:")
_REACT_ANSWER = re.compile(r"^[ \t]*(?:Final )?Answer(?: \(Starts With\))?:[ \t]*", re.MULTILINE)


def own_words(step: TraceStep) -> str:
    """The step's content without a leading "Alice:" written by Alice herself; of an assistant's ReAct
    output ("Thought: ... Answer: ..."), only the answer (a thought and an action say nothing to anyone)."""
    content = step.content.strip()
    name = speaker(step)
    if name and content.lower().startswith(name.lower() + ":"):
        content = content[len(name) + 1 :].strip()
    elif (
        not (step.name and step.name.strip()) and step.type == "user_input" and (tag := speaker_tag(content))
    ):
        content = content[tag[1] :].strip()  # "[Anna]: I'm vegan btw": Anna's words
    if step.type == "model_output" and _REACT_THOUGHT.match(content):
        answer = _REACT_ANSWER.search(content)
        content = content[answer.end() :].strip() if answer else ""
    return content


def questions(steps: list[TraceStep]) -> dict[int, int | None]:
    """Pure questions and what answers them: ``{question: None, answer: question}``.

    A turn that only asks (every sentence a question, and not small talk like "how are you?") states
    nothing: it is folded into the next utterance of another speaker, which answers it, so the pair is
    one memory ("Alice said: Lyon. (answering Bob: Which city?)") and the question never outranks its answer.
    A question nobody answers in the window stays a record of its own, typed ``question``.
    """
    asking = {i for i, s in enumerate(steps) if only_asks(s)}
    out: dict[int, int | None] = {}
    for index in sorted(asking):
        for later in range(index + 1, len(steps)):
            other = steps[later]
            if other.type not in ("user_input", "model_output"):
                continue  # tool steps between a question and its answer
            if (
                party(other) != party(steps[index])
                and later not in asking
                and later not in out
                and answers(other)
            ):
                out[index], out[later] = None, index
            break
    return out


# a question offering help, not asking for something of the one who replies
_OFFER = re.compile(
    r"\b(?:how|what)\s+(?:can|could|may)\s+i\s+(?:help|do|assist)\b|\b(?:can|may)\s+i\s+help\b|\banything\s+else\b|"
    r"需要什么帮助|需要(?:我|什么)帮|有什么(?:可以|能)?帮|能帮你|还有(?:什么|别的)(?:需要|问题)",
    re.IGNORECASE,
)


def other_turn_before(steps: list[TraceStep], index: int) -> TraceStep | None:
    """The utterance just before ``steps[index]`` (tool steps between skipped), when another party says it."""
    if steps[index].type not in ("user_input", "model_output"):
        return None
    for before in range(index - 1, -1, -1):
        other = steps[before]
        if other.type in ("user_input", "model_output"):
            return other if party(other) != party(steps[index]) else None
    return None


def question_before(steps: list[TraceStep], index: int) -> tuple[TraceStep, str] | None:
    """The other party's turn just before ``steps[index]`` (tool steps between skipped) and its questions in its
    own words, when it asks any and is not one :func:`questions` pairs already: "Sure. First, where are you based
    these days? That affects what I'd suggest." before "Lisbon." asks "where are you based these days?", though
    the turn says more. An offer of help ("How can I help today?") asks nothing a reply answers."""
    other = other_turn_before(steps, index)
    if other is None or only_asks(other):
        return None
    asked = [
        m.group(0).strip()
        for m in _SENTENCE.finditer(own_words(other))
        if is_question(m.group(0)) and not _OFFER.search(m.group(0))
    ]
    return (other, " ".join(asked)) if asked else None


# Words of a reply that name no option: what any reply says ("sounds", "one"), the place of an item in a list
_NO_OPTION = frozenset(
    "one ones option options idea plan sounds first second third last both either neither obv obviously lol tbh "
    "then that this those these".split()
)
# Chinese around the option picked: 那就pgvector, 就选第二个吧, 还是用飞书吧
_ZH_PICK_AROUND = re.compile(r"^(?:那就|那|就|还是|选|要|用|我选|我要)+|(?:吧|了|呗|啊|呀|好了)+$")
# ... and a yes before it, the stop after it: 好，就外婆家吧, 行！那就新白鹿吧。, 嗯嗯 就莫干山
_ZH_PICK_ACK = re.compile(
    r"^(?:(?:好的?|好吧|行|嗯+|可以|ok(?:ay)?|对)\s*[，,！!。~～]?\s*)+|[。！!~～\s]+$", re.IGNORECASE
)
_MAX_OFFER = 1  # sentences of the offer kept as the reply's context


def _options(content: str) -> tuple[set[str], str]:
    """What a short reply may name of an offer: its words in letters (any script with case: "zürich") of three
    letters or more that are no filler, and its Chinese run without the words around a pick (那就, 吧)."""
    words = {
        w
        for w in keyword_terms(content)
        if not has_cjk(w) and len(w) >= 3 and w not in _NO_OPTION and not is_low_information(w)
    }
    said = _ZH_PICK_ACK.sub("", content.strip())
    cjk = "".join(_CJK_CHAR.findall(said))
    run = _ZH_PICK_AROUND.sub("", cjk) if cjk and cjk == said else ""
    run = "" if is_low_information(run) else run  # 好的，谢谢 names nothing offered
    return words, run if 2 <= len(run) <= 6 else ""


_CAPITALISED = re.compile(rf"\b[{CASED_UPPER}][\w+#.-]*")


def _named_options(sentence: str) -> set[str]:
    """The options a sentence names by their name: its capitalised words ("Install Fedora or Ubuntu", "I'd lean
    Astoria", "Zürich or Łódź"; not "redirecting $390 to savings"); in Chinese, any word in letters (20 万 chunk 用
    pgvector 完全够, 去Zürich还是Łódź)."""
    if _CJK_CHAR.search(sentence):
        return {w for w in keyword_terms(sentence) if not has_cjk(w)}
    return {w.lower() for m in _CAPITALISED.finditer(sentence) for w in keyword_terms(m.group(0))}


def offer_before(steps: list[TraceStep], index: int) -> tuple[TraceStep, str] | None:
    """The other party's turn just before ``steps[index]`` and its sentences naming what the short reply names,
    when they ask nothing (:func:`question_before` reads those that ask): a pick among what was offered ("Install
    Fedora or Ubuntu 24.04 ..." / "fedora obv"; "I'd lean Astoria." / "Astoria it is"; "20 万 chunk 用 pgvector
    完全够" / 那就pgvector) means little without the offer."""
    other = other_turn_before(steps, index)
    if other is None:
        return None
    words, run = _options(own_words(steps[index]))
    if not words and not run:
        return None
    named = [
        sentence
        for sentence in sentences(own_words(other))
        if (words and words & _named_options(sentence)) or (run and run in to_simplified(sentence))
    ]
    return (other, " ".join(named[:_MAX_OFFER])) if named else None


# A turn that goes on about someone named before: it opens with "she", "he" (she's a primary school teacher, 他是厨师)
_PRONOUN_OPENING = re.compile(
    r"^\W*(?:(?:yeah|yes|oh|ok|well|haha|lol|and|but|so)[,!.]?\s+)*(?:she|he|she's|he's|she’s|he’s)\b|^\W*[他她](?![们們])",
    re.IGNORECASE,
)
# a role as one names it ("my older sister", "your best friend")
_ROLE_EN = rf"(?:(?:older|younger|little|big|best|new|ex)\s+)?(?:{ROLES_EN})"
# ... and the one named: one's own relative, partner, friend or someone of one's work or school ("my partner says she
# can cover rent", 我老婆)
_NAMED_RELATION = re.compile(
    rf"\b(?:my|our)\s+({_ROLE_EN}(?:\s+(?-i:[{CASED_UPPER}])[\w'-]+)?)\b"
    rf"|(?:我|我们)的?((?:{ROLES_ZH})(?:[\u4e00-\u9fff]{{0,3}}?(?=[，,。！!？?\s]|说|是|在|也|又|都|现在|最近|今天|下个|上个)|))",
    re.IGNORECASE,
)
# ... or a person the speaker introduced by name ("I met a new friend Sarah at the gym", "a guy named Tom", 认识了一个
# 朋友叫小李, 新同事老王)
_INTRODUCED = re.compile(
    rf"\b(?:met|meeting|named|called|(?:a|an)\s+(?:new\s+|old\s+)?{_ROLE_EN})\s+((?-i:[{CASED_UPPER}][a-z]+))\b(?!\s+(?-i:[A-Z])|\s*(?:,|and|&)\s*(?-i:[A-Z]))"
    r"|(?:叫|认识了?|朋友|同事|同学|室友|邻居)((?!小时|小区|小学|老家|老师|老板)[小老阿][\u4e00-\u9fff])",
    re.IGNORECASE,
)
# ... or asked about by the other party just before ("Would your wife work locally?", 你女儿在哪个城市？)
_ASKED_RELATION = re.compile(
    rf"\byour\s+({_ROLE_EN})\b|(?:你|您)的?({ROLES_ZH})",
    re.IGNORECASE,
)
_REFERENT_REACH = 4  # turns back a pronoun is read against
# capitalised words a name's place may hold ("met Monday", "called Mom": a role is said as one, not named)
_NOT_INTRODUCED = frozenset(
    "I The A An This That Him Her Them Me Us Monday Tuesday Wednesday Thursday Friday Saturday Sunday Today".split()
)


def referent_before(steps: list[TraceStep], index: int) -> str | None:
    """Who a turn opening with "she" or "he" goes on about: the one relative, partner or friend the other party
    asked about just before ("How does your mom like her?" / "she likes her, they watch Jeopardy"; 你老公现在怎么看？
    / 他现在天天帮我打包), else the one the same speaker named in their last turns ("my partner says she can cover
    rent for 4 months" ... "she's a primary school teacher" is about the partner; "I met a new friend Sarah" ...
    "She works at Google" is about Sarah); None when the turn names one itself or the turns before name none or
    two."""
    step = steps[index]
    if step.type != "user_input":
        return None
    content = own_words(step)
    if not _PRONOUN_OPENING.match(content) or _NAMED_RELATION.search(content):
        return None
    seen = 0
    for before in range(index - 1, -1, -1):
        other = steps[before]
        if other.type not in ("user_input", "model_output"):
            continue
        seen += 1
        if seen > _REFERENT_REACH:
            return None
        words = own_words(other)
        if party(other) != party(step):
            if seen == 1:  # the question just answered: "你女儿在哪？" / "她在温哥华"
                asked = {(m.group(1) or m.group(2)).strip().lower() for m in _ASKED_RELATION.finditer(words)}
                if len(asked) == 1:
                    return asked.pop()
            continue
        named = {(m.group(1) or m.group(2)).strip() for m in _NAMED_RELATION.finditer(words)}
        if not named:
            named = {
                name
                for m in _INTRODUCED.finditer(words)
                if (name := m.group(1) or m.group(2)) not in _NOT_INTRODUCED
                and not re.fullmatch(_ROLE_EN, name, re.IGNORECASE)  # "met Mom": a role said as one
            }
        if named:
            return named.pop() if len(named) == 1 else None
    return None


def asked_before(steps: list[TraceStep], index: int) -> str | None:
    """The questions of :func:`question_before`, in simplified characters (which of several is answered,
    answers.answered_slot decides)."""
    found = question_before(steps, index)
    if found is None:
        return None
    return " ".join(s for s in sentences(own_words(found[0])) if is_question(s)) or None


# A reply a few words long ("31", "risk analyst, commercial loans", 2500，一室一厅) means little without the
# question it answers
_REPLY_WORDS = 4
_REPLY_CJK = 16
_WORD = re.compile(r"[^\W_]+")
_CJK_CHAR = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")


def bare_reply(content: str) -> bool:
    """Whether a turn is short enough to be read with the question before it: at most four words, or sixteen
    Chinese characters saying no 我 (我下周三有个面试 says what it is about)."""
    cjk = len(_CJK_CHAR.findall(content))
    if cjk:
        return (
            cjk <= _REPLY_CJK
            and "我" not in content
            and len(_WORD.findall(_CJK_CHAR.sub(" ", content))) <= _REPLY_WORDS // 2
        )
    return len(_WORD.findall(content)) <= _REPLY_WORDS


__all__ = [
    "answers",
    "asked_before",
    "bare_reply",
    "offer_before",
    "only_asks",
    "other_turn_before",
    "own_words",
    "party",
    "question_before",
    "referent_before",
    "questions",
    "speaker",
    "stated",
]
