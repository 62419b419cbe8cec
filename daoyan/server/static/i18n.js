// Every string the pages show, in Chinese (default) and English. The game's own text comes from the server.
const T = {
  zh: {lobby: "大厅", create: "创建房间", game: "游戏", players: "人数", mode: "创建者", mode_play: "参与游戏 (占一个座位)",
       mode_host: "担任主持 (上帝视角)", mode_assist: "现场主持辅助 (替每位玩家输入手势)", password: "密码 (可选)", deadline: "每个问题的时限 (秒, 0 = 不限)",
       options: "房间设置 (JSON)", create_btn: "创建", join: "加入或观战", go: "前往", room: "房间",
       seat_links: "座位邀请链接", creator_link: "你的管理链接 (请保存)", watch: "观战链接", start: "开始游戏",
       bots: "空座位由机器人补满", bot_random: "随机机器人", bot_heuristic: "启发式机器人", bot_search: "搜索机器人", bot_llm: "语言模型", pause: "暂停", resume: "继续", log: "记录", ask: "当前问题", waiting: "等待", the_host: "主持人",
       chat: "讨论", send: "发送", you: "你", table: "桌面", seats: "座位", name: "名字", join_seat: "入座",
       not_started: "游戏尚未开始", you_won: "你赢了", you_lost: "你输了", game_over: "游戏结束", no_winner: "无人获胜", why: "原因", paused: "游戏已暂停", finished: "游戏结束", winner: "获胜",
       no_ask: "现在没有需要你回答的问题", seconds: "秒", replay: "回放", step: "步", view_of: "视角",
       host: "主持", public: "观众", chat_closed: "现在不能发言", speak: "朗读", seat: "号", error: "错误",
       reconnecting: "连接断开，正在重连…", bot: "机器人", human: "玩家", empty: "(空)", lang: "English", thinking: "思考中…", details: "详情",
       speech_hint: "在此输入你要说的话 (发言、遗言、留言等)", speech_with_answer: "这段话会随你的选择一起提交", chat_hint: "说点什么…",
       confirm: "确认", sent: "已提交", reset: "重选", search: "搜索…", pick_action: "请选择要做什么", tap_seat: "点选一个座位 (座位区或地图上亦可)",
       tap_cell: "点选地图上的格子，或下面的坐标", tap_seats: "依次点选座位", pick_one: "选择一项", round: "第{n}轮", your_turn: "轮到你了",
       your_time: "你的时限", zoom_fit: "适应",
creator_link_play: "你的链接 (你是1号座位，并管理房间；请保存)", identities: "启用的将领 (不选 = 按身份配置表随机抽取)", deadline_phase: "按阶段设置时限 (秒)",
       tools: "主持工具", result: "结果", run: "计算", load_file: "从文件读入:",
       room_mode_play: "房主是玩家之一 (看不到别人的身份)", room_mode_host: "主持模式 (主持人能看到所有身份)",
       room_mode_assist: "现场辅助 (主持人代每位玩家输入)", chosen_seed: "固定种子或牌局 (房主选定; 其余座位都是机器人)",
       invite: "邀请", reinvite: "重新邀请", invite_link: "{n}的新邀请链接 (发给要入座的人; 也列在「邀请入座」里, 附二维码):",
       invite_confirm: "重新邀请{n}? 现在坐在那里的人 (或机器人) 将离座, 他的旧链接作废。",
       script_orig: "原文", script_hans: "简", script_hant: "繁", script_hint: "文字: 原文 → 简体 → 繁体 (书中的名称保持原样)",
       settings: "房间设置", time_limits: "时限 (秒, 0 = 不限)", time_limits_hint: "每个问题的时限, 按阶段; 书中自带的时限 (如论坛的关门时间) 优先",
       advanced: "高级", options_hint: "JSON 中的设置优先于上面的表单", other_asks: "其他问题", clock_day: "天",
       help_info: "规则说明", help_close: "关闭", help_title: "规则说明", help_none: "规则书中没有这一项的说明。",
       inv_title: "邀请入座", inv_hint: "每个空座位一个链接: 让朋友用手机扫码, 或复制链接发给他。有人入座后, 这个链接作废并从这里消失。",
       inv_copy: "复制", inv_copied: "已复制", inv_copy_failed: "请选中链接后手动复制", inv_error: "无法读取邀请",
       inv_join: "你打开的是{n}的邀请: 输入名字入座 (入座后只有这个浏览器能打开这个座位)。",
       llm_usage: "语言模型用量", llm_tokens: "词元", llm_seat: "座位", llm_model: "模型", llm_calls: "请求", llm_prompt: "提示词元", llm_completion: "回答词元",
       llm_seconds: "秒", llm_retries: "重试", llm_fallbacks: "由启发式机器人代答", llm_total: "合计"},
  en: {lobby: "Lobby", create: "Create a room", game: "Game", players: "Players", mode: "Creator",
       mode_play: "plays (takes a seat)", mode_host: "hosts (sees everything)",
       mode_assist: "host assistant at a real table (enters every player's gesture)", password: "Password (optional)",
       deadline: "Time per ask (seconds, 0 = none)", options: "Room settings (JSON)", create_btn: "Create",
       join: "Join or watch", go: "Go", room: "Room", seat_links: "Seat invitation links",
       creator_link: "Your control link (keep it)", watch: "Spectator link", start: "Start the game",
       bots: "Fill empty seats with bots", bot_random: "random bots", bot_heuristic: "heuristic bots", bot_search: "search bots", bot_llm: "language model", pause: "Pause", resume: "Resume", log: "Log", ask: "Your decision",
       waiting: "Waiting for", the_host: "the host", chat: "Discussion", send: "Send", you: "You", table: "Table", seats: "Seats",
       name: "Name", join_seat: "Take the seat", you_won: "You won", you_lost: "You lost", game_over: "The game is over", no_winner: "nobody", why: "Why", not_started: "The game has not started",
       paused: "The game is paused", finished: "Game over", winner: "Winner", no_ask: "Nothing to decide now",
       seconds: "s", replay: "Replay", step: "step", view_of: "View of", host: "host", public: "spectators",
       chat_closed: "Speaking is not allowed now", speak: "Read aloud", seat: "", error: "Error",
       reconnecting: "Connection lost, reconnecting…", bot: "bot", human: "player", empty: "(empty)", lang: "中文", thinking: "thinking…", details: "details",
       speech_hint: "Type what you say here (a speech, last words, a message…)", speech_with_answer: "These words go with your choice", chat_hint: "Say something…",
       confirm: "Confirm", sent: "Sent", reset: "Start over", search: "Search…", pick_action: "Choose what to do", tap_seat: "Tap a seat (in the seats or on the map)",
       tap_cell: "Tap a cell on the map, or a point below", tap_seats: "Tap the seats in turn", pick_one: "Choose one", round: "Round {n}", your_turn: "Your turn",
       your_time: "your time", zoom_fit: "Fit",
creator_link_play: "Your link (you are seat #1 and run the room; keep it)", identities: "Generals to enable (none: drawn at random by the book's table)", deadline_phase: "Time limit per phase (seconds)",
       tools: "Host tools", result: "Result", run: "Compute", load_file: "Load from a file:",
       room_mode_play: "the creator is one of the players (sees no one else's identity)",
       room_mode_host: "host mode (the host sees every identity)",
       room_mode_assist: "table assistant (the host enters every player's gesture)",
       chosen_seed: "chosen seed or deal (picked by the creator; every other seat is a bot)",
       invite: "Invite", reinvite: "Re-invite", invite_link: "A new invitation for {n} (send it to whoever takes the seat; also listed under Invitations, with its QR code):",
       invite_confirm: "Re-invite {n}? Whoever sits there now (person or bot) leaves the seat; the old link opens nothing.",
       script_orig: "Original", script_hans: "Simplified", script_hant: "Traditional",
       script_hint: "Characters: as written → Simplified → Traditional (the book's names stay as written)",
       settings: "Room settings", time_limits: "Time limits (seconds, 0 = none)", time_limits_hint: "Seconds per ask, by phase; the book's own limits (a forum's closing time) come first",
       advanced: "Advanced", options_hint: "Settings in the JSON win over the form above", other_asks: "any other ask", clock_day: "d",
       help_info: "What the rules say", help_close: "Close", help_title: "The rules", help_none: "The rule book has no text for this.",
       inv_title: "Invitations", inv_hint: "One link per open seat: let a friend scan the code with a phone, or copy the link and send it. Once someone takes the seat, the link opens nothing and leaves this list.",
       inv_copy: "Copy", inv_copied: "Copied", inv_copy_failed: "Select the link and copy it by hand", inv_error: "Could not load the invitations",
       inv_join: "You opened the invitation for {n}: enter a name to take the seat (then only this browser opens it).",
       llm_usage: "Model seats' usage", llm_tokens: "tokens", llm_seat: "seat", llm_model: "model", llm_calls: "calls", llm_prompt: "prompt tokens", llm_completion: "completion tokens",
       llm_seconds: "seconds", llm_retries: "retries", llm_fallbacks: "answered by the heuristic bot", llm_total: "total"},
};
const LANG = new URLSearchParams(location.search).get("lang") === "en" ? "en" : "zh";
function t(key) { return (T[LANG] || T.zh)[key] || key; }
function seatName(n) { return LANG === "zh" ? n + "号" : "#" + n; }
function applyText() {
  document.documentElement.lang = LANG === "zh" ? "zh" : "en";
  document.querySelectorAll("[data-t]").forEach(el => { el.textContent = t(el.dataset.t); });
  const b = document.getElementById("lang");
  if (b) b.textContent = t("lang");
  if (b) b.onclick = () => { const u = new URL(location.href); u.searchParams.set("lang", LANG === "zh" ? "en" : "zh"); location.href = u; };
}
function el(tag, attrs, ...kids) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) { if (k === "onclick") e.onclick = v; else e.setAttribute(k, v); }
  for (const k of kids) if (k !== null && k !== undefined) e.append(k instanceof Node ? k : document.createTextNode(String(k)));
  return e;
}
// A time left, for people — 0:42, 12:05, 5:03:00; a day or more 1天 3:00:00 / 1d 3:00:00 (seconds rounded up; nothing
// left is 0:00). The header's clock: clockText(view.clock.at - Date.now() / 1000).
function clockText(secondsLeft) {
  let s = Math.max(0, Math.ceil(Number(secondsLeft) || 0));
  const days = Math.floor(s / 86400); s -= days * 86400;
  const h = Math.floor(s / 3600), m = Math.floor((s % 3600) / 60), sec = s % 60;
  const two = n => String(n).padStart(2, "0");
  const hms = (h || days) ? h + ":" + two(m) + ":" + two(sec) : m + ":" + two(sec);
  return days ? days + t("clock_day") + " " + hms : hms;
}
