"""The information-density gate: acknowledgements and fillers are not worth an extraction (or an LLM call).

    >>> is_low_information("ok, thanks!"), is_low_information("好的，谢谢"), is_low_information("I'm vegan")
    (True, True, False)

An utterance is low-information when it can be cut, entirely, into filler phrases ("ok" + "thanks",
"好的" + "谢谢"). The cut is a word-break dynamic programme: linear in the text, no regex backtracking.

Thanks, yes and no, ok, hello and goodbye in the other languages users write in are fillers too ("gracias",
"Danke schön!", "спасибо", "ありがとうございます", "네, 알겠습니다").

Chit-chat is cut the same way: internet shorthand and regional slang ("brb", "lmaooo", "grand so", "sweet as",
"thanks a million"), and in Chinese interjections, reactions, thanks and waiting or presence checks ("冲冲冲",
"頂", "气死我了", "我裂开了", "多謝晒", "等一下", "在吗"). A reaction followed by what it reacts to is content
("无语的是房东又涨租了"), and so is a short answer: "Berlin", "Vegan.", "上海", "72岁", "猫".
"""

from __future__ import annotations

import re
import unicodedata

from hindsight_core.letters import CASED_LETTER
from hindsight_core.text import to_simplified


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


# Latin filler words, and the filler phrases of two to four words.
_EN_SINGLE: frozenset[str] = _words(
    """ok okay okey k kk alright sure fine cool nice great good perfect awesome excellent wonderful amazing
    lovely neat sweet wow whoa yay thanks thank thx ty tysm cheers np welcome yes yeah yea yep yup ya no
    nope nah right true indeed exactly agreed absolutely definitely gotcha understood noted ack roger same
    hi hello hey hiya yo bye goodbye lmao lmfao rofl xd mhm please pls plz so well also and then just really
    very much too again man dude bro mate congrats congratulations fantastic brilliant incredible
    seriously omg aww yikes oops whoops ugh phew hooray haha lol lgtm morning evening night anyway anyways
    tgif meh welp hmm gotta gn gm nite merci gracias danke ciao cheerio finally"""
) | _words(
    # Internet shorthand, interjections and regional slang (IE "grand so", NZ "sweet as", UK "ta", "soz", SA
    # "howzit", "eish"). Nothing here is a plausible short answer: "later", "back", "sick", "ace" are left out.
    """brb gtg ttyl ttys omw bbl afk idk idc smh ikr tbh ngl fr imo nvm jk gg oof bruh sup wassup hbu wbu cya
    ofc yw nw sry soz sorry ta tyvm thnx thanx lmk kthx mkay okie okies righto eh ehn ah oh uh um er huh aye
    oi ayy ayo sheesh dang damn darn gosh jeez geez whew argh blah heh hah pfft grand howzit eish xoxo xx ily
    stop"""
)
_EN_MULTI: frozenset[tuple[str, ...]] = frozenset(
    tuple(p.split())
    for p in (
        "all right", "sure thing", "thank you", "thanks a lot", "thanks so much", "thank you so much",
        "thank you very much", "thanks again", "no problem", "no worries", "you're welcome", "youre welcome",
        "of course", "got it", "makes sense", "sounds good", "sounds great", "i see",
        "will do", "me too", "see you", "see ya", "good morning", "good night", "good evening", "uh huh",
        "roger that", "sweet as", "sweet as bro", "thanks a million", "thanks a bunch", "thanks a ton",
        "thanks heaps", "many thanks", "much appreciated", "appreciate it", "all good", "it's all good",
        "good stuff", "no wukkas", "no dramas", "too easy", "no biggie", "my bad", "oh well", "oh my god",
        "oh my gosh",
        # signing off, putting off, agreeing to an idea: "that's all for now", "we'll see", "maybe next time"
        "that's all", "that's all for now", "that's all for today", "that's it", "that's it for now",
        "that's it for today", "thats it", "thats all", "we'll see", "we will see", "guess we'll see",
        "next time", "maybe next time", "see you next time", "good idea", "great idea", "nice idea",
        "good point", "good news", "great news", "some good news", "night night", "ugh mondays", "ugh monday",
        "off to bed", "going to bed", "heading to bed", "time for bed", "going to sleep", "off to sleep",
        # leaving, coming back, making the other wait
        "be right back", "gotta go", "got to go", "have to go", "see you later", "see ya later",
        "catch you later", "catch ya later", "talk later", "one sec", "one second", "one moment", "just a sec",
        "just a second", "hang on", "hold on", "give me a sec", "give me a second", "i'm back", "im back",
        "on my way", "u there", "you there", "are you there", "r u there", "anyone there",
        # acknowledgements: a promise to remember, with nothing to remember in it
        "i'll remember that", "i'll remember this", "i'll remember it", "i will remember that",
        "i will remember this", "i'll keep that in mind", "i'll keep it in mind", "i will keep that in mind",
        "i'll note that", "i've noted that", "i have noted that", "i'll make a note", "i'll make a note of that",
        "noted that", "happy to help", "glad to help", "glad i could help", "let me know",
        "anything else", "is there anything else", "how can i help", "how can i help you",
        "what can i do for you",
        # greetings and small talk
        "how are you", "how are you doing", "how's it going", "how is it going", "how have you been",
        "what's up", "whats up", "nice to meet you", "good to see you", "great to see you", "long time no see",
        "i'm good", "i'm fine", "i'm great", "i'm doing well", "i'm doing good", "i'm doing great",
        "doing well", "not bad", "and you", "how about you", "what about you", "you too", "take care",
        "have a nice day", "have a good day", "have a great day", "talk to you later", "talk soon",
        "good to hear", "glad to hear", "glad to hear that", "good to hear that", "good afternoon",
        # reactions: they answer what the other said and add nothing of their own
        "that's great", "that's amazing", "that's awesome", "that's wonderful", "that's fantastic",
        "that's huge", "that's cool", "that's so cool", "that's nice", "that's exciting", "that's fair",
        "that's true", "that's right", "that's crazy", "that's wild", "that's too bad", "that's a shame",
        "that's terrible", "that's awful", "that's hilarious", "that's funny", "that's so funny",
        "how exciting", "how cool", "how nice", "how fun", "sounds fun", "sounds like fun", "sounds amazing",
        "sounds lovely", "sounds nice", "sounds exciting", "that sounds great", "that sounds good",
        "that sounds fun", "that sounds amazing", "that sounds lovely", "no way", "oh no", "oh wow",
        "oh nice", "fair enough", "good for you", "good luck", "best of luck", "well done", "nice one",
        "i know right", "tell me about it", "same here", "me neither", "love that", "i love that",
        "so sorry", "sorry to hear that", "i'm sorry to hear that", "i'm so sorry", "my condolences",
        "i'm so happy for you", "happy for you", "so happy for you", "i'm proud of you", "proud of you",
        "can't wait", "i can't wait", "you deserve it", "you've earned it", "about time", "not at all",
        "long day", "long week", "what a day", "what a week", "happy friday", "happy monday", "happy weekend",
        "happy new year", "happy holidays", "merry christmas", "have a good one", "have a good weekend",
        # a fix acknowledged, with nothing of the fix in it
        "that works", "that worked", "it works", "it worked", "works now", "it works now", "that fixed it",
        "that did it", "that did the trick", "works for me", "looks good", "looks good to me", "lgtm",
        # help acknowledged: it says the reply was useful, not what the reply said
        "that's helpful", "that's very helpful", "that's really helpful", "that's super helpful",
        "that's so helpful", "that was helpful", "that was very helpful", "that was really helpful",
        "that was so helpful", "this is helpful", "this is very helpful", "this is really helpful",
        "this is so helpful", "very helpful", "really helpful", "super helpful", "so helpful", "most helpful",
        "that helps", "that helps a lot", "this helps", "this helps a lot", "that helped", "helps a lot",
        "that's useful", "that's very useful", "that's really useful", "very useful", "really useful",
        "super useful", "good to know", "that's good to know", "nice to know", "useful to know",
        "that's a big help", "big help", "huge help", "you're a lifesaver", "lifesaver",
        # a decision put off: no choice is made, nothing is said of the user
        "i'll think about it", "i will think about it", "i'll think it over", "i'll think on it",
        "let me think", "let me think about it", "let me think it over", "i need to think about it",
        "i'll have a think", "let me have a think", "i'll sleep on it", "let me sleep on it",
        "i'll consider it", "i'll mull it over", "i'll get back to you", "i'll get back to you on that",
        "not sure yet", "i'm not sure yet", "still thinking", "still deciding",
    )
)  # fmt: skip
#: Greeting words after which one token is taken as the name of whoever is greeted ("hey Priya").
_EN_GREETINGS: frozenset[str] = _words(
    "hi hello hey hiya yo dear bye goodbye thanks cheers howzit morning evening night"
)
#: "brb food", "gtg, dinner": leaving, and the one generic word of why. Anything else after it ("omw to Leeds",
#: "brb my mom is calling about the flat") is content.
_EN_AWAY: frozenset[str] = _words("brb gtg bbl afk omw gotta")
_EN_AWAY_REASONS: frozenset[str] = _words(
    "food dinner lunch breakfast shower sec secs min mins minute moment bathroom loo toilet bed sleep nap"
)
# Single tokens that are fillers by shape: okkk, hahaha, hehe, lolol, hmmm, ummm, ahh, ohhh, awww, 666, 2333.
_EN_SHAPES = re.compile(
    r"o+k+|k+|a?(?:ha)+h?|(?:he)+|(?:hi){2,}|lo+l|(?:lo)+l|hm+|m{2,}|u+m+|u+h+|e+r+m*|e+h+n*|a+h+|o+h+|a+w+|x+d+"
    # Chinese internet slang written in digits: 666 ("awesome"), 233 ("lol")
    r"|6{3,}|23{2,}"
)

