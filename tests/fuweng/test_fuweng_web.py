"""三國殺×大富翁 online (seed 001_ea231be5ab83fae4.txt): the response windows' time limit (setting 響應時限) and what the
web app draws (`display`): your cards as cards, the table, the buildings and who controls them — and nothing a seat
may not know."""

from __future__ import annotations

import json

import pytest

from daoyan.core.bots import RandomBot
from daoyan.core.errors import ConfigError
from daoyan.core.game import Game
from daoyan.games.fuweng import RULES
from daoyan.games.fuweng.state import FState

RESPONSES = {"無懈可擊", "流浪貓", "家貓"}  # the windows the book opens for another's card or a dying character


def asks_of(players: int, seed: int, options: dict[str, object]) -> list[tuple[str, float | None]]:
    g = Game(RULES, players, seed, {"最多輪數": 6, **options})
    bots = {s: RandomBot(seed * 7 + s) for s in g.seats}
    seen = []
    while g.pending and not g.finished:
        for seat, ask in list(g.pending.items()):
            seen.append((ask.skill, ask.deadline))
            g.answer(seat, bots[seat].decide(ask, dict))
    return seen


def test_response_windows_close_after_the_setting_and_nothing_else_does() -> None:
    """「以你為目標的【狗】生效前」 (流浪貓), 【無懈可擊】's windows and 【家貓】 「瀕死」: with 響應時限 each such window is an
    ask with that deadline (the default, not responding, is taken when it passes); a player's own choices are not."""
    timed = [a for seed in range(12) for a in asks_of(6, seed, {"響應時限": 20})]
    responses = [d for skill, d in timed if skill in RESPONSES]
    assert len(responses) > 10 and set(responses) == {20.0}
    assert {d for skill, d in timed if skill in ("出牌", "棄牌", "指令")} == {None}
    assert {d for seed in range(3) for _, d in asks_of(6, seed, {})} == {None}  # 0, the default: no limit


@pytest.mark.parametrize("bad", [-1, True, "20"])
def test_the_setting_is_checked(bad: object) -> None:
    with pytest.raises(ConfigError, match="響應時限"):
        Game(RULES, 6, 1, {"響應時限": bad})


def test_online_response_windows_last_twenty_seconds() -> None:
    assert RULES.online_options() == {"響應時限": 20}


def test_the_display_shows_a_seat_its_own_cards_and_nobody_elses() -> None:
    for seed in range(20):
        g = Game(RULES, 5, seed, {"最多輪數": 3})
        bots = {s: RandomBot(seed + s) for s in g.seats}
        for _ in range(60 + seed * 7):
            if g.finished:
                break
            seat, ask = next(iter(g.pending.items()))
            g.answer(seat, bots[seat].decide(ask, dict))
        s = g.state
        assert isinstance(s, FState)
        for seat in g.seats:
            d = RULES.display(g, seat, "zh")
            you = {z["label"]: z for z in d["you"]}
            assert [c["id"] for c in you["手牌"]["cards"]] == s.players[seat].hand
            assert [c["id"] for c in you["銀行區"]["cards"]] == s.players[seat].bank
            assert you["身份"]["text"] == s.players[seat].identity
            shown = json.dumps(d, ensure_ascii=False)
            for q in s.players.values():
                row = d["rows"][q.seat - 1]
                assert row[2] == (q.identity if q.revealed or q.seat == seat or g.finished else "?")
                if q.seat != seat and not g.finished:
                    assert not any(f'"id": {c},' in shown for c in q.hand + q.bank)  # no other hand or bank card
                    assert row[6] == str(len(q.hand))  # only how many (row[3]: the 人妖牌)
            control = {r[0]: r[4] for r in d["tables"][0]["rows"]}
            for b, h in s.holdings.items():
                boss = h.controller()
                assert control[b] == ("—" if boss is None else f"{boss}號")
        host = RULES.display(g, "host", "en")
        assert all(isinstance(r[6], dict) for r in host["rows"])  # the host sees every hand
        assert "you" not in host and host["columns"][0] == "Seat"


def test_the_board_drawing_speaks_the_pages_language() -> None:
    """The web app's map (`board_svg`): in English no text on it is Chinese (the cells, the legend, the axes, the
    title); in Chinese it is docs/fuweng_map.svg."""
    import re

    texts = re.findall(r">([^<]+)<", RULES.board_svg("en"))
    assert "Legend (cells)" in texts and not [t for t in texts if re.search(r"[\u4e00-\u9fff]", t)]
    assert "圖例 (格數)" in RULES.board_svg("zh")
