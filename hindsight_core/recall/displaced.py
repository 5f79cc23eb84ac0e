"""What a statement says is no longer so: the value it names as given up ("we dumped New Relic", "the Chicago half
instead of Dublin", "we switched from Jira to Linear", 我生日不是7月12號，是7月21號, 我已經離開台積電了). A change said
in words the extractor reads as no slot supersedes nothing; recall still ranks the statement that gives a value
up right above an older match whose clause holding that value is what the question asks about."""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from datetime import datetime
from functools import lru_cache

from hindsight_core.extraction.screen import Screen
from hindsight_core.lifecycle.held_at import ended
from hindsight_core.models import MemoryRecord
from hindsight_core.recall.called_off_trips import trips_called_off
from hindsight_core.recall.fusion import best_ids
from hindsight_core.recall.given_up_states import asked_of, states_given_up
from hindsight_core.recall.subject import same_subject
from hindsight_core.text import (
    CASED_LETTER,
    CASED_UPPER,
    has_cjk,
    keyword_terms,
    root,
    same_speaker,
    split_question,
    spoken,
    spoken_only,
)

# (a dot inside a word only: "v2.1", "Node.js"; "instead of the 38. Any tips" gives up "the 38")
_Y = r"((?:the |my |our |a |an )?[\w+#'-]+(?:\.[\w+#'-]+)*(?: [\w+#'-]+(?:\.[\w+#'-]+)*){0,2}?)"
# (words only, no dot: "Benimaclet. I moved" is no value)
_WORDS = r"((?:the |my |our |a |an )?[\w+#'-]+(?: [\w+#'-]+){0,2}?)"
# where a given-up value ends: punctuation, a conjunction or preposition, a filler or time word
_STOP = (
    r"(?=$|[,.;:!?)]| and | but | so | for | to | with | because | anymore| any more| now| too| tho| though|"
    r" instead| at | in | on | tbh| finally| lol| haha| last | yesterday| already| recently| this | ago| till | until |"
    r" completely| entirely| altogether| for good| cold turkey)"
)
_EN = [
    re.compile(p, re.IGNORECASE)
    for p in (
        r"\binstead of " + _Y + _STOP,
        r"\bswitch(?:ed|ing)? (?:\w+ )?from " + _Y + r" to\b",
        r"\bmov(?:ed|ing) (?:\w+ )?(?:off|away from|out of|out from) " + _Y + _STOP,
        # "Linda has swapped the Fiat for an electric", "traded in the Civic for a Mazda"
        r"\b(?:swapp?(?:ed|ing)|trad(?:ed|ing)(?: in)?|exchang(?:ed|ing)) " + _Y + r" for\b",
        # an employer or a place left, named ("I have left Deloitte, joined EY"; "I left my keys" names nothing)
        rf"\b(?:i|we)(?:'ve| have)? (?:just |finally |now |officially )?left (?=(?-i:[{CASED_UPPER}]))"
        + _Y
        + _STOP,
        # a change from one to another ("moved from Leeds to York", "went from Jira to Linear"), not a trip ("drove
        # from Leeds to York for the weekend")
        r"\b(?:switch\w*|mov(?:ed|ing)|migrat\w*|chang\w*|upgrad\w*|went|gone|transition\w*|port\w*|convert\w*)\s+"
        r"(?:[\w'-]+\s+){0,4}?from " + _Y + r" to \w+",
        # ("dropped the kids at school" gives nothing up)
        r"\b(?:dumped|ditched|quit|cancell?ed|"
        # an account or a subscription closed, not a shop closing early
        r"closed(?!\s+(?:early|late|down|up|for|at|on|in|today|tomorrow|yesterday|now|again|last|this|until|till|over|off|permanently|temporarily)\b)|"
        r"sold|return(?:ed|ing)(?= (?:the|my|our|a|an|that|this) )|part[- ]exchanged|traded in|gave up(?: on)?|given up(?: on)?|ripped out|got rid of|"
        # on hold counts: "paused my gym membership for the summer" (for now it is not so)
        r"paused|suspended|put on hold|"
        r"stopped using|no longer use|replac(?:ed|ing)|"
        # a debt paid off ("paid off my car loan!!"; not "paid off 5k of it": a part)
        r"paid (?:off|back)) " + _Y + _STOP,
        # ("I'm off work today" is a day off)
        r"\b(?:i'?m|i am|we'?re|we are) (?:off|done with|over) (?!work\b|duty\b|sick\b|school\b|to\b|home\b|out\b)"
        + _Y
        + _STOP,
        r"(?:^|[.,;:!] ?)" + _Y + r" (?:is|are|was|were) (?:gone|over|cancell?ed|out)\b",
        r"(?:^|[.,;:!] ?)" + _Y + r" moved out\b",
        # a plan that did not come about: "Crete didn't happen", "the Marlow house fell through", "the Saturday session
        # was full", "Leeds said no", "decided against the Peloton"
        r"(?:^|[.,;:!] ?|\b(?:so|and|but|because) )"
        + _Y
        + r" (?:didn'?t happen|did not happen|never happened|fell through|got (?:cancell?ed|scrapped|called off)|"
        r"(?:is|was) (?:scrapped|called off|full))\b",
        rf"(?:^|[.,;:!] ?)((?-i:[{CASED_UPPER}])[\w'-]+(?: (?-i:[{CASED_UPPER}])[\w'-]+)?) (?:said no|turned (?:me|us) down)\b",
        r"\bdecided against " + _Y + _STOP,
        # the one not chosen, beside the choice: "Went with the Dacia in the end, not the Skoda", "went with the green,
        # not the black one"
        r"\b(?:ended up|in the end|went with|going with|chose|picked|settled on|decided on|opted for)\b[^.!?\n]{0,40}?"
        rf",\s*not\s+((?:the|a|an|my) [\w'-]+(?: [\w'-]+)?|(?-i:[{CASED_UPPER}0-9])[\w.'-]*(?: (?-i:[{CASED_UPPER}0-9])[\w.'-]*)?)"
        r"(?=\s*(?:$|[,.;:!?]))",
        # an amount changed ("increased my metformin to 1000", "the rent went up to 1100", "bumped the price to 7.25")
        r"\b(?:increas|rais|upp|bump|reduc|lower|cut|drop|halv|doubl)\w* (?:my |the |our |his |her )?"
        + _Y
        + r" to \S*\d",
        r"(?:\b(?:my|the|our) |(?:^|[.,;:!] ?))"
        + _Y
        + r" (?:went|has gone|goes|is going|was put|got put) (?:up|down) to\b",
        # a habit stopped, said with its verb: "stopped drinking coffee", "gave up eating meat" (the thing given up),
        # "I stopped smoking" (the habit itself); "stopped at the shop" is a halt, no habit
        r"\b(?:stopped|quit|quitting|gave up|given up|giving up)\s+(?:\w+ing)\s+"
        r"(?!(?:last|this|next|in|on|at|for|since|about|around|yesterday|today|recently)\b)" + _Y + _STOP,
        r"\b(?:stopped|quitting|gave up|given up|giving up)\s+(\w+ing)" + _STOP,
        # "I no longer eat meat", "I'm no longer vegetarian", "we no longer have the cabin"
        r"\bno longer (?!use\b)(?:(?:eat|drink|smoke|take|have|own|drive|play|go to|attend|see|do|work at|work for|"
        r"live in|live at|at|with|working at|working for|living in)\s+)?" + _Y + _STOP,
        # "no more nights", "no more Zumba for me" (not "no more than", "no more questions")
        r"(?:^|[.,;:!] ?|\b(?:and|so|but) )no more (?!than\b|questions?\b|excuses?\b|worries\b|problems?\b|drama\b)"
        + _WORDS
        + _STOP,
        # as a learner says it: "I am not anymore in Benimaclet"
        r"\b(?:i'?m|i am|we'?re|we are) not (?:anymore|any more|longer) (?:in|at|with|living in|working at|working for) "
        + _WORDS
        + _STOP,
        # "I'm not at Bodega Luz anymore", "we're not with Comcast any more"
        r"\b(?:i'?m|i am|we'?re|we are) not (?:at|with|working at|working for|employed at|employed by|living in) "
        + _Y
        + r"(?= anymore| any more)",
        # a tool or a plan dropped ("dropped duolingo, now ..."; not "dropped the kids off at school", "dropped
        # out", "dropped 5 pounds")
        r"\bdropped (?!out\b|\d)(?![^.,;!?\n]*\b(?:off|at|by)\b)" + _Y + _STOP,
        # someone let go ("fired Phil", "we let Ben go"; not "I got fired", "fired up")
        r"(?<!got )(?<!get )(?<!was )(?<!been )(?<!be )\bfired (?!up\b|from\b|me\b|us\b|him\b|her\b|them\b)"
        + _Y
        + _STOP,
        rf"\blet ((?-i:[{CASED_UPPER}])[\w'-]+|(?:our|the|my) [\w'-]+) go(?=$|[,.;:!?]| and | because| since| after)",
        # a plan skipped for another ("decided to skip the april half. signed up for a 10k in June instead")
        r"\bskip(?:ped|ping)? " + _Y + _STOP + r"(?=[^\n]{0,80}\binstead\b)",
        # a group that ended: "the loose ends broke up after Mike left" (not "my parents split up")
        rf"(?:^|[.,;:!] ?)(the [\w'-]+(?: [\w'-]+){{0,2}}?|(?-i:[{CASED_UPPER}])[\w'-]+(?: (?-i:[{CASED_UPPER}])[\w'-]+){{0,2}}) "
        r"(?:broke up|split up|disbanded|folded|fell apart|called it quits)\b",
        # years on the old one, beside the switch: "switched to android after like 10 years on iphone"
        r"\b(?:switch\w*|mov(?:ed|ing)|went|chang\w*|jump\w*|left)\b[^.!?]{0,60}?\bafter (?:like |about |almost |nearly |"
        r"over |more than )?\S+ (?:years?|months?) (?:on|with|at|of|using|in) " + _Y + _STOP,
        # a slip taken back: "wait, not Friday — Saturday", "sorry the 30th, not the 23rd" (the "not" close to the
        # word that takes it back: "Sorry for the ramble ... and not enough sleep" is none)
        r"\b(?:wait|sorry|oops|correction|i\s+mean|i\s+meant)\b[^.!?\n]{0,25}?(?:[,—–]\s*|\s-\s|\bit'?s\s+|\bit\s+is\s+)"
        r"not\s+(?:the\s+|on\s+)?" + _Y + r"(?=\s*(?:$|[,.;:!?—–]|\s-\s|\sbut\b))",
    )
]
_H = rf"([\u4e00-\u9fff{CASED_LETTER}0-9]{{2,8}}?)"
_ZH = [
    re.compile(p)
    for p in (
        r"不再(?:用|喝|吃|去|玩|做|住|开|開)" + _H + r"(?=[了，,。！!]|$)",
        r"(?:不用|唔用|冇用|没用|沒用)" + _H + r"了",
        r"把"
        + _H
        + r"(?:卖|賣|退|换|換|删|刪|辞|辭|戒|停|注销|註銷|取消|退订|退訂|还清|還清|还完|還完)(?:掉)?(?:了|咗)",
        # a debt paid off: 车贷终于还清了, 我的花呗还完了
        r"(?:^|(?<=[，,。！!？?；;：:\s])|(?<=我的)|(?<=我))(?![我你他她的])"
        + rf"((?:(?!把)[\u4e00-\u9fff{CASED_LETTER}0-9]){{2,8}}?)"
        + r"(?:我们|我)?(?:终于|終於|总算|總算|已经|已經|也|都)?(?:全部|全)?"
        r"(?:还清|還清|还完|還完)(?:了|咗)",
        # an amount changed: 医生把脈優加到10毫克, 把房租降到三千
        r"把" + _H + r"(?:加|减|減|调|調|改|涨|漲|降|升|提)到",
        r"从" + _H + r"(?:换|換|改|转|轉|搬|跳槽)",
        r"從" + _H + r"(?:換|改|轉|搬|跳槽)",
        r"(?:不是|唔係|不係)" + _H + r"[，,]?(?:而)?(?:是|係)",
        r"离开(?:了)?" + _H + r"(?=[了，,。！!]|$)",
        # moved out of it: 我搬出宿舍了
        r"搬出(?:了)?" + _H + r"(?=[了，,。！!]|$)",
        r"離開(?:了)?" + _H + r"(?=[了，,。！!]|$)",
        r"(?:戒了|戒咗|退了|卖了|賣了|辞了|辭了)" + _H + r"(?=[了，,。！!]|$)",
        # no longer at a place or an employer: 我回长沙了 不在北京干了, 不在腾讯了 (不在乎了, 不在家 name none)
        r"不在" + _H + r"(?:干|幹|做|住|待|呆|上班|上学|上學|工作|读|讀)?(?:了|啦)",
        # a habit given up, the thing right after 戒: 我戒烟了, 戒掉奶茶了, 戒酒两年了
        r"戒(?:掉)?([\u4e00-\u9fff]{1,3}?)(?:了|啦|咗|[一二两三四五六七八九十几\d]+(?:年|个月|個月|天|周|週))",
        # the value first, then what became of it: "RabbitMQ 换成 Kafka 了", 健身房不去了改跑步了, 捷达卖了换了辆X
        rf"(?:^|[，,。！!？?；;：:\s]|我们|我|咱们)(?:的)?(?:架|部|支|隻|只|个|個|台|辆|輛)?([{CASED_LETTER}][\w.+#-]{{1,30}}?|"
        # (not a time or manner word: 最近改成游泳 gives up swimming's predecessor, not 最近)
        r"(?![我你他她把今明昨后这那周晚早下上中])(?!最近|最后|最後|現在|现在|目前|已经|已經|然后|然後|之后|之後|后来|後來|"
        r"马上|馬上|终于|終於|干脆|乾脆|直接|还是|還是|全部|都|不过|不過|但是|可是|而且|所以)[\u4e00-\u9fff]{2,6}?)\s*"
        # (the speaker may come between: 啤酒俺戒了, 咖啡我早就戒了)
        r"(?:(?:我们|俺们|咱们|我哋|我|俺|咱)(?:早就|早|已经|已經|也|都)?)?"
        r"(?:换成|換成|改成|改用|不用了|不用啦|唔用喇|唔用了|唔用咗|卖了|賣了|卖掉了|賣掉了|卖咗|賣咗|不去了|退了|戒了|戒咗|唔去了|取消了|卸了|死了|死掉了|"
        # a plan that did not come about: 泰国去不成了, 健身房算了, 买房的事不想了, 装修的事黄了
        r"去不成了|没去成|沒去成|去不了了|算了(?=[，,。！!？?\s]|$)|黄了|黃了|泡汤了|泡湯了|不想了|不买了|不買了|"
        # given away or sold on: 原来的雅马哈送给表弟了, 旧车转手了
        r"(?:送给|送給)[\u4e00-\u9fff]{1,4}了|送人了|转手了|轉手了|转卖了|轉賣了|"
        r"辞掉了|辭掉了|不做了|不干了|不幹了|唔做喇|唔做了|注销了|註銷了|退订了|退訂了|"
        # tired of it: B站看腻了, 健身环玩腻了
        r"(?:看|玩|吃|听|聽|用)?(?:腻了|膩了)|"
        # a habit stopped: 太极不打了, 游水停咗, 钢琴不学了
        r"不(?:打|练|練|玩|学|學|喝|吃|做|跳|踢|跑|游)了|停了|停咗|唔(?:玩|學|打|練)喇)",
    )
]
# words one of the patterns needs: a substring test rules out nearly every text before they run (recall reads
# the pool's best records on every query)
_TRIGGERS = tuple(
    "instead|from |dump|ditch|quit|cancel|closed |sold|returned |returning |gave up|given up|giving up|ripped|got rid|stopped using|no longer|not |"
    "swap|trad|exchang|left |paused|suspended|on hold|dropped |fired |let | skip| broke up| split up|disband|folded|"
    "fell apart|called it quits| years | months |注销|註銷|退订|退訂|腻了|膩了|no more|搬出|paid off|paid back|还清|還清|还完|還完|"
    "replac| off |done with| over |gone|moved out|不再|不用|唔用|冇用|没用|沒用|把|从|從|不是|唔係|不係|离开|離開|戒|"
    "退了|卖了|賣了|辞了|辭了|不在|换成|換成|改成|改用|不去了|唔去|停了|停咗|喇|不打|不练|不練|不玩|不学|不學|不喝|不吃|不做|不跳|"
    "不踢|不跑|不游|卖咗|賣咗|取消|卸了|死了|死掉|不干|不幹|辞掉|辭掉|卖掉|賣掉|送给|送給|送人|转手|轉手|转卖|轉賣|"
    # a plan that did not come about
    "happen|fell through|scrapped|called off|full|said no|turned me|turned us|"
    "decided against|去不成|没去成|沒去成|去不了|算了|黄了|黃了|泡汤|泡湯|不想了|不买了|不買了|"
    # an everyday change: someone gone with someone new, the old value's trouble beside the switch
    " left|retired|resigned|dropped out|kept|keeps|suck|crash|broke|died|lost|too |shut down|went bust|stopped|"
    "老是|总是|總是|经常|經常|太|容易|走了|离职|離職|跑路|倒闭|倒閉|关门|關門|解散|不行|不好用|出问题|"
    "出問題|丢件|丟件|涨价|漲價|停|put their|put its|put the price|put up|expensive|got worse|married|divorced|separated|widow|engaged|single|split up|婚|单身|單身|分手".split(
        "|"
    )
)
# an amount changed says a number ("increased my metformin to 1000"): these words count only beside a digit
_AMOUNT_TRIGGERS = tuple("increas|rais|upp|bump|reduc|lower|cut|drop|halv|doubl| up to| down to".split("|"))
_DIGIT = re.compile(r"\d")
_AMOUNT = re.compile(r"[零〇一二两三四五六七八九十百千万亿\d.,]+[块元塊蚊刀]?(?:钱|錢)?")
_OWNED_JOB = re.compile(r"的(?:工作|工|事|那份工作?)$")
# what says which one, not what: 原来的雅马哈 is the Yamaha
_FORMER = re.compile(r"^(?:原来的|原來的|之前的|以前的|旧的|舊的|那个|那個|这个|這個)")
_ARTICLE = re.compile(r"^(?:the|my|our|a|an) ", re.IGNORECASE)
# a second value given up with the first: "cancelled Hulu and Adobe." ("sold the squier and bought a Fender": a
# verb follows, no value)
_AND_MORE = re.compile(r" (?:and|&) " + _WORDS + _STOP, re.IGNORECASE)
_VERB_NEXT = re.compile(
    r"^(?:\w+ed|\w+ing|bought|got|went|made|took|kept|found|sold|left|put|set|ran|began|now|then|also|so|i|we)\b",
    re.IGNORECASE,
)
# 浦发和中信: two values given up together
_ZH_AND = re.compile(r"[和跟与與、]")

