"""What the `daoyan` command shows for 三國殺×大富翁: the board with everyone on it, your seat (identity, HP,
hand, bank, money, equipment), each option in words, everyone's identity at the end, and the rules table
(identities and the book's card texts). Chinese first; `lang="en"` gives everything in English (the glossary and
catalogue of `i18n_en.py`) but the texts of the identity and game cards in the rules table, which are the book's own
words."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rich.markup import escape
from rich.table import Table

from ...core.game import Game
from ...i18n import Listing, Term, render, term, value
from . import words
from .board import Kind, Point
from .cards import CARD_KINDS, Card, Category, build_deck
from .characters import character
from .identities import IDENTITIES, PLAYER_COUNT_RULE
from .render_map import text_map
from .state import FState

#: Card ids are fixed by the book's order (`build_deck`), so an option's card id names its card.
CARDS: Mapping[int, Card] = {c.id: c for c in build_deck()}
#: Asks whose `choice` (or `target`) is a card id; every other whole-number `target` is a seat.
CARD_CHOICE = frozenset({"出牌", "棄牌", "以逸待勞", "愛麗絲", "商人", "無懈可擊", "流浪貓", "家貓", "金鼓齊鳴", "銀行",
                         "萊瓦汀", "死神鐮刀", "無我之愛", "釜底抽薪", "現代社會", "閃現", "遣使", "借計",
                         "購股"})
CARD_TARGET = frozenset({"購股", "存款", "取款", "兌換"})
#: The book's option words the asks use, in English, as a person reads them among the options (「結束」 is 「end」
#: here and the 「End」 phase in the log); every other word is the glossary's (`i18n_en.py`).
EN_WORDS: Mapping[str, str] = {
    "減1點體力上限": "lose 1 max HP", "失去1點體力": "lose 1 HP", "隨機手牌": "a random hand card",
    "造成傷害": "deal the damage", "獲得人偶": "gains the Puppet", "移除所有人偶": "remove every Puppet",
    "令其獲得人偶": "give it the Puppet", "下家": "the next seat", "令此傷害+1": "+1 to this damage",
    "令其獲得兩張牌并防止此傷害": "give two cards and prevent the damage",
    "視為對后者使用【狗】": "use a Dog on the second", "失去2點體力": "lose 2 HP",
    "失去1點體力，你與其各摸兩張牌": "lose 1 HP, and each of you draws two",
    "各摸一張牌": "each draw a card", "各棄置一張手牌": "each discard a hand card", "紅色": "red", "黑色": "black",
    "棄置兩張牌并對其造成1點傷害": "discard two cards and deal them 1 damage",
    "結束": "end", "放棄": "pass", "不出": "don't play", "完成": "done", "不發動": "don't use", "不救": "don't save",
    "不購股": "don't buy", "購股": "buy shares", "賣出": "sell", "打工": "work", "摸一張牌": "draw a card",
    "存款": "deposit", "取款": "withdraw", "控告": "sue", "蹭空調": "enjoy the air conditioning (draw a card)",
    "傳送": "teleport", "檢索動物牌": "search an animal card", "判定": "judge", "X軸": "X axis", "Y軸": "Y axis",
    "東": "east", "西": "west", "南": "south", "北": "north",
    "轉移": "hand it over", "不轉移": "keep it",
    "不選": "none",
}
#: Winner names for `daoyan sim` (the 蒼鷺 side wins as 「蒼鷺、貓娘」).
SIDES_EN: Mapping[str, str] = {"蒼鷺、貓娘": "Heron & Catgirls", "表外": "Outsiders", "特區": "Special Zone"}
#: The game's name in English (三國殺, Sanguosha; 大富翁, the Richman board games).
TITLE_EN = "Sanguosha × Richman"


def _t(lang: str, zh: str, en: str) -> str:
    return zh if lang == "zh" else en


def word(w: str, lang: str) -> str:
    """A word of an option or of the table: an option word (`EN_WORDS`), a building's name or a glossary word."""
    return w if lang == "zh" else EN_WORDS.get(w) or value(words.word(w), lang)


