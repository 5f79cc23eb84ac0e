"""Which slot a text names: a request ("forget my phone number", 忘掉我的月薪 -> ``phone``, ``income``) or a
question about the speaker's own one-value slot ("where do I live?", 我在哪上班 -> ``lives_in``, ``works_at``).
Read by forgetting (a slot named is a slot forgotten) and by recall (the slot a question asks)."""

from __future__ import annotations

import re

from hindsight_core.extraction.name_requests import name_owner
from hindsight_core.extraction.pet_names import ZH_PET_SLOTS, ZH_PET_WORDS
from hindsight_core.extraction.pregnancy import asks_pregnancy
from hindsight_core.extraction.readings import asked_reading
from hindsight_core.extraction.request_terms import asked_terms
from hindsight_core.extraction.sleep_steps import asked_sleep_or_steps
from hindsight_core.extraction.slot_patterns import ZH_KIN, ZH_KINDS
from hindsight_core.extraction.slot_rules import EN_SLOT_NAMES, EN_SLOTS, ZH_SLOTS, longest_first
from hindsight_core.extraction.supplements_en import supplement_slot
from hindsight_core.text import as_asked, has_cjk, to_simplified

_I = re.IGNORECASE


def slot_name(slot: str) -> str | None:
    """The slot a word names (手机号 -> ``phone``, "e-mail" -> ``email``, "home address" -> ``lives_in``, "shoe size"
    -> ``shoe_size``)."""
    slot = " ".join(slot.split()).lower()
    if slot in ZH_SLOTS:
        return ZH_SLOTS[slot]
    if slot in ZH_KIN:
        return ZH_KIN[slot]
    if slot in EN_SLOT_NAMES:
        return EN_SLOT_NAMES[slot]
    if (supplement := supplement_slot(slot)) is not None:
        return supplement  # "omega-3", "omega 3": omega_3
    if re.fullmatch(r"[a-z]+(?: [a-z]+\d{0,2})?", slot):  # ("vitamin d3": vitamin_d3)
        return slot.replace(" ", "_")
    return slot or None


def favourite_slot(slot: str) -> str | None:
    """The slot a favourite is of, in the word said ("my favorite number" -> ``number``, "editor" -> ``editor``): the
    words that name one's own thing ("number" is one's phone, "editor" the one used) name no favourite's."""
    said = slot.strip().lower()
    if said in ZH_KINDS:
        return ZH_KINDS[said]
    return said.replace(" ", "_") if said in EN_SLOT_NAMES else slot_name(slot)


# Slots no "my <slot> is ..." fills, named in a request by their word: a diet is said "I'm vegetarian", "I don't eat
# meat", 我吃素, and "forget my diet", 忘掉我的饮食习惯 forgot none of it (nor what was learned from it)
_NAMED_ONLY = {"diet": "diet", "dietary": "diet", "饮食": "diet", "饮食习惯": "diet", "饮食偏好": "diet"}
# "my diet coke order", "my diet pills" name no diet
_DIET_DRINK = re.compile(r"\s*(?:coke|soda|pepsi|sprite|drinks?|pills?|tea)\b", _I)

# The words for what one earns, read both in a question about it ("what is my salary?", 我的工资是多少) and in a
# request naming it ("forget my salary", 忘掉我的月薪): a slot recall understands is one a forget can name.
_EN_INCOME = r"salary|pay|income|wages?|earnings|paycheck"
_ZH_INCOME = "工资|月薪|年薪|薪水|薪资|收入"

# Which value, named with its slot: no part of the slot's name ("my current employer", 我现在的单位; "my old job",
# whose past versions alone a forget takes: ``request_terms.asks_for_past``)
_EN_WHICH = r"(?:(?:current|new|present|old|previous|former)\s+)?"