# Chinese filler words; single characters (嗯, 哈) also cover their repetitions (嗯嗯, 哈哈哈).
_ZH_WORDS: frozenset[str] = _words(
    """嗯 恩 哦 噢 喔 哈 呵 嘿 嘻 啊 呀 哎 诶 唉 欸 好 好的 好吧 好滴 好嘞 好啊 好呀 行 可以 没问题 没事 不客气 客气
    谢谢 谢谢你 谢谢您 谢谢啦 谢了 多谢 感谢 辛苦 辛苦了 收到 明白 明白了 知道 知道了 了解 懂了 对 对的 是的 是啊
    你好 您好 早上好 晚安 再见 拜拜 牛 厉害 赞 棒 不错 太好了 了 啦 吧 呢 吗 嘛 记住了 我记住了 记下了 我记下了
    我会记住的 我会记住 我记下来了 已记录 早 早安 早啊 早呀 晚上好 中午好 下午好 好久不见 最近怎么样 最近好吗 你好吗 我很好 还不错 回头聊 下次聊
    必须 必须的 当然 当然了 当然啦 确实 确实是 真的 真的吗 是吗 天哪 天啊 我的天 哇 哇塞 恭喜 恭喜你 恭喜恭喜
    加油 太棒了 好棒 真棒 真好 太好啦 好厉害 真厉害 太厉害了 羡慕 好羡慕 真羡慕 哈哈哈 笑死 笑死我了 可惜 太可惜了
    好可惜 抱歉 不好意思 没关系 放心 放心吧 有道理 说得对 也是 那倒是 同意 一样 我也是 好期待 期待 辛苦啦 好巧 真巧
    那太好了 那就好 那挺好 挺好 挺好的 那好 真不错 爱你 爱你哦 爱你哟 么么哒 亲 亲爱的 哥 姐 哥哥 姐姐 宝 宝贝
    好主意 好办法 好点子 好想法 主意不错 原来如此 原来是这样 长知识了 涨知识了 长见识了 学到了 还好 有意思 下次吧 下次再说
    睡了 睡觉了 去睡了 我去睡了 睡觉去了 先睡了 我先睡了 洗澡去了 去洗澡了 我去洗澡了
    有帮助 很有帮助 非常有帮助 太有帮助了 挺有帮助 超有帮助 有用 很有用 非常有用 太有用了 挺有用 超有用 帮大忙了
    帮了大忙 帮了我大忙 受教了 学习了 长知识 涨知识 懂啦 明白啦 知道啦 有被帮到
    我再想想 再想想 我想一想 想一想 我考虑一下 考虑一下 我考虑考虑 考虑考虑 我再考虑考虑 我再考虑一下 再考虑一下 我再看看
    再看看 我再琢磨琢磨 再说吧 回头再说 以后再说 还没想好 我还没想好 还在想 我还在想 还在考虑 我还在考虑"""
)
# Interjections and reactions: said on their own (or twice over: 冲冲冲, 呜呜呜) they react and say nothing.
# Single characters only where they are no answer: 冲 頂 哭 呜 耶, never 猫 男 是 有 在.
_ZH_REACTIONS: frozenset[str] = _words(
    """冲 顶 哭 呜 耶 嗷 嘤 呃 噗 咦 哼 嗨 咯 啰 喇 吖 哒 哟 咩 冲鸭 好耶 无语 绝绝子 救命 裂开 破防 崩溃 尴尬 好尴尬 离谱
    太离谱 好离谱 卧槽 我靠 天呐 妈呀 我的妈 我的妈呀 哎呀 哎哟 哎呦 好家伙 服了 醉了 麻了 酸了 绝了 哈喽 哈啰
    我去 哇塞 哇靠 太好了 太好咗 太好咗啦 好嘢 正啊"""
)
# Hyperbole, "X to death (me)": 气死, 气死了, 气死我了, 吓死我了. (饿死了, "starving", says how one is.)
_ZH_TO_DEATH: frozenset[str] = frozenset(
    f"{stem}死{tail}" for stem in "气吓哭烦笑" for tail in ("", "了", "我了")
)
# "I'm done for": 我裂开了, 我服了, 我哭了 (and without 我: 裂开了, 哭了).
_ZH_I_REACT: frozenset[str] = frozenset(
    f"我{stem}了" for stem in ("裂开", "服", "醉", "麻", "哭", "崩溃", "酸", "无语", "破防")
)
# Thanks and acknowledgements (Cantonese too: 多謝晒, 唔該晒, 冇问题, 好嘅, 得啦), waiting (等一下, 稍等, 睇下先,
# "let me think": 我想想) and presence checks (在吗, 在不在); 等一下班我去接孩子 goes on past 等一下, and is kept.
_ZH_CHITCHAT: frozenset[str] = _words(
    """多谢晒 多谢哂 谢谢晒 唔该 唔该晒 唔该哂 唔使 唔使客气 唔使唔该 唔紧要 冇问题 冇事 谢啦 非常感谢 太感谢了 十分感谢
    万分感谢 感恩 好嘅 得 系呀 系啊 系嘅 好正 好劲 犀利 早晨 等一下 等一等 等等 等下 等会 等会儿 等我一下 稍等 稍等一下
    稍等片刻 马上来 马上回来 我马上回来 等阵 等阵先 等等先 等下先 睇下先 我睇下 我看看 我看一下 我想想 让我想想 在吗 在么
    在嘛 在不在 在不 在呢 在的 我在 有人吗 有人在吗"""
)
# Thanks, yes and no, ok, hello and goodbye in the languages users write in beside English and Chinese (Spanish,
# French, German, Portuguese, Italian, Russian; Japanese and Korean below): "gracias", "Danke schön!", "спасибо",
# "ありがとうございます" are a "thanks", not a memory. Only whole turns of them are: "gracias por la receta de paella"
# is content.
_OTHER_SINGLE: frozenset[str] = _words(
    """gracias vale sí si claro perfecto genial bueno vale hola adiós adios buenas entendido igualmente
    merci oui non ouais d'accord parfait génial super bonjour bonsoir salut coucou bisous compris nickel
    danke dankeschön ja nein jo klar genau prima toll perfekt hallo servus moin tschüss tschüs bitte
    obrigado obrigada valeu sim não beleza certo combinado olá oi tchau entendi
    grazie prego perfetto capito ciao salve
    спасибо спс да нет ок окей ага угу хорошо ладно понятно ясно отлично супер привет пока здравствуйте
    конечно класс"""
)
_OTHER_MULTI: frozenset[tuple[str, ...]] = frozenset(
    tuple(p.split())
    for p in (
        "muchas gracias", "mil gracias", "de nada", "de acuerdo", "por favor", "buenos días", "buenos dias",
        "buenas tardes", "buenas noches", "hasta luego", "hasta mañana", "está bien", "esta bien", "muy bien",
        "merci beaucoup", "merci bien", "de rien", "au revoir", "à bientôt", "a bientot", "bonne nuit",
        "bonne journée", "très bien", "ça marche", "ca marche", "pas de problème", "pas de souci",
        "danke schön", "danke sehr", "vielen dank", "besten dank", "alles klar", "alles gut", "gute nacht",
        "guten morgen", "guten tag", "bis später", "bis dann", "bis bald", "kein problem", "sehr gut",
        "muito obrigado", "muito obrigada", "de nada", "tá bom", "ta bom", "tudo bem", "bom dia", "boa noite",
        "boa tarde", "até logo", "até mais", "grazie mille", "va bene", "buongiorno", "buonanotte",
        "большое спасибо", "спасибо большое", "до свидания", "доброе утро", "спокойной ночи", "всё понятно",
        "все понятно", "без проблем",
    )
)  # fmt: skip
_JA_KO_WORDS: frozenset[str] = _words(
    """ありがとう ありがとうございます ありがとうございました どうも どうもありがとう はい うん ええ いいえ 了解 了解です
    了解しました わかりました 分かりました わかった 分かった こんにちは こんばんは おはよう おはようございます おやすみ
    おやすみなさい よろしく よろしくお願いします なるほど そうですね そうなんだ いいね すごい さようなら またね じゃあね
    감사합니다 고맙습니다 고마워요 고마워 네 예 응 아니요 아니 알겠습니다 알겠어요 알겠어 좋아요 좋아 안녕하세요 안녕
    괜찮아요 그렇군요 맞아요 수고하세요 잘자요 ㅋ ㅎ"""
)
_ZH_WORDS = _ZH_WORDS | _ZH_REACTIONS | _ZH_TO_DEATH | _ZH_I_REACT | _ZH_CHITCHAT | _JA_KO_WORDS
_EN_SINGLE |= _OTHER_SINGLE
_EN_MULTI |= _OTHER_MULTI
_EN_GREETINGS |= _words(
    "hola salut bonjour coucou hallo servus moin olá oi ciao привет gracias merci danke grazie спасибо"
)
_EN_MAX = max(len(phrase) for phrase in _EN_MULTI)
_ZH_MAX = max(len(word) for word in _ZH_WORDS)
#: The words a stretched word is read back to ("lmaooo" is "lmao", "yesss" "yes", "coooool" "cool").
_EN_VOCABULARY: frozenset[str] = _EN_SINGLE | _EN_AWAY_REASONS | frozenset(w for p in _EN_MULTI for w in p)
# A letter said three times or more ("niiice", "lmaooo"), or twice at the end of a word ("noo", "yess"; not
# inside one: "matte" is no "mate").
_STRETCHED = re.compile(r"([a-z])\1{2,}|([a-z])\2$")
# (a word in letters with case, accented or Cyrillic too: "schön", "спасибо"; a run of other letters: CJK, kana,
# hangul)
_TOKEN = re.compile(rf"[{CASED_LETTER}0-9'’]+|[^\W\d{CASED_LETTER}_]+")
_LATIN = re.compile(rf"[{CASED_LETTER}0-9'’]+")


