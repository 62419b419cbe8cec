"""English is available for every string 三國殺×大富翁 (seed 001_ea231be5ab83fae4.txt) shows: random games render
every log line (the host's notes and random draws included), prompt, option label, skill and phase, the terminal's
board and seat, the end and the rules table in English without a Chinese character left — except the book's own
texts of the identity cards and game cards, which `daoyan rules fuweng --lang en` quotes in Chinese on purpose (its
column 「Text (the book's)」), and the game's title that `daoyan play` prints in its header (cli.py). The Chinese of
every typed parameter is exactly what the game wrote before it had English."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from daoyan.cli import app
from daoyan.core.bots import RandomBot
from daoyan.core.game import Game
from daoyan.core.view import host_view, seat_view
from daoyan.games import fuweng
from daoyan.games.fuweng import RULES, combat, terminal, words
from daoyan.games.fuweng.board import DIRECTIONS, SURNAMES, Kind, default_board
from daoyan.games.fuweng.cards import CARD_KINDS, Category, SubCategory, Suit, build_deck
from daoyan.games.fuweng.chance_events import EVENTS
from daoyan.games.fuweng.characters import standard_characters
from daoyan.games.fuweng.commands import ORDER
from daoyan.games.fuweng.flow import PHASES
from daoyan.games.fuweng.identities import IDENTITIES
from daoyan.games.fuweng.state import NPCS
from daoyan.games.fuweng.tiles import CHARGES
from daoyan.i18n import EN, GLOSSARY, define, term, value

CJK = re.compile(r"[\u3400-\u9fff]")
#: Chinese punctuation has no place in English text; the book's brackets 【】 and 《》 stay as notation (as in 仙妖斗法).
CJK_PUNCT = re.compile(r"[\u3000-\u3009\u300c-\u300f\u3012-\u303f\uff00-\uffef]")
GAMES = 40
BOOKS_TEXT = "Text (the book's)"


def english(text: str) -> None:
    assert not CJK.search(text) and not CJK_PUNCT.search(text), text


def check_ask(g: Game, seat: int, n: int) -> None:
    ask = g.pending[seat]
    shown = ask.to_json("en")
    for key in ("prompt", "skill", "phase"):
        english(shown[key])
    for o in ask.options:
        english(RULES.describe_option(ask.skill, o, "en"))
    if n % 40 == 0:  # the board, the table and the seat's secrets before its ask; its whole view
        english(RULES.describe_you(g, seat, "en"))
        view = seat_view(g, seat, "en")
        english(view["phase"])
        for e in view["log"]:
            english(e["text"])
            english(e["phase"])


def play(i: int) -> Game:
    players = 4 + i % 5
    seed = 4242 + i
    g = Game(RULES, players, seed, {"最多輪數": 8})
    bots = {s: RandomBot(seed * 13 + s) for s in g.seats}
    n = 0
    while g.pending and not g.finished:
        for seat, ask in list(g.pending.items()):
            check_ask(g, seat, n)
            g.answer(seat, bots[seat].decide(ask, dict))
            n += 1
    return g


def test_every_string_of_random_games_renders_in_english() -> None:
    """40 games of 4–8 players, 8 rounds at most: every log entry, prompt, option label, skill, phase, the
    terminal's hooks and the end; and between them the games reach all 20 《機會》 events
    (「投擲一枚20面骰子，根據人氣投票前20名執行對應事件。」)."""
    events: set[int] = set()
    for i in range(GAMES):
        g = play(i)
        for e in g.log.entries:
            english(e.render("en"))
            english(term(e.phase, "en"))
            if "機會" in e.data:
                events.add(e.data["機會"])
        english(RULES.reveal_all(g, "en"))
        assert g.outcome is not None
        out = g.outcome.to_json("en")
        english(str(out))
        if g.outcome.winner:
            english(RULES.side_name(g.outcome.winner, "en"))
        if i % 10 == 0:
            english(host_view(g, "en")["phase"])
    assert events == set(EVENTS)


@pytest.mark.parametrize(("dead", "killer", "reason"), [
    (("表外",), None, "Every Outsider is dead: the Heron & Catgirls side wins"),
    (("蒼鷺", "貓娘"), None, "The Heron and every Catgirl are dead: the Outsider side wins"),
    (("表外",), "特區", "Every Outsider is dead: the Special Zone side wins"),
])
def test_the_ends_of_the_game_read_in_english(dead: tuple[str, ...], killer: str | None, reason: str) -> None:
    """「角色陣亡后，若：不存在存活的表外；不存在存活的蒼鷺或貓娘，這兩種情況發生時，游戲立即結束。」, and the 特區 who kills
    the last of a side wins alone."""
    g = Game(RULES, 5, 1)
    s = g.state
    for q in s.players.values():
        q.dead = q.identity in dead
    by = next((q for q in s.players.values() if q.identity == killer), None)
    with pytest.raises(combat.GameOver):
        combat.check_end(g, next(q for q in s.players.values() if q.dead), by)
    assert g.outcome is not None
    assert g.outcome.to_json("en")["reason"] == reason
    english(str(g.outcome.to_json("en")))
    english(g.log.entries[-1].render("en"))


def template_literals() -> Iterator[tuple[str, int, str]]:
    """Every string the fuweng modules pass as a template: the text of say/tell/note/end, an ask's prompt, a Phrase;
    and every other string holding a {parameter} next to Chinese (a prompt kept in a variable)."""
    position = {"say": 0, "note": 0, "tell": 1, "end": 1, "Ask": 2, "ask": 3, "pick_card": 4, "pick_many": 5,
                "respond": 4, "Phrase": 0, "_hp_falls": 4}
    for path in sorted(Path(fuweng.__file__).parent.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docstrings = {id(n.value) for n in ast.walk(tree) if isinstance(n, ast.Expr)}
        for node in ast.walk(tree):
            if isinstance(node, ast.Call):
                f = node.func
                name = f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""
                at = position.get(name)
                if at is not None and len(node.args) > at:
                    arg = node.args[at]
                    if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                        yield path.name, node.lineno, arg.value
            elif (isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings
                  and CJK.search(node.value) and re.search(r"\{[a-z_]+\}", node.value)):
                yield path.name, node.lineno, node.value


def test_every_template_in_the_sources_has_english() -> None:
    found = list(template_literals())
    assert len(found) > 200  # the scan sees the modules' lines and prompts
    missing = [f"{name}:{line} {text}" for name, line, text in found if CJK.search(text) and text not in EN]
    assert missing == []
    for name, line, text in found:
        if text in EN:
            english(EN[text])
            assert set(re.findall(r"\{(\w+)\}", EN[text])) == set(re.findall(r"\{(\w+)\}", text)), (name, line)


def untyped_parameters() -> Iterator[tuple[str, int, str]]:
    """Parameters of lines and prompts written as Chinese text (a Chinese literal, an f-string, a joined list)
    instead of a typed parameter that renders per language."""
    calls = {"say", "tell", "note", "end", "ask", "pick_card", "respond", "Phrase"}
    for path in sorted(Path(fuweng.__file__).parent.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            f = node.func
            if (f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else "") not in calls:
                continue
            for kw in node.keywords:
                if kw.arg in (None, "kind", "audience", "label"):
                    continue
                parts = [kw.value.body, kw.value.orelse] if isinstance(kw.value, ast.IfExp) else [kw.value]
                for v in parts:
                    joined = isinstance(v, ast.Call) and isinstance(v.func, ast.Attribute) and v.func.attr == "join"
                    chinese = isinstance(v, ast.Constant) and isinstance(v.value, str) and bool(CJK.search(v.value))
                    if joined or chinese or isinstance(v, ast.JoinedStr):
                        yield path.name, node.lineno, kw.arg


def test_lines_and_prompts_take_typed_parameters() -> None:
    """Cards, cells, buildings, NPCs, words: `Term`, `Phrase`, `Listing` (words.py), never Chinese text."""
    assert list(untyped_parameters()) == []


def is_term(f: ast.expr, module: str) -> bool:
    """A call that makes a `Term`: `Term(…)`, or `words.term(…)` (`term(…)` in words.py), which makes it once."""
    if isinstance(f, ast.Name):
        return f.id == "Term" or (module == "words.py" and f.id == "term")
    return isinstance(f, ast.Attribute) and f.attr == "term" and isinstance(f.value, ast.Name) and f.value.id == "words"


def term_literals() -> Iterator[tuple[str, int, str]]:
    for path in sorted(Path(fuweng.__file__).parent.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and is_term(node.func, path.name):
                for arg in node.args:
                    if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                        yield path.name, node.lineno, arg.value
                    elif isinstance(arg, ast.IfExp):
                        for x in (arg.body, arg.orelse):
                            if isinstance(x, ast.Constant) and isinstance(x.value, str):
                                yield path.name, node.lineno, x.value


def test_every_word_of_the_book_is_in_the_glossary() -> None:
    """Identities, cards, tiles, NPCs, commands, suits, categories, surnames, phases, directions, the charges of
    《法院》, the 《機會》 events' names, and every word the modules name as a `Term`."""
    book: list[Any] = [*(i.name for i in IDENTITIES), *(k.name for k in CARD_KINDS), *Kind, *NPCS, *ORDER, *Suit,
                       "大王", "小王", *(c.value for c in Category), *SubCategory, *SURNAMES, *PHASES, "回合開始",
                       *DIRECTIONS, *CHARGES, *(e.name for e in EVENTS.values()), "蒼鷺、貓娘"]
    for w in book:
        assert str(w) in GLOSSARY, w
        english(term(str(w), "en"))
    literals = list(term_literals())
    assert {"一旁", "解除", "無", "無人", "摸"} <= {w for _, _, w in literals}  # the scan sees them
    for name, line, w in literals:
        assert w in GLOSSARY, (name, line, w)


