"""A change said in words no slot rule reads: the statement naming the value given up ranks above the older
statement holding it, when that clause is what the question asks about."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.slot_names import asked_slot
from hindsight_core.recall.displaced import displaced_terms

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


def first(hs: Hindsight, question: str, k: int = 2) -> list[str]:
    """The sources of the best hit."""
    return hs.recall(question, user_id="u", k=k, reinforce=False).hits[0].record.source_ids


def tell(hs: Hindsight, content: str, id_: str, day: int) -> None:
    message = {"role": "user", "content": content, "id": id_}
    hs.retain([message], user_id="u", session_id=id_, occurred_at=T0 + timedelta(days=day))


@pytest.mark.parametrize(
    ("text", "given_up"),
    [
        ("we dumped new relic, migrated to grafana cloud. saving about 6k/mo", [("new", "relic")]),
        ("I decided to do the Chicago half in September instead of Dublin.", [("dublin",)]),
        ("we switched from Jira to Linear, and slack stays", [("jira",)]),
        ("gave up guitar tbh. picked up the drums instead", [("guitar",)]),
        ("kev moved out finally. new roomie is Priscilla", [("kev",)]),
        ("update im off coffee now, 3 weeks clean haha", [("coffee",)]),
        ("我们不用飞书了，改用钉钉", [("飞书",)]),
        ("欸我上次講錯了，我生日不是7月12號，是7月21號", [("7月12號",)]),
        ("我已經離開台積電了，現在在聯發科", [("台積電",)]),
        ("用户说：RabbitMQ 换成 Kafka 了", [("rabbitmq",)]),  # the value first, then what became of it
        ("健身房不去了改跑步了", [("健身房",)]),
        ("wait, not Friday — Saturday", [("friday",)]),  # a slip taken back
        ("sorry the 30th, not the 23rd", [("23rd",)]),
        ("Linda has swapped the Fiat for an electric, a Kia Niro.", [("fiat",)]),
        ("we traded in the Civic for a Mazda CX-5", [("civic",)]),
        ("Part-exchanged the Octavia. We have got a Volvo XC40 hybrid now.", [("octavia",)]),
        ("Actually I have left Deloitte, joined EY from June", [("deloitte",)]),
        ("Big change! I moved out of Brennan's, now I share a flat", [("brennan",)]),
        (
            "最后还是提了辆比亚迪海豹，卡罗拉卖了八万二",
            [("卡罗拉",)],
        ),  # 八万二 is the price, nothing given up
        ("腾龙卖掉了，换了索尼GM 24-70二代", [("腾龙",)]),
        # no longer at a place or an employer
        ("我回长沙了 不在北京干了", [("北京",)]),
        ("不在腾讯了，现在去字节", [("腾讯",)]),
        ("入了一把新琴，卡马D1C，原来的雅马哈送给表弟了", [("雅马哈",)]),  # given away; 原来的 says which one
        ("旧车转手了，现在骑电动车", [("旧车",)]),
        ("paused my climbing membership for the summer", [("climbing", "membership")]),
        # written in lower case, as chat is: the old one's trouble beside the switch
        ("nah switched to nixos, ubuntu broke one too many times", [("ubuntu",)]),
        ("finally switched over to a garmin, fitbit kept losing sync", [("fitbit",)]),
        # taken back to the shop
        ("ended up returning the Omega, it was running slow. got him a Seiko instead", [("omega",)]),
        # an account closed, said in passing
        ("update: moved to monzo, closed emma. the pots thing is addictive", [("emma",)]),
        ("closed my barclays account last week", [("barclays", "account")]),
        # one's own thing gone, the replacement said "it"
        ("my kindle died, replaced it with a kobo libra colour", [("kindle",)]),
        ("my old laptop died last week, replaced it with a framework", [("laptop",)]),
        # a tool dropped, someone let go, a plan skipped for another, a group ended
        ("dropped duolingo, now doing weekly lessons with a tutor", [("duolingo",)]),
        ("fired Phil, he kept missing days. hired a new crew", [("phil",)]),
        ("we let Ben go, found a doggy daycare instead", [("ben",)]),
        ("decided to skip the april half. signed up for a 10k in June instead", [("april", "half")]),
        ("the loose ends broke up after Mike left. I joined a jazz trio", [("loose", "ends")]),
        ("big news: I'm not at Bodega Luz anymore. started at the hospital", [("bodega", "luz")]),
        # the old one named by the years on it, beside the switch; a few words between the verb and "from"
        ("switched to android after like 10 years on iphone", [("iphone",)]),
        ("Switched the whole class over from Google Classroom to Canvas", [("google", "classroom")]),
        # two at once; an adverb is no part of the value
        ("cancelled Hulu and Adobe. kept netflix and spotify", [("hulu",), ("adobe",)]),
        ("sold the car and bought a bike.", [("car",)]),
        ("quit coffee completely, matcha in the morning now", [("coffee",)]),
        ("把浦发和中信的都注销了，只留招行一张", [("浦发",), ("中信",)]),
        ("B站看腻了，报了个训练营", [("B站",)]),
        # no more of it; not there any more, as a learner says it; left for a job elsewhere; moved out of it
        ("I moved to days only. No more nights, so I sleep well now.", [("nights",)]),
        ("quit the gym and no more protein shakes.", [("gym",), ("protein", "shakes")]),
        ("News: I am not anymore in Benimaclet. I moved with Pablo to Ruzafa", [("benimaclet",)]),
        (
            "Dr Janssen has left for a position at Deltares, so Dr Okonkwo is my supervisor now",
            [("dr", "janssen")],
        ),
        ("跟你说个事，我搬出宿舍了，跟老乡合租了一个两房", [("宿舍",)]),
        # a value's sentence ends at its dot; the speaker between the value and the verb
        ("Moved onto nights, I'm driving the N73 now instead of the 38. Any tips for sleeping?", [("38",)]),
        ("跟你汇报下 啤酒俺戒了 现在改喝茶", [("啤酒",)]),
        ("咖啡我早就戒了，现在只喝茶", [("咖啡",)]),
        # a plan that did not come about
        ("the prices went mad so Crete didn't happen, we did Sicily", [("crete",)]),
        ("Ugh, the Marlow house fell through at survey.", [("marlow", "house")]),
        ("Saturday session was full, so I'm doing Sunday mornings.", [("saturday", "session")]),
        ("Leeds said no, but Bristol offered me a place!", [("leeds",)]),
        ("decided against the Peloton, too pricey", [("peloton",)]),
        ("Went with the Dacia in the end, not the Skoda.", [("skoda",)]),
        ("泰国去不成了，护照过期了", [("泰国",)]),
        ("健身房算了，在家跳操", [("健身房",)]),
        ("买房的事不想了，先租着", [("买房",)]),
    ],
)
def test_the_value_a_statement_gives_up_is_read(text: str, given_up: list[tuple[str, ...]]) -> None:
    assert list(displaced_terms(text)) == given_up


@pytest.mark.parametrize(
    "text",
    [
        "I left my keys at home.",
        "I'd like tea, and my sister Anna is visiting from Pune.",  # "from" without "to": no switch
        "We run our infra on AWS. Monitoring is New Relic.",
        "我住在长沙岳麓区",
        "今天不去了，改天吧",  # a day is no value given up
        "we drove from Leeds to York for the weekend",  # a trip, not a change from one to the other
        "dropped the kids at school, then work",
        "I'm off work today, finally",
        "Sorry for the ramble, it's been a week and I've had way too much coffee and not enough sleep",
        "sorry, I am not sure",
        "Sorry I did not reply",
        "我把车卖了",  # (a 1-character value names too little to find)
        "I left early today, traffic was awful",  # "left" gives up a name only
        "we swapped notes after class",
        "今天不打了，下雨",  # a day off, not a habit given up
        "I went up to the roof",
        "我现在不跑步了，最近改成游泳",  # 最近 is when, not what was given up
        "我到家了",
        "雨停了",
        "switched to night shifts, my back kept hurting",  # a phrase opened by "my" names no old value
        "we moved to a bigger flat, it was too small",
        "I got fired last week",
        "I'm fired up about the new job",
        "dropped the kids off at school",
        "dropped out of college in 2019",
        "dropped 5 pounds this month",
        "skipped the gym today, too tired",  # skipped for once: nothing instead
        "my parents split up when I was 10",
        "let the dog go out",
        "I have no more money this month",
        "no more than 3 coffees a day",
        "no more questions, thanks",
        "Kev left for work early, now I'm alone",
        "went with the flow, not sure why",
        "算了，不说这个了",
        "我算了一下，一个月三千",
        "不过车不买了",  # (a 1-character value names too little to find)
    ],
)
def test_a_statement_that_gives_nothing_up_reads_as_none(text: str) -> None:
    assert displaced_terms(text) == ()


def test_the_statement_giving_a_value_up_ranks_above_the_clause_that_held_it(hs: Hindsight) -> None:
    tell(hs, "We run our infra on AWS, mostly ECS Fargate. Monitoring is New Relic, getting pricey.", "a", 0)
    tell(hs, "we dumped new relic, migrated to grafana cloud. saving about 6k/mo", "b", 40)
    assert first(hs, "what monitoring tool do we use", k=2) == ["b"]
    # asked about another clause of the older statement, it keeps its place
    assert first(hs, "what do we run our infra on", k=2) == ["a"]
    # asked for the value before, the older one comes first
    assert first(hs, "what monitoring tool did we use before", k=2) == ["a"]


def test_a_switch_written_in_lower_case_ranks_above_the_value_whose_trouble_it_names(hs: Hindsight) -> None:
    tell(hs, "i use ubuntu on my desktop, works fine for now", "a", 0)
    tell(hs, "nah switched to nixos, ubuntu broke one too many times", "b", 40)
    assert first(hs, "what do I use on my desktop?", k=2) == ["b"]


def test_a_membership_put_on_hold_ranks_above_the_visits_it_stops(hs: Hindsight) -> None:
    tell(hs, "Climbing gym membership at The Arch, I go 3 times a week", "old", 0)
    tell(hs, "paused my climbing gym membership till September, wrist injury", "new", 30)
    assert first(hs, "how often do I go to the climbing gym?") == ["new"]


def test_a_correction_naming_the_wrong_value_ranks_above_it(hs: Hindsight) -> None:
    tell(hs, "我生日是7月12號", "a", 0)
    tell(hs, "欸我上次講錯了，我生日不是7月12號，是7月21號", "b", 30)
    assert first(hs, "我生日是哪天") == ["b"]


def test_a_date_taken_back_in_the_same_session_ranks_above_it(hs: Hindsight) -> None:
    hs.retain(
        [
            {"role": "user", "content": "flight is on Friday the 13th, early one", "id": "a"},
            {"role": "user", "content": "wait, not Friday — Saturday", "id": "b"},
        ],
        user_id="u",
        session_id="s",
        occurred_at=T0,
    )
    assert first(hs, "what day is my flight?") == ["b"]


def test_a_trip_from_where_one_lives_does_not_outrank_the_home(hs: Hindsight) -> None:
    tell(hs, "I live in Leeds, near the university.", "a", 0)
    tell(hs, "we drove from Leeds to York for the weekend, lovely city", "b", 30)
    assert first(hs, "where do I live?") == ["a"]


def test_a_tool_switched_said_value_first_ranks_above_the_tool_it_replaced(hs: Hindsight) -> None:
    tell(hs, "我们消息队列用的是 RabbitMQ，跑在自建机房", "a", 0)
    tell(hs, "RabbitMQ 换成 Kafka 了，吞吐量高很多", "b", 30)
    assert first(hs, "我们消息队列用的是什么？") == ["b"]


@pytest.mark.parametrize(
    ("asked", "answer", "change", "question"),
    [
        (
            "Which password manager do you use?",
            "Bitwarden.",
            "I switched from Bitwarden to 1Password, work pays for it now.",
            "Which password manager do I use?",
        ),
        ("你用什么记笔记？", "Notion。", "我从Notion换成Obsidian了。", "我用什么记笔记？"),
    ],
)
def test_a_short_answer_gives_way_to_the_change_that_names_it(
    hs: Hindsight, asked: str, answer: str, change: str, question: str
) -> None:
    """The answer is one clause ("Bitwarden."): the question stored beside it is context, not a second clause that
    the change would have to be about."""
    hs.retain(
        [{"role": "assistant", "content": asked, "id": "q"}, {"role": "user", "content": answer, "id": "a"}],
        user_id="u",
        session_id="s1",
        occurred_at=T0,
    )
    tell(hs, change, "b", 40)
    assert first(hs, question) == ["b"]


def test_an_older_statement_is_not_pushed_down_by_a_change_of_another_user(hs: Hindsight) -> None:
    tell(hs, "Monitoring is New Relic for our team.", "a", 0)
    hs.retain(
        [{"role": "user", "content": "we dumped new relic, migrated to grafana cloud", "id": "x"}],
        user_id="other",
        session_id="x",
        occurred_at=T0 + timedelta(days=40),
    )
    hits = hs.recall("what monitoring tool do we use", user_id="u", k=2, reinforce=False).hits
    assert [h.record.source_ids for h in hits] == [["a"]]


@pytest.mark.parametrize(
    ("question", "slot"),
    [
        ("where do I live?", "lives_in"),
        ("which city do I live in now", "lives_in"),
        ("who do I work for", "works_at"),
        ("what is my phone number?", "phone"),
        ("我住在哪", "lives_in"),
        ("我现在在哪家公司上班？", "works_at"),
        ("我而家住边度", "lives_in"),
        ("where does my sister live?", None),  # someone else's
        ("我哥住在哪", None),
        ("how much do I earn now?", "income"),
        ("what's my salary", "income"),
        ("我现在一个月工资多少", "income"),
        ("what is my wife's salary?", None),
        ("我老公工资多少", None),
        ("我哥的电话是多少", None),
    ],
)
def test_the_speakers_own_slot_a_question_asks_for(question: str, slot: str | None) -> None:
    assert asked_slot(question) == slot


def test_asked_where_one_lives_the_speakers_current_home_comes_first(hs: Hindsight) -> None:
    """An unseen evaluator's user: the sister's home ranked above the user's own move."""
    tell(hs, "I was born in 1949 in Galway, Ireland.", "a", 0)
    tell(hs, "My sister Nora lives in a nursing home in Oranmore now.", "b", 10)
    tell(hs, "I should add that I moved to a condo in Quincy three years ago.", "c", 20)
    assert first(hs, "where do I live?", k=3) == ["c"]
    assert first(hs, "where does my sister live?", k=3) == ["b"]


