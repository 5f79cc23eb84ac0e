"""Time against size for what reads a user's message, on inputs users really send: prose, a pasted log, JSON, a
base64 blob, a markdown table, a voice-dictated Chinese run-on without punctuation, runs of spaces or blank lines
beside a cue. Prints one table: seconds per message at each size, and how the largest grew from the one before it
(about the ratio of the sizes when the work is linear; far more is super-linear work, a regex to fix).

    python benchmarks/bench_long_inputs.py                           # the rule extractor and the readers, in-process
    python benchmarks/bench_long_inputs.py --retain                  # the whole retain (hash embedder)
    python benchmarks/bench_long_inputs.py --sizes 1000,5000 --only log,zh-runon

"The readers" is what the reflector runs over each user message: the rule extractor (the message and each fact
drawn from it, :class:`~hindsight_core.extraction.RuleExtractor`), whether it corrects what was said before
(``corrected_text``) and whether it asks to forget something (``forget_requests``, ``points_back``, and for each
fact ``drawn_from_requests``). A case past ``--limit`` seconds is cut by an alarm and its larger sizes skipped.
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import json
import logging
import random
import signal
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime
from types import FrameType

from rich.console import Console
from rich.table import Table

from hindsight_core import AsyncHindsight
from hindsight_core.embeddings import HashEmbedder
from hindsight_core.extraction import ExtractionWindow, RuleExtractor
from hindsight_core.extraction.corrections import corrected_text
from hindsight_core.extraction.pointing_back import points_back
from hindsight_core.extraction.requests import drawn_from_requests, forget_requests
from hindsight_core.models import Scope, TraceStep

EN = [
    "I moved to Berlin last year and I work at a small startup called Freightline.",
    "My sister Karen lives in Oranmore now, she has two kids and a dog named Biscuit.",
    "We switched from Jenkins to GitHub Actions in March, which saved us a lot of time.",
    "Honestly I prefer window seats on flights, but my partner likes the aisle.",
    "The meeting is on Friday at 3pm, and I need to prepare the quarterly report before then.",
    "I've been learning Spanish for about six months using Duolingo every morning.",
]
# voice-to-text: sentences run together, no punctuation
ZH = [
    "我去年搬到杭州了现在在一家互联网公司上班",
    "我姐姐住在上海她有两个孩子和一只叫豆豆的狗",
    "我们三月份从钉钉换成了飞书感觉好用多了",
    "我比较喜欢靠窗的座位但是我老公喜欢靠过道的",
    "周五下午三点要开会我得先把季度报告准备好",
    "我最近在学西班牙语每天早上用多邻国练半个小时",
    "昨天晚上跟朋友去吃了火锅然后又去唱了歌回家都快一点了",
]
NAMES = [
    "Alice",
    "Bob",
    "Carol",
    "Dave",
    "Eve",
    "Frank",
    "Grace",
    "Heidi",
    "Ivan",
    "Judy",
    "Mallory",
    "Oscar",
]
REF = datetime(2026, 5, 10, 12, tzinfo=UTC)


def _fill(parts: list[str], n: int, sep: str = " ") -> str:
    rng = random.Random(1)
    out: list[str] = []
    while sum(len(p) + len(sep) for p in out) < n:
        out.append(rng.choice(parts))
    return sep.join(out)[:n]


def _lines(line: Callable[[int], str], n: int) -> str:
    out: list[str] = []
    size = 0
    while size < n:
        out.append(line(len(out)))
        size += len(out[-1]) + 1
    return "\n".join(out)[:n]


def _log(i: int) -> str:
    return [
        f"2026-05-0{i % 9 + 1} 12:0{i % 10}:13,512 ERROR [worker-{i}] app.Service: request failed user=a{i}@x.io",
        "Traceback (most recent call last):",
        f'  File "/srv/app/handlers.py", line {100 + i}, in handle',
        "    result = self.process(request, timeout=30)",
        f"ValueError: invalid literal for int() with base 10: 'x{i}'",
    ][i % 5]


def _json(n: int) -> str:
    items = [
        {
            "id": i,
            "name": NAMES[i % 12],
            "email": f"u{i}@example.com",
            "created": "2026-01-01T10:00:00Z",
            "ok": True,
        }
        for i in range(n // 60 + 1)
    ]
    return json.dumps(items)[:n]


def _run(cue: str, run: str, tail: str = "x") -> Callable[[int], str]:
    return lambda n: cue + run * max(0, n - len(cue) - len(tail)) + tail


#: name -> the message of ``n`` characters
SHAPES: dict[str, Callable[[int], str]] = {
    "en-prose": lambda n: _fill(EN, n),
    "en-lowercase": lambda n: _fill([s.lower().rstrip(".") for s in EN], n),
    "no-spaces": lambda n: "a" * n,
    "base64": lambda n: base64.b64encode(random.Random(2).randbytes(n)).decode()[:n],
    "I-I-I": lambda n: ("I " * n)[:n],
    "moved-to": lambda n: ("moved to " * n)[:n],
    "commas": lambda n: ("apples, " * n)[:n],
    "names": lambda n: _fill(NAMES, n),
    "dates": lambda n: ("2026-01-01 10/20/2026 " * n)[:n],
    "log": lambda n: _lines(_log, n),
    "json": _json,
    "zh-runon": lambda n: _fill(ZH, n, sep=""),
    "zh-de-le": lambda n: ("我的朋友的猫的玩具丢了" * n)[:n],
    "zh-en-mixed": lambda n: _fill([z + e.split(",")[0] for z, e in zip(ZH, EN, strict=False)], n, sep=""),
    "md-table": lambda n: _lines(
        lambda i: f"| {NAMES[i % 12]} | Berlin | 2026-01-{i % 28 + 1:02d} | {i} |", n
    ),
    "urls": lambda n: _lines(lambda i: f"https://example.com/a/b/page{i}?q=term&id={i}#top", n),
    "spaces": _run("I", " "),
    "blank-lines": _run("ok", "\n \n"),
    "indented-lines": _run("ok", "\n   "),
    "only-commas": _run("", ","),
    "dots": _run("", "."),
    "forget+spaces": _run("Please forget my number", " ", "ok"),
    "switched+spaces": _run("we switched from ", " ", "poetry, slow"),
    "number+spaces": _run("my phone number is", " ", "secret"),
    "clauses+spaces": _run("I live in Cork, my sister Karen lives in Leeds", " "),
    "correction+spaces": _run("sorry, it's shellfish", " "),
    "forget+dashes": _run("Please forget my number", " - -", " ok"),
    "zh-number+spaces": _run("我的电话号码", " ", "好"),
}


class _Late(Exception):
    pass


def _late(signum: int, frame: FrameType | None) -> None:
    raise _Late


def read_message(text: str, extractor: RuleExtractor) -> None:
    """What the reflector reads of one user message, in this thread."""
    steps = [
        TraceStep(step_id="u", type="user_input", content=text, timestamp=REF),
        TraceStep(step_id="a", type="model_output", content="OK.", timestamp=REF),
    ]
    window = ExtractionWindow(
        trace_id="t", scope=Scope(user_id="u"), steps=steps, reference_time=REF, final=True
    )
    for fact in extractor.extract_sync(window)[:500]:
        drawn_from_requests(fact.text, [text])
    corrected_text(text)
    forget_requests(text)
    points_back(text)


async def _retain(text: str, folder: str) -> None:
    async with AsyncHindsight(folder, embedder=HashEmbedder()) as hs:
        await hs.retain(
            [{"role": "user", "content": text}, {"role": "assistant", "content": "OK."}], user_id="u"
        )


def timed(work: Callable[[], object], limit: int) -> float | None:
    """Seconds ``work`` took, or None past ``limit`` (interrupted)."""
    signal.alarm(limit)
    started = time.perf_counter()
    try:
        work()
        return time.perf_counter() - started
    except _Late:
        return None
    finally:
        signal.alarm(0)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="1000,5000,20000,100000", help="message sizes (characters)")
    parser.add_argument("--only", default="", help="comma-separated shapes (default: all)")
    parser.add_argument("--limit", type=int, default=60, help="seconds before a case is cut")
    parser.add_argument("--retain", action="store_true", help="time the whole retain (hash embedder)")
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    shapes = {k: v for k, v in SHAPES.items() if not args.only or k in args.only.split(",")}
    signal.signal(signal.SIGALRM, _late)
    extractor = RuleExtractor()
    read_message("warm up: I live in Berlin. 我住在杭州", extractor)  # the slot screen is built on first use

    def work(text: str) -> Callable[[], object]:
        if not args.retain:
            return lambda: read_message(text, extractor)
        # a fresh store each time: a retain cut by the alarm leaves nothing behind for the next one
        return lambda: asyncio.run(_retain(text, tempfile.mkdtemp(prefix="hindsight-bench-")))

    if args.retain:
        # a message at the size limit is over it once framed ("The user said: ..."): that record is left out,
        # with a warning per message
        logging.getLogger("hindsight_core").setLevel(logging.ERROR)
        baseline = timed(work("ok"), args.limit)
        print(f"opening a store and retaining 'ok' takes {baseline or 0:.3f} s of each retain below")

    what = "retain (hash embedder)" if args.retain else "the readers of one user message"
    table = Table(title=f"seconds per message, {what}")
    table.add_column("shape")
    for size in sizes:
        table.add_column(f"{size:,}", justify="right")
    table.add_column("last / before", justify="right")
    for name, make in shapes.items():
        cells: list[str] = []
        times: list[float] = []
        for size in sizes:
            if len(times) < len(cells):  # cut at a smaller size
                cells.append("-")
                continue
            took = timed(work(make(size)), args.limit)
            cells.append(f">{args.limit}" if took is None else f"{took:.3f}")
            if took is not None:
                times.append(took)
        growth = f"x{times[-1] / max(times[-2], 1e-4):.1f}" if len(times) == len(sizes) > 1 else "-"
        table.add_row(name, *cells, growth)
    Console().print(table)
    if len(sizes) > 1:
        print(f"linear work grows about x{sizes[-1] / sizes[-2]:.0f} from {sizes[-2]:,} to {sizes[-1]:,}")


if __name__ == "__main__":
    main()
