"""The search bot (daoyan/bots/search.py) and the sampling under it (daoyan/core/sampling.py): samples are games the
seat cannot tell from the real one — built from its view alone, its lines identical, its open ask the same — with
everything hidden from it drawn afresh; the bot plays legally within its budget, the same way for the same seed."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from typer.testing import CliRunner

from daoyan.balance import simulate
from daoyan.bots import make_bot
from daoyan.bots.search import SearchBot
from daoyan.cli import app
from daoyan.core.ask import Ask
from daoyan.core.bots import play_out
from daoyan.core.errors import ConfigError
from daoyan.core.game import Game
from daoyan.core.sampling import Sampler
from daoyan.core.view import bot_view, known_to, viewer
from daoyan.games import get_rules
from daoyan.games.xianyao.sampling import PUBLIC_CHANCE, Told

RULES = get_rules("langren")


def midgame(seed: int, seat: int, answers: int, game: str = "langren", players: int = 12,
            options: dict[str, Any] | None = None) -> Game:
    """A game of heuristic bots (版杀 at 12 unless told), stopped when `seat` is asked after giving `answers`
    answers."""
    g = Game(get_rules(game), players, seed, options)
    bots = {s: make_bot(game, "heuristic", seed * 17 + s) for s in g.seats}
    while g.pending and not g.finished:
        if seat in g.pending and sum(1 for _, s, _ in g.history if s == seat) == answers:
            return g
        for s, a in list(g.pending.items()):
            g.answer(s, bots[s].decide(a, viewer(bots[s], g, s)))
    pytest.skip("the game ended first")


def propose_randomly(r: random.Random) -> Any:
    return lambda g, a: a.options[r.randrange(len(a.options))]


def indistinguishable(real: Game, seat: int, tries: int, r: random.Random, p: random.Random) -> list[Game]:
    """Samples for `seat`'s open ask, drawn from a JSON copy of its view alone (no reference to the game), each
    checked to be a game the seat cannot tell from the real one: its log, `you`, the table and its open ask."""
    view = json.loads(json.dumps(bot_view(real, seat, known=True)))
    ask = real.pending[seat]
    sampler = Sampler(real.rules, ask, view, r, propose_randomly(p))
    samples = [s for s in (sampler.sample() for _ in range(tries)) if s is not None]
    assert samples, sampler.failed
    mine = json.loads(json.dumps(bot_view(real, seat)))
    for s in samples:
        theirs = json.loads(json.dumps(bot_view(s, seat)))
        assert theirs["log"] == mine["log"] and theirs["you"] == mine["you"] and theirs["table"] == mine["table"]
        assert s.pending[seat].skill == ask.skill and s.pending[seat].options == ask.options
    return samples


def identities(g: Game) -> dict[int, str]:
    return {x: c.card for x, c in g.state.chars.items()}


@pytest.mark.parametrize(("seed", "seat", "answers"), [(5, 3, 3), (8, 1, 2), (11, 7, 4)])
def test_a_sample_is_a_game_the_seat_cannot_tell_from_the_real_one(seed: int, seat: int, answers: int) -> None:
    real = midgame(seed, seat, answers)
    samples = indistinguishable(real, seat, 30, random.Random(1), random.Random(2))
    for s in samples:
        assert identities(s)[seat] == identities(real)[seat]
    # what the seat does not know is drawn: the other seats' cards differ between samples
    assert len({tuple(sorted(identities(s).items())) for s in samples}) > 1


def test_a_wolf_knows_its_team_in_every_sample() -> None:
    """[群内]: a 狼人 is told its team, so every sample deals the same seats the wolf cards."""
    g = Game(RULES, 12, 21)
    wolf = next(x for x, c in identities(g).items() if c == "狼人")
    real = midgame(21, wolf, 1)
    sampler = Sampler(RULES, real.pending[wolf], bot_view(real, wolf, known=True), random.Random(3),
                      propose_randomly(random.Random(4)))
    samples = [s for s in (sampler.sample() for _ in range(20)) if s is not None]
    assert samples
    wolves = {x for x, c in identities(real).items() if c == "狼人"}
    assert all({x for x, c in identities(s).items() if c == "狼人"} == wolves for s in samples)


def test_sampling_needs_what_the_seat_knows_and_rules_that_can_sample() -> None:
    real = midgame(5, 3, 1)
    ask = real.pending[3]
    with pytest.raises(ConfigError, match="known"):
        Sampler(RULES, ask, bot_view(real, 3), random.Random(1), propose_randomly(random.Random(1)))



def test_a_game_whose_rules_cannot_sample_has_no_search_bot(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every game built samples now; rules without `sample_chance` are refused with the reason."""
    import daoyan.bots.search as search

    class NoSampling:
        name = "nosampling"

    monkeypatch.setattr(search, "get_rules", lambda game: NoSampling())
    with pytest.raises(ConfigError, match="no search bot for nosampling yet"):
        make_bot("nosampling", "search", 1)