# A slot named in a request about it ("forget my phone number", 别记我的手机号了, "delete my home address"); where
# one lives named by its address too ("my old address", "where I'm living", 我的地址, 家庭住址, 我住的地方).
_EN_NAMED_SLOT = re.compile(
    r"\b(?:my|our)\s+(?:(?:current|old|new|previous|former|present|permanent|residential|home)\s+){0,2}(?P<address>address)\b"
    r"|\bwhere\s+(?:i|we)(?:'m|’m|\s+am|'re|’re|\s+are)\s+(?P<living>living|based)\b"
    r"|\bwhere\s+we\s+(?P<we_live>live)\b"
    # what one earns, by the words a question about it is read by (:func:`asked_slot`)
    r"|\b(?:my|our)\s+(?:(?:current|old|new|previous|annual|yearly|monthly|weekly|base|take-home)\s+){0,2}"
    r"(?P<income>" + _EN_INCOME + r")\b(?!['’]s\b)"
    r"|\b(?:what|how\s+much)\s+(?:i|we)\s+(?P<earn>earn)\b|\bhow\s+much\s+(?:i|we)\s+(?P<make>make|get\s+paid|take\s+home)\b"
    # where one works, by the words people name it with ("my workplace", "my place of work", "who I work for", "the
    # company I'm working at", "where we work"), one's occupation, one's birthday and where one is from
    r"|\b(?:my|our)\s+" + _EN_WHICH + r"(?P<workplace>work\s?place|place\s+of\s+(?:work|employment))\b"
    r"|\b(?:who|(?:the|which)\s+(?:company|firm|employer|organi[sz]ation|business|place))\s+(?:i|we)"
    r"(?:\s+|(?:'m|’m|'re|’re)\s+|\s+(?:am|are)\s+)(?:currently\s+|now\s+)?(?P<work_for>work|working)\s+(?:for|at|in)\b"
    r"|\bwhere\s+(?:i|we)\s+(?:used\s+to\s+)?(?P<works>work)\b(?!\s+out\b)|\bwhere\s+(?:i|we)(?:'m|’m|'re|’re|\s+am|\s+are)\s+(?P<working>working|employed)\b"
    r"|\b(?:my|our)\s+" + _EN_WHICH + r"(?P<occupation>occupation|profession|line\s+of\s+work)\b"
    r"|\bwhat\s+i\s+do\s+for\s+(?:a\s+)?(?P<for_living>living)\b"
    r"|\bmy\s+(?P<born>date\s+of\s+birth|birth\s?date|dob)\b|\bwhen\s+i\s+was\s+(?P<born_when>born)\b"
    r"|\bwhere\s+(?:i|we)(?:'m|’m|\s+am|'re|’re|\s+are)\s+(?P<origin>from)\b"
    r"|\bwhere\s+i\s+(?P<grew>come\s+from|grew\s+up|was\s+born)\b|\bmy\s+(?P<home_town>home\s+town)\b"
    # "my sister's phone number" names the sister's number, not the slot "sister" (who the sister is); a word for
    # which of its values ("my old job", "my current employer") is no part of the slot's name
    r"|\bmy\s+"
    + _EN_WHICH
    + r"(?P<slot>(?:phone|cell|mobile|home|email|e-mail)\s+(?:number|address)|e-mail|[a-z]+(?:\s(?:number|address))?)\b(?!['’]s\b)"
    r"|\bwhere\s+i\s+(?:used\s+to\s+)?(?P<lives>live)\b",
    _I,
)
_ZH_NAMED_SLOT = re.compile(
    r"我的?(?P<phone>手机号码|手机号|电话号码|电话|号码)"
    r"|我(?:们)?(?:家|家里)?的?(?:新|旧|现在|目前|以前)?的?(?:家庭|家里)?(?P<address>地址|住址)|(?<![的他她它])(?P<home>家庭(?:地址|住址)|住址)"
    r"|我(?:们)?(?:现在|目前)?(?P<where>(?:居)?住的(?:地方|位置|房子|小区|城市)|所在的?城市|家(?:住)?在哪)"
    r"|我(?:现在|目前)?的?(?:一个月|每个月|每月|一年)?的?(?P<income>" + _ZH_INCOME + r")"
    # where one works, by the words people name it with (我上班的地方, 我工作的单位, 我所在的公司, 我在哪家公司上班), and
    # where one is from (我是哪里人) or when one was born (我哪天出生)
    r"|我(?:们)?(?:现在|目前)?(?P<workplace>(?:上班|工作|就职|任职)的(?:地方|单位|公司)|所在的?(?:公司|单位)"
    r"|在哪家?(?:公司|单位)(?:上班|工作)?)"
    r"|我(?:是)?(?P<origin>哪里人|哪儿人|哪的人)|我(?:是)?(?:哪天|哪年|什么时候)(?P<born>出生|生)的"
    # 我老板的电话, 我老婆上班的地方 name the boss's number, the wife's workplace, not the slot "boss" or "wife"; 我现在的
    # 单位 names the slot
    r"|我的?(?:新|现在的?|目前的?)?(?P<slot>"
    + longest_first([*ZH_SLOTS, *ZH_KIN, *(w for w in _NAMED_ONLY if has_cjk(w))])
    + r")(?!的|上班|工作|住|电话|手机|号码|地址|生日|邮箱)|我?(?P<lives>住(?:在)?哪)|我?(?P<works>在哪(?:里|儿)?(?:工作|上班))"
)


