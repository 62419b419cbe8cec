"""《仙妖斗法:封妖》【源尊】流程手册, 第一部分, step by step in the book's order.

Round r is 白昼 r followed by 黑夜 r; the game opens with 首个白昼 (round 1)."""

from __future__ import annotations

from ...core.ask import Answer, Ask
from ...core.errors import ConfigError
from ...core.events import Flow
from ...core.game import ROUND_END, Game
from ...i18n import Hands, Seat, SeatChoices, Seats, Term, Terms
from . import generals, jianxiantu, position, vote, yanyao
from .identities import ABYSS_GENERALS, STAR_GENERALS, XINGKONG
from .seal import AT_DAY, AT_STEP0, check_end, mark_day_seal, seal_top, settle, would_lose
from .setup import conflict, huaxing_fails, starry
from .state import BOTTOM, FREE, JIANMO, TOP, XIYAN, ZHENYA, Card, Player, XState

PASS = {"choice": "过"}
END_TALK = "结束"  # ends one's part of the 自由讨论
# Every spoken line is heard by all (eyes are closed, ears are not: that is why the book forbids
# skipping lines); `to` names the woken role a line addresses, for a UI or a host reading aloud.
TO_XINGKONG = {"to": "星空仙人"}
TO_XIANZI = {"to": "仙子"}


def play(g: Game) -> Flow:
    yield from prepare(g)
    pos = g.config.get("局面")  # a scenario that starts mid-game (position.py): at its round and phase
    r, at_night = (pos["round"], pos["phase"] == "黑夜") if pos else (1, False)
    if pos:
        position.apply(g, pos)
    while True:
        g.round = r
        if not at_night:
            if r == 1:
                yield from first_day(g)
            else:
                yield from other_day(g)
            if g.outcome:
                return
            yield []  # the 白昼's end: `until: {round: N, phase: 白昼}` stops here
        at_night = False
        yield from night(g)
        if g.outcome:
            return
        yield from generals.round_end(g)  # 【神女】☯: the extra 白昼 and 黑夜 may end here
        if g.outcome:
            return
        if r >= g.config["最多轮数"]:
            g.end(None, "已进行{r}轮,达到本局设定的最多轮数", r=r)
            g.say("已进行{r}轮,游戏结束,无人获胜。", kind="result", r=r)
            return
        yield ROUND_END  # a round boundary: scenarios may stop here (`until`)
        r += 1