#: a small fixed roster (the tests below must not change with every character added, docs/bots.md)
FOLLOWED = ["JOKER_BIG", "JOKER_SMALL", "SK", "HK", "DQ", "SJ", "HJ", "S10", "H10", "D10", "S8", "H8", "D8"]


@pytest.mark.parametrize(("game_", "players", "seed", "seat", "keep", "options"),
                         [("langren", 12, 5, 3, 2, {}), ("xianyao", 9, 11, 2, 1, {}), ("wangling", 21, 5, 3, 1, {}),
                          ("fuweng", 6, 4, 2, 1, {"最多輪數": 3}),
                          ("fuweng", 5, 7, 2, 1, {"最多輪數": 3, "人妖牌": "標準版"})])
def test_the_search_bot_plays_a_whole_game_legally_and_the_same_way_for_the_same_seed(
        game_: str, players: int, seed: int, seat: int, keep: int, options: dict[str, Any],
        monkeypatch: pytest.MonkeyPatch) -> None:
    if "人妖牌" in options:  # (a roster the sampler follows: the test must not change with each character added)
        from daoyan.games.fuweng import skills

        monkeypatch.setattr(skills, "playable", lambda: list(FOLLOWED))

    def game() -> tuple[Game, SearchBot]:
        g = Game(get_rules(game_), players, seed, options)
        bot = SearchBot(game_, 1, playouts=3, keep=keep)
        agents: dict[int, Any] = {s: make_bot(game_, "heuristic", 100 + s) for s in g.seats}
        agents[seat] = bot
        return play_out(g, agents), bot

    (a, bot), (b, _) = game(), game()
    assert a.finished and a.snapshot() == b.snapshot() and a.record() == b.record()
    assert bot.searched > 0 and bot.searched + bot.fallbacks <= bot.decisions


def test_no_time_left_means_the_heuristic_bots_pick() -> None:
    real = midgame(5, 3, 3)
    ask = real.pending[3]
    searcher = SearchBot("langren", 7, seconds=0.0)
    got = searcher.decide(ask, viewer(searcher, real, 3))
    assert (searcher.fallbacks, searcher.searched, searcher.samples) == (1, 0, 0) and got in ask.options
    single = Ask(3, "遗言", "", [{"choice": "不留"}], {"choice": "不留"})
    assert searcher.decide(single, viewer(searcher, real, 3)) == {"choice": "不留"}


def test_the_search_overrules_the_heuristic_pick_only_on_evidence(monkeypatch: pytest.MonkeyPatch) -> None:
    """Paired playouts: every round plays each candidate from the same sample with the same bots. Here the playouts
    are scored so that only one answer wins: after three rounds (3 wins to 0 against the pick, above 1.5·√3) the
    search plays it; after two (2 to 0, below 1.5·√2) the heuristic pick stands; when every answer wins alike, the
    pick stands however many rounds."""
    real = midgame(5, 3, 3)
    ask = real.pending[3]
    twin = SearchBot("langren", 7)  # the same seed: the same heuristic pick as each bot below makes
    pick = twin.heuristic.decide(ask, viewer(twin, real, 3))
    target = next(o for o in ask.options if o != pick)

    def only_target(g: Game, seat: int) -> int:
        return int(any(k == real.ask_no and s == seat and a == target for k, s, a in g.history))

    def search(playouts: int, won: Any) -> SearchBot:
        bot = SearchBot("langren", 7, playouts=playouts, width=len(ask.options))
        monkeypatch.setattr(bot, "_won", won)
        return bot

    bot = search(3 * len(ask.options), only_target)
    assert bot.decide(ask, viewer(bot, real, 3)) == target and (bot.searched, bot.overruled) == (1, 1)
    bot = search(2 * len(ask.options), only_target)
    assert bot.decide(ask, viewer(bot, real, 3)) == pick and (bot.searched, bot.overruled) == (1, 0)
    bot = search(5 * len(ask.options), lambda g, seat: 1)
    assert bot.decide(ask, viewer(bot, real, 3)) == pick and (bot.searched, bot.overruled) == (1, 0)


