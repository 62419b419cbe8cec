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
Traceback (most recent call last):
...
daoyan.games.langren.board.BoardError: x.yaml 第2行: 技能 甲<砍> 的 slot '深夜(9)' 不是总体流程中的步骤 …
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from ...core.errors import ConfigError
from .book import OUT_PLACE, REACTIVE, STEP, slot_of

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
        if key in m:
            raise BoardError(f"{loader.name} 第{k_node.start_mark.line + 1}行: 重复的键 {key!r} (duplicate key)")
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

    def place(self, identity: str) -> int:
        """The identity's place in the 身份表."""
        return self.order.index(identity) if identity in self.order else len(self.order)


# -- loading and validation ------------------------------------------------------------------------------------------
class _Ctx:
    def __init__(self, source: str) -> None:
        self.source = source

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


def _python(ctx: _Ctx, ref: Any, line: int) -> Callable[..., Any]:
    if not isinstance(ref, str) or ":" not in ref:
        raise ctx.fail(line, f"python 应写成 '模块:函数', 得到 {ref!r}",
                       f"python must be 'module:function', got {ref!r}")
    mod, _, fn = ref.partition(":")
    try:
        obj = getattr(importlib.import_module(mod), fn)
    except (ImportError, AttributeError) as e:
        raise ctx.fail(line, f"找不到 python 函数 {ref!r}: {e}", f"python function {ref!r} not found: {e}") from None
    if not callable(obj):
        raise ctx.fail(line, f"{ref!r} 不是函数", f"{ref!r} is not callable")
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
    for k in p:
        if k not in allowed:
            where = params.lines.get(k, line) if isinstance(params, LMap) else line
            raise ctx.fail(where, f"效果 {kind} 没有参数 {k!r}; 可用: {', '.join(sorted(allowed)) or '无'}",
                           f"effect {kind} takes no parameter {k!r}; allowed: {', '.join(sorted(allowed)) or 'none'}")
    pl = params.lines if isinstance(params, LMap) else {}
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
        if not isinstance(against, list) or not all(isinstance(x, str) for x in against):
            raise ctx.fail(pl.get("against", line), "protect.against 应是技能名的列表",
                           "protect.against is a list of skill names")
        p["against"] = list(against)
    if kind == "save":
        p.setdefault("from", "杀人")
        p.setdefault("self", "never")
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
            raise ctx.fail(line, "inform 需要 of: 被告知的技能名", "inform needs of: the skill whose target is told")
    if kind == "silence":
        if not isinstance(p.setdefault("permanent", False), bool):
            raise ctx.fail(pl.get("permanent", line), "silence.permanent 应是 true/false", "must be true or false")
    if kind == "link":
        from .book import CHAINS

        if p.get("kind") not in CHAINS:
            raise ctx.fail(pl.get("kind", line), f"link.kind 应是 {'/'.join(CHAINS)} 之一, 得到 {p.get('kind')!r}",
                           f"link.kind must be one of {'/'.join(CHAINS)}")
    if kind == "mode":
        modes = p.get("modes")
        if not isinstance(modes, dict) or not modes:
            raise ctx.fail(line, "mode 需要 modes: {模式名: {技能: {参数: 值}}}", "mode needs modes: {name: overrides}")
    return kind, p


SKILL_KEYS = {"slot", "effect", "target", "uses", "team", "group", "deadline", "unless_out_by", "python", "en"}


def _skill(ctx: _Ctx, role: str, team: str | None, name: str, v: Any, line: int) -> Skill:
    where = f"{role}<{name}>"
    m = _keys(ctx, v, f"技能 {where}", SKILL_KEYS, line)
    slot = m.get("slot")
    if slot != "out" and slot not in STEP:
        raise ctx.fail(m.lines.get("slot", line),
                       f"技能 {where} 的 slot {slot!r} 不是总体流程中的步骤 (例: 午夜(7), 游戏开始, out)",
                       f"the slot {slot!r} of {where} is not a step of 总体流程 (e.g. 午夜(7), 游戏开始, out)")
    if slot != "out":
        if slot in REACTIVE or slot in ("黄昏(1)", "黄昏(3)", "凌晨(7)", "凌晨(8)", "凌晨(9)", "晨曦(1)", "晨曦(4)"):
            raise ctx.fail(m.lines["slot"], f"{slot} 由导演结算, 不能放技能 (用 slot: out 表示出局时发动的技能)",
                           f"{slot} is the 导演's settlement, not a skill slot "
                           "(use slot: out for skills used on going out)")
        book = slot_of(role, name) or (slot_of(team, name) if team else None)
        if book is not None and book.key != slot and book.key not in REACTIVE:
            raise ctx.fail(m.lines["slot"], f"书中 {where} 在 {book.key}, 不在 {slot}",
                           f"the book puts {where} at {book.key}, not {slot}")
    if "python" in m:
        fn = _python(ctx, m["python"], m.lines["python"])
        kind, params = "python", dict[str, Any]()
    else:
        if "effect" not in m:
            raise ctx.fail(line, f"技能 {where} 需要 effect 或 python", f"{where} needs an effect or python")
        fn = None
        kind, params = _effect(ctx, role, name, m["effect"], m.lines["effect"], slot == "out")
    default_who = "none" if kind in ("inform", "mode") or (slot == "游戏开始" and kind == "mode") else "living"
    target = _target(ctx, m.get("target", default_who), m.lines.get("target", line), where)
    if kind == "link" and target.count != 2 and target.who != "none":
        raise ctx.fail(m.lines.get("target", line), "link 需要 target.count: 2", "link needs target.count: 2")
    if kind == "swap" and target.count != 2:
        raise ctx.fail(m.lines.get("target", line), "swap 需要 target.count: 2", "swap needs target.count: 2")
    uses = m.get("uses", "night")
    if uses not in USES:
        raise ctx.fail(m.lines["uses"], f"uses 应是 {'/'.join(USES)} 之一, 得到 {uses!r}",
                       f"uses must be one of {'/'.join(USES)}, got {uses!r}")
    deadline = None
    if "deadline" in m:
        deadline = _int(ctx, m["deadline"], m.lines["deadline"], "deadline", 1)
        heading = STEP[slot].minutes if slot in STEP else None
        if heading is not None and deadline > heading:
            raise ctx.fail(m.lines["deadline"], f"deadline {deadline} 晚于书中 {slot} 的「关门后{heading}分钟内」",
                           f"deadline {deadline} is later than the book's 「关门后{heading}分钟内」 for {slot}")
    unless = m.get("unless_out_by", [])
    if not isinstance(unless, list) or not all(isinstance(x, str) for x in unless):
        raise ctx.fail(m.lines.get("unless_out_by", line), "unless_out_by 应是出局原因的列表",
                       "unless_out_by is a list of causes")
    if unless and slot != "out":
        raise ctx.fail(m.lines["unless_out_by"], "unless_out_by 只用于 slot: out", "unless_out_by is for slot: out")
    team_flag = m.get("team", False)
    if not isinstance(team_flag, bool) or (team_flag and team is None):
        raise ctx.fail(m.lines.get("team", line), f"{where}: team: true 需要角色有 team",
                       f"{where}: team: true needs a role team")
    group = m.get("group")
    if group is not None and not isinstance(group, str):
        raise ctx.fail(m.lines["group"], "group 应是一个名字", "group must be a name")
    return Skill(name, role, str(slot), kind, params, target, str(uses), team_flag, group, deadline, tuple(unless), fn,
                 line)


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
    skills_v = m.get("skills", LMap())
    if not isinstance(skills_v, LMap):
        raise ctx.fail(m.lines.get("skills", line), "skills 应是 {技能名: 定义} 的映射",
                       "skills maps a skill name to its definition")
    skills = tuple(_skill(ctx, name, team, str(k), sv, skills_v.lines[k]) for k, sv in skills_v.items())
    return Role(name, faction, skills, frozenset(tags), team, m.get("shown_as"), str(m.get("en", "")), line)


