// A game's host tool (docs/web.md): the form is built from the server's field list; the answer's report is shown.
applyText();
const [, , GAME, TOOL] = location.pathname.split("/");
const API = "/api/tools/" + encodeURIComponent(GAME) + "/" + encodeURIComponent(TOOL);
fetch(API + "?lang=" + LANG).then(r => r.json()).then(spec => {
  document.getElementById("tool-title").textContent = spec.title;
  document.title = spec.title + " — 导演 daoyan";
  const form = document.getElementById("tool-form");
  for (const f of spec.fields) {
    let input;
    if (f.kind === "select") {
      input = el("select", {name: f.name, id: "f-" + f.name}, ...f.options.map(o => el("option", {value: o.value}, o.label)));
    } else if (f.kind === "text") {
      input = el("input", {name: f.name, id: "f-" + f.name, maxlength: String(f.max), placeholder: f.placeholder, size: "40"});
    } else {
      input = el("textarea", {name: f.name, id: "f-" + f.name, rows: f.kind === "file" ? "8" : "3", class: "speech",
                              maxlength: String(f.max), placeholder: f.placeholder});
    }
    const row = el("p", {}, el("label", {for: "f-" + f.name}, f.label), el("br", {}), input);
    if (f.kind === "file") {  // a file fills the box with its text (never a path)
      const pick = el("input", {type: "file", accept: ".txt,.json,.yaml,.yml", "data-for": f.name});
      pick.onchange = async () => { if (pick.files[0]) input.value = await pick.files[0].text(); };
      row.append(el("br", {}), el("span", {class: "muted"}, t("load_file") + " "), pick);
    }
    form.append(row);
  }
  form.append(el("button", {type: "submit", id: "tool-run"}, t("run")));
  form.onsubmit = async (ev) => {
    ev.preventDefault();
    const values = {};
    for (const [k, v] of new FormData(form).entries()) if (typeof v === "string" && v.trim()) values[k] = v;
    const err = document.getElementById("tool-error"), out = document.getElementById("tool-report");
    err.textContent = ""; out.textContent = "";
    const r = await fetch(API, {method: "POST", headers: {"content-type": "application/json"},
                                body: JSON.stringify({values, lang: LANG})});
    const j = await r.json().catch(() => ({error: r.statusText}));
    if (!r.ok) { err.textContent = t("error") + ": " + (j.error || j.detail || r.statusText); return; }
    out.textContent = j.report;
  };
});
