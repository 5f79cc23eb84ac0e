"""Users who mix scripts: Traditional and Simplified Chinese, full-width forms, English with Chinese names in it."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.errors import UserError
from hindsight_core.extraction.dates import mentioned_dates
from hindsight_core.extraction.entities import entity_names
from hindsight_core.models import ALL_STATUSES
from tests.core.retain_helpers import T0, by_source, learned_weekly, tell
from tests.core.slot_helpers import own_slots, slots


@pytest.mark.e2e
@pytest.mark.parametrize(
    ("first", "again", "query", "asked"),
    [
        ("我對花生過敏", "我对花生过敏", "花生", "我對什麼過敏"),
        ("我在台积电上班", "我在台積電上班", "台積電", "我在哪家公司上班"),  # a name: the entity is one too
    ],
)
def test_a_statement_said_again_in_the_other_script_is_one_memory_and_one_forget_takes_it(
    real: Hindsight, first: str, again: str, query: str, asked: str
) -> None:
    """A Taiwanese user says 我對花生過敏, later types it on a phone set to Simplified: one statement, one memory.
    Kept as two, ``forget(query="花生")`` took one copy and the other kept the allergy in recall."""
    tell(real, first, "m1", 0)
    tell(real, again, "m2", 3)
    live = real.list_records(user_id="u")
    assert len(live) == 1 and live[0].occurrences == 2
    real.forget(query=query, user_id="u")
    assert not [r.text for r in real.list_records(user_id="u")]
    assert not real.recall(asked, user_id="u", k=3).hits
    assert {r.status for r in real.list_records(user_id="u", statuses=ALL_STATUSES)} == {"forgotten"}


@pytest.mark.parametrize(
    ("said", "slot"),
    [
        ("Ｍｙ ｐｈｏｎｅ ｎｕｍｂｅｒ ｉｓ ５５５－０１９９！", ("phone", "555-0199")),
        ("我的电话是１３８００１３８０００", ("phone", "13800138000")),
        ("I work at Ｇｏｏｇｌｅ", ("works_at", "Google")),
        ("I work at Google。", ("works_at", "Google")),  # not "Google。"
        ("I live in Boston，and I'm allergic to shellfish", ("lives_in", "Boston")),  # not "Boston，and I"
    ],
)
def test_full_width_letters_digits_and_marks_are_read_as_ascii(said: str, slot: tuple[str, str]) -> None:
    """An input method left in full-width mode: the phone number was no slot at all, "Google。" kept its mark."""
    read = slots(said)
    assert slot in read and not [v for _, v in read if "，" in v or "。" in v]


@pytest.mark.e2e
def test_a_value_typed_in_full_width_is_the_same_value_and_found_by_an_ascii_question(
    real: Hindsight,
) -> None:
    """The same number typed in full width then in ASCII was two current records (the model read the full-width
    digits as unknown tokens, far from the ASCII ones); a full-width birthday was no slot and ranked under
    unrelated turns for "when is my birthday?"."""
    tell(real, "我的电话是１３８００１３８０００", "m1", 0)
    tell(real, "我的电话是13800138000", "m2", 5)
    live = real.list_records(user_id="u")
    assert [r.occurrences for r in live] == [2] and live[0].attributes["value"] == "13800138000"
    for n, text in enumerate(["My cat is called Mochi", "I moved to Leeds last month", "I love hiking"]):
        tell(real, text, f"o{n}", 6 + n)
    tell(real, "Ｍｙ ｂｉｒｔｈｄａｙ ｉｓ ｏｎ Ｍａｒｃｈ ３ｒｄ", "m3", 10)
    hits = real.recall("when is my birthday?", user_id="u", k=3).hits
    assert "ｂｉｒｔｈｄａｙ" in hits[0].record.text and hits[0].record.attributes["attribute"] == "birthday"


@pytest.mark.parametrize(
    ("said", "slot"),
    [
        ("I moved to 深圳 last month", ("lives_in", "深圳")),
        ("I work at 腾讯 now", ("works_at", "腾讯")),
        ("I live in 東京 now", ("lives_in", "东京")),
        ("my manager is 王磊", ("manager", "王磊")),
        ("My cat is called 年糕", ("cat", "年糕")),
    ],
)
def test_a_name_written_in_chinese_inside_english_fills_the_slot(said: str, slot: tuple[str, str]) -> None:
    """A bilingual user names places and people in their own script inside English: the English rules asked for a
    capital letter, which no Chinese name has, and read nothing."""
    assert slot in slots(said)


def test_a_description_in_lower_case_is_still_no_place() -> None:
    assert slots("I live in a small flat") == []


@pytest.mark.e2e
def test_a_move_said_in_english_with_the_chinese_name_supersedes_the_home_said_in_chinese(
    real: Hindsight,
) -> None:
    tell(real, "我住在台北", "m1", 0)
    tell(real, "I moved to 新竹 last month", "m2", 30)
    said = by_source(real)
    assert said["m1"].superseded_by == said["m2"].id and said["m2"].attributes["value"] == "新竹"
    assert "新竹" in real.recall("where do I live?", user_id="u", k=2).hits[0].record.text


@pytest.mark.parametrize(
    ("said", "names"),
    [
        ("my manager 王磊 wants the report by 周五", ["王磊"]),  # 周五 is a day, as Friday is
        ("I had ラーメン at 一蘭 in 東京 yesterday", ["ラーメン", "一蘭", "東京"]),
        ("My friend 김민수 lives in 서울", ["김민수", "서울"]),
        ("I live in 台北，在台積電上班", ["台北", "台積電"]),
        ("I'm meeting 陈老师 下周五 at Starbucks", ["陈老师", "Starbucks"]),
        # Chinese with English words in it keeps its latin terms
        ("我们team下周要migrate到PostgreSQL", ["team", "migrate", "PostgreSQL"]),
        ("我对 gluten 不耐受，吃面包会胃疼", ["gluten"]),
    ],
)
def test_the_names_of_an_english_sentence_are_its_words_in_another_script(
    said: str, names: list[str]
) -> None:
    """English with a Chinese, Japanese or Korean name in it was read as Chinese with English words in it: every
    English word was an entity ("manager", "wants", "report") and the name (王磊) none."""
    assert entity_names(said) == names


@pytest.mark.parametrize(
    ("said", "names"),
    [
        ("我们用Node.js做后端", ["Node.js"]),
        ("我在用Vue.js和Next.js", ["Vue.js", "Next.js"]),
        ("我的邮箱是alice@example.com", ["alice", "example.com"]),
    ],
)
def test_a_latin_name_with_a_dot_inside_chinese_is_one_name(said: str, names: list[str]) -> None:
    """The dot inside "Node.js" was read as the end of a clause: "Node" and "js" became names of their own beside
    "Node.js" (and "example", "com" beside no "example.com"), entities no other statement of it shares."""
    assert entity_names(said) == names


@pytest.mark.e2e
def test_a_code_switched_turn_is_stored_with_its_chinese_name(real: Hindsight) -> None:
    tell(real, "my manager 王磊 wants the report by 周五", "m1", 0)
    (record,) = real.list_records(user_id="u")
    assert record.entities == ["王磊"]


@pytest.mark.parametrize(
    ("said", "frame"),
    [
        ("I love 珍珠奶茶", "The user said: "),
        ("My favourite dish is 麻婆豆腐", "The user said: "),
        ("北京烤鸭 is the best", "The user said: "),
        ("我最近在学 Python 和 machine learning", "用户说："),
        ("我喜欢用PostgreSQL", "用户说："),
    ],
)
def test_an_english_sentence_naming_a_chinese_thing_is_english_speech(
    hs: Hindsight, said: str, frame: str
) -> None:
    """ "I love 珍珠奶茶" counted more Chinese characters than English words, so it was stored as Chinese speech
    ("用户说：I love 珍珠奶茶"): Chinese names framed by English words, with no word of Chinese grammar, are English."""
    tell(hs, said, "m1", 0)
    assert [r.text for r in hs.list_records(user_id="u")] == [frame + said]


@pytest.mark.parametrize(
    ("said", "slot"),
    [
        ("我鍾意飲咖啡", ("likes", "喝咖啡")),
        ("我唔鍾意飲奶茶", ("dislikes", "喝奶茶")),
        ("我喺匯豐返工", ("works_at", "汇丰")),
        ("我喺匯豐銀行做嘢", ("works_at", "汇丰银行")),
        ("我喜欢喝饮料", ("likes", "喝饮料")),  # Mandarin's 饮料 stays a drink, not 喝料
    ],
)
def test_cantonese_likes_and_work_are_read_as_their_mandarin_words(said: str, slot: tuple[str, str]) -> None:
    """A Hong Kong user writes 鍾意 (like), 飲 (drink), 做嘢 / 返工 (work): none was read, so 我鍾意飲咖啡 was no
    preference and 我喜欢喝什么 did not find it."""
    assert slot in slots(said)


@pytest.mark.e2e
def test_a_cantonese_liking_answers_a_mandarin_question(real: Hindsight) -> None:
    for n, text in enumerate(["我鍾意飲咖啡", "我而家住喺沙田", "週末成日去行山", "我隻貓叫豆豆"]):
        tell(real, text, f"m{n}", n)
    (liked,) = [r for r in real.list_records(user_id="u") if "咖啡" in r.text]
    assert liked.event_type == "preference"
    assert "咖啡" in real.recall("我喜欢喝什么", user_id="u", k=3).hits[0].record.text


@pytest.mark.parametrize(
    ("said", "name"), [("我现在在联发科上班", "联发科"), ("我現在在聯發科上班", "聯發科")]
)
def test_the_employer_said_after_now_is_named_without_the_at(said: str, name: str) -> None:
    """现在在X上班: the 在 of 现在 opened the name, so the entity was 在联发科 (in Traditional, 在聯發科)."""
    assert entity_names(said) == [name]


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("the report is due next 周五", "2026-01-16"),  # as "next Friday" and 下周五, not this week's Friday
        ("next 禮拜三 we ship", "2026-01-14"),
        ("I was in Taipei last 週五", "2026-01-02"),
        ("hiking next 週末", "2026-01-17/2026-01-18"),
        ("下週五我要去看牙醫", "2026-01-16"),
        ("下禮拜三開會", "2026-01-14"),
    ],
)
def test_a_chinese_weekday_said_with_an_english_next_or_last_is_that_week(said: str, expected: str) -> None:
    """A bilingual user writes "next 周五": the English "next" was left unread and the Chinese weekday alone was
    this week's, a week early (T0 is a Monday)."""
    assert mentioned_dates(said, T0) == expected


