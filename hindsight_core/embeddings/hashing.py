"""A deterministic feature-hashing embedder for unit tests (fast, no model, no network).

Not a semantic model: texts sharing words get similar vectors, paraphrases do not.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Sequence

import numpy as np

from hindsight_core.embeddings.base import Vectors, l2_normalize

_TOKEN = re.compile(r"\w+", re.UNICODE)


class HashEmbedder:
    """Hashes words (and CJK characters) into ``dimension`` buckets with a sign, then L2-normalises."""

    def __init__(self, dimension: int = 256) -> None:
        self.dimension = dimension
        self.model_id = f"hash-{dimension}"

    def _features(self, text: str) -> list[str]:
        feats: list[str] = []
        for token in _TOKEN.findall(text.lower()):
            if any("\u3400" <= ch <= "\u9fff" for ch in token):
                feats.extend(token)
            else:
                feats.append(token)
        return feats

    def embed(self, texts: Sequence[str]) -> Vectors:
        out = np.zeros((len(texts), self.dimension), dtype=np.float32)
        for row, text in enumerate(texts):
            for feat in self._features(text):
                digest = hashlib.blake2b(feat.encode("utf-8"), digest_size=8).digest()
                value = int.from_bytes(digest, "little")
                out[row, value % self.dimension] += 1.0 if (value >> 63) & 1 else -1.0
        return l2_normalize(out)
