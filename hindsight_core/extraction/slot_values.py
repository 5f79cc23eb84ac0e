"""Whether a value read for a slot is one the slot can hold, and whether it is the user's one value.

A slot read from "my <slot> is <value>" took whatever followed: "My manager is out sick today" made "out sick"
the current manager, "My phone is a Pixel 8" replaced the phone number, 我住在酒店 where one lives (a reviewer's
389 probes found 52 wrong supersessions). A person's slot holds a name, a phone number digits, an e-mail an
"@", a birthday a date, where one lives or works a place (not a stay, a floor, somewhere near); no slot holds
a state said of it. A tool or a version said for one part of the work ("poetry for the API", "poetry for python deps
and npm for frontend") is one of several, not the user's one.
"""

from __future__ import annotations

import re

from hindsight_core.extraction.event_roles import role_at_an_event
from hindsight_core.extraction.for_what import needs_what_for
from hindsight_core.extraction.moods import state_as_noun
from hindsight_core.roles import ROLES_ZH, ZH_PEOPLE
from hindsight_core.text import CASED_LOWER, CASED_UPPER, CJK_RANGES, opens_as_a_name

# Slots whose value is a person: a name ("My manager is Sarah"), never what they are or do ("My son is 7 years
# old", "My husband is cooking for 20").
PERSON_SLOTS = frozenset(
    """name wife husband partner girlfriend boyfriend sister brother mother mom father dad son daughter kid kids
    boss manager doctor dentist landlord landlady therapist coach teacher tutor mentor advisor lawyer accountant
    roommate flatmate dog cat pet hairdresser barber vet mechanic trainer chiropractor physio dermatologist
    optometrist pediatrician nanny babysitter cleaner""".split()
)
# Slots whose English value is a lower-case noun phrase ("my major is biology"): not a state ("my job is boring").
_NOUN_SLOTS = frozenset({"job", "title", "role", "major", "team", "timezone", "username", "nationality"})
_EN_STATE = re.compile(
    r"^(?:not|no|so|very|really|too|pretty|quite|kind|sort|a\s+bit|always|never|still|also|just|going|getting|being|in|"
    r"on|at|out|off|over|up|down|away|back|done|due|closed|open|coming|pronounced|spelled|correct|wrong|right|busy|"
    r"boring|great|good|bad|fine|ok|okay|hard|easy|stressful|fun|awesome|terrible|amazing|nice|sick|ill|late|"
    r"early|same|different|new|old|broken|dead|gone|here|there|listed|written|attached|below|above|visible|"
    r"available|unavailable|private|public|secret|changing|changed|expired|expiring|set|saved|stored|booked|full|"
    r"packed|crowded|expensive|cheap|far|near|nearby|sold|fully|overrated|underrated|awful|horrible|noisy|quiet|"
    r"slow|fast|down|having|doing|making|taking|trying|looking|waiting|working|leaving|moving|retiring)\b",
    re.IGNORECASE,
)
# how old or how far a thing is ("10 years old", "10 minutes away", "2 miles from here"): no value of it (the units in
# lower case: "221 Mile End Road" is an address)
_EN_AGE_OR_DISTANCE = re.compile(
    r"^(?:about\s+|around\s+|almost\s+|nearly\s+|over\s+|only\s+|like\s+)?\d+(?:\.\d+)?\s*-?\s*"
    r"(?:years?|yrs?|months?|weeks?|days?|hours?|hrs?|minutes?|mins?|miles?|km|kilomet(?:er|re)s?|blocks?|meters?|metres?|"
    r"feet|ft)\b"
)
# a person's name: capitalised words, in letters of any script with case (José García, Émile, Łukasz, Ольга)
_NAME = re.compile(
    rf"^(?:Dr\.?\s+|Mr\.?\s+|Ms\.?\s+|Mrs\.?\s+|Prof\.?\s+)?[{CASED_UPPER}][\w'’.-]*(?:\s+[{CASED_UPPER}][\w'’.-]*){{0,3}}$"
    # a name written in Chinese, Japanese or Korean in an English sentence ("my manager is 王磊", "my wife is 김지은")
    + "|^["
    + "".join(f"{lo}-{hi}" for lo, hi in CJK_RANGES)
    + "]{1,8}$"
)
# Where someone is from or what they believe, said as what they are ("My boss is Indian", "my manager is Japanese"):
# capitalised, yet no name. (Christian, Brian, Vivian are names: the words here are not.)
_NOT_A_NAME_WORD = re.compile(
    r"^(?:[A-Z][a-z]+ese|American|Canadian|Mexican|Brazilian|Argentinian|Chilean|Colombian|Peruvian|Cuban|Indian|"
    r"Pakistani|Bangladeshi|Nepali|Iranian|Iraqi|Israeli|Saudi|Egyptian|Moroccan|Nigerian|Kenyan|Ghanaian|Ethiopian|"
    r"African|Asian|European|Australian|Kiwi|Korean|Thai|Filipino|Filipina|Malaysian|Indonesian|Russian|Ukrainian|"
    r"Polish|German|Austrian|Swiss|French|Belgian|Dutch|Danish|Swedish|Norwegian|Finnish|Icelandic|Irish|Scottish|"
    r"Welsh|English|British|Spanish|Italian|Greek|Turkish|Hungarian|Czech|Romanian|Bulgarian|Serbian|Croatian|"
    r"Latino|Latina|Hispanic|Arab|Arabic|Jewish|Muslim|Hindu|Sikh|Buddhist|Catholic|Protestant|Mormon|Amish|"
    r"Caribbean|Jamaican|Persian|Kurdish|Armenian|Georgian|Texan|Californian|Aussie|Brit|Yankee)$"
)
_MONTHS = re.compile(r"jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|\d", re.IGNORECASE)
# A Chinese place that is no home or employer: a stay (酒店), a floor (三楼), somewhere near (公司附近), here, at
# someone's (她那边, 我这儿, 我们楼下), for whom a thing is done (给新版本做测试).
_ZH_NOT_A_PLACE = re.compile(
    r"^(?:[我你他她]们?|人家)?(?:这|那|哪)|^[我你他她]们?(?:楼上|楼下|隔壁|对面)$|^(?:给|帮|替|为)|附近$|旁边$|楼$|层$|^(?:酒店|宾馆|民宿|医院|家|家里|老家|公司|单位|宿舍|学校|朋友家|父母家)$|"
    r"^[一二三四五六七八九十\d]+(?:楼|层|号)|家$|(?:仓库|办公室|房间|客厅|卧室|工位)$|^(?:楼上|楼下|隔壁|对面)$|^(?:保密|秘密|隐私)"
    # moving in with someone says no place (搬去和同学合租, 搬去跟男朋友住: 和同学合租 no city)
    r"|^(?:和|跟|与|同)|(?:合租|同住|一起住)$"
    # a person, at whose place one lives or works (我住在我姐那边, 我住在我男朋友那里: 我姐 no city)
    rf"|^(?:[我你他她]们?的?)?(?:{ZH_PEOPLE}|{ROLES_ZH}|男朋友|女朋友|对象)(?:家|家里|那边|那儿|那里|那|这边|这儿|这里)?$"
)
# A city or region (我在北京工作: where one works, not for whom): the largest cities by their names, and any
# name of a city, province, district or county.
_ZH_BIG_CITIES = (
    r"北京|上海|广州|深圳|杭州|南京|苏州|成都|重庆|武汉|西安|天津|长沙|青岛|厦门|大连|宁波|郑州|济南|合肥|福州|"
    r"昆明|沈阳|哈尔滨|长春|石家庄|太原|南昌|南宁|贵阳|兰州|乌鲁木齐|呼和浩特|拉萨|银川|西宁|海口|三亚|珠海|东莞|佛山|"
    r"无锡|常州|温州|香港|澳门|台北|高雄|新加坡|东京|大阪|首尔|纽约|伦敦|巴黎|柏林|悉尼|墨尔本|多伦多|温哥华|旧金山|"
    r"硅谷|洛杉矶|西雅图"
)
_ZH_CITY = re.compile(
    r"^(?:" + _ZH_BIG_CITIES + r"|国外|海外|外地|本地|老家)|(?:市|省|区|县|州|镇|村)$|"
    # a province, where someone is from (我的老师是湖南的), no one's name nor an employer (湖南卫视 is one)
    r"^(?:湖南|湖北|广东|广西|四川|河南|河北|山东|山西|江苏|浙江|安徽|福建|江西|云南|贵州|陕西|甘肃|辽宁|吉林|黑龙江|"
    r"内蒙古?|新疆|西藏|宁夏|青海|海南|台湾|东北)(?![\u4e00-\u9fff]{2})"
)
# ... and a town or a district said whole, as Taiwan, Hong Kong and the mainland's smaller cities are (新竹, 中环, 绍兴):
# what is more is a name (九龙仓 is a company)
_ZH_TOWN = re.compile(
    r"(?:新竹|竹北|台中|台南|桃园|基隆|嘉义|彰化|屏东|宜兰|花莲|台东|新北|苗栗|中环|上环|湾仔|铜锣湾|旺角|尖沙咀|观塘|沙田|"
    r"荃湾|九龙|港岛|新界|将军澳|金钟|屯门|元朗|大埔|绍兴|嘉兴|扬州|徐州|金华|泉州|烟台|潍坊|洛阳|宜昌|惠州|中山|汕头|桂林|"
    r"南通|镇江|芜湖|保定|唐山|廊坊|昆山|义乌|江阴|常熟|吉隆坡|曼谷|迪拜|波士顿|芝加哥|慕尼黑|阿姆斯特丹|都柏林)"
    r"(?:市|县|区|那边|这边)?"
)
# what ends an employer's name that opens with a city's (北京大学, 上海银行, 深圳地铁, 杭州电视台): no city
_ZH_ORG_END = re.compile(
    r"(?:大学|学院|交大|师大|医大|理工|中学|小学|附中|医院|公司|银行|集团|研究所|研究院|事务所|律所|分行|支行|酒店|电视台|"
    r"卫视|报社|日报|晚报|出版社|幼儿园|法院|检察院|[局厅]|中心|证券|保险|地铁|航空|电网|电信|移动|联通|总部|[厂店馆])$"
)


