"""Time in questions, read as the user lives it: "what did I do last week?" / 上周我做了什么 asked at a given
moment (``recall(now=...)``, in the user's offset) covers the Monday-to-Sunday week before the one the question
is asked in, on the user's calendar, not on the server's clock."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone

from hindsight_core import Hindsight
from hindsight_core.recall.query import in_ranges, time_ranges

#: New York in winter, Beijing.
NY = timezone(timedelta(hours=-5))
BJ = timezone(timedelta(hours=8))


def _tell(hs: Hindsight, user: str, said: list[tuple[datetime, str]]) -> None:
    for i, (when, text) in enumerate(said):
        hs.retain([{"role": "user", "content": text, "id": f"{user}{i}"}], user_id=user, occurred_at=when)


def _top(hs: Hindsight, user: str, question: str, now: datetime, k: int) -> set[str]:
    hits = hs.recall(question, user_id=user, k=5, reinforce=False, now=now).hits
    return {h.record.text for h in hits[:k]}


def test_last_week_is_read_against_the_question_time_in_the_user_offset(hs: Hindsight) -> None:
    # Monday 7 December 2026, 07:00 in Beijing (still Sunday 6 December on a UTC clock): 上周 is 30 Nov - 6 Dec
    _tell(
        hs,
        "u",
        [
            (datetime(2026, 11, 24, 20, 0, tzinfo=BJ), "我和小李去攀岩馆攀岩了。"),
            (datetime(2026, 12, 1, 20, 0, tzinfo=BJ), "我和小李去上了陶艺课。"),
            (datetime(2026, 12, 4, 21, 0, tzinfo=BJ), "我和小李去看了一场话剧。"),
        ],
    )
    asked = datetime(2026, 12, 7, 7, 0, tzinfo=BJ)
    assert _top(hs, "u", "上周我和小李做了什么？", asked, 2) == {
        "用户说：我和小李去上了陶艺课。",
        "用户说：我和小李去看了一场话剧。",
    }
    # asked a week earlier (Monday 30 November), 上周 is the week of the climbing
    earlier = datetime(2026, 11, 30, 7, 0, tzinfo=BJ)
    assert _top(hs, "u", "上周我和小李做了什么？", earlier, 1) == {"用户说：我和小李去攀岩馆攀岩了。"}


def test_last_week_holds_the_days_the_user_lived_as_the_block_dates_them(hs: Hindsight) -> None:
    # A New Yorker's Sunday-night message is dated Sunday (the block says [2026-12-06]) and is last week's,
    # whether the question's time comes in UTC or in New York's offset; Monday's "today" is this week's.
    _tell(
        hs,
        "u",
        [
            (datetime(2026, 11, 26, 18, 0, tzinfo=NY), "I went bowling with my kids."),
            (datetime(2026, 12, 2, 18, 0, tzinfo=NY), "I went to the zoo with my kids."),
            (datetime(2026, 12, 6, 23, 30, tzinfo=NY), "I baked sourdough bread with my kids."),
            (datetime(2026, 12, 7, 8, 0, tzinfo=NY), "Today I'm taking my kids to the aquarium."),
        ],
    )
    last_week = {
        "The user said: I went to the zoo with my kids.",
        "The user said: I baked sourdough bread with my kids.",
    }
    question = "What did I do with my kids last week?"
    assert _top(hs, "u", question, datetime(2026, 12, 7, 10, 0, tzinfo=UTC), 2) == last_week
    assert _top(hs, "u", question, datetime(2026, 12, 7, 10, 0, tzinfo=NY), 2) == last_week


def test_a_named_day_is_a_day_of_the_users_calendar(hs: Hindsight) -> None:
    # said Monday morning in New York, "today" is Monday 7 December: not last week's, asked in New York's offset
    _tell(hs, "u", [(datetime(2026, 12, 7, 8, 0, tzinfo=NY), "Today I'm taking my kids to the aquarium.")])
    (record,) = hs.list_records(user_id="u")
    assert record.attributes["mentioned_dates"] == "2026-12-07"
    monday = datetime(2026, 12, 7, 10, 0, tzinfo=NY)
    assert not in_ranges(record, time_ranges("last week", monday))
    assert in_ranges(record, time_ranges("this week", monday))
    assert in_ranges(record, time_ranges("today", monday))


def test_a_weekend_told_on_monday_is_the_weekend_just_past(hs: Hindsight) -> None:
    # 周末我们全家去爬了香山 said on a Monday was dated the coming weekend: a hike to come, in the block ("about
    # 2026-12-12/2026-12-13") and for "这周末有什么安排" asked that week; "over the weekend" had no date at all
    _tell(
        hs,
        "u",
        [
            (datetime(2026, 12, 7, 9, 0, tzinfo=BJ), "周末我们全家去爬了香山。"),
            (datetime(2026, 12, 7, 9, 0, tzinfo=NY), "Over the weekend we drove to the coast."),
        ],
    )
    named = {r.text: r.attributes.get("mentioned_dates") for r in hs.list_records(user_id="u")}
    assert named == {
        "用户说：周末我们全家去爬了香山。": "2026-12-05/2026-12-06",
        "The user said: Over the weekend we drove to the coast.": "2026-12-05/2026-12-06",
    }
    thursday = datetime(2026, 12, 10, 9, 0, tzinfo=BJ)
    assert "about 2026-12-05/2026-12-06" in hs.recall("上周末我做了什么？", user_id="u", now=thursday).context


def test_a_numeric_date_in_a_turn_is_kept(hs: Hindsight) -> None:
    # "03/15/2024" in a sentence named no date (only a timestamp written alone was read): the block said nothing of
    # when the move was
    _tell(hs, "u", [(datetime(2026, 3, 4, 9, 0, tzinfo=NY), "I moved to Denver on 03/15/2024 for work.")])
    (record,) = hs.list_records(user_id="u")
    assert record.attributes["mentioned_dates"] == "2024-03-15"
    asked = datetime(2026, 3, 5, 9, 0, tzinfo=NY)
    assert "about 2024-03-15" in hs.recall("When did I move to Denver?", user_id="u", now=asked).context


def test_an_appointment_moved_is_answered_by_its_new_day(hs: Hindsight) -> None:
    # 我约了12号下午三点看牙医 held no appointment (the day between 约了 and 牙医), so the move to the 20th was no newer
    # value of it, and 我什么时候看牙医 was answered by the 12th first
    _tell(
        hs,
        "u",
        [
            (datetime(2026, 3, 4, 10, 0, tzinfo=BJ), "我约了12号下午三点看牙医。"),
            (datetime(2026, 3, 6, 10, 0, tzinfo=BJ), "牙医的预约改到20号了。"),
        ],
    )
    hits = hs.recall(
        "我什么时候看牙医？", user_id="u", now=datetime(2026, 3, 7, 10, 0, tzinfo=BJ), reinforce=False
    ).hits
    assert hits[0].record.text == "用户说：牙医的预约改到20号了。"
