"""Make the reference embeddings the embedder test compares the bundled int8 model against.

The sentences in ``tests/data/embedding_sentences.txt`` (written for the test, one a line) are embedded once
with the fp32 all-MiniLM-L6-v2 ONNX export and saved as float16 in ``tests/data/minilm_fp32_reference.npy``,
with the SHA-256 of the sentence file beside it (``.json``), so a fresh clone can check the shipped model
with nothing outside the repository. Run it again only when the sentences change.

Usage::

    .venv/bin/python scripts/make_embedding_reference.py [--model ../shared/models/all-MiniLM-L6-v2-onnx/model_fp32.onnx]
"""

from __future__ import annotations

import argparse
import hashlib
import json
from pathlib import Path

import numpy as np

from hindsight_core.embeddings import OnnxMiniLMEmbedder

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "data"
SENTENCES = DATA / "embedding_sentences.txt"
REFERENCE = DATA / "minilm_fp32_reference.npy"
DEFAULT_MODEL = ROOT.parent / "shared" / "models" / "all-MiniLM-L6-v2-onnx" / "model_fp32.onnx"


def sentences() -> list[str]:
    return [line for line in SENTENCES.read_text(encoding="utf-8").splitlines() if line.strip()]


def digest() -> str:
    return hashlib.sha256(SENTENCES.read_bytes()).hexdigest()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", type=Path, default=DEFAULT_MODEL, help="the fp32 ONNX export")
    args = parser.parse_args()
    texts = sentences()
    vectors = OnnxMiniLMEmbedder(args.model).embed(texts)
    np.save(REFERENCE, vectors.astype(np.float16))
    meta = {"sentences_sha256": digest(), "count": len(texts), "model": args.model.name, "dtype": "float16"}
    REFERENCE.with_suffix(".json").write_text(json.dumps(meta, indent=2) + "\n", encoding="utf-8")
    int8 = OnnxMiniLMEmbedder().embed(texts)
    ref = vectors / np.linalg.norm(vectors, axis=1, keepdims=True)
    cos = (int8 * ref).sum(axis=1) / np.linalg.norm(int8, axis=1)
    print(f"{len(texts)} sentences -> {REFERENCE.relative_to(ROOT)} ({REFERENCE.stat().st_size} bytes)")
    print(f"bundled int8 vs fp32: min cosine {cos.min():.4f}, mean {cos.mean():.4f}")


if __name__ == "__main__":
    main()
