"""A lasting condition one has, diagnosed or told, and its end: "I was diagnosed with type 2 diabetes", "I have high
blood pressure", "I've got asthma", "I'm diabetic", 我查出来有高血压, 我确诊了二型糖尿病, 我有哮喘; "I don't have
asthma anymore", "my blood pressure is back to normal", "my diabetes is in remission", 我的高血压好了, 我血压正常了.

The slot is ``condition``, of which one has several at once (a new one adds); its end (``not <condition>``) ends that
one alone, however each was named ("hypertension", "blood pressure" of "my blood pressure is back to normal": one to
:func:`~hindsight_core.lifecycle.values.value_key`; "diabetes" ends "type 2 diabetes"). A condition said of
someone else ("my mom was diagnosed with diabetes", 我妈查出来有高血压), asked about
("do I have diabetes?", 我是不是有高血压), supposed ("if I have diabetes"), or of a time gone ("I had asthma as a kid",
我小时候有哮喘) fills none; nor a passing illness (a cold: :mod:`~.symptoms`).

    >>> [(a, p.search(s)["value"]) for s in ("I was diagnosed with type 2 diabetes", "我查出来有高血压")
    ...  for p, a, _ in CONDITION_RULES if p.search(s)]
    [('condition', 'type 2 diabetes'), ('condition', '高血压')]
"""

from __future__ import annotations

import re

_I = re.IGNORECASE

# a lasting condition, by its name (the longer first: "type 2 diabetes" before "diabetes")
_EN_CONDITION = (
    r"(?P<value>(?:type\s*(?:1|2|one|two|i|ii)\s+)?diabetes|pre-?diabetes|(?:high|low)\s+blood\s+pressure|hypertension|"
    r"high\s+cholesterol|hypo-?thyroidism|hyper-?thyroidism|an?\s+underactive\s+thyroid|an?\s+overactive\s+thyroid|"
    r"(?:rheumatoid\s+|osteo-?)?arthritis|asthma|co?eliac(?:\s+disease)?|crohn['’]?s(?:\s+disease)?|ulcerative\s+colitis|"
    r"ibs|gerd|acid\s+reflux|gout|migraines|epilepsy|pcos|endometriosis|eczema|psoriasis|sleep\s+apnea|sleep\s+apnoea|"
    r"fibromyalgia|lupus|copd|afib|atrial\s+fibrillation|an(?:a)?emia|osteoporosis|fatty\s+liver|"
    r"(?:chronic\s+)?kidney\s+disease|heart\s+disease|multiple\s+sclerosis|adhd|ocd|ptsd|bipolar(?:\s+disorder)?|"
    r"(?:generali[sz]ed\s+)?anxiety\s+disorder|(?:clinical\s+|major\s+)?depression)\b"
    # (a thing of it is no condition had: "diabetes meds", "an asthma appointment", "a depression book")
    r"(?!\s+(?:meds?|medications?|medicines?|pills?|inhalers?|appointments?|clinic|nurse|doctor|tests?|check|checkup|"
    r"education|supplies|kit|book|class|group|awareness|research|risk|genes?)\b)"
)
_ZH_CONDITION = (
    r"(?P<value>(?:[一二12Ⅰ Ⅱ]型)?糖尿病|糖尿病前期|高血压|低血压|高血脂|高胆固醇|甲减|甲亢|甲状腺功能(?:减退|亢进)|痛风|哮喘|"
    r"(?:类风湿)?关节炎|(?:慢性)?胃炎|(?:过敏性)?鼻炎|脂肪肝|偏头痛|湿疹|银屑病|贫血|心脏病|房颤|骨质疏松|肠易激综合征|"
    r"胃食管反流|反流性食管炎|腰椎间盘突出|颈椎病|抑郁症|焦虑症|双相(?:情感障碍)?|多囊(?:卵巢(?:综合征)?)?|睡眠呼吸暂停|癫痫|"
    # a nodule or a thyroid condition found at a check-up (甲状腺结节, 乳腺结节, 肺结节, 桥本)
    r"(?:甲状腺|乳腺|肺)结节|桥本(?:甲状腺炎|氏甲状腺炎)?|高尿酸(?:血症)?)"
)
# not under a condition or asked: "if I have diabetes", "do I have asthma"
_NOT_IF = r"(?<!\bif\s)(?<!\bdo\s)(?<!\bwhen\s)(?<!\bwhether\s)(?<!\bmaybe\s)(?<!\bthink\s)"
# a time gone said after it ("I had asthma as a kid" is never read; "... as a child" neither)
_EN_NOT_GONE = r"(?![^.;!?\n]{0,30}\b(?:as\s+a\s+(?:kid|child|teen|teenager|baby)|when\s+i\s+was|years\s+ago|back\s+then|grew\s+out)\b)"
_ZH_NOT_ME = r"(?<![\u4e00-\u9fff])"  # 我 opening the clause, not 我妈, 我老公 (the owner before 我 is not read either)

