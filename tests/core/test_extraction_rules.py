"""The offline rule extractor and its parts: density gate, entities, cues, tool-result normalisation."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

import pytest

from hindsight_core.extraction import (
    ExtractionWindow,
    Extractor,
    RuleConfidence,
    RuleExtractor,
    extract_entities,
    find_attributes,
    is_low_information,
    normalize_tool_result,
    strongest_event_type,
)
from hindsight_core.extraction.cues import event_type_of
from hindsight_core.models import Scope, StepType, TraceStep
from hindsight_core.text import normalize_entity, spoken_only

REF = datetime(2023, 5, 10, 15, 30, tzinfo=UTC)


def step(
    step_id: str, type_: StepType, content: str, name: str | None = None, **metadata: object
) -> TraceStep:
    return TraceStep(
        step_id=step_id,
        type=type_,
        content=content,
        name=name,
        metadata=metadata,
        timestamp=REF - timedelta(hours=1),
    )


def window(*steps: TraceStep) -> ExtractionWindow:
    return ExtractionWindow(trace_id="t1", scope=Scope(user_id="u1"), steps=list(steps), reference_time=REF)


async def extract(*steps: TraceStep, extractor: RuleExtractor | None = None):
    return await (extractor or RuleExtractor()).extract(window(*steps))


def keys(entities: list[str]) -> set[str]:
    return {normalize_entity(e) for e in entities}


# -- density gate ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    ["", "   ", "ok", "OK!", "thanks!", "thank you", "Thank you so much!", "lol", "sure", "got it", "👍", "🎉🎉",
     "...", "ok, thanks", "haha ok", "hmmm", "no problem", "嗯", "嗯嗯", "好的", "好的，谢谢！", "谢谢", "哈哈哈",
     "收到", "明白了", "没问题", "That's huge.", "Congratulations!", "Oh no, that's terrible.",
     "That sounds great, good luck!", "必须的。", "恭喜恭喜！", "确实。", "真的吗？那太好了", "早～", "早安！",
     "666", "6666！", "2333", "謝謝哥 愛你", "爱你哦", "Thanks! That works.", "Great, that fixed it, thanks",
     "morning!", "ugh long day", "anyway", "Happy Friday!"],
)  # fmt: skip
def test_low_information(text: str) -> None:
    assert is_low_information(text)


@pytest.mark.parametrize(
    "text",
    ["I'm vegan", "我对花生过敏", "use Postgres", "ok, use Postgres", "Thanks, I love the PostgreSQL tip",
     "好的，我明天去北京", "No, I prefer tea", "42", "GPT-4", "Good luck with the move to Lyon!",
     "I love that band", "我也是程序员", "1208", "66", "早点睡", "我早上六点起床", "我哥在北京",
     "That works for the billing service"],
)  # fmt: skip
def test_dense_short_text_passes(text: str) -> None:
    assert not is_low_information(text)


def test_density_gate_is_fast_on_adversarial_input() -> None:
    for text in ("哈" * 79 + "x", "k" * 79 + "!x", "ha" * 39 + "x", "ok " * 26 + "x"):
        assert not is_low_information(text)


# -- entities --------------------------------------------------------------------------------------------


def test_entities_english() -> None:
    text = 'Yesterday I met Priya at the Bank of America office. She loved "The Great Gatsby" on her iPhone.'
    found = [(m.display, m.kind) for m in extract_entities(text)]
    assert found == [("Priya", "name"), ("Bank of America", "name"), ("The Great Gatsby", "title"),
                     ("iPhone", "tech")]  # fmt: skip


def test_entities_tech_handles_tags_and_speaker() -> None:
    mentions = extract_entities(
        "We run GPT-4 and Neo4j, ping @ops_team #infra; I like postgres", speaker="Bob"
    )
    assert [m.key for m in mentions] == ["bob", "gpt-4", "neo4j", "@ops_team", "#infra", "postgres"]
    assert mentions[0].kind == "speaker"


def test_entities_skip_pronouns_function_words_and_time_words() -> None:
    assert extract_entities("I think We should go. Thanks! Monday in May, OK?") == []


def test_entities_skip_common_sentence_openers_but_keep_names_there() -> None:
    text = (
        "Glad you came, Priya! Congrats Oliver. Life's good. Sounds great. Taking it slow. Maria went home."
    )
    assert [m.display for m in extract_entities(text)] == ["Priya", "Oliver", "Maria"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Flat white is my favourite coffee.", []),
        ("Coffee is my favourite drink.", []),
        ("My favourite coffee is a flat white.", []),
        ("Budget is tight. Bought a Sony camera.", ["Sony"]),
        ("Priya moved to Leeds.", ["Priya", "Leeds"]),
        ("Berlin is lovely.", ["Berlin"]),
        ("PostgreSQL is our database.", ["PostgreSQL"]),
        ("Zoë said she'd call. Łukasz too.", ["Zoë", "Łukasz"]),
        ("Ольга переехала в Москву.", ["Ольга", "Москву"]),
        # a common word capitalised elsewhere in the text is a name there too
        ("Hope is moving to Leeds; I'll miss Hope.", ["Hope", "Leeds"]),
        # a title is no name, and its dot ends no sentence: the name after it is the name
        ("He likes his teacher Ms. D'Souza a lot.", ["D'Souza"]),
        ("Dr. Patel doubled my dose; Dr Okafor agreed.", ["Patel", "Okafor"]),
    ],
)
def test_a_common_word_opening_a_sentence_is_no_name_but_a_name_there_is(
    text: str, expected: list[str]
) -> None:
    assert [m.display for m in extract_entities(text)] == expected


async def test_the_conversation_tells_a_name_opening_a_sentence_from_a_common_word() -> None:
    """A word the user wrote with a capital inside a sentence before is a name where it opens one ("I met Hope
    at the gym" / "Hope is moving"); one the assistant writes in lower case is a common word ("sourdough")."""
    facts = await extract(
        step("s1", "user_input", "I met Hope at the gym, she bakes bread."),
        step("s2", "model_output", "That sounds lovely! How long has she been baking sourdough?"),
        step("s3", "user_input", "Hope is moving to Leeds next month."),
        step("s4", "user_input", "Sourdough is her thing, she sells loaves at the market."),
    )
    by_step = {f.source_ids[-1]: keys(f.entities) for f in facts}
    assert by_step["s3"] == {"hope", "leeds"}
    assert by_step["s4"] == set()


def test_entities_chinese() -> None:
    text = "我叫张伟，在阿里巴巴工作，最近在读《三体》，习惯用 PostgreSQL 和 redis，住在北京。"
    assert [m.key for m in extract_entities(text)] == [
        "张伟",
        "阿里巴巴",
        "三体",
        "postgresql",
        "redis",
        "北京",
    ]


# -- cues and attributes ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "event_type"),
    [
        ("We decided to use PostgreSQL for billing.", "decision"),
        ("Let's go with Redis for the cache.", "decision"),
        ("我们决定用 MySQL", "decision"),
        ("就用 Redis 吧", "decision"),
        ("ok I'll put pgbouncer in transaction mode tomorrow, decision made", "decision"),  # not a plan
        ("Decision on the kitchen: we're going with Hartley & Sons", "decision"),
        ("Changed my mind about the door, oak instead of dark green", "decision"),
        ("From now on always page me on Signal.", "preference"),  # a standing instruction
        ("I prefer dark mode in every editor.", "preference"),
        ("I usually use PostgreSQL.", "preference"),
        ("My favorite food is sushi", "preference"),
        ("我习惯用 PostgreSQL", "preference"),
        ("我讨厌香菜", "preference"),
        ("Fixed by pinning numpy to 1.26.", "solution"),
        ("改成 utf-8 就解决了", "solution"),
        ("The build fails with a timeout error", "problem"),
        ("部署失败了，一直报错", "problem"),
        ("I'm going to visit Paris next week.", "plan"),
        ("我打算下周去上海", "plan"),
        ("I work at Acme as a data scientist.", "fact"),
        ("我在阿里巴巴工作", "fact"),
        # the new value of a fact is as much a fact as the old one
        ("I now live in Hangzhou.", "fact"),
        ("我现在住在杭州。", "fact"),
        ("我搬到杭州了", "fact"),
        ("我現在在聯發科上班", "fact"),
        # a date ahead with no 要; a team's tool
        ("我们组后端主要用 Ruby 写", "fact"),
        ("下周三飞广州，见客户", "plan"),
        ("The sky was nice over the lake.", None),
        ("没问题，晚上见", None),
    ],
)
def test_strongest_event_type(text: str, event_type: str | None) -> None:
    assert strongest_event_type(text) == event_type


