"""A question about what a day holds ("Anything I should remember for today?", 我今天有什么安排) brings first what the
user said would happen that day, often a week before, whatever words it shares with the question."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from hindsight_core import Hindsight
from hindsight_core.recall.agenda import asks_agenda
from tests.core.retain_helpers import said_days_before

#: Monday 7 December 2026, 08:00 UTC.
NOW = datetime(2026, 12, 7, 8, 0, tzinfo=UTC)


def _said(hs: Hindsight, user: str, days_ago: int, texts: list[str]) -> None:
    said_days_before(hs, NOW, user, days_ago, texts)


def _store(hs: Hindsight) -> None:
    _said(hs, "u", 30, ["I prefer window seats on flights.", "lol nothing much, just bored"])
    _said(hs, "u", 6, ["I have a dentist appointment next Monday at 3pm.", "I love jazz, went to a concert."])
    _said(hs, "u", 4, ["My mother-in-law visits on December 7th.", "I'm flying to Lisbon on 18 December."])
    _said(hs, "u", 1, ["Yesterday Lily had her piano recital and she was amazing."])
    _said(hs, "w", 20, ["我有一个女儿，叫朵朵，今年五岁。", "我对花生过敏。"])
    _said(hs, "w", 6, ["下周一下午三点我要去看牙医。", "我喜欢喝乌龙茶。"])
    _said(hs, "v", 6, ["I have a job interview next Monday."])  # another user's day


def _top(hs: Hindsight, user: str, question: str, k: int) -> list[str]:
    hits = hs.recall(question, user_id=user, k=5, now=NOW, reinforce=False).hits
    return [h.record.text.split(": ", 1)[-1].split("：", 1)[-1] for h in hits[:k]]


def test_anything_to_remember_for_today_brings_what_was_said_of_today(real: Hindsight) -> None:
    _store(real)
    for question in ("Anything I should remember for today?", "What's on for today?"):
        assert set(_top(real, "u", question, 2)) == {
            "I have a dentist appointment next Monday at 3pm.",
            "My mother-in-law visits on December 7th.",
        }, question


def test_an_agent_asking_about_the_users_day_gets_what_was_said_of_it(real: Hindsight) -> None:
    """An agent calling the memory tools asks in the third person: "What is on the user's agenda today?" and "Does
    the user have anything planned today?" were ordinary searches, which the dentist appointment said a week
    before shared no word with. "What's on my calendar today?" was one too."""
    _store(real)
    for question in (
        "What is on the user's agenda today?",
        "Does the user have anything planned today?",
        "What are the user's plans for today?",
        "What's on my calendar today?",
    ):
        assert set(_top(real, "u", question, 2)) == {
            "I have a dentist appointment next Monday at 3pm.",
            "My mother-in-law visits on December 7th.",
        }, question


def test_a_chinese_question_about_today_brings_what_was_said_of_today(real: Hindsight) -> None:
    _store(real)
    for question in (
        "我今天有什么安排？",
        "今天有什么要注意的吗",
        "用户今天有什么安排？",
    ):  # the last as an agent asks
        # "今年五岁" names the whole year, which is not about today
        assert _top(real, "w", question, 1) == ["下周一下午三点我要去看牙医。"], question


def test_a_day_nothing_was_said_of_and_ordinary_questions_rank_as_before(real: Hindsight) -> None:
    _store(real)
    for question in (
        "What's on tomorrow?",
        "What did I eat today?",
        "What did the user eat today?",
    ):
        hits = real.recall(question, user_id="u", k=5, now=NOW, reinforce=False).hits
        assert all("agenda" not in h.paths for h in hits), question
    # where the user goes that day asks what it holds: the flight said for it, as its words found it before
    assert _top(real, "u", "Where am I flying on 18 December?", 1) == ["I'm flying to Lisbon on 18 December."]


def test_what_comes_back_each_week_is_on_the_days_it_comes_back(hs: Hindsight) -> None:
    """ "Every Tuesday I have piano" names no date: asked on a Tuesday "What's on today?" it was not on the agenda
    (a concert said the same day ranked first), and 我今天有什么安排 found nothing at all."""
    _said(
        hs,
        "u",
        8,
        ["Every Tuesday I have piano lessons with Mrs. Lee at 6pm.", "I love jazz, went to a concert."],
    )
    _said(hs, "u", 7, ["I go swimming on Thursdays after work.", "I used to play squash every Tuesday."])
    _said(hs, "w", 8, ["我每周二晚上去上钢琴课。", "我喜欢喝乌龙茶。"])
    _said(hs, "w", 7, ["每个星期四下班后我都去游泳。", "以前每周二去打羽毛球。"])
    tuesday = NOW + timedelta(days=1)

    def agenda(user: str, question: str) -> list[str]:
        hits = hs.recall(question, user_id=user, k=5, now=tuesday, reinforce=False).hits
        return [h.record.text.split(": ", 1)[-1].split("：", 1)[-1] for h in hits if "agenda" in h.paths]

    assert agenda("u", "What's on today?") == ["Every Tuesday I have piano lessons with Mrs. Lee at 6pm."]
    assert agenda("u", "What do I have on Thursday?") == ["I go swimming on Thursdays after work."]
    assert agenda("u", "What's on tomorrow?") == []
    assert agenda("w", "我今天有什么安排？") == ["我每周二晚上去上钢琴课。"]
    assert agenda("w", "周四有什么安排？") == ["每个星期四下班后我都去游泳。"]
    # a month is no day of the week: what comes back each week is not its agenda
    assert agenda("u", "What's on this month?") == []


def test_what_comes_back_each_week_said_in_traditional_characters_is_on_its_days(hs: Hindsight) -> None:
    """我每週二晚上去游泳 (週 for 周, 禮拜 for 礼拜, as users in Taiwan and Hong Kong type them) was read as no weekday at
    all: 明天有什麼安排 asked on a Monday found nothing of it."""
    _said(hs, "t", 8, ["我每週二晚上去游泳", "我喜歡喝烏龍茶", "週末我們去了陽明山"])
    _said(hs, "t", 7, ["孩子每個禮拜四上鋼琴課", "我老婆週三要出差"])
    _said(hs, "t", 6, ["每月的最後一個週五發薪水"])

    def agenda(day: datetime, question: str) -> list[str]:
        hits = hs.recall(question, user_id="t", k=5, now=day, reinforce=False).hits
        return [h.record.text.split("：", 1)[-1] for h in hits if "agenda" in h.paths]

    assert agenda(NOW, "明天有什麼安排") == ["我每週二晚上去游泳"]
    assert agenda(NOW, "週四有什麼安排") == ["孩子每個禮拜四上鋼琴課"]
    assert agenda(datetime(2026, 12, 25, 8, 0, tzinfo=UTC), "今天有什麼安排") == ["每月的最後一個週五發薪水"]


def test_a_day_asked_with_on_before_it_is_an_agenda_question(hs: Hindsight) -> None:
    """ "What's on Saturday?", "anything on Sunday?", "is there anything on Thursday?", "what's on the 15th?" were
    no agenda questions (the time's "on" was read as the time's, leaving "what's" asking nothing): the lessons said
    to come back every Saturday were not brought for them, a concert one Saturday long ago ranked beside them."""
    _said(hs, "u", 40, ["My son has piano lessons on Saturdays.", "I have therapy every Thursday at 4."])
    _said(hs, "u", 39, ["Went to a jazz concert on Saturday, loved it.", "Sunday I mostly nap lol"])
    _said(
        hs,
        "u",
        38,
        ["My mom calls every Sunday evening.", "I'm flying to Lisbon on December 15, so excited."],
    )

    def first(question: str) -> tuple[str, list[str]]:
        hits = hs.recall(question, user_id="u", k=5, now=NOW, reinforce=False).hits
        return hits[0].record.text.split(": ", 1)[-1], sorted(hits[0].paths)

    for question, said in (
        ("What's on Saturday?", "My son has piano lessons on Saturdays."),
        ("whats on saturday", "My son has piano lessons on Saturdays."),
        ("anything on Sunday?", "My mom calls every Sunday evening."),
        ("Is there anything on Thursday?", "I have therapy every Thursday at 4."),
        ("What's on the 15th?", "I'm flying to Lisbon on December 15, so excited."),
    ):
        assert first(question) == (said, ["agenda"]), question


def test_a_birthday_or_an_anniversary_is_on_the_agenda_of_its_day_every_year(hs: Hindsight) -> None:
    """ "my anniversary is March 12", said in October 2026, was dated 12 March 2027: asked on 12 March 2028 "What's
    on today?", and on 2 November 2027 我今天有什么安排 after 老婆生日是11月2号 said in December 2026 (dated 2 November
    2026, the nearest), the day came back on no agenda. A birthday or an anniversary is on its day's agenda every
    year; a booking for one day is not ("dinner at Nopa on March 12")."""
    said = datetime(2026, 10, 1, 9, 0, tzinfo=UTC)
    for n, (user, text) in enumerate(
        [
            ("u", "my anniversary is March 12, we met at a jazz bar"),
            ("u", "booked dinner at Nopa on March 12"),
            ("w", "老婆生日是11月2号，今年想给她个惊喜"),
        ]
    ):
        hs.retain(
            [{"role": "user", "content": text, "id": f"m{n}"}],
            user_id=user,
            session_id=f"s{n}",
            occurred_at=said + timedelta(days=60 * (user == "w")),
        )

    def agenda(user: str, question: str, asked: datetime) -> list[str]:
        hits = hs.recall(question, user_id=user, k=5, now=asked, reinforce=False).hits
        return [h.record.source_ids[0] for h in hits if "agenda" in h.paths]

    assert agenda("u", "What's on today?", datetime(2028, 3, 12, 8, 0, tzinfo=UTC)) == ["m0"]
    assert set(agenda("u", "What's on today?", datetime(2027, 3, 12, 8, 0, tzinfo=UTC))) == {"m0", "m1"}
    assert agenda("w", "我今天有什么安排", datetime(2027, 11, 2, 8, 0, tzinfo=UTC)) == ["m2"]
    assert agenda("u", "What's on today?", datetime(2028, 3, 13, 8, 0, tzinfo=UTC)) == []


def test_a_plan_replaced_in_its_slot_by_one_more_stays_on_the_agenda(real: Hindsight) -> None:
    """ "I have a doctor appointment next Wednesday too" took the Monday one's slot (one doctor's appointment), and the
    agenda, which drops what no longer holds, dropped the Monday one, which still holds; a plan corrected ("sorry I meant
    my doctor appointment is next Wednesday") is dropped still."""
    monday = datetime(2026, 1, 5, 10, 0, tzinfo=UTC)  # asked on the Wednesday: next week is 12-18 January
    said_days_before(real, monday + timedelta(days=2), "u", 2, ["I have a doctor appointment next Monday"])
    said_days_before(
        real,
        monday + timedelta(days=2),
        "u",
        1,
        ["I have a doctor appointment next Wednesday too, the follow-up"],
    )
    said_days_before(real, monday + timedelta(days=2), "c", 2, ["I have a doctor appointment next Monday"])
    said_days_before(
        real,
        monday + timedelta(days=2),
        "c",
        1,
        ["sorry I meant my doctor appointment is next Wednesday"],
    )
    asked = monday + timedelta(days=2)

    def week(user: str) -> list[str]:
        hits = real.recall(
            "what's on my schedule next week?", user_id=user, k=4, now=asked, reinforce=False
        ).hits
        return [h.record.text for h in hits if "agenda" in h.paths]

    assert len(week("u")) == 2
    assert [t for t in week("c") if "next Monday" in t and "Wednesday" not in t] == []


@pytest.mark.parametrize(
    ("question", "agenda"),
    [
        ("am I working this weekend?", True),
        ("do I work Saturday?", True),
        ("am I free Friday?", True),
        ("am I busy tomorrow?", True),
        ("am I on call this weekend?", True),
        ("is the user free on Friday?", True),
        ("am I working too much this week?", False),
        ("am I working on the right thing this week?", False),
        ("do I work with Sam tomorrow?", False),
        ("am I free?", False),
    ],
)
def test_whether_one_works_or_is_free_then_is_an_agenda_question(question: str, agenda: bool) -> None:
    """ "am I working this weekend?" was no agenda question, so the shifts said for those days came after a trip
    said "for work" on another day."""
    assert asks_agenda(question) is agenda


def test_shifts_said_for_a_weekend_answer_am_i_working_then(hs: Hindsight) -> None:
    now = datetime(2026, 12, 7, 15, 0, tzinfo=UTC)
    for n, (days_ago, text) in enumerate(
        [
            (4, "flying to Denver on Dec 17 for work"),
            (2, "my shifts are Thu-Sun next week"),
            (3, "I love tacos"),
        ]
    ):
        hs.retain([{"role": "user", "content": text, "id": f"m{n}"}], user_id="u", session_id=f"s{n}",
                  occurred_at=now - timedelta(days=days_ago))  # fmt: skip
    hits = hs.recall("am I working this weekend?", user_id="u", k=3, now=now, reinforce=False).hits
    assert hits[0].record.source_ids == ["m1"]


def test_a_plan_of_the_day_asked_comes_before_a_stay_that_holds_it(hs: Hindsight) -> None:
    """Asked of one day, a stay holding it ("on vacation Dec 21 - Jan 1", said last) came before the plan of that day
    ("party at Sam's on Dec 31"): both start on the day asked, and the newer said came first. The plan of that one day
    comes first; asked of a day inside the stay alone, the stay is still on its agenda."""
    now = datetime(2026, 12, 7, 15, 0, tzinfo=UTC)
    for n, (days_ago, text) in enumerate(
        [
            (6, "party at Sam's on Dec 31"),
            (5, "I'll be on vacation Dec 21 - Jan 1"),
            (4, "dinner with Jo on Dec 28"),
        ]
    ):
        hs.retain([{"role": "user", "content": text, "id": f"m{n}"}], user_id="u", session_id=f"s{n}",
                  occurred_at=now - timedelta(days=days_ago))  # fmt: skip

    def agenda(question: str) -> list[str]:
        hits = hs.recall(question, user_id="u", k=3, now=now, reinforce=False).hits
        return [h.record.source_ids[0] for h in hits if "agenda" in h.paths]

    assert agenda("what am I doing on Dec 31?") == ["m0", "m1"]
    assert agenda("what am I doing on Dec 28?") == ["m2", "m1"]
    assert agenda("what am I doing on Dec 23?") == ["m1"]
