"""Who holds which skill now, and the night's batches (002_df7a4ea6bd54eb52.txt 「夜晚发动技能阶段」).

A character's skills are his current identity's (「当一名角色转化身份时，该角色…失去当前所有身份技能…并获得对应身份的
身份技能」), plus 伪装's 「任意角色成为活尸后，不会失去原身份的<团队>技能」, plus a skill copied by <拓印>, plus the
marks' (死亡圣器, 神眷者)."""

from __future__ import annotations

from .identities import IDENTITY, MARK, SHENGQI, SHENJUANZHE, Skill
from .state import Character, WState

#: 「提前结算技能：属于这一批次的技能包括<牵制><潜行>。」
EARLY = ("牵制", "潜行")
#: 「即时结算技能：…包括<安葬><侦测><拓印><探查><诈骗><夜之手>。」 in the order the 圣器 moves: 「移动圣物顺序：<夜之手>
#: <诈骗><探查>」 (the information skills first: their order does not matter, 「可以自行决定顺序」).
INSTANT = ("安葬", "侦测", "拓印", "夜之手", "诈骗", "探查")
#: 「正常结算技能：…包括<祝福><剑痕><蓄力斩><防反><圣光><突击><警戒><陷阱><长眠><安魂><轻袭><偷袭><诡辩>
#: <夜之牙><啃咬>。」
NORMAL = ("祝福", "剑痕", "蓄力斩", "防反", "圣光", "突击", "警戒", "陷阱", "长眠", "安魂", "轻袭", "偷袭", "诡辩",
          "夜之牙", "啃咬")
NIGHT = EARLY + INSTANT + NORMAL


def skills_of(s: WState, seat: int) -> list[Skill]:
    """The skills `seat` holds now."""
    c = s.chars[seat]
    out = list(IDENTITY[c.identity].skills)
    if c.identity == "活尸":  # 伪装<强制>
        out += [k for k in IDENTITY[c.dealt].skills if k.team and k.name not in {x.name for x in out}]
    if c.copied is not None:
        out.append(c.copied)
    if s.shengqi == seat:
        out += list(MARK[SHENGQI].skills)
    if s.shenjuanzhe == seat:
        out += list(MARK[SHENJUANZHE].skills)
    return out


_NAMES: dict[tuple[str, str, str | None, bool, bool], frozenset[str]] = {}


def skill_names(s: WState, seat: int) -> frozenset[str]:
    """The names of the skills `seat` holds now (`skills_of` depends on nothing else than this key: kept per key)."""
    c = s.chars[seat]
    key = (c.identity, c.dealt, c.copied.name if c.copied is not None else None, s.shengqi == seat,
           s.shenjuanzhe == seat)
    names = _NAMES.get(key)
    if names is None:
        names = _NAMES[key] = frozenset(k.name for k in skills_of(s, seat))
    return names


def holders(s: WState, name: str) -> list[int]:
    """The acting characters who hold `name`, in seat order."""
    return [seat for seat, c in sorted(s.chars.items()) if c.acting and name in skill_names(s, seat)]


def has(s: WState, seat: int, name: str) -> bool:
    return name in skill_names(s, seat)


def immune_to_curse(s: WState, seat: int) -> bool:
    """牧师 「神恩<强制>：牧师不受<诅咒>技能影响。」, 慰魂师 「虔诚<强制>：慰魂师不受<诅咒>技能影响」,
    神眷者 「神恩<强制>：神眷者免疫<诅咒>技能。」"""
    return has(s, seat, "神恩") or has(s, seat, "虔诚")


def group_voice(s: WState, members: list[int]) -> int | None:
    """Who submits a <团队> skill's decision (「共同决定技能如何发动」): the first member in seat order who may act
    (the group agrees among itself; the 导演 takes one submission)."""
    for seat in members:
        if s.chars[seat].acting:
            return seat
    return None


def night_users(s: WState, name: str) -> list[int]:
    """The acting characters who hold the night skill `name` (a <团队> one: its group's voice only)."""
    users = holders(s, name)
    if not users:
        return []
    skill = next(k for k in skills_of(s, users[0]) if k.name == name)
    if skill.team:
        voice = group_voice(s, users)
        return [voice] if voice is not None else []
    return users


def spent(c: Character, skill: Skill) -> bool:
    """<限定>: 「只能发动一次」 (a flip back does not give it again, A-WL-10)."""
    return skill.once and skill.name in c.spent