def test_a_lasting_activity_types_the_message_it_prepares_for() -> None:
    assert event_type_of("我在学日语，准备考N2") == "fact"  # not a plan that expires with the exam


@pytest.mark.parametrize(
    ("text", "event_type"),
    [
        # a correction is what holds: it was a problem ("wrong"), archived after 90 days, the error kept
        ("Sorry, I was wrong before — Maksym's school is number 21, not 12.", "fact"),
        ("actually correction it's Little Oaks not Little Acorns, wrong sign lol", "fact"),
        ("Something is wrong with my laptop.", "problem"),
        # a lasting condition or a life event beside a plan: the record does not expire with the plan
        ("my sister Priya is coming to visit next week and she's allergic to peanuts", "fact"),
        ("Hello, my mother-in-law is moving in with us next month. She uses a wheelchair.", "fact"),
        ("我離職了，下個月開始去聯發科上班", "fact"),
        ("我们订婚了，明年五月办婚礼", "fact"),
        ("跟男友訂婚了💍 明年三月辦婚禮", "fact"),  # clauses parted by an emoji and a space
        ("拿到B站的offer了，暑期实习，下周一入职", "fact"),
        ("公司派我去北京分部了，下个月走", "fact"),
        ("调去了网易雷火，做新项目，保密不能说", "fact"),
        ("这次真的戒了，把烟和打火机全扔了，家里有娃不能抽", "fact"),
        ("I resigned, and I'll start at Adyen next month.", "fact"),
        ("crashed the yaris into a bollard. write off. nobody hurt", None),
        ("The app crashed again after the update.", "problem"),
        ("I'm flying to Madrid next month.", "plan"),
        # an unseen evaluator's users: maintain() archived each of these with its plan or problem
        ("returned the pixel, camera was buggy. back on iphone, a 15 now", "fact"),
        ("my brother just moved to Toronto too, so we'll visit him in August", "fact"),
        ("I'm 61 and plan to retire at 65", "fact"),
        (
            "my wife Juliana she also come to Dublin in april, she is dentist but here she cannot work yet",
            "fact",
        ),
        ("I will go to TU Munich for the master", "plan"),
        ("the deploy failed so I will retry later", "problem"),
        ("we will meet tomorrow and discuss the bug", "problem"),
        # what one has and an age last beside a problem
        ("We've also got a cat, Mango, ginger, 11 years old, he's got kidney issues", "fact"),
        ("we've got a meeting tomorrow at 10", "plan"),
        # what holds of someone close, in Chinese as "my daughter is ..." in English
        ("My daughter is in third grade", "fact"),
        ("我女儿上三年级了", "fact"),
        ("我妈住在成都", "fact"),
        ("我老公是麻醉科的，我俩一个医院", "fact"),
        ("我女儿明天上钢琴课", "plan"),
        # an age, as "I'm 35", "my son is five"
        ("我今年35岁", "fact"),
        ("我儿子今年五岁", "fact"),
    ],
)
def test_what_lasts_is_not_typed_as_what_expires(text: str, event_type: str | None) -> None:
    assert event_type_of(text) == event_type


def test_decision_outranks_everything() -> None:
    assert strongest_event_type("The bug is fixed; we decided to go with Postgres; I like it") == "decision"


