"""What no one is allergic to: an allergy is to a substance, a food, an animal, a drug or pollen, so one said to a day,
a time of day, work, people, a feeling or an abstract noun is a joke ("I'm allergic to Mondays lol", "allergic to
drama", "I'm allergic to commitment haha", "allergic to waking up early", 我对周一过敏, 我对上班过敏, 我对加班过敏) and
fills no ``allergic_to``. The slot rules read the value after :data:`NOT_AN_ALLERGEN` (English) or
:data:`ZH_ALLERGIC_TO` (Chinese); "I'm allergic to peanuts", "allergic to cats", "allergic to people's perfume",
我对花生过敏 as before.

    >>> import re
    >>> [bool(re.match(NOT_AN_ALLERGEN + r"\\w", text, re.I)) for text in ("Mondays lol", "peanuts", "work", "workouts")]
    [False, True, False, True]
"""

from __future__ import annotations

_DAYS = r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?|weekdays?|mornings?|early\s+mornings?|alarms?|alarm\s+clocks?"
_TOIL = (
    r"work|working|jobs?|office|meetings?|emails?|deadlines?|overtime|homework|school|studying|exams?|math|maths|chores|"
    r"housework|cleaning|laundry|dishes|effort|hard\s+work|exercise|exercising|cardio|running|the\s+gym|gyms?|adulting|"
    r"responsibilit(?:y|ies)|paperwork|taxes|bills|traffic|small\s+talk|socializing|socialising|phone\s+calls?"
)
_FEELINGS = (
    r"drama|commitments?|relationships?|marriage|feelings|emotions|love|romance|people|humans|crowds|kids|children|"
    r"nonsense|bullshit|bs|stupidity|idiots|criticism|change|failure|boredom|rules|authority|politics|"
    r"being\s+\w+|doing\s+\w+|getting\s+up|waking\s+up|(?:getting|waking)\s+up\s+early|paying\s+\w+|"
    r"(?:being|getting)\s+on\s+time|sleep(?:ing)?\s+early"
)
#: what follows "allergic to" and is no allergen: the value starts after it or not at all (not "people's perfume",
#: "kids' shampoo": a thing of theirs)
NOT_AN_ALLERGEN = (
    r"(?!(?:" + _DAYS + "|" + _TOIL + "|" + _FEELINGS + r")\b(?!['’]|\s+(?:hair|dander|saliva|perfume)))"
)

_ZH_NOT = (
    r"(?!(?:周[一二三四五六日天]|星期[一二三四五六日天]|礼拜[一二三四五六日天]|上班|加班|工作|开会|早起|起床|学习|读书|上学|考试|"
    r"数学|作业|写作业|运动|跑步|健身|做家务|家务|洗碗|打扫|上课|领导|老板|同事|甲方|人类|社交|结婚|恋爱|爱情|相亲|催婚|"
    r"努力|早睡|应酬)(?:这件事|这种事|这事)?(?:也|都|有点|真的|严重|超级?|特别|非常|很)*过敏)"
)
#: what one is allergic to, in Chinese: a food, an animal's hair, pollen, mites, a drug. 敏感 said of one of these is
#: an allergy, as Taiwan and Hong Kong say it (我對花生敏感, 我对猫毛有点敏感); of anything else it is being sensitive (我对声音
#:很敏感, 我对数字比较敏感, 我对咖啡因很敏感, 我对狗的叫声很敏感): the allergen ends the value, and no 的 is in it
ZH_ALLERGEN = r"(?:(?!的)[^，。！？,.!?\s]){0,6}?"
#: ... the allergen's own word, nothing before it (花生, 猫毛, 虾子)
ZH_ALLERGEN_WORD = (
    r"(?:花生|坚果|腰果|核桃|杏仁|海鲜|虾|蟹|贝类?|鱼|鸡蛋|蛋白|蛋|牛奶|乳制品|麸质|小麦|"
    r"大豆|黄豆|芝麻|芒果|菠萝|草莓|桃|猕猴桃|奇异果|花粉|尘螨|螨虫?|猫|狗|毛|蜜蜂|霉菌|青霉素|头孢|阿司匹林|磺胺|布洛芬|"
    r"乳胶|镍)(?:类|子|制品|毛|粉|酱|仁)?"
)
ZH_ALLERGEN += ZH_ALLERGEN_WORD
#: the speaker said allergic to (我对…过敏, 我其实对…, 我从小对…), not another (我对他过敏, 我对象…: a partner) nor no
#: allergen (我对上班过敏)
ZH_ALLERGIC_TO = r"我(?:其实|也|都|还|一直|已经|现在|从小|好像|本来|原来|就)*对(?![我你他她象])" + _ZH_NOT