# ---------------------------------------------------------------------------------------------
# 开局准备(1 – 7)
def prepare(g: Game) -> Flow:
    s: XState = g.state
    cfg = g.config
    g.phase = "开局准备"
    # 1. 根据身份配置表随机抽取或集体讨论,决定本局启用的身份并告知所有玩家。
    fixed = list(cfg["dealt"])
    if cfg["draw"] is not None:  # 身份配置 完整: the table's counts, the generals drawn at random
        n_star, n_abyss = cfg["draw"]
        star = g.chance.sample("启用星空身份", list(STAR_GENERALS), n_star)
        fixed += star
        pool = g.chance.sample("启用身份", list(ABYSS_GENERALS), n_abyss)
        s.keys[XINGKONG] = ("仙子", *[k for k in s.keys[XINGKONG] if k in star])
    else:
        pool = cfg["huaxing_pool"] or g.chance.sample("启用身份", list(ABYSS_GENERALS), 2)
    enabled = fixed + list(pool)
    g.say("本局启用的身份: {names}", {"identities": enabled}, names=Terms(_counted(enabled)))
    if len(s.keys[XINGKONG]) > 1:  # the 星空 generals this game makes 【关键身份】 (setting 关键身份, A-XY-1)
        keys = list(s.keys[XINGKONG])
        g.say("本局[星空仙人]的【关键身份】: {names}", {"关键身份": keys}, names=Terms(keys))
    # 2. 从启用身份中的非【妖首】的[深渊妖魔]【将领】牌中随机秘密抽取2张放在帷幕后,作为本局的[化形]牌。
    s.huaxing = list(cfg["huaxing"]) if cfg["huaxing"] and len(pool) > 2 else g.chance.sample("化形", pool, 2)
    g.note("[化形]: {cards}", {"化形": list(s.huaxing)}, cards=Terms(s.huaxing))
    deck = fixed + [n for n in pool if n not in s.huaxing]
    # 3. 每个人发放2张身份牌 … 连续3次出现此种情况,则改为由【源尊】指定派发。
    if "cards" in cfg:
        hands = {seat: list(pair) for seat, pair in cfg["cards"].items()}
        g.say("【源尊】指定派发身份牌。")
    else:
        hands = deal(g, deck)
    s.players = {seat: Player(seat, [Card(hands[seat][0], TOP), Card(hands[seat][1], BOTTOM)]) for seat in g.seats}
    for seat in g.seats:
        g.tell([seat], "你的身份牌: {cards}", {"cards": hands[seat]}, cards=Terms(hands[seat]))
    # 4. 玩家得到2张身份牌后,秘密查看,自由决定上下顺序。(【仙子】身份牌必须放在底层)
    if "cards" not in cfg:
        yield from order_cards(g)
    # 5. 一竖一横叠放 … 【源尊】绕行一周逐一秘密查看并记录好所有玩家身份牌及摆放。
    s.fix_deal()  # who holds which card, and which cards joined the game: fixed from now on
    for seat, p in s.players.items():
        g.tell([seat], "你的顶层: {top},底层: {bottom}", {"top": p.cards[0].name, "bottom": p.cards[1].name},
               top=Term(p.cards[0].name), bottom=Term(p.cards[1].name))
    g.note("【源尊】记录: {hands}", {"cards": {str(seat): list(p.start_names) for seat, p in s.players.items()}},
           hands=Hands((seat, *p.start_names) for seat, p in s.players.items()))
    # 6. 对一些需要开局设置的[技能]进行设置处理,例如摆放好【鬼巫】的[邪神牌],抽选【树精】技能的目标池等。
    yield from generals.install_all(g)
    s.yanyao_effects, s.both_yaoshou_seat = yanyao.effects_from_layout(s)
    g.note("[验妖]本局可用效果: {effects}", {"验妖": list(s.yanyao_effects)}, effects=s.yanyao_effects)
    # 7. 准备结束,游戏正式开始。


def deal(g: Game, cards: list[str]) -> dict[int, list[str]]:
    for attempt in range(1, 4):
        deck = g.chance.shuffle("发牌", cards)
        hands = {seat: deck[2 * (seat - 1): 2 * seat] for seat in g.seats}
        if not any(conflict(h) for h in hands.values()):
            return hands
        if attempt < 3:
            g.say("有玩家同时持有【妖首】与[星空仙人]身份牌,所有人需要重新发放身份。(第{n}次)", n=attempt)
    g.say("有玩家同时持有【妖首】与[星空仙人]身份牌,连续3次出现此种情况,改为由【源尊】指定派发。")
    return host_deal(g.chance.shuffle("源尊指定派发", cards), list(g.seats))


def host_deal(deck: list[str], seats: list[int]) -> dict[int, list[str]]:
    """开局准备3 「连续3次出现此种情况,则改为由【源尊】指定派发。」: the host deals `deck` (his own shuffle, chance
    `源尊指定派发`) two cards a seat and then mends it, so that nobody holds 【妖首】 and a [星空仙人] card
    (docs/rulings/xianyao.md, Redeal). First each offending 妖首 is swapped with a 妖众 of a player who holds no
    星空 card (the usual mend); where no such player is left (every seat holds a 星空 card, say), the host pairs
    each 妖首 with a card of neither kind (another [深渊妖魔] card, or the other 妖首) and the rest as they lie, seats
    taking the pairs in the order of their first card in the shuffle. A legal deal always results when one exists;
    when none exists (an odd number of 妖首 and no other [深渊妖魔] card to pair one with), ConfigError says so.

    >>> host_deal(["妖首", "仙子", "星君", "妖众", "圣贤", "妖众", "神女", "妖众", "仙童", "妖首"], [1, 2, 3, 4, 5])
    {1: ['妖首', '妖众'], 2: ['仙子', '星君'], 3: ['圣贤', '神女'], 4: ['妖众', '妖首'], 5: ['妖众', '仙童']}
    >>> host_deal(["妖首", "仙子", "星君", "圣贤"], [1, 2])
    Traceback (most recent call last):
    ...
    daoyan.core.errors.ConfigError: 【源尊】无法指定派发: 1张【妖首】须与非[星空仙人]身份牌同组, ...
    """
    hands = {seat: deck[2 * i: 2 * i + 2] for i, seat in enumerate(seats)}
    # the usual mend: each 妖首 away from a 星空 holder, swapped with a 妖众 of a player without 星空 cards
    for seat in seats:
        h = hands[seat]
        while conflict(h):
            other = next((o for o in seats if o != seat and "妖众" in hands[o] and not starry(hands[o])), None)
            if other is None:
                return _paired(deck, seats)
            i, j = h.index("妖首"), hands[other].index("妖众")
            h[i], hands[other][j] = hands[other][j], h[i]
    return hands


