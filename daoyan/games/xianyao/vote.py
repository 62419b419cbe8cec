"""黑夜 step 4: [诛仙投票] — 2/1 votes per usable layer, the [缄默] vote and follow-up, [鉴仙图]③."""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations_with_replacement

from ...core.ask import Answer, Ask
from ...core.events import Flow
from ...core.game import Game
from ...i18n import Ballot, Seat, Seats, Tally
from . import generals, jianxiantu
from .seal import AT_NIGHT, check_end, seal_top
from .state import FREE, JIANMO, SONGZUI, XState

ABSTAIN = "弃票"
HOLD = {"choice": "跟票"}  # a [缄默] player keeps his vote for the follow-up (补票)


def ballots(targets: list[int], n: int) -> list[Answer]:
    """Every way to cast n votes, each for a [自由状态] player or 弃票 (splits allowed, A-XY-9)."""
    return list(_ballots(tuple(targets), n))


@lru_cache(maxsize=1024)
def _ballots(targets: tuple[int, ...], n: int) -> tuple[Answer, ...]:
    """The ballots, made once for each set of targets and number of votes (the asks share the options, which
    nobody changes; each ask gets its own list of them)."""
    pool: list[int | str] = [*targets, ABSTAIN]
    return tuple({"target": list(c)} for c in combinations_with_replacement(pool, n))


def vote_count(g: Game, seat: int) -> int:
    """拥有2层可用身份牌的玩家有2票;只有1层可用身份牌的玩家有1票;上个黎明阶段选择[缄默]行动的玩家有1票."""
    p = g.state.players[seat]
    if p.state == FREE:
        return len(p.live)
    if p.mute_night == g.round:  # 注5: 进入[镇压]状态后的首个黑夜讨论阶段,不可发言与投票
        return 0
    return 1 if p.dawn == JIANMO else 0


def weight(g: Game, seat: int) -> int:
    """The worth of one vote: +1 under a true ③ for a start-double-【妖众】; the generals' changes
    (【佛陀】[止伐] −1: 「算作+0票」, 「+1-1,所以每一票还是1」; 【圣贤】 under a true ③ +1)."""
    s: XState = g.state
    bonus = 1 if s.effect3_night == g.round and s.players[seat].double_yaozhong else 0
    return max(0, 1 + bonus + generals.vote_delta(g, seat))


def _ballot_ask(g: Game, seat: int, n: int, targets: list[int], skill: str, hold: bool) -> Ask:
    opts = ballots(targets, n)
    default: Answer = {"target": [ABSTAIN] * n}
    if hold:
        opts.append(HOLD)
        default = HOLD
    return Ask(seat, skill, "请投{n}票 (号码或弃票)", opts, default, deadline=g.config["deadlines"].get(skill),
               round=g.round, phase=g.phase, unordered_target=True, prompt_params={"n": n}, public=True)


def step(g: Game, speakers: list[int]) -> Flow:
    s: XState = g.state
    g.say("讨论结束,所有人请安静,开始[诛仙投票]。")
    g.say("所有可投票的玩家,请想好你们要[诛仙]的号码,3、2、1投票。最终计票前请不要放下手。")
    targets = [seat for seat in s.seat_list() if s.players[seat].state == FREE]
    counts = {seat: vote_count(g, seat) for seat in s.seat_list()}
    voters = [seat for seat in s.seat_list() if counts[seat] > 0]
    asks = [_ballot_ask(g, seat, counts[seat], targets, "诛仙投票", s.players[seat].state != FREE)
            for seat in voters]
    cast: dict[int, list[int | str]] = {}
    if asks:
        got = yield asks
        for seat in voters:
            if got[seat] != HOLD:
                cast[seat] = got[seat]["target"]
        _show_hands(g, cast)
    # 有人要发动[四方鉴仙图]效果③么 — asked of every player who may speak and still holds [鉴仙图]
    g.say("有人要发动[四方鉴仙图]效果③么。")
    claimers = [seat for seat in speakers if not s.players[seat].used_jianxiantu]
    if claimers:
        got = yield [Ask(seat, jianxiantu.SKILL, "发动[四方鉴仙图]效果③?", [{"choice": 3}, {"choice": "不发动"}],
                         {"choice": "不发动"}, round=g.round, phase=g.phase, public=True) for seat in claimers]
        for seat in claimers:
            if got[seat].get("choice") == 3:
                jianxiantu.resolve(g, seat, {"choice": 3})
    # ❷ [缄默]补票流程 (无可投票[缄默]玩家则略过)
    holders = [seat for seat in voters if seat not in cast]
    if holders:
        g.say("马上最终计票,想补充跟票的[缄默]玩家,请想好你要[诛仙]的号码,3、2、1投票。不要放下手。")
        got = yield [_ballot_ask(g, seat, 1, targets, "补票", False) for seat in holders]
        follow = {seat: got[seat]["target"] for seat in holders}
        _show_hands(g, follow)
        cast.update(follow)
    # ❸ 最终计票: 暗中统计票数,不要公布具体票数,只公布最终结果
    totals = {t: 0 for t in targets}
    for seat, votes in cast.items():
        w = weight(g, seat)
        for t in votes:
            if isinstance(t, int):
                totals[t] += w
    top = max(totals.values(), default=0)
    sealed = [t for t in targets if top > 0 and totals[t] == top]
    g.note("计票: {tally}", {"totals": {str(k): v for k, v in totals.items()}},
           tally=Tally(totals.items()))
    if sealed:
        g.say("所有玩家请放下手,{seats}玩家顶层身份牌被[封印]。", {"sealed": sealed}, kind="result",
              seats=Seats(sealed))
    else:
        g.say("所有玩家请放下手,无人被[封印]。", {"sealed": []}, kind="result")
    for t in sealed:
        yield from seal_top(g, t, "诛仙投票", SONGZUI)
        s.sealed_by_vote[t] = g.round
        jianxiantu.fail_fourth(g, t)
        if s.players[t].state == SONGZUI:
            g.say("{seat}玩家进入[封印状态],[讼罪]面向上,进行简短的[抗辩]发言。", {"seat": t, "state": SONGZUI},
                  seat=Seat(t))
    yield from check_end(g, AT_NIGHT)


def _show_hands(g: Game, cast: dict[int, list[int | str]]) -> None:
    """Hands stay raised: everyone sees who points at whom (never the weights)."""
    for seat, votes in sorted(cast.items()):
        g.say("{seat}投票: {ballot}", {"seat": seat, "votes": votes}, kind="answer", seat=Seat(seat),
              ballot=Ballot(votes))