# An everyday change names the old value beside the new one, not as the object of a verb: someone gone with
# someone new ("Kev quit, Sam's on drums now"), the old value's trouble beside the switch ("Moved everything to
# Google Docs, Scrivener's sync kept eating chapters", 中通老是丢件，换顺丰了, 王哥走了，现在带我的是小李), a slip
# taken back with the apology further off ("sorry, the caterer charges $92 a head not 85, I misread it").
_NAME_GONE = re.compile(
    rf"(?:^|[.,;:!]\s?)((?-i:[{CASED_UPPER}])[\w'-]+(?: (?-i:[{CASED_UPPER}])[\w'-]+)?) (?:has |just |finally )?"
    r"(?:quit|left|retired|resigned|dropped out)(?: (?:the|our|my) \w+)?"
    # gone to work elsewhere: "Dr Janssen has left for a position at Deltares"
    r"(?: for (?:a|an|another|the) (?:new )?(?:job|position|post|role|offer) (?:at|with|in) [^,.;:!—–]+)?"
    r"(?=\s*(?:$|[,.;:!—–])|\s+(?:and|so)\b)",
    re.IGNORECASE,
)
# ... only where someone or something new is said ("Kev left early, we played as a trio" gives nothing up)
_SUCCESSOR = re.compile(
    r"\b(?:now|new|instead|replac\w*|took over|taking over|stepp\w* in|step(?:s|ping)? up)\b", re.IGNORECASE
)
_SWITCH_TO = re.compile(
    r"\b(?:switch\w*|mov(?:ed|ing)|migrat\w*|chang\w*|port\w*|went|jump\w*|shift\w*)\b[^.!?]{0,30}?"
    # the new one named a few words on: "moved the rice to a wholesaler in Leicester called Spice Valley"
    rf"\b(?:to|onto|over to|with)\s+(?:(?:a|an|the|this|that|new|local|small|big)\s+){{0,2}}(?:[a-z]+\s+){{0,3}}?(?-i:[{CASED_UPPER}])"
    # or written in lower case, as chat is ("switched to a kobo libra colour", "switched to nixos")
    r"|\b(?:switch\w*|swapp?ed|migrat\w*)\s+(?:over\s+)?to\s+(?:(?:a|an|the)\s+)?(?!(?:it|that|this|them|one)\b)[a-z0-9]"
    # or put in its place: "my kindle died, replaced it with a kobo libra colour"
    r"|\breplac(?:ed|ing)\s+(?:it|them|him|her)\s+with\s+(?:(?:a|an|the)\s+)?[a-z0-9]"
    # or bought in its place: "the Civic finally died, so I bought a 2021 Subaru Outback"
    rf"|\b(?:bought|leased|got ourselves|got myself)\s+(?:a|an|the|my|our)?\s*(?:new\s+|used\s+)?(?:\d{{4}}\s+)?(?-i:[{CASED_UPPER}])",
    re.IGNORECASE,
)
_EN_TROUBLE = re.compile(
    rf"(?:^|[.,;:!]\s?|\b(?:since|because|as|cause|cos)\s)((?-i:[{CASED_UPPER}])[\w.+#'-]*(?: (?-i:[{CASED_UPPER}])[\w.+#'-]*)?|"
    # one word in lower case ("kindle died", "arch broke"), not a pronoun or what a phrase opens with ("my back")
    r"(?!(?:i|it|its|this|that|these|those|he|she|they|we|you|my|our|his|her|their|your|the|a|an|everything|"
    r"something|nothing|someone|everyone|one|which|what|who|there|here|then)\b)(?-i:[a-z])[\w.+#'-]*)(?:'s|’s)?"
    r"(?: \w+)? (?:kept|keeps|sucked|sucks|lost|loses|broke|breaks|died|crashed|crashes|was too|is too|got too|"
    r"became too|shut down|closed|went bust|stopped working|raised|hiked|doubled|put (?:their|its|the) prices? up|"
    r"put up (?:their|its|the) prices?|got too expensive|got worse)\b",
    re.IGNORECASE,
)
# one's own thing gone and replaced, the replacement said "it": "my kindle died, replaced it with a kobo" ("my back
# kept hurting" beside a switch names no thing replaced)
_REPLACED_IT = re.compile(
    r"(?:^|[.,;:!]\s?)(?:my|our|the)\s+(?:(?:old|trusty|ancient|little|poor|beloved|cheap)\s+)?([a-z][\w.+#'-]*)(?: [a-z][\w'-]*)? (?:died|broke|broke down|stopped working|"
    r"packed up|packed in|gave up|gave out|got stolen|was stolen)\b[^.!?]{0,20}?\breplac(?:ed|ing)\s+(?:it|them)\s+with\b",
    re.IGNORECASE,
)
_SLIP_CUE = re.compile(
    r"\b(?:sorry|oops|my bad|my mistake|correction|misread|misremembered|misheard|tell a lie|told a lie|i mean|"
    r"i meant|wait)\b",
    re.IGNORECASE,
)
# the value taken back: a name, a day, a number ("not enough sleep" takes nothing back)
_NOT_VALUE = re.compile(
    rf"(?:,\s*|\s)not\s+(?:the\s+|on\s+|at\s+)?((?-i:[{CASED_UPPER}0-9$£€])[\w.:$£€'-]*(?: (?-i:[{CASED_UPPER}0-9])[\w.:'-]*){{0,2}})"
    r"(?=\s*(?:$|[,.;:!?—–]|\s-\s|\sbut\b))",
    re.IGNORECASE,
)
_ZH_TOPIC = (
    rf"(?:^|[，,。！!？?；;：:\s]|说|說|觉得|覺得)([{CASED_LETTER}][\w.+#-]{{1,30}}|"
    r"(?![我你他她把今明昨后这那這])(?!最近|最后|最後|現在|现在|目前|已经|已經|然后|然後|之后|之後|后来|後來|中午|周末|週末|"
    r"晚上|早上|上午|下午|上周|上週|下周|下週|上个|上個|下个|下個)"
    r"[\u4e00-\u9fff]{2,4}?)"
)
_ZH_TROUBLE = re.compile(
    _ZH_TOPIC
    + r"\s*(?:群|的群|那边|那邊|那家)?(?:全|都|也|又)?(?:老是|总是|總是|经常|經常|太|容易|走了|离职|離職|"
    r"辞职|辭職|跑路|倒闭|倒閉|关门|關門|解散|不行|不好用|出问题|出問題|丢件|丟件|涨价|漲價|停(?:了|用|运|運|业|業))"
)
_ZH_CHANGE = re.compile(
    r"换|換|改成|改用|改去|改到|改在|改了|切到|切换|切換|转到|轉到|转去|轉去|转咗|轉咗|搬到|现在|現在|而家|如今"
)
_ZH_CLAUSE_END = re.compile(r"[，,。！!？?；;\n]")


