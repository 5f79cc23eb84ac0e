"""Extraction: the rule-based offline default and the LLM extractor."""

from hindsight_core.extraction.base import ExtractedFact, ExtractionWindow, Extractor, StructuredLLM

__all__ = ["ExtractedFact", "ExtractionWindow", "Extractor", "StructuredLLM"]
