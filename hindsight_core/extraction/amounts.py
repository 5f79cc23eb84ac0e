"""The slot rules for an amount of the speaker's named by what it is of: "my rent is $1,800 a month", "our rent went
up to $1,950", "I pay $2,100 in rent", "Rent's $2,100/month", "I bumped my daily step goal to 10,000", "the gate code
got changed to 4417", "the gate code is 4417" (a code of the home, said as the household's), "my budget for the Japan
trip is $2,000" (``trip_budget``), 我房租三千五, 房租涨到四千了, 房东把房租涨到六千五了, 预算提高到三千, 我鞋码42.

The slot is what the amount is of, its words kept ("grocery budget" and "trip budget" are two slots, rent a third),
so a later amount of the same thing is a change of it and another thing's amount changes nothing. The value must be
an amount (digits, a currency, a unit, Chinese numerals) that ends its clause or is said per month, year, day:
"my flight is 3 hours late", "my son is 7" and "my house is 200 years old" fill none. What a rule read before
holds its slot (one's weight, age, pay, number: :mod:`~.measures`, :mod:`~.slot_rules_en`). Read after the other
English rules by :data:`~hindsight_core.extraction.slot_rules.ATTRIBUTE_RULES`; the values are taken as matched.
"""

from __future__ import annotations

import re

from hindsight_core.roles import ROLES_EN

_I = re.IGNORECASE

