"""``woodland play``: a game of Root in the terminal, people and bots at one table.

A :class:`PlaySession` drives one game. Bots decide on their own; before each decision of
a human seat the session draws that seat's screen from ``game.view(seat)`` (never from
hidden state) and reads a line:

* a number from the menu, or the action text itself (``move 5->10``, ``craft "Root Tea (fox)"``);
* ``help`` -- what the decision is about, citing the Law; ``card NAME`` -- a card's text;
* ``undo`` -- take back your own last decision, while nothing hidden was revealed since;
* ``save FILE`` / ``load FILE`` -- the game record (setup, seed, actions) plus who is human;
* ``board`` -- draw the screen again; ``log`` -- the whole log; ``quit`` (also Ctrl-C, end of input).

With several human seats (hot-seat), a "pass the keyboard" screen comes before a human's
decision whenever the previous human decision was another seat's, so hands stay hidden.

All input goes through ``input_fn(prompt) -> str`` and all output through a rich
``Console``, so tests drive a session in-process.
"""

from __future__ import annotations

import json
import os
import sys
from collections import Counter
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Iterator, Sequence

from rich.columns import Columns
from rich.console import Console
from rich.text import Text

from woodland.cli import render
from woodland.cli.story import Narrator
from woodland.core.actions import Action, loose, parse_action
from woodland.core.errors import ActionSyntaxError, BadInput, IllegalAction, WoodlandError
from woodland.core.game import Game
from woodland.core.jsonio import read_json
from woodland.core.record import RECORD_FORMAT, check_record
from woodland.core.rng import Rng

InputFn = Callable[[str], str]

#: the screen shows the log since the seat's last decision: at least / at most this many entries
RECENT_MIN = 6
RECENT_MAX = 40

COMMANDS_HELP = ("Type the number of an option, or the action itself (e.g. move 5->10, craft \"Root Tea (fox)\").\n"
                 "Other commands: help · help FACTION · card NAME · undo · save FILE · load FILE · board · log · quit")


class Quit(Exception):
    """The player asked to stop (quit, Ctrl-C or end of input)."""


