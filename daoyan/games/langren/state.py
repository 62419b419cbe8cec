"""The state of a 版杀 game: each character's cards (初始底牌, 实际身份, the card whose skills he uses), 实际阵营,
whether
out and how, [寡言], the skills spent; the night being played; the links that drag outs ([情侣], <同命>, …); the
factions 判负; the 警长; what the next 公示 will post."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .board import Board, Role, Skill


@dataclass
class Char:
    seat: int
    dealt: str  # 初始底牌: the identity dealt at stage 0
    identity: str  # 实际身份 (A-LR-15: 「盗贼是身份排列中最末尾的身份」 — a 盗贼 playing 女巫 is still a 盗贼)
    card: str  # the card whose skills he uses and that checks see (表面身份; <swap> exchanges cards)
    faction: str  # 实际阵营
    alive: bool = True
    out_cause: str | None = None  # 投票出局, 冤死, 杀人, 毒药, 最后一枪, 红牌, a chain (情侣, …)
    out_day: int | None = None
    red: bool = False  # 红牌罚下 (A-LR-32)
    silenced_day: int | None = None  # [寡言] for that discussion day
    silenced_forever: bool = False  # a permanent [寡言] (the loss conditions 负2)
    spent: set[str] = field(default_factory=set)  # once-a-game skills used
    last: dict[str, tuple[int, int]] = field(default_factory=dict)  # skill -> (night, target) of its last use
    yellow: list[int] = field(default_factory=list)  # the days he got a yellow card
    substituted: bool = False  # 「每名角色仅限更换一次替补」
    revealed: bool = False  # his card was shown to everyone (<flip>)
    tags: frozenset[str] = frozenset()

    def silenced(self, day: int) -> bool:
        return self.silenced_forever or self.silenced_day == day


@dataclass
class Kill:
    target: int
    place: str  # its place in 凌晨 (9)'s order
    skill: str
    actor: int
    cause: str  # the out cause the 公示 and the judge record (毒药 for any poison)


@dataclass
class Night:
    day: int
    kills: list[Kill] = field(default_factory=list)
    aimed: dict[str, list[int]] = field(default_factory=dict)  # skill -> the characters it was aimed at tonight
    protected: dict[int, set[str]] = field(default_factory=dict)  # character -> skills stopped on him tonight
    saved: set[tuple[int, str]] = field(default_factory=set)  # (character, skill) cancelled on him tonight
    groups: dict[int, set[str]] = field(default_factory=dict)  # seat -> skill groups used tonight (one potion a night)
    outs: list[tuple[int, str]] = field(default_factory=list)  # 凌晨 (7)'s list: (character, cause) in order


@dataclass
class LState:
    board: Board
    chars: dict[int, Char]
    lost: set[str] = field(default_factory=set)  # factions 判负 (permanent, A-LR-2)
    in_play: frozenset[str] = frozenset()  # the factions of stage 2 (A-LR-2 step 0)
    sheriff: int | None = None
    last_judged: tuple[Any, Any] | None = None  # judging: the last (table, board, settings) and its judgement
    # (kind, a, b): when one goes out, so does the other
    links: list[tuple[str, int, int]] = field(default_factory=list)
    modes: dict[str, str] = field(default_factory=dict)  # role -> the mode chosen at stage 1 (<模式选择>)
    overrides: dict[str, dict[str, object]] = field(default_factory=dict)  # skill -> target fields the mode changes
    night: Night = field(default_factory=lambda: Night(0))
    vote_outs: list[int] = field(default_factory=list)  # today's [投票出局] / <冤死> (黄昏 (3): 「分开列出」)
    other_outs: list[int] = field(default_factory=list)  # every other out since the last 公示
    since_open: list[int] = field(default_factory=list)  # outs since the last 开门 (遗言, 警长 handover)
    last_words: dict[int, str] = field(default_factory=dict)  # for the next 公示
    announced: set[int] = field(default_factory=set)  # outs already made public by a 公示
    # the finished periods (a day: 白昼 + 黄昏; a night: 早夜 … 晨曦), each with the seats that went out in it (炽天使)
    periods: list[list[int]] = field(default_factory=list)
    period_outs: list[int] = field(default_factory=list)  # the current period's outs
    out_now: list[tuple[int, str]] = field(default_factory=list)  # a Python effect's outs, settled when it returns
    # what third-party role plugins count (a Python effect writes them; the judge reads them: judge_conditions.py)
    counters: dict[str, dict[str, Any]] = field(default_factory=dict)
    plugin_wins: dict[str, bool] = field(default_factory=dict)  # faction -> its plugin's own win holds now
    accelerated: bool = False  # today is under 执行加速
    votes: dict[int, int | str] = field(default_factory=dict)  # today's standing votes: voter -> target or 弃权

    def period_end(self) -> None:
        """A day (白昼 + 黄昏) or a night (早夜 … 晨曦) is over:
        「16、炽天使:连续两天两夜没有任何角色出局(红牌罚下不计)」 reads these (the judge leaves the red-carded out)."""
        self.periods.append(self.period_outs)
        self.period_outs = []

    def role(self, seat: int) -> Role:
        return self.board.roles[self.chars[seat].card]

    def skills(self, seat: int) -> tuple[Skill, ...]:
        return self.role(seat).skills

    def living(self) -> list[int]:
        return [x for x, c in sorted(self.chars.items()) if c.alive]

    def team_of(self, seat: int) -> list[int]:
        team = self.role(seat).team
        return [x for x in self.living() if team is not None and self.role(x).team == team and not self.chars[x].red]

    def shown_camp(self, seat: int) -> str:
        """What a <check> of camp sees: 狼人 when the card's (or its `shown_as`) faction is 狼人, else 好人."""
        return self.role(seat).shown_camp
