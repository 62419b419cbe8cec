"""The state of a game of 《亡灵低语2.x》: each character's identity (dealt and current), camp, whether out or 挂机, the
<限定> skills spent; the 死亡圣器 (holder, master, the <诅咒> count) and the 神眷者; the <团队> groups.

「角色在被分发身份后，最开始属于其身份所属阵营。游戏过程中可能会发生角色阵营的转变。」"""

from __future__ import annotations

from dataclasses import dataclass, field

from .identities import IDENTITY, WANGLING, Skill, identity


@dataclass
class Character:
    seat: int
    dealt: str  # the human identity dealt at the start (flipping back returns to it, A-WL-10)
    identity: str  # the current identity
    out: bool = False  # 「每名角色仅能出局一次」
    afk: bool = False  # 挂机: 「被红牌罚下的角色自动进入挂机状态」
    spent: set[str] = field(default_factory=set)  # <限定> skills already used (they stay used after a flip back)
    copied: Skill | None = None  # a skill gained by <拓印>
    xuti: bool = False  # a 恶灵 out by the vote who used <虚体>: out, but still speaks and votes (A-WL-12)
    last_qingxi: int | None = None  # the night of his last <轻袭> (「骑兵不能连续两个夜晚使用<轻袭>」)
    fangfan_spent: bool = False  # <防反> fired: 「随后此技能不能再次发动」
    out_as: str | None = None  # his identity when he went out (<安葬>)

    @property
    def camp(self) -> str:
        """The camp of the current identity: a flip to a 亡灵 identity makes the character 亡灵阵营."""
        camp = identity(self.identity).camp
        assert camp is not None
        return camp

    @property
    def undead(self) -> bool:
        return self.camp == WANGLING

    @property
    def acting(self) -> bool:
        """May still discuss, vote and use skills: neither out nor 挂机 (「不能继续参与讨论、投票、行使特权」)."""
        return not self.out and not self.afk

    @property
    def votes(self) -> bool:
        """May vote: acting, or a 虚体 恶灵 (「仍保留发言权和投票权」)."""
        return (self.acting or self.xuti) and not self.afk


#: The <团队> groups of the deal: 「标明<团队>的技能拥有者互知共群」. 民兵 share <牵制> (「所有民兵共同选择」);
#: 恶徒 share <藏匿> and <追踪>.
GROUPS: dict[str, tuple[str, ...]] = {"民兵": ("枪兵", "骑兵", "弓兵"), "恶徒": ("恶徒",)}


@dataclass
class Bulletin:
    """What the next day's 公示 will post: 「公示前一日出局的角色名单以及对应的遗言，今日神眷者（如果有的话）
    公示前日权势、前夜剑痕。」"""

    day_outs: list[int] = field(default_factory=list)  # the day's outs (the vote, <陷阱>), in order
    night_outs: list[int] = field(default_factory=list)  # the night's, in the settlement's order
    last_words: dict[int, str] = field(default_factory=dict)
    quanshi: list[int] | None = None  # the characters a <权势> named (None: no <权势>)
    jianhen: list[str] = field(default_factory=list)
    paper: list[str] = field(default_factory=list)  # the 晨报, one text per writer who wrote (none: no 晨报)


@dataclass
class WState:
    chars: dict[int, Character]
    groups: dict[str, list[int]] = field(default_factory=dict)  # a group's members (seats), in seat order
    shengqi: int | None = None  # the seat holding the [死亡圣器]
    master: int | None = None  # the 圣器's master (<认主>)
    curse_left: int = 3  # 「<诅咒>技能的初始次数为3」
    shenjuanzhe: int | None = None  # the 神眷者 (elected on day 1)
    held_nights: int = 0  # complete nights in a row the holder has held the 圣器 as a human (<认主>)
    posted_outs: list[int] = field(default_factory=list)  # the outs posted so far (a night's wait for the 公示)
    posted_shenjuanzhe: int | None = None  # the 神眷者 as last posted (day 1's waits for day 2's 公示: W-D1)
    shengqi_moves: int = 0  # how many times the 圣器 has changed hands (a night it moved in is not held whole: W-R1)
    blessed_last: int | None = None  # last night's blessed character (「不能连续两晚受到<祝福>效果影响」)
    qianzhi_units: set[int] = field(default_factory=set)  # <牵制> units used: nights 1–2 are unit 1, … (A-WL-3)
    yezhiya_used: set[int] = field(default_factory=set)  # 「每名已出局角色只能被<夜之牙>选择一次」
    bulletin: Bulletin = field(default_factory=Bulletin)  # for the next day's 公示
    quanshi: list[int] | None = None  # <权势>: only these characters' votes count today
    guibian: tuple[int, int] | None = None  # <诡辩>: (学者, the character named) for the next vote
    anhun: dict[int, int] = field(default_factory=dict)  # tonight's <安魂>: 慰魂师 -> target
    tuoyin: dict[int, Skill] = field(default_factory=dict)  # tonight's <拓印>: 学者 -> the skill he will gain
    aimed: dict[int, list[tuple[str, str]]] = field(default_factory=dict)  # tonight: target -> (skill, feedback)
    jingjie: dict[int, int] = field(default_factory=dict)  # tonight's <警戒>: 弓兵 -> target

    def living(self) -> list[int]:
        return [s for s, c in sorted(self.chars.items()) if not c.out]

    def seats_of(self, name: str) -> list[int]:
        """The seats whose current identity is `name`."""
        if name not in IDENTITY:
            identity(name)  # a clear error for an unknown name
        return [s for s, c in sorted(self.chars.items()) if c.identity == name]
