"""The Knaves of the Deepwood in words for the terminal (ch. 18): captains, acclaim, Prisoners."""

from __future__ import annotations

from collections import Counter
from typing import Any, Sequence

from woodland.core.faction import package_json
from woodland.factions import FactionWords

#: the Knaves' actions: how many words the text needs, and what it says
GLOSSES = {"ready": (1, "readies the {0}, Law 18.4"),
           "go": (1, "moves the Acting Captain to {0}, Law 18.5.1.I"),
           "filch": (2, "filches {1} from {0}, Law 18.5.1.III"),
           "dash": (0, "dashes, Law 18.5.1.IV.a"), "assault": (0, "assaults, Law 18.5.1.IV.b"),
           "skirmish": (0, "skirmishes, Law 18.5.1.IV.c"), "nab": (0, "nabs, Law 18.5.1.IV.d"),
           "revel": (0, "revels, Law 18.5.1.IV.e"), "gift": (0, "gives a gift, Law 18.5.1.IV.f"),
           "serve": (0, "serves, Law 18.5.1.IV.g"),
           "protect": (1, "protects the weak in {0}, Law 18.6.2")}

#: the item actions (18.5.1.IV); with items named they flip those instead (appendix K)
ITEM_KINDS = ("dash", "assault", "skirmish", "nab", "revel", "gift", "serve")
ONE_ITEM = ("assault tea: the Acting Captain's ability flips the item named instead of the action's own"
            " (once a turn; the Ranger K.3.2, the Vagrant K.4.2)")
TWO_ITEMS = "gift bag sword: the Cheat flips the two items named for any item action (K.10.2)"

#: what an enemy of the Knaves does on their Take It Easy (18.6.3), told whoever takes it
ANY_GLOSSES = {"free": (1, "frees its Prisoners in the forests next to {0} into {0}, Law 18.6.3"),
               "prisoners": (1, "{0} frees its Prisoners, Law 18.6.3")}


def captain_texts() -> dict[str, str]:
    """Each Captain card (appendix K) in words, by character key: its two Stash items
    (K.n.1, the character's data ``captain``) and its ability (K.n.2, words.json)."""
    from woodland.factions.vagabond import CHARACTERS

    words = package_json(__package__ or "woodland.factions.knaves", "words.json") or {}
    out = {}
    for key, (rule, text) in (words.get("captains") or {}).items():
        items = ", ".join(CHARACTERS.get(key, {}).get("captain") or []) or "?"
        out[key] = f"Stash {items}; {text} (Law {rule})"
    return out


