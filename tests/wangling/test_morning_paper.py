"""晨报 (002_df7a4ea6bd54eb52.txt, lines 65–68; docs/rulings/wangling.md, W-MP1 … W-MP4):
「一般晨报由导演编写。导演可招聘晨报写手，每局版杀的晨报可由多名写手来写。晨报在讨论帖开门时发布，可以起到增加版杀娱乐性的作用。」
「原则上，晨报的要求是，契合剧本与当天公示的前日出局玩家，以故事的形式阐述并展示给大家，但不能透露游戏流程相关信息。」
「晨报可以存在也可以不存在，在游戏过程中玩家可以讨论晨报有关内容。」"""

from __future__ import annotations

import json
from typing import Any

import pytest
from wangling_scripts import LAYOUT, run

from daoyan.core.ask import HOST_SEAT, Ask
from daoyan.core.bots import RandomBot, play_out
from daoyan.core.errors import ConfigError, IllegalAnswer, NotAsked
from daoyan.core.game import Game, replay
from daoyan.core.view import host_view, public_view, public_waiting, seat_view
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


@pytest.mark.parametrize("setting", [[0], [22], [3, 3], "写手", [True], 3, ["导演", "导演"], "主持"])
def test_the_setting_names_writer_seats_or_none(setting: Any) -> None:
    """晨报 is 无, 导演 or a list of seats that may name 导演 (W-MP1, W-MP4); anything else is refused naming it (seat 0
    is no seat: the 导演 is named by his word)."""
    with pytest.raises(ConfigError, match="晨报"):
        new(晨报=setting)


# -- W-MP4: the 导演 writes it himself --------------------------------------------------------------------------------
DIRECTOR = "「一般晨报由导演编写。导演可招聘晨报写手，每局版杀的晨报可由多名写手来写。」"


def director(g: Game, a: Ask) -> Any:
    return {"choice": "晨报", "say": f"导演: {STORY}"} if a.for_host else None


def test_the_director_writes_it_as_the_host_before_each_post() -> None:
    """002_df7a4ea6bd54eb52.txt: 「一般晨报由导演编写。导演可招聘晨报写手，每局版杀的晨报可由多名写手来写。」 — with
    晨报 = 导演 the host himself (HOST_SEAT, not a seat) is asked at each night's end, before the 公示 it closes
    (「晨报在讨论帖开门时发布」), with the 公示 as it will be posted; what he writes ends the 公示 under 【晨报】, and it
    is an answer of the record (seat 0)."""
    g = new(晨报="导演")
    assert g.config["晨报"] == [HOST_SEAT]
    asked: list[tuple[Ask, int]] = []

    def script(g: Game, a: Ask) -> Any:
        if a.skill == "晨报":
            asked.append((a, g.round))
            assert set(g.pending) == {HOST_SEAT}  # he alone is asked in that step
        return director(g, a)

    run(g, script)
    days = len(posts(g))
    assert days >= 2 and [d for _, d in asked] == list(range(1, days + 1))
    for a, _ in asked:
        assert a.for_host and a.seat == HOST_SEAT and a.speech and a.public and a.deadline == 30 * 60
        assert a.default == {"choice": "放弃"} and a.speech_max == PAPER_MAX and "公示" in a.prompt_text()
    for p in posts(g):
        assert p.split("\n")[-2:] == ["【晨报】", f"导演: {STORY}"]
    assert [s for _, s, a in g.history if "say" in a and a.get("choice") == "晨报"] == [HOST_SEAT] * days


def test_the_director_and_his_writers_write_together_the_director_first() -> None:
    """「导演可招聘晨报写手，每局版杀的晨报可由多名写手来写」: 晨报 = [8, 导演] asks both at once; the 导演's text
    comes first (the host before the seats, then seat order)."""
    g = new(晨报=[8, "导演"])
    assert g.config["晨报"] == [HOST_SEAT, 8]
    run(g, lambda g, a: {"choice": "晨报", "say": f"{'导演' if a.for_host else a.seat}: {STORY}"}
        if a.skill == "晨报" else None, until=lambda g: bool(posts(g)))
    lines = posts(g)[0].split("\n")
    assert lines[-3:] == ["【晨报】", f"导演: {STORY}", f"8: {STORY}"]


def test_only_the_host_sees_or_answers_his_ask_and_its_step_is_the_same_for_every_seat() -> None:
    """The 导演's ask is the host's alone: no seat's view holds it, no seat may answer it (a seat that tries is told
    it is not being asked), the public's `waiting` never names it; the host's view lists it. A seat is told nothing
    but the 公示 that follows: every seat's view is the same whether the 导演 writes or passes, but for the words
    under 【晨报】 (W-MP4)."""
    g = new(晨报="导演")
    run(g, lambda g, a: None, until=lambda g: HOST_SEAT in g.pending)
    ask = g.pending[HOST_SEAT]
    for seat in g.seats:
        v = seat_view(g, seat)
        assert v["ask"] is None and "不写则无晨报" not in str(v)
        with pytest.raises(NotAsked, match="not being asked"):
            g.answer(seat, {"choice": "晨报", "say": STORY})
    assert public_waiting(g) == [] and public_view(g)["waiting"] == [] and "不写则无晨报" not in str(public_view(g))
    assert [(a["seat"], a["skill"]) for a in host_view(g)["asks"]] == [(HOST_SEAT, "晨报")]
    assert g.pending[HOST_SEAT] is ask
    # written or not, each seat's view differs only by the words under 【晨报】
    wrote, passed = new(晨报="导演"), new(晨报="导演")
    run(wrote, director)
    run(passed, lambda g, a: None)
    assert len(wrote.history) == len(passed.history)

    def strip(e: dict[str, Any]) -> dict[str, Any]:  # the line without its 【晨报】 (its text, and its data's)
        post = e.get("data", {}).get("公示")
        data = dict(e["data"], 公示=dict(post, 晨报=[])) if post else e.get("data")
        return dict(e, text=e["text"].split("\n【晨报】")[0], data=data)

    for seat in wrote.seats:
        a, b = seat_view(wrote, seat)["log"], seat_view(passed, seat)["log"]
        assert [strip(e) for e in a] == [strip(e) for e in b]
        assert any("【晨报】" in e["text"] for e in a) and not any("【晨报】" in e["text"] for e in b)


