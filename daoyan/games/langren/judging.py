"""The judge at work in a game: 「除了屠城胜利即时判定之外,宣布胜利或失败需要结算完当前阶段才会判定是否获胜或判负。」
A whole judgement (`judge.py`, A-LR-2) runs at every stage's end and at once after any batch of outs when a 屠城
condition holds (A-LR-3); 判负 is announced and kept; a winner ends the game."""

from __future__ import annotations

import copy
from typing import Any

from ...core.events import Flow
from ...core.game import Game
from ...i18n import Term, register
from . import judge as J
from .state import LState


def snapshot(s: LState) -> J.Snapshot:
    roles = s.board.roles
    chars = [J.Char(seat=x, name=f"{x}号", faction=c.faction, identity=c.identity, home=roles[c.identity].faction,
                    alive=c.alive, silenced_forever=c.silenced_forever, tags=c.tags, dealt=c.dealt,
                    red_carded=c.red and not c.alive)
             for x, c in sorted(s.chars.items())]
    counters = copy.deepcopy(s.counters)  # the snapshot holds no list the flow goes on changing
    for faction, kind in s.board.third_party.items():
        if kind == "炽天使":  # the flow keeps the periods' outs itself
            counters.setdefault(faction, {})["时段出局"] = [list(p) for p in s.periods]
    return J.Snapshot(chars=chars, lost=frozenset(s.lost), in_play=s.in_play, counters=counters,
                      plugin_wins=dict(s.plugin_wins), sheriff=s.sheriff)


def jboard(s: LState) -> J.Board:
    b = s.board
    return J.Board(seats=b.seats, wolf_min=b.wolf_min, village_min=b.village_min, special_win=b.special_win,
                   third_party=dict(b.third_party))


def settings(g: Game) -> J.Settings:
    return J.Settings(all_lost=g.config["全灭"], tucheng_timing=g.config["屠城判定"],
                      scaling_from_20=g.config["人数递增"])


def apply(g: Game, j: J.Judgement) -> bool:
    """Announce what a judgement decided; True when the game ended."""
    s = g.state
    assert isinstance(s, LState)
    for f in j.newly_lost:
        s.lost.add(f)
        g.say("{faction}判负。", {"判负": f}, kind="result", faction=Term(f))
    for zh, en in zip(j.reasons, j.reasons_en, strict=False):
        register({zh: en})  # the judge's reasons quote the book; the English is the judge's own
        g.note(zh, {"judge": zh})
    if j.undecided:
        g.note("多个阵营同时胜利, 书中无先后: {f} (导演裁定)", {"undecided": list(j.undecided)},
               f="、".join(j.undecided))
    if j.ended:
        if j.winner is not None:
            g.say("游戏结束: {faction}获胜。", {"winner": j.winner}, kind="result", faction=Term(j.winner))
            g.end(j.winner, "{faction}获胜", faction=Term(j.winner))
        else:
            g.say("游戏结束: 无人获胜。", {"winner": None}, kind="result")
            g.end(None, "所有阵营判负")
        return True
    return False


def _table(g: Game, s: LState) -> tuple[Any, ...]:
    """Everything a judgement reads (`snapshot`, `jboard`, `settings`), as plain values compared cheaply: the board by
    identity first (a game's board never changes), the counters by their text (equal texts, equal counters)."""
    chars = tuple((x, c.faction, c.identity, c.alive, c.silenced_forever, c.tags, c.dealt, c.red)
                  for x, c in s.chars.items())
    return (chars, frozenset(s.lost), s.in_play, repr(s.counters),
            repr(s.periods) if "炽天使" in s.board.third_party.values() else "", tuple(s.plugin_wins.items()),
            s.sheriff, s.board, g.config["全灭"], g.config["屠城判定"], g.config["人数递增"])


def _judge(g: Game, s: LState) -> J.Judgement:
    """`J.judge` is pure: the same table, board and settings as the last judgement give the same judgement (most
    stage ends change nothing), so it is kept and given again."""
    key = _table(g, s)
    if s.last_judged is not None and s.last_judged[0] == key:
        kept: J.Judgement = s.last_judged[1]
        return kept
    j = J.judge(snapshot(s), jboard(s), settings(g))
    s.last_judged = (key, j)
    return j


def judge_now(g: Game) -> bool:
    """After a batch of outs (A-LR-3): a 屠城 condition is judged at once."""
    s = g.state
    assert isinstance(s, LState)
    if g.finished or g.config["屠城判定"] != "instant":
        return g.finished
    snap = snapshot(s)
    board = jboard(s)
    if not J.judge_at_once(snap, board):
        return False
    return apply(g, _judge(g, s))


def stage_end(g: Game) -> Flow:
    """A judgement at the end of a stage (A-LR-1); with 屠城判定 = after_step the 屠城 waits for it too."""
    s = g.state
    assert isinstance(s, LState)
    if g.finished:
        return True
    return apply(g, _judge(g, s))
    yield  # a generator, so a stage's end reads `yield from` in the flow


def declare_stalemate(g: Game) -> None:
    """「若因为非违规的特殊情况导致游戏无法正常进行…则警长在谁手里,那个角色所属的阵营就获胜。」
    — the 导演's act (setting
    僵持: [day, stage]), A-LR-11."""
    s = g.state
    assert isinstance(s, LState)
    g.say("导演宣布僵持 (游戏无法正常进行)。", {"僵持": True}, kind="result")
    apply(g, J.stalemate(snapshot(s), jboard(s)))