def _paired(deck: list[str], seats: list[int]) -> dict[int, list[str]]:
    """The host's pairing when no swap mends the deal (see host_deal)."""
    at = list(range(len(deck)))
    tops = [i for i in at if deck[i] == "妖首"]
    plain = [i for i in at if deck[i] != "妖首" and not starry([deck[i]])]  # neither 妖首 nor 星空
    m = min(len(tops), len(plain))
    if (len(tops) - m) % 2:  # the 妖首 left over pair among themselves: an even number of them
        m -= 1
    if m < 0:
        raise ConfigError(f"【源尊】无法指定派发: {len(tops)}张【妖首】须与非[星空仙人]身份牌同组, 但没有别的[深渊妖魔]"
                          "身份牌 (no legal deal: an odd number of 妖首 and no other [深渊妖魔] card to pair one with)")
    pairs = [[tops[k], plain[k]] for k in range(m)]
    pairs += [[tops[k], tops[k + 1]] for k in range(m, len(tops), 2)]
    used = {i for p in pairs for i in p}
    rest = [i for i in at if i not in used]
    pairs += [rest[k: k + 2] for k in range(0, len(rest), 2)]
    pairs.sort(key=min)
    return {seat: [deck[i] for i in sorted(p)] for seat, p in zip(seats, pairs, strict=True)}


def order_cards(g: Game) -> Flow:
    s: XState = g.state
    asks = []
    for seat, p in s.players.items():
        a, b = p.start_names
        # 【仙子】身份牌必须放在底层; 【神女】: 发放身份牌后,【神女】牌必须在顶层
        opts: list[Answer] = [{"choice": [x, y]} for x, y in ((a, b), (b, a)) if x != "仙子" and y != "神女"]
        if len(opts) == 2 and opts[0] == opts[1]:
            opts = opts[:1]
        if len(opts) > 1:
            asks.append(Ask(seat, "排序", "决定上下顺序: [顶层, 底层]", opts, opts[0], round=0, phase=g.phase))
        else:
            _set_order(p, opts[0]["choice"])
    if asks:
        got = yield asks
        for seat, ans in got.items():
            _set_order(s.players[seat], ans["choice"])


def _set_order(p: Player, order: list[str]) -> None:
    p.cards = [Card(order[0], TOP), Card(order[1], BOTTOM)]


# ---------------------------------------------------------------------------------------------
# 1 首个白昼阶段 (6 个步骤)
def first_day(g: Game) -> Flow:
    g.phase = "白昼"
    g.say("黎明将至,妖魔退避,所有玩家闭眼。")
    # 1【枯骨】首昼[骨筹]流程 (未加入游戏则略过; a [化形] has joined the game)
    yield from generals.step(g, "枯骨", "first_day")
    # 2【星君】首昼[星象]流程
    yield from generals.step(g, "星君", "first_day")
    # 3 [星空仙人]确认流程
    yield from xingkong_confirm(g)
    # 4【鬼巫】首昼[请邪]确认流程
    yield from generals.step(g, "鬼巫", "first_day")
    # 5【凶祟】[窥念]流程
    yield from generals.step(g, "凶祟", "first_day")
    # 6【妖首】[验妖]流程
    yield from yanyao.step(g, first=True)


