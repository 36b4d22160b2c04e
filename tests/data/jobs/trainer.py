#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 RentDeck contributors
# SPDX-License-Identifier: GPL-3.0-or-later
"""A stand-in trainer for RentDeck's job tests: no torch, the same habits as a real training script.

It follows the convention of the user guide ("run on spot safely"): find the newest checkpoint in the checkpoint
folder and resume from it, else start at step 0; write each checkpoint to a temporary name and rename it into place;
keep the last few; write the result at the end. Its state is a deterministic function of the step, so a test can
prove that a run that was interrupted and resumed ends exactly where an uninterrupted one would.
"""
import argparse
import json
import os
import time


def newest_step(folder):
    best = None
    for name in os.listdir(folder):
        if name.startswith("step_") and name.endswith(".ckpt"):
            try:
                step = int(name[len("step_"):-len(".ckpt")])
            except ValueError:
                continue
            best = step if best is None or step > best else best
    return best


def advance(state, step):
    return (state * 31 + step) % 1000003


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--steps", type=int, default=30)
    parser.add_argument("--step-seconds", type=float, default=0.2)
    parser.add_argument("--resumed-step-seconds", type=float, default=None,
                        help="step time after resuming from a checkpoint (tests: slow until lost, then quick)")
    parser.add_argument("--checkpoint-every", type=int, default=5, help="steps between checkpoints")
    parser.add_argument("--checkpoints", default="ckpt")
    parser.add_argument("--outputs", default="out")
    parser.add_argument("--checkpoint-bytes", type=int, default=4096, help="padding, to make checkpoints weigh")
    parser.add_argument("--keep", type=int, default=3)
    parser.add_argument("--fail-at", type=int, default=-1, help="exit 3 at this step (a failing job)")
    args = parser.parse_args()

    os.makedirs(args.checkpoints, exist_ok=True)
    step, state, resumed_from = 0, 0, None
    found = newest_step(args.checkpoints)
    if found is not None:
        with open(os.path.join(args.checkpoints, "step_%06d.ckpt" % found), "rb") as f:
            saved = json.loads(f.readline())
        step, state, resumed_from = saved["step"], saved["state"], saved["step"]
        print("resumed from step %d" % step, flush=True)
        if args.resumed_step_seconds is not None:
            args.step_seconds = args.resumed_step_seconds
    else:
        print("starting at step 0", flush=True)

    while step < args.steps:
        time.sleep(args.step_seconds)
        step += 1
        state = advance(state, step)
        print("step %d state %d" % (step, state), flush=True)
        if step == args.fail_at:
            print("failing on purpose at step %d" % step, flush=True)
            raise SystemExit(3)
        if step % args.checkpoint_every == 0:
            final = os.path.join(args.checkpoints, "step_%06d.ckpt" % step)
            temporary = final + ".tmp"
            with open(temporary, "wb") as f:
                f.write((json.dumps({"step": step, "state": state}) + "\n").encode())
                f.write(os.urandom(max(0, args.checkpoint_bytes)))
                f.flush()
                os.fsync(f.fileno())
            os.replace(temporary, final)
            kept = sorted(n for n in os.listdir(args.checkpoints) if n.startswith("step_") and n.endswith(".ckpt"))
            for old in kept[:-args.keep]:
                os.remove(os.path.join(args.checkpoints, old))

    os.makedirs(args.outputs, exist_ok=True)
    with open(os.path.join(args.outputs, "result.json"), "w") as f:
        json.dump({"steps": step, "state": state, "resumed_from": resumed_from}, f)
    print("done: state %d" % state, flush=True)


if __name__ == "__main__":
    main()
