"""Boards and role plugins: the identities of one 版杀 game, written by its 导演 in a YAML file (docs/langren_roles.md).

The book names the identities and the step each skill sits in, and no role texts; a board file gives each role its
faction, its tags, and its skills: the slot (a step of 总体流程, checked against the book), a deadline, the targets,
and an effect built from primitives (kill, poison, protect, save, check, inform, silence, link, swap, flip, mode), or a
Python function (the escape hatch). Everything is validated when the file is loaded, and every mistake is reported
with the line it is on.

>>> b = load_board("standard")
>>> b.name, b.seats, [r for r in b.order]
('标准板', 12, ['狼人', '预言家', '女巫', '猎人', '守卫', '村民'])
>>> b.roles["守卫"].skills[1].slot, b.roles["守卫"].skills[1].effect
('午夜(7)', 'protect')
>>> load_text("board: x\\nroles: {甲: {faction: 狼人, skills: {砍: {slot: 深夜(9)}}}}\\n", "x.yaml")
... # doctest: +ELLIPSIS
Traceback (most recent call last):
...
daoyan.games.langren.board.BoardError: x.yaml 第2行: 技能 甲<砍> 的 slot '深夜(9)' 不是总体流程中的步骤 ...
"""

from __future__ import annotations

import functools
import importlib
import inspect
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from ...core.errors import ConfigError
from ...i18n import GLOSSARY
from .book import CHAINS, GENERIC_HOLDERS, OUT_PLACE, REACTIVE, STEP, STEPS, Step, book_slots
from .judge_conditions import KINDS

BOARDS_DIR = Path(__file__).with_name("boards")
FACTIONS_BASE = ("狼人", "村民", "不定")
WHO = ("living", "others", "self", "out", "none")
USES = ("night", "game", "always")
EFFECTS = ("kill", "poison", "protect", "save", "check", "inform", "silence", "link", "swap", "flip", "mode")
SAVE_SELF = ("never", "first_night", "always")
CHECK_ANSWERS = ("camp", "identity")


class BoardError(ConfigError):
    """A board or role plugin file with a mistake; the message names the file and the line."""


# -- YAML with line numbers ------------------------------------------------------------------------------------------
class LMap(dict[Any, Any]):
    """A mapping that remembers the line of each key (1-based)."""

    line: int = 0
    lines: dict[Any, int]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.lines = {}


class LList(list[Any]):
    line: int = 0
    lines: list[int]


class _Loader(yaml.SafeLoader):
    pass


def _map(loader: _Loader, node: yaml.MappingNode) -> LMap:
    m = LMap()
    m.line = node.start_mark.line + 1
    m.lines = {}
    for k_node, v_node in node.value:
        key = loader.construct_object(k_node, deep=True)
        at = k_node.start_mark.line + 1
        if isinstance(key, (list, dict)):
            raise _Ctx(loader.name).fail(at, f"键 {key!r} 应是一个名字", f"the key {key!r} must be a name")
        if key in m:
            raise _Ctx(loader.name).fail(at, f"重复的键 {key!r} (第{m.lines[key]}行已有)",
                                         f"duplicate key {key!r} (already on line {m.lines[key]})")
        m[key] = loader.construct_object(v_node, deep=True)
        m.lines[key] = k_node.start_mark.line + 1
    return m


def _seq(loader: _Loader, node: yaml.SequenceNode) -> LList:
    seq = LList(loader.construct_object(n, deep=True) for n in node.value)
    seq.line = node.start_mark.line + 1
    seq.lines = [n.start_mark.line + 1 for n in node.value]
    return seq


_Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _map)
_Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_SEQUENCE_TAG, _seq)


# -- the model -------------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Target:
    who: str = "living"  # living | others (living, not himself) | self | out | none
    count: int = 1
    not_last: bool = False  # not the character he chose the last time he used it (守卫: 「不能连续两晚守护同一人」)
    optional: bool = True  # he may decline (a <强制> skill may not)


@dataclass(frozen=True)
class Skill:
    name: str
    role: str
    slot: str  # a step key (「午夜(7)」, 「游戏开始」) or "out" (used when its holder goes out: 黄昏 (2) / 晨曦 (2))
    effect: str  # one of EFFECTS, or "python"
    params: dict[str, Any] = field(default_factory=dict)
    target: Target = Target()
    uses: str = "night"  # night: once per night (or per day for a 黄昏 skill); game: once a game; always: each time
    team: bool = False  # one decision for the role's team: any living member may submit, the last one counts
    group: str | None = None  # at most one skill of a group per night (女巫's potions, A-LR-38)
    deadline: int | None = None  # minutes after 关门 (default: the book's heading over its step)
    unless_out_by: tuple[str, ...] = ()  # a `slot: out` skill is not used after these causes (「毒药」, 「红牌」)
    python: Callable[..., Any] | None = None
    line: int = 0
    user: str = "living"  # who may use it at its slot: living | fallen (went out this day, not by a red card) | both

    @property
    def key(self) -> str:
        return f"{self.role}<{self.name}>"


