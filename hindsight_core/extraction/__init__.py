"""Extraction: the rule-based offline default and the LLM extractor."""

from hindsight_core.extraction.base import ExtractedFact, ExtractionWindow, Extractor, StructuredLLM
from hindsight_core.extraction.cues import (
    AttributeMatch,
    CueMatch,
    find_attributes,
    find_cues,
    strongest_event_type,
)
from hindsight_core.extraction.dates import TimeMention, parse_datetime_loose, resolve_time_expressions
from hindsight_core.extraction.density import is_low_information
from hindsight_core.extraction.entities import EntityMention, entity_names, extract_entities
from hindsight_core.extraction.llm import ExtractionOutput, LLMExtractor, LLMFact
from hindsight_core.extraction.normalize import NormalizedToolResult, normalize_tool_result
from hindsight_core.extraction.rules import RuleConfidence, RuleExtractor

__all__ = [
    "AttributeMatch",
    "CueMatch",
    "EntityMention",
    "ExtractedFact",
    "ExtractionOutput",
    "ExtractionWindow",
    "Extractor",
    "LLMExtractor",
    "LLMFact",
    "NormalizedToolResult",
    "RuleConfidence",
    "RuleExtractor",
    "StructuredLLM",
    "TimeMention",
    "entity_names",
    "extract_entities",
    "find_attributes",
    "find_cues",
    "is_low_information",
    "normalize_tool_result",
    "parse_datetime_loose",
    "resolve_time_expressions",
    "strongest_event_type",
]
