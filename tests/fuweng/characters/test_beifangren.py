"""梅花J，北方人，3，特區 — 【人和】 (seed 001_ea231be5ab83fae4.txt; daoyan/games/fuweng/skills/beifangren.py):
「【人和】你可將動物牌當任意動物牌使用或打出。」 「技能：凡人亦可創造奇跡/拿起御柱蛙帽 傾國為戰信仰」 「陣亡：龍江萬里戍樓空」.
As scraped: 「?J，北方人，3，特區(qū)」 「【人和】你可將動(dòng)物牌當(dāng)任意動(dòng)物牌使用或打出。」 「技能：凡人亦可創(chuàng)造奇跡/拿起御柱蛙帽 傾國(guó)為戰(zhàn)信仰」 「陣亡：龍江萬(wàn)里戍樓空」."""

from __future__ import annotations

from typing import Any

from fuweng_scripts import near
from kit import drive

from daoyan.core.game import Game
from daoyan.games.fuweng import RULES, combat, play, terminal, tiles, tricks
from daoyan.games.fuweng.board import Kind
from daoyan.games.fuweng.state import FState, Turn

SEED_FILE = "001_ea231be5ab83fae4.txt"
END = {"choice": "結束"}
SKILL = "人和"


def table(*hand: str, seats: int = 5, **others: dict[str, Any]) -> tuple[Game, FState]:
    """北方人 on seat 1 holding `hand` (card names, taken from the 牌堆), the others as `others` say (s2=…)."""
    layout = {1: {"character": "北方人", "hand": list(hand), "hp": 3},
              **{int(k[1:]): {"hand": [], **v} for k, v in others.items()}}
    g = Game(RULES, seats, 1, {"局面": {"seats": layout}})
    s = g.state
    assert isinstance(s, FState)
    s.turn = Turn(1, "出牌")
    near(s, 1, 2, 1)
    return g, s


def ids(s: FState, seat: int, name: str) -> list[int]:
    return [c for c in s.players[seat].hand if s.cards[c].name == name]


def said(g: Game, text: str) -> bool:
    return any(text in e.text for e in g.log.entries if e.audience.kind == "all")


def test_the_card() -> None:
    """「?J，北方人，3，特區」 — the third J listed: 梅花J (R-S1); 屬性 特區."""
    from daoyan.games.fuweng.characters import character

    c = character("北方人")
    assert (c.label, c.max_hp, c.attribute, c.skill) == ("梅花J", 3, "特區", "人和")


def test_any_animal_card_as_a_dog_in_his_play_phase() -> None:
    """「你可將動物牌當任意動物牌使用」: a 【家貓】 used as 【狗】 on a character in his vision, shown as 「(當狗)」; it is
    a 【狗】 use — the damage is a 【狗】's and the limit 「出牌階段限一次」 is spent; his line 「凡人亦可創造奇跡」."""
    g, s = table("家貓", "流浪貓", s2={"hp": 4})
    p = s.players[1]
    p.hp = 2  # (hurt: the 【流浪貓】 may still be used as 【家貓】 after the 【狗】)
    cat = ids(s, 1, "家貓")[0]
    opts = play.options(g, p, 0)
    as_dog = {"skill": SKILL, "choice": cat, "target": 2}
    assert as_dog in opts
    assert terminal.describe_option("出牌", as_dog).startswith(f"人和: {s.cards[cat]}(當狗) → 2號")
    assert terminal.describe_option("出牌", as_dog, "en").endswith("(as Dog) → #2")
    asked, _ = drive(play.play_phase(g, p), {"出牌": [as_dog, lambda a: a.options[0]]})
    assert s.players[2].hp == 3 and cat in s.discard
    second = [a for a in asked if a.skill == "出牌"][1]
    assert not any(o.get("target") == 2 for o in second.options)  # (the 【狗】 limit)
    assert {"skill": SKILL, "choice": ids(s, 1, "流浪貓")[0]} in second.options  # (as 【家貓】: no target)
    assert said(g, f"人和: 1号將{s.cards[cat]}當【狗】使用。") and said(g, "凡人亦可創造奇跡")


