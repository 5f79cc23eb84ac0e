"""Credentials that pass through an agent's tools (a password in a login call's arguments, an API key or token in
a lookup's result) are not memories: the memory of the call keeps what else it says, with the secret masked,
and recall never puts the secret into a later prompt. The trace keeps the step as it was (working memory)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hindsight_core import Hindsight
from hindsight_core.embeddings import HashEmbedder

SECRETS = [
    "ghp_16C7e42F292c6912E7710c838347Ae178B4a",
    "Tr0ub4dor&3",
    "sk-live-ABCDEF1234567890abcdef",
    "hunter2x",
]


@pytest.fixture
def hs(tmp_path: Path):
    with Hindsight(tmp_path, embedder=HashEmbedder(64)) as engine:
        yield engine


def _run(hs: Hindsight, *steps: tuple[str, str, str | None, dict]) -> list[str]:
    rec = hs.trace(user_id="alice", goal="account check")
    for kind, content, name, meta in steps:
        rec.add_step(kind, content, name=name, metadata=meta)  # type: ignore[arg-type]
    hs.reflect(rec.trace)
    kept = hs.get_trace(rec.trace.trace_id)
    assert kept is not None and [s.content for s in kept.steps] == [
        s[1] for s in steps
    ]  # the trace keeps all
    return [r.text for r in hs.list_records(user_id="alice", statuses=("active", "pending"))]


def test_a_secret_in_a_json_result_is_masked_and_the_rest_kept(hs: Hindsight) -> None:
    result = {
        "user": "alice",
        "plan": "Pro",
        "api_token": SECRETS[0],
        "password": SECRETS[1],
        "max_tokens": 512,
    }
    texts = _run(
        hs,
        ("user_input", "Which plan am I on?", None, {}),
        ("tool_call", '{"user": "alice"}', "account", {"tool_call_id": "c1"}),
        ("tool_result", json.dumps(result), "account", {"tool_call_id": "c1"}),
    )
    [memory] = [t for t in texts if "Pro" in t]
    assert SECRETS[0] not in memory and SECRETS[1] not in memory, memory
    assert '"api_token": "[redacted]"' in memory and '"max_tokens": 512' in memory, memory
    context = hs.recall("what is my api token and password?", user_id="alice").context
    assert not any(secret in context for secret in SECRETS), context


def test_a_secret_in_text_results_and_in_call_arguments_is_masked(hs: Hindsight) -> None:
    texts = _run(
        hs,
        ("user_input", "Log me in and tell me when my plan renews.", None, {}),
        ("tool_call", json.dumps({"user": "alice", "password": SECRETS[3]}), "login", {"tool_call_id": "c1"}),
        (
            "tool_result",
            f"Logged in. Renewal on 2027-03-01. API key: {SECRETS[2]}",
            "login",
            {"tool_call_id": "c1"},
        ),
        ("tool_call", '{"user": "alice"}', "billing", {"tool_call_id": "c2"}),
        ("tool_result", "账户已续费，密码：Zx9kq2mP，有效期至2027年", "billing", {"tool_call_id": "c2"}),
    )
    joined = "\n".join(texts)
    assert not any(secret in joined for secret in [*SECRETS, "Zx9kq2mP"]), joined
    assert any("Renewal on 2027-03-01" in t for t in texts) and any("有效期至2027年" in t for t in texts), (
        texts
    )


def test_what_the_user_says_and_results_without_credentials_are_unchanged(hs: Hindsight) -> None:
    texts = _run(
        hs,
        ("user_input", "My wifi password is hunter2x, please remember it.", None, {}),
        ("tool_call", '{"order_id": "A-17"}', "lookup_order", {"tool_call_id": "c1"}),
        (
            "tool_result",
            '{"status": "shipped", "token_count": 3, "tokens": "abc"}',
            "lookup_order",
            {"tool_call_id": "c1"},
        ),
    )
    assert any("hunter2x" in t for t in texts), texts  # what the user chose to say is theirs to keep
    assert any('{"status": "shipped", "token_count": 3, "tokens": "abc"}' in t for t in texts), texts


def test_no_secret_is_left_in_a_memorys_entities_or_attributes(hs: Hindsight) -> None:
    """The text was masked, but the values of the call and the result were still the memory's entities."""
    _run(
        hs,
        ("user_input", "Log me in please.", None, {}),
        ("tool_call", json.dumps({"user": "alice", "password": "Hunter2Secret"}), "login", {"tool_call_id": "c1"}),
        ("tool_result", json.dumps({"ok": True, "token": "AbCdEf123456XyZ", "plan": "Enterprise"}), "login",
         {"tool_call_id": "c1"}),
    )  # fmt: skip
    [memory] = [r for r in hs.list_records(user_id="alice") if r.source_kind == "tool_returned"]
    held = json.dumps([memory.text, memory.entities, memory.attributes])
    assert "Hunter2Secret" not in held and "AbCdEf123456XyZ" not in held, held
    assert "Enterprise" in memory.text


def test_a_card_number_its_code_and_an_ssn_a_tool_returned_are_masked(hs: Hindsight) -> None:
    """A payments or identity lookup's result held the full card number, its security code and a social security
    number, and the memory of the call kept them verbatim, to be recalled into later prompts; an order number of as
    many digits stays."""
    result = {
        "card_number": "4111 1111 1111 1111",
        "cvv": "737",
        "holder": "Alice Ng",
        "ssn": "078-05-1120",
        "order": "4000000000000001",
        "status": "charged",
    }
    texts = _run(
        hs,
        ("user_input", "Did my payment go through?", None, {}),
        ("tool_call", '{"user": "alice"}', "payments", {"tool_call_id": "c1"}),
        ("tool_result", json.dumps(result), "payments", {"tool_call_id": "c1"}),
        ("tool_call", '{"user": "alice"}', "billing", {"tool_call_id": "c2"}),
        (
            "tool_result",
            "Charged card 5555-5555-5555-4444 for $42.00, receipt 7781",
            "billing",
            {"tool_call_id": "c2"},
        ),
    )
    joined = "\n".join(texts)
    for secret in ("4111 1111 1111 1111", "737", "078-05-1120", "5555-5555-5555-4444"):
        assert secret not in joined, joined
    assert "charged" in joined and "$42.00" in joined and "4000000000000001" in joined, joined


def test_a_phone_number_with_its_country_code_is_no_card(hs: Hindsight) -> None:
    """A shop's customer record gives the user's mobile as E.164 ("+4915112345678", "+5511987654325"): thirteen
    digits of a card network's first digit, and one number in ten passes the card check, so the memory of the lookup
    said "+[redacted]" and the number the user asked about was lost; a card beside it is masked still."""
    result = {
        "name": "Ana Ruiz",
        "phone": "+4915112345678",
        "alt_phone": "+5511987654325",
        "email": "ana.r@proton.me",
        "card": "4111111111111111",
    }
    texts = _run(
        hs,
        ("user_input", "Which phone number does the shop have for me?", None, {}),
        ("tool_call", '{"customer": "me"}', "get_customer", {"tool_call_id": "c1"}),
        ("tool_result", json.dumps(result), "get_customer", {"tool_call_id": "c1"}),
    )
    [memory] = [t for t in texts if "Ana Ruiz" in t]
    assert '"phone": "+4915112345678"' in memory and '"alt_phone": "+5511987654325"' in memory, memory
    assert "4111111111111111" not in memory and '"card": "[redacted]"' in memory, memory