#: The slot a request names by the words it says it in, by their group in the patterns above ("where I'm living",
#: 我住的地方 -> ``lives_in``; "who I work for", 我上班的地方 -> ``works_at``; "where I'm from" -> ``hometown``).
_GROUP_SLOTS = {
    **dict.fromkeys(("lives", "address", "living", "we_live", "home", "where"), "lives_in"),
    **dict.fromkeys(("works", "workplace", "work_for", "working"), "works_at"),
    **dict.fromkeys(("income", "earn", "make"), "income"),
    **dict.fromkeys(("occupation", "for_living"), "job"),
    **dict.fromkeys(("born", "born_when"), "birthday"),
    **dict.fromkeys(("origin", "grew", "home_town"), "hometown"),
    "phone": "phone",
}


def slot_named(text: str) -> str | None:
    """The slot a request names ("forget my phone number" -> ``phone``, 忘掉我的电话号码 -> ``phone``, "forget
    where I live" -> ``lives_in``, "forget my workplace" -> ``works_at``), or None. A request for the name of
    one the speaker has (a pet, someone: "my dog's name", 我老板的名字, 忘了我家狗叫什么吧) names that one's slot, whose
    value is the name (``dog``, ``boss``)."""
    text = to_simplified(text)
    owner = name_owner(text)
    if owner is not None:
        return ZH_PET_WORDS.get(owner) or _slot_of(f"我的{owner}" if has_cjk(owner) else f"my {owner}")
    return _slot_of(text)


def _slot_of(text: str) -> str | None:
    """The slot ``text`` (simplified) names by the patterns above, or None."""
    found = _slot_match(text)
    return found[0] if found is not None else None


def _slot_match(text: str) -> tuple[str, re.Match[str]] | None:
    """The slot ``text`` (simplified) names by the patterns above and the words naming it, or None."""
    for pattern in (_ZH_NAMED_SLOT, _EN_NAMED_SLOT):
        for match in pattern.finditer(text):
            said = next((slot for group, slot in _GROUP_SLOTS.items() if match.groupdict().get(group)), None)
            if said is not None:
                return said, match
            raw = match["slot"].lower().replace("e-mail", "email")
            if raw in _NAMED_ONLY and not _DIET_DRINK.match(text, match.end()):
                return _NAMED_ONLY[raw], match
            slot = slot_name(raw)
            if slot and (
                slot in EN_SLOTS or raw in ZH_SLOTS or raw in EN_SLOT_NAMES or slot in ZH_SLOTS.values()
            ):
                return slot, match
    return None