# ----------------------------------------------------------------------------- explanations
#: what each kind of decision is about (a faction's own help for a kind comes first: the
#: ``decisions`` of its words.json)
KIND_HELP: dict[str, str] = {
    "turn_window": "Before your Birdsong or your Evening: actions an ability (another faction's, a hireling's, "
                   "a landmark's) lets you take on your own turn, each citing its rule (the Corvids' Exposure, "
                   "13.2.4: show a card matching a clearing where you have pieces and guess the face-down plot "
                   "there: right, you remove it and score; wrong, the Corvids take the card; the Black Market's "
                   "swap, L), or 'done'.",
    "setup_keep": "Setup: choose the corner clearing for your keep; a warrior goes in every other clearing "
                  "except the opposite corner.",
    "setup_building": "Setup: place this starting building in the keep's clearing or one adjacent to it.",
    "setup_corner": "Setup: choose your starting corner (a roost and six warriors).",
    "setup_leader": "Setup: choose your first leader; its two Loyal Viziers go into the Decree.",
    "setup_character": "Setup: choose your Vagabond character (starting items and special action).",
    "setup_forest": "Setup: place your pawn in a forest.",
    "move": "Choose where warriors move from and to: you must rule the origin or the destination. "
            "Then choose how many.",
    "move_count": "How many warriors go along.",
    "ambush": "You are attacked. Play an ambush card matching the clearing (or a bird ambush) to deal "
              "two hits before the roll, or pass. You are asked whenever you hold cards, so passing "
              "tells nothing.",
    "foil": "The defender ambushed you: play a matching ambush card to cancel it, or pass.",
    "after_roll": "After the dice: use a card effect (e.g. Armorers ignores the rolled hits you take), or pass.",
    "remove": "You take a hit: choose which of your pieces is removed.",
    "helper_hit": "Your warriors are gone: choose whose defending warriors take the next hit (hit FACTION).",
    "discard": "Your hand is over the limit: discard down to five cards.",
    "craft_pay": "Choose which crafting piece pays the '?' icon.",
    "decree_recruit": "Decree: recruit a warrior at a roost in a matching clearing.",
    "decree_move": "Decree: move from a matching clearing.",
    "decree_battle": "Decree: battle in a matching clearing.",
    "decree_build": "Decree: place a roost in a matching clearing you rule with no roost.",
    "new_roost": "You have no roost on the map: place a roost and three warriors in the clearing with "
                 "the fewest warriors.",
    "new_leader": "Turmoil: choose your next leader.",
    "operations": "Alliance Evening: one military operation per officer (move, battle, recruit, organize).",
    "revolt": "Revolt in a sympathetic clearing (spending two matching supporters) or 'done'.",
    "spread": "Spread sympathy to an adjacent clearing (spending supporters) or 'done'.",
    "outrage": "You moved into or removed sympathy: add a matching card to the Alliance's supporters.",
    "slip": "Vagabond Birdsong: slip to an adjacent clearing or forest, or stay.",
    "refresh": "Vagabond Birdsong: choose which exhausted items to flip face up.",
    "take_hit": "Take a hit by damaging an item.",
    "damage": "Damage items.",
    "drop_item": "Too many items: remove one.",
    "quest_reward": "Quest done: score a point per completed quest of that suit, or draw two cards.",
    "field_hospitals": "Warriors were removed: spend a matching card to return them to the keep, or pass.",
    "order_triggers": "Several effects trigger at once: choose which resolves first.",
    "spend": "Choose which card to spend.",
    "pay_wood": "Choose which wood pays for the building: each option of the menu is a whole payment "
                "('wood 1 ×2 + wood 5' = two wood from clearing 1 and one from 5); typing 'wood N' pays one "
                "piece at a time.",
    "place_wood": "Not enough wood for every sawmill: choose where the next wood goes.",
    "recruit": "Not enough warriors for every recruiter: choose where the next goes.",
    # Lizard Cult (ch. 10)
    "setup_outcast": "Setup: choose the first Outcast suit (conspiracies and crafting use it).",
    "conspiracy": "Cult Birdsong: spend acolytes in Outcast clearings -- crusade (2: battle, or move and then "
                  "battle), convert (2: replace an enemy warrior with yours), sanctify (3: replace an enemy "
                  "building with a garden); one fewer when the Outcast is Hated. 'done' goes to Daylight.",
    "crusade": "Crusade: battle in the Outcast clearing, or move from it (and then you may battle there).",
    "crusade_battle": "Crusade: you may battle in the clearing you moved into, or pass.",
    # Riverfolk Company (ch. 11)
    "setup_warrior": "Setup: place a warrior in a clearing touching the river.",
    "set_price": "Set the price of a service (hand card, riverboats, mercenaries) for the players who buy "
                 "it at the start of their Birdsong.",
    "buy_service": "Start of your Birdsong: buy Riverfolk services (a card from their public hand, riverboats "
                   "= rivers as paths this turn, mercenaries = their warriors fight and rule for you this "
                   "Daylight and Evening), paying warriors from your supply; one service plus one per clearing "
                   "with a trade post and your pieces. 'done' to stop.",
    "pay_service": "The Vagabond pays for services by exhausting items, one per fund: choose the item.",
    "fund": "Choose whose warrior in your Funds box pays for this action.",
    "lose_fund": "Trade Disruption: a trade post was removed; choose whose funds go (half, rounded up).",
    # Vagabonds (ch. 9, appendix V)
    "explore_take": "Explore: the ruin holds two items; take one of your choice (not an R item you already have).",
    "before_roll": "Before the roll: use an effect that changes this battle (e.g. enlist the Arbiter), or pass.",
    "effect_order": "Several effects apply now: choose which resolves first.",
    "aid_exhaust": "Aid: choose the item to exhaust.",
    "aid_give": "Aid: choose the card (matching your clearing) to give.",
    "aid_take": "Aid: you may take an item from the other player's Crafted Items box, or none.",
    "strike_piece": "Strike: choose which piece of that player to remove (warriors first, 9.5.6).",
    "spend_supporter": "Choose which supporter pays (it must match the clearing; birds are wild).",
    "give": "Choose a card of your hand to give.",
    "repair": "Choose a damaged item to repair.",
    "exhaust": "Choose the item to exhaust.",
    "daylight_end": "The Decree is resolved: use any other Daylight option (a card effect, a dominance card) "
                    "or 'end' to go to Evening.",
    "evening_draw": "Evening: draw as usual, or use a crafted card's effect instead of drawing.",
    "battle": "A card effect lets you battle: choose where and whom.",
    # Advanced Setup
    "starting_hand": "Advanced Setup: keep three of your five cards; each card you return goes face down on "
                     "the deck, which is then shuffled.",
}


#: decisions that place or pay pieces one prompt per piece, in any order (6.4 wood, 6.5.3
#: recruits, 6.5.4.II wood, 8.2.3 supporters, 11.2.6 items): the menu offers whole payments
PIECE_BY_PIECE = frozenset({"pay_wood", "place_wood", "recruit", "spend_supporter", "pay_service"})
#: above this many ways of paying, the menu keeps asking piece by piece
MAX_WHOLE = 40


def whole_payments(g: Game) -> list[tuple[Action, ...]] | None:
    """The ways to finish the pending payment: the choices the same seat makes while the
    same kind of decision comes back, one sequence per different set of pieces (the order
    does not matter). None when there are more than MAX_WHOLE."""
    p = g.pending
    assert p is not None
    found: dict[tuple[str, ...], tuple[Action, ...]] = {}
    tried: set[tuple[str, ...]] = set()

    def walk(h: Game, path: tuple[Action, ...]) -> bool:
        for o in h.decision.options:
            key = tuple(sorted(str(x) for x in path + (o,)))
            if key in tried:  # the same pieces in another order
                continue
            tried.add(key)
            if len(tried) > 10 * MAX_WHOLE:
                return False
            h2 = h.clone()
            h2.apply(o)
            nxt = h2.pending
            if nxt is not None and nxt.seat == p.seat and nxt.kind == p.kind:
                if not walk(h2, path + (o,)):
                    return False
            else:
                found[key] = path + (o,)
                if len(found) > MAX_WHOLE:
                    return False
        return True

    return list(found.values()) if walk(g, ()) else None


