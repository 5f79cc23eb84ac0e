"""A request for a task (booking a table, ordering food, a flight) brings what the user said the task must respect
(an allergy, a diet, how they travel), which the request shares no word with; a question about what was said does
not."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.recall.task_needs import task_needs
from tests.core.retain_helpers import tell

ANN = [
    "I'm allergic to shellfish, so I always have to check menus.",
    "My sister Kate is visiting in June.",
    "I started a new job at Initech as a data engineer.",
    "We use PostgreSQL for most things at work.",
    "I love Italian food, especially carbonara.",
    "My dentist appointment is on March 3.",
    "The kids have swimming on Saturdays.",
    "I always take an aisle seat on long flights.",
]
LI = [
    "我对花生过敏，吃东西要很小心。",
    "我女儿今年上三年级了。",
    "我在腾讯上班，做产品经理。",
    "周末我们常去爬山。",
    "我老公喜欢吃川菜。",
    "我晕机，坐飞机总是很难受。",
]


@pytest.fixture
def lived(real: Hindsight) -> Hindsight:
    for n, text in enumerate(ANN):
        tell(real, text, f"a{n}", n, user="ann")
    for n, text in enumerate(LI):
        tell(real, text, f"l{n}", n, user="li")
    tell(real, "I'm vegan and I can't stand cilantro.", "o1", 0, user="other")  # another user's diet
    return real


def top(hs: Hindsight, user: str, query: str, k: int = 3) -> list[str]:
    return [h.record.source_ids[0] for h in hs.recall(query, user_id=user, k=k).hits]


@pytest.mark.parametrize(
    ("user", "request_", "needed"),
    [
        ("ann", "Can you book a table for two on Friday?", "a0"),
        ("ann", "Order us some dinner for tonight", "a0"),
        ("li", "帮我订周五的餐厅", "l0"),
        ("li", "帮我点个外卖", "l0"),
        ("li", "帮我订去成都的机票", "l5"),
    ],
)
def test_a_task_request_brings_what_it_must_respect(
    lived: Hindsight, user: str, request_: str, needed: str
) -> None:
    found = top(lived, user, request_)
    assert needed in found, found
    assert "o1" not in found  # never another user's


def test_a_question_about_what_was_said_is_not_a_task() -> None:
    for question in [
        "What restaurant did I like in Lisbon?",
        "What is the user allergic to?",
        "用户上次点的外卖是哪家？",
        "When is my dentist appointment?",
        "What should I do this weekend?",  # a request, of no kind with needs
    ]:
        assert task_needs(question) is None, question


MAYA = [
    "hey! just got back from the farmers market, the peaches are insane this year",
    "btw I'm vegetarian but I do eat fish",
    "My husband Tom hates mushrooms, like genuinely can't stand them",
    "work was brutal today, three back to back meetings with the product team",
    "We live in Portland, Oregon",
    "I've been binge watching The Bear, such a good show",
    "my laptop battery is dying so fast, it's a 2019 macbook pro",
    "I'm allergic to peanuts, carry an epipen everywhere",
    "the dog chewed my running shoes again",
    "I hate flying unless it's under 3 hours, long flights make me miserable",
    "we don't have a car, we get around by bike and train",
    "I prefer working out early in the morning before 7",
    "I hate Mondays, honestly",
    "I can't do high impact stuff because of my knee",
    "I prefer tea over coffee, especially oolong",
    "I'm coeliac, so no gluten at all for me",
]
WEN = [
    "今天好累啊，加班到九点",
    "我晕车，坐车超过两个小时就难受",
    "我腰不好，不能做剧烈运动",
    "我们住在杭州西湖区",
    "我一般晚上下班后七点以后有空",
    "我老婆不吃辣，一点都不行",
    "最近在看《三体》电视剧，还挺好看的",
    "我对海鲜过敏，吃了会起疹子",
    "孩子今年五岁了，喜欢恐龙",
    "周末一般要陪孩子上游泳课，周六上午",
    "我们家吃饭预算一般人均一百左右",
    "手机屏幕碎了，得去修",
    "我妈妈膝盖不好，走不了太多路",
    "我老公喜欢钓鱼，周末常去水库",
]


CHATTER = {"m0", "m3", "m5", "m6", "m8", "m12", "w0", "w6", "w11", "w13"}


@pytest.fixture
def constrained(real: Hindsight) -> Hindsight:
    for n, text in enumerate(MAYA):
        tell(real, text, f"m{n}", n, user="maya")
    for n, text in enumerate(WEN):
        tell(real, text, f"w{n}", n, user="wen")
    return real


@pytest.mark.parametrize(
    ("user", "request_", "needed"),
    [
        # an allergy, a diet and the partner's dislike, each said in a turn of its own among chatter
        ("maya", "Book us a table for Friday", {"m1", "m2", "m7"}),
        ("maya", "can you order some takeout for us", {"m1", "m2", "m7"}),
        # how they travel, and where from
        ("maya", "Plan a weekend trip for me", {"m9", "m10", "m4"}),
        ("wen", "帮我订个周五的餐厅", {"w5", "w7", "w10"}),
    ],
)
def test_a_task_brings_all_it_must_respect_among_the_five(
    constrained: Hindsight, user: str, request_: str, needed: set[str]
) -> None:
    """Two needs at most came (the allergy and the diet), and one already among the best was pushed out by them:
    the partner's dislike, a budget, "I hate flying" were left below what an agent is given."""
    hits = constrained.recall(request_, user_id=user, k=5).hits
    found = {h.record.source_ids[0] for h in hits}
    assert needed <= found, [h.record.text for h in hits]
    placed = {h.record.source_ids[0] for h in hits if "needs" in h.paths}
    assert not placed & CHATTER  # chatter is no need