@pytest.mark.parametrize(
    ("said", "expected"),
    [("聽日要開會", "2026-01-06"), ("琴日去咗睇醫生", "2026-01-04"), ("尋日買咗部新電話", "2026-01-04"),
     ("今個月搬屋", "2026-01-01/2026-01-31")],
)  # fmt: skip
def test_cantonese_day_words_are_dated(said: str, expected: str) -> None:
    """聽日 (tomorrow), 琴日 / 尋日 (yesterday), 今個月 (this month) gave no date at all."""
    assert mentioned_dates(said, T0) == expected


@pytest.mark.parametrize(
    ("said", "slot"),
    [
        ("I love coffee ☕️", ("likes", "coffee")),
        ("我喜欢喝咖啡☕️", ("likes", "喝咖啡")),
        ("I love 🍣 sushi", ("likes", "sushi")),
        ("I work at \u200bGoogle", ("works_at", "Google")),  # a zero-width space pasted with the name
        ("我住在\u3000台北", ("lives_in", "台北")),  # an ideographic space
    ],
)
def test_emoji_and_invisible_spaces_are_no_part_of_a_value(said: str, slot: tuple[str, str]) -> None:
    assert slot in slots(said)


@pytest.mark.e2e
@pytest.mark.parametrize(
    ("liked", "given_up"),
    [("I love coffee ☕️", "I don't drink coffee anymore"), ("我喜欢喝咖啡☕️", "我戒了咖啡")],
)
def test_a_taste_said_with_an_emoji_ends_when_given_up(real: Hindsight, liked: str, given_up: str) -> None:
    """The liking's value kept its emoji ("coffee ☕️"), no value the later "not coffee" ended: both stayed current."""
    tell(real, liked, "m1", 0)
    tell(real, given_up, "m2", 10)
    assert by_source(real)["m1"].valid_to is not None


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("我住在台北，在台積電上班，每天搭捷運通勤", [("works_at", "台积电"), ("lives_in", "台北")]),
        (
            "我叫王芳，住在北京朝阳区，在字节跳动上班。",
            [("name", "王芳"), ("works_at", "字节跳动"), ("lives_in", "北京朝阳区")],
        ),
        ("另外，我住在杭州，在阿里上班", [("works_at", "阿里"), ("lives_in", "杭州")]),
        # the clause goes on about someone else, or the sentence was not the speaker's
        ("我姐姐住在台北，在台积电上班", []),
        ("王磊住在台北，在腾讯上班", []),
        ("我住在台北，她在台积电上班", [("lives_in", "台北")]),
        ("我住在台北，我老婆在台积电上班", [("lives_in", "台北")]),
    ],
)
def test_a_chinese_clause_going_on_from_the_speaker_fills_its_slot(
    said: str, expected: list[tuple[str, str]]
) -> None:
    """Chinese leaves the subject out of a clause going on from the one before: 我住在台北，在台積電上班 read only the
    home, so the job was no slot and went to history with the home when the user moved."""
    assert sorted(own_slots(said)) == sorted(expected)


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("我刚毕业，在找工作", []),
        ("我住在台北，在网上找工作", [("lives_in", "台北")]),
        ("我在找工作", []),
        ("我现在在换工作", []),
    ],
)
def test_looking_for_a_job_names_no_employer(said: str, expected: list[tuple[str, str]]) -> None:
    """在找工作 (looking for work) was read as working at 找 (and 在网上找工作 at 网上找): a job search superseded
    the employer the user had named."""
    assert sorted(slots(said)) == sorted(expected)


