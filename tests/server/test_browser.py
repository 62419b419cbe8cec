"""The web app in a real browser (Playwright driving Debian's chromium, installed by .ci/run): a room created in the
lobby, three seats joined in three browser contexts, bots in the rest, a whole game played to its end by clicking,
each page showing only its own secrets, and the server killed and restarted in the middle."""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from functools import partial
from pathlib import Path
from typing import Any

import pytest

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
pytestmark = pytest.mark.skipif(not Path(CHROMIUM).exists(), reason="Debian's chromium is not installed")
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def post_json(base: str, path: str, body: dict[str, Any]) -> dict[str, Any]:
    """A JSON POST to the server at `base` (the tests' rooms are made through the API)."""
    import json
    import urllib.request

    req = urllib.request.Request(base + path, json.dumps(body).encode(), {"content-type": "application/json"})
    with urllib.request.urlopen(req) as r:
        return json.load(r)  # type: ignore[no-any-return]


def fuweng_two_dogs(base: str) -> dict[str, Any]:
    """A started 三國殺×大富翁 room of 4 (host mode): seat 1 plays first with two 【狗】, seats 2 and 3 in its sight at
    (10,13) and (11,13), seat 4 far off at (0,1)."""
    from daoyan.core.game import Game
    from daoyan.games.fuweng import RULES

    seed = next(s for s in range(200) if Game(RULES, 4, s).state.players[1].identity == "蒼鷺")  # seat 1 plays first
    arrangement = {"seats": {1: {"position": [8, 13], "heading": "東", "stays": 1, "hand": ["狗", "狗"]},
                             2: {"position": [10, 13]}, 3: {"position": [11, 13]}, 4: {"position": [0, 1]}}}
    j = post_json(base, "/api/rooms", {"game": "fuweng", "players": 4, "seed": seed, "mode": "host",
                                       "options": {"局面": arrangement}})
    post_json(base, f"/api/rooms/{j['code']}/start", {"token": j["creator_token"]})
    return j


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def wait_listening(port: int, seconds: float = 30.0) -> None:
    """Until a server process listens on `port` (RuntimeError after `seconds`)."""
    deadline = time.time() + seconds
    while time.time() < deadline:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                return
        except OSError:
            time.sleep(0.1)
    raise RuntimeError("the server did not start")


class Server:
    """`daoyan serve` as a separate process (so that it can be killed with SIGKILL)."""

    def __init__(self, db: Path, port: int) -> None:
        self.db, self.port = db, port
        self.proc: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        env = {**os.environ, "DAOYAN_BOT_DELAY": "0.05", "DAOYAN_PACE": "0.02"}
        self.proc = subprocess.Popen([sys.executable, "-m", "daoyan.cli", "serve", "--port", str(self.port),
                                      "--database", f"sqlite:///{self.db}"], env=env,
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wait_listening(self.port)

    def kill(self) -> None:
        assert self.proc is not None
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait()


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Server]:
    s = Server(tmp_path / "d.db", free_port())
    s.start()
    yield s
    if s.proc and s.proc.poll() is None:
        s.kill()


def check_secrets(base: str, control: str, pages: dict[int, Any]) -> None:
    """No page shows a log line its seat may not hear (the host's view lists every line with its audience)."""
    import json
    import urllib.request

    code, token = control.split("/room/")[1].split("?token=")
    # the pages first, then the host's log: a line a page shows is then always in the log already
    # (reading the log first raced with lines the pages received after it)
    page_lines = {seat: page.eval_on_selector_all("#log div", "els => els.map(e => e.textContent)")
                  for seat, page in pages.items()}
    with urllib.request.urlopen(f"{base}/api/rooms/{code}?token={token}") as r:
        log = json.load(r)["view"]["log"]
    from daoyan.core.log import third_person

    for seat, lines in page_lines.items():
        heard = {e["text"] for e in log
                 if e["audience"] == "all" or (isinstance(e["audience"], list) and seat in e["audience"])}
        hidden = {e["text"] for e in log} - heard
        # the host reads a line told to seats with their numbers (「1号的身份牌」); the seat itself reads 「你的身份牌」
        told = {e["text"]: tuple(e["audience"]) for e in log if isinstance(e["audience"], list)}
        shown = set()
        for line in lines:
            if " " not in line:
                continue
            text = line.split(" ", 1)[1]  # 「1·白昼 text」
            ours = [a for a in told.values() if seat in a and third_person(text, a) in told]
            shown.add(third_person(text, ours[0]) if text not in heard and ours else text)
        assert hidden and shown, "a game this far has lines some seats do not hear"
        assert shown <= heard and not shown & hidden, (seat, sorted(shown - heard)[:3])


