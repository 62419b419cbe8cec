"""Side channels (issue 22, item 3; docs/security.md, "Side channels"): what reaches a seat — its lines, how they are
grouped into messages, when they come — depends on its view alone.

Bot games are played through the room (daoyan/server/rooms.py) with a client on every seat recording its messages.
For each public line L and each seat Z that was not asked between L and the next public line, the hidden fact is
whether somebody else was asked in secret there (an ask that is not public: a night role woken, a 【流浪貓】 window
offered to its holders), and the observable is whether L closed one of Z's messages. Before the room released views in
steps, a public line closed a message exactly when the flow stopped at a secret ask after it (in 仙妖斗法 a wake call
that closed a message meant the general was held, 52 times in 52); now the observable must predict the hidden fact no
better than its base rate. Timing: every release comes at least 暗步 after the last, so with bots that answer within
it a step lasts the same whether or not anyone acted in it (checked on a pair of games below)."""

from __future__ import annotations

import asyncio
import itertools
import statistics
from typing import Any

import pytest

from daoyan.core.game import Game
from daoyan.server.rooms import Client, Room, Rooms
from daoyan.server.store import Store

GAMES: list[tuple[str, int, int]] = [("langren", 12, 30), ("wangling", 21, 8), ("xianyao", 7, 30), ("fuweng", 5, 12)]


async def play(game: str, players: int, seed: int, pace: float = 0.0) -> tuple[Game, dict[int, list[Any]]]:
    """A whole bot game in a room; each seat's messages as (release count, the room's clock, the view)."""
    rooms = Rooms(Store("sqlite://"), bot_delay=0.0, pace=pace)
    room = rooms.create(game, players, {}, {}, None, "host", seed=seed)
    await room.fill_with_bots("random")
    got: dict[int, list[Any]] = {x: [] for x in range(1, players + 1)}
    loop = asyncio.get_running_loop()
    for seat in got:
        c = Client(seat, "zh", send=_nothing, outbox=asyncio.Queue())
        room.clients.add(c)
        got[seat] = []
        c.post = _recorder(got[seat], room, loop)  # type: ignore[method-assign]
    await room.start()
    g = room.game
    assert g is not None
    while not g.finished:
        await asyncio.sleep(0.001 if pace else 0)
    await asyncio.sleep(pace * 2)
    return g, got


async def _nothing(_: dict[str, Any]) -> None:
    return None


def _recorder(out: list[Any], room: Any, loop: asyncio.AbstractEventLoop) -> Any:
    def post(msg: dict[str, Any]) -> bool:
        out.append((room.releases, loop.time(), msg["view"]))
        return True
    return post


def observations(g: Game, got: dict[int, list[Any]]) -> list[tuple[Any, bool, bool]]:
    """(the public context, the observable, the hidden fact) for each public line and each seat not asked before the
    next public line. The context is what everybody knows of that stretch: the line's template and how many steps
    (PACE) the flow passed before the next public line; the observable must add nothing to it."""
    entries = g.log.entries
    public = [i for i, e in enumerate(entries) if e.audience.kind == "all"]
    # where each answered ask was asked: the log's length then (replayed unpaced, answer by answer)
    r = Game(g.rules, g.players, g.seed, dict(g.options))
    asked_at: list[int] = []
    for _, seat, ans in g.history:
        asked_at.append(len(r.log.entries))
        r.answer(seat, ans)
    out = []
    for seat, msgs in got.items():
        readable = [i for i, e in enumerate(entries) if e.audience.sees(seat)]
        ends = {readable[v["log_next"] - 1] for _, _, v in msgs
                if v.get("log") and v["log_next"] > 0 and not v.get("outcome")}  # (the end shows all: not counted)
        for a, b in itertools.pairwise(public):
            between = [k for k, at in enumerate(asked_at) if a < at <= b]
            if any(g.history[k][1] == seat for k in between):
                continue  # the seat itself was asked: it knows
            steps = sum(1 for at in r.pace_at if a < at <= b)
            hidden = any(not g.asked[k][1] for k in between)
            out.append(((entries[a].template or entries[a].text, steps), a in ends, hidden))
    return out


def gain(obs: list[tuple[Any, bool, bool]]) -> tuple[float, int, int]:
    """How much better the observable guesses the hidden fact than the public context alone (the share guessed
    right besides, among the observations whose context leaves the fact open), how many hidden facts, how many lines
    closed a message."""
    by_ctx: dict[Any, list[int]] = {}
    by_obs: dict[Any, list[int]] = {}
    for ctx, o, h in obs:
        by_ctx.setdefault(ctx, [0, 0])[h] += 1
        by_obs.setdefault((ctx, o), [0, 0])[h] += 1
    mixed = {ctx for ctx, v in by_ctx.items() if min(v) > 0}  # contexts in which the hidden fact varies
    right_ctx = sum(max(v) for ctx, v in by_ctx.items() if ctx in mixed)
    right_obs = sum(max(v) for (ctx, _), v in by_obs.items() if ctx in mixed)
    n = sum(sum(v) for ctx, v in by_ctx.items() if ctx in mixed)
    return (right_obs - right_ctx) / max(n, 1), sum(h for _, _, h in obs), sum(o for _, o, _ in obs)