@pytest.mark.parametrize(
    ("text", "attribute", "value"),
    [
        ("I usually use PostgreSQL for my projects.", "preferred_database", "PostgreSQL"),
        ("I prefer vim over emacs", "preferred_editor", "vim"),
        ("I prefer tea", "prefers", "tea"),
        ("We decided to use MySQL for billing", "chosen_database", "MySQL"),
        ("I love hiking", "likes", "hiking"),
        ("I hate cilantro", "dislikes", "cilantro"),
        ("My favorite color is blue.", "favorite_color", "blue"),
        # a favourite is of the word said: a favourite number is no phone, a favourite editor no editor in use
        ("My favorite number is 7.", "favorite_number", "7"),
        ("7 is my favourite number", "favorite_number", "7"),
        ("my favourite editor is vim", "favorite_editor", "vim"),
        ("I work at Google as an engineer", "works_at", "Google"),
        ("I live in New York City now", "lives_in", "New York City"),
        ("I'm allergic to peanuts", "allergic_to", "peanuts"),
        ("I'm vegan", "diet", "vegan"),
        ("My sister is Jane", "sister", "Jane"),
        ("我习惯用 PostgreSQL", "preferred_database", "PostgreSQL"),
        ("我在阿里巴巴工作", "works_at", "阿里巴巴"),
        ("我住在北京", "lives_in", "北京"),
        ("我最喜欢的颜色是蓝色", "favorite_color", "蓝色"),
        ("我对花生过敏", "allergic_to", "花生"),
        ("我叫张伟，今年30岁", "name", "张伟"),
        ("我们决定用 MySQL", "chosen_database", "MySQL"),
        # a change said the way people say it
        ("I moved from Lyon to Paris.", "lives_in", "Paris"),
        ("We moved from Lyon to Paris last month.", "lives_in", "Paris"),
        ("I joined Stripe last week", "works_at", "Stripe"),
        ("I got hired by Acme Corp", "works_at", "Acme Corp"),
        ("new number!! 206-555-0193", "phone", "206-555-0193"),
        ("my number's still 206-555-0148", "phone", "206-555-0148"),
        ("我从上海搬到了深圳。", "lives_in", "深圳"),
        ("我调到市教育局了", "works_at", "市教育局"),
        ("我跳槽到腾讯了", "works_at", "腾讯"),
        ("对了我换号了 新号码 139 2456 7781", "phone", "139 2456 7781"),
        ("also got a local number finally: 512-555-0187", "phone", "512-555-0187"),
        ("换了个深圳的号码：18688889999", "phone", "18688889999"),
        ("I now work as a clinical coordinator", "job", "clinical coordinator"),
        ("I moved back to Lyon.", "lives_in", "Lyon"),
        ("We moved back to Lyon last week.", "lives_in", "Lyon"),
        ("I'm back in Lyon now.", "lives_in", "Lyon"),
        ("I live in Lyon again.", "lives_in", "Lyon"),
        ("我又搬回上海了", "lives_in", "上海"),
        ("我上个月搬到深圳了", "lives_in", "深圳"),
        ("我最近換到台積電新竹廠上班 所以週末才回台北", "works_at", "台积电新竹厂"),
        ("我新手機號碼 0912-345-678 舊的那支壞了", "phone", "0912-345-678"),
        # a new one of what one has one of at a time, the value said first or after it
        ("Priya Shah is my new manager.", "manager", "Priya Shah"),
        ("I got a new car, a Tesla Model 3.", "car", "Tesla Model 3"),
        ("We have a new manager now: Priya Shah", "manager", "Priya Shah"),
        ("My car is a Honda Civic", "car", "Honda Civic"),
        ("王明是我的新老板", "boss", "王明"),
        ("我换了个新老板，叫王明", "boss", "王明"),
        ("我换了辆新车，特斯拉Model 3", "car", "特斯拉Model 3"),
        # where one lives, said without 住在; moves said with 从 or by the family
        ("我住北京，离公司挺近", "lives_in", "北京"),
        ("我在北京住了三年了", "lives_in", "北京"),
        ("我现在 base 上海", "lives_in", "上海"),
        ("我已经从北京搬到重庆了，房租便宜多了", "lives_in", "重庆"),
        ("我们家搬去重庆了，北京那边房子退了", "lives_in", "重庆"),
        ("base 青岛，平时通勤地铁", "lives_in", "青岛"),
        ("My doctor is Dr. Patel", "doctor", "Dr. Patel"),  # a title's dot ends no value
        ("My email is jon.doe@example.com", "email", "jon.doe@example.com"),
        ("Call me Bob.", "nickname", "Bob"),
        ("My new manager is Tom after the reorg.", "manager", "Tom"),
        ("我的邮箱是 zhangwei88@163.com", "email", "zhangwei88@163.com"),
        ("邮箱改了，以后发 zw_trade@outlook.com，163那个不看了", "email", "zw_trade@outlook.com"),
        ("我的邮箱地址是lin.q@qq.com", "email", "lin.q@qq.com"),
        ("我们的邮箱是team@b.cn", "email", "team@b.cn"),
        ("我的新邮箱：x@y.com", "email", "x@y.com"),
        ("我从百度跳到了美团，还是做后端", "works_at", "美团"),
        ("我上个月从阿里跳槽到了腾讯，做产品经理", "works_at", "腾讯"),
        ("我每周六早上打羽毛球", "does", "打羽毛球"),
        ("我现在不打羽毛球了，膝盖受伤了", "does", "not 打羽毛球"),
        ("I run every morning before work.", "does", "running"),
        ("I gave up yoga last year.", "does", "not yoga"),
        ("我在字节跳动做后端开发", "works_at", "字节跳动"),
        ("我是网易的产品经理", "works_at", "网易"),
        ("我和婷婷分手了。现在的女朋友叫思思", "partner", "思思"),
        ("交了新男友，叫Kevin，是工程師", "partner", "Kevin"),
        (
            "後來還是跳槽了，現在在台積電做良率分析",
            "works_at",
            "台积电",
        ),  # the work said with the employer  # 男友 / 女友, the short words
        ("I earn 52k as a quantity surveyor at Arcadis", "income", "52k"),
        ("got a raise, 58k now", "income", "58k"),
        ("涨薪了现在一个月两万五", "income", "两万五"),
        # tools of a known kind, asked for or used; a version (its dot ends no sentence)
        ("Please use pytest, not unittest.", "preferred_test_framework", "pytest"),
        ("We use poetry for dependencies.", "preferred_package_manager", "poetry"),
        ("I use neovim as my editor.", "preferred_editor", "neovim"),
        ("Our repo is on Python 3.11.", "python_version", "3.11"),
        ("My project targets Python 3.12 now.", "python_version", "3.12"),
        # a move or a job left said the everyday way, the speaker left out; Traditional and Cantonese alike
        ("最近搬去杭州了，公司整体迁过去的", "lives_in", "杭州"),
        ("搬到大稻埕附近了，迪化街那邊", "lives_in", "大稻埕"),
        ("我哋搬咗去沙田", "lives_in", "沙田"),
        ("入职字节了，做抖音的设计", "works_at", "字节"),  # kept when 入职 was tightened
        ("搬咗嚟荃灣", "lives_in", "荃湾"),
        ("我而家住喺沙田", "lives_in", "沙田"),
        ("已经不在美团干了，现在在一家做机器人的创业公司", "works_at", "not 美团"),
        ("我唔喺美團做了", "works_at", "not 美团"),
        ("从腾讯出来了，现在在米哈游做海外发行", "works_at", "米哈游"),
        ("我已經離開台積電了", "works_at", "not 台积电"),
        ("上个月从字节离职了", "works_at", "not 字节"),
        # ... said as just done, without 了 (nothing read before)
        ("前两天刚从腾讯离职", "works_at", "not 腾讯"),
        ("我已经从阿里辞职", "works_at", "not 阿里"),
        # a number changed, the new one said past its last digits; Cantonese 係 for 是
        ("换号了，尾号4471，完整是 186 0021 4471", "phone", "186 0021 4471"),
        ("号码换了，现在 199 7311 0066", "phone", "199 7311 0066"),
        ("我換咗電話號碼，新號碼尾數係4471，全號係6288 4471", "phone", "6288 4471"),
        ("我電話係9123 4578", "phone", "9123 4578"),
        # the car one drives said without 我; one sold and another got
        ("开的是一辆二手捷达", "car", "捷达"),
        ("捷达卖了换了辆五菱面包，拉货方便", "car", "五菱面包"),
        ("我的捷达卖了，换了辆思域", "car", "思域"),
        # someone else's slot said first, the speaker's own as "mine": the value after "mine" is the speaker's
        ("My boss's phone is 555-0100; mine is 555-0222.", "phone", "555-0222"),
        ("My boss's phone is 555-0100, mine's 555-0222", "phone", "555-0222"),
        ("His number is 555-0100 but mine is 555-0222.", "phone", "555-0222"),
        ("Anna's email is anna@x.io and mine is jo@y.io.", "email", "jo@y.io"),
        ("My wife's car is a Honda Civic; mine is a Tesla Model 3.", "car", "Tesla Model 3"),
        ("老板的电话是13800001111，我的是13900002222。", "phone", "13900002222"),
        ("老板的电话是13800001111，我的号码是13900002222", "phone", "13900002222"),
        ("我老板的邮箱是wang@corp.cn；我的是li@qq.com", "email", "li@qq.com"),
    ],
)
def test_attributes(text: str, attribute: str, value: str) -> None:
    assert (find_attributes(text)[0].attribute, find_attributes(text)[0].value) == (attribute, value)


