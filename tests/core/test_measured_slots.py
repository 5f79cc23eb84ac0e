"""A change of a value said in everyday words (the weight weighed again, a medication's dose raised, 营业额涨到
十五万了, 新mentor是Callum, 另外涨薪了，现在一个月两万五, "Sam changed his number, it's 555-0199 now", "The dentist
moved my appointment to the 25th", 羽毛球改成周二周四了) fills the slot the older value filled: the older record is superseded and
recall answers with the newer. Someone else's value (my dog's weight, a friend's shop, Sam's number) or another
slot (mentor and manager, two medications) changes nothing of the speaker's; a filler ("actually") is no part of
a value, so the same value said again is no change."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction.cues import find_attributes
from hindsight_core.models import ALL_STATUSES

T0 = datetime(2026, 8, 10, 9, tzinfo=UTC)


def tell(hs: Hindsight, text: str, id_: str, day: int, name: str = "Zhao") -> None:
    hs.retain(
        [{"role": "user", "content": text, "id": id_, "name": name}],
        user_id="u",
        session_id=f"s{day}",
        occurred_at=T0 + timedelta(days=day),
    )


def slots(text: str) -> list[tuple[str, str, str | None]]:
    return [(m.attribute, m.value, m.owner) for m in find_attributes(text)]


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        # weight
        ("I weigh 80 kg now.", ("weight", "80kg", None)),
        ("I'm down to 78kg!", ("weight", "78kg", None)),
        ("My weight is now 70.5 kg.", ("weight", "70.5kg", None)),
        ("今天称了体重，68.5公斤。", ("weight", "68.5公斤", None)),
        ("今天称了66公斤，瘦了两公斤半！", ("weight", "66公斤", None)),
        ("我体重降到了130斤", ("weight", "130斤", None)),
        ("我现在66公斤了", ("weight", "66公斤", None)),
        # said as what one is, as one's weight now, or with the speaker left out
        ("mostly to lose weight. I'm 92 kg right now, 178 cm.", ("weight", "92kg", None)),
        ("current weight 83 kg, plateaued a bit", ("weight", "83kg", None)),
        ("现在62公斤了！", ("weight", "62公斤", None)),
        ("down to 80 kg now!", ("weight", "80kg", None)),
        ("Lost 3 kg this month, finally down to 79.5 kg", ("weight", "79.5kg", None)),
        # a medication's dose or how often
        ("I take 10 mg of sertraline every morning.", ("dose_sertraline", "10mg every morning", None)),
        ("I take 10mg of lexapro every morning", ("dose_lexapro", "10mg every morning", None)),
        ("I take 20 mg of sertraline at night", ("dose_sertraline", "20mg at night", None)),
        ("My doctor increased my sertraline to 20 mg.", ("dose_sertraline", "20mg", None)),
        ("I take metformin twice a day.", ("dose_metformin", "twice a day", None)),
        ("I'm on 20mg of sertraline now.", ("dose_sertraline", "20mg", None)),
        # the amount after the medication, back on it, on it a while, or put on it by a doctor
        ("I'm on atorvastatin too, 20mg at night", ("dose_atorvastatin", "20mg at night", None)),
        ("I'm on sertraline, 100mg", ("dose_sertraline", "100mg", None)),
        ("I've been on Lexapro 10mg for a year", ("dose_lexapro", "10mg", None)),
        ("My GP put me on 50mg sertraline.", ("dose_sertraline", "50mg", None)),
        ("I'm back on sertraline, 50mg every morning.", ("dose_sertraline", "50mg every morning", None)),
        # after what the speaker has ("I have type 2 diabetes and take ...")
        (
            "I have type 2 diabetes and take 500 mg of metformin twice a day.",
            ("dose_metformin", "500mg twice a day", None),
        ),
        (
            "I was diagnosed with depression and take sertraline every morning.",
            ("dose_sertraline", "every morning", None),
        ),
        ("我每天吃二甲双胍，一次500mg，一天两次。", ("dose_二甲双胍", "一次500mg，一天两次", None)),
        ("医生说二甲双胍可以减到一天一次了。", ("dose_二甲双胍", "一天一次", None)),
        ("我在吃阿司匹林，每天一片", ("dose_阿司匹林", "每天一片", None)),
        # the speaker's, someone else named before them or a doctor telling it
        ("医生让我吃二甲双胍，一天两次", ("dose_二甲双胍", "一天两次", None)),
        ("我和我妈都在吃降压药，一天一片", ("dose_降压药", "一天一片", None)),
        # a person's role to the speaker, the English word in Chinese
        ("新mentor是Callum，Jason调去新加坡了。", ("mentor", "Callum", None)),
        ("我的新manager叫Priya。", ("manager", "Priya", None)),
        # what one earns, said after another word
        ("好！另外涨薪了，现在一个月两万五。", ("income", "两万五", None)),
        # a raise given, or said with 到 (none filled the slot: the salary said before answered 我现在工资多少)
        ("公司刚融了B轮 给我调薪了 现在4万2", ("income", "4万2", None)),
        ("我涨薪到两万了", ("income", "两万", None)),
        # revenue
        ("营业额一个月大概十二万。", ("revenue", "十二万", None)),
        ("这个月营业额涨到十五万了！", ("revenue", "十五万", None)),
        # ... said roughly, kept as said (多, 出头, 左右 once dropped: 十五万多 read as 十五万)
        ("营业额涨到十五万多了", ("revenue", "十五万多", None)),
        ("这个月流水三十多万", ("revenue", "三十多万", None)),
        ("店里营业额一个月十二万出头", ("revenue", "十二万出头", None)),
        ("我们店营业额一个月八万左右", ("revenue", "八万左右", None)),
        ("我们店营业额一个月二十来万", ("revenue", "二十来万", None)),
        # the month said before 营业额 (no revenue read before)
        ("我们店一个月营业额二十来万", ("revenue", "二十来万", None)),
        # how it went said first, then the amount (nothing was read before)
        ("这个月营业额有点差 才五万多", ("revenue", "五万多", None)),
        ("我们店这个月营业额太差了，就三万出头", ("revenue", "三万出头", None)),
        ("营业额还不错，有十二万", ("revenue", "十二万", None)),
        ("这个月营业额还行 差不多十万", ("revenue", "十万", None)),
        ("营业额下降了 现在一个月七万", ("revenue", "七万", None)),
        # the shop said by its kind (奶茶店, 火锅店)
        ("我们奶茶店一个月流水十来万", ("revenue", "十来万", None)),
        ("店里一个月营业额十二万", ("revenue", "十二万", None)),
        ("我们每个月流水大概三十万", ("revenue", "三十万", None)),
        ("我月薪一万来块", ("income", "一万来", None)),
        ("我年薪三十来万", ("income", "三十来万", None)),
        ("我月薪一万五左右", ("income", "一万五左右", None)),
        ("Our monthly revenue is now $150k.", ("revenue", "$150k", None)),
        # a named person's number: theirs
        ("Sam's number is 555-0142.", ("phone", "555-0142", "Sam")),
        ("Sam changed his number, it's 555-0199 now.", ("phone", "555-0199", "Sam")),
        ("小王换号了，新号码是13812345678", ("phone", "13812345678", "小王")),
        # an appointment's day
        ("I have a dentist appointment on the 18th at 2.", ("appointment_dentist", "18th at 2", None)),
        ("The dentist moved my appointment to the 25th.", ("appointment_dentist", "25th", None)),
        (
            "My doctor's appointment got moved to Friday at 3pm.",
            ("appointment_doctor", "Friday at 3pm", None),
        ),
        ("牙医预约改到25号了", ("appointment_dentist", "25号", None)),
        ("我周二要看牙医。", ("appointment_dentist", "周二", None)),
        ("我约了12号下午三点看牙医。", ("appointment_dentist", "12号下午三点", None)),
        # of a kind with someone named, or a flight to a place named: the kind and the name are the slot
        ("I have a meeting with Priya on Tuesday.", ("appointment_meeting_priya", "Tuesday", None)),
        ("Priya moved our meeting to Friday.", ("appointment_meeting_priya", "Friday", None)),
        ("My call with Dr Lee is on the 18th.", ("appointment_call_dr_lee", "18th", None)),
        (
            "The airline moved my flight to New York to Sunday.",
            ("appointment_flight_new_york", "Sunday", None),
        ),
        ("跟王经理的会议推到下周一了。", ("appointment_meeting_王经理", "下周一", None)),
        ("去东京的航班改到周六了", ("appointment_flight_东京", "周六", None)),
        # the days of a habit, in the week's order
        ("我每周二和周五晚上打羽毛球。", ("schedule_羽毛球", "周二、周五", None)),
        ("羽毛球改成周二周四了，周五场地没了。", ("schedule_羽毛球", "周二、周四", None)),
        ("我每周三下午3点打网球", ("schedule_网球", "周三", None)),
        # ... the days said before the speaker
        ("每周三晚上我去打羽毛球", ("schedule_羽毛球", "周三", None)),
        ("每周二周四我都去游泳", ("schedule_游泳", "周二、周四", None)),
        ("I play badminton every Friday and Tuesday.", ("schedule_badminton", "Tuesday, Friday", None)),
        ("Badminton moved to Thursdays.", ("schedule_badminton", "Thursday", None)),
        # physio, said as a habit of days
        ("I go to physio every Tuesday and Thursday.", ("schedule_physio", "Tuesday, Thursday", None)),
        ("我每周二和周四去做理疗。", ("schedule_理疗", "周二、周四", None)),
        # a filler is no part of the value
        ("Small correction: my birthday is actually July 21, not July 12.", ("birthday", "July 21", None)),
        ("我的生日其实是7月21日。", ("birthday", "7月21日", None)),
        ("我的老板现在是王明。", ("boss", "王明", None)),
    ],
)
def test_the_slot_of_a_value_said_in_everyday_words(text: str, slot: tuple[str, str, str | None]) -> None:
    assert slot in slots(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("我体重六十五公斤", "65公斤"),
        ("体重降到六十五公斤了", "65公斤"),
        ("我现在一百二十斤", "120斤"),
        ("瘦到一百一十八斤了", "118斤"),
        ("我体重六十五点五公斤", "65.5公斤"),
        ("我体重一百三十五斤", "135斤"),
    ],
)
def test_a_weight_said_in_chinese_numerals_is_the_same_weight_in_figures(text: str, value: str) -> None:
    # 我体重六十五公斤 filled no weight, as 我体重65公斤 did
    assert ("weight", value, None) in slots(text)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a weight reached, said with when (最近, 这个月, 又): these filled none
        ("最近瘦到105斤了", "105斤"),
        ("最近瘦到一百零五斤了", "105斤"),
        ("这个月又胖到130斤了", "130斤"),
        ("我最近减到62公斤了", "62公斤"),
    ],
)
def test_a_weight_reached_lately_is_the_weight(text: str, value: str) -> None:
    assert ("weight", value, None) in slots(text)


@pytest.mark.parametrize("text", ["狗狗最近胖到二十斤了", "我想最近瘦到一百斤", "我老婆最近瘦到九十斤了"])
def test_a_weight_reached_lately_by_another_or_wished_is_none_of_the_speakers(text: str) -> None:
    assert [s for s in slots(text) if s[0] == "weight" and s[2] is None] == []


@pytest.mark.parametrize(
    ("text", "value"),
    [
        # a weight said with no unit: these filled none
        ("my weight is 172", "172"),
        ("I weigh 172 now", "172"),
        ("my weight is down to 168", "168"),
        ("my weight is up to 180 ugh", "180"),
        # ... and in Chinese (read as no weight, an older one said with its unit was lifted above it)
        ("体重80 体脂18", "80"),
        ("体重78了 体脂19%", "78"),
        ("今天体重65.5", "65.5"),
    ],
)
def test_a_weight_said_with_no_unit_is_the_weight(text: str, value: str) -> None:
    assert ("weight", value, None) in slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "my dog's weight is 30",
        "I weigh 2 more than last week",
        "I weigh 5",
        "I weigh like 3 times as much as her",
        "体重80%",
        "体重增加了5",
        "我老公体重80",
        "狗狗体重12",
    ],
)
def test_no_weight_of_the_speakers_said_with_no_unit_in_another_or_a_difference(text: str) -> None:
    assert [s for s in slots(text) if s[0] == "weight" and s[2] is None] == []


@pytest.mark.parametrize(
    "text",
    [
        "买了二十斤大米",
        "狗狗现在三十斤了",
        "我搬了五十斤的东西",
        "我女朋友九十斤",
        "我想瘦到一百斤",
        "我以前一百六十斤",
        "我扛了一百斤的米上楼",
        "那个箱子六十斤",
        "今天买了十斤橘子",
    ],
)
def test_a_weight_in_chinese_numerals_of_another_or_of_a_thing_is_none_of_the_speakers(text: str) -> None:
    assert [s for s in slots(text) if s[0] == "weight" and s[2] is None] == []


@pytest.mark.parametrize(
    "text",
    [
        "My dog weighs 12 kg.",
        "我家狗20公斤。",
        "狗狗今天称了20公斤",
        "买了5公斤大米",
        "狗狗现在20公斤了",
        "The dog is down to 12 kg.",
        "got the suitcase down to 23 kg",
        "Down to 5 kg of rice, need to shop",
        "my dog's weight is 12 kg",
        "I'm 5 kg heavier than last year",
        "I lifted 100 kg today.",
        "I take the bus twice a day.",
        "My kids have asthma and take 2 puffs of salbutamol.",
        "I have a dog and take him for walks twice a day.",
        "they put me on hold twice a day lol",
        "I'm on instagram too, every day",
        "My mom's GP put her on 50mg sertraline.",
        "朋友店里营业额有二十万",
        # (a loss said after how it went is no revenue)
        "这个月营业额很差，亏了五万",
        "他的号码是13912345678",
        "Sam's number is on the fridge.",
        # a relative's medicine, said in Chinese (the speaker's own, said beside it, is theirs)
        "我爸在吃二甲双胍，一天两次",
        "我妈有高血压，每天吃降压药，一天一片",
        "我爸的降压药减到一天一片了",
        "孩子在吃阿莫西林，一天三次",
        "老王在吃降压药，每天一片",
        "每周三晚上我儿子去打羽毛球",
    ],
)
def test_no_slot_of_the_speakers_in_another_ones_value(text: str) -> None:
    assert [s for s in slots(text) if s[2] is None] == []


@pytest.mark.parametrize(
    "text",
    [
        "The meeting with Priya on Tuesday went well.",
        "I had a meeting with Priya on Tuesday.",
        "我周二看牙医了。",
        "We moved our meeting to Friday.",
    ],
)
def test_no_appointment_slot_in_a_visit_done_or_a_meeting_with_no_one_named(text: str) -> None:
    assert [s for s in slots(text) if s[0].startswith("appointment_")] == []


@pytest.mark.parametrize(
    "text", ["I have physio on Tuesday.", "Physio moved to Wednesday.", "理疗改到周三了。"]
)
def test_one_visit_of_physio_is_no_schedule(text: str) -> None:
    assert [s for s in slots(text) if s[0].startswith("schedule_")] == []


@pytest.mark.parametrize(
    "text",
    [
        "I'm on Twitter daily",
        "I'm on reddit every day",
        "I'm on Slack twice a day",
        "I'm on call twice a week",
    ],
)
def test_how_often_one_is_on_an_app_or_a_call_is_no_dose(text: str) -> None:
    """ "I'm on Twitter daily" was a dose of Twitter, "daily" (``dose_twitter``), as "I'm on sertraline daily" is."""
    assert [s for s in slots(text) if s[0].startswith("dose_")] == []
    assert slots("I'm on sertraline daily") == [("dose_sertraline", "daily", None)]


def test_two_medications_and_two_roles_are_two_slots() -> None:
    assert {s[0] for s in slots("I take metformin twice a day and I take 10 mg of sertraline.")} == {
        "dose_metformin",
        "dose_sertraline",
    }
    assert slots("我的mentor是Jason。")[0][0] != slots("我的新manager叫Priya。")[0][0]
    # the speaker's own number, said after someone else's, is the speaker's (and Anna's hers)
    assert sorted(slots("Anna's number is 555-0100 and mine is 555-0222."), key=str) == [
        ("phone", "555-0100", "Anna"),
        ("phone", "555-0222", None),
    ]


@pytest.mark.parametrize(
    ("before", "change", "question", "name"),
    [
        ("月薪两万，房租占比还可以。", "好！另外涨薪了，现在一个月两万五。", "我现在月薪多少？", "Zhao"),
        ("今天称了体重，68.5公斤。", "今天称了66公斤，瘦了两公斤半！", "我现在多重？", "Zhao"),
        ("我体重七十公斤", "体重降到六十五公斤了", "我现在体重多少", "Zhao"),
        ("I weigh 82 kg.", "Weighed myself this morning: 79.5 kg!", "How much do I weigh?", "Sofia"),
        ("我的mentor是Jason。", "新mentor是Callum，Jason调去新加坡了。", "我的mentor是谁？", "Zhao"),
        ("我每天吃二甲双胍，一次500mg，一天两次。", "医生说二甲双胍可以减到一天一次了。", "二甲双胍一天吃几次？", "Zhao"),
        ("I take 10 mg of sertraline every morning.", "My doctor increased my sertraline to 20 mg.",
         "How much sertraline do I take?", "Sofia"),
        ("I take 50mg sertraline every morning.", "I'm on sertraline, 100mg now.", "What dose of sertraline am I on?",
         "Sofia"),
        ("I take 50mg sertraline every morning.", "My GP put me on 100mg sertraline.",
         "What dose of sertraline am I on?", "Sofia"),
        ("Sam's number is 555-0142.", "Sam changed his number, it's 555-0199 now.", "What is Sam's number?", "Jake"),
        ("I have a dentist appointment on the 18th at 2.", "The dentist moved my appointment to the 25th.",
         "When is my dentist appointment?", "Sofia"),
        # an appointment moved to another day, said in the day's name; with someone named; a flight
        ("My dentist appointment is on Tuesday.", "The dentist moved my appointment to Thursday.",
         "When is my dentist appointment?", "Sofia"),
        ("我周二要看牙医。", "牙医改到周四了。", "我什么时候看牙医？", "Zhao"),
        ("I have a meeting with Priya on Tuesday.", "The meeting with Priya was moved to Thursday.",
         "When is my meeting with Priya?", "Sofia"),
        ("我周二和小王开会。", "和小王的会改到周四了。", "我和小王什么时候开会？", "Zhao"),
        ("My flight to Tokyo is on Friday.", "My flight to Tokyo got moved to Saturday.", "When is my flight to Tokyo?",
         "Sofia"),
        ("营业额一个月大概十二万。", "这个月营业额涨到十五万了！", "一个月营业额多少？", "Zhao"),
        ("我每周二和周五晚上打羽毛球。", "羽毛球改成周二周四了，周五场地没了。", "我周几打羽毛球？", "Sun"),
        ("I play badminton every Tuesday and Friday.", "Badminton moved to Thursdays now.",
         "When do I play badminton?", "Sun"),
        ("I go to physio every Tuesday and Thursday.", "Physio moved to Wednesdays.", "What days do I have physio?",
         "Sofia"),
        ("我每周二和周四去做理疗。", "理疗改成每周三了。", "我周几做理疗？", "Zhao"),
        ("每周三晚上我去打羽毛球", "羽毛球改到周四晚上了", "我每周几打羽毛球", "Zhao"),
        # a habit given up ends the days it was done on
        ("我每周六早上打羽毛球。", "我现在不打羽毛球了。", "我还打羽毛球吗？", "Sun"),
    ],
)  # fmt: skip
def test_an_everyday_change_supersedes_the_older_value(
    tmp_path: Path, minilm, before: str, change: str, question: str, name: str
) -> None:
    with Hindsight(tmp_path, embedder=minilm) as hs:
        tell(hs, before, "old", 0, name)
        tell(hs, change, "new", 28, name)
        records = {r.source_ids[0]: r for r in hs.list_records(user_id="u", statuses=ALL_STATUSES)}
        old, new = records["old"], records["new"]
        assert old.superseded_by == new.id and old.valid_to is not None
        assert new.superseded_by is None and new.valid_to is None and old.id in new.conflicts_with
        assert hs.recall(question, user_id="u", k=3).hits[0].record.source_ids == ["new"]


@pytest.mark.parametrize(
    ("mine", "other"),
    [
        ("I weigh 82 kg.", "My dog weighs 12 kg now."),
        ("今天称了体重，68.5公斤。", "狗狗今天称了20公斤。"),
        ("我的mentor是Jason。", "我的新manager叫Priya。"),
        ("I take 10 mg of sertraline every morning.", "I take metformin twice a day."),
        ("I take 50mg sertraline every morning.", "I'm on atorvastatin too, 20mg at night."),
        ("My number is 555-0123.", "Sam changed his number, it's 555-0199 now."),
        ("我的手机号是13812345678", "小王换号了，新号码是13900001111"),
        ("I have a dentist appointment on the 18th at 2.", "I have a vet appointment on the 25th."),
        ("My dentist appointment is on Tuesday.", "I have a doctor's appointment on Thursday."),
        ("我周二要看牙医。", "我周四要看医生。"),
        ("I have a meeting with Priya on Tuesday.", "I have a meeting with Sam on Thursday."),
        ("我周二和小王开会。", "我周四和老李开会。"),
        ("My flight to Tokyo is on Friday.", "My flight to Osaka is on Saturday."),
        ("营业额一个月大概十二万。", "朋友店里营业额有二十万"),
        ("我每天吃二甲双胍，一次500mg，一天两次。", "我爸也在吃二甲双胍，一天三次。"),
        ("Small correction: my birthday is actually July 21, not July 12.", "My birthday is July 21."),
        ("我每周二和周五晚上打羽毛球。", "我每周二和周五打网球。"),
        ("I play badminton every Tuesday and Friday.", "I play badminton on Friday and Tuesday."),
    ],
)
def test_another_ones_value_or_the_same_value_changes_nothing(
    tmp_path: Path, minilm, mine: str, other: str
) -> None:
    with Hindsight(tmp_path, embedder=minilm) as hs:
        tell(hs, mine, "mine", 0)
        tell(hs, other, "other", 28)
        records = [r for r in hs.list_records(user_id="u", statuses=ALL_STATUSES) if "mine" in r.source_ids]
        assert records and all(r.superseded_by is None and r.valid_to is None for r in records)
        assert all(not r.conflicts_with for r in records)
