"""The words one names the people around one by (English and Chinese): kin, partners, the people of a home, a
workplace and a school. Read as a role beside a name ("my old teammate Derek", 队长叫老何) by recall, and as the
one a following "she" / "he" is about ("my doctor said ... she wants a scan") by the rule extractor."""

from __future__ import annotations

_EN = (
    "mom|mum|mother|dad|father|sister|brother|wife|husband|partner|son|daughter|boyfriend|girlfriend|"
    "fiance|fiancee|fiancé|fiancée|grandma|grandmother|grandpa|grandfather|aunt|uncle|cousin|niece|nephew|"
    "mother-in-law|father-in-law|sister-in-law|brother-in-law|stepmom|stepdad|"
    "friend|bestie|roommate|flatmate|housemate|neighbour|neighbor|landlord|landlady|"
    "teammate|coworker|co-worker|colleague|boss|manager|supervisor|mentor|assistant|employee|hire|part-timer|"
    "tutor|coach|teacher|trainer|instructor|therapist|doctor|dentist|vet|physio|nanny|babysitter|cleaner|carer|"
    "caregiver|maid of honor|maid of honour|best man|bridesmaid|godmother|godfather|"
    "stepson|stepdaughter|professor|advisor|adviser|pastor|lawyer|accountant|contractor|realtor|housekeeper|"
    "business partner|client"
)
_ZH = (
    "老公|老婆|丈夫|妻子|爱人|男朋友|女朋友|对象|儿子|女儿|哥哥|姐姐|弟弟|妹妹|表哥|表姐|表弟|表妹|堂哥|堂姐|堂弟|堂妹|"
    "妈妈|爸爸|老妈|老爸|婆婆|公公|岳母|岳父|丈母娘|老丈人|嫂子|弟媳|姐夫|妹夫|小姑子|小叔子|舅舅|姑姑|姨妈|叔叔|爷爷|奶奶|"
    "外公|外婆|闺蜜|朋友|同学|室友|舍友|邻居|房东|同事|领导|老板|组长|主管|经理|队长|领队|教练|老师|师傅|医生|护工|保姆|"
    "月嫂|阿姨|伴娘|伴郎|徒弟|助理|"
    "未婚夫|未婚妻|前男友|前女友|前夫|前妻|店员|员工|合伙人|司机|保洁|家教|班主任|导师|客户|搭档"
)


def _alternation(words: str) -> str:
    """A regular-expression alternation of ``words``, the longer first ("mother-in-law" before "mother")."""
    return "|".join(sorted(words.split("|"), key=len, reverse=True))


#: The English roles as a regular-expression alternation (match them case-insensitively).
ROLES_EN = _alternation(_EN)
#: The Chinese roles as a regular-expression alternation.
ROLES_ZH = _alternation(_ZH)

#: People one names by relation in Chinese, each word as a speaker opens a sentence about them with it (我妈, 我女儿,
#: 我同事): read as a clause's subject by the rule extractor and by recall.
ZH_PEOPLE = (
    r"妈妈?|爸爸?|老妈|老爸|父母|爸妈|老公|老婆|儿子|女儿|孩子|姐姐?|哥哥?|弟弟?|妹妹?|同事|朋友|闺蜜|室友|"
    r"老板|领导|邻居|表[哥姐弟妹]|堂[哥姐弟妹]|舅舅|姑姑|阿姨|叔叔|爷爷|奶奶|外公|外婆|男朋友|女朋友|对象"
)

#: How one calls a person in Chinese (老王, 小李, 阿强, 王总, 张姐), not a word that starts the same (小结, 老家, 汇总)
ZH_CALLED = (
    r"(?!小结|小记|小时|小区|小学|小说|老家|老实|阿里)[小老阿][\u4e00-\u9fff]"
    r"|(?!汇总|总总)[\u4e00-\u9fff](?:总|姐|哥|叔|阿姨|师傅|老师)"
)

_DOUBLED_WORDS = "|".join(
    "天天 常常 刚刚 慢慢 偷偷 好好 渐渐 悄悄 默默 早早 往往 明明 仅仅 处处 个个 人人 年年 时时 久久 轻轻 静静 多多 稍稍 "
    "白白 快快 整整 足足 大大 小小 样样 家家 事事 次次 每每 频频 连连 统统 通通 乖乖 紧紧 高高 长长 满满 万万 "
    "哈哈 呵呵 嘿嘿 嘻嘻 妈妈 爸爸 哥哥 姐姐 弟弟 妹妹 爷爷 奶奶 婆婆 公公 叔叔 舅舅 姑姑 宝宝 星星 谢谢 看看 试试 "
    "想想 说说 聊聊 走走 玩玩 等等 "
    "".split()
)
#: A child's doubled name in Chinese (乐乐, 朵朵), not a doubled word (我儿子天天玩游戏, 妈妈, 谢谢); its first character
#: the group ``doubled``.
ZH_DOUBLED_NAME = rf"(?!{_DOUBLED_WORDS})(?P<doubled>[\u4e00-\u9fff])(?P=doubled)"


# How a Chinese speaker says a partner a question names formally: a question written for a memory asks about
# "用户的妻子" or "用户的丈夫", the user said 我老婆在超市当收银员, 我老公在外地跑工地 (the bigrams share nothing); 男友 /
# 女友 and 男朋友 / 女朋友 each way. Read where words alone find a record (no vector path reads Chinese). Not a
# parent's: 父亲 / 母亲 said as 我爸 / 我妈 was measured too and, on a set nobody here had read, lowered four
# questions and raised one, a parent being the subject of whole conversations (care, an illness) where 我爸 is in
# every turn and says nothing of which turn answers.
_ZH_SAID_AS = {
    "妻子": "老婆 媳妇 爱人 太太 婆娘",
    "丈夫": "老公 爱人",
    "男友": "男朋友",
    "女友": "女朋友",
    "男朋友": "男友",
    "女朋友": "女友",
}


def said_as(text: str) -> str:
    """The everyday words for the formal Chinese partner roles ``text`` names (simplified characters), for a
    keyword search; empty when it names none.

    >>> said_as("用户的妻子做什么工作？"), said_as("用户的前男友喜欢什么运动"), said_as("Who is the user's wife?")
    ('老婆 媳妇 爱人 太太 婆娘', '男朋友', '')
    """
    return " ".join(words for role, words in _ZH_SAID_AS.items() if role in text)
