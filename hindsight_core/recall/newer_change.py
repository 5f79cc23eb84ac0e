"""For a question about now, a later conversation's statement saying a change ranks above an older best that says
none: "How does the user commute these days?" is answered by "honestly I'm taking the bus most days now" (a month
later), not by "commuting by bike, 6 miles each way", which says the question's own words; "Where does the user's
mother live now?" by "update, we moved mom to memory care at Sunrise on Elm", not by "my mom fell at Maple Grove
last night, that's her assisted living place".

No slot or restatement rule reads these (the newer says the change in its own words: "Lukas arrived last week",
"I left Stripe. Joined a 12-person startup", 豆腐砂它不爱用 ... 换成膨润土了), and weighting every newer record for
"now" lifts unrelated ones as often (measured: asked_time_weight 2.0 lowered six sets of seven). Here only a
record already near the best (among the best three) is moved, only where it says a change and the best says none:
an older best saying one ("pescatarian now", 我转岗了) is itself the latest word. A change only planned ("I'm moving to
Denver next month", "I plan to quit my job in June", 我下个月开始去腾讯上班) says none yet: what holds now is what held
before it."""

from __future__ import annotations

import re
from collections.abc import Mapping

from hindsight_core.extraction.tense import ahead_only
from hindsight_core.models import MemoryRecord
from hindsight_core.recall.fusion import best_ids, lift_above_best
from hindsight_core.recall.restated import asked_kinds, holds_values, says_changed
from hindsight_core.recall.subject import same_subject
from hindsight_core.text import spoken_only, to_simplified

# a thing begun or ended, beside restated's words of change ("now", "switched", 改成, 换成, 瘦到): "started as a
# prep cook", "joined a fintech", "I left Stripe", "gave up on vegan, back to vegetarian", "gone over to
# Wildfarmed", "update:", 终于, 不再, 辞职, 入职, 不喝了 (not 坚持不了: a verb must stand between 不 and 了; not 想开始:
# a wish)
_BEGAN_OR_ENDED = re.compile(
    r"\b(?:update[ds]?|started|starting|joined|hired|got\s+the\s+job|adopted|arrived|gave\s+up|given\s+up|"
    r"stopped|quit|left|back\s+to|finally|(?:gone|went|moved|switched)\s+over\s+to)\b|"
    r"终于|已经|(?<![想要算备划])开始|不再|辞职|入职|搬到|搬去|不[^\s不了，。！？,.!?]{1,2}了",
    re.IGNORECASE,
)
# a time moved, said now of a day ahead ("the interview got pushed to next Friday", 答辩改成明年十二月): the change is
# made, only its day is ahead
_RESCHEDULED = re.compile(
    r"\b(?:postponed|rescheduled|pushed\s+(?:back|(?:it\s+)?to)|moved\s+(?:it\s+|back\s+)?to|brought\s+forward|delayed|"
    r"changed\s+(?:it\s+)?to|bumped\s+(?:it\s+)?to)\b|改成|改到|改为|改在|改期|推迟|延期|延后|提前到|挪到|调到|换到",
    re.IGNORECASE,
)
#: How many of the best are read
_HEAD = 3


def says_a_change(text: str) -> bool:
    """Whether what ``text`` says (not the assistant's question it answers) says that something changed, began or
    ended; not one only ahead (:func:`~hindsight_core.extraction.tense.ahead_only`: a plan).

    >>> says_a_change("The user said: honestly I'm taking the bus most days now")
    True
    >>> says_a_change("The user said: commuting by bike, 6 miles each way, on an old steel Trek")
    False
    >>> says_a_change("用户说：他三分钟热度 估计坚持不了一周"), says_a_change("用户说：咖啡我不喝了")
    (False, True)
    >>> says_a_change("The user said: I'm moving to Denver next month!"), says_a_change("用户说：我下个月开始去腾讯上班")
    (False, False)
    >>> says_a_change("用户说：我打算延期半年毕业，明年六月答辩改成明年十二月")
    True
    """
    said = to_simplified(spoken_only(text))
    if not (says_changed(said) or _BEGAN_OR_ENDED.search(said) is not None):
        return False
    return not ahead_only(said) or _RESCHEDULED.search(said) is not None


def _conversation(record: MemoryRecord) -> str:
    return record.trace_id or record.scope.session_id or record.id


def lift_newer_change(final: dict[str, float], records: Mapping[str, MemoryRecord], query: str) -> None:
    """The first of the best three that is from a later conversation than the best, says a change
    (:func:`says_a_change`) and may say one of what the best holds (not someone else's of the speaker's own:
    "老婆也从医院辞职了" changes nothing of "我…体重82公斤") ranks right above the best, when the best says none. For a
    question asking about now (the caller checks). Where the question asks a kind of value (an amount, a time, how
    often) and both hold one, :func:`~hindsight_core.recall.restated.lift_restated_value` judges whose value the
    newer one changed ("student loan is down to $6,900" says nothing of "I make $96k base" for "what's my salary
    now?")."""
    kinds = asked_kinds(query)
    head = best_ids(final, 1)
    if not head:
        return
    best = records[head[0]]

    def changes_it(rid: str) -> bool:
        record = records[rid]
        return (
            record.occurred_at > best.occurred_at
            and _conversation(record) != _conversation(best)
            and same_subject(best.text, record.text)
            and says_a_change(record.text)
            and not (kinds and holds_values(best.text, kinds) and holds_values(record.text, kinds))
        )

    lift_above_best(final, _HEAD, lambda rid: says_a_change(records[rid].text), changes_it)
