"""【血俑】 技能▶[血祭] (昼伏).

「每个白昼闭眼阶段可以选择一位任意玩家,永久标记为[祭品],该名玩家的顶层身份牌仅在此个白昼闭眼阶段内不会被[封印]。
若[血祭]目标玩家已经成为[祭品],则[封印]其顶层身份牌,且本局游戏【血俑】无法再对该玩家发动[血祭]。」
「——若[血祭]为首次发动,可以执行[饥渴献祭],不标记[祭品],改为直接[封印]目标顶层身份牌。」

其他白昼 step 2: the player whose top card is 【血俑】 opens his eyes and chooses any player (himself, or one
in the [封印状态], A-XY-24) he may still target, or 放弃; at the first use he may choose [饥渴献祭] instead.
- a new [祭品]: marked for the whole game; no seal of this 白昼 reaches that player's top card — those
  chosen at step 0 (the marks, the ④ user's own seal) or later steps, and those a [生死链] brings (the
  chain is settled first: 「先结算[生死链]的传导效果,再处理阻止[封印]」) — except the forced [四方鉴仙图]④
  seal (「强制[封印],【血俑】的[血祭]…都无法阻止」). The protection is a "before:封印" trigger on the 白昼's
  seals, applied at 黑夜 step 1.
- a [祭品] again: his top card is sealed in this 白昼 (a day seal, which a [生死链] then conducts:
  「先结算[血祭]的[血祭]效果,然后结算[生死链]传导」), and 血俑 may never target him again.
- [饥渴献祭]: the target's top card is sealed in this 白昼, no mark.
A 血俑 nobody holds on top still has its lines spoken (注1); one sealed at step 0 of the same 白昼 still acts
(注3)."""

from __future__ import annotations

from ....core.ask import Answer, Ask
from ....core.events import Event, Flow
from ....core.game import Game
from ....i18n import Seat, Target, Term, term, value
from ..seal import mark_day_seal
from ..state import XState
from . import lines, top_holder

NAME = "血祭"
THIRST = "饥渴献祭"
GIVE_UP: Answer = {"choice": "放弃"}


def install(g: Game) -> None:
    g.events.on("before:封印", NAME, shield)


def shield(g: Game, ev: Event) -> None:
    """该名玩家的顶层身份牌仅在此个白昼闭眼阶段内不会被[封印] — a seal of that 白昼, not a forced one."""
    s: XState = g.state
    if s.xueji_shield is None:
        return
    rnd, seat = s.xueji_shield
    if ev.data["seat"] != seat or ev.data["phase"] != "白昼" or rnd != g.round:
        return
    if ev.data.get("forced"):
        g.note("[血祭]: {seat}玩家为此白昼的[祭品],但强制[封印]无法阻止 ({source})", {"seat": seat},
               seat=Seat(seat), source=Term(ev.data["source"]))
        return
    ev.prevent(NAME)
    g.note("[血祭]: {seat}玩家为此白昼的[祭品],顶层身份牌不会被[封印] ({source})", {"seat": seat, "血祭": "阻止"},
           seat=Seat(seat), source=Term(ev.data["source"]))


def label(skill: str, o: Answer, lang: str) -> str | None:
    """'饥渴献祭 → 3号' (the other options read as usual: a seat, 放弃)."""
    if skill == NAME and o.get("choice") == THIRST:
        return f"{term(THIRST, lang)} → {value(Target(o['target']), lang)}"
    return None


def options(s: XState) -> list[Answer]:
    targets = [t for t in s.seat_list() if t not in s.xueji_banned]
    opts: list[Answer] = [GIVE_UP] + [{"target": t} for t in targets]
    if not s.xueji_used:  # 若[血祭]为首次发动,可以执行[饥渴献祭]
        opts += [{"choice": THIRST, "target": t} for t in targets]
    return opts


def day(g: Game) -> Flow:
    """2【血俑】[血祭]流程."""
    s: XState = g.state
    lines(g, "血俑", ("顶层身份牌为【血俑】的玩家请睁眼。", "请选择[血祭]目标。"))
    seat = top_holder(s, "血俑")
    if seat is not None:
        # ——【血俑】以手势表示号码或者放弃。若此次为[血祭]首次发动,【血俑】可执行[饥渴献祭]
        ans = (yield [Ask(seat, NAME, "请选择[血祭]目标 (号码或放弃;首次发动可[饥渴献祭])", options(s), GIVE_UP,
                          deadline=g.config["deadlines"].get(NAME), round=g.round, phase=g.phase)])[seat]
        resolve(g, seat, ans)
    lines(g, "血俑", ("请闭眼",))


def resolve(g: Game, seat: int, ans: Answer) -> None:
    s: XState = g.state
    target = ans.get("target")
    if target is None:
        g.tell([seat], "[血祭]: 放弃", {"skill": NAME, "target": None}, label="血俑")
        return
    s.xueji_used = True
    if ans.get("choice") == THIRST:
        g.tell([seat], "[饥渴献祭]: [封印]{seat}的顶层身份牌", {"skill": NAME, "choice": THIRST, "target": target},
               label="血俑", seat=Seat(target))
        mark_day_seal(g, target, THIRST, 2)
    elif target in s.jipin:
        s.xueji_banned.append(target)
        g.tell([seat], "[血祭]: {seat}已是[祭品],[封印]其顶层身份牌;本局不能再对其发动[血祭]",
               {"skill": NAME, "target": target, "result": "封印"}, label="血俑", seat=Seat(target))
        mark_day_seal(g, target, NAME, 2)
    else:
        s.jipin.append(target)
        s.xueji_shield = (g.round, target)
        g.tell([seat], "[血祭]: {seat}被永久标记为[祭品],其顶层身份牌仅在此个白昼闭眼阶段内不会被[封印]",
               {"skill": NAME, "target": target, "result": "祭品"}, label="血俑", seat=Seat(target))
        g.note("{seat}玩家成为[祭品]", {"祭品": target}, seat=Seat(target))