def names_only_slot(text: str) -> bool:
    """Whether a request names one of the speaker's slots and nothing more ("my address", 我的地址, "where I
    live", "my phone number"): every version of the slot is what it names, whatever words the version says ("I
    live at 42 Maple Street" never says "address"). "my manager being strict" names more than who the manager
    is; "my sister's address" names the sister's.

        >>> names_only_slot("my home address"), names_only_slot("我的地址")
        (True, True)
        >>> names_only_slot("what I said about my manager being strict")
        False
    """
    simple = to_simplified(text)
    found = None if name_owner(simple) is not None else _slot_match(simple)
    if found is None:
        return False
    match = found[1]
    return not asked_terms(f"{simple[: match.start()]} {simple[match.end() :]}")


# A question about one of the speaker's own slots ("where do I live?", "who do I work for?", 我在哪上班?)
_EN_ASKED_SLOT = re.compile(
    r"\b(?:where|which\s+(?:city|town|country|neighbou?rhood|suburb|area))\s+(?:do|did)\s+(?:i|we)\s+(?P<lives>live)\b"
    r"|\bwhere\s+(?:am\s+i|are\s+we)\s+(?P<living>living|based)\b"
    r"|\b(?:where|which\s+(?:company|firm|employer))\s+(?:do|did)\s+i\s+(?P<works>work)\b|\bwho\s+do\s+i\s+work\s+for\b"
    r"|\bwho\s+(?:is|'s)\s+my\s+employer\b"
    r"|\bhow\s+much\s+(?:do|did)\s+i\s+(?P<income>earn|make|get\s+paid|take\s+home)\b"
    r"|\bwhat(?:'s|\s+is)\s+my\s+(?:current\s+|annual\s+|monthly\s+)?(?P<salary>" + _EN_INCOME + r")\b"
    # one's age ("how old am I?", "what's my age?", "how old am I now"; not "how old is my son?")
    r"|\bhow\s+old\s+(?P<age>am\s+i|are\s+we)\b|\bwhat(?:'s|\s+is)\s+my\s+(?:current\s+)?(?P<my_age>age)\b"
    # how many of one's own ("how many kids do I have?", "how many dogs have we got"; not "... does my sister have")
    r"|\bhow\s+many\s+(?:(?P<kids>kids|children)|(?P<dogs>dogs)|(?P<cats>cats))\s+(?:do|have)\s+(?:i|we)\b"
    # one's job, asked as such ("what's my job title?", "what is my current role", "what do I do for a living?", "what
    # do I work as"; not "how do I ask for a raise at my job?")
    r"|\bwhat(?:'s|\s+is)\s+my\s+(?:current\s+|new\s+)?(?P<job>job(?:\s+title)?|title|role|position|occupation|profession)"
    r"(?=\s*(?:now|these\s+days|at\s+work|at\s+[A-Z]\w*)?\s*[?.!]*\s*$)"
    r"|\bwhat\s+do\s+i\s+(?:do\s+for\s+(?:a\s+)?(?P<for_living>living|work|job)|(?P<work_as>work\s+as))\b"
    # ... or the whole question ("what do I do?", "what do I do again?", "what is it that I do?", and "and me?" after
    # "what does my wife do?"; not "my car broke down, what do I do?" nor "what do I do now?": advice asked)
    r"|^\W*(?:what\s+(?:exactly\s+)?do\s+i|what\s+is\s+it\s+(?:that\s+)?i)\s+(?P<i_do>do)"
    r"(?:\s*,?\s*(?:again|exactly))?\s*[?.!]*\s*$"
    # what one studies ("what's my major?", "what do I study?", "what am I majoring in?"; not "what do I study for the
    # exam?": what to revise)
    r"|\bwhat(?:'s|\s+is|\s+was)\s+my\s+(?:current\s+|new\s+)?(?P<major>major|field\s+of\s+study)\b"
    r"|\bwhat\s+(?:do|did)\s+i\s+(?P<study>study|major\s+in)\b(?!\s+(?:for|first|next|tonight|today|tomorrow)\b)"
    r"|\bwhat\s+am\s+i\s+(?P<studying>studying|majoring\s+in)\b(?!\s+for\b)"
    # the school one goes to ("where do I go to school?", "what college do I attend?", "which uni am I at?")
    r"|\bwhere\s+(?:do|did)\s+i\s+(?P<school>go\s+to\s+(?:school|college|uni(?:versity)?|grad\s+school)|attend\s+(?:school|"
    r"college|uni(?:versity)?))\b"
    r"|\b(?:what|which)\s+(?P<which_school>school|college|uni(?:versity)?)\s+(?:do|did)\s+i\s+(?:go\s+to|attend)\b"
    r"|\b(?:what|which)\s+(?P<school_at>school|college|uni(?:versity)?)\s+am\s+i\s+(?:at|in|going\s+to|attending)\b"
    # the team one is on ("what team am I on?", "which team am I in now?", "what's my team?"; not "what's my team
    # working on?")
    r"|\b(?:what|which)\s+(?P<team>team)\s+(?:am\s+i|do\s+i\s+work)\s+(?:on|in|for|part\s+of)\b"
    r"|\bwhat(?:'s|\s+is)\s+my\s+(?:current\s+|new\s+)?(?P<my_team>team)(?=\s*(?:now|these\s+days)?\s*[?.!]*\s*$)"
    # one's relationship status ("am I married?", "am I still single", "what's my relationship status?")
    r"|\bam\s+i\s+(?:still\s+|now\s+)?(?P<marital>married|single|engaged|divorced)\b"
    r"|\bwhat(?:'s|\s+is)\s+my\s+(?P<status>relationship|marital)\s+status\b"
    # one's diet asked by its name ("am I vegetarian?", "am I still vegan", "what diet am I on?"; not "is my dad
    # vegetarian?")
    r"|\bam\s+i\s+(?:still\s+|now\s+|actually\s+)?(?:a\s+)?(?P<diet>vegetarian|vegan|pescatarian|pescetarian|veggie)\b"
    r"|\bwhat\s+(?P<my_diet>diet)\s+(?:am\s+i|do\s+i\s+follow)\b",
    _I,
)


