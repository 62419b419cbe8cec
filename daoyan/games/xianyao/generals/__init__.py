"""The generals (将领) of 《仙妖斗法:封妖》, one module per general, called by the flow at the book's steps.

Each module may define, all optional:
  ``install(g)``            开局准备 6 and event triggers (called once, if the general joined the game)
  ``first_day(g)``          its own step of 首个白昼 (枯骨 1, 星君 2, 鬼巫 4, 凶祟 5)
  ``confirm(g, awake)``     its sub-step of 首个白昼 step 3 (佛陀 ❸, 神女 ❹, 圣贤 ❺, 星君 ❻, 仙童 ❼)
  ``marks(g)``              其他白昼 step 0 (its marks: [业火], [招魂], [崩灭])
  ``day(g)``                its own step of 其他白昼 (魔罗 1, 血俑 2, 影妖 4, 凶祟 5)
  ``action(g, awake)``      its sub-step of 其他白昼 step 3 (佛陀 ❶)
  ``settle(g)``             the end of 其他白昼, before 注2: rewrite the 白昼's pending seals (魔罗 [生死链])
  ``announce(g)``           its part of 黑夜 step 2 (佛陀 ❶, 星君 ❷, 枯骨 ❸, 树精 ❹)
  ``claim_options(g, seat)`` / ``claim(g, seat, answer)``  a (夜行) skill claimed while speaking (the claims, each
                            naming the module's ``SKILL``)
  ``xingkong_loss(g, ending)``  「终局[星空仙人]落败时」: called by seal.finish, for the generals of
                            ON_XINGKONG_LOSS in that order, before a 星空 loss is declared (see xingkong_loss)
  ``after_fengyao(g, xianzi, awake)``  其他白昼 step 3 after ❷ [封妖] (【圣贤】☯ extra [封妖])
  ``round_end(g)``          after 黑夜 step 5 黎明 (【神女】☯: the end of the extra 白昼 and 黑夜)
Plain functions (never generators) that other code asks through the helpers below:
  ``wakes(g)`` → seats      also woken at 其他白昼 step 3 (佛陀/神女/圣贤 after their card is sealed)
  ``blocks(g, seat)``       【佛陀】[止伐] in effect: a woken player is sent back to sleep (see `blocked`)
  ``skill_less(g, seat)``   【佛陀】[止伐]: his top 【将领】 has no skill tonight — a (夜行) claim module must
                            resolve his claim as fake (「发动技能时,按照假身份处理」)
  ``vote_delta(g, seat)``   added to the worth of each of his votes ([止伐] −1, 【圣贤】 under a true ③ +1)
  ``reads(g, seat, card, camp)`` → camp  how [验妖] reads a card (card None: the player himself)
  ``shields(g, seat, source)``   a 白昼 seal by `source` cannot happen at all on this seat's top card
                            (checked when it is marked, so 注2 and step 0 never count it: 【圣贤】 vs a
                            forced ④); a protection that acts after [生死链] is a "before:封印" trigger
                            instead (【神女】[神域], like [血祭])
  ``guards(g, seat, source)``    such a trigger's standing protection, for 白昼 step 0's end check
  ``jianxiantu_true(g, seat, effect)`` / ``jianxiantu_answer(g, seat, effect, target, yes, correct)``
                            a [鉴仙图] claim made true, and its ①② answer (【圣贤】[凡圣])
Any of them may be a generator that yields asks. A general "joins" the game when it is enabled: dealt
to a player or set aside as a [化形] (「加入游戏但未上场」); a step of a general that did not join is
skipped (「未加入游戏则略过」). A joined general nobody holds still has its lines spoken (注1)."""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module
from types import GeneratorType, ModuleType
from typing import Any

from ....core.ask import Answer
from ....core.events import Flow
from ....core.game import PACE, Game
from ....i18n import Seat, Term
from ..identities import SHENYUAN
from ..state import Card, XState

MODULES: dict[str, str] = {
    "枯骨": "kugu", "鬼巫": "guiwu", "凶祟": "xiongsui", "魔罗": "moluo", "血俑": "xueyong", "影妖": "yingyao",
    "树精": "shujing", "仙童": "xiantong", "星君": "xingjun",
    "灾厄": "zaie", "纸人": "zhiren", "怪煞": "guaisha",
    "佛陀": "fotuo", "神女": "shennv", "圣贤": "shengxian",
}
_loaded: dict[str, ModuleType | None] = {}


def module(name: str) -> ModuleType | None:
    if name not in _loaded:
        mod = MODULES.get(name)
        _loaded[name] = import_module(f"{__name__}.{mod}") if mod else None
    return _loaded[name]