@pytest.mark.parametrize(
    ("user", "request_", "needed"),
    [
        # asked what to do, with no "help me" or "can you": 今晚做什么菜, 周末去哪玩好
        ("wen", "今晚做什么菜", {"w5", "w7"}),
        ("wen", "周末去哪玩好", {"w1", "w3"}),
        ("maya", "what to make for dinner tonight?", {"m1", "m2", "m7"}),
        # a workout and a drink out are tasks too
        ("wen", "帮我找个健身房", {"w2", "w3", "w4"}),
        ("maya", "Find me a gym", {"m13", "m11", "m4"}),
        ("maya", "Can you find me a good cafe nearby?", {"m14"}),
    ],
)
def test_more_ways_and_kinds_of_asking_for_a_task(
    constrained: Hindsight, user: str, request_: str, needed: set[str]
) -> None:
    hits = constrained.recall(request_, user_id=user, k=5).hits
    assert needed <= {h.record.source_ids[0] for h in hits}, [h.record.text for h in hits]
    assert not {h.record.source_ids[0] for h in hits if "needs" in h.paths} & CHATTER


@pytest.mark.parametrize(
    ("user", "request_", "needed"),
    [
        # a dish named for the meal
        ("maya", "order a pizza for tonight", {"m7", "m15"}),
        # a meal out: whether mum, who can't walk far, can get there (and the allergy and the diet first)
        ("wen", "帮我订个周六家庭聚餐的饭店", {"w7", "w5", "w12"}),
        ("wen", "五一带全家去哪玩", {"w1", "w12"}),
    ],
)
def test_a_dish_and_a_meal_out_bring_what_they_must_respect(
    constrained: Hindsight, user: str, request_: str, needed: set[str]
) -> None:
    hits = constrained.recall(request_, user_id=user, k=5).hits
    assert needed <= {h.record.source_ids[0] for h in hits}, [h.record.text for h in hits]
    assert not {h.record.source_ids[0] for h in hits if "needs" in h.paths} & CHATTER  # 喜欢钓鱼 is no food


