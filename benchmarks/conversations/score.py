"""Score rankings written by run.py.

    python score.py TAG                 # every system in rank_TAG.json: overall, per language, per category, stale
    python score.py A B                 # compare hindsight in rank_A.json vs rank_B.json, list questions up/down
    python score.py A:hindsight A:bm25  # any two tag:system pairs
    add --errata to score with the gold additions listed in errata.json (--errata=PATH: another set's list);
    --data=PATH for another data file (a question may leave "stale" out)

A result list is the top 10 hits; a hit maps to the message ids it came from (record.source_ids; one id per hit for
the baselines). The rank of a question = the position of the first hit citing any gold id. R@1, R@5, MRR@10.
"stale>cur" counts change questions whose first hit citing a stale (older-value) message ranks above the first
hit citing a gold (current-value) message (or where only the stale one is in the top 10).
"""

import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
# rankings and stores are written here (git-ignored); HINDSIGHT_CONVERSATIONS_OUT moves them
OUT = os.environ.get("HINDSIGHT_CONVERSATIONS_OUT", os.path.join(HERE, "results"))


def load(tag):
    return json.load(open(os.path.join(OUT, f"rank_{tag}.json"), encoding="utf-8"))


# --errata applies errata.json beside this script; --errata=PATH another set's
ERRATA = next(
    (
        a.split("=", 1)[1] if "=" in a else os.path.join(HERE, "errata.json")
        for a in sys.argv
        if a.startswith("--errata")
    ),
    None,
)


def questions(data_path):
    with open(data_path, encoding="utf-8") as f:
        d = json.load(f)
    # (a question about no change may leave "stale" out)
    qs = {q["qid"]: {"stale": [], **q} for u in d for q in u["questions"]}
    if ERRATA:
        with open(ERRATA, encoding="utf-8") as f:
            e = json.load(f)
        for qid, fix in e.items():
            if qid in qs:
                qs[qid]["gold"] = qs[qid]["gold"] + fix["add_gold"]
    return qs


def first_rank(hits, ids):
    ids = set(ids)
    for r, h in enumerate(hits, 1):
        if ids & set(h["source_ids"]):
            return r
    return None


def per_question(run, qs):
    out = {}
    for qid, q in qs.items():
        hits = run.get(qid, [])
        g = first_rank(hits, q["gold"])
        s = first_rank(hits, q["stale"]) if q["stale"] else None
        out[qid] = {"rank": g, "stale_above": bool(q["stale"]) and s is not None and (g is None or s < g)}
    return out


def metrics(pq, qids):
    n = len(qids)
    if not n:
        return None
    r1 = sum(1 for q in qids if pq[q]["rank"] == 1) / n
    r5 = sum(1 for q in qids if pq[q]["rank"] and pq[q]["rank"] <= 5) / n
    r10 = sum(1 for q in qids if pq[q]["rank"]) / n
    mrr = sum(1 / pq[q]["rank"] for q in qids if pq[q]["rank"]) / n
    return r1, r5, r10, mrr


def table(title, rows, systems, pqs):
    print(f"\n{title}")
    head = f"{'group':<22}{'n':>4}  " + "  ".join(f"{s:>26}" for s in systems)
    print(head)
    print(f"{'':<22}{'':>4}  " + "  ".join(f"{'R@1   R@5   R@10  MRR':>26}" for _ in systems))
    for name, qids in rows:
        cells = []
        for s in systems:
            m = metrics(pqs[s], qids)
            cells.append(f"{m[0]:.3f} {m[1]:.3f} {m[2]:.3f} {m[3]:.3f}".rjust(26))
        print(f"{name:<22}{len(qids):>4}  " + "  ".join(cells))


def report(tag, data_path):
    r = load(tag)
    qs = questions(data_path)
    systems = list(r["systems"])
    pqs = {s: per_question(r["systems"][s], qs) for s in systems}
    allq = sorted(qs)
    langs = sorted({q["lang"] for q in qs.values()})
    if ERRATA:
        print(f"(scored with {ERRATA} applied)")
    cats = ["change", "single", "other", "short", "temporal", "paraphrase", "multihop"]
    table(
        f"[{tag}] overall and per language",
        [("all", allq)] + [(lang, [q for q in allq if qs[q]["lang"] == lang]) for lang in langs],
        systems,
        pqs,
    )
    rows = []
    for c in cats:
        ids = [q for q in allq if qs[q]["category"] == c]
        if ids:
            rows.append((c, ids))
    table(f"[{tag}] per category", rows, systems, pqs)
    rows = []
    for c in cats:
        for lang in langs:
            ids = [q for q in allq if qs[q]["category"] == c and qs[q]["lang"] == lang]
            if ids:
                rows.append((f"{c}/{lang}", ids))
    table(f"[{tag}] per category and language", rows, systems, pqs)
    ch = [q for q in allq if qs[q]["stale"]]
    print(f"\n[{tag}] change questions with a marked stale message: {len(ch)}")
    for s in systems:
        n = sum(pqs[s][q]["stale_above"] for q in ch)
        en = sum(pqs[s][q]["stale_above"] for q in ch if qs[q]["lang"] == "en")
        zh = sum(pqs[s][q]["stale_above"] for q in ch if qs[q]["lang"] == "zh")
        print(f"  {s:<10} stale ranked above current: {n} (en {en}, zh {zh})")
    if "hindsight" in r.get("meta", {}):
        print(f"\n[{tag}] hindsight run info: {json.dumps(r['meta']['hindsight'])}")
        hs = r["systems"]["hindsight"]
        n_ids = [len(h["source_ids"]) for hits in hs.values() for h in hits]
        if n_ids:
            print(
                f"  source ids per hindsight hit: mean {sum(n_ids) / len(n_ids):.2f}, max {max(n_ids)}; "
                f"hits per question: mean {sum(len(v) for v in hs.values()) / len(hs):.2f}"
            )


def compare(a, b, data_path):
    def split(x):
        t, _, s = x.partition(":")
        return t, s or "hindsight"

    (ta, sa), (tb, sb) = split(a), split(b)
    qs = questions(data_path)
    pa = per_question(load(ta)["systems"][sa], qs)
    pb = per_question(load(tb)["systems"][sb], qs)
    allq = sorted(qs)
    for name, p in ((f"{ta}:{sa}", pa), (f"{tb}:{sb}", pb)):
        m = metrics(p, allq)
        print(f"{name:<24} R@1 {m[0]:.3f}  R@5 {m[1]:.3f}  R@10 {m[2]:.3f}  MRR {m[3]:.3f}")

    def key(r):
        return r if r else 99

    up = [q for q in allq if key(pb[q]["rank"]) < key(pa[q]["rank"])]
    down = [q for q in allq if key(pb[q]["rank"]) > key(pa[q]["rank"])]
    for title, lst in ((f"better in {tb}:{sb}", up), (f"worse in {tb}:{sb}", down)):
        print(f"\n{title}: {len(lst)}")
        for q in lst:
            print(
                f"  {q:<8} {qs[q]['category']:<10} {pa[q]['rank'] or '-':>3} -> {pb[q]['rank'] or '-':<3} {qs[q]['question']}"
            )


def main():
    args = [x for x in sys.argv[1:] if not x.startswith("--")]
    data_path = next(
        (x.split("=", 1)[1] for x in sys.argv[1:] if x.startswith("--data=")), os.path.join(HERE, "data.json")
    )
    if len(args) == 1:
        report(args[0], data_path)
    elif len(args) == 2:
        compare(args[0], args[1], data_path)
    else:
        print(__doc__)
        sys.exit(2)


if __name__ == "__main__":
    main()
