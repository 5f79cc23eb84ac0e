"""Run the conversation-memory test set against hindsight and two raw-message baselines.

    python run.py TAG [--data data.json] [--systems hindsight,bm25,hybrid,bm25sw,bm25u,hybridu] [--users u01,z03] [--reinforce]
                      [--from-store OLDTAG] [--recall '{"asked_time_weight": 0.5}']

Writes rank_TAG.json (rankings per system and question) and rebuilds the store under store_TAG/ (with
--from-store, copies store_OLDTAG/ instead and only asks the questions: a recall change or a RecallConfig
setting measured in seconds; the same code asks the same ranks as a full run).
The hindsight package is imported normally, so PYTHONPATH=/path/to/other/checkout selects another version.
Needs only hindsight_core, numpy and the standard library.
"""

import argparse
import datetime as dt
import json
import math
import os
import re
import shutil
import sys
import time
from collections import Counter

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
# rankings and stores are written here (git-ignored); HINDSIGHT_CONVERSATIONS_OUT moves them
OUT = os.environ.get("HINDSIGHT_CONVERSATIONS_OUT", os.path.join(HERE, "results"))
K = 10

# ---------------------------------------------------------------- baselines over raw messages
_CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]+")
_WORD = re.compile(r"[a-z0-9]+(?:['.][a-z0-9]+)*")


def tokenize(text):
    """English: lowercase word tokens. Chinese: character bigrams of each CJK run (a lone character kept)."""
    text = text.lower()
    toks = _WORD.findall(_CJK.sub(" ", text))
    for run in _CJK.findall(text):
        if len(run) == 1:
            toks.append(run)
        else:
            toks.extend(run[i : i + 2] for i in range(len(run) - 1))
    return toks


# a common English stop-word list (used only by the "bm25sw" variant, added after the first run as a sanity check)
STOP = set(
    """a about after again all am an and any are as at be been before being both but by can could did do does
doing don't down during each few for from further had has have having he her here hers herself him himself his how i
i'm if in into is it it's its itself just me more most my myself no nor not now of off on once only or other our ours
out over own same she should so some such than that the their theirs them then there these they this those through to
too under until up very was we were what when where which while who whom why will with would you your yours user
user's users""".split()
)


class BM25:
    def __init__(self, docs, k1=1.2, b=0.75, stop=None):
        self.stop = stop or set()
        self.toks = [[w for w in tokenize(d) if w not in self.stop] for d in docs]
        self.tf = [Counter(t) for t in self.toks]
        self.len = np.array([len(t) for t in self.toks], dtype=float)
        self.avg = float(self.len.mean()) if len(docs) else 1.0
        df = Counter(w for t in self.toks for w in set(t))
        n = len(docs)
        self.idf = {w: math.log(1 + (n - c + 0.5) / (c + 0.5)) for w, c in df.items()}
        self.k1, self.b = k1, b

    def scores(self, query):
        q = [w for w in tokenize(query) if w not in self.stop]
        s = np.zeros(len(self.toks))
        for i, tf in enumerate(self.tf):
            norm = self.k1 * (1 - self.b + self.b * self.len[i] / self.avg)
            for w in q:
                f = tf.get(w)
                if f:
                    s[i] += self.idf[w] * f * (self.k1 + 1) / (f + norm)
        return s


def rank_order(scores):
    # stable: ties keep message order
    return sorted(range(len(scores)), key=lambda i: (-scores[i], i))


BASELINES = ("bm25", "hybrid", "bm25sw", "bm25u", "hybridu")


def run_baselines(data, systems):
    out = {}
    wanted = [s for s in systems if s in BASELINES]
    if not wanted:
        return out
    # "...u" = the same baseline over the user's own messages only (hindsight recalls no assistant text by default)
    full = [s for s in wanted if not s.endswith("u")]
    useronly = [s[:-1] for s in wanted if s.endswith("u")]
    if full:
        out.update(_baselines(data, full, lambda m: True))
    if useronly:
        out.update({k + "u": v for k, v in _baselines(data, useronly, lambda m: m["role"] == "user").items()})
    return out


