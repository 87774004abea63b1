"""Lord of the Hundreds (Law ch. 14): the warlord, the Hoard (Command and Prowess), mobs
and the mob die, moods, Contempt for Trade and Looters. Numbers come from
woodland/factions/hundreds/data.json.

The warlord is a warrior (14.2.2): it is counted among the Hundreds' warriors of its
clearing in ``g.warriors``, and ``warlord`` names that clearing (-1: off the map, in its own
supply, counted by ``warriors_elsewhere``). It leaves a clearing only with the Hundreds'
own moves (``HundredsMove``), is removed only in battle and last of the Hundreds' warriors
there (``removable_warriors``; ``WarlordFalls``), and is placed only by the garrison and
Anoint. The Hoard is the faction's ``items`` (14.2.4: instead of a Crafted Items box); an
item's type says its track. Items removed permanently go to ``lost``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from woodland.core.ability import Ability
from woodland.core.actions import Action, act
from woodland.core.events import BattleEnd, Crafted, Moved, event
from woodland.core.faction import Faction
from woodland.core.frame import BareAction, Choice, Decision, Frame, Reason
from woodland.core.kinds import CARD, CLEARING, FACTION, ITEM, WORD, action_kind, decision_kind
from woodland.rules import cards as C
from woodland.rules.battle import battle_options, start_battle
from woodland.rules.board import (
    can_place,
    clearing_suits,
    enemy_pieces,
    free_slots,
    has_pieces,
    in_suit,
    is_enemy,
    piece_suits,
    place_building,
    place_token,
    place_warriors,
    redraw_ruin_items,
    remove_building,
    remove_emptied_ruin,
    remove_token,
    removed_warriors_taken,
    rules,
    unchangeable,
    why_cannot_place,
)
from woodland.rules.craft import CraftCard, crafting_pieces
from woodland.rules.move import Move, MoveCount, MoveTo, NoMove, do_move, move_options
from woodland.rules.setup import far_corners, package_data, starting_corners
from woodland.rules.turn import DaylightOptions, DrawAndDiscard
from woodland.rules.victory import score

if TYPE_CHECKING:
    from woodland.core.game import Game
    from woodland.core.rng import Rng

DATA = package_data(__name__)
TRACKS: dict[str, tuple[str, ...]] = {t: tuple(items) for t, items in DATA["tracks"].items()}
#: 14.7: each mood and the item that locks it (None: Lavish shows no item)
MOODS: dict[str, str | None] = dict(DATA["moods"])
MOOD_RULES = {"bitter": "14.7.1", "grandiose": "14.7.2", "jubilant": "14.7.3", "lavish": "14.7.4",
              "relentless": "14.7.5", "rowdy": "14.7.6", "stubborn": "14.7.7", "wrathful": "14.7.8"}
DIE: tuple[str, ...] = tuple(DATA["mob_die"])
HOARD_ITEMS = tuple(it for items in TRACKS.values() for it in items)


def track_of(item: str) -> str:
    """14.2.4: the track an item goes on ("command" or "prowess")."""
    return next(t for t, items in TRACKS.items() if item in items)


def hundreds(g: "Game", seat: int) -> "Hundreds":
    return Hundreds.of(g, seat)


def warlord_at(g: "Game", seat: int) -> int:
    """The warlord's clearing, or -1 off the map."""
    return hundreds(g, seat).warlord


def mood_is(g: "Game", seat: int, mood: str) -> bool:
    return hundreds(g, seat).mood == mood


def in_warlords_battle(g: "Game", seat: int, battle: Any) -> bool:
    """A battle ``seat`` fights in its warlord's clearing (14.7.1, 14.7.7, 14.7.8)."""
    return seat in (battle.a, battle.d) and battle.c == warlord_at(g, seat)


def mobs(g: "Game", seat: int) -> list[int]:
    return [c for c in range(g.map.n) if (seat, "mob") in g.tokens[c]]


def mob_spots(g: "Game", seat: int, suit: str) -> list[int]:
    """14.4.1: clearings of ``suit`` with no mob token but adjacent to one with a mob token
    (where the Hundreds may place pieces)."""
    have = set(mobs(g, seat))
    return [c for c in range(g.map.board_n) if in_suit(g, c, suit) and c not in have  # R298
            and any(x in have for x in g.map.adj[c]) and can_place(g, seat, c)]


@event("mob_die")
class MobDie(NamedTuple):
    """14.4.1, 14.7.3: the Hundreds rolled the mob die (public)."""
    kind: str
    seat: int
    suit: str


def roll_mob_die(g: "Game", seat: int) -> str:
    suit = DIE[g.rng.below(len(DIE))]
    g.emit(MobDie("mob_die", seat, suit))
    return suit


# ----------------------------------------------------------------------------- abilities
class WarlordFalls(Ability):
    """14.2.2: the warlord removed in battle (the last Hundreds warrior of its clearing to
    go) returns to its own supply; the other warriors removed with it go on as usual. No
    card takes it (Coffin Makers puts warriors on it, a placing 14.2.2 forbids: ruling R571)."""

    rule = "14.2.2"

    def takes_removed_warriors(self, g: "Game", owner: int, c: int, n: int, by: int, cause: str) -> bool:
        f = hundreds(g, self.seat)
        if owner != self.seat or f.warlord != c or g.warriors[c * g.n + owner] > 0:
            return False
        f.warlord = -1
        if n > 1 and not removed_warriors_taken(g, owner, c, n - 1, by, cause, skip=WarlordFalls):
            f.warriors_removed(g, c, n - 1, by, cause)
        return True


class ContemptForTrade(Ability):
    """14.2.3: crafting an item scores none of its listed points (unless the Hundreds remove
    it permanently, ``Contempt``); other effects still add theirs."""

    rule = "14.2.3"

    def item_points(self, g: "Game", crafter: int, points: int) -> int:
        return 0 if crafter == self.seat else points


class Stubborn(Ability):
    """14.7.7: in battle in the warlord's clearing, the Hundreds ignore the first hit they take."""

    rule = "14.7.7"

    def ignores_first_hit(self, g: "Game", battle: Any, seat: int) -> bool:
        return seat == self.seat and mood_is(g, seat, "stubborn") and in_warlords_battle(g, seat, battle)


class Wrathful(Ability):
    """14.7.8: as attacker in battle in the warlord's clearing, an extra hit."""

    rule = "14.7.8"

    def extra_hits(self, g: "Game", battle: Any, seat: int) -> int:
        return int(seat == self.seat == battle.a and mood_is(g, seat, "wrathful")
                   and in_warlords_battle(g, seat, battle))


class Bitter(Ability):
    """14.7.1: in battle in the warlord's clearing, before the roll, remove mob tokens from
    that clearing and the adjacent ones (``bitter N``, one at a time) to place as many
    warriors in the warlord's clearing."""

    rule = "14.7.1"

    def spots(self, g: "Game", battle: Any) -> list[int]:
        w = warlord_at(g, self.seat)
        return [c for c in mobs(g, self.seat) if c == w or c in g.map.adj[w]]

    def before_roll_options(self, g: "Game", battle: Any, seat: int) -> list[Action]:
        if seat != self.seat or not mood_is(g, seat, "bitter") or not in_warlords_battle(g, seat, battle):
            return []
        return [act("bitter", (c + 1,)) for c in self.spots(g, battle)]

    def before_roll_use(self, g: "Game", battle: Any, seat: int, action: Action) -> None:
        c = int(action.args[0]) - 1
        remove_token(g, c, seat, "mob", seat, "bitter")
        place_warriors(g, seat, warlord_at(g, seat), 1)

    def before_roll_why(self, g: "Game", battle: Any, seat: int, action: Action) -> Reason | None:
        from woodland.rules.why import clearing_arg

        if action.kind != "bitter":
            return None
        if seat != self.seat:
            return "Bitter is a mood of the Lord of the Hundreds", ["14.7.1"]
        if not mood_is(g, seat, "bitter"):
            return f"your mood is {hundreds(g, seat).mood or 'none'}, not Bitter", ["14.7.1", "14.4.4"]
        if battle is None or not in_warlords_battle(g, seat, battle):
            return "Bitter is used in battle in your warlord's clearing, before the roll", ["14.7.1"]
        if battle.step != "before_roll":
            return "Bitter is used before the roll", ["14.7.1", "4.3.2"]
        c = clearing_arg(g, action.args[0]) if action.args else None
        if c is None or c not in self.spots(g, battle):
            return "remove a mob token from your warlord's clearing or a clearing adjacent to it", ["14.7.1"]
        return None