# -- English -------------------------------------------------------------------------------------------------
# a word of what the amount is of: not a function word, a filler or a word that opens another clause
_EN_WORD = (
    r"(?!(?:is|are|was|were|be|been|has|have|had|got|gets|went|goes|now|still|just|finally|recently|already|also|and|or|but|so|the|a|an|my|our|"
    r"for|of|to|in|on|at|by|with|this|that|it|new|old|i|we|you|they|he|she)\b)(?:[a-z][a-z-]{1,20}|40[13]\(?[kb]\)?(?![\w-]))"
)
_EN_THING = r"(?P<slot>" + _EN_WORD + r"(?:\s+" + _EN_WORD + r"){0,2})"
# "my budget for the Japan trip": the thing it is for names it (``trip_budget``)
# (and where it goes or is: "my budget for the trip to Japan" is the trip's, as "for the Japan trip" is)
_EN_FOR = (
    r"(?:\s+for\s+(?:the\s+|my\s+|our\s+|this\s+|next\s+)?(?:[A-Za-z][\w-]*\s+){0,2}?(?P<of>[a-z][a-z-]{2,20})"
    r"(?:\s+(?:to|in|at|from)\s+(?:the\s+)?(?-i:[A-Z])[\w-]*(?:\s+(?-i:[A-Z])[\w-]*)?)?)?"
)
_EN_UNIT = (
    r"k|m|grand|thousand|million|%|percent|dollars|bucks|quid|pounds|euros?|usd|gbp|eur|cad|aud|rmb|yuan|yen|kg|kgs|"
    r"lbs?|km|miles?|cm|mm|inches|ft|bpm|mph|steps|points|pts|calories|kcal|cals|hours|hrs|minutes|mins|us|uk|eu"
)
#: An amount said in words, as chat says money roughly ("two grand", "a couple hundred", "three and a half grand",
#: "a few thousand bucks"): kept as said.
EN_AMOUNT_IN_WORDS = (
    r"(?:a\s+(?:couple|few)(?:\s+of)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|"
    r"thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:\s+and\s+a\s+half)?\s+(?:grand|hundred|thousand)\b"
    r"(?:\s+(?:bucks|dollars|quid|pounds|euros)\b)?"
)
#: A figure said roughly with "-ish" ("1800-ish", "2k-ish"): the "-ish" kept, as said.
EN_ROUGHLY = r"(?:-?ish\b)?"
_EN_AMOUNT = (
    r"(?P<value>[$£€¥]\s?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?:\s?(?:k|m|grand|thousand|million)\b)?"
    + EN_ROUGHLY
    + r"|"
    + EN_AMOUNT_IN_WORDS
    + r"|"
    # (a code keyed with the # or * of its keypad: "the gate code is 4417#", "#4417": its keys, the sign kept)
    r"[#*]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?:/\d{2,3}\b)?(?:\s?(?:"
    + _EN_UNIT
    + r")\b|\s?%|#)?"
    + EN_ROUGHLY
    + r")"
)
# where the amount ends: its clause, or how often it is paid, or a word of when it holds
_EN_END = (
    r"(?![.,]?\d)(?=\s*(?:$|[.,;:!?)]|\s*[-–—]\s)|/\s?(?:mo|month|wk|week|yr|year)\b|\s+(?:a|an|per|each|every)\s+(?:month|week|year|day|night|hour)\b|\s+(?:monthly|weekly|"
    r"yearly|annually|daily|now|these\s+days|(?:this|last)\s+(?:month|week|year)|ugh|at\s+the\s+moment|right\s+now|at\s+most|max|tops|total|and|but|so|which|"
    r"because|since|as\s+of|from\s+(?:now|next|this)|starting|after|before|thanks|lol|haha|btw|fyi|actually|though|too|"
    r"instead)\b)"
)
# the speaker's own, said as what the clause is about: not "the gate code for my building is 4471" (the building has
# no amount)
_EN_OWN = r"(?<!\bfor\s)(?<!\bof\s)(?<!\bat\s)(?<!\bin\s)(?<!\bon\s)(?<!\bto\s)(?<!\bfrom\s)(?<!\bwith\s)\b(?:my|our)\s+"
_EN_NOW = r"(?:(?:now|still|currently|only|just|usually|normally|typically|generally|about|around|roughly|approximately|exactly|like|set\s+at|at|(?:back\s+)?(?:down|up)\s+to|back\s+to)\s+)*"
# a code of the home, said as the household's without "my" ("the gate code is 4417", "gate code is now 8820", "FYI the
# new door code is 2211", "our new door code is 2211"): not any code said with "the" ("the error code is 404", "the
# zip code is 94110")
_EN_HOME_CODE = (
    r"(?:^|(?<=[.!?,;:(]\s)|(?<=\n)|\b(?:fyi|btw|oh|and|also|ok|so|reminder)[,:]?\s+|\b(?:the|our|my)\s+)(?:new\s+)?"
    r"(?P<slot>(?:front\s+|back\s+|main\s+|side\s+)?(?:gate|door|garage|alarm|building|lobby|lockbox|key\s?box|keypad|"
    r"entry|entrance|intercom|buzzer|storage|mailbox|padlock|bike\s+lock|safe)\s+(?:code|pin|passcode|combination|combo))"
)
# a change said with what changed first ("our rent went up to", "my budget was increased to") or with the verb first
# ("I bumped my step goal to", "they changed the gate code to")
_EN_CHANGED = (
    r"(?:went|has\s+gone|have\s+gone|is\s+going|goes|was\s+put|got\s+put|jumped|rose|has\s+risen|fell|dropped|grew|"
    r"(?:(?:has|have)\s+been|was|were|got|is|are)\s+(?:raised|increased|reduced|lowered|cut|bumped|upped|changed|"
    r"moved|set|dropped|adjusted|updated|pushed|capped))"
)
_EN_CHANGE_VERB = r"(?:rais|increas|reduc|lower|cut|bump|upp|chang|set|adjust|updat|stretch|dropp?|capp?)\w*"
# said of a change as it came: "my rent just went up to $2,300", "my rent finally went down to $1,900"
_EN_AS_IT_CAME = r"(?:(?:just|finally|recently|officially|already|suddenly)\s+)?"
# a change said with no amount, then the amount now in the next clause ("went up again, now 2,650", "went up, it's now
# $2,400"; not "went up, now I can't afford it")
_EN_WENT = (
    r"(?:went|has\s+gone|have\s+gone|jumped|rose|has\s+risen|fell|dropped|(?:got|was|were|has\s+been)\s+(?:raised|increased|"
    r"reduced|lowered|cut|bumped|upped|changed))(?:\s+(?:up|down))?(?:\s+again)?(?:\s+(?:this|last)\s+(?:month|year|week))?"
)
_EN_NOW_AFTER = (
    r"\s*[,;:—–-]\s*(?:and\s+|so\s+)?(?:it['’]s\s+now|it\s+is\s+now|now(?:\s+it['’]s|\s+it\s+is)?)\s+(?:at\s+)?"
    r"(?:(?:about|around|like|only)\s+)?"
)
# what "is" or "'s" joins to the amount: "my rent is $2,100", "my rent's $2,100"
_EN_IS = r"(?:\s+(?:is|are)|\s*['’]s)\s+"
# a rent or a mortgage said with no "my" opening a sentence is the speaker's ("Rent is $2,100 a month", "ugh, rent went
# up to 2300", "Found a place! rent's $2,400"): one's own is the one chat names bare, a budget or a score said bare is
# as often anyone's; not after someone else is named ("My sister just moved to NYC. Rent is $3,200": hers)
# ... or in the clause after one's lease signed or one's move in, past a comma or a dash ("just signed the lease,
# rent's 2,100/month", "moved in yesterday, rent is 1800"; not "saw a nice place today, rent is ...", "if we sign ...")
_EN_SETTLED = (
    r"(?:^|(?<=[.!?;:]\s)|\b(?:i|we)(?:['’]ve|\s+have)?\s+)(?:just\s+|finally\s+|officially\s+)?"
    r"(?:signed\s+(?:the|a|our|my)\s+(?:new\s+)?lease|renewed\s+(?:the|our|my)\s+lease|moved\s+in)\b[^.!?;\n,—–]{0,25}?\s*[,—–-]+"
)
_EN_BARE = (
    r"(?:(?:^|(?<=[.!?;:]))|"
    + _EN_SETTLED
    + r")\s*(?:(?:and|but|so|ugh|also|btw|ok|okay|oh|well|plus)[\s,]+){0,2}"
    r"(?P<slot>(?P<bare>)(?:monthly\s+)?(?:rent|mortgage))"
)
_ANOTHER_BEFORE = re.compile(
    r"\b(?:my|our)\s+(?!landlord\b|landlady\b)(?:"
    + ROLES_EN
    + r")\b|\b(?:he|she|they|his|her|their|him|them)\b",
    _I,
)