def _baselines(data, systems, keep):
    out = {s: {} for s in systems}
    embedder = None
    if "hybrid" in out:
        from hindsight_core.embeddings.onnx_minilm import OnnxMiniLMEmbedder

        embedder = OnnxMiniLMEmbedder()
    for u in data:
        msgs = [m for s in u["sessions"] for m in s["messages"] if keep(m)]
        ids = [m["id"] for m in msgs]
        texts = [m["content"] for m in msgs]
        bm = BM25(texts)
        bmsw = BM25(texts, stop=STOP) if "bm25sw" in out else None
        if embedder is not None:
            dv = np.asarray(embedder.embed(texts))
            ts = np.array([dt.datetime.fromisoformat(m["timestamp"]).timestamp() for m in msgs])
            rec = (ts - ts.min()) / max(ts.max() - ts.min(), 1.0)
        for q in u["questions"]:
            bs = bm.scores(q["question"])
            hits = [i for i in rank_order(bs) if bs[i] > 0]  # a keyword search returns only matches
            if "bm25" in out:
                out["bm25"][q["qid"]] = [ids[i] for i in hits[:K]]
            if bmsw is not None:
                sw = bmsw.scores(q["question"])
                out["bm25sw"][q["qid"]] = [ids[i] for i in rank_order(sw) if sw[i] > 0][:K]
            if "hybrid" in out:
                qv = np.asarray(embedder.embed([q["question"]]))[0]
                cs = dv @ qv
                rb = {i: r for r, i in enumerate(hits, 1)}
                rc = {i: r for r, i in enumerate(rank_order(cs), 1)}
                # reciprocal rank fusion (k=60) + a small recency bonus (at most ~6% of one RRF term)
                fused = [
                    (1 / (60 + rb[i]) if i in rb else 0.0) + 1 / (60 + rc[i]) + 0.001 * rec[i]
                    for i in range(len(ids))
                ]
                out["hybrid"][q["qid"]] = [ids[i] for i in rank_order(fused)[:K]]
    return out


