"""What one does for a living, said as what one is ("I'm a nurse", 我是一名护士, 我当护士十年了, 我当了三年经理): the
job slot, one value at a time, so "I'm a teacher now" a year later supersedes it and "What's my job?" / 我是做什么的
brings the new one first. What one is that names no work ("a night owl", "a huge Arsenal fan", "a terrible cook") or
no work now ("a retired teacher", 前护士) stays one of many things one is; an employer said with the job ("I'm a nurse
at St Mary's") is where one works."""

from __future__ import annotations

from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.models import ALL_STATUSES
from tests.core.recall_helpers import first
from tests.core.retain_helpers import by_source, tell
from tests.core.slot_helpers import own_slots, slots


@pytest.mark.parametrize(
    ("text", "job"),
    [
        ("I'm a nurse.", "nurse"),
        ("I am a registered nurse in Leeds", "registered nurse"),
        ("I'm a freelance graphic designer", "freelance graphic designer"),
        ("I've been a data scientist for six years", "data scientist"),
        ("I'm a truck driver, so I'm away a lot", "truck driver"),
        ("I'm a social worker", "social worker"),
        ("我是一名护士", "护士"),
        ("我是软件工程师", "软件工程师"),
        ("我是做设计的", "设计"),
        ("我当护士十年了", "护士"),
        ("我在医院当护士", "护士"),
        ("我做程序员五年了", "程序员"),
        ("我现在干销售", "销售"),
        # ... and for how long
        ("我在公司当了三年经理", "经理"),
        ("我干了五年程序员了", "程序员"),
        ("我在医院当了一年多护士", "护士"),
        ("我做了一年半销售", "销售"),
        ("我做了十几年的会计", "会计"),
        # as said in Taiwan and Hong Kong, and trades one names by their own word
        ("我是護理師", "护理师"),
        ("我是一名醫師", "医师"),
        ("我在銀行當櫃員", "柜员"),
        ("我是做業務的", "业务"),
        ("我是营养师", "营养师"),
        ("我是一名物理治疗师", "物理治疗师"),
        ("我现在是幼师", "幼师"),
        # said as what one is now (helper F's leftover: none filled the job)
        ("im a jr dev at a fintech startup", "jr dev"),
        ("I'm a backend dev", "backend dev"),
        ("我现在是护士", "护士"),
        ("我目前是一名老师了", "老师"),
        # a job found (a new one starting next week: the job said now)
        ("我找了个仓库管理员的工作 京东的仓库 下周去", "仓库管理员"),
        ("我找到一份程序员的工作", "程序员"),
        # a rank that is a job (护士长 read as no job; 站长 of a delivery station)
        ("我现在是护士长", "护士长"),
        ("我在快递站点做站长", "站长"),
        ("我现在是组长了", "组长"),
    ],
)
def test_what_one_does_for_a_living_fills_the_job_slot(text: str, job: str) -> None:
    assert ("job", job) in slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "I'm a night owl",
        "I'm a huge Arsenal fan",
        "I'm a terrible cook",
        "I'm a terrible driver",
        "I'm a retired teacher",
        "I'm a former nurse",
        "I'm an aspiring writer",
        "I'm a Scorpio",
        "I'm a people person",
        "我是北京人",
        "我是前护士",
        "我是他的老师",
        "我当时是老师",
        "我当真了",
        "我做饭",
        "我想当医生",
        "我以前当过老师",
        "我当过三年会计",
        "我做了三年的饭",
        "我干了一天活",
        "我妈在医院当护士",
        "下学期学校让我当班主任",
        "我想找个老师的工作",
        "我老公找了个司机的工作",
    ],
)
def test_no_job_in_what_names_no_work_of_the_speakers_now(text: str) -> None:
    assert not [s for s in own_slots(text) if s[0] == "job"]


@pytest.mark.parametrize(
    ("text", "employer"),
    [
        ("I'm a nurse at St Mary's", "St Mary's"),
        ("I am a software engineer at Google", "Google"),
        ("I'm a barista for Blue Bottle", "Blue Bottle"),
        ("I've been a nurse at St. Mary's for six years", "St. Mary's"),
    ],
)
def test_an_employer_said_with_the_job_is_where_one_works(text: str, employer: str) -> None:
    assert ("works_at", employer) in slots(text)


