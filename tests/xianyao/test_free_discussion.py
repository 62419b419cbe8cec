"""000_21ded97409bf0f89.txt — 黑夜 step 3 ❷自由讨论: 「所有玩家可自由发言与问答,时长由源尊掌控。」

At a real table the talk needs no engine (setting `自由讨论` 0, the default: the flow only announces it). Online the
setting is the host's time: every player who may speak is asked at once, talks in the chat, may claim a (夜行)
skill — 「在玩家可以发言时,都可以公开宣称」 — or end his part early; the deadline closes it."""

from __future__ import annotations

import pytest

from daoyan.core.bots import RandomBot
from daoyan.core.errors import ConfigError
from daoyan.core.game import Game
from daoyan.games import get_rules
from daoyan.games.xianyao import flow

RULES = get_rules("xianyao")


def until_free_discussion(g: Game) -> None:
    while not any(a.skill == "自由讨论" for a in g.pending.values()):
        assert not g.finished, "the game ended before any 自由讨论"
        seat, ask = next(iter(g.pending.items()))
        g.answer(seat, ask.default)


def test_off_by_default_the_flow_only_announces_it() -> None:
    for seed in range(5):
        g = Game(RULES, 7, seed, {})
        bots = {s: RandomBot(seed * 10 + s) for s in g.seats}
        while not g.finished and g.round <= 3:
            seat, ask = next(iter(g.pending.items()))
            assert ask.skill != "自由讨论"
            g.answer(seat, bots[seat].decide(ask, dict))
        assert any(e.text == "自由讨论。" for e in g.log.entries)


def test_every_player_who_may_speak_is_asked_at_once_for_the_hosts_time() -> None:
    g = Game(RULES, 7, 3, {"自由讨论": 90})
    until_free_discussion(g)
    asks = list(g.pending.values())
    assert {a.seat for a in asks} == {s for s in g.seats if flow.can_speak(g, s)}
    for a in asks:
        assert a.skill == "自由讨论" and a.deadline == 90 and a.public and a.speech
        assert a.default == {"choice": "结束"} and a.options[0] == {"choice": "结束"}
        assert any(o.get("skill") == "鉴仙图" for o in a.options)  # 「在玩家可以发言时」: claims are open
    # the chat is open now (the web app's hook) for a player who may speak
    assert RULES.chat_refusal(g, asks[0].seat) is None


def test_talk_and_claims_are_resolved_when_it_closes_in_seat_order() -> None:
    g = Game(RULES, 7, 3, {"自由讨论": 90})
    until_free_discussion(g)
    seats = sorted(g.pending)
    first, second = seats[0], seats[1]
    claim = next(o for o in g.pending[second].options if o.get("skill") == "鉴仙图" and o.get("choice") == 1)
    g.answer(second, {**claim, "say": "我是双妖众"})
    before = len(g.log.entries)
    g.answer(first, {"choice": "结束", "say": "我是仙子"})
    assert len(g.log.entries) == before  # nothing happens until everybody is done (or the deadline)
    for seat in seats[2:]:
        g.answer(seat, {"choice": "结束"})
    after = [e.text for e in g.log.entries[before:]]
    assert after.index(f"{first}号: 我是仙子") < after.index(f"{second}号: 我是双妖众")
    assert g.state.players[second].used_jianxiantu  # the claim was resolved
    assert not any(a.skill == "自由讨论" for a in g.pending.values())


def test_the_setting_is_checked() -> None:
    for bad in (-1, True, "180"):
        with pytest.raises(ConfigError, match="自由讨论"):
            Game(RULES, 7, 1, {"自由讨论": bad})


def test_online_the_web_app_plays_a_timed_free_discussion() -> None:
    assert RULES.online_options() == {"自由讨论": 180}
