"""回合流程 of 三國殺×大富翁 (seed 001_ea231be5ab83fae4.txt), in the book's order: rounds, turns, the seven
phases, the 行動階段's throws and steps, hospital and prison at the turn start, and the 棄牌階段.

「進行游戲時，由蒼鷺開始，按百家姓順序以回合的方式進行。」 「每個玩家的回合可以分為七個階段：準備→判定→指令→行動→出牌→
棄牌→結束。」 What is built: the rounds with the 銀行機制 (R-G1), the turn start (R-G2: prison and hospital R-H2,
the NPC area R-N2), the 行動階段 (R-G11, R-M3–R-M6, 控骰, 停留, 轉向 records), the tiles (`tiles.py`), the
棄牌階段 (R-D16), the 判定階段 (`tricks.judge_phase`: 美人計, 八陣圖), the 指令階段 (`commands.command_phase`,
R-K2; a 《路障》 passed ends the movement, R-K4) and the 出牌階段 (`play.py`), with the hooks of the 《機會》 events
(`chance_events.py`): untimed 入院 (R-H2), 「視為已陣亡」 ending (R-D18), skipped play phases, the end-phase draw,
void 行動 and 「下回合」 throws.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from ...core.ask import Ask
from ...core.errors import ConfigError
from ...core.game import ROUND_END, Game
from . import basic, combat, commands, hooks, moves, play, skills, tiles, tricks, words, worth, zones
from .board import JIANYU, YIYUAN
from .identities import BIAOWAI, CANGLU, MAONIANG
from .npcs import free_wilds, place_npc
from .state import FState, Player, Turn

Flow = Generator[list[Ask], dict[int, Any], Any]

THROWS = 2  # 「②每個行動階段的投擲數默認為2。」
PHASES = ("準備", "判定", "指令", "行動", "出牌", "棄牌", "結束")


def game_rounds(g: Game, max_rounds: int, start: dict[str, Any] | None = None) -> Flow:
    """Rounds until the game ends (`combat.GameOver`) or, failing that, `max_rounds` (a documented no-winner end).
    `start` (a scenario's mid-game start, `start_at`): the first round played is its round; with a `seat`, that round
    begins at that seat's turn (the round's start and the turns before his are over), at its `phase` if named."""
    s: FState = g.state
    first_seat, first_phase = (start or {}).get("seat"), (start or {}).get("phase")
    if start is not None:
        s.round = int(start["round"]) - 1
    while s.round < max_rounds:
        s.round += 1
        g.round = s.round
        order = s.order()
        if s.tally is not None:  # (a skill reads this round's counts: 臥底's 潛伏)
            s.tally = {}
        if first_seat is None:
            place_aside(g)  # R-M12: NPCs set aside for want of a free 《野外》
            # R-G1: 「每輪開始時」 — the 銀行機制 for every character, in turn order
            yield from zones.bank_round_start(g)
            # 「每輪開始時」 of the skills (創世神's 無我之愛 …): after the 銀行機制 (docs/rulings/fuweng.md, F-24)
            yield from hooks.emit(g, hooks.ROUND_START, {"round": s.round})
        else:
            order = order[order.index(first_seat):]
        for seat in order:
            yield from turn(g, seat, first_phase if seat == first_seat else None)
            while s.extra_turns:  # 「獲得一個額外回合」: at once, then play resumes after `seat` (R-X29)
                yield from extra_turn(g, s.extra_turns.pop(0))
        first_seat = first_phase = None
        yield from hooks.emit(g, hooks.ROUND_END, {"round": s.round})  # 「本輪結束時」 (臥底's 潛伏 …)
        yield ROUND_END  # a round boundary (scenarios' `until`)
    g.say("已進行{n}輪，遊戲結束，無人獲勝。", {"最多輪數": max_rounds}, kind="result", n=max_rounds)
    g.end(None, "已進行{n}輪，達到本局設定的最多輪數", n=max_rounds)


def start_at(g: Game, start: dict[str, Any]) -> None:
    """Check a mid-game start (room option 开始于: `{round, seat?, phase?}`) against the laid-out position: a game
    already over is no start (「不存在存活的表外；不存在存活的蒼鷺或貓娘，這兩種情況發生時，游戲立即結束。」), and a
    character off the map is started in no phase but the 判定階段 (「不處于地圖上的角色僅執行判定階段」); the table
    reads where the game begins."""
    s: FState = g.state
    alive = [q.identity for q in s.players.values() if not q.dead]
    if BIAOWAI not in alive or not ({CANGLU, MAONIANG} & set(alive)):
        raise ConfigError("开始于: 局面中游戲已結束 (不存在存活的表外, 或不存在存活的蒼鷺或貓娘) "
                          "(the position has already ended the game)")
    seat, phase = start.get("seat"), start.get("phase")
    if seat is not None and phase not in (None, "回合開始", "準備", "判定") and not s.players[seat].on_map:
        raise ConfigError(f"开始于: {seat}號不處于地圖上, 僅執行判定階段: 不能從{phase}階段開始 "
                          f"(a character off the map runs only the 判定階段)")
    if seat is None:
        g.say("劇本從第{n}輪開始。", {"开始于": dict(start)}, n=start["round"])
    elif phase in (None, "回合開始"):
        g.say("劇本從第{n}輪{seat}的回合開始。", {"开始于": dict(start)}, n=start["round"], seat=words.seat(seat))
    else:
        g.say("劇本從第{n}輪{seat}的{phase}階段開始。", {"开始于": dict(start)}, n=start["round"],
              seat=words.seat(seat), phase=words.term(phase))


def extra_turn(g: Game, seat: int) -> Flow:
    """「獲得一個額外回合」 (R-X29): a whole turn — its 回合開始 steps included — taken between two turns of the round;
    it starts no round and moves nobody's place in the order."""
    g.say("{seat}的額外回合。", {"extra_turn": seat}, seat=words.seat(seat))
    yield from turn(g, seat)