def _everyday(text: str) -> Iterator[str]:
    """The old values an everyday change names beside the new one (see ``_NAME_GONE``)."""
    if _SUCCESSOR.search(text):
        for match in _NAME_GONE.finditer(text):
            if _SUCCESSOR.search(text, match.end()) or _SUCCESSOR.search(text, 0, match.start()):
                yield match.group(1)
    if (switch := _SWITCH_TO.search(text)) is not None:
        for match in _EN_TROUBLE.finditer(text):
            if not switch.start() <= match.start(1) < switch.end() + 1:  # not the new value itself
                yield match.group(1)
    for match in _REPLACED_IT.finditer(text):
        yield match.group(1)
    if _SLIP_CUE.search(text):
        for match in _NOT_VALUE.finditer(text):
            yield match.group(1)
    if has_cjk(text):
        for match in _ZH_TROUBLE.finditer(text):
            start = match.start(1)
            # the change said in another clause than the trouble (现在中通老是丢件 changes nothing)
            head = max((m.end() for m in _ZH_CLAUSE_END.finditer(text, 0, start)), default=0)
            tail = _ZH_CLAUSE_END.search(text, match.end())
            rest = text[:head] + (text[tail.end() :] if tail is not None else "")
            if _ZH_CHANGE.search(rest):
                yield match.group(1)