# ----------------------------------------------------------------------------- the faction
class Hundreds(Faction):
    key = "hundreds"
    warrior_total = DATA["warriors"] + DATA["warlords"]
    ABILITIES = (WarlordFalls, ContemptForTrade, Stubborn, Wrathful, Bitter)
    BUILDINGS = dict(DATA["buildings"])
    TOKENS = dict(DATA["tokens"])
    listens = frozenset({"crafted", "battle_end", "moved"})
    crafted_items_box = False  # 14.2.4: the Hoard instead
    items_box = ("Hoard", "14.2.4")

    def __init__(self, seat: int) -> None:
        super().__init__(seat)
        self.supply = DATA["warriors"]
        #: the warlord's clearing (14.2.2), -1 while off the map
        self.warlord = -1
        #: the mood card in the Mood Card slot (14.4.4, 14.7)
        self.mood = ""
        #: the defender this battle loots (14.2.5), -1 when not looting
        self.looting = -1
        #: items removed from the game permanently (14.2.3, 14.2.4.I, 14.7.4)
        self.lost: list[str] = []

    # -- facts ----------------------------------------------------------------------------
    def track(self, name: str) -> list[str]:
        """The items on a Hoard track (14.2.4)."""
        return [it for it in self.items if it in TRACKS[name]]

    def value(self, name: str) -> int:
        """14.2.4.II: Command or Prowess, by the items on its track."""
        vals = DATA["track_value"]
        return vals[min(len(self.track(name)), len(vals) - 1)]

    def command(self) -> int:
        return self.value("command")

    def prowess(self) -> int:
        return self.value("prowess")

    def moods_open(self) -> list[str]:
        """14.4.4: the moods that differ from the current one and show no item in the Hoard."""
        return [m for m, it in MOODS.items() if m != self.mood and (it is None or it not in self.items)]

    def oppressed(self, g: "Game") -> list[int]:
        """14.6.2: clearings the Hundreds rule with a piece of theirs and no enemy piece."""
        return [c for c in range(g.map.board_n) if rules(g, self.seat, c) and has_pieces(g, self.seat, c)
                and not enemy_pieces(g, self.seat, c)]  # G.9

    def oppress_points(self, g: "Game") -> int:
        vp = DATA["oppress_vp"]
        return vp[min(len(self.oppressed(g)), len(vp) - 1)]

    def draw_count(self, g: "Game") -> int:
        """14.6.3 and 14.7.6 Rowdy."""
        n = DATA["evening_draw"]
        if self.mood == "rowdy":
            w = self.warlord
            enemy = 0 if w < 0 else enemy_pieces(g, self.seat, w)  # G.9
            extra = DATA["rowdy_draw"]
            n += extra[1] if enemy >= DATA["rowdy_enemy_pieces"] else extra[0]
        return n

    # -- pieces ---------------------------------------------------------------------------
    def warriors_elsewhere(self) -> int:
        return 1 if self.warlord < 0 else 0

    def removable_warriors(self, g: "Game", c: int, cause: str) -> int:
        """14.2.2: the warlord cannot be removed outside of battle."""
        w = g.warriors[c * g.n + self.seat]
        return w - 1 if c == self.warlord and cause != "battle" else w

    def why_unremovable(self, g: "Game", c: int, cause: str) -> tuple[str, list[str]] | None:
        if c == self.warlord and cause != "battle":
            return "the warlord cannot be removed outside of battle", ["14.2.2"]
        return None

    def max_rolled_hits(self, g: "Game", c: int) -> int:
        """14.2.5: looting, the Hundreds deal no rolled hits."""
        return 0 if self.looting >= 0 else super().max_rolled_hits(g, c)

    # -- crafting (14.2.1) ----------------------------------------------------------------
    def strongholds(self, g: "Game") -> list[tuple[int, int]]:
        """(piece id, clearing) of each stronghold on the map."""
        out = []
        for c in range(g.map.n):
            k = sum(1 for s, b in g.buildings[c] if s == self.seat and b == "stronghold")
            out += [(c * 8 + i, c) for i in range(k)]
        return out

    def crafting_suits(self, g: "Game") -> list[tuple[int, str]]:
        barred = unchangeable(g, self.seat, "craft")  # 17.2.3
        suits = piece_suits(g)  # 4.1.1: a clearing of several suits pays any one of them (R298)
        return [(p, suits[c]) for p, c in self.strongholds(g) if f"craft:{p}" not in self.used
                and c not in barred]

    def crafting_clearings(self, g: "Game") -> list[int]:
        return sorted({c for _p, c in self.strongholds(g)})

    def triggers(self, g: "Game", event: tuple[Any, ...]) -> list[Frame]:
        if isinstance(event, Crafted) and event.seat == self.seat:
            card = g.deckdef.cards[event.card]
            if card.kind == "item" and card.item in self.items:
                return [Contempt(self.seat, card.item, card.vp)]  # 14.2.3
        if isinstance(event, BattleEnd) and event.attacker == self.seat and self.looting >= 0:
            return [Loot(self.seat, self.looting, event.clearing)]  # 14.2.5
        if isinstance(event, Moved) and event.owner == self.seat and event.origin == self.warlord \
                and not g.warriors[event.origin * g.n + self.seat]:
            warlord_moved(g, self.seat, event.origin, event.dest)  # 14.2.2: at once, no effect to order
        return []

    def determinize(self, g: "Game", viewer: int, rng: "Rng") -> None:
        """1.2 / 14.3.3: the items under the ruins are redrawn for everyone, unless a
        Vagabond's rules do it (they know which ruins he looked at)."""
        if any(f.is_vagabond for f in g.factions):
            return
        redraw_ruin_items(g, rng)

    def gain_found_item(self, g: "Game", item: str) -> None:
        gain_item(g, self.seat, item, "14.2.4")  # the Hoard (the Brigand's card says so)

    # -- positions and saved games --------------------------------------------------------
    def load_position(self, g: "Game", spec: dict[str, Any], take: Any) -> None:
        """Fields: ``warlord`` (the clearing of one of the Hundreds' warriors there, which is
        the warlord; absent: off the map), ``mood`` (a mood name, default Stubborn),
        ``lost`` (items removed from the game) and ``looting`` (a faction)."""
        from woodland.core.errors import InvalidPosition, Problem
        from woodland.rules.why import clearing_arg

        problems: list[Problem] = []
        for k in sorted(set(spec) - {"warlord", "mood", "lost"}):
            problems.append(Problem(f"hundreds.{k}", "unknown field (warlord, mood, lost)"))
        if "warlord" in spec and spec["warlord"] is not None:
            c = clearing_arg(g, spec["warlord"])
            if c is None:
                problems.append(Problem("hundreds.warlord", f"no clearing {spec['warlord']!r} on this map", "2.2"))
            elif g.warriors[c * g.n + self.seat] < 1:
                problems.append(Problem("hundreds.warlord", f"the warlord is one of the Hundreds' warriors in "
                                        f"clearing {c + 1}: give that clearing at least one", "14.2.2"))
            else:
                self.warlord = c
                self.supply += 1  # the warlord, not a warrior of the supply, stands there
        self.mood = spec.get("mood", DATA["starting_mood"])
        if self.mood not in MOODS:
            problems.append(Problem("hundreds.mood", f"no mood {self.mood!r} ({', '.join(MOODS)})", "14.7"))
            self.mood = DATA["starting_mood"]
        lost = spec.get("lost", [])
        if not isinstance(lost, list) or not all(isinstance(it, str) and it in HOARD_ITEMS for it in lost):
            problems.append(Problem("hundreds.lost", f"expected a list of items ({', '.join(HOARD_ITEMS)})"))
        else:
            for i, it in enumerate(lost):
                if g.items.get(it, 0) <= 0:
                    problems.append(Problem(f"hundreds.lost[{i}]", f"no {it} left in the item supply", "5.1.5"))
                    continue
                g.items[it] -= 1  # removed from the game, out of the supply
                self.lost.append(it)
        if problems:
            raise InvalidPosition(problems)

    def position_problems(self, g: "Game") -> list[tuple[str, str, str]]:
        out = []
        for it in self.items:
            if it.split("_")[0] not in HOARD_ITEMS:
                out.append(("items.hundreds", f"a {it} has no place in the Hoard", "14.2.4"))
        for t in TRACKS:
            if len(self.track(t)) > DATA["track_size"]:
                out.append(("items.hundreds", f"the {t} track holds {DATA['track_size']} items", "14.2.4"))
        return out

    def state_problems(self, g: "Game") -> list[tuple[str, str]]:
        out = []
        if self.warlord != -1 and not (0 <= self.warlord < g.map.n
                                       and g.warriors[self.warlord * g.n + self.seat] > 0):
            out.append(("warlord", "the warlord's clearing must hold a Hundreds warrior"))
        if self.mood not in MOODS and self.mood != "":
            out.append(("mood", f"unknown mood {self.mood!r}"))
        if not all(it in HOARD_ITEMS for it in self.lost):
            out.append(("lost", "unknown item"))
        if not -1 <= self.looting < g.n:
            out.append(("looting", "expected a seat or -1"))
        return out

    def public_board(self, g: "Game") -> dict[str, Any]:
        return {"warlord": self.warlord + 1 if self.warlord >= 0 else None, "mood": self.mood,
                "command_track": self.track("command"), "prowess_track": self.track("prowess"),
                "command": self.command(), "prowess": self.prowess(),
                "strongholds_in_supply": self.bsupply["stronghold"], "mobs_in_supply": self.tsupply["mob"],
                "lost_items": list(self.lost), "looting": g.factions[self.looting].key if self.looting >= 0 else None}

    # -- phases ---------------------------------------------------------------------------
    def setup_frame(self, g: "Game") -> Frame:
        return HundredsSetup(self.seat)

    def birdsong_frame(self, g: "Game") -> Frame:
        return HundredsBirdsong(self.seat)

    def daylight_frame(self, g: "Game") -> Frame:
        return HundredsDaylight(self.seat)

    def evening_frame(self, g: "Game") -> Frame:
        return HundredsEvening(self.seat)


