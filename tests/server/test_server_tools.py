"""The web app's host tools (docs/web.md): 版杀's forum day and tally — the 进程帖, the board and the 警长 give the day's
关门 (seed 003_6ab575b4f34e0846.txt 「未出局角色可在进程帖中申请加速或延时。当日申请人数在讨论日结束三个小时前(一般为最后一个
自然日的18:00)大于等于存活人数的一半,即判定加速或延迟成功。」; rulings F-10 … F-15) — and every bad request refused with
a clear error."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from daoyan.server.app import MAX_TOOL_BODY, create_app

THREADS = Path(__file__).resolve().parents[1] / "langren" / "threads"
PROCESS = (THREADS / "process_accel.txt").read_text(encoding="utf-8")
VOTES = (THREADS / "process_votes.txt").read_text(encoding="utf-8")
API = "/api/tools/langren/forum"


@pytest.fixture
def c() -> Any:
    with TestClient(create_app("sqlite://", bot_delay=0.0, pace=0.0)) as client:
        yield client


def test_the_lobby_lists_the_tool_and_its_page_is_served(c: TestClient) -> None:
    tools = c.get("/api/tools").json()
    assert {"game": "langren", "name": "forum", "title": "版杀: 当日关门与计票 (进程帖、投票帖)",
            "page": "/tools/langren/forum"} in tools
    assert c.get("/api/tools?lang=en").json()[0]["title"] == "版杀: the day's close and the vote tally"
    page = c.get("/tools/langren/forum")
    assert page.status_code == 200 and "/static/tool.js" in page.text
    assert c.get("/tools/langren/nothing").status_code == 404
    assert c.get("/tools/chess/forum").status_code == 404
    assert "tools" in c.get("/").text


def test_the_form_has_the_process_thread_the_board_and_the_badge(c: TestClient) -> None:
    spec = c.get(API).json()
    fields = {f["name"]: f for f in spec["fields"]}
    assert {"votes", "process", "board", "board_text", "opens", "sheriff", "alive", "outs", "close"} <= set(fields)
    assert fields["process"]["kind"] == "file" and fields["process"]["max"] > 0
    assert {"value": "standard", "label": "标准板"} in fields["board"]["options"]
    assert fields["sheriff"]["label"] == "警长 (角色名或账号)"
    assert c.get(API + "?lang=en").json()["fields"][0]["label"].startswith("Vote thread")


def test_the_day_and_the_tally_from_the_pasted_threads(c: TestClient) -> None:
    """The 进程帖 and the 投票帖 pasted with the standard board: 4 of 8 asked for 加速 before Monday 18:00, so 关门 is
    Monday 21:00 under 执行加速; the posts that decided it are listed, and the tally runs under that 关门."""
    r = c.post(API, json={"values": {"votes": VOTES, "process": PROCESS, "board": "standard"}})
    assert r.status_code == 200, r.text
    j = r.json()
    assert j["calendar"]["close"] == "2024-05-06 21:00" and j["calendar"]["accelerated_from"] == "2024-05-06 18:00"
    assert j["calendar"]["decisive"] == [2, 3, 9, 10]
    assert j["tally"]["close"] == "2024-05-06 21:00" and j["tally"]["accelerated_at_close"]
    assert "关门 2024-05-06 21:00 — 执行加速 (申请, 自 2024-05-06 18:00 起)" in j["report"]
    assert "4楼 阿甲: 未采纳 — 执行加速中" in j["report"]
    en = c.post(API, json={"values": {"votes": VOTES, "process": PROCESS}, "lang": "en"}).json()
    assert "Close 2024-05-06 21:00 — accelerated (by request, from 2024-05-06 18:00)" in en["report"]


def test_the_board_text_and_the_sheriff_without_threads(c: TestClient) -> None:
    """A board file's text (never a path) with a 警长 and an automatic 加速 at 6: 6 living at 开门 → accelerated from
    开门, 关门 21:00 the same day; the 警长 is named (his request would count as one, F-14)."""
    standard = (Path(__file__).resolve().parents[2] / "daoyan" / "games" / "langren" / "boards" / "standard.yaml")
    board = standard.read_text(encoding="utf-8").replace("sheriff: none", "sheriff: host")
    r = c.post(API, json={"values": {"board_text": board, "opens": "2024-05-06 00:00", "sheriff": "阿乙",
                                     "alive": "阿甲, 阿乙, 阿丙, 阿丁, 阿戊, 阿己"}})
    assert r.status_code == 200, r.text
    j = r.json()
    assert j["tally"] is None and j["calendar"]["accelerated_from"] == "2024-05-06 00:00"
    assert j["calendar"]["sheriff"] == "阿乙" and j["calendar"]["auto"]["applied"]
    assert "警长: 阿乙" in j["report"]


@pytest.mark.parametrize(("values", "message"), [
    ({}, "请给出投票帖"),
    ({"process": PROCESS, "opens": "明天"}, "开门时间无法识别"),
    ({"process": PROCESS, "sheriff": "阿零"}, "警长不在开门时的存活名单中"),
    ({"process": PROCESS, "board": "standard", "sheriff": "阿甲"}, "没有警长"),
    ({"process": PROCESS, "board": "../../etc/passwd"}, "没有这个自带板子"),
    ({"process": PROCESS, "board_text": "board: [oops"}, "YAML"),
    ({"process": "存活: 阿甲\n---\n@@ 1 | 阿甲\n申请加速\n"}, "进程帖 (process thread): 第3行"),
    ({"votes": VOTES, "process": PROCESS, "close": "2024-05-07 21:00"}, "与按进程帖算出的"),
    ({"process": PROCESS, "calendar": "day_length=two"}, "day_length 应为整数"),
    ({"process": PROCESS, "day": "三"}, "第几日应为数字"),
    ({"process": PROCESS, "colour": "red"}, "未知字段"),
    ({"process": PROCESS, "sheriff": "x" * 65}, "字段 sheriff 过长"),
    ({"process": 5}, "字段 process 应为文本"),
])
def test_bad_input_is_refused_with_the_reason(c: TestClient, values: dict[str, Any], message: str) -> None:
    """Bad input: a 400 whose error says what is wrong (a bad time, an unknown 警长, a board without one, a board that
    is not shipped — never a path —, a malformed board or post, a 关门 that contradicts the 进程帖, a bad calendar
    setting, an unknown field, a value over its bound, a value that is not text)."""
    r = c.post(API, json={"values": values})
    assert r.status_code == 400, r.text
    assert message in r.json()["error"]


def test_bad_requests(c: TestClient) -> None:
    """Not JSON, no `values`, an unknown tool or game, a body over the bound: refused with why."""
    assert c.post(API, content=b"not json").status_code == 400
    r = c.post(API, json={"process": PROCESS})
    assert r.status_code == 400 and "values" in r.json()["detail"]
    assert c.post("/api/tools/langren/nothing", json={"values": {}}).status_code == 404
    assert c.post("/api/tools/chess/forum", json={"values": {}}).status_code == 404
    big = c.post(API, content=b'{"values": {"votes": "' + b"x" * MAX_TOOL_BODY + b'"}}')
    assert big.status_code == 413 and "请求过大" in big.text
