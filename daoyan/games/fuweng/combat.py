"""Damage, healing, dying, death and the end of the game of 三國殺×大富翁 (seed 001_ea231be5ab83fae4.txt: 角色陣亡,
游戲結束, the identities' 獲勝條件; readings R-D2–R-D12, R-C3).

A death that ends the game calls `Game.end` and raises `GameOver`, which unwinds every nested flow (a
【狗】 inside a play phase inside a turn) up to the rules' flow, where the game stops: 「游戲立即結束」.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from ...core.ask import Ask
from ...core.events import Event
from ...core.game import Game
from ...i18n import Listing, Phrase
from . import basic, equipment, hooks, skills, words, zones
from .board import Kind
from .cards import ANIMAL
from .characters import character
from .identities import BIAOWAI, CANGLU, MAONIANG, TEQU
from .skills import _base as skill_base
from .state import FState, Player

Flow = Generator[list[Ask], dict[int, Any], Any]

HOUSE_CAT = "家貓"
CANGLU_SIDE = "蒼鷺、貓娘"  # 「貓娘…獲勝條件：同“蒼鷺”。」: one side
#: a dying character's skill_state key: only he may use 【家貓】 on himself in this dying (審判官's 義替)
OWN_CATS_ONLY = "僅自己家貓"


class GameOver(Exception):
    """Raised after `Game.end`: the game stops at once (「游戲立即結束」)."""


def vision(g: Game, p: Player) -> int:
    """「所有角色的默認視野范圍為3*已陣亡角色數+5。」 plus the weapon's 「視野范圍+X」 (`equipment.vision`)."""
    return equipment.vision(g, p)


def in_vision(g: Game, p: Player, q: Player) -> bool:
    """「若A到B的距離(不大于/大于)A的視野范圍，則稱B在A的視野范圍(內/外)。」 — 「不處于地圖上的角色的攻擊范圍內沒有任何
    角色、且不在任何角色的攻擊範圍內。」 (R-H5, R-G10), with the horses and 天狗團扇 (`equipment.in_vision`)."""
    return equipment.in_vision(g, p, q)


def seen_by(g: Game, p: Player, others: list[Player]) -> list[Player]:
    """Those of `others` in `p`'s vision (`in_vision`), in their order (`equipment.seen_by`)."""
    return equipment.seen_by(g, p, others)


def protected(g: Game, p: Player) -> bool:
    """「處于入院狀態的角色的體力牌非因入院狀態改變時，防止之。」 (R-H3: untimed 入院 only)."""
    if p.hospital_untimed:
        g.say("{seat}處于入院狀態: 體力的改變被防止。", {"seat": p.seat, "protected": True}, seat=words.seat(p.seat))
    return p.hospital_untimed


def heal(g: Game, p: Player, n: int = 1, what: str = "", healer: Player | None = None) -> None:
    """回復體力, capped at 體力上限; 「已陣亡角色受到傷害或回復體力前，取消之。」; prevented in untimed 入院 (R-H3);
    nothing at full HP (R-T12). `what`: the card, tile or event that heals (for the log); `healer`: the character that
    makes `p` 回復 (「令你回復體力」: a 【家貓】's user, a skill's owner), None for a tile or event."""
    by = Phrase("{what}: ", what=words.term(what)) if what else ""
    if p.dead:
        g.say("{by}{seat}已陣亡，回復體力被取消。", {"seat": p.seat}, seat=words.seat(p.seat), by=by)
        return
    if protected(g, p):
        return
    if p.hp >= p.max_hp:
        g.say("{by}{seat}體力已滿，沒有回復。", {"seat": p.seat}, seat=words.seat(p.seat), by=by)
        return
    got = min(n, p.max_hp - p.hp)
    p.hp += got
    g.say("{by}{seat}回復{n}點體力 (體力{hp}/{max})。", {"seat": p.seat, "hp": p.hp, "healed": got},
          seat=words.seat(p.seat), by=by, n=got, hp=p.hp, max=p.max_hp)
    # 「回復體力后」 (現代社會, 義節 …), at the flow's next settle
    hooks.healed(g, p.seat, got, healer.seat if healer is not None else None)