def test_search_bots_per_seat_in_a_simulation_and_on_the_command_line() -> None:
    s = simulate("langren", 1, 12, seed=3, workers=1, bots="heuristic,1=search", search={"playouts": 2})
    assert s.games == 1 and all(r.winner in ("狼人", "村民") for r in s.results)
    r = CliRunner().invoke(app, ["sim", "fuweng", "--games", "1", "--workers", "1", "--bots", "heuristic,1=search",
                                 "--search-playouts", "1", "--option", "最多輪數=2"])
    assert r.exit_code == 0, r.output


# -- 仙妖斗法 (daoyan/games/xianyao/sampling.py): what everybody witnesses — open answers, announced draws — is all a
# seat is given beyond its own lines
XIANYAO = get_rules("xianyao")


def hands(g: Game) -> dict[int, tuple[str, ...]]:
    return {x: tuple(p.start_names) for x, p in g.state.players.items()}


def test_a_seat_knows_only_the_draws_announced_to_everybody() -> None:
    """known["chance"]: the draws the 【源尊】 announces — the enabled identities, the speaking direction and the first
    speaker («顺时针或逆时针(【源尊】随机决定)»), … — each as the line everybody heard says; never a hidden draw (the deal,
    the [化形], a hidden die, 量天 drawn for a sealed 【树精】)."""
    g = midgame(3, 2, 12, "xianyao", 9)
    known = known_to(g, 2)
    assert set(known["chance"]) <= PUBLIC_CHANCE and {"发牌", "化形", "鉴仙图", "量天"}.isdisjoint(known["chance"])
    said = [e["data"] for e in bot_view(g, 2)["log"] if "direction" in (e.get("data") or {})]
    assert known["chance"]["发言方向"] == [d["direction"] for d in said]
    assert known["chance"]["起始玩家"][0] == said[0]["order"][0]
    assert known["options"] == {}  # no scenario deal to hide here; a fixed deal is never given
    assert "cards" not in XIANYAO.public_options({"cards": {"1": ["仙子", "妖众"]}, "化形": ["影妖", "灾厄"]})


@pytest.mark.parametrize(("seed", "seat", "answers"), [(1, 1, 2), (3, 2, 3), (4, 5, 2)])
def test_a_xianyao_sample_is_a_game_the_seat_cannot_tell_from_the_real_one(seed: int, seat: int, answers: int) -> None:
    real = midgame(seed, seat, answers, "xianyao", 9)
    r = random.Random(seed)
    samples = indistinguishable(real, seat, 12, r, r)
    for s in samples:
        assert hands(s)[seat] == hands(real)[seat]
        assert known_to(s, seat)["chance"] == known_to(real, seat)["chance"]
        assert s.chance.unused() == 0
    if len(samples) > 1:  # what the seat does not know is drawn afresh
        assert len({tuple(sorted(hands(s).items())) for s in samples} | {tuple(sorted(hands(real).items()))}) > 1


def test_a_star_seat_samples_deals_that_keep_what_it_was_told() -> None:
    """[星空仙人]确认流程: the 星空 who open their eyes, the 【仙子】, the [化形] shown — every sampled deal keeps them."""
    real = midgame(3, 2, 3, "xianyao", 9)
    view = bot_view(real, 2, known=True)
    told = Told(view["log"])
    assert told.star and told.hand is not None
    for i in range(20):
        forced = XIANYAO.sample_chance(9, {}, view, random.Random(i))  # type: ignore[attr-defined]
        assert forced is not None
        deck = forced["发牌"][-1]
        dealt = {x: deck[2 * x - 2: 2 * x] for x in range(1, 10)}
        assert dealt[2] == told.hand
        star = sorted(x for x, h in dealt.items() if any(c in ("仙子", "佛陀", "神女", "星君", "圣贤", "仙童") for c in h))
        assert star == sorted(told.star)
        for x, names in told.holds.items():
            assert names <= set(dealt[x])
        if told.shown is not None:
            assert told.shown in forced["化形"][0] and forced["化形展示"] == [told.shown]


