"""A synthetic, varied multi-user memory corpus for the scale benchmarks (no real data, deterministic).

Each user gets a persona (family, friends, coworkers, city, employer, pets, projects, hobbies) and a stream of
memories drawn from about sixty sentence shapes over twelve areas of life (work, travel, health, food, money,
family, hobbies, purchases, plans, opinions, tool results, and Chinese-language notes), each with its own
vocabulary, dates, numbers and reasons. Few sentences repeat: at 100k memories over 50 users about 90% of the
texts are distinct. Queries are questions about a user's own people, places and things, so every recall path
(vector, keyword, entity graph, recency) has work to do.
"""

from __future__ import annotations

import hashlib
import random
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta

FIRST = (
    "Alice Bob Chen Dmitri Esther Farah Gustavo Hana Ivan Jia Kofi Lena Mateo Nora Omar Priya Quinn Rosa Sven "
    "Tariq Uma Victor Wen Ximena Yusuf Zara Aiko Bruno Carmen Dario Elif Femi Greta Hugo Ines Jonas Kemal "
    "Lucia Marek Nadia Oskar Paula Rafael Sofia Tomas Ulla Vera Wade Yara Zeno Amara Boris Clara Emeka "
    "Freya Gopal Helga Ilya Juno Kiran Leila Milan Noor Otto Pia"
).split()
LAST = (
    "Garcia Novak Tanaka Okafor Silva Larsen Khan Rossi Dubois Kowalski Haddad Moreau Nguyen Petrov Costa "
    "Meyer Ibrahim Lindqvist Sato Mendes Varga Ortiz Fischer Abebe Romano Jensen Popescu Demir Reyes Wolff"
).split()
CITIES = (
    "Lisbon Kyoto Nairobi Montreal Oslo Hanoi Lima Tbilisi Perth Cork Quito Accra Bergen Cusco Dakar Graz Hobart "
    "Izmir Jaipur Krakow Leeds Malmo Nantes Oaxaca Porto Riga Seville Tromso Utrecht Valparaiso Zagreb Busan "
    "Cordoba Dresden Essen Florence Gdansk Hamburg Innsbruck Ljubljana"
).split()
COMPANIES = (
    "Acme Corp, Blue Harbor Labs, Northwind, Globex, Initech, Umbrella Health, Stark Logistics, Wayne Foods, "
    "Tyrell Data, Cyberdyne Energy, Soylent Farms, Hooli, Pied Piper, Vandelay Imports, Kite Analytics, "
    "Oceanic Air, Monarch Bank, Wonka Retail, Massive Dynamic, Aperture Works"
).split(", ")
PROJECTS = (
    "the billing migration, the mobile app rewrite, the data warehouse, the onboarding flow, the search "
    "revamp, the payments API, the design system, the on-call rota, the GDPR audit, the pricing page, the "
    "recommendation engine, the CI pipeline, the inventory service, the customer portal, the SSO rollout, "
    "the analytics dashboard, the chatbot pilot, the warehouse robots, the quarterly report, the ML "
    "feature store"
).split(", ")
TOOLS = (
    "PostgreSQL MySQL SQLite Redis Kafka Go Rust Python TypeScript Kotlin Vim Emacs VS-Code Docker Kubernetes "
    "Terraform Grafana Airflow Snowflake BigQuery Figma Notion Jira Linear Slack"
).split()
HOBBIES = (
    "the cello, Japanese, pottery, bouldering, chess, sailing, sourdough baking, salsa dancing, birdwatching, "
    "watercolour painting, trail running, woodworking, the ukulele, knitting, astrophotography, beekeeping, "
    "fencing, calligraphy, surfing, origami"
).split(", ")
FOODS = (
    "a lentil curry, ramen, paella, dumplings, a lemon tart, shakshuka, pho, mushroom risotto, jollof rice, "
    "pierogi, bibimbap, tacos al pastor, a Sunday roast, falafel wraps, miso soup, banana bread, moussaka, "
    "pad thai, goulash, ceviche"
).split(", ")
PETS = [
    ("dog", "Biscuit"),
    ("cat", "Mochi"),
    ("dog", "Pepper"),
    ("parrot", "Kiwi"),
    ("cat", "Luna"),
    ("rabbit", "Clover"),
    ("dog", "Rocket"),
    ("cat", "Tofu"),
    ("tortoise", "Sheldon"),
    ("dog", "Maple"),
]
ITEMS = (
    "a bike, a camera, a tent, a piano, an e-reader, a kayak, a drone, a standing desk, a road bike helmet, "
    "noise-cancelling headphones, a espresso machine, a telescope, hiking boots, a sewing machine, a 3D "
    "printer, a winter coat, a gaming laptop, a rice cooker, a sofa, a smartwatch"
).split(", ")
REASONS = (
    "because it was cheaper, after reading a long review, to impress the team, on a whim, since the deadline "
    "moved, for the charity event, after a long debate, to save time, because the old one broke, on a "
    "friend's advice, to cut costs, for better sleep, because the doctor suggested it, to learn something "
    "new, after a bad experience last year"
).split(", ")
FEELINGS = "excited nervous relieved frustrated proud tired curious optimistic annoyed grateful".split()
SYMPTOMS = (
    "a sore knee, migraines, a stubborn cough, back pain, hay fever, insomnia, a sprained ankle, high "
    "blood pressure, a tooth ache, tennis elbow"
).split(", ")
ERRORS = (
    "a timeout after 30 seconds, HTTP 503 from the gateway, a disk-full error, a null pointer exception, a "
    "failed schema migration, an expired TLS certificate, a rate-limit response, an out-of-memory kill, a "
    "deadlock in the payments table, a flaky integration test"
).split(", ")
WEEKDAYS = "Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split()
MONTHS = ("January February March April May June July August September October November December").split()
ZH_CITIES = "北京 上海 杭州 成都 西安 深圳 广州 南京 武汉 苏州".split()
ZH_FOODS = "火锅 饺子 小笼包 烤鸭 米线 麻婆豆腐 兰州拉面 煎饼果子".split()
ZH_HOBBIES = "书法 围棋 太极 摄影 钢琴 游泳 跑步 插花".split()