# a city said first, then the kind of place one works at there, unnamed (杭州一家跨境电商, 上海一家外企, 佛山一个快递站点)
_ZH_CITY_THEN_A_PLACE = re.compile(r"(?P<city>" + _ZH_BIG_CITIES + r")(?:市)?(?:一家|一间|一個|一个|某家?)")


def zh_city_of(value: str) -> str | None:
    """The city of the work ``value`` (where one works, said in Chinese) names, where it is no employer by its name:
    the value when it is a city or a district (新竹, 北京, 朝阳区), the city said before a kind of place unnamed (上海一家外企:
    上海); None for an employer (北京大学, 台北一间科技公司, 九龙仓) or words that only open with a city (上海太累).

    >>> [zh_city_of(v) for v in ("新竹", "北京", "上海一家外企", "佛山一个快递站点", "台北一间科技公司", "上海太累")]
    ['新竹', '北京', '上海', '佛山', None, None]
    """
    if _ZH_ORG_END.search(value):
        return None
    if (opening := _ZH_CITY_THEN_A_PLACE.match(value)) is not None:
        return opening["city"]
    if _ZH_TOWN.fullmatch(value) or re.fullmatch(r"(?:" + _ZH_BIG_CITIES + r")(?:市|那边|这边)?", value):
        return value
    return value if _ZH_CITY.search(value) and re.search(r"(?:市|省|区|县|州|镇|村)$", value) else None