@pytest.mark.parametrize(
    "text",
    [
        "I like it",
        "My code is broken",
        "我是说这个不行",
        "The weather is nice",
        "I joined a gym",  # not an employer (a name is capitalised)
        "My lucky number is 7",
        "他的号码是13912345678",  # someone else's number
        "我老板的邮箱是wang@corp.cn",  # someone else's address, said alone: the boss's, not the speaker's
        "老板邮箱wang@corp.cn",
        "她的邮箱是mei@qq.com",
        "我妈妈的邮箱是ma@163.com",
        "My wife's phone number is 555-0142",
        "The plumber's phone number is 555-0100",
        "Bob's number is 555-0123",
        "我老婆换了个号码 13912345678",
        "I'm back in the office",
        "我换到靠窗的座位了",
        "我在家做饭",
        "Today is my birthday",
        "He is my new manager.",
        "I got a new car",
        "Tom is my new colleague.",  # one of many
        "他是我的新同事",
        "我住院了",
        "我在酒店住了一晚",
        "我在上海住过两年",  # lived there once
        "我住得很远",
        "base 模型用的是 Llama",
        # a state said of a slot is no value of it; one value of several is no slot
        "My manager is out sick today.",
        "My son is 7 years old",
        "My cat is 3 years old",
        "My name is pronounced DAN-yel.",
        "我的经理是个好人",
        "这几天我住在酒店",
        "我住在三楼",
        "我家在湖南长沙，过年回去",
        "I work at the Chicago office.",
        "For the mobile app we use yarn.",
        "We use pip for the scripts.",
        "I use conda for my data science stuff at home.",
        "My favorite restaurant is booked out for months, ugh.",
        "周末我住在我妈家，她住在佛山。",
        "我今天不跑步了",  # one day, not the habit
        "I stopped by the store.",
        "I run a small bakery.",
        "I went running yesterday.",
        "If I stopped running I would gain weight",
        "我在公司做测试",
        "我在厨房做饭",
        # 住 opening a noun is no home (住建局: the housing bureau); a verb that also turns a dial or names a
        # check-up is no job; someone else's move or job is not the speaker's
        "住建局今天来检查了",
        "住建厅的工作好多",
        "住户群里吵起来了",
        "住址改了",
        "住宅区停电了",
        "住持来了",
        "我住房贷款还没还完",
        "调到静音了",
        "跳到第三章了",
        "入职体检做完了",
        "入职手续办好了",
        "我朋友入职腾讯了",
        "我朋友离开了腾讯，去了字节",
        "我老婆离职了，去了阿里",
        "他辞职了，去阿里上班",
        "我哥搬去成都了",
        "我妈住院了",
        "出差住酒店",
        "佢搬咗去沙田",
        "把箱子搬到楼下了",
        "搬到新仓库了",
        "我想下个月搬去杭州",
        "他已经不在美团干了",
        "我老婆从腾讯出来了",
        "我离开一下",
        "现在在路上",
        "他号码换了，现在 199 7311 0066",
        "我老婆号码换了，现在 199 7311 0066",
        "我哥把捷达卖了换了辆五菱面包",
        "我哥的车卖了换了辆五菱面包",
        "我妈开的是一辆宝马",
        "房子卖了换了套小的",
        # a place left, a room moved to, a bike: no job, home or car
        "从地铁站出来了，马上到",
        "从图书馆出来了",
        "我离开了五分钟",
        "搬到楼上了，楼下太吵",
        "卖了换了辆自行车",
        # "mine" with no value of the slot's kind, or none at all; another's value alone is theirs
        "My boss's phone is 555-0100; mine is broken.",
        "Her dog is Rex and mine is a cat.",
        "Tom's car is faster than mine.",
        "My boss's phone is 555-0100.",
        "这本书是他的，我的是那本",
        "老板的电话是13800001111",
        # 离职 to come or wished (not done: no employer left)
        "我想从腾讯离职",
        "我准备下个月从腾讯离职",
        "我同事刚从腾讯离职",
    ],
)
def test_no_attribute_without_a_clear_slot(text: str) -> None:
    # none of the speaker's: a named person's number is that person's slot (tests/core/test_measured_slots.py)
    assert [match for match in find_attributes(text) if match.owner is None] == []


def test_a_new_phone_is_its_model_not_a_number() -> None:
    # "I got a new phone, a Pixel 8": the phone's model (extraction/owned.py), never the phone number slot
    assert [(m.attribute, m.value) for m in find_attributes("I got a new phone, a Pixel 8")] == [
        ("phone_model", "Pixel 8")
    ]


# -- tool results ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("content", "metadata", "status", "data", "error"),
    [
        ("3 results found", {}, "ok", "3 results found", None),
        ('{"temp": 21, "unit": "C"}', {}, "ok", {"temp": 21, "unit": "C"}, None),
        ({"rows": [1, 2]}, {}, "ok", {"rows": [1, 2]}, None),
        ("no errors found", {}, "ok", "no errors found", None),
        ("Error: connection refused", {}, "error", None, "Error: connection refused"),
        ("Traceback (most recent call last):\n  ...\nKeyError: 'x'", {}, "error", None,
         "Traceback (most recent call last):\n  ...\nKeyError: 'x'"),
        ("ValueError: bad input", {}, "error", None, "ValueError: bad input"),
        # what an exception a tool raised says, passed on by an agent framework as the tool's output
        ("index unavailable (503)", {}, "error", None, "index unavailable (503)"),
        ("HTTP 404 Not Found", {}, "error", None, "HTTP 404 Not Found"),
        ("Room 404 is available", {}, "ok", "Room 404 is available", None),
        ({"error": "rate limited", "retry_after": 3}, {}, "error", {"retry_after": 3}, "rate limited"),
        ({"status": "failed", "message": "disk full"}, {}, "error", None, "disk full"),
        ("partial output", {"status": "error"}, "error", None, "partial output"),
        ("", {"is_error": True}, "error", None, "the tool reported a failure"),
        (json.dumps({"content": [{"type": "text", "text": "sunny, 21C"}], "isError": False}), {}, "ok", "sunny, 21C",
         None),
        ({"content": [{"type": "text", "text": '{"id": 7}'}], "isError": False}, {}, "ok", {"id": 7}, None),
        ({"content": [{"type": "text", "text": "a"}, {"type": "text", "text": "b"}]}, {}, "ok", "a\nb", None),
        ({"content": [{"type": "text", "text": "x"}], "structuredContent": {"n": 1}, "isError": False}, {}, "ok",
         {"n": 1}, None),
        ({"content": [{"type": "text", "text": "city not found"}], "isError": True}, {}, "error", None,
         "city not found"),
        ({"content": [{"type": "image", "mimeType": "image/png", "data": "..."}]}, {}, "ok", "[image image/png]",
         None),
    ],
)  # fmt: skip
def test_normalize_tool_result(content, metadata, status, data, error) -> None:
    assert normalize_tool_result("weather", content, metadata) == {
        "tool_name": "weather", "status": status, "data": data, "error": error,
    }  # fmt: skip


def test_tool_name_falls_back_to_metadata() -> None:
    assert normalize_tool_result(None, "x", {"tool_name": "search"})["tool_name"] == "search"
    assert normalize_tool_result(None, "x", {})["tool_name"] == "tool"


# -- the extractor ---------------------------------------------------------------------------------------


def test_rule_extractor_satisfies_the_protocol() -> None:
    assert isinstance(RuleExtractor(), Extractor)
    assert RuleExtractor.name == "rules"


