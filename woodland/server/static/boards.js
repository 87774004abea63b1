// Each player's faction board drawn from its picture (woodland/server/boards.py): tracks
// with the pieces left on them and what each space shows, piles of pieces, cards, the
// columns of a Decree, items face up or down and damaged, markers on a ladder. Parts are
// drawn by their kind, never by faction: a new faction's board is drawn as it comes.
// Uses game.js's globals (el, svg, meta, colour, titleOf).
"use strict";

const SUIT_COLOURS = { fox: "#e0603a", rabbit: "#e8c547", mouse: "#d99a5b", bird: "#6fa8dc" };
const isFaction = (key) => meta.factions.some((f) => f.key === key);
// a key's colour: a suit's, a faction's, else the board's owner's
const tint = (key, owner) => SUIT_COLOURS[key] || (isFaction(key) ? colour(key) : colour(owner));
const nameOf = (key) => (isFaction(key) ? titleOf(key) : String(key).replaceAll("_", " "));

function boardPicture(p) {
  const box = el("div", { class: "board-picture", "data-board": p.faction });
  for (const part of p.picture || []) box.append(drawPart(part, p.faction));
  return box;
}

function drawPart(part, owner) {
  const row = el("div", { class: `part ${part.kind}`, "data-part": part.label });
  row.append(el("span", { class: "part-label" }, part.label));
  row.append((DRAW[part.kind] || DRAW.text)(part, owner));
  return row;
}

// a card or any name, bordered in its suit's colour when it names one ("Ambush (bird)")
function card(name) {
  const suit = (name.match(/\((fox|rabbit|mouse|bird)\)/) || [])[1] || "";
  return el("span", { class: `chip ${suit}`, style: suit ? `border-color:${SUIT_COLOURS[suit]}` : "" }, name);
}

function tip(node, text) {
  node.append(svg("title", {}, text));
  return node;
}

const SPACE = 40;
const DRAW = {
  // pieces are taken from the left: the pieces left cover the last spaces
  track(part, owner) {
    const box = el("div", { class: "tracks" });
    for (const r of part.rows) {
      const marks = Object.entries(r.marks);
      const high = 20 + 10 * Math.max(0, marks.length - 1);
      const pic = svg("svg", { width: r.spaces * SPACE + 2, height: high + 2, class: "track", "data-left": r.left });
      for (let i = 0; i < r.spaces; i++) {
        const covered = i >= r.spaces - r.left, x = 1 + i * SPACE;
        const words = marks.map(([name, vals]) => `${vals[i]} ${name}`).join(", ");
        const g = tip(svg("g", { class: covered ? "space covered" : "space" }),
          `space ${i + 1}: ${words || "—"}${covered ? ` (under a ${r.label || part.label} still on the track)` : " (uncovered)"}`);
        g.append(svg("rect", { x, y: 1, width: SPACE - 2, height: high, rx: 4, fill: covered ? tint(r.label, owner) : "#fff", stroke: "#4a3b22" }));
        marks.forEach(([name, vals], k) => {
          if (k > 0 && !vals[i]) return;  // a second mark only where it says something (a draw bonus)
          g.append(svg("text", { x: x + 3, y: 13 + k * 10, class: k ? "mark minor" : "mark" }, k ? `${vals[i]} ${name}` : `${vals[i]} ${name}`));
        });
        pic.append(g);
      }
      box.append(el("div", { class: "track-row" }, el("span", { class: "row-label" }, r.label), pic,
        el("span", { class: "muted" }, ` ${r.left} left`)));
    }
    return box;
  },
  count(part, owner) {
    const n = Number(part.n) || 0;
    const pic = svg("svg", { width: Math.min(n, 15) * 12 + 4, height: 14, class: "pile" });
    for (let i = 0; i < Math.min(n, 15); i++) pic.append(svg("circle", { cx: 7 + i * 12, cy: 7, r: 5, fill: colour(owner), stroke: "#222" }));
    return el("span", {}, pic, ` ${n}`);
  },
  counts(part, owner) {
    const box = el("span", {});
    for (const [k, n] of Object.entries(part.counts))
      box.append(el("span", { class: "chip", style: `border-color:${tint(k, owner)}` }, `${nameOf(k)}: ${n}`));
    if (!box.childElementCount) box.append(el("span", { class: "muted" }, "—"));
    return box;
  },
  chips(part) {
    const box = el("span", {});
    for (const c of part.chips) box.append(card(c));
    if (!box.childElementCount) box.append(el("span", { class: "muted" }, "—"));
    return box;
  },
  columns(part, owner) {
    const box = el("div", { class: "columns" });
    for (const [k, cards] of Object.entries(part.columns))
      box.append(el("div", { class: "column", "data-column": k, style: `border-top-color:${tint(k, owner)}` },
        el("strong", {}, nameOf(k)), ...cards.map(card)));
    return box;
  },
  // an item: face up, or face down (exhausted); damaged ones crossed out
  items(part) {
    const w = 74, h = 30;  // "crossbow" fits
    const pic = svg("svg", { width: Math.max(1, part.items.length) * (w + 4), height: h + 2, class: "items" });
    part.items.forEach((it, i) => {
      const x = 1 + i * (w + 4), down = it.states.includes("exhausted") || it.states.includes("face down"), hurt = it.states.includes("damaged");
      const g = tip(svg("g", { class: `item ${it.states.join(" ")}`, "data-item": it.name }),
        `${it.name}: ${it.states.length ? it.states.join(", ") : "face up"}`);
      g.append(svg("rect", { x, y: 1, width: w, height: h, rx: 5, fill: down ? "#6b5f49" : "#fffaf0", stroke: "#4a3b22" }),
        svg("text", { x: x + 5, y: 20, fill: down ? "#fff" : "#2b2419" }, it.name));
      if (hurt) g.append(svg("line", { x1: x + 2, y1: h - 1, x2: x + w - 2, y2: 3, stroke: "#c0392b", "stroke-width": 3 }));
      pic.append(g);
    });
    return part.items.length ? pic : el("span", { class: "muted" }, "—");
  },
  ladder(part) {
    const w = 70, h = 34;
    const pic = svg("svg", { width: part.steps.length * w + 2, height: h + 2, class: "ladder" });
    part.steps.forEach((name, i) => {
      pic.append(svg("rect", { x: 1 + i * w, y: 1, width: w - 2, height: h, rx: 4, fill: "#fff", stroke: "#4a3b22" }),
        svg("text", { x: 4 + i * w, y: 12, class: "mark minor" }, name));
    });
    const at = {};
    for (const [k, step] of Object.entries(part.markers)) {
      const j = (at[step] = (at[step] || 0) + 1) - 1;
      pic.append(tip(svg("circle", { cx: 12 + step * w + j * 16, cy: 25, r: 7, fill: tint(k), stroke: "#222", "data-marker": k }),
        `${nameOf(k)}: ${part.steps[step]}`));
    }
    return pic;
  },
  text(part) {
    const t = part.text;
    return el("span", {}, t === null || t === undefined || t === "" ? "—" : t === true ? "yes" : t === false ? "no" : String(t).replaceAll("_", " "));
  },
  group(part, owner) {
    const box = el("div", { class: "group" });
    for (const p of part.parts) box.append(drawPart(p, owner));
    return box;
  },
};