def test_a_step_taken_back_keeps_the_past_and_draws_the_hidden_future_again() -> None:
    real = midgame(3, 2, 3, "xianyao", 9)
    view = bot_view(real, 2, known=True)
    r = random.Random(5)
    sampler = Sampler(XIANYAO, real.pending[2], view, r, lambda g, a: a.options[r.randrange(len(a.options))])
    s = next(x for x in (sampler.sample() for _ in range(12)) if x is not None)
    steps, events = len(s.history) // 2, list(s.chance.events)
    g = Game(XIANYAO, 9, s.seed, s.options, forced=s.forced)  # the draws made by the first `steps` answers
    for _, seat, a in s.history[:steps]:
        g.answer(seat, a)
    draws = len(g.chance.events)
    assert 0 < draws < len(events)
    seed = s.seed
    sampler._rewind(s, steps, draws, True, {})
    assert s.seed != seed and len(s.history) == steps
    assert s.chance.events[:draws] == [dict(e, forced=True) for e in events[:draws]]


# -- 亡灵低语 (daoyan/games/wangling/sampling.py): no answer is read as given; the guide proposes what the lines imply
WANGLING = get_rules("wangling")


def dealt(g: Game) -> dict[int, str]:
    return {x: c.dealt for x, c in g.state.chars.items()}


@pytest.mark.parametrize(("seed", "seat", "answers"), [(2, 4, 3), (6, 17, 4), (9, 12, 6)])
def test_a_wangling_sample_is_a_game_the_seat_cannot_tell_from_the_real_one(seed: int, seat: int, answers: int) -> None:
    """Its lines identical: the 投票结果 counts, the 公示 (night outs in the settlement's order, 遗言, 剑痕), what its
    own skills learned; its identity as dealt; the others' identities drawn afresh."""
    real = midgame(seed, seat, answers, "wangling", 21)
    r = random.Random(seed)
    samples = indistinguishable(real, seat, 6, r, r)
    for s in samples:
        assert dealt(s)[seat] == dealt(real)[seat]
    assert any(dealt(s) != dealt(real) for s in samples)


def test_a_wangling_deal_keeps_the_group_the_night_watch_and_the_burials() -> None:
    """「标明<团队>的技能拥有者互知共群」, 「夜之语<强制>：守夜人与其他圣殿角色互知身份」, <安葬>: 「获知其出局时的
    身份」 — every sampled deal keeps what the seat was told of them."""
    from daoyan.games.wangling.identities import flipped
    from daoyan.games.wangling.sampling import Told

    g = Game(WANGLING, 21, 4)
    thug = next(x for x, n in dealt(g).items() if n == "恶徒")
    watcher = next(x for x, n in dealt(g).items() if n == "守夜人")
    for seat, same in ((thug, "恶徒"), (watcher, None)):
        view = bot_view(g, seat, known=True)
        for i in range(10):
            forced = WANGLING.sample_chance(21, {}, view, random.Random(i))  # type: ignore[attr-defined]
            deal = dict(enumerate(forced["身份"][0], start=1))
            assert deal[seat] == dealt(g)[seat]
            if same is not None:  # the 恶徒 group: the same seats, nobody else
                assert {x for x, n in deal.items() if n == same} == {x for x, n in dealt(g).items() if n == same}
            else:  # the 守夜人 knows the 剑士, 游荡者 and 慰魂师
                for x in ("剑士", "游荡者", "慰魂师"):
                    assert [y for y, n in deal.items() if n == x] == [y for y, n in dealt(g).items() if n == x]
    # a burial: the identity learned is kept (as dealt, or the 亡灵 it flips to)
    view = {"seat": 5, "log": [{"audience": [5], "round": 0, "data": {"identity": "村长", "camp": "莱恩"}},
                               {"audience": [5], "round": 2, "phase": "夜晚", "data": {"安葬": "剑士", "target": 9}},
                               {"audience": [5], "round": 3, "phase": "夜晚", "data": {"安葬": "活尸", "target": 11}}]}
    assert Told(5, view["log"]).buried == {9: "剑士", 11: "活尸"}
    for i in range(10):
        deal = dict(enumerate(WANGLING.sample_chance(21, {}, view, random.Random(i))["身份"][0], start=1))  # type: ignore[attr-defined]
        assert deal[5] == "村长" and deal[9] == "剑士" and flipped(deal[11]) == "活尸"


