"""Build the shipped int8-weight MiniLM model and measure it against the fp32 export.

Recipe (see ../shared/models/README.md): every 2-D float weight (the word, position and token-type embedding
tables and the 36 MatMul weights) is stored as symmetric int8 with one float scale per row (embedding tables,
read by Gather) or per output column (MatMul weights), each feeding a ``DequantizeLinear`` node. Activations
stay float. The embedder dequantizes these once at load, so it runs at fp32 speed from a ~23 MB file.

Then every LoCoMo dev turn (text + " [shares <blip_caption>]" when present) is embedded with the fp32 model and
with the int8-weight model, and the cosine between the two is reported (the build fails under 0.99).

Usage (needs the dev extra for ``onnx``)::

    .venv/bin/python scripts/quantize_embedder.py [--shared ../shared] [--max-turns N]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import shutil
import sys
import time
from collections import Counter
from pathlib import Path

import numpy as np
import onnx
from onnx import helper, numpy_helper

from hindsight_core.embeddings.onnx_minilm import MODEL_ASSET, TOKENIZER_ASSET, OnnxMiniLMEmbedder

REPO = Path(__file__).resolve().parent.parent
ASSETS = REPO / "hindsight_core" / "embeddings" / "assets"
MAX_BYTES = 30 * 1024 * 1024
MIN_COSINE = 0.99


def quantize(src: Path, dst: Path) -> Counter[str]:
    """Write ``src`` with int8 2-D weights to ``dst``; return how many weights of each kind were quantized."""
    model = onnx.load(str(src))
    graph = model.graph
    consumers: dict[str, set[str]] = {}
    for node in graph.node:
        for name in node.input:
            consumers.setdefault(name, set()).add(node.op_type)
    kept, added_nodes, counts = [], [], Counter[str]()
    for init in graph.initializer:
        weight = numpy_helper.to_array(init)
        ops = consumers.get(init.name, set())
        if weight.ndim != 2 or weight.dtype != np.float32 or not ops or not ops <= {"Gather", "MatMul"}:
            kept.append(init)
            continue
        # Gather reads rows of an embedding table: one scale per row. MatMul computes x @ W: one per column.
        axis = 0 if ops == {"Gather"} else 1
        if ops == {"Gather", "MatMul"}:
            raise SystemExit(f"{init.name} is read by both Gather and MatMul; no single scale axis fits")
        peak = np.abs(weight).max(axis=1 - axis)
        scale = np.where(peak > 0, peak / 127.0, 1.0).astype(np.float32)
        shape = [-1, 1] if axis == 0 else [1, -1]
        q = np.clip(np.rint(weight / scale.reshape(shape)), -127, 127).astype(np.int8)
        base = init.name
        kept += [
            numpy_helper.from_array(q, f"{base}_quantized"),
            numpy_helper.from_array(scale, f"{base}_scale"),
            numpy_helper.from_array(np.zeros_like(scale, dtype=np.int8), f"{base}_zero_point"),
        ]
        # The DequantizeLinear output keeps the original name, so consumers need no rewiring.
        added_nodes.append(
            helper.make_node(
                "DequantizeLinear",
                [f"{base}_quantized", f"{base}_scale", f"{base}_zero_point"],
                [base],
                name=f"{base}_DequantizeLinear",
                axis=axis,
            )
        )
        counts["embedding table (per row)" if axis == 0 else "MatMul weight (per column)"] += 1
    del graph.initializer[:]
    graph.initializer.extend(kept)
    nodes = list(graph.node)
    del graph.node[:]
    graph.node.extend(added_nodes + nodes)  # producers before consumers: keep the graph topologically sorted
    onnx.checker.check_model(model)
    dst.parent.mkdir(parents=True, exist_ok=True)
    onnx.save(model, str(dst))
    return counts


def locomo_turns(path: Path) -> list[str]:
    """Every turn of every session, with the shared image's caption appended as in the benchmark protocol."""
    turns: list[str] = []
    for sample in json.loads(path.read_text(encoding="utf-8")):
        conversation = sample["conversation"]
        sessions = sorted(
            (k for k, v in conversation.items() if k.startswith("session_") and isinstance(v, list)),
            key=lambda k: int(k.split("_")[1]),
        )
        for key in sessions:
            for turn in conversation[key]:
                text = turn["text"]
                if turn.get("blip_caption"):
                    text += f" [shares {turn['blip_caption']}]"
                turns.append(text)
    return turns


