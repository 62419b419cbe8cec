"""The book's words on tap (issue 25: 「Every identity, card, effect and skill shows its book text on tap (from the rules
data, the same text `daoyan rules` prints); choices name effects by what they do」): each game's glossary
(`rules.glossary`, `daoyan.core.glossary`), the `terms` of its asks, the `term` of its display's cards, and the labels
that name an effect by number or code."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from daoyan.core.bots import RandomBot
from daoyan.core.game import Game
from daoyan.core.glossary import of_game, skills_in
from daoyan.core.view import ask_json
from daoyan.games import get_rules
from daoyan.games.fuweng.characters import standard_characters, strip_pinyin

PLAYERS = {"xianyao": 9, "fuweng": 6, "wangling": 21, "langren": 12}


def game(name: str, seed: int = 1, options: dict[str, Any] | None = None) -> Game:
    return Game(get_rules(name), PLAYERS[name], seed, options or {})


def play(g: Game, steps: int, seed: int = 0) -> Game:
    """`steps` rounds of random answers (or to the end)."""
    bots = {s: RandomBot(seed * 131 + s) for s in g.seats}
    for _ in range(steps):
        if g.finished or not g.pending:
            break
        for seat, ask in list(g.pending.items()):
            g.answer(seat, bots[seat].decide(ask, dict))
    return g


def first_ask(g: Game, skill: str, seed: int = 0, limit: int = 4000) -> Any:
    """Play random answers until some seat is asked `skill`; that ask."""
    bots = {s: RandomBot(seed * 131 + s) for s in g.seats}
    for _ in range(limit):
        for ask in g.pending.values():
            if ask.skill == skill:
                return ask
        if g.finished or not g.pending:
            break
        for seat, ask in list(g.pending.items()):
            g.answer(seat, bots[seat].decide(ask, dict))
    raise AssertionError(f"no {skill} ask")


# -- 仙妖斗法 ---------------------------------------------------------------------------------------------------------
def test_xianyao_glossary_holds_every_identity_skill_and_effect_with_the_books_text() -> None:
    """000_21ded97409bf0f89.txt: 【仙子】 「技能⑵▶[封妖](昼伏):」 「闭眼阶段,可以[封印]一名玩家顶层身份牌。」 (line 377) and
    【妖首】 [验妖] 「①选择一位玩家,获知该名玩家当前顶层身份牌阵营。」 (line 395): each its own entry, in the book's words."""
    from daoyan.games.xianyao.identities import HUAXING_TEXT, IDENTITIES, JIANXIANTU_TEXT

    gl = of_game(game("xianyao"), "zh")
    for i in IDENTITIES:
        assert gl[i.name]["text"] == i.text.strip()
        for name, text in skills_in(i.text):
            assert text.strip() in gl[name]["text"] or name in ("鉴仙图",), name
    assert gl["封妖"]["text"].endswith("闭眼阶段,可以[封印]一名玩家顶层身份牌。")
    assert gl["验妖·效果①"]["text"] == "①选择一位玩家,获知该名玩家当前顶层身份牌阵营。"
    assert gl["四方鉴仙图"]["text"] == JIANXIANTU_TEXT and gl["化形"]["text"] == HUAXING_TEXT
    assert [k for k in gl if k.startswith("四方鉴仙图·")] == [f"四方鉴仙图·效果{c}" for c in "①②③④"]
    assert gl["验妖·效果③"]["name"] == "[验妖] 效果③"
    en = of_game(game("xianyao"), "en")
    assert en.keys() == gl.keys()  # one key per entry in every language: an ask's terms name it in both
    assert en["验妖"]["name"] == "Demon Sight (验妖)" and "learn the camp of his current top card" in en["验妖·效果①"]["text"]