@pytest.mark.parametrize(
    ("text", "job", "employer"),
    [
        ("I'm a nurse at St Mary's", "nurse", "St Mary's"),
        ("I am a software engineer at Google", "software engineer", "Google"),
        ("I'm a barista at Blue Bottle", "barista", "Blue Bottle"),
        ("I'm a barista for Blue Bottle", "barista", "Blue Bottle"),
        ("I've been a nurse at St. Mary's for six years", "nurse", "St. Mary's"),
        ("I'm currently a senior product manager at Stripe", "senior product manager", "Stripe"),
        # (a name opening with a number's word: "One" was read as a count, and no employer)
        ("I'm a nurse practitioner at One Medical", "nurse practitioner", "One Medical"),
        ("I'm a developer at Two Sigma", "developer", "Two Sigma"),
    ],
)
def test_the_job_said_with_the_employer_is_read_too(text: str, job: str, employer: str) -> None:
    # before, the employer's rule held the words and the job was never read
    assert [s for s in slots(text) if s[0] in ("job", "works_at")] == [("works_at", employer), ("job", job)]


@pytest.mark.parametrize(
    "text",
    [
        "I'm a student at UCLA",
        "I'm a former nurse at Kaiser",
        "I'm a regular at Starbucks",
        "I'm a regular at Joe's bar",
        "I'm a guest at the Hilton",
        "I'm a member at Equinox",
        "I'm a volunteer at the food bank",
        "I'm a patient at Kaiser",
        "I'm a huge fan of the Lakers",
        "If I were a nurse at St Mary's I'd quit",
        "if I'm a nurse at Kaiser next year, great",
        "when I'm a doctor at Mass General I'll buy a boat",
        "my wife is a nurse at St Mary's",
        "Is she a nurse at St Mary's?",
        "I'm a nurse for 10 years now",
        "I've been a teacher for Two years",
        "I'm a barista at one of the cafes downtown",
    ],
)
def test_no_employer_after_no_job_of_the_speakers_now(text: str) -> None:
    assert not [s for s in own_slots(text) if s[0] == "works_at"]


@pytest.mark.parametrize(
    "text",
    [
        "I'm a regular at Joe's bar",
        "I'm a guest at the Hilton",
        "I'm a member at Equinox",
        "I'm a huge fan of the Lakers",
        "If I were a nurse at St Mary's I'd quit",
        "if I'm a nurse at Kaiser next year, great",
        "my wife is a nurse at St Mary's",
        "I'm a former nurse at Kaiser",
    ],
)
def test_no_job_of_the_speakers_now_before_at(text: str) -> None:
    assert not [s for s in own_slots(text) if s[0] == "job"]


@pytest.mark.parametrize(
    ("before", "change", "question"),
    [
        ("I'm a nurse.", "I'm a teacher now, finally switched careers!", "What do I do for work?"),
        ("I'm a nurse.", "I work as a teacher these days.", "What's my job?"),
        ("我是一名护士。", "我现在当老师了。", "我是做什么的"),
        ("我是一名护士。", "我不当护士了，现在做销售", "我是做什么的"),
        ("我是一名护士。", "我在公司当了三年经理了", "我是做什么的"),
    ],
)
def test_a_new_job_supersedes_the_one_before(
    tmp_path: Path, minilm, before: str, change: str, question: str
) -> None:
    with Hindsight(tmp_path, embedder=minilm) as hs:
        tell(hs, before, "old", 0)
        tell(hs, "Had a long shift today, so tired.", "chat", 30)
        tell(hs, change, "new", 300)
        said = by_source(hs)
        assert said["old"].superseded_by == said["new"].id and said["old"].valid_to is not None
        assert first(hs, question) == ["new"]


def test_the_same_job_said_again_is_one_memory(tmp_path: Path, minilm) -> None:
    with Hindsight(tmp_path, embedder=minilm) as hs:
        tell(hs, "I'm a nurse.", "a", 0)
        tell(hs, "I work as a nurse.", "b", 40)
        live = [r for r in hs.list_records(user_id="u") if r.attributes.get("attribute") == "job"]
        assert len(live) == 1 and sorted(live[0].source_ids) == ["a", "b"]
        assert not [r for r in hs.list_records(user_id="u", statuses=ALL_STATUSES) if r.superseded_by]


