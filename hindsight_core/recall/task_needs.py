"""What a task asked of the agent must respect, brought to it: "book a table for two on Friday", "what should I
cook tonight?", 帮我点个外卖 need the user's allergies and diet ("I'm allergic to shellfish", 我对花生过敏), and "find
me a flight to Lisbon", 帮我订去成都的机票 the way they travel ("I always take an aisle seat", 我晕机), though the
request shares no word with them. An assistant that books the shellfish place has forgotten what matters most.

Only a request for such a task (an imperative, "can you", "what should I", "what to cook", 帮我, 推荐, 今晚做什么菜)
is read; a question about what was said ("what did I eat in Lisbon?", "What is the user allergic to?", 我昨天吃了
什么) is answered by the words it asks in.
A question asking what those needs are, in other words than theirs ("What can't I eat?", "any dietary
restrictions?", 我不能吃什么, 我有什么忌口), is answered by them: they come first (:attr:`Needs.asked`).

>>> task_needs("Can you book a table for two on Friday?").domain, task_needs("帮我点个外卖").domain
('food', 'food')
>>> task_needs("find me a flight to Lisbon in May").domain, task_needs("帮我订去成都的机票").domain
('travel', 'travel')
>>> task_needs("What restaurant did I like in Lisbon?"), task_needs("What is the user allergic to?")
(None, None)
>>> task_needs("What city did Tim suggest to John for the team trip?")
>>> task_needs("今晚做什么菜").domain, task_needs("周末去哪玩好").domain, task_needs("Find me a gym").domain
('food', 'travel', 'fitness')
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from datetime import datetime

from hindsight_core.lifecycle.held_at import ended
from hindsight_core.lifecycle.merge import slot
from hindsight_core.lifecycle.values import negated
from hindsight_core.models import MemoryRecord
from hindsight_core.recall.code_needs import code_needs
from hindsight_core.recall.feelings_asked import FEELINGS, asks_how_one_feels
from hindsight_core.recall.liking import Liking, asked_liking, said_liking
from hindsight_core.recall.passing_moods import lower_moods
from hindsight_core.recall.pastimes import PASTIMES, asks_pastimes
from hindsight_core.recall.subject import about_someone_else
from hindsight_core.recall.subscriptions_asked import SUBSCRIPTIONS, asks_subscriptions
from hindsight_core.recall.task_kinds import (
    ACCESS,
    ALLERGY,
    BODY_LIMITS,
    BUDGET,
    DIET,
    DISLIKES,
    DRINKS,
    FREE_TIME,
    GETTING_AROUND,
    HOME,
    LIKES,
    LOYALTIES,
    PLACES_LIKED,
    SET_OFF,
    TRAVEL_HARD,
    Need,
)
from hindsight_core.roles import ROLES_ZH, ZH_PEOPLE
from hindsight_core.text import to_simplified


@dataclass(frozen=True)
class Needs:
    """A kind of task and what it must respect, most pressing first (:mod:`~hindsight_core.recall.task_kinds`)."""

    domain: str
    needs: tuple[Need, ...]
    #: the question asks for them ("What can't I eat?"): they are its answer, placed first, not below the best
    asked: bool = False
    #: the taste the question asks of ("what do I hate eating?": a dislike): only a record saying that taste alone
    #: holds it ("I used to hate cilantro but now I like it" is no dislike, "I used to love sushi" no liking)
    liking: Liking | None = None


_I = re.IGNORECASE
# what is taken asked, not a meal: 我吃什么药, 我在吃哪些药, 吃啥药 (health_asked's, not a task's)
_NO_MEDICINE = r"(?![些种样个]?(?:药|胶囊|片))"
# a request: an imperative opening, "can you", "help me", "I need", "what should I", "any suggestions"; 帮我, 推荐
_REQUEST = re.compile(
    r"^\W*(?:please\s+)?(?:book|reserve|order|cook|make|plan|find|suggest|recommend|pick|choose|get|grab|arrange|"
    r"organi[sz]e|sort\s+out|look\s+for|search\s+for)\b"
    r"|\b(?:can|could|would|will)\s+you\b|\bhelp\s+me\b|\bi\s*(?:need|want|would\s+like|'d\s+like|’d\s+like)\b"
    r"|\blet'?s\b|\blet’s\b|\b(?:what|where|which|how)\s+should\s+(?:i|we)\b"
    r"|\bany\s+(?:ideas|suggestions|recommendations|tips)\b|\b(?:suggest|recommend)\b"
    r"|帮我|帮忙|给我|替我|我想|我要|我们想|推荐|建议|预订|预约|安排|怎么(?:安排|订)|该(?:吃|做|去|订)"
    # asking what to do, with no "help me": "what to cook tonight", "where can we go", 今晚做什么菜, 周末去哪玩好
    r"|\b(?:what|where)\s+(?:to|can\s+(?:i|we)|could\s+(?:i|we)|shall\s+(?:i|we))\s+"
    r"(?:cook|make|eat|have|order|get|go|stay|work\s+out)\b|\bsomewhere\s+(?:to|i\s+can|we\s+can)\s+(?:eat|go|stay)\b"
    r"|(?:^|今晚|今天|明天|后天|周末|这周末|晚上|中午|晚饭|午饭|早饭|早餐|晚餐|午餐|假期|五一|国庆)"
    r"[^，,。？?！!喜爱般常平总都经]{0,4}?(?:做|吃|喝|去|玩|买)点?(?:什么|啥|哪)" + _NO_MEDICINE +
    # looking for one: "need a hotel", "looking for a Thai place", "any good spots", "ideas for lunch", "what's a
    # good restaurant", "is there a good brunch place"; 想找, 找个, 订一张, 有没有好的, 有什么好吃的
    r"|(?:^|[,.;!?]\s*)need\s+(?:a|an|some|somewhere|ideas)\b|\b(?:looking|searching)\s+for\b"
    r"|\bany\s+good\s+(?:spots|places|options|ideas|suggestions)\b|\bideas\s+for\b"
    r"|\b(?:what's|what\s+is|where's|where\s+is)\s+(?:a\s+)?(?:good|nice|decent)\b"
    r"|\bis\s+there\s+(?:a|any)\s+(?:good|nice|decent)\b"
    r"|想(?:找|订|吃|去|出去|点)|找(?:个|家|一家|一个|间)|订(?:个|一个|张|一张|间|一间)|有没有(?:好的|好吃的|好玩的|推荐|什么)"
    r"|有(?:什么|啥)好(?:吃|玩|去|喝)的|想(?:带|和|跟)\w{1,6}?(?:出去|去)\w{0,4}?(?:玩|吃|逛|旅游|旅行)",
    _I,
)
# what a question about the past or about "the user" asks in: answered by its own words
_ABOUT_SAID = re.compile(
    r"\bthe\s+user\b|用户|\b(?:did|was|were|had)\s+(?:i|we)\b|\blast\s+(?:time|week|month|year)\b|上次|上周|去年"
    r"|昨天|前天|那次|那天|(?:吃|做|喝|去|玩|买)(?:了|过)"
    # what the user said or sent: "find the document I shared about the hotel", 我发过的那个酒店
    r"|\b(?:i|we)\s+(?:shared|sent|mentioned|told\s+you|said|wrote|gave\s+you|showed\s+you)\b|我(?:说|提|发|讲)过"
    r"|^\W*(?:what|which|where|when|who|whom|whose|how|why)\b[^?]*?\b(?:did|was|were|had)\b",
    _I,
)

_FOOD = re.compile(
    r"\b(?:restaurants?|table\s+for|dinner|lunch|breakfast|brunch|meals?|food|takeout|take-?away|delivery|"
    r"recipes?|cook|cooking|menu|snacks?|catering|dessert|bbq|barbecue|groceries|grocery|eat|eating|"
    # a dish or a kind of food named for the meal: "order a pizza", "get us some sushi"
    r"pizzas?|sushi|burgers?|curry|curries|noodles|ramen|pho|tacos?|burritos?|pasta|sandwich(?:es)?|kebabs?|"
    r"dim\s+sum|fish\s+and\s+chips|(?:chinese|indian|thai|italian|mexican|japanese|korean|vietnamese|greek|"
    r"french|spanish|sushi|pizza|burger|curry|ramen|noodle|seafood|steak)\s+(?:food|place|spot|joint|restaurant))\b"
    r"|餐厅|饭店|饭馆|订座|订位|外卖|做饭|做菜|菜谱|食谱|晚饭|午饭|早饭|晚餐|午餐|早餐|吃饭|聚餐|点菜|买菜|吃点|零食|年夜饭"
    r"|火锅|烧烤|披萨|汉堡|饺子|寿司|自助餐|好吃的"
    # what to eat, or to cook (做什么菜, 晚饭做点啥, 做什么好吃的); 做什么 alone asks what one does (我现在在做什么项目, 我是做
    # 什么的, 周末做什么)
    r"|吃点?(?:什么|啥)"
    + _NO_MEDICINE
    + r"|做点?(?:什么|啥)(?:菜|饭|吃|好吃)|(?:饭|餐|早点|夜宵)\w{0,2}?做点?(?:什么|啥)",
    _I,
)
_TRAVEL = re.compile(
    r"\b(?:flights?|fly|flying|plane|hotels?|trip|trains?|airbnb|travel|itinerary|cruise|car\s+rental|"
    r"rental\s+car)\b"
    r"|\b(?:getaway|day\s+out|vacation|holiday|road\s+trip|weekend\s+away|city\s+break|short\s+break|staycation|"
    r"long\s+weekend|weekend\s+(?:trip|break))\b|\bwhere\s+(?:should|to|can|could|shall)\s+(?:i\s+|we\s+)?go\b"
    r"|机票|航班|飞机|酒店|住宿|民宿|火车票|高铁|行程|旅行|旅游|出差|去哪(?:儿|里)?(?:玩|逛|转|好|走走)|出去玩|出游|郊游|"
    r"自驾|一日游|度假|(?:周末|假期|放假|五一|国庆|带娃|带孩子|全家)\w{0,4}去哪|(?:玩|去|逛)的地方",
    _I,
)
# what someone else wants, asked about (阿琪想去哪里玩, 我老婆想吃什么, 老伴想去哪里旅游): a question of what was said of
# them, not a task the speaker asks for
_WISH_OF_ANOTHER = re.compile(
    rf"(?:他|她|(?:{ROLES_ZH}|{ZH_PEOPLE})|(?<![我你])[小老阿][\u4e00-\u9fff])(?:一直|最|还|总|老是|特别|很)?想(?:去|吃|喝|买|玩|要)"
)
# a drink out: a cafe, a bar (what they drink and don't, before their diet's rest)
_DRINK = re.compile(
    r"\b(?:cafe|café|caf[eé]s|coffee|tea\s+(?:house|shop|room)|bar|bars|pub|drinks?|cocktails?)\b"
    r"|咖啡|奶茶|茶馆|茶室|酒吧|喝(?:点|一杯|什么|啥)",
    _I,
)
# a workout: a gym, a class, a trainer
_FITNESS = re.compile(
    r"\b(?:gyms?|work\s*outs?|working\s+out|work\s+out|exercis(?:e|es|ing)|personal\s+trainer|fitness|yoga|"
    r"pilates|crossfit|spin\s+class(?:es)?|swimming\s+(?:pool|lessons)|training\s+plan)\b"
    r"|健身|锻炼|运动|私教|瑜伽|普拉提|游泳馆|训练计划",
    _I,
)

#: a meal: the user's allergies, their diet, then what they (or those they eat with) dislike and like, what they spend
FOOD_NEEDS = Needs("food", (ALLERGY, DIET, DISLIKES, LIKES, BUDGET))
#: asked for what one cannot eat ("What can't I eat?", 我有什么忌口): the allergies, the diet, the dislikes are the answer
FOOD_ASKED = Needs("food", (ALLERGY, DIET, DISLIKES), asked=True)
#: asked what food one dislikes or likes ("what do I hate eating?", "what food do I like?", 我讨厌吃什么, 我喜欢吃什么):
#: the tastes of food said are the answer, though a dislike of flying shares the question's "hate"
FOOD_DISLIKED = Needs("food", (DISLIKES,), asked=True, liking="dislike")
FOOD_LIKED = Needs("food", (LIKES,), asked=True, liking="like")
#: asked what one does for fun ("what hobbies do I have?", 我现在有什么爱好): the habits one keeps are the answer
PASTIMES_ASKED = Needs("pastimes", (PASTIMES,), asked=True)
#: asked what one subscribes to ("what subscriptions do I have?", 我有哪些会员): the services still paid for
SUBSCRIPTIONS_ASKED = Needs("subscriptions", (SUBSCRIPTIONS,), asked=True)
#: asked how one has been feeling ("how have I been feeling lately?", 我最近心情怎么样): what they said of it, newest first
FEELINGS_ASKED = Needs("feelings", (FEELINGS,))
#: a journey: what makes travel hard for them, how they get around, the airline and hotels they keep to, what places
#: they like, where they set off from (a budget said for eating out is none for a trip)
TRAVEL_NEEDS = Needs("travel", (TRAVEL_HARD, GETTING_AROUND, LOYALTIES, PLACES_LIKED, SET_OFF))
#: a drink out: what they drink and don't (and their allergies and diet first: a latte for the lactose intolerant)
DRINK_NEEDS = Needs("drinks", (ALLERGY, DRINKS, DIET))
#: a workout: what their body won't take, then when they are free
FITNESS_NEEDS = Needs("fitness", (BODY_LIMITS, FREE_TIME))
#: a task done out (a table, a day out, a gym): whether they (or one going) can get in and walk there, where they
#: live (:func:`out_needs`)
_NEAR = re.compile(
    r"\b(?:restaurants?|table|cafe|café|coffee\s+shop|bar|pub|gym|studio|near(?:by)?|around\s+here|local|"
    r"weekend|day\s+trip|day\s+out|somewhere|spots?|places?|eat(?:ing)?\s+out|go(?:ing)?\s+out|book|reserve)\b"
    r"|餐厅|饭店|饭馆|订座|订位|附近|周边|周末|健身房|咖啡馆|咖啡店|酒吧|去哪|出去|出游|郊游|一日游|带孩子|带娃",
    _I,
)


#: the kinds of task, in the order a request is read for them (a dinner at a bar is a meal)
_KINDS = ((_FOOD, FOOD_NEEDS), (_DRINK, DRINK_NEEDS), (_TRAVEL, TRAVEL_NEEDS), (_FITNESS, FITNESS_NEEDS))


# a question asking what one cannot eat ("What can't I eat?", "any dietary restrictions?", 我不能吃什么, 忌口), in the
# orders people ask it: "is there anything I can't eat?", "what can I not eat?", "what am I not allowed to eat?",
# "any foods I can't have?", typed without the apostrophe ("what dont i eat"); 有啥我不能吃的吗, 我吃不了什么 (not "I can't
# eat gluten", which says it, nor "what can't my son eat", asked of another)
_NOT = (
    r"(?:can['’]?t|cannot|can\s+not|don['’]?t|do\s+not|doesn['’]?t|does\s+not|shouldn['’]?t|should\s+not|"
    r"mustn['’]?t|must\s+not|won['’]?t)"
)
_WHO = r"(?:i|we|the\s+user|they)"
_NOT_LET = r"(?:am|are|is|['’]m|['’]re)\s+not\s+(?:allowed|supposed|meant)\s+to"
_ASKS_DIET = re.compile(
    rf"\b{_NOT}\s+{_WHO}\s+eat\b"
    rf"|\b(?:can|should|do|does|must)\s+{_WHO}\s+not\s+eat\b"
    rf"|\b(?:am|are|is)\s+{_WHO}\s+not\s+(?:allowed|supposed|meant)\s+to\s+eat\b"
    # the subject first, after what is asked for: "anything I can't eat", "things I don't eat", "foods we can't have"
    rf"|\b(?:anything|stuff|things?|foods?|ingredients?|what|which)\s+(?:that\s+)?{_WHO}\s*(?:{_NOT}|{_NOT_LET})\s+eat\b"
    rf"|\b(?:foods?|ingredients?|dishes)\s+(?:that\s+)?(?:{_WHO}\s*(?:{_NOT}|{_NOT_LET})|{_NOT}\s+{_WHO})\s+have\b"
    rf"|\b(?:foods?|things?|ingredients?)\s+(?:should\s+|do\s+|does\s+|must\s+)?{_WHO}\s+"
    r"(?:should\s+|need\s+to\s+|have\s+to\s+)?avoid\b"
    r"|\b(?:avoid|stay\s+away\s+from|steer\s+clear\s+of)\s+eating\b"
    r"|\bdiet(?:ary)?\s+(?:restrictions?|requirements?|needs|limitations?)\b|\bfood\s+restrictions?\b"
    r"|不能吃(?:什么|啥|哪些)|不吃(?:什么|啥|哪些)|什么(?:东西)?(?:不能吃|不吃)|哪些(?:东西)?(?:不能吃|不吃)|忌口"
    r"|(?:什么|啥|哪些)(?:东西)?(?:我|用户)(?:不能|不可以|不该|不应该|不)吃|吃不了(?:什么|啥|哪些)"
    r"|(?:我|用户)(?:不能|不可以|不该|不应该)吃的(?:吗|么|呢|？|\?|$)"
    r"|不吃的|饮食(?:禁忌|限制|要求)",
    _I,
)


# a taste asked of food: "what do I hate eating?", "what kind of food do I like?", 我讨厌吃什么, 我喜欢什么菜
_OF_FOOD = re.compile(
    r"\b(?:eat|eating|foods?|dish(?:es)?|cuisines?|snacks?|meals?)\b|吃|菜|食物|美食|口味|零食", _I
)


def task_needs(query: str) -> Needs | None:
    """The needs of the task ``query`` asks the agent to do (food, drinks, travel, a workout, work on code:
    :mod:`~hindsight_core.recall.code_needs`), or None: not a request, a question
    about what was said, or a task of no such kind. A question asking what one cannot eat ("What can't I eat?",
    我不能吃什么) asks for the food needs themselves (:attr:`Needs.asked`).

    >>> task_needs("What can't I eat?").asked, task_needs("用户有什么忌口").asked
    (True, True)
    """
    text = to_simplified(query)
    if _ASKS_DIET.search(text):
        return FOOD_ASKED  # "What can't I eat?": the needs themselves are asked for
    if asks_pastimes(text):
        return PASTIMES_ASKED  # "what hobbies do I have?": the habits kept are the answer
    if asks_subscriptions(text):
        return SUBSCRIPTIONS_ASKED  # "what subscriptions do I have?": the services still paid for
    if asks_how_one_feels(text):
        return FEELINGS_ASKED  # "how am I doing?", 我最近状态怎么样: the moods said share no word with it
    liking = asked_liking(text)
    if liking is not None and _OF_FOOD.search(text) and not about_someone_else(text):
        return FOOD_DISLIKED if liking == "dislike" else FOOD_LIKED  # "what do I hate eating?", 我喜欢吃什么
    kind = (
        next((needs for kind, needs in _KINDS if kind.search(text)), None)
        if _REQUEST.search(text) and not _ABOUT_SAID.search(text) and not _WISH_OF_ANOTHER.search(text)
        else None
    )
    if kind is None:
        # "write a test for the login handler", 帮我写个查询用户的接口 (users, not "the user"): the conventions the user
        # stated for that work
        code = code_needs(text)
        return Needs("code", code) if code else None
    if not _NEAR.search(text):
        return kind
    return out_needs(kind)


def out_needs(kind: Needs) -> Needs:
    """The needs of a task of ``kind`` done out: getting in and about there (:data:`ACCESS`) right after what
    the user must not eat or be put through (their first needs: an allergy, a diet, a dislike; motion sickness),
    where they live last.

    >>> [n is ACCESS for n in out_needs(TRAVEL_NEEDS).needs], out_needs(FITNESS_NEEDS).needs[-1] is HOME
    ([False, True, False, False, False, False], True)
    >>> out_needs(TRAVEL_NEEDS).needs[-1] is SET_OFF
    True
    """
    first = 3 if kind is FOOD_NEEDS else 1
    rest = tuple(need for need in kind.needs[first:] if need.holds is not HOME.holds)
    # a journey's own (where it sets off from keeps a place), or where one lives
    home = next((need for need in kind.needs if need.holds is HOME.holds), HOME)
    return Needs(kind.domain, (*kind.needs[:first], ACCESS, *rest, home))


#: at most this many memories of what a task needs are brought in (an allergy, a diet, a partner's dislike, a
#: budget: the best and these fill the five an agent is usually given)
MAX_NEEDS = 4
#: at most this many are placed first for a question asking for them ("What can't I eat?": an allergy, a diet, a dislike)
MAX_ASKED = 3
#: how many keyword hits are read for each need (its words are common ones: "hate", 不喜欢, "eat"; months of chatter
#: say them too)
NEEDS_FETCH = 30


def needed_order(found: list[list[MemoryRecord]], needs: Needs, now: datetime) -> list[str]:
    """The ids of the records ``found`` for each of ``needs.needs`` (its keyword hits, in turn) that hold it at
    ``now``, the most pressing need first and, within one, the newest first (a preference said again or changed
    since: "I'm off raw fish now" above "I love sushi"); a record holding several counts for the first. One that
    no longer holds (我吃素, ended by 我现在不吃素了) is no need: the task must respect what holds.

    >>> from hindsight_core.models import MemoryRecord, Scope
    >>> said = lambda text: MemoryRecord(id=text[:5], text=text, scope=Scope(user_id="u"))
    >>> found = [[said("I'm allergic to peanuts")], [said("I love cats"), said("I'm vegan")]]
    >>> needed_order(found, FOOD_NEEDS, found[0][0].recorded_at)
    ["I'm a", "I'm v"]
    """
    order: list[str] = []
    for need, records in zip(needs.needs, found, strict=False):
        held = [
            r
            for r in records
            if r.id not in order
            and not ended(r, now)
            and need.holds.search(to_simplified(r.text))
            and (needs.liking is None or said_liking(r.text) == needs.liking)
            and (not need.slots or _holds_slot(r, need.slots))
        ]
        newest = [r.id for r in sorted(held, key=lambda r: r.occurred_at, reverse=True)]
        if need.one_value and newest and len(order) >= MAX_NEEDS:
            # where one sets off ("I live in Denver") was cut by the second and third dislikes of the needs before:
            # the one value keeps the last place brought
            order.insert(MAX_NEEDS - 1, newest[0])
            newest = newest[1:]
        order += newest
    return order


def _holds_slot(record: MemoryRecord, slots: tuple[str, ...]) -> bool:
    """Whether ``record`` is the user's own value of one of ``slots`` (or a slot so prefixed) that holds: "I swim
    three times a week", not "I gave up climbing" (a value given up) nor "my wife does yoga" (hers)."""
    found = slot(record)
    return (
        found is not None and found[0] == "user" and found[1].startswith(slots) and negated(found[2]) is None
    )