def zh_city(value: str) -> bool:
    """Whether ``value`` is a city, a region or a district, where one works and not for whom (我在新竹上班 is where:
    新竹; not 北京大学, 上海银行: employers by their names).

    >>> zh_city("新竹"), zh_city("北京"), zh_city("北京大学"), zh_city("上海银行"), zh_city("九龙仓")
    (True, True, False, False, False)
    """
    return _ZH_TOWN.fullmatch(value) is not None or (
        _ZH_CITY.search(value) is not None and _ZH_ORG_END.search(value) is None
    )


# A Chinese predicate taken for a value: 我的经理是个好人, 我的老板是很严格的人.
#: A phone carrier in Chinese, by its name (中国移动, 移动; not 移动硬盘)
ZH_CARRIER = re.compile(r"(?:中国)?(?:移动|联通|电信|广电)")
_ZH_STATE = re.compile(r"^(?:个|一个|很|挺|非常|特别|太|不|没|有点|比较|真|超)")
# what kind of person someone is, not who (我的老师是北京人, 我的房东是本地人, 老师是男的, 我的室友是留学生, 我的老师是外教):
# no name for a person's slot
_ZH_KIND_OF_PERSON = re.compile(
    r"人$|^[男女](?:的|生|性)?$|^(?:留学生|学生|研究生|大学生|外教|老外|老乡|同乡|同学|[\d零〇一二九八七]0?后)$"
)


