"""LoCoMo retrieval evaluation (Maharana et al., ACL 2024; data: snap-research/LoCoMo, data/locomo10.json).

A fresh memory per conversation; sessions ingested in time order with the session date as event time;
every memory keeps the dia_ids it came from; for each category 1-4 question with valid evidence,
``recall(question, k=50)``; metrics over the memories' dia_ids. Category 5 is reported apart.
"""

from __future__ import annotations

import json
import re
import statistics
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from hindsight_core.errors import UserError
from hindsight_core.evaluation.metrics import hit_at, mrr_at, ndcg_at, percentile, recall_at
from hindsight_core.models import LIVE
from hindsight_core.recall.context import build_context
from hindsight_core.recall.fusion import approx_tokens

CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop", 5: "adversarial"}
_DIA = re.compile(r"D:?(\d+):0*(\d+)")


def parse_session_date(value: str) -> datetime:
    """ "1:56 pm on 8 May, 2023" -> an aware datetime (UTC)."""
    for fmt in ("%I:%M %p on %d %B, %Y", "%I:%M %p on %d %b, %Y"):
        try:
            return datetime.strptime(value.strip(), fmt).replace(tzinfo=UTC)
        except ValueError:
            continue
    raise UserError(f"unrecognised LoCoMo session date {value!r}")


def normalize_evidence(raw: list[str], valid: set[str]) -> list[str]:
    """'D8:6; D9:17' -> two ids, 'D:11:26' -> 'D11:26', 'D30:05' -> 'D30:5'; unknown ids dropped."""
    out: list[str] = []
    for item in raw:
        for match in _DIA.finditer(str(item)):
            dia = f"D{int(match.group(1))}:{int(match.group(2))}"
            if dia in valid and dia not in out:
                out.append(dia)
    return out


@dataclass
class Session:
    index: int
    when: datetime
    turns: list[dict[str, Any]]


def sessions_of(sample: dict[str, Any]) -> list[Session]:
    conv = sample["conversation"]
    sessions = []
    for key, turns in conv.items():
        match = re.fullmatch(r"session_(\d+)", key)
        if not match or not isinstance(turns, list):
            continue
        date = conv.get(f"{key}_date_time")
        if not date:
            continue
        sessions.append(Session(int(match.group(1)), parse_session_date(date), turns))
    return sorted(sessions, key=lambda s: (s.when, s.index))


def turn_message(turn: dict[str, Any]) -> dict[str, Any]:
    text = turn.get("text", "")
    if turn.get("blip_caption"):
        text = f"{text} [shares {turn['blip_caption']}]"
    return {"role": "user", "content": text, "id": turn["dia_id"], "name": turn.get("speaker")}


@dataclass
class QuestionResult:
    category: int
    metrics: dict[str, float]
    latency_ms: float
    context_tokens: int
    conversation: str = ""


@dataclass(frozen=True)
class Variant:
    """One row of the ablation: the default recall settings with ``changes`` applied."""

    name: str
    changes: dict[str, Any]
    note: str = ""


#: Each path and stage switched off (or the alternative switched on), one at a time.
ABLATIONS: tuple[Variant, ...] = (
    Variant("fusion: RRF", {"fusion": "rrf"}, "ranks instead of calibrated scores"),
    Variant("fusion: z-score", {"normalization": "zscore"}, "z-scores instead of min-max"),
    Variant("- keyword path", {"keyword_weight": 0.0}),
    Variant("- vector path", {"vector_weight": 0.0}),
    Variant("- MaxSim rerank", {"rerank": False}),
    Variant("- neighbours", {"neighbour_weight": 0.0}),
    Variant("- session score", {"session_weight": 0.0}),
    Variant("- speaker boost", {"speaker_weight": 0.0}),
    Variant("- time range", {"time_match_weight": 0.0}),
    Variant("- now / before", {"asked_time_weight": 0.0}, "no preference for newer / older matches"),
    Variant("- nudges", {"recency_boost": 0.0, "confidence_boost": 0.0, "entity_overlap_boost": 0.0}),
    Variant("+ graph path", {"graph_weight": 0.3}),
    Variant("+ recency path", {"recency_weight": 0.1}),
)
DEFAULT = Variant("default", {})


