"""The slot rules: which first-person statements fill which slot ("I work at Acme" -> ``works_at``, "我住在北京" ->
``lives_in``), and the tables they are written with (the words that end a value, the slots one holds one of at a
time, the kinds of tools, the activities of a habit). Read by :func:`~hindsight_core.extraction.attributes.find_attributes`,
which checks each value it finds. The English rules read after a measure and a pet's name are in
:mod:`~.slot_rules_en`; the Chinese ones, what no longer holds and the days of a habit here.
"""

from __future__ import annotations

import re

from hindsight_core.extraction.accounts_changed import ACCOUNT_CHANGED_RULES
from hindsight_core.extraction.allergy_income_zh import (
    ZH_ALLERGY_RULES,
    ZH_HOW_ALLERGIC,
    ZH_INCOME_RULES,
    ZH_NOT_A_YEAR_GONE,
)
from hindsight_core.extraction.allergy_jokes import ZH_ALLERGIC_TO
from hindsight_core.extraction.amounts import AMOUNT_RULES
from hindsight_core.extraction.code_style import CODE_RULES
from hindsight_core.extraction.diet_plans import DIET_PLAN_RULES
from hindsight_core.extraction.document_numbers import DOCUMENT_RULES
from hindsight_core.extraction.duty_contacts_zh import DUTY_CONTACT_RULES
from hindsight_core.extraction.employer_bare_zh import EMPLOYER_BARE_RULES
from hindsight_core.extraction.employer_left_zh import ZH_EMPLOYER_LEFT_RULES
from hindsight_core.extraction.forms import ZH_FORM_SLOTS
from hindsight_core.extraction.given_up import NOT_A_TASTE_GIVEN_UP, ZH_TASTE_GIVEN_UP_RULES
from hindsight_core.extraction.habits_again import HABIT_AGAIN_RULES
from hindsight_core.extraction.health_rules import HEALTH_BESIDE, HEALTH_RULES
from hindsight_core.extraction.heights import HEIGHT_RULES
from hindsight_core.extraction.home_rules_zh import ZH_HOME_RULES
from hindsight_core.extraction.homes_said import HOME_RULES, RENTED_HOME_RULES
from hindsight_core.extraction.jobs_at_zh import (
    ZH_EMPLOYER_GOES_ON,
    ZH_EMPLOYER_OF_JOB,
    ZH_EMPLOYER_OF_SERVICE,
    ZH_JOB_DONE_THERE,
    ZH_JOB_GOES_ON,
    ZH_JOB_IS_GOES_ON,
    ZH_JOB_OF_EMPLOYER,
    ZH_NOT_AN_AREA,
    ZH_NOT_REAL_PLACE,
)
from hindsight_core.extraction.kin_slots import KIN_RULES, NAMED_RULES
from hindsight_core.extraction.line_changed import LINE_CHANGED_RULES
from hindsight_core.extraction.majors import MAJOR_RULES
from hindsight_core.extraction.measures import COUNT_RULES, HABIT_DAY_RULES, MEASURE_RULES
from hindsight_core.extraction.med_resumed import MED_RESUMED_RULES
from hindsight_core.extraction.occupations import ZH_GROUP, ZH_NOT_WHAT_ONE_IS, ZH_OCCUPATION
from hindsight_core.extraction.offers_zh import OFFER_RULES
from hindsight_core.extraction.own_retired_zh import OWN_RETIRED_RULES
from hindsight_core.extraction.person_kinds import PERSON_KIND_RULES
from hindsight_core.extraction.pet_names import PET_RULES
from hindsight_core.extraction.preparing_for import PREPARING_RULES
from hindsight_core.extraction.role_changed import ROLE_CHANGED_RULES
from hindsight_core.extraction.self_named_zh import SELF_NAMED_RULES
from hindsight_core.extraction.self_told import SELF_TOLD_RULES
from hindsight_core.extraction.sizes import SIZE_RULES
from hindsight_core.extraction.slot_patterns import (
    _ACTIVITY,
    _EN_THEIRS_THEN_MINE,
    _EN_VALUE,
    _I,
    _TECH,
    _TO_THE,
    _ZH_AGAIN,
    _ZH_AGAIN_NOW,
    _ZH_GOES_ON,
    _ZH_NOT_ANOTHERS,
    _ZH_NOT_DURATION,
    _ZH_NOT_OF_ANOTHER,
    _ZH_NOT_SEEKING,
    _ZH_ONE_AT_A_TIME,
    _ZH_PEOPLE,
    _ZH_SELF,
    _ZH_START,
    _ZH_SURNAME,
    _ZH_THEIRS_THEN_MINE,
    _ZH_VALUE,
    _ZH_WHEN,
    _ZH_WORD,
    _ZH_ZHU_NOUN,
    ACTIVITIES,
    ANY_TOOL,
    EN_CUT,
    EN_SLOT_NAMES,
    EN_SLOTS,
    NO_VALUE,
    USED_TOGETHER,
    ZH_ACTIVITY,
    ZH_CUT,
    ZH_JOB_DONE,
    ZH_NAME_CALLED,
    ZH_NAME_IS,
    ZH_SLOTS,
    AttributeMatch,
    longest_first,
    speaker_goes_on,
)
from hindsight_core.extraction.slot_rules_en import EN_RULES
from hindsight_core.extraction.slot_values import ZH_STREET_ADDRESS
from hindsight_core.extraction.spouse_named import SPOUSE_NAMED_RULES
from hindsight_core.extraction.starts_ahead import STARTS_AHEAD_RULES, ZH_TO_START
from hindsight_core.extraction.tastes_said import TASTE_RULES
from hindsight_core.extraction.teams import TEAM_RULES
from hindsight_core.extraction.tool_kinds import TOOL_KIND_RULES
from hindsight_core.extraction.wake_times import WAKE_RULES
from hindsight_core.extraction.work_found_zh import WORK_FOUND_BESIDE, WORK_FOUND_RULES
from hindsight_core.extraction.workplace_kinds import WORKPLACE_RULES
from hindsight_core.text import CASED_UPPER

# When a switch was made, said between the speaker and the verb (我们上个月已经换成了): no plan or wish (打算, 想, 要)
_ZH_SWITCH_WHEN = (
    r"(?:上个月|上周|上星期|去年|今年|年初|前阵子|前段时间|最近|后来|现在|目前|如今|已经|早就|刚刚?|终于|也|都|全|全部|"
    r"正式|这个月|这周|昨天|前天|之后)*"
)

# Words of a habit, said before what one drinks or eats (我平时喝, 我一般都喝, 我习惯喝, 我只喝; 我每天都喝 of a drink only:
# 我每天吃二甲双胍 is a medicine)
_ZH_HABIT = r"(?:平时|平常|一般|通常|习惯|基本上?|经常|常|只)"
_ZH_DAILY_DRINK = r"(?:每天|天天|日常)(?=(?:都|也|就)?(?:早上|上午|中午|下午|晚上)?(?:都|也|就)?(?:要|会)?喝)"
# What is drunk or eaten, up to what says how much or how (美式, 美式比较多; not a 药, 过一次, nor 得很清淡)
_ZH_TASTE = (
    r"(?![得过])(?![^，。！？；,.!?;\n\s]*药)(?:(?![很太不没得了的吧吗呢啊])[^，。！？；,.!?;\n\s]){1,8}?"
    r"(?=$|[，。！？；,.!?;\s]|了|啦|的|比较多|多一点|居多|为主|吧|多(?:$|[，。！？；,.!?;\s]))"
)
# ... said between 我 and 对 (我其实对青霉素不过敏, 我也对头孢过敏, 我现在对猫毛不过敏了); a person is no allergen (我对他过敏 is a joke)
# what opens a clause and is no thing one can dislike: a time, an aside, a link word (昨天我受不了了, 说实话我真的受不了)
_ZH_NOT_A_THING = (
    r"昨天|今天|明天|前天|后天|今晚|昨晚|刚才|刚刚|现在|最近|有时|其实|当时|那时|后来|以前|之前|真的|反正|说实话|老实说|"
    r"坦白说|确实|所以|但是|可是|不过|而且|然后|因为|哎|唉|天哪|妈呀|有点|一直|每次|每天|总之"
)