def xingkong_confirm(g: Game) -> Flow:
    s: XState = g.state
    five = g.players == 5
    if five:
        # ◆5玩家时改为顶层身份牌为[星空仙人]的玩家请睁眼,位于底层的[星空仙人]不可睁眼…但是对应流程台词仍需有
        g.say("顶层身份牌为[星空仙人]的玩家请睁眼。请互相确认。")
        awake = [seat for seat, p in sorted(s.players.items()) if p.cards[0].camp == XINGKONG]
    else:
        g.say("身份牌中有[星空仙人]的玩家请睁眼。请互相确认。")
        awake = [seat for seat, p in sorted(s.players.items()) if p.camp == XINGKONG]
    if awake:
        g.tell(awake, "睁眼的[星空仙人]: {seats}", {"星空": awake}, label="星空仙人", seats=Seats(awake))
    # ❶[化形]展示流程
    g.say("这是本局的[化形]角色,请确认。", TO_XINGKONG)
    # 化形②失效: 若开局时有[深渊]【将领】牌隶属于[星空]阵营 (A-XY-14)
    failed = huaxing_fails(p.start_names for p in s.players.values())
    if failed:
        g.note("[化形]②失效: 有[深渊]【将领】牌隶属于[星空]阵营,不展示[化形]牌")
    else:
        shown = g.chance.choice("化形展示", s.huaxing)
        if awake:
            g.tell(awake, "[化形]: {card}", {"化形": shown}, label="星空仙人", card=Term(shown))
    # ❷【仙子】流程
    g.say("【仙子】玩家请举手,其他仙人请确认。", TO_XINGKONG)
    xianzi = s.holders("仙子")[0]
    if xianzi in awake and not five:  # 5人: 位于底层的[星空仙人]不可…做出任何动作
        g.tell(awake, "【仙子】: {seat}", {"仙子": xianzi}, label="星空仙人", seat=Seat(xianzi))
    # ❸【佛陀】 ❹【神女】 ❺【圣贤】 ❻【星君】 ❼【仙童】流程 (未加入游戏则略过)
    for name in ("佛陀", "神女", "圣贤", "星君", "仙童"):
        yield from generals.step(g, name, "confirm", awake)
    g.say("所有[星空仙人]请闭眼")


# ---------------------------------------------------------------------------------------------
# 3 其他白昼阶段 (7 个步骤)
def other_day(g: Game) -> Flow:
    g.phase = "白昼"
    g.say("黎明将至,妖魔退避,所有玩家闭眼。")
    # 0 技能标记处理
    yield from marks(g)
    if g.outcome:
        return
    # 1【魔罗】[生死链]流程 (未加入游戏则略过)
    yield from generals.step(g, "魔罗", "day")
    # 2【血俑】[血祭]流程
    yield from generals.step(g, "血俑", "day")
    # 3 [星空仙人]行动阶段
    yield from xingkong_action(g)
    # 4【影妖】[背刺]流程
    yield from generals.step(g, "影妖", "day")
    # 5【凶祟】[窥念]流程
    yield from generals.step(g, "凶祟", "day")
    # 6【妖首】[验妖]流程
    yield from yanyao.step(g, first=False)
    # the 白昼闭眼阶段 ends: its seals are settled — 【魔罗】[生死链] (「每次效果仅会持续到当前白昼闭眼阶段结束」)
    # moves or doubles them, then 注2 keeps one per player — and applied at 黑夜 step 1
    yield from generals.step(g, "魔罗", "settle")
    s: XState = g.state
    s.day_seals = settle(g, s.day_seals)