# A street address: a house number and its street ("14 Elm Road", "221B Baker Street", "12 rue de Rivoli", "Flat 3,
# 9 Mill Lane", "350 5th Ave"), a number and a name before the town ("5 Mill Race, Hebden Bridge", "3 Østre Allé,
# Århus"), or a street and its number ("Hauptstraße 5", "Calle Mayor 12"); never a number of minutes or floors ("30
# minutes walk from the park") or words between ("20 with a view").
_STREET = (
    r"(?:road|rd|street|st|lane|ln|avenue|ave|drive|dr|close|court|ct|crescent|cres|terrace|place|pl|way|boulevard|"
    r"blvd|row|square|sq|gardens|grove|hill|park|parade|mews|walk|highway|hwy|parkway|pkwy|circle|loop|trail|alley|"
    r"esplanade|quay|wharf|green|rise|yard|wynd|heights|causeway|broadway|rue|via|viale|calle|rua|avenida)"
)
_NOT_A_STREET_WORD = (
    r"(?!(?:min|mins|minutes?|hours?|hrs?|km|kms|miles?|m|floors?|storeys?|stories|years?|yrs?|am|pm|percent|with|"
    r"from|the|a|an|of|and|or|to|in|on|at|by|my|our|your|his|her|their|is|was|it|its|this|that|for|but)\b)"
)
EN_STREET_ADDRESS = (
    r"(?:(?:flat|apt|apartment|unit|suite|no)\.?\s*#?\d+[a-z]?,?\s+)?"
    r"(?:\d+[a-z]?(?:[-/]\d+[a-z]?)?,?\s+(?:" + _NOT_A_STREET_WORD + r"[\w'’.-]+\s+){0,4}?" + _STREET + r"\b"
    rf"|\d+[a-z]?\s+(?-i:[{CASED_UPPER}][\w'’-]*)(?:\s+(?-i:[{CASED_UPPER}][\w'’-]*)){{0,3}},\s*(?-i:[{CASED_UPPER}])"
    r"|[\w'’-]*(?:straße|strasse|weg|gasse|platz|allee|straat|laan|gracht|gatan|vägen|vej)\s+\d+[a-z]?\b"
    r"|(?:calle|via|rua|avenida)\s+(?:[\w'’.-]+\s+){0,3}?\d+[a-z]?\b)"
)
# In Chinese: a street and its number (天平路12号, 建国门外大街1号), or a compound and its building (阳光花园3栋502).
ZH_STREET_ADDRESS = (
    r"[^，。！？；,.!?;\s]{0,24}?(?:(?:路|街|道|巷|弄|胡同|里|村)[\d一二三四五六七八九十百零〇]+号"
    r"|(?:小区|花园|公寓|大厦|新村|家园|苑)[^，。！？；,.!?;\s]{0,8}?[\d一二三四五六七八九十]+(?:号楼|栋|幢|座|单元|室|号))"
)
_STREET_ADDRESS = re.compile(EN_STREET_ADDRESS + "|" + ZH_STREET_ADDRESS, re.IGNORECASE)


def street_address(value: str) -> bool:
    """Whether ``value`` opens with a street address ("14 Elm Road, Leeds", "12 rue de Rivoli", "Hauptstraße 5",
    上海市徐汇区天平路12号3楼): where one lives, whatever its case or the floor it names."""
    return _STREET_ADDRESS.match(value.strip()) is not None


