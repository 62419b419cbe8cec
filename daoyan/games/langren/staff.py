"""替补, 红牌/黄牌 and 场外助理 of 版杀 (seed 003_6ab575b4f34e0846.txt): who holds each seat, as a pure registry.

「若玩家在游戏过程中因某些原因无法继续进行游戏,可以向导演申请更换替补。替补人选由导演最终决定,玩家不可私下寻找替补。」
「每名角色仅限更换一次替补。」「无法继续进行游戏的角色无法更换替补时红牌罚下。」
「版杀游戏场次累计三场或以下的玩家允许申请场外助理。」「禁止已参加四场或以上版杀的玩家申请场外助理。」

Rulings (docs/rulings/langren.md, part 4, readings A-LR-31 … A-LR-33): the seat passes whole to the
substitute, once per character; nobody who is or was in this game may substitute or assist; a character who cannot
continue and cannot be substituted is red-carded (out by default, setting `red_card`); yellow cards are recorded
(setting `yellows_for_red`, default off); a player may have one 场外助理 while his 版杀 count, this game included
(setting `assistant_count_current`), is at most three. The registry keeps no clock and no randomness; every refusal
is a `Decision` naming the book's rule, every malformed call a ValueError that changes nothing.

>>> staff = Staffing({1: "阿饺", 2: "包子"})
>>> staff.substitute(1, "馄饨").accepted, staff.holder(1)
(True, '馄饨')
>>> d = staff.substitute(1, "烧卖")
>>> d.accepted, d.red_card, staff.seats[1].red is not None
(False, True, True)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

Seat = int
RedCardEffect = Literal["out", "idle"]
ASSISTANT_MAX_GAMES = 3  # 「累计三场或以下」; 「已参加四场或以上」 are refused
SUBSTITUTIONS_PER_CHARACTER = 1  # 「每名角色仅限更换一次替补」


@dataclass(frozen=True)
class StaffSettings:
    """The room's choices where the book is silent (A-LR-32, A-LR-33)."""

    red_card: RedCardEffect = "out"  # 「红牌罚下」: out (出局) or idle (挂机: alive, cannot act)
    yellows_for_red: int | None = None  # yellow cards that make a red one; None: the book gives them no consequence
    assistant_count_current: bool = True  # the 版杀 count for 场外助理 includes this game

    def __post_init__(self) -> None:
        if self.red_card not in ("out", "idle"):
            raise ValueError(f"红牌效果应为 out 或 idle (red_card must be out | idle): {self.red_card!r}")
        if self.yellows_for_red is not None and self.yellows_for_red < 1:
            raise ValueError(f"黄牌换红牌的张数至少为1 (yellows_for_red must be at least 1 or None): "
                             f"{self.yellows_for_red}")


@dataclass(frozen=True)
class Decision:
    """The 导演's answer to a staffing request: accepted or refused, why (zh/en, naming the book's rule), and
    whether it ended in a red card."""

    accepted: bool
    zh: str
    en: str
    red_card: bool = False

    def text(self, lang: str = "zh") -> str:
        return self.zh if lang == "zh" else self.en


@dataclass(frozen=True)
class RedCard:
    reason: str
    effect: RedCardEffect  # "out": 出局 with the reason 红牌 (A-LR-32); "idle": 挂机


@dataclass
class SeatStaff:
    """One seat: everyone who held it (the first is the original player), substitutions used, cards, assistant."""

    holders: list[str]
    substitutions: int = 0
    yellows: list[int] = field(default_factory=list)  # the game days of the yellow cards
    red: RedCard | None = None
    assistant: str | None = None
    former_assistants: list[tuple[str, str]] = field(default_factory=list)  # (assistant, the player he assisted)

    @property
    def holder(self) -> str:
        return self.holders[-1]