def card_name(card: Card | int, lang: str) -> str:
    """「狗♠#0」 (zh) or 「Dog♠#0」 (en): name, suit and id (as the log writes it; two 狗♥ differ by id)."""
    return value(words.card(CARDS[card] if isinstance(card, int) else card), lang)


def _seat(n: int, lang: str) -> str:
    return _t(lang, f"{n}號", f"#{n}")


DEAD = ("(已死亡)", " (dead)")  # a dead seat among the options (issue 21, item 17)


def _value(skill: str, key: str, v: Any, lang: str, s: FState | None = None, me: int | None = None) -> str:
    if isinstance(v, bool) or v is None:
        return str(v)
    if isinstance(v, int):
        if (key == "choice" and skill in CARD_CHOICE) or (key == "target" and skill in CARD_TARGET):
            return card_name(v, lang) if v in CARDS else str(v)
        if skill == "賣出":
            return _t(lang, f"{v}股", f"{v} share(s)")
        if key == "choice" and skill == "控骰":
            return _t(lang, f"{v}點", f"{v} pip(s)")
        if key == "target" or skill in ("釜底抽薪", "順手牽羊"):
            dead = s is not None and v in s.players and s.players[v].dead
            return _seat(v, lang) + (_t(lang, *DEAD) if dead else "")
        return str(v)
    if isinstance(v, list | tuple) and len(v) == 2 and all(isinstance(x, int) for x in v):
        return f"({v[0]},{v[1]})"
    if isinstance(v, list | tuple):
        return ("、" if lang == "zh" else ", ").join(_value(skill, key, x, lang, s, me) for x in v)
    if s is not None and isinstance(v, str) and v in s.holdings:
        return building_label(s, v, lang, me)
    if skill == "囂攘" and key == "choice" and isinstance(v, str) and v not in ("發動", "不發動"):  # a judgement card
        return value(words.judged(character(v)), lang)
    if skill == "選將" and key == "choice" and isinstance(v, str):  # a 人妖牌 offered: 「青蛙(紅桃J) 狂隱: 【秘器】…」
        c = character(v)
        attr = f" {word(c.attribute, lang)}" if c.attribute else ""
        return value(words.character(c), lang) + _t(lang, f" 體力上限{c.max_hp}{attr}", f" max HP {c.max_hp}{attr}")
    return word(str(v), lang)


def building_label(s: FState, name: str, lang: str, me: int | None = None) -> str:
    """A building as an option names it: 「狗舍1（趙，你持股2，控股3號）」 / 「Kennel 1 (Zhao, your shares 2, controller
    #3)」 — its surname, the asking seat's shares (every holder's when no seat asks) and its controller (控股機制,
    「無」 when nobody holds a share) (issue 21, item 16)."""
    h = s.holdings[name]
    boss = h.controller()
    who = _t(lang, "無", "none") if boss is None else _seat(boss, lang)
    if me is not None:
        held = _t(lang, f"你持股{h.shares.get(me, 0)}", f"your shares {h.shares.get(me, 0)}")
    else:
        held = ("、" if lang == "zh" else ", ").join(f"{_seat(q, lang)}×{n}" for q, n in sorted(h.shares.items())
                                                      if n) or "—"
    if lang == "zh":
        return f"{name}（{h.surname}，{held}，控股{who}）"
    return f"{word(name, lang)} ({word(h.surname, lang)}, {held}, controller {who})"


#: What a card given through 探寶棒 is used or played as (R-C20): an 動物牌 as 【狗】, any other as 【流浪貓】.
def _used_as(c: int) -> str | None:
    card = CARDS.get(c)
    if card is None:
        return None
    return "狗" if card.category == Category.ANIMAL else "流浪貓"


