"""English is available for every string 《亡灵低语2.x》 (seed 002_df7a4ea6bd54eb52.txt) writes: random 21-seat games
render every log line (the host's notes, the random draws and the day's 公示 included), prompt, option, skill and
phase in English without a Chinese character left — except the players' own words (last words, <剑痕> messages),
which the 公示 quotes as they were written. The Chinese is what the game wrote before it had English."""

from __future__ import annotations

import ast
import re
from collections.abc import Collection, Iterator
from pathlib import Path
from typing import Any

import pytest

from daoyan.core.ask import Ask
from daoyan.core.bots import RandomBot
from daoyan.core.game import Game
from daoyan.core.view import host_view, seat_view
from daoyan.games import wangling
from daoyan.games.wangling import RULES, i18n_en
from daoyan.games.wangling.forum import joined, post
from daoyan.games.wangling.identities import CAMP_NAME, CAMPS, IDENTITIES, MARKS
from daoyan.games.wangling.state import Bulletin
from daoyan.games.wangling.vote import WHY
from daoyan.i18n import EN, GLOSSARY, Phrase, Seat, Seats, Term, define, render, term, value

CJK = re.compile(r"[\u3400-\u9fff]")
#: Chinese punctuation has no place in English text; the book's brackets 【】 stay as notation (as in 仙妖斗法).
CJK_PUNCT = re.compile(r"[\u3000-\u3009\u300c-\u300f\u3012-\u303f\uff00-\uffef]")
GAMES = 40


def english(text: str, free: Collection[str] = ()) -> None:
    """No Chinese in `text` but the players' own words `free`."""
    for words in sorted(free, key=len, reverse=True):
        text = text.replace(words, "")
    assert not CJK.search(text) and not CJK_PUNCT.search(text), text


def said(seed: int, seat: int) -> str:
    """What a player writes as his last words or <剑痕> (Chinese, like a real player's)."""
    return f"{seat}号说: 明天投{(seed + seat) % 21 + 1}号"


def check_ask(ask: Ask) -> None:
    shown = ask.to_json("en")
    for key in ("prompt", "skill", "phase"):
        english(shown[key])
    assert shown["prompt"] == ask.prompt_text("en")
    for o in ask.options:
        english(RULES.describe_option(ask.skill, o, "en"))
        for key in ("choice", "target", "skill"):
            if isinstance(o.get(key), str):
                english(term(o[key], "en"))


def check_view(view: dict[str, Any], free: Collection[str]) -> None:
    """What the web app shows in English: the log's lines and phases, the asks' prompts, skills and labels."""
    for e in view["log"]:
        english(e["text"], free)
        english(e["phase"])
    for a in view.get("asks") or ([view["ask"]] if view.get("ask") else []):
        for key in ("prompt", "skill", "phase"):
            english(a[key])
        for label in a.get("labels", []):
            english(label)
    if view.get("outcome"):
        english(str(view["outcome"]))


def play(seed: int, speech: bool, options: dict[str, Any] | None = None) -> tuple[Game, set[str]]:
    """A game of random bots; with `speech`, whoever leaves last words or a <剑痕> message writes one."""
    g = Game(RULES, 21, seed, {"最多天数": 8, **(options or {})})
    bots = {s: RandomBot(seed * 131 + s) for s in g.seats}
    free: set[str] = set()
    n = 0
    while g.pending and not g.finished:
        if n % 25 == 0:
            check_view(host_view(g, "en"), free)
            check_view(seat_view(g, n % 21 + 1, "en"), free)
        n += 1
        for seat, ask in list(g.pending.items()):
            check_ask(ask)
            a = dict(bots[seat].decide(ask, dict))
            if speech and ask.speech and a.get("choice") in ("遗言", "留言"):
                a["say"] = said(seed, seat)
                free.add(a["say"])
            g.answer(seat, a)
    return g, free


def test_every_string_of_random_games_renders_in_english() -> None:
    """40 games, 8 days at most; every other game with last words and <剑痕> messages, every fifth with red cards."""
    seen: set[str] = set()
    quoted = 0
    for seed in range(GAMES):
        red = {"红牌": {str(seed % 21 + 1): [2, "白天"], str((seed + 9) % 21 + 1): [1, "夜晚"]}} if seed % 5 == 0 else {}
        g, free = play(seed, seed % 2 == 1, red)
        for e in g.log.entries:
            shown = e.to_json("en")
            english(shown["text"], free)
            english(shown["phase"])
            assert e.template is None or shown["text"] == render(e.template, e.params, "en")
            seen.add(e.template or e.text)
            quoted += e.kind == "announce" and any(words in shown["text"] for words in free)
        assert g.outcome is not None
        english(str(g.outcome.to_json("en")))
    assert quoted > 0  # the players' words reach the 公示
    lines = {"{post}", "投票结果: {counts}", "<警戒>: {seat}: {what}", "你的身份: {name} ({camp}); 技能: {skills}",
             "身份: {deal}", "<夜之语>: {who}", "无人出局 ({why})。", "{seat}被红牌罚下，进入挂机状态。",
             "<侦测>: {seat}属于亡灵阵营", "<侦测>: {seat}不属于亡灵阵营", "游戏结束: {names}获胜。",
             "随机: {name} → {value}", "你翻转了身份 ({why}): 现在是{name}", "<{name}>失效。"}
    assert lines <= seen, lines - seen


