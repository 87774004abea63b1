// Another seat's decisions shown one step at a time: warriors and pawns slide along the
// paths, pieces removed fade out, pieces placed are ringed, and the step's log line is
// shown. The steps come from the server's frames (/frames: the public pieces after each
// step and the log as this seat may read it), so nothing hidden is shown.
// Uses game.js's globals (layout, view, svg, pieceBox, px, py, colour, titleOf, drawPieces).
"use strict";

// milliseconds per step that changes the map (?pace=N, remembered); a step that changes
// nothing on the map (a card chosen, a phase ended) is shown for a quarter of it
const PACED = new URLSearchParams(location.search).get("pace");
const PACE = Math.max(0, Number(PACED || localStorage.getItem("woodland-pace") || 900));
if (PACED !== null) localStorage.setItem("woodland-pace", String(PACE));

let onScreen = null;      // the pieces of the frame shown now (null: the view's)
let skipping = false;     // the person asked to skip to the present
let wakeUp = () => {};    // ends the present pause early (skip)

function pause(ms) {
  return new Promise((resolve) => {
    const t = setTimeout(resolve, ms);
    wakeUp = () => { clearTimeout(t); resolve(); };
  });
}

function skipAnimation() {
  skipping = true;
  for (const a of document.getAnimations()) a.finish();
  wakeUp();
}
document.getElementById("skip").addEventListener("click", skipAnimation);

// per (clearing, faction): warriors; per clearing: the pawns and the other pieces as "owner kind"
function countWarriors(clearings) {
  const out = new Map();
  for (const c of clearings) for (const [k, n] of Object.entries(c.warriors)) out.set(`${c.number}|${k}`, n);
  return out;
}
function pieceList(c) {
  return [...c.buildings, ...c.tokens].map(([owner, kind]) => `${owner}|${kind}`);
}
// the items of `a` not in `b`, as many times as they are missing (multisets)
function minus(a, b) {
  const left = [...b];
  return a.filter((x) => { const i = left.indexOf(x); if (i < 0) return true; left.splice(i, 1); return false; });
}
const adjacent = (a, b) => [...layout.paths, ...layout.rivers].some(([x, y]) => (x === a && y === b) || (x === b && y === a));

// what changed from one frame to the next: warriors and pawns moved (from, to, faction,
// count), pieces placed and removed (clearing, faction, kind)
function changes(before, after) {
  const moves = [], placed = [], removed = [];
  const wb = countWarriors(before.clearings), wa = countWarriors(after.clearings);
  const delta = new Map();
  for (const key of new Set([...wb.keys(), ...wa.keys()])) {
    const d = (wa.get(key) || 0) - (wb.get(key) || 0);
    if (d) delta.set(key, d);
  }
  // a faction's warriors that left one clearing and arrived in an adjacent one moved
  for (const [from, d] of delta) {
    if (d >= 0) continue;
    const [a, k] = from.split("|");
    for (const [to, e] of delta) {
      const [b, k2] = to.split("|");
      if (e <= 0 || k2 !== k || !adjacent(Number(a), Number(b))) continue;
      const n = Math.min(-delta.get(from), e);
      if (n <= 0) continue;
      moves.push({ from: Number(a), to: Number(b), faction: k, count: n, pawn: false });
      delta.set(from, delta.get(from) + n);
      delta.set(to, e - n);
    }
  }
  for (const [key, d] of delta) {
    const [c, k] = key.split("|");
    if (d > 0) placed.push({ clearing: Number(c), faction: k, kind: `${d} warrior${d > 1 ? "s" : ""}` });
    if (d < 0) removed.push({ clearing: Number(c), faction: k, kind: `${-d} warrior${d < -1 ? "s" : ""}` });
  }
  // pawns: one that left a clearing (or forest) for another moved
  const where = (f, k) => {
    const c = f.clearings.find((x) => x.pawns.includes(k));
    return c ? { clearing: c.number } : (f.forests && f.forests[k] ? { forest: f.forests[k] } : null);
  };
  const pawns = new Set(after.clearings.flatMap((c) => c.pawns).concat(Object.keys(after.forests || {})));
  for (const k of pawns) {
    const a = where(before, k), b = where(after, k);
    if (a && b && JSON.stringify(a) !== JSON.stringify(b)) moves.push({ from: a, to: b, faction: k, count: 1, pawn: true });
  }
  before.clearings.forEach((c, i) => {
    const bp = pieceList(c), ap = pieceList(after.clearings[i]);
    for (const x of minus(ap, bp)) placed.push({ clearing: c.number, faction: x.split("|")[0], kind: x.split("|")[1] });
    for (const x of minus(bp, ap)) removed.push({ clearing: c.number, faction: x.split("|")[0], kind: x.split("|")[1] });
  });
  return { moves, placed, removed };
}