def faction_help(faction: str, kind: str) -> str:
    """A faction's own help for a kind of decision: the ``decisions`` of its words.json, or
    of the faction it plays like (9.7: the second Vagabond decides like the first)."""
    from woodland.core.faction import FACTIONS, Faction

    for cls in FACTIONS[faction].__mro__ if faction in FACTIONS else ():
        if issubclass(cls, Faction) and cls.key:
            said = ((cls.words() or {}).get("decisions") or {}).get(kind)
            if said:
                return str(said)
    return ""


def explain_kind(faction: str, kind: str) -> str:
    own = faction_help(faction, kind)
    if own:
        return own
    if kind.startswith("effects:"):
        return ("A window to use card effects from your crafted cards at this point of the turn, "
                "or pass.")
    return KIND_HELP.get(kind, "")


_RULES: dict[str, str] | None = None


def rule_titles() -> dict[str, str]:
    global _RULES
    if _RULES is None:
        from woodland.lawcov import rule_ids

        _RULES = dict(rule_ids())
    return _RULES


def illegal_text(reason: str, rules: Sequence[str]) -> str:
    """``Illegal: REASON (Law 4.2.1 Legal Moves)``, each rule cited with its title."""
    cites = "; ".join(cite(r, kids=False) for r in rules if r)
    return f"Illegal: {reason}" + (f" ({cites})" if cites else "")


def cite(rule: str, kids: bool = True) -> str:
    """``Law 6.5.4 Build``; for a heading without its own id, the rules under it."""
    if not rule:
        return ""
    if ", " in rule:  # several rules (a window offering several abilities' actions)
        return "; ".join(cite(r, kids) for r in rule.split(", "))
    titles = rule_titles()
    if rule in titles:
        return f"Law {rule} {titles[rule]}"
    if not kids:
        return f"Law {rule}"
    subs = [f"{r} {t}" for r, t in titles.items() if r.startswith(rule + ".") and r.count(".") == rule.count(".") + 1]
    if subs:
        return f"Law {rule} (" + "; ".join(subs[:8]) + ")"
    return f"Law {rule}"


# ----------------------------------------------------------------------------- the session
@dataclass
class Snapshot:
    """The state before a human decision, for ``undo``."""

    seat: int
    game: Game
    n_actions: int
    secret: tuple[Any, ...]


def default_bot() -> str:
    from woodland.bots import BOTS

    return "heuristic" if "heuristic" in BOTS else "random"


def parse_bots(spec: str | None, factions: Sequence[str], humans: Sequence[str]) -> dict[str, str]:
    """``--bots``: one name for every bot seat, ``faction=name`` pairs, or a name per
    faction of the game (in order). Returns a bot name per non-human faction."""
    from woodland.bots import BOTS, check_bot_name

    bots_for = [k for k in factions if k not in humans]
    out = {k: default_bot() for k in bots_for}
    if spec:
        items = [x.strip() for x in spec.split(",") if x.strip()]
        if all("=" in x for x in items):
            for x in items:
                k, _, nm = x.partition("=")
                k, nm = k.strip(), nm.strip()
                if k not in factions:
                    raise BadInput("--bots", f"{k!r} is not a faction of this game ({', '.join(factions)})")
                if k in humans:
                    raise BadInput("--bots", f"{k} is played by a human")
                out[k] = nm
        elif any("=" in x for x in items):
            raise BadInput("--bots", "use either one name, a name per faction, or faction=name pairs")
        elif len(items) == 1:
            out = {k: items[0] for k in bots_for}
        elif len(items) == len(factions):
            out = {k: nm for k, nm in zip(factions, items) if k not in humans}
        elif len(items) == len(bots_for):
            out = dict(zip(bots_for, items))
        else:
            raise BadInput("--bots", f"expected one name, {len(bots_for)} (one per bot seat) or "
                                     f"{len(factions)} (one per faction), got {len(items)}")
    for k, nm in out.items():
        if nm.partition(":")[0] not in BOTS:
            raise BadInput("--bots", f"unknown bot {nm!r} for {k} (known: {', '.join(sorted(BOTS))})")
        check_bot_name(nm, "--bots")
    return out


def parse_humans(spec: str | None, factions: Sequence[str]) -> list[str]:
    if spec is None:
        return [factions[0]]
    if spec.strip().lower() == "all":
        return list(factions)
    hs = [x.strip() for x in spec.split(",") if x.strip()]
    for h in hs:
        if h not in factions:
            raise BadInput("--humans", f"{h!r} is not a faction of this game ({', '.join(factions)})")
    if not hs:
        raise BadInput("--humans", "name at least one faction (or use --bots-only)")
    return hs


