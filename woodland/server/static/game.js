// The game page: the map drawn as SVG from the map's data, the seat's view, and the pending
// decision as buttons and as targets on the map. Everything shown comes from the server's
// view of this seat (hidden information never reaches the page).
"use strict";
const $ = (sel) => document.querySelector(sel);
const SVG = "http://www.w3.org/2000/svg";
const params = new URLSearchParams(location.search);
// one token: a seat's page; several (?token=A&token=B): hot-seat, the people at this screen
// take turns, and the page shows the seat that decides, behind a "pass the device" cover
const TOKENS = params.getAll("token");
let TOKEN = TOKENS[0] || "";
const GAME = location.pathname.split("/").pop();
// /watch/{id}: a spectator, who sees what everyone may know and decides nothing
const WATCH = location.pathname.startsWith("/watch/");
// ?step=N: a replay, the seat's view after step N, read only, with buttons to step through
const REPLAY = params.has("step") ? Math.max(0, Number(params.get("step")) || 0) : null;
const SCALE = 2, MARGIN = 60, R = 44;

let meta = null, layout = null, view = null, chosen = [], chosenCard = null, chosenForest = null, changed = new Set();
const openBoards = new Set();  // the faction boards the player unfolded

function el(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  for (const c of children) e.append(c);
  return e;
}
function svg(tag, attrs = {}, ...children) {
  const e = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  for (const c of children) e.append(c);
  return e;
}
const factionOf = (key) => meta.factions.find((f) => f.key === key);
// a hireling's card in the view (its pieces are drawn in its controller's colour, dashed, H.3)
const hirelingOf = (key) => (((onScreen || view || {}).hirelings || {}).cards || []).find((h) => h.key === key);
const colour = (key) => {
  const f = factionOf(key), h = !f && hirelingOf(key);
  return f ? f.colour : h && h.controller ? colour(h.controller) : h ? "#7d8590" : "#777";
};
const titleOf = (key) => {
  const f = factionOf(key), h = !f && hirelingOf(key);
  if (f) return f.title;
  if (!h) return key;
  return `${h.title} (hireling, ${h.controller ? "controlled by " + titleOf(h.controller) : "uncontrolled"})`;
};
// a piece of a hireling is outlined dashed, so it is not taken for its controller's own
const marked = (box, owner) => { if (!factionOf(owner) && hirelingOf(owner)) box.classList.add("hireling"); return box; };
const px = (c) => c.x * SCALE + MARGIN, py = (c) => c.y * SCALE + MARGIN;

async function api(path, opts = {}) {
  const sep = path.includes("?") ? "&" : "?";
  if (WATCH && path === "") path = "/public";
  const r = await fetch(`/api/games/${GAME}${path}${sep}token=${encodeURIComponent(TOKEN)}`, opts);
  const data = await r.json();
  if (!r.ok) throw data;
  return data;
}

// ------------------------------------------------------------------ the map
// what a marked path is (M.6.1, M.6.2), shown when the pointer rests on it
const PATH_TIPS = { dam: "the dam: a path; it separates the forests under it (M.6.1)",
  bridge: "the bridge: a path; it does not separate the forests under it (M.6.2)" };
