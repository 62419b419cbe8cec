"""梅花4，線人，4 — 【探聽】 (seed 001_ea231be5ab83fae4.txt; daoyan/games/fuweng/skills/xianren.py):
「【探聽】出牌階段限兩次。你可棄置一張手牌并選擇視野范圍內一至兩名其它角色，依次觀看這些角色的手牌且可獲得（若為當前階段第二次發動，改為棄置）其中一張與你棄置的牌花色相同的牌。」
As scraped: 「?4，線人，4」 「【探聽】出牌階段限兩次。你可棄置一張手牌并選擇視野范圍內(nèi)一至兩名其它角色，依次觀看這些角色的手牌且可獲得（若為當(dāng)前階段第二次發(fā)動(dòng)，改為棄置）其中一張與你棄置的牌花色相同的牌。」 「技能：日行八百里 以消積壓萬(wàn)件/雖不敢稱獨(dú)當(dāng)一面 假以時(shí)日 猶未可知」 「陣亡：久侘歌 我真的后悔了 所以 請(qǐng)回來(lái)吧」."""

from __future__ import annotations

from typing import Any

from kit import drive, said, table

from daoyan.games.fuweng import RULES, combat, skills
from daoyan.games.fuweng.state import Turn

SEED_FILE = "001_ea231be5ab83fae4.txt"
NONE = {"choice": "不選"}


def far_cells(n: int) -> list[list[int]]:
    out: list[list[int]] = []
    for c in RULES.board.cells:
        if all(abs(c.pos[0] - x) + abs(c.pos[1] - y) >= 12 for x, y in out):
            out.append(list(c.pos))
    return out[:n]


def setup() -> tuple[Any, Any, dict[str, int]]:
    """He holds A; 2號 holds B (A's suit) and C (another suit); 3號 holds D (A's suit); 2號 and 3號 stand by him,
    4號 and 5號 far away."""
    here, a, b = far_cells(3)
    g, s = table("線人", s1={"hand": [], "position": here}, s2={"hand": [], "position": here},
                 s3={"hand": [], "position": here}, s4={"position": a}, s5={"position": b})
    s.turn = Turn(1, "出牌")
    deck = list(s.deck)
    a_ = deck[0]
    suit = s.cards[a_].suit
    same = [c for c in deck[1:] if s.cards[c].suit == suit]
    other = next(c for c in deck if s.cards[c].suit != suit)
    cards = {"A": a_, "A2": same[0], "B": same[1], "C": other, "D": same[2], "E": same[3]}
    for c in cards.values():
        s.deck.remove(c)
    s.players[1].hand[:] = [cards["A"], cards["A2"]]
    s.players[2].hand[:] = [cards["B"], cards["C"]]
    s.players[3].hand[:] = [cards["D"], cards["E"]]
    return g, s, cards


def eavesdrop(g: Any, s: Any, targets: list[int], *answers: Any) -> list[Any]:
    p = s.players[1]
    opt = next(o for o in skills.play_options(g, p) if o.get("target") == targets)
    return drive(skills.play_use(g, p, opt), {"探聽": list(answers)}, strict=True)[0]


def test_the_card() -> None:
    """「?4，線人，4」 — 梅花4 (R-S1)."""
    from daoyan.games.fuweng.characters import character

    c = character("線人")
    assert (c.label, c.max_hp, c.attribute) == ("梅花4", 4, None)


def test_first_use_takes_one_card_of_the_suit_from_each() -> None:
    """「你可棄置一張手牌并選擇視野范圍內一至兩名其它角色，依次觀看這些角色的手牌且可獲得…其中一張與你棄置的牌花色相同的牌。」
    (R-X34: one card per character) — he discards A, sees 2號's then 3號's hand (told to him alone), takes B and D;
    the line 「日行八百里 以消積壓萬件」."""
    g, s, k = setup()
    asked = eavesdrop(g, s, [2, 3], {"choice": k["A"]}, {"choice": k["B"]}, {"choice": k["D"]})
    p = s.players[1]
    assert sorted(p.hand) == sorted([k["A2"], k["B"], k["D"]]) and k["A"] in s.discard
    assert s.players[2].hand == [k["C"]] and s.players[3].hand == [k["E"]]
    assert [a.prompt_params.get("n") for a in asked[1:]] == [2, 3]  # 「依次」
    assert {o["choice"] for o in asked[1].options} == {"不選", k["B"]}  # 「花色相同」: C not offered
    assert said(g, "日行八百里 以消積壓萬件") and not said(g, "的手牌: ")
    seen = [e for e in g.log.entries if e.text.startswith("探聽: ") and "的手牌: " in e.text]
    assert len(seen) == 2 and all(e.audience.seats == (1,) for e in seen)


def test_second_use_discards_instead_and_no_third() -> None:
    """「出牌階段限兩次」, 「（若為當前階段第二次發動，改為棄置）」 — the second use discards 3號's card of the suit; then the
    skill is not offered; the line 「雖不敢稱獨當一面 假以時日 猶未可知」."""
    g, s, k = setup()
    eavesdrop(g, s, [2], {"choice": k["A"]}, NONE)
    assert s.players[2].hand == [k["B"], k["C"]]
    eavesdrop(g, s, [3], {"choice": k["A2"]}, {"choice": k["D"]})
    assert s.players[3].hand == [k["E"]] and k["D"] in s.discard and k["D"] not in s.players[1].hand
    assert said(g, "雖不敢稱獨當一面 假以時日 猶未可知")
    s.players[1].hand.append(k["C"])
    assert skills.play_options(g, s.players[1]) == []


def test_only_others_in_his_vision() -> None:
    """「視野范圍內一至兩名其它角色」 — 2號 and 3號 (near), one or both; never 4號/5號 (far) or himself."""
    g, s, _ = setup()
    groups = [o["target"] for o in skills.play_options(g, s.players[1])]
    assert sorted(groups) == [[2], [2, 3], [3]]


def test_his_last_words() -> None:
    """「陣亡：久侘歌 我真的后悔了 所以 請回來吧」."""
    g, s, _ = setup()
    drive(combat.damage(g, s.players[2], s.players[1], 9))
    assert s.players[1].dead and said(g, "久侘歌 我真的后悔了 所以 請回來吧")


def test_the_heuristic_bot_takes_from_a_foe_not_a_friend() -> None:
    """The heuristic bot: offered a foe's card of the suit, it takes it; a friend's, none."""
    from daoyan.bots.fuweng import HeuristicBot
    from daoyan.core.view import seat_view

    g, s, k = setup()
    p = s.players[1]
    opt = next(o for o in skills.play_options(g, p) if o.get("target") == [2])
    flow = skills.play_use(g, p, opt)
    next(flow)
    (ask,) = flow.send({1: {"choice": k["A"]}})
    assert ask.prompt_params.get("n") == 2
    bot = HeuristicBot(1)
    bot.enemy = lambda seat: 1.0  # type: ignore[method-assign]
    bot.friend = lambda seat: 0.0  # type: ignore[method-assign]
    assert bot.decide(ask, lambda: seat_view(g, 1)) == {"choice": k["B"]}
    bot = HeuristicBot(1)
    bot.enemy = lambda seat: 0.0  # type: ignore[method-assign]
    bot.friend = lambda seat: 1.0  # type: ignore[method-assign]
    assert bot.decide(ask, lambda: seat_view(g, 1)) == NONE
