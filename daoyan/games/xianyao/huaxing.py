"""Flow steps of 深渊 generals that joined the game only as [化形] cards.

A [化形] card is 「加入游戏但未上场」: its general has joined the game, so its steps are *not* skipped
(「未加入游戏则略过」 only skips generals that did not join). Nobody opens his eyes, but every line is
spoken (注1), and where the general's result is announced to everyone it is random: 「若【枯骨】已被[封印]或
不在场,结果为随机」, 「若【树精】已被[封印]或不在场,结果为不同的随机数」 (A-XY-20).

In this version the generals' cards are never dealt, so a joined general is always a [化形]; when the
generals land (issue "仙妖斗法: every general") each step grows its holder's branch."""

from __future__ import annotations

from ...core.game import Game
from ...i18n import Seat, Term
from .state import XState


def joined(s: XState, name: str) -> bool:
    return name in s.huaxing or any(c.name == name for p in s.players.values() for c in p.cards)


def _lines(g: Game, general: str, lines: tuple[str, ...]) -> None:
    for text in lines:
        g.say(text, {"to": general})


# --- 开局准备 6: 对一些需要开局设置的[技能]进行设置处理 ---------------------------------------------
def setup_skills(g: Game) -> None:
    s: XState = g.state
    if joined(s, "枯骨"):
        # ◆游戏加入妖骸、将骸两张[骸骨牌],【源尊】随机选择一张盖放在桌面。
        s.kugu_bone = g.chance.choice("骸骨牌", ["妖骸", "将骸"])
        g.note("[骸骨牌]: {bone}", {"骸骨牌": s.kugu_bone}, bone=Term(s.kugu_bone))


# --- 首个白昼 ---------------------------------------------------------------------------------
def kugu_first_day(g: Game) -> None:
    """1【枯骨】首昼[骨筹]流程."""
    _lines(g, "枯骨", (
        "拿到【枯骨】的玩家请睁眼。",
        "上指为【将领】下指为【妖众】,请用手势告诉我,首轮计算【将领】牌还是【妖众】牌。",
        "请确认[骸骨牌]。",
    ))
    g.note("【源尊】展示盖放在桌面上的[骸骨牌] (无人睁眼)")
    _lines(g, "枯骨", ("请闭眼。",))


def guiwu_first_day(g: Game) -> None:
    """4【鬼巫】首昼[请邪]确认流程."""
    _lines(g, "鬼巫", ("拿到【鬼巫】的玩家请睁眼。",))
    g.note("【源尊】展示4种[邪神牌],每种一张 (无人睁眼)")
    _lines(g, "鬼巫", (
        "请在4张[邪神牌]中选择1张,代表无意义。",
        "请在剩下3张[邪神牌]中选择1张,这张代表是或否?",
        "那么剩下2张[邪神牌]代表相反的意思,请记住。",
        "请闭眼。",
    ))


def xiongsui_step(g: Game) -> None:
    """5【凶祟】[窥念]流程 (首个白昼 and every 白昼)."""
    _lines(g, "凶祟", (
        "顶层身份牌为【凶祟】的玩家请睁眼。",
        "请选择[窥念]目标。",
        "此玩家开局时持有的【妖众】数量为……",
        "请闭眼。",
    ))


# --- 其他白昼 ---------------------------------------------------------------------------------
def moluo_step(g: Game) -> None:
    """1【魔罗】[生死链]流程."""
    _lines(g, "魔罗", ("顶层身份牌为【魔罗】的玩家请睁眼。", "使用生链还是死链?", "请选择两名玩家。", "请闭眼。"))


def xueyong_step(g: Game) -> None:
    """2【血俑】[血祭]流程."""
    _lines(g, "血俑", ("顶层身份牌为【血俑】的玩家请睁眼。", "请选择[血祭]目标。", "请闭眼"))


def yingyao_step(g: Game) -> None:
    """4【影妖】[背刺]流程."""
    _lines(g, "影妖", ("顶层身份牌为【影妖】的玩家请睁眼。", "请选择[背刺]目标。", "请闭眼。"))


# --- 黑夜 step 2: 技能的效果处理与公布 ------------------------------------------------------------
def kugu_night(g: Game) -> None:
    """❸【枯骨】[骨筹]结果公布. 整局游戏每名玩家号码卡仅会被抽取1次,剩余号码卡不够则技能停止;
    若【枯骨】已被[封印]或不在场,结果为随机。"""
    s: XState = g.state
    left = [seat for seat in g.seats if seat not in s.kugu_drawn]
    if len(left) < 2:
        g.note("[骨筹]剩余号码卡不够,技能停止")
        return
    pair = sorted(g.chance.sample("骨筹号码", left, 2))
    s.kugu_drawn.extend(pair)
    result = g.chance.choice("骨筹结果", ["小于3", "大于2"])
    g.say("本轮[骨筹]号码为{a}{b},结果为{result}。", {"骨筹": pair, "result": result}, kind="result",
          a=Seat(pair[0]), b=Seat(pair[1]), result=Term(result))


def shujing_night(g: Game) -> None:
    """❹【树精】[量天]结果公布. 若【树精】已被[封印]或不在场,结果为不同的随机数 (the distances 1..N−1,
    without repeats until every one was given, A-XY-20)."""
    s: XState = g.state
    left = [d for d in range(1, g.players) if d not in s.shujing_given]
    if not left:
        s.shujing_given = []
        left = list(range(1, g.players))
    d = g.chance.choice("量天", left)
    s.shujing_given.append(d)
    g.say("[量天]结果为{d}。", {"量天": d}, kind="result", d=d)
