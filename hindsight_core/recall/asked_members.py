"""A list question naming a kind of thing, asked in Chinese: 我会什么乐器, 我平时做哪些运动, 我都去过哪些城市; or one answered
by whom it implies (我结婚了吗: 我老婆是中学老师). Its answers name members of the kind (我从小学钢琴, 最近迷上了吉他; 周末去打
羽毛球; 上个月去成都玩了几天) and share no word with it; in English the vector path finds them, in Chinese, which the
bundled embedder does not read, only words find a memory, and such a question found nothing but the newest turns. It is searched by the words its members are said in
(:func:`member_search_words`), and a record holds an answer when it names one (:func:`holds_member`). Whether and
how many children or pets one has, in either language (我有几个孩子, 我家有宠物吗, "How many kids do I have?", "Do I have
any pets?"), is answered by each one said, by the words it is said in (我女儿叫小红, "we got a puppy!! his name is
Pepper"), and "what are my kids' names" by the children, not by the dog's name: the vector path found "we have two
kids" for "how many pets do we have", and "we're thinking about getting a dog" above the puppy."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import NamedTuple

from hindsight_core.roles import ROLES_EN, ROLES_ZH
from hindsight_core.text import has_cjk, to_simplified


class _Kind(NamedTuple):
    asked: re.Pattern[str]
    """How a question asks for the kind's members."""
    words: str
    """The words its members are said in: what is searched, and what a record naming one holds."""
    said: str = ""
    """More ways a record names one, as a pattern (去大理玩了: a place by its trip)."""
    one_now: bool = False
    """Whether one member holds at a time (a relationship status: the newest of the user's own answers)."""
    owned: bool = False
    """Whether a member is one the user has (children, pets): one only wished for holds none ("we're thinking about
    getting a dog", 想养只猫)."""


def _members(kind: _Kind) -> re.Pattern[str]:
    # an English word whole ("dating", not the one in "updating")
    words = [rf"\b{word}\b" if word.isascii() else word for word in kind.words.split()]
    return re.compile("|".join([*words, *([kind.said] if kind.said else [])]), re.IGNORECASE)


