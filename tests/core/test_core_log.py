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


def test_an_english_line_told_to_seats_reads_to_them_for_anyone_else() -> None:
    """The host (and everyone at the end) reads a line told to seats as it was told, addressed to them: "To #10: You
    are out tonight" — the word swap it replaced read "#10 are out" (issue 25)."""
    log = Log()
    e = log.add(1, "黑夜", "info", Audience.seats_of([10]), "You are out tonight; your card: X")
    assert e.told_json("en")["text"] == "To #10: You are out tonight; your card: X"
    both = log.add(1, "黑夜", "info", Audience.seats_of([5, 3]), "Your companion: #5")
    assert both.told_json("en")["text"] == "To #3 and #5: Your companion: #5"
    zh = log.add(1, "黑夜", "info", Audience.seats_of([10]), "你在今晚出局了")
    assert zh.told_json("zh")["text"] == "10号在今晚出局了"  # the Chinese reads as the book's host writes it


def test_every_game_reveals_its_english_private_lines_addressed_not_rewritten() -> None:
    """A whole random game of each of the four: at the end, every line told to seats reads, for anyone else, as
    "To #n: " + exactly what those seats read (so no word of it is swapped: no "#n are")."""
    from daoyan.core.bots import RandomBot, play_out
    from daoyan.core.game import Game
    from daoyan.core.view import host_view
    from daoyan.games import get_rules

    for name, players in (("xianyao", 7), ("fuweng", 5), ("wangling", 15), ("langren", 12)):
        g = Game(get_rules(name), players, 7)
        play_out(g, {s: RandomBot(s) for s in g.seats})
        lines = host_view(g, "en")["log"]
        told = [(x, e) for x, e in zip(lines, g.log.entries, strict=True) if e.audience.kind == "seats"]
        assert told, name
        for x, e in told:
            who = " and ".join(f"#{s}" for s in e.audience.seats) if len(e.audience.seats) < 3 else None
            assert x["text"].startswith("To #") and x["text"].endswith(e.render("en")), (name, x["text"])
            if who:
                assert x["text"] == f"To {who}: {e.render('en')}"
