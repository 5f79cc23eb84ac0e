"""Rule-based entity candidates in English and Chinese text.

    >>> [m.display for m in extract_entities("I moved our app from MySQL to PostgreSQL with Bob Smith")]
    ['MySQL', 'PostgreSQL', 'Bob Smith']
    >>> [m.key for m in extract_entities("我在阿里巴巴工作，最近在读《三体》", speaker="Li Lei")]
    ['li lei', '阿里巴巴', '三体']
    >>> entity_names("My sister Zoë moved to Zürich"), entity_names("我同事José下周来上海")
    (['Zoë', 'Zürich'], ['José'])

Candidates, not a named-entity model: capitalised names and multiword proper nouns (not pronouns, weekdays or
a common word capitalised because it opens a sentence, "Flat white is my favourite coffee", unless the
conversation writes it with a capital inside a sentence too), technical tokens (inner capitals or digits:
PostgreSQL, GPT-4, Neo4j, iPhone; and a lexicon of lower-case tool names), quoted titles, @handles, #tags;
in Chinese text, latin tokens, 《书名》 and a few patterns (叫X, 在X工作, 住在X). Keys come from
``normalize_entity``; display forms are kept as written. A name's letters are those of any script with case
(``text.CASED_LETTER``: José, Łukasz, Ольга), never a CJK character (老板Kevin说 names Kevin).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Literal

from hindsight_core.extraction.common_words import is_common_word
from hindsight_core.text import (
    CASED_LETTER,
    CASED_UPPER,
    CJK_RANGES,
    OTHER_FUNCTION_WORDS,
    STOPWORDS,
    has_cjk,
    normalize_entity,
    to_simplified,
    without_accents,
)

EntityKind = Literal["speaker", "name", "tech", "title", "handle", "tag", "term"]


@dataclass(frozen=True, slots=True)
class EntityMention:
    """One entity candidate: its key (``normalize_entity``), the form it was written in, and how it was found."""

    key: str
    display: str
    kind: EntityKind


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


#: Lower-case names of tools and products, with the category that names a preference slot
#: ("I usually use PostgreSQL" -> ``preferred_database``).
TECH_CATEGORIES: dict[str, str] = {
    **dict.fromkeys(
        _words(
            "postgresql postgres mysql mariadb sqlite mongodb redis neo4j cassandra dynamodb elasticsearch "
            "opensearch clickhouse snowflake bigquery oracle supabase firebase duckdb chroma chromadb pinecone "
            "qdrant weaviate milvus"
        ),
        "database",
    ),
    **dict.fromkeys(
        _words(
            "python javascript typescript java kotlin scala rust golang ruby php swift c++ c# haskell elixir "
            "clojure perl lua julia r"
        ),
        "language",
    ),
    **dict.fromkeys(_words("vim neovim emacs vscode pycharm intellij sublime cursor zed nano"), "editor"),
    # an editor's name as people write it, in two or three words ("I use VS Code for all my Python work")
    **dict.fromkeys(("vs code", "visual studio code", "sublime text"), "editor"),
    **dict.fromkeys(_words("aws gcp azure heroku vercel netlify digitalocean cloudflare"), "cloud"),
    **dict.fromkeys(_words("linux ubuntu debian fedora arch macos windows freebsd"), "os"),
    **dict.fromkeys(
        _words("react vue angular svelte django flask fastapi rails spring express nextjs"), "framework"
    ),
    **dict.fromkeys(
        _words("docker kubernetes podman terraform ansible nginx kafka rabbitmq airflow"), "tool"
    ),
    **dict.fromkeys(_words("pytorch tensorflow jax numpy pandas langchain llamaindex openai"), "library"),
    **dict.fromkeys(_words("git github gitlab bitbucket jira slack notion"), "tool"),
    **dict.fromkeys(
        _words("pytest unittest nose jest mocha vitest junit rspec cypress playwright"), "test_framework"
    ),
    **dict.fromkeys(
        _words("poetry pip pip-tools uv pipenv conda npm yarn pnpm bun cargo bundler maven gradle"),
        "package_manager",
    ),
    **dict.fromkeys(_words("ruff flake8 pylint eslint"), "linter"),
    **dict.fromkeys(
        ("jenkins", "circleci", "travis", "buildkite", "teamcity", "github actions", "gitlab ci"), "ci"
    ),
    **dict.fromkeys(_words("black prettier"), "formatter"),
    # the tool one designs in ("I do all my mockups in Figma"): one at a time, as an editor is
    **dict.fromkeys(_words("figma sketch penpot framer canva balsamiq invision"), "design_tool"),
    **dict.fromkeys(("adobe xd", "affinity designer"), "design_tool"),
}
# Single letters ("r") and words that are English too ("rust", "cursor", "express", "spring", "arch") are
# only recognised when capitalised, through the capitalised-name rule.
_LEXICON_LOWER = frozenset(
    name for name in TECH_CATEGORIES if len(name) > 1 and name not in {"rust", "cursor", "express", "spring",
                                                                         "arch", "oracle", "swift", "nano",
                                                                         "ruby", "slack", "notion", "zed",
                                                                         "julia", "rails", "scala",
                                                                         "poetry", "pip", "uv", "yarn", "bun", "cargo",
                                                                         "jest", "mocha", "black", "nose",
                                                                         "maven", "bundler", "prettier",
                                                                         "sketch", "framer"}
)  # fmt: skip

# Capitalised words that are not entities: pronouns, function words, sentence starters, interjections,
# weekdays and months (those are time expressions), chat abbreviations, titles ("Dr. Patel" names Patel).
_STOP_CAPS = _words(
    """i i'm i've i'll i'd im ive me my mine myself we we're we've we'll us our ours you you're you've you'll
    your yours he he's him his she she's her hers it it's its they they're them their theirs this that these
    those there here a an the and or but nor so yet for if then than because since while when where what
    which who whom whose why how as at by in on of off to from with without about into onto over under after
    before during until up down out is are was were be been being am do does did don't doesn't didn't have
    has had can can't could couldn't will won't would wouldn't shall should shouldn't may might must let let's
    not no yes yeah yep yup ok okay oh ah hey hi hello hmm wow well sure thanks thank please sorry also just
    maybe actually really very much many some any all both each every other another such only even still
    again already always never often sometimes usually today tomorrow yesterday tonight now later soon last
    next first second third new old good great nice cool awesome amazing lol haha btw fyi imo tbh asap ps
    monday tuesday wednesday thursday friday saturday sunday january february march april may june july
    august september october november december mon tue wed thu fri sat sun jan feb mar apr jun jul aug sep
    sept oct nov dec anyway however though although besides plus what's that's there's here's who's how's
    where's one two three four five six seven eight nine ten user assistant tool mr mrs ms mx dr prof"""
)
_CONNECTORS = _words("of the de da van von der du la le del y")
# Words that open chat sentences with a capital but are not names ("Glad you came", "Sounds good"): general
# English openers only (verbs, adverbs, interjections, quantifiers of chat, and the commonest English nouns:
# life, time, people, things), no topic nouns; longer -ing, -ly,
# -ed, -ness and -ful words are caught by their suffix (_STARTER_SUFFIXES). Only checked for the first word
# of a sentence; mid-sentence capitals are trusted. A single word opening a sentence is also read against the
# everyday words (common_words) and how the conversation writes it (Casing).
_SENTENCE_STARTERS = _words(
    """glad sounds sound love loved appreciate appreciated congrats congratulations got get keep check
    absolutely thankfully gonna wanna gotta totally excited looks look take took anything everything
    everyone everybody something someone somebody nothing nobody happy sad definitely probably honestly
    seriously luckily hopefully fortunately unfortunately wait see tell say said guess hope feel felt think
    thought know knew want need try tried make made give gave go went come came stay enjoy welcome same true
    right exactly indeed course cheers agreed wonderful fantastic brilliant beautiful lovely perfect cute neat
    yay oops ugh aw aww omg huh bye goodbye remember remind imagine wish hang hold listen talk being having
    doing going long short big small little both either neither whatever whenever wherever once twice
    sometimes anyways otherwise instead meanwhile finally recently lately currently basically mostly almost
    nearly quite rather pretty super plenty enough surely certainly clearly obviously apparently literally
    kinda sorta nope nah yea yup alright wow whoa woah hooray woohoo oof cool sweet dear way best lucky tough
    crazy believe reminds makes feels life time people things"""
)
_STARTER_SUFFIXES = (("ing", 6), ("ly", 7), ("ed", 7), ("ness", 7), ("ful", 7))
# The function words of other languages (text.OTHER_FUNCTION_WORDS) open their sentences with a capital and are no
# names: "Ich bin Arzt", "Je travaille chez Michelin", "Eu corro todo sábado", "Мою жену зовут Ольга". Not those
# that are names or places in English too ("Mia is my daughter", "Como is lovely", "Al", "Les", "Una", "Elle").
_OPENING_FUNCTION_WORDS = OTHER_FUNCTION_WORDS - _words(
    "ma su mi lei mia ela lo da di io sa ta tu tes como della dove chi che uma em na nas des del una al le les elle"
)
# and those of them that open a name of several capitalised words only as its owner ("Mein Bruder Jonas": German
# writes every noun with a capital), never as a place's article ("El Paso", "Los Angeles", "La Paz", "Le Mans")
_OPENING_OWNERS = _words(
    """ich mein meine meinem meinen meiner dein deine unser unsere wir je mon mes notre nos yo mis nuestro nuestra
    eu meu minha meus minhas я мой моя мою мои"""
)
_CONTRACTION = re.compile(r"['’](?:ve|re|ll|d|m|t)$|n['’]t$", re.IGNORECASE)
_SENTENCE_END = re.compile(r"(?:^|[.!?…:;\n])[\s\"'“‘(\[]*$")