function drawMap() {
  // below the margin, room for a landmark's badge under a clearing at the bottom (drawMarks)
  const w = layout.width * SCALE + 2 * MARGIN, h = layout.height * SCALE + 2 * MARGIN + 12;
  const root = svg("svg", { viewBox: `0 0 ${w} ${h}`, role: "img", "aria-label": `the ${layout.title} map` });
  const byNum = Object.fromEntries(layout.clearings.map((c) => [c.number, c]));
  if (layout.lake && layout.lake.length)  // M.3.2: the lake between the coastal clearings
    root.append(svg("polygon", { class: "lake", points: layout.lake.map((n) => `${px(byNum[n])},${py(byNum[n])}`).join(" ") }));
  for (const [a, b] of layout.paths) {
    const via = (layout.via || {})[`${a}-${b}`];  // M.5.2: a path through a flooded clearing
    const kind = (layout.kinds || {})[`${a}-${b}`];  // M.6.1, M.6.2: the dam, the bridge
    const line = via
      ? svg("polyline", { class: kind ? `path ${kind}` : "path", "data-path": `${a}-${b}`, points: [byNum[a], { x: via[0], y: via[1] }, byNum[b]].map((c) => `${px(c)},${py(c)}`).join(" ") })
      : svg("line", { class: kind ? `path ${kind}` : "path", "data-path": `${a}-${b}`, x1: px(byNum[a]), y1: py(byNum[a]), x2: px(byNum[b]), y2: py(byNum[b]) });
    line.addEventListener("click", () => pickPath(a, b));
    if (kind) line.append(svg("title", {}, PATH_TIPS[kind] || kind));
    root.append(line);
  }
  for (const [a, b] of layout.rivers)
    root.append(svg("line", { class: "river", x1: px(byNum[a]), y1: py(byNum[a]), x2: px(byNum[b]), y2: py(byNum[b]) }));
  for (const f of layout.floods || []) {  // M.5.1.I: a flood marker where a clearing was
    const g = svg("g", { class: "flood", "data-flooded": f.name });
    g.append(svg("circle", { cx: px(f), cy: py(f), r: 18 }), svg("title", {}, `${f.name} (flooded)`));
    root.append(g);
  }
  for (const f of layout.forests) {
    const g = svg("g", { class: "forest", "data-forest": f.name });
    g.append(svg("circle", { cx: px(f), cy: py(f), r: 16 }), svg("text", { x: px(f) - 8, y: py(f) + 4 }, f.name));
    g.addEventListener("click", () => pickForest(f.name));
    root.append(g);
  }
  for (const c of layout.clearings) {
    const g = svg("g", { class: "clearing", "data-clearing": c.number });
    g.append(svg("circle", { class: "body", cx: px(c), cy: py(c), r: R }));
    g.addEventListener("click", () => pickClearing(c.number));
    root.append(g);
  }
  $("#map").replaceChildren(root);
}

function pieceBox(x, y, w, h, fill, letter, tip, round) {
  const g = svg("g", { class: "piece" });
  g.append(round ? svg("circle", { cx: x + w / 2, cy: y + h / 2, r: w / 2, fill, stroke: "#222" })
                 : svg("rect", { x, y, width: w, height: h, rx: 3, fill, stroke: "#222" }));
  g.append(svg("text", { x: x + w / 2 - 3.5 * letter.length, y: y + h / 2 + 4 }, letter));
  g.append(svg("title", {}, tip));
  return g;
}

// a building by the first two letters of its kind ("Sa" sawmill, "Ro" roost, "Ru" ruin)
const abbrev = (kind) => kind[0].toUpperCase() + (kind[1] || "");

