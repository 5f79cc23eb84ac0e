"""The values a statement pins down: numbers, ids, dates, quantities, names, negation. Pure functions.

Two statements may be near neighbours in embedding space and still say different things: "My phone number is
555-0199" and "... 555-0101", "Room 102 is booked for Tuesday" and "Room 101 ... Monday", "I live in city 1"
and "... city 0". Dedup merges two texts only when they agree on every value extracted here.

    >>> values_of("Room 102 is booked for Tuesday") == values_of("Room 101 is booked for Monday")
    False
    >>> values_of("Alice is allergic to peanuts") == values_of("Alice has a peanut allergy!")
    True
    >>> sorted(values_of("My phone number is 555-0199").numbers)
    ['555-0199']

The comparison is deliberately strict: a pair it keeps apart that a human would merge costs one extra
record; a pair it merges that a human would keep apart loses a fact.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from hindsight_core.extraction.entities import capitalised_for_opening
from hindsight_core.language import dominant_script
from hindsight_core.text import CN_DIGITS, STOPWORDS, chinese_number, to_simplified

_NUMBER = re.compile(r"\d+(?:[.,:/\-]\d+)*")
_THOUSANDS = re.compile(r"^\d{1,3}(?:,\d{3})+(?:\.\d+)?$")
_LATIN_WORD = re.compile(r"[^\W\d_][\w'’\-]*", re.UNICODE)
_CJK_NUMERAL = re.compile(r"[零〇一二两三四五六七八九十百千万亿]+")
_CURRENCY = re.compile(r"[$€£¥₹₩%]")

_NUMBER_WORDS = frozenset(
    """zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen
    seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand million
    billion dozen half twice once thrice first second third fourth fifth sixth seventh eighth ninth tenth
    single double triple couple""".split()
)
#: A count written as a word is that count in digits: "two kids" is "2 kids".
_CARDINALS = {
    word: str(n)
    for n, word in enumerate(
        """zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen
        seventeen eighteen nineteen twenty""".split()
    )
} | {
    word: str(10 * n)
    for n, word in enumerate("thirty forty fifty sixty seventy eighty ninety".split(), start=3)
}
#: A count in Chinese numerals before what it counts (两只猫, 三个孩子): the same count as 2只猫, 3个孩子.
_CJK_COUNT = re.compile(
    r"[零〇一二两三四五六七八九十百千]+(?=[只个位本张件条岁年天次家辆套口匹头台部双对杯瓶份间栋])"
)
_UNITS = frozenset(
    """kg kgs g gram grams lb lbs pound pounds oz ounce ounces km kms mi mile miles m meter meters metre metres
    cm mm ft foot feet inch inches yard yards l liter liters litre litres ml h hr hrs hour hours min mins minute
    minutes s sec secs second seconds day days week weeks month months year years yr yrs am pm percent
    dollar dollars usd eur euro euros gbp yen yuan rmb cent cents gb mb tb kb ghz mhz""".split()
)
_RELATIVE_TIME = frozenset(
    """today tomorrow yesterday tonight morning afternoon evening night noon midnight weekend weekday weekly
    daily monthly yearly annually last next previous upcoming ago earlier later""".split()
)
_CALENDAR = frozenset(
    """monday tuesday wednesday thursday friday saturday sunday january february april june july august
    september october november december""".split()
)
_NEGATIONS = frozenset(
    """not no never none nobody nothing neither nor without cannot can't won't don't doesn't didn't isn't
    aren't wasn't weren't haven't hasn't hadn't shouldn't wouldn't couldn't mustn't""".split()
)
#: Capitalised only because they open a sentence, or interjections: not named values.
_NOT_NAMES = STOPWORDS | frozenset(
    """yes yeah yep ok okay oh hi hey hello thanks thank sure well wow great good nice cool please let let's
    actually really maybe also anyway so user assistant said says tool returned called failed""".split()
)
#: The end of a contracted pronoun and verb ("I'm", "we're", "they've", "I'll", "you'd").
_CONTRACTED = re.compile(r"'(?:m|re|ve|ll|d)$")
_CJK_TIME = re.compile(
    r"今天|明天|昨天|后天|前天|今晚|明晚|昨晚|早上|上午|中午|下午|晚上|凌晨|周末|"
    r"(?:上|下|这|本)(?:个)?(?:周|星期|礼拜|月)|(?:去|今|明|前|后)年|"
    r"(?:周|星期|礼拜)[一二三四五六日天]"
)
_CJK_NEGATION = re.compile(r"[不没别未无非勿]")
#: Emails, links, @handles and host names: values written in lower case ("carol@new.example.com").
_IDENTIFIER = re.compile(
    r"[\w.+\-]+@[\w\-]+(?:\.[\w\-]+)+|https?://\S+|www\.\S+|(?<![\w@])@\w+|"
    r"\b[a-z0-9][\w\-]*(?:\.[a-z0-9][\w\-]*)*\.(?:com|org|net|io|dev|ai|app|edu|gov|co|uk|de|fr|cn|jp|info|me)\b",
    re.IGNORECASE,
)
#: Words that do not change what a statement says: left out when two statements' wording is compared.
#: Direction and order words (before/after, up/down, over/under, left/right...) are not among them.
_FILLER = (
    STOPWORDS
    - frozenset(
        """above below after before up down over under off out against more most few only once again further
        same other no nor not""".split()
    )
) | frozenset(
    """really actually just still definitely quite pretty indeed honestly basically literally truly certainly
    the said says user assistant currently""".split()
)


@dataclass(frozen=True, slots=True)
class Values:
    """What a text pins down. Two texts state the same thing only if their ``Values`` are equal."""

    numbers: frozenset[str]
    """Digits (``555-0199``, ``1,000`` -> ``1000``), number words, CJK numerals, currencies, units."""
    names: frozenset[str]
    """Capitalised words that are not sentence openers (names, places, weekdays, months, products), and
    every latin word inside a CJK text; lower-cased."""
    times: frozenset[str]
    """Relative time words: today, tomorrow, next week, 上周, 周二..."""
    negated: bool
    """Whether the text negates (not, never, n't, 不, 没...)."""
    ids: frozenset[str] = frozenset()
    """Emails, links, @handles and host names, lower-cased."""


def _number_key(token: str) -> str:
    if _THOUSANDS.match(token):
        token = token.replace(",", "")
    return token


def values_of(text: str) -> Values:
    """The values ``text`` pins down (see :class:`Values`)."""
    normalized = unicodedata.normalize("NFKC", text)
    numbers = {_number_key(m) for m in _NUMBER.findall(normalized)}
    numbers.update(_cjk_count(run) for run in _CJK_NUMERAL.findall(normalized))
    numbers.update(_CURRENCY.findall(normalized))
    cjk = dominant_script(normalized) == "cjk"
    names: set[str] = set()
    times: set[str] = set(_CJK_TIME.findall(normalized))
    negated = bool(_CJK_NEGATION.search(normalized)) if cjk else False
    for match in _LATIN_WORD.finditer(normalized):
        word = match.group(0).replace("’", "'")
        lower = word.lower()
        unit = lower in _UNITS and _after_number(normalized, match.start())
        if lower in _NUMBER_WORDS or unit:
            numbers.add(_CARDINALS.get(lower, lower))
        if lower in _RELATIVE_TIME or lower in _CALENDAR:
            times.add(lower)
        if lower in _NEGATIONS or lower.endswith("n't"):
            negated = True
        capitalised = word[0].isupper() or any(ch.isupper() for ch in word[1:])
        # "I'm", "We're" open a sentence as "I", "We" do: no name; nor does "Flat" in "Flat white is my
        # favourite coffee" (entities read it so: the statement is "my favourite coffee is a flat white" again)
        if (cjk and _is_latin(word)) or (
            capitalised
            and _CONTRACTED.sub("", lower) not in _NOT_NAMES
            and not capitalised_for_opening(normalized, match.start())
        ):
            names.add(lower)
    ids = frozenset(m.group(0).lower().rstrip(".,;:!?)") for m in _IDENTIFIER.finditer(normalized))
    return Values(frozenset(numbers), frozenset(names), frozenset(times), negated, ids)


def _cjk_count(run: str) -> str:
    """A run of Chinese numerals as digits where it reads as a number (两 -> 2, 三十 -> 30), else as written."""
    parsed = chinese_number(run)
    return run if parsed is None else str(parsed)


def counted(text: str) -> str:
    """``text`` with each count in Chinese numerals before what it counts written in digits (我有两只猫 -> 我有2只猫),
    as it is compared for the same statement."""
    return _CJK_COUNT.sub(lambda m: _cjk_count(m.group(0)), text)


def _after_number(text: str, start: int) -> bool:
    """Whether the word at ``start`` follows a number ("3 days", "5kg")."""
    before = text[:start].rstrip()
    return bool(before) and before[-1].isdigit()


def _is_latin(word: str) -> bool:
    return all(ch.isascii() or "\u00c0" <= ch <= "\u024f" for ch in word)


def same_values(a: str, b: str) -> bool:
    """True when the two texts pin down exactly the same values."""
    return values_of(a) == values_of(b)


def content_words(text: str) -> frozenset[str]:
    """The latin words that carry what ``text`` says: lower-cased, a plural or possessive ``s`` dropped,
    without function words and fillers ("really", "just"). "My brother Karen plays violin" and "My sister
    Karen plays violin" differ in one ("brother" / "sister"); "I really like jazz" and "I like jazz." do not.

        >>> sorted(content_words("I really like the dogs!"))
        ['dog', 'like']
    """
    out: set[str] = set()
    for match in _LATIN_WORD.finditer(unicodedata.normalize("NFKC", text)):
        word = match.group(0).replace("’", "'").lower()
        word = word[:-2] if word.endswith("'s") else word
        word = _CONTRACTED.sub("", word)  # "I'm" is "I am", "we're" "we are": function words either way
        if word in _FILLER or word in _NEGATIONS or word.endswith("n't") or word in _NUMBER_WORDS:
            continue  # negation and numbers are compared on their own (Values.negated, Values.numbers)
        if len(word) > 3 and word.endswith("s") and not word.endswith("ss"):
            word = word[:-1]
        out.add(word)
    return frozenset(out)


def same_statement(a: str, b: str) -> bool:
    """True when the two texts pin down the same values (:func:`same_values`) in the same content words
    (:func:`content_words`): what dedup asks before merging two near-identical statements. Traditional and
    simplified characters are one script here (我對花生過敏 is 我对花生过敏 typed on another keyboard).

        >>> same_statement("我對花生過敏", "我对花生过敏"), same_statement("我對花生過敏", "我对芒果过敏")
        (True, False)
    """
    a, b = counted(to_simplified(a)), counted(to_simplified(b))
    return same_values(a, b) and content_words(a) == content_words(b)


_MONTH = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|"
    r"oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
)
#: A day of a month however it is written: "on March 3rd", "the 3rd of March", "3 March" are "march 3".
_ON_A_DAY = re.compile(rf"^on\s+(?=(?:the\s+)?\d|{_MONTH}\b)")
_THE_DAY_OF = re.compile(rf"^(?:the\s+)?(\d{{1,2}})\s+(?:of\s+)?({_MONTH})\b")
_ORDINAL = re.compile(r"\b(\d+)(?:st|nd|rd|th)\b")