class PlaySession:
    """One game at the terminal. ``humans`` are faction keys; ``bots`` maps every other
    faction key to a bot name of :data:`woodland.bots.BOTS`."""

    def __init__(self, setup: dict[str, Any], seed: int, humans: Sequence[str], bots: dict[str, str] | None = None,
                 console: Console | None = None, input_fn: InputFn | None = None,
                 clear: bool | None = None) -> None:
        self._io(console, input_fn, clear)
        self._start(Game.new(setup, seed), list(humans), bots, [])

    @classmethod
    def from_saved(cls, path: str | Path, humans: str | None = None, bots: str | None = None,
                   console: Console | None = None, input_fn: InputFn | None = None,
                   clear: bool | None = None) -> "PlaySession":
        """Resume a saved game; ``humans`` / ``bots`` (as on the command line) override
        the seats saved with it."""
        self = cls.__new__(cls)
        self._io(console, input_fn, clear)
        self._resume(path, humans, bots)
        return self

    @classmethod
    def from_game(cls, game: Game, humans: Sequence[str], bots: dict[str, str] | None = None,
                  console: Console | None = None, input_fn: InputFn | None = None,
                  clear: bool | None = None) -> "PlaySession":
        """Play on from a game built some other way (e.g. a position). Such a game has no
        record (setup, seed, actions) to replay, so it cannot be saved."""
        self = cls.__new__(cls)
        self._io(console, input_fn, clear)
        self._start(game, list(humans), bots, [])
        self.replayable = False
        return self

    def _io(self, console: Console | None, input_fn: InputFn | None, clear: bool | None) -> None:
        self.console = console or Console()
        self.input_fn = input_fn or self._stdin_input
        self.clear = self.console.is_terminal if clear is None else clear
        self.out_file: Path | None = None

    def _stdin_input(self, prompt: str) -> str:
        line = self.console.input(prompt)
        if not sys.stdin.isatty():  # scripted input: echo it, so the transcript reads well
            self.console.print(line, markup=False, highlight=False)
        return line

    # -- state ---------------------------------------------------------------------------
    def _start(self, g: Game, humans: list[str], bots: dict[str, str] | None, actions: list[tuple[int, str, int]],
               hashes: list[str] | None = None, narrator: Narrator | None = None) -> None:
        from woodland.bots import make_bot

        keys = [g.player_name(f.seat) for f in g.factions]  # a drafted game's players by name (A.8)
        for h in humans:
            if h not in keys:
                raise BadInput("humans", f"{h!r} is not a faction of this game ({', '.join(keys)})")
        bots = dict(bots or {})
        for k in keys:
            if k not in humans and k not in bots:
                bots[k] = default_bot()
        order = list(g.setup["factions"])
        bot_names = {k: bots[k] for k in order if k not in humans}
        # bots are seeded from the game's seed (as play_game seeds them) and how far the game is
        made = {g.seat_of(k): make_bot(nm, g.seed * 7919 + order.index(k) + 1 + 104729 * len(actions))
                for k, nm in bot_names.items()}
        self.game = g
        self.humans = [k for k in order if k in humans]
        self.bot_names = bot_names
        self.human_seats = {g.seat_of(k) for k in self.humans}
        self.bots = made
        self._fallback_rng = Rng(g.seed + len(actions))
        self.log: list[tuple[int, str, str, int]] = []
        self.actions: list[str] = []
        self.hashes: list[str] = list(hashes or [])
        for seat, text, turn in actions:
            self.actions.append(text)
            self.log.append((seat, g.faction_key(seat), text, turn))
        if narrator is None:
            narrator = Narrator()
            narrator.reset(g)
        self.narrator = narrator
        self.snapshots: list[Snapshot] = []
        self.last_human: int | None = None
        self.notices: list[str] = []
        self.replayable = True
        self._menu_cache: tuple[Any, list[tuple[str, list[Action]]]] | None = None

    def _apply(self, action: Action) -> None:
        g = self.game
        seat = g.decision.seat
        turn = g.turn
        with telling(self.narrator, g, len(self.actions), seat, str(action), turn):
            g.apply(action)
        self.actions.append(str(action))
        self.hashes.append(g.fingerprint())
        self.log.append((seat, g.faction_key(seat), str(action), turn))

    # -- records -------------------------------------------------------------------------
    def record(self) -> dict[str, Any]:
        g = self.game
        return {"format": RECORD_FORMAT, "setup": g.setup, "seed": g.seed, "actions": list(self.actions),
                "hashes": list(self.hashes), "result": g.result,
                "play": {"humans": list(self.humans), "bots": dict(self.bot_names)}}

    def save(self, path: str | Path) -> Path:
        if not self.replayable:
            raise BadInput("save", "this game did not start from a setup and a seed, so it has no record to save")
        p = Path(path).expanduser()
        try:
            p.write_text(json.dumps(self.record()) + "\n")
        except OSError as e:
            raise BadInput(str(path), f"cannot write: {e.strerror or e}") from None
        return p

    def load(self, path: str | Path) -> None:
        """Replace the game by the one saved in ``path``, replayed exactly (checking the
        state hashes), with the seats saved with it. Raises :class:`BadInput` with a
        one-line reason; the current game is untouched then."""
        self._resume(path, None, None)

    def _resume(self, path: str | Path, humans: str | None, bots: str | None) -> None:
        narrator = Narrator()
        g, acts, hashes, play = read_saved(path, narrator)
        keys = list(g.setup["factions"])
        if humans:
            hs = parse_humans(humans, keys)
        else:
            hs = [h for h in play.get("humans", []) if h in keys] or [keys[0]]
        if bots:
            bs = parse_bots(bots, keys, hs)
        else:
            bs = {k: v for k, v in (play.get("bots") or {}).items() if k in keys and k not in hs}
        self._start(g, hs, bs, acts, hashes, narrator)

    # -- the loop --------------------------------------------------------------------------
    def run(self) -> int:
        """Play until the game ends or a player quits. Returns an exit status (0)."""
        try:
            self._intro()
            while True:
                g = self.game
                if g.pending is None:
                    self._game_over()
                    return 0
                seat = g.pending.seat
                if seat in self.human_seats:
                    self._human(seat)
                else:
                    self._bot(seat)
        except Quit:
            self._offer_save()
            self.console.print("Goodbye.")
            return 0
        except KeyboardInterrupt:
            self.console.print()
            self._offer_save()
            self.console.print("Goodbye.")
            return 0
        except WoodlandError as e:  # e.g. an engine refusal we did not expect: keep the record
            self.console.print(Text(f"error: {e}", style="red"))
            self._offer_save()
            return 1
        except Exception as e:  # an engine bug: the record reproduces it
            self.console.print(Text(f"internal error (please report it with the saved game): "
                                    f"{type(e).__name__}: {e}", style="red"))
            self._offer_save()
            return 1

    def _intro(self) -> None:
        g = self.game

        def who(seat: int, key: str) -> str:
            if seat in self.human_seats:
                return "you" if len(self.humans) == 1 else "human"
            return f"{self.bot_names[g.player_name(seat)]} bot"

        seats = ", ".join(f"{f.key} ({who(f.seat, f.key)})" for f in g.factions)
        self.console.print(Text(f"woodland · Root on the {g.map.title} map · seed {g.seed}", style="bold"))
        self.console.print(f"Seats in clockwise order, first player first: {seats}")
        self.console.print(COMMANDS_HELP)
        if self.actions:
            self.console.print(f"Resumed after {len(self.actions)} recorded decisions.")

    def _bot(self, seat: int) -> None:
        from woodland.sim import Observation

        g = self.game
        p = g.pending
        assert p is not None
        try:
            a = self.bots[seat].decide(Observation(g, seat), p.options)
            if isinstance(a, str):
                a = g.parse(a)
            if a not in p.options:
                raise IllegalAction(f"'{a}' is not among the options")
        except KeyboardInterrupt:
            raise
        except Exception as e:  # a broken bot must not end the game: play on at random
            self.console.print(Text(f"the {self.bot_names[g.player_name(seat)]} bot of {g.faction_key(seat)} "
                                    f"failed ({type(e).__name__}: {e}); it takes a random option instead",
                                    style="yellow"))
            a = p.options[self._fallback_rng.below(len(p.options))]
        self._apply(a)

    def _say(self, text: str, style: str = "") -> None:
        self.console.print(Text(text, style=style), soft_wrap=True)

    def _ask(self, prompt: str) -> str:
        try:
            return self.input_fn(prompt)
        except EOFError:
            self.console.print()
            raise Quit() from None

    def _handoff(self, seat: int) -> None:
        key = self.game.faction_key(seat)
        self._clear()
        self.console.rule(f"Pass the keyboard to {key}")
        self.console.print(f"Hot-seat: only {render.title(key)} should look at the screen now.")
        self._ask(f"{key}: press Enter when ready ")
        self._clear()

    def _clear(self) -> None:
        if self.clear:
            self.console.clear()
            self.console.file.write("\033[3J")  # the scrollback too: hands stay hidden
            self.console.file.flush()

    def _recent(self, seat: int) -> list[str]:
        """What happened since ``seat``'s own last decision (at least the last few entries)."""
        es = self.narrator.entries
        start = len(es)
        while start > 0 and (es[start - 1].seat != seat or es[start - 1].auto):
            start -= 1
        start = max(0, min(start - 1, len(es) - RECENT_MIN))
        if start > 0 and es[start].text.startswith("x") and es[start - 1].text.startswith("move "):
            start -= 1  # a move and its count stay together
        lines = render.log_lines(es[start:], seat)
        if len(lines) > RECENT_MAX:
            cut = len(lines) - RECENT_MAX
            lines = [f"... {cut} earlier (type log to see the whole log)"] + lines[cut:]
        return lines

    def show(self, seat: int) -> None:
        """Draw ``seat``'s screen (from ``game.view(seat)`` only)."""
        g = self.game
        view = g.view(seat)
        self._clear()
        self._board(render.screen(view, g.map, g.deckdef, self._recent(seat)))
        for n in self.notices:
            self.console.print(Text(n, style="bold"))
        self.notices.clear()

    def _board(self, screen: Any) -> None:
        render.print_screen(self.console, screen)

    def show_decision(self, seat: int) -> None:
        g = self.game
        p = g.pending
        assert p is not None
        key = g.faction_key(seat)
        head = Text(f"{key} — {p.prompt}", style="bold " + render.fstyle(key))
        if p.rule:
            head.append(f"  ({cite(p.rule)})", style="dim")
        self.console.print(head)
        opts = [Text(f"{i}) {label}") for i, (label, _) in enumerate(self._menu(), 1)]
        self.console.print(Columns(opts, padding=(0, 3)))
        forests = render.forest_legend(p.options, g.map)
        if forests:
            self.console.print(Text(forests, style="dim"))
        legend = render.faction_words(key).menu_legend(p.kind, p.options)
        if legend:
            self.console.print(Text(legend, style="dim"))

    def _menu(self) -> list[tuple[str, list[Action]]]:
        """The numbered menu: each option with the steps it takes. A payment made one piece at
        a time (PIECE_BY_PIECE) is offered whole: ``wood 4 ×2 + wood 7`` takes three steps."""
        g = self.game
        p = g.pending
        assert p is not None
        if self._menu_cache is not None and self._menu_cache[0] is p:
            return self._menu_cache[1]
        menu = [(str(o), [o]) for o in p.options]
        if p.kind in PIECE_BY_PIECE:
            whole = whole_payments(g)
            if whole is not None and len(whole) > 1:
                menu = [(" + ".join(f"{a} ×{n}" if n > 1 else str(a) for a, n in Counter(w).items()), list(w))
                        for w in whole]
        self._menu_cache = (p, menu)
        return menu

    def _human(self, seat: int) -> None:
        if len(self.human_seats) > 1 and self.last_human != seat:
            self._handoff(seat)
        self.last_human = seat
        self.show(seat)
        self.show_decision(seat)
        while True:
            line = self._ask("> ").strip()
            if not line:
                continue
            done = self._command(seat, line)
            if done:
                return

    # -- one line of input -------------------------------------------------------------
    def _command(self, seat: int, line: str) -> bool:
        """Handle one line; True when the game moved on (an action, undo or load)."""
        g = self.game
        p = g.pending
        assert p is not None
        word, _, rest = line.partition(" ")
        word = word.lower()
        rest = rest.strip()
        if len(rest) > 1 and rest[0] == rest[-1] and rest[0] in "'\"":
            rest = rest[1:-1]  # a quoted file or card name
        if line.isdigit():
            i = int(line)
            menu = self._menu()
            if not 1 <= i <= len(menu):
                self._say(f"There is no option {i}: choose 1 to {len(menu)}, or type help.", "red")
                return False
            return self._take(seat, *menu[i - 1][1])
        if word in ("help", "?"):
            if rest:
                self._board_help(rest)
            else:
                self._help(seat)
            return False
        if word in ("quit", "exit"):
            raise Quit()
        if word == "board":
            self.show(seat)
            self.show_decision(seat)
            return False
        if word == "log":
            for line in render.log_lines(self.narrator.entries, seat):
                self.console.print(line, markup=False, highlight=False)
            return False
        if word == "card":
            self._card(rest)
            return False
        if word == "undo":
            return self._undo(seat)
        if word == "save":
            if not rest:
                self._say("usage: save FILE", "red")
                return False
            try:
                path = self.save(rest)
            except WoodlandError as e:
                self._say(f"error: {e}", "red")
                return False
            self._say(f"Saved to {path} ({len(self.actions)} decisions). Resume with: woodland play --load {path}")
            return False
        if word == "load":
            if not rest:
                self._say("usage: load FILE", "red")
                return False
            try:
                self.load(rest)
            except WoodlandError as e:
                self._say(f"error: {e}", "red")
                return False
            self.notices.append(f"Loaded {rest}: {len(self.actions)} decisions replayed exactly.")
            return True
        steps = self._match(line)
        if isinstance(steps, str):  # why not
            self.console.print(Text(steps, style="red"))
            return False
        return self._take(seat, *steps)

    def _match(self, line: str) -> list[Action] | str:
        """The steps ``line`` names (one option, or the steps of a compound action:
        ``move 10->12 x2`` in a Daylight menu is march, move 10->12, x2), or the reason it
        names none. The text is read as everywhere else (Game.parse_steps, the oracle)."""
        from woodland.oracle import explain

        g = self.game
        p = g.pending
        assert p is not None
        said = " ".join(line.lower().replace("×", "x").split())
        for label, steps_ in self._menu():  # a whole payment as the menu writes it
            if len(steps_) > 1 and " ".join(label.lower().replace("×", "x").split()) == said:
                return steps_
        try:
            steps: list[Action] | None = g.parse_steps(line)
        except ActionSyntaxError as e:
            steps, err = None, f"Not understood: {e}. Type a number from the menu, or help."
        if steps and len(steps) == 1 and steps[0] in p.options:
            return steps
        # the first words of exactly one option ("battle 5" for "battle 5 eyrie", "move dune" for
        # "move 9->12"), quotes optional
        words = (loose(steps[0]) if steps and len(steps) == 1 else line.replace('"', "").lower()).split()
        pre = [o for o in p.options if loose(o).split()[:len(words)] == words]
        if len(pre) == 1:
            return pre
        if steps is None:
            return err
        if len(pre) > 1:
            return (f"'{line}' could be any of: " + ", ".join(str(o) for o in pre[:8])
                    + (" ..." if len(pre) > 8 else "") + ". Say which (or type its number).")
        ex = explain(g, line)  # a step of a compound action, or several steps in one line
        if ex.legal:
            return [parse_action(t) for t in ex.steps]
        return illegal_text(ex.reason, ex.rules)

    def _undoable(self, seat: int) -> str:
        """Why the last snapshot cannot be restored for ``seat`` now ('' if it can)."""
        g = self.game
        if not self.snapshots:
            return "Nothing to undo."
        snap = self.snapshots[-1]
        if snap.seat != seat:
            return (f"The last human decision was {g.faction_key(snap.seat)}'s; "
                    "you can only take back your own.")
        others = {s for s, *_ in self.log[snap.n_actions:] if s != seat}
        if others:
            names = ", ".join(sorted(g.faction_key(s) for s in others))
            return f"{names} decided since (what they did is known now)."
        if g.knowledge(seat) != snap.secret:  # the one place that knows (1.2)
            return ("hidden information came out since (a card was drawn, dice were rolled "
                    "or something was revealed).")
        return ""

    def _take(self, seat: int, action: Action, *more: Action) -> bool:
        """Take ``action`` (and the steps after it, while ``seat`` decides); one undo takes
        them all back."""
        g = self.game
        if self.snapshots and self._undoable(seat):
            self.snapshots.clear()  # earlier snapshots are blocked too: keep no dead copies
        snap = Snapshot(seat, g.clone(), len(self.actions), g.knowledge(seat))
        try:
            self._apply(action)
            for a in more:
                if g.pending is None or g.pending.seat != seat:
                    break
                self._apply(a)
        except IllegalAction as e:  # not expected: options come from the game
            self.console.print(Text(illegal_text(e.reason, e.rules), style="red"))
            if len(self.actions) == snap.n_actions:
                return False
        self.snapshots.append(snap)
        return True

    # -- undo --------------------------------------------------------------------------
    def _undo(self, seat: int) -> bool:
        why = self._undoable(seat)
        if why:
            self.console.print(Text("Cannot undo: " + why if self.snapshots else why, style="red"))
            return False
        snap = self.snapshots[-1]
        self.snapshots.pop()
        undone = self.actions[snap.n_actions:]
        self.game = snap.game
        del self.actions[snap.n_actions:]
        del self.hashes[snap.n_actions:]
        del self.log[snap.n_actions:]
        self.narrator.truncate(snap.n_actions, self.game)
        self.notices.append(f"Undone: {', '.join(undone)}")
        return True

    # -- help --------------------------------------------------------------------------
    def _help(self, seat: int) -> None:
        g = self.game
        p = g.pending
        assert p is not None
        key = g.faction_key(seat)
        self.console.print(Text(f"{render.title(key)} decides: {p.prompt}", style="bold"))
        text = explain_kind(key, p.kind)
        if text:
            self.console.print(text)
        if p.rule:
            self._say(f"Rule: {cite(p.rule)}.")
        self._say(f"Options: {', '.join(label for label, _ in self._menu())}")
        self._board_help(key)
        others = ", ".join(f"help {f.key}" for f in g.factions if f.key != key)
        self._say(f"The other boards: {others}." if others else "")
        self.console.print(COMMANDS_HELP)

    def _board_help(self, name: str) -> None:
        """``help FACTION``: what that faction's board means, citing the Law."""
        from woodland.core.faction import FACTIONS

        low = name.strip().lower()
        keys = [k for k in FACTIONS if k == low] or [k for k in FACTIONS
                                                      if k.startswith(low) or low in render.title(k).lower()]
        words = render.board_words(keys[0]) if len(keys) == 1 else None
        if words is None:
            self._say(f"No faction {name!r}; help FACTION for one of: {', '.join(sorted(FACTIONS))}", "red")
            return
        self.console.print(Text(f"The faction board of the {render.title(keys[0])} — {words['about']}", style="bold"))
        for part in words["board"]:  # wrapped at words, whatever the width
            self.console.print(Text(f"  {part['part']} (Law {part['rule']}): {part['text']}"))

    def _card(self, name: str) -> None:
        """A card's text: the shared deck's cards, the Vagabond's quests (9.5.5) and the
        factions' own cards (the Eyrie's leaders, the Vagabond's characters)."""
        deck = self.game.deckdef
        name = name.strip().strip('"')
        if not name:
            self._say("usage: card NAME (e.g. card Armorers)", "red")
            return
        try:
            label = deck.types[deck.type_of(name)].label
            self._say(f"{label}: {render.card_info(deck, label)}")
            return
        except WoodlandError:
            pass
        texts = {t.label: render.card_info(deck, t.label) for t in deck.types}
        texts.update(render.faction_cards())
        low = name.lower()
        # a name and its other cards of that name (``Thief``: the character and ``Thief (Captain)``)
        hits = (sorted(k for k in texts if k.lower() == low or k.lower().rsplit(" (", 1)[0] == low)
                or sorted(k for k in texts if low in k.lower()))
        if len({h.rsplit(" (", 1)[0] for h in hits}) == 1:  # one card, or one quest in several suits
            for h in hits:
                self._say(f"{h}: {texts[h]}")
            return
        self._say(f"No card {name!r}" + (f"; did you mean: {', '.join(hits)}" if hits else ""), "red")

    # -- endings ------------------------------------------------------------------------
    def _game_over(self) -> None:
        g = self.game
        res = g.result or {}
        seat = min(self.human_seats) if self.human_seats else 0
        self._board(render.screen(g.view(seat), g.map, g.deckdef, self._recent(seat)))
        scores = ", ".join(f"{k} {v}" for k, v in res.get("scores", {}).items())
        winners = " and ".join(res.get("winners", []))
        self.console.print(Text(f"Game over after {render.turn_label(g.turn)}: {winners} won "
                                f"({res.get('reason')}). Scores: {scores}", style="bold green"))
        if self.out_file is not None:
            self.save(self.out_file)
            self._say(f"record written to {self.out_file}")

    def _offer_save(self) -> None:
        if self.game.pending is None or not self.replayable:
            return
        while True:
            try:
                name = self.input_fn("Save the game before quitting? File name (Enter: quit without saving): ")
            except (EOFError, KeyboardInterrupt):
                self.console.print()
                return
            name = name.strip()
            if not name:
                return
            try:
                path = self.save(name)
            except WoodlandError as e:
                self._say(f"error: {e}", "red")
                continue
            self._say(f"Saved to {path}. Resume with: woodland play --load {path}")
            return


