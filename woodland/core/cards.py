"""Card definitions (Law 2.1, components.md §1-2), loaded from ``woodland/data/decks``.

Each physical card has an id (its index in the deck); identical copies share a *type*
whose ``label`` is unique within the deck (e.g. ``Root Tea (fox)``, ``Armorers``). Actions
name cards by label, so two identical cards are one option.
"""

from __future__ import annotations

import json
from importlib import resources
from typing import Any

from woodland.core.errors import BadInput

CARD_SUITS = ("bird", "fox", "rabbit", "mouse", "frog")  # 16.2.2: frog cards (the Lilypad Diaspora)
KINDS = ("item", "persistent", "immediate", "ambush", "dominance")
ITEMS = ("bag", "boots", "crossbow", "hammer", "sword", "tea", "coins", "torch")


class Card:
    __slots__ = ("id", "type", "name", "label", "suit", "cost", "kind", "item", "vp", "effect", "text", "craftable",
                 "added", "exclusive")

    def __init__(self, cid: int, ctype: int, d: dict[str, Any], label: str) -> None:
        self.id = cid
        self.type = ctype
        self.name: str = d["name"]
        self.label = label
        self.suit: str = d["suit"]
        self.cost: tuple[str, ...] = tuple(d.get("cost", ()))
        self.kind: str = d["kind"]
        self.item: str | None = d.get("item")
        self.vp: int = int(d.get("vp", 0))
        self.effect: str | None = d.get("effect")
        self.text: str = d.get("text", "")
        #: 2.1.2, 2.1.3: only item, persistent and immediate cards can be crafted
        self.craftable: bool = self.kind in ("item", "persistent", "immediate")
        #: the faction whose setup shuffles this card into the deck (16.3.4 frog cards), or
        #: "": such a card is in no game without that faction
        self.added: str = d.get("added", "")
        #: cards sharing this word cannot be in one play area together (as 4.1.4 for
        #: identical cards: the Squires and Disciples deck's Friend cards), or ""
        self.exclusive: str = d.get("exclusive", "")

    def __repr__(self) -> str:
        return f"<{self.label}#{self.id}>"


class Deck:
    __slots__ = ("name", "title", "cards", "types", "by_label")

    def __init__(self, d: dict[str, Any]) -> None:
        self.name: str = d["name"]
        self.title: str = d.get("title", self.name)
        entries = d["cards"]
        names: dict[str, set[str]] = {}
        for i, e in enumerate(entries):
            for f in ("name", "suit", "kind"):
                if f not in e:
                    raise BadInput(f"deck {self.name}.cards[{i}].{f}", "missing")
            if e["suit"] not in CARD_SUITS:
                raise BadInput(f"deck {self.name}.cards[{i}].suit", f"unknown suit {e['suit']!r}")
            if e["kind"] not in KINDS:
                raise BadInput(f"deck {self.name}.cards[{i}].kind", f"unknown kind {e['kind']!r}")
            names.setdefault(e["name"], set()).add(e["suit"])
        self.cards: list[Card] = []
        self.types: list[Card] = []  # first card of each type
        self.by_label: dict[str, int] = {}
        for e in entries:
            label = e["name"] if len(names[e["name"]]) == 1 else f"{e['name']} ({e['suit']})"
            ctype = len(self.types)
            for _ in range(int(e.get("count", 1))):
                c = Card(len(self.cards), ctype, e, label)
                self.cards.append(c)
                if len(self.types) == ctype:
                    self.types.append(c)
            self.by_label[label.lower()] = ctype

    def __len__(self) -> int:
        return len(self.cards)

    def type_of(self, label: str) -> int:
        t = self.by_label.get(label.lower())
        if t is None:
            raise BadInput("card", f"no card {label!r} in the {self.title}")
        return t


_CACHE: dict[str, Deck] = {}


def available_decks() -> list[str]:
    return sorted(p.name[:-5] for p in resources.files("woodland.data.decks").iterdir() if p.name.endswith(".json"))


def load_deck(name: str) -> Deck:
    d = _CACHE.get(name)
    if d is None:
        if not isinstance(name, str) or name not in available_decks():
            raise BadInput("setup.deck", f"unknown deck {name!r} (known: {', '.join(available_decks())})")
        d = _CACHE[name] = Deck(json.loads(resources.files("woodland.data.decks").joinpath(name + ".json").read_text()))
    return d
