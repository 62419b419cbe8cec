// A room page: a seat (its token), the host (the creator's token in a host-mode room) or a spectator.
applyText();
const params = new URLSearchParams(location.search);
const CODE = location.pathname.split("/").pop();
const TOKEN = params.get("token") || "";
const PASSWORD = params.get("password") || "";
let socket = null, view = null, deadlineTimer = null, spoken = 0, speakAloud = false, boardSvg = null, only = null, onlyCard = null;
const drafts = {};  // words typed for an ask that takes them, by ask
const ROOM_HOOKS = [];  // (view) => void, pushed by the page's other scripts (loaded after this one, before any view)
document.getElementById("title").textContent = t("room") + " " + CODE;

function connect() {
  const q = new URLSearchParams({lang: LANG});
  if (TOKEN) q.set("token", TOKEN);
  if (PASSWORD) q.set("password", PASSWORD);
  socket = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws/" + CODE + "?" + q);
  socket.onmessage = (ev) => {
    const msg = JSON.parse(ev.data);
    if (msg.type === "view") {
      const v = msg.view;
      if (view && v.ask_no !== view.ask_no) { only = null; onlyCard = null; }
      // the log comes in pieces: entries from log_from on; keep what we have before it
      if (view && v.log_from > 0 && view.log) v.log = view.log.concat(v.log);
      if (view && v.chat_from > 0 && view.chat) v.chat = view.chat.concat(v.chat);  // the discussion likewise
      if (v.board_svg) boardSvg = v.board_svg;
      view = v; showError(""); render();
    }
    else if (msg.type === "error") showError(msg.message);
  };
  socket.onclose = (ev) => {
    if (ev.code === 4403) return;
    document.getElementById("status").textContent = t("reconnecting");
    setTimeout(connect, 1000);
  };
  socket.onopen = () => { document.getElementById("status").textContent = ""; };
}
function send(msg) { socket.send(JSON.stringify(msg)); }
function showError(m) { document.getElementById("error").textContent = m ? t("error") + ": " + m : ""; }

async function control(action, extra) {
  const r = await fetch("/api/rooms/" + CODE + "/" + action, {method: "POST", headers: {"content-type": "application/json"},
                                                              body: JSON.stringify(Object.assign({token: TOKEN}, extra || {}))});
  const j = await r.json();
  if (!r.ok) { showError(j.error || j.detail); return null; }
  return j;
}

// the creator sends a seat a fresh invitation (a first one, or to replace whoever holds it: he is out, his old link
// and session open nothing); the new link is shown once, to be passed on (docs/security.md, "Who may see and do what")
async function invite(seat, taken) {
  if (taken && !confirm(t("invite_confirm").replace("{n}", seatName(seat)))) return;
  const j = await control("invite", {seat: Number(seat)});
  if (!j || !j.link) return;
  const url = location.origin + j.link + (LANG === "en" ? "&lang=en" : "");
  const field = el("input", {class: "invite-link", readonly: "readonly", size: "60", value: url, "data-seat": seat});
  document.getElementById("links").replaceChildren(el("p", {}, t("invite_link").replace("{n}", seatName(seat)) + " ", field));
  field.select();
}

function invitable(v, s, info) {
  // not the creator's own seat in a play room, not a bot's seat once the game runs, never in a table-assistant room
  return v.creator && v.mode !== "assist" && !(v.mode === "play" && s === "1") && !(v.started && info.kind === "bot")
    && !v.outcome;
}

