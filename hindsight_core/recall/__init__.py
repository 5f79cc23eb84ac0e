"""Recall: query understanding, fusion of retrieval paths, reconstruction of a context block."""