// the centre of a clearing (a number) or a forest ({forest: name}) on the map
function spot(at) {
  if (typeof at === "number" || at.clearing) {
    const c = layout.clearings[(typeof at === "number" ? at : at.clearing) - 1];
    return [px(c), py(c)];
  }
  const f = layout.forests.find((x) => x.name === at.forest);
  return f ? [px(f), py(f)] : [0, 0];
}

function layer() {
  const root = document.querySelector("#map svg");
  let g = root.querySelector("g.animation");
  if (!g) { g = svg("g", { class: "animation" }); root.append(g); }
  return g;
}

// slide a piece from one place to another; fade a removed piece out; ring a placed one
function slide(m, ms) {
  const [x1, y1] = spot(m.from), [x2, y2] = spot(m.to);
  const g = pieceBox(x1 - 14, y1 - 11, m.pawn ? 22 : 28, 22, colour(m.faction), m.pawn ? "P" : String(m.count),
    `${titleOf(m.faction)} ${m.pawn ? "pawn" : "warrior"} moving`, m.pawn);
  g.classList.add("ghost", "moving");
  layer().append(g);
  return g.animate([{ transform: "translate(0px, 0px)" }, { transform: `translate(${x2 - x1}px, ${y2 - y1}px)` }],
    { duration: ms, easing: "ease-in-out", fill: "forwards" }).finished.catch(() => {});
}
function fade(r, ms) {
  const [x, y] = spot(r.clearing);
  const g = svg("g", { class: "ghost removed" });
  g.append(svg("circle", { cx: x, cy: y, r: 30 }), svg("text", { x: x - 30, y: y + 4 }, `−${r.kind}`),
    svg("title", {}, `${titleOf(r.faction)} ${r.kind} removed`));
  layer().append(g);
  return g.animate([{ opacity: 1 }, { opacity: 0 }], { duration: ms, fill: "forwards" }).finished.catch(() => {});
}
function ring(p) {
  const [x, y] = spot(p.clearing);
  const g = svg("g", { class: "ghost placed" });
  g.append(svg("circle", { cx: x, cy: y, r: 48, stroke: colour(p.faction) }), svg("title", {}, `${titleOf(p.faction)} ${p.kind} placed`));
  layer().append(g);
}

// show one frame: the step's words, then its moves, removals and placements
async function playFrame(before, f) {
  document.body.dataset.frame = f.step;
  const { moves, placed, removed } = changes(before, f);
  const visible = moves.length + placed.length + removed.length > 0;
  $("#replay-line").textContent = (f.log && f.log.length ? f.log.join(" · ") : `${titleOf(f.faction)} decided`);
  $("#prompt").textContent = `${titleOf(f.faction)} decides (step ${f.step}) …`;
  layer().replaceChildren();
  if (visible && !skipping) {
    const ms = PACE * 0.6;
    await Promise.all([...moves.map((m) => slide(m, ms)), ...removed.map((r) => fade(r, ms))]);
  }
  onScreen = f;
  drawPieces();
  for (const p of placed) ring(p);
  if (!skipping) await pause(visible ? PACE * 0.4 : PACE / 4);
}

// the frames between the view on screen and `step`, taken by other seats, one by one
async function showSteps(step) {
  if (REPLAY !== null || !view || step <= view.step || PACE === 0) return;
  let frames = [];
  try { frames = (await api(`/frames?after=${view.step}`)).frames.filter((f) => f.step <= step); } catch (e) { return; }
  if (!frames.some((f) => f.faction !== view.faction)) return;
  skipping = false;
  document.body.classList.add("animating");
  let before = onScreen || { clearings: view.clearings, forests: forestsOf(view) };
  for (const f of frames) {
    if (f.faction !== view.faction && !skipping) await playFrame(before, f);
    before = f;
  }
  layer().replaceChildren();
  onScreen = null;
  skipping = false;
  delete document.body.dataset.frame;
  $("#replay-line").textContent = "";
  document.body.classList.remove("animating");
}