# an agent asking of "the user" ("Where does the user work these days?", "What is the user's job?", 用户现在住哪) asks
# what the user asks of themselves
_OF_THE_USER = (
    (re.compile(r"\bthe\s+user(?:'s|’s)", re.IGNORECASE), "my"),
    (re.compile(r"\b(?:does|did)\s+the\s+user\b", re.IGNORECASE), "do I"),
    (re.compile(r"\bis\s+the\s+user\b", re.IGNORECASE), "am I"),
    (re.compile(r"\b(?:has|had)\s+the\s+user\b", re.IGNORECASE), "have I"),
    (re.compile(r"^(?:请问)?用户(?!们)"), "我"),
)


def as_the_user_asks(question: str) -> str:
    """``question`` as the user would ask it of themselves ("Where does the user work?" -> "Where do I work?",
    用户住哪 -> 我住哪)."""
    for said, asked in _OF_THE_USER:
        question = said.sub(asked, question)
    return question


def asked_slot(question: str) -> str | None:
    """The speaker's own slot a question asks for ("where do I live?" -> ``lives_in``, "what's my phone number?"
    -> ``phone``, 我住哪 -> ``lives_in``), or None (a question about someone else: "where does my sister live?").
    An agent's question of "the user" asks the same ("Where does the user work?" -> ``works_at``)."""
    question = as_the_user_asks(question)
    reading = asked_reading(to_simplified(question))
    if reading is not None:
        return reading  # "what's my blood pressure?", 我血压多少: the newest reading, not my mom's
    if asks_pregnancy(to_simplified(question)):
        return "pregnancy"  # "how far along am I?", 我怀孕几个月了: the newest said
    usual = asked_sleep_or_steps(question)
    if usual is not None:
        return usual  # "how much do I sleep?", "how many steps do I average?": the newest said
    # (a number of one's own, "how much is my rent?", 我现在体重多少, is no slot asked here: a number is often updated in
    # a few words no rule reads as the slot, 现在81了, and the newest record holding it is an older value; recall lowers
    # another's number below the speaker's instead, recall.slot_lifts.lower_others_number)
    match = _EN_ASKED_SLOT.search(question)
    if match is not None:
        counted = next((kind for kind in ("kids", "dogs", "cats") if match[kind]), None)
        if counted is not None:
            return f"{counted}_count"
        if match["job"] or match["for_living"] or match["work_as"] or match["i_do"]:
            return "job"
        if match["marital"] or match["status"]:
            return "marital_status"
        if match["major"] or match["study"] or match["studying"]:
            return "major"
        if match["school"] or match["which_school"] or match["school_at"]:
            return "school"
        if match["team"] or match["my_team"]:
            return "team"
        if match["diet"] or match["my_diet"]:
            return "diet"
        return (
            "age"
            if match["age"] or match["my_age"]
            else "lives_in"
            if match["lives"] or match["living"]
            else "income"
            if match["income"] or match["salary"]
            else "works_at"
        )
    insurer = _EN_INSURER_ASKED.search(question)
    if insurer is not None:
        # "who is my car insurance with?", "what insurance company do I use for my car?": the insurer's slot (not a
        # newer price of it, "my car insurance went up to 140 a month", which holds none)
        return f"{_INSURANCE_KINDS[(insurer['kind'] or insurer['for_kind']).lower()]}_insurance"
    if _EN_CARRIER_ASKED.search(question):
        return (
            "phone_carrier"  # "who is my phone carrier?": the provider of the phone, not its number or model
        )
    question = as_asked(to_simplified(question)) if has_cjk(question) else question  # 我住那来着: 我住哪来着
    if _PARTNER_ASKED.search(question):
        return "partner"  # "who's my girlfriend?", 我男朋友是谁 (not "what does my girlfriend like?")
    match = _ZH_ASKED_SLOT.search(to_simplified(question))
    if match is not None:
        name = next(name for name, said in match.groupdict().items() if said)
        return "lives_in" if name in ("home", "address") else "school" if name == "school_of" else name
    match = _ZH_ASKED_ONE.search(to_simplified(question))
    if match is not None:
        return ZH_SLOTS[
            match["one"] or match["used"]
        ]  # 我的车是什么牌子, 我老婆叫啥, 我开什么车: car, wife, car
    if has_cjk(question):
        # 我哥住在哪: someone else's (slot_named reads a request, whose speaker is the owner); 我家狗叫什么: the speaker's
        # pet's name, its slot
        owner = name_owner(to_simplified(question))
        return ZH_PET_WORDS.get(owner) if owner is not None else None
    named = slot_named(question)
    if named in _PETS:
        # the pet's name asked ("what's my dog's name?"), not its other facts ("what does my dog eat?")
        return named if name_owner(question) is not None else None
    return named if named in _ONE_VALUE_ASKED else None