def test_the_chinese_is_what_the_game_wrote_before_it_had_english() -> None:
    """Lines of one game (seed 3, with last words) as the game wrote them before the English (typed parameters
    render the Chinese they replaced)."""
    g, _ = play(3, True)
    texts = [e.text for e in g.log.entries]
    for line in [
        "身份: 1号 骑兵; 2号 守夜人; 3号 村民; 4号 村民; 5号 恶徒; 6号 村民; 7号 游荡者; 8号 弓兵; 9号 恶徒; 10号 贵族; "
        "11号 牧师; 12号 慰魂师; 13号 枪兵; 14号 村民; 15号 村民; 16号 学者; 17号 剑士; 18号 村长; 19号 恶徒; 20号 恶徒; 21号 村民",
        "你的身份: 守夜人 (【圣殿阵营】); 技能: <夜之语>、<夜之躯>、<夜之手>",
        "<夜之语>: 2号是守夜人",
        "投票结果: 1号 3票; 2号 1票; 3号 1票; 4号 1票; 6号 1票; 7号 2票; 9号 2票; 10号 1票; 12号 1票; 13号 2票; 14号 1票; "
        "15号 2票; 16号 1票; 20号 1票; 21号 1票",
        "<侦测>: 12号不属于亡灵阵营",
        "<警戒>: 3号: <祝福>; <偷袭>",  # his own watch is not among what it sees (docs/rulings/wangling.md)
        "【第2天 公示】\n前一日白天出局: 无\n前一日夜晚出局: 13号、11号、1号\n遗言:\n  13号: 13号说: 明天投17号\n"
        "今日神眷者: 19号\n前夜剑痕: 17号说: 明天投21号",
        "【第3天 公示】\n前一日白天出局: 12号\n前一日夜晚出局: 10号、3号\n今日神眷者: 19号\n"
        "前日权势: 今日仅6号、14号、19号、18号、20号、9号、2号、17号、21号、15号、8号、16号、4号、7号的投票有效",
        "无人出局 (平票且神眷者未投其中任何一人 (A-WL-1))。",
        "<安葬>: 1号出局时的身份是骑兵",
        "游戏结束: 【亡灵阵营】获胜。",
    ]:
        assert line in texts, line
    english_texts = [e.render("en") for e in g.log.entries]
    assert "<Voice of Night>: #2 is the Night Watchman" in english_texts
    assert "Your identity: Night Watchman (【Temple camp】); skills: <Voice of Night>, <Body of Night>, " \
           "<Hand of Night>" in english_texts
    assert "<Vigilance>: #3: <Blessing>; <Ambush>" in english_texts
    assert "Game over: victory for 【Undead camp】." in english_texts
    assert g.outcome is not None and g.outcome.to_json("en")["reason"] == "【Undead camp】 met the victory condition"


def test_the_bulletin_posts_in_either_language() -> None:
    b = Bulletin(day_outs=[4], night_outs=[], last_words={4: "我是[死亡圣器]的主人"}, quanshi=[], jianhen=["7号可疑"])
    assert post(3, b, None) == ("【第3天 公示】\n前一日白天出局: 4号\n前一日夜晚出局: 无\n遗言:\n  4号: 我是[死亡圣器]的主人\n"
                                "前日权势: 今日仅无的投票有效\n前夜剑痕: 7号可疑")
    assert post(3, b, None, "en") == (
        "【Day 3 bulletin】\nOut the previous day: #4\nOut the previous night: nobody\nLast words:\n"
        "  #4: 我是[死亡圣器]的主人\nYesterday's <Influence>: no vote counts today\n"
        "Last night's <Sword Mark>: 7号可疑")


def test_lists_nobody_and_the_tally_render_in_either_language() -> None:
    counts = joined([Phrase("{seat} {n}票", seat=Seat(3), n=2), Phrase("{seat} {n}票", seat=Seat(12), n=1)], "; ")
    assert value(counts, "zh") == "3号 2票; 12号 1票" and value(counts, "en") == "2 for #3; 1 for #12"
    assert value(joined([], "; ", Term("无")), "zh") == "无" and value(joined([], "; ", Term("无")), "en") == "none"
    assert render("<告死>: 即将出局 {seats}", {"seats": Seats([])}, "zh") == "<告死>: 即将出局 无"
    assert render("<告死>: 即将出局 {seats}", {"seats": Seats([])}, "en") == "<Death Knell>: about to go out: nobody"
    for why in WHY:
        assert value(Phrase(why), "zh") == why
        english(value(Phrase(why), "en"))


