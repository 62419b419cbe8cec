applyText();
// The game's own choices: which identities to enable (checkboxes by side) and a time limit per phase.
fetch("/api/games?lang=" + LANG).then(r => r.json()).then(games => {
  const sel = document.getElementById("game");
  for (const [name, g] of Object.entries(games)) sel.append(el("option", {value: name}, g.title));
  sel.onchange = () => {
    const g = games[sel.value];
    document.getElementById("players").value = g.players;
    const box = document.getElementById("identities");
    box.replaceChildren(...(g.identities || []).map(side => el("p", {}, side.side + ": ",
      ...side.names.map(n => el("label", {class: "pick"}, el("input", {type: "checkbox", name: "identity", value: n.name}), " " + n.label)))));
    document.getElementById("identities-box").hidden = !g.identities;
    document.getElementById("file-box").hidden = !g.file;  // a game that takes a file (版杀: a host's own board)
    document.getElementById("file-label").textContent = g.file ? g.file.label : "";
    window.gameFile = g.file;
    // one field per room setting (the game's own words and allowed values), prefilled with the lobby's default
    document.getElementById("settings").replaceChildren(...(g.settings || []).map(settingField));
    document.getElementById("settings-box").hidden = !(g.settings || []).length;
    // the time limits per phase, prefilled with the game's defaults ("*": every other ask); 0 = no limit
    const limits = g.deadlines || {};
    // (a phase's id is its own name, sent back as is; `phase` and the defaults' keys may be shown in another script)
    const limit = (id, shown, label) => el("label", {class: "limit"}, el("span", {}, label),
      el("input", {type: "number", min: "0", step: "any", value: String(limits[shown] ?? limits["*"] ?? 0), name: "phase:" + id}));
    document.getElementById("phases").replaceChildren(...g.phases.map(p => limit(p.id ?? p.phase, p.phase, p.label)),
      limit("*", "*", t("other_asks")));
  };
  sel.onchange();
});
function settingField(st) {
  const name = "setting:" + st.name;
  let input;
  if (st.kind === "choice" || st.kind === "bool") {
    input = el("select", {name, "data-kind": "json"}, ...st.choices.map(c => el("option", {value: JSON.stringify(c.value)}, c.label)));
    input.value = JSON.stringify(st.default);
  } else {
    input = el("input", {name, type: "number", "data-kind": st.kind, value: String(st.default), step: st.kind === "int" ? "1" : "any"});
    if (st.min !== undefined) input.setAttribute("min", String(st.min));
  }
  return el("label", {class: "setting"}, el("span", {class: "setting-name"}, st.label), input, el("small", {class: "muted"}, st.help));
}
// The form's settings, as the options the API takes (the advanced JSON's own keys win).
function formSettings(form) {
  const out = {};
  for (const input of form.querySelectorAll("[name^='setting:']")) {
    const key = input.name.slice(8);
    if (input.dataset.kind === "json") out[key] = JSON.parse(input.value);
    else if (input.value !== "") out[key] = Number(input.value);
  }
  return out;
}
document.getElementById("create").onsubmit = async (ev) => {
  ev.preventDefault();
  const f = new FormData(ev.target);
  const out = document.getElementById("created");
  let options;
  try { options = JSON.parse(f.get("options") || "{}"); } catch (e) { out.replaceChildren(el("p", {class: "error"}, "JSON: " + e.message)); return; }
  options = {...formSettings(ev.target), ...options};
  const deadlines = {};  // every phase named, 0 included (no limit): the form is the whole of the room's limits
  for (const [k, v] of f.entries()) if (k.startsWith("phase:") && v !== "") deadlines[k.slice(6)] = Number(v);
  const file = document.getElementById("gamefile").files[0];
  if (window.gameFile && file) options[window.gameFile.option] = await file.text();  // the file's text, never a path
  const chosen = f.getAll("identity");
  const body = {game: f.get("game"), players: Number(f.get("players")), mode: f.get("mode"),
                password: f.get("password") || null, options, deadlines};
  if (chosen.length) body.identities = chosen;
  const r = await fetch("/api/rooms", {method: "POST", headers: {"content-type": "application/json"}, body: JSON.stringify(body)});
  const j = await r.json();
  if (!r.ok) { out.replaceChildren(el("p", {class: "error"}, t("error") + ": " + (j.error || JSON.stringify(j.detail)))); return; }
  const lang = LANG === "en" ? "&lang=en" : "";
  const list = el("ul", {});
  for (const [s, link] of Object.entries(j.seat_links)) list.append(el("li", {}, seatName(s) + " ", el("a", {href: link + lang, target: "_blank", class: "seat-link", "data-seat": s}, link)));
  out.replaceChildren(
    el("h3", {}, t("room") + " " + j.code),
    el("p", {}, t(body.mode === "play" ? "creator_link_play" : "creator_link") + ": ",
       el("a", {href: j.creator_link + lang, id: "creator-link"}, j.creator_link)),
    el("p", {}, t("watch") + ": ", el("a", {href: j.watch_link + (lang ? "?lang=en" : "")}, j.watch_link)),
    el("h4", {}, t("seat_links")), list);
  // each invitation's QR code, for the address this page is on (a LAN address gives LAN codes): docs/web.md
  const q = new URLSearchParams({token: j.creator_token, base: location.origin, lang: LANG});
  const inv = await fetch("/api/rooms/" + encodeURIComponent(j.code) + "/invitations?" + q).then(r => r.ok ? r.json() : null).catch(() => null);
  for (const s of (inv && inv.seats) || []) {
    const item = list.querySelector(`.seat-link[data-seat="${s.seat}"]`);
    if (!item) continue;
    const qr = el("div", {class: "inv-qr", "data-seat": s.seat, role: "img", "aria-label": seatName(s.seat) + " QR"});
    qr.innerHTML = s.svg;  // segno's drawing of the address, made on the server
    item.after(qr);
  }
};
document.getElementById("join").onsubmit = (ev) => {
  ev.preventDefault();
  const code = new FormData(ev.target).get("code").trim().toUpperCase();
  if (code) location.href = "/room/" + encodeURIComponent(code) + (LANG === "en" ? "?lang=en" : "");
};
// The games' host tools (版杀: the forum day's 关门 and the vote tally), each on its own page.
fetch("/api/tools?lang=" + LANG).then(r => r.json()).then(tools => {
  document.getElementById("tools").replaceChildren(...tools.map(x =>
    el("li", {}, el("a", {href: x.page + (LANG === "en" ? "?lang=en" : ""), class: "tool-link"}, x.title))));
});