def _triggered(lowered: str) -> bool:
    """Whether ``lowered`` holds a word a change is said with, each looked for as a plain substring (one regular
    expression of them all, tried at every position of the text, took 2-10x as long: a third of a recall's
    reading of its pool)."""
    if any(word in lowered for word in _TRIGGERS):
        return True
    return _DIGIT.search(lowered) is not None and any(word in lowered for word in _AMOUNT_TRIGGERS)


# the patterns that may match a text, by the words each needs (most texts name none of a pattern's verbs)
_EN_SCREEN = Screen(_EN, key=lambda pattern: pattern)
_ZH_SCREEN = Screen(_ZH, key=lambda pattern: pattern)


@lru_cache(maxsize=8192)
def displaced_terms(text: str) -> tuple[tuple[str, ...], ...]:
    """The values ``text`` says were given up, each as the terms a record holding it must contain."""
    lowered = text.lower()
    trips = tuple(trips_called_off(text))  # "the Lisbon trip is off": the place
    if not trips and not _triggered(lowered):
        return ()
    out: list[tuple[str, ...]] = []
    for pattern in _EN_SCREEN.candidates(text):
        for match in pattern.finditer(text):
            values = [match.group(1)]
            more = _AND_MORE.match(text, match.end(1))
            if more is not None and not _VERB_NEXT.match(_ARTICLE.sub("", more.group(1).strip())):
                values.append(more.group(1))
            for value in values:
                terms = tuple(keyword_terms(_ARTICLE.sub("", value.strip())))
                if terms:
                    out.append(terms)
    if has_cjk(text):
        for pattern in _ZH_SCREEN.candidates(text):
            for match in pattern.finditer(text):
                value = match.group(1)
                if _AMOUNT.fullmatch(value):  # 卡罗拉卖了八万二: a price, not a thing given up
                    continue
                # 超商的工作辭掉了: the job at the shop; 孔雀鱼全换成了灯科鱼: the guppies, all of them
                value = _FORMER.sub("", _OWNED_JOB.sub("", value)).rstrip("全都也又就还還").rstrip("的")
                parts = _ZH_AND.split(value)
                for part in parts if len(parts) > 1 and all(len(p) >= 2 for p in parts) else [value]:
                    terms = (part,) if has_cjk(part) else tuple(keyword_terms(part))  # RabbitMQ -> rabbitmq
                    if terms:
                        out.append(terms)
    for value in (*_everyday(text), *states_given_up(text), *trips):
        terms = (value,) if has_cjk(value) else tuple(keyword_terms(_ARTICLE.sub("", value)))
        if terms:
            out.append(terms)
    return tuple(dict.fromkeys(out))


