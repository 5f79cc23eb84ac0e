"""The English slot rules read after a measure and a pet's name: a name, a favourite, tools used and chosen, tastes,
a diet, pay, work, a home and a move, a number, an e-mail address, a car, what one is ("I work at Acme" ->
``works_at``). The Chinese diet rules sit among them, after the English ones, and one's gym and subscriptions in
either language before the employer one joined (:mod:`~.gyms`: "I joined Planet Fitness" is no job;
:mod:`~.subscriptions`), where the order of
:data:`~hindsight_core.extraction.slot_rules.ATTRIBUTE_RULES` (the first rule's first match holds a slot) reads them.
"""

from __future__ import annotations

import re

from hindsight_core.extraction.allergy_jokes import NOT_AN_ALLERGEN
from hindsight_core.extraction.births import BIRTH_RULES
from hindsight_core.extraction.dates_en import MONTH_NAMES
from hindsight_core.extraction.forms import EN_FORM_SLOTS
from hindsight_core.extraction.gerund_jobs import GERUND_JOB_RULES
from hindsight_core.extraction.gyms import GYM_RULES, JOINED_NO_JOB
from hindsight_core.extraction.joined_sites import JOINED_NO_SITE
from hindsight_core.extraction.occupations import EN_NOW_OCCUPATION
from hindsight_core.extraction.offers_taken import OFFER_TAKEN_RULES
from hindsight_core.extraction.schools import EN_SCHOOL_NAME, SCHOOL_RULES
from hindsight_core.extraction.sizes import IS_A_SIZE
from hindsight_core.extraction.slot_patterns import (
    _EN_ADDRESS,
    _EN_NOT_A_HOME,
    _EN_THEN_MOVED,
    _EN_VALUE,
    _I,
    _MONEY,
    _ONE_AT_A_TIME,
    _TITLE_DOT,
    OUR_HOUSEHOLDS,
    longest_first,
)
from hindsight_core.extraction.slot_values import PERSON_SLOTS
from hindsight_core.extraction.subscriptions import SUBSCRIPTION_RULES, SWITCH_RULES
from hindsight_core.extraction.tool_use_rules_en import TOOL_USE_RULES
from hindsight_core.text import CASED_UPPER

# what opens a clause after "now" that is no name ("now I'm unemployed", "now it's York")
_NOT_A_NAME_NOW = r"(?:I|We|It|He|She|They|That|This|There|My|Our)(?![\w'’-])|I['’]"

# A value said first, then what it is for the speaker ("Flat white is my favourite coffee"): from a clause's start, no
# pronoun, question word or "I think" in it
_EN_VALUE_FIRST = (
    r"(?:^|(?<=[.!?,;:—–]))\s*(?:(?:and|but|so|oh|also|honestly|btw|well)[\s,]+)*"
    r"(?!(?:i|we|you|he|she|they|it|that|this|there|here|what|which|who|whom|where|how|why|when|mine|one)\b)"
    r"(?P<value>(?:(?!\b(?:i|i'm|think|guess|say|said|feel|believe|is|was|my)\b)[^,.;:!?\n]){1,40}?)"
    r"(?:\s+is|['’]s)\s+(?:still\s+|now\s+|definitely\s+|probably\s+|easily\s+)?my\s+"
)
# What "into" or "keen on" is followed by when it names no taste ("into my third week", "into it", "into the idea")
_NOT_A_TASTE = (
    r"(?!(?:my|the(?!\s+(?:(?:new|latest)\s+)?(?-i:[A-Z]))|our|a(?!\s+(?-i:[A-Z][a-z]))|an|its|this|that|it|him|her|them|you|your|week|day|month|year|hour|minute|round|"
    r"chapter|season|episode|level|page)s?\b)(?!\d)"
)
# ... nor what one is addicted to as a habit to treat ("addicted to painkillers", "addicted to gambling")
_NOT_A_TASTE_BUT_A_HABIT = (
    r"(?:painkillers|opioids|opiates|pills|drugs|alcohol|booze|drinking|nicotine|cigarettes|smoking|vaping|gambling|"
    r"heroin|cocaine|meth|oxy\w*|benzos|xanax|porn|sleeping\s+pills)\b"
)
# ... nor a word on the assistant's answer, an option offered or an idiom ("I like your answer", "I love how you
# explained that", "I love the way you put it", "I like the second option better", "I like the blue one", "I like to think
# I'm ...", "I hate to say it"; "I hate it when you ..." still says what the user wants of it, "I love the new iPhone" a taste)
_NOT_FEEDBACK = (
    r"(?!(?:your|yours|how\s+you|the\s+way\s+you|what\s+you|that\s+you|(?:the|that|this)\s+(?:[\w-]+\s+){0,2}?ones?\b|"
    r"to\s+(?:say|think|admit|ask|bother|interrupt|break\s+it)|"
    r"(?:the\s+)?(?:first|second|third|last|other|original|previous)\s+(?:one|option|version|draft|idea|answer|"
    r"suggestion|choice|plan|proposal|pick)s?)\b)"
)
# How much, or since when, a taste is held, between "I" and its verb ("I still like", "I absolutely love", "I honestly
# can't stand", "I kinda hate", "I do like"): up to three such words
_EN_HOW_MUCH = (
    r"(?:(?:still|also|actually|now|do|really|absolutely|totally|honestly|seriously|genuinely|truly|just|literally|"
    r"kinda|kind\s+of|sort\s+of|so|definitely|lowkey|low-key|completely|pretty\s+much|a\s+bit|a\s+little)\s+){0,3}"
)
# ... not in a sentence said in irony ("I absolutely LOVE 5am alarms, said no one ever", "I love Mondays /s")
_NOT_SARCASM = r"(?![^.!?\n]*(?:\bsaid\s+no(?:\s*one|body)\s+ever\b|\s/s\b))"
# What a favourite is of, in one or two words ("coffee", "coffee order"): a second word saying when or how much ("my
# favourite editor now is ...", "MySQL is my favorite database now", "... my favourite coffee right now") is not of it
_FAVOURITE_SLOT = (
    r"[a-z]+(?:\s(?!(?:now|nowadays|currently|lately|today|ever|right|these|again|by|at|in|of|on|for|to|from|is)\b)"
    r"[a-z]+)?"
)
_EN_SLOT_ENDS = (
    r"(?=\s*(?:[.,;:!?]|$)|\s+(?:ever|by\s+far|of\s+all\s+time|right\s+now|these\s+days|now|nowadays|lately|currently|"
    r"again|at\s+the\s+moment|in|at|"
    r"from|for|to)\b)"
)

# A day of the year said as a birthday: "May 12", "May 12th, 1990", "12 May", "the 12th of May", "3/14"
BIRTH_DATE = (
    rf"(?:(?:{MONTH_NAMES})\.?\s+\d{{1,2}}(?:st|nd|rd|th)?(?:,?\s+\d{{4}})?"
    rf"|\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:{MONTH_NAMES})\b\.?(?:,?\s+\d{{4}})?"
    r"|\d{1,2}/\d{1,2}(?:/\d{2,4})?)"
)

# The one dated, by name ("Priya", "a guy named Tom")
_EN_DATED = (
    r"(?:(?:a|this)\s+(?:guy|girl|man|woman)\s+(?:named|called)\s+)?"
    rf"(?P<value>(?-i:[{CASED_UPPER}][a-z]+(?:\s[{CASED_UPPER}][a-z]+)?))\b"
)
#: A break-up, said ending its clause or before when ("Tom and I broke up last week", "we split up after five years"; not
#: "we broke up the fight", "we split the bill")
EN_BROKE_UP = (
    r"(?P<said>(?:just\s+|finally\s+|officially\s+|recently\s+)?(?:broke\s+up|split\s+up|called\s+it\s+quits))"
    r"(?=\s*(?:$|[.,;:!?)]|[-–—]\s|\s+(?:last|yesterday|today|this|on|in|after|a\s+(?:few|couple|while|month|week)|"
    r"(?:two|three|four|\d+)\s+\w+\s+ago|recently|again|for\s+good|and|so|but|lol)\b))"
)
_EN_NOT_SO = r"(?<!\bif\s)(?<!\bwhen\s)(?<!\bunless\s)(?<!\bbefore\s)"

