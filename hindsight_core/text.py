"""Text helpers shared by extraction, stores and recall: entity keys, speaker frames, keyword terms (the CJK
helpers, re-exported here, are in :mod:`~hindsight_core.cjk`)."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Set
from datetime import date

# re-exported: extraction, recall and the stores read the CJK helpers here
from hindsight_core.cjk import CJK_RANGES as CJK_RANGES
from hindsight_core.cjk import CN_DIGITS as CN_DIGITS
from hindsight_core.cjk import HAN_CLASS as HAN_CLASS
from hindsight_core.cjk import WIDE_RANGES as WIDE_RANGES
from hindsight_core.cjk import chinese_number as chinese_number
from hindsight_core.cjk import from_cantonese as from_cantonese
from hindsight_core.cjk import half_width as half_width
from hindsight_core.cjk import has_cjk as has_cjk
from hindsight_core.cjk import is_cjk_char as is_cjk_char
from hindsight_core.cjk import is_wide_char as is_wide_char
from hindsight_core.cjk import to_simplified as to_simplified
from hindsight_core.cjk import wide_count as wide_count

# re-exported: recall and extraction read the letter classes here
from hindsight_core.letters import CASED_LETTER as CASED_LETTER
from hindsight_core.letters import CASED_LOWER as CASED_LOWER
from hindsight_core.letters import CASED_UPPER as CASED_UPPER
from hindsight_core.letters import FOLDED_TO_ASCII as FOLDED_TO_ASCII
from hindsight_core.letters import as_matched as as_matched
from hindsight_core.personal_values import held_personal_values, personal_values
from hindsight_core.word_forms import base_form

_WORD = re.compile(r"\w+", re.UNICODE)


#: Very common English words that carry no keyword signal in a query.
STOPWORDS: frozenset[str] = frozenset(
    """a about above after again against all am an and any are as at be because been before being below
    between both but by can could did do does doing down during each few for from further had has have having
    he her here hers herself him himself his how i if in into is it its itself just me more most my myself
    no nor not now of off on once only or other our ours ourselves out over own same she should so some such
    than that the their theirs them themselves then there these they this those through to too under until up
    very was we were what when where which while who whom why will with would you your yours yourself
    yourselves s t don did didn doesn isn wasn weren ve ll re d m also get got
    """.split()
)


def opens_as_a_name(word: str) -> bool:
    """Whether ``word`` opens as a name does in English: with a capital letter, or with a letter of a script that has
    no case (Chinese, Japanese, Korean), a name written in its own script inside an English sentence ("I moved to
    深圳", "my manager is 王磊", "my friend 김민수").

        >>> opens_as_a_name("Lyon"), opens_as_a_name("深圳 last month"), opens_as_a_name("a flat"), opens_as_a_name("")
        (True, True, False, False)
    """
    return word[:1].isupper() or (bool(word) and is_cjk_char(word[0]))


def whole_word(word: str) -> str:
    """A pattern for ``word`` (Latin, Greek or Cyrillic letters) said as a whole word, in English or inside Chinese
    ("Kevin说年底给我升主管": a Chinese character is a word character to ``\\b``, so no word boundary stands between it
    and the name).

    >>> import re
    >>> bool(re.search(whole_word("Kevin"), "Kevin说年底给我升主管")), bool(re.search(whole_word("Kev"), "Kevin"))
    (True, False)
    >>> bool(re.search(whole_word("Ольга"), "Ольга — врач")), bool(re.search(whole_word("Ольг"), "Ольга"))
    (True, False)
    """
    edge = rf"{CASED_LETTER}0-9_"
    return rf"(?<![{edge}]){re.escape(word)}(?![{edge}])"


def normalize_entity(name: str) -> str:
    """The key an entity is stored under: NFKC, lower case, single spaces, no surrounding punctuation."""
    text = unicodedata.normalize("NFKC", name).strip().lower()
    text = re.sub(r"\s+", " ", text)
    return text.strip(" .,;:!?\"'()[]{}")


def cjk_bigrams(run: str) -> list[str]:
    """A run of CJK characters as overlapping bigrams (a single character stays a unigram)."""
    if len(run) == 1:
        return [run]
    return [run[i : i + 2] for i in range(len(run) - 1)]


_CJK_CLASS = "".join(f"{lo}-{hi}" for lo, hi in CJK_RANGES)
_CJK_OR_OTHER = re.compile(f"[{_CJK_CLASS}]+|[^{_CJK_CLASS}]+")
_HAN = re.compile(HAN_CLASS)  # Chinese characters: kana and hangul are not words


#: Chinese characters that say nothing alone (particles, pronouns, question words, "said"): never a unigram
#: search term. Content characters are: 卖 in 卖什么 / 卖湘西腊肉, 茶 in 喝什么茶 / 喜欢喝乌龙茶.
CJK_STOP_CHARS = frozenset(
    "的了是我你他她它们在有和就也都不没吗呢吧啊呀哦嗯哈这那个一么什怎哪谁会要说到去来上下着过还又很太给让把被跟与"
    "及或而但对从向为之其所可能得地嘛啦哟呗咯些每各该此用户年月日号天点"  # 用户: "the user" in a record's frame
)


# an accent (a combining mark of the Latin, Greek and Cyrillic alphabets) on a Latin or Greek letter, decomposed
_ACCENTED = re.compile("(?<=[A-Za-z\u0370-\u03ff])[\u0300-\u036f]+")


def without_accents(text: str) -> str:
    """``text`` with the accents of its Latin and Greek letters taken off (é is e, ü is u, ά is α), what users
    type on a keyboard without them and what the SQLite keyword index folds too; other letters stay as written:
    Cyrillic й and ё, Japanese が (its voicing mark is no accent), Korean syllables.

        >>> without_accents("Zoé Lefèvre, Müller, Αθήνα, мой, が, 서울")
        'Zoe Lefevre, Muller, Αθηνα, мой, が, 서울'
    """
    if text.isascii():
        return text
    decomposed = unicodedata.normalize("NFD", text)
    stripped = _ACCENTED.sub("", decomposed)
    return text if stripped == decomposed else unicodedata.normalize("NFC", stripped)


def split_terms(text: str, *, fold: bool = True, unigrams: bool = False) -> list[str]:
    """Case-folded word tokens; CJK runs become bigrams (the Lucene CJK analyzer's approach), and with
    ``unigrams`` their content characters too (a one-character word, 卖 or 茶, shares no bigram with the
    same word in another phrase); traditional characters folded to simplified (``fold``).

    Case folding, not lower case: German ß is ss (a Swiss keyboard, or one without ß, types "Goethestrasse" for
    Goethestraße). Latin and Greek letters lose their accents (:func:`without_accents`: "Telefonica" is
    Telefónica), as the keyword index reads them.

        >>> split_terms("Goethestraße, STRAUSS, Telefónica, Αθήνα, Привет")
        ['goethestrasse', 'strauss', 'telefonica', 'αθηνα', 'привет']
    """
    terms: list[str] = []
    normalized = without_accents(unicodedata.normalize("NFKC", text).casefold())
    for token in _WORD.findall(to_simplified(normalized) if fold else normalized):
        for part in _CJK_OR_OTHER.findall(token):
            if is_cjk_char(part[0]):
                terms.extend(cjk_bigrams(part))
                if unigrams and len(part) > 1:
                    terms.extend(ch for ch in part if _HAN.match(ch) and ch not in CJK_STOP_CHARS)
            else:
                terms.append(part)
    return terms


# A Russian (or Ukrainian) word long enough to inflect, and the endings its cases, numbers and genders put on it:
# "Москва", "в Москве", "в Москву" are one city, "Ольга", "про Ольгу" one woman (longest ending first)
_CYRILLIC_WORD = re.compile("[а-яёіїєґ]{5,}")
_CYRILLIC_ENDINGS = tuple(
    sorted(
        "иями ями ами ого его ому ему ыми ими ой ей ую юю ая яя ое ее ые ие ый ий ом ем ам ям ах ях ов ев ью ья "
        "ье а я о е у ю ы и ь й і ї є".split(),
        key=len,
        reverse=True,
    )
)


def cyrillic_stems(terms: list[str]) -> list[str]:
    """The stems of the inflected Cyrillic words among ``terms`` (what :func:`split_terms` gives), without their
    case ending, four letters at least: what the keyword index and a query add beside the words as written, so
    that "Москва" finds "Я живу в Москве" (English words are stemmed by the index's Porter stemmer; Cyrillic
    ones by none).

        >>> cyrillic_stems(["я", "живу", "москве", "ольгу", "сбере", "python"])
        ['москв', 'ольг', 'сбер']
    """
    stems: list[str] = []
    for term in terms:
        if _CYRILLIC_WORD.fullmatch(term):
            end = next((e for e in _CYRILLIC_ENDINGS if term.endswith(e) and len(term) - len(e) >= 4), "")
            if end:
                stems.append(term[: -len(end)])
    return stems


def stemmed(terms: Set[str]) -> set[str]:
    """``terms`` with each inflected Cyrillic word read as its stem (:func:`cyrillic_stems`), the others as they are:
    what two texts compare when one says "Москва" and the other "в Москве".

        >>> sorted(stemmed({"москве", "живу", "berlin"}))
        ['berlin', 'живу', 'москв']
    """
    return {next(iter(cyrillic_stems([term])), term) for term in terms}


#: How the rule extractor frames an utterance: "Alice said: ..." / "Alice说：...". Recall reads the speaker back
#: (its tokens are left out of late interaction; the speaker nudge compares it with the query).
_SPEAKER_FRAME = re.compile(r"^([^\n:：]{1,60}?)(?: said: |说：)")


def split_speaker(text: str) -> tuple[str | None, int]:
    """The speaker of a framed utterance and where its content starts; ``(None, 0)`` when unframed.

    >>> split_speaker("Priya said: I went to a pottery class.")
    ('Priya', 12)
    >>> split_speaker("The user prefers PostgreSQL")
    (None, 0)
    """
    # a frame ends within 60 characters and its " said: " (the pattern, tried at each length, is 10x slower)
    head = text[:67]
    if " said: " not in head and "说：" not in head:
        return None, 0
    match = _SPEAKER_FRAME.match(text)
    if match is None:
        return None, 0
    return match.group(1).strip() or None, match.end()


def spoken(text: str) -> str:
    """What a framed utterance says, its speaker's frame left out (the text itself when unframed).

    >>> spoken("Priya said: I went to a pottery class."), spoken("用户说：我住杭州")
    ('I went to a pottery class.', '我住杭州')
    """
    return text[split_speaker(text)[1] :]


#: The question an answer was stored with, at the end of its text: "... (answering the assistant: Which city?)",
#: "杭州。（回答助手：你住哪儿？）" (its closing bracket may be cut off with a long text). The spaces before it are
#: looked for from where they start, and taken whole: read again from each space of a long run, each time to its
#: end, a record of pasted spaces took seconds to recall for each search. The question may hold brackets of its own,
#: one deep ("(answering the assistant: ThinkPad X1 Carbon ($1,450))", "（回答助手：外婆家（西湖店））"), taken whole.
_ANSWERING = re.compile(
    r"(?<!\s)\s*+(?:\((?:answering|asked by|in answer to)\b(?:[^()]++|\([^()]*+\)?+)*+\)?"
    r"|（回答(?:[^（）]++|（[^（）]*+）?+)*+）?)\s*$",
    re.IGNORECASE,
)


def split_question(text: str) -> tuple[str, str]:
    """``text`` cut before the question an answer was stored with, and that question in its brackets ("" when
    there is none): the question is context, not something said.

    >>> split_question("The user said: Bitwarden. (answering the assistant: Which password manager do you use?)")
    ('The user said: Bitwarden.', '(answering the assistant: Which password manager do you use?)')
    >>> split_question("用户说：杭州。（回答助手：你住哪儿？）"), split_question("I live in Leeds (for now)")
    (('用户说：杭州。', '（回答助手：你住哪儿？）'), ('I live in Leeds (for now)', ''))
    >>> split_question("The user said: the second one (answering the assistant: ThinkPad X1 ($1,450))")[1]
    '(answering the assistant: ThinkPad X1 ($1,450))'
    """
    found = _ANSWERING.search(text)
    return (text, "") if found is None else (text[: found.start()], found.group().strip())


def without_question(text: str) -> str:
    """``text`` without the question an answer was stored with (:func:`split_question`)."""
    return split_question(text)[0]


def spoken_only(text: str) -> str:
    """What a framed record says, its speaker frame (:func:`spoken`) and the question it answers
    (:func:`without_question`) left out.

    >>> spoken_only("The user said: Bitwarden. (answering the assistant: Which password manager do you use?)")
    'Bitwarden.'
    """
    return without_question(spoken(text))


#: The words a question names the user by ("what does the user ...", 用户…): whom it asks about, not its topic
USER_WORDS = frozenset({"user", "users", "用户"})
#: How the frames name the user themself, in any language: one speaker
_THE_USER = frozenset({"the user", "user", "用户", "用戶", "使用者"})


def is_the_user(speaker: str) -> bool:
    """Whether a frame's speaker is the user themself, in any language ("The user", 用户), not a person named."""
    return speaker.casefold() in _THE_USER


def same_speaker(first: str, second: str) -> bool:
    """Whether two framed records may be said by one speaker: the same name, the user in either language, or a
    record with no frame (whose speaker is unknown). In a chat of two people, Bob's "I'm not vegetarian anymore"
    changes nothing Alice said.

    >>> same_speaker("Alice said: I'm vegetarian.", "Bob said: I'm not vegetarian anymore.")
    False
    >>> same_speaker("The user said: I live in Leeds", "用户说：我搬到约克了"), same_speaker("Alice said: hi", "note")
    (True, True)
    """
    a, b = split_speaker(first)[0], split_speaker(second)[0]
    if a is None or b is None:
        return True
    a, b = a.casefold(), b.casefold()
    return a == b or (a in _THE_USER and b in _THE_USER)


_MONTH_NAMES = "January February March April May June July August September October November December".split()


def date_words(moment: date) -> str:
    """A date as words the keyword index and queries share: ``8 May 2023``."""
    return f"{moment.day} {_MONTH_NAMES[moment.month - 1]} {moment.year}"


def keyword_terms(text: str, *, unigrams: bool = False) -> list[str]:
    """Distinct query terms worth matching: stopwords and one-letter latin tokens dropped, order kept (with
    ``unigrams``, CJK content characters too: what the keyword index holds, :func:`split_terms`)."""
    seen: dict[str, None] = {}
    terms = split_terms(text, unigrams=unigrams)
    if to_simplified(text) != text:
        # Stores indexed before traditional characters were folded hold them as written: match those too.
        terms += split_terms(text, fold=False)
    for term in terms:
        if term in STOPWORDS or (len(term) < 2 and not has_cjk(term)):
            continue
        seen.setdefault(term, None)
    return list(seen)


def root(term: str) -> str:
    """An English word without its ending, so that a habit given up finds the statement of it ("quit smoking" /
    "I smoke", "stopped drinking coffee" / "I drink coffee", "gave up running" / "I run"); other words as they are.

    >>> [root(t) for t in ("smoking", "smoke", "drinks", "running", "run", "dances", "studies", "咖啡")]
    ['smok', 'smok', 'drink', 'run', 'run', 'danc', 'study', '咖啡']
    >>> [root(t) for t in ("fly", "flew", "flights", "bought", "buying", "drove", "drive")]
    ['fly', 'fly', 'fly', 'buy', 'buy', 'driv', 'driv']
    """
    if (base := base_form(term)) is not None:
        term = base  # "flew", "flights", "bought": fly, buy (hindsight_core.word_forms)
    if not term.isascii() or not term.isalpha() or len(term) <= 3:
        return term
    for end, instead in (("ies", "y"), ("ing", ""), ("ed", ""), ("es", ""), ("s", "")):
        if term.endswith(end) and len(term) - len(end) >= 3 and not term.endswith("ss"):
            term = term[: -len(end)] + instead
            if end in ("ing", "ed") and len(term) >= 4 and term[-1] == term[-2] and term[-1] not in "lsz":
                term = term[:-1]  # running -> run, stopped -> stop
            break
    return term[:-1] if term.endswith("e") and len(term) >= 4 else term


def root_terms(text: str) -> set[str]:
    """The roots of ``text``'s :func:`keyword_terms`: what a question and a statement share however each inflects
    a word ("when did I start smoking?" / "I smoke")."""
    return {root(t) for t in keyword_terms(text)}


def held_terms(text: str) -> set[str]:
    """The keyword terms ``text`` holds, and those of the names it joins with underscores: "passport_number" in a
    tool's output holds passport and number ("forget my passport number" had left the number itself)."""
    terms = set(keyword_terms(text))
    return terms | set(keyword_terms(text.replace("_", " "))) if "_" in text else terms


def named_terms(text: str) -> list[str]:
    """:func:`keyword_terms` a record must hold to be what ``text`` names: a lone character left beside latin
    letters (QQ号 -> qq, 号) is dropped, as no record's text is indexed by it (CJK is indexed in pairs)."""
    return [t for t in keyword_terms(text) if not (len(t) == 1 and has_cjk(t))]


#: What a Chinese question asks with, not about: 多少 in 手机号是多少 says nothing of a phone, and its 多 would
#: match every record saying 多 ("a lot"). Cut from a query before its terms are read (longest first). So are
#: the words that ask for the current or an earlier value (现在 in 我现在住在哪个城市: the records saying 现在
#: about anything else outranked the move); recall reads them for that (``asked_time``), not as a topic.
_ZH_QUESTION_WORDS = re.compile(
    # (几岁, 多重, 多高: only the asking 几 / 多 goes; 岁, 重, 高 say what is asked: 我的猫几岁了 for 年糕今年三岁了)
    "为什么|怎么样|是不是|有没有|多少|多大|多久|多长|几(?=岁)|多(?=重|高)|多远|几个|几点|几次|几年|几天|什么|怎么|怎样|"
    "如何|哪里|哪儿|哪个|哪些|哪家|哪天|哪年|是否|啥|现在|目前|如今|当前|以前|之前|从前|最近|而家|依家|还在|仍然|"
    # what asks whether it was said or is remembered, not what about (我跟你说过我的生日吗, 你还记得我儿子的名字吗, 我有没有
    # 说过我不吃辣, 我住哪来着): 我跟你说过的那个同事今天离职了 shares these words, not the birthday
    "(?:跟|和|给|对|同|向)你(?:说|提|讲|聊)起?过|告诉过你|(?<=我|有|是)(?:说|提|讲)过|你?还?记(?:不记)?得(?=.*?[吗么嘛？?])|"
    "^记得|来着|你(?:还)?知不知道|你(?:还)?(?:知道|晓得)(?=.*?[吗么嘛？?])|"
    # ... or asks it to be looked up, opening the question (告诉我我几点的飞机, 帮我查一下我老婆的生日, 对了，请问…; not 我妈告诉我她…)
    "^(?:请问|对了|话说)|(?:^|(?<=[，,\\s]))(?:告诉我|帮我(?:查|看|找)(?:一下|看)|提醒我一下)|(?:[吗么呢啊呀嘛哇]|(?<![酒网贴水氧书陶茶清])吧)(?=[\\s？?！!。~～]*$)"
)


#: The function words of the other languages users write in (French, Spanish, German, Portuguese, Italian,
#: Russian: pronouns, articles, possessives, prepositions, question words, "is"), as keyword terms (no accents).
#: A question in one of them is full of them ("Où est-ce que j'habite ?", "Wo wohnt mein Bruder?"), and a record
#: sharing its "est" or "mein" outranked the one sharing its content word. Dropped only from a query holding two
#: of them or more and no English function word: "meeting at 3pm EST", "Die Hard", "Des Moines to La Paz" keep theirs.
OTHER_FUNCTION_WORDS = frozenset(
    """je tu il elle nous vous ils elles le la les des du une un mon ma mes ton ta tes sa ses notre nos votre vos
    leur leurs ou quoi quel quelle quels quelles dans avec sur pas ne et au aux suis est sont ce cet cette ces que
    qui qu yo el ella ellos ellas usted mi mis su sus nuestro nuestra los las del una unos unas como donde cuando
    cual quien por para con sin en es soy eres esta estoy estan son se le lo les te y al muy ich du er sie es wir
    ihr mein meine meinen meinem meiner dein deine unser unsere der die das den dem des ein eine einen einem einer
    und oder ist bin bist sind wo wie wer wann warum mit fur von zu im am auf nicht auch eu voce ele ela eles elas
    os um uma meu minha meus minhas seu sua onde quando qual quem em no na nas da dos das com nao sou estou io lui
    lei noi voi loro lo gli della di che chi dove sono mio mia я ты он она оно мы вы они мой моя мою моё мое мои
    твой его её ее их в во на и или не что как где когда кто у с со по к о об это мне меня""".split()
)
# words of English that no other language above writes: a query holding one is English
_ENGLISH_ONLY = frozenset(
    "i i'm my the is are what where when who how does did you your of and to for it this that with have has which".split()
)


# How chat types a Chinese question loosely: 什么 as 神马 / 森么 / 甚么, 啥 as 撒 (叫撒, 是撒) or 啥子, 哪 as 那 in a question
# asking where (我住那来着, 我在那上班？)
_LOOSE_ASKED = (
    (re.compile("神马|森么|甚么"), "什么"),
    (re.compile("啥子|(?<=[叫是干做吃买去])撒(?=$|[？?！!。，,\\s]|来着|呢|啊|呀|嘛)"), "啥"),
    (re.compile("(?<=[住在去])那(?=(?:里|儿)?(?:上班|工作)?(?:来着|[？?]))"), "哪"),
)


def as_asked(question: str) -> str:
    """``question`` (simplified) with its question words as written when typed loosely (我老婆叫撒 -> 我老婆叫啥, 我住那来着
    -> 我住哪来着); 那 saying "there" (我也在那上班) stays.

        >>> as_asked("我老婆叫神马"), as_asked("我住那来着"), as_asked("我也在那上班"), as_asked("别撒谎")
        ('我老婆叫什么', '我住哪来着', '我也在那上班', '别撒谎')
    """
    for loose, said in _LOOSE_ASKED:
        question = loose.sub(said, question)
    return question


def query_terms(query: str) -> list[str]:
    """The keyword terms of a search query (what the keyword index is searched with): :func:`keyword_terms`
    with unigrams, its Chinese question words cut first so that neither they nor the bigrams they form with
    their neighbours (是多, 少钱) match.

        >>> query_terms("刘洋的手机号是多少？")
        ['刘洋', '洋的', '的手', '手机', '机号', '号是', '刘', '洋', '手', '机']

    A question in French, Spanish, German, Portuguese, Italian or Russian is searched without its function words
    (:data:`OTHER_FUNCTION_WORDS`):

        >>> query_terms("Où est-ce que j'habite ?"), query_terms("Wo wohnt mein Bruder?"), query_terms("Die Hard")
        (['habite'], ['wohnt', 'bruder'], ['die', 'hard'])
    """
    if has_cjk(query) and (asked := as_asked(to_simplified(query))) != to_simplified(query):
        query = asked  # typed loosely, read as written (我老婆叫撒: 啥)
    cut = list(query)
    for match in _ZH_QUESTION_WORDS.finditer(to_simplified(query)):  # same length: the spans are the query's
        cut[match.start() : match.end()] = " " * (match.end() - match.start())
    terms = keyword_terms("".join(cut), unigrams=True)
    if len(OTHER_FUNCTION_WORDS.intersection(terms)) >= 2 and _ENGLISH_ONLY.isdisjoint(
        _LATIN_WORD.findall(query.casefold())
    ):
        terms = [term for term in terms if term not in OTHER_FUNCTION_WORDS]
    return list(dict.fromkeys(terms + cyrillic_stems(terms)))


def identifiers(text: str) -> set[str]:
    """The identifiers ``text`` names, as keyword terms: a code with letters and digits ("ZX215Q", "E-4711" ->
    "e", "4711" is not: the parts must be one token) or a number of five digits or more (an order or phone
    number; a year is not one).

    >>> sorted(identifiers("Where is order 88231 for project ZX215Q in 2023?"))
    ['88231', 'zx215q']
    """
    return {
        term
        for term in keyword_terms(text)
        if (any(ch.isdigit() for ch in term) and any(ch.isalpha() for ch in term) and len(term) >= 3)
        or (term.isdigit() and len(term) >= 5)
    }


_DIGIT_RUN = re.compile(r"\+?\d[\d ().-]{5,}\d")


def distinctive_values(text: str) -> set[str]:
    """What in ``text`` names one thing whoever writes it: its :func:`identifiers`, its numbers of seven
    digits or more however they are grouped (a phone number "555-010-1234" -> "5550101234") and the personal
    values it gives (:func:`~hindsight_core.personal_values.personal_values`: an e-mail address, a street
    address, a plate, a full name given as a name, a date of birth). Two texts holding the same such value
    speak of the same thing (an IBAN stored by an agent, the user's message giving it): see :func:`holds_values`.

    A name in code is no such value: a snake_case name ("test_case_0": every run of that test holds it) or a
    word with one digit (k8s, ec2, python3, utf8).

    >>> sorted(distinctive_values("Call 206-555-0193 about order ZX215Q, not 2023"))
    ['2065550193', 'zx215q']
    >>> sorted(distinctive_values("pytest tests/test_ml.py::test_case_0 on k8s, ticket AB12CD"))
    ['ab12cd']
    """
    found = {
        term
        for term in identifiers(text)
        if "_" not in term and (term.isdigit() or sum(ch.isdigit() for ch in term) >= 2)
    }
    for match in _DIGIT_RUN.finditer(text):
        digits = re.sub(r"\D", "", match.group(0))
        if len(digits) >= 7:
            found.add(digits)
    return found | personal_values(text)


def held_values(text: str) -> set[str]:
    """The :func:`distinctive_values` ``text`` holds however it words them: its own, and the personal values
    it mentions without giving them as such (a full date: "So you were born on 14 February 1988" holds the
    date of birth another text gave)."""
    return distinctive_values(text) | held_personal_values(text)


def holds_values(text: str, values: Set[str]) -> bool:
    """Whether ``text`` holds every one of ``values`` (another text's :func:`distinctive_values`): a copy of
    what that text gave, whatever else it says. A name is held wherever its words stand together.

    >>> holds_values("The assistant said: Zoe Marchetti is a lovely name!", {"zoe marchetti"})
    True
    >>> holds_values("Noted, your home is 12 Elm Street.", distinctive_values("I live at 12 Elm St"))
    True
    >>> holds_values("Zoe Smith and Ann Marchetti", {"zoe marchetti"})
    False
    """
    missing = set(values) - held_values(text)
    if not missing:
        return True
    words = f" {' '.join(_LATIN_WORD.findall(text.lower()))} "
    simplified = to_simplified(text)
    return all(
        v in simplified if has_cjk(v) else f" {' '.join(_LATIN_WORD.findall(v))} " in words for v in missing
    )


_LATIN_WORD = re.compile(r"[^\W_]+")


def naming_values(text: str) -> set[str]:
    """What names one thing in ``text``: its :func:`distinctive_values`, and its words holding an ``@`` or a digit
    (an e-mail address, a host name, an order number), five characters or more.

    >>> sorted(naming_values("Deploys go to stg-07.internal, mail ops@example.com"))
    ['ops@example.com', 'stg-07.internal']
    """
    words = {w.strip(".,;:!?()[]{}\"'").lower() for w in text.split()}
    return distinctive_values(text) | {
        w for w in words if len(w) >= 5 and ("@" in w or any(ch.isdigit() for ch in w))
    }
