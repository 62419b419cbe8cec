"""Every book term a player meets has its entry, in the book's words (issue 25: 「Every identity, card, effect and
skill shows its book text on tap (from the rules data, the same text `daoyan rules` prints)」).

`glossary_terms.measure` plays random games of a game and lists the terms of its book (what the book writes in
brackets or heads a section with) that a seat reads in an ask (its skill, its options' words, the bracketed words of
its prompt and labels), in the log, or on 三國殺×大富翁's map (the cells' kinds, the NPCs, a cell a 指令 replaced):
each must have a glossary entry — a new term without one fails here. The entries added for the map, 《機會》 and the
host manual's procedures quote the book (each line of their text is in the book, the scraped pinyin removed), and
every entry has an English name."""

from __future__ import annotations

import re
from typing import Any

import pytest
from glossary_terms import book, book_path, has_latin, measure

from daoyan.core.game import Game
from daoyan.core.glossary import of_game
from daoyan.core.view import ask_json
from daoyan.games import get_rules

PLAYERS = {"xianyao": 9, "fuweng": 6, "wangling": 21, "langren": 12}

def glossary(game: str, lang: str = "zh") -> dict[str, dict[str, str]]:
    return of_game(Game(get_rules(game), PLAYERS[game], 1, {}), lang)


def need_book(game: str) -> str:
    try:
        book_path(game)
    except FileNotFoundError:
        pytest.skip(f"the rule book of {game} is not here")
    return book(game)


@pytest.fixture(scope="module", params=list(PLAYERS))
def measured(request: Any) -> tuple[str, dict[str, Any]]:
    need_book(request.param)
    return request.param, measure(request.param, games=3)


def test_every_book_term_a_game_shows_has_an_entry(measured: tuple[str, dict[str, Any]]) -> None:
    game, r = measured
    assert len(r["seen"]) >= 10, r["seen"]  # the measure itself finds the book's terms in what the games show
    assert r["missing"] == {}, f"{game}: book terms shown without a glossary entry: {r['missing']}"


def test_every_entry_has_an_english_name() -> None:
    for game in PLAYERS:
        zh, en = glossary(game), glossary(game, "en")
        assert en.keys() == zh.keys()
        assert [k for k in zh if not has_latin(en[k]["name"])] == [], game


def lines_in_book(text: str, book_text: str) -> list[str]:
    """The lines of an entry's text that are not in the book (its punctuation and blanks as the book's)."""
    return [line for line in text.split("\n") if line and line not in book_text]


# -- 三國殺×大富翁: the map ------------------------------------------------------------------------------------------
def test_fuweng_every_cell_kind_choice_event_mechanism_and_npc_has_the_books_text() -> None:
    """001_ea231be5ab83fae4.txt, 地圖: 「野外」 「若該格沒(méi)有NPC停留，檢索一張動(dòng)物牌；否則執(zhí)行其上的NPC事件。」;
    《機會》 「*15，琪露諾」 「獲得【停留】指令。」; 「*打工」 twice (《狗舍》 and 《貓舍》, each its text); the NPC 「*財神」
    「檢索兩張動(dòng)物牌；將《財神》NPC移動(dòng)至停留角色的NPC區(qū)。」 with 「*財神NPC」 「因地圖執(zhí)行“摸X張牌”事件時(shí)，令X翻倍。」 —
    each an entry whose every line is the book's (pinyin removed)."""
    from daoyan.games.fuweng.board import Kind
    from daoyan.games.fuweng.chance_events import EVENTS
    from daoyan.games.fuweng.map_text import ACTIONS, MECHANISMS, NPCS

    text = need_book("fuweng")
    gl = glossary("fuweng")
    keys = [*(str(k) for k in Kind), *ACTIONS, *(e.name for e in EVENTS.values()), *MECHANISMS, "NPC",
            *(n for n in NPCS if not n.endswith("NPC"))]
    assert len(keys) == 19 + 8 + 20 + 5 + 1 + 10
    for k in keys:
        assert k in gl, k
        assert lines_in_book(gl[k]["text"], text) == [], k
    assert gl["野外"]["text"] == "野外\n若該格沒有NPC停留，檢索一張動物牌；否則執行其上的NPC事件。"
    assert gl["琪露諾"] == {"name": "15，琪露諾", "text": "機會\n15，琪露諾\n獲得【停留】指令。"}
    assert gl["打工"]["text"].count("若無控股角色，摸一張牌") == 2 and "令停留角色回復1點體力。" in gl["打工"]["text"]
    assert "因地圖執行“摸X張牌”事件時，令X翻倍。" in gl["財神"]["text"]
    # 惡犬 is a 指令 and an NPC: one entry with both texts
    assert "惡犬，特殊指令" in gl["惡犬"]["text"] and "獲得【惡犬】指令，將《惡犬》NPC移出地圖" in gl["惡犬"]["text"]
    en = glossary("fuweng", "en")
    assert en["野外"]["name"] == "Wilds (野外)" and en["琪露諾"]["name"] == "Chance 15: Cirno (15，琪露諾)"
    # in English the map's entries and the 指令 are translated line for line
    from daoyan.games.fuweng.command_text import COMMAND_TEXT

    for k in [*keys, *COMMAND_TEXT]:
        assert not re.search(r"[\u4e00-\u9fff]", en[k]["text"]), (k, en[k]["text"])
        assert len(en[k]["text"].split("\n")) == len(gl[k]["text"].split("\n")), k
    assert en["琪露諾"]["text"] == "Chance\n15, Cirno\nGain the 【Stay】 command."