@dataclass(frozen=True)
class Role:
    name: str
    faction: str  # the home faction: 狼人 | 村民 | 不定 | a third-party faction's name
    skills: tuple[Skill, ...]
    tags: frozenset[str] = frozenset()  # 「群内」「接刀」
    team: str | None = None  # members know each other; team skills are one decision
    shown_as: str | None = None  # the faction a <check> sees (default: his faction)
    en: str = ""
    line: int = 0

    @property
    def shown_camp(self) -> str:
        """What a <check> of camp sees: 狼人 when its faction (or its `shown_as`) is 狼人, else 好人."""
        return "狼人" if (self.shown_as or self.faction) == "狼人" else "好人"


@dataclass(frozen=True)
class Board:
    name: str
    deal: dict[str, int]  # identity -> cards
    order: tuple[str, ...]  # 身份表 (A-LR-15): 「按照发动者[实际身份]排序」
    roles: dict[str, Role]
    wolf_min: int
    village_min: int
    sheriff: str = "none"  # none | host (the 导演 names the first 警长: setting 警长)
    auto_accelerate_at: int = 0
    special_win: frozenset[str] = frozenset()
    third_party: dict[str, str] = field(default_factory=dict)
    name_en: str = ""
    source: str = ""

    @property
    def seats(self) -> int:
        return sum(self.deal.values())

    def deck(self) -> list[str]:
        """The identity cards dealt at stage 0, one per seat, in the board's order (the deal shuffles them)."""
        return [r for r, n in self.deal.items() for _ in range(n)]

    @functools.cached_property
    def slots(self) -> frozenset[str]:
        """The steps any role of the board has a skill in (a character's skills are always its card's, one of these
        roles): the flow passes over the other steps at once."""
        return frozenset(sk.slot for role in self.roles.values() for sk in role.skills)

    def place(self, identity: str) -> int:
        """The identity's place in the 身份表."""
        return self.order.index(identity) if identity in self.order else len(self.order)


# -- loading and validation ------------------------------------------------------------------------------------------
#: Steps the 导演 settles himself; the flow asks no skill there (a `slot: out` skill is used at 黄昏 (2) / 晨曦 (2)).
HOST_STEPS = ("黄昏(1)", "黄昏(2)", "黄昏(3)", "凌晨(7)", "凌晨(8)", "凌晨(9)", "晨曦(1)", "晨曦(2)", "晨曦(4)")
_INDEX = {s.key: i for i, s in enumerate(STEPS)}
#: 「初步按照(9)的顺序结算出局名单」 (凌晨 (7)) reads the night's kills, guards and saves: made from 早夜 (1) on (the
#: night starts there) up to 凌晨 (6), they reach it; made anywhere else they would reach no list.
NIGHT_LIST_STEPS = tuple(s.key for s in STEPS if _INDEX["早夜(1)"] <= _INDEX[s.key] <= _INDEX["凌晨(6)"])
#: The out causes a `slot: out` skill may name in unless_out_by, besides the board's skill names.
OUT_CAUSES = ("投票出局", "冤死", "毒药", "红牌", *CHAINS)
OVERRIDABLE = ("who", "not_last")  # the target fields a mode may change (flow.target_options)


def _previous_heading(step: Step) -> int:
    """The 「关门后N分钟内」 heading before the one over `step` (0 for the first): the step opens only after it."""
    return max((s.minutes for s in STEPS[:_INDEX[step.key]] if s.minutes is not None and step.minutes is not None
                and s.minutes < step.minutes), default=0)


class _Ctx:
    def __init__(self, source: str) -> None:
        self.source = source
        self.params: dict[tuple[str, str, str], int] = {}  # (role, skill, parameter) -> its line

    def fail(self, line: int, zh: str, en: str) -> BoardError:
        return BoardError(f"{self.source} 第{line}行: {zh} ({self.source} line {line}: {en})")


def _keys(ctx: _Ctx, m: Any, where: str, allowed: set[str], line: int) -> LMap:
    if not isinstance(m, LMap):
        raise ctx.fail(line, f"{where} 应是一个映射 (键: 值)", f"{where} must be a mapping")
    for k in m:
        if k not in allowed:
            raise ctx.fail(m.lines[k], f"{where} 中未知的键 {k!r}; 可用: {', '.join(sorted(allowed))}",
                           f"unknown key {k!r} in {where}; allowed: {', '.join(sorted(allowed))}")
    return m


def _int(ctx: _Ctx, v: Any, line: int, what: str, low: int = 0) -> int:
    if isinstance(v, bool) or not isinstance(v, int) or v < low:
        raise ctx.fail(line, f"{what} 应是 ≥{low} 的整数, 得到 {v!r}",
                       f"{what} must be a whole number ≥ {low}, got {v!r}")
    return v


def _name(ctx: _Ctx, v: Any, line: int, what: str) -> str:
    if not isinstance(v, str) or not v.strip():
        raise ctx.fail(line, f"{what} 应是一段文字, 得到 {v!r}", f"{what} must be text, got {v!r}")
    return v


#: Where a board's `python:` functions may come from: this package's examples, the installed packages that declare
#: the entry point group `daoyan.langren_plugins`, and the modules the operator lists in DAOYAN_LANGREN_PLUGINS
#: (comma-separated). A board names data; it never makes anything else importable (docs/security.md).
PLUGIN_GROUP = "daoyan.langren_plugins"
BUILT_IN_PLUGINS = ("daoyan.games.langren.plugin_examples",)