async def test_one_fact_per_informative_step_with_provenance() -> None:
    facts = await extract(
        step("s1", "user_input", "I usually use PostgreSQL.", name="Alice"),
        step("s2", "user_input", "thanks!", name="Alice"),
        step("s3", "model_output", "Noted, PostgreSQL it is."),
        step("s4", "user_input", "ok"),
    )
    assert [f.source_ids for f in facts] == [["s1"], ["s3"]]
    alice, assistant = facts
    assert alice.text == "Alice said: I usually use PostgreSQL."
    assert alice.event_type == "preference"
    assert alice.source_kind == "user_stated"
    assert alice.confidence == 0.9
    assert alice.occurred_at == REF - timedelta(hours=1)
    assert keys(alice.entities) == {"alice", "postgresql"}
    assert alice.attributes == {"subject": "alice", "attribute": "preferred_database", "value": "PostgreSQL"}
    assert assistant.text == "The assistant said: Noted, PostgreSQL it is."
    assert (assistant.source_kind, assistant.confidence) == ("model_inferred", 0.6)


@pytest.mark.parametrize(
    ("content", "turn_slot", "clauses"),
    [
        (
            "I moved to Lisbon last month, my daughter started school there, and I'm allergic to shellfish.",
            ("lives_in", "Lisbon"),
            [("I'm allergic to shellfish", "allergic_to", "shellfish")],
        ),
        (
            "我上个月搬到了里斯本，女儿也在那边上学了，而且我对海鲜过敏。",
            ("lives_in", "里斯本"),
            [("我对海鲜过敏", "allergic_to", "海鲜")],
        ),
        (
            "I work at Initech and I live in Austin. Also I'm vegetarian.",
            ("diet", "vegetarian"),
            [("I work at Initech", "works_at", "Initech"), ("I live in Austin", "lives_in", "Austin")],
        ),
        (
            "I'm allergic to peanuts and I like jazz.",
            ("likes", "jazz"),  # neither can change (both many-valued): the turn's type, a preference
            [("I'm allergic to peanuts", "allergic_to", "peanuts")],
        ),
        (
            "I'm a nurse at St. Mary's, and I live in Leeds.",
            ("works_at", "St. Mary's"),
            # (the job told with the employer: its own record, in the words of its clause)
            [("I'm a nurse at St. Mary's", "job", "nurse"), ("I live in Leeds", "lives_in", "Leeds")],
        ),
        # one value, or values in one clause: the turn alone
        ("I live in Paris and I love it there.", ("lives_in", "Paris"), []),
        ("I live in Seattle and love it.", ("lives_in", "Seattle"), []),
    ],
)
async def test_each_value_of_a_turn_after_the_first_is_also_its_clause(
    content: str, turn_slot: tuple[str, str], clauses: list[tuple[str, str, str]]
) -> None:
    turn, *rest = await extract(step("s1", "user_input", content))
    assert turn.text.endswith(content)
    assert (turn.attributes["attribute"], turn.attributes["value"]) == turn_slot
    chinese = content[0] >= "\u4e00"
    assert [(f.text, f.attributes["attribute"], f.attributes["value"]) for f in rest] == [
        (("用户说：" if chinese else "The user said: ") + text, attribute, value)
        for text, attribute, value in clauses
    ]
    assert all(f.source_ids == ["s1"] and f.source_kind == "user_stated" for f in rest)


async def test_a_clause_keeps_its_own_date_and_type() -> None:
    turn, clause = await extract(
        step("s1", "user_input", "I'm allergic to peanuts, and last week I moved to Denver.")
    )
    assert turn.attributes["attribute"] == "lives_in"  # the value that can change is the turn's
    assert clause.text == "The user said: I'm allergic to peanuts"
    assert "mentioned_dates" not in clause.attributes and turn.attributes["mentioned_dates"]
    assert clause.event_type == "fact"


async def test_chinese_preference() -> None:
    (fact,) = await extract(step("z1", "user_input", "我习惯用 PostgreSQL"))
    assert fact.text == "用户说：我习惯用 PostgreSQL"
    assert fact.event_type == "preference"
    assert "postgresql" in keys(fact.entities)
    assert fact.attributes["attribute"] == "preferred_database"
    assert fact.attributes["subject"] == "user"
    assert fact.source_ids == ["z1"]


@pytest.mark.parametrize(
    ("turns", "text"),
    [
        ([("user_input", "先月、大阪に引っ越しました。")], "The user said: 先月、大阪に引っ越しました。"),
        (
            [("model_output", "どこに住んでいますか？"), ("user_input", "大阪です。")],
            "The user said: 大阪です。 (answering the assistant: どこに住んでいますか？)",
        ),
        ([("user_input", "지난달에 부산으로 이사했어요")], "The user said: 지난달에 부산으로 이사했어요"),
        (
            [("model_output", "어디에 사세요?"), ("user_input", "부산이요")],
            "The user said: 부산이요 (answering the assistant: 어디에 사세요?)",
        ),
        # Chinese stays Chinese, a Japanese title or a の in it too
        (
            [("user_input", "我最近在看《となりのトトロ》，很好看")],
            "用户说：我最近在看《となりのトトロ》，很好看",
        ),
        (
            [("model_output", "你周末干嘛了？"), ("user_input", "小确幸の日常，去公园散步了")],
            "用户说：小确幸の日常，去公园散步了（回答助手：你周末干嘛了？）",
        ),
    ],
)
async def test_a_japanese_or_korean_turn_is_framed_in_english_not_as_chinese(
    turns: list[tuple[StepType, str]], text: str
) -> None:
    facts = await extract(*(step(f"j{n}", type_, content) for n, (type_, content) in enumerate(turns)))
    assert [f.text for f in facts] == [text]
    assert spoken_only(text) == turns[-1][1]  # recall reads the frame back


async def test_chinese_gate_and_types() -> None:
    facts = await extract(
        step("c1", "user_input", "嗯"),
        step("c2", "user_input", "好的"),
        step("c3", "user_input", "我们决定用 MySQL"),
        step("c4", "user_input", "部署失败了，一直报错"),
        step("c5", "user_input", "改成 utf-8 就解决了"),
        step("c6", "user_input", "我打算下周去上海"),
        step("c7", "user_input", "我在阿里巴巴工作"),
        step("c8", "user_input", "谢谢"),
    )
    assert [(f.source_ids[0], f.event_type) for f in facts] == [
        ("c3", "decision"), ("c4", "problem"), ("c5", "solution"), ("c6", "plan"), ("c7", "fact"),
    ]  # fmt: skip


async def test_english_event_types_and_observation_confidence() -> None:
    facts = await extract(
        step("e1", "user_input", "We decided to use MySQL for billing."),
        step("e2", "user_input", "I prefer dark mode."),
        step("e3", "user_input", "The fix was to pin numpy."),
        step("e4", "user_input", "The import fails with an error."),
        step("e5", "user_input", "I'm going to refactor it next week."),
        step("e6", "user_input", "I work at Acme."),
        step("e7", "user_input", "The lake looked calm this morning."),
    )
    assert [f.event_type for f in facts] == [
        "decision", "preference", "solution", "problem", "plan", "fact", "observation",
    ]  # fmt: skip
    assert [f.confidence for f in facts] == [0.9] * 6 + [0.75]


async def test_dates_are_resolved_against_the_window_reference() -> None:
    (fact,) = await extract(step("d1", "user_input", "I went hiking yesterday and 上周五 and on 1 May 2023"))
    assert fact.attributes["mentioned_dates"] == "2023-05-09,2023-05-05,2023-05-01"