def test_the_directors_paper_replays_byte_for_byte() -> None:
    """His words are answers of the record (seat 0): a replay of the record (through JSON, as a room stores it)
    rebuilds the same game, snapshot for snapshot."""
    g = new(晨报=[3, "导演"])
    run(g, lambda g, a: {"choice": "晨报", "say": f"{a.seat}: {STORY}"} if a.skill == "晨报" else None)
    record = json.loads(json.dumps(g.record(), ensure_ascii=False))
    assert any(s == HOST_SEAT and a.get("say") == f"0: {STORY}" for _, s, a in record["answers"])
    assert replay(RULES, record).snapshot() == g.snapshot()


def test_a_bot_game_has_no_director_and_so_no_paper_from_him() -> None:
    """A game of bots has no 导演: `play_out` gives the host's ask its default (放弃: no 晨报,
    「晨报可以存在也可以不存在」) and the game plays to its end; a host agent may be given."""
    g = new(晨报="导演")
    play_out(g, {s: RandomBot(s) for s in g.seats})
    assert g.finished and posts(g) and not any("【晨报】" in p for p in posts(g))
    assert any(s == HOST_SEAT for _, s, _ in g.history)

    class Writer:
        def decide(self, ask: Ask, view: Any) -> Any:
            assert "state" in view()  # the host's view
            return {"choice": "晨报", "say": STORY}

    g = new(晨报="导演")
    play_out(g, {s: RandomBot(s) for s in g.seats}, host=Writer())
    assert posts(g) and all(p.endswith("【晨报】\n" + STORY) for p in posts(g))


def test_a_game_with_no_director_refuses_the_setting_with_why() -> None:
    """The rules say what asks the 导演 himself (`asks_host`): a room whose creator plays a seat, or the terminal's
    `play`, refuses 晨报 = 导演 with this, in Chinese and English, and names the alternative (writer seats)."""
    assert RULES.asks_host(new().config) is None and RULES.asks_host(new(晨报=[3]).config) is None
    why = RULES.asks_host(new(晨报=[3, "导演"]).config)
    assert why is not None and "导演" in why and "name writer seats" in why and "[3, 8]" in why


def test_the_terminal_player_is_a_seat_so_play_refuses_the_director_writing(tmp_path: Any) -> None:
    """`daoyan play` seats the terminal's player and fills the rest with bots: there is no 导演 to write the 晨报, so
    晨报 = 导演 is refused at once, saying why (zh and en) and what to set instead (W-MP4); `sim` (bots only) plays it,
    the 导演's ask taking its default (no 晨报)."""
    from typer.testing import CliRunner

    from daoyan.cli import app

    for lang, words in (("zh", "终端对局没有导演"), ("en", "the terminal game has no host")):
        r = CliRunner().invoke(app, ["play", "wangling", "--option", "晨报=导演", "--lang", lang], input="\n" * 5)
        assert r.exit_code == 2 and words in " ".join(r.output.split()), r.output
        assert "writer seats" in " ".join(r.output.split())
    r = CliRunner().invoke(app, ["sim", "wangling", "--games", "2", "--workers", "1", "--option", "晨报=导演",
                                 "--option", "最多天数=3", "--out", str(tmp_path)])
    assert r.exit_code == 0, r.output
    assert json.loads((tmp_path / "summary.json").read_text(encoding="utf-8"))["games"] == 2


def test_a_searching_seat_reads_the_papers_words_from_the_post() -> None:
    """A search bot samples games its seat cannot tell from the real one (daoyan.core.sampling): the 晨报's words are
    in the 公示 it read, so its guide proposes them for the writer's (here the 导演's) ask — a sample without them
    would post another 公示 and be dropped. Nothing posted: the guide proposes 放弃."""
    from daoyan.core.view import bot_view
    from daoyan.games.wangling.sampling import sample_guide

    g = new(晨报="导演")
    run(g, director, until=lambda g: bool(posts(g)) and 1 in g.pending)
    guide = sample_guide(bot_view(g, 1, known=True))
    at = next(i for i, (_, s, _) in enumerate(g.history) if s == HOST_SEAT)
    sample = new(晨报="导演")
    for _, seat, answer in g.history[:at]:
        sample.answer(seat, answer)
    assert guide(sample, sample.pending[HOST_SEAT]) == {"choice": "晨报", "say": f"导演: {STORY}"}
    passed = new(晨报="导演")
    run(passed, lambda g, a: None, until=lambda g: bool(posts(g)) and 1 in g.pending)
    assert sample_guide(bot_view(passed, 1, known=True))(sample, sample.pending[HOST_SEAT]) == {"choice": "放弃"}