def _day_of_month(text: str) -> str:
    """A lower-cased value with a day of a month written one way (see :data:`_ON_A_DAY`); ordinals as numbers."""
    text = _ORDINAL.sub(r"\1", _ON_A_DAY.sub("", text))
    return _THE_DAY_OF.sub(r"\2 \1", text)


# an amount in digits, its thousands parted by commas or said in k or grand: "$1,800", "2.5k", "3 grand" (its currency
# said or not: "$85,000" is "85k")
_EN_AMOUNT = re.compile(
    r"^[$£€¥]?\s?(?P<number>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?:\s?(?P<k>k|grand|thousand)\b)?"
    r"(?P<unit>\s?(?:dollars|bucks|usd))?$"
)
# yuan said after an amount (两千块, 2000元, 3500块钱): the amount
_YUAN = re.compile(r"(?<=\d)\s*(?:块钱|块|元|rmb|yuan)$")


def _en_amount(match: re.Match[str]) -> str:
    """An amount (:data:`_EN_AMOUNT`) as a number: "$1,800" -> "1800", "2.5k" -> "2500", "2000 dollars" -> "2000";
    digits alone as written
    ("0392" keeps its zero, "10.5" its point)."""
    number, k = match["number"], match["k"]
    if not k and "," not in number and not match["unit"] and match[0] == number:
        return number
    value = float(number.replace(",", "")) * (1000 if k else 1)
    return str(int(value)) if value.is_integer() else str(value)