def test_fuweng_the_map_drawing_names_each_cells_entry() -> None:
    """The page opens a cell's text on a tap: every cell of the server's drawing and every legend row carries its
    kind's glossary key (data-term), in both languages."""
    rules = get_rules("fuweng")
    gl = glossary("fuweng")
    for lang in ("zh", "en"):
        drawing = rules.board_svg(lang)
        cells = re.findall(r'<g class="cell"[^>]*data-kind="([^"]+)" data-term="([^"]+)"', drawing)
        assert len(cells) == len(rules.board.cells) and all(k == t and t in gl for k, t in cells)
        rows = re.findall(r'<g class="legend-row" data-term="([^"]+)"', drawing)
        assert len(rows) == 19 and all(t in gl for t in rows)


def test_fuweng_a_cells_question_names_the_cell_and_its_choices() -> None:
    """「狗舍，可免費(fèi)購(gòu)股份3」 「選擇一項(xiàng)：打工；若該《狗舍》可免費(fèi)購(gòu)股份大于0，免費(fèi)購(gòu)股。」 — the question a 《狗舍》 asks
    names the cell's entry (its prompt's ⓘ) and its options 打工 / 免費購股 theirs."""
    from daoyan.core.bots import RandomBot

    seen: dict[str, set[str]] = {}
    for seed in range(1, 6):
        g = Game(get_rules("fuweng"), 6, seed, {})
        bots = {s: RandomBot(seed * 131 + s) for s in g.seats}
        for _ in range(1500):
            if g.finished or not g.pending:
                break
            for ask in g.pending.values():
                if ask.skill in ("狗舍", "貓舍", "股市", "銀行", "法院"):
                    j = ask_json(g, ask, "zh")
                    assert j["term"] == ask.skill
                    for o, t in zip(ask.options, j["terms"], strict=True):
                        if o.get("choice") in ("打工", "免費購股", "購股", "賣出", "存款", "取款", "控告", "蹭空調"):
                            seen.setdefault(ask.skill, set()).add(o["choice"])
                            assert o["choice"] in t, (o, t)
            for seat, ask in list(g.pending.items()):
                g.answer(seat, bots[seat].decide(ask, dict))
    assert "打工" in seen.get("狗舍", set()), seen


# -- 仙妖斗法: the host manual's procedures ------------------------------------------------------------------------
def test_xianyao_the_vote_and_the_dawn_choice_have_the_books_text() -> None:
    """000_21ded97409bf0f89.txt, 4[诛仙投票]阶段: 「——上个黎明阶段选择[缄默]行动的玩家有1票。[缄默]玩家除了与所有[自由状态]玩家
    同时投票,也可以在最终计票前跟票。」; 5黑夜黎明阶段: 「◇[戏言]或[缄默]二选一,横置表示[戏言],竖置表示[缄默]。」 — [诛仙投票],
    [缄默], [戏言], [封印状态], [镇压], [讼罪], [抗辩], [封印] are entries in the book's lines; [戏言]'s says the book gives
    no more than the card's side and names the ruling played (A-XY-6); each has an English text."""
    from daoyan.games.xianyao.glossary import PROCEDURES

    text = need_book("xianyao")
    gl, en = glossary("xianyao"), glossary("xianyao", "en")
    for k in PROCEDURES:
        body = [line for line in gl[k]["text"].split("\n") if not line.startswith("(书中")]
        assert lines_in_book("\n".join(body), text) == [], k
        assert has_latin(en[k]["text"]) and not re.search(r"[\u4e00-\u9fff]", en[k]["text"]), k
    assert "——上个黎明阶段选择[缄默]行动的玩家有1票。[缄默]玩家除了与所有[自由状态]玩家同时投票,也可以在最终计票前跟票。" in gl["缄默"]["text"]
    assert "◇[戏言]或[缄默]二选一,横置表示[戏言],竖置表示[缄默]。" in gl["戏言"]["text"] and "本程序的裁定" in gl["戏言"]["text"]
    assert "A-XY-6" in en["戏言"]["text"]
    assert gl["诛仙投票"]["name"] == "[诛仙投票]" and en["诛仙投票"]["name"] == "Slaying Vote ([诛仙投票])"
    assert en["三界五行外"]["name"] == "Beyond the Three Realms (三界五行外)"


def test_xianyao_the_dawn_question_names_jest_and_silence() -> None:
    """「选择[戏言](可发言,无票)或[缄默](不可发言,1票)」 — each option names its entry."""
    from test_glossary import first_ask, game

    for seed in range(1, 9):
        g = game("xianyao", seed)
        try:
            ask = first_ask(g, "黎明", seed)
            break
        except AssertionError:  # this game ended with nobody sealed at a dawn
            continue
    else:
        raise AssertionError("no 黎明 ask in 8 games")
    j = ask_json(g, ask, "zh")
    assert sorted(k for t in j["terms"] for k in t) == ["戏言", "缄默"]
