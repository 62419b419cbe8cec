"""English is available for every string 版杀 (seed 003_6ab575b4f34e0846.txt) writes in a game of the standard board:
random games render every log line (the 导演's notes, the judge's reasons and the 公示 included), prompt, option,
skill and phase in English without a Chinese character left — except the players' own last words, quoted as written,
and the book's terms the judge's English keeps as notation right before their gloss (「[群内] (in the wolf group)」,
「屠城 (wipe-out)」)."""

from __future__ import annotations

import re

from daoyan.core.bots import RandomBot
from daoyan.core.game import Game
from daoyan.core.view import host_view
from daoyan.games.langren import RULES, terminal
from daoyan.i18n import term

CJK = re.compile(r"[\u3400-\u9fff]")
CJK_PUNCT = re.compile(r"[\u3000-\u3009\u300c-\u300f\u3012-\u303f\uff00-\uffef]")
GAMES = 40
WORDS = "我是好人"


GLOSSED = re.compile(r"\[?[\u3400-\u9fff]+\]? (?=\()")  # a book term followed by its English gloss


def english(text: str) -> None:
    text = GLOSSED.sub("", text.replace(WORDS, ""))
    assert not CJK.search(text) and not CJK_PUNCT.search(text), text


def on_page(d: object) -> object:
    """What a page shows of a display: without its glossary keys ("term": the book's name as an identifier, which the
    page looks the entry up by and never prints)."""
    if isinstance(d, dict):
        return {k: on_page(v) for k, v in d.items() if k != "term"}
    if isinstance(d, list):
        return [on_page(x) for x in d]
    return d


def test_random_games_render_wholly_in_english() -> None:
    """Every line, prompt and option of 40 random games, in English: 「(3)公示[投票出局]的角色和其他原因出局的角色名单,
    分开列出。」 is 「Announcement: voted out: …; out for other reasons: …」."""
    for seed in range(GAMES):
        g = Game(RULES, 12, seed, {})
        bots = {s: RandomBot(seed * 7 + s) for s in g.seats}
        while g.pending and not g.finished:
            for seat, ask in list(g.pending.items()):
                shown = ask.to_json("en")
                for key in ("prompt", "skill", "phase"):
                    english(shown[key])
                for o in ask.options:
                    english(RULES.describe_option(ask.skill, o, "en"))
                a = bots[seat].decide(ask, dict)
                if ask.speech and a.get("choice") == "遗言":
                    a = {**a, "say": WORDS}
                g.answer(seat, a)
        view = host_view(g, "en")
        for e in view["log"]:
            english(e["text"])
            english(e["phase"])
        assert g.outcome is not None
        english(str(g.outcome.to_json("en")["reason"]))
        english(RULES.reveal_all(g, "en").replace("[bold]", "").replace("[/]", ""))
        for x in g.seats:
            english(RULES.describe_you(g, x, "en").replace("[bold]", "").replace("[/]", ""))
            english(str(on_page(RULES.display(g, x, "en"))))


def test_the_boards_words_have_english() -> None:
    """The standard board's roles, skills and factions, and the stages, are in the glossary."""
    for part in terminal.rules_table("en"):
        # the identity column shows the book's name beside its English (「狼人 Werewolf」), as 亡灵低语's does
        text = part if isinstance(part, str) else " ".join(str(c) for col in part.columns[1:] for c in col._cells)
        english(text.replace("加速", ""))
    for w in ("白昼", "黄昏", "早夜", "午夜", "深夜", "凌晨", "晨曦", "游戏开始"):
        english(term(w, "en"))