# -- 三國殺×大富翁 (daoyan/games/fuweng/sampling.py): throws, moves and the cards events discard face up are public
# draws; the deck is rebuilt from the draws and the faces the seat saw; the guide reads the answers off the lines
FUWENG = get_rules("fuweng")


def hands_fw(g: Game) -> dict[int, list[int]]:
    return {x: list(p.hand) for x, p in g.state.players.items()}


def test_a_fuweng_seat_knows_the_throws_and_moves_not_the_deck() -> None:
    """「隨機分給每個玩家一張身份牌…其它身份的玩家保存好自己的身份牌」, 「將游戲牌洗混」 (001_ea231be5ab83fae4.txt): the
    identities, the order of the deck, the card 順手牽羊 takes and a random 指令 are never in what a seat is given; the
    throws are, as every line shows them."""
    g = midgame(3, 2, 12, "fuweng", 6)
    known = known_to(g, 2)
    assert set(known["chance"]) <= FUWENG.public_chance  # type: ignore[attr-defined]
    assert {"身份", "洗牌", "順手牽羊", "指令", "判定牌堆"}.isdisjoint(known["chance"])
    throws = [e["data"]["throw"] for e in bot_view(g, 2)["log"] if "throw" in (e.get("data") or {})]
    assert known["chance"]["行動投擲"] == throws
    assert "局面" not in FUWENG.public_options({"局面": {"deck": ["狗"]}})  # type: ignore[attr-defined]


@pytest.mark.parametrize(("seed", "seat", "answers"), [(1, 2, 6), (5, 4, 9), (2, 3, 30)])
def test_a_fuweng_sample_is_a_game_the_seat_cannot_tell_from_the_real_one(seed: int, seat: int, answers: int) -> None:
    """Every line identical — each card another seat used, equipped or discarded is in its hand when it shows it, each
    card drawn has the back the line showed — its own hand the same; the other hands drawn afresh."""
    real = midgame(seed, seat, answers, "fuweng", 6)
    r = random.Random(seed)
    samples = indistinguishable(real, seat, 4, r, r)
    for s in samples:
        assert hands_fw(s)[seat] == hands_fw(real)[seat]
        assert s.chance.unused() == 0
    assert any(hands_fw(s) != hands_fw(real) for s in samples)


@pytest.fixture
def followed_roster(monkeypatch: pytest.MonkeyPatch) -> None:
    from daoyan.games.fuweng import skills

    monkeypatch.setattr(skills, "playable", lambda: list(FOLLOWED))


@pytest.mark.parametrize(("seed", "seat", "answers"), [(3, 2, 4), (5, 1, 3), (7, 4, 5)])
def test_a_fuweng_sample_with_character_cards_keeps_every_pick_and_this_seat_s_offer(
        seed: int, seat: int, answers: int, followed_roster: None) -> None:
    """選將 (「首先分給蒼鷺玩家隨機抽取的8張人妖牌…每名玩家從剩余的7張人妖牌與人妖牌堆頂一張牌中選擇」): in a sample every seat
    plays the character it chose (shown to all) and this seat was offered the same cards in the same order (told to
    it); the other offers and the 人妖牌堆's order are drawn afresh (hidden)."""
    options = {"人妖牌": "標準版"}
    real = midgame(seed, seat, answers, "fuweng", 5, options)

    def offers(g: Game) -> list[Any]:
        return [(e.audience.seats, e.data["offered"]) for e in g.log.entries if "offered" in (e.data or {})]

    r = random.Random(seed)
    samples = indistinguishable(real, seat, 4, r, r)
    mine = [o for o in offers(real) if o[0] == (seat,)]
    for s in samples:
        assert {x: p.character for x, p in s.state.players.items()} == \
            {x: p.character for x, p in real.state.players.items()}
        assert [o for o in offers(s) if o[0] == (seat,)] == mine
    assert any(offers(s) != offers(real) for s in samples)