# -- Chinese -------------------------------------------------------------------------------------------------
# what an amount is of, as people name it (not one's pay, weight or age: their own rules read them)
_ZH_THING = (
    r"(?P<slot>房租|租金|月租|(?:房贷|车贷)月供|房贷|月供|车贷|贷款|预算|存款|积蓄|步数目标|每日步数|步数|鞋码|身高|血压|血糖|心率|体脂率|体脂|"
    r"信用分|芝麻分|学费|生活费|零花钱|话费|网费|物业费|年终奖|奖金|首付|负债|欠款|绩点|门禁密码|门禁码|"
    # a code of the home by its door or lock, said at a clause's start: 大门密码是1234, 门锁密码改成5678了, 车库密码是2468
    r"(?:大门|门锁|家门|房门|入户门|单元门|楼门|院门|车库|车库门|指纹锁|智能锁|密码锁|保险柜|快递柜|信箱)密码|密码|"
    r"(?:(?![的是我把想要在了])[\u4e00-\u9fff]){0,4}?(?:预算|目标))"
)
_ZH_AMOUNT = (
    r"(?P<value>[#＃*]?(?:[0-9]+(?:\.[0-9]+)?|[零一二两三四五六七八九十百千万亿]*[一二两三四五六七八九十][零一二两三四五六七八九十百千万亿]*)"
    # (an amount said roughly keeps its 多 or 出头: 三千多, 两千多块, 一万出头)
    r"(?:[万千kK][0-9一二三四五六七八九]?)?(?:(?:(?<=[万千百十kK])|(?<=\d00))多)?(?:块钱|块|元|刀|美元|美金|步|码|厘米|公分|cm|CM|%|分|[#＃])?"
    r"(?:(?<=[万千百十kK])出头)?)"
)
_ZH_END = r"(?=$|[，,。！!？?；;\s~～]|了|啦|左右|上下|出头|一个月|每个月|每月|/月|一年)"
# what may stand between the thing and its amount: 现在, 一个月, 大概, 是
_ZH_BETWEEN = r"(?:现在|目前|已经|又|都|也|就|才|只有|是|有|要|大概|差不多|大约|一个月|每个月|每月|一年|一共|总共|每天|一天|交|付|还(?![剩有欠差]))*"
# (a code is changed as often as it is switched: 门禁密码换成2468了, 门禁码又换了，现在是4455)
_ZH_CHANGED = r"(?:又|也|已经|终于|都)?(?:涨|降|加|减|提高|提|调|改|变|换|增加|减少|降低|上调|下调|掉|升)(?:到|成|为|至)了?"
# (the home's own place said before its code: 我们小区门禁密码, 家里大门密码)
_ZH_OPEN = (
    r"(?:我们家|我们|我家|我|咱家|^|(?<=[，,。！!？?；;\s]))(?:的)?(?:小区|家里)?(?:的)?(?:现在|目前)?(?:每个月|每月|一个月|这个月|今年|这次)?"
    r"(?:的)?"
)
# one's landlord or building management changing it (房东把房租涨到六千五了, 我们房东又把房租涨到七千了, 物业把门禁密码换成
# 3690了; not 我朋友的房东…: theirs)
_ZH_LANDLORD = (
    r"(?:(?:我们|我家|我)的?|^|(?<=[，,。！!？?；;\s]))(?:房东|物业)(?:又|也|已经|终于|刚刚?|突然|还是)?"
)
# what says the value after a change said first: 现在是, and for a code 新的是 (门禁密码换了，新的是2468)
_ZH_NOW_IS = r"(?:(?:现在|目前)(?:是|要|变成)?|新的?(?:密码|号码|码)?(?:是|：|:))"

