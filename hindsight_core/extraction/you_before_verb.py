"""有 before a verb, as Taiwan Mandarin says a thing done or holding (我有去過日本: I have been to Japan; 我昨天有去看醫生:
I did go to the doctor; 我有在吃素: I am vegetarian; 我有在健身房上班: I work at a gym): the statement is the one said
without 有, which the slot rules and the event cues read. 有 that is owning stays (我有一台機車, 我有養老金: a
pension, 我有看法: an opinion, 我有去处: somewhere to go), and so does 所有在 (all who are: 我们所有在场的人).

    >>> [m.start("you") for m in YOU_BEFORE_VERB.finditer("我有在吃素，我昨天有去看医生")], YOU_BEFORE_VERB.search("我有养老金")
    ([1, 9], None)
"""

from __future__ import annotations

import re

#: 有 before the verb it says was done or holds (the group ``you`` is the 有): 有在 (doing now, or being at a place),
#: 有去 (went), 有养 (keeps), 有看过 (has seen); said by the speaker (我, 我们, a time or an adverb between: 我昨天有去,
#: 我每天都有在跑步), not another alone (你有去過嗎, 他有在吃素: theirs, or a question)
YOU_BEFORE_VERB = re.compile(
    r"我(?:们)?(?:(?![有，。！？,.!?；;\s])[\u4e00-\u9fff]){0,4}?(?<!所)(?P<you>有)"
    r"(?=在(?!乎|意)|去(?!处)|养(?!老|生|成|分|料|殖)|[看吃用学买做玩听试读]过)"
)


def without_you(text: str) -> str:
    """``text`` with each 有 before a verb left out (Chinese read as :func:`~hindsight_core.text.to_simplified` folds it).

    >>> without_you("我有在健身房上班"), without_you("我有一台机车")
    ('我在健身房上班', '我有一台机车')
    """
    return YOU_BEFORE_VERB.sub(lambda m: m[0][: m.start("you") - m.start()], text)


__all__ = ["YOU_BEFORE_VERB", "without_you"]
