"""What a task asked of the agent must respect, brought to it: "book a table for two on Friday", "what should I
cook tonight?", 帮我点个外卖 need the user's allergies and diet ("I'm allergic to shellfish", 我对花生过敏), and "find
me a flight to Lisbon", 帮我订去成都的机票 the way they travel ("I always take an aisle seat", 我晕机), though the
request shares no word with them. An assistant that books the shellfish place has forgotten what matters most.

Only a request for such a task (an imperative, "can you", "what should I", 帮我, 推荐) is read; a question about
what was said ("what did I eat in Lisbon?", "What is the user allergic to?") is answered by the words it asks in.
A question asking what those needs are, in other words than theirs ("What can't I eat?", "any dietary
restrictions?", 我不能吃什么, 我有什么忌口), is answered by them: they come first (:attr:`Needs.asked`).

>>> task_needs("Can you book a table for two on Friday?").domain, task_needs("帮我点个外卖").domain
('food', 'food')
>>> task_needs("find me a flight to Lisbon in May").domain, task_needs("帮我订去成都的机票").domain
('travel', 'travel')
>>> task_needs("What restaurant did I like in Lisbon?"), task_needs("What is the user allergic to?")
(None, None)
>>> task_needs("What city did Tim suggest to John for the team trip?")
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from hindsight_core.text import to_simplified


@dataclass(frozen=True)
class Needs:
    """A kind of task and what a memory must say to bear on it."""

    domain: str
    #: the words its memories are said in (one keyword search over the user's records)
    words: str
    holds: re.Pattern[str]
    #: the question asks for them ("What can't I eat?"): they are its answer, placed first, not below the best
    asked: bool = False


_I = re.IGNORECASE
# a request: an imperative opening, "can you", "help me", "I need", "what should I", "any suggestions"; 帮我, 推荐
_REQUEST = re.compile(
    r"^\W*(?:please\s+)?(?:book|reserve|order|cook|make|plan|find|suggest|recommend|pick|choose|get|grab|arrange|"
    r"organi[sz]e|sort\s+out|look\s+for|search\s+for)\b"
    r"|\b(?:can|could|would|will)\s+you\b|\bhelp\s+me\b|\bi\s*(?:need|want|would\s+like|'d\s+like|’d\s+like)\b"
    r"|\blet'?s\b|\blet’s\b|\b(?:what|where|which|how)\s+should\s+(?:i|we)\b"
    r"|\bany\s+(?:ideas|suggestions|recommendations|tips)\b|\b(?:suggest|recommend)\b"
    r"|帮我|帮忙|给我|替我|我想|我要|我们想|推荐|建议|预订|预约|安排|怎么(?:安排|订)|该(?:吃|做|去|订)",
    _I,
)
# what a question about the past or about "the user" asks in: answered by its own words
_ABOUT_SAID = re.compile(
    r"\bthe\s+user\b|用户|\b(?:did|was|were|had)\s+(?:i|we)\b|\blast\s+(?:time|week|month|year)\b|上次|上周|去年"
    r"|^\W*(?:what|which|where|when|who|whom|whose|how|why)\b[^?]*?\b(?:did|was|were|had)\b",
    _I,
)

_FOOD = re.compile(
    r"\b(?:restaurants?|table\s+for|dinner|lunch|breakfast|brunch|meals?|food|takeout|take-?away|delivery|"
    r"recipes?|cook|cooking|menu|snacks?|catering|dessert|bbq|barbecue|groceries|grocery|eat|eating)\b"
    r"|餐厅|饭店|饭馆|订座|订位|外卖|做饭|做菜|菜谱|食谱|晚饭|午饭|早饭|晚餐|午餐|早餐|吃饭|聚餐|点菜|买菜|吃什么|吃点|零食|年夜饭",
    _I,
)
_TRAVEL = re.compile(
    r"\b(?:flights?|fly|flying|plane|hotels?|trip|trains?|airbnb|travel|itinerary|cruise|car\s+rental|"
    r"rental\s+car)\b"
    r"|机票|航班|飞机|酒店|住宿|民宿|火车票|高铁|行程|旅行|旅游|出差",
    _I,
)

FOOD_NEEDS = Needs(
    "food",
    "allergic allergy allergies intolerant vegetarian vegan pescatarian gluten coeliac celiac halal kosher "
    "lactose dairy diabetic diet eat 过敏 素食 吃素 不吃 忌口 清真 乳糖 麸质 糖尿病",
    re.compile(
        r"\b(?:allerg(?:ic|y|ies)|intoleran(?:t|ce)|vegetarian|vegan|pescatarian|gluten|co?eliac|celiac|halal|"
        r"kosher|lactose|dairy[- ]free|nut[- ]free|diabetic|diabetes|keto|low[- ](?:carb|sodium|fat))\b"
        r"|\b(?:don't|do\s+not|doesn't|does\s+not|can't|cannot|can\s+not|never|won't)\s+eat\b"
        r"|\bno\s+(?:pork|beef|meat|dairy|nuts|shellfish|seafood|gluten|spicy)\b"
        r"|过敏|素食|吃素|不吃|不能吃|忌口|清真|乳糖不耐|麸质|糖尿病|控糖|生酮",
        _I,
    ),
)
FOOD_ASKED = Needs(FOOD_NEEDS.domain, FOOD_NEEDS.words, FOOD_NEEDS.holds, asked=True)
TRAVEL_NEEDS = Needs(
    "travel",
    "window aisle seat airline flyer miles loyalty wheelchair flying seasick airsick layover passport "
    "靠窗 靠过道 常旅客 里程 轮椅 晕机 晕车 晕船 直飞 转机 护照",
    re.compile(
        r"\b(?:window|aisle)\s+seats?\b|\bfrequent\s+flyer\b|\bloyalty\b|\bwheelchair\b"
        r"|\b(?:afraid|scared|terrified|fear)\s+of\s+(?:flying|heights)\b|\b(?:air|sea|motion)\s*sick"
        r"|\bred[- ]eyes?\b|\blayovers?\b|\bdirect\s+flights?\b|\bpassport\b"
        r"|靠窗|靠过道|常旅客|里程|轮椅|晕机|晕车|晕船|恐高|怕坐飞机|直飞|转机|红眼航班|护照",
        _I,
    ),
)


# a question asking what one cannot eat, in words no such memory says: "What can't I eat?", "what foods should the
# user avoid?", "any dietary restrictions?", 我不能吃什么, 用户有什么忌口, 我有哪些不吃的
_ASKS_DIET = re.compile(
    r"\b(?:can't|cannot|can\s+not|don't|do\s+not|doesn't|does\s+not|shouldn't|should\s+not|mustn't|won't)\s+"
    r"(?:i|we|the\s+user|they)\s+eat\b"
    r"|\b(?:foods?|things?|ingredients?)\s+(?:should\s+|do\s+|does\s+|must\s+)?(?:i|we|the\s+user|they)\s+"
    r"(?:should\s+|need\s+to\s+|have\s+to\s+)?avoid\b"
    r"|\b(?:avoid|stay\s+away\s+from|steer\s+clear\s+of)\s+eating\b"
    r"|\bdiet(?:ary)?\s+(?:restrictions?|requirements?|needs|limitations?)\b|\bfood\s+restrictions?\b"
    r"|不能吃(?:什么|啥|哪些)|不吃(?:什么|啥|哪些)|什么(?:东西)?(?:不能吃|不吃)|哪些(?:东西)?(?:不能吃|不吃)|忌口"
    r"|不吃的|饮食(?:禁忌|限制|要求)",
    _I,
)


def task_needs(query: str) -> Needs | None:
    """The needs of the task ``query`` asks the agent to do (food, travel), or None: not a request, a question
    about what was said, or a task of no such kind. A question asking what one cannot eat ("What can't I eat?",
    我不能吃什么) asks for the food needs themselves (:attr:`Needs.asked`).

    >>> task_needs("What can't I eat?").asked, task_needs("用户有什么忌口").asked
    (True, True)
    """
    text = to_simplified(query)
    if _ASKS_DIET.search(text):
        return FOOD_ASKED
    if not _REQUEST.search(text) or _ABOUT_SAID.search(text):
        return None
    if _FOOD.search(text):
        return FOOD_NEEDS
    if _TRAVEL.search(text):
        return TRAVEL_NEEDS
    return None


#: at most this many memories of what a task needs are brought in (a user's allergies and diet: a few)
MAX_NEEDS = 2
#: at most this many are placed first for a question asking for them ("What can't I eat?": an allergy, a diet, a dislike)
MAX_ASKED = 3
#: how many keyword hits are read for them
NEEDS_FETCH = 10


def place_needs(final: dict[str, float], needed: list[str], limit: int, *, first: bool = False) -> list[str]:
    """Put the ``needed`` memories (in their order; those not in ``final`` yet are added) right below the best of
    ``final``, the ones not already among its best ``limit``, at most :data:`MAX_NEEDS`; returns the ones moved.
    ``first``: the question asks for them: the first :data:`MAX_ASKED` of them rank above every other record.

    >>> final = {"a": 3.0, "b": 2.0, "c": 1.0, "n": 0.5}
    >>> place_needs(final, ["n", "x"], 2), sorted(final, key=lambda r: -final[r])
    (['n', 'x'], ['a', 'n', 'x', 'b', 'c'])
    >>> place_needs({"a": 3.0, "n": 2.0}, ["n"], 2), place_needs({}, ["n"], 2)
    ([], ['n'])
    """
    order = sorted(final, key=lambda rid: -final[rid])
    if first:
        # in the order the question ranked them ("What don't I eat?": "I don't eat mushrooms" first), then the rest
        asked = sorted(dict.fromkeys(needed), key=lambda rid: -final.get(rid, float("-inf")))[:MAX_ASKED]
        top = max((final[rid] for rid in order if rid not in asked), default=1.0)
        final.update({rid: top + 1.0 - n * 1e-3 for n, rid in enumerate(asked)})
        return asked
    head = set(order[:limit])
    moved = [rid for rid in dict.fromkeys(needed) if rid not in head][:MAX_NEEDS]
    if not moved:
        return []
    if not order:  # nothing else found (帮我点个外卖 shares no word with any memory): they are what there is
        final.update({rid: 1.0 - n * 1e-3 for n, rid in enumerate(moved)})
        return moved
    best = final[order[0]]
    below = next((final[rid] for rid in order[1:] if rid not in moved), best - 1.0)
    for n, rid in enumerate(moved, start=1):
        final[rid] = best - (best - below) * n / (len(moved) + 1)
    return moved


__all__ = [
    "FOOD_ASKED",
    "FOOD_NEEDS",
    "MAX_ASKED",
    "MAX_NEEDS",
    "NEEDS_FETCH",
    "TRAVEL_NEEDS",
    "Needs",
    "place_needs",
    "task_needs",
]