def plugin_modules() -> set[str]:
    """The modules a board's `python:` may name (read each time: the operator's setting may change between loads)."""
    from importlib.metadata import entry_points

    allowed = set(BUILT_IN_PLUGINS)
    allowed |= {ep.value.partition(":")[0].strip() for ep in entry_points(group=PLUGIN_GROUP)}
    allowed |= {m.strip() for m in os.environ.get("DAOYAN_LANGREN_PLUGINS", "").split(",") if m.strip()}
    return allowed


def _python(ctx: _Ctx, ref: Any, line: int) -> Callable[..., Any]:
    if not isinstance(ref, str) or ":" not in ref:
        raise ctx.fail(line, f"python 应写成 '模块:函数', 得到 {ref!r}",
                       f"python must be 'module:function', got {ref!r}")
    mod, _, fn = ref.partition(":")
    allowed = plugin_modules()
    if mod not in allowed:  # checked before anything is imported
        raise ctx.fail(line, f"python 模块 {mod!r} 不是已登记的插件 (可用: {', '.join(sorted(allowed))}; "
                       f"插件由已安装的包 ({PLUGIN_GROUP}) 或服务器的 DAOYAN_LANGREN_PLUGINS 提供)",
                       f"python module {mod!r} is not a registered plugin (allowed: {', '.join(sorted(allowed))}; "
                       f"plugins come from installed packages ({PLUGIN_GROUP}) or the server's DAOYAN_LANGREN_PLUGINS)")
    try:
        obj = getattr(importlib.import_module(mod), fn)
    except (ImportError, AttributeError) as e:
        raise ctx.fail(line, f"找不到 python 函数 {ref!r}: {e}", f"python function {ref!r} not found: {e}") from None
    if not callable(obj):
        raise ctx.fail(line, f"{ref!r} 不是函数", f"{ref!r} is not callable")
    try:
        inspect.signature(obj).bind(None, 0, [])
    except TypeError:
        raise ctx.fail(line, f"python 函数 {ref!r} 应接受三个参数 (game, seat, targets)",
                       f"python function {ref!r} must take three arguments (game, seat, targets)") from None
    except ValueError:  # no signature to read (a builtin): taken as it is
        pass
    return obj  # type: ignore[no-any-return]


def _target(ctx: _Ctx, v: Any, line: int, where: str) -> Target:
    if isinstance(v, str):
        v_map = LMap(who=v)
        v_map.lines, v_map.line = {"who": line}, line
        v = v_map
    m = _keys(ctx, v, f"{where} 的 target", {"who", "count", "not_last", "optional"}, line)
    who = m.get("who", "living")
    if who not in WHO:
        raise ctx.fail(m.lines.get("who", line), f"target.who 应是 {'/'.join(WHO)} 之一, 得到 {who!r}",
                       f"target.who must be one of {'/'.join(WHO)}, got {who!r}")
    count = _int(ctx, m.get("count", 1), m.lines.get("count", line), "target.count", 1)
    if count > 2:
        raise ctx.fail(m.lines["count"], "target.count 最多为 2", "target.count is at most 2")
    for k in ("not_last", "optional"):
        if k in m and not isinstance(m[k], bool):
            raise ctx.fail(m.lines[k], f"target.{k} 应是 true/false", f"target.{k} must be true or false")
    if count == 2 and who in ("self", "none"):
        raise ctx.fail(m.lines.get("count", line), f"target.who: {who} 选不出两个目标 (count: 2)",
                       f"target.who: {who} cannot give two targets (count: 2)")
    return Target(who, count, bool(m.get("not_last", False)), bool(m.get("optional", True)))