async def test_tool_results_are_normalised() -> None:
    facts = await extract(
        step("c1", "tool_call", "", name="weather", tool_call_id="call-1", args={"city": "Paris"}),
        step("r1", "tool_result", '{"temp": 21, "sky": "clear"}', name="weather", tool_call_id="call-1"),
        step("r2", "tool_result", "Error: city not found", name="geocode"),
    )
    # the answered call is stored with its result, not on its own
    assert [f.source_ids for f in facts] == [["c1", "r1"], ["r2"]]
    ok, failed = facts
    assert ok.text == 'Tool weather({"city": "Paris"}) returned: {"temp": 21, "sky": "clear"}'
    assert (ok.source_kind, ok.confidence, ok.event_type) == ("tool_returned", 0.85, "observation")
    assert {k: ok.attributes[k] for k in ("tool_name", "tool_status", "subject")} == {
        "tool_name": "weather",
        "tool_status": "ok",
        "subject": "tool",  # the call is the slot: the same call made again answers anew
    }
    assert failed.text == "Tool geocode failed: Error: city not found"
    assert failed.event_type == "problem"


async def test_mcp_tool_result() -> None:
    mcp = {"content": [{"type": "text", "text": "Booked table for 2 at Chez Anna"}], "isError": False}
    (fact,) = await extract(step("m1", "tool_result", json.dumps(mcp), name="book_table"))
    assert fact.text == "Tool book_table returned: Booked table for 2 at Chez Anna"
    assert "chez anna" in keys(fact.entities)


async def test_unanswered_tool_call_is_kept() -> None:
    facts = await extract(
        step("c1", "tool_call", '{"query": "flights to Tokyo"}', name="search", tool_call_id="call-9"),
        step("r1", "tool_result", "done", name="other", tool_call_id="call-1"),
    )
    assert [f.text for f in facts] == [
        'The assistant called search({"query": "flights to Tokyo"})',
        "Tool other returned: done",
    ]
    assert facts[0].source_kind == "model_inferred"


async def test_tool_call_without_id_is_answered_by_a_later_result_of_the_same_tool() -> None:
    facts = await extract(
        step("c1", "tool_call", "", name="search", args={"q": "x"}),
        step("r1", "tool_result", "42", name="search"),
    )
    assert [f.source_ids for f in facts] == [["c1", "r1"]]


async def test_low_information_tool_result_is_skipped_but_failures_are_kept() -> None:
    facts = await extract(
        step("r1", "tool_result", "", name="save"), step("r2", "tool_result", "", name="save", is_error=True)
    )
    assert [(f.source_ids, f.event_type) for f in facts] == [(["r2"], "problem")]


async def test_long_tool_output_is_cut_in_the_fact_only_keeping_its_start_and_its_end() -> None:
    """A log says how it ended last: the fact keeps the output's start and end (the trace keeps all of it)."""
    extractor = RuleExtractor(max_tool_chars=200)
    output = "line: ok\n" * 60 + "FINAL: disk quota exceeded on node-7"
    (fact,) = await extract(step("r1", "tool_result", output, name="dump"), extractor=extractor)
    assert fact.text.startswith("Tool dump returned: line: ok")
    assert f"[{len(output) - 200} characters in the trace]" in fact.text
    assert fact.text.endswith("FINAL: disk quota exceeded on node-7")


async def test_speaker_prefix_is_not_repeated() -> None:
    (fact,) = await extract(step("s1", "user_input", "Alice: I am a nurse.", name="Alice"))
    assert fact.text == "Alice said: I am a nurse."
    assert fact.attributes["attribute"] == "job"


async def test_confidence_is_configurable() -> None:
    extractor = RuleExtractor(confidence=RuleConfidence(user_cue=0.95, model_inferred=0.3))
    facts = await extract(
        step("s1", "user_input", "I love jazz"),
        step("s2", "model_output", "Jazz is great."),
        extractor=extractor,
    )
    assert [f.confidence for f in facts] == [0.95, 0.3]
    with pytest.raises(ValueError, match="between 0 and 1"):
        RuleConfidence(tool_returned=1.5)


async def test_tool_field_names_are_not_cues_or_entities() -> None:
    (fact,) = await extract(
        step(
            "r1",
            "tool_result",
            '{"errorCount": 0, "issueList": [], "owner": "Priya", "due": "2023-05-12"}',
        )
    )
    assert fact.event_type == "observation"  # "error"/"issue" appear only as keys
    assert keys(fact.entities) == {"priya"}
    assert fact.attributes["mentioned_dates"] == "2023-05-12"


async def test_tool_call_with_id_is_matched_by_name_when_results_carry_no_ids() -> None:
    facts = await extract(
        step("c1", "tool_call", "", name="search", tool_call_id="call-1", args={"q": "x"}),
        step("r1", "tool_result", "42 hits", name="search"),
    )
    assert [f.source_ids for f in facts] == [["c1", "r1"]]


@pytest.mark.parametrize(
    "module",
    [
        "attributes",
        "conditions",
        "cues",
        "dates",
        "density",
        "entities",
        "event_cues",
        "normalize",
        "rules",
        "smalltalk",
        "turn_values",
    ],
)
def test_docstring_examples_run(module: str) -> None:
    import doctest
    import importlib

    result = doctest.testmod(importlib.import_module(f"hindsight_core.extraction.{module}"))
    assert result.attempted > 0 and result.failed == 0


# -- questions, acknowledgements, greetings --------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    ["Got it, I'll remember that.", "Sure, I'll keep that in mind!", "Noted.", "Hi there!", "Hey Priya! How are you?",
     "I'm good, thanks! How about you?", "Good to see you! How have you been?", "好的，我记住了", "好久不见，最近怎么样"],
)  # fmt: skip
def test_acknowledgements_and_greetings_are_low_information(text: str) -> None:
    assert is_low_information(text)


