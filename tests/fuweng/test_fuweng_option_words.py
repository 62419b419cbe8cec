"""Options in words as a new player reads them (issue 21, items 16 and 17), in the terminal (`daoyan play`'s prompt,
scripted stdin) and on the web (`core.view.ask_json`'s labels): rule book 001_ea231be5ab83fae4.txt."""

from __future__ import annotations

from typing import Any

import pytest

from daoyan import cli
from daoyan.core.ask import Ask
from daoyan.core.game import Game
from daoyan.core.view import ask_json
from daoyan.games.fuweng import RULES
from daoyan.games.fuweng.state import FState


def _game() -> tuple[Game, FState]:
    g = Game(RULES, 6, 1, {})
    assert isinstance(g.state, FState)
    return g, g.state


def _printed(monkeypatch: pytest.MonkeyPatch, g: Game, ask: Ask, typed: str = "") -> tuple[str, dict[str, Any]]:
    out: list[str] = []
    monkeypatch.setitem(cli.LANG, "value", "zh")
    monkeypatch.setattr(cli.console, "print", lambda *a, **k: out.append(" ".join(str(x) for x in a)))
    monkeypatch.setattr(cli.console, "input", lambda *a, **k: typed)
    monkeypatch.setattr(cli, "_show_you", lambda *a: None)
    ans = cli._prompt(g, ask)
    return "\n".join(out), ans


def test_kennel_options_name_surname_shares_and_controller(monkeypatch: pytest.MonkeyPatch) -> None:
    """「*停留在《股市》時，可選擇任一《狗舍》，你的該《狗舍》持股+1。」 and 控股機制 「持股某一建筑數量最多且不為0的角色為
    該建筑的控股角色」: each 《狗舍》 offered names its surname, the asked seat's shares and its controller, not 狗舍1 … 狗舍8
    alone (item 16)."""
    g, s = _game()
    h = s.holdings["狗舍1"]
    boss = h.controller()
    assert boss is not None
    me = next(q for q in s.players if q != boss)
    ask = Ask(me, "股市", "停留在《股市》: 可選擇任一《狗舍》，持股+1", [{"choice": "放棄"}, {"target": "狗舍1"}],
              {"choice": "放棄"})
    text, _ = _printed(monkeypatch, g, ask)
    assert f"狗舍1（{h.surname}，你持股{h.shares.get(me, 0)}，控股{boss}號）" in text
    labels = ask_json(g, ask, "en")["labels"]
    assert labels[1].startswith("Kennel 1 (") and f"your shares {h.shares.get(me, 0)}" in labels[1]
    assert f"controller #{boss}" in labels[1]
    zh = ask_json(g, ask, "zh")["labels"][1]
    assert h.surname in zh and f"控股{boss}號" in zh
    # the words shown parse back to the option (typing the label picks it)
    _, ans = _printed(monkeypatch, g, ask, typed=zh)
    assert ans == {"target": "狗舍1"}


def test_a_card_given_through_the_wand_is_shown_as_what_it_is_used_as(monkeypatch: pytest.MonkeyPatch) -> None:
    """探寶棒 「你可以將一張動物牌當【狗】使用或打出」 (R-C20): in 金鼓齊鳴 the converted card reads 「…(當狗)」 (item 16)."""
    g, s = _game()
    cat = next(c for c in s.cards.values() if c.name == "家貓")
    ask = Ask(2, "金鼓齊鳴", "{skill}: 是否打出一張【狗】", [{"choice": "不出"}, {"skill": "探寶棒", "choice": cat.id}],
              {"choice": "不出"})
    text, _ = _printed(monkeypatch, g, ask)
    assert f"探寶棒: 家貓{cat.suit.symbol}#{cat.id}(當狗)" in text
    assert ask_json(g, ask, "en")["labels"][1].endswith("(as Dog)")


def test_dead_seats_are_marked_among_the_options(monkeypatch: pytest.MonkeyPatch) -> None:
    """A dead seat offered as a target reads 「3號(已死亡)」 / 「#3 (dead)」 (item 17)."""
    g, s = _game()
    s.players[3].dead = True
    ask = Ask(1, "金鼓齊鳴", "choose", [{"target": 2}, {"target": 3}], {"target": 2})
    text, _ = _printed(monkeypatch, g, ask)
    assert "3號(已死亡)" in text and "2號(已死亡)" not in text
    assert ask_json(g, ask, "en")["labels"] == ["#2", "#3 (dead)"]


def test_the_text_map_names_the_tile_under_each_mark(monkeypatch: pytest.MonkeyPatch) -> None:
    """The terminal map writes a seat's number or an NPC's initial over the tile it stands on; the lines under it name
    both, the tile and who stands there (a dead seat marked), so no tile is hidden (item 17)."""
    g, s = _game()
    s.players[2].dead = True
    out: list[str] = []
    monkeypatch.setitem(cli.LANG, "value", "zh")
    monkeypatch.setattr(cli.console, "print", lambda *a, **k: out.append(" ".join(str(x) for x in a)))
    cli._show_you(g, 1)
    text = "\n".join(out)
    for q in s.players.values():
        assert q.position is not None
        kind = s.board.cell(q.position).kind
        dead = "(已死亡)" if q.dead else ""
        assert f"({q.position[0]},{q.position[1]})《{kind}》: {q.seat}號 {q.surname}{dead}" in text
    for npc, pos in s.npcs.items():
        if pos is not None:
            assert f"({pos[0]},{pos[1]})《{s.board.cell(pos).kind}》: {npc}" in text
    en = RULES.describe_you(g, 1, "en")
    p = s.players[1]
    assert p.position is not None and f"({p.position[0]},{p.position[1]}) " in en