def _only_symbols(text: str) -> bool:
    """True when no character is a letter or a digit (punctuation, emoji, whitespace, symbols)."""
    return not any(unicodedata.category(ch)[0] in ("L", "N") for ch in text)


def _unstretched(word: str) -> str:
    """``word`` with its stretched letters read back when that makes a filler word: "lmaooo" -> "lmao",
    "coooool" -> "cool", "yesss" -> "yes"; any other word as it is ("goooogle", "matte")."""
    if word in _EN_VOCABULARY or _STRETCHED.search(word) is None:
        return word
    twice = _STRETCHED.sub(lambda m: m[0][:2], word)  # "coooool" -> "cool" (before "col")
    once = _STRETCHED.sub(lambda m: m[0][0], word)  # "lmaooo" -> "lmao", "yess" -> "yes"
    return next((shorter for shorter in (twice, once) if shorter in _EN_VOCABULARY), word)


def _latin_fillers(words: list[str]) -> bool:
    """Whether a run of latin words splits entirely into filler phrases (and greeted names, and the reason
    of a "brb": "brb food")."""
    words = [_unstretched(word) for word in words]
    reachable = [True] + [False] * len(words)
    for start in range(len(words)):
        if not reachable[start]:
            continue
        if words[start] in _EN_SINGLE or _EN_SHAPES.fullmatch(words[start]):
            reachable[start + 1] = True
            if words[start] in _EN_GREETINGS and start + 2 <= len(words) and words[start + 1].isalpha():
                reachable[start + 2] = True  # "hey mel": the greeted one's name
            if words[start] in _EN_AWAY and start + 2 <= len(words) and words[start + 1] in _EN_AWAY_REASONS:
                reachable[start + 2] = True  # "brb food"
        for size in range(2, min(_EN_MAX, len(words) - start) + 1):
            if tuple(words[start : start + size]) in _EN_MULTI:
                reachable[start + size] = True
    return reachable[-1]