function drawPieces() {
  const targets = optionClearings();
  for (const g of document.querySelectorAll("g.clearing")) {
    const num = Number(g.dataset.clearing);
    const c = layout.clearings[num - 1], state = (onScreen || view).clearings[num - 1];
    for (const old of g.querySelectorAll(".piece, text")) old.remove();
    // the suits it has now: its own, or those abilities give it (16.2.1 enclaves, landmarks)
    const suits = state.suits && state.suits.length ? state.suits : [state.suit || "none"];
    g.setAttribute("class", `clearing ${suits.join(" ")}${targets.has(num) ? " target" : ""}` +
      `${chosen.includes(num) ? " chosen" : ""}${changed.has(num) ? " changed" : ""}`);
    const x = px(c), y = py(c);
    g.append(svg("text", { class: "name", x: x - R, y: y - R - 6 }, `${num} ${state.name} (${state.suits && state.suits.length ? state.suits.join("/") : state.suit || "?"})`));
    // tokens on top, warriors and pawns in the middle, building slots below
    state.tokens.forEach(([owner, kind], i) =>
      g.append(marked(pieceBox(x - 36 + i * 18, y - 36, 16, 16, owner === "ruin" ? "#999" : colour(owner), kind[0], `${titleOf(owner)} ${kind}`, true), owner)));
    let i = 0;
    for (const [owner, n] of Object.entries(state.warriors))
      g.append(marked(pieceBox(x - 40 + (i++) * 27, y - 12, 25, 18, colour(owner), String(n), `${n} ${titleOf(owner)} warrior(s)`), owner));
    for (const owner of state.pawns)
      g.append(marked(pieceBox(x - 40 + (i++) * 27, y - 12, 18, 18, colour(owner), "P", `${titleOf(owner)}'s pawn`, true), owner));
    // what a faction board says stands here besides the pieces counted (a captain among the warriors)
    let j = 0;
    for (const p of view.players)
      for (const text of (p.clearing_notes || {})[num] || []) {
        const name = text.replace(/^captain /, "").replace("*", "");
        g.append(pieceBox(x + 8 + (j++) * 24, y - 38, 22, 18, colour(p.faction), name[0].toUpperCase() + name.slice(1, 2),
                          `${p.title}: ${text.replace("*", " (acting)")}`));
      }
    for (let s = 0; s < Math.max(state.slots, state.buildings.length); s++) {
      const b = state.buildings[s];
      const fill = !b ? "#fff" : b[0] === "ruin" ? "#8c8c8c" : colour(b[0]);
      const tip = !b ? "an open building slot" : `${b[0] === "ruin" ? "" : titleOf(b[0]) + " "}${b[1]}`;
      g.append(pieceBox(x - 34 + s * 24, y + 12, 22, 20, fill, b ? abbrev(b[1]) : "", tip));
    }
  }
  // a pawn in a forest (a board that says which forest it is in)
  const forestTargets = optionForests();
  for (const f of document.querySelectorAll("g.forest")) {
    f.classList.toggle("target", forestTargets.has(f.dataset.forest));
    f.classList.toggle("chosen", chosenForest === f.dataset.forest);
    for (const old of f.querySelectorAll(".piece")) old.remove();
    const here = Object.entries(forestsOf(onScreen || view)).filter(([, name]) => name === f.dataset.forest);
    const spot = layout.forests.find((x) => x.name === f.dataset.forest);
    here.forEach(([k], i) => f.append(pieceBox(px(spot) + 10 + i * 20, py(spot) - 9, 18, 18, colour(k), "P", `${titleOf(k)}'s pawn`, true)));
    // what a faction board lists in this forest (its ``forests``: relics, captains, Skunks...)
    let row = 0;
    for (const p of view.players) {
      const items = (p.board && p.board.forests && p.board.forests[f.dataset.forest]) || [];
      items.forEach((text, i) => {
        const name = text.replace(/^captain /, "");
        const letter = /^\d/.test(text) ? text.split(" ")[0] : name[0].toUpperCase() + name.slice(1, 2);
        f.append(pieceBox(px(spot) - 34 + i * 24, py(spot) + 12 + row * 20, 22, 18, colour(p.faction), letter,
                          `${titleOf(p.faction)}: ${text}`));
      });
      if (items.length) row++;
    }
  }
}