def turn(g: Game, seat: int, begin: str | None = None) -> Flow:
    """One turn; `begin` (a mid-game start): the phase it starts at — the 回合開始 steps and the phases before it are
    over."""
    s: FState = g.state
    p = s.players[seat]
    s.turn = Turn(seat)
    s.turns += 1  # (每回合限N次: a skill counts its uses per turn by this number)
    g.phase = "回合開始"
    g.say("{seat}的回合開始。", {"turn": seat}, seat=words.seat(seat))
    if begin in (None, "回合開始"):  # (a mid-game start at a later phase is past these)
        yield from hooks.emit(g, hooks.TURN_START, {"seat": seat})
        yield from turn_start(g, p)
        yield from hooks.settle(g)  # (出獄/出院: 「傳送后」)
    if p.next_turn:  # 機會 19 帕秋莉 「下回合：行動階段，投擲數-1；出牌階段，使用的第一張牌效果額外執行一次。」
        s.turn.throw_delta -= p.next_turn
        s.turn.echo, p.next_turn = True, 0
    # 「*不處于地圖上的角色僅執行判定階段。」 — read once, when the 回合開始 steps are done (R-G2a): a character off the
    # map then runs only the 判定階段 even if it puts him back (a death to 八陣圖 sends him to the 《醫院》); one on
    # the map runs every phase (each still checks what it needs: no throw off the map). Setting 離圖階段=每階段判斷
    # reads it again before each phase.
    off_map = not p.on_map
    each_phase = g.config.get("離圖階段", "回合開始時決定") == "每階段判斷"
    # the phases' starts and ends are heard only by skills (a game without 人妖牌: nobody, and no event is made)
    starts, ends = g.events.listening(hooks.PHASE_START), g.events.listening(hooks.PHASE_END)
    for phase in PHASES[PHASES.index(begin):] if begin in PHASES else PHASES:
        if phase != "判定" and (not p.on_map if each_phase else off_map):
            continue
        if phase == "出牌" and s.turn.skip_play:  # 機會 16, 18: 「跳過」 — no phase at all (R-G13)
            g.say("{seat}跳過出牌階段。", {"seat": seat, "skip": "出牌"}, seat=words.seat(seat))
            continue
        if phase == "棄牌" and s.turn.skip_discard:  # 社長's 待時 「跳過本回合棄牌階段」
            g.say("{seat}跳過棄牌階段。", {"seat": seat, "skip": "棄牌"}, seat=words.seat(seat))
            continue
        s.turn.phase = phase
        g.phase = phase
        if starts:  # 「…階段開始時」
            yield from hooks.emit(g, hooks.PHASE_START, {"seat": seat, "phase": phase})
            if phase == "棄牌" and s.turn.skip_discard:  # 司令's 深寰 「令其跳過此階段」: it ends at its start (F-70)
                g.say("{seat}跳過棄牌階段。", {"seat": seat, "skip": "棄牌"}, seat=words.seat(seat))
                continue
        if phase == "判定":
            yield from tricks.judge_phase(g, p)
        elif phase == "指令":
            yield from commands.command_phase(g, p)
        elif phase == "行動":  # (a skill may replace the whole phase: 獅子's 反芻)
            yield from hooks.emit(g, hooks.ACTION_PHASE, {"seat": seat}, lambda g, e: action_phase(g, p))
        elif phase == "出牌":  # (a skill may replace the whole phase: 懶漢's 不動)
            yield from hooks.emit(g, hooks.PLAY_PHASE, {"seat": seat}, lambda g, e: play.play_phase(g, p))
        elif phase == "棄牌":
            yield from hooks.emit(g, hooks.DISCARD_PHASE, {"seat": seat}, lambda g, e: discard_phase(g, p))
        elif phase == "結束" and s.turn.end_draw:  # 機會 18: 「結束階段，摸三張牌。」 (R-J18: a map draw)
            zones.draw(g, seat, s.turn.end_draw, from_map=True)
        yield from hooks.settle(g)
        if ends:  # 「…階段結束時」
            yield from hooks.emit(g, hooks.PHASE_END, {"seat": seat, "phase": phase})
        if g.stop_at_phase is not None:  # the end of a phase: a scenario's `until: {round: N, phase: P}` stops here
            yield []  # (at the end of the first phase P of round N, whoever's turn it is)
    yield from hooks.emit(g, hooks.TURN_END, {"seat": seat})  # 「回合結束時」
    s.turn = None