@pytest.mark.parametrize(
    ("text", "stated"),
    [
        ("Which database do I prefer?", ""),
        # a statement that turns to small talk at its end states its first part
        (
            "Quick facts: I'm 36 and my blood type is O+ Anyway, how's your day going?",
            "Quick facts: I'm 36 and my blood type is O+",
        ),
        ("which database do I prefer", ""),
        ("Do you like jazz", ""),
        ("I love pottery! What about you?", "I love pottery!"),
        ("When I was young I lived in Lyon", "When I was young I lived in Lyon"),
        ("Do not use MySQL", "Do not use MySQL"),
        # "did" / "had" as the verb, with what was done: a statement; without it, a question
        ("did my first pottery market, sold 14 mugs", "did my first pottery market, sold 14 mugs"),
        ("had my first driving lesson today", "had my first driving lesson today"),
        ("did my mom call", ""),
        ("have my test results come back", ""),
        ("你去过北京吗", ""),
        ("我喜欢北京。你呢？", "我喜欢北京。"),
        ("体重保持住没", ""),
        ("吃饭了没有", ""),
        ("票还没买", "票还没买"),
        ("我一点都没", "我一点都没"),
        ("我没有", "我没有"),
        # a statement ending in a short question states its first part
        ("I'm flying to Lisbon on May 3rd, any tips?", "I'm flying to Lisbon on May 3rd"),
        ("我下周去成都，有什么推荐吗？", "我下周去成都"),
        # ... and a longer one about what was just said, naming it "that" or "this"; "is it possible to" asks alone
        (
            "my passport expires in May 2027, is that going to be a problem?",
            "my passport expires in May 2027",
        ),
        ("I only sleep 5 hours a night, should I be worried about that?", "I only sleep 5 hours a night"),
        ("my visa runs out in June, would that affect my trip?", "my visa runs out in June"),
        ("I need a hotel in Rome, is it possible to find one near the station for next weekend?", ""),
        ("我护照明年五月到期，这会不会影响我去日本办签证的事情？", "我护照明年五月到期"),
        ("我下个月要去北京出差，这样的话周末的聚会是不是就去不了了呀？", "我下个月要去北京出差"),
        ("如果我辞职，这会不会影响我的签证续签呢？", ""),
        ("If I move to Paris, is that going to be a problem?", ""),
        # ... and a longer one, after what holds of someone close ("My daughter is in third grade, any good math
        # workbooks?" is the user's own memory: so is the Chinese, never a question that fades)
        ("我女儿上三年级了，有什么好的数学练习册推荐吗？", "我女儿上三年级了"),
        # ... as English keeps it: a question of ten characters is short (its question mark is no word), the
        # topic Chinese puts before the question word (周末有什么...), an age said in Chinese (我儿子今年五岁)
        ("I commute two hours every day, any good podcasts to recommend?", "I commute two hours every day"),
        ("我每天通勤两个小时，有什么好听的播客推荐？", "我每天通勤两个小时"),
        ("I just moved to Shenzhen, what fun places can I go to on weekends?", "I just moved to Shenzhen"),
        ("我刚搬到深圳，周末有什么好玩的地方可以去？", "我刚搬到深圳"),
        ("My son is five, what English cartoons are good for his age?", "My son is five"),
        ("我儿子今年五岁，有什么适合他这个年纪看的英文动画片？", "我儿子今年五岁"),
        ("我需要在北京订个酒店，明天晚上有没有便宜点的？", ""),
        # chat drops the question mark: a last clause opening with a question word asks
        ("有没有快速入睡的小技巧", ""),
        ("怎么才能不拖延啊", ""),
        ("今晚吃什么好呢，有没有简单点的菜推荐", ""),
        ("我腰疼，有没有什么办法", "我腰疼"),
        # one's family named without 我的, a lasting condition, clauses parted by spaces
        (
            "好的，谢谢。另外，父亲有糖尿病，多年来一直注射胰岛素，他是否也需要同样的套餐？",
            "好的，谢谢。 另外，父亲有糖尿病，多年来一直注射胰岛素",
        ),
        ("嗯嗯 我姐姐也要跟我一起练 她在备孕 能练吗", "嗯嗯，我姐姐也要跟我一起练，她在备孕"),
        ("父母都退休了 他们能报这个团吗", "父母都退休了"),
        ("这个套餐多少钱 能便宜点吗", ""),
        ("是不是该换工作了", ""),
        ("怎么也睡不着", "怎么也睡不着"),
        ("有没有电梯都无所谓", "有没有电梯都无所谓"),
        ("我在想要不要换工作", "我在想要不要换工作"),
        ("为什么辞职，因为太累了", "为什么辞职，因为太累了"),
        # "tell me", "recommend me" in Chinese, as "tell me a fun fact" in English
        ("讲个冷知识吧", ""),
        ("推荐几个十分钟的拉伸动作", ""),
        ("给我讲个笑话", ""),
        ("推荐个牙医，我牙疼三天了", "推荐个牙医，我牙疼三天了"),
        ("If I move to Paris, what should I pack?", ""),
        ("I need a hotel in Rome, can you find one near the station for next weekend?", ""),
        # a question put as a request to look it up (the answer found is the memory)
        ("What plan is Acme on? Check the CRM.", ""),
        ("Look up my order status please", ""),
        ("I moved to Lisbon. Check my new address is on file.", "I moved to Lisbon."),
        # ... and what the user states in the same sentence after it, in the first person
        ("Look up customer 42; I live in York now.", "I live in York now."),
        ("Check my order status, I moved to York last month.", "I moved to York last month."),
        ("Find flights to Oslo - I prefer aisle seats.", "I prefer aisle seats."),
        ("帮我查一下订单，我现在住在约克。", "我现在住在约克。"),
        ("Check the CRM, what plan is Acme on?", ""),
        ("Look up flights to Rome, if I go in May", ""),
        ("帮我查一下余额", ""),
        ("What plan is Globex on? pull it up in salesforce", ""),
        ("can u look up when the Warriors play next", ""),
        ("幫我查下今日恒指收市幾多", ""),
        ("google the opening hours of the DMV on Fell St", ""),
        # no look-up: a noun, a check-in, the company
        (
            "search engine optimization is my job, I do SEO at Zillow",
            "search engine optimization is my job, I do SEO at Zillow",
        ),
        ("Check-in is at 3pm, the host is Maria", "Check-in is at 3pm, the host is Maria"),
        ("Google is where I work now", "Google is where I work now"),
        ("Check out this cafe, it is great", "Check out this cafe, it is great"),
        (
            "I checked the CRM yesterday, Acme is on Enterprise.",
            "I checked the CRM yesterday, Acme is on Enterprise.",
        ),
    ],
)
def test_statements_leave_questions_out(text: str, stated: str) -> None:
    from hindsight_core.extraction.cues import statements

    assert statements(text) == stated


async def test_questions_are_not_typed_by_what_they_ask_about() -> None:
    facts = await extract(
        step("q1", "user_input", "Which database do I prefer?"),
        step("q2", "user_input", "Do you think I should plan a trip to Rome next week?", name="Bob"),
    )
    assert [(f.source_ids, f.event_type, f.attributes.get("attribute")) for f in facts] == [
        (["q1"], "question", None), (["q2"], "question", None),
    ]  # fmt: skip
    assert all(f.confidence == RuleConfidence().question < 0.7 for f in facts), (
        "pending: never recalled by default"
    )


async def test_a_question_is_folded_into_the_answer_of_another_speaker() -> None:
    facts = await extract(
        step("a", "user_input", "Hey Ann! Which city did you move to?", name="Bob"),
        step("t", "tool_call", "lookup", name="noop"),
        step("b", "user_input", "Lyon, and I love it there.", name="Ann"),
        step("c", "user_input", "I prefer tea. Do you?", name="Bob"),
        step("d", "user_input", "我喜欢咖啡", name="Ann"),
    )
    answer, tea, coffee = (f for f in facts if f.source_ids != ["t"])
    assert answer.source_ids == ["a", "b"]
    assert (
        answer.text
        == "Ann said: Lyon, and I love it there. (answering Bob: Hey Ann! Which city did you move to?)"
    )
    assert answer.event_type == "preference" and answer.source_kind == "user_stated"
    assert "lyon" in keys(answer.entities)
    assert (tea.source_ids, tea.event_type, tea.attributes["value"]) == (["c"], "preference", "tea")
    assert coffee.source_ids == ["d"], "a statement with a question is not folded"


async def test_a_chinese_question_ending_in_mei_is_folded_into_its_answer() -> None:
    facts = await extract(
        step("q", "user_input", "体重保持住没", name="刘强"),
        step("a", "user_input", "过年胖回来了 77", name="刘洋"),
    )
    assert [(f.source_ids, f.text) for f in facts] == [
        (["q", "a"], "刘洋说：过年胖回来了 77（回答刘强：体重保持住没）")
    ]


