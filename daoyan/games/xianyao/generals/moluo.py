"""【魔罗】 技能▶[生死链] (昼伏).

「每个白昼闭眼阶段可以选择任意2名[自由状态]玩家链接,并选择使用[生链]或[死链]的效果,若其中一名玩家的顶层身份牌在
此白昼阶段被[封印],则: ①[生链]:由另一名玩家的顶层身份牌代替被[封印]。②[死链]:另一名玩家的顶层身份牌也会被[封印]。
——每次效果仅会持续到当前白昼闭眼阶段结束。——单个玩家不可连续成为[生死链]同一效果的目标,但是可以交替」

其他白昼 step 1: the player whose top card is 【魔罗】 opens his eyes and answers 生链/死链 with two different
[自由状态] players (himself too: 「任意」), or 放弃. A player who was a target of the same effect in the
previous 白昼 cannot be chosen for it (A-XY-23: consecutive 白昼 only; a 白昼 without a link resets it).

The link acts on the 白昼's seals when the 白昼 ends (`settle`, before 注2), so it reaches the seals of every
step of that 白昼, step 0 included (「这些效果可被此白昼其他技能影响!例如…【魔罗】[生死链]传导」), and the
protections ([血祭]) are applied after it, at 黑夜 step 1 (「先结算[生死链]的传导效果,再处理阻止[封印]」):
- [生链]: each seal of a linked player moves to the other one (source 生链) — except the forced
  [四方鉴仙图]④ seal, which stays (「【魔罗】的[生链]无法让其他玩家代替」); another seal on the same player
  still moves (「会出现[生链]的两名玩家都被[封印]的情况」). Both players hit → both sealed, one layer each
  (A-XY-22); a partner hit by a forced seal cannot stand in (his top card is already taken, 注2), so the
  seal stays where it was — both are sealed then too. A protected partner stops the moved seal: nobody
  of the pair is sealed by that transfer (A-XY-22).
- [死链]: each seal of a linked player, the forced one included (「而[死链]可以多带走一个」), brings a seal
  of the other one (source 死链; not forced).
A seal brought by the link does not conduct again. A 魔罗 nobody holds on top still has its lines spoken
(注1); one sealed at step 0 of the same 白昼 still acts (注3)."""

from __future__ import annotations

from itertools import combinations

from ....core.ask import Answer, Ask
from ....core.events import Flow
from ....core.game import Game
from ....i18n import Seat, Seats, Term, term, value
from ..seal import FORCED
from ..state import FREE, XState
from . import lines, top_holder

NAME = "生死链"
LIFE, DEATH = "生链", "死链"
GIVE_UP: Answer = {"choice": "放弃"}


def label(skill: str, o: Answer, lang: str) -> str | None:
    """'生链 → 2号、5号'."""
    if skill == NAME and o.get("choice") in (LIFE, DEATH):
        return f"{term(o['choice'], lang)} → {value(Seats(o['target']), lang)}"
    return None


def allowed(s: XState, rnd: int, effect: str, pair: tuple[int, int]) -> bool:
    """单个玩家不可连续成为[生死链]同一效果的目标,但是可以交替 (A-XY-23)."""
    last = s.moluo_link
    if last is None or last[0] != rnd - 1 or last[1] != effect:
        return True
    return not set(pair) & set(last[2:])


def options(s: XState, rnd: int) -> list[Answer]:
    free = [seat for seat in s.seat_list() if s.players[seat].state == FREE]
    out: list[Answer] = [GIVE_UP]
    for effect in (LIFE, DEATH):
        out += [{"choice": effect, "target": [a, b]} for a, b in combinations(free, 2)
                if allowed(s, rnd, effect, (a, b))]
    return out


def day(g: Game) -> Flow:
    """1【魔罗】[生死链]流程."""
    s: XState = g.state
    lines(g, "魔罗", ("顶层身份牌为【魔罗】的玩家请睁眼。", "使用生链还是死链?", "请选择两名玩家。"))
    seat = top_holder(s, "魔罗")
    if seat is not None:
        # ——【魔罗】用手势表示,拇指向上为生,向下为死。 ——【魔罗】以手势表示号码或者放弃。
        ans = (yield [Ask(seat, NAME, "使用[生链]还是[死链],并选择两名[自由状态]玩家 (或放弃)", options(s, g.round),
                          GIVE_UP, deadline=g.config["deadlines"].get(NAME), round=g.round, phase=g.phase,
                          unordered_target=True)])[seat]
        effect = ans.get("choice")
        if effect in (LIFE, DEATH):
            a, b = ans["target"]
            s.moluo_link = (g.round, effect, a, b)
            g.tell([seat], "[{effect}]: {seats}", {"skill": NAME, "choice": effect, "target": [a, b]}, label="魔罗",
                   effect=Term(effect), seats=Seats([a, b]))
            g.note("[{effect}]链接{seats}", {"生死链": [effect, a, b]}, effect=Term(effect), seats=Seats([a, b]))
        else:
            g.tell([seat], "[生死链]: 放弃", {"skill": NAME, "choice": "放弃"}, label="魔罗")
    lines(g, "魔罗", ("请闭眼。",))


def settle(g: Game) -> None:
    """The end of the 白昼: the link of this 白昼 moves ([生链]) or doubles ([死链]) its pending seals."""
    s: XState = g.state
    link = s.moluo_link
    if link is None or link[0] != g.round:
        return
    _, effect, a, b = link
    partner = {a: b, b: a}
    forced_hit = {seat for seat, src, _ in s.day_seals if src in FORCED}
    out: list[tuple[int, str, int]] = []
    for seat, src, step in s.day_seals:  # one pass: a seal the link brings does not conduct again
        if seat not in partner:
            out.append((seat, src, step))
            continue
        other = partner[seat]
        if effect == DEATH:
            out += [(seat, src, step), (other, DEATH, step)]
            g.note("[死链]: {a}玩家被[封印] ({source}),{b}玩家的顶层身份牌也会被[封印]", {"死链": [seat, other]},
                   a=Seat(seat), b=Seat(other), source=Term(src))
        elif src in FORCED:
            out.append((seat, src, step))
            g.note("[生链]: {a}玩家被强制[封印],无法让{b}玩家代替 ({source})", {"生链": [seat, None]},
                   a=Seat(seat), b=Seat(other), source=Term(src))
        elif other in forced_hit:
            out.append((seat, src, step))
            g.note("[生链]: {b}玩家已被强制[封印],无法代替{a}玩家 ({source})", {"生链": [seat, None]},
                   a=Seat(seat), b=Seat(other), source=Term(src))
        else:
            out.append((other, LIFE, step))
            g.note("[生链]: {a}玩家的[封印]由{b}玩家代替 ({source})", {"生链": [seat, other]},
                   a=Seat(seat), b=Seat(other), source=Term(src))
    s.day_seals = out