# what of a record is read: a change is said in a sentence or two, and a tool's long output (a record can hold
# 100 KB: 50 ms of these patterns) is read no further
_READ = 2000
#: Metadata of a record: the ids of later statements that give up a value it holds (set when they are stored).
DISPLACED_BY = "displaced_by"
_POOL_HEAD = 20  # the statements considered: a change ranked below them is too far from the question
_CLAUSE = re.compile(r"[.!?;,\n。！？；，、]|\s(?:and|but|so|while|whereas)\s", re.IGNORECASE)


@lru_cache(maxsize=8192)
def _clauses(text: str) -> tuple[tuple[str, frozenset[str], frozenset[str]], ...]:
    """The clauses of ``text`` (read up to ``_READ``), each with its keyword terms and their roots (recall reads
    the pool's texts on every query)."""
    out = []
    for clause in _CLAUSE.split(text[:_READ]):
        terms = frozenset(keyword_terms(clause))
        out.append((clause, terms, frozenset(root(t) for t in terms)))
    return tuple(out)


def clause_holding(record: MemoryRecord, terms: tuple[str, ...]) -> frozenset[str] | None:
    """The terms of the clause of ``record`` that holds the given-up value (its words, or their roots), or None
    when the record does not hold it."""
    roots = {root(t) for t in terms}
    # (after the speaker's frame: "The user said" would share "user" with every question asked about "the user")
    for clause, clause_terms, clause_roots in _clauses(spoken(record.text)):
        if len(terms) == 1 and has_cjk(terms[0]):
            if terms[0] in clause:
                return clause_terms | clause_roots
        elif set(terms) <= clause_terms or roots <= clause_roots:
            return clause_terms | clause_roots
    return None