def create_in_lobby(page: Any, base: str, game: str, players: int, mode: str | None = None) -> tuple[dict[int, str], str]:
    """Create a room in the lobby; its seat invitations by seat and the creator's control link."""
    page.goto(base + "/")
    page.select_option("#game", game)
    page.fill("#players", str(players))
    if mode is not None:
        page.select_option("select[name=mode]", mode)
    page.click("#create button[type=submit]")
    page.wait_for_selector(".seat-link")
    links = {int(a.get_attribute("data-seat")): a.get_attribute("href") for a in page.query_selector_all(".seat-link")}
    return links, page.get_attribute("#creator-link", "href")


def tap_once(page: Any) -> bool:
    """One tap toward answering the open question, as a person composes it: 确认 when the choice is complete, else
    the first choice offered (an action, then a target). False when nothing could be tapped (no question, or the
    tap missed)."""
    try:
        confirm = page.query_selector("#ask button.confirm:not([disabled])")
        if confirm is not None:
            confirm.click(timeout=2000)
            return True
        chip = page.query_selector("#ask button.choice:not(.on):not(.reset):not(.filter):not(.undo):not([disabled])")
        if chip is not None:
            chip.click(timeout=2000)
            return True
    except Exception:  # the view changed under the tap: look again
        pass
    return False


def take_seat(page: Any, link: str, name: str) -> None:
    """Open an invitation and join under `name`, until the seats list shows it."""
    page.goto(link)
    page.fill("input[name=name]", name)
    page.click("#join-seat button")
    page.wait_for_function(f"document.querySelector('#seats').textContent.includes('{name}')")


def test_the_lobby_enables_generals_and_sets_a_time_limit_per_phase(server: Server) -> None:
    from playwright.sync_api import sync_playwright

    from daoyan.server.store import Store

    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        page = browser.new_page()
        page.goto(f"http://127.0.0.1:{server.port}/?lang=en")
        page.wait_for_selector("#identities input[value='鬼巫']")
        assert "Ghost Shaman" in page.text_content("#identities")  # the labels in the page's language
        page.select_option("#game", "xianyao")
        page.fill("#players", "6")
        for name in ("圣贤", "鬼巫", "灾厄"):
            page.check(f"#identities input[value='{name}']")
        assert page.input_value("input[name='phase:黑夜']") == "120"  # prefilled with the game's default (X-T1)
        page.fill("input[name='phase:黑夜']", "90")
        page.click("#create button[type=submit]")
        page.wait_for_selector(".seat-link")
        code = page.text_content("#created h3").split()[-1]
        page.select_option("#game", "fuweng")  # a game without a choice of identities hides the box
        assert page.is_hidden("#identities-box")
        browser.close()
    row = next(r for r in Store(f"sqlite:///{server.db}").all_rooms() if r.code == code)
    assert row.deadlines == {"开局准备": 60, "白昼": 60, "黑夜": 90, "*": 60}  # every limit as the form showed it
    assert row.options["identities"].count("妖众") == 14 - 3 - 3 and "圣贤" in row.options["identities"]