# A name left for another employer ("Initech and joined Globex", "Initech, started at Globex"): a job, not a taste
_EN_NOT_LEFT_FOR = (
    rf"(?!(?-i:[{CASED_UPPER}])[^,.;:!?\n]{{0,40}}?(?:,\s*|\s+)(?:and\s+|then\s+)*(?:i\s+)?(?:just\s+)?"
    rf"(?:joined|started\s+(?:at|with))\s+(?-i:[{CASED_UPPER}]))"
)

# An employer left, the speaker said (not another: 我哥不在阿里了) or left out at a clause's start, and where (不在阿里)
_ZH_LEFT = (
    r"(?:我"
    + _ZH_NOT_OF_ANOTHER
    + r"|"
    + _ZH_START
    + r")"
    + _ZH_WHEN
    + r"(?:早就|就|都)?(?:已经)?(?:不再|不)在"
)
_ZH_LEFT_PLACE = r"[^，。！？；,.!?;\s不了]{1,20}?"
# ... and where one is now: "，现在在腾讯" (the value), then what ends it
# (not a place one sits or passes through: 图书馆, 星巴克, 路上; nor a description: 一家做机器人的创业公司)
_ZH_NOW_AT_PLACE = (
    r"我?(?:现在|目前|如今)(?:已经)?在(?!一家|一间|一个|某|家|图书馆|咖啡|星巴克|食堂|地铁|路上|外面|机场|车站|高铁|火车|飞机|厨房|楼下|楼上"
    r"|看机会|看工作|找|等|忙|准备|考虑|纠结|面试|休息|学习)(?P<value>[^，。！？；,.!?;\s不]{2,12}?)"
)
# (after a comma, or a space as chat parts clauses: 我已经不在阿里干了 现在在腾讯)
_ZH_NOW_AT = r"(?:[，,]|(?<=了)\s)\s*" + _ZH_NOW_AT_PLACE
_ZH_PLACE_ENDS = r"(?=$|[，,。！!？?；;\s]|了|啦)"
# What 入职 names that is no employer (我今天入职体检, 入职培训, 入职手续办完了, 入职第一天)
_ZH_NOT_JOINED = r"(?!体检|手续|培训|材料|资料|第)"
#: A digit of a day or a month, written in figures or in Chinese (3月3号, 三月三号)
_ZH_DAY_NUMBER = r"[0-9〇零一二三四五六七八九十]"
#: A place left for another with no word of what it is (我不在阿里了，现在在腾讯: an employer, or 星巴克, 北京): ``old``
#: and ``value``. No slot here; :mod:`~hindsight_core.lifecycle.left_for` reads it from the speaker's own records.
LEFT_FOR = re.compile(_ZH_LEFT + r"(?P<old>" + _ZH_LEFT_PLACE + r")了" + _ZH_NOW_AT + _ZH_PLACE_ENDS)

#: Rules read beside another's match: a Chinese job with its employer (我在腾讯当产品经理); health rules, both languages.
JOB_AND_HEALTH_BESIDE = (
    frozenset(
        {
            ZH_JOB_DONE_THERE[0],
            ZH_JOB_GOES_ON[0],
            ZH_JOB_IS_GOES_ON[0],
            ZH_EMPLOYER_GOES_ON[0],
            ZH_JOB_OF_EMPLOYER[0],
        }
    )
    | HEALTH_BESIDE
    | WORK_FOUND_BESIDE
)

# (pattern, attribute, event type). ``{cat}``: "preferred_<category>" when the value is a known tool,
# else the fallback after the colon. ``{slot}``: the captured slot name.
# A partner's name as said in Chinese (阿杰, 小周, 王磊, Kevin), not a role, a pronoun or a group (同事, 她, 大家)
_ZH_PARTNER_NAME = (
    r"(?!(?:同事|朋友|家人|爸妈|父母|孩子|大家|他们|她们|室友|同学|闺蜜|老板|领导|他|她|你)(?:们)?)"
    # a name: 阿杰, 小周, a surname and a given name (王磊, 周航), or Latin letters; never a kind of person (护士, 学医的)
    rf"(?P<value>[阿小老][\u4e00-\u9fff]|{_ZH_SURNAME}[\u4e00-\u9fff]{{1,2}}?|[{CASED_UPPER}][a-z]+)"
    r"(?<![员师生士长家医])"
)

# an e-mail address, the part before the @ in latin letters (我的邮箱地址是a@b.com is a@b.com, not 地址是a@b.com)
_ZH_EMAIL = r"(?P<value>[A-Za-z0-9_.+-]+@[\w-]+(?:\.[\w-]+)+)"

