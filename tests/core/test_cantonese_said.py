"""Written Cantonese as Hong Kong types it, read as the same said in Mandarin: 係 is 是 (我係護士 is 我是护士, a job;
我生日係三月五號 a birthday), so a later 我而家係工程師 is a change of job as 我现在是工程师 is. Mandarin's 系 (关系,
系统, 日系, 我们系 for a department, 系好安全带) stays as written."""

from __future__ import annotations

from datetime import timedelta

import pytest

from hindsight_core import Hindsight
from hindsight_core.cjk import from_cantonese
from hindsight_core.extraction.cues import find_attributes, statements
from tests.core.retain_helpers import T0, by_source, still_held, tell
from tests.core.slot_helpers import own_slots


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("我係護士", ("job", "护士")),
        ("我而家係工程師", ("job", "工程师")),
        ("我係一個老師", ("job", "老师")),
        ("我生日係三月五號", ("birthday", "三月五号")),
        ("我嘅生日係三月五號", ("birthday", "三月五号")),
        ("我最鍾意嘅顏色係藍色", ("favorite_color", "蓝色")),
    ],
)
def test_the_cantonese_copula_says_what_one_is(text: str, slot: tuple[str, str]) -> None:
    assert own_slots(text) == [slot]


@pytest.mark.parametrize(
    "text",
    [
        "我们系的老师人很好",
        "我喜欢日系的衣服",
        "我跟他没关系",
        "我系好安全带了",
        "他系着围裙",
        "我喜欢暖色系",
    ],
)
def test_mandarins_xi_is_no_copula(text: str) -> None:
    assert from_cantonese(text) == text


def test_a_job_said_in_cantonese_is_changed_by_the_next(real: Hindsight) -> None:
    tell(real, "我係護士", "m1", 0)
    tell(real, "我而家係工程師", "m2", 30)
    said = by_source(real)
    assert said["m1"].superseded_by == said["m2"].id


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("我食素", ("diet", "素食")),
        ("我食煙", ("does", "抽烟")),
        ("我唔食肉喇", ("diet", "素食")),
        ("我好鍾意食辣", ("likes", "吃辣")),
        ("我鍾意睇波", ("likes", "看波")),
    ],
)
def test_eating_watching_and_smoking_said_in_cantonese(text: str, slot: tuple[str, str]) -> None:
    assert own_slots(text) == [slot]


@pytest.mark.parametrize(
    "text",
    [
        "我喜欢美食",
        "去食堂吃饭",
        "我不食言",
        "我在食品公司上班",
        "我最近食欲不好",
        "他不食人间烟火",
        "喇叭坏了",
    ],
)
def test_mandarins_shi_is_no_verb(text: str) -> None:
    assert from_cantonese(text) == text


def test_tomorrow_asked_in_cantonese_finds_its_plan(real: Hindsight) -> None:
    tell(real, "明天要去看牙医", "m1", 0)
    tell(real, "我鍾意食壽司", "m2", 0.01)
    tell(real, "我女朋友叫阿玲", "m3", 0.02)
    hits = real.recall("聽日有咩安排", user_id="u", k=3, reinforce=False, now=T0 + timedelta(hours=2)).hits
    assert hits and hits[0].record.source_ids == ["m1"]


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("我個仔今年五歲", ("age", "5", "儿子")),
        ("我個女喺銀行返工", ("works_at", "银行", "女儿")),
        ("我老母住喺元朗", ("lives_in", "元朗", "妈妈")),
        ("我個女朋友叫阿欣", ("partner", "阿欣", None)),
        ("我個老闆叫陳生", ("boss", "陈生", None)),
        ("我隻貓叫咪咪", ("cat", "咪咪", None)),
    ],
)
def test_ones_own_said_with_the_counting_word(text: str, slot: tuple[str, str, str | None]) -> None:
    assert [(a.attribute, a.value, a.owner) for a in find_attributes(statements(text))] == [slot]


@pytest.mark.parametrize(
    "text", ["我个人觉得还行", "我个子不高", "我只想休息一下", "我部门的同事很好", "以后日子会好"]
)
def test_mandarins_counting_words_stay(text: str) -> None:
    assert from_cantonese(text) == text


def test_the_day_after_tomorrow_said_in_cantonese_is_dated(real: Hindsight) -> None:
    tell(real, "後日要交報告", "m1", 0)
    assert by_source(real)["m1"].attributes.get("mentioned_dates") == "2026-01-07"


@pytest.mark.parametrize(
    ("text", "status"),
    [
        ("我結咗婚", "married"),
        ("我離咗婚", "divorced"),
        ("我訂咗婚", "engaged"),
        ("我同阿明結咗婚", "married"),
    ],
)
def test_a_marriage_said_in_cantonese_is_a_status(text: str, status: str) -> None:
    assert own_slots(text) == [("marital_status", status)]


@pytest.mark.parametrize("text", ["我姐結咗婚", "等我結咗婚先算", "我同事结了婚", "我离了婚的朋友"])
def test_no_status_of_anothers_or_ahead(text: str) -> None:
    assert own_slots(text) == []