def damage(g: Game, source: Player | None, target: Player, n: int = 1, card: int | str | None = None,
           used_as: str | None = None, user: Player | None = None) -> Flow:
    """Damage from `source` (None: no source), by `card` (its id, a name for a 「視為使用」, or None).
    「已陣亡角色受到傷害或回復體力前，取消之。」 Skills hear it as the event 受到傷害 (`hooks.DAMAGE`): before it they
    may change `n`, move it to another `target` or prevent it; after it they react to the damage as dealt.
    `used_as`: the card the damage comes from as it was used (「使用【狗】…造成傷害」: 狗 for any 狗 use); `user`:
    who used that card (default: the source — a 金鼓齊鳴's damage may come from its target; a 「視為使用」 has a user
    too). The user stays when a skill moves or reverses the damage (言靈): 「當你使用【狗】…造成傷害時」 reads it."""
    if target.dead:
        g.say("{seat}已陣亡: 傷害被取消。", {"seat": target.seat}, seat=words.seat(target.seat))
        return
    by = user or source
    used = card is not None or used_as is not None
    data = {"source": source.seat if source else None, "target": target.seat, "n": n, "card": card,
            "used_as": used_as, "user": by.seat if by is not None and used else None}
    yield from hooks.emit(g, hooks.DAMAGE, data, _damage_done)


FIRST_SOURCE = "最初傷害來源"  # (on the target while a damage 言靈 reversed resolves)


def _damage_done(g: Game, e: Any) -> Flow:
    s: FState = g.state
    d = e.data
    target, source = s.players[d["target"]], (s.players[d["source"]] if d["source"] is not None else None)
    if target.dead:  # (moved onto a dead character by a skill)
        g.say("{seat}已陣亡: 傷害被取消。", {"seat": target.seat}, seat=words.seat(target.seat))
        e.prevent("陣亡")
        return
    if d["n"] <= 0:
        return
    lands = not target.hospital_untimed  # (untimed 入院 prevents it: `protected`)
    d["dealt"] = d["n"] if lands else 0  # the HP it takes (a 【家貓】 in the dying that follows does not undo it)
    if lands:  # counted as it lands: a skill asks 「若結算過程中你受到了傷害」
        s.hurt[target.seat] = s.hurt.get(target.seat, 0) + 1
        if s.tally is not None:  # the round's counts (臥底's 潛伏: 「造成、受到的傷害數」)
            hooks.tally(g, d["source"], hooks.DAMAGE_DEALT, d["n"])
            hooks.tally(g, target.seat, hooks.DAMAGE_TAKEN, d["n"])
    if "first_source" not in d:
        yield from _hp_falls(g, target, d["n"], source, "{target}受到{n}點傷害 (體力{hp}/{max})。",
                             {"damage": d["n"], "source": d["source"]})
        return
    # 言靈 reversed it: the 特區 win reads the first source (R-D5 「以最初的傷害來源或兇手為準」)
    target.skill_state[FIRST_SOURCE] = d["first_source"]
    try:
        yield from _hp_falls(g, target, d["n"], source, "{target}受到{n}點傷害 (體力{hp}/{max})。",
                             {"damage": d["n"], "source": d["source"]})
    finally:
        target.skill_state.pop(FIRST_SOURCE, None)


def from_current(s: FState) -> list[int]:
    """Every seat in turn order, from the current character (R-G3)."""
    order = s.order()
    start = order.index(s.turn.seat) if s.turn else 0
    return order[start:] + order[:start]


def lose_hp(g: Game, p: Player, n: int) -> Flow:
    """失去體力 (八陣圖 「失去3點體力」): no source, so no killer (R-C11). On a dead character (R-D10, the setting
    陣亡失去體力): 生效 (default) — its HP still falls, and it never enters 瀕死 again; 取消 — cancelled like damage."""
    if p.dead and g.config.get("陣亡失去體力", "生效") == "取消":
        g.say("{seat}已陣亡: 失去體力被取消。", {"seat": p.seat}, seat=words.seat(p.seat))
        return
    # the event 失去體力 (`hooks.HP_LOSS`): a skill may cancel it (領主's 封建社會)
    yield from hooks.emit(g, hooks.HP_LOSS, {"seat": p.seat, "n": n}, _hp_lost)


def _hp_lost(g: Game, e: Any) -> Flow:
    s: FState = g.state
    n = e.data["n"]
    return _hp_falls(g, s.players[e.data["seat"]], n, None, "{target}失去{n}點體力 (體力{hp}/{max})。", {"lost_hp": n})


def lose_max_hp(g: Game, p: Player, n: int) -> Flow:
    """減n點體力上限 (a skill's: 創世神 ③ …): HP above the new 體力上限 falls to it; prevented in untimed 入院 like
    any change of the 體力牌 (R-H3); HP at 0 or less then is 瀕死 (體力上限 0: no 【家貓】, R-D14). The event
    減體力上限 (`hooks.MAX_HP_LOSS`): a skill may cancel it (領主's 封建社會)."""
    yield from hooks.emit(g, hooks.MAX_HP_LOSS, {"seat": p.seat, "n": n}, _max_hp_lost)