def test_three_people_and_two_bots_play_a_whole_game_by_clicking(server: Server) -> None:
    from playwright.sync_api import sync_playwright

    base = f"http://127.0.0.1:{server.port}"
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        creator = browser.new_context().new_page()
        links, control = create_in_lobby(creator, base, "xianyao", 5, "host")
        pages: dict[int, Any] = {}
        for seat in (1, 2, 3):
            page = browser.new_context().new_page()
            take_seat(page, links[seat], f"玩家{seat}")
            pages[seat] = page
        creator.goto(control)
        # each free seat's bot is chosen on its row: seat 4 a bot, then empty again, then a bot; the button fills 5
        for kind in ("random", "none", "random"):
            creator.select_option("select.seat-bot[data-seat='4']", kind)
            shown = "机器人" if kind == "random" else "空"
            creator.wait_for_function(f"document.querySelector(\"select.seat-bot[data-seat='4']\").value === '{kind}' "
                                      f"&& document.querySelector(\".seat[data-seat='4'] .who\").textContent"
                                      f".includes('{shown}')")
        creator.click("#bots-btn")
        creator.wait_for_function("[...document.querySelectorAll('#seats .seat .who')].every("
                                  "r => !r.textContent.includes('空'))")
        creator.wait_for_selector("#start-btn")
        creator.click("#start-btn")
        restarted = False
        clicks = 0
        deadline = time.time() + 240
        while time.time() < deadline:
            if all(p.query_selector("#outcome") for p in pages.values()):
                break
            for page in pages.values():
                if tap_once(page):
                    clicks += 1
            if clicks >= 12 and not restarted:  # kill -9 in the middle, start again: the pages reconnect
                check_secrets(base, control, pages)
                server.kill()
                server.start()
                restarted = True
            time.sleep(0.1)
        assert restarted
        if not all(p.query_selector("#outcome") for p in pages.values()):  # say where it stands (a rare CI stall)
            import json
            import urllib.request

            code, token = control.split("/room/")[1].split("?token=")
            with urllib.request.urlopen(f"{base}/api/rooms/{code}?token={token}") as r:
                host = json.load(r)["view"]
            stuck = {seat: (p.text_content("#status"), p.text_content("#error"), (p.text_content("#ask") or "")[:300])
                     for seat, p in pages.items() if not p.query_selector("#outcome")}
            raise AssertionError(f"no end after 240 s: pages {stuck}; the host sees waiting {host.get('waiting')}, "
                                 f"asks {[(a.get('seat'), a.get('skill')) for a in host.get('asks', [])]}, "
                                 f"last lines {[e['text'] for e in host.get('log', [])[-5:]]}")
        for page in pages.values():
            page.wait_for_selector("#outcome", timeout=30000)
            assert "获胜" in (page.text_content("#ask") or "")
            # at the end everyone sees every line (「everyone sees all cards and the whole log」)
            assert page.eval_on_selector_all("#log div", "els => els.length") >= 10
        browser.close()


def test_fuweng_board_rings_the_seats_a_card_can_reach_and_a_click_picks_one(server: Server) -> None:
    """三國殺×大富翁 in the browser: the board is drawn, the open ask's target seats are ringed (【狗】: 「你視野范圍內的
    一名其它角色」), and clicking one keeps only the options aimed at it."""
    from playwright.sync_api import sync_playwright

    j = fuweng_two_dogs(f"http://127.0.0.1:{server.port}")
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        page = browser.new_page()
        page.goto(j["seat_links"]["1"])
        page.wait_for_selector("#board svg g.cell")
        assert page.eval_on_selector_all("#board svg g.cell", "els => els.length") == 77
        page.wait_for_selector("circle[data-target]", timeout=20000)
        ringed = sorted(int(x) for x in page.eval_on_selector_all("circle[data-target]",
                                                                  "els => els.map(e => e.dataset.target)"))
        assert ringed == [2, 3]  # seat 4 at (0,1) is out of sight; seat 1 does not aim at itself
        actions = page.eval_on_selector_all("#ask button.act", "els => els.map(e => e.textContent)")
        assert any("狗" in x for x in actions) and any("結束" in x for x in actions)
        # a seat tapped first narrows the actions to those that can reach it: the two 【狗】 (not 結束)
        page.click("circle[data-target='3']")
        narrowed = page.eval_on_selector_all("#ask button.act", "els => els.map(e => e.textContent)")
        assert len(narrowed) == 2 and all("狗" in x for x in narrowed)
        assert "3" in (page.text_content("#ask button.filter") or "")
        page.click("#ask button.act")  # one of them: aimed at the seat tapped, ready to confirm
        page.wait_for_selector("#ask button.confirm:not([disabled])")
        assert "3號" in page.text_content("#ask .summary")
        page.click("#ask button.reset")
        # your hand is drawn as cards: the two 【狗】 are ringed (the open ask can use them); a tap keeps that card's
        # action, then the seat ringed on the board (or its chip) is the target
        hand = page.eval_on_selector_all("#you .card", "els => els.map(e => [e.textContent, e.dataset.card, "
                                         "e.classList.contains('usable')])")
        dogs = [card for text, card, usable in hand if "狗" in text and usable]
        assert len(dogs) == 2 and len(hand) >= 2
        page.click(f"#you .card[data-card='{dogs[0]}']")
        assert page.query_selector("#ask button.confirm:not([disabled])") is None  # no target yet
        targets = page.eval_on_selector_all("#ask button.tgt", "els => els.map(e => e.textContent)")
        assert sorted(targets) == ["2號", "3號"]
        page.click("circle[data-target='2']")
        page.wait_for_selector("#ask button.confirm:not([disabled])")
        summary = page.text_content("#ask .summary") or ""
        assert f"#{dogs[0]}" in summary and "2號" in summary
        # the table: a row per character, its equipment and 判定區 as cards
        assert page.eval_on_selector_all("#table table.main tr", "els => els.length") == 1 + 4
        assert "控股" in page.text_content("#table")  # and the buildings with who controls them
        # on the map too: every cell of a controlled building carries its controller's seat in a gold corner
        marks = page.eval_on_selector_all("rect.control", "els => els.map(e => e.dataset.controller)")
        assert marks and all(m.isdigit() for m in marks)
        page.goto(j["seat_links"]["1"] + "&lang=en")
        page.wait_for_selector("#you .card")
        assert "Hand" in page.text_content("#you") and "Dog" in page.text_content("#you")
        browser.close()