# the dot of a title is no sentence's end: "Ms. D'Souza", "Dr. Hughes" (the name does not open a sentence)
_TITLE_DOT = re.compile(r"\b(?:Dr|Mr|Mrs|Ms|Mx|Prof|Rev|St|Mt|Sr|Jr|Capt|Sgt|Lt|Col|Gen)\.\s*$")


def _opens_sentence(text: str, position: int) -> bool:
    before = text[max(0, position - 12) : position]
    return position == 0 or (_SENTENCE_END.search(before) is not None and not _TITLE_DOT.search(before))


def _bare(word: str) -> str:
    """Lower case, no trailing dot, no possessive: "Life's" -> "life"."""
    bare = word.lower().rstrip(".").replace("’", "'")
    return bare[:-2] if bare.endswith("'s") else bare


@dataclass(frozen=True, slots=True)
class Casing:
    """How a conversation writes its words (lower case, no possessive): those it writes with a capital inside a
    sentence, where only a name has one ("I met Hope at the gym"), and those it writes in small letters ("a flat
    white"). What tells a name opening a sentence ("Hope is moving") from a common word there ("Flat white is
    my favourite coffee"), beside the words known to be common (:func:`_common_starter`)."""

    capitalised: frozenset[str] = frozenset()
    lower: frozenset[str] = frozenset()

    @classmethod
    def of(cls, named: Iterable[str] = (), plain: Iterable[str] = ()) -> Casing:
        """The capitals of the ``named`` texts (the user's: their small letters say nothing, as some write
        names in small letters, "ada is chaos") and the small letters of the ``plain`` ones (an assistant's:
        its capitals say nothing, as its headings are in title case)."""
        capitalised: set[str] = set()
        lower: set[str] = set()
        for text in named:
            _read_casing(text, capitalised, set())
        for text in plain:
            _read_casing(text, set(), lower)
        return cls(frozenset(capitalised), frozenset(lower))

    def __or__(self, other: Casing) -> Casing:
        return Casing(self.capitalised | other.capitalised, self.lower | other.lower)