async def bring_needs(
    needs: Needs,
    final: dict[str, float],
    visible: dict[str, MemoryRecord],
    search: Callable[[str], Awaitable[Sequence[tuple[str, float]]]],
    read: Callable[[list[str]], Awaitable[list[MemoryRecord]]],
    now: datetime,
) -> list[str]:
    """The user's memories saying what a task needs (``needs``), found by their words (``search``: one keyword
    search for each need; ``read``: one read of the recallable records among those the pool lacks, added to
    ``visible``), placed right below the best of ``final`` (:func:`place_needs`); returns the ones placed."""
    hits = [await search(need.words) for need in needs.needs]
    missing = list(dict.fromkeys(rid for found in hits for rid, _ in found if rid not in visible))
    for record in await read(missing) if missing else []:
        visible[record.id] = record
    needed = needed_order(
        [[visible[rid] for rid, _ in found if rid in visible] for found in hits], needs, now
    )
    placed = place_needs(final, needed, first=needs.asked)
    if not needs.asked and needs is not FEELINGS_ASKED:
        # "book me a flight": not "I'm exhausted today, long flight back", said months ago
        lower_moods(final, visible, now, placed)
    return placed


def place_needs(final: dict[str, float], needed: list[str], *, first: bool = False) -> list[str]:
    """Put the ``needed`` memories (in their order; those not in ``final`` yet are added), at most
    :data:`MAX_NEEDS`, right below the best of ``final`` (one that is the best stays); returns the ones moved.
    One already high is placed too: a need below it, moved up, would push it down and out of what the agent is
    given. ``first``: the question asks for them: the first :data:`MAX_ASKED` of them rank above every other record.

    >>> final = {"a": 3.0, "b": 2.0, "c": 1.0, "n": 0.5}
    >>> place_needs(final, ["n", "x", "b"]), sorted(final, key=lambda r: -final[r])
    (['n', 'x', 'b'], ['a', 'n', 'x', 'b', 'c'])
    >>> place_needs({"a": 3.0, "n": 2.0}, ["a"]), place_needs({}, ["n"])
    ([], ['n'])
    """
    order = sorted(final, key=lambda rid: -final[rid])
    if first:
        # in the order the question ranked them ("What don't I eat?": "I don't eat mushrooms" first), then the rest
        asked = sorted(dict.fromkeys(needed), key=lambda rid: -final.get(rid, float("-inf")))[:MAX_ASKED]
        top = max((final[rid] for rid in order if rid not in asked), default=1.0)
        final.update({rid: top + 1.0 - n * 1e-3 for n, rid in enumerate(asked)})
        return asked
    moved = [rid for rid in dict.fromkeys(needed) if rid not in order[:1]][:MAX_NEEDS]
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
    "FOOD_DISLIKED",
    "FOOD_LIKED",
    "FOOD_NEEDS",
    "MAX_ASKED",
    "MAX_NEEDS",
    "NEEDS_FETCH",
    "PASTIMES_ASKED",
    "SUBSCRIPTIONS_ASKED",
    "TRAVEL_NEEDS",
    "Needs",
    "bring_needs",
    "needed_order",
    "out_needs",
    "place_needs",
    "task_needs",
]
