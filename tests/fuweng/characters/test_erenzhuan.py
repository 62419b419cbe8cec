"""梅花7，二人轉，4 — 【囂攘】 (seed 001_ea231be5ab83fae4.txt; daoyan/games/fuweng/skills/erenzhuan.py):
「【囂攘】①限定技。一名角色判定前，你可觀看剩余判定牌堆并選擇其中背面朝上的一張牌作為此次判定結果。②鎖定技。行動階段開始時，若①已發動，
重置之；否則，本階段投擲數+2。」
As scraped: 「?7，二人轉(zhuǎn)，4」 「【囂攘】①限定技。一名角色判定前，你可觀看剩余判定牌堆并選擇其中背面朝上的一張牌作為此次判定結(jié)果。②鎖定技。行動(dòng)階段開始時(shí)，若①已發(fā)動(dòng)，重置之；否則，本階段投擲數(shù)+2。」
「技能：歡迎來(lái)到月之都/我們也要競(jìng)選總統(tǒng)」 「陣亡：月都動(dòng)搖 天現(xiàn)異象」."""

from __future__ import annotations

from typing import Any

import kit
import pytest
from kit import drive, said

from daoyan.bots.fuweng import HeuristicBot
from daoyan.core.errors import ConfigError
from daoyan.core.game import Game
from daoyan.core.view import seat_view
from daoyan.games.fuweng import basic, flow, hooks
from daoyan.games.fuweng.characters import character
from daoyan.games.fuweng.state import FState, Turn

SEED_FILE = "001_ea231be5ab83fae4.txt"
YES, NO = {"choice": "發動"}, {"choice": "不發動"}


def table(**seats: Any) -> tuple[Game, FState]:
    return kit.table("二人轉", **seats)



def test_the_card() -> None:
    """「?7，二人轉，4」 — the third 7 listed: 梅花7 (R-S1)."""
    c = character("二人轉")
    assert (c.label, c.max_hp, c.attribute) == ("梅花7", 4, None)


def test_he_looks_at_the_deck_and_chooses_the_card_of_anyone_s_judgement() -> None:
    """①「一名角色判定前，你可觀看剩余判定牌堆并選擇其中背面朝上的一張牌作為此次判定結果。」 — seat 3's judgement: he sees
    the face-down cards in order (told to him alone) and picks one; that card is shown and judged, then lies face up at
    the bottom; the skill is shown as used (「限定技」); the line 「歡迎來到月之都」."""
    g, s = table()
    hidden = [c.label for c in s.judgement.face_down()]
    pick = next(x for x in hidden[4:] if "王" not in x)
    asks, _ = drive(basic.judgement(g, 3, 3), {"囂攘": [YES, {"choice": pick}]}, strict=True)
    assert [a.seat for a in asks if a.skill == "囂攘"] == [1, 1]
    assert s.judgement.cards[-1] == (character(pick), True)
    told = [e for e in g.log.entries if (e.data or {}).get("judgement_deck")]
    assert len(told) == 1 and told[0].audience.seats == (1,) and told[0].data["judgement_deck"] == hidden
    assert s.players[1].flags == {"囂攘": "已發動"}
    assert said(g, "1号發動【囂攘】: 「歡迎來到月之都」") and said(g, "1号的限定技【囂攘】已發動。")
    assert said(g, f"判定結果: {pick}")


def test_declined_he_sees_nothing_and_the_top_card_is_judged() -> None:
    """「你可」: declined, the top card is judged as usual and nothing is told."""
    g, s = table()
    top = s.judgement.face_down()[0]
    drive(basic.judgement(g, 3, 3), {"囂攘": [NO]}, strict=True)
    assert s.judgement.cards[-1] == (top, True)
    assert not any((e.data or {}).get("judgement_deck") for e in g.log.entries)


def test_used_it_is_not_offered_again() -> None:
    """「①限定技」: once — until ② resets it."""
    g, _ = table(s1={"used": ["囂攘"]})
    asks, _ = drive(basic.judgement(g, 3, 3), {})
    assert "囂攘" not in [a.skill for a in asks]


def test_his_action_phase_resets_a_used_skill() -> None:
    """②「行動階段開始時，若①已發動，重置之」 — and no throws added; the line 「我們也要競選總統」."""
    g, s = table(s1={"used": ["囂攘"]})
    s.turn = Turn(1, "行動")
    drive(hooks.emit(g, hooks.PHASE_START, {"seat": 1, "phase": "行動"}), {})
    assert s.players[1].flags == {} and s.turn.throw_delta == 0
    assert said(g, "1号的限定技【囂攘】重置。") and said(g, "1号發動【囂攘】: 「我們也要競選總統」")


def test_unused_his_action_phase_throws_twice_more() -> None:
    """②「否則，本階段投擲數+2」 — four throws instead of two."""
    g, s = table(s1={"position": [1, 13], "heading": "東", "dice_control": [1, 1, 1, 1, 1], "hand": []})
    drive(flow.turn(g, 1, begin="行動"), {})
    assert s.players[1].dice_control == [1]


def test_a_scenario_may_say_it_is_used_but_only_for_his_own_limited_skill() -> None:
    """The scenario key `used:` names the seat's own 限定技; 社長's 待時 is none, and a seat without it cannot have it."""
    with pytest.raises(ConfigError, match="is no 限定技"):
        table(s2={"character": "社長", "used": ["待時"]})
    with pytest.raises(ConfigError, match="used"):
        table(s2={"used": ["囂攘"]})


def test_the_heuristic_bot_spares_a_friend_from_the_eight_gates() -> None:
    """The bot keeps ① (and its two throws) for a judgement that decides little, and uses it on its own 【八陣圖】
    judgement, picking a card that is no 黑桃2~9."""
    g, s = table()
    batch = next(iter(basic.judgement(g, 1, 1)))
    assert HeuristicBot(1).decide(batch[0], lambda: seat_view(g, 1)) == NO
    g, s = table()
    me = s.players[1]
    eight = next(c for c in s.deck if s.cards[c].name == "八陣圖")
    s.deck.remove(eight)
    me.judging.append(eight)
    flow_ = basic.judgement(g, 1, 1)
    batch = next(flow_)
    bot = HeuristicBot(1)
    assert bot.decide(batch[0], lambda: seat_view(g, 1)) == YES
    batch = flow_.send({1: YES})
    c = character(bot.decide(batch[0], lambda: seat_view(g, 1))["choice"])
    assert c.suit is not None and c.rank is not None and not (str(c.suit) == "黑桃" and 2 <= c.rank <= 9)


def test_the_options_read_as_cards_in_the_terminal() -> None:
    """The choice of a judgement card reads as the card (「紅桃A」 / 「A of Hearts」); 發動 / 不發動 as words."""
    from daoyan.games.fuweng.terminal import describe_option

    assert describe_option("囂攘", {"choice": "紅桃A"}) == "紅桃A"
    assert describe_option("囂攘", {"choice": "紅桃A"}, "en") != "紅桃A"
    assert describe_option("囂攘", {"choice": "不發動"}) == "不發動"