def test_a_forced_shuffle_may_fix_only_the_cards_on_top() -> None:
    """The deck a sample starts with: the cards the seat's lines place on top, the rest shuffled by the sample."""
    from daoyan.core.errors import ForcedChanceError
    from daoyan.core.rng import Chance

    top = Chance(1, forced={"洗牌": [{"first": [5, 3]}]}).shuffle("洗牌", list(range(10)))
    assert top[:2] == [5, 3] and sorted(top) == list(range(10))
    with pytest.raises(ForcedChanceError, match="not drawn from"):
        Chance(1, forced={"洗牌": [{"first": [11]}]}).shuffle("洗牌", list(range(10)))


# -- the 人妖牌' random draws (001_ea231be5ab83fae4.txt): a sample follows each, so the search bot searches in character
# games. Each case: a 6-seat game of heuristic bots with 人妖牌=標準版 in which the draw was made before `seat`'s ask —
# with this roster (every character but 俠客; the games must not change with each character added)
ROSTER = ['JOKER_BIG', 'JOKER_SMALL', 'SK', 'HK', 'CK', 'DK', 'SQ', 'HQ', 'CQ', 'DQ', 'SJ', 'HJ', 'CJ', 'DJ', 'S10',
          'H10', 'C10', 'D10', 'S9', 'H9', 'C9', 'D9', 'S8', 'H8', 'C8', 'D8', 'S7', 'H7', 'C7', 'D7', 'S6', 'H6', 'C6',
          'D6', 'S5', 'H5', 'C5', 'S4', 'H4', 'C4', 'D4', 'S3', 'H3', 'C3', 'D3', 'S2', 'H2', 'C2', 'D2', 'SA', 'HA',
          'CA', 'DA']


@pytest.fixture
def roster(monkeypatch: pytest.MonkeyPatch) -> None:
    from daoyan.games.fuweng import skills

    monkeypatch.setattr(skills, "playable", lambda: list(ROSTER))

CHARACTER_DRAWS = [
    # 「你可展示一名其它角色的隨機」 一張手牌 … 「否則，你獲得之。」 (疑室: shown to all, then taken)
    ("疑室", 2, 6, 4, True),
    # 「，你可展示其一張手牌。若之與造成傷害的牌花色：相同，傷害+1；不同，你獲得之。」 (調訪)
    ("調訪", 42, 6, 9, True),
    # 「束后依次棄置其X張牌，且其令當」 前階段結束 (閃現: a random hand card each, discarded face up)
    ("閃現", 44, 4, 8, True),
    # 「棄置一張手牌并獲得兩條隨機」 指令 (善詔: the card discarded face up; the 指令 hidden)
    ("善詔", 40, 5, 1, True),
    # 「你以此法：獲得牌后，你隨機」 「棄置一張不為此牌的牌（無」 … (竭探)
    ("竭探", 18, 4, 1, True),
    # 「束后，你可棄置一名符合“此階段(開始時」 … 「”的其它角色的一張牌。」 (鎮林: a hand card at random, R-G9)
    ("鎮林", 25, 4, 34, True),
    # 「上已集齊止峰系列標」記，你可隨機移除場上每種標「記各1枚，令本階段投擲數」+1 (止峰: whose mark, shown)
    ("止峰1", 9, 5, 16, True),
    # 「不小于2，令你隨機」「獲得其兩張牌并防止此傷害。」 (冥婚: told to the two of them only)
    ("冥婚", 6, 4, 27, False),
]