class WarlordMoved(Frame):
    """14.2.2: every Hundreds warrior left the warlord's clearing by a move that is not the
    Hundreds' own (an Allied Vagabond's, 9.2.9.II.b; False Orders). On another player's turn
    the warlord cannot be moved: one warrior fewer went, the warlord stayed. On their own
    turn it went with them (ruling R218)."""

    __slots__ = ("seat", "a", "b")
    rule = "14.2.2"
    clearing_fields = ("a", "b")
    choices = {"fix": ()}

    def __init__(self, seat: int, a: int, b: int) -> None:
        self.step = "fix"
        self.seat = seat
        self.a = a
        self.b = b

    def s_fix(self, g: "Game") -> Decision | None:
        g.pop()
        warlord_moved(g, self.seat, self.a, self.b)
        return None


def warlord_moved(g: "Game", seat: int, a: int, b: int) -> None:
    """14.2.2: the Hundreds warriors all left the warlord's clearing ``a`` for ``b`` by a move
    not the Hundreds' own (a card's, False Orders, an Allied Vagabond's). Done as the move's
    triggers fire, not as an effect of its own that players would order (1.1.3): on another
    player's turn one warrior fewer went and the warlord stayed, on theirs it went along."""
    from woodland.rules.board import move_warriors

    if g.current != seat:
        move_warriors(g, seat, b, a, 1)
    else:
        hundreds(g, seat).warlord = b


# ----------------------------------------------------------------------------- items (14.2.4)
def gain_item(g: "Game", seat: int, item: str, rule: str) -> None:
    """14.2.4.I: an item gained goes on its track; a full track asks which item goes."""
    f = hundreds(g, seat)
    f.items.append(item)
    if len(f.track(track_of(item))) > DATA["track_size"]:
        g.push(TrackFull(seat, item, rule))


def lose_item(g: "Game", seat: int, item: str) -> None:
    """An item of the Hoard removed permanently (14.2.3, 14.2.4.I, 14.7.4)."""
    f = hundreds(g, seat)
    f.items.remove(item)
    f.lost.append(item)


class ScrapFromTrack(Choice["TrackFull"]):
    """14.2.4.I: permanently remove the gained item or one on its track."""

    kind = "scrap"

    def options(self, fr: "TrackFull", g: "Game") -> list[Action]:
        return [act("scrap", (it,)) for it in sorted(set(hundreds(g, fr.seat).track(track_of(fr.item))))]

    def why_not(self, fr: "TrackFull", g: "Game", action: Action) -> Reason | None:
        return f"remove the {fr.item} you gained or an item on its track", ["14.2.4.I"]

    def do(self, fr: "TrackFull", g: "Game", action: Action) -> None:
        lose_item(g, fr.seat, str(action.args[0]))
        score(g, fr.seat, DATA["full_track_vp"])
        g.pop()


class TrackFull(Frame):
    """14.2.4.I: the track of a gained item is full: remove one permanently, score a point."""

    __slots__ = ("seat", "item", "law")
    rule = "14.2.4.I"
    choices = {"scrap": (ScrapFromTrack(),)}

    def __init__(self, seat: int, item: str, law: str) -> None:
        self.step = "scrap"
        self.seat = seat
        self.item = item
        self.law = law

    def s_scrap(self, g: "Game") -> Decision | None:
        f = hundreds(g, self.seat)
        t = track_of(self.item)
        if len(f.track(t)) <= DATA["track_size"]:
            g.pop()
            return None
        opts = self.offer(g)
        if len(opts) == 1:
            ScrapFromTrack().do(self, g, opts[0])
            return None
        return Decision(self.seat, "hoard_full", opts,
                        f"the {t} track is full: remove the {self.item} or an item on it permanently (1 point)",
                        "14.2.4.I")


class KeepCrafted(Choice["Contempt"]):
    """14.2.3: take the crafted item into the Hoard, scoring none of its listed points."""

    kind = "hoard"

    def options(self, fr: "Contempt", g: "Game") -> list[Action]:
        return [act("hoard", (fr.item,))]

    def why_not(self, fr: "Contempt", g: "Game", action: Action) -> Reason | None:
        return f"the item crafted is a {fr.item}", ["14.2.3"]

    def do(self, fr: "Contempt", g: "Game", action: Action) -> None:
        f = hundreds(g, fr.seat)
        f.items.remove(fr.item)
        g.pop()
        gain_item(g, fr.seat, fr.item, "14.2.3")


class ScrapCrafted(KeepCrafted):
    """14.2.3: remove the crafted item permanently and score its listed points."""

    kind = "scrap"

    def options(self, fr: "Contempt", g: "Game") -> list[Action]:
        return [act("scrap", (fr.item,))]

    def do(self, fr: "Contempt", g: "Game", action: Action) -> None:
        lose_item(g, fr.seat, fr.item)
        score(g, fr.seat, fr.vp)
        g.pop()


class Contempt(Frame):
    """14.2.3 Contempt for Trade: a crafted item is taken (no points) or removed
    permanently (its listed points)."""

    __slots__ = ("seat", "item", "vp")
    rule = "14.2.3"
    choices = {"choose": (KeepCrafted(), ScrapCrafted())}

    def __init__(self, seat: int, item: str, vp: int) -> None:
        self.step = "choose"
        self.seat = seat
        self.item = item
        self.vp = vp

    def s_choose(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "contempt", self.offer(g),
                        f"Contempt for Trade: take the {self.item} (no points) or remove it for {self.vp} point(s)",
                        "14.2.3")