_ANY_WORD = re.compile(rf"(?<![{CASED_LETTER}0-9'’@#_])[{CASED_LETTER}][{CASED_LETTER}'’]*")


def _read_casing(text: str, capitalised: set[str], lower: set[str]) -> None:
    for match in _ANY_WORD.finditer(text):
        word = match[0]
        if word.islower():
            lower.add(_bare(word))
        elif word[0].isupper() and not word.isupper() and not _opens_sentence(text, match.start()):
            capitalised.add(_bare(word))


# What follows a verb opening a sentence whose subject is left out ("Bought a Sony", "Help me choose", "Change
# of plan"), never a name there ("Priya moved"; not "my", "our": "Kev our drummer moved to Glasgow").
_AFTER_A_COMMON_WORD = _words("a an the me us him them some of")
_NEXT_WORD = re.compile(r"\s+([a-z]+)\b")


def _starter(bare: str) -> bool:
    """One of the chat openers, a contraction ("Can't"), or a long word with a common ending ("Honestly")."""
    if bare in _SENTENCE_STARTERS or _CONTRACTION.search(bare):
        return True
    return any(bare.endswith(suffix) and len(bare) >= size for suffix, size in _STARTER_SUFFIXES)


def _common_starter(word: str, casing: Casing, following: str = "") -> bool:
    """A capitalised word that opens a sentence because it opens the sentence, not because it is a name: unless
    the text or the conversation writes it with a capital inside a sentence (``casing``), a word known to be
    common (a starter, a stop word, an everyday word: :mod:`~hindsight_core.extraction.common_words`), one
    written in small letters there, or one followed by what follows a verb (``following``: "Bought a",
    "Help me")."""
    bare = _bare(word)
    if bare in casing.capitalised:
        return False
    if _starter(bare):
        return True
    if len(bare) > 1 and word.isupper():
        return False  # an acronym as often as a word shouted ("TEAS", "MRI"; "UPDATE")
    if bare in STOPWORDS or is_common_word(bare) or without_accents(bare) in _OPENING_FUNCTION_WORDS:
        return True
    # ("Jordan's a paramedic": a name's "'s" is a verb of its own)
    return bare in casing.lower or (following in _AFTER_A_COMMON_WORD and bare == word.lower())


