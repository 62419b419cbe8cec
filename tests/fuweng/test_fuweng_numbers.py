"""Option numbers and Enter's default in `daoyan play` for 三國殺×大富翁 (issue 21, item 15; rule book
001_ea231be5ab83fae4.txt): a number typed from the last screen keeps meaning the same option within a phase, and
Enter discards the card whose loss hurts least, never the only 【狗】 when another card will do."""

from __future__ import annotations

import pytest

from daoyan import cli
from daoyan.core.ask import Ask
from daoyan.core.errors import IllegalAnswer
from daoyan.core.game import Game
from daoyan.games.fuweng import RULES, flow, tricks
from daoyan.games.fuweng.state import FState


def _game() -> tuple[Game, FState]:
    g = Game(RULES, 6, 1, {})
    assert isinstance(g.state, FState)
    return g, g.state


def _ids(s: FState, name: str, n: int = 1) -> list[int]:
    return [c.id for c in s.cards.values() if c.name == name][:n]


def test_an_option_keeps_its_number_across_the_asks_of_a_phase(monkeypatch: pytest.MonkeyPatch) -> None:
    """「超出X張則需要棄X張手牌」: two discards in a row; the card numbered 3 on the first screen is still 3 on the
    second, the discarded one's number is a gap (typing it is refused), nothing is renumbered."""
    g, s = _game()
    a, b, c = (_ids(s, "八陣圖", 2) + _ids(s, "繩子"))
    first = Ask(1, "棄牌", "p", [{"choice": a}, {"choice": b}, {"choice": c}], {"choice": a}, round=1, phase="棄牌")
    second = Ask(1, "棄牌", "p", [{"choice": b}, {"choice": c}], {"choice": b}, round=1, phase="棄牌")
    printed: list[str] = []
    typed = iter(["1", "1", "3"])
    monkeypatch.setitem(cli.LANG, "value", "zh")
    monkeypatch.setattr(cli.console, "print", lambda *x, **k: printed.append(" ".join(map(str, x))))
    monkeypatch.setattr(cli.console, "input", lambda *x, **k: next(typed))
    monkeypatch.setattr(cli, "_show_you", lambda *x: None)
    assert cli._prompt(g, first) == {"choice": a}
    assert cli.numbering(g, second) == [2, 3]
    assert cli._prompt(g, second) == {"choice": c}  # "1" (gone) was refused, "3" is still card c
    assert any("不是合法选择" in line for line in printed)
    with pytest.raises(IllegalAnswer):
        cli.parse_choice(second, "1", RULES, g, cli.numbering(g, second))
    # another phase numbers afresh
    later = Ask(1, "棄牌", "p", [{"choice": b}, {"choice": c}], {"choice": b}, round=2, phase="棄牌")
    assert cli.numbering(g, later) == [1, 2]


def test_discard_default_keeps_the_only_dog() -> None:
    """棄牌階段 「超出X張則需要棄X張手牌」: Enter's default is the least valuable card (八陣圖 here), not the newest
    card, which is the only 【狗】."""
    g, s = _game()
    p = s.players[1]
    tent, dog = _ids(s, "八陣圖") + _ids(s, "狗")
    p.hand = [tent, *_ids(s, "繩子"), dog]
    p.hp = 1
    asks = next(flow.discard_phase(g, p))
    assert asks[0].default == {"choice": tent}
    p.hand = [*_ids(s, "無中生有"), dog]  # only two cards: the 無中生有 goes, the only 【狗】 stays
    assert next(flow.discard_phase(g, p))[0].default != {"choice": dog}


def test_yiyi_default_is_the_least_valuable_card() -> None:
    """以逸待勞 「若其手牌數大于你，其棄置X張手牌」: the target's Enter discards its least valuable card."""
    g, s = _game()
    user, target = s.players[1], s.players[2]
    user.hand = []
    dog, tent = _ids(s, "狗") + _ids(s, "八陣圖")
    target.hand = [dog, tent]
    asks = next(tricks.yiyi(g, user, target))
    assert asks[0].default == {"choice": tent}