# a kind asked for by its members: 什么乐器, 哪些运动, 几种语言, 乐器有哪些 (not 乐器店在哪: no member asked for)
_WHICH = r"(?:什么|哪些|哪几种|哪种|哪几个|哪个|几种|几个|啥)"
_PLACES = (
    "北京 上海 广州 深圳 杭州 南京 苏州 成都 重庆 武汉 西安 天津 长沙 青岛 厦门 大连 宁波 郑州 济南 合肥 福州 昆明 沈阳 "
    "哈尔滨 长春 南昌 南宁 贵阳 兰州 拉萨 海口 三亚 珠海 桂林 丽江 大理 西藏 新疆 云南 海南 黄山 张家界 九寨沟 "
    "香港 澳门 台湾 台北 日本 东京 大阪 京都 韩国 首尔 泰国 曼谷 清迈 新加坡 马来西亚 越南 印尼 巴厘岛 美国 纽约 "
    "英国 伦敦 法国 巴黎 德国 意大利 西班牙 瑞士 澳洲 澳大利亚 新西兰 加拿大 迪拜 土耳其 埃及 马尔代夫 欧洲 "
    "旅游 旅行 度假 出差 自驾 景点"
)
_KINDS: tuple[_Kind, ...] = (
    _Kind(
        re.compile(rf"{_WHICH}乐器|乐器(?:有|都有)?(?:哪些|什么)"),
        "钢琴 吉他 小提琴 大提琴 古筝 二胡 琵琶 笛子 长笛 竹笛 架子鼓 打鼓 尤克里里 萨克斯 口琴 贝斯 手风琴 单簧管 小号 "
        "弹琴 练琴",
    ),
    _Kind(
        re.compile(rf"{_WHICH}(?:运动|体育|球类)|(?:运动|体育)(?:有|都有)?(?:哪些|什么)"),
        "跑步 夜跑 晨跑 游泳 羽毛球 篮球 足球 网球 乒乓球 排球 瑜伽 健身 撸铁 爬山 徒步 骑行 骑车 滑雪 攀岩 拳击 普拉提 "
        "高尔夫 跳绳 太极 冲浪 滑板 马拉松 跳舞 舞蹈",
    ),
    _Kind(
        re.compile(
            rf"(?:去过|到过|玩过|去了|走过|旅游过|旅行过|出过)(?:了)?{_WHICH}(?:城市|国家|地方|省|景点)"
            rf"|{_WHICH}(?:城市|国家|地方|景点)(?:去过|到过|玩过|旅游过|旅行过)"
            r"|(?:去|到)(?:过)?(?:哪里|哪儿|哪)(?:旅游|旅行|玩)"
        ),
        _PLACES,
        # a place named by the trip to it: 去大理玩了, 飞了一趟昆明, 去了趟香山
        r"去[^，。！？,.!?\s]{1,4}玩|飞了?一?趟|去了一?趟",
    ),
    # one's relationship status, asked (我结婚了吗, 用户是单身吗, 我有对象吗; not 我姐姐结婚了吗): answered by a partner named
    # (我老婆是中学老师), or by a breakup (分手了: no one now)
    _Kind(
        re.compile(
            r"(?:我|用户)(?:现在|目前|已经|还|是|还是|有没有)*(?:(?:结婚|结过婚|离婚|离过婚|订婚|领证)了?(?:吗|么|没|没有)|已婚"
            r"|单身|有(?:没有)?(?:对象|男朋友|女朋友|男友|女友|另一半))|(?:我|用户)的?(?:婚姻|感情)状况"
        ),
        "老婆 老公 妻子 丈夫 媳妇 爱人 太太 对象 男朋友 女朋友 男友 女友 未婚妻 未婚夫 另一半 前妻 前夫 结婚 婚礼 离婚 "
        "订婚 领证 单身 分手 分了手 恢复单身",
        one_now=True,
    ),
    # asked in English ("am I seeing anyone?", "do I have a girlfriend?", "is the user married?"): "I'm dating again"
    # shares no word with it and the bundled embedder ranked a running buddy above it
    _Kind(
        re.compile(
            r"\b(?:am\s+i|is\s+the\s+user|are\s+we)\s+(?:still\s+|currently\s+|now\s+)?(?:single|married|engaged"
            r"|divorced|taken|in\s+a\s+relationship|(?:seeing|dating)(?:\s+(?:anyone|someone|somebody))?)\b"
            r"|\b(?:do\s+i|does\s+the\s+user)\s+have\s+an?\s+(?:girlfriend|boyfriend|partner|wife|husband|fianc[ée]e?)\b"
            r"|\b(?:my|the\s+user's)\s+relationship\s+status\b|\bhave\s+i\s+(?:ever\s+)?been\s+married\b",
            re.IGNORECASE,
        ),
        "girlfriend boyfriend wife husband fiance fiancee fiancée married marriage wedding divorce divorced engaged "
        "dating single ex",
        r"\bbroke\s+up\b|\bbreak-?up\b|\bsplit\s+up\b|\bseeing\s+(?:someone|somebody|a\s+(?:guy|girl|man|woman))\b",
        one_now=True,
    ),
    # one's children, asked whether, how many or what they are called (我有孩子吗, 我有几个孩子, 孩子都叫什么, "How many
    # kids do I have?", "what are my kids' names"; not 孩子周末上什么兴趣班, asked of what they do, nor 有宝宝的话住哪个
    # 酒店好, a family with one): answered by each child said (我女儿叫小红, "my daughter Ava lost her first tooth", "the
    # baby, Noah, is teething")
    _Kind(
        re.compile(
            r"(?:我|我们|我家|咱家|用户)(?:家)?(?:现在|目前)?(?:一共|总共)?(?:有没有|有|生了|养了)(?:几个|多少个?)?"
            r"(?:孩子|小孩|娃|宝宝)(?!的)"
            r"|(?:^|(?<=[，,。？?！!\s])|我们?|我家|用户)(?:家)?的?(?:孩子|小孩)们?(?:都|分别)?(?:叫(?:什么|啥)|的名字)"
        ),
        "儿子 女儿 闺女 孩子 小孩 娃 宝宝 老大 老二 老三 大宝 二宝 双胞胎 龙凤胎",
        owned=True,
    ),
    _Kind(
        re.compile(
            r"\bhow\s+many\s+(?:kids|children|sons|daughters)\s+(?:(?:do|did|does)\s+(?:i|we|the\s+user)\s+have|"
            r"(?:have\s+)?(?:i|we)\s+(?:got|have))\b"
            r"|\b(?:do|did|does)\s+(?:i|we|the\s+user)\s+have\s+(?:any\s+)?(?:kids|children|an?\s+(?:son|daughter|kid|child|baby))\b"
            r"|\b(?:my|our|the\s+user's)\s+(?:kids|children)(?:['’]s?)?\s+names?\b"
            r"|\bnames?\s+of\s+(?:my|our|the\s+user's)\s+(?:kids|children)\b|\bwho\s+are\s+(?:my|our)\s+(?:kids|children)\b",
            re.IGNORECASE,
        ),
        "son sons daughter daughters kid kids child children baby toddler twins stepson stepdaughter newborn",
        owned=True,
    ),
    # one's pets (我有宠物吗, 我养了几只宠物, "Do I have any pets?", "how many pets do we have", "do we have a dog?"):
    # answered by each animal said, by its kind or breed (我们家养了一只狗, "we got a puppy!! his name is Pepper", "a
    # golden retriever named Biscuit"); not 宠物店在哪, "a pet-friendly hotel"
    _Kind(
        re.compile(
            r"(?:我|我们|我家|咱家|用户)(?:家)?(?:现在|目前)?(?:一共|总共)?(?:有没有|有|养没养|养了|养过|养)(?:了|过)?"
            r"(?:几只|几条|什么|哪些|啥)?(?:宠物|猫|狗)"
            r"|(?:我|我们|我家|用户)(?:家)?的?宠物(?:吗|么|没|有哪些|有几只|都叫|叫什么|叫啥)"
        ),
        "宠物 猫 狗 猫咪 狗狗 小猫 小狗 鹦鹉 仓鼠 兔子 乌龟 金鱼 柯基 泰迪 金毛 柴犬 哈士奇 拉布拉多 边牧 比熊 博美 布偶 英短 美短",
        owned=True,
    ),
    _Kind(
        re.compile(
            r"\b(?:my|our|the\s+user's)\s+pets(?:['’]s?)?\s+names?\b|\bnames?\s+of\s+(?:my|our|the\s+user's)\s+pets\b"
            r"|\bwho\s+are\s+(?:my|our)\s+pets\b"
            r"|\bpets?\s+(?:do|does)\s+(?:i|we|the\s+user)\b|\bhow\s+many\s+(?:dogs|cats)\s+(?:do|does)\s+(?:i|we|the\s+user)\b"
            r"|\b(?:do|did|does)\s+(?:i|we|the\s+user)\s+have\s+(?:a|any)\s+(?:pets?|dogs?|cats?|puppy|kitten)\b",
            re.IGNORECASE,
        ),
        "dogs puppy puppies pup cat cats kitten kittens kitty pet pets retriever labrador beagle poodle husky corgi "
        "terrier bulldog dachshund chihuahua pug collie spaniel doodle goldendoodle labradoodle hamster rabbit bunny "
        "parrot budgie goldfish turtle tortoise gecko lizard",
        r"(?<!\bhot\s)\bdog\b|\bguinea\s+pigs?\b",
        owned=True,
    ),
    # one's illnesses (我有什么病, 我得过哪些病, 用户有什么慢性病, 我身体有什么毛病; not 我妈有什么病: 我 right before it):
    # answered by a condition named (医生说我是甲减, 我有糖尿病, 查出来脂肪肝), which shares no word with the question
    _Kind(
        re.compile(
            r"(?:我|用户)(?:现在|目前|一直|以前)?(?:有|得了|得过|患有|患了|有没有)(?:什么|啥|哪些|哪几种)?(?:慢性|基础)?"
            r"(?:病|疾病|毛病|健康问题)(?!人|房|假)|(?:我|用户)的?身体(?:有)?(?:什么|啥|哪些)(?:问题|毛病)"
        ),
        "糖尿病 高血压 低血压 高血脂 血脂 甲减 甲亢 甲状腺 桥本 哮喘 痛风 胃炎 胃病 胃溃疡 肠炎 抑郁 焦虑 失眠 贫血 脂肪肝 "
        "颈椎病 腰椎间盘突出 偏头痛 鼻炎 湿疹 心脏病 冠心病 心律不齐 肿瘤 癌 结节 乙肝 肾结石 胆结石 关节炎 类风湿 "
        "多囊 乳腺增生 过敏 确诊 诊断 慢性病",
        # a condition said by its ending: 得了肺炎, 查出了结石, 老毛病又犯了 (not 发炎 of a throat: a passing one too)
        r"[\u4e00-\u9fff]{1,3}(?:炎|症|病)(?!房|人|假|号)",
    ),
    _Kind(
        re.compile(rf"{_WHICH}(?:语言|外语|方言)|(?:语言|外语)(?:有|都有)?(?:哪些|什么)"),
        "英语 英文 日语 日文 法语 德语 韩语 粤语 西班牙语 普通话 俄语 意大利语 葡萄牙语 阿拉伯语 上海话 四川话 闽南语",
    ),
)