def joined(s: XState, name: str) -> bool:
    """Whether a card of that name joined the game (a [化形] behind the curtain, or dealt)."""
    return name in joined_names(s)


def joined_names(s: XState) -> frozenset[str]:
    """Every card name that joined the game (dealt, or a [化形] behind the curtain): fixed once 开局准备 has dealt
    (`XState.fix_deal`), read from the cards before."""
    if s.joined is not None:
        return s.joined
    out = set(s.huaxing)
    for p in s.players.values():
        for c in p.cards:
            out.add(c.name)
    return frozenset(out)


def holders(s: XState, name: str) -> list[int]:
    return s.holders(name)


def top_holder(s: XState, name: str) -> int | None:
    """The seat whose current top card is this general (顶层身份牌为【X】的玩家), if any."""
    for seat in s.holders(name):  # (a card is his top once those above it are sealed)
        t = s.players[seat].top
        if t is not None and t.name == name:
            return seat
    return None


def hook_of(name: str, hook: str) -> Callable[..., Any] | None:
    """A general's `hook` function, None when the general has no module or the module no such step."""
    key = (name, hook)
    if key not in _hook_fns:
        _hook_fns[key] = getattr(module(name), hook, None)
    return _hook_fns[key]


_hook_fns: dict[tuple[str, str], Callable[..., Any] | None] = {}  # (general, hook) -> its function


def step(g: Game, name: str, hook: str, *args: Any) -> Flow:
    """Run a general's step if it joined the game (and implements that step)."""
    fn = hook_of(name, hook)
    if fn is None or name not in joined_names(g.state):
        return None
    # a hidden step whether or not anyone holds the general (本局启用的身份 are announced): docs/security.md
    yield PACE
    out = fn(g, *args)
    if isinstance(out, GeneratorType):
        if hook == "day":
            out = _sent_back(g, out)
        return (yield from out)
    return out


def _sent_back(g: Game, flow: Flow) -> Flow:
    """【佛陀】[止伐]: 「白昼闭眼阶段,若其睁眼,则【源尊】提示重新闭眼、不可发动任何技能(但流程依旧会有)」 — the
    asks of a blocked seat in a general's 白昼 step take their default (放弃) without being put to him."""
    sent: Any = None
    while True:
        try:
            batch = flow.send(sent) if sent is not None else next(flow)
        except StopIteration as stop:
            return stop.value
        got: dict[int, Answer] = {}
        kept = []
        for a in batch or []:
            if blocked(g, a.seat):
                g.tell([a.seat], "[止伐]: 【源尊】提示你重新闭眼,不可发动任何技能。", {"止伐": a.seat})
                g.note("[止伐]: {seat}玩家被提示重新闭眼,不可发动[{skill}]", {"seat": a.seat, "skill": a.skill},
                       seat=Seat(a.seat), skill=Term(a.skill))
                got[a.seat] = a.default
            else:
                kept.append(a)
        if kept or not batch:
            got.update((yield kept) or {})
        sent = got


def install_all(g: Game) -> Flow:
    present = joined_names(g.state)
    for name in MODULES:
        if name in present:
            yield from step(g, name, "install")


def claim_options(g: Game, seat: int) -> list[tuple[str, list[Answer]]]:
    """What a speaking player may claim of each joined (夜行) general, in MODULES order: (its skill, the claims)."""
    return [(skill, fn(g, seat)) for skill, fn in claimers(g)]


def claimers(g: Game) -> list[tuple[str, Callable[..., Any]]]:
    """Every joined general's (夜行) skill, its `SKILL`, with its `claim_options` (whose claims all name it)."""
    present = joined_names(g.state)
    out = _claimers.get(present)
    if out is None:
        out = _claimers[present] = [(str(skill_of(name)), fn) for name in MODULES if name in present
                                    for fn in [hook_of(name, "claim_options")] if fn is not None]
    return out


_claimers: dict[frozenset[str], list[tuple[str, Callable[..., Any]]]] = {}  # joined names -> (skill, claim_options)


def claim(g: Game, seat: int, answer: Answer) -> Flow:
    """Resolve a claimed (夜行) skill: the answer's `skill` names it."""
    name = _claimed_by().get(answer.get("skill"))
    if name is not None:
        yield from step(g, name, "claim", seat, answer)


def skill_of(name: str) -> str | None:
    """A general's skill claimed while speaking: its module's `SKILL`."""
    return getattr(module(name), "SKILL", None)


def _claimed_by() -> dict[Any, str]:
    """Each (夜行) skill -> the general whose module claims it (the first in MODULES order)."""
    if not _skill_owner:
        for name in reversed(MODULES):
            skill = skill_of(name)
            if skill is not None:
                _skill_owner[skill] = name
    return _skill_owner


_skill_owner: dict[Any, str] = {}