def test_a_change_no_slot_rule_read_still_outranks_the_slots_old_value(hs: Hindsight) -> None:
    tell(hs, "I work at the Trader Joe's on 5th, part time", "a", 0)
    tell(hs, "quit trader joe's, I'm interning at a UX research lab on campus now", "b", 30)
    assert first(hs, "where do I work?", k=2) == ["b"]


def test_a_long_record_still_gives_way_to_the_change_it_names_early(hs: Hindsight) -> None:
    """A record can hold up to 100,000 characters (a tool's output); what it holds is read from its first 2,000."""
    noise = "moved the data from server to client instead of the cache, " * 1500
    tell(hs, "Monitoring is New Relic. " + noise, "a", 0)
    tell(hs, "we dumped new relic, migrated to grafana cloud", "b", 40)
    assert first(hs, "what monitoring tool do we use") == ["b"]


def test_a_change_sharing_no_word_with_the_question_is_brought_in_by_the_record_it_gives_up(
    hs: Hindsight,
) -> None:
    # "语雀不用了" shares no word with the question; 30 later messages keep it out of the recency path
    tell(hs, "我们组的周报放在语雀上写，每周五交", "a", 0)
    tell(hs, "语雀不用了，改用Notion，大家都习惯了", "b", 30)
    for day in range(31, 61):
        tell(hs, f"今天第{day}天，午饭吃了面条和青菜{day}", f"f{day}", day)
    older = next(r for r in hs.list_records(user_id="u") if r.source_ids == ["a"])
    assert older.status == "active" and older.superseded_by is None  # nothing superseded: a link only
    assert older.metadata["displaced_by"]
    assert first(hs, "周报放在哪里写") == ["b"]
    # asked about something the older record does not say, nothing is brought in
    hits = hs.recall("午饭吃了什么", user_id="u", k=10, reinforce=False).hits
    assert ["b"] not in [h.record.source_ids for h in hits]