def in_graph_check(int8_path: Path, texts: list[str], folded: OnnxMiniLMEmbedder) -> float:
    """Max |difference| between onnxruntime running the DequantizeLinear nodes and the load-time fold.

    Graph optimisations are off here: with them on, onnxruntime fuses DequantizeLinear + MatMul into integer
    kernels that also quantize the activations (max |diff| ~6e-3, lower cosine to fp32), which is not what
    the DequantizeLinear nodes mean, and one more reason to fold the weights at load.
    """
    import onnxruntime as ort
    from tokenizers import Tokenizer

    tokenizer = Tokenizer.from_file(str(ASSETS / TOKENIZER_ASSET))
    tokenizer.enable_padding(pad_id=0, pad_token="[PAD]")
    tokenizer.enable_truncation(256)
    encodings = tokenizer.encode_batch(texts)
    ids = np.array([e.ids for e in encodings], dtype=np.int64)
    mask = np.array([e.attention_mask for e in encodings], dtype=np.int64)
    options = ort.SessionOptions()
    options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_DISABLE_ALL
    session = ort.InferenceSession(str(int8_path), options, providers=["CPUExecutionProvider"])
    (hidden,) = session.run(
        None, {"input_ids": ids, "attention_mask": mask, "token_type_ids": np.zeros_like(ids)}
    )
    pooled = (hidden * mask[..., None]).sum(1) / mask.sum(1, keepdims=True)
    pooled /= np.linalg.norm(pooled, axis=1, keepdims=True)
    return float(np.abs(pooled - folded.embed(texts)).max())


def timed_embed(embedder: OnnxMiniLMEmbedder, texts: list[str]) -> tuple[np.ndarray, float]:
    embedder.embed(texts[:8])  # load + warm up outside the timing
    start = time.perf_counter()
    vectors = embedder.embed(texts)
    return vectors, len(texts) / (time.perf_counter() - start)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--shared", type=Path, default=REPO.parent / "shared", help="the shared folder")
    parser.add_argument("--max-turns", type=int, default=0, help="evaluate the first N turns only (0: all)")
    args = parser.parse_args()
    src_dir = args.shared / "models" / "all-MiniLM-L6-v2-onnx"
    fp32_path, int8_path = src_dir / "model_fp32.onnx", ASSETS / MODEL_ASSET

    counts = quantize(fp32_path, int8_path)
    shutil.copyfile(src_dir / "tokenizer.json", ASSETS / TOKENIZER_ASSET)
    size = int8_path.stat().st_size
    digest = hashlib.sha256(int8_path.read_bytes()).hexdigest()
    print(f"wrote {int8_path.relative_to(REPO)}: {size / 1e6:.1f} MB ({size} bytes), sha256 {digest}")
    for kind, n in sorted(counts.items()):
        print(f"  {n:3d} x {kind}")

    turns = locomo_turns(args.shared / "benchmarks" / "locomo" / "locomo-dev.json")
    if args.max_turns:
        turns = turns[: args.max_turns]
    fp32 = OnnxMiniLMEmbedder(fp32_path, batch_size=64)
    int8 = OnnxMiniLMEmbedder(int8_path, batch_size=64)
    ref, fp32_rate = timed_embed(fp32, turns)
    got, int8_rate = timed_embed(int8, turns)
    cosine = (ref * got).sum(axis=1)
    drift = in_graph_check(int8_path, turns[:64], int8)

    print(f"\n{len(turns)} LoCoMo dev turns, batch 64, {int8.intra_op_threads} threads")
    print(f"{'model':<28}{'MB':>7}{'sent/s':>9}{'min cos':>10}{'p1 cos':>9}{'mean cos':>10}")
    print(
        f"{'fp32 (reference)':<28}{fp32_path.stat().st_size / 1e6:>7.1f}{fp32_rate:>9.0f}{1:>10.4f}{1:>9.4f}{1:>10.4f}"
    )
    print(
        f"{'int8 weights, folded at load':<28}{size / 1e6:>7.1f}{int8_rate:>9.0f}"
        f"{cosine.min():>10.4f}{np.percentile(cosine, 1):>9.4f}{cosine.mean():>10.4f}"
    )
    print(f"in-graph DequantizeLinear vs folded at load: max |diff| {drift:.2e}")

    failures = []
    if size > MAX_BYTES:
        failures.append(f"file is {size} bytes, over {MAX_BYTES}")
    if cosine.min() < MIN_COSINE:
        failures.append(f"min cosine {cosine.min():.4f} < {MIN_COSINE}")
    if drift > 1e-5:
        failures.append(f"the load-time fold differs from onnxruntime's DequantizeLinear by {drift:.2e}")
    for failure in failures:
        print(f"FAIL: {failure}", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
