"""The reply of an extraction call as the model writes it, read leniently: the schema it is asked for
(:class:`ExtractionOutput`, its :class:`LLMFact` facts and their :class:`AttributePair` slots), and the shapes
models without structured outputs write instead (a confidence word, keys in another case, a plain object of
slots, an entity as an object), read as the fields they mean; a fact that still does not validate is left out,
the others kept (:mod:`~hindsight_core.extraction.llm` makes facts of them)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    ModelWrapValidatorHandler,
    PrivateAttr,
    ValidationError,
    field_validator,
    model_validator,
)

from hindsight_core.llm.structured import describe_validation_error
from hindsight_core.models import SourceKind

# Confidence words some models write instead of a number, read on the prompt's 0-1 scale in the same order.
_CONFIDENCE_WORDS = {
    "very high": 0.95, "high": 0.9, "certain": 0.95, "medium": 0.6, "moderate": 0.6, "low": 0.3, "very low": 0.1,
    "非常高": 0.95, "很高": 0.95, "确定": 0.95, "高": 0.9, "较高": 0.8, "中等": 0.6, "中": 0.6, "较低": 0.4,
    "低": 0.3, "很低": 0.1,
}  # fmt: skip
# Fields a model may send as null to mean "not given": their defaults apply.
_DEFAULTED_FIELDS = ("event_type", "entities", "attributes", "source_kind", "confidence")


class AttributePair(BaseModel):
    """One structured slot of a fact."""

    model_config = ConfigDict(extra="ignore")

    key: str
    value: str

    @field_validator("value", mode="before")
    @classmethod
    def _scalar_as_text(cls, value: Any) -> Any:
        """``30`` or ``true`` is as good a slot value as ``"30"``."""
        if isinstance(value, bool):
            return "true" if value else "false"
        return str(value) if isinstance(value, int | float) else value


class LLMFact(BaseModel):
    """One fact as the model writes it. Unknown keys (a "reason", a "notes") are ignored: the strict schema
    never asks for them, but models without structured outputs add them."""

    model_config = ConfigDict(extra="ignore")

    text: str = Field(description="An atomic, self-contained statement in the third person.")
    event_type: str = Field(
        "fact", description="preference, decision, fact, plan, problem, solution or observation"
    )
    entities: list[str] = Field(default_factory=list, description="People, places, products... as written.")
    attributes: list[AttributePair] = Field(
        default_factory=list, description="Slots such as subject / attribute / value; empty when none."
    )
    source_step_ids: list[str] = Field(
        default_factory=list, description="Ids of the steps this fact comes from, e.g. ['S2']."
    )
    source_kind: SourceKind = Field("user_stated", description="user_stated, tool_returned or model_inferred")
    confidence: float = Field(0.7, description="0 to 1; user_stated > tool_returned > model_inferred.")
    occurred_at: str | None = Field(None, description="ISO 8601 date or datetime the fact happened, or null.")

    @model_validator(mode="before")
    @classmethod
    def _nulls_as_defaults(cls, data: Any) -> Any:
        """A fact written as a sentence alone is its text, citing no step (the step that says it is found); keys
        in another case ("Text", "sourceStepIds") are the fields'; a null is the field's default."""
        if isinstance(data, str):
            return {"text": data, "source_step_ids": []}
        if isinstance(data, dict):
            data = _fields_named(data, cls.model_fields)
            return {k: v for k, v in data.items() if not (v is None and k in _DEFAULTED_FIELDS)}
        return data

    @field_validator("attributes", mode="before")
    @classmethod
    def _attributes_as_pairs(cls, value: Any) -> Any:
        """Models without strict structured output often answer with a plain object. A list of values is one
        slot ("peanuts, shellfish"); a slot with no key, or a value that is null or no text (an object), says
        nothing and is left out (the fact itself is kept)."""
        if isinstance(value, dict):
            value = [{"key": k, "value": v} for k, v in value.items()]
        if not isinstance(value, list):
            return value
        pairs = []
        for pair in value:
            if not isinstance(pair, dict) or pair.get("key") is None:
                continue
            slot = _slot_text(pair.get("value"))
            if slot is not None:
                pairs.append({**pair, "key": str(pair["key"]), "value": slot})
        return pairs

    @field_validator("confidence", mode="before")
    @classmethod
    def _confidence_word(cls, value: Any) -> Any:
        """A word ("high", "very high", 高), a percentage ("95%", 95) or a mark out of 10 (7) as models write it: 0
        to 1. Text that says no number ("unknown", "N/A", "") is no confidence given: the default, the fact
        kept (as a date or a label it cannot read)."""
        if isinstance(value, str):
            said = value.strip().lower()
            if said in _CONFIDENCE_WORDS:
                return _CONFIDENCE_WORDS[said]
            percent = re.fullmatch(r"(\d+(?:\.\d+)?)\s*%", said)
            if percent:
                return float(percent[1]) / 100
            try:
                value = float(said)
            except ValueError:
                return cls.model_fields["confidence"].default
        if isinstance(value, (int, float)) and not isinstance(value, bool) and 1 < value <= 100:
            if value < 2:
                return 1.0  # 1.2 overshoots the 0-1 scale (over-sure is sure); 0.12 would hide the fact
            return value / 10 if value <= 10 else value / 100  # out of 10, or a percentage without its sign
        return value

    @field_validator("occurred_at", mode="before")
    @classmethod
    def _date_as_text(cls, value: Any) -> Any:
        """A date written as a number (20240312) is read as its digits; any other shape (an object, a list) is
        no date: the fact is kept, dated by its steps, not dropped for its date."""
        if isinstance(value, int) and not isinstance(value, bool):
            return str(value)
        return value if value is None or isinstance(value, str) else None

    @field_validator("entities", "source_step_ids", mode="before")
    @classmethod
    def _list_of_strings(cls, value: Any) -> Any:
        """One name or id as a list of one; an object as its name or id (``{"name": "Alice", "type":
        "person"}``), not its Python text; one with neither is left out."""
        if isinstance(value, str):
            return [value]
        if isinstance(value, list):
            named = (_named(item) if isinstance(item, dict) else item for item in value)
            return [str(item) for item in named if item is not None]
        return value


class ExtractionOutput(BaseModel):
    """The reply schema of one extraction call.

    Facts are validated one by one, so one bad fact does not cost the others: invalid ones are left out and
    described in ``dropped_facts``. A reply whose facts are all invalid does not validate (a retry may help).
    """

    model_config = ConfigDict(extra="ignore")

    facts: list[LLMFact] = Field(description="The facts worth remembering; empty when there are none.")
    _dropped: list[str] = PrivateAttr(default_factory=list)

    @property
    def dropped_facts(self) -> list[str]:
        """One line per fact left out: its position, the field and what was wrong with it."""
        return list(self._dropped)

    @model_validator(mode="wrap")
    @classmethod
    def _valid_facts_only(cls, data: Any, handler: ModelWrapValidatorHandler[ExtractionOutput]) -> Any:
        if isinstance(data, dict):
            data = _fields_named(data, cls.model_fields)
            lists = [v for v in data.values() if isinstance(v, list)]
            if "facts" not in data and len(lists) == 1 and not _names_a_fact_field(data):
                # the one list of a reply that names it otherwise ({"memories": [...]}); null is none. (Said
                # here, not in the docstring: that is the schema's description, sent with every request.)
                data = {**data, "facts": lists[0]}
            elif "facts" in data and data["facts"] is None:
                data = {**data, "facts": []}
        if not (isinstance(data, dict) and isinstance(data.get("facts"), list)):
            return handler(data)
        kept: list[LLMFact] = []
        dropped: list[str] = []
        for position, item in enumerate(data["facts"], 1):
            try:
                kept.append(LLMFact.model_validate(item))
            except ValidationError as exc:
                dropped.append(f"fact {position}: {describe_validation_error(exc)}")
        if dropped and not kept:
            raise ValueError(f"none of its {len(dropped)} facts is valid: {'; '.join(dropped[:2])}")
        output = handler({**data, "facts": kept})
        output._dropped = dropped
        return output


def _names_a_fact_field(data: dict[str, Any]) -> bool:
    """Whether ``data`` is a fact rather than a reply ("text", "source_step_ids"...: its one list is its step ids or
    its entities, never the facts)."""
    return bool(_fields_named(data, LLMFact.model_fields).keys() & LLMFact.model_fields.keys())


def _fields_named(data: dict[str, Any], fields: Mapping[str, Any]) -> dict[str, Any]:
    """``data`` with a key that names a field in another case ("Facts", "sourceStepIds", "Source_Step_IDs") under
    the field's name, unless the field is given as it is named."""
    out = dict(data)
    for key in data:
        if not isinstance(key, str) or key in fields:
            continue
        name = re.sub(r"[\s-]+", "_", re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", key.strip())).lower()
        if name in fields and name not in out:
            out[name] = out.pop(key)
    return out


#: Keys under which a model writes the name of an entity or the id of a step it gives as an object.
_NAME_KEYS = ("name", "text", "entity", "value", "id", "step_id")


def _named(item: dict[str, Any]) -> str | None:
    return next(
        (item[key] for key in _NAME_KEYS if isinstance(item.get(key), str) and item[key].strip()), None
    )


def _slot_text(value: Any) -> str | None:
    """A slot's value as text: ``30`` or ``true`` as well as ``"30"``, a list of such values joined; ``None``
    for a null or an object."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str | int | float):
        return str(value)
    if isinstance(value, list) and value:
        items = [_slot_text(item) for item in value if not isinstance(item, list | dict)]
        return ", ".join(item for item in items if item is not None) or None
    return None


__all__ = ["AttributePair", "ExtractionOutput", "LLMFact"]