@contextmanager
def recall_settings(engine: Any, changes: dict[str, Any]) -> Iterator[None]:
    """Apply ``changes`` to a live engine's ``RecallConfig`` (recall reads it per query), then restore."""
    cfg = engine.config.recall
    saved = {name: getattr(cfg, name) for name in changes}
    try:
        for name, value in changes.items():
            setattr(cfg, name, value)
        yield
    finally:
        for name, value in saved.items():
            setattr(cfg, name, value)


def _row(chosen: list[QuestionResult]) -> dict[str, float]:
    if not chosen:
        return {}
    keys = chosen[0].metrics.keys()
    row = {k: statistics.fmean(q.metrics[k] for q in chosen) for k in keys}
    lat = [q.latency_ms for q in chosen]
    row.update(
        n=len(chosen),
        p50_ms=percentile(lat, 50),
        p95_ms=percentile(lat, 95),
        ctx_tokens=statistics.fmean(q.context_tokens for q in chosen),
    )
    return row


@dataclass
class EvalReport:
    questions: list[QuestionResult] = field(default_factory=list)
    ablations: dict[str, list[QuestionResult]] = field(default_factory=dict)
    ingest_seconds: float = 0.0
    turns: int = 0
    records: int = 0

    def table(self, categories: tuple[int, ...]) -> dict[str, float]:
        return _row([q for q in self.questions if q.category in categories])

    def per_conversation(self) -> dict[str, float]:
        """R@10 over categories 1-4 for each conversation (how much the result varies between them)."""
        out: dict[str, list[float]] = {}
        for q in self.questions:
            if q.category in (1, 2, 3, 4):
                out.setdefault(q.conversation, []).append(q.metrics["R@10"])
        return {name: statistics.fmean(values) for name, values in out.items()}

    def ablation(self) -> dict[str, dict[str, float]]:
        """Per variant, over categories 1-4: the main metrics, multi-hop R@10, latency and context tokens."""
        rows: dict[str, dict[str, float]] = {}
        for name, results in self.ablations.items():
            chosen = [q for q in results if q.category in (1, 2, 3, 4)]
            row = _row(chosen)
            if row:
                multi = [q.metrics["R@10"] for q in chosen if q.category == 1]
                row["multi_hop_R@10"] = statistics.fmean(multi) if multi else 0.0
                rows[name] = row
        return rows

    def summary(self) -> dict[str, Any]:
        by_cat = {f"{c} {CATEGORIES[c]}": self.table((c,)) for c in CATEGORIES}
        conversations = self.per_conversation()
        return {
            "overall_1_4": self.table((1, 2, 3, 4)),
            "categories": {k: v for k, v in by_cat.items() if v},
            "conversations": conversations,
            "conversation_sd": statistics.pstdev(conversations.values()) if len(conversations) > 1 else 0.0,
            "ablation": self.ablation(),
            "ingest_seconds": self.ingest_seconds,
            "turns": self.turns,
            "records": self.records,
            "turns_per_second": self.turns / self.ingest_seconds if self.ingest_seconds else 0.0,
        }


def load_samples(path: Path) -> list[dict[str, Any]]:
    if not path.is_file():
        raise UserError(f"LoCoMo file not found: {path}")
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (ValueError, RecursionError) as exc:  # not JSON, not UTF-8, a number too long, nested too deep
        raise UserError(f"{path} is not valid JSON text ({exc}); pass the locomo JSON file") from exc
    if not isinstance(data, list) or not all(
        isinstance(s, dict) and isinstance(s.get("conversation"), dict) and isinstance(s.get("qa", []), list)
        for s in data
    ):
        raise UserError(
            f"{path} does not look like LoCoMo data (a list of samples, each with a 'conversation' object "
            "and a 'qa' list)"
        )
    return data


