"""CJK text: which characters are CJK letters or wide ones, Chinese numerals, and the folds the Chinese rules
read a text through (traditional to simplified characters, full-width forms to ASCII, Cantonese to Mandarin),
each one for one so that a span found in the folded text is the same span in the text as written."""

from __future__ import annotations

import functools
import re
from importlib import resources

CJK_RANGES: tuple[tuple[str, str], ...] = (
    ("\u3040", "\u30ff"),  # hiragana, katakana
    ("\u3400", "\u4dbf"),
    ("\u4e00", "\u9fff"),
    ("\uac00", "\ud7af"),  # hangul
    ("\uf900", "\ufaff"),
    # CJK extensions B to H and the compatibility supplement (𠮷 of 𠮷野家, the rare characters of Hong Kong names)
    ("\U00020000", "\U0003ffff"),
)
#: What every common LLM tokenizer spends a token or more on: the CJK letters above and, around them, CJK
#: symbols and punctuation, full-width forms and every plane from CJK extension B up.
WIDE_RANGES: tuple[tuple[str, str], ...] = CJK_RANGES + (
    ("\u2e80", "\u303f"),  # CJK and Kangxi radicals, ideographic description, CJK symbols and punctuation
    ("\u3100", "\u33ff"),  # bopomofo, hangul jamo, kanbun, CJK strokes, enclosed CJK, CJK compatibility
    ("\u4dc0", "\u4dff"),  # Yijing hexagram symbols
    ("\uff00", "\uffef"),  # full-width and half-width forms
    ("\U00020000", "\U0010ffff"),  # CJK extension B and later, and every plane above
)
#: Chinese characters alone (no kana, no hangul), as a regular-expression class.
HAN_CLASS = "[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\U00020000-\U0003ffff]"
_CJK = re.compile("[" + "".join(f"{lo}-{hi}" for lo, hi in CJK_RANGES) + "]")
_WIDE = re.compile("[" + "".join(f"{lo}-{hi}" for lo, hi in WIDE_RANGES) + "]")


def is_cjk_char(ch: str) -> bool:
    return _CJK.match(ch) is not None


def is_wide_char(ch: str) -> bool:
    """Whether ``ch`` is a token or more in every common tokenizer (:data:`WIDE_RANGES`): a CJK letter
    (:func:`is_cjk_char`), or a CJK symbol, full-width form or ideograph of a supplementary plane.

    >>> is_wide_char("你"), is_wide_char("，"), is_wide_char("Ａ"), is_wide_char("a"), is_cjk_char("，")
    (True, True, True, False, False)
    """
    return _WIDE.match(ch) is not None


def wide_count(text: str) -> int:
    """How many characters of ``text`` are wide (:func:`is_wide_char`), in one scan.

    >>> wide_count("你好，world")
    3
    """
    return len(_WIDE.findall(text))


CN_DIGITS: dict[str, int] = {
    "〇": 0, "零": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9,
}  # fmt: skip
_CN_TENS = {"十": 10, "百": 100, "千": 1000}
_LONGEST_NUMERAL = 30


def chinese_number(run: str) -> int | None:
    """A Chinese numeral under ten thousand as a number ("十五" = 15, "两千五百" = 2500), read digit by digit
    without a unit ("二〇二二" = 2022, a phone number); None when ``run`` is not one, or is longer than any number
    one says (:data:`_LONGEST_NUMERAL` characters: a run of thousands is no number, and Python refuses to read it).
    A digit said last, right after a hundred or a thousand, counts the unit below it, as everyone says it ("三千五"
    = 3500, "一百五" = 150); after a zero it counts ones ("一百零五" = 105).

        >>> chinese_number("二十三"), chinese_number("一三八"), chinese_number("十"), chinese_number("三天")
        (23, 138, 10, None)
        >>> chinese_number("三千五"), chinese_number("一百零五"), chinese_number("一千零五十")
        (3500, 105, 1050)
    """
    if (
        not run
        or len(run) > _LONGEST_NUMERAL
        or any(ch not in CN_DIGITS and ch not in _CN_TENS for ch in run)
    ):
        return None
    if not any(ch in _CN_TENS for ch in run):
        return int("".join(str(CN_DIGITS[ch]) for ch in run))
    total, digit, unit, zero = 0, None, 0, False
    for ch in run:
        if CN_DIGITS.get(ch) == 0 and digit is None:
            zero = True  # 一百零五: the digit after it counts ones
        elif ch in CN_DIGITS:
            if digit is not None:
                return None  # two digits in a row inside a numeral with units: not a number
            digit = CN_DIGITS[ch]
        else:
            unit = _CN_TENS[ch]
            total += (1 if digit is None else digit) * unit
            digit, zero = None, False
    if digit is not None and unit >= 100 and not zero:
        return total + digit * unit // 10  # 三千五: three thousand five hundred
    return total + (digit or 0)