@dataclass(frozen=True, slots=True)
class Memory:
    """One stored memory: what a user's agent remembered, with the names it mentions."""

    user_id: str
    text: str
    event_type: str
    entities: tuple[str, ...]
    occurred_at: datetime
    session: int


@dataclass(slots=True)
class Persona:
    user_id: str
    name: str
    city: str
    company: str
    partner: str
    friends: list[str]
    coworkers: list[str]
    pet: tuple[str, str]
    projects: list[str]
    hobbies: list[str]
    tools: list[str]
    cities: list[str]
    chinese: bool
    extra_people: list[str] = field(default_factory=list)


def _person(rng: random.Random) -> str:
    return f"{rng.choice(FIRST)} {rng.choice(LAST)}" if rng.random() < 0.3 else rng.choice(FIRST)


def persona(index: int, rng: random.Random) -> Persona:
    return Persona(
        user_id=f"user-{index:03d}",
        name=f"{rng.choice(FIRST)} {rng.choice(LAST)}",
        city=rng.choice(CITIES),
        company=rng.choice(COMPANIES),
        partner=rng.choice(FIRST),
        friends=rng.sample(FIRST, 6),
        coworkers=rng.sample(FIRST, 6),
        pet=rng.choice(PETS),
        projects=rng.sample(PROJECTS, 5),
        hobbies=rng.sample(HOBBIES, 4),
        tools=rng.sample(TOOLS, 8),
        cities=rng.sample(CITIES, 10),
        chinese=rng.random() < 0.25,
        extra_people=[_person(rng) for _ in range(20)],
    )


def _when(rng: random.Random) -> str:
    return rng.choice(
        [
            f"on {rng.choice(WEEKDAYS)}",
            f"in {rng.choice(MONTHS)}",
            f"on {rng.randint(1, 28)} {rng.choice(MONTHS)}",
            "last week",
            "yesterday",
            "this morning",
            f"{rng.randint(2, 11)} days ago",
            "over the holidays",
            f"at {rng.randint(7, 21)}:{rng.choice(['00', '15', '30', '45'])}",
        ]
    )


