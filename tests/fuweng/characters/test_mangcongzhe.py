"""紅桃4，盲從者，3 — 【隨流】 (seed 001_ea231be5ab83fae4.txt; daoyan/games/fuweng/skills/mangcongzhe.py):
「【隨流】鎖定技。當你成為牌的唯一目標后，你記錄此牌牌名（替換原記錄）。若有原記錄且與新記錄相同，你摸三張牌。」
As scraped: 「?4，盲從者，3」 「【隨流】鎖定技。當(dāng)你成為牌的唯一目標(biāo)后，你記錄此牌牌名（替換原記錄）。若有原記錄且與新記錄相同，你摸三張牌。」 「技能：漫無(wú)目的 只隨風(fēng)流飄蕩/轉(zhuǎn)瞬即忘 誰(shuí)知我在何方」 「陣亡：為何不讓我赴約 唔唔唔」."""

from __future__ import annotations

from typing import Any

from kit import drive, said, table

from daoyan.games.fuweng import combat, hooks, play, tricks
from daoyan.games.fuweng.state import Turn

SEED_FILE = "001_ea231be5ab83fae4.txt"


def setup(**s2: Any) -> tuple[Any, Any]:
    g, s = table("盲從者", s1={"hand": []}, s2={"hand": ["狗", "狗", "狗"], **s2})
    s.turn = Turn(2, "出牌")
    return g, s


def dog(g: Any, s: Any) -> list[Any]:
    """Seat 2 uses one of its 【狗】 on him."""
    q = s.players[2]
    card = next(c for c in q.hand if s.cards[c].name == "狗")
    q.hand.remove(card)
    return drive(play.use_dog(g, q, s.players[1], card))[0]


def test_the_card() -> None:
    """「?4，盲從者，3」 — the first 4 listed: 紅桃4 (R-S1)."""
    from daoyan.games.fuweng.characters import character

    c = character("盲從者")
    assert (c.label, c.max_hp, c.attribute) == ("紅桃4", 3, None)


def test_the_same_name_twice_draws_three() -> None:
    """「當你成為牌的唯一目標后，你記錄此牌牌名（替換原記錄）。若有原記錄且與新記錄相同，你摸三張牌。」 — a first 【狗】
    is recorded (no earlier record: nothing drawn; the line 「轉瞬即忘 誰知我在何方」), a second draws three (「漫無目的
    只隨風流飄蕩」); 鎖定技: nothing is asked."""
    g, s = setup()
    p = s.players[1]
    asked = dog(g, s)
    assert p.flags["隨流"] == "狗" and p.hand == [] and said(g, "轉瞬即忘 誰知我在何方")
    asked += dog(g, s)
    assert p.flags["隨流"] == "狗" and len(p.hand) == 3 and said(g, "漫無目的 只隨風流飄蕩")
    assert all(a.skill != "隨流" for a in asked)


def test_a_new_name_replaces_the_record() -> None:
    """「（替換原記錄）」 — 狗, then his own 【無中生有】 (「對你使用」: he is its only target), then 狗 again: each differs
    from the one before, so nothing is drawn by 隨流 (only 無中生有's three)."""
    g, s = setup()
    p = s.players[1]
    dog(g, s)
    wz = next(c for c in s.deck if s.cards[c].name == "無中生有")
    s.deck.remove(wz)
    p.hand.append(wz)
    drive(tricks.use(g, p, wz, p.seat))
    assert p.flags["隨流"] == "無中生有" and len(p.hand) == 3
    dog(g, s)
    assert p.flags["隨流"] == "狗" and len(p.hand) == 3


def test_not_when_he_is_one_of_several_targets() -> None:
    """「唯一目標」 — a card with two targets (a 【狗】 貓車 widened) is not recorded."""
    g, s = setup()
    p = s.players[1]
    p.flags["隨流"] = "狗"
    drive(hooks.emit(g, hooks.TARGETED, {"user": 2, "target": 1, "card": None, "name": "狗", "targets": 2}))
    assert p.hand == []
    drive(hooks.emit(g, hooks.TARGETED, {"user": 2, "target": 1, "card": None, "name": "狗", "targets": 1}))
    assert len(p.hand) == 3


def test_his_last_words() -> None:
    """「陣亡：為何不讓我赴約 唔唔唔」."""
    g, s = setup()
    drive(combat.damage(g, s.players[2], s.players[1], 9))
    assert s.players[1].dead and said(g, "為何不讓我赴約 唔唔唔")


def test_a_dog_whose_effect_runs_twice_makes_him_its_target_once() -> None:
    """機會 19 「使用的第一張牌效果額外執行一次」 — the 【狗】 hits him twice but he became its only target once: recorded
    once, nothing drawn (F-80)."""
    g, s = setup()
    p, q = s.players[1], s.players[2]
    q.hand = q.hand[:1]
    q.position = p.position
    s.turn.echo = True
    dog_card = q.hand[0]

    def use(a: Any) -> Any:
        return next(o for o in a.options if o.get("choice") == dog_card and o.get("target") == 1)

    drive(play.play_phase(g, q), {"出牌": [use, {"choice": "結束"}]})
    assert p.hp == 1 and p.hand == [] and p.flags["隨流"] == "狗"
    assert sum(e.text.startswith("隨流: ") for e in g.log.entries if e.audience.kind == "all") == 1