def test_xianyao_yanyao_names_each_effect_by_what_it_does() -> None:
    """「①选择一位玩家,获知该名玩家当前顶层身份牌阵营。」 — 验妖's option reads 「效果①：查顶层牌的阵营 → 1号」, not
    「效果① → 1号」 (issue 25), and names the effect's entry; the ask names [验妖] itself."""
    g = game("xianyao", 2)
    ask = first_ask(g, "验妖")
    j = ask_json(g, ask, "zh")
    assert j["term"] == "验妖"
    picks = [(o, lab, t) for o, lab, t in zip(ask.options, j["labels"], j["terms"], strict=True) if o.get("choice") == 1]
    assert picks
    for o, lab, t in picks:
        assert lab.startswith("效果①：查顶层牌的阵营 → ") and t == ["验妖·效果①"], (o, lab, t)
    assert j["terms"][ask.options.index({"choice": "放弃"})] == []
    en = ask_json(g, ask, "en")
    assert all(lab.startswith("effect① (top card's camp) → ") for o, lab in zip(ask.options, en["labels"], strict=True)
               if o.get("choice") == 1)


def test_xianyao_map_claims_name_the_map_and_its_effect() -> None:
    """[四方鉴仙图] 「③讨论阶段或[诛仙投票]后,令所有开局时为双【妖众】玩家每一票的票数+1。」 — a claim at 发言 names
    the map and its effect, and its label says what ③ does."""
    g = game("xianyao", 3)
    ask = first_ask(g, "发言")
    j = ask_json(g, ask, "zh")
    for o, lab, t in zip(ask.options, j["labels"], j["terms"], strict=True):
        if o.get("skill") == "鉴仙图":
            n = "①②③④"[o["choice"] - 1]
            assert t == ["鉴仙图", "四方鉴仙图", f"四方鉴仙图·效果{n}"], t
            assert f"[鉴仙图]{n}：" in lab
            if o["choice"] == 3:
                assert "双妖众每票+1" in lab


def test_xianyao_cards_carry_their_term_and_the_book_text_not_their_name() -> None:
    """Your identity cards: `term` their entry, the tooltip the book's text (it repeated the name, issue 25)."""
    g = game("xianyao")
    rules = get_rules("xianyao")
    gl = of_game(g, "zh")
    for z in rules.display(g, 1, "zh")["you"]:
        for c in z["cards"]:
            assert c["term"] in gl and c["title"] == gl[c["term"]]["text"] and c["title"] != c["name"]


# -- 三國殺×大富翁 ------------------------------------------------------------------------------------------------------
def test_fuweng_glossary_holds_every_identity_card_character_and_skill() -> None:
    """001_ea231be5ab83fae4.txt: 「狗*50，動(dòng)物牌」 (line 39), 「使用目標(biāo)：你視野范圍內(nèi)的一名其它角色」,
    「作用效果：你對(duì)目標(biāo)角色造成1點(diǎn)傷害」 — the 【狗】 entry is that text (pinyin stripped), as `daoyan rules` prints."""
    from daoyan.games.fuweng.cards import CARD_KINDS
    from daoyan.games.fuweng.identities import IDENTITIES

    gl = of_game(game("fuweng"), "zh")
    for i in IDENTITIES:
        assert gl[i.name]["text"] == i.text
    for k in CARD_KINDS:
        assert gl[k.name]["text"] == f"{k.label}\n{k.text}"
    for c in standard_characters():
        assert c.skill_text in gl[c.title]["text"] and gl[c.skill]["text"] == c.skill_text
    dog = gl["狗"]["text"].splitlines()
    for line in ("狗*50，動(dòng)物牌", "使用目標(biāo)：你視野范圍內(nèi)的一名其它角色",
                 "作用效果：你對(duì)目標(biāo)角色造成1點(diǎn)傷害"):
        assert strip_pinyin(line) in dog
    assert of_game(game("fuweng"), "en")["狗"]["name"] == "Dog (狗)"
    # 「指令」: 「控骰」 「對(duì)自己或視野范圍內(nèi)任一角色使用。在其控骰區(qū)記錄一個(gè)不小于1且不大于6的點(diǎn)數(shù)。」 (line 599) and
    # its 「*控骰機(jī)制」; every command of the section, the special ones (炸彈, 惡犬) included
    from daoyan.games.fuweng.basic import COMMANDS

    for name in (*COMMANDS, "炸彈", "惡犬"):
        assert name in gl, name
    assert gl["控骰"]["text"].splitlines()[:2] == [
        strip_pinyin("對(duì)自己或視野范圍內(nèi)任一角色使用。在其控骰區(qū)記錄一個(gè)不小于1且不大于6的點(diǎn)數(shù)。"),
        strip_pinyin("*控骰機(jī)制")]