AMOUNT_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    # "my rent is $1,800 a month", "our monthly budget is about 3k", "my budget for the Japan trip is $2,000"
    (re.compile(_EN_OWN + _EN_THING + _EN_FOR + _EN_IS + _EN_NOW + _EN_AMOUNT + _EN_END, _I), "{slot}", "fact"),
    # "Rent is $2,100 a month", "rent's $2,100/month"
    (re.compile(_EN_BARE + _EN_IS + _EN_NOW + _EN_AMOUNT + _EN_END, _I), "{slot}", "fact"),
    # "the gate code is 4417", "gate code is now 8820": the home's code, as "our gate code is 4417"
    (re.compile(_EN_HOME_CODE + r"\s+(?:is|'s|’s)\s+" + _EN_NOW + _EN_AMOUNT + _EN_END, _I), "{slot}", "fact"),
    # "our rent went up to $1,950", "my budget was increased to 2.5k", "the gate code got changed to 4417"
    (re.compile(r"\b(?:my|our|the)\s+" + _EN_THING + _EN_FOR + r"\s+" + _EN_AS_IT_CAME + _EN_CHANGED
                + r"\s+(?:up\s+|down\s+|back\s+)?(?:to|at)\s+" + _EN_AMOUNT + _EN_END, _I), "{slot}", "fact"),
    # "rent went up to 2300 ugh", "Rent just went up to $2,300"
    (re.compile(_EN_BARE + r"\s+" + _EN_AS_IT_CAME + _EN_CHANGED + r"\s+(?:up\s+|down\s+|back\s+)?(?:to|at)\s+" + _EN_AMOUNT
                + _EN_END, _I), "{slot}", "fact"),
    # the change said first, the amount after it: "rent just went up again, now 2,650 a month", "our rent went up,
    # it's now $2,400", "my credit score jumped — now at 780"
    (re.compile(r"\b(?:my|our|the)\s+" + _EN_THING + _EN_FOR + r"\s+" + _EN_AS_IT_CAME + _EN_WENT + _EN_NOW_AFTER + _EN_AMOUNT + _EN_END, _I),
     "{slot}", "fact"),
    (re.compile(_EN_BARE + r"\s+" + _EN_AS_IT_CAME + _EN_WENT + _EN_NOW_AFTER + _EN_AMOUNT + _EN_END, _I), "{slot}", "fact"),
    # "I pay $2,100 in rent", "we pay 2100 a month for rent", "I'm paying $1,650/month in rent now"
    (re.compile(r"\b(?:i|we)(?:\s+(?:now|still|currently|only))?(?:\s+pay|(?:['’]m|['’]re|\s+am|\s+are)\s+(?:now\s+|still\s+)?paying)\s+"
                + _EN_NOW + _EN_AMOUNT + r"(?:\s*(?:/\s?(?:mo|month)|(?:a|per|each|every)\s+month|monthly))?\s+(?:in|for)\s+"
                r"(?:my\s+|our\s+|the\s+)?(?P<slot>rent|mortgage)\b(?!\s+(?:for|on|of)\b)", _I), "{slot}", "fact"),
    # "I bumped my step goal to 10,000", "they changed the gate code to 4417", "I can stretch the trip budget to 2.5k"
    (re.compile(r"\b" + _EN_CHANGE_VERB + r"\s+(?:up\s+|down\s+)?(?:my|our|the)\s+" + _EN_THING + _EN_FOR + r"\s+(?:up\s+|down\s+|back\s+)?to\s+"
                + _EN_AMOUNT + _EN_END, _I), "{slot}", "fact"),
    # what one has put by: "I have about 30k in savings", "I've got like 12k in my savings account", "I have $30,000
    # saved up" (one's savings, as "my savings are at 35k" are; not "my sister has 100k in savings", "I want to have ...",