# ---------------------------------------------------------------- hindsight
def run_hindsight(data, tag, reinforce, from_store=None, recall=None, maintain_daily=False):
    import hindsight_core
    from hindsight_core import Hindsight, TraceStep
    from hindsight_core.config import HindsightConfig, RecallConfig

    store = os.path.join(OUT, f"store_{tag}")
    shutil.rmtree(store, ignore_errors=True)
    if from_store:
        shutil.copytree(os.path.join(OUT, f"store_{from_store}"), store)
    config = HindsightConfig(data_dir=store, recall=RecallConfig(**(recall or {})))
    res, info = (
        {},
        {
            "hindsight_core": os.path.dirname(hindsight_core.__file__),
            "recall": recall or {},
            "maintain_daily": maintain_daily,
        },
    )
    t0 = time.time()
    n_added = n_merged = n_skipped = 0
    with Hindsight(store, config=config) as hs:
        said_until = None
        if (
            maintain_daily
        ):  # the engine's daily maintenance, on the conversations' clock (what a deployment runs)
            hs.engine.maintenance_clock = lambda: said_until.timestamp()
        # one shared store, one user_id per user; each session retained in time order
        for u in data if not from_store else ():
            for s in u["sessions"]:
                steps = [
                    TraceStep(
                        step_id=m["id"],
                        type="user_input" if m["role"] == "user" else "model_output",
                        content=m["content"],
                        timestamp=dt.datetime.fromisoformat(m["timestamp"]).replace(tzinfo=dt.UTC),
                    )
                    for m in s["messages"]
                ]
                said_until = steps[-1].timestamp
                r = hs.retain(
                    steps, user_id=u["user_id"], session_id=s["session_id"], occurred_at=steps[0].timestamp
                )
                if maintain_daily:
                    hs.wait_background()  # a run it started ends before the next session: one order every time
                n_added += len(r.added)
                n_merged += len(r.merged)
                n_skipped += r.skipped_steps
                if r.queued_windows:
                    print(f"warning: {s['session_id']}: {r.queued_windows} queued windows", file=sys.stderr)
            print(f"retained {u['user_id']}", file=sys.stderr, flush=True)
        t1 = time.time()
        lat = []
        for u in data:
            for q in u["questions"]:
                a = time.perf_counter()
                rr = hs.recall(q["question"], user_id=u["user_id"], k=K, reinforce=reinforce)
                lat.append((time.perf_counter() - a) * 1000)
                res[q["qid"]] = [
                    {
                        "source_ids": list(h.record.source_ids),
                        "text": h.record.text,
                        "score": round(float(h.score), 4),
                        "status": str(h.record.status),
                        "conflict": bool(h.conflict),
                    }
                    for h in rr.hits[:K]
                ]
        t2 = time.time()
    lat.sort()
    info.update(
        ingest_s=round(t1 - t0, 1),
        recall_s=round(t2 - t1, 1),
        records_added=n_added,
        records_merged=n_merged,
        skipped_steps=n_skipped,
        recall_p50_ms=round(lat[len(lat) // 2], 1),
        recall_p95_ms=round(lat[int(len(lat) * 0.95)], 1),
    )
    return res, info


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("tag")
    ap.add_argument("--data", default=os.path.join(HERE, "data.json"))
    ap.add_argument("--systems", default="hindsight,bm25,hybrid,bm25sw,bm25u,hybridu")
    ap.add_argument("--users", default="")
    ap.add_argument(
        "--reinforce",
        action="store_true",
        help="let recall reinforce what it returns (off: questions stay independent)",
    )
    ap.add_argument(
        "--from-store",
        default="",
        help="ask the questions of a copy of store_OLDTAG (built by an earlier run of the same data) instead of "
        "building the store",
    )
    ap.add_argument(
        "--maintain-daily",
        action="store_true",
        help="run the engine's maintenance on its own once a day per user on the conversations' clock, as a "
        "deployment does (lifecycle.maintain_every_hours); off: never within a run",
    )
    ap.add_argument(
        "--recall", default="", help="RecallConfig settings as JSON, e.g. '{\"asked_time_weight\": 0.5}'"
    )
    a = ap.parse_args()
    if a.from_store and a.from_store == a.tag:
        ap.error("--from-store needs a tag other than TAG (TAG's store is rebuilt)")
    if a.from_store and not os.path.isdir(os.path.join(OUT, f"store_{a.from_store}")):
        ap.error(f"no store_{a.from_store} under {OUT}: run run.py {a.from_store} on the same data first")
    try:
        recall = json.loads(a.recall or "{}")
        from hindsight_core.config import RecallConfig

        RecallConfig(**recall)
    except Exception as exc:
        ap.error(f"--recall must be a JSON object of RecallConfig settings: {exc}")
    with open(a.data, encoding="utf-8") as f:
        data = json.load(f)
    if a.users:
        keep = set(a.users.split(","))
        data = [u for u in data if u["user_id"] in keep]
    systems = a.systems.split(",")
    out = {
        "meta": {
            "tag": a.tag,
            "data": os.path.abspath(a.data),
            "k": K,
            "started": dt.datetime.utcnow().isoformat() + "Z",
            "python": sys.version.split()[0],
            "reinforce": a.reinforce,
        },
        "systems": {},
    }
    if "hindsight" in systems:
        res, info = run_hindsight(
            data, a.tag, a.reinforce, from_store=a.from_store, recall=recall, maintain_daily=a.maintain_daily
        )
        out["systems"]["hindsight"] = res
        out["meta"]["hindsight"] = info
        print(json.dumps(info), file=sys.stderr)
    out["systems"].update(run_baselines(data, systems))
    # baselines rank message ids directly: store them in the same shape as hindsight's hits
    for s in BASELINES:
        if s in out["systems"]:
            out["systems"][s] = {
                qid: [{"source_ids": [m]} for m in ids] for qid, ids in out["systems"][s].items()
            }
    os.makedirs(OUT, exist_ok=True)
    path = os.path.join(OUT, f"rank_{a.tag}.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
    print(f"wrote {path}", file=sys.stderr)


if __name__ == "__main__":
    main()