@pytest.mark.parametrize(
    ("request_", "domain"),
    [
        ("Heading to Lisbon next month, need a hotel", "travel"),
        ("looking for a good Thai place near work", "food"),
        ("we're going out Friday, any good spots for dinner?", "food"),
        ("I'm hungry, ideas for lunch?", "food"),
        ("what's a good restaurant for a date night", "food"),
        ("Is there a good brunch place near me?", "food"),
        ("想找个适合带孩子吃饭的地方", "food"),
        ("附近有什么好吃的", "food"),
        ("订一张去上海的高铁票", "travel"),
        ("这周末带娃去哪儿", "travel"),
        ("有没有好的健身房", "fitness"),
    ],
)
def test_a_task_asked_as_looking_for_one(request_: str, domain: str) -> None:
    needs = task_needs(request_)
    assert needs is not None and needs.domain == domain, request_


def test_a_question_about_what_one_has_or_said_is_no_task() -> None:
    for question in [
        "What's my favourite restaurant?",
        "What's the name of that Thai place I liked?",
        "Did I mention any good spots for dinner?",
        "I'm looking for my keys",
        "Where do I usually go to the gym?",
        "我们上次去的那家餐厅叫什么",
        "我喜欢吃的菜是什么",
        "Find the document I shared about the hotel budget",
        "找一下我发过的那个酒店链接",
    ]:
        assert task_needs(question) is None, question


def test_a_looked_for_place_brings_what_it_must_respect(constrained: Hindsight) -> None:
    hits = constrained.recall("looking for a good Thai place near work", user_id="maya", k=5).hits
    assert {"m1", "m2", "m7"} <= {h.record.source_ids[0] for h in hits}, [h.record.text for h in hits]


def test_a_question_about_a_meal_or_a_day_out_had_is_no_task() -> None:
    for question in [
        "我昨天吃了什么",
        "我老婆喜欢吃什么",
        "周末去了哪里",
        "我周末一般去哪玩？",
        "What did I cook last night?",
        "去哪",
    ]:
        assert task_needs(question) is None, question


def test_what_someone_else_wants_asked_about_is_no_task() -> None:
    for question in ["阿琪想去哪里玩？", "我老婆想吃什么", "老伴想去哪里旅游", "妈妈想去哪旅游"]:
        assert task_needs(question) is None, question
    for request in ["周末想去哪玩", "我们想出去玩", "想带爸妈出去玩，去哪好"]:
        assert task_needs(request) is not None, request


def test_the_most_pressing_need_comes_first() -> None:
    from hindsight_core.models import MemoryRecord, Scope
    from hindsight_core.recall.task_needs import FOOD_NEEDS, needed_order

    def said(id_: str, text: str) -> MemoryRecord:
        return MemoryRecord(id=id_, text=text, scope=Scope(user_id="u"))

    found = [
        [said("a", "I'm allergic to shellfish")],
        [said("v", "I'm vegan")],
        [said("h", "Tom hates olives")],
    ]
    assert needed_order(found, FOOD_NEEDS, found[0][0].recorded_at) == ["a", "v", "h"]


def test_a_need_that_no_longer_holds_takes_no_place(real: Hindsight) -> None:
    """我吃素, ended by 我现在不吃素了, was brought to a dinner as one of its four needs, and pushed out 我女朋友讨厌香菜."""
    said = [
        "我女朋友不吃辣",
        "我吃素",
        "我对海鲜过敏",
        "我现在不吃素了，开始吃肉了",
        "我女朋友讨厌香菜",
        "最近在学吉他",
    ]
    for n, text in enumerate(said):
        tell(real, text, f"s{n}", n)
    hits = real.recall("帮我订个周五的餐厅", user_id="u", k=5).hits
    placed = [h.record.source_ids[0] for h in hits if "needs" in h.paths]
    assert "s1" not in placed, [h.record.text for h in hits]
    assert {"s0", "s2", "s3", "s4"} <= {h.record.source_ids[0] for h in hits}, [h.record.text for h in hits]


