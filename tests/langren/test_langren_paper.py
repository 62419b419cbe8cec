"""版杀's 晨报, a morning story with the 白昼's 公示 (docs/rulings/langren.md, L-MP1; a setting, off by default).

003_6ab575b4f34e0846.txt says of the 公示 only 「(3)公示[投票出局]的角色和其他原因出局的角色名单,分开列出。」 and
「9、进入下一天白昼阶段,公示前一天出局角色名单等相关信息。」 — no 晨报. 002_df7a4ea6bd54eb52.txt (亡灵低语, a 版杀 book of
the same forum): 「一般晨报由导演编写。…晨报在讨论帖开门时发布，可以起到增加版杀娱乐性的作用。」「原则上，晨报的要求是，契合
剧本与当天公示的前日出局玩家，以故事的形式阐述并展示给大家，但不能透露游戏流程相关信息。」「晨报可以存在也可以不存在」."""

from __future__ import annotations

import json
from typing import Any

import pytest
from langren_scripts import everyone_votes, game, run, texts

from daoyan.core.ask import HOST_SEAT, Ask
from daoyan.core.bots import RandomBot, play_out
from daoyan.core.errors import ConfigError, IllegalAnswer
from daoyan.core.game import Game, replay
from daoyan.core.view import public_view, seat_view, stand_in_view
from daoyan.games.langren import RULES
from daoyan.games.langren.flow import PAPER_MAX

STORY = "清晨的钟声响起，广场上少了一个熟悉的身影。"


def host_asks(g: Game, answer: Any) -> list[tuple[Ask, int, str, list[str]]]:
    """Play `g` with every ask's default, but the wolves kill 9 on the first night and the host answers his own asks
    with `answer`; each host ask with the day, the phase and the public lines before it."""
    asked: list[tuple[Ask, int, str, list[str]]] = []
    plan = {(1, "杀人", x): {"skill": "杀人", "target": 9} for x in range(1, 5)}
    while g.pending and not g.finished:
        seat, ask = next(iter(g.pending.items()))
        if seat == HOST_SEAT:
            asked.append((ask, g.round, g.phase, texts(g)))
            g.answer(seat, answer)
            continue
        a = plan.get((g.round, ask.skill, seat))
        g.answer(seat, ask.default if a is None else a)
    return asked


def test_off_by_default_nothing_is_asked_and_nothing_posted() -> None:
    """The book has no 晨报: by default (晨报 = 无) the host is never asked and no line says 晨报."""
    g = game(最多天数=3)
    assert g.config["晨报"] == "无"
    asked = host_asks(g, {"choice": "晨报", "say": STORY})
    assert asked == [] and not any("晨报" in t for t in texts(g))


def test_the_host_is_asked_right_after_each_white_day_bulletin_and_his_story_is_posted_to_all() -> None:
    """「9、进入下一天白昼阶段,公示前一天出局角色名单等相关信息。」 then the 晨报 (L-MP1): from day 2, right after the 白昼's
    公示, the host (HOST_SEAT) is asked — a public speech ask with a deadline, at most 1,000 characters, default 放弃 —
    before the vote; what he writes is a public line 【晨报】 everybody reads."""
    g = game(最多天数=3, 晨报="导演")
    asked = host_asks(g, {"choice": "晨报", "say": STORY})
    assert [day for _, day, _, _ in asked] == list(range(2, 2 + len(asked))) and asked
    for ask, _, phase, before in asked:
        assert phase == "白昼" and ask.skill == "晨报" and ask.public and ask.speech
        assert ask.speech_max == PAPER_MAX == 1000 and ask.default == {"choice": "放弃"}
        assert ask.deadline == 30 * g.config["一分钟"]
        assert before[-1].startswith("公示: ")  # the 白昼's 公示 (no 遗言: the night's out left none) came just before
    assert asked[0][3][-1] == "公示: 投票出局: 无; 其他原因出局: 9号"  # the first night's kill
    papers = [e for e in g.log.entries if e.text == "【晨报】\n" + STORY]
    assert len(papers) == len(asked)
    for e in papers:
        assert e.audience.kind == "all" and e.kind == "announce"
        for seat in (1, 9, 12):
            assert any(x["text"] == e.text for x in seat_view(g, seat)["log"])
    # each such day's vote is asked after the 晨报 (the record's answers in order: seat and skill)
    order = [(s, skill) for (_, s, _), (skill, _) in zip(g.history, g.asked, strict=True)]
    host_at = [i for i, (s, _) in enumerate(order) if s == HOST_SEAT]
    for i in host_at:
        later = [skill for _, skill in order[i + 1:]]
        earlier_today = [skill for _, skill in order[max(0, i - 1):i]]
        assert later and later[0] == "投票" and "投票" not in earlier_today


def test_a_pass_or_blank_words_post_nothing() -> None:
    """「晨报可以存在也可以不存在」: 放弃, or words that are blank, post no 晨报 line."""
    for answer in ({"choice": "放弃"}, {"choice": "晨报", "say": "   "}):
        g = game(最多天数=3, 晨报="导演")
        assert host_asks(g, answer)
        assert not any("晨报" in t for t in texts(g))


def test_a_paper_longer_than_1000_characters_is_refused_and_changes_nothing() -> None:
    g = game(最多天数=3, 晨报="模型")
    run(g, {(1, "杀人", x): {"skill": "杀人", "target": 9} for x in range(1, 5)}, until=lambda g: HOST_SEAT in g.pending)
    before = (len(g.history), len(g.log.entries))
    with pytest.raises(IllegalAnswer, match="at most 1000 characters"):
        g.answer(HOST_SEAT, {"choice": "晨报", "say": "长" * 1001})
    assert (len(g.history), len(g.log.entries)) == before and HOST_SEAT in g.pending
    g.answer(HOST_SEAT, {"choice": "晨报", "say": "长" * 1000})
    assert "【晨报】\n" + "长" * 1000 in texts(g)