# Each shape: (event_type, builder(persona, rng) -> (text, entities)).
def _shapes() -> list[tuple[str, object]]:
    def people(p: Persona, r: random.Random) -> str:
        return r.choice(p.friends + p.coworkers + p.extra_people + [p.partner])

    return [
        (
            "preference",
            lambda p, r: (
                t := r.choice(p.tools),
                f"{p.name} prefers {t} over {r.choice(TOOLS)} for {r.choice(p.projects)} {r.choice(REASONS)}.",
                [p.name, t],
            ),
        ),
        (
            "preference",
            lambda p, r: (
                f := r.choice(FOODS),
                f"{p.name} said {f} is their favourite thing to cook when {people(p, r)} visits.",
                [p.name],
            ),
        ),
        (
            "preference",
            lambda p, r: (
                c := r.choice(p.cities),
                f"{p.name} would rather live in {c} than {p.city}, mostly for the {r.choice(['weather', 'food', 'rent', 'schools', 'music scene', 'cycling lanes'])}.",
                [p.name, c, p.city],
            ),
        ),
        (
            "preference",
            lambda p, r: (
                None,
                f"{p.name} likes meetings before {r.randint(9, 11)} am and keeps {r.choice(WEEKDAYS)} afternoons free for deep work.",
                [p.name],
            ),
        ),
        (
            "decision",
            lambda p, r: (
                t := r.choice(p.tools),
                f"The team at {p.company} decided to move {r.choice(p.projects)} to {t} {_when(r)} {r.choice(REASONS)}.",
                [p.company, t],
            ),
        ),
        (
            "decision",
            lambda p, r: (
                x := r.choice(ITEMS),
                f"{p.name} decided not to buy {x} {r.choice(REASONS)}; the budget was {r.randint(80, 2400)} euros.",
                [p.name],
            ),
        ),
        (
            "decision",
            lambda p, r: (
                w := people(p, r),
                f"{p.name} and {w} agreed to split the {r.choice(['rent', 'car', 'holiday cost', 'garden work', 'groceries'])} {r.randint(40, 70)}/{100 - r.randint(40, 70)} from {r.choice(MONTHS)}.",
                [p.name, w],
            ),
        ),
        (
            "fact",
            lambda p, r: (
                w := r.choice(p.coworkers),
                f"{w} joined {p.company} as a {r.choice(['data engineer', 'product manager', 'designer', 'SRE', 'sales lead', 'recruiter', 'staff engineer'])} {_when(r)} and sits next to {p.name}.",
                [w, p.company, p.name],
            ),
        ),
        (
            "fact",
            lambda p, r: (
                None,
                f"{p.name}'s {p.pet[0]} {p.pet[1]} {r.choice(['chewed a shoe', 'had a vet check-up', 'learned a new trick', 'got lost for an hour', 'turned ' + str(r.randint(2, 14))])} {_when(r)}.",
                [p.name, p.pet[1]],
            ),
        ),
        (
            "fact",
            lambda p, r: (
                c := r.choice(p.cities),
                f"{p.name} visited {r.choice(['the old harbour', 'a jazz club', 'the botanical garden', 'a night market', 'the science museum', 'a vineyard', 'the cathedral', 'a flea market'])} in {c} with {people(p, r)} {_when(r)}.",
                [p.name, c],
            ),
        ),
        (
            "fact",
            lambda p, r: (
                h := r.choice(p.hobbies),
                f"{p.name} has been practising {h} for {r.randint(2, 30)} {r.choice(['weeks', 'months'])} and joined a group that meets on {r.choice(WEEKDAYS)}s.",
                [p.name],
            ),
        ),
        (
            "fact",
            lambda p, r: (
                w := people(p, r),
                f"{w} lent {p.name} a book about {r.choice(['stoicism', 'urban planning', 'the history of salt', 'mushrooms', 'negotiation', 'rocket engines', 'Byzantine art', 'sleep'])} {_when(r)}.",
                [w, p.name],
            ),
        ),
        (
            "fact",
            lambda p, r: (
                None,
                f"The quarterly review for {r.choice(p.projects)} showed {r.randint(3, 40)}% {r.choice(['more signups', 'lower latency', 'fewer tickets', 'higher churn', 'less revenue', 'faster builds'])} than planned.",
                [],
            ),
        ),
        (
            "fact",
            lambda p, r: (
                w := r.choice(p.friends),
                f"{w} moved from {r.choice(CITIES)} to {r.choice(p.cities)} for a job at {r.choice(COMPANIES)}.",
                [w],
            ),
        ),
        (
            "fact",
            lambda p, r: (
                None,
                f"{p.name} ran {r.randint(3, 42)} km along the river in {r.randint(18, 240)} minutes {_when(r)}, feeling {r.choice(FEELINGS)}.",
                [p.name],
            ),
        ),
        (
            "fact",
            lambda p, r: (
                f := r.choice(FOODS),
                f"{p.name} cooked {f} for {people(p, r)} {_when(r)} and it {r.choice(['burned a little', 'was a hit', 'needed more salt', 'took three hours', 'used the last of the saffron'])}.",
                [p.name],
            ),
        ),
        (
            "fact",
            lambda p, r: (
                w := people(p, r),
                f"{p.name} had coffee with {w} at {r.choice(['a tiny cafe', 'the station kiosk', 'a rooftop bar', 'the office canteen', 'a bookshop cafe'])} and talked about {r.choice(p.projects)}.",
                [p.name, w],
            ),
        ),
        (
            "fact",
            lambda p, r: (
                None,
                f"The electricity bill for {r.choice(MONTHS)} came to {r.randint(40, 260)} euros, {r.randint(5, 30)}% {r.choice(['up', 'down'])} on last year.",
                [],
            ),
        ),
        (
            "fact",
            lambda p, r: (
                w := p.partner,
                f"{w}, {p.name}'s partner, started a new course in {r.choice(['nursing', 'law', 'carpentry', 'data science', 'architecture', 'teaching'])} {_when(r)}.",
                [w, p.name],
            ),
        ),
        (
            "plan",
            lambda p, r: (
                c := r.choice(p.cities),
                f"{p.name} plans a {r.randint(2, 14)}-day trip to {c} in {r.choice(MONTHS)} with {people(p, r)}, budget {r.randint(300, 4000)} euros.",
                [p.name, c],
            ),
        ),
        (
            "plan",
            lambda p, r: (
                x := r.choice(ITEMS),
                f"{p.name} wants to buy {x} before {r.choice(MONTHS)} {r.choice(REASONS)}.",
                [p.name],
            ),
        ),
        (
            "plan",
            lambda p, r: (
                j := r.choice(p.projects),
                f"{p.name} will present {j} to the {p.company} board on {r.choice(WEEKDAYS)} at {r.randint(9, 17)}:00.",
                [p.name, p.company],
            ),
        ),
        (
            "plan",
            lambda p, r: (
                w := people(p, r),
                f"{p.name} promised to help {w} move flat on the {r.randint(1, 28)}th; {r.choice(['a van is booked', 'they need boxes', 'the lift is broken', 'pizza afterwards'])}.",
                [p.name, w],
            ),
        ),
        (
            "plan",
            lambda p, r: (
                h := r.choice(HOBBIES),
                f"{p.name} signed up for a {h} workshop in {r.choice(p.cities)} next {r.choice(MONTHS)}.",
                [p.name],
            ),
        ),
        (
            "problem",
            lambda p, r: (
                j := r.choice(p.projects),
                f"{j.capitalize()} failed in production with {r.choice(ERRORS)} {_when(r)}; {r.choice(p.coworkers)} was on call.",
                [],
            ),
        ),
        (
            "problem",
            lambda p, r: (
                None,
                f"{p.name} has had {r.choice(SYMPTOMS)} for {r.randint(2, 9)} weeks and sees a doctor on {r.choice(WEEKDAYS)}.",
                [p.name],
            ),
        ),
        (
            "problem",
            lambda p, r: (
                w := r.choice(p.coworkers),
                f"{w} and {p.name} disagree about {r.choice(p.projects)}: {w} wants to ship in {r.choice(MONTHS)}, {p.name} wants more tests.",
                [w, p.name],
            ),
        ),
        (
            "problem",
            lambda p, r: (
                None,
                f"The {r.choice(['washing machine', 'boiler', 'car', 'laptop', 'router', 'fridge', 'bike brakes'])} broke again {_when(r)} and the repair quote is {r.randint(60, 900)} euros.",
                [],
            ),
        ),
        (
            "solution",
            lambda p, r: (
                t := r.choice(p.tools),
                f"{p.name} fixed {r.choice(ERRORS)} in {r.choice(p.projects)} by {r.choice(['adding a retry', 'raising the pool size', 'rotating the key', 'adding an index', 'pinning the version', 'splitting the batch'])} in {t}.",
                [p.name, t],
            ),
        ),
        (
            "solution",
            lambda p, r: (
                None,
                f"{r.choice(['Physiotherapy twice a week', 'A new pillow', 'Less coffee after noon', 'A standing desk', 'Daily stretching'])} helped {p.name} with {r.choice(SYMPTOMS)}.",
                [p.name],
            ),
        ),
        (
            "fact",
            lambda p, r: (
                None,
                f"Tool result: {r.choice(['weather', 'calendar', 'flight search', 'bank', 'fitness tracker'])} returned {r.choice(['rain tomorrow in ' + r.choice(p.cities), str(r.randint(2, 9)) + ' meetings on ' + r.choice(WEEKDAYS), 'a flight to ' + r.choice(p.cities) + ' for ' + str(r.randint(90, 900)) + ' euros', 'a balance of ' + str(r.randint(100, 9000)) + ' euros', str(r.randint(3000, 16000)) + ' steps yesterday'])}.",
                [],
            ),
        ),
        (
            "fact",
            lambda p, r: (
                c := r.choice(ZH_CITIES),
                f"{p.name}上个月和朋友去{c}出差,吃了{r.choice(ZH_FOODS)},花了{r.randint(200, 3000)}元。",
                [p.name, c],
            ),
        ),
        (
            "preference",
            lambda p, r: (
                None,
                f"{p.name}最喜欢的运动是{r.choice(ZH_HOBBIES)},每周{r.choice('一二三四五六日')}练习{r.randint(1, 3)}个小时。",
                [p.name],
            ),
        ),
        (
            "plan",
            lambda p, r: (
                c := r.choice(ZH_CITIES),
                f"{p.name}打算{r.choice(MONTHS)}带家人去{c}旅游,预算大约{r.randint(3, 30)}千元。",
                [p.name, c],
            ),
        ),
    ]