CONDITION_RULES: tuple[tuple[re.Pattern[str], str, str], ...] = (
    # ended: "I don't have asthma anymore", "I no longer have high blood pressure", "my diabetes is in remission",
    # "my blood pressure is back to normal", "my blood pressure is fine now" (read first)
    (re.compile(r"\bi\s+(?:don'?t|do\s+not)\s+have\s+" + _EN_CONDITION + r"(?=[^.;!?\n]{0,20}\b(?:anymore|any\s+more|after\s+all)\b)",
                _I), "!condition", "fact"),
    (re.compile(r"\bi\s+no\s+longer\s+have\s+" + _EN_CONDITION, _I), "!condition", "fact"),
    (re.compile(r"\bmy\s+" + _EN_CONDITION + r"\s+(?:is|'s)\s+(?:now\s+)?(?:in\s+remission|gone|cured|reversed|resolved)\b", _I),
     "!condition", "fact"),
    (re.compile(r"\bmy\s+(?P<value>blood\s+pressure)\s+(?:is|'s)\s+(?:now\s+|finally\s+)?(?:back\s+to\s+)?(?:normal|fine|good|ok|okay|"
                r"under\s+control)\b(?![^.;!?\n]{0,20}\b(?:today|this\s+morning|for\s+once)\b)", _I), "!condition", "fact"),
    # 我的高血压好了, 我的哮喘治好了, 我没有高血压了, 我血压正常了 (not 我妈血压正常了)
    (re.compile(_ZH_NOT_ME + r"我(?:的)?" + _ZH_CONDITION + r"(?:已经|现在|终于|基本)*(?:治)?(?:好了|痊愈了|没了|逆转了)"), "!condition", "fact"),
    (re.compile(_ZH_NOT_ME + r"我(?:已经|现在)*(?:没有|没)" + _ZH_CONDITION + r"了"), "!condition", "fact"),
    (re.compile(_ZH_NOT_ME + r"我(?:的)?(?P<value>血压)(?:现在|已经|终于|基本)*(?:正常|恢复正常|降下来)了"), "!condition", "fact"),
    # had: "I was diagnosed with type 2 diabetes", "I've been diagnosed with asthma", "I have high blood pressure",
    # "I've got asthma", "I suffer from migraines", "I'm diabetic"
    (re.compile(_NOT_IF + r"\bi(?:\s+was|['’]ve\s+been|\s+have\s+been|\s+got|['’]m\s+being|\s+just\s+got)\s+(?:just\s+|finally\s+|officially\s+)?"
                r"diagnosed\s+with\s+" + _EN_CONDITION + _EN_NOT_GONE, _I), "condition", "fact"),
    (re.compile(_NOT_IF + r"\bi(?:\s+have|['’]ve\s+got|\s+have\s+got|\s+suffer\s+from|\s+live\s+with|['’]m\s+living\s+with)\s+"
                r"(?:also\s+|still\s+|mild\s+|severe\s+|bad\s+|chronic\s+)?" + _EN_CONDITION + _EN_NOT_GONE, _I), "condition", "fact"),
    (re.compile(_NOT_IF + r"\bi(?:['’]m|\s+am)\s+(?:now\s+|also\s+)?(?:a\s+)?(?:type\s*[12]\s+)?(?P<value>diabetic|pre-?diabetic|asthmatic|"
                r"epileptic|celiac|coeliac)\b(?=\s*(?:$|[,.;:!?]|(?:and|now|too|so|since|btw|though)\b))", _I), "condition", "fact"),
    # 我查出来有高血压, 我确诊了二型糖尿病, 我被诊断出甲减, 体检查出我有脂肪肝, 我有哮喘, 我得了痛风
    (re.compile(r"(?<!如果)(?<!要是)(?<!假如)(?<!是不是)" + _ZH_NOT_ME + r"我(?:最近|上个月|去年|今年|前阵子|刚|已经|也)*(?:被)?"
                r"(?:查出来?|确诊(?:了|为|出)?|诊断(?:出来?|为)|体检查出来?)(?:了)?(?:我)?(?:有|是|得了)?" + _ZH_CONDITION), "condition", "fact"),
    # a finding opening the sentence, the speaker after it or left out: 体检查出我有脂肪肝, 体检查出来有脂肪肝, 上个月确诊了
    # 甲减; a clinician's word (医生说我有脂肪肝) (not 体检查出我爸有…: someone else's; nor 吗, 医生觉得: a guess)
    (re.compile(r"(?:^|(?<=[，,。！!；;\s]))(?:最近|上个月|上周|去年|今年|前阵子|刚|这次)*(?:(?:去医院|单位|公司)?(?:体检|检查)?"
                r"(?:查出来?|确诊(?:了|为|出)?|诊断(?:出来?|为))(?:了)?(?:我)?(?:有|是|得了)?|(?:医生|大夫|医师)(?:也|都)?"
                r"(?:说|跟我说|告诉我)[，,：:]?\s*我(?:有|得了))" + _ZH_CONDITION + r"(?![吗么嘛])"),
     "condition", "fact"),
    (re.compile(r"(?<!如果)(?<!要是)(?<!假如)" + _ZH_NOT_ME + r"我(?:一直|也|还|本来就|现在)*(?:有|得了|患有)" + _ZH_CONDITION
                + r"(?![吗么嘛的])"), "condition", "fact"),
)  # fmt: skip

__all__ = ["CONDITION_RULES"]
