"""三國殺×大富翁"s 指令 as the book writes them (001_ea231be5ab83fae4.txt, 「指令」: each command"s text and the
mechanism or tile it brings; the 拼音 the scrape added removed): the page"s glossary shows them on tap (issue 25)."""

from __future__ import annotations

from collections.abc import Mapping

COMMAND_TEXT: Mapping[str, str] = {
    "地雷": (
        "對視野范圍內，任一除醫院、監獄外，沒有角色或NPC停留且未被指令替換的格子使用。將目標格子替換為"
        "《地雷》。\n"
        "*《地雷》\n"
        "若(存活/已陣亡)，(入院2輪/獲得特殊指令【炸彈】)。結算結束后，將該格子還原。"
    ),
    "飛彈": (
        "對視野范圍內任一點使用。以目標為中心，3*3區域，若有：存活角色，其入院2輪；《地雷》或《路障》"
        "，將該格子還原；部分或全部處于該區域的《貓舍》，所有持有該《貓舍》股份的角色的該《貓舍》持股-1"
        "，該《貓舍》可購股份+X，X為受影響的角色數；部分或全部處于該區域的《狗舍》，所有持有該《狗舍》"
        "股份的角色的該《狗舍》持股-1；至少一格《銀行》，所有銀行區有牌的角色隨機將一張其銀行區的牌置入"
        "棄牌堆；NPC，將之移動至隨機一個沒有角色或NPC停留的《野外》上；《領養》（含被指令替換的《領"
        "養》，下同），將所有處于領養區的牌置入棄牌堆。結算結束后，若該區域含有上述至少一項，使用者判定（"
        "若存在除使用者外的受害者，這些角色中最先結算的角色為發起方）：若為紅色，入獄2輪。"
    ),
    "控骰": (
        "對自己或視野范圍內任一角色使用。在其控骰區記錄一個不小于1且不大于6的點數。\n"
        "*控骰機制\n"
        "一名角色行動投擲時，若其控骰區有記錄，其本次投擲結果改為X，然后移除其控骰區中最早的記錄。X為該"
        "記錄點數。"
    ),
    "路障": (
        "對視野范圍內，任一除醫院、監獄外，沒有角色或NPC停留且未被指令替換的格子使用。將目標格子替換為"
        "《路障》。\n"
        "*《路障》\n"
        "經過時強制停留。將該格子還原，結算還原后的事件。"
    ),
    "停留": (
        "對自己或視野范圍內任一角色使用。令其“停留”記數+1。\n"
        "*停留機制\n"
        "一名角色的行動階段開始時，若其“停留”記數大于1，其本階段改為執行一次當前格事件，然后其“停留”"
        "記數-1。"
    ),
    "轉向": (
        "對自己或視野范圍內任一角色使用。在其轉向區記錄東、西、南、北之一。\n"
        "*轉向機制\n"
        "一名角色因經過或停留在岔路隨機轉向時，若其轉向區有本次可能轉向方向包含的記錄，改為轉向至這些記錄"
        "中最早的一條記錄，然后移除此記錄。"
    ),
    "炸彈": (
        "炸彈，特殊指令\n"
        "對存活的自己或視野范圍內任一存活角色使用。目標入院2輪。"
    ),
    "惡犬": (
        "惡犬，特殊指令\n"
        "對存活的自己或視野范圍內任一存活角色使用。目標入院2輪，將《惡犬》NPC移動至隨機一個沒有角色或"
        "NPC停留的《野外》上。"
    ),
}

#: The same in English (a translation line for line): the glossary's English text of each 指令.
COMMAND_TEXT_EN: Mapping[str, str] = {
    "地雷": (
        "Use on any cell in sight, other than the hospital and the prison, where no character or NPC stands and that "
        "no command has replaced. The cell becomes a 《Mine》.\n"
        "*《Mine》\n"
        "If (alive / dead), (in hospital for 2 rounds / gain the special command 【Bomb】). After this, the cell is "
        "restored."
    ),
    "飛彈": (
        "Use on any point in sight. In the 3*3 area centred on it, if there is: a living character, he is in hospital "
        "for 2 rounds; a 《Mine》 or 《Roadblock》, the cell is restored; a 《Cattery》 partly or wholly in the area, "
        "every character holding shares of it has his shares of it -1, and its shares for sale +X, X the number of "
        "characters affected; a 《Kennel》 partly or wholly in the area, every character holding shares of it has his "
        "shares of it -1; at least one 《Bank》 cell, every character with cards in his bank area puts one random card "
        "of it into the discard pile; an NPC, it moves to a random 《Wilds》 where no character or NPC stands; an "
        "《Adoption》 (including an 《Adoption》 a command has replaced; likewise below), every card in the adoption "
        "area goes to the discard pile. After this, if the area held at least one of these, the user judges (if "
        "there are victims besides the user, the one of them settled first is the one who starts it): if red, he is "
        "in prison for 2 rounds."
    ),
    "控骰": (
        "Use on yourself or any character in sight. Record a number from 1 to 6 in his dice control area.\n"
        "*Dice control\n"
        "When a character throws to move, if his dice control area holds a record, the throw is X instead, and the "
        "oldest record of the area is removed. X is that record's number."
    ),
    "路障": (
        "Use on any cell in sight, other than the hospital and the prison, where no character or NPC stands and that "
        "no command has replaced. The cell becomes a 《Roadblock》.\n"
        "*《Roadblock》\n"
        "Passing it forces a stay. The cell is restored, and the restored cell's event is settled."
    ),
    "停留": (
        "Use on yourself or any character in sight. His \"stay\" count +1.\n"
        "*Stay\n"
        "At the start of a character's move phase, if his \"stay\" count is greater than 1, in this phase he instead "
        "carries out the event of his current cell once, then his \"stay\" count -1."
    ),
    "轉向": (
        "Use on yourself or any character in sight. Record one of east, west, south, north in his turning area.\n"
        "*Turning\n"
        "When a character turns at random passing or staying at a fork, if his turning area holds records among the "
        "directions he may turn to, he turns to the oldest of those records instead, and that record is removed."
    ),
    "炸彈": (
        "Bomb, special command\n"
        "Use on yourself alive or any living character in sight. The target is in hospital for 2 rounds."
    ),
    "惡犬": (
        "Fierce Dog, special command\n"
        "Use on yourself alive or any living character in sight. The target is in hospital for 2 rounds, and the "
        "《Fierce Dog》 NPC moves to a random 《Wilds》 where no character or NPC stands."
    ),
}