# (letters of any script with case, not ASCII alone: José, Zoë, Zürich, Łukasz, Ольга; not CJK: 老板Kevin说 -> Kevin)
_U, _L = CASED_UPPER, CASED_LETTER
_CAP_WORD = rf"[{_U}][{_L}0-9'’&-]*(?:\.[{_L}0-9]+)*"
# (a name runs on within a line, not across a line break: "Session\nImportError" in a traceback, "Alice\nBob" a list)
_CAP_SEQ = re.compile(
    rf"(?<![{_L}0-9'’@#]){_CAP_WORD}(?:[^\S\n]+(?:(?:of|the|de|da|van|von|der|du|la|le|del|y)[^\S\n]+)*{_CAP_WORD})*"
)
_TECH_TOKEN = re.compile(rf"(?<![\w@#.-])[{_L}][{_L}0-9]*(?:[-.+][{_L}0-9]+)*\+*(?![\w-])")
_LEXICON_RE = re.compile(
    r"(?<![\w@#])("
    + "|".join(re.escape(n) for n in sorted(_LEXICON_LOWER, key=len, reverse=True))
    + r")(?![\w+#])",
    re.IGNORECASE,
)
# a name from code, kept whole ("DATABASE_URL", not DATABASE and URL): a URL, a path with a file or two folders
# ("tests/conftest.py", "src/app/settings.py"; not "and/or", "TCP/IP"), a snake_case name ("get_user_by_id",
# "factory_boy", "__init__"), a dotted module path of three parts or more ("app.services.auth"; not "e.g.")
_W = "A-Za-z0-9_"  # a name's characters in code (ASCII: a name beside Chinese ends where the Chinese starts)
_CODE_NAME = re.compile(
    r"\bhttps?://[^\s<>\"'()\[\]{}，。]+[^\s<>\"'()\[\]{}，。.,;:!?]"
    rf"|(?<![{_W}.~-])(?=[{_W}./-]*[A-Za-z])(?:[{_W}-][{_W}.-]*/)+[{_W}-]+\.[A-Za-z][A-Za-z0-9]{{0,5}}(?![{_W}/])"
    rf"|(?<![{_W}.~-])(?=[{_W}./-]*[A-Za-z])[{_W}-][{_W}.-]*/[{_W}.-]+/[{_W}.-]*[A-Za-z0-9_](?![{_W}/])"
    rf"|(?<![{_W}.@-])_*[A-Za-z][A-Za-z0-9]*(?:_+[A-Za-z0-9]+)+_*(?![{_W}@-])"
    rf"|(?<![{_W}.@-])[A-Za-z_][{_W}]*(?:\.[A-Za-z_][{_W}]*){{2,}}(?![{_W}@-])(?!\.[{_W}])"
)
_QUOTED = re.compile(r"\"([^\"\n]{2,80})\"|“([^”\n]{2,80})”|「([^」\n]{2,80})」")
_BOOK = re.compile(r"《([^》\n]{1,60})》")
_HANDLE = re.compile(rf"(?<![\w.@])@([{_L}0-9_]{{2,30}})\b")
_TAG = re.compile(rf"(?<![\w&#])#([{_L}\u4e00-\u9fff][\w-]{{1,40}})")
_LATIN_IN_CJK = re.compile(rf"(?<![{_L}0-9])[{_L}][{_L}0-9.+#_-]*[{_L}0-9+#]|(?<![{_L}0-9])[{_U}]\b")
_CJK = "\u4e00-\u9fff"
_ZH_PATTERNS = (
    # (a nickname given: 我们都叫她芳芳 names 芳芳, not 她芳芳, 大家都叫我小张 小张; 老板叫他去开会, 我妈叫我回家 no one: asked to do something)
    re.compile(
        rf"(?:叫做|叫|名叫|名字是)(?:[她他我你](?![们去来过回帮给做别不多少早快赶加上周明今])|(?![她他我你]))([{_CJK}]{{2,3}}|[{_L}][{_L}0-9_-]+)"
    ),
    # (not the 在 of 现在 or 正在: 我现在在联发科上班 names 联发科, not 在联发科)
    re.compile(rf"(?<![现現正])在([{_CJK}{_L}0-9]{{2,12}}?)(?:工作|上班|上学|读书|实习|任职)"),
    re.compile(rf"(?:住在|来自|搬到了?|搬去了?)([{_CJK}]{{2,6}}?)(?=[，。！？、,.!?\s的]|$)"),
)
# a clause: up to its punctuation, which a dot or comma between two latin letters or digits is not (Node.js,
# example.com, 3,000: one word)
_CLAUSE = re.compile(r"(?:[^.!?。！？\n,，;；]|(?<=[A-Za-z0-9])[.,](?=[A-Za-z0-9]))+[.!?。！？\n,，;；]*")
_CJK_IN_LATIN = re.compile("[" + "".join(f"{lo}-{hi}" for lo, hi in CJK_RANGES) + "]+")
_ENGLISH_WORD = re.compile(r"[A-Za-z]+")
# time words, no names (as weekdays and months are not in English): 周五, 下礼拜, 明天, 上个月
_ZH_TIME_WORD = re.compile(
    r"(?:上|下|这|本|上上|下下)?个?(?:周|星期|礼拜)[一二三四五六日天末]?|[今明昨前后]天|[上下这本]个?月|[今明去前后]年|"
    r"(?:今天|明天|昨天)?(?:早上|上午|中午|下午|晚上|傍晚|凌晨)"
)


