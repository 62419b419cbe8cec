"""The book's words on tap on 三國殺×大富翁's map, in a real browser (Playwright and Debian's chromium, as
tests/server/test_browser.py): a cell, a legend row and an NPC standing on the map open their entries in the help
sheet (issue 25: the map's cells explained nothing); a cell or seat a question can take still answers it."""

from __future__ import annotations

from test_browser import ARGS, CHROMIUM, Server, fuweng_two_dogs, pytestmark, server  # noqa: F401

PHONE = {"width": 390, "height": 844}


def test_a_tap_on_a_map_cell_a_legend_row_or_an_npc_shows_the_books_text(server: Server) -> None:  # noqa: F811
    """001_ea231be5ab83fae4.txt, 地圖: 《機會》 「投擲一枚20面骰子，根據(jù)人氣投票前20名執(zhí)行對(duì)應(yīng)事件。」, 《銀行》 「經(jīng)過(guò)時(shí)可選擇一
    項(xiàng)：存款；取款。」 and the NPC standing on a 《野外》 (e.g. 「*財(cái)神」 「檢索兩張動(dòng)物牌；將《財(cái)神》NPC移動(dòng)至停留角色的NPC區(qū)。」):
    on a 390×844 phone a tap on the cell, on its legend row or on the NPC's mark opens that text; a ringed seat (the
    【狗】's target) still narrows the question and opens nothing."""
    from playwright.sync_api import sync_playwright

    from daoyan.games.fuweng.glossary import glossary

    gl = glossary("zh")
    j = fuweng_two_dogs(f"http://127.0.0.1:{server.port}")
    sheet = "#help-sheet"
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        page = browser.new_context(viewport=PHONE, has_touch=True).new_page()
        errors: list[str] = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.goto(j["seat_links"]["1"])
        page.wait_for_selector("circle[data-target]", timeout=20000)
        # a cell: its kind's entry (the 《機會》 at (6,13), near seat 1's character, which a phone's map is centred on)
        cell = page.query_selector('#board g.cell[data-x="6"][data-y="13"]')
        assert cell is not None and cell.get_attribute("data-term") == "機會"
        cell.tap()
        page.wait_for_selector(sheet, state="visible")
        assert page.text_content("#help-title") == "機會"
        assert "投擲一枚20面骰子，根據人氣投票前20名執行對應事件。" in page.text_content("#help-body")
        page.tap("#help-sheet .help-close")
        page.wait_for_selector(sheet, state="hidden")
        # a legend row (its ⓘ drawn in the picture)
        row = page.query_selector('#board g.legend-row[data-term="銀行"]')
        assert row is not None and "ⓘ" in (row.text_content() or "")
        row.tap()
        page.wait_for_selector(sheet, state="visible")
        assert "經過時可選擇一項：存款；取款。" in page.text_content("#help-body")
        page.keyboard.press("Escape")
        page.wait_for_selector(sheet, state="hidden")
        # an NPC's mark: the NPC's entry (its event, and for 財神/窮神/福神/衰神 its NPC區 effect)
        npcs = page.eval_on_selector_all("#board circle.mark:not([data-act])",
                                         "els => els.map(e => (e.querySelector('title') || {}).textContent)")
        npc = next(n for n in npcs if n in ("財神", "窮神", "福神", "衰神", "商人", "乞丐", "流氓", "小偷", "交警", "惡犬"))
        marks = page.query_selector_all("#board circle.mark:not([data-act])")
        marks[npcs.index(npc)].tap()
        page.wait_for_selector(sheet, state="visible")
        assert page.text_content("#help-title") == npc
        assert gl[npc]["text"].split("\n")[1] in page.text_content("#help-body")
        page.tap("#help-sheet .help-close")
        page.wait_for_selector(sheet, state="hidden")
        # a seat the question can take: the tap answers the question's target, no sheet
        page.tap("circle[data-target='3']")
        page.wait_for_selector("#ask button.filter")
        assert page.is_hidden(sheet)
        # in English: the entry's English name
        page.goto(j["seat_links"]["1"] + "&lang=en")
        page.wait_for_selector("#board g.legend-row")
        page.query_selector('#board g.legend-row[data-term="機會"]').tap()
        page.wait_for_selector(sheet, state="visible")
        assert page.text_content("#help-title") == "Chance (機會)"
        assert not errors, errors
        browser.close()