# Someone one names by the role they have for the speaker (a pet's name is :data:`PET_RULES`): a slot of a person
_EN_PERSON = longest_first(
    sorted((PERSON_SLOTS - {"name", "dog", "cat", "pet", "kids"}) | {"girlfriend", "boyfriend"})
)

# Words said between the speaker and the verb of a value that still holds ("I still live", "I'm actually working")
_NOW = r"(?:(?:now|still|currently|actually|presently)\s+){0,2}"
# a car driven, up to where it is driven to ("a Subaru to work every day", "a Honda into town") or another thing ("and a
# Ford truck")
_DRIVEN = r"(?P<value>(?:(?!\s+(?:to|into|around|home|back|everywhere|(?:and|&)\s+(?:an?|the|my|our))\b)[^,.;:!?\n()]){1,40})"
# The speaker working, now or for a while ("I work", "I'm currently working", "I've been working"): an employer after
# it ("at Acme"), or a job ("as a nurse"); the group is left open for the employer's rule to add a form
_I_WORK = (
    r"\bi(?:\s+" + _NOW + r"(?:work|am\s+working)|['’]m\s+" + _NOW + r"working|"
    r"(?:['’]ve|\s+have)\s+(?:now\s+|still\s+)?been\s+working"
)

# How one is, said after a greeting with a capital ("Hi, I'm Back!", "Hey, I'm Fine"): no name
_HOW_ONE_IS = (
    r"(?:back|home|here|fine|good|great|ok|okay|well|tired|sorry|ready|done|bored|sick|busy|free|awake|late|early|"
    r"stuck|lost|confused|excited|new|all\s+set)"
)

# The job said after the employer ("I work at Acme as a software engineer"): read beside the employer's rule, whose
# match it starts in
_JOB_AFTER_EMPLOYER = (
    re.compile(_I_WORK + r")\s+(?:at|for)\s+[^,.;:!?\n]{1,40}?\s+as\s+(?:an?\s+)?" + _EN_VALUE, _I),
    "job",
    "fact",
)
# The speaker said to be one with a job, at, for or with an employer ("I'm a nurse at St Mary's", "I've been a barista
# for Blue Bottle"), up to "at": not a count or a time ("a nurse for six years", "a tutor at 5 today")
_I_AM_ONE = r"\bi(?:'m|’m|\s+am|(?:['’]ve|\s+have)\s+been)\s+" + _NOW + r"an?\s+"
AT_EMPLOYER = (
    # (a count's word is a time, "for one year", but a name's first word, "One Medical", "Two Sigma", is the employer)
    r"\s+(?:at|for|with)\s+(?!(?:about\s+|almost\s+|over\s+|nearly\s+)?(?:\d+|an?|(?-i:one|two|three|four|five|six|seven|"
    r"eight|nine|ten|twelve|fifteen|twenty|thirty)|few|several|many|some|ages|years|decades|ever|now|life|heart)\b)"
    r"(?![\w-]+\s+(?:years?|months?|weeks?|days?|decades?|hours?)\b)"
)
# ... and the job itself, read beside the employer's rule, whose match it starts in (not "if I were a ...", "when
# I'm a nurse at ...": a supposition)
_JOB_BEFORE_EMPLOYER = (
    re.compile(
        _EN_NOT_SO + _I_AM_ONE + r"(?P<value>" + EN_NOW_OCCUPATION + r")(?=" + AT_EMPLOYER + r"\S)", _I
    ),
    "job",
    "fact",
)
#: The rules read beside another rule's match.
#: (and the school one is at, said in the clause that says what one studies: 我在北大读研，学计算机)
EN_BESIDE: frozenset[re.Pattern[str]] = frozenset(
    {
        _JOB_AFTER_EMPLOYER[0],
        _JOB_BEFORE_EMPLOYER[0],
        GERUND_JOB_RULES[1][0],
        *(rule[0] for rule in OFFER_TAKEN_RULES if rule[1] == "job"),  # an offer's role, beside its employer
        *(rule[0] for rule in SCHOOL_RULES),
    }
)