def _effect(ctx: _Ctx, role: str, name: str, v: Any, line: int, on_out: bool = False) -> tuple[str, dict[str, Any]]:
    if isinstance(v, str):
        kind, params = v, LMap()
    elif isinstance(v, LMap) and len(v) == 1:
        kind = next(iter(v))
        params = v[kind] if v[kind] is not None else {}
        line = v.lines[kind]
        if not isinstance(params, dict):
            raise ctx.fail(line, f"效果 {kind} 的参数应是映射", f"the parameters of effect {kind} must be a mapping")
    else:
        raise ctx.fail(line, "effect 应是一个效果名, 或 {效果名: 参数}", "effect must be a name or {name: parameters}")
    if kind not in EFFECTS:
        raise ctx.fail(line, f"技能 {role}<{name}> 的效果 {kind!r} 未知; 可用: {', '.join(EFFECTS)}",
                       f"unknown effect {kind!r} of {role}<{name}>; known: {', '.join(EFFECTS)}")
    allowed = {"kill": {"place"}, "poison": {"place"}, "protect": {"against"}, "save": {"from", "self"},
               "check": {"answer"}, "inform": {"of", "while_unused"}, "silence": {"permanent"}, "link": {"kind"},
               "swap": set(), "flip": set(), "mode": {"modes"}}[kind]
    p = dict(params)
    pl: dict[Any, int] = params.lines if isinstance(params, LMap) else {}
    for k in p:
        if k not in allowed:
            raise ctx.fail(pl.get(k, line), f"效果 {kind} 没有参数 {k!r}; 可用: {', '.join(sorted(allowed)) or '无'}",
                           f"effect {kind} takes no parameter {k!r}; allowed: {', '.join(sorted(allowed)) or 'none'}")
    for k in allowed:
        ctx.params[(role, name, k)] = pl.get(k, line)
    if kind in ("kill", "poison"):
        default = f"{role}<{name}>" if f"{role}<{name}>" in OUT_PLACE else (
            "女巫<毒药>" if (role, kind) == ("女巫", "poison") else "其他<毒药>" if kind == "poison" else None)
        place = p.get("place", default)
        if on_out and "place" not in p:
            place = None  # an out's own skill (黄昏/晨曦 (2)) takes effect when it resolves, not in the night list
        elif place not in OUT_PLACE:
            raise ctx.fail(pl.get("place", line), f"{role}<{name}> 需要 place: 凌晨(9) 出局顺序中的位置, "
                           f"得到 {place!r}; "
                           f"可用: {', '.join(OUT_PLACE)}",
                           f"{role}<{name}> needs place: its place in the 凌晨(9) out order, got {place!r}")
        p["place"] = place
    if kind == "protect":
        against = p.get("against", ["杀人"])
        if not isinstance(against, list) or not against or not all(isinstance(x, str) for x in against):
            raise ctx.fail(pl.get("against", line), "protect.against 应是技能名的列表",
                           "protect.against is a list of skill names")
        p["against"] = list(against)
    if kind == "save":
        p.setdefault("from", "杀人")
        p.setdefault("self", "never")
        if not isinstance(p["from"], str):
            raise ctx.fail(pl.get("from", line), "save.from 应是一个技能名", "save.from must be a skill name")
        if p["self"] not in SAVE_SELF:
            raise ctx.fail(pl.get("self", line), f"save.self 应是 {'/'.join(SAVE_SELF)} 之一",
                           f"save.self must be one of {'/'.join(SAVE_SELF)}")
    if kind == "check":
        p.setdefault("answer", "camp")
        if p["answer"] not in CHECK_ANSWERS:
            raise ctx.fail(pl.get("answer", line), f"check.answer 应是 {'/'.join(CHECK_ANSWERS)} 之一",
                           f"check.answer must be one of {'/'.join(CHECK_ANSWERS)}")
    if kind == "inform":
        if not isinstance(p.get("of"), str):
            raise ctx.fail(pl.get("of", line), "inform 需要 of: 被告知的技能名",
                           "inform needs of: the skill whose target is told")
        if "while_unused" in p and not isinstance(p["while_unused"], str):
            raise ctx.fail(pl["while_unused"], "inform.while_unused 应是一个技能名",
                           "inform.while_unused must be a skill name")
    if kind == "silence":
        if not isinstance(p.setdefault("permanent", False), bool):
            raise ctx.fail(pl.get("permanent", line), "silence.permanent 应是 true/false", "must be true or false")
    if kind == "link":
        if p.get("kind") not in CHAINS:
            raise ctx.fail(pl.get("kind", line), f"link.kind 应是 {'/'.join(CHAINS)} 之一, 得到 {p.get('kind')!r}",
                           f"link.kind must be one of {'/'.join(CHAINS)}, got {p.get('kind')!r}")
    if kind == "mode":
        modes = p.get("modes")
        if not isinstance(modes, dict) or not modes:
            raise ctx.fail(pl.get("modes", line), "mode 需要 modes: {模式名: {技能: {参数: 值}}}",
                           "mode needs modes: {name: {skill: {field: value}}}")
        ml: dict[Any, int] = modes.lines if isinstance(modes, LMap) else {}
        for mode, over in modes.items():
            at = ml.get(mode, line)
            if not isinstance(mode, str):
                raise ctx.fail(at, f"模式名 {mode!r} 应是文字", f"the mode name {mode!r} must be text")
            if over is None:
                continue
            if not isinstance(over, LMap):
                raise ctx.fail(at, f"模式 {mode} 应是 {{技能: {{参数: 值}}}}",
                               f"mode {mode} is {{skill: {{field: value}}}}")
            for skill, fields in over.items():
                f_map = _keys(ctx, fields, f"模式 {mode} 对 <{skill}> 的改动", set(OVERRIDABLE), over.lines[skill])
                if "who" in f_map and f_map["who"] not in WHO:
                    raise ctx.fail(f_map.lines["who"], f"who 应是 {'/'.join(WHO)} 之一, 得到 {f_map['who']!r}",
                                   f"who must be one of {'/'.join(WHO)}, got {f_map['who']!r}")
                if "not_last" in f_map and not isinstance(f_map["not_last"], bool):
                    raise ctx.fail(f_map.lines["not_last"], "not_last 应是 true/false",
                                   "not_last must be true or false")
                ctx.params[(role, name, f"modes.{mode}.{skill}")] = over.lines[skill]
    return kind, p


SKILL_KEYS = {"slot", "effect", "target", "uses", "team", "group", "deadline", "unless_out_by", "python", "en", "user"}
USERS = ("living", "fallen", "both")