# "I have 2k saved for the trip": a fund of its own)
    (re.compile(r"\b(?:i|we)(?:\s+(?:now|still|currently|only))?(?:\s+have|\s+have\s+got|['’]ve\s+got|\s+got)\s+"
                r"(?:(?:about|around|roughly|like|almost|nearly|over|just\s+(?:over|under))\s+)?" + _EN_AMOUNT
                + r"\s+(?:(?:saved|put\s+away)(?:\s+up)?\b(?!\s+(?:for|towards?)\b)|in\s+(?:my\s+|our\s+)?savings(?:\s+account)?\b)", _I),
     "savings", "fact"),
    # 我有二十万存款, 我现在有三十万的积蓄
    (re.compile(r"我(?:们)?(?:现在|目前)?(?:还|一共|总共)?有" + _ZH_AMOUNT + r"(?:的)?(?:存款|积蓄)"), "存款", "fact"),
    # 我房租三千五, 我的预算是两千块, 我们家房贷每个月八千, 我鞋码42
    (re.compile(_ZH_OPEN + _ZH_THING + _ZH_BETWEEN + _ZH_AMOUNT + _ZH_END), "{slot}", "fact"),
    # 房租涨到四千了, 预算提高到三千, 步数目标改成一万
    (re.compile(r"(?:" + _ZH_OPEN + r"|" + _ZH_LANDLORD + r"(?=把))(?:把)?" + _ZH_THING + _ZH_CHANGED + _ZH_AMOUNT + _ZH_END), "{slot}",
     "fact"),
    # 房东涨房租了，现在四千; 预算又加了，现在是三千; 门禁密码换了，新的是2468
    (re.compile(r"(?:涨|降|加|减|调|换)了?" + _ZH_THING + r"了?[，,]\s*" + _ZH_NOW_IS + _ZH_AMOUNT + _ZH_END),
     "{slot}", "fact"),
    (re.compile(_ZH_OPEN + _ZH_THING + r"(?:又)?(?:涨|降|加|减|调|变|改|换)了?[，,]\s*" + _ZH_NOW_IS + _ZH_AMOUNT + _ZH_END),
     "{slot}", "fact"),
)  # fmt: skip

