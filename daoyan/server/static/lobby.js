applyText();
fetch("/api/games").then(r => r.json()).then(games => {
  const sel = document.getElementById("game");
  for (const [name, g] of Object.entries(games)) sel.append(el("option", {value: name}, g.title));
  sel.onchange = () => { document.getElementById("players").value = games[sel.value].players; };
  sel.onchange();
});
document.getElementById("create").onsubmit = async (ev) => {
  ev.preventDefault();
  const f = new FormData(ev.target);
  const out = document.getElementById("created");
  let options;
  try { options = JSON.parse(f.get("options") || "{}"); } catch (e) { out.replaceChildren(el("p", {class: "error"}, "JSON: " + e.message)); return; }
  const deadline = Number(f.get("deadline"));
  const body = {game: f.get("game"), players: Number(f.get("players")), mode: f.get("mode"),
                password: f.get("password") || null, options, deadlines: deadline > 0 ? {"*": deadline} : {}};
  const r = await fetch("/api/rooms", {method: "POST", headers: {"content-type": "application/json"}, body: JSON.stringify(body)});
  const j = await r.json();
  if (!r.ok) { out.replaceChildren(el("p", {class: "error"}, t("error") + ": " + (j.error || JSON.stringify(j.detail)))); return; }
  const lang = LANG === "en" ? "&lang=en" : "";
  const list = el("ul", {});
  for (const [s, link] of Object.entries(j.seat_links)) list.append(el("li", {}, seatName(s) + " ", el("a", {href: link + lang, target: "_blank", class: "seat-link", "data-seat": s}, link)));
  out.replaceChildren(
    el("h3", {}, t("room") + " " + j.code),
    el("p", {}, t("creator_link") + ": ", el("a", {href: j.creator_link + lang, id: "creator-link"}, j.creator_link)),
    el("p", {}, t("watch") + ": ", el("a", {href: j.watch_link + (lang ? "?lang=en" : "")}, j.watch_link)),
    el("h4", {}, t("seat_links")), list);
};
document.getElementById("join").onsubmit = (ev) => {
  ev.preventDefault();
  const code = new FormData(ev.target).get("code").trim().toUpperCase();
  if (code) location.href = "/room/" + encodeURIComponent(code) + (LANG === "en" ? "?lang=en" : "");
};