_label_fns: list[Any] = []


def describe_option(skill: str, option: Answer, lang: str) -> str | None:
    """How an option of a general's own ask, or a claim of its skill, reads (a module's `label`)."""
    if not _label_fns:
        _label_fns.extend(fn for name in MODULES if (fn := getattr(module(name), "label", None)) is not None)
    for fn in _label_fns:
        out = fn(skill, option, lang)
        if out is not None:
            return str(out)
    return None


def lines(g: Game, general: str, texts: tuple[str, ...]) -> None:
    """Lines addressed to a general's woken holder (heard by all)."""
    for text in texts:
        g.say(text, {"to": general})


# 「终局[星空仙人]落败时」: the generals whose skills act on a 星空 loss, in this order. 【神女】☯ keeps the
# game going for one more 白昼 and 黑夜 (A-XY-16); 【仙童】① names the 妖首 cards (A-XY-17: only at the
# final loss, after the extension). Add a general here and give its module ``xingkong_loss(g, ending)``.
ON_XINGKONG_LOSS: tuple[str, ...] = ("神女", "仙童")


def xingkong_loss(g: Game, ending: Any) -> Flow:
    """Run the 星空-loss handlers on a `seal.Ending` whose winner is 深渊. A handler may set
    ``ending.go_on`` (the game is not over) or ``ending.winner`` (反败为胜); the chain stops at the
    first that does (the others never see a loss that is not final)."""
    for name in ON_XINGKONG_LOSS:
        if ending.go_on or ending.winner != SHENYUAN:
            return
        yield from step(g, name, "xingkong_loss", ending)


# ---- plain-function hooks (see the module docstring) --------------------------------------------
def hooks(g: Game, hook: str) -> list[Callable[..., Any]]:
    """The `hook` function of every joined general that defines it, in MODULES order."""
    present = joined_names(g.state)
    key = (present, hook)
    out = _hooks.get(key)
    if out is None:
        out = _hooks[key] = [fn for name in MODULES if name in present
                             for fn in [getattr(module(name), hook, None)] if fn is not None]
    return out


_hooks: dict[tuple[frozenset[str], str], list[Callable[..., Any]]] = {}  # (joined names, hook) -> its functions


def wakers(g: Game) -> list[int]:
    """Seats a general's rule wakes at 其他白昼 step 3 besides the 仙子 and the top [星空仙人]."""
    return sorted({seat for fn in hooks(g, "wakes") for seat in fn(g)})


def blocked(g: Game, seat: int) -> bool:
    """【佛陀】[止伐] in effect on this seat this round (a woken player is sent back to sleep)."""
    return any(fn(g, seat) for fn in hooks(g, "blocks"))


def skill_less(g: Game, seat: int) -> bool:
    """「顶层【将领】牌被视为无技能(发动技能时,按照假身份处理)」: a claim of his top 【将领】's skill is fake."""
    return any(fn(g, seat) for fn in hooks(g, "skill_less"))


def vote_delta(g: Game, seat: int) -> int:
    return sum(fn(g, seat) for fn in hooks(g, "vote_delta"))


def reading(g: Game, seat: int, card: Card | None, camp: str) -> str:
    """The camp [验妖] reads on `card` of `seat` (None: the player himself), `camp` being the plain reading."""
    for fn in hooks(g, "reads"):
        camp = fn(g, seat, card, camp)
    return camp


def shielded(g: Game, seat: int, source: str) -> bool:
    """A 白昼 seal by `source` cannot happen on this seat's top card (【圣贤】 vs a forced ④)."""
    return any(fn(g, seat, source) for fn in hooks(g, "shields"))


def guarded(g: Game, seat: int, source: str) -> bool:
    """A standing protection will stop this 白昼 seal when it is applied (【神女】[神域]): 白昼 step 0's end
    check (A-XY-5, 「若此时触发游戏结束条件」) does not count it."""
    return any(fn(g, seat, source) for fn in hooks(g, "guards"))


def jianxiantu_true(g: Game, seat: int, effect: int) -> bool:
    """Is this [鉴仙图] claim true by a general's skill (【圣贤】[凡圣])? Every hook is told of the claim."""
    return any([fn(g, seat, effect) for fn in hooks(g, "jianxiantu_true")])


def jianxiantu_answer(g: Game, seat: int, effect: int, target: Any, yes: bool, correct: bool) -> bool:
    for fn in hooks(g, "jianxiantu_answer"):
        yes = fn(g, seat, effect, target, yes, correct)
    return yes


def round_end(g: Game) -> Flow:
    for name in MODULES:
        if g.outcome:
            return
        if hook_of(name, "round_end") is not None:  # (the round's end is a step of few generals)
            yield from step(g, name, "round_end")