def _items(g: Game) -> dict[str, Counter[str]]:
    """The items on each player's board, as every player sees them (the public board of
    ``game.view``: a Vagabond's Satchel and tracks, 9.2.5)."""
    return {f.key: Counter(str(it).split("_")[0] for it in f.public_board(g).get("items") or ())
            for f in g.factions}


@contextmanager
def telling(narrator: Narrator, g: Game, idx: int, seat: int, text: str, turn: int) -> Iterator[Any]:
    """``narrator.action``, also telling the items a player took: explored from a ruin (9.5.3,
    face up in the Satchel), taken with Aid (9.5.4) or by a card."""
    before = _items(g)
    with narrator.action(idx, seat, text, turn) as e:
        yield e
    for k, now in _items(g).items():
        got = now - before.get(k, Counter())
        if got:
            e.details.append(f"{k} +" + ", +".join(sorted(got.elements())))


def read_saved(path: str | Path, narrator: Narrator | None = None
               ) -> tuple[Game, list[tuple[int, str, int]], list[str], dict[str, Any]]:
    """Read and replay a saved game: (game, [(seat, action, turn)], hashes, play section).
    Every problem is a :class:`BadInput` with a one-line reason."""
    d = read_json(path)
    try:
        check_record(d)
    except BadInput as e:
        raise BadInput(str(path), f"not a saved game ({e})") from None
    play = d.get("play") or {}
    if not isinstance(play, dict) or not _strings(play.get("humans", [])) \
            or not isinstance(play.get("bots", {}), dict) or not _strings(list(play.get("bots", {}).values())):
        raise BadInput(str(path), "the 'play' section must hold a 'humans' list of factions and a 'bots' "
                                  "object of bot names")
    try:
        g = Game.new(d["setup"], d["seed"])
    except WoodlandError as e:
        raise BadInput(str(path), f"bad setup: {e}") from None
    hashes = d.get("hashes")
    narrator = narrator or Narrator()
    narrator.reset(g)
    acts: list[tuple[int, str, int]] = []
    new_hashes: list[str] = []
    for i, text in enumerate(d["actions"]):
        if g.pending is None:
            raise BadInput(str(path), f"action {i + 1} ({text!r}) comes after the end of the game")
        seat, turn = g.pending.seat, g.turn
        try:
            with telling(narrator, g, i, seat, text, turn):
                g.apply(g.parse(text))
        except WoodlandError as e:
            raise BadInput(str(path), f"does not replay: action {i + 1} ({text!r}): {e}") from None
        h = g.fingerprint()
        if hashes is not None and hashes[i] != h:
            raise BadInput(str(path), f"does not replay: the state after action {i + 1} ({text!r}) differs "
                                      "from the saved one")
        acts.append((seat, text, turn))
        new_hashes.append(h)
    return g, acts, new_hashes, play


def _strings(v: Any) -> bool:
    return isinstance(v, list) and all(isinstance(x, str) for x in v)


def stdin_input(console: Console) -> InputFn:
    def ask(prompt: str) -> str:
        return console.input(prompt)

    return ask


def make_console() -> Console:
    """A console for the client: full width on a terminal, 120 columns otherwise."""
    c = Console()
    if not c.is_terminal and "COLUMNS" not in os.environ:
        c = Console(width=120)
    return c