function render() {
  const v = view;
  const who = v.audience;
  document.getElementById("status").textContent = !v.started ? t("not_started") : v.paused ? t("paused")
    : v.outcome ? t("finished") : "";
  // every seat is told what kind of room this is: who may see what (docs/security.md)
  document.getElementById("title").textContent = t("room") + " " + CODE + " · " + t("room_mode_" + v.mode)
    + (v.chosen_seed ? " · " + t("chosen_seed") : "");
  // seats
  const seats = el("table", {});
  for (const [s, info] of Object.entries(v.seats)) {
    const waiting = (v.waiting || []).includes(Number(s)) ? t("thinking") : "";
    const row = el("tr", {}, el("td", {}, seatName(s) + (Number(s) === who ? " ★" : "")),
                   el("td", {}, info.kind === "bot" ? t("bot") + (info.name.startsWith("bot:") ? " (" + t("bot_" + info.name.slice(4)) + ")" : "") : (info.name || t("empty"))), el("td", {}, waiting));
    if (v.creator && !v.started && !(info.kind === "human" && info.name)) {  // the creator picks each free seat's bot
      const current = info.kind !== "bot" ? "none" : info.name.startsWith("bot:") ? info.name.slice(4) : "random";
      const pick = el("select", {class: "seat-bot", "data-seat": s}, el("option", {value: "none"}, t("empty")),
                      el("option", {value: "random"}, t("bot_random")), el("option", {value: "heuristic"}, t("bot_heuristic")),
                      el("option", {value: "search"}, t("bot_search")));
      pick.value = current;
      pick.onchange = () => control("bots", {bots: pick.value, seat: Number(s)});
      row.append(el("td", {}, pick));
    }
    if (invitable(v, s, info)) {
      const taken = info.kind === "bot" || Boolean(info.name);
      row.append(el("td", {}, el("button", {class: "invite-btn", "data-seat": s, onclick: () => invite(s, taken)},
                                 t(taken ? "reinvite" : "invite"))));
    }
    seats.append(row);
  }
  document.getElementById("seats").replaceChildren(seats);
  if (typeof who === "number" && !v.started && !v.seats[who].name) {
    const f = el("form", {}, el("input", {name: "name", maxlength: "32", placeholder: t("name")}), " ", el("button", {}, t("join_seat")));
    f.onsubmit = async (ev) => { ev.preventDefault();
      const r = await fetch("/api/rooms/" + CODE + "/join", {method: "POST", headers: {"content-type": "application/json"},
        body: JSON.stringify({token: TOKEN, name: new FormData(f).get("name")})});
      if (!r.ok) { const j = await r.json(); showError(j.error || JSON.stringify(j.detail)); return; }
      // the invitation is spent: from now on this browser holds the seat's own secret (docs/security.md)
      const j = await r.json();
      if (j.token && j.token !== TOKEN) {
        const q = new URLSearchParams(location.search); q.set("token", j.token);
        location.replace(location.pathname + "?" + q);
      } };
    document.getElementById("seats").append(f);
  }
  // the creator's controls
  if (v.creator) {
    document.getElementById("controls-box").hidden = false;
    const c = document.getElementById("controls");
    c.replaceChildren();
    const kind = el("select", {id: "bot-kind"}, el("option", {value: "random"}, t("bot_random")),
                    el("option", {value: "heuristic"}, t("bot_heuristic")), el("option", {value: "search"}, t("bot_search")));
    if (!v.started) { c.append(kind, el("button", {id: "bots-btn", onclick: () => control("bots", {bots: kind.value})}, t("bots")),
                               el("button", {id: "start-btn", onclick: () => control("start")}, t("start"))); }
    else if (!v.outcome) c.append(v.paused ? el("button", {id: "resume-btn", onclick: () => control("resume")}, t("resume"))
                                            : el("button", {id: "pause-btn", onclick: () => control("pause")}, t("pause")));
    if (who === "host") {
      const sp = el("label", {}, el("input", {type: "checkbox", id: "speak"}), " " + t("speak"));
      c.append(sp); sp.firstChild.checked = speakAloud; sp.firstChild.onchange = (e) => { speakAloud = e.target.checked; };
    }
    if (v.outcome) c.append(el("a", {href: "/replay/" + CODE + "?token=" + TOKEN + (LANG === "en" ? "&lang=en" : "")}, t("replay")));
  }
  // you / the host's state: the game's own drawing (`display`: zones of cards, the table) when it has one
  const you = document.getElementById("you");
  const texts = (v.text || []).map(x => el("pre", {class: "you-text"}, x));
  const d = v.display || {};
  if (d.you) you.replaceChildren(...d.you.map(z => el("div", {class: "zone"}, el("span", {class: "zone-label"}, z.label + ": "),
                                                      z.cards ? cardRow(z.cards) : z.text)),
                                 ...(texts.length ? [el("details", {}, el("summary", {}, t("details")), ...texts)] : []));
  else if (texts.length) you.replaceChildren(...texts);
  else you.replaceChildren(el("p", {class: "muted"}, typeof who === "number" ? "" : t(who)));
  const table = document.getElementById("table");
  if (d.columns) {
    table.replaceChildren(el("table", {class: "seats-table main"}, el("tr", {}, ...d.columns.map(c => el("th", {}, c))),
      ...d.rows.map(r => el("tr", {}, ...r.map(c => el("td", {}, typeof c === "object" && c !== null ? cardRow(c.cards) : c))))));
    for (const extra of d.tables || []) table.append(el("h4", {}, extra.title), el("table", {class: "seats-table"},
      el("tr", {}, ...extra.columns.map(c => el("th", {}, c))), ...extra.rows.map(r => el("tr", {}, ...r.map(c => el("td", {}, c))))));
    document.getElementById("table-box").open = true;
  } else table.replaceChildren(el("pre", {}, JSON.stringify(v.table || {}, null, 1)));

  drawBoard(v);
  // log
  const log = document.getElementById("log");
  const atBottom = log.scrollTop + log.clientHeight >= log.scrollHeight - 20;
  log.replaceChildren(...(v.log || []).map(e => el("div", {class: e.audience === "all" ? e.kind : (e.audience === "host" ? "host" : "private")},
    (e.round !== undefined ? e.round + "·" + e.phase + " " : "") + e.text)));
  if (atBottom) log.scrollTop = log.scrollHeight;
  if (speakAloud && window.speechSynthesis) {
    for (const e of (v.log || []).slice(spoken)) if (e.kind === "line") {
      const u = new SpeechSynthesisUtterance(e.text); u.lang = LANG === "en" ? "en-US" : "zh-CN"; speechSynthesis.speak(u); }
  }
  spoken = (v.log || []).length;
  // the ask
  const box = document.getElementById("ask");
  const asks = v.ask ? [v.ask] : (v.asks || []);
  box.replaceChildren();
  if (v.outcome) {  // the result banner: a seat's own result, or who won; and why (the deciding rule's words)
    const mine = typeof who === "number" && typeof v.you_won === "boolean";
    box.append(el("div", {class: "result banner" + (mine ? (v.you_won ? " won" : " lost") : ""), id: "outcome"},
      el("strong", {id: "result-head"}, mine ? t(v.you_won ? "you_won" : "you_lost") : t("game_over")),
      el("p", {}, t("winner") + ": " + (v.outcome.winner || t("no_winner"))),
      el("p", {class: "reason"}, t("why") + ": " + (v.outcome.reason || ""))));
  }
  else if (!asks.length) box.append(el("p", {class: "muted"}, t("no_ask") + (v.waiting && v.waiting.length ? " · " + t("waiting") + " " + v.waiting.map(seatName).join(" ") : "")));
  const assist = v.mode === "assist" && who === "host";  // a real table: the host enters every seat's gesture
  for (const a of asks) {
    const mine = a.seat === who || assist;
    box.append(el("div", {class: "prompt"}, seatName(a.seat) + " [" + a.skill + "] " + a.prompt));
    const buttons = el("div", {class: "options"});
    if (mine && only !== null) buttons.append(el("button", {class: "filter", onclick: () => { only = null; render(); }}, "× " + seatName(only)));
    if (mine && onlyCard !== null) buttons.append(el("button", {class: "filter", onclick: () => { onlyCard = null; render(); }}, "× " + cardLabel(onlyCard)));
    // an ask that takes words (last words, a 剑痕 message, a speech): typed here, sent with the option clicked;
    // kept across re-renders by ask
    const key = v.ask_no + ":" + a.seat;
    if (mine && a.speech) {
      const input = el("textarea", {class: "speech", rows: "2", maxlength: "1200", placeholder: t("speech_hint")});
      input.value = drafts[key] || "";
      input.oninput = () => { drafts[key] = input.value; };
      box.append(input);
    }
    a.options.forEach((o, i) => {
      if (mine && only !== null && o.target !== only) return;  // a seat picked on the board: its options only
      if (mine && onlyCard !== null && o.choice !== onlyCard) return;  // a card picked in your hand: its uses only
      const label = (a.labels && a.labels[i]) || JSON.stringify(o);
      const answer = () => (a.speech && drafts[key] ? Object.assign({}, o, {say: drafts[key]}) : o);
      buttons.append(el("button", mine ? {class: "option", onclick: () => send({type: "answer", ask_no: v.ask_no, seat: a.seat, answer: answer()})}
                                          : {class: "option", disabled: "disabled"}, label));
    });
    box.append(buttons);
  }
  // countdown
  clearInterval(deadlineTimer);
  const cd = document.getElementById("countdown");
  const mine = v.deadlines && v.deadlines[String(who)];
  if (mine) {
    const tick = () => { cd.textContent = Math.max(0, Math.ceil(mine - Date.now() / 1000)) + t("seconds"); };
    tick(); deadlineTimer = setInterval(tick, 500);
  } else cd.textContent = "";
  // chat
  document.getElementById("chat-log").replaceChildren(...(v.chat || []).map(c => el("div", {}, seatName(c.seat) + ": " + c.text)));
  const chat = document.getElementById("chat");
  chat.hidden = typeof who !== "number";
  chat.querySelector("input").placeholder = v.can_chat ? "" : t("chat_closed");
  // other scripts' parts of the page (each its own file, loaded by room.html): called after every view, in order
  for (const hook of ROOM_HOOKS) hook(v);
}
// Cards drawn as cards: suit and name, red or black, the book's text as the tooltip. A card that the open ask can
// use is ringed; a click keeps only the options that use it (then pick the target among them).
function usable() {
  const a = view && view.ask && view.ask.seat === view.audience ? view.ask : null;
  if (!a || !((view.display || {}).card_asks || []).includes(a.skill)) return new Set();  // its choices are not cards
  return new Set(a ? a.options.map(o => o.choice).filter(x => typeof x === "number") : []);
}
let cardNames = {};
function cardLabel(id) { return cardNames[id] || String(id); }
function cardRow(cards) {
  const can = usable();
  return el("span", {class: "cards"}, ...cards.map(c => {
    const label = (c.suit || "") + c.name;
    if (c.id !== undefined) cardNames[c.id] = label;
    const attrs = {class: "card" + (c.red ? " red" : "") + (c.sealed ? " sealed" : "") + (can.has(c.id) ? " usable" : "")
                   + (onlyCard !== null && c.id === onlyCard ? " picked" : ""), title: c.title || c.name};
    if (c.id !== undefined) attrs["data-card"] = c.id;
    if (can.has(c.id)) attrs.onclick = () => { onlyCard = c.id; render(); };
    return el("span", attrs, label, ...(c.note ? [el("small", {}, " " + c.note)] : []));
  }));
}
document.getElementById("chat").onsubmit = (ev) => {
  ev.preventDefault();
  const input = ev.target.querySelector("input");
  send({type: "chat", text: input.value}); input.value = "";
};
connect();