def turn_start(g: Game, p: Player) -> Flow:
    """R-G2 (2) and (3). 監獄、醫院: 「一名角色的回合開始時：若其處于(入獄/入院)0輪狀態，
    傳送至(《監獄》/《醫院》)；若其處于
    入獄X輪或入院X輪狀態（X大于0），令X-1」. NPC區機制: 「一名角色的回合開始時，若其NPC區有(正面/背面)朝上的NPC，則將之
    (翻面/移動至隨機一個沒有角色或NPC停留的《野外》上)。」"""
    if p.as_dead:  # R-G2 (1): 機會 10 「直到你的下回合開始，視為已陣亡。」 ends (R-D18)
        p.as_dead = p.dead = False
        g.say("{seat}不再視為已陣亡。", {"seat": p.seat, "as_dead": False}, seat=words.seat(p.seat))
        if p.hp <= 0:  # its HP fell meanwhile (R-D10): 「體力降到0或更低時，即進入瀕死狀態」, now that it lives
            yield from combat.dying(g, p, None)
    for attr, kind in (("prison", JIANYU), ("hospital", YIYUAN)):
        left = getattr(p, attr)
        if left is None:
            continue
        if left == 0:
            setattr(p, attr, None)
            back = basic.back_on(g, p, kind)
            g.say("{seat}傳送至《{cell}》。", {"seat": p.seat, "back": list(back)}, seat=words.seat(p.seat),
                  cell=words.term(kind))
        else:
            setattr(p, attr, left - 1)
            g.say("{seat}: {what}{n}輪。", {"seat": p.seat, attr: left - 1}, seat=words.seat(p.seat),
                  what=words.term("入獄" if attr == "prison" else "入院"), n=left - 1)
    if p.hospital_untimed:
        untimed_hospital(g, p)
    kept: list[tuple[str, bool]] = []
    for npc, face_up in p.npc_zone:
        if face_up:
            kept.append((npc, False))
            g.say("{seat}的NPC區: 《{npc}》翻面。", {"seat": p.seat, "npc": npc}, seat=words.seat(p.seat),
                  npc=words.term(npc))
        else:
            place_npc(g, npc)
    p.npc_zone = kept
    yield from ()