def test_any_animal_card_as_a_house_cat_on_himself_when_hurt() -> None:
    """「使用時機：出牌階段，若你存活且已受傷」: a 【狗】 used as 【家貓】 (an option without a target: 「使用目標：你」)
    heals him, shown as 「(當家貓)」; unhurt, it is not offered."""
    g, s = table("狗")
    p = s.players[1]
    dog = ids(s, 1, "狗")[0]
    heal = {"skill": SKILL, "choice": dog}
    assert heal not in play.options(g, p, 0)
    assert terminal.describe_option("出牌", heal) == f"人和: {s.cards[dog]}(當家貓)"
    p.hp = 2
    assert heal in play.options(g, p, 0)
    drive(play.play_phase(g, p), {"出牌": [heal, END]})
    assert p.hp == 3 and dog in s.discard


def test_a_dog_card_as_a_stray_cat_cancels_a_dog() -> None:
    """「以你為目標的【狗】生效前」: his 【狗】 used as 【流浪貓】 cancels the 【狗】 aimed at him."""
    g, s = table("狗", s2={})
    s.turn = Turn(2, "出牌")
    dog = ids(s, 1, "狗")[0]
    drive(play.use_dog(g, s.players[2], s.players[1], None), {"流浪貓": [{"skill": SKILL, "choice": dog}]},
          strict=True)
    assert s.players[1].hp == 3 and dog in s.discard
    assert terminal.describe_option("流浪貓", {"skill": SKILL, "choice": dog}) == f"人和: {s.cards[dog]}(當流浪貓)"
    assert said(g, f"人和: 1号將{s.cards[dog]}當【流浪貓】使用。") and said(g, "1号使用【流浪貓】抵消此【狗】。")


def test_a_house_cat_played_as_a_dog_in_drums_and_gongs() -> None:
    """「使用或打出」 — 打出: in 金鼓齊鳴 「其與你輪流打出一張【狗】」 his 【家貓】 is played as 【狗】, and the user, who
    has none, takes the damage."""
    g, s = table("家貓", s2={"hp": 4})
    s.turn = Turn(2, "出牌")
    cat = ids(s, 1, "家貓")[0]
    play_it = {"skill": SKILL, "choice": cat}
    assert terminal.describe_option("金鼓齊鳴", play_it, "en").endswith("(as Dog)")
    drive(tricks.jingu(g, s.players[2], s.players[1]), {"金鼓齊鳴": [play_it]}, strict=True)
    assert s.players[1].hp == 3 and s.players[2].hp == 3
    assert said(g, f"人和: 1号將{s.cards[cat]}當【狗】打出。")


def test_a_stray_cat_as_a_house_cat_for_a_dying_character() -> None:
    """「一名角色瀕死時」: his 【流浪貓】 used as 【家貓】 saves a dying character (another one here)."""
    g, s = table("流浪貓", s2={"hp": 1})
    s.turn = Turn(2, "出牌")
    stray = ids(s, 1, "流浪貓")[0]
    save = {"skill": SKILL, "choice": stray}
    drive(combat.damage(g, s.players[3], s.players[2], 1), {("家貓", 1): [save]}, strict=True)
    assert not s.players[2].dead and s.players[2].hp == 1 and stray in s.discard
    assert said(g, f"人和: 1号將{s.cards[stray]}當【家貓】使用。")