#: The rules above, for the reader that names their slots (:func:`amount_slot`).
AMOUNT_PATTERNS: frozenset[re.Pattern[str]] = frozenset(pattern for pattern, _, _ in AMOUNT_RULES)

# what is no amount of the speaker's own: a person or an animal ("my son is 7"), or a slot read by its own rules
_PEOPLE = frozenset(
    """son daughter kid kids child children baby boy girl sister brother mom mum mother dad father parent parents wife
    husband partner boyfriend girlfriend friend boss manager colleague roommate dog cat puppy kitten pet grandma
    grandpa nephew niece cousin uncle aunt team family""".split()
)
_NOT_AN_AMOUNT = _PEOPLE | frozenset(
    """age weight phone number mobile cell birthday address flight train bus meeting appointment class alarm time
    date day week month year name party dinner lunch breakfast call session shift game match show concert
    reservation booking interview wedding""".split()
)
# when a budget or a goal is for, said before what it is of: 这次旅行预算 is the trip's budget (旅行预算)
_ZH_WHEN = re.compile(
    r"^(?:这次|这趟|这回|下次|下趟|今年|明年|这个月|下个月|每个月|每月|本月|平时|目前|现在)+"
)
_INCOME = frozenset("salary pay income wage wages earnings paycheck".split())
# one thing said in other words in Chinese: 租金 and 月租 are one's 房租 (房租每月六千, then 租金涨到六千五了), 积蓄 one's
# 存款, 月供 (a month's payment of the home loan, as chat names it bare) one's 房贷 (房贷每个月还八千, then 月供八千五了)
# unless the message tells of a car (:data:`_CAR_BOUGHT`); 车贷月供 the car loan's
_ZH_SAME = {
    "租金": "房租",
    "月租": "房租",
    "积蓄": "存款",
    "月供": "房贷",
    "房贷月供": "房贷",
    "车贷月供": "车贷",
}
# a budget or a goal that names nothing it is for: one for each purchase, trip or plan ("预算两千左右" for a gift,
# "预算四千左右" for a flat, "my budget is $300" for a phone): never a change of one another
_OF_ANYTHING = frozenset({"budget", "goal", "target", "limit", "预算", "目标"})
# a retirement or a health account, its balance said by its name ("my 401k is 85k", "my Roth IRA is at 22k")
_ACCOUNTS = frozenset({"401k", "403b", "ira", "hsa"})
# what an English amount of the speaker's may be of: a value of theirs that changes (a rent, a budget, a goal, a code,
# a size, a score), not any word before "is" and a number ("my guess is 50", "our table is 4", "my order is 12345":
# another order is another fact, never a change of the first; "the price went up to $7": no price of theirs)
_EN_QUANTITIES = (
    frozenset(
        """rent mortgage budget goal goals target limit allowance savings balance debt loan deposit bill bills payment
    payments premium tuition fee fees rate score pin code passcode combination combo size height handicap streak pb bmi
    intake dose dosage mileage commute pace pressure cholesterol sugar count""".split()
    )
    | _ACCOUNTS
)
# a word of when or how it is counted, not of what: "monthly rent" is the rent
_EN_QUALIFIER = frozenset(
    """monthly weekly yearly annual daily current new total usual normal average latest present base""".split()
)