def test_words_typed_for_a_speaking_ask_go_with_the_option_clicked(server: Server) -> None:
    """An ask that takes words (《仙妖斗法》's 发言 here; 亡灵低语's last words and 剑痕 likewise): the page offers a text
    box, and the words typed are sent with the option clicked."""
    from playwright.sync_api import sync_playwright

    post = partial(post_json, f"http://127.0.0.1:{server.port}")

    j = post("/api/rooms", {"game": "xianyao", "players": 5, "seed": 4, "mode": "play", "options": {"自由讨论": 0}})
    post(f"/api/rooms/{j['code']}/bots", {"token": j["creator_token"]})
    post(f"/api/rooms/{j['code']}/start", {"token": j["creator_token"]})
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        page = browser.new_page()
        page.goto(j["creator_link"])  # the creator plays seat 1
        deadline = time.time() + 120
        said = False
        while time.time() < deadline and not said:
            if page.query_selector("#outcome"):
                break
            speaking = bool((page.text_content("#say-hint") or "").strip())
            if speaking and not page.input_value("#say"):
                page.fill("#say", "我是仙子，信我")
            confirm = page.query_selector("#ask button.confirm:not([disabled])")
            if speaking and confirm is not None and page.input_value("#say"):
                try:
                    confirm.click(timeout=2000)
                    said = True
                except Exception:  # the page may be redrawn under the hand: look again
                    pass
            else:
                tap_once(page)
            time.sleep(0.1)
        assert said, "seat 1 was never asked to speak"
        page.wait_for_function("document.querySelector('#log').textContent.includes('我是仙子，信我')", timeout=10000)
        browser.close()


def test_a_host_creates_a_langren_room_from_his_own_board_file(server: Server) -> None:
    """003_6ab575b4f34e0846.txt: the book gives no role texts, so a 导演 brings his own board. The lobby offers a board
    file for 版杀 (the game's `lobby_file` hook); its text — never a path — becomes the room's setting 板子, and the room
    deals that board's cards. Other games hide the box."""
    from playwright.sync_api import sync_playwright

    from daoyan.games.langren.board import BOARDS_DIR
    from daoyan.server.store import Store

    board = BOARDS_DIR / "examples" / "qiubite.yaml"
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        page = browser.new_page()
        page.goto(f"http://127.0.0.1:{server.port}/")
        page.wait_for_selector("#game option[value='langren']", state="attached")
        page.select_option("#game", "langren")
        assert page.is_visible("#file-box") and "板子文件" in page.text_content("#file-box")
        page.set_input_files("#gamefile", str(board))
        page.fill("#players", "10")
        page.click("#create button[type=submit]")
        page.wait_for_selector(".seat-link")
        code = page.text_content("#created h3").split()[-1]
        assert len(page.query_selector_all(".seat-link")) == 9  # seat 1 is the creator's own (play mode)
        page.select_option("#game", "xianyao")
        assert page.is_hidden("#file-box")
        browser.close()
    row = next(r for r in Store(f"sqlite:///{server.db}").all_rooms() if r.code == code)
    assert row.options["板子"] == board.read_text(encoding="utf-8")