def test_the_typed_parameters_write_the_chinese_the_game_wrote_and_english() -> None:
    board = default_board()
    for c in build_deck():
        assert value(words.card(c), "zh") == str(c)
        english(value(words.card(c), "en"))
    for cell in board.cells:
        assert value(words.cell(cell), "zh") == str(cell)
        english(value(words.cell(cell), "en"))
    for b in board.buildings:
        assert value(words.building(b.name), "zh") == b.name
        english(value(words.building(b.name), "en"))
    for ch in standard_characters():
        assert value(words.judged(ch), "zh") == ch.label
        english(value(words.judged(ch), "en"))
    assert value(words.judged(next(c for c in standard_characters() if c.label == "紅桃K")), "en") == "K of Hearts"
    assert value(words.haos([1, 3]), "zh") == "1號、3號" and value(words.haos([]), "zh") == "無人"
    assert value(words.haos([1, 3]), "en") == "#1, #3" and value(words.haos([]), "en") == "nobody"
    assert value(words.thing("【狗】"), "en") == "【Dog】" and value(words.thing("動物牌"), "en") == "animal card"


def test_the_english_map_marks_every_npc_and_tile_apart() -> None:
    """On the terminal's English map each NPC is its English name's initial and each tile its name's first three
    letters: none two alike."""
    initials = [term(n, "en")[0] for n in NPCS]
    assert len(set(initials)) == len(NPCS)
    tiles = [term(k, "en")[:3] for k in Kind]
    assert len(set(tiles)) == len(Kind)
    g = Game(RULES, 6, 2)
    shown = RULES.describe_you(g, 1, "en")
    english(shown)
    assert "W = Wealth God" in shown and "Sur" in shown