_MEMBERS = {kind: _members(kind) for kind in _KINDS}

# one only wished for, or none yet: "we're thinking about getting a dog", "I want a cat so bad", "we might adopt",
# "no kids yet", 想养只猫, 打算要孩子, 还没有孩子 (of a kind the user has: :attr:`_Kind.owned`)
_WISHED = re.compile(
    r"\b(?:thinking\s+(?:about|of)|considering|talking\s+about|might|may|want(?:s|ed)?\s+to|wanna|hop(?:e|ing)\s+to|"
    r"plan(?:ning)?\s+to|(?:would|'d|’d)\s+love\s+to)\s+(?:get(?:ting)?|adopt(?:ing)?|hav(?:e|ing))\b"
    r"|\b(?:want|wants|wanted)\s+(?:an?\s+)?(?:dog|cat|puppy|kitten|pet|baby|kids?)\b|\btrying\s+for\s+a\s+baby\b"
    r"|\bno\s+(?:kids|children|pets)\s+yet\b|\b(?:don't|do\s+not)\s+have\s+(?:any\s+)?(?:kids|children|pets)\b"
    r"|想养|想要(?:个|一个|一只|只)|打算(?:养|要孩子|生)|考虑养|准备养|想生|还没(?:有)?(?:孩子|宠物|养)|没养过",
    re.IGNORECASE,
)