def marks(g: Game) -> Flow:
    """Step 0: [四方鉴仙图]效果④ (forced seal of the marked target, then the user's self-seals).
    若此时触发游戏结束条件,则游戏立即结束 (A-XY-5)."""
    s: XState = g.state
    for _owner, target in s.forced_marks:
        mark_day_seal(g, target, "鉴仙图④", 0)
    s.forced_marks = []
    for owner, start in sorted(s.self_sealers.items()):
        if not s.players[owner].live:
            del s.self_sealers[owner]
        elif start <= g.round:
            mark_day_seal(g, owner, "鉴仙图④自封", 0)
    # the marks of 夜行 generals: 【怪煞】[崩灭]、【纸人】[招魂]、【灾厄】[业火]; and 【凶祟】[窥念]'s mark on its card
    for name in ("怪煞", "纸人", "灾厄", "凶祟"):
        yield from generals.step(g, name, "marks")
    # a seal a standing protection will stop (【神女】[神域]) neither ends the game nor is announced
    now = list(dict.fromkeys(seat for seat, src, step in s.day_seals
                             if step == 0 and not generals.guarded(g, seat, src)))
    if now and would_lose(s, now):
        for seat, src, _ in settle(g, [x for x in s.day_seals if x[2] == 0]):
            yield from seal_top(g, seat, src, ZHENYA)
        s.day_seals = [x for x in s.day_seals if x[2] != 0]
        g.say("{seats}玩家顶层身份牌被[封印]。", {"sealed": now}, kind="result", seats=Seats(now))
        yield from check_end(g, AT_STEP0)


def xingkong_action(g: Game) -> Flow:
    s: XState = g.state
    g.say("【仙子】请睁眼。顶层身份牌为[星空仙人]的玩家请睁眼。")
    xianzi = s.holders("仙子")[0]  # [三界五行外]: 无论…处于何种状态,【仙子】玩家永远可以照常睁眼行动
    awake = sorted({xianzi} | {seat for seat, p in s.players.items() if (t := p.top) and t.camp == XINGKONG})
    # 【佛陀】【神女】(【圣贤】☯) 牌被[封印]后,每个白昼[星空仙人]行动阶段,你仍然可以睁眼…
    awake = sorted(set(awake) | set(generals.wakers(g)))
    g.tell(awake, "睁眼的[星空仙人]: {seats}", {"星空": awake}, label="星空仙人", seats=Seats(awake))
    # 【星君】☯ (关键身份): 【星君】牌被[封印]后,下个白昼[星空仙人]行动阶段,会获知… (A-XY-19; no line)
    yield from generals.step(g, "星君", "action", awake)
    # ❶【佛陀】[止伐]流程 (未加入游戏则略过)
    yield from generals.step(g, "佛陀", "action", awake)
    # ❷【仙子】[封妖]流程
    g.say("【仙子】请选择[封妖]目标。", TO_XIANZI)
    opts: list[Answer] = [{"choice": "放弃"}] + [{"target": t} for t in s.seat_list()]
    ans = (yield [Ask(xianzi, "封妖", "请选择[封妖]目标 (号码或放弃)", opts, {"choice": "放弃"},
                      deadline=g.config["deadlines"].get("封妖"), round=g.round, phase=g.phase)])[xianzi]
    g.say("确定是这个号码的玩家么?", TO_XIANZI)
    target = ans.get("target")
    if target is None:
        g.tell(awake, "[封妖]: 放弃", {"skill": "封妖", "target": None}, label="星空仙人")
    else:
        g.tell(awake, "[封妖]: {seat}", {"skill": "封妖", "target": target}, label="星空仙人", seat=Seat(target))
    if target is not None:
        mark_day_seal(g, target, "封妖", 3)
    # 【圣贤】☯: 整局游戏限一次,[仙子]可以多执行一次[封妖]
    yield from generals.step(g, "圣贤", "after_fengyao", xianzi, awake)
    g.say("好的,[星空仙人]请闭眼。")


# ---------------------------------------------------------------------------------------------
# 2 黑夜讨论阶段 (5 个步骤)
def night(g: Game) -> Flow:
    s: XState = g.state
    g.phase = "黑夜"
    g.say("黑夜降临,深渊苏醒,所有玩家请睁眼。")
    # 1【源尊】公布白昼结果 (首个黑夜无此阶段)
    if g.round > 1:
        yield from announce_day(g)
        if g.outcome:
            return
    # 2 技能的效果处理与公布: ❶【佛陀】 ❷【星君】 ❸【枯骨】 ❹【树精】
    for name in ("佛陀", "星君", "枯骨", "树精"):
        yield from generals.step(g, name, "announce")
    # 3 发言讨论阶段
    speakers = [seat for seat in s.seat_list() if can_speak(g, seat)]
    yield from discussion(g, speakers)
    # 4 [诛仙投票]阶段
    yield from vote.step(g, speakers)
    if g.outcome:
        return
    # 5 黑夜黎明阶段
    yield from dawn(g)


