"""What every character's skill shares: its 技能台詞 posted when it fires, the 陣亡台詞, the yes/no of a 「你可」,
the skill kinds' conditions (存活技: only while alive; 鎖定技: no choice asked), 「每回合限N次」 (uses counted per
turn), and the other characters a skill may choose. (The order of triggers — priority, then turn order from the
current character, R-G3 — is set by `skills.install_all`.)"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from ....core.ask import Ask
from ....core.game import Game
from ....i18n import Phrase
from .. import basic, hooks, words, zones
from ..characters import Character, character
from ..state import FState, Player

Flow = Generator[list[Ask], dict[int, Any], Any]
YES, NO = {"choice": "發動"}, {"choice": "不發動"}


def card_of(p: Player) -> Character:
    assert p.character is not None
    return character(p.character)


def skill_lines(c: Character) -> list[str]:
    """The 「技能：A/B」 line's parts (what the character says when its skill fires)."""
    for line in c.lines:
        if line.startswith("技能："):
            return [x.strip() for x in line.removeprefix("技能：").split("/") if x.strip()]
    return []


def death_line(c: Character) -> str | None:
    for line in c.lines:
        if line.startswith("陣亡："):
            return line.removeprefix("陣亡：").strip()
    return None


def fired(g: Game, p: Player, part: int | None = None) -> None:
    """The skill fires: its 技能台詞 to everybody — the `part`-th of its lines where the skill has one line per
    clause, else the lines in turn (the first firing the first line, the next the second, …)."""
    c = card_of(p)
    lines = skill_lines(c)
    key = "台詞"
    n = p.skill_state.get(key, 0)
    p.skill_state[key] = n + 1
    said = lines[(part if part is not None else n) % len(lines)] if lines else ""
    g.say("{seat}發動【{skill}】: 「{line}」", {"seat": p.seat, "skill": c.skill, "line": said},
          seat=words.seat(p.seat), skill=words.term(c.skill), line=said)


def died(g: Game, p: Player) -> None:
    """「陣亡：…」: the character's last words, to everybody."""
    if p.character is None:
        return
    said = death_line(card_of(p))
    if said:
        g.say("{seat}({who})陣亡台詞: 「{line}」", {"seat": p.seat, "death_line": said}, seat=words.seat(p.seat),
              who=words.term(card_of(p).title), line=said)


def may(g: Game, p: Player, prompt: str, **params: Any) -> Flow:
    """A 「你可」: asks `p` 發動 / 不發動 (default: not); True when he uses it. `params` fill `prompt` and are the
    ask's own too (a bot reads the seat `n` it is about)."""

    c = card_of(p)
    ans = yield from basic.ask(g, p.seat, c.skill, "【{skill}】: {what}", [NO, YES], NO,
                               skill=words.term(c.skill), what=Phrase(prompt, **params), **params)
    return ans == YES


def alive(p: Player) -> bool:
    """存活技: 「存活」 — not dead (a dying character lives)."""
    return not p.dead


def holder(g: Game, seat: int) -> Player:
    s: FState = g.state
    return s.players[seat]


def this_turn(g: Game) -> int:
    """Which turn it is (for 「每回合限N次」): the number of turns begun so far."""
    s: FState = g.state
    return s.turns


def used_this_turn(p: Player, key: str, g: Game) -> int:
    """How many times `p` used the skill `key` this turn."""
    turn, n = p.skill_state.get(key + "·回合", (-1, 0))
    return n if turn == this_turn(g) else 0


def count_use(p: Player, key: str, g: Game) -> None:
    p.skill_state[key + "·回合"] = (this_turn(g), used_this_turn(p, key, g) + 1)


def used_this_round(p: Player, key: str, g: Game) -> int:
    """How many times `p` used the skill `key` this round (「每輪限N次」, R-G17: once per round)."""
    s: FState = g.state
    rnd, n = p.skill_state.get(key + "·輪", (-1, 0))
    return n if rnd == s.round else 0


def count_round_use(p: Player, key: str, g: Game) -> None:
    s: FState = g.state
    p.skill_state[key + "·輪"] = (s.round, used_this_round(p, key, g) + 1)


def no_triggers(g: Game, seat: int) -> None:
    """`install` of a skill used only in the 出牌階段 (`play_options` / `play_use`): it hears no event."""
    return None


def choosable_others(g: Game, p: Player, living: bool = False) -> list[Player]:
    """The other characters `p` may choose (`skills.choosable`: 創世神 ②, 老油條 in hospital), in seat order;
    `living`: the dead left out."""
    from .. import skills

    s: FState = g.state
    return [q for q in s.players.values() if q is not p and not (living and q.dead) and skills.choosable(g, p, q)]