def test_the_settings_value_is_checked_and_only_the_director_needs_a_host() -> None:
    """导演 is the room's host (a play room and `daoyan play` refuse it, saying why); 模型 is the host's stand-in any
    harness has (not refused); anything else is refused, naming the values."""
    with pytest.raises(ConfigError, match="晨报 must be one of 无, 导演, 模型"):
        game(晨报="写手")
    why = RULES.asks_host(game(晨报="导演").config)
    assert why is not None and "导演亲自撰写晨报" in why and "模型" in why
    for value in ("无", "模型"):
        assert RULES.asks_host(game(晨报=value).config) is None
    assert RULES.model_host(game(晨报="模型").config) and not RULES.model_host(game(晨报="导演").config)
    assert not RULES.model_host(game().config)


def test_the_host_ask_and_the_post_read_in_english() -> None:
    g = game(最多天数=3, 晨报="导演")
    run(g, {(1, "杀人", x): {"skill": "杀人", "target": 9} for x in range(1, 5)}, until=lambda g: HOST_SEAT in g.pending)
    ask = g.pending[HOST_SEAT]
    en = ask.to_json("en")
    assert en["skill"] == "Morning paper" and en["prompt"].startswith("Morning paper (day 2; tell of the previous")
    g.answer(HOST_SEAT, {"choice": "晨报", "say": STORY})
    line = next(e for e in g.log.entries if e.text.startswith("【晨报】"))
    assert line.render("en") == "【Morning paper】\n" + STORY


def test_the_stand_in_is_shown_the_public_view_and_the_host_ask_only() -> None:
    """The view a model writing as the host's stand-in is given (`stand_in_view`): the public view, plus the host's
    own public ask — no host state, no seat's view."""
    g = game(最多天数=3, 晨报="模型")
    run(g, {(1, "杀人", x): {"skill": "杀人", "target": 9} for x in range(1, 5)}, until=lambda g: HOST_SEAT in g.pending)
    v = stand_in_view(g)
    assert {k: v[k] for k in v if k != "ask"} == public_view(g)
    assert v["ask"] == g.pending[HOST_SEAT].to_json("zh") and "state" not in v


def test_a_game_with_the_paper_replays_byte_for_byte() -> None:
    """The host's words are his answers in the record (seat 0): replayed with no model and no host."""
    g = Game(RULES, 12, 5, {"晨报": "模型", "最多天数": 4})
    play_out(g, {s: RandomBot(s) for s in g.seats},
             host=type("Writer", (), {"decide": lambda self, ask, view: {"choice": "晨报", "say": STORY}})())
    assert any(s == HOST_SEAT for _, s, _ in g.history) or g.round < 2
    again = replay(RULES, json.loads(json.dumps(g.record(), ensure_ascii=False)))
    assert [e.text for e in again.log.entries] == [e.text for e in g.log.entries]


def test_everyone_voting_day_one_still_reaches_the_paper_after_dusk_and_night() -> None:
    """A vote-out at 黄昏 of day 1 is in the public lines the day-2 paper follows (「公示[投票出局]的角色…」)."""
    g = game(最多天数=3, 晨报="导演")
    plan = everyone_votes(1, 12)
    run(g, plan, until=lambda g: HOST_SEAT in g.pending)
    assert g.round == 2 and "公示: 投票出局: 12号; 其他原因出局: 无" in texts(g)


def test_a_searching_seat_reads_the_papers_words_from_its_line() -> None:
    """A search bot samples games its seat cannot tell from the real one (daoyan.core.sampling): the 晨报's words
    are in the line everybody read, so the rules' guide proposes them for the host's ask — a sample without them would
    post another line and be dropped; after a 公示 followed by no 晨报, 放弃. A whole sample is found."""
    import random

    from daoyan.core.sampling import Sampler
    from daoyan.core.view import bot_view

    kill = {(1, "杀人", x): {"skill": "杀人", "target": 9} for x in range(1, 5)}
    g = game(最多天数=3, 晨报="导演")
    run(g, kill, until=lambda g: HOST_SEAT in g.pending)
    g.answer(HOST_SEAT, {"choice": "晨报", "say": STORY})
    run(g, kill, until=lambda g: 5 in g.pending)
    guide = RULES.sample_guide(bot_view(g, 5, known=True))
    sample = game(最多天数=3, 晨报="导演")
    run(sample, kill, until=lambda g: HOST_SEAT in g.pending)
    assert guide(sample, sample.pending[HOST_SEAT]) == {"choice": "晨报", "say": STORY}
    passed = game(最多天数=3, 晨报="导演")
    run(passed, kill, until=lambda g: 5 in g.pending and g.round == 2)
    assert RULES.sample_guide(bot_view(passed, 5, known=True))(sample, sample.pending[HOST_SEAT]) == {"choice": "放弃"}
    quiet = game(最多天数=3, 晨报="导演")  # (every hidden answer its default, which the sampler proposes)
    run(quiet, {}, until=lambda g: HOST_SEAT in g.pending)
    quiet.answer(HOST_SEAT, {"choice": "晨报", "say": STORY})
    run(quiet, {}, until=lambda g: 5 in g.pending)
    sampler = Sampler(RULES, quiet.pending[5], bot_view(quiet, 5, known=True), random.Random(1),
                      lambda g, a: a.default)
    found = sampler.sample()
    assert found is not None and any(e.text == "【晨报】\n" + STORY for e in found.log.entries)