# the speaker's own, 我 right before what is asked (我哥住在哪 asks about the brother)
_ZH_ASKED_SLOT = re.compile(
    r"我(?:现在|目前|如今|而家)?在(?:哪|哪家公司|哪个公司|哪里|边度|边间公司)(?P<works_at>工作|上班|做嘢|返工)"
    r"|我(?:们)?(?:现在|目前|如今|而家|依家)?(?:住(?:在)?|(?P<home>家(?:的)?(?:地址|住址)?(?:住)?在|住的地方在))"
    r"(?P<lives_in>哪|什么地方|哪个城市|哪座城市|哪里|边度)"
    # 我的地址是什么, 我家地址是啥, 我现在的住址 (not 我的邮箱地址, 我哥的地址)
    r"|我(?:们)?(?:家|家里)?的?(?:现在|目前)?的?(?:家庭|家里)?(?P<address>地址|住址)"
    r"|我的?(?P<phone>手机号码|手机号|电话号码|电话|手机)"
    r"|我(?:现在|目前|而家)?(?:的)?(?:一个月|每个月|每月|一年)?(?:的)?(?P<income>"
    + _ZH_INCOME
    + r"|(?<=月|年)(?:能)?(?:赚|挣|拿))"
    # one's age: 我多大了, 我今年几岁, 我现在多少岁, 我的年龄 (not 我女儿几岁: 我 right before it)
    r"|我(?:的)?(?:今年|现在|目前)?(?P<age>多大|几岁|多少岁|年龄|岁数)"
    # one's relationship status: 我结婚了吗, 我还是单身吗, 我的婚姻状况 (not 我哥结婚了吗)
    r"|我(?:现在|目前)?(?:是|还是)?(?P<marital_status>(?:结婚|订婚|离婚)了(?:吗|没有?)|单身(?:吗|不|没有?)|的?婚姻状况|结婚了没)"
    # how many of one's own: 我有几个孩子, 我们家有几个娃, 我养了几只猫 (not 我姐姐有几个孩子)
    # one's job: 我现在是什么职位, 我的职位是什么, 我是做什么的, 我做什么工作, 我是干什么的, 我的工作是什么 (not 我妹妹是做什么的)
    r"|我(?:现在|目前)?(?P<job>(?:是|的)?(?:什么|啥)?(?:职位|职务|职业|岗位|职称)(?:是)?(?:什么|啥)?(?=$|[？?。，,！!吗呢])"
    r"|(?:是)?(?:做|干)(?:什么|啥|嘛)(?:工作)?的|(?:做|干)(?:什么|啥)工作|的工作是(?:什么|啥)(?=$|[？?。，,！!吗呢]))"
    # what one studies: 我读的什么专业, 我学的是什么专业, 我是什么专业的, 我的专业是什么 (not 我妹妹学的什么专业)
    # the team one is on: 我在哪个组, 我现在在哪个团队 (not 我老公在哪个组)
    r"|我(?:现在|目前)?在哪个(?P<team>组|小组|团队)"
    # the school one goes to: 我在哪上学, 我在哪个学校读书, 我在哪所大学读研, 我是哪个学校的 (not 我女儿在哪上学)
    r"|我(?:现在|目前)?(?:在哪(?:里|儿)?|在哪(?:个|所)(?:学校|大学))(?P<school>上学|读书|念书|上大学|读大学|读研|读博|读研究生)"
    r"|我(?:现在|目前)?是哪(?:个|所)(?P<school_of>学校|大学)的"
    # one's diet: 我吃素吗, 我还是素食主义者吗, 我现在吃不吃素 (not 我爸吃素吗)
    r"|我(?:现在|目前)?(?:还)?(?:是)?(?P<diet>(?:吃素|素食主义者|素食者|纯素食者)(?:吗|么|不|没|嘛)|吃不吃素)"
    r"|我(?:现在|目前)?(?P<major>(?:读|学|念)的?(?:是)?(?:什么|啥|哪个)专业|是(?:什么|啥|哪个)专业|的专业是(?:什么|啥))"
    r"|我(?:们)?(?:家)?(?:现在|目前|一共)?(?:有|养了|养着)?几(?:个(?P<kids_count>孩子|小孩|娃)|(?:只|条)(?P<dogs_count>狗)|只(?P<cats_count>猫))"
)

