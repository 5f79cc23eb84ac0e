"""Things one owns or uses one of at a time (a car, a phone, a laptop, a bank, a phone carrier, an insurer: "my car
insurance is with Geico", "I switched to Progressive", 我车险换成人保了), said as a switch ("I switched to a
Tesla Model 3", "I switched from Barclays to Monzo", "I traded my Mazda for a Tesla", "sold the Civic and got a
Tesla", 车换成了特斯拉, 我把马自达换成了特斯拉, 我从招商银行换成了微众银行)
or as having one ("I have an iPhone 14", "I bank with Chase", 我用的是iPhone 15): the slot is the thing's kind, so
that a switch supersedes the older one of the same kind, like any change of a slot.

The kind is read from the sentence (a noun: "switched banks to Monzo", 手机换成了Pixel; a verb: "I drive", "I bank
with") or from a small lexicon of makes (Tesla and Mazda are cars, a ThinkPad is a laptop). A switch to a thing of
no known kind ("I switched to oat milk") is no slot here, and someone else's switch ("my sister switched to a
Tesla", 我姐换成了特斯拉) is theirs, and so is one bought for someone ("I bought an iPhone 15 for my mom",
我买了一部iPhone 15给我妈).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

from hindsight_core.extraction.slot_rules import EN_CUT, AttributeMatch
from hindsight_core.extraction.slot_values import ZH_CARRIER, a_state
from hindsight_core.extraction.value_cleaning import cut_trailing
from hindsight_core.lifecycle.value_scopes import scope_of
from hindsight_core.roles import ROLES_EN, ROLES_ZH, ZH_PEOPLE

_I = re.IGNORECASE

#: The slot of each kind (a phone's model is not the phone number, the ``phone`` slot).
SLOTS = {
    "car": "car",
    "phone": "phone_model",
    "laptop": "laptop",
    "bank": "bank",
    "carrier": "phone_carrier",
} | {kind: kind for kind in ("car_insurance", "home_insurance", "health_insurance", "insurance")}

# Makes and models, by kind: the first word(s) of a value (lower case), or the start of a Chinese one.
_MAKES = {
    "car": """tesla mazda toyota honda ford bmw audi volkswagen vw kia hyundai subaru nissan volvo mercedes
        mercedes-benz benz porsche jeep chevrolet chevy lexus polestar rivian byd fiat peugeot renault skoda
        mitsubishi suzuki jaguar land-rover range-rover mini-cooper dodge cadillac buick genesis prius civic corolla
        camry model-3 model-y model-s model-x""",
    "phone": "iphone pixel galaxy-s galaxy-z galaxy-note samsung-galaxy-s samsung-galaxy-z oneplus fairphone",
    "laptop": "macbook thinkpad chromebook xps zenbook framework-laptop surface-laptop",
    "bank": """chase monzo revolut barclays hsbc santander lloyds natwest starling citibank citi ally wells-fargo
        bank-of-america capital-one n26 wise""",
    # the carrier a phone plan is with (not "Mint" alone: mint tea; said of a plan it is, "my phone plan is with Mint")
    "carrier": """verizon at&t t-mobile mint-mobile visible cricket-wireless us-cellular metro-by-t-mobile
        google-fi ee vodafone giffgaff tesco-mobile""",
    # insurers, by what they mostly insure (a name said whole: "progressive lenses" is no insurer, :data:`_INSURER`)
    "car_insurance": "geico progressive state-farm allstate liberty-mutual nationwide usaa farmers esurance",
    "health_insurance": "aetna cigna kaiser kaiser-permanente blue-cross blue-shield unitedhealthcare humana oscar",
    "home_insurance": "lemonade",
}
_ZH_MAKES = {
    "car": "特斯拉 马自达 丰田 本田 比亚迪 宝马 奥迪 大众 蔚来 小鹏 奔驰 卡罗拉 雷克萨斯 凯美瑞 思域 捷达 沃尔沃 保时捷 日产 现代 起亚",
    "phone": "苹果手机 iphone 三星galaxy 三星手机 华为手机 小米手机 华为mate 华为p 华为nova 荣耀 红米 vivo oppo 一加",
    "laptop": "macbook thinkpad 联想笔记本",
    "bank": "招商银行 工商银行 建设银行 农业银行 中国银行 交通银行 招行 工行 建行 农行",
}
_INSURERS = frozenset(kind for kind in SLOTS if kind.endswith("insurance"))
# an insurer's name said whole ("Progressive", "State Farm insurance")
_INSURER = re.compile(
    r"(?:"
    + "|".join(make.replace("-", r"\s") for kind in _INSURERS for make in _MAKES.get(kind, "").split())
    + r")(?:\s+(?:insurance|auto|health))?",
    _I,
)
# what a phone plan is said as, switched from (手机套餐, 手机号, "my phone plan")
_PHONE_PLAN = re.compile(r"手机|套餐|号|phone|cell|mobile|plan", _I)
_LEXICON = {make.replace("-", " "): kind for kind, makes in _MAKES.items() for make in makes.split()}
_ZH_LEXICON = {make: kind for kind, makes in _ZH_MAKES.items() for make in makes.split()}
# kinds said as a noun
_NOUNS = {"car": "car", "cars": "car", "phone": "phone", "phones": "phone", "laptop": "laptop", "laptops": "laptop",
          "bank": "bank", "banks": "bank", "savings": "bank", "checking": "bank"}  # fmt: skip
_NOUNS |= {f"{what} insurance": f"{kind}_insurance" for what, kind in (
    ("car", "car"), ("auto", "car"), ("home", "home"), ("homeowners", "home"), ("renters", "home"), ("health", "health"),
    ("medical", "health"))} | {"insurance": "insurance"}  # fmt: skip
_NOUNS |= dict.fromkeys(
    (f"{what} {kind}" for what in ("phone", "cell", "mobile") for kind in ("plan", "carrier", "provider")),
    "carrier",
) | {"carrier": "carrier"}
_ZH_NOUNS = {
    "车险": "car_insurance",
    "车": "car",
    "车子": "car",
    "手机": "phone",
    "电脑": "laptop",
    "笔记本": "laptop",
    "银行": "bank",
    "银行卡": "bank",
    "工资卡": "bank",
    "储蓄卡": "bank",
    "存钱": "bank",
    "存款": "bank",
}
_NOUN = r"(?P<noun>(?:(?:car|auto|home|homeowners|renters|health|medical)\s+)?insurance|cars?|phones?|laptops?|banks?)"
# a bank account named by what it is for ("my savings", "my checking account"): a bank's, named (not "my savings are at
# 30k", "moved my savings to a high-yield account", "... to crypto")
_ACCOUNT = r"(?P<noun>savings|checking)(?:\s+account)?"
_BANK_NAME = (
    r"(?=(?-i:[A-Z])|(?:"
    + "|".join(_MAKES["bank"].replace("-", r"\s").split())
    + r")\b)(?P<value>[^,.;:!?\n()]{1,40})"
)
_FOR_ACCOUNT = (
    r"\s+for\s+(?:my\s+|our\s+)?"
    + _ACCOUNT
    + r"\b(?!\s+(?:e-?mails?|mail|messages|in|out|on|up|the|my|it)\b)"
)
# what a bank said for one account is followed by, before another's: "... for checking and (with) Ally ...", "... is
# with Chase and my savings ..."
_AFTER_ACCOUNT = (
    r"(?P<after>\b(?:checking|savings)(?:\s+account)?|\b[A-Z][\w&.-]*+)(?:\s*+,)?\s++(?:and|but|plus|while)"
)
# the scope a thing is one's own for, said before its noun ("my work laptop", "my personal phone"): still the thing
_SCOPED = r"(?:(?:work|office|home|personal|private|school|gaming|travel)\s+)?"
_ZH_NOUN = r"(?P<noun>车险|车子|车|手机|电脑|笔记本|银行卡|银行|工资卡|储蓄卡)"

# (a pronoun names none: "I bank with them too", "I switched to it", "same one as you")
_VALUE = (
    r"(?:an?\s+|the\s+|my\s+)?(?:new\s+|used\s+|second-hand\s+|\d{4}\s+)?"
    r"(?!(?-i:them|they|it|him|her|us|you|those|these|that|this|one|mine|yours|ours|theirs|same)\b)(?P<value>[^,.;:!?\n()]{1,40})"
)
_ME = r"\bi(?:'ve|\s+have|\s+just|\s+finally|\s+recently|\s+now|\s+also)*\s+"
# the speaker, their household ("we"), or no one named at a clause's start ("sold the Civic last week, ..."), as
# chat leaves the speaker out (not "my sister sold ...", "they sold ...")
_HOUSEHOLD = (
    r"(?:" + _ME + r"|\bwe(?:'ve|\s+have|\s+just|\s+finally|\s+recently|\s+also)*\s+"
    r"|(?:^|(?<=[.!?;\n]))\s*(?:(?:just|finally|so|ok|well|also)\W+)*)"
)
# when the old thing went, said after it ("sold the Civic last week, ...")
_WHEN_SOLD = (
    r"(?:\s+(?:last\s+(?:week|weekend|month|year)|yesterday|today|this\s+(?:week|weekend|month|morning)|"
    r"(?:a\s+(?:few\s+|couple\s+(?:of\s+)?)?|\d+\s+|two\s+|three\s+)(?:days?|weeks?|months?)\s+ago|finally|at\s+last))?"
)
_EN_SWITCH = [
    re.compile(p, _I)
    for p in (
        # "I switched to a Tesla Model 3", "I've switched banks to Monzo", "I changed my phone to a Pixel 8"
        _ME
        + r"(?:switched|changed|moved|upgraded)\s+(?:over\s+)?(?:(?:my\s+)?"
        + _SCOPED
        + _NOUN
        + r"\s+)?(?:over\s+)?to\s+"
        r"(?:a\s+new\s+" + _NOUN.replace("noun", "noun2") + r",?\s+(?:an?\s+)?)?" + _VALUE,
        # "I switched from Barclays to Monzo", "I moved my bank from HSBC over to Chase"
        _ME
        + r"(?:switched|changed|moved|upgraded)\s+(?:(?:my\s+)?"
        + _NOUN
        + r"\s+)?from\s+(?:my\s+|the\s+|our\s+)?(?:old\s+)?(?P<old>[^,.;:!?\n]{1,30}?)\s+(?:over\s+)?to\s+"
        + _VALUE,
        # "switched my savings to Marcus", "I moved my checking account over to Schwab": the bank for that
        r"(?:"
        + _ME
        + r"|(?:^|(?<=[.!?;,]))\s*(?:(?:just|finally|also|so)\s+)?)(?:switched|changed|moved|transferred)\s+"
        r"(?:all\s+)?(?:my|our)\s+" + _ACCOUNT + r"\s+(?:over\s+)?to\s+" + _BANK_NAME,
        # "I traded my Mazda for a Tesla", "swapped the iPhone for a Pixel", "replaced my XPS with a MacBook Air"
        _ME
        + r"(?:traded|swapped|exchanged|replaced)\s+(?:in\s+)?(?:my|the|our)\s+(?P<old>[^,.;:!?\n]{1,30}?)\s+"
        r"(?:for|with)\s+" + _VALUE,
        # "I sold the Mazda and got a Tesla", "sold my old car, bought a Tesla", "we sold the Civic and bought a
        # Model 3", "sold the Civic last week, picked up a used Model 3" (the speaker left out, as in chat)
        _HOUSEHOLD
        + r"sold\s+(?:my|the|our)\s+(?:old\s+)?(?P<old>[^,.;:!?\n]{1,30}?)"
        + _WHEN_SOLD
        + r",?\s+(?:and\s+|then\s+|so\s+)*(?:(?:we|i)\s+)?(?:got|bought|picked\s+up|leased)\s+(?:myself\s+)?"
        + _VALUE,
        # "got a new car, a Model 3", "we just bought a new laptop: a MacBook Air" (the kind said, then the thing)
        _HOUSEHOLD
        + r"(?:got|bought|picked\s+up|leased)\s+(?:myself\s+|ourselves\s+)?an?\s+new\s+"
        + _NOUN
        + r"\s*[,:-]\s*(?:it's\s+|it\s+is\s+)?(?:an?\s+|the\s+)?(?:new\s+|used\s+|\d{4}\s+)?"
        r"(?P<value>[^,.;:!?\n()]{1,40})",
    )
]
_EN_HAVE = [
    re.compile(p, _I)
    for p in (
        # "I have an iPhone 14", "I use a MacBook Pro" (not "I also have ...": one more, not another)
        r"\bi\s+(?:now\s+|currently\s+|still\s+)?(?:have|own|use|got|bought)\s+(?:an?\s+|the\s+)" + _VALUE,
        # "my phone is an iPhone 14", "my current bank is Monzo", "my work laptop is a MacBook Pro"
        r"\bmy\s+(?:new\s+|current\s+)?"
        + _SCOPED
        + _NOUN
        + r"\s+is\s+(?:now\s+)?(?!(?:with|through)\s)"
        + _VALUE,
        # the carrier of one's phone plan or one's insurer: "my phone plan is with Mint", "my carrier is Verizon", "my
        # cell plan's through Visible now", "my car insurance is with Geico" (the one it is with, whatever its name)
        r"\bmy\s+(?:new\s+|current\s+)?(?P<noun>(?:phone|cell|mobile)\s+(?:plan|carrier|provider)|carrier|"
        r"(?:(?:car|auto|home|homeowners|renters|health|medical)\s+)?insurance)"
        r"(?:\s+is|['’]s)\s+(?:now\s+)?(?:with\s+|through\s+|on\s+)?" + _VALUE,
        # "I bank with Chase", and the household's: "we bank with Chase"
        r"\b(?:i|we)\s+(?:now\s+|currently\s+|still\s+|all\s+)?(?P<noun>bank)\s+(?:with|at)\s+" + _VALUE,
        # a bank named for what the account is for: "I use Chase for checking", "we have Ally for savings" (not "I use
        # Gmail for checking email")
        r"\b(?:i|we)\s+(?:now\s+|currently\s+|still\s+|also\s+)?(?:use|have)\s+" + _BANK_NAME + _FOR_ACCOUNT,
        # ... and a bank for another account said after one ("I bank with Chase for checking and Ally for savings",
        # "..., and with Ally for savings", "my checking is with Chase and my savings is with Ally"): that account's
        # (:func:`another_account`), read from the bank's name on
        _AFTER_ACCOUNT + r"(?:\s++(?:with|at))?\s++" + _BANK_NAME + _FOR_ACCOUNT,
        _AFTER_ACCOUNT
        + r"\s+(?:my|our)\s+"
        + _ACCOUNT
        + r"\s+(?:is|are)\s+(?:now\s+|still\s+)?(?:with|at|in|through)\s+"
        + _BANK_NAME,
        # a bank account by what it is for ("my savings account is with Ally", "my checking is at Chase now"): the bank
        # for that (:mod:`~hindsight_core.lifecycle.value_scopes`)
        r"\b(?:my|our)\s+(?:(?:main|joint|high[- ]yield)\s+)?"
        + _ACCOUNT
        + r"\s+(?:is|are)\s+(?:now\s+|still\s+)?"
        r"(?:with|at|in|through)\s+" + _BANK_NAME,
        # a car of a known make one is driving now: "I'm driving a Model 3 now", "sold my Civic, driving a Tesla
        # now", "I've been driving a Prius for years" (not "my sister is driving a Tesla", "driving a rental", nor
        # one for a while: "driving a Tesla this week", "... to Boston")
        r"(?:\bi(?:'m|\s+am)\s+|\bi(?:'ve|\s+have)\s+been\s+|(?:^|(?<=[,.;!])|(?<=\bnow))\s*)"
        r"(?:now\s+|currently\s+|still\s+)?driving\s+"
        r"(?![^,.;:!?\n]*\b(?:this\s+(?:week|weekend|month)|for\s+(?:now|the\s+(?:day|week|weekend|trip))|today|"
        r"tomorrow|tonight|until|till|while)\b)"
        r"(?:an?\s+)?(?:new\s+|used\s+|\d{4}\s+)?(?P<value>(?:(?!\s(?:is|was|has|makes|feels|gets)\b)[^,.;:!?\n()]){1,40}?)"
        r"(?=\s*(?:$|[,.;:!?\n()])|\s+(?:now|these\s+days|nowadays|lately|since|every|daily|"
        r"for\s+(?:years|months|ages|a\s+while)|to\s+(?:work|school|the\s+office))\b)",
    )
]
# Chinese: the speaker's own switch (我, or nobody named: 车换成了特斯拉), not 我姐 / 她
_ZH_SELF = r"(?:^|(?<=[，,。！!；;\s])|我|我的)"
# up to 15 characters, a word in Latin letters or digits counting as one ("iPhone 15 Pro Max", "Mercedes-Benz GLC 300"),
# to a space before Chinese (chat parts its clauses with spaces: 买了一台二手的Toyota Yaris 开车上班)
_ZH_VALUE = (
    r"(?:一辆|辆|一台|台|一部|部|一个|个)?(?:新的?|二手的?)?"
    r"(?P<value>(?:[A-Za-z0-9][A-Za-z0-9+-]*(?:[ \t]+(?=[A-Za-z0-9]))?|[^，。！？；,.!?;\s了A-Za-z0-9]){1,15})"
)
_ZH_SWITCH = [
    re.compile(p, _I)
    for p in (
        _ZH_SELF + _ZH_NOUN + r"?(?:也|已经|最近|刚|又)?(?:换成|改成|换到|转到|换)了?" + _ZH_VALUE,
        # 我从招商银行换成了微众银行, 手机从华为换到了iPhone
        _ZH_SELF
        + _ZH_NOUN
        + r"?(?:已经|最近|刚|也)?从(?P<old>[^，。！？；,.!?;\n]{1,12}?)(?:换成|换到|转到|改成|改用|换)了?"
        + _ZH_VALUE,
        _ZH_SELF
        + r"(?:已经|最近|刚)?把(?P<old>[^，。！？；,.!?;\n]{1,12}?)(?:换成|卖了换|卖掉换)了?"
        + _ZH_VALUE,
        # where one's savings went, a bank by its name (我存钱换到工商银行了, 存款转到了招行; not 我存钱换了辆车)
        _ZH_SELF
        + r"(?P<noun>存钱|存款)(?:也|已经|最近|刚|又|都)?(?:换到|转到|挪到|换成|改到)了?"
        + r"(?P<value>[^，。！？；,.!?;\s了]{1,10}?银行|招行|工行|建行|农行|中行|交行)",
    )
]
# a thing named in English: a word of a make or model in capitals ("white RAV4", "Pixel 8", "Mint") or with a digit
# ("2019 civic"), not words of what it is like, in lower case ("filthy", "a piece of junk", "the worst", "red")
_NAMES_ONE = re.compile(r"\b(?:(?-i:[A-Z])|\w*\d)")
# ... or the one a plan or a policy is with, whatever its name ("my phone plan is with mint")
_WITH = re.compile(r"\s(?:with|through)\s+$", _I)
# a price or a number said of it, no make or provider ("my car insurance is 1,340 a year", "my phone plan is $45 a
# month", "my health insurance is like 400 bucks", "my work phone is 555-0100": its number, no model)
_A_NUMBER = re.compile(
    r"\s*(?:(?:about|around|like|roughly|only|just)\s+)?(?:[$£€¥]\s?\d|\d{1,3}(?:,\d{3})+\b|\d+(?:\.\d+)?\s*(?:k|grand|bucks|"
    r"dollars|quid|pounds|euros|a\s+(?:year|month|week)|per\s+(?:year|month|week)|/\s?(?:mo|month|yr|year))\b|"
    r"\+?\(?\d{3}\)?[-.\s]\d{3,4}(?:[-.\s]\d{4})?\b)",
    _I,
)
# a part of the thing, or a look of it, changed: no other thing (车换了个电瓶, 车换了新轮胎, 手机换了个壳, 电脑换了块硬盘,
# 我的车换了个颜色, 米其林轮胎)
_ZH_PART = re.compile(
    r"(?:[一两]?[块张套条根副只个])?(?:新的?|原装的?)?[^，。！？；,.!?;\s]{0,6}?"
    r"(?:颜色|色|轮胎|胎|轮毂|电瓶|电池|屏幕?|壳|膜|系统|键盘|硬盘|内存|显卡|(?:(?<=张)|SIM|电话|手机)卡|号码?|车牌|座套|座椅|脚垫|方向盘|发动机|机油|"
    r"雨刮器?|玻璃|车灯|音响|刹车片|后视镜|保险杠|充电器|数据线|耳机|鼠标|摄像头|镜头|铃声|壁纸|主题|密码|皮肤)"
)
# where or how often one uses it, said between the speaker and 用 (上班我用…, 我在家用…, 我平时都用…)
_ZH_USED_WHERE = (
    r"(?:上班|在公司|公司里?|在单位|工作|在家|家里|回家|平时|现在|一般|主要|一直|日常)*(?:都|就|也)?"
)
# a make and model named in Latin letters, a Chinese make before it (MacBook Pro, ThinkPad X1, 华为Mate 60)
_ZH_MODEL = r"(?P<value>(?:华为|小米|苹果|联想|三星|荣耀|红米|一加|戴尔|惠普|微软)?[A-Za-z][A-Za-z0-9 .+-]*[A-Za-z0-9])"
_ZH_HAVE = [
    re.compile(_ZH_SELF + _ZH_NOUN + r"?(?:现在)?(?:用的是|开的是)" + _ZH_VALUE, _I),
    # a known make used, as "I use a MacBook Pro" is (我用ThinkPad, 上班我用MacBook Pro, 在家用ThinkPad; not 如果我用…, 我用过…)
    re.compile(
        r"(?<!如果)(?<!要是)(?<!假如)"
        + _ZH_SELF
        + _ZH_USED_WHERE
        + r"(?:在)?(?:用|使用)(?:的是)?\s*(?:一台|台|一部|部|一个|个)?"
        + _ZH_MODEL
    ),
    # ... or said as what one's is, as "my phone is an iPhone 14" is (我的手机是iPhone 15, 我手机现在是Pixel 8; not 我的手机是
    # 138…: a number, nor 我的手机是新买的)
    re.compile(_ZH_SELF + _ZH_NOUN + r"(?:现在|目前)?是\s*(?:一台|台|一部|部|一个|个)?" + _ZH_MODEL),
    # 我的手机是iPhone 13, 我的车是宝马X5: of a known make (我的手机是138… is the number, 我的电脑是新的 a state)
    re.compile(_ZH_SELF + r"(?:手机|车子?|电脑|笔记本)(?:现在|目前)?(?:也)?是" + _ZH_VALUE, _I),
    # a car of a known make driven now: 我现在开Model 3, 现在开特斯拉 (not 我今天开我爸的车)
    re.compile(_ZH_SELF + r"(?:现在|目前|平时|一直)(?:都)?开(?:着)?(?:一辆|辆)?" + _ZH_VALUE, _I),
    # a bank used, or its card (我用招商银行的卡, 我平时用招行的卡, 我存钱用微众银行; not 我妈用的是…, 如果我用…)
    re.compile(
        r"(?<!如果)(?<!要是)(?<!假如)"
        + _ZH_SELF
        + r"(?:存钱|理财|日常|平时|一般|主要|现在|一直|都|也)*(?:在)?(?:用|使用)(?:的是)?"
        r"(?P<value>招行|工行|建行|农行|(?:(?![的是])[\u4e00-\u9fff]){1,4}?(?P<noun>银行))(?=的|了|$|[，。！？；,.!?;\s])"
    ),
    # bought one of a known make: 最后买了华为Mate 60 (a thing of no known make, 买了一台新电脑, is none)
    re.compile(_ZH_SELF + r"(?:最后|刚|刚刚|已经|终于|还是)?(?:买了|入手了|入了)" + _ZH_VALUE, _I),
]
_ARTICLE = re.compile(r"^(?:the|my|our|a|an)\s+", _I)
# what is said of the thing after it, no comma between (特斯拉开起来真的很爽, 小米14真香, iPhone 15太贵了)
_ZH_GOES_ON = re.compile(
    r"(?<=.)(?:开起来|用起来|拍起来|真的|真香|很|太|挺|特别|非常|超级|感觉|还挺|还行|还不错|不错|好用|难用)[^，。！？；]*$"
)
# another thing said after the one: "and a ThinkPad", "& an iPad"
_ANOTHER = re.compile(r"\s+(?:and|&)\s+(?:an?|the|my|our)\s+.*$", _I)
# bought for someone else, said after the thing: "an iPhone 15 for my mom", "for her birthday", "for Tom's birthday",
# iPhone 15给我妈, MacBook Air送我女儿 (not "for work", "for $500", "for Christmas": the speaker's own)
_FOR_SOMEONE = re.compile(
    r"\bfor\s+(?:(?:my|our)\s+(?:(?:little|baby|big|older|younger|eldest|youngest)\s+)?(?:"
    + ROLES_EN
    + r"|kids|children|parents|in-laws)(?:s|'s)?\b|(?:him|her|them|his|their)\b|(?-i:[A-Z][a-z]+)'s\b)"
    r"|(?:送给|送|给)(?:我的?)?(?:" + ROLES_ZH + "|" + ZH_PEOPLE + r"|他们|她们|他|她)",
    _I,
)


def kind_of(value: str) -> str | None:
    """The kind of a thing named ``value`` by the lexicon of makes: "Tesla Model 3" -> "car", 特斯拉 -> "car"."""
    lowered = value.strip().lower()
    if ZH_CARRIER.fullmatch(lowered):
        return "carrier"  # the whole value: 移动, not 移动硬盘
    for make, zh_kind in _ZH_LEXICON.items():
        if lowered.startswith(make):
            return zh_kind
    # a series letter joined to its number is the series ("Galaxy S24" is a Galaxy S)
    words = re.sub(r"\b([a-z])(?=\d)", r"\1 ", lowered.replace("-", " ")).split()
    for n in (3, 2, 1):
        if len(words) >= n and (kind := _LEXICON.get(" ".join(words[:n]))) is not None:
            return kind
    return None


def _value(raw: str, chinese: bool) -> str:
    if chinese:
        return _ZH_GOES_ON.sub("", raw).strip().rstrip("的啊呢吧呀")
    raw = _ANOTHER.sub("", raw)  # "a MacBook Air M2 and a ThinkPad": the first one
    return cut_trailing(_ARTICLE.sub("", EN_CUT.sub("", raw).strip(" \t\"'")).strip())


def _noun_kind(match: re.Match[str]) -> str | None:
    for group in ("noun", "noun2"):
        noun = match.groupdict().get(group)
        if noun:
            kind = _NOUNS.get(noun.lower()) or _ZH_NOUNS.get(noun)
            if kind is not None:
                return kind
    return None


def _matches(
    patterns: list[re.Pattern[str]], text: str, chinese: bool
) -> Iterator[tuple[AttributeMatch, bool]]:
    """Each thing ``patterns`` read in ``text``, and whether it was said after another (``_AFTER_ACCOUNT``)."""
    for pattern in patterns:
        for match in pattern.finditer(text):
            if _FOR_SOMEONE.search(match["value"]):
                continue  # someone else's, bought for them
            if not chinese and _A_NUMBER.match(text, match.start("value")):
                continue  # "my car insurance is 1,340 a year", "my work phone is 555-0100": no insurer, no model
            value = _value(match["value"], chinese)
            if not value:
                continue
            old = match.groupdict().get("old")
            # the thing switched to names the kind, or the sentence does, or the thing given up
            known = kind_of(value)
            if known in _INSURERS and not _INSURER.fullmatch(value):
                known = None  # "progressive lenses", "Farmers market": no insurer named
            kind = known or _noun_kind(match) or (kind_of(_value(old, chinese)) if old else None)
            if kind is None or (old and kind_of(_value(old, chinese)) not in (None, kind)):
                continue
            if (
                kind == "carrier"
                and old
                and kind_of(_value(old, chinese)) is None
                and not _PHONE_PLAN.search(old)
            ):
                continue  # another line's: 我把宽带换成电信了 (broadband), not the phone's
            if known is None and a_state(value, chinese=chinese):
                continue  # a state of the thing, not another one: "my car is making a weird noise", "is in the shop"
            if (
                known is None
                and not chinese
                and not old  # switched to from a thing named: "from Barclays to a credit union"
                and not _NAMES_ONE.search(value)
                and not _WITH.search(text, match.start(), match.start("value"))
            ):
                continue  # what it is like, no make or model: "my car is filthy", "my phone plan is ridiculous"
            if known is None and chinese and _ZH_PART.fullmatch(value):
                continue  # a part of it changed, not the thing: 车换了个电瓶, 手机换了个壳
            if known is None and kind == "bank" and chinese and not value.endswith("银行"):
                continue  # a card, not a bank: 工资卡换了张新的, 银行卡换成了新卡 (微众银行 names one)
            # (a bank said after another is read from its name: "Ally for savings" of "... for checking and Ally ...")
            after = match.groupdict().get("after") is not None
            start = match.start("value") if after else match.start()
            yield AttributeMatch(SLOTS[kind], value, "fact", span=(start, match.end())), after


def owned_things(text: str) -> list[AttributeMatch]:
    """The things of a known kind ``text`` (simplified Chinese) says the speaker switched to or has, first
    person, one per kind: a switch first."""
    found: dict[str, AttributeMatch] = {}
    chinese = bool(re.search(r"[\u4e00-\u9fff]", text))
    patterns = (_ZH_SWITCH + _ZH_HAVE) if chinese else (_EN_SWITCH + _EN_HAVE)
    # (a switch first, a bank said after another's last: "... and my savings is with Ally" is read once Chase is)
    for match, after in sorted(_matches(patterns, text, chinese), key=lambda said: said[1]):
        kept = [m for m in found.values() if m.attribute == match.attribute]
        if not kept and not after:
            found[match.attribute] = match
        elif another_account(text, match, kept):
            found[f"{match.attribute}/{match.span[0]}"] = match
    return list(found.values())


def another_account(text: str, bank: AttributeMatch, kept: Sequence[AttributeMatch]) -> bool:
    """Whether ``bank``, a bank ``text`` names, is said for an account none of the banks ``kept`` is, each said for
    one ("I bank with Chase for checking and Ally for savings", 我的工资卡是招商银行的，存钱用微众银行): a value of its
    own, not a second reading of the first."""
    if bank.attribute != SLOTS["bank"] or not kept:
        return False
    said = {_account(text, other.value) for other in kept}
    return None not in said and _account(text, bank.value) not in said | {None}


def _account(text: str, bank: str) -> str | None:
    """The account ``bank`` is said for in ``text`` ("savings", "checking"), or None."""
    scope = scope_of(text, bank)
    return scope if scope in ("savings", "checking") else None


__all__ = ["SLOTS", "another_account", "kind_of", "owned_things"]