_CN_PART = r"(?:\d+(?:\.\d+)?|[零〇一二两三四五六七八九十百千]+)"
# an amount: a number, or one said in ten thousands and hundreds of millions with what follows them (两万五千, 1万5)
_CN_AMOUNT = re.compile(rf"{_CN_PART}(?:\s*[万亿]{_CN_PART}?)*")
_SEPARATORS = re.compile(r"[\s\-.()（）+/]")
_CN_SCALES = (("亿", 10**8), ("万", 10**4))


def _amount(match: re.Match[str]) -> str:
    said = match[0]
    if said[0].isdigit() and not any(unit in said for unit, _ in _CN_SCALES):
        return said  # digits as written ("0101" keeps its zero)
    parsed = chinese_amount(re.sub(r"\s+", "", said))
    if parsed is None:
        return said  # not a numeral after all: compared as written
    return str(int(parsed)) if float(parsed).is_integer() else str(parsed)


def chinese_amount(said: str) -> float | None:
    """An amount in Chinese numerals or digits with 万 and 亿 as a number, as people say it: "两万五千" = 25000,
    "一万五" = 15000 (a digit said last, right after 万, counts thousands), "1万5" = 15000, "2.5万" = 25000; None
    when it is no amount.

    >>> chinese_amount("两万五"), chinese_amount("一万零五百"), chinese_amount("一亿五千万"), chinese_amount("三千五")
    (25000, 10500, 150000000, 3500)
    """
    total: float = 0
    rest = said
    for unit, scale in _CN_SCALES:
        if unit not in rest:
            continue
        head, rest = rest.split(unit, 1)
        number = _part(head)
        if not head or number is None:
            return None
        total += number * scale
        if len(rest) == 1 and (rest.isdigit() or CN_DIGITS.get(rest, 0) > 0):
            return total + int(rest if rest.isdigit() else CN_DIGITS[rest]) * scale // 10
    number = _part(rest)
    return None if number is None else total + number