def test_fuweng_options_name_the_cards_they_play_and_the_hand_carries_terms() -> None:
    """A 出牌 option names the card it plays (by id: its kind's entry); your hand's cards carry their kind as `term`."""
    g = game("fuweng", 3)
    ask = first_ask(g, "出牌")
    j = ask_json(g, ask, "zh")
    from daoyan.games.fuweng.terminal import CARDS

    played = [(o, t) for o, t in zip(ask.options, j["terms"], strict=True) if isinstance(o.get("choice"), int)]
    assert played and all(t == [CARDS[o["choice"]].name] for o, t in played)
    assert j["terms"][ask.options.index({"choice": "結束"})] == []
    d = get_rules("fuweng").display(g, ask.seat, "zh")
    hand = next(z for z in d["you"] if z["label"] == "手牌")
    assert hand["cards"] and all(c["term"] == CARDS[c["id"]].name for c in hand["cards"])
    assert next(z for z in d["you"] if z["label"] == "身份")["term"] == g.state.players[ask.seat].identity


# -- 亡灵低语 ---------------------------------------------------------------------------------------------------------
def test_wangling_glossary_holds_every_identity_mark_and_skill() -> None:
    """002_df7a4ea6bd54eb52.txt: 「探查<普通>：游戏日夜晚，游荡者选择一名角色，并选择以下效果之一：」 (line 112),
    「1.获知该角色当前阵营。」, 「2.若该角色持有[死亡圣器]，获得之。游荡者以此法获得[死亡圣器]时，将得到导演通知。」."""
    from daoyan.games.wangling.identities import IDENTITIES, MARKS

    gl = of_game(game("wangling"), "zh")
    for i in [*IDENTITIES, *MARKS]:
        for k in i.skills:
            assert k.text in gl[i.name]["text"] and k.text in gl[k.name]["text"]
    text = gl["探查"]["text"]
    for line in ("探查<普通>：游戏日夜晚，游荡者选择一名角色，并选择以下效果之一：", "1.获知该角色当前阵营。",
                 "2.若该角色持有[死亡圣器]，获得之。游荡者以此法获得[死亡圣器]时，将得到导演通知。"):
        assert line in text
    assert gl["牧师"]["text"].startswith("阵营：【莱恩阵营】；亡灵身份：恶灵")
    assert "村长：" in gl["祝福"]["text"] and "村民：" in gl["祝福"]["text"]  # one name, two identities' texts


def test_wangling_options_name_identities_and_the_probe_says_its_effect() -> None:
    """<夜之手>'s options name identities (their entries); <探查>'s 「1.获知该角色当前阵营。」 reads 「效果1：获知当前阵营」."""
    g = game("wangling", 1)
    ask = first_ask(g, "夜之手")
    j = ask_json(g, ask, "zh")
    named = [(o, t) for o, t in zip(ask.options, j["terms"], strict=True) if o.get("choice") not in ("放弃", None)]
    assert named and all(t == [o["choice"]] for o, t in named)
    g = game("wangling", 1)
    ask = first_ask(g, "探查")
    j = ask_json(g, ask, "zh")
    assert j["term"] == "探查"
    assert all(lab.startswith(("效果1：获知当前阵营 → ", "效果2：夺取[死亡圣器] → "))
               for o, lab in zip(ask.options, j["labels"], strict=True) if isinstance(o.get("choice"), int))


# -- 版杀 ------------------------------------------------------------------------------------------------------------
def test_langren_glossary_is_the_rooms_board() -> None:
    """003_6ab575b4f34e0846.txt names the identities and the steps their skills sit in — 「(2)狼队<杀人>、其余身份<杀人>」
    (深夜) — and no role texts: the entries are the room's board file's words (its roles and skills), a board of one's
    own included."""
    gl = of_game(game("langren"), "zh")
    assert gl["狼人"]["text"] == "阵营：狼人；张数：4\n<杀人> 深夜(2) · 击杀目标 · 每晚"
    assert gl["守护"]["text"] == "守卫：<守护> 午夜(7) · 守护目标免受<杀人> · 每晚"
    board = ("board: 小板\nname_en: Small\ndeal: {狼人: 1, 村民: 2}\norder: [狼人, 村民]\nwolf_min: 1\n"
             "village_min: 2\nroles:\n  狼人: {faction: 狼人, team: 狼队, skills: {杀人: {slot: 深夜(2), team: true,"
             " target: living, effect: {kill: {place: 狼人<杀人>}}}}}\n  村民: {faction: 村民, skills: {}}\n")
    own = Game(get_rules("langren"), 3, 1, {"板子": board})
    assert set(of_game(own, "zh")) == {"村民", "杀人", "狼人", "群内", "接刀"}  # and the book's two terms of its 判负