# someone else's children or pets asked about ("How many kids does my sister have?", "does Tom have a dog?", "my
# brother's kids' names", 我姐姐有孩子吗, 他家养宠物吗): not the user's
_ANOTHERS = re.compile(
    r"\bdoes\s+(?!the\s+user\b)|\b(?:his|her|their)\s+(?:kids|children|pets?|dogs?|cats?)\b"
    rf"|\b(?:{ROLES_EN}|(?-i:[A-Z])\w+)['’]s\s+(?:kids|children|pets?|dogs?|cats?)\b"
    rf"|(?:{ROLES_ZH}|他|她|[哥姐妹弟妈爸])(?:们)?(?:家)?(?:的)?(?:有|养|孩子|小孩|宠物)",
    re.IGNORECASE,
)


@lru_cache(maxsize=256)
def _kind(query: str) -> _Kind | None:
    """The kind of thing ``query`` asks for the members of (read once a question: every record of a pool asks it)."""
    text = to_simplified(query) if has_cjk(query) else query
    kind = next((kind for kind in _KINDS if kind.asked.search(text)), None)
    return None if kind is not None and kind.owned and _ANOTHERS.search(text) else kind


def member_search_words(query: str) -> str:
    """The words the members of the kind of thing ``query`` asks for are said in, for a keyword search; empty
    for any other question.

    >>> member_search_words("我会什么乐器")[:9], member_search_words("我都去过哪些城市")[:5]
    ('钢琴 吉他 小提琴', '北京 上海')
    >>> member_search_words("乐器店在哪"), member_search_words("What instruments do I play?")
    ('', '')
    """
    kind = _kind(query)
    return kind.words if kind is not None else ""


def holds_member(text: str, query: str) -> bool:
    """Whether ``text`` names a member of the kind of thing ``query`` asks for (False for another question).

    >>> holds_member("用户说：最近迷上了吉他，每天晚上练一个小时", "我会什么乐器")
    True
    >>> holds_member("用户说：今天又去健身房了，练了背", "我会什么乐器")
    False
    >>> holds_member("The user said: we got a puppy!!", "Do I have any pets?")
    True
    >>> holds_member("The user said: we're thinking about getting a dog", "Do I have any pets?")
    False
    """
    kind = _kind(query)
    if kind is None:
        return False
    said = to_simplified(text)
    return _MEMBERS[kind].search(said) is not None and not (kind.owned and _WISHED.search(said))


def asks_one_now(query: str) -> bool:
    """Whether the kind ``query`` asks for holds one member at a time (我结婚了吗, "am I seeing anyone?")."""
    kind = _kind(query)
    return kind is not None and kind.one_now


def asks_members(query: str) -> bool:
    """Whether ``query`` asks which members of a kind of thing hold (乐器, 运动, 城市 去过, 语言; one's partner, children or
    pets, in either language)."""
    return _kind(query) is not None


__all__ = ["asks_members", "asks_one_now", "holds_member", "member_search_words"]