def _part(said: str) -> float | None:
    """A number under ten thousand in digits or Chinese numerals ("" is none said: 0)."""
    if not said:
        return 0
    if said[0].isdigit():
        return float(said) if re.fullmatch(r"\d+(?:\.\d+)?", said) else None
    return chinese_number(said)


def value_key(value: str) -> str:
    """A slot value as compared for a change of value: the same value written two ways is one value.

    >>> value_key("138-1234-5678") == value_key("13812345678"), value_key("三十万") == value_key("30万")
    (True, True)
    >>> value_key("Lyon") == value_key("lyon "), value_key("555-0101") == value_key("555-0199")
    (True, False)
    >>> value_key("Postgres") == value_key("PostgreSQL"), value_key("素食") == value_key("Vegetarian")
    (True, True)
    >>> value_key("on March 3rd") == value_key("the 3rd of March") == value_key("March 3")
    True
    >>> value_key("The Cure") == value_key("Cure")
    True
    >>> value_key("lactose intolerant") == value_key("Lactose") == value_key("lactose-intolerance"), value_key("乳糖不耐")
    (True, '乳糖')
    """
    text = re.sub(r"\s+", " ", unicodedata.normalize("NFKC", value).casefold()).strip()
    text = text.removeprefix("the ")  # "The Cure" is the Cure, whether its "The" was kept or not
    text = _day_of_month(text)
    text = _EN_AMOUNT.sub(_en_amount, text)
    text = _YUAN.sub("", _CN_AMOUNT.sub(_amount, text))
    digits = _SEPARATORS.sub("", text)
    if digits.isdigit():
        return digits
    # an intolerance however said: "lactose intolerant", "lactose" (of "intolerant to lactose"), 乳糖不耐症, 乳糖不耐受
    text = _INTOLERANT.sub("", text)
    versioned = _VERSIONED.fullmatch(text)  # "Postgres 16" is PostgreSQL 16, as "Postgres" is PostgreSQL
    if versioned is not None and versioned[1] in SHORT_NAMES:
        return f"{SHORT_NAMES[versioned[1]]} {versioned[2]}"
    return SHORT_NAMES.get(text, text)


# what names an intolerance after what it is of ("gluten-intolerant", "lactose intolerance", 乳糖不耐)
_INTOLERANT = re.compile(r"(?<=\w)(?:[- ]intoleran(?:t|ce)|不耐(?:受|症)?)$")
# a tool's name and the version after it ("postgres 16", "node v20")
_VERSIONED = re.compile(r"(.+?) (v?\d+(?:\.\d+)*(?:\.x)?)")