def _in_english(clause: str) -> bool:
    """Whether ``clause`` is English with words of another script in it ("my manager 王磊 wants the report by 周五"),
    not Chinese with English words in it (我们team下周要migrate到PostgreSQL, 我对 gluten 不耐受): two of its words or
    more are English function words (my, the, by, to)."""
    return sum(1 for word in _ENGLISH_WORD.findall(clause) if word.lower() in STOPWORDS) >= 2


# A name caught by 叫X must not swallow the words after it ("叫张伟今天..." -> 张伟).
_ZH_NAME_TRAILERS = "的了是在和与跟今明昨我你他她也都就还很"


_Found = dict[str, tuple[int, EntityMention]]


def _add(found: _Found, display: str, kind: EntityKind, position: int) -> None:
    display = display.strip().strip(".,;:!?'’\"")
    if display.endswith(("'s", "’s")):
        display = display[:-2]
    key = normalize_entity(display)
    if len(key) < 2 and not has_cjk(key):
        return
    if key not in found or position < found[key][0]:
        # Keep the first rule's reading (tech before name) but the earliest position.
        mention = found[key][1] if key in found else EntityMention(key, display, kind)
        found[key] = (position, mention)


def _opening_common_word(text: str, match: re.Match[str], casing: Casing) -> bool:
    """Whether the capitalised words of ``match`` open a sentence with a word capitalised for that alone. A
    single word is read against all the rules (:func:`_common_starter`); the first of several ("Low Tide is done",
    "Greyhound Rescue") by the starters alone, and a name that follows one stays ("Congrats Priya")."""
    if not _opens_sentence(text, match.start()):
        return False
    words = match[0].split()
    if len(words) == 1:
        following = _NEXT_WORD.match(text, match.end())
        return _common_starter(words[0], casing, following[1] if following else "")
    first = _bare(words[0])
    return first not in casing.capitalised and (_starter(first) or first in _OPENING_OWNERS)


