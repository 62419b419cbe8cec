"""daoyan.core.log: Audience and Log."""

from __future__ import annotations

from daoyan.core import Audience, Log


def test_audience_kinds() -> None:
    a, h, s = Audience.all(), Audience.host(), Audience.seats_of([3, 1, 3], label="妖首")
    assert s.seats == (1, 3)
    assert s.label == "妖首"
    assert [a.sees(x) for x in (1, 2, None)] == [True, True, True]
    assert [h.sees(x) for x in (1, 2, None)] == [False, False, True]
    assert [s.sees(x) for x in (1, 2, 3, None)] == [True, False, True, True]
    assert (a.to_json(), h.to_json(), s.to_json()) == ("all", "host", [1, 3])
    assert Audience.seats_of([]).sees(1) is False


def test_log_entries_are_indexed_and_filtered_by_audience() -> None:
    log = Log()
    e0 = log.add(1, "白昼", "line", Audience.all(), "大家好")
    e1 = log.add(1, "白昼", "info", Audience.seats_of([2], "星空仙人"), "秘密", {"x": 1})
    e2 = log.add(1, "白昼", "host", Audience.host(), "笔记")
    e3 = log.add(2, "黑夜", "info", Audience.seats_of([1, 2]), "两人")
    assert [e.index for e in log.entries] == [0, 1, 2, 3]
    assert log.visible_to(1) == [e0, e3]
    assert log.visible_to(2) == [e0, e1, e3]
    assert log.visible_to(3) == [e0]
    assert log.visible_to(None) == [e0, e1, e2, e3]
    assert log.public() == [e0]


def test_entry_json() -> None:
    log = Log()
    plain = log.add(1, "白昼", "line", Audience.all(), "话").to_json()
    assert plain == {"index": 0, "round": 1, "phase": "白昼", "kind": "line", "audience": "all", "text": "话"}
    told = log.add(2, "黑夜", "info", Audience.seats_of([4], "妖首"), "密", {"k": [1]}).to_json()
    assert told["audience"] == [4]
    assert told["audience_label"] == "妖首"
    assert told["data"] == {"k": [1]}