def _book_keys(role: str, team: str | None, name: str) -> tuple[str, set[str]]:
    """Where the book puts this skill: the holder's own entries, else a generic 「其他身份/其余身份<技能>」 entry,
    else the same-named skill of any holder (「其余角色发动的同名技能按照发动者[实际身份]排序在真身份牌的后面」:
    same-named skills resolve together). A step of 黄昏 (2) / 晨曦 (2) reads `out`; steps the 导演 settles are left
    out."""
    def keys(steps: list[Step]) -> set[str]:
        return {"out" if s.key in REACTIVE else s.key for s in steps if s.key not in HOST_STEPS or s.key in REACTIVE}

    for holder in (role, team):
        if holder:
            found = book_slots(name, holder)
            if found:
                return f"{holder}<{name}>", keys(found)
    generic = [s for s in STEPS if any(h in GENERIC_HOLDERS and k == name for h, k in s.skills)]
    if generic:
        return f"其他身份<{name}>", keys(generic)
    return f"<{name}>", keys(book_slots(name))


def _skill(ctx: _Ctx, role: str, team: str | None, name: str, v: Any, line: int) -> Skill:
    where = f"{role}<{name}>"
    m = _keys(ctx, v, f"技能 {where}", SKILL_KEYS, line)
    if "slot" not in m:
        raise ctx.fail(line, f"技能 {where} 需要 slot (例: 午夜(7), 游戏开始, out)",
                       f"{where} needs a slot (e.g. 午夜(7), 游戏开始, out)")
    slot = m["slot"]
    sl = m.lines["slot"]
    if slot != "out" and slot not in STEP:
        raise ctx.fail(sl, f"技能 {where} 的 slot {slot!r} 不是总体流程中的步骤 (例: 午夜(7), 游戏开始, out)",
                       f"the slot {slot!r} of {where} is not a step of 总体流程 (e.g. 午夜(7), 游戏开始, out)")
    if slot in HOST_STEPS:
        raise ctx.fail(sl, f"{slot} 由导演结算, 不能放技能 (用 slot: out 表示出局时发动的技能)",
                       f"{slot} is the 导演's settlement, not a skill slot "
                       "(use slot: out for skills used on going out)")
    said, book = _book_keys(role, team, name)
    if book and slot not in book:
        shown = " / ".join("out (黄昏(2)/晨曦(2))" if k == "out" else k for k in sorted(book, key=_slot_order))
        raise ctx.fail(sl, f"书中 {said} 在 {shown}, 不在 {slot}", f"the book puts {said} at {shown}, not {slot}")
    if "python" in m and "effect" in m:
        raise ctx.fail(m.lines["python"], f"技能 {where} 只能有 effect 或 python 之一",
                       f"{where} takes either an effect or python, not both")
    if "python" in m:
        fn = _python(ctx, m["python"], m.lines["python"])
        kind, params = "python", dict[str, Any]()
    else:
        if "effect" not in m:
            raise ctx.fail(line, f"技能 {where} 需要 effect 或 python", f"{where} needs an effect or python")
        fn = None
        kind, params = _effect(ctx, role, name, m["effect"], m.lines["effect"], slot == "out")
    at = m.lines.get("effect", m.lines.get("python", line))
    if slot == "out" and kind not in ("kill", "poison", "check", "silence", "link", "swap", "flip", "python"):
        raise ctx.fail(at, f"{kind} 不能用于 slot: out (出局时发动的技能)", f"{kind} cannot be a slot: out skill")
    if kind in ("kill", "poison", "protect", "save") and slot != "out" and slot not in NIGHT_LIST_STEPS:
        raise ctx.fail(sl, f"{where} 的效果 {kind} 要进入凌晨(7)「初步按照(9)的顺序结算出局名单」, "
                       f"只能放在 早夜(1) 到 凌晨(6) 之间, 不能在 {slot}",
                       f"the {kind} of {where} must reach 凌晨(7)'s out list: slot it between 早夜(1) and 凌晨(6), "
                       f"not {slot}")
    if "target" in m and kind in ("save", "inform", "mode"):
        zh = "救的是 from 技能当晚的目标" if kind == "save" else "它不选目标"
        en = " (it saves the targets of its from skill)" if kind == "save" else ""
        raise ctx.fail(m.lines["target"], f"{kind} 不取 target ({zh})", f"{kind} takes no target{en}")
    default_who = "none" if kind in ("inform", "mode") else "living"
    target = _target(ctx, m.get("target", default_who), m.lines.get("target", line), where)
    if target.who == "none" and kind not in ("inform", "mode"):
        raise ctx.fail(m.lines.get("target", line),
                       f"{where}: target.who: none 只用于 inform/mode; 没有目标的技能不会被询问",
                       f"{where}: target.who: none is only for inform/mode; a skill without targets is never asked")
    if kind in ("link", "swap") and target.count != 2:
        raise ctx.fail(m.lines.get("target", line), f"{kind} 需要 target.count: 2", f"{kind} needs target.count: 2")
    uses = m.get("uses", "night")
    if uses not in USES:
        raise ctx.fail(m.lines["uses"], f"uses 应是 {'/'.join(USES)} 之一, 得到 {uses!r}",
                       f"uses must be one of {'/'.join(USES)}, got {uses!r}")
    deadline = None
    if "deadline" in m:
        dl = m.lines["deadline"]
        deadline = _int(ctx, m["deadline"], dl, "deadline", 1)
        step = STEP.get(slot)
        if step is None or step.minutes is None:
            start = slot == "游戏开始"
            zh = ("书中没有期限, 由导演在首个开门前设定" if start
                  else "出局时发动: 黄昏(2)「关门后10分钟内」, 晨曦(2)「关门后110分钟内」")
            en = "the book gives none: the 导演 sets it" if start else "on going out: 黄昏(2) by T+10, 晨曦(2) by T+110"
            raise ctx.fail(dl, f"{slot} 的期限不由板子设定 ({zh})",
                           f"a {slot} skill takes no deadline from the board ({en})")
        if deadline > step.minutes:
            raise ctx.fail(dl, f"deadline {deadline} 晚于书中 {slot} 的「关门后{step.minutes}分钟内」",
                           f"deadline {deadline} is later than the book's 「关门后{step.minutes}分钟内」 for {slot}")
        before = _previous_heading(step)
        if deadline <= before:
            raise ctx.fail(dl, f"deadline {deadline} 不晚于前一段的「关门后{before}分钟内」: {slot} 那时还没开始",
                           f"deadline {deadline} is not after the previous 「关门后{before}分钟内」: "
                           f"{slot} has not begun")
    unless = m.get("unless_out_by", [])
    if not isinstance(unless, list) or not all(isinstance(x, str) for x in unless):
        raise ctx.fail(m.lines.get("unless_out_by", line), "unless_out_by 应是出局原因的列表",
                       "unless_out_by is a list of causes")
    if unless and slot != "out":
        raise ctx.fail(m.lines["unless_out_by"], "unless_out_by 只用于 slot: out", "unless_out_by is for slot: out")
    if unless:
        ctx.params[(role, name, "unless_out_by")] = m.lines["unless_out_by"]
    team_flag = m.get("team", False)
    if not isinstance(team_flag, bool) or (team_flag and team is None):
        raise ctx.fail(m.lines.get("team", line), f"{where}: team: true 需要角色有 team",
                       f"{where}: team: true needs a role team")
    if team_flag and not target.optional:
        raise ctx.fail(m.lines.get("target", line), f"{where}: 团队技能总可以空刀, 不能 optional: false",
                       f"{where}: a team skill may always be skipped (空刀); optional: false does not apply")
    group = m.get("group")
    if group is not None and not isinstance(group, str):
        raise ctx.fail(m.lines["group"], "group 应是一个名字", "group must be a name")
    user = m.get("user", "living")
    if user not in USERS:
        raise ctx.fail(m.lines["user"], f"user 应是 {'/'.join(USERS)} 之一, 得到 {user!r}",
                       f"user must be one of {'/'.join(USERS)}, got {user!r}")
    if user != "living" and (slot == "out" or team_flag or slot == "游戏开始"):
        raise ctx.fail(m.lines["user"],
                       f"{where}: user: {user} 只用于白天出局当天其后步骤的个人技能 (不用于 out、团队、游戏开始)",
                       f"{where}: user: {user} is for a character's own skill at a step after he went out that day "
                       "(not slot: out, a team skill or 游戏开始)")
    if "en" in m:
        _english(_name(ctx, m["en"], m.lines["en"], "en"), name)
    return Skill(name, role, str(slot), kind, params, target, str(uses), team_flag, group, deadline, tuple(unless), fn,
                 line, str(user))