class TakeLoot(Choice["Loot"]):
    """14.2.5: the item taken from the defender's Crafted Items box."""

    kind = "take"

    def options(self, fr: "Loot", g: "Game") -> list[Action]:
        return [act("take", (it,)) for it in sorted(set(fr.items(g)))]

    def why_not(self, fr: "Loot", g: "Game", action: Action) -> Reason | None:
        return f"take an item from the {g.factions[fr.d].title}'s Crafted Items box", ["14.2.5"]

    def do(self, fr: "Loot", g: "Game", action: Action) -> None:
        it = str(action.args[0])
        items = g.factions[fr.d].items
        items.remove(next(x for x in items if x.split("_")[0] == it))
        g.pop()
        gain_item(g, fr.seat, it, "14.2.5")


class Loot(Frame):
    """14.2.5: at the end of a battle they looted, if the Hundreds rule the clearing, they
    take an item from the defender's Crafted Items box."""

    __slots__ = ("seat", "d", "c")
    rule = "14.2.5"
    seat_fields = ("seat", "d")
    clearing_fields = ("c",)
    choices = {"take": (TakeLoot(),)}

    def __init__(self, seat: int, d: int, c: int) -> None:
        self.step = "take"
        self.seat = seat
        self.d = d
        self.c = c

    def items(self, g: "Game") -> list[str]:
        return [it.split("_")[0] for it in g.factions[self.d].items if it.split("_")[0] in HOARD_ITEMS]

    def s_take(self, g: "Game") -> Decision | None:
        hundreds(g, self.seat).looting = -1
        opts = self.offer(g)
        if not rules(g, self.seat, self.c) or not opts:
            g.pop()
            return None
        return Decision(self.seat, "loot", opts, f"loot: take an item from the {g.factions[self.d].title}",
                        "14.2.5")