#: (pattern, attribute, event type), read in this order within :data:`~.slot_rules.ATTRIBUTE_RULES`.
EN_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    (re.compile(r"\bmy\s+name(?:\s+is|['’]s)\s+" + _EN_VALUE, _I), "name", "fact"),
    # an introduction: "Hi, I'm Sam", "Hello! I'm Sam Carter, ...", "hey, this is Priya" (a greeting, then a capitalised
    # name; "I'm Sam" alone may be anything one is: "I'm Italian", "I'm Fine")
    (re.compile(r"(?:^|(?<=[.!?\n]))\s*(?:hi|hello|hey|hiya|howdy|greetings|good\s+(?:morning|afternoon|evening))"
                r"(?:\s+(?:there|all|everyone|again))?\s*[,!.—–-]*\s*(?:i['’]m|i\s+am|this\s+is)\s+(?!" + _HOW_ONE_IS + r"\b)"
                rf"(?P<value>(?-i:[{CASED_UPPER}][\w'’-]*)(?:\s+(?-i:[{CASED_UPPER}][\w'’-]*)){{0,2}})"
                r"(?=\s*(?:$|[,.;:!?)]|\s+(?:and|here|from|by|again)\b))", _I), "name", "fact"),
    # someone's name said as such ("My boss is called Martin", "my sister's name is Anna", "our landlord is named Mr.
    # Okafor"): the value must read as a name (:func:`~.slot_values.plausible`: "my sister's name is hard to spell")
    (re.compile(r"\b(?:my|our)\s+(?:new\s+)?(?P<slot>" + _EN_PERSON + r")(?:['’]s\s+(?:full\s+|first\s+)?name\s+is|\s+is\s+(?:called|named)|"
                r"['’]s\s+(?:called|named))\s+(?:now\s+)?" + _EN_VALUE, _I), "{slot}", "fact"),
    # where to reach the user, said as a request ("call me on 07700 900123", "you can reach me at 415-555-0199", "email
    # me at ana.r@proton.me from now on"): their number or address, never a name to call them by
    (re.compile(r"\b(?:call|text|ring|phone|reach|contact|whatsapp|message)\s+me\s+(?:back\s+)?(?:at|on)\s+"
                r"(?P<value>\+?\d[\d ().-]{5,}\d)", _I), "phone", "fact"),
    (re.compile(r"\b(?:e-?mail|write\s+to|reach|contact|message)\s+me\s+(?:at|on)\s+(?P<value>[\w.+-]+@[\w-]+(?:\.[\w-]+)+)", _I),
     "email", "fact"),
    # "Call me Bob", "I go by Bob": not a new name; a name only (:func:`~.slot_values.plausible`: "call me later", "call
    # me crazy"), never one refused ("don't call me Samuel", "never call me Sammy") nor the words after it ("call me
    # Sam from now on", "call me Sam please")
    (re.compile(r"(?<!n't\s)(?<!not\s)(?<!never\s)(?<!n’t\s)\b(?:call\s+me|i\s+go\s+by(?=\s+(?-i:[A-Z])))\s+(?P<value>(?:(?!\s+(?:from\s+now|"
                r"going\s+forward|please|pls|instead|again|now|btw|lol|thanks|for\s+short)\b)(?:" + _TITLE_DOT + r"|[^,.;:!?\n()])){1,60})", _I),
     "nickname", "fact"),
    (re.compile(r"\bmy\s+(?:favou?rite|go-?to|go\s+to)\s+(?P<slot>" + _FAVOURITE_SLOT + r")\s+(?:(?:these\s+days|nowadays|now|lately|currently|ever|at\s+the\s+moment|right\s+now)\s+)?is\s+" + _EN_VALUE, _I), "favorite_{slot}",
     "preference"),
    # ... said as one's thing of choice ("My drink of choice is an oat latte"), and either said value first ("Flat white
    # is my favourite coffee", "Oat latte is my drink of choice"): the same slot (not "It is my favourite", "I think
    # that is my favourite coffee", a question)
    (re.compile(r"\bmy\s+(?P<slot>" + _FAVOURITE_SLOT + r")\s+of\s+choice\s+(?:(?:these\s+days|nowadays|now|lately|currently|ever|at\s+the\s+moment|right\s+now)\s+)?is\s+"
                + _EN_VALUE, _I), "favorite_{slot}", "preference"),
    (re.compile(_EN_VALUE_FIRST + r"(?:(?:absolute|all[- ]time|new)\s+)?favou?rite\s+(?P<slot>" + _FAVOURITE_SLOT + r")" + _EN_SLOT_ENDS, _I),
     "favorite_{slot}", "preference"),
    (re.compile(_EN_VALUE_FIRST + r"(?P<slot>" + _FAVOURITE_SLOT + r")\s+of\s+choice" + _EN_SLOT_ENDS, _I), "favorite_{slot}", "preference"),
    # a service ended, and one switched to: paid for, not a decision ("I switched to Apple Music", 我换成QQ音乐了)
    *SWITCH_RULES,
    # one's gym, joined or moved to ("I joined Planet Fitness", "I switched to Equinox", 我换了家健身房，现在去乐刻): read
    # before a switch is read as a decision
    *GYM_RULES,
    # the tools one uses: switched to, chosen, preferred, used, run on, a language's version (:mod:`~.tool_use_rules_en`)
    *TOOL_USE_RULES,
    # (said softly too: "I don't really like Java", "I do not particularly like Java")
    # (and said with how much: "I absolutely hate olives", "I honestly can't stand cilantro", "I loathe country")
    (re.compile(r"\bi\s+" + _NOT_SARCASM + _EN_HOW_MUCH + r"(?:hate|dislike|detest|loathe|despise|can't\s+stand|can’t\s+stand|cannot\s+stand|"
                r"(?:don't|do\s+not)\s+(?:really\s+|much\s+|particularly\s+|especially\s+|actually\s+)?like|"
                r"no\s+longer\s+(?:like|enjoy|love))\s+" + _NOT_FEEDBACK + _EN_VALUE, _I), "dislikes", "preference"),
    # ... or as not being a fan, big on, into or keen on it ("I'm not a (big) fan of Java", "I'm not big on Java", "I'm
    # not really into Java"; not "into my third week")
    (re.compile(r"\bi(?:'m|’m|\s+am)\s+(?:really\s+|just\s+|honestly\s+|actually\s+)?not\s+(?:really\s+|really\s+that\s+|that\s+|too\s+|so\s+|"
                r"much\s+of\s+)?(?:(?:a\s+)?(?:big\s+|huge\s+|great\s+)?fan\s+of|big\s+on|keen\s+on|into)\s+"
                + _NOT_A_TASTE + _EN_VALUE, _I), "dislikes", "preference"),
    (re.compile(r"\bi\s+" + _NOT_SARCASM + _EN_HOW_MUCH + r"(?:like|love|enjoy|adore)\s+" + _NOT_FEEDBACK + _EN_VALUE, _I),
     "likes", "preference"),
    # ... or as being obsessed with, crazy about, hooked on or addicted to it, or never having enough of it ("I'm obsessed
    # with Korean fried chicken", "I'm kinda hooked on matcha", "I'm addicted to The Sims", "I can't get enough of
    # matcha"; not "obsessed with the", "addicted to painkillers")
    (re.compile(r"\bi(?:'m|’m|\s+am)\s+" + _EN_HOW_MUCH + r"(?:obsessed\s+with|crazy\s+about|mad\s+about|nuts\s+about|"
                r"hooked\s+on|addicted\s+to)(?!\s+" + _NOT_A_TASTE_BUT_A_HABIT + r")\s+" + _NOT_A_TASTE + _EN_VALUE, _I), "likes", "preference"),
    (re.compile(r"\bi\s+" + _EN_HOW_MUCH + r"(?:can't|can’t|cannot)\s+get\s+enough\s+of\s+" + _NOT_A_TASTE + _EN_VALUE, _I),
     "likes", "preference"),
    # a taste one is into ("I'm really into bouldering these days"; not "I'm into my third week", "into it")
    (re.compile(r"\bi(?:'m|’m|\s+am|(?:['’]ve|\s+have)\s+been)\s+(?:now\s+|actually\s+|still\s+|also\s+)?(?:really\s+|so\s+|totally\s+|very\s+|super\s+|big\s+|huge\s+)?"
                r"into\s+" + _NOT_A_TASTE + _EN_VALUE, _I), "likes", "preference"),
    # a taste come to ("I've started to like tofu now"), one drunk by the cup ("I drink 5 cups of coffee a day")
    (re.compile(r"\bi(?:'ve|\s+have)?\s+(?:started|begun|come|grown)\s+to\s+(?:like|love|enjoy)\s+" + _EN_VALUE, _I), "likes",
     "preference"),
    (re.compile(r"\bi\s+(?:usually\s+|still\s+)?drink\s+(?:\d+|a\s+lot\s+of|lots\s+of|a\s+few|two|three|four|five)\s+"
                r"(?:cups?|glasses|mugs?|cans?|bottles?|shots?)\s+of\s+" + _EN_VALUE, _I), "likes", "preference"),
    # (and "I'm also allergic to shellfish", one more; "I'm severely allergic to peanuts", how bad; "I've always been
    # allergic to cats")
    # (and one guessed: "I might be allergic to penicillin", a guess's confidence: :mod:`~.hedges`)
    (re.compile(r"\bi(?:'m|’m|\s+am|(?:['’]ve|\s+have)\s+(?:always\s+)?been|\s+(?:might|may|could)\s+(?:also\s+|well\s+)?be)"
                r"\s+(?:also\s+|now\s+|still\s+)?(?:(?:very|really|quite|"
                r"severely|mildly|slightly|highly|extremely|deathly|super)\s+)?allergic\s+to\s+" + NOT_AN_ALLERGEN + _EN_VALUE, _I), "allergic_to", "fact"),
    (re.compile(r"\bi(?:'m|\s+am|'ve\s+been|\s+have\s+been|\s+went|\s+became|'ve\s+gone|\s+have\s+gone)\s+(?:now\s+|fully\s+)?(?:an?\s+)?"
                r"(?P<value>vegan|vegetarian|pescatarian|(?:veggie|veg)(?=\s*(?:$|[,.;:!?]|(?:now|and|too|btw|lol)\b)))\b", _I), "diet", "fact"),
    # ... said as who one is, opening the sentence: "As a vegetarian, I'd like ...", "being vegan, ..."
    (re.compile(r"(?:^|(?<=[.!?]\s))\s*(?:as|being)\s+(?:an?\s+)?(?P<value>vegan|vegetarian|pescatarian)\s*,", _I), "diet",
     "fact"),
    # what one cannot eat is held beside a diet, not in its place ("I'm vegetarian", then "I'm lactose intolerant": both)
    (re.compile(r"\bi(?:'m|\s+am|'ve\s+been|\s+have\s+been|\s+went|\s+became|'ve\s+gone|\s+have\s+gone)\s+(?:now\s+|fully\s+|also\s+)?"
                r"(?P<value>gluten[- ]free|lactose intolerant)\b", _I), "intolerance", "fact"),
    # the same said of what one eats: "I don't eat meat", "I never eat meat at all" (not "... on Fridays": some days)
    (re.compile(r"(?<!\bif\s)\bi\s+(?:don't|do\s+not|never)\s+(?:eat|touch)\s+(?:any\s+)?(?P<value>meat)"
                r"(?=\s*(?:$|[,.;:!?]|at\s+all\b|anymore\b|any\s+more\b|(?:and|or|because|since|so)\b))", _I), "diet", "fact"),
    # in Chinese, the speaker's own (我妈妈也开始吃素了 is the mother's; 我今天吃素 one day; 我不吃素 none): "我吃素", "我在吃素", "我最近吃素",
    # "我是吃素的", "我一直吃全素", "我是素食者", "我不吃肉"; and its end ("我不吃素了", "我开荤了")
    (re.compile(r"(?<!如果)(?<!要是)(?<!假如)我(?:现在|已经|一直|从小|常年|长期|平时|基本上?|也|都|开始|改|在|最近)*(?:是)?"
                r"(?P<value>吃全素|吃纯素|吃素|吃斋)(?=$|[，。！？；,.!?;\s的了啦呀哦呢]|好|多|已经|\d|[一二三四五六七八九十几两半]+年)"),
     "diet", "fact"),
    (re.compile(r"我(?:现在|已经)?是(?:一个|一名|个|名)?(?P<value>纯素食者|纯素主义者|素食主义者|素食者)"), "diet", "fact"),
    (re.compile(r"(?<!如果)(?<!要是)(?<!假如)我(?:现在|已经|一直|从来|基本上?|完全|也|都)*(?P<value>不吃肉|从不吃肉|不碰肉)"
                r"(?:类)?(?=$|[，。！？；,.!?;\s的了啦呀哦呢]|已经|\d|[一二三四五六七八九十几两半]+年)"), "diet", "fact"),
    (re.compile(r"我(?:现在|已经)?(?:不再|不)(?P<value>吃素)了"), "!diet", "fact"),
    (re.compile(r"我(?:现在|已经|终于|又)?(?P<value>开荤)了"), "!diet", "fact"),
    # a partner said as dating or together ("I'm dating Priya", "I've been seeing a guy named Tom for a month", "Priya
    # and I are together now"; in Chinese: :data:`~.slot_rules.ATTRIBUTE_RULES`); not "I'm seeing Tom tomorrow" (a
    # meeting), "I'm seeing a therapist"
    (re.compile(r"\bi(?:'m|’m|\s+am|(?:['’]ve|\s+have)\s+been)\s+(?:now\s+|currently\s+|officially\s+)?dating\s+" + _EN_DATED, _I),
     "partner", "fact"),
    (re.compile(r"\bi(?:['’]ve|\s+have)\s+been\s+seeing\s+" + _EN_DATED + r"(?!\s+(?:tomorrow|today|tonight|on|at|next)\b)", _I),
     "partner", "fact"),
    (re.compile(rf"(?:^|(?<=[.!?,;:]\s)|(?<=\band\s)|(?<=\bso\s))(?P<value>(?-i:[{CASED_UPPER}][a-z]+))\s+and\s+i\s+(?:are|have\s+been)\s+"
                r"(?:now\s+|officially\s+|finally\s+)?(?:dating|together|a\s+couple|seeing\s+each\s+other)\b", _I),
     "partner", "fact"),
    # a break-up ends the partner named ("Tom and I broke up", "I broke up with Tom", "my boyfriend and I split up", "I
    # broke up with my girlfriend": whoever held it): after the rules above, so "Tom and I broke up, I'm dating Sam now"
    # keeps Sam
    (re.compile(_EN_NOT_SO + rf"(?:^|(?<=[.!?,;:]\s)|(?<=\band\s)|(?<=\bso\s))(?!(?:he|she|they|we|it|mom|dad|mum)\b)"
                rf"(?P<value>(?-i:[{CASED_UPPER}][a-z]+))\s+and\s+i\s+" + EN_BROKE_UP, _I), "!partner", "fact"),
    (re.compile(_EN_NOT_SO + r"\bmy\s+(?P<value>boyfriend|girlfriend|partner)\s+and\s+i\s+" + EN_BROKE_UP, _I), "!partner", "fact"),
    (re.compile(_EN_NOT_SO + r"\bi(?:['’]ve|\s+have)?\s+(?:just\s+|finally\s+|officially\s+)?(?:broke|broken)\s+up\s+with\s+"
                rf"(?:my\s+)?(?P<value>boyfriend|girlfriend|partner|(?-i:[{CASED_UPPER}][a-z]+))\b(?!['’])", _I),
     "!partner", "fact"),
    # ... and said as eating meat again or a diet given up ("I started eating meat again", "I'm back to eating meat",
    # "I gave up being vegan", "the vegetarian thing is over", 我又开始吃肉了); never a wish or a condition
    (re.compile(r"(?<!\bif\s)(?<!\bwhen\s)(?<!\bunless\s)\bi(?:'m|’m|\s+am|'ve|\s+have)?\s+(?:just\s+|finally\s+|now\s+)?"
                r"(?:(?:started|start|began|begun)\s+)?eating\s+(?P<value>meat)\s+again\b", _I), "!diet", "fact"),
    (re.compile(r"(?<!\bif\s)\bi(?:'m|’m|\s+am|'ve|\s+have)?\s+(?:just\s+|now\s+)?(?:(?:went|gone)\s+)?back\s+to\s+eating\s+"
                r"(?P<value>meat)\b", _I), "!diet", "fact"),
    (re.compile(r"(?<!\bif\s)\bi(?:'ve|\s+have)?\s+(?:just\s+|finally\s+)?(?:gave\s+up|given\s+up|stopped|quit)\s+being\s+(?:an?\s+)?"
                r"(?P<value>vegan|vegetarian|pescatarian)\b", _I), "!diet", "fact"),
    (re.compile(r"\b(?:the|my)\s+(?P<value>vegan|vegetarian|pescatarian)\s+(?:thing|phase|diet|experiment)\s+is\s+(?:over|done)\b", _I),
     "!diet", "fact"),
    (re.compile(r"(?<!如果)(?<!要是)(?<!假如)我(?:现在|已经|又|重新)*(?:开始)?(?P<value>吃肉)了"), "!diet", "fact"),
    # what one earns, an amount ("I earn 52k as a surveyor", "I'm on £38,000", "got a raise, 58k now", "got a raise, now
    # making 110k", "my salary is now $95k", "my salary's like 95k", "my take-home is 5,200 a month"); never a raise's
    # size ("a raise of 3k") or someone else's ("my wife makes 60k")
    (re.compile(r"\bi(?:'m|\s+am)?\s+(?:now\s+|currently\s+|still\s+)?(?:earn(?:ing)?|make|making|get\s+paid|take\s+home|on)\s+"
                r"(?:about\s+|around\s+|roughly\s+|like\s+|nearly\s+|almost\s+|just\s+(?:over|under)\s+)?" + _MONEY, _I), "income", "fact"),
    # (the pay said in the sentence after: "just got a raise! I'm at 110k now", "Got promoted!! salary is 120k now"; not
    # "I'm at 10k steps")
    (re.compile(r"(?:\b(?:i|we)(?:'ve|\s+have)?\s+|(?:^|[,;:!?—–]|\s-)\s*)(?:just\s+|finally\s+)?(?:(?:got|had|received|get)\s+a\s+"
                r"(?:pay\s+)?(?:raise|rise|bump|pay\s+bump|promotion)|got\s+promoted)\b[^.!?\d]{0,20}?"
                r"(?:\bto\s+|\bnow\s+|,\s*|:\s*|—\s*|-\s+|[.!]+\s*)"
                r"(?:it's\s+|i'm\s+(?:on|at|making|earning)\s+|i\s+make\s+|i\s+earn\s+|(?:my\s+)?(?:new\s+)?salary(?:\s+is|['’]s)\s+)?"
                r"(?:now\s+)?(?:(?:making|earning|on|at)\s+)?" + _MONEY
                + r"(?!\s*(?:steps|followers|subs|subscribers|views|miles|km|calories|words|users|likes|points)\b)", _I), "income", "fact"),
    (re.compile(r"\bmy\s+(?:new\s+|current\s+|annual\s+|yearly\s+|monthly\s+|base\s+|gross\s+|net\s+)?(?:salary|pay|income|wage|wages|"
                r"take[-\s]home(?:\s+pay)?)"
                r"(?:\s+(?:is|went\s+up\s+to|goes\s+up\s+to|has\s+gone\s+up\s+to)|\s*['’]s)\s+(?:now\s+)?"
                r"(?:about\s+|around\s+|roughly\s+|like\s+)?" + _MONEY, _I),
     "income", "fact"),
    # (and "I've been working at Acme for three years", "I have been working for the NHS since 2019")
    (re.compile(_I_WORK + r"|"
                # ("I've worked at Google since 2020": for or since, and no end said after it)
                r"(?:['’]ve|\s+have)\s+worked(?=\s+(?:at|for)\s+[^,.;:!?\n]{1,60}?\s(?:for|since)\s)"
                r"(?![^.;!?\n]*\b(?:until|till|before|but|then)\b))\s+"
                r"(?:remotely\s+|full[- ]time\s+|part[- ]time\s+|from\s+home\s+)?(?:at|for)\s+" + _EN_VALUE, _I),
     "works_at", "fact"),
    # "I'm employed by Acme", "I am currently employed at Globex"
    (re.compile(r"\bi(?:'m|’m|\s+am)\s+" + _NOW + r"employed\s+(?:by|at|with)\s+" + _EN_VALUE, _I),
     "works_at", "fact"),
    # ... said with the job: "I'm a nurse at St Mary's", "I am a software engineer at Google", "I'm a barista for
    # Blue Bottle", "I've been a nurse at St. Mary's for six years" (not "a student at UCLA": a school; nor "a former nurse at ...")
    (re.compile(_EN_NOT_SO + _I_AM_ONE + EN_NOW_OCCUPATION + AT_EMPLOYER + _EN_VALUE, _I), "works_at", "fact"),
    _JOB_BEFORE_EMPLOYER,
    *GERUND_JOB_RULES,  # said as the subject: "being a support engineer at Atlassian has its perks"
    # a teacher said by what one teaches, at a school by its name ("I teach math at Lincoln High", "I teach 3rd grade at
    # Oak Elementary School"): not "I teach yoga at the Y", "I teach my kids at home", "when I teach at ...")
    (re.compile(_EN_NOT_SO + r"\bi\s+" + _NOW + r"teach\s+(?:[\w&'’-]+\s+){0,3}?at\s+(?P<value>" + EN_SCHOOL_NAME + r")"
                r"(?=\s*(?:$|[,.;:!?)\n]|\s(?:and|but|so|now|this|for|since|in)\b))", _I), "works_at", "fact"),
    (re.compile(_I_WORK + r")\s+as\s+(?:an?\s+)?" + _EN_VALUE, _I),
     "job", "fact"),
    # ... said after the employer ("I work at Acme as a software engineer"), or as a promotion there ("I got promoted
    # to senior engineer", "just got promoted to team lead!", "I've been promoted to manager"); not "promoted to the
    # London office" (a place) or someone else's ("my wife got promoted to ...")
    _JOB_AFTER_EMPLOYER,
    (re.compile(r"(?<!\bwhen\s)(?<!\bbefore\s)(?<!\bif\s)(?:\bi(?:['’]ve|\s+have|\s+was|\s+got|['’]ve\s+been|\s+have\s+been)?\s+|(?:^|(?<=[.!?,;:]))\s*)"
                r"(?:just\s+|finally\s+|recently\s+|officially\s+)?(?:been\s+|got\s+|was\s+)?promoted\s+(?:to|as)\s+"
                r"(?!(?:the|a|an|my|our|his|her)\s)(?!(?:level|rank|tier|grade|round|division|league|year)\b)(?:an?\s+)?"
                + _EN_VALUE, _I), "job", "fact"),
    # a street address is where one lives, as a city is ("I live at 14 Elm Road, Leeds", "we're living at Flat 3, 9 Mill
    # Lane", "our new address is 7 Birch Close", "new address: 40 Quay St", "we just moved to 88 Harbour View Road");
    # not "I live at the gym", an e-mail, IP or work address, nor "Mom moved, new address: ..."
    (re.compile(r"\b(?:i|we)(?:\s+|(?:'m|\s+am|'re|\s+are)\s+)" + _NOW + r"(?:live|reside|living|residing)\s+"
                r"(?:in\s+(?:a|an|the|our|my)\s+(?:\w+\s+)?(?:flat|house|apartment|condo|studio|bungalow|cottage|townhouse)\s+)?at\s+"
                + _EN_ADDRESS, _I), "lives_in", "fact"),
    (re.compile(r"(?:\b(?:my|our)\s+|(?:^|(?<=[.!?:]))\s*)(?:(?:new|current|updated|present|permanent|home|residential)\s+){0,2}"
                r"address\s*(?:is|'s|:)\s*(?:now\s+)?(?:changed\s+to\s+)?" + _EN_ADDRESS, _I), "lives_in", "fact"),
    (re.compile(r"\b(?:i|we)(?:'ve|\s+have)?\s+(?:just\s+|recently\s+|finally\s+)?(?:moved|relocated)\s+(?:house\s+|back\s+)?"
                r"(?:from\s+[^,.;:!?\n]{1,40}?\s+)?(?:to|into)\s+" + _EN_ADDRESS, _I), "lives_in", "fact"),
    # ... said after the move, past a dash or a comma ("we moved — new address is 88 Pine Ave, Seattle WA 98101", "I
    # just moved, my new address: ..."): the speaker's move (not "Mom moved, new address: ...")
    (re.compile(r"\b(?:i|we)(?:'ve|\s+have)?\s+(?:just\s+|finally\s+|recently\s+)?moved\b(?!\s+(?:the|our|my|it|its|a|an|this|that|them|him|her|everything|stuff)\b)[^.!?\n]{0,30}?\s*[,;:—–-]+\s*"
                r"(?:(?:our|my|the)\s+)?new\s+(?:home\s+)?address\s*(?:is|'s|:)\s*(?:now\s+)?" + _EN_ADDRESS, _I), "lives_in", "fact"),
    # where one's parcels and bills go, with the lines said after the street as a home's are ("my shipping address is
    # 12 Oak St, Apt 4B, Portland, OR 97201", "please change my delivery address to ...", "billing address: ...")
    (re.compile(r"(?:\b(?:my|our)\s+(?:(?:new|current|updated|default)\s+)?|\b(?:change|update|set)\s+(?:my|our)\s+(?:(?:default)\s+)?"
                r"|(?:^|(?<=[.!?:]))\s*(?:(?:new|updated|default)\s+)?)(?P<slot>(?:shipping|delivery|mailing|postal|billing)\s+address)"
                r"\s*(?:is|'s|:|to)\s*(?:now\s+)?(?:changed\s+to\s+)?" + _EN_ADDRESS, _I), "{slot}", "fact"),
    # where one has lived for a while and still does ("I've lived in Oslo for a decade", "we have lived in Leeds since
    # 2019"): "I've lived in Oslo and Rome" is where one has been, "... for years until 2020" a home left
    (re.compile(r"\b(?:i|we)(?:['’]ve|\s+have)\s+(?:now\s+)?lived\s+in\s+(?=[^,.;:!?\n]{1,60}?\s(?:for|since)\s)"
                r"(?![^.;!?\n]*\b(?:until|till|before|but|then|and\s+then)\b)" + _EN_VALUE, _I), "lives_in", "fact"),
    # (and "I'm living in Munich now", "we've been living in Leeds since May")
    (re.compile(r"\b(?:i|we)(?:\s+" + _NOW + r"(?:live|am\s+living|are\s+living)|(?:'m|’m|'re|’re)\s+"
                + _NOW + r"living|(?:'ve|’ve|\s+have)\s+been\s+living)\s+in\s+" + _EN_VALUE, _I),
     "lives_in", "fact"),
    # a move ("I moved to Munich", "we've relocated to Leeds", "moved house to York"), the speaker left out at a
    # sentence's start ("Moved to Munich!", "Just moved to Lyon") or after what they did before ("I lived in Berlin
    # for years, then moved to Munich"); never to a day or a part of work ("moved to Friday", "moved to Sales")
    (re.compile(r"(?:\b(?:i|we)(?:'ve|\s+have)?\s+|(?:^|(?<=[.!?]\s))\s*|" + _EN_THEN_MOVED + r")(?:just\s+|recently\s+|finally\s+)?"
                r"(?:moved|relocated)\s+(?:(?:back|house|home|over|across|out)\s+){0,2}"
                r"(?:from\s+[^,.;:!?\n]{1,40}?\s+)?(?:to|into)\s+" + _EN_NOT_A_HOME +
                # the home before the place ("moved to a condo in Quincy")
                r"(?:(?:a|an|our|my|the)\s+(?:new\s+|little\s+|small\s+|bigger\s+)?(?:condo|flat|house|apartment|place|"
                r"home|studio|bungalow|townhouse|cottage|villa)\s+(?:in|near|outside)\s+)?" + _EN_VALUE, _I), "lives_in", "fact"),
    # where one is now, said after where one lived ("I used to live in Berlin but now I'm in Munich", "I don't live
    # in Leeds anymore, I'm in York now"): "I'm in Munich" alone is where one is on a trip
    (re.compile(rf"\bi\s+(?:used\s+to\s+live|lived|(?:don't|do\s+not|no\s+longer)\s+live)\s+in\s+(?-i:[{CASED_UPPER}])"
                r"[^,.;:!?\n]{0,40}?(?:[,;—–-]|\s+and|\s+but)\s*(?:now\s*,?\s*i(?:'m|’m|\s+am)\s+(?:living\s+)?in\s+|"
                r"i(?:'m|’m|\s+am)\s+(?:now\s+)?(?:living\s+)?in\s+(?=[^,.;:!?\n]*\bnow\b)|i(?:'m|’m|\s+am)\s+now\s+(?:living\s+)?in\s+)"
                rf"(?=(?-i:[{CASED_UPPER}]))" + _EN_VALUE, _I), "lives_in", "fact"),
    # the place now said with "now" alone after where one lived ("I lived in Leeds for years, now York", "Used to
    # live in Leeds, now in York"), the clause ending at the place (not "now York feels like home")
    (re.compile(rf"(?:\bi\s+|^\s*)(?:used\s+to\s+live|lived)\s+in\s+(?-i:[{CASED_UPPER}])[^,.;:!?\n]{{0,40}}?"
                rf"(?:[,;—–-]|\s+and|\s+but)\s*now\s*,?\s*(?:in\s+)?(?=(?-i:[{CASED_UPPER}]))(?!{_NOT_A_NAME_NOW})"
                r"(?P<value>[^,.;:!?\n]{1,30}?)(?=\s*(?:$|[.!?;,)]))", _I), "lives_in", "fact"),
    (re.compile(r"\b(?:i|we)(?:'m|'re|\s+am|\s+are)\s+(?:now\s+|finally\s+)?back\s+(?:home\s+)?in\s+" + _EN_VALUE, _I),
     "lives_in", "fact"),
    # where one is these days ("we're in Halifax these days", "moved out of Kreuzberg, we're in Neukölln now"), or
    # ended up ("we ended up moving to Fremantle"): the time word makes it a home, not a place one is at
    # ("I'm in Berlin now" is where one is on a trip: the speaker alone needs "these days")
    (re.compile(r"\b(?:we(?:'re|\s+are)\s+(?:now\s+|currently\s+)?(?:living\s+)?in\s+(?=[^,.;:!?\n]*\b(?:these\s+days|"
                r"nowadays|now)\b)|i(?:'m|\s+am)\s+(?:living\s+)?in\s+(?=[^,.;:!?\n]*\b(?:these\s+days|nowadays)\b))"
                rf"(?=(?-i:[{CASED_UPPER}]))" + _EN_VALUE, _I), "lives_in", "fact"),
    (re.compile(r"\b(?:i|we)\s+(?:finally\s+)?ended\s+up\s+(?:moving\s+to|living\s+in|settling\s+in|in)\s+" + _EN_VALUE, _I),
     "lives_in", "fact"),
    # "My home is in Leeds", "our home is now in York" (not "my home is in a mess": no place's name)
    (re.compile(r"\b(?:my|our)\s+home\s+is\s+(?:now\s+|still\s+)?in\s+" + _EN_VALUE, _I), "lives_in", "fact"),
    # "Settled in Lisbon!", "we're based in Austin now"
    (re.compile(r"(?:\b(?:i|we)(?:'ve|\s+have|'m|'re|\s+am|\s+are)?\s+|^\s*)(?:finally\s+|now\s+)?(?:been\s+(?=based))?(?:settled|based)\s+in\s+"
                + _EN_VALUE, _I), "lives_in", "fact"),
    *BIRTH_RULES,  # a child born, named ("we had a baby girl, her name is Lily", 我生了个女儿，叫乐乐)
    # the services one pays for, and their end ("I pay $15.99 for Netflix", "I cancelled Spotify", 我把网易云退了)
    *SUBSCRIPTION_RULES,
    # "joined a startup called Loomly", the speaker often left out ("no longer at Shopify — joined ...")
    (re.compile(r"(?:\bi\s+|(?:^|[,;:!?—–]|\s-)\s*)(?:just\s+|recently\s+|finally\s+)?joined\s+(?:an?\s+)?(?:\w+\s+)?"
                r"(?:startup|start-up|company|firm|agency|studio|bank|scale-?up)\s+called\s+" + _EN_VALUE, _I),
     "works_at", "fact"),
    # (the speaker often left out at a sentence's start: "Just accepted an offer at Stripe", "got the job at Stripe!!";
    # not "Joined Harbour Rowers": a club as often as an employer, said so)
    (re.compile(r"(?:\bi(?:['’]ve|\s+have)?\s+|(?:^|(?<=[.!?;:—–]))\s*(?!(?:just\s+|recently\s+|finally\s+|officially\s+)?joined\b))(?:just\s+|recently\s+|finally\s+|officially\s+)?(?:joined" + JOINED_NO_JOB + JOINED_NO_SITE + r"|started\s+(?:a\s+new\s+job\s+at|working\s+(?:at|for)|at)|"
                r"got\s+(?:(?:a|the|an|my)\s+(?:new\s+)?(?:[\w-]+\s+){0,3}?(?:job|role|position)(?:\s+as\s+(?:an?\s+)?[\w\s-]{1,40}?)?|hired)"
                r"\s+(?:at|by|with)|accepted\s+(?:an?\s+)?(?:offer|job)\s+(?:from|at)"
                # "I took the job at Brightline", "I accepted the job offer from X", "I signed my offer with X": at a name
                r"|(?:accepted|took|signed)\s+(?:an?\s+|the\s+|my\s+|their\s+)?(?:job\s+)?(?:offer|job|role|position)"
                rf"\s+(?:from|at|with)(?=\s+(?-i:[{CASED_UPPER}])))\s+" + _EN_VALUE, _I),
     "works_at", "fact"),
    *OFFER_TAKEN_RULES,  # an offer got from a name and taken after ("got an offer from Vercel ... accepted it")
    # ... or named before the offer ("I accepted the Datadog offer", "took the Stripe offer", "I accepted Datadog's
    # offer", "I'm going with the Datadog offer"), said of a job or as all the sentence says; not one got, turned down
    # or only weighed, "if I took ...", nor a deal ("I took the Verizon offer for a new phone", "the Amazon Prime offer")
    (re.compile(r"(?:(?<!\bif\s)(?<!\bwhen\s)\bi(?:['’]ve|\s+have|['’]m|\s+am)?\s+|(?:^|(?<=[.!?;:—–]))\s*)"
                r"(?:just\s+|finally\s+|officially\s+)?(?:accepted|took|signed|going\s+with|decided\s+to\s+(?:take|accept|go\s+with))\s+"
                r"(?:the\s+)?(?!(?:[\w&.-]+\s+){0,2}?(?:prime|friday|monday|christmas|holiday|sale|deal|trial|premium|plus|black|cyber)\b)"
                rf"(?P<value>(?-i:[{CASED_UPPER}])[\w&.-]*(?:\s+(?-i:[{CASED_UPPER}])[\w&.-]*){{0,2}}?)(?:['’]s)?\s+(?:job\s+)?offer\b"
                r"(?=\s*(?:$|[.!?;)]|\s(?:today|yesterday|this\s+\w+|last\s+\w+)\s*(?:$|[.!?;)]))"
                r"|[^\n]*?\b(?:job|role|position|salary|comp|equity|recruiter|interview\w*|notice|onboarding|team|start(?:s|ing)?\s+(?:on|in|next))\b)",
                _I), "works_at", "fact"),
    # a new job named by where it is, opening its sentence or as one's own ("New job at Stripe starts Monday", "my new
    # job at Stripe is great"; not "looking for a new job at Stripe")
    (re.compile(rf"(?:^|(?<=[.!?;:—–])|\bmy\s+)\s*(?:(?:so|and|also|btw|ok)\s+)?new\s+(?:job|role|position)\s+(?:at|with)\s+(?=(?-i:[{CASED_UPPER}]))"
                + _EN_VALUE, _I), "works_at", "fact"),
    # a job starting ("starting as data engineer at Moneta on December 4th", "I start at Google on Monday"), at a name
    (re.compile(r"(?:\bi(?:'m|\s+am)\s+|\bi\s+|(?:^|[,;:!?—–]|\s-)\s*)(?:now\s+|just\s+)?(?:starting|start)\s+"
                rf"(?:as\s+(?:an?\s+)?[\w\s-]{{1,40}}?\s+)?(?:at|with)\s+(?=(?-i:[{CASED_UPPER}]))" + _EN_VALUE, _I),
     "works_at", "fact"),
    # a new job said as its start, the speaker often left out ("Started my new job at Initech today", "I began my new
    # role with Globex", "Just started at Initech!"): never a hunt for one ("started my new job hunt at the library")
    (re.compile(r"(?:\bi(?:['’]ve|\s+have)?\s+|(?:^|(?<=[.!?,;:—–]))\s*)(?:just\s+|recently\s+|finally\s+|officially\s+)?"
                r"(?:(?:started|began|begun)\s+(?:my|a|the)\s+(?:new\s+)?(?:job|role|position)\s+"
                r"(?:as\s+(?:an?\s+)?[\w\s-]{1,40}?\s+)?|(?<=just\s)started\s+|(?<=finally\s)started\s+|(?<=officially\s)started\s+)"
                rf"(?:at|with)\s+(?=(?-i:[{CASED_UPPER}]))" + _EN_VALUE, _I),
     "works_at", "fact"),
    # ... or as the first day there, said with work ("First day at Initech today, I'm a senior analyst now", "today
    # was my first day at Globex, the team seems nice"): a first day at a festival or a park names no work, and
    # someone else's ("Leo's first day at Oakwood") is theirs
    (re.compile(r"(?<!['’]s\s)(?<!['’]\s)(?<!\bher\s)(?<!\bhis\s)(?<!\btheir\s)(?<!\byour\s)\b(?:my\s+)?first\s+(?:day|week)\s+"
                r"(?:(?:of|at)\s+(?:my\s+|the\s+)?(?:new\s+)?(?:job|work|role)\s+)?(?:at|with)\s+"
                rf"(?=(?-i:[{CASED_UPPER}]))" + _EN_VALUE
                + r"(?=[^\n]*?\b(?:job|work|role|position|team|boss|manager|colleagues?|co-?workers?|onboarding|office|desk|"
                r"badge|hired|salary|analyst|engineer|developer|intern|internship)\b)", _I),
     "works_at", "fact"),
    # where one works after leaving the last employer, said as being there ("I left Brightwave, I'm at Norlys Energy
    # now", "quit Initech last month and I'm with Globex", "not at Acme anymore, I'm at Globex now", "I used to work
    # at Acme, now I'm at Globex"): "I'm at" alone is where one is, not a job
    (re.compile(r"(?:\bi\s+(?:just\s+|finally\s+|recently\s+)?(?:left|quit)\s+|\bi\s+(?:don't|do\s+not|no\s+longer|used\s+to)\s+"
                r"work\s+(?:at|for)\s+|(?:\bi(?:'m|\s+am)\s+|(?:^|[,;:!?—–]|\s-)\s*)(?:not\s+(?=(?:at|with)\s+[^,.;:!?\n]{1,40}?\s+any\s*more\b)|no\s+longer\s+)(?:at|with)\s+)"
                rf"(?-i:[{CASED_UPPER}])[^,.;:!?\n]{{0,40}}?(?:[,;—–-]|\s+and|\s+but)\s*"
                rf"(?:now\s+)?i(?:'m|\s+am)\s+(?:now\s+)?(?:at|with|working\s+(?:at|for))\s+(?=(?-i:[{CASED_UPPER}]))" + _EN_VALUE, _I),
     "works_at", "fact"),
    # the employer now said with "now" alone after the last ("Used to work at Google, now at Stripe", "I worked for
    # Acme for 5 years, now Globex"), the clause ending at the name
    (re.compile(rf"(?:\bi\s+|^\s*)(?:used\s+to\s+work|worked)\s+(?:at|for)\s+(?-i:[{CASED_UPPER}])[^,.;:!?\n]{{0,40}}?"
                rf"(?:[,;—–-]|\s+and|\s+but)\s*now\s*,?\s*(?:(?:at|with|for)\s+)?(?=(?-i:[{CASED_UPPER}]))(?!{_NOT_A_NAME_NOW})"
                r"(?P<value>[^,.;:!?\n]{1,30}?)(?=\s*(?:$|[.!?;,)]))", _I), "works_at", "fact"),
    # "my (new) number is ...", a clause that starts with "new number: ...", "I got a new number: ...";
    # never "my wife's phone number is ..." or "my office number is ..." (someone else's, another slot); the spaces
    # before a colon are taken whole (``\s*+``), never shared out with those after it (minutes for a long run)
    (re.compile(r"(?:\bmy\s+|(?<![\w'’]\s)(?<![\w'’]))(?:new\s+)?(?:phone\s+|cell\s+|mobile\s+)?number(?:'s|\s+is)?"
                r"(?:\s+(?:now|still))?\s*+[:：!！,，]*\s*(?P<value>\+?\d[\d ().-]{5,}\d)", _I), "phone", "fact"),
    (re.compile(r"(?:\bi(?:'ve)?\s+|(?<![\w'’]\s)(?<![\w'’])(?:also\s+|just\s+|finally\s+)*)(?:got|have)\s+a\s+"
                r"(?:new\s+|local\s+|different\s+|second\s+)*(?:phone\s+|cell\s+|mobile\s+)?number\b[^.!?\d]{0,25}?"
                r"(?P<value>\+?\d[\d ().-]{5,}\d)", _I), "phone", "fact"),
    # "I have changed my mobile, the new one is 07700 900 431", "new mobile: ..."; "my number changed too: it's ..."
    (re.compile(r"\b(?:changed|new|got\s+a\s+new)\s+(?:my\s+)?(?:mobile|phone|cell)(?:\s+number)?\b[^.!?\d]{0,25}?"
                r"(?P<value>\+?\d[\d ().-]{5,}\d)", _I), "phone", "fact"),
    (re.compile(r"\bmy\s+(?:phone\s+|cell\s+|mobile\s+)?number\s+(?:has\s+)?changed\b[^.!?\d]{0,25}?"
                r"(?P<value>\+?\d[\d ().-]{5,}\d)", _I), "phone", "fact"),
    # an e-mail address said with its kind, the speaker often left out ("Work email is now mark@..."); one's personal
    # address is one's own ("my personal email is ...": ``email``, beside the work one)
    (re.compile(r"(?:\bmy\s+|^\s*|(?<=[.!?])\s*)(?:new\s+)?(?:(?:personal|private)\s+)?(?P<slot>work\s+e-?mail|e-?mail)(?:\s+address)?\s*(?:is|:)\s*"
                r"(?:now\s+)?(?P<value>[\w.+-]+@[\w-]+(?:\.[\w-]+)+)", _I), "{slot}", "fact"),
    # a line of a form of one's own details, as :func:`~.forms.own_form` reads it ("My city: Portland")
    (re.compile(r"^\s*(?:[-*•]\s+)?my\s+(?P<slot>" + "|".join(EN_FORM_SLOTS) + r")\s*:\s*(?P<value>[^\n]{1,80}?)\s*$",
                _I | re.MULTILINE), "{slot}", "fact"),
    (re.compile(r"\bi(?:'m|\s+am)\s+from\s+" + _EN_VALUE, _I), "from", "fact"),
    # the car one drives ("I drive a Honda Civic"), and the one traded for it ("traded in the civic for a Mazda
    # CX-5"): a named car (the value must be a name: "I drive a lot" is none)
    # (where to is no part of it: "I drive a Subaru to work every day" drives a Subaru)
    (re.compile(r"\bi\s+" + _NOW + r"drive\s+(?:an?\s+)?(?:new\s+|used\s+|\d{4}\s+)?" + _DRIVEN, _I),
     "car", "fact"),
    (re.compile(r"(?:\b(?:i|we)(?:'ve|\s+have)?\s+|^\s*)(?:just\s+|finally\s+)?traded\s+in\s+(?:my|our|the)\s+[^,.;:!?\n]{1,30}?"
                r"(?:\s+for|[^.;:!?\n]{0,25}?,?\s+(?:and\s+)?(?:got|bought|picked\s+up))\s+(?:an?\s+)?(?:new\s+|used\s+|\d{4}\s+)?"
                + _EN_VALUE, _I), "car", "fact"),
    (re.compile(r"\bi(?:'m|\s+am)\s+(?:a\s+)?(?:big\s+|huge\s+)?fan\s+of\s+" + _NOT_FEEDBACK + _EN_VALUE, _I), "likes",
     "preference"),
    # (not a supposition: "when I'm a nurse I'll have weekends", "if I'm a vegetarian ...")
    (re.compile(_EN_NOT_SO + r"\bi(?:'m|\s+am|(?:['’]ve|\s+have)\s+been(?=\s+an?\s+[^,.;:!?\n]{1,60}?\s(?:for|since)\s))\s+an?\s+"
                r"(?!(?:little|bit|lot|big\s+fan|huge\s+fan|fan)\b)(?!" + IS_A_SIZE.pattern + r")" + _EN_VALUE, _I), "is_a",
     "fact"),
    # a birthday said with 's or as a bday, or as the day one was born ("my birthday's on May 12", "my bday is
    # 3/14", "I was born on the 12th of May 1990"): a date only (not "my birthday's coming up", "born on a farm")
    (re.compile(r"(?:\bmy\s+(?:birthday['’]s|b-?day(?:['’]s|\s+is))\s+(?:on\s+)?|\bi\s+was\s+born\s+on\s+)(?:the\s+)?"
                r"(?P<value>" + BIRTH_DATE + r")(?![\w/])", _I), "birthday", "fact"),
    # (the people a household goes to are the user's too: "our vet is now Dr. Cole")
    (re.compile(r"\b(?:my|our(?=\s+(?:new\s+|current\s+)?" + OUR_HOUSEHOLDS + r"\s+is\b))\s+(?:new\s+|current\s+|updated\s+)?"
                r"(?P<slot>[a-z]+(?:\s(?:number|address))?)\s+is\s+(?:now\s+)?" + _EN_VALUE, _I), "{slot}", "fact"),
    # the value said first ("Priya Shah is my new manager"), or after the new thing ("I got a new car, a Tesla
    # Model 3", "we have a new manager now: Priya Shah"): a name, and a slot one holds one of at a time
    (re.compile(r"(?P<value>\b(?!(?:Today|Tomorrow|Yesterday|Tonight|This|That|It|He|She|They|There|Here|Who|What|"
                rf"Which|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b)[{CASED_UPPER}][\w.'’&-]*(?:\s+[{CASED_UPPER}][\w.'’&-]*){{0,3}})"
                r"\s+is\s+(?:now\s+)?my\s+(?:new\s+)?(?P<slot>" + _ONE_AT_A_TIME + r")(?:\s+now)?(?=\s*(?:[.,;:!?]|$))"),
     "{slot}", "fact"),
    (re.compile(r"\b(?:i|we)(?:'ve|\s+have)?\s+(?:just\s+|finally\s+|recently\s+)?(?:got|have|bought|found|hired)\s+"
                r"an?\s+new\s+(?P<slot>" + _ONE_AT_A_TIME + r")(?:\s+now)?\s*(?:[,:：—–-]+|\s+(?:named|called))\s*"
                # (the name said as theirs: "I have a new manager, her name is Priya")
                r"(?:(?:her|his|their)\s+name(?:['’]s|\s+is)\s+)?"
                rf"(?:(?:a|an|the)\s+)?(?=(?-i:[{CASED_UPPER}0-9]))" + _EN_VALUE, _I), "{slot}", "fact"),
    # the one reported to is one's manager ("I report to Rachel now", "I now report directly to Priya Shah"; not "the
    # CEO", HR, a time or a place, nor a doctor seen "for my checkups")
    (re.compile(r"(?<!\bif\s)(?<!\bwhen\s)\bi\s+(?:now\s+|currently\s+|still\s+)?report\s+(?:directly\s+)?to\s+"
                rf"(?!(?-i:[A-Z]{{2,4}})\b)(?=(?-i:[{CASED_UPPER}]))(?![^!?\n]*\bfor\s+(?:my|a|an|check))" + _EN_VALUE, _I),
     "manager", "fact"),
    # the school one goes to ("I'm a junior at Stanford", "I attend NYU", 我在复旦读大三, 我是北大的学生), read beside what
    # one is ("I'm a PhD student at UT Austin": the job, and the school)
    *SCHOOL_RULES,
)  # fmt: skip


__all__ = ["AT_EMPLOYER", "BIRTH_DATE", "EN_BESIDE", "EN_BROKE_UP", "EN_RULES"]