@functools.cache
def _t2s() -> dict[int, str]:
    """Traditional -> simplified, character by character (OpenCC's table, first candidate)."""
    table: dict[int, str] = {}
    text = resources.files("hindsight_core").joinpath("data/ts_characters.txt").read_text(encoding="utf-8")
    for line in text.splitlines():
        if line and not line.startswith("#"):
            traditional, simplified = line.split("\t")
            table[ord(traditional)] = simplified
    return table


# The full-width forms of ASCII letters, digits and signs (Ｇｏｏｇｌｅ, １３８００１３８０００, ５５５－０１９９, ＠, ＃), not the
# marks Chinese punctuates with (，！？：；（）), which the Chinese rules read as written.
# Spaces no pattern sees as one (copied text's zero-width spaces and joiners, a byte-order mark) and the ideographic
# space are read as a space: "I work at \u200bGoogle" names Google.
_FULL_WIDTH = {
    code: chr(code - 0xFEE0) for code in range(0xFF01, 0xFF5F) if chr(code) not in "，！？：；（）"
} | dict.fromkeys(map(ord, "\u200b\u200c\u200d\u2060\ufeff\u3000"), " ")
_FOLDED = re.compile(
    "["
    + "".join(f"{lo}-{hi}" for lo, hi in CJK_RANGES)
    + "\uff01-\uff5e\u3002\u200b-\u200d\u2060\ufeff\u3000]"
)


# the marks Chinese punctuates with, in a text with no Chinese ("I live in Boston，and I work at Google。")
_WIDE_MARK = re.compile("[，！？：；（）。]")
_MARKS_AS_ASCII = {"，": ",", "！": "!", "？": "?", "：": ":", "；": ";", "（": "(", "）": ")", "。": "."}


def half_width(text: str) -> str:
    """``text`` with the full-width forms of ASCII letters, digits and signs written as ASCII, one for one (an
    input method left in full-width mode types "Ｍｙ ｐｈｏｎｅ ｉｓ ５５５－０１９９"), and a zero-width or ideographic
    space as a space; the marks Chinese punctuates with (，！？：；（）。) are kept in a text with CJK letters, where
    the Chinese rules read them as written (我用过MySQL，PostgreSQL和Redis), and read as ASCII in one without
    ("I live in Boston，and I work at Google。").

        >>> half_width("Ｍｙ ｐｈｏｎｅ ｉｓ ５５５－０１９９！我在Ｇｏｏｇｌｅ上班，")
        'My phone is 555-0199！我在Google上班，'
        >>> half_width("I live in Boston，and I work at Google。"), half_width("我用过MySQL，Redis")
        ('I live in Boston,and I work at Google.', '我用过MySQL，Redis')
    """
    text = text.translate(_FULL_WIDTH)
    if _CJK.search(text) is not None or _WIDE_MARK.search(text) is None:
        return text
    return _WIDE_MARK.sub(lambda mark: _MARKS_AS_ASCII[mark[0]], text)


def to_simplified(text: str) -> str:
    """``text`` with traditional Chinese characters folded to simplified ones, and full-width letters, digits
    and signs to ASCII (:func:`half_width`), one for one (same length, so a span found in the folded text is
    the same span in ``text``). What the rules (cues, slots, dates, fillers) and the keyword index read, so
    that 我現在住在高雄 and 我现在住在高雄 say the same, and ５５５－０１９９ is 555-0199.

        >>> to_simplified("我現在住在臺北，下個月搬家"), to_simplified("ｍｙ ｃｏｄｅ ｉｓ ＡＢＣ１２３")
        ('我现在住在台北，下个月搬家', 'my code is ABC123')
    """
    if _FOLDED.search(text) is None:
        return text
    return half_width(text.translate(_t2s())) if _CJK.search(text) is not None else half_width(text)