def test_a_new_employer_supersedes_one_said_with_the_job(tmp_path: Path, minilm) -> None:
    with Hindsight(tmp_path, embedder=minilm) as hs:
        tell(hs, "I'm a nurse at St Mary's.", "old", 0)
        tell(hs, "I work at Kaiser now.", "new", 200)
        # (the job told with it is a record of its own, and stays current)
        employers = [
            r
            for r in hs.list_records(user_id="u", statuses=ALL_STATUSES)
            if "works_at" in r.attributes.values()
        ]
        said = {r.source_ids[0]: r for r in employers}
        assert said["old"].superseded_by == said["new"].id
        assert first(hs, "Where do I work?") == ["new"]


def test_a_job_given_up_is_no_current_job(tmp_path: Path, minilm) -> None:
    """我也换工作了，不当店长了，去做社区团购的团长 filled nothing, and 店长 answered 我现在做什么工作 (a 团长 is no
    occupation's word): the job given up ends."""
    with Hindsight(tmp_path, embedder=minilm) as hs:
        tell(hs, "我在春熙路一家服装店当店长，忙得很", "old", 0)
        tell(hs, "我也换工作了，不当店长了，去做社区团购的团长，时间自由", "new", 200)
        said = by_source(hs)
        assert said["old"].valid_to is not None


@pytest.mark.parametrize(
    ("text", "job", "employer"),
    [
        ("我在腾讯当产品经理", "产品经理", "腾讯"),
        ("我在星巴克做店长", "店长", "星巴克"),
        ("我是协和医院的护士", "护士", "协和医院"),
        ("我是北大的老师", "老师", "北大"),
        ("我是网易的产品经理", "产品经理", "网易"),
        ("我现在是招商银行的柜员", "柜员", "招商银行"),
    ],
)
def test_the_job_and_the_employer_told_together_in_chinese_are_both_read(
    text: str, job: str, employer: str
) -> None:
    # before, one rule held the words and the other value was never read (我在星巴克做店长: the job alone; 我是协和医院的
    # 护士: neither, one more thing one is)
    held = [s for s in slots(text) if s[0] in ("job", "works_at")]
    assert sorted(held) == sorted([("works_at", employer), ("job", job)])


@pytest.mark.parametrize(
    ("text", "held"),
    [
        ("我是北大的学生", [("school", "北大")]),  # a student: the school, no employer
        ("我是星巴克的常客", []),  # a regular: no job
        ("我老婆是协和医院的护士", []),  # hers
        ("如果我是协和医院的护士就好了", []),  # a wish
        ("我是协和医院的前护士", []),  # no job now
        ("我是你的粉丝", []),
        ("我以前在腾讯当产品经理", []),  # a time before
    ],
)
def test_no_job_or_employer_of_the_speakers_now_in_chinese(text: str, held: list[tuple[str, str]]) -> None:
    # the speaker's own: 我老婆是协和医院的护士 is the wife's job (``test_kin_job_at_employer_zh.py``), none of the speaker's
    assert [s for s in own_slots(text) if s[0] in ("job", "works_at", "school")] == held


@pytest.mark.parametrize(
    "text",
    [
        "我在梦里当老板",
        "我在群里当管理员",
        "我在游戏里当医生",
        "我在朋友的店里当店员",
        "我在家当全职妈妈",
        "我在医院当护士",
    ],
)
def test_where_one_is_inside_is_no_employer(text: str) -> None:
    # a dream, a chat group, a game, a shop's inside: where one does it, not who employs one (阿里 is a name)
    assert not [s for s in slots(text) if s[0] == "works_at"]


@pytest.mark.parametrize(
    ("text", "employer"),
    [
        ("I teach math at Lincoln High", "Lincoln High"),
        ("I teach 3rd grade at Oak Elementary School", "Oak Elementary School"),
        ("I currently teach chemistry at Boston University", "Boston University"),
        ("I teach at MIT now", "MIT"),
    ],
)
def test_a_school_one_teaches_at_is_where_one_works(text: str, employer: str) -> None:
    assert ("works_at", employer) in slots(text)