#: the game's modules (not the English catalogue, whose keys are the templates themselves)
SOURCES = sorted(p for p in Path(wangling.__file__).parent.glob("*.py") if p.name != "i18n_en.py")
#: the position of the template among a call's arguments
POSITION = {"say": 0, "note": 0, "tell": 1, "end": 1, "Ask": 2, "choose": 3, "skill_ask": 3, "Phrase": 0}


def _name(node: ast.Call) -> str:
    f = node.func
    return f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""


def template_literals() -> Iterator[tuple[str, int, str]]:
    """Every string the wangling modules pass as a template (both branches of a conditional one): the text of
    say/tell/note/end, an ask's prompt, a Phrase; and every other string holding a {parameter} next to Chinese."""
    for path in SOURCES:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docstrings = {id(n.value) for n in ast.walk(tree) if isinstance(n, ast.Expr)}
        for node in ast.walk(tree):
            if isinstance(node, ast.Call):
                at = POSITION.get(_name(node))
                if at is not None and len(node.args) > at:
                    arg = node.args[at]
                    for x in (arg.body, arg.orelse) if isinstance(arg, ast.IfExp) else (arg,):
                        if isinstance(x, ast.Constant) and isinstance(x.value, str):
                            yield path.name, node.lineno, x.value
            elif (isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings
                  and CJK.search(node.value) and re.search(r"\{[a-z_]+\}", node.value)):
                yield path.name, node.lineno, node.value


def test_every_template_in_the_sources_has_english() -> None:
    found = list(template_literals())
    assert len(found) > 50  # the scan sees the modules' lines and prompts
    texts = [t for _, _, t in found] + list(WHY)  # vote.WHY: the reasons of 「无人出局 ({why})。」
    missing = [text for text in texts if CJK.search(text) and text not in EN]
    assert missing == []
    for text in texts:
        if text in EN:
            english(EN[text])
            assert set(re.findall(r"\{(\w+)\}", EN[text])) == set(re.findall(r"\{(\w+)\}", text)), text


def untyped_parameters() -> Iterator[tuple[str, int, str]]:
    """Parameters of lines and prompts written as Chinese text (a Chinese literal, an f-string, a joined list)
    instead of a typed parameter that renders per language."""
    for path in SOURCES:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or _name(node) not in POSITION:
                continue
            for kw in node.keywords:
                if kw.arg in (None, "kind", "audience", "label"):
                    continue
                parts = [kw.value.body, kw.value.orelse] if isinstance(kw.value, ast.IfExp) else [kw.value]
                if isinstance(kw.value, ast.Dict):  # an Ask's prompt_params
                    parts = [v for v in kw.value.values if v is not None]
                for v in parts:
                    joins = isinstance(v, ast.Call) and isinstance(v.func, ast.Attribute) and v.func.attr == "join"
                    chinese = isinstance(v, ast.Constant) and isinstance(v.value, str) and bool(CJK.search(v.value))
                    if joins or chinese or isinstance(v, ast.JoinedStr):
                        yield path.name, node.lineno, str(kw.arg)


def test_lines_and_prompts_take_typed_parameters() -> None:
    """Identities, camps, skills and reasons: `Term`, `Terms`, `Phrase`, `Listing`, never Chinese text."""
    assert list(untyped_parameters()) == []


def term_literals() -> Iterator[tuple[str, int, str]]:
    for path in SOURCES:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "Term":
                for arg in node.args:
                    if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                        yield path.name, node.lineno, arg.value


def test_every_word_of_the_book_is_in_the_glossary() -> None:
    """Identities, the marks, camps (and 【…阵营】), all 46 skills, phases, the asks' names and option words."""
    skills = {k.name for i in (*IDENTITIES, *MARKS) for k in i.skills}
    assert len(skills) == 46 and skills == set(i18n_en.SKILLS_EN)
    assert {i.name for i in (*IDENTITIES, *MARKS)} == set(i18n_en.IDENTITIES_EN) | set(i18n_en.MARKS_EN)
    book = [*(i.name for i in (*IDENTITIES, *MARKS)), *skills, *CAMPS, *CAMP_NAME.values(), "白天", "夜晚", "开局准备",
            "投票", "遗言", "留言", "发动", "放弃", "导演随机", "完成", "弃权", "民兵", "身份", "莱恩、圣殿", "环蛇、亡灵"]
    for w in book:
        assert w in GLOSSARY, w
        english(term(w, "en"))
    assert term("【环蛇阵营】", "en") == "【Ringed Serpent camp】" and term("莱恩、圣殿", "en") == "Laien & Temple"
    assert term("灾厄", "en") == "Calamity"  # 仙妖斗法's general; here the [死亡圣器]'s skill, the same word
    literals = list(term_literals())
    assert {"无"} <= {w for _, _, w in literals}  # the scan sees them
    for name, line, w in literals:
        assert w in GLOSSARY, (name, line, w)


def test_a_word_cannot_mean_two_things() -> None:
    with pytest.raises(ValueError, match="牧师"):
        define({"牧师": "Pastor"})
    assert GLOSSARY["牧师"] == "Priest"
