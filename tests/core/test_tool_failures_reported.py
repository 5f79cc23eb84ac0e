"""A tool that reports its own failure in the shapes web APIs and HTTP clients use (``{"success": false,
"message": "card declined"}``, ``{"code": 500, "msg": "服务暂时不可用"}``, ``{"status": "失败"}``, GraphQL's errors
and no data, "HTTP 400: ...", "Request failed with status code 503", 请求失败) was stored as what the call returned,
an observation: a declined payment read as a booking made. Such a result is a failed call (a ``problem``, "failed:
<what it said>"), as an error text or a failed status was; a result that only names such a number is data."""

from __future__ import annotations

import pytest

from hindsight_core import Hindsight
from hindsight_core.extraction import normalize_tool_result
from hindsight_core.models import MemoryRecord


def _run(hs: Hindsight, steps: list[tuple[str, str, str | None, str | None]]) -> list[MemoryRecord]:
    rec = hs.trace(user_id="u", session_id="s1")
    for kind, content, name, call_id in steps:
        rec.add_step(kind, content, name=name, metadata={"tool_call_id": call_id} if call_id else {})
    hs.reflect(rec.trace)
    return hs.list_records(user_id="u")


def test_a_declined_booking_is_a_failed_call_and_the_retry_what_happened(hs: Hindsight) -> None:
    records = _run(
        hs,
        [
            ("user_input", "Book me the 7:45 to Denver tomorrow", None, None),
            ("tool_call", '{"flight": "UA 512", "card": "visa"}', "book_flight", "c1"),
            (
                "tool_result",
                '{"success": false, "message": "payment declined: card expired"}',
                "book_flight",
                "c1",
            ),
            ("user_input", "use my amex then", None, None),
            ("tool_call", '{"flight": "UA 512", "card": "amex"}', "book_flight", "c2"),
            ("tool_result", '{"success": true, "confirmation": "QX7P2L"}', "book_flight", "c2"),
        ],
    )
    [declined] = [r for r in records if "visa" in r.text]
    assert declined.event_type == "problem"
    assert declined.attributes["tool_status"] == "error"
    assert "failed: payment declined: card expired" in declined.text
    [booked] = [r for r in records if "amex" in r.text and r.source_kind == "tool_returned"]
    assert (booked.event_type, booked.attributes["tool_status"]) == ("observation", "ok")
    assert "returned" in booked.text


def test_a_chinese_api_failure_is_a_failed_call(hs: Hindsight) -> None:
    records = _run(
        hs,
        [
            ("user_input", "帮我订一张周五去上海的高铁票", None, None),
            ("tool_call", '{"to": "上海", "date": "2026-12-11"}', "book_train", "c1"),
            ("tool_result", '{"status": "失败", "reason": "余票不足"}', "book_train", "c1"),
        ],
    )
    [failed] = [r for r in records if r.source_kind == "tool_returned"]
    assert failed.event_type == "problem"
    assert failed.text.endswith("failed: 余票不足")


@pytest.mark.parametrize(
    ("content", "error", "data"),
    [
        ({"success": False, "message": "card declined"}, "card declined", None),
        ({"ok": False, "error_message": "invalid date", "field": "date"}, "invalid date", {"field": "date"}),
        ({"code": 500, "msg": "服务暂时不可用"}, "服务暂时不可用", None),
        ({"statusCode": 503, "message": "Service Unavailable"}, "Service Unavailable", None),
        ({"status": 400, "detail": "date must include a timezone"}, "date must include a timezone", None),
        ({"status": "失败", "reason": "余票不足"}, "余票不足", None),
        ({"data": None, "errors": [{"message": "invalid date"}]}, '[{"message": "invalid date"}]', None),
        ("HTTP 400: invalid date", "HTTP 400: invalid date", None),
        ("400 Bad Request: orders API rejects dates without a timezone",
         "400 Bad Request: orders API rejects dates without a timezone", None),
        ("Request failed with status code 503", "Request failed with status code 503", None),
        ("Timed out after 30s waiting for the staging cluster",
         "Timed out after 30s waiting for the staging cluster", None),
        ("Command failed with exit code 1", "Command failed with exit code 1", None),
        ("请求失败：503", "请求失败：503", None),
        ("接口超时，请稍后重试", "接口超时，请稍后重试", None),
    ],
)  # fmt: skip
def test_a_failure_reported_in_an_api_shape_is_an_error(content: object, error: str, data: object) -> None:
    assert normalize_tool_result("t", content) == {
        "tool_name": "t",
        "status": "error",
        "data": data,
        "error": error,
    }


def test_a_failure_an_mcp_tool_returned_as_its_content_is_an_error() -> None:
    """A server wrapping an API passes its answer on as content, the call itself not failed (``isError`` false)."""
    wrapped = {
        "content": [{"type": "text", "text": '{"ok": false, "error_message": "quota exceeded"}'}],
        "isError": False,
    }
    assert normalize_tool_result("t", wrapped)["status"] == "error"
    assert normalize_tool_result("t", wrapped)["error"] == "quota exceeded"
    structured = {"content": [{"type": "text", "text": "x"}], "structuredContent": {"n": 1}, "isError": False}
    assert normalize_tool_result("t", structured)["status"] == "ok"


@pytest.mark.parametrize(
    "content",
    [
        {"success": True, "message": "booked"},
        {"code": 0, "msg": "success", "data": {"id": 3}},
        {"code": 200, "msg": "ok"},
        {"code": 404, "room": "A"},  # a number in a field, no message: data
        {"price": 450, "code": "SAVE450", "message": "applied"},
        {"data": {"id": 1}, "errors": [{"message": "partial"}]},  # data came back
        {"status_code": 201, "id": "x"},
        "Room 404 is available",
        "500 Main St, Springfield",
        "Timeout set to 30s",
        "超时设置为30秒",
        "1 failed, 2 passed in 0.3s",
        "HTTP/1.1 200 OK",
    ],
)
def test_a_result_naming_such_a_number_is_data(content: object) -> None:
    assert normalize_tool_result("t", content)["status"] != "error"