def test_a_divorce_said_in_cantonese_supersedes_the_marriage(real: Hindsight) -> None:
    tell(real, "我結咗婚", "m1", 0)
    tell(real, "我離咗婚", "m2", 300)
    said = by_source(real)
    assert said["m1"].superseded_by == said["m2"].id


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("我轉咗工，而家喺恒生", ("works_at", "恒生")),
        ("唔好再提我前度", ("avoid", "我前任")),
        ("唔好再推薦恐怖片", ("avoid", "恐怖片")),
    ],
)
def test_a_change_of_job_and_a_topic_to_avoid_said_in_cantonese(text: str, slot: tuple[str, str]) -> None:
    assert own_slots(text) == [slot]


@pytest.mark.parametrize("text", ["公司转工资了", "前度刘郎今又来"])
def test_mandarins_words_of_changing_stay(text: str) -> None:
    assert from_cantonese(text) == text


def test_a_change_of_job_said_in_cantonese_supersedes_the_employer(real: Hindsight) -> None:
    tell(real, "我喺匯豐返工", "m1", 0)
    tell(real, "我轉咗工，而家喺恒生", "m2", 100)
    said = by_source(real)
    assert said["m1"].superseded_by == said["m2"].id


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("我每個禮拜三去健身房", ("schedule_健身", "周三")),
        ("我每个星期三去健身房", ("schedule_健身", "周三")),
        ("每個禮拜二晚上我去打羽毛球", ("schedule_羽毛球", "周二")),
        ("我每個禮拜二同禮拜四去游泳", ("schedule_游泳", "周二、周四")),
    ],
)
def test_a_weekly_habit_said_with_every_one_of_the_week(text: str, slot: tuple[str, str]) -> None:
    assert own_slots(text) == [slot]


def test_a_weekly_habit_said_with_every_one_is_moved_by_the_next(real: Hindsight) -> None:
    tell(real, "我每個禮拜三去健身房", "m1", 0)
    tell(real, "我每個禮拜五去健身房", "m2", 30)
    said = by_source(real)
    assert said["m1"].superseded_by == said["m2"].id


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("我先生叫大偉", ("husband", "大伟", None)),
        ("我先生在台積電上班", ("works_at", "台积电", "老公")),
        ("我先生今年四十歲", ("age", "40", "老公")),
    ],
)
def test_ones_husband_said_as_xiansheng(text: str, slot: tuple[str, str, str | None]) -> None:
    assert [(a.attribute, a.value, a.owner) for a in find_attributes(statements(text))] == [slot]


@pytest.mark.parametrize("text", ["王先生是我老板", "先生您好", "陈先生明天来"])
def test_mr_stays_mr(text: str) -> None:
    assert from_cantonese(text) == text


@pytest.mark.parametrize(
    ("text", "dates"),
    [
        ("前日去咗飲茶", "2026-01-03"),
        ("聽晚要加班", "2026-01-06"),
        ("琴晚瞓唔著", "2026-01-04"),
        ("出年去日本", "2027-01-01/2027-12-31"),
        ("舊年搬咗嚟香港", "2025-01-01/2025-12-31"),
    ],
)
def test_days_nights_and_years_said_in_cantonese_are_dated(real: Hindsight, text: str, dates: str) -> None:
    tell(real, text, "m1", 0)
    assert by_source(real)["m1"].attributes.get("mentioned_dates") == dates


@pytest.mark.parametrize("text", ["公司出年终奖了", "辞旧年迎新年", "前日本首相来访", "以前日子很苦"])
def test_mandarins_years_and_days_stay(text: str) -> None:
    assert from_cantonese(text) == text


@pytest.mark.parametrize(
    "ended", ["我辭咗職", "我已經 quit 咗份工", "我俾人炒咗", "我炒咗老闆魷魚", "我辞了职"]
)
def test_a_job_left_as_hong_kong_says_it_ends_the_employer(real: Hindsight, ended: str) -> None:
    assert still_held(real, "我喺匯豐返工", ended)[0] is False


@pytest.mark.parametrize("said", ["我老公俾人炒咗", "如果我俾人炒咗", "我想quit咗份工", "我quit咗gym"])
def test_no_job_left_of_anothers_a_supposition_or_a_gym(real: Hindsight, said: str) -> None:
    assert still_held(real, "我喺匯豐返工", said)[0] is True


@pytest.mark.parametrize("ended", ["我同阿明分咗手", "我和阿明分了手", "我同男朋友分咗手"])
def test_a_break_up_said_with_its_verb_split_ends_the_partner(real: Hindsight, ended: str) -> None:
    assert still_held(real, "我男朋友叫阿明", ended)[0] is False


@pytest.mark.parametrize("text", ["我同事分手了", "我同事同佢男朋友分咗手", "佢同男朋友分咗手"])
def test_no_break_up_of_anothers(text: str) -> None:
    assert own_slots(text) == []