// what changes on the map besides pieces: closed paths (M.4.2) and landmarks (appendix L).
// A landmark's tooltip is the server's words for it (its title, what lies on its card, what
// it does and its rule); its looks come from the landmark itself (the server's
// landmark_looks: its short name, its suit, its colour), so a new landmark needs nothing here.
const landmarkTip = (key) => (view.landmark_words || {})[key] || key;
function landmarkBadge(parent, key, c) {
  const look = (view.landmark_looks || {})[key] || { mark: key, suit: "", colour: "" };
  // its colour, else its suit's (a Homeland landmark's), else grey
  const paint = look.colour || (look.suit ? `var(--${look.suit})` : "#6b6b6b");
  const name = look.mark || key, h = 22, y = py(c) + R + 3;
  const g = svg("g", { class: "landmark", "data-landmark": key, "data-suit": look.suit || "" });
  const badge = svg("rect", { class: "badge", y, height: h, rx: 11, style: `stroke: ${paint}` });
  const icon = svg("circle", { class: "icon", cy: y + h / 2, r: 8, style: `fill: ${paint}` });
  const letter = svg("text", { class: "icon-letter", y: y + h / 2 + 4 }, name[0].toUpperCase());
  const label = svg("text", { class: "mark", y: y + h / 2 + 4 }, name);
  g.append(badge, icon, letter, label, svg("title", {}, landmarkTip(key)));
  parent.append(g);
  // sized to its name as drawn, centred under the clearing
  const w = 30 + label.getComputedTextLength(), x = px(c) - w / 2;
  badge.setAttribute("x", x);
  badge.setAttribute("width", w);
  icon.setAttribute("cx", x + 11);
  letter.setAttribute("x", x + 11);
  label.setAttribute("x", x + 23);
}
function drawMarks() {
  const closed = new Set((view.closed_paths || []).map(([a, b]) => `${a}-${b}`));
  for (const line of document.querySelectorAll("line.path"))
    line.classList.toggle("closed", closed.has(line.dataset.path));
  for (const old of document.querySelectorAll("g.landmark")) old.remove();
  for (const [key, num] of Object.entries(view.landmarks || {}))
    landmarkBadge(document.querySelector("#map svg"), key, layout.clearings[num - 1]);
  // the Highway Bandits' bandits, each on a path (appendix H: the card's bandit_paths)
  for (const old of document.querySelectorAll("g.bandit")) old.remove();
  for (const card of (view.hirelings && view.hirelings.cards) || []) {
    for (const [a, b] of card.bandit_paths || []) {
      const via = (layout.via || {})[`${a}-${b}`], ca = layout.clearings[a - 1], cb = layout.clearings[b - 1];
      const mid = via ? { x: via[0], y: via[1] } : { x: (ca.x + cb.x) / 2, y: (ca.y + cb.y) / 2 };
      const g = svg("g", { class: "bandit", "data-path": `${a}-${b}` });
      g.append(pieceBox(px(mid) - 9, py(mid) - 9, 18, 18, colour(card.key), "B", `a bandit of the ${card.title} on the path ${a}-${b}`, true));
      document.querySelector("#map svg").append(g);
    }
  }
}

// the forest each pawn in a forest is in (a board that names its forest), or a frame's
function forestsOf(v) {
  return v.forests || Object.fromEntries(v.players.filter((p) => p.board && p.board.forest).map((p) => [p.faction, p.board.forest]));
}

// ------------------------------------------------------------------ options
const clearingsIn = (text) => {
  // the clearings an option names, as the server read them from its action's argument types
  // ("dismiss 1" and "skunks 2" are counts, not clearings)
  const p = view.pending, i = p && p.options && p.option_clearings ? p.options.indexOf(text) : -1;
  if (i >= 0) return new Set(p.option_clearings[i]);
  // else the numbers in its text: "move 1->5 x2", "battle 5 eyrie", "build sawmill 3"
  const nums = new Set();
  for (const part of text.split(/\s+/).slice(1)) {
    if (/^x\d+$/.test(part)) continue;
    for (const n of part.split("->")) if (/^\d+$/.test(n) && layout.clearings[Number(n) - 1]) nums.add(Number(n));
  }
  return nums;
};
function options() { return (REPLAY === null && view.pending && view.pending.options) || []; }
function optionClearings() {
  const all = new Set();
  for (const o of options()) for (const n of clearingsIn(o)) all.add(n);
  return all;
}
// a path is a target when an option moves along it ("move 1->5")
function pathTargets() {
  const out = new Set();
  for (const o of options()) {
    const m = o.match(/(\d+)->(\d+)/) || o.match(/^bandit_\w+ (\d+) (\d+)$/);  // a move; a bandit's path
    if (m) out.add([Number(m[1]), Number(m[2])].sort((x, y) => x - y).join("-"));
  }
  return out;
}
function pickPath(a, b) {
  if (!pathTargets().has(`${a}-${b}`)) return;
  chosen = [a, b];
  render();
}
// the forests the options name ("go F3", "forest F2"): a click on one narrows the choices to them
const forestsIn = (text) => new Set(text.match(/\bF\d+\b/g) || []);
function optionForests() {
  const all = new Set();
  for (const o of options()) for (const f of forestsIn(o)) all.add(f);
  return all;
}
function pickForest(name) {
  if (!optionForests().has(name)) return;
  chosenForest = chosenForest === name ? null : name;
  render();
}
function pickClearing(n) {
  if (!optionClearings().has(n)) return;
  chosen = chosen.includes(n) ? chosen.filter((x) => x !== n) : [...chosen, n].slice(-2);
  render();
}
function matches(o) {
  if (chosenCard && !o.includes(`"${chosenCard}"`) && !o.includes(chosenCard)) return false;
  if (chosenForest && !forestsIn(o).has(chosenForest)) return false;
  if (!chosen.length) return true;
  const nums = clearingsIn(o);
  return chosen.every((n) => nums.has(n));
}

