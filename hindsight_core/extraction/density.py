"""The information-density gate: acknowledgements and fillers are not worth an extraction (or an LLM call).

    >>> is_low_information("ok, thanks!"), is_low_information("好的，谢谢"), is_low_information("I'm vegan")
    (True, True, False)

An utterance is low-information when it can be cut, entirely, into filler phrases ("ok" + "thanks",
"好的" + "谢谢"). The cut is a word-break dynamic programme: linear in the text, no regex backtracking.
"""

from __future__ import annotations

import re
import unicodedata

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
    tgif meh welp hmm"""
)
_EN_MULTI: frozenset[tuple[str, ...]] = frozenset(
    tuple(p.split())
    for p in (
        "all right", "sure thing", "thank you", "thanks a lot", "thanks so much", "thank you so much",
        "thank you very much", "thanks again", "no problem", "no worries", "you're welcome", "youre welcome",
        "of course", "got it", "makes sense", "sounds good", "sounds great", "i see",
        "will do", "me too", "see you", "see ya", "good morning", "good night", "good evening", "uh huh",
        "roger that",
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
    )
)  # fmt: skip
#: Greeting words after which one token is taken as the name of whoever is greeted ("hey Priya").
_EN_GREETINGS: frozenset[str] = _words("hi hello hey hiya yo dear bye goodbye thanks morning evening night")
_EN_MAX = max(len(phrase) for phrase in _EN_MULTI)
# Single tokens that are fillers by shape: okkk, hahaha, hehe, lolol, hmmm, ummm, ahh, ohhh, awww, 666, 2333.
_EN_SHAPES = re.compile(
    r"o+k+|k+|(?:ha)+h?|(?:he)+|(?:hi){2,}|lo+l|(?:lo)+l|hm+|u+m+|u+h+|e+r+m*|a+h+|o+h+|a+w+"
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
    那太好了 那就好 那挺好 挺好 挺好的 那好 真不错 爱你 爱你哦 爱你哟 么么哒 亲 亲爱的 哥 姐 哥哥 姐姐 宝 宝贝"""
)
_ZH_MAX = max(len(word) for word in _ZH_WORDS)
_TOKEN = re.compile(r"[a-z0-9'’]+|[^\W\da-z_]+", re.IGNORECASE)
_LATIN = re.compile(r"[a-z0-9'’]+", re.IGNORECASE)


def _only_symbols(text: str) -> bool:
    """True when no character is a letter or a digit (punctuation, emoji, whitespace, symbols)."""
    return not any(unicodedata.category(ch)[0] in ("L", "N") for ch in text)


def _latin_fillers(words: list[str]) -> bool:
    """Whether a run of latin words splits entirely into filler phrases (and greeted names)."""
    reachable = [True] + [False] * len(words)
    for start in range(len(words)):
        if not reachable[start]:
            continue
        if words[start] in _EN_SINGLE or _EN_SHAPES.fullmatch(words[start]):
            reachable[start + 1] = True
            if words[start] in _EN_GREETINGS and start + 2 <= len(words) and words[start + 1].isalpha():
                reachable[start + 2] = True  # "hey mel": the greeted one's name
        for size in range(2, min(_EN_MAX, len(words) - start) + 1):
            if tuple(words[start : start + size]) in _EN_MULTI:
                reachable[start + size] = True
    return reachable[-1]


def _chinese_fillers(run: str) -> bool:
    """Whether a run of non-latin letters splits entirely into Chinese filler words."""
    reachable = [True] + [False] * len(run)
    for start in range(len(run)):
        if not reachable[start]:
            continue
        for size in range(1, min(_ZH_MAX, len(run) - start) + 1):
            if run[start : start + size] in _ZH_WORDS:
                reachable[start + size] = True
    return reachable[-1]


def is_low_information(text: str) -> bool:
    """Whether ``text`` carries nothing worth remembering.

    True for empty text, punctuation or emoji only, and short acknowledgements or fillers in English and
    Chinese ("ok", "thanks!", "got it", "lol", "👍", "嗯", "好的", "谢谢", "哈哈", "收到"). Short but dense
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