#: What 人和 (「你可將動物牌當任意動物牌使用或打出」) gives a card as, by the ask (出牌: `_converted`; 購股: its
#: prompt says)
AS_ASKED: Mapping[str, str] = {"流浪貓": "流浪貓", "金鼓齊鳴": "狗", "家貓": "家貓"}


def _converted(skill: str, option: Mapping[str, Any]) -> str | None:
    """What the option's card is used or played as, when a skill gives it as another (探寶棒, 人和)."""
    c = option.get("choice")
    if not isinstance(c, int) or isinstance(c, bool):
        return None
    if option.get("skill") == "探寶棒":
        return _used_as(c)
    if option.get("skill") == "失臂":  # 虎王: a red 動物牌 used as 【美人計】
        return "美人計"
    if option.get("skill") == "人和":
        return ("狗" if "target" in option else "家貓") if skill == "出牌" else AS_ASKED.get(skill)
    return None


def describe_option(skill: str, option: Mapping[str, Any], lang: str = "zh", s: FState | None = None,
                    me: int | None = None) -> str:
    """An option in words: 「狗♠#0 → 3號」, 「結束」, 「購股 狗舍1」, 「照相機: 判定」; a card given through 探寶棒 as
    what it is used as: 「探寶棒: 家貓♥#75(當狗)」 (item 16), and so a card 北方人's 人和 gives as the card asked for
    (「人和: 狗♠#0(當流浪貓)」; in the 出牌 ask a 【狗】 on a target, a 【家貓】 without one). With the state `s`
    (and `me`, the asked seat):
    buildings named with their surname, shares and controller (`building_label`), dead seats marked 「(已死亡)」."""
    parts = []
    if "choice" in option:
        parts.append(_value(skill, "choice", option["choice"], lang, s, me))
        as_what = _converted(skill, option)
        if as_what is not None:
            parts[-1] += _t(lang, f"(當{as_what})", f" (as {word(as_what, lang)})")
    if option.get("skill") in SEAT_PAIRS:  # two seats, in order (綿羊's 試肝: the first uses a 【狗】 on the second)
        a, b = option["target"]
        parts.append(f"{_value(skill, 'target', a, lang, s, me)} ⇒ {_value(skill, 'target', b, lang, s, me)}")
    elif "target" in option:
        t = _value(skill, "target", option["target"], lang, s, me)
        parts.append(f"→ {t}" if parts else t)
    rest = [f"{k}={option[k]}" for k in option if k not in ("choice", "target", "skill", "say")]
    text = " ".join(parts + rest)
    return f"{word(str(option['skill']), lang)}: {text}" if "skill" in option else text


#: The skills whose option's target is two seats in order (not a point [x, y] of the map)
SEAT_PAIRS = frozenset({"試肝"})
#: The English marks of a 《地雷》/《路障》 on the terminal's map (Chinese: 「雷」/「障」).
REPLACED_EN: Mapping[str, str] = {"地雷": "*", "路障": "#"}


def board_marks(s: FState, lang: str = "zh") -> dict[Point, str]:
    """What stands on each cell: the seats (digits) of the living characters on it, then NPC initials (their English
    names' in English), then 「雷」/「障」 (「*」/「#」) for a 《地雷》/《路障》."""
    zh = lang == "zh"
    marks: dict[Point, str] = {}
    for p in sorted(s.players.values(), key=lambda q: q.seat):
        if p.position is not None and not p.dead:
            marks[p.position] = marks.get(p.position, "") + str(p.seat)
    for npc, pos in s.npcs.items():
        if pos is not None:
            marks[pos] = marks.get(pos, "") + (npc if zh else term(npc, lang))[0]
    for pos, kind in s.replaced.items():
        marks[pos] = marks.get(pos, "") + (kind[-1] if zh else REPLACED_EN[kind])
    return marks


