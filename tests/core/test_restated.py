"""A value said again as changed, naming nothing given up: the newer statement ranks above the older one when it
says changed everything the question matched in the older one."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from hindsight_core import Hindsight
from hindsight_core.recall.restated import holds_values, says_changed

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


def ranked(hs: Hindsight, old: str, new: str, question: str) -> list[str]:
    for day, (id_, content) in enumerate((("old", old), ("new", new))):
        message = {"role": "user", "content": content, "id": id_}
        hs.retain([message], user_id="u", session_id=id_, occurred_at=T0 + timedelta(days=40 * day))
    hits = hs.recall(question, user_id="u", k=2, reinforce=False).hits
    return [h.record.source_ids[0] for h in hits]


@pytest.mark.parametrize(
    ("old", "new", "question"),
    [
        (
            "Currently I am having 34 regular customers, mostly office people.",
            "Customers have become 52 now, word of mouth is very strong.",
            "how many customers do I have?",
        ),
        (
            "I study from Kaplan Schweser notes, 2 hours daily before office.",
            "Now I am studying 3 hours daily, I wake up at 5.",
            "how many hours a day do I study?",
        ),
        (
            "propane supplier is Hill Country Gas",
            "switched propane to AmeriGas, they deliver",
            "who supplies our propane?",
        ),
        ("平时就喜欢打羽毛球，周三周六打", "羽毛球改成周二周五了，场地不好订", "我周几打羽毛球"),
        # moved up or along: 升, 推迟到
        ("我家老大叫乐乐，在海淀实验小学上三年级", "乐乐升四年级了，班主任换成了刘老师", "乐乐几年级？"),
        ("公司年会定在12月20号", "公司年会推迟到1月10号了", "公司年会是哪天"),
        # asked who holds a role, the role is the topic
        (
            "my flatmate Tom is a nurse, Tom has been my flatmate for 3 years",
            "found a new flatmate!! she's called Priya, moved in sunday",
            "who is my flatmate?",
        ),
        # changed while it happens, or moved in time
        (
            "The bridesmaids' dresses are in navy",
            "we're changing the bridesmaids' dresses to sage green, navy looked too dark",
            "what colour are the bridesmaids' dresses?",
        ),
        (
            "Book club meets on the first Friday of the month",
            "we're moving book club to the second Tuesday, Fridays clash with football",
            "when does book club meet?",
        ),
        (
            "The Porto trip is booked for the 12th of May",
            "we pushed the Porto trip to September",
            "when is the Porto trip?",
        ),
    ],
)
def test_a_value_said_again_as_changed_ranks_above_the_older_one(
    hs: Hindsight, old: str, new: str, question: str
) -> None:
    assert ranked(hs, old, new, question)[0] == "new"


@pytest.mark.parametrize(
    ("old", "new", "question"),
    [
        # the newer one says changed only the subject the question names, not what it asks of it
        (
            "My daughter Emma is allergic to peanuts.",
            "Emma is now learning piano, she loves it",
            "what is Emma allergic to?",
        ),
        (
            "I walk the dog every morning before work.",
            "the dog is now 12, getting slow",
            "when do I walk the dog?",
        ),
        # said again, no change
        (
            "I take the 7:40 train to work.",
            "The train to work was late again today.",
            "which train do I take to work?",
        ),
        # who it is about is no topic: what the mom has did not change
        (
            "my mom Rosa is 81, diagnosed with Alzheimer's last year",
            "we moved mom into memory care now",
            "what condition does my mom have?",
        ),
        ("我妈在上海，身体不太好，有高血压", "我妈现在每天早上去公园打太极", "我妈有什么病？"),
        # the change says too little of what is asked
        (
            "uncle wei sold the bubble tea shop to me, I'm the owner",
            "staff up to 11 across both shops now",
            "who owns the bubble tea shop?",
        ),
        # an event asked about, not a value that holds now
        (
            "I sold my first painting! 120 pounds",
            "she doesn't paint with me anymore",
            "how much did I sell my painting for?",
        ),
    ],
)
def test_a_newer_mention_that_changes_nothing_asked_keeps_its_place(
    hs: Hindsight, old: str, new: str, question: str
) -> None:
    assert ranked(hs, old, new, question)[0] == "old"


def test_asked_for_the_value_at_first_the_older_statement_ranks_above_the_change(hs: Hindsight) -> None:
    old, new = (
        "My class has 38 learners this year, it's a lot.",
        "They split my class, I now have 31 learners.",
    )
    assert ranked(hs, old, new, "how many learners did I have at first?")[0] == "old"


@pytest.mark.parametrize(
    ("old", "new", "question"),
    [
        # the question names its slot in a word neither statement says; the value's kind says it
        (
            "The vet has Biscuit on 20 mg of carprofen for his hips",
            "Biscuit's carprofen was lowered to 10 mg",
            "what dose of carprofen is Biscuit on?",
        ),
        (
            "Bin collection is on Mondays on our street",
            "Collection moved to Thursdays from this month",
            "which day are the bins collected?",
        ),
        (
            "The office opens at 8:00 and the canteen at noon",
            "Since the refit the office is now unlocked at 9:30",
            "what time does the office open?",
        ),
        (
            "I see my physio every other week for the knee",
            "physio is weekly now after the flare-up",
            "how often do I see the physio?",
        ),
        # an hour said bare after "at"; a weekday every week is how often
        (
            "The leisure centre pool opens at 6am on weekdays",
            "lane swimming starts at 8 now at the pool, they cut the early slots",
            "what time does the pool open?",
        ),
        (
            "I have a session with my counsellor, Dr. Osei, on Tuesdays",
            "my sessions with Dr. Osei went down to once a month, I'm doing better",
            "how often do I see my counsellor?",
        ),
        # the practice and who practises it are one topic
        (
            "started CBT with a therapist, every other monday",
            "good news, therapy is monthly now, she says I'm doing great",
            "how often do I see my therapist?",
        ),
        # Chinese: a weekday, how often, money said without a unit, a time, a dose
        ("店里周二闭店，其他时间都开", "闭店日挪到周四了，周二客人多", "店里周几不开门"),
        ("每周去两次游泳馆，一次游一千米", "游泳馆现在改成每周四次了", "我多久去一次游泳馆"),
        ("女儿的钢琴课一节课两百八", "钢琴课涨到三百二一节了", "钢琴课一节多少钱"),
        ("早上七点半送孩子去学校", "送孩子现在改成八点了，学校推迟了", "我几点送孩子"),
        ("妈妈每天吃半片降压药", "降压药加到一片了，血压还是偏高", "妈妈降压药吃几片"),
        # a day of the calendar moved ("when is ...", "what date", 几号)
        (
            "the release is due Oct 15, we can't slip it",
            "we're pushing the release to Oct 29 because of the audit",
            "when is the release due?",
        ),
        (
            "my passport appointment is on the 14th at the post office",
            "had to push the passport appointment to the 21st, work thing",
            "what date is my passport appointment?",
        ),
        ("论文答辩定在5月20号", "答辩往后挪了，改到6月3号", "答辩是几号"),
        # the unit is the link: the change names no drug, the older statement the drug and other counts
        (
            "开了舍曲林 每天一片50毫克 还建议每周做一次咨询",
            "医生让减到25毫克了 说再吃两三个月就可以停",
            "我现在舍曲林吃多少",
        ),
    ],
)
def test_a_value_of_the_kind_asked_said_again_as_changed_ranks_above_the_older_one(
    hs: Hindsight, old: str, new: str, question: str
) -> None:
    assert ranked(hs, old, new, question)[0] == "new"


@pytest.mark.parametrize(
    ("old", "new", "question"),
    [
        # the change names another of the older statement's values, not the one asked
        (
            "Dad takes warfarin 5 mg and ramipril 10 mg",
            "Dad's ramipril went up to 20 mg",
            "what dose of warfarin is dad on?",
        ),
        # a price is no count
        (
            "We make about 40 jars of jam a year",
            "Put the jam price up to 6 a jar",
            "how many jars of jam do we make?",
        ),
        ("爸爸每天吃阿司匹林100毫克和氨氯地平5毫克", "氨氯地平加到10毫克了", "爸爸阿司匹林剂量多少"),
        ("店里一个月大概卖四百杯奶茶", "奶茶价格涨到十八块一杯了", "店里一个月卖多少杯奶茶"),
        # 一次 alone is "a time": a price per time is no frequency
        ("按摩每周做两次", "按摩价格涨到150一次了", "我一周按摩几次"),
        # asked in the past: what was paid then, not the price now
        ("报了驾校，学费交了三千八", "驾校学费现在涨到四千五了", "我学车交了多少钱"),
        # asked who holds a role: a newer statement naming no one new does not answer it
        (
            "my boss Karen is strict but fair, Karen has been my boss for years",
            "my boss is now in Berlin",
            "who is my boss?",
        ),
    ],
)
def test_a_changed_value_of_another_thing_keeps_its_place(
    hs: Hindsight, old: str, new: str, question: str
) -> None:
    assert ranked(hs, old, new, question)[0] == "old"


@pytest.mark.parametrize(
    ("text", "kind", "holds"),
    [
        ("we open at 7 now instead of 6", "clock", True),
        ("the shop is open until 9 tonight", "clock", True),
        ("I retired at 30", "clock", False),  # an age
        ("the loan is at 5% and the car at 7 years", "clock", False),  # a rate, a duration
        ("I swim on Wednesdays", "often", True),  # every week
        ("every Monday I call my gran", "often", True),
        ("on Monday I called my gran", "often", False),  # once
        ("Dr. Patel doubled it, it is now 20 milligrams", "dose", True),  # the unit written out
        ("12 units of Lantus at night", "dose", True),
        ("we sold 20 units last week", "dose", True),  # a dose only where a dose is asked for
        ("the release is due Oct 15", "date", True),
        ("moved to the 21st", "date", True),
        ("改到6月3号了", "date", True),
        ("住在3号楼", "date", False),  # a building, not a day
        ("in may 2 people left", "date", False),
        ("I ran 5k in May", "date", False),
    ],
)
def test_an_hour_said_bare_and_a_weekday_every_week_are_read_as_their_kinds(
    text: str, kind: str, holds: bool
) -> None:
    assert holds_values(text, (kind,)) is holds


def test_a_changed_amount_of_another_thing_does_not_answer_for_the_salary(hs: Hindsight) -> None:
    for day, (id_, content) in enumerate(
        (
            ("pay", "I make $96k base as a backend engineer at a fintech"),
            ("loan", "student loan, about $23,400 left at 5.1%"),
            ("paid", "student loan is down to $6,900!"),
        )
    ):
        message = {"role": "user", "content": content, "id": id_}
        hs.retain([message], user_id="u", session_id=id_, occurred_at=T0 + timedelta(days=40 * day))
    hits = hs.recall("what's my salary now?", user_id="u", k=3, reinforce=False).hits
    assert hits[0].record.source_ids == ["pay"]


@pytest.mark.parametrize(
    ("text", "changed"),
    [
        ("The user said: we pushed the Porto trip to September", True),
        ("The user said: also moving the quiz nights to the last Thursday", True),
        ("The user said: I'm changing the tiles to a darker grey", True),
        ("用户说：两个月瘦到76公斤了！", True),  # a weight gone down to
        ("用户说：过年胖到八十了", True),
        ("The user said: I am moving house this weekend", False),  # a move, no value moved to
        ("The user said: moving is so stressful", False),
    ],
)
def test_a_change_said_while_it_happens_or_moved_in_time_is_read_as_one(text: str, changed: bool) -> None:
    assert says_changed(text) is changed
