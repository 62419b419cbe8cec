// 简/繁 (docs/web.md): a header button cycles the page's script 原文 → 简 → 繁; the choice is a cookie, so it holds on
// every page (lobby, room, replay, tools) and across reloads. The server converts what it sends — this page's own
// words (i18n.js), views, log, asks, errors — keeping the book's names exact; nothing is converted here.
(function () {
  const COOKIE = "daoyan_script", ORDER = ["", "hans", "hant"];
  const read = () => { const m = document.cookie.match(/(?:^|;\s*)daoyan_script=(hans|hant)/); return m ? m[1] : ""; };
  const write = (s) => {
    document.cookie = COOKIE + "=" + (s || "") + "; path=/; SameSite=Lax; max-age=" + (s ? 31536000 : 0);
  };
  // a link that names a script (?script=hant) sets it, once
  const asked = new URLSearchParams(location.search).get("script");
  if ((asked === "hans" || asked === "hant" || asked === "orig") && (asked === "orig" ? "" : asked) !== read()) {
    write(asked === "orig" ? "" : asked); location.reload(); return;
  }
  if (LANG !== "zh") return;  // an English page: nothing to convert
  const cur = read();
  const b = el("button", {type: "button", id: "script-btn", class: "script-btn", "data-script": cur || "orig",
                          title: t("script_hint")}, t("script_" + (cur || "orig")));
  b.onclick = () => { write(ORDER[(ORDER.indexOf(cur) + 1) % ORDER.length]); location.reload(); };
  const lang = document.getElementById("lang");
  if (lang) lang.before(b); else (document.querySelector("header") || document.body).append(b);
})();