# an amount only wished, planned, weighed or supposed in the clause before it: "I'm going to raise my budget to
# $3,000", "if my rent goes up to $2,000", "I might cut the budget to 1k", 我想把预算提高到三千, 如果房租涨到五千
_AHEAD = re.compile(
    r"\b(?:will|shall|gonna|going\s+to|plan(?:s|ning)?\s+to|want(?:s|ed)?\s+to|wanna|hop(?:e|ing)\s+to|need\s+to|"
    r"have\s+to|should|might|(?-i:may)|could|would|if|unless|whether|thinking\s+(?:of|about)|considering|maybe)\b|'ll\b|'d\b|"
    r"打算|准备|想|要是|如果|假如|万一|可能|希望|计划|考虑",
    _I,
)
_CLAUSE_MARK = re.compile(r"[.;!?,，。；！？\n]")


def amount_ahead(text: str, start: int) -> bool:
    """Whether the clause ``text`` says an amount in, up to ``start`` (where the amount is), only plans, wishes or
    supposes it."""
    marks = list(_CLAUSE_MARK.finditer(text, 0, start))
    return _AHEAD.search(text, marks[-1].end() if marks else 0, start) is not None


# a car the message tells of, whose loan a bare 月供 is (车子买了…月供两千九, 换车了…贷款 月供三千), not the home's
_CAR_BOUGHT = re.compile(r"车子|买车|换车|新车|提车|汽车|购车|[台辆]车|车贷")
# a keypad's # or * said with a code's digits (单元门密码1379#, "the gate code is 4417#"), and the codes that have them
_KEYED = re.compile(r"[#＃*]")
_CODE = re.compile(r"(?:密码|门禁码)$|\b(?:code|pin|passcode|combination|combo)$", re.IGNORECASE)


def amount_slot(match: re.Match[str]) -> str | None:
    """The slot a rule above read: what the amount is of, its words joined ("step_goal", "trip_budget", 房租), or
    None where it is no amount of the speaker's own ("my son is 7").

    >>> [amount_slot(AMOUNT_RULES[0][0].search(said)) for said in ("my daily step goal is 8000", "my son is 7")]
    ['step_goal', None]
    """
    said = match["slot"].strip()
    if _KEYED.search(match["value"]) and not _CODE.search(said):
        return None  # the # or * of a keypad is a code's alone ("my rent is #2100" names no rent)
    if match.groupdict().get("bare") is not None and _ANOTHER_BEFORE.search(match.string, 0, match.start()):
        return None  # "My sister just moved to NYC. Rent is $3,200": hers
    if re.search(r"[\u4e00-\u9fff]", said):
        slot = _ZH_WHEN.sub("", said)
        if slot == "月供" and _CAR_BOUGHT.search(match.string):
            return "车贷"  # 车子买了！…首付三万，月供两千九: the car's
        return _ZH_SAME.get(slot, slot) if slot and slot not in _OF_ANYTHING else None
    words = [w.replace("(", "").replace(")", "") for w in said.lower().split() if w not in _EN_QUALIFIER]
    if len(words) > 1 and words[-1] == "balance" and words[-2] in _ACCOUNTS:
        words = words[:-1]  # "my 401k balance" is one's 401k, as "my 401k is at 85k" says
    if not words or words[-1] in _NOT_AN_AMOUNT or words[0] in _PEOPLE:
        return None
    if words == [words[-1]] and words[-1] in _INCOME:
        return "income"  # "my salary is 85,000": what one earns, however it is said
    if words[-1] not in _EN_QUANTITIES:
        return None
    of = match.groupdict().get("of")
    if of:
        words = [_singular(of.lower()), *words]
    return None if words[0] in _OF_ANYTHING else "_".join(words)


def _singular(word: str) -> str:
    """A plural word as one thing: "trips" -> "trip", "groceries" -> "grocery"."""
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith("s") and not word.endswith("ss") and len(word) > 3:
        return word[:-1]
    return word


__all__ = [
    "AMOUNT_PATTERNS",
    "AMOUNT_RULES",
    "EN_AMOUNT_IN_WORDS",
    "EN_ROUGHLY",
    "amount_ahead",
    "amount_slot",
]