def test_a_dog_played_as_a_stray_cat_for_a_cattery_share() -> None:
    """《貓舍》: 「可打出一張【流浪貓】選擇“購股”」 — his 【狗】 is played as 【流浪貓】."""
    g, s = table("狗")
    h = next(h for h in s.holdings.values() if h.kind == Kind.MAOSHE)
    dog = ids(s, 1, "狗")[0]
    before = h.shares.get(1, 0)
    drive(tiles.cattery_share(g, 1, h, False), {"購股": [{"skill": SKILL, "choice": dog}]}, strict=True)
    assert h.shares.get(1, 0) == before + 1 and dog in s.discard
    assert said(g, f"人和: 1号將{s.cards[dog]}當【流浪貓】打出 (")
    assert terminal.describe_option("購股", {"skill": SKILL, "choice": dog}) == f"人和: {s.cards[dog]}"


def test_a_house_cat_played_as_a_dog_for_a_kennel_share() -> None:
    """《股市》 購股: 「選擇任一《狗舍》，然后打出一張【狗】并令你的該《狗舍》持股+1」 — his 【家貓】 is played as 【狗】."""
    g, s = table("家貓")
    kennel = next(h for h in s.holdings.values() if h.kind == Kind.GOUSHE)
    cat = ids(s, 1, "家貓")[0]
    before = kennel.shares.get(1, 0)
    drive(tiles.market_pass(g, 1), {"股市": [{"choice": "購股", "target": kennel.building}],
                                     "購股": [{"skill": SKILL, "choice": cat}]}, strict=True)
    assert kennel.shares.get(1, 0) == before + 1 and cat in s.discard
    assert said(g, f"人和: 1号將{s.cards[cat]}當【狗】打出 (")


def test_his_death_line() -> None:
    """「陣亡：龍江萬里戍樓空」."""
    g, s = table()
    s.players[1].hp = 1
    drive(combat.damage(g, s.players[2], s.players[1], 1))
    assert s.players[1].dead and said(g, "龍江萬里戍樓空")


def test_his_second_line_at_the_second_use() -> None:
    """「技能：…/拿起御柱蛙帽 傾國為戰信仰」: the lines in turn."""
    g, s = table("狗", "狗", s2={})
    s.turn = Turn(2, "出牌")
    for _ in range(2):
        dog = ids(s, 1, "狗")[0]
        drive(play.use_dog(g, s.players[2], s.players[1], None),
              {"流浪貓": [{"skill": SKILL, "choice": dog}]}, strict=True)
    assert said(g, "拿起御柱蛙帽 傾國為戰信仰")


def test_the_heuristic_bot_answers_a_dog_with_its_least_worthy_animal_card() -> None:
    """Aimed at by a 【狗】 with no 【流浪貓】, the heuristic bot cancels it with a 【狗】 as 【流浪貓】 (not its 【家貓】)."""
    from daoyan.bots.fuweng import HeuristicBot
    from daoyan.core.view import seat_view

    g, s = table("家貓", "狗", s2={})
    s.turn = Turn(2, "出牌")
    flow = play.use_dog(g, s.players[2], s.players[1], None)
    batch = next(flow)
    while not batch:
        batch = flow.send({})
    (ask,) = batch
    got = HeuristicBot(1).decide(ask, lambda: seat_view(g, 1))
    assert got.get("skill") == SKILL and s.cards[got["choice"]].name == "狗"


def test_the_heuristic_bot_saves_itself_with_any_animal_card() -> None:
    """Dying with no 【家貓】, the heuristic bot uses its 【狗】 as 【家貓】 on itself."""
    from daoyan.bots.fuweng import HeuristicBot
    from daoyan.core.view import seat_view

    g, s = table("狗", s2={})
    s.turn = Turn(2, "出牌")
    s.players[1].hp = 1
    flow = combat.damage(g, s.players[2], s.players[1], 1)
    batch = next(flow)
    while not batch or batch[0].skill != "家貓":
        batch = flow.send({})
    (ask,) = batch
    got = HeuristicBot(1).decide(ask, lambda: seat_view(g, 1))
    assert got.get("skill") == SKILL and s.cards[got["choice"]].name == "狗"