def capitalised_for_opening(text: str, position: int) -> bool:
    """Whether the capitalised word at ``position`` of ``text`` has its capital because it opens a sentence,
    not because it names something: "Flat" in "Flat white is my favourite coffee", not "Berlin" in "Berlin is
    lovely" (how :func:`extract_entities` reads it, against ``text`` alone)."""
    match = _CAP_SEQ.match(text, position)
    return match is not None and _opening_common_word(text, match, _own_casing(text))


@functools.lru_cache(maxsize=256)
def _own_casing(text: str) -> Casing:
    return Casing.of([text], [text])


def _capitalised(text: str, found: _Found, quoted: list[tuple[int, int]], casing: Casing) -> None:
    casing = casing | _own_casing(text)
    for match in _CAP_SEQ.finditer(text):
        if any(start <= match.start() < end for start, end in quoted):
            continue  # a word of a quoted title is not a name of its own
        part: list[str] = []
        words = match[0].split()
        # A common word opening a sentence separates like a stop word: "Congrats Priya" -> Priya.
        starter = _opening_common_word(text, match, casing)
        for index, word in enumerate([*words, ""]):
            bare = _bare(word)
            # A lower-case "of"/"the" inside the match joins two names: "Bank of America".
            joins = bool(part) and word in _CONNECTORS
            # "New York", "New Zealand", "New Delhi": "New" opens the name of a place (alone it is a word: "New job")
            opens = bare == "new" and index + 1 < len(words) and _bare(words[index + 1]) not in _STOP_CAPS
            separator = not opens and (bare in _STOP_CAPS or bare in _CONNECTORS or (index == 0 and starter))
            if word and (joins or not separator):
                part.append(word)
                continue
            while part and part[-1].lower() in _CONNECTORS:
                part.pop()
            if part:
                _add(found, " ".join(part), "name", match.start() + match[0].find(part[0]))
            part = []


def _is_tech(token: str) -> bool:
    letters = sum(ch.isalpha() for ch in token)
    inner_caps = any(ch.isupper() for ch in token[1:]) and not token.isupper()
    digits = any(ch.isdigit() for ch in token) and letters >= 2
    return letters >= 1 and len(token) >= 2 and (inner_caps or digits)