def untimed_hospital(g: Game, p: Player) -> None:
    """R-H2, untimed 入院 (R-H1): 「若其處于入院狀態，令其體力值數值增加1（不可超出上限），然后若其體力值不小于上限，
    其傳送至《醫院》（若其已陣亡則復活）。」 — a 「數值增加」, not 回復: it works on the dead (R-D10, R-D13)."""
    p.hp = min(p.hp + 1, p.max_hp)
    g.say("{seat}入院: 體力值+1 ({hp}/{max})。", {"seat": p.seat, "hp": p.hp}, seat=words.seat(p.seat), hp=p.hp,
          max=p.max_hp)
    if p.hp < p.max_hp:
        return
    p.hospital_untimed = False
    back = basic.back_on(g, p, YIYUAN)
    g.say("{seat}傳送至《醫院》。", {"seat": p.seat, "back": list(back)}, seat=words.seat(p.seat))
    if p.dead:
        p.dead = False
        g.say("{seat}復活 (體力{hp}/{max})。", {"seat": p.seat, "revived": True}, seat=words.seat(p.seat), hp=p.hp,
              max=p.max_hp)


def place_aside(g: Game) -> None:
    """R-M12: 「If none is free, the NPC is set aside and placed at the start of the next round.」 — at a round's
    start each set-aside NPC, oldest first, moves to a random free 《野外》 (while one is free; the others wait)."""
    s: FState = g.state
    for npc in list(s.aside):
        if not free_wilds(s):
            return
        place_npc(g, npc)


def action_phase(g: Game, p: Player) -> Flow:
    """行動階段: 「令本階段投擲數-1，投擲一枚6面骰子，按點數前進對應格并執行停留格的事件。
    重復此流程直到本階段投擲數為0。」
    停留機制: 「一名角色的行動階段開始時，若其“停留”記數大于1，其本階段改為執行一次當前格事件，然后其“停留”記數-1。」
    (R-K8: read as 「大于0」 by default; setting 停留記數 = 大于1 keeps the printed words)."""
    s: FState = g.state
    t = s.turn
    assert t is not None
    threshold = 1 if g.config.get("停留記數", "大于0") == "大于1" else 0
    if p.stays > threshold:
        p.stays -= 1
        t.stay_phase = True  # no throw follows: 本階段投擲數 changes nothing (轉盤 1/2, 機會 17)
        g.say("{seat}停留，執行當前格事件。", {"seat": p.seat, "stays": p.stays}, seat=words.seat(p.seat))
        yield from tiles.on_stop(g, p.seat)
        return
    t.throws = THROWS + t.throw_delta + skills.rated_throws(g, p)  # (額定投擲數 a skill changes)
    thrown, done = g.events.listening(hooks.THROW), g.events.listening(hooks.ACTION_DONE)
    index = 0
    while t.throws > 0 and p.on_map:
        t.throws -= 1
        n = moves.throw(g, p)
        if thrown:  # 「行動投擲后」 (刺客's 閃現), before the move
            data = {"seat": p.seat, "n": n, "index": index}
            yield from hooks.emit(g, hooks.THROW, data)
            n = data["n"]
        yield from moves.act(g, p, n)
        if done:  # 「于行動結算結束后」
            yield from hooks.emit(g, hooks.ACTION_DONE, {"seat": p.seat, "index": index})
        index += 1


def hand_limit(p: Player) -> int:
    """「(存活/已陣亡)角色的手牌上限等于其(體力值/體力上限)」."""
    return p.max_hp if p.dead else max(p.hp, 0)


def discard_phase(g: Game, p: Player) -> Flow:
    """棄牌階段: 「檢查手牌數是否超出手牌上限…超出X張則需要棄X張手牌。
    」 — the player chooses the cards, one at a time."""
    while len(p.hand) > hand_limit(p):
        opts: list[dict[str, Any]] = [{"choice": c} for c in p.hand]
        least = {"choice": worth.least_harmful_discard(g.state.cards, p.hand)}  # Enter's default (item 15)
        ans = (yield [Ask(p.seat, "棄牌", "手牌上限{n}: 選擇一張棄置", opts, least, round=g.round,
                          phase=g.phase, prompt_params={"n": hand_limit(p)}, public=True)])[p.seat]
        zones.discard(g, p.seat, [ans["choice"]])
        if g.state.turn is not None:
            g.state.turn.discarded += 1
