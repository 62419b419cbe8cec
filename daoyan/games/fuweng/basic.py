"""The small rule actions every part of 三國殺×大富翁 shares (seed 001_ea231be5ab83fae4.txt): one ask of one seat, a
判定 (R-G6), 入獄, a command gained, a card played, cards picked, a 傳送 and the way back onto the map (出獄/出院),
the throws and the 【狗】 bonus a tile or a 《機會》 grants. The modules of the rules (`combat`, `equipment`, `tricks`,
`commands`, `chance_events`, `tiles`, `play`, `flow`) and the skills use them; this one uses none of those, so they
form no import circle: the stop events (`tiles`) sit above the rules they run, the turn (`flow`) above all.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import Any

from ...core.ask import Ask
from ...core.game import Game
from ...i18n import Phrase
from . import hooks, skills, words, zones
from .board import Direction, Kind, Point
from .cards import ANIMAL, Card, Suit
from .characters import RANKS
from .judgement import PERFORMER, Judgement
from .state import FState, Player

Flow = Generator[list[Ask], dict[int, Any], Any]
AskFlow = Generator[list[Ask], dict[int, Any], dict[str, Any]]

DONE = {"choice": "完成"}
GIVE_UP = {"choice": "放棄"}
#: R-K1: 「除特殊指令外，均可通過事件“獲得隨機指令”獲得。」 — the six normal commands.
COMMANDS: tuple[str, ...] = ("地雷", "飛彈", "控骰", "路障", "停留", "轉向")
DOG, STRAY_CAT = "狗", "流浪貓"


state = zones.state  # one accessor for the game's FState


def ask(g: Game, seat: int, skill: str, prompt: str, options: list[dict[str, Any]],
        default: dict[str, Any] | None = None, /, *, response: bool = False, **params: Any) -> AskFlow:
    """One ask of one seat; returns its answer. With `params`, `prompt` is a template (daoyan.i18n). A `response`
    (a window out of the asked seat's own choosing: 【無懈可擊】, 【流浪貓】, a card asked for) has the setting
    `響應時限` as its deadline."""
    a = Ask(seat, skill, prompt, options, default or options[0], round=g.round, phase=g.phase,
            prompt_params=params or None, deadline=zones.response_deadline(g) if response else None)
    answer: dict[str, Any] = (yield [a])[seat]
    return answer


def is_animal(c: Card) -> bool:
    return c.category == ANIMAL


def named(name: str) -> Callable[[Card], bool]:
    return lambda c: c.name == name


def in_hand(s: FState, seat: int, match: Callable[[Card], bool]) -> list[int]:
    return [c for c in s.players[seat].hand if match(s.cards[c])]


def playable(s: FState, seat: int, match: Callable[[Card], bool]) -> list[int]:
    """The hand cards `seat` may play: none while 機會 4 鈴仙(客) 「不能使用或打出牌」 lasts (R-J4)."""
    return [] if s.players[seat].locked > 0 else in_hand(s, seat, match)


def imprison(g: Game, seat: int, rounds: int) -> None:
    """入獄X輪: 「一名角色入獄或入院時，將其從地圖上移除。」; 「不處于地圖上的角色入獄或入院時…取消之。」 (R-H6)."""
    p = state(g).players[seat]
    if not p.on_map:
        g.say("{seat}不處于地圖上，入獄取消。", {"seat": seat}, seat=words.seat(seat))
        return
    p.prison, p.position = rounds, None
    g.say("{seat}入獄{n}輪，從地圖上移除。", {"seat": seat, "prison": rounds}, seat=words.seat(seat), n=rounds)


def gain_command(g: Game, seat: int, command: str, public: bool) -> None:
    """A command into `seat`'s hand of commands: the number held is public, the kind private (R-K1) unless the
    event that gave it names it (`public`)."""
    p = state(g).players[seat]
    p.commands.append(command)
    if public:
        g.say("{seat}獲得【{c}】指令。", {"seat": seat, "command": command}, seat=words.seat(seat),
              c=words.term(command))
    else:
        g.say("{seat}獲得一個隨機指令 (共{n}個)。", {"seat": seat, "commands": len(p.commands)}, seat=words.seat(seat),
              n=len(p.commands))
        g.tell([seat], "你獲得【{c}】指令。", {"command": command}, c=words.term(command))


def play(g: Game, seat: int, card: int, why: Phrase) -> None:
    """打出 a hand card: shown to all, into the discard pile — used or played, not 棄置 (R-G5)."""
    state(g).players[seat].hand.remove(card)
    hooks.lost_cards(g, seat)
    zones.to_discard(g, [card], by=seat)
    shown(g, seat, card, why)


def shown(g: Game, seat: int, card: int, why: Phrase) -> None:
    """The public line of a card `seat` played (打出)."""
    s: FState = g.state
    g.say("{seat}打出{card} ({why})。", {"seat": seat, "played": card}, seat=words.seat(seat),
          card=words.card(s.cards[card]), why=why)


def pick_card(g: Game, seat: int, ids: list[int], skill: str, prompt: str, /, **params: Any) -> AskFlow:
    """Which of several cards (asked only when there is a choice); returns {"target": id}. `prompt` is a
    template with `params` (daoyan.i18n)."""
    if len(ids) == 1:
        return {"target": ids[0]}
    return (yield from ask(g, seat, skill, prompt, [{"target": c} for c in ids], None, **params))


def pick_many(g: Game, seat: int, ids: list[int], most: int, skill: str, prompt: str) -> AskFlow:
    """Up to `most` of `ids`, one ask per card, each with 完成; returns {"cards": chosen in order}."""
    chosen: list[int] = []
    while len(chosen) < most:
        left = [{"target": c} for c in ids if c not in chosen]
        if not left:
            break
        ans = yield from ask(g, seat, skill, "{prompt} (已選{n}張，最多{most}張)", [DONE, *left], None,
                             prompt=Phrase(prompt), n=len(chosen), most=most)
        if ans == DONE:
            break
        chosen.append(ans["target"])
    return {"cards": chosen}


def npc_held(p: Player) -> set[str]:
    return {npc for npc, _ in p.npc_zone}


def judge(g: Game, performer: int, initiator: int) -> Generator[list[Ask], dict[int, Any], Suit]:
    """判定 (R-G6), returning the result's suit."""
    result = yield from judgement(g, performer, initiator)
    return result.suit


def judgement(g: Game, performer: int, initiator: int) -> Generator[list[Ask], dict[int, Any], Judgement]:
    """判定 (R-G6): the top card is shown; a joker's suit and rank are chosen by 大王 → the performer, 小王 → the
    initiator; returns the result (suit and rank)."""
    s: FState = g.state
    if g.events.listening(hooks.JUDGING):  # 「一名角色判定前」 (二人轉's 囂攘 chooses the card)
        yield from hooks.emit(g, hooks.JUDGING, {"performer": performer, "initiator": initiator})
    shown = s.judgement.reveal()
    g.say("{seat}判定，展示{card}。", {"seat": performer, "judgement": shown.card.id}, seat=words.seat(performer),
          card=words.judged(shown.card))
    if shown.chooser is None:
        result = s.judgement.judge()
    else:
        who = performer if shown.chooser == PERFORMER else initiator
        suit = yield from ask(g, who, "判定", "{card}: 決定判定結果的花色", [{"choice": str(x)} for x in Suit],
                              None, card=words.judged(shown.card))
        rank = yield from ask(g, who, "判定", "{card}: 決定判定結果的點數", [{"choice": r} for r in RANKS], None,
                              card=words.judged(shown.card))
        result = s.judgement.judge(suit=suit["choice"], rank=rank["choice"])
    g.say("判定結果: {r}。", {"seat": performer, "result": result.label}, r=words.result(result))
    return result


def portal_destinations(g: Game, p: Player, here: Point | None) -> list[Point]:
    """Where a 傳送 of `p` may go: every other 《傳送》 cell, and the cells a skill makes a 《傳送》 for him (獅子's
    反芻 ②), in board order."""
    s: FState = g.state
    extra = skills.portals(g, p)
    cells = [c.pos for c in s.board.of_kind(Kind.CHUANSONG)] + sorted(extra)
    return [c for c in dict.fromkeys(cells) if c != here]


def teleport(g: Game, p: Player, dest: Point, heading: Direction) -> None:
    """`p` 傳送至 `dest` (R-M7: nothing passed, no event on arrival), keeping `heading` where a road leads on."""
    s: FState = g.state
    step = s.board.teleport(dest, heading)
    p.position, p.heading = step.position, step.heading
    g.say("{seat}傳送至{cell}。", {"seat": p.seat, "to": list(dest)}, seat=words.seat(p.seat),
          cell=words.cell(s.board.cell(dest)))
    hooks.teleported(g, p.seat)


def add_throws(g: Game, seat: int, k: int) -> None:
    """「若當前階段為你的行動階段，本階段投擲數+1」 (《轉盤》 1; +3: 2, 機會 17 +1/+3): only in `seat`'s own 行動階段,
    and nothing changes in one that 停留機制 turned into a stop event (no throw follows)."""
    t = state(g).turn
    if t is None or t.seat != seat or t.phase != "行動":
        g.say("當前階段不是{seat}的行動階段: 沒有效果。", {"seat": seat}, seat=words.seat(seat))
        return
    if t.stay_phase:
        g.say("{seat}本階段停留，不進行投擲: 投擲數沒有變化。", {"seat": seat}, seat=words.seat(seat))
        return
    t.throws += k
    g.say("{seat}本階段投擲數+{k} (現為{t})。", {"seat": seat, "throws": t.throws}, seat=words.seat(seat), k=k,
          t=t.throws)


def take_all(g: Game, seat: int) -> None:
    """「獲得領養區所有牌。」 (R-T16, R-E12; debt applies)."""
    if not zones.take_adoption(g, seat):
        g.say("領養區沒有牌。", {"seat": seat})


def dog_bonus(g: Game, seat: int) -> None:
    """「本回合出牌階段使用【狗】次數上限+1、無距離限制」: lost when this is not the stopper's turn or its play phase is
    over (R-T4)."""
    t = state(g).turn
    if t is None or t.seat != seat or t.phase in ("棄牌", "結束"):
        g.say("{seat}本回合沒有將到來的出牌階段: 【狗】的加成無效。", {"seat": seat}, seat=words.seat(seat))
        return
    t.dog_limit_bonus += 1
    t.dog_no_range = True
    g.say("{seat}本回合出牌階段使用【狗】次數上限+1、無距離限制。", {"seat": seat}, seat=words.seat(seat))


def back_on(g: Game, p: Player, kind: Kind) -> Point:
    """Put `p` on the 《監獄》/《醫院》 cell (「傳送至(《監獄》/《醫院》)」: 出獄/出院, R-H2; a death in a timed
    hospital stay, R-H4), facing its 《傳送》 (R-M5); returns the cell."""
    s: FState = g.state
    cell = s.board.of_kind(kind)[0]
    step = s.board.teleport(cell.pos, cell.heading or Direction.EAST)
    p.position, p.heading = step.position, step.heading
    hooks.teleported(g, p.seat)
    return step.position