def _chinese_fillers(run: str) -> bool:
    """Whether a run of non-latin letters splits entirely into Chinese filler words, or into a character said
    three times or more over, which is a sound, not a word ("嘤嘤嘤", "嗷嗷嗷"; "哥哥" and "人人" are words)."""
    reachable = [True] + [False] * len(run)
    repeated_to = list(range(1, len(run) + 1))  # where the run of run[i]'s repetitions from i ends
    for index in range(len(run) - 2, -1, -1):
        if run[index] == run[index + 1]:
            repeated_to[index] = repeated_to[index + 1]
    for start in range(len(run)):
        if not reachable[start]:
            continue
        if repeated_to[start] - start >= 3:
            reachable[repeated_to[start]] = True
        for size in range(1, min(_ZH_MAX, len(run) - start) + 1):
            if run[start : start + size] in _ZH_WORDS:
                reachable[start + size] = True
    return reachable[-1]


def is_low_information(text: str) -> bool:
    """Whether ``text`` carries nothing worth remembering.

    True for empty text, punctuation or emoji only, and short acknowledgements or fillers in English and
    Chinese (and thanks, yes, ok, hello and goodbye in Spanish, French, German, Portuguese, Italian, Russian,
    Japanese and Korean): ("ok", "thanks!", "got it", "lol", "👍", "嗯", "好的", "谢谢", "哈哈", "收到"). Short but dense
    statements ("I'm vegan", "我对花生过敏", "use Postgres") are kept.
    """
    text = to_simplified(text)
    normalized = unicodedata.normalize("NFKC", text).strip().lower()
    if _only_symbols(normalized):
        return True
    if len(normalized) > 80:  # long texts are never pure fillers
        return False
    latin: list[str] = []
    for token in _TOKEN.findall(normalized):
        if _LATIN.fullmatch(token):
            latin.append(token.replace("’", "'"))
            continue
        if latin and not _latin_fillers(latin):
            return False
        latin = []
        if not _chinese_fillers(token):
            return False
    return not latin or _latin_fillers(latin)


__all__ = ["is_low_information"]
