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

from hindsight_core.extraction.cues import is_question, sentences, statements
from hindsight_core.extraction.density import is_low_information
from hindsight_core.models import TraceStep


def speaker(step: TraceStep) -> str | None:
    return step.name.strip() if step.name and step.name.strip() else None


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


def asked_before(steps: list[TraceStep], index: int) -> str | None:
    """The questions of the other party's turn just before ``steps[index]`` (tool steps between skipped), when it
    is not one :func:`questions` pairs already: "Sure. First, where are you based these days? That affects what I'd
    suggest." before "Lisbon." asks "where are you based these days?", though the turn says more."""
    if steps[index].type not in ("user_input", "model_output"):
        return None
    for before in range(index - 1, -1, -1):
        other = steps[before]
        if other.type not in ("user_input", "model_output"):
            continue
        if party(other) == party(steps[index]) or only_asks(other):
            return None
        # (which of several is answered, answers.answered_slot decides)
        asked = [sentence for sentence in sentences(own_words(other)) if is_question(sentence)]
        return " ".join(asked) or None
    return None


__all__ = ["answers", "asked_before", "only_asks", "own_words", "party", "questions", "speaker", "stated"]