def says_one_thing(record: MemoryRecord) -> bool:
    """Whether ``record`` says one thing (one clause with words, after its speaker frame and before the question it
    answers): a query matched it for that clause ("what car do I have?" and "I have a Honda Civic"; "Which password
    manager do you use?" and "Bitwarden.")."""
    said = spoken_only(record.text)
    return sum(1 for _, terms, _ in _clauses(said) if terms) == 1


def given_up_by(record: MemoryRecord) -> tuple[tuple[str, ...], ...]:
    """The values ``record`` says were given up (:func:`displaced_terms` of the part of it that is read)."""
    return displaced_terms(record.text[:_READ])


def _held(record: MemoryRecord, given_up: tuple[tuple[str, ...], ...]) -> Iterator[frozenset[str]]:
    """The terms of each clause of ``record`` holding one of the values given up that ``record`` does not give up
    itself."""
    own = given_up_by(record)
    for terms in given_up:
        if terms not in own and (clause := clause_holding(record, terms)) is not None:
            yield clause


def holds_given_up(record: MemoryRecord, given_up: tuple[tuple[str, ...], ...]) -> bool:
    """Whether ``record`` holds, in a clause, one of the values a newer statement gives up (``given_up``: its
    :func:`given_up_by`), and does not give that value up itself."""
    return any(True for _ in _held(record, given_up))