// one update of the page at a time (an action's answer and the event stream's refresh
// must not interleave: in hot-seat, which seat is shown depends on both)
let updating = Promise.resolve();
function serially(fn) {
  updating = updating.then(fn, fn);
  return updating;
}

function act(text) {
  return serially(async () => {
    $("#error").textContent = "";
    try {
      const v = await api("/actions", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ action: text }) });
      chosen = [];
      chosenCard = null;
      chosenForest = null;
      await showSteps(v.step);  // the other seats' decisions since, one by one (animate.js)
      await show(v);
    } catch (e) {
      showError(e);
    }
  });
}

// show a new view of this page's seat; in hot-seat, switch to the seat that decides, hidden
// behind the cover until its person is at the device
let shownFaction = null;
async function show(v) {
  view = v;
  if (TOKENS.length > 1) {
    view = (await deciderView()) || view;
    if (view.faction !== shownFaction) cover(view.faction);
  }
  shownFaction = view.faction;
  render();
}

// clearings whose pieces changed between two views (a bot's move is highlighted)
function diff(before, after) {
  const out = new Set();
  if (!before) return out;
  after.clearings.forEach((c, i) => { if (JSON.stringify(c) !== JSON.stringify(before.clearings[i])) out.add(c.number); });
  return out;
}
// hot-seat: the view of the seat that decides now (or the present one, if none of ours does)
async function deciderView() {
  for (const t of TOKENS) {
    if (t === TOKEN) continue;
    const r = await fetch(`/api/games/${GAME}?token=${encodeURIComponent(t)}`);
    if (!r.ok) continue;
    const v = await r.json();
    if (v.pending && v.pending.faction === v.faction && !(view.pending && view.pending.faction === view.faction)) {
      TOKEN = t;
      return v;
    }
  }
  return null;
}
function cover(faction) {
  // hide this screen's seat until the next person says they are at the device
  document.body.classList.add("covered");
  $("#cover-text").textContent = `Pass the device to ${titleOf(faction)}.`;
  $("#cover-go").textContent = `I am ${titleOf(faction)}`;
}

function refresh() {
  return serially(async () => {
    const before = view;
    const v = await api("");
    await showSteps(v.step);  // the other seats' decisions since, one by one (animate.js)
    await show(v);
    changed = diff(before, view);
    drawPieces();
    setTimeout(() => { changed = new Set(); drawPieces(); }, 2500);
  });
}
function showError(e) {
  $("#error").textContent = (e.error || String(e)) + (e.rules && e.rules.length ? `  (Law ${e.rules.join(", ")})` : "");
}