def test_a_need_is_found_among_months_of_chatter_in_its_words(real: Hindsight) -> None:
    """Among turns saying "hate", "love", "ate" of other things, "my son hates anything with onions in it" and "I'm
    off red meat now" were below the ten keyword hits a need read: a dinner booked without them."""
    things = ["the new Marvel movie", "my commute", "the weather", "my coworker Dan", "the quarterly report"]
    said = [
        "I really like {}, honestly",
        "ugh, I hate {} today",
        "we ate out and talked about {}",
        "I love {}",
    ]
    chatter = [s.format(t) for s in said for t in things] * 3
    for n, text in enumerate(chatter):
        tell(real, text, f"x{n}", n / 4)
    tell(real, "my son hates anything with onions in it", "k0", 5)
    tell(real, "I'm off red meat now, cholesterol", "k1", 10)
    hits = real.recall("Book a table for the four of us on Sunday", user_id="u", k=5).hits
    assert {"k0", "k1"} <= {h.record.source_ids[0] for h in hits}, [h.record.text for h in hits]


OLU = [
    "morning! coffee first then emails",
    "my daughter Ada can't have gluten, she's got coeliac disease",
    "traffic on the M25 was a nightmare",
    "my wife Funmi is not a fan of Indian food, too heavy for her",
    "we're in Leeds, Headingley area",
    "my knees are shot from years of rugby, stairs are a pain",
    "I only get free time after 8pm on weekdays",
    "I get really bad motion sickness on coaches",
    "I watched the whole of Succession in a week",
    "my mum's coming to stay in April",
    "the boiler is making that noise again",
    "our team won the pub quiz lol",
]
FANG = [
    "下周要交季度报告，烦死了",
    "我家在上海浦东",
    "我晕船，别安排坐船的",
    "最近在追《繁花》",
    "我右肩受过伤，不能做推举",
]


@pytest.mark.parametrize(
    ("user", "request_", "needed"),
    [
        # somewhere out: whether the one with bad knees gets in
        ("olu", "Can you suggest somewhere for a family dinner on Sunday?", {"o1", "o3", "o5"}),
        ("olu", "Plan us a long weekend somewhere in the UK", {"o7", "o4"}),
        ("olu", "Help me find a gym that works for me", {"o5", "o6", "o4"}),
        ("fang", "国庆带孩子出去玩，有什么推荐", {"f1", "f2"}),
    ],
)
def test_an_outing_brings_how_they_get_about_and_when(
    real: Hindsight, user: str, request_: str, needed: set[str]
) -> None:
    """'my knees are shot ..., stairs are a pain', 'I only get free time after 8pm on weekdays', motion sickness
    for 'a long weekend', and home for 出去玩 were no needs of the task: left below the five."""
    for n, text in enumerate(OLU):
        tell(real, text, f"o{n}", n, user="olu")
    for n, text in enumerate(FANG):
        tell(real, text, f"f{n}", n, user="fang")
    hits = real.recall(request_, user_id=user, k=5).hits
    assert needed <= {h.record.source_ids[0] for h in hits}, [h.record.text for h in hits]


ROSA = [
    "So I finally signed up for that pottery class!",
    "fyi I don't eat pork, never have, religious reasons",
    "ugh my printer died again",
    "my boyfriend Marco is severely allergic to sesame",
    "I can't handle really spicy stuff, my stomach hates me after",
    "finished the book club book, it was meh",
    "I use a wheelchair so places need to be step-free",
    "I'm terrified of flying, I'll drive anywhere under 10 hours",
    "I'm more of a beach person than a city person",
]
HAO = [
    "今天股市又跌了",
    "我老婆怀孕了，现在很多东西不能吃",
    "我们家在南京鼓楼区",
    "最近在学做面包",
    "出去玩喜欢人少的地方",
    "同事推荐了一本书",
]