# A value said for one part of the work ("for the API", "in this repo"): one of several, not the user's one.
SCOPED = re.compile(
    r"\s+(?:(?:for|in|on)\s+(?:the|this|that|our|these|those)\s+\w|for\s+(?:my|our)\s+(?:work|personal|side|hobby|home|"
    # (not "at work" right after the tool: "I use Postgres at work" is the work's database, ``value_scopes`` its scope)
    r"school|data|day)\b|(?!at\s+(?:home|work)\b)[^.!?]{0,40}\bat\s+(?:home|work)\b|"
    # "poetry for python deps and npm for frontend": each for its part
    r"for\s+[^.!?,;]{1,30}?\s+(?:and|with|plus|but)\s+[\w.+#-]+\s+for\s+\w)",
    re.I,
)
SCOPED_BEFORE = re.compile(
    r"(?:^|[.!?]\s*)(?:for|in|on)\s+(?:the|this|that|our|these|those)\s+[^.!?]*$", re.I
)
_EN_WORKPLACE = re.compile(
    r"\b(?:office|branch|site|campus|hq|headquarters|store|location|warehouse|plant)$", re.I
)


# What a writer who leaves names in lower case says after "live in", "work at", "from" that is no name: a
# description ("a small flat", "the suburbs"), a time (nights, weekends), a state of mind.
_NOT_A_NAME = frozenset(
    """a an the my our his her their your this that these those some one any home work school office night nights
    weekend weekends shift shifts hope fear denial peace remote remotely part full town city country suburbs
    downtown here there nowhere abroad overseas bed pajamas sweatpants person general""".split()
)
#: What chat says after a value that is no part of it: "tree nuts btw", "google tbh".
CHAT_FILLERS = frozenset("lol haha hahaha lmao tbh btw rn atm tho though fyi imo ngl".split())
# Words said after a name, not part of it: "cork originally", "google tbh".
_AFTER_LOWER_NAME = (
    frozenset(
        """originally actually basically currently honestly really mostly lately recently probably apparently
        now too""".split()
    )
    | CHAT_FILLERS
)
# What a capital there says nothing about: a sentence's first letter (of any script with case: "Über ..."), the
# pronoun I.
_GIVEN_CAPITALS = re.compile(rf"(?:^|(?<=[.!?\n]))[\s\"'“‘(]*[{CASED_UPPER}]|\bI(?=['’\s])")
# a name's word in lower case ("toronto", "zürich", "łódź")
_LOWER_WORD = re.compile(rf"[{CASED_LOWER}][{CASED_LOWER}'’&-]*")


def casual(text: str) -> bool:
    """Whether the writer leaves names in lower case ("i live in toronto", "I live in toronto, love it"): no
    capital letter but a sentence's first and the pronoun I."""
    return not any(ch.isupper() for ch in _GIVEN_CAPITALS.sub("", text))


def casual_name(said: str, value: str) -> str | None:
    """A place or an employer written in lower case ("toronto", "san diego", "google"), or None: no more than
    three plain words, none of them a description, a time or a state ("a small flat", "nights", "home")."""
    words = value.split()
    for n, word in enumerate(words):
        if word in _AFTER_LOWER_NAME:
            words = words[:n]
            break
    value = " ".join(words)
    opening = said.split()[:1]
    if not words or len(words) > 3 or (opening and opening[0].lower() in _NOT_A_NAME):
        return None
    if len(words) > 1 and words[-1] in _PLACE_LAST:
        words = words[:-1]  # "salt lake city", "kansas city": a place's name may end in "city"
    if len(words) > 1 and words[0] == "new" and words[1] in _AFTER_NEW:
        words = words[1:]  # "new york", "new delhi": a place's name, not a state said of one
    elif _EN_STATE.match(value):
        return None
    if any(word in _NOT_A_NAME or not _LOWER_WORD.fullmatch(word) for word in words):
        return None
    return value