def load_text(text: str, source: str = "<board>") -> Board:
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
    name = m.get("board")
    if not isinstance(name, str) or not name:
        raise ctx.fail(1, "需要 board: 板子的名字", "needs board: the board's name")
    roles_v = m.get("roles")
    if not isinstance(roles_v, LMap) or not roles_v:
        raise ctx.fail(m.lines.get("roles", 1), "需要 roles: {角色名: 定义}", "needs roles: {name: definition}")
    roles = {str(k): _role(ctx, str(k), v, roles_v.lines[k]) for k, v in roles_v.items()}
    deal_v = m.get("deal")
    if not isinstance(deal_v, LMap) or not deal_v:
        raise ctx.fail(m.lines.get("deal", 1), "需要 deal: {角色名: 张数}", "needs deal: {role: cards}")
    deal: dict[str, int] = {}
    for k, n in deal_v.items():
        if k not in roles:
            raise ctx.fail(deal_v.lines[k], f"deal 中的 {k} 不在 roles 中", f"{k} in deal is not a role")
        deal[str(k)] = _int(ctx, n, deal_v.lines[k], f"deal.{k}", 1)
    order_v = m.get("order", LList(deal))
    if not isinstance(order_v, list) or sorted(map(str, order_v)) != sorted(roles):
        raise ctx.fail(m.lines.get("order", 1), f"order (身份表) 应恰好列出每个角色一次: {', '.join(roles)}",
                       "order (身份表) must list every role exactly once")
    seats = sum(deal.values())
    sure = {f: sum(n for r, n in deal.items() if roles[r].faction == f) for f in ("狼人", "村民")}
    mins = {}
    for key, f in (("wolf_min", "狼人"), ("village_min", "村民")):
        v = _int(ctx, m.get(key, sure[f]), m.lines.get(key, 1), key)
        if sure[f] and not 1 <= v <= sure[f]:
            raise ctx.fail(m.lines.get(key, 1), f"{key} 应在 1 到 {sure[f]} 之间 (A-LR-6)",
                           f"{key} must lie between 1 and {sure[f]} (A-LR-6)")
        mins[key] = v
    sheriff = m.get("sheriff", "none")
    if sheriff not in ("none", "host"):
        raise ctx.fail(m.lines["sheriff"], "sheriff 应是 none 或 host", "sheriff must be none or host")
    auto = _int(ctx, m.get("auto_accelerate_at", seats // 2), m.lines.get("auto_accelerate_at", 1),
                "auto_accelerate_at")
    special = m.get("special_win", ["利维坦", "炸弹", "占星师"])
    third = m.get("third_party", {})
    if not isinstance(special, list) or not isinstance(third, dict):
        raise ctx.fail(m.lines.get("special_win", m.lines.get("third_party", 1)),
                       "special_win 是列表, third_party 是映射", "special_win is a list, third_party a mapping")
    for r in roles.values():
        if r.faction not in FACTIONS_BASE and r.faction not in third:
            raise ctx.fail(r.line, f"角色 {r.name} 的阵营 {r.faction} 既不是 狼人/村民/不定, 也没有写在 third_party 中",
                           f"the faction {r.faction} of {r.name} is neither 狼人/村民/不定 nor listed in third_party")
    return Board(str(name), deal, tuple(map(str, order_v)), roles, mins["wolf_min"], mins["village_min"], str(sheriff),
                 auto, frozenset(map(str, special)), {str(k): str(v) for k, v in third.items()},
                 str(m.get("name_en", "")), source)


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