def _max_hp_lost(g: Game, e: Any) -> Flow:
    s: FState = g.state
    p, n = s.players[e.data["seat"]], e.data["n"]
    if protected(g, p):
        return
    p.max_hp = max(0, p.max_hp - n)
    p.hp = min(p.hp, p.max_hp)
    g.say("{target}減{n}點體力上限 (體力{hp}/{max})。", {"seat": p.seat, "max_hp": p.max_hp, "hp": p.hp},
          target=words.seat(p.seat), n=n, hp=p.hp, max=p.max_hp)
    if p.hp <= 0 and not p.dead:
        yield from dying(g, p, None)


def _hp_falls(g: Game, p: Player, n: int, source: Player | None, text: str, data: dict[str, Any]) -> Flow:
    """The step damage and 失去體力 share: prevented in untimed 入院 (R-H3), else the HP falls, and 「當一名角色的
    體力降到0或更低時，即進入瀕死狀態」 (a living one: R-D10)."""
    if protected(g, p):
        return
    p.hp -= n
    g.say(text, {"seat": p.seat, **data, "hp": p.hp}, target=words.seat(p.seat), n=n, hp=p.hp, max=p.max_hp)
    if p.hp <= 0 and not p.dead and not p.dying:
        yield from dying(g, p, source)


def lose_hp_all(g: Game, n: int, what: str) -> Flow:
    """「系統令所有角色失去n點體力」 (庸醫's 遲治 …): every character at once, dead ones too (R-D10; the setting
    陣亡失去體力 = 取消 spares them), then each now at 0 or less that is alive and not dying already enters 瀕死, in
    turn order from the current character, one whole dying before the next (R-D11)."""
    s: FState = g.state
    spare_dead = g.config.get("陣亡失去體力", "生效") == "取消"
    hit: list[Player] = []
    heard = g.events.listening(hooks.HP_LOSS)  # each character's loss is an event a skill may cancel (封建社會)
    for seat in from_current(s):
        q = s.players[seat]
        if (spare_dead and q.dead) or protected(g, q):
            continue
        if heard:
            e = yield from g.events.emit(g, Event(hooks.HP_LOSS, {"seat": seat, "n": n, "all": what}))
            if e.prevented:
                continue
        q.hp -= n
        hit.append(q)
    g.say("{what}: 所有角色失去{n}點體力 ({hps})。", {"lost_hp_all": n, "hp": {str(q.seat): q.hp for q in hit}},
          what=words.term(what), n=n,
          hps=Listing((Phrase("{seat}體力{hp}", seat=words.seat(q.seat), hp=q.hp) for q in hit), words.NONE))
    for q in hit:
        if q.hp <= 0 and not q.dead and not q.dying:
            yield from dying(g, q, None)


def dying(g: Game, p: Player, killer: Player | None) -> Flow:
    """「當一名角色的體力降到0或更低時，即進入瀕死狀態，除非自己或其它角色在此時用【家貓】來挽救該角色，否則該角色陣亡。」
    R-D11: the dying character is asked first, then the others in turn order from the current character; each
    【家貓】 heals 1, until HP ≥ 1 (saved) or nobody gives one (dead). R-D14: at max HP 0 no 【家貓】 can lift it above
    0 — none is offered and it dies (unless a skill heard at the dying's end saves it: 貓頭鷹's 密謀 ②, F-130)."""
    p.dying = True
    try:
        yield from _dying(g, p, killer)
    finally:
        p.dying = False


