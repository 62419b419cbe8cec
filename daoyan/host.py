"""Host-assistant mode: daoyan runs the manual for a host at a real table.

It shows the next line to speak (every line, including those the book says must be spoken for an
absent, sealed or bottom card), what to gesture back to whom, and asks the host for the gesture he
received; it keeps the cards, seals, marks, votes and dice. The same Game and rules serve online play:
this module only reads and writes, it adds no rule. `undo` takes back the last entered answer."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .core.ask import Ask
from .core.errors import DaoyanError, IllegalAnswer
from .core.game import Game
from .core.log import Entry
from .i18n import term

Read = Callable[[str], str]
Write = Callable[[str], None]

WORDS = {
    "zh": {"say": "🗣 请说: ", "show": "👉 向{who}示意: ", "note": "📝 记录: ", "seen": "👀 ",
           "speech": "💬 ",
           "ask": "❓ {seat}号 [{skill}] {prompt}",
           "choose": "输入所收到的手势 (编号或文字; 回车=默认; undo=撤销上一步): ",
           "undone": "↩ 已撤销 {seat}号的 {answer}", "nothing": "没有可撤销的回答", "bad": "⚠ {error}",
           "pass": "== 请把设备交给{seat}号玩家, 其他人请回避。{seat}号准备好后按回车 ==",
           "hide": "== 记住后按回车隐藏 ==", "announce": "== 宣布完毕后, 发牌请按回车 ==",
           "cards": "你的身份牌: {cards}", "over": "🏁 {text}", "nobody": "无人获胜"},
    "en": {"say": "🗣 Say: ", "show": "👉 Show {who}: ", "note": "📝 Record: ", "seen": "👀 ", "speech": "💬 ",
           "ask": "❓ #{seat} [{skill}] {prompt}", "choose": "Enter the gesture you received (number or words; "
           "Enter = default; undo = take back the last answer): ",
           "undone": "↩ took back #{seat}'s {answer}", "nothing": "nothing to undo", "bad": "⚠ {error}",
           "pass": "== Hand the device to seat #{seat}; everyone else look away. Press Enter when ready ==",
           "hide": "== Press Enter to hide ==", "announce": "== Once announced, press Enter to deal ==",
           "cards": "Your cards: {cards}", "over": "🏁 {text}", "nobody": "no winner"},
}


class HostAssistant:
    def __init__(self, game: Game, read: Read, write: Write, lang: str = "zh",
                 parse: Callable[[Ask, str], dict[str, Any]] | None = None,
                 label: Callable[[Ask, dict[str, Any]], str] | None = None, clear: Callable[[], None] | None = None):
        self.g = game
        self.read = read
        self.write = write
        self.lang = lang
        self.w = WORDS[lang]
        self.parse = parse
        self.label = label or (lambda ask, o: str(o))
        self.clear = clear or (lambda: write("\n" * 40))
        self.shown = 0
        self.announced: set[int] = set()

    # -- output --------------------------------------------------------------------------------
    def _who(self, e: Entry) -> str:
        seats = e.audience.seats
        return ("、".join(f"{s}号" for s in seats)) if self.lang == "zh" else ", ".join(f"#{s}" for s in seats)

    def show_new(self) -> None:
        for e in self.g.log.entries[self.shown:]:
            if e.index in self.announced:
                continue
            if e.kind == "info" and e.phase == "开局准备":
                continue  # each player has seen his own cards; the host's record follows
            text = e.render(self.lang)
            if e.kind == "line" or e.kind == "result":
                self.write(self.w["say"] + text)
            elif e.kind == "info" and e.audience.kind == "seats":
                self.write(self.w["show"].format(who=self._who(e)) + text)
            elif e.kind == "info" or e.kind == "claim" or e.kind == "answer":
                self.write(self.w["seen"] + text)
            elif e.kind == "speech":
                self.write(self.w["speech"] + text)
            else:  # host notes, chance
                self.write(self.w["note"] + text)
        self.shown = len(self.g.log.entries)

    # -- input ---------------------------------------------------------------------------------
    def private_deal(self) -> None:
        """开局准备 3–4 when daoyan deals: the device goes round the table; each seat alone sees its two
        cards and, when they differ, orders them (仙子 always at the bottom). Nothing of the deal is on
        the screen before every seat has had its turn."""
        g = self.g
        # 开局准备1 「决定本局启用的身份并告知所有玩家」: what is said to all before the deal is read out first;
        # the host's own notes (the [化形] pair, the draws) are shown after the deal, with the record
        said = [e for e in g.log.entries if e.audience.kind == "all"]
        for e in said:
            self.write(self.w["say"] + e.render(self.lang))
        if said:
            self.read(self.w["announce"])
        self.announced = {e.index for e in said}
        for seat in g.seats:
            self.clear()
            self.read(self.w["pass"].format(seat=seat))
            you = g.rules.seat_view(g, seat)
            self.write(self.w["cards"].format(cards="、".join(term(c["name"], self.lang) for c in you["cards"])))
            ask = g.pending.get(seat)
            while ask is not None and ask.skill == "排序":
                ans = self._ask(ask)
                if ans.get("undo"):
                    continue
                try:
                    g.answer(seat, ans)
                    break
                except DaoyanError as e:
                    self.write(self.w["bad"].format(error=e))
            self.read(self.w["hide"])
            self.clear()
        self.shown = len(g.log.entries) if any(a.skill == "排序" for a in g.pending.values()) else self.shown

    def _ask(self, ask: Ask) -> dict[str, Any]:
        self.write(self.w["ask"].format(seat=ask.seat, skill=term(ask.skill, self.lang),
                                        prompt=ask.prompt_text(self.lang)))
        if len(ask.options) <= 40:
            for i, o in enumerate(ask.options, 1):
                self.write(f"  {i}. {self.label(ask, o)}" + ("  *" if o == ask.default else ""))
        while True:
            raw = self.read(self.w["choose"]).strip()
            if raw.lower() == "undo":
                return {"undo": True}
            if not raw:
                return dict(ask.default)
            try:
                if self.parse is None:
                    raise IllegalAnswer(raw)
                return self.parse(ask, raw)
            except IllegalAnswer as e:
                self.write(self.w["bad"].format(error=e))

    def run(self) -> Game:
        g = self.g
        if "cards" not in g.config:  # daoyan dealt: show each seat its cards, one at a time
            self.private_deal()
        while not g.finished and g.pending:
            seat, ask = min(g.pending.items())
            self.show_new()
            ans = self._ask(ask)
            if ans.get("undo"):
                try:
                    seat_undone = g.history[-1][1] if g.history else None
                    taken = g.undo()
                    self.write(self.w["undone"].format(seat=seat_undone, answer=taken))
                except DaoyanError:
                    self.write(self.w["nothing"])
                self.shown = min(self.shown, len(g.log.entries))
                continue
            try:
                g.answer(seat, ans)
            except DaoyanError as e:
                self.write(self.w["bad"].format(error=e))
        self.show_new()
        if g.outcome is not None:
            o = g.outcome.to_json(self.lang)
            winner = o["winner"] or self.w["nobody"]
            self.write(self.w["over"].format(text=f"{winner} — {o['reason']}"))
        return g
