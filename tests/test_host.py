"""Host-assistant mode (`daoyan host`): a scripted host runs whole games at a 'real table'."""

from __future__ import annotations

import os
import pty
import random
import re
import select
import sys
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from daoyan.cli import app, parse_choice
from daoyan.core.game import Game
from daoyan.games import get_rules
from daoyan.host import WORDS, HostAssistant

RULES = get_rules("xianyao")
SEED = "000_21ded97409bf0f89.txt"


class ScriptedHost:
    """Types what a host would: Enter at the hand-over prompts, and for each ask the words of a
    legal gesture (the option's label), chosen at random; optionally 'undo' once."""

    def __init__(self, g: Game, seed: int, undo_at: int | None = None) -> None:
        self.g = g
        self.r = random.Random(seed)
        self.typed: list[str] = []
        self.out: list[str] = []
        self.undo_at = undo_at
        self.n = 0

    def read(self, prompt: str) -> str:
        self.out.append(prompt)
        if prompt != WORDS["zh"]["choose"]:
            text = ""
        else:
            self.n += 1
            ask = self.g.pending[min(self.g.pending)] if not self._dealing() else self._deal_ask()
            if self.out and len(self.out) > 1 and self.out[-2].startswith("⚠"):
                text = ""  # the typed words were refused (a label the parser does not know): take the default
            elif self.undo_at is not None and self.n == self.undo_at:
                text = "undo"
            else:
                text = RULES.describe_option(ask.skill, self.r.choice(ask.options))
        self.typed.append(text)
        return text

    def _dealing(self) -> bool:
        return any(a.skill == "排序" for a in self.g.pending.values())

    def _deal_ask(self) -> Any:
        # during the deal the device is with the seat whose cards were shown last
        shown = [line for line in self.out if line.startswith("== 请把设备交给")]
        seat = int(shown[-1].split("交给")[1].split("号")[0])
        return self.g.pending[seat]

    def write(self, text: str) -> None:
        self.out.append(text)


def host_game(players: int, seed: int, undo_at: int | None = None) -> tuple[Game, ScriptedHost]:
    g = Game(RULES, players, seed)
    h = ScriptedHost(g, seed, undo_at)
    HostAssistant(g, h.read, h.write, parse=lambda ask, raw: parse_choice(ask, raw, RULES),
                  label=lambda ask, o: RULES.describe_option(ask.skill, o), clear=lambda: h.out.append("<clear>")).run()
    return g, h


def test_a_scripted_host_runs_a_full_9_player_game() -> None:
    """With every identity enabled (the default 身份配置 完整: 9 players deal 3 星空 and 3 深渊 generals)."""
    g, h = host_game(9, 21)
    dealt = {c.name for p in g.state.players.values() for c in p.cards}
    assert len(dealt - {"仙子", "妖首", "妖众"}) == 6, dealt
    assert g.outcome is not None and g.outcome.winner in ("星空仙人", "深渊妖魔")
    assert h.out[-1].startswith("🏁")
    said = [line for line in h.out if line.startswith("🗣 请说: ")]
    # 注1 and the lines 「此话语不可略过」: every night opens with the book's line, every 白昼 too
    nights = g.outcome.round - (g.outcome.phase == "白昼")  # a game may end at a 白昼's step 0 (注4)
    assert said.count("🗣 请说: 黑夜降临,深渊苏醒,所有玩家请睁眼。") == nights
    assert "🗣 请说: 这是本局的[化形]角色,请确认。" in said
    assert not any(line.startswith("⚠") for line in h.out), "every gesture typed as shown was understood"


def test_the_deal_goes_round_the_table_one_seat_at_a_time() -> None:
    """开局准备3–5: 「玩家拿到身份牌后…秘密查看,自由决定上下顺序」 — each seat sees only its own cards, the screen
    is cleared between seats, and no card is shown before every seat has had its turn."""
    _, h = host_game(7, 4)
    firsts = [i for i, line in enumerate(h.out) if line.startswith("== 请把设备交给")]
    assert len(firsts) == 7
    for i, seat in zip(firsts, range(1, 8), strict=True):
        assert h.out[i - 1] == "<clear>" and h.out[i].startswith(f"== 请把设备交给{seat}号")
        cards = h.out[i + 1]
        assert cards.startswith("你的身份牌: ")
    before = h.out[:firsts[-1]]
    assert not any(line.startswith("📝") or "记录" in line for line in before)


def test_undo_takes_back_the_last_entered_gesture() -> None:
    """`undo`: the host corrects a mis-entered answer before the next step; the game is as before it."""
    g, h = host_game(6, 8, undo_at=12)
    assert any(line.startswith("↩") for line in h.out)
    assert g.outcome is not None
    # replaying the record gives the same game: the undone answer left no trace
    from daoyan.core.game import replay

    assert replay(RULES, g.record()).snapshot() == g.snapshot()


