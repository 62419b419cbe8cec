// The book's words on tap (issue 25): every element with a data-term attribute (a card, an option, an identity or a
// skill; several keys separated by "|") gets a small ⓘ (class "info") that opens the entries' book text in a sheet
// at the bottom of the screen — closed by ✕, a tap outside it, or Esc. The ⓘ is its own control: a tap on a card
// that can be selected still selects it, a tap on an option still answers it; only the ⓘ opens the text.
// The glossary (view.glossary: {key: {name, text}}) comes with the first view of a connection (since == 0) and is
// kept here; the asks' `terms` and the display's `term` name its keys. Until room.js sets data-term itself, `mark`
// puts it on the cards and option buttons it draws, from the same view.
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

  // one ⓘ per element with data-term (run after every view: the elements may be new)
  function decorate(root) {
    for (const e of (root || document).querySelectorAll("[data-term]")) {
      if (!e.dataset.term || e.querySelector(":scope > .info")) continue;
      const keys = e.dataset.term.split(SEP).filter(k => GLOSSARY[k]);
      if (!keys.length) continue;
      const i = el("span", {class: "info", role: "button", tabindex: "0", "aria-label": t("help_info") + " " + GLOSSARY[keys[0]].name,
                            title: t("help_info")}, "ⓘ");
      i.addEventListener("click", open);
      i.addEventListener("keydown", ev => { if (ev.key === "Enter" || ev.key === " ") open(ev); });
      e.append(i);
    }
  }

  function setTerm(e, keys) {
    if (e && !e.hasAttribute("data-term") && keys && keys.length) e.dataset.term = keys.join(SEP);
  }

  // data-term on what room.js draws from this view, where it has not put one itself: the cards of `display` (your
  // zones, then the table's cells, in drawing order), the zones that name one thing (an identity, a character), and
  // each ask's prompt (its own skill) and option buttons (the options shown, in order: room.js hides those another pick filtered out)
  function mark(v) {
    const d = v.display || {};
    const zones = document.querySelectorAll("#you > .zone");
    (d.you || []).forEach((z, i) => {
      const zone = zones[i];
      if (!zone) return;
      if (z.term) setTerm(zone, [z.term]);  // a zone naming one thing (your identity, your character): ⓘ at its end
      const cards = zone.querySelectorAll(".card");
      (z.cards || []).forEach((c, j) => setTerm(cards[j], c.term ? [c.term] : []));
    });
    const inTable = [];
    for (const r of d.rows || []) for (const c of r) if (c && typeof c === "object" && c.cards) inTable.push(...c.cards);
    const tableCards = document.querySelectorAll("#table table.main .card");
    inTable.forEach((c, j) => setTerm(tableCards[j], c.term ? [c.term] : []));
    const asks = v.ask ? [v.ask] : (v.asks || []);
    const boxes = document.querySelectorAll("#ask .options"), prompts = document.querySelectorAll("#ask .prompt");
    const assist = v.mode === "assist" && v.audience === "host";
    asks.forEach((a, n) => {
      const buttons = boxes[n] ? boxes[n].querySelectorAll("button.option") : [];
      setTerm(prompts[n], a.term ? [a.term] : []);  // the ask's own skill: on its prompt, once
      const mine = a.seat === v.audience || assist;
      let k = 0;
      a.options.forEach((o, i) => {
        if (mine && typeof only !== "undefined" && only !== null && o.target !== only) return;
        if (mine && typeof onlyCard !== "undefined" && onlyCard !== null && o.choice !== onlyCard) return;
        setTerm(buttons[k++], (a.terms || [])[i]);
      });
    });
  }

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