def _slot_order(key: str) -> int:
    return _INDEX.get(key, len(_INDEX))


def _english(en: str, word: str) -> None:
    """A plugin's English name for an identity, a skill or a board: added to the glossary unless the word has one."""
    if word not in GLOSSARY:
        GLOSSARY[word] = en


ROLE_KEYS = {"faction", "skills", "tags", "team", "shown_as", "en"}
BOARD_KEYS = {"board", "name_en", "deal", "order", "roles", "wolf_min", "village_min", "sheriff", "auto_accelerate_at",
              "special_win", "third_party"}


def _role(ctx: _Ctx, name: str, v: Any, line: int) -> Role:
    m = _keys(ctx, v, f"角色 {name}", ROLE_KEYS, line)
    faction = m.get("faction")
    if not isinstance(faction, str) or not faction:
        raise ctx.fail(m.lines.get("faction", line), f"角色 {name} 需要 faction (狼人/村民/不定/三方阵营名)",
                       f"role {name} needs a faction (狼人/村民/不定/a third-party faction's name)")
    tags = m.get("tags", [])
    if not isinstance(tags, list) or not all(t in ("群内", "接刀") for t in tags):
        raise ctx.fail(m.lines.get("tags", line), f"tags 只能含 群内/接刀, 得到 {tags!r}",
                       f"tags may hold 群内/接刀, got {tags!r}")
    team = m.get("team")
    if team is not None:
        team = _name(ctx, team, m.lines["team"], "team")
    shown = m.get("shown_as")
    if shown is not None:
        shown = _name(ctx, shown, m.lines["shown_as"], "shown_as")
    en = _name(ctx, m["en"], m.lines["en"], "en") if "en" in m else ""
    if en:
        _english(en, name)
    skills_v = m.get("skills", LMap())
    if skills_v is None:
        skills_v = LMap()
        skills_v.lines = {}
    if not isinstance(skills_v, LMap):
        raise ctx.fail(m.lines.get("skills", line), "skills 应是 {技能名: 定义} 的映射",
                       "skills maps a skill name to its definition")
    skills = tuple(_skill(ctx, name, team, str(k), sv, skills_v.lines[k]) for k, sv in skills_v.items())
    own = {sk.name for sk in skills}
    for sk in skills:
        if sk.effect == "mode":
            for mode, over in sk.params["modes"].items():
                for skill in over or {}:
                    if str(skill) not in own:
                        raise ctx.fail(ctx.params[(name, sk.name, f"modes.{mode}.{skill}")],
                                       f"模式 {mode} 改动的 <{skill}> 不是 {name} 的技能 ({', '.join(own)})",
                                       f"mode {mode} changes <{skill}>, which is not a skill of {name}")
        if sk.effect == "inform" and "while_unused" in sk.params and sk.params["while_unused"] not in own:
            raise ctx.fail(ctx.params[(name, sk.name, "while_unused")],
                           f"inform.while_unused 的 <{sk.params['while_unused']}> 不是 {name} 的技能",
                           f"inform.while_unused names <{sk.params['while_unused']}>, not a skill of {name}")
    return Role(name, faction, skills, frozenset(tags), team, shown, en, line)


