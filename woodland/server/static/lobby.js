// The lobby: create a game (each faction played by a person or a bot) and list games.
"use strict";
const $ = (sel) => document.querySelector(sel);

function el(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  for (const c of children) e.append(c);
  return e;
}

async function load() {
  const meta = await (await fetch("/api/meta")).json();
  for (const m of meta.maps) $("#map").append(el("option", { value: m }, m));
  for (const d of meta.decks) $("#deck").append(el("option", { value: d }, d));
  if (meta.decks.includes("standard")) $("#deck").value = "standard";
  const seats = $("#seats");
  const defaults = { marquise: "human", eyrie: meta.bots.includes("heuristic") ? "heuristic" : "random" };
  for (const f of meta.factions) {
    const sel = el("select", { name: "player-" + f.key, "data-faction": f.key });
    for (const who of ["—", "human", ...meta.bots]) sel.append(el("option", { value: who }, who));
    sel.value = defaults[f.key] || "—";
    const swatch = el("span", { style: `display:inline-block;width:.8em;height:.8em;background:${f.colour};margin-right:.4em` });
    seats.append(el("label", {}, swatch, f.title + " ", sel));
  }
  await listGames();
}

async function listGames() {
  const games = await (await fetch("/api/games")).json();
  const body = $("#games tbody");
  body.replaceChildren();
  for (const g of games) {
    const players = Object.entries(g.players).map(([f, p]) => `${f} (${p})`).join(", ");
    const state = g.over ? "over" : `step ${g.steps}`;
    body.append(el("tr", {}, el("td", {}, el("a", { href: `/watch/${g.id}`, "data-watch": g.id, title: "watch: public information only" }, g.id)),
      el("td", {}, players), el("td", {}, String(g.turn)), el("td", {}, state)));
  }
}

$("#new").addEventListener("submit", async (ev) => {
  ev.preventDefault();
  const form = new FormData(ev.target);
  const factions = [], players = {};
  for (const sel of document.querySelectorAll("#seats select")) {
    if (sel.value === "—") continue;
    factions.push(sel.dataset.faction);
    players[sel.dataset.faction] = sel.value;
  }
  const body = { factions, players, map: form.get("map"), deck: form.get("deck") };
  if (form.get("setup")) body.setup = form.get("setup");
  if (form.get("seed")) body.seed = Number(form.get("seed"));
  const r = await fetch("/api/games", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const data = await r.json();
  $("#error").textContent = r.ok ? "" : data.error;
  if (!r.ok) return;
  const links = $("#links");
  links.replaceChildren(el("p", {}, "Each seat's link (share it with that player only):"));
  for (const [f, token] of Object.entries(data.seats)) {
    const url = `/play/${data.id}?token=${encodeURIComponent(token)}`;
    links.append(el("p", {}, el("a", { href: url, "data-seat": f }, `${f}: ${location.origin}${url}`)));
  }
  const watch = `/watch/${data.id}`;
  links.append(el("p", {}, el("a", { href: watch, "data-seat": "watch" }, `spectators (public information only): ${location.origin}${watch}`)));
  const tokens = Object.values(data.seats);
  if (tokens.length > 1) {
    // every human seat at this one screen, taking turns
    const url = `/play/${data.id}?` + tokens.map((t) => `token=${encodeURIComponent(t)}`).join("&");
    links.append(el("p", {}, el("a", { href: url, "data-seat": "hot-seat" }, "hot-seat: all of them at this screen")));
  }
  await listGames();
});

load();