class Words(FactionWords):
    legend = "captain NAME: a Knave captain, counted among the Knaves' warriors (* the Acting Captain, 18.4)"

    def summary(self, board: dict[str, Any], view: dict[str, Any] | None) -> str:
        """Captains and where they are, the Acting one, Prisoners, the Stash."""
        b = board
        caps = ", ".join(f"{k}{'*' if k == b.get('acting') else ''}@{w or 'off'}"
                         for k, w in (b.get("captains") or {}).items()) or "-"
        woods = ",".join(f"{f}:{n}" for f, n in (b.get("forest_skunks") or {}).items()) or "-"
        return (f"captains {caps}; Skunks in forests {woods}; Prisoners {len(b.get('prisoners') or {})}; "
                f"stash {' '.join(b.get('stash') or []) or '-'}; {b.get('skunks_in_supply', 0)} Skunks and "
                f"{b.get('acclaim_in_supply', 0)} acclaim in supply")

    def subtitle(self, board: dict[str, Any]) -> str:
        acting = board.get("acting")
        return f"the {str(acting).title()} acts" if acting else ""

    def gloss_any(self, kind: str, args: list[str]) -> str:
        if kind in ANY_GLOSSES and len(args) >= ANY_GLOSSES[kind][0]:
            return ANY_GLOSSES[kind][1].format(*args)
        return ""

    def gloss(self, kind: str, args: list[str]) -> str:
        if kind in GLOSSES and len(args) >= GLOSSES[kind][0]:
            return GLOSSES[kind][1].format(*args)
        return ""

    def card_texts(self) -> dict[str, str]:
        """The twelve Captain cards (appendix K), as ``Thief (Captain)``."""
        return {f"{key.title()} (Captain)": f"Knave Captain · {text}" for key, text in captain_texts().items()}

    def menu_legend(self, kind: str, options: Sequence[Any]) -> str:
        """Choosing or readying a captain (18.3.2, 18.4): what each Captain card offered does."""
        if kind == "knaves_daylight":  # an item action naming the items it flips instead of its own
            counts = {len(a.args) for a in options if a.kind in ITEM_KINDS and a.args}
            return "; ".join(text for n, text in ((1, ONE_ITEM), (2, TWO_ITEMS)) if n in counts)
        if kind not in ("knaves_captain", "knaves_ready"):
            return ""
        texts = captain_texts()
        named = [str(a.args[0]) for a in options if getattr(a, "args", None) and str(a.args[0]) in texts]
        return "\n".join(f"{k.title()}: {texts[k]}" for k in dict.fromkeys(named))

    def board_changes(self, before: dict[str, Any], after: dict[str, Any], text: str = "",
                      reshuffled: bool = False) -> list[str]:
        """For the log: Take It Easy (18.6.3: the Captain cards and the Stash's items face up
        again), the captains' places (a forest is not on the map's count), Skunks and
        Prisoners in the forests (18.2.5, 18.2.6)."""
        out: list[str] = []
        # 18.6.3: cards face down before (once the board was set up, 18.3.4) turn face up
        cards = [k for k in after.get("face_up") or [] if k not in (before.get("face_up") or [])]
        was = Counter(before.get("stash") or [])
        items = sorted(it for it in after.get("stash") or [] if not it.endswith("_x")
                       and was[it + "_x"] and not was[it])
        if before.get("stash") and (cards or items):
            told = [f"the Captain cards {', '.join(cards)} face up"] if cards else []
            told += [f"the Stash's {', '.join(items)} face up"] if items else []
            out.append(f"takes it easy: {' and '.join(told)} (Law 18.6.3)")
        if before.get("acting") and not after.get("acting"):  # 18.5.2: its card face down
            out.append(f"retires the {before['acting']} (Law 18.5.2)")
        b_caps, a_caps = before.get("captains") or {}, after.get("captains") or {}
        for k, where in a_caps.items():
            if k in b_caps and where != b_caps[k]:
                out.append(f"captain {k} {b_caps[k] or 'off the map'} → {where or 'off the map'}")
        b_sk, a_sk = before.get("forest_skunks") or {}, after.get("forest_skunks") or {}
        for f in sorted(set(b_sk) | set(a_sk), key=lambda x: int(str(x)[1:])):
            if b_sk.get(f, 0) != a_sk.get(f, 0):
                out.append(f"Skunks in {f} {b_sk.get(f, 0)} → {a_sk.get(f, 0)}")
        b_pr, a_pr = before.get("prisoners") or {}, after.get("prisoners") or {}
        for f in sorted(set(b_pr) | set(a_pr), key=lambda x: int(str(x)[1:])):
            if b_pr.get(f) != a_pr.get(f):
                if b_pr.get(f):
                    out.append(f"Prisoner ({b_pr[f]}) leaves {f}")
                if a_pr.get(f):
                    out.append(f"Prisoner ({a_pr[f]}) in {f} (Law 18.2.6)")
        return out

    def clearing_notes(self, board: dict[str, Any]) -> dict[int, list[str]]:
        """Each captain in a clearing (18.2.4), the Acting one starred."""
        out: dict[int, list[str]] = {}
        for k, where in (board.get("captains") or {}).items():
            if str(where).isdigit():
                out.setdefault(int(where), []).append(f"captain {k}{'*' if k == board.get('acting') else ''}")
        return out