def evaluate(
    path: Path,
    *,
    engine_factory: Callable[[Path], Any],
    k: int = 50,
    progress: Callable[[str, int, int], None] | None = None,
    limit_samples: int | None = None,
    ablations: Sequence[Variant] = (),
) -> EvalReport:
    """Run the protocol on a LoCoMo file; ``engine_factory(data_dir)`` returns a fresh sync ``Hindsight``."""
    samples = load_samples(path)[:limit_samples]
    return evaluate_samples(
        samples, engine_factory=engine_factory, k=k, progress=progress, ablations=ablations
    )


def evaluate_samples(
    samples: Sequence[dict[str, Any]],
    *,
    engine_factory: Callable[[Path], Any],
    k: int = 50,
    progress: Callable[[str, int, int], None] | None = None,
    ablations: Sequence[Variant] = (),
) -> EvalReport:
    """Run the protocol on LoCoMo-format samples. Each conversation is ingested once; the default settings
    and then every ablation variant answer its questions on that same memory."""
    report = EvalReport()
    for sample_index, sample in enumerate(samples):
        user = str(sample.get("sample_id", f"sample-{sample_index}"))
        sessions = sessions_of(sample)
        valid = {t["dia_id"] for s in sessions for t in s.turns}
        with tempfile.TemporaryDirectory(prefix="hindsight-locomo-") as tmp:
            hs = engine_factory(Path(tmp))
            try:
                started = time.perf_counter()
                for number, session in enumerate(sessions, start=1):
                    hs.retain(
                        [turn_message(t) for t in session.turns],
                        user_id=user,
                        session_id=f"session_{session.index}",
                        occurred_at=session.when,
                    )
                    report.turns += len(session.turns)
                    if progress:
                        progress(f"{user}: ingest", number, len(sessions))
                report.ingest_seconds += time.perf_counter() - started
                report.records += len(hs.list_records(user_id=user, statuses=LIVE))
                for variant in (DEFAULT, *ablations):
                    with recall_settings(hs, variant.changes):
                        results = _ask(hs, user, sample, valid, k, progress, variant.name)
                    if variant is DEFAULT:
                        report.questions.extend(results)
                    if ablations:
                        report.ablations.setdefault(variant.name, []).extend(results)
            finally:
                hs.close()
    return report


def _ask(
    hs: Any,
    user: str,
    sample: dict[str, Any],
    valid: set[str],
    k: int,
    progress: Callable[[str, int, int], None] | None,
    label: str,
) -> list[QuestionResult]:
    out: list[QuestionResult] = []
    questions = sample.get("qa", [])
    for number, qa in enumerate(questions, start=1):
        gold = set(normalize_evidence(qa.get("evidence", []), valid))
        if not gold:
            continue
        t0 = time.perf_counter()
        result = hs.recall(str(qa["question"]), user_id=user, k=k, reinforce=False)
        latency = (time.perf_counter() - t0) * 1000
        ranked = [h.record.source_ids for h in result.hits]
        gold_sessions = {g.split(":")[0] for g in gold}
        top5_sessions = {sid.split(":")[0] for m in ranked[:5] for sid in m}
        metrics = {
            "R@5": recall_at(ranked, gold, 5),
            "R@10": recall_at(ranked, gold, 10),
            "Hit@5": hit_at(ranked, gold, 5),
            "Hit@10": hit_at(ranked, gold, 10),
            "NDCG@10": ndcg_at(ranked, gold, 10),
            "MRR@10": mrr_at(ranked, gold, 10),
            "SessHit@5": 1.0 if gold_sessions & top5_sessions else 0.0,
        }
        tokens = approx_tokens(build_context(result.hits[:10], 10**9))
        out.append(QuestionResult(int(qa["category"]), metrics, latency, tokens, user))
        if progress and number % 25 == 0:
            progress(f"{user}: questions ({label})", number, len(questions))
    return out


def iter_rows(summary: dict[str, Any]) -> Iterator[tuple[str, dict[str, float]]]:
    yield "overall (1-4)", summary["overall_1_4"]
    yield from summary["categories"].items()