def test_the_rules_table_in_english_quotes_only_the_books_texts_in_chinese() -> None:
    ids, rule, cards, note, characters = RULES.rules_table("en")
    english(rule)
    english(note)
    for table in (ids, cards, characters):
        english(str(table.title))
        for col in table.columns:
            english(str(col.header))
            cells = [str(c) for c in col.cells]
            if str(col.header).endswith("(the book's)"):  # the book's own words, on purpose
                assert all(CJK.search(c) for c in cells)
            else:
                for c in cells:
                    english(c)


def test_option_words_keep_their_verbs_where_the_book_has_a_noun() -> None:
    """「結束」 is the 「end」 option among the asks' options and the 「End」 phase of the log."""
    assert terminal.describe_option("出牌", {"choice": "結束"}, "en") == "end"
    assert term("結束", "en") == "End"
    assert terminal.describe_option("股市", {"choice": "購股", "target": "貓舍右上"}, "en") == "buy shares → Cattery top right"


def test_a_word_cannot_mean_two_things() -> None:
    with pytest.raises(ValueError, match="蒼鷺"):
        define({"蒼鷺": "Egret"})
    assert GLOSSARY["蒼鷺"] == "Heron"


def test_play_in_english_shows_no_chinese() -> None:
    r = CliRunner().invoke(app, ["play", "fuweng", "--players", "6", "--seat", "3", "--seed", "21", "--lang", "en",
                                 "--option", "最多輪數=3"], input="\n" * 5000)
    assert r.exit_code == 0, r.output[-2000:]
    header, *rest = r.output.splitlines()
    assert header.startswith(terminal.TITLE_EN)  # the English title (`title_en`)
    for line in [header, *rest]:
        english(line)