def _doers(asked: set[str]) -> set[str]:
    """Who does what the question names ("drums" -> "drummer", "guitar" -> "guitarist"): a clause saying who
    plays it answers a question about playing it."""
    out: set[str] = set()
    for term in asked:
        if len(term) >= 4 and term.isascii() and term.isalpha():
            stem = term[:-1] if term.endswith("s") else term
            out.update(stem + end for end in ("er", "mer", "ist"))
    return out


def _holds_asked(record: MemoryRecord, given_up: tuple[tuple[str, ...], ...], asked: set[str]) -> bool:
    """:func:`holds_given_up`, in a clause sharing a term with the question, or naming who does what it asks
    about ("drums" asks about "the drummer is Kev"): what the question asks about, not another clause of the
    record."""
    wanted = asked | _doers(asked) | {root(t) for t in asked}
    held = list(_held(record, given_up))
    if not held:
        return False
    if says_one_thing(record) or any(wanted & clause for clause in held):
        return True
    said, answered = split_question(spoken(record.text))
    # an answer to the question asked ("aluminum Trek Domane, 2018 (answering the assistant: What bike are you
    # on?)" for "what bike do I ride?"): what it holds is what was asked
    if answered and any(wanted & (terms | roots) for _, terms, roots in _clauses(answered)):
        return True
    # matched by meaning, no clause sharing a word with the question ("What e-reader do I have?" and "kindle
    # paperwhite, I read in bed every night"): its first clause, what it is about, is what was asked
    clauses = [terms | roots for _, terms, roots in _clauses(said) if terms]
    return bool(clauses) and clauses[0] in held and not any(wanted & clause for clause in clauses)