def _dying(g: Game, p: Player, killer: Player | None) -> Flow:
    s: FState = g.state
    s.dyings[p.seat] = s.dyings.get(p.seat, 0) + 1
    others = [x for x in from_current(s) if x != p.seat]
    g.say("{seat}進入瀕死狀態。", {"seat": p.seat, "dying": True}, seat=words.seat(p.seat))
    yield from hooks.settle(g)
    yield from hooks.emit(g, hooks.DYING, {"seat": p.seat, "source": killer.seat if killer else None})
    # F-125: what its triggers did is heard now, inside the dying — 遲治's 回復 (義節's 「令你回復體力后」), 護尊's 摸牌
    yield from hooks.settle(g)
    if p.max_hp <= 0:
        g.say("{seat}體力上限為0: 不能被【家貓】挽救。", {"seat": p.seat, "max_hp": p.max_hp}, seat=words.seat(p.seat))
        yield from _dying_ends(g, p, killer)  # (no 【家貓】 window, but the dying still ends: 貓頭鷹's 密謀 ②, F-130)
        return
    yield from g.pace()  # a hidden step: the 【家貓】 windows, whether or not anyone holds one
    own_only = p.skill_state.get(OWN_CATS_ONLY, False)  # 審判官's 義替: 「其它角色不能對你使用【家貓】」
    for seat in [p.seat, *others]:
        if own_only and seat != p.seat:
            break
        while p.hp <= 0:
            helper = s.players[seat]
            opts: list[dict[str, Any]] = [{"choice": "不救"}]
            opts += [{"choice": c} for c in helper.hand if s.cards[c].name == HOUSE_CAT]
            renhe = skills.animal_as_any(helper) if helper.character is not None else None
            if renhe:  # 北方人's 人和 「你可將動物牌當任意動物牌使用」: any other 動物牌 as 【家貓】
                opts += [{"skill": renhe, "choice": c} for c in helper.hand
                         if s.cards[c].category == ANIMAL and s.cards[c].name != HOUSE_CAT]
            if len(opts) == 1 or helper.locked > 0:  # 機會 4 「不能使用或打出牌」 (R-J4)
                break
            ans = (yield [Ask(seat, "家貓", "{n}號瀕死: 是否使用【家貓】", opts, opts[0], round=g.round,
                              phase=g.phase, prompt_params={"n": p.seat},
                              deadline=zones.response_deadline(g))])[seat]
            if ans["choice"] == "不救":
                break
            helper.hand.remove(ans["choice"])
            hooks.lost_cards(g, helper.seat)
            zones.to_discard(g, [ans["choice"]], by=seat)
            if ans.get("skill") is not None:  # 人和
                skills.used_as(g, helper, ans["skill"], ans["choice"], HOUSE_CAT)
            hooks.used(g, seat, HOUSE_CAT, ans["choice"])
            g.say("{helper}對{seat}使用【家貓】。", {"seat": p.seat, "rescuer": seat, "card": ans["choice"]},
                  helper=words.seat(seat), seat=words.seat(p.seat))
            # 「使用動物牌指定另一名角色為目標后」 (領主's 原始社會), 「成為牌的唯一目標」 (盲從者): an event, if heard
            cancelled = (yield from hooks.using(g, {"seat": seat, "name": HOUSE_CAT, "card": ans["choice"]})) or (
                yield from hooks.targeted(g, {"user": seat, "target": p.seat, "card": ans["choice"],
                                              "name": "家貓", "targets": 1}))  # (出警 voids it: no target)
            if not cancelled:  # (軍閥's 據天 cancels it for him)
                heal(g, p, healer=helper)
            # F-125: a 【家貓】's 「使用牌后」, 「回復體力后」 … are heard before the next window (歷練, 義節)
            yield from hooks.settle(g)
            if p.hp <= 0:
                yield from g.pace()  # (a 【家貓】 was used and he is still dying: another step)
        if p.hp > 0:
            return
    yield from _dying_ends(g, p, killer)


def _dying_ends(g: Game, p: Player, killer: Player | None) -> Flow:
    """Nobody lifted him: 「你的瀕死狀態結束時，若體力值不大于0」 (貓頭鷹's 密謀 ②, heard at 體力上限 0 too: F-130),
    then 「否則該角色陣亡」 unless that lifted him."""
    if g.events.listening(hooks.DYING_END):
        yield from hooks.emit(g, hooks.DYING_END, {"seat": p.seat, "source": killer.seat if killer else None})
        if p.hp > 0:
            return
    yield from die(g, p, killer)


