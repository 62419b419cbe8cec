// The creator's invitations (issue 25): each open seat's link and its QR code, on the room page at any time — before
// and during the game. Only the creator's page shows them (the server refuses anybody else: docs/security.md); they
// are fetched again only when the open invitations change (the creator's view carries their fingerprint, `invites`),
// never on every view. The QR code encodes the address this page is on (its origin) + the seat's link.
// A page that opened an invitation after the start and has not joined is offered 入座 here (spending the invitation).
(function () {
  const box = document.getElementById("invites");
  let shown = null;  // the fingerprint of the invitations drawn (or being fetched)
  let started = false, toggled = false;  // open before the start; folded during the game unless the creator opens it

  // the panel goes under the creator's controls, wherever the page's layout puts them
  const controls = document.getElementById("controls-box");
  if (controls && box) controls.after(box);

  ROOM_HOOKS.push(v => {
    if (!box) return;
    if (!v.creator) { joinLater(v); return; }
    if (v.started !== started) {
      started = v.started;
      const d = box.querySelector("details.inv-details");
      if (d && !toggled) d.open = !started;
    }
    const key = v.invites || "";
    if (key === shown) return;
    shown = key;
    if (!key) { box.hidden = true; box.replaceChildren(); return; }
    load(key);
  });

  async function load(key) {
    const q = new URLSearchParams({token: TOKEN, base: location.origin, lang: LANG});
    let j = null;
    try {
      const r = await fetch("/api/rooms/" + encodeURIComponent(CODE) + "/invitations?" + q);
      j = r.ok ? await r.json() : null;
    } catch (e) { j = null; }
    if (key !== shown) return;  // the invitations changed meanwhile: a newer fetch draws them
    if (!j) { shown = null; box.hidden = false; box.replaceChildren(el("p", {class: "error"}, t("inv_error"))); return; }
    draw(j.seats);
  }

  function draw(seats) {
    box.hidden = !seats.length;
    const list = el("div", {class: "inv-list"});
    for (const s of seats) {
      const qr = el("div", {class: "inv-qr", role: "img", "aria-label": seatName(s.seat) + " QR"});
      qr.innerHTML = s.svg;  // segno's drawing, made on the server from the address alone
      const url = el("code", {class: "inv-url", "data-seat": s.seat}, s.url);
      const note = el("small", {class: "inv-note muted"});
      const copy = el("button", {type: "button", class: "inv-copy", "data-seat": s.seat,
                                 onclick: () => copyText(s.url, url, note)}, t("inv_copy"));
      list.append(el("div", {class: "inv-card", "data-seat": s.seat},
        el("div", {class: "inv-head"}, el("strong", {}, seatName(s.seat))), qr,
        url, el("div", {class: "inv-actions"}, copy, " ", note)));
    }
    const head = el("summary", {}, el("h3", {}, t("inv_title") + " (" + seats.length + ")"));
    const d = el("details", {class: "inv-details"}, head, el("p", {class: "inv-hint muted"}, t("inv_hint")), list);
    const before = box.querySelector("details.inv-details");
    d.open = before && toggled ? before.open : !started;
    head.onclick = () => { toggled = true; };
    box.replaceChildren(d);
  }

  async function copyText(text, shownAt, note) {
    let ok = false;
    try {
      if (navigator.clipboard && window.isSecureContext) { await navigator.clipboard.writeText(text); ok = true; }
    } catch (e) { ok = false; }
    if (!ok) {  // a LAN address over plain http is no secure context: select the text and copy the old way
      const range = document.createRange();
      range.selectNodeContents(shownAt);
      const sel = window.getSelection();
      sel.removeAllRanges(); sel.addRange(range);
      try { ok = document.execCommand("copy"); } catch (e) { ok = false; }
    }
    note.textContent = t(ok ? "inv_copied" : "inv_copy_failed");
  }

  // someone who opened an invitation once the game runs (room.js offers 入座 before the start only): he may join
  // now, so the seat's link is spent and only his browser opens the seat from then on
  function joinLater(v) {
    const me = v.audience;
    const open = typeof me === "number" && v.started && !v.outcome && v.seats[me] && v.seats[me].kind === "human"
      && !v.seats[me].name;
    const elsewhere = [...document.querySelectorAll("input[name=name]")].some(i => !box.contains(i));
    if (!open || elsewhere) { box.hidden = true; box.replaceChildren(); return; }
    if (box.querySelector("form.inv-join")) { box.hidden = false; return; }
    const f = el("form", {class: "inv-join"}, el("p", {}, t("inv_join").replace("{n}", seatName(me))),
                 el("input", {name: "name", maxlength: "32", placeholder: t("name")}), " ",
                 el("button", {}, t("join_seat")));
    f.onsubmit = async (ev) => {
      ev.preventDefault();
      const r = await fetch("/api/rooms/" + encodeURIComponent(CODE) + "/join", {method: "POST",
        headers: {"content-type": "application/json"}, body: JSON.stringify({token: TOKEN, name: new FormData(f).get("name")})});
      const j = await r.json();
      if (!r.ok) { showError(j.error || JSON.stringify(j.detail)); return; }
      if (j.token && j.token !== TOKEN) {  // the invitation is spent: this browser holds the seat's own secret now
        const q = new URLSearchParams(location.search); q.set("token", j.token);
        location.replace(location.pathname + "?" + q);
      }
    };
    box.hidden = false;
    box.replaceChildren(f);
  }
})();
