"""A small example of learning: masked policy gradient (REINFORCE with a baseline) for one
faction against engine bots, in numpy only (docs/rl.md).

    python -m woodland.rl.train --episodes 400 --max-turns 10 --plot curve.png

The policy is a one-hidden-layer network from the observation tensor (observation.py) to a
logit per action id (space.py); only the legal ids' logits are computed and the softmax runs
over them (the action mask). The reward is the victory points the faction gains (``score``
rewards, table.py), plus +1 / -1 when the game is won or lost. It prints a line per batch
and, with ``--plot``, draws the learning curve (return per episode and its moving mean)
with matplotlib. With tiny settings it runs in seconds (tests/rl/test_train.py).
"""

from __future__ import annotations

import argparse
import time
from dataclasses import dataclass, field
from typing import Any, Callable

import numpy as np

from woodland.core.game import default_factions
from woodland.rl.gymnasium import WoodlandGym


class MaskedPolicy:
    """logits = W2 tanh(W1 x + b1) + b2, softmax over the legal ids only."""

    def __init__(self, n_obs: int, n_actions: int, hidden: int, rng: np.random.Generator) -> None:
        self.params = {
            "W1": rng.normal(0, 1 / np.sqrt(n_obs), (hidden, n_obs)).astype(np.float32),
            "b1": np.zeros(hidden, np.float32),
            "W2": np.zeros((n_actions, hidden), np.float32),
            "b2": np.zeros(n_actions, np.float32),
        }
        self.grads = {k: np.zeros_like(v) for k, v in self.params.items()}
        self.adam = {k: (np.zeros_like(v), np.zeros_like(v)) for k, v in self.params.items()}
        self.t = 0

    def act(self, x: np.ndarray, legal: np.ndarray, rng: np.random.Generator) -> tuple[int, dict[str, Any]]:
        p = self.params
        h = np.tanh(p["W1"] @ x + p["b1"])
        z = p["W2"][legal] @ h + p["b2"][legal]
        z = np.exp(z - z.max())
        pi = z / z.sum()
        k = int(rng.choice(len(legal), p=pi))
        return int(legal[k]), {"x": x, "h": h, "legal": legal, "pi": pi, "k": k}

    def accumulate(self, steps: list[dict[str, Any]], advantages: np.ndarray) -> None:
        """Add the gradient of sum(advantage * log pi(a)) (to be ascended)."""
        g = self.grads
        dpre = np.zeros((len(steps), self.params["b1"].size), np.float32)
        for i, (s, adv) in enumerate(zip(steps, advantages)):
            dz = -s["pi"] * adv
            dz[s["k"]] += adv
            legal = s["legal"]
            np.add.at(g["W2"], legal, np.outer(dz, s["h"]))
            np.add.at(g["b2"], legal, dz)
            dh = self.params["W2"][legal].T @ dz
            dpre[i] = dh * (1 - s["h"] ** 2)
        xs = np.stack([s["x"] for s in steps])
        g["W1"] += dpre.T @ xs
        g["b1"] += dpre.sum(0)

    def update(self, lr: float, scale: float) -> None:
        """One Adam step up the accumulated gradient (divided by ``scale``)."""
        self.t += 1
        b1, b2, eps = 0.9, 0.999, 1e-8
        for k, w in self.params.items():
            grad = self.grads[k] / scale
            m, v = self.adam[k]
            m *= b1
            m += (1 - b1) * grad
            v *= b2
            v += (1 - b2) * grad * grad
            w += lr * (m / (1 - b1 ** self.t)) / (np.sqrt(v / (1 - b2 ** self.t)) + eps)
            self.grads[k].fill(0)


@dataclass
class Run:
    returns: list[float] = field(default_factory=list)
    steps: int = 0
    seconds: float = 0.0

    @property
    def steps_per_second(self) -> float:
        return self.steps / self.seconds if self.seconds else 0.0


def train(episodes: int = 20, faction: str | None = None, factions: list[str] | None = None,
          opponents: str = "random", max_turns: int = 6, hidden: int = 32, lr: float = 3e-3, batch: int = 4,
          seed: int = 0, log: Callable[[str], None] | None = print) -> Run:
    """Train for ``episodes`` games; the return of each episode, in order."""
    env = WoodlandGym(faction=faction, opponents=opponents, factions=factions or default_factions(),
                      max_turns=max_turns, reward="score", illegal="raise")
    rng = np.random.default_rng(seed)
    pol = MaskedPolicy(env.table.observer.size, env.table.space.n, hidden, rng)
    run = Run()
    baseline = 0.0
    start = time.perf_counter()
    for ep in range(episodes):
        obs, _ = env.reset(seed=seed * 100003 + ep)
        steps: list[dict[str, Any]] = []
        rewards: list[float] = []
        done = False
        while not done:
            legal = np.flatnonzero(env.action_masks())
            a, s = pol.act(obs, legal, rng)
            obs, r, term, trunc, _ = env.step(a)
            steps.append(s)
            rewards.append(r)
            done = term or trunc
        run.steps += len(steps)
        total = float(sum(rewards))
        run.returns.append(total)
        if steps:
            to_go = np.cumsum(rewards[::-1])[::-1]
            pol.accumulate(steps, (to_go - baseline).astype(np.float32))
        baseline += 0.1 * (total - baseline)
        if (ep + 1) % batch == 0 or ep + 1 == episodes:
            pol.update(lr, batch)
            if log is not None:
                recent = run.returns[-batch:]
                log(f"episode {ep + 1}: mean return {np.mean(recent):.3f} (last {len(recent)}), "
                    f"{run.steps} steps")
    run.seconds = time.perf_counter() - start
    return run


def plot(returns: list[float], path: str, window: int = 20) -> None:
    """The learning curve: each episode's return and its moving mean."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(7, 4))
    ax.plot(returns, alpha=0.3, label="return per episode")
    if len(returns) >= 2:
        w = max(1, min(window, len(returns) // 2))
        ax.plot(range(w - 1, len(returns)), np.convolve(returns, np.ones(w) / w, mode="valid"),
                label=f"mean of {w}")
    ax.set_xlabel("episode")
    ax.set_ylabel("return (VP / 30, +-1 for a win or loss)")
    ax.set_title("masked policy gradient against the random bot")
    ax.legend()
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--episodes", type=int, default=200)
    ap.add_argument("--faction", default=None, help="the faction trained (default: the first of --factions)")
    ap.add_argument("--factions", default=",".join(default_factions()), help="the factions playing, comma-separated")
    ap.add_argument("--opponents", default="random", help="the bot of the other factions")
    ap.add_argument("--max-turns", type=int, default=8)
    ap.add_argument("--hidden", type=int, default=32)
    ap.add_argument("--lr", type=float, default=3e-3)
    ap.add_argument("--batch", type=int, default=4)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--plot", help="write the learning curve to this PNG file")
    a = ap.parse_args(argv)
    run = train(a.episodes, a.faction, a.factions.split(","), a.opponents, a.max_turns, a.hidden, a.lr, a.batch,
                a.seed)
    print(f"{a.episodes} episodes, {run.steps} learner steps in {run.seconds:.1f} s "
          f"({run.steps_per_second:.0f} steps/s)")
    if a.plot:
        plot(run.returns, a.plot)
        print(f"learning curve: {a.plot}")


if __name__ == "__main__":
    main()