#: Tools' short names, written for the full one ("Postgres" is PostgreSQL, not a change of database).
SHORT_NAMES = {
    "postgres": "postgresql", "pg": "postgresql", "postgre": "postgresql", "mongo": "mongodb", "k8s": "kubernetes",
    "kube": "kubernetes", "golang": "go", "js": "javascript", "ts": "typescript", "py": "python", "tf": "terraform",
    "gh": "github", "cpp": "c++", "csharp": "c#", "c sharp": "c#", "nodejs": "node.js", "node js": "node.js",
    "vscode": "vs code", "visual studio code": "vs code", "nvim": "neovim", "mssql": "sql server",
    "es6": "javascript", "ecmascript": "javascript",
    # macOS by its old names ("I'm on OS X", then "switched to Linux": a change of system)
    "osx": "macos", "os x": "macos",
    # a diet as the Chinese rules name it (``slot_values.diet``): "我不吃素了" ends "I'm vegetarian"
    "素食": "vegetarian", "纯素": "vegan",
    # a condition as its end names it ("my blood pressure is back to normal", 我血压正常了, "I'm diabetic")
    "hypertension": "high blood pressure", "blood pressure": "high blood pressure", "血压": "高血压", "diabetic": "diabetes",
}  # fmt: skip


_NOT = "not "


# the verb a Chinese habit is said with (打羽毛球, 踢足球): 羽毛球 is the habit's one name
_ZH_HABIT_VERB = re.compile(r"^(?:打|踢|玩|练|去|做|学)(?=[\u4e00-\u9fff]{2})")


def habit_key(activity: str) -> str:
    """The one name of a habit, whatever verb it is said with: "打羽毛球" and "羽毛球" are ``羽毛球`` (学吉他 ``吉他``), "Running"
    is ``running``; the slot of the days it is done on is ``schedule_<habit_key>``."""
    return _ZH_HABIT_VERB.sub("", activity.strip()).lower()


# the verb a taste is said with (喝咖啡, 吃辣, "drinking coffee"): what is liked is the coffee
# the verb a taste is said with, and a measure after it (喝一杯美式 is 美式, 喝点绿茶 绿茶; 吃点心 is a snack)
_TASTE_VERB = re.compile(
    r"^(?:(?:吃|喝)(?:[0-9一两二三四五六七八九十几半]?(?:杯|碗|份|瓶|罐|盘|点(?!心)|些))?(?=[\u4e00-\u9fff])|"
    r"(?:eating|drinking)\s+(?=\S))"
)


def taste_key(value: str) -> str:
    """A liked value as compared with one given up: "我喜欢喝咖啡" then "我戒了咖啡", "I like drinking coffee" then "I
    don't drink coffee anymore" name one coffee.

    >>> taste_key("喝咖啡") == taste_key("咖啡"), taste_key("Drinking coffee") == taste_key("coffee")
    (True, True)
    >>> taste_key("吃辣") == taste_key("喝辣"), taste_key("喝") == taste_key("")
    (True, False)
    >>> taste_key("喝一杯美式") == taste_key("美式"), taste_key("喝两杯咖啡"), taste_key("吃点心")
    (True, '咖啡', '点心')
    """
    return tasted(value_key(value))


def tasted(value: str) -> str:
    """What a taste names without the verb it is said with: "喝伯爵茶" is 伯爵茶, "drinking coffee" is coffee."""
    return _TASTE_VERB.sub("", value)


def negation(value: str) -> str:
    """A slot value that no longer holds, as stored: "I no longer live in Paris" is ``lives_in`` = "not Paris".

    >>> negation("Paris"), negated(negation("Paris")), negated("Paris")
    ('not Paris', 'Paris', None)
    """
    return f"{_NOT}{value}"


def negated(value: str) -> str | None:
    """The value a negation (:func:`negation`) says no longer holds; ``None`` for a plain value."""
    return value[len(_NOT) :] if value.casefold().startswith(_NOT) else None


def text_key(text: str) -> str:
    """The text as compared for an exact repeat: NFKC, case-folded, single spaces, no closing punctuation,
    traditional characters read as simplified ones, a Chinese count in digits (:func:`counted`)."""
    normalized = counted(to_simplified(unicodedata.normalize("NFKC", text))).casefold()
    return re.sub(r"\s+", " ", normalized).strip().rstrip(".!?。！？…").strip()


__all__ = [
    "Values",
    "negated",
    "negation",
    "content_words",
    "same_statement",
    "same_values",
    "taste_key",
    "text_key",
    "value_key",
    "values_of",
]
