// The book's words on tap (issue 25): every element with a data-term attribute (a card, an option, an identity or a
// skill; several keys separated by "|") gets a small ⓘ (class "info") that opens the entries' book text in a sheet
// at the bottom of the screen — closed by ✕, a tap outside it, or Esc. The ⓘ is its own control: a tap on a card
// that can be selected still selects it, a tap on an option still answers it; only the ⓘ opens the text.
// The glossary (view.glossary: {key: {name, text}}) comes with the first view of a connection (since == 0) and is
// kept here; the asks' `term` / `terms` and the display's `term` name its keys. Where room.js has not set data-term
// itself, `mark` puts it on what it draws from the same view (prompts, action and target chips, your zones). On the
// map (an SVG drawing) a tap on a cell, a legend row or an NPC's mark opens its entry (`onBoard`).
let GLOSSARY = {};
const HELP = (() => {
  const SEP = "|";
  let sheet = null, opener = null;

  function build() {
    if (sheet) return sheet;
    const close = el("button", {type: "button", class: "help-close", "aria-label": t("help_close")}, "✕");
    close.onclick = hide;
    sheet = el("div", {id: "help-sheet", role: "dialog", "aria-modal": "false", hidden: "hidden"},
               el("div", {class: "help-head"}, el("strong", {id: "help-title"}), close),
               el("div", {id: "help-body"}));
    document.body.append(sheet);
    return sheet;
  }

  function show(keys, from) {
    const s = build();
    const found = keys.filter(k => GLOSSARY[k]);
    document.getElementById("help-title").textContent = found.length ? GLOSSARY[found[0]].name : t("help_title");
    const body = document.getElementById("help-body");
    body.replaceChildren(...(found.length ? found : [null]).map((k, i) => el("div", {class: "help-entry", "data-key": k || ""},
      ...(i > 0 ? [el("h4", {}, GLOSSARY[k].name)] : []),
      el("p", {class: "help-text"}, k ? GLOSSARY[k].text : t("help_none")))));
    s.hidden = false;
    body.scrollTop = 0;
    opener = from || null;
    s.querySelector(".help-close").focus({preventScroll: true});
  }

  function hide() {
    if (!sheet || sheet.hidden) return;
    sheet.hidden = true;
    if (opener && document.contains(opener)) opener.focus({preventScroll: true});
    opener = null;
  }

  function open(ev) {  // the ⓘ's own tap: never the element's (select a card, answer an option)
    ev.preventDefault(); ev.stopPropagation();
    const host = ev.currentTarget.closest("[data-term]");
    if (host) show(host.dataset.term.split(SEP).filter(Boolean), ev.currentTarget);
  }

  // one ⓘ per element with data-term (run after every view: the elements may be new). The ⓘ is drawn by CSS
  // (.info::after), so the element's own text (what a search or a test reads) stays its own.
  function decorate(root) {
    for (const i of (root || document).querySelectorAll(".info")) {  // a mark whose element no longer names an entry
      const host = i.parentElement;
      if (!host || !(host.dataset.term || "").split(SEP).some(k => GLOSSARY[k])) i.remove();
    }
    for (const e of (root || document).querySelectorAll("[data-term]")) {
      if (e instanceof SVGElement) continue;  // the map's cells and legend: a tap on them opens the text (`onBoard`)
      if (!e.dataset.term || e.querySelector(":scope > .info")) continue;
      const keys = e.dataset.term.split(SEP).filter(k => GLOSSARY[k]);
      if (!keys.length) continue;
      const i = el("span", {class: "info", role: "button", tabindex: "0", "aria-label": t("help_info") + ": " + GLOSSARY[keys[0]].name,
                            title: t("help_info")});
      i.addEventListener("click", open);
      i.addEventListener("keydown", ev => { if (ev.key === "Enter" || ev.key === " ") open(ev); });
      e.append(i);
    }
  }

  function setTerm(e, keys) {
    if (e && !e.hasAttribute("data-term") && keys && keys.length) e.dataset.term = keys.join(SEP);
  }
  const common = (lists) => lists.length ? lists.reduce((x, y) => x.filter(k => y.includes(k))) : [];

  // data-term on what room.js draws from this view, where it has not put one itself: a zone of yours that names
  // things (your identity, your character: `term`; your 指令: `terms`); each question's prompt (the ask's own skill, and what every option of it
  // names when it has one action only), its action chips (what all the action's options name: a card, an effect, an
  // identity) and its target chips (what that option names besides). Cards carry their own (room.js: c.term).
  function mark(v) {
    const d = v.display || {};
    (d.you || []).forEach((z, i) => setTerm(document.querySelector('#you .zone[data-key="z' + i + '"]'),
                                            z.term ? [z.term] : (z.terms || [])));
    const asks = v.ask ? [v.ask] : (v.asks || []);
    for (const a of asks) {
      const q = document.querySelector('#ask .question[data-ask="' + v.ask_no + ":" + a.seat + '"]');
      if (!q || !a.terms) continue;
      const m = typeof model === "function" ? model(a) : {groups: []};
      const shared = m.groups.map(g => common(g.opts.map(x => a.terms[x.i] || [])));
      const whole = m.groups.length === 1 ? shared[0] : [];
      setTerm(q.querySelector(".prompt"), [...(a.term ? [a.term] : []), ...whole.filter(k => k !== a.term)]);
      m.groups.forEach((g, gi) => {
        setTerm(q.querySelector('button.act[data-g="' + gi + '"]'), shared[gi]);
        for (const x of g.opts) setTerm(q.querySelector('button.tgt[data-key="t' + x.i + '"]'),
                                        (a.terms[x.i] || []).filter(k => !shared[gi].includes(k)));
      });
    }
  }

  // room.js patches the page in place (morphdom): an ⓘ stays where it is (it reads its element's data-term when
  // tapped), never taken away and put back under a finger by the next view
  if (typeof MORPH !== "undefined" && !MORPH.onBeforeNodeDiscarded) {
    MORPH.onBeforeNodeDiscarded = (n) => !(n.nodeType === 1 && n.classList.contains("info"));
  }

  // the map (三國殺×大富翁, the server's drawing): a cell names its kind and a legend row its kind (data-term), a mark
  // the NPC standing there or the 指令 that replaced the cell (its <title>). A tap on one that no question takes (a
  // cell or seat a question can take has data-act: room.js answers with it) opens the book's text of it.
  function boardKeys(target) {
    if (!target.closest || !target.closest("#board") || target.closest("[data-act]")) return [];
    const mark = target.closest(".mark"), title = mark && mark.querySelector("title");
    if (mark) return title && GLOSSARY[title.textContent] ? [title.textContent] : [];
    const host = target.closest("[data-term]");
    return host ? host.getAttribute("data-term").split(SEP).filter(k => GLOSSARY[k]) : [];
  }
  function onBoard(ev) {
    if (ev.type === "keydown" && ev.key !== "Enter" && ev.key !== " ") return;
    const keys = boardKeys(ev.target);
    if (!keys.length) return;
    if (ev.type === "keydown") ev.preventDefault();
    show(keys, ev.target.closest("[tabindex]"));
  }
  document.addEventListener("click", onBoard);
  document.addEventListener("keydown", onBoard);

  document.addEventListener("keydown", ev => { if (ev.key === "Escape") hide(); });
  // a tap outside the sheet closes it (and still reaches what it lands on: the sheet never blocks the page)
  document.addEventListener("pointerdown", ev => {
    if (sheet && !sheet.hidden && !sheet.contains(ev.target) && !(ev.target.closest && ev.target.closest(".info"))) hide();
  }, true);

  return {show, hide, decorate, mark, glossary: () => GLOSSARY};
})();

if (typeof ROOM_HOOKS !== "undefined") ROOM_HOOKS.push(v => {
  if (v.glossary) GLOSSARY = v.glossary;  // the first view of a connection carries it; later views do not
  HELP.mark(v);
  HELP.decorate(document);
});
