"""What one does for a living, said as what one is: "I'm a nurse", "I'm a freelance graphic designer", 我是一名护士,
我是做设计的, 我当护士十年了. An occupation is one value at a time (the ``job`` slot: "I'm a teacher now" after "I'm a
nurse" is a change), where "I'm a night owl", "I'm a huge Arsenal fan" or "I'm a terrible cook" are some of many
things one is (``is_a``). Read by the head noun of what follows "a" (or the end of the Chinese value): a word that
names work, with nothing before it that says the speaker is not doing it now ("a retired teacher", "a former
nurse", "an aspiring writer", "a weekend baker") or only how well they do it ("a terrible driver").

    >>> occupation("freelance graphic designer"), occupation("night owl"), occupation("retired teacher")
    ('freelance graphic designer', None, None)
    >>> occupation("一名护士", chinese=True), occupation("做设计", chinese=True), occupation("北京人", chinese=True)
    ('护士', '设计', None)
    >>> occupation("woman engineer"), occupation("tech lead"), occupation("female")
    ('engineer', 'tech lead', None)
    >>> occupation("前端", chinese=True), occupation("前护士", chinese=True), occupation("一名full stack", chinese=True)
    ('前端', None, 'full stack')
    >>> occupation("新来的实习生", chinese=True), occupation("刚入职的程序员", chinese=True)
    ('实习生', '程序员')
"""

from __future__ import annotations

import re

# The last word of an occupation said in English ("registered nurse", "data scientist", "software engineer").
_EN_WORK = frozenset(
    """
    nurse doctor physician surgeon dentist pharmacist paramedic midwife therapist physiotherapist psychologist
    psychiatrist counselor counsellor optometrist veterinarian vet dietitian dietician nutritionist radiologist
    anesthesiologist anaesthetist pediatrician paediatrician dermatologist cardiologist oncologist hygienist
    teacher professor lecturer tutor principal headteacher headmaster librarian researcher scientist engineer
    developer programmer architect designer analyst consultant accountant auditor bookkeeper lawyer attorney
    solicitor barrister paralegal judge manager director executive founder cofounder co-founder entrepreneur ceo cto
    cfo coo chef baker barista bartender waiter waitress cashier clerk receptionist secretary administrator
    firefighter policeman policewoman cop detective soldier pilot mechanic electrician plumber carpenter welder
    builder contractor farmer journalist reporter writer author editor copywriter translator interpreter
    photographer videographer illustrator animator artist musician actor actress dancer producer student intern
    freelancer recruiter marketer salesperson salesman saleswoman realtor banker trader broker economist
    technician surveyor hairdresser lead barber stylist tailor cleaner janitor caregiver carer nanny coach trainer
    instructor strategist lifeguard postman courier dispatcher estimator underwriter actuary statistician
    mathematician physicist chemist biologist practitioner geologist archaeologist historian sociologist linguist dev swe
    pm tpm sre sde vp svp evp avp postdoc gp radiographer sonographer optician
    """.split()
)
# ... the same word after another that makes it a trade ("a truck driver", "a social worker", "a police officer")
_EN_TRADES = (
    r"(?:(?:truck|bus|taxi|cab|uber|lyft|delivery|van|lorry|train|tram|ambulance)\s+driver|"
    r"(?:social|care|factory|construction|aid|support|youth|case|health(?:care)?|office|warehouse|farm)\s+worker|"
    r"(?:police|probation|parole|loan|customs|compliance|medical|army|naval|finance|marketing|operations|"
    r"security|prison|correctional)\s+officer|(?:line|prep|pastry|head|sous)\s+cook|"
    r"(?:real\s+estate|travel|insurance|estate|booking|talent|literary)\s+agent|"
    r"(?:flight|shop|store|sales|teaching|research|legal|dental|medical|personal|administrative|executive|"
    r"veterinary|lab|nursing)\s+(?:attendant|assistant)|(?:security|prison|border)\s+guard|"
    r"stay-at-home\s+(?:mom|mum|dad|parent))"
)
_EN_COMPOUND = re.compile(r"\b" + _EN_TRADES + r"$", re.IGNORECASE)
# Words before it that say the speaker is not doing it now, or only how well they do it.
_EN_NOT_NOW = frozenset(
    """
    retired former ex ex- aspiring wannabe would-be future prospective hopeful amateur hobby hobbyist weekend
    good great bad terrible awful horrible decent lousy amazing excellent better worse best worst natural born
    frustrated failed big huge massive total real fake pretend
    """.split()
)