def _cross_check(ctx: _Ctx, roles: dict[str, Role]) -> None:
    """What one skill says of the others: the skills a protect stops, a save cancels, an inform tells, and the causes
    an out skill is not used after, exist on the board, and a save or an inform comes after the skill it reads."""
    skills = [sk for r in roles.values() for sk in r.skills]
    outs = {sk.name: sk for sk in skills if sk.effect in ("kill", "poison")}
    names = {sk.name for sk in skills}

    def after(sk: Skill, of: str, what: str) -> None:
        for o in skills:
            if o.name == of and o.slot != "out" and _slot_order(o.slot) >= _slot_order(sk.slot):
                raise ctx.fail(ctx.params[(sk.role, sk.name, what)],
                               f"{sk.key} ({sk.slot}) 读 {o.key} 当晚的目标, 必须排在它 ({o.slot}) 之后",
                               f"{sk.key} ({sk.slot}) reads tonight's targets of {o.key}, so it must come after "
                               f"its step ({o.slot})")

    for sk in skills:
        if sk.effect == "protect":
            for x in sk.params["against"]:
                if x not in outs:
                    raise ctx.fail(ctx.params[(sk.role, sk.name, "against")],
                                   f"protect.against 的 <{x}> 不是本板子上的 kill/poison 技能 "
                                   f"({', '.join(outs) or '无'})",
                                   f"protect.against names <{x}>, not a kill/poison skill of this board")
        for what in ("from", "of"):
            if sk.effect in ("save", "inform") and what in sk.params:
                x = sk.params[what]
                if x not in outs:
                    raise ctx.fail(ctx.params[(sk.role, sk.name, what)],
                                   f"{sk.effect}.{what} 的 <{x}> 不是本板子上的 kill/poison 技能 "
                                   f"({', '.join(outs) or '无'})",
                                   f"{sk.effect}.{what} names <{x}>, not a kill/poison skill of this board")
                after(sk, str(x), what)
        for cause in sk.unless_out_by:
            if cause not in OUT_CAUSES and cause not in names:
                raise ctx.fail(ctx.params[(sk.role, sk.name, "unless_out_by")],
                               f"unless_out_by 的 {cause!r} 不是出局原因 ({', '.join(OUT_CAUSES)} 或本板子的技能名)",
                               f"unless_out_by names {cause!r}, not an out cause ({', '.join(OUT_CAUSES)} or a skill)")