def test_a_change_ranks_above_only_the_clause_holding_what_it_gives_up(hs: Hindsight) -> None:
    tell(hs, "I drive a Honda Civic and I live in Leeds, near the station.", "a", 0)
    tell(hs, "we traded in the Civic for a Mazda CX-5", "b", 30)
    assert first(hs, "what car do I drive?") == ["b"]
    # the clause holding the Civic ends at "and": the home is another clause
    assert first(hs, "where do I live?", k=5) == ["a"]


def test_asked_about_the_user_the_speakers_frame_is_no_clause_asked_about(hs: Hindsight) -> None:
    # "The user said" shares "user" with the question: it made the first clause of every record "asked about"
    tell(hs, "training for a half marathon in April. running 20 miles a week right now", "a", 0)
    tell(hs, "decided to skip the april half. signed up for a 10k in June instead", "b", 30)
    assert first(hs, "How many miles a week is the user running?", k=5) == ["a"]
    assert first(hs, "What race is the user training for?") == ["b"]


def test_an_answer_to_the_question_asked_is_asked_about_what_it_holds(tmp_path: Path, minilm) -> None:
    # "aluminum Trek Domane, 2018" answers "What bike are you on?": the clause holding the Domane is what
    # "what bike do I ride now?" asks about, though its own words share none with it (the real model: a hash
    # embedder ranks the change first by itself)
    with Hindsight(tmp_path, embedder=minilm) as hs:
        hs.retain(
            [
                {"role": "assistant", "content": "Great goal! What bike are you on?", "id": "q"},
                {"role": "user", "content": "aluminum Trek Domane, 2018", "id": "old"},
            ],
            user_id="u",
            session_id="a",
            occurred_at=T0,
        )
        tell(hs, "I treated myself after, sold the Domane and got a carbon Canyon Endurace", "new", 90)
        assert first(hs, "what bike do I ride now?") == ["new"]
        assert first(hs, "what bike does the user ride now") == ["new"]