// A game with a map (三國殺×大富翁): the server's drawing, with who stands where marked on it.
const NS = "http://www.w3.org/2000/svg";
function drawBoard(v) {
  const box = document.getElementById("board-box");
  if (!boardSvg || !v.table || !v.table.seats) { box.hidden = true; return; }
  box.hidden = false;
  const holder = document.getElementById("board");
  if (!holder.querySelector("svg")) { holder.innerHTML = boardSvg; holder.querySelector("svg").style.maxWidth = "100%"; holder.querySelector("svg").style.height = "auto"; }
  const svg = holder.querySelector("svg");
  svg.querySelectorAll(".mark").forEach(m => m.remove());
  const at = {};
  // the seats the open ask can target: ringed on the board; a click keeps only the options aimed at that seat
  const ask = v.ask && v.ask.seat === v.audience ? v.ask : null;
  const targets = new Set(ask ? ask.options.map(o => o.target).filter(x => typeof x === "number") : []);
  const put = (pos, label, colour, title, seat) => {
    const g = svg.querySelector(`g.cell[data-x="${pos[0]}"][data-y="${pos[1]}"] rect`);
    if (!g) return;
    const key = pos.join(","), k = (at[key] = (at[key] || 0) + 1) - 1;
    const x = Number(g.getAttribute("x")) + 9 + (k % 3) * 13, y = Number(g.getAttribute("y")) + 9 + Math.floor(k / 3) * 13;
    const c = document.createElementNS(NS, "circle");
    c.setAttribute("cx", x); c.setAttribute("cy", y); c.setAttribute("r", 7); c.setAttribute("fill", colour);
    c.setAttribute("class", "mark");
    const t = document.createElementNS(NS, "text");
    t.setAttribute("x", x); t.setAttribute("y", y + 3.5); t.setAttribute("font-size", 9); t.setAttribute("text-anchor", "middle");
    t.setAttribute("fill", "#fff"); t.setAttribute("class", "mark"); t.setAttribute("pointer-events", "none"); t.textContent = label;
    const tip = document.createElementNS(NS, "title"); tip.textContent = title; c.append(tip);
    if (seat !== undefined && targets.has(seat)) {
      c.setAttribute("stroke", "#f1c40f"); c.setAttribute("stroke-width", 3); c.setAttribute("r", 8);
      c.setAttribute("data-target", seat); c.style.cursor = "pointer";
      c.addEventListener("click", () => { only = seat; render(); });
    }
    svg.append(c, t);
  };
  // who controls each building (控股機制): its seat number in a gold corner of every cell of the building
  for (const [b, h] of Object.entries(v.table.holdings || {})) {
    if (h.controller === null || h.controller === undefined) continue;
    svg.querySelectorAll(`g.cell[data-building="${b}"] rect`).forEach(r => {
      const x = Number(r.getAttribute("x")) + Number(r.getAttribute("width")) - 11, y = Number(r.getAttribute("y")) + 1;
      const box = document.createElementNS(NS, "rect");
      box.setAttribute("x", x); box.setAttribute("y", y); box.setAttribute("width", 10); box.setAttribute("height", 11);
      box.setAttribute("fill", "#f1c40f"); box.setAttribute("class", "mark control"); box.setAttribute("data-controller", h.controller);
      const tip = document.createElementNS(NS, "title"); tip.textContent = b + " → " + seatName(h.controller); box.append(tip);
      const n = document.createElementNS(NS, "text");
      n.setAttribute("x", x + 5); n.setAttribute("y", y + 9); n.setAttribute("font-size", 8); n.setAttribute("text-anchor", "middle");
      n.setAttribute("class", "mark"); n.setAttribute("pointer-events", "none"); n.textContent = h.controller;
      svg.append(box, n);
    });
  }
  for (const [pos, what] of Object.entries(v.table.replaced || {})) put(pos.split(",").map(Number), what[0], "#000", what);
  for (const [npc, pos] of Object.entries(v.table.npcs || {})) if (pos) put(pos, npc[0], "#8e44ad", npc);
  for (const [s, q] of Object.entries(v.table.seats)) if (q.position)
    put(q.position, s, q.dead ? "#777" : (Number(s) === v.audience ? "#c0392b" : "#2c3e50"),
        seatName(s) + " " + (q.surname || "") + " HP " + q.hp + "/" + q.max_hp + (q.identity ? " " + q.identity : ""),
        Number(s));
}