# one's own thing or person of one at a time, its value asked for by the word naming it (我的车是什么牌子, 我老婆叫啥, 我上司
# 叫什么, 我的生日是哪天) or by what one does with it (我开什么车, 我用的什么电脑, 我去哪个健身房, 我用的哪个运营商); not what else
# is asked of it (我老婆是做什么的, 我的车是什么颜色) nor another's (我同事的车是什么牌子, 我老婆的车: 我 right before it)
_ZH_ONE = "车 电脑 笔记本 健身房 银行 运营商 老板 领导 上司 经理 医生 牙医 房东 教练 导师 律师 老婆 妻子 太太 媳妇 老公 丈夫 生日 邮箱 老家"
_ZH_ASKED_ONE = re.compile(
    r"我(?:现在|目前)?的?(?:新)?(?P<one>" + longest_first(_ZH_ONE.split()) + r")(?:现在)?(?:是|叫)"
    r"(?:什么|啥|哪个|哪家|哪款|谁|哪天|几号)(?:牌子|品牌|型号|名字|车)?的?(?=$|[？?。！!吗呢啊呀]|来着)"
    r"|我(?:现在|目前)?(?:开|用|在用|去)的?(?:是)?(?:什么|啥|哪个|哪家|哪款)(?:牌子的?)?(?P<used>车|电脑|笔记本|健身房|银行|运营商)"
)