def test_a_record_matched_by_meaning_is_asked_about_its_first_clause(hs: Hindsight) -> None:
    # no clause shares a word with the question: what the record is about, its first clause, was asked
    tell(hs, "kindle paperwhite, I read in bed every night", "a", 0)
    tell(hs, "my kindle died, replaced it with a kobo libra colour", "b", 30)
    assert first(hs, "What e-reader do I have now?") == ["b"]
    assert first(hs, "What e-reader does the user have now?") == ["b"]


def test_an_employer_left_by_name_ranks_above_the_job_held_there(hs: Hindsight) -> None:
    tell(hs, "I work as an audit associate at Deloitte in Bengaluru, so study time is limited.", "a", 0)
    tell(hs, "Actually I have left Deloitte, joined EY from June as senior associate.", "b", 60)
    assert first(hs, "where do I work now?") == ["b"]


@pytest.mark.parametrize(
    ("old", "new", "question"),
    [
        ("I earn 52k as a quantity surveyor at Arcadis", "got a raise, 58k now", "how much do I earn now?"),
        ("My salary is $95k.", "Good news: I got a raise to $104k!", "what is my salary?"),
        ("工资一个月一万八，说实话不太够花", "涨薪了现在一个月两万五", "我现在一个月工资多少"),
    ],
)
def test_what_one_earns_is_a_slot_a_raise_supersedes(
    hs: Hindsight, old: str, new: str, question: str
) -> None:
    tell(hs, old, "a", 0)
    tell(hs, new, "b", 90)
    assert first(hs, question) == ["b"]
    before = next(
        r for r in hs.list_records(user_id="u", statuses=("active", "archived")) if r.source_ids == ["a"]
    )
    assert before.superseded_by is not None