def test_langren_never_shows_an_effects_internal_english_word() -> None:
    """The tooltip of your identity said 「<杀人> 深夜(2) · kill · 每晚」 (issue 25): the effect is in words now."""
    from daoyan.games.langren.board import EFFECTS

    g = game("langren")
    rules = get_rules("langren")
    for seat in g.seats:
        for z in rules.display(g, seat, "zh")["you"]:
            for c in z["cards"]:
                assert not set(re.findall(r"[a-z]+", c["title"])) & set(EFFECTS), c["title"]
    for part in rules.glossary("zh", g.config).values():
        assert not re.search(r"[A-Za-z]{2,}", part["text"] + part["name"]), part


# -- every game ------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("name", sorted(PLAYERS))
def test_the_glossary_is_the_same_for_every_seat_deal_and_state(name: str) -> None:
    """Rule data only: two deals, and a game before and after many answers, give the same glossary (it can tell no
    seat anything), and the server sends the same to every seat, the host and spectators, with the first view only."""
    a, b = game(name, 1), game(name, 7)
    before = json.dumps(of_game(a, "zh"), ensure_ascii=False, sort_keys=True)
    assert before == json.dumps(of_game(b, "zh"), ensure_ascii=False, sort_keys=True)
    play(a, 60)
    assert json.dumps(of_game(a, "zh"), ensure_ascii=False, sort_keys=True) == before
    assert len(of_game(a, "zh")) >= 10


ASCII_WORD = re.compile(r"[A-Za-z]{2,}")
# the books' own words: 亡灵低语's 遗言 prompt 「禁止使用Discuz!代码」; 三國殺×大富翁's 「NPC區」
ALLOWED = {"Discuz", "NPC", "PVE"}  # the books' own (PVE: 001's 《機會》 note)


def shown_texts(d: Any) -> list[str]:
    """Every string a page shows of a display (not its glossary keys, ids or flags)."""
    if isinstance(d, dict):
        return [x for k, v in d.items() if k not in ("term", "id", "suit") for x in shown_texts(v)]
    if isinstance(d, list):
        return [x for v in d for x in shown_texts(v)]
    return [d] if isinstance(d, str) else []


@pytest.mark.parametrize("name", sorted(PLAYERS))
def test_no_internal_english_word_reaches_a_chinese_page(name: str) -> None:
    """Prompts, option labels, tooltips and the display's words of random games, and the glossary, in Chinese: no
    ASCII word but the book's own (issue 25: 「a 版杀 tooltip shows an internal English word ("kill")」)."""
    rules = get_rules(name)
    found: dict[str, str] = {}
    for seed in range(3 if name != "wangling" else 2):
        g = game(name, seed)
        texts = [x for e in of_game(g, "zh").values() for x in (e["name"], e["text"])]
        bots = {s: RandomBot(seed * 131 + s) for s in g.seats}
        n = 0
        while g.pending and not g.finished and n < 400:
            for seat, ask in list(g.pending.items()):
                j = ask_json(g, ask, "zh")
                texts += [j["prompt"], *j.get("labels", [])]
                if n % 10 == 0:
                    texts += shown_texts(rules.display(g, seat, "zh"))
                g.answer(seat, bots[seat].decide(ask, dict))
            n += 1
        for seat in list(g.seats)[:3]:
            texts += shown_texts(rules.display(g, seat, "zh"))
        for t in texts:
            for w in ASCII_WORD.findall(t):
                if w not in ALLOWED:
                    found.setdefault(w, t[:120])
    assert not found, found
