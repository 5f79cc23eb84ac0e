"""A slot an LLM gives a fact about the user, written as the rule extractor writes it.

The rules give the user's own slots the subject the speaker's name, else "user"
(:func:`~hindsight_core.extraction.turn_values.slot_of`), and name the slots their own way (``lives_in``,
``works_at``, ``phone``, ``favorite_drink``); a model writes "the user", 用户 or "me", and ``city_of_residence``,
``phone_number``, 手机号码 or 居住城市. Two names are two slots, which never compete: on a store switched from the rules to
an LLM (or back), "I moved to Berlin" left "I live in Lyon" current beside it, and a question or a forget naming
the slot missed the model's records.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from hindsight_core.extraction.attributes import find_attributes
from hindsight_core.extraction.kin_slots import family_owner
from hindsight_core.extraction.pasted import without_pasted
from hindsight_core.extraction.questions import statements
from hindsight_core.extraction.slot_patterns import EN_SLOT_NAMES, ZH_SLOTS
from hindsight_core.extraction.turns import speaker
from hindsight_core.models import TraceStep
from hindsight_core.text import normalize_entity

#: A slot subject naming the user of the conversation, however a model words it (as :func:`normalize_entity` keys it).
THE_USER = frozenset({"user", "the user", "the_user", "i", "me", "myself", "用户", "该用户", "我"})


#: What a model calls one of the user's own slots the rules name otherwise (the rules' own other words are in
#: ``EN_SLOT_NAMES`` and ``ZH_SLOTS``; ``company``, ``employer`` and ``city`` are one slot with theirs in any case,
#: ``merge.SAME_SLOT``). Only for the user's slots: a meeting's ``location`` is no home.
MODEL_WORDS = {
    **dict.fromkeys(
        "residence city_of_residence place_of_residence home_city current_city location lives living_in "
        "resides_in lives_at home".split(),
        "lives_in",
    ),
    **dict.fromkeys(
        "workplace place_of_work works_for employed_at employed_by current_employer current_company".split(),
        "works_at",
    ),
    **dict.fromkeys(
        "phone_number mobile_number telephone telephone_number cell_phone cell_number contact_number".split(),
        "phone",
    ),
    **dict.fromkeys("email_address e_mail e_mail_address".split(), "email"),
    **dict.fromkeys(
        "salary annual_salary monthly_salary yearly_salary base_salary gross_salary net_salary wage wages hourly_wage "
        "pay base_pay monthly_pay annual_pay take_home_pay take_home earnings annual_income yearly_income "
        "monthly_income net_income gross_income".split(),
        "income",
    ),
    # one's money as the rules name it ("my rent is $2,100" rent, 我房租三千五 房租, "I have 30k in savings" savings,
    # 我有二十万存款 存款, "I bank with Chase" bank): a model's monthly_rent, 租金 or savings_balance is that slot
    **dict.fromkeys("monthly_rent rent_amount rent_cost rent_payment rent_price rental_cost".split(), "rent"),
    **dict.fromkeys("savings_balance savings_amount total_savings current_savings".split(), "savings"),
    **dict.fromkeys("bank_name primary_bank main_bank".split(), "bank"),
    **dict.fromkeys("date_of_birth birth_date birthdate dob".split(), "birthday"),
    **dict.fromkeys("allergy allergies allergic allergic_reaction".split(), "allergic_to"),
    **dict.fromkeys("dietary_preference diet_type dietary_restriction".split(), "diet"),
    # a lasting illness one has ("diagnosed with type 2 diabetes", 我查出来有高血压) and an intolerance ("gluten
    # intolerant"), as the rules name them (:mod:`~.conditions_had`, :mod:`~.intolerances`)
    **dict.fromkeys(
        "medical_condition medical_conditions health_condition health_conditions chronic_condition "
        "chronic_conditions chronic_illness diagnosis diagnosed_with illness disease conditions".split(),
        "condition",
    ),
    **dict.fromkeys(
        "food_intolerance food_intolerances intolerances intolerant_to dietary_intolerance".split(),
        "intolerance",
    ),
    # the values that change with time (age, job title, relationship status, how many children or pets)
    **dict.fromkeys("years_old age_in_years current_age".split(), "age"),
    **dict.fromkeys("job_title occupation profession position current_role current_position".split(), "job"),
    **dict.fromkeys("relationship_status marital relationship civil_status".split(), "marital_status"),
    **dict.fromkeys(
        "number_of_children num_children children_count number_of_kids num_kids".split(), "kids_count"
    ),
    **dict.fromkeys("number_of_dogs num_dogs".split(), "dogs_count"),
    **dict.fromkeys("number_of_cats num_cats".split(), "cats_count"),
    # a health reading and how far along a pregnancy is, as the rules name them (:mod:`~.readings`, :mod:`~.pregnancy`)
    **dict.fromkeys("bp blood_pressure_reading latest_blood_pressure 血压 血压值".split(), "blood_pressure"),
    **dict.fromkeys("hba1c hemoglobin_a1c haemoglobin_a1c a1c_level 糖化 糖化血红蛋白".split(), "a1c"),
    **dict.fromkeys(
        "blood_glucose fasting_glucose fasting_blood_sugar glucose glucose_level blood_sugar_level 血糖 空腹血糖".split(),
        "blood_sugar",
    ),
    **dict.fromkeys("total_cholesterol cholesterol_level 胆固醇 总胆固醇".split(), "cholesterol"),
    **dict.fromkeys("ldl ldl_level 低密度脂蛋白".split(), "ldl_cholesterol"),
    **dict.fromkeys(
        "weeks_pregnant pregnancy_weeks pregnancy_week gestational_age pregnancy_stage months_pregnant 孕周 怀孕周数 孕期".split(),
        "pregnancy",
    ),
    # what the user tells the assistant to do every time ("always answer me in Chinese", "keep your answers short",
    # "use metric units", "call me Sam"): the rules' instruction slots (not preferred_language, the rules' programming
    # language)
    **dict.fromkeys(
        "response_language reply_language answer_language language_preference preferred_response_language "
        "preferred_reply_language communication_language conversation_language".split(),
        "reply_language",
    ),
    **dict.fromkeys(
        "response_length answer_length preferred_response_length response_verbosity verbosity".split(),
        "reply_length",
    ),
    **dict.fromkeys(
        "unit_system units_system measurement_system measurement_units preferred_units unit_preference".split(),
        "units",
    ),
    **dict.fromkeys("preferred_name preferred_nickname name_to_call_by nick_name".split(), "nickname"),
    **dict.fromkeys("回复语言 回答语言 交流语言 语言偏好".split(), "reply_language"),
    **dict.fromkeys("回答长度 回复长度 回答风格".split(), "reply_length"),
    **dict.fromkeys("单位制 计量单位 度量单位 单位偏好".split(), "units"),
    **dict.fromkeys("称呼 昵称 希望的称呼".split(), "nickname"),
    # the same slots as a model names them in Chinese (the rules' own Chinese names are in ZH_SLOTS)
    **dict.fromkeys(
        "居住城市 所在城市 现居城市 常住城市 居住城市名 居住地点 现居住地 所在地 住所 居所".split(),
        "lives_in",
    ),
    **dict.fromkeys(
        "就职公司 任职公司 所在公司 工作公司 就职单位 任职单位 所在单位 雇主公司".split(), "works_at"
    ),
    **dict.fromkeys("职位 职务 岗位 工作岗位 职称 头衔 当前职位 现任职位 当前职业".split(), "job"),
    **dict.fromkeys("联系电话 手机号 移动电话".split(), "phone"),
    **dict.fromkeys("电子邮箱 电子邮件 邮件地址".split(), "email"),
    **dict.fromkeys(
        "收入 工资 薪水 薪资 月薪 年薪 月收入 年收入 税后收入 税后工资 到手工资 底薪".split(), "income"
    ),
    **dict.fromkeys("租金 月租 月租金 每月房租 房租金额".split(), "房租"),
    **dict.fromkeys("积蓄 储蓄 存款金额 存款余额".split(), "存款"),
    **dict.fromkeys("过敏 过敏原 过敏源 过敏物".split(), "allergic_to"),
    **dict.fromkeys("饮食 饮食偏好 饮食习惯 饮食限制".split(), "diet"),
    **dict.fromkeys("疾病 病症 慢性病 健康状况 身体状况 诊断 确诊 病史".split(), "condition"),
    **dict.fromkeys("不耐受 食物不耐受 乳糖不耐".split(), "intolerance"),
    **dict.fromkeys("婚姻状况 婚姻状态 感情状况 婚否".split(), "marital_status"),
    **dict.fromkeys("子女数量 孩子数量 子女数 孩子数".split(), "kids_count"),
}


def rules_attribute(attribute: str, *, of_user: bool) -> str:
    """A model's name of a slot as the rules write it: snake case, "favorite" spelt as they spell it, and, for
    the user's own slot or one of their relatives' (``of_user``), the name they give the slots a model words otherwise.

    >>> [rules_attribute(a, of_user=True) for a in ("City of residence", "phone-number", "favourite_drink", "手机号码")]
    ['lives_in', 'phone', 'favorite_drink', 'phone']
    >>> [rules_attribute(a, of_user=True) for a in ("relationship status", "job_title", "number_of_children")]
    ['marital_status', 'job', 'kids_count']
    >>> [rules_attribute(a, of_user=True) for a in ("medical_condition", "Diagnosis", "food intolerance", "慢性病")]
    ['condition', 'condition', 'intolerance', 'condition']
    >>> rules_attribute("location", of_user=False)
    'location'
    """
    name = re.sub(r"[\s\-]+", "_", attribute.strip().lower()).replace("favourite", "favorite")
    ours = MODEL_WORDS.get(name) if of_user else None
    return ours or EN_SLOT_NAMES.get(name.replace("_", " ")) or ZH_SLOTS.get(name) or name


def user_subject(subject: str, steps: Sequence[TraceStep]) -> str | None:
    """The subject the rules give the user's own slot, when a model's ``subject`` names the user (as the user, by
    the name on their messages, or by the name they introduce themselves with in the cited steps: "Hi, I'm Sam",
    我叫王磊, which the next session, where it is not said, does not know): the name on the messages when they
    give one (one name), else "user"; None for anyone else.

    >>> user_subject("The user", [])
    'user'
    """
    names = {speaker(step) for step in steps if step.type == "user_input"}
    name = normalize_entity(names.pop() or "") if len(names) == 1 else ""
    key = normalize_entity(subject)
    if key in THE_USER or (name and key == name) or (key and key in _introduced_as(steps)):
        return name or "user"
    return None


# a model's subject naming one of the user's relatives or their partner: "the user's mother", "User's mom", "users
# older sister", 用户的妈妈, 用户妈妈
_RELATIVE = re.compile(r"^(?:the\s+)?users?['’]?s?\s+(?P<en>.+)$|^(?:该)?用户的?(?P<zh>.+)$", re.IGNORECASE)


def relative_subject(subject: str) -> str | None:
    """The relative the rules store a slot under (:func:`~.kin_slots.family_owner`: "mother", "older sister", 妈妈)
    when a model's ``subject`` names one of the user's ("the user's mom", 用户的妈妈); None for anyone else.

    >>> relative_subject("the user's mom"), relative_subject("用户的妈妈"), relative_subject("the user's boss Dave")
    ('mother', '妈妈', None)
    """
    found = _RELATIVE.match(subject.strip())
    return family_owner((found["en"] or found["zh"]).strip()) if found else None


def _introduced_as(steps: Sequence[TraceStep]) -> set[str]:
    """The names the user gives themselves in ``steps`` ("I'm Sam Carter": "sam carter" and "sam"), not in what
    they paste (an email's "Hi, I'm Mark" is its author's)."""
    said = (
        normalize_entity(match.value)
        for step in steps
        if step.type == "user_input"
        for match in find_attributes(statements(without_pasted(step.content)))
        if match.attribute == "name" and match.owner is None
    )
    return {form for name in said if name for form in (name, name.split()[0])}


def as_rules_write(attributes: dict[str, str], steps: Sequence[TraceStep]) -> dict[str, str]:
    """A model's ``attributes`` with the slot's subject (:func:`user_subject`, :func:`relative_subject`) and name
    (:func:`rules_attribute`) as the rules write them; any other attribute as it is."""
    subject = attributes.get("subject")
    user = user_subject(subject, steps) if subject is not None else None
    # (one of the user's relatives, "the user's mother", is the relative the rules name: "my mom's birthday is May 3")
    whose = user or (relative_subject(subject) if subject is not None else None)
    out = dict(attributes) if whose is None else {**attributes, "subject": whose}
    if "attribute" in out:
        out["attribute"] = rules_attribute(out["attribute"], of_user=whose is not None)
    return out


__all__ = ["MODEL_WORDS", "THE_USER", "as_rules_write", "relative_subject", "rules_attribute", "user_subject"]