// ------------------------------------------------------------------ panels
function renderDecision() {
  const p = view.pending;
  const box = $("#options");
  box.replaceChildren();
  if (!p) {
    $("#prompt").textContent = view.result ? `Game over: ${JSON.stringify(view.result)}` : "Game over";
    $("#rule").textContent = "";
    return;
  }
  const mine = p.faction === view.faction;
  $("#prompt").textContent = mine ? `Your decision: ${p.prompt || p.kind}` : `Waiting for ${titleOf(p.faction)}: ${p.prompt || p.kind}`;
  $("#rule").textContent = p.rule ? `Law ${p.rule}` : "";
  if (REPLAY === null) $("#replay").href = `?token=${encodeURIComponent(TOKEN)}&step=${Math.max(0, view.step - 1)}`;
  const filters = [];
  if (chosen.length) filters.push(`clearing ${chosen.join(" and ")}`);
  if (chosenCard) filters.push(`the card ${chosenCard}`);
  if (chosenForest) filters.push(`the forest ${chosenForest}`);
  $("#filter").textContent = filters.length ? `showing the choices with ${filters.join(" and ")} (click again to clear)` : "";
  $("#undo").disabled = !view.undo;
  for (const line of document.querySelectorAll("line.path"))
    line.classList.toggle("target", pathTargets().has(line.dataset.path));
  for (const o of options()) {
    const b = el("button", { type: "button", "data-option": o }, o);
    if (!matches(o)) b.classList.add("dim");
    b.addEventListener("click", () => act(o));
    box.append(b);
  }
}

// a faction's board, field by field, from the view (its tracks, decree, items, relationships...)
function boardTable(board) {
  const table = el("table", { class: "board" });
  const show = (v) => {
    if (v === null || v === undefined || v === "") return "—";
    if (Array.isArray(v)) return v.length ? v.map(show).join(", ") : "—";
    if (typeof v === "object") return Object.entries(v).map(([k, x]) => `${k.replaceAll("_", " ")}: ${show(x)}`).join("; ") || "—";
    return String(v);
  };
  for (const [k, v] of Object.entries(board || {}))
    table.append(el("tr", {}, el("th", {}, k.replaceAll("_", " ")), el("td", {}, show(v))));
  return table;
}

function renderPlayers() {
  const box = $("#players");
  box.replaceChildren();
  for (const p of view.players) {
    const turn = view.current === p.faction;
    const div = el("div", { class: `player${turn ? " turn" : ""}`, style: `border-color:${colour(p.faction)}`, "data-player": p.faction });
    div.append(el("strong", {}, `${p.title}${p.subtitle ? " — " + p.subtitle : ""}`),
      ` · ${p.score} VP · ${p.hand_count} card(s) in hand · ${p.warriors_in_supply} warrior(s) in supply`);
    if (p.crafted_items.length) div.append(el("div", { class: "muted" }, `crafted items: ${p.crafted_items.join(", ")}`));
    if (p.play_area.length) div.append(el("div", { class: "muted" }, `crafted cards: ${p.play_area.join(", ")}`));
    if (p.dominance) div.append(el("div", {}, `dominance: ${p.dominance}`));
    div.append(el("div", { class: "muted" }, p.summary));
    div.append(boardPicture(p));  // the board drawn (boards.js)
    const details = el("details", {}, el("summary", {}, "board"), boardTable(p.board));
    details.open = openBoards.has(p.faction);
    details.addEventListener("toggle", () => { if (details.open) openBoards.add(p.faction); else openBoards.delete(p.faction); });
    div.append(details);
    box.append(div);
  }
}

function renderHand() {
  const me = view.players.find((p) => p.faction === view.faction) || {};
  const box = $("#hand");
  box.replaceChildren();
  (me.hand || []).forEach((card, i) => {
    // the card's suit from the card data (the server's hand_suits), whatever its name says
    const suit = (me.hand_suits || [])[i] || "";
    const chip = el("span", { class: `card ${suit}${chosenCard === card ? " chosen" : ""}`, "data-card": card,
                              "data-suit": suit, title: suit ? `${card}: ${suit}` : card }, card);
    chip.addEventListener("click", () => { chosenCard = chosenCard === card ? null : card; render(); });
    box.append(chip);
  });
  if (!box.childElementCount) box.append(el("span", { class: "muted" }, "no cards"));
}