# ----------------------------------------------------------------------------- setup (14.3)
class Garrison(Choice["HundredsSetup"]):
    """14.3.2: the warlord, four warriors and a stronghold in a free corner, diagonally
    opposite a starting corner if possible."""

    kind = "garrison"

    def corners(self, g: "Game", seat: int) -> list[int]:
        return far_corners(g, seat)

    def options(self, fr: "HundredsSetup", g: "Game") -> list[Action]:
        return [act("garrison", (c + 1,)) for c in self.corners(g, fr.seat)]

    def why_not(self, fr: "HundredsSetup", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import clearing_arg

        c = clearing_arg(g, action.args[0]) if action.args else None
        if c is None or c not in g.map.corners:
            return "the Hundreds garrison a corner clearing", ["14.3.2"]
        if c in starting_corners(g):
            return "another player already starts in that corner", ["14.3.2"]
        r = why_cannot_place(g, fr.seat, c, "14.3.2")
        if r:
            return r
        return "a corner diagonally opposite a starting corner is free, so the Hundreds must take it", ["14.3.2"]

    def do(self, fr: "HundredsSetup", g: "Game", action: Action) -> None:
        c = int(action.args[0]) - 1
        f = hundreds(g, fr.seat)
        f.home = c
        f.warlord = c
        g.warriors[c * g.n + fr.seat] += 1  # the warlord (14.3.2), from its own supply
        place_warriors(g, fr.seat, c, DATA["garrison_warriors"], check=False)
        place_building(g, fr.seat, "stronghold", c, check=False)
        g.invalidate()
        # 14.3.3: the R items under the ruins, unless a Vagabond's setup placed them
        if not any(g.ruin_items):
            place_ruin_items(g)
        f.mood = DATA["starting_mood"]  # 14.3.4
        g.pop()


def place_ruin_items(g: "Game") -> None:
    """14.3.3: the four R items at random under the ruins, one each."""
    ruins = [c for c in range(g.map.n) if (-1, "ruin") in g.buildings[c]]
    items = list(DATA["r_items"])
    g.rng.shuffle(items)
    for c, it in zip(ruins, items):
        g.ruin_items[c] = (it,)


class HundredsSetup(Frame):
    """14.3: supplies, garrison, items under the ruins, Stubborn."""

    __slots__ = ("seat",)
    rule = "14.3"
    choices = {"corner": (Garrison(),)}

    def __init__(self, seat: int) -> None:
        self.step = "corner"
        self.seat = seat

    def s_corner(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "setup_corner", self.offer(g),
                        "garrison: the warlord, 4 warriors and a stronghold in a corner clearing", "14.3.2")


# ----------------------------------------------------------------------------- mobs
class PlaceMob(Choice[Frame]):
    """14.4.1, 14.7.3: the mob placed after a roll of the mob die, in a matching clearing
    with no mob token but adjacent to one with a mob token."""

    kind = "mob"

    def options(self, fr: Any, g: "Game") -> list[Action]:
        return [act("mob", (c + 1,)) for c in mob_spots(g, fr.seat, fr.suit)]

    def why_not(self, fr: Any, g: "Game", action: Action) -> Reason | None:
        return (f"the mob die shows {fr.suit}: place the mob in a {fr.suit} clearing with no mob token, adjacent "
                "to a clearing with a mob token"), ["14.4.1"]

    def do(self, fr: Any, g: "Game", action: Action) -> None:
        place_token(g, fr.seat, "mob", int(action.args[0]) - 1)
        fr.suit = ""
        fr.step = fr.after_mob()


def mob_decision(fr: Any, g: "Game", rule: str) -> Decision | None:
    """Place the mob of the die just rolled (``fr.suit``): nowhere, in the one clearing, or ask."""
    opts = fr.offer(g) if hundreds(g, fr.seat).tsupply["mob"] > 0 else []
    if len(opts) > 1:
        return Decision(fr.seat, "mob", opts, f"the mob die shows {fr.suit}: where does the mob go?", rule)
    if opts:
        place_token(g, fr.seat, "mob", int(opts[0].args[0]) - 1)
    fr.suit = ""
    fr.step = fr.after_mob()
    return None


# ----------------------------------------------------------------------------- Birdsong (14.4)
def raze(g: "Game", seat: int, cs: list[int]) -> None:
    """14.4.1: remove every enemy building and token in the mobs' clearings ``cs`` (G.9: an
    enemy hireling's too, H.3.2; a ruin is nobody's). One step, so abilities triggered by
    these removals resolve once they are all done: the Duchy pays one Price of Failure for
    its buildings razed in several clearings (12.2.3, ruling R527)."""
    for c in cs:
        for owner, kind in list(g.buildings[c]):
            if is_enemy(g, seat, owner):
                remove_building(g, c, owner, kind, seat, "raze")
        for owner, kind in list(g.tokens[c]):
            if is_enemy(g, seat, owner):
                remove_token(g, c, owner, kind, seat, "raze")


def raze_ruin(g: "Game", seat: int, c: int) -> None:
    """14.4.1: take an item from the ruin in ``c`` (the ruin goes with its last item)."""
    items = list(g.ruin_items[c])
    if items:
        it = items.pop()  # taken without looking (ruling R212)
        g.ruin_items[c] = tuple(items)
        g.reveal()  # the item is face up in the Hoard
        if not items:
            remove_emptied_ruin(g, c, seat)  # not at a Governing assembly (17.2.3, R578)
        gain_item(g, seat, it, "14.4.1")


class RecruitPlace(Choice["HundredsBirdsong"]):
    """1.5.4: too few warriors to recruit in full: where the next one goes."""

    kind = "place"

    def options(self, fr: "HundredsBirdsong", g: "Game") -> list[Action]:
        return [act("place", (c + 1,)) for c in sorted(set(fr.todo))]

    def why_not(self, fr: "HundredsBirdsong", g: "Game", action: Action) -> Reason | None:
        return "the warriors go to your warlord's clearing and your strongholds' clearings", ["14.4.2", "1.5.4"]

    def do(self, fr: "HundredsBirdsong", g: "Game", action: Action) -> None:
        c = int(action.args[0]) - 1
        place_warriors(g, fr.seat, c, 1)
        fr.todo.remove(c)


class Anoint(Choice["HundredsBirdsong"]):
    """14.4.3: the warlord replaces a Hundreds warrior on the map, or, with none, is placed
    in any clearing."""

    kind = "anoint"

    def clearings(self, g: "Game", seat: int) -> list[int]:
        # the warlord is placed where it replaces a warrior: not where an ability forbids
        # placing (13.7.2 a snare, 6.2.2 the keep); with no such warrior, "you cannot"
        mine = [c for c in range(g.map.n) if g.warriors[c * g.n + seat] and can_place(g, seat, c)]
        return mine or [c for c in range(g.map.board_n) if can_place(g, seat, c)]

    def options(self, fr: "HundredsBirdsong", g: "Game") -> list[Action]:
        return [act("anoint", (c + 1,)) for c in self.clearings(g, fr.seat)]

    def why_not(self, fr: "HundredsBirdsong", g: "Game", action: Action) -> Reason | None:
        if warlord_at(g, fr.seat) >= 0:
            return "the warlord is on the map: Anoint only brings back a warlord off the map", ["14.4.3"]
        c = action.args[0] - 1 if action.args and isinstance(action.args[0], int) else -1
        blocked = why_cannot_place(g, fr.seat, c, "14.4.3") if 0 <= c < g.map.n else None
        if blocked is not None:
            return blocked
        return "the warlord replaces one of your warriors on the map (any clearing only if you have none)", \
            ["14.4.3"]

    def do(self, fr: "HundredsBirdsong", g: "Game", action: Action) -> None:
        c = int(action.args[0]) - 1
        f = hundreds(g, fr.seat)
        if g.warriors[c * g.n + fr.seat]:
            f.supply += 1  # the warrior replaced goes to the supply
        else:
            g.warriors[c * g.n + fr.seat] += 1
        f.warlord = c
        g.invalidate()
        fr.step = "mood"


class ChooseMood(Choice["HundredsBirdsong"]):
    """14.4.4: a different mood, showing no item in the Hoard."""

    kind = "mood"

    def options(self, fr: "HundredsBirdsong", g: "Game") -> list[Action]:
        return [act("mood", (m,)) for m in hundreds(g, fr.seat).moods_open()]

    def why_not(self, fr: "HundredsBirdsong", g: "Game", action: Action) -> Reason | None:
        f = hundreds(g, fr.seat)
        m = str(action.args[0]).lower() if action.args else ""
        if m not in MOODS:
            return f"the moods are {', '.join(MOODS)}", ["14.7"]
        if m == f.mood:
            return f"you are {m} now: choose a different mood", ["14.4.4"]
        return f"{m} shows a {MOODS[m]}, which is in your Hoard", ["14.4.4"]

    def do(self, fr: "HundredsBirdsong", g: "Game", action: Action) -> None:
        hundreds(g, fr.seat).mood = str(action.args[0]).lower()
        g.abilities_changed()
        fr.step = "lavish"


class Lavish(Choice["HundredsBirdsong"]):
    """14.7.4: remove an item of the Hoard permanently for two warriors in the warlord's clearing."""

    kind = "lavish"

    def options(self, fr: "HundredsBirdsong", g: "Game") -> list[Action]:
        return [act("lavish", (it,)) for it in sorted(set(hundreds(g, fr.seat).items))]

    def why_not(self, fr: "HundredsBirdsong", g: "Game", action: Action) -> Reason | None:
        return "remove an item that is in your Hoard", ["14.7.4"]

    def do(self, fr: "HundredsBirdsong", g: "Game", action: Action) -> None:
        lose_item(g, fr.seat, str(action.args[0]))
        w = warlord_at(g, fr.seat)
        if w >= 0:
            place_warriors(g, fr.seat, w, DATA["lavish_warriors"])


class EndBirdsong(BareAction["HundredsBirdsong"]):
    """14.7.4: done removing items (the tracks shift left)."""

    kind = "done"

    def do(self, fr: "HundredsBirdsong", g: "Game", action: Action) -> None:
        g.pop()


class HundredsBirdsong(Frame):
    """14.4: raze, recruit, anoint, choose mood (then Lavish, 14.7.4)."""

    __slots__ = ("seat", "todo", "suit")
    rule = "14.4"
    choices = {"roll": (), "place_mob": (PlaceMob(),), "recruit": (RecruitPlace(),), "anoint": (Anoint(),),
               "mood": (ChooseMood(),), "lavish": (Lavish(), EndBirdsong())}

    def __init__(self, seat: int) -> None:
        self.step = "start"
        self.seat = seat
        self.todo: list[int] = []
        self.suit = ""

    def public(self, g: "Game") -> dict[str, Any] | None:
        d: dict[str, Any] = {"procedure": "hundreds_birdsong", "step": self.step}
        if self.suit:
            d["mob_die"] = self.suit
        return d

    def after_mob(self) -> str:
        return "recruit_start"

    def s_start(self, g: "Game") -> Decision | None:
        self.todo = mobs(g, self.seat)
        raze(g, self.seat, self.todo)
        self.step = "raze"
        return None

    def s_raze(self, g: "Game") -> Decision | None:
        """14.4.1: each mob's ruin, one at a time (a full Hoard track may ask between them)."""
        if self.todo:
            raze_ruin(g, self.seat, self.todo.pop(0))
            return None
        self.step = "roll" if mobs(g, self.seat) else "recruit_start"
        return None

    def s_roll(self, g: "Game") -> Decision | None:
        self.suit = roll_mob_die(g, self.seat)
        self.step = "place_mob"
        return None

    def s_place_mob(self, g: "Game") -> Decision | None:
        return mob_decision(self, g, "14.4.1")

    def s_recruit_start(self, g: "Game") -> Decision | None:
        """14.4.2: Prowess warriors in the warlord's clearing, one per stronghold."""
        f = hundreds(g, self.seat)
        self.todo = ([f.warlord] * f.prowess() if f.warlord >= 0 else []) + [c for _p, c in f.strongholds(g)]
        self.step = "recruit"
        return None

    def s_recruit(self, g: "Game") -> Decision | None:
        supply = g.factions[self.seat].supply
        if supply >= len(self.todo) or supply == 0 or len(set(self.todo)) == 1:
            for c in self.todo:
                place_warriors(g, self.seat, c, 1)
            self.todo = []
            self.step = "anoint"
            return None
        return Decision(self.seat, "recruit_place", self.offer(g),
                        "too few warriors to recruit in full: where does the next one go?", "1.5.4")

    def s_anoint(self, g: "Game") -> Decision | None:
        if warlord_at(g, self.seat) >= 0:
            self.step = "mood"
            return None
        opts = self.offer(g)
        if len(opts) <= 1:
            if opts:
                Anoint().do(self, g, opts[0])
            self.step = "mood"
            return None
        return Decision(self.seat, "anoint", opts, "Anoint: which warrior becomes the warlord?", "14.4.3")

    def s_mood(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if not opts:  # 14.4.4: Lavish with no other mood open stays Lavish
            self.step = "lavish"
            return None
        return Decision(self.seat, "mood", opts, "choose a new mood", "14.4.4")

    def s_lavish(self, g: "Game") -> Decision | None:
        f = hundreds(g, self.seat)
        if f.mood != "lavish" or not f.items:
            g.pop()
            return None
        return Decision(self.seat, "lavish", self.offer(g),
                        "Lavish: remove items from your Hoard for two warriors each, or done", "14.7.4")

    def why_not_here(self, g: "Game", action: Action) -> Reason | None:
        if action.kind == "anoint" and warlord_at(g, self.seat) >= 0:
            return "the warlord is on the map: Anoint only brings back a warlord off the map", ["14.4.3"]
        order = ["raze", "recruit", "anoint", "mood", "lavish"]
        asked = {"mob": "raze", "place": "recruit", "anoint": "anoint", "mood": "mood", "lavish": "lavish"}
        now = {"start": "raze", "roll": "raze", "place_mob": "raze", "recruit_start": "recruit"}.get(self.step,
                                                                                                    self.step)
        if action.kind in asked and now in order:
            if action.kind == "lavish" and not mood_is(g, self.seat, "lavish"):
                return "only a Lavish warlord removes items for warriors", ["14.7.4"]
            when = "is over" if order.index(asked[action.kind]) < order.index(now) else "comes later"
            return f"Birdsong goes raze, recruit, anoint, choose mood: the {asked[action.kind]} step {when}", ["14.4"]
        return elsewhere(action, "birdsong")


# ----------------------------------------------------------------------------- Daylight (14.5)
class HundredsMoveCount(MoveCount):
    """4.2 / 14.2.2: the warriors move; the warlord goes with them when it must (leading an
    advance, or none of them stays), and is asked about otherwise: before they go, since which
    warriors move is part of the move, and what the move triggers (Supply Train, Raiding
    Party, a bandit's toll: ruling R593) must find the warlord where it went."""

    def do(self, fr: "HundredsMove", g: "Game", action: Action) -> None:  # type: ignore[override]
        k = int(action.args[0])
        f = hundreds(g, fr.seat)
        if f.warlord == fr.a and not fr.lead and k < g.warriors[fr.a * g.n + fr.seat]:
            fr.k = k
            fr.step = "warlord"
            return
        fr.go(g, k, f.warlord == fr.a)


class Lead(BareAction["HundredsMove"]):
    """14.2.2: the warlord is one of the warriors that move."""

    kind = "lead"

    def do(self, fr: "HundredsMove", g: "Game", action: Action) -> None:
        fr.go(g, fr.k, True)


class Hold(BareAction["HundredsMove"]):
    """14.2.2: the warlord stays where it was."""

    kind = "hold"

    def do(self, fr: "HundredsMove", g: "Game", action: Action) -> None:
        fr.go(g, fr.k, False)


class HundredsMove(Move):
    """A move of the Hundreds (14.5.2.I, 14.5.3): ``lead``, the warlord goes with the warriors."""

    __slots__ = ("lead", "k")
    choices = {"choose": (MoveTo(), NoMove()), "count": (HundredsMoveCount(),), "warlord": (Lead(), Hold())}

    def __init__(self, seat: int, a: int, b: int, lead: bool, law: str) -> None:
        super().__init__(seat, law=law)
        self.a, self.b = a, b
        self.step = "count"
        self.lead = lead
        #: how many warriors move, once chosen (asked about the warlord before they go)
        self.k = 0

    def go(self, g: "Game", k: int, warlord: bool) -> None:
        """``k`` warriors move, the warlord among them if ``warlord`` (14.2.2); placed with
        them before the move's triggers resolve."""
        if warlord:
            hundreds(g, self.seat).warlord = self.b
        do_move(g, self.seat, self.a, self.b, k)
        g.pop(1)

    def public(self, g: "Game") -> dict[str, Any] | None:
        if self.step in ("count", "warlord"):
            return {"procedure": "move", "from": self.a + 1, "to": self.b + 1}
        return None

    def s_warlord(self, g: "Game") -> Decision | None:
        return Decision(self.seat, "warlord_along", self.offer(g),
                        f"does the warlord go with them to {self.b + 1} (lead) or stay in {self.a + 1} (hold)?",
                        "14.2.2")


def lootable(g: "Game", seat: int, d: int) -> bool:
    """14.2.5: a defender with an item in its Crafted Items box (not the Vagabond, nor any
    faction whose items lie elsewhere: ``crafted_items_box``)."""
    f = g.factions[d]
    return f.crafted_items_box and any(it.split("_")[0] in HOARD_ITEMS for it in f.items)


class HundredsAction(Choice["HundredsDaylight"]):
    """One action of Command the Hundreds (14.5.2) or Advance the Warlord (14.5.3): counted
    when it starts an action of the step; ``available``, ``unavailable`` and ``take`` say the rest."""

    def options(self, fr: "HundredsDaylight", g: "Game") -> list[Action]:
        return self.available(fr, g) if fr.left > 0 or fr.step in FOLLOW_UPS else []

    def why_not(self, fr: "HundredsDaylight", g: "Game", action: Action) -> Reason | None:
        if fr.left <= 0 and fr.step not in FOLLOW_UPS:
            return fr.none_left(g), [STEP_RULES[fr.step]]
        return self.unavailable(fr, g, action)

    def do(self, fr: "HundredsDaylight", g: "Game", action: Action) -> None:
        if fr.step not in FOLLOW_UPS:
            fr.left -= 1
        fr.step = fr.after(g, action.kind)
        self.take(fr, g, action)

    def available(self, fr: "HundredsDaylight", g: "Game") -> list[Action]:
        raise NotImplementedError

    def unavailable(self, fr: "HundredsDaylight", g: "Game", action: Action) -> Reason | None:
        return None

    def take(self, fr: "HundredsDaylight", g: "Game", action: Action) -> None:
        raise NotImplementedError


#: steps of an advance under way (14.5.3 its battle, 14.7.5 Relentless): not counted again
FOLLOW_UPS = ("advance_battle", "relentless")
STEP_RULES = {"command": "14.5.2", "advance": "14.5.3", "advance_battle": "14.5.3", "relentless": "14.7.5",
              "craft": "14.5.1"}


class CommandMove(HundredsAction):
    """14.5.2.I: a move."""

    kind = "move"

    def origins(self, fr: "HundredsDaylight", g: "Game") -> list[int] | None:
        return None

    def available(self, fr: "HundredsDaylight", g: "Game") -> list[Action]:
        origins = self.origins(fr, g)
        if origins == []:
            return []
        return move_options(g, fr.seat, origins)

    def unavailable(self, fr: "HundredsDaylight", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import why_move

        origins = self.origins(fr, g)
        if origins == []:
            return "the warlord is not on the map", ["14.5.3"]
        return why_move(g, fr.seat, action, origins, STEP_RULES[fr.step])

    def take(self, fr: "HundredsDaylight", g: "Game", action: Action) -> None:
        a, b = int(action.args[0]) - 1, int(action.args[1]) - 1
        g.push(HundredsMove(fr.seat, a, b, self.origins(fr, g) is not None, STEP_RULES.get(fr.step, "14.5.2")))


class AdvanceMove(CommandMove):
    """14.5.3: move the warlord with any Hundreds warriors."""

    def origins(self, fr: "HundredsDaylight", g: "Game") -> list[int] | None:
        w = warlord_at(g, fr.seat)
        return [w] if w >= 0 else []


class CommandBattle(HundredsAction):
    """14.5.2.II: initiate a battle."""

    kind = "battle"

    def clearings(self, fr: "HundredsDaylight", g: "Game") -> list[int] | None:
        return None

    def battles(self, fr: "HundredsDaylight", g: "Game") -> list[Action]:
        cs = self.clearings(fr, g)
        return [] if cs == [] else battle_options(g, fr.seat, cs, hirelings=True)

    def available(self, fr: "HundredsDaylight", g: "Game") -> list[Action]:
        return self.battles(fr, g)

    def unavailable(self, fr: "HundredsDaylight", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import why_battle

        cs = self.clearings(fr, g)
        if cs == []:
            return "the warlord is not on the map", ["14.5.3"]
        return why_battle(g, fr.seat, Action("battle", action.args), cs,
                          "14.5.3" if cs is not None else "14.5.2.II")

    def take(self, fr: "HundredsDaylight", g: "Game", action: Action) -> None:
        start_battle(g, fr.seat, action)


class CommandLoot(CommandBattle):
    """14.2.5: a battle declared as looting: no rolled hits dealt; the Hundreds take an item
    from the defender at its end if they rule the clearing."""

    kind = "loot"

    def available(self, fr: "HundredsDaylight", g: "Game") -> list[Action]:
        keys = {f.key for f in g.factions}  # a hireling has no Crafted Items box to loot (H.3)
        return [act("loot", a.args) for a in self.battles(fr, g)
                if str(a.args[1]) in keys and lootable(g, fr.seat, g.seat_of(str(a.args[1])))]

    def unavailable(self, fr: "HundredsDaylight", g: "Game", action: Action) -> Reason | None:
        r = super().unavailable(fr, g, action)
        if r is not None or len(action.args) != 2:
            return r
        d = g.seat_of(str(action.args[1]))
        if g.factions[d].is_vagabond:
            return "the Vagabond cannot be looted", ["14.2.5"]
        return f"the {g.factions[d].title} have no item in their Crafted Items box", ["14.2.5"]

    def take(self, fr: "HundredsDaylight", g: "Game", action: Action) -> None:
        hundreds(g, fr.seat).looting = g.seat_of(str(action.args[1]))
        start_battle(g, fr.seat, Action("battle", action.args))


class WarlordsClearing:
    def clearings(self, fr: "HundredsDaylight", g: "Game") -> list[int] | None:
        w = warlord_at(g, fr.seat)
        return [w] if w >= 0 else []


class AdvanceBattle(WarlordsClearing, CommandBattle):
    """14.5.3: battle in the warlord's clearing."""


class AdvanceLoot(WarlordsClearing, CommandLoot):
    """14.5.3 / 14.2.5: loot in the warlord's clearing."""


class Build(HundredsAction):
    """14.5.2.III: spend a card to place a stronghold in a matching clearing you rule."""

    kind = "build"

    def sites(self, g: "Game", seat: int) -> list[int]:
        if hundreds(g, seat).bsupply["stronghold"] <= 0:
            return []
        return [c for c in range(g.map.board_n) if rules(g, seat, c) and free_slots(g, c) > 0 and can_place(g, seat, c)]

    def available(self, fr: "HundredsDaylight", g: "Game") -> list[Action]:
        out: list[Action] = []
        for c in self.sites(g, fr.seat):
            out += C.card_actions(g, "build", C.matching_in_hand(g, fr.seat, clearing_suits(g, c)), c + 1)
        return out

    def unavailable(self, fr: "HundredsDaylight", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import clearing_arg, why_card

        if len(action.args) != 2:
            return 'build names a card and a clearing: build "Card" 5', ["14.5.2.III"]
        c = clearing_arg(g, action.args[1])
        if c is None:
            return f"there is no clearing {action.args[1]} on this map", ["2.2"]
        if hundreds(g, fr.seat).bsupply["stronghold"] <= 0:
            return "all six strongholds are on the map", ["1.5.1", "14.5.2.III"]
        if not rules(g, fr.seat, c):
            return f"you do not rule clearing {c + 1}", ["14.5.2.III", "2.5"]
        if free_slots(g, c) <= 0:
            return f"clearing {c + 1} has no empty slot", ["2.2.3"]
        r = why_cannot_place(g, fr.seat, c, "14.5.2.III")
        if r:
            return r
        return why_card(g, fr.seat, action.args[0], clearing_suits(g, c), "14.5.2.III")

    def take(self, fr: "HundredsDaylight", g: "Game", action: Action) -> None:
        C.spend(g, fr.seat, C.card_by_label(g, fr.seat, str(action.args[0])))
        place_building(g, fr.seat, "stronghold", int(action.args[1]) - 1)


class NextStep(BareAction["HundredsDaylight"]):
    """14.5: this step is over; go on to the next."""

    kind = "done"

    def do(self, fr: "HundredsDaylight", g: "Game", action: Action) -> None:
        fr.step = "advance" if fr.step in FOLLOW_UPS else "next"


class HundredsDaylight(Frame):
    """14.5: craft, command the Hundreds (up to Command actions), advance the warlord (up to
    Prowess times); Grandiose swaps the last two (14.7.2)."""

    __slots__ = ("seat", "todo_steps", "left", "got")
    rule = "14.5"
    craft = (CraftCard(), DaylightOptions(), NextStep())
    choices = {"craft": craft,
               "command": (CommandMove(), CommandBattle(), CommandLoot(), Build(), DaylightOptions(), NextStep()),
               "advance": (AdvanceMove(), AdvanceBattle(), AdvanceLoot(), DaylightOptions(), NextStep()),
               "advance_battle": (AdvanceBattle(), AdvanceLoot(), NextStep()),
               "relentless": (AdvanceMove(), AdvanceBattle(), AdvanceLoot(), NextStep())}

    def __init__(self, seat: int) -> None:
        self.step = "start"
        self.seat = seat
        self.todo_steps: list[str] = []
        self.left = 0
        self.got = -1

    def public(self, g: "Game") -> dict[str, Any] | None:
        return {"procedure": "hundreds_daylight", "step": self.step, "actions_left": self.left}

    def none_left(self, g: "Game") -> str:
        f = hundreds(g, self.seat)
        if self.step == "command":
            return f"no Command actions left (your Command is {f.command()})"
        return f"no advances left (your Prowess is {f.prowess()})"

    def after(self, g: "Game", kind: str) -> str:
        """The step after an action of ``kind`` taken at this step."""
        if self.step == "advance" and kind == "move":
            return "advance_battle"
        if self.step == "advance_battle":
            return "relentless" if mood_is(g, self.seat, "relentless") else "advance"
        if self.step == "relentless":
            return "advance"
        return self.step

    def s_start(self, g: "Game") -> Decision | None:
        order = ["command", "advance"]
        if mood_is(g, self.seat, "grandiose"):  # 14.7.2
            order.reverse()
        self.todo_steps = ["craft"] + order
        self.step = "next"
        return None

    def s_next(self, g: "Game") -> Decision | None:
        if not self.todo_steps:
            g.pop()
            return None
        self.step = self.todo_steps.pop(0)
        f = hundreds(g, self.seat)
        self.left = f.command() if self.step == "command" else f.prowess() if self.step == "advance" else 0
        return None

    def s_craft(self, g: "Game") -> Decision | None:
        f = g.factions[self.seat]
        if not crafting_pieces(g, self.seat) or not f.hand:
            self.step = "next"
            return None
        # asked whenever a card could be crafted, so that passing tells nothing (1.2.1)
        return Decision(self.seat, "hundreds_craft", self.offer(g), "craft by activating strongholds, or done",
                        "14.5.1", keep=True)

    def s_command(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        hand = g.factions[self.seat].has_hidden()
        if self.left <= 0 or (len(opts) == 1 and not hand):
            self.step = "next"
            return None
        return Decision(self.seat, "command", opts,
                        f"Command the Hundreds: {self.left} action(s) left (move, battle, loot, build), or done",
                        "14.5.2", keep=hand)

    def s_advance(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if self.left <= 0 or len(opts) == 1:
            self.step = "next"
            return None
        return Decision(self.seat, "advance", opts,
                        f"Advance the Warlord: {self.left} advance(s) left (move the warlord, then battle there), "
                        "or done", "14.5.3")

    def s_advance_battle(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if len(opts) == 1:
            self.step = "advance"
            return None
        return Decision(self.seat, "advance", opts, "battle in the warlord's clearing, or done", "14.5.3")

    def s_relentless(self, g: "Game") -> Decision | None:
        opts = self.offer(g)
        if len(opts) == 1:
            self.step = "advance"
            return None
        return Decision(self.seat, "advance", opts,
                        "Relentless: move the warlord once more or battle in its clearing, or done", "14.7.5")

    def why_not_here(self, g: "Game", action: Action) -> Reason | None:
        order = ["craft"] + (["advance", "command"] if mood_is(g, self.seat, "grandiose") else ["command", "advance"])
        step = {"craft": "craft", "build": "command"}.get(action.kind)
        if step is not None and self.step in order and order.index(step) < order.index(self.step):
            return f"the {step} step of this Daylight is over", ["14.5"]
        if action.kind == "build" and self.step != "command":
            return "building is an action of Command the Hundreds", ["14.5.2.III"]
        if action.kind in ("move", "battle", "loot") and self.step == "craft":
            return "Daylight goes craft, then command and advance: finish crafting first (done)", ["14.5"]
        return elsewhere(action, "daylight")


# ----------------------------------------------------------------------------- Evening (14.6)
class Incite(Choice["HundredsEvening"]):
    """14.6.1: spend a card to place a mob in a matching clearing with no mob token and a
    Hundreds warrior (the warlord too)."""

    kind = "incite"

    def sites(self, g: "Game", seat: int) -> list[int]:
        if hundreds(g, seat).tsupply["mob"] <= 0:
            return []
        have = set(mobs(g, seat))
        return [c for c in range(g.map.board_n)
                if c not in have and g.warriors[c * g.n + seat] and can_place(g, seat, c)]

    def options(self, fr: "HundredsEvening", g: "Game") -> list[Action]:
        out: list[Action] = []
        for c in self.sites(g, fr.seat):
            out += C.card_actions(g, "incite", C.matching_in_hand(g, fr.seat, clearing_suits(g, c)), c + 1)
        return out

    def why_not(self, fr: "HundredsEvening", g: "Game", action: Action) -> Reason | None:
        from woodland.rules.why import clearing_arg, why_card

        if len(action.args) != 2:
            return 'incite names a card and a clearing: incite "Card" 5', ["14.6.1"]
        c = clearing_arg(g, action.args[1])
        if c is None:
            return f"there is no clearing {action.args[1]} on this map", ["2.2"]
        if hundreds(g, fr.seat).tsupply["mob"] <= 0:
            return "all five mob tokens are on the map", ["1.5.1", "14.6.1"]
        if (fr.seat, "mob") in g.tokens[c]:
            return f"clearing {c + 1} already has a mob token", ["14.6.1"]
        if not g.warriors[c * g.n + fr.seat]:
            return f"you have no warrior in clearing {c + 1}", ["14.6.1"]
        r = why_cannot_place(g, fr.seat, c, "14.6.1")
        if r:
            return r
        return why_card(g, fr.seat, action.args[0], clearing_suits(g, c), "14.6.1")

    def do(self, fr: "HundredsEvening", g: "Game", action: Action) -> None:
        c = int(action.args[1]) - 1
        C.spend(g, fr.seat, C.card_by_label(g, fr.seat, str(action.args[0])))
        place_token(g, fr.seat, "mob", c)
        if c == warlord_at(g, fr.seat) and mood_is(g, fr.seat, "jubilant"):  # 14.7.3
            fr.rolls = DATA["jubilant_rolls"]
            fr.step = "jubilant"


class EndIncite(BareAction["HundredsEvening"]):
    """14.6.1 is optional; 14.7.3 the rolls are optional."""

    kind = "done"

    def do(self, fr: "HundredsEvening", g: "Game", action: Action) -> None:
        if fr.step == "jubilant":
            fr.rolls = 0
            fr.step = "incite"
        else:
            fr.step = "oppress"


class RollMobDie(BareAction["HundredsEvening"]):
    """14.7.3: roll the mob die and place a mob (up to four times)."""

    kind = "roll"

    def do(self, fr: "HundredsEvening", g: "Game", action: Action) -> None:
        fr.rolls -= 1
        fr.suit = roll_mob_die(g, fr.seat)
        fr.step = "place_mob"


class HundredsEvening(Frame):
    """14.6: incite (14.7.3 Jubilant), oppress, draw and discard (14.7.6 Rowdy)."""

    __slots__ = ("seat", "rolls", "suit")
    rule = "14.6"
    choices = {"incite": (Incite(), EndIncite()), "jubilant": (RollMobDie(), EndIncite()),
               "place_mob": (PlaceMob(),)}

    def __init__(self, seat: int) -> None:
        self.step = "incite"
        self.seat = seat
        self.rolls = 0
        self.suit = ""

    def public(self, g: "Game") -> dict[str, Any] | None:
        d: dict[str, Any] = {"procedure": "hundreds_evening", "step": self.step}
        if self.rolls:
            d["jubilant_rolls_left"] = self.rolls
        return d

    def after_mob(self) -> str:
        return "jubilant" if self.rolls > 0 else "incite"

    def s_incite(self, g: "Game") -> Decision | None:
        f = g.factions[self.seat]
        if not f.hand or not Incite().sites(g, self.seat):
            self.step = "oppress"
            return None
        return Decision(self.seat, "incite", self.offer(g),
                        "Incite: spend a card to place a mob where you have warriors, or done", "14.6.1", keep=True)

    def s_jubilant(self, g: "Game") -> Decision | None:
        if self.rolls <= 0:
            self.step = "incite"
            return None
        return Decision(self.seat, "jubilant", self.offer(g),
                        f"Jubilant: roll the mob die ({self.rolls} roll(s) left), or done", "14.7.3")

    def s_place_mob(self, g: "Game") -> Decision | None:
        return mob_decision(self, g, "14.7.3")

    def s_oppress(self, g: "Game") -> Decision | None:
        f = hundreds(g, self.seat)
        score(g, self.seat, f.oppress_points(g))  # 14.6.2
        g.pop()
        g.push(DrawAndDiscard(self.seat, f.draw_count(g), "14.6.3"))
        return None

    def why_not_here(self, g: "Game", action: Action) -> Reason | None:
        if action.kind == "roll" and self.step != "jubilant":
            return "a Jubilant warlord rolls the mob die after inciting in its clearing", ["14.7.3"]
        if action.kind == "incite" and self.step != "incite":
            return "first finish the Jubilant rolls (roll, or done)", ["14.7.3"]
        return elsewhere(action, "evening")


def elsewhere(action: Action, phase: str) -> Reason | None:
    """Why an action of another phase of the Hundreds is not taken now."""
    where = {"anoint": ("birdsong", "14.4.3"), "mood": ("birdsong", "14.4.4"), "lavish": ("birdsong", "14.7.4"),
             "build": ("daylight", "14.5.2.III"), "loot": ("daylight", "14.2.5"), "craft": ("daylight", "14.5.1"),
             "incite": ("evening", "14.6.1"), "roll": ("evening", "14.7.3")}.get(action.kind)
    if action.kind in ("lead", "hold"):
        return "the warlord goes or stays when warriors move out of its clearing", ["14.2.2"]
    if action.kind in ("hoard", "scrap"):
        return "items are taken or removed when the Hundreds craft one or gain one for a full track", \
            ["14.2.3", "14.2.4.I"]
    if where is None or where[0] == phase:
        return None
    return f"{action.kind} belongs to the Hundreds' {where[0].capitalize()}", [where[1]]


decision_kind("hoard_full", "Which item a full Hoard track loses (1 point)", "14.2.4.I")
decision_kind("contempt", "Take the crafted item (no points) or remove it for its points", "14.2.3")
decision_kind("loot", "The item looted from the defender", "14.2.5")
decision_kind("mob", "Where the mob of the die goes", "14.4.1")
decision_kind("anoint", "Which warrior becomes the warlord", "14.4.3")
decision_kind("mood", "The new mood", "14.4.4")
decision_kind("lavish", "Items removed for warriors (Lavish), or done", "14.7.4")
decision_kind("hundreds_craft", "Craft with strongholds, or go on", "14.5.1")
decision_kind("command", "Command the Hundreds: move, battle, loot, build, or done", "14.5.2")
decision_kind("advance", "Advance the Warlord: move it, battle in its clearing, or done", "14.5.3")
decision_kind("warlord_along", "Whether the warlord goes with the moving warriors", "14.2.2")
decision_kind("incite", "Spend a card to place a mob, or done", "14.6.1")
decision_kind("jubilant", "Roll the mob die again (Jubilant), or done", "14.7.3")
action_kind("garrison", "Garrison this corner clearing", "14.3.2", (CLEARING,))
action_kind("scrap", "Remove this item permanently", "14.2.3", (ITEM,))
action_kind("hoard", "Take the crafted item into the Hoard (no points)", "14.2.3", (ITEM,))
action_kind("loot", "Battle an enemy in a clearing, looting it (no rolled hits; an item if you rule after)", "14.2.5",
            (CLEARING, FACTION))
action_kind("mob", "Place the mob in this clearing", "14.4.1", (CLEARING,))
action_kind("anoint", "The warlord replaces a warrior here (or is placed here)", "14.4.3", (CLEARING,))
action_kind("mood", "Take this mood (stubborn, relentless, bitter, grandiose, jubilant, rowdy, wrathful, lavish)",
            "14.4.4", (WORD,))
action_kind("lavish", "Remove this item of the Hoard for two warriors (Lavish)", "14.7.4", (ITEM,))
action_kind("lead", "The warlord goes with the moving warriors", "14.2.2")
action_kind("hold", "The warlord stays", "14.2.2")
action_kind("incite", "Spend this card to place a mob in this clearing", "14.6.1", (CARD, CLEARING))
action_kind("roll", "Roll the mob die (Jubilant)", "14.7.3")
action_kind("bitter", "Remove the mob token in this clearing for a warrior in the warlord's clearing (Bitter)",
            "14.7.1", (CLEARING,))
