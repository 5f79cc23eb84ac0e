"""The tables the slot rules (:mod:`~hindsight_core.extraction.slot_rules`) are written with: what a value may be
and where it ends in English and Chinese, the slots one holds one of at a time, the kinds of tools, the activities of
a habit, the words that say whose a value is, and :class:`AttributeMatch`, what a rule finds."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field

from hindsight_core.extraction.amounts import EN_AMOUNT_IN_WORDS, EN_ROUGHLY
from hindsight_core.extraction.entities import TECH_CATEGORIES
from hindsight_core.extraction.kin_words_zh import ZH_KIN_WORDS
from hindsight_core.extraction.occupations import ZH_WORK
from hindsight_core.extraction.pet_breeds import BREEDS
from hindsight_core.extraction.slot_values import EN_STREET_ADDRESS
from hindsight_core.lifecycle.canonical import TOOL_SHORT_NAMES
from hindsight_core.roles import ROLES_ZH, ZH_PEOPLE
from hindsight_core.text import CASED_LETTER, CASED_LOWER, CASED_UPPER

_I = re.IGNORECASE


@dataclass(frozen=True, slots=True)
class AttributeMatch:
    """A slot stated in the first person: ``attribute`` = ``value`` (e.g. ``works_at`` = ``Acme``)."""

    attribute: str
    value: str
    event_type: str
    #: Where the rule matched in the text (start, end): the clause that says it is around it.
    span: tuple[int, int] = field(default=(0, 0), compare=False, repr=False)
    #: Whose slot it is when not the speaker's ("Sam changed his number, it's ..." -> ``Sam``).
    owner: str | None = field(default=None, repr=False)
    #: An amount named by what it is of ("my rent is $1,800", 房租7800: :mod:`~.amounts`): a turn's other value
    #: that can change (a move said beside it) is the one its record holds.
    amount: bool = field(default=False, compare=False, repr=False)


#: A value runs to the end of its clause; a dot or colon inside a word ("carol@new.example.com", "v2.1") and
#: an area code's brackets ("+1 (555) 010-9999") are part of it.
_TITLE_DOT = r"(?<=\bDr)\.\s|(?<=\bMr)\.\s|(?<=\bMs)\.\s|(?<=\bMrs)\.\s|(?<=\bSt)\.\s|(?<=\bProf)\.\s"
_EN_VALUE = r"(?P<value>(?:" + _TITLE_DOT + r"|[^,.;:!?\n()]|[.:](?=\w)|\((?=\d{2,4}\))|(?<=\d)\)){1,80})"
EN_CUT = re.compile(
    # (not where "living" is the taste: "living in the countryside", "living with my parents" are how one lives)
    r"(?<!\bliving)\s+(?:because|'cause|cause|cuz|since|but|for|when|if|although|though|which|who|so|as|instead|over|rather\s+than|"
    # a comparison: "green tea more than coffee" is green tea
    r"(?:much\s+|a\s+lot\s+|way\s+|far\s+)?(?:more|better|less)\s+than|than|"
    r"and\s+then|and\s+(?:my|i|we|he|she|they|it|the|our|his|her|their)|that\s+(?:i|we)(?=\s|['’])|"
    # the speaker's next clause, the speaker left out: "a teacher and love it", "a designer and work remotely" (never
    # "fish and chips", "peace and love": a verb with what it says after it)
    r"and\s+(?:(?:also|really|just|totally|absolutely|actually|still|now|currently|honestly|mostly)\s+)*"
    r"(?:love|loved|like|liked|hate|hated|enjoy|enjoyed|work|worked|live|lived|have|had|want|wanted|need|needed|do|"
    r"did|don't|didn't|can|can't|could|will|would|got|get|feel|felt|think|plan|planned|hope|try|tried|started|"
    r"moved|spend|spent|go|went|am|was|hope)(?=\s+\S)|"
    # someone else's statement after it: "Manchester and Karen lives in Leeds", "and Zoë moved" (never "Procter and
    # Gamble"); a name in letters of any script with case
    rf"and\s+(?-i:[{CASED_UPPER}][{CASED_LOWER}]+)"
    r"(?:'s|\s+(?:is|was|has|had|will|lives|works|moved|\w+ed))(?=\s)|these\s+days|nowadays|lately|recently|now|anymore|after\s+all|again|at\s+the\s+moment|right\s+now|too|as\s+well|"
    # how much: "sushi a lot", "tennis very much", "tea quite a bit" (what is liked is the sushi)
    # ("meat that much", "horror movies much": not liked much), or how wholly one gave it up ("alcohol completely",
    # "caffeine cold turkey")
    r"a\s+(?:lot|ton|little|bit)|lots|loads|quite\s+a\s+(?:bit|lot)|(?:very|so|(?:all\s+)?that)\s+much|"
    r"much(?!\s+(?:of|ado)\b)|completely|entirely|altogether|cold\s+turkey|"
    # where, with whom, when: a detail of the value, not part of it ("Google on the Maps team", "Lyon with my
    # sister", "a nurse in Leeds")
    r"on|near|with|at|in|during|by|until|around|next\s+to|close\s+to|outside|every|on\s+weekends|"
    # how often: "coffee a day", "tea daily"
    r"a\s+(?:day|week|month)|per\s+(?:day|week|month)|daily|weekly|each\s+(?:day|morning|evening|night|week)|"
    # when: "Paris last month", "Stripe two weeks ago"
    r"last|yesterday|today|tonight|this\s+(?:week|month|year|morning|weekend|season|summer|winter|spring|autumn|fall|"
    r"term|semester)|(?-i:rn|atm)|recently|earlier|"
    r"(?:a|an|one|two|three|four|five|six|\d+)\s+(?:days?|weeks?|months?|years?)\s+ago|"
    # the speaker's next clause run on, unpunctuated as speech and hasty typing are ("Google I love it", "boston i
    # think", "Acme I'm a designer there"), and a value taken back ("boston no wait cambridge": :func:`.correction`)
    r"i(?:['’](?:m|ve|d|ll))?(?=\s)|no\s+wait|wait\s+no)\b.*$",
    _I,
)
# A street address, with the lines said after it ("14 Elm Road, Leeds LS6 2AB", "Flat 3, 9 Mill Lane, Bristol", "5
# Mühlweg, Zürich"), not a clause after a comma ("14 Elm Road, it's near the park")
_ADDRESS_CHAR = r"(?:" + _TITLE_DOT + r"|[^,.;:!?\n()]|[.:](?=\w))"
_EN_ADDRESS = (
    r"(?="
    + EN_STREET_ADDRESS
    + r")(?P<value>"
    + _ADDRESS_CHAR
    + rf"{{1,60}}(?:,\s*(?=(?-i:[{CASED_UPPER}0-9]))"
    + _ADDRESS_CHAR
    + r"{1,30}){0,3})"
)
_ZH_VALUE = (
    r"\s*(?P<value>(?:[^，。！？；,.!?;\n]|\.(?=\w)){1,30})"  # a dot inside a word stays: zhangwei88@163.com
)
#: What takes a Chinese value back in the same breath (我住在北京，不对，是天津; dictated: 我住在北京不对是天津): the value
#: ends there, and the one said after it is the value (:func:`~.value_cleaning.zh_correction`). Not 我是说, 我的意思是:
#: they say more as often as they correct (我是说真的, 我的意思是我不想搬).
ZH_TAKEN_BACK = r"(?:不对不对|不对|口误|说错了|我说错了)"
ZH_CUT = re.compile(
    r"(?:因为|但是|但|所以|而且|然后|的时候|不过|现在|了吧|了啊|了(?!么)|" + ZH_TAKEN_BACK + r").*$"
    # the speaker's next clause, with 也 / 还 (我是老师也很喜欢这份工作, 我是程序员还在学日语; not 也门, a name's first
    # character)
    r"|(?<=[\u4e00-\u9fff])(?:也|还)(?:很|是|在|挺|非常|特别|一直|经常|喜欢|爱|有|会|要|想).*$"
    # chat parts its clauses with a space too: 我是做游戏策划的 下班还要测竞品
    r"|(?<=[\u4e00-\u9fff])\s+(?=[\u4e00-\u9fff]).*$"
    # how much of the time, said after what is used (我平时用微信比较多, 我一般用钉钉多一点)
    r"|(?<=\S)(?:比较多|多一点|多一些|多些|居多|为主)$"
    # how long, said after where (我入职阿里三年了, 入职字节两个多月, 住在成都十年了: 阿里, 字节, 成都; not 三月, 上三年级)
    r"|(?<=[\u4e00-\u9fff]{2})(?:快|近|将近|差不多|都)?[一二两三四五六七八九十几半\d]+"
    r"(?:多?年|个多?月|多个月|多?周|多?个?星期|多?个?礼拜)(?:多|半)?(?=了|啦|$)"
    # a place said with the area around it (我住在朝阳区那边, 深圳南山这一带; not 公司附近, 学校旁边: near it, not it)
    r"|(?<=[\u4e00-\u9fff]{2})(?:那边|那儿|那里|这边|这儿|这一带|那一带|一带)$"
    # ... or as one's family home there (我奶奶住在河南老家, 住在湖南乡下: 河南, 湖南; 老家 alone names no place)
    r"|(?<=[\u4e00-\u9fff]{2})(?:老家|乡下|农村老家)$"
    # mixed text: the value ends where the script switches after a space ("火锅 and eat it", "PostgreSQL 做 billing",
    # "Łódź 那边"): letters of any script with case, none of them CJK
    rf"|(?<=[\u4e00-\u9fff])\s+[{CASED_LETTER}].*$|(?<=[{CASED_LETTER}0-9])\s+[\u4e00-\u9fff].*$"
)
NO_VALUE = frozenset(
    ("it", "that", "this", "them", "those", "these", "one", "something", "anything", "everything", "stuff")
    + ("him", "her", "you", "everyone", "everybody", "all")
    + ("things", "它", "这个", "那个")
    # who 他 / 她 / 他们 is was said elsewhere ("我不喜欢他"), as "him" and "her"
    + ("他", "她", "他们", "她们", "它们", "你", "你们", "我们", "大家")
)

EN_SLOTS = frozenset(
    str.split(
        """name email phone birthday age job title role address hometown wife husband partner girlfriend boyfriend
    sister brother mother mom father dad son daughter kid kids boss manager dog cat pet team company employer
    city timezone username major school university nationality car doctor dentist landlord landlady therapist
    coach teacher tutor mentor advisor lawyer accountant roommate flatmate gym bank laptop billing_address
    preferred_editor work_email hairdresser barber vet mechanic trainer chiropractor physio dermatologist
    optometrist pediatrician nanny babysitter cleaner"""
    )
)


def longest_first(words: Iterable[str]) -> str:
    """A regex alternation of ``words``, longest first (男朋友 before 朋友)."""
    return "|".join(sorted(words, key=len, reverse=True))


ZH_SLOTS = {"名字": "name", "生日": "birthday", "邮箱": "email", "电话": "phone", "老板": "boss", "职业": "job",
             "工作": "job", "专业": "major", "学校": "school", "老家": "hometown", "家乡": "hometown",
             "颜色": "color", "食物": "food", "电影": "movie", "书": "book", "数据库": "database",
             "编程语言": "language", "语言": "language", "运动": "sport", "歌手": "singer", "城市": "city",
             "时区": "timezone",
             "手机": "phone", "手机号": "phone", "手机号码": "phone", "电话号码": "phone", "邮箱地址": "email",
             # a work address is another value than one's own (我的工作邮箱是…): two, never a change
             "工作邮箱": "work_email", "公司邮箱": "work_email", "单位邮箱": "work_email", "个人邮箱": "email",
             "私人邮箱": "email",
             # where one's parcels go: one slot with "my shipping address" (收货地址改成…)
             "收货地址": "address", "快递地址": "address", "寄送地址": "address", "邮寄地址": "address",
             "送货地址": "address", "配送地址": "address",
             # a document's number: one slot with "my passport number" (:mod:`~.document_numbers`)
             "护照号": "passport_number", "护照号码": "passport_number", "驾照号": "license_number",
             "驾照号码": "license_number", "驾驶证号": "license_number", "驾驶证号码": "license_number",
             "会员号": "membership_number", "会员号码": "membership_number", "会员卡号": "membership_number",
             "地址": "lives_in", "住址": "lives_in", "家庭地址": "lives_in", "家庭住址": "lives_in", "领导": "boss", "上司": "boss", "经理": "manager",
             "车": "car", "男朋友": "partner", "女朋友": "partner", "男友": "partner", "女友": "partner", "对象": "partner", "室友": "roommate",
             "医生": "doctor", "牙医": "dentist", "房东": "landlord", "教练": "coach", "老师": "teacher",
             "导师": "mentor", "律师": "lawyer", "公司": "company", "健身房": "gym", "电脑": "laptop",
             "笔记本": "laptop",
             # one's bank, by the card said for it: one slot with "I bank with Chase", 我用的是招商银行 (我的工资卡是招行的)
             "银行": "bank", "银行卡": "bank", "工资卡": "bank", "储蓄卡": "bank",
             # the carrier one's phone plan is with (我的手机套餐是移动的: 移动, not a slot named 手机套餐)
             "手机套餐": "phone_carrier", "话费套餐": "phone_carrier", "运营商": "phone_carrier",
             "手机运营商": "phone_carrier", "车险": "car_insurance",
             # where one works, lives, was born and is from, by the other words said for them (我的单位是国家电网,
             # 我的居住地是杭州): one slot with 我在X工作, 我住在X, 我的生日, 我的老家
             "单位": "employer", "工作单位": "employer", "东家": "employer", "雇主": "employer", "居住地": "lives_in",
             "现居地": "lives_in", "住处": "lives_in", "居住地址": "lives_in", "出生日期": "birthday", "出生年月": "birthday",
             "籍贯": "hometown", "出生地": "hometown", "年龄": "age", "岁数": "age",
             # one's spouse, in the words said for them: one slot with "my wife", "my husband"
             "老婆": "wife", "妻子": "wife", "太太": "wife", "媳妇": "wife", "老公": "husband", "丈夫": "husband"}  # fmt: skip
#: The kinds of thing a favourite is of, named in Chinese as in English (最喜欢的乐队 and "favorite band" are one slot,
#: ``favorite_band``): not in ``ZH_SLOTS``, whose words also name the speaker's own (我的菜 is one's type, no dish).
ZH_KINDS = {"乐队": "band", "乐团": "band", "歌": "song", "歌曲": "song", "专辑": "album", "游戏": "game", "球队": "team",
            "饮料": "drink", "水果": "fruit", "动物": "animal", "作家": "author", "演员": "actor", "电视剧": "show",
            "美剧": "show", "节目": "show", "餐厅": "restaurant", "饭店": "restaurant", "季节": "season", "菜": "dish",
            "品牌": "brand", "花": "flower"}  # fmt: skip
# Someone one has one of at a time, in the words of a Chinese sentence: the Chinese word, or the English word said
# in Chinese (新mentor是Callum, 我的新manager叫Priya)
_ZH_ROLES = (
    "老板 领导 上司 经理 医生 牙医 房东 室友 教练 老师 导师 律师 男朋友 女朋友 男友 女友 对象".split()
    + [f"(?i:{word})" for word in ("mentor", "manager", "boss", "coach", "tutor", "advisor", "supervisor")]
)
_ZH_ONE_AT_A_TIME = longest_first(["车", *_ZH_ROLES, *"学校 公司 健身房 电脑 笔记本".split()])
# What one has one of at a time, so that a new one replaces the old ("my new manager", "a new car"); not a
# sister, a friend, a dog, a colleague.
_ONE_AT_A_TIME = (
    r"(?:manager|boss|doctor|dentist|landlord|landlady|therapist|coach|teacher|tutor|mentor|advisor|lawyer|"
    r"accountant|car|partner|girlfriend|boyfriend|wife|husband|roommate|flatmate|team|company|employer|school|"
    r"university|gym|bank|laptop|username|timezone|job|title|role|hairdresser|barber|vet|mechanic|trainer|chiropractor|"
    r"physio|dermatologist|optometrist|pediatrician|nanny|babysitter|cleaner)"
)
#: The people a household goes to, the user's as much as the family's: "our vet is Dr. Cole", "our pediatrician is Dr.
#: Park" (not "our manager", "our teacher": a team's, a class's)
OUR_HOUSEHOLDS = (
    r"(?:vet|veterinarian|dentist|doctor|pediatrician|paediatrician|nanny|babysitter|cleaner|housekeeper|mechanic|"
    r"landlord|landlady|plumber|electrician|handyman|gardener)"
)
# Kinds of tools used several at once (Docker and Slack, Python and TypeScript, React and Django): using one
# is no change from using another; preferring one, or switching to it, is.
USED_TOGETHER = frozenset({"tool", "library", "language", "framework"})
# Kinds that name no one use (Docker, Slack and Jira are all "tool"s): never a slot of one value.
ANY_TOOL = frozenset({"tool", "library"})
# The names of known tools and their short names ("pg", "k8s"), longest first (for rules that take only a tool: "we
# use poetry", "I use PG").
_TECH = longest_first(re.escape(name) for name in [*TECH_CATEGORIES, *TOOL_SHORT_NAMES])
# Activities one does as a habit, by the one name their forms share ("run", "running" -> "running").
ACTIVITIES = {
    "running": "running", "run": "running", "jogging": "jogging", "jog": "jogging", "swimming": "swimming",
    "swim": "swimming", "cycling": "cycling", "cycle": "cycling", "biking": "cycling", "bike": "cycling",
    "hiking": "hiking", "hike": "hiking", "climbing": "climbing", "climb": "climbing", "bouldering": "climbing",
    "surfing": "surfing", "surf": "surfing", "skiing": "skiing", "ski": "skiing", "boxing": "boxing",
    "dancing": "dancing", "dance": "dancing", "yoga": "yoga", "pilates": "pilates", "crossfit": "crossfit",
    "tennis": "tennis", "badminton": "badminton", "golf": "golf", "squash": "squash", "soccer": "soccer",
    "football": "football", "basketball": "basketball", "volleyball": "volleyball", "chess": "chess",
    "meditation": "meditation", "meditating": "meditation", "meditate": "meditation", "smoking": "smoking",
    "smoke": "smoking", "rowing": "rowing", "row": "rowing", "skating": "skating", "skate": "skating",
    "gym": "gym",
    # pastimes taken up and given up as a sport is ("I've taken up pottery", "I gave up knitting")
    "pottery": "pottery", "ceramics": "pottery", "knitting": "knitting", "knit": "knitting", "crochet": "crochet",
    "painting": "painting", "paint": "painting", "bake": "baking",
    "drawing": "drawing", "sketching": "drawing", "guitar": "guitar", "piano": "piano", "violin": "violin",
    "photography": "photography", "gardening": "gardening", "baking": "baking", "woodworking": "woodworking",
    "sewing": "sewing", "calligraphy": "calligraphy", "birdwatching": "birdwatching", "fishing": "fishing",
    "archery": "archery", "sailing": "sailing", "kayaking": "kayaking", "pickleball": "pickleball",
    "snowboarding": "snowboarding", "karate": "karate", "judo": "judo", "kickboxing": "kickboxing",
    "weightlifting": "weightlifting", "tai chi": "tai chi", "hockey": "hockey", "baseball": "baseball",
}  # fmt: skip
#: what follows an activity's verb when it is no pastime: "I stopped painting the fence", "I started running a shop",
#: "I started running late", "I started boxing up the books"
NOT_A_PASTIME = r"(?!\s+(?:the|a|an|my|our|his|her|their|its|it|some|late|behind|out|up|low|short|errands|for\s+office)\b)"
# going to the gym: "I go to the gym every morning", "I stopped going to the gym", "I quit the gym"
_TO_THE = r"(?:(?:go|going)\s+to\s+the\s+|hit(?:ting)?\s+the\s+|the\s+(?=gym\b))"
# an activity said by its bare verb, then a thing it is done to: a chore, not the pastime ("I run backups every night",
# "I run payroll every month", "I smoke brisket every weekend", "I paint houses every summer"); what may follow the
# verb is how often, how far, where or with whom ("I run every morning", "I run 5k", "I swim laps", "I bike to work")
_BARE_VERBS = "run jog swim cycle bike hike climb surf ski dance skate row smoke paint bake knit box".split()
_NO_OBJECT = (
    "(?:"
    + "".join(rf"(?<!\b{verb})" for verb in _BARE_VERBS)
    + r"|(?=\s*(?:$|[,.;:!?)—–])|\s+(?:every|each|twice|once|"
    r"daily|weekly|nightly|most|on|in|at|with|before|after|around|about|for|to|into|from|through|along|by|near|\d\w*|one|"
    r"two|three|four|five|six|seven|eight|nine|ten|a|an|times|early|outside|indoors|outdoors|regularly|too|also|alone|"
    r"together|laps?|miles?|kms?|k|marathons?|half|again|anymore|any|now|still|sometimes|usually|often|when|whenever|"
    r"if|and|but|or|so|as|because|lol|haha|tbh|btw|since|then|religiously|competitively|casually|socially|"
    r"occasionally|mostly|loads|like|more|less|much|almost|nearly|first|fast|slowly|hard|badly|well|off|up|home|back|"
    r"all|this|these|last|next|weekends?|mornings?|evenings?|nights?|days?|lengths|cigarettes|cigs|packs?|weed|cigars|"
    r"(?:mon|tues?|wed|thu|thurs?|fri|sat|sun)(?:days?|s)?)\b))"
)
#: an activity by any of its forms, never one with what it is done to after it ("I stopped painting the fence")
_ACTIVITY = f"(?:{longest_first(ACTIVITIES)}){NOT_A_PASTIME}{_NO_OBJECT}"
#: The speaker in English, never after a condition ("if I'm on keto ...", "when I started running again ...")
EN_SPEAKER = r"(?<!\bif\s)(?<!\bwhen\s)(?<!\bunless\s)\bi"
#: The speaker in Chinese, as things are now (我最近在…, 我已经…, 我又…): a wish or a plan (我想…, 我打算…, 我明天…) or
#: someone else's (我爸…, 我老婆…) says no word allowed here
ZH_SPEAKER_NOW = r"我(?:最近|现在|目前|这阵子|这段时间|这周|今年|正|已经|早就|终于|一直|都|也|还|又)*"
#: An activity of a habit in Chinese: a verb of sport or play and what is played (打羽毛球, 跑步, 学吉他), smoking
#: (抽烟, 吸烟) or the gym (去健身房, 健身)
# (and the habits named by no such verb: 冥想, 散步, 走一万步, 做瑜伽, 遛狗)
ZH_ACTIVITY = (
    r"(?:(?:打|踢|玩|练|跑|游|骑|爬|滑|跳|学)[^，。！？；,.!?;\s\n了吧啊呢]{1,6}|抽烟|吸烟|健身房?|冥想|打坐|散步|走路|"
    r"走[\d一二两三四五六七八九十百千万]+步|做瑜伽|锻炼|晨跑|夜跑|遛狗)"
)
EN_SLOT_NAMES = {"phone number": "phone", "cell number": "phone", "mobile number": "phone", "mobile": "phone",
                  "cell": "phone", "email address": "email", "e-mail": "email",
                  "e-mail address": "email", "number": "phone", "shipping address": "address",
                  "delivery address": "address", "mailing address": "address", "postal address": "address",
                  "billing address": "billing_address", "editor": "preferred_editor", "work email": "work_email",
                  "work e-mail": "work_email",
                  # where one lives, said as its address: one slot with the city ("I live in Leeds")
                  "address": "lives_in", "home address": "lives_in", "residential address": "lives_in",
                  # one dates one at a time, whatever the word: a new girlfriend after a boyfriend is a change
                  "girlfriend": "partner", "boyfriend": "partner",
                  # one who does a thing for the user, by one name ("my stylist" is the hairdresser)
                  "hairstylist": "hairdresser", "stylist": "hairdresser", "veterinarian": "vet",
                  "physiotherapist": "physio",
                  # a young pet is the pet: a puppy's name is the dog's
                  "puppy": "dog", "kitten": "cat",
                  # ... and so is one said by its breed ("my corgi's name is Biscuit")
                  **{breed: pet for breed, pet in BREEDS.items() if breed.isascii()},
                  # one's title is one's job, as a form's "Title:" line is ("My title is Head of Data")
                  "title": "job"}  # fmt: skip

# A Chinese word's characters (no punctuation, no space), and the start of a clause where the speaker may be
# left out ("跳槽去了X", "住在竹北").
_ZH_WORD = r"[^，。！？；,.!?;\s\n]"
# an amount of money: "52k", "£38,000", "$95k", "40,000 a year", "20 bucks an hour" (a bare number is none)
_MONEY = (
    r"(?P<value>(?:[$£€¥₹]\s?\d[\d,.]*(?:\s?(?:k|m|grand|thousand|million))?|\d[\d,.]*\s?(?:k|grand|thousand|lakhs?)\b)"
    + EN_ROUGHLY
    + r"|"
    + EN_AMOUNT_IN_WORDS
    + r"|"
    r"\d[\d,.]*\s?(?:dollars|pounds|quid|euros?|bucks|usd|gbp|eur|rupees|rmb|yuan)\b|"
    r"\d[\d,.]{3,}(?=\s+(?:a|an|per)\s+(?:year|month|hour|week|annum)))"
)
# in Chinese: "一万八", "两万五", "25k", "8000块" (a magnitude or four digits)
# (said roughly, its 多, 来, 出头 or 左右 kept: 两万多, 三十多万, 二十来万, 一万出头, 八万左右); a business's revenue the same
ZH_MONEY = (
    r"(?P<value>[0-9零一二两三四五六七八九十百\.]*[0-9一二两三四五六七八九十](?:[0-9零一二两三四五六七八九十百\.]|(?<=[十百0])[多来])*(?:万|千|k|K)"
    r"(?:[0-9零一二两三四五六七八九]|多|出头|来)?(?:左右|上下)?|\d{4,}(?:块|元|蚊)?)"
)
_ZH_MONEY = ZH_MONEY
_ZH_START = r"(?:^|(?<=[，,。！!？?；;\s]))"
# A clause going on after another of the same sentence, its subject left out (我住在台北，在台积电上班): the speaker's
# only when the sentence opens with them (:func:`speaker_goes_on`), checked where the rule matched; dictated, a clause
# is joined by a space or by 然后 with no comma (我住在杭州 在阿里上班, 我搬到杭州了然后在阿里上班; the space is left
# before the match, where the clause it ends ends)
_ZH_GOES_ON = r"(?:(?<=[，,；;])\s*|(?<=[\u4e00-\u9fff]\s)|(?<=[\u4e00-\u9fff]\s\s)|(?<=然后)\s*)"
# where one works ends before 工作 / 上班, not after a verb of looking for work or changing it (在找工作, 在网上找工作,
# 在换工作: no employer)
_ZH_NOT_SEEKING = r"(?<![找换])"
# how long, not where: 入职两个多月了, 跳槽三年了, said nearly or about (入职快两个月了, 差不多半年, 将近一年)
_ZH_NOT_DURATION = r"(?!(?:快|差不多|将近|接近|都|已经|才|刚|满|有|大概|大约|近|不到)*[一二两三四五六七八九十几半\d]+个?多?(?:月|年|周|天|星期|礼拜))"
# The speaker, said or left out at the start of a clause, then when it happened ("我上个月", "已经", "最近"): what a
# change the speaker made opens with; "我朋友离开了腾讯" and "我哥搬去成都" are someone else's.
_ZH_SELF = r"(?:我|^|(?<=[，,。！!？?；;\s]))"
#: A few days back, said before what was done (我前两天刚入职字节, 前几天搬到杭州, 这两天, 上礼拜)
ZH_DAYS_BACK = r"前(?:两|几|些)天|这(?:两|几)天|上礼拜"
_ZH_WHEN = (
    r"(?:上个月|上周[一二三四五六日天]?|上星期|去年|前年|年初|年底|昨天|前天|今年|这个月|月初|月底|今天|前阵子|前段时间|"
    + ZH_DAYS_BACK
    + r")?"
    r"(?:已经|刚刚?|最近|终于|也|又)?"
)
# 住 the verb "live", not the first character of a noun: 住建局 (housing bureau), 住房, 住院, 住宿, 住户, 住址, 住宅,
# 住所, 住持, 住手, 住口 are no home.
_ZH_ZHU_NOUN = r"(?!建|房|院|宿|户|址|宅|所|持|手|口|嘴|家附近)"

# Someone else's slot said first, then the speaker's own as "mine" ("My boss's phone is 555-0100; mine is
# 555-0222", "Anna's email is anna@x.io and mine's jo@y.io", 老板的电话是138…，我的是139…): "mine" is the speaker's
# slot of the kind just named; the other's value is theirs, never the speaker's.
_THEIRS = (
    r"(?:\b(?:my|our|his|her|their)\s+(?:[a-z]+\s+)?[a-z]+['’]s|\b(?!(?:it|that|he|she|there|what|who|let|here)['’]s)"
    rf"[{CASED_LETTER}][\w-]*['’]s|\b(?:his|her|their|your|our))\s+"
)
_THEN_MINE = r"(?:[,;]\s*|\s+)(?:(?:and|but|while|whereas)\s+)?(?P<mine>mine)(?:\s+is|['’]s)\s+(?:now\s+)?"
_EN_THEIRS_THEN_MINE = (
    _THEIRS
    + r"(?P<slot>[a-z]+(?:\s(?:number|address))?)\s+(?:is|was)\s+(?:[^,.;:!?\n]|[.:](?=\w)){1,80}?"
    + _THEN_MINE
)
_ZH_THEIRS_THEN_MINE = (
    r"(?!我的)"
    + _ZH_WORD
    + r"{1,10}?的(?P<slot>[^，。！？；,.!?;\s\n是的]{1,6})是[^，。！？；,!?;\n]{1,40}?[，,；;]\s*(?:而|但|那)?(?P<mine>我的)(?:号码|号)?是"
)

# Said again, as it always was: "我还是喜欢", "我平时最喜欢", "我真的很喜欢", "我仍然习惯用", "我还住在杭州" (still)
_ZH_AGAIN = r"(?:平时|平常|一直|向来|始终|真的|还是|仍然|依然|其实|确实|本来就|也|都|还|仍)*"

# ... or as it is now ("我现在更喜欢", "我最近喜欢上了", "我如今还是讨厌", 又更喜欢: again), or on an occasion ("我早上喜欢喝茶", "我周末更喜欢
# 在家待着")
_ZH_AGAIN_NOW = (
    r"(?:平时|平常|一直|向来|始终|真的|还是|仍然|依然|其实|确实|本来就|也|都|还|仍|现在|如今|最近|目前|这阵子|这段时间|这些天|后来|"
    r"又|重新|早上|早晨|上午|中午|下午|晚上|夜里|睡前|周末|工作日|冬天|夏天|春天|秋天|"
    # come to as a surprise, or by and by (我现在居然喜欢香菜了, 我竟然爱上了跑步, 我越来越喜欢喝茶, 我开始讨厌加班了)
    r"居然|竟然|开始|越来越|渐渐|慢慢|"
    # or as it has come to be (我已经不喜欢喝咖啡了, 我早就不爱吃辣了)
    r"已经|早就)*"
)

# Not right after someone else's possessive or name: X的 (X not 我 / 我们), a pronoun, a relative or colleague
# (Python's look-behinds are of one width each: one per word)
_ZH_NOT_ANOTHERS = r"(?<!(?<![我们])(?<!我现在)(?<!我目前)(?<!们现在)的)(?<![他她它妈爸哥姐弟妹])" + "".join(
    f"(?<!{w})"
    for w in ("老板", "同事", "老公", "老婆", "朋友", "室友", "领导", "客户", "对方", "女友", "男友")
)

# A person's name said after the role they have for the speaker, without 的 (我老板是李强, 我们经理叫Priya, 我老婆是
# 王芳). What 是 says of a role is as often a description (我老板是个好人, 四川人, 护士, 刚换的, 高手) or a question
# (是不是生气了, 是李强吗), so after 是 a value is a name only as one reads: a common surname and a given name of one or
# two characters (李强, 欧阳娜娜), a surname and a title (王总, 李老师, 王阿姨), 老 / 小 and a surname (老王, 小李), or
# a name in letters of a script with case (Priya, Zoë, Łukasz); after 叫 any short word is (小雨, 思思), unless 叫
# calls someone or something (叫我加班, 叫外卖, 叫什么) or is a bark (叫得很凶, 叫个不停). The name ends the clause:
# 李强吗, 李强的哥哥, 王明来着 name no one.
#: One's family, by the English slot their name fills (我妹妹叫小芳 -> ``sister``): not in ``ZH_SLOTS``, whose
#: "我的<slot>是" reads any value (我妹妹是护士 says what she is), so read only where a name is said.
ZH_KIN = {"妹妹": "sister", "姐姐": "sister", "哥哥": "brother", "弟弟": "brother", "儿子": "son", "女儿": "daughter",
          "妈妈": "mother", "母亲": "mother", "爸爸": "father", "父亲": "father"}  # fmt: skip
_ZH_PEOPLE = longest_first([*_ZH_ROLES, *"老婆 老公 妻子 丈夫 太太 媳妇".split(), *ZH_KIN])
# ... and every relative's word (婆婆, 公公, 孙子, 嫲嫲, 阿妈): a sentence they open is theirs
_ZH_RELATIVES = longest_first(ZH_KIN_WORDS)
# (the surnames that open everyday words are left out: 白领, 明星, 单身, 应该, 全职, 文员, 安静)
#: A job done at an employer, said after it (我在字节跳动做后端开发, 王芳在华为做律师, 我妹妹在协和当护士): the employer is
#: where one works
ZH_JOB_DONE = (
    r"(?:(?:做|当|担任)[^，。！？\s]{0,8}?(?:后端|前端|全栈|开发|产品|设计|运营|发行|销售|市场|数据|算法|测试|研发|客服|财务|人事|"
    r"HR|PM|工程师|程序员|经理|总监|老师|医生|护士|律师|会计|实习|投行|咨询|分析|研究|顾问|编辑|记者|主管|架构师|运维|策划|翻译|"
    r"教书|教学|管理)"
    # or any occupation's word (我在星巴克做店长, 我在协和当护士长)
    r"|(?:做|当|担任)[^，。！？\s]{0,6}?" + ZH_WORK + r")"
)

_ZH_SURNAME = (
    r"(?:欧阳|司马|上官|诸葛|东方|慕容|令狐|皇甫|尉迟|公孙|夏侯|长孙|宇文|司徒|端木|"
    r"[王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔"
    r"钟谭陆汪范金石廖贾夏韦付傅方邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔汤温康施牛樊葛邢"
    r"齐易乔伍庞颜倪庄聂章鲁岳翟殷詹申欧耿焦俞左柳甘祝包宁尚符舒阮柯纪梅童凌毕季裴霍涂苗谷盛曲翁冉骆蓝游辛靳柴"
    r"蒙鲍华喻祁蒲滕屈饶牟艾尤穆卓缪褚娄窦戚岑景宫费卜晏席卫米柏宗瞿桂佟臧闵苟邬卞姬栾隋刁荣巫寇桑郎甄丛仲虞敖"
    r"巩佘池查麻苑迟邝高])"
)
# what a word ends with that names a kind of person or thing, not a person (高手, 程序员, 苏州人, 金牛座, 董事长)
_ZH_NOT_A_NAME_END = "人手座子盲迷控粉党族狂货精鬼友家员生帅汉妹婆娘头领管长逼客主"
_LATIN_NAME = rf"[{CASED_UPPER}][{CASED_LOWER}]+(?:\s[{CASED_UPPER}][{CASED_LOWER}]+)?"
_ZH_NAME_ENDS = r"(?=$|[，,。！!；;\s]|了|啦)"
ZH_NAME_IS = (
    r"(?P<value>"
    + _ZH_SURNAME
    + r"(?:总|董|经理|老师|教授|医生|大夫|律师|阿姨|叔叔?|姐|哥|师傅|工|主任|博士)|[老小]"
    + _ZH_SURNAME
    + r"|"
    + _ZH_SURNAME
    + rf"[\u4e00-\u9fff]?[^\W\d_{CASED_LETTER}"
    + _ZH_NOT_A_NAME_END
    + r"的了吗呢吧]|"
    + _LATIN_NAME
    + r")"
    + _ZH_NAME_ENDS
)
ZH_NAME_CALLED = (
    r"(?P<value>(?!外卖|救护车|车|人|醒|停|好|快递|什么|啥|谁|大家|咱|个不停|起来|声)(?:(?![我你他她它的了吗呢吧得着过])[\u4e00-\u9fff]){2,4}|"
    + _LATIN_NAME
    + r")"
    + _ZH_NAME_ENDS
)

# What a move is to when it is no home: a day or a month (the meeting "moved to Friday"), a part of work ("moved to
# Sales", "the Berlin office", "the night shift"): read before the value of "moved to ...".
_EN_NOT_A_HOME = (
    r"(?!(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|weekends?|tomorrow|tonight|today|next|the\s+(?:next|following)|"
    r"january|february|march|april|june|july|august|september|october|november|december|"
    r"sales|marketing|engineering|finance|accounting|legal|hr|it|qa|ops|operations|support|product|design|research|"
    r"management)\b)(?!(?:the\s+|our\s+|my\s+|a\s+|an\s+)?(?:[\w-]+\s+){0,2}(?:office|branch|team|department|dept|division|"
    r"campus|headquarters|hq|shift|role|position|project|slot|meeting|call|channel|server|repo|folder|account|plan)\b)"
)
# A move told after what the speaker did before, the speaker left out ("I lived in Berlin for years, then moved to
# Munich", "I grew up in Leeds and moved to York"): no one else said between ("I met Anna and she moved to York", "I
# know a guy who moved to York" are theirs).
_EN_THEN_MOVED = (
    r"\b(?:i|we)(?=['’\s])(?:(?!\b(?:he|she|they|you|it|my|his|her|their|your|our|who|which|that|whose)\b)[^.!?;\n]){1,60}?"
    r"(?:,\s*|\s+)(?:and|then|but|so)\s+(?:then\s+|later\s+|eventually\s+|finally\s+|recently\s+|just\s+)?"
)
# Not someone else's, said first in the sentence (我哥搬家了，现在住在上海 is the brother's home)
_ZH_NOT_OF_ANOTHER = r"(?!的?(?:" + ROLES_ZH + r"|[哥姐弟妹爸妈]))"
# what is carried, or how long, not where one lives: 搬来一把椅子, 搬来两箱书, 住三天 (三亚, 九江 are places)
_ZH_NOT_A_COUNT = r"(?![一两二三四五六七八九十几半\d]+(?:个|把|张|台|箱|件|只|条|套|袋|盒|本|辆|天|晚|夜|周|星期|月|年|次)|这|那|些)"


# (a closing quote after its stop is the sentence's: …上班。”我住在杭州，在阿里工作 opens with 我)
_ZH_SENTENCE_END = re.compile(r"[。！!？?\n](?:\s*[”」』\"])?")
# a sentence opened by the speaker (我住在台北; not 我们, 我姐姐, 我的同事), after a word that only turns to it (另外，我…)
# or places in a time gone (之前我在阿里上班，现在在腾讯上班; 小时候我住在武汉 现在住在上海: ``gone``)
_ZH_SPEAKER_OPENS = re.compile(
    r"\s*(?:(?:另外|对了|还有|而且|然后|嗯|哦|噢|btw|大家好|你好|您好|各位好|哈喽|嗨|hi|hello)[，,！!]?\s*)?"
    r"(?:(?P<gone>以前|之前|原来|本来|过去|曾经|小时候|那时候?|当时)[，,]?\s*)?我(?!们|的?(?:"
    + _ZH_PEOPLE
    + r"|"
    + _ZH_RELATIVES
    + r"|"
    + ZH_PEOPLE
    + r"|[哥姐弟妹爸妈]))"
    # (the time gone said after the speaker too: 我以前住在北京，在百度上班, 我以前喜欢日料，也喜欢韩料)
    r"(?P<gone_after>以前|之前|原来|过去|曾经|小时候)?",
    re.IGNORECASE,
)
# a clause of the sentence opened by someone else (…，她在学校教书; …，我老婆在银行上班)
_ZH_ANOTHER_OPENS = re.compile(
    r"(?:[，,；;]|(?<=[\u4e00-\u9fff])\s|然后)\s*(?:他|她|它|我们|我的?(?:"
    + _ZH_PEOPLE
    + r"|"
    + _ZH_RELATIVES
    + r"|[哥姐弟妹爸妈])|(?:"
    + _ZH_PEOPLE
    + r"))"
)


# a sentence opened by someone else, named as one calls a person (小李是我大学室友，…; 老王…), a relative (我姐姐…) or
# he / she (not 小时候, 老家, 老是: no one)
_ZH_OTHER_OPENS_SENTENCE = re.compile(
    r"\s*(?:他|她|(?!小时|小心|小区|小说|小学|小孩|老是|老实|老家|老样|老地|阿里)[小老阿][\u4e00-\u9fff](?=是|在|住|也|现在|今年|去年|刚|说)"
    r"|我的?(?:"
    + _ZH_PEOPLE
    + r"|"
    + _ZH_RELATIVES
    + r"|"
    + ZH_PEOPLE
    + r"|[哥姐弟妹爸妈])|(?:"
    + _ZH_PEOPLE
    + r")"
    # (or the speaker's pet: 我家泰迪豆豆12岁了 最近老是咳嗽 is the dog's cough)
    r"|我(?:们)?家?的?(?:狗狗|小狗|狗|猫咪|小猫|猫|宠物|"
    + "|".join(sorted((w for w in BREEDS if not w.isascii()), key=len, reverse=True))
    + r"))"
)
# a clause's end: a comma, or as dictation ends one, a space between Chinese words or 然后 (我同事小王 住在通州)
_CLAUSE_MARK = re.compile(r"(?:[，,；;]|(?<=[\u4e00-\u9fff])\s|然后)\s*$")


def someone_else_goes_on(text: str, at: int) -> bool:
    """Whether the clause at ``at`` of ``text`` (simplified characters), opening right after a comma with its subject
    left out, goes on from someone else the sentence opened with: 小李是我大学室友，「现在在字节做后端」 is 小李's job, not
    the speaker's.

        >>> someone_else_goes_on("小李是我大学室友，现在在字节做后端", 9), someone_else_goes_on("嗯，现在在字节做后端", 2)
        (True, False)
    """
    if _CLAUSE_MARK.search(text, 0, at) is None:
        return False
    before = _sentence_before(text, at)
    return _ZH_OTHER_OPENS_SENTENCE.match(before) is not None or _ZH_ANOTHER_OPENS.search(before) is not None


def taken_by_another(text: str, at: int) -> bool:
    """Whether what the clause at ``at`` of ``text`` (simplified characters) says is done is done by someone else: the
    last subject its sentence names before it is another person, and the speaker is not named after them.
    我爸在「吃二甲双胍」, 我妈有高血压，每天「吃降压药」 are theirs; 我爸让我「吃…」, 我和我妈都在「吃…」 the speaker's, and so is
    what a doctor says of a medicine (医生说「二甲双胍」可以减到一天一次了: the patient's, who is telling it).

        >>> taken_by_another("我爸在吃二甲双胍", 3), taken_by_another("我在吃阿司匹林，我妈在吃降压药", 11)
        (True, True)
        >>> taken_by_another("医生让我吃二甲双胍", 4), taken_by_another("我在吃阿司匹林", 2), taken_by_another("孩子在吃药", 3)
        (False, False, True)
    """
    before = _sentence_before(text, at)
    opens = _ZH_OTHER_OPENS_SENTENCE.match(before) or _ZH_KIN_OPENS.match(before)
    subjects = [m for m in (opens, *_ZH_ANOTHER_OPENS.finditer(before)) if m]
    if not subjects:
        return False
    last = max(subjects, key=lambda m: m.end())
    return _DOCTOR.search(last[0]) is None and "我" not in before[last.end() :]


# a relative named with no 我 before (孩子在吃阿莫西林, 宝宝在吃益生菌颗粒)
_ZH_KIN_OPENS = re.compile(r"\s*(?:" + ZH_PEOPLE + r"|宝宝|小孩|老人)")
# who tells a patient of their medicine
_DOCTOR = re.compile(r"医生|大夫|医师|牙医")


# A wish or a plan the clauses after it go on under (我想搬到杭州，然后在阿里上班; 我打算下个月搬到杭州，在阿里上班)
_ZH_WISHED = re.compile(r"(?<![理思感构联回梦冥])想|打算|计划|准备|希望|梦想|要不要|考虑")


def _sentence_before(text: str, at: int) -> str:
    """What the sentence holding ``at`` says before it."""
    starts = [m.end() for m in _ZH_SENTENCE_END.finditer(text, 0, at)]
    return text[starts[-1] if starts else 0 : at]


def speaker_goes_on(text: str, at: int) -> bool:
    """Whether the clause at ``at`` of ``text`` (simplified characters), its subject left out, goes on from the
    speaker: the sentence opens with them and no clause between opens with someone else (我住在台北，在台积电上班; not
    我姐姐住在台北，在台积电上班, nor 王磊住在台北，在腾讯上班, whose subject no rule reads).

        >>> speaker_goes_on("我住在台北，在台积电上班", 6), speaker_goes_on("我姐姐住在台北，在台积电上班", 8)
        (True, False)
        >>> speaker_goes_on("之前我在阿里上班，现在在腾讯上班", 9), speaker_goes_on("以前我住在北京，在百度上班", 8)
        (True, False)
        >>> speaker_goes_on("我以前住在北京，在百度上班", 8)
        False
    """
    before = _sentence_before(text, at)
    if not before.strip():
        return True  # it opens the sentence: the speaker, as a rule reading a message's start has it (住在竹北，…)
    now = text.startswith(("现在", "目前", "如今"), at)
    if _ZH_WISHED.search(before) and not now:
        return False  # 我想搬到杭州，在阿里上班: the wish goes on (not 我以前想当医生，现在在医院上班)
    opens = _ZH_SPEAKER_OPENS.match(before)
    if opens is not None and (opens["gone"] or opens["gone_after"]) and not now:
        return False  # 以前我住在北京，在百度上班: the time gone goes on (not 以前我住在北京，现在在百度上班)
    return opens is not None and _ZH_ANOTHER_OPENS.search(before) is None