def lift_displacing(
    final: dict[str, float],
    records: Mapping[str, MemoryRecord],
    query: str,
    linked: frozenset[str] = frozenset(),
    at: datetime | None = None,
) -> set[str]:
    """A current statement that gives up a value ranks right above an older match whose clause holding that
    value is what the query asked about ("what monitoring tool do we use": "Monitoring is New Relic" then "we
    dumped New Relic"); an older record matched for another of its clauses keeps its place. ``linked``: such
    statements brought into the pool by an older record's :data:`DISPLACED_BY`, considered wherever they rank.
    Returns the statements lifted."""
    asked = set(keyword_terms(query))
    lifted: set[str] = set()
    if not asked:
        return lifted
    head = best_ids(final, _POOL_HEAD)
    for rid in [*head, *sorted(linked.difference(head))]:
        new = records[rid]
        if ended(new, at):
            continue
        given_up = asked_of(given_up_by(new), query)
        if not given_up:
            continue
        older = [
            final[o]
            for o, record in records.items()
            if o in final
            and final[o] >= final[rid]
            and record.occurred_at < new.occurred_at
            and same_speaker(record.text, new.text)
            and same_subject(record.text, new.text)
            and _holds_asked(record, given_up, asked)
        ]
        if older:
            final[rid] = max(older) * (1.0 + 1e-6)
            lifted.add(rid)
    return lifted


def lift_given_up(final: dict[str, float], records: Mapping[str, MemoryRecord], query: str) -> None:
    """Asked for the value before ("what was my metformin dose before it was increased?", "where did I work
    before the BBC?"): the older match holding what a newer statement gave up ranks right above it, where
    :func:`lift_displacing` would put the change above it."""
    asked = set(keyword_terms(query))
    if not asked:
        return
    for rid in best_ids(final, _POOL_HEAD):
        new = records[rid]
        given_up = asked_of(given_up_by(new), query)
        if not given_up:
            continue
        for o, record in records.items():
            if (
                o in final
                and final[o] < final[rid]
                and record.occurred_at < new.occurred_at
                and same_speaker(record.text, new.text)
                and same_subject(record.text, new.text)
                and _holds_asked(record, given_up, asked)
            ):
                final[o] = final[rid] * (1.0 + 1e-6)