@pytest.mark.e2e
def test_the_job_said_beside_the_home_stays_current_after_a_move(real: Hindsight) -> None:
    tell(real, "我住在台北，在台積電上班", "m1", 0)
    tell(real, "我搬到新竹了", "m2", 30)
    current = {r.attributes.get("attribute"): r for r in real.list_records(user_id="u") if r.valid_to is None}
    assert current["works_at"].attributes["value"] == "台积电"
    assert current["lives_in"].attributes["value"] == "新竹"
    assert current["works_at"].id == real.recall("我在哪家公司上班", user_id="u", k=2).hits[0].record.id


def test_a_chinese_comma_between_english_words_in_chinese_stays_a_chinese_comma() -> None:
    """Read as ASCII in a Chinese sentence, the comma of 我对peanut，shrimp过敏 let a Chinese rule (which stops at ，)
    read one allergy "peanut,shrimp"."""
    assert not [v for _, v in slots("我对peanut，shrimp过敏") if "," in v]


@pytest.mark.parametrize(
    ("said", "slot"),
    [
        ("我好喜歡喝咖啡", ("likes", "喝咖啡")),
        ("我好鍾意飲咖啡", ("likes", "喝咖啡")),
        ("我蠻喜歡爬山的", ("likes", "爬山")),
        ("我超级喜欢猫", ("likes", "猫")),
        ("我好討厭香菜", ("dislikes", "香菜")),
    ],
)
def test_a_liking_said_with_the_very_of_taiwan_and_hong_kong_is_read(
    said: str, slot: tuple[str, str]
) -> None:
    """好, 蠻 and 超級 say "very" in Taiwan and Hong Kong (我好喜歡, 我好鍾意): no rule read them, so a liking said that
    way three times taught induction nothing."""
    assert slots(said) == [slot]


