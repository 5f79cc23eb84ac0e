"""What was chosen, said in a short reply after the turn that weighed the choice: "Which apartment did the user
choose?" is answered by "Astoria it is (answering the assistant: I'd lean Astoria.)", not by "I'm trying to compare
two apartment offers. Apartment A: $2,100, 1BR, Astoria ...", which says every word of the question; "Which car did
the user pick, the Sorento or the Kodiaq?" by "the Skoda then"; 用户新车选的什么颜色？ by 黑的吧，做生意显得稳一点, not by
在纠结颜色，你觉得白色好还是黑色好？

The reply names the choice in a word or two and shares little else with the question, so it ranks below the turn
that set the choice out. For a question asking what was chosen, a short later turn of the best's own session and
speaker, among the best few, ranks right above the best when the best itself says no choice made ("最后还是买了宋PLUS"
is the answer, not a turn weighing one); a short turn asking for the choice ("Help me choose a laptop under $1500",
帮我挑一个) says none made."""

from __future__ import annotations

import re
from collections.abc import Mapping

from hindsight_core.models import MemoryRecord
from hindsight_core.recall.fusion import best_ids, lift_above_best
from hindsight_core.recall.help_requests import asks_for_help
from hindsight_core.recall.restated import asked_kinds
from hindsight_core.text import has_cjk, split_speaker, spoken_only, to_simplified

# a question asking what was chosen ("pick-ups", "the photo book" and 最后一次 ask none)
_ASKS_CHOICE = re.compile(
    r"\b(?:pick(?![- ]?ups?\b)|picked|choose|chose|chosen|decide[sd]?|go(?:ing)?\s+with|went\s+with|"
    r"settle[sd]?\s+on|opt(?:ed)?\s+for|end(?:ed)?\s+up\s+with|land(?:ed)?\s+on|booked|select(?:ed)?)\b|"
    r"\bdid\s+(?:\w+\s+){1,3}book\b|选|挑|定了|决定|最后(?!一次)|最终|定的",
    re.IGNORECASE,
)
# a turn saying the choice made ("ended up with", "went with", 最后选了)
_CHOSE = re.compile(
    r"\b(?:ended\s+up|went\s+with|going\s+with|chose|picked|decided|bought|booked|settled)\b|"
    r"最后|选了|买了|定了|决定",
    re.IGNORECASE,
)
#: How many of the best are read for the reply
_HEAD = 5
# a short reply: the choice and a word or two ("Astoria it is", "the 6:10 one, dont care about the layover")
_SHORT_WORDS = 10
_SHORT_CJK = 16


def asks_choice(query: str) -> bool:
    """Whether ``query`` asks what was chosen, picked, decided or booked.

    >>> asks_choice("Which apartment did the user choose?"), asks_choice("用户新车选的什么颜色？")
    (True, True)
    >>> asks_choice("Who does the school pick-ups now?"), asks_choice("What did I set up after the photo book came?")
    (False, False)
    """
    return _ASKS_CHOICE.search(to_simplified(query)) is not None


def _said(text: str) -> str:
    return spoken_only(text).strip()


def _short(said: str) -> bool:
    return len(said) <= _SHORT_CJK if has_cjk(said) else len(said.split()) <= _SHORT_WORDS


def lift_chosen_reply(final: dict[str, float], records: Mapping[str, MemoryRecord], query: str) -> None:
    """The first of the best ``_HEAD`` that is a short turn said later in the best's session by its speaker ranks
    right above the best, when ``query`` asks what was chosen (:func:`asks_choice`), not a kind of value (an amount,
    a time: :func:`~hindsight_core.recall.restated.asked_kinds`), and the best, not short itself, says no choice
    made."""
    if not asks_choice(query) or asked_kinds(query):
        return  # "这次给小孙子挑东西最多打算花多少？" asks an amount: the turn holding it answers, not the reply after
    head = best_ids(final, 1)
    if not head:
        return
    best = records[head[0]]
    speaker = split_speaker(best.text)[0]

    def says_choice(rid: str) -> bool:
        if asks_for_help(records[rid].text):
            return False  # "Help me choose a laptop under $1500 for coding": short, and asks for the choice
        said = _said(records[rid].text)
        return _short(said) or _CHOSE.search(to_simplified(said)) is not None

    def reply(rid: str) -> bool:
        record = records[rid]
        return (
            record.scope.session_id == best.scope.session_id
            and record.occurred_at > best.occurred_at
            and split_speaker(record.text)[0] == speaker
            and _short(_said(record.text))
        )

    lift_above_best(final, _HEAD, says_choice, reply)


__all__ = ["asks_choice", "lift_chosen_reply"]