# one's partner asked for by who they are or their name ("who's my girlfriend?", "who am I dating?", "what's my
# boyfriend's name?", 我男朋友是谁, 我现在的对象叫什么, 我在和谁约会)
_PARTNER_ASKED = re.compile(
    r"\bwho(?:'s|’s|\s+is)\s+my\s+(?:current\s+|new\s+)?(?:girlfriend|boyfriend|partner)\b"
    r"|\bwho\s+am\s+i\s+(?:dating|seeing|with)\b"
    r"|\bwhat(?:'s|’s|\s+is)\s+my\s+(?:girlfriend|boyfriend|partner)(?:'s|’s)\s+name\b"
    r"|我(?:现在|目前)?的?(?:新)?(?:男朋友|女朋友|男友|女友|对象)(?:是谁|叫什么|叫啥)"
    r"|我(?:现在|目前)?(?:在)?(?:和|跟)谁(?:在)?(?:约会|谈恋爱|在一起|交往)",
    re.IGNORECASE,
)

#: The slots of a pet's name ("what's my dog's name?" asks the ``dog`` slot's current value).
_PETS = frozenset(ZH_PET_SLOTS.values())
#: The slots a question is read for: one value each, the speaker's ("my sister" names a person, not a slot)
# one's insurer asked for, the kind of insurance said ("who is my car insurance with?", "who do I have home insurance
# with?", "which company is my auto insurance through?", "what insurance company do I use for my car?")
_INSURANCE_KINDS = {"car": "car", "auto": "car", "health": "health", "home": "home", "house": "home"}
_EN_INSURER_ASKED = re.compile(
    r"\b(?:(?:who|which\s+(?:company|insurer|one))(?:\s+is|['’]s)\s+my|who\s+do\s+i\s+have(?:\s+my)?)\s+(?P<kind>car|auto|health|home|house)"
    r"\s+insurance\s+(?:with|through|from)\b"
    r"|\bwhat\s+(?:insurance\s+company|insurer)\s+(?:do|am)\s+i\s+(?:use|using|with|have)\s+for\s+my\s+(?P<for_kind>car|health|home|house)\b",
    re.IGNORECASE,
)
# one's phone carrier asked for ("who is my phone carrier?", "what's my cell provider?", "who is my phone plan with?",
# "what carrier am I on?", "which network is my phone on?"; not "what's my phone number?", "what phone do I have?")
_EN_CARRIER_ASKED = re.compile(
    r"\b(?:who|what|which)(?:['’]s|\s+is)\s+my\s+(?:current\s+)?(?:(?:cell|mobile|cellphone|phone|cell\s+phone)\s+"
    r"(?:carrier|provider|network|company|service\s+provider)|carrier)\b"
    r"|\bwho(?:['’]s|\s+is)\s+my\s+(?:cell|mobile|phone)\s+(?:plan|service|contract)\s+(?:with|through|from)\b"
    r"|\bwho\s+do\s+i\s+have\s+my\s+(?:cell|mobile|phone)\s+(?:plan|service|contract)\s+(?:with|through)\b"
    r"|\b(?:what|which)\s+(?:(?:cell|mobile|phone)\s+)?(?:carrier|provider|network)\s+(?:am\s+i|is\s+my\s+(?:phone|cell))\s+(?:on|with|using)\b",
    re.IGNORECASE,
)
_ONE_VALUE_ASKED = frozenset({"lives_in", "works_at", "phone", "email", "work_email", "name", "age", "diet"})


__all__ = ["as_the_user_asks", "asked_slot", "favourite_slot", "names_only_slot", "slot_name", "slot_named"]