@functools.lru_cache(maxsize=64)  # a game is configured for every replay: the same text is one Board
def load_text(text: str, source: str = "<board>") -> Board:
    """A board from the text of its file; `source` names the file in errors."""
    ctx = _Ctx(source)
    try:
        loader = _Loader(text)
        loader.name = source
        try:
            data = loader.get_single_data()
        finally:
            loader.dispose()
    except yaml.MarkedYAMLError as e:
        mark = e.problem_mark or e.context_mark
        line = mark.line + 1 if mark else 0
        raise ctx.fail(line, f"YAML 语法错误: {e.problem}", f"YAML syntax error: {e.problem}") from None
    except yaml.YAMLError as e:
        raise BoardError(f"{source}: YAML 语法错误 (YAML syntax error): {e}") from None
    m = _keys(ctx, data, "板子", BOARD_KEYS, 1)
    if "board" not in m:
        raise ctx.fail(1, "需要 board: 板子的名字", "needs board: the board's name")
    name = _name(ctx, m["board"], m.lines["board"], "board")
    name_en = _name(ctx, m["name_en"], m.lines["name_en"], "name_en") if "name_en" in m else ""
    if name_en:
        _english(name_en, name)
    roles_v = m.get("roles")
    if not isinstance(roles_v, LMap) or not roles_v:
        raise ctx.fail(m.lines.get("roles", 1), "需要 roles: {角色名: 定义}", "needs roles: {name: definition}")
    roles = {str(k): _role(ctx, str(k), v, roles_v.lines[k]) for k, v in roles_v.items()}
    _cross_check(ctx, roles)
    deal_v = m.get("deal")
    if not isinstance(deal_v, LMap) or not deal_v:
        raise ctx.fail(m.lines.get("deal", 1), "需要 deal: {角色名: 张数}", "needs deal: {role: cards}")
    deal: dict[str, int] = {}
    for k, n in deal_v.items():
        if k not in roles:
            raise ctx.fail(deal_v.lines[k], f"deal 中的 {k} 不在 roles 中", f"{k} in deal is not a role")
        deal[str(k)] = _int(ctx, n, deal_v.lines[k], f"deal.{k}", 1)
    order_v = m.get("order", LList(deal))
    if not isinstance(order_v, list):
        raise ctx.fail(m.lines.get("order", 1), "order (身份表) 应是角色名的列表",
                       "order (身份表) must be a list of roles")
    o_lines = order_v.lines if isinstance(order_v, LList) and "order" in m else [m.lines.get("order", 1)] * len(order_v)
    seen: set[str] = set()
    for item, at in zip(order_v, o_lines, strict=True):
        if item not in roles or item in seen:
            why = "不是角色" if item not in roles else "重复"
            raise ctx.fail(at, f"order (身份表) 中的 {item!r} {why}", f"{item!r} in order (身份表) "
                           + ("is not a role" if item not in roles else "is listed twice"))
        seen.add(str(item))
    if seen != set(roles):
        missing = [r for r in roles if r not in seen]
        raise ctx.fail(m.lines.get("order", 1), f"order (身份表) 应恰好列出每个角色一次, 缺少: {', '.join(missing)}",
                       f"order (身份表) must list every role exactly once; missing: {', '.join(missing)}")
    seats = sum(deal.values())
    sure = {f: sum(n for r, n in deal.items() if roles[r].faction == f) for f in ("狼人", "村民")}
    mins = {}
    for key, f in (("wolf_min", "狼人"), ("village_min", "村民")):
        top = sure[f] or seats
        v = _int(ctx, m.get(key, max(sure[f], 1)), m.lines.get(key, 1), key, 1)
        if v > top:
            raise ctx.fail(m.lines.get(key, 1), f"{key} 应在 1 到 {top} 之间 (A-LR-6)",
                           f"{key} must lie between 1 and {top} (A-LR-6)")
        mins[key] = v
    sheriff = m.get("sheriff", "none")
    if sheriff not in ("none", "host"):
        raise ctx.fail(m.lines["sheriff"], "sheriff 应是 none 或 host", "sheriff must be none or host")
    auto = _int(ctx, m.get("auto_accelerate_at", seats // 2), m.lines.get("auto_accelerate_at", 1),
                "auto_accelerate_at")
    if auto > seats:
        raise ctx.fail(m.lines["auto_accelerate_at"], f"auto_accelerate_at 不能超过座位数 {seats}",
                       f"auto_accelerate_at cannot exceed the {seats} seats")
    special = m.get("special_win", ["利维坦", "炸弹", "占星师"])
    if not isinstance(special, list) or not all(isinstance(x, str) and x for x in special):
        raise ctx.fail(m.lines.get("special_win", 1), "special_win 应是阵营名的列表",
                       "special_win is a list of faction names")
    third = m.get("third_party", LMap())
    if not isinstance(third, LMap):
        raise ctx.fail(m.lines.get("third_party", 1), "third_party 应是 {三方阵营名: 胜利方式} 的映射",
                       "third_party maps a third-party faction to the kind of its win")
    for f, kind in third.items():
        if f in FACTIONS_BASE or not isinstance(f, str):
            raise ctx.fail(third.lines[f], f"{f!r} 不是三方阵营名", f"{f!r} is not a third-party faction's name")
        if kind not in KINDS:
            raise ctx.fail(third.lines[f], f"三方阵营 {f} 的胜利方式 {kind!r} 未知; 可用: {'、'.join(sorted(KINDS))}",
                           f"unknown win kind {kind!r} of the third-party faction {f}")
    for r in roles.values():
        if r.faction not in FACTIONS_BASE and r.faction not in third:
            raise ctx.fail(r.line, f"角色 {r.name} 的阵营 {r.faction} 既不是 狼人/村民/不定, 也没有写在 third_party 中",
                           f"the faction {r.faction} of {r.name} is neither 狼人/村民/不定 nor listed in third_party")
        if r.shown_as is not None and r.shown_as not in FACTIONS_BASE and r.shown_as not in third:
            raise ctx.fail(r.line, f"角色 {r.name} 的 shown_as {r.shown_as} 不是阵营名",
                           f"the shown_as {r.shown_as} of {r.name} is not a faction")
    return Board(name, deal, tuple(map(str, order_v)), roles, mins["wolf_min"], mins["village_min"], str(sheriff),
                 auto, frozenset(special), {str(k): str(v) for k, v in third.items()}, name_en, source)


def shipped_boards() -> list[str]:
    """The boards daoyan ships (by name), examples included (`examples/qiubite`)."""
    return sorted(p.relative_to(BOARDS_DIR).with_suffix("").as_posix() for p in BOARDS_DIR.rglob("*.yaml"))


def load_board(name_or_path: str) -> Board:
    """A board shipped with daoyan (`standard`) or a file a host wrote."""
    p = BOARDS_DIR / f"{name_or_path}.yaml"
    path = p if p.exists() else Path(name_or_path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as e:
        shipped = ", ".join(sorted(x.stem for x in BOARDS_DIR.glob("*.yaml")))
        raise BoardError(f"找不到板子 {name_or_path!r} (board not found: {e.strerror}); "
                         f"自带 (shipped): {shipped}") from None
    return load_text(text, path.name)