#: What ends a place's name written in lower case ("salt lake city", "ho chi minh city").
_PLACE_LAST = frozenset({"city", "town"})
#: The places named "New ..." ("new york", "new zealand"): "new" names them, it does not describe them as it does
#: "a new flat".
_AFTER_NEW = frozenset(
    """york jersey orleans delhi zealand hampshire mexico haven brunswick england caledonia taipei
    territories rochelle bedford westminster plymouth""".split()
)


# What is said after "name is", "called", "named" in lower case that names no one: "named after my grandpa", "is
# literally on the door", "is like sam"
_NOT_A_PERSON = frozenset(
    """after like literally really just kinda sorta also still then what who because by from of for with me him her
    them it us you not never always sometimes too very so pretty quite mom mum dad lot lots bit few many""".split()
)
_JOINS = frozenset("of to for in on at with and or".split())


def casual_person(value: str) -> str | None:
    """A person's name written in lower case after "name is", "called" or "named" ("sarah", "sam carter"; "sarah
    shes a teacher" names Sarah), written as a name is; or None ("hard to spell", "not important": no name).

    >>> casual_person("sarah shes a teacher"), casual_person("sam carter"), casual_person("hard to spell")
    ('Sarah', 'Sam Carter', None)
    """
    words = person(value).split()
    if len(words) > 2:
        if words[1] in _JOINS:
            return None  # "a lot of things", "one of a kind": a phrase
        words = words[:1]
    if not words or any(
        not _LOWER_WORD.fullmatch(word)
        or word in _NOT_A_NAME
        or word in _AFTER_LOWER_NAME
        or word in _NOT_A_PERSON
        for word in words
    ):
        return None
    if len(words[0]) < 2 or _EN_STATE.match(words[0]) or a_state(words[0], chinese=False):
        return None
    return " ".join(word[:1].upper() + word[1:] for word in words)


_AFTER_NAME = re.compile(
    r"\s+(?:after|from|since|in|at|who|which|as|now|again|starting|effective|until|for|on|this|next|last|and)\b.*$",
    re.IGNORECASE,
)


def person(value: str) -> str:
    """A person's name said with what follows it ("Tom after the reorg" -> "Tom")."""
    return _AFTER_NAME.sub("", value).strip()


def a_state(value: str, *, chinese: bool) -> bool:
    """Whether ``value`` says how something is, not what it is ("making a weird noise", "in the shop", "dying", 很好用).

    >>> a_state("dying on me", chinese=False), a_state("credit union", chinese=False), a_state("很好用", chinese=True)
    (True, False, True)
    >>> a_state("10 years old", chinese=False), a_state("2019 Honda Civic", chinese=False)
    (True, False)
    """
    if chinese:
        return bool(_ZH_STATE.match(value))
    # ("10 years old", "10 minutes away": how old or how far it is)
    return bool(_EN_STATE.match(value) or _DOING.match(value) or _EN_AGE_OR_DISTANCE.match(value))


# what something is doing, in lower case ("dying", "acting up"; a name in capitals is a name)
_DOING = re.compile(r"^[a-z]+ing\b")


# What "call me ..." says that is no name: when, how, or an idiom ("call me later", "call me back", "Call me Friday",
# "call me crazy but ..."); a name is what is left ("Call me Bob", "call me bob")
_NOT_A_NICKNAME = re.compile(
    r"^(?:later|tomorrow|tonight|today|soon|now|maybe|anytime|whenever|sometime|asap|again|first|back|when|if|after|"
    r"before|once|please|pls|plz|ok|okay|anyway|instead|ever|then|tmrw|crazy|old-fashioned|lazy|weird|picky|paranoid|"
    r"naive|silly|biased|cynical|stupid|selfish|sentimental|superstitious|strange|traditional|cautious|skeptical|"
    r"sceptical|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b",
    re.IGNORECASE,
)


# the tools a team moves its work to ("we're moving to Asana in July", "we just moved to Linear"): no home (named
# here, not read from the tool lexicon of :mod:`~.entities`, some of whose words are places too: Spring, Oracle)
_EN_TOOL = re.compile(
    r"(?:asana|trello|linear|jira|clickup|basecamp|confluence|notion|airtable|monday(?:\.com)?|slack|teams|"
    r"github(?:\s+actions)?|gitlab(?:\s+ci)?|bitbucket|jenkins|circleci|figma|sketch|vercel|netlify|heroku|"
    r"aws|gcp|azure|kubernetes|docker|postgres(?:ql)?|mysql|mongodb|snowflake|bigquery|python|typescript|rust|go)",
    re.IGNORECASE,
)