def announce_day(g: Game) -> Flow:
    """公布上个白昼阶段内被[封印]玩家的号码,玩家[封印]其顶层身份。"""
    s: XState = g.state
    sealed: list[int] = []
    for seat, src, _step in s.day_seals:
        ev = yield from seal_top(g, seat, src, ZHENYA, phase="白昼")
        if not ev.prevented and ev.data.get("card"):
            sealed.append(seat)
    s.day_seals = []
    s.sealed_last_day = sealed
    if sealed:
        g.say("上个白昼阶段被[封印]的玩家: {seats}。", {"sealed": sealed}, kind="result", seats=Seats(sealed))
    else:
        g.say("上个白昼阶段无人被[封印]。", {"sealed": []}, kind="result")
    for seat in sealed:
        p = s.players[seat]
        if p.state == ZHENYA and p.mute_night == g.round:
            g.say("{seat}玩家失去最后一层身份,进入[封印状态],[镇压]面向上,仅此黑夜阶段不可发言与投票。",
                  {"seat": seat, "state": ZHENYA}, seat=Seat(seat))
            if s.sealed_by_vote.get(seat) == g.round - 1:
                # 注5: 讨论阶段失去顶层身份牌,接下来的闭眼阶段又失去最后一层身份 → 简短[抗辩]
                g.say("{seat}玩家可以暂时无视发言限制进行一次简短[抗辩]发言。", {"seat": seat, "抗辩": True},
                      seat=Seat(seat))
    yield from check_end(g, AT_DAY)


def can_speak(g: Game, seat: int) -> bool:
    """自由 players speak; a 封印状态 player speaks if he chose [戏言] (A-XY-6) and is not in his
    first [镇压] night (注5)."""
    p: Player = g.state.players[seat]
    if p.state == FREE:
        return True
    return p.mute_night != g.round and p.dawn == XIYAN


def speaking_order(g: Game, speakers: list[int]) -> list[int]:
    """顺时针或逆时针(【源尊】随机决定) … 上个白昼闭眼阶段被[封印]身份牌的玩家最后发言(如有多名玩家,
    则由【源尊】通过随机方式决定). 首个黑夜由【源尊】通过随机方式决定起始玩家。"""
    s: XState = g.state
    n = g.players
    direction = g.chance.choice("发言方向", ["顺时针", "逆时针"])
    step = 1 if direction == "顺时针" else -1
    last = [x for x in s.sealed_last_day if x in speakers]
    if len(last) > 1:
        last = g.chance.shuffle("最后发言", last)
    if g.round == 1 or not last:
        start = g.chance.choice("起始玩家", speakers)
    else:
        start = (last[-1] - 1 + step) % n + 1
    ring = [(start - 1 + step * i) % n + 1 for i in range(n)]
    order = [x for x in ring if x in speakers and x not in last] + last
    g.say("第一轮发言: {direction},顺序 {order}", {"direction": direction, "order": order},
          direction=Term(direction), order=Seats(order))
    return order


def discussion(g: Game, speakers: list[int]) -> Flow:
    if not speakers:
        g.say("无玩家可以发言。")
        return
    # ❶首轮发言
    order = speaking_order(g, speakers)
    for seat in order:
        yield from speak(g, seat)
    # ❷自由讨论
    g.say("自由讨论。")
    if g.config["自由讨论"]:
        yield from free_discussion(g, speakers)
    # ❸第二轮发言(可选): 与第一轮发言方向相反,第一轮最后发言的玩家此轮仍然是最后发言
    if g.config["第二轮发言"]:
        second = list(reversed(order[:-1])) + order[-1:]
        g.say("第二轮发言: 顺序 {order}", {"order": second}, order=Seats(second))
        for seat in second:
            yield from speak(g, seat)


