"""002_df7a4ea6bd54eb52.txt 「时限」 as real deadlines (`daoyan.games.wangling.deadlines`), and the web app counting a
deadline from 关门 (the phase's start) when the ask says so."""

from __future__ import annotations

import asyncio
import time

from daoyan.core.game import Game
from daoyan.games.wangling import RULES
from daoyan.games.wangling.deadlines import deadline


def test_the_books_limits() -> None:
    """「白天<陷阱><馈赠><传承><虚体><腐化>：得到通知后10分钟」 「<牵制><潜行>：关门后30分钟」
    「<安葬><侦测><拓印><探查>（选项1）：关门后1小时之内」 「<探查><诈骗><夜之手>：关门后45分钟」
    「<祝福>…<啃咬>：关门后1小时」 「<死灵咒>：得到通知后10分钟」 「遗言，<灾厄><权势><馈赠><传承>：开门前30分钟」"""
    for name in ("陷阱", "馈赠", "传承", "虚体", "腐化"):
        assert deadline(name, {}, "白天") == (600.0, False)
    assert deadline("牵制", {}) == deadline("潜行", {}) == (1800.0, True)
    assert deadline("安葬", {}) == deadline("侦测", {}) == deadline("拓印", {}) == (3600.0, True)
    assert deadline("探查", {}) == deadline("诈骗", {}) == deadline("夜之手", {}) == (2700.0, True)
    for name in ("祝福", "剑痕", "蓄力斩", "防反", "圣光", "突击", "警戒", "陷阱", "长眠", "安魂", "轻袭", "偷袭", "诡辩",
                 "夜之牙", "啃咬"):
        assert deadline(name, {}, "夜晚") == (3600.0, True), name
    assert deadline("死灵咒", {}) == (600.0, False)
    night = 12 * 3600.0
    for name in ("遗言", "灾厄", "权势"):
        assert deadline(name, {}) == (night - 1800, True)
    assert deadline("馈赠", {}, "夜晚") == deadline("传承", {}, "夜晚") == (night - 1800, True)


def test_a_room_sets_its_own_limits() -> None:
    assert deadline("牵制", {"时限": {"牵制": 60}}) == (60.0, True)
    assert deadline("遗言", {"夜晚时长": 7200}) == (5400.0, True)
    assert deadline("投票", {"白天时长": 7200}) == (7200.0, True)


def test_the_flows_asks_carry_them() -> None:
    g = Game(RULES, 21, 3, {})
    vote = next(iter(g.pending.values()))
    assert vote.skill == "投票" and vote.deadline == 24 * 3600 and vote.deadline_from_phase
    while not any(a.skill == "牵制" for a in g.pending.values()):
        seat, ask = next(iter(g.pending.items()))
        g.answer(seat, ask.default)
    ask = next(a for a in g.pending.values() if a.skill == "牵制")
    assert ask.deadline == 1800 and ask.deadline_from_phase


def test_the_server_counts_a_phase_deadline_from_the_phases_start() -> None:
    """A deadline 「关门后30分钟」 asked 20 minutes after 关门 has 10 minutes left."""
    from daoyan.server.rooms import Rooms
    from daoyan.server.store import Store

    async def scenario() -> float:
        rooms = Rooms(Store("sqlite://"), bot_delay=10, pace=0.0)
        room = rooms.create("xianyao", 5, {}, {}, None, "host", seed=3)
        await room.start()
        g = room.game
        assert g is not None
        seat, ask = next(iter(g.pending.items()))
        room._cancel_all()
        ask.deadline, ask.deadline_from_phase = 1800, True
        room.phase_started = time.time() - 1200
        room.after_change()
        left = room.deadline_at[seat] - time.time()
        room._cancel_all()
        return left

    assert 590 < asyncio.run(scenario()) <= 600
