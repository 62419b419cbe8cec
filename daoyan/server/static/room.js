// A room page: a seat (its token), the host (the creator's token in a host-mode room) or a spectator.
//
// The page is drawn from the server's view on every message, but the DOM is patched in place (morphdom): an element
// that did not change stays the same element, so a button under a finger is never replaced because another seat
// answered. Clicks are handled in one place (`data-act`), reading the current view, never a closure of an old one.
// A question is composed, not picked from a list: what to do (an action), then whom or where (a seat, a card, a
// cell on the map, or one of the listed words), then 确认. The legal set is the server's; the page only narrows it.
applyText();
const params = new URLSearchParams(location.search);
const CODE = location.pathname.split("/").pop();
const TOKEN = params.get("token") || "";
const PASSWORD = params.get("password") || "";
let socket = null, view = null, spoken = 0, speakAloud = false, boardSvg = null, zoom = 1, logShown = 0, clockTimer = null;
const ROOM_HOOKS = [];  // (view) => void, pushed by the page's other scripts (loaded after this one: see connect() below)
const picks = {};  // the question being composed, by ask ("ask_no:seat"): {action, seq, card, seat, query, sent}
document.getElementById("title").textContent = t("room") + " " + CODE;

function connect() {
  const q = new URLSearchParams({lang: LANG, delta: "1"});  // increments carry what changed (msg.delta)
  if (TOKEN) q.set("token", TOKEN);
  if (PASSWORD) q.set("password", PASSWORD);
  if (view && view.glossary) q.set("kept", "1");  // a reconnect: the glossary and the map are held already
  socket = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws/" + CODE + "?" + q);
  socket.onmessage = (ev) => {
    const msg = JSON.parse(ev.data);
    if (msg.type === "view") {
      let v = msg.view;
      if (msg.delta && view) {  // only the keys that changed: the rest is the view we hold, less the keys gone
        const base = Object.assign({}, view);
        for (const k of msg.gone || []) delete base[k];
        v = Object.assign(base, v);
      }
      // the log comes in pieces: entries from log_from on; keep what we have before it
      if (view && v.log_from > 0 && view.log) v.log = view.log.slice(0, v.log_from).concat(v.log);
      if (view && v.chat_from > 0 && view.chat) v.chat = view.chat.slice(0, v.chat_from).concat(v.chat);
      if (v.board_svg) boardSvg = v.board_svg;
      if (view && view.glossary && !v.glossary) v.glossary = view.glossary;  // sent once, with the first view
      view = v; showError(""); render();
    }
    else if (msg.type === "error") { showError(msg.message); for (const k in picks) picks[k].sent = false; render(); }
  };
  socket.onclose = (ev) => {
    if (ev.code === 4403) return;
    document.getElementById("status").textContent = t("reconnecting");
    setTimeout(connect, 1000);
  };
  socket.onopen = () => {
    document.getElementById("status").textContent = "";
    // an answer sent as the connection dropped may never have arrived: once the new view shows the question still
    // open, 确认 is offered again (the server refuses an answer to a question already answered: nothing applies twice)
    for (const k in picks) picks[k].sent = false;
  };
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

// -- patching in place --------------------------------------------------------------------------------------------
const MORPH = {
  getNodeKey: (n) => (n.nodeType === 1 ? (n.id || n.getAttribute("data-key") || undefined) : undefined),
  // a field a person types into is theirs: never overwritten by a view
  onBeforeElUpdated: (from, to) => !from.hasAttribute("data-keep") && !from.isEqualNode(to),
};
function patch(id, ...kids) {
  const cur = document.getElementById(id);
  const next = cur.cloneNode(false);
  next.append(...kids.filter(k => k !== null && k !== undefined));
  morphdom(cur, next, MORPH);
}

// the creator sends a seat a fresh invitation (a first one, or to replace whoever holds it: he is out, his old link
// and session open nothing); the new link is shown once, to be passed on (docs/security.md, "Who may see and do what")
async function invite(seat, taken) {
  if (taken && !confirm(t("invite_confirm").replace("{n}", seatName(seat)))) return;
  const j = await control("invite", {seat: Number(seat)});
  if (!j || !j.link) return;
  const url = location.origin + j.link + (LANG === "en" ? "&lang=en" : "");
  const field = el("input", {class: "invite-link", readonly: "readonly", value: url, "data-seat": seat});
  document.getElementById("links").replaceChildren(el("p", {}, t("invite_link").replace("{n}", seatName(seat)) + " ", field));
  field.select();
}

function invitable(v, s, info) {
  // not the creator's own seat in a play room, not a bot's seat once the game runs, never in a table-assistant room
  return v.creator && v.mode !== "assist" && !(v.mode === "play" && s === "1") && !(v.started && info.kind === "bot")
    && !v.outcome;
}

// -- the question, composed ---------------------------------------------------------------------------------------
const SEPARATORS = " →:：";
function commonPrefix(xs) {
  let p = xs[0] || "";
  for (const x of xs) while (!x.startsWith(p)) p = p.slice(0, -1);
  // cut back to a word's end: 「效果① → 1」 of 「效果① → 1号」「效果① → 10号」 is 「效果① → 」
  let i = p.length;
  while (i > 0 && !SEPARATORS.includes(p[i - 1])) i--;
  return p.slice(0, i);
}
function trimSep(s) { let i = s.length; while (i > 0 && SEPARATORS.includes(s[i - 1])) i--; return s.slice(0, i); }
const isInt = (x) => typeof x === "number" && Number.isInteger(x);
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

// An ask's options as actions (same skill and choice) and, inside each, its targets: "none" (the action is the
// answer), "seat" (a seat number), "cell" (a point of the map, [x, y]), "seats" (several seats, in order) or "bag"
// (several seats, any order, as the options list them sorted), "word" (anything else: listed).
const models = new Map();
function model(a) {
  const key = JSON.stringify([a.skill, a.prompt, a.options, a.labels]);
  if (models.has(key)) return models.get(key);
  const labels = a.labels || a.options.map(o => JSON.stringify(o));
  const groups = [], byKey = new Map();
  a.options.forEach((o, i) => {
    const k = JSON.stringify([o.skill === undefined ? null : o.skill, o.choice === undefined ? null : o.choice]);
    if (!byKey.has(k)) { const g = {opts: [], choice: o.choice}; byKey.set(k, g); groups.push(g); }
    byKey.get(k).opts.push({o, i, label: labels[i]});
  });
  for (const g of groups) {
    const ts = g.opts.map(x => x.o.target);
    const cellish = (x, lab) => Array.isArray(x.o.target) && x.o.target.length === 2 && x.o.target.every(isInt)
      && lab.includes("(" + x.o.target[0] + "," + x.o.target[1] + ")");
    if (ts.every(x => x === undefined || x === null)) g.kind = "none";
    else if (ts.every(isInt)) g.kind = "seat";
    else if (g.opts.every(x => cellish(x, x.label))) g.kind = "cell";
    else if (ts.every(x => Array.isArray(x) && x.every(isInt))) {
      g.kind = ts.every(x => x.every((n, j) => j === 0 || x[j - 1] <= n)) ? "bag" : "seats";
    } else g.kind = "word";
    if (g.opts.length === 1) { g.label = g.opts[0].label; g.opts[0].tlabel = g.opts[0].label; continue; }
    const p = commonPrefix(g.opts.map(x => x.label));
    const seatFirst = (x) => new RegExp("^#?" + x.o.target + "(?![0-9])").test(x.label.slice(p.length));
    if (g.kind === "seat" && !(trimSep(p) && g.opts.every(seatFirst)) && seatInside(g)) continue;
    g.label = trimSep(p) || a.skill;
    for (const x of g.opts) x.tlabel = x.label.slice(p.length) || x.label;
  }
  // two actions read alike (「宣称【鬼巫】,[请邪]」 asks five different questions): name each by its own words
  const count = {};
  for (const g of groups) count[g.label] = (count[g.label] || 0) + 1;
  for (const g of groups) if (count[g.label] > 1 && g.kind === "seat" && g.opts.length > 1) seatInside(g);
  const m = {groups};
  models.set(key, m);
  if (models.size > 50) models.delete(models.keys().next().value);
  return m;
}
// The seat stands inside the words (「[请邪]: 3号玩家开局时持有【妖首】牌吗?」): the action is the words with 「…号」
// in its place, when that is the same for all its options; the targets are the seats. False when it is not.
function seatInside(g) {
  const tpl = g.opts.map(x => x.label.replace(new RegExp("(^|[^0-9#])(#?)" + x.o.target + "(?![0-9])"), "$1$2…"));
  if (!tpl.every(x => x === tpl[0])) return false;
  g.label = tpl[0];
  for (const x of g.opts) x.tlabel = seatName(x.o.target);
  return true;
}
const sorted = (xs) => [...xs].sort((a, b) => a - b);
// the options of a group still possible after the picks `seq` (several seats: in order, or as a bag)
function remaining(g, seq) {
  if (g.kind === "seats") return g.opts.filter(x => seq.every((s, j) => x.o.target[j] === s));
  if (g.kind === "bag") return g.opts.filter(x => { const left = [...x.o.target];
    return seq.every(s => { const j = left.indexOf(s); if (j < 0) return false; left.splice(j, 1); return true; }); });
  return g.opts;
}
// what may be picked next in a group: seats (numbers), cells ([x, y]) or words (the options themselves)
function nextPicks(g, seq) {
  if (g.kind === "seat") return g.opts.map(x => x.o.target);
  if (g.kind === "cell") return g.opts.map(x => x.o.target);
  if (g.kind === "seats" || g.kind === "bag") {
    const out = new Set();
    for (const x of remaining(g, seq)) {
      if (g.kind === "seats") { if (x.o.target.length > seq.length) out.add(x.o.target[seq.length]); }
      else { const left = [...x.o.target]; for (const s of seq) left.splice(left.indexOf(s), 1); left.forEach(s => out.add(s)); }
    }
    return sorted(out);
  }
  return g.opts.map(x => x.o.target).filter(isInt);  // a list of words may hold seats too (弃权, 1号, 2号 …)
}
// the option the picks make complete, if any
function chosen(g, p) {
  if (!g) return null;
  if (g.kind === "none" || g.opts.length === 1) return g.opts[0];
  if (p.target === undefined) {
    if (g.kind === "seats" || g.kind === "bag") {
      const want = g.kind === "bag" ? sorted(p.seq) : p.seq;
      return g.opts.find(x => same(g.kind === "bag" ? sorted(x.o.target) : x.o.target, want)) || null;
    }
    return null;
  }
  return g.opts.find(x => same(x.o.target, p.target)) || null;
}
function askKey(v, a) { return v.ask_no + ":" + a.seat; }
function pickOf(v, a) {
  const k = askKey(v, a);
  if (!picks[k]) picks[k] = {action: null, seq: [], target: undefined, card: null, seat: null, query: "", sent: false};
  return picks[k];
}
// an ask of this page's own: its seat's, or the host's own (seat 0: a 导演's 晨报) on the host's page
function ownAsk(v, a) { return a.seat === v.audience || (a.seat === 0 && v.audience === "host"); }
function myAsks(v) {
  const asks = v.ask ? [v.ask] : (v.asks || []);
  const assist = v.mode === "assist" && v.audience === "host";  // a real table: the host enters every seat's gesture
  return asks.filter(a => ownAsk(v, a) || assist);
}
// the groups a person may choose among now: all, or those a tapped card / seat narrows to
function visibleGroups(a, p) {
  const m = model(a);
  return m.groups.map((g, gi) => ({g, gi})).filter(({g}) =>
    (p.card === null || g.choice === p.card) &&
    (p.seat === null || nextPicks(g, []).some(s => same(s, p.seat))));
}
function current(a, p) { return p.action === null ? null : model(a).groups[p.action]; }
// The ask that a tap on the board, a seat or a card speaks to: the first of mine (a seat has one at most).
function activeAsk() {
  if (!view || view.outcome) return null;
  const mine = myAsks(view);
  return mine.length ? mine[0] : null;
}
function legalSeats() {
  const a = activeAsk();
  if (!a) return new Set();
  const p = pickOf(view, a), g = current(a, p);
  if (g) return new Set(g.kind === "cell" || p.target !== undefined ? [] : nextPicks(g, p.seq).filter(isInt));
  const out = new Set();
  for (const {g: x} of visibleGroups(a, p)) if (x.kind !== "cell") nextPicks(x, []).forEach(s => { if (isInt(s)) out.add(s); });
  return out;
}
function legalCells() {
  const a = activeAsk();
  if (!a) return [];
  const p = pickOf(view, a), g = current(a, p);
  const gs = g ? [g] : visibleGroups(a, p).map(x => x.g);
  return gs.filter(x => x.kind === "cell").flatMap(x => x.opts.map(o => o.o.target));
}
function usableCards() {
  const a = activeAsk();
  if (!a || !((view.display || {}).card_asks || []).includes(a.skill)) return new Set();  // its choices are not cards
  return new Set(a.options.map(o => o.choice).filter(isInt));
}

function chip(label, attrs) { return el("button", Object.assign({type: "button", class: "choice"}, attrs), label); }
function searchable(items, p, key) {
  // a long list: a search field (kept while typed in) above it
  if (items.length <= 12) return items;
  const q = (p.query || "").trim();
  const field = el("input", {type: "search", class: "search", placeholder: t("search"), "data-keep": "1", "data-key": key,
                             "data-act-input": "query", value: q});
  return [field, ...items.filter(b => !q || b.textContent.includes(q))];
}

function drawAsk(v, a) {
  const p = pickOf(v, a);
  const m = model(a);
  const k = askKey(v, a);
  const box = el("div", {class: "question", "data-key": "q" + k, "data-ask": k});
  box.append(el("div", {class: "prompt"}, (ownAsk(v, a) ? "" : seatName(a.seat) + " · ") + a.prompt));
  const g = current(a, p);
  // step 1: what to do (skipped when there is one thing to do)
  if (m.groups.length > 1) {
    const filters = [];
    if (p.card !== null) filters.push(chip("× " + cardLabel(p.card), {class: "filter", "data-act": "unfilter", "data-what": "card"}));
    if (p.seat !== null) filters.push(chip("× " + pickLabel(p.seat), {class: "filter", "data-act": "unfilter", "data-what": "seat"}));
    const acts = visibleGroups(a, p).map(({g: x, gi}) => chip(x.label + (x.kind === "none" || x.opts.length === 1 || x.label.includes("…") ? "" : " …"), {
      class: "choice act" + (p.action === gi ? " on" : ""), "data-act": "action", "data-g": gi, "data-key": "a" + gi}));
    box.append(el("div", {class: "step actions", "data-key": "actions"}, ...filters, ...searchable(acts, p, "qa")));
  }
  // step 2: whom / where
  if (g && g.kind !== "none" && g.opts.length > 1) {
    const hint = {seat: "tap_seat", cell: "tap_cell", seats: "tap_seats", bag: "tap_seats", word: "pick_one"}[g.kind];
    const row = el("div", {class: "step targets", "data-key": "targets"}, el("small", {class: "muted"}, t(hint)));
    if (g.kind === "word") {
      const items = g.opts.map(x => chip(x.tlabel, {class: "choice tgt" + (same(p.target, x.o.target) ? " on" : ""),
                                                    "data-act": "target", "data-v": JSON.stringify(x.o.target), "data-key": "t" + x.i}));
      row.append(...searchable(items, p, "qt"));
    } else if (g.kind === "seat" || g.kind === "cell") {
      const items = g.opts.map(x => chip(x.tlabel, {class: "choice tgt" + (same(p.target, x.o.target) ? " on" : ""),
                                                    "data-act": "target", "data-v": JSON.stringify(x.o.target), "data-key": "t" + x.i}));
      row.append(...searchable(items, p, "qt"));
    } else {  // several seats, one tap each
      if (p.seq.length) row.append(el("span", {class: "seq"}, p.seq.map(pickLabel).join(g.kind === "bag" ? " + " : " → ")),
                                   chip("⌫", {class: "choice undo", "data-act": "undo"}));
      row.append(...nextPicks(g, p.seq).map(s => chip(pickLabel(s), {class: "choice tgt", "data-act": "target", "data-v": JSON.stringify(s), "data-key": "s" + s})));
    }
    box.append(row);
  }
  // step 3: confirm
  const done = chosen(g, p);
  const summary = done ? done.label : g ? g.label + (p.seq.length ? " " + p.seq.map(pickLabel).join(" ") : "") + " …" : t("pick_action");
  box.append(el("div", {class: "step confirm-row", "data-key": "confirm"}, el("span", {class: "summary"}, summary),
    el("button", Object.assign({type: "button", class: "confirm", "data-act": "confirm", "data-ask": k},
                               done && !p.sent ? {} : {disabled: "disabled"}), t(p.sent ? "sent" : "confirm")),
    g || p.card !== null || p.seat !== null ? chip(t("reset"), {class: "choice reset", "data-act": "reset", "data-ask": k}) : null));
  // sent: the whole question waits for the server's word (a tap now would land on a question about to close)
  if (p.sent) box.querySelectorAll("button, input").forEach(b => b.setAttribute("disabled", "disabled"));
  return box;
}
function pickLabel(x) { return isInt(x) ? seatName(x) : Array.isArray(x) ? "(" + x.join(",") + ")" : String(x); }

// A tap: reads the current view and the composition, changes the composition (or answers), draws again.
function act(name, d) {
  const v = view;
  if (!v) return;
  if (name === "zoom") { setZoom(Number(d.z)); return; }
  const a = d.ask ? myAsks(v).find(x => askKey(v, x) === d.ask) : activeAsk();
  if (!a) return;
  const p = pickOf(v, a), m = model(a);
  if (name === "action") {
    const g = m.groups[Number(d.g)];
    if (p.action === Number(d.g)) return;  // already the action: a second tap keeps what was picked
    Object.assign(p, {action: Number(d.g), seq: [], target: undefined});
    // a seat tapped first (on the table or the board) is the target of the action then chosen, when it can be
    if (p.seat !== null && g.kind !== "none") pickTarget(g, p, p.seat);
  } else if (name === "target") pickTarget(current(a, p), p, JSON.parse(d.v));
  else if (name === "undo") { p.seq.pop(); }
  else if (name === "reset") Object.assign(p, {action: null, seq: [], target: undefined, card: null, seat: null, query: ""});
  else if (name === "unfilter") { p[d.what] = null; }
  else if (name === "seat" || name === "cell") {
    const x = name === "seat" ? Number(d.seat) : [Number(d.x), Number(d.y)];
    const g = current(a, p);
    if (g && nextPicks(g, p.seq).some(s => same(s, x))) pickTarget(g, p, x);
    else {  // no action yet: the seat / cell narrows the actions; one left, it is chosen with this target
      Object.assign(p, {action: null, seq: [], target: undefined, seat: x});
      const left = visibleGroups(a, p);
      if (left.length === 1) { p.action = left[0].gi; pickTarget(left[0].g, p, x); }
    }
  } else if (name === "card") {
    Object.assign(p, {card: Number(d.card), seat: null, action: null, seq: [], target: undefined});
    const left = visibleGroups(a, p);
    if (left.length === 1) p.action = left[0].gi;
  } else if (name === "confirm") {
    const done = chosen(current(a, p), p);
    if (!done || p.sent) return;
    const say = document.getElementById("say");
    const words = say.value.trim() ? say.value : (p.said || "");  // kept for a second send after a lost one
    const answer = a.speech && words ? Object.assign({}, done.o, {say: words}) : done.o;
    if (a.speech) p.said = words;
    send({type: "answer", ask_no: v.ask_no, seat: a.seat, answer});
    if (a.speech) say.value = "";
    p.sent = true;
    // no word back for a while (a connection half dead): offer 确认 again
    setTimeout(() => { if (p.sent && picks[askKey(v, a)] === p) { p.sent = false; if (view) render(); } }, 8000);
  }
  if (p.action === null && m.groups.length === 1) p.action = 0;
  render();
}
function pickTarget(g, p, x) {
  if (!g) return;
  if (g.kind === "seats" || g.kind === "bag") { if (nextPicks(g, p.seq).some(s => same(s, x))) p.seq.push(x); }
  else if (g.opts.some(o => same(o.o.target, x))) p.target = x;
}
document.addEventListener("click", (ev) => {
  const b = ev.target.closest("[data-act]");
  if (!b || b.disabled) return;
  ev.preventDefault();
  const q = b.closest("[data-ask]");  // the question the tap belongs to (the assisting host has several)
  act(b.dataset.act, Object.assign({}, b.dataset, q ? {ask: q.dataset.ask} : {}));
});
document.addEventListener("input", (ev) => {
  const f = ev.target.closest("[data-act-input]");
  if (!f) return;
  const a = activeAsk();
  if (a) { pickOf(view, a).query = f.value; render(); }
});

// -- the header bar: game, round, phase, what is awaited, the clock --------------------------------------------------
function drawBar(v) {
  document.getElementById("bar-game").textContent = v.title || "";
  document.getElementById("bar-phase").textContent = !v.started ? t("not_started") : v.outcome ? t("finished")
    : (v.round !== undefined ? t("round").replace("{n}", v.round) + " · " : "") + (v.phase || "");
  const waiting = (v.waiting || []).filter(s => s !== v.audience);
  const mine = myAsks(v).length && !v.outcome;
  document.getElementById("bar-wait").textContent = !v.started || v.outcome ? "" : mine ? t("your_turn")
    : waiting.length ? t("waiting") + " " + waiting.map(seatName).join(" ")
    : v.waiting_on && v.waiting_on.host ? t("waiting") + " " + t("the_host") + " · " + v.waiting_on.asks.join(" ") : "";
  // the clock: the game's public one (a phase's end, a public ask's deadline), else this seat's own ask's
  const own = v.deadlines && v.deadlines[String(v.audience)];
  const clock = v.clock && v.clock.at ? v.clock : own ? {at: own, label: t("your_time")} : null;
  clearInterval(clockTimer);
  const c = document.getElementById("clock");
  if (!clock || v.outcome) { c.textContent = ""; return; }
  const tick = () => { c.textContent = (clock.label ? clock.label + " " : "") + clockText(Math.max(0, Math.ceil(clock.at - Date.now() / 1000))); };
  tick(); clockTimer = setInterval(tick, 1000);
}

// -- the seats: tiles a person taps to pick a target ----------------------------------------------------------------
// the bots the creator may seat: the three kinds, and one model seat per model the server offers (`llm_models`: the
// server's own list; the page never names an endpoint or a key)
function botKinds(v) { return ["random", "heuristic", "search", ...(v.llm_models || []).map(m => "llm@" + m)]; }
function botLabel(kind) {
  if (kind === "llm" || kind.startsWith("llm@")) return t("bot_llm") + (kind.length > 4 ? " (" + kind.slice(4) + ")" : "");
  return t("bot_" + kind);
}
function drawSeats(v) {
  const who = v.audience;
  const legal = legalSeats();
  const tiles = [];
  const waiting = new Set(v.waiting || []);
  for (const [s, info] of Object.entries(v.seats)) {
    const n = Number(s);
    const name = info.kind === "bot" ? t("bot") + (info.name.startsWith("bot:") ? " (" + botLabel(info.name.slice(4)) + ")" : "")
      : (info.name || t("empty"));
    const tile = el("div", Object.assign({class: "seat" + (n === who ? " me" : "") + (legal.has(n) ? " legal" : "") + (waiting.has(n) ? " busy" : ""),
                                          "data-key": "seat" + s, "data-seat": s}, legal.has(n) ? {"data-act": "seat"} : {}),
                    el("b", {}, seatName(s) + (n === who ? " ★" : "")), el("span", {class: "who"}, name),
                    el("small", {class: "muted"}, waiting.has(n) ? t("thinking") : ""));
    if (v.creator && !v.started && !(info.kind === "human" && info.name)) {  // the creator picks each free seat's bot
      const current = info.kind !== "bot" ? "none" : info.name.startsWith("bot:") ? info.name.slice(4) : "random";
      const kinds = ["none", ...botKinds(v)];
      if (!kinds.includes(current)) kinds.push(current);  // (a model seat whose model the server no longer lists)
      const pick = el("select", {class: "seat-bot", "data-seat": s, "data-key": "bot" + s},
                      ...kinds.map(k => {
                        const o = el("option", {value: k}, k === "none" ? t("empty") : botLabel(k));
                        if (k === current) o.setAttribute("selected", "selected");
                        return o; }));
      tile.append(pick);
    }
    if (invitable(v, s, info)) {
      const taken = info.kind === "bot" || Boolean(info.name);
      tile.append(el("button", {type: "button", class: "invite-btn", "data-seat": s, "data-taken": taken ? "1" : ""},
                     t(taken ? "reinvite" : "invite")));
    }
    tiles.push(tile);
  }
  const out = [el("div", {class: "seat-grid", "data-key": "grid"}, ...tiles)];
  if (typeof who === "number" && !v.started && !v.seats[who].name) {
    out.push(el("form", {id: "join-seat"}, el("input", {name: "name", maxlength: "32", placeholder: t("name"), "data-keep": "1"}), " ",
                el("button", {}, t("join_seat"))));
  }
  patch("seats", ...out);
}
document.addEventListener("change", (ev) => {
  const s = ev.target.closest("select.seat-bot");
  if (s) control("bots", {bots: s.value, seat: Number(s.dataset.seat)});
});
document.addEventListener("click", (ev) => {
  const b = ev.target.closest(".invite-btn");
  if (b) invite(b.dataset.seat, Boolean(b.dataset.taken));
});
document.addEventListener("submit", async (ev) => {
  if (ev.target.id === "join-seat") {
    ev.preventDefault();
    const f = ev.target;
    const r = await fetch("/api/rooms/" + CODE + "/join", {method: "POST", headers: {"content-type": "application/json"},
      body: JSON.stringify({token: TOKEN, name: new FormData(f).get("name")})});
    if (!r.ok) { const j = await r.json(); showError(j.error || JSON.stringify(j.detail)); return; }
    // the invitation is spent: from now on this browser holds the seat's own secret (docs/security.md)
    const j = await r.json();
    if (j.token && j.token !== TOKEN) {
      const q = new URLSearchParams(location.search); q.set("token", j.token);
      location.replace(location.pathname + "?" + q);
    }
  } else if (ev.target.id === "talk") {
    ev.preventDefault();
    const say = document.getElementById("say");
    if (!say.value.trim()) return;
    send({type: "chat", text: say.value}); say.value = "";
  }
});

// -- the creator's controls -----------------------------------------------------------------------------------------
function drawControls(v) {
  const box = document.getElementById("controls-box");
  box.hidden = !v.creator;
  if (!v.creator) return;
  const c = [];
  if (!v.started) {
    c.push(el("select", {id: "bot-kind", "data-keep": "1"}, ...botKinds(v).map(k => el("option", {value: k}, botLabel(k)))),
           el("button", {type: "button", id: "bots-btn", "data-act-c": "bots"}, t("bots")),
           el("button", {type: "button", id: "start-btn", "data-act-c": "start"}, t("start")));
  } else if (!v.outcome) c.push(v.paused ? el("button", {type: "button", id: "resume-btn", "data-act-c": "resume"}, t("resume"))
                                         : el("button", {type: "button", id: "pause-btn", "data-act-c": "pause"}, t("pause")));
  if (v.audience === "host") c.push(el("label", {}, el("input", Object.assign({type: "checkbox", id: "speak", "data-keep": "1"})), " " + t("speak")));
  if (v.outcome) c.push(el("a", {href: "/replay/" + CODE + "?token=" + TOKEN + (LANG === "en" ? "&lang=en" : "")}, t("replay")));
  if (v.llm) c.push(llmUsage(v.llm));
  patch("controls", ...c);
}
// what the model seats spent (the host's page; the creator's once the game is over): per seat and in all
function llmUsage(u) {
  const cols = ["llm_seat", "llm_model", "llm_calls", "llm_prompt", "llm_completion", "llm_seconds", "llm_retries", "llm_fallbacks"];
  const row = (s, x) => el("tr", {}, ...[s === "total" ? t("llm_total") : s === "0" ? t("the_host") : seatName(s), x.model || "", x.calls, x.prompt_tokens,
                                         x.completion_tokens, x.seconds, x.retries, x.fallbacks].map(c => el("td", {}, String(c ?? ""))));
  const b = u.budget || {};
  const notes = Object.entries(u.seats || {}).flatMap(([s, x]) => (x.notes || []).map(n => el("li", {}, (s === "0" ? t("the_host") : seatName(s)) + ": " + n)));
  return el("details", {class: "llm-usage", "data-key": "llm-usage"},
            el("summary", {}, t("llm_usage") + ": " + b.spent + (b.limit ? " / " + b.limit : "") + " " + t("llm_tokens")),
            el("table", {class: "seats-table"}, el("tr", {}, ...cols.map(c => el("th", {}, t(c)))),
               ...Object.entries(u.seats || {}).map(([s, x]) => row(s, x)), row("total", u.total || {})),
            notes.length ? el("ul", {class: "muted"}, ...notes) : null);
}
document.addEventListener("click", (ev) => {
  const b = ev.target.closest("[data-act-c]");
  if (!b) return;
  const what = b.dataset.actC;
  if (what === "bots") control("bots", {bots: document.getElementById("bot-kind").value});
  else control(what);
});
document.addEventListener("change", (ev) => { if (ev.target.id === "speak") speakAloud = ev.target.checked; });

// -- you, the table, the log, the talk --------------------------------------------------------------------------------
let cardNames = {};
function cardLabel(id) { return cardNames[id] || String(id); }
// Cards drawn as cards: suit and name, red or black. A card that the open ask can use is ringed; a tap keeps only
// the actions that use it.
function cardRow(cards) {
  const can = usableCards();
  const a = activeAsk(), p = a ? pickOf(view, a) : null;
  return el("span", {class: "cards"}, ...cards.map(c => {
    const label = (c.suit || "") + c.name;
    if (c.id !== undefined) cardNames[c.id] = label;
    const attrs = {class: "card" + (c.red ? " red" : "") + (c.sealed ? " sealed" : "") + (can.has(c.id) ? " usable" : "")
                   + (p && p.card !== null && c.id === p.card ? " picked" : ""), title: c.title || c.name,
                   "data-term": c.term || c.name};
    if (c.id !== undefined) { attrs["data-card"] = c.id; attrs["data-key"] = "c" + c.id; }
    if (can.has(c.id)) attrs["data-act"] = "card";
    return el("span", attrs, label, ...(c.note ? [el("small", {}, " " + c.note)] : []));
  }));
}
function cell(c) { return typeof c === "object" && c !== null ? cardRow(c.cards) : c; }
function drawYou(v) {
  const who = v.audience;
  const texts = (v.text || []).map(x => el("pre", {class: "you-text"}, x));
  const d = v.display || {};
  if (d.you) patch("you", ...d.you.map((z, i) => el("div", {class: "zone", "data-key": "z" + i}, el("span", {class: "zone-label"}, z.label + ": "),
                                                    z.cards ? cardRow(z.cards) : z.text)),
                   texts.length ? el("details", {"data-key": "details"}, el("summary", {}, t("details")), ...texts) : null);
  else if (texts.length) patch("you", ...texts);
  else patch("you", el("p", {class: "muted"}, typeof who === "number" ? "" : t(who)));
}
function drawTable(v) {
  const d = v.display || {};
  if (!d.columns) { document.getElementById("table-box-s").hidden = true; return; }
  document.getElementById("table-box-s").hidden = false;
  const head = d.columns;
  const legal = legalSeats();
  const rows = d.rows.map((r, i) => {
    const seat = parseInt(String(r[0]), 10) || parseInt(String(r[0]).replace(/\D/g, ""), 10);
    const first = (j) => (j === 0 && seat ? Object.assign({"data-seat": seat}, legal.has(seat) ? {"data-act": "seat", class: "legal"} : {}) : {});
    return el("tr", {"data-key": "r" + i}, ...r.map((c, j) => el("td", Object.assign({"data-label": head[j]}, first(j)), cell(c))));
  });
  const out = [el("table", {class: "seats-table main"}, el("tr", {}, ...head.map(c => el("th", {}, c))), ...rows)];
  for (const extra of d.tables || []) out.push(el("h4", {}, extra.title), el("table", {class: "seats-table"},
    el("tr", {}, ...extra.columns.map(c => el("th", {}, c))), ...extra.rows.map(r => el("tr", {}, ...r.map((c, j) => el("td", {"data-label": extra.columns[j]}, c))))));
  patch("table", ...out);
  if (!document.getElementById("table-box").dataset.touched) document.getElementById("table-box").open = true;
}
function drawLog(v) {
  const log = document.getElementById("log");
  const entries = v.log || [];
  const atBottom = log.scrollTop + log.clientHeight >= log.scrollHeight - 20;
  if (entries.length < logShown) { log.replaceChildren(); logShown = 0; }  // a fresh log (a reconnect from scratch)
  for (const e of entries.slice(logShown))
    log.append(el("div", {class: e.audience === "all" ? e.kind : (e.audience === "host" ? "host" : "private")},
                  (e.round !== undefined ? e.round + "·" + e.phase + " " : "") + e.text));
  logShown = entries.length;
  if (atBottom) log.scrollTop = log.scrollHeight;
  if (speakAloud && window.speechSynthesis) {
    for (const e of entries.slice(spoken)) if (e.kind === "line") {
      const u = new SpeechSynthesisUtterance(e.text); u.lang = LANG === "en" ? "en-US" : "zh-CN"; speechSynthesis.speak(u); }
  }
  spoken = entries.length;
  patch("chat-log", ...(v.chat || []).map((c, i) => el("div", {"data-key": "m" + i}, seatName(c.seat) + ": " + c.text)));
}
function drawTalk(v) {
  // one place to talk: the discussion, or — while your question takes words — your words, sent with your answer
  const speech = myAsks(v).some(a => a.speech) && !v.outcome;
  const talk = document.getElementById("talk");
  talk.hidden = typeof v.audience !== "number" && !speech;  // (the host: words for an ask he answers)
  document.getElementById("say").placeholder = speech ? t("speech_hint") : v.can_chat ? t("chat_hint") : t("chat_closed");
  document.getElementById("say-hint").textContent = speech ? t("speech_with_answer") : "";
  document.getElementById("send").hidden = speech || !v.can_chat;
}

function render() {
  const v = view;
  document.getElementById("status").textContent = !v.started ? t("not_started") : v.paused ? t("paused") : "";
  // every seat is told what kind of room this is: who may see what (docs/security.md)
  document.getElementById("title").textContent = t("room") + " " + CODE;
  document.getElementById("room-mode").textContent = t("room_mode_" + v.mode) + (v.chosen_seed ? " · " + t("chosen_seed") : "");
  for (const k of Object.keys(picks)) if (!myAsks(v).some(a => askKey(v, a) === k)) delete picks[k];  // answered
  for (const a of myAsks(v)) { const p = pickOf(v, a); if (p.action === null && model(a).groups.length === 1) p.action = 0; }
  drawBar(v);
  drawSeats(v);
  drawControls(v);
  drawYou(v);
  drawTable(v);
  drawBoard(v);
  drawLog(v);
  drawTalk(v);
  // the question (or the result)
  const parts = [];
  if (v.outcome) {  // the result banner: a seat's own result, or who won; and why (the deciding rule's words)
    const mine = typeof v.audience === "number" && typeof v.you_won === "boolean";
    parts.push(el("div", {class: "result banner" + (mine ? (v.you_won ? " won" : " lost") : ""), id: "outcome"},
      el("strong", {id: "result-head"}, mine ? t(v.you_won ? "you_won" : "you_lost") : t("game_over")),
      el("p", {}, t("winner") + ": " + (v.outcome.winner || t("no_winner"))),
      el("p", {class: "reason"}, t("why") + ": " + (v.outcome.reason || ""))));
  } else {
    const mine = myAsks(v);
    if (!mine.length) parts.push(el("p", {class: "muted", "data-key": "idle"}, !v.started ? t("not_started") : t("no_ask")));
    for (const a of mine) parts.push(drawAsk(v, a));
    // the host of a host-mode room watches the seats' questions (he answers only his own: seat 0)
    if (v.audience === "host" && v.mode !== "assist")
      for (const a of (v.asks || []).filter(x => !ownAsk(v, x))) parts.push(el("div", {class: "prompt others", "data-key": "h" + a.seat},
        seatName(a.seat) + " · " + a.prompt + " (" + a.options.length + ")"));
  }
  patch("ask", ...parts);
  // other scripts' parts of the page (each its own file, loaded by room.html): called after every view, in order
  for (const hook of ROOM_HOOKS) hook(v);
}
document.getElementById("table-box").addEventListener("toggle", (e) => { e.target.dataset.touched = "1"; });
// connect once every script of the page has run: a view that arrived while a later script (invites.js, help.js…) was
// still loading would reach no hook of that script, and the creator's invitations were then never drawn
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", connect); else connect();

// -- the map (三國殺×大富翁): the server's drawing, who stands where, the cells and seats a question can take ----------
const NS = "http://www.w3.org/2000/svg";
let marksDrawn = "";
function setZoom(z) {
  zoom = z === 0 ? 1 : Math.min(6, Math.max(1, zoom * z));
  const svg = document.querySelector("#board svg");
  if (svg) svg.style.width = (zoom * 100) + "%";
}
function drawBoard(v) {
  const box = document.getElementById("board-box");
  if (!boardSvg || !v.table || !v.table.seats) { box.hidden = true; return; }
  box.hidden = false;
  const holder = document.getElementById("board");
  if (!holder.querySelector("svg")) {
    holder.innerHTML = boardSvg;
    const s = holder.querySelector("svg");
    s.removeAttribute("width"); s.removeAttribute("height"); s.style.width = "100%"; s.style.height = "auto";
    if (holder.clientWidth < 600) { setZoom(2.5); holder.dataset.center = "1"; }  // a phone: big enough to read
  }
  const svg = holder.querySelector("svg");
  const seats = legalSeats(), cells = legalCells();
  // drawn again only when something on it changed: a mark under a finger stays
  const sig = JSON.stringify([v.table.seats, v.table.holdings, v.table.replaced, v.table.npcs, [...seats], cells, v.audience]);
  if (sig === marksDrawn) return;
  marksDrawn = sig;
  svg.querySelectorAll(".mark").forEach(m => m.remove());
  svg.querySelectorAll("g.cell.legal").forEach(g => { g.classList.remove("legal"); g.removeAttribute("data-act"); });
  for (const [x, y] of cells) {  // a cell the question can take: tap it
    const g = svg.querySelector(`g.cell[data-x="${x}"][data-y="${y}"]`);
    if (g) { g.classList.add("legal"); g.setAttribute("data-act", "cell"); }
  }
  const at = {};
  const put = (pos, label, colour, title, seat) => {
    const g = svg.querySelector(`g.cell[data-x="${pos[0]}"][data-y="${pos[1]}"] rect`);
    if (!g) return;
    const key = pos.join(","), k = (at[key] = (at[key] || 0) + 1) - 1;
    const x = Number(g.getAttribute("x")) + 9 + (k % 3) * 13, y = Number(g.getAttribute("y")) + 9 + Math.floor(k / 3) * 13;
    const c = document.createElementNS(NS, "circle");
    c.setAttribute("cx", x); c.setAttribute("cy", y); c.setAttribute("r", 7); c.setAttribute("fill", colour);
    c.setAttribute("class", "mark");
    const tx = document.createElementNS(NS, "text");
    tx.setAttribute("x", x); tx.setAttribute("y", y + 3.5); tx.setAttribute("font-size", 9); tx.setAttribute("text-anchor", "middle");
    tx.setAttribute("fill", "#fff"); tx.setAttribute("class", "mark"); tx.setAttribute("pointer-events", "none"); tx.textContent = label;
    const tip = document.createElementNS(NS, "title"); tip.textContent = title; c.append(tip);
    if (seat !== undefined && seats.has(seat)) {
      c.setAttribute("stroke", "#f1c40f"); c.setAttribute("stroke-width", 3); c.setAttribute("r", 8);
      c.setAttribute("data-target", seat); c.setAttribute("data-act", "seat"); c.setAttribute("data-seat", seat);
      c.style.cursor = "pointer";
    }
    svg.append(c, tx);
  };
  // who controls each building (控股機制): its seat number in a gold corner of every cell of the building
  for (const [b, h] of Object.entries(v.table.holdings || {})) {
    if (h.controller === null || h.controller === undefined) continue;
    svg.querySelectorAll(`g.cell[data-building="${b}"] rect`).forEach(r => {
      const x = Number(r.getAttribute("x")) + Number(r.getAttribute("width")) - 11, y = Number(r.getAttribute("y")) + 1;
      const mark = document.createElementNS(NS, "rect");
      mark.setAttribute("x", x); mark.setAttribute("y", y); mark.setAttribute("width", 10); mark.setAttribute("height", 11);
      mark.setAttribute("fill", "#f1c40f"); mark.setAttribute("class", "mark control"); mark.setAttribute("data-controller", h.controller);
      mark.setAttribute("pointer-events", "none");
      const tip = document.createElementNS(NS, "title"); tip.textContent = b + " → " + seatName(h.controller); mark.append(tip);
      const n = document.createElementNS(NS, "text");
      n.setAttribute("x", x + 5); n.setAttribute("y", y + 9); n.setAttribute("font-size", 8); n.setAttribute("text-anchor", "middle");
      n.setAttribute("class", "mark"); n.setAttribute("pointer-events", "none"); n.textContent = h.controller;
      svg.append(mark, n);
    });
  }
  for (const [pos, what] of Object.entries(v.table.replaced || {})) put(pos.split(",").map(Number), what[0], "#000", what);
  for (const [npc, pos] of Object.entries(v.table.npcs || {})) if (pos) put(pos, npc[0], "#8e44ad", npc);
  for (const [s, q] of Object.entries(v.table.seats)) if (q.position)
    put(q.position, s, q.dead ? "#777" : (Number(s) === v.audience ? "#c0392b" : "#2c3e50"),
        seatName(s) + " " + (q.surname || "") + " HP " + q.hp + "/" + q.max_hp + (q.identity ? " " + q.identity : ""),
        Number(s));
  const me = v.table.seats[String(v.audience)];
  if (holder.dataset.center && me && me.position) {  // zoomed in on a phone: your own character in the middle, once
    const r = svg.querySelector(`g.cell[data-x="${me.position[0]}"][data-y="${me.position[1]}"] rect`);
    if (r) {
      const box = r.getBoundingClientRect(), hb = holder.getBoundingClientRect();
      holder.scrollLeft += box.left - hb.left - holder.clientWidth / 2 + box.width / 2;
      holder.scrollTop += box.top - hb.top - holder.clientHeight / 2 + box.height / 2;
      delete holder.dataset.center;
    }
  }
}