ATTRIBUTE_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    # before the rules reading a kind's value wherever it is said (邮箱…wang@corp.cn): "mine" is the speaker's
    (re.compile(_EN_THEIRS_THEN_MINE + _EN_VALUE, _I), "{slot}", "fact"),
    (re.compile(_ZH_THEIRS_THEN_MINE + _ZH_VALUE), "{slot}", "fact"),
    # a weight, a dose (then one's health told in passing), a revenue, someone's number, an appointment's day
    *MED_RESUMED_RULES, *MEASURE_RULES, *HEALTH_RULES,  # (a medication stopped and taken again before its stop)
    *WAKE_RULES,  # when one gets up or goes to bed, as a routine ("I get up at 5:30", 我一般十一点睡)
    *HEIGHT_RULES,  # how tall one is ("I'm 5'10", 我一米七五)
    *PET_RULES,  # a pet's name, and its new name ("We renamed the cat to Mochi", 我们把狗的名字改成了豆豆)
    # where a relative lives and works ("my sister moved to Paris", 我妹妹在腾讯上班): the relative's slot; and a person
    # named ("Priya moved to Boston", 王芳在腾讯上班): theirs
    *KIN_RULES, *OWN_RETIRED_RULES,  # (and one's own job ended by one's retirement: 我是老师，去年退休了)
    *NAMED_RULES,
    *SPOUSE_NAMED_RULES,  # one's spouse named after one's marriage (我结婚了，老公叫大伟)
    # the number of a passport, a licence or a membership ("my passport number is X1234567", 我的护照号是E12345678)
    *DOCUMENT_RULES,
    *SIZE_RULES,  # the size one wears of a kind of clothes ("I'm a size 43 in shoes", 我穿42码的鞋)
    # a kind of person one is of kinds that exclude each other ("I'm more of a dog person now", "not a morning person")
    *PERSON_KIND_RULES,
    # what one studies ("I'm majoring in psychology", "I'm a CS major", 我是学医的): a major is never what one is
    *MAJOR_RULES,
    *TEAM_RULES,  # the team one works on ("I'm on the payments team", "I moved to the platform team")
    # a name, a favourite, tools, tastes, a diet, pay, work, a home, a number, a car, what one is (English)
    *HOME_RULES, *SELF_TOLD_RULES, *SELF_NAMED_RULES, *STARTS_AHEAD_RULES,  # "I live in a flat in Hackney"; "I'm from Poland"; "we move to Denver on the 20th"
    *EN_RULES,
    *WORKPLACE_RULES, *RENTED_HOME_RULES,  # no employer named ("a data analyst at a bank"); a home rented
    # a tool named as what a kind of tool is ("prod DB is Postgres 15", "our CI runs on GitHub Actions", 数据库用的是MySQL)
    *TOOL_KIND_RULES,
    # how code is indented ("we indent with 4 spaces", 代码缩进用两个空格), the language it is written in
    *CODE_RULES,
    # an amount named by what it is of ("my rent is $1,800", "our rent went up to $1,950", 我房租三千五, 房租涨到四千了)
    *AMOUNT_RULES,
    (re.compile(r"(?:我们|咱们)?(?:决定|选定|定了|敲定|确定)(?:了)?(?:用|使用|采用|选)" + _ZH_VALUE), "chosen:{cat}",
     "decision"),
    (re.compile(r"就用" + _ZH_VALUE), "chosen:{cat}", "decision"),
    # (not 我叫她过来吃饭, 我叫他们先走, 我叫她小美: one tells or calls someone else, whom a pronoun names)
    (re.compile(r"我(?:的名字)?叫(?![她他你它我])" + _ZH_VALUE), "name", "fact"),
    # (the speaker left out at a clause's start too: 最喜欢的电影是《霸王别姬》; not 他最喜欢的…)
    (re.compile(r"(?:我|^|(?<=[，,。！!？?；;\s]))(?:现在|一直|还是)?(?:最喜欢|最爱)的(?P<slot>[^，。！？是]{1,6})是" + _ZH_VALUE), "favorite_{slot}",
     "preference"),
    # ... said value first (澳白是我最喜欢的咖啡; not 这是我最喜欢的咖啡: what 这 is was said elsewhere)
    (re.compile(_ZH_START + r"(?!这|那|它|他|她|你|我)(?P<value>[^，。！？；,.!?;\s\n]{1,12}?)(?:就|也|一直|还)?是我(?:最喜欢|最爱)的"
                r"(?P<slot>[^，。！？；,.!?;\s\n是的]{1,6}?)(?=$|[，。！？；,.!?;\s了啦])"), "favorite_{slot}", "preference"),
    # ... and a favourite of no kind said (美式是我的最爱, 火锅一直是我的最爱): a liking
    (re.compile(_ZH_START + r"(?!这|那|它|他|她|你|我)(?P<value>[^，。！？；,.!?;\s\n]{1,12}?)(?:就|也|一直|还|永远)?是我的(?:最爱|心头好)"
                r"(?=$|[，。！？；,.!?;\s了啦呀])"), "likes", "preference"),
    # a known tool used, in Chinese: "我用VS Code写Python", "我一直用 PyCharm", "我们都用 pytest", 我们组都用Postgres, 我习惯用VS Code写代码
    # (the tool alone, not 写代码 after it; not 我用过 / 我用了: once, nor 如果我用: a condition)
    (re.compile(r"(?<!如果)(?<!要是)(?<!假如)我(?:们(?:组|团队|公司|项目组|部门|这边)?)?" + _ZH_AGAIN + r"(?:现在|主要|每天|天天|最近|习惯|一般|通常|平时|经常|常)*"
                r"(?:在)?(?:用|使用)\s*(?P<value>" + _TECH + r")(?![A-Za-z0-9_-])", _I), "uses:{cat}", "preference"),
    (re.compile(r"我" + _ZH_AGAIN + r"(?:习惯|一般|通常|平时|经常|常)(?:用|使用)" + _ZH_VALUE), "uses:{cat}", "preference"),
    # what one drinks or eats as a habit (我一般都喝美式, 我平时喝美式比较多, 我习惯喝美式, 我现在只喝拿铁, 我每天早上都要喝一杯美式):
    # a liking, as 我喜欢喝美式 is; and one switched to (最近改喝拿铁了, 我不喝美式了，改喝拿铁): a preference said as a change,
    # which ends the liking of another of the kind (:func:`~hindsight_core.lifecycle.merge.conflicts`). Never once (我喝了
    # 一杯美式), a medicine (我每天都吃药), nor how (我平时吃得很清淡)
    (re.compile(r"我" + _ZH_AGAIN_NOW + r"(?:(?:" + _ZH_HABIT + r"|" + _ZH_DAILY_DRINK + r")(?:都|也|就)?)+(?:早上|上午|中午|下午|晚上)?"
                r"(?:都|也|就)?(?:要|会)?(?P<value>[喝吃]" + _ZH_TASTE + r")"), "likes", "preference"),
    (re.compile(r"(?<!如果)(?<!要是)(?<!打算)(?<!想)(?<!让)(?<!叫)(?:我|^|(?<=[，,。！!？?；;\s]))" + _ZH_SWITCH_WHEN + r"(?:改|换成|改成|换)了?"
                r"(?P<value>[喝吃]" + _ZH_TASTE + r")"), "prefers", "preference"),
    # ... or run on: 我们的服务都跑在k8s上, 我们部署在AWS上 (a known tool only)
    (re.compile(r"我(?:们)?(?:的)?(?:服务|项目|应用|系统|后端|代码|业务|集群)?" + _ZH_AGAIN + r"(?:现在|目前|全|全部)*(?:跑在|部署在|运行在|托管在|跑)"
                r"\s*(?P<value>" + _TECH + r")(?![A-Za-z0-9_-])\s*上", _I), "uses:{cat}", "preference"),
    # a switch of tools in Chinese, as "we switched to MySQL" is (我们上个月换成MySQL了, 我现在改用uv了, 从MySQL迁移到了
    # PostgreSQL, 太慢 换成了uv): the speaker's (or nobody named, at a clause's start), not a condition (如果换成), a
    # plan (打算换成, 想换成: no such word allowed before the verb), a proposal (换成MySQL吧) or someone else's (同事换成了)
    (re.compile(r"(?<!如果)(?<!要是)(?<!假如)(?<!万一)(?<!要不)(?<!让)(?<!叫)(?:我们|咱们|我|^|(?<=[，,。！!？?；;\s]))"
                r"(?:项目|团队|组里|公司|这边|数据库|编辑器|包管理器|框架)?" + _ZH_SWITCH_WHEN + r"(?:(?:从|把)[^，。！？；,.!?;\n]{1,20}?)?"
                r"(?:换成|换到|换用|改成|改用|转用|转到|切换到|切换成|切到|迁移到|迁移至|迁到|迁至)了?\s*"
                r"(?P<value>" + _TECH + r")(?![A-Za-z0-9_-])(?![^，。！？；,.!?;\n]{0,6}吧)", _I), "switched:{cat}", "preference"),
    # a taste said as it is now ("我现在更喜欢…", "我最近喜欢上了…", "我现在讨厌…"); liking one more than another
    # (更喜欢, 更爱) is a preference, as "I prefer" is
    (re.compile(r"我" + _ZH_AGAIN_NOW + r"(?:更)?(?:偏好|偏爱|倾向于用?)" + _ZH_VALUE), "prefers:{cat}", "preference"),
    # (said softly: 我不太喜欢Java, 我不大喜欢, 我不爱吃香菜; no more: 我不再喜欢; not 不爱吃饭)
    (re.compile(r"我" + _ZH_AGAIN_NOW + r"(?:很|非常|特别|超级?|好|挺|蛮|真的)?(?:讨厌|(?:不太|不怎么|不是很|不是太|不是特别|不大|不再|不)(?:喜欢|爱(?!吃饭|吃东西|喝水))|受不了)"
                r"(?!的)" + _ZH_VALUE), "dislikes", "preference"),
    # ... the thing said first (香菜我是真的受不了, 火锅我现在是真的受不了了, 加班我真的讨厌; not 他说的话我受不了: what 他 said,
    # nor 昨天我受不了了, 说实话我真的受不了: a time or an aside)
    (re.compile(_ZH_START + r"(?!这|那|它|他|她|你|" + _ZH_NOT_A_THING + r")(?P<value>[^，。！？；,.!?;\s\n的了吗呢吧我你他她它这那]{1,8})我"
                r"(?:是|也|都|就|现在|真的|实在|一直|从来|确实|还是)*(?:受不了|讨厌|(?:不太|不怎么|不是很|不)喜欢|不爱吃|吃不了)"
                r"(?=$|[，。！？；,.!?;\s了啦呀])"), "dislikes", "preference"),
    (re.compile(r"我" + _ZH_AGAIN_NOW + r"(?:还是|反而|其实)?(?:更喜欢|更爱)" + _ZH_VALUE), "prefers:{cat}", "preference"),
    # what one likes doing most, said as "the one I like to make is" (我最喜欢做的是巴斯克芝士蛋糕, 我最喜欢的是猫)
    (re.compile(r"我" + _ZH_AGAIN_NOW + r"(?:最|比较)?(?:喜欢|爱)(?:[做吃喝看听玩穿用去读唱弹打])?的(?:就)?是" + _ZH_VALUE), "likes",
     "preference"),
    # one liked more than another is a preference (我现在喜欢绿茶多过伯爵茶)
    (re.compile(r"我" + _ZH_AGAIN_NOW + r"(?:喜欢|爱)(?P<value>[^，。！？；,.!?;\n]{1,20}?)(?:多过|胜过|多于)"), "prefers:{cat}",
     "preference"),
    # (said as much as one likes it, the way Taiwan and Hong Kong say "very" too: 我好喜欢, 我蛮喜欢, 我超级喜欢)
    (re.compile(r"我" + _ZH_AGAIN_NOW + r"(?:很|非常|特别|超级?|比较|最|好|挺|蛮|真的)?(?:(?:喜欢|爱)(?:死了?|上了|上(?=[他她它你]|(?!海|网|班|课|学|瘾)[^，。！？]{1,12}?了))?|迷上了?)(?!的)" + _ZH_VALUE), "likes",
     "preference"),
    *ZH_ALLERGY_RULES, *ZH_INCOME_RULES,  # 我对青霉素过敏, 我吃海鲜会过敏; 我月薪两万五, 涨薪了，现在一个月两万五
    # (and for a while now: 我已经在阿里工作两年了, 我在阿里干了两年了; 干 alone may be any task: 我在家干活; 我在阿里工作过 is a
    # job once held)
    (re.compile(r"我(?:现在|已经)?" + _ZH_AGAIN + r"在(?P<value>[^，。！？]{1,20}?)" + _ZH_NOT_SEEKING + ZH_NOT_AN_AREA
                + r"(?:工作|上班|任职|干了?(?=[一二两三四五六七八九十几半\d]+个?多?(?:月|年)))(?!过)"), "works_at", "fact"),
    # the speaker left out after where they worked before: "我以前在阿里工作，现在在腾讯工作" (not 他以前在…)
    (re.compile(r"我(?:以前|之前|原来|本来|过去|曾经)在[^，。！？]{1,20}?(?:工作|上班|任职)过?[，,]\s*我?(?:现在|目前|如今)"
                + _ZH_AGAIN + r"在(?P<value>[^，。！？]{1,20}?)" + _ZH_NOT_SEEKING + ZH_NOT_AN_AREA + r"(?:工作|上班|任职)"), "works_at", "fact"),
    # ... or after the one left (我不在阿里了，现在在腾讯上班, 我已经不在阿里上班了，现在在腾讯, 我不在原来的公司了，现在在腾讯): the
    # clause left is about work (a work verb, a word for an employer), or the new place is said with one, or the
    # message speaks of a job after it (…现在在腾讯，同事都挺好; 工作 alone may be a task). 我不在阿里了，现在在腾讯 alone
    # may be where one is (我不在星巴克了，现在在图书馆); a city is never an employer (plausible)
    (re.compile(_ZH_LEFT + r"(?:" + _ZH_LEFT_PLACE + r"(?:干|做|待|上班|工作|任职)|(?:原来|之前|以前|那家|这家|老)的?(?:公司|单位|东家))了?"
                + _ZH_NOW_AT + r"(?:上班|工作|任职)?" + _ZH_PLACE_ENDS), "works_at", "fact"),
    (re.compile(_ZH_LEFT + _ZH_LEFT_PLACE + r"了" + _ZH_NOW_AT + r"(?:(?:上班|工作|任职)|" + _ZH_PLACE_ENDS
                + r"(?=[^\n]{0,40}?(?:同事|老板|领导|工资|薪水|薪资|入职|跳槽|离职|(?i:offer))))"), "works_at", "fact"),
    # ... or after a change of job said with no employer (换工作了，现在在字节, 我跳槽了 现在在美团, 我已经从字节出来了 现在在快手;
    # not 我老公换工作了…: his, nor 我想换工作: a wish, nor 从地铁出来了 现在在路上)
    (re.compile(_ZH_SELF + _ZH_WHEN + r"(?:换(?:了(?:个|份|一份)?)?(?:新)?工作|跳槽|从(?!家|医院|地铁|车站|机场|商场|超市|酒店|宿舍)" + _ZH_WORD + r"{2,12}?(?:出来|离职|辞职))了?(?:[，,]|(?<=了)\s|(?<=了工作)\s|(?<=了个工作|了份工作|了新工作)\s|(?<=了一份工作)\s)\s*" + _ZH_NOW_AT_PLACE
                + r"(?:(?:上班|工作|任职)?" + _ZH_PLACE_ENDS + r"|(?=(?:做|当|担任)(?![^，,。\s]{0,12}的(?:公司|企业|工厂|厂|店))))"), "works_at", "fact"),
    # "我在字节跳动做后端开发", "我是网易的产品经理": an employer said with the job done there (not where one is inside:
    # 我在梦里当老板, 我在群里当管理员, 我在游戏里当医生; 阿里 is a name)
    # the speaker left out when the clause says now: "从腾讯出来了，现在在米哈游做海外发行", or opening what one says (在一家startup做PM)
    (re.compile(r"(?:我(?:现在|目前)?|" + _ZH_START + r"(?:现在|目前)|^)在(?!家|厨房|路上|外面|学校|(?:公司|单位|医院|店里|办公室|这边|那边|这里|那里)(?:做|当|担任))(?P<value>[^，。！？\s]{2,12}?)(?<!(?<!阿)里)" + ZH_NOT_REAL_PLACE + ZH_NOT_AN_AREA + ZH_JOB_DONE, _I),
     "works_at", "fact"),
    # a new employer said with reporting there or leaving the old one, the speaker often left out: "上周一去字节
    # 报到了", "我离开小米了，去了理想汽车", "我离职了，下个月开始去联发科上班", "跳槽去了TikTok Shop"
    (re.compile(r"(?:^|(?<=[，,。！!？?；;\s])|我)(?:已经|刚刚?|上周[一二三四五六日天]?|昨天|今天)?(?:去|到)(?P<value>" + _ZH_WORD + r"{2,12}?)报到"),
     "works_at", "fact"),
    (re.compile(_ZH_SELF + _ZH_WHEN + r"(?:从" + _ZH_WORD + r"{2,12}?)?(?:离开|辞掉|离职|辞职)[^，。！？；\n]{0,10}?[，,]?\s*(?:然后)?(?:去了|加入了?|入职了?|现在在|目前在)(?!家|路上|外面|老家|找|休息|考虑|准备)(?P<value>" + _ZH_WORD + r"{2,12})"),
     "works_at", "fact"),
    (re.compile(_ZH_SELF + _ZH_WHEN + r"(?:离职|辞职|跳槽)了?[^。？；\n]{0,14}?(?:开始)?去(?P<value>" + _ZH_WORD + r"{2,12}?)(?:上班|工作|报到)"),
     "works_at", "fact"),
    (re.compile(_ZH_START + r"跳槽(?:去|到)了?(?P<value>[^，。！？；,.!?;\n的]{2,20}?)(?=$|[，,。！!？?；;]|了|上班|工作)"),
     "works_at", "fact"),
    # the team one is in, and the one one is moved to: "我在支付组", "我被划到风控组了", "我调到了支付组"
    (re.compile(r"我(?:现在|目前)?在(?P<value>" + _ZH_WORD + r"{1,10}?(?:组|部门|团队))(?=$|[，,。！!？?；;\s]|负责|做|写|工作|上班)", _I),
     "team", "fact"),
    # a partner said as dating or together (我在和小周约会, 我和阿杰在一起了, 我男朋友是阿杰; not 我和同事在一起了)
    (re.compile(r"(?<!如果)(?<!要是)(?:我|^|(?<=[，,。！!？?；;\s]))(?:现在|最近|目前|已经|正)*(?:在)?(?:和|跟)" + _ZH_PARTNER_NAME
                + r"(?:在)?(?:约会|谈恋爱|谈朋友|交往)"), "partner", "fact"),
    (re.compile(r"(?<!如果)(?<!要是)我(?:现在|已经|终于|正式)*(?:和|跟)" + _ZH_PARTNER_NAME + r"在一起了"), "partner", "fact"),
    (re.compile(r"我(?:现在)?的?(?:新)?(?:男朋友|女朋友|男友|女友|对象)(?:现在)?是" + _ZH_PARTNER_NAME
                + r"(?=$|[，,。！!；;\s]|了|啦)"), "partner", "fact"),
    # a new partner ("在一起了！…叫林晓", "我交了个女朋友，叫小雨")
    (re.compile(r"(?:在一起了|交了?(?:个|一个)?(?:新)?(?:男朋友|女朋友|男友|女友|对象)|脱单了)[^。？\n]{0,24}?叫" + ZH_NAME_CALLED),
     "partner", "fact"),
    # "男朋友是日本人，叫健太", "我女朋友叫小雨" (not "女朋友的妈妈叫...")
    (re.compile(r"(?:我|^|(?<=[，,。！!？?；;\s]))(?:的)?(?:男朋友|女朋友|男友|女友|对象)[^。！？\n的]{0,12}?叫" + ZH_NAME_CALLED),
     "partner", "fact"),
    # the car one drives: "我开的是一辆2016年的卡罗拉", "新提了一辆比亚迪海豹", "我买了辆新车，特斯拉"
    (re.compile(r"(?:我|" + _ZH_START + r")(?:现在|平时)?开的是(?:一辆|辆)?(?:\d{4}年的?)?(?:二手的?)?(?P<value>[^，。！？；,.!?;\n]{2,15}?)(?=$|[，,。！!？?；;]|的车)"),
     "car", "fact"),
    # a car sold and another got: "捷达卖了换了辆五菱面包", "我把捷达卖了，换了一辆…" (not 我哥把捷达卖了, 房子卖了换了套小的)
    (re.compile(r"(?:我的?|" + _ZH_START + r")(?:已经|最近|终于|上个月|去年)?把?(?:(?![我他她你把的])" + _ZH_WORD + r"){0,8}?卖(?:了|掉了?)[，,]?\s*(?:又|然后)?"
                r"(?:换了|买了|提了)(?:一辆|辆)(?:新的?|二手的?)?(?!自行车|单车|山地车|公路车|电动车)(?P<value>[^，。！？；,.!?;\n]{2,15}?)(?=$|[，,。！!？?；;])"), "car", "fact"),
    (re.compile(r"(?:新|刚|又)?提了?(?:一辆|辆)(?:新的?)?(?P<value>[^，。！？；,.!?;\n]{2,15}?)(?=$|[，,。！!？?；;])"), "car", "fact"),
    (re.compile(r"我(?:被)?(?:划|调|分|转|换)到了?(?P<value>" + _ZH_WORD + r"{1,10}?(?:组|部门|团队|部|team))", _I),
     "team", "fact"),
    # a promotion: 我升职了，现在是技术经理, 我升为高级工程师了, 上个月升成了组长 (not 我老婆升职了: hers)
    (re.compile(r"(?:我|^|(?<=[，,。！!？?；;\s]))(?:已经|刚刚?|终于|也|上个月|上周|今年|去年|最近)*(?:升职|升)(?:为|成|到)了?"
                r"(?P<value>[^，。！？；,.!?;\s\n了的]{2,12})"), "job", "fact"),
    (re.compile(r"(?:我|^|(?<=[，,。！!？?；;\s]))(?:已经|刚刚?|终于|也|上个月|上周|今年|去年|最近)*升职了[，,]?\s*(?:现在|目前|如今)?(?:是|当上了?|成了)"
                r"(?P<value>[^，。！？；,.!?;\s\n了的]{2,12})"), "job", "fact"),
    # (the job may say what kind it is: 我是字节的后端工程师, 阿里的高级产品经理; not 我们组的…: a team, no employer, nor 新来的…: a newcomer; nor
    # 前经理: no job now)
    (re.compile(r"我是(?!我们|他们|她们|咱们|这|那|新来|刚来|新入职|刚入职|新招|刚毕业|应届)(?P<value>[^，。！？\s的]{2,12})的(?:(?!前|原|退休)[^，。！？；,.!?;\s的了]{1,4}?)?(?:员工|产品经理|项目经理|工程师|程序员|设计师|经理|总监|运营|销售|研究员|实习生)"),
     "works_at", "fact"),
    ZH_EMPLOYER_OF_JOB, ZH_EMPLOYER_OF_SERVICE,  # 我是协和医院的护士, 我是美团的骑手: the employer, the job beside it
    ZH_JOB_OF_EMPLOYER,
    # where one lives, said in Chinese: an address, a place, a move (我住在杭州, 我在上海住了十年, 最近搬去杭州了)
    *ZH_HOME_RULES, *WORK_FOUND_RULES,  # (and 回郑州了，找了个国企的工作: the city of the work, beside a move's home)
    (re.compile(r"我" + _ZH_WHEN + r"(?:从" + _ZH_WORD + r"{1,15}?)?(?:调到|调去|跳槽到|跳槽去|跳到|跳去|入职)了?" + _ZH_NOT_JOINED + _ZH_NOT_DURATION + r"(?P<value>" + _ZH_WORD + r"{1,20}?)(?:了|上班|工作|$|[，。！？；,.!?;\s])"),
     "works_at", "fact"),
    # the speaker left out: 调到 / 跳到 / 入职 turn a dial, jump a chapter ("调到静音了", "跳到第三章了"); a job is said with where
    # one came from, 调去 / 跳去 / 跳槽 ("调去了网易雷火", 去年跳槽到字节了), or the work done there; 跳槽到字节的同事 none
    (re.compile(_ZH_START + _ZH_WHEN + r"(?:从" + _ZH_WORD + r"{1,15}?(?:调到|跳到)|调去|跳去|跳槽到|跳槽去)了?"
                r"(?P<value>(?:(?!的)" + _ZH_WORD + r"){1,20}?)(?:了|上班|工作|$|[，。！？；,.!?;\s])"), "works_at", "fact"),
    (re.compile(_ZH_START + r"(?:已经|刚刚?|最近|终于)?(?:调到|调去|跳到|跳去|入职)了?" + _ZH_NOT_DURATION + r"(?P<value>" + _ZH_WORD + r"{1,20}?)(?:上班|工作)"),
     "works_at", "fact"),
    # joined, said with 了 right after the employer: "入职字节了，做抖音的设计" (not 入职体检 / 入职手续 / 入职培训)
    (re.compile(_ZH_START + r"(?:已经|刚刚?|最近|终于|上周|上个月)?入职" + _ZH_NOT_JOINED + _ZH_NOT_DURATION + r"(?P<value>" + _ZH_WORD + r"{2,12}?)(?:了|啦)"
                r"(?=$|[，,。！!？?；;\s])"), "works_at", "fact"),
    # joined, said with when, the employer ending its clause: "今天入职字节跳动", "昨天正式入职了腾讯，同事都挺好", or to
    # come, as "Starting at Stripe next week" is ("我下周入职腾讯", "下个月一号就要入职字节了"; not 我朋友今天入职…, 入职体检,
    # nor 入职新公司: no name; nor 我想 / 可能下周入职: a wish); an employer holds no 的 (下周入职腾讯的事你记一下)
    (re.compile(_ZH_SELF + _ZH_WHEN + ZH_TO_START + r"(?:正式)?入职了?" + _ZH_NOT_JOINED + r"(?!新公司|新单位|公司|单位|了)" + _ZH_NOT_DURATION
                + r"(?P<value>(?:(?!的)" + _ZH_WORD + r"){2,12}?)(?:了|啦)?(?=$|[，,。！!？?；;\s])"), "works_at", "fact"),
    # an offer taken: "我接了腾讯的offer", "最后接受了字节的offer", "签了阿里的offer" (not 拿到了…的offer, 拒了…的offer)
    (re.compile(_ZH_SELF + _ZH_WHEN + r"(?:最后|最终|还是)*(?:接了|接受了|签了|选了)(?P<value>" + _ZH_WORD + r"{2,12}?)的(?i:offer)"),
     "works_at", "fact"), *OFFER_RULES,  # (and one named before it: 字节的offer我接了, 美团offer拿到了！…决定去了)
    # ... or as the first day there: "今天第一天去字节上班", "第一天到腾讯报到"
    (re.compile(_ZH_SELF + _ZH_WHEN + r"(?:是)?第一天(?:去|到|在)(?P<value>" + _ZH_WORD + r"{2,12}?)(?:上班|工作|报到)"),
     "works_at", "fact"),
    # a move to another employer said with 换到 needs the work verb: 换到靠窗的座位 is no job
    (re.compile(r"我(?:已经|刚刚?|最近|终于)?换到了?(?P<value>" + _ZH_WORD + r"{1,20}?)(?:上班|工作)"), "works_at", "fact"),
    (re.compile(r"(?:^|[\s，,。！!；;]|我)(?:的|把)?(?:新|现在的)?(?:(?:手机|电话)(?:号(?:码)?)?|号(?:码)?)\s*+(?:是|系|：|:|(?:改|换|变)成了?|改为)?\s*+(?P<value>\+?\d[\d \-]{6,}\d)"),
     "phone", "fact"),
    (re.compile(r"(?:^|[\s，,。！!；;]|我)(?:也|刚|又)?换了?(?:个|一个)?(?:新的?)?[^，。！？\d]{0,8}?(?:手机|电话)?号(?:码)?\s*[:：是]?\s*"
                r"(?P<value>\+?\d[\d \-]{6,}\d)"), "phone", "fact"),
    # a number changed, the new one said later in the message past its last digits ("换号了，尾号4471，完整是 186 0021
    # 4471", "号码换了，现在 199 7311 0066", Cantonese 我換咗電話號碼…全號係6288 4471); the speaker's own (not 我老婆换了号码)
    (re.compile(_ZH_SELF + r"(?:的)?(?:也|刚|又|已经|最近)?(?:换了?(?:个|一个)?(?:新的?)?(?:手机|电话)?号(?:码)?|(?:手机|电话)?号(?:码)?(?:换|改)了)"
                r"[^。！？\n]{0,30}?(?P<value>\+?\d[\d \-]{6,}\d)"), "phone", "fact"),
    (re.compile(r"我来自" + _ZH_VALUE), "from", "fact"),
    # a habit, and its end: "我每周六早上打羽毛球" (我现在每周…, 我最近每天…), then "我现在不打羽毛球了" (not "我今天不跑步了")
    # a habit in English: "I play badminton every Saturday", "I go running most mornings"; and its end: "I stopped
    # running", "I don't play tennis anymore", "I gave up yoga" (the activity's one name: run / running); the gym ("I go
    # to the gym every morning", "I stopped going to the gym", 我每天去健身房, 我不去健身房了)
    (re.compile(r"\bi\s+(?:usually\s+|still\s+|regularly\s+|also\s+|now\s+)?(?:" + _TO_THE + r"|go\s+|do\s+|play\s+|practi[cs]e\s+)?"
                r"(?P<value>" + _ACTIVITY + r")\b(?=[^.!?\n]{0,30}\b(?:every|each|twice|once|(?:three|four|five|\d)\s*(?:times|x)\s+(?:a|per)\b|daily|weekly|"
                r"most\s+(?:days|mornings|evenings|weekends)|on\s+(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|"
                r"sundays|weekends))\b)", _I), "does", "preference"),
    (re.compile(r"(?<!\bif\s)(?<!\bwhen\s)(?<!\bunless\s)\bi(?:'ve|\s+have)?\s+(?:stopped|quit|given\s+up|gave\s+up|no\s+longer)\s+(?:going\s+|doing\s+|playing\s+|"
                r"go\s+|do\s+|play\s+|" + _TO_THE + r")?(?P<value>" + _ACTIVITY + r")\b", _I), "!does", "preference"),
    (re.compile(r"(?<!\bif\s)(?<!\bwhen\s)\bi\s+(?:don't|do\s+not)\s+(?:" + _TO_THE + r"|go\s+|do\s+|play\s+)?(?P<value>" + _ACTIVITY
                + r")\s+(?:anymore|any\s+more)\b",
                _I), "!does", "preference"),
    (re.compile(r"(?<!今天)(?<!今晚)(?<!明天)我(?:现在|最近|目前|这阵子|这段时间|今年)?(?:每周[一二三四五六日天]?|每天|每晚|经常|平时|周末|一般|通常)" + _ZH_WORD + r"{0,6}?"
                r"(?:都|会|去|要)?(?P<value>" + ZH_ACTIVITY + r")"), "does",
     "preference"),
    (re.compile(r"(?<!今天)(?<!今晚)(?<!明天)(?<!这周)我(?!今天|今晚|明天|这周|这几天|暂时|先)(?:现在|已经|最近)?(?:不再|不|没再)(?:去)?"
                r"(?P<value>" + ZH_ACTIVITY + r")了"), "!does", "preference"),
    # ... taken up again, or given up in other words ("I started smoking again", 我又开始跑步了, 我戒烟了)
    *HABIT_AGAIN_RULES,
    *DIET_PLAN_RULES,  # an eating plan one is on, and its end ("I'm doing keto right now", 我在轻断食, 我不生酮了)
    *PREPARING_RULES,  # an event trained or studied for, and its end ("I'm training for a half marathon", 雅思考完了)
    *ACCOUNT_CHANGED_RULES,  # an account or a password of one's own changed (我的微信号改成了wx123)
    # an e-mail address said with 邮箱 ("邮箱改了，以后发 zw@outlook.com"): the address, whatever the words between
    # (someone else's is theirs: 我老板的邮箱, 他的邮箱, 同事邮箱 name no address of the speaker's; 我的, 我们的 do); a work
    # address is a value of its own (我的工作邮箱是…, 公司邮箱改成…: ``work_email``), never a change of one's own
    (re.compile(_ZH_NOT_ANOTHERS + r"(?:工作|公司|单位|办公)(?:邮箱|邮件地址|電郵)[^@\n。！？]{0,20}?" + _ZH_EMAIL), "work_email", "fact"),
    (re.compile(_ZH_NOT_ANOTHERS + r"(?<!工作)(?<!公司)(?<!单位)(?<!办公)(?:邮箱|邮件地址|電郵)[^@\n。！？]{0,20}?" + _ZH_EMAIL),
     "email", "fact"),
    # where one's parcels go, changed or said with a colon (收货地址改成上海市徐汇区漕溪北路88号, 默认收货地址：…); not
    # someone else's (我妈的收货地址, 客户的收货地址)
    (re.compile(_ZH_NOT_ANOTHERS + r"(?:默认)?(?:收货|快递|寄送|邮寄|送货|配送)地址(?:现在|也)?(?:改成了?|改为|改到|换成了?|更新为|更新成|变成了?|：|:)\s*"
                r"(?P<value>(?=" + ZH_STREET_ADDRESS + r")[^，。！？；,!?;\n]{2,40})"), "address", "fact"),
    # a word between the slot and 是 is no part of it: 我的生日其实是7月21日, 我的老板现在是王明
    # (a phrase with 的 names no slot: 我的车子现在开的是比亚迪 says what is driven)
    # a line of a form of one's own details, as :func:`~.forms.own_form` reads it (我的城市：杭州)
    (re.compile(r"^\s*(?:[-*•]\s*)?我的(?P<slot>" + "|".join(ZH_FORM_SLOTS) + r")[:：]\s*(?P<value>[^\n]{1,40}?)\s*$",
                re.MULTILINE), "{slot}", "fact"),
    (re.compile(ZH_NOT_A_YEAR_GONE + r"我(?:现在|目前|如今)?的(?:新|现在的|目前的|最新的)?(?P<slot>[^，。！？是的]{1,6}?)(?:其实|实际上|现在|目前|还是|应该)?是" + _ZH_VALUE),
     "{slot}", "fact"),
    # a birthday said without 的 (我生日是三月三号, 我生日在五月): a day or a month only (not 我生日在家过, 是哪天来着)
    (re.compile(r"我生日(?:其实|实际上)?(?:是|在)(?P<value>(?:农历)?(?:" + _ZH_DAY_NUMBER + r"{1,3}月)?" + _ZH_DAY_NUMBER
                + r"{1,3}(?:号|日)|(?:农历)?" + _ZH_DAY_NUMBER + r"{1,3}月(?:份)?)"), "birthday", "fact"),
    # ... or as the day one was born (我是五月十二号出生的, 我是1990年5月12日生的): a day only (not 我是在北京出生的)
    (re.compile(r"我是(?P<value>(?:\d{4}年|[〇零一二三四五六七八九]{4}年)?(?:农历)?" + _ZH_DAY_NUMBER + r"{1,3}月" + _ZH_DAY_NUMBER
                + r"{1,3}(?:号|日))(?:出生|生)的"), "birthday", "fact"),
    # ... and said without 的 (我老板是李强, 我们经理叫Priya, 我老婆是王芳), a name only (not 我老板是个好人, 是不是生气了)
    (re.compile(r"我(?:们)?(?:的)?(?:新的?|现在的?|目前的?)?(?P<slot>" + _ZH_PEOPLE + r")(?:现在|目前|其实|还是|也|就)?是" + ZH_NAME_IS),
     "{slot}", "fact"),
    # (and by their name, said as such: 我妹妹的名字叫小芳, 我老板名字是王强)
    (re.compile(r"我(?:们)?(?:的)?(?:新的?|现在的?|目前的?)?(?P<slot>" + _ZH_PEOPLE + r")(?:(?:的)?名字)?(?:现在|目前|也|就)?叫" + ZH_NAME_CALLED),
     "{slot}", "fact"),
    (re.compile(r"我(?:们)?(?:的)?(?:新的?|现在的?|目前的?)?(?P<slot>" + _ZH_PEOPLE + r")(?:的)?名字(?:现在|目前|也|就)?是" + ZH_NAME_CALLED),
     "{slot}", "fact"),
    # ... or by their surname alone (我老板姓王, 我们经理姓欧阳; not 姓什么), after the rules above (我老板姓王，叫王强)
    (re.compile(r"我(?:们)?(?:的)?(?:新的?|现在的?|目前的?)?(?P<slot>" + _ZH_PEOPLE + r")(?:也)?姓(?P<value>" + _ZH_SURNAME + r")"
                r"(?=$|[，,。！!；;\s]|了|啦)"), "{slot}", "fact"),
    # "王明是我的新老板", "我换了个新老板，叫王明", "我换了辆新车，特斯拉Model 3"
    (re.compile(_ZH_START + r"(?P<value>[^，。！？；,.!?;\s\n我你他她]{1,12}?)是我(?:的)?(?:新|现在的)(?:的)?"
                r"(?P<slot>" + _ZH_ONE_AT_A_TIME + r")(?=$|[了啦，。！？；,.!?;\s])"), "{slot}", "fact"),
    *ROLE_CHANGED_RULES,  # the one had by role changed, named (我老板换成张总了, 老板换人了，现在是张总)
    # "现在的女朋友叫思思", "我新的老板是王明", and by the surname alone (换房东了，新房东姓李)
    (re.compile(r"(?:^|(?<=[，,。！!；;\s])|我的?)(?:新的?|现在的)(?P<slot>" + _ZH_ONE_AT_A_TIME + r")(?:叫|是|姓(?="
                + _ZH_SURNAME + r"(?:$|[，,。！!；;\s]|了|啦)))" + _ZH_VALUE),
     "{slot}", "fact"),
    # ... come new, named (我们新来的经理叫张伟; not 新来的老师是北京人: what they are)
    (re.compile(r"(?:^|(?<=[，,。！!；;\s])|我(?:们)?的?)新来的(?P<slot>" + _ZH_ONE_AT_A_TIME + r")叫" + _ZH_VALUE), "{slot}", "fact"),
    (re.compile(r"我(?:们)?(?:最近|刚刚?|已经|又)?(?:换了|有了)(?:个|一个|辆|一辆|台|一台|位|一位|家|一家|所|一所)?新的?"
                r"(?P<slot>" + _ZH_ONE_AT_A_TIME + r")[，,：:\s]*(?:叫|是|姓(?=" + _ZH_SURNAME + r"(?:$|[，,。！!；;\s]|了|啦)))?" + _ZH_VALUE), "{slot}", "fact"),
    # ... a change says the one had is new, the new one named as such (我换了个领导，现在是李姐; not 我换了个老板，脾气很好)
    (re.compile(r"我(?:们)?(?:最近|刚刚?|已经|又)?换了(?:个|一个|位|一位)?(?P<slot>" + _ZH_ONE_AT_A_TIME + r")[，,：:\s]*"
                r"(?:现在的?|新的?)(?:叫|是)" + _ZH_VALUE), "{slot}", "fact"),
    # a job said by doing it: 我当护士十年了, 我在医院当护士, 我做程序员五年了, 我现在干销售, and for how long (我在公司当了三年
    # 经理, 我干了五年程序员了) (an occupation's word, so not 我当真了, 我做饭, 我干活; nor 学校让我当班主任: asked of the
    # speaker, not yet done)
    ZH_JOB_DONE_THERE,
    ZH_JOB_GOES_ON, ZH_EMPLOYER_GOES_ON,  # ... the speaker left out, going on from their clause: 我叫林晓，在杭州一家外企做运营
    ZH_JOB_IS_GOES_ON,  # ... or said as what one is: 我在腾讯上班，是一名程序员
    # ... or said as what one is now: 我现在是护士, 我目前是一名老师了 (an occupation's word: not 我现在是单身)
    (re.compile(r"我(?:现在|目前|如今)(?:已经|也)?是" + ZH_OCCUPATION + r"(?:了|啦)?(?=$|[，,。！!？?；;\s])"), "job", "fact"),
    # ... or said as what one is in a team or a project: 我是这个项目的PM, 我是我们组的leader, 我在这个项目里是PM (the role:
    # a later 我现在是组长了 is a change; not 他是我们组的leader, 我以前是…, 如果我是…, 我是我们组的开心果)
    (re.compile(r"(?<!如果)(?<!要是)(?<!假如)我(?:现在|目前|如今)?(?:是" + ZH_GROUP + r"的|在" + ZH_GROUP + r"(?:里|里面|中)?(?:是|当|做))"
                + ZH_OCCUPATION + r"(?:了|啦)?(?=$|[，,。！!？?；;\s])"), "job", "fact"),
    # (not 我是2019年搬来上海的, 我是去年来的, 我是五月十二号出生的: when something was done, said with 是...的)
    (re.compile(r"我是(?!" + ZH_NOT_WHAT_ONE_IS + r")(?!说|不是|在|的(?!士)|因为|\d{2,4}年|[0-9〇零一二三四五六七八九十]{1,3}月|[一二三四五六七八九十零〇]{2,4}年|去年|前年|今年|上个?月|上周|上星期|昨天|前天|小时候|那年|当年|刚|从)"
                r"(?:一?[个名位])?" + _ZH_VALUE), "is_a", "fact"),
    # A value that no longer holds ("!"): "I no longer live in Paris", "I'm not vegetarian anymore", "我已经不住在
    # 台北了". After the rules above, so "I don't work at Initech anymore, I work at Globex" keeps Globex.
    (re.compile(r"\bi\s+(?:no\s+longer|don't|do\s+not|'m\s+not|am\s+not)\s+(?:live|living)\s+in\s+" + _EN_VALUE, _I),
     "!lives_in", "fact"),
    (re.compile(r"\bi\s+(?:no\s+longer|don't|do\s+not|'m\s+not|am\s+not)\s+(?:work|working)\s+(?:at|for)\s+" + _EN_VALUE, _I),
     "!works_at", "fact"),
    # "I'm no longer at Shopify", "no longer with Initech — joined ..." (the speaker left out at a clause's start)
    (re.compile(r"(?:\bi(?:'m|\s+am)\s+|(?:^|[,;:!?—–]|\s-)\s*)no\s+longer\s+(?:at|with)\s+" + _EN_VALUE, _I),
     "!works_at", "fact"),
    # "I left Figma. Going freelance", "I quit Initech, new job starts Monday": a name, and work said after it
    # ("I left my keys", "I left Paris for good" are no employer)
    (re.compile(r"\bi\s+(?:just\s+|finally\s+|officially\s+)?(?:left|quit)\s+(?=(?s:.*?)\b(?:job|jobs|work|working|"
                r"freelanc\w*|offer|role|position|employer|boss|colleagues|last\s+day|resign\w*|startup|career|"
                r"hired|laid\s+off|unemployed)\b)" + _EN_VALUE, _I), "!works_at", "fact"),
    # "I got laid off from Stripe", "I was let go by Initech", "I resigned from Acme", "I quit my job at Google"
    (re.compile(r"\bi(?:'ve|\s+have|\s+was|'ve\s+been|\s+have\s+been|\s+just)?\s+(?:just\s+|finally\s+)?(?:got\s+|been\s+)?"
                r"(?:(?:laid\s+off|let\s+go|fired|made\s+redundant|resigned)\s+(?:from|by|at)|(?:quit|left|lost)\s+my\s+(?:job|position|role)\s+(?:at|with))\s+" + _EN_VALUE, _I),
     "!works_at", "fact"),
    # a taste held before and no longer ("I used to love sushi but I'm off raw fish now", 我以前挺喜欢日料的，现在不怎么吃了)
    *TASTE_RULES,  # and one said otherwise (也喜欢川菜, a hobby, a sucker for, a show binged)
    # a taste given up ("I gave up coffee", "I'm off sugar now", "I don't drink coffee anymore"): what one liked
    # no longer holds (a habit given up is the rule above); not an employer quit for another ("I quit Initech and
    # joined Globex")
    (re.compile(r"(?<!\bif\s)(?<!\bwhen\s)\bi(?:'ve|\s+have)?\s+(?:just\s+|finally\s+|completely\s+)?(?:given\s+up|gave\s+up|"
                r"quit|cut\s+out|stopped\s+(?:eating|drinking))\s+(?!on\b|my\s+job\b)" + NOT_A_TASTE_GIVEN_UP + _EN_NOT_LEFT_FOR + _EN_VALUE, _I), "!likes", "preference"),
    (re.compile(r"\bi(?:'m|\s+am)\s+(?:completely\s+)?off\s+(?!to\b|for\b|work\b|today\b|tomorrow\b|sick\b|duty\b)"
                r"(?P<value>[^,.;:!?\n]{1,30}?)\s+(?:now|these\s+days|for\s+good|completely)\b", _I), "!likes", "preference"),
    (re.compile(r"(?<!\bif\s)\bi\s+(?:don't|do\s+not)\s+(?:eat|drink)\s+(?P<value>[^,.;:!?\n]{1,30}?)\s+(?:anymore|any\s+more)\b",
                _I), "!likes", "preference"),
    (re.compile(r"(?<!\bif\s)\bi\s+no\s+longer\s+(?:eat|drink)\s+" + _EN_VALUE, _I), "!likes", "preference"),
    *ZH_TASTE_GIVEN_UP_RULES,  # ... in Chinese: 我现在不喝咖啡了, 我戒了咖啡, 我把奶茶戒了
    (re.compile(r"\bi(?:'m|\s+am)\s+(?:not|no\s+longer)\s+(?:an?\s+)?(?P<value>vegan|vegetarian|pescatarian)\b", _I), "!diet", "fact"),
    (re.compile(r"\bi(?:'m|\s+am)\s+(?:not|no\s+longer)\s+(?P<value>gluten[- ]free|lactose intolerant)\b", _I), "!intolerance", "fact"),
    (re.compile(r"\bi(?:'m|\s+am)\s+(?:not|no\s+longer)\s+allergic\s+to\s+" + _EN_VALUE, _I), "!allergic_to", "fact"),
    (re.compile(r"我(?:已经|现在|其实|根本|并|也)*(?:不再|并不|不)对(?P<value>[^，。！？]{1,20})过敏"), "!allergic_to", "fact"),
    (re.compile(ZH_ALLERGIC_TO + r"(?P<value>[^，。！？]{1,20}?)" + ZH_HOW_ALLERGIC + r"(?:不再|不会|不)过敏"), "!allergic_to", "fact"),
    (re.compile(r"我(?:已经|早就|现在)?(?:不再|不)住(?:在|" + _ZH_ZHU_NOUN + r"(?!校|这|那|了|得|惯|下|的))" + _ZH_VALUE), "!lives_in", "fact"),
    # a break-up ends the partner named ("跟健太分开了", "我和婷婷分手了", 我同阿明分咗手; after the rules above, so "我和婷婷分手了。
    # 现在的女朋友叫思思" keeps 思思)
    (re.compile(r"(?:我|^|(?<=[，,。！!？?；;\s]))(?:已经|刚刚?|上个月|上周|最近)?(?:跟|和|与|同(?![事学样时]))(?P<value>[^，。！？；,.!?;\s\n我你说讲]{1,6}?)"
                r"(?:(?:分手|分开|离婚)了|分了手)"), "!partner", "fact"),
    *ZH_EMPLOYER_LEFT_RULES,  # an employer left, said in Chinese (已经不在美团干了, 从腾讯离职了)
    *EMPLOYER_BARE_RULES,  # an employer said with 在 alone, work said around it (我在字节，最近很忙)
    # where one works or lives, in a clause going on from the speaker's, its subject left out (我住在台北，在台积电上班;
    # 我叫王芳，住在北京朝阳区): read last, so that a rule reading the whole sentence (我以前在阿里工作，现在在腾讯工作) holds it
    (re.compile(_ZH_GOES_ON + r"(?:现在)?" + _ZH_AGAIN + r"在(?P<value>[^，。！？]{1,20}?)" + _ZH_NOT_SEEKING + r"(?:工作|上班|任职)(?!过)"),
     "works_at", "fact"),
    (re.compile(_ZH_GOES_ON + r"(?:现在)?" + _ZH_AGAIN + r"(?:现在)?住在" + _ZH_VALUE), "lives_in", "fact"),
    # a job found or taken (我找了个仓库管理员的工作, 我找到一份程序员的工作, 我换了个销售的工作; not 我想找个…, 帮我找个…)
    (re.compile(r"(?<![想要帮给])我(?:现在|已经|终于|刚刚?)?(?:找了|找到了?|换了|应聘上了?)(?:个|一个|份|一份)(?:新的?)?"
                + ZH_OCCUPATION + r"的(?:工作|活)"), "job", "fact"),
    # a job said after one given up (我不做程序员了，现在做产品经理), and a job given up (我不当护士了, 换工作了，不当店长了):
    # after it, so that the job said now is the one kept
    (re.compile(_ZH_GOES_ON + r"(?:现在|目前|如今)(?:改|转)?(?:去)?(?:当|做|干)(?:了|起了?)?" + ZH_OCCUPATION
                + r"(?=$|[，,。！!？?；;\s]|了)"), "job", "fact"),
    *LINE_CHANGED_RULES,  # 我转行做销售了, 去年改行当了程序员
    (re.compile(r"(?:(?<![让叫请要派他她])我|" + _ZH_GOES_ON + r")(?:已经|也|再也)?不(?:当|做|干|是)了?" + ZH_OCCUPATION + r"了"),
     "!job", "fact"),
    # the days of a habit, beside the habit itself ("我每周二和周五晚上打羽毛球": does, and schedule_羽毛球)
    *HABIT_DAY_RULES,
    # how many children, dogs or cats, read last and beside the rest: "we have two kids", 我养了一只猫，叫咪咪
    *COUNT_RULES, *DUTY_CONTACT_RULES,  # (and who to ask for a duty: 以后测试环境找小李)
)  # fmt: skip


#: The rules that read a clause going on from the one before, its subject left out (我住在台北，在台积电上班): a match
#: there is the speaker's only when :func:`~.slot_patterns.speaker_goes_on` says so.
GOES_ON: frozenset[re.Pattern[str]] = frozenset(p for p, _, _ in ATTRIBUTE_RULES if _ZH_GOES_ON in p.pattern)

#: Slots whose English values are names (a place, an employer): a lower-case value is not one.
NAMED = frozenset({"lives_in", "from", "works_at"})


__all__ = [
    "ACTIVITIES",
    "ANY_TOOL",
    "ATTRIBUTE_RULES",
    "AttributeMatch",
    "EN_CUT",
    "EN_SLOTS",
    "EN_SLOT_NAMES",
    "GOES_ON",
    "LEFT_FOR",
    "NAMED",
    "NO_VALUE",
    "USED_TOGETHER",
    "JOB_AND_HEALTH_BESIDE",
    "ZH_CUT",
    "ZH_SLOTS",
    "longest_first",
    "speaker_goes_on",
]