def speak(g: Game, seat: int) -> Flow:
    """注:整个发言讨论阶段,玩家发言时均可以发动(夜行)类技能。"""
    claims, skills = claim_options(g, seat)
    ans = (yield [Ask(seat, "发言", "发言 (可宣称双【妖众】发动[四方鉴仙图],或过)", [PASS, *claims], PASS,
                      also=(jianxiantu.SKILL, *skills), deadline=g.config["deadlines"].get("发言"), round=g.round,
                      phase=g.phase, speech=True, public=True,
                      unordered_target=True)])[seat]  # [业火]: [5, 3] == [3, 5]
    yield from said(g, seat, ans)


def claim_options(g: Game, seat: int) -> tuple[list[Answer], tuple[str, ...]]:
    """What a speaking player may claim — [四方鉴仙图], then each joined (夜行) general's skill — and the skills
    those claims name, in that order."""
    claims = jianxiantu.claim_options(g.state, seat)
    skills = [jianxiantu.SKILL] if claims else []
    for skill, more in generals.claim_options(g, seat):
        if more:
            claims += more
            skills.append(skill)
    return claims, tuple(skills)


def free_discussion(g: Game, speakers: list[int]) -> Flow:
    """❷自由讨论: 「所有玩家可自由发言与问答,时长由源尊掌控。」 Online, every player who may speak is asked at once
    for the setting's seconds (the deadline; the default ends one's part): meanwhile everyone talks in the chat,
    and a player may claim a (夜行) skill — 「在玩家可以发言时」 — or end his part early. The claims are resolved
    when the discussion closes, in seat order."""
    asks = []
    for seat in speakers:
        claims, skills = claim_options(g, seat)
        opts = [{"choice": END_TALK}, *claims]
        asks.append(Ask(seat, "自由讨论", "自由讨论 ({n}秒): 可发言、宣称(夜行)技能,或结束", opts, {"choice": END_TALK},
                        also=(jianxiantu.SKILL, *skills), deadline=g.config["自由讨论"], round=g.round,
                        phase=g.phase, speech=True, unordered_target=True, public=True,
                        prompt_params={"n": g.config["自由讨论"]}))
    got = yield asks
    for seat in speakers:
        yield from said(g, seat, got[seat])


def said(g: Game, seat: int, ans: Answer) -> Flow:
    """What a speaking player said (logged) and the (夜行) skill he claimed, if any (resolved now)."""
    if "say" in ans:
        g.say("{seat}: {text}", {"seat": seat}, kind="speech", seat=Seat(seat), text=ans["say"])
    if ans.get("skill") == jianxiantu.SKILL:
        jianxiantu.resolve(g, seat, ans)
    elif "skill" in ans:
        yield from generals.claim(g, seat, ans)


def dawn(g: Game) -> Flow:
    """5 黑夜黎明阶段: 所有处于[封印状态]的玩家 (包括刚刚因[诛仙投票]进入[封印状态]的玩家) 选择[戏言]或[缄默]。"""
    s: XState = g.state
    g.say("所有处于[封印状态]的玩家,选择下个黑夜阶段的行动方式,请一起拧动你们的[封印状态]卡,3、2、1……")
    sealed = [seat for seat in s.seat_list() if s.players[seat].state != FREE]
    if not sealed:
        return
    opts: list[Answer] = [{"choice": XIYAN}, {"choice": JIANMO}]
    got = yield [Ask(seat, "黎明", "选择[戏言](可发言,无票)或[缄默](不可发言,1票)", opts,
                     {"choice": s.players[seat].dawn or JIANMO}, deadline=g.config["deadlines"].get("黎明"),
                     round=g.round, phase=g.phase, public=True) for seat in sealed]
    for seat in sealed:
        s.players[seat].dawn = got[seat]["choice"]
    g.say("{choices}", {"dawn": {str(seat): s.players[seat].dawn for seat in sealed}}, kind="answer",
          choices=SeatChoices((seat, str(s.players[seat].dawn)) for seat in sealed))


def _counted(names: list[str]) -> list[str]:
    out: list[str] = []
    for n in dict.fromkeys(names):
        k = names.count(n)
        out.append(f"{n}×{k}" if k > 1 else n)
    return out
