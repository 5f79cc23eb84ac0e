"""A pet said by its breed, as owners say it: "I have a golden retriever named Max", "my corgi's name is Biscuit", "we
adopted a ragdoll called Luna"; 我养了一只金毛叫豆豆, 我家柯基叫饼干, 我家布偶猫叫咪咪. The breed names the pet as "dog" or
"cat" does: its name is the ``dog`` or ``cat`` slot's (:mod:`~.pet_names`), so a renaming supersedes it and "what's my
dog's name?" / 我家狗叫什么 finds it. A bare word that names other things too (a "boxer", a "lab", a "pointer") is not
a breed here.

    >>> BREEDS["golden retriever"], BREEDS["ragdoll"], BREEDS["柯基"], BREEDS["布偶猫"]
    ('dog', 'cat', 'dog', 'cat')
"""

from __future__ import annotations

_EN_DOGS = (
    "golden retriever|golden|labrador retriever|labrador|german shepherd|husky|siberian husky|beagle|poodle|"
    "toy poodle|corgi|dachshund|pug|bulldog|french bulldog|frenchie|chihuahua|shih tzu|border collie|collie|"
    "yorkie|yorkshire terrier|jack russell|terrier|shiba inu|shiba|goldendoodle|labradoodle|cockapoo|doodle|"
    "spaniel|cocker spaniel|cavalier|greyhound|whippet|rottweiler|pit bull|pitbull|schnauzer|maltese|"
    "pomeranian|samoyed|akita|great dane|mastiff|bernese mountain dog|bernese|dalmatian|doberman|"
    "australian shepherd|aussie|basset hound|bichon|havanese|weimaraner|vizsla|mutt"
)
_EN_CATS = (
    "siamese|persian|maine coon|ragdoll|bengal|british shorthair|sphynx|russian blue|scottish fold|"
    "abyssinian|norwegian forest cat|birman|burmese|tabby cat"
)
# in Chinese: the breed, said with or without 犬 / 猫 (柴犬 and 柴, 布偶 and 布偶猫)
_ZH_DOGS = (
    "金毛|拉布拉多|柯基|哈士奇|二哈|泰迪|柴犬|边牧|萨摩耶|比熊|博美|法斗|德牧|阿拉斯加|秋田犬|雪纳瑞|吉娃娃|巴哥|"
    "中华田园犬|田园犬|土狗|贵宾犬|约克夏|杜宾|腊肠犬|腊肠|斗牛犬|马尔济斯|西高地"
)
_ZH_CATS = "英短|美短|布偶猫|布偶|橘猫|狸花猫|狸花|暹罗猫|暹罗|加菲猫|蓝猫|缅因猫|无毛猫|折耳猫|银渐层|金渐层|三花猫|奶牛猫"

#: The pet each breed's word names (``dog`` or ``cat``).
BREEDS: dict[str, str] = {
    **dict.fromkeys(_EN_DOGS.split("|"), "dog"),
    **dict.fromkeys(_EN_CATS.split("|"), "cat"),
    **dict.fromkeys(_ZH_DOGS.split("|"), "dog"),
    **dict.fromkeys(_ZH_CATS.split("|"), "cat"),
}
#: The English words, longest first (for a regular expression's alternation).
EN_BREEDS = "|".join(sorted((w for w in BREEDS if w.isascii()), key=len, reverse=True)).replace(" ", r"\s+")
#: The Chinese words of each pet, longest first.
ZH_BREEDS = {
    pet: "|".join(
        sorted((w for w, p in BREEDS.items() if p == pet and not w.isascii()), key=len, reverse=True)
    )
    for pet in ("dog", "cat")
}

__all__ = ["BREEDS", "EN_BREEDS", "ZH_BREEDS"]
