"""Everyday English words, which open chat sentences with a capital without being names: "Coffee is my favourite
drink", "Flat white is $4.50", "Budget around 60 quid", "Bought a Sony", "Surgery went fine".

    >>> [is_common_word(w) for w in ("coffee", "Budgets", "moved", "signing", "priya", "berlin", "zoë", "Maine")]
    [True, True, True, True, False, False, False, False]

Not a dictionary: a few hundred words of the everyday life people tell an assistant about (food and drink, home,
money, work, school, health, travel, family life, time) and of the verbs and words of judgement that open a
sentence whose subject is left out ("Signed up for a triathlon", "Fine."). A word is known with its endings
(``text.root``: budgets, moved, signing). Words that are given names or places as often as words (will, may,
rose, grace, bill, mark, jack, spring) are not here. Whether a word opening a sentence is a name is first read
from how the text and the conversation write it (:mod:`hindsight_core.extraction.entities`): this list decides
only when they do not.
"""

from __future__ import annotations

from hindsight_core.text import root

_EVERYDAY = frozenset(
    """
    coffee tea milk water juice beer wine drink drinks food meal breakfast lunch dinner brunch snack dessert
    bread cake pizza pasta rice soup salad sandwich burger chicken beef pork fish meat cheese egg fruit apple
    banana chocolate sugar salt oil butter cream latte espresso cappuccino flat white black green red blue
    yellow brown grey gray pink purple orange decaf oat vegan vegetarian spicy sweet sour hot cold warm fresh
    home house flat apartment room kitchen bathroom bedroom garden garage roof floor wall door window car bike
    bus train plane flight trip holiday vacation hotel airbnb ticket tickets road street traffic commute
    money budget rent mortgage loan debt salary pay payment price cost costs tax taxes bank account
    card cash savings pension insurance deposit fee fees quote invoice refund
    work job office boss team lead client clients meeting meetings project projects deadline interview offer
    contract shift shifts career promotion raise startup company business shop store market customer
    school class classes course exam exams test tests homework grade grades college university uni degree
    thesis lesson lessons teacher student students training practice
    doctor doc vet dentist nurse therapist surgeon hospital clinic surgery appointment checkup scan results
    blood pressure pain back knee shoulder head headache fever cold flu cough allergy allergies diet weight
    sleep medication meds pills dose injury recovery therapy physio rehab pregnancy baby birth
    kid kids child children family friend friends neighbour neighbor neighbours neighbors parents partner
    wedding party birthday anniversary gift gifts present christmas guest guests dog cat puppy kitten pet
    weather rain snow sun summer winter autumn fall weekend week weeks month months year years day days
    morning afternoon evening night nights hour hours minute minutes moment date time plan plans idea ideas
    question questions problem problems issue issues update news story thing stuff part bit lot lots rest
    end start half kind sort type way place area city town country world phone email message call text
    photo picture video movie film show book books music song game games sport gym run race walk swim
    buy bought sell sold find found lose lost hire move pass sign book finish start quit apply accept
    decide finished started booked signed passed failed moved hired fired rejected approved called
    tried spent saved paid earned won broke fixed cleaned cooked baked ate drank slept woke drove flew
    walked ran swam left arrived landed picked dropped planned changed switched upgraded ordered
    need help ask let read write send call wrote sent asked told heard saw met seen done gone been
    good bad fine ok okay nervous tired busy stressed sick ill better worse worst best rough hard easy
    quick fast slow early late full empty cheap expensive free total final main random different
    whole new old big huge tiny real sure tight fair funny weird strange odd close
    """.split()
)
_ROOTS = frozenset(root(word) for word in _EVERYDAY)


def is_common_word(word: str) -> bool:
    """Whether ``word`` (any case) is one of the everyday words this module holds, as it is or with an English
    ending (a word that only looks like one with an ending is not: "Maine" is no "main")."""
    bare = word.lower()
    return bare in _EVERYDAY or (
        bare.isascii() and bare.endswith(("s", "ed", "ing")) and root(bare) in _ROOTS
    )


__all__ = ["is_common_word"]