class Staffing:
    """Who plays each seat of one game, and who assists whom. Mutated only by its methods; an error changes
    nothing."""

    def __init__(self, players: Mapping[Seat, str], settings: StaffSettings | None = None) -> None:
        names = [_name(p) for p in players.values()]
        if len(set(names)) != len(names):
            raise ValueError(f"同一玩家不能占两个座位 (one person cannot hold two seats): {sorted(names)}")
        if not players:
            raise ValueError("至少需要一名玩家 (a game needs at least one player)")
        self.settings = settings or StaffSettings()
        self.seats: dict[Seat, SeatStaff] = {seat: SeatStaff(holders=[_name(p)]) for seat, p in sorted(players.items())}

    # --- who is who -------------------------------------------------------------------------------------------

    def holder(self, seat: Seat) -> str:
        """The person playing `seat` now."""
        return self._seat(seat).holder

    def everyone(self) -> set[str]:
        """Everyone who is or was in this game: players, substitutes, assistants (A-LR-31, A-LR-33)."""
        people: set[str] = set()
        for s in self.seats.values():
            people.update(s.holders, (a for a, _ in s.former_assistants))
            if s.assistant is not None:
                people.add(s.assistant)
        return people

    def seat_of(self, person: str) -> Seat | None:
        """The seat `person` plays now (None: not a current player)."""
        return next((seat for seat, s in self.seats.items() if s.holder == person), None)

    def assisted_seat(self, person: str) -> Seat | None:
        """The seat whose player `person` assists now (None: not a current assistant)."""
        return next((seat for seat, s in self.seats.items() if s.assistant == person), None)

    def may_act(self, person: str, seat: Seat) -> bool:
        """Only the seat's current holder posts, votes and submits for it; assistants and former holders do not."""
        s = self._seat(seat)
        return s.holder == person and not (s.red is not None and s.red.effect == "idle")

    def may_view(self, person: str, seat: Seat) -> bool:
        """The seat's private information: its holder, and (read-only) his current 场外助理 (A-LR-33)."""
        s = self._seat(seat)
        return person in (s.holder, s.assistant)

    # --- 替补 ---------------------------------------------------------------------------------------------------

    def substitute(self, seat: Seat, new_person: str | None) -> Decision:
        """The player of `seat` cannot continue; the 导演 names `new_person` as the substitute (None: nobody).

        Accepted: the seat passes whole (character, identity, history, cards) and the former player's assistant
        leaves. Refused when the character already had its one substitute or the 导演 has none: red card.
        A substitute who is or was in this game is a ValueError (the 导演 must choose someone else)."""
        s = self._seat(seat)
        self._not_red(seat, s)
        if new_person is not None:
            new_person = _name(new_person)
            if new_person in self.everyone():
                raise ValueError(f"替补人选不能是本局的玩家、替补或场外助理 (the substitute must not be a player, "
                                 f"substitute or assistant of this game): {new_person}")
        if s.substitutions >= SUBSTITUTIONS_PER_CHARACTER or new_person is None:
            once = s.substitutions >= SUBSTITUTIONS_PER_CHARACTER
            reason_zh = ("「每名角色仅限更换一次替补。」" if once else "导演无替补人选。")
            reason_en = ("each character may be substituted only once (「每名角色仅限更换一次替补。」)" if once
                         else "the director has no substitute.")
            card = self._give_red(s, "无法继续进行游戏且无法更换替补")
            return Decision(False, f"{seat}号无法更换替补:{reason_zh}「无法继续进行游戏的角色无法更换替补时红牌罚下。」"
                                   f"{_effect_zh(card)}",
                            f"#{seat} cannot be substituted: {reason_en} A character who cannot continue and cannot "
                            f"be substituted is sent off with a red card. {_effect_en(card)}", red_card=True)
        former = s.holder
        s.holders.append(new_person)
        s.substitutions += 1
        if s.assistant is not None:
            s.former_assistants.append((s.assistant, former))
            s.assistant = None
        return Decision(True, f"{seat}号由{new_person}替补{former}:"
                              f"「替补玩家将收到该玩家的角色、身份、行动及账号、密码,代替该玩家继续游戏。」",
                        f"{new_person} substitutes for {former} in seat #{seat}, taking over the character, identity, "
                        f"actions and account.")

    # --- cards --------------------------------------------------------------------------------------------------

    def red_card(self, seat: Seat, reason: str) -> Decision:
        """红牌罚下 (A-LR-32): out at once by default (`red_card = idle`: 挂机). A seat gets one red card."""
        s = self._seat(seat)
        self._not_red(seat, s)
        if not reason.strip():
            raise ValueError("红牌须写明原因 (a red card needs a reason)")
        card = self._give_red(s, reason.strip())
        return Decision(True, f"{seat}号红牌罚下({card.reason}):{_effect_zh(card)}",
                        f"#{seat} is sent off with a red card ({card.reason}): {_effect_en(card)}", red_card=True)

    def yellow_card(self, seat: Seat, day: int) -> Decision:
        """A yellow card for game day `day` (「未回复投票帖者将被判罚黄牌」): recorded, one per seat per day; with
        `yellows_for_red` set, the card that reaches it is a red card too."""
        s = self._seat(seat)
        self._not_red(seat, s)
        if day < 1:
            raise ValueError(f"讨论日从第1日起计 (game days start at 1): {day}")
        if day in s.yellows:
            raise ValueError(f"{seat}号第{day}日已有黄牌 (seat #{seat} already has a yellow card for day {day})")
        s.yellows.append(day)
        limit = self.settings.yellows_for_red
        zh = f"{seat}号第{day}日黄牌(共{len(s.yellows)}张)。"
        en = f"#{seat} gets a yellow card for day {day} ({len(s.yellows)} in all)."
        if limit is not None and len(s.yellows) >= limit:
            card = self._give_red(s, f"累计{limit}张黄牌")
            return Decision(True, f"{zh}累计{limit}张黄牌,红牌罚下:{_effect_zh(card)}",
                            f"{en} {limit} yellow cards make a red card: {_effect_en(card)}", red_card=True)
        return Decision(True, zh, en)

    # --- 场外助理 -----------------------------------------------------------------------------------------------

    def assign_assistant(self, seat: Seat, person: str, games_played: int) -> Decision:
        """The player of `seat` applies for `person` as his 场外助理. `games_played`: the 版杀 the player took part
        in before this one; with `assistant_count_current` this game counts too, and the total must be ≤ 3."""
        s = self._seat(seat)
        person = _name(person)
        if games_played < 0:
            raise ValueError(f"版杀场次不能为负 (games_played must not be negative): {games_played}")
        count = games_played + (1 if self.settings.assistant_count_current else 0)
        player = s.holder
        if s.red is not None:
            return Decision(False, f"{seat}号已被红牌罚下,不能申请场外助理。",
                            f"#{seat} has been sent off and cannot have an assistant.")
        if count > ASSISTANT_MAX_GAMES:
            return Decision(False, f"{player}的版杀场次累计{count}场:「禁止已参加四场或以上版杀的玩家申请场外助理。」",
                            f"{player} has {count} forum games: players with four or more may not have an assistant "
                            f"(「禁止已参加四场或以上版杀的玩家申请场外助理。」).")
        if s.assistant is not None:
            return Decision(False, f"{player}已有场外助理{s.assistant},每名玩家限一名。",
                            f"{player} already has an assistant ({s.assistant}); one per player.")
        if person in self.everyone():
            return Decision(False, f"{person}是本局的玩家、替补或场外助理,不能担任场外助理。",
                            f"{person} is a player, substitute or assistant in this game and cannot assist.")
        s.assistant = person
        return Decision(True, f"{person}成为{player}的场外助理:「版杀游戏场次累计三场或以下的玩家允许申请场外助理。」"
                              f"(累计{count}场)可查看该玩家的私密信息,不可发帖、投票或发动技能。",
                        f"{person} assists {player} ({count} forum games, at most three allowed): a read-only view of "
                        f"the player's private information; no posts, votes or skills.")

    def reward_shares(self) -> dict[str, str]:
        """「新手玩家的场外助理可以获得等同该玩家的版杀奖励。」: each assistant (current, or former after a
        substitution) and the player whose reward he receives an equal share of (A-LR-33: the result records him)."""
        shares: dict[str, str] = {}
        for s in self.seats.values():
            shares.update(dict(s.former_assistants))
            if s.assistant is not None:
                shares[s.assistant] = s.holder
        return shares

    # --- state ----------------------------------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        """Plain JSON data (seats as strings), for the game state."""
        return {
            "settings": {"red_card": self.settings.red_card, "yellows_for_red": self.settings.yellows_for_red,
                         "assistant_count_current": self.settings.assistant_count_current},
            "seats": {str(seat): {"holders": list(s.holders), "substitutions": s.substitutions,
                                  "yellows": list(s.yellows),
                                  "red": None if s.red is None else {"reason": s.red.reason, "effect": s.red.effect},
                                  "assistant": s.assistant,
                                  "former_assistants": [[a, p] for a, p in s.former_assistants]}
                      for seat, s in self.seats.items()},
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Staffing:
        """Rebuild from `to_json`; malformed data is a ValueError."""
        try:
            st = data["settings"]
            settings = StaffSettings(red_card=st["red_card"], yellows_for_red=st["yellows_for_red"],
                                     assistant_count_current=bool(st["assistant_count_current"]))
            seats = {int(k): v for k, v in data["seats"].items()}
            staff = cls({seat: v["holders"][0] for seat, v in seats.items()}, settings)
            for seat, v in seats.items():
                red = v["red"]
                staff.seats[seat] = SeatStaff(
                    holders=[_name(h) for h in v["holders"]], substitutions=int(v["substitutions"]),
                    yellows=[int(d) for d in v["yellows"]],
                    red=None if red is None else RedCard(str(red["reason"]), _effect(red["effect"])),
                    assistant=None if v["assistant"] is None else _name(v["assistant"]),
                    former_assistants=[(_name(a), _name(p)) for a, p in v["former_assistants"]])
        except (KeyError, TypeError, AttributeError, IndexError, ValueError) as exc:
            raise ValueError(f"替补记录格式有误 (malformed staffing data): {exc!r}") from None
        return staff

    # --- helpers --------------------------------------------------------------------------------------------------

    def _seat(self, seat: Seat) -> SeatStaff:
        if seat not in self.seats:
            raise ValueError(f"没有这个座位 (no such seat): {seat}; 座位: {sorted(self.seats)}")
        return self.seats[seat]

    @staticmethod
    def _not_red(seat: Seat, s: SeatStaff) -> None:
        if s.red is not None:
            raise ValueError(f"{seat}号已被红牌罚下 (seat #{seat} has already been sent off): {s.red.reason}")

    def _give_red(self, s: SeatStaff, reason: str) -> RedCard:
        s.red = RedCard(reason, self.settings.red_card)
        return s.red


def _name(person: Any) -> str:
    if not isinstance(person, str) or not person.strip():
        raise ValueError(f"玩家名不能为空 (a person's name must be a non-empty string): {person!r}")
    return person.strip()


def _effect(value: Any) -> RedCardEffect:
    if value == "out":
        return "out"
    if value == "idle":
        return "idle"
    raise ValueError(f"红牌效果应为 out 或 idle (red_card must be out | idle): {value!r}")


def _effect_zh(card: RedCard) -> str:
    return "出局(红牌)。" if card.effect == "out" else "挂机:仍存活但不能行动。"


def _effect_en(card: RedCard) -> str:
    return "out (red card)." if card.effect == "out" else "idle: still alive but cannot act."


__all__ = ["ASSISTANT_MAX_GAMES", "SUBSTITUTIONS_PER_CHARACTER", "Decision", "RedCard", "Seat", "SeatStaff",
           "StaffSettings", "Staffing"]