# Cantonese read as Mandarin, each word by one of its length (spans stay): 我哋搬咗去沙田 -> 我们搬了去沙田, 我住喺旺角 ->
# 我住在旺角, 而家 -> 现在.
_CANTONESE = str.maketrans(
    {
        "咗": "了",
        "喺": "在",
        "哋": "们",
        "嚟": "来",
        "唔": "不",
        "冇": "没",
        "佢": "他",
        "嘅": "的",
        "睇": "看",
        # 㗎, a Cantonese sentence's last word ("that's how it is": 我係護士㗎), no word of Mandarin's
        "㗎": "啊",
    }
)
# its words of two characters, and 饮 for drinking, as a verb after who drinks or a word before a verb (我饮, 钟意饮,
# 唔饮; not Mandarin's 冷饮, 餐饮, 茶饮, 饮料, 饮食, 饮品, 饮用, 饮水): 我钟意饮咖啡 -> 我喜欢喝咖啡, 喺汇丰做嘢 / 返工 -> 在汇丰工作 /
# 上班 (traditional characters already folded)
_CANTONESE_WORDS = {
    "而家": "现在",
    "钟意": "喜欢",
    "做嘢": "工作",
    "做野": "工作",
    "返工": "上班",
    # its days (听日 tomorrow, 琴日 / 寻日 yesterday) and 今个 (this: 今个礼拜, 今个月)
    "听日": "明天",
    "琴日": "昨天",
    "寻日": "昨天",
    "今个": "这个",
    # its nights and years (聽晚 tomorrow night, 琴晚 / 尋晚 last night, 出年 next year, 舊年 last year)
    "听晚": "明晚",
    "琴晚": "昨晚",
    "寻晚": "昨晚",
    # smoking (食煙 is 抽烟, not eating) and 乜嘢 (what)
    "食烟": "抽烟",
    "乜嘢": "什么",
    # one's mother and boss (老母, 老細) and the day after tomorrow (後日)
    "老母": "老妈",
    "老细": "老板",
    # leaving work, moving house, and "don't ... again" (唔好再提我前度, not 唔好 of "not good": 唔好食)
    "放工": "下班",
    "搬屋": "搬家",
    "搬咗屋": "搬了家",
    "唔好再": "不要再",
}
# 係, the copula (folded to 系): 是 after who or what is (我係護士, 佢係我老闆, 我生日係三月五號, 我最鍾意嘅顏色係藍色; one's
# relative or partner: 我老豆係司機, 我家姐係護士, 我老公系医生)
# or a word before it (都係, 真係, 就係, 唔係, 而家係); not Mandarin's 系 of a tie (系着, 系上, 系鞋带, 系好安全带), a system or
# a series (系统, 系列, 系数), nor 关系, 联系, 体系, 中文系, 我们系 (a department), 日系, 暖色系, whose 系 follows
# none of these; nor 係咪 (whether), nor 係 typed for 喺 (我係呢度返工: where)
_COPULA = (
    "(?:(?<=[我你佢哋他她都就唔即亦仲真只])|(?<=而家|生日|电话|名字|地址|号码|颜色)|(?<=[豆爸妈哥姐弟妹公婆佬仔]))"
    "系(?![统列数着上鞋领围紧咪度]|好(?:安全带|鞋带|领带)|[呢嗰边]度)"
)
# 話 for saying after who says it, of whom (佢話我係天才: what someone else says one is, as 他说我是天才)
_SAID = "(?<=[佢他她])话(?=[我你佢他她])"
# 食, eating, as a verb after who eats or a word before a verb (我食素, 唔再食肉, 鍾意食壽司, 好食), 吃 as in
# Mandarin; not Mandarin's 食物, 食品, 食堂, 食谱, 食材, 食欲, 食量, 食用, 食言, 不食人间烟火
_EAT = "(?<=[我你他她们哋佢要去想爱欢意不唔没冇都会先又再常好少多])食(?![物品堂谱材欲量疗用指粮言]|人间)"
# one's own said with the counting word (我個仔 my son, 我個女 my daughter, 我個老闆, 我隻貓, 佢部車), as 的, and 個仔 /
# 個女 as 儿子 / 女儿; not Mandarin's 我个人 (personally), 个子, 个性, 个把, nor 我个女朋友 (a girlfriend) or 我只
# (only), whose 只 no pet follows
_WHOSE = "(?<=[我你佢他她])"
_CHILD = f"{_WHOSE}个(?:仔|女(?![朋生人孩士仔]))"
_OWN_ONE = f"{_WHOSE}(?:个(?![人子性头把])|只(?=[猫狗])|部(?=[车手电]))"
# 後日, the day after tomorrow (後日有咩安排), 后天; not 以后日子, 日后, 之后日期
_AFTER_TOMORROW = "(?<![以之然最前此今落往])后日(?![子常记本期])"
# 前度, one's ex (唔好再提我前度), 前任; not the 前度 of 前度刘郎
_EX = "(?<=[我你佢他她的个嘅])前度"
# 先生, one's husband as Taiwan and Hong Kong say it (我先生叫大偉, 我先生喺醫院返工), 老公; not Mr (王先生) nor one's
# teacher or a man addressed (先生您好), whom no 我 or 我的 owns
_HUSBAND = "(?<=我|的)(?<!老师的)先生(?![们])"
# 轉工, changing jobs (我轉咗工，而家喺恒生), 跳槽 (轉咗工 跳槽了); not Mandarin's 转工资, 转工作重心
_JOB_CHANGED = "转咗?工(?![资作钱])"
# 出年 next year, 舊年 last year, 前日 the day before yesterday; not Mandarin's 出年货, 辞旧年, 前日本首相, 以前日子
_YEAR_OR_DAY = "出年(?![终货度报])|(?<!辞)旧年|(?<![以之从此])前日(?![本子期记常])"
_YEAR_OR_DAY_SAID = {"出年": "明年", "旧年": "去年", "前日": "前天"}
# 喇, a state come to be (我唔食肉喇, 我轉咗工喇), 了 as in Mandarin; not 喇叭, 喇嘛
_NOW_SO = "喇(?![叭嘛])"
# 咩, what (我鍾意食咩, 聽日有咩安排, 叫咩名), 啥 as in Mandarin; not 係咩 (really?)
_WHAT = "(?<![系是])咩"
# 嚟㗎 / 嚟嘅 / 嚟架 / 嚟喎 ending what one says one is (我係護士嚟㗎, 我系老师嚟嘅: "that's what I am"), 啊啊, no value's
# words (it was read 来的 into the value: 老师来); not 嚟 of a coming (佢聽日嚟, 你幾時嚟呀)
_IS_SO = "嚟[㗎嘅架喎](?=$|[，,。！!？?；;\\s~])"
# 緊, doing now, after the verb of a job or a home (我做緊會計, 我喺度返緊工, 住緊沙田), 着; not Mandarin's 紧急, 紧张, 紧密
# (读紧书 a student's: schools reads it)
_DOING_NOW = "(?<=[做返住揸搵])紧(?![急张密凑迫要贴跟随缩])"
_CANTONESE_WORD = re.compile(
    "|".join(_CANTONESE_WORDS)
    + "|(?<=[我你他她们哋佢要去想爱欢意不唔没冇都会先又再常])饮(?![料食品用水])"
    + f"|(?P<copula>{_COPULA})|(?P<said>{_SAID})"
    + f"|(?P<eat>{_EAT})|(?P<what>{_WHAT})|(?P<now_so>{_NOW_SO})"
    + f"|(?P<child>{_CHILD})|(?P<own_one>{_OWN_ONE})|(?P<after_tomorrow>{_AFTER_TOMORROW})"
    + f"|(?P<job_changed>{_JOB_CHANGED})|(?P<ex>{_EX})|(?P<husband>{_HUSBAND})"
    + f"|(?P<year_or_day>{_YEAR_OR_DAY})|(?P<is_so>{_IS_SO})|(?P<doing_now>{_DOING_NOW})"
)