@pytest.mark.parametrize(
    ("request_", "needed"),
    [
        # "can't handle" spicy food is a dislike; a dinner booked is a dinner out (the wheelchair)
        ("Can you book dinner for me and Marco Saturday night?", {"r1", "r3", "r4", "r6"}),
        ("Help me plan a vacation for the summer", {"r7", "r8"}),
        # a pregnancy bears on a trip; 人少 is a kind of place liked
        ("下个月想带家人出去旅游，帮我规划一下", {"h1", "h4"}),
    ],
)
def test_other_ways_of_saying_a_dislike_or_a_kind_of_place(
    real: Hindsight, request_: str, needed: set[str]
) -> None:
    for n, text in enumerate(ROSA):
        tell(real, text, f"r{n}", n)
    for n, text in enumerate(HAO):
        tell(real, text, f"h{n}", n)
    hits = real.recall(request_, user_id="u", k=5).hits
    assert needed <= {h.record.source_ids[0] for h in hits}, [h.record.text for h in hits]


NINA = [
    "lol my cat just knocked my coffee over",
    "heads up, I'm lactose intolerant, dairy wrecks me",
    "my husband Dev won't touch eggplant, says it's slimy",
    "the kids have a science fair next week",
    "we're based in Denver",
    "my son Leo is 7 and is a super picky eater, basically only eats pasta and chicken",
    "work has been chill this week",
    "I finally repainted the fence",
]
JUN = [
    "今天加班到十点，累死",
    "我们住在广州天河",
    "我老婆不喜欢吵闹的地方",
    "我们出门一般自驾",
    "最近迷上了做手冲咖啡",
]


@pytest.mark.parametrize(
    ("request_", "needed"),
    [
        # "won't touch" eggplant, a picky eater: dislikes
        ("need dinner ideas for this week", {"n1", "n2", "n5"}),
        # a trip sets off from home
        ("Let's plan a family trip for spring break", {"n4"}),
        # 想带家里人出去玩 asks for a trip: 自驾, 不喜欢吵闹的地方, home
        ("五一想带家里人出去玩两天", {"j1", "j2", "j3"}),
    ],
)
def test_a_picky_eater_a_trip_from_home_and_a_wish_to_go_out(
    real: Hindsight, request_: str, needed: set[str]
) -> None:
    for n, text in enumerate(NINA):
        tell(real, text, f"n{n}", n)
    for n, text in enumerate(JUN):
        tell(real, text, f"j{n}", n)
    hits = real.recall(request_, user_id="u", k=5).hits
    assert needed <= {h.record.source_ids[0] for h in hits}, [h.record.text for h in hits]


@pytest.mark.parametrize(
    ("user", "question", "needed"),
    [
        ("ann", "What can't I eat?", "a0"),
        ("ann", "any dietary restrictions I have?", "a0"),
        ("ann", "what should I avoid eating?", "a0"),
        ("li", "我不能吃什么", "l0"),
        ("li", "用户有什么忌口", "l0"),
    ],
)
def test_a_question_asking_what_one_cannot_eat_is_answered_by_the_needs(
    lived: Hindsight, user: str, question: str, needed: str
) -> None:
    """Asked in words no such memory says ("can't eat" / "allergic to shellfish", 不能吃 / 过敏), the allergy and the
    diet are the answer: first, not below an unrelated best."""
    assert top(lived, user, question, k=1) == [needed]
    assert task_needs(question) is not None and task_needs(question).asked


def test_a_trip_brings_where_one_lives_among_many_travel_needs(real: Hindsight) -> None:
    """Four needs at most come; a carsick wife, no car and "I hate flying" (the needs before it) filled them and
    "I live in Denver", where the trip sets off from, was left out: the one value of where one lives keeps a place."""
    said = [
        "I live in Denver",
        "I hate flying unless it's under 3 hours",
        "we don't have a car, we bike everywhere",
        "I love hiking and hot springs",
        "Work was long today.",
        "my wife gets carsick on winding roads",
        "We loved Santa Fe last year",
        "I'm thinking of getting a cat.",
        "I'm afraid of heights, no cliff walks",
    ]
    for n, text in enumerate(said):
        tell(real, text, f"t{n}", n)
    hits = real.recall("Plan a weekend trip for me", user_id="u", k=5).hits
    assert "t0" in {h.record.source_ids[0] for h in hits}, [h.record.text for h in hits]