def test_the_cli_host_command_runs_the_same_session() -> None:
    """`daoyan host` at a terminal, typed as a host would type (the words of each gesture)."""
    g, h = host_game(9, 33)
    r = CliRunner().invoke(app, ["host", "xianyao", "--players", "9", "--seed", "33"], input="\n".join(h.typed) + "\n")
    assert r.exit_code == 0, r.output[-2000:]
    assert "🏁" in r.output and g.outcome is not None and g.outcome.winner in r.output


def test_cards_dealt_by_hand() -> None:
    """The host types in the cards dealt by hand (top/bottom) and the [化形] pair: no deal, no 排序."""
    cards = "1=妖众/仙子;2=妖首/妖众;3=妖众/妖首;4=妖众/妖众;5=妖众/妖众;6=妖众/妖众"
    r = CliRunner().invoke(app, ["host", "xianyao", "--players", "6", "--seed", "1", "--cards", cards,
                                 "--huaxing", "影妖,血俑"], input="\n" * 5)
    assert "== 请把设备交给" not in r.output
    assert "1号 妖众/仙子" in r.output.replace("\n", "")
    bad = CliRunner().invoke(app, ["host", "xianyao", "--players", "6", "--cards", "1=仙子/妖众"])
    assert bad.exit_code == 2


ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b\][^\x07]*\x07|\x1b[()][AB012]|\r")
PROMPT_ENDS = (WORDS["zh"]["choose"].rstrip(), "按回车 ==", "按回车隐藏 ==")


def test_a_host_types_a_whole_9_player_game_at_a_terminal() -> None:
    """`daoyan host xianyao` in a real terminal (a pty), every identity enabled: the host reads each
    prompt and types the gesture's words, line by line, until the game's result."""
    g, h = host_game(9, 33)  # what the host will type, decided by the same seeded session in-process
    assert len({c.name for p in g.state.players.values() for c in p.cards} - {"仙子", "妖首", "妖众"}) == 6
    daoyan = str(Path(sys.executable).parent / "daoyan")
    pid, fd = pty.fork()
    if pid == 0:  # the child: the command, on the terminal
        os.environ.update(TERM="xterm", COLUMNS="200", LINES="50")
        os.execv(daoyan, [daoyan, "host", "xianyao", "--players", "9", "--seed", "33"])
    typed = iter(h.typed)
    out, since, prompts = b"", 0, 0
    try:
        while True:
            ready, _, _ = select.select([fd], [], [], 60)
            assert ready, "the command stopped answering: " + ANSI.sub("", out[-1500:].decode(errors="replace"))
            try:
                chunk = os.read(fd, 1 << 16)
            except OSError:  # EIO: the command ended and closed the terminal
                break
            if not chunk:
                break
            out += chunk
            fresh = ANSI.sub("", out[since:].decode(errors="ignore")).rstrip()
            if fresh.endswith(PROMPT_ENDS):
                os.write(fd, (next(typed) + "\n").encode())
                since, prompts = len(out), prompts + 1
    finally:
        _, status = os.waitpid(pid, 0)
        os.close(fd)
    text = ANSI.sub("", out.decode(errors="replace"))
    assert os.waitstatus_to_exitcode(status) == 0, text[-2000:]
    assert prompts == len(h.typed) and next(typed, None) is None
    assert "⚠" not in text
    assert g.outcome is not None and f"🏁 {g.outcome.winner}" in text


def test_the_enabled_identities_are_announced_before_the_deal() -> None:
    """开局准备1: 「决定本局启用的身份并告知所有玩家」 — the host reads the enabled identities to the table
    before the device goes round; the host's own notes ([化形]) wait until every seat has its cards."""
    _, h = host_game(9, 21)
    first_pass = next(i for i, line in enumerate(h.out) if line.startswith("== 请把设备交给"))
    said = [line for line in h.out[:first_pass] if line.startswith("🗣 请说: 本局启用的身份: ")]
    assert len(said) == 1 and "仙子" in said[0] and WORDS["zh"]["announce"] in h.out[:first_pass]
    note = next(i for i, line in enumerate(h.out) if line.startswith("📝 记录: [化形]: "))
    assert note > max(i for i, line in enumerate(h.out) if line.startswith("== 请把设备交给"))


def test_a_game_with_no_winner_says_so() -> None:
    """The documented no-winner end (最多轮数): the host's last line names no side (no 'None')."""
    g = Game(RULES, 5, 3, {"最多轮数": 2})
    out: list[str] = []
    HostAssistant(g, lambda prompt: "", out.append, clear=lambda: None).run()
    assert g.outcome is not None and g.outcome.winner is None
    assert out[-1].startswith("🏁 无人获胜 — ") and "None" not in out[-1]
