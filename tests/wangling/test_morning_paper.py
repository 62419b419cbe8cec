"""晨报 (002_df7a4ea6bd54eb52.txt, lines 65–68; docs/rulings/wangling.md, W-MP1 … W-MP3):
「一般晨报由导演编写。导演可招聘晨报写手，每局版杀的晨报可由多名写手来写。晨报在讨论帖开门时发布，可以起到增加版杀娱乐性的作用。」
「原则上，晨报的要求是，契合剧本与当天公示的前日出局玩家，以故事的形式阐述并展示给大家，但不能透露游戏流程相关信息。」
「晨报可以存在也可以不存在，在游戏过程中玩家可以讨论晨报有关内容。」"""

from __future__ import annotations

from typing import Any

import pytest
from wangling_scripts import LAYOUT, run

from daoyan.core.ask import Ask
from daoyan.core.errors import ConfigError, IllegalAnswer
from daoyan.core.game import Game
from daoyan.games.wangling import RULES
from daoyan.games.wangling.flow import PAPER_MAX

STORY = "昨夜月色如血，村口的老槐树下又少了一个人影。"


def new(**options: Any) -> Game:
    return Game(RULES, 21, 1, {"最多天数": 4, **options}, forced={"身份": [LAYOUT]})


def posts(g: Game) -> list[str]:
    return [e.text for e in g.log.entries if e.kind == "announce"]


def test_with_no_writer_there_is_no_morning_paper_at_all() -> None:
    """「晨报可以存在也可以不存在」: by default (晨报 = 无) nobody is asked and no 公示 has a 晨报 section or a
    placeholder."""
    g = new()
    asked: list[str] = []
    run(g, lambda g, a: asked.append(a.skill))  # type: ignore[func-returns-value]
    assert g.finished and len(posts(g)) >= 2
    assert "晨报" not in asked and not any("晨报" in p for p in posts(g))
    assert g.config["晨报"] == []


def test_the_writers_are_asked_before_each_post_and_what_they_write_is_posted() -> None:
    """「导演可招聘晨报写手，每局版杀的晨报可由多名写手来写。晨报在讨论帖开门时发布」: writers 3 and 8 are asked together,
    at the night's end before the next day's 公示 (a speech ask, public, with a deadline); 3 writes, 8 does not, and
    the 公示 ends with 3's text under 【晨报】."""
    g = new(晨报=[8, 3])
    asked: list[tuple[int, Ask, int, str]] = []

    def script(g: Game, a: Ask) -> Any:
        if a.skill == "晨报":
            asked.append((a.seat, a, g.round, g.phase))
            return {"choice": "晨报", "say": STORY} if a.seat == 3 else {"choice": "放弃"}
        return None

    run(g, script)
    days = len(posts(g))
    assert days >= 2
    assert [s for s, *_ in asked] == [3, 8] * days  # before every 公示, each writer once, in seat order
    assert [day for _, _, day, _ in asked] == [d for d in range(1, days + 1) for _ in (3, 8)]  # night d, before d+1
    for _, a, _, phase in asked:
        assert a.speech and a.public and a.deadline == 30 * 60 and phase == "夜晚"
        assert a.speech_max == PAPER_MAX and a.default == {"choice": "放弃"}
    for p in posts(g):
        lines = p.split("\n")
        assert lines[-2:] == ["【晨报】", STORY] and lines.count("【晨报】") == 1


def test_a_writer_is_shown_the_days_post_and_nothing_else() -> None:
    """「契合剧本与当天公示的前日出局玩家，以故事的形式阐述并展示给大家，但不能透露游戏流程相关信息」: the writer's ask holds
    the 公示 as it will be posted (the previous day's outs, its public lines) — a public fact moments later — and
    no identity; the writer is told nothing else (no log line of his own comes with it)."""
    g = new(晨报=[3])
    shown: list[str] = []

    def script(g: Game, a: Ask) -> Any:
        if a.skill == "晨报":
            shown.append(a.prompt_text("zh"))
        return None

    run(g, script)
    assert shown
    published = posts(g)
    for prompt, post in zip(shown, published, strict=True):
        body = prompt.split(":\n", 1)[1]
        assert body == post  # nobody wrote: the post is exactly what the writer was shown
        assert "前一日白天出局" in body and "前一日夜晚出局" in body
        assert not any(name in body for name in ("牧师", "恶徒", "剑士", "活尸", "腐尸"))
    # the English page reads the same ask in English
    g2 = new(晨报=[3])
    run(g2, lambda g, a: None, until=lambda g: any(a.skill == "晨报" for a in g.pending.values()))
    ask = g2.pending[3]
    assert ask.prompt_text("en").startswith("Morning paper (day 2's bulletin") and "【Day 2 bulletin】" in \
        ask.prompt_text("en")
    before = [e for e in g2.log.entries if e.audience.kind == "seats" and e.audience.sees(3)]
    g2.answer(3, {"choice": "放弃"})
    after = [e for e in g2.log.entries if e.audience.kind == "seats" and e.audience.sees(3)]
    assert after[:len(before)] == before


def test_the_text_is_bounded_and_a_blank_or_late_one_is_no_paper() -> None:
    """What a writer sends is checked like other speech: text, at most PAPER_MAX characters (refused above, nothing
    changed); blank words, the 放弃 option or the deadline's default post no 晨报."""
    g = new(晨报=[3, 8])
    run(g, lambda g, a: None, until=lambda g: any(a.skill == "晨报" for a in g.pending.values()))
    with pytest.raises(IllegalAnswer):
        g.answer(3, {"choice": "晨报", "say": "长" * (PAPER_MAX + 1)})
    with pytest.raises(IllegalAnswer):
        g.answer(3, {"choice": "晨报", "say": 7})
    assert set(g.pending) == {3, 8}
    g.answer(3, {"choice": "晨报", "say": "   "})
    g.answer(8, g.pending[8].default)  # (a passed deadline plays the default)
    run(g, lambda g, a: None, until=lambda g: bool(posts(g)))
    assert posts(g) and "晨报" not in posts(g)[0]
    g = new(晨报=[3])
    run(g, lambda g, a: {"choice": "晨报", "say": "长" * PAPER_MAX} if a.skill == "晨报" else None,
        until=lambda g: bool(posts(g)))
    assert posts(g)[0].endswith("【晨报】\n" + "长" * PAPER_MAX)


def test_the_paper_is_in_the_record_and_replays_byte_for_byte() -> None:
    """The words are answers in the game's record: a replay of the record gives the same log, line for line."""
    g = new(晨报=[3, 8])
    run(g, lambda g, a: {"choice": "晨报", "say": f"{a.seat}号写手: {STORY}"} if a.skill == "晨报" else None)
    assert sum(1 for _, _, a in g.history if a.get("choice") == "晨报" and "say" in a) == 2 * len(posts(g))
    r = Game(RULES, 21, 1, {"最多天数": 4, "晨报": [3, 8]}, forced={"身份": [LAYOUT]})
    for _, seat, answer in g.history:
        r.answer(seat, answer)
    assert [e.to_json("zh") for e in r.log.entries] == [e.to_json("zh") for e in g.log.entries]
    assert any(f"3号写手: {STORY}" in p and f"8号写手: {STORY}" in p for p in posts(r))


@pytest.mark.parametrize("setting", ["导演", [0], [22], [3, 3], "写手", [True], 3])
def test_the_setting_names_writer_seats_or_none(setting: Any) -> None:
    """晨报 is 无 or a list of seats (W-MP1); 导演 (the host writing it) is refused with why (not supported yet)."""
    with pytest.raises(ConfigError, match="晨报"):
        new(晨报=setting)