@pytest.mark.parametrize(
    "text",
    ["I got a raise of 3k", "my wife makes 60k", "I make 3 cakes a day", "我老公工资一个月两万", "I'm on it"],
)
def test_no_income_is_read_from_a_raise_size_someone_elses_pay_or_a_count(text: str) -> None:
    from hindsight_core.extraction.cues import find_attributes

    assert [m for m in find_attributes(text) if m.attribute == "income"] == []


@pytest.mark.parametrize(
    ("old", "new", "question"),
    [
        (
            "I work at the Co-op head office in Manchester, in marketing",
            "left the Co-op, I'm at the BBC in MediaCity now",
            "where did I work before the BBC?",
        ),
        (
            "I have been prescribed metformin, 500 mg twice a day",
            "Dr Okafor has increased the metformin to 1000 mg twice a day",
            "what was my metformin dose before it was increased?",
        ),
        (
            "Our team uses Basecamp for planning.",
            "We dumped Basecamp, our team plans everything in Notion now.",
            "what did our team use for planning before Notion?",
        ),
    ],
)
def test_asked_for_the_value_before_the_statement_given_up_ranks_above_the_change(
    hs: Hindsight, old: str, new: str, question: str
) -> None:
    tell(hs, old, "a", 0)
    tell(hs, new, "b", 60)
    assert first(hs, question) == ["a"]