def run(game: str, players: int, n: int) -> list[tuple[Any, bool, bool]]:
    obs: list[tuple[Any, bool, bool]] = []
    for seed in range(1, n + 1):
        g, got = asyncio.run(play(game, players, seed))
        obs += observations(g, got)
    return obs


@pytest.mark.parametrize(("game", "players", "n"), GAMES, ids=[g for g, _, _ in GAMES])
def test_a_line_that_closes_a_message_tells_nothing_of_secret_asks(game: str, players: int, n: int) -> None:
    better, hidden, closed = gain(run(game, players, n))
    assert hidden > 50 and closed > 50, (hidden, closed)
    assert better < 0.005, (game, better)


@pytest.mark.parametrize(("game", "players", "n"), GAMES[:1], ids=[g for g, _, _ in GAMES[:1]])
def test_without_steps_the_grouping_gives_secret_asks_away(game: str, players: int, n: int,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """The test above can see a leak: with every seat sent its view at every stop (the room before releases), a line
    that closes a message tells that somebody was asked in secret after it."""
    init = Game.__init__

    def unpaced(self: Game, *args: Any, **kw: Any) -> None:
        init(self, *args, **{**kw, "paced": False})

    monkeypatch.setattr(Game, "__init__", unpaced)
    monkeypatch.setattr(Room, "entitled", lambda self, audience: True)
    better, _, _ = gain(run(game, players, n))
    assert better > 0.03, better


def test_a_step_takes_the_same_time_whether_or_not_anyone_acts_in_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """Releases come 暗步 apart: the time between two releases is the same whether or not somebody was asked in
    secret between them (bots answer within the step). Two 版杀 games with 暗步 = 0.04 s: the median gap of the
    intervals with a secret ask and of those without differ by less than a fifth of 暗步. (Medians: the machine's load
    stretches a few gaps of either kind by whole tenths of a second, which says nothing of the secret asks.)"""
    pace = 0.04
    answered: list[tuple[float, bool]] = []
    real = Game.answer

    def answer(self: Game, seat: int, ans: Any) -> Any:
        public = self.pending[seat].public if seat in self.pending else True
        answered.append((asyncio.get_running_loop().time(), public))
        return real(self, seat, ans)

    released: list[float] = []
    push = Room.push

    def recording_push(self: Room, everyone: bool) -> None:
        if everyone and self.game is not None:
            released.append(asyncio.get_running_loop().time())
        push(self, everyone)

    monkeypatch.setattr(Game, "answer", answer)
    monkeypatch.setattr(Room, "push", recording_push)
    gaps: dict[bool, list[float]] = {True: [], False: []}
    for seed in (1, 2):
        answered.clear()
        released.clear()
        asyncio.run(play("langren", 12, seed, pace=pace))
        times = released[1:]  # (the first: the start)
        for t0, t1 in itertools.pairwise(times):
            hidden = any(t0 <= t < t1 and not public for t, public in answered)
            gaps[hidden].append(t1 - t0)
    assert len(gaps[True]) > 20 and len(gaps[False]) > 20, {k: len(v) for k, v in gaps.items()}
    median = {k: statistics.median(v) for k, v in gaps.items()}
    assert min(min(v) for v in gaps.values()) >= pace * 0.9
    assert abs(median[True] - median[False]) < pace / 5, median


def test_a_seat_that_polls_sees_nothing_move_until_the_step_is_released() -> None:
    """Between releases a seat not asked gets, however often it asks, the view of the last release: the 版杀 wolves
    answer their night kill one by one (a secret step), and a villager's view does not move until the step ends."""

    async def go() -> None:
        rooms = Rooms(Store("sqlite://"), bot_delay=0.0, pace=0.0)
        deal = ["狼人"] * 4 + ["预言家", "女巫", "猎人", "守卫"] + ["村民"] * 4
        room = rooms.create("langren", 12, {"座位身份": {str(i): c for i, c in enumerate(deal, 1)}}, {}, None, "host",
                            seed=1)
        await room.start()
        g = room.game
        assert g is not None
        while not any(a.skill == "杀人" for a in g.pending.values()):  # everybody answers by default up to the kill
            seat, ask = next(iter(g.pending.items()))
            await room.answer(seat, None, ask.default, own=False)
        wolves = sorted(s for s, a in g.pending.items() if a.skill == "杀人")
        assert len(wolves) == 4
        before = room.released_view(10, "zh")
        kill = next(o for o in g.pending[wolves[0]].options if o.get("target") == 10)
        for wolf in wolves[:-1]:
            await room.answer(wolf, None, kill, own=False)
            assert room.released_view(10, "zh") == before
        await room.answer(wolves[-1], None, kill, own=False)
        assert room.released_view(10, "zh") != before  # the step is over: released

    asyncio.run(go())
