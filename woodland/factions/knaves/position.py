"""The Knaves' part of positions and saved games (docs/position-format.md).

Board fields (all optional):

``captains``       the three Captain cards and where each captain is: ``{"thief": 5,
                   "ranger": "F3", "tinker": null}`` (a clearing, a forest, or off the map);
                   a captain in a clearing is one of the Knaves' warriors listed there.
                   Default: the first three cards, off the map (18.3.2).
``face_up``        the Captain cards face up in the supply (default: all but ``acting``)
``acting``         the card in the Acting Captain slot (18.4), default none
``short``          true when Ready placed the Acting Captain this turn (18.4)
``stash``          items, face down ones written ``sword_x`` (default: the cards' six, 18.3.4)
``forest_skunks``  Skunks per forest: ``{"F3": 2}``, from the supply
``prisoners``      the Prisoner in each forest: ``{"F2": "marquise"}``, from its owner's supply
Acclaim are tokens ``acclaim`` of the clearings (18.2.3).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from woodland.core.errors import InvalidPosition, Problem

if TYPE_CHECKING:
    from woodland.core.game import Game
    from woodland.factions.knaves import Knaves

FIELDS = ("captains", "face_up", "acting", "short", "stash", "forest_skunks", "prisoners")
ITEM_KINDS = ("bag", "boots", "coins", "crossbow", "hammer", "sword", "tea", "torch")


def load(f: "Knaves", g: "Game", spec: dict[str, Any], take: Any) -> None:
    from woodland.factions.knaves import ACCLAIM, OFF, captain_keys, parse_loc
    from woodland.factions.vagabond import CHARACTERS

    p: list[Problem] = []
    for k in sorted(set(spec) - set(FIELDS)):
        p.append(Problem(f"knaves.{k}", f"unknown field ({', '.join(FIELDS)})"))
    f.ensure_forests(g)
    caps = spec.get("captains", {k: None for k in captain_keys()[:3]})
    if not isinstance(caps, dict) or len(caps) != 3 or not all(k in captain_keys() for k in caps):
        p.append(Problem("knaves.captains", f"expected three Captain cards ({', '.join(captain_keys())}) with "
                         "their places", "18.3.2"))
        caps = {}
    for k, where in caps.items():
        f.captains.append(k)
        loc = OFF if where is None else parse_loc(g, where)
        if loc is None:
            p.append(Problem(f"knaves.captains.{k}", f"no clearing or forest {where!r} on this map", "2.2"))
            loc = OFF
        if loc >= 0 and g.warriors[loc * g.n + f.seat] <= len(f.captains_in(loc)):
            p.append(Problem(f"knaves.captains.{k}", f"a captain in clearing {loc + 1} is one of the Knaves' "
                             "warriors listed there", "18.2.4"))
            loc = OFF
        f.at[k] = loc
        if loc >= 0:
            f.supply += 1  # a captain, not a Skunk of the supply, stands there
    f.acting = spec.get("acting") or ""
    if f.acting and f.acting not in f.captains:
        p.append(Problem("knaves.acting", f"{f.acting!r} is not one of the captains", "18.4"))
        f.acting = ""
    up = spec.get("face_up", [k for k in f.captains if k != f.acting])
    if not isinstance(up, list) or any(k not in f.captains or k == f.acting for k in up):
        p.append(Problem("knaves.face_up", "expected captains not in the Acting Captain slot", "18.4"))
        up = []
    f.up = list(up)
    f.short = bool(spec.get("short", False))
    stash = spec.get("stash", [it for k in f.captains for it in CHARACTERS[k]["captain"]])
    if not isinstance(stash, list) or any(str(it).removesuffix("_x") not in ITEM_KINDS for it in stash):
        p.append(Problem("knaves.stash", "expected items (face down: sword_x)", "18.2.2"))
        stash = []
    f.stash = [str(it) for it in stash] + f.items  # 18.2.2: the Knaves' crafted items are in the Stash
    f.items = []
    for name, n in _forests(g, spec, "forest_skunks", p).items():
        if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= f.supply:
            p.append(Problem(f"knaves.forest_skunks.{name}", f"expected 0 to {f.supply} Skunks", "18.3.1"))
            continue
        f.supply -= n
        f.woods[_index(name)] += n
    for name, key in _forests(g, spec, "prisoners", p).items():
        o = next((x for x in g.factions if x.key == key and x.seat != f.seat), None)
        if o is None or o.supply <= 0:
            p.append(Problem(f"knaves.prisoners.{name}", f"{key!r}: expected an enemy faction with a warrior in "
                             "supply", "18.2.6"))
            continue
        o.supply -= 1
        f.prisoners[_index(name)] = o.seat
    for c, ts in enumerate(g.tokens):
        if ts.count((f.seat, ACCLAIM)) > 1:
            p.append(Problem(f"clearings.{c + 1}", "a clearing holds one acclaim at most", "18.2.3"))
    if p:
        raise InvalidPosition(p)


def _index(name: str) -> int:
    return int(name[1:]) - 1


def _forests(g: "Game", spec: dict[str, Any], field: str, p: list[Problem]) -> dict[str, Any]:
    d = spec.get(field, {})
    if not isinstance(d, dict):
        p.append(Problem(f"knaves.{field}", "expected an object by forest (F1, F2...)"))
        return {}
    out = {}
    for name, v in d.items():
        if not (isinstance(name, str) and name[:1].upper() == "F" and name[1:].isdigit()
                and 1 <= int(name[1:]) <= len(g.map.forests)):
            p.append(Problem(f"knaves.{field}.{name}", f"no forest {name!r} (F1-F{len(g.map.forests)})", "2.4"))
            continue
        out["F" + name[1:]] = v
    return out


def problems(f: "Knaves", g: "Game") -> list[tuple[str, str, str]]:
    return []


def state_problems(f: "Knaves", g: "Game") -> list[tuple[str, str]]:
    """Fields of a saved game no game can have."""
    out = []
    if any(not isinstance(k, str) or k not in f.at for k in f.captains) or len(f.captains) > 3:
        out.append(("captains", "expected at most three Captain cards, each with a place"))
    for k in f.captains:
        loc = f.at.get(k, -1)
        if not isinstance(loc, int) or not (-2 - len(g.map.forests) < loc < g.map.n):
            out.append(("at", f"no place {loc!r} for the {k}"))
        elif loc >= 0 and g.warriors[loc * g.n + f.seat] < len(f.captains_in(loc)):
            out.append(("at", f"the {k} in clearing {loc + 1} must be one of the Knaves' warriors there"))
    if f.acting and f.acting not in f.captains or any(k not in f.captains for k in f.up):
        out.append(("up", "expected captains"))
    if f.woods and (len(f.woods) != len(g.map.forests) or any(n < 0 for n in f.woods)):
        out.append(("woods", "expected Skunks per forest"))
    if f.prisoners and any(not -1 <= o < g.n or o == f.seat for o in f.prisoners):
        out.append(("prisoners", "expected an enemy seat per forest"))
    if any(str(it).removesuffix("_x") not in ITEM_KINDS for it in f.stash):
        out.append(("stash", "expected items"))
    return out
