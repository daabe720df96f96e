#!/usr/bin/env python3
"""CPU time per operation of SubscribeCost scenarios, two binaries side by side.

    Benchmarks/scenario-times.py BEFORE-SubscribeCost AFTER-SubscribeCost SCENARIO:COUNT...

Runs each scenario COUNT times in a process of each binary, BEFORE, AFTER,
BEFORE, AFTER, ... (5 runs of each), and prints the median CPU time (user +
system, of the child process, start-up included: pick COUNT so that a run
takes a second or so) per operation of each, and their ratio. The wall-clock
companion of Benchmarks/subscribe-cost.sh's instruction counts: on a shared
machine expect some 20 % of noise between runs; the instruction counts are
the stable figure.
"""

import resource
import statistics
import subprocess
import sys

RUNS = 5


def cpu_seconds(binary, scenario, count):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run([binary, scenario, str(count)], stdout=subprocess.DEVNULL, check=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)


def main(arguments):
    if len(arguments) < 3 or any(":" not in argument for argument in arguments[2:]):
        sys.exit(__doc__.strip())
    before, after = arguments[0], arguments[1]
    print(f"{'scenario':26} {'before ns/op':>13} {'after ns/op':>12} {'before/after':>13}")
    for argument in arguments[2:]:
        scenario, count = argument.split(":")
        count = int(count)
        times = {before: [], after: []}
        for _ in range(RUNS):
            for binary in (before, after):
                times[binary].append(cpu_seconds(binary, scenario, count))
        old, new = (statistics.median(times[binary]) / count * 1e9 for binary in (before, after))
        print(f"{scenario:26} {old:13.0f} {new:12.0f} {old / new:13.2f}")


if __name__ == "__main__":
    main(sys.argv[1:])