async def test_a_request_or_a_question_is_no_answer_to_the_question_before() -> None:
    # stored with the assistant's question, "tell me a fun fact" read as an answer to 你现在最放不下的是哪件事？ and
    # outranked what the user said of what they asked about
    facts = await extract(
        step("q1", "model_output", "好的，慢慢来。你现在最放不下的是哪件事？"),
        step("a1", "user_input", "讲个冷知识吧"),
        step("q2", "model_output", "先每天固定起床时间。你看这样可以吗？"),
        step("a2", "user_input", "有没有快速入睡的小技巧"),
    )
    assert not [f.text for f in facts if "回答助手" in f.text]
    # the request is the question the assistant's reply answers; the question nobody answered stays a question
    assert [(f.source_ids, f.event_type) for f in facts if f.source_kind == "user_stated"] == [
        (["a2"], "question")
    ]


async def test_a_yes_answers_a_question_an_acknowledgement_does_not() -> None:
    facts = await extract(
        step("q1", "user_input", "Do you have a dog?", name="Bob"),
        step("a1", "user_input", "Yes!", name="Ann"),
        step("q2", "user_input", "Which database do I prefer?"),
        step("a2", "model_output", "Got it, I'll remember that."),
        step("q3", "user_input", "你养猫吗？", name="Bob"),
        step("a3", "user_input", "是的", name="Ann"),
    )
    assert [(f.source_ids, f.event_type) for f in facts] == [
        (["q1", "a1"], "observation"), (["q2"], "question"), (["q3", "a3"], "observation"),
    ]  # fmt: skip
    assert facts[0].text == "Ann said: Yes! (answering Bob: Do you have a dog?)"
    assert facts[1].confidence < 0.7, "unanswered: the acknowledgement after it is no answer"


async def test_an_acknowledgement_is_not_a_plan() -> None:
    facts = await extract(
        step("u", "user_input", "I usually use PostgreSQL."),
        step("a", "model_output", "Got it, I'll remember that."),
    )
    assert [f.source_ids for f in facts] == [["u"]]


def test_an_office_number_is_not_the_phone_slot() -> None:
    assert all(m.attribute != "phone" for m in find_attributes("My office number is 555-0199"))


async def test_a_tool_result_is_stored_with_the_call_it_answers() -> None:
    """The call's arguments say what was asked (the venue); an OpenAI tool message names no tool: its
    call's name is used, and the call is not stored a second time on its own."""
    facts = await extract(
        step("c1", "tool_call", json.dumps({"venue": "McCormick Place", "day": "2024-02-27"}), name="calendar_create",
             tool_call_id="x1"),
        step("r1", "tool_result", '{"event_id": "evt_88213"}', tool_call_id="x1"),
    )  # fmt: skip
    (fact,) = facts
    assert fact.source_ids == ["c1", "r1"]
    assert fact.text.startswith("Tool calendar_create({") and "McCormick Place" in fact.text
    assert fact.text.endswith('returned: {"event_id": "evt_88213"}')
    assert fact.attributes["tool_name"] == "calendar_create"
    assert fact.attributes["mentioned_dates"] == "2024-02-27"


async def test_a_retried_tool_call_is_stored_once_with_its_last_result() -> None:
    """A retry middleware answers one call twice (a timeout, then the balance): what happened is the last."""
    facts = await extract(
        step("c1", "tool_call", '{"account": "DE-77"}', name="get_balance", tool_call_id="x1"),
        step("r1", "tool_result", "TimeoutError: backend did not answer", name="get_balance", tool_call_id="x1",
             status="error"),
        step("r2", "tool_result", "Balance of DE-77: 1,250.00 EUR", name="get_balance", tool_call_id="x1"),
    )  # fmt: skip
    assert [(f.source_ids, f.event_type) for f in facts] == [(["c1", "r2"], "observation")]
    assert facts[0].text == 'Tool get_balance({"account": "DE-77"}) returned: Balance of DE-77: 1,250.00 EUR'


async def test_a_statement_ending_in_a_short_question_is_the_users_own_memory() -> None:
    facts = await extract(
        step("u", "user_input", "I'm flying to Lisbon on May 13th, any tips?"),
        step("a", "model_output", "Try the pastéis de nata in Belém."),
    )
    assert [(f.source_ids, f.source_kind) for f in facts] == [
        (["u"], "user_stated"),
        (["a"], "model_inferred"),
    ]
    assert facts[0].attributes["mentioned_dates"].startswith("2023-05-13")


async def test_a_chinese_fact_before_a_question_about_it_is_the_users_own_memory() -> None:
    # it was stored as a question (pending, never recalled): 父亲 says no 我, and 糖尿病 was no lasting condition
    facts = await extract(
        step(
            "u",
            "user_input",
            "好的，谢谢。另外，父亲有糖尿病，多年来一直注射胰岛素，他是否也需要同样的套餐？",
        ),
        step("s", "user_input", "嗯嗯 我姐姐也要跟我一起练 她在备孕 能练吗"),
    )
    assert [(f.source_ids, f.event_type != "question") for f in facts] == [(["u"], True), (["s"], True)]
    assert all(f.confidence >= 0.7 for f in facts), [(f.text, f.confidence) for f in facts]


@pytest.mark.parametrize(
    "said", ["我每天通勤两个小时，有什么好听的播客推荐？", "我刚搬到深圳，周末有什么好玩的地方可以去？"]
)
async def test_a_chinese_statement_before_a_longer_question_is_kept_as_english_keeps_it(said: str) -> None:
    # it was a question (pending, never recalled by default), where "I commute two hours every day, any good
    # podcasts to recommend?" is the user's own memory
    (fact,) = await extract(step("u", "user_input", said))
    assert fact.event_type != "question" and fact.confidence >= 0.7, (fact.event_type, fact.confidence)


async def test_a_file_saying_prefer_is_no_preference_of_the_user() -> None:
    """A tool returns data: "I prefer tabs over spaces" in a CONTRIBUTING.md the agent read is the file's text
    (a preference-filtered recall returned it for every user)."""
    facts = await extract(
        TraceStep(step_id="c1", type="tool_call", name="read_file", content='{"path": "CONTRIBUTING.md"}',
                  metadata={"tool_call_id": "k"}),
        TraceStep(step_id="r1", type="tool_result", name="read_file", metadata={"tool_call_id": "k"},
                  content="# Contributing\nI prefer tabs over spaces. We decided to use ruff."),
    )  # fmt: skip
    assert [f.event_type for f in facts] == ["observation"]


# -- an agent's ReAct scaffolding ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        ('Thought: I need the weather.\nAction: get_weather\nAction Input: {"city": "Oslo"}', None),
        ("Thought: I need the weather.", None),
        ("Thought: I can answer.\nAnswer: It is sunny in Oslo.", "The assistant said: It is sunny in Oslo."),
        ("Thought: done.\nFinal Answer: Your flight is BA117.", "The assistant said: Your flight is BA117."),
        # not ReAct output: said as written, whatever it mentions
        ("My answer: the flight is BA117.", "The assistant said: My answer: the flight is BA117."),
    ],
)
async def test_a_react_thought_and_action_are_not_remembered_as_said_only_the_answer(
    said: str, kept: str | None
) -> None:
    facts = await extract(step("u", "user_input", "Weather in Oslo?"), step("a", "model_output", said))
    assistant = [f.text.split(" (answering")[0] for f in facts if f.source_kind == "model_inferred"]
    assert assistant == ([kept] if kept else [])


async def test_a_users_message_starting_with_thought_is_kept_whole() -> None:
    facts = await extract(step("u", "user_input", "Thought: we should move the launch to May.\nAnswer: yes"))
    assert [f.text for f in facts][0].startswith("The user said: Thought: we should move the launch")