@pytest.mark.parametrize(("draw", "seed", "seat", "answers", "public"), CHARACTER_DRAWS)
def test_a_sample_follows_a_character_s_random_draw(draw: str, seed: int, seat: int, answers: int, public: bool,
                                                    roster: None) -> None:
    """The sample is a game the seat cannot tell from the real one (every line, its hand, the table, its ask) in which
    the skill made the same draw; a draw whose result everybody saw (a card shown or discarded face up, the seat a
    mark is taken from) is the very one, and it is one the seat is given (`known["chance"]`); a hidden one (冥婚's two
    cards, told to the two of them) is drawn by the sample and never given."""
    real = midgame(seed, seat, answers, "fuweng", 6, {"人妖牌": "標準版"})
    made = [e["value"] for e in real.chance.events if e["chance"] == draw]
    assert made  # (the skill drew before the seat's ask)
    known = known_to(real, seat)
    assert (known["chance"].get(draw) == made) is public and (draw in FUWENG.public_chance) is public  # type: ignore[attr-defined]
    r = random.Random(seed)
    samples = indistinguishable(real, seat, 3, r, r)
    for s in samples:
        got = [e["value"] for e in s.chance.events if e["chance"] == draw]
        assert len(got) == len(made) and (got == made or not public)
        assert s.chance.unused() == 0


def test_every_public_character_draw_is_shown_to_all_when_it_is_made(roster: None) -> None:
    """Secrecy: a skill's draw the seat is given (`known["chance"]`) is one whose result a line everybody reads names
    at once — a card shown or discarded face up, the seat that loses a mark or takes damage — never a hidden one."""
    rules = FUWENG
    skill_draws = {n for n in rules.public_chance if n in {"疑室", "調訪", "閃現", "善詔", "竭探", "造幕", "鎮林"}  # type: ignore[attr-defined]
                   or n.startswith("止峰")}
    checked = 0
    for _, seed, seat, answers, public in CHARACTER_DRAWS:
        if not public:
            continue
        real = midgame(seed, seat, answers, "fuweng", 6, {"人妖牌": "標準版"})
        lines = [e for e in real.log.entries if e.audience.kind == "all"]
        for ev in real.chance.events:
            if ev["chance"] not in skill_draws:
                continue
            values = ev["value"] if isinstance(ev["value"], list) else [ev["value"]]
            for v in values:
                assert any(v in _flat(e.data) for e in lines), (ev, seed)
                checked += 1
    assert checked >= 7


def _flat(d: dict[str, Any] | None) -> list[Any]:
    out: list[Any] = []
    for v in (d or {}).values():
        out.extend(v if isinstance(v, list) else list(v.values()) if isinstance(v, dict) else [v])
    return out


def test_a_hand_the_seat_looks_at_with_tanting_is_the_sample_s_hand_in_its_order(roster: None) -> None:
    """線人 「一至兩名其它角色，依次觀看這些角色的手牌且可獲得（若為當」… (the seat looks at others' hands:
    「探聽: N號的手牌」, told to it alone): in the sample the hand it was shown is that seat's hand, card for card and
    in the same order."""
    real = midgame(3, 1, 26, "fuweng", 6, {"人妖牌": "標準版"})
    shown = [e for e in real.log.entries if "seen" in (e.data or {}) and str(e.text).startswith("探聽")]
    assert shown and all(e.audience.seats == (1,) for e in shown)
    r = random.Random(3)
    for s in indistinguishable(real, 1, 2, r, r):
        theirs = [e.data for e in s.log.entries if "seen" in (e.data or {}) and str(e.text).startswith("探聽")]
        assert theirs == [e.data for e in shown]


@pytest.mark.parametrize(("seed", "seat"), [(1, 2), (2, 4), (3, 1)])
def test_a_seat_choosing_its_character_samples_the_offers_before_it(seed: int, seat: int, roster: None) -> None:
    """選將 while the seat chooses (「每名玩家從剩余的7張人妖牌與人妖牌堆頂一張牌中選擇」): the sample gives it the very
    offer it holds and every earlier seat its shown pick; nothing after it is drawn yet (the deck is shuffled after)."""
    real = midgame(seed, seat, 0, "fuweng", 6, {"人妖牌": "標準版"})
    assert real.pending[seat].skill == "選將"
    r = random.Random(seed)
    for s in indistinguishable(real, seat, 3, r, r):
        assert s.chance.unused() == 0 and not any(e["chance"] == "洗牌" for e in s.chance.events)