def from_cantonese(text: str) -> str:
    """Written Cantonese read as Mandarin, so the Chinese rules read it: a word for a word of the same length (a
    span stays the same span). Its text is read with traditional characters folded (:func:`to_simplified`).

        >>> from_cantonese("我哋而家住喺沙田"), from_cantonese("我钟意饮咖啡，喺汇丰做嘢"), from_cantonese("少喝冷饮")
        ('我们现在住在沙田', '我喜欢喝咖啡，在汇丰工作', '少喝冷饮')
        >>> from_cantonese("我系护士"), from_cantonese("我生日系三月五号"), from_cantonese("我们系的老师人很好")
        ('我是护士', '我生日是三月五号', '我们系的老师人很好')
    """
    if not has_cjk(text):
        return text
    # read before 哋 is 们 (我哋係 is "we are", Mandarin's 我们系 a department)
    return _CANTONESE_WORD.sub(_mandarin_word, text).translate(_CANTONESE)


def _mandarin_word(word: re.Match[str]) -> str:
    if word["copula"]:
        return "是"
    if word["said"]:
        return "说"
    if word["eat"]:
        return "吃"
    if word["what"]:
        return "啥"
    if word["now_so"]:
        return "了"
    if word["child"]:
        return "儿子" if word[0].endswith("仔") else "女儿"
    if word["own_one"]:
        return "的"
    if word["after_tomorrow"]:
        return "后天"
    if word["year_or_day"]:
        return _YEAR_OR_DAY_SAID[word[0]]
    if word["husband"]:
        return "老公"
    if word["ex"]:
        return "前任"
    if word["is_so"]:
        return "啊啊"
    if word["doing_now"]:
        return "着"
    if word["job_changed"]:
        return "跳槽了" if len(word[0]) == 3 else "跳槽"
    return _CANTONESE_WORDS.get(word[0], "喝")


def has_cjk(text: str) -> bool:
    # one regex scan: the rule extractor asks this of every clause and word (a Python loop per character
    # was a tenth of ingest time)
    return _CJK.search(text) is not None
