"""English is available for every string the UI shows: every log line, prompt, option label and outcome
of random games renders in English without a Chinese character left (the seat's free speech aside)."""

from __future__ import annotations

import itertools
import re

import pytest

from daoyan.core.bots import RandomBot
from daoyan.core.game import Game
from daoyan.core.view import host_view, seat_view
from daoyan.games import get_rules
from daoyan.games.xianyao.identities import ABYSS_GENERALS
from daoyan.i18n import EN, Seats, render

CJK = re.compile(r"[\u3400-\u9fff]")
RULES = get_rules("xianyao")
PAIRS = list(itertools.combinations(ABYSS_GENERALS, 2))


def _check_english(view: dict) -> None:
    for e in view["log"]:
        if e["kind"] != "speech":
            assert not CJK.search(e["text"]), e["text"]
        assert not CJK.search(e["phase"]), e["phase"]
    for a in view.get("asks") or ([view["ask"]] if view.get("ask") else []):
        assert not CJK.search(a["prompt"]), a["prompt"]
        assert not CJK.search(a["skill"]), a["skill"]
        for label in a["labels"]:
            assert not CJK.search(label), label
    if view.get("outcome"):
        assert not CJK.search(str(view["outcome"])), view["outcome"]


@pytest.mark.parametrize("config", ["基础", "完整"])
@pytest.mark.parametrize("players", [5, 8, 12])
def test_every_string_of_random_games_renders_in_english(players: int, config: str) -> None:
    """基础: every [化形] pair in turn; 完整 (every identity enabled): the generals drawn from the table."""
    for i in range(15):
        options = {"化形": list(PAIRS[(i * 7 + players) % len(PAIRS)])} if config == "基础" else {}
        g = Game(RULES, players, 1000 + i, options)
        bots = {s: RandomBot(i * 13 + s) for s in g.seats}
        n = 0
        while g.pending:
            if n % 7 == 0:
                _check_english(host_view(g, "en"))
            for seat, ask in list(g.pending.items()):
                g.answer(seat, bots[seat].decide(ask, lambda: {}))
            n += 1
        _check_english(host_view(g, "en"))
        _check_english(seat_view(g, 1, "en"))


def test_chinese_stays_the_books_words() -> None:
    """The Chinese rendering of a template is the text logged (what scenarios and tests read)."""
    g = Game(RULES, 6, 3)
    for e in g.log.entries:
        if e.template is not None:
            assert render(e.template, e.params, "zh") == e.text


def test_seats_format_per_language() -> None:
    assert render("{s}玩家顶层身份牌被[封印]。", {"s": Seats([2, 5])}, "zh") == "2号、5号玩家顶层身份牌被[封印]。"
    assert render("{seats}玩家顶层身份牌被[封印]。", {"seats": Seats([2, 5])}, "en") == "Top cards of #2, #5 are [sealed]."
    assert "{seats}玩家顶层身份牌被[封印]。" in EN