@pytest.mark.e2e
def test_a_liking_said_again_and_again_the_hong_kong_way_is_learned(real: Hindsight) -> None:
    assert learned_weekly(real, ["我鍾意飲咖啡", "我好鍾意飲咖啡", "我最鍾意飲咖啡"], T0) == ["用户喜欢咖啡"]


@pytest.mark.parametrize("user_id", ["\u200b", "alice\u200b", "\ufeffalice"])
def test_an_id_with_invisible_characters_at_its_ends_is_refused(hs: Hindsight, user_id: str) -> None:
    """A zero-width space copied with a name from a chat app: "alice\\u200b" shows as "alice" yet was another user,
    and "\\u200b" alone was taken as an id."""
    with pytest.raises(UserError, match="blank|invisible characters.*pass 'alice'"):
        hs.recall("where do I live?", user_id=user_id)


def test_a_query_of_invisible_characters_is_blank(hs: Hindsight) -> None:
    with pytest.raises(UserError, match="query must not be empty or blank"):
        hs.recall("\u200b\u200b", user_id="alice")


@pytest.mark.parametrize(
    ("said", "slot"),
    [
        ("我喜欢冷饮", ("likes", "冷饮")),
        ("我在餐饮公司上班", ("works_at", "餐饮公司")),
        ("我喜欢茶饮", ("likes", "茶饮")),
    ],
)
def test_mandarin_words_with_the_cantonese_drink_keep_it(said: str, slot: tuple[str, str]) -> None:
    """Cantonese's 飲 (drink) read as 喝 everywhere (an earlier commit of this branch) turned Mandarin's 冷饮 into 冷喝
    and 餐饮公司 into 餐喝公司; it is a verb only after who drinks or a word before a verb (我飲, 鍾意飲, 唔飲)."""
    assert slots(said) == [slot]