@pytest.mark.parametrize(
    ("text", "given_up"),
    [
        ("I stopped drinking coffee.", [("coffee",)]),  # a habit stopped with its verb: the thing given up
        ("I quit smoking last year.", [("smoking",)]),
        ("I stopped smoking.", [("smoking",)]),
        ("gave up eating meat in January", [("eating", "meat"), ("meat",)]),  # either finds "I eat meat"
        ("I'm no longer vegetarian, doctor's orders", [("vegetarian",)]),
        ("I no longer eat gluten", [("gluten",)]),
        ("我戒烟了", [("烟",)]),
        ("戒掉奶茶两个月了", [("奶茶",)]),
        ("I'm divorced now.", [("married",), ("separated",)]),  # one's own new state gives up the one before
        ("We got married in June!", [("engaged",), ("single",)]),
        ("我离婚了", [("结婚",), ("已婚",)]),
        # a relationship ended, with whom said before the verb
        ("对了跟你说 我跟那个只看NBA的分手了", [("男朋友",), ("女朋友",), ("对象",)]),
        ("我和他离婚了", [("结婚",), ("已婚",)]),
        ("so we broke up in the summer", [("boyfriend",), ("girlfriend",), ("partner",)]),
        ("Civic finally died on the motorway, so I bought a 2019 Skoda Octavia.", [("civic",)]),
        ("We switched to Coava for beans, Heart put their prices up 18 percent.", [("heart",)]),
        (
            "We've moved the rice to a wholesaler in Leicester called Spice Valley, Bestway was too much driving.",
            [("bestway",)],
        ),
    ],
)
def test_a_habit_stopped_a_state_changed_and_a_thing_replaced_give_up_the_old(
    text: str, given_up: list[tuple[str, ...]]
) -> None:
    assert list(displaced_terms(text)) == given_up


@pytest.mark.parametrize(
    "text",
    [
        "I stopped at the bakery on the way home",  # a halt, no habit
        "my sister got divorced last year",  # someone else's state
        "Priya got married in Goa",
        "my sister broke up with him",  # someone else's relationship
        "我妹跟她老公离婚了",
        "我已经不在乎了",  # 不在 is no place here
        "I'm not sure the car is worth fixing",
        "I bought a new Bosch drill for the shelves",  # bought, with nothing in trouble beside it
        "I replaced it with a new one",  # what "it" was, unsaid
        "the shop closed early today",  # a shop closing, not something closed
        "the gym closed down",
        "I returned to work in March",  # back somewhere, nothing given back
        "I returned home late",
    ],
)
def test_a_halt_someone_elses_state_and_a_purchase_give_nothing_up(text: str) -> None:
    assert displaced_terms(text) == ()


@pytest.mark.parametrize(
    ("before", "after", "question"),
    [
        ("I drink coffee every morning.", "I stopped drinking coffee.", "do I drink coffee?"),
        ("I smoke.", "I quit smoking last year.", "do I smoke?"),  # smoking / smoke: the same habit
        ("I'm married.", "I'm divorced now.", "am I married?"),
        ("我男朋友只看NBA 说我看剧浪费时间", "对了跟你说 我跟那个只看NBA的分手了", "我现在还有男朋友吗"),
        (
            "my boyfriend Tom is a chef, works nights",
            "we broke up in the summer, I'm fine honestly",
            "do I have a boyfriend?",
        ),
        ("北京 买湖南剁椒有点难（回答助手：你在哪个城市？）", "我回长沙了 不在北京干了", "我现在在哪个城市"),
        # a one-clause statement was matched for what it holds, though it names no "car"
        ("I have a Honda Civic.", "I sold my Honda Civic and bought a Tesla.", "what car do I have?"),
        (
            "my budgeting app is Emma, it's fine",
            "update: moved to monzo, closed emma. the pots thing is addictive",
            "which budgeting app do I use these days?",
        ),
        (
            "kindle paperwhite, I read in bed every night",
            "my kindle died, replaced it with a kobo libra colour. I like the page buttons",
            "What e-reader do I have now?",
        ),
        (
            "I do my Spanish on Babbel every night",
            "dropped babbel, doing conversation classes at the community center now",
            "how am I learning Spanish these days?",
        ),
        (
            "our nanny Rosa picks the kids up at 3",
            "we let Rosa go, the kids do the after-school club now",
            "who picks up my kids?",
        ),
        (
            "I sing in a choir called The Tuesday Voices",
            "the tuesday voices folded in spring, I joined a gospel group",
            "which choir do I sing in?",
        ),
        (
            "streaming: I pay for Peacock, Hulu and Max",
            "cancelled Peacock and Hulu. kept Max",
            "do I still pay for Hulu?",
        ),
        (
            "my email is on Outlook, has been forever",
            "moved everything to Fastmail after 12 years on Outlook",
            "which email provider do I use?",
        ),
        ("我用的是广发和交通银行的信用卡", "把广发和交通的都注销了，只留招行", "我现在用哪家的信用卡"),
        (
            "I work night shifts at the hospital",
            "moved to the day clinic, no more nights, finally",
            "what shifts do I work now?",
        ),
        (
            "I share a flat in Benimaclet with two girls",
            "I am not anymore in Benimaclet, I moved with Pablo to Ruzafa",
            "who do I live with now?",
        ),
        (
            "my daily supervisor is Dr Janssen, we meet every Monday",
            "Dr Janssen has left for a position at Deltares, so Dr Okonkwo supervises me now",
            "who is my daily supervisor?",
        ),
        ("我住在厂里的宿舍，八个人一间", "我搬出宿舍了，跟老乡在城中村合租了一个两房", "我现在住在哪里"),
        (
            "I drive the 38 bus, 9 hours sitting",
            "I'm driving the N73 now instead of the 38. Any tips?",
            "Which bus route do I drive?",
        ),
        ("医生说跟俺天天喝啤酒有关系", "跟你汇报下 啤酒俺戒了 现在改喝茶", "我现在还喝啤酒吗"),
        (
            "I have Crohn's, it's under control with Stelara injections every 8 weeks.",
            "Stelara got moved to every 6 weeks, my doctor thinks it was wearing off.",
            "How often do I get my Stelara injection now?",
        ),
    ],
)
def test_a_change_said_in_plain_words_ranks_above_what_it_ends(
    hs: Hindsight, before: str, after: str, question: str
) -> None:
    tell(hs, before, "old", 0)
    tell(hs, after, "new", 30)
    assert first(hs, question) == ["new"]