def extract_entities(
    text: str, *, speaker: str | None = None, casing: Casing | None = None
) -> list[EntityMention]:
    """Entity candidates in ``text``: the speaker first, then each key once, in order of appearance.

    Args:
        text: English and/or Chinese text.
        speaker: The name of whoever said it; included as a ``speaker`` entity when given.
        casing: How the conversation ``text`` is part of writes its words (:class:`Casing`): a word opening a
            sentence is a name where the conversation writes it with a capital inside one.
    """
    found: _Found = {}
    if speaker and speaker.strip():
        _add(found, speaker, "speaker", -1)
    for match in _BOOK.finditer(text):
        _add(found, match[1], "title", match.start())
    quoted: list[tuple[int, int]] = []
    for match in _QUOTED.finditer(text):
        quoted.append(match.span())
        title = next(group for group in match.groups() if group is not None)
        if len(title.split()) <= 8 and not title.rstrip().endswith((".", "?", "!", "。", "？", "！")):
            _add(found, title, "title", match.start())
    for match in _HANDLE.finditer(text):
        _add(found, "@" + match[1], "handle", match.start())
    for match in _TAG.finditer(text):
        _add(found, "#" + match[1], "tag", match.start())
    code = [(match.start(), match.end()) for match in _CODE_NAME.finditer(text)]
    for start, end in code:
        _add(found, text[start:end], "tech", start)
    for match in _TECH_TOKEN.finditer(text):
        if _is_tech(match[0]):
            _add(found, match[0], "tech", match.start())
    for match in _LEXICON_RE.finditer(text):
        _add(found, match[1], "tech", match.start())
    _capitalised(text, found, quoted, casing or Casing())
    if has_cjk(text):
        for clause in _CLAUSE.finditer(text):
            start, end = clause.span()
            if not has_cjk(clause[0]):
                continue  # a line of English or of code in a Chinese message ("Traceback (most recent call last):")
            if _in_english(clause[0]):
                # "my manager 王磊 wants the report by 周五", "I had ラーメン at 一蘭": a word in a script without case
                # inside English is a name or a term, as a latin word inside Chinese is (its English words are not)
                for match in _CJK_IN_LATIN.finditer(text, start, end):
                    if not _ZH_TIME_WORD.fullmatch(to_simplified(match[0])):
                        _add(found, match[0], "term", match.start())
                continue
            for match in _LATIN_IN_CJK.finditer(text, start, end):
                if match[0].lower() not in _STOP_CAPS:
                    _add(found, match[0], "term", match.start())
        for pattern in _ZH_PATTERNS:
            for match in pattern.finditer(text):
                value = match[1]
                while has_cjk(value) and len(value) > 2 and value[-1] in _ZH_NAME_TRAILERS:
                    value = value[:-1]
                _add(found, value, "name", match.start(1))
    # a piece of a name from code is no name of its own (DATABASE_URL names no URL; app/models/user.py no User)
    whole = {normalize_entity(text[start:end]) for start, end in code}
    return [
        mention
        for position, mention in sorted(found.values(), key=lambda item: item[0])
        if mention.key in whole or not any(start <= position < end for start, end in code)
    ]


def entity_names(text: str, *, speaker: str | None = None, casing: Casing | None = None) -> list[str]:
    """The display forms of ``extract_entities``: what ``ExtractedFact.entities`` holds."""
    return [mention.display for mention in extract_entities(text, speaker=speaker, casing=casing)]


def tech_category(name: str) -> str | None:
    """The category of a known tool or product ("PostgreSQL" -> "database"), or ``None``."""
    return TECH_CATEGORIES.get(normalize_entity(name))


__all__ = [
    "TECH_CATEGORIES",
    "Casing",
    "EntityKind",
    "EntityMention",
    "capitalised_for_opening",
    "entity_names",
    "extract_entities",
    "tech_category",
]