RANDOM_HAND = "隨機手牌"


def discard_theirs(g: Game, p: Player, q: Player, skill: str) -> Flow:
    """「棄置其一張牌」: one of `q`'s cards (R-G4: hand or 裝備區) — `p` names an equipment card or a random hand card
    (R-G9), asked only when there is a choice; nothing when `q` has no card."""
    opts: list[dict[str, Any]] = ([{"choice": RANDOM_HAND}] if q.hand else []) + [{"choice": c} for c in q.equips]
    if not opts:
        return
    pick = opts[0] if len(opts) == 1 else (yield from basic.ask(
        g, p.seat, skill, "【{skill}】: 棄置{target}的一張牌", opts, opts[0], skill=words.term(skill),
        target=words.seat(q.seat), n=q.seat))
    card = g.chance.choice(skill, list(q.hand)) if pick["choice"] == RANDOM_HAND else int(pick["choice"])
    zones.discard(g, q.seat, [card])
    yield from hooks.settle(g)


# ---- 充能 (a skill's charge: 臥底's 潛伏, 風之子's 御風 …) -------------------------------------------------------


def charge_of(p: Player, skill: str) -> int:
    """The charge of `p`'s skill `skill` (「此技能充能X點」): kept on the player, public (`Player.charges`)."""
    return p.charges.get(skill, 0)


def charge(g: Game, p: Player, skill: str, n: int) -> None:
    """「此技能充能n點」: the charge grows by `n` (≥ 0), said to all with the new total."""
    total = p.charges[skill] = charge_of(p, skill) + n
    g.say("{seat}的【{skill}】充能{n}點 (共{total}點)。", {"seat": p.seat, "charges": {skill: total}, "charged": n},
          seat=words.seat(p.seat), skill=words.term(skill), n=n, total=total)


def spend_charge(g: Game, p: Player, skill: str, n: int) -> None:
    """「消耗n點充能」: the charge falls by `n` (no more than it holds), said to all with what is left."""
    left = charge_of(p, skill) - n
    assert n >= 0 and left >= 0, f"{skill}: {n} of {charge_of(p, skill)}"
    p.charges[skill] = left
    g.say("{seat}消耗【{skill}】的{n}點充能 (剩余{left}點)。", {"seat": p.seat, "charges": {skill: left}, "spent": n},
          seat=words.seat(p.seat), skill=words.term(skill), n=n, left=left)


def extra_turn(g: Game, p: Player) -> None:
    """「獲得一個額外回合」: owed now, taken as soon as the current turn is over (`flow.extra_turn`, R-X29)."""
    s: FState = g.state
    s.extra_turns.append(p.seat)
    g.say("{seat}獲得一個額外回合。", {"seat": p.seat, "extra_turns": list(s.extra_turns)}, seat=words.seat(p.seat))


# ---- 限定技 and 轉換技 (R-G17): their state is public, on the player's `flags` ------------------------------------

USED = "已發動"
YANG, YIN = "陽", "陰"


def limited_used(p: Player, skill: str) -> bool:
    """限定技: 「once per game (unless reset)」 (R-G17) — has `p` used it?"""
    return p.flags.get(skill) == USED


def use_limited(g: Game, p: Player, skill: str) -> None:
    """The 限定技 is used: shown as used to all."""
    p.flags[skill] = USED
    g.say("{seat}的限定技【{skill}】已發動。", {"seat": p.seat, "limited": skill}, seat=words.seat(p.seat),
          skill=words.term(skill))


def reset_limited(g: Game, p: Player, skill: str) -> None:
    """「重置之」: the 限定技 may be used again."""
    p.flags.pop(skill, None)
    g.say("{seat}的限定技【{skill}】重置。", {"seat": p.seat, "limited": None, "reset": skill},
          seat=words.seat(p.seat), skill=words.term(skill))


def side(p: Player, skill: str) -> str:
    """轉換技: its side now — 「starting on 陽」 (R-G17)."""
    return p.flags.get(skill, YANG)


def switch(g: Game, p: Player, skill: str) -> None:
    """A 轉換技 used on one side turns to the other, in sight of all."""
    p.flags[skill] = YIN if side(p, skill) == YANG else YANG
    g.say("{seat}的轉換技【{skill}】轉為{side}。", {"seat": p.seat, "switch": skill, "side": p.flags[skill]},
          seat=words.seat(p.seat), skill=words.term(skill), side=words.term(p.flags[skill]))