def test_someone_elses_divorce_leaves_ones_own_marriage_first(hs: Hindsight) -> None:
    tell(hs, "I'm married, two kids.", "old", 0)
    tell(hs, "my sister got divorced last year", "new", 30)
    assert first(hs, "am I married?") == ["old"]


def test_a_change_said_by_another_speaker_of_the_chat_leaves_the_statement_first(tmp_path: Path) -> None:
    # two people in one conversation: Bob's "not vegetarian anymore" changes nothing Alice said
    with Hindsight(tmp_path) as hs:
        hs.retain(
            [
                {
                    "role": "user",
                    "content": "I'm vegetarian, have been for years.",
                    "id": "a1",
                    "name": "Alice",
                },
                {
                    "role": "user",
                    "content": "Monitoring at my shop is New Relic.",
                    "id": "a2",
                    "name": "Alice",
                },
            ],
            user_id="u",
            session_id="s1",
            occurred_at=T0,
        )
        hs.retain(
            [
                {
                    "role": "user",
                    "content": "I'm not vegetarian anymore, started eating fish.",
                    "id": "b1",
                    "name": "Bob",
                },
                {
                    "role": "user",
                    "content": "we dumped new relic at my place, grafana now",
                    "id": "b2",
                    "name": "Bob",
                },
            ],
            user_id="u",
            session_id="s2",
            occurred_at=T0 + timedelta(days=20),
        )
        assert hs.recall("is Alice vegetarian?", user_id="u", k=2).hits[0].record.source_ids == ["a1"]
        assert hs.recall("what monitoring tool does Alice use?", user_id="u", k=2).hits[
            0
        ].record.source_ids == ["a2"]


def test_a_break_up_answers_a_question_about_the_relationship_not_about_the_partner(hs: Hindsight) -> None:
    tell(hs, "my boyfriend Kevin lives in Jersey City, he's a nurse", "old", 0)
    tell(hs, "kevin and I broke up last week", "new", 30)
    assert first(hs, "Where does Kevin live?") == ["old"]  # his home did not change
    assert first(hs, "Do I have a boyfriend?") == ["new"]


def test_a_plan_that_did_not_come_about_gives_way_to_what_happened(hs: Hindsight) -> None:
    tell(hs, "Planning our May holiday with my sister: a week in Crete, staying in Chania.", "a", 0)
    tell(
        hs,
        "Back home! Flights were silly money so Crete didn't happen, we took the train to the Alps.",
        "b",
        40,
    )
    assert first(hs, "Where did the user spend the May holiday?") == ["b"]