def map_legend(s: FState, lang: str) -> str:
    """The line under the map: what the marks mean."""
    if lang == "zh":
        return "地圖: 數字 = 座位號, 財窮福衰商乞流小交惡 = NPC, 雷/障 = 地雷/路障"
    npcs = ", ".join(f"{term(n, lang)[0]} = {term(n, lang)}" for n in s.npcs)
    return f"Map: digits = seats, {npcs}, * = mine, # = roadblock; cells: the tiles' first three letters"


def standing(s: FState, lang: str) -> list[str]:
    """Who stands on which tile, one line per marked cell (the marks hide the tile's name on the map): 「(8,13)《摸牌》:
    3號 趙、財神」 / 「(8,13) Draw: #3 Zhao, God of Wealth」; a 《地雷》/《路障》 on the tile it replaced (issue 21,
    item 17). The dead are listed where they stand, marked."""
    cells: dict[Point, list[str]] = {}
    for p in sorted(s.players.values(), key=lambda q: q.seat):
        if p.position is not None:
            dead = _t(lang, *DEAD) if p.dead else ""
            cells.setdefault(p.position, []).append(f"{_seat(p.seat, lang)} {word(p.surname, lang)}{dead}")
    for npc, pos in s.npcs.items():
        if pos is not None:
            cells.setdefault(pos, []).append(word(npc, lang))
    for pos, kind in s.replaced.items():
        cells.setdefault(pos, []).append(word(kind, lang))
    sep = "、" if lang == "zh" else ", "
    out = []
    for pos in sorted(cells, key=lambda q: (-q[1], q[0])):  # as the map reads: north first, then west to east
        under = s.board.cell(pos).kind if pos in s.board else None
        tile = "" if under is None else (f"《{under}》" if lang == "zh" else f" {term(under, lang)}")
        out.append(f"  ({pos[0]},{pos[1]}){tile}: {sep.join(cells[pos])}")
    return out


def _tile(kind: Kind) -> str:
    """A tile on the English map: the first three letters of its English name (all 19 differ)."""
    return term(kind, "en")[:3]


def tile_label(kind: Kind) -> str:
    """A tile's English name on the drawn map (the web app's board)."""
    return term(kind, "en")


def seat_state(s: FState, seat: int, lang: str) -> str:
    """What a character's skills keep in sight of all: its marks (「喪鐘×2」), its skills' charge (「潛伏充能20」) and,
    for the 領主, the society in force (「封建社會」), the cards on its 人妖牌 (人偶師's 遣使 ③: 「人妖牌上 狗♠#3」),
    the card names a skill recorded (凡爾賽's 歷練: 「【歷練】記錄2個牌名: 狗、家貓」, public) — empty when none."""
    from .skills import lingzhu

    p = s.players[seat]
    parts = [f"{word(k, lang)}×{n}" for k, n in p.marks.items()]
    parts += [_t(lang, f"{k}充能{n}", f"{word(k, lang)} charge {n}") for k, n in p.charges.items()]
    parts += [_t(lang, f"【{k}】{v}", f"[{word(k, lang)}] {word(v, lang)}") for k, v in p.flags.items()]
    parts += [_t(lang, f"【{k}】記錄{len(v)}個牌名: {'、'.join(v)}",
                 f"[{word(k, lang)}] {len(v)} names recorded: {', '.join(word(x, lang) for x in v)}")
              for k, v in p.records.items()]
    if s.society is not None and p.character == lingzhu.CHARACTER:
        parts.append(word(s.society, lang))
    if p.on_card:
        cards = value(words.cards(s, [c for c, _ in p.on_card]), lang)
        parts.append(_t(lang, f"人妖牌上 {cards}", f"on the character card {cards}"))
    return " ".join(parts)


def _status(s: FState, seat: int, lang: str) -> str:
    p = s.players[seat]
    if p.dead:
        return _t(lang, "陣亡", "dead")
    if p.hospital is not None or p.hospital_untimed:
        return _t(lang, "入院", "in hospital") + ("" if p.hospital is None else f" {p.hospital}")
    if p.prison is not None:
        return _t(lang, f"入獄 {p.prison}", f"in prison {p.prison}")
    return f"({p.position[0]},{p.position[1]})" if p.position else "—"