SHAPES = _shapes()
QUESTIONS = [
    lambda p, r: f"What does {p.name} prefer for {r.choice(p.projects)}?",
    lambda p, r: f"Where did {p.name} go with {r.choice(p.friends)}?",
    lambda p, r: f"How is {p.pet[1]} the {p.pet[0]} doing?",
    lambda p, r: f"When is the trip to {r.choice(p.cities)}?",
    lambda p, r: f"What went wrong with {r.choice(p.projects)}?",
    lambda p, r: f"What did {r.choice(p.coworkers)} say about the release?",
    lambda p, r: f"Which {r.choice(['book', 'course', 'workshop'])} did someone recommend?",
    lambda p, r: f"What health problems has {p.name} mentioned?",
    lambda p, r: f"What does {p.name} want to buy this year?",
    lambda p, r: f"What did {p.name} cook recently?",
    lambda p, r: f"Who joined {p.company} lately?",
    lambda p, r: "How much was the last electricity bill?",
    lambda p, r: f"What is {p.partner} studying?",
    lambda p, r: f"{p.name}去过{r.choice(ZH_CITIES)}吗?",
]


def build_corpus(total: int, users: int = 50, seed: int = 7) -> list[Memory]:
    """``total`` memories spread over ``users`` (uneven, like real users: a few heavy, many light)."""
    rng = random.Random(seed)
    personas = [persona(i, rng) for i in range(users)]
    weights = [1.0 / (1 + 0.04 * i) for i in range(users)]  # the heaviest user about 3x the lightest
    base = datetime(2025, 1, 1, tzinfo=UTC)
    owners = rng.choices(range(users), weights=weights, k=total)
    out: list[Memory] = []
    counters = [0] * users
    for owner in owners:
        p = personas[owner]
        event_type, shape = rng.choice(SHAPES[:-3] if not p.chinese else SHAPES)
        _, text, entities = shape(p, rng)  # type: ignore[operator]
        n = counters[owner]
        counters[owner] += 1
        out.append(
            Memory(
                user_id=p.user_id,
                text=text,
                event_type=event_type,
                entities=tuple(dict.fromkeys(e for e in entities if e)),
                occurred_at=base + timedelta(hours=n * 3 + rng.random()),
                session=n // 40,
            )
        )
    return out


def build_queries(count: int, users: int = 50, seed: int = 7) -> list[tuple[str, str]]:
    """``(user_id, question)`` pairs, each about that user's own persona, spread evenly over the users."""
    rng = random.Random(seed)
    personas = [persona(i, rng) for i in range(users)]
    qrng = random.Random(seed + 1)
    out = []
    for i in range(count):
        p = personas[i % users]
        questions = QUESTIONS if p.chinese else QUESTIONS[:-1]
        out.append((p.user_id, qrng.choice(questions)(p, qrng)))
    return out


def corpus_key(memories: list[Memory]) -> str:
    """A short digest of the memories' texts (the vector cache is keyed by it)."""
    digest = hashlib.sha1()
    for memory in memories:
        digest.update(memory.text.encode())
        digest.update(b"\0")
    return digest.hexdigest()[:12]