// turns as people count them (the log's words): the setup, then turn 1, 2...
const turnLabel = () => (view.phase === "setup" ? "setup" : `turn ${view.turn + 1}`);

function renderTable() {
  const box = $("#table");
  box.replaceChildren(
    // in setup no one has a turn yet: whose setup it is is the faction deciding
    el("div", {}, `${turnLabel()} · ${titleOf(view.phase === "setup" && view.pending ? view.pending.faction : view.current)}'s ${view.phase} · step ${view.step}`),
    el("div", {}, `deck: ${view.deck_count} card(s) · discard: ${view.discard.length ? view.discard[view.discard.length - 1] + " on top" : "empty"}`),
    el("div", { class: "muted" }, `available dominance: ${view.available_dominance.join(", ") || "none"}`),
    ...(view.hirelings_words ? [el("div", { class: "hirelings" }, view.hirelings_words)] : []),
  );
}

function renderLog() {
  const box = $("#log");
  box.replaceChildren(...(view.log || []).slice().reverse().slice(0, 80).map((line) => el("li", {}, line)));
}

function render() {
  document.body.dataset.step = view.step;  // for tests and scripts: the step shown
  $("#status").textContent = `${layout.title} · ${WATCH ? "watching" : "you are " + titleOf(view.faction)} · ${turnLabel()}`;
  drawPieces();
  renderDecision();
  renderPlayers();
  renderHand();
  renderTable();
  renderLog();
  drawMarks();
}

// ------------------------------------------------------------------ replay
async function showStep(n) {
  try {
    view = await api(`/steps/${n}`);
  } catch (e) { showError(e); return; }
  history.replaceState(null, "", `?token=${encodeURIComponent(TOKEN)}&step=${view.step}`);
  render();
  $("#prompt").textContent = `Replay: after step ${view.step}`;
  $("#options").replaceChildren(
    ...[["« start", 0], ["‹ back", view.step - 1], ["next ›", view.step + 1], ["now »", -1]].map(([label, to]) => {
      const b = el("button", { type: "button", "data-step": String(to) }, label);
      b.addEventListener("click", async () => {
        if (to === -1) { location.search = `?token=${encodeURIComponent(TOKEN)}`; return; }
        await showStep(Math.max(0, to));
      });
      return b;
    }));
  $("#typed").style.display = "none";
}

// ------------------------------------------------------------------ start
async function start() {
  try {
    meta = await (await fetch("/api/meta")).json();
    view = await api(REPLAY === null ? "" : `/steps/${REPLAY}`);
    const flooded = view.flooded ? `?flooded=${encodeURIComponent(view.flooded.join(","))}` : "";
    layout = await (await fetch(`/api/maps/${view.map}${flooded}`)).json();
  } catch (e) {
    $("#status").textContent = e.error || "cannot load the game";
    return;
  }
  drawMap();
  document.body.classList.toggle("watching", WATCH);
  if (REPLAY !== null) { await showStep(REPLAY); return; }
  $("#cover-go").addEventListener("click", () => document.body.classList.remove("covered"));
  await show(view);
  $("#typed").addEventListener("submit", (ev) => { ev.preventDefault(); const t = $("#action").value.trim(); if (t) act(t); });
  $("#why").addEventListener("click", async () => {
    const t = $("#action").value.trim();
    if (!t) return;
    try {
      const r = await api("/why", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ action: t }) });
      $("#error").textContent = r.legal ? `legal: ${r.steps.join(", then ")}` : `${r.reason}${r.rules.length ? "  (Law " + r.rules.join(", ") + ")" : ""}`;
    } catch (e) { showError(e); }
  });
  $("#undo").addEventListener("click", async () => {
    $("#error").textContent = "";
    try {
      view = await api("/undo", { method: "POST" });
      chosen = [];
      chosenForest = null;
      render();
    } catch (e) { showError(e); }
  });
  const events = new EventSource(`/api/games/${GAME}/events?after=${view.step}`);
  events.onmessage = async (m) => {
    const steps = JSON.parse(m.data).steps;
    if (steps !== view.step) await refresh();
  };
}
start();