def offer_lines(game: Game, seat: int, lang: str) -> list[str]:
    """選將: the cards offered to `seat` while it is asked to choose, each with its skill as printed (its secret)."""
    ask = game.pending.get(seat)
    if ask is None or ask.skill != "選將":
        return []
    out = [_t(lang, "  你拿到的人妖牌:", "  The character cards offered to you:")]
    for o in ask.options:
        card = character(str(o["choice"]))
        out.append(escape(f"    {_value('選將', 'choice', card.id, lang)}: "
                          + _t(lang, card.skill_text, f"[{word(card.skill, lang)}] {card.skill_text}")))
    return out


def describe_you(game: Game, seat: int, lang: str = "zh", board: bool = True) -> str:
    """The board (unless `board` is False: the web app draws it) and the table as everyone sees it, then your
    seat's secrets (identity, hand, bank)."""
    offered = offer_lines(game, seat, lang)
    s = game.state
    if not isinstance(s, FState):  # (選將 comes before the table is set: only the offer to show)
        return "\n".join(offered)
    lines = [escape(text_map(s.board, board_marks(s, lang), label=None if lang == "zh" else _tile)),
             escape(map_legend(s, lang)), *(escape(x) for x in standing(s, lang))] if board else []
    for q in sorted(s.players.values(), key=lambda x: x.seat):
        ident = word(q.identity, lang) if q.revealed or q.seat == seat else "?"
        if q.character is not None:  # the 人妖牌 is shown to all: 「審判官(黑桃K)」, its 屬性, what its skills keep
            ident += " " + value(words.character(character(q.character)), lang) + (
                f" [{word(q.attribute, lang)}]" if q.attribute else "")
        kept = seat_state(s, q.seat, lang)
        if kept:
            ident += f" ({kept})"
        equips = value(words.cards(s, q.equips, "—"), lang)
        judging = value(words.cards(s, q.judging), lang)
        lines.append(escape(
            _t(lang, f"  {q.seat}號 {q.surname} {ident}  體力 {q.hp}/{q.max_hp}  {_status(s, q.seat, lang)}  "
                     f"手牌{len(q.hand)} 銀行{len(q.bank)} 錢{q.money} 負債{q.debt}  裝備 {equips}",
               f"  #{q.seat} {word(q.surname, lang)} {ident}  HP {q.hp}/{q.max_hp}  "
               f"{_status(s, q.seat, lang)}  "
               f"hand {len(q.hand)} bank {len(q.bank)} money {q.money} debt {q.debt}  equipment {equips}")
            + (_t(lang, f"  判定區 {judging}", f"  judging {judging}") if judging else "")))
    lines += offered
    p = s.players[seat]
    hand, bank, equips = (value(words.cards(s, ids, "—"), lang) for ids in (p.hand, p.bank, p.equips))
    commands = value(Listing(Term(c) for c in p.commands), lang)
    for q in sorted(s.players.values(), key=lambda x: x.seat):  # every 人妖牌's skill, as printed (public)
        if q.character is not None:
            card = character(q.character)
            lines.append(escape(_t(lang, f"  {q.seat}號 {card.title}: {card.skill_text}",
                                   f"  #{q.seat} {word(card.title, lang)}: [{word(card.skill, lang)}]")))
    lines.append(_t(lang, f"[bold]你是{seat}號[/] {p.surname}  身份: {p.identity}  體力: {p.hp}/{p.max_hp}  "
                          f"錢: {p.money}  負債: {p.debt}",
                    f"[bold]You are #{seat}[/] {word(p.surname, lang)}  identity: {word(p.identity, lang)}  "
                    f"HP: {p.hp}/{p.max_hp}  money: {p.money}  debt: {p.debt}"))
    lines.append(escape(_t(lang, f"  手牌: {hand}\n  銀行區: {bank}\n  裝備區: {equips}",
                           f"  hand: {hand}\n  bank: {bank}\n  equipment: {equips}")
                        + (_t(lang, f"\n  指令: {commands}", f"\n  commands: {commands}") if commands else "")))
    return "\n".join(lines)