def die(g: Game, p: Player, killer: Player | None) -> Flow:
    """「否則該角色陣亡。角色陣亡后變身為死后形態…并亮出身份牌。」 R-D12: reveal → end check → rewards and penalties.
    「處于入院X輪狀態的角色陣亡時，傳送至《醫院》并解除入院X輪狀態。」 (R-H4: at once, on the map, dead)."""
    p.dead, p.revealed = True, True
    g.say("{seat}陣亡，亮出身份牌: {identity}。",
          {"seat": p.seat, "died": p.identity, "killer": killer.seat if killer else None},
          seat=words.seat(p.seat), identity=words.term(p.identity))
    skill_base.died(g, p)  # 「陣亡：…」
    if p.hospital is not None:
        p.hospital = None
        back = basic.back_on(g, p, Kind.YIYUAN)
        g.say("{seat}傳送至《醫院》并解除入院X輪狀態。", {"seat": p.seat, "back": list(back), "hospital": None},
              seat=words.seat(p.seat))
    if p.identity == CANGLU:
        canglu_reveal(g)
    check_end(g, p, killer)
    if killer is None:
        pass
    elif killer is not p and skills.death_reward(g, p, killer):  # 夜鶯's 捕獲 ② 「其它角色殺死你的獎懲改為…」
        pass
    elif killer.identity == CANGLU and p.identity == MAONIANG:  # 「“蒼鷺”殺死“貓娘”，棄置所有牌。」
        lost = list(killer.hand) + list(killer.equips)
        if lost:
            zones.discard(g, killer.seat, lost)
    elif p.identity == BIAOWAI and killer.seat != p.seat:  # 「除該“表外”外的角色殺死“表外”，摸三張牌。」
        zones.draw(g, killer.seat, 3)
    yield from hooks.settle(g)
    yield from hooks.emit(g, hooks.DEATH, {"seat": p.seat, "killer": killer.seat if killer else None})


def canglu_reveal(g: Game) -> None:
    """「“蒼鷺”陣亡時，所有非特區角色、身份牌不處于明置狀態且人妖牌上的體力上限為(4/3)的(貓娘/表外)亮出身份牌。」
    (R-D8): the printed 體力上限 of the 人妖牌, not the current one; 非特區 = the card's 屬性; without 人妖牌 nobody."""
    s = zones.state(g)
    for q in s.players.values():
        if q.character is None or q.revealed or q.dead or q.attribute == TEQU:
            continue
        printed = character(q.character).max_hp
        if (q.identity, printed) in ((MAONIANG, 4), (BIAOWAI, 3)):
            q.revealed = True
            g.say("蒼鷺陣亡: {seat}亮出身份牌: {identity}。", {"seat": q.seat, "revealed": q.identity},
                  seat=words.seat(q.seat), identity=words.term(q.identity))


def camp_of(identity: str) -> str:
    """A character's camp (R-D15): 蒼鷺 and 貓娘 are one; 表外; the 特區 alone."""
    return CANGLU_SIDE if identity in (CANGLU, MAONIANG) else identity


def camp_wins(g: Game, p: Player, why: str) -> None:
    """「你的陣營獲勝」 (R-D15: 總統's 競選, 凡爾賽's 歷練): `p`'s camp wins at once, its members dead or alive; every
    identity is shown and the game stops (`GameOver`)."""
    s: FState = g.state
    winner = camp_of(p.identity)
    g.end(winner, "{why}: {who}獲勝", why=words.term(why), who=words.term(winner))
    g.say("遊戲結束: {who}獲勝。", {"winner": winner, "by": p.seat}, kind="result", who=words.term(winner))
    for q in s.players.values():
        q.revealed = True
    raise GameOver(winner)


def check_end(g: Game, p: Player, killer: Player | None) -> None:
    """游戲結束: 「角色陣亡后，若：不存在存活的表外；不存在存活的蒼鷺或貓娘，這兩種情況發生時，游戲立即結束。」 with the
    identity cards' 獲勝條件 (R-D2: the two paragraphs' winners read as the cards say) and the 特區:
    「若殺死最后一名表外的角色是特區…則僅特區獲勝，其它角色均失敗」 (R-D6)."""
    s: FState = g.state
    alive = [q for q in s.players.values() if not q.dead or q.as_dead]  # 「視為已陣亡」 is alive here (R-D18)
    first = p.skill_state.get(FIRST_SOURCE, killer.seat if killer is not None else None)  # (R-D5, 言靈)
    tequ_killed = first is not None and s.players[first].identity == TEQU
    if not any(q.identity == BIAOWAI for q in alive):
        winner = TEQU if tequ_killed else CANGLU_SIDE
        g.end(winner, "表外全滅: {who}獲勝", who=words.term(winner))
    elif not any(q.identity in (CANGLU, MAONIANG) for q in alive):
        winner = TEQU if tequ_killed else BIAOWAI
        g.end(winner, "蒼鷺與貓娘全滅: {who}獲勝", who=words.term(winner))
    else:
        return
    g.say("遊戲結束: {who}獲勝。", {"winner": winner}, kind="result", who=words.term(winner))
    for q in s.players.values():
        q.revealed = True
    raise GameOver(winner)