def test_a_director_gets_the_days_close_from_the_host_tool_page(server: Server) -> None:
    """003_6ab575b4f34e0846.txt 「未出局角色可在进程帖中申请加速或延时。当日申请人数在讨论日结束三个小时前(一般为最后一个
    自然日的18:00)大于等于存活人数的一半,即判定加速或延迟成功。」 in the browser: the lobby links the 版杀 host tool; the
    进程帖 and the 投票帖 loaded from files (their text, never a path) and the standard board give 关门 Monday 21:00
    under 执行加速 and the tally under it; a bad 开门 time shows the error and no report."""
    from playwright.sync_api import sync_playwright

    threads = Path(__file__).resolve().parents[1] / "langren" / "threads"
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        page = browser.new_page()
        page.goto(f"http://127.0.0.1:{server.port}/")
        page.wait_for_selector("a.tool-link")
        page.click("a.tool-link")
        page.wait_for_selector("#tool-run")
        page.set_input_files("input[data-for=process]", str(threads / "process_accel.txt"))
        page.set_input_files("input[data-for=votes]", str(threads / "process_votes.txt"))
        page.wait_for_function("document.getElementById('f-votes').value.length > 0")
        page.select_option("#f-board", "standard")
        page.click("#tool-run")
        page.wait_for_function("document.getElementById('tool-report').textContent.length > 0")
        report = page.text_content("#tool-report") or ""
        assert "关门 2024-05-06 21:00 — 执行加速 (申请, 自 2024-05-06 18:00 起)" in report
        assert "—— 决定本日的帖子 ——" in report and "【第3日 投票结果公示】" in report
        page.fill("#f-opens", "星期一")
        page.click("#tool-run")
        page.wait_for_function("document.getElementById('tool-error').textContent.length > 0")
        assert "开门时间无法识别" in (page.text_content("#tool-error") or "")
        assert page.text_content("#tool-report") == ""
        browser.close()


def test_the_creator_reinvites_a_seat_from_the_room_page(server: Server) -> None:
    """The room page's 重新邀请 button (docs/security.md, "Who may see and do what"): the creator (seat 1 of a play
    room) sees an invite button on every other seat and none on his own; re-inviting a joined seat, once confirmed,
    shows a new link; the person who sat there is out (his page's link opens nothing), and the new link takes the
    seat."""
    from playwright.sync_api import sync_playwright

    base = f"http://127.0.0.1:{server.port}"
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        creator = browser.new_context().new_page()
        links, control = create_in_lobby(creator, base, "xianyao", 5)
        guest = browser.new_context().new_page()
        take_seat(guest, links[2], "乙")
        creator.goto(control)
        creator.wait_for_selector(".invite-btn[data-seat='2']")
        assert creator.query_selector(".invite-btn[data-seat='1']") is None  # his own seat
        assert creator.text_content(".invite-btn[data-seat='2']") == "重新邀请"
        assert creator.text_content(".invite-btn[data-seat='3']") == "邀请"
        creator.once("dialog", lambda d: d.accept())
        creator.click(".invite-btn[data-seat='2']")
        creator.wait_for_selector(".invite-link[data-seat='2']")
        new_link = creator.get_attribute(".invite-link[data-seat='2']", "value")
        assert new_link and new_link.startswith(base + "/room/") and "token=" in new_link
        creator.wait_for_function("!document.querySelector('#seats').textContent.includes('乙')")
        old = guest.url
        guest.goto(old)  # the old session's link opens nothing now
        guest.wait_for_function("document.querySelector('#error').textContent.length > 0")
        assert guest.query_selector("#seats form") is None
        take_seat(browser.new_context().new_page(), new_link, "丙")
        creator.wait_for_function("document.querySelector('#seats').textContent.includes('丙')")
        browser.close()