def plausible(name: str, value: str, *, chinese: bool, named_slot: bool = False) -> bool:
    """Whether ``value`` can be what the slot ``name`` holds: a person's name for a person, digits for a
    phone number, an address with "@" for an e-mail, a date for a birthday, a place for where one lives or
    works; never a state said of the slot ("out sick today", "on my profile", 是个好人)."""
    if name == "phone":
        return len(re.sub(r"\D", "", value)) >= 6
    if name in ("email", "work_email"):
        return "@" in value
    if name == "birthday":
        return bool(_MONTHS.search(value)) or any("\u4e00" <= ch <= "\u9fff" for ch in value)
    if name == "age":
        return bool(re.search(r"\d|[一二两三四五六七八九十]", value))  # 我的年龄是保密的: no age
    if name == "is_a" and (state_as_noun(value) or role_at_an_event(value) or needs_what_for(value)):
        # "I'm a mess today", 我是个废人, "a guest at the wedding": for now, no kind of person; "a sucker (for ...)": none
        return False
    if chinese:
        if _ZH_STATE.match(value):
            return False
        if name in PERSON_SLOTS and (_ZH_KIND_OF_PERSON.search(value) or _ZH_CITY.search(value)):
            return False
        if name == "phone_carrier":
            return ZH_CARRIER.fullmatch(value) is not None  # 我的手机套餐是每月59的: a price, no carrier
        if name == "works_at" and zh_city(value):
            return False
        if name == "lives_in" and street_address(value):
            return True  # 文三路100号3楼: a floor of an address is still the address
        return not (name in ("lives_in", "works_at") and _ZH_NOT_A_PLACE.search(value))
    if name in PERSON_SLOTS:
        who = person(value)
        return bool(_NAME.match(who)) and not _NOT_A_NAME_WORD.match(who)
    if name == "nickname":
        said = person(value)
        return not _NOT_A_NICKNAME.match(said) and (
            bool(_NAME.match(said)) or casual_person(said) is not None
        )
    if name in _NOUN_SLOTS or name.startswith(("favorite_", "preferred_", "chosen_")):
        return not _EN_STATE.match(value)  # "My favorite color is hard to pick"
    if name == "lives_in" and _EN_TOOL.fullmatch(value.strip()):
        return False  # "we're moving to Asana in July": a tool the team moves to, no home
    if name == "works_at" and _EN_WORKPLACE.search(value):
        return False  # "I work at the Chicago office": where, not for whom
    if named_slot:
        # a named thing ("Honda Civic", "24 Elm Street", "Equinox"), not a state ("due for an oil change")
        return (
            (opens_as_a_name(value) or value[:1].isdigit() or "@" in value)
            and not _EN_STATE.match(value)
            and not _EN_AGE_OR_DISTANCE.match(value)  # "my car is 10 years old": the car's age, not a car
        )
    return True


# A diet said by what one eats or is, in Chinese or English ("I don't eat meat", 我吃素, 我是素食者, 开荤 ending it):
# the one value the diet slot holds for it, as "I'm vegetarian" says it.
_ZH_VEGAN = re.compile(r"全素|纯素")
_ZH_VEGETARIAN = re.compile(r"素|斋|肉|开荤")


def diet(value: str) -> str:
    """The diet ``value`` names: 素食 (吃素, 素食者, 不吃肉), 纯素 (吃全素), "vegetarian" ("don't eat meat"); any other
    value as said ("vegan", "gluten-free")."""
    if _ZH_VEGAN.search(value):
        return "纯素"
    if _ZH_VEGETARIAN.search(value):
        return "素食"
    # "I don't eat meat", "I'm veggie": vegetarian (and fish eaten again ends it, as meat does)
    return (
        "vegetarian"
        if value.lower().endswith("meat") or value.lower() in ("veggie", "veg", "fish", "seafood")
        else value
    )
