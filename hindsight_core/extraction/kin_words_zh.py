"""The words Chinese says for one's relatives, each with the word its records are stored under (我妈 and 我老妈 are
one 妈妈; 外婆 and 姥姥 one 外婆): read by the relatives' slots (:mod:`~.kin_slots`) and by the speaker's clauses, whose
subject a relative opening the sentence takes (:mod:`~.slot_patterns`: 我婆婆是潮州人，住在广州 is hers).

    >>> ZH_KIN_WORDS["姥姥"], ZH_KIN_WORDS["阿妈"], ZH_KIN_WORDS["婆婆"]
    ('外婆', '妈妈', '婆婆')
"""

from __future__ import annotations

ZH_KIN_WORDS = {
    **dict.fromkeys(("妹妹", "妹"), "妹妹"), **dict.fromkeys(("姐姐", "姐"), "姐姐"),
    **dict.fromkeys(("哥哥", "哥"), "哥哥"), **dict.fromkeys(("弟弟", "弟"), "弟弟"),
    **dict.fromkeys(("妈妈", "妈", "母亲", "老妈", "阿妈"), "妈妈"), **dict.fromkeys(("爸爸", "爸", "父亲", "老爸"), "爸爸"),
    **dict.fromkeys(("爸妈", "父母"), "爸妈"), "儿子": "儿子", **dict.fromkeys(("女儿", "闺女"), "女儿"),
    # grandparents on each side (奶奶 is the father's mother, 外婆 or 姥姥 the mother's: two people), grandchildren,
    # and the family one married into, each a person of their own (我姐夫 is not 我姐)
    # (阿嬤 and 阿公 as Taiwan says them, 嫲嫲 as Hong Kong does, 老豆 and 阿爸 a father in Cantonese)
    **dict.fromkeys(("奶奶", "阿嬷", "嫲嫲"), "奶奶"), **dict.fromkeys(("爷爷", "阿公"), "爷爷"),
    **dict.fromkeys(("外婆", "姥姥"), "外婆"), **dict.fromkeys(("外公", "姥爷"), "外公"),
    **dict.fromkeys(("老豆", "阿爸"), "爸爸"),
    # (家姐 an older sister, 细佬 a younger brother, 细妹 a younger sister, as Cantonese says them)
    "家姐": "姐姐", "细佬": "弟弟", "细妹": "妹妹",
    **{word: word for word in "孙子 孙女 外孙 外孙女 女婿 婆婆 公公 舅舅 姑姑 叔叔 嫂子 姐夫 妹夫 弟媳".split()},
    **dict.fromkeys(("儿媳", "儿媳妇"), "儿媳"), **dict.fromkeys(("岳母", "丈母娘"), "岳母"),
    **dict.fromkeys(("岳父", "老丈人"), "岳父"),
}  # fmt: skip

__all__ = ["ZH_KIN_WORDS"]