def reveal_all(game: Game, lang: str = "zh") -> str:
    """Every seat's identity, for the end of a game."""
    s = game.state
    if not isinstance(s, FState):
        return ""
    return _t(lang, "[bold]所有身份牌:[/] ", "[bold]All identity cards:[/] ") + "; ".join(
        f"{_seat(q.seat, lang)} {word(q.identity, lang)}" for q in sorted(s.players.values(), key=lambda x: x.seat))


def side_name(winner: str, lang: str = "zh") -> str:
    return winner if lang == "zh" else SIDES_EN.get(winner, winner)


def rules_table(lang: str = "zh") -> list[Any]:
    """The four identities (獲勝條件 and text) and every kind of game card with the book's text."""
    ids = Table(title=_t(lang, "《三國殺×大富翁》 身份", f"{TITLE_EN} — identities"), show_lines=True)
    ids.add_column(_t(lang, "身份", "Identity"))
    ids.add_column(_t(lang, "張數 (8人)", "Cards (8 players)"), justify="right")
    ids.add_column(_t(lang, "說明", "Text (the book's)"), overflow="fold")
    for i in IDENTITIES:
        ids.add_row(word(i.name, lang), str(i.count), i.text)
    cards = Table(title=_t(lang, "游戲牌", "Game cards"), show_lines=True)
    cards.add_column(_t(lang, "牌", "Card"))
    cards.add_column(_t(lang, "類別", "Category"))
    cards.add_column(_t(lang, "說明", "Text (the book's)"), overflow="fold")
    for k in CARD_KINDS:
        name = f"{word(k.name, lang)}×{k.count}"
        vision = _t(lang, f" 視野范圍+{k.vision}", f", vision +{k.vision}") if k.vision is not None else ""
        cards.add_row(name, word(str(k.sub or k.category), lang) + vision, escape(k.text))
    note = _t(lang, "沒有人妖牌: 每人都視為體力上限為5、無技能的角色, 蒼鷺體力上限為6。",
              "Without character cards every player is a 5-HP character with no skills; the Heron has 6 HP.")
    return [ids, render(PLAYER_COUNT_RULE, None, lang), cards, note, characters_table(lang)]


def characters_table(lang: str = "zh") -> Table:
    """The 54 標準版人妖牌 as the book lists them: card, 稱號, 體力上限, 屬性, skill text, 技能/陣亡 lines, and whether
    daoyan plays its skills yet (a room's setting 人妖牌 = 標準版 deals only those, F-21)."""
    from . import skills
    from .characters import standard_characters

    built = set(skills.playable())
    title = _t(lang, f"標準版人妖牌 (已實現{len(built)}/54)", f"Standard character cards ({len(built)}/54 built)")
    t = Table(title=title, show_lines=True)
    for head in (("牌", "Card"), ("稱號", "Title"), ("體力上限", "Max HP"), ("屬性", "Attribute"),
                 ("技能", "Text (the book's)"), ("台詞", "Lines (the book's)"), ("已實現", "Built")):
        t.add_column(_t(lang, *head), overflow="fold")
    for c in standard_characters():
        t.add_row(value(words.judged(c), lang), word(c.title, lang), str(c.max_hp),
                  word(c.attribute, lang) if c.attribute else "—",
                  escape(c.skill_text if lang == "zh" else f"[{word(c.skill, lang)}] {c.skill_text}"),
                  escape("\n".join(c.lines)), _t(lang, "是", "yes") if c.id in built else _t(lang, "否", "no"))
    return t