def test_a_question_stays_under_the_finger_while_other_seats_answer(server: Server) -> None:
    """Issue 25: 「The page updates in place (only what changed), never replacing the control under a finger」. A
    亡灵低语 room of 15, seats 1 and 2 people, bots on the rest: when the day's vote is open to both, seat 2 answers;
    seat 1's page is redrawn (who is still thinking changed) and the very buttons of its question — the same DOM
    elements — stay, so a tap on one then counts. At a phone's size, where nothing scrolls sideways either."""
    from playwright.sync_api import sync_playwright

    base = f"http://127.0.0.1:{server.port}"
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        creator = browser.new_context(viewport={"width": 390, "height": 844}).new_page()
        links, control = create_in_lobby(creator, base, "wangling", 15)
        errors: list[str] = []
        creator.on("pageerror", lambda e: errors.append(str(e)))
        other = browser.new_context(viewport={"width": 390, "height": 844}).new_page()
        take_seat(other, links[2], "乙")
        creator.goto(control)  # the creator plays seat 1
        creator.wait_for_selector("#bots-btn")
        creator.click("#bots-btn")
        creator.wait_for_function("[...document.querySelectorAll('#seats .seat .who')].every("
                                  "r => !r.textContent.includes('空'))")
        creator.click("#start-btn")
        creator.evaluate("ROOM_HOOKS.push(() => { window.renders = (window.renders || 0) + 1; })")

        def voting(page: Any) -> bool:
            prompt = page.query_selector("#ask .prompt")
            return prompt is not None and "投票" in (prompt.text_content() or "")

        deadline = time.time() + 150
        while time.time() < deadline and not (voting(creator) and voting(other)):
            if creator.query_selector("#outcome") or other.query_selector("#outcome"):
                break
            for page in (creator, other):
                if not voting(page):
                    tap_once(page)
            time.sleep(0.05)
        assert voting(creator) and voting(other), "the day's vote never reached both seats"
        chip = creator.query_selector("#ask button.choice")
        ask = creator.get_attribute("#ask .question", "data-ask")
        renders = creator.evaluate("window.renders || 0")
        while voting(other) and time.time() < deadline:  # seat 2 answers: a choice, then 确认
            tap_once(other)
            time.sleep(0.05)
        creator.wait_for_function(f"(window.renders || 0) > {renders}", timeout=10000)
        assert creator.get_attribute("#ask .question", "data-ask") == ask  # seat 1's question is still the same one
        assert chip is not None and chip.evaluate("e => e.isConnected"), "the button was replaced by seat 2's answer"
        chip.click()
        creator.wait_for_selector("#ask button.choice.on, #ask button.confirm:not([disabled])")
        assert creator.evaluate("document.documentElement.scrollWidth") <= 390
        assert not errors
        browser.close()

def test_a_tap_on_the_info_mark_shows_the_books_text_on_a_phone(server: Server) -> None:
    """Issue 25: 「Every identity, card, effect and skill shows its book text on tap」 — at 390×844, a card in your hand
    has an ⓘ; tapping it opens the book's text of 【狗】 (001_ea231be5ab83fae4.txt: 「作用效果：你對(duì)目標(biāo)角色造成1點
    (diǎn)傷害」) in a sheet inside the screen, without picking the card; ✕, Esc and a tap outside close it; a tap on
    the card itself still picks it, and an action's ⓘ shows its card's text without choosing it."""
    from playwright.sync_api import sync_playwright

    j = fuweng_two_dogs(f"http://127.0.0.1:{server.port}")
    dog = "作用效果：你對目標角色造成1點傷害"
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        page = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True).new_page()
        page.goto(j["seat_links"]["1"])
        page.wait_for_selector("#you .card.usable .info", timeout=20000)
        sheet = "#help-sheet"
        actions = page.eval_on_selector_all("#ask button.act", "els => els.length")
        card = page.query_selector("#you .card.usable")
        assert card is not None and card.get_attribute("data-term") == "狗"
        card.query_selector(".info").tap()
        page.wait_for_selector(sheet, state="visible")
        assert dog in page.text_content("#help-body") and page.text_content("#help-title") == "狗"
        box = page.query_selector(sheet).bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 390 and box["y"] + box["height"] <= 844
        # the ⓘ did not pick the card: every action is still offered, none chosen
        assert page.query_selector("#you .card.picked") is None and page.query_selector("#ask button.act.on") is None
        assert page.eval_on_selector_all("#ask button.act", "els => els.length") == actions
        page.tap("#help-sheet .help-close")  # ✕
        page.wait_for_selector(sheet, state="hidden")
        page.query_selector("#you .card.usable .info").tap()
        page.wait_for_selector(sheet, state="visible")
        page.keyboard.press("Escape")
        page.wait_for_selector(sheet, state="hidden")
        page.query_selector("#you .card.usable .info").tap()
        page.wait_for_selector(sheet, state="visible")
        page.tap("header #title")  # a tap outside
        page.wait_for_selector(sheet, state="hidden")
        # an action naming a card (「狗♠#12 …」): its ⓘ shows the card's text and chooses nothing; the chip's own words
        # are unchanged (the ⓘ is drawn by CSS)
        button = page.query_selector("#ask button.act[data-term='狗']")
        assert button is not None and button.query_selector(".info") is not None
        words = button.text_content()
        assert "ⓘ" not in words and "狗" in words
        button.query_selector(".info").tap()
        page.wait_for_selector(sheet, state="visible")
        assert dog in page.text_content("#help-body")
        time.sleep(0.5)
        assert page.query_selector("#ask button.act.on") is None
        assert page.query_selector("#ask button.confirm:not([disabled])") is None
        page.tap("#help-sheet .help-close")
        page.wait_for_selector(sheet, state="hidden")
        # a tap on the card itself (not its ⓘ) still picks it, and its action
        page.query_selector("#you .card.usable").tap(position={"x": 6, "y": 6})
        page.wait_for_selector("#you .card.picked")
        assert page.query_selector("#ask button.act.on") is not None
        browser.close()