# Chinese occupations: the end of the value ("一名护士", "软件工程师", "产品经理"), and what one does as one's line
# ("我是做设计的", 我是干销售的, 我是搞IT的: 做/干/搞 and its field).# Words before it that say who one is, not the work ("a woman engineer", "the only female dev", "a male nurse")
_EN_WHO = frozenset("woman women female male lady girl man guy".split())
_ZH_WORK = (
    # a longer title before the word it opens with (护士长 before 护士, 会计师 before 会计: the longest said wins)
    "护士长|护士|医生|大夫|药剂师|牙医|兽医|老师|教师|教授|讲师|班主任|辅导员|工程师|程序员|码农|设计师|架构师|分析师|会计师|会计|"
    "出纳|审计|律师|法官|检察官|警察|民警|消防员|军人|记者|编辑|作家|翻译|厨师|司机|快递员|外卖员|骑手|经理|主管|总监|店长|"
    "老板|销售|客服|保安|保姆|保洁|月嫂|公务员|研究员|研究生|博士生|本科生|大学生|学生|实习生|护工|农民|(?<!打)工人|电工|木匠|"
    "导游|模特|演员|歌手|主播|摄影师|画家|秘书|文员|前台|助理|收银员|服务员|咨询师|顾问|飞行员|空姐|乘务员|售货员|理发师|"
    "美发师|美甲师|教练|技术员|科学家|自由职业者|个体户|全职妈妈|全职太太|家庭主妇|产品经理|运营|运维|策划|财务|人事|HR|hr|"
    "管理员|仓管|团长|配送员|营业员|科长|处长|院长|校长|组长|主任|厂长|部长|行长|站长|所长|"
    # as said in Taiwan and Hong Kong too (護理師 a nurse, 醫師 a doctor, 業務 in sales), and trades of their own
    "护理师|医师|药师|营养师|治疗师|建筑师|精算师|规划师|调酒师|咖啡师|面包师|烘焙师|甜点师|化妆师|插画师|动画师|幼师|"
    "社工|法务|店员|业务员|业务|柜员|博主|"
    # a taxi's driver, 的士 as Hong Kong says it (我係的士司機; its 的 no 的 of whose)
    "的士司机|的哥|"
    # software work said by its part, as tech offices say it (我在腾讯做后端开发, 我做前端, 我是软件开发; not 开发区, 开发票,
    # 开发商, 开发一个小程序: no 做 or 是 before it)
    "(?:后端|前端|全栈|客户端|服务端|软件|嵌入式|游戏)?开发(?![区票商一个了中完])|后端(?!的)|前端(?!的)|全栈|"
    # a tester as tech offices say it (我在小米当测试, 我是做测开的; not 测试一下, 做测试题)
    "测试员|(?<!做)测试(?![一题卷下过完工员开])|测开|"
    # a role in a team or a project, as Chinese offices say it (我是PM, 我是我们组的leader, 我是这个项目的负责人)
    "负责人|tech lead|team lead|(?<![A-Za-z])(?:PM|PO|TL|CEO|CTO|CFO|COO|VP|leader|Leader|lead|Lead)"
    # and a job said in English inside Chinese, as tech offices type it (我在微软做SDE, 我在谷歌当engineer)
    "|(?<![A-Za-z])(?:SDE|SWE|SRE|MLE|QA|[Ii]ntern|[Ee]ngineer|[Dd]eveloper|[Dd]esigner|[Aa]nalyst|[Cc]onsultant|"
    "[Rr]esearcher|[Mm]anager)(?![A-Za-z])"
)
#: A Chinese occupation's word, no group (店长, 产品经理, 护士): what the employer's rules read after 做 or 当 (我在星巴克做店长).
ZH_WORK = r"(?:" + _ZH_WORK + r")"
_ZH_OCCUPATION = re.compile(
    # (one new to the place is what they are: 新来的实习生, 刚入职的程序员)
    r"(?:一?[个名位])?(?:(?:新|刚)(?:来|入职|进来)的)?(?P<value>[^，。！？；,.!?;\s的了]{0,8}?(?:"
    + _ZH_WORK
    + r"))$"
)
#: What follows 我是 that is no thing one is: how, with whom, why or when something was done, said with 是…的 (我是坐高铁来的,
#: 我是跟朋友一起来的, 我是被朋友拉来的, 我是为了孩子才忍着的, 我是来问问题的, 我是第一次来北京), how one means it (我是认真的, 我是
#: 开玩笑的, 我是故意的, 我是随便说说), or what one is to the assistant (我是你爸爸, 我是你的粉丝); not 我是会计, 我是骑手, 我是同济的
ZH_NOT_WHAT_ONE_IS = (
    r"被|跟|(?:和|同)(?=[^，。！？；,.!?;\s]{1,8}一起)|为了?|专门|特意|特地|故意|认真|随便|开玩笑|真心|无所谓|坐|打车|开车|"
    r"骑(?!手)|走路|自己(?!人)|第一次|头一次|听(?!众)|来(?!自)|过来|想|不会|你|您|"
    # (who brought one: 我是前同事介绍来的, 我是朋友推荐过来的, 我是表姐带来的)
    r"[^，。！？；,.!?;\s]{1,8}?(?:介绍|推荐|带)过?来的"
)
# (not 前端, 前台: a front-end developer, a front desk's clerk, no former one)
_ZH_NOT_NOW = re.compile(r"^(?:前(?!端|台)|退休|曾经|以前的?|未来的?|准)")
# A job said in English inside Chinese, as tech offices type it: its last word one of work (我是data scientist, 我是一个
# software engineer) or a part of the stack said as one's job (我是一名full stack, 我是devops, 我是DBA)
_EN_IN_ZH = re.compile(r"(?:一?[个名位])?\s*(?P<value>[A-Za-z][A-Za-z .-]{0,40}?)\s*", re.IGNORECASE)
_EN_STACK_JOB = re.compile(
    r"(?:(?:full|front|back)[ -]?(?:stack|end)|devops|dba|ops|qa|ui|ux|ui/ux)$", re.IGNORECASE
)
_ZH_LINE = re.compile(r"^(?:做|干|搞)(?P<value>[^，。！？；,.!?;\s的了]{2,6})$")
#: An occupation said in English with the words before it ("software engineer", "truck driver"), none saying it is
#: not the speaker's now; "student" left out (a student is "at" a school, not an employer).
EN_NOW_OCCUPATION = (
    r"(?!(?:"
    + "|".join(sorted(_EN_NOT_NOW - {"ex-"}))
    + r")\b)(?:[\w-]+\s+){0,3}?(?:"
    + "|".join(sorted(_EN_WORK - {"student"}, key=lambda w: (-len(w), w)))
    + r"|"
    + _EN_TRADES
    + r")\b"
)
#: A team or a project one has a role in: 我们组, 这个项目, 我们team, 我们部门 (我是这个项目的PM, 我是我们组的leader)
ZH_GROUP = r"(?:我们|咱们|这个|那个|他们)?[^，。！？；,.!?;\s的]{0,6}?(?:小组|项目组|组|团队|team|Team|项目|部门|科室|公司|工作室)"
# A rank or a post after the word of a line of work that makes one title of both: 销售经理, 律师助理, 客服主管, 人事专员
_ZH_TITLE_AFTER = r"(?:助理|经理|主管|总监|专员|组长|主任|顾问)?"
#: A Chinese occupation for the rules that read one after 当, 做, 干 ("我在医院当护士", 我当老师十年了, 我做程序员五年了),
#: the whole title said (我做销售经理, 我当律师助理: not 销售, 律师).
ZH_OCCUPATION = (
    r"(?:一?[个名位])?(?P<value>(?:[A-Za-z]+\s+){0,2}[^，。！？；,.!?;\s的了当做干是年月天周过]{0,6}?(?:"
    + _ZH_WORK
    + r")"
    + _ZH_TITLE_AFTER
    + r")"
)


def occupation(value: str, *, chinese: bool = False) -> str | None:
    """The job ``value`` names, read from what one said one is (see the module docstring), else ``None``."""
    value = value.strip()
    if chinese and (english := _EN_IN_ZH.fullmatch(value)) is not None:
        said = english["value"]
        if occupation(said) is not None or _EN_STACK_JOB.fullmatch(said):
            return said
    if chinese:
        if line := _ZH_LINE.match(value):
            return line["value"]
        found = _ZH_OCCUPATION.fullmatch(value)
        if found is None or _ZH_NOT_NOW.match(found["value"]):
            return None
        return found["value"]
    words = value.lower().split()
    while len(words) > 1 and words[0] in _EN_WHO:  # "a woman engineer", "the only female dev": the engineer
        value, words = value.split(None, 1)[1], words[1:]
    if not words or any(w.rstrip(",") in _EN_NOT_NOW for w in words[:-1]):
        return None
    if words == ["lead"]:
        return None  # "I'm the lead on the billing project": the work's lead, no job named
    if words[-1] in _EN_WORK or _EN_COMPOUND.search(value):
        return value
    return None