@pytest.mark.parametrize(
    "text",
    [
        "I teach yoga at the Y on weekends",
        "I teach my kids math at home",
        "when I teach at Lincoln High I'll be happier",
        "I used to teach at Lincoln High",
        "my wife teaches math at Lincoln High",
        "Do you teach at Lincoln High?",
        "I teach a spin class at Equinox",
    ],
)
def test_no_school_one_teaches_at_in_a_side_class_a_supposition_or_someone_elses(text: str) -> None:
    assert not [s for s in slots(text) if s[0] == "works_at"]


@pytest.mark.parametrize(
    ("text", "job", "employer"),
    [
        ("i'm a line cook at Nando's", "line cook", "Nando's"),
        ("I'm a security guard at Target", "security guard", "Target"),
        ("I'm a flight attendant with Delta", "flight attendant", "Delta"),
        ("I'm a nurse practitioner at Kaiser", "nurse practitioner", "Kaiser"),
    ],
)
def test_a_trade_of_two_words_said_with_the_employer_is_read_with_it(
    text: str, job: str, employer: str
) -> None:
    # before, only a few two-word trades were read before "at" ("a line cook at Nando's" read the job alone)
    assert sorted(s for s in slots(text) if s[0] in ("job", "works_at")) == [
        ("job", job),
        ("works_at", employer),
    ]


@pytest.mark.parametrize(
    "text",
    [
        "when I'm a nurse I'll have weekends",
        "When I'm a nurse at St Mary's I'll finally have weekends",
        "before I'm a doctor I need to pass the boards",
    ],
)
def test_a_job_supposed_is_no_job(text: str) -> None:
    # before, read as the job held now: "I'm a teacher now" later superseded a job never had
    assert not [s for s in slots(text) if s[0] in ("job", "works_at")]


@pytest.mark.parametrize(
    ("text", "job"),
    [
        ("I'm a GP at a clinic in Cork", "GP"),
        ("I'm a radiographer at St James's", "radiographer"),
        ("I'm an optician", "optician"),
        ("I'm a sonographer", "sonographer"),
    ],
)
def test_a_clinical_job_by_its_short_or_trade_name_is_a_job(text: str, job: str) -> None:
    """ "I'm a GP" was an is_a of "GP": no job, so a later job ended nothing."""
    assert ("job", job) in own_slots(text), own_slots(text)


@pytest.mark.parametrize(
    "text", ["my GP is great", "I saw a GP today", "I need a new GP", "my optician said my eyes are fine"]
)
def test_ones_own_doctor_is_no_job(text: str) -> None:
    assert [s for s in own_slots(text) if s[0] == "job"] == []


@pytest.mark.parametrize(
    ("text", "job"),
    [
        ("I'm a nurse working nights", "nurse"),
        ("I'm a nurse working night shifts at the Royal", "nurse"),
        ("im a paramedic working 12 hour shifts", "paramedic"),
        ("I'm a teacher working part time", "teacher"),
        ("I'm a software engineer working from home most days", "software engineer"),
        ("I'm a carer doing nights", "carer"),
        ("I'm a nurse, working nights at the moment", "nurse"),
    ],
)
def test_how_one_works_said_after_the_job_is_not_part_of_it(text: str, job: str) -> None:
    """The shift or the place one works from was read into what one is ("nurse working nights"), which names no job."""
    assert ("job", job) in own_slots(text)


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("I'm a big fan of working out", ("likes", "working out")),
        ("I'm interested in working abroad", None),
    ],
)
def test_working_said_as_what_is_liked_stays_in_its_value(text: str, slot: tuple[str, str] | None) -> None:
    assert not [s for s in own_slots(text) if s[0] in ("job", "is_a")]
    if slot is not None:
        assert slot in own_slots(text)


@pytest.mark.parametrize(
    ("text", "slot"),
    [
        ("I'm a stay at home mum to two little ones", ("job", "stay-at-home mum")),
        ("I'm a stay-at-home dad of three", ("job", "stay-at-home dad")),
        ("I'm a mum of three", ("is_a", "mum")),
        ("I'm a single dad to a 5 year old", ("is_a", "single dad")),
    ],
)
def test_whose_parent_one_is_is_not_part_of_what_one_is(text: str, slot: tuple[str, str]) -> None:
    """ "a stay-at-home mum to two little ones" named no job: the children are said apart (``kids_count``)."""
    assert slot in own_slots(text)
