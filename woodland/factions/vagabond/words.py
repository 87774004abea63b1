"""Either Vagabond in words for the terminal (ch. 9, appendix V): his board, his actions,
the quests and the Arbiter enlisted by other players."""

from __future__ import annotations

from typing import Any, Iterable

from woodland.core.faction import FACTIONS
from woodland.factions import FactionWords, relationship
from woodland.factions.vagabond import CHARACTER_TYPES, DATA

#: the Vagabond's actions: how many words the text needs, and what it does
GLOSSES = {"instigate": (2, "Instigate: {0} battles {1}, Law V.4.2"),
           "scorch": (0, "Scorched Earth: a torch here removes every enemy piece, Law V.6.2"),
           "steal": (1, "steals a random card from {0}, Law V.1.2"),
           "labor": (1, "Day Labor: takes {0} from the discard pile, Law V.2.2"),
           "hideout": (0, "Hideout: repairs three items and ends Daylight, Law V.3.2"),
           "improvise": (3, "Improvise: completes {0} with his {1} as {2} (then damaged), Law V.7.2"),
           "glide": (1, "Glide: his pawn alone to clearing {0}, Law V.8.2"),
           "con": (3, "Con: completes {0} exhausting his {1} and {2} instead, Law V.10.2"),
           "duel": (2, "Duel: exhausts and damages his {0} to remove a {1} warrior here and draw a card, Law V.11.2"),
           "coerce": (2, "Coerce: spends {0} as if exhausting a {1} (he loses a point after the action), Law V.12.2")}


def items_text(items: Iterable[str]) -> str:
    """Items by kind with their state (9.1: exhausted, damaged), the same ones counted."""
    counts: dict[str, int] = {}
    for it in items:
        kind = it.split("_")[0]
        flags = []
        if "_d" in it:
            flags.append("damaged")
        if it.endswith("_x"):
            flags.append("exhausted")
        name = kind + (f" ({', '.join(flags)})" if flags else "")
        counts[name] = counts.get(name, 0) + 1
    return ", ".join(nm if k == 1 else f"{nm} ×{k}" for nm, k in counts.items()) or "none"


def quest_items() -> dict[str, list[str]]:
    """Each quest (``Fundraising (fox)``) with the two items it exhausts (9.5.5)."""
    return {f"{q['name']} ({q['suit']})": list(q["items"]) for q in DATA.get("quests", [])}


def quest_text(label: str) -> str:
    """A face-up quest with its cost: ``Fundraising (fox: tea+coins)``."""
    items = quest_items().get(label)
    return f"{label[:-1]}: {'+'.join(items)})" if items and label.endswith(")") else label


def quest_info(label: str) -> str:
    """What a quest card asks and gives (9.5.5), like a card of the deck."""
    suit = label.rsplit("(", 1)[-1].rstrip(")")
    items = " and ".join(quest_items().get(label, []))
    return (f"quest · in a {suit} clearing, exhaust {items}; then score one point per completed {suit} "
            "quest (this one included) or draw two cards (Law 9.5.5)")


def _vagabonds(view: dict[str, Any] | None) -> int:
    if view is None:
        return 0
    return sum(1 for q in view["players"] if q["faction"] in FACTIONS and FACTIONS[q["faction"]].is_vagabond)


class Words(FactionWords):
    def moves_off_map(self, who: str, before: dict[str, Any], after: dict[str, Any]) -> list[str]:
        """The pawn moved into a forest (9.2.2, 9.5.2 Slip)."""
        f = after.get("forest")
        return [f"{who} to forest {f}"] if f and f != before.get("forest") else []

    def track_changes(self, who: str, before: dict[str, Any], after: dict[str, Any]) -> list[str]:
        """His relationships (9.2.9; two Vagabonds have one each, 9.7)."""
        if "relationships" not in after:
            return []
        was = dict(before.get("relationships") or {}) if "relationships" in before else {}
        return [f"{who}'s relationship with {other} now {relationship(v)}"
                for other, v in dict(after.get("relationships") or {}).items() if other in was and v != was[other]]

    def summary(self, board: dict[str, Any], view: dict[str, Any] | None) -> str:
        """Either Vagabond's board (9.7: each has its own items, relationships and completed
        quests; the face-up quests are shared, 9.7.2)."""
        b = board
        two = _vagabonds(view) > 1
        forest = f"forest {b['forest']}" if b.get("forest") else "—"
        where = f"clearing {b['clearing']}" if b.get("clearing") else forest
        rel = ", ".join(f"{k} {relationship(v)}" for k, v in (b.get("relationships") or {}).items())
        ch = b.get("character")
        parts = [f"{ch or 'no character yet'} in {where}"]
        if ch in CHARACTER_TYPES:
            character = CHARACTER_TYPES[ch]
            parts.append(f"special action {character.special} ({character.rule})")
        parts.append(f"items: {items_text(b.get('items', []))}")
        if two and b.get("r_items"):  # 9.7.3: he cannot take another R item of these kinds from a ruin
            parts.append("R items: " + ", ".join(b["r_items"]))
        if b.get("removed_items"):
            parts.append("removed: " + ", ".join(b["removed_items"]))
        parts.append(f"relationships: {rel or '—'}")
        aided = b.get("aided_this_turn") or {}
        if aided:
            parts.append("aided this turn: " + ", ".join(f"{k} ×{n}" for k, n in aided.items()))
        shared = " (shared by both Vagabonds, 9.7.2)" if two else ""
        parts.append("quests: " + (", ".join(quest_text(q) for q in b.get("quests", [])) or "—") + shared)
        if "quest_deck" in b:
            parts.append(f"quest deck {b['quest_deck']}")
        done = b.get("completed_quests") or []
        parts.append(f"completed {len(done)}" + (": " + ", ".join(done) if done else ""))
        if b.get("scorched"):
            parts.append("Scorched Earth torch in " + ", ".join(str(c) for c in b["scorched"]))
        if b.get("coerced"):
            parts.append(f"a card spent with Coerce stands for a {b['coerced']} (V.12.2)")
        return "; ".join(parts)

    def subtitle(self, board: dict[str, Any]) -> str:
        """The character as printed (Appendix V: ``Vagrant``)."""
        ch = board.get("character")
        if not ch:
            return ""
        return CHARACTER_TYPES[ch].title if ch in CHARACTER_TYPES else str(ch).title()

    def gloss(self, kind: str, args: list[str]) -> str:
        """Only public facts: a card named is taken from the discard pile (V.2.2)."""
        n = len(args)
        if kind == "character" and n:
            ch = CHARACTER_TYPES.get(args[0])
            return f"plays the {ch.title} (special action {ch.special}, Law {ch.rule})" if ch else ""
        if kind == "take" and args == ["none"]:
            return "takes no item"
        if kind in GLOSSES and n >= GLOSSES[kind][0]:
            return GLOSSES[kind][1].format(*args)
        return ""

    def gloss_any(self, kind: str, args: list[str]) -> str:
        """The Arbiter enlisted by a defender (V.5.2)."""
        return f"enlists the Arbiter ({args[0]}) to defend, Law V.5.2" if kind == "enlist" and args else ""

    def card_texts(self) -> dict[str, str]:
        return {q: quest_info(q) for q in quest_items()}
