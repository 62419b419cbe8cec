"""夜晚结算阶段 (002_df7a4ea6bd54eb52.txt):

「确定受到<祝福>的角色。
在结算阶段，确定受到每次[致死伤害]的角色，依次如下结算：
如果该角色是告死者，或者是当夜受到<圣光>的非亡灵阵营角色，此次[致死伤害]无效；
如果该角色当夜受到<祝福>成功作用，此次[致死伤害]无效，<祝福>效应终止；
如果该角色当夜成功发动了<防反>，改为对<防反>的角色结算此次[致死伤害]；
该角色于夜晚结束时出局。」

and the order of the outs: 「所有出局角色按照<圣光><长眠><突击><轻袭>（如果双死骑兵在后）<蓄力斩><偷袭><啃咬><夜之牙>
的顺序排列。<陷阱>插入。」 Damages are settled in that order (the book's one order of the night's killing skills), each
through the four steps for its current target; a redirected damage restarts at step 1 for its new target (A-WL-5).
<陷阱>① (「当游荡者在该夜受到致死伤害出局时，对其造成一次[致死伤害]」) is settled right after the 游荡者's own out and
listed there (A-WL-8). <死灵咒> comes after, in the flow (it needs the 告死者's answer)."""

from __future__ import annotations

from dataclasses import dataclass, field

from .state import WState

#: The order of the night's outs and of settling its damages.
ORDER = ("圣光", "长眠", "突击", "轻袭", "蓄力斩", "偷袭", "啃咬", "夜之牙")


@dataclass(frozen=True)
class Damage:
    """One [致死伤害]: the skill that deals it, its user, its target."""

    skill: str
    source: int
    target: int


@dataclass
class Night:
    """What the night's skills left for the settlement."""

    damages: list[Damage] = field(default_factory=list)
    removed: list[tuple[int, str]] = field(default_factory=list)  # 圣光/长眠 on a 亡灵: 「该角色当夜结算时出局」
    shengguang: set[int] = field(default_factory=set)  # characters under <圣光> (a non-亡灵 one is protected)
    blessed: int | None = None  # the character <祝福> protects (see `blessed`)
    fangfan: dict[int, int] = field(default_factory=dict)  # 剑士 -> the character who takes his first damage
    traps: dict[int, int] = field(default_factory=dict)  # 游荡者 -> <陷阱>① target
    untouchable: set[int] = field(default_factory=set)  # <潜行>: 「不受任何其他角色的技能效果影响」


@dataclass
class Settled:
    outs: list[tuple[int, str]]  # (seat, the skill that put him out), in the 公示 order
    voided: list[tuple[Damage, str]]  # damages that did nothing, with the step that voided them
    blessing_used: bool
    fangfan_used: list[int]  # 剑士 whose <防反> fired (「随后此技能不能再次发动」)


def blessed(blessings: dict[int, int], barred: int | None) -> int | None:
    """<祝福>: 「若某位角色得到的<祝福>比其他角色都要多且至少为2，该角色当晚免疫一次[致死伤害]。
    同一名角色不能连续两晚受到<祝福>效果影响。」 `blessings`: blesser -> blessed. `barred`: last night's blessed
    character, who still counts in the majority — so if he has the most, nobody is blessed (A-WL-4).

    >>> blessed({1: 5, 2: 5, 3: 6}, None), blessed({1: 5, 2: 6}, None), blessed({1: 5, 2: 5}, 5)
    (5, None, None)
    """
    counts: dict[int, int] = {}
    for target in blessings.values():
        counts[target] = counts.get(target, 0) + 1
    if not counts:
        return None
    most = max(counts.values())
    tops = [t for t, n in counts.items() if n == most]
    if most < 2 or len(tops) > 1 or tops[0] == barred:
        return None
    return tops[0]


def settle(s: WState, night: Night) -> Settled:
    """Settle the night's [致死伤害] and removals; nothing in `s` changes (the flow applies the outs at night end)."""
    outs: list[tuple[int, str]] = []
    voided: list[tuple[Damage, str]] = []
    gone: set[int] = set()
    bless_left = night.blessed is not None
    fired: list[int] = []

    def out(seat: int, skill: str) -> bool:
        if seat in gone:  # 「每名角色仅能出局一次」
            return False
        gone.add(seat)
        outs.append((seat, skill))
        return True

    def hit(d: Damage) -> None:
        nonlocal bless_left
        target = d.target
        if target in night.untouchable and d.source != target:
            voided.append((d, "潜行"))
            return
        while True:
            c = s.chars[target]
            if c.identity == "告死者":  # 不朽
                voided.append((d, "告死者"))
                return
            if target in night.shengguang and not c.undead:
                voided.append((d, "圣光"))
                return
            if bless_left and target == night.blessed:
                bless_left = False  # 「<祝福>效应终止」
                voided.append((d, "祝福"))
                return
            if target in night.fangfan and target not in fired and night.fangfan[target] not in night.untouchable:
                # a <潜行> 游荡者 「不受任何其他角色的技能效果影响」: 防反 cannot make him bear it; the 剑士 does (W-Q1)
                fired.append(target)
                target = night.fangfan[target]  # 「改为对<防反>的角色结算此次[致死伤害]」: from step 1 again (A-WL-5)
                continue
            break
        if out(target, d.skill) and target in night.traps:  # 陷阱①, listed right after the 游荡者 (A-WL-8)
            hit(Damage("陷阱", target, night.traps[target]))

    for skill in ORDER:
        for seat, why in night.removed:
            if why == skill:
                out(seat, skill)
        for d in night.damages:
            if d.skill == skill and not (skill == "轻袭" and d.target == d.source):
                hit(d)
        if skill == "轻袭":  # 「（如果双死骑兵在后）」: the 骑兵's own damage after every 轻袭 target's
            for d in night.damages:
                if d.skill == skill and d.target == d.source:
                    hit(d)
    for d in night.damages:  # a damage of no night skill (<陷阱>② by day: W-T1), after them, in the order given
        if d.skill not in ORDER:
            hit(d)
    return Settled(outs, voided, night.blessed is not None and not bless_left, fired)