def test_the_lobby_form_creates_a_fuweng_room_with_characters_and_fits_a_phone(server: Server) -> None:
    """The settings form (issue 25): one field per setting of the chosen game, in the page's language, prefilled with
    the lobby's defaults — 三國殺×大富翁's 人妖牌 is 標準版 there, the book's game (001_ea231be5ab83fae4.txt: 選將 「挑選
    一張人妖牌扮演」) — and the per-phase time limits prefilled with the game's (F-160); a room created through the form
    stores them. At 390×844 the lobby, form drawn, has no sideways scroll. A bad value comes back naming the setting.
    The header's time formatter: clockText."""
    from playwright.sync_api import sync_playwright

    from daoyan.server.store import Store

    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        for lang in ("zh", "en"):
            page = browser.new_page(viewport={"width": 390, "height": 844})
            page.goto(f"http://127.0.0.1:{server.port}/" + ("?lang=en" if lang == "en" else ""))
            page.wait_for_selector("#game option[value='fuweng']", state="attached")
            page.select_option("#game", "fuweng")
            page.wait_for_selector("select[name='setting:人妖牌']")
            assert page.input_value("select[name='setting:人妖牌']") == '"標準版"'
            assert ("書中的遊戲" if lang == "zh" else "the book's game") in page.text_content("#settings")
            assert page.input_value("input[name='phase:出牌']") == "90"
            assert page.input_value("input[name='setting:響應時限']") == "20"
            page.click("#advanced summary")
            assert page.evaluate("document.documentElement.scrollWidth") <= 390, lang  # no sideways scroll
            if lang == "en":
                assert page.evaluate("[42, 725, 18180, 97200].map(clockText)") == ["0:42", "12:05", "5:03:00",
                                                                                 "1d 3:00:00"]
                page.close()
                continue
            assert page.evaluate("[42, 725, 18180, 97200].map(clockText)") == ["0:42", "12:05", "5:03:00",
                                                                             "1天 3:00:00"]
            page.fill("input[name='setting:響應時限']", "-1")  # refused by the game, the setting named
            page.eval_on_selector("input[name='setting:響應時限']", "e => e.removeAttribute('min')")
            page.click("#create button[type=submit]")
            page.wait_for_selector("#created .error")
            assert "響應時限" in page.text_content("#created .error")
            page.fill("input[name='setting:響應時限']", "15")
            page.fill("#players", "6")
            page.fill("input[name='phase:棄牌']", "0")
            page.click("#create button[type=submit]")
            page.wait_for_selector(".seat-link")
            code = page.text_content("#created h3").split()[-1]
            assert page.evaluate("document.documentElement.scrollWidth") <= 390  # the links too
            page.close()
        browser.close()
    row = next(r for r in Store(f"sqlite:///{server.db}").all_rooms() if r.code == code)
    assert row.options["人妖牌"] == "標準版" and row.options["響應時限"] == 15 and row.options["停留記數"] == "大于0"
    assert row.deadlines["出牌"] == 90 and row.deadlines["棄牌"] == 0 and row.deadlines["*"] == 90
